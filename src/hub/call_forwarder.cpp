// editor_hub's call room: a tools/call for an editor becomes a pending call with a link id
// (h-<instance>-<n>, or k-<callId>/<editor> for a call the client named), sent now when the editor
// is connected, else held for its return.
//
//   forward ─▶ refuse_call? ─▶ claim_call ─┬─ a named call pending: join it ─┐
//                                          └─ start_call ────────────────────┴─▶ wait
//   wait ─┬─ result (on_link_response, fail_pending)
//         ├─ client cancellation ─┐
//         └─ deadline ────────────┴─▶ leave_call
//   (the last waiter to leave abandons the call; a deadline answers "outcome unknown" and remembers
//    the call in `unsettled_`, so its repeat goes out with patchbay/retryOf: docs/protocol.md §6.1)
//
// Contract: every pending call ends exactly once, by `complete_call` (a result or a failure the
// hub states) or by `abandon_call` (cancellation or deadline of its last waiter), and is then in
// neither `pending` nor `calls_by_link_id_`; a sent call that is abandoned is cancelled on its
// editor, at once or when the same editor process is back. Responses to ids the hub never issued,
// or from another editor, are ignored.
#include "hub/editor_hub.hpp"
#include "hub/editor_record.hpp"
#include "mcp/call_identity.hpp"
#include "mcp/methods.hpp"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <algorithm>

