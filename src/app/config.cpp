#include "app/config.hpp"

#include "platform/platform.hpp"

#include <charconv>
#include <cstdlib>

namespace patchbay::app {

namespace asio = boost::asio;

std::optional<asio::ip::tcp::endpoint> parse_listen(const std::string& text, std::string& error) {
  std::string host, port;
  if (text.starts_with('[')) {
    auto close = text.find(']');
    if (close == std::string::npos || close + 1 >= text.size() || text[close + 1] != ':') {
      error = "expected [IPv6]:PORT, got \"" + text + "\"";
      return std::nullopt;
    }
    host = text.substr(1, close - 1);
    port = text.substr(close + 2);
  } else {
    auto colon = text.rfind(':');
    if (colon == std::string::npos) {
      error = std::string("expected HOST:PORT (for example ") + default_listen + "), got \"" +
              text + "\"";
      return std::nullopt;
    }
    host = text.substr(0, colon);
    port = text.substr(colon + 1);
  }
  if (host == "localhost") host = "127.0.0.1";
  unsigned value = 0;
  auto [ptr, ec] = std::from_chars(port.data(), port.data() + port.size(), value);
  if (ec != std::errc{} || ptr != port.data() + port.size() || port.empty() || value > 65535) {
    error = "invalid port \"" + port + "\" (0–65535; 0 picks a free port)";
    return std::nullopt;
  }
  boost::system::error_code aec;
  auto address = asio::ip::make_address(host, aec);
  if (aec) {
    error = "invalid address \"" + host + "\" (use an IP address or localhost)";
    return std::nullopt;
  }
  return asio::ip::tcp::endpoint(address, static_cast<unsigned short>(value));
}

std::string env_or(const char* name, std::string fallback) {
  const char* v = std::getenv(name);
  return v && *v ? std::string(v) : fallback;
}

std::filesystem::path resolve_state_dir(const std::string& flag) {
  if (!flag.empty()) return flag;
  std::string env = env_or("PATCHBAY_STATE_DIR", "");
  if (!env.empty()) return env;
  if (auto home = platform::home_directory()) return *home / ".patchbay";
  return std::filesystem::temp_directory_path() / "patchbay";
}

}  // namespace patchbay::app
