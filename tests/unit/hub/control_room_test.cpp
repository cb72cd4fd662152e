// The MCP App control room's tools (hub/control_room.hpp, issue 46): listed only to a client that
// declares the Apps extension, linked to ui://patchbay/control-room; show_control_room's snapshot
// leaves out other clients' working directories; cancel_task refuses what is not this client's.
#include "hub/control_room.hpp"
#include "hub_fixture.hpp"

namespace patchbay::hub::testing {
namespace {

class ControlRoom : public hub_fixture {
 protected:
  std::vector<std::string> tool_names(int id) {
    feed(json::object{{"jsonrpc", "2.0"}, {"id", id}, {"method", "tools/list"}});
    std::vector<std::string> names;
    auto reply = client_reply(id);
    if (reply)
      for (const auto& t : reply->at("result").at("tools").as_array())
        names.emplace_back(t.at("name").as_string());
    return names;
  }
  static bool has(const std::vector<std::string>& names, std::string_view name) {
    return std::find(names.begin(), names.end(), name) != names.end();
  }
};

TEST_F(ControlRoom, AClientWithoutTheAppsExtensionIsOfferedNeitherTool) {
  start();
  auto names = tool_names(2);
  EXPECT_FALSE(has(names, "show_control_room"));
  EXPECT_FALSE(has(names, "cancel_task"));
}

TEST_F(ControlRoom, AnAppsClientGetsBothLinkedToTheApp) {
  start(json::object{{"extensions", json::object{{apps_extension, json::object{}}}}});
  connect("run-1");
  feed(json::object{{"jsonrpc", "2.0"}, {"id", 2}, {"method", "tools/list"}});
  json::object show, cancel;
  auto listed = client_reply(2);
  ASSERT_TRUE(listed);
  for (const auto& t : listed->at("result").at("tools").as_array()) {
    if (t.at("name") == "show_control_room") show = t.as_object();
    if (t.at("name") == "cancel_task") cancel = t.as_object();
  }
  ASSERT_FALSE(show.empty());
  ASSERT_FALSE(cancel.empty());
  EXPECT_EQ(show.at("_meta").at("ui").at("resourceUri").as_string(), control_room_uri);
  EXPECT_EQ(cancel.at("_meta").at("ui").at("visibility").as_array().at(0).as_string(), "app");

  call(3, "show_control_room");
  auto shown = client_reply(3);
  ASSERT_TRUE(shown);
  const auto& snapshot = shown->at("result").at("structuredContent").as_object();
  EXPECT_EQ(snapshot.at("editors").as_array().size(), 1u);
  for (const auto& s : snapshot.at("sessions").as_array())
    EXPECT_FALSE(s.as_object().contains("cwd")) << json::serialize(s);

  call(4, "cancel_task", json::object{{"taskId", "0123456789abcdef"}});
  auto refused = client_reply(4);
  ASSERT_TRUE(refused);
  EXPECT_TRUE(is_error(*refused));
  EXPECT_NE(text_of(*refused).find("Nothing was cancelled"), std::string::npos)
      << text_of(*refused);
  call(5, "cancel_task");
  auto bare = client_reply(5);
  ASSERT_TRUE(bare);
  EXPECT_NE(text_of(*bare).find("needs `taskId`"), std::string::npos);
}

}  // namespace
}  // namespace patchbay::hub::testing
