#pragma once
// Asking the user which editor (issue 46): when several editors could take a call and nothing chose
// one, a client that can elicit (client/elicitation.mdx) is asked — a form with one field, the
// editor, an enum of the live editors' ids titled with their projects — instead of answering
// `several_editors`. A 2025-11-25 session is sent elicitation/create (and the answer is kept as its
// selection, as select_editor would); a 2026-07-28 request gets an InputRequiredResult (SEP-2322)
// whose retry brings the answer in inputResponses. A client that cannot elicit gets today's answer.
// Pure: the question and the reading of the answer; editor_hub asks.

#include "hub/routing.hpp"

#include <boost/json.hpp>

#include <string>
#include <vector>

namespace patchbay::hub {

// The inputResponses key of the question on the 2026-07-28 wire, and the requestState prefix by
// which a later round of the same call names the editor this one chose.
inline constexpr std::string_view editor_question_key = "patchbay/editor";
inline constexpr std::string_view editor_state_prefix = "patchbay-editor:";

// The elicitation/create params: message and a flat requestedSchema of one required string `editor`
// (`enum` of ids, `enumNames` of "id — project path (state)").
boost::json::object editor_question(const std::vector<editor_view>& candidates,
                                    std::string_view tool);

// What the user answered (an ElicitResult: {action, content?}): the chosen id, or why there is
// none, in words for the agent ("declined", "cancelled", an answer naming no candidate). Nothing
// ran.
struct editor_answer {
  std::string id;
  std::string refusal;
};
editor_answer read_editor_answer(const boost::json::value& result,
                                 const std::vector<editor_view>& candidates, std::string_view tool);

// Confirmation before a tool the project marks as needing it (`editor.confirmTools`, the package's
// confirmTools setting: by default remove_package and execute_code). The inputResponses key on the
// 2026-07-28 wire, and the project setting as the editor reports it.
inline constexpr std::string_view confirm_question_key = "patchbay/confirm";
inline constexpr std::string_view confirm_setting = "confirmTools";

// Whether the editor's project asks for `tool` to be confirmed.
bool needs_confirmation(const boost::json::object& editor_info, std::string_view tool);
// The elicitation/create params: what will run where, and one required boolean `confirm`.
boost::json::object confirm_question(std::string_view tool, const std::vector<std::string>& editors,
                                     const boost::json::object& arguments);
// Empty when the user confirmed (accept with confirm true), else why the tool did not run.
std::string read_confirmation(const boost::json::value& result, std::string_view tool);

}  // namespace patchbay::hub
