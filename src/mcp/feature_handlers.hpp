#pragma once
// The handlers of the server features that answer from the server's registries (and its resource
// provider), one function per method (the Go SDK's server owns its features; the session only
// routes to them):
// resources (resource_handlers.cpp), skills (skill_handlers.cpp), prompts and completion
// (prompt_handlers.cpp), logging
// (logging_handler.cpp). Each takes the request's params and what of the session's state it reads
// or changes, passed in; none keeps state of its own. session.cpp's method table calls them, and
// offers the resources and prompts rows only when the server has any (-32601 otherwise).

#include "jsonrpc/message.hpp"
#include "mcp/log_level.hpp"

#include <boost/asio/awaitable.hpp>

#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>

namespace patchbay::mcp {

class server;
class call_context;

namespace features {

using result = jsonrpc::outcome<boost::json::value>;

// The -32602 every handler answers a malformed request with.
inline jsonrpc::error invalid_params(std::string message) {
  return jsonrpc::make_error(jsonrpc::invalid_params, std::move(message));
}

// resources/list, resources/templates/list (paged): the registry's, then the provider's.
result resources_list(const server& srv, const boost::json::object& params);
result resource_templates_list(const server& srv, const boost::json::object& params);
// resources/read: the registry's resource, else the provider's (which may wait for an editor).
boost::asio::awaitable<result> resources_read(const server& srv, std::shared_ptr<call_context> ctx,
                                              boost::json::object params);
// Null when `uri` may be subscribed to, else the error a subscription to it answers
// (resources/subscribe; a 2026-07-28 listen leaves such a URI out of its acknowledged filter).
std::optional<jsonrpc::error> subscription_error(const server& srv, std::string_view uri);
// resources/subscribe and /unsubscribe: `subscriptions` is the session's set of URIs
// (notifications/resources/updated reaches a session for those only).
result resources_subscribe(const server& srv, std::set<std::string>& subscriptions,
                           const boost::json::object& params, bool subscribe);

// skills/list (paged; every entry whole) and skills/get (-32602 for a URI that is no skill's):
// the skills extension, on the 2026-07-28 wire.
result skills_list(const server& srv, const boost::json::object& params);
result skills_get(const server& srv, const boost::json::object& params);

// prompts/list (paged), prompts/get (required arguments checked), completion/complete (a prompt's
// argument; at most 100 values).
result prompts_list(const server& srv, const boost::json::object& params);
result prompts_get(const server& srv, const boost::json::object& params);
result completion_complete(const server& srv, const boost::json::object& params);

// logging/setLevel: sets `level`, the session's threshold for notifications/message.
result logging_set_level(log_level& level, const boost::json::object& params);

}  // namespace features
}  // namespace patchbay::mcp
