#include "platform/peer_owner.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#ifdef _WIN32
// <winsock2.h> before <windows.h>, <iphlpapi.h> after both (its tables use their types).
// clang-format off
#include <winsock2.h>
#include <ws2tcpip.h>
#include <windows.h>
#include <iphlpapi.h>
// clang-format on
#include <cstdio>
#include <memory>
#elif defined(__APPLE__)
#include <arpa/inet.h>
#include <libproc.h>
#include <sys/proc_info.h>
#include <unistd.h>

#include <mutex>
#else
#include <dirent.h>
#include <fcntl.h>
#include <linux/inet_diag.h>
#include <linux/netlink.h>
#include <linux/sock_diag.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>
#endif

namespace patchbay::platform {

tcp_endpoint unmapped(tcp_endpoint e) {
  static constexpr std::array<std::uint8_t, 12> mapped_prefix{0, 0, 0, 0, 0,    0,
                                                              0, 0, 0, 0, 0xff, 0xff};
  if (e.v6 && std::equal(mapped_prefix.begin(), mapped_prefix.end(), e.address.begin())) {
    std::array<std::uint8_t, 16> v4{};
    std::copy_n(e.address.begin() + 12, 4, v4.begin());
    e.address = v4;
    e.v6 = false;
  }
  return e;
}

bool is_loopback(const tcp_endpoint& endpoint) {
  tcp_endpoint e = unmapped(endpoint);
  if (!e.v6) return e.address[0] == 127;
  static constexpr std::array<std::uint8_t, 16> v6_loopback{0, 0, 0, 0, 0, 0, 0, 0,
                                                            0, 0, 0, 0, 0, 0, 0, 1};
  return e.address == v6_loopback;
}

namespace {

std::optional<std::uint32_t> hex_number(std::string_view text) {
  if (text.empty() || text.size() > 8) return std::nullopt;
  std::uint32_t value = 0;
  for (char c : text) {
    int digit = c >= '0' && c <= '9'   ? c - '0'
                : c >= 'A' && c <= 'F' ? c - 'A' + 10
                : c >= 'a' && c <= 'f' ? c - 'a' + 10
                                       : -1;
    if (digit < 0) return std::nullopt;
    value = value << 4 | static_cast<std::uint32_t>(digit);
  }
  return value;
}

// "0100007F:0F4D" (IPv4) or 32 hex digits and a port (IPv6). The kernel prints each 32-bit word of
// the address as the integer the host reads from the address bytes, so copying the parsed word
// back into memory restores the bytes on the host that wrote the text.
std::optional<tcp_endpoint> proc_endpoint(std::string_view text) {
  auto colon = text.find(':');
  if (colon == std::string_view::npos) return std::nullopt;
  std::string_view hex = text.substr(0, colon);
  auto port = hex_number(text.substr(colon + 1));
  if (!port || *port > 0xffff || (hex.size() != 8 && hex.size() != 32)) return std::nullopt;
  tcp_endpoint e;
  e.v6 = hex.size() == 32;
  e.port = static_cast<std::uint16_t>(*port);
  for (std::size_t word = 0; word * 8 < hex.size(); ++word) {
    auto value = hex_number(hex.substr(word * 8, 8));
    if (!value) return std::nullopt;
    std::memcpy(e.address.data() + word * 4, &*value, 4);
  }
  return unmapped(e);
}

std::optional<std::uint32_t> decimal_number(std::string_view text) {
  if (text.empty() || text.size() > 10) return std::nullopt;
  std::uint64_t value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + static_cast<std::uint64_t>(c - '0');
  }
  if (value > 0xffffffffULL) return std::nullopt;
  return static_cast<std::uint32_t>(value);
}

}  // namespace

std::optional<std::uint32_t> proc_net_tcp_owner(std::string_view table, const tcp_endpoint& socket,
                                                const tcp_endpoint& remote) {
  // Columns: sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout
  // inode ...
  constexpr std::size_t local_column = 1, remote_column = 2, uid_column = 7, inode_column = 9;
  const tcp_endpoint want_local = unmapped(socket), want_remote = unmapped(remote);
  while (!table.empty()) {
    auto end = table.find('\n');
    std::string_view line = table.substr(0, end);
    table = end == std::string_view::npos ? std::string_view() : table.substr(end + 1);
    std::array<std::string_view, inode_column + 1> columns;
    std::size_t count = 0;
    for (std::size_t i = 0; i < line.size() && count < columns.size();) {
      if (line[i] == ' ' || line[i] == '\t') {
        ++i;
        continue;
      }
      std::size_t start = i;
      while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
      columns[count++] = line.substr(start, i - start);
    }
    if (count < columns.size()) continue;  // the header, or a line cut short
    auto local = proc_endpoint(columns[local_column]);
    if (!local || *local != want_local) continue;
    auto peer = proc_endpoint(columns[remote_column]);
    if (!peer || *peer != want_remote) continue;
    // Inode 0: no process holds the socket any more (it closed; a TIME_WAIT or FIN_WAIT2 remnant
    // is even listed with uid 0, which would pass for root's).
    if (columns[inode_column] == "0") return std::nullopt;
    return decimal_number(columns[uid_column]);
  }
  return std::nullopt;
}

