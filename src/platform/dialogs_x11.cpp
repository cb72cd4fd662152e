// Linux half of dialogs.hpp: X11 through libX11.so.6, loaded at run time so the hub needs no X
// library to start (a server has none). The few Xlib entry points are declared here with the
// types of <X11/Xlib.h> (XID and Atom are unsigned long; Display is opaque), so no X headers are
// needed to build either.
#ifdef __linux__
#include "platform/dialogs.hpp"

#include <dlfcn.h>

#include <algorithm>
#include <cstdlib>
#include <mutex>
#include <string>
#include <vector>

namespace patchbay::platform {

namespace {

using x_display = void;  // Display
using x_window = unsigned long;
using x_atom = unsigned long;
constexpr int x_success = 0;
constexpr x_atom any_property_type = 0;  // AnyPropertyType
constexpr x_atom xa_string = 31;         // XA_STRING (Latin-1)
constexpr x_atom xa_wm_name = 39;        // XA_WM_NAME

using error_handler = int (*)(x_display*, void*);

struct xlib {
  x_display* (*open_display)(const char*) = nullptr;
  int (*close_display)(x_display*) = nullptr;
  x_atom (*intern_atom)(x_display*, const char*, int) = nullptr;
  int (*get_window_property)(x_display*, x_window, x_atom, long, long, int, x_atom, x_atom*, int*,
                             unsigned long*, unsigned long*, unsigned char**) = nullptr;
  int (*free)(void*) = nullptr;
  x_window (*default_root_window)(x_display*) = nullptr;
  int (*query_tree)(x_display*, x_window, x_window*, x_window*, x_window**,
                    unsigned int*) = nullptr;
  error_handler (*set_error_handler)(error_handler) = nullptr;
  int (*sync)(x_display*, int) = nullptr;
  std::string error;  // why it could not be loaded
};

template <typename F>
bool bind(void* lib, const char* name, F& fn) {
  fn = reinterpret_cast<F>(dlsym(lib, name));
  return fn != nullptr;
}

const xlib& load_xlib() {
  static xlib x;
  static std::once_flag once;
  std::call_once(once, [] {
    void* lib = dlopen("libX11.so.6", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
      x.error = "libX11.so.6 could not be loaded";
      return;
    }
    bool ok =
        bind(lib, "XOpenDisplay", x.open_display) && bind(lib, "XCloseDisplay", x.close_display) &&
        bind(lib, "XInternAtom", x.intern_atom) &&
        bind(lib, "XGetWindowProperty", x.get_window_property) && bind(lib, "XFree", x.free) &&
        bind(lib, "XDefaultRootWindow", x.default_root_window) &&
        bind(lib, "XQueryTree", x.query_tree) &&
        bind(lib, "XSetErrorHandler", x.set_error_handler) && bind(lib, "XSync", x.sync);
    if (!ok) x.error = "libX11.so.6 lacks an Xlib function Patchbay needs";
  });
  return x;
}

// A window can close between listing and reading it: Xlib's default error handler would end the
// process on that BadWindow. The errors of a scan are ignored (the property reads as absent), so
// scans are serialized while this handler is installed.
int ignore_x_error(x_display*, void*) { return 0; }
std::mutex scan_mutex;

struct property {
  x_atom type = 0;
  int format = 0;
  std::vector<unsigned char> bytes;  // format 8
  std::vector<unsigned long> items;  // format 32 (Xlib returns them as longs)
};

property read_property(const xlib& x, x_display* d, x_window w, x_atom name, x_atom type) {
  property p;
  unsigned long count = 0, after = 0;
  unsigned char* data = nullptr;
  if (x.get_window_property(d, w, name, 0, 4096, 0, type, &p.type, &p.format, &count, &after,
                            &data) != x_success ||
      !data)
    return p;
  if (p.format == 8) {
    p.bytes.assign(data, data + count);
  } else if (p.format == 32) {
    auto* longs = reinterpret_cast<unsigned long*>(data);
    p.items.assign(longs, longs + count);
  }
  x.free(data);
  return p;
}

std::string utf8_of_latin1(const std::vector<unsigned char>& bytes) {
  std::string out;
  for (unsigned char c : bytes) {
    if (c < 0x80) {
      out += static_cast<char>(c);
    } else {
      out += static_cast<char>(0xC0 | (c >> 6));
      out += static_cast<char>(0x80 | (c & 0x3F));
    }
  }
  return out;
}

bool contains(const std::vector<unsigned long>& items, unsigned long v) {
  return std::find(items.begin(), items.end(), v) != items.end();
}

}  // namespace

dialog_scan find_dialogs(int pid) {
  dialog_scan scan;
  const char* display_name = std::getenv("DISPLAY");
  if (!display_name || !*display_name) {
    scan.limitation =
        "no X display: DISPLAY is not set for the hub, so it cannot see Unity's windows";
    return scan;
  }
  const xlib& x = load_xlib();
  if (!x.error.empty()) {
    scan.limitation = "no X display: " + x.error;
    return scan;
  }
  std::lock_guard lock(scan_mutex);
  x_display* d = x.open_display(display_name);
  if (!d) {
    scan.limitation = std::string("no X display: cannot open ") + display_name;
    return scan;
  }
  error_handler previous = x.set_error_handler(ignore_x_error);
  auto atom = [&](const char* name) { return x.intern_atom(d, name, 0); };
  const x_atom net_client_list = atom("_NET_CLIENT_LIST"), net_wm_pid = atom("_NET_WM_PID"),
               window_type = atom("_NET_WM_WINDOW_TYPE"),
               type_dialog = atom("_NET_WM_WINDOW_TYPE_DIALOG"),
               transient_for = atom("WM_TRANSIENT_FOR"), wm_state = atom("_NET_WM_STATE"),
               state_modal = atom("_NET_WM_STATE_MODAL"), net_wm_name = atom("_NET_WM_NAME"),
               utf8_string = atom("UTF8_STRING");
  const x_window root = x.default_root_window(d);

  // The window manager's list of client windows; without a window manager, the root's children
  // and their children (a reparenting manager puts the client one level down).
  std::vector<unsigned long> windows =
      read_property(x, d, root, net_client_list, any_property_type).items;
  if (windows.empty()) {
    auto children = [&](x_window w) {
      std::vector<unsigned long> out;
      x_window root_return = 0, parent = 0, *list = nullptr;
      unsigned int n = 0;
      if (x.query_tree(d, w, &root_return, &parent, &list, &n) && list) {
        out.assign(list, list + n);
        x.free(list);
      }
      return out;
    };
    for (unsigned long top : children(root)) {
      windows.push_back(top);
      for (unsigned long inner : children(top)) windows.push_back(inner);
    }
  }
  for (unsigned long w : windows) {
    auto owner = read_property(x, d, w, net_wm_pid, any_property_type).items;
    if (owner.empty() || owner.front() != static_cast<unsigned long>(pid)) continue;
    bool dialog =
        contains(read_property(x, d, w, window_type, any_property_type).items, type_dialog) ||
        !read_property(x, d, w, transient_for, any_property_type).items.empty() ||
        contains(read_property(x, d, w, wm_state, any_property_type).items, state_modal);
    if (!dialog) continue;
    dialog_window found;
    found.handle = std::to_string(w);
    property name = read_property(x, d, w, net_wm_name, utf8_string);
    if (name.format == 8 && name.type == utf8_string) {
      found.title.assign(name.bytes.begin(), name.bytes.end());
    } else {
      name = read_property(x, d, w, xa_wm_name, any_property_type);
      found.title = name.type == xa_string ? utf8_of_latin1(name.bytes)
                                           : std::string(name.bytes.begin(), name.bytes.end());
    }
    scan.dialogs.push_back(std::move(found));
  }
  x.sync(d, 0);  // errors of this scan arrive before the handler is put back
  x.set_error_handler(previous);
  x.close_display(d);
  if (!scan.dialogs.empty())
    scan.limitation =
        "X11 gives a dialog's title but not its text or buttons (the toolkit draws them inside "
        "the window), and Patchbay cannot press them on Linux: the user answers it in Unity";
  return scan;
}

std::string press_dialog(int, const std::string&, const std::string&, const std::string&) {
  return "on Linux (X11) Patchbay cannot see or press a dialog's buttons: the toolkit draws them "
         "inside the window, where X11 does not expose them; ask the user to answer it in Unity";
}

}  // namespace patchbay::platform
#endif  // __linux__
