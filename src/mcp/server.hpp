#pragma once
// An MCP server: identity, capabilities and the feature registries shared by all its sessions.
//
// Contract: lives on one executor with its sessions (single-threaded). Sessions register
// themselves on creation; `broadcast` reaches every ready session (list_changed and the like).
// The server never touches a socket: transports create sessions and feed them messages.

#include "mcp/prompt_registry.hpp"
#include "mcp/resource_registry.hpp"
#include "mcp/tool_registry.hpp"

#include <boost/asio/any_io_executor.hpp>

#include <chrono>
#include <memory>
#include <string>
#include <vector>

namespace patchbay::mcp {

class session;
class session_sink;

struct implementation_info {
  std::string name;
  std::string title;
  std::string version;
  std::string description;
  std::string website_url;
};

struct server_options {
  std::string instructions;
  std::size_t page_size = 200;  // items per list page; clients are known to ignore nextCursor
  std::chrono::milliseconds client_request_timeout{60'000};
};

class server {
 public:
  server(boost::asio::any_io_executor ex, implementation_info info, server_options opts = {});
  server(const server&) = delete;
  server& operator=(const server&) = delete;

  tool_registry& tools() { return tools_; }
  resource_registry& resources() { return resources_; }
  prompt_registry& prompts() { return prompts_; }
  const implementation_info& info() const { return info_; }
  const server_options& options() const { return options_; }
  boost::asio::any_io_executor executor() const { return executor_; }
  json::object capabilities() const;

  std::shared_ptr<session> open_session(session_sink& sink);
  // Sends an unrelated notification to every ready session.
  void broadcast(const json::object& notification);
  void notify_resource_updated(std::string_view uri);
  std::size_t session_count();

 private:
  boost::asio::any_io_executor executor_;
  implementation_info info_;
  server_options options_;
  tool_registry tools_;
  resource_registry resources_;
  prompt_registry prompts_;
  std::vector<std::weak_ptr<session>> sessions_;
};

}  // namespace patchbay::mcp
