// Micro-benchmarks of the protocol path a tool call takes inside the hub: parse, decode,
// dispatch through an MCP session, serialize. No sockets.
#include "conformance/fixtures.hpp"
#include "jsonrpc/message.hpp"
#include "mcp/server.hpp"
#include "mcp/session.hpp"

#include <benchmark/benchmark.h>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>

using namespace patchbay;

static void BM_ParseDecode(benchmark::State& state) {
  const std::string text =
      R"({"jsonrpc":"2.0","id":42,"method":"tools/call","params":{"name":"test_simple_text","arguments":{}}})";
  for (auto _ : state) {
    auto v = jsonrpc::parse_json(text);
    auto m = jsonrpc::decode(*v);
    benchmark::DoNotOptimize(m);
  }
}
BENCHMARK(BM_ParseDecode);

namespace {
struct null_sink : mcp::session_sink {
  void send(boost::json::object, const std::optional<jsonrpc::id>&) override {}
};
boost::asio::awaitable<void> one_call(std::shared_ptr<mcp::session> s, boost::json::value msg,
                                      std::string* out) {
  auto reply = co_await s->handle(std::move(msg));
  *out = jsonrpc::serialize(*reply);
}
}  // namespace

static void BM_SessionToolCall(benchmark::State& state) {
  boost::asio::io_context ioc;
  mcp::server server(ioc.get_executor(), {"bench", "", "0", "", ""});
  mcp::register_conformance_fixtures(server);
  null_sink sink;
  auto s = server.open_session(sink);
  std::string out;
  auto init = jsonrpc::parse_json(
      R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"b","version":"1"}}})");
  boost::asio::co_spawn(ioc, one_call(s, *init, &out), boost::asio::detached);
  ioc.run();
  const std::string text =
      R"({"jsonrpc":"2.0","id":42,"method":"tools/call","params":{"name":"test_simple_text","arguments":{}}})";
  for (auto _ : state) {
    auto v = jsonrpc::parse_json(text);
    boost::asio::co_spawn(ioc, one_call(s, *v, &out), boost::asio::detached);
    ioc.restart();
    ioc.run();
    benchmark::DoNotOptimize(out);
  }
}
BENCHMARK(BM_SessionToolCall);

BENCHMARK_MAIN();
