#include "platform/platform.hpp"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <system_error>
#include <vector>

#ifdef _WIN32
// <windows.h> first: <bcrypt.h> uses its types and does not include it.
// clang-format off
#include <windows.h>
#include <bcrypt.h>
// clang-format on
#include <fcntl.h>
#include <io.h>
#include <process.h>
#else
#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#if defined(__APPLE__)
#include <stdlib.h>  // arc4random_buf
#else
#include <sys/random.h>
#endif
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#endif
#ifdef __APPLE__
#include <mach-o/dyld.h>
#endif

namespace patchbay::platform {

std::string random_hex(std::size_t bytes) {
  std::string raw(bytes, '\0');
#ifdef _WIN32
  BCryptGenRandom(nullptr, reinterpret_cast<PUCHAR>(raw.data()), static_cast<ULONG>(bytes),
                  BCRYPT_USE_SYSTEM_PREFERRED_RNG);
#else
#if defined(__APPLE__)
  arc4random_buf(raw.data(), bytes);
#else
  std::size_t got = 0;
  while (got < bytes) {
    ssize_t n = getrandom(raw.data() + got, bytes - got, 0);
    if (n > 0) got += static_cast<std::size_t>(n);
  }
#endif
#endif
  static constexpr char digits[] = "0123456789abcdef";
  std::string out;
  out.reserve(bytes * 2);
  for (unsigned char c : raw) {
    out += digits[c >> 4];
    out += digits[c & 15];
  }
  return out;
}

std::optional<std::filesystem::path> home_directory() {
#ifdef _WIN32
  const char* home = std::getenv("USERPROFILE");
#else
  const char* home = std::getenv("HOME");
#endif
  if (!home || !*home) return std::nullopt;
  return std::filesystem::path(home);
}

std::string env_or(const char* name, std::string fallback) {
  const char* v = std::getenv(name);
  return v && *v ? std::string(v) : fallback;
}

void set_environment(const char* name, const std::string& value) {
#ifdef _WIN32
  ::_putenv_s(name, value.c_str());
#else
  ::setenv(name, value.c_str(), 1);
#endif
}

std::filesystem::path state_directory(const std::string& flag) {
  if (!flag.empty()) return flag;
  std::string env = env_or("PATCHBAY_STATE_DIR", "");
  if (!env.empty()) return env;
  if (auto home = home_directory()) return *home / ".patchbay";
  return std::filesystem::temp_directory_path() / "patchbay";
}

std::optional<std::string> write_private_file(const std::filesystem::path& path,
                                              const std::string& content) {
  std::filesystem::path tmp = path;
  tmp += ".tmp-" + std::to_string(current_pid());
  // A failed write leaves nothing behind (a full disk left empty temporary files, issue 44).
  auto failed = [&](std::string why) {
    std::error_code ignored;
    std::filesystem::remove(tmp, ignored);
    return std::optional<std::string>("cannot write " + path.string() + ": " + why);
  };
#ifdef _WIN32
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) return failed("cannot create " + tmp.string());
    out << content;
    out.flush();
    if (!out) return failed("the write failed (is the disk full?)");
  }
#else
  // O_EXCL | O_NOFOLLOW: a temporary name someone planted (a link) is not written through.
  std::error_code stale;
  std::filesystem::remove(tmp, stale);
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (fd < 0) return failed(std::generic_category().message(errno));
  ::fchmod(fd, 0600);
  const char* p = content.data();
  std::size_t left = content.size();
  while (left > 0) {
    ssize_t n = ::write(fd, p, left);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      std::string why = n < 0 ? std::generic_category().message(errno) : "nothing was written";
      ::close(fd);
      return failed(why);
    }
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  // Some file systems (NFS) report a full disk only here.
  if (::close(fd) != 0) return failed(std::generic_category().message(errno));
#endif
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) return failed("cannot replace it: " + ec.message());
  return std::nullopt;
}

std::optional<std::string> write_file_atomically(const std::filesystem::path& path,
                                                 const std::string& content) {
  std::filesystem::path tmp = path;
  tmp += ".tmp-" + std::to_string(current_pid());
#ifdef _WIN32
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) return "cannot write " + tmp.string();
    out << content;
    out.flush();
    if (!out) return "cannot write " + tmp.string();
  }
