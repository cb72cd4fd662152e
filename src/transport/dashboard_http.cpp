#include "transport/dashboard_http.hpp"

#include "jsonrpc/message.hpp"
#include "platform/platform.hpp"
#include "transport/dashboard_assets.hpp"
#include "transport/streamable_http.hpp"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <algorithm>

namespace patchbay::transport {

namespace asio = boost::asio;
namespace json = boost::json;
using namespace std::chrono;

namespace {

constexpr std::string_view cookie_name = "patchbay_dashboard";

std::string sse_frame(std::string_view event, const json::object& data) {
  std::string out = "event: ";
  out += event;
  out += "\ndata: ";
  out += jsonrpc::serialize(data);
  out += "\n\n";
  return out;
}

// The value of `name` in a query string ("a=1&ticket=xyz"), undecoded (tickets are hex).
std::optional<std::string_view> query_param(std::string_view target, std::string_view name) {
  auto q = target.find('?');
  if (q == std::string_view::npos) return std::nullopt;
  std::string_view rest = target.substr(q + 1);
  while (!rest.empty()) {
    auto amp = rest.find('&');
    std::string_view pair = rest.substr(0, amp);
    auto eq = pair.find('=');
    if (pair.substr(0, eq) == name)
      return eq == std::string_view::npos ? std::string_view() : pair.substr(eq + 1);
    if (amp == std::string_view::npos) break;
    rest = rest.substr(amp + 1);
  }
  return std::nullopt;
}

std::optional<std::string_view> cookie(const http_request& req, std::string_view name) {
  for (const auto& [k, v] : req.headers) {
    if (k != "cookie") continue;
    std::string_view rest = v;
    while (!rest.empty()) {
      auto semi = rest.find(';');
      std::string_view pair = rest.substr(0, semi);
      while (!pair.empty() && pair.front() == ' ') pair.remove_prefix(1);
      auto eq = pair.find('=');
      if (eq != std::string_view::npos && pair.substr(0, eq) == name) return pair.substr(eq + 1);
      if (semi == std::string_view::npos) break;
      rest = rest.substr(semi + 1);
    }
  }
  return std::nullopt;
}

std::string_view content_type_of(std::string_view path) {
  if (path.ends_with(".html")) return "text/html; charset=utf-8";
  if (path.ends_with(".css")) return "text/css; charset=utf-8";
  if (path.ends_with(".js")) return "text/javascript; charset=utf-8";
  if (path.ends_with(".svg")) return "image/svg+xml";
  return "application/octet-stream";
}

// Headers every dashboard answer carries: nothing cached, nothing framed, nothing leaked in a
// Referer (the ticket is in the first URL), only the hub's own files run.
void harden(http_response& r) {
  r.set("Cache-Control", "no-store");
  r.set("X-Content-Type-Options", "nosniff");
  r.set("Referrer-Policy", "no-referrer");
  r.set("X-Frame-Options", "DENY");
  r.set("Content-Security-Policy",
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
        "img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
}

http_response error_response(int status, std::string message) {
  http_response r = json_error_response(status, jsonrpc::server_error, std::move(message));
  harden(r);
  return r;
}

http_response method_not_allowed(std::string_view allow) {
  http_response r = error_response(
      405, "Method Not Allowed: this dashboard path answers " + std::string(allow) + " only");
  r.set("Allow", std::string(allow));
  return r;
}

}  // namespace

// One browser's event stream: a snapshot first, then every recorded call and, coalesced, the
// state after editors or sessions change. A page that does not keep up gets a fresh snapshot
// instead of an unbounded queue.
class dashboard_stream final : public sse_source, public hub::dashboard_listener {
 public:
  dashboard_stream(hub::editor_hub& hub, std::size_t max_queue, milliseconds keepalive)
      : hub_(hub), max_queue_(max_queue), keepalive_(keepalive), wake_(hub.executor()) {}

  asio::awaitable<std::optional<std::string>> next() override {
    for (;;) {
      if (lost_ || closed_) co_return std::nullopt;
      if (!primed_ || resync_) {
        bool first = !primed_;
        primed_ = true;
        resync_ = state_dirty_ = false;
        queue_.clear();
        co_return (first ? std::string("retry: 2000\n\n") : std::string()) +
            sse_frame("snapshot", hub_.status(true));
      }
      if (!queue_.empty()) {
        std::string frame = std::move(queue_.front());
        queue_.pop_front();
        co_return frame;
      }
      if (state_dirty_) {
        state_dirty_ = false;
        co_return sse_frame("state", hub_.status(false));
      }
      wake_.expires_after(keepalive_);
      auto [ec] = co_await wake_.async_wait(asio::as_tuple(asio::use_awaitable));
      if (!ec && !lost_ && !closed_) co_return std::string(": keep-alive\n\n");
    }
  }
  void connection_lost() override {
    lost_ = true;
    wake_.cancel();
  }
  void state_changed() override {
    state_dirty_ = true;
    wake_.cancel();
  }
  void call_logged(const json::object& call) override {
    if (queue_.size() >= max_queue_)
      resync_ = true;
    else
      queue_.push_back(sse_frame("call", call));
    wake_.cancel();
  }
  void feed_closed() override {
    closed_ = true;
    wake_.cancel();
  }
  bool active() const { return !lost_ && !closed_; }

