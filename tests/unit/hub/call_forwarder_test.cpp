// call_forwarder alone (docs/protocol.md §6, §6.1): a call goes out under a fresh link id or the
// client's call id; a request sent again joins it; the deadline answers "outcome unknown" and the
// repeat names the first call; editors that go away and a hub that stops end calls with the outcome
// each path can state. Editors are real registry records over fake connections.

#include "hub/call_forwarder.hpp"
#include "hub_test_support.hpp"
#include "mcp/call_identity.hpp"
#include "mcp/server.hpp"
#include "mcp/stateless.hpp"

#include <gtest/gtest.h>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>

namespace patchbay::hub {
namespace {

using namespace std::chrono_literals;
using namespace testing;
namespace asio = boost::asio;

class CallForwarder : public ::testing::Test, public link_owner, public registry_observer {
 protected:
  CallForwarder()
      : server_(ioc_.get_executor(), mcp::implementation_info{"patchbay", "", "0", "", ""}),
        board_(std::make_shared<dashboard>(dashboard_options{})) {
    options_.version = "test";
    options_.heartbeat_interval = 1h;
    options_.register_timeout = 1h;
    registry_ = std::make_unique<editor_registry>(ioc_.get_executor(), options_, "inst", *this);
    clients_ = std::make_unique<client_directory>(
        ioc_.get_executor(), options_, [](const json::object&) {}, [] {});
    calls_ = std::make_unique<call_forwarder>(ioc_.get_executor(), options_, "inst", *registry_,
                                              *clients_, board_, lease_);
    session_ = server_.open_session(sink_);
  }
  ~CallForwarder() override {
    calls_->stop();
    clients_->stop();
    session_->close();
    ioc_.restart();
    ioc_.poll();
  }

  // link_owner: as the hub dispatches.
  boost::asio::any_io_executor executor() const override { return ioc_.get_executor(); }
  const hub_options& options() const override { return options_; }
  std::string next_link_id() override { return calls_->next_link_id(); }
  void on_link_request(editor_link& link, const jsonrpc::request& req) override {
    registry_->handle_register(link, req);
  }
  void on_link_notification(editor_link& link, const jsonrpc::notification& n) override {
    registry_->handle_notification(link, n);
  }
  void on_link_response(editor_link& link, const jsonrpc::id& id,
                        jsonrpc::outcome<json::value> result) override {
    if (registry_->handle_response(link, id, result)) return;
    if (editor_record* ed = registry_->find(link.editor_id()))
      calls_->handle_response(*ed, id, std::move(result));
  }
  bool on_link_result_text(editor_link& link, const jsonrpc::id& id, std::string_view result,
                           bool is_error) override {
    editor_record* ed = registry_->find(link.editor_id());
    return ed && calls_->handle_result_text(*ed, id, result, is_error);
  }
  void on_link_closed(editor_link& link, std::uint16_t code) override {
    registry_->link_closed(link, code, false);
  }
  // registry_observer: as the hub wires it.
  void editor_registered(editor_record& ed, bool same) override {
    calls_->editor_registered(ed, same);
  }
  void editor_left(editor_record&) override {}
  void editor_gone(editor_record& ed, presence was) override { calls_->editor_gone(ed, was); }
  void editor_tools_changed() override {}
  void editors_changed() override {}

  // A registered editor with tools `echo`, `slow` (whose own deadline is 30 ms), `build` (which
  // changes the whole editor: it takes the editor's lease, §6.3) and `slow_build` (both).
  struct editor {
    std::shared_ptr<fake_connection> conn;
    std::shared_ptr<editor_link> link;
    std::string id;
  };
  editor connect(std::string project = "Game", std::string run_id = "run-1") {
    auto conn = std::make_shared<fake_connection>();
    auto link = std::make_shared<editor_link>(*this, conn);
    link->start();
    deliver(*link, register_message(run_id, project));
    auto id = std::string(conn->response_to("r1")->at("result").at("editorId").as_string());
    json::array tools{
        json::object{{"name", "echo"}, {"inputSchema", json::object{{"type", "object"}}}},
        json::object{{"name", "slow"},
                     {"inputSchema", json::object{{"type", "object"}}},
                     {"_meta", json::object{{"patchbay/timeoutMs", 30}}}},
        json::object{{"name", "build"},
                     {"inputSchema", json::object{{"type", "object"}}},
                     {"_meta", json::object{{"patchbay/wholeEditor", true}}}},
        json::object{
            {"name", "slow_build"},
            {"inputSchema", json::object{{"type", "object"}}},
            {"_meta", json::object{{"patchbay/wholeEditor", true}, {"patchbay/timeoutMs", 30}}}}};
    deliver(*link, json::object{{"jsonrpc", "2.0"},
                                {"id", conn->with_method("tools/list").back().at("id")},
                                {"result", json::object{{"tools", tools}}}});
    // The probe a hub sends an editor it has just met (its lease waits for the answer): an idle
    // editor's health.
    if (auto pings = conn->with_method("ping"); !pings.empty())
      deliver(*link, json::object{
                         {"jsonrpc", "2.0"},
                         {"id", pings.back().at("id")},
                         {"result", json::object{{"health", json::object{{"playMode", "edit"}}}}}});
    return {conn, link, id};
  }

