#pragma once
// The hub's domain: the editors (stable ids, metadata, state, tool lists cached on disk), the MCP
// sessions' selections, routing, and forwarding tool calls across domain reloads.
//
//   MCP session ─tools/call─▶ call_tool ─route─▶ editor record ─link─▶ Unity editor
//                                 ▲                      │ pending calls (link ids h-<inst>-<n>)
//                                 └─────── result ───────┘ held while reloading, re-sent after
//                                                          re-register, failed after grace
//
// Editor presence: connected → (editor/reloading + close) reloading → connected
//                  connected → (close without notice / heartbeat timeout) vanished → gone (grace)
// The hub never runs a call twice on its own: it re-sends only to the same editor process (same
// runId), whose call record answers duplicates (docs/protocol.md §6). An answer given before a
// call's fate is known (its deadline passed, its editor went silent, the hub is stopping) says so
// (`patchbay/outcome: unknown`), and the call keeps its link id: a client's re-sent
// `patchbay/callId` maps to it, and a client without one that repeats the same tool and arguments
// within `unsettled_call_lifetime` is given it again (`unsettled_`), so the editor's call record
// answers the repeat once instead of running the call a second time.
//
// One class, several rooms (one file each, each opening with its own contract):
//   editor_hub.cpp      lifetime: start, stop (answers every waiting call), links
//   editor_registry.cpp registration, presence (reload parking, grace), editor state and views
//   call_forwarder.cpp  forwarding with deadlines and cancellation (one `abandon_call`), fan-out
//   tool_union.cpp      the union of the editors' tools as MCP sees it
//   client_notices.cpp  the sessions' routes, 2026-07-28 clients, the hub/clients notice
//   tool_cache.cpp      the editors' tool lists on disk (known before they connect)
//   builtin_tools.cpp   list_editors and select_editor
//   status_room.cpp     the status snapshot behind the dashboard and `patchbay status --json`
//
// Contract: lives on one executor with the MCP server; no sockets (the transport hands it
// `editor_connection`s); no locks. State looked up by id again after every `co_await`.

#include "hub/editor_link.hpp"
#include "hub/hub_options.hpp"
#include "hub/routing.hpp"
#include "mcp/call_context.hpp"
#include "mcp/server.hpp"
#include "mcp/session.hpp"

