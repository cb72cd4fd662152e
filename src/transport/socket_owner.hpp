#pragma once
// Whose process holds the other end of a connected loopback TCP socket, asked of the OS
// (platform/peer_owner.hpp) with Asio's endpoints. The server side asks it of every accepted
// connection (another user's process is served only with the hub token); the client side of every
// connection it opens (another user's listener on the hub's port is not the hub, and is sent
// nothing). Header-only and without Beast: both http_server.cpp and http_client.cpp include it.

#include "platform/peer_owner.hpp"

#include <boost/asio/ip/tcp.hpp>

#include <algorithm>
#include <optional>

namespace patchbay::transport {

inline platform::tcp_endpoint to_platform(const boost::asio::ip::tcp::endpoint& ep) {
  platform::tcp_endpoint out;
  out.port = ep.port();
  if (ep.address().is_v4()) {
    auto bytes = ep.address().to_v4().to_bytes();
    std::copy(bytes.begin(), bytes.end(), out.address.begin());
  } else {
    auto bytes = ep.address().to_v6().to_bytes();
    std::copy(bytes.begin(), bytes.end(), out.address.begin());
    out.v6 = true;
  }
  return platform::unmapped(out);
}

// The owner of `socket`'s peer when the peer is on loopback; nothing for a peer on the network
// (no OS can say who owns a remote socket) or a socket already gone (then: unknown).
inline std::optional<platform::peer_owner> loopback_owner_of_peer(
    const boost::asio::ip::tcp::socket& socket) {
  boost::system::error_code ec, lec;
  auto remote = socket.remote_endpoint(ec);
  auto local = socket.local_endpoint(lec);
  if (ec || lec) return platform::peer_owner::unknown;
  auto peer = to_platform(remote);
  if (!platform::is_loopback(peer)) return std::nullopt;
  return platform::loopback_peer_owner(to_platform(local), peer);
}

}  // namespace patchbay::transport
