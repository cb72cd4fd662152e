// platform/dialogs: labels as the user reads them, and a scan without a display that says why
// instead of failing (the hub on a server, in CI, over SSH).
#include "platform/dialogs.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <optional>
#include <string>

namespace patchbay::platform {
namespace {

TEST(Dialogs, AcceleratorsAreRemovedAndADoubledAmpersandIsKept) {
  EXPECT_EQ(without_accelerators("&Yes"), "Yes");
  EXPECT_EQ(without_accelerators("Don't &Save"), "Don't Save");
  EXPECT_EQ(without_accelerators("Save && Quit"), "Save & Quit");
  EXPECT_EQ(without_accelerators("Cancel"), "Cancel");
  EXPECT_EQ(without_accelerators("&"), "");
}

#ifdef __linux__
TEST(Dialogs, WithoutAnXDisplayTheScanSaysSoAndPressingIsRefused) {
  const char* was = std::getenv("DISPLAY");
  std::optional<std::string> saved = was ? std::optional<std::string>(was) : std::nullopt;
  unsetenv("DISPLAY");
  auto scan = find_dialogs(1);
  if (saved) setenv("DISPLAY", saved->c_str(), 1);
  EXPECT_TRUE(scan.dialogs.empty());
  EXPECT_EQ(scan.limitation.rfind("no X display:", 0), 0u) << scan.limitation;
  EXPECT_FALSE(scan.can_press);
  EXPECT_NE(press_dialog(1, "1", "Scene Modified", "Save").find("cannot"), std::string::npos);
}
#endif

}  // namespace
}  // namespace patchbay::platform
