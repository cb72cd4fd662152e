// The .playtest format (src/playtest/scenario.hpp): a good file reads into the actions a run
// carries out, and every problem of a bad one is reported at once with its line and column.
#include "playtest/scenario.hpp"

#include <gtest/gtest.h>

using namespace patchbay::playtest;

namespace {

const char* good = R"(# The player jumps over the gap and takes the gem.
playtest 1
name "Jump to the gem"
scene Assets/Game/Scenes/Platformer.unity
frame-time 1/50
seed 7
watch Player:Transform.localPosition

play
set Player:PlayerController.speed = 6
step 60 frames inputs Space@5 D@10-50 stick:1,0@0-end
expect Player:Transform.localPosition.y > 1
expect Player:PlayerController.score == 1
expect Player:Transform.localPosition == 2.5,1,0 within 0.01
expect contact Player Gem trigger enter
expect log "Gem collected"
expect no log "Exception"
expect missing Gem
step until Player:Transform.localPosition.y <= 0.5 within 2 seconds
step until log "landed" within 120 frames
call set_time_scale {"scale": 1}
expect image Assets/Tests/Baselines/Jump.png tolerance 0.05 ignore 0,0,64,16
stop
)";

std::string all(const parse_result& r) {
  std::string out;
  for (const auto& p : r.problems) out += describe(p, "f.playtest") + "\n";
  return out;
}

}  // namespace

TEST(PlaytestScenario, AGoodFileReadsIntoItsActions) {
  auto r = parse(good, "fallback");
  ASSERT_TRUE(r.ok()) << all(r);
  const scenario& s = r.value;
  EXPECT_EQ(s.name, "Jump to the gem");
  EXPECT_EQ(s.scene, "Assets/Game/Scenes/Platformer.unity");
  ASSERT_TRUE(s.frame_time);
  EXPECT_DOUBLE_EQ(*s.frame_time, 0.02);
  EXPECT_EQ(s.seed, 7);
  ASSERT_EQ(s.actions.size(), 15u);
  EXPECT_EQ(s.actions[0].what, action::kind::play);
  EXPECT_EQ(s.actions[1].what, action::kind::set);
  EXPECT_EQ(s.actions[1].arguments.at("target"), "Player");
  EXPECT_EQ(s.actions[1].arguments.at("component"), "PlayerController");
  EXPECT_EQ(s.actions[1].arguments.at("field"), "speed");
  const action& step = s.actions[2];
  EXPECT_EQ(step.at.line, 11);
  EXPECT_EQ(step.step.frames, 60);
  EXPECT_EQ(step.step.inputs, (std::vector<std::string>{"Space@5", "D@10-50", "stick:1,0@0-end"}));
  // The watch line and every field the expectations after the step read, once each.
  EXPECT_EQ(step.step.watch, (std::vector<std::string>{"Player:Transform.localPosition",
                                                       "Player:Transform.localPosition.y",
                                                       "Player:PlayerController.score"}));
  EXPECT_EQ(s.actions[3].step_index, 2);
  EXPECT_EQ(s.actions[3].expect.op, comparison::gt);
  EXPECT_EQ(s.actions[5].expect.expected, (boost::json::array{2.5, 1.0, 0.0}));
  EXPECT_EQ(s.actions[5].expect.within, 0.01);
  EXPECT_EQ(s.actions[6].expect.contact_kind, "trigger");
  EXPECT_EQ(s.actions[6].expect.phase, "enter");
  EXPECT_EQ(s.actions[7].expect.what, expectation::kind::log);
  EXPECT_EQ(s.actions[8].expect.what, expectation::kind::no_log);
  EXPECT_EQ(s.actions[9].expect.what, expectation::kind::missing);
  const action& until = s.actions[10];
  EXPECT_TRUE(until.step.until);
  EXPECT_EQ(until.step.until_target, "Player");
  EXPECT_EQ(until.step.until_condition, "Transform.localPosition.y <= 0.5");
  EXPECT_EQ(until.step.seconds, 2.0);
  EXPECT_EQ(s.actions[11].step.until_log, "landed");
  EXPECT_EQ(s.actions[12].tool, "set_time_scale");
  EXPECT_EQ(s.actions[12].arguments.at("scale"), 1);
  EXPECT_EQ(s.actions[13].expect.tolerance, 0.05);
  ASSERT_EQ(s.actions[13].expect.ignore.size(), 1u);
  EXPECT_EQ(s.actions[13].expect.ignore[0][2], 64);
  EXPECT_EQ(s.actions[14].what, action::kind::stop);
}

