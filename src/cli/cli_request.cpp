#include "cli/cli_request.hpp"

#include "mcp/patchbay_names.hpp"

#include <array>

namespace patchbay::cli {

namespace {

// The error kinds that are a refused route, and what each exits with (docs/cli.md).
constexpr std::array<std::pair<std::string_view, int>, 3> route_refusals{{
    {mcp::error_kind::no_editor, exit_code::no_editor},
    {mcp::error_kind::unknown_editor, exit_code::no_editor},
    {mcp::error_kind::several_editors, exit_code::several_editors},
}};

}  // namespace

int exit_code_for_error_kind(std::string_view kind) {
  for (const auto& [k, code] : route_refusals)
    if (k == kind) return code;
  return exit_code::tool_error;
}

}  // namespace patchbay::cli
