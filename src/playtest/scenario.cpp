#include "playtest/scenario.hpp"

#include "text/edit_distance.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <utility>

namespace patchbay::playtest {

namespace {

struct token {
  std::string text;
  int column = 0;
  bool quoted = false;
  std::size_t offset = 0;  // byte offset in the line, for `call`'s JSON
};

// The column of byte `offset` of `line`: characters (UTF-8 lead bytes) before it, plus one.
int column_of(std::string_view line, std::size_t offset) {
  int col = 1;
  for (std::size_t i = 0; i < offset && i < line.size(); ++i)
    if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80) ++col;
  return col;
}

// Words split at blanks; "quoted text" with \" and \\; `#` outside quotes at a word's start ends
// the line (a comment).
bool tokenize(std::string_view line, int line_no, std::vector<token>& out, problem& error) {
  std::size_t i = 0;
  while (i < line.size()) {
    char c = line[i];
    if (c == ' ' || c == '\t') {
      ++i;
      continue;
    }
    if (c == '#') break;
    token t;
    t.offset = i;
    t.column = column_of(line, i);
    if (c == '"') {
      t.quoted = true;
      ++i;
      bool closed = false;
      while (i < line.size()) {
        char q = line[i];
        if (q == '\\' && i + 1 < line.size() && (line[i + 1] == '"' || line[i + 1] == '\\')) {
          t.text.push_back(line[i + 1]);
          i += 2;
          continue;
        }
        if (q == '"') {
          closed = true;
          ++i;
          break;
        }
        t.text.push_back(q);
        ++i;
      }
      if (!closed) {
        error = {{line_no, t.column},
                 "unterminated string: a \" opened here is not closed on this line"};
        return false;
      }
    } else {
      while (i < line.size() && line[i] != ' ' && line[i] != '\t') t.text.push_back(line[i++]);
    }
    out.push_back(std::move(t));
  }
  return true;
}

std::optional<long long> integer(std::string_view s) {
  long long v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
  return v;
}

std::optional<double> number(std::string_view s) {
  if (s.empty()) return std::nullopt;
  double v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size() || !std::isfinite(v)) return std::nullopt;
  return v;
}

// A number, or a fraction (`1/60`).
std::optional<double> number_or_fraction(std::string_view s) {
  if (auto slash = s.find('/'); slash != std::string_view::npos) {
    auto a = number(s.substr(0, slash));
    auto b = number(s.substr(slash + 1));
    if (!a || !b || *b == 0) return std::nullopt;
    return *a / *b;
  }
  return number(s);
}

const std::vector<std::string>& directive_names() {
  static const std::vector<std::string> names{"playtest", "name",  "scene",  "frame-time",
                                              "seed",     "watch", "set",    "call",
                                              "play",     "step",  "expect", "stop"};
  return names;
}

bool is_header(std::string_view d) {
  return d == "name" || d == "scene" || d == "frame-time" || d == "seed" || d == "watch";
}

// `Target:Component.member` (the object by name, path or id; a member path after the component).
bool is_field(std::string_view spec) {
  auto colon = spec.rfind(':');
  if (colon == std::string_view::npos || colon == 0) return false;
  auto member = spec.substr(colon + 1);
  auto dot = member.find('.');
  return dot != std::string_view::npos && dot > 0 && dot + 1 < member.size();
}

std::optional<comparison> comparison_of(std::string_view s) {
  if (s == "==") return comparison::eq;
  if (s == "!=") return comparison::ne;
  if (s == "<") return comparison::lt;
  if (s == "<=") return comparison::le;
  if (s == ">") return comparison::gt;
  if (s == ">=") return comparison::ge;
  return std::nullopt;
}

// An expected value: a quoted string, true/false/null, a number, or numbers separated by commas (a
// vector); another word is a string (an enum's name).
json::value literal(const token& t) {
  if (t.quoted) return json::value(t.text);
  if (t.text == "true") return json::value(true);
  if (t.text == "false") return json::value(false);
  if (t.text == "null") return json::value(nullptr);
  if (auto n = number(t.text)) return json::value(*n);
  if (t.text.find(',') != std::string::npos) {
    json::array parts;
    std::string_view rest = t.text;
    while (true) {
      auto comma = rest.find(',');
      auto n = number(rest.substr(0, comma));
      if (!n) return json::value(t.text);
      parts.emplace_back(*n);
      if (comma == std::string_view::npos) break;
      rest = rest.substr(comma + 1);
    }
    return json::value(std::move(parts));
  }
  return json::value(t.text);
}

