// Which Unity opens a project (src/hub/unity_installs.hpp, issue 48): the version in
// ProjectVersion.txt, and the editors Unity Hub installed or recorded, on each OS's layout
// (Windows, macOS's Unity.app, Linux) built in a temporary folder, whatever OS runs the test.
#include "hub/unity_installs.hpp"
#include "platform/platform.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>

using namespace patchbay::hub;
namespace fs = std::filesystem;

namespace {

struct scratch {
  fs::path root = fs::temp_directory_path() / ("pb-installs-" + patchbay::platform::random_hex(6));
  scratch() { fs::create_directories(root); }
  ~scratch() {
    std::error_code ec;
    fs::remove_all(root, ec);
  }
  fs::path file(const fs::path& rel, const std::string& text = "#!/bin/sh\n") const {
    fs::create_directories((root / rel).parent_path());
    std::ofstream(root / rel) << text;
    return root / rel;
  }
};

// Text from parts, without `"literal" + std::string` (which g++ 12 warns about at -O3).
std::string cat(std::initializer_list<std::string_view> parts) {
  std::string out;
  for (auto p : parts) out.append(p);
  return out;
}

env_lookup env_of(std::map<std::string, std::string> vars) {
  return [vars](const char* name) -> std::optional<std::string> {
    auto it = vars.find(name);
    if (it == vars.end()) return std::nullopt;
    return it->second;
  };
}

}  // namespace

TEST(UnityInstalls, TheProjectVersionIsReadWithItsRevision) {
  auto v = parse_project_version(
      "m_EditorVersion: 2022.3.10f1\r\nm_EditorVersionWithRevision: 2022.3.10f1 "
      "(ff3792e53c62)\r\n");
  EXPECT_EQ(v.version, "2022.3.10f1");
  EXPECT_EQ(v.revision, "ff3792e53c62");
  EXPECT_TRUE(v.error.empty());
  auto old = parse_project_version("m_EditorVersion: 2018.4.36f1\n");
  EXPECT_EQ(old.version, "2018.4.36f1");
  EXPECT_EQ(old.revision, "");
  EXPECT_FALSE(parse_project_version("garbage").error.empty());
}

TEST(UnityInstalls, AFolderThatIsNotAProjectSaysSo) {
  scratch s;
  s.file("NotAProject/readme.txt", "x");
  auto v = read_project_version(s.root / "NotAProject");
  EXPECT_NE(
      v.error.find(
          "is not a Unity project (a Unity project has Assets/ and ProjectSettings/ folders)"),
      std::string::npos)
      << v.error;
  fs::create_directories(s.root / "Fresh" / "Assets");
  fs::create_directories(s.root / "Fresh" / "ProjectSettings");
  EXPECT_NE(read_project_version(s.root / "Fresh")
                .error.find("has no ProjectSettings/ProjectVersion.txt"),
            std::string::npos);
  EXPECT_NE(read_project_version(s.root / "Missing").error.find("is not a folder"),
            std::string::npos);
}

TEST(UnityInstalls, LinuxHubFoldersTheSecondaryPathAndLocatedEditors) {
  scratch s;
  fs::path home = s.root / "home";
  s.file("home/Unity/Hub/Editor/2022.3.10f1/Editor/Unity");
  s.file("home/Unity/Hub/Editor/6000.0.23f1/Editor/Unity");
  fs::create_directories(home /
                         "Unity/Hub/Editor/2021.3.0f1");  // a half-removed install: no executable
  s.file("big-disk/Editors/2021.3.45f1/Editor/Unity");
  s.file("home/.config/UnityHub/secondaryInstallPath.json",
         cat({"\"", (s.root / "big-disk/Editors").string(), "\""}));
  s.file("opt/unity-2020/Editor/Unity");
  s.file("home/.config/UnityHub/editors-v2.json",
         cat({R"({"schema_version":"v2","data":[{"version":"2020.3.48f1","location":[")",
              (s.root / "opt/unity-2020/Editor/Unity").string(), R"("],"manual":true}]})"}));
  auto layout = default_layout(unity_os::linux, home, env_of({}));
  ASSERT_EQ(layout.editor_folders.size(), 2u);
  EXPECT_EQ(layout.settings, home / ".config" / "UnityHub");
  auto installs = find_installs(layout);
  std::vector<std::string> got;
  for (const auto& i : installs) got.push_back(i.version + " " + i.source);
  EXPECT_EQ(got, (std::vector<std::string>{"2022.3.10f1 hub", "6000.0.23f1 hub",
                                           "2021.3.45f1 secondary", "2020.3.48f1 located"}));
  auto pick = pick_editor(installs, {"2021.3.45f1", "", ""}, layout);
  ASSERT_TRUE(pick.install);
  EXPECT_EQ(pick.install->executable, s.root / "big-disk/Editors/2021.3.45f1/Editor/Unity");
  auto none = pick_editor(installs, {"2023.2.1f1", "", ""}, layout);
  EXPECT_FALSE(none.install);
  EXPECT_NE(none.error.find("The project needs Unity 2023.2.1f1, which is not installed; "
                            "installed: 2022.3.10f1, 6000.0.23f1, "
                            "2021.3.45f1, 2020.3.48f1"),
            std::string::npos)
      << none.error;
  EXPECT_NE(none.error.find("PATCHBAY_UNITY_PATH"), std::string::npos);
}

