#include "hub/editor_health.hpp"

#include <gtest/gtest.h>

namespace patchbay::hub {
namespace {

using namespace std::chrono;
namespace json = boost::json;

constexpr milliseconds blocked_after{15000};

editor_health probe(std::string_view health_json) {
  auto parsed = parse_health(json::object{{"health", json::parse(health_json)}});
  EXPECT_TRUE(parsed.has_value());
  return parsed.value_or(editor_health{});
}

TEST(EditorHealth, AnOlderPackageSendsNoHealth) {
  EXPECT_FALSE(parse_health(json::object{}).has_value());
  EXPECT_FALSE(parse_health(json::value(nullptr)).has_value());
  EXPECT_FALSE(parse_health(json::object{{"health", "fine"}}).has_value());
}

TEST(EditorHealth, AnEditorThatUpdatesAndRunsNothingIsReady) {
  auto st = derive_health(probe(R"({"lastUpdateMsAgo": 12, "playMode": "edit", "queued": 0})"),
                          milliseconds(0), blocked_after);
  EXPECT_EQ(st.kind, health_kind::ready);
  EXPECT_EQ(st.summary, "ready");
  EXPECT_EQ(st.remedy, "");
  // Play mode with a running main thread is ready too.
  EXPECT_EQ(derive_health(probe(R"({"lastUpdateMsAgo": 12, "playMode": "playing"})"),
                          milliseconds(0), blocked_after)
                .kind,
            health_kind::ready);
}

TEST(EditorHealth, BusyStatesSayWhatAndSinceWhenCountingTheAnswersAge) {
  auto compiling =
      derive_health(probe(R"({"lastUpdateMsAgo": 5, "compilingForMs": 13000, "playMode": "edit"})"),
                    milliseconds(1500), blocked_after);
  EXPECT_EQ(compiling.kind, health_kind::busy);
  EXPECT_EQ(compiling.summary, "busy: compiling since 14 s");
  EXPECT_EQ(derive_health(probe(R"({"lastUpdateMsAgo": 5, "importingForMs": 3000})"),
                          milliseconds(0), blocked_after)
                .summary,
            "busy: importing assets since 3 s");
  EXPECT_EQ(derive_health(probe(R"({"lastUpdateMsAgo": 5, "playMode": "entering",
                                    "playModeForMs": 2000})"),
                          milliseconds(0), blocked_after)
                .summary,
            "busy: entering play mode since 2 s");
  EXPECT_EQ(derive_health(probe(R"({"lastUpdateMsAgo": 5, "queued": 2,
                                    "call": {"tool": "run_tests", "id": "h-1-3", "forMs": 130000}})"),
                          milliseconds(0), blocked_after)
                .summary,
            "busy: running run_tests since 2 min (2 calls waiting)");
}

TEST(EditorHealth, ASilentMainThreadDuringPlayModeIsBlockedWithItsRemedy) {
  auto st = derive_health(
      probe(
          R"({"lastUpdateMsAgo": 38000, "playMode": "playing", "playModeForMs": 60000, "queued": 1})"),
      milliseconds(2000), blocked_after);
  EXPECT_EQ(st.kind, health_kind::blocked);
  EXPECT_EQ(st.summary, "blocked: main thread silent for 40 s during play mode (1 call waiting)");
  EXPECT_NE(st.remedy.find("The main thread has not run for 40 s during play mode, likely an "
                           "endless loop in a script: ask the user to stop play mode"),
            std::string::npos)
      << st.remedy;
}

TEST(EditorHealth, TheThresholdDecidesAndTheAnswersAgeCounts) {
  auto fresh = probe(R"({"lastUpdateMsAgo": 10000, "playMode": "edit"})");
  EXPECT_EQ(derive_health(fresh, milliseconds(4999), blocked_after).kind, health_kind::ready);
  auto st = derive_health(fresh, milliseconds(5000), blocked_after);
  EXPECT_EQ(st.kind, health_kind::blocked);
  EXPECT_EQ(st.summary, "blocked: main thread silent for 15 s");
  EXPECT_NE(st.remedy.find("modal dialog"), std::string::npos) << st.remedy;
  // No update seen yet: not blocked on that alone.
  EXPECT_EQ(derive_health(probe(R"({"playMode": "edit"})"), hours(1), blocked_after).kind,
            health_kind::ready);
}