std::string join(const std::vector<token>& tokens, std::size_t from, std::size_t to) {
  std::string out;
  for (std::size_t i = from; i < to && i < tokens.size(); ++i) {
    if (!out.empty()) out += ' ';
    out += tokens[i].quoted ? "\"" + tokens[i].text + "\"" : tokens[i].text;
  }
  return out;
}

std::string trim(std::string_view s) {
  auto b = s.find_first_not_of(" \t");
  if (b == std::string_view::npos) return {};
  auto e = s.find_last_not_of(" \t");
  return std::string(s.substr(b, e - b + 1));
}

class reader {
 public:
  explicit reader(std::string_view default_name) { out_.value.name = std::string(default_name); }

  void line(std::string_view raw, int line_no) {
    line_no_ = line_no;
    std::vector<token> tokens;
    problem bad;
    if (!tokenize(raw, line_no, tokens, bad)) {
      out_.problems.push_back(std::move(bad));
      return;
    }
    if (tokens.empty()) return;
    tokens_ = &tokens;
    raw_ = raw;
    const std::string& d = tokens[0].text;
    if (!versioned_) {
      versioned_ = true;
      if (d != "playtest") {
        fail(tokens[0], "a scenario file begins with `playtest " + std::to_string(format_version) +
                            "` (the format's version), before any other line");
      } else {
        version(tokens);
        return;
      }
    }
    if (is_header(d) && started_) {
      fail(tokens[0], "`" + d +
                          "` belongs to the scenario's header, before its first action (line " +
                          std::to_string(first_action_line_) + ")");
      return;
    }
    if (d == "playtest") return fail(tokens[0], "`playtest` is the first line only");
    if (d == "name") return name(tokens);
    if (d == "scene") return scene(tokens);
    if (d == "frame-time") return frame_time(tokens);
    if (d == "seed") return seed(tokens);
    if (d == "watch") return watch(tokens);
    if (d == "play" || d == "stop" || d == "step" || d == "set" || d == "call" || d == "expect") {
      if (!started_) {
        started_ = true;
        first_action_line_ = line_no;
      }
    }
    if (d == "play") return play(tokens);
    if (d == "stop") return stop(tokens);
    if (d == "step") return step(tokens);
    if (d == "set") return set(tokens);
    if (d == "call") return call(tokens);
    if (d == "expect") return expect(tokens);
    std::string near = nearest(d, directive_names());
    fail(tokens[0], "unknown directive `" + d + "`" +
                        (near.empty() ? "" : "; did you mean `" + near + "`?") +
                        " (directives: playtest, name, scene, frame-time, seed, watch, play, set, "
                        "call, step, expect, stop)");
  }

  parse_result finish() {
    if (!versioned_)
      out_.problems.push_back({{1, 1},
                               "empty scenario: a file begins with `playtest " +
                                   std::to_string(format_version) +
                                   "` and has at least one `step`"});
    else if (steps_ == 0 && out_.problems.empty())
      out_.problems.push_back({{line_no_, 1}, "the scenario has no `step`: nothing would run"});
    // The fields a step watches: the file's watch lines and those its expectations read.
    for (auto& a : out_.value.actions) {
      if (a.what != action::kind::step) continue;
      for (const auto& w : out_.value.watch) add_watch(a.step.watch, w);
    }
    for (auto& a : out_.value.actions) {
      if (a.what != action::kind::expect || a.expect.what != expectation::kind::field) continue;
      if (a.step_index < 0) continue;
      auto& w = out_.value.actions[static_cast<std::size_t>(a.step_index)].step.watch;
      add_watch(w, a.expect.subject);
      if (w.size() > max_watched)
        out_.problems.push_back(
            {a.at, "the step at line " +
                       std::to_string(
                           out_.value.actions[static_cast<std::size_t>(a.step_index)].at.line) +
                       " would watch " + std::to_string(w.size()) +
                       " fields (its expectations and the " +
                       "watch lines); a step reports at most " + std::to_string(max_watched)});
    }
    std::stable_sort(
        out_.problems.begin(), out_.problems.end(), [](const problem& a, const problem& b) {
          return a.at.line != b.at.line ? a.at.line < b.at.line : a.at.column < b.at.column;
        });
    return std::move(out_);
  }

