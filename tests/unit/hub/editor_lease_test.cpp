// editor_lease alone (docs/protocol.md §6.3): one holder per editor, a fair FIFO queue bounded by
// --lease-queue, turns handed on when a holder ends, leaves, or its job ends; the busy text names
// the holder. Pure bookkeeping: times are given, never waited for.

#include "hub/editor_lease.hpp"
#include "hub/editor_health.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace patchbay::hub {
namespace {

using namespace std::chrono;
using namespace std::chrono_literals;

class EditorLease : public ::testing::Test {
 protected:
  lease_party party(std::uint64_t session, std::string tool) {
    lease_party p;
    p.ticket = lease_.next_ticket();
    p.session_id = session;
    p.session = "s-" + std::to_string(session);
    p.client = "agent-" + std::to_string(session);
    p.tool = std::move(tool);
    p.since = system_clock::now();
    return p;
  }
  // Asks for the lease; its turn, when it comes later, is recorded in `turns_`.
  std::pair<lease_answer, std::uint64_t> ask(std::uint64_t session, std::string tool,
                                             std::string editor = "Game@1") {
    auto p = party(session, std::move(tool));
    auto ticket = p.ticket;
    auto answer =
        lease_.request(editor, std::move(p), [this, ticket] { turns_.push_back(ticket); });
    return {answer, ticket};
  }

