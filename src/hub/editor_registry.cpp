// editor_hub's registry room: editor/register and the other link requests and notifications,
// each editor's presence, and the views of editors that routing and list_editors read.
//
//   connected ──editor/reloading + close──▶ reloading ──register (same runId)──▶ connected
//   connected ──close without notice / heartbeat timeout──▶ vanished ──register──▶ connected
//   reloading / vanished ──reload_timeout / editor_grace──▶ gone (waiting calls fail)
//   connected ──close 1001 (quitting)──▶ gone
//
// Contract: an editor's id derives from project name, path and machine (stable across restarts);
// a newer registration of the same editor closes the older link (4001). Pending calls survive a
// re-registration: re-sent to the same process (same runId, which answers duplicates from its call
// record), failed if they had been sent to a process that has since restarted.
#include "hub/editor_hub.hpp"
#include "hub/editor_record.hpp"
#include "hub/link_codes.hpp"

#include "hub/editor_id.hpp"
#include "mcp/call_identity.hpp"
#include "mcp/methods.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/as_tuple.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <chrono>

namespace patchbay::hub {

using namespace std::chrono;
using detail::cancelled_notification;
using detail::kind_data;
using detail::str;

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
  json::object data{{"patchbay", "version_mismatch"},
                    {"editorProtocol", protocol},
                    {"hubProtocols", json::array{link_protocol}},
                    {"packageVersion", package_version},
                    {"hubVersion", hub_version},
                    {"update", update_hub ? "hub" : "package"}};
  return jsonrpc::make_error(link_error::version_mismatch, std::move(message), std::move(data));
}

}  // namespace

// ---- link requests and notifications --------------------------------------------------------

void editor_hub::on_link_request(editor_link& link, const jsonrpc::request& req) {
  if (req.method == link_method::register_editor) {
    handle_register(link, req);
    return;
  }
  if (!link.registered()) {
    link.send(jsonrpc::make_error_response(
        req.id, jsonrpc::make_error(link_error::not_registered,
                                    "Not registered: send editor/register first",
                                    kind_data("not_registered"))));
    return;
  }
  if (req.method == mcp::method::ping) {
    link.send(jsonrpc::make_result(req.id, json::object{}));
    return;
  }
  link.send(jsonrpc::make_error_response(
      req.id, jsonrpc::make_error(jsonrpc::method_not_found, "Method not found: " + req.method,
                                  kind_data("method_not_found"))));
}

void editor_hub::handle_register(editor_link& link, const jsonrpc::request& req) {
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
          json::object{{"patchbay", "invalid_params"}, {"field", field}}));

  std::string id =
      derive_editor_id(str(*info, "projectName"), str(*info, "projectPath"), str(*info, "machine"));
  // An editor the hub already knows (reconnecting, reloading) always comes back; a new one only
  // within --max-editors.
  auto known = editors_.find(id);
  bool returning = known != editors_.end() && known->second->where != presence::gone;
  if (!returning && editor_count_live() >= options_.max_editors) {
    auto n = std::to_string(options_.max_editors);
    spdlog::warn("editor {} refused: {} editors registered (--max-editors {})", id, n, n);
    reject(jsonrpc::make_error(
        link_error::too_many_editors,
        "This Patchbay hub already serves " + n + " Unity editors (--max-editors " + n +
            "); close one of them, or restart the hub with a higher --max-editors.",
        json::object{{"patchbay", "too_many_editors"}, {"maxEditors", options_.max_editors}}));
    link.close(link_close::too_many_editors, "too many editors");
    return;
  }
  editor_record& ed = attach(link, id);
  bool same_process = !ed.run_id.empty() && ed.run_id == run_id;
  ed.info = *info;
  ed.info["packageVersion"] = package_version;
  ed.info["connectedAt"] = hub::dashboard::iso_time(system_clock::now());
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
  link.send(clients_notification());
  resume_calls(ed, same_process);
  spdlog::info("editor {} registered ({}, run {}, {} pending call(s) {})", id,
               str(*info, "projectPath"), run_id.substr(0, 8), ed.pending.size(),
               same_process ? "re-sent" : "sent");
  save_cache(ed);
  dashboard_->changed();
  wake_tool_waiters();  // calls waiting for a returning editor route again
}

