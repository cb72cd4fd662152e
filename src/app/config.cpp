#include "app/config.hpp"

#include <charconv>

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
      error = std::string("expected HOST:PORT (for example ") + hub::default_listen + "), got \"" +
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

}  // namespace patchbay::app
