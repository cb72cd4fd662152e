#include "transport/streamable_http.hpp"

#include "text/ascii.hpp"

#include "jsonrpc/request_storage.hpp"
#include "mcp/methods.hpp"
#include "mcp/protocol_version.hpp"
#include "mcp/session.hpp"
#include "mcp/stateless.hpp"
#include "platform/platform.hpp"
#include "transport/event_stream.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <algorithm>
#include <cctype>

namespace patchbay::transport {

namespace asio = boost::asio;
namespace json = boost::json;
using clock = std::chrono::steady_clock;

class streamable_http::http_session : public mcp::session_sink {
 public:
  http_session(streamable_http& owner, std::string id) : owner_(owner), id_(std::move(id)) {}

  void send(json::object message, const std::optional<jsonrpc::id>& related) override {
    std::string text = jsonrpc::serialize(message);
    if (related)
      if (auto it = request_streams.find(related->key()); it != request_streams.end()) {
        it->second->push(std::move(text));
        return;
      }
    standalone()->push(std::move(text));
  }

  void close_stream(const jsonrpc::id& related) override {
    if (auto it = request_streams.find(related.key()); it != request_streams.end())
      it->second->kick();
  }

  std::shared_ptr<event_stream> standalone() {
    if (!streams.count("0"))
      streams["0"] = std::make_shared<event_stream>(owner_.server_.executor(), "0",
                                                    owner_.options_.max_stream_events);
    return streams["0"];
  }

  std::shared_ptr<event_stream> new_stream() {
    // Forget finished streams whose every event was delivered; keep the rest for resumption,
    // up to a bound.
    std::erase_if(streams, [](const auto& kv) {
      return kv.first != "0" && kv.second->finished() && kv.second->drained() &&
             !kv.second->attached();
    });
    while (streams.size() > 256) {
      auto victim = std::find_if(streams.begin(), streams.end(), [](const auto& kv) {
        return kv.first != "0" && kv.second->finished();
      });
      if (victim == streams.end()) break;
      streams.erase(victim);
    }
    std::string sid = std::to_string(next_stream_++);
    auto s = std::make_shared<event_stream>(owner_.server_.executor(), sid,
                                            owner_.options_.max_stream_events);
    streams[sid] = s;
    return s;
  }

  bool busy() const {
    if (mcp && mcp->in_flight() > 0) return true;
    for (const auto& [id, s] : streams)
      if (s->attached()) return true;
    return false;
  }

  // Ends the session and its streams. With `unanswered`, the streams of requests still running stay
  // until their error answer is written (run_post finishes them).
  void close(std::string unanswered = {}) {
    bool answering = !unanswered.empty();
    if (mcp) mcp->close(std::move(unanswered));
    for (auto& [id, s] : streams) {
      bool carries_request = false;
      for (const auto& [key, rs] : request_streams)
        if (rs == s) carries_request = true;
      if (!answering || !carries_request) s->kick();
    }
  }

  const std::string& id() const { return id_; }
  std::shared_ptr<mcp::session> mcp;
  std::map<std::string, std::shared_ptr<event_stream>> streams;
  std::map<std::string, std::shared_ptr<event_stream>> request_streams;
  clock::time_point last_activity = clock::now();
  const clock::time_point created = clock::now();
  bool initialized = false;  // the client used it after initialize (see streamable_http.hpp)
  bool spoke = false;        // the client sent anything after initialize (even a notification)

