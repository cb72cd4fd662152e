#include "mcp/stateless.hpp"

#include "mcp/methods.hpp"
#include "mcp/server.hpp"

#include <algorithm>

namespace patchbay::mcp::stateless {

namespace {

const json::object* meta_of(const json::value& params) {
  const json::object* p = params.if_object();
  if (!p) return nullptr;
  const json::value* m = jsonrpc::member(*p, "_meta");
  return m ? m->if_object() : nullptr;
}

jsonrpc::error invalid_meta(std::string why) {
  return jsonrpc::make_error(jsonrpc::invalid_params, "Invalid params: " + why);
}

}  // namespace

bool has_stateless_meta(const json::value& params) {
  const json::object* m = meta_of(params);
  return m &&
         (jsonrpc::member(*m, meta_protocol_version) ||
          jsonrpc::member(*m, meta_client_capabilities) || jsonrpc::member(*m, meta_client_info));
}

const json::value* request_params(const json::value& message) {
  const json::object* o = message.if_object();
  return o ? jsonrpc::member(*o, "params") : nullptr;
}

jsonrpc::outcome<request_meta> read_request_meta(const json::value& params) {
  const json::object* m = meta_of(params);
  if (!m)
    return invalid_meta(
        "a 2026-07-28 request needs _meta with io.modelcontextprotocol/protocolVersion and "
        "io.modelcontextprotocol/clientCapabilities");
  request_meta out;
  auto version = jsonrpc::get_string(*m, meta_protocol_version);
  if (!version) return invalid_meta("_meta needs a string io.modelcontextprotocol/protocolVersion");
  out.protocol_version = std::string(*version);
  const json::value* caps = m->if_contains(meta_client_capabilities);
  if (!caps || !caps->is_object())
    return invalid_meta("_meta needs an object io.modelcontextprotocol/clientCapabilities");
  out.client_capabilities = caps->get_object();
  if (const json::value* info = m->if_contains(meta_client_info); info && info->is_object())
    out.client_info = info->get_object();
  if (const json::value* level = m->if_contains(meta_log_level)) {
    const json::string* s = level->if_string();
    auto parsed = s ? parse_log_level(*s) : std::nullopt;
    if (!parsed)
      return invalid_meta(
          "io.modelcontextprotocol/logLevel must be one of debug, info, notice, warning, error, "
          "critical, alert, emergency");
    out.min_log_level = *parsed;
  }
  return out;
}

bool is_supported_version(std::string_view v) { return v == protocol_version; }

jsonrpc::error unsupported_version_error(std::string_view requested) {
  json::array supported;
  for (auto v : supported_versions) supported.push_back(json::value(v));
  return jsonrpc::make_error(
      unsupported_protocol_version, "Unsupported protocol version",
      json::object{{"supported", std::move(supported)}, {"requested", requested}});
}

jsonrpc::error missing_capability_error(std::string_view capability) {
  return jsonrpc::make_error(
      missing_client_capability, "Missing required client capability: " + std::string(capability),
      json::object{{"requiredCapabilities", json::object{{capability, json::object{}}}}});
}

bool declares_tasks_extension(const request_meta& meta) {
  const json::value* e = meta.client_capabilities.if_contains("extensions");
  return e && e->is_object() && e->get_object().contains(tasks_extension);
}

jsonrpc::error tasks_extension_missing(std::string_view what) {
  return jsonrpc::make_error(
      missing_client_capability,
      "Missing required client capability: extensions[\"" + std::string(tasks_extension) + "\"] (" +
          std::string(what) +
          " needs a client that declares the tasks extension in its clientCapabilities)",
      json::object{
          {"requiredCapabilities",
           json::object{{"extensions", json::object{{tasks_extension, json::object{}}}}}}});
}

bool is_stateless_method(std::string_view m) {
  static constexpr std::string_view methods[] = {
      method::server_discover,      method::tools_list,     method::tools_call,
      method::resources_list,       method::resources_read, method::resources_templates_list,
      method::prompts_list,         method::prompts_get,    method::completion_complete,
      method::subscriptions_listen, method::tasks_get,      method::tasks_cancel,
      method::tasks_update,         method::skills_list,    method::skills_get};
  return std::find(std::begin(methods), std::end(methods), m) != std::end(methods);
}

json::object discover_result(const server& srv) {
  json::array versions;
  for (auto v : supported_versions) versions.push_back(json::value(v));
  json::object capabilities = srv.capabilities();
  json::object extensions{{tasks_extension, json::object{}}};
  if (!srv.skills().empty()) extensions[skills_extension] = json::object{};
  capabilities["extensions"] = std::move(extensions);
  json::object result{{"supportedVersions", std::move(versions)},
                      {"capabilities", std::move(capabilities)}};
  if (!srv.options().instructions.empty()) result["instructions"] = srv.options().instructions;
  finish_result(srv, method::server_discover, result);
  return result;
}

void finish_result(const server& srv, std::string_view m, json::object& result) {
  if (!result.contains("resultType")) result["resultType"] = "complete";
  const auto& info = srv.info();
  json::object server_info{{"name", info.name}, {"version", info.version}};
  if (!info.title.empty()) server_info["title"] = info.title;
  if (!info.description.empty()) server_info["description"] = info.description;
  if (!info.website_url.empty()) server_info["websiteUrl"] = info.website_url;
  json::value& meta = result["_meta"];
  if (!meta.is_object()) meta = json::object{};
  meta.get_object()[meta_server_info] = std::move(server_info);
  if (m == method::server_discover || m == method::tools_list || m == method::prompts_list ||
      m == method::resources_list || m == method::resources_templates_list ||
      m == method::resources_read || m == method::skills_list || m == method::skills_get) {
    if (!result.contains("ttlMs")) result["ttlMs"] = ttl_ms;
    if (!result.contains("cacheScope")) result["cacheScope"] = "private";
  }
}

jsonrpc::outcome<input_round> read_input_round(const json::object& params) {
  input_round out;
  if (const json::value* r = params.if_contains("inputResponses")) {
    if (!r->is_object()) return invalid_meta("inputResponses must be an object of input responses");
    for (const auto& [key, v] : r->get_object())
      if (!v.is_object())
        return invalid_meta("inputResponses[\"" + std::string(key) + "\"] must be an object");
    out.responses = r->get_object();
  }
  if (const json::value* s = params.if_contains("requestState")) {
    if (!s->is_string()) return invalid_meta("requestState must be a string");
    out.state = std::string(s->get_string());
  }
  return out;
}

json::object input_required(json::object requests, std::optional<std::string> state) {
  json::object r{{"resultType", "input_required"}, {"inputRequests", std::move(requests)}};
  if (state) r["requestState"] = *state;
  return r;
}

jsonrpc::error stateless_error(jsonrpc::error e) {
  if (e.code == jsonrpc::resource_not_found) e.code = jsonrpc::invalid_params;
  return e;
}

int http_status(const json::value& reply) {
  const json::object* o = reply.if_object();
  const json::value* e = o ? o->if_contains("error") : nullptr;
  if (!e || !e->is_object()) return 200;
  const json::value* code = e->get_object().if_contains("code");
  if (!code || !code->is_int64()) return 200;
  switch (code->get_int64()) {
    case jsonrpc::method_not_found:
      return 404;
    case jsonrpc::parse_error:
    case jsonrpc::invalid_request:
    case header_mismatch:
    case missing_client_capability:
    case unsupported_protocol_version:
      return 400;
    default:
      return 200;
  }
}

}  // namespace patchbay::mcp::stateless
