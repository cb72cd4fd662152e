#pragma once
// `patchbay call TOOL ...`: the tool's arguments from the command line, converted by the tool's
// input schema. Three forms, mixed freely after the tool name:
//   --name Player --position 0,1,0 --force --force=false   flags named after the parameters
//   name=Player count=3                                    key=value pairs
//   '{"name": "Player"}'                                   one JSON object
// Values follow the parameter's schema type: strings stay strings (name=123 is "123"), integers
// and numbers must parse, booleans take true/false (a bare flag is true), arrays are
// comma-separated (or a JSON array), objects are JSON. Without a schema (an older hub, a tool not
// listed yet) a value is JSON when it parses, else a string, as before. Pure: unit tested.

#include <boost/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace patchbay::cli {

struct tool_arguments {
  boost::json::object arguments;
  // A usage error naming the parameter, its type and what was given; empty on success.
  std::string error;
};

// `schema` is the tool's inputSchema (nullptr when unknown); `tool` names it in errors.
tool_arguments parse_tool_arguments(const std::string& tool, const boost::json::object* schema,
                                    const std::vector<std::string>& tokens);

// Whether `--flag` (or `--flag=...`) names a boolean parameter of the schema (one that takes no
// value of its own).
bool is_boolean_flag(const boost::json::object* schema, const std::string& flag);

// "string", "integer", "array of number", ... for errors and `patchbay tools NAME`.
std::string describe_type(const boost::json::object& property);

}  // namespace patchbay::cli
