// The 2025-11-25 tasks of a session (basic/utilities/tasks.mdx): a task-augmented tools/call is
// answered at once with its task while the tool runs on as the task's work; tasks/get, /result,
// /list and /cancel reach only this session's tasks (mcp/task_store.hpp keeps them).
#include "mcp/call_context.hpp"
#include "mcp/cursor.hpp"
#include "mcp/methods.hpp"
#include "mcp/protocol_version.hpp"
#include "mcp/server.hpp"
#include "mcp/session.hpp"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>

namespace patchbay::mcp {

namespace asio = boost::asio;
using jsonrpc::make_error;

namespace {

constexpr std::string_view related_task_key = "io.modelcontextprotocol/related-task";

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
  if (!id) return invalid_params("Invalid params: " + std::string(method) + " needs a string \"taskId\"");
  return std::string(*id);
}

// params.task of a task-augmented request: an object with an optional ttl in milliseconds.
jsonrpc::outcome<std::optional<std::chrono::milliseconds>> read_task_param(const json::value& v) {
  using result = std::optional<std::chrono::milliseconds>;
  const json::object* o = v.if_object();
  if (!o) return invalid_params("Invalid params: \"task\" must be an object, e.g. {\"ttl\": 60000}");
  const json::value* ttl = o->if_contains("ttl");
  if (!ttl || ttl->is_null()) return result{};
  if (ttl->is_uint64()) return result{std::chrono::milliseconds(ttl->get_uint64())};
  if (ttl->is_int64() && ttl->get_int64() >= 0)
    return result{std::chrono::milliseconds(ttl->get_int64())};
  return invalid_params(
      "Invalid params: task.ttl must be a non-negative integer number of milliseconds");
}

}  // namespace

bool session::tasks_offered() const {
  return ready_ && !stateless_only_ && version_at_least(protocol_version_, "2025-11-25");
}

session::handler_result session::start_task(std::shared_ptr<call_context> ctx,
                                            const json::value& task_param, std::string name,
                                            json::object args) {
  auto ttl = read_task_param(task_param);
  if (!ttl) return ttl.error();
  task& t = server_.tasks().create(task_owner(), *ttl);
  std::string id = t.id;
  json::object created = task_json(t);
  // The work outlives this request: its own context (tasks/cancel and close reach it), keeping
  // the progress token, which stays valid for the task's lifetime.
  auto work = std::make_shared<call_context>(shared_from_this(), jsonrpc::id("patchbay-task-" + id),
                                             ctx->progress_token());
  work->set_call_identity(ctx->identity());
  task_work_.emplace(id, work);
  asio::co_spawn(executor(), run_task(work, id, std::move(name), std::move(args)), asio::detached);
  return json::value(json::object{{"task", std::move(created)}});
}

asio::awaitable<void> session::run_task(std::shared_ptr<call_context> work, std::string task_id,
                                        std::string name, json::object args) {
  auto self = shared_from_this();
  handler_result r = co_await invoke_tool(work, std::move(name), std::move(args));
  work->finish();
  task_work_.erase(task_id);
  // Cancelled meanwhile (tasks/cancel, or the session closed): the store keeps "cancelled".
  if (server_.tasks().finish(task_id, std::move(r))) notify_task_status(task_id);
}

void session::notify_task_status(std::string_view task_id) {
  task* t = server_.tasks().find(task_id, task_owner());
  if (!t || closed()) return;
  send(jsonrpc::make_notification(method::tasks_status, task_json(*t)), std::nullopt);
}

session::handler_result session::on_tasks_get(const json::object& params) {
  auto id = read_task_id(params, method::tasks_get);
  if (!id) return id.error();
  task* t = server_.tasks().find(*id, task_owner());
  if (!t) return task_not_found(*id);
  return json::value(task_json(*t));
}

asio::awaitable<session::handler_result> session::on_tasks_result(std::shared_ptr<call_context> ctx,
                                                                  json::object params) {
  auto self = shared_from_this();
  auto id = read_task_id(params, method::tasks_result);
  if (!id) co_return id.error();
  task* t = server_.tasks().find(*id, task_owner());
  if (!t) co_return task_not_found(*id);
  if (!is_terminal(t->status)) {
    // tasks.mdx: tasks/result blocks until the task is terminal. The store wakes us; so does
    // cancellation of this request (its answer is then dropped).
    auto wake = std::make_shared<asio::steady_timer>(executor(),
                                                     asio::steady_timer::time_point::max());
    t->on_terminal.push_back([wake] { wake->cancel(); });
    int handle = ctx->on_cancel([wake] { wake->cancel(); });
    co_await wake->async_wait(asio::as_tuple(asio::use_awaitable));
    ctx->remove_on_cancel(handle);
    if (ctx->cancelled()) co_return make_error(jsonrpc::request_cancelled, "Request cancelled");
    t = server_.tasks().find(*id, task_owner());
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

session::handler_result session::on_tasks_list(const json::object& params) {
  std::vector<json::object> mine;
  for (const task* t : server_.tasks().list(task_owner())) mine.push_back(task_json(*t));
  const json::value* c = params.if_contains("cursor");
  std::size_t offset = 0;
  if (c && !c->is_null()) {
    auto decoded = c->is_string() ? decode_cursor("tasks", c->get_string()) : std::nullopt;
    if (!decoded || *decoded > mine.size()) return invalid_params("Invalid cursor");
    offset = *decoded;
  }
  std::size_t end = std::min(mine.size(), offset + server_.options().page_size);
  json::array page;
  for (std::size_t i = offset; i < end; ++i) page.push_back(std::move(mine[i]));
  json::object result{{"tasks", std::move(page)}};
  if (end < mine.size()) result["nextCursor"] = encode_cursor("tasks", end);
  return json::value(std::move(result));
}

session::handler_result session::on_tasks_cancel(const json::object& params) {
  auto id = read_task_id(params, method::tasks_cancel);
  if (!id) return id.error();
  task* t = server_.tasks().find(*id, task_owner());
  if (!t) return task_not_found(*id);
  if (is_terminal(t->status))
    return invalid_params("Cannot cancel task " + *id + ": it is already " +
                          std::string(to_string(t->status)));
  server_.tasks().cancel(*id, "cancelled by the client");
  // The running call learns it as any cancelled call does (timers, the editor's cancel).
  if (auto it = task_work_.find(*id); it != task_work_.end()) {
    auto work = it->second;
    task_work_.erase(it);
    work->cancel("task cancelled by the client");
  }
  json::object cancelled = task_json(*t);
  notify_task_status(*id);
  return json::value(std::move(cancelled));
}

}  // namespace patchbay::mcp
