// editor_hub's client room: each MCP session's routing preferences (cwd, pins, selection) and the
// hub/clients notice that tells editors which MCP clients are attached.
//
// Contract: a session's state exists from `session_ready` (or its first call) to
// `session_closed`; code that resumes after a `co_await` must look it up with `sessions_.find`,
// never `state_for`, which would bring a closed session back. Notices to editors are coalesced to
// at most one a second.
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
  schedule_clients_update();
  dashboard_->changed();
}

void editor_hub::session_closed(mcp::session& s) {
  sessions_.erase(s.id());
  schedule_clients_update();
  dashboard_->changed();
}

json::object editor_hub::clients_notification() const {
  std::map<std::pair<std::string, std::string>, int> groups;
  for (const auto& [id, st] : sessions_)
    if (!st.client_name.empty() || !st.client_version.empty())
      ++groups[{st.client_name, st.client_version}];
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
