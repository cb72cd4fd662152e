// Fuzz target, differential: the hand-written HTTP head parsers (src/transport/http_wire.cpp: the
// hub reads every ordinary request head with parse_request_head, the front end the hub's answer
// heads with parse_response_head) against Beast's strict parser, on the same bytes. The fast path
// may refuse what Beast accepts (the caller then gives those bytes to Beast); it must never accept
// what Beast refuses, nor read an accepted head otherwise than Beast does: method, target and
// version (status for a response), every header (names case-insensitively, each name's values in
// order), Content-Length, chunked and keep-alive. A head counts as accepted when its caller would
// use the fast reading: the hub's for every head parse_request_head returns, the front end's for a
// response head with a Content-Length and no Transfer-Encoding. An input that starts with "HTTP/"
// is a response head, anything else a request head. A difference aborts with both readings.
#include "transport/http_wire.hpp"

#include <boost/asio/buffer.hpp>
#include <boost/beast/http/empty_body.hpp>
#include <boost/beast/http/parser.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace http = boost::beast::http;
using namespace patchbay;

namespace {

[[noreturn]] void differ(std::string_view what, std::string_view input) {
  std::fprintf(stderr,
               "http_head_fuzz: the fast path and Beast differ: %.*s\ninput (%zu bytes): %.*s\n",
               static_cast<int>(what.size()), what.data(), input.size(),
               static_cast<int>(input.size()), input.data());
  std::abort();
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

// Feeds the whole input to Beast's parser, header only. True when Beast read a whole head from
// exactly these bytes.
template <bool IsRequest>
bool beast_reads(http::parser<IsRequest, http::empty_body>& parser, std::string_view input) {
  parser.eager(false);
  parser.header_limit(16 * 1024);
  // No body limit: the callers check Content-Length against their own limit themselves.
  parser.body_limit(boost::none);
  boost::beast::error_code ec;
  std::size_t used = parser.put(boost::asio::buffer(input.data(), input.size()), ec);
  return !ec && parser.is_header_done() && used == input.size();
}

// The same fields with the same values, each name's values in the same order. (Beast keeps fields
// of one name together, a repeated name after its first, so the order across names may differ.)
template <class Fields>
void same_headers(const Fields& beast, const transport::header_list& fast, std::string_view input) {
  transport::header_list read;
  for (const auto& field : beast)
    read.emplace_back(lower(field.name_string()), std::string(field.value()));
  transport::header_list expected = fast;
  auto by_name = [](const auto& a, const auto& b) { return a.first < b.first; };
  std::stable_sort(read.begin(), read.end(), by_name);
  std::stable_sort(expected.begin(), expected.end(), by_name);
  if (read.size() != expected.size()) differ("the number of headers", input);
  for (std::size_t i = 0; i < read.size(); ++i) {
    if (read[i].first != expected[i].first) differ("a header's name", input);
    if (read[i].second != expected[i].second) differ("a header's value", input);
  }
}

void request(std::string_view input) {
  auto fast = transport::parse_request_head(input);
  if (!fast) return;  // refused: the hub gives these bytes to Beast
  http::request_parser<http::empty_body> parser;
  if (!beast_reads(parser, input))
    differ("the fast path accepted a request head Beast refuses", input);
  const auto& req = parser.get();
  if (std::string_view(req.method_string()) != fast->method) differ("the method", input);
  if (std::string_view(req.target()) != fast->target) differ("the target", input);
  if (req.version() != fast->version) differ("the version", input);
  same_headers(req, fast->headers, input);
  if (parser.content_length().value_or(0) != fast->content_length) differ("Content-Length", input);
  if (parser.chunked()) differ("chunked (the fast path takes no Transfer-Encoding)", input);
  // The parser's reading (every Connection line), which the hub uses too (http_server.cpp).
  if (parser.keep_alive() != fast->keep_alive) differ("keep-alive", input);
}

void response(std::string_view input) {
  // The front end hands over the head up to its blank line (http_client.cpp); the rest is body.
  if (auto end = input.find("\r\n\r\n"); end != std::string_view::npos)
    input = input.substr(0, end + 4);
  auto fast = transport::parse_response_head(input);
  // The front end reads a body itself only with a Content-Length and no Transfer-Encoding
  // (http_client.cpp); every other head, accepted here or not, goes to Beast's parser.
  if (!fast || fast->chunked || !fast->content_length) return;
  http::response_parser<http::empty_body> parser;
  if (!beast_reads(parser, input))
    differ("the fast path accepted a response head Beast refuses", input);
  const auto& res = parser.get();
  if (res.result_int() != static_cast<unsigned>(fast->status)) differ("the status", input);
  if (res.version() != fast->version) differ("the version", input);
  same_headers(res, fast->headers, input);
  if (parser.content_length() != fast->content_length) differ("Content-Length", input);
  if (parser.chunked()) differ("chunked (the fast path saw no Transfer-Encoding)", input);
  // The parser's reading (every Connection line), which the front end uses too (http_client.cpp).
  if (parser.keep_alive() != fast->keep_alive) differ("keep-alive", input);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view input(reinterpret_cast<const char*>(data), size);
  if (input.starts_with("HTTP/"))
    response(input);
  else
    request(input);
  return 0;
}
