// Streamable HTTP over the neutral request/response types (transport/http_message.hpp): sessions,
// status codes, JSON and SSE answers, resumption and the session cap, without sockets or Beast. A
// failure here points at streamable_http.cpp, not at a process.

#include "transport/streamable_http.hpp"
#include "jsonrpc/message.hpp"
#include "mcp/call_context.hpp"
#include "mcp/server.hpp"
#include "mcp/tool_registry.hpp"

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

asio::awaitable<jsonrpc::outcome<mcp::tool_result>> echo_tool(std::shared_ptr<mcp::call_context>,
                                                              json::object args) {
  co_return mcp::tool_result::text(jsonrpc::serialize(args));
}

// Reports progress (when asked for it) before answering.
asio::awaitable<jsonrpc::outcome<mcp::tool_result>> chatty_tool(
    std::shared_ptr<mcp::call_context> ctx, json::object) {
  ctx->progress(1, 2);
  co_return mcp::tool_result::text("chatty done");
}

asio::awaitable<jsonrpc::outcome<mcp::tool_result>> slow_tool(
    std::shared_ptr<mcp::call_context> ctx, json::object) {
  co_await ctx->sleep(200ms);
  co_return mcp::tool_result::text("slow done");
}

class StreamableHttp : public ::testing::Test {
 protected:
  StreamableHttp() : server_(ioc_.get_executor(), {"patchbay", "", "0", "", ""}) {
    for (auto [name, fn] : {std::pair{"echo", &echo_tool}, std::pair{"chatty", &chatty_tool},
                            std::pair{"slow", &slow_tool}})
      server_.tools().add(json::object{{"name", name},
                                       {"description", "A test tool."},
                                       {"inputSchema", json::object{{"type", "object"}}}},
                          fn);
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

  // Runs the io_context until the awaitable finishes (bounded: a hang fails the test).
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

  static http_request post(std::string body, std::optional<std::string> session = std::nullopt,
                           std::string accept = "application/json, text/event-stream") {
    http_request r{
        "POST",
        "/mcp",
        {{"content-type", "application/json"}, {"accept", accept}, {"host", "127.0.0.1"}},
        std::move(body),
        "127.0.0.1"};
    if (session) r.headers.emplace_back("mcp-session-id", *session);
    return r;
  }
  static std::string initialize(std::string_view version = "2025-11-25") {
    return R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":")" +
           std::string(version) +
           R"(","capabilities":{},"clientInfo":{"name":"t","version":"1"}}})";
  }
  static std::optional<std::string> header(const http_response& r, std::string_view name) {
    if (name == "Content-Type" && !r.content_type.empty()) return std::string(r.content_type);
    for (const auto& [k, v] : r.headers)
      if (k == name) return v;
    return std::nullopt;
  }
  static json::object body_of(const http_response& r) { return json::parse(r.body).as_object(); }

  // Opens a session; returns its id.
  std::string open(std::string_view version = "2025-11-25") {
    http_response r = run(http().handle(post(initialize(version))));
    EXPECT_EQ(r.status, 200) << r.body;
    auto id = header(r, "Mcp-Session-Id");
    EXPECT_TRUE(id.has_value());
    run(http().handle(post(R"({"jsonrpc":"2.0","method":"notifications/initialized"})", *id)));
    return id.value_or("");
  }

  // Everything an SSE response carries until it ends.
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

TEST_F(StreamableHttp, InitializeOpensASessionAndNamesItInAHeader) {
  http_response r = run(http().handle(post(initialize())));
  EXPECT_EQ(r.status, 200);
  EXPECT_TRUE(header(r, "Mcp-Session-Id").has_value());
  EXPECT_EQ(body_of(r).at("result").at("protocolVersion"), "2025-11-25");
  EXPECT_EQ(http().session_count(), 1u);
}

// Without a session, a request other than initialize is a 2026-07-28 one (stateless_http_test):
// with no _meta it is refused with 400 and -32602, and no session is made.
TEST_F(StreamableHttp, ARequestWithoutASessionOrMetaIsRefusedWith400) {
  http_response r = run(http().handle(post(R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})")));
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(body_of(r).at("error").at("code"), -32602) << r.body;
  EXPECT_EQ(http().session_count(), 0u);
}

TEST_F(StreamableHttp, AnUnknownSessionIs404) {
  http_response r =
      run(http().handle(post(R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})", "nope")));
  EXPECT_EQ(r.status, 404);
}

TEST_F(StreamableHttp, ACallAnsweredAtOnceIsOneJsonBody) {
  std::string sid = open();
  http_response r = run(http().handle(post(
      R"({"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"echo","arguments":{"a":1}}})",
      sid)));
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(header(r, "Content-Type"), "application/json");
  EXPECT_FALSE(r.stream);
  EXPECT_EQ(body_of(r).at("id"), 7);
}

