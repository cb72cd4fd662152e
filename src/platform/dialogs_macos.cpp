// macOS half of dialogs.hpp: CoreGraphics' window list, with CoreGraphics and CoreFoundation loaded
// at run time (dlopen), so the cross build needs neither framework. The CF types are opaque
// pointers here, declared as CFArrayRef etc. are (CoreFoundation/CFBase.h); the option, number
// type and encoding constants are the documented values.
#ifdef __APPLE__
#include "platform/dialogs.hpp"

#include <dlfcn.h>

#include <cstdint>
#include <mutex>
#include <string>
#include <vector>

namespace patchbay::platform {

namespace {

using cf_type = const void*;  // CFTypeRef, CFArrayRef, CFDictionaryRef, CFStringRef, CFNumberRef
using cf_index = long;        // CFIndex
constexpr std::uint32_t on_screen_only = 1u << 0;    // kCGWindowListOptionOnScreenOnly
constexpr std::uint32_t exclude_desktop = 1u << 4;   // kCGWindowListExcludeDesktopElements
constexpr cf_index number_sint64 = 4;                // kCFNumberSInt64Type
constexpr std::uint32_t utf8_encoding = 0x08000100;  // kCFStringEncodingUTF8

struct frameworks {
  cf_type (*window_list)(std::uint32_t, std::uint32_t) = nullptr;  // CGWindowListCopyWindowInfo
  cf_index (*array_count)(cf_type) = nullptr;
  cf_type (*array_at)(cf_type, cf_index) = nullptr;
  cf_type (*dictionary_get)(cf_type, cf_type) = nullptr;
  bool (*number_value)(cf_type, cf_index, void*) = nullptr;  // Boolean is unsigned char in CF
  bool (*string_copy)(cf_type, char*, cf_index, std::uint32_t) = nullptr;
  cf_index (*string_length)(cf_type) = nullptr;
  void (*release)(cf_type) = nullptr;
  const cf_type* owner_pid = nullptr;  // kCGWindowOwnerPID
  const cf_type* name = nullptr;       // kCGWindowName
  const cf_type* number = nullptr;     // kCGWindowNumber
  const cf_type* layer = nullptr;      // kCGWindowLayer
  std::string error;
};

template <typename F>
bool bind(void* lib, const char* name, F& fn) {
  fn = reinterpret_cast<F>(dlsym(lib, name));
  return fn != nullptr;
}

const frameworks& load_frameworks() {
  static frameworks f;
  static std::once_flag once;
  std::call_once(once, [] {
    void* cg = dlopen("/System/Library/Frameworks/CoreGraphics.framework/CoreGraphics", RTLD_NOW);
    void* cf =
        dlopen("/System/Library/Frameworks/CoreFoundation.framework/CoreFoundation", RTLD_NOW);
    if (!cg || !cf) {
      f.error = "CoreGraphics could not be loaded";
      return;
    }
    bool ok = bind(cg, "CGWindowListCopyWindowInfo", f.window_list) &&
              bind(cf, "CFArrayGetCount", f.array_count) &&
              bind(cf, "CFArrayGetValueAtIndex", f.array_at) &&
              bind(cf, "CFDictionaryGetValue", f.dictionary_get) &&
              bind(cf, "CFNumberGetValue", f.number_value) &&
              bind(cf, "CFStringGetCString", f.string_copy) &&
              bind(cf, "CFStringGetLength", f.string_length) && bind(cf, "CFRelease", f.release) &&
              bind(cg, "kCGWindowOwnerPID", f.owner_pid) && bind(cg, "kCGWindowName", f.name) &&
              bind(cg, "kCGWindowNumber", f.number) && bind(cg, "kCGWindowLayer", f.layer);
    if (!ok) f.error = "CoreGraphics lacks a window-list function Patchbay needs";
  });
  return f;
}

std::int64_t number_of(const frameworks& f, cf_type dict, const cf_type* key,
                       std::int64_t fallback) {
  cf_type v = f.dictionary_get(dict, *key);
  std::int64_t out = fallback;
  if (!v || !f.number_value(v, number_sint64, &out)) return fallback;
  return out;
}

std::string string_of(const frameworks& f, cf_type dict, const cf_type* key) {
  cf_type v = f.dictionary_get(dict, *key);
  if (!v) return {};
  std::vector<char> buffer(static_cast<std::size_t>(f.string_length(v)) * 4 + 1);
  if (!f.string_copy(v, buffer.data(), static_cast<cf_index>(buffer.size()), utf8_encoding))
    return {};
  return std::string(buffer.data());
}

}  // namespace

dialog_scan find_dialogs(int pid) {
  dialog_scan scan;
  scan.modal_known = false;
  const frameworks& f = load_frameworks();
  if (!f.error.empty()) {
    scan.limitation = f.error;
    return scan;
  }
  cf_type list = f.window_list(on_screen_only | exclude_desktop, 0);
  if (!list) {
    scan.limitation = "macOS gave no window list";
    return scan;
  }
  bool withheld = false;
  for (cf_index i = 0, n = f.array_count(list); i < n; ++i) {
    cf_type w = f.array_at(list, i);
    if (number_of(f, w, f.owner_pid, -1) != pid) continue;
    if (number_of(f, w, f.layer, 0) < 0) continue;  // below normal windows: not a dialog
    dialog_window d;
    d.handle = std::to_string(number_of(f, w, f.number, 0));
    if (f.dictionary_get(w, *f.name))
      d.title = string_of(f, w, f.name);
    else
      withheld = true;
    scan.dialogs.push_back(std::move(d));
  }
  f.release(list);
  scan.limitation =
      "macOS lists Unity's windows without saying which one is a modal dialog, nor its text or "
      "buttons (Patchbay does not use the Accessibility API), so it cannot press them";
  if (withheld)
    scan.limitation +=
        "; macOS withholds the window titles: allow Screen Recording for the app that runs "
        "Patchbay (System Settings › Privacy & Security › Screen Recording) to see them";
  return scan;
}

std::string press_dialog(int, const std::string&, const std::string&, const std::string&) {
  return "on macOS Patchbay cannot press a dialog's buttons (that needs the Accessibility API, "
         "which it does not use): ask the user to answer it in Unity";
}

}  // namespace patchbay::platform
#endif  // __APPLE__
