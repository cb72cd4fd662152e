// Protocol transcript tests (the Go SDK's conformance txtar model): each file in
// tests/transcripts/ names one behaviour in a prose header, then lists client messages (`>`) and
// the server messages expected in reply (`<`), in order; a line `~` lets the server finish all
// work in flight before the next client message. An expected message matches when every
// key it names is present in the actual message with an equal value (arrays element-wise), so
// transcripts state what matters and nothing else. The session runs on an in-process
// io_context with the conformance fixtures; after each client message the io_context is polled
// (work in flight stays in flight, so cancellation can be scripted), and drained at the end.

#include "conformance/fixtures.hpp"
#include "jsonrpc/message.hpp"
#include "mcp/server.hpp"
#include "mcp/session.hpp"

#include <gtest/gtest.h>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>

#include <filesystem>
#include <fstream>

namespace patchbay::mcp {
namespace {

namespace fs = std::filesystem;
namespace asio = boost::asio;

struct capture_sink : session_sink {
  std::vector<json::value>* out;
  void send(json::object m, const std::optional<jsonrpc::id>&) override { out->push_back(m); }
};

asio::awaitable<void> feed(std::shared_ptr<session> s, json::value msg,
                           std::vector<json::value>* out) {
  auto reply = co_await s->handle(std::move(msg));
  if (reply) out->push_back(std::move(*reply));
}

bool matches(const json::value& expected, const json::value& actual, std::string& why,
             const std::string& path = "$") {
  if (expected.is_object()) {
    if (!actual.is_object()) {
      why = path + ": expected an object";
      return false;
    }
    for (const auto& [k, v] : expected.get_object()) {
      const json::value* a = actual.get_object().if_contains(k);
      if (!a) {
        why = path + "." + std::string(k) + ": missing";
        return false;
      }
      if (!matches(v, *a, why, path + "." + std::string(k))) return false;
    }
    return true;
  }
  if (expected.is_array()) {
    if (!actual.is_array() || actual.get_array().size() != expected.get_array().size()) {
      why = path + ": expected an array of " + std::to_string(expected.get_array().size());
      return false;
    }
    for (std::size_t i = 0; i < expected.get_array().size(); ++i)
      if (!matches(expected.get_array()[i], actual.get_array()[i], why,
                   path + "[" + std::to_string(i) + "]"))
        return false;
    return true;
  }
  if (expected.is_string() && expected.get_string() == "<any>") return true;
  if (expected.is_number() && actual.is_number()) {
    boost::system::error_code ec1, ec2;
    if (expected.to_number<double>(ec1) == actual.to_number<double>(ec2)) return true;
  }
  if (expected != actual) {
    why = path + ": expected " + json::serialize(expected) + ", got " + json::serialize(actual);
    return false;
  }
  return true;
}

class Transcript : public ::testing::TestWithParam<std::string> {};

TEST_P(Transcript, Runs) {
  std::ifstream in(fs::path(PATCHBAY_TRANSCRIPTS_DIR) / GetParam());
  ASSERT_TRUE(in) << GetParam();
  asio::io_context ioc;
  server srv(ioc.get_executor(), {"patchbay", "Patchbay", "test", "", ""});
  register_conformance_fixtures(srv);
  std::vector<json::value> out;
  capture_sink sink;
  sink.out = &out;
  auto s = srv.open_session(sink);
  std::vector<std::pair<int, json::value>> expected;
  std::string line;
  int lineno = 0;
  while (std::getline(in, line)) {
    ++lineno;
    if (line == "~") {
      ioc.restart();
      ioc.run();
      continue;
    }
    if (line.size() < 2 || (line[0] != '>' && line[0] != '<')) continue;
    auto v = jsonrpc::parse_json(line.substr(2));
    if (line[0] == '>' && !v && line.substr(2).starts_with("RAW ")) {
      // A raw line the client sends that is not JSON: the session never sees it; the stdio
      // transport answers it. Transcripts keep to JSON.
      continue;
    }
    ASSERT_TRUE(v.has_value()) << GetParam() << ":" << lineno << ": bad JSON in transcript";
    if (line[0] == '>') {
      asio::co_spawn(ioc, feed(s, *v, &out), asio::detached);
      ioc.restart();
      ioc.poll();
    } else {
      expected.emplace_back(lineno, *v);
    }
  }
  ioc.restart();
  ioc.run();
  std::string dump;
  for (const auto& m : out) dump += "  " + json::serialize(m) + "\n";
  ASSERT_EQ(out.size(), expected.size()) << GetParam() << ": server sent\n" << dump;
  for (std::size_t i = 0; i < expected.size(); ++i) {
    std::string why;
    EXPECT_TRUE(matches(expected[i].second, out[i], why))
        << GetParam() << ":" << expected[i].first << ": " << why << "\nserver sent\n"
        << dump;
  }
}

std::vector<std::string> transcript_files() {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(PATCHBAY_TRANSCRIPTS_DIR))
    if (e.path().extension() == ".txt") names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

INSTANTIATE_TEST_SUITE_P(Protocol, Transcript, ::testing::ValuesIn(transcript_files()),
                         [](const auto& info) {
                           std::string n = info.param.substr(0, info.param.size() - 4);
                           std::replace(n.begin(), n.end(), '-', '_');
                           return n;
                         });

}  // namespace
}  // namespace patchbay::mcp
