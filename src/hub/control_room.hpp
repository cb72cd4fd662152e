#pragma once
// The MCP App control room (issue 46; MCP Apps, io.modelcontextprotocol/ui, SEP-1865 2026-01-26):
// the dashboard's view — editors with health, the lease and its queue, running tasks, recent calls,
// dialogs waiting — rendered inline by clients that host MCP Apps, from the ui:// resource the
// app layer serves (web/control-room/index.html). Two tools, listed only to clients that declare
// the extension (the default tool list and its token budget do not change):
//
//   show_control_room  model and app: the snapshot (structuredContent) the view renders; the view
//                      calls it again to refresh
//   cancel_task        app only (_meta.ui.visibility): cancels a task of this client, as its
//                      tasks/cancel would (the same owner check)
//
// The view's other actions are the hub's own tools with their own checks: select_editor and
// answer_dialog (which presses only what the project allows). Contract: registered once into the
// server's tool registry; each call reads the status as it is then (no co_await inside).

#include "hub/status_room.hpp"
#include "mcp/call_context.hpp"
#include "mcp/server.hpp"

#include <boost/asio/awaitable.hpp>

#include <memory>

namespace patchbay::hub {

inline constexpr std::string_view apps_extension = "io.modelcontextprotocol/ui";
inline constexpr std::string_view control_room_uri = "ui://patchbay/control-room";
inline constexpr std::string_view app_html_mime = "text/html;profile=mcp-app";

class control_room {
 public:
  explicit control_room(const status_room& status) : status_(status) {}

  void register_into(mcp::tool_registry& tools);
  // The status with calls, less what belongs to other clients (their working directories and
  // pins): what the view shows.
  boost::json::object snapshot() const;

 private:
  static boost::asio::awaitable<jsonrpc::outcome<mcp::tool_result>> show(
      control_room* self, std::shared_ptr<mcp::call_context> ctx, boost::json::object args);
  static boost::asio::awaitable<jsonrpc::outcome<mcp::tool_result>> cancel_task(
      control_room* self, std::shared_ptr<mcp::call_context> ctx, boost::json::object args);

  const status_room& status_;
};

}  // namespace patchbay::hub
