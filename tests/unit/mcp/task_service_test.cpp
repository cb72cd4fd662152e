// Tasks on a session (mcp/task_service.hpp, tasks.mdx of 2025-11-25): capability negotiation,
// task-augmented tools/call, tasks/get, /result, /list, /cancel, status notifications, the
// tool-level taskSupport errors, and each bad input's error. Runs a session on an in-process
// io_context with the conformance fixtures; work in flight stays in flight between messages
// (poll, never run), so "still working" is a state the test holds, not a race.

#include "conformance/fixtures.hpp"
#include "jsonrpc/message.hpp"
#include "mcp/server.hpp"
#include "mcp/session.hpp"

#include <gtest/gtest.h>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>

namespace patchbay::mcp {
namespace {

namespace asio = boost::asio;

struct capture_sink : session_sink {
  std::vector<json::object> notifications;
  void send(json::object m, const std::optional<jsonrpc::id>&) override {
    notifications.push_back(std::move(m));
  }
};

class SessionTasks : public ::testing::Test {
 protected:
  asio::io_context ioc;
  server srv{ioc.get_executor(), {"patchbay", "Patchbay", "test", "", ""}};
  capture_sink sink;
  std::map<std::int64_t, json::object> replies;
  std::int64_t next_id = 0;

  void SetUp() override { register_conformance_fixtures(srv); }

  std::shared_ptr<session> open(std::string version = "2025-11-25") {
    auto s = srv.open_session(sink);
    json::object r = request(s, "initialize",
                             {{"protocolVersion", version},
                              {"capabilities", json::object{}},
                              {"clientInfo", json::object{{"name", "t"}, {"version", "1"}}}});
    EXPECT_TRUE(r.contains("result")) << json::serialize(r);
    return s;
  }

