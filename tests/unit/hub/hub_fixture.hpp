#pragma once
// The hub's unit-test fixture: an editor_hub on one io_context with an MCP session of a client on
// one side and fake editor connections (the `editor_connection` seam) on the other; no sockets.
// editor_hub_test.cpp, status_room_test.cpp and builtin_tools_test.cpp derive their fixtures from
// it.

#include "hub/editor_hub.hpp"
#include "hub_test_support.hpp"
#include "jsonrpc/message.hpp"
#include "mcp/server.hpp"
#include "mcp/session.hpp"

#include <gtest/gtest.h>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace patchbay::hub::testing {

namespace asio = boost::asio;
namespace json = boost::json;
using namespace std::chrono_literals;

inline std::string text_of(const json::object& reply) {
  const auto& r = reply.at("result").as_object();
  return std::string(r.at("content").as_array().at(0).as_object().at("text").as_string());
}

inline bool is_error(const json::object& reply) {
  const auto& r = reply.at("result").as_object();
  auto* e = r.if_contains("isError");
  return e && e->as_bool();
}

// The one editor of a list (a test's failure names the list).
inline json::object only(const json::value& list) {
  EXPECT_EQ(list.as_array().size(), 1u) << boost::json::serialize(list);
  return list.as_array().at(0).as_object();
}

class hub_fixture : public ::testing::Test {
 protected:
  hub_fixture()
      : server_(ioc_.get_executor(), mcp::implementation_info{"patchbay", "", "0", "", ""}) {}

  void SetUp() override {
    options_.version = "test";
    options_.heartbeat_interval = 1h;  // no heartbeats in these transcripts
    options_.register_timeout = 1h;
    options_.first_list_wait = 0ms;
  }
  void TearDown() override {
    if (hub_) hub_->stop();
    if (session_) session_->close();
    for (auto& r : stateless_) r->session->close();
    ioc_.restart();
    ioc_.poll();
  }

  void start(json::object capabilities = {}) {
    hub_ = std::make_unique<editor_hub>(server_, options_);
    hub_->start();
    session_ = server_.open_session(client_);
    feed(json::object{{"jsonrpc", "2.0"},
                      {"id", 1},
                      {"method", "initialize"},
                      {"params", json::object{{"protocolVersion", "2025-06-18"},
                                              {"capabilities", std::move(capabilities)},
                                              {"clientInfo", json::object{{"name", "test"},
                                                                          {"version", "1"}}}}}});
    feed(json::object{{"jsonrpc", "2.0"}, {"method", "notifications/initialized"}});
  }

  void poll() {
    ioc_.restart();
    ioc_.poll();
  }

  // Runs the io_context until `done` holds; timers fire as they come due (bounded, so a broken
  // hub fails the test instead of hanging it).
  template <class F>
  bool run_until(F done) {
    for (int i = 0; i < 2000 && !done(); ++i) {
      ioc_.restart();
      ioc_.run_for(10ms);
    }
    return done();
  }

  // Runs the io_context for `d` (timers fire as they come due).
  void run_for(std::chrono::milliseconds d) {
    auto until = std::chrono::steady_clock::now() + d;
    while (std::chrono::steady_clock::now() < until) {
      ioc_.restart();
      ioc_.run_for(10ms);
    }
  }

  void feed(json::object msg) {
    asio::co_spawn(
        ioc_,
        [](std::shared_ptr<mcp::session> s, json::object m,
           capture_sink* out) -> asio::awaitable<void> {
          auto reply = co_await s->handle(std::move(m));
          if (reply) out->sent.push_back(reply->as_object());
        }(session_, std::move(msg), &client_),
        asio::detached);
    poll();
  }

  std::optional<json::object> client_reply(int id) const {
    for (const auto& m : client_.sent)
      if (auto* v = m.if_contains("id"); v && *v == json::value(id)) return m;
    return std::nullopt;
  }

  void call(int id, std::string tool, json::object args = {}) {
    feed(json::object{{"jsonrpc", "2.0"},
                      {"id", id},
                      {"method", "tools/call"},
                      {"params", json::object{{"name", tool}, {"arguments", std::move(args)}}}});
  }