 private:
  static void add_watch(std::vector<std::string>& w, const std::string& spec) {
    if (std::find(w.begin(), w.end(), spec) == w.end()) w.push_back(spec);
  }

  void fail(const token& at, std::string message) {
    out_.problems.push_back({{line_no_, at.column}, std::move(message)});
  }
  void fail_end(std::string message) {
    out_.problems.push_back({{line_no_, column_of(raw_, raw_.size())}, std::move(message)});
  }

  const std::vector<token>& t() const { return *tokens_; }

  bool arity(std::size_t min, std::size_t max, std::string_view usage) {
    if (t().size() < min) {
      fail_end("`" + t()[0].text + "` needs more: " + std::string(usage));
      return false;
    }
    if (t().size() > max) {
      fail(t()[max], "unexpected `" + t()[max].text + "`: " + std::string(usage));
      return false;
    }
    return true;
  }

  action& add(action::kind k) {
    action a;
    a.what = k;
    a.at = {line_no_, t()[0].column};
    a.source = trim(
        raw_.substr(0, raw_.find(" #") == std::string_view::npos ? raw_.size() : raw_.find(" #")));
    out_.value.actions.push_back(std::move(a));
    return out_.value.actions.back();
  }

  void version(const std::vector<token>& tokens) {
    tokens_ = &tokens;
    if (!arity(2, 2, "`playtest 1`")) return;
    auto v = integer(tokens[1].text);
    if (!v) return fail(tokens[1], "the format's version is a number: `playtest 1`");
    if (*v != format_version)
      return fail(tokens[1], "this Patchbay reads playtest format " +
                                 std::to_string(format_version) + "; the file is format " +
                                 tokens[1].text +
                                 " (a newer Patchbay wrote it, or the number is wrong)");
    out_.value.version = static_cast<int>(*v);
  }

  void once(bool& seen, const token& at) {
    if (seen) fail(at, "`" + at.text + "` is given twice");
    seen = true;
  }

  void name(const std::vector<token>& tokens) {
    once(name_seen_, tokens[0]);
    if (!arity(2, 1000, "`name TEXT`")) return;
    out_.value.name = join(tokens, 1, tokens.size());
    if (tokens.size() == 2) out_.value.name = tokens[1].text;
  }

  void scene(const std::vector<token>& tokens) {
    once(scene_seen_, tokens[0]);
    if (!arity(2, 2, "`scene Assets/Scenes/Level.unity` (quote a path with spaces)")) return;
    const std::string& p = tokens[1].text;
    if (!p.ends_with(".unity"))
      return fail(tokens[1], "`scene` names a scene file (…/Name.unity), got `" + p + "`");
    out_.value.scene = p;
    out_.value.scene_at = {line_no_, tokens[0].column};
  }

  void frame_time(const std::vector<token>& tokens) {
    once(frame_time_seen_, tokens[0]);
    if (!arity(2, 2, "`frame-time 1/60` (game seconds a frame lasts)")) return;
    auto v = number_or_fraction(tokens[1].text);
    if (!v)
      return fail(tokens[1], "`frame-time` is a number of seconds or a fraction (1/60), got `" +
                                 tokens[1].text + "`");
    if (*v <= 0 || *v > 1)
      return fail(tokens[1], "`frame-time` is between 0 and 1 second (step_game's range), got " +
                                 tokens[1].text);
    out_.value.frame_time = *v;
  }

  void seed(const std::vector<token>& tokens) {
    once(seed_seen_, tokens[0]);
    if (!arity(2, 2, "`seed 42`")) return;
    auto v = integer(tokens[1].text);
    if (!v || *v < INT32_MIN || *v > INT32_MAX)
      return fail(tokens[1], "`seed` is a whole number (Random.InitState's int), got `" +
                                 tokens[1].text + "`");
    out_.value.seed = static_cast<int>(*v);
  }

  bool field(const token& tk, std::string_view what) {
    if (is_field(tk.text)) return true;
    fail(tk, std::string(what) + " `" + tk.text +
                 "` is not Target:Component.member (e.g. Player:Transform.localPosition)");
    return false;
  }

