// The hub's own tools: list_editors and select_editor (DESIGN.md §3).
#include "hub/editor_record.hpp"
#include "hub/hub.hpp"

namespace patchbay::hub {

namespace asio = boost::asio;

void hub::register_builtin_tools() {
  json::object annotations_ro{{"readOnlyHint", true},
                              {"destructiveHint", false},
                              {"idempotentHint", true},
                              {"openWorldHint", false}};
  server_.tools().add(
      json::object{
          {"name", "list_editors"},
          {"title", "List Unity editors"},
          {"description",
           "Lists the Unity editors known to Patchbay (id, project, scene, state) and says which "
           "one this session's tools go to and why."},
          {"inputSchema", json::object{{"type", "object"},
                                       {"properties", json::object{}},
                                       {"additionalProperties", false}}},
          {"outputSchema",
           json::object{
               {"type", "object"},
               {"properties",
                json::object{{"editors", json::object{{"type", "array"},
                                                      {"items", json::object{{"type", "object"}}}}},
                             {"session", json::object{{"type", "object"}}}}},
               {"required", json::array{"editors", "session"}}}},
          {"annotations", annotations_ro}},
      [this](std::shared_ptr<mcp::call_context> ctx, json::object args) {
        return list_editors_tool(this, std::move(ctx), std::move(args));
      });
  json::object annotations_select = annotations_ro;
  annotations_select["readOnlyHint"] = false;
  server_.tools().add(
      json::object{
          {"name", "select_editor"},
          {"title", "Select a Unity editor"},
          {"description",
           "Chooses the Unity editor this session's tools go to, by id, alias or project name "
           "(see list_editors). Kept across the editor's reloads and restarts."},
          {"inputSchema",
           json::object{
               {"type", "object"},
               {"properties",
                json::object{
                    {"editor", json::object{{"type", "string"},
                                            {"description", "Editor id, alias or project name"}}}}},
               {"required", json::array{"editor"}},
               {"additionalProperties", false}}},
          {"annotations", annotations_select}},
      [this](std::shared_ptr<mcp::call_context> ctx, json::object args) {
        return select_editor_tool(this, std::move(ctx), std::move(args));
      });
}

asio::awaitable<jsonrpc::outcome<json::object>> hub::list_editors_tool(
    hub* self, std::shared_ptr<mcp::call_context> ctx, json::object) {
  session_state& st = self->state_for(ctx->session());
  auto route = resolve_route(self->editor_views(), nullptr, st.route);
  std::string current = route.error.empty() ? route.editors.front() : std::string();
  json::array editors;
  std::string text;
  for (const auto& [id, ed] : self->editors_) {
    editors.push_back(self->describe(*ed, current));
    text += (id == current ? "* " : "- ") + id + ": " +
            std::string(jsonrpc::get_string(ed->info, "projectPath").value_or("")) + " — " +
            self->state_of(*ed) + "\n";
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

asio::awaitable<jsonrpc::outcome<json::object>> hub::select_editor_tool(
    hub* self, std::shared_ptr<mcp::call_context> ctx, json::object args) {
  auto* name = args.if_contains("editor");
  if (!name || !name->is_string())
    co_return mcp::text_result(
        "select_editor needs `editor`: an editor id, alias or project name from list_editors.",
        true);
  auto match = resolve_editor_name(self->editor_views(), name->get_string());
  if (!match.error.empty()) co_return mcp::text_result(match.error, true);
  self->state_for(ctx->session()).route.selected = match.id;
  const editor_record& ed = *self->editors_.at(match.id);
  std::string text = "Selected " + match.id + " (" +
                     std::string(jsonrpc::get_string(ed.info, "projectPath").value_or("")) + ", " +
                     self->state_of(ed) +
                     "). This session's tools go to it unless a call passes `editor`.";
  json::object result{{"content", json::array{mcp::text_content(text)}},
                      {"structuredContent", self->describe(ed, match.id)}};
  co_return result;
}

}  // namespace patchbay::hub
