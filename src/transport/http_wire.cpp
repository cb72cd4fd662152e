#include "transport/http_wire.hpp"

#include "text/ascii.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>

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
    const std::string& name = headers[i].first;  // not a binding: clang 14 cannot capture one
    const std::string& value = headers[i].second;
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
                                         std::string_view body, std::string_view lines) {
  if (method.empty() || target.empty() || breaks_line(method) || breaks_line(target) ||
      breaks_line(host) || has_space(method) || has_space(target))
    return std::nullopt;
  std::string out;
  out.reserve(head_size(headers) + lines.size() + body.size());
  out.append(method).append(" ").append(target).append(" HTTP/1.1\r\nHost: ");
  out.append(host).append("\r\n");
  if (!append_headers(out, headers, {"host", "content-length"})) return std::nullopt;
  out.append(lines);
  if (!body.empty() || (method != "GET" && method != "HEAD"))
    out.append("Content-Length: ").append(std::to_string(body.size())).append("\r\n");
  out.append("\r\n").append(body);
  return out;
}

std::optional<std::string> header_lines(const header_list& headers) {
  std::string out;
  out.reserve(head_size(headers));
  if (!append_headers(out, headers, {"host", "content-length"})) return std::nullopt;
  return out;
}

std::optional<std::string> response_bytes(unsigned version, int status, std::string_view reason,
                                          bool keep_alive, const header_list& headers,
                                          std::string_view body, std::string_view content_type) {
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
  if (!content_type.empty()) out.append("Content-Type: ").append(content_type).append("\r\n");
  if (!append_headers(out, headers, {})) return std::nullopt;
  if (version == 11 && !keep_alive) out.append("Connection: close\r\n");
  if (version == 10 && keep_alive) out.append("Connection: keep-alive\r\n");
  bool bodiless = status < 200 || status == 204 || status == 304;
  if (bodiless && !body.empty()) return std::nullopt;
  if (!bodiless) out.append("Content-Length: ").append(std::to_string(body.size())).append("\r\n");
  out.append("\r\n").append(body);
  return out;
}

namespace {

// Byte classes for heads, looked up once per byte (a head is read per request and per answer).
enum : unsigned char { tchar = 1, field_text = 2, target_char = 4 };
constexpr std::array<unsigned char, 256> byte_classes = [] {
  std::array<unsigned char, 256> t{};
  for (int c = 0; c < 256; ++c) {
    bool alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    // RFC 9110 §5.6.2: tchar.
    if (alnum ||
        std::string_view("!#$%&'*+-.^_`|~").find(static_cast<char>(c)) != std::string_view::npos)
      t[c] |= tchar;
    // §5.5: a field value's bytes are visible ASCII, space, tab and obs-text.
    if (c == '\t' || (c >= 0x20 && c != 0x7f)) t[c] |= field_text;
    // Visible ASCII, for a request target (RFC 9112 §3.2; its finer grammar is the router's).
    if (c > 0x20 && c < 0x7f) t[c] |= target_char;
  }
  return t;
}();

// A field name's byte lower-cased, or 0 where the byte is not a tchar: the check and the copy in
// one lookup.
constexpr std::array<char, 256> name_bytes = [] {
  std::array<char, 256> t{};
  for (int c = 0; c < 256; ++c)
    if (byte_classes[static_cast<std::size_t>(c)] & tchar)
      t[static_cast<std::size_t>(c)] = static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
  return t;
}();

bool all_of_class(std::string_view v, unsigned char cls) {
  for (char c : v)
    if (!(byte_classes[static_cast<unsigned char>(c)] & cls)) return false;
  return true;
}

// The first byte at or after `p` that is not field text (a value ends at its CR). Eight bytes at a
// time while none is below 0x20 or DEL (the word tests are exact for "any byte"; a tab, legal,
// leaves the rest of the value to the byte loop); most of a head's bytes are its values.
const char* skip_field_text(const char* p, const char* last) {
  constexpr std::uint64_t ones = 0x0101010101010101ULL;
  constexpr std::uint64_t highs = 0x8080808080808080ULL;
  while (last - p >= 8) {
    std::uint64_t w;
    std::memcpy(&w, p, sizeof w);
    const std::uint64_t below_space = (w - ones * 0x20) & ~w & highs;
    const std::uint64_t del = w ^ (ones * 0x7f);
    const std::uint64_t has_del = (del - ones) & ~del & highs;
    if ((below_space | has_del) != 0) break;
    p += sizeof w;
  }
  while (p != last && (byte_classes[static_cast<unsigned char>(*p)] & field_text)) ++p;
  return p;
}

// Whether a Connection value is a list of tokens (RFC 9110 §7.6.1), each between optional spaces
// and tabs: Beast's parser refuses a head whose Connection is not, so the fast path must too.
bool token_list(std::string_view list) {
  for (;;) {
    auto comma = list.find(',');
    std::string_view item = list.substr(0, comma);
    while (!item.empty() && (item.front() == ' ' || item.front() == '\t')) item.remove_prefix(1);
    while (!item.empty() && (item.back() == ' ' || item.back() == '\t')) item.remove_suffix(1);
    if (!all_of_class(item, tchar)) return false;
    if (comma == std::string_view::npos) return true;
    list.remove_prefix(comma + 1);
  }
}

// Whether a comma-separated list (Connection) holds `token`, compared without case.
bool lists(std::string_view list, std::string_view token) {
  while (!list.empty()) {
    auto comma = list.find(',');
    std::string_view item = list.substr(0, comma);
    while (!item.empty() && (item.front() == ' ' || item.front() == '\t')) item.remove_prefix(1);
    while (!item.empty() && (item.back() == ' ' || item.back() == '\t')) item.remove_suffix(1);
    if (text::ascii_iequals(item, token)) return true;
    if (comma == std::string_view::npos) break;
    list.remove_prefix(comma + 1);
  }
  return false;
}

// What the Connection lines of a head say, all of them together (RFC 9110 §5.3: lines of one name
// are one list), as Beast's parser reads them: it takes Proxy-Connection alike and keeps a flag per
// token over every line (basic_parser::do_field, keep_alive()), where a message's own keep_alive()
// would look at the first Connection line only.
struct connection_tokens {
  bool close = false;
  bool keep_alive_token = false;

