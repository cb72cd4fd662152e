#pragma once
// Which Unity opens a project (issue 48): the project's version from
// ProjectSettings/ProjectVersion.txt, and the editors installed on this machine, found where Unity
// Hub puts and records them:
//
//   Windows  %ProgramFiles%\Unity\Hub\Editor\<version>\Editor\Unity.exe
//   macOS    /Applications/Unity/Hub/Editor/<version>/Unity.app/Contents/MacOS/Unity
//   Linux    ~/Unity/Hub/Editor/<version>/Editor/Unity
//
// plus the install folder the user chose in the Hub's preferences (secondaryInstallPath.json: a
// JSON string, "" when unset) and the editors located by hand (editors-v2.json, editors.json:
// `data[]` with `version` and `location`), both in the Hub's settings folder (%APPDATA%\UnityHub,
// ~/Library/Application Support/UnityHub, ~/.config/UnityHub), and a build machine's override:
// PATCHBAY_UNITY_PATH or UNITY_PATH, a Unity executable or an install folder (<dir>/Editor/Unity).
//
// Contract: `hub_layout` is pure (an OS, a home, an environment in; folders out), so every OS's
// layout is unit-tested on any OS; `find_installs` reads the folders and files it names and never
// throws. No sockets.

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace patchbay::hub {

enum class unity_os { windows, macos, linux };
unity_os this_unity_os();

// ProjectSettings/ProjectVersion.txt: `m_EditorVersion: 2022.3.10f1` and, since 2019.1,
// `m_EditorVersionWithRevision: 2022.3.10f1 (ff3792e53c62)`.
struct project_version {
  std::string version;   // empty when unknown (then `error` says why)
  std::string revision;  // the changeset, when the file has it
  std::string error;
};
project_version parse_project_version(std::string_view text);
// Also says when the folder is not a Unity project (no Assets/, no ProjectSettings/).
project_version read_project_version(const std::filesystem::path& project);

struct unity_install {
  std::string version;  // empty for an override whose version is not known
  std::filesystem::path executable;
  std::string
      source;  // "hub" (the Hub's folder), "secondary", "located" (editors-v2.json), "override"
};

// Where to look.
struct hub_layout {
  unity_os os = unity_os::linux;
  std::vector<std::filesystem::path> editor_folders;  // each holds <version>/...
  std::filesystem::path settings;                     // the Hub's settings folder
  std::vector<std::filesystem::path> overrides;       // executables or install folders
};
using env_lookup = std::function<std::optional<std::string>(const char*)>;
hub_layout default_layout(unity_os os, const std::filesystem::path& home, const env_lookup& env);

// The Unity executable inside an install folder of `os` (<v>/Editor/Unity.exe, <v>/Unity.app/...).
std::filesystem::path executable_in(unity_os os, const std::filesystem::path& install);

// Every editor the layout finds (the Hub's folders, its secondary folder, its list of located
// editors, the overrides), each executable once, overrides first.
std::vector<unity_install> find_installs(const hub_layout& layout);

// The editor for a project of `version`: an override wins (a build machine's says which Unity to
// use); else the installed editor of exactly that version; else nothing, and `error` names the
// versions there are and where they were looked for.
struct editor_pick {
  std::optional<unity_install> install;
  std::string error;
};
editor_pick pick_editor(const std::vector<unity_install>& installs, const project_version& wanted,
                        const hub_layout& layout);

}  // namespace patchbay::hub
