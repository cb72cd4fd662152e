#include "cli/tool_catalog.hpp"

#include "text/edit_distance.hpp"

#include "cli/tool_arguments.hpp"
#include "jsonrpc/message.hpp"
#include "mcp/patchbay_names.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

namespace patchbay::cli {

namespace json = boost::json;

namespace {

// The hub's own tools (src/hub/builtin_tools.cpp, playtest_tools.cpp, editor_opener.cpp,
// editor_closer.cpp): they carry no group of their own, and a hub that lists only these has no
// editor's tools.
constexpr std::string_view hub_tools[] = {"list_editors",   "select_editor", "answer_dialog",
                                          "open_editor",    "close_editor",  "run_playtest",
                                          "record_playtest"};

// The package's groups (docs/protocol.md §4.3). A group absent from the list is switched off.
constexpr std::string_view package_groups[] = {
    "core",     "scenes", "prefabs", "assets", "materials", "screenshots", "editor",
    "packages", "code",   "tests",   "search", "menus",     "diagnostics", "play"};

// The setting that allows each security class (docs/security.md).
std::string setting_for(std::string_view security) {
  if (security == "file_write") return "allowFileWrites";
  if (security == "tests") return "allowTests";
  if (security == "menu_items") return "allowMenuItems";
  if (security == "code_execution") return "allowCodeExecution";
  if (security == "package_changes") return "allowPackageChanges";
  return {};
}

std::string meta_string(const json::object& tool, std::string_view key) {
  if (auto* m = tool.if_contains("_meta"); m && m->is_object())
    if (auto v = jsonrpc::get_string(m->get_object(), key)) return std::string(*v);
  return {};
}

std::string str(const json::object& o, std::string_view key) {
  auto v = jsonrpc::get_string(o, key);
  return v ? std::string(*v) : std::string();
}

const json::object* properties_of(const json::object& tool) {
  auto* s = tool.if_contains("inputSchema");
  if (!s || !s->is_object()) return nullptr;
  auto* p = s->get_object().if_contains("properties");
  return p && p->is_object() ? &p->get_object() : nullptr;
}

bool is_required(const json::object& tool, std::string_view name) {
  auto* s = tool.if_contains("inputSchema");
  if (!s || !s->is_object()) return false;
  auto* r = s->get_object().if_contains("required");
  if (!r || !r->is_array()) return false;
  for (const auto& v : r->get_array())
    if (v.is_string() && v.get_string() == name) return true;
  return false;
}

// A value to show in an example: the default, the first allowed value, else one of its type.
std::string example_value(const json::object& property) {
  if (auto* d = property.if_contains("default"); d && !d->is_null())
    return d->is_string() ? std::string(d->get_string()) : jsonrpc::serialize(*d);
  if (auto* e = property.if_contains("enum"); e && e->is_array() && !e->get_array().empty())
    return e->get_array()[0].is_string() ? std::string(e->get_array()[0].get_string())
                                         : jsonrpc::serialize(e->get_array()[0]);
  std::string type = describe_type(property);
  if (type == "integer") return "1";
  if (type == "number") return "1.5";
  if (type == "array of number" || type == "array of integer") return "0,1,0";
  if (type.rfind("array", 0) == 0) return "a,b";
  if (type == "object") return "'{}'";
  return "text";
}

using text::edit_distance;

std::string lower(std::string_view s) {
  std::string out(s);
  for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

std::string tool_group(const json::object& tool) {
  std::string name = str(tool, "name");
  for (auto h : hub_tools)
    if (name == h) return "hub";
  std::string g = meta_string(tool, mcp::meta::group);
  return g.empty() ? "core" : g;
}

std::string tool_blocked_reason(const json::object& tool) {
  auto* m = tool.if_contains("_meta");
  if (!m || !m->is_object()) return {};
  auto* a = m->get_object().if_contains(mcp::meta::allowed);
  if (!a || !a->is_bool() || a->get_bool()) return {};
  std::vector<std::string> needs;
  if (auto s = setting_for(meta_string(tool, mcp::meta::security)); !s.empty()) needs.push_back(s);
  if (meta_string(tool, mcp::meta::origin) == "project") needs.emplace_back("allowProjectTools");
  if (needs.empty()) return "off: blocked by the project's Patchbay settings";
  std::string out = "off: needs " + needs[0];
  for (std::size_t i = 1; i < needs.size(); ++i) out += " and " + needs[i];
  return out;
}

std::string first_sentence(std::string_view description) {
  for (std::size_t i = 0; i < description.size(); ++i)
    if (description[i] == '.' &&
        (i + 1 == description.size() || description[i + 1] == ' ' || description[i + 1] == '\n'))
      return std::string(description.substr(0, i + 1));
  auto nl = description.find('\n');
  return std::string(description.substr(0, nl));
}

namespace {

using tool_groups = std::map<std::string, std::vector<const json::object*>>;

// The groups in the order they are shown: core first, the hub's own last.
std::vector<std::string> group_order(const tool_groups& groups) {
  std::vector<std::string> order;
  if (groups.count("core")) order.emplace_back("core");
  for (const auto& [g, _] : groups)
    if (g != "core" && g != "hub") order.push_back(g);
  if (groups.count("hub")) order.emplace_back("hub");
  return order;
}

tool_groups group_tools(const json::array& tools) {
  tool_groups groups;
  for (const auto& t : tools)
    if (t.is_object()) groups[tool_group(t.get_object())].push_back(&t.get_object());
  return groups;
}

}  // namespace

std::string format_tool_summary(const json::array& tools) {
  tool_groups groups = group_tools(tools);
  std::string out;
  for (const auto& g : group_order(groups)) {
    out += "- " + g + ":";
    for (std::size_t i = 0; i < groups[g].size(); ++i) {
      const json::object* t = groups[g][i];
      out += (i ? ", " : " ") + str(*t, "name");
      if (auto why = tool_blocked_reason(*t); !why.empty()) out += " (" + why + ")";
    }
    out += "\n";
  }
  return out;
}

std::string format_tool_list(const json::array& tools, bool player) {
  tool_groups groups = group_tools(tools);
  std::size_t width = 0;
  for (const auto& [g, list] : groups)
    for (const auto* t : list) width = std::max(width, str(*t, "name").size());
  std::vector<std::string> order = group_order(groups);
  std::string out;
  for (const auto& g : order) {
    out += g + (g == "hub" ? " (Patchbay's own)" : "") + ":\n";
    for (const auto* t : groups[g]) {
      std::string name = str(*t, "name");
      out += "  " + name + std::string(width + 2 - name.size(), ' ') +
             first_sentence(str(*t, "description"));
      if (auto why = tool_blocked_reason(*t); !why.empty()) out += "  [" + why + "]";
      out += "\n";
    }
  }
  std::string off;
  for (auto g : package_groups)
    if (!groups.count(std::string(g))) off += (off.empty() ? "" : ", ") + std::string(g);
  if (player)
    out +=
        "A development build's player offers its runtime tools only (the editor's other groups "
        "are not in a player; the package's README, \"The runtime part in development builds\").\n";
  else if (!off.empty())
    out += "Groups switched off in this project (their tools are not listed): " + off +
           ". Switch one on in Unity's Window > Patchbay, or with \"groups\": {\"<name>\": true} "
           "in ProjectSettings/PatchbaySettings.json.\n";
  out += "Details and an example: patchbay tools NAME. Call: patchbay call NAME --param value.\n";
  return out;
}

std::string example_call(const json::object& tool) {
  std::string line = "patchbay call " + str(tool, "name");
  if (const json::object* props = properties_of(tool))
    for (const auto& [name, p] : *props) {
      if (name == "editor" || !p.is_object() || !is_required(tool, name)) continue;
      const auto& property = p.get_object();
      if (describe_type(property) == "boolean") {
        line += " --" + std::string(name);
        continue;
      }
      std::string v = example_value(property);
      bool quote = v.find(' ') != std::string::npos && v.front() != '\'';
      line += " --" + std::string(name) + " " + (quote ? "'" + v + "'" : v);
    }
  return line;
}

std::string format_tool_help(const json::object& tool) {
  std::string name = str(tool, "name");
  std::string out = name + " (" + tool_group(tool) + ")";
  if (auto why = tool_blocked_reason(tool); !why.empty()) out += "  [" + why + "]";
  out += "\n  " + str(tool, "description") + "\n";
  const json::object* props = properties_of(tool);
  std::size_t count = 0;
  std::string params;
  if (props)
    for (const auto& [pname, p] : *props) {
      if (!p.is_object()) continue;
      const auto& property = p.get_object();
      ++count;
      params += "  --" + std::string(pname) + "  " + describe_type(property) +
                (is_required(tool, pname) ? ", required" : "");
      if (auto* d = property.if_contains("default"); d && !d->is_null())
        params += ", default " + jsonrpc::serialize(*d);
      params += "\n";
      std::string detail = str(property, "description");
      if (pname == "editor" && detail.empty())
        detail = "Editor id, alias or project name (routing: patchbay call --editor)";
      if (auto* e = property.if_contains("enum"); e && e->is_array()) {
        std::string allowed;
        for (const auto& v : e->get_array())
          allowed += (allowed.empty() ? "" : ", ") +
                     (v.is_string() ? std::string(v.get_string()) : jsonrpc::serialize(v));
        detail += (detail.empty() ? "" : ". ") + std::string("One of: ") + allowed;
      }
      if (!detail.empty()) params += "      " + detail + "\n";
    }
  out += count ? "Parameters:\n" + params : "No parameters.\n";
  out += "Example:\n  " + example_call(tool) + "\n";
  return out;
}

std::vector<std::string> nearest_names(std::string_view name, const std::vector<std::string>& names,
                                       std::size_t max) {
  std::string l = lower(name);
  std::vector<std::pair<std::size_t, std::string>> scored;
  for (const auto& n : names) {
    std::string ln = lower(n);
    std::size_t d = edit_distance(l, ln);
    bool contains = l.size() >= 3 && (ln.find(l) != std::string::npos ||
                                      (ln.size() >= 3 && l.find(ln) != std::string::npos));
    if (contains) d = std::min<std::size_t>(d, 1);
    if (d <= std::max<std::size_t>(2, l.size() / 3)) scored.emplace_back(d, n);
  }
  std::stable_sort(scored.begin(), scored.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<std::string> out;
  for (const auto& [d, n] : scored) {
    // Only the nearest (and those one edit further): a long name is within reach of many.
    if (out.size() == max || d > scored.front().first + 1) break;
    out.push_back(n);
  }
  return out;
}

bool has_editor_tools(const json::array& tools) {
  return std::any_of(tools.begin(), tools.end(), [](const json::value& t) {
    return t.is_object() && tool_group(t.get_object()) != "hub";
  });
}

const json::object* find_tool(const json::array& tools, std::string_view name) {
  for (const auto& t : tools)
    if (t.is_object() && jsonrpc::get_string(t.get_object(), "name") == name)
      return &t.get_object();
  return nullptr;
}

}  // namespace patchbay::cli
