// MCP 2026-07-28 over Streamable HTTP (transport/stateless_http.hpp) through streamable_http's
// endpoint, without sockets: a POST without Mcp-Session-Id is one stateless request; headers must
// mirror the body; errors map to 400/404; progress streams; closing the stream cancels.

#include "jsonrpc/message.hpp"
#include "mcp/call_context.hpp"
#include "mcp/server.hpp"
#include "mcp/tool_registry.hpp"
#include "transport/streamable_http.hpp"

#include <gtest/gtest.h>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>

#include <chrono>
#include <optional>
#include <string>

namespace patchbay::transport {
namespace {

namespace asio = boost::asio;
using namespace std::chrono_literals;

bool slow_cancelled = false;

asio::awaitable<jsonrpc::outcome<mcp::tool_result>> chatty_tool(
    std::shared_ptr<mcp::call_context> ctx, json::object) {
  ctx->progress(1, 2);
  co_return mcp::tool_result::text("chatty done");
}

asio::awaitable<jsonrpc::outcome<mcp::tool_result>> slow_tool(
    std::shared_ptr<mcp::call_context> ctx, json::object) {
  bool slept = co_await ctx->sleep(60s);
  if (!slept) slow_cancelled = true;
  co_return mcp::tool_result::text("slow done");
}

const std::string meta = R"("_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28",)"
                         R"("io.modelcontextprotocol/clientCapabilities":{}})";

class StatelessHttp : public ::testing::Test {
 protected:
  StatelessHttp() : server_(ioc_.get_executor(), {"patchbay", "", "0", "", ""}) {
    for (auto [name, fn] : {std::pair{"chatty", &chatty_tool}, std::pair{"slow", &slow_tool}})
      server_.tools().add(json::object{{"name", name},
                                       {"description", "A test tool."},
                                       {"inputSchema", json::object{{"type", "object"}}}},
                          fn);
    slow_cancelled = false;
  }
  void TearDown() override {
    if (http_) http_->stop();
    ioc_.restart();
    ioc_.poll();
  }

  streamable_http& http(streamable_http_options opts = {}) {
    if (!http_) http_.emplace(server_, std::move(opts));
    return *http_;
  }

  template <typename T>
  T run(asio::awaitable<T> a) {
    std::optional<T> out;
    std::exception_ptr failure;
    asio::co_spawn(ioc_, std::move(a), [&](std::exception_ptr e, T v) {
      failure = e;
      if (!e) out = std::move(v);
    });
    ioc_.restart();
    for (int i = 0; i < 1000 && !out && !failure; ++i) ioc_.run_one_for(10ms);
    if (failure) std::rethrow_exception(failure);
    if (!out) throw std::runtime_error("the handler did not finish");
    return std::move(*out);
  }

  // A stateless POST: the standard headers as a conforming client sends them, then `extra` (an
  // empty value removes a header).
  static http_request post(std::string method, std::string params,
                           std::vector<std::pair<std::string, std::string>> extra = {}) {
    std::vector<std::pair<std::string, std::string>> headers{
        {"content-type", "application/json"},
        {"accept", "application/json, text/event-stream"},
        {"host", "127.0.0.1"},
        {"mcp-protocol-version", "2026-07-28"},
        {"mcp-method", method}};
    for (const auto& kv : extra) {
      std::erase_if(headers, [&kv](const auto& h) { return h.first == kv.first; });
      if (!kv.second.empty()) headers.push_back(kv);
    }
    std::string body =
        R"({"jsonrpc":"2.0","id":5,"method":")" + method + R"(","params":)" + params + "}";
    return http_request{"POST", "/mcp", std::move(headers), std::move(body), "127.0.0.1"};
  }
  static std::optional<std::string> header(const http_response& r, std::string_view name) {
    if (name == "Content-Type" && !r.content_type.empty()) return std::string(r.content_type);
    for (const auto& [k, v] : r.headers)
      if (k == name) return v;
    return std::nullopt;
  }
  static json::object body_of(const http_response& r) { return json::parse(r.body).as_object(); }
  static std::int64_t error_code(const http_response& r) {
    return body_of(r).at("error").at("code").as_int64();
  }
  std::string drain(const http_response& r) {
    std::string all;
    for (int i = 0; i < 100; ++i) {
      auto next = run(r.stream->next());
      if (!next) break;
      all += *next;
    }
    return all;
  }

