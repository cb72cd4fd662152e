#include "mcp/subscriptions.hpp"

#include "mcp/feature_handlers.hpp"
#include "mcp/methods.hpp"
#include "mcp/server.hpp"

#include <algorithm>

namespace patchbay::mcp {

listen_filter listen_filter::read(const json::object& params, const server& srv) {
  listen_filter f;
  const json::value* n = params.if_contains("notifications");
  const json::object* o = n ? n->if_object() : nullptr;
  if (!o) return f;
  auto flag = [o](std::string_view key) {
    const json::value* v = o->if_contains(key);
    return v && v->is_bool() && v->get_bool();
  };
  f.tools_list_changed = flag("toolsListChanged");
  f.prompts_list_changed = flag("promptsListChanged") && !srv.prompts().empty();
  f.resources_list_changed = flag("resourcesListChanged") && srv.offers_resources();
  // The acknowledged filter holds the URIs that can be followed; the others are left out of it.
  if (const json::value* uris = o->if_contains("resourceSubscriptions");
      uris && uris->is_array() && srv.offers_resources())
    for (const auto& u : uris->get_array())
      if (u.is_string() && !features::subscription_error(srv, u.get_string()))
        f.resource_uris.emplace_back(u.get_string());
  return f;
}

json::object listen_filter::to_json() const {
  json::object o;
  if (tools_list_changed) o["toolsListChanged"] = true;
  if (prompts_list_changed) o["promptsListChanged"] = true;
  if (resources_list_changed) o["resourcesListChanged"] = true;
  if (!resource_uris.empty()) {
    json::array uris;
    for (const auto& u : resource_uris) uris.push_back(json::value(u));
    o["resourceSubscriptions"] = std::move(uris);
  }
  return o;
}

bool listen_filter::wants(const json::object& notification) const {
  auto m = jsonrpc::get_string(notification, "method");
  if (!m) return false;
  if (*m == method::tools_list_changed) return tools_list_changed;
  if (*m == method::prompts_list_changed) return prompts_list_changed;
  if (*m == method::resources_list_changed) return resources_list_changed;
  if (*m == method::resources_updated) {
    const json::value* p = notification.if_contains("params");
    const json::object* po = p ? p->if_object() : nullptr;
    auto uri = po ? jsonrpc::get_string(*po, "uri") : std::nullopt;
    return uri &&
           std::find(resource_uris.begin(), resource_uris.end(), *uri) != resource_uris.end();
  }
  return false;
}

json::object listener::tag(json::object notification) const {
  json::value& params = notification["params"];
  if (!params.is_object()) params = json::object{};
  json::value& meta = params.get_object()["_meta"];
  if (!meta.is_object()) meta = json::object{};
  meta.get_object()[meta_subscription_id] = request_id.to_json();
  return notification;
}

}  // namespace patchbay::mcp
