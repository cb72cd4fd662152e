#include "cli/cli_parser.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdlib>
#include <iterator>
#include <string_view>
#include <utility>

namespace patchbay::cli {

namespace {

// `patchbay call`'s own options that take a value, as they may follow the tool's parameters.
constexpr std::string_view own_valued[] = {"--editor", "--project", "--state-dir", "--timeout",
                                           "--retry"};

}  // namespace

std::vector<std::string> split_call_command_line(int argc, char** argv, cli_request& request) {
  std::vector<std::string> words(argv, argv + argc);
  auto call = std::find(words.begin() + (words.empty() ? 0 : 1), words.end(), "call");
  if (call == words.end()) return words;
  // This command's own options before the tool's name, with their values.
  for (auto at = call + 1; at != words.end(); ++at) {
    const std::string& w = *at;
    if (w == "--json" || w == "--detach" || w == "--help" || w == "-h" ||
        w.find('=') != std::string::npos)
      continue;
    if (std::find(std::begin(own_valued), std::end(own_valued), w) != std::end(own_valued)) {
      if (at + 1 != words.end()) ++at;
      continue;
    }
    if (!w.empty() && w.front() == '-') return words;  // not a word CLI11 may skip: let it say so
    request.call_words.assign(at + 1, words.end());
    words.erase(at + 1, words.end());
    return words;
  }
  return words;
}

void read_call_words(cli_request& r) {
  // What followed the tool's name (split_call_command_line): its parameters, except this
  // command's own options written among them.
  const auto& rest = r.call_words;
  // Set while the last word was a tool parameter's flag waiting for its value.
  std::string awaiting;
  for (std::size_t i = 0; i < rest.size(); ++i) {
    std::string t = rest[i], key = t, value;
    std::string after = std::exchange(awaiting, std::string());
    // `--name "--state-dir=/tmp/x"`: one word right after a parameter's flag that carries its
    // own value is that parameter's value, never an option that would send the call to another
    // hub. (`--name --state-dir DIR`, two words, stays this command's option: `--name` then has
    // no value, which parse_tool_arguments says.)
    bool own_with_value =
        std::any_of(std::begin(own_valued), std::end(own_valued),
                    [&](std::string_view o) { return t.rfind(std::string(o) + "=", 0) == 0; });
    if (own_with_value && !after.empty()) {
      r.arguments.push_back(t);
      r.option_like_values.emplace_back(after, t);
      continue;
    }
    bool inline_value = false;
    if (auto eq = t.find('='); t.rfind("--", 0) == 0 && eq != std::string::npos) {
      key = t.substr(0, eq);
      value = t.substr(eq + 1);
      inline_value = true;
    }
    auto take = [&](std::string& into) {
      if (inline_value) {
        into = value;
        return true;
      }
      if (i + 1 >= rest.size()) {
        r.usage_error = key + " needs a value";
        return false;
      }
      into = rest[++i];
      return true;
    };
    if (key == "--json" && !inline_value) {
      r.json = true;
    } else if (key == "--detach" && !inline_value) {
      r.detach = true;
    } else if (key == "--editor") {
      if (!take(r.editor)) return;
    } else if (key == "--project") {
      if (!take(r.project)) return;
    } else if (key == "--state-dir") {
      if (!take(r.state_dir)) return;
    } else if (key == "--retry") {
      if (!take(r.retry_id)) return;
    } else if (key == "--timeout") {
      std::string v;
      if (!take(v)) return;
      char* end = nullptr;
      r.timeout_s = std::strtod(v.c_str(), &end);
      if (v.empty() || *end != '\0' || r.timeout_s <= 0) {
        r.usage_error = "--timeout expects a number of seconds, got \"" + v + "\"";
        return;
      }
    } else {
      r.arguments.push_back(t);
      if (t.size() > 2 && t.rfind("--", 0) == 0 && t.find('=') == std::string::npos) awaiting = t;
    }
  }
}

void add_cli_subcommands(CLI::App& app, cli_request& r) {
  auto state_dir = [&r](CLI::App* c) {
    c->add_option("--state-dir", r.state_dir, "The hub's state directory (default ~/.patchbay)");
  };
  auto* status =
      app.add_subcommand("status", "Is the hub running? Where, which version, how many editors.");
  status->add_flag("--json", r.json, "Print JSON");
  state_dir(status);
  status->footer("Exit code 1 when no hub is running.\nExample:\n  patchbay status --json");
  status->callback([&r] { r.command = "status"; });

  auto* stop =
      app.add_subcommand("stop", "Stop the running hub (clients start a new one when needed).");
  state_dir(stop);
  stop->footer("Example:\n  patchbay stop");
  stop->callback([&r] { r.command = "stop"; });

  auto* editors = app.add_subcommand("editors", "List the Unity editors known to the hub.");
  editors->add_flag("--json", r.json, "Print JSON");
  state_dir(editors);
  editors->footer("Example:\n  patchbay editors --json");
  editors->callback([&r] { r.command = "editors"; });

  auto* call = app.add_subcommand("call", "Call a tool, as an agent would.");
  call->add_option("tool", r.tool, "Tool name (patchbay tools lists them)")->required();
  call->add_option("--editor", r.editor,
                   "Editor id, alias or project name (several with commas, or * for all)");
  call->add_option("--project", r.project, "Route to the editor of this project folder");
  call->add_flag("--json", r.json, "Print the whole result (CallToolResult) as JSON");
  call->add_option("--retry", r.retry_id,
                   "Repeat the call an 'outcome unknown' answer named (its call id): answered "
                   "from that call, run only if it did not complete");
  call->add_flag("--detach", r.detach,
                 "Start the call as a task, print its id and return (patchbay task ID)");
  call->add_option("--timeout", r.timeout_s, "Seconds to wait for the result")
      ->capture_default_str();
  state_dir(call);
  // The tool's parameters are not known here, so they are not declared: CLI11 sees the command
  // line only up to the tool's name (split_call_command_line); the callback reads the rest in order
  // and parse_tool_arguments checks it against the schema.
  call->footer(
      "Usage: patchbay call TOOL [--param value | key=value | JSON object]... [OPTIONS]\n"
      "Parameters are named after the tool's schema (see 'patchbay tools NAME'): strings as they\n"
      "are, numbers and booleans checked (--force alone is true), arrays comma-separated\n"
      "(--position 0,1,0), objects as JSON. key=value pairs and one JSON object work too.\n"
      "Routes as 'patchbay stdio' does: --editor, --project, else the project holding the\n"
      "working directory, else the only editor (never another project's). Ctrl-C cancels\n"
      "the call in the editor.\n"
      "A parameter named like an option above (editor, project, json, timeout, state-dir): "
      "key=value.\n"
      "A value is a value: the word right after a parameter's flag is its value, even\n"
      "--name \"--state-dir=/x\" (the name), never an option of patchbay call.\n"
      "--detach (the long tools: compile, run_tests, add_package, ...) prints a task id at once;\n"
      "'patchbay task ID' follows it.\n"
      "Exit codes: 0 ok, 1 the tool reported an error, 2 usage (unknown tool, parameter or\n"
      "value), 3 no hub or no editor, 4 several editors and none chosen (they are listed).\n"
      "Examples:\n"
      "  patchbay call get_editor_state\n"
      "  patchbay call create_game_object --name Player --primitive Capsule --position 0,1,0\n"
      "  patchbay call compile --editor MyGame\n"
      "  patchbay call create_game_object name=Cube primitive=Cube\n"
      "  patchbay call set_play_mode '{\"action\": \"play\"}'\n");
  call->callback([&r] {
    r.command = "call";
    read_call_words(r);
  });

  auto* task =
      app.add_subcommand("task", "Show, wait for or cancel a task 'call --detach' started.");
  task->add_option("id", r.task_id, "The task id 'patchbay call --detach' printed")->required();
  task->add_flag("--wait", r.wait, "Wait until it ends, then print its result as 'call' does");
  task->add_flag("--cancel", r.cancel, "Cancel it (the editor stops the work)");
  task->add_flag("--json", r.json, "Print the task (or, with --wait, the result) as JSON");
  task->add_option("--timeout", r.timeout_s, "Seconds --wait waits")->capture_default_str();
  state_dir(task);
  task->footer(
      "Without a flag: its status and how far it got (\"working: 40% Compiling\").\n"
      "Exit codes as 'patchbay call': 0 ok (or still working), 1 the task failed or was cancelled\n"
      "(--wait), or --wait timed out; 2 an unknown or expired task id, 3 no hub.\n"
      "Examples:\n  id=$(patchbay call compile --detach)\n  patchbay task \"$id\" --wait\n"
      "  patchbay task \"$id\" --cancel\n");
  task->callback([&r] { r.command = "task"; });

  auto* tools = app.add_subcommand(
      "tools", "List the tools of the editor this directory routes to, or one tool's parameters.");
  tools->add_option("tool", r.tool, "A tool's name: its parameters and an example call");
  tools->add_option("--editor", r.editor, "Editor id, alias or project name");
  tools->add_option("--project", r.project, "Route to the editor of this project folder");
  tools->add_flag("--json", r.json, "Print the tools/list entries as JSON");
  state_dir(tools);
  tools->footer(
      "One line a tool, grouped as the package groups them; tools the project's settings block\n"
      "say which setting allows them, and switched-off groups are named.\n"
      "Exit codes: 0 ok, 2 unknown tool, 3 no hub or no editor, 4 several editors and none\n"
      "chosen.\nExamples:\n  patchbay tools\n  patchbay tools create_game_object\n");
  tools->callback([&r] { r.command = "tools"; });

  auto* play = app.add_subcommand(
      "playtest",
      "Run play-test scenario files (.playtest) on the editor, or check them (--lint).");
  play->add_option("files", r.files, "Scenario files (docs/play-testing.md)")->required();
  play->add_flag("--lint", r.lint, "Check the files only: every problem with its line and column");
  play->add_option("--junit", r.junit, "Also write the results as JUnit XML to this file");
  play->add_flag("--update-baselines", r.update_baselines,
                 "Image expectations write their baseline instead of comparing (allowFileWrites)");
  play->add_option("--editor", r.editor, "Editor id, alias or project name");
  play->add_option("--project", r.project, "Route to the editor of this project folder");
  play->add_flag("--json", r.json, "Print the reports as JSON");
  play->add_option("--timeout", r.timeout_s, "Seconds each tool call of a scenario may take")
      ->capture_default_str();
  state_dir(play);
  play->footer(
      "Every file is checked first; one with a syntax error stops the run before anything runs.\n"
      "Each scenario opens its scene, enters play mode paused, steps the game at a fixed frame\n"
      "time with its inputs, checks its expectations, and leaves play mode, also on failure.\n"
      "Exit codes: 0 every scenario passed, 1 a scenario failed, 2 usage or a syntax error (the\n"
      "play group off), 3 no hub or no editor, 4 several editors and none chosen.\n"
      "Examples:\n  patchbay playtest Assets/Tests/Jump.playtest\n"
      "  patchbay playtest --lint Assets/Tests/*.playtest\n"
      "  patchbay playtest Assets/Tests/*.playtest --junit playtest.xml\n");
  play->callback([&r] { r.command = "playtest"; });

  auto* open = app.add_subcommand(
      "open",
      "Open a Unity project in the installed Unity of its version and wait until it links.");
  open->add_option("project", r.files, "The project folder (default: the one holding this folder)")
      ->expected(0, 1);
  open->add_flag("--batchmode", r.batchmode,
                 "No window: Unity's -batchmode -nographics (a build machine)");
  open->add_option("--wait", r.wait_s, "Seconds to wait until it links (600)");
  open->add_option("--exit-when-idle", r.exit_when_idle,
                   "With --batchmode: quit after this many seconds without a call (10-86400)");
  state_dir(open);
  open->footer(
      "Reads ProjectSettings/ProjectVersion.txt, finds that Unity where Unity Hub installs and "
      "lists\n"
      "editors (or PATCHBAY_UNITY_PATH / UNITY_PATH), starts it on the project with its log in\n"
      "Logs/Editor.log, and prints the editor once it is linked. A project already open prints "
      "its\n"
      "editor; two opens at once start one Unity. Starts the hub when none runs.\n"
      "Exit codes: 0 linked, 1 it could not be opened (not installed, exited: its log's last "
      "lines,\n"
      "still starting, open elsewhere), 2 usage (not a Unity project), 3 no hub.\n"
      "Examples:\n  patchbay open\n  patchbay open ~/Projects/MyGame --batchmode\n");
  open->callback([&r] { r.command = "open"; });

  auto* close = app.add_subcommand(
      "close", "Quit a Unity editor cleanly (refused while it has unsaved scenes).");
  close->add_option("--editor", r.editor, "Editor id, alias or project name");
  close->add_option("--project", r.project, "The editor of this project folder");
  close->add_flag("--save", r.save,
                  "Save its unsaved scenes and open prefab first (allowFileWrites)");
  close->add_flag("--discard", r.discard, "Quit without its unsaved changes");
  state_dir(close);
  close->footer(
      "Routes as 'patchbay call'. Without --save or --discard an editor with unsaved changes is\n"
      "not closed: the message names them. Returns when the Unity process has gone.\n"
      "Exit codes: 0 closed, 1 refused (unsaved changes, a player), 2 usage, 3 no hub or editor.\n"
      "Examples:\n  patchbay close\n  patchbay close --editor MyGame --save\n");
  close->callback([&r] { r.command = "close"; });

  auto* dash = app.add_subcommand(
      "dashboard", "Print a one-time link to the hub's live dashboard and open it in the browser.");
  dash->add_flag("--no-open", r.no_open, "Only print the link");
  state_dir(dash);
  dash->footer(
      "The link works once, within a minute, and signs this browser in (a cookie) when the hub\n"
      "has a token. Exit code 2 when no hub is running.\nExample:\n  patchbay dashboard");
  dash->callback([&r] { r.command = "dashboard"; });

  auto* doctor =
      app.add_subcommand("doctor", "Check the installation and say how to fix what is wrong.");
  state_dir(doctor);
  auto* self_check =
      doctor
          ->add_option("--editor", r.editor,
                       "Run the self-check in a Unity editor (run_self_check: wake, dialogs, "
                       "instance file, input, screenshots) and print its report; optionally name "
                       "the editor (id, alias or project name)")
          ->expected(0, 1);
  doctor->add_option("--project", r.project, "With --editor: the editor of this project folder");
  doctor->footer(
      "Without --editor: checks this installation. With it: the editor this directory routes to\n"
      "(or the one named) checks what only a real Unity can answer, changes nothing in the\n"
      "project, and prints a report to paste into a bug report (docs/compatibility.md).\n"
      "Examples:\n  patchbay doctor\n  patchbay doctor --editor\n  patchbay doctor --editor "
      "MyGame");
  doctor->callback([&r, self_check] {
    r.command = "doctor";
    // `doctor --editor` is a call of the package's run_self_check, printed as `call` prints it.
    if (self_check->count() > 0) {
      r.self_check = true;
      r.command = "call";
      r.tool = "run_self_check";
    }
  });
}

}  // namespace patchbay::cli
