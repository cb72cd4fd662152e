#pragma once
// What `patchbay stdio` remembers between its client and the hubs it relays to — no sockets, no
// timers, so every rule is unit tested (tests/unit/transport/relay_state_test.cpp):
//
//   session      the client's initialize params, the hub session's id and protocol version
//   restore      requests that set session state (select_editor): the last one that succeeded per
//                key, replayed after a re-initialize on another hub
//   call names   every tools/call gets `_meta["patchbay/callId"]` (mcp/call_identity.hpp); a call
//                answered "outcome unknown", or one no hub could be reached for, is remembered by
//                tool and arguments, and its repeat within `unsettled_lifetime` reuses the name
//                with `patchbay/retry`
//
// And the message helpers the relay's wiring shares: what a message is, and the HTTP requests that
// carry it (a legacy session's POST, or a 2026-07-28 request's own).
//
// Contract: single-threaded (the relay's io_context); never touches stdout or a socket.

#include "jsonrpc/message.hpp"
#include "transport/client_message.hpp"

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace patchbay::transport {

namespace relay_message {
// The id of a request (not of a notification or a response).
std::optional<jsonrpc::id> request_id(const boost::json::value& m);
std::string method_of(const boost::json::value& m);
// A request carrying the 2026-07-28 `_meta` keys.
bool is_stateless(const boost::json::value& m);
bool is_response_to(const boost::json::value& message, const jsonrpc::id& id);
// `line`, a JSON object the parser accepted, with `members` (JSON text, "k":v,...) added to its
// params' `_meta` (created when absent) without parsing and writing the rest again; nullopt when
// the text cannot be read that simply (no params object, a `_meta` that is not an object, a key
// written with escapes or given twice at the levels read): then the caller serializes instead.
std::optional<std::string> with_meta_members(std::string_view line, std::string_view members);
}  // namespace relay_message

class relay_state {
 public:
  // For a client request: the key under which it sets session state that must survive a hub
  // restart, or nullopt.
  using restore_key = std::function<std::optional<std::string>(const boost::json::value& request)>;

  // A tools/call this relay named (empty for other messages), and how its repeat is found.
  struct tracked_call {
    std::string id;  // `patchbay/callId`
    // What finds its repeat after an unknown outcome: the tool name and, while the identified
    // message lives (the caller keeps it until the call is settled), its arguments. Both empty
    // when the client named the call. The key itself (name and canonical arguments) is built
    // only when needed: most calls are never remembered.
    std::string tool;
    const boost::json::value* arguments = nullptr;
    bool named_here = false;  // this relay gave the name (wire_text adds it to the message)
    bool retry = false;       // the repeat of a call with an unknown outcome: `patchbay/retry`
    std::string key() const;
  };

  static constexpr std::size_t max_unsettled = 256;
  static constexpr std::chrono::minutes unsettled_lifetime{10};

  // `call_id_prefix`: the random part of this relay's call ids.
  relay_state(std::string call_id_prefix, restore_key restore,
              std::vector<std::pair<std::string, std::string>> initialize_headers);

  // ---- the session
  // Kept past the message it came from: copied into memory of its own.
  void set_initialize_params(const boost::json::object& params) {
    init_params_.emplace(params, boost::json::storage_ptr());
  }
  const std::optional<boost::json::object>& initialize_params() const { return init_params_; }
  // The hub answered initialize (the response headers' session id, the negotiated version).
  void session_started(std::string session_id, std::string_view response_body);
  // The hub went away: the session ends here, and the next initialize names it
  // (Patchbay-Resume-Session), so the next hub gives the new session the tasks it kept of it.
  void forget_session() {
    if (!session_id_.empty()) previous_session_ = std::move(session_id_);
    session_id_.clear();
    session_lines_.reset();
  }
  const std::string& previous_session() const { return previous_session_; }
  const std::string& session_id() const { return session_id_; }
  const std::string& protocol_version() const { return protocol_version_; }

  // The HTTP request that carries `body`: a 2026-07-28 request on its own (no session; version,
  // method and name mirrored into headers; the routing hints), else a POST of the session (the
  // routing hints only with initialize).
  // `text`: the body as it goes out (wire_text); empty: `body` serialized.
  client_request post(const boost::json::value& body, bool initialize, std::string text = {}) const;
  // The same, for a caller that knows already whether `body` is a 2026-07-28 request.
  client_request post(const boost::json::value& body, bool initialize, std::string text,
                      bool stateless) const;
  client_request stateless_post(const boost::json::value& body, std::string text = {}) const;

  // ---- restore
  // A request going out: remembered when it sets session state.
  void note_request(const boost::json::value& request);
  // A message from the hub: a successful answer to a remembered request is kept for replay.
  void observe(const boost::json::value& message);
  // The requests to send again after a re-initialize, each under a fresh id.
  std::vector<boost::json::value> replay();
  // True while a remembered request waits for its answer: observe() must see the hub's messages.
  bool observing() const { return !restorable_requests_.empty(); }

  // ---- call names
  // Names a tools/call and says how to recognise its repeat; wire_text puts the name in.
  tracked_call identify(const boost::json::value& message);
  // Looks at the answer to a tracked call: an unknown outcome is remembered. True when the hub
  // answered that it is stopping: the call goes to the next hub instead of to the client.
  bool settle(const tracked_call& t, const boost::json::value& response);
  // Remembers a call whose fate is unknown (its repeat reuses its name).
  void remember_unsettled(const tracked_call& t);
  // The text that carries a client's message (parsed from `line`, then named by identify()) to
  // the hub: the line itself, or with the call's name (`_meta["patchbay/callId"]`, and
  // `patchbay/retry` for a repeat) spliced in, so a message is parsed once and not written again
  // (bench/counted_bench.mjs). Where splicing cannot be done the name goes into `message` and it
  // is serialized (and `t.arguments` points into it again).
  static std::string wire_text(boost::json::value& message, std::string line, tracked_call& t);

 private:
  struct unsettled_call {
    std::string id;
    std::chrono::steady_clock::time_point expires;
  };

  std::string call_id_prefix_;
  restore_key restore_key_;
  std::vector<std::pair<std::string, std::string>> initialize_headers_;
  std::optional<boost::json::object> init_params_;
  std::string session_id_;
  std::string previous_session_;  // the one forgotten last, until a new one starts
  std::string protocol_version_;
  // The session's POST headers, rendered once (http_wire.hpp's header_lines); null when there is no
  // session or a header the hub gave cannot be sent (post() then lists them and the send fails).
  std::shared_ptr<const std::string> session_lines_;
  // Requests sent that may set session state: id key → (restore key, the request).
  std::map<std::string, std::pair<std::string, boost::json::value>> restorable_requests_;
  std::map<std::string, boost::json::value> restore_;  // restore key → the last one answered
  std::uint64_t replays_ = 0;
  std::uint64_t calls_named_ = 0;
  std::map<std::string, unsettled_call> unsettled_;  // tool + arguments → the call's id
};

}  // namespace patchbay::transport