TEST(PlaytestScenario, TheNameDefaultsToTheFileAndCrlfAndBomAreRead) {
  auto r = parse("\xEF\xBB\xBFplaytest 1\r\nstep 1 frames\r\n", "Smoke");
  ASSERT_TRUE(r.ok()) << all(r);
  EXPECT_EQ(r.value.name, "Smoke");
}

TEST(PlaytestScenario, EveryProblemIsReportedWithItsLineAndColumn) {
  const char* bad =
      "playtest 1\n"
      "scene Assets/Scenes/Level\n"                // 2:7 not a .unity
      "stpe 10 frames\n"                           // 3:1 unknown, nearest step
      "step 10 frames inputs Space@12\n"           // 4:23 outside the window
      "step 0 frames\n"                            // 5:6 absurd bound
      "step 20000 frames\n"                        // 6:6
      "step\n"                                     // 7: no bound
      "expect Player:Transform.position.y >> 1\n"  // 8:36 unknown comparison
      "expect log \"unterminated\n"                // 9:12
      "frame-time 2\n"                             // 10:1 header after actions
      "step 10 frames inputs D@5-2 D5\n"           // 11:23, 11:29
      "expect image Shots/a.png\n";                // 12:14
  auto r = parse(bad, "bad");
  std::string text = all(r);
  EXPECT_NE(text.find("f.playtest:2:7: `scene` names a scene file"), std::string::npos) << text;
  EXPECT_NE(text.find("f.playtest:3:1: unknown directive `stpe`; did you mean `step`?"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("f.playtest:4:23: input `Space@12` is scheduled outside the window: this "
                      "step runs 10 frames (0 to 9)"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("f.playtest:5:6: 0 frames: a step runs 1 to 10000 frames"), std::string::npos)
      << text;
  EXPECT_NE(text.find("f.playtest:6:6: 20000 frames"), std::string::npos) << text;
  EXPECT_NE(text.find("f.playtest:7:5: `step` needs more"), std::string::npos) << text;
  EXPECT_NE(text.find("f.playtest:8:36: unknown comparison `>>`"), std::string::npos) << text;
  EXPECT_NE(text.find("f.playtest:9:12: unterminated string"), std::string::npos) << text;
  EXPECT_NE(text.find("f.playtest:10:1: `frame-time` belongs to the scenario's header, before its "
                      "first action (line 4)"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("f.playtest:11:23: input `D@5-2` ends before it starts"), std::string::npos)
      << text;
  EXPECT_NE(text.find("f.playtest:11:29: input `D5` is not INPUT@FRAME"), std::string::npos)
      << text;
  EXPECT_NE(text.find("f.playtest:12:14: a baseline is a PNG under Assets/"), std::string::npos)
      << text;
  EXPECT_EQ(r.problems.size(), 12u) << text;
}

TEST(PlaytestScenario, TheVersionLineComesFirstAndIsOne) {
  auto none = parse("step 10 frames\n", "x");
  ASSERT_FALSE(none.ok());
  EXPECT_EQ(describe(none.problems[0], "x"),
            "x:1:1: a scenario file begins with `playtest 1` (the format's version), before any "
            "other line");
  auto newer = parse("# made tomorrow\nplaytest 2\nstep 1 frames\n", "x");
  ASSERT_FALSE(newer.ok());
  EXPECT_EQ(describe(newer.problems[0], "x"),
            "x:2:10: this Patchbay reads playtest format 1; the file is format 2 (a newer Patchbay "
            "wrote it, or the number is wrong)");
  auto empty = parse("\n# nothing\n", "x");
  ASSERT_FALSE(empty.ok());
  EXPECT_NE(empty.problems[0].message.find("empty scenario"), std::string::npos);
  auto no_step = parse("playtest 1\nplay\n", "x");
  ASSERT_FALSE(no_step.ok());
  EXPECT_NE(no_step.problems[0].message.find("has no `step`"), std::string::npos);
}

TEST(PlaytestScenario, ExpectationsThatReadAStepNeedOneBefore) {
  auto r = parse(
      "playtest 1\nexpect Player:Transform.position.x > 1\nexpect exists Player\nstep 5 frames\n",
      "x");
  ASSERT_EQ(r.problems.size(), 1u) << all(r);
  EXPECT_EQ(describe(r.problems[0], "x"),
            "x:2:8: this expectation reads the answer of the step before it: put a `step` first");
}

TEST(PlaytestScenario, SetupHappensInPlayModeOnly) {
  auto r = parse("playtest 1\nset Player:PlayerController.speed = 3\nstep 5 frames\n", "x");
  ASSERT_EQ(r.problems.size(), 1u) << all(r);
  EXPECT_EQ(r.problems[0].at.line, 2);
  EXPECT_NE(r.problems[0].message.find("`set` before `play`"), std::string::npos);
}

TEST(PlaytestScenario, StepBoundsInSecondsCountAtTheFileFrameTime) {
  auto r = parse(
      "playtest 1\nframe-time 0.001\nstep 20 seconds\nstep 1 seconds inputs Space@999 Space@1000\n",
      "x");
  std::string text = all(r);
  ASSERT_EQ(r.problems.size(), 2u) << text;
  EXPECT_NE(r.problems[0].message.find("is over 10000 frames"), std::string::npos) << text;
  EXPECT_EQ(r.problems[1].at.line, 4);
  EXPECT_EQ(r.problems[1].at.column, 33);
  EXPECT_NE(r.problems[1].message.find("this step runs 1000 frames (0 to 999)"), std::string::npos)
      << text;
}

TEST(PlaytestScenario, CallTakesOneJsonObject) {
  auto r = parse(
      "playtest 1\nstep 1 frames\ncall wait_until {\"frames\": 3\ncall Bad {}\ncall ping\n", "x");
  ASSERT_EQ(r.problems.size(), 2u) << all(r);
  EXPECT_EQ(r.problems[0].at.line, 3);
  EXPECT_EQ(r.problems[0].at.column, 17);
  EXPECT_NE(r.problems[0].message.find("one JSON object"), std::string::npos);
  EXPECT_NE(r.problems[1].message.find("`Bad` is not a tool name"), std::string::npos);
}

TEST(PlaytestScenario, TooManyWatchedFieldsForOneStepIsAProblem) {
  std::string text = "playtest 1\nstep 1 frames\n";
  for (int i = 0; i < 17; ++i) text += "expect P:C.f" + std::to_string(i) + " == 1\n";
  auto r = parse(text, "x");
  ASSERT_EQ(r.problems.size(), 1u) << all(r);
  EXPECT_EQ(r.problems[0].at.line, 19);
  EXPECT_NE(r.problems[0].message.find("would watch 17 fields"), std::string::npos);
}

TEST(PlaytestScenario, ColumnsCountCharactersNotBytes) {
  auto r = parse("playtest 1\nname \"Sprung über\" x\nstep 1 frames\nexpect log \"é\" z\n", "x");
  ASSERT_EQ(r.problems.size(), 1u) << all(r);
  EXPECT_EQ(r.problems[0].at.column, 16);  // "z" after `expect log "é" ` counts é once
}
