// peer_owner: reading the owner of a loopback peer's socket from Linux's /proc/net/tcp{,6} text
// (sample tables below, in the kernel's own format), the endpoint helpers, and, on Linux, the
// real lookup for a connection this test makes to itself (same user).
#include "platform/peer_owner.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <cstdio>
#include <cstring>
#include <string>

#ifdef __linux__
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>
#endif

namespace patchbay::platform {
namespace {

tcp_endpoint v4(std::uint8_t a, std::uint8_t b, std::uint8_t c, std::uint8_t d,
                std::uint16_t port) {
  tcp_endpoint e;
  e.address[0] = a;
  e.address[1] = b;
  e.address[2] = c;
  e.address[3] = d;
  e.port = port;
  return e;
}

tcp_endpoint v6_loopback(std::uint16_t port) {
  tcp_endpoint e;
  e.v6 = true;
  e.address[15] = 1;
  e.port = port;
  return e;
}

tcp_endpoint v6_mapped(std::uint8_t a, std::uint8_t b, std::uint8_t c, std::uint8_t d,
                       std::uint16_t port) {
  tcp_endpoint e;
  e.v6 = true;
  e.address[10] = 0xff;
  e.address[11] = 0xff;
  e.address[12] = a;
  e.address[13] = b;
  e.address[14] = c;
  e.address[15] = d;
  e.port = port;
  return e;
}

// A hub on 127.0.0.1:3917 (0F4D) with two clients: 127.0.0.1:52862 (CE7E) owned by uid 1000, and
// 127.0.0.1:52870 (CE86) owned by uid 65534; the hub's accepted sockets (uid 0) list the same
// pairs the other way round. Three more clients closed their sockets: 52880 (CE90) is in
// TIME_WAIT and 52890 (CE9A) a FIN_WAIT2 remnant, both listed with uid 0 and inode 0, and 52900
// (CEA4) an orphan in FIN_WAIT1 that keeps its uid but has no inode.
constexpr const char* tcp_table =
    "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout "
    "inode\n"
    "   0: 0100007F:0F4D 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 "
    "20835 1 000000000a1680a6 100 0 0 10 0\n"
    "   1: 0100007F:0F4D 0100007F:CE7E 01 00000000:00000000 00:00000000 00000000     0        0 "
    "21006 1 000000000d77404b 20 4 29 18 -1\n"
    "   2: 0100007F:CE7E 0100007F:0F4D 01 00000000:00000000 00:00000000 00000000  1000        0 "
    "21005 1 00000000c08264a4 20 4 30 10 -1\n"
    "   3: 0100007F:CE86 0100007F:0F4D 01 00000000:00000000 00:00000000 00000000 65534        0 "
    "21101 1 00000000c08264a5 20 4 30 10 -1\n"
    "   4: 0100007F:0F4D 0100007F:CE86 01 00000000:00000000 00:00000000 00000000     0        0 "
    "21102 1 000000000d77404c 20 4 29 18 -1\n"
    "   5: 0100007F:CE90 0100007F:0F4D 06 00000000:00000000 03:00001770 00000000     0        0 "
    "0 3 0000000000000000\n"
    "   6: 0100007F:CE9A 0100007F:0F4D 05 00000000:00000000 03:00000F6A 00000000     0        0 "
    "0 3 0000000000000000\n"
    "   7: 0100007F:CEA4 0100007F:0F4D 04 00000001:00000000 01:00000014 00000000  1000        0 "
    "0 2 0000000000000000 20 4 30 10 -1\n";

// tcp6: a client on [::1]:40000 (9C40) of uid 1001 to a hub on [::1]:3917, and a dual-stack
// client socket listing its IPv4 connection 127.0.0.1:41000 (A028) as ::ffff:127.0.0.1, uid 1002.
constexpr const char* tcp6_table =
    "  sl  local_address                         remote_address                        st "
    "tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode\n"
    "   0: 00000000000000000000000001000000:9C40 00000000000000000000000001000000:0F4D 01 "
    "00000000:00000000 00:00000000 00000000  1001        0 30001 1 0000000000000000 20 4 30 10 -1\n"
    "   1: 0000000000000000FFFF00000100007F:A028 0000000000000000FFFF00000100007F:0F4D 01 "
    "00000000:00000000 00:00000000 00000000  1002        0 30002 1 0000000000000000 20 4 30 10 "
    "-1\n";

class ProcNetTcp : public ::testing::Test {
 protected:
  void SetUp() override {
    // The kernel writes host-order words; these samples were written by a little-endian host.
    if constexpr (std::endian::native != std::endian::little)
      GTEST_SKIP() << "the sample tables are little-endian";
  }
};

TEST_F(ProcNetTcp, FindsThePeerSocketsOwnerNotTheHubsSide) {
  const auto hub = v4(127, 0, 0, 1, 3917);
  EXPECT_EQ(proc_net_tcp_owner(tcp_table, v4(127, 0, 0, 1, 52862), hub), 1000u);
  EXPECT_EQ(proc_net_tcp_owner(tcp_table, v4(127, 0, 0, 1, 52870), hub), 65534u);
  // The hub's own accepted socket is the reverse pair, owned by the hub's user (0): asking for the
  // peer's row must never find it.
  EXPECT_EQ(proc_net_tcp_owner(tcp_table, hub, v4(127, 0, 0, 1, 52862)), 0u);
}

TEST_F(ProcNetTcp, UnlistedAndTimeWaitRowsAreNotAnswers) {
  const auto hub = v4(127, 0, 0, 1, 3917);
  EXPECT_FALSE(proc_net_tcp_owner(tcp_table, v4(127, 0, 0, 1, 52999), hub).has_value());
  EXPECT_FALSE(proc_net_tcp_owner(tcp_table, v4(127, 0, 0, 1, 52880), hub).has_value())
      << "TIME_WAIT rows carry uid 0 for no process; they must not read as root's";
  EXPECT_FALSE(proc_net_tcp_owner(tcp_table, v4(127, 0, 0, 1, 52890), hub).has_value())
      << "nor FIN_WAIT2 remnants";
  EXPECT_FALSE(proc_net_tcp_owner(tcp_table, v4(127, 0, 0, 1, 52900), hub).has_value())
      << "a closed socket no process holds";
  EXPECT_FALSE(proc_net_tcp_owner(tcp_table, v4(127, 0, 0, 2, 52862), hub).has_value())
      << "another address";
  EXPECT_FALSE(
      proc_net_tcp_owner(tcp_table, v4(127, 0, 0, 1, 52862), v4(127, 0, 0, 1, 3918)).has_value())
      << "another hub port";
  EXPECT_FALSE(proc_net_tcp_owner("", v4(127, 0, 0, 1, 1), hub).has_value());
  EXPECT_FALSE(proc_net_tcp_owner("garbage\n  0: zz:zz\n", v4(127, 0, 0, 1, 1), hub).has_value());
}

TEST_F(ProcNetTcp, ReadsIpv6AndIpv4MappedRows) {
  EXPECT_EQ(proc_net_tcp_owner(tcp6_table, v6_loopback(40000), v6_loopback(3917)), 1001u);
  // The hub's IPv4 socket sees 127.0.0.1:41000; the client's dual-stack socket lists it mapped.
  EXPECT_EQ(proc_net_tcp_owner(tcp6_table, v4(127, 0, 0, 1, 41000), v4(127, 0, 0, 1, 3917)), 1002u);
  EXPECT_EQ(
      proc_net_tcp_owner(tcp6_table, v6_mapped(127, 0, 0, 1, 41000), v6_mapped(127, 0, 0, 1, 3917)),
      1002u);
}

TEST(TcpEndpoint, MappedAddressesAndLoopback) {
  EXPECT_EQ(unmapped(v6_mapped(127, 0, 0, 1, 80)), v4(127, 0, 0, 1, 80));
  EXPECT_EQ(unmapped(v6_loopback(80)), v6_loopback(80));
  EXPECT_TRUE(is_loopback(v4(127, 0, 0, 1, 1)));
  EXPECT_TRUE(is_loopback(v4(127, 200, 3, 4, 1)));
  EXPECT_TRUE(is_loopback(v6_loopback(1)));
  EXPECT_TRUE(is_loopback(v6_mapped(127, 0, 0, 1, 1)));
  EXPECT_FALSE(is_loopback(v4(10, 0, 0, 1, 1)));
  EXPECT_FALSE(is_loopback(v6_mapped(10, 0, 0, 1, 1)));
  tcp_endpoint any6;
  any6.v6 = true;
  EXPECT_FALSE(is_loopback(any6));
}

#ifdef __linux__
// The real lookup, on a connection this process makes to itself: both ends are this user's.
TEST(LoopbackPeerOwner, ThisProcessIsTheSameUser) {
  int server = ::socket(AF_INET, SOCK_STREAM, 0);
  ASSERT_GE(server, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ASSERT_EQ(::bind(server, reinterpret_cast<sockaddr*>(&addr), sizeof addr), 0);
  ASSERT_EQ(::listen(server, 1), 0);
  socklen_t len = sizeof addr;
  ASSERT_EQ(::getsockname(server, reinterpret_cast<sockaddr*>(&addr), &len), 0);
  int client = ::socket(AF_INET, SOCK_STREAM, 0);
  ASSERT_EQ(::connect(client, reinterpret_cast<sockaddr*>(&addr), sizeof addr), 0);
  int accepted = ::accept(server, nullptr, nullptr);
  ASSERT_GE(accepted, 0);
  sockaddr_in local{}, peer{};
  len = sizeof local;
  ::getsockname(accepted, reinterpret_cast<sockaddr*>(&local), &len);
  len = sizeof peer;
  ::getpeername(accepted, reinterpret_cast<sockaddr*>(&peer), &len);
  auto to_endpoint = [](const sockaddr_in& a) {
    tcp_endpoint e;
    std::memcpy(e.address.data(), &a.sin_addr, 4);
    e.port = ntohs(a.sin_port);
    return e;
  };
  EXPECT_EQ(loopback_peer_owner(to_endpoint(local), to_endpoint(peer)), peer_owner::same_user);
  // The /proc reading (used where the kernel's socket diagnostics are refused) on the real table.
  std::string table;
  if (std::FILE* f = std::fopen("/proc/net/tcp", "r")) {
    char chunk[4096];
    for (std::size_t n; (n = std::fread(chunk, 1, sizeof chunk, f)) > 0;) table.append(chunk, n);
    std::fclose(f);
  }
  EXPECT_EQ(proc_net_tcp_owner(table, to_endpoint(peer), to_endpoint(local)),
            static_cast<std::uint32_t>(::geteuid()));
  tcp_endpoint nobody = to_endpoint(peer);
  nobody.port = static_cast<std::uint16_t>(nobody.port ^ 1);
  EXPECT_EQ(loopback_peer_owner(to_endpoint(local), nobody), peer_owner::unknown)
      << "a peer socket that is not listed is unknown (the caller fails closed)";
  // Issue 44: which process holds the peer socket, asked of the OS (answer_dialog presses only
  // in the editor's own process): this one does; pid 1 (init) does not; a pid no process has
  // does not either.
  EXPECT_EQ(process_holds_peer(static_cast<int>(::getpid()), to_endpoint(local), to_endpoint(peer)),
            std::optional<bool>(true));
  EXPECT_EQ(process_holds_peer(1, to_endpoint(local), to_endpoint(peer)),
            std::optional<bool>(false));
  EXPECT_EQ(process_holds_peer(99999999, to_endpoint(local), to_endpoint(peer)),
            std::optional<bool>(false));
  EXPECT_EQ(process_holds_peer(static_cast<int>(::getpid()), to_endpoint(local), nobody),
            std::optional<bool>(false))
      << "a socket that is not there is held by nobody";
  ::close(accepted);
  ::close(client);
  ::close(server);
}
#endif

}  // namespace
}  // namespace patchbay::platform