TEST(UnityInstalls, WindowsLayoutUnderProgramFilesAndAppData) {
  scratch s;
  s.file("pf/Unity/Hub/Editor/2022.3.10f1/Editor/Unity.exe");
  s.file("roaming/UnityHub/secondaryInstallPath.json", "\"\"");  // the Hub's default: unset
  auto layout = default_layout(unity_os::windows, s.root / "home",
                               env_of({{"ProgramFiles", (s.root / "pf").string()},
                                       {"APPDATA", (s.root / "roaming").string()}}));
  ASSERT_EQ(layout.editor_folders.size(), 1u) << "an empty secondary path adds no folder";
  EXPECT_EQ(layout.settings, s.root / "roaming" / "UnityHub");
  auto installs = find_installs(layout);
  ASSERT_EQ(installs.size(), 1u);
  EXPECT_EQ(installs[0].executable, s.root / "pf/Unity/Hub/Editor/2022.3.10f1/Editor/Unity.exe");
  EXPECT_EQ(executable_in(unity_os::windows, "C:/U/2021.3.0f1"),
            fs::path("C:/U/2021.3.0f1") / "Editor" / "Unity.exe");
}

TEST(UnityInstalls, MacOsUnityAppBundles) {
  scratch s;
  auto layout = default_layout(unity_os::macos, s.root / "home", env_of({}));
  EXPECT_EQ(layout.editor_folders.front(), fs::path("/Applications/Unity/Hub/Editor"));
  EXPECT_EQ(layout.settings, s.root / "home/Library/Application Support/UnityHub");
  // The same layout under a scratch folder: <version>/Unity.app/Contents/MacOS/Unity, and a located
  // Unity.app.
  layout.editor_folders = {s.root / "Applications/Unity/Hub/Editor"};
  s.file("Applications/Unity/Hub/Editor/6000.5.0f1/Unity.app/Contents/MacOS/Unity");
  s.file("Elsewhere/Unity 2022.app/Contents/MacOS/Unity");
  s.file("home/Library/Application Support/UnityHub/editors-v2.json",
         cat({R"({"data":[{"version":"2022.3.1f1","location":[")",
              (s.root / "Elsewhere/Unity 2022.app").string(), R"("]}]})"}));
  auto installs = find_installs(layout);
  ASSERT_EQ(installs.size(), 2u);
  EXPECT_EQ(installs[0].executable,
            s.root / "Applications/Unity/Hub/Editor/6000.5.0f1/Unity.app/Contents/MacOS/Unity");
  EXPECT_EQ(installs[1].executable, s.root / "Elsewhere/Unity 2022.app/Contents/MacOS/Unity");
  EXPECT_EQ(installs[1].source, "located");
}

TEST(UnityInstalls, ABuildMachinesOverrideWins) {
  scratch s;
  s.file("home/Unity/Hub/Editor/2022.3.10f1/Editor/Unity");
  s.file("ci/unity/Editor/Unity");
  auto layout = default_layout(unity_os::linux, s.root / "home",
                               env_of({{"UNITY_PATH", (s.root / "ci/unity").string()}}));
  auto installs = find_installs(layout);
  ASSERT_EQ(installs.size(), 2u);
  EXPECT_EQ(installs[0].source, "override");
  auto pick = pick_editor(installs, {"2022.3.10f1", "", ""}, layout);
  ASSERT_TRUE(pick.install);
  EXPECT_EQ(pick.install->executable, s.root / "ci/unity/Editor/Unity");
  // An override that names nothing there is not an install.
  auto broken = default_layout(unity_os::linux, s.root / "home",
                               env_of({{"PATCHBAY_UNITY_PATH", (s.root / "nope").string()}}));
  EXPECT_EQ(find_installs(broken).size(), 1u);
}
