#include "transport/relay_state.hpp"

#include "mcp/call_identity.hpp"
#include "mcp/header_value.hpp"
#include "mcp/methods.hpp"
#include "mcp/stateless.hpp"

namespace patchbay::transport {

namespace json = boost::json;
using namespace std::chrono;

// ---- messages -----------------------------------------------------------------------------------

namespace relay_message {

std::optional<jsonrpc::id> request_id(const json::value& m) {
  const json::object* o = m.if_object();
  if (!o || !o->contains("method")) return std::nullopt;
  auto* id = o->if_contains("id");
  return id ? jsonrpc::id::from_json(*id) : std::nullopt;
}

std::string method_of(const json::value& m) {
  const json::object* o = m.if_object();
  auto s = o ? jsonrpc::get_string(*o, "method") : std::nullopt;
  return s ? std::string(*s) : std::string();
}

bool is_stateless(const json::value& m) {
  const json::object* o = m.if_object();
  const json::value* p = o && o->contains("id") ? o->if_contains("params") : nullptr;
  return p && mcp::stateless::has_stateless_meta(*p);
}

bool is_response_to(const json::value& message, const jsonrpc::id& id) {
  const json::object* o = message.if_object();
  if (!o || o->contains("method") || !(o->contains("result") || o->contains("error"))) return false;
  const json::value* got = o->if_contains("id");
  auto got_id = got ? jsonrpc::id::from_json(*got) : std::nullopt;
  return got_id && got_id->key() == id.key();
}

}  // namespace relay_message

using namespace relay_message;

relay_state::relay_state(std::string call_id_prefix, restore_key restore,
                         std::vector<std::pair<std::string, std::string>> initialize_headers)
    : call_id_prefix_(std::move(call_id_prefix)),
      restore_key_(std::move(restore)),
      initialize_headers_(std::move(initialize_headers)) {}

// ---- the session ------------------------------------------------------------------------------

void relay_state::session_started(std::string session_id, std::string_view response_body) {
  session_id_ = std::move(session_id);
  if (auto parsed = jsonrpc::parse_json(response_body); parsed && parsed->is_object())
    if (auto* r = parsed->as_object().if_contains("result"); r && r->is_object())
      if (auto v = jsonrpc::get_string(r->as_object(), "protocolVersion"))
        protocol_version_ = std::string(*v);
}

client_request relay_state::stateless_post(const json::value& body) const {
  client_request req;
  req.headers = {{"Content-Type", "application/json"},
                 {"Accept", "application/json, text/event-stream"}};
  const json::object& msg = body.as_object();
  const json::value* params = msg.if_contains("params");
  const json::object* p = params ? params->if_object() : nullptr;
  if (const json::value* meta = p ? p->if_contains("_meta") : nullptr; meta && meta->is_object())
    if (auto v = jsonrpc::get_string(meta->get_object(), mcp::stateless::meta_protocol_version))
      req.headers.emplace_back("MCP-Protocol-Version", std::string(*v));
  std::string method = method_of(body);
  req.headers.emplace_back("Mcp-Method", method);
  std::string_view name_key = method == mcp::method::resources_read ? "uri" : "name";
  if (p && (method == mcp::method::tools_call || method == mcp::method::prompts_get ||
            method == mcp::method::resources_read))
    if (auto n = jsonrpc::get_string(*p, name_key))
      req.headers.emplace_back("Mcp-Name", mcp::encode_header_value(*n));
  for (const auto& h : initialize_headers_) req.headers.push_back(h);
  req.body = jsonrpc::serialize(body);
  return req;
}

client_request relay_state::post(const json::value& body, bool initialize) const {
  if (!initialize && is_stateless(body)) return stateless_post(body);
  client_request req;
  req.headers = {{"Content-Type", "application/json"},
                 {"Accept", "application/json, text/event-stream"}};
  if (!session_id_.empty() && !initialize) req.headers.emplace_back("Mcp-Session-Id", session_id_);
  if (!protocol_version_.empty() && !initialize)
    req.headers.emplace_back("MCP-Protocol-Version", protocol_version_);
  if (initialize)
    for (const auto& h : initialize_headers_) req.headers.push_back(h);
  req.body = jsonrpc::serialize(body);
  return req;
}

// ---- restore ----------------------------------------------------------------------------------

void relay_state::note_request(const json::value& request) {
  if (!restore_key_) return;
  if (auto id = request_id(request))
    if (auto key = restore_key_(request))
      restorable_requests_[id->key()] = {std::move(*key), request};
}

void relay_state::observe(const json::value& message) {
  const json::object* o = message.if_object();
  if (!o) return;
  auto* id = o->if_contains("id");
  if (!id) return;
  auto rid = jsonrpc::id::from_json(*id);
  if (!rid) return;
  auto it = restorable_requests_.find(rid->key());
  if (it == restorable_requests_.end()) return;
  auto [key, request] = std::move(it->second);
  restorable_requests_.erase(it);
  if (auto* r = o->if_contains("result"); r && r->is_object()) {
    auto* err = r->as_object().if_contains("isError");
    if (!err || !err->is_bool() || !err->get_bool()) restore_[key] = std::move(request);
  }
}

std::vector<json::value> relay_state::replay() {
  std::vector<json::value> out;
  for (const auto& [key, request] : restore_) {
    json::value again = request;
    again.as_object()["id"] =
        "patchbay-stdio-restore-" + std::to_string(++replays_);  // never a client's id
    out.push_back(std::move(again));
  }
  return out;
}

// ---- call names -------------------------------------------------------------------------------

relay_state::tracked_call relay_state::identify(json::value& message) {
  if (method_of(message) != mcp::method::tools_call || !request_id(message)) return {};
  json::value* params = message.as_object().if_contains("params");
  if (!params || !params->is_object()) return {};
  json::object& p = params->get_object();
  auto name_view = jsonrpc::get_string(p, "name");
  if (!name_view) return {};
  std::string name(*name_view);  // p["_meta"] below may rehash p and move the name's storage
  json::value& meta = p["_meta"];
  if (meta.is_null()) meta = json::object{};
  if (!meta.is_object()) return {};
  json::object& m = meta.get_object();
  if (auto own = m.if_contains(mcp::meta_call_id)) {
    if (auto id = own->if_string()) return {std::string(*id), {}};  // the client's own
    return {};
  }
  tracked_call t;
  t.tool = std::move(name);
  if (!unsettled_.empty()) {
    t.arguments = p.if_contains("arguments");
    auto now = steady_clock::now();
    if (auto it = unsettled_.find(t.key()); it != unsettled_.end()) {
      if (it->second.expires > now) {
        t.id = it->second.id;
        m[mcp::meta_retry] = true;
      }
      unsettled_.erase(it);
    }
  }
  if (t.id.empty()) t.id = call_id_prefix_ + "-" + std::to_string(++calls_named_);
  m[mcp::meta_call_id] = t.id;
  t.arguments = p.if_contains("arguments");  // after the inserts above, which may move it
  return t;
}

std::string relay_state::tracked_call::key() const {
  return tool + '\n' + (arguments ? jsonrpc::canonical_serialize(*arguments) : "{}");
}

bool relay_state::settle(const tracked_call& t, const json::value& response) {
  if (t.id.empty() || !response.is_object()) return false;
  const json::value* r = response.as_object().if_contains("result");
  if (!r || !r->is_object()) return false;
  std::string_view outcome = mcp::outcome_of(r->get_object());
  if (outcome == mcp::outcome_hub_stopped) return true;
  if (outcome == mcp::outcome_unknown) remember_unsettled(t);
  return false;
}

void relay_state::remember_unsettled(const tracked_call& t) {
  if (t.tool.empty()) return;  // named by the client: its own id finds the repeat
  auto now = steady_clock::now();
  std::erase_if(unsettled_, [&](const auto& e) { return e.second.expires <= now; });
  if (unsettled_.size() >= max_unsettled) unsettled_.erase(unsettled_.begin());
  unsettled_[t.key()] = {t.id, now + unsettled_lifetime};
}

}  // namespace patchbay::transport