  void watch(const std::vector<token>& tokens) {
    if (!arity(2, 1000, "`watch Target:Component.member ...`")) return;
    for (std::size_t i = 1; i < tokens.size(); ++i)
      if (field(tokens[i], "watch"))
        if (std::find(out_.value.watch.begin(), out_.value.watch.end(), tokens[i].text) ==
            out_.value.watch.end())
          out_.value.watch.push_back(tokens[i].text);
    if (out_.value.watch.size() > max_watched)
      fail(tokens[0], "the file watches " + std::to_string(out_.value.watch.size()) +
                          " fields; a step reports at most " + std::to_string(max_watched));
  }

  void play(const std::vector<token>& tokens) {
    if (!arity(1, 1, "`play` (enters play mode paused) takes nothing")) return;
    if (playing_)
      return fail(tokens[0], "already in play mode (a `play` without a `stop` before it)");
    playing_ = true;
    add(action::kind::play);
  }

  void stop(const std::vector<token>& tokens) {
    if (!arity(1, 1, "`stop` (leaves play mode) takes nothing")) return;
    if (!playing_)
      return fail(tokens[0], "`stop` outside play mode (no `play` or `step` before it)");
    playing_ = false;
    last_step_ = -1;
    add(action::kind::stop);
  }

  // A bound: N frames or N seconds, at tokens[i] and [i+1]; true when it parsed.
  bool bound(std::size_t i, step_spec& s) {
    const auto& tk = t();
    if (i + 1 >= tk.size()) {
      fail_end("a step's bound is `N frames` or `N seconds`");
      return false;
    }
    const std::string& unit = tk[i + 1].text;
    bool frames = unit == "frames" || unit == "frame";
    bool seconds = unit == "seconds" || unit == "second" || unit == "s";
    if (!frames && !seconds) {
      fail(tk[i + 1], "a step's bound is `N frames` or `N seconds`, got `" + unit + "`");
      return false;
    }
    if (frames) {
      auto n = integer(tk[i].text);
      if (!n) {
        fail(tk[i], "frames are a whole number, got `" + tk[i].text + "`");
        return false;
      }
      if (*n < 1 || *n > max_step_frames) {
        fail(tk[i], tk[i].text + " frames: a step runs 1 to " + std::to_string(max_step_frames) +
                        " frames");
        return false;
      }
      s.frames = static_cast<int>(*n);
    } else {
      auto n = number(tk[i].text);
      if (!n) {
        fail(tk[i], "seconds are a number, got `" + tk[i].text + "`");
        return false;
      }
      if (*n <= 0 || *n > max_step_seconds) {
        fail(tk[i], tk[i].text + " seconds: a step runs more than 0 and at most " +
                        std::to_string(static_cast<int>(max_step_seconds)) + " game seconds");
        return false;
      }
      double frame = out_.value.frame_time.value_or(1.0 / 60);
      if (std::ceil(*n / frame - 1e-9) > max_step_frames) {
        fail(tk[i], tk[i].text + " seconds at " + std::to_string(frame) + " s a frame is over " +
                        std::to_string(max_step_frames) + " frames");
        return false;
      }
      s.seconds = *n;
    }
    return true;
  }

  // The frames of the step's window (inputs are scheduled in 0 .. window-1).
  int window(const step_spec& s) const {
    if (s.frames) return *s.frames;
    double frame = out_.value.frame_time.value_or(1.0 / 60);
    return static_cast<int>(std::ceil(*s.seconds / frame - 1e-9));
  }

  void input(const token& tk, int frames, step_spec& s) {
    auto at = tk.text.rfind('@');
    if (at == std::string::npos || at == 0 || at + 1 == tk.text.size())
      return fail(
          tk, "input `" + tk.text +
                  "` is not INPUT@FRAME or INPUT@FROM-TO (e.g. Space@5, D@10-50, stick:1,0@0-end)");
    std::string_view when = std::string_view(tk.text).substr(at + 1);
    auto dash = when.find('-');
    auto from = integer(when.substr(0, dash));
    std::optional<long long> to = from;
    bool to_end = false;
    if (dash != std::string_view::npos) {
      auto rest = when.substr(dash + 1);
      if (rest == "end")
        to_end = true;
      else
        to = integer(rest);
    }
    if (!from || (!to && !to_end) || *from < 0)
      return fail(tk, "input `" + tk.text +
                          "`: frames are whole numbers from 0 (`@5`, `@10-50`, `@0-end`)");
    std::string window_text = "this step runs " + std::to_string(frames) + " frames (0 to " +
                              std::to_string(frames - 1) + ")";
    if (*from >= frames)
      return fail(tk, "input `" + tk.text + "` is scheduled outside the window: " + window_text);
    if (!to_end && *to >= frames)
      return fail(tk, "input `" + tk.text + "` ends outside the window: " + window_text);
    if (!to_end && *to < *from) return fail(tk, "input `" + tk.text + "` ends before it starts");
    s.inputs.push_back(tk.text);
  }