  asio::io_context ioc_;
  mcp::server server_;
  std::optional<streamable_http> http_;
};

TEST_F(StatelessHttp, DiscoverIsAnsweredWithoutOpeningASession) {
  http_response r = run(http().handle(post("server/discover", "{" + meta + "}")));
  EXPECT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(header(r, "Mcp-Session-Id").has_value());
  auto result = body_of(r).at("result").as_object();
  EXPECT_EQ(result.at("supportedVersions").as_array().front(), "2026-07-28");
  EXPECT_EQ(result.at("resultType"), "complete");
  EXPECT_EQ(body_of(r).at("id"), 5);
  EXPECT_EQ(http().session_count(), 0u);
}

TEST_F(StatelessHttp, MissingMetaIs400InvalidParams) {
  http_response r = run(http().handle(post("tools/list", "{}")));
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(error_code(r), -32602);
  EXPECT_EQ(body_of(r).at("id"), 5);
}

TEST_F(StatelessHttp, TheVersionHeaderMustEqualTheMetaVersion) {
  std::string other = R"({"_meta":{"io.modelcontextprotocol/protocolVersion":"v999.0.0",)"
                      R"("io.modelcontextprotocol/clientCapabilities":{}}})";
  http_response mismatch = run(http().handle(post("server/discover", other)));
  EXPECT_EQ(mismatch.status, 400);
  EXPECT_EQ(error_code(mismatch), -32020);
  http_response missing =
      run(http().handle(post("tools/list", "{" + meta + "}", {{"mcp-protocol-version", ""}})));
  EXPECT_EQ(missing.status, 400);
  EXPECT_EQ(error_code(missing), -32020);
  http_response unsupported =
      run(http().handle(post("server/discover", other, {{"mcp-protocol-version", "v999.0.0"}})));
  EXPECT_EQ(unsupported.status, 400);
  EXPECT_EQ(error_code(unsupported), -32022);
  EXPECT_EQ(body_of(unsupported).at("error").at("data").at("requested"), "v999.0.0");
}

TEST_F(StatelessHttp, MethodAndNameHeadersMustMirrorTheBody) {
  std::string call = R"({"name":"chatty","arguments":{},)" + meta + "}";
  http_response wrong_method =
      run(http().handle(post("tools/call", call, {{"mcp-method", "tools/list"}})));
  EXPECT_EQ(wrong_method.status, 400);
  EXPECT_EQ(error_code(wrong_method), -32020);
  http_response no_name = run(http().handle(post("tools/call", call)));
  EXPECT_EQ(no_name.status, 400);
  EXPECT_EQ(error_code(no_name), -32020);
  http_response wrong_name = run(http().handle(post("tools/call", call, {{"mcp-name", "slow"}})));
  EXPECT_EQ(error_code(wrong_name), -32020);
  // "chatty" as the base64 sentinel (Value Encoding).
  http_response encoded =
      run(http().handle(post("tools/call", call, {{"mcp-name", "=?base64?Y2hhdHR5?="}})));
  EXPECT_EQ(encoded.status, 200) << encoded.body;
  EXPECT_EQ(body_of(encoded).at("result").at("resultType"), "complete");
}

TEST_F(StatelessHttp, ATaskMethodsNameHeaderMustMirrorItsTaskId) {
  std::string get = R"({"taskId":"abc",)" + meta + "}";
  http_response wrong = run(http().handle(post("tasks/get", get, {{"mcp-name", "other"}})));
  EXPECT_EQ(wrong.status, 400) << wrong.body;
  EXPECT_EQ(error_code(wrong), -32020);
  for (auto headers : {std::vector<std::pair<std::string, std::string>>{{"mcp-name", "abc"}},
                       std::vector<std::pair<std::string, std::string>>{}}) {
    http_response r = run(http().handle(post("tasks/get", get, headers)));
    EXPECT_NE(error_code(r), -32020) << "a matching or absent Mcp-Name is accepted: " << r.body;
  }
}

TEST_F(StatelessHttp, AnUnknownToolIsAJsonRpcErrorWith200) {
  http_response r = run(http().handle(post(
      "tools/call", R"({"name":"nope","arguments":{},)" + meta + "}", {{"mcp-name", "nope"}})));
  EXPECT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(error_code(r), -32602);
}

TEST_F(StatelessHttp, UnknownAndRemovedMethodsAre404MethodNotFound) {
  for (std::string m : {"unknown/method", "ping", "initialize", "logging/setLevel"}) {
    http_response r = run(http().handle(post(m, "{" + meta + "}")));
    EXPECT_EQ(r.status, 404) << m << ": " << r.body;
    EXPECT_EQ(error_code(r), -32601) << m;
  }
  EXPECT_EQ(http().session_count(), 0u);
}

TEST_F(StatelessHttp, ProgressStreamsBeforeTheAnswer) {
  std::string params = R"({"name":"chatty","arguments":{},"_meta":{"progressToken":"p",)"
                       R"("io.modelcontextprotocol/protocolVersion":"2026-07-28",)"
                       R"("io.modelcontextprotocol/clientCapabilities":{}}})";
  http_response r = run(http().handle(post("tools/call", params, {{"mcp-name", "chatty"}})));
  EXPECT_EQ(header(r, "Content-Type"), "text/event-stream");
  ASSERT_TRUE(r.stream);
  std::string events = drain(r);
  auto progress = events.find("notifications/progress");
  auto answer = events.find("chatty done");
  ASSERT_NE(progress, std::string::npos) << events;
  ASSERT_NE(answer, std::string::npos) << events;
  EXPECT_LT(progress, answer) << events;
  EXPECT_NE(events.find("\"resultType\":\"complete\""), std::string::npos) << events;
}

TEST_F(StatelessHttp, ClosingTheResponseStreamCancelsTheRequest) {
  streamable_http_options opts;
  opts.json_window = 0ms;
  http(opts);
  http_response r = run(http().handle(post(
      "tools/call", R"({"name":"slow","arguments":{},)" + meta + "}", {{"mcp-name", "slow"}})));
  ASSERT_TRUE(r.stream);
  EXPECT_FALSE(slow_cancelled);
  r.stream->connection_lost();
  ioc_.restart();
  for (int i = 0; i < 100 && !slow_cancelled; ++i) ioc_.run_one_for(10ms);
  EXPECT_TRUE(slow_cancelled);
}

TEST_F(StatelessHttp, LegacyInitializeStillOpensASession) {
  http_request init{
      "POST",
      "/mcp",
      {{"content-type", "application/json"},
       {"accept", "application/json, text/event-stream"},
       {"host", "127.0.0.1"}},
      R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25",)"
      R"("capabilities":{},"clientInfo":{"name":"t","version":"1"}}})",
      "127.0.0.1"};
  http_response r = run(http().handle(http_request(init)));
  EXPECT_EQ(r.status, 200);
  EXPECT_TRUE(header(r, "Mcp-Session-Id").has_value());
  EXPECT_EQ(http().session_count(), 1u);
}

TEST(HeaderValue, Base64SentinelIsDecodedAndPlainValuesPassThrough) {
  EXPECT_EQ(decode_header_value("get_weather"), "get_weather");
  EXPECT_EQ(decode_header_value("=?base64?SGVsbG8sIOS4lueVjA==?="), "Hello, 世界");
  EXPECT_EQ(decode_header_value("=?base64?IHBhZGRlZCA=?="), " padded ");
  EXPECT_EQ(decode_header_value("=?base64?not*base64?="), std::nullopt);
  EXPECT_EQ(encode_header_value("get_weather"), "get_weather");
  EXPECT_EQ(encode_header_value("Hello, 世界"), "=?base64?SGVsbG8sIOS4lueVjA==?=");
  EXPECT_EQ(encode_header_value(" padded "), "=?base64?IHBhZGRlZCA=?=");
  for (std::string v : {"a", "ab", "abc", "line1\nline2", "=?base64?literal?="})
    EXPECT_EQ(decode_header_value(encode_header_value(v)), v) << v;
}

}  // namespace
}  // namespace patchbay::transport
