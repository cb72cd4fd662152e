#pragma once
// Checks every HTTP request before it reaches MCP, the dashboard or the editor link: whose process
// sent it (another OS user's needs the hub token), DNS-rebinding protection (Host and Origin must
// be loopback unless configured) and the bearer token.

#include "transport/http_message.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace patchbay::transport {

struct guard_options {
  std::string token;                       // empty: no token required
  std::vector<std::string> allowed_hosts;  // extra Host names (without port) accepted
};

struct guard_failure {
  int status;
  std::string message;
};

// Returns the failure to send, or nullopt when the request may proceed.
std::optional<guard_failure> check_request(const http_request& req, const guard_options& opts,
                                           bool require_token);

// Loopback means this user: a request from another OS user's process, or from a loopback peer
// whose owner is unknown, proceeds only with `hub_token` (the token in hub.json, or --token) as
// `Authorization: Bearer`. 403 otherwise, with a message that says how to allow it.
std::optional<guard_failure> check_peer_user(const http_request& req, std::string_view hub_token);

// "localhost:3917" → "localhost"; "[::1]:80" → "[::1]".
std::string host_without_port(std::string_view host);
bool is_loopback_host(std::string_view host_no_port);
// Compares secrets (tokens, tickets, cookies) in time that does not depend on where they differ.
bool constant_time_equal(std::string_view a, std::string_view b);
// `Authorization: Bearer <token>` with exactly this token (the scheme is case-insensitive).
bool has_bearer_token(const http_request& req, std::string_view token);

}  // namespace patchbay::transport
