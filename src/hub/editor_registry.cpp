#include "hub/hub.hpp"
#include "hub/editor_record.hpp"

#include "hub/editor_id.hpp"
#include "platform/platform.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <chrono>
#include <ctime>
#include <fstream>
#include <sstream>

namespace patchbay::hub {

namespace asio = boost::asio;
using namespace std::chrono;
using mcp::text_result;

namespace {

std::string str(const json::object& o, std::string_view key) {
  auto v = jsonrpc::get_string(o, key);
  return v ? std::string(*v) : std::string();
}

std::string iso_now() {
  auto t = system_clock::to_time_t(system_clock::now());
  std::tm tm{};
#ifdef _WIN32
  gmtime_s(&tm, &t);
#else
  gmtime_r(&t, &tm);
#endif
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

json::object kind_data(std::string_view kind) { return json::object{{"patchbay", kind}}; }

json::object cancelled_notification(const std::string& link_id, std::string_view reason) {
  return jsonrpc::make_notification("notifications/cancelled",
                                    json::object{{"requestId", link_id}, {"reason", reason}});
}

// The hub adds the optional `editor` argument to every editor tool, and relaxes its output schema
// so a fanned-out result ({"results": [...]}) validates too: clients that check structured
// content against the schema (the TypeScript SDK does) would reject it otherwise.
json::object with_editor_argument(json::object tool) {
  if (auto* out = tool.if_contains("outputSchema"); out && out->is_object()) {
    json::object& o = out->as_object();
    o.erase("required");
    o.erase("additionalProperties");
    json::value& props = o["properties"];
    if (!props.is_object()) props = json::object{};
    props.as_object()["results"] = json::object{{"type", "array"},
                                                {"description", "Per-editor results of a fan-out"},
                                                {"items", json::object{{"type", "object"}}}};
  }
  json::value& schema = tool["inputSchema"];
  if (!schema.is_object()) schema = json::object{{"type", "object"}};
  json::value& props = schema.as_object()["properties"];
  if (!props.is_object()) props = json::object{};
  // No description: it would repeat on every tool (~200 tokens of every agent's context);
  // list_editors and the server instructions explain it once.
  props.as_object()["editor"] = json::object{{"type", "string"}};
  return tool;
}

std::string text_of(const json::object& result) {
  std::string out;
  if (auto* c = result.if_contains("content"); c && c->is_array())
    for (const auto& block : c->get_array())
      if (auto* b = block.if_object())
        if (auto t = jsonrpc::get_string(*b, "text")) {
          if (!out.empty()) out += "\n";
          out += *t;
        }
  return out;
}

bool is_error_result(const json::object& r) {
  auto* e = r.if_contains("isError");
  return e && e->is_bool() && e->get_bool();
}

}  // namespace

hub::hub(mcp::server& server, hub_options options)
    : server_(server),
      options_(std::move(options)),
      instance_(platform::random_hex(4)),
      clients_timer_(server.executor()) {}

hub::~hub() { stop(); }

void hub::start() {
  server_.set_tool_provider(this);
  server_.set_session_observer(this);
  register_builtin_tools();
  load_cache();
  tools_changed();
}

void hub::stop() {
  if (stopped_) return;
  stopped_ = true;
  // Answer every call still waiting, saying whether it reached its editor.
  for (auto& [id, ed] : editors_)
    fail_pending(*ed, false,
                 "The Patchbay hub is stopping. The call was sent to the Unity editor " + id +
                     " and may have partly run.",
                 "The Patchbay hub is stopping. The call was never sent to the Unity editor " + id +
                     " and did not run.");
  auto links = links_;
  for (auto& l : links) l->close(1001, "hub stopping");
  for (auto& [id, ed] : editors_) ed->absence_timer.cancel();
  clients_timer_.cancel();
  if (server_.dynamic_tools() == this) server_.set_tool_provider(nullptr);
  if (server_.observer() == this) server_.set_session_observer(nullptr);
}

std::string hub::next_link_id() { return "h-" + instance_ + "-" + std::to_string(++next_call_); }

std::size_t hub::connected_editor_count() const {
  std::size_t n = 0;
  for (const auto& [id, ed] : editors_)
    if (ed->where == presence::connected) ++n;
  return n;
}

std::size_t hub::editor_count_live() const {
  std::size_t n = 0;
  for (const auto& [id, ed] : editors_)
    if (ed->where != presence::gone) ++n;
  return n;
}

std::shared_ptr<editor_link> hub::open_link(std::shared_ptr<editor_connection> conn) {
  auto link = std::make_shared<editor_link>(*this, std::move(conn), ++next_link_);
  links_.push_back(link);
  link->start();
  return link;
}

// ---- link protocol -------------------------------------------------------------------------

void hub::on_link_request(editor_link& link, const jsonrpc::request& req) {
  if (req.method == "editor/register") {
    handle_register(link, req);
    return;
  }
  if (!link.registered()) {
    link.send(jsonrpc::make_error_response(
        req.id, jsonrpc::make_error(-32040, "Not registered: send editor/register first",
                                    kind_data("not_registered"))));
    return;
  }
  if (req.method == "ping") {
    link.send(jsonrpc::make_result(req.id, json::object{}));
    return;
  }
  link.send(jsonrpc::make_error_response(
      req.id, jsonrpc::make_error(jsonrpc::method_not_found, "Method not found: " + req.method,
                                  kind_data("method_not_found"))));
}

void hub::handle_register(editor_link& link, const jsonrpc::request& req) {
  auto reject = [&](int code, std::string message, json::object data) {
    link.send(jsonrpc::make_error_response(
        req.id, jsonrpc::make_error(code, std::move(message), std::move(data))));
  };
  const json::object* p = req.params.if_object();
  if (!p)
    return reject(jsonrpc::invalid_params, "Invalid params: editor/register needs an object",
                  kind_data("invalid_params"));
  std::string protocol = str(*p, "protocolVersion");
  const json::object* package = p->contains("package") ? p->at("package").if_object() : nullptr;
  std::string package_version = package ? str(*package, "version") : std::string();
  if (protocol.empty())
    return reject(jsonrpc::invalid_params, "Invalid params: protocolVersion is required",
                  kind_data("invalid_params"));
  if (protocol != link_protocol) {
    int theirs = 0;
    if (auto slash = protocol.rfind('/'); slash != std::string::npos)
      theirs = std::atoi(protocol.c_str() + slash + 1);
    bool update_hub = theirs > 1;
    std::string message =
        "Link protocol mismatch: Unity package com.patchbay.unity " +
        (package_version.empty() ? std::string("(unknown version)") : package_version) +
        " speaks " + protocol + ", hub " + options_.version + " speaks " + link_protocol + ". " +
        (update_hub ? "Update the patchbay hub to a version that speaks " + protocol + "."
                    : std::string("Update the Unity package com.patchbay.unity in this project."));
    json::object data{{"patchbay", "version_mismatch"},
                      {"editorProtocol", protocol},
                      {"hubProtocols", json::array{link_protocol}},
                      {"packageVersion", package_version},
                      {"hubVersion", options_.version},
                      {"update", update_hub ? "hub" : "package"}};
    spdlog::warn("editor link: {}", message);
    reject(-32041, message, std::move(data));
    link.close(4002, "link protocol version mismatch");
    return;
  }
  std::string run_id = str(*p, "runId");
  const json::object* info = p->contains("editor") ? p->at("editor").if_object() : nullptr;
  for (auto [field, value] : {std::pair<const char*, std::string>{"runId", run_id},
                              {"editor.projectPath", info ? str(*info, "projectPath") : ""},
                              {"editor.projectName", info ? str(*info, "projectName") : ""},
                              {"editor.machine", info ? str(*info, "machine") : ""}})
    if (value.empty())
      return reject(jsonrpc::invalid_params,
                    std::string("Invalid params: ") + field + " is required (a non-empty string)",
                    json::object{{"patchbay", "invalid_params"}, {"field", field}});

  std::string id =
      derive_editor_id(str(*info, "projectName"), str(*info, "projectPath"), str(*info, "machine"));
  auto& slot = editors_[id];
  if (!slot) slot = std::make_unique<editor_record>(executor());
  editor_record& ed = *slot;
  ed.id = id;
  if (ed.link && ed.link.get() != &link && !ed.link->closed()) {
    spdlog::info("editor {}: a newer connection registered; closing the older one", id);
    ed.link->set_replaced();
    ed.link->close(4001, "replaced by a newer registration");
  }
  bool same_process = !ed.run_id.empty() && ed.run_id == run_id;
  ed.info = *info;
  ed.info["packageVersion"] = package_version;
  ed.info["connectedAt"] = iso_now();
  if (auto* d = p->if_contains("domain")) ed.info["domain"] = *d;
  ed.run_id = run_id;
  ed.link = link.shared_from_this();
  ed.where = presence::connected;
  ed.absence_timer.cancel();
  link.set_registered(id);

  link.send(jsonrpc::make_result(
      req.id,
      json::object{{"editorId", id},
                   {"protocolVersion", link_protocol},
                   {"hub", json::object{{"version", options_.version}, {"instance", instance_}}},
                   {"heartbeatIntervalMs", options_.heartbeat_interval.count()},
                   {"maxMessageBytes", options_.max_message_bytes}}));
  request_tools(ed);
  link.send(clients_notification());
  if (!same_process)
    fail_pending(ed, true,
                 "The Unity editor " + id +
                     " restarted while this call was running; it may have partly run. Check the "
                     "project state before retrying.",
                 "");
  if (same_process)
    for (const auto& id : ed.cancel_on_return)
      link.send(
          cancelled_notification(id, "cancelled by the MCP client while the editor was away"));
  ed.cancel_on_return.clear();
  for (auto& [seq, call] : ed.pending) send_call(ed, *call);
  spdlog::info("editor {} registered ({}, run {}, {} pending call(s) {})", id,
               str(*info, "projectPath"), run_id.substr(0, 8), ed.pending.size(),
               same_process ? "re-sent" : "sent");
  save_cache(ed);
}

void hub::on_link_notification(editor_link& link, const jsonrpc::notification& n) {
  auto it = editors_.find(link.editor_id());
  if (it == editors_.end() || it->second->link.get() != &link) return;
  editor_record& ed = *it->second;
  const json::object* p = n.params.if_object();
  if (n.method == "notifications/progress") {
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
  } else if (n.method == "notifications/tools/list_changed") {
    request_tools(ed);
  } else if (n.method == "editor/state") {
    if (p) apply_state(ed, *p);
  } else if (n.method == "editor/reloading") {
    link.set_reloading();
  }
}

void hub::on_link_response(editor_link& link, const jsonrpc::id& id,
                           jsonrpc::outcome<json::value> result) {
  auto it = editors_.find(link.editor_id());
  if (it == editors_.end()) return;
  editor_record& ed = *it->second;
  std::string key = id.to_string();
  if (key == ed.tools_request) {
    ed.tools_request.clear();
    if (result && result->is_object())
      if (auto* t = result->as_object().if_contains("tools"); t && t->is_array())
        set_tools(ed, t->get_array());
    return;
  }
  auto c = calls_by_link_id_.find(key);
  // Responses to ids we never issued, or to calls of another editor, are lies: ignore them.
  if (c == calls_by_link_id_.end() || c->second->editor_id != ed.id) return;
  auto call = c->second;
  if (!result) {
    complete_call(call, text_result("Unity editor " + ed.id + " could not run " + call->tool +
                                        ": " + result.error().message,
                                    true));
    return;
  }
  if (!result->is_object()) {
    complete_call(
        call,
        text_result("Unity editor " + ed.id + " sent a malformed result for " + call->tool, true));
    return;
  }
  complete_call(call, std::move(result->as_object()));
}

void hub::on_link_closed(editor_link& link, std::uint16_t code) {
  std::erase_if(links_, [&](const auto& l) { return l.get() == &link; });
  if (!link.registered()) return;
  auto it = editors_.find(link.editor_id());
  if (it == editors_.end() || it->second->link.get() != &link) return;  // replaced
  editor_record& ed = *it->second;
  ed.link.reset();
  if (stopped_) return;
  if (link.reloading_announced()) {
    spdlog::info("editor {} is reloading its scripting domain; holding its calls", ed.id);
    editor_absent(ed, presence::reloading);
  } else if (code == 1001) {
    spdlog::info("editor {} closed (quitting)", ed.id);
    editor_absent(ed, presence::gone);
  } else {
    spdlog::warn("editor {} disconnected without notice (code {}); waiting {} ms for it", ed.id,
                 code, options_.editor_grace.count());
    editor_absent(ed, presence::vanished);
  }
}

void hub::editor_absent(editor_record& ed, presence p) {
  ed.where = p;
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
    auto secs =
        std::to_string(duration_cast<seconds>(p == presence::reloading ? options_.reload_timeout
                                                                       : options_.editor_grace)
                           .count());
    if (p == presence::reloading)
      fail_pending(
          e, false,
          "The Unity editor " + id + " began a domain reload and did not come back within " + secs +
              " s. The call had been sent to it and may have run.",
          "The Unity editor " + id + " began a domain reload and did not come back within " + secs +
              " s. The call was never sent to it and did not run.");
    else
      fail_pending(
          e, false,
          "The Unity editor " + id + " disconnected without notice and did not come back within " +
              secs +
              " s. The call had started (it was sent to the editor) and may have partly run.",
          "The Unity editor " + id + " disconnected without notice and did not come back within " +
              secs + " s. The call had not been sent to it and did not run.");
  });
}

