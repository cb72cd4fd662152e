#pragma once
// An MCP server: identity, capabilities and the feature registries shared by all its sessions.
//
// Contract: lives on one executor with its sessions (single-threaded). Sessions register
// themselves on creation; `broadcast` reaches every ready session (list_changed and the like).
// The server never touches a socket: transports create sessions and feed them messages.

#include "mcp/prompt_registry.hpp"
#include "mcp/resource_registry.hpp"
#include "mcp/skill_registry.hpp"
#include "mcp/subscriptions.hpp"
#include "mcp/task_store.hpp"
#include "mcp/tool_registry.hpp"
#include "mcp/tool_result.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>

#include <chrono>
#include <memory>
#include <string>
#include <vector>

namespace patchbay::mcp {

class session;
class session_sink;
class call_context;

// Tools that are not in the registry: the hub's editor tools, which change as editors come and go
// and may differ per session. Consulted after the registry for tools/list and tools/call.
class tool_provider {
 public:
  virtual ~tool_provider() = default;
  // The extra tools for this session, in order. May wait (the first list of a session waits
  // briefly for an editor).
  virtual boost::asio::awaitable<std::vector<json::object>> list_tools(
      std::shared_ptr<session> s) = 0;
  virtual bool has_tool(std::string_view name) const = 0;
  // The tool's execution.taskSupport as its definition declares it (tool_task_support), so a
  // long editor tool can run as a task; "forbidden" for a tool the provider does not know yet.
  virtual std::string_view task_support(std::string_view name) const {
    (void)name;
    return "forbidden";
  }
  // Whether the provider knows the tool's definition now (task_support is then its own word).
  virtual bool knows_tool(std::string_view name) const {
    (void)name;
    return true;
  }
  // Waits, briefly, for a tool a provider may be about to learn (an editor's list on its way), so a
  // call that must read its definition first (to run it as a task) is not refused for arriving
  // early.
  virtual boost::asio::awaitable<void> await_tool(std::string name) {
    (void)name;
    co_return;
  }
  // The result may be an editor's text, passed on as it came (tool_result).
  virtual boost::asio::awaitable<jsonrpc::outcome<tool_result>> call_tool(
      std::shared_ptr<call_context> ctx, std::string name, json::object arguments) = 0;
};

// Resources that are not in the registry: the hub's per-editor ones, which come and go with the
// editors and are read from them. Consulted after the registry for every resources/* method.
class resource_provider {
 public:
  virtual ~resource_provider() = default;
  // Its resources and resource templates now, in order (resources/list, resources/templates/list).
  virtual std::vector<json::object> list_resources() const = 0;
  virtual std::vector<json::object> list_templates() const = 0;
  // The `contents` of `uri`; an error naming what is there when it knows no such resource
  // (jsonrpc::resource_not_found: the 2026-07-28 wire turns it into -32602). May wait for an
  // editor.
  virtual boost::asio::awaitable<jsonrpc::outcome<json::array>> read_resource(
      std::shared_ptr<call_context> ctx, std::string uri) = 0;
  // Null when `uri` may be subscribed to (notifications/resources/updated will follow its
  // changes); else why not: unknown (resource_not_found) or a resource it cannot follow
  // (invalid_params, saying what to subscribe to instead).
  virtual std::optional<jsonrpc::error> check_subscription(std::string_view uri) const = 0;
};

// Told when sessions become ready and when they end (attached-client lists, cancelling work).
class session_observer {
 public:
  virtual ~session_observer() = default;
  virtual void session_ready(session& s) = 0;
  virtual void session_closed(session& s) = 0;
};

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
  // Skills over MCP (mcp/skill_registry.hpp): their files are resources of resources().
  skill_registry& skills() { return skills_; }
  const skill_registry& skills() const { return skills_; }
  const resource_registry& resources() const { return resources_; }
  const prompt_registry& prompts() const { return prompts_; }
  // The tasks of every session's task-augmented calls (each task owned by its session).
  task_store& tasks() { return tasks_; }
  const implementation_info& info() const { return info_; }
  const server_options& options() const { return options_; }
  boost::asio::any_io_executor executor() const { return executor_; }
  json::object capabilities() const;

  std::shared_ptr<session> open_session(session_sink& sink);
  void set_tool_provider(tool_provider* p) { tool_provider_ = p; }
  tool_provider* dynamic_tools() const { return tool_provider_; }
  void set_resource_provider(resource_provider* p) { resource_provider_ = p; }
  resource_provider* dynamic_resources() const { return resource_provider_; }
  // Whether resources/* are served: the registry has some, or a provider is set.
  bool offers_resources() const { return !resources_.empty() || resource_provider_ != nullptr; }
  void set_session_observer(session_observer* o) { observer_ = o; }
  session_observer* observer() const { return observer_; }
  // Every ready session (for the hub's attached-client list).
  std::vector<std::shared_ptr<session>> ready_sessions();
  // Sends an unrelated notification to every ready session, and to every 2026-07-28 listen
  // stream that opted in to its type.
  void broadcast(const json::object& notification);
  // A subscriptions/listen stream, until its request ends (the server holds it weakly).
  void add_listener(const std::shared_ptr<listener>& l);
  void notify_resource_updated(std::string_view uri);
  // Whether a session subscribes to `uri` or a live listen stream has it in its filter.
  bool followed(std::string_view uri);
  std::size_t session_count();

 private:
  void notify_listeners(const json::object& notification);

  boost::asio::any_io_executor executor_;
  implementation_info info_;
  server_options options_;
  tool_registry tools_;
  resource_registry resources_;
  prompt_registry prompts_;
  skill_registry skills_;
  task_store tasks_;
  std::vector<std::weak_ptr<session>> sessions_;
  std::vector<std::weak_ptr<listener>> listeners_;
  tool_provider* tool_provider_ = nullptr;
  resource_provider* resource_provider_ = nullptr;
  session_observer* observer_ = nullptr;
  std::uint64_t next_session_id_ = 0;
};

}  // namespace patchbay::mcp
