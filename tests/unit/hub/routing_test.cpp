#include "hub/routing.hpp"

#include <gtest/gtest.h>

namespace patchbay::hub {
namespace {

namespace json = boost::json;

session_route with(std::string session_route::*field, std::string value) {
  session_route r;
  r.*field = std::move(value);
  return r;
}

std::vector<editor_view> two_editors() {
  return {{"Game@11111111", "client", "Game", "/work/Game", "ready", true},
          {"Tools@22222222", "", "Tools", "/work/Tools", "ready", true}};
}

TEST(Routing, ArgumentByIdAliasAndProjectName) {
  auto eds = two_editors();
  json::value by_id("Tools@22222222"), by_alias("CLIENT"), by_name("tools");
  EXPECT_EQ(resolve_route(eds, &by_id, {}).editors, std::vector<std::string>{"Tools@22222222"});
  EXPECT_EQ(resolve_route(eds, &by_alias, {}).editors, std::vector<std::string>{"Game@11111111"});
  auto r = resolve_route(eds, &by_name, {});
  EXPECT_EQ(r.editors, std::vector<std::string>{"Tools@22222222"});
  EXPECT_EQ(r.reason, "argument");
  EXPECT_FALSE(r.fan_out);
}

TEST(Routing, ArgumentBeatsSelection) {
  json::value arg("Game");
  auto r = resolve_route(two_editors(), &arg, with(&session_route::selected, "Tools@22222222"));
  EXPECT_EQ(r.editors, std::vector<std::string>{"Game@11111111"});
}

TEST(Routing, FanOutWithStarListAndCommas) {
  auto eds = two_editors();
  json::value star("*"), list = json::array{"Game", "Tools"}, commas("Game, Tools");
  for (auto* v : {&star, &list, &commas}) {
    auto r = resolve_route(eds, v, {});
    EXPECT_TRUE(r.fan_out);
    EXPECT_EQ(r.editors.size(), 2u);
  }
}

TEST(Routing, StarSkipsEditorsThatAreGone) {
  auto eds = two_editors();
  eds[1].live = false;
  json::value star("*");
  EXPECT_EQ(resolve_route(eds, &star, {}).editors, std::vector<std::string>{"Game@11111111"});
}

TEST(Routing, SelectionThenPinThenCwdThenOnly) {
  auto eds = two_editors();
  EXPECT_EQ(resolve_route(eds, nullptr, with(&session_route::selected, "Tools@22222222")).reason,
            "selected");
  auto pinned = resolve_route(eds, nullptr, with(&session_route::pin_editor, "Tools"));
  EXPECT_EQ(pinned.reason, "pinned");
  EXPECT_EQ(pinned.editors.front(), "Tools@22222222");
  EXPECT_EQ(
      resolve_route(eds, nullptr, with(&session_route::pin_project, "/work/Game/")).editors.front(),
      "Game@11111111");
  auto cwd = resolve_route(eds, nullptr, with(&session_route::cwd, "/work/Tools/Assets/Editor"));
  EXPECT_EQ(cwd.reason, "cwd");
  EXPECT_EQ(cwd.editors.front(), "Tools@22222222");
  eds.pop_back();
  auto only = resolve_route(eds, nullptr, with(&session_route::cwd, "/elsewhere"));
  EXPECT_EQ(only.reason, "only");
}

// Issue 45: a session whose working directory is in a Unity project whose editor is not connected
// is never sent to "the only" editor, another project's; the error names the project, its state
// and how to pick a connected editor on purpose.
TEST(Routing, AProjectWhoseEditorIsNotConnectedIsNotReplacedByTheOnlyOne) {
  auto eds = two_editors();
  eds.pop_back();  // only Game is connected
  session_route in_tools;
  in_tools.cwd = "/work/Tools/Assets/Scripts";
  in_tools.cwd_project = "/work/Tools";
  auto r = resolve_route(eds, nullptr, in_tools);
  EXPECT_TRUE(r.editors.empty());
  EXPECT_EQ(r.kind, "no_editor");
  EXPECT_EQ(r.error.rfind("This session works in the Unity project /work/Tools (its working "
                          "directory), and that project's editor is not connected to Patchbay: "
                          "none has connected to this hub.",
                          0),
            0u)
      << r.error;
  EXPECT_NE(r.error.find("Calls are not sent to another project's editor."), std::string::npos);
  EXPECT_NE(r.error.find("Game@11111111"), std::string::npos) << "the connected editors";
  EXPECT_NE(r.error.find("select_editor"), std::string::npos);

  eds.push_back({"Tools@22222222", "", "Tools", "/work/Tools", "disconnected", false});
  r = resolve_route(eds, nullptr, in_tools);
  EXPECT_NE(r.error.find("not connected to Patchbay (disconnected: closed, crashed"),
            std::string::npos)
      << r.error;

  eds.back().live = true;  // it came back: the working directory picks it
  r = resolve_route(eds, nullptr, in_tools);
  EXPECT_EQ(r.reason, "cwd");
  EXPECT_EQ(r.editors.front(), "Tools@22222222");

  session_route outside;  // not in a project: the only connected editor, as before
  outside.cwd = "/home/me";
  eds.pop_back();
  EXPECT_EQ(resolve_route(eds, nullptr, outside).reason, "only");
  json::value named("Game");  // on purpose
  EXPECT_EQ(resolve_route(eds, &named, in_tools).editors.front(), "Game@11111111");
}

TEST(Routing, SeveralAndNoneChosenExplainsHowToChoose) {
  auto r = resolve_route(two_editors(), nullptr, with(&session_route::cwd, "/elsewhere"));
  EXPECT_TRUE(r.editors.empty());
  EXPECT_NE(r.error.find("Game@11111111"), std::string::npos);
  EXPECT_NE(r.error.find("Tools@22222222"), std::string::npos);
  EXPECT_NE(r.error.find("select_editor"), std::string::npos);
  EXPECT_EQ(r.kind, "several_editors");
}

TEST(Routing, NoEditorConnected) {
  auto r = resolve_route({}, nullptr, {});
  EXPECT_NE(r.error.find("No Unity editor is connected"), std::string::npos);
  EXPECT_EQ(r.kind, "no_editor");
}

TEST(Routing, UnknownAndAmbiguousNamesListCandidates) {
  auto eds = two_editors();
  eds.push_back({"Game@33333333", "", "Game", "/other/Game", "ready", true});
  json::value unknown("Nope"), ambiguous("game");
  auto u = resolve_route(eds, &unknown, {});
  EXPECT_NE(u.error.find("No Unity editor matches \"Nope\""), std::string::npos);
  auto a = resolve_route(eds, &ambiguous, {});
  EXPECT_NE(a.error.find("matches several"), std::string::npos);
  EXPECT_NE(a.error.find("Game@33333333"), std::string::npos);
  EXPECT_EQ(u.kind, "unknown_editor");
  EXPECT_EQ(a.kind, "unknown_editor");
}

TEST(Routing, BadArgumentTypes) {
  json::value number(3), mixed = json::array{"Game", 1};
  EXPECT_FALSE(resolve_route(two_editors(), &number, {}).error.empty());
  EXPECT_FALSE(resolve_route(two_editors(), &mixed, {}).error.empty());
}

TEST(Routing, PinnedProjectNotOpenIsAnError) {
  auto r =
      resolve_route(two_editors(), nullptr, with(&session_route::pin_project, "/work/Missing"));
  EXPECT_NE(r.error.find("/work/Missing"), std::string::npos);
  EXPECT_EQ(r.kind, "no_editor");
}

// A player (a development build) is reached by name only: the working directory, "only one" and
// "*" keep picking editors, so an agent at work on an editor never sees its calls go to a game.
TEST(Routing, APlayerIsReachedByNameOnly) {
  editor_view player{"Game@33333333", "", "Game", "/builds/Game_Data", "ready", true, true};
  std::vector<editor_view> eds{{"Game@11111111", "", "Game", "/work/Game", "ready", true}, player};
  auto only = resolve_route(eds, nullptr, {});
  EXPECT_EQ(only.editors, std::vector<std::string>{"Game@11111111"});
  EXPECT_EQ(only.reason, "only");
  json::value star("*"), by_id("Game@33333333");
  EXPECT_EQ(resolve_route(eds, &star, {}).editors, std::vector<std::string>{"Game@11111111"});
  EXPECT_EQ(resolve_route(eds, &by_id, {}).editors, std::vector<std::string>{"Game@33333333"});
  EXPECT_EQ(resolve_route(eds, nullptr, with(&session_route::selected, "Game@33333333")).editors,
            std::vector<std::string>{"Game@33333333"});

  auto alone = resolve_route({player}, nullptr, with(&session_route::cwd, "/builds/Game_Data"));
  EXPECT_TRUE(alone.editors.empty());
  EXPECT_EQ(alone.kind, "no_editor");
  EXPECT_NE(alone.error.find("Game@33333333 [player]"), std::string::npos) << alone.error;
  EXPECT_NE(alone.error.find("select_editor"), std::string::npos) << alone.error;
}

}  // namespace
}  // namespace patchbay::hub
