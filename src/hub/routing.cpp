#include "hub/routing.hpp"

#include "hub/editor_id.hpp"
#include "mcp/patchbay_names.hpp"
#include "text/ascii.hpp"

#include <algorithm>

namespace patchbay::hub {

namespace {

using text::ascii_iequals;

std::string trim(std::string_view s) {
  auto b = s.find_first_not_of(" \t");
  if (b == std::string_view::npos) return {};
  auto e = s.find_last_not_of(" \t");
  return std::string(s.substr(b, e - b + 1));
}

const char* how_to_choose =
    "Pass the tool's `editor` argument (an id, alias or project name from list_editors), or call "
    "select_editor once to choose an editor for this session.";

}  // namespace

std::string describe_editors(const std::vector<editor_view>& editors) {
  std::string out;
  for (const auto& e : editors) {
    out.append("- ").append(e.id);
    if (e.player) out += " [player]";
    if (!e.alias.empty()) out.append(" (alias ").append(e.alias).append(")");
    out.append(": ").append(e.project_path).append(" — ").append(e.state).append("\n");
  }
  return out;
}

name_match resolve_editor_name(const std::vector<editor_view>& editors, std::string_view raw) {
  std::string name = trim(raw);
  if (name.empty()) return {{}, "The editor name is empty. " + std::string(how_to_choose)};
  for (const auto& e : editors)
    if (e.id == name) return {std::string(e.id), {}};
  auto collect = [&](auto pred) {
    std::vector<const editor_view*> out;
    for (const auto& e : editors)
      if (pred(e)) out.push_back(&e);
    return out;
  };
  for (auto matches :
       {collect(
            [&](const editor_view& e) { return !e.alias.empty() && ascii_iequals(e.alias, name); }),
        collect([&](const editor_view& e) { return ascii_iequals(e.project_name, name); }),
        collect([&](const editor_view& e) {
          return normalize_project_path(e.project_path) == normalize_project_path(name);
        })}) {
    if (matches.size() == 1) return {std::string(matches.front()->id), {}};
    if (matches.size() > 1) {
      std::vector<editor_view> candidates;
      candidates.reserve(matches.size());
      for (auto* m : matches) candidates.push_back(*m);
      return {{},
              "\"" + name + "\" matches several Unity editors:\n" + describe_editors(candidates) +
                  "Use the editor id to pick one."};
    }
  }
  if (editors.empty())
    return {{},
            "No Unity editor named \"" + name +
                "\" is known, and no editor is connected. Open the project in Unity with the "
                "Patchbay package installed."};
  return {{},
          "No Unity editor matches \"" + name + "\". Known editors:\n" + describe_editors(editors) +
              how_to_choose};
}

route_result resolve_route(const std::vector<editor_view>& editors, const boost::json::value* arg,
                           const session_route& session) {
  route_result r;
  // `live` holds the editors the implicit rules (and "*") may pick; players are named explicitly.
  std::vector<editor_view> live, players;
  for (const auto& e : editors)
    if (e.live) (e.player ? players : live).push_back(e);

  // 1. The call's own `editor` argument.
  if (arg && !arg->is_null()) {
    std::vector<std::string> names;
    if (arg->is_string()) {
      std::string_view s = arg->get_string();
      if (trim(s) == "*") {
        if (live.empty()) {
          r.error = "No Unity editor is connected, so \"*\" reaches none.";
          r.kind = mcp::error_kind::no_editor;
          return r;
        }
        for (const auto& e : live) r.editors.emplace_back(e.id);
        r.reason = "argument";
        r.fan_out = true;
        return r;
      }
      std::size_t start = 0;
      while (start <= s.size()) {
        auto comma = s.find(',', start);
        auto part = trim(s.substr(
            start, comma == std::string_view::npos ? std::string_view::npos : comma - start));
        if (!part.empty()) names.push_back(part);
        if (comma == std::string_view::npos) break;
        start = comma + 1;
      }
    } else if (arg->is_array()) {
      for (const auto& v : arg->get_array()) {
        if (!v.is_string()) {
          r.error = "The `editor` argument must be a string or a list of strings.";
          return r;
        }
        names.emplace_back(v.get_string());
      }
    } else {
      r.error = "The `editor` argument must be a string (id, alias, project name or \"*\").";
      return r;
    }
    if (names.empty()) {
      r.error = "The `editor` argument is empty. " + std::string(how_to_choose);
      return r;
    }
    for (const auto& n : names) {
      auto m = resolve_editor_name(editors, n);
      if (!m.error.empty()) {
        r.editors.clear();
        r.error = m.error;
        r.kind = mcp::error_kind::unknown_editor;
        return r;
      }
      if (std::find(r.editors.begin(), r.editors.end(), m.id) == r.editors.end())
        r.editors.push_back(m.id);
    }
    r.reason = "argument";
    r.fan_out = names.size() > 1 || (arg->is_array());
    return r;
  }

  // 2. The session's selection, then its pin.
  if (!session.selected.empty()) {
    r.editors = {session.selected};
    r.reason = "selected";
    return r;
  }
  if (!session.pin_editor.empty()) {
    auto m = resolve_editor_name(editors, session.pin_editor);
    if (!m.error.empty()) {
      r.error = "This session is pinned to \"" + session.pin_editor + "\": " + m.error;
      r.kind = mcp::error_kind::unknown_editor;
      return r;
    }
    r.editors = {m.id};
    r.reason = "pinned";
    return r;
  }
  if (!session.pin_project.empty()) {
    for (const auto& e : editors)
      if (normalize_project_path(e.project_path) == normalize_project_path(session.pin_project)) {
        r.editors = {std::string(e.id)};
        r.reason = "pinned";
        return r;
      }
    r.error = "This session is pinned to the project " + session.pin_project +
              ", and no Unity editor has that project open. Open it in Unity (with the Patchbay "
              "package) and retry.";
    r.kind = mcp::error_kind::no_editor;
    return r;
  }

  // 3. The live editor whose project contains the client's working directory.
  if (!session.cwd.empty()) {
    const editor_view* best = nullptr;
    for (const auto& e : live)
      if (path_within(session.cwd, e.project_path) &&
          (!best || e.project_path.size() > best->project_path.size()))
        best = &e;
    if (best) {
      r.editors = {std::string(best->id)};
      r.reason = "cwd";
      return r;
    }
  }

  // The working directory is in a Unity project whose editor is not connected (closed, crashed, in
  // Safe Mode before its first link, never opened): the only connected editor is another
  // project's, and an agent that edits it believing it is its own overwrites the wrong project.
  if (!session.cwd_project.empty()) {
    std::string state;
    for (const auto& e : editors)
      if (!e.player &&
          normalize_project_path(e.project_path) == normalize_project_path(session.cwd_project))
        state = e.state;
    r.kind = mcp::error_kind::no_editor;
    r.error = "This session works in the Unity project " + session.cwd_project +
              " (its working directory), and that project's editor is not connected to Patchbay" +
              (state.empty() ? std::string(": none has connected to this hub. Open the project in "
                                           "Unity with the Patchbay package installed.")
                             : " (" + state +
                                   ": closed, crashed, or not back from a reload). "
                                   "Open it in Unity again.") +
              " Calls are not sent to another project's editor.";
    if (!live.empty())
      r.error += " Connected:\n" + describe_editors(live) +
                 "To use one of them on purpose, pass `editor` with its id on the call, or call "
                 "select_editor.";
    return r;
  }

  // 4. The only live editor.
  if (live.size() == 1) {
    r.editors = {std::string(live.front().id)};
    r.reason = "only";
    return r;
  }

  // 5. Explain.
  r.kind = live.empty() ? mcp::error_kind::no_editor : mcp::error_kind::several_editors;
  if (live.empty() && !players.empty())
    r.error =
        "No Unity editor is connected to Patchbay. Connected players (development builds) are "
        "only reached by name:\n" +
        describe_editors(players) +
        "Pass `editor` with a player's id, or call select_editor, to send calls to it.";
  else if (live.empty())
    r.error =
        "No Unity editor is connected to Patchbay. Open your project in Unity with the Patchbay "
        "package installed (it connects by itself), then retry." +
        std::string(editors.empty() ? ""
                                    : "\nKnown but disconnected:\n" + describe_editors(editors));
  else
    r.error = std::to_string(live.size()) +
              " Unity editors are connected and this session has not chosen one:\n" +
              describe_editors(live) + how_to_choose;
  return r;
}

}  // namespace patchbay::hub