  void step(const std::vector<token>& tokens) {
    std::string usage =
        "`step N frames`, `step N seconds` or `step until CONDITION within N frames`, "
        "each optionally followed by `inputs Space@5 D@10-50`";
    if (!arity(2, 1000, usage)) return;
    step_spec s;
    std::size_t i = 1;
    if (tokens[1].text == "until") {
      s.until = true;
      auto within = std::find_if(tokens.begin() + 2, tokens.end(),
                                 [](const token& x) { return !x.quoted && x.text == "within"; });
      if (within == tokens.begin() + 2)
        return fail(tokens[1],
                    "`step until` needs a condition: `exists Coin`, `log \"text\"` or "
                    "`Player:Transform.position.y > 1`");
      if (within == tokens.end())
        return fail_end("`step until` needs its bound: `within N frames` or `within N seconds`");
      std::size_t c = 2, w = static_cast<std::size_t>(within - tokens.begin());
      s.until_text = join(tokens, c, w);
      if (tokens[c].text == "exists" && !tokens[c].quoted) {
        if (w - c != 2) return fail(tokens[c], "`until exists TARGET` names one object");
        s.until_target = tokens[c + 1].text;
      } else if (tokens[c].text == "log" && !tokens[c].quoted) {
        if (w - c != 2) return fail(tokens[c], "`until log \"text\"` gives one text (quote it)");
        s.until_log = tokens[c + 1].text;
      } else {
        if (!field(tokens[c], "the condition's field")) return;
        if (w - c != 3 || !comparison_of(tokens[c + 1].text))
          return fail(tokens[c],
                      "a condition is FIELD OP VALUE (OP one of == != < <= > >=), e.g. "
                      "`Player:Transform.localPosition.y > 1`");
        auto colon = tokens[c].text.rfind(':');
        s.until_target = tokens[c].text.substr(0, colon);
        s.until_condition =
            tokens[c].text.substr(colon + 1) + " " + tokens[c + 1].text + " " +
            (tokens[c + 2].quoted ? "\"" + tokens[c + 2].text + "\"" : tokens[c + 2].text);
      }
      i = w + 1;
    }
    if (!bound(i, s)) return;
    i += 2;
    if (i < tokens.size()) {
      if (tokens[i].text != "inputs")
        return fail(tokens[i], "unexpected `" + tokens[i].text + "` after the bound: " + usage);
      if (i + 1 == tokens.size()) return fail(tokens[i], "`inputs` lists at least one INPUT@FRAME");
      int frames = window(s);
      for (std::size_t k = i + 1; k < tokens.size(); ++k) input(tokens[k], frames, s);
    }
    playing_ = true;
    ++steps_;
    action& a = add(action::kind::step);
    a.step = std::move(s);
    last_step_ = static_cast<int>(out_.value.actions.size() - 1);
  }

  void set(const std::vector<token>& tokens) {
    std::string usage =
        "`set Target:Component.field = VALUE` (in play mode: Unity discards it on stop)";
    if (!arity(4, 4, usage)) return;
    if (!field(tokens[1], "set")) return;
    if (tokens[2].text != "=") return fail(tokens[2], "expected `=`: " + usage);
    const std::string& spec = tokens[1].text;
    auto colon = spec.rfind(':');
    std::string member = spec.substr(colon + 1);
    auto dot = member.find('.');
    action& a = add(action::kind::set);
    a.tool = "set_component_field";
    a.arguments = json::object{{"target", spec.substr(0, colon)},
                               {"component", member.substr(0, dot)},
                               {"field", member.substr(dot + 1)},
                               {"value", tokens[3].text}};
    if (!playing_) {
      // Edit mode would change the user's scene: a scenario's setup happens in play mode.
      out_.value.actions.pop_back();
      fail(tokens[0],
           "`set` before `play`: it would change the scene on disk's copy in edit mode; put "
           "`play` before it (play mode's changes are discarded when the scenario stops)");
    }
  }

