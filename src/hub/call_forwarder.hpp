#pragma once
// Tool calls the hub forwards to editors (DESIGN.md §5, docs/protocol.md §6): each becomes a
// pending call with a link id (h-<instance>-<n>, or k-<callId>/<editor> for a call the client
// named), sent now when its editor is connected, else held for its return; answered once.
//
//   forward ─▶ refuse? ─▶ claim ─┬─ a named call pending: join it ─┐
//                                └─ start (send, or hold) ─────────┴─▶ wait
//   wait ─┬─ result (the editor's, or a failure the hub states)
//         ├─ client cancellation ─┐
//         └─ deadline ────────────┴─▶ leave
//   (the last waiter to leave abandons the call; a deadline answers "outcome unknown" and remembers
//    the call, so its repeat goes out with patchbay/retryOf: docs/protocol.md §6.1)
//
// Contract: lives on one executor; no sockets (editors are reached through their `editor_link`);
// no locks; state looked up again after every co_await. Every pending call ends exactly once, by a
// result or a failure the hub states, or by being abandoned (cancellation, or the deadline of its
// last waiter); a sent call that is abandoned is cancelled on its editor, at once or when the same
// editor process is back. Responses to ids the hub never issued, or from another editor, are
// ignored. The hub calls `editor_registered` and `editor_gone` as editors come and go.
//
// Its rooms: the calls open and the ones with an unknown outcome (pending_calls.hpp), the texts an
// agent reads (call_texts.hpp), the lease a call that changes the whole editor holds
// (editor_lease.hpp: an owning lease_hold while the call waits and starts).

#include "hub/client_directory.hpp"
#include "hub/dashboard.hpp"
#include "hub/editor_lease.hpp"
#include "hub/editor_registry.hpp"
#include "hub/hub_options.hpp"
#include "hub/pending_calls.hpp"
#include "mcp/call_context.hpp"
#include "mcp/tool_result.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/json.hpp>

#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace patchbay::hub {

// Once a call has waited hold_timeout, how often the hub looks whether its editor is blocked.
inline constexpr std::chrono::seconds hold_check_period{1};
// What a `busy` answer suggests as the time to retry.
inline constexpr std::chrono::milliseconds lease_retry_after{10000};

// One tool call for one editor, as routing chose it.
struct call_request {
  std::string editor_id;
  std::string tool;
  boost::json::object arguments;  // without the `editor` argument
  std::string reason;             // why this editor: argument, selected, pinned, cwd, only
};

// What the dashboard's call log keeps of a finished call.
struct call_log {
  std::string editor;
  std::string tool;
  std::string reason;
  std::chrono::system_clock::time_point started;
  std::optional<boost::json::value> arguments;  // only with --dashboard-show-args
};

class call_forwarder {
 public:
  call_forwarder(boost::asio::any_io_executor ex, const hub_options& options, std::string instance,
                 editor_registry& registry, client_directory& clients,
                 std::shared_ptr<dashboard> board, editor_lease& lease);
  call_forwarder(const call_forwarder&) = delete;
  call_forwarder& operator=(const call_forwarder&) = delete;

  // The editor's own result is passed on as the text it sent (mcp::tool_result).
  boost::asio::awaitable<mcp::tool_result> forward(std::shared_ptr<mcp::call_context> ctx,
                                                   call_request request);
  // The same call to several editors: one labelled result per editor, isError when all failed.
  boost::asio::awaitable<boost::json::object> fan_out(std::shared_ptr<mcp::call_context> ctx,
                                                      std::vector<std::string> editors,
                                                      std::string tool,
                                                      boost::json::object arguments);
  // Puts a finished call in the dashboard's log.
  void log_call(const mcp::call_context& ctx, call_log entry, const boost::json::object& result,
                std::string outcome);

  // From the editors' links. True when the response answered one of the forwarder's calls.
  bool handle_response(editor_record& ed, const jsonrpc::id& id,
                       jsonrpc::outcome<boost::json::value> result);
  // The same for a result the link read as text (jsonrpc::split_result): it is passed on as it
  // came. False when it answers none of the forwarder's calls (then the link decodes it as usual).
  bool handle_result_text(editor_record& ed, const jsonrpc::id& id, std::string_view result,
                          bool is_error);
  void handle_progress(const editor_record& ed, const boost::json::object& params);
  // The editor registered: re-send its pending calls (same process), or fail those it had been
  // sent (a restarted process), after the cancellations it missed.
  void editor_registered(editor_record& ed, bool same_process);
  // The editor is gone (`was`: connected means it quit; reloading or vanished: it did not return).
  void editor_gone(editor_record& ed, presence was);
  // An editor's health probe was answered: a draining lease that it ends is handed on now, and a
  // lease held for a job the editor says has finished (its agent may never ask get_job again: a
  // crashed or closed client, issue 45) is released.
  void health_answered(const editor_record& ed);
  // The hub is stopping: every pending call is answered ("hub_stopped" for sent ones).
  void stop();

