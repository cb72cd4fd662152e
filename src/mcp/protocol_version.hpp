#pragma once
// MCP protocol revisions this server speaks, and version negotiation (lifecycle.mdx).

#include <array>
#include <string>
#include <string_view>

namespace patchbay::mcp {

inline constexpr std::string_view latest_protocol_version = "2025-11-25";
inline constexpr std::array<std::string_view, 4> supported_protocol_versions = {
    "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"};

// The one revision with JSON-RPC batches (2025-03-26 added them, 2025-06-18 removed them).
inline constexpr std::string_view batch_protocol_version = "2025-03-26";

bool is_supported_protocol_version(std::string_view v);
// Echoes a supported requested version; anything else gets the latest (never an error).
std::string negotiate_protocol_version(std::string_view requested);
// Dated revisions compare as strings (YYYY-MM-DD).
inline bool version_at_least(std::string_view v, std::string_view min) { return v >= min; }
// "2025-11-25, 2025-06-18, …" for error messages.
std::string supported_versions_text();

}  // namespace patchbay::mcp
