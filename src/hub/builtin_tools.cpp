#include "hub/builtin_tools.hpp"

#include "hub/json_fields.hpp"
#include "hub/routing.hpp"
#include "hub/tool_union.hpp"
#include "mcp/methods.hpp"

#include <spdlog/spdlog.h>

#include <utility>

namespace patchbay::hub {

namespace asio = boost::asio;

void builtin_tools::register_into(mcp::tool_registry& tools) {
  // Kept short: every byte here is in every agent's context (the default tool list must stay
  // under ~2,000 tokens). Annotations at MCP's defaults are left out.
  json::object no_args{{"type", "object"}, {"properties", json::object{}}};
  tools.add(
      json::object{{"name", "list_editors"},
                   {"description",
                    "List Unity editors and which one this session's calls go to. Any tool's "
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
                         {"description", "Send this session's calls to one Unity editor."},
                         {"inputSchema", select_args},
                         {"annotations", json::object{{"destructiveHint", false},
                                                      {"idempotentHint", true},
                                                      {"openWorldHint", false}}}},
            [this](std::shared_ptr<mcp::call_context> ctx, json::object args) {
              return select_editor(this, std::move(ctx), std::move(args));
            });
  auto text_arg = [](const char* what) {
    return json::object{{"type", "string"}, {"description", what}};
  };
  json::object answer_args{
      {"type", "object"},
      {"properties",
       json::object{{"editor", text_arg("Id, alias or project; default: this session's editor")},
                    {"title", text_arg("The dialog's title, exactly as list_editors shows it")},
                    {"button", text_arg("The label of the button to press")}}},
      {"required", json::array{"title", "button"}}};
  tools.add(json::object{{"name", "answer_dialog"},
                         {"description",
                          "Press a button of the modal dialog a blocked Unity editor shows "
                          "(list_editors names it). Only if the project allows it."},
                         {"inputSchema", answer_args},
                         {"annotations", json::object{{"destructiveHint", true},
                                                      {"idempotentHint", false},
                                                      {"openWorldHint", false}}}},
            [this](std::shared_ptr<mcp::call_context> ctx, json::object args) {
              return answer_dialog(this, std::move(ctx), std::move(args));
            });
  tools_ = &tools;
  refresh_listing();
}

void builtin_tools::refresh_listing() {
  if (!tools_) return;
  bool allowed = false;
  for (const auto& [id, ed] : registry_.editors()) {
    auto* v = ed->info.if_contains(answer_setting);
    if (ed->where != presence::gone && v && v->is_bool() && v->get_bool()) allowed = true;
  }
  tools_->set_listed("answer_dialog", allowed);
}

asio::awaitable<jsonrpc::outcome<mcp::tool_result>> builtin_tools::list_editors(
    builtin_tools* self, std::shared_ptr<mcp::call_context> ctx, json::object args) {
  // What a Unity open without Patchbay shows (its compile errors), read now off the hub's thread.
  co_await self->registry_.refresh_not_loaded();
  client_session& st = self->clients_.state_for(ctx->session());
  auto route = resolve_route(self->registry_.views(), nullptr, st.route);
  std::string current = route.error.empty() ? route.editors.front() : std::string();
  json::array editors;
  std::string text;
  self->lease_.expire(std::chrono::steady_clock::now());
  const auto now = std::chrono::system_clock::now();
  for (const auto& [id, ed] : self->registry_.editors()) {
    // An editor that quit a while ago is no longer listed (hub_options::gone_listed_for).
    if (!self->registry_.listed(*ed)) continue;
    json::object described = self->registry_.describe(*ed, current);
    // A player: its platform, for the agent to tell a build from the editor of the same project.
    std::string kind = is_player(*ed) ? " [player, " + str(ed->info, "platform") + "]" : "";
    text.append(id == current ? "* " : "- ")
        .append(id)
        .append(kind)
        .append(": ")
        .append(jsonrpc::get_string(ed->info, "projectPath").value_or(""))
        .append(" — ")
        .append(self->registry_.status_text(*ed))
        .append("\n");
    // Another agent's compile, test run, play-mode change... and the calls waiting behind it.
    if (auto lease = self->lease_.describe(id, now)) {
      described["lease"] = std::move(*lease);
      if (auto line = self->lease_.summary(id, now); !line.empty()) text += "  " + line + "\n";
    }

    // A blocked editor: what holds it (a modal dialog, named) and what to do.
    if (auto* h = described.if_contains("health"); h && h->is_object())
      if (str(h->as_object(), "state") == "blocked" && !str(h->as_object(), "remedy").empty())
        text += "  " + str(h->as_object(), "remedy") + "\n";
    // Unity open without Patchbay: what to fix, where the agent reads first.
    if (auto* n = described.if_contains("notLoaded"); n && n->is_object())
      text += "  " + str(n->as_object(), "message") + "\n";
    editors.push_back(std::move(described));
  }
  json::object session{{"editor", current.empty() ? json::value(nullptr) : json::value(current)},
                       {"reason", current.empty() ? "none" : route.reason}};
  if (current.empty() && !route.kind.empty()) {
    session["error"] = route.kind;
    session["message"] = route.error;
  }
  // `includeTools` (the command line's, left out of the schema: an agent has tools/list): the tools
  // of the editor this session reaches, as tools/list shows them, and the hub's own. The union in
  // tools/list holds every editor's tools, the first editor's schema winning a shared name; what
  // this editor has switched off is missing or marked in its own list only.
  if (auto* inc = args.if_contains("includeTools");
      inc && inc->is_bool() && inc->get_bool() && !current.empty())
    if (const editor_record* ed = self->registry_.find(current)) {
      json::array tools;
      for (const auto& t : ed->tools)
        if (t.is_object() && !self->tools_->find(str(t.as_object(), "name")))
          tools.push_back(as_listed(t.as_object()));
      for (const auto& own : self->tools_->all())
        if (own.listed && (own.only_with_extension.empty() ||
                           ctx->client_declares_extension(own.only_with_extension)))
          tools.push_back(own.definition);
      session["tools"] = std::move(tools);
    }
  // Unity editors open_editor is starting: `opening` until they link (issue 48).
  json::array opening = self->opening_ ? self->opening_() : json::array();
  std::string opening_text;
  for (const auto& o : opening)
    if (o.is_object())
      opening_text.append("- opening: ")
          .append(str(o.as_object(), "project"))
          .append(" (Unity ")
          .append(str(o.as_object(), "version"))
          .append(", pid ")
          .append(json::serialize(o.as_object().at("pid")))
          .append(")\n");
  if (editors.empty() && opening.empty())
    text =
        "No Unity editor has connected to Patchbay yet. Open a project in Unity with the "
        "Patchbay package installed, or with open_editor.";
  else if (current.empty())
    text += route.error;
  else
    text += "This session's tools go to " + current + " (" + route.reason + ").";
  if (!opening_text.empty()) text.insert(0, opening_text);
  json::object result{{"content", json::array{mcp::text_content(text)}},
                      {"structuredContent", json::object{{"editors", std::move(editors)},
                                                         {"session", std::move(session)}}}};
  if (!opening.empty()) result["structuredContent"].as_object()["opening"] = std::move(opening);
  co_return result;
}

asio::awaitable<jsonrpc::outcome<mcp::tool_result>> builtin_tools::select_editor(
    builtin_tools* self, std::shared_ptr<mcp::call_context> ctx, json::object args) {
  auto* name = args.if_contains("editor");
  if (!name || !name->is_string())
    co_return mcp::tool_result::text(
        "select_editor needs `editor`: an editor id, alias or project name from list_editors.",
        true);
  auto match = resolve_editor_name(self->registry_.views(), name->get_string());
  if (!match.error.empty()) co_return mcp::tool_result::text(match.error, true);
  std::string& selected = self->clients_.state_for(ctx->session()).route.selected;
  const editor_record* before = selected.empty() ? nullptr : self->registry_.find(selected);
  bool was_player = before && is_player(*before);
  selected = match.id;
  self->dashboard_->changed();
  const editor_record& ed = *self->registry_.find(match.id);
  // tools/list of a session on a player lists the player's tools only (editor_hub::list_tools):
  // entering or leaving a player changes this session's list, so it is told to list again.
  if ((was_player || is_player(ed)) && !ctx->stateless() && (!before || before != &ed))
    ctx->session().send(jsonrpc::make_notification(mcp::method::tools_list_changed), std::nullopt);
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

namespace patchbay::hub {

asio::awaitable<jsonrpc::outcome<mcp::tool_result>> builtin_tools::answer_dialog(
    builtin_tools* self, std::shared_ptr<mcp::call_context> ctx, json::object args) {
  std::string title, button;
  for (auto [key, out] :
       {std::pair<const char*, std::string*>{"title", &title}, {"button", &button}}) {
    auto* v = args.if_contains(key);
    if (!v || !v->is_string() || v->get_string().empty())
      co_return mcp::tool_result::text(
          std::string("answer_dialog needs `") + key +
              "` (a non-empty string): the dialog's title and the button's label, exactly as "
              "list_editors shows them. Nothing was pressed.",
          true);
    *out = std::string(v->get_string());
  }
  // The editor as any tool call routes it: `editor`, else the session's.
  auto route = resolve_route(self->registry_.views(), args.if_contains("editor"),
                             self->clients_.state_for(ctx->session()).route);
  if (!route.error.empty()) co_return mcp::tool_result::text(route.error, true);
  if (route.fan_out || route.editors.size() != 1)
    co_return mcp::tool_result::text(
        "answer_dialog answers one editor's dialog: name one editor in `editor`. Nothing was "
        "pressed.",
        true);
  const std::string id = route.editors.front();
  const editor_record* ed = self->registry_.find(id);
  if (!ed) co_return mcp::tool_result::text("No editor " + id + ". Nothing was pressed.", true);
  if (std::string refused = press_editor_dialog(self->registry_, *ed, title, button);
      !refused.empty())
    co_return mcp::tool_result::text(refused, true);
  json::object result{
      {"content",
       json::array{mcp::text_content(
           "Pressed '" + button + "' in Unity's dialog '" + title + "' (" + id +
           "). Unity goes on with what the dialog asked; call list_editors to see its state.")}},
      {"structuredContent",
       json::object{{"editor", id}, {"title", title}, {"button", button}, {"pressed", true}}}};
  co_return result;
}

}  // namespace patchbay::hub
