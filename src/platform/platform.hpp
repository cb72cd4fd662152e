#pragma once
// The only operating-system specific code of the hub. POSIX is implemented and tested; the
// Windows branches are written against the documented Win32 calls.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace patchbay::platform {

// Cryptographically secure random bytes, hex-encoded (2 chars per byte).
std::string random_hex(std::size_t bytes);

// The user's home directory (HOME / USERPROFILE), if known.
std::optional<std::filesystem::path> home_directory();

// An environment variable's value, or `fallback` when it is unset or empty.
std::string env_or(const char* name, std::string fallback);
// Sets a variable of this process's environment, which the processes it starts inherit.
void set_environment(const char* name, const std::string& value);

// Patchbay's state directory (hub.json, the lock, logs): `flag` (--state-dir) when given, else
// PATCHBAY_STATE_DIR, else ~/.patchbay, else <temp>/patchbay when the home is unknown. Used by the
// hub's commands and by `patchbay setup` (which reads hub.json for the hub's URL).
std::filesystem::path state_directory(const std::string& flag);

// Writes a file readable and writable by its owner only (0600 on POSIX), replacing it
// atomically. Returns an error message on failure.
std::optional<std::string> write_private_file(const std::filesystem::path& path,
                                              const std::string& content);

// Writes a file for the user's own tools to read (an MCP client's configuration), replacing it
// atomically: a crash leaves the old or the new content, never half of it. An existing file keeps
// its permission bits; a new one gets the usual mode (0666 less the umask). Returns an error
// message on failure.
std::optional<std::string> write_file_atomically(const std::filesystem::path& path,
                                                 const std::string& content);

// Creates a directory (and parents) accessible to its owner only (0700 on POSIX). An existing
// directory of another OS user (a /tmp/patchbay planted by someone else) is refused, not used.
std::optional<std::string> create_private_directory(const std::filesystem::path& path);

// Why `path` (a file or a directory, its links followed) must not be trusted as this user's own:
// another OS user owns it, or it is writable by others (POSIX); nothing when it is this user's or
// does not exist. Windows keeps per-user state under the profile, whose ACL does this job.
std::optional<std::string> foreign_owner_problem(const std::filesystem::path& path);

// The last `max_bytes` of a regular file, read without blocking on it: a FIFO, a device
// (`/dev/zero`), a socket or a directory is refused (opened non-blocking, then checked by fstat),
// and no more than `max_bytes` is read however the file grows meanwhile. nullopt with `why` set
// when it cannot be read or is not a regular file.
std::optional<std::string> read_regular_file_tail(const std::filesystem::path& path,
                                                  std::size_t max_bytes, std::string& why);

int current_pid();

// The absolute path of the running executable (/proc/self/exe, _NSGetExecutablePath,
// GetModuleFileNameW), with symbolic links resolved. MCP clients launched from a GUI do not inherit
// the shell's PATH, so their configuration must name this path.
std::optional<std::filesystem::path> executable_path();

// Where desktop applications keep per-user settings under HOME: ~/.config on Linux,
// ~/Library/Application Support on macOS, %USERPROFILE%\AppData\Roaming on Windows. The
// environment's override (XDG_CONFIG_HOME, APPDATA) is in application_data_override().
std::filesystem::path application_data_directory(const std::filesystem::path& home);
std::optional<std::filesystem::path> application_data_override();

// The first file named `name` (plus PATHEXT's extensions on Windows) in the directories of
// `search_path` (PATH's syntax: ':'-separated, ';' on Windows) that is executable.
std::optional<std::filesystem::path> find_program(const std::string& name,
                                                  const std::string& search_path);

// Reads what is available from a stream's descriptor (at least one byte; blocks until then),
// bypassing stdio buffering so a line is handled as soon as it arrives. Returns 0 at EOF, -1 on
// error.
long read_some(std::FILE* stream, char* buffer, std::size_t size);

// A duplicate of the stream's descriptor when it is a pipe or a socket (what MCP clients give a
// stdio server), for reading it on an event loop; -1 otherwise (a file, a terminal, Windows), where
// a blocking reader thread is used. The caller owns (closes) the duplicate.
int dup_if_pipe_or_socket(std::FILE* stream);

// Puts stdin/stdout in binary mode (Windows would otherwise turn \n into \r\n).
void set_binary_stdio();

// True when a process with this id exists.
bool process_alive(int pid);

// The arguments a running process was started with, its program first: Linux reads
// /proc/<pid>/cmdline. nullopt when the process is gone or unreadable, and on macOS and Windows,
// where another process's command line is not read (it needs sysctl KERN_PROCARGS2 or reading the
// target's memory, neither done here).
std::optional<std::vector<std::string>> process_arguments(int pid);

// Where the Unity Editor writes its global log when started without -logFile (Unity manual, "Log
// files"; from 6000.7 only with "Use Global Editor Log", else <project>/Logs/Editor.log):
// %LOCALAPPDATA%\Unity\Editor\Editor.log on Windows, ~/Library/Logs/Unity/Editor.log on macOS,
// ~/.config/unity3d/Editor.log on Linux. nullopt when the home (or LOCALAPPDATA) is unknown.
std::optional<std::filesystem::path> unity_default_editor_log();

// The Unity project on disk that holds `dir` (dir itself or the nearest folder above it with a
// ProjectSettings/ProjectVersion.txt file and an Assets folder, as every Unity project has, Unity
// writing the first on open and version control keeping both); nullopt outside any project.
std::optional<std::filesystem::path> unity_project_containing(const std::filesystem::path& dir);

// Starts `program args…` detached from this process (its own session on POSIX, no console on
// Windows) with stdin from the null device and stdout/stderr appended to `log_file`, so it outlives
// the caller. Returns the child's pid, or an error text.
struct spawn_result {
  int pid = 0;
  std::string error;
};
spawn_result spawn_detached(const std::filesystem::path& program,
                            const std::vector<std::string>& args,
                            const std::filesystem::path& log_file);

// Holds an exclusive lock on a file for as long as the returned object lives (released at process
// exit too). `held_by_other` is set when another process holds it.
class file_lock {
 public:
  file_lock() = default;
  ~file_lock();
  file_lock(file_lock&& o) noexcept : handle_(o.handle_) { o.handle_ = -1; }
  file_lock& operator=(file_lock&&) = delete;
  bool locked() const { return handle_ >= 0; }
  static file_lock acquire(const std::filesystem::path& path, bool& held_by_other,
                           std::string& error);

 private:
  std::intptr_t handle_ = -1;
};

// Asks a process to stop (SIGTERM on POSIX, TerminateProcess on Windows).
bool terminate_process(int pid);

// A SIGINT or SIGTERM that arrives while `serve` or `stdio` is still starting, before its event
// loop listens for signals, is remembered instead of killing the process half-started (hub.json
// and the "listening" line may already exist). Both call `hold_stop_signals` first and check
// `stop_signal_held` once their own handler is installed, then stop as if the signal came then.
void hold_stop_signals();
bool stop_signal_held();

}  // namespace patchbay::platform