  void call(const std::vector<token>& tokens) {
    if (!arity(2, 1000, "`call TOOL {\"param\": value}`")) return;
    const std::string& tool = tokens[1].text;
    bool snake = !tool.empty() && std::all_of(tool.begin(), tool.end(), [](char c) {
      return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
    });
    if (!snake) return fail(tokens[1], "`" + tool + "` is not a tool name (snake_case)");
    json::object args;
    if (tokens.size() > 2) {
      std::string_view rest = std::string_view(raw_).substr(tokens[2].offset);
      boost::system::error_code ec;
      json::value v = json::parse(rest, ec);
      if (ec || !v.is_object())
        return fail(tokens[2], "`call " + tool +
                                   "` takes one JSON object of arguments on the line (" +
                                   (ec ? ec.message() : std::string("not an object")) + ")");
      args = std::move(v.get_object());
    }
    action& a = add(action::kind::call);
    a.tool = tool;
    a.arguments = std::move(args);
  }

  void expect(const std::vector<token>& tokens) {
    std::string usage =
        "`expect FIELD OP VALUE [within T]`, `expect log \"text\"`, `expect no log \"text\"`, "
        "`expect exists X`, `expect missing X`, `expect contact A B [trigger|collision] "
        "[enter|exit]`, `expect image Assets/….png [tolerance 0.02] [ignore x,y,w,h]`";
    if (!arity(2, 1000, usage)) return;
    expectation e;
    const token& k = tokens[1];
    bool reads_step = false;
    if (k.text == "log" && !k.quoted) {
      if (!arity(3, 3, "`expect log \"text\"`")) return;
      e.what = expectation::kind::log;
      e.subject = tokens[2].text;
    } else if (k.text == "no" && !k.quoted) {
      if (tokens.size() < 3 || tokens[2].text != "log")
        return fail(k, "expected `expect no log \"text\"`");
      if (!arity(4, 4, "`expect no log \"text\"`")) return;
      e.what = expectation::kind::no_log;
      e.subject = tokens[3].text;
    } else if ((k.text == "exists" || k.text == "missing") && !k.quoted) {
      if (!arity(3, 3, "`expect " + k.text + " TARGET` (a name, path or id)")) return;
      e.what = k.text == "exists" ? expectation::kind::exists : expectation::kind::missing;
      e.subject = tokens[2].text;
    } else if (k.text == "contact" && !k.quoted) {
      if (!arity(4, 6, "`expect contact A B [trigger|collision] [enter|exit]`")) return;
      e.what = expectation::kind::contact;
      e.subject = tokens[2].text;
      e.other = tokens[3].text;
      for (std::size_t i = 4; i < tokens.size(); ++i) {
        const std::string& w = tokens[i].text;
        if (w == "trigger" || w == "collision")
          e.contact_kind = w;
        else if (w == "enter" || w == "exit")
          e.phase = w;
        else
          return fail(tokens[i],
                      "a contact is `trigger` or `collision`, `enter` or `exit`; got `" + w + "`");
      }
      reads_step = true;
    } else if (k.text == "image" && !k.quoted) {
      if (!image(tokens, e)) return;
    } else if (is_field(k.text)) {
      if (tokens.size() < 4) return fail_end("`expect " + k.text + "` needs OP VALUE (e.g. `> 1`)");
      auto op = comparison_of(tokens[2].text);
      if (!op)
        return fail(tokens[2], "unknown comparison `" + tokens[2].text + "` (== != < <= > >=)");
      e.what = expectation::kind::field;
      e.subject = k.text;
      e.op = *op;
      e.expected = literal(tokens[3]);
      if (tokens.size() > 4) {
        if (tokens[4].text != "within" || tokens.size() != 6)
          return fail(tokens[4], "after the value only `within TOLERANCE` may follow");
        auto tol = number(tokens[5].text);
        if (!tol || *tol < 0)
          return fail(tokens[5], "a tolerance is a number from 0, got `" + tokens[5].text + "`");
        if (*op != comparison::eq && *op != comparison::ne)
          return fail(tokens[4], "`within` is for == and !=");
        e.within = *tol;
      }
      if (!e.expected.is_number() && *op != comparison::eq && *op != comparison::ne)
        return fail(tokens[3], "`" + tokens[2].text + "` compares numbers; `" + tokens[3].text +
                                   "` is not one (vectors, text and true/false take == and !=)");
      reads_step = true;
    } else {
      std::vector<std::string> kinds{"log", "no", "exists", "missing", "contact", "image"};
      std::string near = nearest(k.text, kinds);
      return fail(
          k, "`expect " + k.text + "`: " +
                 (k.text.find(':') != std::string::npos
                      ? "a field is Target:Component.member (e.g. Player:Transform.localPosition.y)"
                      : (near.empty() ? std::string("unknown expectation")
                                      : "did you mean `expect " + near + "`?")) +
                 "; " + usage);
    }
    if (reads_step && last_step_ < 0)
      return fail(k, "this expectation reads the answer of the step before it: put a `step` first");
    action& a = add(action::kind::expect);
    a.expect = std::move(e);
    if (reads_step) a.step_index = last_step_;
  }

