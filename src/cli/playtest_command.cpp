#include "cli/subcommands.hpp"

#include "cli/tool_catalog.hpp"
#include "jsonrpc/message.hpp"
#include "mcp/methods.hpp"
#include "playtest/runner.hpp"
#include "text/outside_text.hpp"

#include <boost/asio/co_spawn.hpp>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

namespace patchbay::cli {

namespace asio = boost::asio;
namespace json = boost::json;
using namespace std::chrono;

namespace {

// The scenario's tool calls through this command's session, routed as `patchbay call` routes.
class session_caller final : public playtest::tool_caller {
 public:
  session_caller(cli_session& session, std::string editor, milliseconds timeout)
      : session_(session), editor_(std::move(editor)), timeout_(timeout) {}

  asio::awaitable<playtest::call_answer> call(std::string tool, json::object arguments) override {
    if (!editor_.empty()) arguments["editor"] = editor_;
    json::object params = tool_call(tool, std::move(arguments), false);
    auto [err, response] =
        co_await session_.request(mcp::method::tools_call, std::move(params), {}, timeout_);
    playtest::call_answer a;
    if (!err.empty()) {
      a.is_error = true;
      a.text = err;
      a.error_kind = "unreachable";
      co_return a;
    }
    const json::object& o = response.as_object();
    if (const json::value* e = o.if_contains("error"); e && e->is_object()) {
      a.is_error = true;
      a.text = str(e->as_object(), "message");
      co_return a;
    }
    const json::value* r = o.if_contains("result");
    if (!r || !r->is_object()) {
      a.is_error = true;
      a.text = "the hub sent no result";
      co_return a;
    }
    co_return playtest::answer_of(r->as_object());
  }

  void progress(int done, int total, const std::string& what) override {
    std::cerr << "  [" << done << "/" << total << "] " << text::shown_text(what, 100) << "\n";
  }

 private:
  cli_session& session_;
  std::string editor_;
  milliseconds timeout_;
};

struct scenario_file {
  std::string path;
  playtest::parse_result parsed;
};

}  // namespace

asio::awaitable<void> playtest_command::run() {
  // Every file is read and checked before anything runs: a typo in the third file stops nothing
  // half-way.
  std::vector<scenario_file> files;
  std::vector<playtest::report> reports;
  bool syntax = false;
  for (const auto& path : req.files) {
    std::ifstream in(path, std::ios::binary);
    std::error_code fec;
    if (!in || std::filesystem::is_directory(path, fec)) {
      std::cerr << "patchbay playtest: cannot read " << path
                << (std::filesystem::exists(path, fec) ? " (not a readable file)"
                                                       : " (no such file)")
                << "; nothing ran.\n";
      code = exit_code::usage;
      co_return;
    }
    std::ostringstream text;
    text << in.rdbuf();
    std::string stem = std::filesystem::path(path).stem().string();
    scenario_file f{path, playtest::parse(text.str(), stem)};
    if (!f.parsed.ok()) {
      syntax = true;
      reports.push_back(playtest::not_parsed(f.parsed.value.name, path, f.parsed.problems));
    }
    files.push_back(std::move(f));
  }
  auto finish = [&] {
    if (req.json) {
      json::array all;
      for (const auto& r : reports) all.push_back(playtest::to_json(r));
      std::cout << json::serialize(all) << "\n";
    } else {
      // A scenario's name and the editor's answers are the file's and the project's words: shown
      // with controls and invisible characters escaped, so no text can drive the terminal.
      std::cout << text::shown_text(playtest::summary(reports), std::size_t{4} << 20, true);
    }
    if (!req.junit.empty()) {
      std::ofstream out(req.junit, std::ios::binary | std::ios::trunc);
      out << playtest::junit_xml(reports);
      if (!out) {
        std::cerr << "patchbay playtest: cannot write " << req.junit << "\n";
        if (code == exit_code::ok) code = exit_code::usage;
      }
    }
  };
  if (syntax || req.lint) {
    if (req.lint && !syntax) {
      for (const auto& f : files)
        std::cout << "OK " << f.path << " — " << text::shown_text(f.parsed.value.name, 200) << ": "
                  << f.parsed.value.actions.size() << " actions\n";
      std::cout << files.size() << " scenario" << (files.size() == 1 ? "" : "s")
                << " checked, no problem\n";
      co_return;
    }
    code = exit_code::usage;
    if (!req.lint) std::cerr << "patchbay playtest: a scenario has syntax errors; nothing ran.\n";
    // The files that parsed are listed too, with what lint found (nothing).
    finish();
    co_return;
  }
  std::optional<cli_session> holder;
  if (!co_await open_routed(holder)) co_return;
  cli_session& session = *holder;
  auto routed = co_await tools_of_route(session);
  if (!routed) {
    co_await session.close();
    co_return;
  }
  if (routed->own && !find_tool(routed->tools, "step_game")) {
    co_await session.close();
    std::cerr << "patchbay playtest: the editor this command reaches has no step_game: it is in "
                 "the play tool "
                 "group. Switch the group on in Unity (Window > Patchbay, Tool groups), then "
                 "retry. Nothing ran.\n";
    code = exit_code::usage;
    co_return;
  }
  session_caller caller(session, req.editor,
                        milliseconds(static_cast<long long>(req.timeout_s * 1000)));
  playtest::run_options options;
  options.update_baselines = req.update_baselines;
  // A development player (list_editors' `kind`): always playing, no scenes to open.
  if (const json::value* list = routed->editors.if_contains("editors"); list && list->is_array())
    for (const auto& e : list->get_array())
      if (e.is_object() && str(e.get_object(), "id") == str(routed->session, "editor"))
        options.player = str(e.get_object(), "kind") == "player";
  for (const auto& f : files) {
    std::cerr << "patchbay playtest: " << f.path << "\n";
    playtest::report r = co_await playtest::run(f.parsed.value, caller, options);
    r.file = f.path;
    if (!r.error_kind.empty() && exit_code_for_error_kind(r.error_kind) > exit_code::tool_error) {
      code = exit_code_for_error_kind(r.error_kind);
      reports.push_back(std::move(r));
      break;  // no editor to run the rest on
    }
    if (!r.passed && code == exit_code::ok) code = exit_code::tool_error;
    reports.push_back(std::move(r));
  }
  co_await session.close();
  finish();
}

}  // namespace patchbay::cli
