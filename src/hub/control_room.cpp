#include "hub/control_room.hpp"

#include "hub/json_fields.hpp"
#include "mcp/session.hpp"
#include "mcp/task_service.hpp"

namespace patchbay::hub {

namespace asio = boost::asio;
namespace json = boost::json;

void control_room::register_into(mcp::tool_registry& tools) {
  json::object no_args{{"type", "object"}, {"properties", json::object{}}};
  tools.add(
      json::object{
          {"name", "show_control_room"},
          {"description",
           "Show Patchbay's control room: editors and their health, the lease and its queue, "
           "running tasks, recent calls, dialogs waiting."},
          {"inputSchema", no_args},
          {"annotations", json::object{{"readOnlyHint", true}, {"openWorldHint", false}}},
          {"_meta", json::object{{"ui", json::object{{"resourceUri", control_room_uri}}}}}},
      [this](std::shared_ptr<mcp::call_context> ctx, json::object args) {
        return show(this, std::move(ctx), std::move(args));
      });
  tools.set_only_with_extension("show_control_room", std::string(apps_extension));
  tools.add(
      json::object{
          {"name", "cancel_task"},
          {"description", "Cancel one of this client's running tasks (the control room's button)."},
          {"inputSchema",
           json::object{{"type", "object"},
                        {"properties", json::object{{"taskId", json::object{{"type", "string"}}}}},
                        {"required", json::array{"taskId"}}}},
          {"annotations",
           json::object{
               {"destructiveHint", true}, {"idempotentHint", true}, {"openWorldHint", false}}},
          {"_meta", json::object{{"ui", json::object{{"resourceUri", control_room_uri},
                                                     {"visibility", json::array{"app"}}}}}}},
      [this](std::shared_ptr<mcp::call_context> ctx, json::object args) {
        return cancel_task(this, std::move(ctx), std::move(args));
      });
  tools.set_only_with_extension("cancel_task", std::string(apps_extension));
}

json::object control_room::snapshot() const {
  json::object s = status_.status(true);
  if (auto* sessions = s.if_contains("sessions"); sessions && sessions->is_array())
    for (auto& row : sessions->get_array())
      if (row.is_object())
        for (const char* key : {"cwd", "pinProject", "pinEditor"}) row.get_object().erase(key);
  return s;
}

asio::awaitable<jsonrpc::outcome<mcp::tool_result>> control_room::show(
    control_room* self, std::shared_ptr<mcp::call_context>, json::object) {
  json::object snap = self->snapshot();
  std::string text;
  if (auto* editors = snap.if_contains("editors"); editors && editors->is_array())
    for (const auto& e : editors->get_array()) {
      const json::object& ed = e.get_object();
      std::string state = str(ed, "state");
      if (auto* h = ed.if_contains("health"); h && h->is_object())
        state = str(h->get_object(), "summary");
      text += "- " + str(ed, "id") + ": " + state + "\n";
    }
  if (text.empty()) text = "No Unity editor has connected to Patchbay yet.\n";
  text += "The control room shows these live where the client renders MCP Apps.";
  json::object result{{"content", json::array{mcp::text_content(text)}},
                      {"structuredContent", std::move(snap)}};
  co_return mcp::tool_result(std::move(result));
}

asio::awaitable<jsonrpc::outcome<mcp::tool_result>> control_room::cancel_task(
    control_room*, std::shared_ptr<mcp::call_context> ctx, json::object args) {
  auto id = jsonrpc::get_string(args, "taskId");
  if (!id || id->empty())
    co_return mcp::tool_result::text("cancel_task needs `taskId`. Nothing was cancelled.", true);
  json::object params{{"taskId", *id}};
  // The client's own tasks only, as its tasks/cancel sees them (the same owner check).
  mcp::task_service& tasks = ctx->session().tasks();
  auto answer =
      ctx->stateless() ? tasks.extension(*ctx, "tasks/cancel", params) : tasks.cancel(params);
  if (!answer)
    co_return mcp::tool_result::text(answer.error().message + " Nothing was cancelled.", true);
  co_return mcp::tool_result(json::object{
      {"content", json::array{mcp::text_content("Cancelled the task " + std::string(*id) + ".")}},
      {"structuredContent", json::object{{"taskId", *id}, {"cancelled", true}}}});
}

}  // namespace patchbay::hub
