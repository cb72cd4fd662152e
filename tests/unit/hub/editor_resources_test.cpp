// The editors as MCP resources (hub/editor_resources.hpp, hub/resource_uri.hpp): the URIs, the
// list, reads answered by the hub and by the editor's own tools, the errors of an unknown URI or
// editor, and subscriptions — followed, refused, and told when the editor's counters change.
#include "hub/resource_uri.hpp"
#include "hub_fixture.hpp"

namespace patchbay::hub::testing {
namespace {

TEST(ResourceUri, EveryShapeParsesAndIsMadeAgain) {
  for (std::string uri :
       {"patchbay://editors", "patchbay://editors/Game%40ab12/state",
        "patchbay://editors/Game%40ab12/console", "patchbay://editors/Game%40ab12/console/after/17",
        "patchbay://editors/Game%40ab12/project", "patchbay://editors/Game%40ab12/tools",
        "patchbay://editors/Game%40ab12/scenes/Assets%2FScenes%2FMain.unity/hierarchy",
        "patchbay://editors/Game%40ab12/scenes/Main/hierarchy/from/100",
        "patchbay://editors/Game%40ab12/objects/Player%2FCamera"}) {
    auto a = parse_resource_uri(uri);
    ASSERT_TRUE(a) << uri;
    EXPECT_EQ(resource_uri(*a), uri);
  }
  auto a = parse_resource_uri("patchbay://editors/Game@ab12/objects/Player%2FCamera");
  ASSERT_TRUE(a);  // '@' need not be encoded
  EXPECT_EQ(a->editor, "Game@ab12");
  EXPECT_EQ(a->object, "Player/Camera");
  EXPECT_EQ(a->kind, resource_kind::object);
}

TEST(ResourceUri, MalformedOnesAreNotResources) {
  for (std::string uri :
       {"patchbay://editor", "patchbay://editors/", "patchbay://editors/Game",
        "patchbay://editors/Game/", "patchbay://editors/Game/logs",
        "patchbay://editors/Game/console/after/", "patchbay://editors/Game/console/after/-1",
        "patchbay://editors/Game/console/after/1x", "patchbay://editors/Game/scenes/Main",
        "patchbay://editors/Game/scenes/Main/hierarchy/to/5", "patchbay://editors/Game/objects/a/b",
        "patchbay://editors/Game/objects/bad%2", "patchbay://editors/Game//state",
        "file:///etc/passwd"})
    EXPECT_FALSE(parse_resource_uri(uri)) << uri;
  EXPECT_EQ(percent_decode("%4"), std::nullopt);
  EXPECT_EQ(percent_decode("%zz"), std::nullopt);
  EXPECT_EQ(percent_encode("Assets/A b.unity"), "Assets%2FA%20b.unity");
}

class EditorResources : public hub_fixture {
 protected:
  // An editor with the read-only tools the resources use, at `scene`.
  std::shared_ptr<editor_link> editor(const std::string& project = "Game") {
    std::shared_ptr<editor_link> link;
    auto conn = connect("run-" + project, &link, false, project,
                        json::object{{"activeScene", json::object{{"name", "Main"},
                                                                  {"path", "Assets/Main.unity"}}}});
    json::array tools;
    for (const char* name : {"get_console_logs", "get_editor_state", "get_game_object",
                             "get_hierarchy", "get_project_info"})
      tools.push_back(json::object{{"name", name},
                                   {"inputSchema", json::object{{"type", "object"}}},
                                   {"_meta", json::object{{"patchbay/group", "core"}}}});
    tools.push_back(json::object{{"name", "run_tests"},
                                 {"inputSchema", json::object{{"type", "object"}}},
                                 {"_meta", json::object{{"patchbay/group", "tests"},
                                                        {"patchbay/security", "tests"},
                                                        {"patchbay/allowed", false}}}});
    auto lists = conn->with_method("tools/list");
    link->on_message(
        boost::json::serialize(json::object{{"jsonrpc", "2.0"},
                                            {"id", lists.at(0).at("id")},
                                            {"result", json::object{{"tools", tools}}}}));
    poll();
    conns_.push_back(conn);
    return link;
  }

