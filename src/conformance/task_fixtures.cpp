// The conformance suite's task fixtures (tasks-* scenarios, SEP-2663, and the 2025-11-25
// tasks.mdx tool-level negotiation): a sync-only tool, tools that may run as tasks (a cancellable
// sleep, a tool error, a protocol error) and one that runs only as a task.

#include "conformance/fixtures.hpp"

#include "mcp/call_context.hpp"
#include "mcp/server.hpp"
#include "mcp/tool_registry.hpp"

#include <algorithm>
#include <chrono>

namespace patchbay::mcp {

namespace asio = boost::asio;
using tool_outcome = jsonrpc::outcome<json::object>;

namespace {

json::object task_tool(const char* name, const char* description, json::object properties,
                       const char* support) {
  json::object def{{"name", name},
                   {"description", description},
                   {"inputSchema", json::object{{"type", "object"}, {"properties", properties}}}};
  if (support) def["execution"] = json::object{{"taskSupport", support}};
  return def;
}

double seconds_arg(const json::object& args, double def) {
  const json::value* v = args.if_contains("seconds");
  if (!v || !v->is_number()) return def;
  boost::system::error_code ec;
  double s = v->to_number<double>(ec);
  return ec ? def : std::clamp(s, 0.0, 3600.0);
}

asio::awaitable<tool_outcome> greet(std::shared_ptr<call_context>, json::object args) {
  auto name = jsonrpc::get_string(args, "name");
  co_return text_result("Hello, " + std::string(name ? *name : "World") + "!");
}

// Sleeps `seconds` (0: answers at once); a cancelled call ends without a result of its own.
asio::awaitable<tool_outcome> slow_compute(std::shared_ptr<call_context> ctx, json::object args) {
  auto ms = std::chrono::milliseconds(static_cast<std::int64_t>(seconds_arg(args, 1) * 1000));
  if (ms.count() > 0 && !co_await ctx->sleep(ms)) co_return text_result("cancelled");
  auto label = jsonrpc::get_string(args, "label");
  std::string text = "computed";
  if (label) text.append(" ").append(*label);
  co_return text_result(text);
}

asio::awaitable<tool_outcome> failing_job(std::shared_ptr<call_context> ctx, json::object args) {
  auto ms = std::chrono::milliseconds(static_cast<std::int64_t>(seconds_arg(args, 1) * 1000));
  if (ms.count() > 0 && !co_await ctx->sleep(ms)) co_return text_result("cancelled");
  co_return text_result("failing_job failed, as it always does", true);
}

asio::awaitable<tool_outcome> protocol_error_job(std::shared_ptr<call_context>, json::object) {
  co_return jsonrpc::make_error(jsonrpc::internal_error,
                                "protocol_error_job: an internal error, as it always has");
}

asio::awaitable<tool_outcome> task_only(std::shared_ptr<call_context>, json::object) {
  co_return text_result("ran as a task");
}

}  // namespace

void register_task_fixtures(server& srv) {
  tool_registry& t = srv.tools();
  json::object seconds{{"type", "number"}, {"description", "Seconds to take (0: at once)"}};
  t.add(task_tool("greet", "Returns Hello, {name}! at once; never a task.",
                  json::object{{"name", json::object{{"type", "string"}}}}, nullptr),
        greet);
  t.add(task_tool("slow_compute", "Sleeps `seconds`, then answers; may run as a task.",
                  json::object{{"seconds", seconds}, {"label", json::object{{"type", "string"}}}},
                  "optional"),
        slow_compute);
  // "required": the suite's tasks-required-task-error calls it from a client without tasks.
  t.add(task_tool("failing_job", "Returns a tool error after `seconds` (default 1); only a task.",
                  json::object{{"seconds", seconds}}, "required"),
        failing_job);
  t.add(task_tool("protocol_error_job", "Fails with a JSON-RPC internal error.", json::object{},
                  "optional"),
        protocol_error_job);
  t.add(task_tool("test_tool_with_task", "Runs only as a task (taskSupport required).",
                  json::object{}, "required"),
        task_only);
}

}  // namespace patchbay::mcp
