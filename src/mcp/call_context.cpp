#include "mcp/call_context.hpp"

#include "mcp/methods.hpp"
#include "mcp/server.hpp"
#include "mcp/session.hpp"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <cmath>

namespace patchbay::mcp {

namespace asio = boost::asio;

namespace {
// Whole numbers go out as integers ("50", not "5E1").
json::value json_number(double v) {
  if (std::floor(v) == v && std::fabs(v) < 9.0e15) return json::value(static_cast<std::int64_t>(v));
  return json::value(v);
}
}  // namespace

call_context::call_context(std::shared_ptr<mcp::session> owner, jsonrpc::id request_id,
                           json::value progress_token)
    : session_(std::move(owner)),
      request_id_(std::move(request_id)),
      progress_token_(std::move(progress_token)) {}

asio::any_io_executor call_context::executor() const { return session_->executor(); }

void call_context::cancel(std::string reason) {
  if (cancelled_) return;
  cancelled_ = true;
  cancel_reason_ = std::move(reason);
  auto callbacks = std::move(on_cancel_);
  on_cancel_.clear();
  for (auto& [handle, f] : callbacks) f();
}

int call_context::on_cancel(std::function<void()> f) {
  int h = ++next_handle_;
  if (cancelled_) {
    f();
    return h;
  }
  on_cancel_.emplace(h, std::move(f));
  return h;
}

void call_context::remove_on_cancel(int handle) { on_cancel_.erase(handle); }

void call_context::progress(double value, std::optional<double> total, std::string_view message) {
  if (finished_ || cancelled_) return;
  if (progress_observer_) progress_observer_(value, total, message);
  if (!has_progress_token()) return;
  if (last_progress_ && value <= *last_progress_) return;
  last_progress_ = value;
  json::object params{{"progressToken", progress_token_}, {"progress", json_number(value)}};
  if (total) params["total"] = json_number(*total);
  if (!message.empty()) params["message"] = message;
  session_->send(jsonrpc::make_notification(method::progress, std::move(params)), request_id_);
}

bool call_context::client_supports(std::string_view capability) const {
  if (stateless_) return stateless_->client_capabilities.contains(capability);
  return session_->client_supports(capability);
}

bool call_context::client_declares_extension(std::string_view name) const {
  const json::object& caps =
      stateless_ ? stateless_->client_capabilities : session_->client_capabilities();
  const json::value* e = caps.if_contains("extensions");
  return e && e->is_object() && e->get_object().contains(name);
}

void call_context::log(log_level level, std::string_view logger, json::value data) {
  if (finished_ || cancelled_) return;
  if (!stateless_) {
    session_->log(level, logger, std::move(data), request_id_);
    return;
  }
  if (!stateless_->min_log_level || level < *stateless_->min_log_level) return;
  json::object params{{"level", to_string(level)}, {"data", std::move(data)}};
  if (!logger.empty()) params["logger"] = logger;
  session_->send(jsonrpc::make_notification(method::message, std::move(params)), request_id_);
}

asio::awaitable<bool> call_context::sleep(std::chrono::milliseconds d) {
  if (cancelled_) co_return false;
  asio::steady_timer timer(executor(), d);
  int handle = on_cancel([&timer] { timer.cancel(); });
  co_await timer.async_wait(asio::as_tuple(asio::use_awaitable));
  remove_on_cancel(handle);
  co_return !cancelled_;
}

asio::awaitable<jsonrpc::outcome<json::value>> call_context::request_client(
    std::string method, json::object params, std::chrono::milliseconds timeout) {
  if (stateless_) {
    std::string_view capability = method == "sampling/createMessage" ? "sampling"
                                  : method == "elicitation/create"   ? "elicitation"
                                  : method == "roots/list"           ? "roots"
                                                                     : "";
    if (!capability.empty() && !client_supports(capability))
      co_return stateless::missing_capability_error(capability);
    // A task's work asks through its task (input_required, answered by tasks/update).
    if (!task_id_.empty())
      co_return co_await session_->tasks().ask_input(*this, std::move(method), std::move(params),
                                                     timeout);
    co_return jsonrpc::make_error(jsonrpc::server_error,
                                  "This server cannot ask a 2026-07-28 client for " + method +
                                      " in the middle of a plain call (the revision has no "
                                      "server-to-client requests); tools that need input answer "
                                      "with an InputRequiredResult, or run as tasks");
  }
  if (task_id_.empty())
    co_return co_await session_->request_client(std::move(method), std::move(params), request_id_,
                                                timeout, this);
  // A 2025-11-25 task's work (tasks.mdx): the task is input_required while the request waits, and
  // the request names its task (related-task), so the client can show whose question it is.
  auto self = session_;  // the session outlives the wait
  std::string task_id = task_id_;
  json::value& meta = params["_meta"];
  if (!meta.is_object()) meta = json::object{};
  meta.get_object()["io.modelcontextprotocol/related-task"] = json::object{{"taskId", task_id}};
  auto key = self->server().tasks().ask_input(
      task_id, json::object{{"method", method}, {"params", params}}, [](json::value) {});
  if (key) self->tasks().notify_status(task_id);
  auto answer = co_await self->request_client(std::move(method), std::move(params), request_id_,
                                              timeout, this);
  if (key) {
    self->server().tasks().withdraw_input(task_id, *key);
    self->tasks().notify_status(task_id);
  }
  co_return answer;
}

}  // namespace patchbay::mcp
