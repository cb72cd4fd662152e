#pragma once
// The tasks of MCP's task-augmented requests (basic/utilities/tasks.mdx, 2025-11-25): what each
// task is, who owns it, how far it got, and its final answer, kept for the task's ttl.
//
//   working ──finish──▶ completed | failed        (terminal; forgotten ttl after creation)
//      │ ▲ └───cancel───▶ cancelled
//  ask │ │ every input answered (tasks/update)
//      ▼ │
//   input_required                                 (its work waits on the client: inputRequests)
//
// Contract: one store per server, on the server's executor (no locks, no I/O). Every lookup takes
// the caller's owner (the session that created the task): another owner's task id is answered
// exactly as an unknown one, so task ids leak nothing across clients. Ids are 128 random bits.
// A task is forgotten once its ttl has passed since creation, but never while it is still
// working: its work still belongs to it and will write its answer. The clock is injected so
// expiry is tested without waiting.

#include "jsonrpc/message.hpp"

#include <chrono>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace patchbay::mcp {

namespace json = boost::json;

enum class task_status { working, input_required, completed, failed, cancelled };
std::string_view to_string(task_status s);
bool is_terminal(task_status s);

struct task {
  using clock = std::chrono::system_clock;
  std::string id;
  std::string owner;
  std::uint64_t sequence = 0;  // creation order, for tasks/list
  task_status status = task_status::working;
  std::string status_message;
  clock::time_point created_at;
  clock::time_point updated_at;
  std::chrono::milliseconds ttl{0};
  std::chrono::milliseconds poll_interval{0};
  // The answer of the request behind the task, once terminal (a result object or its error).
  std::optional<jsonrpc::outcome<json::value>> answer;
  // Run once when the task reaches a terminal status (tasks/result waiting for it).
  std::vector<std::function<void()>> on_terminal;
  // Stops the task's work when the task is cancelled (the running call's cancellation); returns
  // whether the work had started, in words (empty: unknown), which the status message repeats.
  std::function<std::string()> stop_work;
  // The 2026-07-28 extension: a tool result with isError completes the task (2025-11-25: fails).
  bool tool_error_completes = false;
  // What the work waits on from the client (SEP-2322 input requests inside a task, SEP-2663): by
  // the key the store minted, {method, params}; an answered key leaves. Non-empty exactly while the
  // task is input_required.
  json::object input_requests;
  // Hands the client's answer for a key to the work waiting on it.
  std::map<std::string, std::function<void(json::value)>, std::less<>> input_waiters;
  std::uint64_t next_input = 0;
  // What the work calls, so that a later server can re-attach to it (hub/task_persistence.hpp):
  // the tool, its arguments, the call id its editor's call record knows it by, the editor it went
  // to (once routed). Only a `persistent` task is kept across a restart: one without a session, or
  // of a session whose owner outlives the hub (session::set_task_owner).
  std::string tool;
  json::object arguments;
  std::string call_id;
  std::string editor;
  bool persistent = false;
};

// The Task object of the wire: taskId, status, statusMessage?, createdAt, lastUpdatedAt, ttl,
// pollInterval (ISO 8601 UTC times, durations in milliseconds).
json::object task_json(const task& t);
// The same task in the 2026-07-28 extension's shape (SEP-2663): ttlMs and pollIntervalMs; with
// `detailed`, a terminal task also inlines its `result` or `error` (tasks/get's DetailedTask).
json::object extension_task_json(const task& t, bool detailed);
// A progress of a task's work as its status message: "40% Compiling scripts", "3 Running tests"
// (no total).
std::string task_progress_message(double value, std::optional<double> total,
                                  std::string_view message);
// A task's error answer as the wire (and the task file) writes it: {code, message, data?}.
json::object task_error_json(const jsonrpc::error& e);
// ISO 8601 UTC with milliseconds, e.g. 2026-11-26T10:40:34.123Z (also the dashboard's times).
std::string iso8601(task::clock::time_point t);

