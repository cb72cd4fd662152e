#pragma once
// `patchbay stdio`: what MCP clients launch. Relays MCP between stdin/stdout and the user's shared
// hub (one HTTP session), starting the hub when none runs.
//
//   client ─stdin─▶ front ─POST /mcp─▶ hub      responses and request-related messages come back on
//   client ◀stdout─ front ◀─SSE/JSON── hub      the POST; unrelated ones on the GET stream
//
// The client's working directory (Patchbay-Cwd) and its pins (--editor, --project) go with the
// initialize request so the hub routes the session to the right editor. If the hub dies or
// restarts, the front end finds or starts the new one, re-initializes with the client's original
// initialize parameters, restores the editor selection, resends what never reached the hub, and
// fails only requests that were in flight, saying so.

#include "app/config.hpp"

#include <string>

namespace patchbay::app {

struct front_config {
  std::string state_dir;
  std::string editor;   // pin: id, alias or project name
  std::string project;  // pin: project path
  std::size_t max_message_bytes = limits_config{}.max_message_bytes;
};

int run_stdio_front(const front_config& cfg);

}  // namespace patchbay::app
