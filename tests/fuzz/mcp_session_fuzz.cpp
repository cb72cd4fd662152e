// Fuzz target: MCP request handling (src/mcp) — one session of a server with the conformance
// fixtures' tools, resources and prompts, fed one JSON message per input line (a line that is not
// JSON is what the transports answer themselves, so it is skipped). Work that waits on a timer
// stays pending; the session is closed at the end, which must cancel it without leaks.
#include "conformance/fixtures.hpp"
#include "fuzz_support.hpp"
#include "jsonrpc/message.hpp"
#include "mcp/server.hpp"
#include "mcp/session.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>

using namespace patchbay;
namespace asio = boost::asio;
namespace json = boost::json;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static fuzz::fixture_server fixtures;
  asio::io_context& ioc = fixtures.ioc();
  mcp::server& srv = fixtures.next();
  fuzz::null_sink sink;
  auto session = srv.open_session(sink);
  for (auto line : fuzz::lines_of(data, size)) {
    auto message = jsonrpc::parse_json(line);
    if (!message) continue;
    asio::co_spawn(ioc, fuzz::feed(session, std::move(*message)), asio::detached);
    fuzz::settle(ioc);
  }
  // Closed, nothing may be left waiting: run() returns only when every call has ended (a hang here
  // is a finding).
  session->close();
  session.reset();
  ioc.restart();
  ioc.run();
  return 0;
}
