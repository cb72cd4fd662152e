#pragma once
// One MCP session: the protocol state of one client (an HTTP `Mcp-Session-Id`, or the single
// client of a stdio server).
//
//   fresh ──initialize──▶ ready ──close()──▶ closed
//     │ ping, server/discover (-32601), anything else (-32600)
//
// Dual era (versioning.mdx): a request whose `_meta` carries the 2026-07-28 keys is served on
// its own in any state (session_stateless.cpp): it reads no session state and changes none, its
// version and client capabilities come from its `_meta`, and it never makes the session ready.
// `serve_stateless_only` (an HTTP request without Mcp-Session-Id) treats every request that way;
// such a session is reported to the observer (session_ready/closed) so the hub routes its request
// by the transport's facts (cwd, pins), with the client info from the request's `_meta`.
//
// Requests are gated on "initialize answered", not on notifications/initialized, because over
// HTTP the two race. Every request gets a `call_context`; notifications/cancelled cancels it and
// its response is dropped. Outgoing messages go through a `session_sink` supplied by the
// transport, tagged with the client request they relate to so HTTP can put them on that
// request's stream. Runs on one executor; no locks.

#include "jsonrpc/message.hpp"
#include "mcp/log_level.hpp"
#include "mcp/task_service.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>

#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace patchbay::mcp {

namespace json = boost::json;
class server;
class call_context;

// Where a session's outgoing messages go; implemented by each transport.
class session_sink {
 public:
  virtual ~session_sink() = default;
  // `related`: the client request this message belongs to (progress, logs and server requests
  // made while handling it), or nullopt for unrelated messages such as list_changed.
  virtual void send(json::object message, const std::optional<jsonrpc::id>& related) = 0;
  // Lets a resumable transport drop the connection carrying `related`'s stream so the client
  // reconnects (SSE polling). Other transports ignore it.
  virtual void close_stream(const jsonrpc::id& related) { (void)related; }
};

// A reply as a transport writes it: a message, or the response to a tools/call whose result was
// passed on as the editor sent it (tool_result), written as text at once (no tree built for it).
struct session_reply {
  // NOLINTNEXTLINE(google-explicit-constructor): most replies are a message and nothing else
  session_reply(json::value m) : message(std::move(m)) {}
  // {"jsonrpc":"2.0","id":<id>,"result":<result>}: make_result's members, in its order.
  static session_reply with_result_text(const jsonrpc::id& id, std::string_view result);
  // The same with the result as a value: the envelope is written around it as text, and built as
  // a tree only for to_json().
  static session_reply with_result(const jsonrpc::id& id, json::value result);

  json::value message;  // null when `text` is the reply; the result when `result_of` is set
  std::string text;
  std::optional<jsonrpc::id> result_of;
  // One line of JSON (jsonrpc::serialize).
  std::string serialize() const&;
  std::string serialize() &&;
  // The reply as a JSON value (the text parsed).
  json::value to_json() &&;
};

class session : public std::enable_shared_from_this<session> {
 public:
  session(mcp::server& srv, session_sink& sink, std::uint64_t id);
  ~session();
  session(const session&) = delete;
  session& operator=(const session&) = delete;

  // Handles one incoming JSON value (a message, or a batch on 2025-03-26 sessions) and returns
  // the reply to send, if any: nothing for notifications, responses and cancelled requests.
  boost::asio::awaitable<std::optional<json::value>> handle(json::value message);
  // The same as a transport writes it: a tools/call result an editor sent is not parsed.
  boost::asio::awaitable<std::optional<session_reply>> answer(json::value message);

  // Cancels every in-flight request and pending client request and detaches the sink. Requests
  // still running get no answer (the client ended the session), unless `unanswered` is given (the
  // server ends it, e.g. stopping): they are then answered with that message as a server error.
  void close(std::string unanswered = {});
  bool closed() const { return sink_ == nullptr; }

  std::uint64_t id() const { return id_; }
  bool ready() const { return ready_; }
  // Every request is a 2026-07-28 one, `_meta` or not (HTTP without Mcp-Session-Id).
  void serve_stateless_only() { stateless_only_ = true; }
  bool stateless_only() const { return stateless_only_; }
  // The owner of this session's tasks. A transport whose sessions have a secret id names an owner
  // that outlives the hub (set_task_owner): that session's tasks are kept on disk like session-less
  // ones (hub/task_persistence.hpp), and a later session that proves it held the id takes them
  // over (tasks().adopt; streamable_http: the front end's Patchbay-Resume-Session after a restart).
  void set_task_owner(std::string owner) { durable_owner_ = std::move(owner); }
  std::string task_owner() const {
    return durable_owner_.empty() ? "session:" + std::to_string(id_) : durable_owner_;
  }
  bool tasks_durable() const { return !durable_owner_.empty(); }
  // This session's tasks (mcp/task_service.hpp).
  task_service& tasks() { return tasks_; }
  // Facts the transport knows about the client (HTTP Patchbay-* headers): cwd, editor, project.
  void set_transport_meta(json::object meta) { transport_meta_ = std::move(meta); }
  const json::object& transport_meta() const { return transport_meta_; }
  const std::string& protocol_version() const { return protocol_version_; }
  const json::object& client_capabilities() const { return client_capabilities_; }
  const json::object& client_info() const { return client_info_; }
  const json::object& initialize_params() const { return initialize_params_; }
  bool client_supports(std::string_view capability) const;
  std::size_t in_flight() const { return in_flight_.size(); }
  boost::asio::any_io_executor executor() const;
  mcp::server& server() const { return server_; }

