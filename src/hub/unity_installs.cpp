#include "hub/unity_installs.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>
#include <system_error>

namespace patchbay::hub {

namespace fs = std::filesystem;
namespace json = boost::json;

namespace {

std::string trim(std::string_view s) {
  auto b = s.find_first_not_of(" \t\r");
  if (b == std::string_view::npos) return {};
  auto e = s.find_last_not_of(" \t\r");
  return std::string(s.substr(b, e - b + 1));
}

std::optional<std::string> read_small(const fs::path& p) {
  std::error_code ec;
  if (!fs::is_regular_file(p, ec) || fs::file_size(p, ec) > (1u << 20)) return std::nullopt;
  std::ifstream in(p, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

bool is_executable_file(const fs::path& p) {
  std::error_code ec;
  return fs::is_regular_file(p, ec);
}

}  // namespace

unity_os this_unity_os() {
#if defined(_WIN32)
  return unity_os::windows;
#elif defined(__APPLE__)
  return unity_os::macos;
#else
  return unity_os::linux;
#endif
}

project_version parse_project_version(std::string_view text) {
  project_version out;
  std::size_t start = 0;
  while (start < text.size()) {
    auto end = text.find('\n', start);
    std::string_view line =
        text.substr(start, end == std::string_view::npos ? text.size() - start : end - start);
    auto colon = line.find(':');
    if (colon != std::string_view::npos) {
      std::string key = trim(line.substr(0, colon)), value = trim(line.substr(colon + 1));
      if (key == "m_EditorVersion" && out.version.empty()) out.version = value;
      if (key == "m_EditorVersionWithRevision") {
        auto paren = value.find(" (");
        out.version = trim(value.substr(0, paren));
        if (paren != std::string::npos && value.ends_with(")"))
          out.revision = value.substr(paren + 2, value.size() - paren - 3);
      }
    }
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  if (out.version.empty())
    out.error = "ProjectSettings/ProjectVersion.txt names no m_EditorVersion";
  return out;
}

project_version read_project_version(const fs::path& project) {
  std::error_code ec;
  if (!fs::is_directory(project, ec)) return {"", "", project.string() + " is not a folder"};
  if (!fs::is_directory(project / "Assets", ec) ||
      !fs::is_directory(project / "ProjectSettings", ec))
    return {
        "", "",
        project.string() +
            " is not a Unity project (a Unity project has Assets/ and ProjectSettings/ folders)"};
  auto text = read_small(project / "ProjectSettings" / "ProjectVersion.txt");
  if (!text)
    return {
        "", "",
        project.string() +
            " has no ProjectSettings/ProjectVersion.txt: Unity writes it when it opens the project "
            "once; open it from Unity Hub the first time"};
  return parse_project_version(*text);
}

hub_layout default_layout(unity_os os, const fs::path& home, const env_lookup& env) {
  hub_layout l;
  l.os = os;
  auto get = [&](const char* name) -> std::string {
    auto v = env ? env(name) : std::nullopt;
    return v ? *v : std::string();
  };
  switch (os) {
    case unity_os::windows: {
      std::string pf = get("ProgramFiles");
      l.editor_folders.push_back(fs::path(pf.empty() ? "C:\\Program Files" : pf) / "Unity" / "Hub" /
                                 "Editor");
      std::string appdata = get("APPDATA");
      l.settings =
          (appdata.empty() ? home / "AppData" / "Roaming" : fs::path(appdata)) / "UnityHub";
      break;
    }
    case unity_os::macos:
      l.editor_folders.push_back("/Applications/Unity/Hub/Editor");
      l.settings = home / "Library" / "Application Support" / "UnityHub";
      break;
    case unity_os::linux: {
      l.editor_folders.push_back(home / "Unity" / "Hub" / "Editor");
      std::string xdg = get("XDG_CONFIG_HOME");
      l.settings = (xdg.empty() ? home / ".config" : fs::path(xdg)) / "UnityHub";
      break;
    }
  }
  // The folder chosen in the Hub's preferences ("Installs location"): a JSON string.
  if (auto text = read_small(l.settings / "secondaryInstallPath.json")) {
    boost::system::error_code ec;
    json::value v = json::parse(*text, ec);
    if (!ec && v.is_string() && !v.get_string().empty())
      l.editor_folders.emplace_back(std::string(v.get_string()));
  }
  for (const char* name : {"PATCHBAY_UNITY_PATH", "UNITY_PATH"})
    if (std::string v = get(name); !v.empty()) l.overrides.emplace_back(v);
  return l;
}

fs::path executable_in(unity_os os, const fs::path& install) {
  switch (os) {
    case unity_os::windows:
      return install / "Editor" / "Unity.exe";
    case unity_os::macos:
      return install / "Unity.app" / "Contents" / "MacOS" / "Unity";
    case unity_os::linux:
      return install / "Editor" / "Unity";
  }
  return install;
}

std::vector<unity_install> find_installs(const hub_layout& layout) {
  std::vector<unity_install> out;
  std::set<std::string> seen;
  auto add = [&](unity_install i) {
    std::error_code ec;
    fs::path canonical = fs::weakly_canonical(i.executable, ec);
    std::string key = (ec ? i.executable : canonical).string();
    if (!seen.insert(key).second) return;
    out.push_back(std::move(i));
  };
  for (const auto& o : layout.overrides) {
    std::error_code ec;
    fs::path exe = fs::is_directory(o, ec) ? executable_in(layout.os, o) : o;
    // An install folder of the Hub's layout names its version.
    if (is_executable_file(exe)) add({"", exe, "override"});
  }
  for (std::size_t k = 0; k < layout.editor_folders.size(); ++k) {
    const fs::path& folder = layout.editor_folders[k];
    std::error_code ec;
    std::vector<fs::path> versions;
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec))
      if (it->is_directory(ec)) versions.push_back(it->path());
    std::sort(versions.begin(), versions.end());
    for (const auto& v : versions) {
      fs::path exe = executable_in(layout.os, v);
      if (is_executable_file(exe)) add({v.filename().string(), exe, k == 0 ? "hub" : "secondary"});
    }
  }
  // Editors located by hand in the Hub (Installs > Locate): editors-v2.json, then the older
  // editors.json.
  for (const char* name : {"editors-v2.json", "editors.json"}) {
    auto text = read_small(layout.settings / name);
    if (!text) continue;
    boost::system::error_code ec;
    json::value v = json::parse(*text, ec);
    if (ec) continue;
    const json::array* list = nullptr;
    if (v.is_object())
      if (const json::value* d = v.get_object().if_contains("data"); d && d->is_array())
        list = &d->get_array();
    if (!list) continue;
    for (const auto& e : *list) {
      if (!e.is_object()) continue;
      const json::object& o = e.get_object();
      const json::value* ver = o.if_contains("version");
      const json::value* loc = o.if_contains("location");
      if (!ver || !ver->is_string() || !loc) continue;
      std::vector<std::string> locations;
      if (loc->is_string()) locations.emplace_back(loc->get_string());
      if (loc->is_array())
        for (const auto& x : loc->get_array())
          if (x.is_string()) locations.emplace_back(x.get_string());
      for (const auto& l : locations) {
        fs::path p(l);
        std::error_code dec;
        // The Hub records the executable (Unity.exe) or, on macOS, the Unity.app bundle.
        if (layout.os == unity_os::macos && p.extension() == ".app")
          p = p / "Contents" / "MacOS" / "Unity";
        if (is_executable_file(p)) add({std::string(ver->get_string()), p, "located"});
      }
    }
  }
  return out;
}

editor_pick pick_editor(const std::vector<unity_install>& installs, const project_version& wanted,
                        const hub_layout& layout) {
  editor_pick pick;
  for (const auto& i : installs)
    if (i.source == "override") {
      pick.install = i;
      return pick;
    }
  for (const auto& i : installs)
    if (!wanted.version.empty() && i.version == wanted.version) {
      pick.install = i;
      return pick;
    }
  std::string where;
  for (const auto& f : layout.editor_folders)
    where.append(where.empty() ? "" : ", ").append(f.string());
  std::string have;
  for (const auto& i : installs)
    have.append(have.empty() ? "" : ", ")
        .append(i.version.empty() ? i.executable.string() : i.version);
  pick.error =
      "The project needs Unity " +
      (wanted.version.empty() ? std::string("(version unknown)") : wanted.version) +
      ", which is not installed" +
      (have.empty() ? std::string(": no Unity editor was found") : "; installed: " + have) +
      " (looked in " + where +
      ", Unity Hub's list of located editors, and PATCHBAY_UNITY_PATH / UNITY_PATH). Install " +
      (wanted.version.empty() ? std::string("it") : wanted.version) +
      " with Unity Hub, or set PATCHBAY_UNITY_PATH to the Unity executable to use.";
  return pick;
}

}  // namespace patchbay::hub
