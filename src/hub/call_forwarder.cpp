#include "hub/call_forwarder.hpp"

#include "hub/link_codes.hpp"

#include "hub/task_dialog.hpp"

#include "hub/call_texts.hpp"
#include "hub/json_fields.hpp"
#include "jsonrpc/json_text.hpp"
#include "mcp/call_identity.hpp"
#include "mcp/methods.hpp"
#include "mcp/patchbay_names.hpp"
#include "mcp/session.hpp"
#include "mcp/tool_registry.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <algorithm>
#include <charconv>
#include <iterator>

namespace patchbay::hub {

namespace asio = boost::asio;
using namespace std::chrono;
using mcp::text_result;

struct call_forwarder::fan_out_state {
  explicit fan_out_state(asio::any_io_executor ex) : done(ex) {}
  std::vector<std::string> editors;
  std::string tool;
  json::object arguments;
  std::vector<json::object> results;
  std::size_t remaining = 0;
  asio::steady_timer done;
};

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

milliseconds deadline_of(const json::object* def, milliseconds fallback) {
  if (def)
    if (auto* m = def->if_contains("_meta"); m && m->is_object())
      if (auto* t = m->as_object().if_contains(mcp::meta::timeout_ms);
          t && t->is_int64() && t->get_int64() > 0)
        return milliseconds(t->get_int64());
  return fallback;
}

// Whether the tool declares that it changes the whole editor (`_meta["patchbay/wholeEditor"]`,
// docs/protocol.md §6.3): then its calls take the editor's lease.
bool whole_editor(const json::object* def) {
  if (!def) return false;
  auto* m = def->if_contains("_meta");
  if (!m || !m->is_object()) return false;
  auto* w = m->as_object().if_contains(mcp::meta::whole_editor);
  return w && w->is_bool() && w->get_bool();
}

// The job a result describes, {jobId, status}, from its structuredContent or the JSON of its text
// (compile, run_tests, the package tools and get_job answer so); nullopt when it names none.
struct job_ref {
  std::string id;
  bool running = false;
};
std::optional<job_ref> job_of(const json::object& result) {
  const json::object* o = nullptr;
  json::value parsed;
  if (auto* sc = result.if_contains("structuredContent"); sc && sc->is_object())
    o = &sc->as_object();
  if (!o) {
    std::string text = text_of(result);
    if (text.empty() || text.front() != '{' || text.size() > 65536) return std::nullopt;
    boost::system::error_code ec;
    parsed = json::parse(text, ec);
    if (ec || !parsed.is_object()) return std::nullopt;
    o = &parsed.as_object();
  }
  auto id = str(*o, "jobId");
  if (id.empty()) return std::nullopt;
  return job_ref{id, str(*o, "status") == "running"};
}

// The link's tools/call request, written as text: what jsonrpc::make_request(id, "tools/call",
// {name, arguments, _meta}) serializes to, the arguments written in place (no copy of them into a
// new object), the meta already rendered (link_meta).
std::string link_request(std::string_view link_id, std::string_view tool,
                         const json::object& arguments, std::string_view meta) {
  using namespace std::string_view_literals;
  std::string out;
  // One allocation for most calls: the envelope's fixed text is 75 bytes, escapes are rare, and
  // the arguments are written in place.
  out.reserve(160 + link_id.size() + tool.size() + meta.size());
  out += R"({"jsonrpc":"2.0","id":)"sv;
  jsonrpc::json_text::append_string(out, link_id);
  out += R"(,"method":")"sv;
  out += mcp::method::tools_call;
  out += R"(","params":{"name":)"sv;
  jsonrpc::json_text::append_string(out, tool);
  out += R"(,"arguments":)"sv;
  jsonrpc::append_serialized(out, arguments);
  out += R"(,"_meta":)"sv;
  out += meta;
  out += "}}"sv;
  return out;
}

// A forwarded call's _meta: its progress token (a task's work reports progress whether or not its
// client asked: tasks/get shows it), the calling client, and the call it retries.
std::string link_meta(const mcp::call_context& ctx, std::string_view link_id,
                      std::string_view session_label, std::string_view retry_of) {
  using namespace std::string_view_literals;
  const auto& client = ctx.session().client_info();
  std::string_view name = str_view(client, "name"), version = str_view(client, "version");
  std::string out;
  out.reserve(96 + 2 * link_id.size() + name.size() + version.size() + session_label.size() +
              retry_of.size());
  out += '{';
  if (ctx.has_progress_token() || !ctx.task_id().empty()) {
    out += R"("progressToken":)"sv;
    jsonrpc::json_text::append_string(out, link_id);
    out += ',';
  }
  out += '"';
  out += mcp::meta::client;
  out += R"(":{"name":)"sv;
  jsonrpc::json_text::append_string(out, name);
  out += R"(,"version":)"sv;
  jsonrpc::json_text::append_string(out, version);
  out += R"(,"session":)"sv;
  jsonrpc::json_text::append_string(out, session_label);
  out += '}';
  if (!retry_of.empty()) {
    out += ',';
    jsonrpc::json_text::append_string(out, mcp::meta_retry_of);
    out += ':';
    jsonrpc::json_text::append_string(out, retry_of);
  }
  out += '}';
  return out;
}

