// What the hub reads about another process and Unity's default log place (issue 29): on Linux, the
// arguments of this test process itself, as /proc gives them.
#include "platform/platform.hpp"

#include <gtest/gtest.h>

#include <cstdlib>

namespace patchbay::platform {
namespace {

TEST(ProcessInfo, ArgumentsOfALiveProcessAndNoneOfAGoneOne) {
#ifdef __linux__
  auto args = process_arguments(current_pid());
  ASSERT_TRUE(args);
  ASSERT_FALSE(args->empty());
  EXPECT_NE(args->front().find("patchbay_platform_tests"), std::string::npos) << args->front();
#else
  EXPECT_FALSE(process_arguments(current_pid())) << "not read on this OS";
#endif
  EXPECT_FALSE(process_arguments(0));
  EXPECT_FALSE(process_arguments(99999999));
}

TEST(ProcessInfo, UnitysDefaultEditorLogUnderTheHome) {
  auto log = unity_default_editor_log();
#if defined(_WIN32)
  if (std::getenv("LOCALAPPDATA")) {
    ASSERT_TRUE(log);
    EXPECT_EQ(log->filename(), "Editor.log");
  }
#else
  auto home = home_directory();
  ASSERT_TRUE(home);
  ASSERT_TRUE(log);
#if defined(__APPLE__)
  EXPECT_EQ(*log, *home / "Library" / "Logs" / "Unity" / "Editor.log");
#else
  EXPECT_EQ(*log, *home / ".config" / "unity3d" / "Editor.log");
#endif
#endif
}

}  // namespace
}  // namespace patchbay::platform
