#pragma once
// The modal dialogs of a blocked editor, as the hub tells an agent of them (issue 29): found
// through a `dialog_source` (the operating system's windows, platform/dialogs.hpp; a fake in
// tests), named in a blocked editor's state and remedy, and answered with answer_dialog when the
// project allows it. Pure functions over scans, except the source itself.
//
// answer_dialog presses only when every check passes: the project's allowAnswerDialog setting is
// on, a dialog has exactly the title the agent gives (proof it saw the dialog), it has the button,
// and the OS can press it. Otherwise nothing is pressed and the error lists what is there.

#include "platform/dialogs.hpp"

#include <boost/json.hpp>

#include <memory>
#include <string>
#include <string_view>

namespace patchbay::hub {

class dialog_source {
 public:
  virtual ~dialog_source() = default;
  virtual platform::dialog_scan find(int pid) = 0;
  // Empty once pressed, else why nothing was pressed.
  virtual std::string press(int pid, const std::string& handle, const std::string& title,
                            const std::string& button) = 0;
};

// The operating system's windows.
std::shared_ptr<dialog_source> os_dialog_source();

// A scan as the agent may see it: a window's title is whatever the program that made it chose, and
// on X11 any client can claim to be Unity's (_NET_WM_PID is the window's own word). So at most 8
// dialogs (the limitation says how many more), titles of at most 200 bytes, messages of 2,000,
// 12 buttons of 80, each shown escaped (text::shown_text). A title that had to be escaped no longer
// matches its window at press time, so such a dialog is never pressed: answer_dialog fails closed.
platform::dialog_scan shown_dialogs(platform::dialog_scan scan);

// The setting that lets answer_dialog press buttons, as the editor reports it (register and
// editor/state), and how the user switches it on.
inline constexpr std::string_view answer_setting = "allowAnswerDialog";
std::string answer_setting_off(std::string_view editor_id);

// " behind the modal dialog 'Scene Modified'" for a blocked editor's summary; empty without one.
std::string dialogs_summary(const platform::dialog_scan& scan);
// "Unity shows a modal dialog 'Scene Modified' with the buttons Save, Don't Save, Cancel: ask the
// user, or call answer_dialog."; when nothing was found, what kept Patchbay from looking (or "").
std::string dialogs_remedy(const platform::dialog_scan& scan);
// {"dialogs": [{title, message, buttons}], "limitation", "canPress"} for list_editors.
boost::json::object dialogs_json(const platform::dialog_scan& scan);
// "'Scene Modified' (buttons Save, Don't Save, Cancel); 'Import'": what is there, for errors.
std::string list_dialogs(const platform::dialog_scan& scan);

struct dialog_choice {
  std::string handle;  // the dialog to press; empty on error
  std::string error;   // why not, listing the dialogs and buttons there are
};
// The dialog titled exactly `title` that has the button `button`.
dialog_choice choose_dialog(const platform::dialog_scan& scan, std::string_view title,
                            std::string_view button);

class editor_registry;
struct editor_record;
// Presses `button` of the dialog titled `title` that the editor's process shows, when every check
// above passes and the OS says the editor's own process holds its link (issue 44): empty once
// pressed, else why not (ending "Nothing was pressed." or naming what to do). answer_dialog and a
// task whose dialog the user answered (call_forwarder) press through it.
std::string press_editor_dialog(const editor_registry& registry, const editor_record& ed,
                                const std::string& title, const std::string& button);

}  // namespace patchbay::hub
