#pragma once
// The calls the forwarder has open (call_forwarder.hpp): one `pending_call` per call, kept by its
// editor in call order and by its link id, and the memory of calls answered "outcome unknown"
// whose repeat the hub recognises without a call id (docs/protocol.md §6.1). No sockets, no timers
// of its own: the forwarder decides when a call starts and ends.

#include "mcp/call_context.hpp"
#include "mcp/tool_result.hpp"

#include <boost/asio/steady_timer.hpp>

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace patchbay::hub {

struct pending_call {
  std::uint64_t seq = 0;
  std::string link_id;
  std::string editor_id;
  std::string tool;
  // The link request (tools/call with name, arguments and _meta), serialized once: sent again as
  // it is when the editor comes back from a reload.
  std::string message;
  bool sent = false;
  std::uint64_t session_id = 0;
  std::string session_label;  // "s-<n>", as the editor sees it in _meta
  // The client's call id (mcp/call_identity.hpp), else empty: then its client, editor, tool and
  // arguments name the call for recognising its repeat (unsettled_calls).
  std::string call_id;
  // Its client sends each request on its own (MCP 2026-07-28, no session): two agents of one client
  // look the same, so without a call id its repeat cannot be told from another agent's call.
  bool sessionless = false;
  // Whether a repeat after an unknown outcome is recognised as this call's: named by the client,
  // or made in a session of its own.
  bool repeat_recognised() const { return !call_id.empty() || !sessionless; }
  // Made by `patchbay call` (Patchbay-Transport: cli): each command is a session (or a task) of
  // its own, so only its call id names its repeat, which the command line gives with --retry.
  bool from_cli = false;
  // The call id a `patchbay call` gave (what its --retry names), else empty.
  std::string cli_call_id() const { return from_cli ? call_id : std::string(); }
  // The link id of the first call of a repeated one (this call's own when it is the first): what a
  // further repeat names in `patchbay/retryOf`.
  std::string root_link_id;
  std::weak_ptr<mcp::call_context> ctx;  // the newest request waiting for it (progress goes there)
  // One timer per request waiting for the call: a re-sent request joins the call already pending.
  std::vector<std::shared_ptr<boost::asio::steady_timer>> waiters;
  std::optional<mcp::tool_result> result;
  std::uint64_t lease_ticket = 0;  // the editor lease this call holds (§6.3), else 0
  std::string task_id;             // the MCP task whose work this call is, else empty
  std::chrono::system_clock::time_point since;
};

class pending_calls {
 public:
  void add(const std::shared_ptr<pending_call>& call);
  // Takes the call out (it was answered or abandoned).
  void remove(const pending_call& call);
  // The call a link id names, else null.
  std::shared_ptr<pending_call> find(std::string_view link_id) const;
  // The call `editor_id` answers with this link id: null for an id the hub never issued or one
  // of another editor's calls (a lie, ignored).
  std::shared_ptr<pending_call> answered_by(const std::string& editor_id,
                                            std::string_view link_id) const;
  std::size_t count(const std::string& editor_id) const;
  std::size_t count_of_session(std::uint64_t session_id) const;
  // The editor's calls in call order, copied (ending one changes the set).
  std::vector<std::shared_ptr<pending_call>> of_editor(const std::string& editor_id) const;
  // The editors with calls open.
  std::vector<std::string> editors() const;

 private:
  // By editor id, then in call order.
  std::map<std::string, std::map<std::uint64_t, std::shared_ptr<pending_call>>> by_editor_;
  // A tree, not a hash table: it holds a few calls, and a table rehashed its keys as it grew.
  std::map<std::string, std::shared_ptr<pending_call>, std::less<>> by_link_id_;
};

// How long the hub recognises the repeat of a call it answered with an unknown outcome.
inline constexpr std::chrono::minutes unsettled_call_lifetime{10};
inline constexpr std::size_t max_unsettled_calls = 1024;

// Calls answered "outcome unknown" to clients without a call id, by (client, editor, tool,
// arguments): their repeat names the first call's link id (bounded; each lives
// unsettled_call_lifetime).
class unsettled_calls {
 public:
  // What recognises the repeat of a call without a call id.
  static std::string key_of(std::string_view session_label, std::string_view editor_id,
                            std::string_view tool, const boost::json::value& arguments);
  // A sent call the hub answered "outcome unknown": its repeat will name `root_link_id`.
  void remember(std::string key, std::string root_link_id,
                std::chrono::steady_clock::time_point now);
  // The link id a repeat names, once, within the lifetime; else empty.
  std::string recall(const std::string& key, std::chrono::steady_clock::time_point now);
  bool empty() const { return calls_.empty(); }

 private:
  struct entry {
    std::string link_id;
    std::chrono::steady_clock::time_point expires;
  };
  std::map<std::string, entry> calls_;
};

}  // namespace patchbay::hub
