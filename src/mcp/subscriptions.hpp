#pragma once
// 2026-07-28 change notifications (subscriptions/listen): which notification types one listen
// stream opted in to, and the stream itself as the server sees it.
//
// A listen request stays in flight for as long as the client wants notifications; its first
// message is notifications/subscriptions/acknowledged with the filter the server agreed to, and
// every notification on it carries `_meta["io.modelcontextprotocol/subscriptionId"]`, the listen
// request's JSON-RPC id. The server never sends a type the client did not ask for.

#include "jsonrpc/message.hpp"

#include <memory>
#include <string>
#include <vector>

namespace patchbay::mcp {

namespace json = boost::json;
class server;
class session;

inline constexpr std::string_view meta_subscription_id = "io.modelcontextprotocol/subscriptionId";

struct listen_filter {
  bool tools_list_changed = false;
  bool prompts_list_changed = false;
  bool resources_list_changed = false;
  std::vector<std::string> resource_uris;  // notifications/resources/updated for these

  // The part of the request's `notifications` this server can honour (no prompts, no prompt
  // notifications; likewise resources).
  static listen_filter read(const json::object& params, const server& srv);
  json::object to_json() const;
  // Whether `notification` is one of the opted-in types.
  bool wants(const json::object& notification) const;
};

struct listener {
  std::weak_ptr<mcp::session> session;
  jsonrpc::id request_id;
  listen_filter filter;

  // `notification` tagged with this stream's subscription id.
  json::object tag(json::object notification) const;
};

}  // namespace patchbay::mcp
