#pragma once
// The Unity editors the hub knows: who they are (a stable id from project name, path and machine),
// what they say about themselves (metadata, state, tools), and where they are (presence, see
// editor_record.hpp), with the grace and reload timers that end an absence.
//
//   editor/register ─▶ validate ─▶ attach (a newer link replaces an older one: close 4001)
//                                  ─▶ answer, tools/list, observer.editor_registered
//   link closed ─▶ reloading | vanished (timer) | gone (1001) ─▶ observer.editor_left / _gone
//   tools/list answered, list_changed ─▶ observer.editor_tools_changed
//
// Contract: lives on one executor; no sockets (links are `editor_link`s); no locks. An editor's id
// derives from project name, path and machine, so it is the same across reloads and restarts; its
// record outlives its links (gone editors stay known, with their cached tools). Calls are not its
// business: the observer (the hub) forwards what an editor's comings and goings mean for them.

#include "hub/editor_dialogs.hpp"
#include "hub/editor_record.hpp"
#include "hub/hub_options.hpp"
#include "hub/instance_watch.hpp"
#include "hub/routing.hpp"
#include "hub/tool_cache.hpp"
#include "hub/unity_instance.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/json.hpp>

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace patchbay::hub {

class registry_observer {
 public:
  virtual ~registry_observer() = default;
  // The editor registered on `ed.link`; same_process: the same runId as before (its calls live).
  virtual void editor_registered(editor_record& ed, bool same_process) = 0;
  // Its link closed; `ed.where` says whether it is reloading, vanished or gone.
  virtual void editor_left(editor_record& ed) = 0;
  // It is gone: it quit (`was` connected), or did not come back from `was` (reloading, vanished)
  // within reload_timeout / editor_grace.
  virtual void editor_gone(editor_record& ed, presence was) = 0;
  // Its tool list arrived (or a tools/list failed: no list is on its way any more).
  virtual void editor_tools_changed() = 0;
  // Something the dashboard shows about editors changed.
  virtual void editors_changed() = 0;
  // Its health probe was answered (a draining lease may end: it runs nothing any more).
  virtual void editor_health_answered(editor_record&) {}
};

class editor_registry {
 public:
  editor_registry(boost::asio::any_io_executor ex, const hub_options& options, std::string instance,
                  registry_observer& observer);
  editor_registry(const editor_registry&) = delete;
  editor_registry& operator=(const editor_registry&) = delete;

  // Reads the tool cache: editors known before they connect. One whose process still runs is held
  // as vanished for editor_grace (probably reconnecting from the hub this one replaces).
  void load_cache();
  // Cancels every timer; the links are closed by their owner.
  void stop();

  // From the links (the hub dispatches).
  void handle_register(editor_link& link, const jsonrpc::request& req);
  void handle_notification(editor_link& link, const jsonrpc::notification& n);
  // True when `id` answered one of the registry's own requests (tools/list).
  bool handle_response(editor_link& link, const jsonrpc::id& id,
                       const jsonrpc::outcome<boost::json::value>& result);
  void link_closed(editor_link& link, std::uint16_t code, bool hub_stopping);

  editor_record* find(const std::string& id);
  const editor_record* find(const std::string& id) const;
  // The editor whose current link this is, or null (unregistered, or replaced).
  editor_record* owner_of(const editor_link& link);
  const std::map<std::string, std::unique_ptr<editor_record>>& editors() const { return editors_; }

  // What routing reads of each editor. `with_state`: each view's state text too (for the texts
  // that list editors); routing itself needs only whether an editor is live.
  std::vector<editor_view> views(bool with_state = true) const;
  // ready, compiling, playing, reloading, disconnected, not_loaded.
  std::string state_of(const editor_record& ed) const;
  // What the health probe says of a connected editor now (nullopt: no answer on this link yet, or
  // a package that does not send health).
  std::optional<health_state> health_of(const editor_record& ed) const;
  // For texts: the health summary when the editor is busy or blocked, else state_of.
  std::string status_text(const editor_record& ed) const;
  // A gone editor whose project a Unity process other than the one that last connected has open:
  // Unity is open but Patchbay is not loaded (most often compile errors: Safe Mode), with the
  // compile errors of its log. The probe runs off the hub's thread (instance_watch.hpp): this
  // answers its latest result at once and refreshes a stale one in the background, so the state
  // follows the files (the instance file, the log) as they change.
  std::optional<unity_instance> not_loaded(const editor_record& ed) const;
  // Probes the projects of the gone editors (of `editor_id` only, when given) now, off the hub's
  // thread, and returns when their answers are in: for the answers an agent reads (list_editors,
  // a call refused because Unity is open without Patchbay).
  boost::asio::awaitable<void> refresh_not_loaded(std::string editor_id = {}) const;
  // Tests replace how a project's Unity process is found.
  using instance_probe = instance_watch::probe_fn;
  void set_instance_probe(instance_probe probe) { watch_->set_probe(std::move(probe)); }
  // Tests replace the operating system's windows with fake dialogs.
  void set_dialog_source(std::shared_ptr<dialog_source> source) { dialogs_ = std::move(source); }
  dialog_source& dialogs() const { return *dialogs_; }
  // The process id the editor registered with; 0 when it gave none.
  static int pid_of(const editor_record& ed);
  // The modal dialogs of a blocked editor (looked for once per probe answer); null when the editor
  // is not blocked or has no pid.
  const platform::dialog_scan* dialogs_of(const editor_record& ed) const;
  // Drops the scan dialogs_of keeps (a button was pressed): the next call looks again.
  void forget_dialogs(const editor_record& ed) const { ed.dialogs.reset(); }
  // Whether the listings (list_editors, the status: `patchbay editors`, the dashboard) show it: not
  // gone, gone for less than gone_listed_for, or not_loaded. Routing reads every editor (views).
  bool listed(const editor_record& ed) const;
  // The editor as list_editors and the status show it.
  boost::json::object describe(const editor_record& ed, const std::string& selected) const;

  std::size_t count() const { return editors_.size(); }
  std::size_t connected_count() const;
  // Connected, reloading, or within their grace period.
  std::size_t live_count() const;
  // Whether a connected editor's tool list has been asked for and not yet answered.
  bool tools_on_the_way() const;
  // Within editor_grace of the hub's start, editors of the cache that have not registered yet.
  bool editors_returning() const;
  std::chrono::steady_clock::time_point returning_until() const {
    return started_at_ + options_.editor_grace;
  }

  // Sends a notification to every connected editor.
  void send_to_all(const boost::json::object& message);

 private:
  editor_record& attach(editor_link& link, const std::string& id);
  void absent(editor_record& ed, presence p);
  void request_tools(editor_record& ed);
  void set_tools(editor_record& ed, boost::json::array tools);
  void apply_state(editor_record& ed, const boost::json::object& state);
  void save_cache(const editor_record& ed) const;
  void forget_player(const editor_record& ed) const;

  boost::asio::any_io_executor ex_;
  const hub_options& options_;
  std::string instance_;
  registry_observer& observer_;
  tool_cache cache_;
  // Owned here, used from const views: its cache is not the registry's state.
  std::unique_ptr<instance_watch> watch_;
  std::shared_ptr<dialog_source> dialogs_ = os_dialog_source();
  std::map<std::string, std::unique_ptr<editor_record>> editors_;
  std::chrono::steady_clock::time_point started_at_;
};

}  // namespace patchbay::hub
