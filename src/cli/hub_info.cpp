#include "cli/hub_info.hpp"

#include "platform/platform.hpp"

#include <boost/json.hpp>

#include <fstream>
#include <sstream>

namespace patchbay::cli {

namespace json = boost::json;

std::optional<std::string> write_hub_info(const std::filesystem::path& state_dir,
                                          const hub_info& info) {
  if (auto err = platform::create_private_directory(state_dir)) return err;
  json::object o{{"url", info.url},
                 {"mcp_url", info.url + "/mcp"},
                 {"port", info.port},
                 {"pid", info.pid},
                 {"version", info.version},
                 {"token", info.token},
                 {"linkProtocol", "patchbay-link/1"}};
  return platform::write_private_file(state_dir / "hub.json", json::serialize(o) + "\n");
}

std::optional<std::string> hub_info_problem(const std::filesystem::path& state_dir) {
  if (auto problem = platform::foreign_owner_problem(state_dir)) return problem;
  return platform::foreign_owner_problem(state_dir / "hub.json");
}

std::optional<hub_info> read_hub_info(const std::filesystem::path& state_dir) {
  if (hub_info_problem(state_dir)) return std::nullopt;
  std::ifstream in(state_dir / "hub.json");
  if (!in) return std::nullopt;
  std::stringstream ss;
  ss << in.rdbuf();
  boost::system::error_code ec;
  auto v = json::parse(ss.str(), ec);
  if (ec || !v.is_object()) return std::nullopt;
  const auto& o = v.as_object();
  hub_info info;
  auto str = [&](const char* k) {
    auto* x = o.if_contains(k);
    return x && x->is_string() ? std::string(x->get_string()) : std::string();
  };
  info.url = str("url");
  info.version = str("version");
  info.token = str("token");
  if (auto* p = o.if_contains("port"); p && p->is_int64())
    info.port = static_cast<unsigned short>(p->get_int64());
  if (auto* p = o.if_contains("pid"); p && p->is_int64())
    info.pid = static_cast<int>(p->get_int64());
  if (info.url.empty() || info.port == 0) return std::nullopt;
  return info;
}

void remove_hub_info(const std::filesystem::path& state_dir, int pid) {
  auto path = state_dir / "hub.json";
  std::stringstream ss;
  {
    // Closed before the remove: Windows refuses to delete a file that is still open.
    std::ifstream in(path);
    if (!in) return;
    ss << in.rdbuf();
  }
  boost::system::error_code ec;
  auto v = json::parse(ss.str(), ec);
  if (ec || !v.is_object()) return;
  auto* p = v.as_object().if_contains("pid");
  if (p && p->is_int64() && p->get_int64() == pid) {
    std::error_code rec;
    std::filesystem::remove(path, rec);
  }
}

}  // namespace patchbay::cli
