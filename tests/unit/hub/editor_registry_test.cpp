// editor_registry alone: registration (what is refused and how), presence with its timers, the
// tool cache, and what it tells its observer. Links are real `editor_link`s over fake connections;
// their owner hands requests to the registry as the hub does.

#include "hub/editor_registry.hpp"
#include "hub/link_codes.hpp"
#include "hub_test_support.hpp"
#include "platform/platform.hpp"

#include <gtest/gtest.h>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>

#include <atomic>
#include <condition_variable>
#include <filesystem>
#include <fstream>
#include <mutex>

namespace patchbay::hub {
namespace {

using namespace std::chrono_literals;
using namespace testing;

struct recorder : registry_observer {
  std::vector<std::pair<std::string, bool>> registered;
  std::vector<std::string> left;
  std::vector<std::pair<std::string, presence>> gone;
  int tools_changed = 0;
  void editor_registered(editor_record& ed, bool same) override {
    registered.emplace_back(ed.id, same);
  }
  void editor_left(editor_record& ed) override { left.push_back(ed.id); }
  void editor_gone(editor_record& ed, presence was) override { gone.emplace_back(ed.id, was); }
  void editor_tools_changed() override { ++tools_changed; }
  void editors_changed() override {}
};

class EditorRegistry : public ::testing::Test, public link_owner {
 protected:
  EditorRegistry() {
    options_.version = "test";
    options_.heartbeat_interval = 1h;
    options_.register_timeout = 1h;
    options_.editor_grace = 30ms;
    options_.reload_timeout = 60ms;
    state_dir_ =
        std::filesystem::temp_directory_path() / ("pb-registry-" + platform::random_hex(6));
    options_.state_dir = state_dir_;
    registry_ = std::make_unique<editor_registry>(ioc_.get_executor(), options_, "inst", rec_);
  }
  ~EditorRegistry() override { std::filesystem::remove_all(state_dir_); }

  // link_owner: what the hub does with a link's messages, as far as the registry is concerned.
  boost::asio::any_io_executor executor() const override { return ioc_.get_executor(); }
  const hub_options& options() const override { return options_; }
  std::string next_link_id() override { return "h-t-" + std::to_string(++ids_); }
  void on_link_request(editor_link& link, const jsonrpc::request& req) override {
    registry_->handle_register(link, req);
  }
  void on_link_notification(editor_link& link, const jsonrpc::notification& n) override {
    registry_->handle_notification(link, n);
  }
  void on_link_response(editor_link& link, const jsonrpc::id& id,
                        jsonrpc::outcome<json::value> result) override {
    registry_->handle_response(link, id, result);
  }
  void on_link_closed(editor_link& link, std::uint16_t code) override {
    registry_->link_closed(link, code, false);
  }

  struct connected {
    std::shared_ptr<fake_connection> conn;
    std::shared_ptr<editor_link> link;
  };
  connected connect(json::object register_msg) {
    auto conn = std::make_shared<fake_connection>();
    auto link = std::make_shared<editor_link>(*this, conn);
    link->start();
    deliver(*link, register_msg);
    return {conn, link};
  }
  void run_for(std::chrono::milliseconds d) {
    ioc_.restart();
    ioc_.run_for(d);
  }
  // Runs the io_context until `done` holds (timers fire as they come due); bounded, so a broken
  // registry fails the test instead of hanging it, and a slow machine only makes it slower.
  template <class F>
  bool run_until(F done) {
    return testing::run_until(ioc_, done);
  }
  // Probes the gone editors' projects (off the hub's thread) and waits for the answers.
  bool probe_now() {
    bool done = false;
    boost::asio::co_spawn(ioc_, registry_->refresh_not_loaded(),
                          [&](std::exception_ptr) { done = true; });
    return run_until([&] { return done; });
  }