#include <boost/asio/steady_timer.hpp>

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace patchbay::hub {

namespace json = boost::json;

class editor_hub : public mcp::tool_provider, public mcp::session_observer {
 public:
  editor_hub(mcp::server& server, hub_options options);
  ~editor_hub() override;
  editor_hub(const editor_hub&) = delete;
  editor_hub& operator=(const editor_hub&) = delete;

  // Loads the on-disk tool cache and registers the built-in tools.
  void start();
  void stop();

  // Transport entry point for an authorised /editor upgrade.
  std::shared_ptr<editor_link> open_link(std::shared_ptr<editor_connection> conn);

  // mcp::tool_provider
  boost::asio::awaitable<std::vector<json::object>> list_tools(
      std::shared_ptr<mcp::session> s) override;
  bool has_tool(std::string_view name) const override;
  boost::asio::awaitable<jsonrpc::outcome<json::object>> call_tool(
      std::shared_ptr<mcp::call_context> ctx, std::string name, json::object arguments) override;

  // mcp::session_observer
  void session_ready(mcp::session& s) override;
  void session_closed(mcp::session& s) override;

  // From editor_link.
  void on_link_request(editor_link& link, const jsonrpc::request& req);
  void on_link_notification(editor_link& link, const jsonrpc::notification& n);
  void on_link_response(editor_link& link, const jsonrpc::id& id,
                        jsonrpc::outcome<json::value> result);
  void on_link_closed(editor_link& link, std::uint16_t code);
  std::string next_link_id();

  const hub_options& options() const { return options_; }
  boost::asio::any_io_executor executor() const { return server_.executor(); }
  std::size_t editor_count() const { return editors_.size(); }
  std::size_t connected_editor_count() const;
  // Editors connected, reloading, or within their grace period.
  std::size_t editor_count_live() const;
  // 2026-07-28 clients with a request in flight or one within stateless_client_idle.
  std::size_t stateless_client_count() const { return stateless_clients_.size(); }

  // The dashboard's call log and change feed (shared: event streams hold it weakly).
  const std::shared_ptr<hub::dashboard>& dashboard() const { return dashboard_; }
  // Editors, sessions (with where their calls go and why) and, when asked, the recent calls: the
  // one serializer of /api/status, the dashboard's events and `patchbay status --json`.
  json::object status(bool with_calls) const;

 private:
  enum class presence { connected, reloading, vanished, gone };
  struct pending_call;
  struct editor_record;
  struct session_state {
    session_route route;
    std::string client_name, client_version;
    std::string transport;                 // http, or stdio (patchbay stdio)
    std::string since;                     // ISO time the session became ready
    std::string last_editor, last_reason;  // where its last editor call went, and why
    std::size_t calls = 0;
    bool listed = false;
    std::string client_key;  // a 2026-07-28 request's client (stateless_clients_), else empty
  };
  // A 2026-07-28 client over HTTP: each of its requests is served on a session of its own, so the
  // client room keeps one record per client (name, version, transport and routing facts) for what
  // lasts between requests: the dashboard's row, "clients attached" for editors, the first-list
  // wait. It ends `stateless_client_idle` after its last request finished.
  struct stateless_client {
    std::string id;  // "c-<n>"
    session_state st;
    std::size_t requests = 0, in_flight = 0;
    std::chrono::steady_clock::time_point last_seen;
    std::string last_seen_iso;
  };

  // Built-in tools.
  static boost::asio::awaitable<jsonrpc::outcome<json::object>> list_editors_tool(
      editor_hub* self, std::shared_ptr<mcp::call_context> ctx, json::object args);
  static boost::asio::awaitable<jsonrpc::outcome<json::object>> select_editor_tool(
      editor_hub* self, std::shared_ptr<mcp::call_context> ctx, json::object args);
  void register_builtin_tools();

  boost::asio::awaitable<json::object> forward(std::shared_ptr<mcp::call_context> ctx,
                                               std::string editor_id, std::string tool,
                                               json::object arguments, std::string reason);
  // Puts a finished call in the dashboard's log.
  void log_call(const mcp::call_context& ctx, std::string editor, std::string tool,
                std::string reason, std::chrono::system_clock::time_point started,
                const json::object& result, std::string outcome,
                std::optional<json::value> arguments);
  boost::asio::awaitable<json::object> fan_out(std::shared_ptr<mcp::call_context> ctx,
                                               std::vector<std::string> editors, std::string tool,
                                               json::object arguments);
  static boost::asio::awaitable<void> fan_out_one(
      editor_hub* self, std::shared_ptr<mcp::call_context> ctx, std::string editor,
      std::string tool, json::object arguments, std::shared_ptr<std::vector<json::object>> out,
      std::size_t index, std::shared_ptr<boost::asio::steady_timer> done,
      std::shared_ptr<std::size_t> remaining);
  // Checks that `tool` may go to `ed` now; the error text when not. Sets `def` to its definition.
  std::optional<std::string> refuse_call(const editor_record& ed, const std::string& tool,
                                         std::uint64_t session_id, const json::object*& def) const;
  // The pending call this request is about: a new one, or the one its call id or an unsettled
  // earlier answer names (joined). An error text when its call id names a call of another tool.
  struct claimed_call {
    std::shared_ptr<pending_call> call;
    std::string error;
  };
  claimed_call claim_call(editor_record& ed, const mcp::call_context& ctx, std::string tool,
                          json::object arguments);
  // Sends (or holds) a new call. `retry_of`: the link id of the call this one repeats (its answer
  // was "outcome unknown"), for the editor to answer from.
  std::shared_ptr<pending_call> start_call(editor_record& ed, const mcp::call_context& ctx,
                                           std::string link_id, std::string tool,
                                           json::object arguments, std::string retry_of);
  // One waiter of a call leaves (deadline, cancellation); the last one abandons the call. True
  // when it was the last.
  bool leave_call(pending_call& call, const std::shared_ptr<boost::asio::steady_timer>& waiter,
                  std::string_view reason);
  // Remembers a call answered with an unknown outcome, so that its repeat is recognised.
  void remember_unsettled(const pending_call& call);
  // Forgets a call that will not complete (client cancellation or deadline), telling its editor to
  // stop it now, or when it is back if it was sent and the editor is away.
  void abandon_call(pending_call& call, std::string_view reason);
  void send_call(editor_record& ed, pending_call& call);
  void complete_call(const std::shared_ptr<pending_call>& call, json::object result);
  // Ends the editor's pending calls with a stated failure. A sent call's outcome is `sent_outcome`:
  // empty when it is final (the editor process is gone), else `patchbay/outcome` (the editor may
  // still finish it: the answer says how a repeat is recognised).
  void fail_pending(editor_record& ed, bool only_sent, const std::string& why_started,
                    const std::string& why_not_started, std::string_view sent_outcome = {});

  void handle_register(editor_link& link, const jsonrpc::request& req);
  // The editor's record, created on first sight; an older link of it is closed.
  editor_record& attach(editor_link& link, const std::string& id);
  void resume_calls(editor_record& ed, bool same_process);
  void apply_state(editor_record& ed, const json::object& state);
  void request_tools(editor_record& ed);
  void set_tools(editor_record& ed, json::array tools);
  void editor_absent(editor_record& ed, presence p);
  void tools_changed();
  // Wakes whoever waits on the tool union (first lists, calls to tools not yet announced).
  void wake_tool_waiters();
  // Whether a connected editor's tool list has been asked for and not yet answered.
  bool tools_on_the_way() const;
  // Waits, up to first_list_wait, until `tool` is in the union or no editor's list is on its way.
  boost::asio::awaitable<void> await_tool(std::string tool);
  // Within editor_grace of the hub's start, editors its tool cache knew that have not registered
  // yet are probably reconnecting from the hub this one replaced (a call re-sent by the front end
  // must reach them, not be refused as "not connected").
  bool editors_returning() const;
  // Waits until an editor registers, its tools change, or editors_returning() ends.
  boost::asio::awaitable<void> await_returning_editor();
  // The -32602 error for a tool no editor has, saying where tools come from.
  jsonrpc::error unknown_tool(const std::string& tool) const;
  void schedule_clients_update();
  json::object clients_notification() const;
  // The record of a 2026-07-28 request's client (session_ready makes it); null for other sessions.
  stateless_client* stateless_client_of(const session_state& st);
  // Forgets the stateless clients idle for stateless_client_idle, and wakes when the next one is.
  void expire_stateless_clients();
  // Beyond max_stateless_clients records: forgets the one idle longest (none while all are busy).
  void forget_idlest_stateless_client();
  // How the dashboard and the editors name a session: "c-<n>" for a 2026-07-28 client, else
  // "s-<n>".
  std::string session_label(std::uint64_t session_id) const;

  std::vector<editor_view> editor_views() const;
  editor_view view_of(const editor_record& ed) const;
  std::string state_of(const editor_record& ed) const;
  json::object describe(const editor_record& ed, const std::string& selected) const;
  json::object session_status(const std::string& label, const session_state& st) const;
  static std::string_view presence_name(presence p);
  session_state& state_for(const mcp::session& s);
  void load_cache();
  void save_cache(const editor_record& ed) const;

  mcp::server& server_;
  hub_options options_;
  std::string instance_;
  std::uint64_t next_call_ = 0;
  std::map<std::string, std::unique_ptr<editor_record>> editors_;
  std::map<std::string, std::shared_ptr<pending_call>> calls_by_link_id_;
  // Calls answered "outcome unknown" to clients without a call id, by (client, editor, tool,
  // arguments): their repeat reuses the link id (bounded; each lives unsettled_call_lifetime).
  struct unsettled_call {
    std::string link_id;
    std::chrono::steady_clock::time_point expires;
  };
  std::map<std::string, unsettled_call> unsettled_;
  std::map<std::uint64_t, session_state> sessions_;
  std::map<std::string, stateless_client> stateless_clients_;  // by client_key
  std::uint64_t next_stateless_client_ = 0;
  boost::asio::steady_timer stateless_timer_;
  std::map<std::string, json::object> tool_union_;  // name → tool with the editor argument
  std::string tool_union_signature_;
  std::set<boost::asio::steady_timer*> tool_waiters_;  // first lists, calls to unannounced tools
  boost::asio::steady_timer clients_timer_;
  bool clients_update_pending_ = false;
  std::chrono::steady_clock::time_point last_clients_update_{};
  std::vector<std::shared_ptr<editor_link>> links_;
  std::shared_ptr<hub::dashboard> dashboard_;
  bool stopped_ = false;
  std::chrono::steady_clock::time_point started_at_{};
};

}  // namespace patchbay::hub
