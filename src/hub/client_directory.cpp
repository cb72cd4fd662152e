#include "hub/client_directory.hpp"

#include "hub/dashboard.hpp"
#include "hub/json_fields.hpp"
#include "hub/link_codes.hpp"
#include "mcp/patchbay_names.hpp"

#include <algorithm>
#include <optional>

namespace patchbay::hub {

using namespace std::chrono;

client_directory::client_directory(boost::asio::any_io_executor ex, const hub_options& options,
                                   std::function<void(const json::object&)> notify_editors,
                                   std::function<void()> changed)
    : options_(options),
      notify_editors_(std::move(notify_editors)),
      changed_(std::move(changed)),
      stateless_timer_(ex),
      clients_timer_(ex) {}

void client_directory::stop() {
  stopped_ = true;
  clients_timer_.cancel();
  stateless_timer_.cancel();
}

void client_directory::session_ready(const mcp::session& s) {
  client_session& st = state_for(s);
  const json::object& transport = s.transport_meta();
  const json::object* meta = nullptr;
  if (auto* m = s.initialize_params().if_contains("_meta"); m && m->is_object())
    meta = &m->as_object();
  auto pick = [&](std::string_view transport_key, std::string_view meta_key) {
    std::string v = str(transport, transport_key);
    if (v.empty() && meta) v = str(*meta, meta_key);
    return v;
  };
  st.route.cwd = pick("cwd", mcp::meta::cwd);
  st.route.cwd_project = pick("unityProject", mcp::meta::unity_project);
  st.route.pin_editor = pick("editor", mcp::meta::editor);
  st.route.pin_project = pick("project", mcp::meta::project);
  st.client_name = str(s.client_info(), "name");
  st.client_version = str(s.client_info(), "version");
  st.transport = str(transport, "transport");
  if (st.transport.empty()) st.transport = "http";
  st.since = dashboard::iso_time(system_clock::now());
  if (s.stateless_only()) {
    for (const std::string* part : {&st.transport, &st.client_name, &st.client_version,
                                    &st.route.cwd, &st.route.pin_editor, &st.route.pin_project})
      st.client_key += *part + '\n';
    auto [it, made] = stateless_clients_.try_emplace(st.client_key);
    stateless_client& c = it->second;
    if (made) {
      c.id = "c-" + std::to_string(++next_stateless_client_);
      c.st = st;
      c.st.client_key.clear();
    }
    ++c.requests;
    ++c.in_flight;
    c.last_seen = steady_clock::now();
    c.last_seen_iso = st.since;
    if (!made) {  // nothing changed that editors are told
      changed_();
      return;
    }
    forget_idlest_stateless_client();  // never `c`: it has a request in flight
  }
  schedule_clients_update();
  changed_();
}

void client_directory::session_closed(const mcp::session& s) {
  auto it = sessions_.find(s.id());
  if (it != sessions_.end() && !it->second.client_key.empty()) {
    if (stateless_client* c = stateless_client_of(it->second)) {
      if (c->in_flight > 0) --c->in_flight;
      c->last_seen = steady_clock::now();
      c->last_seen_iso = dashboard::iso_time(system_clock::now());
    }
    sessions_.erase(it);
    expire_stateless_clients();
    changed_();
    return;
  }
  sessions_.erase(s.id());
  schedule_clients_update();
  changed_();
}

client_session* client_directory::find(std::uint64_t session_id) {
  auto it = sessions_.find(session_id);
  return it == sessions_.end() ? nullptr : &it->second;
}

stateless_client* client_directory::stateless_client_of(const client_session& st) {
  if (st.client_key.empty()) return nullptr;
  auto it = stateless_clients_.find(st.client_key);
  return it == stateless_clients_.end() ? nullptr : &it->second;
}

bool client_directory::first_list_done(const mcp::session& s) const {
  auto it = sessions_.find(s.id());
  if (it == sessions_.end()) return false;
  if (auto c = stateless_clients_.find(it->second.client_key); c != stateless_clients_.end())
    return c->second.st.listed;
  return it->second.listed;
}

void client_directory::mark_listed(std::uint64_t session_id, const std::string& client_key) {
  // The session may have closed while its list waited: do not bring its state back.
  if (auto it = sessions_.find(session_id); it != sessions_.end()) it->second.listed = true;
  if (auto c = stateless_clients_.find(client_key); c != stateless_clients_.end())
    c->second.st.listed = true;
}

void client_directory::note_call(std::uint64_t session_id, const std::string& editors,
                                 const std::string& reason) {
  client_session* st = find(session_id);
  if (!st) return;
  st->last_editor = editors;
  st->last_reason = reason;
  ++st->calls;
  if (stateless_client* c = stateless_client_of(*st)) {
    c->st.last_editor = editors;
    c->st.last_reason = reason;
    ++c->st.calls;
  }
  changed_();
}

// A 2026-07-28 request is a session of its own: its client's record keeps the calls.
static client_session* lasting(client_directory& d, client_session* st) {
  if (!st) return nullptr;
  if (stateless_client* c = d.stateless_client_of(*st)) return &c->st;
  return st->client_key.empty() ? st : nullptr;
}

void client_directory::record_play_call(const mcp::session& s, playtest::recorded_call call) {
  client_session* st = lasting(*this, find(s.id()));
  if (!st) return;
  if (st->play_calls.size() >= playtest::max_recorded_calls)
    st->play_calls.erase(st->play_calls.begin());
  st->play_calls.push_back(std::move(call));
}

const std::vector<playtest::recorded_call>* client_directory::play_calls(const mcp::session& s) {
  client_session* st = lasting(*this, find(s.id()));
  return st ? &st->play_calls : nullptr;
}

void client_directory::clear_play_calls(const mcp::session& s) {
  if (client_session* st = lasting(*this, find(s.id()))) st->play_calls.clear();
}

void client_directory::expire_stateless_clients() {
  auto now = steady_clock::now();
  std::optional<steady_clock::time_point> next;
  bool removed = false;
  for (auto it = stateless_clients_.begin(); it != stateless_clients_.end();) {
    const stateless_client& c = it->second;
    auto ends = c.last_seen + options_.stateless_client_idle;
    if (c.in_flight == 0 && ends <= now) {
      it = stateless_clients_.erase(it);
      removed = true;
      continue;
    }
    if (c.in_flight == 0 && (!next || ends < *next)) next = ends;
    ++it;
  }
  if (removed) {
    schedule_clients_update();
    changed_();
  }
  if (!next || stopped_) return;
  stateless_timer_.expires_at(*next);  // cancels the earlier wait, if any
  stateless_timer_.async_wait([this](const boost::system::error_code& ec) {
    if (!ec) expire_stateless_clients();
  });
}

void client_directory::forget_idlest_stateless_client() {
  if (stateless_clients_.size() <= std::max<std::size_t>(options_.max_stateless_clients, 1)) return;
  auto idlest = stateless_clients_.end();
  for (auto it = stateless_clients_.begin(); it != stateless_clients_.end(); ++it)
    if (it->second.in_flight == 0 &&
        (idlest == stateless_clients_.end() || it->second.last_seen < idlest->second.last_seen))
      idlest = it;
  if (idlest != stateless_clients_.end()) stateless_clients_.erase(idlest);
}

std::string client_directory::label(std::uint64_t session_id) const {
  if (auto it = sessions_.find(session_id); it != sessions_.end())
    if (auto c = stateless_clients_.find(it->second.client_key); c != stateless_clients_.end())
      return c->second.id;
  return "s-" + std::to_string(session_id);
}

json::object client_directory::clients_notification() const {
  std::map<std::pair<std::string, std::string>, int> groups;
  for (const auto& [id, st] : sessions_)
    if (st.client_key.empty() && (!st.client_name.empty() || !st.client_version.empty()))
      ++groups[{st.client_name, st.client_version}];
  for (const auto& [key, c] : stateless_clients_)
    if (!c.st.client_name.empty() || !c.st.client_version.empty())
      ++groups[{c.st.client_name, c.st.client_version}];
  json::array clients;
  for (const auto& [key, n] : groups)
    clients.push_back(json::object{{"name", key.first}, {"version", key.second}, {"sessions", n}});
  return jsonrpc::make_notification(link_method::clients,
                                    json::object{{"clients", std::move(clients)}});
}

void client_directory::schedule_clients_update() {
  if (clients_update_pending_ || stopped_) return;
  clients_update_pending_ = true;
  auto next = last_clients_update_ + seconds(1);
  clients_timer_.expires_at(std::max(next, steady_clock::now()));
  clients_timer_.async_wait([this](const boost::system::error_code& ec) {
    if (ec) return;
    clients_update_pending_ = false;
    last_clients_update_ = steady_clock::now();
    notify_editors_(clients_notification());
  });
}

}  // namespace patchbay::hub
