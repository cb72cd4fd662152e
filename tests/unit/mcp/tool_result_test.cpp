#include "mcp/tool_result.hpp"

#include "jsonrpc/message.hpp"
#include "mcp/session.hpp"
#include "mcp/tool_registry.hpp"

#include <gtest/gtest.h>

namespace patchbay::mcp {
namespace {

TEST(ToolResult, AnObjectIsItsOwnResult) {
  tool_result r(json::object{{"content", json::array{}}, {"isError", true}});
  EXPECT_FALSE(r.is_text());
  EXPECT_TRUE(r.is_error());
  EXPECT_EQ(std::move(r).take(), (json::object{{"content", json::array{}}, {"isError", true}}));
}

TEST(ToolResult, TextIsParsedOnlyWhenAFieldIsNeeded) {
  auto r =
      tool_result::passed_on(R"({"content":[{"type":"text","text":"hi"}],"isError":true})", true);
  EXPECT_TRUE(r.is_text());
  EXPECT_TRUE(r.is_error());
  EXPECT_EQ(r.object().at("content").at(0).at("text"), "hi");
  EXPECT_FALSE(r.is_text());  // parsed once; the object is the result from now on
  r.object()["isError"] = false;
  EXPECT_FALSE(r.is_error());
}

TEST(ToolResult, TextThatDoesNotReadBecomesAStatedError) {
  auto r = tool_result::passed_on("{\"content\":", false);
  EXPECT_TRUE(r.object().at("isError").as_bool());
  EXPECT_NE(r.object().at("content").at(0).at("text").as_string().find("could not be read"),
            std::string::npos);
}

// A hub tool's text answer is the text text_result's object serializes to, byte for byte, and reads
// back as that object where a field is needed (a task's result, a 2026-07-28 reply).
TEST(ToolResult, ATextAnswerIsTextResultsObjectAsText) {
  const std::string control = std::string("\x01 \x1f nul:") + '\0' + " \x7f end";
  for (std::string_view text :
       {std::string_view(""), std::string_view("plain words"),
        std::string_view("quote \" backslash \\ slash / tab \t cr \r lf \n"),
        std::string_view(control), std::string_view("\u00e9 \U0001F600 in UTF-8")}) {
    for (bool is_error : {false, true}) {
      auto r = tool_result::text(text, is_error);
      EXPECT_TRUE(r.is_text());
      EXPECT_EQ(r.is_error(), is_error);
      EXPECT_EQ(r.text(), jsonrpc::serialize(text_result(text, is_error)));
      EXPECT_EQ(std::move(r).take(), text_result(text, is_error));
    }
  }
}

// The reply a transport writes: the client's id, the editor's result as it came.
TEST(SessionReply, SplicesTheResultTextAfterTheClientsId) {
  for (const auto& rid : {jsonrpc::id(std::int64_t{-3}), jsonrpc::id(std::string("a\"\\\n\u00e9")),
                          jsonrpc::id(std::uint64_t{18446744073709551615ULL})}) {
    std::string result = R"({"content":[{"type":"text","text":"x \"y\" \u00e9"}],"n":1.25e-7})";
    auto reply = session_reply::with_result_text(rid, result);
    std::string text = reply.serialize();
    // make_result's members in make_result's order; the result's own text unchanged.
    EXPECT_EQ(text, "{\"jsonrpc\":\"2.0\",\"id\":" + jsonrpc::serialize(rid.to_json()) +
                        ",\"result\":" + result + "}");
    auto parsed = jsonrpc::parse_json(text);
    ASSERT_TRUE(parsed) << text;
    auto decoded = jsonrpc::decode(*parsed);
    ASSERT_TRUE(decoded);
    auto* response = std::get_if<jsonrpc::response>(&*decoded);
    ASSERT_TRUE(response);
    EXPECT_EQ(response->id, rid);
    EXPECT_EQ(response->result, *jsonrpc::parse_json(result));
    EXPECT_EQ(std::move(reply).to_json(), *parsed);
  }
}

TEST(SessionReply, AMessageWithoutTextIsSerializedAsItIs) {
  json::value m = jsonrpc::make_result(jsonrpc::id(std::int64_t{1}), json::object{{"a", 1}});
  session_reply reply(m);
  EXPECT_EQ(reply.serialize(), jsonrpc::serialize(m));
  EXPECT_EQ(std::move(reply).to_json(), m);
}

// A hub-local result: the envelope written around it as text reads exactly as make_result's
// message, and to_json() builds that message.
TEST(SessionReply, AResultValueIsWrittenAsMakeResultWouldBe) {
  json::value result =
      json::object{{"content", json::array{json::object{{"type", "text"}, {"text", "a\n\"b\""}}}},
                   {"n", 1.25e-7},
                   {"huge", 1e300}};
  for (const auto& rid : {jsonrpc::id(std::int64_t{7}), jsonrpc::id(std::string("x\"y"))}) {
    json::value expected = jsonrpc::make_result(rid, result);
    auto reply = session_reply::with_result(rid, result);
    EXPECT_EQ(reply.serialize(), jsonrpc::serialize(expected));
    EXPECT_EQ(session_reply::with_result(rid, result).serialize(), jsonrpc::serialize(expected));
    EXPECT_EQ(std::move(reply).to_json(), expected);
  }
}

}  // namespace
}  // namespace patchbay::mcp
