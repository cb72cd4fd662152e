#include "conformance/fixtures.hpp"

#include "mcp/call_context.hpp"
#include "mcp/methods.hpp"
#include "mcp/server.hpp"
#include "mcp/session.hpp"
#include "mcp/stateless.hpp"

#include <algorithm>
#include <chrono>

namespace patchbay::mcp {

namespace asio = boost::asio;
using namespace std::chrono_literals;
using tool_outcome = jsonrpc::outcome<tool_result>;

namespace {

// A 1×1 PNG and a silent 16-bit mono WAV: the smallest valid payloads of each kind.
constexpr const char* png_base64 =
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg"
    "==";
constexpr const char* wav_base64 = "UklGRiQAAABXQVZFZm10IBAAAAABAAEARKwAAIhYAQACABAAZGF0YQAAAAA=";

json::object no_args_schema() {
  return json::object{{"type", "object"}, {"properties", json::object{}}};
}

json::object string_args_schema(std::initializer_list<std::pair<const char*, const char*>> args) {
  json::object props;
  json::array required;
  for (auto& [name, desc] : args) {
    props[name] = json::object{{"type", "string"}, {"description", desc}};
    required.push_back(json::value(name));
  }
  return json::object{{"type", "object"}, {"properties", props}, {"required", required}};
}

json::object tool_def(const char* name, const char* description, json::object schema) {
  return json::object{{"name", name}, {"description", description}, {"inputSchema", schema}};
}

json::object image_block() {
  return json::object{{"type", "image"}, {"data", png_base64}, {"mimeType", "image/png"}};
}

asio::awaitable<tool_outcome> simple_text(std::shared_ptr<call_context>, json::object) {
  co_return tool_result::text("This is a simple text response for testing.");
}

asio::awaitable<tool_outcome> image_content(std::shared_ptr<call_context>, json::object) {
  co_return json::object{{"content", json::array{image_block()}}};
}

asio::awaitable<tool_outcome> audio_content(std::shared_ptr<call_context>, json::object) {
  co_return json::object{
      {"content", json::array{json::object{
                      {"type", "audio"}, {"data", wav_base64}, {"mimeType", "audio/wav"}}}}};
}

asio::awaitable<tool_outcome> embedded_resource(std::shared_ptr<call_context>, json::object) {
  co_return json::object{
      {"content",
       json::array{json::object{
           {"type", "resource"},
           {"resource", json::object{{"uri", "test://embedded-resource"},
                                     {"mimeType", "text/plain"},
                                     {"text", "This is an embedded resource content."}}}}}}};
}

asio::awaitable<tool_outcome> multiple_content(std::shared_ptr<call_context>, json::object) {
  json::object resource{{"uri", "test://mixed-content-resource"},
                        {"mimeType", "application/json"},
                        {"text", R"({"test":"data","value":123})"}};
  co_return json::object{
      {"content", json::array{text_content("Multiple content types test:"), image_block(),
                              json::object{{"type", "resource"}, {"resource", resource}}}}};
}

asio::awaitable<tool_outcome> with_logging(std::shared_ptr<call_context> ctx, json::object) {
  const char* messages[] = {"Tool execution started", "Tool processing data",
                            "Tool execution completed"};
  for (int i = 0; i < 3; ++i) {
    ctx->log(log_level::info, "conformance", json::value(messages[i]));
    if (i == 2) break;
    bool waited = co_await ctx->sleep(50ms);
    if (!waited) co_return tool_result::text("cancelled");
  }
  co_return tool_result::text("Tool with logging executed successfully");
}

asio::awaitable<tool_outcome> with_progress(std::shared_ptr<call_context> ctx, json::object) {
  for (int step = 0; step <= 2; ++step) {
    ctx->progress(step * 50.0, 100.0, "Completed step " + std::to_string(step) + " of 2");
    if (step == 2) break;
    bool waited = co_await ctx->sleep(50ms);
    if (!waited) co_return tool_result::text("cancelled");
  }
  co_return tool_result::text("Tool with progress executed successfully");
}

asio::awaitable<tool_outcome> error_handling(std::shared_ptr<call_context>, json::object) {
  co_return tool_result::text("This tool intentionally returns an error for testing", true);
}

asio::awaitable<tool_outcome> sampling(std::shared_ptr<call_context> ctx, json::object args) {
  if (!ctx->client_supports("sampling"))
    co_return tool_result::text("The client does not support sampling (no sampling capability)",
                                true);
  std::string prompt = "Test prompt";
  if (auto p = jsonrpc::get_string(args, "prompt")) prompt = std::string(*p);
  json::object params{
      {"messages", json::array{json::object{{"role", "user"}, {"content", text_content(prompt)}}}},
      {"maxTokens", 100}};
  auto r = co_await ctx->request_client("sampling/createMessage", std::move(params), 60s);
  if (!r) co_return tool_result::text("Sampling failed: " + r.error().message, true);
  std::string text;
  if (auto* o = r->if_object())
    if (auto* c = o->if_contains("content"); c && c->is_object())
      if (auto t = jsonrpc::get_string(c->get_object(), "text")) text = std::string(*t);
  co_return tool_result::text("LLM response: " + text);
}

asio::awaitable<tool_outcome> elicit(std::shared_ptr<call_context> ctx, std::string message,
                                     json::object schema) {
  if (!ctx->client_supports("elicitation"))
    co_return tool_result::text(
        "The client does not support elicitation (no elicitation capability)", true);
  json::object params{{"message", message}, {"requestedSchema", std::move(schema)}};
  auto r = co_await ctx->request_client("elicitation/create", std::move(params), 60s);
  if (!r) co_return tool_result::text("Elicitation failed: " + r.error().message, true);
  std::string action = "unknown";
  json::value content = nullptr;
  if (auto* o = r->if_object()) {
    if (auto a = jsonrpc::get_string(*o, "action")) action = std::string(*a);
    if (auto* c = o->if_contains("content")) content = *c;
  }
  co_return tool_result::text("User response: action=" + action +
                              ", content=" + jsonrpc::serialize(content));
}

asio::awaitable<tool_outcome> elicitation(std::shared_ptr<call_context> ctx, json::object args) {
  std::string message = "Please provide your information";
  if (auto m = jsonrpc::get_string(args, "message")) message = std::string(*m);
  json::object schema{
      {"type", "object"},
      {"properties",
       json::object{
           {"username", json::object{{"type", "string"}, {"description", "User's response"}}},
           {"email", json::object{{"type", "string"}, {"description", "User's email address"}}}}},
      {"required", json::array{"username", "email"}}};
  co_return co_await elicit(ctx, std::move(message), std::move(schema));
}

// Schemas are built in plain functions: g++ 12 miscompiles brace-initialised literals inside
// coroutines ("array used as initializer").
json::object defaults_schema() {
  json::object props{
      {"name",
       json::object{{"type", "string"}, {"description", "User name"}, {"default", "John Doe"}}},
      {"age", json::object{{"type", "integer"}, {"description", "User age"}, {"default", 30}}},
      {"score", json::object{{"type", "number"}, {"description", "User score"}, {"default", 95.5}}},
      {"status", json::object{{"type", "string"},
                              {"description", "User status"},
                              {"enum", json::array{"active", "inactive", "pending"}},
                              {"default", "active"}}},
      {"verified",
       json::object{
           {"type", "boolean"}, {"description", "Verification status"}, {"default", true}}}};
  return json::object{{"type", "object"}, {"properties", props}, {"required", json::array{}}};
}

asio::awaitable<tool_outcome> elicitation_defaults(std::shared_ptr<call_context> ctx,
                                                   json::object) {
  co_return co_await elicit(ctx,
                            std::string("Please review and update the form fields with defaults"),
                            defaults_schema());
}

json::object enums_schema() {
  auto titled = [](std::initializer_list<std::pair<const char*, const char*>> items) {
    json::array out;
    for (auto& [value, title] : items)
      out.push_back(json::object{{"const", value}, {"title", title}});
    return out;
  };
  json::object props{
      {"untitledSingle", json::object{{"type", "string"},
                                      {"description", "Select an option"},
                                      {"enum", json::array{"option1", "option2", "option3"}}}},
      {"titledSingle", json::object{{"type", "string"},
                                    {"description", "Select a titled option"},
                                    {"oneOf", titled({{"value1", "First Option"},
                                                      {"value2", "Second Option"},
                                                      {"value3", "Third Option"}})}}},
      {"legacyEnum",
       json::object{{"type", "string"},
                    {"description", "Select a legacy option"},
                    {"enum", json::array{"opt1", "opt2", "opt3"}},
                    {"enumNames", json::array{"Option One", "Option Two", "Option Three"}}}},
      {"untitledMulti",
       json::object{
           {"type", "array"},
           {"description", "Select multiple options"},
           {"minItems", 1},
           {"maxItems", 3},
           {"items", json::object{{"type", "string"},
                                  {"enum", json::array{"option1", "option2", "option3"}}}}}},
      {"titledMulti",
       json::object{{"type", "array"},
                    {"description", "Select multiple titled options"},
                    {"minItems", 1},
                    {"maxItems", 3},
                    {"items", json::object{{"anyOf", titled({{"value1", "First Choice"},
                                                             {"value2", "Second Choice"},
                                                             {"value3", "Third Choice"}})}}}}}};
  return json::object{{"type", "object"}, {"properties", props}, {"required", json::array{}}};
}

asio::awaitable<tool_outcome> elicitation_enums(std::shared_ptr<call_context> ctx, json::object) {
  co_return co_await elicit(ctx, std::string("Please select options from the enum fields"),
                            enums_schema());
}

asio::awaitable<tool_outcome> reconnection(std::shared_ptr<call_context> ctx, json::object) {
  // Let the priming event go out, then drop the connection; the client resumes with GET
  // Last-Event-ID and receives the result on the resumed stream (SEP-1699).
  bool waited = co_await ctx->sleep(50ms);
  if (!waited) co_return tool_result::text("cancelled");
  ctx->session().close_stream(ctx->request_id());
  waited = co_await ctx->sleep(200ms);
  if (!waited) co_return tool_result::text("cancelled");
  co_return tool_result::text("Reconnection test completed successfully");
}

asio::awaitable<tool_outcome> json_schema_tool(std::shared_ptr<call_context>, json::object args) {
  co_return tool_result::text("Received: " + jsonrpc::serialize(args));
}

std::int64_t int_arg(const json::object& args, std::string_view key, std::int64_t def) {
  if (auto* v = args.if_contains(key)) {
    if (v->is_int64()) return v->get_int64();
    if (v->is_uint64()) return static_cast<std::int64_t>(v->get_uint64());
    if (v->is_double()) return static_cast<std::int64_t>(v->get_double());
  }
  return def;
}

asio::awaitable<tool_outcome> slow_operation(std::shared_ptr<call_context> ctx, json::object args) {
  std::int64_t duration = std::clamp<std::int64_t>(int_arg(args, "duration_ms", 1000), 0, 600'000);
  std::int64_t steps = std::clamp<std::int64_t>(int_arg(args, "steps", 10), 1, 10'000);
  for (std::int64_t i = 1; i <= steps; ++i) {
    bool waited = co_await ctx->sleep(std::chrono::milliseconds(duration / steps));
    if (!waited) co_return tool_result::text("cancelled");
    ctx->progress(static_cast<double>(i), static_cast<double>(steps));
  }
  co_return tool_result::text("slow operation finished after " + std::to_string(duration) + " ms");
}

asio::awaitable<tool_outcome> dynamic_tool(std::shared_ptr<call_context>, json::object) {
  co_return tool_result::text("dynamic tool called");
}

asio::awaitable<tool_outcome> change_tools(std::shared_ptr<call_context> ctx, json::object args) {
  auto action = jsonrpc::get_string(args, "action");
  tool_registry& tools = ctx->session().server().tools();
  if (action == "add") {
    tools.add(tool_def("test_dynamic_tool", "A tool added at run time by test_change_tools.",
                       no_args_schema()),
              dynamic_tool);
    co_return tool_result::text("added test_dynamic_tool");
  }
  if (action == "remove") {
    bool removed = tools.remove("test_dynamic_tool");
    co_return tool_result::text(removed ? "removed test_dynamic_tool"
                                        : "test_dynamic_tool was not there");
  }
  co_return tool_result::text("action must be \"add\" or \"remove\"", true);
}

// 2026-07-28 fixtures (server-stateless scenario).

asio::awaitable<tool_outcome> missing_capability(std::shared_ptr<call_context> ctx, json::object) {
  if (!ctx->client_supports("sampling")) co_return stateless::missing_capability_error("sampling");
  co_return tool_result::text("the client declared sampling");
}

asio::awaitable<tool_outcome> streaming_elicitation(std::shared_ptr<call_context> ctx,
                                                    json::object) {
  // On the 2026-07-28 wire the server never sends a request on a response stream; the attempt
  // is refused inside the server and the tool reports how.
  json::object params{
      {"message", "Streaming elicitation test"},
      {"requestedSchema", json::object{{"type", "object"}, {"properties", json::object{}}}}};
  auto r = co_await ctx->request_client("elicitation/create", std::move(params), 60s);
  if (!r) co_return tool_result::text("Elicitation was not sent: " + r.error().message, true);
  co_return tool_result::text("Elicitation answered: " + jsonrpc::serialize(*r));
}

asio::awaitable<tool_outcome> trigger_tool_change(std::shared_ptr<call_context> ctx, json::object) {
  tool_registry& tools = ctx->session().server().tools();
  if (tools.remove("test_dynamic_tool")) co_return tool_result::text("removed test_dynamic_tool");
  tools.add(tool_def("test_dynamic_tool", "A tool added at run time by test_change_tools.",
                     no_args_schema()),
            dynamic_tool);
  co_return tool_result::text("added test_dynamic_tool");
}

asio::awaitable<tool_outcome> trigger_prompt_change(std::shared_ptr<call_context> ctx,
                                                    json::object) {
  server& srv = ctx->session().server();
  bool removed = srv.prompts().remove("test_dynamic_prompt");
  if (!removed)
    srv.prompts().add(
        json::object{{"name", "test_dynamic_prompt"},
                     {"description", "A prompt added by test_trigger_prompt_change"}},
        [](const json::object&) -> jsonrpc::outcome<json::object> {
          return json::object{
              {"messages", json::array{json::object{{"role", "user"},
                                                    {"content", text_content("dynamic prompt")}}}}};
        });
  srv.broadcast(jsonrpc::make_notification(method::prompts_list_changed));
  co_return tool_result::text(removed ? "removed test_dynamic_prompt"
                                      : "added test_dynamic_prompt");
}

jsonrpc::outcome<json::array> text_contents(std::string_view uri, const char* mime,
                                            std::string text) {
  return json::array{json::object{{"uri", uri}, {"mimeType", mime}, {"text", text}}};
}

}  // namespace

void register_conformance_fixtures(server& srv) {
  tool_registry& t = srv.tools();
  t.add(tool_def("test_simple_text", "Returns a simple text response.", no_args_schema()),
        simple_text);
  t.add(tool_def("test_image_content", "Returns an image content block.", no_args_schema()),
        image_content);
  t.add(tool_def("test_audio_content", "Returns an audio content block.", no_args_schema()),
        audio_content);
  t.add(tool_def("test_embedded_resource", "Returns an embedded resource.", no_args_schema()),
        embedded_resource);
  t.add(tool_def("test_multiple_content_types", "Returns text, image and resource content.",
                 no_args_schema()),
        multiple_content);
  t.add(tool_def("test_tool_with_logging", "Sends three log messages while it runs.",
                 no_args_schema()),
        with_logging);
  t.add(tool_def("test_tool_with_progress", "Reports progress 0, 50 and 100 of 100.",
                 no_args_schema()),
        with_progress);
  t.add(tool_def("test_error_handling", "Always returns a tool error.", no_args_schema()),
        error_handling);
  t.add(tool_def("test_sampling", "Asks the client's LLM to answer a prompt.",
                 string_args_schema({{"prompt", "The prompt to send to the LLM"}})),
        sampling);
  t.add(tool_def("test_elicitation", "Asks the user for a username and an email address.",
                 string_args_schema({{"message", "The message to show the user"}})),
        elicitation);
  t.add(tool_def("test_elicitation_sep1034_defaults",
                 "Elicitation whose fields all carry default values (SEP-1034).", no_args_schema()),
        elicitation_defaults);
  t.add(tool_def("test_elicitation_sep1330_enums",
                 "Elicitation with the five enum schema variants (SEP-1330).", no_args_schema()),
        elicitation_enums);
  t.add(tool_def("test_reconnection",
                 "Closes its SSE stream mid-call so the client resumes with Last-Event-ID.",
                 no_args_schema()),
        reconnection);
  json::object schema2020{
      {"$schema", "https://json-schema.org/draft/2020-12/schema"},
      {"type", "object"},
      {"$defs",
       json::object{
           {"address", json::object{{"$anchor", "addressDef"},
                                    {"type", "object"},
                                    {"properties",
                                     json::object{{"street", json::object{{"type", "string"}}},
                                                  {"city", json::object{{"type", "string"}}}}}}}}},
      {"properties",
       json::object{{"name", json::object{{"type", "string"}}},
                    {"address", json::object{{"$ref", "#/$defs/address"}}},
                    {"contactMethod",
                     json::object{{"type", "string"}, {"enum", json::array{"phone", "email"}}}},
                    {"phone", json::object{{"type", "string"}}},
                    {"email", json::object{{"type", "string"}}}}},
      // SEP-2106's wider vocabulary, kept as written: composition, conditionals, an anchor.
      {"allOf", json::array{json::object{
                    {"anyOf", json::array{json::object{{"required", json::array{"phone"}}},
                                          json::object{{"required", json::array{"email"}}}}}}}},
      {"if", json::object{{"properties",
                           json::object{{"contactMethod", json::object{{"const", "phone"}}}}},
                          {"required", json::array{"contactMethod"}}}},
      {"then", json::object{{"required", json::array{"phone"}}}},
      {"else", json::object{{"required", json::array{"email"}}}},
      {"additionalProperties", false}};
  t.add(
      tool_def("json_schema_2020_12_tool",
               "Has a JSON Schema 2020-12 input schema with $defs, $ref, $anchor, allOf/anyOf and "
               "if/then/else.",
               schema2020),
      json_schema_tool);
  // SEP-2243: parameters mirrored into Mcp-Param-* headers, which a 2026-07-28 request over HTTP
  // must carry and the hub checks against the arguments (src/mcp/param_headers.hpp).
  json::object header_schema{
      {"type", "object"},
      {"properties",
       json::object{{"region", json::object{{"type", "string"},
                                            {"description", "Mirrored as Mcp-Param-Region"},
                                            {"x-mcp-header", "Region"}}},
                    {"priority", json::object{{"type", "integer"},
                                              {"description", "Mirrored as Mcp-Param-Priority"},
                                              {"x-mcp-header", "Priority"}}},
                    {"verbose", json::object{{"type", "boolean"},
                                             {"description", "Mirrored as Mcp-Param-Verbose"},
                                             {"x-mcp-header", "Verbose"}}},
                    {"query", json::object{{"type", "string"}, {"description", "Not mirrored"}}}}},
      {"required", json::array{"region", "query"}}};
  t.add(tool_def("test_header_params",
                 "Has parameters mirrored into Mcp-Param-* headers (x-mcp-header); echoes them.",
                 header_schema),
        json_schema_tool);
  json::object slow_schema{
      {"type", "object"},
      {"properties",
       json::object{
           {"duration_ms", json::object{{"type", "integer"},
                                        {"description", "Total time to take (default 1000)"}}},
           {"steps",
            json::object{{"type", "integer"}, {"description", "Progress steps (default 10)"}}}}}};
  t.add(tool_def(
            "test_slow_operation",
            "Patchbay test fixture: waits duration_ms in steps, reporting progress; cancellable.",
            slow_schema),
        slow_operation);
  t.add(tool_def("test_missing_capability",
                 "Needs the client's sampling capability: -32021 on a 2026-07-28 request without "
                 "it.",
                 no_args_schema()),
        missing_capability);
  t.add(tool_def("test_logging_tool",
                 "Sends three log messages (2026-07-28: only with _meta logLevel).",
                 no_args_schema()),
        with_logging);
  t.add(tool_def("test_streaming_elicitation",
                 "Tries to elicit while it runs (never a request on a 2026-07-28 stream).",
                 no_args_schema()),
        streaming_elicitation);
  t.add(tool_def("test_trigger_tool_change", "Adds or removes test_dynamic_tool (list_changed).",
                 no_args_schema()),
        trigger_tool_change);
  t.add(tool_def("test_trigger_prompt_change",
                 "Adds or removes test_dynamic_prompt (prompts list_changed).", no_args_schema()),
        trigger_prompt_change);
  json::object change_schema{
      {"type", "object"},
      {"properties",
       json::object{{"action", json::object{{"type", "string"},
                                            {"enum", json::array{"add", "remove"}},
                                            {"description", "add or remove test_dynamic_tool"}}}}},
      {"required", json::array{"action"}}};
  t.add(tool_def("test_change_tools",
                 "Patchbay test fixture: adds or removes test_dynamic_tool (list_changed).",
                 change_schema),
        change_tools);

  resource_registry& r = srv.resources();
  r.add(json::object{{"uri", "test://static-text"},
                     {"name", "Static Text Resource"},
                     {"description", "A static text resource for testing"},
                     {"mimeType", "text/plain"}},
        [](std::string_view uri, const template_vars&) {
          return text_contents(uri, "text/plain",
                               "This is the content of the static text resource.");
        });
  r.add(json::object{{"uri", "test://static-binary"},
                     {"name", "Static Binary Resource"},
                     {"description", "A static binary resource (image) for testing"},
                     {"mimeType", "image/png"}},
        [](std::string_view uri, const template_vars&) -> jsonrpc::outcome<json::array> {
          return json::array{
              json::object{{"uri", uri}, {"mimeType", "image/png"}, {"blob", png_base64}}};
        });
  r.add(json::object{{"uri", "test://watched-resource"},
                     {"name", "Watched Resource"},
                     {"description", "A resource that can be subscribed to"},
                     {"mimeType", "text/plain"}},
        [](std::string_view uri, const template_vars&) {
          return text_contents(uri, "text/plain", "Watched resource content");
        });
  r.add_template(
      json::object{{"uriTemplate", "test://template/{id}/data"},
                   {"name", "Resource Template"},
                   {"description", "A resource template with parameter substitution"},
                   {"mimeType", "application/json"}},
      [](std::string_view uri, const template_vars& vars) {
        const std::string& id = vars.at("id");
        json::object data{{"id", id}, {"templateTest", true}, {"data", "Data for ID: " + id}};
        return text_contents(uri, "application/json", jsonrpc::serialize(data));
      });

  prompt_registry& p = srv.prompts();
  auto user_text = [](std::string text) {
    return json::object{{"role", "user"}, {"content", text_content(text)}};
  };
  p.add(json::object{{"name", "test_simple_prompt"},
                     {"description", "A simple prompt without arguments"}},
        [user_text](const json::object&) -> jsonrpc::outcome<json::object> {
          return json::object{
              {"messages", json::array{user_text("This is a simple prompt for testing.")}}};
        });
  json::array two_args{
      json::object{{"name", "arg1"}, {"description", "First test argument"}, {"required", true}},
      json::object{{"name", "arg2"}, {"description", "Second test argument"}, {"required", true}}};
  p.add(
      json::object{{"name", "test_prompt_with_arguments"},
                   {"description", "A prompt with required arguments"},
                   {"arguments", two_args}},
      [user_text](const json::object& args) -> jsonrpc::outcome<json::object> {
        auto a1 = jsonrpc::get_string(args, "arg1").value_or("");
        auto a2 = jsonrpc::get_string(args, "arg2").value_or("");
        return json::object{
            {"messages", json::array{user_text("Prompt with arguments: arg1='" + std::string(a1) +
                                               "', arg2='" + std::string(a2) + "'")}}};
      },
      [](std::string_view, std::string_view value) {
        std::vector<std::string> out;
        for (const char* c : {"paris", "park", "party", "hello", "world"})
          if (std::string_view(c).starts_with(value)) out.emplace_back(c);
        return out;
      });
  p.add(json::object{{"name", "test_prompt_with_embedded_resource"},
                     {"description", "A prompt that includes an embedded resource"},
                     {"arguments",
                      json::array{json::object{{"name", "resourceUri"},
                                               {"description", "URI of the resource to embed"},
                                               {"required", true}}}}},
        [user_text](const json::object& args) -> jsonrpc::outcome<json::object> {
          std::string uri(
              jsonrpc::get_string(args, "resourceUri").value_or("test://example-resource"));
          json::object resource{
              {"role", "user"},
              {"content",
               json::object{{"type", "resource"},
                            {"resource",
                             json::object{{"uri", uri},
                                          {"mimeType", "text/plain"},
                                          {"text", "Embedded resource content for testing."}}}}}};
          return json::object{
              {"messages",
               json::array{resource, user_text("Please process the embedded resource above.")}}};
        });
  p.add(json::object{{"name", "test_prompt_with_image"},
                     {"description", "A prompt that includes image content"}},
        [user_text](const json::object&) -> jsonrpc::outcome<json::object> {
          json::object image{{"role", "user"}, {"content", image_block()}};
          return json::object{
              {"messages", json::array{image, user_text("Please analyze the image above.")}}};
        });
  register_mrtr_fixtures(srv);
  register_task_fixtures(srv);
}

}  // namespace patchbay::mcp
