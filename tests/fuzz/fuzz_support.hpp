#pragma once
// Shared by the fuzz targets that drive the MCP side: splitting an input into lines, running an
// io_context only as far as the work that is ready (never waiting on a timer, so every input ends
// deterministically), and an MCP session whose output goes nowhere.

#include "conformance/fixtures.hpp"
#include "jsonrpc/message.hpp"
#include "mcp/server.hpp"
#include "mcp/session.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/io_context.hpp>

#include <array>
#include <memory>
#include <optional>

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace patchbay::fuzz {

inline std::vector<std::string_view> lines_of(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  std::vector<std::string_view> out;
  while (!text.empty()) {
    auto nl = text.find('\n');
    out.push_back(text.substr(0, nl));
    if (nl == std::string_view::npos) break;
    text.remove_prefix(nl + 1);
  }
  return out;
}

inline void settle(boost::asio::io_context& ioc) {
  for (int i = 0; i < 8; ++i) {
    ioc.restart();
    if (ioc.poll() == 0) break;
  }
}

struct null_sink : mcp::session_sink {
  void send(boost::json::object, const std::optional<jsonrpc::id>&) override {}
};

// Hands one message to the session and drops the reply.
inline boost::asio::awaitable<void> feed(std::shared_ptr<mcp::session> s,
                                         boost::json::value message) {
  (void)co_await s->handle(std::move(message));
}

// The fuzz servers' identity; logging goes off with the first (a fuzz run would drown in it).
inline mcp::implementation_info quiet_info() {
  spdlog::set_level(spdlog::level::off);
  return {"patchbay", "Patchbay", "fuzz", "", ""};
}

// A server on `ioc`, with logging off.
inline mcp::server quiet_server(boost::asio::io_context& ioc) {
  return mcp::server(ioc.get_executor(), quiet_info());
}

// A server with the conformance fixtures on one io_context for the whole run, reused by every
// input that leaves it as it found it: building the fixtures' tools, resources and prompts was half
// of an input's cost (issue 51: the fuzz targets' executions a second). An input that changed it
// (a fixture that adds or removes a tool or prompt, a task still kept, a session left open) gets a
// fresh one for the next input, so every input starts from the same server: what a crash needs is
// in its own input, and it reproduces alone.
class fixture_server {
 public:
  boost::asio::io_context& ioc() { return ioc_; }

  // The server for the next input: the kept one, or a new one if the last input changed it.
  mcp::server& next() {
    if (server_ && fingerprint() != built_) server_.reset();
    if (!server_) {
      server_.emplace(ioc_.get_executor(), quiet_info());
      mcp::register_conformance_fixtures(*server_);
      built_ = fingerprint();
    }
    return *server_;
  }

 private:
  // What an input can change, counted: the fixtures change the server only by adding or removing
  // whole tools and prompts, and keep state only in tasks and sessions.
  std::array<std::size_t, 6> fingerprint() {
    return {server_->tools().all().size(),
            server_->prompts().all().size(),
            server_->resources().resources().size(),
            server_->resources().templates().size(),
            server_->tasks().size(),
            server_->session_count()};
  }

  boost::asio::io_context ioc_;
  std::optional<mcp::server> server_;
  std::array<std::size_t, 6> built_{};
};

}  // namespace patchbay::fuzz
