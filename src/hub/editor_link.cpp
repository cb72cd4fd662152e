#include "hub/editor_link.hpp"

#include "hub/json_fields.hpp"
#include "hub/link_codes.hpp"
#include "mcp/methods.hpp"
#include "mcp/patchbay_names.hpp"

#include <spdlog/spdlog.h>

namespace patchbay::hub {

namespace {
jsonrpc::error kind_error(int code, std::string message, std::string_view kind) {
  return jsonrpc::make_error(code, std::move(message), kind_data(kind));
}
}  // namespace

editor_link::editor_link(link_owner& owner, std::shared_ptr<editor_connection> conn)
    : hub_(owner),
      conn_(std::move(conn)),
      last_received_(std::chrono::steady_clock::now()),
      register_timer_(owner.executor()),
      heartbeat_timer_(owner.executor()) {}

void editor_link::start() {
  register_timer_.expires_after(hub_.options().register_timeout);
  register_timer_.async_wait([weak = weak_from_this()](const boost::system::error_code& ec) {
    if (ec) return;
    auto self = weak.lock();
    if (!self || self->closed_ || self->registered()) return;
    self->close(link_close::protocol_error,
                "protocol error: no editor/register within the register deadline");
  });
  schedule_heartbeat();
}

void editor_link::schedule_heartbeat() {
  heartbeat_timer_.expires_after(hub_.options().heartbeat_interval);
  heartbeat_timer_.async_wait([weak = weak_from_this()](const boost::system::error_code& ec) {
    if (ec) return;
    if (auto self = weak.lock()) self->heartbeat();
  });
}

void editor_link::heartbeat() {
  if (closed_) return;
  if (registered()) {
    auto silent = std::chrono::steady_clock::now() - last_received_;
    if (silent > 2 * hub_.options().heartbeat_interval) {
      spdlog::warn("editor {}: nothing heard for {} ms; closing (heartbeat timeout)", editor_id_,
                   std::chrono::duration_cast<std::chrono::milliseconds>(silent).count());
      conn_->close(link_close::heartbeat_timeout, "heartbeat timeout");
      // Do not wait for the close handshake of a peer that is not answering.
      on_closed(link_close::heartbeat_timeout, "heartbeat timeout");
      return;
    }
    last_ping_ = request(mcp::method::ping, json::object{});
  }
  schedule_heartbeat();
}

void editor_link::probe_now() {
  if (closed_ || !registered()) return;
  last_ping_ = request(mcp::method::ping, json::object{});
}

void editor_link::send(const json::object& message) { send_text(jsonrpc::serialize(message)); }

void editor_link::send_text(std::string text) {
  if (closed_) return;
  conn_->send(std::move(text));
}

std::string editor_link::request(std::string_view method, json::object params) {
  std::string id = hub_.next_link_id();
  send(jsonrpc::make_request(jsonrpc::id(id), method, std::move(params)));
  return id;
}

void editor_link::close(std::uint16_t code, std::string reason) {
  if (closed_) return;
  conn_->close(code, std::move(reason));
}

void editor_link::on_message(std::string_view text) {
  if (closed_) return;
  last_received_ = std::chrono::steady_clock::now();
  if (registered())
    if (auto answer = jsonrpc::split_result(text)) {
      auto self = shared_from_this();  // the hub may drop its reference while handling
      if (hub_.on_link_result_text(*this, answer->id, answer->result, answer->is_error)) return;
    }
  auto parsed = jsonrpc::parse_json(text);
  if (!parsed) {
    send(jsonrpc::make_error_response(
        std::nullopt,
        kind_error(jsonrpc::parse_error, parsed.error().message, mcp::error_kind::parse_error)));
    return;
  }
  if (parsed->is_array()) {
    send(jsonrpc::make_error_response(
        std::nullopt,
        kind_error(jsonrpc::invalid_request, "Invalid Request: the link protocol has no batches",
                   "invalid_request")));
    return;
  }
  auto decoded = jsonrpc::decode(std::move(*parsed));
  if (!decoded) {
    auto e = decoded.error();
    e.error.data = json::object{{"patchbay", mcp::error_kind::invalid_request}};
    send(jsonrpc::make_error_response(e.id, e.error));
    return;
  }
  auto self = shared_from_this();  // the hub may drop its reference while handling
  if (auto* req = std::get_if<jsonrpc::request>(&*decoded)) {
    hub_.on_link_request(*this, *req);
  } else if (auto* n = std::get_if<jsonrpc::notification>(&*decoded)) {
    if (registered()) hub_.on_link_notification(*this, *n);
  } else if (auto* r = std::get_if<jsonrpc::response>(&*decoded)) {
    if (registered()) hub_.on_link_response(*this, r->id, std::move(r->result));
  } else {
    auto& e = std::get<jsonrpc::error_response>(*decoded);
    if (registered() && e.id) hub_.on_link_response(*this, *e.id, e.error);
  }
}

void editor_link::on_closed(std::uint16_t code, std::string reason) {
  if (closed_) return;
  closed_ = true;
  register_timer_.cancel();
  heartbeat_timer_.cancel();
  if (reason == "reloading" && code == link_close::normal) reloading_ = true;
  hub_.on_link_closed(*this, code);
}

}  // namespace patchbay::hub
