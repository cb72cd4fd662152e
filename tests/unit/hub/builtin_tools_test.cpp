// builtin_tools: the hub's own tools, answered without an editor — list_editors (the editors, their
// tools and lease, and where this session's calls go and why), select_editor, answer_dialog.

#include "hub_fixture.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <optional>

namespace patchbay::hub {
namespace {

namespace json = boost::json;
using namespace std::chrono_literals;

using testing::is_error;
using testing::only;
using testing::text_of;

class BuiltinTools : public testing::hub_fixture {};

TEST_F(BuiltinTools, ListEditorsIncludesTheRoutedEditorsOwnTools) {
  start();
  auto tools_of = [](std::vector<std::string> names) {
    json::array list;
    for (auto& n : names)
      list.push_back(json::object{{"name", n}, {"inputSchema", json::object{{"type", "object"}}}});
    return json::object{{"tools", std::move(list)}};
  };
  for (auto [project, tool] :
       {std::pair<const char*, const char*>{"Alpha", "alpha_only"}, {"Beta", "beta_only"}}) {
    std::shared_ptr<editor_link> link;
    auto conn = connect(std::string("run-") + project, &link, false, project);
    link->on_message(
        boost::json::serialize(json::object{{"jsonrpc", "2.0"},
                                            {"id", conn->with_method("tools/list").at(0).at("id")},
                                            {"result", tools_of({"echo", tool})}}));
    poll();
  }
  auto list_editors = [&](int id, json::object args) {
    call(id, "list_editors", std::move(args));
    auto reply = client_reply(id);
    EXPECT_TRUE(reply);
    return reply ? reply->at("result").at("structuredContent").at("session").as_object()
                 : json::object{};
  };
  auto none = list_editors(10, json::object{{"includeTools", true}});
  EXPECT_FALSE(none.contains("tools")) << "two editors and nothing chose one";
  EXPECT_EQ(none.at("error"), "several_editors");
  EXPECT_NE(json::value_to<std::string>(none.at("message")).find("2 Unity editors"),
            std::string::npos);

  call(11, "select_editor", json::object{{"editor", "Beta"}});
  EXPECT_FALSE(list_editors(12, json::object{}).contains("tools")) << "opt-in only";
  auto beta = list_editors(13, json::object{{"includeTools", true}});
  ASSERT_TRUE(beta.contains("tools"));
  std::vector<std::string> names;
  for (const auto& t : beta.at("tools").as_array())
    names.push_back(json::value_to<std::string>(t.at("name")));
  EXPECT_EQ(names,
            (std::vector<std::string>{"echo", "beta_only", "list_editors", "select_editor"}));
  EXPECT_TRUE(
      beta.at("tools").at(0).at("inputSchema").at("properties").as_object().contains("editor"))
      << "as tools/list shows it";
  EXPECT_FALSE(beta.contains("error"));
}

TEST_F(BuiltinTools, SelectEditorOnA2026RequestAnswersWithAHandle) {
  start();
  connect("run-1");
  const auto ed = only(hub_->status(false).at("editors"));
  json::object meta{{"io.modelcontextprotocol/protocolVersion", "2026-07-28"},
                    {"io.modelcontextprotocol/clientCapabilities", json::object{}}};
  feed(json::object{{"jsonrpc", "2.0"},
                    {"id", 11},
                    {"method", "tools/call"},
                    {"params", json::object{{"name", "select_editor"},
                                            {"arguments", json::object{{"editor", ed.at("id")}}},
                                            {"_meta", meta}}}});
  auto reply = client_reply(11);
  ASSERT_TRUE(reply);
  const auto& result = reply->at("result").as_object();
  EXPECT_EQ(result.at("structuredContent").at("handle"), ed.at("id"));
  EXPECT_EQ(result.at("resultType"), "complete");
  std::string text(result.at("content").at(0).at("text").as_string());
  EXPECT_NE(text.find("editor: \""), std::string::npos) << text;
}

// Issue 29: answer_dialog presses only with the project's setting on, the dialog's exact title and
// one of its buttons; every refusal presses nothing and says what is there or what to switch on.
class AnswerDialog : public testing::hub_fixture {
 protected:
  void SetUp() override {
    hub_fixture::SetUp();
    start();
    dialogs_ = std::make_shared<testing::fake_dialogs>();
    dialogs_->scan.can_press = true;
    dialogs_->scan.dialogs.push_back(
        {"77", "Scene Modified", "", {"Save", "Don't Save", "Cancel"}});
    hub_->set_dialog_source(dialogs_);
  }
  json::object answer(int id, json::object args) {
    feed(json::object{
        {"jsonrpc", "2.0"},
        {"id", id},
        {"method", "tools/call"},
        {"params", json::object{{"name", "answer_dialog"}, {"arguments", std::move(args)}}}});
    auto reply = client_reply(id);
    EXPECT_TRUE(reply);
    return reply ? *reply : json::object{};
  }
  std::shared_ptr<testing::fake_dialogs> dialogs_;
};

TEST_F(AnswerDialog, ListedOnlyWhileAKnownEditorsProjectAllowsIt) {
  auto listed = [&](int id) {
    feed(json::object{{"jsonrpc", "2.0"}, {"id", id}, {"method", "tools/list"}});
    auto list = client_reply(id);
    bool found = false;
    if (list)
      for (const auto& t : list->at("result").at("tools").as_array())
        found = found || t.at("name") == "answer_dialog";
    return found;
  };
  std::shared_ptr<editor_link> link;
  connect("run-1", &link, true, "Game", json::object{{"pid", 4242}});
  EXPECT_FALSE(listed(2));
  link->on_message(
      boost::json::serialize(json::object{{"jsonrpc", "2.0"},
                                          {"method", "editor/state"},
                                          {"params", json::object{{"allowAnswerDialog", true}}}}));
  poll();
  EXPECT_TRUE(listed(3));
  link->on_message(
      boost::json::serialize(json::object{{"jsonrpc", "2.0"},
                                          {"method", "editor/state"},
                                          {"params", json::object{{"allowAnswerDialog", false}}}}));
  poll();
  EXPECT_FALSE(listed(4));
}

TEST_F(AnswerDialog, TheSettingOffRefusesAndNamesIt) {
  connect("run-1", nullptr, true, "Game", json::object{{"pid", 4242}});
  auto reply = answer(2, json::object{{"title", "Scene Modified"}, {"button", "Save"}});
  EXPECT_TRUE(is_error(reply));
  std::string text = text_of(reply);
  EXPECT_NE(text.find("allowAnswerDialog"), std::string::npos) << text;
  EXPECT_NE(text.find("Window > Patchbay"), std::string::npos) << text;
  EXPECT_NE(text.find("Nothing was pressed"), std::string::npos) << text;
  EXPECT_NE(text.find("'Scene Modified' (buttons Save, Don't Save, Cancel)"), std::string::npos)
      << text;
  EXPECT_TRUE(dialogs_->pressed.empty());
}

TEST_F(AnswerDialog, AWrongTitleOrButtonPressesNothingAndListsWhatIsThere) {
  connect("run-1", nullptr, true, "Game", json::object{{"pid", 4242}, {"allowAnswerDialog", true}});
  auto wrong_title = answer(2, json::object{{"title", "Scene modified"}, {"button", "Save"}});
  EXPECT_TRUE(is_error(wrong_title));
  EXPECT_NE(text_of(wrong_title).find("No modal dialog is titled 'Scene modified'"),
            std::string::npos)
      << text_of(wrong_title);
  EXPECT_NE(text_of(wrong_title).find("'Scene Modified' (buttons Save, Don't Save, Cancel)"),
            std::string::npos);
  auto wrong_button = answer(3, json::object{{"title", "Scene Modified"}, {"button", "Yes"}});
  EXPECT_TRUE(is_error(wrong_button));
  EXPECT_NE(text_of(wrong_button).find("its buttons are Save, Don't Save, Cancel"),
            std::string::npos)
      << text_of(wrong_button);
  auto missing = answer(4, json::object{{"title", "Scene Modified"}});
  EXPECT_TRUE(is_error(missing));
  EXPECT_NE(text_of(missing).find("needs `button`"), std::string::npos) << text_of(missing);
  EXPECT_TRUE(dialogs_->pressed.empty());
}

TEST_F(AnswerDialog, AnUnknownEditorIsTheUsualRoutingError) {
  connect("run-1", nullptr, true, "Game", json::object{{"pid", 4242}, {"allowAnswerDialog", true}});
  auto reply =
      answer(2, json::object{{"editor", "Nope"}, {"title", "Scene Modified"}, {"button", "Save"}});
  EXPECT_TRUE(is_error(reply));
  EXPECT_NE(text_of(reply).find("Nope"), std::string::npos) << text_of(reply);
  EXPECT_TRUE(dialogs_->pressed.empty());
}

TEST_F(AnswerDialog, AllowedWithTheExactTitleItPressesTheButton) {
  connect("run-1", nullptr, true, "Game", json::object{{"pid", 4242}, {"allowAnswerDialog", true}});
  auto reply = answer(2, json::object{{"title", "Scene Modified"}, {"button", "Don't Save"}});
  EXPECT_FALSE(is_error(reply)) << text_of(reply);
  EXPECT_EQ(dialogs_->pressed, std::vector<std::string>{"77|Scene Modified|Don't Save"});
  EXPECT_EQ(dialogs_->asked.back(), 4242);

  // The OS refusing (the dialog closed meanwhile) is an error, not a success.
  dialogs_->refusal = "the dialog is no longer open";
  auto gone = answer(3, json::object{{"title", "Scene Modified"}, {"button", "Save"}});
  EXPECT_TRUE(is_error(gone));
  EXPECT_NE(text_of(gone).find("no longer open"), std::string::npos);
}

// Issue 44: the pid is the editor's own word. A link peer with the token that names another
// process's pid (the real Unity's) presses nothing there: the OS must say that process holds the
// editor's connection.
TEST_F(AnswerDialog, APidTheOsDoesNotConfirmPressesNothing) {
  auto conn = connect("run-1", nullptr, true, "Game",
                      json::object{{"pid", 4242}, {"allowAnswerDialog", true}});
  conn->peer_pid = 999;  // the link is another process's
  auto claimed = answer(2, json::object{{"title", "Scene Modified"}, {"button", "Don't Save"}});
  EXPECT_TRUE(is_error(claimed));
  EXPECT_NE(text_of(claimed).find("presses only in the editor's own process"), std::string::npos)
      << text_of(claimed);
  EXPECT_NE(text_of(claimed).find("process 4242 does not hold this editor's connection"),
            std::string::npos)
      << text_of(claimed);
  conn->peer_pid.reset();  // the OS cannot tell
  auto unknown = answer(3, json::object{{"title", "Scene Modified"}, {"button", "Save"}});
  EXPECT_TRUE(is_error(unknown));
  EXPECT_NE(text_of(unknown).find("could not confirm"), std::string::npos) << text_of(unknown);
  EXPECT_TRUE(dialogs_->pressed.empty());
}

}  // namespace
}  // namespace patchbay::hub
