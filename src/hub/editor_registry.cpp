#include "hub/editor_registry.hpp"

#include "hub/dashboard.hpp"
#include "hub/editor_id.hpp"
#include "hub/json_fields.hpp"
#include "hub/link_codes.hpp"
#include "hub/tool_names.hpp"
#include "mcp/methods.hpp"
#include "mcp/patchbay_names.hpp"
#include "platform/platform.hpp"
#include "text/outside_text.hpp"

#include <spdlog/spdlog.h>

#include <climits>
#include <cstdlib>

namespace patchbay::hub {

using namespace std::chrono;

std::string_view presence_name(presence p) {
  switch (p) {
    case presence::connected:
      return "connected";
    case presence::reloading:
      return "reloading";
    case presence::vanished:
      return "vanished";
    case presence::gone:
      break;
  }
  return "gone";
}

namespace {

// The error for an editor that speaks another link protocol, saying which side to update.
jsonrpc::error version_mismatch(const std::string& protocol, const std::string& package_version,
                                const std::string& hub_version) {
  int theirs = 0;
  if (auto slash = protocol.rfind('/'); slash != std::string::npos)
    theirs = std::atoi(protocol.c_str() + slash + 1);
  bool update_hub = theirs > 1;
  std::string message =
      "Link protocol mismatch: Unity package com.patchbay.unity " +
      (package_version.empty() ? std::string("(unknown version)") : package_version) + " speaks " +
      protocol + ", hub " + hub_version + " speaks " + link_protocol + ". " +
      (update_hub ? "Update the patchbay hub to a version that speaks " + protocol + "."
                  : std::string("Update the Unity package com.patchbay.unity in this project."));
  json::object data{{"patchbay", mcp::error_kind::version_mismatch},
                    {"editorProtocol", protocol},
                    {"hubProtocols", json::array{link_protocol}},
                    {"packageVersion", package_version},
                    {"hubVersion", hub_version},
                    {"update", update_hub ? "hub" : "package"}};
  return jsonrpc::make_error(link_error::version_mismatch, std::move(message), std::move(data));
}

}  // namespace

editor_registry::editor_registry(boost::asio::any_io_executor ex, const hub_options& options,
                                 std::string instance, registry_observer& observer)
    : ex_(std::move(ex)),
      options_(options),
      instance_(std::move(instance)),
      observer_(observer),
      cache_(options.state_dir),
      watch_(std::make_unique<instance_watch>(ex_, probe_unity_instance,
                                              [this] { observer_.editors_changed(); })),
      started_at_(steady_clock::now()) {}

void editor_registry::load_cache() {
  started_at_ = steady_clock::now();
  for (auto& c : cache_.load()) {
    auto ed = std::make_unique<editor_record>(ex_);
    ed->id = std::move(c.id);
    ed->info = std::move(c.info);
    ed->tools = listable_tools(std::move(c.tools), ed->id);
    ed->where = presence::gone;
    ed->from_cache = true;
    // An editor whose process still runs was most likely connected to the hub this one replaces
    // and is reconnecting: calls for it are held for editor_grace, as for an editor that vanished
    // (a client re-sending a call after the hub restarted must not be told "not connected").
    std::int64_t pid = 0;
    if (auto* p = ed->info.if_contains("pid"); p && p->is_int64()) pid = p->get_int64();
    bool running = pid > 0 && pid <= INT_MAX && platform::process_alive(static_cast<int>(pid));
    // A player's id lasts as long as its process: one that ended is not coming back.
    if (!running && is_player(*ed)) {
      cache_.remove(ed->id);
      continue;
    }
    auto& slot = editors_[ed->id];
    slot = std::move(ed);
    if (running) absent(*slot, presence::vanished);
  }
  if (!editors_.empty())
    spdlog::info("tool cache: {} editor(s) known from earlier runs", editors_.size());
}

void editor_registry::stop() {
  for (auto& [id, ed] : editors_) ed->absence_timer.cancel();
  watch_->stop();
}

boost::asio::awaitable<void> editor_registry::refresh_not_loaded(std::string editor_id) const {
  std::vector<std::string> projects;
  for (const auto& [id, ed] : editors_)
    if (ed->where == presence::gone && (editor_id.empty() || id == editor_id))
      if (std::string project = str(ed->info, "projectPath"); !project.empty())
        projects.push_back(std::move(project));
  for (auto& project : projects) co_await watch_->refresh(std::move(project));
}

// ---- registration -----------------------------------------------------------------------------

void editor_registry::handle_register(editor_link& link, const jsonrpc::request& req) {
  auto reject = [&](jsonrpc::error e) { link.send(jsonrpc::make_error_response(req.id, e)); };
  const json::object* p = req.params.if_object();
  if (!p)
    return reject(jsonrpc::make_error(jsonrpc::invalid_params,
                                      "Invalid params: editor/register needs an object",
                                      kind_data("invalid_params")));
  std::string protocol = str(*p, "protocolVersion");
  const json::object* package = p->contains("package") ? p->at("package").if_object() : nullptr;
  std::string package_version = package ? str(*package, "version") : std::string();
  if (protocol.empty())
    return reject(jsonrpc::make_error(jsonrpc::invalid_params,
                                      "Invalid params: protocolVersion is required",
                                      kind_data("invalid_params")));
  if (protocol != link_protocol) {
    auto e = version_mismatch(protocol, package_version, options_.version);
    spdlog::warn("editor link: {}", e.message);
    reject(std::move(e));
    link.close(link_close::version_mismatch, "link protocol version mismatch");
    return;
  }
  std::string run_id = str(*p, "runId");
  const json::object* info = p->contains("editor") ? p->at("editor").if_object() : nullptr;
  for (auto [field, value] : {std::pair<const char*, std::string>{"runId", run_id},
                              {"editor.projectPath", info ? str(*info, "projectPath") : ""},
                              {"editor.projectName", info ? str(*info, "projectName") : ""},
                              {"editor.machine", info ? str(*info, "machine") : ""}})
    if (value.empty())
      return reject(jsonrpc::make_error(
          jsonrpc::invalid_params,
          std::string("Invalid params: ") + field + " is required (a non-empty string)",
          json::object{{"patchbay", mcp::error_kind::invalid_params}, {"field", field}}));

  // A development build's player says so (docs/protocol.md §4.1); an editor may leave `kind` out.
  std::string kind = info->contains("kind") ? str(*info, "kind") : std::string(target_kind::editor);
  if (kind != target_kind::editor && kind != target_kind::player)
    return reject(jsonrpc::make_error(
        jsonrpc::invalid_params,
        "Invalid params: editor.kind is \"editor\" or \"player\" (a development build's "
        "runtime part)",
        json::object{{"patchbay", mcp::error_kind::invalid_params}, {"field", "editor.kind"}}));
  // Two players of one build on one machine are two targets: their pid tells them apart (a player
  // has no domain reload to survive, so its id need only last as long as its process).
  std::string id_path = str(*info, "projectPath");
  if (kind == target_kind::player)
    id_path += "#" + (info->contains("pid") ? json::serialize(info->at("pid")) : std::string());
  std::string id = derive_editor_id(str(*info, "projectName"), id_path, str(*info, "machine"));
  // An editor the hub already knows (reconnecting, reloading) always comes back; a new one only
  // within --max-editors.
  auto known = editors_.find(id);
  bool returning = known != editors_.end() && known->second->where != presence::gone;
  if (!returning && live_count() >= options_.max_editors) {
    auto n = std::to_string(options_.max_editors);
    spdlog::warn("editor {} refused: {} editors registered (--max-editors {})", id, n, n);
    reject(jsonrpc::make_error(
        link_error::too_many_editors,
        "This Patchbay hub already serves " + n + " Unity editors (--max-editors " + n +
            "); close one of them, or restart the hub with a higher --max-editors.",
        json::object{{"patchbay", mcp::error_kind::too_many_editors},
                     {"maxEditors", options_.max_editors}}));
    link.close(link_close::too_many_editors, "too many editors");
    return;
  }
  // A link holder of another process may not take a connected editor's place (issue 44: a
  // development player given the token registered a connected editor's id and took over its
  // link). The same process comes back with its runId (a new domain, a newer connection); another
  // process of the same project gets in once the first one's link has ended (it closed, or went
  // silent past the heartbeat).
  if (returning && known->second->where == presence::connected && known->second->link &&
      !known->second->link->closed() && known->second->link.get() != &link &&
      known->second->run_id != run_id) {
    spdlog::warn("editor {} refused: another process (run {}) holds its link", id,
                 known->second->run_id.substr(0, 8));
    reject(jsonrpc::make_error(
        link_error::id_in_use,
        "The Unity editor " + id +
            " is connected from another process; a second process cannot take its place. If "
            "that editor has quit, this one is let in once its link ends.",
        json::object{{"patchbay", mcp::error_kind::id_in_use}, {"editorId", id}}));
    link.close(link_close::id_in_use, "another process holds this editor id");
    return;
  }
  editor_record& ed = attach(link, id);
  bool same_process = !ed.run_id.empty() && ed.run_id == run_id;
  ed.info = *info;
  ed.info["kind"] = kind;
  ed.info["packageVersion"] = package_version;
  ed.info["connectedAt"] = dashboard::iso_time(system_clock::now());
  if (auto* d = p->if_contains("domain")) ed.info["domain"] = *d;
  ed.run_id = run_id;

  link.send(jsonrpc::make_result(
      req.id,
      json::object{{"editorId", id},
                   {"protocolVersion", link_protocol},
                   {"hub", json::object{{"version", options_.version}, {"instance", instance_}}},
                   {"heartbeatIntervalMs", options_.heartbeat_interval.count()},
                   {"maxMessageBytes", options_.max_message_bytes}}));
  request_tools(ed);
  spdlog::info("editor {} registered ({}, run {}, {})", id, str(*info, "projectPath"),
               run_id.substr(0, 8), same_process ? "same process" : "new process");
  observer_.editor_registered(ed, same_process);
  save_cache(ed);
  observer_.editors_changed();
}

editor_record& editor_registry::attach(editor_link& link, const std::string& id) {
  auto& slot = editors_[id];
  if (!slot) slot = std::make_unique<editor_record>(ex_);
  editor_record& ed = *slot;
  ed.id = id;
  if (ed.link && ed.link.get() != &link && !ed.link->closed()) {
    spdlog::info("editor {}: a newer connection registered; closing the older one", id);
    ed.link->close(link_close::replaced, "replaced by a newer registration");
  }
  ed.link = link.shared_from_this();
  ed.health.reset();  // a new domain answers for itself
  ed.health_shown.clear();
  ed.where = presence::connected;
  ed.from_cache = false;
  ed.absence_timer.cancel();
  link.set_registered(id);
  return ed;
}

// ---- what editors say -------------------------------------------------------------------------

void editor_registry::handle_notification(editor_link& link, const jsonrpc::notification& n) {
  editor_record* ed = owner_of(link);
  if (!ed) return;
  const json::object* p = n.params.if_object();
  if (n.method == mcp::method::tools_list_changed) {
    request_tools(*ed);
  } else if (n.method == link_method::state) {
    if (p) apply_state(*ed, *p);
  } else if (n.method == link_method::reloading) {
    link.set_reloading();
  }
}

bool editor_registry::handle_response(editor_link& link, const jsonrpc::id& id,
                                      const jsonrpc::outcome<json::value>& result) {
  editor_record* ed = find(link.editor_id());
  if (!ed) return false;
  if (!link.last_ping().empty() && id.to_string() == link.last_ping()) {
    // The health probe's answer (an older package answers {}: no health, as before).
    if (ed->link.get() == &link) {
      ed->health = result ? parse_health(*result) : std::nullopt;
      ed->health_at = steady_clock::now();
      observer_.editor_health_answered(*ed);
      // The dashboard hears of it when what it shows changes (a busy editor's "since" counts up),
      // not at every probe of an editor that stays ready.
      auto h = health_of(*ed);
      std::string shown = h ? h->summary : std::string();
      if (shown != ed->health_shown) {
        ed->health_shown = std::move(shown);
        observer_.editors_changed();
      }
    }
    return true;
  }
  if (ed->tools_request.empty() || id.to_string() != ed->tools_request) return false;
  ed->tools_request.clear();
  if (result && result->is_object())
    if (auto* t = result->as_object().if_contains("tools"); t && t->is_array()) {
      set_tools(*ed, t->get_array());
      return true;
    }
  observer_.editor_tools_changed();  // no list after all: nobody should wait for it
  return true;
}

void editor_registry::request_tools(editor_record& ed) {
  if (ed.link) ed.tools_request = ed.link->request(mcp::method::tools_list, json::object{});
}

void editor_registry::set_tools(editor_record& ed, json::array tools) {
  ed.tools = listable_tools(std::move(tools), ed.id);
  save_cache(ed);
  observer_.editor_tools_changed();
  observer_.editors_changed();
}

void editor_registry::apply_state(editor_record& ed, const json::object& state) {
  for (const char* key : {"activeScene", "playMode", "compiling", "displayName", "alias",
                          "allowAnswerDialog", "confirmTools"})
    if (auto* v = state.if_contains(key)) ed.info[key] = *v;
  observer_.editors_changed();
}

void editor_registry::save_cache(const editor_record& ed) const {
  // A player is cached too, while it runs: a call re-sent after a hub restart (patchbay stdio) is
  // then held by the next hub until the player links again (exactly-once, docs/protocol.md §6.1),
  // instead of failing as an unknown tool. Its id lasts as long as its process, so its entry goes
  // when it has left (forget_player) or, at the next start, when its process has ended.
  cache_.save(ed.id, ed.info, ed.tools);
}

void editor_registry::forget_player(const editor_record& ed) const {
  if (is_player(ed)) cache_.remove(ed.id);
}

// ---- presence ---------------------------------------------------------------------------------

void editor_registry::link_closed(editor_link& link, std::uint16_t code, bool hub_stopping) {
  if (!link.registered()) return;
  editor_record* found = owner_of(link);
  if (!found) return;  // replaced
  editor_record& ed = *found;
  ed.link.reset();
  ed.health.reset();
  ed.health_shown.clear();
  if (hub_stopping) {
    observer_.editor_left(ed);
    return;
  }
  if (link.reloading_announced()) {
    spdlog::info("editor {} is reloading its scripting domain; holding its calls", ed.id);
    ++ed.reloads;
    absent(ed, presence::reloading);
  } else if (code == link_close::going_away) {
    spdlog::info("editor {} closed (quitting)", ed.id);
    absent(ed, presence::gone);
  } else {
    spdlog::warn("editor {} disconnected without notice (code {}); waiting {} ms for it", ed.id,
                 code, options_.editor_grace.count());
    absent(ed, presence::vanished);
  }
  observer_.editor_left(ed);
}

void editor_registry::absent(editor_record& ed, presence p) {
  presence was = ed.where;
  ed.where = p;
  observer_.editors_changed();
  if (p == presence::gone) {
    ed.gone_since = std::chrono::steady_clock::now();
    forget_player(ed);
    observer_.editor_gone(ed, was);
    return;
  }
  ed.absence_timer.expires_after(p == presence::reloading ? options_.reload_timeout
                                                          : options_.editor_grace);
  ed.absence_timer.async_wait([this, id = ed.id, p](const boost::system::error_code& ec) {
    if (ec) return;
    editor_record* e = find(id);
    if (!e || e->where != p) return;
    e->where = presence::gone;
    e->gone_since = std::chrono::steady_clock::now();
    forget_player(*e);
    observer_.editors_changed();
    observer_.editor_gone(*e, p);
  });
}

// ---- views ------------------------------------------------------------------------------------

editor_record* editor_registry::find(const std::string& id) {
  auto it = editors_.find(id);
  return it == editors_.end() ? nullptr : it->second.get();
}

const editor_record* editor_registry::find(const std::string& id) const {
  auto it = editors_.find(id);
  return it == editors_.end() ? nullptr : it->second.get();
}

editor_record* editor_registry::owner_of(const editor_link& link) {
  editor_record* ed = find(link.editor_id());
  return ed && ed->link.get() == &link ? ed : nullptr;
}

std::optional<unity_instance> editor_registry::not_loaded(const editor_record& ed) const {
  if (ed.where != presence::gone) return std::nullopt;
  std::string project = str(ed.info, "projectPath");
  if (project.empty()) return std::nullopt;
  auto found = watch_->cached(project);
  // The process that last connected still running is an editor that stopped answering (stopped,
  // or its link broke), not one where Patchbay never loaded.
  if (!found) return std::nullopt;
  if (auto* p = ed.info.if_contains("pid"); p && p->is_int64() && p->get_int64() == found->pid)
    return std::nullopt;
  return found;
}

std::string editor_registry::state_of(const editor_record& ed) const {
  switch (ed.where) {
    case presence::reloading:
      return "reloading";
    case presence::vanished:
      return "disconnected";
    case presence::gone:
      return not_loaded(ed) ? "not_loaded" : "disconnected";
    case presence::connected:
      break;
  }
  std::string play = str(ed.info, "playMode");
  if (play == "playing" || play == "paused") return "playing";
  if (auto* c = ed.info.if_contains("compiling"); c && c->is_bool() && c->get_bool())
    return "compiling";
  return "ready";
}

std::optional<health_state> editor_registry::health_of(const editor_record& ed) const {
  if (ed.where != presence::connected || !ed.health) return std::nullopt;
  auto age = duration_cast<milliseconds>(steady_clock::now() - ed.health_at);
  health_state st = derive_health(*ed.health, age, options_.blocked_after);
  if (st.kind != health_kind::blocked) return st;
  // A blocked main thread is most often a modal dialog: the hub, outside Unity, can look.
  if (const platform::dialog_scan* scan = dialogs_of(ed)) {
    st.summary += dialogs_summary(*scan);
    std::string remedy = dialogs_remedy(*scan);
    if (scan->modal_known && !scan->dialogs.empty())
      st.remedy = std::move(remedy);  // the dialog is the cause
    else if (!remedy.empty())
      st.remedy += " " + remedy;
  }
  return st;
}

int editor_registry::pid_of(const editor_record& ed) {
  auto* p = ed.info.if_contains("pid");
  if (!p || !p->is_int64() || p->get_int64() <= 0 || p->get_int64() > INT_MAX) return 0;
  return static_cast<int>(p->get_int64());
}

const platform::dialog_scan* editor_registry::dialogs_of(const editor_record& ed) const {
  if (ed.where != presence::connected || !ed.health) return nullptr;
  auto age = duration_cast<milliseconds>(steady_clock::now() - ed.health_at);
  if (derive_health(*ed.health, age, options_.blocked_after).kind != health_kind::blocked)
    return nullptr;
  int pid = pid_of(ed);
  if (pid == 0) return nullptr;
  if (!ed.dialogs || ed.dialogs_for != ed.health_at) {
    ed.dialogs = shown_dialogs(dialogs_->find(pid));
    ed.dialogs_for = ed.health_at;
  }
  return &*ed.dialogs;
}

std::string editor_registry::status_text(const editor_record& ed) const {
  auto h = health_of(ed);
  return h && h->kind != health_kind::ready ? h->summary : state_of(ed);
}

std::vector<editor_view> editor_registry::views(bool with_state) const {
  std::vector<editor_view> out;
  out.reserve(editors_.size());
  for (const auto& [id, ed] : editors_) {
    // An editor that is not loaded counts as live for routing: calls meant for its project go
    // there, and are answered with what to fix.
    bool live = ed->where != presence::gone || not_loaded(*ed);
    std::string state;
    if (with_state) {
      state = state_of(*ed);
      auto h = health_of(*ed);
      if (h && h->kind != health_kind::ready) state = h->summary;  // as status_text, probed once
    }
    out.push_back(editor_view{ed->id, str_view(ed->info, "alias"),
                              str_view(ed->info, "projectName"), str_view(ed->info, "projectPath"),
                              std::move(state), live, is_player(*ed)});
  }
  return out;
}

bool editor_registry::listed(const editor_record& ed) const {
  if (ed.where != presence::gone) return true;
  auto since = std::max(ed.gone_since, started_at_);
  return std::chrono::steady_clock::now() - since < options_.gone_listed_for || not_loaded(ed);
}

json::object editor_registry::describe(const editor_record& ed, const std::string& selected) const {
  auto open = not_loaded(ed);
  json::object o{{"id", ed.id},
                 {"kind", is_player(ed) ? target_kind::player : target_kind::editor},
                 {"state", open ? std::string("not_loaded") : state_of(ed)}};
  for (const char* key :
       {"alias", "projectName", "projectPath", "dataPath", "activeScene", "machine", "pid",
        "unityVersion", "platform", "playMode", "compiling", "packageVersion", "displayName",
        "connectedAt", "allowAnswerDialog", "confirmTools", "build"})
    if (auto* v = ed.info.if_contains(key)) o[key] = *v;
  if (auto h = health_of(ed)) {
    json::object health{{"state", health_kind_name(h->kind)}, {"summary", h->summary}};
    if (!h->remedy.empty()) health["remedy"] = h->remedy;
    if (const platform::dialog_scan* scan = dialogs_of(ed)) health["modal"] = dialogs_json(*scan);
    health["probe"] =
        health_json(*ed.health, duration_cast<milliseconds>(steady_clock::now() - ed.health_at));
    o["health"] = std::move(health);
  }
  o["toolCount"] = ed.tools.size();
  o["selected"] = ed.id == selected;
  if (open) {
    json::array errors;
    for (const auto& e : open->errors.errors)
      errors.push_back(json::object{{"file", e.file},
                                    {"line", e.line},
                                    {"column", e.column},
                                    {"code", e.code},
                                    {"message", e.message}});
    json::object n{{"pid", open->pid},
                   {"logFile", text::shown_text(open->log_file.string(), 1024)},
                   {"logRead", open->log_read},
                   {"errorCount", open->errors.total},
                   {"compileErrors", std::move(errors)},
                   {"message", not_loaded_message(str(ed.info, "projectPath"), *open)}};
    if (!open->log_note.empty()) n["logNote"] = open->log_note;
    if (!open->version.empty()) n["unityVersion"] = open->version;
    o["notLoaded"] = std::move(n);
  }
  return o;
}

std::size_t editor_registry::connected_count() const {
  std::size_t n = 0;
  for (const auto& [id, ed] : editors_)
    if (ed->where == presence::connected) ++n;
  return n;
}

std::size_t editor_registry::live_count() const {
  std::size_t n = 0;
  for (const auto& [id, ed] : editors_)
    if (ed->where != presence::gone) ++n;
  return n;
}

bool editor_registry::tools_on_the_way() const {
  for (const auto& [id, ed] : editors_)
    if (ed->where == presence::connected && ed->link && !ed->tools_request.empty()) return true;
  return false;
}

bool editor_registry::editors_returning() const {
  if (steady_clock::now() >= returning_until()) return false;
  for (const auto& [id, ed] : editors_)
    if (ed->from_cache && ed->where != presence::connected) return true;
  return false;
}

void editor_registry::send_to_all(const json::object& message) {
  for (const auto& [id, ed] : editors_)
    if (ed->link) ed->link->send(message);
}

}  // namespace patchbay::hub