bool editor_hub::editors_returning() const {
  if (steady_clock::now() >= started_at_ + options_.editor_grace) return false;
  for (const auto& [id, ed] : editors_)
    if (ed->from_cache && ed->where != presence::connected) return true;
  return false;
}

boost::asio::awaitable<void> editor_hub::await_returning_editor() {
  boost::asio::steady_timer wait(executor(), started_at_ + options_.editor_grace);
  tool_waiters_.insert(&wait);
  co_await wait.async_wait(boost::asio::as_tuple(boost::asio::use_awaitable));
  tool_waiters_.erase(&wait);
}

editor_hub::editor_record& editor_hub::attach(editor_link& link, const std::string& id) {
  auto& slot = editors_[id];
  if (!slot) slot = std::make_unique<editor_record>(executor());
  editor_record& ed = *slot;
  ed.id = id;
  if (ed.link && ed.link.get() != &link && !ed.link->closed()) {
    spdlog::info("editor {}: a newer connection registered; closing the older one", id);
    ed.link->close(link_close::replaced, "replaced by a newer registration");
  }
  ed.link = link.shared_from_this();
  ed.where = presence::connected;
  ed.from_cache = false;
  ed.absence_timer.cancel();
  link.set_registered(id);
  return ed;
}

void editor_hub::resume_calls(editor_record& ed, bool same_process) {
  if (same_process) {
    for (const auto& link_id : ed.cancel_on_return)
      ed.link->send(
          cancelled_notification(link_id, "cancelled by the MCP client while the editor was away"));
  } else {
    fail_pending(ed, true,
                 "The Unity editor " + ed.id +
                     " restarted while this call was running; it may have partly run. Check the "
                     "project state before retrying.",
                 "");
  }
  ed.cancel_on_return.clear();
  for (auto& [seq, call] : ed.pending) send_call(ed, *call);
}

void editor_hub::on_link_notification(editor_link& link, const jsonrpc::notification& n) {
  auto it = editors_.find(link.editor_id());
  if (it == editors_.end() || it->second->link.get() != &link) return;
  editor_record& ed = *it->second;
  const json::object* p = n.params.if_object();
  if (n.method == mcp::method::progress) {
    if (!p) return;
    auto token = p->if_contains("progressToken");
    auto id = token ? jsonrpc::id::from_json(*token) : std::nullopt;
    if (!id) return;
    auto c = calls_by_link_id_.find(id->to_string());
    if (c == calls_by_link_id_.end() || c->second->editor_id != ed.id) return;
    auto ctx = c->second->ctx.lock();
    auto* progress = p->if_contains("progress");
    if (!ctx || !progress || !progress->is_number()) return;
    boost::system::error_code ec;
    std::optional<double> total;
    if (auto* t = p->if_contains("total"); t && t->is_number()) total = t->to_number<double>(ec);
    ctx->progress(progress->to_number<double>(ec), total, str(*p, "message"));
  } else if (n.method == mcp::method::tools_list_changed) {
    request_tools(ed);
  } else if (n.method == link_method::state) {
    if (p) apply_state(ed, *p);
  } else if (n.method == link_method::reloading) {
    link.set_reloading();
  }
}

// ---- presence -------------------------------------------------------------------------------

void editor_hub::on_link_closed(editor_link& link, std::uint16_t code) {
  std::erase_if(links_, [&](const auto& l) { return l.get() == &link; });
  if (!link.registered()) return;
  auto it = editors_.find(link.editor_id());
  if (it == editors_.end() || it->second->link.get() != &link) return;  // replaced
  editor_record& ed = *it->second;
  ed.link.reset();
  wake_tool_waiters();  // its tool list, if one was on its way, is not coming on this link
  if (stopped_) return;
  if (link.reloading_announced()) {
    spdlog::info("editor {} is reloading its scripting domain; holding its calls", ed.id);
    ++ed.reloads;
    editor_absent(ed, presence::reloading);
  } else if (code == link_close::going_away) {
    spdlog::info("editor {} closed (quitting)", ed.id);
    editor_absent(ed, presence::gone);
  } else {
    spdlog::warn("editor {} disconnected without notice (code {}); waiting {} ms for it", ed.id,
                 code, options_.editor_grace.count());
    editor_absent(ed, presence::vanished);
  }
}

