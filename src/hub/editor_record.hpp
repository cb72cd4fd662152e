#pragma once
// The hub's private records of editors and forwarded calls, and the small helpers its rooms
// share (editor_hub.hpp lists them); not part of the hub's interface.

#include "hub/editor_hub.hpp"
#include "mcp/methods.hpp"

#include <boost/asio/steady_timer.hpp>

namespace patchbay::hub {

// How long the hub recognises the repeat of a call it answered with an unknown outcome.
inline constexpr std::chrono::minutes unsettled_call_lifetime{10};
inline constexpr std::size_t max_unsettled_calls = 1024;

struct editor_hub::pending_call {
  std::uint64_t seq = 0;
  std::string link_id;
  std::string editor_id;
  std::string tool;
  json::object params;
  bool sent = false;
  std::uint64_t session_id = 0;
  // The client's call id (mcp/call_identity.hpp), else empty: then `unsettled_key` names the call
  // for recognising its repeat.
  std::string call_id;
  std::string unsettled_key;
  // The link id of the first call of a repeated one (this call's own when it is the first): what a
  // further repeat names in `patchbay/retryOf`.
  std::string root_link_id;
  std::weak_ptr<mcp::call_context> ctx;  // the newest request waiting for it (progress goes there)
  // One timer per request waiting for the call: a re-sent request joins the call already pending.
  std::vector<std::shared_ptr<boost::asio::steady_timer>> waiters;
  std::optional<json::object> result;
};

struct editor_hub::editor_record {
  explicit editor_record(boost::asio::any_io_executor ex) : absence_timer(ex) {}
  std::string id;
  json::object info;  // register metadata + packageVersion, connectedAt, domain
  std::string run_id;
  json::array tools;
  std::string tools_request;
  std::shared_ptr<editor_link> link;
  presence where = presence::gone;
  std::size_t reloads = 0;  // domain reloads seen since the hub started
  // Known from the tool cache and not registered with this hub yet (held as vanished while its
  // process still runs: probably reconnecting from an earlier hub).
  bool from_cache = false;
  boost::asio::steady_timer absence_timer;
  std::map<std::uint64_t, std::shared_ptr<pending_call>> pending;  // in call order
  std::vector<std::string> cancel_on_return;  // sent calls cancelled while the editor was away
};

namespace detail {

inline std::string str(const json::object& o, std::string_view key) {
  auto v = jsonrpc::get_string(o, key);
  return v ? std::string(*v) : std::string();
}

inline json::object kind_data(std::string_view kind) { return json::object{{"patchbay", kind}}; }

inline json::object cancelled_notification(const std::string& link_id, std::string_view reason) {
  return jsonrpc::make_notification(mcp::method::cancelled,
                                    json::object{{"requestId", link_id}, {"reason", reason}});
}

}  // namespace detail

}  // namespace patchbay::hub
