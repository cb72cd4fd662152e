#include "transport/stdio_relay.hpp"

#include "mcp/call_identity.hpp"
#include "mcp/methods.hpp"
#include "platform/platform.hpp"
#include "transport/http_client.hpp"
#include "transport/line_reader.hpp"
#include "transport/listen_keeper.hpp"
#include "transport/relay_state.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/json/monotonic_resource.hpp>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <map>
#include <memory>
#include <optional>

namespace patchbay::transport {

namespace asio = boost::asio;
namespace json = boost::json;
using namespace std::chrono;
using namespace relay_message;

// The wiring: stdin lines become forwarded requests, the hub's answers go to stdout, a lost hub is
// found or started again (single flight), and the legacy GET stream and 2026-07-28 listens are
// kept open. What is remembered lives in `relay_state`.
class stdio_relay::impl : public relay_channel {
 public:
  impl(asio::io_context& ioc, stdio_relay_options opts, stdio_relay::hub_finder find,
       stdio_relay::restore_key restore)
      : ioc_(ioc),
        max_message_bytes_(opts.max_message_bytes),
        find_hub_(std::move(find)),
        state_(platform::random_hex(12), std::move(restore), std::move(opts.initialize_headers)),
        reader_(ioc, stdin, max_message_bytes_),
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

  // relay_channel
  asio::any_io_executor executor() const override { return ioc_.get_executor(); }
  asio::io_context& context() { return ioc_; }
  http_client& client() override { return *client_; }
  std::uint64_t generation() const override { return generation_; }
  bool closing() const override { return closing_; }
  const std::string& last_error() const override { return last_error_; }
  client_request stateless_post(const json::value& body) const override {
    return state_.stateless_post(body);
  }

  void write(const json::value& message) override { write_line(jsonrpc::serialize(message)); }

