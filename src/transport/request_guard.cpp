#include "transport/request_guard.hpp"

#include "text/ascii.hpp"

#include <boost/asio/ip/address_v4.hpp>
#include <boost/url/parse.hpp>

#include <algorithm>
#include <cctype>

namespace patchbay::transport {

std::string host_without_port(std::string_view host) {
  if (host.starts_with('[')) {
    auto close = host.find(']');
    return std::string(close == std::string_view::npos ? host : host.substr(0, close + 1));
  }
  return std::string(host.substr(0, host.find(':')));
}

bool is_loopback_host(std::string_view h) {
  std::string lower = text::ascii_lower(h);
  if (lower == "localhost" || lower == "[::1]" || lower == "::1") return true;
  // Only a literal IPv4 address in 127/8 counts: "127.0.0.1.nip.io" is a DNS name anywhere.
  boost::system::error_code ec;
  auto address = boost::asio::ip::make_address_v4(lower, ec);
  return !ec && address.is_loopback();
}

bool constant_time_equal(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  unsigned char diff = 0;
  for (std::size_t i = 0; i < a.size(); ++i) diff |= static_cast<unsigned char>(a[i] ^ b[i]);
  return diff == 0;
}

namespace {

constexpr std::string_view bearer_prefix = "bearer ";

}  // namespace

bool has_bearer_token(const http_request& req, std::string_view token) {
  auto auth = req.header("authorization");
  if (!auth || token.empty() || auth->size() < bearer_prefix.size() ||
      text::ascii_lower(auth->substr(0, bearer_prefix.size())) != bearer_prefix)
    return false;
  return constant_time_equal(auth->substr(bearer_prefix.size()), token);
}

namespace {

bool host_allowed(std::string_view host_no_port, const guard_options& opts) {
  if (is_loopback_host(host_no_port)) return true;
  return std::find(opts.allowed_hosts.begin(), opts.allowed_hosts.end(), host_no_port) !=
         opts.allowed_hosts.end();
}

}  // namespace

std::optional<guard_failure> check_request(const http_request& req, const guard_options& opts,
                                           bool require_token) {
  auto host = req.header("host");
  if (!host || !host_allowed(host_without_port(*host), opts))
    return guard_failure{421, "Misdirected Request: Host header is not an allowed host"};
  if (auto origin = req.header("origin"); origin && *origin != "null") {
    auto url = boost::urls::parse_uri(*origin);
    std::string origin_host = url ? std::string(url->encoded_host()) : std::string();
    if (url && url->host_type() == boost::urls::host_type::ipv6 && !origin_host.starts_with('['))
      origin_host = "[" + origin_host + "]";
    if (!url || !host_allowed(origin_host, opts))
      return guard_failure{403, "Forbidden: Origin is not allowed"};
  } else if (origin) {
    return guard_failure{403, "Forbidden: Origin is not allowed"};
  }
  if (require_token && !opts.token.empty() && !has_bearer_token(req, opts.token))
    return guard_failure{401, "Unauthorized: a valid bearer token is required"};
  return std::nullopt;
}

std::optional<guard_failure> check_peer_user(const http_request& req, std::string_view hub_token) {
  if (req.peer == peer_user::same || req.peer == peer_user::network) return std::nullopt;
  if (has_bearer_token(req, hub_token)) return std::nullopt;
  std::string who = req.peer == peer_user::other
                        ? "comes from a process of another OS user than the one running the hub"
                        : "comes from a local process whose OS user the hub could not determine";
  return guard_failure{
      403, "Forbidden: this connection " + who +
               ", and loopback serves only the hub's own user (docs/security.md). To allow it, "
               "send the hub token as 'Authorization: Bearer TOKEN' (the token is in hub.json in "
               "the hub's state directory, or the --token the hub was started with)."};
}

}  // namespace patchbay::transport
