#pragma once
// HTTP/1.1 heads written by hand, into one buffer with the body: what the hub sends for an ordinary
// (non-streaming) answer and what the front end sends to the hub. Beast's serializer walks a chain
// of buffer views per header field and cost more instructions than everything else the front end
// does for a call (bench/counted_bench.mjs, issue 30). The front end also reads the hub's answer
// heads here; Beast still parses requests to the hub, SSE and chunked bodies, and writes the heads
// of SSE streams and WebSocket upgrades. The hub reads ordinary request heads here too (a whole
// head in its first read, framed by Content-Length); everything else goes to Beast's strict parser.
// No Beast and no socket here.

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace patchbay::transport {

using header_list = std::vector<std::pair<std::string, std::string>>;

// `method target HTTP/1.1`, Host, the headers, Content-Length (none for a bodiless GET or HEAD) and
// the body. A header given twice is sent once, with its last value; Host and Content-Length among
// `headers` are ignored (this function writes them). nullopt when something would break the
// framing: CR or LF anywhere in the head, a space in the method or target, an empty or
// colon-bearing name. `lines`: more header lines already rendered by header_lines() (a session's
// fixed headers, checked once instead of per request); the caller keeps their names apart from
// `headers`'.
std::optional<std::string> request_bytes(std::string_view method, std::string_view target,
                                         std::string_view host, const header_list& headers,
                                         std::string_view body, std::string_view lines = {});

// `name: value\r\n` lines for request_bytes' `lines`, under its rules (the last of a name given
// twice; Host and Content-Length left out); nullopt where request_bytes would refuse one.
std::optional<std::string> header_lines(const header_list& headers);

// `HTTP/1.x status reason`, the headers, Connection as `keep_alive` needs it for that version
// (`close` on 1.1, `keep-alive` on 1.0), Content-Length (none for 1xx, 204 and 304) and the body.
// nullopt as above, and when `headers` carry Connection, Content-Length or Transfer-Encoding (the
// caller then writes the answer another way). `content_type`, when given, is the program's own
// constant (http_response::content_type): written first, unchecked.
std::optional<std::string> response_bytes(unsigned version, int status, std::string_view reason,
                                          bool keep_alive, const header_list& headers,
                                          std::string_view body,
                                          std::string_view content_type = {});

// The head of an HTTP/1.x response (`head` ends at its blank line), for the front end's reads of
// the hub's answers. Header names lower-cased. nullopt when it is not a response head.
struct response_head {
  unsigned version = 11;
  int status = 0;
  header_list headers;
  std::optional<std::size_t> content_length;
  bool chunked = false;
  bool keep_alive = true;
  std::string_view header(std::string_view lower_name) const {
    for (const auto& [k, v] : headers)
      if (k == lower_name) return v;
    return {};
  }
};
std::optional<response_head> parse_response_head(std::string_view head);

// The head of an ordinary HTTP/1.x request (`head` ends at its blank line), for the hub's reads.
// Strict and narrow on purpose: nullopt for anything it does not read exactly as RFC 9112 says, and
// for what it leaves to Beast's parser (the caller then parses the same bytes with it): an origin-
// form target only; an upper-case token method; token header names; no control characters in
// values but tab; no folded lines; Transfer-Encoding, Upgrade or Expect at all; Content-Length
// more than once or not a plain number.
struct request_head {
  std::string method;
  std::string target;
  unsigned version = 11;
  header_list headers;  // names lower-cased, in order
  std::size_t content_length = 0;
  bool keep_alive = true;
};
std::optional<request_head> parse_request_head(std::string_view head);

}  // namespace patchbay::transport
