// The TOML table editor: edits [mcp_servers.unity] and its subtables only, keeps every other
// byte, and refuses what it cannot scan or edit safely.

#include "setup/toml_config_editor.hpp"

#include <gtest/gtest.h>
#include <boost/json.hpp>

namespace patchbay::setup {
namespace {

namespace json = boost::json;

const std::vector<std::string> table{"mcp_servers", "unity"};
const json::object stdio{{"command", "/bin/pb"}, {"args", json::array{"stdio"}}};

std::string update(const std::string& text, const json::object& values = stdio,
                   const std::vector<std::string>& remove = {}) {
  toml_config_editor editor(text, table);
  EXPECT_EQ(editor.error(), "") << text;
  auto result = editor.update(values, remove);
  EXPECT_TRUE(result.ok()) << result.error;
  return result.text;
}

std::string erase(const std::string& text) {
  toml_config_editor editor(text, table);
  EXPECT_EQ(editor.error(), "") << text;
  return editor.erase().text;
}

std::string error_of(const std::string& text) { return toml_config_editor(text, table).error(); }

TEST(toml_config_editor, creates_the_table) {
  EXPECT_EQ(update(""), "[mcp_servers.unity]\ncommand = \"/bin/pb\"\nargs = [\"stdio\"]\n");
  EXPECT_EQ(update("model = \"o3\""),
            "model = \"o3\"\n\n[mcp_servers.unity]\ncommand = \"/bin/pb\"\nargs = [\"stdio\"]\n");
  EXPECT_EQ(update("a = 1\r\n"),
            "a = 1\r\n\r\n[mcp_servers.unity]\r\ncommand = \"/bin/pb\"\r\nargs = [\"stdio\"]\r\n");
}

TEST(toml_config_editor, puts_a_new_table_after_the_other_servers) {
  EXPECT_EQ(update("[mcp_servers.a]\nurl = \"u\"\n[tui]\nx = 1\n"),
            "[mcp_servers.a]\nurl = \"u\"\n\n[mcp_servers.unity]\ncommand = \"/bin/pb\"\n"
            "args = [\"stdio\"]\n\n[tui]\nx = 1\n");
}

TEST(toml_config_editor, changes_only_what_differs_and_keeps_the_users_keys) {
  std::string text =
      "[mcp_servers.unity]  # ours\ncommand = '/old/pb'   # was\nargs = [\n  \"stdio\", # one\n"
      "]\nstartup_timeout_sec = 30\n\n[mcp_servers.unity.env]\nFOO = \"1\"\n";
  EXPECT_EQ(update(text),
            "[mcp_servers.unity]  # ours\ncommand = \"/bin/pb\"   # was\nargs = [\n  \"stdio\", # "
            "one\n]\nstartup_timeout_sec = 30\n\n[mcp_servers.unity.env]\nFOO = \"1\"\n");
  toml_config_editor editor(text, table);
  auto found = editor.find();
  ASSERT_TRUE(found);
  EXPECT_EQ(found->at("command"), "/old/pb");
  EXPECT_EQ(found->at("args"), json::array{"stdio"});
  EXPECT_TRUE(found->at("env").is_object());
  EXPECT_TRUE(found->at("startup_timeout_sec").is_null()) << "numbers are not decoded";
}

TEST(toml_config_editor, switching_transport_removes_keys_and_subtables) {
  std::string text =
      "[mcp_servers.unity]\ncommand = \"/bin/pb\"\nargs = [\"stdio\"]\ntool_timeout_sec = 60\n\n"
      "[mcp_servers.unity.env]\nFOO = \"1\"\n\n[other]\nx = 1\n";
  EXPECT_EQ(
      update(text, {{"url", "http://h/mcp"}}, {"command", "args", "env"}),
      "[mcp_servers.unity]\ntool_timeout_sec = 60\nurl = \"http://h/mcp\"\n\n[other]\nx = 1\n");
}

TEST(toml_config_editor, erase_takes_the_table_and_its_subtables) {
  std::string original = "a = 1\n\n[mcp_servers.x]\ncommand = \"x\"\n\n[tui]\nb = 2\n";
  EXPECT_EQ(erase(update(original)), original);
  EXPECT_EQ(erase("[mcp_servers.unity]\ncommand = \"x\"\n\n[mcp_servers.unity.env]\nA = \"1\"\n\n"
                  "# keep me\n[z]\n"),
            "# keep me\n[z]\n");
  EXPECT_EQ(erase("a = 1\n\n[mcp_servers.unity]\ncommand = \"x\"\n"), "a = 1\n");
  EXPECT_EQ(erase(update("")), "");
}

TEST(toml_config_editor, is_not_fooled_by_strings_that_look_like_headers) {
  std::string text =
      "s = \"\"\"\n[mcp_servers.unity]\ncommand = \"no\"\n\"\"\"\nt = '''\n[x]'''\n"
      "u = \"a # not a comment\"\nd = 1979-05-27 07:32:00Z\n";
  toml_config_editor editor(text, table);
  ASSERT_EQ(editor.error(), "");
  EXPECT_FALSE(editor.find());
  EXPECT_TRUE(update(text).starts_with(text));
}

TEST(toml_config_editor, decodes_strings) {
  toml_config_editor editor(
      "[mcp_servers.unity]\ncommand = \"C:\\\\Tools\\\\pb \\\"x\\\".exe\"\nargs = ['a\\b', "
      "\"\\u00e9\"]\n",
      table);
  ASSERT_EQ(editor.error(), "");
  EXPECT_EQ(editor.find()->at("command"), "C:\\Tools\\pb \"x\".exe");
  EXPECT_EQ(editor.find()->at("args"), (json::array{"a\\b", "é"}));
  EXPECT_EQ(toml_string("C:\\a \"b\"\n"), "\"C:\\\\a \\\"b\\\"\\n\"");
}

TEST(toml_config_editor, refuses_forms_it_cannot_edit_safely) {
  EXPECT_NE(error_of("[mcp_servers]\nunity.command = \"x\"\n").find("dotted keys"),
            std::string::npos);
  EXPECT_NE(error_of("mcp_servers = { unity = { command = \"x\" } }\n").find("inline table"),
            std::string::npos);
  EXPECT_NE(error_of("[mcp_servers]\nunity = { command = \"x\" }\n").find("inline table"),
            std::string::npos);
  EXPECT_NE(error_of("[[mcp_servers]]\nname = \"x\"\n").find("array of tables"), std::string::npos);
  EXPECT_NE(error_of("[mcp_servers.unity]\n[mcp_servers.unity]\n").find("twice"),
            std::string::npos);
  toml_config_editor editor("[mcp_servers.unity]\ncommand.x = \"y\"\n", table);
  ASSERT_EQ(editor.error(), "");
  EXPECT_FALSE(editor.update(stdio, {}).ok());
  // Other servers written with dotted keys are none of our business.
  EXPECT_EQ(error_of("[mcp_servers]\nother.command = \"x\"\n"), "");
}

TEST(toml_config_editor, marks_the_lines_it_writes_and_reads_the_mark_back) {
  const std::vector<std::string> sandbox{"sandbox_workspace_write"};
  toml_config_editor fresh("model = \"o3\"\n", sandbox);
  auto added = fresh.update({{"network_access", true}}, {}, "# ours");
  ASSERT_TRUE(added.ok()) << added.error;
  EXPECT_EQ(added.text,
            "model = \"o3\"\n\n[sandbox_workspace_write]\nnetwork_access = true  # ours\n");
  toml_config_editor again(added.text, sandbox);
  EXPECT_EQ(again.trailing_comment("network_access"), "# ours");
  EXPECT_EQ(again.find()->at("network_access"), true);
  // A marked line that changes keeps the mark; the user's comment after a value is kept otherwise.
  toml_config_editor marked("[sandbox_workspace_write]\nnetwork_access = \"x\" # old\r\n", sandbox);
  EXPECT_EQ(marked.update({{"network_access", true}}, {}, "# ours").text,
            "[sandbox_workspace_write]\nnetwork_access = true  # ours\r\n");
  EXPECT_EQ(marked.update({{"network_access", true}}, {}).text,
            "[sandbox_workspace_write]\nnetwork_access = true # old\r\n");
  EXPECT_EQ(toml_config_editor("[sandbox_workspace_write]\nnetwork_access = true\n", sandbox)
                .trailing_comment("network_access"),
            "");
}

TEST(toml_config_editor, says_whether_a_file_defines_a_path) {
  toml_config_editor editor(
      "default_permissions = \"dev\"\n[permissions.dev.network]\nenabled = true\n[a]\nb.c = 1\n",
      {"mcp_servers", "unity"});
  ASSERT_EQ(editor.error(), "");
  EXPECT_TRUE(editor.defines({"default_permissions"}));
  EXPECT_TRUE(editor.defines({"permissions"}));
  EXPECT_TRUE(editor.defines({"permissions", "dev"}));
  EXPECT_TRUE(editor.defines({"a", "b"}));
  EXPECT_FALSE(editor.defines({"permission"}));
  EXPECT_FALSE(editor.defines({"sandbox_workspace_write"}));
}

TEST(toml_config_editor, reports_malformed_files_with_a_line) {
  EXPECT_NE(error_of("a = 1\n[mcp_servers.x\n").find("line 2"), std::string::npos)
      << error_of("a = 1\n[mcp_servers.x\n");
  EXPECT_NE(error_of("a = \"open\n").find("unterminated string"), std::string::npos);
  EXPECT_NE(error_of("a = [1, 2\n").find("array"), std::string::npos);
  EXPECT_NE(error_of("a 1\n").find("'='"), std::string::npos);
  EXPECT_NE(error_of("a = bare\n").find("quotes"), std::string::npos);
  EXPECT_NE(error_of("a = 1 b = 2\n").find("end of the line"), std::string::npos);
  EXPECT_NE(error_of("a = \"\"\"never").find("multi-line"), std::string::npos);
  EXPECT_NE(error_of("a = " + std::string(10000, '[')).find("nested too deeply"),
            std::string::npos);
  EXPECT_EQ(error_of("a = [\n  1, # c\n  2,\n]\nb = {x = 1, y = \"z\"}\nc = -inf\n"), "");
}

}  // namespace
}  // namespace patchbay::setup