namespace {

#if !defined(__APPLE__)
// The Linux table of the socket's family first; an IPv4 socket may also be listed in tcp6 as an
// IPv4-mapped address when its owner opened a dual-stack socket.
template <typename ReadFile>
std::optional<std::uint32_t> linux_owner(const tcp_endpoint& local, const tcp_endpoint& peer,
                                         ReadFile read_file) {
  tcp_endpoint p = unmapped(peer);
  std::vector<const char*> tables;
  if (!p.v6) tables.push_back("/proc/net/tcp");
  tables.push_back("/proc/net/tcp6");
  for (const char* path : tables)
    if (auto text = read_file(path))
      if (auto uid = proc_net_tcp_owner(*text, p, local)) return uid;
  return std::nullopt;
}
#endif

#if defined(_WIN32)

struct handle_closer {
  void operator()(HANDLE h) const {
    if (h) CloseHandle(h);
  }
};
using unique_handle = std::unique_ptr<void, handle_closer>;

// The TOKEN_USER of a process (its SID), or nothing when the process or its token cannot be read.
std::vector<std::uint8_t> token_user(HANDLE process) {
  HANDLE raw = nullptr;
  if (!OpenProcessToken(process, TOKEN_QUERY, &raw)) return {};
  unique_handle token(raw);
  DWORD size = 0;
  GetTokenInformation(raw, TokenUser, nullptr, 0, &size);
  if (size == 0) return {};
  std::vector<std::uint8_t> buffer(size);
  if (!GetTokenInformation(raw, TokenUser, buffer.data(), size, &size)) return {};
  return buffer;
}

peer_owner owner_of_process(DWORD pid) {
  if (pid == 0 || pid == 4) return peer_owner::unknown;  // Idle, System: no user's process
  static const std::vector<std::uint8_t> own = token_user(GetCurrentProcess());
  if (own.empty()) return peer_owner::unknown;
  unique_handle process(OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, FALSE, pid));
  if (!process) return peer_owner::unknown;
  auto theirs = token_user(process.get());
  if (theirs.empty()) return peer_owner::unknown;
  PSID own_sid = reinterpret_cast<const TOKEN_USER*>(own.data())->User.Sid;
  PSID their_sid = reinterpret_cast<const TOKEN_USER*>(theirs.data())->User.Sid;
  return EqualSid(own_sid, their_sid) ? peer_owner::same_user : peer_owner::other_user;
}

// GetExtendedTcpTable for one address family; empty when it fails. The table may grow between the
// size query and the read, so the size is asked again a few times.
std::vector<std::uint8_t> connection_table(ULONG family) {
  std::vector<std::uint8_t> buffer;
  DWORD size = 0;
  for (int attempt = 0; attempt < 4; ++attempt) {
    DWORD rc = GetExtendedTcpTable(buffer.empty() ? nullptr : buffer.data(), &size, FALSE, family,
                                   TCP_TABLE_OWNER_PID_CONNECTIONS, 0);
    if (rc == NO_ERROR) return buffer;
    if (rc != ERROR_INSUFFICIENT_BUFFER) return {};
    buffer.resize(size + 4096);
    size = static_cast<DWORD>(buffer.size());
  }
  return {};
}

tcp_endpoint endpoint_v4(DWORD address, DWORD port) {
  tcp_endpoint e;
  std::memcpy(e.address.data(), &address, 4);  // network byte order, as in the socket
  e.port = ntohs(static_cast<u_short>(port));
  return e;
}

tcp_endpoint endpoint_v6(const UCHAR* address, DWORD port) {
  tcp_endpoint e;
  e.v6 = true;
  std::memcpy(e.address.data(), address, 16);
  e.port = ntohs(static_cast<u_short>(port));
  return unmapped(e);
}