  void request(int id, std::string method, json::object params = {}) {
    feed(json::object{{"jsonrpc", "2.0"},
                      {"id", id},
                      {"method", std::move(method)},
                      {"params", std::move(params)}});
  }
  json::object result(int id) {
    auto r = client_reply(id);
    EXPECT_TRUE(r) << "no reply to " << id;
    if (!r || !r->contains("result")) {
      ADD_FAILURE() << (r ? json::serialize(*r) : "none");
      return {};
    }
    return r->at("result").as_object();
  }
  json::object error(int id) {
    auto r = client_reply(id);
    EXPECT_TRUE(r && r->contains("error")) << (r ? json::serialize(*r) : "none");
    return r && r->contains("error") ? r->at("error").as_object() : json::object{};
  }
  json::value content_json(int id) {
    auto c = result(id).at("contents").as_array().at(0).as_object();
    EXPECT_EQ(c.at("mimeType").as_string(), "application/json");
    return json::parse(c.at("text").as_string());
  }
  // The editor's side of a forwarded call: the last tools/call it was sent, answered with `text`.
  json::object answer_last_call(std::shared_ptr<fake_connection> conn, editor_link& link,
                                std::string text, bool is_error = false) {
    auto calls = conn->with_method("tools/call");
    EXPECT_FALSE(calls.empty());
    if (calls.empty()) return {};
    json::object result{{"content", json::array{json::object{{"type", "text"}, {"text", text}}}}};
    if (is_error) result["isError"] = true;
    link.on_message(boost::json::serialize(json::object{
        {"jsonrpc", "2.0"}, {"id", calls.back().at("id")}, {"result", std::move(result)}}));
    poll();
    return calls.back().at("params").as_object();
  }
  std::size_t updates_of(std::string_view uri) const {
    std::size_t n = 0;
    for (const auto& m : client_.sent)
      if (auto* method = m.if_contains("method"); method &&
                                                  *method == "notifications/resources/updated" &&
                                                  m.at("params").at("uri").as_string() == uri)
        ++n;
    return n;
  }

