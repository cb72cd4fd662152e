#pragma once
// Reads newline-delimited input (stdin) on a helper thread and posts each line to an io_context.
// Blocking reads stay off the event loop and need no POSIX descriptors, so this is portable.
// Lines longer than `max_line_bytes` are skipped whole and reported with `on_oversized`; a final
// line without a newline still counts; `on_eof` runs once at the end.
//
// Contract: `stop` ends the delivery of lines at once (`on_eof` still comes at the end of input);
// destruction ends every delivery, `on_eof` included. A read still blocked in the OS is
// abandoned (the thread is detached, as a blocked read cannot be interrupted portably). The
// thread and the handlers it posts share only a reference-counted `shared`, never the reader, so
// destroying the reader while a read is blocked or a handler is queued is safe. The io_context must
// outlive the reader (it may outlive the abandoned thread's last post; it is then never run).

#include <boost/asio/io_context.hpp>

#include <atomic>
#include <cstdio>
#include <functional>
#include <memory>
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
  // Stops delivering lines, including lines already posted and not yet handled.
  void stop() { shared_->stopping = true; }

 private:
  // What the reading thread and the posted handlers use; outlives the reader while either runs.
  struct shared {
    shared(boost::asio::io_context& c, std::FILE* f, std::size_t max)
        : ioc(c), in(f), max_line_bytes(max) {}
    boost::asio::io_context& ioc;
    std::FILE* in;
    std::size_t max_line_bytes;
    line_handlers handlers;
    std::atomic<bool> stopping{false};
    std::atomic<bool> orphaned{false};  // the reader is gone: its handlers may be dangling
  };
  static void run(std::shared_ptr<shared> s);

  std::shared_ptr<shared> shared_;
  std::thread thread_;
};

}  // namespace patchbay::transport
