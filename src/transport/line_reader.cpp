#include "transport/line_reader.hpp"

#include "platform/platform.hpp"

#include <boost/asio/post.hpp>
#if defined(BOOST_ASIO_HAS_POSIX_STREAM_DESCRIPTOR)
#include <boost/asio/posix/stream_descriptor.hpp>

#include <unistd.h>
#endif

#include <cstring>

namespace patchbay::transport {

namespace asio = boost::asio;

template <typename Line, typename Oversized>
void line_reader::splitter::feed(const char* data, std::size_t n, std::size_t max, Line&& on_line,
                                 Oversized&& on_big) {
  // A run of bytes up to each newline at a time (memchr), not a byte at a time: this loop was a
  // tenth of the front end's instructions per call (bench/counted_bench.mjs).
  std::size_t i = 0;
  while (i < n) {
    const void* found = std::memchr(data + i, '\n', n - i);
    std::size_t end = found ? static_cast<std::size_t>(static_cast<const char*>(found) - data) : n;
    if (!oversized) {
      if (line.size() + (end - i) > max) {
        oversized = true;
        line.clear();
        line.shrink_to_fit();
      } else {
        line.append(data + i, end - i);
      }
    }
    if (!found) break;
    if (oversized)
      on_big();
    else if (!line.empty())
      on_line(std::move(line));
    line.clear();
    oversized = false;
    i = end + 1;
  }
}

template <typename Line>
void line_reader::splitter::finish(Line&& on_line) {
  if (!oversized && !line.empty()) on_line(std::move(line));
  line.clear();
}

line_reader::line_reader(asio::io_context& ioc, std::FILE* in, std::size_t max_line_bytes)
    : shared_(std::make_shared<shared>(ioc, in, max_line_bytes)) {}

line_reader::~line_reader() {
  shared_->stopping = true;
  shared_->orphaned = true;
  shared_->descriptor.reset();  // closes the duplicate; a pending read completes as aborted
  if (thread_.joinable()) thread_.detach();
}

void line_reader::start(line_handlers handlers) {
  shared_->handlers = std::move(handlers);
  if (start_on_loop(shared_)) return;
  thread_ = std::thread([s = shared_] { run(s); });
}

#if defined(BOOST_ASIO_HAS_POSIX_STREAM_DESCRIPTOR)
namespace {

using descriptor = asio::posix::stream_descriptor;

}  // namespace

bool line_reader::start_on_loop(const std::shared_ptr<shared>& s) {
  int fd = platform::dup_if_pipe_or_socket(s->in);
  if (fd < 0) return false;
  auto d = std::make_shared<descriptor>(s->ioc);
  boost::system::error_code ec;
  d->assign(fd, ec);
  if (ec) {
    ::close(fd);
    return false;
  }
  s->descriptor = d;
  // One read at a time; each completion hands over the complete lines and reads again. The handlers
  // run right here, on the io_context, unless stopped (lines) or orphaned (everything).
  struct reader {
    std::shared_ptr<shared> s;
    descriptor* d;
    void operator()(const boost::system::error_code& ec, std::size_t n) const {
      if (s->orphaned) return;
      auto line = [this](std::string l) {
        if (!s->stopping && !s->orphaned && s->handlers.on_line) s->handlers.on_line(std::move(l));
      };
      s->split.feed(s->buffer.data(), n, s->max_line_bytes, line, [this] {
        if (!s->stopping && !s->orphaned && s->handlers.on_oversized) s->handlers.on_oversized();
      });
      if (s->orphaned) return;
      if (ec || n == 0) {
        s->split.finish(line);
        if (!s->orphaned && s->handlers.on_eof) s->handlers.on_eof();
        return;
      }
      d->async_read_some(asio::buffer(s->buffer), reader{s, d});
    }
  };
  d->async_read_some(asio::buffer(s->buffer), reader{s, d.get()});
  return true;
}
#else
bool line_reader::start_on_loop(const std::shared_ptr<shared>&) { return false; }
#endif

void line_reader::run(std::shared_ptr<shared> s) {
  // A handler runs on the io_context only if the reader still wants it when it runs: lines stop at
  // `stop`, the end-of-input notice only when the reader is destroyed.
  auto post = [&s](std::function<void(line_handlers&)> call, bool after_stop = false) {
    auto wanted = [after_stop](const shared& st) {
      return !st.orphaned && (after_stop || !st.stopping);
    };
    if (!wanted(*s)) return;
    asio::post(s->ioc, [s, wanted, call = std::move(call)] {
      if (wanted(*s)) call(s->handlers);
    });
  };
  auto deliver = [&post](std::string l) {
    post([l = std::move(l)](line_handlers& h) mutable {
      if (h.on_line) h.on_line(std::move(l));
    });
  };
  auto oversized = [&post] {
    post([](line_handlers& h) {
      if (h.on_oversized) h.on_oversized();
    });
  };
  splitter split;
  char buf[65536];
  for (;;) {
    long n = platform::read_some(s->in, buf, sizeof buf);
    if (n <= 0 || s->stopping) break;
    split.feed(buf, static_cast<std::size_t>(n), s->max_line_bytes, deliver, oversized);
  }
  if (!s->stopping) split.finish(deliver);
  post(
      [](line_handlers& h) {
        if (h.on_eof) h.on_eof();
      },
      true);
}

}  // namespace patchbay::transport
