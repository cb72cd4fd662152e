#pragma once
// Opening Unity on a project when it is not running (issue 48): the hub's `open_editor` tool, which
// `patchbay open` calls. It reads the project's version, picks the installed editor of that
// version (unity_installs.hpp), starts it on the project — a window, or batch mode without
// graphics for a build machine — with `-logFile <project>/Logs/Editor.log`, reports progress while
// Unity starts and imports, and answers when the editor has linked and listed its tools, or why it
// did not: it exited (its log's last lines, the compile errors, a licence it lacks), or it runs
// without Patchbay loaded (Safe Mode: the compile errors).
//
//   open ─▶ a Unity project? ─▶ already linked: that editor ─▶ a Unity process has it open: say so
//        └▶ being opened: wait with the first open ─▶ pick the editor ─▶ start ─▶ wait ─▶ answer
//
// Contract: lives on the hub's executor; no sockets; the child inherits PATCHBAY_STATE_DIR (this
// hub's state directory), so the package it loads links to this hub. One Unity a project: a second
// open while one starts waits for the same process. Never touches the project's files but the log.

#include "hub/editor_registry.hpp"
#include "hub/hub_options.hpp"
#include "hub/unity_installs.hpp"
#include "mcp/call_context.hpp"
#include "mcp/server.hpp"

#include <boost/asio/awaitable.hpp>
#include <boost/json.hpp>

#include <chrono>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace patchbay::hub {

class client_directory;

class editor_opener {
 public:
  editor_opener(const hub_options& options, editor_registry& registry, client_directory& clients)
      : options_(options), registry_(registry), clients_(clients) {}

  void register_into(mcp::tool_registry& tools);
  // open_editor is listed while no editor is live (then it is how an agent gets one); with one
  // connected or reloading, it is still callable and stays out of every agent's context.
  void refresh_listing();
  // Tests replace where editors are looked for (a fake Hub layout).
  void set_layout(hub_layout layout) { layout_ = std::move(layout); }

  // What a call refused for want of an editor adds (issue 48): Unity is not running for the
  // project, the command that opens it and the Unity it would start (or that its version is not
  // installed). Empty when `project` is not a Unity project.
  std::string how_to_open(const std::string& project) const;

  // The Unity editors this hub started that have not linked yet: [{project, version, pid,
  // batchmode, seconds}] (list_editors' `opening`).
  boost::json::array opening_now() const;

  // Idle exit (open_editor's `exitWhenIdle`, batch mode only): a call routed to `editor_id` is
  // activity; `idle_due` names the watched editors idle for their limit (no call for that long and
  // none pending, `pending` says), `forget_idle` drops one (it quit, or left).
  void note_activity(const std::string& editor_id);
  std::vector<std::string> idle_due(std::chrono::steady_clock::time_point now,
                                    const std::function<std::size_t(const std::string&)>& pending);
  void forget_idle(const std::string& editor_id) { idle_.erase(editor_id); }
  // Called when an editor starts being watched (the hub then runs its idle loop).
  void set_on_idle_watch(std::function<void()> f) { on_idle_watch_ = std::move(f); }
  bool watching_idle() const { return !idle_.empty(); }

  // The linked editor of `project` (canonical path), or null.
  const editor_record* linked(const std::filesystem::path& project) const;

 private:
  static boost::asio::awaitable<jsonrpc::outcome<mcp::tool_result>> open_editor(
      editor_opener* self, std::shared_ptr<mcp::call_context> ctx, boost::json::object args);

  // A Unity this hub started and waits for.
  struct opening {
    int pid = 0;
    std::filesystem::path log;
    std::string version;
    std::filesystem::path executable;
    bool batch = false;
    std::chrono::steady_clock::time_point started;
  };
  hub_layout layout() const;

  const hub_options& options_;
  editor_registry& registry_;
  client_directory& clients_;
  std::optional<hub_layout> layout_;
  std::map<std::string, std::shared_ptr<opening>> opening_;  // by canonical project path
  struct idle_rule {
    std::chrono::seconds limit{0};
    std::chrono::steady_clock::time_point last;
  };
  std::map<std::string, idle_rule> idle_;  // by editor id
  std::function<void()> on_idle_watch_;
  mcp::tool_registry* tools_ = nullptr;
};

}  // namespace patchbay::hub
