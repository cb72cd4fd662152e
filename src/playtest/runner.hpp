#pragma once
// Carries out a parsed scenario (scenario.hpp) through an editor's tools, one tool call at a time:
// the scene (open_scene), play mode entered paused (set_play_mode), each step (step_game, with the
// fields the expectations after it read added to its watch), the setup (set_component_field), and
// each expectation checked against the step's answer, the console (get_console_logs), the scene
// (get_game_object) or a baseline (capture_screenshot). Play mode is left at the end, also when
// something failed, so the user's scene is as it was.
//
// Contract: the caller says how a tool is reached (the CLI: a session with the hub; the hub's own
// run_playtest: its routing), so the runner has no socket and no editor of its own. An action that
// fails (a step refused, a tool error) ends the run; a failed expectation is reported and the run
// goes on, so one run lists every expectation that does not hold.

#include "playtest/scenario.hpp"

#include <boost/asio/awaitable.hpp>
#include <boost/json.hpp>

#include <string>
#include <vector>

namespace patchbay::playtest {

// A tool's answer, as the runner reads it.
struct call_answer {
  bool is_error = false;
  std::string text;        // the result's text blocks
  json::value value;       // the text parsed as JSON, when it is
  std::string error_kind;  // _meta["patchbay/error"].patchbay, when the hub refused the call
};

// A CallToolResult read as the runner reads it: isError, the error kind the hub names for programs
// (`_meta["patchbay/error"].patchbay`), the first text block and that text parsed as JSON.
call_answer answer_of(const json::object& call_tool_result);

class tool_caller {
 public:
  virtual ~tool_caller() = default;
  virtual boost::asio::awaitable<call_answer> call(std::string tool, json::object arguments) = 0;
  // Where the run is, for progress (`done` of `total` actions).
  virtual void progress(int done, int total, const std::string& what) {
    (void)done, (void)total, (void)what;
  }
  virtual bool cancelled() const { return false; }
};

struct run_options {
  bool update_baselines = false;  // image expectations write their baseline instead of comparing
  // A development player (the runtime part): always playing, no scenes to open. `play` and `stop`
  // change nothing there, a `scene` line is refused, and the game plays on after each step.
  bool player = false;
};

// One expectation's outcome, or an action that failed.
struct check {
  position at;
  std::string text;  // the directive as written
  bool passed = false;
  std::string detail;  // what was found (the actual value, the difference), or why it failed
};

struct report {
  std::string name;
  std::string file;
  bool passed = false;
  bool errored = false;       // an action failed, or the scenario did not parse: the run stopped
  std::string error_kind;     // a refused route (no editor, several): the CLI's exit code
  std::vector<check> checks;  // every expectation run, and the failed action if one failed
  std::vector<problem> problems;  // the file's syntax problems (nothing ran)
  int steps = 0;
  long long frames = 0;
  std::string state_hash;  // the last step's
  double seconds = 0;      // wall-clock time of the run
};

boost::asio::awaitable<report> run(const scenario& s, tool_caller& caller, run_options options);

// A report of a file that did not parse: nothing ran.
report not_parsed(std::string name, std::string file, std::vector<problem> problems);

// The report as JSON (run_playtest's answer, `patchbay playtest --json`).
json::object to_json(const report& r);
// Lines an agent or a person reads: one per scenario, then each failure with FILE:LINE:COLUMN.
std::string summary(const std::vector<report>& reports);
// JUnit XML (one testsuite, one testcase a scenario; a failure's message names the line), as CI
// systems read it.
std::string junit_xml(const std::vector<report>& reports);

}  // namespace patchbay::playtest