void hub::apply_state(editor_record& ed, const json::object& state) {
  for (const char* key : {"activeScene", "playMode", "compiling", "displayName", "alias"})
    if (auto* v = state.if_contains(key)) ed.info[key] = *v;
}

void hub::request_tools(editor_record& ed) {
  if (ed.link) ed.tools_request = ed.link->request("tools/list", json::object{});
}

void hub::set_tools(editor_record& ed, json::array tools) {
  json::array valid;
  for (auto& t : tools)
    if (auto* o = t.if_object(); o && !str(*o, "name").empty()) valid.push_back(std::move(t));
  ed.tools = std::move(valid);
  save_cache(ed);
  tools_changed();
}

// ---- tool list ------------------------------------------------------------------------------

void hub::tools_changed() {
  std::map<std::string, json::object> next;
  for (const auto& [id, ed] : editors_)  // ordered by id: deterministic winner per name
    for (const auto& t : ed->tools) {
      const json::object& o = t.as_object();
      std::string name = str(o, "name");
      if (server_.tools().find(name) || next.count(name)) continue;
      next.emplace(name, with_editor_argument(o));
    }
  std::string signature;
  for (const auto& [name, t] : next) signature += jsonrpc::serialize(t) + "\n";
  tool_union_ = std::move(next);
  for (auto* w : list_waiters_) w->cancel();
  if (signature == tool_union_signature_) return;
  bool first = tool_union_signature_.empty() && signature.empty();
  tool_union_signature_ = std::move(signature);
  if (!first) server_.broadcast(jsonrpc::make_notification("notifications/tools/list_changed"));
}

