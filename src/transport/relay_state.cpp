#include "transport/relay_state.hpp"

#include "jsonrpc/json_text.hpp"
#include "mcp/call_identity.hpp"
#include "mcp/header_value.hpp"
#include "mcp/methods.hpp"
#include "mcp/stateless.hpp"
#include "transport/http_wire.hpp"

#include <array>

namespace patchbay::transport {

namespace json = boost::json;
using namespace std::chrono;

// ---- messages -----------------------------------------------------------------------------------

namespace relay_message {

std::optional<jsonrpc::id> request_id(const json::value& m) {
  const json::object* o = m.if_object();
  if (!o || !o->contains("method")) return std::nullopt;
  auto* id = jsonrpc::member(*o, "id");
  return id ? jsonrpc::id::from_json(*id) : std::nullopt;
}

std::string method_of(const json::value& m) {
  const json::object* o = m.if_object();
  auto s = o ? jsonrpc::get_string(*o, "method") : std::nullopt;
  return s ? std::string(*s) : std::string();
}

bool is_stateless(const json::value& m) {
  const json::object* o = m.if_object();
  const json::value* p = o && jsonrpc::member(*o, "id") ? jsonrpc::member(*o, "params") : nullptr;
  return p && mcp::stateless::has_stateless_meta(*p);
}

bool is_response_to(const json::value& message, const jsonrpc::id& id) {
  const json::object* o = message.if_object();
  if (!o || o->contains("method") || !(o->contains("result") || o->contains("error"))) return false;
  const json::value* got = jsonrpc::member(*o, "id");
  auto got_id = got ? jsonrpc::id::from_json(*got) : std::nullopt;
  return got_id && got_id->key() == id.key();
}

namespace {

// Reading a JSON object the parser already accepted, just far enough to find a member: the text
// is known to be well formed, so strings and nested values are skipped by their delimiters.
constexpr std::size_t absent = std::string_view::npos;

using jsonrpc::json_text::skip_space;
using jsonrpc::json_text::skip_string;
using jsonrpc::json_text::skip_value;

// Where the value of member `name` of the object whose '{' is at `open` starts (`absent` when it
// has none). False when the object cannot be read simply: a key written with an escape (it may
// spell `name`), or `name` given twice (which one the parser kept is not this reader's guess).
// `once`: the caller knows `name` occurs once in the whole text, so the first match is the one.
bool find_member(std::string_view t, std::size_t open, std::string_view name, std::size_t& at,
                 bool once) {
  at = absent;
  std::size_t i = skip_space(t, open + 1);
  while (i < t.size() && t[i] == '"') {
    std::size_t key_end = skip_string(t, i);
    std::string_view key = t.substr(i + 1, key_end - i - 2);
    if (key.find('\\') != std::string_view::npos) return false;
    i = skip_space(t, key_end);
    if (i >= t.size() || t[i] != ':') return false;
    i = skip_space(t, i + 1);
    if (key == name) {
      if (at != absent) return false;
      at = i;
      if (once) return true;
    }
    i = skip_space(t, skip_value(t, i));
    if (i < t.size() && t[i] == ',') i = skip_space(t, i + 1);
  }
  return true;
}

// How often `"name"` occurs in `t`, counting to two. Searched for by what follows the quote: a
// key's first letter is rarer in JSON text than a quote, each of which started a compare.
int occurrences(std::string_view t, std::string_view quoted) {
  std::string_view rest = quoted.substr(1);
  int n = 0;
  for (std::size_t at = t.find(rest, 1); at != std::string_view::npos && n < 2;
       at = t.find(rest, at + 1))
    if (t[at - 1] == quoted.front()) ++n;
  return n;
}

}  // namespace

std::optional<std::string> with_meta_members(std::string_view line, std::string_view members) {
  std::size_t top = skip_space(line, 0);
  if (top >= line.size() || line[top] != '{') return std::nullopt;
  // Found as plain text, a key occurring once needs no walk past it; with a \u escape anywhere a
  // key may be spelled otherwise, and every member is read.
  bool plain = line.find("\\u") == std::string_view::npos;
  std::size_t params = absent;
  if (!find_member(line, top, "params", params, plain && occurrences(line, R"("params")") == 1) ||
      params == absent || line[params] != '{')
    return std::nullopt;
  std::size_t meta = absent;
  int metas = plain ? occurrences(line, R"("_meta")") : 2;
  if (metas > 0 && !find_member(line, params, "_meta", meta, metas == 1)) return std::nullopt;
  if (meta != absent && line[meta] != '{') return std::nullopt;  // null or not an object
  std::size_t at = (meta == absent ? params : meta) + 1;
  bool empty = line[skip_space(line, at)] == '}';
  std::string out;
  out.reserve(line.size() + members.size() + 12);
  out.append(line.substr(0, at));
  if (meta == absent) out += R"("_meta":{)";
  out.append(members);
  if (meta == absent) out += '}';
  if (!empty) out += ',';
  out.append(line.substr(at));
  return out;
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
  if (!session_id_.empty()) previous_session_.clear();
  if (auto parsed = jsonrpc::parse_json(response_body); parsed && parsed->is_object())
    if (auto* r = parsed->as_object().if_contains("result"); r && r->is_object())
      if (auto v = jsonrpc::get_string(r->as_object(), "protocolVersion"))
        protocol_version_ = std::string(*v);
  session_lines_.reset();
  if (session_id_.empty()) return;
  header_list fixed = {{"Content-Type", "application/json"},
                       {"Accept", "application/json, text/event-stream"},
                       {"Mcp-Session-Id", session_id_}};
  if (!protocol_version_.empty()) fixed.emplace_back("MCP-Protocol-Version", protocol_version_);
  if (auto lines = header_lines(fixed)) session_lines_ = std::make_shared<std::string>(*lines);
}

client_request relay_state::stateless_post(const json::value& body, std::string text) const {
  client_request req;
  req.headers = {{"Content-Type", "application/json"},
                 {"Accept", "application/json, text/event-stream"}};
  const json::object& msg = body.as_object();
  const json::value* params = jsonrpc::member(msg, "params");
  const json::object* p = params ? params->if_object() : nullptr;
  if (const json::value* meta = p ? jsonrpc::member(*p, "_meta") : nullptr;
      meta && meta->is_object())
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
  req.body = text.empty() ? jsonrpc::serialize(body) : std::move(text);
  return req;
}

client_request relay_state::post(const json::value& body, bool initialize, std::string text) const {
  return post(body, initialize, std::move(text), is_stateless(body));
}

client_request relay_state::post(const json::value& body, bool initialize, std::string text,
                                 bool stateless) const {
  if (!initialize && stateless) return stateless_post(body, std::move(text));
  client_request req;
  if (!initialize && session_lines_) {
    req.lines = session_lines_;
    req.body = text.empty() ? jsonrpc::serialize(body) : std::move(text);
    return req;
  }
  req.headers = {{"Content-Type", "application/json"},
                 {"Accept", "application/json, text/event-stream"}};
  if (!session_id_.empty() && !initialize) req.headers.emplace_back("Mcp-Session-Id", session_id_);
  if (!protocol_version_.empty() && !initialize)
    req.headers.emplace_back("MCP-Protocol-Version", protocol_version_);
  if (initialize) {
    for (const auto& h : initialize_headers_) req.headers.push_back(h);
    if (!previous_session_.empty())
      req.headers.emplace_back("Patchbay-Resume-Session", previous_session_);
  }
  req.body = text.empty() ? jsonrpc::serialize(body) : std::move(text);
  return req;
}

// ---- restore ----------------------------------------------------------------------------------

void relay_state::note_request(const json::value& request) {
  if (!restore_key_) return;
  if (auto id = request_id(request))
    if (auto key = restore_key_(request))
      restorable_requests_[id->key()] = {std::move(*key),
                                         json::value(request, json::storage_ptr())};
}

void relay_state::observe(const json::value& message) {
  const json::object* o = message.if_object();
  if (!o) return;
  auto* id = jsonrpc::member(*o, "id");
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

relay_state::tracked_call relay_state::identify(const json::value& message) {
  if (method_of(message) != mcp::method::tools_call || !request_id(message)) return {};
  const json::value* params = jsonrpc::member(message.as_object(), "params");
  if (!params || !params->is_object()) return {};
  const json::object& p = params->get_object();
  auto name = jsonrpc::get_string(p, "name");
  if (!name) return {};
  const json::value* meta = jsonrpc::member(p, "_meta");
  if (meta && !meta->is_null() && !meta->is_object()) return {};
  if (const json::value* own = meta && meta->is_object()
                                   ? jsonrpc::member(meta->get_object(), mcp::meta_call_id)
                                   : nullptr) {
    tracked_call own_name;
    if (auto id = own->if_string()) own_name.id = std::string(*id);  // the client's own
    return own_name;
  }
  tracked_call t;
  t.tool = std::string(*name);
  t.arguments = jsonrpc::member(p, "arguments");
  t.named_here = true;
  if (!unsettled_.empty()) {
    auto now = steady_clock::now();
    if (auto it = unsettled_.find(t.key()); it != unsettled_.end()) {
      if (it->second.expires > now) {
        t.id = it->second.id;
        t.retry = true;
      }
      unsettled_.erase(it);
    }
  }
  if (t.id.empty()) {
    std::string number = std::to_string(++calls_named_);
    t.id.reserve(call_id_prefix_.size() + 1 + number.size());
    t.id.append(call_id_prefix_).append("-").append(number);
  }
  return t;
}

std::string relay_state::wire_text(json::value& message, std::string line, tracked_call& t) {
  if (!t.named_here) return line;
  json::object& p = message.as_object()["params"].as_object();
  const json::value* meta = p.if_contains("_meta");
  // A retry flag of the client's own is replaced, not given twice: that one is written again.
  if (!(t.retry && meta && meta->is_object() && meta->get_object().contains(mcp::meta_retry))) {
    // The call ids this relay gives are its hex prefix, '-' and a number: nothing to escape. The
    // members are put together on the stack (they fit: the id is ~30 characters).
    std::array<char, 192> buffer{};
    std::size_t used = 0;
    auto put = [&buffer, &used](std::string_view v) {
      if (used + v.size() <= buffer.size()) std::copy(v.begin(), v.end(), buffer.begin() + used);
      used += v.size();
    };
    if (t.retry) {
      put("\"");
      put(mcp::meta_retry);
      put("\":true,");
    }
    put("\"");
    put(mcp::meta_call_id);
    put("\":\"");
    put(t.id);
    put("\"");
    if (used <= buffer.size())
      if (auto spliced = with_meta_members(line, std::string_view(buffer.data(), used)))
        return std::move(*spliced);
  }
  json::value& m = p["_meta"];
  if (!m.is_object()) m = json::object{};
  if (t.retry) m.get_object()[mcp::meta_retry] = true;
  m.get_object()[mcp::meta_call_id] = t.id;
  t.arguments = p.if_contains("arguments");  // the inserts above may have moved it
  return jsonrpc::serialize(message);
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