  void send(json::object message, const std::optional<jsonrpc::id>& related);
  void log(log_level level, std::string_view logger, json::value data,
           const std::optional<jsonrpc::id>& related);
  bool subscribed(std::string_view uri) const { return subscriptions_.count(std::string(uri)); }
  void close_stream(const jsonrpc::id& related);

  boost::asio::awaitable<jsonrpc::outcome<json::value>> request_client(
      std::string method, json::object params, std::optional<jsonrpc::id> related,
      std::chrono::milliseconds timeout, call_context* ctx);
  // (The work of a 2026-07-28 task asks through tasks().ask_input: call_context::request_client.)

 private:
  friend class task_service;  // a task's work runs the tool as a call of this session (invoke_tool)
  struct pending_reply;
  struct method_row;
  using handler_result = jsonrpc::outcome<json::value>;

  boost::asio::awaitable<std::optional<session_reply>> handle_one(json::value message);
  boost::asio::awaitable<std::optional<session_reply>> handle_batch(json::array batch);
  boost::asio::awaitable<std::optional<session_reply>> handle_request(jsonrpc::request req);
  boost::asio::awaitable<std::optional<json::value>> handle_stateless(jsonrpc::request req);
  // The request entry both eras share (session.cpp):
  // a request id already in flight, or params that are not an object, refused (null when fine);
  std::optional<jsonrpc::error> entry_error(const jsonrpc::request& req) const;
  // the call's context, with the progress token of params._meta;
  std::shared_ptr<call_context> open_call(const jsonrpc::id& id, const json::object& params);
  // A request's time in flight (notifications/cancelled reaches it); end returns false when it was
  // cancelled meanwhile (then nothing is sent);
  void begin_in_flight(const std::shared_ptr<call_context>& ctx);
  bool end_in_flight(call_context& ctx);
  // `work` run as a call in flight: its result, or null when it was cancelled;
  boost::asio::awaitable<std::optional<handler_result>> run_in_flight(
      std::shared_ptr<call_context> ctx, boost::asio::awaitable<handler_result> work);
  // what a cancelled call answers: nothing (cancellation.mdx), or the close message of a
  // stopping session.
  std::optional<json::value> cancelled_answer(const jsonrpc::id& id) const;
  // Runs a validated 2026-07-28 request: `row`'s handler, subscriptions/listen (no row), or the
  // interactive getter of a prompt that may ask the client for input (MRTR).
  boost::asio::awaitable<handler_result> run_stateless(std::shared_ptr<call_context> ctx,
                                                       const method_row* row, json::object params);
  boost::asio::awaitable<handler_result> on_subscriptions_listen(std::shared_ptr<call_context> ctx,
                                                                 json::object params);
  void handle_notification(const jsonrpc::notification& n);
  void handle_reply(const jsonrpc::id& id, handler_result reply);
  // The method table: one row per method this server answers, or null.
  static const method_row* find_method(std::string_view name);
  // find_method, less the methods of features this server does not offer.
  const method_row* offered_method(std::string_view name) const;
  boost::asio::awaitable<handler_result> dispatch(std::shared_ptr<call_context> ctx,
                                                  const method_row& row, json::object params);

  handler_result on_initialize(const json::object& params);
  boost::asio::awaitable<handler_result> on_tools_list(std::shared_ptr<call_context> ctx,
                                                       json::object params);
  boost::asio::awaitable<handler_result> on_tools_call(std::shared_ptr<call_context> ctx,
                                                       json::object params, bool waited = false);
  // A call that asks for a task of a tool the provider does not know yet (an editor's list on its
  // way): on_tools_call again once the provider knows it, or has given up waiting.
  boost::asio::awaitable<handler_result> once_tool_known(std::shared_ptr<call_context> ctx,
                                                         json::object params, std::string name);
  // resources, prompts, completion and logging: mcp/feature_handlers.hpp, from the method table.
  // Runs a tool of the registry or the provider (tools/call, directly or as a task's work).
  // `as_text`: a result the provider has as text stays text, set on the context
  // (call_context::set_result_text), the handler's result then null.
  boost::asio::awaitable<handler_result> invoke_tool(std::shared_ptr<call_context> ctx,
                                                     std::string name, json::object args,
                                                     bool as_text = false);

  mcp::server& server_;
  session_sink* sink_;
  std::uint64_t id_;
  json::object transport_meta_;
  bool ready_ = false;
  bool stateless_only_ = false;
  bool observed_ = false;  // a stateless-only session the observer was told about (routing facts)
  std::string protocol_version_;
  json::object client_capabilities_;
  json::object client_info_;
  json::object initialize_params_;
  log_level min_log_level_ = log_level::info;
  std::set<std::string> subscriptions_;
  // Requests in flight by id key: a few at a time, so a list (searched from the newest) costs a
  // call no allocation once it has grown.
  std::vector<std::pair<std::string, std::shared_ptr<call_context>>> in_flight_;
  call_context* find_in_flight(std::string_view key) const;
  std::map<std::string, std::shared_ptr<pending_reply>> pending_replies_;
  std::uint64_t next_client_request_ = 0;
  std::string unanswered_;     // close's message for requests still running
  std::string durable_owner_;  // set_task_owner
  task_service tasks_;
};

}  // namespace patchbay::mcp
