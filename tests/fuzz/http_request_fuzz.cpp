// Fuzz target: the HTTP request path above the socket (src/transport: router, request_guard,
// streamable_http, event_stream) over the neutral request type. Each input is a sequence of
// requests separated by a line "---": a request line "METHOD target", header lines "name: value",
// an empty line, then the body. A session id the hub issued can be reused by writing
// "Mcp-Session-Id: $" (the latest one), so inputs reach live sessions, GET streams and
// Last-Event-ID replay. SSE responses are read only as far as their ready events, then dropped as a
// client would.
#include "conformance/fixtures.hpp"
#include "fuzz_support.hpp"
#include "mcp/server.hpp"
#include "transport/router.hpp"
#include "transport/streamable_http.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>

#include <algorithm>
#include <cctype>
#include <memory>
#include <string>

using namespace patchbay;
namespace asio = boost::asio;

namespace {

transport::http_request parse_request(std::string_view block, const std::string& last_session) {
  transport::http_request req;
  auto lines = fuzz::lines_of(reinterpret_cast<const std::uint8_t*>(block.data()), block.size());
  std::size_t i = 0;
  if (i < lines.size()) {
    auto first = lines[i++];
    auto space = first.find(' ');
    req.method = std::string(first.substr(0, space));
    req.target = space == std::string_view::npos ? "/mcp" : std::string(first.substr(space + 1));
  }
  for (; i < lines.size() && !lines[i].empty(); ++i) {
    auto colon = lines[i].find(':');
    if (colon == std::string_view::npos) continue;
    std::string name(lines[i].substr(0, colon));
    std::transform(name.begin(), name.end(), name.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    auto value = lines[i].substr(colon + 1);
    while (!value.empty() && value.front() == ' ') value.remove_prefix(1);
    req.headers.emplace_back(std::move(name), value == "$" ? last_session : std::string(value));
  }
  for (++i; i < lines.size(); ++i) {
    req.body += lines[i];
    if (i + 1 < lines.size()) req.body += '\n';
  }
  req.remote_address = "127.0.0.1";
  req.peer = transport::peer_user::same;  // the hub's own user: past the owner check
  return req;
}

// What one exchange left behind; shared with its coroutine, which may still be suspended (a slow
// tool) when the loop moves on.
struct exchange_state {
  std::shared_ptr<transport::sse_source> stream;
};

asio::awaitable<void> exchange(transport::router& routes, transport::http_request req,
                               std::string* last_session, std::shared_ptr<exchange_state> out) {
  auto res = co_await routes.route(std::move(req));
  for (const auto& [name, value] : res.headers)
    if (name == "Mcp-Session-Id") *last_session = value;
  out->stream = res.stream;
}

asio::awaitable<void> read_some(std::shared_ptr<transport::sse_source> stream) {
  for (int reads = 0; reads < 16; ++reads) {
    auto text = co_await stream->next();
    if (!text) break;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static fuzz::fixture_server fixtures;
  asio::io_context& ioc = fixtures.ioc();
  mcp::server& srv = fixtures.next();
  transport::streamable_http_options opts;
  opts.max_sessions = 8;
  opts.max_stream_events = 8;
  auto mcp_http = std::make_unique<transport::streamable_http>(srv, opts);
  transport::router routes(*mcp_http, nullptr, opts.guard,
                           transport::guard_options{"editor-token", {}}, "fuzz");
  std::string text(reinterpret_cast<const char*>(data), size);
  std::string last_session;
  std::size_t at = 0;
  for (int requests = 0; at <= text.size() && requests < 16; ++requests) {
    auto end = text.find("\n---\n", at);
    std::string_view block(text.data() + at, (end == std::string::npos ? text.size() : end) - at);
    auto state = std::make_shared<exchange_state>();
    asio::co_spawn(ioc, exchange(routes, parse_request(block, last_session), &last_session, state),
                   asio::detached);
    fuzz::settle(ioc);
    if (auto stream = state->stream) {
      asio::co_spawn(ioc, read_some(stream), asio::detached);
      fuzz::settle(ioc);
      stream->connection_lost();
      fuzz::settle(ioc);
    }
    if (end == std::string::npos) break;
    at = end + 5;
  }
  // Stopped, nothing may be left waiting: run() returns only when every session, stream and timer
  // has ended (a hang here is a finding).
  mcp_http->stop();
  ioc.restart();
  ioc.run();
  return 0;
}