  struct call_outcome {
    std::optional<json::object> result;
    bool text = false;  // the editor's result came as its text (passed on unparsed)
  };
  std::shared_ptr<call_outcome> forward(const editor& ed, std::string tool,
                                        mcp::call_identity identity = {},
                                        std::shared_ptr<mcp::session> session = nullptr,
                                        std::shared_ptr<mcp::call_context>* context = nullptr) {
    auto ctx = std::make_shared<mcp::call_context>(
        session ? session : session_, jsonrpc::id(static_cast<std::int64_t>(++request_ids_)),
        nullptr);
    if (context) *context = ctx;
    ctx->set_call_identity(std::move(identity));
    auto out = std::make_shared<call_outcome>();
    call_request req{ed.id, std::move(tool), json::object{{"n", 1}}, "only"};
    asio::co_spawn(
        ioc_,
        [](call_forwarder* f, std::shared_ptr<mcp::call_context> ctx, call_request req,
           std::shared_ptr<call_outcome> out) -> asio::awaitable<void> {
          auto r = co_await f->forward(std::move(ctx), std::move(req));
          out->text = r.is_text();
          out->result = std::move(r).take();
        }(calls_.get(), ctx, std::move(req), out),
        asio::detached);
    poll();
    return out;
  }
  void poll() {
    ioc_.restart();
    ioc_.poll();
  }
  template <class F>
  bool run_until(F done) {
    return testing::run_until(ioc_, done);
  }
  static void answer(editor_link& link, const json::value& id, std::string text) {
    deliver(link,
            json::object{
                {"jsonrpc", "2.0"},
                {"id", id},
                {"result", json::object{{"content", json::array{json::object{{"type", "text"},
                                                                             {"text", text}}}}}}});
  }
  static std::string text_of(const json::object& r) {
    return std::string(r.at("content").at(0).at("text").as_string());
  }

