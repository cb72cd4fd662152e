#pragma once
// "Unity is open on this project but Patchbay is not loaded" (issue 29): a Unity Editor process
// has a project the hub knows open, no link arrives, and the reason is most often a project with
// compile errors (Unity then offers Safe Mode, where no package code runs). The agent that broke a
// script learns which files to fix from the compiler lines of Unity's editor log.
//
//   <project>/Library/EditorInstance.json ─▶ process_id ─▶ alive? ─▶ its -logFile, else the newer
//   of <project>/Logs/Editor.log and the global Editor.log ─▶ its tail ─▶ the latest errors
//
// Contract: the parsers are pure (text in, values out); `probe_unity_instance` reads files and
// asks src/platform about the process, and never throws. No sockets.

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace patchbay::hub {

// Bounds on what one probe reads and reports: the log can grow for days.
inline constexpr std::size_t max_log_tail_bytes = 4 * 1024 * 1024;
inline constexpr std::size_t max_compile_errors = 20;
inline constexpr std::size_t max_compile_message_chars = 400;
inline constexpr std::size_t max_compile_file_chars = 260;

// The file and message are the log's words, shown escaped and bounded (text::shown_text): a log
// is anyone's to write, so its text must neither steer a terminal nor break the JSON it goes in.
struct compile_error {
  std::string file;  // as Unity writes it: project-relative (Assets/Scripts/Foo.cs)
  int line = 0;
  int column = 0;
  std::string code;  // CS1002
  std::string message;
};

struct compile_errors {
  std::vector<compile_error> errors;  // at most max_compile_errors, in the log's order
  std::size_t total = 0;              // distinct errors of the latest compile, before the bound
};

// The process id of Unity's per-project instance file, Library/EditorInstance.json, which the
// editor writes while it has the project open: {"process_id": N, "version": "2021.3.0f1",
// "app_path": ..., "app_contents_path": ...} (the fields the debuggers that attach to the editor
// read: JetBrains' Unity plugin for Rider, DotRush). Unity removes it when it quits; a crashed
// editor leaves it behind, so the process id is checked. nullopt when the text is not such an
// object.
std::optional<int> parse_editor_instance(std::string_view json_text);

// The path Unity's `-logFile <path>` names on a command line (Unity's own option, case as
// documented); nullopt when absent, or when it is `-` (the log goes to stdout) or has no value.
std::optional<std::string> log_file_argument(const std::vector<std::string>& args);

// The compiler errors of the latest script compile in an editor log's text. Unity appends each
// compile's messages to the log as `Assets/X.cs(12,5): error CS1002: ; expected`; a compile starts
// with `[ScriptCompilation] Requested script compilation` (2021.2 and later) or `- Starting
// compile` (earlier versions), so only the lines after the last such marker count (all of them
// when there is none). Repeats of one error are counted once; warnings are left out.
compile_errors parse_latest_compile_errors(std::string_view log);

// A Unity process that has the project open.
struct unity_instance {
  int pid = 0;
  std::string version;             // "version" of the instance file, when present
  std::filesystem::path log_file;  // empty when unknown
  bool log_read = false;           // the log file was found and read
  std::string log_note;            // what is not known about the log, and why
  compile_errors errors;
};

// Reads <project>/Library/EditorInstance.json; when its process runs, finds its log and, with
// `read_log`, reads it (states and routing need only the process; list_editors and refused calls
// the errors). nullopt when no Unity process has the project open.
std::optional<unity_instance> probe_unity_instance(const std::filesystem::path& project,
                                                   bool read_log = true);

// What list_editors and every call routed to the project say: the state, the errors, what to do.
std::string not_loaded_message(const std::string& project, const unity_instance& instance);

}  // namespace patchbay::hub