asio::awaitable<std::vector<json::object>> hub::list_tools(std::shared_ptr<mcp::session> s) {
  session_state& st = state_for(*s);
  // Wait (bounded) when nothing is known yet, or when an editor just connected and its tools are
  // on their way: a client that lists once, right at start, would otherwise never see them.
  bool awaiting = editors_.empty();
  for (const auto& [id, ed] : editors_)
    if (ed->where == presence::connected && ed->tools.empty() && !ed->tools_request.empty())
      awaiting = true;
  if (!st.listed && awaiting && options_.first_list_wait.count() > 0) {
    asio::steady_timer wait(executor(), options_.first_list_wait);
    list_waiters_.insert(&wait);
    co_await wait.async_wait(asio::as_tuple(asio::use_awaitable));
    list_waiters_.erase(&wait);
  }
  state_for(*s).listed = true;
  std::vector<json::object> out;
  for (const auto& [name, t] : tool_union_) out.push_back(t);
  co_return out;
}

bool hub::has_tool(std::string_view name) const { return tool_union_.count(std::string(name)); }

// ---- calls ----------------------------------------------------------------------------------

asio::awaitable<jsonrpc::outcome<json::object>> hub::call_tool(
    std::shared_ptr<mcp::call_context> ctx, std::string name, json::object arguments) {
  session_state& st = state_for(ctx->session());
  std::optional<json::value> editor_arg;
  if (auto* e = arguments.if_contains("editor")) {
    editor_arg = *e;
    arguments.erase("editor");
  }
  auto route = resolve_route(editor_views(), editor_arg ? &*editor_arg : nullptr, st.route);
  if (!route.error.empty()) co_return text_result(route.error, true);
  if (route.fan_out) {
    auto r = co_await fan_out(ctx, std::move(route.editors), std::move(name), std::move(arguments));
    co_return r;
  }
  auto r = co_await forward(ctx, route.editors.front(), std::move(name), std::move(arguments));
  co_return r;
}

