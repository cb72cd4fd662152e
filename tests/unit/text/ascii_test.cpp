// text/ascii.hpp alone: ASCII case folding for the case-insensitive parts of HTTP.

#include "text/ascii.hpp"

#include <gtest/gtest.h>

namespace patchbay::text {
namespace {

TEST(Ascii, ContainsIgnoresTheHaystacksCaseOnly) {
  EXPECT_TRUE(ascii_icontains("Application/JSON, text/event-stream", "application/json"));
  EXPECT_TRUE(ascii_icontains("TEXT/EVENT-STREAM", "text/event-stream"));
  EXPECT_TRUE(ascii_icontains("*/*", "*/*"));
  EXPECT_TRUE(ascii_icontains("anything", ""));
  EXPECT_FALSE(ascii_icontains("text/html", "application/json"));
  EXPECT_FALSE(ascii_icontains("application/jso", "application/json"));
  EXPECT_FALSE(ascii_icontains("", "a"));
}

TEST(Ascii, EqualsIgnoresCase) {
  EXPECT_TRUE(ascii_iequals("Application/Json", "application/json"));
  EXPECT_FALSE(ascii_iequals("application/json5", "application/json"));
  EXPECT_EQ(ascii_lower("ÀBc-Z"), "Àbc-z") << "bytes outside A-Z are unchanged";
}

}  // namespace
}  // namespace patchbay::text
