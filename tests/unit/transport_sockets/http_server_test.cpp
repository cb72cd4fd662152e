// http_server inside the test process: raw bytes in, raw bytes out, so a failure points at the
// server's request loop (limits, what reaches the handler, keep-alive, SSE framing, stop) rather
// than at a hub process. The routing rules (Host, Origin, token) are the handler's and are tested
// with request_guard and the router (tests/unit/transport).
#include "transport/http_server.hpp"

#include "socket_test_support.hpp"

#include <gtest/gtest.h>
#include <boost/asio/steady_timer.hpp>

#include <deque>
#include <optional>
#include <string>
#include <vector>

namespace patchbay::transport {
namespace {

using test::test_server;
namespace asio = boost::asio;

// An SSE body written from a fixed list of texts.
class list_source : public sse_source {
 public:
  explicit list_source(std::vector<std::string> texts) : texts_(texts.begin(), texts.end()) {}
  asio::awaitable<std::optional<std::string>> next() override {
    if (texts_.empty()) co_return std::nullopt;
    std::string t = std::move(texts_.front());
    texts_.pop_front();
    co_return t;
  }
  void connection_lost() override { lost = true; }
  bool lost = false;

 private:
  std::deque<std::string> texts_;
};

http_handler answer_with(std::vector<http_request>& seen, int status = 200,
                         std::string body = "ok") {
  return [&seen, status, body](http_request req) -> asio::awaitable<http_response> {
    seen.push_back(std::move(req));
    http_response res;
    res.status = status;
    res.set("Content-Type", "text/plain");
    res.body = body;
    co_return res;
  };
}

bool starts_with(const std::string& s, std::string_view prefix) {
  return s.compare(0, prefix.size(), prefix) == 0;
}

TEST(HttpServer, HandsTheHandlerANeutralRequestAndWritesItsAnswer) {
  std::vector<http_request> seen;
  test_server t(answer_with(seen, 201, "created"));
  std::string answer;
  t.run([&]() -> asio::awaitable<void> {
    answer = co_await t.exchange(
        "POST /mcp?x=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Mixed-Case: Value\r\n"
        "Content-Length: 5\r\nConnection: close\r\n\r\nhello");
  });
  ASSERT_EQ(seen.size(), 1u);
  EXPECT_EQ(seen[0].method, "POST");
  EXPECT_EQ(seen[0].target, "/mcp?x=1");
  EXPECT_EQ(seen[0].path(), "/mcp");
  EXPECT_EQ(seen[0].header("x-mixed-case"), "Value")
      << "header names reach the handler lower-cased";
  EXPECT_EQ(seen[0].body, "hello");
  EXPECT_EQ(seen[0].remote_address, "127.0.0.1");
  EXPECT_TRUE(starts_with(answer, "HTTP/1.1 201")) << answer;
  EXPECT_NE(answer.find("Content-Type: text/plain"), std::string::npos) << answer;
  EXPECT_NE(answer.find("\r\n\r\ncreated"), std::string::npos) << answer;
}

TEST(HttpServer, AnswersRequestsOnAKeptAliveConnectionInOrder) {
  std::vector<http_request> seen;
  test_server t(answer_with(seen));
  std::string answer;
  t.run([&]() -> asio::awaitable<void> {
    answer = co_await t.exchange(
        "GET /first HTTP/1.1\r\nHost: h\r\n\r\n"
        "GET /second HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n");
  });
  ASSERT_EQ(seen.size(), 2u);
  EXPECT_EQ(seen[0].target, "/first");
  EXPECT_EQ(seen[1].target, "/second");
  auto first = answer.find("HTTP/1.1 200");
  ASSERT_NE(first, std::string::npos) << answer;
  EXPECT_NE(answer.find("HTTP/1.1 200", first + 1), std::string::npos) << answer;
}

TEST(HttpServer, HeaderFieldsAboveTheLimitAre431AndNeverReachTheHandler) {
  std::vector<http_request> seen;
  http_server_options opts;
  opts.max_header_bytes = 1024;
  test_server t(answer_with(seen), opts);
  std::string answer;
  t.run([&]() -> asio::awaitable<void> {
    answer = co_await t.exchange("GET / HTTP/1.1\r\nHost: h\r\nX-Big: " + std::string(2048, 'a') +
                                 "\r\n\r\n");
  });
  EXPECT_TRUE(seen.empty());
  EXPECT_TRUE(starts_with(answer, "HTTP/1.1 431")) << answer;
  EXPECT_NE(answer.find("Request header fields too large"), std::string::npos) << answer;
  EXPECT_NE(answer.find("\"jsonrpc\":\"2.0\""), std::string::npos) << "a JSON-RPC error body";
}

TEST(HttpServer, ABodyAboveTheLimitIs413WhetherItsLengthIsDeclaredOrChunked) {
  std::vector<http_request> seen;
  http_server_options opts;
  opts.max_body_bytes = 16;
  test_server t(answer_with(seen), opts);
  std::string declared, chunked;
  t.run([&]() -> asio::awaitable<void> {
    declared = co_await t.exchange("POST /mcp HTTP/1.1\r\nHost: h\r\nContent-Length: 17\r\n\r\n" +
                                   std::string(17, 'x'));
    chunked = co_await t.exchange(
        "POST /mcp HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n"
        "10\r\n0123456789abcdef\r\n1\r\nz\r\n0\r\n\r\n");
  });
  EXPECT_TRUE(seen.empty());
  for (const auto& answer : {declared, chunked}) {
    EXPECT_TRUE(starts_with(answer, "HTTP/1.1 413")) << answer;
    EXPECT_NE(answer.find("exceeds 16 bytes (--max-message-bytes)"), std::string::npos) << answer;
  }
}

TEST(HttpServer, ABodyAtTheLimitIsServed) {
  std::vector<http_request> seen;
  http_server_options opts;
  opts.max_body_bytes = 16;
  test_server t(answer_with(seen), opts);
  std::string answer;
  t.run([&]() -> asio::awaitable<void> {
    answer = co_await t.exchange(
        "POST /mcp HTTP/1.1\r\nHost: h\r\nContent-Length: 16\r\nConnection: close\r\n\r\n" +
        std::string(16, 'x'));
  });
  ASSERT_EQ(seen.size(), 1u);
  EXPECT_EQ(seen[0].body, std::string(16, 'x'));
  EXPECT_TRUE(starts_with(answer, "HTTP/1.1 200")) << answer;
}

TEST(HttpServer, GarbageIsDroppedWithoutAnAnswer) {
  std::vector<http_request> seen;
  test_server t(answer_with(seen));
  std::string answer = "unset";
  t.run([&]() -> asio::awaitable<void> {
    answer = co_await t.exchange("\x01\x02 nonsense\r\n\r\n");
  });
  EXPECT_TRUE(seen.empty());
  EXPECT_EQ(answer, "");
}

// The SSE body as chunked transfer: each text the source gives is one chunk, in order, and the
// stream ends with the last chunk (0) when the source is done.
TEST(HttpServer, AnSseResponseIsOneChunkPerTextThenTheLastChunk) {
  auto source = std::make_shared<list_source>(
      std::vector<std::string>{"event: message\ndata: {\"a\":1}\n\n", ": keep-alive\n\n"});
  test_server t([source](http_request) -> asio::awaitable<http_response> {
    http_response res;
    res.set("Content-Type", "text/event-stream");
    res.stream = source;
    co_return res;
  });
  std::string answer;
  t.run([&]() -> asio::awaitable<void> {
    answer = co_await t.exchange("GET /mcp HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n");
  });
  ASSERT_TRUE(starts_with(answer, "HTTP/1.1 200")) << answer;
  EXPECT_NE(answer.find("Transfer-Encoding: chunked"), std::string::npos) << answer;
  EXPECT_NE(answer.find("Content-Type: text/event-stream"), std::string::npos) << answer;
  auto body = answer.substr(answer.find("\r\n\r\n") + 4);
  EXPECT_EQ(body,
            "1e\r\nevent: message\ndata: {\"a\":1}\n\n\r\n"
            "e\r\n: keep-alive\n\n\r\n"
            "0\r\n\r\n");
  EXPECT_FALSE(source->lost);
}

// stop() closes a connection still waiting for its first request at once, and the count of
// connections goes back to zero.
TEST(HttpServer, StopClosesAConnectionWaitingForARequest) {
  std::vector<http_request> seen;
  http_server_options opts;
  opts.header_timeout = std::chrono::hours(1);  // only stop() can end the wait
  test_server t(answer_with(seen), opts);
  std::string answer = "unset";
  t.run([&]() -> asio::awaitable<void> {
    asio::ip::tcp::socket socket(t.ioc);
    co_await socket.async_connect(
        asio::ip::tcp::endpoint(asio::ip::make_address("127.0.0.1"), t.port), asio::use_awaitable);
    asio::steady_timer tick(t.ioc);
    while (t.server->connection_count() == 0) {  // until the server has accepted it
      tick.expires_after(std::chrono::milliseconds(5));
      co_await tick.async_wait(asio::use_awaitable);
    }
    t.server->stop();
    std::string out;
    co_await asio::async_read(socket, asio::dynamic_buffer(out),
                              asio::as_tuple(asio::use_awaitable));
    answer = out;
    while (t.server->connection_count() != 0) {
      tick.expires_after(std::chrono::milliseconds(5));
      co_await tick.async_wait(asio::use_awaitable);
    }
  });
  EXPECT_EQ(answer, "");
  EXPECT_EQ(t.server->connection_count(), 0u);
  EXPECT_TRUE(seen.empty());
}

}  // namespace
}  // namespace patchbay::transport
