// editor_hub's client room: each MCP session's routing preferences (cwd, pins, selection) and the
// hub/clients notice that tells editors which MCP clients are attached.
//
// Contract: a session's state exists from `session_ready` (or its first call) to
// `session_closed`; code that resumes after a `co_await` must look it up with `sessions_.find`,
// never `state_for`, which would bring a closed session back. A 2026-07-28 request over HTTP is a
// session of its own: its client's record (same name, version, transport and routing facts) is
// what lasts, from its first request to `stateless_client_idle` after its last one finished.
// Notices to editors are coalesced to at most one a second.
#include "hub/editor_hub.hpp"
#include "hub/editor_record.hpp"
#include "hub/link_codes.hpp"

namespace patchbay::hub {

using detail::str;
using namespace std::chrono;

editor_hub::session_state& editor_hub::state_for(const mcp::session& s) {
  return sessions_[s.id()];
}

void editor_hub::session_ready(mcp::session& s) {
  session_state& st = state_for(s);
  const json::object& transport = s.transport_meta();
  const json::object* meta = nullptr;
  if (auto* m = s.initialize_params().if_contains("_meta"); m && m->is_object())
    meta = &m->as_object();
  auto pick = [&](std::string_view transport_key, std::string_view meta_key) {
    std::string v = str(transport, transport_key);
    if (v.empty() && meta) v = str(*meta, meta_key);
    return v;
  };
  st.route.cwd = pick("cwd", "patchbay/cwd");
  st.route.pin_editor = pick("editor", "patchbay/editor");
  st.route.pin_project = pick("project", "patchbay/project");
  st.client_name = str(s.client_info(), "name");
  st.client_version = str(s.client_info(), "version");
  st.transport = str(transport, "transport");
  if (st.transport.empty()) st.transport = "http";
  st.since = hub::dashboard::iso_time(system_clock::now());
  if (s.modern_only()) {
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
      dashboard_->changed();
      return;
    }
    forget_idlest_stateless_client();  // never `c`: it has a request in flight
  }
  schedule_clients_update();
  dashboard_->changed();
}

void editor_hub::session_closed(mcp::session& s) {
  auto it = sessions_.find(s.id());
  if (it != sessions_.end() && !it->second.client_key.empty()) {
    if (stateless_client* c = stateless_client_of(it->second)) {
      if (c->in_flight > 0) --c->in_flight;
      c->last_seen = steady_clock::now();
      c->last_seen_iso = hub::dashboard::iso_time(system_clock::now());
    }
    sessions_.erase(it);
    expire_stateless_clients();
    dashboard_->changed();
    return;
  }
  sessions_.erase(s.id());
  schedule_clients_update();
  dashboard_->changed();
}

editor_hub::stateless_client* editor_hub::stateless_client_of(const session_state& st) {
  if (st.client_key.empty()) return nullptr;
  auto it = stateless_clients_.find(st.client_key);
  return it == stateless_clients_.end() ? nullptr : &it->second;
}

void editor_hub::expire_stateless_clients() {
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
    dashboard_->changed();
  }
  if (!next || stopped_) return;
  stateless_timer_.expires_at(*next);  // cancels the earlier wait, if any
  stateless_timer_.async_wait([this](const boost::system::error_code& ec) {
    if (!ec) expire_stateless_clients();
  });
}

void editor_hub::forget_idlest_stateless_client() {
  if (stateless_clients_.size() <= std::max<std::size_t>(options_.max_stateless_clients, 1)) return;
  auto idlest = stateless_clients_.end();
  for (auto it = stateless_clients_.begin(); it != stateless_clients_.end(); ++it)
    if (it->second.in_flight == 0 &&
        (idlest == stateless_clients_.end() || it->second.last_seen < idlest->second.last_seen))
      idlest = it;
  if (idlest != stateless_clients_.end()) stateless_clients_.erase(idlest);
}

std::string editor_hub::session_label(std::uint64_t session_id) const {
  if (auto it = sessions_.find(session_id); it != sessions_.end())
    if (auto c = stateless_clients_.find(it->second.client_key); c != stateless_clients_.end())
      return c->second.id;
  return "s-" + std::to_string(session_id);
}

json::object editor_hub::clients_notification() const {
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

void editor_hub::schedule_clients_update() {
  if (clients_update_pending_ || stopped_) return;
  clients_update_pending_ = true;
  auto next = last_clients_update_ + seconds(1);
  clients_timer_.expires_at(std::max(next, steady_clock::now()));
  clients_timer_.async_wait([this](const boost::system::error_code& ec) {
    if (ec) return;
    clients_update_pending_ = false;
    last_clients_update_ = steady_clock::now();
    auto note = clients_notification();
    for (const auto& [id, ed] : editors_)
      if (ed->link) ed->link->send(note);
  });
}

}  // namespace patchbay::hub
