#pragma once
// The hub's domain, as MCP and the transports see it: a façade that wires the classes which do the
// work and routes each tool call (DESIGN.md §3).
//
//   MCP session ─tools/call─▶ editor_hub ─route─▶ call_forwarder ─link─▶ Unity editor
//                                 │                    ▲
//         tool_union ◀── editor_registry ──events──────┘ (registered, gone)
//         client_directory (sessions, 2026-07-28 clients)   status_room   builtin_tools
//
//   editor_registry   editors: identity, metadata, presence (reload parking, grace), tool lists
//   call_forwarder    forwarded calls: deadlines, cancellation, re-sends, repeats, fan-out
//   editor_lease      one call that changes the whole editor at a time per editor, a fair queue
//   client_directory  MCP sessions and 2026-07-28 clients, the hub/clients notice
//   tool_union        the tools clients see, and the waits for tools on their way
//   status_room       the snapshot behind the dashboard and `patchbay status --json`
//   builtin_tools     list_editors, select_editor
//   editor_resources  the editors' state as MCP resources (resources/*, subscriptions)
//   control_room      the MCP App control room's tools (for clients that host MCP Apps)
//   playtest_tools    run_playtest, record_playtest (scenario files through the editors' tools)
//   editor_opener     open_editor: Unity started on a project when none runs (unity_installs)
//   editor_closer     close_editor: an editor quit cleanly (its unsaved work saved, discarded or
//   kept)
//
// Contract: lives on one executor with the MCP server; no sockets (the transport hands it
// `editor_connection`s); no locks. State looked up by id again after every co_await.

#include "hub/builtin_tools.hpp"
#include "hub/call_forwarder.hpp"
#include "hub/client_directory.hpp"
#include "hub/control_room.hpp"
#include "hub/editor_closer.hpp"
#include "hub/editor_link.hpp"
#include "hub/editor_opener.hpp"
#include "hub/editor_registry.hpp"
#include "hub/editor_resources.hpp"
#include "hub/hub_options.hpp"
#include "hub/playtest_tools.hpp"
#include "hub/routing.hpp"
#include "hub/status_room.hpp"
#include "hub/task_persistence.hpp"
#include "hub/tool_union.hpp"
#include "mcp/call_context.hpp"
#include "mcp/server.hpp"
#include "mcp/session.hpp"

#include <boost/asio/steady_timer.hpp>

#include <memory>
#include <string>
#include <vector>

