#include "transport/line_reader.hpp"

#include "platform/platform.hpp"

#include <boost/asio/post.hpp>

namespace patchbay::transport {

namespace asio = boost::asio;

line_reader::line_reader(asio::io_context& ioc, std::FILE* in, std::size_t max_line_bytes)
    : ioc_(ioc), in_(in), max_line_bytes_(max_line_bytes) {}

line_reader::~line_reader() {
  stopping_ = true;
  if (thread_.joinable()) thread_.detach();
}

void line_reader::start(line_handlers handlers) {
  handlers_ = std::move(handlers);
  thread_ = std::thread([this] { run(); });
}

void line_reader::run() {
  std::string line;
  bool oversized = false;
  char buf[65536];
  auto deliver = [this](std::string l) {
    asio::post(ioc_, [this, l = std::move(l)]() mutable {
      if (!stopping_ && handlers_.on_line) handlers_.on_line(std::move(l));
    });
  };
  for (;;) {
    long n = platform::read_some(in_, buf, sizeof buf);
    if (n <= 0 || stopping_) break;
    for (long i = 0; i < n; ++i) {
      char c = buf[i];
      if (c == '\n') {
        if (oversized)
          asio::post(ioc_, [this] {
            if (!stopping_ && handlers_.on_oversized) handlers_.on_oversized();
          });
        else if (!line.empty())
          deliver(std::move(line));
        line.clear();
        oversized = false;
      } else if (!oversized) {
        if (line.size() >= max_line_bytes_) {
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
  asio::post(ioc_, [this] {
    if (handlers_.on_eof) handlers_.on_eof();
  });
}

}  // namespace patchbay::transport
