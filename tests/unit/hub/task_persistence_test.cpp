#include "hub/task_persistence.hpp"

#include "platform/platform.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace patchbay::hub {
namespace {

namespace json = boost::json;
using namespace std::chrono;
using mcp::task;
using mcp::task_status;

task kept(std::string id, task_status status, task::clock::time_point created) {
  task t;
  t.id = std::move(id);
  t.owner = "stateless";
  t.status = status;
  t.status_message = "50% Compiling scripts";
  t.created_at = t.updated_at = created;
  t.ttl = hours(1);
  t.poll_interval = seconds(1);
  t.tool_error_completes = true;
  t.tool = "compile";
  t.arguments = json::object{{"force", true}};
  t.call_id = "task-" + t.id;
  t.editor = "Game@1234abcd";
  t.persistent = true;
  return t;
}

TEST(TaskPersistence, RoundTripsWorkingAndEndedTasks) {
  auto now = task::clock::now();
  task working = kept("a1", task_status::working, now);
  task done = kept("b2", task_status::completed, now);
  done.answer = jsonrpc::outcome<json::value>(json::value(json::object{{"isError", false}}));
  task failed = kept("c3", task_status::failed, now);
  failed.answer = jsonrpc::outcome<json::value>(jsonrpc::make_error(-32603, "broke"));
  auto text = task_persistence::serialize({&working, &done, &failed});
  auto back = task_persistence::parse(text, now + minutes(5));
  EXPECT_EQ(back.warning, "");
  ASSERT_EQ(back.tasks.size(), 3u);
  const task& w = back.tasks[0];
  EXPECT_EQ(w.id, "a1");
  EXPECT_EQ(w.status, task_status::working);
  EXPECT_EQ(w.status_message, "50% Compiling scripts");
  EXPECT_EQ(duration_cast<milliseconds>(w.created_at.time_since_epoch()),
            duration_cast<milliseconds>(now.time_since_epoch()));
  EXPECT_EQ(w.ttl, hours(1));
  EXPECT_EQ(w.tool, "compile");
  EXPECT_EQ(w.arguments, (json::object{{"force", true}}));
  EXPECT_EQ(w.call_id, "task-a1");
  EXPECT_EQ(w.editor, "Game@1234abcd");
  EXPECT_TRUE(w.tool_error_completes);
  EXPECT_TRUE(w.persistent);
  EXPECT_FALSE(w.answer);
  ASSERT_TRUE(back.tasks[1].answer && *back.tasks[1].answer);
  EXPECT_EQ(**back.tasks[1].answer, (json::object{{"isError", false}}));
  ASSERT_TRUE(back.tasks[2].answer && !*back.tasks[2].answer);
  EXPECT_EQ(back.tasks[2].answer->error().code, -32603);
  EXPECT_EQ(back.tasks[2].answer->error().message, "broke");
}

TEST(TaskPersistence, AnEndedTaskPastItsTtlIsNotLoadedAWorkingOneIs) {
  auto created = task::clock::now() - hours(2);
  task working = kept("a1", task_status::working, created);
  task done = kept("b2", task_status::completed, created);
  done.answer = jsonrpc::outcome<json::value>(json::value(json::object{}));
  auto back =
      task_persistence::parse(task_persistence::serialize({&working, &done}), task::clock::now());
  ASSERT_EQ(back.tasks.size(), 1u);
  EXPECT_EQ(back.tasks[0].id, "a1");
}

TEST(TaskPersistence, ForeignOrCorruptTextIsRefusedWithAReason) {
  auto now = task::clock::now();
  EXPECT_EQ(task_persistence::parse("{not json", now).warning, "not a Patchbay task file");
  EXPECT_EQ(task_persistence::parse(R"({"tasks":[]})", now).warning, "not a Patchbay task file");
  EXPECT_EQ(
      task_persistence::parse(R"({"kind":"patchbay-tasks","version":9,"tasks":[]})", now).warning,
      "a task file of another Patchbay version");
  // A working record without what to send again is skipped; the others load.
  task good = kept("a1", task_status::working, now);
  task bad = kept("b2", task_status::working, now);
  bad.call_id.clear();
  auto back = task_persistence::parse(task_persistence::serialize({&good, &bad}), now);
  ASSERT_EQ(back.tasks.size(), 1u);
  EXPECT_EQ(back.tasks[0].id, "a1");
  EXPECT_EQ(back.warning, "1 unreadable task record(s) skipped");
}

TEST(TaskPersistence, SavesOnlyPersistentTasksPrivatelyAndSetsACorruptFileAside) {
  auto dir = std::filesystem::temp_directory_path() /
             ("patchbay-task-persistence-" + platform::random_hex(6));
  std::filesystem::create_directories(dir);
  task_persistence file(dir);
  mcp::task_store store;
  task& mine = store.create("stateless", std::nullopt);
  mine.tool = "compile";
  mine.call_id = "task-" + mine.id;
  mine.persistent = true;
  store.create("session-1", std::nullopt);  // a session's task: not kept
  file.save(store);
  auto loaded = file.load(task::clock::now());
  EXPECT_EQ(loaded.warning, "");
  ASSERT_EQ(loaded.tasks.size(), 1u);
  EXPECT_EQ(loaded.tasks[0].id, mine.id);
#ifndef _WIN32
  auto perms = std::filesystem::status(dir / "tasks.json").permissions();
  EXPECT_EQ(perms & std::filesystem::perms::all,
            std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
#endif
  {
    std::ofstream out(dir / "tasks.json", std::ios::trunc);
    out << "garbage";
  }
  auto corrupt = file.load(task::clock::now());
  EXPECT_TRUE(corrupt.tasks.empty());
  EXPECT_NE(corrupt.warning.find("set aside"), std::string::npos) << corrupt.warning;
  EXPECT_FALSE(std::filesystem::exists(dir / "tasks.json"));
  EXPECT_TRUE(std::filesystem::exists(dir / "tasks.json.unreadable"));
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace patchbay::hub