namespace patchbay::hub {

class editor_hub : public mcp::tool_provider,
                   public mcp::session_observer,
                   public link_owner,
                   private registry_observer {
 public:
  editor_hub(mcp::server& server, hub_options options);
  ~editor_hub() override;
  editor_hub(const editor_hub&) = delete;
  editor_hub& operator=(const editor_hub&) = delete;

  // Loads the on-disk tool cache and registers the built-in tools.
  void start();
  // Answers every call still waiting, then closes the editors' links. Idempotent.
  void stop();

  // Transport entry point for an authorised /editor upgrade.
  std::shared_ptr<editor_link> open_link(std::shared_ptr<editor_connection> conn);

  // mcp::tool_provider
  boost::asio::awaitable<std::vector<boost::json::object>> list_tools(
      std::shared_ptr<mcp::session> s) override;
  bool has_tool(std::string_view name) const override;
  std::string_view task_support(std::string_view name) const override;
  bool knows_tool(std::string_view name) const override {
    return tools_.contains(std::string(name));
  }
  boost::asio::awaitable<void> await_tool(std::string name) override {
    return tools_.await_tool(std::move(name));
  }
  boost::asio::awaitable<jsonrpc::outcome<mcp::tool_result>> call_tool(
      std::shared_ptr<mcp::call_context> ctx, std::string name,
      boost::json::object arguments) override;

  // mcp::session_observer
  void session_ready(mcp::session& s) override;
  void session_closed(mcp::session& s) override;

  // link_owner
  boost::asio::any_io_executor executor() const override { return server_.executor(); }
  const hub_options& options() const override { return options_; }
  std::string next_link_id() override { return calls_.next_link_id(); }
  void on_link_request(editor_link& link, const jsonrpc::request& req) override;
  void on_link_notification(editor_link& link, const jsonrpc::notification& n) override;
  bool on_link_result_text(editor_link& link, const jsonrpc::id& id, std::string_view result,
                           bool is_error) override;
  void on_link_response(editor_link& link, const jsonrpc::id& id,
                        jsonrpc::outcome<boost::json::value> result) override;
  void on_link_closed(editor_link& link, std::uint16_t code) override;

  // Every editor tool clients see now (the union of the editors' lists, by name).
  boost::json::array editor_tools() const;

  std::size_t editor_count() const { return registry_.count(); }
  std::size_t connected_editor_count() const { return registry_.connected_count(); }
  // Editors connected, reloading, or within their grace period.
  std::size_t editor_count_live() const { return registry_.live_count(); }
  // 2026-07-28 clients with a request in flight or one within stateless_client_idle.
  std::size_t stateless_client_count() const { return clients_.stateless_clients().size(); }

  // Tests replace the operating system's windows with fake dialogs (editor_dialogs.hpp).
  void set_dialog_source(std::shared_ptr<dialog_source> source) {
    registry_.set_dialog_source(std::move(source));
  }

  // The dashboard's call log and change feed (shared: event streams hold it weakly).
  const std::shared_ptr<hub::dashboard>& dashboard() const { return dashboard_; }
  // The one serializer of /api/status, the dashboard's events and `patchbay status --json`.
  boost::json::object status(bool with_calls) const { return status_.status(with_calls); }

 private:
  // The answer to a call no editor can take (route.error), logged for the dashboard.
  mcp::tool_result refuse_route(const mcp::call_context& ctx, const route_result& route,
                                const std::string& name, boost::json::object arguments);
  // The work of a task whose tool answered "still running, jobId" follows the job to its end.
  boost::asio::awaitable<mcp::tool_result> follow_job(std::shared_ptr<mcp::call_context> ctx,
                                                      std::string editor_id,
                                                      mcp::tool_result result);
  // Which editor, asked of the user when several could take a call (editor_question.hpp): the id,
  // why there is none, or (2026-07-28) the InputRequiredResult to answer the call with.
  struct editor_choice {
    std::string id;
    std::string refusal;
    std::optional<boost::json::object> input_required;
  };
  boost::asio::awaitable<editor_choice> ask_for_editor(std::shared_ptr<mcp::call_context> ctx,
                                                       std::string tool);
  // The user's confirmation of a call of a tool the editors' projects mark (confirmTools), asked
  // when the client can elicit: go on, why not (the call then ends, nothing ran), or (2026-07-28)
  // the InputRequiredResult to answer the call with.
  struct confirmation {
    std::string refusal;
    std::optional<boost::json::object> input_required;
  };
  boost::asio::awaitable<confirmation> confirm_call(std::shared_ptr<mcp::call_context> ctx,
                                                    std::string tool,
                                                    std::vector<std::string> editors,
                                                    boost::json::object arguments);
  // The tasks a previous hub kept: ended ones answer until their ttl, working ones re-attach.
  void load_tasks();
  // Sends a kept working task's call again under its call id (its editor answers from the call
  // it remembers or still runs) and ends the task with the answer.
  boost::asio::awaitable<void> resume_task(std::string task_id);
  // A session of no client, for the work of tasks a previous hub started: what it would send
  // goes nowhere (a session-less task is polled, never told).
  struct discard_sink : mcp::session_sink {
    void send(boost::json::object, const std::optional<jsonrpc::id>&) override {}
  };

  // Asks the batch-mode editors open_editor started with exitWhenIdle to quit once idle.
  boost::asio::awaitable<void> idle_loop();
  // Keeps a play-test call and its answer for record_playtest (client_directory).
  void note_play_call(const mcp::call_context& ctx, std::string tool, boost::json::object arguments,
                      mcp::tool_result& result);

  // registry_observer
  void editor_registered(editor_record& ed, bool same_process) override;
  void editor_left(editor_record& ed) override;
  void editor_gone(editor_record& ed, presence was) override;
  void editor_tools_changed() override;
  void editors_changed() override;
  void editor_health_answered(editor_record& ed) override;

  mcp::server& server_;
  hub_options options_;
  std::string instance_;
  std::shared_ptr<hub::dashboard> dashboard_;
  editor_lease lease_;
  editor_registry registry_;
  client_directory clients_;
  tool_union tools_;
  call_forwarder calls_;
  status_room status_;
  builtin_tools builtins_;
  playtest_tools playtest_;
  editor_opener opener_;
  editor_closer closer_;
  editor_resources resources_;
  control_room control_room_;
  std::vector<std::shared_ptr<editor_link>> links_;
  task_persistence tasks_file_;
  discard_sink discard_;
  boost::asio::steady_timer idle_timer_;
  bool idle_loop_running_ = false;
  bool stopped_ = false;
};

}  // namespace patchbay::hub
