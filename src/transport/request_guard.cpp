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
  if (require_token && !opts.token.empty()) {
    auto auth = req.header("authorization");
    constexpr std::string_view prefix = "Bearer ";
    if (!auth || auth->size() < prefix.size() ||
        !std::equal(prefix.begin(), prefix.end(), auth->begin(),
                    [](char a, char b) { return std::tolower(a) == std::tolower(b); }) ||
        !constant_time_equal(auth->substr(prefix.size()), opts.token))
      return guard_failure{401, "Unauthorized: a valid bearer token is required"};
  }
  return std::nullopt;
}

}  // namespace patchbay::transport
