#pragma once
// Reads newline-delimited input (stdin) on a helper thread and posts each line to an io_context.
// Blocking reads stay off the event loop and need no POSIX descriptors, so this is portable.
// Lines longer than `max_line_bytes` are skipped whole and reported with `on_oversized`; a final
// line without a newline still counts; `on_eof` runs once at the end.

#include <boost/asio/io_context.hpp>

#include <atomic>
#include <cstdio>
#include <functional>
#include <string>
#include <thread>

namespace patchbay::transport {

struct line_handlers {
  std::function<void(std::string)> on_line;
  std::function<void()> on_oversized;
  std::function<void()> on_eof;
};

class line_reader {
 public:
  line_reader(boost::asio::io_context& ioc, std::FILE* in, std::size_t max_line_bytes);
  ~line_reader();
  line_reader(const line_reader&) = delete;
  line_reader& operator=(const line_reader&) = delete;

  void start(line_handlers handlers);
  // Stops delivering lines; a read still blocked in the OS is abandoned (the thread is detached).
  void stop() { stopping_ = true; }

 private:
  void run();

  boost::asio::io_context& ioc_;
  std::FILE* in_;
  std::size_t max_line_bytes_;
  line_handlers handlers_;
  std::thread thread_;
  std::atomic<bool> stopping_{false};
};

}  // namespace patchbay::transport
