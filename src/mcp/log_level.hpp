#pragma once
// MCP logging levels (RFC 5424 syslog severities, lowest first).

#include <optional>
#include <string_view>

namespace patchbay::mcp {

enum class log_level { debug, info, notice, warning, error, critical, alert, emergency };

std::optional<log_level> parse_log_level(std::string_view s);
std::string_view to_string(log_level l);

}  // namespace patchbay::mcp
