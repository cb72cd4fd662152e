#include "hub/editor_closer.hpp"

#include "hub/json_fields.hpp"
#include "hub/link_codes.hpp"
#include "hub/routing.hpp"
#include "mcp/patchbay_names.hpp"
#include "platform/platform.hpp"

#include <utility>

namespace patchbay::hub {

namespace asio = boost::asio;
namespace json = boost::json;
using namespace std::chrono;

namespace {

// How long the process may take to end after quit_editor answered (Unity unloads, writes its log).
constexpr auto quit_wait = seconds(60);

mcp::tool_result refused(std::string text, std::string_view kind) {
  auto r = mcp::text_result(text, true);
  if (!kind.empty())
    r["_meta"] = json::object{{mcp::meta::error, json::object{{"patchbay", kind}}}};
  return mcp::tool_result(std::move(r));
}

}  // namespace

void editor_closer::register_into(mcp::tool_registry& tools) {
  json::object args{
      {"type", "object"},
      {"properties",
       json::object{
           {"editor", json::object{{"type", "string"}, {"description", "Id, alias or project"}}},
           {"save",
            json::object{{"type", "boolean"}, {"description", "Save unsaved scenes first"}}},
           {"discard", json::object{{"type", "boolean"}, {"description", "Quit without them"}}}}}};
  tools.add(
      json::object{
          {"name", "close_editor"},
          {"description",
           "Quit a Unity editor cleanly; refused while scenes or prefabs have unsaved changes "
           "unless save or discard."},
          {"inputSchema", args},
          {"annotations",
           json::object{
               {"destructiveHint", true}, {"idempotentHint", false}, {"openWorldHint", false}}}},
      [this](std::shared_ptr<mcp::call_context> ctx, json::object a) {
        return close_editor(this, std::move(ctx), std::move(a));
      });
  tools.set_listed("close_editor", false);
}

asio::awaitable<jsonrpc::outcome<mcp::tool_result>> editor_closer::close_editor(
    editor_closer* self, std::shared_ptr<mcp::call_context> ctx, json::object args) {
  for (const char* key : {"save", "discard"})
    if (const json::value* v = args.if_contains(key); v && !v->is_bool())
      co_return refused(
          std::string("close_editor: `") + key + "` is true or false. Nothing was closed.",
          mcp::error_kind::invalid_arguments);
  const json::value* editor_arg = args.if_contains("editor");
  auto route = resolve_route(self->registry_.views(), editor_arg,
                             self->clients_.state_for(ctx->session()).route);
  if (!route.error.empty()) co_return refused(route.error + " Nothing was closed.", route.kind);
  if (route.fan_out || route.editors.size() != 1)
    co_return refused("close_editor closes one editor: name it in `editor`. Nothing was closed.",
                      mcp::error_kind::invalid_arguments);
  std::string id = route.editors.front();
  const editor_record* ed = self->registry_.find(id);
  if (!ed || ed->where != presence::connected)
    co_return refused("The editor " + id + " is not connected" +
                          (ed ? " (" + self->registry_.state_of(*ed) + ")" : std::string()) +
                          ": there is nothing to close.",
                      mcp::error_kind::no_editor);
  if (is_player(*ed))
    co_return refused("The player " + id +
                          " is a game: it closes when the game quits. close_editor closes editors.",
                      mcp::error_kind::invalid_arguments);
  int pid = editor_registry::pid_of(*ed);
  std::string project = str(ed->info, "projectPath");
  json::object quit;
  if (const json::value* v = args.if_contains("save")) quit["save"] = *v;
  if (const json::value* v = args.if_contains("discard")) quit["discard"] = *v;
  call_request request{id, std::string(hub_only_tool::quit_editor), std::move(quit), "close"};
  mcp::tool_result r = co_await self->calls_.forward(ctx, std::move(request));
  if (r.is_error()) co_return r;  // unsaved changes, named; nothing was closed
  json::object answer{{"closed", id}, {"project", project}};
  {
    json::object& o = r.object();
    if (const json::value* c = o.if_contains("content");
        c && c->is_array() && !c->get_array().empty())
      if (const json::value* t = c->get_array()[0].as_object().if_contains("text");
          t && t->is_string()) {
        boost::system::error_code ec;
        json::value said = json::parse(t->get_string(), ec);
        if (!ec && said.is_object())
          for (const char* key : {"saved", "discarded"})
            if (const json::value* v = said.get_object().if_contains(key)) answer[key] = *v;
      }
  }
  // The editor quits on one of its next updates: wait until its process has gone.
  auto until = steady_clock::now() + quit_wait;
  while (pid > 0 && platform::process_alive(pid)) {
    if (steady_clock::now() >= until) {
      answer["closed"] = nullptr;
      answer["note"] =
          "Unity (pid " + std::to_string(pid) + ") said it quits but still runs after 60 s.";
      std::string text = json::serialize(answer);
      co_return refused(text, "");
    }
    if (!co_await ctx->sleep(milliseconds(250))) break;
  }
  std::string text = json::serialize(answer);
  co_return mcp::tool_result(mcp::text_result(text));
}

}  // namespace patchbay::hub
