#include "playtest/recording.hpp"

#include "playtest/scenario.hpp"

#include <cmath>
#include <cstdio>
#include <optional>
#include <vector>

namespace patchbay::playtest {

namespace {

std::string str(const json::object& o, std::string_view key) {
  const json::value* v = o.if_contains(key);
  return v && v->is_string() ? std::string(v->get_string()) : std::string();
}

std::optional<double> num(const json::object& o, std::string_view key) {
  const json::value* v = o.if_contains(key);
  if (!v || !v->is_number()) return std::nullopt;
  boost::system::error_code ec;
  double d = v->to_number<double>(ec);
  if (ec) return std::nullopt;
  return d;
}

std::string number_text(double d) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.6g", d);
  return buf;
}

// A word of the file: as it is when it has no blank, quote or `#`, else quoted.
std::string word(std::string_view s) {
  bool plain = !s.empty() && s.find_first_of(" \t\"#\\") == std::string_view::npos;
  if (plain) return std::string(s);
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += (c == '\n' || c == '\r') ? ' ' : c;
  }
  return out + "\"";
}

// A value as an expectation writes it; empty when it cannot (an object, a nested list).
std::string value_text(const json::value& v, bool& approximate) {
  approximate = false;
  if (v.is_bool()) return v.get_bool() ? "true" : "false";
  if (v.is_null()) return "null";
  if (v.is_int64() || v.is_uint64()) return json::serialize(v);
  if (v.is_double()) {
    double d = v.get_double();
    approximate = std::floor(d) != d;
    return number_text(d);
  }
  if (v.is_string()) return word(v.get_string());
  if (v.is_array()) {
    std::string out;
    for (const auto& x : v.get_array()) {
      if (!x.is_number()) return {};
      boost::system::error_code ec;
      double d = x.to_number<double>(ec);
      if (!out.empty()) out += ',';
      out += number_text(d);
      approximate = approximate || std::floor(d) != d;
    }
    return out.empty() ? std::string() : out;
  }
  return {};
}

// A condition's words ("Transform.localPosition.y > 1").
std::vector<std::string> words_of(std::string_view s) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
    std::size_t b = i;
    while (i < s.size() && s[i] != ' ' && s[i] != '\t') ++i;
    if (i > b) out.emplace_back(s.substr(b, i - b));
  }
  return out;
}

std::string strings_of(const json::object& args, std::string_view key) {
  std::string out;
  if (const json::value* v = args.if_contains(key); v && v->is_array())
    for (const auto& x : v->get_array())
      if (x.is_string()) out.append(" ").append(word(x.get_string()));
  return out;
}

}  // namespace

bool recorded_tool(std::string_view tool) {
  return tool == "open_scene" || tool == "set_play_mode" || tool == "step_game" ||
         tool == "simulate_input" || tool == "wait_until" || tool == "set_time_scale" ||
         tool == "set_component_field" || tool == "capture_screenshot";
}