  // False when the value is not a token list: Beast refuses such a head.
  bool add(std::string_view value) {
    if (!token_list(value)) return false;
    close =
        close || lists(value, "close");  // tokens, as Beast reads them ("closed" is not "close")
    keep_alive_token = keep_alive_token || lists(value, "keep-alive");
    return true;
  }
  // HTTP/1.1 stays open unless told "close"; HTTP/1.0 closes unless told "keep-alive".
  [[nodiscard]] bool keep_alive(int version) const {
    return version == 11 ? !close : keep_alive_token;
  }
};

}  // namespace

std::optional<response_head> parse_response_head(std::string_view head) {
  auto next_line = [&head]() -> std::optional<std::string_view> {
    auto end = head.find("\r\n");
    if (end == std::string_view::npos) return std::nullopt;
    std::string_view line = head.substr(0, end);
    head.remove_prefix(end + 2);
    return line;
  };
  auto status_line = next_line();
  if (!status_line || status_line->size() < 12) return std::nullopt;
  response_head out;
  if (status_line->starts_with("HTTP/1.1 "))
    out.version = 11;
  else if (status_line->starts_with("HTTP/1.0 "))
    out.version = 10;
  else
    return std::nullopt;
  // status-line = HTTP-version SP status-code SP [ reason-phrase ] (RFC 9112 §4), the phrase field
  // text: what Beast's parser accepts, no more (tests/fuzz/http_head_fuzz.cpp compares the two).
  std::string_view code = status_line->substr(9, 3);
  if (!std::all_of(code.begin(), code.end(), [](char c) { return c >= '0' && c <= '9'; }) ||
      status_line->size() < 13 || (*status_line)[12] != ' ' ||
      !all_of_class(status_line->substr(13), field_text))
    return std::nullopt;
  out.status = (code[0] - '0') * 100 + (code[1] - '0') * 10 + (code[2] - '0');
  connection_tokens connection;
  for (;;) {
    auto line = next_line();
    if (!line) return std::nullopt;  // no blank line: not a whole head
    if (line->empty()) break;
    auto colon = line->find(':');
    if (colon == std::string_view::npos || colon == 0) return std::nullopt;
    std::string_view name = line->substr(0, colon);
    std::string_view value = line->substr(colon + 1);
    if (!all_of_class(name, tchar) || !all_of_class(value, field_text)) return std::nullopt;
    while (!value.empty() && (value.front() == ' ' || value.front() == '\t'))
      value.remove_prefix(1);
    while (!value.empty() && (value.back() == ' ' || value.back() == '\t')) value.remove_suffix(1);
    std::string lower = text::ascii_lower(name);
    if (lower == "content-length") {
      if (value.empty() || value.size() > 18 ||
          !std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
      std::size_t n = std::stoull(std::string(value));
      if (out.content_length && *out.content_length != n) return std::nullopt;
      out.content_length = n;
    } else if (lower == "transfer-encoding") {
      out.chunked = true;  // any coding: the caller leaves such a body to a full parser
    } else if (lower == "connection" || lower == "proxy-connection") {
      if (!connection.add(value)) return std::nullopt;
    }
    out.headers.emplace_back(std::move(lower), std::string(value));
  }
  out.keep_alive = connection.keep_alive(out.version);
  return out;
}

std::optional<request_head> parse_request_head(std::string_view head) {
  auto end = head.find("\r\n");
  if (end == std::string_view::npos) return std::nullopt;
  std::string_view line = head.substr(0, end);
  head.remove_prefix(end + 2);
  request_head out;
  // request-line = method SP request-target SP HTTP-version
  auto sp1 = line.find(' ');
  if (sp1 == std::string_view::npos) return std::nullopt;
  std::string_view method = line.substr(0, sp1);
  line.remove_prefix(sp1 + 1);
  auto sp2 = line.find(' ');
  if (sp2 == std::string_view::npos) return std::nullopt;
  std::string_view target = line.substr(0, sp2);
  std::string_view version = line.substr(sp2 + 1);
  if (method.empty() ||
      !std::all_of(method.begin(), method.end(), [](char c) { return c >= 'A' && c <= 'Z'; }))
    return std::nullopt;
  if (target.empty() || target.front() != '/' || !all_of_class(target, target_char))
    return std::nullopt;
  if (version == "HTTP/1.1")
    out.version = 11;
  else if (version == "HTTP/1.0")
    out.version = 10;
  else
    return std::nullopt;
  out.method = std::string(method);
  out.target = std::string(target);
  out.headers.reserve(16);  // a browser's or Node's request carries about a dozen
  bool has_length = false;
  // One pass per field line: its name's bytes must be tchar up to the colon, its value's field
  // text up to CR LF; the name is lower-cased straight into its place in the list.
  const char* p = head.data();
  const char* const last = head.data() + head.size();
  for (;;) {
    if (last - p < 2) return std::nullopt;  // no blank line: not a whole head
    if (p[0] == '\r' && p[1] == '\n') {
      p += 2;
      break;
    }
    // The name runs to the colon and must be all tchar: a folded line (it starts with a space), or
    // a line without a colon (the name would take in its CR), fails the check.
    const auto* colon =
        static_cast<const char*>(std::memchr(p, ':', static_cast<std::size_t>(last - p)));
    if (colon == nullptr || colon == p) return std::nullopt;
    auto& [lower, text] = out.headers.emplace_back();
    lower.resize(static_cast<std::size_t>(colon - p));
    char* dst = lower.data();
    for (const char* src = p; src != colon; ++src, ++dst)
      *dst = name_bytes[static_cast<unsigned char>(*src)];
    // A byte that is not a tchar mapped to 0.
    if (lower.find('\0') != std::string::npos) return std::nullopt;
    p = colon;
    const char* value_begin = ++p;
    p = skip_field_text(p, last);
    if (last - p < 2 || p[0] != '\r' || p[1] != '\n') return std::nullopt;
    std::string_view value(value_begin, static_cast<std::size_t>(p - value_begin));
    p += 2;
    while (!value.empty() && (value.front() == ' ' || value.front() == '\t'))
      value.remove_prefix(1);
    while (!value.empty() && (value.back() == ' ' || value.back() == '\t')) value.remove_suffix(1);
    std::string_view l = lower;  // compared as views: the length first, no strlen
    if (l == "transfer-encoding" || l == "upgrade" || l == "expect") return std::nullopt;
    if (l == "content-length") {
      if (has_length || value.empty() || value.size() > 18 ||
          !std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
      has_length = true;
      out.content_length = 0;
      for (char c : value) out.content_length = out.content_length * 10 + (c - '0');
    }
    text.assign(value);
  }
  head = std::string_view(p, static_cast<std::size_t>(last - p));
  if (!head.empty()) return std::nullopt;  // bytes after the blank line: not one head
  connection_tokens connection;
  for (const auto& [name, value] : out.headers) {
    std::string_view n = name;
    if ((n == "connection" || n == "proxy-connection") && !connection.add(value))
      return std::nullopt;
  }
  out.keep_alive = connection.keep_alive(out.version);
  return out;
}

}  // namespace patchbay::transport
