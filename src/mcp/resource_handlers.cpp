// resources/list, resources/templates/list, resources/read, resources/subscribe and /unsubscribe
// (server/resources.mdx) over the server's resource registry and then its resource provider
// (mcp/feature_handlers.hpp).
#include "mcp/call_context.hpp"
#include "mcp/cursor.hpp"
#include "mcp/feature_handlers.hpp"
#include "mcp/server.hpp"

namespace patchbay::mcp::features {

namespace json = boost::json;

namespace {

// The registry's definitions, then the provider's.
template <class Entries, class FromProvider>
std::vector<json::object> definitions(const Entries& entries, FromProvider from_provider) {
  std::vector<json::object> extra = from_provider();
  std::vector<json::object> all;
  all.reserve(entries.size() + extra.size());
  for (const auto& e : entries) all.push_back(e.definition);
  for (auto& d : extra) all.push_back(std::move(d));
  return all;
}

json::value as_value(const json::object& o) { return json::value(o); }

}  // namespace

result resources_list(const server& srv, const json::object& params) {
  auto all = definitions(srv.resources().resources(), [&] {
    auto* p = srv.dynamic_resources();
    return p ? p->list_resources() : std::vector<json::object>{};
  });
  return page(params, "resources", "resources", all, srv.options().page_size, as_value);
}

result resource_templates_list(const server& srv, const json::object& params) {
  auto all = definitions(srv.resources().templates(), [&] {
    auto* p = srv.dynamic_resources();
    return p ? p->list_templates() : std::vector<json::object>{};
  });
  return page(params, "resourceTemplates", "resourceTemplates", all, srv.options().page_size,
              as_value);
}

boost::asio::awaitable<result> resources_read(const server& srv, std::shared_ptr<call_context> ctx,
                                              json::object params) {
  auto uri = jsonrpc::get_string(params, "uri");
  if (!uri) co_return invalid_params("Invalid params: resources/read needs a string \"uri\"");
  resource_provider* provider = srv.dynamic_resources();
  if (!provider || srv.resources().exists(*uri)) {
    auto contents = srv.resources().read(*uri);
    if (!contents) co_return contents.error();
    co_return json::value(json::object{{"contents", std::move(*contents)}});
  }
  std::string wanted(*uri);  // named: a temporary inside a co_await is unsafe with g++ 12
  auto contents = co_await provider->read_resource(std::move(ctx), std::move(wanted));
  if (!contents) co_return contents.error();
  co_return json::value(json::object{{"contents", std::move(*contents)}});
}

std::optional<jsonrpc::error> subscription_error(const server& srv, std::string_view uri) {
  if (srv.resources().exists(uri)) return std::nullopt;
  if (resource_provider* provider = srv.dynamic_resources())
    return provider->check_subscription(uri);
  return jsonrpc::make_error(jsonrpc::resource_not_found, "Resource not found",
                             json::object{{"uri", uri}});
}

result resources_subscribe(const server& srv, std::set<std::string>& subscriptions,
                           const json::object& params, bool subscribe) {
  auto uri = jsonrpc::get_string(params, "uri");
  if (!uri) return invalid_params("Invalid params: a string \"uri\" is required");
  if (subscribe) {
    if (auto refused = subscription_error(srv, *uri)) return *refused;
    subscriptions.insert(std::string(*uri));
  } else {
    subscriptions.erase(std::string(*uri));
  }
  return json::value(json::object{});
}

}  // namespace patchbay::mcp::features
