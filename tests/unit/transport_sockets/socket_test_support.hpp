#pragma once
// What the socket layer's tests share: an http_server on 127.0.0.1:0 inside the test process (no
// hub, no child process), a raw client that writes bytes and reads until the server closes, and a
// runner that drives one test coroutine to its end. A test that hangs fails at the guard instead of
// blocking the suite; no test asserts how long anything took.

#include "transport/http_server.hpp"

#include <gtest/gtest.h>
#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/connect.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/write.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <exception>
#include <functional>
#include <memory>
#include <string>

namespace patchbay::transport::test {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;

// PATCHBAY_TEST_TIME_SCALE stretches the guard, and a test's own timeouts, on a slow machine
// (docs/testing.md).
inline long long time_scale() {
  double scale = 1;
  if (const char* s = std::getenv("PATCHBAY_TEST_TIME_SCALE")) scale = std::max(1.0, std::atof(s));
  return static_cast<long long>(std::ceil(scale));
}
inline std::chrono::milliseconds guard_time() {
  return std::chrono::milliseconds(30000) * time_scale();
}

struct test_server {
  asio::io_context ioc;
  std::unique_ptr<http_server> server;
  unsigned short port = 0;

  explicit test_server(http_handler handler, http_server_options opts = {}) {
    opts.listen = tcp::endpoint(asio::ip::make_address("127.0.0.1"), 0);
    server = std::make_unique<http_server>(ioc, std::move(opts), std::move(handler));
    server->listen();
    server->start();
    port = server->local_endpoint().port();
  }

  // Runs `body` to its end (then stops the server and the loop); fails the test on an exception or
  // when it does not end before the guard.
  void run(std::function<asio::awaitable<void>()> body) {
    bool finished = false;
    asio::co_spawn(ioc, body(), [&](std::exception_ptr e) {
      finished = true;
      server->stop();
      ioc.stop();
      if (e) {
        try {
          std::rethrow_exception(e);
        } catch (const std::exception& ex) {
          ADD_FAILURE() << "test coroutine threw: " << ex.what();
        }
      }
    });
    ioc.run_for(guard_time());
    EXPECT_TRUE(finished) << "the exchange did not end (a hang, not a slow machine: the guard is "
                          << guard_time().count() << " ms)";
  }

  // Connects, writes `bytes`, and reads until the server closes the connection.
  asio::awaitable<std::string> exchange(std::string bytes) {
    tcp::socket socket(ioc);
    co_await socket.async_connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port),
                                  asio::use_awaitable);
    co_await asio::async_write(socket, asio::buffer(bytes), asio::use_awaitable);
    std::string out;
    // Ends with eof (or a reset after the server's drain); what was answered is in `out` either
    // way.
    co_await asio::async_read(socket, asio::dynamic_buffer(out),
                              asio::as_tuple(asio::use_awaitable));
    co_return out;
  }
};

}  // namespace patchbay::transport::test
