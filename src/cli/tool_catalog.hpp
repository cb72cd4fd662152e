#pragma once
// What `patchbay tools` prints, and the did-you-mean of `patchbay call`: pure functions over the
// hub's tools/list entries (MCP Tool objects with Patchbay's `_meta`, docs/protocol.md §4.3), so
// every line is unit tested without a hub. A shell agent reads this instead of the schemas an MCP
// client loads up front: one line a tool, grouped as the package groups them, and the parameters
// of one tool only when it asks.

#include <boost/json.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace patchbay::cli {

// The tool's group: `_meta["patchbay/group"]`, "core" when absent, "hub" for the hub's own tools.
std::string tool_group(const boost::json::object& tool);

// Why a listed tool cannot be called now ("off: needs allowFileWrites"), or empty when it can
// (`_meta["patchbay/allowed"]` false, named by its security class or origin).
std::string tool_blocked_reason(const boost::json::object& tool);

// The first sentence of the description.
std::string first_sentence(std::string_view description);

// `patchbay tools`: the tools grouped (core first, the hub's last), one line each, then the
// package's groups that are not listed (switched off) and how to switch one on.
// `player`: the tools are a development build's (its runtime subset): the package's groups an
// editor has and a player does not are not "switched off", and a player has no Window > Patchbay.
std::string format_tool_list(const boost::json::array& tools, bool player = false);

// The tool names by group, one line a group ("- core: get_editor_state, compile"), a blocked tool
// marked with the setting it needs: the Agent Skill's tool section.
std::string format_tool_summary(const boost::json::array& tools);

// `patchbay tools NAME`: the description, each parameter with its type, whether it is required,
// its default and allowed values, and an example `patchbay call` line.
std::string format_tool_help(const boost::json::object& tool);

// An example `patchbay call` line for `tool`, with its required parameters as flags.
std::string example_call(const boost::json::object& tool);

// Up to `max` names close to `name` (edit distance, or one contains the other), nearest first.
std::vector<std::string> nearest_names(std::string_view name, const std::vector<std::string>& names,
                                       std::size_t max = 3);

// Whether any tool is an editor's (not only the hub's own: then no editor has announced any).
bool has_editor_tools(const boost::json::array& tools);

// The tool called `name` in a tools/list array, or nullptr.
const boost::json::object* find_tool(const boost::json::array& tools, std::string_view name);

}  // namespace patchbay::cli
