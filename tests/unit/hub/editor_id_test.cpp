#include "hub/editor_id.hpp"
#include "hub/sha256.hpp"

#include <gtest/gtest.h>

namespace patchbay::hub {
namespace {

TEST(Sha256, KnownVectors) {
  auto hex = [](const std::array<std::uint8_t, 32>& d) {
    static constexpr char digits[] = "0123456789abcdef";
    std::string s;
    for (auto b : d) {
      s += digits[b >> 4];
      s += digits[b & 15];
    }
    return s;
  };
  EXPECT_EQ(hex(sha256("")), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(hex(sha256("abc")), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(hex(sha256(std::string(1000, 'a'))),
            "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3");
}

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
