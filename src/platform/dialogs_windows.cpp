// Windows half of dialogs.hpp: top-level windows of a process and their button and text children.
#ifdef _WIN32
#include "platform/dialogs.hpp"

#include <windows.h>

#include <cstdint>
#include <string>
#include <vector>

namespace patchbay::platform {

namespace {

std::string utf8_of(const std::wstring& w) {
  if (w.empty()) return {};
  int n = WideCharToMultiByte(CP_UTF8, 0, w.data(), static_cast<int>(w.size()), nullptr, 0, nullptr,
                              nullptr);
  std::string out(n > 0 ? static_cast<std::size_t>(n) : 0, '\0');
  if (n > 0)
    WideCharToMultiByte(CP_UTF8, 0, w.data(), static_cast<int>(w.size()), out.data(), n, nullptr,
                        nullptr);
  return out;
}

std::string text_of(HWND h) {
  int n = GetWindowTextLengthW(h);
  if (n <= 0) return {};
  std::wstring w(static_cast<std::size_t>(n) + 1, L'\0');
  int got = GetWindowTextW(h, w.data(), n + 1);
  w.resize(got > 0 ? static_cast<std::size_t>(got) : 0);
  return utf8_of(w);
}

std::wstring class_of(HWND h) {
  wchar_t name[64] = {};
  int n = GetClassNameW(h, name, 64);
  return std::wstring(name, n > 0 ? static_cast<std::size_t>(n) : 0);
}

// Class names compare case-insensitively ("Button", "BUTTON").
bool class_is(HWND h, const wchar_t* name) { return lstrcmpiW(class_of(h).c_str(), name) == 0; }

struct top_level_search {
  DWORD pid = 0;
  std::vector<HWND> found;
};

BOOL CALLBACK collect_dialog(HWND h, LPARAM param) {
  auto* search = reinterpret_cast<top_level_search*>(param);
  DWORD owner_pid = 0;
  GetWindowThreadProcessId(h, &owner_pid);
  if (owner_pid != search->pid || !IsWindowVisible(h)) return TRUE;
  // A modal window disables the window that owns it; #32770 is the dialog box class (MessageBox,
  // DialogBox, the common dialogs).
  HWND owner = GetWindow(h, GW_OWNER);
  if (class_is(h, L"#32770") || (owner && !IsWindowEnabled(owner))) search->found.push_back(h);
  return TRUE;
}

struct child_search {
  std::vector<HWND> buttons;
  std::string message;
};

BOOL CALLBACK collect_child(HWND h, LPARAM param) {
  auto* search = reinterpret_cast<child_search*>(param);
  if (!IsWindowVisible(h)) return TRUE;
  if (class_is(h, L"Button")) {
    // Push buttons only: check boxes and radio buttons are Buttons too, and are not answers.
    LONG style = GetWindowLongW(h, GWL_STYLE) & BS_TYPEMASK;
    if (style == BS_PUSHBUTTON || style == BS_DEFPUSHBUTTON) search->buttons.push_back(h);
  } else if (class_is(h, L"Static")) {
    std::string text = text_of(h);  // the icon is a Static without text
    if (!text.empty()) search->message += (search->message.empty() ? "" : "\n") + text;
  }
  return TRUE;
}

std::string handle_text(HWND h) { return std::to_string(reinterpret_cast<std::uintptr_t>(h)); }

}  // namespace

dialog_scan find_dialogs(int pid) {
  dialog_scan scan;
  scan.can_press = true;
  top_level_search search{static_cast<DWORD>(pid), {}};
  EnumWindows(collect_dialog, reinterpret_cast<LPARAM>(&search));
  for (HWND h : search.found) {
    child_search children;
    EnumChildWindows(h, collect_child, reinterpret_cast<LPARAM>(&children));
    dialog_window d{handle_text(h), text_of(h), std::move(children.message), {}};
    for (HWND b : children.buttons) d.buttons.push_back(without_accelerators(text_of(b)));
    scan.dialogs.push_back(std::move(d));
  }
  return scan;
}

std::string press_dialog(int pid, const std::string& handle, const std::string& title,
                         const std::string& button) {
  for (const auto& d : find_dialogs(pid).dialogs) {
    if (d.handle != handle) continue;
    if (d.title != title) return "the dialog's title is now '" + d.title + "', not '" + title + "'";
    HWND dialog = reinterpret_cast<HWND>(static_cast<std::uintptr_t>(std::stoull(handle)));
    child_search children;
    EnumChildWindows(dialog, collect_child, reinterpret_cast<LPARAM>(&children));
    for (HWND b : children.buttons) {
      if (without_accelerators(text_of(b)) != button) continue;
      if (!IsWindowEnabled(b)) return "the button '" + button + "' is disabled";
      // What a click on the button sends its dialog (BN_CLICKED in WM_COMMAND). Posted rather
      // than BM_CLICK: BM_CLICK can fail when the dialog is not the active window, and posting
      // never waits on the dialog's thread.
      int id = GetDlgCtrlID(b);
      if (!PostMessageW(dialog, WM_COMMAND, MAKEWPARAM(id, BN_CLICKED),
                        reinterpret_cast<LPARAM>(b)))
        return "Windows refused the click (error " + std::to_string(GetLastError()) + ")";
      return {};
    }
    return "the dialog has no button '" + button + "'";
  }
  return "the dialog is no longer open";
}

}  // namespace patchbay::platform
#endif  // _WIN32
