#pragma once
// `patchbay stdio`: what MCP clients launch. Relays MCP between stdin/stdout and the user's shared
// hub (transport/stdio_relay.hpp), finding the hub through hub.json and starting it when none
// runs, again whenever the hub goes away. The client's working directory (Patchbay-Cwd) and its
// pins (--editor, --project) go with the initialize request so the hub routes the session to the
// right editor; the editor it selects is restored after a hub restart.

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
