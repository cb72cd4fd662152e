#include "hub/status_room.hpp"

#include "hub/json_fields.hpp"
#include "hub/routing.hpp"

namespace patchbay::hub {

json::object status_room::session_status(const std::string& label, const client_session& st) const {
  auto route = resolve_route(registry_.views(), nullptr, st.route);
  json::object o{{"id", label},
                 {"client", json::object{{"name", st.client_name}, {"version", st.client_version}}},
                 {"transport", st.transport.empty() ? std::string("http") : st.transport},
                 {"since", st.since},
                 {"calls", st.calls}};
  if (route.error.empty()) {
    o["editor"] = route.editors.front();
    o["reason"] = route.reason;
  } else {
    o["editor"] = nullptr;
    o["reason"] = "none";
  }
  if (!st.last_editor.empty()) {
    o["lastEditor"] = st.last_editor;
    o["lastReason"] = st.last_reason;
  }
  if (!st.route.cwd.empty()) o["cwd"] = st.route.cwd;
  if (!st.route.pin_editor.empty()) o["pinEditor"] = st.route.pin_editor;
  if (!st.route.pin_project.empty()) o["pinProject"] = st.route.pin_project;
  if (!st.route.selected.empty()) o["selected"] = st.route.selected;
  return o;
}

json::object status_room::status(bool with_calls) const {
  json::array sessions;
  std::map<std::string, json::array> driven_by;  // editor id → sessions whose calls go there
  auto add = [&](json::object s) {
    if (auto e = jsonrpc::get_string(s, "editor")) driven_by[std::string(*e)].push_back(s["id"]);
    sessions.push_back(std::move(s));
  };
  for (const auto& [id, st] : clients_.sessions())
    if (st.client_key.empty()) add(session_status("s-" + std::to_string(id), st));
  // A 2026-07-28 client is one row however many requests it sends (its own are not listed).
  for (const auto& [key, c] : clients_.stateless_clients()) {
    json::object s = session_status(c.id, c.st);
    s["stateless"] = true;
    s["requests"] = c.requests;
    s["inFlight"] = c.in_flight;
    s["lastSeen"] = c.last_seen_iso;
    add(std::move(s));
  }
  json::array editors;
  for (const auto& [id, ed] : registry_.editors()) {
    if (!registry_.listed(*ed)) continue;  // quit a while ago (hub_options::gone_listed_for)
    json::object o = registry_.describe(*ed, std::string());
    o.erase("selected");
    o["presence"] = presence_name(ed->where);
    o["reloads"] = ed->reloads;
    o["pendingCalls"] = calls_.pending_count(id);
    o["tasks"] = calls_.running_tasks(id);
    // Who holds the editor's lease and who waits for it (docs/protocol.md §6.3).
    if (auto lease = lease_.describe(id, std::chrono::system_clock::now()))
      o["lease"] = std::move(*lease);
    auto d = driven_by.find(id);
    o["sessions"] = d == driven_by.end() ? json::array{} : d->second;
    editors.push_back(std::move(o));
  }
  json::object out{{"hub", json::object{{"version", options_.version}, {"instance", instance_}}},
                   {"editors", std::move(editors)},
                   {"sessions", std::move(sessions)},
                   {"showArgs", dashboard_.options().show_args}};
  if (with_calls) out["calls"] = dashboard_.calls_json();
  return out;
}

}  // namespace patchbay::hub
