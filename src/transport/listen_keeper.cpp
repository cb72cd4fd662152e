#include "transport/listen_keeper.hpp"

#include "mcp/methods.hpp"
#include "mcp/subscriptions.hpp"
#include "transport/relay_state.hpp"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <optional>

namespace patchbay::transport {

namespace asio = boost::asio;
namespace json = boost::json;
using namespace std::chrono;
using namespace relay_message;

namespace {

// After a listen was opened again on another hub: what the client may have missed.
void announce_missed(relay_channel& relay, const jsonrpc::id& subscription,
                     const json::object& agreed) {
  for (auto [key, method] :
       {std::pair{"toolsListChanged", mcp::method::tools_list_changed},
        std::pair{"promptsListChanged", mcp::method::prompts_list_changed},
        std::pair{"resourcesListChanged", mcp::method::resources_list_changed}}) {
    const json::value* v = agreed.if_contains(key);
    if (!v || !v->is_bool() || !v->get_bool()) continue;
    relay.write(jsonrpc::make_notification(
        method, json::object{
                    {"_meta", json::object{{mcp::meta_subscription_id, subscription.to_json()}}}}));
  }
}

void fail(relay_channel& relay, const jsonrpc::id& id, std::string text) {
  relay.write(jsonrpc::make_error_response(
      id, jsonrpc::make_error(jsonrpc::server_error, std::move(text))));
}

}  // namespace

asio::awaitable<void> keep_listen(relay_channel& relay, json::value message,
                                  std::shared_ptr<cancellable_request> abort) {
  const jsonrpc::id id = *request_id(message);
  std::optional<json::object> agreed;  // the first acknowledgement's `notifications`
  int unreachable = 0;
  asio::steady_timer pause(relay.executor());
  while (!relay.closing()) {
    std::uint64_t generation = relay.generation();
    bool heard = false;
    bool acknowledged = false;  // on this connection: the subscription is alive again
    bool answered = false;
    const bool reopening = agreed.has_value();
    auto [ec, res] = co_await relay.client().send(
        relay.stateless_post(message),
        [&](std::string data) {
          auto parsed = jsonrpc::parse_json(data);
          if (!parsed || !parsed->is_object()) return;
          heard = true;
          const json::object& m = parsed->as_object();
          if (method_of(*parsed) == mcp::method::subscriptions_acknowledged) {
            acknowledged = true;
            if (reopening) {
              announce_missed(relay, id, *agreed);
              return;
            }
            const json::value* p = m.if_contains("params");
            const json::value* n =
                p && p->is_object() ? p->as_object().if_contains("notifications") : nullptr;
            agreed = n && n->is_object() ? n->as_object() : json::object{};
          } else if (agreed && is_response_to(*parsed, id)) {
            return;  // the hub ended a listen the client still holds: open it again
          }
          if (!agreed && is_response_to(*parsed, id)) answered = true;
          relay.write(*parsed);
        },
        http_client::no_deadline, abort);
    if (relay.closing() || (abort && abort->cancelled) || answered) co_return;
    if (!agreed) {
      // Refused before it began: the hub's answer, or the error the client needs.
      if (!ec && !res.sse && !res.body.empty())
        if (auto parsed = jsonrpc::parse_json(res.body); parsed && parsed->is_object()) {
          relay.write(*parsed);
          co_return;
        }
      if (!ec || heard) {
        fail(relay, id, "The Patchbay hub ended the subscription before acknowledging it.");
        co_return;
      }
    }
    // Three connections in a row that did not bring the subscription back end it.
    unreachable = acknowledged ? 0 : unreachable + 1;
    if (unreachable >= 3) {
      fail(relay, id,
           "Patchbay could not open this subscription again on its hub" +
               (relay.last_error().empty() ? std::string() : ": " + relay.last_error()) +
               ". Check 'patchbay doctor' and the hub log (hub.log).");
      co_return;
    }
    co_await relay.reconnect(generation);
    if (!acknowledged) {
      pause.expires_after(milliseconds(200));
      co_await pause.async_wait(asio::as_tuple(asio::use_awaitable));
    }
  }
}

}  // namespace patchbay::transport