TEST_F(StreamableHttp, ProgressBeforeTheAnswerMakesItAStreamInOrder) {
  std::string sid = open();
  http_response r = run(http().handle(post(
      R"({"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"chatty","arguments":{},)"
      R"("_meta":{"progressToken":"p"}}})",
      sid)));
  EXPECT_EQ(header(r, "Content-Type"), "text/event-stream");
  ASSERT_TRUE(r.stream);
  std::string events = drain(r);
  EXPECT_EQ(events.rfind("id: 1-0\nretry: 1000\ndata: \n\n", 0), 0u) << events;
  auto progress = events.find("notifications/progress");
  auto answer = events.find("chatty done");
  ASSERT_NE(progress, std::string::npos) << events;
  ASSERT_NE(answer, std::string::npos) << events;
  EXPECT_LT(progress, answer) << events;
}

TEST_F(StreamableHttp, AnAnswerSlowerThanTheWindowStreams) {
  streamable_http_options opts;
  opts.json_window = 20ms;
  http(opts);
  std::string sid = open();
  http_response r = run(http().handle(post(
      R"({"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"slow","arguments":{}}})",
      sid)));
  EXPECT_EQ(header(r, "Content-Type"), "text/event-stream");
  ASSERT_TRUE(r.stream);
  std::string events = drain(r);
  EXPECT_NE(events.find("slow done"), std::string::npos) << events;
}

TEST_F(StreamableHttp, ACallAnswersOnAnSseStreamWithAPrimingEvent) {
  streamable_http_options opts;
  opts.json_window = 0ms;  // always a stream
  http(opts);
  std::string sid = open();
  http_response r = run(http().handle(post(
      R"({"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"echo","arguments":{"a":1}}})",
      sid)));
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(header(r, "Content-Type"), "text/event-stream");
  ASSERT_TRUE(r.stream);
  std::string events = drain(r);
  // The priming event (an id and empty data, so a client can resume from the start), then the
  // answer.
  EXPECT_EQ(events.rfind("id: 1-0\nretry: 1000\ndata: \n\n", 0), 0u) << events;
  EXPECT_NE(events.find("event: message\nid: 1-1\ndata: "), std::string::npos) << events;
  EXPECT_NE(events.find(R"("id":7)"), std::string::npos) << events;
  EXPECT_NE(events.find(R"({\"a\":1})"), std::string::npos) << events;
}

TEST_F(StreamableHttp, AClientThatAcceptsOnlyJsonGetsJson) {
  std::string sid = open();
  http_response r = run(
      http().handle(post(R"({"jsonrpc":"2.0","id":3,"method":"ping"})", sid, "application/json")));
  EXPECT_EQ(r.status, 200);
  EXPECT_FALSE(r.stream);
  EXPECT_EQ(body_of(r).at("id"), 3);
}

// Accept: a type, its family or */* (any case) allows that answer; an answer neither JSON nor a
// stream allows is 406, and the request never ran.
TEST_F(StreamableHttp, AcceptAllowsATypeItsFamilyOrAnythingAndRefusesTheRest) {
  std::string sid = open();
  const std::string ping = R"({"jsonrpc":"2.0","id":4,"method":"ping"})";
  for (const char* accept : {"application/json", "APPLICATION/JSON", "application/*", "*/*",
                             "text/html, application/*;q=0.5"}) {
    http_response r = run(http().handle(post(ping, sid, accept)));
    EXPECT_EQ(r.status, 200) << accept;
    EXPECT_FALSE(r.stream) << accept << ": JSON allowed, no event stream";
  }
  for (const char* accept : {"text/event-stream", "text/*", "Text/Event-Stream"}) {
    http_response r = run(http().handle(post(ping, sid, accept)));
    EXPECT_EQ(r.status, 200) << accept;
    EXPECT_TRUE(r.stream) << accept << ": only an event stream allowed";
  }
  for (const char* accept : {"text/html", "image/png, text/plain-ish"}) {
    http_response r = run(http().handle(post(ping, sid, accept)));
    EXPECT_EQ(r.status, 406) << accept;
    EXPECT_EQ(body_of(r).at("error").at("code"), jsonrpc::server_error) << accept;
  }
}

// A body with no request to answer (a notification, a response) is taken with 202, whatever the
// client accepts.
TEST_F(StreamableHttp, ABodyWithNoValidRequestIdIsTakenWith202) {
  std::string sid = open();
  for (const char* body : {R"({"jsonrpc":"2.0","method":"notifications/progress","params":{}})",
                           R"({"jsonrpc":"2.0","id":5,"result":{}})"}) {
    for (const char* accept : {"application/json", "application/json, text/event-stream"}) {
      http_response r = run(http().handle(post(body, sid, accept)));
      EXPECT_EQ(r.status, 202) << body << " / " << accept;
      EXPECT_TRUE(r.body.empty()) << body;
    }
  }
}