TEST(EditorHealth, ABlockedEditorNamesTheCauseItKnows) {
  auto compiling = derive_health(
      probe(R"({"lastUpdateMsAgo": 20000, "compilingForMs": 25000, "playMode": "edit"})"),
      milliseconds(0), blocked_after);
  EXPECT_EQ(compiling.summary, "blocked: main thread silent for 20 s while compiling");
  EXPECT_NE(compiling.remedy.find("Unity is compiling scripts since 25 s"), std::string::npos);
  EXPECT_NE(compiling.remedy.find("retry after it finishes, or call compile to wait for it"),
            std::string::npos);
  auto importing = derive_health(probe(R"({"lastUpdateMsAgo": 20000, "importingForMs": 21000,
                                           "call": {"tool": "refresh_assets", "id": "x", "forMs": 21000}})"),
                                 milliseconds(0), blocked_after);
  EXPECT_EQ(importing.summary,
            "blocked: main thread silent for 20 s while importing assets, running refresh_assets");
  auto entering = derive_health(probe(R"({"lastUpdateMsAgo": 20000, "playMode": "entering",
                                          "playModeForMs": 20000})"),
                                milliseconds(0), blocked_after);
  EXPECT_EQ(entering.summary, "blocked: main thread silent for 20 s while entering play mode");
  auto running = derive_health(probe(R"({"lastUpdateMsAgo": 20000, "playMode": "edit",
                                         "call": {"tool": "execute_code", "id": "x", "forMs": 20000}})"),
                               milliseconds(0), blocked_after);
  EXPECT_EQ(running.summary, "blocked: main thread silent for 20 s, running execute_code");
  EXPECT_NE(running.remedy.find("while running execute_code"), std::string::npos);
  // Issue 45: the agent's own code in a loop is not something to wait for.
  EXPECT_EQ(running.remedy.find("wait for it to finish"), std::string::npos) << running.remedy;
  EXPECT_NE(running.remedy.find("the code may never return"), std::string::npos) << running.remedy;
  auto testing = derive_health(probe(R"({"lastUpdateMsAgo": 20000, "playMode": "edit",
                                         "call": {"tool": "run_tests", "id": "x", "forMs": 20000}})"),
                               milliseconds(0), blocked_after);
  EXPECT_NE(testing.remedy.find("wait for it to finish"), std::string::npos) << testing.remedy;
}

TEST(EditorHealth, TheJsonViewIsAgedLikeTheSummary) {
  auto h = probe(R"({"lastUpdateMsAgo": 100, "compilingForMs": 200, "playMode": "edit",
                     "playModeForMs": 300, "queued": 2, "call": {"tool": "t", "id": "i", "forMs": 400}})");
  auto o = health_json(h, milliseconds(1000));
  EXPECT_EQ(o.at("lastUpdateMsAgo").as_int64(), 1100);
  EXPECT_EQ(o.at("compilingForMs").as_int64(), 1200);
  EXPECT_EQ(o.at("playModeForMs").as_int64(), 1300);
  EXPECT_EQ(o.at("call").at("forMs").as_int64(), 1400);
  EXPECT_EQ(o.at("queued").as_int64(), 2);
  EXPECT_FALSE(o.contains("importingForMs"));
}

// Issue 45: the jobs the editor finished lately, bounded; what is not an id is left out.
TEST(EditorHealth, FinishedJobsAreReadBounded) {
  auto h = probe(R"({"playMode": "edit", "finishedJobs": ["j1", 7, "", "j2"]})");
  EXPECT_EQ(h.finished_jobs, (std::vector<std::string>{"j1", "j2"}));
  std::string many = R"({"finishedJobs": [)";
  for (int i = 0; i < 100; ++i) many += (i ? ",\"j" : "\"j") + std::to_string(i) + "\"";
  many += "]}";
  EXPECT_EQ(probe(many).finished_jobs.size(), max_finished_jobs);
  EXPECT_TRUE(probe(R"({"playMode": "edit"})").finished_jobs.empty()) << "an older package";
}

TEST(EditorHealth, DurationsReadAsAPersonWouldSayThem) {
  EXPECT_EQ(describe_duration(999), "0 s");
  EXPECT_EQ(describe_duration(14000), "14 s");
  EXPECT_EQ(describe_duration(119999), "119 s");
  EXPECT_EQ(describe_duration(120000), "2 min");
  EXPECT_EQ(describe_duration(3900000), "65 min");
  EXPECT_EQ(describe_duration(7500000), "2 h 5 min");
}

}  // namespace
}  // namespace patchbay::hub
