#include "playtest/runner.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <utility>

namespace patchbay::playtest {

namespace asio = boost::asio;
using namespace std::chrono;

namespace {

// A value as a person reads it: numbers to 6 significant digits, a vector as the file writes one
// (1,6,0).
std::string shown(const json::value& v) {
  if (v.is_string()) return std::string(v.get_string());
  if (v.is_double()) {
    char buf[40];
    std::snprintf(buf, sizeof buf, "%.6g", v.get_double());
    return buf;
  }
  if (v.is_array()) {
    std::string out;
    for (const auto& x : v.get_array()) out.append(out.empty() ? "" : ",").append(shown(x));
    return out;
  }
  return json::serialize(v);
}

const json::object* object_of(const call_answer& a) {
  return a.value.is_object() ? &a.value.get_object() : nullptr;
}

std::string text_at(const json::object* o, std::string_view key) {
  if (!o) return {};
  const json::value* v = o->if_contains(key);
  return v && v->is_string() ? std::string(v->get_string()) : std::string();
}

double as_double(const json::value& v) {
  boost::system::error_code ec;
  double d = v.to_number<double>(ec);
  return ec ? NAN : d;
}

bool near_equal(double a, double b, std::optional<double> within) {
  double tol = within ? *within : 1e-6 * std::max({1.0, std::fabs(a), std::fabs(b)});
  return std::fabs(a - b) <= tol;
}

// Whether `actual` meets `e`; `detail` says what it was when not.
bool compare(const expectation& e, const json::value& actual, std::string& detail) {
  detail = "was " + shown(actual);
  const json::value& want = e.expected;
  bool eq_op = e.op == comparison::eq || e.op == comparison::ne;
  bool equal = false;
  if (want.is_number()) {
    if (!actual.is_number()) {
      detail += " (not a number)";
      return false;
    }
    double a = as_double(actual), b = as_double(want);
    switch (e.op) {
      case comparison::lt:
        return a < b;
      case comparison::le:
        return a <= b;
      case comparison::gt:
        return a > b;
      case comparison::ge:
        return a >= b;
      default:
        equal = near_equal(a, b, e.within);
    }
  } else if (want.is_array()) {
    const auto& w = want.get_array();
    if (!actual.is_array() || actual.get_array().size() != w.size() ||
        !std::all_of(actual.get_array().begin(), actual.get_array().end(),
                     [](const json::value& x) { return x.is_number(); })) {
      detail += " (not a vector of " + std::to_string(w.size()) + ")";
      equal = false;
    } else {
      equal = true;
      for (std::size_t i = 0; i < w.size(); ++i)
        equal = equal && near_equal(as_double(actual.get_array()[i]), as_double(w[i]), e.within);
    }
  } else if (want.is_string() && !actual.is_string()) {
    // An enum or an object reference shown as text against a bare word: compared as text.
    equal = shown(actual) == want.get_string();
  } else {
    equal = actual == want;
  }
  if (!eq_op) return false;
  return e.op == comparison::eq ? equal : !equal;
}

// The watched field's `after` in a step's answer.
const json::value* watched_after(const json::object* step, const std::string& spec) {
  if (!step) return nullptr;
  const json::value* list = step->if_contains("watched");
  if (!list || !list->is_array()) return nullptr;
  for (const auto& w : list->get_array())
    if (w.is_object() && text_at(&w.get_object(), "watch") == spec)
      if (const json::value* after = w.get_object().if_contains("after")) return after;
  return nullptr;
}

// The last path element of an object path ("Level/Player" -> "Player").
std::string_view leaf(std::string_view path) {
  auto slash = path.rfind('/');
  return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

bool names(std::string_view path, std::string_view who) { return path == who || leaf(path) == who; }

// Whether step_game's refusal is about this watched field: it quotes the spec, or a member of it
// ("PlayerController has no field or property 'scroe'").
bool names_field(std::string_view refusal, std::string_view spec) {
  if (refusal.find(spec) != std::string_view::npos) return true;
  auto colon = spec.rfind(':');
  std::string_view member = spec.substr(colon + 1);
  auto dot = member.find('.');
  for (std::string_view rest = member.substr(dot + 1); !rest.empty();) {
    auto next = rest.find('.');
    std::string quoted(1, '\'');
    quoted.append(rest.substr(0, next)).push_back('\'');
    if (refusal.find(quoted) != std::string_view::npos) return true;
    if (next == std::string_view::npos) break;
    rest = rest.substr(next + 1);
  }
  return false;
}

class run_state {
 public:
  run_state(const scenario& s, tool_caller& caller, run_options options)
      : s_(s), caller_(caller), options_(options), answers_(s.actions.size()) {
    r_.name = s.name;
  }

  asio::awaitable<report> go() {
    auto started = steady_clock::now();
    total_ = static_cast<int>(s_.actions.size()) + 3;
    co_await body();
    // Whatever happened, play mode is left: the scene is as it was before the run.
    if (playing_ && !options_.player) {
      std::string tool = "set_play_mode";
      json::object args{{"action", "stop"}};
      call_answer a = co_await caller_.call(tool, std::move(args));
      if (a.is_error && !r_.errored)
        fail_action({}, "stop", "leaving play mode failed: " + a.text, a);
    }
    r_.passed = !r_.errored && std::all_of(r_.checks.begin(), r_.checks.end(),
                                           [](const check& c) { return c.passed; });
    r_.seconds = duration<double>(steady_clock::now() - started).count();
    co_return std::move(r_);
  }

 private:
  asio::awaitable<void> body() {
    if (options_.player) {
      if (!s_.scene.empty())
        co_return fail_action(s_.scene_at, "scene " + s_.scene,
                              "a development player plays the scenes of its build and opens none: "
                              "leave out `scene`, or "
                              "run this scenario on the editor",
                              {});
    } else {
      // Where the editor is: a scenario starts from edit mode.
      std::string tool = "get_editor_state";
      json::object args;
      call_answer a = co_await caller_.call(tool, std::move(args));
      if (a.is_error)
        co_return fail_action({}, "start", "could not read the editor's state: " + a.text, a);
      std::string mode = text_at(object_of(a), "playMode");
      if (!mode.empty() && mode != "edit") {
        playing_ = true;
        if (!co_await leave_play({})) co_return;
      }
    }
    if (!s_.scene.empty() && !options_.player) {
      step_progress("open " + s_.scene);
      std::string tool = "open_scene";
      json::object args{{"path", s_.scene}};
      call_answer a = co_await caller_.call(tool, std::move(args));
      if (a.is_error)
        co_return fail_action({1, 1}, "scene " + s_.scene, "opening the scene failed: " + a.text,
                              a);
    }
    {
      // The console's last message now: log expectations read what the run logged, after it.
      std::string tool = "get_console_logs";
      json::object args{{"limit", 1}};
      call_answer a = co_await caller_.call(tool, std::move(args));
      if (a.is_error)
        co_return fail_action({}, "start", "could not read the console: " + a.text, a);
      if (const json::object* o = object_of(a))
        if (const json::value* id = o->if_contains("lastId"); id && id->is_number())
          console_since_ = static_cast<long long>(as_double(*id));
    }
    for (std::size_t i = 0; i < s_.actions.size(); ++i) {
      if (caller_.cancelled())
        co_return fail_action(s_.actions[i].at, s_.actions[i].source, "cancelled", {});
      step_progress(s_.actions[i].source);
      if (!co_await act(i)) co_return;
    }
  }

  void step_progress(const std::string& what) { caller_.progress(++done_, total_, what); }

  void fail_action(position at, std::string text, std::string detail, const call_answer& a) {
    r_.errored = true;
    if (r_.error_kind.empty()) r_.error_kind = a.error_kind;
    r_.checks.push_back({at, std::move(text), false, std::move(detail)});
  }

  asio::awaitable<bool> enter_play(const action& at) {
    if (options_.player) co_return true;  // always playing
    std::string tool = "set_play_mode";
    json::object args{{"action", "play"}, {"paused", true}};
    call_answer a = co_await caller_.call(tool, std::move(args));
    if (a.is_error) {
      fail_action(at.at, at.source, "entering play mode failed: " + a.text, a);
      co_return false;
    }
    playing_ = true;
    co_return true;
  }

  asio::awaitable<bool> leave_play(position at) {
    if (options_.player) co_return true;  // a player plays on
    std::string tool = "set_play_mode";
    json::object args{{"action", "stop"}};
    call_answer a = co_await caller_.call(tool, std::move(args));
    if (a.is_error) {
      fail_action(at, "stop", "leaving play mode failed: " + a.text, a);
      co_return false;
    }
    playing_ = false;
    co_return true;
  }

  asio::awaitable<bool> act(std::size_t index) {
    const action& a = s_.actions[index];
    switch (a.what) {
      case action::kind::play:
        co_return co_await enter_play(a);
      case action::kind::stop:
        co_return co_await leave_play(a.at);
      case action::kind::step:
        co_return co_await step(index);
      case action::kind::set:
      case action::kind::call: {
        std::string tool = a.tool;
        json::object args = a.arguments;
        call_answer got = co_await caller_.call(tool, std::move(args));
        if (got.is_error) {
          fail_action(a.at, a.source, a.tool + " failed: " + got.text, got);
          co_return false;
        }
        if (tool == "set_play_mode") {
          std::string mode = text_at(object_of(got), "playMode");
          if (!mode.empty()) playing_ = mode != "edit";
        }
        co_return true;
      }
      case action::kind::expect:
        co_return co_await expect(a);
    }
    co_return true;
  }

  asio::awaitable<bool> step(std::size_t index) {
    const action& a = s_.actions[index];
    if (!playing_ && !co_await enter_play(a)) co_return false;
    const step_spec& st = a.step;
    json::object args;
    if (st.frames) args["frames"] = *st.frames;
    if (st.seconds) args["seconds"] = *st.seconds;
    if (s_.frame_time) args["frameTime"] = *s_.frame_time;
    if (s_.seed && !seeded_) args["seed"] = *s_.seed;
    if (!st.inputs.empty()) {
      json::array in;
      for (const auto& i : st.inputs) in.emplace_back(i);
      args["inputs"] = std::move(in);
    }
    if (!st.watch.empty()) {
      json::array w;
      for (const auto& i : st.watch) w.emplace_back(i);
      args["watch"] = std::move(w);
    }
    if (!st.until_target.empty()) args["target"] = st.until_target;
    if (!st.until_condition.empty()) args["condition"] = st.until_condition;
    if (!st.until_log.empty()) args["log"] = st.until_log;
    std::string tool = "step_game";
    call_answer got = co_await caller_.call(tool, std::move(args));
    if (got.is_error) {
      // A watch an expectation added that names no field: the failure is that expectation's line.
      position at = a.at;
      std::string text = a.source;
      for (const auto& e : s_.actions)
        if (e.what == action::kind::expect && e.step_index == static_cast<int>(index) &&
            e.expect.what == expectation::kind::field && names_field(got.text, e.expect.subject)) {
          at = e.at;
          text = e.source;
          break;
        }
      fail_action(at, text, "step_game refused the step: " + got.text, got);
      co_return false;
    }
    seeded_ = true;
    const json::object* o = object_of(got);
    if (!o) {
      fail_action(a.at, a.source, "step_game answered no JSON: " + got.text, got);
      co_return false;
    }
    answers_[index] = *o;
    ++r_.steps;
    if (const json::value* f = o->if_contains("frames"); f && f->is_number())
      r_.frames += static_cast<long long>(as_double(*f));
    r_.state_hash = text_at(o, "stateHash");
    std::string ended = text_at(o, "endedBy");
    if (st.until && ended != "condition") {
      r_.checks.push_back(
          {a.at, a.source, false,
           "`until " + st.until_text + "` did not happen: the step ended by " + ended + " after " +
               shown(o->contains("frames") ? o->at("frames") : json::value(0)) + " frames"});
      co_return false;
    }
    if (std::string mode = text_at(o, "playMode"); mode == "edit") playing_ = false;
    co_return true;
  }

  asio::awaitable<bool> expect(const action& a) {
    const expectation& e = a.expect;
    check c{a.at, a.source, false, {}};
    const json::object* step =
        a.step_index >= 0 ? &answers_[static_cast<std::size_t>(a.step_index)] : nullptr;
    switch (e.what) {
      case expectation::kind::field: {
        const json::value* after = watched_after(step, e.subject);
        if (!after) {
          c.detail = "the step's answer has no value for " + e.subject;
          break;
        }
        c.passed = compare(e, *after, c.detail);
        break;
      }
      case expectation::kind::contact: {
        const json::value* list = step ? step->if_contains("contacts") : nullptr;
        int seen = 0;
        if (list && list->is_object())
          if (const json::value* ev = list->get_object().if_contains("events");
              ev && ev->is_array())
            for (const auto& x : ev->get_array()) {
              if (!x.is_object()) continue;
              const json::object& o = x.get_object();
              ++seen;
              std::string on = text_at(&o, "on"), other = text_at(&o, "other");
              bool pair = (names(on, e.subject) && names(other, e.other)) ||
                          (names(on, e.other) && names(other, e.subject));
              if (pair && (e.contact_kind.empty() || text_at(&o, "kind") == e.contact_kind) &&
                  (e.phase.empty() || text_at(&o, "phase") == e.phase)) {
                c.passed = true;
                c.detail =
                    "frame " + shown(o.contains("frame") ? o.at("frame") : json::value(nullptr));
                break;
              }
            }
        if (!c.passed)
          c.detail = seen == 0 ? "the step heard no collision or trigger of its watched objects "
                                 "(watch a field of "
                                 "the object to hear its contacts)"
                               : "not among the step's " + std::to_string(seen) + " contacts";
        break;
      }
      case expectation::kind::log:
      case expectation::kind::no_log: {
        std::string tool = "get_console_logs";
        json::object args{{"text", e.subject}, {"since", console_since_}, {"limit", 1}};
        call_answer got = co_await caller_.call(tool, std::move(args));
        if (got.is_error) {
          fail_action(a.at, a.source, "reading the console failed: " + got.text, got);
          co_return false;
        }
        const json::object* o = object_of(got);
        long long matched =
            o && o->contains("matched") ? static_cast<long long>(as_double(o->at("matched"))) : 0;
        std::string first;
        if (o)
          if (const json::value* en = o->if_contains("entries");
              en && en->is_array() && !en->get_array().empty() && en->get_array()[0].is_object())
            first = text_at(&en->get_array()[0].get_object(), "message");
        if (e.what == expectation::kind::log) {
          c.passed = matched > 0;
          c.detail = c.passed ? std::to_string(matched) + " matching"
                              : "no console message of the run contains it";
        } else {
          c.passed = matched == 0;
          c.detail = c.passed ? "none"
                              : std::to_string(matched) + " matching, e.g. " + first.substr(0, 200);
        }
        break;
      }
      case expectation::kind::exists:
      case expectation::kind::missing: {
        std::string tool = "find_game_objects";
        json::object args{{"name", e.subject}, {"limit", 50}};
        if (e.subject.find('/') != std::string::npos)
          args = json::object{{"path", e.subject}, {"limit", 50}};
        call_answer got = co_await caller_.call(tool, std::move(args));
        if (got.is_error) {
          fail_action(a.at, a.source, "find_game_objects failed: " + got.text, got);
          co_return false;
        }
        std::vector<std::string> found;
        if (const json::object* o = object_of(got))
          if (const json::value* items = o->if_contains("items"); items && items->is_array())
            for (const auto& it : items->get_array())
              if (it.is_object()) {
                std::string path = text_at(&it.get_object(), "path");
                if (path.empty()) path = text_at(&it.get_object(), "name");
                if (names(path, e.subject) || path == e.subject) found.push_back(path);
              }
        bool exists = !found.empty();
        c.passed = e.what == expectation::kind::exists ? exists : !exists;
        c.detail =
            exists
                ? "found " + found.front() +
                      (found.size() > 1 ? " and " + std::to_string(found.size() - 1) + " more" : "")
                : "no GameObject named " + e.subject + " in the loaded scenes";
        break;
      }
      case expectation::kind::image: {
        std::string tool = "capture_screenshot";
        json::object args{{"baseline", e.subject}};
        if (e.tolerance) args["tolerance"] = *e.tolerance;
        if (!e.ignore.empty()) {
          json::array regions;
          for (const auto& r : e.ignore)
            regions.emplace_back(std::to_string(r[0]) + "," + std::to_string(r[1]) + "," +
                                 std::to_string(r[2]) + "," + std::to_string(r[3]));
          args["ignore"] = std::move(regions);
        }
        if (options_.update_baselines) args["updateBaseline"] = true;
        call_answer got = co_await caller_.call(tool, std::move(args));
        const json::object* o = object_of(got);
        const json::value* cmp = o ? o->if_contains("comparison") : nullptr;
        if (!cmp || !cmp->is_object()) {
          if (got.is_error) {
            fail_action(a.at, a.source, "capture_screenshot failed: " + got.text, got);
            co_return false;
          }
          c.passed = options_.update_baselines;
          c.detail = options_.update_baselines
                         ? "baseline written"
                         : "the answer has no comparison: " + got.text.substr(0, 300);
          break;
        }
        const json::object& k = cmp->get_object();
        if (const json::value* updated = k.if_contains("updated");
            updated && updated->is_bool() && updated->get_bool()) {
          c.passed = true;
          c.detail = "baseline written (" +
                     shown(k.contains("width") ? k.at("width") : json::value(0)) + "x" +
                     shown(k.contains("height") ? k.at("height") : json::value(0)) + ")";
          break;
        }
        const json::value* passed = k.if_contains("passed");
        c.passed = passed && passed->is_bool() && passed->get_bool();
        c.detail = (options_.update_baselines ? "baseline written; " : std::string()) +
                   shown(k.contains("differentPixels") ? k.at("differentPixels") : json::value(0)) +
                   " of " +
                   shown(k.contains("comparedPixels") ? k.at("comparedPixels") : json::value(0)) +
                   " pixels differ (largest channel delta " +
                   shown(k.contains("largestChannelDelta") ? k.at("largestChannelDelta")
                                                           : json::value(0)) +
                   ")";
        break;
      }
    }
    r_.checks.push_back(std::move(c));
    co_return true;
  }

  const scenario& s_;
  tool_caller& caller_;
  run_options options_;
  std::vector<json::object> answers_;
  report r_;
  bool playing_ = false;
  bool seeded_ = false;
  long long console_since_ = 0;
  int done_ = 0;
  int total_ = 0;
};

std::string xml_escape(std::string_view s) {
  std::string out;
  for (unsigned char c : s) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      default:
        // XML 1.0 has no control characters but tab, newline and carriage return.
        if (c < 0x20 && c != '\t' && c != '\n' && c != '\r')
          out += "?";
        else
          out += static_cast<char>(c);
    }
  }
  return out;
}

std::string where(const report& r, position at) {
  return r.file.empty() ? "line " + std::to_string(at.line)
                        : r.file + ":" + std::to_string(at.line) + ":" +
                              std::to_string(std::max(1, at.column));
}

std::string format_seconds(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", s);
  return buf;
}

}  // namespace

