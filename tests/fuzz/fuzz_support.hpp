#pragma once
// Shared by the fuzz targets that drive the MCP side: splitting an input into lines, running an
// io_context only as far as the work that is ready (never waiting on a timer, so every input ends
// deterministically), and an MCP session whose output goes nowhere.

#include "jsonrpc/message.hpp"
#include "mcp/server.hpp"
#include "mcp/session.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/io_context.hpp>

#include <memory>

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

// A server on `ioc`, with logging off (a fuzz run would drown in it).
inline mcp::server quiet_server(boost::asio::io_context& ioc) {
  spdlog::set_level(spdlog::level::off);
  return mcp::server(ioc.get_executor(), {"patchbay", "Patchbay", "fuzz", "", ""});
}

}  // namespace patchbay::fuzz
