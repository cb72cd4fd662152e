// In-process transcripts of the hub's exactly-once and routing logic: an MCP session on one side,
// fake editor connections (the `editor_connection` seam) on the other, one io_context, no sockets.
// Each test names the behaviour; a failure points at editor_hub, not at a process.

#include "hub/editor_hub.hpp"
#include "hub_fixture.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <optional>

namespace patchbay::hub {
namespace {

namespace json = boost::json;
using namespace std::chrono_literals;

using testing::fake_connection;
using testing::is_error;
using testing::only;
using testing::text_of;

class EditorHub : public testing::hub_fixture {};

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

namespace patchbay::hub::testing {
namespace {

// A task of a tool asked for before the editor's tool list arrived (a client that calls the moment
// the editor is listed): the hub waits for the list as a plain call waits for its tool, and the
// call becomes a task — not a -32601 "taskSupport is forbidden" for a tool it had not heard of yet.
class EarlyTask : public hub_fixture {};

TEST_F(EarlyTask, ATaskOfAToolOnItsWayWaitsForTheEditorsList) {
  options_.first_list_wait = 5s;
  start();
  std::shared_ptr<editor_link> link;
  auto conn = connect("run-1", &link, false);
  json::object caps{
      {"extensions", json::object{{"io.modelcontextprotocol/tasks", json::object{}}}}};
  auto r = send_stateless(30, "tools/call",
                          json::object{{"name", "long_job"}, {"arguments", json::object{}}},
                          "claude-code", caps);
  EXPECT_FALSE(r->done) << "held for the tool list";
  link->on_message(boost::json::serialize(json::object{
      {"jsonrpc", "2.0"},
      {"id", conn->with_method("tools/list").at(0).at("id")},
      {"result",
       json::object{{"tools", json::array{json::object{
                                  {"name", "long_job"},
                                  {"inputSchema", json::object{{"type", "object"}}},
                                  {"execution", json::object{{"taskSupport", "optional"}}}}}}}}}));
  ASSERT_TRUE(run_until([&] { return r->done; }));
  ASSERT_TRUE(r->reply->contains("result")) << json::serialize(*r->reply);
  EXPECT_EQ(r->reply->at("result").at("resultType").as_string(), "task")
      << json::serialize(*r->reply);
}

}  // namespace
}  // namespace patchbay::hub::testing
