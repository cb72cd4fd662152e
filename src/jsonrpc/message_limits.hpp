#pragma once
// Default size limits of one JSON-RPC message, named once (docs/security.md "Limits"). Each
// transport's and the hub's options start from these; `patchbay serve` flags override them.

#include <cstddef>

namespace patchbay::jsonrpc {

// From an MCP client: one HTTP request body, one stdio line (--max-message-bytes).
inline constexpr std::size_t default_max_client_message_bytes = 4 * 1024 * 1024;
// One editor link frame, either way (docs/protocol.md §1; the hub tells editors in
// editor/register's answer, maxMessageBytes).
inline constexpr std::size_t default_max_link_message_bytes = 8 * 1024 * 1024;
// A reply read from the hub over HTTP (the stdio relay, the CLI): well above both, as it may
// carry an editor's answer in an SSE stream with progress around it.
inline constexpr std::size_t max_hub_reply_bytes = 64 * 1024 * 1024;

}  // namespace patchbay::jsonrpc
