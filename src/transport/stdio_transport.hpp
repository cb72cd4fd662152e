#pragma once
// MCP over stdin/stdout (transports.mdx §stdio): newline-delimited JSON-RPC, `\r\n` tolerated.
//
// A line_reader thread does the blocking reads and posts each line to the io_context; requests run
// concurrently as coroutines and are answered out of order. stdout carries MCP messages only and is
// written from the io_context thread, one whole line per message, flushed. Garbage gets a JSON-RPC
// error and the loop goes on; an oversized line is skipped with an error. EOF calls `on_eof` (the
// caller exits promptly).

#include "jsonrpc/message_limits.hpp"
#include "mcp/server.hpp"
#include "mcp/session.hpp"
#include "transport/line_reader.hpp"

#include <boost/asio/io_context.hpp>

#include <atomic>
#include <cstdio>
#include <functional>
#include <memory>
#include <thread>

namespace patchbay::transport {

namespace json = boost::json;

struct stdio_options {
  std::size_t max_line_bytes = jsonrpc::default_max_client_message_bytes;
};

class stdio_transport : public mcp::session_sink {
 public:
  stdio_transport(boost::asio::io_context& ioc, mcp::server& srv, stdio_options opts,
                  std::FILE* in = stdin, std::FILE* out = stdout);
  ~stdio_transport() override;

  void start(std::function<void()> on_eof);
  std::size_t in_flight() const { return session_ ? session_->in_flight() : 0; }
  // Cancels in-flight requests; the reader thread is detached if still blocked in read.
  void stop();

  void send(json::object message, const std::optional<jsonrpc::id>& related) override;
  // Writes one message (a reply or a batch of replies) as one line.
  void write_message(const mcp::session_reply& reply);

 private:
  void on_line(std::string line);
  void on_oversized();
  void write_line(const std::string& text);

  boost::asio::io_context& ioc_;
  stdio_options options_;
  std::FILE* out_;
  std::shared_ptr<mcp::session> session_;
  line_reader reader_;
  bool stopping_ = false;
};

}  // namespace patchbay::transport