call_answer answer_of(const json::object& result) {
  call_answer a;
  const json::value* flag = result.if_contains("isError");
  a.is_error = flag && flag->is_bool() && flag->get_bool();
  if (const json::value* m = result.if_contains("_meta"); m && m->is_object())
    if (const json::value* e = m->get_object().if_contains("patchbay/error"); e && e->is_object())
      a.error_kind = text_at(&e->get_object(), "patchbay");
  if (const json::value* content = result.if_contains("content"); content && content->is_array())
    for (const auto& block : content->get_array())
      if (block.is_object() && text_at(&block.get_object(), "type") == "text") {
        a.text = text_at(&block.get_object(), "text");
        break;
      }
  boost::system::error_code ec;
  a.value = json::parse(a.text, ec);
  if (ec) a.value = nullptr;
  return a;
}

asio::awaitable<report> run(const scenario& s, tool_caller& caller, run_options options) {
  run_state state(s, caller, options);
  co_return co_await state.go();
}

report not_parsed(std::string name, std::string file, std::vector<problem> problems) {
  report r;
  r.name = std::move(name);
  r.file = std::move(file);
  r.errored = true;
  r.problems = std::move(problems);
  return r;
}

json::object to_json(const report& r) {
  json::object o{{"name", r.name}, {"passed", r.passed}};
  if (!r.file.empty()) o["file"] = r.file;
  if (!r.problems.empty()) {
    json::array ps;
    for (const auto& p : r.problems)
      ps.push_back(
          json::object{{"line", p.at.line}, {"column", p.at.column}, {"message", p.message}});
    o["syntaxErrors"] = std::move(ps);
    return o;
  }
  o["steps"] = r.steps;
  o["frames"] = r.frames;
  if (!r.state_hash.empty()) o["stateHash"] = r.state_hash;
  json::array checks, failures;
  for (const auto& c : r.checks) {
    json::object one{
        {"line", c.at.line}, {"check", c.text}, {"passed", c.passed}, {"detail", c.detail}};
    if (!c.passed) failures.push_back(one);
    checks.push_back(std::move(one));
  }
  o["checks"] = checks.size();
  o["failed"] = failures.size();
  if (!failures.empty()) o["failures"] = std::move(failures);
  if (r.errored) o["stopped"] = "an action failed: the run stopped there and left play mode";
  o["seconds"] = std::round(r.seconds * 1000) / 1000;
  return o;
}

