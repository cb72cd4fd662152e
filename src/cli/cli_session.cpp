#include "cli/cli_session.hpp"

#include "jsonrpc/message.hpp"
#include "mcp/header_value.hpp"
#include "mcp/methods.hpp"
#include "mcp/stateless.hpp"
#include "patchbay/version.hpp"

namespace patchbay::cli {

namespace asio = boost::asio;
namespace json = boost::json;
using namespace std::chrono;

cli_session::cli_session(asio::any_io_executor ex, hub_info hub, header_list routing)
    : hub_(std::move(hub)), client_(ex, "127.0.0.1", hub_.port), routing_(std::move(routing)) {}

asio::awaitable<std::string> cli_session::open() {
  json::value init = jsonrpc::make_request(
      jsonrpc::id(std::int64_t{0}), mcp::method::initialize,
      json::object{{"protocolVersion", "2025-11-25"},
                   {"capabilities", json::object{}},
                   {"clientInfo", json::object{{"name", "patchbay-cli"}, {"version", version}}}});
  auto first = post(init);
  for (const auto& h : routing_) first.headers.push_back(h);
  auto [ec, res] = co_await client_.send(std::move(first), {}, seconds(10));
  if (ec) co_return "cannot reach the hub at " + hub_.url + ": " + ec.message();
  if (res.status != 200)
    co_return "the hub refused the session (HTTP " + std::to_string(res.status) + ")";
  session_ = res.header("mcp-session-id");
  co_await client_.send(post(jsonrpc::make_notification(mcp::method::initialized)), {},
                        seconds(10));
  co_return std::string();
}

asio::awaitable<cli_session::answer> cli_session::request(std::string_view method,
                                                          json::object params,
                                                          notification_handler on_notification,
                                                          milliseconds timeout) {
  json::value msg =
      jsonrpc::make_request(jsonrpc::id(std::int64_t(++next_id_)), method, std::move(params));
  co_return co_await exchange(post(msg), std::move(on_notification), timeout);
}

// A 2026-07-28 request (its _meta says so; the tasks extension declared): it belongs to no
// session, so a task it starts outlives this process and a later one reaches it by its id. The

asio::awaitable<cli_session::answer> cli_session::request_stateless(std::string_view method,
                                                                    json::object params,
                                                                    milliseconds timeout) {
  co_return co_await exchange(stateless_post(method, std::move(params)), {}, timeout);
}

asio::awaitable<cli_session::answer> cli_session::exchange(transport::client_request request,
                                                           notification_handler on_notification,
                                                           milliseconds timeout) {
  json::value response;
  auto [ec, res] = co_await client_.send(
      std::move(request),
      [&](std::string data) {
        auto v = jsonrpc::parse_json(data);
        if (!v || !v->is_object()) return;
        if (v->as_object().contains("id") && !v->as_object().contains("method"))
          response = std::move(*v);
        else if (on_notification)
          on_notification(v->as_object());
      },
      timeout);
  if (ec) co_return std::pair{"lost the hub: " + ec.message(), json::value()};
  if (!res.sse) {
    auto v = jsonrpc::parse_json(res.body);
    if (v) response = std::move(*v);
  }
  if (!response.is_object())
    co_return std::pair{std::string("no response from the hub"), json::value()};
  co_return std::pair{std::string(), response};
}

asio::awaitable<void> cli_session::notify(json::value message) {
  co_await client_.send(post(message), {}, seconds(5));
}

asio::awaitable<void> cli_session::close() {
  if (session_.empty()) co_return;
  transport::client_request r;
  r.method = "DELETE";
  r.headers = {{"Mcp-Session-Id", session_}};
  co_await client_.send(std::move(r), {}, seconds(2));
}

transport::client_request cli_session::post(const json::value& body) {
  transport::client_request r;
  r.headers = {{"Content-Type", "application/json"},
               {"Accept", "application/json, text/event-stream"}};
  if (!session_.empty()) r.headers.emplace_back("Mcp-Session-Id", session_);
  r.body = jsonrpc::serialize(body);
  return r;
}

transport::client_request cli_session::stateless_post(std::string_view method,
                                                      json::object params) {
  json::object meta{{mcp::stateless::meta_protocol_version, mcp::stateless::protocol_version},
                    {mcp::stateless::meta_client_capabilities,
                     json::object{{"extensions", json::object{{mcp::stateless::tasks_extension,
                                                               json::object{}}}}}},
                    {mcp::stateless::meta_client_info,
                     json::object{{"name", "patchbay-cli"}, {"version", version}}}};
  transport::client_request r;
  r.headers = {{"Content-Type", "application/json"},
               {"Accept", "application/json, text/event-stream"},
               {"MCP-Protocol-Version", std::string(mcp::stateless::protocol_version)},
               {"Mcp-Method", std::string(method)}};
  if (auto name = jsonrpc::get_string(params, "name"); name && method == mcp::method::tools_call)
    r.headers.emplace_back("Mcp-Name", mcp::encode_header_value(*name));
  for (const auto& h : routing_) r.headers.push_back(h);
  if (auto* given = params.if_contains("_meta"); given && given->is_object())
    for (auto& [k, v] : given->as_object()) meta[k] = v;
  params["_meta"] = std::move(meta);
  r.body = jsonrpc::serialize(
      jsonrpc::make_request(jsonrpc::id(std::int64_t(++next_id_)), method, std::move(params)));
  return r;
}

}  // namespace patchbay::cli
