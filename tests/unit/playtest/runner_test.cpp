// The runner (src/playtest/runner.hpp) against a stand-in of the editor's tools: the calls a
// scenario makes, in order; every expectation checked and reported; an action that fails stops the
// run and play mode is left all the same; the summary and JUnit XML name the file, line and column
// of each failure.
#include "playtest/runner.hpp"
#include "playtest/recording.hpp"

#include <gtest/gtest.h>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>

#include <functional>
#include <map>

using namespace patchbay::playtest;
namespace json = boost::json;
namespace asio = boost::asio;

namespace {

class fake_editor final : public tool_caller {
 public:
  std::vector<std::pair<std::string, json::object>> calls;
  std::function<call_answer(const std::string&, const json::object&)> answer;

  asio::awaitable<call_answer> call(std::string tool, json::object arguments) override {
    calls.emplace_back(tool, arguments);
    co_return answer(tool, arguments);
  }
};

call_answer ok(json::value v) {
  call_answer a;
  a.value = v;
  a.text = json::serialize(v);
  return a;
}

call_answer error(std::string text) {
  call_answer a;
  a.is_error = true;
  a.text = std::move(text);
  return a;
}

report run_sync(const std::string& text, fake_editor& ed, run_options o = {}) {
  auto parsed = parse(text, "t");
  EXPECT_TRUE(parsed.ok());
  asio::io_context ioc;
  report out;
  asio::co_spawn(
      ioc, [&]() -> asio::awaitable<void> { out = co_await run(parsed.value, ed, o); },
      asio::detached);
  ioc.run();
  out.file = "t.playtest";
  return out;
}

// An editor that steps: the player rises 0.1 a frame; it collects the gem on the way.
call_answer stepping(const std::string& tool, const json::object& args) {
  if (tool == "get_editor_state") return ok(json::object{{"playMode", "edit"}});
  if (tool == "get_console_logs")
    return ok(json::object{
        {"entries", json::array{}},
        {"matched", args.contains("text") && args.at("text") == "Gem collected" ? 1 : 0},
        {"lastId", 41}});
  if (tool == "step_game") {
    json::array watched;
    for (const auto& w : args.contains("watch") ? args.at("watch").as_array() : json::array{}) {
      json::value after = w == "Player:Transform.localPosition.y"
                              ? json::value(6.0)
                              : json::value(json::array{1.0, 6.0, 0.0});
      watched.push_back(json::object{{"watch", w}, {"after", after}});
    }
    return ok(json::object{
        {"frames", args.at("frames")},
        {"endedBy", "frames"},
        {"stateHash", "sha256:abc"},
        {"watched", watched},
        {"playMode", "paused"},
        {"contacts", json::object{{"count", 1},
                                  {"events", json::array{json::object{{"frame", 12},
                                                                      {"kind", "trigger"},
                                                                      {"phase", "enter"},
                                                                      {"on", "Level/Player"},
                                                                      {"other", "Level/Gem"}}}}}}});
  }
  if (tool == "find_game_objects") return ok(json::object{{"items", json::array{}}});
  return ok(json::object{
      {"playMode", args.contains("action") && args.at("action") == "stop" ? "edit" : "paused"}});
}

}  // namespace