// The arguments of a serialized link request (link_request), for the rare paths that need them.
json::value arguments_of(std::string_view message) {
  auto parsed = jsonrpc::parse_json(message);
  if (!parsed || !parsed->is_object()) return json::object{};
  const json::value* p = parsed->as_object().if_contains("params");
  const json::value* a = p && p->is_object() ? p->get_object().if_contains("arguments") : nullptr;
  return a ? *a : json::value(json::object{});
}

json::object cancelled_notification(const std::string& link_id, std::string_view reason) {
  return jsonrpc::make_notification(mcp::method::cancelled,
                                    json::object{{"requestId", link_id}, {"reason", reason}});
}

}  // namespace

call_forwarder::call_forwarder(asio::any_io_executor ex, const hub_options& options,
                               std::string instance, editor_registry& registry,
                               client_directory& clients, std::shared_ptr<dashboard> board,
                               editor_lease& lease)
    : ex_(std::move(ex)),
      options_(options),
      instance_(std::move(instance)),
      registry_(registry),
      clients_(clients),
      dashboard_(std::move(board)),
      lease_(lease) {}

std::string call_forwarder::next_link_id() {
  char digits[20];  // any 64-bit count
  char* end = std::to_chars(std::begin(digits), std::end(digits), ++next_id_).ptr;
  std::string id = "h-";  // short enough to stay in the string itself (no allocation)
  id.append(instance_).append(1, '-').append(std::begin(digits), end);
  return id;
}

std::size_t call_forwarder::pending_count(const std::string& editor_id) const {
  return pending_.count(editor_id);
}

void call_forwarder::log_call(const mcp::call_context& ctx, call_log entry,
                              const json::object& result, std::string outcome) {
  call_entry e;
  e.time = entry.started;
  e.session = clients_.label(ctx.session().id());
  e.client = str(ctx.session().client_info(), "name");
  e.editor = std::move(entry.editor);
  e.tool = std::move(entry.tool);
  e.reason = std::move(entry.reason);
  e.duration_ms = static_cast<double>(
                      duration_cast<microseconds>(system_clock::now() - entry.started).count()) /
                  1000.0;
  if (e.duration_ms < 0) e.duration_ms = 0;
  e.outcome = outcome == "ok" && is_error_result(result) ? "error" : std::move(outcome);
  if (e.outcome != "ok") e.error = text_of(result);
  if (dashboard_->options().show_args) e.arguments = std::move(entry.arguments);
  dashboard_->record(std::move(e));
}

void call_forwarder::log_call(const mcp::call_context& ctx, call_log entry,
                              mcp::tool_result& result, std::string outcome) {
  // An editor's result passed on as text is parsed only when the log shows its error text.
  if (result.is_text() && outcome == "ok" && !result.is_error()) {
    static const json::object succeeded;
    log_call(ctx, std::move(entry), succeeded, std::move(outcome));
    return;
  }
  log_call(ctx, std::move(entry), result.object(), std::move(outcome));
}

// ---- one call -----------------------------------------------------------------------------------

std::optional<std::string> call_forwarder::refuse(const editor_record& ed, const std::string& tool,
                                                  std::uint64_t session_id,
                                                  const json::object*& def) const {
  if (auto open = registry_.not_loaded(ed))
    return not_loaded_message(str(ed.info, "projectPath"), *open);
  if (ed.where == presence::gone && is_player(ed)) return call_texts::player_left(ed);
  if (ed.where == presence::gone) return call_texts::editor_not_connected(ed);
  // Compared as views: a real editor lists some fifty tools, and a copy of each name (most are
  // longer than a short string holds) cost 23,000 instructions and 54 allocations a call
  // (bench/counted_bench.mjs, docs/benchmarks.md "The hub's sixth cuts").
  def = nullptr;
  for (const auto& t : ed.tools)
    if (jsonrpc::get_string(t.as_object(), "name") == std::string_view(tool)) {
      def = &t.as_object();
      break;
    }
  // An editor with no tools listed yet may be between reloads: the call goes on. A player's list
  // (the runtime subset, possibly empty) is final once it has arrived.
  bool listed = !ed.tools.empty() || (is_player(ed) && ed.tools_request.empty());
  if (!def && listed && tool != hub_only_tool::quit_editor) {
    std::string where;
    for (const auto& [id, other] : registry_.editors())
      for (const auto& t : other->tools)
        if (str(t.as_object(), "name") == tool) where += (where.empty() ? "" : ", ") + id;
    return call_texts::no_such_tool(ed, tool, where);
  }
  std::size_t waiting = pending_.count(ed.id);
  if (waiting >= options_.max_pending_per_editor)
    return call_texts::editor_queue_full(ed.id, waiting);
  std::size_t mine = pending_.count_of_session(session_id);
  if (mine >= options_.max_calls_per_session) return call_texts::session_calls_full(mine);
  return std::nullopt;
}