  // One message, already serialized on one line, and its newline.
  void write_line(std::string_view line) {
    if (closing_) return;
    std::fwrite(line.data(), 1, line.size(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
  }

  // Single flight: the first caller for a generation does the work, the others wait for it.
  asio::awaitable<void> reconnect(std::uint64_t seen_generation) override {
    if (seen_generation != generation_) co_return;  // someone already reconnected
    if (reconnecting_) {
      while (reconnecting_ && !closing_) co_await wait_for(reconnected_, milliseconds(100));
      co_return;
    }
    reconnecting_ = true;
    spdlog::warn("stdio: lost the hub; finding or starting it again");
    state_.forget_session();
    for (int tries = 0; tries < 3 && !closing_; ++tries) {
      auto found = co_await find_hub_();
      if (auto* err = std::get_if<std::string>(&found)) {
        spdlog::error("stdio: {}", *err);
        last_error_ = *err;
        continue;
      }
      last_error_.clear();
      use_hub(std::get<hub_address>(found));
      if (!state_.initialize_params()) break;
      json::value init = jsonrpc::make_request(
          jsonrpc::id(std::string("patchbay-stdio-reinit-") + std::to_string(++reinits_)),
          mcp::method::initialize, *state_.initialize_params());
      auto [ec, res] = co_await client_->send(state_.post(init, true), {}, seconds(10));
      if (ec || res.status != 200) continue;
      state_.session_started(res.header("mcp-session-id"), res.body);
      json::value initialized = jsonrpc::make_notification(mcp::method::initialized);
      co_await client_->send(state_.post(initialized, false), {}, seconds(10));
      for (const auto& again : state_.replay())
        co_await client_->send(state_.post(again, false), {}, seconds(10));
      spdlog::info("stdio: reconnected to the hub at {}:{}", hub_.host, hub_.port);
      break;
    }
    ++generation_;
    reconnecting_ = false;
    reconnected_.cancel();
    session_ready_.cancel();
    if (!state_.session_id().empty()) asio::co_spawn(ioc_, listen(generation_), asio::detached);
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
                                                         std::to_string(max_message_bytes_) +
                                                         " bytes was skipped")));
             },
         .on_eof = [this] { on_eof(); }});
  }

  void use_hub(const hub_address& hub) {
    hub_ = hub;
    client_ = std::make_unique<http_client>(ioc_.get_executor(), hub.host, hub.port);
  }

  // Writes one message from the hub to the client (the GET stream's).
  void write_text(const std::string& text) {
    auto parsed = jsonrpc::parse_json(text);
    if (!parsed) return;
    state_.observe(*parsed);
    write(*parsed);
  }

  // A client's line and its message, parsed into memory that lives as long as the line is relayed:
  // one allocation for a usual message instead of one per object and string, and nothing to free
  // piece by piece (bench/counted_bench.mjs). Whatever outlives the line is copied out of it
  // (relay_state's note_request and set_initialize_params).
  struct client_line {
    std::string text;
    alignas(std::max_align_t) unsigned char first_block[2048];
    json::monotonic_resource memory{first_block, sizeof first_block};
    std::optional<json::value> message;  // emplaced: a value moved in keeps its memory
  };

  void on_line(std::string line) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos) return;
    auto in = std::make_unique<client_line>();
    in->text = std::move(line);
    auto parsed = jsonrpc::parse_json(in->text, 64, json::storage_ptr(&in->memory));
    if (!parsed) {
      write(jsonrpc::make_error_response(std::nullopt, parsed.error()));
      return;
    }
    if (cancels_stateless_request(*parsed)) return;
    in->message.emplace(std::move(*parsed));
    asio::co_spawn(ioc_, forward(std::move(in)), asio::detached);
  }

  // notifications/cancelled for a 2026-07-28 request in flight: on HTTP the cancellation is
  // closing that request's connection, so do that instead of forwarding the notification.
  bool cancels_stateless_request(const json::value& message) {
    if (method_of(message) != mcp::method::cancelled || request_id(message)) return false;
    const json::value* p = message.as_object().if_contains("params");
    const json::value* rid =
        p && p->is_object() ? p->get_object().if_contains("requestId") : nullptr;
    auto id = rid ? jsonrpc::id::from_json(*rid) : std::nullopt;
    if (!id) return false;
    auto it = stateless_in_flight_.find(id->key());
    if (it == stateless_in_flight_.end()) return false;
    it->second->cancelled = true;
    if (it->second->abort) it->second->abort();
    return true;
  }

  void fail_request(const std::optional<jsonrpc::id>& id, std::string text) {
    if (id)
      write(jsonrpc::make_error_response(
          *id, jsonrpc::make_error(jsonrpc::server_error, std::move(text))));
  }

  asio::awaitable<void> wait_for(asio::steady_timer& t, milliseconds d) {
    t.expires_after(d);
    co_await t.async_wait(asio::as_tuple(asio::use_awaitable));
  }

  // One client request on its way to the hub, as forward reads it once.
  struct relayed_request {
    explicit relayed_request(json::value& m) : message(m), own_id(request_id(m)) {}
    json::value& message;
    std::optional<jsonrpc::id> own_id;
    std::string method;
    bool initialize = false;
    bool stateless = false;  // a 2026-07-28 request: no session
    // A tools/call's identity that outlives this request (mcp/call_identity.hpp).
    relay_state::tracked_call tracked;
    std::string wire;  // the text sent: the client's own where nothing in it changes
    // A 2026-07-28 request in flight can be cancelled by closing its connection.
    std::shared_ptr<cancellable_request> abort;
  };

  // What a request holds while it is relayed, given back on every way out: its count in
  // initializing_ (an initialize) and its abort handle in stateless_in_flight_ (2026-07-28).
  struct request_scope {
    explicit request_scope(impl& r) : relay(r) {}
    request_scope(const request_scope&) = delete;
    request_scope& operator=(const request_scope&) = delete;
    impl& relay;
    bool initializing = false;
    std::string stateless_key;
    ~request_scope() {
      if (initializing) --relay.initializing_;
      if (!stateless_key.empty()) relay.stateless_in_flight_.erase(stateless_key);
    }
  };

  // The client's text of its message is passed on as it is where nothing in it changes.
  asio::awaitable<void> forward(std::unique_ptr<client_line> in) {
    relayed_request r(*in->message);
    r.stateless = r.own_id && is_stateless(r.message);
    if (!fatal_.empty()) {
      fail_request(r.own_id, "Patchbay could not reach or start its hub: " + fatal_);
      co_return;
    }
    r.method = method_of(r.message);
    r.initialize = r.method == mcp::method::initialize && r.own_id;
    request_scope scope(*this);
    if (r.initialize) {
      if (auto* p = r.message.as_object().if_contains("params"); p && p->is_object())
        state_.set_initialize_params(p->as_object());
      ++initializing_;
      scope.initializing = true;
    } else if (!r.stateless && must_wait_for_session() && !co_await wait_for_session(r.own_id)) {
      co_return;
    }
    state_.note_request(r.message);
    if (r.stateless) {
      r.abort = std::make_shared<cancellable_request>();
      scope.stateless_key = r.own_id->key();
      stateless_in_flight_[scope.stateless_key] = r.abort;
    }
    if (r.abort && r.method == mcp::method::subscriptions_listen) {
      co_await keep_listen(*this, std::move(r.message), r.abort);
      co_return;
    }
    // A tools/call gets an identity that outlives this request: sent again after the hub went
    // away, it is answered once, from the editor's call record if it ran.
    if (r.own_id && r.method == mcp::method::tools_call) r.tracked = state_.identify(r.message);
    r.wire = relay_state::wire_text(r.message, std::move(in->text), r.tracked);
    co_await deliver(r);
  }

  // Everything but initialize and 2026-07-28 requests follows the initialize exchange (clients
  // wait for it anyway). After a hub restart it also follows the replayed select_editor: the new
  // session has an id before the replay is done, and a call sent in between would reach a session
  // that has not chosen its editor yet. False (the request answered with an error) when no hub
  // can be reached.
  bool must_wait_for_session() const {
    return (state_.session_id().empty() || reconnecting_) && state_.initialize_params() &&
           !closing_;
  }
  asio::awaitable<bool> wait_for_session(const std::optional<jsonrpc::id>& own_id) {
    while (must_wait_for_session()) {
      if (!reconnecting_ && initializing_ == 0) {
        // No session and nobody getting one: the last reconnect found no hub. Try once more
        // ourselves; if that fails too, this request gets an error instead of waiting forever.
        co_await reconnect(generation_);
        if (state_.session_id().empty() && !closing_) {
          fail_request(own_id, no_hub_text());
          co_return false;
        }
        continue;
      }
      co_await wait_for(session_ready_, milliseconds(100));
    }
    co_return true;
  }

  // One send of a request and what its answer showed.
  struct attempt {
    boost::system::error_code ec;
    client_response res;
    bool delivered = false;    // the hub's stream carried something
    bool answered = false;     // ... the answer to this request, passed on
    bool hub_stopped = false;  // ... an answer saying the hub stops: not passed on
  };

  asio::awaitable<attempt> send_once(const relayed_request& r) {
    // What the stream's events showed; the handler captures only this (std::function keeps a
    // capture of one pointer without allocating).
    struct stream_watch {
      impl& relay;
      const relayed_request& r;
      attempt seen;
    } watch{*this, r, {}};
    auto [ec, res] = co_await client_->send(
        state_.post(r.message, r.initialize, r.wire, r.stateless),
        [&watch](std::string data) {
          watch.seen.delivered = true;
          auto parsed = jsonrpc::parse_json(data);
          if (!parsed) return;
          bool mine = watch.r.own_id && is_response_to(*parsed, *watch.r.own_id);
          if (mine && watch.relay.state_.settle(watch.r.tracked, *parsed)) {
            watch.seen.hub_stopped = true;  // not passed on: sent again to the next hub
            return;
          }
          watch.relay.state_.observe(*parsed);
          watch.relay.write(*parsed);
          if (mine) watch.seen.answered = true;
        },
        // The hub bounds a call itself (its call timeout) and a hub that goes away ends the
        // connection; the client cancels by notification.
        http_client::no_deadline, r.abort);
    watch.seen.ec = ec;
    watch.seen.res = std::move(res);
    co_return std::move(watch.seen);
  }

  // Sends the request until the hub answers it (a hub that went away is found again and the
  // request sent again, at most max_sends times), then passes the answer on.
  asio::awaitable<void> deliver(relayed_request& r) {
    bool delivered_once = false;
    for (int sends = 0; sends < max_sends && !closing_; ++sends) {
      std::uint64_t generation = generation_;
      attempt sent = co_await send_once(r);
      if (closing_) co_return;
      if (r.abort && r.abort->cancelled) co_return;  // cancelled by the client: no answer
      delivered_once = delivered_once || sent.delivered;
      if (sent.ec && sent.answered) {
        // The answer came on the stream before the hub went away: the client has it, and a second
        // answer (an error below) would be a duplicate response.
        co_await reconnect(generation);
        co_return;
      }
      if (sent.hub_stopped || sent.ec) {
        if (!sent.ec || sent.delivered)
          spdlog::warn("stdio: the hub went away while request {} was in flight; sending it again",
                       r.own_id ? r.own_id->to_string() : std::string("(notification)"));
        co_await reconnect(generation);
        if (sent.ec && sent.delivered && !r.own_id) co_return;  // a notification that arrived
        continue;  // sent again: a tools/call by its call id, everything else is a read
      }
      const client_response& res = sent.res;
      if (res.status == 404 && !r.initialize && !state_.session_id().empty() && !r.stateless) {
        // The hub restarted on the same port and forgot the session: the request did not run.
        co_await reconnect(generation);
        continue;
      }
      if (r.initialize && res.status == 200) {
        state_.session_started(res.header("mcp-session-id"), res.body);
        session_ready_.cancel();
        asio::co_spawn(ioc_, listen(generation_), asio::detached);
      }
      if (res.status == 202) co_return;
      if (!res.sse && !res.body.empty() && answer_from_body(r.message, res, r.tracked, r.own_id)) {
        co_await reconnect(generation);  // the hub is stopping: the call goes to the next one
        continue;
      }
      co_return;
    }
    if (closing_) co_return;
    if (delivered_once && !r.tracked.id.empty()) {
      state_.remember_unsettled(r.tracked);
      fail_request(r.own_id, unsettled_text());
      co_return;
    }
    fail_request(r.own_id, no_hub_text());
  }

  // A call the hub took and then could not be reached about again.
  std::string unsettled_text() const {
    return "The Patchbay hub went away while this call was in flight and could not be reached "
           "again" +
           (last_error_.empty() ? std::string() : " (" + last_error_ + ")") +
           ". The Unity editor may still run it. Patchbay keeps this call's identity for " +
           std::to_string(relay_state::unsettled_lifetime.count()) +
           " minutes: calling the tool again with the same arguments returns this call's result "
           "if it completed; either way it takes effect at most once. Check 'patchbay doctor' and "
           "the hub log (hub.log).";
  }

  std::string no_hub_text() const {
    return "Patchbay could not reach its hub" +
           (last_error_.empty() ? std::string() : ": " + last_error_) +
           ". Check 'patchbay doctor' and the hub log in the state directory (hub.log).";
  }

  // The hub's answer to pass on byte for byte, without parsing and serializing it again: a success
  // that needs no look inside (no outcome to settle, no remembered request waiting for it) and is
  // one JSON object on one line, as the hub writes every body (bench/counted_bench.mjs: parsing
  // and re-serializing it was a fifth of the front end's work on a call).
  bool passes_through(const client_response& res) const {
    std::string_view b = res.body;
    if (res.status >= 400 || state_.observing() || b.size() < 2 || b.front() != '{' ||
        b.back() != '}')
      return false;
    if (b.find(mcp::meta_outcome) != std::string_view::npos) return false;
    return b.find('\n') == std::string_view::npos && b.find('\r') == std::string_view::npos;
  }

  // The hub's answer in a JSON body (not a stream): passed on as it is, or — for an HTTP-level
  // error (id null) — as an error answer to the client's own request. True (and nothing passed on)
  // when the hub answered a tracked call that it is stopping.
  bool answer_from_body(const json::value& message, const client_response& res,
                        const relay_state::tracked_call& tracked,
                        const std::optional<jsonrpc::id>& own_id) {
    if (passes_through(res)) {
      write_line(res.body);
      return false;
    }
    auto parsed = jsonrpc::parse_json(res.body);
    if (!parsed || !parsed->is_object()) return false;
    const json::value* err_id = parsed->as_object().if_contains("id");
    if (res.status >= 400 && err_id && !err_id->is_null()) {
      write(*parsed);  // a JSON-RPC error for the request itself (2026-07-28): as it is
      return false;
    }
    if (res.status >= 400) {
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
      return false;
    }
    if (own_id && is_response_to(*parsed, *own_id) && state_.settle(tracked, *parsed)) return true;
    state_.observe(*parsed);
    write(*parsed);
    return false;
  }

  // The GET stream: server messages unrelated to a request (list_changed, …).
  asio::awaitable<void> listen(std::uint64_t generation) {
    asio::steady_timer pause(ioc_);
    while (!closing_ && generation == generation_) {
      client_request req;
      req.method = "GET";
      req.headers = {{"Accept", "text/event-stream"}, {"Mcp-Session-Id", state_.session_id()}};
      if (!state_.protocol_version().empty())
        req.headers.emplace_back("MCP-Protocol-Version", state_.protocol_version());
      // The stream stays open for as long as the session (the hub sends keep-alives).
      auto [ec, res] = co_await client_->send(
          std::move(req), [this](std::string data) { write_text(data); }, http_client::no_deadline);
      if (closing_ || generation != generation_) co_return;
      if (ec == asio::error::connection_refused || res.status == 404) {
        co_await reconnect(generation);
        co_return;
      }
      co_await wait_for(pause, seconds(1));
    }
  }

  void on_eof() {
    // The client is done: end the session quickly (best effort) and exit.
    if (!state_.session_id().empty() && client_) {
      client_request req;
      req.method = "DELETE";
      req.headers = {{"Mcp-Session-Id", state_.session_id()}};
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

  asio::io_context& ioc_;
  std::size_t max_message_bytes_;
  stdio_relay::hub_finder find_hub_;
  relay_state state_;
  line_reader reader_;
  hub_address hub_;
  std::unique_ptr<http_client> client_;
  // 2026-07-28 requests in flight by id key, to cancel by closing their connection.
  std::map<std::string, std::shared_ptr<cancellable_request>> stateless_in_flight_;
  std::uint64_t generation_ = 0;
  std::uint64_t reinits_ = 0;
  bool reconnecting_ = false;
  // initialize requests being forwarded: a request without a session waits for them.
  int initializing_ = 0;
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

namespace {
// io_context's destructor destroys the coroutines still suspended in it, and their locals (a
// request_scope, say) use the relay. So they are destroyed first, while the relay lives:
// execution_context::shutdown() is what that destructor starts with, protected in Asio and
// reached here through a derived class (a second shutdown, the destructor's, finds nothing).
struct pending_work : asio::execution_context {
  static void destroy_in(asio::execution_context& context) { (context.*&pending_work::shutdown)(); }
};
}  // namespace

stdio_relay::~stdio_relay() { pending_work::destroy_in(impl_->context()); }

int stdio_relay::run() { return impl_->run(); }

}  // namespace patchbay::transport
