#pragma once
// MCP Streamable HTTP (transports.mdx, 2025-03-26 … 2025-11-25) over neutral HTTP types, and
// the 2026-07-28 wire beside it (stateless_http.hpp): a POST without Mcp-Session-Id that is not
// a legacy initialize (or ping) is a 2026-07-28 request.
//
//   POST /mcp  initialize            → new session, Mcp-Session-Id on the response
//   POST /mcp  notifications/replies → 202
//   POST /mcp  request(s)            → JSON when answered within json_window with nothing sent
//                                      before the answer (or when the client accepts only JSON);
//                                      else SSE stream "N" (priming event on ≥ 2025-11-25)
//   GET  /mcp                        → standalone stream "0" (one at a time, else 409)
//   GET  /mcp  Last-Event-ID: N-s    → resume stream N after event s (that stream only)
//   DELETE /mcp                      → end the session (later requests: 404)
//
// Messages related to a request (progress, logs, elicitation) go on that request's stream;
// unrelated ones (list_changed) on stream 0. Sessions idle past the timeout are ended, and the
// number of sessions is capped. No Beast here: http_server.cpp adapts sockets to these types.
//
// A session is *unfinished* from its initialize answer until the client uses it: a request on it
// (tools/list, a call, ping) or its GET stream. Messages that ask nothing
// (notifications/initialized) do not finish it — else a flood of initialize +
// notifications/initialized pairs filled max_sessions (issue 44). Unfinished sessions do not count
// against max_sessions: they have their own small cap, where a new initialize drops the oldest of
// them instead of being refused; one that sent nothing at all after initialize also has a short
// lifetime. So a client that opens sessions and never uses them (a runaway script, a page that got
// past the Origin check) cannot lock the user's own clients out with 503.

#include "mcp/server.hpp"
#include "transport/http_message.hpp"
#include "transport/request_guard.hpp"
#include "transport/stateless_http.hpp"

#include <boost/asio/awaitable.hpp>
#include <boost/asio/steady_timer.hpp>

#include <chrono>
#include <deque>
#include <map>
#include <memory>
#include <string>
#include <string_view>

namespace patchbay::transport {

namespace json = boost::json;

struct streamable_http_options {
  std::size_t max_sessions = 4096;
  std::chrono::milliseconds session_idle_timeout{std::chrono::hours(1)};
  std::chrono::milliseconds sse_keepalive{std::chrono::seconds(15)};
  std::chrono::milliseconds sse_retry{std::chrono::seconds(1)};
  // How long an answer may be held back to send it as one JSON body rather than an SSE stream.
  std::chrono::milliseconds json_window{std::chrono::milliseconds(500)};
  std::size_t max_stream_events = 1024;  // replay buffer per stream
  std::size_t max_uninitialized_sessions = 32;
  std::chrono::milliseconds uninitialized_session_timeout{std::chrono::seconds(30)};
  guard_options guard;
};

class streamable_http {
 public:
  streamable_http(mcp::server& srv, streamable_http_options opts);
  ~streamable_http();
  streamable_http(const streamable_http&) = delete;
  streamable_http& operator=(const streamable_http&) = delete;

  // Handles a request for the MCP endpoint.
  boost::asio::awaitable<http_response> handle(http_request&& req);
  // Starts the idle-session sweeper.
  void start();
  // Ends every session (shutdown).
  void stop();
  std::size_t session_count() const { return sessions_.size(); }

 private:
  class http_session;

  boost::asio::awaitable<http_response> post(http_request&& req);
  http_response get(const http_request& req);
  http_response remove(const http_request& req);
  // What a request does to the session it names: nothing (DELETE), says something without
  // asking (notifications, responses: an unfinished session is then past its short lifetime), or
  // uses it (a request, a GET stream: finishes an unfinished session, or fails with 503 when
  // max_sessions is reached).
  enum class session_touch { none, message, use };
  std::shared_ptr<http_session> find_session(const http_request& req, http_response& failure,
                                             session_touch touch);
  boost::asio::awaitable<http_response> open_session(http_request req, json::value body);
  boost::asio::awaitable<http_response> take_messages(std::shared_ptr<http_session> hs,
                                                      json::value body);
  boost::asio::awaitable<http_response> answer_json(std::shared_ptr<http_session> hs,
                                                    json::value body);
  // A client that takes an event stream: the answer is held briefly to send it as JSON when the
  // client takes that too and nothing comes before it, else the stream.
  boost::asio::awaitable<http_response> respond(std::shared_ptr<http_session> hs, json::value body,
                                                bool json_ok);
  static boost::asio::awaitable<void> run_post(std::shared_ptr<http_session> hs,
                                               std::shared_ptr<class event_stream> stream,
                                               json::value body, std::vector<std::string> ids);
  boost::asio::awaitable<void> sweep();
  void end_session(const std::string& id);
  // The owner of a session's tasks (mcp::session::set_task_owner), and the take-over of an
  // earlier hub's session named by Patchbay-Resume-Session.
  static std::string task_owner_of(std::string_view session_id);
  void take_over_tasks(http_session& hs, const http_request& req);
  std::size_t initialized_session_count() const { return sessions_.size() - uninitialized_.size(); }

  mcp::server& server_;
  streamable_http_options options_;
  std::map<std::string, std::shared_ptr<http_session>, std::less<>> sessions_;  // found by a view
  std::deque<std::string> uninitialized_;  // ids of unfinished sessions, oldest first
  stateless_http stateless_;
  boost::asio::steady_timer sweeper_;
  bool stopped_ = false;
};

// A JSON-RPC error response as an HTTP response.
http_response json_error_response(int status, int code, std::string message);

}  // namespace patchbay::transport
