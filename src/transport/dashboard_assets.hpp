#pragma once
// The dashboard's static files (web/dashboard/) and the control room's page (web/control-room/),
// embedded in the binary at build time by cmake/embed_files.cmake: nothing is read from disk or
// fetched at run time.

#include <span>
#include <string_view>

namespace patchbay::transport {

struct embedded_file {
  std::string_view path;  // "/index.html"
  std::string_view bytes;
};

std::span<const embedded_file> dashboard_files();
// The MCP App control room's page (web/control-room/index.html), one file.
std::span<const embedded_file> control_room_files();

}  // namespace patchbay::transport
