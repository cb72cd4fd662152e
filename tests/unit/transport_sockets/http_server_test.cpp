// http_server inside the test process: raw bytes in, raw bytes out, so a failure points at the
// server's request loop (limits, what reaches the handler, keep-alive, SSE framing, stop) rather
// than at a hub process. The routing rules (Host, Origin, token) are the handler's and are tested
// with request_guard and the router (tests/unit/transport).
#include "transport/http_server.hpp"

#include "socket_test_support.hpp"

#include <gtest/gtest.h>
#include <boost/asio/read_until.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace patchbay::transport {
namespace {

using test::test_server;
namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;

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

// A kept-alive connection that sends nothing after its answer is closed once the idle timeout has
// passed (the connection's one deadline, not a timer per read and write).
TEST(HttpServer, AKeptAliveConnectionIdleLongerThanTheIdleTimeoutIsClosed) {
  std::vector<http_request> seen;
  http_server_options opts;
  opts.header_timeout = std::chrono::hours(1);
  opts.idle_timeout = std::chrono::milliseconds(200);
  test_server t(answer_with(seen), opts);
  std::string answer;
  t.run([&]() -> asio::awaitable<void> {
    // exchange() reads until the server closes: with a one-hour idle timeout this would hang.
    answer = co_await t.exchange("GET /once HTTP/1.1\r\nHost: h\r\n\r\n");
  });
  ASSERT_EQ(seen.size(), 1u);
  EXPECT_TRUE(starts_with(answer, "HTTP/1.1 200")) << answer;
  EXPECT_EQ(answer.find("Connection: close"), std::string::npos)
      << "the answer kept the connection alive; the idle timeout closed it: " << answer;
}

// A connection used without pause for several idle timeouts stays open: each request moves the
// deadline on, and the timer that finds it moved waits again instead of closing.
TEST(HttpServer, AConnectionBusyForLongerThanItsIdleTimeoutStaysOpen) {
  std::vector<http_request> seen;
  http_server_options opts;
  opts.idle_timeout =
      std::chrono::seconds(1) * test::time_scale();  // a round trip is far shorter, even busy
  test_server t(answer_with(seen), opts);
  std::size_t answered = 0;
  bool closed_early = false;
  t.run([&]() -> asio::awaitable<void> {
    asio::ip::tcp::socket socket(t.ioc);
    co_await socket.async_connect(
        asio::ip::tcp::endpoint(asio::ip::make_address("127.0.0.1"), t.port), asio::use_awaitable);
    const auto until = std::chrono::steady_clock::now() + 3 * opts.idle_timeout;
    std::string in;
    while (std::chrono::steady_clock::now() < until || answered < 3) {
      std::string req = "GET /n HTTP/1.1\r\nHost: h\r\n\r\n";
      co_await asio::async_write(socket, asio::buffer(req), asio::use_awaitable);
      // "ok" is the whole body (Content-Length: 2): an answer ends with it.
      auto [ec, n] = co_await asio::async_read_until(socket, asio::dynamic_buffer(in), "\r\n\r\nok",
                                                     asio::as_tuple(asio::use_awaitable));
      if (ec) {
        closed_early = true;
        co_return;
      }
      in.erase(0, n);
      ++answered;
    }
  });
  EXPECT_FALSE(closed_early) << "closed after " << answered << " answers";
  EXPECT_GE(answered, 3u);
  EXPECT_EQ(seen.size(), answered);
}

// What a test's WebSocket peer saw, and a channel to answer through.
struct ws_record : websocket_peer {
  std::function<void(websocket_channel&, std::string_view)> on_text;
  std::shared_ptr<websocket_channel> channel;
  std::vector<std::string> texts;
  int closed = 0;
  void on_message(std::string_view text) override {
    texts.emplace_back(text);
    if (on_text) on_text(*channel, text);
  }
  void on_closed(std::uint16_t, std::string) override { ++closed; }
};

http_handler accept_websocket(std::shared_ptr<ws_record> peer) {
  return [peer](http_request) -> asio::awaitable<http_response> {
    http_response res;
    res.upgrade = [peer](std::shared_ptr<websocket_channel> ch) -> std::shared_ptr<websocket_peer> {
      peer->channel = std::move(ch);
      return peer;
    };
    co_return res;
  };
}

// Connects a WebSocket client, sends `text`, and reads text frames until the server closes.
asio::awaitable<std::vector<std::string>> websocket_exchange(test_server& t, std::string text,
                                                             websocket::close_reason& reason) {
  websocket::stream<asio::ip::tcp::socket> ws(t.ioc);
  co_await ws.next_layer().async_connect(
      asio::ip::tcp::endpoint(asio::ip::make_address("127.0.0.1"), t.port), asio::use_awaitable);
  co_await ws.async_handshake("127.0.0.1", "/editor", asio::use_awaitable);
  co_await ws.async_write(asio::buffer(text), asio::use_awaitable);
  std::vector<std::string> frames;
  for (;;) {
    beast::flat_buffer buffer;
    auto [ec, n] = co_await ws.async_read(buffer, asio::as_tuple(asio::use_awaitable));
    if (ec) break;
    frames.push_back(beast::buffers_to_string(buffer.data()));
  }
  reason = ws.reason();
  co_return frames;
}

TEST(HttpServer, AWebSocketChannelWritesFramesInOrderThenItsClose) {
  auto peer = std::make_shared<ws_record>();
  peer->on_text = [](websocket_channel& ch, std::string_view) {
    ch.send("a");
    ch.send("b");
    ch.send("c");
    ch.close(1000, "done");
    ch.send("after the close: never written");
  };
  test_server t(accept_websocket(peer));
  std::vector<std::string> frames;
  websocket::close_reason reason;
  t.run([&]() -> asio::awaitable<void> { frames = co_await websocket_exchange(t, "go", reason); });
  peer->channel.reset();  // before the server's io_context goes
  EXPECT_EQ(frames, (std::vector<std::string>{"a", "b", "c"}));
  EXPECT_EQ(reason.code, 1000);
  EXPECT_EQ(std::string(reason.reason.c_str()), "done");
  EXPECT_EQ(peer->texts, (std::vector<std::string>{"go"}));
}

// A peer that does not read what is sent: past four times the message limit queued, the queue is
// dropped and the connection closed with a protocol error, after the frame already being written.
TEST(HttpServer, AWebSocketWhoseQueueOutgrowsItsBoundIsClosedWithAProtocolError) {
  auto peer = std::make_shared<ws_record>();
  peer->on_text = [](websocket_channel& ch, std::string_view) {
    for (int i = 0; i < 10; ++i) ch.send(std::string(1000, static_cast<char>('0' + i)));
  };
  http_server_options opts;
  opts.max_websocket_message_bytes = 1024;
  test_server t(accept_websocket(peer), opts);
  std::vector<std::string> frames;
  websocket::close_reason reason;
  t.run([&]() -> asio::awaitable<void> { frames = co_await websocket_exchange(t, "go", reason); });
  peer->channel.reset();  // before the server's io_context goes
  ASSERT_EQ(frames.size(), 1u) << "only the frame in flight when the queue overflowed";
  EXPECT_EQ(frames[0], std::string(1000, '0'));
  EXPECT_EQ(reason.code, 4000);
  EXPECT_EQ(std::string(reason.reason.c_str()),
            "protocol error: the editor does not read its messages");
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