  mutable asio::io_context ioc_;
  mcp::server server_;
  hub_options options_;
  std::shared_ptr<dashboard> board_;
  editor_lease lease_{2};
  std::unique_ptr<editor_registry> registry_;
  std::unique_ptr<client_directory> clients_;
  std::unique_ptr<call_forwarder> calls_;
  capture_sink sink_;
  std::shared_ptr<mcp::session> session_;
  int request_ids_ = 0;
};

// The editor's result is passed on as the text it sent (issue 30): no tree is built of it unless
// something needs a field. What the dashboard's log shows of it stays the same.
TEST_F(CallForwarder, TheEditorsResultIsPassedOnAsItsText) {
  auto ed = connect();
  auto call = forward(ed, "echo");
  auto sent = ed.conn->with_method("tools/call");
  ASSERT_EQ(sent.size(), 1u);
  answer(*ed.link, sent[0].at("id"), "done");
  poll();
  ASSERT_TRUE(call->result);
  EXPECT_TRUE(call->text);
  EXPECT_EQ(text_of(*call->result), "done");

  auto failed = forward(ed, "echo");
  sent = ed.conn->with_method("tools/call");
  ASSERT_EQ(sent.size(), 2u);
  deliver(*ed.link,
          json::object{{"jsonrpc", "2.0"},
                       {"id", sent[1].at("id")},
                       {"result", json::object{{"content", json::array{mcp::text_content("no")}},
                                               {"isError", true}}}});
  poll();
  ASSERT_TRUE(failed->result);
  EXPECT_FALSE(failed->text);  // parsed once: the log shows an error's text
  EXPECT_TRUE(failed->result->at("isError").as_bool());
  auto log = board_->calls_json();
  ASSERT_EQ(log.size(), 2u);
  EXPECT_EQ(log[0].at("outcome"), "error");  // newest first
  EXPECT_EQ(log[0].at("error"), "no");
  EXPECT_EQ(log[1].at("outcome"), "ok");
}

// An editor's answer that is not valid JSON, or not a result object, is decoded as before: the
// call ends with a clear error (never broken JSON passed on), or the editor is told its message
// did not parse.
TEST_F(CallForwarder, AMalformedEditorAnswerIsNeverPassedOn) {
  auto ed = connect();
  auto call = forward(ed, "echo");
  auto sent = ed.conn->with_method("tools/call");
  ASSERT_EQ(sent.size(), 1u);
  std::string id = jsonrpc::serialize(sent[0].at("id"));
  ed.link->on_message(R"({"jsonrpc":"2.0","id":)" + id + R"(,"result":{"content":[}})");
  poll();
  EXPECT_FALSE(call->result);  // not an answer: the call still waits
  ASSERT_FALSE(ed.conn->sent.empty());
  EXPECT_EQ(ed.conn->sent.back().at("error").at("code"), jsonrpc::parse_error);
  ed.link->on_message(R"({"jsonrpc":"2.0","id":)" + id + R"(,"result":"done"})");
  poll();
  ASSERT_TRUE(call->result);
  EXPECT_FALSE(call->text);
  EXPECT_EQ(text_of(*call->result), "Unity editor " + ed.id + " sent a malformed result for echo");
  EXPECT_TRUE(call->result->at("isError").as_bool());
}

TEST_F(CallForwarder, ACallGoesOutUnderAFreshLinkIdAndIsAnsweredOnce) {
  auto ed = connect();
  auto call = forward(ed, "echo");
  auto sent = ed.conn->with_method("tools/call");
  ASSERT_EQ(sent.size(), 1u);
  std::string link_id(sent[0].at("id").as_string());
  EXPECT_TRUE(link_id.starts_with("h-inst-")) << link_id;
  EXPECT_EQ(calls_->pending_count(ed.id), 1u);
  answer(*ed.link, sent[0].at("id"), "done");
  answer(*ed.link, sent[0].at("id"), "again");  // a second answer is a lie: ignored
  poll();
  ASSERT_TRUE(call->result);
  EXPECT_EQ(text_of(*call->result), "done");
  EXPECT_EQ(calls_->pending_count(ed.id), 0u);
}

TEST_F(CallForwarder, ANamedCallGoesOutUnderItsNameAndARequestSentAgainJoinsIt) {
  auto ed = connect();
  auto first = forward(ed, "echo", {"front-7", false});
  auto again = forward(ed, "echo", {"front-7", false});
  auto other_tool = forward(ed, "slow", {"front-7", false});
  auto sent = ed.conn->with_method("tools/call");
  ASSERT_EQ(sent.size(), 1u) << "the editor gets the call once";
  EXPECT_EQ(sent[0].at("id").as_string(), "k-front-7/" + ed.id);
  ASSERT_TRUE(other_tool->result);
  EXPECT_NE(text_of(*other_tool->result).find("already names a call of echo"), std::string::npos);
  answer(*ed.link, sent[0].at("id"), "once");
  poll();
  ASSERT_TRUE(first->result && again->result);
  EXPECT_EQ(text_of(*first->result), "once");
  EXPECT_EQ(text_of(*again->result), "once");
}

TEST_F(CallForwarder, TheDeadlineAnswersOutcomeUnknownAndTheRepeatNamesTheFirstCall) {
  auto ed = connect();
  auto late = forward(ed, "slow");
  std::string first_id(ed.conn->with_method("tools/call").at(0).at("id").as_string());
  ASSERT_TRUE(run_until([&] { return late->result.has_value(); }));
  EXPECT_EQ(mcp::outcome_of(*late->result), mcp::outcome_unknown);
  EXPECT_NE(text_of(*late->result).find("asked it to cancel"), std::string::npos);
  auto cancels = ed.conn->with_method("notifications/cancelled");
  ASSERT_EQ(cancels.size(), 1u);
  EXPECT_EQ(cancels[0].at("params").at("requestId").as_string(), first_id);

  auto repeat = forward(ed, "slow");
  auto sent = ed.conn->with_method("tools/call");
  ASSERT_EQ(sent.size(), 2u);
  EXPECT_NE(sent[1].at("id").as_string(), first_id);
  EXPECT_EQ(sent[1].at("params").at("_meta").at("patchbay/retryOf").as_string(), first_id);
  answer(*ed.link, sent[1].at("id"), "the first call's result");
  poll();
  auto fresh = forward(ed, "slow");
  EXPECT_FALSE(ed.conn->with_method("tools/call")
                   .back()
                   .at("params")
                   .at("_meta")
                   .as_object()
                   .contains("patchbay/retryOf"))
      << "recognised once";
}

TEST_F(CallForwarder, AnEditorThatDoesNotReturnEndsSentCallsUnknownAndHeldCallsNotRun) {
  options_.editor_grace = 20ms;
  auto ed = connect();
  auto sent = forward(ed, "echo");
  ed.link->on_closed(1006, "");
  auto held = forward(ed, "echo");
  ASSERT_TRUE(run_until([&] { return sent->result && held->result; }));
  EXPECT_EQ(mcp::outcome_of(*sent->result), mcp::outcome_unknown);
  EXPECT_NE(text_of(*sent->result).find("stopped answering"), std::string::npos);
  EXPECT_TRUE(mcp::outcome_of(*held->result).empty());
  EXPECT_NE(text_of(*held->result).find("did not run"), std::string::npos);
}

TEST_F(CallForwarder, ARestartedEditorFailsWhatItHadBeenSentAndGetsWhatWasHeld) {
  auto ed = connect("Game", "run-1");
  auto sent = forward(ed, "echo");
  ed.link->on_closed(1006, "");
  auto held = forward(ed, "echo");
  auto back = connect("Game", "run-2");
  poll();
  ASSERT_TRUE(sent->result);
  EXPECT_NE(text_of(*sent->result).find("restarted"), std::string::npos);
  EXPECT_EQ(back.conn->with_method("tools/call").size(), 1u) << "the held call goes to it";
  EXPECT_FALSE(held->result);
}

TEST_F(CallForwarder, StopAnswersSentCallsHubStoppedAndHeldOnesNotRun) {
  auto ed = connect();
  auto sent = forward(ed, "echo");
  ed.link->on_closed(1006, "");
  auto held = forward(ed, "echo");
  calls_->stop();
  poll();
  ASSERT_TRUE(sent->result && held->result);
  EXPECT_EQ(mcp::outcome_of(*sent->result), mcp::outcome_hub_stopped);
  EXPECT_NE(text_of(*held->result).find("did not run"), std::string::npos);
}

// ---- the editor lease (docs/protocol.md §6.3)
// ----------------------------------------------------

TEST_F(CallForwarder, ASecondWholeEditorCallWaitsItsTurnWhileOrdinaryCallsFlow) {
  auto ed = connect();
  auto other = server_.open_session(sink_);
  auto first = forward(ed, "build");
  auto second = forward(ed, "build", {}, other);
  auto ordinary = forward(ed, "echo", {}, other);
  auto sent = ed.conn->with_method("tools/call");
  ASSERT_EQ(sent.size(), 2u) << "the waiting build is not sent; echo is";
  EXPECT_EQ(sent[1].at("params").at("name").as_string(), "echo");
  ASSERT_TRUE(lease_.holder(ed.id));
  EXPECT_EQ(lease_.queued(ed.id), 1u);
  answer(*ed.link, sent[1].at("id"), "echoed");
  poll();
  ASSERT_TRUE(ordinary->result);
  EXPECT_FALSE(second->result);

  answer(*ed.link, sent[0].at("id"), "built");
  ASSERT_TRUE(run_until([&] { return ed.conn->with_method("tools/call").size() == 3; }));
  EXPECT_EQ(text_of(*first->result), "built");
  auto third = ed.conn->with_method("tools/call").at(2);
  EXPECT_EQ(third.at("params").at("name").as_string(), "build");
  answer(*ed.link, third.at("id"), "built again");
  ASSERT_TRUE(run_until([&] { return second->result.has_value(); }));
  EXPECT_EQ(text_of(*second->result), "built again");
  EXPECT_EQ(ed.conn->with_method("tools/call").size(), 3u) << "each build went out once";
  EXPECT_EQ(lease_.holder(ed.id), nullptr);
  other->close();
}

TEST_F(CallForwarder, AWaiterPastLeaseWaitEndsBusyNamingTheHolderAndNeverRuns) {
  options_.lease_wait = 20ms;
  auto ed = connect();
  auto other = server_.open_session(sink_);
  auto first = forward(ed, "build");
  auto second = forward(ed, "build", {}, other);
  ASSERT_TRUE(run_until([&] { return second->result.has_value(); }));
  const auto& r = *second->result;
  EXPECT_TRUE(r.at("isError").as_bool());
  auto text = text_of(r);
  EXPECT_EQ(text.rfind("busy: the Unity editor " + ed.id, 0), 0u) << text;
  EXPECT_NE(text.find("build started by"), std::string::npos) << text;
  EXPECT_NE(text.find("--lease-wait"), std::string::npos) << text;
  EXPECT_NE(text.find("This call did not run"), std::string::npos) << text;
  const auto& err = r.at("_meta").at("patchbay/error").as_object();
  EXPECT_EQ(err.at("patchbay").as_string(), "busy");
  EXPECT_EQ(err.at("holder").at("tool").as_string(), "build");
  EXPECT_TRUE(err.at("retryAfterMs").is_int64());
  EXPECT_EQ(ed.conn->with_method("tools/call").size(), 1u);
  EXPECT_EQ(lease_.queued(ed.id), 0u);
  other->close();
}

TEST_F(CallForwarder, AFullQueueAnswersBusyAtOnce) {
  auto ed = connect();
  auto first = forward(ed, "build");
  auto w1 = forward(ed, "build");
  auto w2 = forward(ed, "build");
  auto over = forward(ed, "build");  // lease_ holds a queue of 2
  ASSERT_TRUE(over->result);
  EXPECT_NE(text_of(*over->result).find("queue is full (2 calls, the hub's --lease-queue)"),
            std::string::npos)
      << text_of(*over->result);
  EXPECT_FALSE(w1->result || w2->result);
  EXPECT_EQ(ed.conn->with_method("tools/call").size(), 1u);
}

TEST_F(CallForwarder, AQueuedCallCancelledLeavesTheQueueAndNeverRuns) {
  auto ed = connect();
  auto first = forward(ed, "build");
  std::shared_ptr<mcp::call_context> ctx;
  auto queued = forward(ed, "build", {}, nullptr, &ctx);
  auto after = forward(ed, "build");
  ctx->cancel("the agent gave up");
  ASSERT_TRUE(run_until([&] { return queued->result.has_value(); }));
  EXPECT_NE(text_of(*queued->result).find("did not run"), std::string::npos);
  EXPECT_EQ(lease_.queued(ed.id), 1u);
  answer(*ed.link, ed.conn->with_method("tools/call").at(0).at("id"), "built");
  ASSERT_TRUE(run_until([&] { return ed.conn->with_method("tools/call").size() == 2; }));
  poll();
  EXPECT_FALSE(after->result)
      << "the call behind the cancelled one runs (and waits for its answer)";
  EXPECT_EQ(ed.conn->with_method("tools/call").size(), 2u) << "the cancelled call was never sent";
}

TEST_F(CallForwarder, AJobLeftRunningKeepsTheLeaseUntilAResultSaysItFinished) {
  auto ed = connect();
  auto first = forward(ed, "build");
  auto second = forward(ed, "build");
  answer(*ed.link, ed.conn->with_method("tools/call").at(0).at("id"),
         R"({"status":"running","jobId":"job-3","message":"Still compiling."})");
  poll();
  ASSERT_TRUE(first->result);
  ASSERT_TRUE(lease_.holder(ed.id));
  EXPECT_EQ(lease_.holder(ed.id)->job_id, "job-3");
  EXPECT_EQ(ed.conn->with_method("tools/call").size(), 1u) << "the job still holds the editor";

  auto poll_job = forward(ed, "echo");  // an ordinary call (get_job) still flows
  answer(*ed.link, ed.conn->with_method("tools/call").at(1).at("id"),
         R"({"jobId":"job-3","status":"running"})");
  poll();
  EXPECT_EQ(ed.conn->with_method("tools/call").size(), 2u);
  auto poll_again = forward(ed, "echo");
  answer(*ed.link, ed.conn->with_method("tools/call").at(2).at("id"),
         R"({"jobId":"job-3","status":"succeeded","errors":[]})");
  ASSERT_TRUE(run_until([&] { return ed.conn->with_method("tools/call").size() == 4; }));
  EXPECT_EQ(ed.conn->with_method("tools/call").at(3).at("params").at("name").as_string(), "build");
}

// A call that waited its turn still goes out under its call id, once while it is pending: a request
// sent again while the first holds the lease joins it; one sent again while both wait joins the
// call the first started, or (once that was answered) goes out under the same link id, which the
// editor's call record answers without running it again (§6).
TEST_F(CallForwarder, ANamedCallThatWaitedGoesOutUnderItsNameAndItsResendsJoinIt) {
  auto ed = connect();
  auto holder = forward(ed, "build");
  auto named = forward(ed, "build", {"front-9", false});
  auto resent = forward(ed, "build", {"front-9", false});
  EXPECT_EQ(lease_.queued(ed.id), 2u);
  answer(*ed.link, ed.conn->with_method("tools/call").at(0).at("id"), "first");
  ASSERT_TRUE(run_until([&] { return ed.conn->with_method("tools/call").size() == 2; }));
  auto sent = ed.conn->with_method("tools/call").at(1);
  EXPECT_EQ(sent.at("id").as_string(), "k-front-9/" + ed.id);
  auto again = forward(ed, "build", {"front-9", false});  // while it runs: joins, no queue
  EXPECT_EQ(lease_.queued(ed.id), 1u);
  answer(*ed.link, sent.at("id"), "once");
  ASSERT_TRUE(run_until([&] { return named->result && again->result; }));
  EXPECT_EQ(text_of(*named->result), "once");
  EXPECT_EQ(text_of(*again->result), "once");
  // The request still queued gets its turn now: it goes out under the same link id.
  ASSERT_TRUE(run_until([&] { return ed.conn->with_method("tools/call").size() == 3; }));
  EXPECT_EQ(ed.conn->with_method("tools/call").at(2).at("id").as_string(), "k-front-9/" + ed.id);
  answer(*ed.link, ed.conn->with_method("tools/call").at(2).at("id"), "once");
  ASSERT_TRUE(run_until([&] { return resent->result.has_value(); }));
  EXPECT_EQ(text_of(*resent->result), "once");
  EXPECT_EQ(lease_.holder(ed.id), nullptr);
}

// A holder past its deadline was sent: the editor may still be doing the work, so the lease drains
// (shown as finishing) until the editor's health says it is idle, it is gone, or the drain's bound
// (--call-timeout) passes — here the bound, made short.
TEST_F(CallForwarder, AHolderPastItsDeadlineDrainsThenHandsTheTurnOn) {
  options_.call_timeout = 50ms;
  auto ed = connect();
  auto holder = forward(ed, "slow_build");
  auto waiter = forward(ed, "build");
  ASSERT_TRUE(run_until([&] { return holder->result.has_value(); }));
  EXPECT_EQ(mcp::outcome_of(*holder->result), mcp::outcome_unknown);
  ASSERT_TRUE(lease_.holder(ed.id));
  EXPECT_TRUE(lease_.holder(ed.id)->draining);
  EXPECT_EQ(lease_.holder(ed.id)->tool, "slow_build");
  ASSERT_TRUE(run_until([&] { return ed.conn->with_method("tools/call").size() == 2; }));
  EXPECT_EQ(ed.conn->with_method("tools/call").at(1).at("params").at("name").as_string(), "build");
  EXPECT_EQ(lease_.holder(ed.id)->tool, "build");
}

// A holder cancelled after it was sent drains until the editor's health probe, answered after the
// cancellation, says the main thread no longer compiles or runs it.
TEST_F(CallForwarder, ACancelledHolderDrainsUntilTheEditorIsIdle) {
  auto ed = connect();
  std::shared_ptr<mcp::call_context> ctx;
  auto holder = forward(ed, "build", {}, nullptr, &ctx);
  auto waiter = forward(ed, "build");
  std::string link_id(ed.conn->with_method("tools/call").at(0).at("id").as_string());
  ctx->cancel("the agent gave up");
  ASSERT_TRUE(run_until([&] { return holder->result.has_value(); }));
  ASSERT_TRUE(lease_.holder(ed.id) && lease_.holder(ed.id)->draining);
  auto probe = [&](json::object health) {
    editor_record* rec = registry_->find(ed.id);
    rec->health = parse_health(json::object{{"health", std::move(health)}});
    rec->health_at = std::chrono::steady_clock::now();
  };
  probe(json::object{{"lastUpdateMsAgo", 10}, {"compilingForMs", 400}});
  ioc_.restart();
  ioc_.run_for(hold_check_period + 500ms);  // the waiter has looked at least once
  EXPECT_EQ(ed.conn->with_method("tools/call").size(), 1u) << "still compiling: the waiter waits";
  probe(json::object{{"lastUpdateMsAgo", 10}});
  ASSERT_TRUE(run_until([&] { return ed.conn->with_method("tools/call").size() == 2; }));
  EXPECT_NE(ed.conn->with_method("tools/call").at(1).at("id").as_string(), link_id);
  EXPECT_FALSE(lease_.holder(ed.id)->draining);
}

TEST_F(CallForwarder, AnEditorGoneWhileHoldingHandsTheTurnOnAndTheWaiterIsToldWhy) {
  auto ed = connect();
  auto first = forward(ed, "build");
  auto second = forward(ed, "build");
  ed.link->on_closed(1001, "");
  poll();
  ASSERT_TRUE(run_until([&] { return first->result && second->result; }));
  EXPECT_NE(text_of(*first->result).find("closed while this call was running"), std::string::npos)
      << text_of(*first->result);
  EXPECT_NE(text_of(*second->result).find("is not connected"), std::string::npos)
      << text_of(*second->result);
  EXPECT_EQ(lease_.holder(ed.id), nullptr);
}

}  // namespace
}  // namespace patchbay::hub

