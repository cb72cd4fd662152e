#pragma once
// How a client knows it talks to this user's hub before it sends anything secret (docs/security.md
// "Someone else poses as the hub"). hub.json names a port; after the hub died without cleanup any
// process may take that port next. So a client (the CLI, `patchbay stdio`) first sends a random
// challenge on `GET /`, with no token and no session id:
//
//   client ── GET /  Patchbay-Challenge: <nonce, 32 to 128 hex digits> ──▶ listener
//   client ◀── 200   Patchbay-Proof: hex(HMAC-SHA-256(token, "patchbay-hub-proof/1 <port>
//   <nonce>"))
//
// Only a process that knows hub.json's token can answer, and the token never crosses the wire. The
// port is the hub's own listening port, so a real hub elsewhere cannot be made to answer for a
// listener on another port (a relay). The client also checks who owns the socket it reached
// (http_client's peer check): another OS user's listener is refused before the challenge.
// Neutral code: no Beast, no socket.

#include <optional>
#include <string>
#include <string_view>

namespace patchbay::transport {

inline constexpr std::string_view hub_challenge_header = "Patchbay-Challenge";
inline constexpr std::string_view hub_proof_header = "Patchbay-Proof";

// A fresh challenge (64 hex digits from the OS's secure random source).
std::string new_hub_challenge();

// The proof a hub holding `token` and listening on `port` gives for `challenge`; nothing when the
// challenge is not 32 to 128 hex digits (the hub then answers without a proof).
std::optional<std::string> hub_proof(std::string_view token, unsigned short port,
                                     std::string_view challenge);

// Whether `given` is the proof for `challenge` (compared in constant time).
bool hub_proof_valid(std::string_view token, unsigned short port, std::string_view challenge,
                     std::string_view given);

}  // namespace patchbay::transport
