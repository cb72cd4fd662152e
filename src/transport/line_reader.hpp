#pragma once
// Reads newline-delimited input (stdin) and hands each line to an io_context. A pipe or a socket
// (what MCP clients give a stdio server) is read on the io_context itself where the platform allows
// it (POSIX): a line costs one wake-up. Anything else (a file, a terminal, Windows) is read by
// blocking reads on a helper thread that posts each line. Lines longer than `max_line_bytes` are
// skipped whole and reported with `on_oversized`; a final line without a newline still counts;
// `on_eof` runs once at the end.
//
// Contract: `stop` ends the delivery of lines at once (`on_eof` still comes at the end of input);
// destruction ends every delivery, `on_eof` included. On the thread, a read still blocked in the OS
// is abandoned (the thread is detached, as a blocked read cannot be interrupted portably); on the
// io_context, destruction closes the descriptor and cancels the read. The thread, the read and the
// handlers share only a reference-counted `shared`, never the reader, so destroying the reader
// while a read is pending or a handler is queued is safe. The io_context must outlive the reader
// (it may outlive the abandoned thread's last post; it is then never run).

#include <boost/asio/io_context.hpp>

#include <array>
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
  // Cuts a byte stream into lines; `line` gets each complete one, `oversized` each skipped one.
  struct splitter {
    std::string line;
    bool oversized = false;
    template <typename Line, typename Oversized>
    void feed(const char* data, std::size_t n, std::size_t max, Line&& on_line, Oversized&& on_big);
    template <typename Line>
    void finish(Line&& on_line);
  };
  struct shared {
    shared(boost::asio::io_context& c, std::FILE* f, std::size_t max)
        : ioc(c), in(f), max_line_bytes(max) {}
    boost::asio::io_context& ioc;
    std::FILE* in;
    std::size_t max_line_bytes;
    line_handlers handlers;
    std::atomic<bool> stopping{false};
    std::atomic<bool> orphaned{false};  // the reader is gone: its handlers may be dangling
    // Reading on the io_context (a pipe or socket on POSIX).
    std::shared_ptr<void>
        descriptor;  // the stream_descriptor, type-erased to keep Asio out of here
    splitter split;
    std::array<char, 65536> buffer{};
  };
  static void run(std::shared_ptr<shared> s);
  static bool start_on_loop(const std::shared_ptr<shared>& s);

  std::shared_ptr<shared> shared_;
  std::thread thread_;
};

}  // namespace patchbay::transport
