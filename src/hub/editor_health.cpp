#include "hub/editor_health.hpp"

#include <limits>

namespace patchbay::hub {

namespace json = boost::json;
using namespace std::chrono;

namespace {

std::optional<std::int64_t> ms_of(const json::object& o, std::string_view key) {
  auto* v = o.if_contains(key);
  if (!v) return std::nullopt;
  if (v->is_int64()) return v->get_int64() < 0 ? 0 : v->get_int64();
  if (v->is_uint64()) return std::numeric_limits<std::int64_t>::max();  // beyond int64: huge
  if (v->is_double() && v->get_double() >= 0) return static_cast<std::int64_t>(v->get_double());
  return std::nullopt;
}

std::string string_of(const json::object& o, std::string_view key) {
  auto* v = o.if_contains(key);
  return v && v->is_string() ? std::string(v->get_string()) : std::string();
}

}  // namespace

std::string_view health_kind_name(health_kind k) {
  switch (k) {
    case health_kind::busy:
      return "busy";
    case health_kind::blocked:
      return "blocked";
    case health_kind::ready:
      break;
  }
  return "ready";
}

std::optional<editor_health> parse_health(const json::value& ping_result) {
  const json::object* r = ping_result.if_object();
  if (!r) return std::nullopt;
  const json::value* hv = r->if_contains("health");
  if (!hv || !hv->is_object()) return std::nullopt;
  const json::object& o = hv->get_object();
  editor_health h;
  h.last_update_ms_ago = ms_of(o, "lastUpdateMsAgo");
  if (auto* c = o.if_contains("call"); c && c->is_object()) {
    h.call_tool = string_of(c->get_object(), "tool");
    h.call_id = string_of(c->get_object(), "id");
    h.call_for_ms = ms_of(c->get_object(), "forMs").value_or(0);
  }
  h.compiling_for_ms = ms_of(o, "compilingForMs");
  h.importing_for_ms = ms_of(o, "importingForMs");
  h.play_mode = string_of(o, "playMode");
  h.play_mode_for_ms = ms_of(o, "playModeForMs").value_or(0);
  h.queued = ms_of(o, "queued").value_or(0);
  if (auto* jobs = o.if_contains("finishedJobs"); jobs && jobs->is_array())
    for (const auto& j : jobs->get_array()) {
      if (h.finished_jobs.size() >= max_finished_jobs) break;
      if (j.is_string() && !j.get_string().empty() && j.get_string().size() <= 128)
        h.finished_jobs.emplace_back(j.get_string());
    }
  return h;
}

std::string describe_duration(std::int64_t ms) {
  std::int64_t s = ms / 1000;
  if (s < 120) return std::to_string(s) + " s";
  std::int64_t min = s / 60;
  if (min < 120) return std::to_string(min) + " min";
  return std::to_string(min / 60) + " h " + std::to_string(min % 60) + " min";
}

health_state derive_health(const editor_health& h, milliseconds age, milliseconds blocked_after) {
  const std::int64_t aged = age.count() < 0 ? 0 : age.count();
  auto since = [&](std::int64_t ms) { return describe_duration(ms + aged); };
  std::string queued = h.queued > 0 ? " (" + std::to_string(h.queued) +
                                          (h.queued == 1 ? " call" : " calls") + " waiting)"
                                    : std::string();
  bool entering = h.play_mode == "entering", exiting = h.play_mode == "exiting";
  bool playing = h.play_mode == "playing" || h.play_mode == "paused";

  if (h.last_update_ms_ago && *h.last_update_ms_ago + aged >= blocked_after.count()) {
    std::string silent = describe_duration(*h.last_update_ms_ago + aged);
    health_state st{health_kind::blocked, "blocked: main thread silent for " + silent, {}};
    if (h.compiling_for_ms) {
      st.summary += " while compiling";
      st.remedy = "Unity is compiling scripts since " + since(*h.compiling_for_ms) +
                  " and its main thread has not run for " + silent +
                  ": retry after it finishes, or call compile to wait for it.";
    } else if (h.importing_for_ms) {
      st.summary += " while importing assets";
      st.remedy = "Unity is importing assets since " + since(*h.importing_for_ms) +
                  " and its main thread has not run for " + silent +
                  ": retry after the import finishes (the user sees its progress bar in Unity).";
    } else if (entering || exiting) {
      std::string what = entering ? "entering" : "exiting";
      st.summary += " while " + what + " play mode";
      st.remedy = "The main thread has not run for " + silent + " while " + what +
                  " play mode (since " + since(h.play_mode_for_ms) +
                  "), likely a script's Awake, OnEnable, Start or OnDisable that does not return: "
                  "ask the user to look at Unity and stop play mode.";
    } else if (playing) {
      st.summary += " during play mode";
      st.remedy = "The main thread has not run for " + silent +
                  " during play mode, likely an endless loop in a script: ask the user to stop "
                  "play mode (if Unity does not respond, the user has to end the Unity process; "
                  "unsaved changes are then lost).";
    } else if (h.call_tool == "execute_code") {
      // The agent's own code holds the main thread: waiting does not end an endless loop (issue
      // 45).
      st.remedy = "The main thread has not run for " + silent +
                  " while running execute_code (since " + since(h.call_for_ms) +
                  "): the code may never return (a loop that does not end). Waiting will not help: "
                  "ask the user to look at Unity; if it does not respond, the Unity process has to "
                  "be ended (unsaved changes are then lost).";
    } else if (!h.call_tool.empty()) {
      st.remedy = "The main thread has not run for " + silent + " while running " + h.call_tool +
                  " (since " + since(h.call_for_ms) +
                  "): wait for it to finish, or ask the user to look at Unity.";
    } else {
      st.remedy = "The main thread of Unity has not run for " + silent +
                  ": it may show a modal dialog, run a long operation, or be stuck in a script. "
                  "Ask the user to look at the Unity window.";
    }
    if (!h.call_tool.empty()) st.summary += ", running " + h.call_tool;
    st.summary += queued;
    return st;
  }
  if (h.compiling_for_ms)
    return {health_kind::busy, "busy: compiling since " + since(*h.compiling_for_ms) + queued, {}};
  if (h.importing_for_ms)
    return {health_kind::busy,
            "busy: importing assets since " + since(*h.importing_for_ms) + queued,
            {}};
  if (entering || exiting)
    return {health_kind::busy,
            std::string("busy: ") + (entering ? "entering" : "exiting") + " play mode since " +
                since(h.play_mode_for_ms) + queued,
            {}};
  if (!h.call_tool.empty())
    return {health_kind::busy,
            "busy: running " + h.call_tool + " since " + since(h.call_for_ms) + queued,
            {}};
  return {health_kind::ready, "ready", {}};
}

json::object health_json(const editor_health& h, milliseconds age) {
  const std::int64_t aged = age.count() < 0 ? 0 : age.count();
  json::object o;
  if (h.last_update_ms_ago) o["lastUpdateMsAgo"] = *h.last_update_ms_ago + aged;
  if (!h.call_tool.empty())
    o["call"] =
        json::object{{"tool", h.call_tool}, {"id", h.call_id}, {"forMs", h.call_for_ms + aged}};
  if (h.compiling_for_ms) o["compilingForMs"] = *h.compiling_for_ms + aged;
  if (h.importing_for_ms) o["importingForMs"] = *h.importing_for_ms + aged;
  if (!h.play_mode.empty()) {
    o["playMode"] = h.play_mode;
    o["playModeForMs"] = h.play_mode_for_ms + aged;
  }
  o["queued"] = h.queued;
  return o;
}

}  // namespace patchbay::hub
