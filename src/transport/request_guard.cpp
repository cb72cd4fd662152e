#include "transport/request_guard.hpp"

#include "text/ascii.hpp"

#include <algorithm>

namespace patchbay::transport {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_hex_digit(char c) { return is_digit(c) || (c >= 'a' && c <= 'f'); }
bool is_name_char(char c) {
  return is_digit(c) || (c >= 'a' && c <= 'z') || c == '-' || c == '.' || c == '_';
}

std::optional<std::uint16_t> parse_port(std::string_view digits) {
  if (digits.empty() || digits.size() > 5 || !std::all_of(digits.begin(), digits.end(), is_digit))
    return std::nullopt;
  unsigned value = 0;
  for (char c : digits) value = value * 10 + static_cast<unsigned>(c - '0');
  if (value > 65535) return std::nullopt;
  return static_cast<std::uint16_t>(value);
}

// 0–255 written as a browser writes it: no sign, no leading zero, decimal.
bool is_canonical_octet(std::string_view part) {
  if (part.empty() || part.size() > 3 || !std::all_of(part.begin(), part.end(), is_digit))
    return false;
  if (part.size() > 1 && part.front() == '0') return false;
  unsigned value = 0;
  for (char c : part) value = value * 10 + static_cast<unsigned>(c - '0');
  return value <= 255;
}

bool is_canonical_loopback_v4(std::string_view host) {
  std::size_t parts = 0;
  while (true) {
    auto dot = host.find('.');
    std::string_view part = host.substr(0, dot);
    if (!is_canonical_octet(part) || (parts == 0 && part != "127")) return false;
    ++parts;
    if (dot == std::string_view::npos) break;
    host.remove_prefix(dot + 1);
  }
  return parts == 4;
}

bool host_allowed(std::string_view host, const guard_options& opts) {
  if (is_loopback_host(host)) return true;
  return std::any_of(
      opts.allowed_hosts.begin(), opts.allowed_hosts.end(),
      [&](const std::string& allowed) { return text::ascii_lower(allowed) == host; });
}

// The Host header a client on this machine sends (127.0.0.1 or localhost, with a port), known to
// be a loopback host without parsing; any other form is parsed (parse_host), with the same answer.
bool plain_loopback_host(std::string_view text) {
  for (std::string_view name : {std::string_view("127.0.0.1"), std::string_view("localhost")}) {
    if (!text.starts_with(name)) continue;
    if (text.size() == name.size()) return true;
    return text[name.size()] == ':' && parse_port(text.substr(name.size() + 1)).has_value();
  }
  return false;
}

constexpr std::string_view bearer_prefix = "bearer ";

}  // namespace

std::optional<host_and_port> parse_host(std::string_view text) {
  std::string lower = text::ascii_lower(text);
  std::string_view rest = lower;
  host_and_port out;
  if (rest.starts_with('[')) {
    auto close = rest.find(']');
    if (close == std::string_view::npos || close == 1) return std::nullopt;
    std::string_view inside = rest.substr(1, close - 1);
    if (!std::all_of(inside.begin(), inside.end(),
                     [](char c) { return is_hex_digit(c) || c == ':' || c == '.'; }))
      return std::nullopt;
    out.host = std::string(rest.substr(0, close + 1));
    rest.remove_prefix(close + 1);
  } else {
    std::string_view name = rest.substr(0, rest.find(':'));
    if (name.empty() || !std::all_of(name.begin(), name.end(), is_name_char)) return std::nullopt;
    out.host = std::string(name);
    rest.remove_prefix(name.size());
  }
  if (rest.empty()) return out;
  if (rest.front() != ':') return std::nullopt;
  out.port = parse_port(rest.substr(1));
  if (!out.port) return std::nullopt;
  return out;
}

std::optional<web_origin> parse_origin(std::string_view text) {
  auto separator = text.find("://");
  if (separator == std::string_view::npos) return std::nullopt;
  std::string scheme = text::ascii_lower(text.substr(0, separator));
  if (scheme != "http" && scheme != "https") return std::nullopt;
  auto authority = parse_host(text.substr(separator + 3));
  if (!authority) return std::nullopt;
  return web_origin{std::move(scheme), std::move(*authority)};
}

bool is_loopback_host(std::string_view host) {
  return host == "localhost" || host == "[::1]" || is_canonical_loopback_v4(host);
}

bool is_json_content_type(std::string_view content_type) {
  if (content_type == "application/json") return true;  // what clients send: no need to trim
  std::string_view media_type = content_type.substr(0, content_type.find(';'));
  auto is_space = [](char c) { return c == ' ' || c == '\t'; };
  while (!media_type.empty() && is_space(media_type.front())) media_type.remove_prefix(1);
  while (!media_type.empty() && is_space(media_type.back())) media_type.remove_suffix(1);
  return text::ascii_iequals(media_type, "application/json");
}

bool constant_time_equal(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  unsigned char diff = 0;
  for (std::size_t i = 0; i < a.size(); ++i) diff |= static_cast<unsigned char>(a[i] ^ b[i]);
  return diff == 0;
}

bool has_bearer_token(const http_request& req, std::string_view token) {
  auto auth = req.header("authorization");
  if (!auth || token.empty() || auth->size() < bearer_prefix.size() ||
      !text::ascii_iequals(auth->substr(0, bearer_prefix.size()), bearer_prefix))
    return false;
  return constant_time_equal(auth->substr(bearer_prefix.size()), token);
}

std::optional<guard_failure> check_request(const http_request& req, const guard_options& opts,
                                           bool require_token) {
  auto host_header = req.header("host");
  if (!host_header || !plain_loopback_host(*host_header)) {
    auto host = host_header ? parse_host(*host_header) : std::nullopt;
    if (!host || !host_allowed(host->host, opts))
      return guard_failure{421, "Misdirected Request: Host header is not an allowed host"};
  }
  if (auto origin_header = req.header("origin")) {
    // "null" (a sandboxed or file: page) is refused like any other foreign origin.
    auto origin = parse_origin(*origin_header);
    if (!origin || !host_allowed(origin->authority.host, opts))
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
