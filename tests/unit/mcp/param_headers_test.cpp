// Mcp-Param-* headers checked against the arguments they mirror (mcp/param_headers.hpp, SEP-2243).
#include "mcp/param_headers.hpp"

#include "mcp/header_value.hpp"

#include <gtest/gtest.h>

namespace patchbay::mcp {
namespace {

json::object schema() {
  return json::object{
      {"type", "object"},
      {"properties",
       json::object{
           {"region", json::object{{"type", "string"}, {"x-mcp-header", "Region"}}},
           {"priority", json::object{{"type", "integer"}, {"x-mcp-header", "Priority"}}},
           {"verbose", json::object{{"type", "boolean"}, {"x-mcp-header", "Verbose"}}},
           {"target",
            json::object{
                {"type", "object"},
                {"properties", json::object{{"zone", json::object{{"type", "string"},
                                                                  {"x-mcp-header", "Zone"}}}}}}},
           {"query", json::object{{"type", "string"}}}}}};
}

TEST(ParamHeaders, MatchingHeadersPass) {
  json::object args{{"region", "us-west1"},
                    {"priority", 42},
                    {"verbose", false},
                    {"target", json::object{{"zone", "b"}}},
                    {"query", "q"}};
  json::object headers{
      {"region", "us-west1"}, {"priority", "42.0"}, {"verbose", "false"}, {"zone", "b"}};
  EXPECT_EQ(param_header_mismatch(schema(), args, headers), std::nullopt);
}

TEST(ParamHeaders, Base64ValuesAreDecodedBeforeComparing) {
  json::object args{{"region", "Hello, 世界"}};
  json::object headers{{"region", encode_header_value("Hello, 世界")}};
  EXPECT_EQ(param_header_mismatch(schema(), args, headers), std::nullopt);
  // A value that only looks like the sentinel is a literal.
  json::object literal{{"region", "=?base64?SGVsbG8="}};
  EXPECT_EQ(param_header_mismatch(schema(), literal, json::object{{"region", "=?base64?SGVsbG8="}}),
            std::nullopt);
}

TEST(ParamHeaders, AbsentOrNullArgumentsNeedNoHeader) {
  EXPECT_EQ(param_header_mismatch(schema(), json::object{{"query", "q"}}, json::object{}),
            std::nullopt);
  EXPECT_EQ(param_header_mismatch(schema(), json::object{{"verbose", nullptr}}, json::object{}),
            std::nullopt);
}

TEST(ParamHeaders, MissingHeaderIsRefusedNamingIt) {
  auto why = param_header_mismatch(schema(), json::object{{"region", "eu"}}, json::object{});
  ASSERT_TRUE(why);
  EXPECT_NE(why->find("Mcp-Param-Region header is missing"), std::string::npos) << *why;
  auto nested = param_header_mismatch(
      schema(), json::object{{"target", json::object{{"zone", "a"}}}}, json::object{});
  ASSERT_TRUE(nested);
  EXPECT_NE(nested->find("target.zone"), std::string::npos) << *nested;
}

TEST(ParamHeaders, DifferentValuesAreRefused) {
  EXPECT_TRUE(param_header_mismatch(schema(), json::object{{"region", "eu"}},
                                    json::object{{"region", "us"}}));
  EXPECT_TRUE(param_header_mismatch(schema(), json::object{{"priority", 42}},
                                    json::object{{"priority", "41"}}));
  EXPECT_TRUE(param_header_mismatch(schema(), json::object{{"priority", 42}},
                                    json::object{{"priority", "42abc"}}));
  EXPECT_TRUE(param_header_mismatch(schema(), json::object{{"verbose", true}},
                                    json::object{{"verbose", "True"}}));
}

TEST(ParamHeaders, InvalidBase64AndBadCharactersAreRefused) {
  json::object args{{"region", "Hello"}};
  // Padding left out, and characters outside the alphabet: the conformance suite's two cases.
  EXPECT_TRUE(
      param_header_mismatch(schema(), args, json::object{{"region", "=?base64?SGVsbG8?="}}));
  EXPECT_TRUE(
      param_header_mismatch(schema(), args, json::object{{"region", "=?base64?SGVs!!!bG8=?="}}));
  EXPECT_TRUE(param_header_mismatch(schema(), args, json::object{{"region", "Hel\x01lo"}}));
  EXPECT_TRUE(param_header_mismatch(schema(), args, json::object{{"region", "H\xc3\xa9llo"}}));
}

TEST(ParamHeaders, HeaderWithoutArgumentOrSentTwiceIsRefused) {
  EXPECT_TRUE(param_header_mismatch(schema(), json::object{}, json::object{{"region", "us"}}));
  EXPECT_TRUE(param_header_mismatch(schema(), json::object{{"region", "us"}},
                                    json::object{{"region", nullptr}}));
}

TEST(ParamHeaders, HeadersTheSchemaDoesNotMarkAreIgnored) {
  EXPECT_EQ(param_header_mismatch(schema(), json::object{{"query", "q"}},
                                  json::object{{"query", "other"}, {"tenant", "x"}}),
            std::nullopt);
}

TEST(HeaderValue, OnlyCanonicalBase64Decodes) {
  EXPECT_EQ(decode_header_value("=?base64?SGVsbG8=?="), "Hello");
  EXPECT_EQ(decode_header_value("=?base64?SGVsbG8?="), std::nullopt);   // padding missing
  EXPECT_EQ(decode_header_value("=?base64?SGVsbG9=?="), std::nullopt);  // stray bits
  EXPECT_EQ(decode_header_value("=?base64?SGVs=G8=?="), std::nullopt);  // '=' inside
  EXPECT_EQ(decode_header_value("=?base64?"
                                "?="),
            "");  // (split: "??=" is a trigraph)
}

}  // namespace
}  // namespace patchbay::mcp
