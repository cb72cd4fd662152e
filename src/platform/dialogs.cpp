#include "platform/dialogs.hpp"

// The per-OS halves are dialogs_windows.cpp, dialogs_x11.cpp and dialogs_macos.cpp; this file holds
// what they share and the answer on any other system.

namespace patchbay::platform {

std::string without_accelerators(const std::string& label) {
  std::string out;
  out.reserve(label.size());
  for (std::size_t i = 0; i < label.size(); ++i) {
    if (label[i] != '&') {
      out += label[i];
    } else if (i + 1 < label.size() && label[i + 1] == '&') {
      out += '&';  // "&&" is a literal ampersand
      ++i;
    }
  }
  return out;
}

#if !defined(_WIN32) && !defined(__linux__) && !defined(__APPLE__)
dialog_scan find_dialogs(int) {
  dialog_scan scan;
  scan.limitation = "Patchbay cannot list windows on this operating system.";
  return scan;
}

std::string press_dialog(int, const std::string&, const std::string&, const std::string&) {
  return "Patchbay cannot press dialog buttons on this operating system.";
}
#endif

}  // namespace patchbay::platform
