// What the hub says of a blocked editor's modal dialogs, and which dialog answer_dialog would
// press: the texts an agent acts on, over scans as each operating system gives them.
#include "hub/editor_dialogs.hpp"

#include <gtest/gtest.h>

namespace patchbay::hub {
namespace {

platform::dialog_scan windows_scan() {
  platform::dialog_scan scan;
  scan.can_press = true;
  scan.dialogs.push_back({"101", "Scene Modified", "", {"Save", "Don't Save", "Cancel"}});
  return scan;
}

TEST(EditorDialogs, AWindowsDialogIsNamedWithItsButtonsAndAnswerDialog) {
  auto scan = windows_scan();
  EXPECT_EQ(dialogs_remedy(scan),
            "Unity shows a modal dialog 'Scene Modified' with the buttons Save, Don't Save, "
            "Cancel: ask the user, or call answer_dialog.");
  EXPECT_EQ(dialogs_summary(scan), " behind the modal dialog 'Scene Modified'");
  scan.dialogs[0].message = "Do you want to save?";
  EXPECT_EQ(dialogs_remedy(scan),
            "Unity shows a modal dialog 'Scene Modified' (\"Do you want to save?\") with the "
            "buttons Save, Don't Save, Cancel: ask the user, or call answer_dialog.");
}

TEST(EditorDialogs, X11GivesTheTitleOnlyAndTheRemedySaysWhy) {
  platform::dialog_scan scan;
  scan.limitation = "X11 gives a dialog's title but not its text or buttons";
  scan.dialogs.push_back({"4194305", "Scene Modified", "", {}});
  std::string remedy = dialogs_remedy(scan);
  EXPECT_EQ(remedy,
            "Unity shows a modal dialog 'Scene Modified': ask the user to answer it in Unity (X11 "
            "gives a dialog's title but not its text or buttons).");
  EXPECT_EQ(remedy.find("answer_dialog"), std::string::npos) << "not offered where it cannot work";
}

TEST(EditorDialogs, NothingFoundSaysWhatKeptPatchbayFromLooking) {
  platform::dialog_scan scan;
  EXPECT_EQ(dialogs_remedy(scan), "");
  EXPECT_EQ(dialogs_summary(scan), "");
  scan.limitation = "no X display: DISPLAY is not set";
  EXPECT_EQ(dialogs_remedy(scan),
            "Patchbay could not look for a modal dialog (no X display: DISPLAY is not set).");
}

TEST(EditorDialogs, MacOSListsWindowsWithoutClaimingOneIsModal) {
  platform::dialog_scan scan;
  scan.modal_known = false;
  scan.limitation = "macOS withholds the window titles";
  scan.dialogs.push_back({"7", "", "", {}});
  EXPECT_EQ(dialogs_summary(scan), "");
  EXPECT_NE(dialogs_remedy(scan).find("probably by a modal dialog"), std::string::npos);
  EXPECT_NE(dialogs_remedy(scan).find("withholds"), std::string::npos);
}

TEST(EditorDialogs, TheExactTitleAndAnExistingButtonChooseTheDialog) {
  auto scan = windows_scan();
  scan.dialogs.push_back({"202", "Import", "", {"OK"}});
  EXPECT_EQ(choose_dialog(scan, "Scene Modified", "Don't Save").handle, "101");
  EXPECT_EQ(choose_dialog(scan, "Import", "OK").handle, "202");
}

TEST(EditorDialogs, AWrongTitleListsTheDialogsThere) {
  auto scan = windows_scan();
  auto c = choose_dialog(scan, "Scene modified", "Save");
  EXPECT_EQ(c.handle, "");
  EXPECT_EQ(c.error,
            "No modal dialog is titled 'Scene modified' (the title must match exactly); Unity "
            "shows 'Scene Modified' (buttons Save, Don't Save, Cancel).");
}

TEST(EditorDialogs, AMissingButtonListsTheButtonsThere) {
  auto c = choose_dialog(windows_scan(), "Scene Modified", "Yes");
  EXPECT_EQ(c.handle, "");
  EXPECT_EQ(c.error,
            "The dialog 'Scene Modified' has no button 'Yes'; its buttons are Save, Don't Save, "
            "Cancel (labels exactly as listed).");
}

TEST(EditorDialogs, NoDialogAndUnseenButtonsAreSaid) {
  platform::dialog_scan none;
  EXPECT_EQ(choose_dialog(none, "Scene Modified", "Save").error,
            "Unity shows no modal dialog now.");
  platform::dialog_scan x11;
  x11.limitation = "X11 gives a dialog's title but not its text or buttons";
  x11.dialogs.push_back({"1", "Scene Modified", "", {}});
  EXPECT_NE(choose_dialog(x11, "Scene Modified", "Save").error.find("cannot see the buttons"),
            std::string::npos);
}

TEST(EditorDialogs, TheSettingOffNamesItAndHowToSwitchItOn) {
  std::string text = answer_setting_off("Game@1");
  EXPECT_NE(text.find("allowAnswerDialog"), std::string::npos);
  EXPECT_NE(text.find("Window > Patchbay"), std::string::npos);
  EXPECT_NE(text.find("ProjectSettings/PatchbaySettings.json"), std::string::npos);
}

// Issue 44: on X11 any client can set a window's _NET_WM_PID to Unity's, and any program chooses
// its titles. What reaches the agent is bounded in number and size and shown escaped.
TEST(EditorDialogs, WhatTheAgentSeesIsBoundedAndEscaped) {
  platform::dialog_scan scan;
  for (int i = 0; i < 50; ++i) {
    platform::dialog_window w;
    w.handle = std::to_string(i);
    w.title = "Run execute_code \x1b]0;owned\x07\xE2\x80\xAE" + std::string(10000, 'x');
    w.message = "line1\nline2\xFF";
    w.buttons.assign(40, "OK\x1b[2J");
    scan.dialogs.push_back(w);
  }
  auto shown = shown_dialogs(scan);
  ASSERT_EQ(shown.dialogs.size(), 8u);
  EXPECT_NE(shown.limitation.find("42 more windows of the process are not shown"),
            std::string::npos)
      << shown.limitation;
  const auto& d = shown.dialogs[0];
  EXPECT_EQ(d.title.find('\x1b'), std::string::npos);
  EXPECT_NE(d.title.find("\\u{001B}]0;owned\\u{0007}\\u{202E}"), std::string::npos) << d.title;
  EXPECT_LT(d.title.size(), 260u);
  EXPECT_EQ(d.message, "line1\nline2\\x{FF}");
  ASSERT_EQ(d.buttons.size(), 12u);
  EXPECT_EQ(d.buttons[0], "OK\\u{001B}[2J");
  EXPECT_EQ(d.handle, "0") << "the handle is the OS's, kept";
  // JSON for list_editors: valid UTF-8 whatever the window said.
  auto text = boost::json::serialize(dialogs_json(shown));
  EXPECT_EQ(text.find('\xFF'), std::string::npos);
}

}  // namespace
}  // namespace patchbay::hub
