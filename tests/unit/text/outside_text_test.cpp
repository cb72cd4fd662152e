// Text from outside made safe to show (outside_text.hpp): what an Editor.log line, a window title
// or a project's names may carry, and what reaches the agent or the terminal instead.
#include "text/outside_text.hpp"

#include <gtest/gtest.h>

#include <string>

namespace patchbay::text {
namespace {

TEST(ShownText, PlainTextPassesUnchanged) {
  EXPECT_EQ(shown_text("Assets/Player.cs(3,5): error CS1002: ; expected", 1000),
            "Assets/Player.cs(3,5): error CS1002: ; expected");
  EXPECT_EQ(shown_text("Grüße, 世界 ✓", 1000), "Grüße, 世界 ✓");
}

TEST(ShownText, TerminalEscapesAndControlsAreWrittenOut) {
  EXPECT_EQ(shown_text("red\x1b[31m!\x1b]0;title\x07", 1000),
            "red\\u{001B}[31m!\\u{001B}]0;title\\u{0007}");
  EXPECT_EQ(shown_text("a\rb\nc", 1000), "a\\u{000D}b\\u{000A}c");
  EXPECT_EQ(shown_text("a\nb", 1000, true), "a\nb");
  EXPECT_EQ(shown_text("\xC2\x9B"
                       "2J",
                       1000),
            "\\u{009B}2J")
      << "C1 CSI";
}

TEST(ShownText, BidiAndInvisibleCharactersAreWrittenOut) {
  EXPECT_EQ(shown_text("file\xE2\x80\xAE"
                       "txt.exe",
                       1000),
            "file\\u{202E}txt.exe");
  EXPECT_EQ(shown_text("a\xE2\x81\xA6"
                       "b\xE2\x81\xA9",
                       1000),
            "a\\u{2066}b\\u{2069}");
  EXPECT_EQ(shown_text("zero\xE2\x80\x8Bwidth", 1000), "zero\\u{200B}width");
  EXPECT_EQ(shown_text("\xEF\xBB\xBFstart", 1000), "\\u{FEFF}start");
  EXPECT_EQ(shown_text("line\xE2\x80\xA8sep", 1000), "line\\u{2028}sep");
}

TEST(ShownText, InvalidUtf8BecomesEscapedBytesSoJsonStaysValid) {
  EXPECT_EQ(shown_text("bad\xFF\xFE!", 1000), "bad\\x{FF}\\x{FE}!");
  EXPECT_EQ(shown_text("\xC0\xAF", 1000), "\\x{C0}\\x{AF}") << "overlong";
  EXPECT_EQ(shown_text("\xED\xA0\x80", 1000), "\\x{ED}\\x{A0}\\x{80}") << "a surrogate";
  EXPECT_EQ(shown_text("cut\xE4\xB8", 1000), "cut\\x{E4}\\x{B8}");
}

TEST(ShownText, IsBoundedWithoutCuttingACharacter) {
  std::string long_text(5000, 'x');
  auto shown = shown_text(long_text, 100);
  EXPECT_EQ(shown.substr(0, 100), std::string(100, 'x'));
  EXPECT_NE(shown.find("(4900 more bytes)"), std::string::npos) << shown;
  // "é" is two bytes: a bound inside it keeps the character whole or leaves it out.
  EXPECT_EQ(shown_text("ab\xC3\xA9", 3).substr(0, 2), "ab");
  EXPECT_EQ(shown_text("ab\xC3\xA9", 3).find("\\x{"), std::string::npos);
}

}  // namespace
}  // namespace patchbay::text
