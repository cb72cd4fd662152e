// Asking the user which editor (hub/editor_question.hpp, issue 46): with two editors and nothing
// chosen, a client that can elicit is asked — a 2025-11-25 session by elicitation/create (the
// answer becomes its selection), a 2026-07-28 request by an InputRequiredResult answered on its
// retry. A declined or dismissed question, or an answer naming no candidate, ends the call saying
// so, and no editor was sent anything. A client that cannot elicit gets `several_editors`, as
// before.
#include "hub/editor_question.hpp"
#include "hub_fixture.hpp"

namespace patchbay::hub::testing {
namespace {

class EditorQuestion : public hub_fixture {
 protected:
  void two_editors() {
    a_ = connect("run-a", &link_a_, true, "Alpha");
    b_ = connect("run-b", &link_b_, true, "Beta");
  }
  // The elicitation/create the hub sent the client, if any.
  std::optional<json::object> question() const {
    for (const auto& m : client_.sent)
      if (auto* method = m.if_contains("method"); method && *method == "elicitation/create")
        return m;
    return std::nullopt;
  }
  void reply(const json::value& id, json::object result) {
    feed(json::object{{"jsonrpc", "2.0"}, {"id", id}, {"result", std::move(result)}});
  }
  std::string id_of(const std::string& project) const {
    auto q = question();
    for (const auto& v :
         q->at("params").at("requestedSchema").at("properties").at("editor").at("enum").as_array())
      if (std::string(v.as_string()).starts_with(project + "@")) return std::string(v.as_string());
    return {};
  }
  std::size_t calls_to(const fake_connection& c) const {
    return c.with_method("tools/call").size();
  }