#else
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd < 0) return "cannot write " + tmp.string() + ": " + std::generic_category().message(errno);
  struct stat existing {};
  if (::stat(path.c_str(), &existing) == 0) ::fchmod(fd, existing.st_mode & 07777);
  const char* p = content.data();
  std::size_t left = content.size();
  while (left > 0) {
    ssize_t n = ::write(fd, p, left);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      std::string reason = std::generic_category().message(errno);
      ::close(fd);
      ::unlink(tmp.c_str());
      return "cannot write " + tmp.string() + ": " + reason;
    }
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  // The rename below must not become visible before the data it points at.
  bool synced = ::fsync(fd) == 0;
  ::close(fd);
  if (!synced) {
    ::unlink(tmp.c_str());
    return "cannot write " + tmp.string() + ": " + std::generic_category().message(errno);
  }
#endif
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    std::filesystem::remove(tmp, ec);
    return "cannot replace " + path.string() + ": " + ec.message();
  }
  return std::nullopt;
}

std::optional<std::string> create_private_directory(const std::filesystem::path& path) {
  std::error_code ec;
  std::filesystem::create_directories(path, ec);
  if (ec) return "cannot create " + path.string() + ": " + ec.message();
  if (auto problem = foreign_owner_problem(path)) return problem;
#ifndef _WIN32
  ::chmod(path.c_str(), 0700);
#endif
  return std::nullopt;
}

std::optional<std::string> foreign_owner_problem(const std::filesystem::path& path) {
#ifdef _WIN32
  (void)path;
  return std::nullopt;
#else
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return std::nullopt;
  if (st.st_uid != ::geteuid())
    return path.string() + " belongs to another user (uid " + std::to_string(st.st_uid) +
           "), not to you (uid " + std::to_string(::geteuid()) +
           "): Patchbay does not use it. Remove it, or choose your own state directory with "
           "--state-dir or PATCHBAY_STATE_DIR.";
  if (!S_ISDIR(st.st_mode) && (st.st_mode & (S_IWGRP | S_IWOTH)))
    return path.string() +
           " is writable by other users: Patchbay does not trust it. Remove it "
           "(the hub writes it anew, mode 0600).";
  return std::nullopt;
#endif
}

std::optional<std::string> read_regular_file_tail(const std::filesystem::path& path,
                                                  std::size_t max_bytes, std::string& why) {
#ifdef _WIN32
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) {
    why = "it is not a regular file";
    return std::nullopt;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    why = "it cannot be opened";
    return std::nullopt;
  }
  in.seekg(0, std::ios::end);
  auto size = static_cast<std::size_t>(std::max<std::streamoff>(0, in.tellg()));
  std::size_t from = size > max_bytes ? size - max_bytes : 0;
  in.seekg(static_cast<std::streamoff>(from));
  std::string text(std::min(size - from, max_bytes), '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
  return text;
#else
  // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
  int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (fd < 0) {
    why = std::generic_category().message(errno);
    return std::nullopt;
  }
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(fd);
    why = "it is not a regular file (a FIFO, a device or a folder is not read)";
    return std::nullopt;
  }
  auto size = static_cast<std::size_t>(st.st_size);
  std::size_t from = size > max_bytes ? size - max_bytes : 0;
  std::string text(size - from, '\0');
  std::size_t got = 0;
  while (got < text.size()) {
    ssize_t n = ::pread(fd, text.data() + got, text.size() - got, static_cast<off_t>(from + got));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    got += static_cast<std::size_t>(n);
  }
  ::close(fd);
  text.resize(got);
  return text;
#endif
}

int current_pid() {
#ifdef _WIN32
  return _getpid();
#else
  return static_cast<int>(::getpid());
#endif
}

std::optional<std::filesystem::path> executable_path() {
  std::error_code ec;
#if defined(_WIN32)
  std::wstring buffer(MAX_PATH, L'\0');
  for (;;) {
    DWORD n = GetModuleFileNameW(nullptr, buffer.data(), static_cast<DWORD>(buffer.size()));
    if (n == 0) return std::nullopt;
    if (n < buffer.size()) {
      buffer.resize(n);
      break;
    }
    buffer.resize(buffer.size() * 2);
  }
  std::filesystem::path path(buffer);
#elif defined(__APPLE__)
  uint32_t size = 0;
  _NSGetExecutablePath(nullptr, &size);
  std::string buffer(size, '\0');
  if (_NSGetExecutablePath(buffer.data(), &size) != 0) return std::nullopt;
  buffer.resize(std::strlen(buffer.c_str()));
  std::filesystem::path path(buffer);
#else
  std::filesystem::path path = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec) return std::nullopt;