 private:
  streamable_http& owner_;
  std::string id_;
  std::uint64_t next_stream_ = 1;
};

http_response json_error_response(int status, int code, std::string message) {
  http_response r;
  r.status = status;
  r.set("Content-Type", "application/json");
  r.body = jsonrpc::serialize(
      jsonrpc::make_error_response(std::nullopt, jsonrpc::make_error(code, std::move(message))));
  return r;
}

namespace {

// Whether the Accept header (absent: anything) names `type`, its `family` ("text/*") or "*/*".
bool accepts(std::optional<std::string_view> accept, std::string_view type,
             std::string_view family) {
  if (!accept) return true;
  return text::ascii_icontains(*accept, type) || text::ascii_icontains(*accept, "*/*") ||
         text::ascii_icontains(*accept, family);
}

// What an Accept header allows of the two answers: {event stream, JSON}. The two values clients
// send are known at once; any other is searched as accepts() does.
std::pair<bool, bool> accepted_answers(std::optional<std::string_view> accept) {
  if (accept == "application/json, text/event-stream") return {true, true};
  if (accept == "application/json") return {false, true};
  return {accepts(accept, "text/event-stream", "text/*"),
          accepts(accept, "application/json", "application/*")};
}

bool is_request(const json::value& v) {
  const json::object* o = v.if_object();
  return o && o->contains("method") && o->contains("id");
}

// A request with a valid id: one that request_keys lists.
bool keyed_request(const json::value& v) {
  return is_request(v) && jsonrpc::id::from_json(v.get_object().at("id")).has_value();
}

// Whether request_keys would list anything, without building the keys (the JSON answer's path).
bool has_request(const json::value& body) {
  if (!body.is_array()) return keyed_request(body);
  const auto& all = body.get_array();
  return std::any_of(all.begin(), all.end(), keyed_request);
}

std::vector<std::string> request_keys(const json::value& body) {
  std::vector<std::string> keys;
  auto add = [&](const json::value& v) {
    if (!is_request(v)) return;
    if (auto id = jsonrpc::id::from_json(v.get_object().at("id"))) keys.push_back(id->key());
  };
  if (body.is_array())
    for (const auto& v : body.get_array()) add(v);
  else
    add(body);
  return keys;
}

http_response json_response(const json::value& v) {
  http_response r;
  r.content_type = "application/json";
  r.body = jsonrpc::serialize(v);
  return r;
}

http_response too_many_sessions(std::size_t limit) {
  return json_error_response(503, jsonrpc::server_error,
                             "Service Unavailable: too many MCP sessions (" +
                                 std::to_string(limit) +
                                 "); end unused sessions or raise --max-sessions");
}

http_response unsupported_media_type(std::optional<std::string_view> ctype) {
  std::string got = "none";
  if (ctype) got.assign("'").append(ctype->substr(0, 100)).append("'");
  return json_error_response(
      415, jsonrpc::server_error,
      "Unsupported Media Type: Content-Type must be application/json (got " + got + ")");
}

http_response unsupported_version(std::string_view v) {
  return json_error_response(400, jsonrpc::server_error,
                             "Bad Request: unsupported MCP-Protocol-Version " + std::string(v) +
                                 " (supported: " + mcp::supported_versions_text() + ")");
}

void add_sse_headers(http_response& r) {
  r.set("Content-Type", "text/event-stream");
  r.set("Cache-Control", "no-cache");
  r.set("X-Accel-Buffering", "no");
}

}  // namespace

streamable_http::streamable_http(mcp::server& srv, streamable_http_options opts)
    : server_(srv),
      options_(std::move(opts)),
      stateless_(srv, {.sse_keepalive = options_.sse_keepalive,
                       .json_window = options_.json_window,
                       .max_stream_events = options_.max_stream_events}),
      sweeper_(srv.executor()) {}

streamable_http::~streamable_http() { stop(); }

void streamable_http::start() { asio::co_spawn(server_.executor(), sweep(), asio::detached); }

void streamable_http::stop() {
  stopped_ = true;
  sweeper_.cancel();
  const std::string unanswered =
      "Patchbay hub is stopping; this request did not finish. Call it again once the hub is "
      "back (patchbay stdio starts a new one by itself).";
  for (auto& [id, hs] : sessions_) hs->close(unanswered);
  sessions_.clear();
  uninitialized_.clear();
  stateless_.stop(unanswered);
}

std::string streamable_http::task_owner_of(std::string_view session_id) {
  return "http:" + std::string(session_id);
}

// `patchbay stdio` re-initializes after its hub went away and names the session it had: a session
// of an earlier hub (none of this one's live sessions) whose tasks this hub kept. Holding its id is
// the proof (it was a 128-bit secret between that client and the hub), and the new session takes
// its tasks over, so the client's task ids keep answering.
void streamable_http::take_over_tasks(http_session& hs, const http_request& req) {
  auto previous = req.header("patchbay-resume-session");
  if (!previous || previous->empty() || previous->size() > 64) return;
  std::string id(*previous);
  if (id == hs.id() || sessions_.count(id)) return;  // a live session keeps its own
  if (std::size_t n = hs.mcp->tasks().adopt(task_owner_of(id)))
    spdlog::info("mcp: session {}… took over {} task(s) of session {}… of an earlier hub",
                 hs.id().substr(0, 8), n, id.substr(0, 8));
}

void streamable_http::end_session(const std::string& id) {
  auto it = sessions_.find(id);
  if (it == sessions_.end()) return;
  it->second->close();
  if (!it->second->initialized) std::erase(uninitialized_, id);
  sessions_.erase(it);
}

asio::awaitable<void> streamable_http::sweep() {
  auto period = std::clamp<std::chrono::milliseconds>(
      std::min(options_.session_idle_timeout, options_.uninitialized_session_timeout) / 4,
      std::chrono::milliseconds(100), std::chrono::seconds(30));
  while (!stopped_) {
    sweeper_.expires_after(period);
    co_await sweeper_.async_wait(asio::as_tuple(asio::use_awaitable));
    if (stopped_) co_return;
    auto now = clock::now();
    std::vector<std::string> expired;
    for (const auto& id : uninitialized_)
      if (!sessions_.at(id)->spoke &&
          now - sessions_.at(id)->created > options_.uninitialized_session_timeout) {
        spdlog::info("mcp: session {}… ended: its client did not finish initializing within {} s",
                     id.substr(0, 8),
                     std::chrono::duration<double>(options_.uninitialized_session_timeout).count());
        expired.push_back(id);
      }
    for (const auto& id : expired) end_session(id);
    expired.clear();
    for (auto& [id, hs] : sessions_) {
      if (hs->busy())
        hs->last_activity = now;
      else if (now - hs->last_activity > options_.session_idle_timeout)
        expired.push_back(id);
    }
    for (const auto& id : expired) {
      spdlog::info(
          "mcp: session {}… expired after {} s idle", id.substr(0, 8),
          std::chrono::duration_cast<std::chrono::seconds>(options_.session_idle_timeout).count());
      end_session(id);
    }
  }
}

// handle(), post() and respond() are not coroutines: each decides, then returns the awaitable of
// the coroutine that does the work (or an answer known at once), so a call crosses three frames
// fewer (http_message.hpp: ready).
asio::awaitable<http_response> streamable_http::handle(http_request&& req) {
  if (auto fail = check_request(req, options_.guard, true))
    return ready(json_error_response(fail->status, jsonrpc::server_error, fail->message));
  // A POST without a session may be a 2026-07-28 request: its version header is checked there.
  bool sessionless_post = req.method == "POST" && !req.header("mcp-session-id");
  if (auto v = req.header("mcp-protocol-version");
      v && !sessionless_post && !mcp::is_supported_protocol_version(*v))
    return ready(unsupported_version(*v));
  if (req.method == "POST") return post(std::move(req));
  if (req.method == "GET") return ready(get(req));
  if (req.method == "DELETE") return ready(remove(req));
  http_response r = json_error_response(405, jsonrpc::server_error, "Method Not Allowed");
  r.set("Allow", "GET, POST, DELETE");
  return ready(std::move(r));
}

std::shared_ptr<streamable_http::http_session> streamable_http::find_session(
    const http_request& req, http_response& failure, session_touch touch) {
  auto sid = req.header("mcp-session-id");
  if (!sid) {
    failure = json_error_response(400, jsonrpc::server_error,
                                  "Bad Request: Mcp-Session-Id header is required");
    return nullptr;
  }
  auto it = sessions_.find(*sid);
  if (it == sessions_.end()) {
    failure = json_error_response(404, jsonrpc::session_not_found,
                                  "Session not found: it ended or expired; initialize a new one");
    return nullptr;
  }
  auto hs = it->second;
  hs->last_activity = clock::now();
  if (touch != session_touch::none) hs->spoke = true;
  if (touch == session_touch::use && !hs->initialized) {
    if (initialized_session_count() >= options_.max_sessions) {
      end_session(hs->id());
      failure = too_many_sessions(options_.max_sessions);
      return nullptr;
    }
    hs->initialized = true;
    std::erase(uninitialized_, hs->id());
  }
  return hs;
}

asio::awaitable<http_response> streamable_http::post(http_request&& req) {
  auto ctype = req.header("content-type");
  // Exactly application/json: a page may send text/plain (even "text/plain;
  // charset=application/json") across origins without asking first, never application/json.
  if (!ctype || !is_json_content_type(*ctype)) return ready(unsupported_media_type(ctype));
  const auto accept = req.header("accept");
  const auto [sse_ok, json_ok] = accepted_answers(accept);
  if (!sse_ok && !json_ok)
    return ready(json_error_response(
        406, jsonrpc::server_error,
        "Not Acceptable: Accept must include application/json and text/event-stream"));

  auto parsed = jsonrpc::parse_json(req.body, 64, jsonrpc::request_storage());
  if (!parsed) return ready(json_error_response(400, jsonrpc::parse_error, parsed.error().message));
  json::value body = std::move(*parsed);

  const json::object* obj = body.if_object();
  // The members this reads, in one pass (a lookup each cost more).
  const json::value *method_value = nullptr, *params = nullptr, *id_value = nullptr;
  if (obj)
    for (const auto& member : *obj) {
      std::string_view key = member.key();
      if (key == "method")
        method_value = &member.value();
      else if (key == "params")
        params = &member.value();
      else if (key == "id")
        id_value = &member.value();
    }
  std::optional<std::string_view> method;
  if (method_value && method_value->is_string()) method = method_value->get_string();
  bool initialize = obj && method == mcp::method::initialize;
  bool stateless_meta = params && mcp::stateless::has_stateless_meta(*params);

  if (!req.header("mcp-session-id")) {
    // Legacy: initialize opens a session, ping is answered; any other request is 2026-07-28.
    bool legacy =
        !stateless_meta && (method == mcp::method::initialize || method == mcp::method::ping);
    if (!legacy) return stateless_.post(std::move(req), std::move(body));
    if (auto v = req.header("mcp-protocol-version"); v && !mcp::is_supported_protocol_version(*v))
      return ready(unsupported_version(*v));
    if (initialize && is_request(body)) {
      if (initialized_session_count() >= options_.max_sessions)
        return ready(too_many_sessions(options_.max_sessions));
      return open_session(std::move(req), std::move(body));
    }
    if (obj && method == mcp::method::ping && is_request(body))
      return ready(json_response(
          jsonrpc::make_result(*jsonrpc::id::from_json(obj->at("id")), json::object{})));
    return ready(json_error_response(400, jsonrpc::server_error,
                                     "Bad Request: Mcp-Session-Id header is required"));
  }

  // has_request(body), from the members read above for a single message.
  bool request = obj ? method_value && id_value && jsonrpc::id::from_json(*id_value).has_value()
                     : has_request(body);
  http_response failure;
  auto hs = find_session(req, failure, request ? session_touch::use : session_touch::message);
  if (!hs) return ready(std::move(failure));
  if (initialize)
    return ready(json_error_response(400, jsonrpc::invalid_request,
                                     "Invalid Request: the session is already initialized"));
  if (body.is_array() && hs->mcp->protocol_version() != mcp::batch_protocol_version)
    return ready(json_error_response(
        400, jsonrpc::invalid_request,
        "Invalid Request: JSON-RPC batches are only accepted on sessions that negotiated "
        "protocol version " +
            std::string(mcp::batch_protocol_version)));
  if (!request) return take_messages(std::move(hs), std::move(body));
  if (!sse_ok) return answer_json(std::move(hs), std::move(body));
  return respond(std::move(hs), std::move(body), json_ok);
}

asio::awaitable<http_response> streamable_http::open_session(http_request req, json::value body) {
  auto hs = std::make_shared<http_session>(*this, platform::random_hex(16));
  hs->mcp = server_.open_session(*hs);
  hs->mcp->set_transport_meta(client_facts(req));
  // The session id is a secret only its client holds: its tasks are kept under it, so they
  // outlive this hub (mcp::session::set_task_owner).
  hs->mcp->set_task_owner(task_owner_of(hs->id()));
  auto reply = co_await hs->mcp->handle(std::move(body));
  if (!reply) co_return json_error_response(500, jsonrpc::internal_error, "no reply");
  http_response r = json_response(*reply);
  if (reply->as_object().contains("result")) {
    while (!uninitialized_.empty() &&
           uninitialized_.size() >= std::max<std::size_t>(options_.max_uninitialized_sessions, 1)) {
      spdlog::info(
          "mcp: session {}… ended: {} sessions had not finished initializing (the limit); "
          "the oldest makes room",
          uninitialized_.front().substr(0, 8), uninitialized_.size());
      end_session(uninitialized_.front());
    }
    sessions_.emplace(hs->id(), hs);
    uninitialized_.push_back(hs->id());
    r.set("Mcp-Session-Id", hs->id());
    take_over_tasks(*hs, req);
  } else {
    hs->close();
    r.status = 400;
  }
  co_return r;
}

// Notifications and responses only.
asio::awaitable<http_response> streamable_http::take_messages(std::shared_ptr<http_session> hs,
                                                              json::value body) {
  auto reply = co_await hs->mcp->handle(std::move(body));
  if (reply && (reply->is_array() || reply->as_object().contains("error"))) {
    http_response r = json_response(*reply);
    r.status = 400;
    co_return r;
  }
  http_response r;
  r.status = 202;
  co_return r;
}

// A client that takes JSON only: the answer is the body.
asio::awaitable<http_response> streamable_http::answer_json(std::shared_ptr<http_session> hs,
                                                            json::value body) {
  auto reply = co_await hs->mcp->answer(std::move(body));
  http_response r;
  if (!reply) {
    r.status = 202;  // cancelled: there is no response to give
    co_return r;
  }
  r.content_type = "application/json";
  r.body = std::move(*reply).serialize();
  co_return r;
}

asio::awaitable<http_response> streamable_http::respond(std::shared_ptr<http_session> hs,
                                                        json::value body, bool json_ok) {
  auto stream = hs->new_stream();
  auto ids = request_keys(body);
  for (const auto& k : ids) hs->request_streams[k] = stream;
  asio::co_spawn(server_.executor(), run_post(hs, stream, std::move(body), std::move(ids)),
                 [](std::exception_ptr e) {
                   if (!e) return;
                   try {
                     std::rethrow_exception(e);
                   } catch (const std::exception& ex) {
                     spdlog::error("mcp: request handler failed: {}", ex.what());
                   }
                 });
  // Most answers come at once: one JSON body is a single write and a single read for the client.
  // Anything sent before the answer (progress, logs, a request to the client), a kick, or a slow
  // answer makes it a stream (with keep-alives, so a long call never looks dead).
  bool hold = json_ok && options_.json_window.count() > 0;  // 0: always a stream
  if (hold) co_await stream->wait_for_first_event(options_.json_window);
  if (auto only = hold ? stream->take_only_message() : std::nullopt) {
    http_response r;
    r.set("Content-Type", "application/json");
    r.body = std::move(*only);
    co_return r;
  }
  if (hold && stream->finished_empty()) {
    http_response r;
    r.status = 202;  // cancelled: there is no response to give
    co_return r;
  }
  bool prime = mcp::version_at_least(hs->mcp->protocol_version(), "2025-11-25");
  http_response r;
  add_sse_headers(r);
  r.stream = stream->attach(0, prime, options_.sse_keepalive, options_.sse_retry);
  co_return r;
}

asio::awaitable<void> streamable_http::run_post(std::shared_ptr<http_session> hs,
                                                std::shared_ptr<event_stream> stream,
                                                json::value body, std::vector<std::string> ids) {
  auto reply = co_await hs->mcp->answer(std::move(body));
  if (reply) stream->push(std::move(*reply).serialize());
  stream->finish();
  for (const auto& k : ids) hs->request_streams.erase(k);
}

http_response streamable_http::get(const http_request& req) {
  if (auto accept = req.header("accept");
      accept && text::ascii_lower(*accept).find("text/event-stream") == std::string::npos &&
      text::ascii_lower(*accept).find("*/*") == std::string::npos)
    return json_error_response(406, jsonrpc::server_error,
                               "Not Acceptable: Accept must include text/event-stream");
  http_response failure;
  auto hs = find_session(req, failure, session_touch::use);
  if (!hs) return failure;
  bool prime = mcp::version_at_least(hs->mcp->protocol_version(), "2025-11-25");
  http_response r;
  add_sse_headers(r);
  if (auto last = req.header("last-event-id")) {
    if (auto parsed = parse_event_id(*last)) {
      auto it = hs->streams.find(parsed->first);
      if (it != hs->streams.end()) {
        // No priming on a resume: its id would repeat the last event id the client saw.
        r.stream =
            it->second->attach(parsed->second, false, options_.sse_keepalive, options_.sse_retry);
        return r;
      }
    }
  }
  auto standalone = hs->standalone();
  if (standalone->attached())
    return json_error_response(409, jsonrpc::server_error,
                               "Conflict: this session already has an open GET stream");
  r.stream = standalone->attach(standalone->delivered(), prime, options_.sse_keepalive,
                                options_.sse_retry);
  return r;
}

http_response streamable_http::remove(const http_request& req) {
  http_response failure;
  auto hs = find_session(req, failure, session_touch::none);
  if (!hs) return failure;
  end_session(hs->id());
  // 204: an answer without a body says so by its status (a bodiless 200 carries no Content-Type,
  // which strict clients refuse, issue 33).
  http_response r;
  r.status = 204;
  return r;
}

}  // namespace patchbay::transport