namespace patchbay::hub {

namespace asio = boost::asio;
using namespace std::chrono;
using detail::cancelled_notification;
using detail::str;
using mcp::text_result;

namespace {

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

// What an answer with an unknown outcome tells the agent to do (docs/protocol.md §6.1).
std::string unknown_outcome_advice(const std::string& tool) {
  return "It may have partly run, or may still finish. Patchbay keeps this call's identity for " +
         std::to_string(unsettled_call_lifetime.count()) + " minutes: calling " + tool +
         " again with the same arguments returns this call's result if it completed, and runs it "
         "only if it did not complete (it was cancelled first); either way it takes effect at most "
         "once.";
}

milliseconds deadline_of(const json::object* def, milliseconds fallback) {
  if (def)
    if (auto* m = def->if_contains("_meta"); m && m->is_object())
      if (auto* t = m->as_object().if_contains("patchbay/timeoutMs");
          t && t->is_int64() && t->get_int64() > 0)
        return milliseconds(t->get_int64());
  return fallback;
}

}  // namespace

asio::awaitable<jsonrpc::outcome<json::object>> editor_hub::call_tool(
    std::shared_ptr<mcp::call_context> ctx, std::string name, json::object arguments) {
  // The session's route as it is now: before any wait (its state may be gone after one).
  session_route session_pref = state_for(ctx->session()).route;
  if (!tool_union_.count(name)) {
    co_await await_tool(name);
    if (!tool_union_.count(name)) co_return unknown_tool(name);
  }
  std::optional<json::value> editor_arg;
  if (auto* e = arguments.if_contains("editor")) {
    editor_arg = *e;
    arguments.erase("editor");
  }
  auto route = resolve_route(editor_views(), editor_arg ? &*editor_arg : nullptr, session_pref);
  // A young hub holds a call that could not go anywhere yet, or would go to an editor it knew from
  // its cache that has not registered again (a call re-sent after a hub restart must reach it).
  auto await_editor = [&] {
    if (!editors_returning()) return false;
    if (!route.error.empty()) return true;
    return std::any_of(route.editors.begin(), route.editors.end(), [&](const std::string& id) {
      auto e = editors_.find(id);
      return e != editors_.end() && e->second->where == presence::gone;
    });
  };
  while (await_editor()) {
    co_await await_returning_editor();
    route = resolve_route(editor_views(), editor_arg ? &*editor_arg : nullptr, session_pref);
  }
  if (auto st = sessions_.find(ctx->session().id()); st != sessions_.end()) {
    std::string where;
    for (const auto& id : route.editors) where += (where.empty() ? "" : ",") + id;
    st->second.last_editor = where;
    st->second.last_reason = route.error.empty() ? route.reason : "none";
    ++st->second.calls;
    if (stateless_client* c = stateless_client_of(st->second)) {
      c->st.last_editor = st->second.last_editor;
      c->st.last_reason = st->second.last_reason;
      ++c->st.calls;
    }
    dashboard_->changed();
  }
  if (!route.error.empty()) {
    auto refused = text_result(route.error, true);
    log_call(*ctx, "", name, "none", std::chrono::system_clock::now(), refused, "error", arguments);
    co_return refused;
  }
  if (route.fan_out) {
    auto r = co_await fan_out(ctx, std::move(route.editors), std::move(name), std::move(arguments));
    co_return r;
  }
  auto r = co_await forward(ctx, route.editors.front(), std::move(name), std::move(arguments),
                            route.reason);
  co_return r;
}

void editor_hub::log_call(const mcp::call_context& ctx, std::string editor, std::string tool,
                          std::string reason, system_clock::time_point started,
                          const json::object& result, std::string outcome,
                          std::optional<json::value> arguments) {
  call_entry e;
  e.time = hub::dashboard::iso_time(started);
  e.session = session_label(ctx.session().id());
  e.client = str(ctx.session().client_info(), "name");
  e.editor = std::move(editor);
  e.tool = std::move(tool);
  e.reason = std::move(reason);
  e.duration_ms =
      static_cast<double>(duration_cast<microseconds>(system_clock::now() - started).count()) /
      1000.0;
  if (e.duration_ms < 0) e.duration_ms = 0;
  e.outcome = outcome == "ok" && is_error_result(result) ? "error" : std::move(outcome);
  if (e.outcome != "ok") e.error = text_of(result);
  if (dashboard_->options().show_args) e.arguments = std::move(arguments);
  dashboard_->record(std::move(e));
}

std::optional<std::string> editor_hub::refuse_call(const editor_record& ed, const std::string& tool,
                                                   std::uint64_t session_id,
                                                   const json::object*& def) const {
  if (ed.where == presence::gone)
    return "The Unity editor " + ed.id + " (" + str(ed.info, "projectPath") +
           ") is not connected. Open the project in Unity (with the Patchbay package), or choose "
           "another editor with list_editors / select_editor.";
  def = nullptr;
  for (const auto& t : ed.tools)
    if (str(t.as_object(), "name") == tool) def = &t.as_object();
  if (!def && !ed.tools.empty()) {
    std::string where;
    for (const auto& [id, other] : editors_)
      for (const auto& t : other->tools)
        if (str(t.as_object(), "name") == tool) where += (where.empty() ? "" : ", ") + id;
    return "The Unity editor " + ed.id + " has no tool " + tool +
           (where.empty() ? std::string(".") : " (it is available in " + where + ").");
  }
  if (ed.pending.size() >= options_.max_pending_per_editor)
    return "The Unity editor " + ed.id + " already has " + std::to_string(ed.pending.size()) +
           " calls waiting; retry when some have finished.";
  std::size_t mine = 0;
  for (const auto& [key, c] : calls_by_link_id_)
    if (c->session_id == session_id) ++mine;
  if (mine >= options_.max_calls_per_session)
    return "This session already has " + std::to_string(mine) +
           " calls in flight; wait for some to finish.";
  return std::nullopt;
}

editor_hub::claimed_call editor_hub::claim_call(editor_record& ed, const mcp::call_context& ctx,
                                                std::string tool, json::object arguments) {
  const mcp::call_identity& identity = ctx.identity();
  if (!identity.id.empty()) {
    // The client names the call. Sent again (the front end after its hub connection broke), it
    // joins the call still pending here, or — after a hub restart — goes out under the same link
    // id, which the editor's call record knows. Repeated after an unknown outcome, it goes out
    // under a new link id that names the first one.
    std::string named = "k-" + identity.id + "/" + ed.id;
    if (auto it = calls_by_link_id_.find(named); it != calls_by_link_id_.end()) {
      if (it->second->tool != tool)
        return {nullptr, "The call id " + identity.id + " (" + std::string(mcp::meta_call_id) +
                             ") already names a call of " + it->second->tool +
                             "; give each call its own id."};
      return {it->second, {}};
    }
    std::string retry_of = identity.retry ? named : std::string();
    std::string link_id = identity.retry ? next_link_id() : std::move(named);
    auto call = start_call(ed, ctx, std::move(link_id), std::move(tool), std::move(arguments),
                           std::move(retry_of));
    call->call_id = identity.id;
    return {call, {}};
  }
  // No call id: the repeat of a call answered "outcome unknown" is recognised by its client,
  // editor, tool and arguments, once, within unsettled_call_lifetime.
  std::string key = session_label(ctx.session().id()) + '\n' + ed.id + '\n' + tool + '\n' +
                    jsonrpc::canonical_serialize(arguments);
  std::string retry_of;
  if (auto it = unsettled_.find(key); it != unsettled_.end()) {
    if (it->second.expires > steady_clock::now()) retry_of = it->second.link_id;
    unsettled_.erase(it);
  }
  auto call = start_call(ed, ctx, next_link_id(), std::move(tool), std::move(arguments),
                         std::move(retry_of));
  call->unsettled_key = std::move(key);
  return {call, {}};
}

std::shared_ptr<editor_hub::pending_call> editor_hub::start_call(
    editor_record& ed, const mcp::call_context& ctx, std::string link_id, std::string tool,
    json::object arguments, std::string retry_of) {
  auto call = std::make_shared<pending_call>();
  call->seq = ++next_call_;
  call->link_id = std::move(link_id);
  call->root_link_id = retry_of.empty() ? call->link_id : retry_of;
  call->editor_id = ed.id;
  call->tool = tool;
  call->session_id = ctx.session().id();
  json::object meta;
  if (ctx.has_progress_token()) meta["progressToken"] = call->link_id;
  const auto& client = ctx.session().client_info();
  meta["patchbay/client"] = json::object{{"name", str(client, "name")},
                                         {"version", str(client, "version")},
                                         {"session", session_label(call->session_id)}};
  if (!retry_of.empty()) meta[mcp::meta_retry_of] = std::move(retry_of);
  call->params =
      json::object{{"name", std::move(tool)}, {"arguments", std::move(arguments)}, {"_meta", meta}};
  ed.pending.emplace(call->seq, call);
  calls_by_link_id_.emplace(call->link_id, call);
  if (ed.where == presence::connected && ed.link) send_call(ed, *call);
  return call;
}

asio::awaitable<json::object> editor_hub::forward(std::shared_ptr<mcp::call_context> ctx,
                                                  std::string editor_id, std::string tool,
                                                  json::object arguments, std::string reason) {
  auto started = system_clock::now();
  std::optional<json::value> shown;
  if (dashboard_->options().show_args) shown = arguments;
  auto it = editors_.find(editor_id);
  if (it == editors_.end()) {
    auto r = text_result("No Unity editor " + editor_id + " is known.", true);
    log_call(*ctx, editor_id, tool, reason, started, r, "error", std::move(shown));
    co_return r;
  }
  editor_record& ed = *it->second;
  const json::object* def = nullptr;
  if (auto refusal = refuse_call(ed, tool, ctx->session().id(), def)) {
    auto r = text_result(*refusal, true);
    log_call(*ctx, editor_id, tool, reason, started, r, "error", std::move(shown));
    co_return r;
  }
  milliseconds deadline = deadline_of(def, options_.call_timeout);
  auto [call, refused] = claim_call(ed, *ctx, tool, std::move(arguments));
  if (!call) {
    auto r = text_result(refused, true);
    log_call(*ctx, editor_id, tool, reason, started, r, "error", std::move(shown));
    co_return r;
  }
  call->ctx = ctx;

  auto waiter = std::make_shared<asio::steady_timer>(executor());
  call->waiters.push_back(waiter);
  int handle = ctx->on_cancel([this, call, waiter] {
    if (call->result) return;
    leave_call(*call, waiter, "cancelled by the MCP client");
    waiter->cancel();
  });
  waiter->expires_after(deadline);
  co_await waiter->async_wait(asio::as_tuple(asio::use_awaitable));
  ctx->remove_on_cancel(handle);
  if (call->result) {
    log_call(*ctx, editor_id, tool, reason, started, *call->result, "ok", std::move(shown));
    co_return *call->result;  // a copy: a joined call has several waiters
  }
  if (ctx->cancelled()) {
    auto r = text_result("Cancelled.", true);
    log_call(*ctx, editor_id, tool, reason, started, r, "cancelled", std::move(shown));
    co_return r;
  }
  if (leave_call(*call, waiter, "deadline exceeded")) remember_unsettled(*call);
  auto r = text_result("The Unity editor " + editor_id + " did not finish " + tool + " within " +
                           std::to_string(duration_cast<seconds>(deadline).count()) +
                           " s, so Patchbay asked it to cancel. " + unknown_outcome_advice(tool),
                       true);
  mcp::mark_outcome_unknown(r);
  log_call(*ctx, editor_id, tool, reason, started, r, "timeout", std::move(shown));
  co_return r;
}

bool editor_hub::leave_call(pending_call& call, const std::shared_ptr<asio::steady_timer>& waiter,
                            std::string_view reason) {
  std::erase(call.waiters, waiter);
  if (!call.waiters.empty()) return false;
  abandon_call(call, reason);
  return true;
}

void editor_hub::remember_unsettled(const pending_call& call) {
  if (!call.sent || call.unsettled_key.empty()) return;  // never sent: it did not run
  auto now = steady_clock::now();
  std::erase_if(unsettled_, [&](const auto& e) { return e.second.expires <= now; });
  while (unsettled_.size() >= max_unsettled_calls) {
    auto oldest = std::min_element(
        unsettled_.begin(), unsettled_.end(),
        [](const auto& a, const auto& b) { return a.second.expires < b.second.expires; });
    unsettled_.erase(oldest);
  }
  unsettled_[call.unsettled_key] = {call.root_link_id, now + unsettled_call_lifetime};
}

void editor_hub::abandon_call(pending_call& call, std::string_view reason) {
  if (auto e = editors_.find(call.editor_id); e != editors_.end()) {
    editor_record& ed = *e->second;
    if (call.sent && ed.link)
      ed.link->send(cancelled_notification(call.link_id, reason));
    else if (call.sent)
      // The editor is reloading or reconnecting: tell it once it is back (a resumable call such
      // as a test run would otherwise go on).
      ed.cancel_on_return.push_back(call.link_id);
    ed.pending.erase(call.seq);
  }
  calls_by_link_id_.erase(call.link_id);
}

void editor_hub::send_call(editor_record& ed, pending_call& call) {
  if (!ed.link) return;
  ed.link->send(
      jsonrpc::make_request(jsonrpc::id(call.link_id), mcp::method::tools_call, call.params));
  call.sent = true;
}

void editor_hub::complete_call(const std::shared_ptr<pending_call>& call, json::object result) {
  call->result = std::move(result);
  auto e = editors_.find(call->editor_id);
  if (e != editors_.end()) e->second->pending.erase(call->seq);
  calls_by_link_id_.erase(call->link_id);
  for (auto& w : call->waiters) w->cancel();
}

void editor_hub::fail_pending(editor_record& ed, bool only_sent, const std::string& why_started,
                              const std::string& why_not_started, std::string_view sent_outcome) {
  auto pending = ed.pending;
  for (auto& [seq, call] : pending) {
    if (only_sent && !call->sent) continue;
    if (!call->sent) {
      complete_call(call, text_result(why_not_started, true));
      continue;
    }
    if (sent_outcome.empty()) {
      complete_call(call, text_result(why_started, true));
      continue;
    }
    // A stopping hub forgets what it remembers: no advice about repeats (the front end re-sends).
    bool remembered = sent_outcome == mcp::outcome_unknown;
    auto r = text_result(
        remembered ? why_started + " " + unknown_outcome_advice(call->tool) : why_started, true);
    mcp::mark_outcome_unknown(r, sent_outcome);
    if (remembered) remember_unsettled(*call);
    complete_call(call, std::move(r));
  }
}

void editor_hub::on_link_response(editor_link& link, const jsonrpc::id& id,
                                  jsonrpc::outcome<json::value> result) {
  auto it = editors_.find(link.editor_id());
  if (it == editors_.end()) return;
  editor_record& ed = *it->second;
  std::string key = id.to_string();
  if (key == ed.tools_request) {
    ed.tools_request.clear();
    if (result && result->is_object())
      if (auto* t = result->as_object().if_contains("tools"); t && t->is_array())
        return set_tools(ed, t->get_array());
    wake_tool_waiters();  // no list after all: nobody should wait for it
    return;
  }
  auto c = calls_by_link_id_.find(key);
  // Responses to ids we never issued, or to calls of another editor, are lies: ignore them.
  if (c == calls_by_link_id_.end() || c->second->editor_id != ed.id) return;
  auto call = c->second;
  if (!result)
    return complete_call(call, text_result("Unity editor " + ed.id + " could not run " +
                                               call->tool + ": " + result.error().message,
                                           true));
  if (!result->is_object())
    return complete_call(
        call,
        text_result("Unity editor " + ed.id + " sent a malformed result for " + call->tool, true));
  complete_call(call, std::move(result->as_object()));
}

asio::awaitable<void> editor_hub::fan_out_one(
    editor_hub* self, std::shared_ptr<mcp::call_context> ctx, std::string editor, std::string tool,
    json::object arguments, std::shared_ptr<std::vector<json::object>> out, std::size_t index,
    std::shared_ptr<asio::steady_timer> done, std::shared_ptr<std::size_t> remaining) {
  auto r = co_await self->forward(ctx, std::move(editor), std::move(tool), std::move(arguments),
                                  "argument");
  (*out)[index] = std::move(r);
  if (--*remaining == 0) done->cancel();
}

asio::awaitable<json::object> editor_hub::fan_out(std::shared_ptr<mcp::call_context> ctx,
                                                  std::vector<std::string> editors,
                                                  std::string tool, json::object arguments) {
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

}  // namespace patchbay::hub
