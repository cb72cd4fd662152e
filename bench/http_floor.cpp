// The floor under the counted benchmark's HTTP rows (issue 30): what one request and its answer
// cost in a server built like the hub — one thread, asio coroutines, a kept-alive connection, the
// same Boost and the same compile options — that does nothing a server could skip. It reads until
// the head's blank line, finds Content-Length, reads the body and writes an answer with a fixed
// head. `--json` also parses the body with Boost.JSON (the hub parses every request) and serializes
// the answer from a tree (the hub builds a tool's result), so the two runs price the I/O alone and
// the I/O with one parse and one serialization.
//
// It answers the counted benchmark's MCP exchange, not MCP: a request without an "id" gets 202, any
// other a JSON-RPC result with the conformance fixture's text and an Mcp-Session-Id header.
// `bench/run.sh counted
// --paths floor,floor-json` runs it under valgrind beside the hub's rows (bench/counted_bench.mjs).
//
// Usage: patchbay_bench_http_floor [--json]   (listens on 127.0.0.1:0 and says where on stderr)
#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/write.hpp>
#include <boost/json.hpp>

#include <algorithm>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace {

namespace asio = boost::asio;
namespace json = boost::json;
using tcp = asio::ip::tcp;
using asio::as_tuple;
using asio::use_awaitable;

constexpr std::string_view result_text = "simple text response";

// The value of Content-Length in `head` (names compared without case), or 0.
std::size_t content_length(std::string_view head) {
  constexpr std::string_view name = "content-length:";
  for (std::size_t at = head.find("\r\n"); at != std::string_view::npos;
       at = head.find("\r\n", at + 2)) {
    std::string_view line = head.substr(at + 2, name.size());
    if (line.size() < name.size()) break;
    bool same = true;
    for (std::size_t i = 0; i < name.size() && same; ++i)
      same = (line[i] | 0x20) == name[i] || line[i] == name[i];
    if (!same) continue;
    std::size_t n = 0;
    for (std::size_t i = at + 2 + name.size(); i < head.size() && head[i] != '\r'; ++i)
      if (head[i] >= '0' && head[i] <= '9') n = n * 10 + static_cast<std::size_t>(head[i] - '0');
    return n;
  }
  return 0;
}

// The answer's body: the request's id copied as text (or, with `parse`, taken from the parsed
// request).
std::string answer_body(std::string_view body, bool parse, bool& notification) {
  if (parse) {
    json::value request = json::parse(body);
    const json::value* id = request.as_object().if_contains("id");
    notification = id == nullptr;
    if (notification) return {};
    json::object text{{"type", "text"}, {"text", result_text}};
    json::object result{{"content", json::array{text}}};
    json::object reply{{"jsonrpc", "2.0"}, {"id", *id}, {"result", std::move(result)}};
    return json::serialize(reply);
  }
  auto at = body.find("\"id\":");
  notification = at == std::string_view::npos;
  if (notification) return {};
  auto end = body.find_first_of(",}", at + 5);
  std::string out = R"({"jsonrpc":"2.0","id":)";
  out.append(body.substr(at + 5, end - (at + 5)));
  out.append(R"(,"result":{"content":[{"type":"text","text":")")
      .append(result_text)
      .append("\"}]}}");
  return out;
}

asio::awaitable<void> serve(tcp::socket socket, bool parse) {
  // Bytes [0, used) are read and not yet answered; the block grows only for a larger request (a
  // std::string resized per read would zero-fill 16 KiB a call: more than everything else here).
  std::vector<char> block(16384);
  std::size_t used = 0;
  auto read_more = [&]() -> asio::awaitable<bool> {
    if (used == block.size()) block.resize(2 * block.size());
    auto [ec, n] = co_await socket.async_read_some(
        asio::buffer(block.data() + used, block.size() - used), as_tuple(use_awaitable));
    used += n;
    co_return !ec;
  };
  for (;;) {
    std::size_t head_end;
    while ((head_end = std::string_view(block.data(), used).find("\r\n\r\n")) ==
           std::string_view::npos)
      if (!co_await read_more()) co_return;
    std::size_t whole = head_end + 4 + content_length(std::string_view(block.data(), head_end));
    while (used < whole)
      if (!co_await read_more()) co_return;
    bool notification = false;
    std::string body = answer_body(
        std::string_view(block.data() + head_end + 4, whole - head_end - 4), parse, notification);
    std::copy(block.begin() + static_cast<std::ptrdiff_t>(whole),
              block.begin() + static_cast<std::ptrdiff_t>(used), block.begin());
    used -= whole;
    std::string out = notification ? "HTTP/1.1 202 Accepted\r\nContent-Length: 0\r\n\r\n"
                                   : "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                                     "Mcp-Session-Id: floor\r\nContent-Length: " +
                                         std::to_string(body.size()) + "\r\n\r\n" + body;
    auto [ec, n] = co_await asio::async_write(socket, asio::buffer(out), as_tuple(use_awaitable));
    if (ec) co_return;
  }
}

asio::awaitable<void> accept_loop(tcp::acceptor& acceptor, bool parse) {
  for (;;) {
    auto [ec, socket] = co_await acceptor.async_accept(as_tuple(use_awaitable));
    if (ec) co_return;
    socket.set_option(tcp::no_delay(true));
    asio::co_spawn(acceptor.get_executor(), serve(std::move(socket), parse), asio::detached);
  }
}

}  // namespace

int main(int argc, char** argv) {
  bool parse = argc > 1 && std::string_view(argv[1]) == "--json";
  asio::io_context ioc(BOOST_ASIO_CONCURRENCY_HINT_UNSAFE_IO);  // as the hub's
  tcp::acceptor acceptor(ioc, tcp::endpoint(asio::ip::make_address("127.0.0.1"), 0));
  asio::signal_set stop(ioc, SIGTERM, SIGINT);
  stop.async_wait([&](const boost::system::error_code&, int) { ioc.stop(); });
  asio::co_spawn(ioc, accept_loop(acceptor, parse), asio::detached);
  std::fprintf(stderr, "listening on http://127.0.0.1:%u\n", acceptor.local_endpoint().port());
  ioc.run();
  return 0;
}
