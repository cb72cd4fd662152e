#pragma once
// The per-editor lease for calls that change the whole editor (docs/protocol.md §6.3): a compile,
// an asset refresh, a test run, a play-mode change, a package change or code execution started by
// one agent invalidates what another agent is doing on that editor, so one such call runs at a
// time per editor. The tool says it is one (`_meta["patchbay/wholeEditor"]` in its tools/list
// entry); other calls never touch the lease.
//
//   request ─┬─ free (or the session's own job hold, nobody waiting): granted
//            ├─ held, queue below its bound: queued (FIFO); its turn comes by release/leave
//            ├─ held, queue full, and another session holds more of its places than this one
//            │  does plus one: that session's newest waiter is evicted (told so), this one queued —
//            │  fair means per agent: one agent cannot fill the queue and lock the others out
//            └─ held, queue full otherwise: full (nothing recorded; the caller answers `busy`)
//   holder's call ends ─┬─ its result is a job still running: the hold moves to the job
//                       └─ otherwise: released, the oldest waiter is granted
//   job hold ends: a result of that editor says the job is no longer running, the holder's
//   session closes, the editor process is gone or restarted, or its bound passes.
//   holder's call abandoned after it was sent (cancelled, its session closed, its deadline): the
//   editor may still be doing the work (a compile goes on), so the lease drains until the editor
//   says it is idle (the forwarder reads its health probe), it is gone, or the bound passes.
//
// Contract: pure bookkeeping; no sockets, no timers, no clocks of its own (callers pass `now`).
// A waiter's turn callback is called once, synchronously, from the call that granted it, and never
// after the waiter left the queue.

#include <boost/json.hpp>

#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace patchbay::hub {

// Who asks for (or holds) an editor's lease.
struct lease_party {
  std::uint64_t ticket = 0;
  std::uint64_t session_id = 0;
  std::string session;  // the session's label ("s-3", a 2026-07-28 client's id)
  std::string client;   // the MCP client's name
  std::string tool;
  std::chrono::system_clock::time_point since;  // asked at (queued) or granted at (holder)
};

struct lease_holder : lease_party {
  // Non-empty: the holder's call returned this job still running; the lease covers the job.
  std::string job_id;
  // The holder's call was abandoned after it was sent: the hold lasts until the editor is idle.
  bool draining = false;
  std::string link_id;  // of the abandoned call (the health probe names the call it runs)
  std::chrono::steady_clock::time_point drain_since;
  std::chrono::steady_clock::time_point job_until;  // the bound of a job hold or a drain
};

enum class lease_answer { granted, queued, full };

// The link id of a draining hold that waits for the editor to run no call at all (hold_unknown).
inline constexpr std::string_view any_call_link_id = "*";

class editor_lease {
 public:
  using turn_callback = std::function<void()>;

  explicit editor_lease(std::size_t max_queue) : max_queue_(max_queue) {}
  editor_lease(const editor_lease&) = delete;
  editor_lease& operator=(const editor_lease&) = delete;

  // What a lease_hold reaches the lease through: it expires with the lease (a suspended call's
  // coroutine may be destroyed after the hub that owns the lease, when the hub stops).
  std::weak_ptr<editor_lease*> lifetime() const { return self_; }

  std::uint64_t next_ticket() { return ++next_ticket_; }

  // Asks for `editor`'s lease. `turn` is called when a queued party is granted it later;
  // `evicted` when it loses its place to another agent's call (it then has left the queue).
  lease_answer request(const std::string& editor, lease_party party, turn_callback turn,
                       turn_callback evicted = {});
  // The party's call ended (or it left the queue: cancelled, timed out, refused). Grants the next.
  void release(const std::string& editor, std::uint64_t ticket);
  // The same for a ticket whose editor the caller does not keep (tickets are unique across
  // editors).
  void release(std::uint64_t ticket);
  // The holder's call returned `job_id` still running: the hold stays with the job until `until`.
  void hold_for_job(const std::string& editor, std::uint64_t ticket, std::string job_id,
                    std::chrono::steady_clock::time_point until);
  // The holder's call was abandoned after it was sent as `link_id`: the hold drains until
  // `drained` (or `until`).
  void drain(const std::string& editor, std::uint64_t ticket, std::string link_id,
             std::chrono::steady_clock::time_point now,
             std::chrono::steady_clock::time_point until);
  // This hub has just met `editor` (it was linked to an earlier hub that stopped or died without
  // a word), so nobody here knows whether a call that changes the whole editor still runs there (an
  // agent's compile outlives a hub killed with SIGKILL). The lease drains as for an abandoned call,
  // on behalf of `party`, until the editor's first health answer says it runs nothing
  // (`any_call_link_id`), or `until`. Nothing when the lease is held or waited for already.
  void hold_unknown(const std::string& editor, lease_party party,
                    std::chrono::steady_clock::time_point now,
                    std::chrono::steady_clock::time_point until);
  // The editor is idle again (or gone): a draining hold ends.
  void drained(const std::string& editor);
  // The editors whose lease drains, with their holder.
  std::vector<std::pair<std::string, lease_holder>> draining() const;
  // A result of `editor` says `job_id` is no longer running: its hold ends.
  void job_finished(const std::string& editor, const std::string& job_id);
  // Job holds past their bound end. Returns true when one ended.
  bool expire(std::chrono::steady_clock::time_point now);
  // The session closed: its job holds end (its calls, held or queued, are cancelled by MCP).
  void session_closed(std::uint64_t session_id);
  // The editor process is gone or restarted: a job hold on it ends (its calls end by themselves).
  void editor_gone(const std::string& editor);

