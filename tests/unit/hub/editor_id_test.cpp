#include "hub/editor_id.hpp"

#include <gtest/gtest.h>

namespace patchbay::hub {
namespace {

// The vectors pinned in docs/protocol.md §4.2 (the package pins the same ones).
TEST(EditorId, ProtocolVectors) {
  EXPECT_EQ(derive_editor_id("My Game", "C:\\Users\\Ana\\My Game\\", "ANA-PC"), "My_Game@45eb7e44");
  EXPECT_EQ(derive_editor_id("MyGame", "/Users/ana/Projects/MyGame", "ana-mbp"), "MyGame@9625308d");
}

TEST(EditorId, StableAcrossSpellingsOfThePath) {
  EXPECT_EQ(derive_editor_id("G", "/a//b/", "m"), derive_editor_id("G", "/A/b", "M"));
  EXPECT_NE(derive_editor_id("G", "/a/b", "m1"), derive_editor_id("G", "/a/b", "m2"));
}

TEST(EditorId, NameIsSanitizedAndBounded) {
  auto id = derive_editor_id(std::string(60, 'x') + "!", "/p", "m");
  EXPECT_EQ(id.find('@'), 40u);
  EXPECT_EQ(derive_editor_id("", "/p", "m").rfind("project@", 0), 0u);
}

TEST(EditorId, PathWithin) {
  EXPECT_TRUE(path_within("/home/a/Game/Assets/Scripts", "/home/a/Game"));
  EXPECT_TRUE(path_within("/home/a/Game", "/home/a/Game/"));
  EXPECT_FALSE(path_within("/home/a/GameTwo", "/home/a/Game"));
  EXPECT_TRUE(path_within("C:\\Work\\Game\\Assets", "c:/work/game"));
}

}  // namespace
}  // namespace patchbay::hub
