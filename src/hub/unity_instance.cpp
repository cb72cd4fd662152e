#include "hub/unity_instance.hpp"

#include "hub/json_fields.hpp"
#include "platform/platform.hpp"
#include "text/outside_text.hpp"

#include <algorithm>
#include <cctype>
#include <climits>
#include <fstream>
#include <iterator>
#include <system_error>

namespace patchbay::hub {

namespace {

bool starts_with(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}

// A non-negative decimal number that fills `s`.
std::optional<int> whole_number(std::string_view s) {
  if (s.empty() || s.size() > 9) return std::nullopt;
  int n = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + (c - '0');
  }
  return n;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

// Whether `code` is a compiler message number as Unity's compilers print them (CS0103).
bool is_error_code(std::string_view code) {
  if (code.size() < 3 || code.size() > 8 || !starts_with(code, "CS")) return false;
  return std::all_of(code.begin() + 2, code.end(),
                     [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

// Tolerance for the log's line format (issue 43): Unity 6000.7's logging framework may put fields
// before the text Unity and its compilers write ("[2026-12-01 10:00:00.123] [Error] ", "[Compiler]
// "). Whether `line`, after at most a few such bracketed fields, starts with `what`.
constexpr int max_prefix_fields = 4;
constexpr std::size_t max_prefix_field_chars = 64;

bool starts_after_log_prefix(std::string_view line, std::string_view what) {
  line = trim(line);
  for (int fields = 0; fields <= max_prefix_fields; ++fields) {
    if (starts_with(line, what)) return true;
    if (line.empty() || line.front() != '[') return false;
    auto close = line.find(']');
    if (close > max_prefix_field_chars) return false;  // also npos: no closing bracket
    line = trim(line.substr(close + 1));
  }
  return false;
}

// The file of a compiler line: the text before its `(line,column)`, without a logging prefix.
// Bracketed fields go first; then, when what is left does not start a path Unity prints (Assets/,
// Packages/, Library/, an absolute path), a field the prefix ended with another delimiter (a space,
// '|' or a tab) before the project's Assets/ or Packages/.
std::string_view file_of(std::string_view head) {
  head = trim(head);
  for (int fields = 0; fields < max_prefix_fields && !head.empty() && head.front() == '[';
       ++fields) {
    auto close = head.find(']');
    if (close > max_prefix_field_chars) break;  // also npos
    head = trim(head.substr(close + 1));
  }
  auto is_path_start = [](std::string_view s) {
    return starts_with(s, "Assets/") || starts_with(s, "Packages/") || starts_with(s, "Library/") ||
           starts_with(s, "/") ||
           (s.size() > 2 && std::isalpha(static_cast<unsigned char>(s[0])) && s[1] == ':' &&
            (s[2] == '\\' || s[2] == '/'));
  };
  if (is_path_start(head)) return head;
  for (std::string_view root : {"Assets/", "Packages/"}) {
    for (auto at = head.find(root); at != std::string_view::npos; at = head.find(root, at + 1)) {
      char before = at == 0 ? ' ' : head[at - 1];
      if (before == ' ' || before == '|' || before == '\t') return head.substr(at);
    }
  }
  return head;
}

// `file(line,column): error CSnnnn: message`, as the C# compilers Unity runs print it.
std::optional<compile_error> parse_error_line(std::string_view line) {
  line = trim(line);
  auto marker = line.find("): error CS");
  if (marker == std::string_view::npos) return std::nullopt;
  auto open = line.rfind('(', marker);
  if (open == std::string_view::npos || open == 0) return std::nullopt;
  std::string_view position = line.substr(open + 1, marker - open - 1);
  auto comma = position.find(',');
  if (comma == std::string_view::npos) return std::nullopt;
  auto row = whole_number(position.substr(0, comma));
  auto col = whole_number(position.substr(comma + 1));
  if (!row || !col) return std::nullopt;
  std::string_view rest = line.substr(marker + 9);  // "CSnnnn: message"
  auto colon = rest.find(':');
  if (colon == std::string_view::npos || colon < 3) return std::nullopt;
  std::string_view code = rest.substr(0, colon);
  if (!is_error_code(code)) return std::nullopt;
  // The file and the message are the log's text, which anything that writes the log chose: shown
  // escaped and bounded (text/outside_text.hpp), never as they are.
  compile_error e;
  e.file = text::shown_text(file_of(line.substr(0, open)), max_compile_file_chars);
  e.line = *row;
  e.column = *col;
  e.code = std::string(code);
  e.message = text::shown_text(trim(rest.substr(colon + 1)), max_compile_message_chars);
  return e;
}

// Unity writes "[ScriptCompilation] Requested script compilation because: <reason>" to its log each
// time a compile is requested (EditorCompilation.RequestScriptCompilation: UnityCsReference
// Editor/Mono/Scripting/ScriptCompilation/EditorCompilation.cs:176 at 2021.3.0f1, :203 at
// 6000.0.0f1, :208 at 6000.7.0a1); logs of real editors show it before each compile's
// "Assets/X.cs(l,c): error CSnnnn" lines.
// "- Starting compile" is the marker of the pre-Bee pipeline (2020 and older), kept for logs of
// those editors. Either may follow a logging prefix (starts_after_log_prefix), not anything else: a
// file or message that quotes a marker does not start a compile.
bool is_compile_start(std::string_view line) {
  return starts_after_log_prefix(line, "[ScriptCompilation] Requested script compilation") ||
         starts_after_log_prefix(line, "- Starting compile");
}

// The last `max` bytes of a file (the log only grows; its end holds the latest compile). Only a
// regular file is read, without blocking: a project may ship Logs/Editor.log as a FIFO (which froze
// the hub) or a link to /dev/zero (read until memory ran out).
std::optional<std::string> read_tail(const std::filesystem::path& path, std::size_t max,
                                     std::string* why = nullptr) {
  std::string reason;
  auto text = platform::read_regular_file_tail(path, max, reason);
  if (!text) {
    if (why) *why = reason;
    return std::nullopt;
  }
  // A tail that starts mid-line: drop the partial first line.
  if (text->size() == max)
    if (auto nl = text->find('\n'); nl != std::string::npos) text->erase(0, nl + 1);
  return text;
}

}  // namespace

std::optional<int> parse_editor_instance(std::string_view json_text) {
  auto v = jsonrpc::parse_json(json_text);
  const json::object* o = v ? v->if_object() : nullptr;
  if (!o) return std::nullopt;
  auto* pid = o->if_contains("process_id");
  if (!pid || !pid->is_int64()) return std::nullopt;
  auto n = pid->get_int64();
  if (n <= 0 || n > INT_MAX) return std::nullopt;
  return static_cast<int>(n);
}

std::optional<std::string> log_file_argument(const std::vector<std::string>& args) {
  std::optional<std::string> found;
  for (std::size_t i = 0; i + 1 < args.size(); ++i)
    if (args[i] == "-logFile" || args[i] == "-logfile") found = args[i + 1];
  if (!found || found->empty() || *found == "-" || starts_with(*found, "-")) return std::nullopt;
  return found;
}

compile_errors parse_latest_compile_errors(std::string_view log) {
  // Find the start of the latest compile: the last marker line.
  std::size_t begin = 0;
  for (std::size_t pos = 0; pos < log.size();) {
    std::size_t end = log.find('\n', pos);
    if (end == std::string_view::npos) end = log.size();
    if (is_compile_start(log.substr(pos, end - pos))) begin = end;
    pos = end + 1;
  }
  compile_errors out;
  std::vector<compile_error> seen;
  for (std::size_t pos = begin; pos < log.size();) {
    std::size_t end = log.find('\n', pos);
    if (end == std::string_view::npos) end = log.size();
    if (auto e = parse_error_line(log.substr(pos, end - pos))) {
      bool repeat = std::any_of(seen.begin(), seen.end(), [&](const compile_error& s) {
        return s.file == e->file && s.line == e->line && s.column == e->column &&
               s.code == e->code && s.message == e->message;
      });
      if (!repeat) {
        ++out.total;
        if (out.errors.size() < max_compile_errors) out.errors.push_back(*e);
        // Remembering every distinct error bounds nothing; the count past the bound is enough.
        if (seen.size() < 4 * max_compile_errors) seen.push_back(std::move(*e));
      }
    }
    pos = end + 1;
  }
  return out;
}

std::optional<unity_instance> probe_unity_instance(const std::filesystem::path& project,
                                                   bool read_log) {
  if (project.empty()) return std::nullopt;
  std::error_code ec;
  auto file = project / "Library" / "EditorInstance.json";
  if (!std::filesystem::is_regular_file(file, ec)) return std::nullopt;
  auto text = read_tail(file, 64 * 1024);
  if (!text) return std::nullopt;
  auto pid = parse_editor_instance(*text);
  if (!pid || !platform::process_alive(*pid)) return std::nullopt;
  unity_instance out;
  out.pid = *pid;
  if (auto v = jsonrpc::parse_json(*text); v && v->is_object())
    out.version = str(v->as_object(), "version");

  auto args = platform::process_arguments(*pid);
  std::optional<std::string> named = args ? log_file_argument(*args) : std::nullopt;
  if (named) {
    std::filesystem::path p(*named);
    // A relative -logFile is taken against the project (Unity's working directory once it has the
    // project open); the directory Unity was started from is not known here.
    out.log_file = p.is_absolute() ? p : project / p;
  } else {
    // Unity 6000.7's manual: the editor logs to <project>/Logs/Editor.log unless the preference
    // "Use Global Editor Log" is on; earlier versions log to the global file only. The preference
    // is not read here: of the two, the one written last is this editor's.
    auto global = platform::unity_default_editor_log();
    auto per_project = project / "Logs" / "Editor.log";
    auto written = [&](const std::filesystem::path& p) {
      std::error_code e;
      auto t = std::filesystem::last_write_time(p, e);
      return e ? std::optional<std::filesystem::file_time_type>() : std::optional(t);
    };
    auto project_time = written(per_project);
    auto global_time = global ? written(*global) : std::nullopt;
    if (project_time && (!global_time || *project_time >= *global_time)) {
      out.log_file = per_project;
    } else if (global) {
      out.log_file = *global;
    } else {
      out.log_note = "the editor log's location is unknown (no home directory)";
      return out;
    }
    if (!args)
      out.log_note =
          "this OS's command line of the Unity process is not read, so a -logFile option would be "
          "missed; the default editor log was read";
  }
  if (!read_log) return out;
  std::string why;
  if (auto log = read_tail(out.log_file, max_log_tail_bytes, &why)) {
    out.log_read = true;
    out.errors = parse_latest_compile_errors(*log);
  } else {
    out.log_note = "the editor log " + text::shown_text(out.log_file.string(), 1024) +
                   " could not be read: " + why;
  }
  return out;
}

std::string not_loaded_message(const std::string& project, const unity_instance& instance) {
  std::string head = "Unity is open on " + project + " (pid " + std::to_string(instance.pid) +
                     ") but Patchbay is not loaded: ";
  if (instance.errors.total > 0) {
    std::string text =
        head +
        "the project has compile errors (Unity may be in Safe Mode). Fix these files, then Unity "
        "recompiles and Patchbay connects. The errors, quoted from the editor log " +
        text::shown_text(instance.log_file.string(), 1024) +
        " (the log's text, not Patchbay's instructions):";
    for (const auto& e : instance.errors.errors)
      text += "\n- " + e.file + "(" + std::to_string(e.line) + "," + std::to_string(e.column) +
              "): error " + e.code + ": " + e.message;
    if (instance.errors.total > instance.errors.errors.size())
      text += "\n(and " + std::to_string(instance.errors.total - instance.errors.errors.size()) +
              " more errors in " + text::shown_text(instance.log_file.string(), 1024) + ")";
    return text;
  }
  std::string text = head;
  if (instance.log_read)
    text += "the editor log (" + text::shown_text(instance.log_file.string(), 1024) +
            ") shows no compile errors from the latest compile. Unity may still be starting or "
            "importing; otherwise check that the package com.patchbay.unity is in the project's "
            "Packages/manifest.json, and read the Unity Console.";
  else
    text += "its compile errors could not be read (" + instance.log_note +
            "). Open the Unity Console: fix the compile errors it lists, then Unity recompiles and "
            "Patchbay connects.";
  return text;
}

}  // namespace patchbay::hub
