#pragma once
// The hub's own tools, answered without an editor (DESIGN.md §3): list_editors (the editors, and
// where this session's calls go and why) and select_editor (choose one for the session; a handle
// for 2026-07-28 clients, which have no session to keep it in) and answer_dialog (press a button
// of a modal dialog a blocked editor shows, when its project allows it: editor_dialogs.hpp).
//
// Contract: registered once into the MCP server's tool registry; each call reads the registry and
// the client directory as they are then (no co_await inside).

#include "hub/client_directory.hpp"
#include "hub/dashboard.hpp"
#include "hub/editor_lease.hpp"
#include "hub/editor_registry.hpp"
#include "mcp/call_context.hpp"
#include "mcp/server.hpp"

#include <boost/asio/awaitable.hpp>

#include <functional>
#include <memory>

namespace patchbay::hub {

class builtin_tools {
 public:
  builtin_tools(const editor_registry& registry, client_directory& clients, editor_lease& lease,
                std::shared_ptr<dashboard> board)
      : registry_(registry), clients_(clients), lease_(lease), dashboard_(std::move(board)) {}

  void register_into(mcp::tool_registry& tools);
  // answer_dialog is listed only while a known editor's project allows it (allowAnswerDialog): off,
  // it could only refuse, and every listed tool costs every agent context. Called when editors
  // change; unlisted, it still answers a call, naming the setting.
  void refresh_listing();
  // The Unity editors open_editor is starting (editor_opener::opening_now): list_editors shows them
  // as `opening` until they link.
  void set_opening_source(std::function<boost::json::array()> f) { opening_ = std::move(f); }

 private:
  static boost::asio::awaitable<jsonrpc::outcome<mcp::tool_result>> list_editors(
      builtin_tools* self, std::shared_ptr<mcp::call_context> ctx, boost::json::object args);
  static boost::asio::awaitable<jsonrpc::outcome<mcp::tool_result>> select_editor(
      builtin_tools* self, std::shared_ptr<mcp::call_context> ctx, boost::json::object args);
  static boost::asio::awaitable<jsonrpc::outcome<mcp::tool_result>> answer_dialog(
      builtin_tools* self, std::shared_ptr<mcp::call_context> ctx, boost::json::object args);

  const editor_registry& registry_;
  client_directory& clients_;
  editor_lease& lease_;
  std::shared_ptr<dashboard> dashboard_;
  mcp::tool_registry* tools_ = nullptr;  // where register_into added them
  std::function<boost::json::array()> opening_;
};

}  // namespace patchbay::hub
