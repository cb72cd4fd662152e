// The tasks of one session (mcp/task_service.hpp).
#include "mcp/task_service.hpp"

#include "mcp/call_context.hpp"
#include "mcp/call_identity.hpp"
#include "mcp/cursor.hpp"
#include "mcp/methods.hpp"
#include "mcp/protocol_version.hpp"
#include "mcp/server.hpp"
#include "mcp/session.hpp"
#include "mcp/stateless.hpp"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <algorithm>
#include <cstdio>

namespace patchbay::mcp {

namespace asio = boost::asio;
using jsonrpc::make_error;

namespace {

constexpr std::string_view related_task_key = "io.modelcontextprotocol/related-task";
// The 2026-07-28 wire has no session: its tasks share one owner, and the task id (128 random
// bits) is what only their creator knows.
constexpr std::string_view stateless_owner = "stateless";

jsonrpc::error invalid_params(std::string message) {
  return make_error(jsonrpc::invalid_params, std::move(message));
}

// The same answer for an unknown, expired and another session's task: ids leak nothing.
jsonrpc::error task_not_found(std::string_view id) {
  return invalid_params("Task not found: " + std::string(id) +
                        " (unknown, expired, or not this session's task)");
}

jsonrpc::outcome<std::string> read_task_id(const json::object& params, std::string_view method) {
  auto id = jsonrpc::get_string(params, "taskId");
  if (!id)
    return invalid_params("Invalid params: " + std::string(method) + " needs a string \"taskId\"");
  return std::string(*id);
}

}  // namespace

bool task_service::offered() const {
  return session_.ready() && !session_.stateless_only() &&
         version_at_least(session_.protocol_version(), "2025-11-25");
}

void task_service::session_closed(bool server_stopping) {
  task_store& store = session_.server().tasks();
  for (const auto& task_id : store.working_ids(session_.task_owner())) {
    const task* t = store.get(task_id);
    if (server_stopping && t && t->persistent) continue;
    store.cancel(task_id, "session closed");
  }
}

std::size_t task_service::adopt(std::string_view previous_owner) {
  task_store& store = session_.server().tasks();
  std::size_t n = store.adopt(previous_owner, session_.task_owner());
  if (n) store.changed();
  return n;
}

task_service::handler_result task_service::start(std::shared_ptr<call_context> ctx,
                                                 std::optional<std::chrono::milliseconds> ttl,
                                                 std::string name, json::object args,
                                                 bool extension) {
  mcp::server& server = session_.server();
  task& t =
      server.tasks().create(extension ? std::string(stateless_owner) : session_.task_owner(), ttl);
  t.tool_error_completes = extension;
  // Kept across a hub restart: a task of no session, or of a session whose owner outlives the hub.
  const bool kept = extension || session_.tasks_durable();
  std::string id = t.id;
  // The work outlives this request: its own context, which the task's cancellation (tasks/cancel,
  // the session closing) cancels. It keeps the progress token, valid for the task's lifetime.
  auto work = std::make_shared<call_context>(
      session_.shared_from_this(), jsonrpc::id("patchbay-task-" + id), ctx->progress_token());
  work->set_call_identity(ctx->identity());
  if (kept) {
    // Such a task outlives this hub (hub/task_persistence.hpp): its work goes out under a call id
    // (the client's, else one from the task id) that a later hub sends again, so the editor's
    // call record answers it rather than running the work twice.
    call_identity identity = ctx->identity();
    if (identity.id.empty()) identity.id = "task-" + id;
    t.tool = name;
    t.arguments = args;
    t.call_id = identity.id;
    t.persistent = true;
    work->set_call_identity(std::move(identity));
  }
  work->set_task_id(id);
  // Nobody waits on the work's answer but the task, whose result must be written before its ttl.
  work->set_deadline(std::chrono::steady_clock::now() + t.ttl);
  if (const auto* meta = ctx->stateless()) work->set_stateless(*meta);
  // What the request's MRTR rounds gathered before the task (tool_entry::before_task).
  work->set_input(ctx->input_responses(), ctx->request_state());
  t.stop_work = [weak = std::weak_ptr<call_context>(work)] {
    auto w = weak.lock();
    if (!w) return std::string();
    w->cancel("task cancelled");
    return w->cancel_note();
  };
  // tasks/get shows how far the work got: its latest progress is the task's status message, and
  // a session that can take notifications is told each new one (notifications/tasks/status).
  work->set_progress_observer(
      [&store = server.tasks(), id, weak = std::weak_ptr<session>(session_.shared_from_this())](
          double value, std::optional<double> total, std::string_view message) {
        if (!store.set_status(id, task_status::working,
                              task_progress_message(value, total, message)))
          return;
        if (auto self = weak.lock()) self->tasks().notify_status(id);
      });
  json::value created;
  if (extension) {
    json::object flat = extension_task_json(t, false);
    flat["resultType"] = "task";
    created = std::move(flat);
  } else {
    created = json::object{{"task", task_json(t)}};
  }
  // A task promised to outlive this hub must be on disk before it is answered "working": one that
  // cannot be written (a full disk) is refused, and its work never starts.
  if (auto unsaved = server.tasks().changed(); unsaved && kept) {
    server.tasks().discard(id);
    return jsonrpc::make_error(
        jsonrpc::internal_error,
        "The hub cannot keep this task (" + *unsaved +
            "), so it did not start it: nothing ran. Free space in the hub's state directory, or "
            "call the tool without a task.");
  }
  asio::co_spawn(session_.executor(), run(work, id, std::move(name), std::move(args)),
                 asio::detached);
  return created;
}

asio::awaitable<void> task_service::run(std::shared_ptr<call_context> work, std::string task_id,
                                        std::string name, json::object args) {
  auto self = session_.shared_from_this();
  mcp::server& server = session_.server();
  handler_result r = co_await session_.invoke_tool(work, std::move(name), std::move(args));
  work->finish();
  // The hub is stopping with the call still in its editor: a task kept on disk stays working, and
  // the next hub sends the call again (its outcome is not this answer).
  const task* t = server.tasks().get(task_id);
  if (t && t->persistent && r && r->is_object() &&
      outcome_of(r->get_object()) == outcome_hub_stopped)
    co_return;
  // Cancelled meanwhile (tasks/cancel, or the session closed): the store keeps "cancelled".
  if (server.tasks().finish(task_id, std::move(r))) notify_status(task_id);
}

void task_service::notify_status(std::string_view task_id) {
  task* t = session_.server().tasks().find(task_id, session_.task_owner());
  if (!t || session_.closed()) return;
  session_.send(jsonrpc::make_notification(method::tasks_status, task_json(*t)), std::nullopt);
}

asio::awaitable<task_service::handler_result> task_service::ask_input(
    call_context& ctx, std::string method, json::object params, std::chrono::milliseconds timeout) {
  auto self = session_.shared_from_this();
  mcp::server& server = session_.server();
  std::string task_id = ctx.task_id();
  auto answer = std::make_shared<std::optional<json::value>>();
  auto wake = std::make_shared<asio::steady_timer>(session_.executor(), timeout);
  auto key = server.tasks().ask_input(
      task_id, json::object{{"method", method}, {"params", std::move(params)}},
      [answer, wake](json::value v) {
        *answer = std::move(v);
        wake->cancel();
      });
  if (!key) co_return make_error(jsonrpc::request_cancelled, "Task " + task_id + " has ended");
  int handle = ctx.on_cancel([wake] { wake->cancel(); });
  co_await wake->async_wait(asio::as_tuple(asio::use_awaitable));
  ctx.remove_on_cancel(handle);
  if (*answer) co_return std::move(**answer);
  server.tasks().withdraw_input(task_id, *key);
  if (ctx.cancelled()) co_return make_error(jsonrpc::request_cancelled, "Request cancelled");
  co_return make_error(jsonrpc::server_error,
                       "The client did not answer " + method + " of task " + task_id + " within " +
                           std::to_string(timeout.count() / 1000) + " s (tasks/update)");
}

task_service::handler_result task_service::get(const json::object& params) {
  mcp::server& server = session_.server();
  auto id = read_task_id(params, method::tasks_get);
  if (!id) return id.error();
  task* t = server.tasks().find(*id, session_.task_owner());
  if (!t) return task_not_found(*id);
  return json::value(task_json(*t));
}

asio::awaitable<task_service::handler_result> task_service::result(
    std::shared_ptr<call_context> ctx, json::object params) {
  auto self = session_.shared_from_this();
  mcp::server& server = session_.server();
  auto id = read_task_id(params, method::tasks_result);
  if (!id) co_return id.error();
  task* t = server.tasks().find(*id, session_.task_owner());
  if (!t) co_return task_not_found(*id);
  if (!is_terminal(t->status)) {
    // tasks.mdx: tasks/result blocks until the task is terminal. The store wakes us; so does
    // cancellation of this request (its answer is then dropped).
    auto wake = std::make_shared<asio::steady_timer>(session_.executor(),
                                                     asio::steady_timer::time_point::max());
    t->on_terminal.push_back([wake] { wake->cancel(); });
    int handle = ctx->on_cancel([wake] { wake->cancel(); });
    co_await wake->async_wait(asio::as_tuple(asio::use_awaitable));
    ctx->remove_on_cancel(handle);
    if (ctx->cancelled()) co_return make_error(jsonrpc::request_cancelled, "Request cancelled");
    t = server.tasks().find(*id, session_.task_owner());
    if (!t) co_return task_not_found(*id);
  }
  if (!t->answer)
    co_return make_error(jsonrpc::request_cancelled,
                         "Task " + *id + " was cancelled before its work produced a result");
  if (!*t->answer) co_return t->answer->error();
  json::value result = **t->answer;
  if (json::object* o = result.if_object()) {
    json::value& meta = (*o)["_meta"];
    if (!meta.is_object()) meta = json::object{};
    meta.get_object()[related_task_key] = json::object{{"taskId", *id}};
  }
  co_return result;
}

task_service::handler_result task_service::list(const json::object& params) {
  mcp::server& server = session_.server();
  std::vector<json::object> mine;
  for (const task* t : server.tasks().list(session_.task_owner())) mine.push_back(task_json(*t));
  const json::value* c = params.if_contains("cursor");
  std::size_t offset = 0;
  if (c && !c->is_null()) {
    auto decoded = c->is_string() ? decode_cursor("tasks", c->get_string()) : std::nullopt;
    if (!decoded || *decoded > mine.size()) return invalid_params("Invalid cursor");
    offset = *decoded;
  }
  std::size_t end = std::min(mine.size(), offset + server.options().page_size);
  json::array page;
  for (std::size_t i = offset; i < end; ++i) page.push_back(std::move(mine[i]));
  json::object result{{"tasks", std::move(page)}};
  if (end < mine.size()) result["nextCursor"] = encode_cursor("tasks", end);
  return json::value(std::move(result));
}

task_service::handler_result task_service::cancel(const json::object& params) {
  mcp::server& server = session_.server();
  auto id = read_task_id(params, method::tasks_cancel);
  if (!id) return id.error();
  task* t = server.tasks().find(*id, session_.task_owner());
  if (!t) return task_not_found(*id);
  if (is_terminal(t->status))
    return invalid_params("Cannot cancel task " + *id + ": it is already " +
                          std::string(to_string(t->status)));
  // The running call learns it as any cancelled call does (timers, the editor's cancel).
  server.tasks().cancel(*id, "cancelled by the client");
  json::object cancelled = task_json(*t);
  notify_status(*id);
  return json::value(std::move(cancelled));
}

task_service::handler_result task_service::extension(const call_context& ctx,
                                                     std::string_view method,
                                                     const json::object& params) {
  mcp::server& server = session_.server();
  if (!ctx.stateless() || !stateless::declares_tasks_extension(*ctx.stateless()))
    return stateless::tasks_extension_missing(method);
  auto id = read_task_id(params, method);
  if (!id) return id.error();
  task* t = server.tasks().find(*id, stateless_owner);
  if (!t) return task_not_found(*id);
  if (method == method::tasks_get) return json::value(extension_task_json(*t, true));
  // tasks/cancel: an empty ack, also for a task that already ended (idempotent in SEP-2663).
  if (method == method::tasks_cancel) server.tasks().cancel(*id, "cancelled by the client");
  if (method == method::tasks_update) {
    // The answers to the task's inputRequests (SEP-2663): an empty ack; the task's state shows on
    // the next tasks/get. Keys that wait on nothing (answered already) are ignored.
    const json::value* responses = params.if_contains("inputResponses");
    if (!responses || !responses->is_object())
      return invalid_params("Invalid params: tasks/update needs an \"inputResponses\" object");
    server.tasks().answer_inputs(*id, responses->get_object());
  }
  return json::value(json::object{});
}

}  // namespace patchbay::mcp