std::optional<DWORD> owning_pid(const tcp_endpoint& local, const tcp_endpoint& peer) {
  if (!peer.v6) {
    auto buffer = connection_table(AF_INET);
    if (!buffer.empty()) {
      const auto* table = reinterpret_cast<const MIB_TCPTABLE_OWNER_PID*>(buffer.data());
      for (DWORD i = 0; i < table->dwNumEntries; ++i) {
        const MIB_TCPROW_OWNER_PID& row = table->table[i];
        if (endpoint_v4(row.dwLocalAddr, row.dwLocalPort) == peer &&
            endpoint_v4(row.dwRemoteAddr, row.dwRemotePort) == local)
          return row.dwOwningPid;
      }
    }
  }
  auto buffer = connection_table(AF_INET6);
  if (buffer.empty()) return std::nullopt;
  const auto* table = reinterpret_cast<const MIB_TCP6TABLE_OWNER_PID*>(buffer.data());
  for (DWORD i = 0; i < table->dwNumEntries; ++i) {
    const MIB_TCP6ROW_OWNER_PID& row = table->table[i];
    if (endpoint_v6(row.ucLocalAddr, row.dwLocalPort) == peer &&
        endpoint_v6(row.ucRemoteAddr, row.dwRemotePort) == local)
      return row.dwOwningPid;
  }
  return std::nullopt;
}

// Wine runs Windows programs as Linux processes; its connection table names only Wine's own
// processes, so a native Linux peer has no Windows owner there. Wine exports a way to reach Unix
// paths, through which the Linux table (and the user of this Wine process's server, which is
// this process's user) can be read.
using wine_dos_file_name = WCHAR*(CDECL*)(LPCSTR);

wine_dos_file_name wine_path_function() {
  static const wine_dos_file_name function = [] {
    HMODULE ntdll = GetModuleHandleW(L"ntdll.dll");
    HMODULE kernel32 = GetModuleHandleW(L"kernel32.dll");
    if (!ntdll || !kernel32 || !GetProcAddress(ntdll, "wine_get_version"))
      return wine_dos_file_name{};
    // Through void(*)(): the one function pointer type GCC lets any other be cast from.
    return reinterpret_cast<wine_dos_file_name>(
        reinterpret_cast<void (*)()>(GetProcAddress(kernel32, "wine_get_dos_file_name")));
  }();
  return function;
}

std::optional<std::string> read_unix_file(const char* unix_path) {
  auto to_dos = wine_path_function();
  if (!to_dos) return std::nullopt;
  WCHAR* dos = to_dos(unix_path);
  if (!dos) return std::nullopt;
  std::FILE* f = _wfopen(dos, L"rb");
  HeapFree(GetProcessHeap(), 0, dos);
  if (!f) return std::nullopt;
  std::string text;
  char chunk[16384];
  for (std::size_t n; (n = std::fread(chunk, 1, sizeof chunk, f)) > 0;) text.append(chunk, n);
  std::fclose(f);
  return text;
}

std::optional<std::uint32_t> wine_unix_uid() {
  auto status = read_unix_file("/proc/self/status");
  if (!status) return std::nullopt;
  auto at = status->find("\nUid:");
  if (at == std::string::npos) return std::nullopt;
  // "Uid:\treal\teffective\tsaved\tfs"
  unsigned long real = 0, effective = 0;
  if (std::sscanf(status->c_str() + at + 5, "%lu %lu", &real, &effective) != 2) return std::nullopt;
  return static_cast<std::uint32_t>(effective);
}

#elif defined(__APPLE__)

bool holds_socket(pid_t pid, const tcp_endpoint& own_end, const tcp_endpoint& remote_end) {
  int bytes = proc_pidinfo(pid, PROC_PIDLISTFDS, 0, nullptr, 0);
  if (bytes <= 0) return false;
  std::vector<proc_fdinfo> fds(static_cast<std::size_t>(bytes) / sizeof(proc_fdinfo) + 16);
  bytes = proc_pidinfo(pid, PROC_PIDLISTFDS, 0, fds.data(),
                       static_cast<int>(fds.size() * sizeof(proc_fdinfo)));
  if (bytes <= 0) return false;
  std::size_t count = static_cast<std::size_t>(bytes) / sizeof(proc_fdinfo);
  for (std::size_t i = 0; i < count; ++i) {
    if (fds[i].proc_fdtype != PROX_FDTYPE_SOCKET) continue;
    socket_fdinfo info{};
    if (proc_pidfdinfo(pid, fds[i].proc_fd, PROC_PIDFDSOCKETINFO, &info, sizeof info) !=
        static_cast<int>(sizeof info))
      continue;
    if (info.psi.soi_kind != SOCKINFO_TCP) continue;
    const in_sockinfo& in = info.psi.soi_proto.pri_tcp.tcpsi_ini;
    auto endpoint = [&](const auto& address, int port) {
      tcp_endpoint e;
      e.port = ntohs(static_cast<std::uint16_t>(port));
      if (in.insi_vflag & INI_IPV6) {
        e.v6 = true;
        std::memcpy(e.address.data(), &address.ina_6, 16);
      } else {
        std::memcpy(e.address.data(), &address.ina_46.i46a_addr4, 4);
      }
      return unmapped(e);
    };
    if (endpoint(in.insi_laddr, in.insi_lport) == own_end &&
        endpoint(in.insi_faddr, in.insi_fport) == remote_end)
      return true;
  }
  return false;
}

