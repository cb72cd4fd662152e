#pragma once
// The hub's play-test tools (docs/play-testing.md, "Scenarios as files"): run_playtest carries a
// scenario file (a path inside the routed editor's project, or the text) out through the editor's
// own tools as `patchbay playtest` does, or only checks it (lint); record_playtest writes this
// session's play-test calls (client_directory keeps them) as a scenario file's text.
//
// Contract: registered once into the MCP server's tool registry; the scenario's calls go through
// the hub's routing (`tool_provider::call_tool`) as the agent's own calls would, each under a
// context of its own that the run's cancellation reaches. Listed only while a known editor offers
// step_game (the play group): otherwise they could only refuse, and every listed tool costs every
// agent context. No sockets; files are read only inside the project, never through a link.

#include "hub/client_directory.hpp"
#include "hub/editor_registry.hpp"
#include "mcp/call_context.hpp"
#include "mcp/server.hpp"

#include <boost/asio/awaitable.hpp>

#include <memory>

namespace patchbay::hub {

class playtest_tools {
 public:
  playtest_tools(const editor_registry& registry, client_directory& clients,
                 mcp::tool_provider& editor_tools)
      : registry_(registry), clients_(clients), editor_tools_(editor_tools) {}

  void register_into(mcp::tool_registry& tools);
  // Lists the tools while `has_step_game`; called when the editors' tools change.
  void refresh_listing(bool has_step_game);

 private:
  static boost::asio::awaitable<jsonrpc::outcome<mcp::tool_result>> run_playtest(
      playtest_tools* self, std::shared_ptr<mcp::call_context> ctx, boost::json::object args);
  static boost::asio::awaitable<jsonrpc::outcome<mcp::tool_result>> record_playtest(
      playtest_tools* self, std::shared_ptr<mcp::call_context> ctx, boost::json::object args);
  // The scenario text at `path` in the project of the editor the call routes to; else why not.
  struct read_file {
    std::string text;
    std::string file;  // as reports name it: the path relative to the project
    std::string error;
  };
  read_file read_scenario(const mcp::call_context& ctx, const boost::json::object& args) const;
  // Whether the call routes to a development player (always playing, no scenes to open).
  bool routes_to_player(const mcp::call_context& ctx, const boost::json::object& args) const;

  const editor_registry& registry_;
  client_directory& clients_;
  mcp::tool_provider& editor_tools_;
  mcp::tool_registry* tools_ = nullptr;
};

}  // namespace patchbay::hub
