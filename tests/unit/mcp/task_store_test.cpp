// The task store (mcp/task_store.hpp): ids, owners, status moves, answers, and expiry after the
// ttl, on an injected clock.
#include "mcp/task_store.hpp"

#include <gtest/gtest.h>

#include <set>

namespace patchbay::mcp {
namespace {

using namespace std::chrono_literals;

struct fake_clock {
  task::clock::time_point now = task::clock::time_point(std::chrono::seconds(1'700'000'000));
};

task_store make_store(fake_clock& c, task_limits limits = {}) {
  return task_store(limits, [&c] { return c.now; });
}

json::value tool_result(bool is_error = false) {
  return json::object{{"content", json::array{}}, {"isError", is_error}};
}

TEST(TaskStore, NewTaskIsWorkingWithUnguessableIds) {
  fake_clock c;
  auto store = make_store(c);
  std::set<std::string> ids;
  for (int i = 0; i < 100; ++i) {
    task& t = store.create("s1", std::nullopt);
    EXPECT_EQ(t.status, task_status::working);
    EXPECT_EQ(t.id.size(), 32u) << t.id;
    ids.insert(t.id);
  }
  EXPECT_EQ(ids.size(), 100u) << "ids are distinct";
}

TEST(TaskStore, AnotherOwnersTaskIsUnknown) {
  fake_clock c;
  auto store = make_store(c);
  std::string id = store.create("s1", std::nullopt).id;
  EXPECT_NE(store.find(id, "s1"), nullptr);
  EXPECT_EQ(store.find(id, "s2"), nullptr);
  EXPECT_EQ(store.find("no-such-task", "s1"), nullptr);
  store.create("s2", std::nullopt);
  auto mine = store.list("s1");
  ASSERT_EQ(mine.size(), 1u);
  EXPECT_EQ(mine[0]->id, id);
}

TEST(TaskStore, AdoptGivesEveryTaskOfOneOwnerToAnother) {
  fake_clock c;
  auto store = make_store(c);
  std::string a = store.create("http:old", std::nullopt).id;
  std::string b = store.create("http:old", std::nullopt).id;
  store.finish(b, tool_result());
  std::string other = store.create("http:someone", std::nullopt).id;
  EXPECT_EQ(store.adopt("http:old", "http:new"), 2u) << "working and ended alike";
  EXPECT_NE(store.find(a, "http:new"), nullptr);
  EXPECT_NE(store.find(b, "http:new"), nullptr);
  EXPECT_EQ(store.find(a, "http:old"), nullptr) << "the old owner has nothing left";
  EXPECT_NE(store.find(other, "http:someone"), nullptr) << "another owner's stay theirs";
  EXPECT_EQ(store.adopt("http:nobody", "http:new"), 0u);
}

TEST(TaskStore, ListIsInCreationOrder) {
  fake_clock c;
  auto store = make_store(c);
  std::vector<std::string> made;
  for (int i = 0; i < 5; ++i) made.push_back(store.create("s1", std::nullopt).id);
  auto listed = store.list("s1");
  ASSERT_EQ(listed.size(), made.size());
  for (std::size_t i = 0; i < made.size(); ++i) EXPECT_EQ(listed[i]->id, made[i]);
}

TEST(TaskStore, TtlIsClampedToTheLimits) {
  fake_clock c;
  task_limits limits;
  limits.default_ttl = 10s;
  limits.max_ttl = 60s;
  auto store = make_store(c, limits);
  EXPECT_EQ(store.create("s", std::nullopt).ttl, 10s);
  EXPECT_EQ(store.create("s", 5s).ttl, 5s);
  EXPECT_EQ(store.create("s", 1h).ttl, 60s);
  EXPECT_EQ(store.create("s", 0ms).ttl, 1s) << "a result is kept long enough to be fetched";
}

// Issue 44: a ttl of 2^63 or more (read by Boost.JSON as unsigned) was granted 1 s instead of the
// longest; every huge ttl gets the maximum.
TEST(TaskStore, AHugeTtlGetsTheMaximumNotTheMinimum) {
  fake_clock c;
  task_limits limits;
  limits.max_ttl = 24h;
  auto store = make_store(c, limits);
  for (const char* text : {R"({"ttl": 9223372036854775808})", R"({"ttl": 18446744073709551615})",
                           R"({"ttl": 9223372036854775807})"}) {
    auto ttl = read_task_param(json::parse(text));
    ASSERT_TRUE(ttl) << text;
    EXPECT_EQ(store.create("s", *ttl).ttl, 24h) << text;
  }
  EXPECT_FALSE(read_task_param(json::parse(R"({"ttl": -1})")));
  EXPECT_FALSE(read_task_param(json::parse(R"({"ttl": 1.5})")));
}

TEST(TaskStore, FinishRecordsTheAnswerAndWakesWaiters) {
  fake_clock c;
  auto store = make_store(c);
  task& t = store.create("s", std::nullopt);
  std::string id = t.id;
  int woken = 0;
  t.on_terminal.push_back([&] { ++woken; });
  c.now += 2s;
  ASSERT_TRUE(store.finish(id, tool_result()));
  task* done = store.find(id, "s");
  ASSERT_NE(done, nullptr);
  EXPECT_EQ(done->status, task_status::completed);
  EXPECT_EQ(done->updated_at, c.now);
  ASSERT_TRUE(done->answer && *done->answer);
  EXPECT_EQ(woken, 1);
  EXPECT_FALSE(store.finish(id, tool_result())) << "a terminal task keeps its first answer";
  EXPECT_FALSE(store.cancel(id)) << "a terminal task cannot be cancelled";
  EXPECT_EQ(store.find(id, "s")->status, task_status::completed);
}

TEST(TaskStore, ErrorsAndToolErrorsFail) {
  fake_clock c;
  auto store = make_store(c);
  std::string a = store.create("s", std::nullopt).id;
  std::string b = store.create("s", std::nullopt).id;
  store.finish(a, tool_result(true));
  store.finish(b, jsonrpc::make_error(jsonrpc::internal_error, "boom"));
  EXPECT_EQ(store.find(a, "s")->status, task_status::failed);
  EXPECT_EQ(store.find(b, "s")->status, task_status::failed);
  EXPECT_EQ(store.find(b, "s")->status_message, "boom");
}

TEST(TaskStore, CancelWinsOverALateAnswer) {
  fake_clock c;
  auto store = make_store(c);
  std::string id = store.create("s", std::nullopt).id;
  ASSERT_TRUE(store.cancel(id, "by the client"));
  EXPECT_FALSE(store.finish(id, tool_result()));
  task* t = store.find(id, "s");
  EXPECT_EQ(t->status, task_status::cancelled);
  EXPECT_FALSE(t->answer);
}

TEST(TaskStore, CancelStopsTheWorkOnceAndSaysWhetherItHadStarted) {
  fake_clock c;
  auto store = make_store(c);
  task& t = store.create("s1", std::nullopt);
  int stops = 0;
  t.stop_work = [&stops] {
    ++stops;
    return std::string("the Unity editor e had started it and was asked to stop");
  };
  std::string id = t.id;
  EXPECT_TRUE(store.cancel(id, "cancelled by the client"));
  EXPECT_EQ(stops, 1);
  EXPECT_EQ(store.find(id, "s1")->status_message,
            "cancelled by the client: the Unity editor e had started it and was asked to stop");
  EXPECT_FALSE(store.cancel(id, "again"));
  EXPECT_EQ(stops, 1) << "a terminal task's work is not stopped again";
  // A task that finishes does not stop its work (it is over); no note either.
  task& done = store.create("s1", std::nullopt);
  done.stop_work = [&stops] {
    ++stops;
    return std::string("x");
  };
  EXPECT_TRUE(store.finish(done.id, tool_result()));
  EXPECT_EQ(stops, 1);
  EXPECT_EQ(store.find(done.id, "s1")->status_message, "");
}

TEST(TaskStore, StatusMovesOnlyWhileNotTerminal) {
  fake_clock c;
  auto store = make_store(c);
  std::string id = store.create("s", std::nullopt).id;
  EXPECT_TRUE(store.set_status(id, task_status::input_required, "waiting for the user"));
  EXPECT_EQ(store.find(id, "s")->status_message, "waiting for the user");
  EXPECT_FALSE(store.set_status(id, task_status::completed)) << "only finish ends a task";
  store.cancel(id);
  EXPECT_FALSE(store.set_status(id, task_status::working));
}

TEST(TaskStore, TerminalTaskIsForgottenAfterItsTtlWorkingOneIsNot) {
  fake_clock c;
  auto store = make_store(c);
  std::string done = store.create("s", 10s).id;
  std::string running = store.create("s", 10s).id;
  store.finish(done, tool_result());
  c.now += 9s;
  EXPECT_NE(store.find(done, "s"), nullptr) << "kept for the ttl";
  c.now += 1s;
  EXPECT_EQ(store.find(done, "s"), nullptr) << "forgotten at the ttl";
  EXPECT_NE(store.find(running, "s"), nullptr) << "a working task is never forgotten";
  EXPECT_EQ(store.working_ids("s"), std::vector<std::string>{running});
  store.finish(running, tool_result());
  EXPECT_EQ(store.find(running, "s"), nullptr) << "past its ttl once it ends";
  EXPECT_EQ(store.size(), 0u);
}

TEST(TaskStore, WireShape) {
  fake_clock c;
  auto store = make_store(c);
  task& t = store.create("s", 5s);
  json::object o = task_json(t);
  EXPECT_EQ(o.at("taskId").as_string(), t.id);
  EXPECT_EQ(o.at("status").as_string(), "working");
  EXPECT_EQ(o.at("createdAt").as_string(), "2023-11-14T22:13:20.000Z");
  EXPECT_EQ(o.at("lastUpdatedAt").as_string(), "2023-11-14T22:13:20.000Z");
  EXPECT_EQ(o.at("ttl").as_int64(), 5000);
  EXPECT_EQ(o.at("pollInterval").as_int64(), 1000);
  EXPECT_FALSE(o.contains("statusMessage"));
  EXPECT_FALSE(o.contains("owner")) << "the owner never goes on the wire";
}

TEST(TaskStore, InputRequestsParkTheTaskUntilEveryKeyIsAnswered) {
  fake_clock c;
  auto store = make_store(c);
  task& t = store.create("s1", std::nullopt);
  std::string id = t.id;
  std::vector<std::string> got;
  auto k1 = store.ask_input(id, json::object{{"method", "elicitation/create"}},
                            [&](json::value v) { got.push_back("1:" + json::serialize(v)); });
  auto k2 = store.ask_input(id, json::object{{"method", "elicitation/create"}},
                            [&](json::value v) { got.push_back("2:" + json::serialize(v)); });
  ASSERT_TRUE(k1 && k2);
  EXPECT_NE(*k1, *k2);
  EXPECT_EQ(t.status, task_status::input_required);
  json::object detailed = extension_task_json(t, true);
  ASSERT_TRUE(detailed.contains("inputRequests"));
  EXPECT_EQ(detailed.at("inputRequests").as_object().size(), 2u);
  EXPECT_FALSE(extension_task_json(t, false).contains("inputRequests"))
      << "CreateTaskResult: never";
  // Progress meanwhile changes the message only: the client still owes an answer.
  EXPECT_TRUE(store.set_status(id, task_status::working, "40%"));
  EXPECT_EQ(t.status, task_status::input_required);
  EXPECT_FALSE(store.set_status(id, task_status::working, "40%"))
      << "nothing changed: nothing to notify";
  // One answer, one unknown key: the task stays parked on the other key.
  EXPECT_TRUE(store.answer_inputs(id, json::object{{*k1, true}, {"input-99", 1}}));
  EXPECT_EQ(got, std::vector<std::string>{"1:true"});
  EXPECT_EQ(t.status, task_status::input_required);
  EXPECT_FALSE(t.input_requests.contains(*k1));
  EXPECT_TRUE(t.input_requests.contains(*k2));
  // The same key again waits on nothing: ignored.
  EXPECT_TRUE(store.answer_inputs(id, json::object{{*k1, false}}));
  EXPECT_EQ(got.size(), 1u);
  EXPECT_TRUE(store.answer_inputs(id, json::object{{*k2, "ok"}}));
  EXPECT_EQ(got.back(), "2:\"ok\"");
  EXPECT_EQ(t.status, task_status::working);
  EXPECT_FALSE(extension_task_json(t, true).contains("inputRequests"));
}

TEST(TaskStore, WithdrawnAndEndedInputsLeaveNothingToAnswer) {
  fake_clock c;
  auto store = make_store(c);
  task& t = store.create("s1", std::nullopt);
  std::string id = t.id;
  int woken = 0;
  auto k = store.ask_input(id, json::object{{"method", "elicitation/create"}},
                           [&](json::value) { ++woken; });
  ASSERT_TRUE(k);
  store.withdraw_input(id, *k);
  EXPECT_EQ(t.status, task_status::working);
  EXPECT_TRUE(store.answer_inputs(id, json::object{{*k, true}}));
  EXPECT_EQ(woken, 0);
  ASSERT_TRUE(store.ask_input(id, json::object{{"method", "elicitation/create"}},
                              [&](json::value) { ++woken; }));
  EXPECT_TRUE(store.cancel(id, "by the client"));
  EXPECT_TRUE(t.input_requests.empty());
  EXPECT_FALSE(store.answer_inputs(id, json::object{}));
  EXPECT_FALSE(store.ask_input(id, json::object{}, [](json::value) {}));
  EXPECT_EQ(woken, 0);
}

}  // namespace
}  // namespace patchbay::mcp
