#pragma once
// Checks every HTTP request before it reaches MCP, the dashboard or the editor link: whose process
// sent it (another OS user's needs the hub token), DNS-rebinding protection (Host and Origin must
// be loopback unless configured) and the bearer token.
//
// Host and Origin are parsed here, strictly, rather than with a URL library: a URL parser is
// lenient on purpose (Boost.URL 1.81 reads the host of "http://127.0.0.1.evil.example" as
// 127.0.0.1), while the only thing to decide is whether the text is exactly a loopback name.
// Only the spellings a browser writes count as loopback: `localhost`, a dotted-decimal address in
// 127.0.0.0/8, and `[::1]` (case-insensitive); everything else is a name like any other.

#include "transport/http_message.hpp"

#include <cstdint>
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

// The host and port of a Host header value (RFC 9110 §7.2: uri-host [":" port]) or of the
// authority of an Origin. The host is lower-cased; an IPv6 literal keeps its brackets.
struct host_and_port {
  std::string host;
  std::optional<std::uint16_t> port;
};
// Nothing when the text is not a plain host and optional port: userinfo, a path, a bad port,
// characters no host name or IP literal has.
std::optional<host_and_port> parse_host(std::string_view text);

// An Origin header (RFC 6454 §7: scheme "://" host [":" port]). Only http and https are origins a
// page of the hub or of a local development server has; "null" and anything else is nothing.
struct web_origin {
  std::string scheme;  // "http" or "https"
  host_and_port authority;
};
std::optional<web_origin> parse_origin(std::string_view text);

// `localhost`, a dotted-decimal 127.x.y.z (no leading zeros, no short forms) or `[::1]`, as
// parse_host returns them (lower case, brackets kept).
bool is_loopback_host(std::string_view host);

// A Content-Type whose media type is exactly application/json (type and subtype case-insensitive,
// parameters such as charset allowed). "text/plain; charset=application/json" is not.
bool is_json_content_type(std::string_view content_type);

// Compares secrets (tokens, tickets, cookies) in time that does not depend on where they differ.
bool constant_time_equal(std::string_view a, std::string_view b);
// `Authorization: Bearer <token>` with exactly this token (the scheme is case-insensitive).
bool has_bearer_token(const http_request& req, std::string_view token);

}  // namespace patchbay::transport
