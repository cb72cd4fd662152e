// The platform functions the hub and `patchbay setup` build on, each against a temporary directory
// and a temporarily changed environment: random bytes, the environment and the state directory, the
// three ways a file or directory is written, finding a program on PATH, the single-instance lock
// and whether a process lives.
#include "platform/platform.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>

namespace patchbay::platform {
namespace {

namespace fs = std::filesystem;

void set_env(const char* name, const std::optional<std::string>& value) {
#ifdef _WIN32
  _putenv_s(name, value ? value->c_str() : "");
#else
  if (value)
    ::setenv(name, value->c_str(), 1);
  else
    ::unsetenv(name);
#endif
}

// Sets (or unsets) an environment variable for one test and puts the old value back after it.
class scoped_env {
 public:
  scoped_env(const char* name, std::optional<std::string> value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    set_env(name, value);
  }
  ~scoped_env() { set_env(name_, old_); }
  scoped_env(const scoped_env&) = delete;
  scoped_env& operator=(const scoped_env&) = delete;

 private:
  const char* name_;
  std::optional<std::string> old_;
};

class Platform : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("patchbay-platform-test-" + random_hex(8));
    fs::create_directories(dir_);
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  static std::string read(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
  }
  static fs::perms mode(const fs::path& p) { return fs::status(p).permissions() & fs::perms::mask; }
  fs::path dir_;
};

TEST(RandomHex, TwoHexCharactersPerByteAndNeverTheSameTwice) {
  auto a = random_hex(16);
  auto b = random_hex(16);
  EXPECT_EQ(a.size(), 32u);
  EXPECT_EQ(a.find_first_not_of("0123456789abcdef"), std::string::npos) << a;
  EXPECT_NE(a, b);
  EXPECT_EQ(random_hex(0), "");
}

TEST(EnvOr, TheValueElseTheFallbackWhenUnsetOrEmpty){
    {scoped_env set("PATCHBAY_PLATFORM_TEST_VAR", "value");
EXPECT_EQ(env_or("PATCHBAY_PLATFORM_TEST_VAR", "fallback"), "value");
}  // namespace
{
  scoped_env unset("PATCHBAY_PLATFORM_TEST_VAR", std::nullopt);
  EXPECT_EQ(env_or("PATCHBAY_PLATFORM_TEST_VAR", "fallback"), "fallback");
}
#ifndef _WIN32  // Windows has no empty environment variable: setting "" removes it
{
  scoped_env empty("PATCHBAY_PLATFORM_TEST_VAR", "");
  EXPECT_EQ(env_or("PATCHBAY_PLATFORM_TEST_VAR", "fallback"), "fallback");
}
#endif
}  // namespace patchbay::platform

// Issue 45: the Unity project a working directory is in, found as Unity lays a project out.
TEST_F(Platform, TheUnityProjectContainingAFolderIsTheNearestWithProjectSettingsAndAssets) {
  fs::path game = dir_ / "Game";
  fs::create_directories(game / "Assets" / "Scripts");
  fs::create_directories(game / "ProjectSettings");
  EXPECT_FALSE(unity_project_containing(game / "Assets" / "Scripts"))
      << "no ProjectVersion.txt yet";
  std::ofstream(game / "ProjectSettings" / "ProjectVersion.txt") << "m_EditorVersion: 2021.3.0f1\n";
  EXPECT_EQ(unity_project_containing(game / "Assets" / "Scripts"), game);
  EXPECT_EQ(unity_project_containing(game), game);
  EXPECT_FALSE(unity_project_containing(dir_)) << "above the project";
  fs::create_directories(dir_ / "Loose" / "ProjectSettings");
  std::ofstream(dir_ / "Loose" / "ProjectSettings" / "ProjectVersion.txt") << "x\n";
  EXPECT_FALSE(unity_project_containing(dir_ / "Loose")) << "no Assets folder: not a project";
}

TEST_F(Platform, StateDirectoryIsTheFlagElseTheEnvironmentElseUnderTheHome) {
#ifdef _WIN32
  scoped_env home("USERPROFILE", dir_.string());
#else
  scoped_env home("HOME", dir_.string());
#endif
  {
    scoped_env env("PATCHBAY_STATE_DIR", (dir_ / "from-env").string());
    EXPECT_EQ(state_directory((dir_ / "from-flag").string()), dir_ / "from-flag");
    EXPECT_EQ(state_directory(""), dir_ / "from-env");
  }
  scoped_env env("PATCHBAY_STATE_DIR", std::nullopt);
  EXPECT_EQ(state_directory(""), dir_ / ".patchbay");
}

TEST_F(Platform, WritePrivateFileReplacesItReadableByItsOwnerOnly) {
  auto path = dir_ / "hub.json";
  ASSERT_EQ(write_private_file(path, "first"), std::nullopt);
  ASSERT_EQ(write_private_file(path, "second"), std::nullopt);
  EXPECT_EQ(read(path), "second");
#ifndef _WIN32
  EXPECT_EQ(mode(path), fs::perms::owner_read | fs::perms::owner_write);
#endif
  EXPECT_NE(write_private_file(dir_ / "missing" / "hub.json", "x"), std::nullopt)
      << "a directory that does not exist is an error, not a crash";
}

TEST_F(Platform, WriteFileAtomicallyKeepsAnExistingFilesModeAndLeavesNoTemporaryFile) {
  auto path = dir_ / "config.json";
  ASSERT_EQ(write_file_atomically(path, "{}"), std::nullopt);
  EXPECT_EQ(read(path), "{}");
#ifndef _WIN32
  fs::permissions(path, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
  ASSERT_EQ(write_file_atomically(path, "{\"a\":1}"), std::nullopt);
  EXPECT_EQ(read(path), "{\"a\":1}");
  EXPECT_EQ(mode(path), fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
#endif
  std::size_t files = 0;
  for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir_)) ++files;
  EXPECT_EQ(files, 1u);
}

TEST_F(Platform, CreatePrivateDirectoryMakesParentsAndIsOwnerOnly) {
  auto path = dir_ / "a" / "b";
  ASSERT_EQ(create_private_directory(path), std::nullopt);
  EXPECT_TRUE(fs::is_directory(path));
#ifndef _WIN32
  EXPECT_EQ(mode(path), fs::perms::owner_all);
#endif
  EXPECT_EQ(create_private_directory(path), std::nullopt) << "an existing directory is fine";
}

#ifndef _WIN32
TEST_F(Platform, FindProgramTakesTheFirstExecutableOnTheSearchPath) {
  fs::create_directories(dir_ / "first");
  fs::create_directories(dir_ / "second");
  std::ofstream(dir_ / "first" / "tool") << "not executable";
  std::ofstream(dir_ / "second" / "tool") << "#!/bin/sh\n";
  fs::permissions(dir_ / "second" / "tool", fs::perms::owner_all);
  auto search = (dir_ / "first").string() + "::" + (dir_ / "second").string();
  EXPECT_EQ(find_program("tool", search), dir_ / "second" / "tool");
  EXPECT_EQ(find_program("other", search), std::nullopt);
  EXPECT_EQ(find_program("tool", ""), std::nullopt);
}
#endif

TEST_F(Platform, FileLockIsExclusiveUntilReleased) {
  auto path = dir_ / "hub.lock";
  bool held = true;
  std::string error;
  {
    auto first = file_lock::acquire(path, held, error);
    ASSERT_TRUE(first.locked()) << error;
    EXPECT_FALSE(held);
    auto second = file_lock::acquire(path, held, error);
    EXPECT_FALSE(second.locked());
    EXPECT_TRUE(held) << "the second owner is told the lock is held, not that it failed";
  }
  auto again = file_lock::acquire(path, held, error);
  EXPECT_TRUE(again.locked()) << "released when its owner goes: " << error;
  EXPECT_FALSE(held);
}

TEST(ProcessAlive, ThisProcessLivesAndNoProcessHasIdZero) {
  EXPECT_TRUE(process_alive(current_pid()));
  EXPECT_FALSE(process_alive(0));
  EXPECT_FALSE(process_alive(-1));
}

}  // namespace
}  // namespace patchbay::platform
