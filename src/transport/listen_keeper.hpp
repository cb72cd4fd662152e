#pragma once
// Keeps a 2026-07-28 `subscriptions/listen` of a `patchbay stdio` client open for as long as the
// client holds it (basic/patterns/subscriptions). Once the hub acknowledged it, an end the client
// did not ask for (the hub died, restarted or stopped) is the front end's to mend, as the legacy
// GET stream is: the keeper opens the listen again on the hub the relay finds next, keeps that
// hub's acknowledgement to itself, and tells the client each list it listens to may have changed
// meanwhile. Before the first acknowledgement the hub's answer (an error) is the client's. The
// client ends it with notifications/cancelled (the relay closes the connection).
//
//   open ─▶ acknowledged ─▶ (stream ends) ─▶ reconnect ─▶ open again ─▶ acknowledged: list_changed
//   three openings in a row that are not acknowledged ─▶ the client gets an error
//
// Contract: runs on the relay's executor; every wait ends when the relay closes.

#include "transport/http_client.hpp"

#include <boost/asio/awaitable.hpp>
#include <boost/json.hpp>

#include <cstdint>
#include <memory>
#include <string>

namespace patchbay::transport {

// A request the client can cancel: closing its connection (2026-07-28 over HTTP).
struct cancellable_request : request_abort {
  bool cancelled = false;
};

// What the keeper needs of the relay.
class relay_channel {
 public:
  virtual ~relay_channel() = default;
  virtual boost::asio::any_io_executor executor() const = 0;
  virtual http_client& client() = 0;
  // Bumped each time the relay reconnects to a hub.
  virtual std::uint64_t generation() const = 0;
  virtual bool closing() const = 0;
  // Why the last attempt to find a hub failed ("" when it did not).
  virtual const std::string& last_error() const = 0;
  // Finds or starts a hub again unless someone did since `seen_generation`.
  virtual boost::asio::awaitable<void> reconnect(std::uint64_t seen_generation) = 0;
  // A message to the client (stdout).
  virtual void write(const boost::json::value& message) = 0;
  virtual client_request stateless_post(const boost::json::value& body) const = 0;
};

// Holds the listen `message` (a request with an id) until it ends.
boost::asio::awaitable<void> keep_listen(relay_channel& relay, boost::json::value message,
                                         std::shared_ptr<cancellable_request> abort);

}  // namespace patchbay::transport