recording record(const std::vector<recorded_call>& calls, std::string_view name) {
  recording out;
  std::string scene, body;
  std::optional<double> frame_time;
  std::optional<long long> seed;
  bool playing = false, any = false;
  for (const auto& c : calls) {
    if (c.is_error) continue;
    const json::object& a = c.arguments;
    const json::object* answer = c.answer.is_object() ? &c.answer.get_object() : nullptr;
    if (c.tool == "open_scene") {
      std::string path = str(a, "path");
      if (path.empty()) continue;
      if (!any && !playing && str(a, "mode") != "additive") {
        scene = path;
      } else {
        body += "call open_scene " + json::serialize(a) + "\n";
      }
    } else if (c.tool == "set_play_mode") {
      std::string action = str(a, "action");
      if (action == "play" && !playing) {
        body += "play\n";
        playing = true;
        any = true;
      } else if (action == "stop" && playing) {
        body += "stop\n";
        playing = false;
      } else if (action == "step" && playing) {
        body += "step 1 frames\n";
        ++out.steps;
      }
    } else if (c.tool == "step_game") {
      if (!playing) body += "play\n";
      playing = any = true;
      if (auto ft = num(a, "frameTime"); ft && !frame_time) frame_time = *ft;
      if (auto sd = num(a, "seed"); sd && !seed) seed = static_cast<long long>(*sd);
      std::string line = "step";
      std::string target = str(a, "target"), condition = str(a, "condition"), log = str(a, "log");
      if (!log.empty())
        line += " until log " + word(log) + " within";
      else if (!target.empty() && !condition.empty()) {
        // "Transform.localPosition.y > 1" after the object: Target:Transform.localPosition.y > 1,
        // the field one word (an object's name may have blanks: "Main Camera").
        auto parts = words_of(condition);
        if (parts.size() != 3) {
          body += "# a condition the format writes as FIELD OP VALUE only, kept as the call:\n";
          body += "call step_game " + json::serialize(a) + "\n";
          continue;
        }
        line.append(" until ").append(word(target + ":" + parts[0])).append(" ").append(parts[1]);
        line.append(" ").append(parts[2]).append(" within");
      } else if (!target.empty())
        line += " until exists " + word(target) + " within";
      if (auto f = num(a, "frames"))
        line.append(" ").append(number_text(*f)).append(" frames");
      else if (auto s = num(a, "seconds"))
        line.append(" ").append(number_text(*s)).append(" seconds");
      else
        continue;
      std::string inputs = strings_of(a, "inputs");
      if (!inputs.empty()) line += " inputs" + inputs;
      body += line + "\n";
      ++out.steps;
      if (!answer) continue;
      // What the step answered, as expectations the replay checks.
      if (const json::value* w = answer->if_contains("watched"); w && w->is_array())
        for (const auto& x : w->get_array()) {
          if (!x.is_object()) continue;
          std::string spec = str(x.get_object(), "watch");
          const json::value* after = x.get_object().if_contains("after");
          if (spec.empty() || !after) continue;
          bool approximate = false;
          std::string v = value_text(*after, approximate);
          if (v.empty()) continue;
          body += "expect " + word(spec) + " == " + v + (approximate ? " within 0.001" : "") + "\n";
          ++out.expectations;
        }
      if (const json::value* k = answer->if_contains("contacts"); k && k->is_object())
        if (const json::value* ev = k->get_object().if_contains("events"); ev && ev->is_array()) {
          int written = 0;
          for (const auto& x : ev->get_array()) {
            if (!x.is_object() || written >= 5) continue;
            const json::object& e = x.get_object();
            std::string on = str(e, "on"), other = str(e, "other");
            if (on.empty() || other.empty()) continue;
            body += "expect contact " + word(on) + " " + word(other) + " " + str(e, "kind") + " " +
                    str(e, "phase") + "\n";
            ++written;
            ++out.expectations;
          }
        }
    } else if (c.tool == "set_component_field") {
      if (!playing) {
        body +=
            "# left out: set_component_field in edit mode changed the scene itself (save it, or "
            "set it after play)\n";
        continue;
      }
      std::string target = str(a, "target"), component = str(a, "component"),
                  field = str(a, "field");
      const json::value* value = a.if_contains("value");
      if (!target.empty() && !component.empty() && !field.empty() && value && value->is_string() &&
          !a.contains("fields") && str(a, "value").find_first_of(" \t\"#") == std::string::npos) {
        std::string spec = target;
        spec.append(":").append(component).append(".").append(field);
        body.append("set ")
            .append(word(spec))
            .append(" = ")
            .append(value->get_string())
            .append("\n");
      } else
        body += "call set_component_field " + json::serialize(a) + "\n";
    } else if (c.tool == "capture_screenshot") {
      std::string baseline = str(a, "baseline");
      if (baseline.empty()) continue;
      std::string line = "expect image " + word(baseline);
      if (auto t = num(a, "tolerance")) line += " tolerance " + number_text(*t);
      if (const json::value* ig = a.if_contains("ignore"); ig && ig->is_array())
        for (const auto& r : ig->get_array())
          if (r.is_string()) line += " ignore " + std::string(r.get_string());
      body += line + "\n";
      ++out.expectations;
    } else {
      // simulate_input, wait_until, set_time_scale: the game's own clock.
      body += "# on the wall clock, not frame-exact (step inputs are):\n";
      body += "call " + c.tool + " " + json::serialize(a) + "\n";
    }
  }
  if (out.steps == 0) {
    out.error =
        "Nothing to record: this session made no step_game (or set_play_mode step) call that "
        "succeeded. "
        "Enter play mode paused (set_play_mode play, paused: true), drive the game with step_game, "
        "then "
        "record.";
    return out;
  }
  std::string head = "playtest " + std::to_string(format_version) + "\n";
  head += "name " + word(name.empty() ? std::string_view("Recorded session") : name) + "\n";
  if (!scene.empty()) head += "scene " + word(scene) + "\n";
  if (frame_time) head += "frame-time " + number_text(*frame_time) + "\n";
  if (seed) head += "seed " + std::to_string(*seed) + "\n";
  out.text = head + "\n" + body;
  return out;
}

}  // namespace patchbay::playtest