call_forwarder::claimed_call call_forwarder::claim(editor_record& ed, const mcp::call_context& ctx,
                                                   const call_request& req) {
  const mcp::call_identity& identity = ctx.identity();
  if (!identity.id.empty()) {
    // The client names the call. Sent again (the front end after its hub connection broke), it
    // joins the call still pending here, or — after a hub restart — goes out under the same link
    // id, which the editor's call record knows. Repeated after an unknown outcome, it goes out
    // under a new link id that names the first one.
    std::string named = "k-" + identity.id + "/" + ed.id;
    if (auto pending = pending_.find(named)) {
      if (pending->tool != req.tool)
        return {nullptr, call_texts::call_id_taken(identity.id, pending->tool)};
      return {pending, {}};
    }
    std::string retry_of = identity.retry ? named : std::string();
    std::string link_id = identity.retry ? next_link_id() : std::move(named);
    auto call = start(ed, ctx, std::move(link_id), req, std::move(retry_of));
    call->call_id = identity.id;
    return {call, {}};
  }
  // No call id: the repeat of a call answered "outcome unknown" is recognised by its client,
  // editor, tool and arguments, once, within unsettled_call_lifetime.
  // (The key is built only when some call is remembered: most of the time none is.)
  std::string retry_of;
  if (!unsettled_.empty())
    retry_of = unsettled_.recall(
        unsettled_calls::key_of(clients_.label(ctx.session().id()), ed.id, req.tool, req.arguments),
        steady_clock::now());
  auto call = start(ed, ctx, next_link_id(), req, std::move(retry_of));
  return {call, {}};
}

std::shared_ptr<pending_call> call_forwarder::start(editor_record& ed, const mcp::call_context& ctx,
                                                    std::string link_id, const call_request& req,
                                                    std::string retry_of) {
  auto call = std::make_shared<pending_call>();
  call->seq = ++next_id_;
  call->link_id = std::move(link_id);
  call->root_link_id = retry_of.empty() ? call->link_id : retry_of;
  call->editor_id = ed.id;
  call->tool = req.tool;
  call->session_id = ctx.session().id();
  call->session_label = clients_.label(call->session_id);
  call->sessionless = ctx.session().stateless_only();
  if (const client_session* client = clients_.find(call->session_id))
    call->from_cli = client->transport == "cli";
  call->task_id = ctx.task_id();
  call->since = system_clock::now();
  call->message = link_request(call->link_id, req.tool, req.arguments,
                               link_meta(ctx, call->link_id, call->session_label, retry_of));
  pending_.add(call);
  if (ed.where == presence::connected && ed.link) send(ed, *call);
  if (!call->task_id.empty()) dashboard_->changed();  // its running tasks
  return call;
}

json::array call_forwarder::running_tasks(const std::string& editor_id) const {
  json::array out;
  for (const auto& call : pending_.of_editor(editor_id))
    if (!call->task_id.empty())
      out.push_back(json::object{{"taskId", call->task_id},
                                 {"tool", call->tool},
                                 {"session", call->session_label},
                                 {"started", call->sent},
                                 {"since", dashboard::iso_time(call->since)}});
  return out;
}

std::optional<std::string> call_forwarder::running_job(const json::object& result) {
  if (is_error_result(result)) return std::nullopt;
  auto job = job_of(result);
  if (!job || !job->running) return std::nullopt;
  return std::move(job->id);
}

