#pragma once
// The names Patchbay adds to MCP, written once: the `_meta` keys of its tools, calls and results,
// and the kinds of error it names for programs (docs/protocol.md §7: `error.data.patchbay` of a
// JSON-RPC error, `_meta["patchbay/error"].patchbay` of a tool error). The hub writes them, the
// front end and `patchbay call` read them (the CLI's exit codes follow the routing kinds), and
// docs/protocol.md lists every error kind (PatchbayNames.EveryErrorKindIsInTheProtocolDocument).
// The call identity's keys are in call_identity.hpp.

#include <array>
#include <string_view>

namespace patchbay::mcp {

// `_meta` keys.
namespace meta {
inline constexpr std::string_view error = "patchbay/error";  // a tool error's {patchbay: kind, …}
// Of a tool in an editor's tools/list.
inline constexpr std::string_view group = "patchbay/group";
inline constexpr std::string_view allowed = "patchbay/allowed";
inline constexpr std::string_view security = "patchbay/security";
inline constexpr std::string_view origin = "patchbay/origin";
inline constexpr std::string_view whole_editor = "patchbay/wholeEditor";  // takes the editor lease
inline constexpr std::string_view reloads = "patchbay/reloads";  // can end in a domain reload
inline constexpr std::string_view timeout_ms = "patchbay/timeoutMs";
// Of a call the hub forwards to an editor: the calling client.
inline constexpr std::string_view client = "patchbay/client";
// Of a client's initialize (or a 2026-07-28 request): its routing facts.
inline constexpr std::string_view cwd = "patchbay/cwd";
inline constexpr std::string_view unity_project = "patchbay/unityProject";
inline constexpr std::string_view editor = "patchbay/editor";
inline constexpr std::string_view project = "patchbay/project";
}  // namespace meta

// Error kinds.
namespace error_kind {
// JSON-RPC errors (the request could not be handled as a call).
inline constexpr std::string_view parse_error = "parse_error";
inline constexpr std::string_view invalid_request = "invalid_request";
inline constexpr std::string_view method_not_found = "method_not_found";
inline constexpr std::string_view invalid_params = "invalid_params";
inline constexpr std::string_view unknown_tool = "unknown_tool";
inline constexpr std::string_view not_registered = "not_registered";
inline constexpr std::string_view version_mismatch = "version_mismatch";
inline constexpr std::string_view too_many_editors = "too_many_editors";
inline constexpr std::string_view id_in_use = "id_in_use";
// Tool errors the hub states (the package states the others of docs/protocol.md's table).
inline constexpr std::string_view editor_blocked = "editor_blocked";
inline constexpr std::string_view busy = "busy";
inline constexpr std::string_view no_editor = "no_editor";
inline constexpr std::string_view several_editors = "several_editors";
inline constexpr std::string_view unknown_editor = "unknown_editor";
// open_editor (issue 48): the project's Unity version is not installed; the Unity started exited
// before it linked; it is still starting when the wait ended; a Unity process has the project open
// without linking to this hub.
inline constexpr std::string_view not_installed = "not_installed";
inline constexpr std::string_view editor_exited = "editor_exited";
inline constexpr std::string_view still_starting = "still_starting";
inline constexpr std::string_view open_elsewhere = "open_elsewhere";
inline constexpr std::string_view not_loaded = "not_loaded";  // Unity runs, Patchbay not loaded
// Kinds the package states too (docs/protocol.md's table), used by hub tools.
inline constexpr std::string_view invalid_arguments = "invalid_arguments";
inline constexpr std::string_view cancelled = "cancelled";

inline constexpr std::array all = {
    parse_error,    invalid_request,  method_not_found, invalid_params, unknown_tool,
    not_registered, version_mismatch, too_many_editors, id_in_use,      editor_blocked,
    busy,           no_editor,        several_editors,  unknown_editor, not_installed,
    editor_exited,  still_starting,   open_elsewhere,   not_loaded};
}  // namespace error_kind

}  // namespace patchbay::mcp