#endif
  auto resolved = std::filesystem::weakly_canonical(path, ec);
  if (ec) return path;
  return resolved;
}

std::filesystem::path application_data_directory(const std::filesystem::path& home) {
#if defined(_WIN32)
  return home / "AppData" / "Roaming";
#elif defined(__APPLE__)
  return home / "Library" / "Application Support";
#else
  return home / ".config";
#endif
}

std::optional<std::filesystem::path> application_data_override() {
#if defined(_WIN32)
  const char* dir = std::getenv("APPDATA");
#elif defined(__APPLE__)
  const char* dir = nullptr;
#else
  const char* dir = std::getenv("XDG_CONFIG_HOME");
#endif
  // XDG: a relative value is invalid and must be ignored.
  if (!dir || !*dir || !std::filesystem::path(dir).is_absolute()) return std::nullopt;
  return std::filesystem::path(dir);
}

std::optional<std::filesystem::path> find_program(const std::string& name,
                                                  const std::string& search_path) {
#ifdef _WIN32
  const char separator = ';';
  std::vector<std::string> extensions{""};
  const char* pathext = std::getenv("PATHEXT");
  std::string exts = pathext && *pathext ? pathext : ".COM;.EXE;.BAT;.CMD";
  for (std::size_t start = 0; start <= exts.size();) {
    auto end = exts.find(';', start);
    if (end == std::string::npos) end = exts.size();
    if (end > start) extensions.push_back(exts.substr(start, end - start));
    start = end + 1;
  }
#else
  const char separator = ':';
  std::vector<std::string> extensions{""};
#endif
  for (std::size_t start = 0; start <= search_path.size();) {
    auto end = search_path.find(separator, start);
    if (end == std::string::npos) end = search_path.size();
    std::string dir = search_path.substr(start, end - start);
    start = end + 1;
    if (dir.empty()) continue;  // an empty entry means the cwd; a GUI client has no useful one
    for (const auto& ext : extensions) {
      std::filesystem::path candidate = std::filesystem::path(dir) / (name + ext);
      std::error_code ec;
      if (!std::filesystem::is_regular_file(candidate, ec)) continue;
#ifndef _WIN32
      if (::access(candidate.c_str(), X_OK) != 0) continue;
#endif
      return candidate;
    }
  }
  return std::nullopt;
}

long read_some(std::FILE* stream, char* buffer, std::size_t size) {
#ifdef _WIN32
  return static_cast<long>(_read(_fileno(stream), buffer, static_cast<unsigned>(size)));
#else
  for (;;) {
    ssize_t n = ::read(fileno(stream), buffer, size);
    if (n < 0 && errno == EINTR) continue;
    return static_cast<long>(n);
  }
#endif
}

int dup_if_pipe_or_socket(std::FILE* stream) {
#ifdef _WIN32
  (void)stream;
  return -1;
#else
  struct stat st {};
  int fd = fileno(stream);
  if (fd < 0 || ::fstat(fd, &st) != 0 || !(S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode))) return -1;
  return ::fcntl(fd, F_DUPFD_CLOEXEC, 0);
#endif
}

void set_binary_stdio() {
#ifdef _WIN32
  _setmode(_fileno(stdin), _O_BINARY);
  _setmode(_fileno(stdout), _O_BINARY);
#endif
}

bool process_alive(int pid) {
  if (pid <= 0) return false;
#ifdef _WIN32
  HANDLE h = OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, FALSE, static_cast<DWORD>(pid));
  // Another user's (or an elevated) process is refused to us, and alive: as EPERM below.
  if (!h) return GetLastError() == ERROR_ACCESS_DENIED;
  DWORD code = 0;
  bool alive = GetExitCodeProcess(h, &code) && code == STILL_ACTIVE;
  CloseHandle(h);
  return alive;
#else
  return ::kill(pid, 0) == 0 || errno == EPERM;
#endif
}

