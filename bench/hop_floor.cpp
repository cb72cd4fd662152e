// The price of a process hop on this machine, with nothing else in the way (issue 13).
//
// The path users run crosses four processes: client → `patchbay stdio` (pipe) → hub (TCP) → editor
// (TCP). This program builds the same chain out of the thinnest possible relays — fork()ed
// processes that poll() two descriptors and copy bytes, no parsing, no allocation — and times a
// 200-byte request and its answer through chains of 0, 1 and 2 relays:
//
//   relays 0:  driver ─pipe─ echo
//   relays 1:  driver ─pipe─ relay ─tcp─ echo                  (client → front end → hub)
//   relays 2:  driver ─pipe─ relay ─tcp─ relay ─tcp─ echo      (client → front end → hub → editor)
//
// The step from 0 to 2 relays is the floor under "relay + editor hop over --standalone": what two
// more processes cost on this kernel and these CPUs, before any of Patchbay's code runs.
//
// POSIX only, no dependencies. Usage: hop_floor [--calls N] [--warmup N] [--size BYTES]
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

struct Options {
  int calls = 20000;
  int warmup = 2000;
  int size = 200;
};

[[noreturn]] void die(const char* what) {
  std::perror(what);
  std::_Exit(2);
}

bool write_all(int fd, const char* data, size_t len) {
  while (len > 0) {
    const ssize_t n = ::write(fd, data, len);
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    data += n;
    len -= static_cast<size_t>(n);
  }
  return true;
}

// Reads until `len` bytes arrived (one request or answer; the chain carries one at a time).
bool read_exact(int fd, char* data, size_t len) {
  while (len > 0) {
    const ssize_t n = ::read(fd, data, len);
    if (n <= 0) {
      if (n < 0 && errno == EINTR) continue;
      return false;
    }
    data += n;
    len -= static_cast<size_t>(n);
  }
  return true;
}

