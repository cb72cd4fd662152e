#include "transport/stdio_relay.hpp"

#include "mcp/call_identity.hpp"
#include "mcp/methods.hpp"
#include "mcp/modern.hpp"
#include "mcp/subscriptions.hpp"
#include "platform/platform.hpp"
#include "transport/http_client.hpp"
#include "transport/line_reader.hpp"
#include "transport/stateless_http.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <csignal>
#include <cstdio>
#include <map>

namespace patchbay::transport {

namespace asio = boost::asio;
namespace json = boost::json;
using namespace std::chrono;

class stdio_relay::impl {
 public:
  // Closes a 2026-07-28 request's connection when the client cancels it.
  struct modern_abort : request_abort {
    bool cancelled = false;
  };

  impl(asio::io_context& ioc, stdio_relay_options opts, stdio_relay::hub_finder find,
       stdio_relay::restore_key restore)
      : ioc_(ioc),
        opts_(std::move(opts)),
        find_hub_(std::move(find)),
        restore_key_(std::move(restore)),
        reader_(ioc, stdin, opts_.max_message_bytes),
        session_ready_(ioc),
        reconnected_(ioc) {}

  int run() {
    asio::co_spawn(ioc_, start(), asio::detached);
    asio::signal_set signals(ioc_, SIGINT, SIGTERM);
    signals.async_wait([this](const boost::system::error_code& e, int) {
      if (!e) finish();
    });
    if (platform::stop_signal_held()) asio::post(ioc_, [this] { finish(); });
    ioc_.run();
    return exit_code_;
  }

 private:
  asio::awaitable<void> start() {
    auto found = co_await find_hub_();
    if (auto* err = std::get_if<std::string>(&found)) {
      spdlog::error("stdio: {}", *err);
      fatal_ = *err;
    } else {
      use_hub(std::get<hub_address>(found));
    }
    reader_.start(
        {.on_line = [this](std::string l) { on_line(std::move(l)); },
         .on_oversized =
             [this] {
               write(jsonrpc::make_error_response(
                   std::nullopt, jsonrpc::make_error(jsonrpc::invalid_request,
                                                     "Invalid Request: message larger than " +
                                                         std::to_string(opts_.max_message_bytes) +
                                                         " bytes was skipped")));
             },
         .on_eof = [this] { on_eof(); }});
  }

  void use_hub(const hub_address& hub) {
    hub_ = hub;
    client_ = std::make_unique<http_client>(ioc_.get_executor(), hub.host, hub.port);
  }

  void write(const json::value& message) {
    if (closing_) return;
    std::string line = jsonrpc::serialize(message);
    line += '\n';
    std::fwrite(line.data(), 1, line.size(), stdout);
    std::fflush(stdout);
  }

  // Writes one message from the hub to the client; true when it is the response to `answering`.
  bool write_text(const std::string& text,
                  const std::optional<jsonrpc::id>& answering = std::nullopt) {
    auto parsed = jsonrpc::parse_json(text);
    if (!parsed) return false;
    observe(*parsed);
    write(*parsed);
    return answering && is_response_to(*parsed, *answering);
  }

  static bool is_response_to(const json::value& message, const jsonrpc::id& id) {
    const json::object* o = message.if_object();
    if (!o || o->contains("method") || !(o->contains("result") || o->contains("error")))
      return false;
    const json::value* got = o->if_contains("id");
    auto got_id = got ? jsonrpc::id::from_json(*got) : std::nullopt;
    return got_id && got_id->key() == id.key();
  }