TEST(PlaytestRunner, AScenarioIsTheToolCallsItNamesInOrderAndPlayModeIsLeft) {
  fake_editor ed;
  ed.answer = stepping;
  auto r = run_sync(
      "playtest 1\nscene Assets/Scenes/PlayTest.unity\nframe-time 1/60\nseed 7\n"
      "step 60 frames inputs Space@5\nexpect Player:Transform.localPosition.y > 5\n"
      "expect Player:Transform.localPosition == 1,6,0\nexpect contact Player Gem trigger\n"
      "expect log \"Gem collected\"\nexpect no log Exception\nexpect missing Gem\n",
      ed);
  EXPECT_TRUE(r.passed) << summary({r});
  EXPECT_EQ(r.steps, 1);
  EXPECT_EQ(r.frames, 60);
  EXPECT_EQ(r.state_hash, "sha256:abc");
  std::vector<std::string> tools;
  for (const auto& c : ed.calls) tools.push_back(c.first);
  EXPECT_EQ(tools,
            (std::vector<std::string>{"get_editor_state", "open_scene", "get_console_logs",
                                      "set_play_mode", "step_game", "get_console_logs",
                                      "get_console_logs", "find_game_objects", "set_play_mode"}));
  EXPECT_EQ(ed.calls[3].second, (json::object{{"action", "play"}, {"paused", true}}));
  const json::object& step = ed.calls[4].second;
  EXPECT_EQ(step.at("seed"), 7);
  EXPECT_EQ(step.at("inputs"), (json::array{"Space@5"}));
  EXPECT_EQ(step.at("watch"),
            (json::array{"Player:Transform.localPosition.y", "Player:Transform.localPosition"}));
  // Log expectations read only what the run logged.
  EXPECT_EQ(ed.calls[5].second.at("since"), 41);
  EXPECT_EQ(ed.calls.back().second, (json::object{{"action", "stop"}}));
}

TEST(PlaytestRunner, FailedExpectationsAreAllReportedWithWhatWasFound) {
  fake_editor ed;
  ed.answer = stepping;
  auto r = run_sync(
      "playtest 1\nstep 10 frames\nexpect Player:Transform.localPosition.y < 1\n"
      "expect Player:Transform.localPosition == 1,2,0 within 0.5\nexpect contact Player Ground "
      "collision\n"
      "expect log Nope\nexpect exists Boss\n",
      ed);
  EXPECT_FALSE(r.passed);
  EXPECT_FALSE(r.errored) << "expectations that fail do not stop the run";
  std::string s = summary({r});
  EXPECT_NE(s.find("t.playtest:3:1: expect Player:Transform.localPosition.y < 1 — was 6"),
            std::string::npos)
      << s;
  EXPECT_NE(
      s.find(
          "t.playtest:4:1: expect Player:Transform.localPosition == 1,2,0 within 0.5 — was 1,6,0"),
      std::string::npos)
      << s;
  EXPECT_NE(s.find("t.playtest:5:1: expect contact Player Ground collision — not among the step's "
                   "1 contacts"),
            std::string::npos)
      << s;
  EXPECT_NE(s.find("t.playtest:6:1: expect log Nope — no console message of the run contains it"),
            std::string::npos)
      << s;
  EXPECT_NE(s.find("t.playtest:7:1: expect exists Boss — no GameObject named Boss"),
            std::string::npos)
      << s;
  EXPECT_NE(s.find("0 of 1 scenario passed"), std::string::npos) << s;
  std::string xml = junit_xml({r});
  EXPECT_NE(
      xml.find("<testsuites name=\"patchbay playtest\" tests=\"1\" failures=\"1\" errors=\"0\""),
      std::string::npos)
      << xml;
  EXPECT_NE(xml.find("<failure message=\"t.playtest:3:1: expect Player:Transform.localPosition.y "
                     "&lt; 1 — was 6\" "
                     "type=\"ExpectationFailed\">"),
            std::string::npos)
      << xml;
}

TEST(PlaytestRunner, AFieldThatDoesNotExistFailsAtItsExpectationAndPlayModeIsLeft) {
  fake_editor ed;
  ed.answer = [](const std::string& tool, const json::object& args) {
    if (tool == "step_game")
      return error(
          "watch 'Player:PlayerController.scroe': no field scroe on PlayerController; nearest: "
          "score, speed");
    return stepping(tool, args);
  };
  auto r = run_sync("playtest 1\nstep 10 frames\nexpect Player:PlayerController.scroe == 1\n", ed);
  EXPECT_FALSE(r.passed);
  EXPECT_TRUE(r.errored);
  ASSERT_EQ(r.checks.size(), 1u);
  EXPECT_EQ(r.checks[0].at.line, 3);
  EXPECT_NE(r.checks[0].detail.find("nearest: score"), std::string::npos);
  EXPECT_EQ(ed.calls.back().first, "set_play_mode");
  EXPECT_EQ(ed.calls.back().second.at("action"), "stop");
  std::string xml = junit_xml({r});
  EXPECT_NE(xml.find("errors=\"1\""), std::string::npos) << xml;
  EXPECT_NE(xml.find("type=\"ActionFailed\""), std::string::npos) << xml;
}