// params.task of a 2025-11-25 task-augmented request: an object with an optional ttl in
// milliseconds (nullopt: the default); -32602 naming what is wrong otherwise.
jsonrpc::outcome<std::optional<std::chrono::milliseconds>> read_task_param(const json::value& v);

struct task_limits {
  // A shorter ttl would forget a result before the client could fetch it.
  std::chrono::milliseconds min_ttl = std::chrono::seconds(1);
  std::chrono::milliseconds default_ttl = std::chrono::hours(1);
  std::chrono::milliseconds max_ttl = std::chrono::hours(24);
  std::chrono::milliseconds poll_interval = std::chrono::seconds(1);
};

class task_store {
 public:
  using clock = task::clock;
  explicit task_store(
      task_limits limits = {},
      std::function<clock::time_point()> now = [] { return clock::now(); });

  // A new working task of `owner`. `requested_ttl`: the client's wish, clamped to the limits
  // (nullopt: the default).
  task& create(std::string owner, std::optional<std::chrono::milliseconds> requested_ttl);
  // The task `id` of `owner`, or null when there is none (unknown, expired, or another owner's).
  task* find(std::string_view id, std::string_view owner);
  // The task `id` whoever owns it (for the server's own use, never a client's lookup).
  task* get(std::string_view id);
  // Moves a working task to `status` (input_required or back to working) with a message; false
  // when the task is gone or already terminal, or already had that status and message (nothing to
  // tell its client).
  bool set_status(std::string_view id, task_status status, std::string message = {});
  // Ends a task with its answer: completed, or failed for an error or a result with isError.
  // False (the answer dropped) when the task is gone or already terminal (cancelled meanwhile).
  bool finish(std::string_view id, jsonrpc::outcome<json::value> answer);
  // The working task `id` waits on the client for `request` ({method, params}): a new key in its
  // inputRequests, status input_required; `answer` gets the client's answer (tasks/update). The
  // key, or nullopt when the task is gone or terminal.
  std::optional<std::string> ask_input(std::string_view id, json::object request,
                                       std::function<void(json::value)> answer);
  // The client's answers (tasks/update inputResponses), by key: each waiting key's work gets its
  // answer and the key leaves inputRequests; keys that wait on nothing are ignored (answered
  // already, or never asked). Back to working once nothing is left to answer. False when the task
  // is gone or terminal.
  bool answer_inputs(std::string_view id, const json::object& responses);
  // The work gave up waiting on `key` (cancelled, timed out): the request leaves inputRequests.
  void withdraw_input(std::string_view id, std::string_view key);
  // Cancels a task that is not terminal; false otherwise.
  bool cancel(std::string_view id, std::string message = {});
  // `owner`'s tasks, oldest first.
  std::vector<const task*> list(std::string_view owner);
  // Every task, oldest first (to save them).
  std::vector<const task*> all() const;
  // A task a previous server kept (its id, times and state as they were), newest sequence.
  task& restore(task t);
  // Told when a task is created and filled in (`changed`), ends, or is forgotten: whoever keeps
  // the tasks elsewhere writes them then, and says why it could not (a full disk), else nothing.
  // Progress is not told (it changes too often to write).
  void set_on_change(std::function<std::optional<std::string>()> f) { on_change_ = std::move(f); }
  std::optional<std::string> changed() const {
    if (on_change_) return on_change_();
    return std::nullopt;
  }
  // Removes a task as if it had never been (one that could not be kept: its work never started).
  void discard(std::string_view id);
  // Every task of `owner` still working (to cancel their work when the owner goes away).
  std::vector<std::string> working_ids(std::string_view owner) const;
  // Gives every task of `from` to `to` (a session that proved it held `from`'s secret id took it
  // over); how many.
  std::size_t adopt(std::string_view from, std::string_view to);
  std::size_t size() const { return tasks_.size(); }

 private:
  void forget_expired();
  void end(task& t, task_status status, std::string message);

  task_limits limits_;
  std::function<clock::time_point()> now_;
  std::map<std::string, task, std::less<>> tasks_;
  std::uint64_t sequence_ = 0;
  std::function<std::optional<std::string>()> on_change_;
};

}  // namespace patchbay::mcp
