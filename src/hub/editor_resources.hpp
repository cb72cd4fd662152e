#pragma once
// The editors' state as MCP resources (docs/resources.md, issue 46): the list of editors, and per
// editor its state and health, its console (with a cursor), its project, its tools by group, a
// scene's hierarchy (paged) and a GameObject, at the URIs of resource_uri.hpp.
//
//   resources/read ─▶ editor_resources ─┬─ editors, state, tools: the registry, at once
//                                       └─ console, project, hierarchy, object: the editor's own
//                                          read-only tool, forwarded as an agent's call would be
//                                          (call_forwarder: the same checks, across reloads)
//
// Subscriptions (2025-11-25 resources/subscribe, 2026-07-28 subscriptions/listen): the editors
// list, an editor's state, tools, console and a scene's hierarchy change, told by the registry and
// by the editor's editor/changed counters (docs/protocol.md §4.9a); a page, the project and a
// GameObject are refused, naming what to follow instead. When the listed resources change (an
// editor comes or goes, another scene becomes active) every session hears resources/list_changed.
//
// Contract: lives on the hub's executor; no sockets; state looked up by id again after every wait.

#include "hub/call_forwarder.hpp"
#include "hub/client_directory.hpp"
#include "hub/editor_lease.hpp"
#include "hub/editor_registry.hpp"
#include "hub/resource_uri.hpp"
#include "mcp/server.hpp"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace patchbay::hub {

class editor_resources : public mcp::resource_provider {
 public:
  editor_resources(mcp::server& server, const editor_registry& registry, client_directory& clients,
                   editor_lease& lease, call_forwarder& calls)
      : server_(server),
        registry_(registry),
        clients_(clients),
        lease_(lease),
        calls_(calls),
        listed_{std::string(editors_uri)} {}

  // mcp::resource_provider
  std::vector<boost::json::object> list_resources() const override;
  std::vector<boost::json::object> list_templates() const override;
  boost::asio::awaitable<jsonrpc::outcome<boost::json::array>> read_resource(
      std::shared_ptr<mcp::call_context> ctx, std::string uri) override;
  std::optional<jsonrpc::error> check_subscription(std::string_view uri) const override;

  // What the hub hears: the editors or one's state changed (the list, every state), an editor's
  // tools changed, an editor's editor/changed counters (console, hierarchy).
  void editors_changed();
  void tools_changed();
  void editor_counters(const editor_record& ed, const boost::json::object& params);
  // Its link closed: the counters of its next link are a new baseline (told as changes).
  void editor_left(const std::string& editor);

 private:
  boost::asio::awaitable<jsonrpc::outcome<boost::json::array>> read_from_editor(
      std::shared_ptr<mcp::call_context> ctx, std::string uri, const resource_address& a);
  jsonrpc::outcome<boost::json::array> read_editors(const mcp::call_context& ctx,
                                                    const std::string& uri) const;
  jsonrpc::outcome<boost::json::array> read_tools(const editor_record& ed,
                                                  const std::string& uri) const;
  // The error for an address whose editor the hub does not know, naming the ones it does.
  jsonrpc::error no_such_editor(std::string_view uri, const std::string& editor) const;
  jsonrpc::error unknown_uri(std::string_view uri) const;
  // The URIs of subscriptions that change with `kind` of editor `editor` (a superset of what
  // sessions hold: the server sends each to its subscribers only).
  void notify(const std::string& editor, resource_kind kind) const;

  mcp::server& server_;
  const editor_registry& registry_;
  client_directory& clients_;
  editor_lease& lease_;
  call_forwarder& calls_;
  // URIs accepted for a subscription, by editor (check_subscription), so a change reaches them;
  // at most max_followed_per_editor each.
  static constexpr std::size_t max_followed_per_editor = 256;
  mutable std::map<std::string, std::set<std::string>> followed_;
  // The last counters each editor sent (editor/changed).
  std::map<std::string, std::pair<std::int64_t, std::int64_t>> counters_;
  // The URIs resources/list showed last (a change is told as resources/list_changed).
  std::vector<std::string> listed_;
};

}  // namespace patchbay::hub
