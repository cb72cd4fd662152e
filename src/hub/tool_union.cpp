#include "hub/tool_union.hpp"

#include "hub/json_fields.hpp"
#include "mcp/methods.hpp"
#include "mcp/patchbay_names.hpp"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/use_awaitable.hpp>

namespace patchbay::hub {

namespace asio = boost::asio;
using namespace std::chrono;

// The hub adds the optional `editor` argument to every editor tool, and relaxes its output schema
// so a fanned-out result ({"results": [...]}) validates too: clients that check structured
// content against the schema (the TypeScript SDK does) would reject it otherwise. It keeps
// `patchbay/wholeEditor` and `patchbay/reloads` to itself (the editor lease, docs/protocol.md §6.3:
// the hub acts on it, and a `busy` answer explains it): every byte of the list sits in every
// agent's context.
json::object as_listed(json::object tool) {
  if (auto* m = tool.if_contains("_meta"); m && m->is_object()) {
    m->as_object().erase(mcp::meta::whole_editor);
    m->as_object().erase(mcp::meta::reloads);  // implies wholeEditor; docs/tools.md shows it
    if (m->as_object().empty()) tool.erase("_meta");
  }
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

tool_union::tool_union(asio::any_io_executor ex, const hub_options& options, mcp::server& server,
                       const editor_registry& registry)
    : ex_(std::move(ex)), options_(options), server_(server), registry_(registry) {}

void tool_union::rebuild() {
  std::map<std::string, json::object> next;
  for (const auto& [id, ed] : registry_.editors())  // ordered by id: deterministic winner per name
    for (const auto& t : ed->tools) {
      const json::object& o = t.as_object();
      std::string name = str(o, "name");
      if (server_.tools().find(name) || next.count(name)) continue;
      next.emplace(name, as_listed(o));
    }
  std::string signature;
  for (const auto& [name, t] : next) signature += jsonrpc::serialize(t) + "\n";
  tools_ = std::move(next);
  wake();
  if (signature == signature_) return;
  bool first = signature_.empty() && signature.empty();
  signature_ = std::move(signature);
  if (!first) server_.broadcast(jsonrpc::make_notification(mcp::method::tools_list_changed));
}

void tool_union::wake() {
  for (auto* w : waiters_) w->cancel();
}

asio::awaitable<void> tool_union::wait_until(steady_clock::time_point until) {
  asio::steady_timer wait(ex_, until);
  waiters_.insert(&wait);
  co_await wait.async_wait(asio::as_tuple(asio::use_awaitable));
  waiters_.erase(&wait);
}

asio::awaitable<void> tool_union::await_tool(std::string tool) {
  auto until = steady_clock::now() + options_.first_list_wait;
  while (!contains(tool) && registry_.tools_on_the_way() && steady_clock::now() < until)
    co_await wait_until(until);
}

asio::awaitable<void> tool_union::await_first_list() {
  auto awaiting = [this] {
    if (registry_.editors().empty()) return true;
    for (const auto& [id, ed] : registry_.editors())
      if (ed->where == presence::connected && ed->tools.empty() && !ed->tools_request.empty())
        return true;
    return false;
  };
  auto until = steady_clock::now() + options_.first_list_wait;
  while (options_.first_list_wait.count() > 0 && awaiting() && steady_clock::now() < until)
    co_await wait_until(until);
}

jsonrpc::error tool_union::unknown_tool(const std::string& tool) const {
  std::string message = "Unknown tool: " + tool + ". ";
  json::array editors;
  std::string names;
  for (const auto& [id, ed] : registry_.editors()) {
    if (ed->where == presence::gone && ed->tools.empty()) continue;
    editors.push_back(json::object{
        {"id", id}, {"state", registry_.state_of(*ed)}, {"toolCount", ed->tools.size()}});
    names += (names.empty() ? "" : ", ") + id + " (" + registry_.state_of(*ed) + ", " +
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
  return jsonrpc::make_error(jsonrpc::invalid_params, std::move(message),
                             json::object{{"patchbay", mcp::error_kind::unknown_tool},
                                          {"tool", tool},
                                          {"editors", std::move(editors)}});
}

}  // namespace patchbay::hub
