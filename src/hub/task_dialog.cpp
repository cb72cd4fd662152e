#include "hub/task_dialog.hpp"

#include "hub/editor_dialogs.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

namespace patchbay::hub {

namespace asio = boost::asio;
namespace json = boost::json;

std::optional<dialog_question> task_dialog_question(const editor_registry& registry,
                                                    const std::string& editor_id,
                                                    const mcp::call_context& ctx) {
  const editor_record* ed = registry.find(editor_id);
  if (!ed || !ctx.client_supports("elicitation")) return std::nullopt;
  auto h = registry.health_of(*ed);
  if (!h || h->kind != health_kind::blocked) return std::nullopt;
  // Only a dialog Patchbay may press is a question: the project allows it, the OS can press, and
  // the dialog shows its buttons (X11 shows none: the remedy says to answer it in Unity).
  auto* allowed = ed->info.if_contains(answer_setting);
  if (!allowed || !allowed->is_bool() || !allowed->get_bool()) return std::nullopt;
  const platform::dialog_scan* scan = registry.dialogs_of(*ed);
  if (!scan || !scan->can_press) return std::nullopt;
  for (const auto& d : shown_dialogs(*scan).dialogs)
    if (!d.buttons.empty()) return dialog_question{d.title, d.message, d.buttons};
  return std::nullopt;
}

asio::awaitable<bool> ask_and_press(const editor_registry* registry,
                                    std::shared_ptr<mcp::call_context> ctx, std::string editor_id,
                                    std::string tool, dialog_question dialog,
                                    std::chrono::milliseconds timeout) {
  json::array buttons;
  for (const auto& b : dialog.buttons) buttons.emplace_back(b);
  std::string text = dialog.message;
  if (!text.empty() && std::string_view(".?!").find(text.back()) == std::string_view::npos)
    text += '.';
  std::string message = "The Unity editor " + editor_id + " is blocked by its dialog '" +
                        dialog.title + "'" + (text.empty() ? "." : ": " + text) + " The task's " +
                        tool + " waits behind it. Which button should Patchbay press?";
  json::object question{
      {"message", std::move(message)},
      {"requestedSchema",
       json::object{{"type", "object"},
                    {"properties", json::object{{"button", json::object{{"type", "string"},
                                                                        {"title", dialog.title},
                                                                        {"enum", buttons}}}}},
                    {"required", json::array{"button"}}}}};
  auto answer = co_await ctx->request_client("elicitation/create", std::move(question), timeout);
  const json::object* a = answer ? answer->if_object() : nullptr;
  const json::value* content = a ? a->if_contains("content") : nullptr;
  const json::value* button =
      a && jsonrpc::get_string(*a, "action") == std::string_view("accept") && content &&
              content->is_object()
          ? content->get_object().if_contains("button")
          : nullptr;
  if (!button || !button->is_string()) co_return false;  // declined, dismissed, no answer
  std::string pressed(button->get_string());
  if (std::find(dialog.buttons.begin(), dialog.buttons.end(), pressed) == dialog.buttons.end())
    co_return false;
  // The checks answer_dialog makes, against the editor and its dialogs as they are now.
  const editor_record* ed = registry->find(editor_id);
  if (!ed) co_return false;
  std::string refused = press_editor_dialog(*registry, *ed, dialog.title, pressed);
  if (!refused.empty()) spdlog::info("a task's dialog answer was not pressed: {}", refused);
  co_return refused.empty();
}

}  // namespace patchbay::hub