  const lease_holder* holder(const std::string& editor) const;
  std::size_t queued(const std::string& editor) const;
  std::size_t max_queue() const { return max_queue_; }
  // {holder: {session, client, tool, since, heldMs, jobId?} | null, queue: [{session, client, tool,
  // since, waitedMs}], maxQueue} for list_editors, `patchbay editors` and the dashboard; nullopt
  // when the lease is free and nobody waits.
  std::optional<boost::json::object> describe(const std::string& editor,
                                              std::chrono::system_clock::time_point now) const;
  // One line: "compile held by claude-code (s-3) for 14 s; 2 waiting", or empty when free.
  std::string summary(const std::string& editor, std::chrono::system_clock::time_point now) const;

 private:
  struct waiter {
    lease_party party;
    turn_callback turn;
    turn_callback evicted;
  };
  struct state {
    std::optional<lease_holder> holder;
    std::deque<waiter> queue;
  };
  void grant_next(const std::string& editor);

  std::size_t max_queue_;
  std::shared_ptr<editor_lease*> self_ = std::make_shared<editor_lease*>(this);
  std::uint64_t next_ticket_ = 0;
  std::map<std::string, state> editors_;
};

// An owning hold on one ticket of an editor's lease: a party queued, or granted its turn. The hold
// releases the ticket when it ends (leaving the queue, or handing the turn on), unless its owner
// takes the ticket first to settle it another way (a forwarded call whose job or abandoned work
// keeps the lease: call_forwarder). Move-only; a hold that outlives its lease releases nothing.
class lease_hold {
 public:
  lease_hold() = default;
  // Small on purpose (a forwarded call's coroutine frame holds two): the lease finds the ticket's
  // editor itself.
  lease_hold(editor_lease& lease, std::uint64_t ticket)
      : lease_(lease.lifetime()), ticket_(ticket) {}
  lease_hold(lease_hold&& other) noexcept
      : lease_(std::move(other.lease_)), ticket_(std::exchange(other.ticket_, 0)) {}
  lease_hold& operator=(lease_hold&& other) noexcept {
    if (this != &other) {
      reset();
      lease_ = std::move(other.lease_);
      ticket_ = std::exchange(other.ticket_, 0);
    }
    return *this;
  }
  lease_hold(const lease_hold&) = delete;
  lease_hold& operator=(const lease_hold&) = delete;
  ~lease_hold() { reset(); }

  explicit operator bool() const { return ticket_ != 0; }
  std::uint64_t ticket() const { return ticket_; }
  // The ticket passes to the caller, who settles it; the hold no longer releases it.
  std::uint64_t take() { return std::exchange(ticket_, 0); }
  // Releases the ticket now (nothing when it was taken or already released).
  void reset() {
    if (ticket_ == 0) return;
    auto ticket = std::exchange(ticket_, 0);
    if (auto lease = lease_.lock()) (*lease)->release(ticket);
  }

 private:
  std::weak_ptr<editor_lease*> lease_;
  std::uint64_t ticket_ = 0;
};

// The text of the `busy` tool error: who holds the lease, for what and since when, how many wait,
// why this call ends (`why`: waited the bound, or the queue is full) and what is true meanwhile
// (issue 45): when to retry, and whether reads work — not while the editor is `blocked` (its
// health, when known, says so and what to do), and a holder whose call was abandoned (draining)
// may finish late. The call did not run.
struct health_state;
std::string busy_message(const std::string& editor, const lease_holder* holder, std::size_t waiting,
                         const std::string& why, std::chrono::system_clock::time_point now,
                         std::chrono::milliseconds retry_after,
                         const health_state* health = nullptr);

}  // namespace patchbay::hub
