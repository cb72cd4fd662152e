// client_directory alone: how sessions and 2026-07-28 clients are named, grouped for the editors'
// hub/clients notice, remembered between requests and forgotten when idle.

#include "hub/client_directory.hpp"
#include "hub/link_codes.hpp"
#include "hub_test_support.hpp"
#include "mcp/server.hpp"

#include <gtest/gtest.h>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>

namespace patchbay::hub {
namespace {

using namespace std::chrono_literals;
using namespace testing;
namespace asio = boost::asio;

class ClientDirectory : public ::testing::Test, public mcp::session_observer {
 protected:
  ClientDirectory()
      : server_(ioc_.get_executor(), mcp::implementation_info{"patchbay", "", "0", "", ""}) {
    options_.stateless_client_idle = 50ms;
    options_.max_stateless_clients = 2;
    dir_ = std::make_unique<client_directory>(
        ioc_.get_executor(), options_, [this](const json::object& n) { notices_.push_back(n); },
        [this] { ++changes_; });
    server_.set_session_observer(this);  // as the hub is: sessions report ready and closed
  }
  void session_ready(mcp::session& s) override { dir_->session_ready(s); }
  void session_closed(mcp::session& s) override { dir_->session_closed(s); }
  ~ClientDirectory() override {
    server_.set_session_observer(nullptr);
    dir_->stop();
    for (auto& s : sessions_) s->close();
    ioc_.restart();
    ioc_.poll();
  }

  void run(json::object msg, std::shared_ptr<mcp::session> s) {
    asio::co_spawn(
        ioc_,
        [](std::shared_ptr<mcp::session> s, json::object m) -> asio::awaitable<void> {
          co_await s->handle(std::move(m));
        }(std::move(s), std::move(msg)),
        asio::detached);
    ioc_.restart();
    ioc_.poll();
  }

  // A session initialized by client `name` `version`, ready.
  std::shared_ptr<mcp::session> legacy(std::string name, std::string version,
                                       json::object transport = {}) {
    auto s = server_.open_session(sink_);
    s->set_transport_meta(std::move(transport));
    run(json::object{{"jsonrpc", "2.0"},
                     {"id", 1},
                     {"method", "initialize"},
                     {"params", json::object{{"protocolVersion", "2025-06-18"},
                                             {"capabilities", json::object{}},
                                             {"clientInfo", json::object{{"name", name},
                                                                         {"version", version}}}}}},
        s);
    run(json::object{{"jsonrpc", "2.0"}, {"method", "notifications/initialized"}}, s);
    sessions_.push_back(s);
    return s;
  }

  // One 2026-07-28 request's session (as stateless_http makes one per request), ready.
  std::shared_ptr<mcp::session> stateless(std::string name) {
    auto s = server_.open_session(sink_);
    s->serve_stateless_only();
    s->set_transport_meta(json::object{{"transport", "http"}});
    run(json::object{
            {"jsonrpc", "2.0"},
            {"id", 1},
            {"method", "tools/list"},
            {"params",
             json::object{{"_meta",
                           json::object{{"io.modelcontextprotocol/protocolVersion", "2026-07-28"},
                                        {"io.modelcontextprotocol/clientInfo",
                                         json::object{{"name", name}, {"version", "2"}}},
                                        {"io.modelcontextprotocol/clientCapabilities",
                                         json::object{}}}}}}},
        s);
    sessions_.push_back(s);
    return s;
  }

  template <class F>
  bool run_until(F done) {
    return testing::run_until(ioc_, done);
  }

  asio::io_context ioc_;
  mcp::server server_;
  hub_options options_;
  capture_sink sink_;
  std::vector<std::shared_ptr<mcp::session>> sessions_;
  std::vector<json::object> notices_;
  int changes_ = 0;
  std::unique_ptr<client_directory> dir_;
};

TEST_F(ClientDirectory, SessionsKeepTheirRoutingFactsAndAreNamedByNumber) {
  auto s = legacy("claude-code", "2.1", json::object{{"transport", "stdio"}, {"cwd", "/p/Game"}});
  EXPECT_EQ(dir_->label(s->id()), "s-" + std::to_string(s->id()));
  const client_session* st = dir_->find(s->id());
  ASSERT_TRUE(st);
  EXPECT_EQ(st->route.cwd, "/p/Game");
  EXPECT_EQ(st->transport, "stdio");
  dir_->note_call(s->id(), "Game@1", "cwd");
  EXPECT_EQ(dir_->find(s->id())->last_editor, "Game@1");
  EXPECT_EQ(dir_->find(s->id())->calls, 1u);
  EXPECT_FALSE(dir_->first_list_done(*s));
  dir_->mark_listed(s->id(), "");
  EXPECT_TRUE(dir_->first_list_done(*s));
  dir_->session_closed(*s);
  EXPECT_EQ(dir_->find(s->id()), nullptr);
}

TEST_F(ClientDirectory, EditorsAreToldWhichClientsAreAttachedAtMostOnceASecond) {
  legacy("claude-code", "2.1");
  legacy("claude-code", "2.1");
  legacy("cursor", "1.0");
  auto sessions_told = [&] {
    int n = 0;
    if (!notices_.empty())
      for (const auto& c : notices_.back().at("params").at("clients").as_array())
        n += static_cast<int>(c.at("sessions").as_int64());
    return n;
  };
  ASSERT_TRUE(run_until([&] { return sessions_told() == 3; }));
  EXPECT_LE(notices_.size(), 2u) << "the first at once, the others coalesced";
  const json::object& note = notices_.back();
  EXPECT_EQ(note.at("method").as_string(), link_method::clients);
  const auto& clients = note.at("params").at("clients").as_array();
  ASSERT_EQ(clients.size(), 2u);
  EXPECT_EQ(clients[0].at("name"), "claude-code");
  EXPECT_EQ(clients[0].at("sessions"), 2);
}

TEST_F(ClientDirectory, A2026ClientIsOneRecordAcrossItsRequestsAndEndsWhenIdle) {
  auto r1 = stateless("claude-code");
  auto r2 = stateless("claude-code");
  ASSERT_EQ(dir_->stateless_clients().size(), 1u);
  const stateless_client& c = dir_->stateless_clients().begin()->second;
  EXPECT_EQ(c.id, "c-1");
  EXPECT_EQ(c.requests, 2u);
  EXPECT_EQ(dir_->label(r1->id()), "c-1");
  EXPECT_EQ(dir_->label(r2->id()), "c-1");
  dir_->mark_listed(r1->id(), dir_->find(r1->id())->client_key);
  EXPECT_TRUE(dir_->first_list_done(*r2)) << "the client's first list, not each request's";
  r1->close();
  r2->close();
  EXPECT_EQ(dir_->stateless_clients().size(), 1u) << "it lasts stateless_client_idle";
  ASSERT_TRUE(run_until([&] { return dir_->stateless_clients().empty(); }));
}

TEST_F(ClientDirectory, RecordsAreBoundedByForgettingTheIdlestNotABusyOne) {
  auto a = stateless("a");
  a->close();               // its request is answered: idle now
  auto b = stateless("b");  // in flight
  auto c = stateless("c");  // in flight: over the bound of 2, the idle one goes
  ASSERT_EQ(dir_->stateless_clients().size(), 2u);
  for (const auto& [key, rec] : dir_->stateless_clients()) EXPECT_NE(rec.st.client_name, "a");
}

}  // namespace
}  // namespace patchbay::hub
