#pragma once
// Whose process is at the other end of a loopback TCP connection. Loopback means "this machine",
// not "this user": any local process can connect to 127.0.0.1, so the hub asks the operating
// system which user owns the peer's socket, once per accepted connection, and serves another
// user's process only with the hub token (docs/security.md "Another local user").
//
//   Linux    the peer socket's uid (the socket whose local address is the peer's end and whose
//            remote address is ours), compared with geteuid(): asked of the kernel's socket
//            diagnostics (NETLINK_SOCK_DIAG, an exact lookup of microseconds), else read from
//            /proc/net/tcp{,6} (generating it walks every connection: milliseconds on a busy
//            machine). A socket no process holds any more (inode 0) has no owner to trust.
//   Windows  GetExtendedTcpTable (TCP_TABLE_OWNER_PID_CONNECTIONS) names the owning process;
//            its token's user (OpenProcessToken, TokenUser) is compared with ours (EqualSid).
//            Under Wine that table cannot name native Linux processes, so there the hub reads
//            the Linux table through Wine's Unix file access instead.
//   macOS    libproc: the sockets of this user's processes (proc_listpids with PROC_UID_ONLY,
//            PROC_PIDLISTFDS, PROC_PIDFDSOCKETINFO); a peer socket none of them holds is another
//            user's (other users' processes cannot be inspected, which is the point).
//
// `unknown` (the table could not be read, the row is gone, the process could not be asked) is
// treated by the caller exactly as another user: the lookup fails closed on every OS.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace patchbay::platform {

// A TCP endpoint as the operating system's tables spell it. IPv4 uses the first 4 bytes.
struct tcp_endpoint {
  std::array<std::uint8_t, 16> address{};
  bool v6 = false;
  std::uint16_t port = 0;
  friend bool operator==(const tcp_endpoint&, const tcp_endpoint&) = default;
};

// An IPv4-mapped IPv6 endpoint (::ffff:a.b.c.d) as IPv4, so both spellings of one socket compare
// equal (a dual-stack socket lists its IPv4 connections in the IPv6 table).
tcp_endpoint unmapped(tcp_endpoint e);
// 127.0.0.0/8, ::1 or an IPv4-mapped 127/8 address.
bool is_loopback(const tcp_endpoint& e);

enum class peer_owner { same_user, other_user, unknown };

// The owner of the peer socket of an accepted loopback connection: `local` is this process's end,
// `peer` the other one. Reads OS tables (a few kilobytes on Linux): call it once per connection,
// not per request.
peer_owner loopback_peer_owner(const tcp_endpoint& local, const tcp_endpoint& peer);

// Whether process `pid` holds the peer socket of an accepted loopback connection (`local`: this
// process's end): what a process claims to be (an editor's pid in its register) checked against
// the OS. Linux: the peer socket's inode (socket diagnostics) among /proc/<pid>/fd's sockets;
// Windows: the connection table's owning pid; macOS: the process's socket descriptors. nullopt
// when the OS cannot tell (a table that cannot be read, Wine's view of a Linux peer).
std::optional<bool> process_holds_peer(int pid, const tcp_endpoint& local,
                                       const tcp_endpoint& peer);

// The uid owning the socket listed in a Linux /proc/net/tcp or /proc/net/tcp6 text whose own
// address is `socket` and whose remote address is `remote`; nothing when no such row exists or no
// process holds the socket any more (inode 0: closed, or a TIME_WAIT or FIN_WAIT2 remnant, which
// the kernel lists with uid 0). Addresses in the text are the kernel's host-order hex words, so the
// text must come from this machine.
std::optional<std::uint32_t> proc_net_tcp_owner(std::string_view table, const tcp_endpoint& socket,
                                                const tcp_endpoint& remote);

}  // namespace patchbay::platform
