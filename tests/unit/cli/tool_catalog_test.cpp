// What `patchbay tools` prints and the did-you-mean of `patchbay call`, from tools/list entries.

#include "cli/tool_catalog.hpp"

#include <gtest/gtest.h>

namespace patchbay::cli {
namespace {

namespace json = boost::json;

json::array tools() {
  return json::parse(R"([
    {"name": "get_editor_state", "description": "Play mode, compile state. More detail here.",
     "inputSchema": {"type": "object", "properties": {"editor": {"type": "string"}}}},
    {"name": "create_game_object", "description": "Create a GameObject; undoable.",
     "inputSchema": {"type": "object", "properties": {
       "name": {"type": "string", "description": "Its name"},
       "primitive": {"type": "string", "enum": ["Cube", "Sphere"]},
       "position": {"type": "array", "items": {"type": "number"}},
       "active": {"type": "boolean", "default": true}},
       "required": ["name", "position"]}},
    {"name": "save_scene", "description": "Save a loaded scene.",
     "_meta": {"patchbay/group": "scenes", "patchbay/security": "file_write", "patchbay/allowed": false}},
    {"name": "my_tool", "description": "A project tool.",
     "_meta": {"patchbay/group": "game", "patchbay/origin": "project", "patchbay/allowed": false}},
    {"name": "list_editors", "description": "List the editors."}
  ])")
      .as_array();
}

TEST(ToolCatalog, GroupsAndWhyAToolIsOff) {
  auto t = tools();
  EXPECT_EQ(tool_group(t[0].as_object()), "core");
  EXPECT_EQ(tool_group(t[2].as_object()), "scenes");
  EXPECT_EQ(tool_group(t[4].as_object()), "hub");
  EXPECT_EQ(tool_blocked_reason(t[0].as_object()), "");
  EXPECT_EQ(tool_blocked_reason(t[2].as_object()), "off: needs allowFileWrites");
  EXPECT_EQ(tool_blocked_reason(t[3].as_object()), "off: needs allowProjectTools");
}

TEST(ToolCatalog, ListIsOneLineATool_CoreFirst_HubLast_SwitchedOffGroupsNamed) {
  std::string out = format_tool_list(tools());
  EXPECT_EQ(out.substr(0, out.find("Groups")),
            "core:\n"
            "  get_editor_state    Play mode, compile state.\n"
            "  create_game_object  Create a GameObject; undoable.\n"
            "game:\n"
            "  my_tool             A project tool.  [off: needs allowProjectTools]\n"
            "scenes:\n"
            "  save_scene          Save a loaded scene.  [off: needs allowFileWrites]\n"
            "hub (Patchbay's own):\n"
            "  list_editors        List the editors.\n");
  EXPECT_NE(out.find("(their tools are not listed): prefabs, assets, materials"), std::string::npos)
      << out;
  EXPECT_EQ(out.find("scenes, prefabs"), std::string::npos) << "a listed group is not off";
  EXPECT_NE(out.find("patchbay tools NAME"), std::string::npos);
}

TEST(ToolCatalog, HelpShowsTypesRequiredDefaultsAllowedValuesAndAnExample) {
  std::string out = format_tool_help(tools()[1].as_object());
  EXPECT_EQ(out,
            "create_game_object (core)\n"
            "  Create a GameObject; undoable.\n"
            "Parameters:\n"
            "  --name  string, required\n"
            "      Its name\n"
            "  --primitive  string\n"
            "      One of: Cube, Sphere\n"
            "  --position  array of number, required\n"
            "  --active  boolean, default true\n"
            "Example:\n"
            "  patchbay call create_game_object --name text --position 0,1,0\n");
  EXPECT_NE(format_tool_help(tools()[2].as_object()).find("No parameters."), std::string::npos);
}

TEST(ToolCatalog, NearestNames) {
  std::vector<std::string> names{"create_game_object", "get_game_object", "delete_game_object",
                                 "compile", "get_console_logs"};
  EXPECT_EQ(nearest_names("create_gameobject", names),
            (std::vector<std::string>{"create_game_object"}));
  EXPECT_EQ(nearest_names("compil", names), (std::vector<std::string>{"compile"}));
  EXPECT_EQ(nearest_names("console", names), (std::vector<std::string>{"get_console_logs"}));
  EXPECT_TRUE(nearest_names("zzz", names).empty());
  EXPECT_EQ(first_sentence("One. Two."), "One.");
  EXPECT_EQ(first_sentence("v1.2 is out"), "v1.2 is out");
}

}  // namespace
}  // namespace patchbay::cli