 private:
  hub::editor_hub& hub_;
  std::size_t max_queue_;
  milliseconds keepalive_;
  asio::steady_timer wake_;
  std::deque<std::string> queue_;
  bool primed_ = false;
  bool resync_ = false;
  bool state_dirty_ = false;
  bool lost_ = false;
  bool closed_ = false;
};

dashboard_http::dashboard_http(hub::editor_hub& hub, dashboard_http_options options)
    : hub_(hub), options_(std::move(options)), cookie_value_(platform::random_hex(24)) {}

dashboard_http::~dashboard_http() { stop(); }

bool dashboard_http::serves(const http_request& req) {
  std::string_view path = req.path();
  if (path == "/") {
    auto accept = req.header("accept");
    return (accept && accept->find("text/html") != std::string_view::npos) ||
           query_param(req.target, "ticket");
  }
  return path.starts_with("/api/") || path.starts_with("/dashboard/");
}

void dashboard_http::stop() {
  for (auto& w : streams_)
    if (auto s = w.lock()) s->feed_closed();
  streams_.clear();
}

std::size_t dashboard_http::stream_count() {
  std::erase_if(streams_, [](const auto& w) {
    auto s = w.lock();
    return !s || !s->active();
  });
  return streams_.size();
}

bool dashboard_http::authorized(const http_request& req) const {
  if (options_.guard.token.empty()) return true;
  if (auto c = cookie(req, cookie_name); c && constant_time_equal(*c, cookie_value_)) return true;
  auto auth = req.header("authorization");
  constexpr std::string_view prefix = "Bearer ";
  return auth && auth->starts_with(prefix) &&
         constant_time_equal(auth->substr(prefix.size()), options_.guard.token);
}

http_response dashboard_http::unauthorized(bool page) const {
  const std::string what =
      "Unauthorized: this hub has a token, so its dashboard needs a sign-in. Run 'patchbay "
      "dashboard' (it prints and opens a one-time link), or send 'Authorization: Bearer TOKEN'.";
  if (!page) return error_response(401, what);
  http_response r;
  r.status = 401;
  r.set("Content-Type", "text/html; charset=utf-8");
  r.body =
      "<!doctype html><html lang=\"en\"><meta charset=\"utf-8\"><title>Patchbay dashboard: sign-in "
      "needed</title><main><h1>Sign-in needed</h1><p>This Patchbay hub has a token, so its "
      "dashboard needs a one-time link. Run <code>patchbay dashboard</code> in a terminal: it "
      "prints the link and opens it in your browser.</p></main></html>\n";
  harden(r);
  return r;
}

http_response dashboard_http::exchange_ticket(std::string_view value) {
  auto now = steady_clock::now();
  std::erase_if(tickets_, [&](const ticket& t) { return t.expires <= now; });
  auto it = std::find_if(tickets_.begin(), tickets_.end(),
                         [&](const ticket& t) { return constant_time_equal(t.value, value); });
  if (it == tickets_.end() || value.empty()) {
    http_response r = unauthorized(true);
    r.body =
        "<!doctype html><html lang=\"en\"><meta charset=\"utf-8\"><title>Patchbay dashboard: link "
        "expired</title><main><h1>This dashboard link is used up or expired</h1><p>Each link "
        "from <code>patchbay dashboard</code> works once, within a minute. Run <code>patchbay "
        "dashboard</code> again for a new one.</p></main></html>\n";
    return r;
  }
  tickets_.erase(it);
  http_response r;
  r.status = 303;
  r.set("Location", "/");
  // Every answer says what it carries, a redirect too (some HTTP clients refuse one without).
  r.set("Content-Type", "text/html; charset=utf-8");
  r.body =
      "<!doctype html><html lang=\"en\"><meta charset=\"utf-8\"><title>Patchbay dashboard</title>"
      "<p><a href=\"/\">Open the dashboard</a></p></html>\n";
  r.set("Set-Cookie",
        std::string(cookie_name) + "=" + cookie_value_ + "; Path=/; HttpOnly; SameSite=Strict");
  harden(r);
  return r;
}

http_response dashboard_http::issue_ticket(const http_request& req) {
  guard_options need{options_.ticket_token, options_.guard.allowed_hosts};
  if (auto fail = check_request(req, need, true))
    return error_response(
        fail->status,
        fail->message + (fail->status == 401 ? " (the token is in hub.json in the hub's state "
                                               "directory; 'patchbay dashboard' sends it)"
                                             : ""));
  while (tickets_.size() >= options_.max_tickets) tickets_.pop_front();
  ticket t{platform::random_hex(16), steady_clock::now() + options_.ticket_lifetime};
  http_response r;
  r.set("Content-Type", "application/json");
  r.body = jsonrpc::serialize(
      json::object{{"path", "/?ticket=" + t.value},
                   {"expiresInSeconds", duration_cast<seconds>(options_.ticket_lifetime).count()},
                   {"authRequired", !options_.guard.token.empty()}});
  tickets_.push_back(std::move(t));
  harden(r);
  return r;
}

http_response dashboard_http::static_file(const http_request& req, std::string_view path) const {
  std::string_view want = path == "/" ? std::string_view("/index.html") : path;
  if (want.starts_with("/dashboard/")) want.remove_prefix(std::string_view("/dashboard").size());
  for (const auto& f : dashboard_files()) {
    if (f.path != want) continue;
    http_response r;
    r.set("Content-Type", std::string(content_type_of(f.path)));
    if (req.method != "HEAD") r.body = std::string(f.bytes);
    harden(r);
    return r;
  }
  return error_response(404, "Not Found: the dashboard has no file " + std::string(path));
}

http_response dashboard_http::open_stream() {
  if (stream_count() >= options_.max_streams)
    return error_response(503, "Service Unavailable: " + std::to_string(options_.max_streams) +
                                   " dashboard pages are already open on this hub; close one");
  auto s = std::make_shared<dashboard_stream>(hub_, options_.max_queued_events, options_.keepalive);
  hub_.dashboard()->subscribe(s);
  streams_.push_back(s);
  http_response r;
  r.set("Content-Type", "text/event-stream");
  harden(r);
  r.stream = std::move(s);
  return r;
}

http_response dashboard_http::handle(const http_request& req) {
  guard_options origin_only{std::string(), options_.guard.allowed_hosts};
  if (auto fail = check_request(req, origin_only, false))
    return error_response(fail->status, fail->message);
  std::string_view path = req.path();
  // A page of another site may load the hub's URLs as subresources (<img src>, <script src>,
  // <link>): the browser then sends no Origin, but does say what the load is (Fetch Metadata,
  // Sec-Fetch-Site). Sixteen such loads of /api/events held every dashboard stream and locked the
  // user's dashboard out (issue 44). Only the dashboard itself (same-origin), the user typing the
  // address (none) or a client that is no browser (no header) reach the API and the files; a link
  // from another site may still open the page.
  if (auto site = req.header("sec-fetch-site"); site && *site != "same-origin" && *site != "none") {
    auto mode = req.header("sec-fetch-mode");
    bool navigation =
        mode && *mode == "navigate" && path == "/" && (req.method == "GET" || req.method == "HEAD");
    if (!navigation)
      return error_response(403,
                            "Forbidden: the dashboard's API and files serve only the dashboard "
                            "itself (Sec-Fetch-Site: " +
                                std::string(site->substr(0, 32)) + ")");
  }
  if (path == "/api/ticket")
    return req.method == "POST" ? issue_ticket(req) : method_not_allowed("POST");
  if (req.method != "GET" && req.method != "HEAD") return method_not_allowed("GET, HEAD");
  if (path == "/")
    if (auto t = query_param(req.target, "ticket")) return exchange_ticket(*t);
  bool api = path.starts_with("/api/");
  if (!authorized(req)) return unauthorized(!api);
  if (path == "/api/status") {
    http_response r;
    r.set("Content-Type", "application/json");
    r.body = jsonrpc::serialize(hub_.status(true));
    harden(r);
    return r;
  }
  if (path == "/api/events") {
    if (hub_.dashboard()->closed())
      return error_response(503, "Service Unavailable: the hub is stopping");
    if (req.method == "HEAD") {  // the headers a page would get; no stream held for a probe
      http_response r;
      r.set("Content-Type", "text/event-stream");
      r.set("Cache-Control", "no-cache");
      harden(r);
      return r;
    }
    return open_stream();
  }
  if (api)
    return error_response(404,
                          "Not Found: the dashboard's API is /api/status, /api/events and "
                          "POST /api/ticket");
  return static_file(req, path);
}

}  // namespace patchbay::transport
