#include "hub/editor_resources.hpp"

#include "hub/json_fields.hpp"
#include "hub/routing.hpp"
#include "mcp/call_context.hpp"
#include "mcp/methods.hpp"
#include "mcp/session.hpp"

#include <algorithm>
#include <chrono>

namespace patchbay::hub {

namespace asio = boost::asio;
namespace json = boost::json;

namespace {

constexpr std::string_view json_mime = "application/json";

json::object described(std::string uri, std::string name, std::string title,
                       std::string description) {
  return json::object{{"uri", std::move(uri)},
                      {"name", std::move(name)},
                      {"title", std::move(title)},
                      {"description", std::move(description)},
                      {"mimeType", json_mime}};
}

json::object templated(std::string uri_template, std::string name, std::string title,
                       std::string description) {
  return json::object{{"uriTemplate", std::move(uri_template)},
                      {"name", std::move(name)},
                      {"title", std::move(title)},
                      {"description", std::move(description)},
                      {"mimeType", json_mime}};
}

json::array json_contents(const std::string& uri, std::string text) {
  return json::array{
      json::object{{"uri", uri}, {"mimeType", json_mime}, {"text", std::move(text)}}};
}

// The editor tool that answers a kind of resource, and its arguments.
struct editor_read {
  std::string tool;
  json::object arguments;
};

editor_read read_for(const resource_address& a) {
  switch (a.kind) {
    case resource_kind::console:
      return {"get_console_logs", json::object{}};
    case resource_kind::console_after:
      return {"get_console_logs", json::object{{"since", a.number}}};
    case resource_kind::project:
      return {"get_project_info", json::object{}};
    case resource_kind::hierarchy:
      return {"get_hierarchy", json::object{{"scene", a.scene}}};
    case resource_kind::hierarchy_from:
      return {"get_hierarchy", json::object{{"scene", a.scene}, {"offset", a.number}}};
    case resource_kind::object:
      return {"get_game_object", json::object{{"target", a.object}}};
    default:
      return {"get_editor_state", json::object{}};
  }
}

// The text of a result's first text block.
std::string first_text(const json::object& result) {
  if (auto* c = result.if_contains("content"); c && c->is_array())
    for (const auto& block : c->get_array())
      if (block.is_object() && str(block.get_object(), "type") == "text")
        return str(block.get_object(), "text");
  return {};
}

bool parses_as_object(std::string_view text) {
  boost::system::error_code ec;
  auto v = json::parse(text, ec);
  return !ec && v.is_object();
}

std::string scene_path(const editor_record& ed) {
  if (auto* s = ed.info.if_contains("activeScene"); s && s->is_object()) {
    std::string path = str(s->get_object(), "path");
    return path.empty() ? str(s->get_object(), "name") : path;
  }
  return {};
}

}  // namespace

// ---- listing -----------------------------------------------------------------------------------

std::vector<json::object> editor_resources::list_resources() const {
  std::vector<json::object> out;
  out.push_back(described(std::string(editors_uri), "editors", "Unity editors",
                          "The Unity editors and players Patchbay knows: state, health, project, "
                          "the lease and its queue (what list_editors shows)."));
  for (const auto& [key, ed] : registry_.editors()) {
    if (!registry_.listed(*ed)) continue;
    const std::string& id = key;  // a reference, not a binding: lambdas capture it (clang 14)
    auto uri = [&](resource_kind k) { return resource_uri(resource_address{k, id, {}, {}, 0}); };
    out.push_back(described(uri(resource_kind::state), id + " state", id + ": state and health",
                            "Play mode, compile state, scene, selection, console errors, and the "
                            "hub's view: presence, health, the lease."));
    out.push_back(described(uri(resource_kind::console), id + " console", id + ": console",
                            "The newest console messages (50) and lastId; read "
                            ".../console/after/{lastId} for what came after."));
    if (!is_player(*ed))
      out.push_back(described(uri(resource_kind::project), id + " project", id + ": project",
                              "Project name, path, Unity and package versions, platform, build "
                              "scenes."));
    out.push_back(described(uri(resource_kind::tools), id + " tools", id + ": tool groups",
                            "The editor's tools by group, and the tools its settings refuse."));
    if (std::string scene = scene_path(*ed); !scene.empty() && !is_player(*ed))
      out.push_back(described(resource_uri({resource_kind::hierarchy, id, scene, {}, 0}),
                              id + " hierarchy",
                              std::string(id).append(": hierarchy of ").append(scene),
                              "The active scene's GameObjects: paths and ids, 100 a page."));
  }
  return out;
}

std::vector<json::object> editor_resources::list_templates() const {
  const std::string base = "patchbay://editors/{editor}";
  return {
      templated(base + "/state", "state", "Editor state and health",
                "One editor's state (editor: its id, as in patchbay://editors)."),
      templated(base + "/console", "console", "Console", "An editor's newest console messages."),
      templated(base + "/console/after/{id}", "console after", "Console after an id",
                "The console messages after id (the lastId of an earlier read)."),
      templated(base + "/project", "project", "Project", "An editor's project information."),
      templated(base + "/tools", "tools", "Tool groups", "An editor's tools by group."),
      templated(base + "/scenes/{scene}/hierarchy", "hierarchy", "Scene hierarchy",
                "A loaded scene's GameObjects (scene: name or path, percent-encoded)."),
      templated(base + "/scenes/{scene}/hierarchy/from/{offset}", "hierarchy page",
                "Scene hierarchy from an offset", "The hierarchy page that starts at offset."),
      templated(base + "/objects/{object}", "object", "GameObject",
                "A GameObject and its components' fields (object: instance id, path or name, "
                "percent-encoded)."),
  };
}

// ---- reading -----------------------------------------------------------------------------------

jsonrpc::error editor_resources::unknown_uri(std::string_view uri) const {
  return jsonrpc::make_error(
      jsonrpc::resource_not_found,
      "Resource not found: " + std::string(uri) +
          ". Patchbay's resources are patchbay://editors and, per editor, "
          "patchbay://editors/{editor}/state, /console, /console/after/{id}, /project, /tools, "
          "/scenes/{scene}/hierarchy, /scenes/{scene}/hierarchy/from/{offset} and "
          "/objects/{object} (resources/templates/list).",
      json::object{{"uri", uri}});
}

jsonrpc::error editor_resources::no_such_editor(std::string_view uri,
                                                const std::string& editor) const {
  json::array ids;
  std::string names;
  for (const auto& [id, ed] : registry_.editors()) {
    if (!registry_.listed(*ed)) continue;
    ids.push_back(json::value(id));
    names += (names.empty() ? "" : ", ") + id;
  }
  std::string message = "Resource not found: " + std::string(uri) + ". No editor \"" + editor +
                        "\" is known to Patchbay; " +
                        (names.empty() ? std::string("no editor is connected.")
                                       : "the editors are: " + names + " (patchbay://editors).");
  return jsonrpc::make_error(jsonrpc::resource_not_found, std::move(message),
                             json::object{{"uri", uri}, {"editors", std::move(ids)}});
}

asio::awaitable<jsonrpc::outcome<json::array>> editor_resources::read_resource(
    std::shared_ptr<mcp::call_context> ctx, std::string uri) {
  auto address = parse_resource_uri(uri);
  if (!address) co_return unknown_uri(uri);
  if (address->kind == resource_kind::editors) co_return read_editors(*ctx, uri);
  const editor_record* ed = registry_.find(address->editor);
  if (!ed || !registry_.listed(*ed)) co_return no_such_editor(uri, address->editor);
  if (address->kind == resource_kind::tools) co_return read_tools(*ed, uri);
  co_return co_await read_from_editor(std::move(ctx), std::move(uri), *address);
}

jsonrpc::outcome<json::array> editor_resources::read_editors(const mcp::call_context& ctx,
                                                             const std::string& uri) const {
  auto route = resolve_route(registry_.views(), nullptr, clients_.state_for(ctx.session()).route);
  std::string current = route.error.empty() ? route.editors.front() : std::string();
  const auto now = std::chrono::system_clock::now();
  json::array editors;
  for (const auto& [id, ed] : registry_.editors()) {
    if (!registry_.listed(*ed)) continue;
    json::object d = registry_.describe(*ed, current);
    if (auto lease = lease_.describe(id, now)) d["lease"] = std::move(*lease);
    editors.push_back(std::move(d));
  }
  return json_contents(uri, json::serialize(json::object{{"editors", std::move(editors)}}));
}

jsonrpc::outcome<json::array> editor_resources::read_tools(const editor_record& ed,
                                                           const std::string& uri) const {
  // The groups the editor lists (docs/protocol.md §4.4: `_meta["patchbay/group"]`), each with
  // its tools; a tool the settings' security refuses (`patchbay/allowed` false) says which switch.
  std::map<std::string, json::array> groups;
  json::array refused;
  for (const auto& t : ed.tools) {
    if (!t.is_object()) continue;
    const json::object& tool = t.get_object();
    std::string name = str(tool, "name");
    const json::object* meta = nullptr;
    if (auto* m = tool.if_contains("_meta"); m && m->is_object()) meta = &m->get_object();
    std::string group = meta ? str(*meta, "patchbay/group") : std::string();
    groups[group.empty() ? "core" : group].push_back(json::value(name));  // absent = core (§4.4)
    if (meta)
      if (auto* allowed = meta->if_contains("patchbay/allowed");
          allowed && allowed->is_bool() && !allowed->get_bool())
        refused.push_back(json::object{{"tool", name}, {"needs", str(*meta, "patchbay/security")}});
  }
  json::array on;
  for (auto& [group, tools] : groups)
    on.push_back(json::object{{"group", group}, {"tools", std::move(tools)}});
  json::object o{{"editor", ed.id},
                 {"groups", std::move(on)},
                 {"refusedBySecurity", std::move(refused)},
                 {"note",
                  "Groups not listed are switched off in the project's Patchbay settings (Project "
                  "Settings > Patchbay, or ProjectSettings/Patchbay.json \"groups\"); "
                  "docs/tools.md says why each is off by default."}};
  if (ed.tools.empty())
    o["note"] = "The editor has not listed its tools yet (it may be reloading).";
  return json_contents(uri, json::serialize(o));
}

asio::awaitable<jsonrpc::outcome<json::array>> editor_resources::read_from_editor(
    std::shared_ptr<mcp::call_context> ctx, std::string uri, const resource_address& a) {
  const editor_record* ed = registry_.find(a.editor);
  const bool state = a.kind == resource_kind::state;
  json::object hub_view;
  if (state) hub_view = registry_.describe(*ed, {});
  // A blocked or absent editor does not hold a read: the hub says what it knows, and why not more.
  auto health = registry_.health_of(*ed);
  std::string unavailable;
  if (ed->where != presence::connected)
    unavailable =
        "The editor is " + registry_.state_of(*ed) + ": " +
        (ed->where == presence::reloading ? "read again once it is back." : "it is not connected.");
  else if (health && health->kind == health_kind::blocked)
    unavailable = health->summary + (health->remedy.empty() ? "" : ". " + health->remedy);
  if (!unavailable.empty()) {
    if (state) {
      hub_view["editorState"] = nullptr;
      hub_view["why"] = unavailable;
      co_return json_contents(uri, json::serialize(hub_view));
    }
    co_return jsonrpc::make_error(jsonrpc::internal_error,
                                  "Cannot read " + uri + " now. " + unavailable,
                                  json::object{{"uri", uri}, {"state", registry_.state_of(*ed)}});
  }
  editor_read read = read_for(a);
  // A named request, not a temporary inside the co_await (g++ 12 destroys such a temporary twice).
  call_request request{a.editor, read.tool, std::move(read.arguments), "resource"};
  mcp::tool_result result = co_await calls_.forward(ctx, std::move(request));
  json::object& answer = result.object();
  std::string text = first_text(answer);
  if (result.is_error()) {
    // A missing scene or GameObject is a missing resource; the editor's text names the nearest.
    bool missing = a.kind == resource_kind::object || a.kind == resource_kind::hierarchy ||
                   a.kind == resource_kind::hierarchy_from;
    co_return jsonrpc::make_error(
        missing ? jsonrpc::resource_not_found : jsonrpc::internal_error,
        (missing ? "Resource not found: " : "Cannot read ") + uri + ". " + text,
        json::object{{"uri", uri}});
  }
  if (state) {
    boost::system::error_code ec;
    auto v = json::parse(text, ec);
    hub_view["editorState"] = !ec && v.is_object() ? v : json::value(text);
    co_return json_contents(uri, json::serialize(hub_view));
  }
  if (a.kind == resource_kind::hierarchy || a.kind == resource_kind::hierarchy_from) {
    // The editor's "call again with offset=N" as the page's URI.
    boost::system::error_code ec;
    auto v = json::parse(text, ec);
    if (!ec && v.is_object() && v.get_object().contains("next")) {
      json::object& o = v.get_object();
      const json::value* items = o.if_contains("items");
      auto shown =
          static_cast<std::int64_t>(items && items->is_array() ? items->get_array().size() : 0);
      o["next"] =
          resource_uri({resource_kind::hierarchy_from, a.editor, a.scene, {}, a.number + shown});
      co_return json_contents(uri, json::serialize(o));
    }
  }
  if (parses_as_object(text)) co_return json_contents(uri, std::move(text));
  co_return json::array{json::object{{"uri", uri}, {"mimeType", "text/plain"}, {"text", text}}};
}

// ---- subscriptions -----------------------------------------------------------------------------

std::optional<jsonrpc::error> editor_resources::check_subscription(std::string_view uri) const {
  auto a = parse_resource_uri(uri);
  if (!a) return unknown_uri(uri);
  if (a->kind == resource_kind::editors) return std::nullopt;
  const editor_record* ed = registry_.find(a->editor);
  if (!ed || !registry_.listed(*ed)) return no_such_editor(uri, a->editor);
  auto cannot = [&](std::string instead) {
    return jsonrpc::make_error(jsonrpc::invalid_params,
                               "Cannot subscribe to " + std::string(uri) + ": " + instead,
                               json::object{{"uri", uri}});
  };
  auto follow = [&](resource_kind k, std::string scene = {}) {
    return resource_uri(resource_address{k, a->editor, std::move(scene), {}, 0});
  };
  switch (a->kind) {
    case resource_kind::console_after:
      return cannot("a page of the console does not change; subscribe to " +
                    follow(resource_kind::console) + " and read after the lastId you have.");
    case resource_kind::hierarchy_from:
      return cannot("a page of a hierarchy is not followed; subscribe to " +
                    follow(resource_kind::hierarchy, a->scene) + ".");
    case resource_kind::object:
      return cannot(
          "Patchbay is not told of one GameObject's field changes; subscribe to its scene's "
          "hierarchy (patchbay://editors/" +
          percent_encode(a->editor) +
          "/scenes/{scene}/hierarchy: objects created, renamed, moved or destroyed) and read the "
          "object again.");
    case resource_kind::project:
      return cannot("the project's information is not followed; read it again when needed.");
    default:
      break;
  }
  // A client chooses the scene names it follows, so what is kept per editor is bounded: the URIs
  // nobody follows any more are dropped first, and past the bound a new one is refused.
  auto& uris = followed_[a->editor];
  if (uris.size() >= max_followed_per_editor && !uris.contains(std::string(uri))) {
    std::erase_if(uris, [&](const std::string& u) { return !server_.followed(u); });
    if (uris.size() >= max_followed_per_editor)
      return cannot("Patchbay follows at most " + std::to_string(max_followed_per_editor) +
                    " resources of one editor; unsubscribe from some first.");
  }
  uris.insert(std::string(uri));
  return std::nullopt;
}

void editor_resources::notify(const std::string& editor, resource_kind kind) const {
  auto it = followed_.find(editor);
  if (it == followed_.end()) return;
  for (const auto& uri : it->second) {
    auto a = parse_resource_uri(uri);
    if (a && a->kind == kind) server_.notify_resource_updated(uri);
  }
}

void editor_resources::editors_changed() {
  server_.notify_resource_updated(editors_uri);
  for (const auto& [id, ed] : registry_.editors()) notify(id, resource_kind::state);
  std::vector<std::string> uris;
  for (const auto& r : list_resources()) uris.push_back(str(r, "uri"));
  if (uris != listed_) {
    listed_ = std::move(uris);
    server_.broadcast(
        jsonrpc::make_notification(mcp::method::resources_list_changed, json::object{}));
  }
}

void editor_resources::editor_left(const std::string& editor) { counters_.erase(editor); }

void editor_resources::tools_changed() {
  for (const auto& [id, uris] : followed_) notify(id, resource_kind::tools);
}

void editor_resources::editor_counters(const editor_record& ed, const json::object& params) {
  auto number = [&](std::string_view key) -> std::int64_t {
    auto* v = params.if_contains(key);
    return v && v->is_int64() ? v->get_int64() : 0;
  };
  std::pair<std::int64_t, std::int64_t> now{number("console"), number("hierarchy")};
  auto [it, fresh] = counters_.try_emplace(ed.id, now);
  auto before = it->second;
  it->second = now;
  // The first counters of a link are a baseline (sent after every register): a change may have
  // come while it was away, so they are told too.
  if (fresh || now.first != before.first) notify(ed.id, resource_kind::console);
  if (fresh || now.second != before.second) notify(ed.id, resource_kind::hierarchy);
}

}  // namespace patchbay::hub
