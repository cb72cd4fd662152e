#include "hub/playtest_tools.hpp"

#include "hub/json_fields.hpp"
#include "hub/routing.hpp"
#include "mcp/patchbay_names.hpp"
#include "playtest/recording.hpp"
#include "playtest/runner.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>
#include <utility>

namespace patchbay::hub {

namespace asio = boost::asio;
namespace fs = std::filesystem;

namespace {

// The largest scenario file read (a scenario is a page of text; this is a mistake, not a test).
constexpr std::uintmax_t max_scenario_bytes = 1 << 20;

// One tool call of a scenario: routed as the agent's own would be, under a context of its own
// (no progress token: the run reports its own progress; the run's cancellation reaches it).
class hub_caller final : public playtest::tool_caller {
 public:
  hub_caller(mcp::tool_provider& tools, std::shared_ptr<mcp::call_context> run,
             std::optional<json::value> editor)
      : tools_(tools), run_(std::move(run)), editor_(std::move(editor)) {}

  asio::awaitable<playtest::call_answer> call(std::string tool, json::object arguments) override {
    auto child = std::make_shared<mcp::call_context>(run_->session_ptr(), run_->request_id(),
                                                     json::value(nullptr));
    if (const auto* meta = run_->stateless()) child->set_stateless(*meta);
    if (run_->deadline()) child->set_deadline(*run_->deadline());
    std::weak_ptr<mcp::call_context> weak = child;
    int handle = run_->on_cancel([weak] {
      if (auto c = weak.lock()) c->cancel("the play-test run was cancelled");
    });
    if (editor_) arguments["editor"] = *editor_;
    auto r = co_await tools_.call_tool(child, std::move(tool), std::move(arguments));
    run_->remove_on_cancel(handle);
    child->finish();
    playtest::call_answer a;
    if (!r) {
      a.is_error = true;
      a.text = r.error().message;
      co_return a;
    }
    json::object result = std::move(*r).take();
    co_return playtest::answer_of(result);
  }

  void progress(int done, int total, const std::string& what) override {
    run_->progress(done, total, what.substr(0, 80));
  }
  bool cancelled() const override { return run_->cancelled(); }

