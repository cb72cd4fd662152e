#include "app/commands.hpp"
#include "cli/hub_info.hpp"
#include "cli/tool_catalog.hpp"
#include "conformance/fixtures.hpp"
#include "hub/editor_hub.hpp"
#include "hub/hub_options.hpp"
#include "hub/server_instructions.hpp"
#include "patchbay/version.hpp"
#include "platform/platform.hpp"
#include "setup/agent_skill.hpp"
#include "transport/dashboard_assets.hpp"
#include "transport/dashboard_http.hpp"
#include "transport/http_server.hpp"
#include "transport/router.hpp"
#include "transport/streamable_http.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>

#include <algorithm>
#include <csignal>
#include <functional>
#include <iostream>

namespace patchbay::app {

namespace asio = boost::asio;
namespace json = boost::json;
using namespace std::chrono;

mcp::implementation_info hub_implementation_info() {
  return {.name = "patchbay",
          .title = "Patchbay",
          .version = version,
          .description = "MCP hub that lets coding agents drive Unity Editors",
          .website_url = ""};
}

mcp::server_options hub_server_options() {
  mcp::server_options o;
  o.instructions = std::string(hub::server_instructions);
  return o;
}

namespace {
// How long a stopping hub waits for its connections to finish writing (answers, editors' close
// handshakes) before it ends anyway.
constexpr milliseconds shutdown_connections_wait{2000};

milliseconds seconds_to_ms(double s) { return milliseconds(static_cast<long long>(s * 1000)); }

// The Agent Skill `patchbay setup` installs, served over MCP too (docs/resources.md, "The Agent
// Skill over MCP"): an ordinary resource on every wire, and a skill of the skills extension on
// 2026-07-28. Its text is made at each read from the tools the editors have then, as setup makes
// it.
void serve_agent_skill(mcp::server& server, const hub::editor_hub& hub) {
  const std::string uri = "skill://" + std::string(setup::skill_name) + "/SKILL.md";
  auto text = [&hub] {
    json::array tools = hub.editor_tools();
    return setup::skill_text(
        version, cli::has_editor_tools(tools) ? cli::format_tool_summary(tools) : std::string());
  };
  auto front = mcp::skill_front_matter(text()).value_or(json::object{});
  server.resources().add(
      json::object{{"uri", uri},
                   {"name", setup::skill_name},
                   {"title", "Unity Editor through Patchbay"},
                   {"description",
                    front.contains("description") ? front.at("description") : json::value("")},
                   {"mimeType", "text/markdown"}},
      [text](std::string_view read_uri,
             const mcp::template_vars&) -> jsonrpc::outcome<json::array> {
        return json::array{
            json::object{{"uri", read_uri}, {"mimeType", "text/markdown"}, {"text", text()}}};
      });
  server.skills().add(mcp::skill_entry{uri, {uri}});
}

// The MCP App control room's page (hub/control_room.hpp has its tools): the resource the tool
// show_control_room names in _meta.ui.resourceUri, listed so clients can prefetch it. No
// `_meta.ui.csp`: the page fetches nothing, so the host's restrictive default CSP applies.
void serve_control_room(mcp::server& server) {
  std::string_view page = transport::control_room_files().front().bytes;
  server.resources().add(
      json::object{{"uri", hub::control_room_uri},
                   {"name", "control-room"},
                   {"title", "Patchbay control room"},
                   {"description",
                    "The MCP App of show_control_room: editors, health, lease, tasks, calls, "
                    "dialogs."},
                   {"mimeType", hub::app_html_mime}},
      [page](std::string_view read_uri,
             const mcp::template_vars&) -> jsonrpc::outcome<json::array> {
        return json::array{
            json::object{{"uri", read_uri},
                         {"mimeType", hub::app_html_mime},
                         {"text", page},
                         {"_meta", json::object{{"ui", json::object{{"prefersBorder", true}}}}}}};
      });
}
}  // namespace

int run_serve(const serve_config& cfg) {
  platform::hold_stop_signals();
  std::string error;
  std::string listen_text =
      cfg.listen.empty() ? platform::env_or("PATCHBAY_LISTEN", hub::default_listen) : cfg.listen;
  auto endpoint = parse_listen(listen_text, error);
  if (!endpoint) {
    std::cerr << "patchbay serve: --listen: " << error << "\n";
    return 2;
  }
  std::string explicit_token =
      cfg.token.empty() ? platform::env_or("PATCHBAY_TOKEN", "") : cfg.token;
  if (!endpoint->address().is_loopback() && explicit_token.empty()) {
    std::cerr << "patchbay serve: refusing to listen on " << listen_text
              << " without a token: anyone who can reach that address could drive your Unity "
                 "Editors.\n  Add --token SECRET (clients then send \"Authorization: Bearer "
                 "SECRET\"), or listen on loopback (127.0.0.1).\n";
    return 2;
  }
  auto state_dir = platform::state_directory(cfg.state_dir);
  // One hub per state directory: hub.json has one owner.
  if (auto err = platform::create_private_directory(state_dir)) {
    std::cerr << "patchbay serve: " << *err
              << "\n  Choose a writable directory with --state-dir or PATCHBAY_STATE_DIR.\n";
    return 2;
  }
  bool held = false;
  std::string lock_error;
  auto lock = platform::file_lock::acquire(state_dir / "hub.lock", held, lock_error);
  if (!lock.locked()) {
    if (held) {
      auto running = cli::read_hub_info(state_dir);
      std::cerr << "patchbay serve: another Patchbay hub is already running for "
                << state_dir.string();
      if (running) std::cerr << " (pid " << running->pid << ", " << running->url << ")";
      std::cerr << ".\n  Use it, or stop it first with: patchbay stop\n";
    } else {
      std::cerr << "patchbay serve: " << lock_error << "\n";
    }
    return 2;
  }

  // One thread runs every socket and timer; a stdio transport's reader thread only posts. So the
  // reactor's per-operation locking is left out (bench/counted_bench.mjs).
  asio::io_context ioc(BOOST_ASIO_CONCURRENCY_HINT_UNSAFE_IO);
  mcp::server server(ioc.get_executor(), hub_implementation_info(), hub_server_options());
  if (cfg.conformance_fixtures) mcp::register_conformance_fixtures(server);

  hub::hub_options hub_opts;
  hub_opts.state_dir = state_dir;
  hub_opts.version = version;
  hub_opts.heartbeat_interval = seconds_to_ms(cfg.editors.heartbeat_interval_s);
  hub_opts.reload_timeout = seconds_to_ms(cfg.editors.reload_timeout_s);
  hub_opts.editor_grace = seconds_to_ms(cfg.editors.editor_grace_s);
  hub_opts.gone_listed_for = seconds_to_ms(cfg.editors.gone_listed_s);
  hub_opts.first_list_wait = seconds_to_ms(cfg.editors.first_list_wait_s);
  hub_opts.stateless_client_idle = seconds_to_ms(cfg.editors.client_idle_s);
  hub_opts.call_timeout = seconds_to_ms(cfg.editors.call_timeout_s);
  hub_opts.blocked_after = seconds_to_ms(cfg.editors.blocked_after_s);
  hub_opts.hold_timeout = seconds_to_ms(cfg.editors.hold_timeout_s);
  hub_opts.lease_wait = seconds_to_ms(cfg.editors.lease_wait_s);
  hub_opts.lease_queue = cfg.editors.lease_queue;
  hub_opts.max_editors = cfg.limits.max_editors;
  hub_opts.max_calls_per_session = cfg.limits.max_calls_per_session;
  hub_opts.max_pending_per_editor = cfg.limits.max_pending_per_editor;
  hub_opts.dashboard.show_args = cfg.dashboard_show_args;
  hub::editor_hub editor_side(server, hub_opts);
  editor_side.start();
  serve_agent_skill(server, editor_side);
  serve_control_room(server);
  // Editors always authenticate, with --token when given, else the random token in hub.json.
  std::string editor_token = explicit_token.empty() ? platform::random_hex(24) : explicit_token;

  transport::guard_options guard{explicit_token, cfg.allowed_hosts};
  transport::streamable_http_options http_opts;
  http_opts.max_sessions = cfg.limits.max_sessions;
  http_opts.session_idle_timeout = seconds_to_ms(cfg.limits.session_idle_timeout_s);
  http_opts.max_uninitialized_sessions = cfg.limits.max_uninitialized_sessions;
  http_opts.uninitialized_session_timeout =
      seconds_to_ms(cfg.limits.uninitialized_session_timeout_s);
  http_opts.json_window = seconds_to_ms(cfg.limits.json_window_s);
  http_opts.guard = guard;
  transport::streamable_http mcp_http(server, http_opts);
  transport::router routes(mcp_http, &editor_side, guard,
                           transport::guard_options{editor_token, cfg.allowed_hosts}, version);
  transport::dashboard_http_options dash_opts;
  dash_opts.guard = guard;
  dash_opts.ticket_token = editor_token;
  transport::dashboard_http dashboard(editor_side, dash_opts);
  routes.set_dashboard(&dashboard);

  transport::http_server_options server_opts;
  server_opts.listen = *endpoint;
  server_opts.max_body_bytes = cfg.limits.max_message_bytes;
  server_opts.header_timeout = seconds_to_ms(cfg.limits.header_timeout_s);
  server_opts.max_websocket_message_bytes = hub_opts.max_message_bytes;
  transport::http_server http(ioc, server_opts, [&routes](transport::http_request&& r) {
    return routes.route(std::move(r));
  });
  try {
    http.listen();
  } catch (const std::system_error& e) {
    std::cerr << "patchbay serve: " << e.what()
              << (e.code() == std::errc::address_in_use
                      ? "\n  Another program uses that port: stop it, or choose another port "
                        "with --listen 127.0.0.1:PORT (or PATCHBAY_LISTEN)."
                      : "")
              << "\n";
    return 2;
  }
  auto bound = http.local_endpoint();
  routes.set_listen_port(bound.port());
  std::string host = bound.address().is_unspecified()
                         ? std::string("127.0.0.1")
                         : (bound.address().is_v6() ? "[" + bound.address().to_string() + "]"
                                                    : bound.address().to_string());
  cli::hub_info info{"http://" + host + ":" + std::to_string(bound.port()), bound.port(),
                     platform::current_pid(), version, editor_token};
  // Signals are caught from before hub.json and the "listening" line exist: whoever sees either may
  // stop the hub at once, and a SIGTERM must then shut it down cleanly, not kill it.
  // Stop accepting, answer the calls still waiting (editor_side.stop), give those answers a moment
  // to reach their clients, end the sessions (their requests still running are answered with an
  // error), then let every connection finish what it writes, up to a bound, before the loop ends.
  asio::steady_timer drain_timer(ioc);
  bool stopping = false;
  auto connections_deadline = std::chrono::steady_clock::now();
  std::function<void()> end_when_connections_closed = [&] {
    if (http.connection_count() == 0 || std::chrono::steady_clock::now() >= connections_deadline) {
      if (http.connection_count() > 0)
        spdlog::info("{} connections still open after {} ms; stopping anyway",
                     http.connection_count(), shutdown_connections_wait.count());
      ioc.stop();
      return;
    }
    drain_timer.expires_after(std::chrono::milliseconds(10));
    drain_timer.async_wait(
        [&](const boost::system::error_code&) { end_when_connections_closed(); });
  };
  auto shutdown = [&] {
    if (stopping) return;
    stopping = true;
    http.stop();
    dashboard.stop();
    editor_side.stop();
    drain_timer.expires_after(std::chrono::milliseconds(200));
    drain_timer.async_wait([&](const boost::system::error_code&) {
      mcp_http.stop();
      connections_deadline = std::chrono::steady_clock::now() + shutdown_connections_wait;
      end_when_connections_closed();
    });
  };
  asio::signal_set signals(ioc, SIGINT, SIGTERM);
  signals.async_wait([&](const boost::system::error_code& ec, int sig) {
    if (ec) return;
    spdlog::info("signal {} received; shutting down", sig);
    shutdown();
  });
  if (platform::stop_signal_held()) {
    spdlog::info("stop signal received while starting; shutting down");
    asio::post(ioc, shutdown);
  }
  routes.set_shutdown([&] {
    spdlog::info("shutdown requested (patchbay stop)");
    // Let the response go out first.
    asio::post(ioc, [&] { asio::post(ioc, shutdown); });
  });

  if (auto err = cli::write_hub_info(state_dir, info)) {
    std::cerr << "patchbay serve: cannot write hub.json in the state directory: " << *err
              << "\n  Choose a writable directory with --state-dir or PATCHBAY_STATE_DIR.\n";
    return 2;
  }

  mcp_http.start();
  http.start();
  spdlog::info("listening on {} (MCP endpoint {}/mcp); state directory {}", info.url, info.url,
               state_dir.string());

  // An auto-started hub goes away by itself once nothing uses it.
  asio::steady_timer idle_timer(ioc);
  auto idle_since = std::chrono::steady_clock::now();
  std::function<void()> check_idle = [&] {
    idle_timer.expires_after(std::chrono::milliseconds(
        std::clamp<long long>(static_cast<long long>(cfg.exit_when_idle_s * 250), 50, 5000)));
    idle_timer.async_wait([&](const boost::system::error_code& ec) {
      if (ec) return;
      auto now = std::chrono::steady_clock::now();
      if (editor_side.editor_count_live() > 0 || mcp_http.session_count() > 0 ||
          editor_side.stateless_client_count() > 0)
        idle_since = now;
      if (now - idle_since >= seconds_to_ms(cfg.exit_when_idle_s)) {
        spdlog::info("no editors and no sessions for {} s; exiting", cfg.exit_when_idle_s);
        shutdown();
        return;
      }
      check_idle();
    });
  };
  if (cfg.exit_when_idle_s > 0) check_idle();
  ioc.run();
  cli::remove_hub_info(state_dir, info.pid);
  return 0;
}

}  // namespace patchbay::app
