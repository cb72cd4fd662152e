#pragma once
// What the hub knows of Unity processes that have a project open without Patchbay (issue 29):
// the probe of `unity_instance.hpp` — the project's instance file, the process, the tail of its
// editor log — run off the hub's thread (issue 44). A log is anyone's file: on a slow or remote
// disk, or a FUSE mount a project points into, one read can take long, and the hub's single
// thread serves every session, editor and dashboard. So the probe runs on one worker thread and
// the hub reads its latest answer.
//
//   ask (list_editors, a call to a gone editor) ─▶ co_await refresh ─▶ worker: probe ─▶ hub: cache
//   view (state, dashboard)                      ─▶ cached answer; stale ─▶ refresh in background
//
// Contract: every member but the probe itself runs on the hub's executor; the probe runs on the
// worker and touches nothing of this object. A refresh the worker has not finished is joined by
// the next ask, not repeated. Answers arriving after `stop()` are dropped.

#include "hub/unity_instance.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/thread_pool.hpp>

#include <chrono>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace patchbay::hub {

class instance_watch {
 public:
  using probe_fn = std::function<std::optional<unity_instance>(const std::filesystem::path& project,
                                                               bool read_log)>;
  // `changed` is called (on the hub's executor) when a refresh finds another answer than before.
  instance_watch(boost::asio::any_io_executor ex, probe_fn probe, std::function<void()> changed);
  ~instance_watch();
  instance_watch(const instance_watch&) = delete;
  instance_watch& operator=(const instance_watch&) = delete;

  void set_probe(probe_fn probe) { probe_ = std::move(probe); }

  // The latest answer for `project` (nullopt: none yet, or no Unity has it open). An answer older
  // than `fresh_for` starts a refresh in the background; this call never waits.
  std::optional<unity_instance> cached(const std::string& project);
  // Probes `project` now on the worker and returns when the answer is in the cache. Joins a
  // refresh already under way.
  boost::asio::awaitable<void> refresh(std::string project);
  // Drops the answers of the worker still to come and lets the worker go.
  void stop();

  static constexpr std::chrono::milliseconds fresh_for{1000};

 private:
  struct entry {
    std::optional<unity_instance> answer;
    bool answered = false;
    std::chrono::steady_clock::time_point at;
    // Waiters of the refresh under way; cancelled (woken) when it is answered.
    std::shared_ptr<boost::asio::steady_timer> pending;
  };
  struct shared_state {
    bool stopped = false;
  };
  void start(const std::string& project, entry& e);
  void answered(const std::string& project, std::optional<unity_instance> answer);

  boost::asio::any_io_executor ex_;
  probe_fn probe_;
  std::function<void()> changed_;
  std::map<std::string, entry> entries_;
  std::shared_ptr<shared_state> state_ = std::make_shared<shared_state>();
  std::unique_ptr<boost::asio::thread_pool> worker_;
};

}  // namespace patchbay::hub