// A connected loopback TCP pair with Nagle off on both ends, as the hub and the front end set it.
std::array<int, 2> tcp_pair() {
  const int listener = ::socket(AF_INET, SOCK_STREAM, 0);
  if (listener < 0) die("socket");
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::bind(listener, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) die("bind");
  if (::listen(listener, 1) != 0) die("listen");
  socklen_t addr_len = sizeof addr;
  if (::getsockname(listener, reinterpret_cast<sockaddr*>(&addr), &addr_len) != 0)
    die("getsockname");
  const int client = ::socket(AF_INET, SOCK_STREAM, 0);
  if (client < 0) die("socket");
  if (::connect(client, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) die("connect");
  const int server = ::accept(listener, nullptr, nullptr);
  if (server < 0) die("accept");
  ::close(listener);
  const int one = 1;
  ::setsockopt(client, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  ::setsockopt(server, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  return {client, server};
}

// One direction of a link: the read end for one process and the write end for the other. A pipe
// pair for the driver's link (stdio), a socket for the others (both ends read and write it).
struct Link {
  int near_read, near_write;  // the end closer to the driver
  int far_read, far_write;    // the end closer to the echo
};

Link pipe_link() {
  int down[2];
  int up[2];
  if (::pipe(down) != 0 || ::pipe(up) != 0) die("pipe");
  return {up[0], down[1], down[0], up[1]};
}

Link tcp_link() {
  const auto pair = tcp_pair();
  return {pair[0], pair[0], pair[1], pair[1]};
}

// Echo: answers each request with the same bytes.
[[noreturn]] void run_echo(int in, int out, int size) {
  std::vector<char> buffer(static_cast<size_t>(size));
  while (read_exact(in, buffer.data(), buffer.size())) {
    if (!write_all(out, buffer.data(), buffer.size())) break;
  }
  std::_Exit(0);
}

// Relay: waits on both sides with poll() (as an event loop does) and copies what arrives across.
[[noreturn]] void run_relay(const Link& up, const Link& down) {
  std::array<pollfd, 2> fds{pollfd{up.far_read, POLLIN, 0}, pollfd{down.near_read, POLLIN, 0}};
  std::array<char, 65536> buffer{};
  for (;;) {
    if (::poll(fds.data(), fds.size(), -1) < 0) {
      if (errno == EINTR) continue;
      std::_Exit(2);
    }
    for (int side = 0; side < 2; ++side) {
      if ((fds[static_cast<size_t>(side)].revents & (POLLIN | POLLHUP | POLLERR)) == 0) continue;
      const ssize_t n = ::read(fds[static_cast<size_t>(side)].fd, buffer.data(), buffer.size());
      if (n <= 0) std::_Exit(0);
      const int to = side == 0 ? down.near_write : up.far_write;
      if (!write_all(to, buffer.data(), static_cast<size_t>(n))) std::_Exit(0);
    }
  }
}

struct Figures {
  double p50_us, p99_us, mean_us;
};

Figures measure_chain(int relays, const Options& options) {
  std::vector<Link> links;
  links.push_back(pipe_link());
  for (int i = 0; i < relays; ++i) links.push_back(tcp_link());
  std::vector<pid_t> children;
  const auto close_all_but = [&](const std::vector<int>& keep) {
    for (const Link& link : links) {
      for (int fd : {link.near_read, link.near_write, link.far_read, link.far_write}) {
        if (std::find(keep.begin(), keep.end(), fd) == keep.end()) ::close(fd);
      }
    }
  };
  for (int i = 0; i < relays; ++i) {
    const pid_t pid = ::fork();
    if (pid < 0) die("fork");
    if (pid == 0) {
      const Link& up = links[static_cast<size_t>(i)];
      const Link& down = links[static_cast<size_t>(i) + 1];
      close_all_but({up.far_read, up.far_write, down.near_read, down.near_write});
      run_relay(up, down);
    }
    children.push_back(pid);
  }
  const pid_t echo = ::fork();
  if (echo < 0) die("fork");
  if (echo == 0) {
    const Link& last = links.back();
    close_all_but({last.far_read, last.far_write});
    run_echo(last.far_read, last.far_write, options.size);
  }
  children.push_back(echo);
  const Link& first = links.front();
  close_all_but({first.near_read, first.near_write});

  std::string request(static_cast<size_t>(options.size) - 1, 'x');
  request.push_back('\n');
  std::vector<char> answer(request.size());
  std::vector<double> samples;
  samples.reserve(static_cast<size_t>(options.calls));
  for (int i = 0; i < options.warmup + options.calls; ++i) {
    const auto start = std::chrono::steady_clock::now();
    if (!write_all(first.near_write, request.data(), request.size())) die("write");
    if (!read_exact(first.near_read, answer.data(), answer.size())) die("read");
    const auto stop = std::chrono::steady_clock::now();
    if (i >= options.warmup) {
      samples.push_back(std::chrono::duration<double, std::micro>(stop - start).count());
    }
  }
  ::close(first.near_write);
  if (first.near_read != first.near_write) ::close(first.near_read);
  for (pid_t pid : children) {
    ::kill(pid, SIGTERM);
    ::waitpid(pid, nullptr, 0);
  }
  std::sort(samples.begin(), samples.end());
  const auto at = [&](double q) {
    return samples[static_cast<size_t>(q * static_cast<double>(samples.size() - 1))];
  };
  double sum = 0;
  for (double s : samples) sum += s;
  return {at(0.50), at(0.99), sum / static_cast<double>(samples.size())};
}

int positive(const char* text, const char* name) {
  char* end = nullptr;
  const long value = std::strtol(text, &end, 10);
  if (end == text || *end != '\0' || value <= 0 || value > 10'000'000) {
    std::fprintf(stderr, "hop_floor: %s wants a positive whole number, got \"%s\"\n", name, text);
    std::exit(2);
  }
  return static_cast<int>(value);
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if ((arg == "--calls" || arg == "--warmup" || arg == "--size") && i + 1 < argc) {
      const int value = positive(argv[++i], arg.c_str());
      (arg == "--calls"    ? options.calls
       : arg == "--warmup" ? options.warmup
                           : options.size) = value;
    } else {
      std::fprintf(stderr, "usage: hop_floor [--calls N] [--warmup N] [--size BYTES]\n");
      return 2;
    }
  }
  std::signal(SIGPIPE, SIG_IGN);
  std::printf("round trip of a %d-byte message, %d calls after %d warm-up, one in flight\n",
              options.size, options.calls, options.warmup);
  std::printf("%-44s %10s %10s %10s\n", "chain", "p50 µs", "p99 µs", "mean µs");
  const char* names[] = {"driver -pipe- echo", "driver -pipe- relay -tcp- echo",
                         "driver -pipe- relay -tcp- relay -tcp- echo"};
  std::array<Figures, 3> figures{};
  for (int relays = 0; relays < 3; ++relays) {
    figures[static_cast<size_t>(relays)] = measure_chain(relays, options);
    const Figures& f = figures[static_cast<size_t>(relays)];
    std::printf("%-44s %10.1f %10.1f %10.1f\n", names[relays], f.p50_us, f.p99_us, f.mean_us);
  }
  std::printf(
      "two relays over none (the floor under \"relay + editor hop\"): p50 +%.1f µs, per relay "
      "+%.1f µs\n",
      figures[2].p50_us - figures[0].p50_us, (figures[2].p50_us - figures[0].p50_us) / 2);
  return 0;
}
