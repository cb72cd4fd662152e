// In-process transcripts of the hub's exactly-once and routing logic: an MCP session on one side,
// fake editor connections (the `editor_connection` seam) on the other, one io_context, no sockets.
// Each test names the behaviour; a failure points at editor_hub, not at a process.

#include "hub/editor_hub.hpp"
#include "hub_test_support.hpp"
#include "jsonrpc/message.hpp"
#include "mcp/server.hpp"
#include "mcp/session.hpp"

#include <gtest/gtest.h>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>

#include <algorithm>
#include <chrono>
#include <optional>

namespace patchbay::hub {
namespace {

namespace asio = boost::asio;
namespace json = boost::json;
using namespace std::chrono_literals;

using testing::capture_sink;
using testing::fake_connection;

std::string text_of(const json::object& reply) {
  const auto& r = reply.at("result").as_object();
  return std::string(r.at("content").as_array().at(0).as_object().at("text").as_string());
}

bool is_error(const json::object& reply) {
  const auto& r = reply.at("result").as_object();
  auto* e = r.if_contains("isError");
  return e && e->as_bool();
}

class EditorHub : public ::testing::Test {
 protected:
  EditorHub()
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

  void start() {
    hub_ = std::make_unique<editor_hub>(server_, options_);
    hub_->start();
    session_ = server_.open_session(client_);
    feed(json::object{{"jsonrpc", "2.0"},
                      {"id", 1},
                      {"method", "initialize"},
                      {"params", json::object{{"protocolVersion", "2025-06-18"},
                                              {"capabilities", json::object{}},
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
                                                    std::string client = "claude-code") {
    auto r = std::make_shared<stateless_request>();
    r->session = server_.open_session(r->sink);
    r->session->serve_stateless_only();
    r->session->set_transport_meta(json::object{{"transport", "http"}});
    params["_meta"] = json::object{
        {"io.modelcontextprotocol/protocolVersion", "2026-07-28"},
        {"io.modelcontextprotocol/clientInfo", json::object{{"name", client}, {"version", "2.1"}}},
        {"io.modelcontextprotocol/clientCapabilities", json::object{}}};
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

TEST_F(EditorHub, RegisterAnswersWithIdAndAsksForTools) {
  start();
  auto conn = connect("run-1");
  auto reply = conn->response_to("r1");
  ASSERT_TRUE(reply);
  ASSERT_TRUE(reply->contains("result")) << boost::json::serialize(*reply);
  EXPECT_EQ(reply->at("result").at("protocolVersion"), link_protocol);
  EXPECT_EQ(conn->with_method("hub/clients").size(), 1u);
  EXPECT_EQ(hub_->connected_editor_count(), 1u);
  feed(json::object{{"jsonrpc", "2.0"}, {"id", 2}, {"method", "tools/list"}});
  auto list = client_reply(2);
  ASSERT_TRUE(list);
  std::vector<std::string> names;
  for (const auto& t : list->at("result").at("tools").as_array())
    names.emplace_back(t.at("name").as_string());
  EXPECT_NE(std::find(names.begin(), names.end(), "echo"), names.end());
}

// Issue 12: an agent polls list_editors, sees the editor, calls its tool at once. The editor's
// tool list is still on its way: the call waits for it instead of failing as an unknown tool.
TEST_F(EditorHub, ACallRightAfterRegisterWaitsForTheEditorsToolList) {
  options_.first_list_wait = 1h;  // bounded in production; here only the list's arrival ends it
  start();
  std::shared_ptr<editor_link> link;
  auto conn = connect("run-1", &link, false);
  call(10, "echo");
  EXPECT_FALSE(client_reply(10)) << "answered before the editor's tool list arrived";
  EXPECT_TRUE(conn->with_method("tools/call").empty());
  auto lists = conn->with_method("tools/list");
  ASSERT_EQ(lists.size(), 1u);
  answer_tools_list(*link, lists[0].at("id"));
  poll();
  auto calls = conn->with_method("tools/call");
  ASSERT_EQ(calls.size(), 1u);
  answer(*link, calls[0].at("id"), "hello");
  poll();
  auto reply = client_reply(10);
  ASSERT_TRUE(reply);
  EXPECT_EQ(text_of(*reply), "hello");
}

TEST_F(EditorHub, AnUnknownToolIsAnErrorThatSaysWhereToolsComeFrom) {
  start();
  connect("run-1");
  call(10, "no_such_tool");
  auto reply = client_reply(10);
  ASSERT_TRUE(reply);
  ASSERT_TRUE(reply->contains("error")) << boost::json::serialize(*reply);
  const auto& e = reply->at("error").as_object();
  EXPECT_EQ(e.at("code"), -32602);
  std::string message(e.at("message").as_string());
  EXPECT_EQ(message.rfind("Unknown tool: no_such_tool. ", 0), 0u) << message;
  EXPECT_NE(message.find("Game@"), std::string::npos) << "names the editors: " << message;
  EXPECT_NE(message.find("1 tools"), std::string::npos) << message;
  EXPECT_EQ(e.at("data").at("patchbay"), "unknown_tool");
}

TEST_F(EditorHub, AnUnknownToolWithNoEditorSaysToOpenUnity) {
  start();
  call(10, "echo");
  auto reply = client_reply(10);
  ASSERT_TRUE(reply);
  std::string message(reply->at("error").at("message").as_string());
  EXPECT_NE(message.find("none is connected"), std::string::npos) << message;
}

// The wait ends as soon as no list can come: an error instead of a list, or the link closing.
TEST_F(EditorHub, AToolListThatFailsOrALinkThatClosesEndsTheWaitAtOnce) {
  options_.first_list_wait = 1h;
  start();
  std::shared_ptr<editor_link> link;
  auto conn = connect("run-1", &link, false);
  call(10, "echo");
  EXPECT_FALSE(client_reply(10));
  auto lists = conn->with_method("tools/list");
  ASSERT_EQ(lists.size(), 1u);
  link->on_message(boost::json::serialize(
      json::object{{"jsonrpc", "2.0"},
                   {"id", lists[0].at("id")},
                   {"error", json::object{{"code", -32603}, {"message", "broken"}}}}));
  poll();
  auto reply = client_reply(10);
  ASSERT_TRUE(reply) << "still waiting for a list that failed";
  EXPECT_EQ(reply->at("error").at("code"), -32602);

  // A second editor process (the first one's link ended: another process never takes a live
  // link's place): its list is on its way when its link drops.
  link->on_closed(1006, "");
  poll();
  auto conn2 = connect("run-2", &link, false);
  call(11, "echo");
  EXPECT_FALSE(client_reply(11));
  link->on_closed(1006, "");
  poll();
  ASSERT_TRUE(client_reply(11)) << "still waiting for a list from a closed link";
}

TEST_F(EditorHub, RequestBeforeRegisterIsRefusedWithNotRegistered) {
  start();
  auto conn = std::make_shared<fake_connection>();
  auto link = hub_->open_link(conn);
  link->on_message(R"({"jsonrpc":"2.0","id":7,"method":"ping"})");
  auto reply = conn->response_to(7);
  ASSERT_TRUE(reply);
  EXPECT_EQ(reply->at("error").at("code"), -32040);
}

TEST_F(EditorHub, ProtocolMismatchIsRefusedAndClosed) {
  start();
  auto conn = std::make_shared<fake_connection>();
  auto link = hub_->open_link(conn);
  link->on_message(
      R"({"jsonrpc":"2.0","id":1,"method":"editor/register","params":{"protocolVersion":"patchbay-link/2"}})");
  auto reply = conn->response_to(1);
  ASSERT_TRUE(reply);
  EXPECT_EQ(reply->at("error").at("code"), -32041);
  EXPECT_EQ(reply->at("error").at("data").at("update"), "hub");
  EXPECT_EQ(conn->close_code, std::optional<std::uint16_t>(4002));
}

TEST_F(EditorHub, CallIsForwardedAndAnswered) {
  start();
  std::shared_ptr<editor_link> link;
  auto conn = connect("run-1", &link);
  call(10, "echo");
  auto calls = conn->with_method("tools/call");
  ASSERT_EQ(calls.size(), 1u);
  EXPECT_EQ(calls[0].at("params").at("name"), "echo");
  answer(*link, calls[0].at("id"), "hello");
  poll();
  auto reply = client_reply(10);
  ASSERT_TRUE(reply);
  EXPECT_FALSE(is_error(*reply));
  EXPECT_EQ(text_of(*reply), "hello");
}

TEST_F(EditorHub, ReloadParksTheCallAndReSendsItToTheSameProcessWithTheSameId) {
  start();
  std::shared_ptr<editor_link> link;
  auto conn = connect("run-1", &link);
  call(10, "echo");
  auto sent = conn->with_method("tools/call");
  ASSERT_EQ(sent.size(), 1u);
  link->on_message(R"({"jsonrpc":"2.0","method":"editor/reloading"})");
  link->on_closed(1000, "reloading");
  poll();
  EXPECT_FALSE(client_reply(10)) << "a reload must not end the call";

  std::shared_ptr<editor_link> link2;
  auto conn2 = connect("run-1", &link2);
  auto resent = conn2->with_method("tools/call");
  ASSERT_EQ(resent.size(), 1u);
  EXPECT_EQ(resent[0].at("id"), sent[0].at("id")) << "same link id: the editor deduplicates";
  answer(*link2, resent[0].at("id"), "after reload");
  poll();
  auto reply = client_reply(10);
  ASSERT_TRUE(reply);
  EXPECT_EQ(text_of(*reply), "after reload");
}

TEST_F(EditorHub, ARestartedEditorFailsTheCallsItHadBeenSent) {
  start();
  std::shared_ptr<editor_link> link;
  auto conn = connect("run-1", &link);
  call(10, "echo");
  link->on_closed(1006, "");
  poll();
  auto conn2 = connect("run-2");
  EXPECT_TRUE(conn2->with_method("tools/call").empty()) << "never re-run on another process";
  poll();
  auto reply = client_reply(10);
  ASSERT_TRUE(reply);
  EXPECT_TRUE(is_error(*reply));
  EXPECT_NE(text_of(*reply).find("restarted"), std::string::npos) << text_of(*reply);
}

TEST_F(EditorHub, AVanishedEditorFailsItsCallsWhenTheGraceExpires) {
  options_.editor_grace = 1ms;
  start();
  std::shared_ptr<editor_link> link;
  auto conn = connect("run-1", &link);
  call(10, "echo");
  link->on_closed(1006, "");
  ASSERT_TRUE(run_until([&] { return client_reply(10).has_value(); }));
  auto reply = client_reply(10);
  EXPECT_TRUE(is_error(*reply));
  EXPECT_NE(text_of(*reply).find("disconnected without notice"), std::string::npos);
  EXPECT_NE(text_of(*reply).find("may have partly run"), std::string::npos);
}

TEST_F(EditorHub, CancellationReachesTheEditorAtOnce) {
  start();
  std::shared_ptr<editor_link> link;
  auto conn = connect("run-1", &link);
  call(10, "echo");
  auto sent = conn->with_method("tools/call");
  ASSERT_EQ(sent.size(), 1u);
  feed(json::object{{"jsonrpc", "2.0"},
                    {"method", "notifications/cancelled"},
                    {"params", json::object{{"requestId", 10}}}});
  auto cancels = conn->with_method("notifications/cancelled");
  ASSERT_EQ(cancels.size(), 1u);
  EXPECT_EQ(cancels[0].at("params").at("requestId"), sent[0].at("id"));
  // A late answer from the editor is dropped, not delivered.
  answer(*link, sent[0].at("id"), "late");
  poll();
  EXPECT_FALSE(client_reply(10));
}

TEST_F(EditorHub, CancellationWhileReloadingReachesTheEditorWhenItIsBack) {
  start();
  std::shared_ptr<editor_link> link;
  auto conn = connect("run-1", &link);
  call(10, "echo");
  auto sent = conn->with_method("tools/call");
  ASSERT_EQ(sent.size(), 1u);
  link->on_message(R"({"jsonrpc":"2.0","method":"editor/reloading"})");
  link->on_closed(1000, "reloading");
  feed(json::object{{"jsonrpc", "2.0"},
                    {"method", "notifications/cancelled"},
                    {"params", json::object{{"requestId", 10}}}});
  auto conn2 = connect("run-1");
  EXPECT_TRUE(conn2->with_method("tools/call").empty()) << "a cancelled call is not re-sent";
  auto cancels = conn2->with_method("notifications/cancelled");
  ASSERT_EQ(cancels.size(), 1u);
  EXPECT_EQ(cancels[0].at("params").at("requestId"), sent[0].at("id"));
}

TEST_F(EditorHub, CancellationBeforeSendingNeverReachesTheEditor) {
  start();
  std::shared_ptr<editor_link> link;
  auto conn = connect("run-1", &link);
  link->on_message(R"({"jsonrpc":"2.0","method":"editor/reloading"})");
  link->on_closed(1000, "reloading");
  call(10, "echo");
  feed(json::object{{"jsonrpc", "2.0"},
                    {"method", "notifications/cancelled"},
                    {"params", json::object{{"requestId", 10}}}});
  auto conn2 = connect("run-1");
  EXPECT_TRUE(conn2->with_method("tools/call").empty());
  EXPECT_TRUE(conn2->with_method("notifications/cancelled").empty());
}

TEST_F(EditorHub, ADeadlineCancelsTheCallOnTheEditorAndTellsTheClient) {
  options_.call_timeout = 1ms;
  start();
  std::shared_ptr<editor_link> link;
  auto conn = connect("run-1", &link);
  call(10, "echo");
  ASSERT_TRUE(run_until([&] { return client_reply(10).has_value(); }));
  auto reply = client_reply(10);
  EXPECT_TRUE(is_error(*reply));
  EXPECT_NE(text_of(*reply).find("did not finish echo"), std::string::npos) << text_of(*reply);
  auto cancels = conn->with_method("notifications/cancelled");
  ASSERT_EQ(cancels.size(), 1u);
  EXPECT_EQ(cancels[0].at("params").at("reason"), "deadline exceeded");
}

TEST_F(EditorHub, AnswersFromAnotherEditorOrToUnknownIdsAreIgnored) {
  start();
  std::shared_ptr<editor_link> link;
  auto conn = connect("run-1", &link);
  call(10, "echo");
  answer(*link, "h-not-ours-1", "lie");
  poll();
  EXPECT_FALSE(client_reply(10));
}

TEST_F(EditorHub, StopAnswersEveryWaitingCall) {
  start();
  auto conn = connect("run-1");
  call(10, "echo");
  hub_->stop();
  poll();
  auto reply = client_reply(10);
  ASSERT_TRUE(reply);
  EXPECT_TRUE(is_error(*reply));
  EXPECT_NE(text_of(*reply).find("hub is stopping"), std::string::npos);
  EXPECT_EQ(conn->close_code, std::optional<std::uint16_t>(1001));
}

}  // namespace
}  // namespace patchbay::hub

namespace patchbay::hub {
namespace {

json::object only(const json::value& list) {
  EXPECT_EQ(list.as_array().size(), 1u) << boost::json::serialize(list);
  return list.as_array().at(0).as_object();
}

// The dashboard's snapshot (docs/dashboard.md): editors with their state and who drives them,
// sessions with where their calls go and why, and the calls, without their arguments.
TEST_F(EditorHub, StatusShowsEditorsSessionsWhyAndCallsWithoutArguments) {
  start();
  std::shared_ptr<editor_link> link;
  auto conn = connect("run-1", &link);
  auto st = hub_->status(true);
  const auto& ed = only(st.at("editors"));
  EXPECT_EQ(ed.at("state"), "ready");
  EXPECT_EQ(ed.at("presence"), "connected");
  EXPECT_EQ(ed.at("toolCount"), 1);
  EXPECT_EQ(ed.at("reloads"), 0);
  const auto& s = only(st.at("sessions"));
  EXPECT_EQ(s.at("client").at("name"), "test");
  EXPECT_EQ(s.at("transport"), "http");
  EXPECT_EQ(s.at("editor"), ed.at("id"));
  EXPECT_EQ(s.at("reason"), "only");
  EXPECT_EQ(ed.at("sessions"), json::array{s.at("id")})
      << "the editor lists the session driving it";
  EXPECT_EQ(boost::json::serialize(st).find("token"), std::string::npos);

  feed(
      json::object{{"jsonrpc", "2.0"},
                   {"id", 9},
                   {"method", "tools/call"},
                   {"params", json::object{{"name", "select_editor"},
                                           {"arguments", json::object{{"editor", ed.at("id")}}}}}});
  EXPECT_EQ(only(hub_->status(false).at("sessions")).at("reason"), "selected");

  feed(json::object{
      {"jsonrpc", "2.0"},
      {"id", 10},
      {"method", "tools/call"},
      {"params", json::object{{"name", "echo"}, {"arguments", json::object{{"secret", "x"}}}}}});
  auto calls = conn->with_method("tools/call");
  ASSERT_EQ(calls.size(), 1u);
  answer(*link, calls[0].at("id"), "hello");
  poll();
  ASSERT_TRUE(client_reply(10));
  const auto& c = only(hub_->status(true).at("calls"));
  EXPECT_EQ(c.at("tool"), "echo");
  EXPECT_EQ(c.at("editor"), ed.at("id"));
  EXPECT_EQ(c.at("outcome"), "ok");
  EXPECT_EQ(c.at("reason"), "selected");
  EXPECT_EQ(c.at("session"), s.at("id"));
  EXPECT_FALSE(c.contains("arguments")) << "arguments only with --dashboard-show-args";
}

// MCP 2026-07-28 (issue 16): no session outlives the request, so select_editor answers with a
// handle (the editor id) to pass back as `editor`.
// The editor lease (docs/protocol.md §6.3) as the hub shows it: the holder and the queue in the
// status snapshot (the dashboard, patchbay status) and in list_editors (its JSON and its text).
TEST_F(EditorHub, StatusAndListEditorsShowTheLeaseHolderAndTheQueue) {
  start();
  std::shared_ptr<editor_link> link;
  auto conn = connect("run-1", &link, false);
  link->on_message(boost::json::serialize(json::object{
      {"jsonrpc", "2.0"},
      {"id", conn->with_method("tools/list").at(0).at("id")},
      {"result",
       json::object{{"tools", json::array{json::object{
                                  {"name", "build"},
                                  {"inputSchema", json::object{{"type", "object"}}},
                                  {"_meta", json::object{{"patchbay/wholeEditor", true}}}}}}}}}));
  poll();
  EXPECT_FALSE(only(hub_->status(false).at("editors")).contains("lease"));
  call(10, "build");
  call(11, "build");
  ASSERT_EQ(conn->with_method("tools/call").size(), 1u) << "the second build waits its turn";
  const auto ed = only(hub_->status(false).at("editors"));
  const auto& lease = ed.at("lease");
  EXPECT_EQ(lease.at("holder").at("tool"), "build");
  EXPECT_EQ(lease.at("holder").at("client"), "test");
  EXPECT_EQ(lease.at("queue").as_array().size(), 1u);

  call(12, "list_editors");
  auto listed = client_reply(12);
  ASSERT_TRUE(listed);
  EXPECT_EQ(only(listed->at("result").at("structuredContent").at("editors"))
                .at("lease")
                .at("holder")
                .at("tool"),
            "build");
  EXPECT_NE(text_of(*listed).find("lease: build held by test (session s-"), std::string::npos)
      << text_of(*listed);
  EXPECT_NE(text_of(*listed).find("1 waiting: build (s-"), std::string::npos) << text_of(*listed);

  answer(*link, conn->with_method("tools/call").at(0).at("id"), "built");
  poll();
  ASSERT_EQ(conn->with_method("tools/call").size(), 2u) << "its turn came";
  answer(*link, conn->with_method("tools/call").at(1).at("id"), "built again");
  poll();
  ASSERT_TRUE(client_reply(10) && client_reply(11));
  EXPECT_EQ(text_of(*client_reply(11)), "built again");
  EXPECT_FALSE(only(hub_->status(false).at("editors")).contains("lease"));
}

// Issue 32: list_editors' `includeTools` (the command line's) gives the tools of the editor this
// session reaches, as tools/list shows them, and the hub's own; tools/list holds every editor's.
// No editor reached: no tools, and why.
TEST_F(EditorHub, ListEditorsIncludesTheRoutedEditorsOwnTools) {
  start();
  auto tools_of = [](std::vector<std::string> names) {
    json::array list;
    for (auto& n : names)
      list.push_back(json::object{{"name", n}, {"inputSchema", json::object{{"type", "object"}}}});
    return json::object{{"tools", std::move(list)}};
  };
  for (auto [project, tool] :
       {std::pair<const char*, const char*>{"Alpha", "alpha_only"}, {"Beta", "beta_only"}}) {
    std::shared_ptr<editor_link> link;
    auto conn = connect(std::string("run-") + project, &link, false, project);
    link->on_message(
        boost::json::serialize(json::object{{"jsonrpc", "2.0"},
                                            {"id", conn->with_method("tools/list").at(0).at("id")},
                                            {"result", tools_of({"echo", tool})}}));
    poll();
  }
  auto list_editors = [&](int id, json::object args) {
    call(id, "list_editors", std::move(args));
    auto reply = client_reply(id);
    EXPECT_TRUE(reply);
    return reply ? reply->at("result").at("structuredContent").at("session").as_object()
                 : json::object{};
  };
  auto none = list_editors(10, json::object{{"includeTools", true}});
  EXPECT_FALSE(none.contains("tools")) << "two editors and nothing chose one";
  EXPECT_EQ(none.at("error"), "several_editors");
  EXPECT_NE(json::value_to<std::string>(none.at("message")).find("2 Unity editors"),
            std::string::npos);

  call(11, "select_editor", json::object{{"editor", "Beta"}});
  EXPECT_FALSE(list_editors(12, json::object{}).contains("tools")) << "opt-in only";
  auto beta = list_editors(13, json::object{{"includeTools", true}});
  ASSERT_TRUE(beta.contains("tools"));
  std::vector<std::string> names;
  for (const auto& t : beta.at("tools").as_array())
    names.push_back(json::value_to<std::string>(t.at("name")));
  EXPECT_EQ(names,
            (std::vector<std::string>{"echo", "beta_only", "list_editors", "select_editor"}));
  EXPECT_TRUE(
      beta.at("tools").at(0).at("inputSchema").at("properties").as_object().contains("editor"))
      << "as tools/list shows it";
  EXPECT_FALSE(beta.contains("error"));
}

TEST_F(EditorHub, SelectEditorOnA2026RequestAnswersWithAHandle) {
  start();
  connect("run-1");
  const auto ed = only(hub_->status(false).at("editors"));
  json::object meta{{"io.modelcontextprotocol/protocolVersion", "2026-07-28"},
                    {"io.modelcontextprotocol/clientCapabilities", json::object{}}};
  feed(json::object{{"jsonrpc", "2.0"},
                    {"id", 11},
                    {"method", "tools/call"},
                    {"params", json::object{{"name", "select_editor"},
                                            {"arguments", json::object{{"editor", ed.at("id")}}},
                                            {"_meta", meta}}}});
  auto reply = client_reply(11);
  ASSERT_TRUE(reply);
  const auto& result = reply->at("result").as_object();
  EXPECT_EQ(result.at("structuredContent").at("handle"), ed.at("id"));
  EXPECT_EQ(result.at("resultType"), "complete");
  std::string text(result.at("content").at(0).at("text").as_string());
  EXPECT_NE(text.find("editor: \""), std::string::npos) << text;
}

TEST_F(EditorHub, StatusShowsAReloadThenTheEditorBackAndAnErrorForAnUnroutableCall) {
  start();
  std::shared_ptr<editor_link> link;
  connect("run-1", &link);
  link->on_message(R"({"jsonrpc":"2.0","method":"editor/reloading"})");
  link->on_closed(1000, "reloading");
  poll();
  auto ed = only(hub_->status(false).at("editors"));
  EXPECT_EQ(ed.at("presence"), "reloading");
  EXPECT_EQ(ed.at("state"), "reloading");
  EXPECT_EQ(ed.at("reloads"), 1);
  connect("run-1");
  ed = only(hub_->status(false).at("editors"));
  EXPECT_EQ(ed.at("presence"), "connected");
  EXPECT_EQ(ed.at("reloads"), 1);

  feed(json::object{
      {"jsonrpc", "2.0"},
      {"id", 11},
      {"method", "tools/call"},
      {"params",
       json::object{{"name", "echo"}, {"arguments", json::object{{"editor", "NoSuchEditor"}}}}}});
  ASSERT_TRUE(client_reply(11));
  const auto& c = only(hub_->status(true).at("calls"));
  EXPECT_EQ(c.at("outcome"), "error");
  EXPECT_TRUE(c.at("editor").is_null());
  EXPECT_NE(std::string(c.at("error").as_string()).find("NoSuchEditor"), std::string::npos);
}

TEST_F(EditorHub, WithShowArgsTheCallLogKeepsArguments) {
  options_.dashboard.show_args = true;
  start();
  std::shared_ptr<editor_link> link;
  auto conn = connect("run-1", &link);
  feed(json::object{
      {"jsonrpc", "2.0"},
      {"id", 10},
      {"method", "tools/call"},
      {"params", json::object{{"name", "echo"}, {"arguments", json::object{{"text", "hi"}}}}}});
  answer(*link, conn->with_method("tools/call").at(0).at("id"), "hi");
  poll();
  const auto& c = only(hub_->status(true).at("calls"));
  EXPECT_EQ(c.at("arguments").at("text"), "hi");
}

// A 2026-07-28 client over HTTP sends each request on a session of its own; the dashboard, the
// call log and the editor see one client ("c-<n>") that outlives its requests, not a row per
// request.
TEST_F(EditorHub, StatelessRequestsOfOneClientAreOneRowThatOutlivesThem) {
  start();
  std::shared_ptr<editor_link> link;
  auto conn = connect("run-1", &link);
  for (int id : {20, 21}) {
    auto r = call_stateless(id, "echo");
    auto calls = conn->with_method("tools/call");
    ASSERT_FALSE(calls.empty());
    EXPECT_EQ(calls.back().at("params").at("_meta").at("patchbay/client").at("session"), "c-1")
        << "the editor sees the client, not the request's session";
    answer(*link, calls.back().at("id"), "hi");
    poll();
    ASSERT_TRUE(r->done && r->reply) << "request " << id << " answered";
    EXPECT_EQ(r->reply->at("result").at("resultType"), "complete");
  }
  auto other = call_stateless(22, "list_editors", "cursor");
  ASSERT_TRUE(other->done);

  auto st = hub_->status(true);
  const auto& sessions = st.at("sessions").as_array();
  ASSERT_EQ(sessions.size(), 3u) << "the legacy session and two clients: "
                                 << boost::json::serialize(sessions);
  EXPECT_EQ(std::string(sessions.at(0).at("id").as_string()).substr(0, 2), "s-");
  const auto& claude = sessions.at(1).as_object();
  EXPECT_EQ(claude.at("id"), "c-1");
  EXPECT_EQ(claude.at("client").at("name"), "claude-code");
  EXPECT_EQ(claude.at("stateless"), true);
  EXPECT_EQ(claude.at("requests"), 2);
  EXPECT_EQ(claude.at("inFlight"), 0);
  EXPECT_EQ(claude.at("calls"), 2);
  EXPECT_EQ(claude.at("lastEditor"), only(st.at("editors")).at("id"));
  EXPECT_EQ(sessions.at(2).at("id"), "c-2");
  EXPECT_EQ(sessions.at(2).at("client").at("name"), "cursor");
  for (const auto& c : st.at("calls").as_array())
    if (c.at("tool") == "echo") {
      EXPECT_EQ(c.at("session"), "c-1");
    }

  // Editors are told of both clients once, and nothing when a request ends.
  ASSERT_TRUE(run_until([&] {
    auto notes = conn->with_method("hub/clients");
    return boost::json::serialize(notes.back()).find("cursor") != std::string::npos;
  }));
  const auto told = conn->with_method("hub/clients").size();
  auto again = call_stateless(23, "list_editors");
  ASSERT_TRUE(again->done);
  run_for(1500ms);  // longer than the notices' one-second coalescing
  EXPECT_EQ(conn->with_method("hub/clients").size(), told);
}

// A stateless client ends --client-idle after its last request finished, not while one runs.
TEST_F(EditorHub, AStatelessClientEndsClientIdleAfterItsLastRequest) {
  options_.stateless_client_idle = 1s;
  start();
  std::shared_ptr<editor_link> link;
  auto conn = connect("run-1", &link);
  auto held = call_stateless(20, "echo");
  ASSERT_FALSE(held->done);
  auto quick = call_stateless(21, "list_editors");
  ASSERT_TRUE(quick->done);
  auto stateless_rows = [&] {
    std::size_t n = 0;
    const auto st = hub_->status(false);
    for (const auto& s : st.at("sessions").as_array())
      if (s.as_object().contains("stateless")) ++n;
    return n;
  };
  run_for(1500ms);  // past the idle time
  EXPECT_EQ(stateless_rows(), 1u) << "a request in flight keeps its client";
  answer(*link, conn->with_method("tools/call").at(0).at("id"), "late");
  poll();
  ASSERT_TRUE(held->done);
  EXPECT_EQ(stateless_rows(), 1u) << "the client stays for the idle time after its last request";
  ASSERT_TRUE(run_until([&] { return stateless_rows() == 0; }));
  ASSERT_TRUE(run_until([&] {
    auto notes = conn->with_method("hub/clients");
    return notes.back().at("params").at("clients").as_array().size() == 1;  // the legacy one
  })) << boost::json::serialize(conn->with_method("hub/clients").back());
}

// Records of stateless clients are bounded: beyond the limit the one idle longest is forgotten.
TEST_F(EditorHub, StatelessClientRecordsAreBoundedByForgettingTheIdlest) {
  options_.max_stateless_clients = 2;
  start();
  for (auto [id, client] :
       {std::pair{40, "first"}, std::pair{41, "second"}, std::pair{42, "third"}})
    ASSERT_TRUE(send_stateless(id, "tools/list", json::object{}, client)->done);
  std::vector<std::string> names;
  const auto st = hub_->status(false);
  for (const auto& s : st.at("sessions").as_array())
    if (s.as_object().contains("stateless"))
      names.emplace_back(s.at("client").at("name").as_string());
  EXPECT_EQ(names, (std::vector<std::string>{"second", "third"}));
}

// The first-list wait is the client's, as it is a session's: not repeated on every request.
TEST_F(EditorHub, AStatelessClientsFirstListWaitsOnlyOnce) {
  options_.first_list_wait = 1h;  // only a list's arrival ends a wait here
  start();
  std::shared_ptr<editor_link> link;
  auto conn = connect("run-1", &link, false);
  auto first = send_stateless(30, "tools/list", json::object{});
  EXPECT_FALSE(first->done) << "the first list waits for the editor's tools";
  auto lists = conn->with_method("tools/list");
  ASSERT_EQ(lists.size(), 1u);
  answer_tools_list(*link, lists[0].at("id"));
  poll();
  ASSERT_TRUE(first->done && first->reply);

  std::shared_ptr<editor_link> link2;
  auto conn2 = connect("run-2", &link2, false, "Other");  // another editor's list on its way
  auto second = send_stateless(31, "tools/list", json::object{});
  EXPECT_TRUE(second->done) << "the same client's next list does not wait again";
  auto newcomer = send_stateless(32, "tools/list", json::object{}, "cursor");
  EXPECT_FALSE(newcomer->done) << "another client's first list waits";
  link2->on_closed(1006, "");
  poll();
  EXPECT_TRUE(newcomer->done);
}

}  // namespace
}  // namespace patchbay::hub

namespace patchbay::hub {
namespace {

// Issue 29: answer_dialog presses only with the project's setting on, the dialog's exact title and
// one of its buttons; every refusal presses nothing and says what is there or what to switch on.
class AnswerDialog : public EditorHub {
 protected:
  void SetUp() override {
    EditorHub::SetUp();
    start();
    dialogs_ = std::make_shared<testing::fake_dialogs>();
    dialogs_->scan.can_press = true;
    dialogs_->scan.dialogs.push_back(
        {"77", "Scene Modified", "", {"Save", "Don't Save", "Cancel"}});
    hub_->set_dialog_source(dialogs_);
  }
  json::object answer(int id, json::object args) {
    feed(json::object{
        {"jsonrpc", "2.0"},
        {"id", id},
        {"method", "tools/call"},
        {"params", json::object{{"name", "answer_dialog"}, {"arguments", std::move(args)}}}});
    auto reply = client_reply(id);
    EXPECT_TRUE(reply);
    return reply ? *reply : json::object{};
  }
  std::shared_ptr<testing::fake_dialogs> dialogs_;
};

TEST_F(AnswerDialog, ListedOnlyWhileAKnownEditorsProjectAllowsIt) {
  auto listed = [&](int id) {
    feed(json::object{{"jsonrpc", "2.0"}, {"id", id}, {"method", "tools/list"}});
    auto list = client_reply(id);
    bool found = false;
    if (list)
      for (const auto& t : list->at("result").at("tools").as_array())
        found = found || t.at("name") == "answer_dialog";
    return found;
  };
  std::shared_ptr<editor_link> link;
  connect("run-1", &link, true, "Game", json::object{{"pid", 4242}});
  EXPECT_FALSE(listed(2));
  link->on_message(
      boost::json::serialize(json::object{{"jsonrpc", "2.0"},
                                          {"method", "editor/state"},
                                          {"params", json::object{{"allowAnswerDialog", true}}}}));
  poll();
  EXPECT_TRUE(listed(3));
  link->on_message(
      boost::json::serialize(json::object{{"jsonrpc", "2.0"},
                                          {"method", "editor/state"},
                                          {"params", json::object{{"allowAnswerDialog", false}}}}));
  poll();
  EXPECT_FALSE(listed(4));
}

TEST_F(AnswerDialog, TheSettingOffRefusesAndNamesIt) {
  connect("run-1", nullptr, true, "Game", json::object{{"pid", 4242}});
  auto reply = answer(2, json::object{{"title", "Scene Modified"}, {"button", "Save"}});
  EXPECT_TRUE(is_error(reply));
  std::string text = text_of(reply);
  EXPECT_NE(text.find("allowAnswerDialog"), std::string::npos) << text;
  EXPECT_NE(text.find("Window > Patchbay"), std::string::npos) << text;
  EXPECT_NE(text.find("Nothing was pressed"), std::string::npos) << text;
  EXPECT_NE(text.find("'Scene Modified' (buttons Save, Don't Save, Cancel)"), std::string::npos)
      << text;
  EXPECT_TRUE(dialogs_->pressed.empty());
}

TEST_F(AnswerDialog, AWrongTitleOrButtonPressesNothingAndListsWhatIsThere) {
  connect("run-1", nullptr, true, "Game", json::object{{"pid", 4242}, {"allowAnswerDialog", true}});
  auto wrong_title = answer(2, json::object{{"title", "Scene modified"}, {"button", "Save"}});
  EXPECT_TRUE(is_error(wrong_title));
  EXPECT_NE(text_of(wrong_title).find("No modal dialog is titled 'Scene modified'"),
            std::string::npos)
      << text_of(wrong_title);
  EXPECT_NE(text_of(wrong_title).find("'Scene Modified' (buttons Save, Don't Save, Cancel)"),
            std::string::npos);
  auto wrong_button = answer(3, json::object{{"title", "Scene Modified"}, {"button", "Yes"}});
  EXPECT_TRUE(is_error(wrong_button));
  EXPECT_NE(text_of(wrong_button).find("its buttons are Save, Don't Save, Cancel"),
            std::string::npos)
      << text_of(wrong_button);
  auto missing = answer(4, json::object{{"title", "Scene Modified"}});
  EXPECT_TRUE(is_error(missing));
  EXPECT_NE(text_of(missing).find("needs `button`"), std::string::npos) << text_of(missing);
  EXPECT_TRUE(dialogs_->pressed.empty());
}

TEST_F(AnswerDialog, AnUnknownEditorIsTheUsualRoutingError) {
  connect("run-1", nullptr, true, "Game", json::object{{"pid", 4242}, {"allowAnswerDialog", true}});
  auto reply =
      answer(2, json::object{{"editor", "Nope"}, {"title", "Scene Modified"}, {"button", "Save"}});
  EXPECT_TRUE(is_error(reply));
  EXPECT_NE(text_of(reply).find("Nope"), std::string::npos) << text_of(reply);
  EXPECT_TRUE(dialogs_->pressed.empty());
}

TEST_F(AnswerDialog, AllowedWithTheExactTitleItPressesTheButton) {
  connect("run-1", nullptr, true, "Game", json::object{{"pid", 4242}, {"allowAnswerDialog", true}});
  auto reply = answer(2, json::object{{"title", "Scene Modified"}, {"button", "Don't Save"}});
  EXPECT_FALSE(is_error(reply)) << text_of(reply);
  EXPECT_EQ(dialogs_->pressed, std::vector<std::string>{"77|Scene Modified|Don't Save"});
  EXPECT_EQ(dialogs_->asked.back(), 4242);

  // The OS refusing (the dialog closed meanwhile) is an error, not a success.
  dialogs_->refusal = "the dialog is no longer open";
  auto gone = answer(3, json::object{{"title", "Scene Modified"}, {"button", "Save"}});
  EXPECT_TRUE(is_error(gone));
  EXPECT_NE(text_of(gone).find("no longer open"), std::string::npos);
}

// Issue 44: the pid is the editor's own word. A link peer with the token that names another
// process's pid (the real Unity's) presses nothing there: the OS must say that process holds the
// editor's connection.
TEST_F(AnswerDialog, APidTheOsDoesNotConfirmPressesNothing) {
  auto conn = connect("run-1", nullptr, true, "Game",
                      json::object{{"pid", 4242}, {"allowAnswerDialog", true}});
  conn->peer_pid = 999;  // the link is another process's
  auto claimed = answer(2, json::object{{"title", "Scene Modified"}, {"button", "Don't Save"}});
  EXPECT_TRUE(is_error(claimed));
  EXPECT_NE(text_of(claimed).find("presses only in the editor's own process"), std::string::npos)
      << text_of(claimed);
  EXPECT_NE(text_of(claimed).find("process 4242 does not hold this editor's connection"),
            std::string::npos)
      << text_of(claimed);
  conn->peer_pid.reset();  // the OS cannot tell
  auto unknown = answer(3, json::object{{"title", "Scene Modified"}, {"button", "Save"}});
  EXPECT_TRUE(is_error(unknown));
  EXPECT_NE(text_of(unknown).find("could not confirm"), std::string::npos) << text_of(unknown);
  EXPECT_TRUE(dialogs_->pressed.empty());
}

}  // namespace
}  // namespace patchbay::hub