TEST_F(StreamableHttp, NotificationsAreAccepted202) {
  std::string sid = open();
  http_response r = run(http().handle(post(
      R"({"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":99}})", sid)));
  EXPECT_EQ(r.status, 202);
  EXPECT_TRUE(r.body.empty());
}

TEST_F(StreamableHttp, MalformedJsonIsAParseErrorAndKeepsTheSession) {
  std::string sid = open();
  http_response r = run(http().handle(post("{not json", sid)));
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(body_of(r).at("error").at("code"), jsonrpc::parse_error);
  http_response again = run(
      http().handle(post(R"({"jsonrpc":"2.0","id":4,"method":"ping"})", sid, "application/json")));
  EXPECT_EQ(again.status, 200);
}

TEST_F(StreamableHttp, BatchesOnlyOnTheRevisionThatHasThem) {
  std::string sid = open("2025-06-18");
  http_response r = run(http().handle(post(R"([{"jsonrpc":"2.0","id":5,"method":"ping"}])", sid)));
  EXPECT_EQ(r.status, 400);
  EXPECT_NE(r.body.find("2025-03-26"), std::string::npos) << r.body;

  std::string old = open("2025-03-26");
  http_response ok = run(http().handle(
      post(R"([{"jsonrpc":"2.0","id":5,"method":"ping"},{"jsonrpc":"2.0","id":6,"method":"ping"}])",
           old, "application/json")));
  EXPECT_EQ(ok.status, 200);
  EXPECT_EQ(json::parse(ok.body).as_array().size(), 2u);
}

TEST_F(StreamableHttp, DeleteEndsTheSession) {
  std::string sid = open();
  http_request del{
      "DELETE", "/mcp", {{"mcp-session-id", sid}, {"host", "127.0.0.1"}}, "", "127.0.0.1"};
  http_response ended = run(http().handle(http_request(del)));
  EXPECT_EQ(ended.status, 204);
  EXPECT_TRUE(ended.body.empty());
  EXPECT_EQ(http().session_count(), 0u);
  http_response r = run(http().handle(post(R"({"jsonrpc":"2.0","id":2,"method":"ping"})", sid)));
  EXPECT_EQ(r.status, 404);
}

TEST_F(StreamableHttp, OneStandaloneGetStreamPerSession) {
  std::string sid = open();
  http_request get{
      "GET",
      "/mcp",
      {{"mcp-session-id", sid}, {"accept", "text/event-stream"}, {"host", "127.0.0.1"}},
      "",
      "127.0.0.1"};
  http_response first = run(http().handle(http_request(get)));
  EXPECT_EQ(first.status, 200);
  EXPECT_TRUE(first.stream);
  http_response second = run(http().handle(http_request(get)));
  EXPECT_EQ(second.status, 409);
}

TEST_F(StreamableHttp, TheSessionCapRefusesANewSessionWith503AndKeepsTheOthers) {
  streamable_http_options opts;
  opts.max_sessions = 1;
  http(opts);
  std::string sid = open();
  // A session counts against the cap once used by a request (notifications/initialized is not one).
  EXPECT_EQ(run(http().handle(
                    post(R"({"jsonrpc":"2.0","id":1,"method":"ping"})", sid, "application/json")))
                .status,
            200);
  http_response r = run(http().handle(post(initialize())));
  EXPECT_EQ(r.status, 503);
  EXPECT_NE(r.body.find("--max-sessions"), std::string::npos) << r.body;
  EXPECT_EQ(http().session_count(), 1u);
  http_response still = run(
      http().handle(post(R"({"jsonrpc":"2.0","id":2,"method":"ping"})", sid, "application/json")));
  EXPECT_EQ(still.status, 200);
}

TEST_F(StreamableHttp, AWrongContentTypeIs415) {
  http_request r = post(initialize());
  r.headers[0].second = "text/plain";
  EXPECT_EQ(run(http().handle(http_request(r))).status, 415);
  EXPECT_EQ(http().session_count(), 0u);
}

TEST_F(StreamableHttp, AForeignHostIsRefusedBeforeAnySessionExists) {
  http_request r = post(initialize());
  r.headers[2].second = "attacker.example";  // DNS rebinding: a page's request to localhost
  http_response res = run(http().handle(http_request(r)));
  EXPECT_EQ(res.status, 421);
  EXPECT_EQ(http().session_count(), 0u);
}

}  // namespace
}  // namespace patchbay::transport