  mutable boost::asio::io_context ioc_;
  hub_options options_;
  std::filesystem::path state_dir_;
  recorder rec_;
  std::unique_ptr<editor_registry> registry_;
  int ids_ = 0;
};

TEST_F(EditorRegistry, RegisterRefusesWhatIsMissingAndNamesTheField) {
  auto msg = register_message("run-1", "Game");
  msg["params"].as_object()["editor"].as_object().erase("machine");
  auto [conn, link] = connect(msg);
  auto reply = conn->response_to("r1");
  ASSERT_TRUE(reply);
  EXPECT_EQ(reply->at("error").at("code"), jsonrpc::invalid_params);
  EXPECT_EQ(reply->at("error").at("data").at("field"), "editor.machine");
  EXPECT_TRUE(registry_->editors().empty());
  EXPECT_TRUE(rec_.registered.empty());
}

TEST_F(EditorRegistry, AnotherLinkProtocolIsRefusedSayingWhichSideToUpdate) {
  auto msg = register_message("run-1", "Game");
  msg["params"].as_object()["protocolVersion"] = "patchbay-link/2";
  auto [conn, link] = connect(msg);
  auto reply = conn->response_to("r1");
  ASSERT_TRUE(reply);
  EXPECT_EQ(reply->at("error").at("code"), link_error::version_mismatch);
  EXPECT_EQ(reply->at("error").at("data").at("update"), "hub");
  EXPECT_EQ(conn->close_code, link_close::version_mismatch);
}

TEST_F(EditorRegistry, RegisterAnswersAsksForToolsAndTellsTheObserver) {
  auto [conn, link] = connect(register_message("run-1", "Game"));
  auto reply = conn->response_to("r1");
  ASSERT_TRUE(reply && reply->contains("result")) << jsonrpc::serialize(*reply);
  std::string id(reply->at("result").at("editorId").as_string());
  ASSERT_EQ(rec_.registered.size(), 1u);
  EXPECT_EQ(rec_.registered[0], std::make_pair(id, false));
  auto lists = conn->with_method("tools/list");
  ASSERT_EQ(lists.size(), 1u);
  EXPECT_TRUE(registry_->tools_on_the_way());
  deliver(*link, tools_answer(lists[0].at("id"), {"echo"}));
  EXPECT_FALSE(registry_->tools_on_the_way());
  EXPECT_EQ(rec_.tools_changed, 1);
  EXPECT_EQ(registry_->find(id)->tools.size(), 1u);
  EXPECT_EQ(registry_->state_of(*registry_->find(id)), "ready");
}

// A development build's runtime part registers as kind "player" (docs/protocol.md §4.1): its id
// tells two processes of one build apart, list_editors shows its kind and build, and the tool
// cache keeps it while it runs (a call re-sent after a hub restart waits for it), never after.
TEST_F(EditorRegistry, APlayerRegistersAsItsOwnKindWithItsBuild) {
  json::object build{{"productName", "Game"}, {"version", "1.2"}, {"development", true}};
  auto player = [&](std::string run, int pid) {
    return register_message(run, "Game",
                            json::object{{"kind", "player"}, {"pid", pid}, {"build", build}});
  };
  auto editor = connect(register_message("run-e", "Game"));
  auto first = connect(player("run-1", 101));
  auto second = connect(player("run-2", 102));
  ASSERT_EQ(rec_.registered.size(), 3u);
  std::string editor_id = rec_.registered[0].first, p1 = rec_.registered[1].first,
              p2 = rec_.registered[2].first;
  EXPECT_NE(p1, editor_id);
  EXPECT_NE(p1, p2) << "two player processes of one build are two targets";
  EXPECT_FALSE(first.conn->close_code) << "the second player does not replace the first";
  auto described = registry_->describe(*registry_->find(p1), "");
  EXPECT_EQ(described.at("kind"), "player");
  EXPECT_EQ(described.at("build"), build);
  EXPECT_EQ(registry_->describe(*registry_->find(editor_id), "").at("kind"), "editor");
  auto views = registry_->views();
  for (const auto& v : views) EXPECT_EQ(v.player, v.id != editor_id) << v.id;
  auto lists = first.conn->with_method("tools/list");
  ASSERT_EQ(lists.size(), 1u);
  deliver(*first.link, tools_answer(lists[0].at("id"), {"get_hierarchy"}));
  auto cached = [&](const std::string& id) {
    return std::filesystem::exists(state_dir_ / "editors" / (id + ".json"));
  };
  EXPECT_TRUE(cached(p1)) << "a running player is cached";
  first.link->on_closed(link_close::going_away, "player quitting");
  EXPECT_EQ(registry_->find(p1)->where, presence::gone);
  EXPECT_FALSE(cached(p1)) << "a player that has left is forgotten: its id never comes back";
}

// The next hub holds calls for a cached player whose process still runs, and drops one whose
// process has ended (its id will not register again).
TEST_F(EditorRegistry, TheCacheKeepsARunningPlayerAndDropsAnEndedOne) {
  std::filesystem::create_directories(state_dir_ / "editors");
  std::ofstream(state_dir_ / "editors" / "Game@22222222.json")
      << R"({"id":"Game@22222222","editor":{"kind":"player","pid":999999999},"tools":[]})";
  std::ofstream(state_dir_ / "editors" / "Game@33333333.json")
      << R"({"id":"Game@33333333","editor":{"kind":"player","pid":)" << platform::current_pid()
      << R"(},"tools":[{"name":"get_hierarchy"}]})";
  recorder rec2;
  editor_registry next(ioc_.get_executor(), options_, "inst2", rec2);
  next.load_cache();
  EXPECT_EQ(next.find("Game@22222222"), nullptr) << "an ended player is not loaded";
  EXPECT_FALSE(std::filesystem::exists(state_dir_ / "editors" / "Game@22222222.json"));
  ASSERT_NE(next.find("Game@33333333"), nullptr);
  EXPECT_EQ(next.find("Game@33333333")->where, presence::vanished);
  EXPECT_TRUE(next.editors_returning()) << "calls for it are held while it reconnects";
  ASSERT_TRUE(run_until([&] { return next.find("Game@33333333")->where == presence::gone; }));
  EXPECT_FALSE(std::filesystem::exists(state_dir_ / "editors" / "Game@33333333.json"))
      << "gone after the grace: forgotten";
}

TEST_F(EditorRegistry, AnUnknownKindIsRefusedNamingTheField) {
  auto [conn, link] = connect(register_message("run-1", "Game", json::object{{"kind", "server"}}));
  auto reply = conn->response_to("r1");
  ASSERT_TRUE(reply);
  EXPECT_EQ(reply->at("error").at("code"), jsonrpc::invalid_params);
  EXPECT_EQ(reply->at("error").at("data").at("field"), "editor.kind");
  EXPECT_TRUE(registry_->editors().empty());
}

// The heartbeat ping is the health probe (docs/protocol.md §4.7): its answer's `health` becomes the
// editor's health in list_editors; an older package's `{}` leaves it out.
TEST_F(EditorRegistry, ThePingsAnswerIsTheEditorsHealth) {
  options_.heartbeat_interval = 10ms;
  options_.blocked_after = 15s;
  // Named members, not a structured binding: clang 14 cannot capture those in a lambda.
  auto connection = connect(register_message("run-1", "Game"));
  auto& conn = connection.conn;
  auto& link = connection.link;
  auto reply = conn->response_to("r1");
  ASSERT_TRUE(reply && reply->contains("result"));
  std::string id(reply->at("result").at("editorId").as_string());
  auto answer_ping = [&](json::value result) {
    std::size_t seen = conn->with_method("ping").size();
    EXPECT_TRUE(run_until([&] { return conn->with_method("ping").size() > seen; }));
    auto ping = conn->with_method("ping").back();
    deliver(*link, json::object{{"jsonrpc", "2.0"}, {"id", ping.at("id")}, {"result", result}});
  };

  answer_ping(json::object{});
  EXPECT_FALSE(registry_->describe(*registry_->find(id), "").contains("health"));
  EXPECT_EQ(registry_->status_text(*registry_->find(id)), "ready");

  answer_ping(json::object{
      {"health",
       json::object{{"lastUpdateMsAgo", 40000}, {"playMode", "playing"}, {"queued", 1}}}});
  auto described = registry_->describe(*registry_->find(id), "");
  ASSERT_TRUE(described.contains("health")) << jsonrpc::serialize(described);
  const auto& health = described.at("health").as_object();
  EXPECT_EQ(health.at("state"), "blocked");
  EXPECT_NE(std::string(health.at("summary").as_string())
                .find("blocked: main thread silent for 40 s during play mode"),
            std::string::npos);
  EXPECT_NE(std::string(health.at("remedy").as_string()).find("stop play mode"), std::string::npos);
  EXPECT_EQ(health.at("probe").at("playMode"), "playing");
  EXPECT_NE(registry_->status_text(*registry_->find(id)).find("blocked:"), std::string::npos);

  // The health belongs to the link: once it closes, there is none.
  link->on_closed(link_close::going_away, "editor quitting");
  EXPECT_FALSE(registry_->describe(*registry_->find(id), "").contains("health"));
}

// Issue 29: a blocked editor's process is searched for modal dialogs (once per probe answer), and a
// dialog found is the state's cause and remedy; a ready editor is not searched.
TEST_F(EditorRegistry, ABlockedEditorsModalDialogIsItsCauseAndRemedy) {
  options_.heartbeat_interval = 10ms;
  options_.blocked_after = 15s;
  auto dialogs = std::make_shared<testing::fake_dialogs>();
  dialogs->scan.can_press = true;
  dialogs->scan.dialogs.push_back({"42", "Scene Modified", "", {"Save", "Don't Save", "Cancel"}});
  registry_->set_dialog_source(dialogs);
  auto connection = connect(register_message("run-1", "Game", json::object{{"pid", 4242}}));
  auto& conn = connection.conn;
  auto& link = connection.link;
  std::string id(conn->response_to("r1")->at("result").at("editorId").as_string());
  auto answer_ping = [&](json::value result) {
    std::size_t seen = conn->with_method("ping").size();
    EXPECT_TRUE(run_until([&] { return conn->with_method("ping").size() > seen; }));
    auto ping = conn->with_method("ping").back();
    deliver(*link, json::object{{"jsonrpc", "2.0"}, {"id", ping.at("id")}, {"result", result}});
  };

  answer_ping(json::object{{"health", json::object{{"lastUpdateMsAgo", 5}, {"playMode", "edit"}}}});
  EXPECT_EQ(registry_->status_text(*registry_->find(id)), "ready");
  EXPECT_FALSE(
      registry_->describe(*registry_->find(id), "").at("health").as_object().contains("modal"));
  EXPECT_TRUE(dialogs->asked.empty()) << "a ready editor's windows are not searched";

  answer_ping(
      json::object{{"health", json::object{{"lastUpdateMsAgo", 40000}, {"playMode", "edit"}}}});
  auto h = registry_->health_of(*registry_->find(id));
  ASSERT_TRUE(h);
  EXPECT_EQ(h->kind, health_kind::blocked);
  EXPECT_NE(h->summary.find("behind the modal dialog 'Scene Modified'"), std::string::npos)
      << h->summary;
  EXPECT_EQ(h->remedy,
            "Unity shows a modal dialog 'Scene Modified' with the buttons Save, Don't Save, "
            "Cancel: ask the user, or call answer_dialog.");
  auto described = registry_->describe(*registry_->find(id), "");
  const auto& modal = described.at("health").at("modal").as_object();
  EXPECT_EQ(modal.at("dialogs").at(0).at("title"), "Scene Modified");
  EXPECT_EQ(modal.at("dialogs").at(0).at("buttons").at(1), "Don't Save");
  EXPECT_EQ(dialogs->asked, std::vector<int>{4242}) << "one search per probe answer, by the pid";

  // Nothing found (another cause): the play-mode or generic remedy stands.
  dialogs->scan.dialogs.clear();
  answer_ping(
      json::object{{"health", json::object{{"lastUpdateMsAgo", 40000}, {"playMode", "playing"}}}});
  h = registry_->health_of(*registry_->find(id));
  ASSERT_TRUE(h);
  EXPECT_EQ(h->summary.find("modal dialog"), std::string::npos);
  EXPECT_NE(h->remedy.find("stop play mode"), std::string::npos);
}

TEST_F(EditorRegistry, ANewerLinkReplacesTheOlderAndTheSameRunIdIsTheSameProcess) {
  auto first = connect(register_message("run-1", "Game"));
  auto second = connect(register_message("run-1", "Game"));
  EXPECT_EQ(first.conn->close_code, link_close::replaced);
  ASSERT_EQ(rec_.registered.size(), 2u);
  EXPECT_TRUE(rec_.registered[1].second) << "same runId: the same editor process";
  // Another process (issue 44): refused while the editor's link lives; let in once it has ended.
  auto refused = connect(register_message("run-2", "Game"));
  EXPECT_EQ(refused.conn->close_code, link_close::id_in_use);
  ASSERT_EQ(rec_.registered.size(), 2u);
  second.link->on_closed(1006, "");
  auto third = connect(register_message("run-2", "Game"));
  ASSERT_EQ(rec_.registered.size(), 3u);
  EXPECT_FALSE(rec_.registered[2].second) << "a new runId: the editor restarted";
}

TEST_F(EditorRegistry, VanishedThenGoneAfterTheGrace) {
  auto [conn, link] = connect(register_message("run-1", "Game"));
  std::string id = rec_.registered.at(0).first;
  link->on_closed(1006, "");
  EXPECT_EQ(registry_->find(id)->where, presence::vanished);
  EXPECT_EQ(registry_->state_of(*registry_->find(id)), "disconnected");
  EXPECT_EQ(registry_->live_count(), 1u) << "within its grace it still counts";
  ASSERT_EQ(rec_.left.size(), 1u);
  ASSERT_TRUE(run_until([&] { return !rec_.gone.empty(); }));
  EXPECT_EQ(registry_->find(id)->where, presence::gone);
  ASSERT_EQ(rec_.gone.size(), 1u);
  EXPECT_EQ(rec_.gone[0].second, presence::vanished);
  EXPECT_EQ(registry_->live_count(), 0u);
}

TEST_F(EditorRegistry, AnAnnouncedReloadIsHeldForTheReloadTimeoutAndBackInTimeIsConnected) {
  auto [conn, link] = connect(register_message("run-1", "Game"));
  std::string id = rec_.registered.at(0).first;
  deliver(*link, jsonrpc::make_notification(link_method::reloading, json::object{}));
  link->on_closed(link_close::normal, "reloading");
  EXPECT_EQ(registry_->find(id)->where, presence::reloading);
  EXPECT_EQ(registry_->find(id)->reloads, 1u);
  auto back = connect(register_message("run-1", "Game"));
  EXPECT_EQ(registry_->find(id)->where, presence::connected);
  run_for(150ms);
  EXPECT_TRUE(rec_.gone.empty()) << "the reload timer ended with the registration";
}

TEST_F(EditorRegistry, QuittingIsGoneAtOnce) {
  auto [conn, link] = connect(register_message("run-1", "Game"));
  link->on_closed(link_close::going_away, "quitting");
  ASSERT_EQ(rec_.gone.size(), 1u);
  EXPECT_EQ(rec_.gone[0].second, presence::connected);
}

TEST_F(EditorRegistry, MaxEditorsRefusesANewEditorButNotAReturningOne) {
  options_.max_editors = 1;
  auto a = connect(register_message("run-1", "Alpha"));
  auto b = connect(register_message("run-2", "Beta"));
  auto refused = b.conn->response_to("r1");
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused->at("error").at("code"), link_error::too_many_editors);
  EXPECT_EQ(b.conn->close_code, link_close::too_many_editors);
  a.link->on_closed(1006, "");
  auto again = connect(register_message("run-1", "Alpha"));
  EXPECT_TRUE(again.conn->response_to("r1")->contains("result"));
}

TEST_F(EditorRegistry, TheCacheKnowsEditorsBeforeTheyConnectAndHoldsOnesThatStillRun) {
  {
    auto [conn, link] = connect(register_message("run-1", "Game"));
    deliver(*link, tools_answer(conn->with_method("tools/list").at(0).at("id"), {"echo"}));
  }
  // The cache of an editor whose process runs (this test's own pid) and of one that does not.
  std::ofstream(state_dir_ / "editors" / "Other@00000000.json")
      << R"({"id":"Other@00000000","editor":{"projectName":"Other","pid":999999999},"tools":[]})";
  std::ofstream(state_dir_ / "editors" / "Live@11111111.json")
      << R"({"id":"Live@11111111","editor":{"projectName":"Live","pid":)" << platform::current_pid()
      << R"(},"tools":[{"name":"t"}]})";
  std::ofstream(state_dir_ / "editors" / "broken.json") << "{not json";
  recorder rec2;
  editor_registry next(ioc_.get_executor(), options_, "inst2", rec2);
  next.load_cache();
  ASSERT_EQ(next.count(), 3u) << "an unreadable file is skipped";
  EXPECT_EQ(next.find("Other@00000000")->where, presence::gone);
  EXPECT_EQ(next.find("Live@11111111")->where, presence::vanished);
  EXPECT_TRUE(next.editors_returning());
  for (const auto& [id, ed] : next.editors()) {
    if (id.starts_with("Game@")) {
      EXPECT_EQ(ed->tools.size(), 1u) << "the tools it announced";
    }
  }
  ASSERT_TRUE(run_until([&] { return next.find("Live@11111111")->where == presence::gone; }));
  EXPECT_FALSE(next.editors_returning());
}

}  // namespace
}  // namespace patchbay::hub