asio::awaitable<mcp::tool_result> call_forwarder::forward(std::shared_ptr<mcp::call_context> ctx,
                                                          call_request req) {
  call_log entry{req.editor_id, req.tool, req.reason, system_clock::now(), std::nullopt};
  if (dashboard_->options().show_args) entry.arguments = req.arguments;
  editor_record* ed = registry_.find(req.editor_id);
  if (ed && ed->where == presence::gone) {
    // Unity may have the project open without Patchbay: the answer names what to fix, read from
    // its log off the hub's thread. The editor may have come back meanwhile.
    co_await registry_.refresh_not_loaded(req.editor_id);
    ed = registry_.find(req.editor_id);
  }
  if (!ed)
    co_return refused(*ctx, std::move(entry), call_texts::unknown_editor(req.editor_id), "error");
  const json::object* def = nullptr;
  if (auto refusal = refuse(*ed, req.tool, ctx->session().id(), def))
    co_return refused(*ctx, std::move(entry), *refusal, "error");
  milliseconds deadline = deadline_of(def, options_.call_timeout);
  // A call that changes the whole editor waits its turn for the editor's lease first; a re-sent
  // request joining its call already pending does not (that call holds it, or waited for it). The
  // hold releases the turn on every way out until the call takes it.
  lease_hold hold;
  if (whole_editor(def) && !joined(*ed, *ctx)) {
    lease_turn turn = co_await take_lease(ctx, req.editor_id, req.tool);
    if (turn.refused) {
      log_call(*ctx, std::move(entry), *turn.refused, ctx->cancelled() ? "cancelled" : "busy");
      co_return *turn.refused;
    }
    hold = std::move(turn.hold);
    // The wait may have seen the editor go, or its tools change: ask again.
    ed = registry_.find(req.editor_id);
    std::optional<std::string> refusal =
        ed ? refuse(*ed, req.tool, ctx->session().id(), def)
           : std::optional<std::string>(call_texts::unknown_editor(req.editor_id));
    if (refusal) co_return refused(*ctx, std::move(entry), *refusal, "error");
  }
  claimed_call claimed = claim(*ed, *ctx, req);
  std::shared_ptr<pending_call> call =
      claimed.call;  // not a structured binding: lambdas capture it
  if (!call) co_return refused(*ctx, std::move(entry), claimed.error, "error");
  if (hold && !call->lease_ticket)
    call->lease_ticket = hold.take();  // the call settles it (settle_lease)
  else
    hold.reset();  // it joined a call that holds one already
  call->ctx = ctx;

  // One timer per request waiting (a re-sent request joins the call): the wait's end keeps it.
  wait_end end{std::make_shared<asio::steady_timer>(ex_), std::nullopt, {}, deadline};
  call->waiters.push_back(end.waiter);
  int handle = ctx->on_cancel([this, call, waiter = end.waiter, c = ctx.get()] {
    if (call->result) return;
    if (c->cancel_note().empty())  // else its runner said what a cancellation stops
      c->set_cancel_note(call_texts::cancel_note(call->editor_id, call->sent));
    leave(*call, waiter, "cancelled by the MCP client");
    waiter->cancel();
  });
  // Wait for the result until the deadline; from hold_timeout on, look each second whether the
  // editor is blocked with this call still queued behind its main thread: then the call ends now,
  // with the cause (docs/troubleshooting.md), rather than at its deadline with a bare timeout.
  end.begun = steady_clock::now();
  // A task's work may run to its own deadline (its ttl), never shorter than a plain call's.
  const auto dead = std::max(end.begun + deadline, ctx->deadline().value_or(end.begun));
  end.deadline = duration_cast<milliseconds>(dead - end.begun);
  end.waiter->expires_at(std::min(dead, end.begun + options_.hold_timeout));
  std::string asked;  // the dialog a task's client was last asked about (asked once each)
  // When a task's answer was pressed: the editor's health from before it is stale, so the call is
  // not judged blocked until the editor has answered a probe since.
  std::optional<steady_clock::time_point> pressed_at;
  for (;;) {
    co_await end.waiter->async_wait(asio::as_tuple(asio::use_awaitable));
    if (call->result || ctx->cancelled()) break;
    auto now = steady_clock::now();
    if (now >= dead) break;
    // A task's work has nobody waiting on the call itself: a dialog that blocks the editor becomes
    // the task's question, and once pressed the call waits on (issue 46).
    if (!ctx->task_id().empty())
      if (auto dialog = task_dialog_question(registry_, call->editor_id, *ctx);
          dialog && dialog->title != asked) {
        asked = dialog->title;
        if (co_await ask_and_press(&registry_, ctx, call->editor_id, req.tool, std::move(*dialog),
                                   options_.question_timeout)) {
          asked.clear();
          pressed_at = steady_clock::now();
          end.waiter->expires_at(std::min(dead, *pressed_at + options_.hold_timeout));
          continue;
        }
        if (call->result || ctx->cancelled()) break;
      }
    if (pressed_at && !probed_since(call->editor_id, *pressed_at)) {
      end.waiter->expires_at(std::min(dead, now + hold_check_period));
      continue;
    }
    pressed_at.reset();
    if ((end.blocked = blocked_behind(*call))) break;
    end.waiter->expires_at(std::min(dead, now + hold_check_period));
  }
  ctx->remove_on_cancel(handle);
  co_return settle_forward(*ctx, std::move(entry), req, *call, end);
}

