// The conformance suite's task fixtures (tasks-* scenarios, SEP-2663, and the 2025-11-25
// tasks.mdx tool-level negotiation): a sync-only tool, tools that may run as tasks (a cancellable
// sleep, a tool error, a protocol error), tasks that wait on the client's input (one question, two
// at once: input_required, answered by tasks/update) and one that runs only as a task, after an
// MRTR round that asks for a name.

#include "conformance/fixtures.hpp"

#include "mcp/call_context.hpp"
#include "mcp/server.hpp"
#include "mcp/stateless.hpp"
#include "mcp/tool_registry.hpp"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <algorithm>
#include <chrono>

namespace patchbay::mcp {

namespace asio = boost::asio;
using tool_outcome = jsonrpc::outcome<tool_result>;

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
  co_return tool_result::text("Hello, " + std::string(name ? *name : "World") + "!");
}

// Sleeps `seconds` (0: answers at once); a cancelled call ends without a result of its own.
asio::awaitable<tool_outcome> slow_compute(std::shared_ptr<call_context> ctx, json::object args) {
  auto ms = std::chrono::milliseconds(static_cast<std::int64_t>(seconds_arg(args, 1) * 1000));
  if (ms.count() > 0 && !co_await ctx->sleep(ms)) co_return tool_result::text("cancelled");
  auto label = jsonrpc::get_string(args, "label");
  std::string text = "computed";
  if (label) text.append(" ").append(*label);
  co_return tool_result::text(text);
}

asio::awaitable<tool_outcome> failing_job(std::shared_ptr<call_context> ctx, json::object args) {
  auto ms = std::chrono::milliseconds(static_cast<std::int64_t>(seconds_arg(args, 1) * 1000));
  if (ms.count() > 0 && !co_await ctx->sleep(ms)) co_return tool_result::text("cancelled");
  co_return tool_result::text("failing_job failed, as it always does", true);
}

asio::awaitable<tool_outcome> protocol_error_job(std::shared_ptr<call_context>, json::object) {
  co_return jsonrpc::make_error(jsonrpc::internal_error,
                                "protocol_error_job: an internal error, as it always has");
}

// The string at content.<field> of an elicitation answer, or "".
std::string answered_field(const json::value& answer, std::string_view field) {
  const json::object* a = answer.if_object();
  const json::value* c = a ? a->if_contains("content") : nullptr;
  const json::value* v = c && c->is_object() ? c->get_object().if_contains(field) : nullptr;
  if (!v) return {};
  if (v->is_string()) return std::string(v->get_string());
  if (v->is_bool()) return v->get_bool() ? "true" : "false";
  return {};
}

json::object ask(std::string_view message, std::string_view field, std::string_view type) {
  return json::object{
      {"message", message},
      {"requestedSchema",
       json::object{{"type", "object"},
                    {"properties", json::object{{field, json::object{{"type", type}}}}},
                    {"required", json::array{json::value(field)}}}}};
}

constexpr auto input_timeout = std::chrono::minutes(10);

// Asks whether to delete `filename` (input_required until tasks/update answers), then says what it
// did. Nothing is deleted: it is a fixture.
asio::awaitable<tool_outcome> confirm_delete(std::shared_ptr<call_context> ctx, json::object args) {
  std::string file(jsonrpc::get_string(args, "filename").value_or("the file"));
  auto answer = co_await ctx->request_client(
      "elicitation/create", ask("Delete " + file + "?", "confirm", "boolean"), input_timeout);
  if (!answer) co_return answer.error();
  bool yes = jsonrpc::get_string(answer->is_object() ? answer->get_object() : json::object{},
                                 "action") == "accept" &&
             answered_field(*answer, "confirm") == "true";
  co_return tool_result::text(yes ? "Deleted " + file : "Kept " + file);
}

// The second question of multi_input, asked beside the first.
struct second_answer {
  std::optional<jsonrpc::outcome<json::value>> value;
  std::shared_ptr<asio::steady_timer> done;
};

asio::awaitable<void> ask_second(std::shared_ptr<call_context> ctx,
                                 std::shared_ptr<second_answer> out) {
  out->value = co_await ctx->request_client("elicitation/create",
                                            ask("Confirm?", "confirm", "boolean"), input_timeout);
  out->done->cancel();
}

// Two questions at once, so two inputRequests are pending together (tasks-mrtr-input's partial
// answers); completes when both are answered.
asio::awaitable<tool_outcome> multi_input(std::shared_ptr<call_context> ctx, json::object) {
  auto second = std::make_shared<second_answer>();
  second->done =
      std::make_shared<asio::steady_timer>(ctx->executor(), asio::steady_timer::time_point::max());
  asio::co_spawn(ctx->executor(), ask_second(ctx, second), asio::detached);
  auto first = co_await ctx->request_client("elicitation/create",
                                            ask("Your name?", "name", "string"), input_timeout);
  if (!second->value) co_await second->done->async_wait(asio::as_tuple(asio::use_awaitable));
  if (!first) co_return first.error();
  if (!second->value || !*second->value)
    co_return second->value ? second->value->error()
                            : jsonrpc::make_error(jsonrpc::request_cancelled, "cancelled");
  co_return tool_result::text("name=" + answered_field(*first, "name") +
                              " confirm=" + answered_field(**second->value, "confirm"));
}

constexpr std::string_view name_key = "user_name";

// test_tool_with_task's MRTR round before its task: ask for a name until the client brings it.
std::optional<json::object> ask_name_first(const json::object&, const call_context& ctx) {
  const json::value* a = ctx.input_responses().if_contains(name_key);
  if (a && !answered_field(*a, "name").empty()) return std::nullopt;
  return stateless::input_required(json::object{
      {name_key, json::object{{"method", "elicitation/create"},
                              {"params", ask("What is your name?", "name", "string")}}}});
}

asio::awaitable<tool_outcome> task_only(std::shared_ptr<call_context> ctx, json::object) {
  const json::value* a = ctx->input_responses().if_contains(name_key);
  std::string name = a ? answered_field(*a, "name") : std::string();
  co_return tool_result::text(name.empty() ? "ran as a task" : "ran as a task for " + name);
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
  t.add(task_tool("test_tool_with_task",
                  "Runs only as a task (taskSupport required); a 2026-07-28 client is first asked "
                  "for a name (InputRequiredResult), then the task starts.",
                  json::object{}, "required"),
        task_only);
  t.set_before_task("test_tool_with_task", ask_name_first);
  t.add(task_tool("confirm_delete",
                  "Asks the client whether to delete `filename` (input_required as a task), then "
                  "says what it did; deletes nothing.",
                  json::object{{"filename", json::object{{"type", "string"}}}}, "optional"),
        confirm_delete);
  t.add(task_tool("multi_input", "Asks the client two questions at once, then echoes both answers.",
                  json::object{}, "optional"),
        multi_input);
}

}  // namespace patchbay::mcp
