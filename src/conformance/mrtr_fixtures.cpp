// The conformance suite's MRTR fixtures (input-required-result-* scenarios, SEP-2322): tools and a
// prompt that answer a 2026-07-28 request with an InputRequiredResult and finish once the client
// retries with the answers. requestState is a nonce the fixtures issued and remember (a bounded
// set), so a tampered or foreign state is refused with -32602. On a legacy session they are tool
// errors: that wire has server→client requests instead.

#include "conformance/fixtures.hpp"

#include "mcp/call_context.hpp"
#include "mcp/server.hpp"
#include "mcp/tool_registry.hpp"
#include "platform/platform.hpp"

#include <deque>
#include <set>

namespace patchbay::mcp {

namespace asio = boost::asio;
using tool_outcome = jsonrpc::outcome<tool_result>;
using stateless::input_required;

namespace {

// States handed out, oldest first; a retry must bring one back.
struct issued_states {
  std::set<std::string> live;
  std::deque<std::string> order;
  std::string issue(std::string_view round) {
    std::string s = std::string(round) + "." + platform::random_hex(16);
    live.insert(s);
    order.push_back(s);
    while (order.size() > 1024) {
      live.erase(order.front());
      order.pop_front();
    }
    return s;
  }
  bool valid(const std::optional<std::string>& s, std::string_view round) const {
    return s && live.count(*s) && s->starts_with(std::string(round) + ".");
  }
};

issued_states& states() {
  static issued_states s;
  return s;
}

jsonrpc::error tampered() {
  return jsonrpc::make_error(jsonrpc::invalid_params,
                             "Invalid params: requestState failed its integrity check");
}

json::object elicit(std::string_view message, std::string_view field, std::string_view type) {
  return json::object{
      {"method", "elicitation/create"},
      {"params", json::object{{"message", message},
                              {"requestedSchema",
                               json::object{{"type", "object"},
                                            {"properties",
                                             json::object{{field, json::object{{"type", type}}}}},
                                            {"required", json::array{json::value(field)}}}}}}};
}

json::object sample(std::string_view text, int max_tokens) {
  return json::object{
      {"method", "sampling/createMessage"},
      {"params", json::object{{"messages", json::array{json::object{
                                               {"role", "user"}, {"content", text_content(text)}}}},
                              {"maxTokens", max_tokens}}}};
}

json::object roots() { return json::object{{"method", "roots/list"}, {"params", json::object{}}}; }

// The string at content.<field> of an elicitation answer, or "".
std::string answered(const json::object& responses, std::string_view key, std::string_view field) {
  const json::value* r = responses.if_contains(key);
  const json::value* c = r && r->is_object() ? r->get_object().if_contains("content") : nullptr;
  if (!c || !c->is_object()) return {};
  return std::string(jsonrpc::get_string(c->get_object(), field).value_or(""));
}

std::optional<tool_outcome> legacy_refusal(const call_context& ctx) {
  if (ctx.stateless()) return std::nullopt;
  return text_result("This fixture needs a 2026-07-28 request (InputRequiredResult).", true);
}

asio::awaitable<tool_outcome> ask_name(std::shared_ptr<call_context> ctx, json::object) {
  if (auto r = legacy_refusal(*ctx)) co_return *r;
  if (!ctx->input_responses().contains("user_name"))
    co_return input_required(
        json::object{{"user_name", elicit("What is your name?", "name", "string")}});
  co_return tool_result::text("Hello, " + answered(ctx->input_responses(), "user_name", "name") +
                              "!");
}

asio::awaitable<tool_outcome> ask_capital(std::shared_ptr<call_context> ctx, json::object) {
  if (auto r = legacy_refusal(*ctx)) co_return *r;
  const json::value* r = ctx->input_responses().if_contains("capital_question");
  if (!r)
    co_return input_required(
        json::object{{"capital_question", sample("What is the capital of France?", 100)}});
  const json::value* c = r->get_object().if_contains("content");
  std::string text = c && c->is_object()
                         ? std::string(jsonrpc::get_string(c->get_object(), "text").value_or(""))
                         : "";
  co_return tool_result::text("Sampling response: " + text);
}

asio::awaitable<tool_outcome> ask_roots(std::shared_ptr<call_context> ctx, json::object) {
  if (auto r = legacy_refusal(*ctx)) co_return *r;
  const json::value* r = ctx->input_responses().if_contains("client_roots");
  if (!r) co_return input_required(json::object{{"client_roots", roots()}});
  std::string uris;
  if (const json::value* list = r->get_object().if_contains("roots"); list && list->is_array())
    for (const auto& root : list->get_array())
      if (root.is_object())
        uris += (uris.empty() ? "" : ", ") +
                std::string(jsonrpc::get_string(root.get_object(), "uri").value_or(""));
  co_return tool_result::text("Client roots: " + uris);
}

asio::awaitable<tool_outcome> ask_with_state(std::shared_ptr<call_context> ctx, json::object) {
  if (auto r = legacy_refusal(*ctx)) co_return *r;
  if (!ctx->input_responses().contains("confirm"))
    co_return input_required(json::object{{"confirm", elicit("Please confirm", "ok", "boolean")}},
                             states().issue("confirm"));
  if (!states().valid(ctx->request_state(), "confirm")) co_return tampered();
  co_return tool_result::text("state-ok: confirmation received");
}

asio::awaitable<tool_outcome> ask_many(std::shared_ptr<call_context> ctx, json::object) {
  if (auto r = legacy_refusal(*ctx)) co_return *r;
  const json::object& in = ctx->input_responses();
  if (!in.contains("user_name") || !in.contains("greeting") || !in.contains("client_roots"))
    co_return input_required(
        json::object{{"user_name", elicit("What is your name?", "name", "string")},
                     {"greeting", sample("Generate a greeting", 50)},
                     {"client_roots", roots()}},
        states().issue("many"));
  if (!states().valid(ctx->request_state(), "many")) co_return tampered();
  co_return tool_result::text("All inputs received for " + answered(in, "user_name", "name"));
}

asio::awaitable<tool_outcome> ask_twice(std::shared_ptr<call_context> ctx, json::object) {
  if (auto r = legacy_refusal(*ctx)) co_return *r;
  const json::object& in = ctx->input_responses();
  if (in.contains("step2")) {
    if (!states().valid(ctx->request_state(), "round2")) co_return tampered();
    co_return tool_result::text("Done: favorite color " + answered(in, "step2", "color"));
  }
  if (in.contains("step1")) {
    if (!states().valid(ctx->request_state(), "round1")) co_return tampered();
    co_return input_required(
        json::object{{"step2", elicit("Step 2: What is your favorite color?", "color", "string")}},
        states().issue("round2"));
  }
  co_return input_required(
      json::object{{"step1", elicit("Step 1: What is your name?", "name", "string")}},
      states().issue("round1"));
}

asio::awaitable<tool_outcome> ask_what_is_declared(std::shared_ptr<call_context> ctx,
                                                   json::object) {
  if (auto r = legacy_refusal(*ctx)) co_return *r;
  if (!ctx->input_responses().empty()) co_return tool_result::text("inputs received");
  json::object requests;
  if (ctx->client_supports("elicitation"))
    requests["user_name"] = elicit("What is your name?", "name", "string");
  if (ctx->client_supports("sampling")) requests["greeting"] = sample("Generate a greeting", 50);
  if (ctx->client_supports("roots")) requests["client_roots"] = roots();
  if (requests.empty()) co_return tool_result::text("the client declared nothing to ask with");
  co_return input_required(std::move(requests));
}

json::object no_args_tool(const char* name, const char* description) {
  return json::object{
      {"name", name},
      {"description", description},
      {"inputSchema", json::object{{"type", "object"}, {"properties", json::object{}}}}};
}

}  // namespace

void register_mrtr_fixtures(server& srv) {
  tool_registry& t = srv.tools();
  t.add(no_args_tool("test_input_required_result_elicitation", "Asks the user's name (MRTR)."),
        ask_name);
  t.add(no_args_tool("test_input_required_result_sampling", "Asks the client's LLM (MRTR)."),
        ask_capital);
  t.add(
      no_args_tool("test_input_required_result_list_roots", "Asks for the client's roots (MRTR)."),
      ask_roots);
  t.add(no_args_tool("test_input_required_result_request_state",
                     "Asks for a confirmation and checks its requestState (MRTR)."),
        ask_with_state);
  t.add(no_args_tool("test_input_required_result_multiple_inputs",
                     "Asks for three inputs at once (MRTR)."),
        ask_many);
  t.add(no_args_tool("test_input_required_result_multi_round", "Asks twice (MRTR)."), ask_twice);
  t.add(no_args_tool("test_input_required_result_tampered_state",
                     "Refuses a requestState it did not issue (MRTR)."),
        ask_with_state);
  t.add(no_args_tool("test_input_required_result_capabilities",
                     "Asks only with the capabilities the client declared (MRTR)."),
        ask_what_is_declared);
  srv.prompts().add_interactive(
      json::object{{"name", "test_input_required_result_prompt"},
                   {"description", "A prompt that asks for its context first (MRTR)."}},
      [](const json::object&) -> jsonrpc::outcome<json::object> {
        return jsonrpc::make_error(jsonrpc::invalid_params,
                                   "test_input_required_result_prompt needs a 2026-07-28 request");
      },
      [](const json::object&, const call_context& ctx) -> jsonrpc::outcome<json::object> {
        if (!ctx.input_responses().contains("user_context"))
          return input_required(
              json::object{{"user_context",
                            elicit("What context should the prompt use?", "context", "string")}});
        std::string context = answered(ctx.input_responses(), "user_context", "context");
        return json::object{
            {"messages",
             json::array{json::object{{"role", "user"},
                                      {"content", text_content("Use this context: " + context)}}}}};
      });
}

}  // namespace patchbay::mcp