void editor_hub::editor_absent(editor_record& ed, presence p) {
  ed.where = p;
  dashboard_->changed();
  const std::string& id = ed.id;
  if (p == presence::gone) {
    fail_pending(ed, false,
                 "The Unity editor " + id +
                     " closed while this call was running; it had started and may have partly "
                     "run.",
                 "The Unity editor " + id + " closed before this call was sent; it did not run.");
    return;
  }
  ed.absence_timer.expires_after(p == presence::reloading ? options_.reload_timeout
                                                          : options_.editor_grace);
  ed.absence_timer.async_wait([this, id, p](const boost::system::error_code& ec) {
    if (ec) return;
    auto it = editors_.find(id);
    if (it == editors_.end() || it->second->where != p) return;
    editor_record& e = *it->second;
    e.where = presence::gone;
    dashboard_->changed();
    bool reloading = p == presence::reloading;
    auto secs = std::to_string(
        duration_cast<seconds>(reloading ? options_.reload_timeout : options_.editor_grace)
            .count());
    std::string why =
        "The Unity editor " + id +
        (reloading      ? " began a domain reload and did not come back within "
         : e.from_cache ? " was connected to an earlier Patchbay hub and did not connect to this "
                          "one within "
                        : " stopped answering (disconnected without notice) and did not come "
                          "back within ") +
        secs + " s. ";
    // The editor process may still be running the call (stalled, or its reload slow): the
    // outcome is unknown, and the answer says how its repeat is recognised.
    fail_pending(e, false, why + "The call had been sent to it.",
                 why + "The call was never sent to it and did not run.", mcp::outcome_unknown);
  });
}

// ---- editor state ---------------------------------------------------------------------------

void editor_hub::apply_state(editor_record& ed, const json::object& state) {
  for (const char* key : {"activeScene", "playMode", "compiling", "displayName", "alias"})
    if (auto* v = state.if_contains(key)) ed.info[key] = *v;
  dashboard_->changed();
}

void editor_hub::request_tools(editor_record& ed) {
  if (ed.link) ed.tools_request = ed.link->request(mcp::method::tools_list, json::object{});
}

std::string editor_hub::state_of(const editor_record& ed) const {
  switch (ed.where) {
    case presence::reloading:
      return "reloading";
    case presence::vanished:
    case presence::gone:
      return "disconnected";
    case presence::connected:
      break;
  }
  std::string play = str(ed.info, "playMode");
  if (play == "playing" || play == "paused") return "playing";
  if (auto* c = ed.info.if_contains("compiling"); c && c->is_bool() && c->get_bool())
    return "compiling";
  return "ready";
}

editor_view editor_hub::view_of(const editor_record& ed) const {
  return editor_view{ed.id,
                     str(ed.info, "alias"),
                     str(ed.info, "projectName"),
                     str(ed.info, "projectPath"),
                     state_of(ed),
                     ed.where != presence::gone};
}

std::vector<editor_view> editor_hub::editor_views() const {
  std::vector<editor_view> out;
  for (const auto& [id, ed] : editors_) out.push_back(view_of(*ed));
  return out;
}

json::object editor_hub::describe(const editor_record& ed, const std::string& selected) const {
  json::object o{{"id", ed.id}, {"state", state_of(ed)}};
  for (const char* key : {"alias", "projectName", "projectPath", "dataPath", "activeScene",
                          "machine", "pid", "unityVersion", "platform", "playMode", "compiling",
                          "packageVersion", "displayName", "connectedAt"})
    if (auto* v = ed.info.if_contains(key)) o[key] = *v;
  o["toolCount"] = ed.tools.size();
  o["selected"] = ed.id == selected;
  return o;
}

}  // namespace patchbay::hub
