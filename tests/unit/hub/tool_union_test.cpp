// tool_union alone: the tools clients see (editors' tools with the `editor` argument, a built-in
// winning its name, the first editor by id winning a shared name), list_changed only on a real
// change, and the error for a tool nobody has.

#include "hub/tool_union.hpp"
#include "hub_test_support.hpp"
#include "platform/platform.hpp"

#include <gtest/gtest.h>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>

#include <filesystem>
#include <fstream>

namespace patchbay::hub {
namespace {

using namespace testing;
namespace asio = boost::asio;

struct quiet_observer : registry_observer {
  void editor_registered(editor_record&, bool) override {}
  void editor_left(editor_record&) override {}
  void editor_gone(editor_record&, presence) override {}
  void editor_tools_changed() override {}
  void editors_changed() override {}
};

class ToolUnion : public ::testing::Test {
 protected:
  ToolUnion()
      : server_(ioc_.get_executor(), mcp::implementation_info{"patchbay", "", "0", "", ""}) {
    state_dir_ = std::filesystem::temp_directory_path() / ("pb-union-" + platform::random_hex(6));
    std::filesystem::create_directories(state_dir_ / "editors");
    options_.state_dir = state_dir_;
    server_.tools().add(json::object{{"name", "list_editors"},
                                     {"description", "a built-in"},
                                     {"inputSchema", json::object{{"type", "object"}}}},
                        [](std::shared_ptr<mcp::call_context>,
                           json::object) -> asio::awaitable<jsonrpc::outcome<mcp::tool_result>> {
                          co_return json::object{};
                        });
    session_ = server_.open_session(sink_);
    json::object init{
        {"jsonrpc", "2.0"},
        {"id", 1},
        {"method", "initialize"},
        {"params", json::object{{"protocolVersion", "2025-06-18"},
                                {"capabilities", json::object{}},
                                {"clientInfo", json::object{{"name", "t"}, {"version", "1"}}}}}};
    json::object initialized{{"jsonrpc", "2.0"}, {"method", "notifications/initialized"}};
    asio::co_spawn(
        ioc_,
        [](std::shared_ptr<mcp::session> s, json::object a,
           json::object b) -> asio::awaitable<void> {
          co_await s->handle(std::move(a));
          co_await s->handle(std::move(b));
        }(session_, std::move(init), std::move(initialized)),
        asio::detached);
    ioc_.poll();
  }
  ~ToolUnion() override {
    session_->close();
    std::filesystem::remove_all(state_dir_);
  }

  void cache(const std::string& id, std::vector<std::string> tools) {
    json::array list;
    for (auto& n : tools)
      list.push_back(json::object{{"name", n}, {"inputSchema", json::object{{"type", "object"}}}});
    std::ofstream(state_dir_ / "editors" / (id + ".json")) << jsonrpc::serialize(
        json::object{{"id", id}, {"editor", json::object{{"projectName", id}}}, {"tools", list}});
  }
  int list_changed() const {
    int n = 0;
    for (const auto& m : sink_.sent)
      if (auto* v = m.if_contains("method"); v && *v == "notifications/tools/list_changed") ++n;
    return n;
  }

  asio::io_context ioc_;
  mcp::server server_;
  hub_options options_;
  std::filesystem::path state_dir_;
  quiet_observer obs_;
  capture_sink sink_;
  std::shared_ptr<mcp::session> session_;
};

TEST_F(ToolUnion, EditorsToolsWithTheEditorArgumentBuiltInsAndTheFirstEditorWin) {
  cache("Alpha@1", {"echo", "list_editors", "shared"});
  cache("Beta@2", {"shared", "beta_only"});
  editor_registry registry(ioc_.get_executor(), options_, "i", obs_);
  registry.load_cache();
  tool_union tools(ioc_.get_executor(), options_, server_, registry);
  tools.rebuild();
  EXPECT_TRUE(tools.contains("echo"));
  EXPECT_TRUE(tools.contains("beta_only"));
  EXPECT_FALSE(tools.contains("list_editors")) << "a built-in keeps its name";
  ASSERT_EQ(tools.tools().size(), 3u);
  const auto& echo = tools.tools().at("echo");
  EXPECT_TRUE(echo.at("inputSchema").at("properties").as_object().contains("editor"));
}

// The editor lease's declaration is the hub's to act on (docs/protocol.md §6.3): clients do not see
// it; other _meta entries stay.
TEST_F(ToolUnion, TheHubKeepsWholeEditorToItself) {
  json::array list{json::object{{"name", "build"},
                                {"inputSchema", json::object{{"type", "object"}}},
                                {"_meta", json::object{{"patchbay/wholeEditor", true}}}},
                   json::object{{"name", "tests"},
                                {"inputSchema", json::object{{"type", "object"}}},
                                {"_meta", json::object{{"patchbay/wholeEditor", true},
                                                       {"patchbay/group", "tests"}}}}};
  std::ofstream(state_dir_ / "editors" / "Alpha@1.json") << jsonrpc::serialize(json::object{
      {"id", "Alpha@1"}, {"editor", json::object{{"projectName", "Alpha"}}}, {"tools", list}});
  editor_registry registry(ioc_.get_executor(), options_, "i", obs_);
  registry.load_cache();
  tool_union tools(ioc_.get_executor(), options_, server_, registry);
  tools.rebuild();
  EXPECT_FALSE(tools.tools().at("build").contains("_meta"));
  const auto& meta = tools.tools().at("tests").at("_meta").as_object();
  EXPECT_FALSE(meta.contains("patchbay/wholeEditor"));
  EXPECT_EQ(meta.at("patchbay/group"), "tests");
  EXPECT_TRUE(registry.find("Alpha@1")->tools.at(0).at("_meta").as_object().contains(
      "patchbay/wholeEditor"))
      << "the editor's own list keeps it: the forwarder reads it there";
}

TEST_F(ToolUnion, ListChangedOnlyWhenTheUnionChanges) {
  cache("Alpha@1", {"echo"});
  editor_registry registry(ioc_.get_executor(), options_, "i", obs_);
  registry.load_cache();
  tool_union tools(ioc_.get_executor(), options_, server_, registry);
  tools.rebuild();
  int first = list_changed();
  tools.rebuild();
  EXPECT_EQ(list_changed(), first) << "the same union again: no notification";
}

TEST_F(ToolUnion, AnUnknownToolSaysWhichEditorsThereAreAndWhereToolsComeFrom) {
  cache("Alpha@1", {"echo"});
  editor_registry registry(ioc_.get_executor(), options_, "i", obs_);
  registry.load_cache();
  tool_union tools(ioc_.get_executor(), options_, server_, registry);
  tools.rebuild();
  auto e = tools.unknown_tool("make_coffee");
  EXPECT_EQ(e.code, jsonrpc::invalid_params);
  EXPECT_NE(e.message.find("Alpha@1"), std::string::npos) << e.message;
  EXPECT_EQ(e.data.at("patchbay"), "unknown_tool");

  editor_registry empty(ioc_.get_executor(), hub_options{}, "i", obs_);
  tool_union none(ioc_.get_executor(), options_, server_, empty);
  EXPECT_NE(none.unknown_tool("x").message.find("none is connected"), std::string::npos);
}

}  // namespace
}  // namespace patchbay::hub
