// The JSON(C) editor: exact output for the layouts users have, every other byte preserved, and
// malformed input reported with a position instead of being rewritten.

#include "setup/json_config_editor.hpp"

#include <gtest/gtest.h>
#include <boost/json.hpp>

namespace patchbay::setup {
namespace {

namespace json = boost::json;

const json::value entry = json::parse(R"({"command":"/bin/pb","args":["stdio"]})");

std::string set(const std::string& text, const json::value& value = entry,
                const std::string& key = "mcpServers") {
  json_config_editor editor(text, key, "unity");
  EXPECT_EQ(editor.error(), "") << text;
  auto result = editor.set(value);
  EXPECT_TRUE(result.ok()) << result.error;
  return result.text;
}

std::string erase(const std::string& text) {
  json_config_editor editor(text, "mcpServers", "unity");
  EXPECT_EQ(editor.error(), "") << text;
  auto result = editor.erase();
  EXPECT_TRUE(result.ok()) << result.error;
  return result.text;
}

std::string error_of(const std::string& text) {
  return json_config_editor(text, "mcpServers", "unity").error();
}

TEST(json_config_editor, empty_text_becomes_a_new_document) {
  const std::string expected =
      "{\n  \"mcpServers\": {\n    \"unity\": {\n      \"command\": \"/bin/pb\",\n"
      "      \"args\": [\n        \"stdio\"\n      ]\n    }\n  }\n}\n";
  EXPECT_EQ(set(""), expected);
  EXPECT_EQ(set("  \n"), expected);
  EXPECT_EQ(set("\xEF\xBB\xBF"), "\xEF\xBB\xBF" + expected) << "the byte order mark stays";
}

TEST(json_config_editor, adds_the_servers_object_after_the_last_member) {
  EXPECT_EQ(set("{\n  \"theme\": \"dark\"\n}\n", json::object{{"a", 1}}),
            "{\n  \"theme\": \"dark\",\n  \"mcpServers\": {\n    \"unity\": {\n"
            "      \"a\": 1\n    }\n  }\n}\n");
  EXPECT_EQ(set("{}", json::object{{"a", 1}}),
            "{\n  \"mcpServers\": {\n    \"unity\": {\n      \"a\": 1\n    }\n  }\n}");
  EXPECT_EQ(set("{\"mcpServers\": {}}", json::object{{"a", 1}}),
            "{\"mcpServers\": {\n  \"unity\": {\n    \"a\": 1\n  }\n}}");
}

TEST(json_config_editor, follows_the_files_indentation_and_line_endings) {
  EXPECT_EQ(set("{\r\n\t\"mcpServers\": {\r\n\t\t\"x\": 1\r\n\t}\r\n}\r\n", json::value(2)),
            "{\r\n\t\"mcpServers\": {\r\n\t\t\"x\": 1,\r\n\t\t\"unity\": 2\r\n\t}\r\n}\r\n");
  // A compact file stays valid; only the new member is spread out.
  std::string compact = set(R"({"mcpServers":{"x":{"command":"y"}},"n":1.0})", json::value(2));
  EXPECT_EQ(compact, "{\"mcpServers\":{\"x\":{\"command\":\"y\"},\n  \"unity\": 2},\"n\":1.0}");
}

TEST(json_config_editor, replaces_only_the_entrys_value) {
  std::string text =
      "{\n  // servers\n  \"mcpServers\": {\n    \"unity\": {\"command\": \"/old\"}, // ours\n"
      "    \"b\": 1e2,\n  },\n}";
  EXPECT_EQ(set(text, json::object{{"command", "/new"}}),
            "{\n  // servers\n  \"mcpServers\": {\n    \"unity\": {\n      \"command\": "
            "\"/new\"\n    }, // ours\n    \"b\": 1e2,\n  },\n}");
}

TEST(json_config_editor, refuses_to_overwrite_comments_inside_the_entry) {
  std::string text = "{\"mcpServers\": {\"unity\": {\"command\": \"/old\" /* mine */}}}";
  json_config_editor editor(text, "mcpServers", "unity");
  ASSERT_EQ(editor.error(), "");
  auto result = editor.set(entry);
  EXPECT_FALSE(result.ok());
  EXPECT_NE(result.error.find("contains comments"), std::string::npos) << result.error;
}

TEST(json_config_editor, keeps_a_line_comment_with_the_member_it_follows) {
  EXPECT_EQ(set("{\n  \"mcpServers\": {\n    \"a\": 1 // note\n  }\n}", json::value(2)),
            "{\n  \"mcpServers\": {\n    \"a\": 1, // note\n    \"unity\": 2\n  }\n}");
}

TEST(json_config_editor, erase_takes_the_member_and_its_separator) {
  EXPECT_EQ(erase("{\n  \"mcpServers\": {\n    \"a\": 1,\n    \"unity\": {\n      \"x\": [1]\n"
                  "    }\n  }\n}\n"),
            "{\n  \"mcpServers\": {\n    \"a\": 1\n  }\n}\n");
  EXPECT_EQ(erase("{\n  \"mcpServers\": {\n    \"unity\": 2, // ours\n    \"b\": 3\n  }\n}"),
            "{\n  \"mcpServers\": {\n    \"b\": 3\n  }\n}");
  EXPECT_EQ(erase("{\"mcpServers\":{\"a\":1,\"unity\":2,\"b\":3}}"),
            "{\"mcpServers\":{\"a\":1,\"b\":3}}");
  EXPECT_EQ(erase("{\"mcpServers\":{\"unity\":2}}"), "{\"mcpServers\":{}}");
}

TEST(json_config_editor, set_then_erase_restores_the_original) {
  for (std::string text : {
           "{\n  \"mcpServers\": {\n    \"a\": {\"command\": \"x\"}\n  },\n  \"z\": 0.10\n}\n",
           "{\n  \"mcpServers\": {\n    \"a\": 1, // c\n  }, /* x */\n}\n",
           "{\r\n  \"mcpServers\": {\r\n    \"a\": 1\r\n  }\r\n}\r\n",
       }) {
    EXPECT_EQ(erase(set(text)), text);
  }
}

TEST(json_config_editor, find_decodes_the_entry_and_escaped_keys) {
  json_config_editor editor(R"({"mcp\u0053ervers": {"un\u0069ty": {"a": [1, "\u00e9"]}}})",
                            "mcpServers", "unity");
  ASSERT_EQ(editor.error(), "");
  EXPECT_EQ(editor.find(), json::parse(R"({"a": [1, "é"]})"));
  EXPECT_FALSE(json_config_editor("{}", "mcpServers", "unity").find());
}

TEST(json_config_editor, reports_malformed_files_with_a_position) {
  EXPECT_NE(error_of("{\n  \"a\": 1\n  \"b\": 2\n}").find("line 3, column 3"), std::string::npos)
      << error_of("{\n  \"a\": 1\n  \"b\": 2\n}");
  EXPECT_NE(error_of("[]").find("not a JSON object"), std::string::npos);
  EXPECT_NE(error_of("{} {}").find("after the top-level object"), std::string::npos);
  EXPECT_NE(error_of("{\"a\": /* never ends").find("unterminated"), std::string::npos);
  EXPECT_NE(error_of("{\"a\": \"line\nbreak\"}").find("control character"), std::string::npos);
  EXPECT_NE(error_of("{\"a\": 01}").find("expected"), std::string::npos);
  EXPECT_NE(error_of("{\"a\": tru}").find("expected a value"), std::string::npos);
  EXPECT_NE(error_of("{\"a\": \"\xff\"}").find("not valid JSON"), std::string::npos);
  EXPECT_NE(error_of(R"({"mcpServers": []})").find("not an object"), std::string::npos);
  EXPECT_NE(error_of(R"({"mcpServers": {}, "mcpServers": {}})").find("twice"), std::string::npos);
  EXPECT_NE(error_of(R"({"mcpServers": {"unity": 1, "unity": 2}})").find("two \"unity\""),
            std::string::npos);
  EXPECT_NE(error_of("{\"a\":" + std::string(100000, '[')).find("nested too deeply"),
            std::string::npos);
  EXPECT_EQ(error_of(R"({"a": [1, 2,], "b": {"c": -0.5e+3,},})"), "") << "JSONC is fine";
}

TEST(json_config_editor, other_servers_key) {
  EXPECT_EQ(set("{\"inputs\": []}", json::value(1), "servers"),
            "{\"inputs\": [],\n  \"servers\": {\n    \"unity\": 1\n  }}");
}

}  // namespace
}  // namespace patchbay::setup
