#include "hub/builtin_tools.hpp"

#include "hub/json_fields.hpp"
#include "hub/routing.hpp"

namespace patchbay::hub {

namespace asio = boost::asio;

void builtin_tools::register_into(mcp::tool_registry& tools) {
  // Kept short: every byte here is in every agent's context (the default tool list must stay
  // under ~2,000 tokens). Annotations at MCP's defaults are left out.
  json::object no_args{{"type", "object"}, {"properties", json::object{}}};
  tools.add(
      json::object{{"name", "list_editors"},
                   {"description",
                    "Unity editors, and which one this session's tools go to. Any tool's "
                    "`editor` argument picks one (id, alias, project) or * for all."},
                   {"inputSchema", no_args},
                   {"annotations", json::object{{"readOnlyHint", true}, {"openWorldHint", false}}}},
      [this](std::shared_ptr<mcp::call_context> ctx, json::object args) {
        return list_editors(this, std::move(ctx), std::move(args));
      });
  json::object select_args{
      {"type", "object"},
      {"properties",
       json::object{
           {"editor", json::object{{"type", "string"}, {"description", "Id, alias or project"}}}}},
      {"required", json::array{"editor"}}};
  tools.add(json::object{{"name", "select_editor"},
                         {"description", "Send this session's tool calls to one Unity editor."},
                         {"inputSchema", select_args},
                         {"annotations", json::object{{"destructiveHint", false},
                                                      {"idempotentHint", true},
                                                      {"openWorldHint", false}}}},
            [this](std::shared_ptr<mcp::call_context> ctx, json::object args) {
              return select_editor(this, std::move(ctx), std::move(args));
            });
}

asio::awaitable<jsonrpc::outcome<json::object>> builtin_tools::list_editors(
    builtin_tools* self, std::shared_ptr<mcp::call_context> ctx, json::object) {
  client_session& st = self->clients_.state_for(ctx->session());
  auto route = resolve_route(self->registry_.views(), nullptr, st.route);
  std::string current = route.error.empty() ? route.editors.front() : std::string();
  json::array editors;
  std::string text;
  self->lease_.expire(std::chrono::steady_clock::now());
  const auto now = std::chrono::system_clock::now();
  for (const auto& [id, ed] : self->registry_.editors()) {
    json::object described = self->registry_.describe(*ed, current);
    text += (id == current ? "* " : "- ") + id + ": " +
            std::string(jsonrpc::get_string(ed->info, "projectPath").value_or("")) + " — " +
            self->registry_.status_text(*ed) + "\n";
    // Another agent's compile, test run, play-mode change... and the calls waiting behind it.
    if (auto lease = self->lease_.describe(id, now)) {
      described["lease"] = std::move(*lease);
      if (auto line = self->lease_.summary(id, now); !line.empty()) text += "  " + line + "\n";
    }
    // Unity open without Patchbay: what to fix, where the agent reads first.
    if (auto* n = described.if_contains("notLoaded"); n && n->is_object())
      text += "  " + str(n->as_object(), "message") + "\n";
    editors.push_back(std::move(described));
  }
  json::object session{{"editor", current.empty() ? json::value(nullptr) : json::value(current)},
                       {"reason", current.empty() ? "none" : route.reason}};
  if (editors.empty())
    text =
        "No Unity editor has connected to Patchbay yet. Open a project in Unity with the "
        "Patchbay package installed.";
  else if (current.empty())
    text += route.error;
  else
    text += "This session's tools go to " + current + " (" + route.reason + ").";
  json::object result{{"content", json::array{mcp::text_content(text)}},
                      {"structuredContent", json::object{{"editors", std::move(editors)},
                                                         {"session", std::move(session)}}}};
  co_return result;
}

asio::awaitable<jsonrpc::outcome<json::object>> builtin_tools::select_editor(
    builtin_tools* self, std::shared_ptr<mcp::call_context> ctx, json::object args) {
  auto* name = args.if_contains("editor");
  if (!name || !name->is_string())
    co_return mcp::text_result(
        "select_editor needs `editor`: an editor id, alias or project name from list_editors.",
        true);
  auto match = resolve_editor_name(self->registry_.views(), name->get_string());
  if (!match.error.empty()) co_return mcp::text_result(match.error, true);
  self->clients_.state_for(ctx->session()).route.selected = match.id;
  self->dashboard_->changed();
  const editor_record& ed = *self->registry_.find(match.id);
  std::string text = "Selected " + match.id + " (" +
                     std::string(jsonrpc::get_string(ed.info, "projectPath").value_or("")) + ", " +
                     self->registry_.status_text(ed) + "). ";
  json::object described = self->registry_.describe(ed, match.id);
  if (ctx->stateless()) {
    // MCP 2026-07-28 has no session to remember the choice in: the editor id is the handle the
    // agent passes back as `editor` (docs/protocol-versions.md).
    text += "MCP 2026-07-28 has no session to keep this in: pass editor: \"" + match.id +
            "\" on each tool call to send it there.";
    described["handle"] = match.id;
  } else {
    text += "This session's tools go to it unless a call passes `editor`.";
  }
  json::object result{{"content", json::array{mcp::text_content(text)}},
                      {"structuredContent", std::move(described)}};
  co_return result;
}

}  // namespace patchbay::hub
