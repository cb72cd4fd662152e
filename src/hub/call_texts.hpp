#pragma once
// What the hub tells an agent about a forwarded call it refused, held, lost or ended
// (call_forwarder.hpp): each text names what happened to the call (did it run, may it have run) and
// what to do next. One room for them, so that a wording changes in one place and reads alike
// across the forwarder's paths. No state: the forwarder passes what each text needs.

#include "hub/editor_record.hpp"

#include <chrono>
#include <cstddef>
#include <string>

namespace patchbay::hub::call_texts {

// What an answer with an unknown outcome tells the agent to do (docs/protocol.md §6.1).
// `cli_call_id`: the call id of a call `patchbay call` made, else empty.
std::string unknown_outcome_advice(const std::string& tool, bool repeat_recognised,
                                   const std::string& cli_call_id);

// Refusals: the call did not run.
std::string unknown_editor(const std::string& editor_id);
std::string player_left(const editor_record& ed);
std::string editor_not_connected(const editor_record& ed);
// `where`: the editors that have the tool ("" when none).
std::string no_such_tool(const editor_record& ed, const std::string& tool,
                         const std::string& where);
std::string editor_queue_full(const std::string& editor_id, std::size_t waiting);
std::string session_calls_full(std::size_t mine);
std::string call_id_taken(const std::string& call_id, const std::string& other_tool);
std::string cancelled();

// While a call waits for the editor's lease.
std::string lease_queue_full(std::size_t max_queue);
std::string lease_place_given_up();
std::string lease_cancelled();
std::string lease_waited(std::chrono::milliseconds lease_wait);
std::string lease_cancel_note(const std::string& editor_id);

// A cancellation: what it stopped.
std::string cancel_note(const std::string& editor_id, bool sent);

// The call ended without the editor's result. `advice` is unknown_outcome_advice's.
std::string held_blocked(const std::string& tool, const std::string& editor_id,
                         long long held_seconds, const std::string& state,
                         const std::string& remedy, bool sent, const std::string& advice);
std::string deadline_passed(const std::string& tool, const std::string& editor_id,
                            long long deadline_seconds, const std::string& advice);

// The editor's own failure to run it.
std::string could_not_run(const std::string& editor_id, const std::string& tool,
                          const std::string& message);
std::string malformed_result(const std::string& editor_id, const std::string& tool);

// The editor or the hub went while calls were pending.
std::string restarted_while_running(const std::string& editor_id);
std::string closed_while_running(const std::string& editor_id);
std::string closed_before_sent(const std::string& editor_id);
// Reloading, linked to an earlier hub, or silent: did not come back within `waited`.
std::string did_not_come_back(const std::string& editor_id, bool reloading, bool from_cache,
                              std::chrono::seconds waited);
std::string hub_stopping_sent(const std::string& editor_id);
std::string hub_stopping_not_sent(const std::string& editor_id);

}  // namespace patchbay::hub::call_texts
