#include "hub/editor_dialogs.hpp"

#include "hub/editor_registry.hpp"

#include "text/outside_text.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

namespace patchbay::hub {

namespace json = boost::json;

namespace {
constexpr std::size_t max_dialogs_shown = 8;
constexpr std::size_t max_dialog_title_bytes = 200;
constexpr std::size_t max_dialog_message_bytes = 2000;
constexpr std::size_t max_dialog_buttons = 12;
constexpr std::size_t max_dialog_button_bytes = 80;

class os_dialogs final : public dialog_source {
 public:
  platform::dialog_scan find(int pid) override { return platform::find_dialogs(pid); }
  std::string press(int pid, const std::string& handle, const std::string& title,
                    const std::string& button) override {
    return platform::press_dialog(pid, handle, title, button);
  }
};

std::string quoted(const std::string& title) {
  return title.empty() ? std::string("(untitled)") : "'" + title + "'";
}

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& i : items) out += (out.empty() ? "" : ", ") + i;
  return out;
}

// "'Scene Modified' with the buttons Save, Don't Save, Cancel".
std::string one_dialog(const platform::dialog_window& d) {
  std::string out = quoted(d.title);
  if (!d.message.empty()) out += " (\"" + d.message + "\")";
  if (!d.buttons.empty()) out += " with the buttons " + joined(d.buttons);
  return out;
}

}  // namespace

std::shared_ptr<dialog_source> os_dialog_source() { return std::make_shared<os_dialogs>(); }

platform::dialog_scan shown_dialogs(platform::dialog_scan scan) {
  if (scan.dialogs.size() > max_dialogs_shown) {
    std::size_t more = scan.dialogs.size() - max_dialogs_shown;
    scan.dialogs.resize(max_dialogs_shown);
    scan.limitation += (scan.limitation.empty() ? "" : "; ") + std::to_string(more) +
                       " more windows of the process are not shown";
  }
  for (auto& d : scan.dialogs) {
    d.title = text::shown_text(d.title, max_dialog_title_bytes);
    d.message = text::shown_text(d.message, max_dialog_message_bytes, true);
    if (d.buttons.size() > max_dialog_buttons) d.buttons.resize(max_dialog_buttons);
    for (auto& b : d.buttons) b = text::shown_text(b, max_dialog_button_bytes);
  }
  return scan;
}

std::string answer_setting_off(std::string_view editor_id) {
  return "answer_dialog is off for " + std::string(editor_id) + ": the project's setting " +
         std::string(answer_setting) +
         " is not on. Ask the user to answer the dialog in Unity, or to allow agents to answer "
         "Unity's dialogs: Window > Patchbay, \"Agents may answer Unity's modal dialogs\" (or "
         "\"" +
         std::string(answer_setting) +
         "\": true in ProjectSettings/PatchbaySettings.json) before the next dialog.";
}

std::string dialogs_summary(const platform::dialog_scan& scan) {
  if (scan.dialogs.empty() || !scan.modal_known) return {};
  if (scan.dialogs.size() == 1) return " behind the modal dialog " + quoted(scan.dialogs[0].title);
  return " behind " + std::to_string(scan.dialogs.size()) + " modal dialogs";
}

std::string dialogs_remedy(const platform::dialog_scan& scan) {
  std::string limitation = scan.limitation.empty() ? "" : " (" + scan.limitation + ")";
  if (scan.dialogs.empty())
    return limitation.empty() ? std::string()
                              : "Patchbay could not look for a modal dialog" + limitation + ".";
  std::string listed;
  for (const auto& d : scan.dialogs) listed += (listed.empty() ? "" : "; ") + one_dialog(d);
  if (!scan.modal_known)
    return "Unity's main thread is held, probably by a modal dialog among its windows " + listed +
           ": ask the user to answer it in Unity" + limitation + ".";
  std::string shown =
      scan.dialogs.size() == 1
          ? "Unity shows a modal dialog " + listed
          : "Unity shows " + std::to_string(scan.dialogs.size()) + " modal dialogs: " + listed;
  bool buttons_known = std::all_of(scan.dialogs.begin(), scan.dialogs.end(),
                                   [](const auto& d) { return !d.buttons.empty(); });
  if (scan.can_press && buttons_known) return shown + ": ask the user, or call answer_dialog.";
  return shown + ": ask the user to answer it in Unity" + limitation + ".";
}