namespace patchbay::hub {
namespace {

// Issue 46: a modal dialog that blocks the editor of a task's call is the task's question. The
// task's client (it can elicit; the project allows answer_dialog; the OS shows the buttons) is
// asked which button, with the dialog's title and text, while the task is input_required; its
// answer is pressed through answer_dialog's checks and the call waits on for its result. A declined
// question presses nothing and ends the call as a blocked one, as a plain call's.
class TaskDialog : public CallForwarder {
 protected:
  void SetUp() override {
    options_.hold_timeout = 20ms;
    feed_initialize();
    dialogs_ = std::make_shared<fake_dialogs>();
    dialogs_->scan.can_press = true;
    dialogs_->closes_on_press = true;
    dialogs_->scan.dialogs.push_back(
        {"77", "Scene Modified", "Save the changes to Main?", {"Save", "Don't Save", "Cancel"}});
    registry_->set_dialog_source(dialogs_);
  }
  void feed_initialize() {
    // The message is made outside the coroutine (g++ 12 refuses a literal's char arrays in one).
    json::object init{
        {"jsonrpc", "2.0"},
        {"id", "init"},
        {"method", "initialize"},
        {"params", json::object{{"protocolVersion", "2025-11-25"},
                                {"capabilities", json::object{{"elicitation", json::object{}}}},
                                {"clientInfo", json::object{{"name", "t"}, {"version", "1"}}}}}};
    asio::co_spawn(
        ioc_,
        [](std::shared_ptr<mcp::session> s, json::object m) -> asio::awaitable<void> {
          co_await s->handle(std::move(m));
        }(session_, std::move(init)),
        asio::detached);
    poll();
  }
  editor blocked_editor() {
    auto conn = std::make_shared<fake_connection>();
    auto link = std::make_shared<editor_link>(*this, conn);
    link->start();
    deliver(*link, register_message("run-1", "Game",
                                    json::object{{"pid", 4242}, {"allowAnswerDialog", true}}));
    auto id = std::string(conn->response_to("r1")->at("result").at("editorId").as_string());
    deliver(
        *link,
        json::object{
            {"jsonrpc", "2.0"},
            {"id", conn->with_method("tools/list").back().at("id")},
            {"result",
             json::object{{"tools", json::array{json::object{
                                        {"name", "echo"},
                                        {"inputSchema", json::object{{"type", "object"}}}}}}}}});
    editor_record* rec = registry_->find(id);
    rec->health = parse_health(json::object{
        {"health",
         json::object{{"lastUpdateMsAgo", 600000}, {"playMode", "edit"}, {"queued", 1}}}});
    rec->health_at = std::chrono::steady_clock::now();
    return {conn, link, id};
  }
  std::optional<json::object> question() const {
    for (const auto& m : sink_.sent)
      if (auto* method = m.if_contains("method"); method && *method == "elicitation/create")
        return m;
    return std::nullopt;
  }
  void reply(const json::value& id, json::object result) {
    asio::co_spawn(
        ioc_,
        [](std::shared_ptr<mcp::session> s, json::object m) -> asio::awaitable<void> {
          co_await s->handle(std::move(m));
        }(session_, json::object{{"jsonrpc", "2.0"}, {"id", id}, {"result", std::move(result)}}),
        asio::detached);
    poll();
  }
  std::shared_ptr<fake_dialogs> dialogs_;
};

TEST_F(TaskDialog, TheTasksClientIsAskedAndItsButtonPressedThenTheCallWaitsOn) {
  auto ed = blocked_editor();
  std::shared_ptr<mcp::call_context> ctx;
  mcp::task& task = server_.tasks().create(session_->task_owner(), std::nullopt);
  std::string task_id = task.id;
  auto call = forward(ed, "echo", {}, nullptr, &ctx);
  ctx->set_task_id(task_id);
  ASSERT_TRUE(run_until([&] { return question().has_value(); }));
  auto q = *question();
  const auto& params = q.at("params").as_object();
  std::string message(params.at("message").as_string());
  EXPECT_NE(message.find("'Scene Modified': Save the changes to Main?"), std::string::npos)
      << message;
  EXPECT_EQ(params.at("requestedSchema").at("properties").at("button").at("enum").as_array().size(),
            3u);
  EXPECT_EQ(params.at("_meta").at("io.modelcontextprotocol/related-task").at("taskId").as_string(),
            task_id);
  EXPECT_EQ(server_.tasks().get(task_id)->status, mcp::task_status::input_required);
  EXPECT_FALSE(call->result) << "the call waits";

  // The editor answers once the dialog is gone; its health says so too.
  reply(q.at("id"),
        json::object{{"action", "accept"}, {"content", json::object{{"button", "Save"}}}});
  ASSERT_EQ(dialogs_->pressed.size(), 1u);
  EXPECT_EQ(dialogs_->pressed[0], "77|Scene Modified|Save");
  EXPECT_EQ(server_.tasks().get(task_id)->status, mcp::task_status::working);
  // Until the editor's next probe answer its health still says blocked: the dialog just pressed is
  // not asked about again (the OS is looked at anew after a press).
  sink_.sent.clear();
  auto until = std::chrono::steady_clock::now() + 100ms;
  run_until([&] { return std::chrono::steady_clock::now() >= until; });
  EXPECT_FALSE(question()) << "asked again about the dialog just closed";
  EXPECT_FALSE(call->result) << "the call waits on";
  registry_->find(ed.id)->health = parse_health(
      json::object{{"health", json::object{{"lastUpdateMsAgo", 5}, {"playMode", "edit"}}}});
  answer(*ed.link, ed.conn->with_method("tools/call").back().at("id"), "saved and done");
  ASSERT_TRUE(run_until([&] { return call->result.has_value(); }));
  EXPECT_EQ(text_of(*call->result), "saved and done");
}

TEST_F(TaskDialog, ADeclinedQuestionPressesNothingAndTheCallEndsAsBlocked) {
  auto ed = blocked_editor();
  std::shared_ptr<mcp::call_context> ctx;
  auto call = forward(ed, "echo", {}, nullptr, &ctx);
  ctx->set_task_id("no-such-task");
  ASSERT_TRUE(run_until([&] { return question().has_value(); }));
  reply(question()->at("id"), json::object{{"action", "decline"}});
  ASSERT_TRUE(run_until([&] { return call->result.has_value(); }));
  EXPECT_TRUE(dialogs_->pressed.empty());
  EXPECT_EQ(call->result->at("_meta").at("patchbay/error").at("patchbay").as_string(),
            "editor_blocked");
  EXPECT_NE(text_of(*call->result).find("Scene Modified"), std::string::npos)
      << text_of(*call->result);
}

TEST_F(TaskDialog, APlainCallIsNotAsked) {
  auto ed = blocked_editor();
  auto call = forward(ed, "echo");
  ASSERT_TRUE(run_until([&] { return call->result.has_value(); }));
  EXPECT_FALSE(question());
  EXPECT_EQ(call->result->at("_meta").at("patchbay/error").at("patchbay").as_string(),
            "editor_blocked");
}

// On the 2026-07-28 wire the question is the task's inputRequests (SEP-2663), answered by
// tasks/update: the task is input_required until then.
TEST_F(TaskDialog, A2026TasksQuestionIsItsInputRequestAnsweredByTasksUpdate) {
  auto ed = blocked_editor();
  std::shared_ptr<mcp::call_context> ctx;
  mcp::task& task = server_.tasks().create("stateless", std::nullopt);
  std::string task_id = task.id;
  auto call = forward(ed, "echo", {}, nullptr, &ctx);
  mcp::stateless::request_meta meta;
  meta.protocol_version = "2026-07-28";
  meta.client_capabilities = json::object{{"elicitation", json::object{{"form", json::object{}}}}};
  ctx->set_stateless(std::move(meta));
  ctx->set_task_id(task_id);
  ASSERT_TRUE(run_until([&] { return !server_.tasks().get(task_id)->input_requests.empty(); }));
  mcp::task* t = server_.tasks().get(task_id);
  EXPECT_EQ(t->status, mcp::task_status::input_required);
  const auto& [key, request] = *t->input_requests.begin();
  EXPECT_EQ(request.at("method").as_string(), "elicitation/create");
  std::string k(key);
  server_.tasks().answer_inputs(
      task_id,
      json::object{{k, json::object{{"action", "accept"},
                                    {"content", json::object{{"button", "Don't Save"}}}}}});
  poll();
  ASSERT_EQ(dialogs_->pressed.size(), 1u);
  EXPECT_EQ(dialogs_->pressed[0], "77|Scene Modified|Don't Save");
  registry_->find(ed.id)->health = parse_health(
      json::object{{"health", json::object{{"lastUpdateMsAgo", 5}, {"playMode", "edit"}}}});
  answer(*ed.link, ed.conn->with_method("tools/call").back().at("id"), "done");
  ASSERT_TRUE(run_until([&] { return call->result.has_value(); }));
  EXPECT_EQ(text_of(*call->result), "done");
}

}  // namespace
}  // namespace patchbay::hub
