#pragma once
// One editor WebSocket connection as the hub sees it: registration deadline, heartbeats
// (docs/protocol.md §5), and turning text frames into JSON-RPC for the hub.
//
// Contract: created by the transport through `hub::open_link` when an upgrade to /editor was
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

class hub;

class editor_link : public std::enable_shared_from_this<editor_link> {
 public:
  editor_link(hub& owner, std::shared_ptr<editor_connection> conn, std::uint64_t number);

  void start();
  void on_message(std::string_view text);
  void on_closed(std::uint16_t code, std::string reason);

  void send(const boost::json::object& message);
  // Sends a hub request; the response comes back through hub::on_link_response.
  std::string request(std::string_view method, boost::json::object params);
  void close(std::uint16_t code, std::string reason);

  std::uint64_t number() const { return number_; }
  bool registered() const { return !editor_id_.empty(); }
  const std::string& editor_id() const { return editor_id_; }
  void set_registered(std::string id) { editor_id_ = std::move(id); }
  bool reloading_announced() const { return reloading_; }
  void set_reloading() { reloading_ = true; }
  bool closed() const { return closed_; }
  // Set when a newer registration of the same editor replaced this link: its close is not an
  // editor going away.
  void set_replaced() { replaced_ = true; }
  bool replaced() const { return replaced_; }

 private:
  void heartbeat();
  void schedule_heartbeat();

  hub& hub_;
  std::shared_ptr<editor_connection> conn_;
  std::uint64_t number_;
  std::string editor_id_;
  bool reloading_ = false;
  bool closed_ = false;
  bool replaced_ = false;
  std::chrono::steady_clock::time_point last_received_;
  boost::asio::steady_timer register_timer_;
  boost::asio::steady_timer heartbeat_timer_;
};

}  // namespace patchbay::hub
