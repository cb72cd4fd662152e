#pragma once
// The hub's private records of editors and forwarded calls (shared by hub.cpp and
// builtin_tools.cpp; not part of the hub's interface).

#include "hub/hub.hpp"

#include <boost/asio/steady_timer.hpp>

namespace patchbay::hub {

struct hub::pending_call {
  explicit pending_call(boost::asio::any_io_executor ex) : timer(ex) {}
  std::uint64_t seq = 0;
  std::string link_id;
  std::string editor_id;
  std::string tool;
  json::object params;
  bool sent = false;
  std::string sent_run_id;
  std::uint64_t session_id = 0;
  std::weak_ptr<mcp::call_context> ctx;
  boost::asio::steady_timer timer;
  std::optional<json::object> result;
};

struct hub::editor_record {
  explicit editor_record(boost::asio::any_io_executor ex) : absence_timer(ex) {}
  std::string id;
  json::object info;  // register metadata + packageVersion, connectedAt, domain
  std::string run_id;
  json::array tools;
  std::string tools_request;
  std::shared_ptr<editor_link> link;
  presence where = presence::gone;
  boost::asio::steady_timer absence_timer;
  std::map<std::uint64_t, std::shared_ptr<pending_call>> pending;  // in call order
  std::vector<std::string> cancel_on_return;  // sent calls cancelled while the editor was away
};

}  // namespace patchbay::hub
