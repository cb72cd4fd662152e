// resources/list, resources/templates/list, resources/read, resources/subscribe and /unsubscribe
// (server/resources.mdx) over the server's resource registry (mcp/feature_handlers.hpp).
#include "mcp/cursor.hpp"
#include "mcp/feature_handlers.hpp"
#include "mcp/server.hpp"

namespace patchbay::mcp::features {

namespace json = boost::json;

result resources_list(const server& srv, const json::object& params) {
  return page(params, "resources", "resources", srv.resources().resources(),
              srv.options().page_size,
              [](const resource_entry& r) { return json::value(r.definition); });
}

result resource_templates_list(const server& srv, const json::object& params) {
  return page(params, "resourceTemplates", "resourceTemplates", srv.resources().templates(),
              srv.options().page_size,
              [](const resource_template_entry& r) { return json::value(r.definition); });
}

result resources_read(const server& srv, const json::object& params) {
  auto uri = jsonrpc::get_string(params, "uri");
  if (!uri) return invalid_params("Invalid params: resources/read needs a string \"uri\"");
  auto contents = srv.resources().read(*uri);
  if (!contents) return contents.error();
  return json::value(json::object{{"contents", std::move(*contents)}});
}

result resources_subscribe(const server& srv, std::set<std::string>& subscriptions,
                           const json::object& params, bool subscribe) {
  auto uri = jsonrpc::get_string(params, "uri");
  if (!uri) return invalid_params("Invalid params: a string \"uri\" is required");
  if (subscribe) {
    if (!srv.resources().exists(*uri))
      return make_error(jsonrpc::resource_not_found, "Resource not found",
                        json::object{{"uri", *uri}});
    subscriptions.insert(std::string(*uri));
  } else {
    subscriptions.erase(std::string(*uri));
  }
  return json::value(json::object{});
}

}  // namespace patchbay::mcp::features
