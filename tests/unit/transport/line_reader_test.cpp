// line_reader: lines, oversized lines, the end of input, and what `stop` and destruction suppress.
// Input from a temporary file (the reading thread) or a pipe (read on the io_context on POSIX),
// never a socket.
#include "transport/line_reader.hpp"

#include <gtest/gtest.h>

#include <boost/asio/executor_work_guard.hpp>

#include <chrono>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#ifndef _WIN32
#include <unistd.h>
#endif

namespace {

using patchbay::transport::line_handlers;
using patchbay::transport::line_reader;

struct seen {
  std::vector<std::string> lines;
  int oversized = 0;
  int eofs = 0;
};

line_handlers recording(const std::shared_ptr<seen>& out) {
  return {.on_line = [out](std::string l) { out->lines.push_back(std::move(l)); },
          .on_oversized = [out] { ++out->oversized; },
          .on_eof = [out] { ++out->eofs; }};
}

std::FILE* file_with(const std::string& text) {
  std::FILE* f = std::tmpfile();
  std::fwrite(text.data(), 1, text.size(), f);
  std::rewind(f);
  return f;
}

// Runs `ioc` until the reader reported the end of input.
void run_until_eof(boost::asio::io_context& ioc, const seen& out) {
  auto guard = boost::asio::make_work_guard(ioc);
  while (out.eofs == 0) ioc.run_one();
}

// What both inputs of "one\n\n<20 x>\ntwo\nlast" give with a 10-byte limit, once ended.
void expect_one_two_last(boost::asio::io_context& ioc, const seen& out) {
  run_until_eof(ioc, out);
  ioc.poll();
  EXPECT_EQ(out.lines, (std::vector<std::string>{"one", "two", "last"}));
  EXPECT_EQ(out.oversized, 1);
  EXPECT_EQ(out.eofs, 1);
}

TEST(LineReader, DeliversLinesSkipsOversizedAndEndsOnce) {
  boost::asio::io_context ioc;
  std::FILE* in = file_with("one\n\n" + std::string(20, 'x') + "\ntwo\nlast");
  auto out = std::make_shared<seen>();
  line_reader reader(ioc, in, 10);
  reader.start(recording(out));
  expect_one_two_last(ioc, *out);
  std::fclose(in);
}

TEST(LineReader, ALineOfExactlyTheLimitIsDeliveredAndOneByteMoreIsNot) {
  boost::asio::io_context ioc;
  std::FILE* in = file_with(std::string(10, 'a') + "\n" + std::string(11, 'b') + "\nc\r\n" +
                            std::string(10, 'd'));
  auto out = std::make_shared<seen>();
  line_reader reader(ioc, in, 10);
  reader.start(recording(out));
  run_until_eof(ioc, *out);
  EXPECT_EQ(out->lines,
            (std::vector<std::string>{std::string(10, 'a'), "c\r", std::string(10, 'd')}));
  EXPECT_EQ(out->oversized, 1);
  std::fclose(in);
}

TEST(LineReader, StopSuppressesLinesButNotTheEndOfInput) {
  boost::asio::io_context ioc;
  std::FILE* in = file_with("one\ntwo\n");
  auto out = std::make_shared<seen>();
  line_reader reader(ioc, in, 100);
  reader.start(recording(out));
  reader.stop();
  run_until_eof(ioc, *out);
  EXPECT_TRUE(out->lines.empty());
  EXPECT_EQ(out->eofs, 1);
  std::fclose(in);
}

#ifndef _WIN32
// A pipe: fds[1] to write, `in` (fds[0]) to read.
struct pipe_input {
  int fds[2] = {-1, -1};
  std::FILE* in = nullptr;
  pipe_input() {
    if (pipe(fds) == 0) in = fdopen(fds[0], "rb");
  }
};

// A pipe, as MCP clients give it: the same rules, with lines split across writes.
TEST(LineReader, APipeFollowsTheSameRulesAcrossWrites) {
  pipe_input p;
  ASSERT_NE(p.in, nullptr);
  auto& fds = p.fds;
  std::FILE* in = p.in;
  boost::asio::io_context ioc;
  auto out = std::make_shared<seen>();
  line_reader reader(ioc, in, 10);
  reader.start(recording(out));
  std::string first = "one\n\n" + std::string(15, 'x');
  std::string rest = std::string(5, 'x') + "\ntw";
  ASSERT_EQ(write(fds[1], first.data(), first.size()), static_cast<ssize_t>(first.size()));
  auto guard = boost::asio::make_work_guard(ioc);
  while (out->lines.empty()) ioc.run_one();
  ASSERT_EQ(write(fds[1], rest.data(), rest.size()), static_cast<ssize_t>(rest.size()));
  ASSERT_EQ(write(fds[1], "o\nlast", 6), 6);
  close(fds[1]);
  guard.reset();
  expect_one_two_last(ioc, *out);
  std::fclose(in);
}

TEST(LineReader, StopOnAPipeSuppressesLinesButNotTheEndOfInput) {
  pipe_input p;
  ASSERT_NE(p.in, nullptr);
  auto& fds = p.fds;
  std::FILE* in = p.in;
  boost::asio::io_context ioc;
  auto out = std::make_shared<seen>();
  line_reader reader(ioc, in, 100);
  reader.start(recording(out));
  reader.stop();
  ASSERT_EQ(write(fds[1], "one\ntwo\n", 8), 8);
  close(fds[1]);
  run_until_eof(ioc, *out);
  EXPECT_TRUE(out->lines.empty());
  EXPECT_EQ(out->eofs, 1);
  std::fclose(in);
}

// The reader is destroyed while a read is pending: nothing may touch the reader or be delivered
// afterwards (AddressSanitizer reports it if something touches the reader).
TEST(LineReader, NothingIsDeliveredAfterTheReaderIsDestroyed) {
  pipe_input p;
  ASSERT_NE(p.in, nullptr);
  auto& fds = p.fds;
  std::FILE* in = p.in;
  boost::asio::io_context ioc;
  auto out = std::make_shared<seen>();
  {
    line_reader reader(ioc, in, 100);
    reader.start(recording(out));
    ASSERT_EQ(write(fds[1], "a\n", 2), 2);
    auto guard = boost::asio::make_work_guard(ioc);
    while (out->lines.empty()) ioc.run_one();
  }
  ASSERT_EQ(write(fds[1], "b\n", 2), 2);
  close(fds[1]);
  // Give the abandoned thread its chance to misbehave; the assertion is on what it delivered.
  ioc.restart();
  {
    auto guard = boost::asio::make_work_guard(ioc);
    ioc.run_for(std::chrono::milliseconds(200));
  }
  EXPECT_EQ(out->lines, std::vector<std::string>{"a"});
  EXPECT_EQ(out->eofs, 0);
  // `in` stays open: the abandoned thread may still be reading it.
}
#endif

}  // namespace
