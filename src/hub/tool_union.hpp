#pragma once
// The tools MCP clients see: the hub's built-ins plus the union of every known editor's tools
// (connected or cached), each with an optional `editor` argument; and the waits that keep a client
// from seeing a list or an "Unknown tool" while an editor's tools are on their way.
//
// Contract: lives on one executor; no sockets; no locks. Rebuilt whole on every change (`rebuild`):
// the first editor in id order wins a name, a built-in always wins;
// notifications/tools/list_changed goes out only when the union's serialized form changed. Every
// wait is bounded and is woken by every rebuild and every `wake` (a change of the editors'
// presence), then reads its condition again. A tool that is still unknown is the JSON-RPC error
// -32602 (MCP: unknown tools are protocol errors), saying where tools come from.

#include "hub/editor_registry.hpp"
#include "hub/hub_options.hpp"
#include "mcp/server.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/json.hpp>

#include <chrono>
#include <map>
#include <set>
#include <string>

namespace patchbay::hub {

// One editor's tool as clients see it: with the hub's optional `editor` argument, an output schema
// that a fanned-out result also validates against, and without the hub's own `_meta` keys.
boost::json::object as_listed(boost::json::object editor_tool);

class tool_union {
 public:
  tool_union(boost::asio::any_io_executor ex, const hub_options& options, mcp::server& server,
             const editor_registry& registry);
  tool_union(const tool_union&) = delete;
  tool_union& operator=(const tool_union&) = delete;

  void rebuild();
  void wake();

  bool contains(const std::string& name) const { return tools_.count(name) > 0; }
  // Name → tool as clients see it (with the `editor` argument).
  const std::map<std::string, boost::json::object>& tools() const { return tools_; }

  // Up to first_list_wait, until `tool` is in the union or no editor's list is on its way.
  boost::asio::awaitable<void> await_tool(std::string tool);
  // A client's first list: up to first_list_wait, while no editor is known or a connected editor's
  // first list is on its way.
  boost::asio::awaitable<void> await_first_list();
  // Until woken or `until`.
  boost::asio::awaitable<void> wait_until(std::chrono::steady_clock::time_point until);

  // The -32602 error for a tool no editor has, saying where tools come from.
  jsonrpc::error unknown_tool(const std::string& tool) const;

 private:
  boost::asio::any_io_executor ex_;
  const hub_options& options_;
  mcp::server& server_;
  const editor_registry& registry_;
  std::map<std::string, boost::json::object> tools_;
  std::string signature_;
  std::set<boost::asio::steady_timer*> waiters_;
};

}  // namespace patchbay::hub
