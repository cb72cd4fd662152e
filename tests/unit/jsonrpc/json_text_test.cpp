#include "jsonrpc/json_text.hpp"
#include "jsonrpc/message.hpp"
#include "jsonrpc/request_storage.hpp"

#include <gtest/gtest.h>

#include <boost/json.hpp>

#include <optional>
#include <string>

namespace patchbay::jsonrpc {
namespace {

std::string literal(std::string_view s) {
  std::string out;
  json_text::append_string(out, s);
  return out;
}

TEST(AppendString, WritesWhatBoostJsonWrites) {
  // Every byte value alone and in company, so a message assembled as text reads as one Boost.JSON
  // would have serialized.
  for (int c = 0; c < 256; ++c) {
    std::string s(1, static_cast<char>(c));
    EXPECT_EQ(literal(s), boost::json::serialize(boost::json::string_view(s))) << c;
    std::string mixed = "a" + s + "b\"c\\d" + s;
    EXPECT_EQ(literal(mixed), boost::json::serialize(boost::json::string_view(mixed))) << c;
  }
  EXPECT_EQ(literal(""), "\"\"");
  EXPECT_EQ(literal("Zoë 🎮 </script>"),
            boost::json::serialize(boost::json::string_view("Zoë 🎮 </script>")));
}

// Plain text is skipped eight bytes at a time: a byte that needs an escape is found wherever it is
// in a word, and every other byte (high ones too) is copied as it is.
TEST(AppendString, FindsAnEscapeAtEveryPlaceInALongText) {
  const std::string plain = "The quick brown fox jumps over the lazy dog, 0123456789 \x7f\x80\xff!";
  for (std::size_t at = 0; at < plain.size(); ++at)
    for (char c : {'"', '\\', '\0', '\n', '\x1f', ' ', '\x21', '\x5b', '\x5d', '\xe9'}) {
      std::string s = plain;
      s[at] = c;
      EXPECT_EQ(literal(s), boost::json::serialize(boost::json::string_view(s)))
          << "byte " << int(static_cast<unsigned char>(c)) << " at " << at;
    }
}

TEST(AppendString, WhatItWritesParsesBackToTheSameString) {
  std::string tricky = "line\nbreak\ttab\x01\x1f quote\" backslash\\ \x7f end";
  auto parsed = parse_json(literal(tricky));
  ASSERT_TRUE(parsed) << parsed.error().message;
  EXPECT_EQ(std::string(parsed->as_string()), tricky);
}

TEST(RequestStorage, AValueMovedOutOutlivesTheMessageAndKeepsItsContent) {
  std::optional<boost::json::object> kept;
  {
    auto parsed = parse_json(
        R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"a_rather_long_tool_name","arguments":{"text":"a string longer than any small-string buffer"}}})",
        64, request_storage());
    ASSERT_TRUE(parsed);
    auto& params = parsed->as_object()["params"].as_object();
    // Moved, as the session moves a call's arguments: the storage goes with them.
    kept.emplace(std::move(params["arguments"].as_object()));
  }  // the message and its own handle on the storage are gone
  ASSERT_TRUE(kept);
  EXPECT_FALSE(*kept->storage() == *boost::json::storage_ptr());  // still the request's storage
  EXPECT_EQ(boost::json::serialize(*kept),
            R"({"text":"a string longer than any small-string buffer"})");
}

// decode() gives a request's params away without a copy: they stay in the message's own storage
// (an assignment into a default-storage value would have copied the whole tree).
TEST(RequestStorage, DecodeMovesParamsWithoutCopyingThemOut) {
  auto parsed = parse_json(
      R"({"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"t","arguments":{"x":[1,2]}}})",
      64, request_storage());
  ASSERT_TRUE(parsed);
  const auto storage = parsed->storage();
  auto decoded = decode(std::move(*parsed));
  ASSERT_TRUE(decoded);
  auto* req = std::get_if<request>(&*decoded);
  ASSERT_TRUE(req);
  EXPECT_TRUE(*req->params.storage() == *storage);
  EXPECT_EQ(boost::json::serialize(req->params), R"({"name":"t","arguments":{"x":[1,2]}})");
}

}  // namespace
}  // namespace patchbay::jsonrpc
