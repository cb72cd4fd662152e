// The dashboard's model without the hub: the bounded ring of calls, what it keeps of arguments and
// errors, and its change feed (weak listeners, close).

#include "hub/dashboard.hpp"

#include <gtest/gtest.h>

namespace patchbay::hub {
namespace {

namespace json = boost::json;

call_entry a_call(std::string tool) {
  call_entry c;
  c.time = std::chrono::system_clock::time_point(std::chrono::seconds(1767225600));  // 2026-01-01
  c.session = "s-1";
  c.client = "client";
  c.editor = "Game@1234abcd";
  c.tool = std::move(tool);
  c.reason = "only";
  c.outcome = "ok";
  c.arguments = json::object{{"name", "Player"}};
  return c;
}

struct recorder : dashboard_listener {
  int states = 0;
  std::vector<json::object> calls;
  bool closed = false;
  void state_changed() override { ++states; }
  void call_logged(const json::object& c) override { calls.push_back(c); }
  void feed_closed() override { closed = true; }
};

TEST(Dashboard, TheRingKeepsTheNewestCallsUpToItsBoundNewestFirst) {
  dashboard d({.max_calls = 3});
  for (int i = 1; i <= 5; ++i) d.record(a_call("tool" + std::to_string(i)));
  auto calls = d.calls_json();
  ASSERT_EQ(calls.size(), 3u);
  EXPECT_EQ(calls[0].at("tool"), "tool5");
  EXPECT_EQ(calls[2].at("tool"), "tool3");
  EXPECT_EQ(calls[0].at("seq"), 5);
}

TEST(Dashboard, ArgumentsAreDroppedUnlessTheHubShowsThem) {
  dashboard hidden;
  hidden.record(a_call("create_game_object"));
  EXPECT_FALSE(hidden.calls_json()[0].as_object().contains("arguments"));

  dashboard shown({.show_args = true});
  shown.record(a_call("create_game_object"));
  EXPECT_EQ(shown.calls_json()[0].at("arguments").at("name"), "Player");
}

TEST(Dashboard, ShownArgumentsAreBoundedByANote) {
  dashboard d({.show_args = true, .max_argument_bytes = 64});
  auto c = a_call("create_script");
  c.arguments = json::object{{"contents", std::string(1000, 'x')}};
  d.record(std::move(c));
  auto args = d.calls_json()[0].at("arguments");
  ASSERT_TRUE(args.is_string()) << json::serialize(args);
  EXPECT_NE(std::string(args.as_string()).find("not shown"), std::string::npos);
}

TEST(Dashboard, LongErrorsAreCutOnACharacterBoundary) {
  dashboard d({.max_error_chars = 10});
  auto c = a_call("fail");
  c.outcome = "error";
  c.error = "abcdefghi\xc3\xa9tail";  // "é" straddles the cut at 10 bytes
  d.record(std::move(c));
  std::string e(d.calls_json()[0].at("error").as_string());
  EXPECT_EQ(e, "abcdefghi…");
}

TEST(Dashboard, ListenersHearCallsAndChangesAndMayGoAwayWithoutUnsubscribing) {
  dashboard d;
  auto kept = std::make_shared<recorder>();
  auto dropped = std::make_shared<recorder>();
  d.subscribe(kept);
  d.subscribe(dropped);
  EXPECT_EQ(d.listener_count(), 2u);
  dropped.reset();
  d.changed();
  d.record(a_call("echo"));
  EXPECT_EQ(d.listener_count(), 1u);
  EXPECT_EQ(kept->states, 1);
  ASSERT_EQ(kept->calls.size(), 1u);
  EXPECT_EQ(kept->calls[0].at("tool"), "echo");
  EXPECT_FALSE(kept->calls[0].contains("arguments"));
  d.close();
  EXPECT_TRUE(kept->closed);
  d.changed();
  EXPECT_EQ(kept->states, 1) << "nothing after close";
}

TEST(Dashboard, IsoTimeHasMilliseconds) {
  using namespace std::chrono;
  auto t = sys_days{year{2026} / 11 / 25} + hours(12) + minutes(3) + seconds(4) + milliseconds(56);
  EXPECT_EQ(dashboard::iso_time(time_point_cast<system_clock::duration>(t)),
            "2026-11-25T12:03:04.056Z");
}

}  // namespace
}  // namespace patchbay::hub