  std::shared_ptr<fake_connection> a_, b_;
  std::shared_ptr<editor_link> link_a_, link_b_;
};

TEST_F(EditorQuestion, ASessionIsAskedAndTheAnswerRoutesThisCallAndTheNext) {
  start(json::object{{"elicitation", json::object{}}});
  two_editors();
  call(10, "echo");
  auto q = question();
  ASSERT_TRUE(q) << "the user is asked";
  const auto& schema = q->at("params").at("requestedSchema").as_object();
  EXPECT_EQ(schema.at("required").as_array().at(0).as_string(), "editor");
  EXPECT_EQ(schema.at("properties").at("editor").at("enum").as_array().size(), 2u);
  EXPECT_NE(std::string(q->at("params").at("message").as_string()).find("echo"), std::string::npos);
  EXPECT_EQ(calls_to(*a_) + calls_to(*b_), 0u) << "nothing is sent before the answer";

  std::string beta = id_of("Beta");
  reply(q->at("id"),
        json::object{{"action", "accept"}, {"content", json::object{{"editor", beta}}}});
  ASSERT_EQ(calls_to(*b_), 1u);
  EXPECT_EQ(calls_to(*a_), 0u);
  answer(*link_b_, b_->with_method("tools/call").back().at("id"), "from beta");
  poll();
  ASSERT_TRUE(client_reply(10));
  ASSERT_TRUE(client_reply(10)->contains("result")) << json::serialize(*client_reply(10));
  EXPECT_EQ(text_of(*client_reply(10)), "from beta");

  // The choice is the session's selection: the next call goes there without a question.
  client_.sent.clear();
  call(11, "echo");
  EXPECT_FALSE(question());
  EXPECT_EQ(calls_to(*b_), 2u);
}

TEST_F(EditorQuestion, DeclinedDismissedOrAnsweredWithNoCandidateNothingRuns) {
  start(json::object{{"elicitation", json::object{}}});
  two_editors();
  call(10, "echo");
  reply(question()->at("id"), json::object{{"action", "decline"}});
  ASSERT_TRUE(client_reply(10));
  EXPECT_TRUE(is_error(*client_reply(10)));
  EXPECT_NE(text_of(*client_reply(10)).find("declined"), std::string::npos);

  client_.sent.clear();
  call(11, "echo");
  reply(question()->at("id"), json::object{{"action", "cancel"}});
  EXPECT_NE(text_of(*client_reply(11)).find("dismissed"), std::string::npos);

  client_.sent.clear();
  call(12, "echo");
  reply(question()->at("id"),
        json::object{{"action", "accept"}, {"content", json::object{{"editor", "Nobody@0"}}}});
  EXPECT_NE(text_of(*client_reply(12)).find("named none"), std::string::npos);
  EXPECT_EQ(calls_to(*a_) + calls_to(*b_), 0u);
}

// Nobody answers (question_timeout, 120 s in the hub; 50 ms here): the call ends saying so, nothing
// ran, and the session is asked again by its next call. A confirmation that times out likewise.
TEST_F(EditorQuestion, AQuestionNobodyAnswersEndsTheCallAndNothingRuns) {
  options_.question_timeout = 50ms;
  start(json::object{{"elicitation", json::object{}}});
  two_editors();
  call(10, "echo");
  ASSERT_TRUE(question());
  run_for(200ms);
  ASSERT_TRUE(client_reply(10));
  EXPECT_TRUE(is_error(*client_reply(10)));
  for (std::string_view must : {"did not answer elicitation/create", "echo did not run"})
    EXPECT_NE(text_of(*client_reply(10)).find(must), std::string::npos)
        << text_of(*client_reply(10));
  EXPECT_EQ(calls_to(*a_) + calls_to(*b_), 0u);

  client_.sent.clear();
  call(11, "echo");
  EXPECT_TRUE(question()) << "asked again";
}

TEST_F(EditorQuestion, A2026RequestGetsAnInputRequiredResultAndItsRetryRuns) {
  start();
  two_editors();
  json::object caps{{"elicitation", json::object{{"form", json::object{}}}}};
  auto first = send_stateless(20, "tools/call",
                              json::object{{"name", "echo"}, {"arguments", json::object{}}},
                              "claude-code", caps);
  ASSERT_TRUE(run_until([&] { return first->done; }));
  const auto& r = first->reply->at("result").as_object();
  EXPECT_EQ(r.at("resultType").as_string(), "input_required") << json::serialize(r);
  const auto& ask = r.at("inputRequests").at(editor_question_key).as_object();
  EXPECT_EQ(ask.at("method").as_string(), "elicitation/create");
  std::string alpha;
  for (const auto& v :
       ask.at("params").at("requestedSchema").at("properties").at("editor").at("enum").as_array())
    if (std::string(v.as_string()).starts_with("Alpha@")) alpha = std::string(v.as_string());
  EXPECT_EQ(calls_to(*a_) + calls_to(*b_), 0u);

  auto retry = send_stateless(
      21, "tools/call",
      json::object{{"name", "echo"},
                   {"arguments", json::object{}},
                   {"inputResponses",
                    json::object{{editor_question_key,
                                  json::object{{"action", "accept"},
                                               {"content", json::object{{"editor", alpha}}}}}}}},
      "claude-code", caps);
  ASSERT_TRUE(run_until([&] { return calls_to(*a_) == 1; }));
  answer(*link_a_, a_->with_method("tools/call").back().at("id"), "from alpha");
  ASSERT_TRUE(run_until([&] { return retry->done; }));
  EXPECT_EQ(retry->reply->at("result").at("content").at(0).at("text").as_string(), "from alpha");
  EXPECT_EQ(calls_to(*b_), 0u);
}

TEST_F(EditorQuestion, AClientThatCannotElicitGetsSeveralEditors) {
  start();
  two_editors();
  call(10, "echo");
  EXPECT_FALSE(question());
  auto reply = client_reply(10);
  ASSERT_TRUE(reply);
  const auto& r = reply->at("result").as_object();
  EXPECT_EQ(r.at("_meta").at("patchbay/error").at("patchbay").as_string(), "several_editors");
}

// Confirmation (confirmTools): a tool the project marks is confirmed by the user first, when the
// client can ask; a declined, dismissed or unconfirmed answer runs nothing; a client that cannot
// ask runs it as before (its allow-settings still decide in the editor).
class ConfirmTools : public EditorQuestion {
 protected:
  void one_editor() {
    a_ = connect("run-a", &link_a_, true, "Alpha",
                 json::object{{"confirmTools", json::array{"echo"}}});
  }
};

TEST_F(ConfirmTools, ASessionConfirmsOrNothingRuns) {
  start(json::object{{"elicitation", json::object{}}});
  one_editor();
  call(10, "echo", json::object{{"what", "x"}});
  auto q = question();
  ASSERT_TRUE(q);
  std::string message(q->at("params").at("message").as_string());
  EXPECT_NE(message.find("echo"), std::string::npos) << message;
  EXPECT_NE(message.find("\"what\":\"x\""), std::string::npos) << message;
  EXPECT_EQ(calls_to(*a_), 0u);
  reply(q->at("id"),
        json::object{{"action", "accept"}, {"content", json::object{{"confirm", false}}}});
  auto no = client_reply(10);
  ASSERT_TRUE(no);
  EXPECT_TRUE(is_error(*no));
  EXPECT_NE(text_of(*no).find("did not confirm echo"), std::string::npos) << text_of(*no);
  EXPECT_EQ(calls_to(*a_), 0u);

  client_.sent.clear();
  call(11, "echo");
  reply(question()->at("id"), json::object{{"action", "decline"}});
  EXPECT_NE(text_of(*client_reply(11)).find("declined to run echo"), std::string::npos);
  EXPECT_EQ(calls_to(*a_), 0u);

  client_.sent.clear();
  call(12, "echo");
  reply(question()->at("id"),
        json::object{{"action", "accept"}, {"content", json::object{{"confirm", true}}}});
  ASSERT_EQ(calls_to(*a_), 1u);
}

TEST_F(ConfirmTools, A2026RequestConfirmsOnItsRetryAndAClientThatCannotAskRunsAsBefore) {
  start();
  one_editor();
  json::object caps{{"elicitation", json::object{}}};
  json::object params{{"name", "echo"}, {"arguments", json::object{}}};
  auto first = send_stateless(20, "tools/call", params, "claude-code", caps);
  ASSERT_TRUE(run_until([&] { return first->done; }));
  const auto& r = first->reply->at("result").as_object();
  ASSERT_EQ(r.at("resultType").as_string(), "input_required") << json::serialize(r);
  EXPECT_TRUE(r.at("inputRequests").as_object().contains(confirm_question_key));
  EXPECT_EQ(calls_to(*a_), 0u);
  json::object retry_params = params;
  retry_params["inputResponses"] = json::object{
      {confirm_question_key,
       json::object{{"action", "accept"}, {"content", json::object{{"confirm", true}}}}}};
  auto retry = send_stateless(21, "tools/call", retry_params, "claude-code", caps);
  ASSERT_TRUE(run_until([&] { return calls_to(*a_) == 1; }));

  auto plain = send_stateless(22, "tools/call", params, "gemini");
  ASSERT_TRUE(run_until([&] { return calls_to(*a_) == 2; })) << "not asked: it runs as before";
}

}  // namespace
}  // namespace patchbay::hub::testing