#else

// The kernel's socket diagnostics (what `ss` uses): one exact lookup by address and ports, so the
// cost does not grow with the number of sockets on the machine, whereas producing /proc/net/tcp
// walks the whole connection table (milliseconds on a large one). Same owner field either way.
enum class diag_answer { found, absent, unavailable };

struct diag_result {
  diag_answer answer = diag_answer::unavailable;
  std::uint32_t uid = 0;
  std::uint32_t inode = 0;
};

diag_result sock_diag_owner(const tcp_endpoint& socket_end, const tcp_endpoint& remote_end) {
  int fd = ::socket(AF_NETLINK, SOCK_DGRAM | SOCK_CLOEXEC, NETLINK_SOCK_DIAG);
  if (fd < 0) return {};
  struct {
    nlmsghdr header;
    inet_diag_req_v2 request;
  } message{};
  message.header.nlmsg_len = sizeof message;
  message.header.nlmsg_type = SOCK_DIAG_BY_FAMILY;
  message.header.nlmsg_flags = NLM_F_REQUEST;
  message.request.sdiag_family = static_cast<std::uint8_t>(socket_end.v6 ? AF_INET6 : AF_INET);
  message.request.sdiag_protocol = IPPROTO_TCP;
  message.request.idiag_states = ~0u;
  message.request.id.idiag_sport = htons(socket_end.port);
  message.request.id.idiag_dport = htons(remote_end.port);
  std::size_t address_bytes = socket_end.v6 ? 16 : 4;
  std::memcpy(message.request.id.idiag_src, socket_end.address.data(), address_bytes);
  std::memcpy(message.request.id.idiag_dst, remote_end.address.data(), address_bytes);
  message.request.id.idiag_cookie[0] = INET_DIAG_NOCOOKIE;
  message.request.id.idiag_cookie[1] = INET_DIAG_NOCOOKIE;
  sockaddr_nl kernel{};
  kernel.nl_family = AF_NETLINK;
  diag_result result;
  if (::sendto(fd, &message, sizeof message, 0, reinterpret_cast<sockaddr*>(&kernel),
               sizeof kernel) == static_cast<ssize_t>(sizeof message)) {
    alignas(nlmsghdr) char reply[8192];
    ssize_t n = ::recv(fd, reply, sizeof reply, 0);
    const auto* h = reinterpret_cast<const nlmsghdr*>(reply);
    if (n >= static_cast<ssize_t>(sizeof(nlmsghdr)) && NLMSG_OK(h, static_cast<unsigned>(n))) {
      if (h->nlmsg_type == SOCK_DIAG_BY_FAMILY &&
          h->nlmsg_len >= NLMSG_LENGTH(sizeof(inet_diag_msg))) {
        const auto* found = static_cast<const inet_diag_msg*>(NLMSG_DATA(h));
        // No inode: no process holds the socket any more (it closed; a TIME_WAIT or FIN_WAIT2
        // remnant even reports uid 0, which would pass for root's).
        result.answer = found->idiag_inode != 0 ? diag_answer::found : diag_answer::absent;
        result.uid = found->idiag_uid;
        result.inode = found->idiag_inode;
      } else if (h->nlmsg_type == NLMSG_ERROR && h->nlmsg_len >= NLMSG_LENGTH(sizeof(nlmsgerr))) {
        // ENOENT: no such socket (it closed). Anything else: the facility is not there.
        int error = static_cast<const nlmsgerr*>(NLMSG_DATA(h))->error;
        if (error == -ENOENT) result.answer = diag_answer::absent;
      }
    }
  }
  ::close(fd);
  return result;
}

std::optional<std::string> read_file(const char* path) {
  int fd = ::open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return std::nullopt;
  std::string text;
  char chunk[16384];
  for (;;) {
    ssize_t n = ::read(fd, chunk, sizeof chunk);
    if (n < 0) {
      ::close(fd);
      return std::nullopt;
    }
    if (n == 0) break;
    text.append(chunk, static_cast<std::size_t>(n));
  }
  ::close(fd);
  return text;
}

