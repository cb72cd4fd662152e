#include "transport/line_reader.hpp"

#include "platform/platform.hpp"

#include <boost/asio/post.hpp>

namespace patchbay::transport {

namespace asio = boost::asio;

line_reader::line_reader(asio::io_context& ioc, std::FILE* in, std::size_t max_line_bytes)
    : shared_(std::make_shared<shared>(ioc, in, max_line_bytes)) {}

line_reader::~line_reader() {
  shared_->stopping = true;
  shared_->orphaned = true;
  if (thread_.joinable()) thread_.detach();
}

void line_reader::start(line_handlers handlers) {
  shared_->handlers = std::move(handlers);
  thread_ = std::thread([s = shared_] { run(s); });
}

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
  std::string line;
  bool oversized = false;
  char buf[65536];
  for (;;) {
    long n = platform::read_some(s->in, buf, sizeof buf);
    if (n <= 0 || s->stopping) break;
    for (long i = 0; i < n; ++i) {
      char c = buf[i];
      if (c == '\n') {
        if (oversized)
          post([](line_handlers& h) {
            if (h.on_oversized) h.on_oversized();
          });
        else if (!line.empty())
          deliver(std::move(line));
        line.clear();
        oversized = false;
      } else if (!oversized) {
        if (line.size() >= s->max_line_bytes) {
          oversized = true;
          line.clear();
          line.shrink_to_fit();
        } else {
          line += c;
        }
      }
    }
  }
  if (!oversized && !line.empty()) deliver(std::move(line));
  post(
      [](line_handlers& h) {
        if (h.on_eof) h.on_eof();
      },
      true);
}

}  // namespace patchbay::transport
