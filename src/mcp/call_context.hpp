#pragma once
// The state of one in-flight client request: cancellation, progress, logging and server→client
// requests made on its behalf.
//
// Contract: created by `session` when a request arrives and shared with the handler coroutine;
// lives on the session's executor (single-threaded, no locks). `cancel()` runs the registered
// cancellation callbacks once (they cancel timers or forward the cancellation to an editor); after
// the handler returns, `finish()` closes the context so no progress is ever sent after a response.

#include "jsonrpc/message.hpp"
#include "mcp/call_identity.hpp"
#include "mcp/log_level.hpp"
#include "mcp/stateless.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>

namespace patchbay::mcp {

namespace json = boost::json;
class session;

class call_context {
 public:
  call_context(std::shared_ptr<mcp::session> owner, jsonrpc::id request_id,
               json::value progress_token);

  const jsonrpc::id& request_id() const { return request_id_; }
  mcp::session& session() const { return *session_; }
  std::shared_ptr<mcp::session> session_ptr() const { return session_; }
  boost::asio::any_io_executor executor() const;

  // Set for a 2026-07-28 request: the facts its `_meta` carries (version, client capabilities,
  // log level). Null for a request of a legacy session.
  void set_stateless(stateless::request_meta meta) { stateless_ = std::move(meta); }
  const stateless::request_meta* stateless() const { return stateless_ ? &*stateless_ : nullptr; }
  // MRTR (basic/patterns/mrtr.mdx): what a retried 2026-07-28 request carries back — the
  // answers to the input requests of an InputRequiredResult (`inputResponses`, by key) and the
  // server's opaque `requestState`. Empty / nullopt on a first round and on legacy requests.
  void set_input(json::object responses, std::optional<std::string> state) {
    input_responses_ = std::move(responses);
    request_state_ = std::move(state);
  }
  const json::object& input_responses() const { return input_responses_; }
  const std::optional<std::string>& request_state() const { return request_state_; }
  // Whether the client declared `capability`: in this request's `_meta` (2026-07-28) or at
  // initialize (legacy).
  bool client_supports(std::string_view capability) const;
  // Whether the client's capabilities declare `extensions[name]` (a session's from initialize, a
  // 2026-07-28 request's from its _meta).
  bool client_declares_extension(std::string_view name) const;

  // A tools/call's identity beyond this request (mcp/call_identity.hpp); empty id when the client
  // gave none.
  void set_call_identity(call_identity identity) { identity_ = std::move(identity); }
  const call_identity& identity() const { return identity_; }

  bool cancelled() const { return cancelled_; }
  bool finished() const { return finished_; }
  // Marks the call cancelled and runs the cancellation callbacks (idempotent).
  void cancel(std::string reason = {});
  const std::string& cancel_reason() const { return cancel_reason_; }
  // Registers work to undo on cancellation; returns a handle for `remove_on_cancel`.
  int on_cancel(std::function<void()> f);
  void remove_on_cancel(int handle);
  void finish() { finished_ = true; }
  // Whether the call's work had started when it was cancelled, in words, told by whoever runs it
  // (the hub's forwarder: had the editor been sent the call): a cancelled task's status repeats it.
  void set_cancel_note(std::string note) { cancel_note_ = std::move(note); }
  const std::string& cancel_note() const { return cancel_note_; }

  // The task this call is the work of (mcp/task_service.hpp), else empty: its runner asks the
  // editor for progress even without a client's token, and the dashboard lists it.
  void set_task_id(std::string id) { task_id_ = std::move(id); }
  const std::string& task_id() const { return task_id_; }
  // When the call's work must end at the latest, replacing the server's per-call timeout: a task's
  // work has no client waiting on it and is bounded by its task's ttl instead. Unset: the timeout.
  void set_deadline(std::chrono::steady_clock::time_point at) { deadline_ = at; }
  const std::optional<std::chrono::steady_clock::time_point>& deadline() const { return deadline_; }
  // Also told each progress of the call, token or not (a task's status message follows it).
  using progress_observer =
      std::function<void(double progress, std::optional<double> total, std::string_view message)>;
  void set_progress_observer(progress_observer f) { progress_observer_ = std::move(f); }

  // A tools/call result the session answers with as the text an editor sent (tool_result), in
  // place of a parsed result: session::answer writes it into the response as it is.
  void set_result_text(std::string text) { result_text_ = std::move(text); }
  std::string take_result_text() { return std::exchange(result_text_, {}); }

  bool has_progress_token() const { return !progress_token_.is_null(); }
  const json::value& progress_token() const { return progress_token_; }
  // Sends notifications/progress when the client asked for it. Non-increasing values, calls
  // after the response and calls without a token are dropped (progress.mdx MUSTs).
  void progress(double progress, std::optional<double> total = std::nullopt,
                std::string_view message = {});
  // Sends notifications/message on this request's stream if the session's level allows it (a
  // 2026-07-28 request: only when its `_meta` set a log level, and at or above it).
  void log(log_level level, std::string_view logger, json::value data);

  // Waits; returns false when the call was cancelled meanwhile.
  boost::asio::awaitable<bool> sleep(std::chrono::milliseconds d);

  // Sends a request to the client (elicitation, sampling) related to this call and waits for its
  // answer, the timeout, or cancellation of this call. A 2026-07-28 request has no server→client
  // requests: -32021 when the client lacks the capability; the work of a task asks through the
  // task (its inputRequests, answered by tasks/update); a plain call gets a server error.
  boost::asio::awaitable<jsonrpc::outcome<json::value>> request_client(
      std::string method, json::object params, std::chrono::milliseconds timeout);

 private:
  std::shared_ptr<mcp::session> session_;
  jsonrpc::id request_id_;
  json::value progress_token_;
  std::optional<stateless::request_meta> stateless_;
  call_identity identity_;
  json::object input_responses_;
  std::optional<std::string> request_state_;
  std::optional<double> last_progress_;
  bool cancelled_ = false;
  bool finished_ = false;
  std::string cancel_reason_;
  std::string cancel_note_;
  std::string task_id_;
  std::optional<std::chrono::steady_clock::time_point> deadline_;
  std::string result_text_;
  progress_observer progress_observer_;
  int next_handle_ = 0;
  std::map<int, std::function<void()>> on_cancel_;
};

}  // namespace patchbay::mcp