// The end of forward(), a plain function: its texts and temporaries stay out of the coroutine's
// frame, which stays small enough for asio to reuse (CMakeLists.txt).
mcp::tool_result call_forwarder::settle_forward(mcp::call_context& ctx, call_log entry,
                                                const call_request& req, pending_call& call,
                                                const wait_end& end) {
  const auto& waiter = end.waiter;
  if (call.result) {
    log_call(ctx, std::move(entry), *call.result, "ok");
    // A joined call has several waiters: each but the last reads a copy, the last takes it.
    std::erase(call.waiters, waiter);
    if (call.waiters.empty()) return std::move(*call.result);
    return *call.result;
  }
  if (ctx.cancelled()) return refused(ctx, std::move(entry), call_texts::cancelled(), "cancelled");
  if (const auto& blocked = end.blocked) {
    bool sent = call.sent;
    if (leave(call, waiter, "held while the editor was blocked")) remember_unsettled(call);
    auto held = duration_cast<seconds>(steady_clock::now() - end.begun).count();
    auto r = text_result(call_texts::held_blocked(
                             req.tool, req.editor_id, held, blocked->summary, blocked->remedy, sent,
                             sent ? call_texts::unknown_outcome_advice(
                                        call.tool, call.repeat_recognised(), call.cli_call_id())
                                  : std::string()),
                         true);
    r["_meta"] =
        json::object{{mcp::meta::error, json::object{{"patchbay", mcp::error_kind::editor_blocked},
                                                     {"state", blocked->summary}}}};
    if (sent) mcp::mark_outcome_unknown(r);
    log_call(ctx, std::move(entry), r, "error");
    return r;
  }
  if (leave(call, waiter, "deadline exceeded")) remember_unsettled(call);
  auto r = text_result(call_texts::deadline_passed(
                           req.tool, req.editor_id, duration_cast<seconds>(end.deadline).count(),
                           call_texts::unknown_outcome_advice(call.tool, call.repeat_recognised(),
                                                              call.cli_call_id())),
                       true);
  mcp::mark_outcome_unknown(r);
  log_call(ctx, std::move(entry), r, "timeout");
  return r;
}

mcp::tool_result call_forwarder::refused(const mcp::call_context& ctx, call_log entry,
                                         const std::string& text, std::string outcome) {
  auto r = text_result(text, true);
  log_call(ctx, std::move(entry), r, std::move(outcome));
  return r;
}

std::shared_ptr<pending_call> call_forwarder::joined(const editor_record& ed,
                                                     const mcp::call_context& ctx) const {
  const mcp::call_identity& identity = ctx.identity();
  if (identity.id.empty()) return nullptr;
  return pending_.find("k-" + identity.id + "/" + ed.id);
}

