// editor_hub's tool-union room: the tools MCP clients see are the hub's built-ins plus the union
// of every known editor's tools (connected or cached), each with an optional `editor` argument.
//
// Contract: rebuilt whole on every change (`tools_changed`); the first editor in id order wins a
// name, a built-in always wins; notifications/tools/list_changed goes out only when the union's
// serialized form changed. A session's first tools/list waits (bounded by first_list_wait) while
// nothing is known or an editor's list is on its way; so does a call to a tool that is not in the
// union while an editor's list is on its way (an agent that calls a tool the moment it sees a new
// editor in list_editors gets the call, not "Unknown tool"). A tool that is still unknown then is
// the JSON-RPC error -32602 (MCP: unknown tools are protocol errors), saying where tools come from.
#include "hub/editor_hub.hpp"
#include "hub/editor_record.hpp"
#include "mcp/methods.hpp"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/use_awaitable.hpp>

namespace patchbay::hub {

namespace asio = boost::asio;
using namespace std::chrono;
using detail::str;

namespace {

// The hub adds the optional `editor` argument to every editor tool, and relaxes its output schema
// so a fanned-out result ({"results": [...]}) validates too: clients that check structured
// content against the schema (the TypeScript SDK does) would reject it otherwise.
json::object with_editor_argument(json::object tool) {
  if (auto* out = tool.if_contains("outputSchema"); out && out->is_object()) {
    json::object& o = out->as_object();
    o.erase("required");
    o.erase("additionalProperties");
    json::value& props = o["properties"];
    if (!props.is_object()) props = json::object{};
    props.as_object()["results"] = json::object{{"type", "array"},
                                                {"description", "Fan-out: one per editor"},
                                                {"items", json::object{{"type", "object"}}}};
  }
  json::value& schema = tool["inputSchema"];
  if (!schema.is_object()) schema = json::object{{"type", "object"}};
  json::value& props = schema.as_object()["properties"];
  if (!props.is_object()) props = json::object{};
  // No description: it would repeat on every tool (~200 tokens of every agent's context);
  // list_editors and the server instructions explain it once.
  props.as_object()["editor"] = json::object{{"type", "string"}};
  return tool;
}

}  // namespace

void editor_hub::set_tools(editor_record& ed, json::array tools) {
  json::array valid;
  for (auto& t : tools)
    if (auto* o = t.if_object(); o && !str(*o, "name").empty()) valid.push_back(std::move(t));
  ed.tools = std::move(valid);
  save_cache(ed);
  tools_changed();
  dashboard_->changed();
}

void editor_hub::tools_changed() {
  std::map<std::string, json::object> next;
  for (const auto& [id, ed] : editors_)  // ordered by id: deterministic winner per name
    for (const auto& t : ed->tools) {
      const json::object& o = t.as_object();
      std::string name = str(o, "name");
      if (server_.tools().find(name) || next.count(name)) continue;
      next.emplace(name, with_editor_argument(o));
    }
  std::string signature;
  for (const auto& [name, t] : next) signature += jsonrpc::serialize(t) + "\n";
  tool_union_ = std::move(next);
  wake_tool_waiters();
  if (signature == tool_union_signature_) return;
  bool first = tool_union_signature_.empty() && signature.empty();
  tool_union_signature_ = std::move(signature);
  if (!first) server_.broadcast(jsonrpc::make_notification(mcp::method::tools_list_changed));
}

void editor_hub::wake_tool_waiters() {
  for (auto* w : tool_waiters_) w->cancel();
}

bool editor_hub::tools_on_the_way() const {
  for (const auto& [id, ed] : editors_)
    if (ed->where == presence::connected && ed->link && !ed->tools_request.empty()) return true;
  return false;
}

asio::awaitable<void> editor_hub::await_tool(std::string tool) {
  auto until = steady_clock::now() + options_.first_list_wait;
  // Woken by every change of the union and of the editors' presence; the condition is read again.
  while (!tool_union_.count(tool) && tools_on_the_way() && steady_clock::now() < until) {
    asio::steady_timer wait(executor(), until);
    tool_waiters_.insert(&wait);
    co_await wait.async_wait(asio::as_tuple(asio::use_awaitable));
    tool_waiters_.erase(&wait);
  }
}

jsonrpc::error editor_hub::unknown_tool(const std::string& tool) const {
  std::string message = "Unknown tool: " + tool + ". ";
  json::array editors;
  std::string names;
  for (const auto& [id, ed] : editors_) {
    if (ed->where == presence::gone && ed->tools.empty()) continue;
    editors.push_back(
        json::object{{"id", id}, {"state", state_of(*ed)}, {"toolCount", ed->tools.size()}});
    names += (names.empty() ? "" : ", ") + id + " (" + state_of(*ed) + ", " +
             std::to_string(ed->tools.size()) + " tools)";
  }
  if (names.empty())
    message +=
        "Besides list_editors and select_editor, Patchbay's tools come from connected "
        "Unity editors, and none is connected: open a Unity project with the "
        "com.patchbay.unity package, then list the tools again.";
  else
    message +=
        "Patchbay's tools are list_editors, select_editor and the tools of its Unity "
        "editors: " +
        names +
        "; none has it. Call tools/list for the current names. A "
        "tool whose group is switched off in the editor's Patchbay settings is not listed.";
  return jsonrpc::make_error(
      jsonrpc::invalid_params, std::move(message),
      json::object{{"patchbay", "unknown_tool"}, {"tool", tool}, {"editors", std::move(editors)}});
}

asio::awaitable<std::vector<json::object>> editor_hub::list_tools(std::shared_ptr<mcp::session> s) {
  const std::uint64_t sid = s->id();
  // A 2026-07-28 client waits on its first list only, as a session does (not on every request).
  const session_state& st = state_for(*s);
  const std::string client_key = st.client_key;
  const stateless_client* client = stateless_client_of(st);
  bool listed = client ? client->st.listed : st.listed;
  // Wait (bounded) when nothing is known yet, or when an editor just connected and its tools are
  // on their way: a client that lists once, right at start, would otherwise never see them.
  auto awaiting = [this] {
    if (editors_.empty()) return true;
    for (const auto& [id, ed] : editors_)
      if (ed->where == presence::connected && ed->tools.empty() && !ed->tools_request.empty())
        return true;
    return false;
  };
  // Woken by every change of the union and of the editors' presence; the condition is read again.
  auto until = steady_clock::now() + options_.first_list_wait;
  while (!listed && awaiting() && steady_clock::now() < until) {
    asio::steady_timer wait(executor(), until);
    tool_waiters_.insert(&wait);
    co_await wait.async_wait(asio::as_tuple(asio::use_awaitable));
    tool_waiters_.erase(&wait);
  }
  // The session may have closed while waiting: do not bring its state back.
  if (auto it = sessions_.find(sid); it != sessions_.end()) it->second.listed = true;
  if (auto c = stateless_clients_.find(client_key); c != stateless_clients_.end())
    c->second.st.listed = true;
  std::vector<json::object> out;
  for (const auto& [name, t] : tool_union_) out.push_back(t);
  co_return out;
}

// Every name the registry does not hold is the hub's to answer: a tool of the union, one an editor
// is about to announce (call_tool waits for it), or an unknown one (call_tool's -32602 error says
// where tools come from; a bare "Unknown tool" would not).
bool editor_hub::has_tool(std::string_view) const { return true; }

}  // namespace patchbay::hub
