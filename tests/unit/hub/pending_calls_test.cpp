// pending_calls and unsettled_calls alone: the forwarder's open calls by editor and link id, and
// the calls answered "outcome unknown" whose repeat is recognised (docs/protocol.md §6.1).

#include "hub/pending_calls.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <string>

namespace patchbay::hub {
namespace {

using namespace std::chrono_literals;

std::shared_ptr<pending_call> call(std::uint64_t seq, std::string editor, std::uint64_t session) {
  auto c = std::make_shared<pending_call>();
  c->seq = seq;
  c->link_id = "h-1-" + std::to_string(seq);
  c->editor_id = std::move(editor);
  c->session_id = session;
  return c;
}

TEST(PendingCalls, CallsAreFoundByLinkIdAndKeptByEditorInCallOrder) {
  pending_calls calls;
  auto a = call(2, "Game@1", 7), b = call(1, "Game@1", 8), c = call(3, "Other@2", 7);
  calls.add(a);
  calls.add(b);
  calls.add(c);
  EXPECT_EQ(calls.find("h-1-2"), a);
  EXPECT_EQ(calls.find("h-1-9"), nullptr);
  EXPECT_EQ(calls.count("Game@1"), 2u);
  EXPECT_EQ(calls.count_of_session(7), 2u);
  auto game = calls.of_editor("Game@1");
  ASSERT_EQ(game.size(), 2u);
  EXPECT_EQ(game[0], b);  // seq 1 first
  EXPECT_EQ(calls.editors(), (std::vector<std::string>{"Game@1", "Other@2"}));
  calls.remove(*a);
  EXPECT_EQ(calls.find("h-1-2"), nullptr);
  EXPECT_EQ(calls.count("Game@1"), 1u);
}

TEST(PendingCalls, AnAnswerFromAnotherEditorFindsNoCall) {
  pending_calls calls;
  calls.add(call(1, "Game@1", 7));
  EXPECT_NE(calls.answered_by("Game@1", "h-1-1"), nullptr);
  EXPECT_EQ(calls.answered_by("Other@2", "h-1-1"), nullptr);
  EXPECT_EQ(calls.answered_by("Game@1", "h-9-9"), nullptr);
}

TEST(UnsettledCalls, ARepeatIsRecognisedOnceWithinItsLifetime) {
  unsettled_calls unsettled;
  auto key = unsettled_calls::key_of("s-1", "Game@1", "compile", boost::json::object{{"a", 1}});
  EXPECT_EQ(key,
            unsettled_calls::key_of("s-1", "Game@1", "compile", boost::json::object{{"a", 1}}));
  EXPECT_NE(key,
            unsettled_calls::key_of("s-2", "Game@1", "compile", boost::json::object{{"a", 1}}));
  auto now = std::chrono::steady_clock::now();
  unsettled.remember(key, "h-1-4", now);
  EXPECT_FALSE(unsettled.empty());
  EXPECT_EQ(unsettled.recall(key, now + 1min), "h-1-4");
  EXPECT_EQ(unsettled.recall(key, now + 1min), "") << "once";
  unsettled.remember(key, "h-1-5", now);
  EXPECT_EQ(unsettled.recall(key, now + unsettled_call_lifetime + 1s), "") << "expired";
  EXPECT_TRUE(unsettled.empty());
}

TEST(UnsettledCalls, TheMemoryIsBounded) {
  unsettled_calls unsettled;
  auto now = std::chrono::steady_clock::now();
  for (std::size_t i = 0; i <= max_unsettled_calls; ++i) {
    std::string key = "k", link = "h-";  // appended: GCC 12 warns on "k" + to_string (-Wrestrict)
    key += std::to_string(i);
    link += std::to_string(i);
    unsettled.remember(key, link, now + std::chrono::milliseconds(i));
  }
  EXPECT_EQ(unsettled.recall("k0", now), "") << "the oldest gave way";
  EXPECT_EQ(unsettled.recall("k1", now), "h-1");
}

}  // namespace
}  // namespace patchbay::hub