namespace patchbay::hub {
namespace {

// Issue 29: a gone editor whose project another Unity process has open is not_loaded, counts as
// live for routing, and describes the errors; the process that last connected is not that.
TEST_F(EditorRegistry, AGoneEditorsProjectOpenInAnotherUnityProcessIsNotLoaded) {
  std::filesystem::path probed;
  int pid = 0;
  registry_->set_instance_probe([&](const std::filesystem::path& project, bool read_log) {
    probed = project;
    std::optional<unity_instance> out;
    if (pid == 0) return out;
    out.emplace();
    out->pid = pid;
    out->log_file = "/logs/Editor.log";
    if (!read_log) return out;
    out->log_read = true;
    out->errors = parse_latest_compile_errors("Assets/Foo.cs(12,5): error CS1002: ; expected\n");
    return out;
  });
  auto [conn, link] = connect(register_message("run-1", "Game", json::object{{"pid", 100}}));
  std::string id = rec_.registered.at(0).first;
  pid = 200;
  EXPECT_EQ(registry_->state_of(*registry_->find(id)), "ready") << "connected: never probed";
  EXPECT_TRUE(probed.empty());
  link->on_closed(link_close::going_away, "quitting");
  ASSERT_EQ(registry_->find(id)->where, presence::gone);
  ASSERT_TRUE(probe_now());
  EXPECT_EQ(registry_->state_of(*registry_->find(id)), "not_loaded");
  EXPECT_EQ(probed, "/p/Game");
  auto views = registry_->views();
  ASSERT_EQ(views.size(), 1u);
  EXPECT_TRUE(views[0].live) << "calls for the project are routed to it, and told what to fix";
  auto d = registry_->describe(*registry_->find(id), "");
  EXPECT_EQ(d.at("state"), "not_loaded");
  const auto& n = d.at("notLoaded").as_object();
  EXPECT_EQ(n.at("pid"), 200);
  EXPECT_EQ(n.at("errorCount"), 1u);
  const auto& e = n.at("compileErrors").as_array().at(0).as_object();
  EXPECT_EQ(e.at("file"), "Assets/Foo.cs");
  EXPECT_EQ(e.at("line"), 12);
  EXPECT_EQ(e.at("column"), 5);
  EXPECT_EQ(e.at("code"), "CS1002");
  EXPECT_EQ(e.at("message"), "; expected");

  pid = 100;  // the process that last connected: it stopped answering, Patchbay was loaded
  ASSERT_TRUE(probe_now());
  EXPECT_EQ(registry_->state_of(*registry_->find(id)), "disconnected");
  pid = 0;  // no Unity process has the project open
  ASSERT_TRUE(probe_now());
  EXPECT_EQ(registry_->state_of(*registry_->find(id)), "disconnected");
  EXPECT_FALSE(registry_->views()[0].live);
}

// Issue 44: the log is read off the hub's thread. A probe stuck in a read (a FIFO, a slow or
// remote disk) leaves the hub answering: views answer from the last result at once, timers fire,
// and a second ask joins the probe under way instead of starting another.
TEST_F(EditorRegistry, AStuckEditorLogReadDoesNotHoldTheHubsThread) {
  std::mutex m;
  std::condition_variable cv;
  bool release = false;
  std::atomic<int> probes{0};
  registry_->set_instance_probe([&](const std::filesystem::path&, bool) {
    ++probes;
    std::unique_lock lock(m);
    cv.wait(lock, [&] { return release; });  // the read that does not return
    std::optional<unity_instance> out;
    out.emplace();
    out->pid = 200;
    out->log_read = true;
    out->errors = parse_latest_compile_errors("Assets/Foo.cs(1,1): error CS1002: ; expected\n");
    return out;
  });
  auto [conn, link] = connect(register_message("run-1", "Game", json::object{{"pid", 100}}));
  std::string id = rec_.registered.at(0).first;
  link->on_closed(link_close::going_away, "quitting");
  ASSERT_EQ(registry_->find(id)->where, presence::gone);

  bool asked = false, asked_again = false;
  boost::asio::co_spawn(ioc_, registry_->refresh_not_loaded(),
                        [&](std::exception_ptr) { asked = true; });
  boost::asio::co_spawn(ioc_, registry_->refresh_not_loaded(id),
                        [&](std::exception_ptr) { asked_again = true; });
  bool timer_fired = false;
  boost::asio::steady_timer t(ioc_, 20ms);
  t.async_wait([&](const boost::system::error_code&) { timer_fired = true; });
  ASSERT_TRUE(run_until([&] { return timer_fired; })) << "the hub's thread kept running";
  EXPECT_FALSE(asked);
  EXPECT_EQ(registry_->state_of(*registry_->find(id)), "disconnected")
      << "answered at once from what is known";
  EXPECT_EQ(probes.load(), 1) << "the second ask joined the probe under way";

  {
    std::lock_guard lock(m);
    release = true;
  }
  cv.notify_all();
  ASSERT_TRUE(run_until([&] { return asked && asked_again; }));
  EXPECT_EQ(probes.load(), 1);
  EXPECT_EQ(registry_->state_of(*registry_->find(id)), "not_loaded");
  EXPECT_EQ(registry_->describe(*registry_->find(id), "").at("notLoaded").at("errorCount"), 1u);
}

}  // namespace
}  // namespace patchbay::hub