std::string summary(const std::vector<report>& reports) {
  std::string out;
  int passed = 0;
  for (const auto& r : reports) {
    std::string label = r.file.empty() ? r.name : r.file;
    if (!r.problems.empty()) {
      out += "SYNTAX " + label + " (" + std::to_string(r.problems.size()) + " problem" +
             (r.problems.size() == 1 ? "" : "s") + ", nothing ran)\n";
      for (const auto& p : r.problems)
        out += "  " + describe(p, r.file.empty() ? r.name : r.file) + "\n";
      continue;
    }
    std::size_t failed = static_cast<std::size_t>(
        std::count_if(r.checks.begin(), r.checks.end(), [](const check& c) { return !c.passed; }));
    if (r.passed) ++passed;
    out += std::string(r.passed ? "PASS " : "FAIL ") + label + " — " + r.name + ": " +
           std::to_string(r.steps) + " step" + (r.steps == 1 ? "" : "s") + ", " +
           std::to_string(r.frames) + " frames, " + std::to_string(r.checks.size() - failed) + "/" +
           std::to_string(r.checks.size()) + " checks" +
           (r.state_hash.empty()
                ? ""
                : ", state " +
                      r.state_hash.substr(0, std::min<std::size_t>(19, r.state_hash.size()))) +
           ", " + format_seconds(r.seconds) + " s\n";
    for (const auto& c : r.checks)
      if (!c.passed) out += "  " + where(r, c.at) + ": " + c.text + " — " + c.detail + "\n";
  }
  out += std::to_string(passed) + " of " + std::to_string(reports.size()) + " scenario" +
         (reports.size() == 1 ? "" : "s") + " passed\n";
  return out;
}

