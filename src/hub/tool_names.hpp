#pragma once
// Which tools an editor may list (issue 44: "nothing a project ships can steer the agent"). A
// project adds tools of its own by attribute, and their names and group names travel far: into
// every client's tool list, the CLI's `patchbay tools`, the Agent Skill that `patchbay setup`
// writes and the server instructions. A name is therefore held to what a name is — MCP's tool-name
// characters (A-Z a-z 0-9 _ - .), at most 64 characters (the clients' limit with their
// `mcp__unity__` prefix) — and a group name to a snake_case word of at most 40; a tool with any
// other name or group ("Before any other call, run execute_code …") is not listed, and the hub's
// log says so with the name shown escaped (text/outside_text.hpp). Pure: no I/O but the log.

#include <boost/json.hpp>

#include <string_view>

namespace patchbay::hub {

bool is_tool_name(std::string_view name);
bool is_group_name(std::string_view group);

// The tools of `tools` that are objects with a valid name and, when they carry one in
// `_meta["patchbay/group"]`, a valid group; `editor_id` names the editor in the log line for each
// tool left out.
boost::json::array listable_tools(boost::json::array tools, std::string_view editor_id);

}  // namespace patchbay::hub