  // Watches answers to the requests that set session state (restore_key): a successful one is
  // kept, replacing an earlier one with the same key, to be replayed after a re-initialize.
  void observe(const json::value& message) {
    const json::object* o = message.if_object();
    if (!o) return;
    auto* id = o->if_contains("id");
    if (!id) return;
    auto rid = jsonrpc::id::from_json(*id);
    if (!rid) return;
    auto it = restorable_requests_.find(rid->key());
    if (it == restorable_requests_.end()) return;
    auto [key, request] = std::move(it->second);
    restorable_requests_.erase(it);
    if (auto* r = o->if_contains("result"); r && r->is_object()) {
      auto* err = r->as_object().if_contains("isError");
      if (!err || !err->is_bool() || !err->get_bool()) restore_[key] = std::move(request);
    }
  }

  void on_line(std::string line) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos) return;
    auto parsed = jsonrpc::parse_json(line);
    if (!parsed) {
      write(jsonrpc::make_error_response(std::nullopt, parsed.error()));
      return;
    }
    if (cancels_modern_request(*parsed)) return;
    asio::co_spawn(ioc_, forward(std::move(*parsed)), asio::detached);
  }

  // notifications/cancelled for a 2026-07-28 request in flight: on HTTP the cancellation is
  // closing that request's connection, so do that instead of forwarding the notification.
  bool cancels_modern_request(const json::value& message) {
    if (method_of(message) != mcp::method::cancelled || request_id(message)) return false;
    const json::value* p = message.as_object().if_contains("params");
    const json::value* rid =
        p && p->is_object() ? p->get_object().if_contains("requestId") : nullptr;
    auto id = rid ? jsonrpc::id::from_json(*rid) : std::nullopt;
    if (!id) return false;
    auto it = modern_in_flight_.find(id->key());
    if (it == modern_in_flight_.end()) return false;
    it->second->cancelled = true;
    if (it->second->abort) it->second->abort();
    return true;
  }

  static std::optional<jsonrpc::id> request_id(const json::value& m) {
    const json::object* o = m.if_object();
    if (!o || !o->contains("method")) return std::nullopt;
    auto* id = o->if_contains("id");
    return id ? jsonrpc::id::from_json(*id) : std::nullopt;
  }

  // A request carrying the 2026-07-28 `_meta` keys.
  static bool is_modern(const json::value& m) {
    const json::object* o = m.if_object();
    const json::value* p = o && o->contains("id") ? o->if_contains("params") : nullptr;
    return p && mcp::modern::has_modern_meta(*p);
  }

  static std::string method_of(const json::value& m) {
    const json::object* o = m.if_object();
    auto s = o ? jsonrpc::get_string(*o, "method") : std::nullopt;
    return s ? std::string(*s) : std::string();
  }

  // A 2026-07-28 request goes out on its own, as such a client would send it over HTTP: no
  // session, the version and method (and name) mirrored into headers, and the routing hints.
  client_request modern_post(const json::value& body) {
    client_request req;
    req.headers = {{"Content-Type", "application/json"},
                   {"Accept", "application/json, text/event-stream"}};
    const json::object& msg = body.as_object();
    const json::value* params = msg.if_contains("params");
    const json::object* p = params ? params->if_object() : nullptr;
    if (const json::value* meta = p ? p->if_contains("_meta") : nullptr; meta && meta->is_object())
      if (auto v = jsonrpc::get_string(meta->get_object(), mcp::modern::meta_protocol_version))
        req.headers.emplace_back("MCP-Protocol-Version", std::string(*v));
    std::string method = method_of(body);
    req.headers.emplace_back("Mcp-Method", method);
    std::string_view name_key = method == mcp::method::resources_read ? "uri" : "name";
    if (p && (method == mcp::method::tools_call || method == mcp::method::prompts_get ||
              method == mcp::method::resources_read))
      if (auto n = jsonrpc::get_string(*p, name_key))
        req.headers.emplace_back("Mcp-Name", encode_header_value(*n));
    for (const auto& h : opts_.initialize_headers) req.headers.push_back(h);
    req.body = jsonrpc::serialize(body);
    return req;
  }

  client_request mcp_post(const json::value& body, bool initialize) {
    if (!initialize && is_modern(body)) return modern_post(body);
    client_request req;
    req.headers = {{"Content-Type", "application/json"},
                   {"Accept", "application/json, text/event-stream"}};
    if (!session_id_.empty() && !initialize)
      req.headers.emplace_back("Mcp-Session-Id", session_id_);
    if (!protocol_version_.empty() && !initialize)
      req.headers.emplace_back("MCP-Protocol-Version", protocol_version_);
    if (initialize)
      for (const auto& h : opts_.initialize_headers) req.headers.push_back(h);
    req.body = jsonrpc::serialize(body);
    return req;
  }

  void fail_request(const json::value& message, std::string text) {
    if (auto id = request_id(message))
      write(jsonrpc::make_error_response(
          *id, jsonrpc::make_error(jsonrpc::server_error, std::move(text))));
  }

  asio::awaitable<void> wait_for(asio::steady_timer& t, milliseconds d) {
    t.expires_after(d);
    co_await t.async_wait(asio::as_tuple(asio::use_awaitable));
  }

  asio::awaitable<void> forward(json::value message) {
    if (!fatal_.empty()) {
      fail_request(message, "Patchbay could not reach or start its hub: " + fatal_);
      co_return;
    }
    std::string method = method_of(message);
    bool initialize = method == mcp::method::initialize && request_id(message);
    if (initialize) {
      if (auto* p = message.as_object().if_contains("params"); p && p->is_object())
        init_params_ = p->as_object();
    } else if (!is_modern(message)) {
      // Everything else follows the initialize exchange (clients wait for it anyway); 2026-07-28
      // requests need no session.
      while (session_id_.empty() && init_params_ && !closing_)
        co_await wait_for(session_ready_, milliseconds(100));
    }
    if (auto id = request_id(message); id && restore_key_)
      if (auto key = restore_key_(message))
        restorable_requests_[id->key()] = {std::move(*key), message};
    // A 2026-07-28 request in flight can be cancelled by closing its connection.
    std::shared_ptr<modern_abort> abort;
    std::string modern_key;
    if (auto id = request_id(message); id && is_modern(message)) {
      abort = std::make_shared<modern_abort>();
      modern_key = id->key();
      modern_in_flight_[modern_key] = abort;
    }
    struct forget {
      std::map<std::string, std::shared_ptr<modern_abort>>& m;
      const std::string& key;
      ~forget() {
        if (!key.empty()) m.erase(key);
      }
    } forget_abort{modern_in_flight_, modern_key};
    if (abort && method == mcp::method::subscriptions_listen) {
      co_await hold_listen(message, abort);
      co_return;
    }
    // A tools/call gets an identity that outlives this request (mcp/call_identity.hpp): sent again
    // after the hub went away, it is answered once, from the editor's call record if it ran.
    tracked_call tracked = identify_call(message);
    bool delivered_once = false;
    for (int attempt = 0; attempt < max_sends && !closing_; ++attempt) {
      std::uint64_t generation = generation_;
      bool delivered = false;
      bool answered = false;
      bool hub_stopped = false;
      const std::optional<jsonrpc::id> own_id = request_id(message);
      auto [ec, res] = co_await client_->send(
          mcp_post(message, initialize),
          [this, &delivered, &answered, &hub_stopped, &own_id, &tracked](std::string data) {
            delivered = true;
            auto parsed = jsonrpc::parse_json(data);
            if (!parsed) return;
            bool mine = own_id && is_response_to(*parsed, *own_id);
            if (mine && settle(tracked, *parsed)) {
              hub_stopped = true;  // not passed on: sent again to the next hub
              return;
            }
            observe(*parsed);
            write(*parsed);
            if (mine) answered = true;
          },
          hours(24), abort);
      if (closing_) co_return;
      if (abort && abort->cancelled) co_return;  // cancelled by the client: no answer
      delivered_once = delivered_once || delivered;
      if (ec && answered) {
        // The answer came on the stream before the hub went away: the client has it, and a second
        // answer (an error below) would be a duplicate response.
        co_await reconnect(generation);
        co_return;
      }
      if (hub_stopped || ec) {
        if (!ec || delivered)
          spdlog::warn("stdio: the hub went away while request {} was in flight; sending it again",
                       own_id ? own_id->to_string() : std::string("(notification)"));
        if (ec && delivered && !own_id) {
          co_await reconnect(generation);  // a notification that arrived: do not repeat it
          co_return;
        }
        co_await reconnect(generation);
        continue;  // sent again: a tools/call by its call id, everything else is a read
      }
      if (res.status == 404 && !initialize && !session_id_.empty() && !is_modern(message)) {
        // The hub restarted on the same port and forgot the session: the request did not run.
        co_await reconnect(generation);
        continue;
      }
      if (initialize && res.status == 200) {
        session_id_ = res.header("mcp-session-id");
        if (auto parsed = jsonrpc::parse_json(res.body); parsed && parsed->is_object())
          if (auto* r = parsed->as_object().if_contains("result"); r && r->is_object())
            if (auto v = jsonrpc::get_string(r->as_object(), "protocolVersion"))
              protocol_version_ = std::string(*v);
        session_ready_.cancel();
        asio::co_spawn(ioc_, listen(generation_), asio::detached);
      }
      if (res.status == 202) co_return;
      if (!res.sse && !res.body.empty()) {
        auto parsed = jsonrpc::parse_json(res.body);
        const json::value* err_id =
            parsed && parsed->is_object() ? parsed->as_object().if_contains("id") : nullptr;
        if (parsed && parsed->is_object() && res.status >= 400 && err_id && !err_id->is_null()) {
          write(*parsed);  // a JSON-RPC error for the request itself (2026-07-28): as it is
        } else if (parsed && parsed->is_object() && res.status >= 400) {
          // HTTP-level errors carry id null; give the client an answer to its own request.
          if (auto id = request_id(message)) {
            jsonrpc::error e =
                jsonrpc::make_error(jsonrpc::server_error, "HTTP " + std::to_string(res.status));
            if (auto* err = parsed->as_object().if_contains("error"); err && err->is_object()) {
              if (auto* c = err->as_object().if_contains("code"); c && c->is_int64())
                e.code = static_cast<int>(c->get_int64());
              if (auto m = jsonrpc::get_string(err->as_object(), "message"))
                e.message = std::string(*m);
            }
            write(jsonrpc::make_error_response(*id, e));
          }
        } else if (parsed) {
          if (own_id && is_response_to(*parsed, *own_id) && settle(tracked, *parsed)) {
            co_await reconnect(generation);
            continue;
          }
          observe(*parsed);
          write(*parsed);
        }
      }
      co_return;
    }
    if (closing_) co_return;
    if (delivered_once && !tracked.id.empty()) {
      remember_unsettled(tracked);
      fail_request(message,
                   "The Patchbay hub went away while this call was in flight and could not be "
                   "reached again" +
                       (last_error_.empty() ? std::string() : " (" + last_error_ + ")") +
                       ". The Unity editor may still run it. Patchbay keeps this call's identity "
                       "for " +
                       std::to_string(unsettled_lifetime.count()) +
                       " minutes: calling the tool again with the same arguments returns this "
                       "call's result if it completed; either way it takes effect at most once. "
                       "Check 'patchbay doctor' and the hub log (hub.log).");
      co_return;
    }
    fail_request(message,
                 "Patchbay could not reach its hub" +
                     (last_error_.empty() ? std::string() : ": " + last_error_) +
                     ". Check 'patchbay doctor' and the hub log in the state directory (hub.log).");
  }

  // ---- call identities ------------------------------------------------------------------------

  // A tools/call this front end named (empty for other messages), and how its repeat is found.
  struct tracked_call {
    std::string id;   // `patchbay/callId`
    std::string key;  // tool name and canonical arguments
  };

  // Gives a tools/call its call id (unless the client chose one): the id of an unsettled earlier
  // call with the same tool and arguments (then marked as a retry), else a new one.
  tracked_call identify_call(json::value& message) {
    if (method_of(message) != mcp::method::tools_call || !request_id(message)) return {};
    json::value* params = message.as_object().if_contains("params");
    if (!params || !params->is_object()) return {};
    json::object& p = params->get_object();
    auto name = jsonrpc::get_string(p, "name");
    if (!name) return {};
    json::value& meta = p["_meta"];
    if (meta.is_null()) meta = json::object{};
    if (!meta.is_object()) return {};
    json::object& m = meta.get_object();
    if (auto own = m.if_contains(mcp::meta_call_id)) {
      if (auto id = own->if_string()) return {std::string(*id), {}};  // the client's own
      return {};
    }
    const json::value* args = p.if_contains("arguments");
    tracked_call t;
    t.key = std::string(*name) + '\n' + (args ? jsonrpc::canonical_serialize(*args) : "{}");
    auto now = steady_clock::now();
    if (auto it = unsettled_.find(t.key); it != unsettled_.end()) {
      if (it->second.expires > now) {
        t.id = it->second.id;
        m[mcp::meta_retry] = true;
      }
      unsettled_.erase(it);
    }
    if (t.id.empty()) t.id = call_id_prefix_ + "-" + std::to_string(++calls_named_);
    m[mcp::meta_call_id] = t.id;
    return t;
  }

  // Looks at the answer to a tracked call: an unknown outcome is remembered (its repeat reuses the
  // id). True when the hub answered that it is stopping: the call goes to the next hub instead.
  bool settle(const tracked_call& t, const json::value& response) {
    if (t.id.empty()) return false;
    const json::value* r = response.as_object().if_contains("result");
    if (!r || !r->is_object()) return false;
    std::string_view outcome = mcp::outcome_of(r->get_object());
    if (outcome == mcp::outcome_hub_stopped) return true;
    if (outcome == mcp::outcome_unknown) remember_unsettled(t);
    return false;
  }

  void remember_unsettled(const tracked_call& t) {
    if (t.key.empty()) return;
    auto now = steady_clock::now();
    std::erase_if(unsettled_, [&](const auto& e) { return e.second.expires <= now; });
    if (unsettled_.size() >= max_unsettled) unsettled_.erase(unsettled_.begin());
    unsettled_[t.key] = {t.id, now + unsettled_lifetime};
  }

  // A 2026-07-28 subscriptions/listen is the client's for as long as it keeps it open. Once the hub
  // acknowledged it, an end the client did not ask for (the hub died, restarted or stopped) is the
  // front end's to mend, as the legacy GET stream is: it opens the listen again on the hub it finds
  // next, keeps that hub's acknowledgement to itself, and tells the client each list it listens to
  // may have changed meanwhile. Before the acknowledgement the hub's answer (an error) is the
  // client's. The client ends it with notifications/cancelled (the connection is closed).
  asio::awaitable<void> hold_listen(json::value message, std::shared_ptr<modern_abort> abort) {
    const jsonrpc::id id = *request_id(message);
    std::optional<json::object> agreed;  // the first acknowledgement's `notifications`
    int unreachable = 0;
    asio::steady_timer pause(ioc_);
    while (!closing_) {
      std::uint64_t generation = generation_;
      bool heard = false;
      bool acknowledged = false;  // on this connection: the subscription is alive again
      bool answered = false;
      const bool reopening = agreed.has_value();
      auto [ec, res] = co_await client_->send(
          modern_post(message),
          [&](std::string data) {
            auto parsed = jsonrpc::parse_json(data);
            if (!parsed || !parsed->is_object()) return;
            heard = true;
            const json::object& m = parsed->as_object();
            if (method_of(*parsed) == mcp::method::subscriptions_acknowledged) {
              acknowledged = true;
              if (reopening) {
                announce_missed(id, *agreed);
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
            write(*parsed);
          },
          hours(24 * 365), abort);
      if (closing_ || (abort && abort->cancelled) || answered) co_return;
      if (!agreed) {
        // Refused before it began: the hub's answer, or the error the client needs.
        if (!ec && !res.sse && !res.body.empty())
          if (auto parsed = jsonrpc::parse_json(res.body); parsed && parsed->is_object()) {
            write(*parsed);
            co_return;
          }
        if (!ec || heard) {
          fail_request(message, "The Patchbay hub ended the subscription before acknowledging it.");
          co_return;
        }
      }
      // Three connections in a row that did not bring the subscription back end it.
      unreachable = acknowledged ? 0 : unreachable + 1;
      if (unreachable >= 3) {
        fail_request(message, "Patchbay could not open this subscription again on its hub" +
                                  (last_error_.empty() ? std::string() : ": " + last_error_) +
                                  ". Check 'patchbay doctor' and the hub log (hub.log).");
        co_return;
      }
      co_await reconnect(generation);
      if (!acknowledged) co_await wait_for(pause, milliseconds(200));
    }
  }

  // After a listen was opened again on another hub: what the client may have missed.
  void announce_missed(const jsonrpc::id& subscription, const json::object& agreed) {
    for (auto [key, method] :
         {std::pair{"toolsListChanged", mcp::method::tools_list_changed},
          std::pair{"promptsListChanged", mcp::method::prompts_list_changed},
          std::pair{"resourcesListChanged", mcp::method::resources_list_changed}}) {
      const json::value* v = agreed.if_contains(key);
      if (!v || !v->is_bool() || !v->get_bool()) continue;
      write(jsonrpc::make_notification(
          method, json::object{{"_meta", json::object{{mcp::meta_subscription_id,
                                                       subscription.to_json()}}}}));
    }
  }

  // The GET stream: server messages unrelated to a request (list_changed, …).
  asio::awaitable<void> listen(std::uint64_t generation) {
    asio::steady_timer pause(ioc_);
    while (!closing_ && generation == generation_) {
      client_request req;
      req.method = "GET";
      req.headers = {{"Accept", "text/event-stream"}, {"Mcp-Session-Id", session_id_}};
      if (!protocol_version_.empty())
        req.headers.emplace_back("MCP-Protocol-Version", protocol_version_);
      // The stream stays open for as long as the session (the hub sends keep-alives).
      auto [ec, res] = co_await client_->send(
          std::move(req), [this](std::string data) { write_text(data); }, hours(24 * 365));
      if (closing_ || generation != generation_) co_return;
      if (ec == asio::error::connection_refused || res.status == 404) {
        co_await reconnect(generation);
        co_return;
      }
      co_await wait_for(pause, seconds(1));
    }
  }

  // Single flight: the first caller for a generation does the work, the others wait for it.
  asio::awaitable<void> reconnect(std::uint64_t seen_generation) {
    if (seen_generation != generation_) co_return;  // someone already reconnected
    if (reconnecting_) {
      while (reconnecting_ && !closing_) co_await wait_for(reconnected_, milliseconds(100));
      co_return;
    }
    reconnecting_ = true;
    spdlog::warn("stdio: lost the hub; finding or starting it again");
    session_id_.clear();
    for (int tries = 0; tries < 3 && !closing_; ++tries) {
      auto found = co_await find_hub_();
      if (auto* err = std::get_if<std::string>(&found)) {
        spdlog::error("stdio: {}", *err);
        last_error_ = *err;
        continue;
      }
      last_error_.clear();
      use_hub(std::get<hub_address>(found));
      if (!init_params_) break;
      json::value init = jsonrpc::make_request(
          jsonrpc::id(std::string("patchbay-stdio-reinit-") + std::to_string(++internal_)),
          mcp::method::initialize, *init_params_);
      auto [ec, res] = co_await client_->send(mcp_post(init, true), {}, seconds(10));
      if (ec || res.status != 200) continue;
      session_id_ = res.header("mcp-session-id");
      json::value initialized = jsonrpc::make_notification(mcp::method::initialized);
      co_await client_->send(mcp_post(initialized, false), {}, seconds(10));
      for (const auto& [key, request] : restore_) {
        json::value again = request;
        again.as_object()["id"] =
            "patchbay-stdio-restore-" + std::to_string(++internal_);  // never a client's id
        co_await client_->send(mcp_post(again, false), {}, seconds(10));
      }
      spdlog::info("stdio: reconnected to the hub at {}:{}", hub_.host, hub_.port);
      break;
    }
    ++generation_;
    reconnecting_ = false;
    reconnected_.cancel();
    session_ready_.cancel();
    if (!session_id_.empty()) asio::co_spawn(ioc_, listen(generation_), asio::detached);
  }

  void on_eof() {
    // The client is done: end the session quickly (best effort) and exit.
    if (!session_id_.empty() && client_) {
      client_request req;
      req.method = "DELETE";
      req.headers = {{"Mcp-Session-Id", session_id_}};
      asio::co_spawn(
          ioc_,
          [](http_client* c, client_request r) -> asio::awaitable<void> {
            co_await c->send(std::move(r), {}, milliseconds(300));
          }(client_.get(), std::move(req)),
          [this](std::exception_ptr) { finish(); });
      exit_timer_ = std::make_unique<asio::steady_timer>(ioc_, milliseconds(500));
      exit_timer_->async_wait([this](const boost::system::error_code&) { finish(); });
      return;
    }
    finish();
  }

  void finish() {
    closing_ = true;
    reader_.stop();
    if (client_) client_->cancel_all();
    ioc_.stop();
  }

  // How often one request is sent to a hub that then went away before answering it (a call that
  // kills every hub it reaches must not loop forever).
  static constexpr int max_sends = 4;
  static constexpr std::size_t max_unsettled = 256;
  static constexpr minutes unsettled_lifetime{10};
  struct unsettled_call {
    std::string id;
    steady_clock::time_point expires;
  };

  asio::io_context& ioc_;
  stdio_relay_options opts_;
  stdio_relay::hub_finder find_hub_;
  stdio_relay::restore_key restore_key_;
  line_reader reader_;
  hub_address hub_;
  std::unique_ptr<http_client> client_;
  std::string session_id_;
  std::string protocol_version_;
  std::optional<json::object> init_params_;
  // Requests sent that may set session state: id key → (restore key, the request).
  std::map<std::string, std::pair<std::string, json::value>> restorable_requests_;
  // 2026-07-28 requests in flight by id key, to cancel by closing their connection.
  std::map<std::string, std::shared_ptr<modern_abort>> modern_in_flight_;
  std::map<std::string, json::value> restore_;  // restore key → the last such request answered
  std::uint64_t generation_ = 0;
  std::uint64_t internal_ = 0;
  // Call ids: a random prefix per front end, then a counter.
  std::string call_id_prefix_ = platform::random_hex(12);
  std::uint64_t calls_named_ = 0;
  std::map<std::string, unsettled_call> unsettled_;  // tool + arguments → the call's id
  bool reconnecting_ = false;
  bool closing_ = false;
  std::string fatal_;
  std::string last_error_;
  int exit_code_ = 0;
  asio::steady_timer session_ready_;
  asio::steady_timer reconnected_;
  std::unique_ptr<asio::steady_timer> exit_timer_;
};

stdio_relay::stdio_relay(asio::io_context& ioc, stdio_relay_options opts, hub_finder find,
                         restore_key restore)
    : impl_(std::make_unique<impl>(ioc, std::move(opts), std::move(find), std::move(restore))) {}

stdio_relay::~stdio_relay() = default;

int stdio_relay::run() { return impl_->run(); }

}  // namespace patchbay::transport