TEST(PlaytestRunner, AStepUntilThatRunsOutFailsTheScenario) {
  fake_editor ed;
  ed.answer = stepping;
  auto r = run_sync("playtest 1\nstep until exists Boss within 30 frames\nexpect log never\n", ed);
  EXPECT_FALSE(r.passed);
  ASSERT_FALSE(r.checks.empty());
  EXPECT_NE(r.checks[0].detail.find(
                "`until exists Boss` did not happen: the step ended by frames after 30 frames"),
            std::string::npos)
      << r.checks[0].detail;
  EXPECT_EQ(r.checks.size(), 1u) << "the run stops there";
}

TEST(PlaytestRunner, AnEditorInPlayModeIsStoppedFirst) {
  fake_editor ed;
  ed.answer = [](const std::string& tool, const json::object& args) {
    if (tool == "get_editor_state") return ok(json::object{{"playMode", "playing"}});
    return stepping(tool, args);
  };
  auto r = run_sync("playtest 1\nstep 1 frames\n", ed);
  EXPECT_TRUE(r.passed) << summary({r});
  EXPECT_EQ(ed.calls[1].first, "set_play_mode");
  EXPECT_EQ(ed.calls[1].second.at("action"), "stop");
}

TEST(PlaytestRunner, OnAPlayerNothingEntersOrLeavesPlayModeAndASceneIsRefused) {
  fake_editor ed;
  ed.answer = stepping;
  run_options player;
  player.player = true;
  auto r = run_sync("playtest 1\nplay\nstep 5 frames\nstop\n", ed, player);
  EXPECT_TRUE(r.passed) << summary({r});
  std::vector<std::string> tools;
  for (const auto& c : ed.calls) tools.push_back(c.first);
  EXPECT_EQ(tools, (std::vector<std::string>{"get_console_logs", "step_game"}));
  fake_editor ed2;
  ed2.answer = stepping;
  auto refused = run_sync("playtest 1\nscene Assets/Scenes/A.unity\nstep 5 frames\n", ed2, player);
  EXPECT_FALSE(refused.passed);
  ASSERT_EQ(refused.checks.size(), 1u);
  EXPECT_EQ(refused.checks[0].at.line, 2);
  EXPECT_NE(refused.checks[0].detail.find("opens none"), std::string::npos);
  EXPECT_TRUE(ed2.calls.empty()) << "nothing ran";
}

TEST(PlaytestRunner, ASyntaxErrorIsReportedAndNothingRuns) {
  auto parsed = parse("playtest 1\nstep 10 frame inputs X@10\n", "bad");
  auto r = not_parsed("bad", "bad.playtest", parsed.problems);
  std::string s = summary({r});
  EXPECT_NE(s.find("SYNTAX bad.playtest (1 problem, nothing ran)"), std::string::npos) << s;
  EXPECT_NE(s.find("bad.playtest:2:22: input `X@10` is scheduled outside the window"),
            std::string::npos)
      << s;
  auto j = to_json(r);
  EXPECT_EQ(j.at("passed"), false);
  EXPECT_EQ(j.at("syntaxErrors").as_array()[0].as_object().at("column"), 22);
  std::string xml = junit_xml({r});
  EXPECT_NE(xml.find("type=\"SyntaxError\""), std::string::npos) << xml;
}

