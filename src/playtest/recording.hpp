#pragma once
// A session's play-test calls written as a scenario file (record_playtest): the scene it opened,
// play mode, each step_game with its inputs, and what the steps answered turned into expectations
// (the watched fields' values at the end, the contacts heard), so the recording checks tomorrow
// what the agent saw today. Calls that run on the wall clock (simulate_input, wait_until) are kept
// as `call` lines with a comment saying they are not frame-exact.
//
// Contract: pure; the hub keeps the calls (a bounded list a session), this turns them into text.

#include <boost/json.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace patchbay::playtest {

// The tools whose calls a recording keeps (the hub records only these).
bool recorded_tool(std::string_view tool);
// The most calls kept a session (the oldest go first).
inline constexpr std::size_t max_recorded_calls = 500;

struct recorded_call {
  std::string tool;
  boost::json::object arguments;
  boost::json::value answer;  // the result's text parsed as JSON (null when it was not)
  bool is_error = false;      // failed calls are left out of the recording
};

struct recording {
  std::string text;   // the scenario file; empty when there was nothing to record
  std::string error;  // why nothing was recorded
  int steps = 0;
  int expectations = 0;
};

recording record(const std::vector<recorded_call>& calls, std::string_view name);

}  // namespace patchbay::playtest
