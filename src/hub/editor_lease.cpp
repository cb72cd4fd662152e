#include "hub/editor_lease.hpp"

#include "hub/dashboard.hpp"
#include "hub/editor_health.hpp"

#include <algorithm>

namespace patchbay::hub {

namespace json = boost::json;
using namespace std::chrono;

namespace {

std::int64_t ms_since(system_clock::time_point t, system_clock::time_point now) {
  return std::max<std::int64_t>(0, duration_cast<milliseconds>(now - t).count());
}

std::string who(const lease_party& p) {
  return (p.client.empty() ? std::string("an MCP client") : p.client) + " (session " + p.session +
         ")";
}

json::object party_json(const lease_party& p) {
  return json::object{{"session", p.session},
                      {"client", p.client},
                      {"tool", p.tool},
                      {"since", dashboard::iso_time(p.since)}};
}

lease_holder holder_of(lease_party p) {
  lease_holder h;
  static_cast<lease_party&>(h) = std::move(p);
  return h;
}

}  // namespace

lease_answer editor_lease::request(const std::string& editor, lease_party party, turn_callback turn,
                                   turn_callback evicted) {
  state& st = editors_[editor];
  // The session's own job hold (its compile handed back as a job) passes to its next call when
  // nobody else waits: a session never queues behind its own job.
  if (st.holder && !st.holder->job_id.empty() && st.holder->session_id == party.session_id &&
      st.queue.empty())
    st.holder.reset();
  if (!st.holder) {
    st.holder = holder_of(std::move(party));
    return lease_answer::granted;
  }
  if (st.queue.size() >= max_queue_) {
    // Fair per agent: the session with the most places gives its newest one up, if it holds more
    // than this session would after queueing.
    std::map<std::uint64_t, std::size_t> places;
    for (const auto& w : st.queue) ++places[w.party.session_id];
    std::uint64_t richest = 0;
    std::size_t most = 0;
    for (const auto& [session, n] : places)
      if (session != party.session_id && n > most) {
        richest = session;
        most = n;
      }
    if (most <= places[party.session_id] + 1) return lease_answer::full;
    auto newest = std::find_if(st.queue.rbegin(), st.queue.rend(),
                               [&](const waiter& w) { return w.party.session_id == richest; });
    turn_callback tell = std::move(newest->evicted);
    st.queue.erase(std::next(newest).base());
    st.queue.push_back(waiter{std::move(party), std::move(turn), std::move(evicted)});
    if (tell) tell();
    return lease_answer::queued;
  }
  st.queue.push_back(waiter{std::move(party), std::move(turn), std::move(evicted)});
  return lease_answer::queued;
}

void editor_lease::grant_next(const std::string& editor) {
  auto it = editors_.find(editor);
  if (it == editors_.end()) return;
  state& st = it->second;
  if (st.holder) return;
  if (st.queue.empty()) {
    editors_.erase(it);
    return;
  }
  waiter next = std::move(st.queue.front());
  st.queue.pop_front();
  next.party.since = system_clock::now();
  st.holder = holder_of(std::move(next.party));
  if (next.turn) next.turn();  // may re-enter: `st` is not used after this
}

void editor_lease::release(const std::string& editor, std::uint64_t ticket) {
  auto it = editors_.find(editor);
  if (it == editors_.end()) return;
  state& st = it->second;
  if (st.holder && st.holder->ticket == ticket) {
    st.holder.reset();
    grant_next(editor);
    return;
  }
  std::erase_if(st.queue, [&](const waiter& w) { return w.party.ticket == ticket; });
  if (!st.holder && st.queue.empty()) editors_.erase(it);
}

void editor_lease::release(std::uint64_t ticket) {
  for (const auto& [editor, st] : editors_) {
    bool here = (st.holder && st.holder->ticket == ticket) ||
                std::any_of(st.queue.begin(), st.queue.end(),
                            [&](const waiter& w) { return w.party.ticket == ticket; });
    if (here) {
      std::string id = editor;  // release may erase the entry the key lives in
      release(id, ticket);
      return;
    }
  }
}

void editor_lease::hold_for_job(const std::string& editor, std::uint64_t ticket, std::string job_id,
                                steady_clock::time_point until) {
  auto it = editors_.find(editor);
  if (it == editors_.end() || !it->second.holder || it->second.holder->ticket != ticket) return;
  it->second.holder->job_id = std::move(job_id);
  it->second.holder->job_until = until;
}

void editor_lease::drain(const std::string& editor, std::uint64_t ticket, std::string link_id,
                         steady_clock::time_point now, steady_clock::time_point until) {
  auto it = editors_.find(editor);
  if (it == editors_.end() || !it->second.holder || it->second.holder->ticket != ticket) return;
  lease_holder& h = *it->second.holder;
  h.draining = true;
  h.link_id = std::move(link_id);
  h.drain_since = now;
  h.job_until = until;
}

void editor_lease::hold_unknown(const std::string& editor, lease_party party,
                                steady_clock::time_point now, steady_clock::time_point until) {
  state& st = editors_[editor];
  if (st.holder || !st.queue.empty()) return;
  lease_holder h;
  static_cast<lease_party&>(h) = std::move(party);
  h.ticket = next_ticket();
  h.draining = true;
  h.link_id = std::string(any_call_link_id);
  h.drain_since = now;
  h.job_until = until;
  st.holder = std::move(h);
}

void editor_lease::drained(const std::string& editor) {
  auto it = editors_.find(editor);
  if (it == editors_.end() || !it->second.holder || !it->second.holder->draining) return;
  it->second.holder.reset();
  grant_next(editor);
}

std::vector<std::pair<std::string, lease_holder>> editor_lease::draining() const {
  std::vector<std::pair<std::string, lease_holder>> out;
  for (const auto& [editor, st] : editors_)
    if (st.holder && st.holder->draining) out.emplace_back(editor, *st.holder);
  return out;
}

void editor_lease::job_finished(const std::string& editor, const std::string& job_id) {
  auto it = editors_.find(editor);
  if (it == editors_.end() || !it->second.holder || it->second.holder->job_id.empty() ||
      it->second.holder->job_id != job_id)
    return;
  it->second.holder.reset();
  grant_next(editor);
}

bool editor_lease::expire(steady_clock::time_point now) {
  std::vector<std::string> ended;
  for (auto& [editor, st] : editors_)
    if (st.holder && (!st.holder->job_id.empty() || st.holder->draining) &&
        st.holder->job_until <= now)
      ended.push_back(editor);
  for (const auto& editor : ended) {
    editors_[editor].holder.reset();
    grant_next(editor);
  }
  return !ended.empty();
}

void editor_lease::session_closed(std::uint64_t session_id) {
  std::vector<std::string> ended;
  for (auto& [editor, st] : editors_)
    if (st.holder && !st.holder->job_id.empty() && st.holder->session_id == session_id)
      ended.push_back(editor);
  for (const auto& editor : ended) {
    editors_[editor].holder.reset();
    grant_next(editor);
  }
}

void editor_lease::editor_gone(const std::string& editor) {
  auto it = editors_.find(editor);
  if (it == editors_.end() || !it->second.holder) return;
  if (it->second.holder->job_id.empty() && !it->second.holder->draining) return;
  it->second.holder.reset();
  grant_next(editor);
}

const lease_holder* editor_lease::holder(const std::string& editor) const {
  auto it = editors_.find(editor);
  return it == editors_.end() || !it->second.holder ? nullptr : &*it->second.holder;
}

std::size_t editor_lease::queued(const std::string& editor) const {
  auto it = editors_.find(editor);
  return it == editors_.end() ? 0 : it->second.queue.size();
}

std::optional<json::object> editor_lease::describe(const std::string& editor,
                                                   system_clock::time_point now) const {
  auto it = editors_.find(editor);
  if (it == editors_.end()) return std::nullopt;
  const state& st = it->second;
  json::object o;
  if (st.holder) {
    json::object h = party_json(*st.holder);
    h["heldMs"] = ms_since(st.holder->since, now);
    if (!st.holder->job_id.empty()) h["jobId"] = st.holder->job_id;
    if (st.holder->draining) h["finishing"] = true;
    o["holder"] = std::move(h);
  } else {
    o["holder"] = nullptr;
  }
  json::array queue;
  for (const auto& w : st.queue) {
    json::object q = party_json(w.party);
    q["waitedMs"] = ms_since(w.party.since, now);
    queue.push_back(std::move(q));
  }
  o["queue"] = std::move(queue);
  o["maxQueue"] = max_queue_;
  return o;
}

std::string editor_lease::summary(const std::string& editor, system_clock::time_point now) const {
  auto it = editors_.find(editor);
  if (it == editors_.end() || !it->second.holder) return {};
  const lease_holder& h = *it->second.holder;
  std::string s = "lease: " + h.tool + (h.job_id.empty() ? "" : " (job " + h.job_id + ")") +
                  (h.draining ? " (its call ended; the editor is finishing the work)" : "") +
                  " held by " + who(h) + " for " + describe_duration(ms_since(h.since, now));
  if (auto n = it->second.queue.size(); n > 0) {
    s += "; " + std::to_string(n) + " waiting:";
    for (const auto& w : it->second.queue) s += " " + w.party.tool + " (" + w.party.session + ")";
  }
  return s;
}

std::string busy_message(const std::string& editor, const lease_holder* holder, std::size_t waiting,
                         const std::string& why, system_clock::time_point now,
                         milliseconds retry_after, const health_state* health) {
  std::string text = "busy: the Unity editor " + editor + " is running a call that changes the " +
                     "whole editor for another agent";
  if (holder) {
    text += ": " + holder->tool +
            (holder->job_id.empty() ? std::string() : " (job " + holder->job_id + ")") +
            " started by " + who(*holder) + " at " + dashboard::iso_time(holder->since) + " (" +
            describe_duration(ms_since(holder->since, now)) + " ago)";
  }
  text += ", and " + std::to_string(waiting) + (waiting == 1 ? " call waits" : " calls wait") +
          " for it. " + why + " This call did not run.";
  if (holder && holder->draining)
    text +=
        " The agent that started it stopped waiting for it (cancelled, gone or timed out), and "
        "the editor is still finishing the work, which may take longer: retry once "
        "list_editors shows the lease free.";
  else
    text += " Retry in about " + describe_duration(retry_after.count()) +
            " (list_editors shows the holder and the queue).";
  if (health && health->kind == health_kind::blocked)
    text += " Calls that only read wait too: the editor is " + health->summary +
            (health->remedy.empty() ? std::string(".") : ". " + health->remedy);
  else
    text += " Calls that only read keep working meanwhile.";
  return text;
}

}  // namespace patchbay::hub
