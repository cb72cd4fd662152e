#pragma once
// The modal dialogs a process shows, found with the operating system's own window APIs, and a way
// to press one of their buttons. The hub runs outside Unity, so it can look at a Unity editor whose
// main thread is held by a dialog ("Scene Modified", "API Update Required") and tell the agent what
// the dialog asks (docs/troubleshooting.md "A modal dialog").
//
//   Windows  EnumWindows: the visible top-level windows of the process (GetWindowThreadProcessId)
//            of the dialog class #32770 or owned by a disabled window (a modal window disables
//            its owner); their title (GetWindowTextW), their `Static` children (the message) and
//            their push `Button` children (the labels, `&` accelerators removed). Pressing posts
//            the button's BN_CLICKED to the dialog, as a click does.
//   Linux    X11, with libX11.so.6 loaded at run time (no link-time dependency): the root's
//            _NET_CLIENT_LIST (or, without a window manager, its children) whose _NET_WM_PID is
//            the process and which are dialogs (_NET_WM_WINDOW_TYPE_DIALOG, WM_TRANSIENT_FOR or
//            _NET_WM_STATE_MODAL); the title from _NET_WM_NAME or WM_NAME. A GTK dialog draws its
//            text and buttons inside one X window, so X11 has neither to give: `limitation` says
//            so, and pressing is refused.
//   macOS    CoreGraphics' window list (CGWindowListCopyWindowInfo) by kCGWindowOwnerPID, loaded
//            with dlopen. It does not say which window is modal nor give text or buttons (that is
//            the Accessibility API, not used), and withholds titles without the Screen Recording
//            permission: `limitation` says which.
//
// Contract: synchronous, a few milliseconds (one X connection per call); any thread; never throws.

#include <string>
#include <vector>

namespace patchbay::platform {

struct dialog_window {
  std::string handle;   // opaque (a window handle or id as text): names this window to press_dialog
  std::string title;    // UTF-8; empty when the OS withholds it
  std::string message;  // the dialog's text; empty when unknown
  std::vector<std::string> buttons;  // labels in the dialog's order; empty when unknown
};

struct dialog_scan {
  std::vector<dialog_window> dialogs;
  // What the OS did not let Patchbay see or do, in plain words ("no X display: DISPLAY is not
  // set"); empty when the scan is complete.
  std::string limitation;
  // False when the OS lists the process's windows without saying which of them is a modal dialog
  // (macOS): `dialogs` then holds all of its windows on screen.
  bool modal_known = true;
  // Whether press_dialog can press this OS's buttons.
  bool can_press = false;
};

// The dialog windows of process `pid` now.
dialog_scan find_dialogs(int pid);

// Presses the button labelled `button` (as find_dialogs lists it) of the dialog `handle` of process
// `pid`, after checking that the window still belongs to the process and is titled `title`.
// Returns an empty string once pressed, else why nothing was pressed.
std::string press_dialog(int pid, const std::string& handle, const std::string& title,
                         const std::string& button);

// "&Save" → "Save", "Save && Quit" → "Save & Quit": a label as the user reads it.
std::string without_accelerators(const std::string& label);

}  // namespace patchbay::platform