  std::size_t pending_count(const std::string& editor_id) const;
  // The editor's pending calls that are the work of MCP tasks, oldest first (the dashboard):
  // [{taskId, tool, session, started (sent to the editor), since}].
  boost::json::array running_tasks(const std::string& editor_id) const;
  // A link id for any request of the hub's: "h-<instance>-<n>", never repeated.
  std::string next_link_id();
  // The id of the job a tool result says is still running (compile, run_tests and the package
  // tools when their waitSeconds ran out; get_job), else nullopt.
  static std::optional<std::string> running_job(const boost::json::object& result);

 private:
  struct claimed_call {
    std::shared_ptr<pending_call> call;
    std::string error;
  };
  struct fan_out_state;
  struct lease_turn {
    lease_hold hold;                             // granted
    std::optional<boost::json::object> refused;  // busy, or cancelled while queued
  };
  // How a forwarded call's wait ended, when the editor's result did not end it: cancelled, the
  // editor found blocked with the call behind its main thread, or the deadline.
  struct wait_end {
    std::shared_ptr<boost::asio::steady_timer> waiter;
    std::optional<health_state> blocked;
    std::chrono::steady_clock::time_point begun;
    std::chrono::milliseconds deadline;
  };

  static boost::asio::awaitable<void> fan_out_one(call_forwarder* self,
                                                  std::shared_ptr<mcp::call_context> ctx,
                                                  std::shared_ptr<fan_out_state> state,
                                                  std::size_t index);
  std::optional<std::string> refuse(const editor_record& ed, const std::string& tool,
                                    std::uint64_t session_id,
                                    const boost::json::object*& def) const;
  // The editor's state when it is blocked with `call` waiting behind its main thread, else nullopt.
  std::optional<health_state> blocked_behind(const pending_call& call) const;
  // Whether the editor answered a health probe after `since` (or is gone).
  bool probed_since(const std::string& editor_id,
                    std::chrono::steady_clock::time_point since) const;
  // Waits its turn for the editor's lease (a call that changes the whole editor, §6.3).
  boost::asio::awaitable<lease_turn> take_lease(std::shared_ptr<mcp::call_context> ctx,
                                                std::string editor_id, std::string tool);
  // The named call this request would join (a re-send of a call already pending), else null.
  std::shared_ptr<pending_call> joined(const editor_record& ed, const mcp::call_context& ctx) const;
  // The call's lease, if it holds one, passes on: to the job its result says is still running,
  // else to the next waiter. Any result saying a held job is no longer running ends that hold.
  void settle_lease(pending_call& call, mcp::tool_result* result);
  void log_call(const mcp::call_context& ctx, call_log entry, mcp::tool_result& result,
                std::string outcome);
  mcp::tool_result refused(const mcp::call_context& ctx, call_log entry, const std::string& text,
                           std::string outcome);
  mcp::tool_result settle_forward(mcp::call_context& ctx, call_log entry, const call_request& req,
                                  pending_call& call, const wait_end& end);
  // Ends the draining holds of editors that are idle again (their health probe says so) or gone,
  // and holds past their bound. True when one ended.
  bool check_drains();
  claimed_call claim(editor_record& ed, const mcp::call_context& ctx, const call_request& req);
  std::shared_ptr<pending_call> start(editor_record& ed, const mcp::call_context& ctx,
                                      std::string link_id, const call_request& req,
                                      std::string retry_of);
  bool leave(pending_call& call, const std::shared_ptr<boost::asio::steady_timer>& waiter,
             std::string_view reason);
  void abandon(pending_call& call, std::string_view reason);
  void send(editor_record& ed, pending_call& call);
  void complete(const std::shared_ptr<pending_call>& call, mcp::tool_result result);
  // Ends the editor's pending calls with a stated failure. A sent call's outcome is `sent_outcome`:
  // empty when it is final (the editor process is gone), else `patchbay/outcome` (the editor may
  // still finish it: the answer says how a repeat is recognised).
  void fail_pending(const std::string& editor_id, bool only_sent, const std::string& why_started,
                    const std::string& why_not_started, std::string_view sent_outcome = {});
  void remember_unsettled(const pending_call& call);

  boost::asio::any_io_executor ex_;
  const hub_options& options_;
  std::string instance_;
  editor_registry& registry_;
  client_directory& clients_;
  std::shared_ptr<dashboard> dashboard_;
  editor_lease& lease_;
  std::uint64_t next_id_ = 0;
  pending_calls pending_;
  // Sent calls abandoned while their editor was away, by editor id: cancelled when it is back.
  std::map<std::string, std::vector<std::string>> cancel_on_return_;
  unsettled_calls unsettled_;
  // The editors that have linked to this hub at least once (editor_registered); one that goes
  // away for good is forgotten.
  std::set<std::string> met_editors_;
};

}  // namespace patchbay::hub