std::string junit_xml(const std::vector<report>& reports) {
  int failures = 0, errors = 0;
  double total = 0;
  for (const auto& r : reports) {
    total += r.seconds;
    if (r.passed) continue;
    (r.errored ? errors : failures) += 1;
  }
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out += "<testsuites name=\"patchbay playtest\" tests=\"" + std::to_string(reports.size()) +
         "\" failures=\"" + std::to_string(failures) + "\" errors=\"" + std::to_string(errors) +
         "\" time=\"" + format_seconds(total) + "\">\n";
  out += "  <testsuite name=\"playtest\" tests=\"" + std::to_string(reports.size()) +
         "\" failures=\"" + std::to_string(failures) + "\" errors=\"" + std::to_string(errors) +
         "\" time=\"" + format_seconds(total) + "\">\n";
  for (const auto& r : reports) {
    out += "    <testcase classname=\"" + xml_escape(r.file.empty() ? "playtest" : r.file) +
           "\" name=\"" + xml_escape(r.name) + "\" time=\"" + format_seconds(r.seconds) + "\"";
    if (r.passed) {
      out += "/>\n";
      continue;
    }
    out += ">\n";
    std::string body;
    std::string first;
    if (!r.problems.empty()) {
      for (const auto& p : r.problems) body += describe(p, r.file.empty() ? r.name : r.file) + "\n";
      first = describe(r.problems.front(), r.file.empty() ? r.name : r.file);
    } else {
      for (const auto& c : r.checks)
        if (!c.passed) {
          std::string line = where(r, c.at) + ": " + c.text + " — " + c.detail;
          if (first.empty()) first = line;
          body += line + "\n";
        }
    }
    std::string tag = r.errored ? "error" : "failure";
    out.append("      <")
        .append(tag)
        .append(" message=\"")
        .append(xml_escape(first))
        .append("\" type=\"");
    out.append(r.problems.empty() ? (r.errored ? "ActionFailed" : "ExpectationFailed")
                                  : "SyntaxError");
    out.append("\">").append(xml_escape(body)).append("</").append(tag).append(">\n");
    out += "    </testcase>\n";
  }
  out += "  </testsuite>\n</testsuites>\n";
  return out;
}

}  // namespace patchbay::playtest
