#pragma once
// Closing an editor from the hub (issue 48): `close_editor` and `patchbay close` quit Unity cleanly
// through the package's quit_editor (a tool only the hub calls): refused while a scene or the open
// prefab has unsaved changes, naming them, unless the call says to save or to discard them; then
// the hub waits until the editor's process has gone and answers.
//
// Contract: lives on the hub's executor; no sockets; the quit goes through the call forwarder as
// any call does (held across a reload, run once). Unlisted (the default list is at its budget):
// open_editor's answer, the skill and docs/install.md name it; a call reaches it by name.

#include "hub/call_forwarder.hpp"
#include "hub/client_directory.hpp"
#include "hub/editor_registry.hpp"
#include "mcp/call_context.hpp"
#include "mcp/server.hpp"

#include <boost/asio/awaitable.hpp>

#include <memory>

namespace patchbay::hub {

class editor_closer {
 public:
  editor_closer(editor_registry& registry, client_directory& clients, call_forwarder& calls)
      : registry_(registry), clients_(clients), calls_(calls) {}

  void register_into(mcp::tool_registry& tools);

 private:
  static boost::asio::awaitable<jsonrpc::outcome<mcp::tool_result>> close_editor(
      editor_closer* self, std::shared_ptr<mcp::call_context> ctx, boost::json::object args);

  editor_registry& registry_;
  client_directory& clients_;
  call_forwarder& calls_;
};

}  // namespace patchbay::hub
