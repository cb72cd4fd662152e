#include "hub/call_texts.hpp"

#include "hub/json_fields.hpp"
#include "hub/pending_calls.hpp"
#include "mcp/call_identity.hpp"

namespace patchbay::hub::call_texts {

// The repeat of a call is recognised for the agent that made it: its session, or its own call id. A
// sessionless (2026-07-28) client without call ids is one of possibly several agents of the same
// client, so the advice it gets must not promise what Patchbay cannot tell.
std::string unknown_outcome_advice(const std::string& tool, bool repeat_recognised,
                                   const std::string& cli_call_id) {
  if (!repeat_recognised)
    return "It may have partly run, or may still finish. This client sends each request on its "
           "own (MCP 2026-07-28) without naming its calls, so Patchbay cannot tell its repeat "
           "from another agent's call: calling " +
           tool +
           " again runs it again. Check its effect first (read back the state it changes), and "
           "call it again only if it did not happen.";
  std::string minutes = std::to_string(unsettled_call_lifetime.count());
  if (!cli_call_id.empty())
    return "It may have partly run, or may still finish. Patchbay keeps this call's identity (" +
           cli_call_id + ") for " + minutes +
           " minutes: to repeat it, run the same patchbay call " + tool + " with --retry " +
           cli_call_id +
           ": that returns this call's result if it completed, and runs it only if it did not "
           "complete (it was cancelled first); either way it takes effect at most once. A patchbay "
           "call without --retry is a new call.";
  return "It may have partly run, or may still finish. Patchbay keeps this call's identity for " +
         minutes + " minutes: calling " + tool +
         " again with the same arguments returns this call's result if it completed, and runs it "
         "only if it did not complete (it was cancelled first); either way it takes effect at most "
         "once.";
}

std::string unknown_editor(const std::string& editor_id) {
  return "No Unity editor " + editor_id + " is known.";
}

std::string player_left(const editor_record& ed) {
  return "The Unity player " + ed.id + " (" + str(ed.info, "projectName") +
         ", a development build) has left. A player that starts again is a new target: call "
         "list_editors to find it and select_editor to choose it.";
}

std::string editor_not_connected(const editor_record& ed) {
  return "The Unity editor " + ed.id + " (" + str(ed.info, "projectPath") +
         ") is not connected. Open the project in Unity (with the Patchbay package), or choose "
         "another editor with list_editors / select_editor.";
}

std::string no_such_tool(const editor_record& ed, const std::string& tool,
                         const std::string& where) {
  // A player offers the runtime subset (docs/tools.md "In a development build"): say why.
  if (is_player(ed))
    return "The Unity player " + ed.id + " has no tool " + tool + ": " + tool +
           " is an editor tool, and a player (a development build) offers only the runtime "
           "tools (" +
           std::to_string(ed.tools.size()) + " of them, list_editors counts them)" +
           (where.empty() ? std::string(".") : "; it is available in " + where + ".");
  return "The Unity editor " + ed.id + " has no tool " + tool +
         (where.empty() ? std::string(".") : " (it is available in " + where + ").");
}

std::string editor_queue_full(const std::string& editor_id, std::size_t waiting) {
  return "The Unity editor " + editor_id + " already has " + std::to_string(waiting) +
         " calls waiting; retry when some have finished.";
}

std::string session_calls_full(std::size_t mine) {
  return "This session already has " + std::to_string(mine) +
         " calls in flight; wait for some to finish.";
}

std::string call_id_taken(const std::string& call_id, const std::string& other_tool) {
  return "The call id " + call_id + " (" + std::string(mcp::meta_call_id) +
         ") already names a call of " + other_tool + "; give each call its own id.";
}

std::string cancelled() { return "Cancelled."; }

std::string lease_queue_full(std::size_t max_queue) {
  return "Its queue is full (" + std::to_string(max_queue) +
         " calls, the hub's --lease-queue), so this call did not wait.";
}

std::string lease_place_given_up() {
  return "Its queue is full, and this session held more of its places than any other agent, so "
         "this call gave its place to another agent's call (one agent cannot fill the queue) and "
         "did not run.";
}

std::string lease_cancelled() {
  return "Cancelled while waiting for the editor's lease; the call did not run.";
}

std::string lease_waited(std::chrono::milliseconds lease_wait) {
  return "This call waited " +
         std::to_string(std::chrono::duration_cast<std::chrono::seconds>(lease_wait).count()) +
         " s (the hub's --lease-wait) without its turn.";
}

std::string lease_cancel_note(const std::string& editor_id) {
  return "it was waiting for the Unity editor " + editor_id + "'s lease and did not run";
}

std::string cancel_note(const std::string& editor_id, bool sent) {
  return sent ? "the Unity editor " + editor_id + " had started it and was asked to stop"
              : "it had not reached the Unity editor " + editor_id + " and did not run";
}

std::string held_blocked(const std::string& tool, const std::string& editor_id,
                         long long held_seconds, const std::string& state,
                         const std::string& remedy, bool sent, const std::string& advice) {
  std::string text = "Patchbay held this call of " + tool + " for " + std::to_string(held_seconds) +
                     " s: the Unity editor " + editor_id + " cannot run it now (" + state + "). " +
                     remedy + " ";
  if (sent)
    text +=
        "The call had been sent to the editor and was waiting behind its main thread; Patchbay "
        "asked the editor to drop it. " +
        advice;
  else
    text +=
        "The call was never sent to the editor and did not run; call it again when the editor is "
        "ready.";
  return text;
}

std::string deadline_passed(const std::string& tool, const std::string& editor_id,
                            long long deadline_seconds, const std::string& advice) {
  return "The Unity editor " + editor_id + " did not finish " + tool + " within " +
         std::to_string(deadline_seconds) + " s, so Patchbay asked it to cancel. " + advice;
}

std::string could_not_run(const std::string& editor_id, const std::string& tool,
                          const std::string& message) {
  return "Unity editor " + editor_id + " could not run " + tool + ": " + message;
}

std::string malformed_result(const std::string& editor_id, const std::string& tool) {
  return "Unity editor " + editor_id + " sent a malformed result for " + tool;
}

std::string restarted_while_running(const std::string& editor_id) {
  return "The Unity editor " + editor_id +
         " restarted while this call was running; it may have partly run. Check the project "
         "state before retrying.";
}

std::string closed_while_running(const std::string& editor_id) {
  return "The Unity editor " + editor_id +
         " closed while this call was running; it had started and may have partly run.";
}

std::string closed_before_sent(const std::string& editor_id) {
  return "The Unity editor " + editor_id + " closed before this call was sent; it did not run.";
}

std::string did_not_come_back(const std::string& editor_id, bool reloading, bool from_cache,
                              std::chrono::seconds waited) {
  return "The Unity editor " + editor_id +
         (reloading    ? " began a domain reload and did not come back within "
          : from_cache ? " was connected to an earlier Patchbay hub and did not connect to this "
                         "one within "
                       : " stopped answering (disconnected without notice) and did not come back "
                         "within ") +
         std::to_string(waited.count()) + " s. ";
}

std::string hub_stopping_sent(const std::string& editor_id) {
  return "The Patchbay hub is stopping while the Unity editor " + editor_id +
         " runs this call: it may have partly run, or may still finish there. (Through patchbay "
         "stdio the call is sent again to the next hub, which answers it once.)";
}

std::string hub_stopping_not_sent(const std::string& editor_id) {
  return "The Patchbay hub is stopping. The call was never sent to the Unity editor " + editor_id +
         " and did not run.";
}

}  // namespace patchbay::hub::call_texts
