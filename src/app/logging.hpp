#pragma once
// Logging goes to stderr (stdout belongs to stdio MCP) and optionally to a file.

#include <string>

namespace patchbay::app {

// Returns an error text for an unknown level.
std::string setup_logging(const std::string& level, const std::string& file);

}  // namespace patchbay::app
