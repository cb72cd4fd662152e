#pragma once
// The tools a server offers: MCP `Tool` definitions kept verbatim (schemas are never rewritten)
// plus the coroutine that runs each. Order is insertion order, so `tools/list` is deterministic.

#include "jsonrpc/message.hpp"
#include "mcp/tool_result.hpp"
#include "text/string_hash.hpp"

#include <boost/asio/awaitable.hpp>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace patchbay::mcp {

namespace json = boost::json;
class call_context;

// Runs one tool call. Returns a CallToolResult: an object, or tool_result::text for a text answer.
// Tool failures are results with isError, protocol failures (rare: e.g. malformed arguments that
// cannot be a tool input) are errors.
// Handlers must not be capturing lambdas (coroutine lifetime rules); bind state through the
// context or use free functions.
using tool_handler = std::function<boost::asio::awaitable<jsonrpc::outcome<tool_result>>(
    std::shared_ptr<call_context> ctx, json::object arguments)>;

struct tool_entry {
  json::object definition;
  tool_handler handler;
  // Left out of tools/list (still callable): a tool that can only refuse until something is
  // switched on costs every agent context for nothing.
  bool listed = true;
  // Listed only to clients that declare this extension in their capabilities (`extensions`):
  // an MCP Apps tool (io.modelcontextprotocol/ui) costs every other client's context for nothing.
  // Empty: listed to every client.
  std::string only_with_extension{};
  // The MRTR rounds (SEP-2322) a task-capable tool runs before it becomes a task, for a 2026-07-28
  // client with the tasks extension (SEP-2663's composition): an InputRequiredResult to answer at
  // once, without a task, or nothing to start the task, whose work then sees the last round's
  // inputResponses. Unset: the task starts at once.
  std::function<std::optional<json::object>(const json::object& arguments, const call_context& ctx)>
      before_task = nullptr;
  std::string_view name() const { return definition.at("name").get_string(); }
};

class tool_registry {
 public:
  // Adds a tool or replaces the one with the same name. The definition must carry name,
  // description and an object inputSchema (checked: a broken definition is a programming error).
  void add(json::object definition, tool_handler handler);
  bool remove(std::string_view name);
  // Lists or unlists a tool (tools/list); the change callback runs only when this changes it.
  void set_listed(std::string_view name, bool listed);
  // Lists a tool only to clients that declare `extension` (tool_entry::only_with_extension).
  bool set_only_with_extension(std::string_view name, std::string extension);
  // Gives a tool its before_task rounds (tool_entry); false when there is no such tool.
  bool set_before_task(std::string_view name, decltype(tool_entry::before_task) rounds);
  const tool_entry* find(std::string_view name) const;
  const std::vector<tool_entry>& all() const { return tools_; }
  // Called after every add/remove (the server turns it into notifications/tools/list_changed).
  void set_on_change(std::function<void()> f) { on_change_ = std::move(f); }

 private:
  void reindex();

  std::vector<tool_entry> tools_;
  // Name -> position in tools_, for find (twice per call; tools change rarely): hashed, found by
  // a view without a copy of the name.
  std::unordered_map<std::string, std::size_t, text::string_hash, std::equal_to<>> index_;
  std::function<void()> on_change_;
};

// A tool definition's execution.taskSupport (tasks.mdx): "required", "optional", or "forbidden"
// (also when absent or not one of those).
std::string_view tool_task_support(const json::object& definition);

// Builds a text content block, and a CallToolResult with one text block.
json::object text_content(std::string_view text);
json::object text_result(std::string_view text, bool is_error = false);

}  // namespace patchbay::mcp
