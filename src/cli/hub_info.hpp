#pragma once
// hub.json in the state directory: how editors, the stdio front end and the CLI find the running
// hub and authenticate (port, pid, version, token). Written 0600; removed at a clean exit.

#include <filesystem>
#include <optional>
#include <string>

namespace patchbay::cli {

struct hub_info {
  std::string url;  // http://127.0.0.1:PORT
  unsigned short port = 0;
  int pid = 0;
  std::string version;
  std::string token;
};

// Reads hub.json; nullopt when absent, unreadable, or not this user's (hub_info_problem).
std::optional<hub_info> read_hub_info(const std::filesystem::path& state_dir);
// Why the state directory or its hub.json must not be trusted (another user owns it, others may
// write hub.json), or nothing.
std::optional<std::string> hub_info_problem(const std::filesystem::path& state_dir);
std::optional<std::string> write_hub_info(const std::filesystem::path& state_dir,
                                          const hub_info& info);
// Removes hub.json only if it still describes this process (another hub may have replaced it).
void remove_hub_info(const std::filesystem::path& state_dir, int pid);

}  // namespace patchbay::cli
