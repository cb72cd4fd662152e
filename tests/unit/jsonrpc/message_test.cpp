#include "jsonrpc/message.hpp"

#include <gtest/gtest.h>

namespace patchbay::jsonrpc {
namespace {

message decode_ok(std::string_view text) {
  auto v = parse_json(text);
  EXPECT_TRUE(v.has_value());
  auto m = decode(*v);
  EXPECT_TRUE(m.has_value()) << text;
  return *m;
}

error_response decode_err(std::string_view text) {
  auto v = parse_json(text);
  EXPECT_TRUE(v.has_value());
  auto m = decode(*v);
  EXPECT_FALSE(m.has_value()) << text;
  return m.error();
}

TEST(Message, ParsesRequestWithIntegerId) {
  auto m = decode_ok(R"({"jsonrpc":"2.0","id":7,"method":"ping"})");
  auto& r = std::get<request>(m);
  EXPECT_EQ(r.method, "ping");
  EXPECT_EQ(json::serialize(r.id.to_json()), "7");
  EXPECT_TRUE(r.params.is_null());
}

TEST(Message, EchoesIdsExactly) {
  for (std::string_view id :
       {"0", "-5", "\"abc\"", "\"\"", "9223372036854775807", "18446744073709551615"}) {
    std::string text =
        std::string(R"({"jsonrpc":"2.0","method":"x","id":)") + std::string(id) + "}";
    auto m = decode_ok(text);
    EXPECT_EQ(json::serialize(std::get<request>(m).id.to_json()), id);
  }
}

TEST(Message, NumberAndStringIdsDoNotCollide) {
  EXPECT_NE(id(std::int64_t{1}).key(), id(std::string("1")).key());
}

TEST(Message, NotificationHasNoId) {
  auto m = decode_ok(R"({"jsonrpc":"2.0","method":"notifications/initialized"})");
  EXPECT_TRUE(std::holds_alternative<notification>(m));
}

TEST(Message, ResponsesAndErrors) {
  EXPECT_TRUE(
      std::holds_alternative<response>(decode_ok(R"({"jsonrpc":"2.0","id":1,"result":{}})")));
  auto e = std::get<error_response>(
      decode_ok(R"({"jsonrpc":"2.0","id":"x","error":{"code":-1,"message":"m","data":3}})"));
  EXPECT_EQ(e.error.code, -1);
  EXPECT_EQ(e.error.message, "m");
  EXPECT_EQ(e.error.data, json::value(3));
}

TEST(Message, RejectsInvalidRequests) {
  EXPECT_EQ(decode_err(R"([])").error.code, invalid_request);
  EXPECT_EQ(decode_err(R"({"id":1,"method":"x"})").error.code, invalid_request);
  EXPECT_EQ(decode_err(R"({"jsonrpc":"1.0","id":1,"method":"x"})").error.code, invalid_request);
  EXPECT_EQ(decode_err(R"({"jsonrpc":"2.0","id":null,"method":"x"})").error.code, invalid_request);
  EXPECT_EQ(decode_err(R"({"jsonrpc":"2.0","id":1.5,"method":"x"})").error.code, invalid_request);
  EXPECT_EQ(decode_err(R"({"jsonrpc":"2.0","id":1,"method":3})").error.code, invalid_request);
  EXPECT_EQ(decode_err(R"({"jsonrpc":"2.0","id":1,"method":"x","params":"s"})").error.code,
            invalid_request);
  EXPECT_EQ(decode_err(R"({"jsonrpc":"2.0","id":1})").error.code, invalid_request);
  EXPECT_EQ(decode_err(R"({"jsonrpc":"2.0","id":1,"result":1,"error":{"code":1}})").error.code,
            invalid_request);
}

TEST(Message, InvalidRequestKeepsReadableId) {
  auto e = decode_err(R"({"jsonrpc":"1.0","id":"keep","method":"x"})");
  ASSERT_TRUE(e.id.has_value());
  EXPECT_EQ(e.id->to_string(), "keep");
}

TEST(Message, ParseErrorsAreValues) {
  auto r = parse_json("{not json");
  ASSERT_FALSE(r.has_value());
  EXPECT_EQ(r.error().code, parse_error);
  EXPECT_EQ(json::serialize(make_error_response(std::nullopt, r.error())).find("\"id\":null") !=
                std::string::npos,
            true);
}

TEST(Message, DepthIsBounded) {
  std::string deep(1000, '[');
  EXPECT_FALSE(parse_json(deep + std::string(1000, ']')).has_value());
}

TEST(Message, SerializationIsOneLine) {
  auto o = make_result(id(std::int64_t{1}), json::value("line1\nline2"));
  EXPECT_EQ(json::serialize(o).find('\n'), std::string::npos);
}

}  // namespace
}  // namespace patchbay::jsonrpc