asio::awaitable<call_forwarder::lease_turn> call_forwarder::take_lease(
    std::shared_ptr<mcp::call_context> ctx, std::string editor_id, std::string tool) {
  lease_party party;
  party.ticket = lease_.next_ticket();
  party.session_id = ctx->session().id();
  party.session = clients_.label(party.session_id);
  party.client = str(ctx->session().client_info(), "name");
  party.tool = tool;
  party.since = system_clock::now();
  const std::uint64_t ticket = party.ticket;
  auto wake = std::make_shared<asio::steady_timer>(ex_);
  auto granted = std::make_shared<bool>(false);
  // A drain the editor's health has already ended (the probe of a newly met editor) does not hold
  // this call up to the next check.
  if (!lease_.draining().empty()) check_drains();
  auto busy = [&](const std::string& why) {
    std::optional<health_state> health;
    if (const editor_record* ed = registry_.find(editor_id)) health = registry_.health_of(*ed);
    auto r = text_result(
        busy_message(editor_id, lease_.holder(editor_id), lease_.queued(editor_id), why,
                     system_clock::now(), lease_retry_after, health ? &*health : nullptr),
        true);
    json::object error{{"patchbay", mcp::error_kind::busy},
                       {"retryAfterMs", lease_retry_after.count()}};
    if (auto d = lease_.describe(editor_id, system_clock::now())) {
      if (auto* h = d->if_contains("holder"); h && h->is_object()) error["holder"] = *h;
      error["queued"] = lease_.queued(editor_id);
    }
    r["_meta"] = json::object{{mcp::meta::error, std::move(error)}};
    return r;
  };
  auto evicted = std::make_shared<bool>(false);
  switch (lease_.request(
      editor_id, std::move(party),
      [wake, granted] {
        *granted = true;
        wake->cancel();
      },
      [wake, evicted] {
        *evicted = true;
        wake->cancel();
      })) {
    case lease_answer::granted:
      co_return lease_turn{lease_hold(lease_, ticket), std::nullopt};
    case lease_answer::full:
      co_return lease_turn{{}, busy(call_texts::lease_queue_full(lease_.max_queue()))};
    case lease_answer::queued:
      break;
  }
  // Queued: the hold leaves the queue (or hands on a turn just granted) unless the turn is taken.
  lease_hold queued(lease_, ticket);
  dashboard_->changed();
  int handle = ctx->on_cancel([wake, c = ctx.get(), editor_id] {
    c->set_cancel_note(call_texts::lease_cancel_note(editor_id));
    wake->cancel();
  });
  const auto until = steady_clock::now() + options_.lease_wait;
  // Wake at the bound, on our turn, on cancellation, and each hold_check_period to end job holds
  // past theirs (which may be what grants this one).
  while (!*granted && !*evicted) {
    auto now = steady_clock::now();
    if (ctx->cancelled() || now >= until) break;
    wake->expires_at(std::min(until, now + hold_check_period));
    co_await wake->async_wait(asio::as_tuple(asio::use_awaitable));
    if (!*granted) check_drains();
  }
  ctx->remove_on_cancel(handle);
  if (*granted && !ctx->cancelled()) {
    dashboard_->changed();
    co_return lease_turn{std::move(queued), std::nullopt};
  }
  queued.reset();
  dashboard_->changed();
  if (*evicted && !ctx->cancelled())
    co_return lease_turn{{}, busy(call_texts::lease_place_given_up())};
  if (ctx->cancelled()) co_return lease_turn{{}, text_result(call_texts::lease_cancelled(), true)};
  co_return lease_turn{{}, busy(call_texts::lease_waited(options_.lease_wait))};
}

void call_forwarder::settle_lease(pending_call& call, mcp::tool_result* result) {
  // A result passed on as text is parsed only when it may name a job.
  bool may_name_job =
      result && (!result->is_text() || result->text().find("jobId") != std::string::npos);
  auto job = may_name_job ? job_of(result->object()) : std::nullopt;
  if (job && !job->running) lease_.job_finished(call.editor_id, job->id);
  if (!call.lease_ticket) return;
  auto ticket = std::exchange(call.lease_ticket, 0);
  auto now = steady_clock::now();
  if (job && job->running)
    lease_.hold_for_job(call.editor_id, ticket, job->id, now + options_.call_timeout);
  else if (!result && call.sent)
    // Abandoned after it was sent: a compile, a refresh or a test run may go on in the editor.
    lease_.drain(call.editor_id, ticket, call.link_id, now, now + options_.call_timeout);
  else
    lease_.release(call.editor_id, ticket);
  dashboard_->changed();
}

void call_forwarder::health_answered(const editor_record& ed) {
  if (const lease_holder* h = lease_.holder(ed.id); h && !h->job_id.empty() && ed.health) {
    const auto& done = ed.health->finished_jobs;
    if (std::find(done.begin(), done.end(), h->job_id) != done.end()) {
      spdlog::info("editor {}: job {} has finished; its lease is released", ed.id, h->job_id);
      lease_.job_finished(ed.id, h->job_id);
      dashboard_->changed();
    }
  }
  if (!lease_.draining().empty()) check_drains();
}

bool call_forwarder::check_drains() {
  bool ended = false;
  for (const auto& [editor, holder] : lease_.draining()) {
    const editor_record* ed = registry_.find(editor);
    bool idle = !ed || ed->where == presence::gone;
    // A probe answered since the call was abandoned, on the current link, says the main thread is
    // not compiling, importing or running that call.
    if (!idle && ed->where == presence::connected && ed->health &&
        ed->health_at > holder.drain_since) {
      const editor_health& h = *ed->health;
      idle = !h.compiling_for_ms && !h.importing_for_ms &&
             (holder.link_id == any_call_link_id ? h.call_id.empty() : h.call_id != holder.link_id);
    }
    // An editor that answered the probe without health (a package older than the probe) cannot
    // say: a hold for what an earlier hub left running ends there.
    if (!idle && holder.link_id == any_call_link_id && ed->where == presence::connected &&
        !ed->health && ed->health_at > holder.drain_since)
      idle = true;
    if (idle) {
      lease_.drained(editor);
      ended = true;
    }
  }
  if (lease_.expire(steady_clock::now())) ended = true;
  if (ended) dashboard_->changed();
  return ended;
}