  std::vector<std::shared_ptr<fake_connection>> conns_;
};

TEST_F(EditorResources, TheServerDeclaresResourcesAndListsEveryEditorsOwn) {
  start();
  auto init = client_reply(1);
  ASSERT_TRUE(init);
  EXPECT_TRUE(init->at("result").at("capabilities").as_object().contains("resources"));
  request(2, "resources/list");
  auto first = result(2).at("resources").as_array();
  ASSERT_EQ(first.size(), 1u);
  EXPECT_EQ(first.at(0).at("uri").as_string(), "patchbay://editors");

  editor();
  request(3, "resources/list");
  std::vector<std::string> uris;
  const json::array listed = result(3).at("resources").as_array();
  for (const auto& r : listed) uris.emplace_back(r.at("uri").as_string());
  ASSERT_EQ(uris.size(), 6u) << json::serialize(result(3));
  const std::string base = uris.at(1).substr(0, uris.at(1).rfind('/'));
  EXPECT_EQ(uris.at(1), base + "/state");
  EXPECT_EQ(uris.at(2), base + "/console");
  EXPECT_EQ(uris.at(3), base + "/project");
  EXPECT_EQ(uris.at(4), base + "/tools");
  EXPECT_EQ(uris.at(5), base + "/scenes/Assets%2FMain.unity/hierarchy");
  // The editor's arrival changed the list: every session is told.
  bool told = false;
  for (const auto& m : client_.sent)
    if (auto* method = m.if_contains("method");
        method && *method == "notifications/resources/list_changed")
      told = true;
  EXPECT_TRUE(told);

  request(4, "resources/templates/list");
  EXPECT_EQ(result(4).at("resourceTemplates").as_array().size(), 8u);
}

TEST_F(EditorResources, EditorsStateAndToolsAreTheHubsOwnAnswers) {
  start();
  auto link = editor();
  request(2, "resources/read", {{"uri", "patchbay://editors"}});
  auto editors = content_json(2).at("editors").as_array();
  ASSERT_EQ(editors.size(), 1u);
  std::string id(editors.at(0).at("id").as_string());
  std::string base = "patchbay://editors/" + percent_encode(id);

  request(3, "resources/read", {{"uri", base + "/tools"}});
  auto tools = content_json(3).as_object();
  EXPECT_EQ(tools.at("groups").as_array().size(), 2u) << json::serialize(tools);
  EXPECT_EQ(tools.at("refusedBySecurity").as_array().at(0).at("needs").as_string(), "tests");
  EXPECT_TRUE(conns_.at(0)->with_method("tools/call").empty());  // nothing asked of the editor
}

TEST_F(EditorResources, TheConsoleIsTheEditorsAnswerAndItsCursorAPath) {
  start();
  auto link = editor();
  auto conn = conns_.at(0);
  request(2, "resources/read", {{"uri", "patchbay://editors"}});
  std::string id(content_json(2).at("editors").as_array().at(0).at("id").as_string());
  std::string base = "patchbay://editors/" + percent_encode(id);

  request(3, "resources/read", {{"uri", base + "/console/after/41"}});
  EXPECT_FALSE(client_reply(3));  // waits for the editor
  auto sent = answer_last_call(conn, *link, R"({"entries":[],"matched":0,"lastId":41})");
  EXPECT_EQ(sent.at("name").as_string(), "get_console_logs");
  EXPECT_EQ(sent.at("arguments").at("since").as_int64(), 41);
  EXPECT_EQ(content_json(3).at("lastId").as_int64(), 41);

  // A GameObject the editor does not have is a missing resource, with the editor's words.
  request(4, "resources/read", {{"uri", base + "/objects/Nope"}});
  sent = answer_last_call(conn, *link, "No GameObject 'Nope'. Nearest: Player", true);
  EXPECT_EQ(sent.at("arguments").at("target").as_string(), "Nope");
  auto e = error(4);
  EXPECT_EQ(e.at("code").as_int64(), jsonrpc::resource_not_found);
  EXPECT_NE(std::string(e.at("message").as_string()).find("Nearest: Player"), std::string::npos);
}

TEST_F(EditorResources, UnknownUrisAndEditorsNameWhatThereIs) {
  start();
  editor();
  request(2, "resources/read", {{"uri", "patchbay://editors/Elsewhere@0000/console"}});
  auto e = error(2);
  EXPECT_EQ(e.at("code").as_int64(), jsonrpc::resource_not_found);
  EXPECT_EQ(e.at("data").at("editors").as_array().size(), 1u);
  EXPECT_NE(std::string(e.at("message").as_string()).find("the editors are: Game@"),
            std::string::npos);

  request(3, "resources/read", {{"uri", "patchbay://editors/x/logs"}});
  EXPECT_NE(std::string(error(3).at("message").as_string()).find("resources/templates/list"),
            std::string::npos);
  request(4, "resources/read", {{"uri", "https://example.com/"}});
  EXPECT_EQ(error(4).at("code").as_int64(), jsonrpc::resource_not_found);
  EXPECT_TRUE(conns_.at(0)->with_method("tools/call").empty());

  // On the 2026-07-28 wire the same is -32602 (SEP-2164).
  auto r =
      send_stateless(5, "resources/read", {{"uri", "patchbay://editors/Elsewhere@0000/state"}});
  ASSERT_TRUE(run_until([&] { return r->done; }));
  EXPECT_EQ(r->reply->at("error").at("code").as_int64(), jsonrpc::invalid_params);
}

TEST_F(EditorResources, SubscriptionsFollowTheEditorsCountersAndRefuseWhatCannotBeFollowed) {
  start();
  auto link = editor();
  request(2, "resources/read", {{"uri", "patchbay://editors"}});
  std::string id(content_json(2).at("editors").as_array().at(0).at("id").as_string());
  std::string base = "patchbay://editors/" + percent_encode(id);
  const std::string console = base + "/console";
  const std::string hierarchy = base + "/scenes/Main/hierarchy";

  request(3, "resources/subscribe", {{"uri", console}});
  EXPECT_TRUE(result(3).empty());
  request(4, "resources/subscribe", {{"uri", hierarchy}});
  EXPECT_TRUE(result(4).empty());
  for (auto [n, uri] : {std::pair{5, base + "/objects/Player"},
                        std::pair{6, base + "/console/after/3"}, std::pair{7, base + "/project"}}) {
    request(n, "resources/subscribe", {{"uri", uri}});
    auto e = error(n);
    EXPECT_EQ(e.at("code").as_int64(), jsonrpc::invalid_params) << uri;
    EXPECT_NE(std::string(e.at("message").as_string()).find("subscribe to"), std::string::npos)
        << e.at("message");
  }
  request(8, "resources/subscribe", {{"uri", "patchbay://editors/Gone@1/console"}});
  EXPECT_EQ(error(8).at("code").as_int64(), jsonrpc::resource_not_found);

  auto changed = [&](int console_n, int hierarchy_n) {
    link->on_message(boost::json::serialize(json::object{
        {"jsonrpc", "2.0"},
        {"method", "editor/changed"},
        {"params", json::object{{"console", console_n}, {"hierarchy", hierarchy_n}}}}));
    poll();
  };
  changed(1, 1);  // the link's first counters: a baseline, told
  EXPECT_EQ(updates_of(console), 1u);
  EXPECT_EQ(updates_of(hierarchy), 1u);
  changed(2, 1);
  EXPECT_EQ(updates_of(console), 2u);
  EXPECT_EQ(updates_of(hierarchy), 1u);
  changed(2, 1);  // nothing changed: nothing told
  EXPECT_EQ(updates_of(console), 2u);
  changed(2, 5);
  EXPECT_EQ(updates_of(hierarchy), 2u);

  request(9, "resources/unsubscribe", {{"uri", console}});
  changed(3, 5);
  EXPECT_EQ(updates_of(console), 2u);
}

// A client names the scenes it follows, so what the hub keeps for them is bounded: past 256 URIs
// of one editor a new subscription is refused, saying so; an unsubscribed one makes room again.
TEST_F(EditorResources, FollowedUrisOfOneEditorAreBounded) {
  start();
  auto link = editor();
  request(2, "resources/read", {{"uri", "patchbay://editors"}});
  std::string id(content_json(2).at("editors").as_array().at(0).at("id").as_string());
  std::string base = "patchbay://editors/" + percent_encode(id);
  auto scene = [&](int n) { return base + "/scenes/S" + std::to_string(n) + "/hierarchy"; };
  int next_id = 10;
  for (int n = 0; n < 256; ++n) {
    request(next_id, "resources/subscribe", {{"uri", scene(n)}});
    ASSERT_TRUE(client_reply(next_id) && client_reply(next_id)->contains("result")) << n;
    ++next_id;
  }
  request(next_id, "resources/subscribe", {{"uri", scene(256)}});
  auto e = error(next_id++);
  EXPECT_EQ(e.at("code").as_int64(), jsonrpc::invalid_params);
  EXPECT_NE(std::string(e.at("message").as_string()).find("at most 256"), std::string::npos)
      << e.at("message");
  request(next_id, "resources/subscribe", {{"uri", scene(3)}});  // one already followed: fine
  EXPECT_TRUE(result(next_id++).empty());

  request(next_id++, "resources/unsubscribe", {{"uri", scene(7)}});
  request(next_id, "resources/subscribe", {{"uri", scene(256)}});
  EXPECT_TRUE(result(next_id++).empty());
  // The one dropped is no longer told of; the others still are.
  link->on_message(boost::json::serialize(
      json::object{{"jsonrpc", "2.0"},
                   {"method", "editor/changed"},
                   {"params", json::object{{"console", 1}, {"hierarchy", 1}}}}));
  poll();
  EXPECT_EQ(updates_of(scene(7)), 0u);
  EXPECT_EQ(updates_of(scene(256)), 1u);
  EXPECT_EQ(updates_of(scene(0)), 1u);
}

}  // namespace
}  // namespace patchbay::hub::testing