asio::awaitable<json::object> hub::forward(std::shared_ptr<mcp::call_context> ctx,
                                           std::string editor_id, std::string tool,
                                           json::object arguments) {
  auto it = editors_.find(editor_id);
  if (it == editors_.end())
    co_return text_result("No Unity editor " + editor_id + " is known.", true);
  editor_record& ed = *it->second;
  if (ed.where == presence::gone)
    co_return text_result("The Unity editor " + editor_id + " (" + str(ed.info, "projectPath") +
                              ") is not connected. Open the project in Unity (with the Patchbay "
                              "package), or choose another editor with list_editors / "
                              "select_editor.",
                          true);
  const json::object* def = nullptr;
  for (const auto& t : ed.tools)
    if (str(t.as_object(), "name") == tool) def = &t.as_object();
  if (!def && !ed.tools.empty()) {
    std::string where;
    for (const auto& [id, other] : editors_)
      for (const auto& t : other->tools)
        if (str(t.as_object(), "name") == tool) where += (where.empty() ? "" : ", ") + id;
    co_return text_result(
        "The Unity editor " + editor_id + " has no tool " + tool +
            (where.empty() ? std::string(".") : " (it is available in " + where + ")."),
        true);
  }
  if (ed.pending.size() >= options_.max_pending_per_editor)
    co_return text_result("The Unity editor " + editor_id + " already has " +
                              std::to_string(ed.pending.size()) +
                              " calls waiting; retry when some have finished.",
                          true);
  std::uint64_t sid = ctx->session().id();
  std::size_t mine = 0;
  for (const auto& [key, c] : calls_by_link_id_)
    if (c->session_id == sid) ++mine;
  if (mine >= options_.max_calls_per_session)
    co_return text_result("This session already has " + std::to_string(mine) +
                              " calls in flight; wait for some to finish.",
                          true);

  auto call = std::make_shared<pending_call>(executor());
  call->seq = ++next_call_;
  call->link_id = "h-" + instance_ + "-" + std::to_string(call->seq);
  call->editor_id = editor_id;
  call->tool = tool;
  call->session_id = sid;
  call->ctx = ctx;
  json::object meta;
  if (ctx->has_progress_token()) meta["progressToken"] = call->link_id;
  const auto& client = ctx->session().client_info();
  meta["patchbay/client"] = json::object{{"name", str(client, "name")},
                                         {"version", str(client, "version")},
                                         {"session", "s-" + std::to_string(sid)}};
  call->params = json::object{{"name", tool}, {"arguments", std::move(arguments)}, {"_meta", meta}};
  ed.pending.emplace(call->seq, call);
  calls_by_link_id_.emplace(call->link_id, call);
  if (ed.where == presence::connected && ed.link) send_call(ed, *call);

  milliseconds deadline = options_.call_timeout;
  if (def)
    if (auto* m = def->if_contains("_meta"); m && m->is_object())
      if (auto* t = m->as_object().if_contains("patchbay/timeoutMs");
          t && t->is_int64() && t->get_int64() > 0)
        deadline = milliseconds(t->get_int64());

  int handle = ctx->on_cancel([this, call] {
    if (call->result) return;
    auto e = editors_.find(call->editor_id);
    if (e != editors_.end()) {
      if (call->sent && e->second->link)
        e->second->link->send(cancelled_notification(call->link_id, "cancelled by the MCP client"));
      else if (call->sent)
        // The editor is reloading or reconnecting: tell it once it is back (a resumable call
        // such as a test run would otherwise go on).
        e->second->cancel_on_return.push_back(call->link_id);
      e->second->pending.erase(call->seq);
    }
    calls_by_link_id_.erase(call->link_id);
    call->timer.cancel();
  });
  call->timer.expires_after(deadline);
  co_await call->timer.async_wait(asio::as_tuple(asio::use_awaitable));
  ctx->remove_on_cancel(handle);
  if (call->result) co_return std::move(*call->result);
  if (ctx->cancelled()) co_return text_result("Cancelled.", true);
  // Deadline: tell the editor to stop, and forget the call.
  auto e = editors_.find(editor_id);
  if (e != editors_.end()) {
    if (call->sent && e->second->link)
      e->second->link->send(cancelled_notification(call->link_id, "deadline exceeded"));
    else if (call->sent)
      e->second->cancel_on_return.push_back(call->link_id);
    e->second->pending.erase(call->seq);
  }
  calls_by_link_id_.erase(call->link_id);
  co_return text_result("The Unity editor " + editor_id + " did not finish " + tool + " within " +
                            std::to_string(duration_cast<seconds>(deadline).count()) +
                            " s, so Patchbay asked it to cancel. The call may have partly run.",
                        true);
}

