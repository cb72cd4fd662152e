#pragma once
// A play-test scenario as a file (`.playtest`, format 1, docs/play-testing.md): the scene, the
// setup, the deterministic steps with their timed inputs, and the expectations, one directive a
// line. `parse` reads one into a `scenario` or lists every problem with its line and column (the
// lint); `runner.hpp` carries one out through the editor's tools.
//
// Contract: pure (no I/O, no editor); every problem a file has is reported at once, each where it
// is, so a file is fixed in one pass.

#include <boost/json.hpp>

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace patchbay::playtest {

namespace json = boost::json;

// The format this Patchbay reads (the `playtest N` line every file starts with).
inline constexpr int format_version = 1;
// The bounds step_game enforces (Engine/CommonTools/PlayTest/PlayBounds.cs), checked before a run.
inline constexpr int max_step_frames = 10000;
inline constexpr double max_step_seconds = 600;
// The most fields one step reports (StepWatch.MaxWatched).
inline constexpr std::size_t max_watched = 16;

struct position {
  int line = 0;    // 1-based
  int column = 0;  // 1-based, in characters of the line
};

struct problem {
  position at;
  std::string message;
};

enum class comparison { eq, ne, lt, le, gt, ge };
std::string_view comparison_text(comparison c);

// A step of game time: a bound, and optionally a condition that ends it early (`step until`, which
// then fails the scenario when the bound comes first).
struct step_spec {
  std::optional<int> frames;
  std::optional<double> seconds;
  std::vector<std::string> inputs;
  bool until = false;
  std::string until_target;     // `until exists X`, or the condition's object
  std::string until_condition;  // `Component.member OP VALUE`
  std::string until_log;        // `until log "text"`
  std::string until_text;       // as written, for messages
  // What the step watches: the file's `watch` lines and the fields the expectations after it read.
  std::vector<std::string> watch;
};

struct expectation {
  enum class kind { field, log, no_log, exists, missing, contact, image };
  kind what = kind::field;
  std::string subject;  // the field (Target:Component.member), log text, object, or image path
  comparison op = comparison::eq;
  json::value expected;                    // field: the value compared with
  std::optional<double> within;            // field: the tolerance of == and !=
  std::string other;                       // contact: the other side
  std::string contact_kind;                // contact: "trigger", "collision" or empty (either)
  std::string phase;                       // contact: "enter", "exit" or empty (either)
  std::optional<double> tolerance;         // image: per channel, 0 to 1
  std::vector<std::array<int, 4>> ignore;  // image: x, y, w, h
};

struct action {
  enum class kind { play, stop, step, set, call, expect };
  kind what = kind::step;
  position at;
  std::string source;  // the directive as written (trimmed), for reports
  step_spec step;
  expectation expect;
  std::string tool;        // call
  json::object arguments;  // call, set
  int step_index = -1;     // expect on a field or a contact: the step whose answer it reads
};

struct scenario {
  int version = format_version;
  std::string name;
  std::string scene;
  position scene_at;                 // where the `scene` line is
  std::optional<double> frame_time;  // game seconds a frame lasts; step_game's 1/60 when unset
  std::optional<int> seed;
  std::vector<std::string> watch;
  std::vector<action> actions;
};

struct parse_result {
  scenario value;
  std::vector<problem> problems;
  bool ok() const { return problems.empty(); }
};

// Reads a scenario; `default_name` names it when the file has no `name` line (its file name).
parse_result parse(std::string_view text, std::string_view default_name);

// "FILE:LINE:COLUMN: message", as compilers write it.
std::string describe(const problem& p, std::string_view file);

// The nearest of `names` to `word` by edit distance (empty when none is near).
std::string nearest(std::string_view word, const std::vector<std::string>& names);

}  // namespace patchbay::playtest
