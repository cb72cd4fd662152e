// patchbay: the command line. Subcommands parse their flags here and hand a config struct to
// app/*_command.cpp. Usage errors exit 2 with the usage on stderr; stdout stays clean for stdio.

#include "app/commands.hpp"
#include "app/config.hpp"
#include "app/logging.hpp"
#include "cli/cli_parser.hpp"
#include "cli/run_cli.hpp"
#include "hub/hub_options.hpp"
#include "patchbay/version.hpp"
#include "setup/setup_command.hpp"

#include <CLI/CLI.hpp>

#include <iostream>

using namespace patchbay::app;
namespace cli = patchbay::cli;
using patchbay::version;
namespace hub = patchbay::hub;
namespace setup = patchbay::setup;

int main(int argc, char** argv) {
  CLI::App app{"Patchbay: a native MCP hub that lets AI coding agents drive Unity Editors.",
               "patchbay"};
  app.set_version_flag("--version,-V", std::string("patchbay ") + version);
  app.require_subcommand(0, 1);
  app.footer(std::string("Examples:\n"
                         "  patchbay serve                         run the hub on ") +
             hub::default_listen +
             "\n"
             "  patchbay serve --listen 127.0.0.1:0    pick a free port (written to hub.json)\n"
             "  patchbay stdio --standalone            an MCP server on stdin/stdout\n"
             "  patchbay setup claude-code             make Claude Code launch patchbay\n"
             "Run 'patchbay SUBCOMMAND --help' for each subcommand's options.");

  std::string log_level = "info", log_file;
  app.add_option("--log-level", log_level, "trace, debug, info, warn, error, critical, off")
      ->capture_default_str();
  app.add_option("--log-file", log_file, "Also write logs to this file (logs always go to stderr)");

  serve_config serve;
  auto* serve_cmd = app.add_subcommand("serve", "Run the hub: Streamable HTTP MCP at /mcp.");
  serve_cmd->add_option("--listen", serve.listen,
                        std::string("HOST:PORT to listen on (default ") + hub::default_listen +
                            ", or PATCHBAY_LISTEN; port 0 picks a free one)");
  serve_cmd->add_option("--token", serve.token,
                        "Require 'Authorization: Bearer TOKEN' on /mcp (or PATCHBAY_TOKEN); "
                        "mandatory for a non-loopback --listen");
  serve_cmd->add_option("--state-dir", serve.state_dir,
                        "Where hub.json is written (default ~/.patchbay, or PATCHBAY_STATE_DIR)");
  serve_cmd->add_option("--allowed-host", serve.allowed_hosts,
                        "Accept this Host/Origin name besides loopback (repeatable)");
  serve_cmd->add_flag("--dashboard-show-args", serve.dashboard_show_args,
                      "Show tool call arguments in the dashboard (hidden by default)");
  serve_cmd->add_flag("--conformance-fixtures", serve.conformance_fixtures,
                      "Register the MCP conformance suite's test tools, resources and prompts");
  serve_cmd
      ->add_option("--max-message-bytes", serve.limits.max_message_bytes,
                   "Largest accepted request body")
      ->capture_default_str();
  serve_cmd
      ->add_option("--max-sessions", serve.limits.max_sessions,
                   "Most MCP sessions at once; more get 503")
      ->capture_default_str();
  serve_cmd
      ->add_option("--max-editors", serve.limits.max_editors,
                   "Most Unity editors registered at once; more are refused with a clear error")
      ->capture_default_str();
  serve_cmd
      ->add_option("--max-calls-per-session", serve.limits.max_calls_per_session,
                   "Most editor tool calls one MCP session may have in flight")
      ->capture_default_str();
  serve_cmd
      ->add_option("--max-pending-per-editor", serve.limits.max_pending_per_editor,
                   "Most tool calls waiting for or running in one editor")
      ->capture_default_str();
  serve_cmd
      ->add_option("--session-idle-timeout", serve.limits.session_idle_timeout_s,
                   "Seconds after which an idle MCP session ends")
      ->capture_default_str();
  serve_cmd
      ->add_option("--max-uninitialized-sessions", serve.limits.max_uninitialized_sessions,
                   "Most sessions whose client has not sent anything since initialize; they do "
                   "not count against --max-sessions, and beyond this the oldest is ended")
      ->check(CLI::Range(std::size_t{1}, std::size_t{65536}))
      ->capture_default_str();
  serve_cmd
      ->add_option("--uninitialized-session-timeout", serve.limits.uninitialized_session_timeout_s,
                   "Seconds a session may stay uninitialized (no request after initialize) "
                   "before it ends")
      ->check(CLI::Range(0.1, 3600.0))
      ->capture_default_str();
  serve_cmd
      ->add_option("--json-window", serve.limits.json_window_s,
                   "Seconds an HTTP request's answer may be held to send it as one JSON body "
                   "instead of an SSE stream (0: always stream when the client accepts SSE)")
      ->check(CLI::Range(0.0, 60.0))
      ->capture_default_str();
  serve_cmd
      ->add_option("--header-timeout", serve.limits.header_timeout_s,
                   "Seconds a client has to send a request's headers")
      ->capture_default_str();
  serve_cmd
      ->add_option("--heartbeat-interval", serve.editors.heartbeat_interval_s,
                   "Seconds between link pings; an editor silent for two is dropped")
      ->capture_default_str();
  serve_cmd
      ->add_option("--reload-timeout", serve.editors.reload_timeout_s,
                   "Seconds calls are held for an editor reloading its scripts")
      ->capture_default_str();
  serve_cmd
      ->add_option("--editor-grace", serve.editors.editor_grace_s,
                   "Seconds a vanished editor has to come back before its calls fail")
      ->capture_default_str();
  serve_cmd
      ->add_option("--gone-listed-for", serve.editors.gone_listed_s,
                   "Seconds an editor that quit stays in list_editors, `patchbay editors` and the "
                   "dashboard (one whose project Unity has open without Patchbay stays listed)")
      ->capture_default_str();
  serve_cmd
      ->add_option(
          "--first-list-wait", serve.editors.first_list_wait_s,
          "Seconds a session's first tools/list, or a call to a tool not yet announced, waits for "
          "an editor's tool list")
      ->capture_default_str();
  serve_cmd
      ->add_option("--client-idle", serve.editors.client_idle_s,
                   "Seconds an MCP 2026-07-28 client counts as attached after its last request "
                   "(it has no session that ends)")
      ->capture_default_str();
  serve_cmd
      ->add_option("--call-timeout", serve.editors.call_timeout_s,
                   "Default per-call deadline for editor tools, in seconds")
      ->capture_default_str();
  serve_cmd
      ->add_option("--blocked-after", serve.editors.blocked_after_s,
                   "Seconds an editor's main thread may go without an update before the hub calls "
                   "it blocked (keep it above --heartbeat-interval)")
      ->capture_default_str();
  serve_cmd
      ->add_option("--hold-timeout", serve.editors.hold_timeout_s,
                   "Seconds a call waits for a blocked editor before it ends with the cause and "
                   "what to do")
      ->capture_default_str();
  serve_cmd
      ->add_option("--lease-wait", serve.editors.lease_wait_s,
                   "Seconds a call that changes the whole editor (compile, tests, play mode, ...) "
                   "waits for another agent's before it ends 'busy'")
      ->capture_default_str();
  serve_cmd
      ->add_option("--lease-queue", serve.editors.lease_queue,
                   "Calls that change the whole editor that may wait per editor; more end 'busy' "
                   "at once")
      ->capture_default_str();
  serve_cmd
      ->add_option("--exit-when-idle", serve.exit_when_idle_s,
                   "Exit after this many seconds with no editors and no MCP sessions (0: never; "
                   "the hub that 'patchbay stdio' starts uses 600)")
      ->capture_default_str();
  serve_cmd->footer("Example:\n  patchbay serve --listen 127.0.0.1:0 --state-dir /tmp/pb");

  stdio_config stdio;
  auto* stdio_cmd =
      app.add_subcommand("stdio", "Serve MCP on stdin/stdout (what MCP clients launch).");
  stdio_cmd->add_flag("--standalone", stdio.standalone,
                      "Serve in-process (no editors) instead of through the shared hub");
  stdio_cmd->add_option("--editor", stdio.editor,
                        "Pin this session to an editor (id, alias or project name)");
  stdio_cmd->add_option("--project", stdio.project,
                        "Pin this session to the editor of this project");
  stdio_cmd->add_option("--state-dir", stdio.state_dir,
                        "The hub's state directory (default ~/.patchbay, or PATCHBAY_STATE_DIR)");
  stdio_cmd->add_flag("--conformance-fixtures", stdio.conformance_fixtures,
                      "Register the MCP conformance suite's test tools, resources and prompts");
  stdio_cmd
      ->add_option("--max-message-bytes", stdio.max_message_bytes, "Longest accepted input line")
      ->capture_default_str();
  stdio_cmd->footer(
      "Finds the hub through hub.json and starts it when none runs; relays MCP as one session.\n"
      "Example (an MCP client's configuration):\n  \"command\": \"/path/to/patchbay\", \"args\": "
      "[\"stdio\"]");

  setup::setup_request setup;
  auto* setup_cmd = setup::add_setup_subcommand(app, setup);

  cli::cli_request cli;
  cli::add_cli_subcommands(app, cli);

  auto* help_cmd =
      app.add_subcommand("help", "Show this help, or a subcommand's: patchbay help serve");
  std::string help_topic;
  help_cmd->add_option("subcommand", help_topic, "Subcommand to explain");

  try {
    // CLI11 takes its arguments in reverse order (as its own parse(argc, argv) does).
    auto words = cli::split_call_command_line(argc, argv, cli);
    std::vector<std::string> reversed(words.rbegin(), words.rend() - 1);
    app.parse(reversed);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    // Show the usage of the subcommand that failed, not the whole program's.
    auto parsed = app.get_subcommands();
    std::cerr << "patchbay: " << e.what() << "\n\n"
              << (parsed.empty() ? app.help() : parsed.back()->help());
    return 2;
  }

  if (app.got_subcommand(help_cmd) || app.get_subcommands().empty()) {
    if (!help_topic.empty()) {
      try {
        std::cout << app.get_subcommand(help_topic)->help();
      } catch (const CLI::OptionNotFound&) {
        std::cerr << "patchbay help: no subcommand \"" << help_topic << "\"\n\n" << app.help();
        return 2;
      }
      return 0;
    }
    std::cout << app.help();
    return app.get_subcommands().empty() && argc > 1 ? 2 : 0;
  }

  if (auto err = setup_logging(log_level, log_file); !err.empty()) {
    std::cerr << "patchbay: " << err << "\n";
    return 2;
  }
  try {
    if (app.got_subcommand(setup_cmd)) {
      setup.version = version;
      // The skill lists the live tools when a hub with an editor answers (it never starts one).
      bool writes_skill =
          (!setup.client.empty() && !setup.remove && !setup.no_skill && !setup.list) ||
          setup.refresh;
      if (writes_skill) setup.skill_tools = cli::live_tool_summary(setup.state_dir);
      return setup::run_setup(setup);
    }
    if (!cli.command.empty()) return cli::run_cli(cli);
    if (app.got_subcommand(serve_cmd)) return run_serve(serve);
    return run_stdio(stdio);
  } catch (const std::exception& e) {
    std::cerr << "patchbay: fatal: " << e.what() << "\n";
    return 1;
  }
}