  // Sends a request and returns its id; the reply lands in `replies` once the session answers.
  std::int64_t send(const std::shared_ptr<session>& s, std::string method, json::object params) {
    std::int64_t id = ++next_id;
    json::object msg{
        {"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", std::move(params)}};
    asio::co_spawn(
        ioc,
        [](std::shared_ptr<session> s, json::value m,
           std::map<std::int64_t, json::object>* out) -> asio::awaitable<void> {
          std::int64_t id = m.at("id").as_int64();
          auto r = co_await s->handle(std::move(m));
          if (r) (*out)[id] = r->as_object();
        }(s, std::move(msg), &replies),
        asio::detached);
    poll();
    return id;
  }
  void poll() {
    ioc.restart();
    ioc.poll();
  }
  // A request answered without waiting for work in flight.
  json::object request(const std::shared_ptr<session>& s, std::string method, json::object params) {
    std::int64_t id = send(s, std::move(method), std::move(params));
    EXPECT_TRUE(replies.count(id)) << "no answer yet to request " << id;
    return replies.count(id) ? replies[id] : json::object{};
  }
  static json::object result(const json::object& reply) {
    EXPECT_TRUE(reply.contains("result")) << json::serialize(reply);
    return reply.contains("result") ? reply.at("result").as_object() : json::object{};
  }
  static std::int64_t error_code(const json::object& reply) {
    EXPECT_TRUE(reply.contains("error")) << json::serialize(reply);
    return reply.contains("error") ? reply.at("error").at("code").as_int64() : 0;
  }
  std::string start(const std::shared_ptr<session>& s, json::object call) {
    json::object r = result(request(s, "tools/call", std::move(call)));
    EXPECT_TRUE(r.contains("task")) << json::serialize(r);
    return r.contains("task") ? std::string(r.at("task").at("taskId").as_string()) : "";
  }
  std::string status(const std::shared_ptr<session>& s, const std::string& task_id) {
    json::object r = result(request(s, "tasks/get", {{"taskId", task_id}}));
    return r.contains("status") ? std::string(r.at("status").as_string()) : "";
  }
  // A 2026-07-28 request's params: its _meta, with or without the tasks extension.
  static json::object stateless(json::object params, bool with_tasks) {
    json::object caps;
    if (with_tasks)
      caps["extensions"] = json::object{{"io.modelcontextprotocol/tasks", json::object{}}};
    params["_meta"] = json::object{
        {"io.modelcontextprotocol/protocolVersion", "2026-07-28"},
        {"io.modelcontextprotocol/clientInfo", json::object{{"name", "t"}, {"version", "1"}}},
        {"io.modelcontextprotocol/clientCapabilities", std::move(caps)}};
    return params;
  }
  static json::object long_call() {
    return {{"name", "slow_compute"},
            {"arguments", json::object{{"seconds", 3600}}},
            {"task", json::object{}}};
  }
  void TearDown() override {
    // Sessions still holding long work end it; whatever is still pending is dropped, so a
    // regression that leaves work running fails its test instead of hanging here.
    for (auto& s : srv.ready_sessions()) s->close();
    poll();
    ioc.stop();
  }
};

TEST_F(SessionTasks, CapabilityOnlyFrom20251125) {
  auto s = srv.open_session(sink);
  json::object init =
      result(request(s, "initialize",
                     {{"protocolVersion", "2025-11-25"},
                      {"capabilities", json::object{}},
                      {"clientInfo", json::object{{"name", "t"}, {"version", "1"}}}}));
  const json::value& tasks = init.at("capabilities").at("tasks");
  EXPECT_TRUE(tasks.at("requests").at("tools").at("call").is_object());
  EXPECT_TRUE(tasks.at("list").is_object());
  EXPECT_TRUE(tasks.at("cancel").is_object());

  auto old = srv.open_session(sink);
  json::object old_init =
      result(request(old, "initialize",
                     {{"protocolVersion", "2025-06-18"},
                      {"capabilities", json::object{}},
                      {"clientInfo", json::object{{"name", "t"}, {"version", "1"}}}}));
  EXPECT_FALSE(old_init.at("capabilities").as_object().contains("tasks"));
  EXPECT_EQ(error_code(request(old, "tasks/get", {{"taskId", "x"}})), jsonrpc::method_not_found);
  EXPECT_EQ(error_code(request(old, "tasks/list", {})), jsonrpc::method_not_found);
  // A client of an older revision that sends `task` anyway gets the plain call.
  json::object plain = result(request(
      old, "tools/call",
      {{"name", "slow_compute"}, {"arguments", json::object{{"seconds", 0}}}, {"task", 5}}));
  EXPECT_FALSE(plain.contains("task"));
  EXPECT_EQ(plain.at("content").at(0).at("text"), "computed");
}

TEST_F(SessionTasks, ToolsDeclareTaskSupport) {
  auto s = open();
  json::object list = result(request(s, "tools/list", {}));
  std::map<std::string, std::string> support;
  for (const auto& t : list.at("tools").as_array())
    if (auto* e = t.as_object().if_contains("execution"))
      support[std::string(t.at("name").as_string())] = e->at("taskSupport").as_string();
  EXPECT_EQ(support["slow_compute"], "optional");
  EXPECT_EQ(support["test_tool_with_task"], "required");
  EXPECT_FALSE(support.count("greet"));
}

TEST_F(SessionTasks, WithoutTaskTheCallIsUnchanged) {
  auto s = open();
  json::object r = result(request(
      s, "tools/call", {{"name", "slow_compute"}, {"arguments", json::object{{"seconds", 0}}}}));
  EXPECT_FALSE(r.contains("task"));
  EXPECT_EQ(r.at("content").at(0).at("text"), "computed");
  EXPECT_TRUE(result(request(s, "tasks/list", {})).at("tasks").as_array().empty());
}

TEST_F(SessionTasks, CompletedTaskLifecycle) {
  auto s = open();
  json::object created =
      result(request(s, "tools/call",
                     {{"name", "slow_compute"},
                      {"arguments", json::object{{"seconds", 0}, {"label", "x"}}},
                      {"task", json::object{{"ttl", 60000}}}}));
  const json::object& task = created.at("task").as_object();
  std::string id(task.at("taskId").as_string());
  EXPECT_EQ(task.at("status"), "working") << "answered before the work ran";
  EXPECT_EQ(task.at("ttl"), 60000);
  EXPECT_TRUE(task.at("pollInterval").is_int64());
  EXPECT_TRUE(task.at("createdAt").is_string());
  poll();
  ASSERT_FALSE(sink.notifications.empty());
  const json::object& note = sink.notifications.back();
  EXPECT_EQ(note.at("method"), "notifications/tasks/status");
  EXPECT_EQ(note.at("params").at("taskId"), json::value(id));
  EXPECT_EQ(note.at("params").at("status"), "completed");
  EXPECT_EQ(status(s, id), "completed");
  json::object r = result(request(s, "tasks/result", {{"taskId", id}}));
  EXPECT_EQ(r.at("content").at(0).at("text"), "computed x");
  EXPECT_EQ(r.at("_meta").at("io.modelcontextprotocol/related-task").at("taskId"), json::value(id));
  json::object list = result(request(s, "tasks/list", {}));
  ASSERT_EQ(list.at("tasks").as_array().size(), 1u);
  EXPECT_EQ(list.at("tasks").at(0).at("taskId"), json::value(id));
}

TEST_F(SessionTasks, ResultWaitsCancelReachesTheWork) {
  auto s = open();
  std::string id = start(s, long_call());
  EXPECT_EQ(status(s, id), "working");
  std::int64_t waiting = send(s, "tasks/result", {{"taskId", id}});
  EXPECT_FALSE(replies.count(waiting)) << "tasks/result waits while the task works";
  json::object cancelled = result(request(s, "tasks/cancel", {{"taskId", id}}));
  EXPECT_EQ(cancelled.at("status"), "cancelled");
  poll();
  ASSERT_TRUE(replies.count(waiting)) << "the waiting tasks/result is answered";
  EXPECT_TRUE(ioc.stopped()) << "nothing left to run: the cancel ended the work's hour-long sleep";
  EXPECT_EQ(error_code(replies[waiting]), jsonrpc::request_cancelled);
  EXPECT_EQ(status(s, id), "cancelled") << "the work's late answer does not overwrite it";
  EXPECT_EQ(error_code(request(s, "tasks/cancel", {{"taskId", id}})), jsonrpc::invalid_params);
}

TEST_F(SessionTasks, CancelAfterCompletionIsAnErrorAndChangesNothing) {
  auto s = open();
  std::string id = start(s, {{"name", "slow_compute"},
                             {"arguments", json::object{{"seconds", 0}}},
                             {"task", json::object{}}});
  poll();
  json::object reply = request(s, "tasks/cancel", {{"taskId", id}});
  EXPECT_EQ(error_code(reply), jsonrpc::invalid_params);
  EXPECT_NE(std::string(reply.at("error").at("message").as_string()).find("already completed"),
            std::string::npos);
  EXPECT_EQ(status(s, id), "completed");
  EXPECT_EQ(result(request(s, "tasks/result", {{"taskId", id}})).at("content").at(0).at("text"),
            "computed");
}

TEST_F(SessionTasks, UnknownAndAnotherSessionsTaskAnswerAlike) {
  auto mine = open();
  auto other = open();
  std::string id = start(mine, long_call());
  for (const char* m : {"tasks/get", "tasks/result", "tasks/cancel"}) {
    json::object foreign = request(other, m, {{"taskId", id}});
    json::object unknown = request(other, m, {{"taskId", "0123456789abcdef0123456789abcdef"}});
    EXPECT_EQ(error_code(foreign), jsonrpc::invalid_params) << m;
    EXPECT_EQ(error_code(unknown), jsonrpc::invalid_params) << m;
    std::string a(foreign.at("error").at("message").as_string());
    std::string b(unknown.at("error").at("message").as_string());
    EXPECT_EQ(a.replace(a.find(id), id.size(), "ID"),
              b.replace(b.find("0123456789abcdef0123456789abcdef"), 32, "ID"))
        << m << ": another session's task reads exactly as an unknown one";
  }
  EXPECT_TRUE(result(request(other, "tasks/list", {})).at("tasks").as_array().empty());
  EXPECT_EQ(status(mine, id), "working") << "the other session's cancel did nothing";
  EXPECT_EQ(error_code(request(mine, "tasks/get", {})), jsonrpc::invalid_params);
}

TEST_F(SessionTasks, MalformedTaskRequestsCreateNothing) {
  auto s = open();
  for (json::value bad :
       {json::value(5), json::value("soon"), json::value(json::array{}),
        json::value(json::object{{"ttl", -1}}), json::value(json::object{{"ttl", "60s"}}),
        json::value(json::object{{"ttl", 1.5}})}) {
    json::object reply = request(
        s, "tools/call",
        {{"name", "slow_compute"}, {"arguments", json::object{{"seconds", 0}}}, {"task", bad}});
    EXPECT_EQ(error_code(reply), jsonrpc::invalid_params) << json::serialize(bad);
    EXPECT_NE(std::string(reply.at("error").at("message").as_string()).find("task"),
              std::string::npos);
  }
  EXPECT_TRUE(result(request(s, "tasks/list", {})).at("tasks").as_array().empty());
  EXPECT_EQ(srv.tasks().size(), 0u);
}

TEST_F(SessionTasks, ToolLevelNegotiation) {
  auto s = open();
  json::object forbidden = request(
      s, "tools/call",
      {{"name", "greet"}, {"arguments", json::object{{"name", "W"}}}, {"task", json::object{}}});
  EXPECT_EQ(error_code(forbidden), jsonrpc::method_not_found);
  json::object required = request(s, "tools/call", {{"name", "test_tool_with_task"}});
  EXPECT_EQ(error_code(required), jsonrpc::method_not_found);
  EXPECT_EQ(srv.tasks().size(), 0u);
  std::string id = start(s, {{"name", "test_tool_with_task"}, {"task", json::object{}}});
  poll();
  EXPECT_EQ(result(request(s, "tasks/result", {{"taskId", id}})).at("content").at(0).at("text"),
            "ran as a task");
}

TEST_F(SessionTasks, ToolErrorsAndProtocolErrorsFail) {
  auto s = open();
  std::string tool_error = start(s, {{"name", "failing_job"},
                                     {"arguments", json::object{{"seconds", 0}}},
                                     {"task", json::object{}}});
  std::string protocol_error = start(s, {{"name", "protocol_error_job"}, {"task", json::object{}}});
  poll();
  EXPECT_EQ(status(s, tool_error), "failed");
  EXPECT_EQ(result(request(s, "tasks/result", {{"taskId", tool_error}})).at("isError"), true);
  EXPECT_EQ(status(s, protocol_error), "failed");
  EXPECT_EQ(error_code(request(s, "tasks/result", {{"taskId", protocol_error}})),
            jsonrpc::internal_error);
}

TEST_F(SessionTasks, ListPages) {
  auto s = open();
  for (int i = 0; i < 3; ++i) start(s, long_call());
  json::object all = result(request(s, "tasks/list", {}));
  EXPECT_EQ(all.at("tasks").as_array().size(), 3u);
  EXPECT_EQ(error_code(request(s, "tasks/list", {{"cursor", "not-ours"}})),
            jsonrpc::invalid_params);
}

TEST_F(SessionTasks, ClosingTheSessionCancelsItsTasks) {
  auto s = open();
  std::string id = start(s, long_call());
  s->close();
  poll();
  EXPECT_TRUE(ioc.stopped()) << "nothing left to run: closing ended the work's hour-long sleep";
  EXPECT_TRUE(srv.tasks().working_ids("session:" + std::to_string(s->id())).empty());
}

// The 2026-07-28 tasks extension (SEP-2663): the server decides, flat results, inlined answers.
TEST_F(SessionTasks, ExtensionAdvertisedAndGated) {
  auto s = srv.open_session(sink);
  json::object discover = result(request(s, "server/discover", stateless({}, false)));
  const json::object& caps = discover.at("capabilities").as_object();
  EXPECT_TRUE(caps.at("extensions").at("io.modelcontextprotocol/tasks").is_object());
  EXPECT_FALSE(caps.contains("tasks")) << "the 2025-11-25 slot is not part of 2026-07-28";
  // Without the extension: task-capable tools run as plain calls, task-only ones are -32021.
  json::object plain = result(request(
      s, "tools/call",
      stateless({{"name", "slow_compute"}, {"arguments", json::object{{"seconds", 0}}}}, false)));
  EXPECT_EQ(plain.at("resultType"), "complete");
  EXPECT_FALSE(plain.contains("taskId"));
  json::object required = request(s, "tools/call", stateless({{"name", "failing_job"}}, false));
  EXPECT_EQ(error_code(required), -32021);
  EXPECT_TRUE(required.at("error")
                  .at("data")
                  .at("requiredCapabilities")
                  .at("extensions")
                  .at("io.modelcontextprotocol/tasks")
                  .is_object());
  for (const char* m : {"tasks/get", "tasks/cancel", "tasks/update"})
    EXPECT_EQ(error_code(request(s, m, stateless({{"taskId", "x"}}, false))), -32021) << m;
  for (const char* m : {"tasks/result", "tasks/list"})
    EXPECT_EQ(error_code(request(s, m, stateless({{"taskId", "x"}}, true))),
              jsonrpc::method_not_found)
        << m << " is not part of the extension";
  EXPECT_EQ(srv.tasks().size(), 0u);
}

TEST_F(SessionTasks, ExtensionLifecycle) {
  auto s = srv.open_session(sink);
  json::object created = result(request(
      s, "tools/call",
      stateless({{"name", "slow_compute"}, {"arguments", json::object{{"seconds", 3600}}}}, true)));
  EXPECT_EQ(created.at("resultType"), "task");
  EXPECT_EQ(created.at("status"), "working");
  EXPECT_FALSE(created.contains("task")) << "flat, no v1 wrapper";
  EXPECT_FALSE(created.contains("ttl"));
  EXPECT_GT(created.at("ttlMs").as_int64(), 0);
  EXPECT_GT(created.at("pollIntervalMs").as_int64(), 0);
  std::string id(created.at("taskId").as_string());
  json::object got = result(request(s, "tasks/get", stateless({{"taskId", id}}, true)));
  EXPECT_EQ(got.at("status"), "working");
  EXPECT_FALSE(got.contains("result"));
  json::object ack = result(request(s, "tasks/cancel", stateless({{"taskId", id}}, true)));
  EXPECT_EQ(ack.at("resultType"), "complete");
  EXPECT_FALSE(ack.contains("taskId"));
  poll();
  EXPECT_TRUE(ioc.stopped()) << "the cancel ended the work's hour-long sleep";
  EXPECT_EQ(result(request(s, "tasks/get", stateless({{"taskId", id}}, true))).at("status"),
            "cancelled");
  EXPECT_EQ(result(request(s, "tasks/cancel", stateless({{"taskId", id}}, true))).at("resultType"),
            "complete")
      << "cancel of an ended task is the same ack";
  EXPECT_EQ(error_code(request(s, "tasks/get", stateless({{"taskId", "nope"}}, true))),
            jsonrpc::invalid_params);
  // A 2025-11-25 session does not see the stateless wire's tasks.
  auto legacy = open();
  EXPECT_EQ(error_code(request(legacy, "tasks/get", {{"taskId", id}})), jsonrpc::invalid_params);
}

TEST_F(SessionTasks, ExtensionInlinesAnswers) {
  auto s = srv.open_session(sink);
  json::object tool_error = result(request(
      s, "tools/call",
      stateless({{"name", "failing_job"}, {"arguments", json::object{{"seconds", 0}}}}, true)));
  json::object protocol_error =
      result(request(s, "tools/call", stateless({{"name", "protocol_error_job"}}, true)));
  json::object sync = result(request(s, "tools/call",
                                     stateless({{"name", "greet"},
                                                {"arguments", json::object{{"name", "W"}}},
                                                {"task", json::object{{"ttl", 1000}}}},
                                               true)));
  EXPECT_EQ(sync.at("content").at(0).at("text"), "Hello, W!") << "a task param never promotes";
  poll();
  json::object a =
      result(request(s, "tasks/get", stateless({{"taskId", tool_error.at("taskId")}}, true)));
  EXPECT_EQ(a.at("status"), "completed") << "a tool error is a completed task";
  EXPECT_EQ(a.at("result").at("isError"), true);
  json::object b =
      result(request(s, "tasks/get", stateless({{"taskId", protocol_error.at("taskId")}}, true)));
  EXPECT_EQ(b.at("status"), "failed");
  EXPECT_EQ(b.at("error").at("code"), jsonrpc::internal_error);
  EXPECT_FALSE(b.contains("result"));
}

}  // namespace
}  // namespace patchbay::mcp
