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

TEST(RequestStorage, AssigningIntoDefaultStorageCopies) {
  boost::json::value target;  // default storage
  {
    auto parsed = parse_json(R"({"a":[1,2,3],"b":"text that is longer than a small string"})", 64,
                             request_storage());
    ASSERT_TRUE(parsed);
    target = std::move(*parsed);  // different storage: a copy into target's own
  }
  EXPECT_TRUE(*target.storage() == *boost::json::storage_ptr());
  EXPECT_EQ(boost::json::serialize(target),
            R"({"a":[1,2,3],"b":"text that is longer than a small string"})");
}

}  // namespace
}  // namespace patchbay::jsonrpc
