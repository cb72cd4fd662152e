// Fuzz target: the .playtest scenario reader (src/playtest/scenario) on arbitrary file text, and
// the recording writer on what it read. Every problem it reports is at a line of the text and a
// column of that line; a file it accepts is one a run can carry out (a step with a bound inside
// step_game's limits, every input inside its window, at most 16 watched fields a step, every
// expectation that reads a step after one); and the scenario a recording writes from its calls
// reads back without a problem.
#include "playtest/recording.hpp"
#include "playtest/scenario.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

using namespace patchbay::playtest;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  parse_result r = parse(text, "fuzz");
  int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
  for (const auto& p : r.problems)
    if (p.at.line < 1 || p.at.line > lines || p.at.column < 1 || p.message.empty()) std::abort();
  if (!r.ok()) return 0;
  std::vector<recorded_call> calls;
  for (std::size_t i = 0; i < r.value.actions.size(); ++i) {
    const action& a = r.value.actions[i];
    if (a.what == action::kind::step) {
      const step_spec& s = a.step;
      if (!s.frames && !s.seconds) std::abort();
      if (s.frames && (*s.frames < 1 || *s.frames > max_step_frames)) std::abort();
      if (s.seconds && (*s.seconds <= 0 || *s.seconds > max_step_seconds)) std::abort();
      if (s.watch.size() > max_watched) std::abort();
      boost::json::object args;
      if (s.frames) args["frames"] = *s.frames;
      if (s.seconds) args["seconds"] = *s.seconds;
      boost::json::array inputs;
      for (const auto& in : s.inputs) inputs.emplace_back(in);
      if (!inputs.empty()) args["inputs"] = std::move(inputs);
      if (!s.until_log.empty()) args["log"] = s.until_log;
      boost::json::array watched;
      for (const auto& w : s.watch)
        watched.push_back(boost::json::object{{"watch", w}, {"after", 1.5}});
      calls.push_back({"step_game", std::move(args),
                       boost::json::object{{"watched", std::move(watched)}}, false});
    }
    if (a.what == action::kind::expect && a.step_index >= 0 &&
        (a.step_index >= static_cast<int>(i) ||
         r.value.actions[static_cast<std::size_t>(a.step_index)].what != action::kind::step))
      std::abort();
  }
  recording rec = record(calls, r.value.name);
  if (!rec.error.empty()) return 0;
  parse_result again = parse(rec.text, "recording");
  // A recording of steps with a log condition may need its text quoted; it must still read.
  if (!again.ok()) std::abort();
  return 0;
}