std::optional<health_state> call_forwarder::blocked_behind(const pending_call& call) const {
  const editor_record* ed = registry_.find(call.editor_id);
  if (!ed) return std::nullopt;
  auto h = registry_.health_of(*ed);
  if (!h || h->kind != health_kind::blocked) return std::nullopt;
  // The call the main thread is running is not held: it is running (its deadline applies).
  if (ed->health && ed->health->call_id == call.link_id) return std::nullopt;
  return h;
}

bool call_forwarder::probed_since(const std::string& editor_id,
                                  steady_clock::time_point since) const {
  const editor_record* ed = registry_.find(editor_id);
  return !ed || ed->health_at > since;
}

bool call_forwarder::leave(pending_call& call, const std::shared_ptr<asio::steady_timer>& waiter,
                           std::string_view reason) {
  std::erase(call.waiters, waiter);
  if (!call.waiters.empty()) return false;
  abandon(call, reason);
  return true;
}

void call_forwarder::remember_unsettled(const pending_call& call) {
  // Never sent: it did not run. Named by the client: its call id recognises the repeat. A
  // sessionless client's: not recognisable (repeat_recognised).
  if (!call.sent || !call.call_id.empty() || call.sessionless) return;
  unsettled_.remember(unsettled_calls::key_of(call.session_label, call.editor_id, call.tool,
                                              arguments_of(call.message)),
                      call.root_link_id, steady_clock::now());
}

void call_forwarder::abandon(pending_call& call, std::string_view reason) {
  if (editor_record* ed = registry_.find(call.editor_id)) {
    if (call.sent && ed->link)
      ed->link->send(cancelled_notification(call.link_id, reason));
    else if (call.sent)
      // The editor is reloading or reconnecting: tell it once it is back (a resumable call such
      // as a test run would otherwise go on).
      cancel_on_return_[ed->id].push_back(call.link_id);
  }
  pending_.remove(call);
  settle_lease(call, nullptr);
}

void call_forwarder::send(editor_record& ed, pending_call& call) {
  if (!ed.link) return;
  ed.link->send_text(call.message);
  call.sent = true;
}

void call_forwarder::complete(const std::shared_ptr<pending_call>& call, mcp::tool_result result) {
  call->result = std::move(result);
  pending_.remove(*call);
  settle_lease(*call, &*call->result);
  for (auto& w : call->waiters) w->cancel();
}

// ---- editors coming and going -------------------------------------------------------------------

void call_forwarder::fail_pending(const std::string& editor_id, bool only_sent,
                                  const std::string& why_started,
                                  const std::string& why_not_started,
                                  std::string_view sent_outcome) {
  for (const auto& call : pending_.of_editor(editor_id)) {  // a copy: complete() changes the set
    if (only_sent && !call->sent) continue;
    if (!call->sent) {
      complete(call, text_result(why_not_started, true));
      continue;
    }
    if (sent_outcome.empty()) {
      complete(call, text_result(why_started, true));
      continue;
    }
    // A stopping hub forgets what it remembers: no advice about repeats (the front end re-sends).
    bool remembered = sent_outcome == mcp::outcome_unknown;
    auto r =
        text_result(remembered ? why_started + " " +
                                     call_texts::unknown_outcome_advice(
                                         call->tool, call->repeat_recognised(), call->cli_call_id())
                               : why_started,
                    true);
    mcp::mark_outcome_unknown(r, sent_outcome);
    if (remembered) remember_unsettled(*call);
    complete(call, std::move(r));
  }
}

void call_forwarder::editor_registered(editor_record& ed, bool same_process) {
  auto cancels = std::move(cancel_on_return_[ed.id]);
  cancel_on_return_.erase(ed.id);
  if (same_process) {
    for (const auto& link_id : cancels)
      ed.link->send(
          cancelled_notification(link_id, "cancelled by the MCP client while the editor was away"));
  } else {
    lease_.editor_gone(ed.id);  // a job of the earlier process cannot finish
    fail_pending(ed.id, true, call_texts::restarted_while_running(ed.id), "");
  }
  // The first link of this editor to this hub (after the restart check above, which ends a lease
  // of an earlier process): it may still run a call that changes the whole editor, started through
  // an earlier hub that stopped or was killed (issue 44: another agent's compile was sent into the
  // first one's and killed by its reload). Its lease drains until the editor's health says it runs
  // nothing; the probe goes out now.
  if (met_editors_.insert(ed.id).second && ed.link) {
    lease_party unknown;
    unknown.session = "an earlier hub";
    unknown.client = "(unknown)";
    unknown.tool = "whatever the editor was running for an earlier Patchbay hub";
    unknown.since = system_clock::now();
    auto now = steady_clock::now();
    lease_.hold_unknown(ed.id, std::move(unknown), now, now + options_.call_timeout);
    ed.link->probe_now();
  }
  for (const auto& call : pending_.of_editor(ed.id)) send(ed, *call);
}