void hub::send_call(editor_record& ed, pending_call& call) {
  if (!ed.link) return;
  ed.link->send(jsonrpc::make_request(jsonrpc::id(call.link_id), "tools/call", call.params));
  call.sent = true;
  call.sent_run_id = ed.run_id;
}

void hub::complete_call(const std::shared_ptr<pending_call>& call, json::object result) {
  call->result = std::move(result);
  auto e = editors_.find(call->editor_id);
  if (e != editors_.end()) e->second->pending.erase(call->seq);
  calls_by_link_id_.erase(call->link_id);
  call->timer.cancel();
}

void hub::fail_pending(editor_record& ed, bool only_sent, const std::string& why_started,
                       const std::string& why_not_started) {
  auto pending = ed.pending;
  for (auto& [seq, call] : pending) {
    if (only_sent && !call->sent) continue;
    complete_call(call, text_result(call->sent ? why_started : why_not_started, true));
  }
}

asio::awaitable<void> hub::fan_out_one(hub* self, std::shared_ptr<mcp::call_context> ctx,
                                       std::string editor, std::string tool, json::object arguments,
                                       std::shared_ptr<std::vector<json::object>> out,
                                       std::size_t index, std::shared_ptr<asio::steady_timer> done,
                                       std::shared_ptr<std::size_t> remaining) {
  auto r = co_await self->forward(ctx, std::move(editor), std::move(tool), std::move(arguments));
  (*out)[index] = std::move(r);
  if (--*remaining == 0) done->cancel();
}

