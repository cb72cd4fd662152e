#pragma once
// The tasks of one session (basic/utilities/tasks.mdx, 2025-11-25; the 2026-07-28 tasks extension,
// SEP-2663): a task-augmented tools/call is answered at once with its task while the tool runs on
// as the task's work; tasks/get, /result, /list and /cancel reach only this session's tasks, and
// the extension's tasks/get, /cancel and /update the session-less ones (whose 128-bit id is what
// only their creator knows). The tasks themselves are in the server's store (mcp/task_store.hpp);
// this service is the session's door to them, and the session routes the methods here.
//
// Contract: one per session, on the session's executor; the session outlives it (a member). The
// work of a task holds the session (shared_from_this) until it ends.

#include "jsonrpc/message.hpp"

#include <boost/asio/awaitable.hpp>

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace patchbay::mcp {

class session;
class call_context;

class task_service {
 public:
  using handler_result = jsonrpc::outcome<boost::json::value>;

  explicit task_service(session& s) : session_(s) {}
  task_service(const task_service&) = delete;
  task_service& operator=(const task_service&) = delete;

  // Offered to initialized sessions of 2025-11-25 or later (not to a 2026-07-28-only one, whose
  // tasks are the extension's).
  bool offered() const;
  // Starts `name` as a task's work and answers at once: the CreateTaskResult of 2025-11-25, or the
  // extension's flat task (`extension`). A task promised to outlive the hub that cannot be written
  // to disk is refused, and its work never starts.
  handler_result start(std::shared_ptr<call_context> ctx,
                       std::optional<std::chrono::milliseconds> ttl, std::string name,
                       boost::json::object args, bool extension);
  // A request of a task's work to the client (elicitation, sampling): one of the task's
  // inputRequests (input_required) until tasks/update answers it, the timeout passes or the task
  // is cancelled.
  boost::asio::awaitable<handler_result> ask_input(call_context& ctx, std::string method,
                                                   boost::json::object params,
                                                   std::chrono::milliseconds timeout);
  // Tells the session's client a task's new status (notifications/tasks/status).
  void notify_status(std::string_view task_id);
  // The session ends: its tasks' work stops, unless the server ends it (`server_stopping`) and a
  // task is kept on disk (the next hub resumes it for the session that takes these over).
  void session_closed(bool server_stopping);
  // Takes over the tasks of `previous_owner` (a session of an earlier hub); how many.
  std::size_t adopt(std::string_view previous_owner);

  // The 2025-11-25 methods.
  handler_result get(const boost::json::object& params);
  boost::asio::awaitable<handler_result> result(std::shared_ptr<call_context> ctx,
                                                boost::json::object params);
  handler_result list(const boost::json::object& params);
  handler_result cancel(const boost::json::object& params);
  // tasks/get, tasks/cancel and tasks/update of the 2026-07-28 extension.
  handler_result extension(const call_context& ctx, std::string_view method,
                           const boost::json::object& params);

 private:
  boost::asio::awaitable<void> run(std::shared_ptr<call_context> work, std::string task_id,
                                   std::string name, boost::json::object args);

  session& session_;
};

}  // namespace patchbay::mcp
