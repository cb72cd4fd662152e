// http_client against an http_server in the same test process: what the stdio front end and the CLI
// rely on — a plain answer with lower-cased header names, SSE events handed over one by one, a
// refused connection as an error (not a response), and an aborted request.
#include "transport/http_client.hpp"

#include "socket_test_support.hpp"

#include <gtest/gtest.h>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>

#include <deque>
#include <optional>
#include <string>
#include <vector>

namespace patchbay::transport {
namespace {

using test::test_server;
namespace asio = boost::asio;

class two_events : public sse_source {
 public:
  asio::awaitable<std::optional<std::string>> next() override {
    if (texts_.empty()) co_return std::nullopt;
    std::string t = std::move(texts_.front());
    texts_.pop_front();
    co_return t;
  }
  void connection_lost() override {}

 private:
  std::deque<std::string> texts_{"data: {\"n\":1}\n\n", ": comment\n\n",
                                 "event: message\ndata: {\"n\":2}\n\n"};
};

TEST(HttpClient, APlainAnswerWithLowerCasedHeaderNames) {
  test_server t([](http_request req) -> asio::awaitable<http_response> {
    http_response res;
    res.status = 202;
    res.set("X-Echo-Method", req.method);
    res.body = "got " + req.body;
    co_return res;
  });
  http_client client(t.ioc.get_executor(), "127.0.0.1", t.port);
  std::pair<boost::system::error_code, client_response> result;
  t.run([&]() -> asio::awaitable<void> {
    client_request req;
    req.body = "ping";
    result = co_await client.send(req);
  });
  ASSERT_FALSE(result.first) << result.first.message();
  EXPECT_EQ(result.second.status, 202);
  EXPECT_FALSE(result.second.sse);
  EXPECT_EQ(result.second.header("x-echo-method"), "POST");
  EXPECT_EQ(result.second.body, "got ping");
}

TEST(HttpClient, SseEventsArriveOneByOneAndCommentsAreNotEvents) {
  test_server t([](http_request) -> asio::awaitable<http_response> {
    http_response res;
    res.set("Content-Type", "text/event-stream");
    res.stream = std::make_shared<two_events>();
    co_return res;
  });
  http_client client(t.ioc.get_executor(), "127.0.0.1", t.port);
  std::vector<std::string> events;
  std::pair<boost::system::error_code, client_response> result;
  t.run([&]() -> asio::awaitable<void> {
    // Named, not temporaries: g++ 12 destroys a braced temporary argument of a coroutine twice.
    client_request req;
    sse_handler on_event = [&](std::string data) { events.push_back(std::move(data)); };
    result = co_await client.send(req, on_event);
  });
  ASSERT_FALSE(result.first) << result.first.message();
  EXPECT_TRUE(result.second.sse);
  EXPECT_EQ(events, (std::vector<std::string>{"{\"n\":1}", "{\"n\":2}"}));
}

TEST(HttpClient, ARefusedConnectionIsAnErrorNotAResponse) {
  asio::io_context ioc;
  unsigned short free_port = 0;
  {
    asio::ip::tcp::acceptor probe(ioc, {asio::ip::make_address("127.0.0.1"), 0});
    free_port = probe.local_endpoint().port();
  }  // closed: nothing listens there now
  http_client client(ioc.get_executor(), "127.0.0.1", free_port);
  std::optional<std::pair<boost::system::error_code, client_response>> result;
  asio::co_spawn(
      ioc,
      [&]() -> asio::awaitable<void> {
        client_request req;
        result = co_await client.send(req);
      },
      asio::detached);
  ioc.run_for(test::guard_time());
  ASSERT_TRUE(result);
  EXPECT_TRUE(result->first);
  EXPECT_EQ(result->second.status, 0);
}

// The handler aborts the request itself once it has it, so the abort lands while the request is
// in flight, whatever the machine's speed.
TEST(HttpClient, AnAbortedRequestEndsWithOperationAborted) {
  auto abort = std::make_shared<request_abort>();
  std::shared_ptr<asio::steady_timer> never;
  test_server t([&](http_request) -> asio::awaitable<http_response> {
    never = std::make_shared<asio::steady_timer>(t.ioc, asio::steady_timer::time_point::max());
    asio::post(t.ioc, [abort] {
      if (abort->abort) abort->abort();
    });
    co_await never->async_wait(asio::as_tuple(asio::use_awaitable));
    co_return http_response{};
  });
  http_client client(t.ioc.get_executor(), "127.0.0.1", t.port);
  std::pair<boost::system::error_code, client_response> result;
  t.run([&]() -> asio::awaitable<void> {
    client_request req;
    result = co_await client.send(req, {}, test::guard_time(), abort);
    never->cancel();
  });
  EXPECT_EQ(result.first, asio::error::operation_aborted) << result.first.message();
  EXPECT_FALSE(abort->abort) << "emptied when the request ended";
  never
      .reset();  // before the server's io_context goes (declared first, it would outlive it: UBSan)
}

}  // namespace
}  // namespace patchbay::transport