asio::awaitable<json::object> hub::fan_out(std::shared_ptr<mcp::call_context> ctx,
                                           std::vector<std::string> editors, std::string tool,
                                           json::object arguments) {
  auto out = std::make_shared<std::vector<json::object>>(editors.size());
  auto remaining = std::make_shared<std::size_t>(editors.size());
  auto done = std::make_shared<asio::steady_timer>(executor());
  for (std::size_t i = 0; i < editors.size(); ++i)
    asio::co_spawn(executor(),
                   fan_out_one(this, ctx, editors[i], tool, arguments, out, i, done, remaining),
                   asio::detached);
  while (*remaining > 0) {
    done->expires_after(hours(24));
    co_await done->async_wait(asio::as_tuple(asio::use_awaitable));
  }
  json::array content, results;
  bool all_failed = true;
  for (std::size_t i = 0; i < editors.size(); ++i) {
    json::object& r = (*out)[i];
    bool failed = is_error_result(r);
    all_failed = all_failed && failed;
    content.push_back(
        mcp::text_content("[" + editors[i] + "] " + (failed ? "error: " : "") + text_of(r)));
    json::object entry{{"editor", editors[i]}, {"isError", failed}};
    if (auto* c = r.if_contains("content")) entry["content"] = *c;
    if (auto* s = r.if_contains("structuredContent")) entry["structuredContent"] = *s;
    results.push_back(std::move(entry));
  }
  json::object result{{"content", std::move(content)},
                      {"structuredContent", json::object{{"results", std::move(results)}}}};
  if (all_failed) result["isError"] = true;
  co_return result;
}

// ---- sessions and attached clients ----------------------------------------------------------

hub::session_state& hub::state_for(const mcp::session& s) { return sessions_[s.id()]; }

void hub::session_ready(mcp::session& s) {
  session_state& st = state_for(s);
  const json::object& transport = s.transport_meta();
  const json::object* meta = nullptr;
  if (auto* m = s.initialize_params().if_contains("_meta"); m && m->is_object())
    meta = &m->as_object();
  auto pick = [&](std::string_view transport_key, std::string_view meta_key) {
    std::string v = str(transport, transport_key);
    if (v.empty() && meta) v = str(*meta, meta_key);
    return v;
  };
  st.route.cwd = pick("cwd", "patchbay/cwd");
  st.route.pin_editor = pick("editor", "patchbay/editor");
  st.route.pin_project = pick("project", "patchbay/project");
  st.client_name = str(s.client_info(), "name");
  st.client_version = str(s.client_info(), "version");
  schedule_clients_update();
}