#endif

}  // namespace

peer_owner loopback_peer_owner(const tcp_endpoint& local_end, const tcp_endpoint& peer_end) {
  const tcp_endpoint local = unmapped(local_end), peer = unmapped(peer_end);
#if defined(_WIN32)
  peer_owner answer = peer_owner::unknown;
  if (auto pid = owning_pid(local, peer)) answer = owner_of_process(*pid);
  if (answer != peer_owner::unknown || !wine_path_function()) return answer;
  auto own = wine_unix_uid();
  auto theirs = own ? linux_owner(local, peer, read_unix_file) : std::nullopt;
  if (!theirs) return peer_owner::unknown;
  return *theirs == *own ? peer_owner::same_user : peer_owner::other_user;
#elif defined(__APPLE__)
  // The processes that owned recent peers first: most connections come from a few long-lived
  // clients (the stdio front ends, the CLI), so the full scan is rare.
  static std::mutex recent_mutex;
  static std::array<pid_t, 8> recent{};
  static std::size_t next_recent = 0;
  std::lock_guard<std::mutex> lock(recent_mutex);
  const uid_t own_uid = geteuid();
  for (pid_t pid : recent) {
    if (pid <= 0) continue;
    proc_bsdshortinfo info{};
    if (proc_pidinfo(pid, PROC_PIDT_SHORTBSDINFO, 0, &info, sizeof info) ==
            static_cast<int>(sizeof info) &&
        info.pbsi_uid == own_uid && holds_socket(pid, peer, local))
      return peer_owner::same_user;
  }
  int bytes = proc_listpids(PROC_UID_ONLY, own_uid, nullptr, 0);
  if (bytes <= 0) return peer_owner::unknown;
  std::vector<pid_t> pids(static_cast<std::size_t>(bytes) / sizeof(pid_t) + 64);
  bytes = proc_listpids(PROC_UID_ONLY, own_uid, pids.data(),
                        static_cast<int>(pids.size() * sizeof(pid_t)));
  if (bytes <= 0) return peer_owner::unknown;
  pids.resize(static_cast<std::size_t>(bytes) / sizeof(pid_t));
  for (pid_t pid : pids) {
    if (pid <= 0 || !holds_socket(pid, peer, local)) continue;
    recent[next_recent++ % recent.size()] = pid;
    return peer_owner::same_user;
  }
  // Every process of this user was asked; none holds the peer socket.
  return peer_owner::other_user;
#else
  std::optional<std::uint32_t> uid;
  // An IPv4 peer socket may be a dual-stack IPv6 socket: the kernel finds it by its IPv4 pair too.
  auto diag = sock_diag_owner(peer, local);
  if (diag.answer == diag_answer::found)
    uid = diag.uid;
  else if (diag.answer == diag_answer::unavailable)
    uid = linux_owner(local, peer, read_file);  // sock_diag refused (an old kernel, a sandbox)
  if (!uid) return peer_owner::unknown;
  return *uid == static_cast<std::uint32_t>(geteuid()) ? peer_owner::same_user
                                                       : peer_owner::other_user;
#endif
}

std::optional<bool> process_holds_peer(int pid, const tcp_endpoint& local_end,
                                       const tcp_endpoint& peer_end) {
  if (pid <= 0) return false;
  const tcp_endpoint local = unmapped(local_end), peer = unmapped(peer_end);
#if defined(_WIN32)
  auto owner = owning_pid(local, peer);
  if (!owner) return std::nullopt;
  return static_cast<int>(*owner) == pid;
#elif defined(__APPLE__)
  return holds_socket(static_cast<pid_t>(pid), peer, local);
#else
  auto diag = sock_diag_owner(peer, local);
  if (diag.answer == diag_answer::unavailable) return std::nullopt;
  if (diag.answer == diag_answer::absent) return false;
  const std::string want = "socket:[" + std::to_string(diag.inode) + "]";
  const std::string dir = "/proc/" + std::to_string(pid) + "/fd";
  DIR* d = ::opendir(dir.c_str());
  if (!d) return errno == ENOENT ? std::optional<bool>(false) : std::nullopt;
  char target[64];
  bool found = false;
  while (const dirent* e = ::readdir(d)) {
    if (e->d_name[0] == '.') continue;
    std::string link = dir + "/" + e->d_name;
    ssize_t n = ::readlink(link.c_str(), target, sizeof target - 1);
    if (n > 0 && std::string_view(target, static_cast<std::size_t>(n)) == want) {
      found = true;
      break;
    }
  }
  ::closedir(d);
  return found;
#endif
}

}  // namespace patchbay::platform