std::optional<std::vector<std::string>> process_arguments(int pid) {
  if (pid <= 0) return std::nullopt;
#if defined(_WIN32) || defined(__APPLE__)
  return std::nullopt;
#else
  std::ifstream in("/proc/" + std::to_string(pid) + "/cmdline", std::ios::binary);
  if (!in) return std::nullopt;
  std::string raw((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (raw.empty()) return std::nullopt;  // a zombie, or a kernel thread
  std::vector<std::string> args;
  std::size_t start = 0;
  while (start < raw.size()) {
    std::size_t end = raw.find('\0', start);
    if (end == std::string::npos) end = raw.size();
    args.emplace_back(raw, start, end - start);
    start = end + 1;
  }
  return args;
#endif
}

std::optional<std::filesystem::path> unity_project_containing(const std::filesystem::path& dir) {
  std::error_code ec;
  for (std::filesystem::path p = dir.lexically_normal(); !p.empty(); p = p.parent_path()) {
    if (std::filesystem::is_regular_file(p / "ProjectSettings" / "ProjectVersion.txt", ec) &&
        std::filesystem::is_directory(p / "Assets", ec))
      return p;
    if (p == p.root_path() || p == p.parent_path()) break;
  }
  return std::nullopt;
}

std::optional<std::filesystem::path> unity_default_editor_log() {
#if defined(_WIN32)
  const char* local = std::getenv("LOCALAPPDATA");
  if (!local || !*local) return std::nullopt;
  return std::filesystem::path(local) / "Unity" / "Editor" / "Editor.log";
#else
  auto home = home_directory();
  if (!home) return std::nullopt;
#if defined(__APPLE__)
  return *home / "Library" / "Logs" / "Unity" / "Editor.log";
#else
  return *home / ".config" / "unity3d" / "Editor.log";
#endif
#endif
}

bool terminate_process(int pid) {
  if (pid <= 0) return false;
#ifdef _WIN32
  HANDLE h = OpenProcess(PROCESS_TERMINATE, FALSE, static_cast<DWORD>(pid));
  if (!h) return false;
  bool ok = TerminateProcess(h, 0);
  CloseHandle(h);
  return ok;
#else
  return ::kill(pid, SIGTERM) == 0;
#endif
}

spawn_result spawn_detached(const std::filesystem::path& program,
                            const std::vector<std::string>& args,
                            const std::filesystem::path& log_file) {
#ifdef _WIN32
  std::wstring cmd = L"\"" + program.wstring() + L"\"";
  for (const auto& a : args) cmd += L" \"" + std::filesystem::path(a).wstring() + L"\"";
  SECURITY_ATTRIBUTES sa{sizeof(sa), nullptr, TRUE};
  HANDLE log =
      CreateFileW(log_file.wstring().c_str(), FILE_APPEND_DATA, FILE_SHARE_READ | FILE_SHARE_WRITE,
                  &sa, OPEN_ALWAYS, FILE_ATTRIBUTE_NORMAL, nullptr);
  // Only the log is inherited (PROC_THREAD_ATTRIBUTE_HANDLE_LIST): with plain bInheritHandles the
  // child got every inheritable handle of the hub — its stdout and stderr pipes too, which would
  // keep whoever reads them (the client that started the hub) waiting as long as Unity runs.
  STARTUPINFOEXW si{};
  si.StartupInfo.cb = sizeof(si);
  si.StartupInfo.dwFlags = STARTF_USESTDHANDLES;
  si.StartupInfo.hStdInput = nullptr;
  si.StartupInfo.hStdOutput = log;
  si.StartupInfo.hStdError = log;
  SIZE_T attr_size = 0;
  InitializeProcThreadAttributeList(nullptr, 1, 0, &attr_size);
  std::vector<unsigned char> attr_storage(attr_size);
  auto* attrs = reinterpret_cast<LPPROC_THREAD_ATTRIBUTE_LIST>(attr_storage.data());
  bool listed = log != INVALID_HANDLE_VALUE && attr_size > 0 &&
                InitializeProcThreadAttributeList(attrs, 1, 0, &attr_size) &&
                UpdateProcThreadAttribute(attrs, 0, PROC_THREAD_ATTRIBUTE_HANDLE_LIST, &log,
                                          sizeof(log), nullptr, nullptr);
  if (listed) si.lpAttributeList = attrs;
  PROCESS_INFORMATION pi{};
  // No log, no list: nothing is inherited rather than everything.
  BOOL ok = CreateProcessW(
      nullptr, cmd.data(), nullptr, nullptr, listed ? TRUE : FALSE,
      DETACHED_PROCESS | CREATE_NEW_PROCESS_GROUP | (listed ? EXTENDED_STARTUPINFO_PRESENT : 0),
      nullptr, nullptr, &si.StartupInfo, &pi);
  if (listed) DeleteProcThreadAttributeList(attrs);
  if (log != INVALID_HANDLE_VALUE) CloseHandle(log);
  if (!ok) return {0, "cannot start " + program.string()};
  CloseHandle(pi.hThread);
  CloseHandle(pi.hProcess);
  return {static_cast<int>(pi.dwProcessId), {}};
#else
  int log_fd = ::open(log_file.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
  if (log_fd < 0)
    return {0, "cannot open " + log_file.string() + ": " + std::generic_category().message(errno)};
  std::vector<std::string> argv_storage{program.string()};
  argv_storage.insert(argv_storage.end(), args.begin(), args.end());
  std::vector<char*> argv;
  argv.reserve(argv_storage.size() + 1);
  for (auto& a : argv_storage) argv.push_back(a.data());
  argv.push_back(nullptr);
  int err_pipe[2];
  // pipe + FD_CLOEXEC rather than pipe2, which macOS lacks.
  if (::pipe(err_pipe) != 0 || ::fcntl(err_pipe[0], F_SETFD, FD_CLOEXEC) != 0 ||
      ::fcntl(err_pipe[1], F_SETFD, FD_CLOEXEC) != 0) {
    ::close(log_fd);
    return {0, "cannot create a pipe"};
  }
  pid_t pid = ::fork();
  if (pid < 0) {
    ::close(log_fd);
    ::close(err_pipe[0]);
    ::close(err_pipe[1]);
    return {0, "cannot fork"};
  }
  if (pid == 0) {
    // Child: new session (no controlling terminal, survives the client), then exec. Double fork
    // so the hub is not our child and no zombie is left behind.
    ::setsid();
    pid_t grandchild = ::fork();
    if (grandchild != 0) {
      if (grandchild > 0) {
        int gc = static_cast<int>(grandchild);
        [[maybe_unused]] auto w = ::write(err_pipe[1], &gc, sizeof gc);
      }
      ::_exit(0);
    }
    int null_fd = ::open("/dev/null", O_RDONLY);
    if (null_fd >= 0) ::dup2(null_fd, 0);
    ::dup2(log_fd, 1);
    ::dup2(log_fd, 2);
    ::execv(argv_storage[0].c_str(), argv.data());
    ::_exit(127);
  }
  ::close(log_fd);
  ::close(err_pipe[1]);
  int grandchild = 0;
  ssize_t n = ::read(err_pipe[0], &grandchild, sizeof grandchild);
  ::close(err_pipe[0]);
  int status = 0;
  ::waitpid(pid, &status, 0);
  if (n != sizeof grandchild || grandchild <= 0) return {0, "cannot start " + program.string()};
  return {grandchild, {}};
#endif
}

file_lock::~file_lock() {
  if (handle_ < 0) return;
#ifdef _WIN32
  CloseHandle(reinterpret_cast<HANDLE>(handle_));
#else
  ::close(static_cast<int>(handle_));
#endif
}

file_lock file_lock::acquire(const std::filesystem::path& path, bool& held_by_other,
                             std::string& error) {
  held_by_other = false;
  file_lock lock;
#ifdef _WIN32
  HANDLE h = CreateFileW(path.wstring().c_str(), GENERIC_READ | GENERIC_WRITE, 0, nullptr,
                         OPEN_ALWAYS, FILE_ATTRIBUTE_NORMAL, nullptr);
  if (h == INVALID_HANDLE_VALUE) {
    held_by_other = GetLastError() == ERROR_SHARING_VIOLATION;
    if (!held_by_other) error = "cannot open " + path.string();
    return lock;
  }
  lock.handle_ = reinterpret_cast<std::intptr_t>(h);
#else
  int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (fd < 0) {
    error = "cannot open " + path.string() + ": " + std::generic_category().message(errno);
    return lock;
  }
  if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    held_by_other = errno == EWOULDBLOCK;
    if (!held_by_other) error = "cannot lock " + path.string();
    ::close(fd);
    return lock;
  }
  lock.handle_ = fd;
#endif
  return lock;
}

namespace {
volatile std::sig_atomic_t held_stop_signal = 0;
extern "C" void hold_stop_signal(int) { held_stop_signal = 1; }
}  // namespace

void hold_stop_signals() {
  std::signal(SIGINT, hold_stop_signal);
  std::signal(SIGTERM, hold_stop_signal);
}

bool stop_signal_held() { return held_stop_signal != 0; }

}  // namespace patchbay::platform