void hub::session_closed(mcp::session& s) {
  sessions_.erase(s.id());
  schedule_clients_update();
}

json::object hub::clients_notification() const {
  std::map<std::pair<std::string, std::string>, int> groups;
  for (const auto& [id, st] : sessions_)
    if (!st.client_name.empty() || !st.client_version.empty())
      ++groups[{st.client_name, st.client_version}];
  json::array clients;
  for (const auto& [key, n] : groups)
    clients.push_back(json::object{{"name", key.first}, {"version", key.second}, {"sessions", n}});
  return jsonrpc::make_notification("hub/clients", json::object{{"clients", std::move(clients)}});
}

void hub::schedule_clients_update() {
  if (clients_update_pending_ || stopped_) return;
  clients_update_pending_ = true;
  auto next = last_clients_update_ + seconds(1);
  clients_timer_.expires_at(std::max(next, steady_clock::now()));
  clients_timer_.async_wait([this](const boost::system::error_code& ec) {
    if (ec) return;
    clients_update_pending_ = false;
    last_clients_update_ = steady_clock::now();
    auto note = clients_notification();
    for (const auto& [id, ed] : editors_)
      if (ed->link) ed->link->send(note);
  });
}

// ---- views ----------------------------------------------------------------------------------

std::string hub::state_of(const editor_record& ed) const {
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

editor_view hub::view_of(const editor_record& ed) const {
  return editor_view{ed.id,
                     str(ed.info, "alias"),
                     str(ed.info, "projectName"),
                     str(ed.info, "projectPath"),
                     state_of(ed),
                     ed.where != presence::gone};
}

std::vector<editor_view> hub::editor_views() const {
  std::vector<editor_view> out;
  for (const auto& [id, ed] : editors_) out.push_back(view_of(*ed));
  return out;
}

json::object hub::describe(const editor_record& ed, const std::string& selected) const {
  json::object o{{"id", ed.id}, {"state", state_of(ed)}};
  for (const char* key : {"alias", "projectName", "projectPath", "dataPath", "activeScene",
                          "machine", "pid", "unityVersion", "platform", "playMode", "compiling",
                          "packageVersion", "displayName", "connectedAt"})
    if (auto* v = ed.info.if_contains(key)) o[key] = *v;
  o["toolCount"] = ed.tools.size();
  o["selected"] = ed.id == selected;
  return o;
}

// ---- tool cache on disk ---------------------------------------------------------------------

void hub::save_cache(const editor_record& ed) const {
  if (options_.state_dir.empty()) return;
  auto dir = options_.state_dir / "editors";
  if (auto err = platform::create_private_directory(dir)) {
    spdlog::warn("tool cache: {}", *err);
    return;
  }
  json::object o{{"id", ed.id}, {"editor", ed.info}, {"tools", ed.tools}};
  if (auto err = platform::write_private_file(dir / (ed.id + ".json"), jsonrpc::serialize(o)))
    spdlog::warn("tool cache: {}", *err);
}

void hub::load_cache() {
  if (options_.state_dir.empty()) return;
  auto dir = options_.state_dir / "editors";
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) return;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    if (entry.path().extension() != ".json") continue;
    std::ifstream in(entry.path());
    std::stringstream ss;
    ss << in.rdbuf();
    auto v = jsonrpc::parse_json(ss.str());
    const json::object* o = v ? v->if_object() : nullptr;
    if (!o || str(*o, "id").empty() || !o->contains("tools") || !o->at("tools").is_array() ||
        !o->contains("editor") || !o->at("editor").is_object()) {
      spdlog::warn("tool cache: ignoring unreadable {}", entry.path().string());
      continue;
    }
    auto ed = std::make_unique<editor_record>(executor());
    ed->id = str(*o, "id");
    ed->info = o->at("editor").as_object();
    ed->tools = o->at("tools").as_array();
    ed->where = presence::gone;
    editors_[ed->id] = std::move(ed);
  }
  if (!editors_.empty())
    spdlog::info("tool cache: {} editor(s) known from earlier runs", editors_.size());
}

}  // namespace patchbay::hub
