#pragma once
// The subcommands' entry points. Each returns the process exit code.

#include "app/config.hpp"
#include "mcp/server.hpp"

namespace patchbay::app {

// Identity and instructions every Patchbay MCP server presents.
mcp::implementation_info hub_implementation_info();
mcp::server_options hub_server_options();

int run_serve(const serve_config& cfg);

struct stdio_config {
  bool standalone = false;
  std::string state_dir;
  std::string editor;
  std::string project;
  bool conformance_fixtures = false;
  std::size_t max_message_bytes = limits_config{}.max_message_bytes;
};
int run_stdio(const stdio_config& cfg);

}  // namespace patchbay::app
