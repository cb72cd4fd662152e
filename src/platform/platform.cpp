#include "platform/platform.hpp"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <system_error>

#ifdef _WIN32
#include <bcrypt.h>
#include <fcntl.h>
#include <io.h>
#include <process.h>
#include <windows.h>
#pragma comment(lib, "bcrypt.lib")
#else
#include <fcntl.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace patchbay::platform {

std::string random_hex(std::size_t bytes) {
  std::string raw(bytes, '\0');
#ifdef _WIN32
  BCryptGenRandom(nullptr, reinterpret_cast<PUCHAR>(raw.data()), static_cast<ULONG>(bytes),
                  BCRYPT_USE_SYSTEM_PREFERRED_RNG);
#else
  std::size_t got = 0;
  while (got < bytes) {
    ssize_t n = getrandom(raw.data() + got, bytes - got, 0);
    if (n > 0) got += static_cast<std::size_t>(n);
  }
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

std::optional<std::string> write_private_file(const std::filesystem::path& path,
                                              const std::string& content) {
  std::filesystem::path tmp = path;
  tmp += ".tmp-" + std::to_string(current_pid());
#ifdef _WIN32
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) return "cannot write " + tmp.string();
    out << content;
    if (!out) return "cannot write " + tmp.string();
  }
#else
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0) return "cannot write " + tmp.string() + ": " + std::generic_category().message(errno);
  ::fchmod(fd, 0600);
  const char* p = content.data();
  std::size_t left = content.size();
  while (left > 0) {
    ssize_t n = ::write(fd, p, left);
    if (n < 0) {
      ::close(fd);
      return "cannot write " + tmp.string();
    }
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  ::close(fd);
#endif
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) return "cannot replace " + path.string() + ": " + ec.message();
  return std::nullopt;
}

std::optional<std::string> create_private_directory(const std::filesystem::path& path) {
  std::error_code ec;
  std::filesystem::create_directories(path, ec);
  if (ec) return "cannot create " + path.string() + ": " + ec.message();
#ifndef _WIN32
  ::chmod(path.c_str(), 0700);
#endif
  return std::nullopt;
}

int current_pid() {
#ifdef _WIN32
  return _getpid();
#else
  return static_cast<int>(::getpid());
#endif
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

void set_binary_stdio() {
#ifdef _WIN32
  _setmode(_fileno(stdin), _O_BINARY);
  _setmode(_fileno(stdout), _O_BINARY);
#endif
}

}  // namespace patchbay::platform
