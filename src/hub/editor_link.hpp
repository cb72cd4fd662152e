#pragma once
// One editor WebSocket connection as the hub sees it: registration deadline, heartbeats
// (docs/protocol.md §5), and turning text frames into JSON-RPC for the hub.
//
// Contract: created by the transport through `editor_hub::open_link` when an upgrade to /editor was
// authorised; the transport then forwards every text frame (`on_message`) and exactly one
// `on_closed`. Lives on the hub's executor; no locks.

#include "hub/editor_connection.hpp"

#include <boost/asio/steady_timer.hpp>
#include <boost/json.hpp>

#include <chrono>
#include <map>
#include <memory>
#include <string>

namespace patchbay::hub {

class editor_hub;

class editor_link : public std::enable_shared_from_this<editor_link> {
 public:
  editor_link(editor_hub& owner, std::shared_ptr<editor_connection> conn);

  void start();
  void on_message(std::string_view text);
  void on_closed(std::uint16_t code, std::string reason);

  void send(const boost::json::object& message);
  // Sends a hub request; the response comes back through editor_hub::on_link_response.
  std::string request(std::string_view method, boost::json::object params);
  void close(std::uint16_t code, std::string reason);

  bool registered() const { return !editor_id_.empty(); }
  const std::string& editor_id() const { return editor_id_; }
  void set_registered(std::string id) { editor_id_ = std::move(id); }
  bool reloading_announced() const { return reloading_; }
  void set_reloading() { reloading_ = true; }
  bool closed() const { return closed_; }

 private:
  void heartbeat();
  void schedule_heartbeat();

  editor_hub& hub_;
  std::shared_ptr<editor_connection> conn_;
  std::string editor_id_;
  bool reloading_ = false;
  bool closed_ = false;
  std::chrono::steady_clock::time_point last_received_;
  boost::asio::steady_timer register_timer_;
  boost::asio::steady_timer heartbeat_timer_;
};

}  // namespace patchbay::hub
