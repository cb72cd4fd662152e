#include "app/hub_info.hpp"

#include "platform/platform.hpp"

#include <boost/json.hpp>

#include <fstream>
#include <sstream>

namespace patchbay::app {

namespace json = boost::json;

std::optional<std::string> write_hub_info(const std::filesystem::path& state_dir,
                                          const hub_info& info) {
  if (auto err = platform::create_private_directory(state_dir)) return err;
  json::object o{{"url", info.url}, {"mcp_url", info.url + "/mcp"}, {"port", info.port},
                 {"pid", info.pid}, {"version", info.version},      {"token", info.token}};
  return platform::write_private_file(state_dir / "hub.json", json::serialize(o) + "\n");
}

void remove_hub_info(const std::filesystem::path& state_dir, int pid) {
  auto path = state_dir / "hub.json";
  std::ifstream in(path);
  if (!in) return;
  std::stringstream ss;
  ss << in.rdbuf();
  boost::system::error_code ec;
  auto v = json::parse(ss.str(), ec);
  if (ec || !v.is_object()) return;
  auto* p = v.as_object().if_contains("pid");
  if (p && p->is_int64() && p->get_int64() == pid) {
    std::error_code rec;
    std::filesystem::remove(path, rec);
  }
}

}  // namespace patchbay::app
