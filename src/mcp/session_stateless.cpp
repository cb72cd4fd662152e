// session's 2026-07-28 half: one request served on its own (versioning.mdx "dual-era"). The
// request's `_meta` gives the version and the client's capabilities; nothing is read from or
// written to the session's legacy state, so stateless requests may come before, after or without
// initialize. The session only lends its sink, its in-flight table (notifications/cancelled on
// stdio) and the tools of its transport (editor routing).

#include "mcp/call_context.hpp"
#include "mcp/feature_handlers.hpp"
#include "mcp/methods.hpp"
#include "mcp/server.hpp"
#include "mcp/session.hpp"
#include "mcp/stateless.hpp"

#include <chrono>

namespace patchbay::mcp {

namespace asio = boost::asio;

namespace {

std::optional<json::value> error_reply(const jsonrpc::id& id, const jsonrpc::error& e) {
  return json::value(jsonrpc::make_error_response(id, e));
}

asio::awaitable<jsonrpc::outcome<json::value>> answer_now(jsonrpc::outcome<json::value> r) {
  co_return r;
}

}  // namespace

asio::awaitable<std::optional<json::value>> session::handle_stateless(jsonrpc::request req) {
  if (!req.params.is_null() && !req.params.is_object())
    co_return error_reply(req.id,
                          jsonrpc::make_error(jsonrpc::invalid_params,
                                              "Invalid params: MCP params must be an object"));
  auto meta = stateless::read_request_meta(req.params);
  if (!meta) co_return error_reply(req.id, meta.error());
  if (!stateless::is_supported_version(meta->protocol_version))
    co_return error_reply(req.id, stateless::unsupported_version_error(meta->protocol_version));
  if (!stateless::is_stateless_method(req.method))
    co_return error_reply(
        req.id, jsonrpc::make_error(jsonrpc::method_not_found, "Method not found: " + req.method));
  if (req.method == method::server_discover)
    co_return json::value(jsonrpc::make_result(req.id, stateless::discover_result(server_)));
  if (stateless_only_ && !observed_ && !closed()) {
    client_info_ = meta->client_info;
    observed_ = true;
    if (server_.observer()) server_.observer()->session_ready(*this);
  }

  bool listen = req.method == method::subscriptions_listen;
  // The tasks extension's methods (SEP-2663), not the 2025-11-25 ones of the same names.
  bool tasks = req.method.starts_with("tasks/");
  // The skills extension's (SEP-2640), served when the server has skills.
  bool skills = req.method.starts_with("skills/") && !server_.skills().empty();
  const method_row* row = listen || tasks || skills ? nullptr : offered_method(req.method);
  if (!listen && !tasks && !skills && !row)
    co_return error_reply(
        req.id, jsonrpc::make_error(jsonrpc::method_not_found, "Method not found: " + req.method));
  if (auto refused = entry_error(req)) co_return error_reply(req.id, *refused);

  json::object params =
      req.params.is_object() ? std::move(req.params.get_object()) : json::object{};
  auto ctx = open_call(req.id, params);
  ctx->set_stateless(std::move(*meta));
  if (req.method == method::tools_call || req.method == method::prompts_get ||
      req.method == method::resources_read) {
    auto round = stateless::read_input_round(params);
    if (!round) co_return error_reply(req.id, round.error());
    ctx->set_input(std::move(round->responses), std::move(round->state));
  }
  std::optional<handler_result> result;
  if (tasks) {
    // (An if, not ?: — g++ 12 miscompiles a conditional between two coroutine calls.)
    auto answer = tasks_.extension(*ctx, req.method, params);
    result = co_await run_in_flight(ctx, answer_now(std::move(answer)));
  } else if (skills) {
    auto answer = req.method == method::skills_list ? features::skills_list(server_, params)
                                                    : features::skills_get(server_, params);
    result = co_await run_in_flight(ctx, answer_now(std::move(answer)));
  } else {
    result = co_await run_in_flight(ctx, run_stateless(ctx, row, std::move(params)));
  }
  if (!result) co_return cancelled_answer(req.id);
  if (!*result) co_return error_reply(req.id, stateless::stateless_error(result->error()));
  json::value& value = **result;
  json::object out = value.is_object() ? std::move(value.get_object()) : json::object{};
  stateless::finish_result(server_, req.method, out);
  co_return json::value(jsonrpc::make_result(req.id, std::move(out)));
}

asio::awaitable<session::handler_result> session::run_stateless(std::shared_ptr<call_context> ctx,
                                                                const method_row* row,
                                                                json::object params) {
  if (!row) co_return co_await on_subscriptions_listen(std::move(ctx), std::move(params));
  const prompt_entry* p =
      row == find_method(method::prompts_get)
          ? server_.prompts().find(jsonrpc::get_string(params, "name").value_or(""))
          : nullptr;
  if (!p || !p->interactive) co_return co_await dispatch(std::move(ctx), *row, std::move(params));
  json::object args;
  if (auto* a = params.if_contains("arguments"); a && a->is_object()) args = a->get_object();
  auto r = p->interactive(args, *ctx);
  if (!r) co_return r.error();
  co_return json::value(std::move(*r));
}

asio::awaitable<session::handler_result> session::on_subscriptions_listen(
    std::shared_ptr<call_context> ctx, json::object params) {
  auto l = std::make_shared<listener>();
  l->session = weak_from_this();
  l->request_id = ctx->request_id();
  l->filter = listen_filter::read(params, server_);
  // The acknowledgement goes out before the stream is registered: nothing may precede it.
  send(l->tag(jsonrpc::make_notification(method::subscriptions_acknowledged,
                                         json::object{{"notifications", l->filter.to_json()}})),
       ctx->request_id());
  server_.add_listener(l);
  // Open until the client closes it (cancellation: no answer) or the session ends (a stopping
  // server answers with its close message). The result below is the graceful end.
  for (;;) {
    bool slept = co_await ctx->sleep(std::chrono::hours(24));
    if (!slept) break;
  }
  co_return json::value(
      json::object{{"_meta", json::object{{meta_subscription_id, ctx->request_id().to_json()}}}});
}

}  // namespace patchbay::mcp