json::object dialogs_json(const platform::dialog_scan& scan) {
  json::array dialogs;
  for (const auto& d : scan.dialogs) {
    json::array buttons;
    for (const auto& b : d.buttons) buttons.push_back(json::value(b));
    dialogs.push_back(
        json::object{{"title", d.title}, {"message", d.message}, {"buttons", std::move(buttons)}});
  }
  json::object o{{"dialogs", std::move(dialogs)},
                 {"modalKnown", scan.modal_known},
                 {"canPress", scan.can_press}};
  if (!scan.limitation.empty()) o["limitation"] = scan.limitation;
  return o;
}

std::string list_dialogs(const platform::dialog_scan& scan) {
  std::string out;
  for (const auto& d : scan.dialogs) {
    out += (out.empty() ? "" : "; ") + quoted(d.title);
    if (!d.buttons.empty()) out += " (buttons " + joined(d.buttons) + ")";
  }
  return out;
}

dialog_choice choose_dialog(const platform::dialog_scan& scan, std::string_view title,
                            std::string_view button) {
  if (scan.dialogs.empty())
    return {{},
            "Unity shows no modal dialog now" +
                (scan.limitation.empty() ? std::string() : " (" + scan.limitation + ")") + "."};
  for (const auto& d : scan.dialogs) {
    if (d.title != title) continue;
    if (std::find(d.buttons.begin(), d.buttons.end(), button) != d.buttons.end())
      return {d.handle, {}};
    if (d.buttons.empty())
      return {{},
              "Patchbay cannot see the buttons of the dialog " + quoted(d.title) +
                  (scan.limitation.empty() ? std::string() : " (" + scan.limitation + ")") + "."};
    return {{},
            "The dialog " + quoted(d.title) + " has no button '" + std::string(button) +
                "'; its buttons are " + joined(d.buttons) + " (labels exactly as listed)."};
  }
  return {{},
          "No modal dialog is titled '" + std::string(title) +
              "' (the title must match exactly); "
              "Unity shows " +
              list_dialogs(scan) + "."};
}

std::string press_editor_dialog(const editor_registry& registry, const editor_record& ed,
                                const std::string& title, const std::string& button) {
  const std::string& id = ed.id;
  int pid = editor_registry::pid_of(ed);
  if (pid == 0)
    return "The editor " + id +
           " did not say which process it is (no pid), so Patchbay cannot find its dialogs. "
           "Nothing was pressed.";
  platform::dialog_scan scan = shown_dialogs(registry.dialogs().find(pid));
  auto* allowed = ed.info.if_contains(answer_setting);
  if (!allowed || !allowed->is_bool() || !allowed->get_bool()) {
    std::string there =
        scan.dialogs.empty() ? std::string() : " Unity shows " + list_dialogs(scan) + ".";
    return answer_setting_off(id) + " Nothing was pressed." + there;
  }
  dialog_choice choice = choose_dialog(scan, title, button);
  if (!choice.error.empty()) return choice.error + " Nothing was pressed.";
  if (!scan.can_press)
    return registry.dialogs().press(pid, choice.handle, title, button) + " Nothing was pressed.";
  // The pid is the editor's own word: any link peer with the token could name another process's
  // (issue 44). A button is pressed only in the process the OS says holds this editor's link.
  if (auto holds = ed.link ? ed.link->peer_is_process(pid) : std::nullopt; holds != true)
    return "Nothing was pressed: Patchbay presses only in the editor's own process, and the "
           "operating system " +
           std::string(holds ? "says that process " + std::to_string(pid) +
                                   " does not hold this editor's connection"
                             : "could not confirm that process " + std::to_string(pid) +
                                   " holds this editor's connection") +
           ". Ask the user to answer the dialog in Unity.";
  if (std::string refused = registry.dialogs().press(pid, choice.handle, title, button);
      !refused.empty())
    return "Nothing was pressed: " + refused + ". Call list_editors to see the dialogs now.";
  spdlog::info("pressed '{}' in the dialog '{}' of {} (pid {})", button, title, id, pid);
  // The scan that showed it is stale now: the next look asks the OS again (a task's wait would
  // otherwise ask about the dialog just closed until the editor's next probe answer).
  registry.forget_dialogs(ed);
  return {};
}

}  // namespace patchbay::hub