  editor_lease lease_{3};
  std::vector<std::uint64_t> turns_;
};

TEST_F(EditorLease, TheFirstHoldsTheOthersWaitInArrivalOrder) {
  auto [a0, t1] = ask(1, "compile");
  auto [a1, t2] = ask(2, "run_tests");
  auto [a2, t3] = ask(3, "refresh_assets");
  auto [a3, t4] = ask(2, "set_play_mode");  // the same session queues again, behind the others
  EXPECT_EQ(a0, lease_answer::granted);
  EXPECT_EQ(a1, lease_answer::queued);
  EXPECT_EQ(a2, lease_answer::queued);
  EXPECT_EQ(a3, lease_answer::queued);
  EXPECT_EQ(lease_.holder("Game@1")->tool, "compile");
  EXPECT_EQ(lease_.queued("Game@1"), 3u);
  EXPECT_TRUE(turns_.empty());

  lease_.release("Game@1", t1);
  EXPECT_EQ(turns_, (std::vector<std::uint64_t>{t2}));
  EXPECT_EQ(lease_.holder("Game@1")->tool, "run_tests");
  lease_.release("Game@1", t2);
  lease_.release("Game@1", t3);
  EXPECT_EQ(turns_, (std::vector<std::uint64_t>{t2, t3, t4}));
  lease_.release("Game@1", t4);
  EXPECT_EQ(lease_.holder("Game@1"), nullptr);
  EXPECT_FALSE(lease_.describe("Game@1", system_clock::now()));
}

TEST_F(EditorLease, EachEditorHasItsOwnLease) {
  EXPECT_EQ(ask(1, "compile", "Game@1").first, lease_answer::granted);
  EXPECT_EQ(ask(2, "compile", "Other@2").first, lease_answer::granted);
}

TEST_F(EditorLease, BeyondItsBoundTheQueueRefusesAndRecordsNothing) {
  ask(1, "compile");
  for (std::uint64_t s = 2; s <= 4; ++s) EXPECT_EQ(ask(s, "compile").first, lease_answer::queued);
  EXPECT_EQ(ask(5, "compile").first, lease_answer::full);
  EXPECT_EQ(lease_.queued("Game@1"), 3u);
}

TEST_F(EditorLease, AWaiterThatLeavesNeverGetsItsTurnAndTheNextMovesUp) {
  auto [_, t1] = ask(1, "compile");
  auto [a2, t2] = ask(2, "compile");
  auto [a3, t3] = ask(3, "compile");
  lease_.release("Game@1", t2);  // cancelled while queued
  EXPECT_EQ(lease_.queued("Game@1"), 1u);
  lease_.release("Game@1", t1);
  EXPECT_EQ(turns_, (std::vector<std::uint64_t>{t3}));
  EXPECT_EQ(lease_.holder("Game@1")->session, "s-3");
}

TEST_F(EditorLease, AJobKeepsTheLeaseUntilAResultSaysItFinished) {
  auto [_, t1] = ask(1, "compile");
  auto [a2, t2] = ask(2, "run_tests");
  lease_.hold_for_job("Game@1", t1, "job-7", steady_clock::now() + 1h);
  EXPECT_EQ(lease_.holder("Game@1")->job_id, "job-7");
  lease_.job_finished("Game@1", "job-8");  // another job: nothing changes
  EXPECT_TRUE(turns_.empty());
  lease_.job_finished("Game@1", "job-7");
  EXPECT_EQ(turns_, (std::vector<std::uint64_t>{t2}));
  EXPECT_EQ(lease_.holder("Game@1")->tool, "run_tests");
}

TEST_F(EditorLease, AJobHoldEndsWithItsBoundItsSessionOrItsEditor) {
  auto [_, t1] = ask(1, "compile");
  ask(2, "compile");
  auto now = steady_clock::now();
  lease_.hold_for_job("Game@1", t1, "job-1", now + 10s);
  EXPECT_FALSE(lease_.expire(now + 9s));
  EXPECT_TRUE(lease_.expire(now + 10s));
  EXPECT_EQ(lease_.holder("Game@1")->session, "s-2");

  auto [a3, t3] = ask(3, "compile", "Other@2");
  ask(4, "compile", "Other@2");
  lease_.hold_for_job("Other@2", t3, "job-2", now + 1h);
  lease_.session_closed(3);
  EXPECT_EQ(lease_.holder("Other@2")->session, "s-4");

  auto [a5, t5] = ask(5, "compile", "Third@3");
  lease_.hold_for_job("Third@3", t5, "job-3", now + 1h);
  lease_.editor_gone("Third@3");
  EXPECT_EQ(lease_.holder("Third@3"), nullptr);
}

TEST_F(EditorLease, ADrainingHoldEndsWhenDrainedOrGoneButNotWithItsSession) {
  auto [_, t1] = ask(1, "compile");
  auto [a2, t2] = ask(2, "run_tests");
  auto now = steady_clock::now();
  lease_.drain("Game@1", t1, "h-x-1", now, now + 1h);
  ASSERT_EQ(lease_.draining().size(), 1u);
  EXPECT_EQ(lease_.draining()[0].second.link_id, "h-x-1");
  lease_.session_closed(1);  // how a holder's call usually ends: its session closed
  EXPECT_TRUE(turns_.empty()) << "the editor may still be compiling";
  EXPECT_NE(lease_.summary("Game@1", system_clock::now()).find("finishing the work"),
            std::string::npos);
  EXPECT_TRUE(
      lease_.describe("Game@1", system_clock::now())->at("holder").at("finishing").as_bool());
  lease_.drained("Game@1");
  EXPECT_EQ(turns_, (std::vector<std::uint64_t>{t2}));
  EXPECT_TRUE(lease_.draining().empty());

  lease_.drain("Game@1", t2, "h-x-2", now, now + 1h);
  lease_.editor_gone("Game@1");
  EXPECT_EQ(lease_.holder("Game@1"), nullptr);
  auto [a3, t3] = ask(3, "compile");
  lease_.drain("Game@1", t3, "h-x-3", now, now + 5s);
  EXPECT_TRUE(lease_.expire(now + 5s));
  EXPECT_EQ(lease_.holder("Game@1"), nullptr);
}

// Issue 44: a hub that has just met an editor does not know what it runs for an earlier hub; the
// lease drains on that hub's behalf until the editor is idle, and the calls that come meanwhile
// wait in order. Nothing changes when the lease is already held or waited for.
TEST_F(EditorLease, ANewlyMetEditorsLeaseDrainsForWhatAnEarlierHubLeftRunning) {
  auto now = steady_clock::now();
  lease_party earlier;
  earlier.session = "an earlier hub";
  earlier.tool = "whatever the editor was running";
  lease_.hold_unknown("Game@1", earlier, now, now + 1h);
  ASSERT_EQ(lease_.draining().size(), 1u);
  EXPECT_EQ(lease_.draining()[0].second.link_id, any_call_link_id);
  EXPECT_EQ(lease_.holder("Game@1")->session, "an earlier hub");
  auto [a1, t1] = ask(1, "execute_code");
  EXPECT_EQ(a1, lease_answer::queued);
  lease_.drained("Game@1");
  EXPECT_EQ(turns_, (std::vector<std::uint64_t>{t1}));
  lease_.hold_unknown("Game@1", earlier, now, now + 1h);
  EXPECT_EQ(lease_.holder("Game@1")->ticket, t1) << "a held lease is left as it is";
  lease_.hold_unknown("Game@2", earlier, now, now + 5s);
  EXPECT_TRUE(lease_.expire(now + 5s)) << "bounded like any drain";
  EXPECT_EQ(lease_.holder("Game@2"), nullptr);
}

// Issue 44: fair per agent. A full queue makes room for another agent's call by evicting the newest
// waiter of the session with the most places, while that session would still hold at least as many
// as the newcomer; an agent alone may fill the whole queue.
TEST_F(EditorLease, AFullQueueGivesTheGreediestAgentsNewestPlaceToAnother) {
  auto [a0, t0] = ask(1, "compile");
  auto [a1, t1] = ask(1, "run_tests");
  std::vector<std::uint64_t> evicted;
  auto p2 = party(1, "refresh_assets");
  auto t2 = p2.ticket;
  ASSERT_EQ(lease_.request(
                "Game@1", std::move(p2), [] {}, [&, t2] { evicted.push_back(t2); }),
            lease_answer::queued);
  auto [a3, t3] = ask(1, "set_play_mode");
  EXPECT_EQ(lease_.queued("Game@1"), 3u) << "one agent alone fills the queue";
  EXPECT_EQ(ask(1, "compile").first, lease_answer::full);
  auto [b, tb] = ask(2, "compile");
  EXPECT_EQ(b, lease_answer::queued);
  EXPECT_TRUE(evicted.empty()) << "the newest of session 1 is t3, which had no eviction callback";
  EXPECT_EQ(lease_.queued("Game@1"), 3u);
  auto [c, tc] = ask(3, "compile");
  EXPECT_EQ(c, lease_answer::queued);
  EXPECT_EQ(evicted, (std::vector<std::uint64_t>{t2}));
  EXPECT_EQ(ask(4, "compile").first, lease_answer::full) << "one place each: nobody gives way";
  lease_.release("Game@1", t0);
  lease_.release("Game@1", t1);
  lease_.release("Game@1", tb);
  EXPECT_EQ(turns_, (std::vector<std::uint64_t>{t1, tb, tc}));
  (void)a0, (void)a1, (void)a3, (void)t3;
}

TEST_F(EditorLease, AHeldCallIsNotEndedBySessionCloseOrEditorGone) {
  // A call in flight ends by itself (cancelled, or failed by the forwarder), which releases it.
  auto [_, t1] = ask(1, "compile");
  lease_.session_closed(1);
  lease_.editor_gone("Game@1");
  ASSERT_NE(lease_.holder("Game@1"), nullptr);
  EXPECT_EQ(lease_.holder("Game@1")->ticket, t1);
}

TEST_F(EditorLease, ASessionTakesOverItsOwnJobHoldWhenNobodyWaits) {
  auto [_, t1] = ask(1, "compile");
  lease_.hold_for_job("Game@1", t1, "job-1", steady_clock::now() + 1h);
  auto [a2, t2] = ask(1, "compile");
  EXPECT_EQ(a2, lease_answer::granted);
  EXPECT_EQ(lease_.holder("Game@1")->ticket, t2);
  // With another session waiting, it queues like anyone.
  lease_.hold_for_job("Game@1", t2, "job-2", steady_clock::now() + 1h);
  ask(2, "compile");
  EXPECT_EQ(ask(1, "compile").first, lease_answer::queued);
}

TEST_F(EditorLease, DescribeAndSummaryNameTheHolderAndTheQueue) {
  ask(1, "compile");
  ask(2, "run_tests");
  auto d = lease_.describe("Game@1", system_clock::now());
  ASSERT_TRUE(d);
  EXPECT_EQ(d->at("holder").at("tool").as_string(), "compile");
  EXPECT_EQ(d->at("holder").at("session").as_string(), "s-1");
  EXPECT_EQ(d->at("holder").at("client").as_string(), "agent-1");
  EXPECT_EQ(d->at("queue").as_array().size(), 1u);
  EXPECT_EQ(d->at("queue").at(0).at("tool").as_string(), "run_tests");
  EXPECT_EQ(d->at("maxQueue").as_uint64(), 3u);
  auto line = lease_.summary("Game@1", system_clock::now());
  EXPECT_NE(line.find("compile held by agent-1 (session s-1)"), std::string::npos) << line;
  EXPECT_NE(line.find("1 waiting: run_tests (s-2)"), std::string::npos) << line;
}

TEST_F(EditorLease, TheBusyTextNamesHolderSinceWhyAndWhenToRetry) {
  ask(1, "compile");
  auto since = lease_.holder("Game@1")->since;
  auto text = busy_message("Game@1", lease_.holder("Game@1"), 2, "This call waited 45 s.",
                           since + 14s, 10s);
  EXPECT_EQ(text.rfind("busy: the Unity editor Game@1", 0), 0u) << text;
  EXPECT_NE(text.find("compile started by agent-1 (session s-1) at "), std::string::npos) << text;
  EXPECT_NE(text.find("(14 s ago)"), std::string::npos) << text;
  EXPECT_NE(text.find("2 calls wait"), std::string::npos) << text;
  EXPECT_NE(text.find("This call waited 45 s."), std::string::npos) << text;
  EXPECT_NE(text.find("This call did not run. Retry in about 10 s"), std::string::npos) << text;
  EXPECT_NE(text.find("Calls that only read keep working meanwhile."), std::string::npos) << text;
}

// Issue 45: the advice is true. A blocked editor does not answer reads either; a holder whose call
// was abandoned may take longer than the usual retry.
TEST_F(EditorLease, TheBusyTextSaysWhenReadsWaitTooAndWhenTheHolderWasAbandoned) {
  ask(1, "compile");
  auto since = lease_.holder("Game@1")->since;
  health_state blocked{health_kind::blocked, "blocked: main thread silent for 40 s",
                       "Ask the user to look at the Unity window."};
  auto text = busy_message("Game@1", lease_.holder("Game@1"), 0, "This call waited 45 s.",
                           since + 14s, 10s, &blocked);
  EXPECT_EQ(text.find("keep working"), std::string::npos) << text;
  EXPECT_NE(text.find("Calls that only read wait too: the editor is blocked: main thread silent "
                      "for 40 s. Ask the user to look at the Unity window."),
            std::string::npos)
      << text;

  lease_holder abandoned = *lease_.holder("Game@1");
  abandoned.draining = true;
  text = busy_message("Game@1", &abandoned, 0, "This call waited 45 s.", since + 14s, 10s);
  EXPECT_EQ(text.find("Retry in about"), std::string::npos) << text;
  EXPECT_NE(text.find("stopped waiting for it"), std::string::npos) << text;
  EXPECT_NE(text.find("retry once list_editors shows the lease free"), std::string::npos) << text;
}

// lease_hold: the owning hold a forwarded call keeps while it waits and starts.
TEST_F(EditorLease, AHoldReleasesItsTicketWhenItEndsUnlessItWasTaken) {
  auto [first, held] = ask(1, "compile");
  ASSERT_EQ(first, lease_answer::granted);
  auto [second, next] = ask(2, "run_tests");
  ASSERT_EQ(second, lease_answer::queued);
  {
    lease_hold hold(lease_, held);
    lease_hold moved = std::move(hold);
    EXPECT_TRUE(moved);
  }  // released once, by the hold it was moved to: the next party's turn
  EXPECT_EQ(turns_, (std::vector<std::uint64_t>{next}));
  ASSERT_NE(lease_.holder("Game@1"), nullptr);
  EXPECT_EQ(lease_.holder("Game@1")->ticket, next);
  {
    lease_hold hold(lease_, next);
    EXPECT_EQ(hold.take(), next);  // its new owner settles it
  }
  ASSERT_NE(lease_.holder("Game@1"), nullptr) << "a taken ticket is not released by the hold";
  lease_.release("Game@1", next);
  EXPECT_EQ(lease_.holder("Game@1"), nullptr);
}

TEST(LeaseHold, AHoldThatOutlivesItsLeaseReleasesNothing) {
  lease_hold outlived;
  {
    editor_lease lease(3);
    lease_party p;
    p.ticket = lease.next_ticket();
    auto ticket = p.ticket;
    ASSERT_EQ(lease.request("Game@1", std::move(p), [] {}), lease_answer::granted);
    outlived = lease_hold(lease, ticket);
  }
  outlived.reset();  // the lease is gone (a hub stopped before its suspended calls): no access
  EXPECT_FALSE(outlived);
}

}  // namespace
}  // namespace patchbay::hub
