#pragma once
// The link protocol's method names and numbers, named once (docs/protocol.md §3 and §8; the Unity
// package's LinkCloseCodes mirrors the close codes).

#include <cstdint>
#include <string_view>

namespace patchbay::hub {

// The hub's own link methods; the link also carries MCP's (mcp/methods.hpp).
namespace link_method {
inline constexpr std::string_view register_editor = "editor/register";  // editor → hub, first
inline constexpr std::string_view state = "editor/state";               // editor → hub notice
inline constexpr std::string_view reloading = "editor/reloading";       // editor → hub notice
inline constexpr std::string_view changed = "editor/changed";           // editor → hub notice
inline constexpr std::string_view clients = "hub/clients";              // hub → editor notice
}  // namespace link_method

// The package's tools only the hub calls (McpTool HubOnly): in no editor's tools/list, sent by the
// hub's own tools (close_editor), never reached by an agent's call of the name.
namespace hub_only_tool {
inline constexpr std::string_view quit_editor = "quit_editor";
}  // namespace hub_only_tool

// JSON-RPC error codes the hub answers editors with, beyond the standard ones.
namespace link_error {
inline constexpr int not_registered = -32040;    // a request before editor/register
inline constexpr int version_mismatch = -32041;  // editor/register with another link protocol
inline constexpr int too_many_editors = -32042;  // editor/register beyond --max-editors
inline constexpr int id_in_use = -32043;         // editor/register of an id another process holds
}  // namespace link_error

// WebSocket close codes of the editor link.
namespace link_close {
inline constexpr std::uint16_t normal = 1000;            // with reason "reloading": a domain reload
inline constexpr std::uint16_t going_away = 1001;        // editor quitting, or hub stopping
inline constexpr std::uint16_t protocol_error = 4000;    // no editor/register in time
inline constexpr std::uint16_t replaced = 4001;          // a newer registration of the same editor
inline constexpr std::uint16_t version_mismatch = 4002;  // link protocol mismatch
inline constexpr std::uint16_t heartbeat_timeout = 4003;  // nothing heard for two intervals
inline constexpr std::uint16_t too_many_editors = 4004;   // the hub serves --max-editors already
inline constexpr std::uint16_t id_in_use = 4005;  // another live process holds this id's link
}  // namespace link_close

}  // namespace patchbay::hub