 private:
  mcp::tool_provider& tools_;
  std::shared_ptr<mcp::call_context> run_;
  std::optional<json::value> editor_;
};

json::object string_arg(const char* what) {
  return json::object{{"type", "string"}, {"description", what}};
}
json::object bool_arg(const char* what) {
  return json::object{{"type", "boolean"}, {"description", what}};
}

mcp::tool_result json_answer(const json::object& o, bool is_error) {
  return mcp::tool_result(mcp::text_result(json::serialize(o), is_error));
}

}  // namespace

void playtest_tools::register_into(mcp::tool_registry& tools) {
  json::object run_args{
      {"type", "object"},
      {"properties",
       json::object{{"path", string_arg("In the project: Assets/Tests/Jump.playtest")},
                    {"text", string_arg("Or the scenario")},
                    {"lint", bool_arg("Check only")},
                    {"updateBaselines", bool_arg("Write image baselines")},
                    {"editor", string_arg("Id, alias or project")}}}};
  tools.add(
      json::object{{"name", "run_playtest"},
                   {"description",
                    "Run a .playtest scenario file: paused play, frame-exact steps with inputs, "
                    "expectations; failures by line."},
                   {"inputSchema", run_args},
                   {"execution", json::object{{"taskSupport", "optional"}}},
                   {"annotations", json::object{{"destructiveHint", false},
                                                {"idempotentHint", false},
                                                {"openWorldHint", false}}}},
      [this](std::shared_ptr<mcp::call_context> ctx, json::object args) {
        return run_playtest(this, std::move(ctx), std::move(args));
      });
  json::object record_args{{"type", "object"},
                           {"properties", json::object{{"name", string_arg("Scenario name")},
                                                       {"clear", bool_arg("Then start anew")}}}};
  tools.add(
      json::object{
          {"name", "record_playtest"},
          {"description",
           "Write this session's play-test calls as a .playtest scenario, what the steps "
           "answered as its expectations."},
          {"inputSchema", record_args},
          // Not read-only, not idempotent: `clear` empties the session's record (after
          // answering it, so nothing is lost: not destructive). Issue 49.
          {"annotations", json::object{{"destructiveHint", false}, {"openWorldHint", false}}}},
      [this](std::shared_ptr<mcp::call_context> ctx, json::object args) {
        return record_playtest(this, std::move(ctx), std::move(args));
      });
  tools_ = &tools;
  refresh_listing(false);
}

void playtest_tools::refresh_listing(bool has_step_game) {
  if (!tools_) return;
  tools_->set_listed("run_playtest", has_step_game);
  tools_->set_listed("record_playtest", has_step_game);
}

bool playtest_tools::routes_to_player(const mcp::call_context& ctx,
                                      const json::object& args) const {
  auto route = resolve_route(registry_.views(), args.if_contains("editor"),
                             clients_.state_for(ctx.session()).route);
  if (!route.error.empty() || route.fan_out) return false;
  const editor_record* ed = registry_.find(route.editors.front());
  return ed && is_player(*ed);
}

playtest_tools::read_file playtest_tools::read_scenario(const mcp::call_context& ctx,
                                                        const json::object& args) const {
  read_file out;
  std::string path = str(args, "path");
  out.file = path;
  const json::value* editor_arg = args.if_contains("editor");
  auto route =
      resolve_route(registry_.views(), editor_arg, clients_.state_for(ctx.session()).route);
  if (!route.error.empty() || route.fan_out) {
    out.error = route.fan_out
                    ? "run_playtest runs on one editor: name one in `editor`, not several."
                    : route.error;
    return out;
  }
  const editor_record* ed = registry_.find(route.editors.front());
  std::string project = ed ? str(ed->info, "projectPath") : std::string();
  if (project.empty()) {
    out.error = "The editor " + route.editors.front() +
                " has no project path here (a player?): pass the scenario as `text`.";
    return out;
  }
  fs::path rel(path);
  if (rel.extension() != ".playtest") {
    out.error = "`path` names a .playtest file, got \"" + path + "\".";
    return out;
  }
  std::error_code ec;
  fs::path root = fs::canonical(fs::path(project), ec);
  if (ec) {
    out.error = "The project folder " + project + " cannot be read: " + ec.message() + ".";
    return out;
  }
  // Inside the project, written as a path in it; no `..` out of it and no link on the way.
  fs::path lexical = (rel.is_absolute() ? rel : root / rel).lexically_normal();
  fs::path inside = lexical.lexically_relative(root);
  if (inside.empty() || *inside.begin() == "..") {
    out.error = "`path` " + path + " is outside the project " + root.string() +
                "; give a path inside it (Assets/Tests/Name.playtest).";
    return out;
  }
  out.file = inside.generic_string();
  if (!fs::exists(lexical, ec)) {
    out.error = "No scenario file " + out.file + " in the project " + root.string() + ".";
    return out;
  }
  fs::path real = fs::canonical(lexical, ec);
  if (ec || real != lexical) {
    out.error =
        "`path` " + out.file +
        " is reached through a link; play-test files are read only as the project holds them.";
    return out;
  }
  if (!fs::is_regular_file(real, ec) || fs::file_size(real, ec) > max_scenario_bytes) {
    out.error = out.file + " is not a scenario file (a regular file of at most 1 MB).";
    return out;
  }
  std::ifstream in(real, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  if (!in && !in.eof()) {
    out.error = "Reading " + out.file + " failed.";
    return out;
  }
  out.text = text.str();
  return out;
}

asio::awaitable<jsonrpc::outcome<mcp::tool_result>> playtest_tools::run_playtest(
    playtest_tools* self, std::shared_ptr<mcp::call_context> ctx, json::object args) {
  bool has_path = args.contains("path"), has_text = args.contains("text");
  if (has_path == has_text)
    co_return mcp::tool_result(
        mcp::text_result("Give the scenario: `path` (a .playtest file in the project) or `text` "
                         "(the scenario itself), one of "
                         "them.",
                         true));
  for (const char* key : {"path", "text", "editor"})
    if (const json::value* v = args.if_contains(key); v && !v->is_string())
      co_return mcp::tool_result(mcp::text_result(std::string("`") + key + "` is a string.", true));
  for (const char* key : {"lint", "updateBaselines"})
    if (const json::value* v = args.if_contains(key); v && !v->is_bool())
      co_return mcp::tool_result(
          mcp::text_result(std::string("`") + key + "` is true or false.", true));
  std::string text, file;
  if (has_path) {
    read_file f = self->read_scenario(*ctx, args);
    if (!f.error.empty())
      co_return mcp::tool_result(mcp::text_result(f.error + " Nothing ran.", true));
    text = std::move(f.text);
    file = std::move(f.file);
  } else {
    text = str(args, "text");
  }
  std::string stem = file.empty() ? std::string("scenario") : fs::path(file).stem().string();
  playtest::parse_result parsed = playtest::parse(text, stem);
  if (!parsed.ok()) {
    playtest::report r = playtest::not_parsed(parsed.value.name, file, parsed.problems);
    json::object o = playtest::to_json(r);
    o["summary"] = playtest::summary({r});
    co_return json_answer(o, true);
  }
  if (const json::value* lint = args.if_contains("lint"); lint && lint->get_bool()) {
    json::object o{
        {"name", parsed.value.name}, {"valid", true}, {"actions", parsed.value.actions.size()}};
    if (!file.empty()) o["file"] = file;
    co_return json_answer(o, false);
  }
  std::optional<json::value> editor;
  if (const json::value* e = args.if_contains("editor")) editor = *e;
  // The scenario's calls carry no name of this call's: each is a call of its own.
  ctx->set_call_identity({});
  hub_caller caller(self->editor_tools_, ctx, std::move(editor));
  playtest::run_options options;
  options.player = self->routes_to_player(*ctx, args);
  if (const json::value* u = args.if_contains("updateBaselines"))
    options.update_baselines = u->get_bool();
  playtest::report r = co_await playtest::run(parsed.value, caller, options);
  r.file = file;
  json::object o = playtest::to_json(r);
  o["summary"] = playtest::summary({r});
  // A failed expectation is the test's answer; a scenario that could not run (a step refused, a
  // field that does not exist, no editor) is an error.
  auto answer = mcp::text_result(json::serialize(o), r.errored);
  if (!r.error_kind.empty())
    answer["_meta"] = json::object{{mcp::meta::error, json::object{{"patchbay", r.error_kind}}}};
  co_return mcp::tool_result(std::move(answer));
}

asio::awaitable<jsonrpc::outcome<mcp::tool_result>> playtest_tools::record_playtest(
    playtest_tools* self, std::shared_ptr<mcp::call_context> ctx, json::object args) {
  if (const json::value* v = args.if_contains("name"); v && !v->is_string())
    co_return mcp::tool_result(mcp::text_result("`name` is a string.", true));
  if (const json::value* v = args.if_contains("clear"); v && !v->is_bool())
    co_return mcp::tool_result(mcp::text_result("`clear` is true or false.", true));
  const std::vector<playtest::recorded_call>* calls = self->clients_.play_calls(ctx->session());
  if (!calls)
    co_return mcp::tool_result(mcp::text_result(
        "This client keeps no session between requests (MCP 2026-07-28 without a session), so the "
        "hub has no "
        "calls of it to record. Write the scenario from the steps' answers (docs/play-testing.md).",
        true));
  playtest::recording rec = playtest::record(*calls, str(args, "name"));
  if (const json::value* v = args.if_contains("clear"); v && v->get_bool())
    self->clients_.clear_play_calls(ctx->session());
  if (!rec.error.empty()) co_return mcp::tool_result(mcp::text_result(rec.error, true));
  // What it wrote reads back as a scenario (a recording the format cannot hold says so).
  auto check = playtest::parse(rec.text, "recording");
  std::string note = std::to_string(rec.steps) + " steps, " + std::to_string(rec.expectations) +
                     " expectations from what they answered. Save it as "
                     "Assets/Tests/<Name>.playtest and run it with "
                     "run_playtest or `patchbay playtest FILE`.";
  if (!check.ok())
    note += " Fix before running: " + playtest::describe(check.problems.front(), "line");
  json::object result{
      {"content", json::array{mcp::text_content(rec.text), mcp::text_content(note)}}};
  co_return mcp::tool_result(std::move(result));
}

}  // namespace patchbay::hub
