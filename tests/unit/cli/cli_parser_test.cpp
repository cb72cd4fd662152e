// The CLI's command line: what `patchbay call` hands CLI11 and what it reads itself (a value is a
// value, issue 44), the subcommands' fields, and the exit code a refused route ends with.

#include "cli/cli_parser.hpp"

#include <CLI/CLI.hpp>

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace patchbay::cli {
namespace {

// Parses `words` (argv without the program) as main does: split, then CLI11.
cli_request parse(std::vector<std::string> words) {
  words.insert(words.begin(), "patchbay");
  std::vector<char*> argv;
  for (auto& w : words) argv.push_back(w.data());
  cli_request r;
  CLI::App app;
  add_cli_subcommands(app, r);
  auto kept = split_call_command_line(static_cast<int>(argv.size()), argv.data(), r);
  std::vector<std::string> reversed(kept.rbegin(), kept.rend() - 1);
  app.parse(reversed);
  return r;
}

TEST(CliParser, CallHandsCliElevenOnlyTheWordsUpToTheToolsName) {
  std::vector<std::string> words{"patchbay", "call",   "--json",         "--editor", "A",
                                 "make",     "--name", "--state-dir=/x", "--force"};
  std::vector<char*> argv;
  for (auto& w : words) argv.push_back(w.data());
  cli_request r;
  auto kept = split_call_command_line(static_cast<int>(argv.size()), argv.data(), r);
  EXPECT_EQ(kept,
            (std::vector<std::string>{"patchbay", "call", "--json", "--editor", "A", "make"}));
  EXPECT_EQ(r.call_words, (std::vector<std::string>{"--name", "--state-dir=/x", "--force"}));
}

TEST(CliParser, OtherCommandLinesAreReturnedWhole) {
  std::vector<std::string> words{"patchbay", "editors", "--json"};
  std::vector<char*> argv;
  for (auto& w : words) argv.push_back(w.data());
  cli_request r;
  EXPECT_EQ(split_call_command_line(static_cast<int>(argv.size()), argv.data(), r), words);
  EXPECT_TRUE(r.call_words.empty());
}

TEST(CliParser, CallsOwnOptionsAmongTheToolsParametersSetTheirFields) {
  auto r = parse({"call", "make", "--name", "Cube", "--json", "--editor=B", "--timeout", "5",
                  "--retry", "cli-abc", "count=3", "--detach", "--project", "/p"});
  EXPECT_EQ(r.command, "call");
  EXPECT_EQ(r.tool, "make");
  EXPECT_TRUE(r.json);
  EXPECT_TRUE(r.detach);
  EXPECT_EQ(r.editor, "B");
  EXPECT_EQ(r.project, "/p");
  EXPECT_EQ(r.retry_id, "cli-abc");
  EXPECT_DOUBLE_EQ(r.timeout_s, 5);
  EXPECT_EQ(r.arguments, (std::vector<std::string>{"--name", "Cube", "count=3"}));
  EXPECT_TRUE(r.usage_error.empty());
}

TEST(CliParser, AValueRightAfterAParametersFlagIsItsValue) {
  auto r = parse({"call", "make", "--name", "--state-dir=/elsewhere"});
  EXPECT_TRUE(r.state_dir.empty()) << "the word is the name, never this command's option";
  EXPECT_EQ(r.arguments, (std::vector<std::string>{"--name", "--state-dir=/elsewhere"}));
  ASSERT_EQ(r.option_like_values.size(), 1u);
  EXPECT_EQ(r.option_like_values[0].first, "--name");
  EXPECT_EQ(r.option_like_values[0].second, "--state-dir=/elsewhere");
}

TEST(CliParser, BadOptionsOfItsOwnAreUsageErrors) {
  EXPECT_EQ(parse({"call", "make", "--timeout", "soon"}).usage_error,
            "--timeout expects a number of seconds, got \"soon\"");
  EXPECT_EQ(parse({"call", "make", "--timeout=-1"}).usage_error,
            "--timeout expects a number of seconds, got \"-1\"");
  EXPECT_EQ(parse({"call", "make", "--editor"}).usage_error, "--editor needs a value");
}

TEST(CliParser, DoctorWithEditorIsACallOfTheSelfCheck) {
  auto r = parse({"doctor", "--editor", "MyGame"});
  EXPECT_EQ(r.command, "call");
  EXPECT_EQ(r.tool, "run_self_check");
  EXPECT_TRUE(r.self_check);
  EXPECT_EQ(r.editor, "MyGame");
  EXPECT_EQ(parse({"doctor"}).command, "doctor");
}

TEST(CliParser, TaskAndToolsFillTheirFields) {
  auto t = parse({"task", "t-1", "--wait", "--timeout", "9"});
  EXPECT_EQ(t.command, "task");
  EXPECT_EQ(t.task_id, "t-1");
  EXPECT_TRUE(t.wait);
  EXPECT_DOUBLE_EQ(t.timeout_s, 9);
  auto tools = parse({"tools", "compile", "--project", "/p"});
  EXPECT_EQ(tools.command, "tools");
  EXPECT_EQ(tools.tool, "compile");
  EXPECT_EQ(tools.project, "/p");
}

TEST(CliExitCodes, ARefusedRouteExitsThreeOrFourAnyOtherToolErrorOne) {
  EXPECT_EQ(exit_code_for_error_kind("no_editor"), exit_code::no_editor);
  EXPECT_EQ(exit_code_for_error_kind("unknown_editor"), exit_code::no_editor);
  EXPECT_EQ(exit_code_for_error_kind("several_editors"), exit_code::several_editors);
  EXPECT_EQ(exit_code_for_error_kind("busy"), exit_code::tool_error);
  EXPECT_EQ(exit_code_for_error_kind(""), exit_code::tool_error);
}

}  // namespace
}  // namespace patchbay::cli