TEST(PlaytestRecording, ASessionsCallsBecomeAScenarioThatParses) {
  std::vector<recorded_call> calls{
      {"open_scene", json::object{{"path", "Assets/Scenes/PlayTest.unity"}}, nullptr, false},
      {"set_play_mode", json::object{{"action", "play"}, {"paused", true}}, nullptr, false},
      {"step_game",
       json::object{{"frames", 90},
                    {"frameTime", 0.02},
                    {"seed", 7},
                    {"inputs", json::array{"Space@5", "D@10-50"}},
                    {"watch", json::array{"Player:Transform.localPosition"}}},
       json::object{
           {"watched", json::array{json::object{{"watch", "Player:Transform.localPosition"},
                                                {"after", json::array{2.73333, 7.27, 0}}}}},
           {"contacts", json::object{{"count", 1},
                                     {"events", json::array{json::object{{"frame", 3},
                                                                         {"kind", "trigger"},
                                                                         {"phase", "enter"},
                                                                         {"on", "Player"},
                                                                         {"other", "Coin"}}}}}}},
       false},
      {"step_game", json::object{{"frames", 100000}}, nullptr, true},  // refused: left out
      {"simulate_input", json::object{{"key", "Space"}}, nullptr, false},
      {"step_game",
       json::object{
           {"target", "Player"}, {"condition", "Transform.localPosition.y < 1"}, {"frames", 200}},
       json::object{{"watched", json::array{}}}, false},
      {"capture_screenshot", json::object{{"baseline", "Assets/Tests/B.png"}, {"tolerance", 0.05}},
       nullptr, false},
      {"set_play_mode", json::object{{"action", "stop"}}, nullptr, false},
  };
  auto rec = record(calls, "Jump");
  ASSERT_TRUE(rec.error.empty()) << rec.error;
  EXPECT_EQ(rec.steps, 2);
  EXPECT_EQ(rec.text,
            "playtest 1\nname Jump\nscene Assets/Scenes/PlayTest.unity\nframe-time 0.02\nseed 7\n\n"
            "play\nstep 90 frames inputs Space@5 D@10-50\nexpect Player:Transform.localPosition == "
            "2.73333,7.27,0 within 0.001\n"
            "expect contact Player Coin trigger enter\n"
            "# on the wall clock, not frame-exact (step inputs are):\ncall simulate_input "
            "{\"key\":\"Space\"}\n"
            "step until Player:Transform.localPosition.y < 1 within 200 frames\n"
            "expect image Assets/Tests/B.png tolerance 0.05\nstop\n");
  auto again = parse(rec.text, "x");
  EXPECT_TRUE(again.ok()) << (again.problems.empty() ? "" : describe(again.problems[0], "rec"));
}

TEST(PlaytestRecording, NamesWithBlanksAreQuotedAndReadBack) {
  std::vector<recorded_call> calls{
      {"step_game",
       json::object{{"frames", 10},
                    {"target", "Main Camera"},
                    {"condition", "Transform.localPosition.y > 1"}},
       json::object{
           {"watched", json::array{json::object{{"watch", "Main Camera:Transform.localPosition"},
                                                {"after", json::array{0, 1, -10}}}}}},
       false},
      {"step_game",
       json::object{
           {"frames", 10}, {"target", "Player"}, {"condition", "Transform.localPosition.y>1"}},
       nullptr, false},
  };
  auto rec = record(calls, "");
  EXPECT_NE(
      rec.text.find("step until \"Main Camera:Transform.localPosition.y\" > 1 within 10 frames\n"
                    "expect \"Main Camera:Transform.localPosition\" == 0,1,-10\n"),
      std::string::npos)
      << rec.text;
  EXPECT_NE(rec.text.find("call step_game {"), std::string::npos) << rec.text;
  auto again = parse(rec.text, "x");
  EXPECT_TRUE(again.ok()) << (again.problems.empty() ? "" : describe(again.problems[0], "rec"))
                          << rec.text;
}

TEST(PlaytestRecording, NothingToRecordSaysHowToMakeARecording) {
  auto rec = record({{"open_scene", json::object{{"path", "Assets/A.unity"}}, nullptr, false}}, "");
  EXPECT_TRUE(rec.text.empty());
  EXPECT_NE(rec.error.find("Nothing to record"), std::string::npos);
}
