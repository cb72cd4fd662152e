#include "cli/subcommands.hpp"

#include "cli/tool_catalog.hpp"
#include "jsonrpc/message.hpp"
#include "mcp/patchbay_names.hpp"

#include <iostream>

namespace patchbay::cli {

namespace asio = boost::asio;
namespace json = boost::json;
using namespace std::chrono;

asio::awaitable<void> tools_command::run() {
  std::optional<cli_session> holder;
  bool opened = co_await open_routed(holder);
  if (!opened) co_return;
  cli_session& session = *holder;
  auto routed_list = co_await tools_of_route(session);
  co_await session.close();
  if (!routed_list) co_return;
  const json::array& tools = routed_list->tools;
  // Which editor this command line reaches, as list_editors computed it for this session.
  std::string routed = str(routed_list->session, "editor");
  std::string reason = str(routed_list->session, "reason");
  std::size_t live = 0;
  std::string listing;
  if (auto* list = routed_list->editors.if_contains("editors"); list && list->is_array())
    for (const auto& e : list->as_array()) {
      const auto& eo = e.as_object();
      std::string state = str(eo, "state");
      if (state != "disconnected" && state != "not_loaded") ++live;
      listing += "  " + str(eo, "id") + "  " + str(eo, "projectPath") + "  (" + state + ")\n";
    }
  // --editor NAME or --project PATH that reaches no editor: say so, never another's tools.
  bool pinned = !req.project.empty() ||
                (!req.editor.empty() && req.editor.find_first_of("*,") == std::string::npos);
  if (pinned && routed.empty()) {
    std::string message = str(routed_list->session, "message");
    std::cerr << "patchbay tools: "
              << (message.empty() ? "no Unity editor matches --editor/--project." : message)
              << "\n";
    // An unknown name's message lists the editors already (hub/routing.cpp).
    if (str(routed_list->session, "error") != mcp::error_kind::unknown_editor && !listing.empty())
      std::cerr << "Editors:\n" << listing;
    std::cerr << "  List them with: patchbay editors\n";
    code = exit_code::no_editor;
    co_return;
  }
  if (!req.tool.empty()) {
    const json::object* tool = find_tool(tools, req.tool);
    if (!tool) {
      std::cerr << "patchbay tools: " << unknown_tool(*routed_list) << "\n";
      code = exit_code::usage;
      co_return;
    }
    if (req.json)
      std::cout << jsonrpc::serialize(*tool) << "\n";
    else
      std::cout << format_tool_help(*tool);
    co_return;
  }
  if (routed.empty() && live > 1 && req.editor.empty()) {
    std::cerr << "patchbay tools: " << live
              << " Unity editors are connected and this directory routes to none of them:\n"
              << listing
              << "  Pick one with --editor ID (or --project PATH), or run the command from "
                 "inside the project's folder.\n";
    code = exit_code::several_editors;
    co_return;
  }
  if (req.json) {
    std::cout << jsonrpc::serialize(tools) << "\n";
    co_return;
  }
  bool editor_tools = has_editor_tools(tools);
  if (!editor_tools || (routed.empty() && live == 0 && req.editor.empty())) {
    if (!has_editor_tools(routed_list->all)) {
      std::cerr << "patchbay tools: no Unity editor has connected and the hub knows no tools "
                   "yet. Open your project in Unity with the Patchbay package installed.\n";
      code = exit_code::no_editor;
      co_return;
    }
    if (routed.empty())
      std::cout << "No Unity editor is connected; the tools the hub last saw:\n";
    else
      std::cout << "Tools of " << routed << " (" << reason
                << "): it has announced none of its own yet\n";
  } else if (!routed.empty()) {
    std::cout << "Tools of " << routed << " (" << reason << "):\n";
  } else {
    std::cout << "Tools (calls go to --editor " << req.editor << "):\n";
  }
  bool player = false;
  if (auto* list = routed_list->editors.if_contains("editors"); list && list->is_array())
    for (const auto& e : list->as_array())
      if (e.is_object() && str(e.as_object(), "id") == routed &&
          str(e.as_object(), "kind") == "player")
        player = true;
  std::cout << format_tool_list(tools, player);
}

}  // namespace patchbay::cli
