#include "hub/tool_names.hpp"

#include "hub/json_fields.hpp"
#include "mcp/patchbay_names.hpp"
#include "text/outside_text.hpp"

#include <spdlog/spdlog.h>

namespace patchbay::hub {

namespace {

bool is_lower_or_digit(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); }

}  // namespace

bool is_tool_name(std::string_view name) {
  if (name.empty() || name.size() > 64) return false;
  for (char c : name)
    if (!(is_lower_or_digit(c) || (c >= 'A' && c <= 'Z') || c == '_' || c == '-' || c == '.'))
      return false;
  return true;
}

bool is_group_name(std::string_view group) {
  if (group.empty() || group.size() > 40 || !(group[0] >= 'a' && group[0] <= 'z')) return false;
  for (char c : group)
    if (!(is_lower_or_digit(c) || c == '_')) return false;
  return true;
}

json::array listable_tools(json::array tools, std::string_view editor_id) {
  json::array valid;
  valid.reserve(tools.size());
  for (auto& t : tools) {
    auto* o = t.if_object();
    if (!o) continue;
    std::string_view name = str_view(*o, "name");
    std::string_view group;
    if (auto* m = o->if_contains("_meta"); m && m->is_object())
      if (auto* g = m->get_object().if_contains(mcp::meta::group))
        group = g->is_string() ? std::string_view(g->get_string()) : std::string_view("\x01");
    if (!is_tool_name(name)) {
      spdlog::warn(
          "editor {}: a tool named \"{}\" is not listed: a tool name is 1 to 64 of A-Z a-z 0-9 "
          "_ - .",
          editor_id, text::shown_text(name, 120));
      continue;
    }
    if (!group.empty() && !is_group_name(group)) {
      spdlog::warn(
          "editor {}: the tool {} is not listed: its group \"{}\" is not a snake_case name of at "
          "most 40 characters",
          editor_id, name, text::shown_text(group, 120));
      continue;
    }
    valid.push_back(std::move(t));
  }
  return valid;
}

}  // namespace patchbay::hub
