#include "transport/http_wire.hpp"

#include "text/ascii.hpp"

#include <algorithm>

namespace patchbay::transport {

namespace {

bool breaks_line(std::string_view v) {
  return std::any_of(v.begin(), v.end(), [](char c) { return c == '\r' || c == '\n'; });
}

bool has_space(std::string_view v) { return v.find(' ') != std::string_view::npos; }

bool named(std::string_view name, std::initializer_list<std::string_view> any) {
  return std::any_of(any.begin(), any.end(),
                     [&](std::string_view n) { return text::ascii_iequals(name, n); });
}

// Appends `name: value` lines, the last of each name only, skipping `skip`. False when one would
// break the framing.
bool append_headers(std::string& out, const header_list& headers,
                    std::initializer_list<std::string_view> skip) {
  for (std::size_t i = 0; i < headers.size(); ++i) {
    const auto& [name, value] = headers[i];
    if (name.empty() || breaks_line(name) || breaks_line(value) ||
        name.find(':') != std::string::npos || has_space(name))
      return false;
    bool later = std::any_of(headers.begin() + static_cast<std::ptrdiff_t>(i) + 1, headers.end(),
                             [&](const auto& h) { return text::ascii_iequals(h.first, name); });
    if (later || named(name, skip)) continue;
    out.append(name).append(": ").append(value).append("\r\n");
  }
  return true;
}

std::size_t head_size(const header_list& headers) {
  std::size_t n = 128;
  for (const auto& [k, v] : headers) n += k.size() + v.size() + 4;
  return n;
}

}  // namespace

std::optional<std::string> request_bytes(std::string_view method, std::string_view target,
                                         std::string_view host, const header_list& headers,
                                         std::string_view body) {
  if (method.empty() || target.empty() || breaks_line(method) || breaks_line(target) ||
      breaks_line(host) || has_space(method) || has_space(target))
    return std::nullopt;
  std::string out;
  out.reserve(head_size(headers) + body.size());
  out.append(method).append(" ").append(target).append(" HTTP/1.1\r\nHost: ");
  out.append(host).append("\r\n");
  if (!append_headers(out, headers, {"host", "content-length"})) return std::nullopt;
  if (!body.empty() || (method != "GET" && method != "HEAD"))
    out.append("Content-Length: ").append(std::to_string(body.size())).append("\r\n");
  out.append("\r\n").append(body);
  return out;
}

std::optional<std::string> response_bytes(unsigned version, int status, std::string_view reason,
                                          bool keep_alive, const header_list& headers,
                                          std::string_view body) {
  if (status < 100 || status > 999 || breaks_line(reason) || (version != 10 && version != 11))
    return std::nullopt;
  for (const auto& h : headers)
    if (named(h.first, {"connection", "content-length", "transfer-encoding"})) return std::nullopt;
  std::string out;
  out.reserve(head_size(headers) + body.size());
  out.append(version == 10 ? "HTTP/1.0 " : "HTTP/1.1 ")
      .append(std::to_string(status))
      .append(" ")
      .append(reason)
      .append("\r\n");
  if (!append_headers(out, headers, {})) return std::nullopt;
  if (version == 11 && !keep_alive) out.append("Connection: close\r\n");
  if (version == 10 && keep_alive) out.append("Connection: keep-alive\r\n");
  bool bodiless = status < 200 || status == 204 || status == 304;
  if (bodiless && !body.empty()) return std::nullopt;
  if (!bodiless) out.append("Content-Length: ").append(std::to_string(body.size())).append("\r\n");
  out.append("\r\n").append(body);
  return out;
}

}  // namespace patchbay::transport
