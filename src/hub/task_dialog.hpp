#pragma once
// A modal dialog that blocks the work of an MCP task is that task's question (issue 46): while a
// task's call waits on (or runs in) an editor that a dialog blocks, the task's client is asked
// which button to press — when it can elicit, the project allows answer_dialog and the OS shows the
// dialog's buttons — and the answer is pressed through answer_dialog's checks
// (press_editor_dialog). call_forwarder's wait asks; the task is input_required meanwhile
// (call_context::request_client). Each dialog is asked about once per wait.

#include "hub/editor_registry.hpp"
#include "mcp/call_context.hpp"

#include <boost/asio/awaitable.hpp>

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace patchbay::hub {

struct dialog_question {
  std::string title;
  std::string message;
  std::vector<std::string> buttons;
};

// The dialog that blocks `editor_id` and that `ctx`'s client may be asked about, else nullopt.
std::optional<dialog_question> task_dialog_question(const editor_registry& registry,
                                                    const std::string& editor_id,
                                                    const mcp::call_context& ctx);

// Asks `ctx`'s client which button (waiting up to `timeout`) and presses it; true once pressed.
// Declined, dismissed, unanswered, or a button the dialog no longer has: false, nothing pressed.
boost::asio::awaitable<bool> ask_and_press(const editor_registry* registry,
                                           std::shared_ptr<mcp::call_context> ctx,
                                           std::string editor_id, std::string tool,
                                           dialog_question dialog,
                                           std::chrono::milliseconds timeout);

}  // namespace patchbay::hub