  // Connects an editor and registers it with `run_id`; answers its tools/list with `echo`.
  // With `answer_tools` false the tools/list request stays unanswered (the test answers it).
  std::shared_ptr<fake_connection> connect(std::string run_id,
                                           std::shared_ptr<editor_link>* link_out = nullptr,
                                           bool answer_tools = true,
                                           const std::string& project = "Game",
                                           json::object extra_editor = {}) {
    auto conn = std::make_shared<fake_connection>();
    auto link = hub_->open_link(conn);
    json::object editor{
        {"projectPath", "/p/" + project}, {"projectName", project}, {"machine", "m"}};
    for (auto& [k, v] : extra_editor) editor[k] = v;
    link->on_message(boost::json::serialize(
        json::object{{"jsonrpc", "2.0"},
                     {"id", "r1"},
                     {"method", "editor/register"},
                     {"params", json::object{{"protocolVersion", link_protocol},
                                             {"runId", run_id},
                                             {"package", json::object{{"version", "1.0.0"}}},
                                             {"editor", std::move(editor)}}}}));
    auto lists = conn->with_method("tools/list");
    EXPECT_EQ(lists.size(), 1u);
    if (!lists.empty() && answer_tools) answer_tools_list(*link, lists[0].at("id"));
    // The probe a hub sends an editor it has just met (its lease waits for the answer): idle.
    if (auto pings = conn->with_method("ping"); !pings.empty())
      link->on_message(boost::json::serialize(
          json::object{{"jsonrpc", "2.0"},
                       {"id", pings.back().at("id")},
                       {"result", json::object{{"health", json::object{{"playMode", "edit"}}}}}}));
    poll();
    if (link_out) *link_out = link;
    return conn;
  }

  // One MCP 2026-07-28 request as stateless_http serves it: a session of its own, closed once the
  // request is answered.
  struct stateless_request {
    capture_sink sink;
    std::shared_ptr<mcp::session> session;
    std::optional<json::object> reply;
    bool done = false;
  };
  std::shared_ptr<stateless_request> send_stateless(int id, std::string method, json::object params,
                                                    std::string client = "claude-code",
                                                    json::object capabilities = {}) {
    auto r = std::make_shared<stateless_request>();
    r->session = server_.open_session(r->sink);
    r->session->serve_stateless_only();
    r->session->set_transport_meta(json::object{{"transport", "http"}});
    params["_meta"] = json::object{
        {"io.modelcontextprotocol/protocolVersion", "2026-07-28"},
        {"io.modelcontextprotocol/clientInfo", json::object{{"name", client}, {"version", "2.1"}}},
        {"io.modelcontextprotocol/clientCapabilities", std::move(capabilities)}};
    asio::co_spawn(
        ioc_,
        [](std::shared_ptr<stateless_request> r, json::object m) -> asio::awaitable<void> {
          auto reply = co_await r->session->handle(std::move(m));
          if (reply) r->reply = reply->as_object();
          r->done = true;
          r->session->close();
        }(r, json::object{{"jsonrpc", "2.0"},
                          {"id", id},
                          {"method", std::move(method)},
                          {"params", std::move(params)}}),
        asio::detached);
    stateless_.push_back(r);
    poll();
    return r;
  }
  std::shared_ptr<stateless_request> call_stateless(int id, std::string tool,
                                                    std::string client = "claude-code") {
    return send_stateless(id, "tools/call",
                          json::object{{"name", tool}, {"arguments", json::object{}}}, client);
  }

  // Answers the editor's tools/list `id` with one tool, `echo`.
  static void answer_tools_list(editor_link& link, const json::value& id) {
    link.on_message(boost::json::serialize(json::object{
        {"jsonrpc", "2.0"},
        {"id", id},
        {"result",
         json::object{{"tools", json::array{json::object{
                                    {"name", "echo"},
                                    {"inputSchema", json::object{{"type", "object"}}}}}}}}}));
  }

  static void answer(editor_link& link, const json::value& id, std::string text) {
    link.on_message(boost::json::serialize(json::object{
        {"jsonrpc", "2.0"},
        {"id", id},
        {"result",
         json::object{{"content", json::array{json::object{{"type", "text"}, {"text", text}}}}}}}));
  }

  asio::io_context ioc_;
  mcp::server server_;
  hub_options options_;
  std::unique_ptr<editor_hub> hub_;
  capture_sink client_;
  std::shared_ptr<mcp::session> session_;
  std::vector<std::shared_ptr<stateless_request>> stateless_;
};

}  // namespace patchbay::hub::testing
