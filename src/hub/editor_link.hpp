#pragma once
// One editor WebSocket connection as the hub sees it: registration deadline, heartbeats
// (docs/protocol.md §5), and turning text frames into JSON-RPC for the hub.
//
// Contract: created by the transport through `editor_hub::open_link` when an upgrade to /editor was
// authorised; the transport then forwards every text frame (`on_message`) and exactly one
// `on_closed`. Lives on its owner's executor; no locks. What arrives goes to its `link_owner`.

#include "hub/editor_connection.hpp"
#include "hub/hub_options.hpp"
#include "jsonrpc/message.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/json.hpp>

#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace patchbay::hub {

class editor_link;

// Who handles what an editor sends (the hub). Requests before editor/register go to
// `on_link_request` too; notifications and responses only once the link is registered.
class link_owner {
 public:
  virtual ~link_owner() = default;
  virtual boost::asio::any_io_executor executor() const = 0;
  virtual const hub_options& options() const = 0;
  // A link id for a request of the hub's (unique for the hub's lifetime).
  virtual std::string next_link_id() = 0;
  virtual void on_link_request(editor_link& link, const jsonrpc::request& req) = 0;
  virtual void on_link_notification(editor_link& link, const jsonrpc::notification& n) = 0;
  virtual void on_link_response(editor_link& link, const jsonrpc::id& id,
                                jsonrpc::outcome<boost::json::value> result) = 0;
  // A response with an object result, offered first as text (jsonrpc::split_result), so a tool
  // call's result is passed on without being parsed. True when taken; else the link decodes the
  // message and it comes to on_link_response.
  virtual bool on_link_result_text(editor_link& link, const jsonrpc::id& id,
                                   std::string_view result, bool is_error) {
    (void)link, (void)id, (void)result, (void)is_error;
    return false;
  }
  virtual void on_link_closed(editor_link& link, std::uint16_t code) = 0;
};

class editor_link : public std::enable_shared_from_this<editor_link> {
 public:
  editor_link(link_owner& owner, std::shared_ptr<editor_connection> conn);

  void start();
  void on_message(std::string_view text);
  void on_closed(std::uint16_t code, std::string reason);

  void send(const boost::json::object& message);
  // One message already serialized (a forwarded call, written once and sent as it is).
  void send_text(std::string text);
  // Sends a hub request; the response comes back through link_owner::on_link_response.
  std::string request(std::string_view method, boost::json::object params);
  void close(std::uint16_t code, std::string reason);

  bool registered() const { return !editor_id_.empty(); }
  const std::string& editor_id() const { return editor_id_; }
  void set_registered(std::string id) { editor_id_ = std::move(id); }
  bool reloading_announced() const { return reloading_; }
  void set_reloading() { reloading_ = true; }
  bool closed() const { return closed_; }
  // The id of the newest ping (the health probe, docs/protocol.md §4.7); empty before the first.
  const std::string& last_ping() const { return last_ping_; }
  // Sends the health probe now, not at the next heartbeat (a hub that has just met the editor
  // needs to know what it runs).
  void probe_now();
  // Whether process `pid` holds the editor's end of the link (editor_connection::peer_is_process).
  std::optional<bool> peer_is_process(int pid) const { return conn_->peer_is_process(pid); }

 private:
  void heartbeat();
  void schedule_heartbeat();

  link_owner& hub_;
  std::shared_ptr<editor_connection> conn_;
  std::string editor_id_;
  bool reloading_ = false;
  bool closed_ = false;
  std::string last_ping_;
  std::chrono::steady_clock::time_point last_received_;
  boost::asio::steady_timer register_timer_;
  boost::asio::steady_timer heartbeat_timer_;
};

}  // namespace patchbay::hub
