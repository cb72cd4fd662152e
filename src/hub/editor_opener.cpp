#include "hub/editor_opener.hpp"

#include "hub/client_directory.hpp"
#include "hub/json_fields.hpp"
#include "hub/unity_instance.hpp"
#include "mcp/patchbay_names.hpp"
#include "platform/platform.hpp"
#include "text/outside_text.hpp"

#include <algorithm>
#include <system_error>
#include <utility>

namespace patchbay::hub {

namespace asio = boost::asio;
namespace fs = std::filesystem;
namespace json = boost::json;
using namespace std::chrono;

namespace {

constexpr auto poll_period = milliseconds(250);
// A Unity that runs this long with compile errors in its log and no link has Patchbay not loaded
// (Safe Mode, or the errors stop the package's assembly): the answer says so, Unity stays open.
constexpr auto not_loaded_after = seconds(20);
constexpr std::size_t log_lines_shown = 15;

// A project folder as this OS writes it (Windows: C:\Projects\Game, whatever separators the caller
// or Unity's Application.dataPath used), so keys compare, and the paths given to Unity and shown in
// answers are not half forward and half back slashes (under Wine: Z:/tmp/Game\Logs\Editor.log).
std::string canonical_key(const fs::path& p) {
  std::error_code ec;
  fs::path c = fs::weakly_canonical(p, ec);
  if (ec) c = p;
  std::string s = c.make_preferred().string();
  auto sep = [](char ch) {
#ifdef _WIN32
    return ch == '/' || ch == '\\';
#else
    return ch == '/';
#endif
  };
  while (s.size() > 1 && sep(s.back()) && !(s.size() == 3 && s[1] == ':')) s.pop_back();
  return s;
}

// The last lines of a log, for an answer.
std::string last_lines(const fs::path& log, std::size_t n) {
  std::string why;
  auto text = platform::read_regular_file_tail(log, 64 * 1024, why);
  if (!text) return {};
  std::vector<std::string_view> lines;
  std::string_view all = *text;
  std::size_t start = 0;
  while (start < all.size()) {
    auto end = all.find('\n', start);
    std::string_view line =
        all.substr(start, end == std::string_view::npos ? all.size() - start : end - start);
    if (!line.empty() && line.find_first_not_of(" \t\r") != std::string_view::npos)
      lines.push_back(line);
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  std::string out;
  for (std::size_t i = lines.size() > n ? lines.size() - n : 0; i < lines.size(); ++i)
    out.append("  ").append(text::shown_text(lines[i], 300)).append("\n");
  return out;
}

std::string licence_line(const fs::path& log) {
  std::string why;
  auto text = platform::read_regular_file_tail(log, 256 * 1024, why);
  if (!text) return {};
  std::string lower = *text;
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  for (const char* needle : {"no valid unity editor license", "license is not active",
                             "licensing::module] error", "no valid license"})
    if (auto at = lower.find(needle); at != std::string::npos) {
      auto b = text->rfind('\n', at);
      auto e = text->find('\n', at);
      return text::shown_text(
          text->substr(b == std::string::npos ? 0 : b + 1,
                       e == std::string::npos ? std::string::npos
                                              : e - (b == std::string::npos ? 0 : b + 1)),
          300);
    }
  return {};
}

mcp::tool_result refused(std::string text, std::string_view kind) {
  auto r = mcp::text_result(text, true);
  r["_meta"] = json::object{{mcp::meta::error, json::object{{"patchbay", kind}}}};
  return mcp::tool_result(std::move(r));
}

}  // namespace

void editor_opener::register_into(mcp::tool_registry& tools) {
  json::object args{
      {"type", "object"},
      {"properties",
       json::object{
           {"project", json::object{{"type", "string"},
                                    {"description", "Project folder; default: this session's"}}},
           {"batchmode", json::object{{"type", "boolean"},
                                      {"description", "No window: -batchmode -nographics"}}},
           {"waitSeconds", json::object{{"type", "integer"},
                                        {"minimum", 1},
                                        {"maximum", 1800},
                                        {"description", "How long to wait for it (600)"}}},
           {"exitWhenIdle",
            json::object{
                {"type", "integer"},
                {"minimum", 10},
                {"maximum", 86400},
                {"description", "Batch mode: quit after this many seconds without a call"}}}}}};
  tools.add(
      json::object{
          {"name", "open_editor"},
          {"description",
           "Open the project in the installed Unity of its version and wait until it is linked. "
           "Opening an open project returns its editor."},
          {"inputSchema", args},
          {"annotations",
           json::object{
               {"destructiveHint", false}, {"idempotentHint", true}, {"openWorldHint", false}}}},
      [this](std::shared_ptr<mcp::call_context> ctx, json::object a) {
        return open_editor(this, std::move(ctx), std::move(a));
      });
  tools_ = &tools;
  refresh_listing();
}

void editor_opener::refresh_listing() {
  if (!tools_) return;
  // Live: connected, reloading or within its grace: a reload does not list it (and change every
  // client's list twice).
  tools_->set_listed("open_editor", registry_.live_count() == 0);
}

hub_layout editor_opener::layout() const {
  if (layout_) return *layout_;
  auto home = platform::home_directory();
  return default_layout(this_unity_os(), home ? *home : fs::path(),
                        [](const char* name) -> std::optional<std::string> {
                          std::string v = platform::env_or(name, "");
                          if (v.empty()) return std::nullopt;
                          return v;
                        });
}

std::string editor_opener::how_to_open(const std::string& project) const {
  if (project.empty()) return {};
  std::string key = canonical_key(project);
  project_version version = read_project_version(key);
  if (!version.error.empty()) return {};
  if (opening_.contains(key))
    return " Unity is starting on " + key +
           " (open_editor started it): call open_editor to wait for it.";
  hub_layout l = layout();
  editor_pick pick = pick_editor(find_installs(l), version, l);
  if (!pick.install) return " Unity is not running for " + key + ". " + pick.error;
  return " Unity is not running for " + key +
         ": open it with the open_editor tool (or `patchbay open \"" + key +
         "\"`), which starts Unity " +
         (pick.install->version.empty() ? version.version : pick.install->version) + " (" +
         pick.install->executable.string() + ") and waits until it is linked.";
}

void editor_opener::note_activity(const std::string& editor_id) {
  if (auto it = idle_.find(editor_id); it != idle_.end()) it->second.last = steady_clock::now();
}

std::vector<std::string> editor_opener::idle_due(
    steady_clock::time_point now, const std::function<std::size_t(const std::string&)>& pending) {
  std::vector<std::string> due;
  for (auto it = idle_.begin(); it != idle_.end();) {
    const editor_record* ed = registry_.find(it->first);
    if (!ed || ed->where == presence::gone) {
      it = idle_.erase(it);  // it quit or left: nothing to watch
      continue;
    }
    if (pending(it->first) > 0) it->second.last = now;  // a call still running is activity
    if (ed->where == presence::connected && now - it->second.last >= it->second.limit) {
      due.push_back(it->first);
      it->second.last = now;  // the next try, if this one is refused, after another limit
    }
    ++it;
  }
  return due;
}

json::array editor_opener::opening_now() const {
  json::array out;
  for (const auto& [project, o] : opening_)
    if (o && o->pid > 0 && platform::process_alive(o->pid))
      out.push_back(json::object{
          {"project", project},
          {"version", o->version},
          {"pid", o->pid},
          {"batchmode", o->batch},
          {"seconds", std::round(duration<double>(steady_clock::now() - o->started).count())}});
  return out;
}

const editor_record* editor_opener::linked(const fs::path& project) const {
  std::string key = canonical_key(project);
  for (const auto& [id, ed] : registry_.editors()) {
    if (ed->where != presence::connected || ed->tools.empty() || is_player(*ed)) continue;
    std::string path = str(ed->info, "projectPath");
    if (!path.empty() && canonical_key(path) == key) return ed.get();
  }
  return nullptr;
}

asio::awaitable<jsonrpc::outcome<mcp::tool_result>> editor_opener::open_editor(
    editor_opener* self, std::shared_ptr<mcp::call_context> ctx, json::object args) {
  const json::value* p = args.if_contains("project");
  const json::value* b = args.if_contains("batchmode");
  const json::value* w = args.if_contains("waitSeconds");
  const json::value* idle = args.if_contains("exitWhenIdle");
  if (idle && (!idle->is_int64() || idle->get_int64() < 10 || idle->get_int64() > 86400))
    co_return refused(
        "open_editor: `exitWhenIdle` is a whole number of seconds, 10 to 86400. Nothing was "
        "started.",
        mcp::error_kind::invalid_arguments);
  if (idle && !(args.contains("batchmode") && args.at("batchmode").is_bool() &&
                args.at("batchmode").get_bool()))
    co_return refused(
        "open_editor: `exitWhenIdle` is for a batch-mode editor (batchmode: true): a window is the "
        "user's to close. Nothing was started.",
        mcp::error_kind::invalid_arguments);
  if ((p && !p->is_string()) || (b && !b->is_bool()) || (w && !w->is_int64()))
    co_return refused(
        "open_editor: `project` is a folder (text), `batchmode` true or false, `waitSeconds` a "
        "whole number.",
        mcp::error_kind::invalid_arguments);
  long long wait_s = w ? w->get_int64() : 600;
  if (wait_s < 1 || wait_s > 1800)
    co_return refused(
        "open_editor: `waitSeconds` is 1 to 1800, got " + std::to_string(wait_s) + ".",
        mcp::error_kind::invalid_arguments);
  bool batch = b && b->get_bool();
  std::string project = p ? std::string(p->get_string()) : std::string();
  if (project.empty()) {
    const session_route& route = self->clients_.state_for(ctx->session()).route;
    project = !route.pin_project.empty() ? route.pin_project : route.cwd_project;
  }
  if (project.empty())
    co_return refused(
        "open_editor: name the project: `project`, a folder with Assets/ and ProjectSettings/ "
        "(this "
        "session's working directory is in no Unity project). Nothing was started.",
        mcp::error_kind::invalid_arguments);
  if (!fs::path(project).is_absolute())
    co_return refused(
        "open_editor: `project` is an absolute path (the hub has no working directory of yours), "
        "got \"" +
            project + "\". Nothing was started.",
        mcp::error_kind::invalid_arguments);
  std::string key = canonical_key(project);
  project_version version = read_project_version(key);
  if (!version.error.empty())
    co_return refused("open_editor: " + version.error + ". Nothing was started.",
                      mcp::error_kind::invalid_arguments);

  auto answer = [&](const editor_record& ed, bool opened, const opening* o) {
    json::object a{{"editor", ed.id},
                   {"project", key},
                   {"state", self->registry_.state_of(ed)},
                   {"opened", opened},
                   {"version", version.version},
                   {"tools", ed.tools.size()},
                   {"close",
                    "close_editor (or patchbay close) quits it; unsaved scenes are kept unless "
                    "save or discard"}};
    if (o) {
      a["pid"] = o->pid;
      a["executable"] = o->executable.string();
      a["batchmode"] = o->batch;
      a["log"] = o->log.string();
      a["seconds"] =
          std::round(duration<double>(steady_clock::now() - o->started).count() * 10) / 10;
    }
    std::string text = json::serialize(a);
    return mcp::tool_result(mcp::text_result(text));
  };
  if (const editor_record* ed = self->linked(key)) co_return answer(*ed, false, nullptr);

  std::shared_ptr<opening> o;
  if (auto it = self->opening_.find(key); it != self->opening_.end()) {
    o = it->second;  // another open started it: wait for the same Unity
  } else {
    if (auto running = probe_unity_instance(key, true)) {
      std::string text =
          "Unity is already open on " + key + " (pid " + std::to_string(running->pid) +
          (running->version.empty() ? std::string() : ", Unity " + running->version) +
          ") and has not linked to this hub; Patchbay did not start a second Unity on it. ";
      if (!running->errors.errors.empty())
        text += not_loaded_message(key, *running);
      else
        text +=
            "If it is still starting, call open_editor again to wait for it; if another user or "
            "another hub's "
            "session has it open, close it there first.";
      co_return refused(text, mcp::error_kind::open_elsewhere);
    }
    hub_layout layout = self->layout();
    auto installs = find_installs(layout);
    editor_pick pick = pick_editor(installs, version, layout);
    if (!pick.install)
      co_return refused("open_editor: " + pick.error + " Nothing was started.",
                        mcp::error_kind::not_installed);
    std::error_code ec;
    fs::create_directories(fs::path(key) / "Logs", ec);
    o = std::make_shared<opening>();
    o->log = fs::path(key) / "Logs" / "Editor.log";
    o->version = pick.install->version.empty() ? version.version : pick.install->version;
    o->executable = pick.install->executable;
    o->batch = batch;
    std::vector<std::string> argv{"-projectPath", key};
    if (batch) {
      argv.emplace_back("-batchmode");
      argv.emplace_back("-nographics");
    }
    argv.emplace_back("-logFile");
    argv.push_back(o->log.string());
    // The package Unity loads finds this hub by its state directory.
    if (!self->options_.state_dir.empty())
      platform::set_environment("PATCHBAY_STATE_DIR", self->options_.state_dir.string());
    auto spawned =
        platform::spawn_detached(o->executable, argv, fs::path(key) / "Logs" / "Unity-output.log");
    if (!spawned.error.empty())
      co_return refused("open_editor: " + spawned.error + " (" + o->executable.string() +
                            "). Nothing was started.",
                        mcp::error_kind::editor_exited);
    o->pid = spawned.pid;
    o->started = steady_clock::now();
    self->opening_[key] = o;
  }
  // Wait for the link, the process's end, or the bound.
  auto deadline = steady_clock::now() + seconds(wait_s);
  auto done = [self, key, o] {
    if (auto it = self->opening_.find(key); it != self->opening_.end() && it->second == o)
      self->opening_.erase(it);
  };
  std::string last_shown;
  while (true) {
    if (const editor_record* ed = self->linked(key)) {
      done();
      // The batch-mode editor it started quits after this long without a call (the hub's idle
      // loop).
      if (idle && o->batch) {
        self->idle_[ed->id] = idle_rule{seconds(idle->get_int64()), steady_clock::now()};
        if (self->on_idle_watch_) self->on_idle_watch_();
      }
      co_return answer(*ed, true, o.get());
    }
    if (!platform::process_alive(o->pid)) {
      done();
      std::string why = "Unity " + o->version + " (" + o->executable.string() + ", pid " +
                        std::to_string(o->pid) + ") exited before it linked";
      std::string licence = licence_line(o->log);
      std::string log_text;
      std::string reason;
      {
        std::string w;
        if (auto tail = platform::read_regular_file_tail(o->log, max_log_tail_bytes, w)) {
          compile_errors errors = parse_latest_compile_errors(*tail);
          if (!errors.errors.empty())
            reason = " with " + std::to_string(errors.total) + " compile error(s), e.g. " +
                     errors.errors.front().file + "(" + std::to_string(errors.errors.front().line) +
                     "): " + errors.errors.front().message;
        }
      }
      if (!licence.empty())
        reason = ": it has no licence (" + licence + "); sign in and activate one in Unity Hub";
      log_text = last_lines(o->log, log_lines_shown);
      std::string out = last_lines(fs::path(key) / "Logs" / "Unity-output.log", 5);
      std::string text = "open_editor: " + why;
      text.append(reason)
          .append(". The last lines of its log (")
          .append(o->log.string())
          .append("):\n");
      text.append(log_text.empty() ? std::string("  (empty)\n") : log_text);
      if (!out.empty()) text.append("Its output:\n").append(out);
      co_return refused(std::move(text), mcp::error_kind::editor_exited);
    }
    auto elapsed = steady_clock::now() - o->started;
    if (elapsed > not_loaded_after) {
      std::string w;
      if (auto tail = platform::read_regular_file_tail(o->log, max_log_tail_bytes, w)) {
        compile_errors errors = parse_latest_compile_errors(*tail);
        if (!errors.errors.empty()) {
          unity_instance inst;
          inst.pid = o->pid;
          inst.version = o->version;
          inst.log_file = o->log;
          inst.log_read = true;
          inst.errors = std::move(errors);
          done();
          co_return refused("open_editor: Unity started (pid " + std::to_string(o->pid) + ") but " +
                                not_loaded_message(key, inst),
                            mcp::error_kind::not_loaded);
        }
      }
    }
    if (steady_clock::now() >= deadline) {
      // It goes on starting: the next open_editor waits for the same process.
      co_return refused(
          "open_editor: Unity " + o->version + " (pid " + std::to_string(o->pid) +
              ") is still starting after " + std::to_string(wait_s) +
              " s; it goes on. Call open_editor again to wait for it, or list_editors. "
              "Its log: " +
              o->log.string(),
          mcp::error_kind::still_starting);
    }
    double secs = duration<double>(elapsed).count();
    std::string line = last_lines(o->log, 1);
    std::string message = "Unity " + o->version + " starting (pid " + std::to_string(o->pid) + ")" +
                          (line.empty() ? std::string() : ": " + line.substr(2, 60));
    while (!message.empty() && (message.back() == '\n' || message.back() == ' '))
      message.pop_back();
    if (message != last_shown) last_shown = message;
    ctx->progress(secs, static_cast<double>(wait_s), message);
    if (!co_await ctx->sleep(poll_period)) {
      co_return refused(
          "open_editor: cancelled; Unity (pid " + std::to_string(o->pid) + ") goes on starting.",
          mcp::error_kind::cancelled);
    }
  }
}

}  // namespace patchbay::hub
