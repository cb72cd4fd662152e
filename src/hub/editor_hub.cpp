#include "hub/editor_hub.hpp"

#include "hub/editor_question.hpp"
#include "hub/json_fields.hpp"
#include "hub/link_codes.hpp"
#include "mcp/methods.hpp"
#include "mcp/patchbay_names.hpp"
#include "mcp/stateless.hpp"
#include "platform/platform.hpp"
#include "playtest/recording.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <algorithm>
#include <chrono>

namespace patchbay::hub {

namespace asio = boost::asio;
using namespace std::chrono;

editor_hub::editor_hub(mcp::server& server, hub_options options)
    : server_(server),
      options_(std::move(options)),
      instance_(platform::random_hex(4)),
      dashboard_(std::make_shared<hub::dashboard>(options_.dashboard)),
      lease_(options_.lease_queue),
      registry_(server.executor(), options_, instance_, *this),
      clients_(
          server.executor(), options_,
          [this](const json::object& note) { registry_.send_to_all(note); },
          [this] { dashboard_->changed(); }),
      tools_(server.executor(), options_, server, registry_),
      calls_(server.executor(), options_, instance_, registry_, clients_, dashboard_, lease_),
      status_(options_, instance_, registry_, clients_, calls_, lease_, *dashboard_),
      builtins_(registry_, clients_, lease_, dashboard_),
      playtest_(registry_, clients_, *this),
      opener_(options_, registry_, clients_),
      closer_(registry_, clients_, calls_),
      resources_(server, registry_, clients_, lease_, calls_),
      control_room_(status_),
      tasks_file_(options_.state_dir),
      idle_timer_(server.executor()) {}

editor_hub::~editor_hub() { stop(); }

void editor_hub::start() {
  server_.set_tool_provider(this);
  server_.set_session_observer(this);
  server_.set_resource_provider(&resources_);
  builtins_.register_into(server_.tools());
  playtest_.register_into(server_.tools());
  opener_.register_into(server_.tools());
  builtins_.set_opening_source([this] { return opener_.opening_now(); });
  opener_.set_on_idle_watch([this] {
    if (idle_loop_running_ || stopped_) return;
    idle_loop_running_ = true;  // one loop, while an editor is watched (no timer otherwise)
    asio::co_spawn(server_.executor(), idle_loop(), asio::detached);
  });
  closer_.register_into(server_.tools());
  control_room_.register_into(server_.tools());
  registry_.load_cache();
  tools_.rebuild();
  load_tasks();
}

void editor_hub::load_tasks() {
  mcp::task_store& store = server_.tasks();
  auto loaded = tasks_file_.load(system_clock::now());  // logs what it could not use
  std::vector<std::string> working;
  for (auto& t : loaded.tasks) {
    if (!mcp::is_terminal(t.status)) {
      // What it waited on from its client went with the previous hub: it works on.
      t.status = mcp::task_status::working;
      working.push_back(t.id);
    }
    store.restore(std::move(t));
  }
  store.set_on_change([this] { return tasks_file_.save(server_.tasks()); });
  store.changed();  // the file now says what this hub holds (set-aside records are gone)
  for (auto& id : working) asio::co_spawn(server_.executor(), resume_task(id), asio::detached);
}

asio::awaitable<void> editor_hub::resume_task(std::string task_id) {
  mcp::task_store& store = server_.tasks();
  mcp::task* t = store.get(task_id);
  if (!t) co_return;
  auto session = server_.open_session(discard_);
  auto work = std::make_shared<mcp::call_context>(session, jsonrpc::id("patchbay-task-" + task_id),
                                                  json::value());
  work->set_call_identity(mcp::call_identity{t->call_id, false});
  work->set_task_id(task_id);
  // Its ttl still counts from its creation, on the previous hub.
  auto left = t->created_at + t->ttl - mcp::task::clock::now();
  work->set_deadline(steady_clock::now() + std::max<steady_clock::duration>(left, seconds(1)));
  work->set_progress_observer(
      [&store, task_id](double value, std::optional<double> total, std::string_view message) {
        store.set_status(task_id, mcp::task_status::working,
                         mcp::task_progress_message(value, total, message));
      });
  t->stop_work = [weak = std::weak_ptr<mcp::call_context>(work)] {
    auto w = weak.lock();
    if (!w) return std::string();
    w->cancel("task cancelled");
    return w->cancel_note();
  };
  json::object args = t->arguments;
  // The editor it went to, also when routing would now choose another.
  if (!t->editor.empty()) args["editor"] = t->editor;
  std::string tool = t->tool;
  auto r = co_await call_tool(work, std::move(tool), std::move(args));
  work->finish();
  if (r && mcp::outcome_of(r->object()) == mcp::outcome_hub_stopped)
    co_return;  // the next hub resumes it
  if (r)
    store.finish(task_id, json::value(std::move(*r).take()));
  else
    store.finish(task_id, r.error());
}

void editor_hub::stop() {
  if (stopped_) return;
  stopped_ = true;
  idle_timer_.cancel();
  // What ends from here on ends because the hub stops: the file keeps the tasks as they were, for
  // the next hub (and the store outlives this object).
  server_.tasks().set_on_change(nullptr);
  calls_.stop();  // every waiting call is answered before the links close
  dashboard_->close();
  auto links = links_;
  for (auto& l : links) l->close(link_close::going_away, "hub stopping");
  registry_.stop();
  clients_.stop();
  if (server_.dynamic_tools() == this) server_.set_tool_provider(nullptr);
  if (server_.dynamic_resources() == &resources_) server_.set_resource_provider(nullptr);
  if (server_.observer() == this) server_.set_session_observer(nullptr);
}

std::shared_ptr<editor_link> editor_hub::open_link(std::shared_ptr<editor_connection> conn) {
  auto link = std::make_shared<editor_link>(*this, std::move(conn));
  links_.push_back(link);
  link->start();
  return link;
}

// ---- MCP --------------------------------------------------------------------------------------

asio::awaitable<std::vector<json::object>> editor_hub::list_tools(std::shared_ptr<mcp::session> s) {
  const std::uint64_t sid = s->id();
  // A 2026-07-28 client waits on its first list only, as a session does (not on every request).
  const std::string client_key = clients_.state_for(*s).client_key;
  if (!clients_.first_list_done(*s)) co_await tools_.await_first_list();
  clients_.mark_listed(sid, client_key);
  std::vector<json::object> out;
  // A session that selected a player sees the player's tools only (the runtime subset,
  // docs/tools.md "In a development build"): the union's editor tools would all be refused there.
  const std::string& selected = clients_.state_for(*s).route.selected;
  const editor_record* player = selected.empty() ? nullptr : registry_.find(selected);
  if (player && is_player(*player) && !player->tools.empty()) {
    for (const auto& t : player->tools) {
      auto it = tools_.tools().find(str(t.as_object(), "name"));
      if (it != tools_.tools().end()) out.push_back(it->second);
    }
    co_return out;
  }
  for (const auto& [name, t] : tools_.tools()) out.push_back(t);
  co_return out;
}

json::array editor_hub::editor_tools() const {
  json::array out;
  for (const auto& [name, t] : tools_.tools()) out.push_back(t);
  return out;
}

// Every name the registry does not hold is the hub's to answer: a tool of the union, one an editor
// is about to announce (call_tool waits for it), or an unknown one (call_tool's -32602 error says
// where tools come from; a bare "Unknown tool" would not).
bool editor_hub::has_tool(std::string_view) const { return true; }

// As the editor declared it (the package's long tools: "optional"); the returned view lives in the
// union, so the caller reads it before any wait.
std::string_view editor_hub::task_support(std::string_view name) const {
  auto it = tools_.tools().find(std::string(name));
  return it == tools_.tools().end() ? "forbidden" : mcp::tool_task_support(it->second);
}

asio::awaitable<jsonrpc::outcome<mcp::tool_result>> editor_hub::call_tool(
    std::shared_ptr<mcp::call_context> ctx, std::string name, json::object arguments) {
  // The session's route as it is now: before any wait (its state may be gone after one).
  session_route session_pref = clients_.state_for(ctx->session()).route;
  if (!tools_.contains(name)) {
    co_await tools_.await_tool(name);
    if (!tools_.contains(name)) {
      jsonrpc::error unknown = tools_.unknown_tool(name);
      // No editor has ever told this hub its tools: how to open the session's project (issue 48).
      if (registry_.connected_count() == 0)
        unknown.message +=
            opener_.how_to_open(!session_pref.pin_project.empty() ? session_pref.pin_project
                                                                  : session_pref.cwd_project);
      co_return unknown;
    }
  }
  std::optional<json::value> editor_arg;
  if (auto* e = arguments.if_contains("editor")) {
    editor_arg = *e;
    arguments.erase("editor");
  }
  // Routing reads no editor's state text; only a refusal lists them with it (the same route).
  auto route_now = [&] {
    auto r =
        resolve_route(registry_.views(false), editor_arg ? &*editor_arg : nullptr, session_pref);
    if (!r.error.empty())
      r = resolve_route(registry_.views(), editor_arg ? &*editor_arg : nullptr, session_pref);
    return r;
  };
  auto route = route_now();
  // A young hub holds a call that could not go anywhere yet, or would go to an editor it knew from
  // its cache that has not registered again (a call re-sent after a hub restart must reach it).
  auto await_editor = [&] {
    if (!registry_.editors_returning()) return false;
    if (!route.error.empty()) return true;
    return std::any_of(route.editors.begin(), route.editors.end(), [&](const std::string& id) {
      const editor_record* e = registry_.find(id);
      return e && e->where == presence::gone;
    });
  };
  while (await_editor()) {
    co_await tools_.wait_until(registry_.returning_until());
    route = route_now();
  }
  // Several editors and nothing chose one: a client that can ask its user does
  // (editor_question.hpp).
  if (route.kind == mcp::error_kind::several_editors && ctx->client_supports("elicitation")) {
    editor_choice choice = co_await ask_for_editor(ctx, name);
    if (choice.input_required) co_return mcp::tool_result(std::move(*choice.input_required));
    if (!choice.refusal.empty()) {
      auto refused = mcp::text_result(choice.refusal, true);
      // Still several editors and none chosen, for programs (`patchbay call`'s exit code 4).
      refused["_meta"] = json::object{
          {mcp::meta::error, json::object{{"patchbay", mcp::error_kind::several_editors}}}};
      calls_.log_call(*ctx, call_log{"", name, "none", system_clock::now(), arguments}, refused,
                      "error");
      co_return mcp::tool_result(std::move(refused));
    }
    editor_arg = json::value(choice.id);
    session_pref = clients_.state_for(ctx->session()).route;
    route = route_now();
  }
  std::string where;
  for (const auto& id : route.editors) {
    where.append(where.empty() ? "" : ",").append(id);
    opener_.note_activity(id);
  }
  clients_.note_call(ctx->session().id(), where, route.error.empty() ? route.reason : "none");
  if (!route.error.empty()) co_return refuse_route(*ctx, route, name, std::move(arguments));
  // A tool the project asks the user to confirm first (confirmTools), when the client can ask.
  if (ctx->client_supports("elicitation") &&
      std::any_of(route.editors.begin(), route.editors.end(), [&](const std::string& id) {
        const editor_record* e = registry_.find(id);
        return e && needs_confirmation(e->info, name);
      })) {
    confirmation confirmed = co_await confirm_call(ctx, name, route.editors, arguments);
    if (confirmed.input_required) co_return mcp::tool_result(std::move(*confirmed.input_required));
    if (!confirmed.refusal.empty()) {
      auto refused = mcp::text_result(confirmed.refusal, true);
      calls_.log_call(
          *ctx, call_log{route.editors.front(), name, route.reason, system_clock::now(), arguments},
          refused, "error");
      co_return mcp::tool_result(std::move(refused));
    }
  }
  if (route.fan_out) {
    auto r = co_await calls_.fan_out(ctx, std::move(route.editors), std::move(name),
                                     std::move(arguments));
    co_return r;
  }
  // A task kept across hub restarts remembers its editor: its call goes there again.
  if (!ctx->task_id().empty())
    if (mcp::task* t = server_.tasks().get(ctx->task_id());
        t && t->persistent && t->editor != route.editors.front()) {
      t->editor = route.editors.front();
      server_.tasks().changed();
    }
  // A named local, not a temporary in the co_await expression (g++ 12 destroys such a temporary
  // twice when it is an aggregate passed to a coroutine).
  // A play-test call is kept for record_playtest (its arguments before they go).
  std::string recorded = playtest::recorded_tool(name) ? name : std::string();
  json::object recorded_args = recorded.empty() ? json::object() : arguments;
  call_request request{route.editors.front(), std::move(name), std::move(arguments), route.reason};
  std::string editor_id = request.editor_id;
  auto r = co_await calls_.forward(ctx, std::move(request));
  if (!recorded.empty()) note_play_call(*ctx, std::move(recorded), std::move(recorded_args), r);
  if (!ctx->task_id().empty()) r = co_await follow_job(ctx, std::move(editor_id), std::move(r));
  co_return r;
}

asio::awaitable<editor_hub::editor_choice> editor_hub::ask_for_editor(
    std::shared_ptr<mcp::call_context> ctx, std::string tool) {
  auto candidates = [this] {
    std::vector<editor_view> live;
    for (auto& v : registry_.views())
      if (v.live && !v.player) live.push_back(v);
    return live;
  };
  editor_choice choice;
  json::value answer;
  if (ctx->stateless() && ctx->task_id().empty()) {
    // 2026-07-28 has no server-to-client request: the question is the call's answer, and the
    // client's retry brings the user's (SEP-2322).
    const json::value* given = ctx->input_responses().if_contains(editor_question_key);
    // A retry of the confirmation round names the editor the question chose (confirm_call).
    if (const auto& state = ctx->request_state();
        !given && state && state->starts_with(editor_state_prefix)) {
      std::string id = state->substr(editor_state_prefix.size());
      for (const auto& v : candidates())
        if (v.id == id) {
          choice.id = id;
          co_return choice;
        }
    }
    if (!given) {
      json::object ask{{"method", "elicitation/create"},
                       {"params", editor_question(candidates(), tool)}};
      choice.input_required =
          mcp::stateless::input_required(json::object{{editor_question_key, std::move(ask)}});
      co_return choice;
    }
    answer = *given;
  } else {
    auto asked = co_await ctx->request_client(
        "elicitation/create", editor_question(candidates(), tool), options_.question_timeout);
    if (!asked) {
      choice.refusal = "Asking the user which Unity editor failed (" + asked.error().message +
                       "); " + tool + " did not run. Pass `editor` (an id from list_editors).";
      co_return choice;
    }
    answer = std::move(*asked);
  }
  // The editors may have changed while the user chose: the answer is read against them now.
  editor_answer read = read_editor_answer(answer, candidates(), tool);
  choice.id = std::move(read.id);
  choice.refusal = std::move(read.refusal);
  // A session keeps the choice, as select_editor would; a 2026-07-28 client has no session.
  if (!choice.id.empty() && !ctx->stateless()) {
    clients_.state_for(ctx->session()).route.selected = choice.id;
    dashboard_->changed();
  }
  co_return choice;
}

asio::awaitable<editor_hub::confirmation> editor_hub::confirm_call(
    std::shared_ptr<mcp::call_context> ctx, std::string tool, std::vector<std::string> editors,
    json::object arguments) {
  confirmation out;
  json::value answer;
  if (ctx->stateless() && ctx->task_id().empty()) {
    const json::value* given = ctx->input_responses().if_contains(confirm_question_key);
    if (!given) {
      json::object ask{{"method", "elicitation/create"},
                       {"params", confirm_question(tool, editors, arguments)}};
      // The editor this round was routed to rides along: a retry that answers only this
      // question is routed as this one was (ask_for_editor reads it back).
      out.input_required = mcp::stateless::input_required(
          json::object{{confirm_question_key, std::move(ask)}},
          editors.size() == 1
              ? std::optional<std::string>(std::string(editor_state_prefix) + editors.front())
              : std::nullopt);
      co_return out;
    }
    answer = *given;
  } else {
    auto asked = co_await ctx->request_client("elicitation/create",
                                              confirm_question(tool, editors, arguments),
                                              options_.question_timeout);
    if (!asked) {
      out.refusal = "Asking the user to confirm " + tool + " failed (" + asked.error().message +
                    "); " + tool + " did not run.";
      co_return out;
    }
    answer = std::move(*asked);
  }
  out.refusal = read_confirmation(answer, tool);
  co_return out;
}

// A plain function: its temporaries stay out of call_tool's coroutine frame (CMakeLists.txt).
mcp::tool_result editor_hub::refuse_route(const mcp::call_context& ctx, const route_result& route,
                                          const std::string& name, json::object arguments) {
  std::string text = route.error;
  // No editor for the session's project: whether Unity runs for it, and how to open it (issue 48).
  if (route.kind == mcp::error_kind::no_editor) {
    const session_route& r = clients_.state_for(ctx.session()).route;
    text += opener_.how_to_open(!r.pin_project.empty() ? r.pin_project : r.cwd_project);
  }
  auto refused = mcp::text_result(text, true);
  // The kind, for programs: `patchbay call` turns it into its exit code (3 or 4).
  if (!route.kind.empty()) {
    json::object why{{"patchbay", route.kind}};
    if (route.kind == mcp::error_kind::several_editors) {
      json::array ids;
      for (const auto& v : registry_.views())
        if (v.live) ids.emplace_back(v.id);
      why["editors"] = std::move(ids);
    }
    refused["_meta"] = json::object{{mcp::meta::error, std::move(why)}};
  }
  calls_.log_call(ctx, call_log{"", name, "none", system_clock::now(), std::move(arguments)},
                  refused, "error");
  return refused;
}

// A plain call that outlives its tool's waitSeconds answers "still running, jobId" and leaves the
// agent to call get_job. A task has no client waiting on it: its work calls get_job itself until
// the job ends (or the task's deadline, or its cancellation), so tasks/result is the tool's final
// result. Each get_job is a call of its own (not under the task's call id, which names the first
// call and would be answered from that call's record).
asio::awaitable<mcp::tool_result> editor_hub::follow_job(std::shared_ptr<mcp::call_context> ctx,
                                                         std::string editor_id,
                                                         mcp::tool_result result) {
  ctx->set_call_identity({});
  // A task's result is kept as JSON anyway: parsed here (mcp/tool_result.hpp).
  while (auto job = call_forwarder::running_job(result.object())) {
    if (ctx->cancelled()) break;
    // The package has no way to stop a job from outside: a cancelled task leaves it to its end.
    ctx->set_cancel_note("the Unity editor " + editor_id + " was running it as job " + *job +
                         ", which runs on to its end (a job cannot be stopped from outside)");
    // Waits within a plain call's timeout, so each get_job is answered rather than timed out.
    auto wait = duration_cast<seconds>(options_.call_timeout).count() / 2;
    call_request next{
        editor_id, "get_job",
        json::object{{"jobId", *job}, {"waitSeconds", std::clamp<long long>(wait, 1, 30)}}, "task"};
    result = co_await calls_.forward(ctx, std::move(next));
  }
  co_return result;
}

void editor_hub::note_play_call(const mcp::call_context& ctx, std::string tool,
                                json::object arguments, mcp::tool_result& result) {
  // Parsed from a copy: the result goes on to the client as the editor's text.
  json::value whole;
  if (result.is_text()) {
    boost::system::error_code ec;
    whole = json::parse(result.text(), ec);
  } else {
    whole = result.object();  // an object already: nothing parsed
  }
  json::value answer;
  if (whole.is_object())
    if (const json::value* content = whole.get_object().if_contains("content");
        content && content->is_array())
      for (const auto& block : content->get_array())
        if (block.is_object() && str(block.get_object(), "type") == "text") {
          boost::system::error_code ec;
          answer = json::parse(str(block.get_object(), "text"), ec);
          if (ec) answer = nullptr;
          break;
        }
  clients_.record_play_call(ctx.session(),
                            playtest::recorded_call{std::move(tool), std::move(arguments),
                                                    std::move(answer), result.is_error()});
}

// Batch-mode editors open_editor started with exitWhenIdle: each idle one is asked to quit (without
// saving: one with unsaved changes refuses and stays, and is asked again after another limit).
asio::awaitable<void> editor_hub::idle_loop() {
  struct running_flag {
    bool& flag;
    ~running_flag() { flag = false; }
  } running{idle_loop_running_};
  while (!stopped_ && opener_.watching_idle()) {
    idle_timer_.expires_after(seconds(2));
    boost::system::error_code ec;
    co_await idle_timer_.async_wait(asio::redirect_error(asio::use_awaitable, ec));
    if (stopped_) co_return;
    auto due = opener_.idle_due(steady_clock::now(),
                                [this](const std::string& id) { return calls_.pending_count(id); });
    for (auto& id : due) {
      spdlog::info("editor {}: idle for its exitWhenIdle, asking it to quit", id);
      auto session = server_.open_session(discard_);
      auto work = std::make_shared<mcp::call_context>(session, jsonrpc::id("patchbay-idle-exit"),
                                                      json::value());
      call_request request{id, std::string(hub_only_tool::quit_editor), json::object(), "idle"};
      mcp::tool_result r = co_await calls_.forward(work, std::move(request));
      work->finish();
      if (r.is_error())
        spdlog::info("editor {} stays: {}", id,
                     r.is_text() ? r.text() : json::serialize(r.object()));
      else
        opener_.forget_idle(id);
    }
  }
}

void editor_hub::session_ready(mcp::session& s) { clients_.session_ready(s); }

void editor_hub::session_closed(mcp::session& s) {
  // A job the session's call left running holds its editor's lease no longer: nobody waits for it.
  lease_.session_closed(s.id());
  clients_.session_closed(s);
  dashboard_->changed();
}

// ---- the editors' links -----------------------------------------------------------------------

void editor_hub::on_link_request(editor_link& link, const jsonrpc::request& req) {
  if (req.method == link_method::register_editor) {
    registry_.handle_register(link, req);
    return;
  }
  if (!link.registered()) {
    link.send(jsonrpc::make_error_response(
        req.id, jsonrpc::make_error(link_error::not_registered,
                                    "Not registered: send editor/register first",
                                    kind_data(mcp::error_kind::not_registered))));
    return;
  }
  if (req.method == mcp::method::ping) {
    link.send(jsonrpc::make_result(req.id, json::object{}));
    return;
  }
  link.send(jsonrpc::make_error_response(
      req.id, jsonrpc::make_error(jsonrpc::method_not_found, "Method not found: " + req.method,
                                  kind_data(mcp::error_kind::method_not_found))));
}

void editor_hub::on_link_notification(editor_link& link, const jsonrpc::notification& n) {
  if (n.method == mcp::method::progress) {
    const editor_record* ed = registry_.owner_of(link);
    if (ed && n.params.is_object()) calls_.handle_progress(*ed, n.params.get_object());
    return;
  }
  if (n.method == link_method::changed) {
    const editor_record* ed = registry_.owner_of(link);
    if (ed && n.params.is_object()) resources_.editor_counters(*ed, n.params.get_object());
    return;
  }
  registry_.handle_notification(link, n);
}

void editor_hub::on_link_response(editor_link& link, const jsonrpc::id& id,
                                  jsonrpc::outcome<json::value> result) {
  if (registry_.handle_response(link, id, result)) return;
  if (editor_record* ed = registry_.find(link.editor_id()))
    calls_.handle_response(*ed, id, std::move(result));
}

bool editor_hub::on_link_result_text(editor_link& link, const jsonrpc::id& id,
                                     std::string_view result, bool is_error) {
  editor_record* ed = registry_.find(link.editor_id());
  return ed && calls_.handle_result_text(*ed, id, result, is_error);
}

void editor_hub::on_link_closed(editor_link& link, std::uint16_t code) {
  std::erase_if(links_, [&](const auto& l) { return l.get() == &link; });
  registry_.link_closed(link, code, stopped_);
}

// ---- what the registry tells ------------------------------------------------------------------

void editor_hub::editor_health_answered(editor_record& ed) { calls_.health_answered(ed); }

void editor_hub::editor_registered(editor_record& ed, bool same_process) {
  builtins_.refresh_listing();
  opener_.refresh_listing();
  ed.link->send(clients_.clients_notification());
  calls_.editor_registered(ed, same_process);
  tools_.wake();  // calls waiting for a returning editor route again
}

void editor_hub::editor_left(editor_record& ed) {
  builtins_.refresh_listing();
  opener_.refresh_listing();
  resources_.editor_left(ed.id);
  tools_.wake();  // its tool list, if one was on its way, is not coming on this link
}

void editor_hub::editor_gone(editor_record& ed, presence was) {
  builtins_.refresh_listing();
  opener_.refresh_listing();
  calls_.editor_gone(ed, was);
}

void editor_hub::editor_tools_changed() {
  tools_.rebuild();
  playtest_.refresh_listing(tools_.contains("step_game"));
  resources_.tools_changed();
}

void editor_hub::editors_changed() {
  builtins_.refresh_listing();  // an editor/state may switch allowAnswerDialog
  opener_.refresh_listing();    // open_editor is listed while no editor is connected
  dashboard_->changed();
  resources_.editors_changed();
}

}  // namespace patchbay::hub