void call_forwarder::editor_gone(editor_record& ed, presence was) {
  const std::string& id = ed.id;
  lease_.editor_gone(id);
  met_editors_.erase(id);
  if (was == presence::connected) {
    fail_pending(id, false, call_texts::closed_while_running(id),
                 call_texts::closed_before_sent(id));
    return;
  }
  bool reloading = was == presence::reloading;
  std::string why = call_texts::did_not_come_back(
      id, reloading, ed.from_cache,
      duration_cast<seconds>(reloading ? options_.reload_timeout : options_.editor_grace));
  // The editor process may still be running the call (stalled, or its reload slow): the outcome is
  // unknown, and the answer says how its repeat is recognised.
  fail_pending(id, false, why + "The call had been sent to it.",
               why + "The call was never sent to it and did not run.", mcp::outcome_unknown);
}

void call_forwarder::stop() {
  for (const auto& id : pending_.editors())
    fail_pending(id, false, call_texts::hub_stopping_sent(id),
                 call_texts::hub_stopping_not_sent(id), mcp::outcome_hub_stopped);
}

// ---- what editors send back ---------------------------------------------------------------------

bool call_forwarder::handle_response(editor_record& ed, const jsonrpc::id& id,
                                     jsonrpc::outcome<json::value> result) {
  // Responses to ids we never issued, or to calls of another editor, are lies: ignore them.
  auto call = pending_.answered_by(ed.id, id.to_string());
  if (!call) return false;
  if (!result)
    complete(call, text_result(call_texts::could_not_run(ed.id, call->tool, result.error().message),
                               true));
  else if (!result->is_object())
    complete(call, text_result(call_texts::malformed_result(ed.id, call->tool), true));
  else
    complete(call, std::move(result->as_object()));
  return true;
}

bool call_forwarder::handle_result_text(editor_record& ed, const jsonrpc::id& id,
                                        std::string_view result, bool is_error) {
  auto call = pending_.answered_by(ed.id, id.to_string());
  if (!call) return false;
  complete(call, mcp::tool_result::passed_on(std::string(result), is_error));
  return true;
}

void call_forwarder::handle_progress(const editor_record& ed, const json::object& p) {
  auto token = p.if_contains("progressToken");
  auto id = token ? jsonrpc::id::from_json(*token) : std::nullopt;
  if (!id) return;
  auto call = pending_.answered_by(ed.id, id->to_string());
  if (!call) return;
  auto ctx = call->ctx.lock();
  auto* progress = p.if_contains("progress");
  if (!ctx || !progress || !progress->is_number()) return;
  boost::system::error_code ec;
  std::optional<double> total;
  if (auto* t = p.if_contains("total"); t && t->is_number()) total = t->to_number<double>(ec);
  ctx->progress(progress->to_number<double>(ec), total, str(p, "message"));
}

// ---- fan-out ------------------------------------------------------------------------------------

asio::awaitable<void> call_forwarder::fan_out_one(call_forwarder* self,
                                                  std::shared_ptr<mcp::call_context> ctx,
                                                  std::shared_ptr<fan_out_state> state,
                                                  std::size_t index) {
  call_request request{state->editors[index], state->tool, state->arguments, "argument"};
  auto r = co_await self->forward(ctx, std::move(request));
  state->results[index] = std::move(r).take();
  if (--state->remaining == 0) state->done.cancel();
}

asio::awaitable<json::object> call_forwarder::fan_out(std::shared_ptr<mcp::call_context> ctx,
                                                      std::vector<std::string> editors,
                                                      std::string tool, json::object arguments) {
  auto state = std::make_shared<fan_out_state>(ex_);
  state->editors = std::move(editors);
  state->tool = std::move(tool);
  state->arguments = std::move(arguments);
  state->results.resize(state->editors.size());
  state->remaining = state->editors.size();
  for (std::size_t i = 0; i < state->editors.size(); ++i)
    asio::co_spawn(ex_, fan_out_one(this, ctx, state, i), asio::detached);
  while (state->remaining > 0) {
    state->done.expires_after(hours(24));
    co_await state->done.async_wait(asio::as_tuple(asio::use_awaitable));
  }
  json::array content, results;
  bool all_failed = true;
  for (std::size_t i = 0; i < state->editors.size(); ++i) {
    const std::string& editor = state->editors[i];
    json::object& r = state->results[i];
    bool failed = is_error_result(r);
    all_failed = all_failed && failed;
    content.push_back(
        mcp::text_content("[" + editor + "] " + (failed ? "error: " : "") + text_of(r)));
    json::object entry{{"editor", editor}, {"isError", failed}};
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