  bool image(const std::vector<token>& tokens, expectation& e) {
    if (tokens.size() < 3) {
      fail_end("`expect image Assets/….png` names the baseline");
      return false;
    }
    e.what = expectation::kind::image;
    e.subject = tokens[2].text;
    if (!e.subject.starts_with("Assets/") || !e.subject.ends_with(".png")) {
      fail(tokens[2], "a baseline is a PNG under Assets/ (Assets/Tests/Baselines/Name.png), got `" +
                          e.subject + "`");
      return false;
    }
    for (std::size_t i = 3; i < tokens.size(); i += 2) {
      const std::string& w = tokens[i].text;
      if (w != "tolerance" && w != "ignore") {
        fail(tokens[i], "after the baseline: `tolerance N` and `ignore x,y,w,h`, got `" + w + "`");
        return false;
      }
      if (i + 1 >= tokens.size()) {
        fail_end("`" + w + "` needs its value");
        return false;
      }
      const token& v = tokens[i + 1];
      if (w == "tolerance") {
        auto n = number(v.text);
        if (!n || *n < 0 || *n > 1) {
          fail(v, "a tolerance is 0 to 1 (a colour channel's difference, 0.02 by default), got `" +
                      v.text + "`");
          return false;
        }
        e.tolerance = *n;
      } else {
        std::array<int, 4> r{};
        std::string_view rest = v.text;
        int parts = 0;
        bool good = true;
        while (good && parts < 4) {
          auto comma = rest.find(',');
          auto n = integer(rest.substr(0, comma));
          good = n && *n >= 0;
          if (good) r[static_cast<std::size_t>(parts++)] = static_cast<int>(*n);
          if (comma == std::string_view::npos) break;
          rest = rest.substr(comma + 1);
        }
        if (!good || parts != 4 || r[2] == 0 || r[3] == 0) {
          fail(v, "an ignored region is x,y,w,h in pixels (w and h above 0), got `" + v.text + "`");
          return false;
        }
        e.ignore.push_back(r);
      }
    }
    return true;
  }

  parse_result out_;
  const std::vector<token>* tokens_ = nullptr;
  std::string_view raw_;
  int line_no_ = 0;
  int first_action_line_ = 0;
  int steps_ = 0;
  int last_step_ = -1;
  bool versioned_ = false;
  bool started_ = false;
  bool playing_ = false;
  bool name_seen_ = false, scene_seen_ = false, frame_time_seen_ = false, seed_seen_ = false;
};

}  // namespace

std::string_view comparison_text(comparison c) {
  switch (c) {
    case comparison::eq:
      return "==";
    case comparison::ne:
      return "!=";
    case comparison::lt:
      return "<";
    case comparison::le:
      return "<=";
    case comparison::gt:
      return ">";
    case comparison::ge:
      return ">=";
  }
  return "==";
}

std::string nearest(std::string_view word, const std::vector<std::string>& names) {
  std::string best;
  std::size_t best_d = std::max<std::size_t>(2, word.size() / 3) + 1;
  for (const auto& n : names) {
    std::size_t d = text::edit_distance(word, n, true);
    if (d < best_d) {
      best_d = d;
      best = n;
    }
  }
  return best;
}

parse_result parse(std::string_view text, std::string_view default_name) {
  reader r(default_name);
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);  // a UTF-8 byte order mark
  int line_no = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    auto end = text.find('\n', start);
    std::string_view line =
        text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    if (line.ends_with('\r')) line.remove_suffix(1);
    r.line(line, ++line_no);
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  return r.finish();
}

std::string describe(const problem& p, std::string_view file) {
  return std::string(file) + ":" + std::to_string(p.at.line) + ":" + std::to_string(p.at.column) +
         ": " + p.message;
}

}  // namespace patchbay::playtest
