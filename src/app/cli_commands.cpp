#include "app/cli_commands.hpp"

#include "app/config.hpp"
#include "app/hub_locator.hpp"
#include "app/tool_arguments.hpp"
#include "app/tool_catalog.hpp"
#include "app/version.hpp"
#include "jsonrpc/message.hpp"
#include "mcp/call_identity.hpp"
#include "mcp/header_value.hpp"
#include "mcp/methods.hpp"
#include "mcp/patchbay_names.hpp"
#include "mcp/stateless.hpp"
#include "mcp/tool_registry.hpp"
#include "platform/platform.hpp"
#include "setup/setup_command.hpp"
#include "transport/http_client.hpp"

#include <CLI/CLI.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_future.hpp>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <sstream>

#ifndef _WIN32
#include <unistd.h>
#endif

namespace patchbay::app {

namespace asio = boost::asio;
namespace json = boost::json;
using namespace std::chrono;

namespace {

bool stderr_is_terminal() {
#ifdef _WIN32
  return false;
#else
  return ::isatty(2) != 0;
#endif
}

// One MCP session with the hub, for one CLI command.
class cli_session {
 public:
  // `routing`: headers sent with initialize, the hub's routing facts (Patchbay-Cwd, -Project), as
  // the stdio front end sends them, so a call routes as it would from the agent's MCP client.
  cli_session(asio::any_io_executor ex, hub_info hub,
              std::vector<std::pair<std::string, std::string>> routing = {})
      : hub_(std::move(hub)), client_(ex, "127.0.0.1", hub_.port), routing_(std::move(routing)) {}

  asio::awaitable<std::string> open() {
    json::value init = jsonrpc::make_request(
        jsonrpc::id(std::int64_t{0}), mcp::method::initialize,
        json::object{{"protocolVersion", "2025-11-25"},
                     {"capabilities", json::object{}},
                     {"clientInfo", json::object{{"name", "patchbay-cli"}, {"version", version}}}});
    auto first = post(init);
    for (const auto& h : routing_) first.headers.push_back(h);
    auto [ec, res] = co_await client_.send(std::move(first), {}, seconds(10));
    if (ec) co_return "cannot reach the hub at " + hub_.url + ": " + ec.message();
    if (res.status != 200)
      co_return "the hub refused the session (HTTP " + std::to_string(res.status) + ")";
    session_ = res.header("mcp-session-id");
    co_await client_.send(post(jsonrpc::make_notification(mcp::method::initialized)), {},
                          seconds(10));
    co_return std::string();
  }

  // Sends a request; notifications that arrive on its stream go to `on_notification`.
  asio::awaitable<std::pair<std::string, json::value>> request(
      std::string_view method, json::object params,
      std::function<void(const json::object&)> on_notification, milliseconds timeout) {
    json::value msg =
        jsonrpc::make_request(jsonrpc::id(std::int64_t(++next_id_)), method, std::move(params));
    co_return co_await exchange(post(msg), std::move(on_notification), timeout);
  }

  // A 2026-07-28 request (its _meta says so; the tasks extension declared): it belongs to no
  // session, so a task it starts outlives this process and a later one reaches it by its id. The
  // routing facts go on it, as on every request of that revision.
  asio::awaitable<std::pair<std::string, json::value>> request_stateless(std::string_view method,
                                                                         json::object params,
                                                                         milliseconds timeout) {
    co_return co_await exchange(stateless_post(method, std::move(params)), {}, timeout);
  }

  asio::awaitable<std::pair<std::string, json::value>> exchange(
      transport::client_request request, std::function<void(const json::object&)> on_notification,
      milliseconds timeout) {
    json::value response;
    auto [ec, res] = co_await client_.send(
        std::move(request),
        [&](std::string data) {
          auto v = jsonrpc::parse_json(data);
          if (!v || !v->is_object()) return;
          if (v->as_object().contains("id") && !v->as_object().contains("method"))
            response = std::move(*v);
          else if (on_notification)
            on_notification(v->as_object());
        },
        timeout);
    if (ec) co_return std::pair{"lost the hub: " + ec.message(), json::value()};
    if (!res.sse) {
      auto v = jsonrpc::parse_json(res.body);
      if (v) response = std::move(*v);
    }
    if (!response.is_object())
      co_return std::pair{std::string("no response from the hub"), json::value()};
    co_return std::pair{std::string(), response};
  }

  asio::awaitable<void> notify(json::value message) {
    co_await client_.send(post(message), {}, seconds(5));
  }

  asio::awaitable<void> close() {
    if (session_.empty()) co_return;
    transport::client_request r;
    r.method = "DELETE";
    r.headers = {{"Mcp-Session-Id", session_}};
    co_await client_.send(std::move(r), {}, seconds(2));
  }

  std::int64_t last_id() const { return next_id_; }
  transport::http_client& http() { return client_; }

 private:
  transport::client_request post(const json::value& body) {
    transport::client_request r;
    r.headers = {{"Content-Type", "application/json"},
                 {"Accept", "application/json, text/event-stream"}};
    if (!session_.empty()) r.headers.emplace_back("Mcp-Session-Id", session_);
    r.body = jsonrpc::serialize(body);
    return r;
  }

  transport::client_request stateless_post(std::string_view method, json::object params) {
    json::object meta{{mcp::stateless::meta_protocol_version, mcp::stateless::protocol_version},
                      {mcp::stateless::meta_client_capabilities,
                       json::object{{"extensions", json::object{{mcp::stateless::tasks_extension,
                                                                 json::object{}}}}}},
                      {mcp::stateless::meta_client_info,
                       json::object{{"name", "patchbay-cli"}, {"version", version}}}};
    transport::client_request r;
    r.headers = {{"Content-Type", "application/json"},
                 {"Accept", "application/json, text/event-stream"},
                 {"MCP-Protocol-Version", std::string(mcp::stateless::protocol_version)},
                 {"Mcp-Method", std::string(method)}};
    if (auto name = jsonrpc::get_string(params, "name"); name && method == mcp::method::tools_call)
      r.headers.emplace_back("Mcp-Name", mcp::encode_header_value(*name));
    for (const auto& h : routing_) r.headers.push_back(h);
    if (auto* given = params.if_contains("_meta"); given && given->is_object())
      for (auto& [k, v] : given->as_object()) meta[k] = v;
    params["_meta"] = std::move(meta);
    r.body = jsonrpc::serialize(
        jsonrpc::make_request(jsonrpc::id(std::int64_t(++next_id_)), method, std::move(params)));
    return r;
  }

  hub_info hub_;
  transport::http_client client_;
  std::vector<std::pair<std::string, std::string>> routing_;
  std::string session_;
  std::int64_t next_id_ = 0;
};

// Built outside coroutines: g++ 12 rejects brace-initialised string literals inside them.
json::object tool_call(const std::string& name, json::object arguments, bool progress,
                       std::string_view call_id = {}, bool retry = false) {
  json::object params{{"name", name}, {"arguments", std::move(arguments)}};
  json::object meta;
  if (progress) meta["progressToken"] = "cli";
  // Each CLI call is a session of its own (or a task): its name is what lets the agent repeat it
  // after an unknown outcome without running it twice (--retry, docs/protocol.md §6.1).
  if (!call_id.empty()) meta[mcp::meta_call_id] = call_id;
  if (retry) meta[mcp::meta_retry] = true;
  if (!meta.empty()) params["_meta"] = std::move(meta);
  return params;
}

// A fresh name for one `patchbay call` (mcp/call_identity.hpp's characters).
std::string new_cli_call_id() { return "cli-" + platform::random_hex(12); }

std::string text_of(const json::object& result) {
  std::string out;
  if (auto* c = result.if_contains("content"); c && c->is_array())
    for (const auto& b : c->get_array())
      if (auto* o = b.if_object()) {
        if (auto t = jsonrpc::get_string(*o, "text")) {
          if (!out.empty()) out += "\n";
          out += *t;
        } else if (auto type = jsonrpc::get_string(*o, "type")) {
          if (!out.empty()) out += "\n";
          out += "[" + std::string(*type) + " content]";
        }
      }
  return out;
}

std::string s(const json::object& o, std::string_view key) {
  auto v = jsonrpc::get_string(o, key);
  return v ? std::string(*v) : std::string();
}

// `patchbay call`'s own options that take a value, as they may follow the tool's parameters.
constexpr std::string_view own_valued[] = {"--editor", "--project", "--state-dir", "--timeout",
                                           "--retry"};

// The routing facts of this command line: the working directory (the hub picks the editor whose
// project contains it) and --project.
std::vector<std::pair<std::string, std::string>> routing_headers(const cli_request& req) {
  std::vector<std::pair<std::string, std::string>> h{{"Patchbay-Transport", "cli"}};
  std::error_code ec;
  std::string cwd = std::filesystem::current_path(ec).string();
  if (!cwd.empty()) h.emplace_back("Patchbay-Cwd", cwd);
  if (auto project = platform::unity_project_containing(cwd))
    h.emplace_back("Patchbay-Unity-Project", project->string());
  // A single editor name pins the session as `patchbay stdio --editor` does (so `patchbay tools`
  // shows where calls go); "*" and lists only make sense as a call's `editor` argument.
  if (!req.editor.empty() && req.editor.find_first_of("*,") == std::string::npos)
    h.emplace_back("Patchbay-Editor", req.editor);
  if (!req.project.empty()) {
    auto abs = std::filesystem::absolute(req.project, ec);
    h.emplace_back("Patchbay-Project", ec ? req.project : abs.lexically_normal().string());
  }
  return h;
}

// The `_meta["patchbay/error"]` kind of a tool result, or empty.
std::string error_kind(const json::object& result) {
  if (auto* m = result.if_contains("_meta"); m && m->is_object())
    if (auto* e = m->get_object().if_contains(mcp::meta::error); e && e->is_object())
      return s(e->get_object(), "patchbay");
  return {};
}

struct cli_runner {
  const cli_request& req;
  asio::io_context& ioc;
  int code = 0;
  std::string fresh_call_id = new_cli_call_id();

  // The name of this command's call: the one --retry gives, else a fresh one.
  const std::string& call_id() const { return req.retry_id.empty() ? fresh_call_id : req.retry_id; }

  asio::awaitable<std::optional<hub_info>> hub(bool start) {
    auto found =
        co_await locate_hub(ioc.get_executor(), platform::state_directory(req.state_dir), start);
    if (auto* err = std::get_if<std::string>(&found)) {
      std::cerr << "patchbay " << req.command << ": " << *err << "\n";
      code = exit_code::no_editor;
      co_return std::nullopt;
    }
    co_return std::get<hub_info>(found);
  }

  asio::awaitable<void> run() {
    if (req.command == "stop") {
      co_await stop();
      co_return;
    }
    if (req.command == "status") {
      co_await status();
      co_return;
    }
    if (req.command == "editors") {
      co_await editors();
      co_return;
    }
    if (req.command == "call") {
      co_await call();
      // `doctor --editor`: run_self_check is in the diagnostics group, which a project may leave
      // off.
      if (req.self_check && code == exit_code::usage)
        std::cerr
            << "patchbay doctor --editor: run_self_check is in the package's diagnostics "
               "tool group. Switch the group on in Unity (Window > Patchbay, Tool groups), or "
               "run Window > Patchbay Self-Check there, which works with the group off.\n";
      co_return;
    }
    if (req.command == "task") {
      co_await task();
      co_return;
    }
    if (req.command == "tools") {
      co_await tools();
      co_return;
    }
    if (req.command == "doctor") {
      co_await doctor();
      co_return;
    }
    if (req.command == "dashboard") {
      co_await dashboard();
      co_return;
    }
  }

  // Prints a one-time link to the dashboard and tries to open it in the browser; a missing or
  // failing opener is never an error (the link is printed).
  asio::awaitable<void> dashboard() {
    auto info = co_await hub(false);
    if (!info) co_return;
    transport::http_client client(ioc.get_executor(), "127.0.0.1", info->port);
    transport::client_request r;
    r.target = "/api/ticket";
    r.headers = {{"Authorization", "Bearer " + info->token}};
    auto [ec, res] = co_await client.send(std::move(r), {}, seconds(10));
    std::optional<json::value> answer;
    if (!ec && res.status == 200)
      if (auto v = jsonrpc::parse_json(res.body)) answer = std::move(*v);
    if (!answer || !answer->is_object() || s(answer->as_object(), "path").empty()) {
      std::cerr << "patchbay dashboard: the hub at " << info->url << " gave no dashboard link"
                << (ec ? ": " + ec.message() : " (HTTP " + std::to_string(res.status) + ")")
                << (res.status == 404 ? ". It is older than the dashboard: restart it with "
                                        "'patchbay stop'."
                                      : ".")
                << "\n";
      code = 2;
      co_return;
    }
    std::string url = info->url + s(answer->as_object(), "path");
    std::cout << url << "\n";
    std::cerr << "A one-time link to the dashboard (it works once, within a minute; run "
                 "'patchbay dashboard' again for another).\n";
    if (req.no_open) co_return;
    if (auto opened = open_in_browser(url, platform::state_directory(req.state_dir));
        !opened.empty())
      std::cerr << opened << "\n";
  }

  static std::string open_in_browser(const std::string& url, const std::filesystem::path& dir) {
#if defined(_WIN32)
    std::string opener = "rundll32";
    std::vector<std::string> args{"url.dll,FileProtocolHandler", url};
#elif defined(__APPLE__)
    std::string opener = "open";
    std::vector<std::string> args{url};
#else
    std::string opener = "xdg-open";
    std::vector<std::string> args{url};
#endif
    const char* path = std::getenv("PATH");
    auto program = platform::find_program(opener, path ? path : "");
    if (!program) return "(" + opener + " not found: open the link in your browser.)";
    auto r = platform::spawn_detached(*program, args, dir / "browser-open.log");
    if (!r.error.empty()) return "(could not start " + opener + ": " + r.error + ")";
    return {};
  }

  asio::awaitable<void> stop() {
    auto dir = platform::state_directory(req.state_dir);
    auto info = read_hub_info(dir);
    bool alive = false;
    if (info) alive = co_await hub_answers(ioc.get_executor(), *info);
    if (!info || !alive) {
      std::cout << "No Patchbay hub is running for " << dir.string() << ".\n";
      co_return;
    }
    transport::http_client client(ioc.get_executor(), "127.0.0.1", info->port);
    transport::client_request r;
    r.target = "/admin/shutdown";
    r.headers = {{"Authorization", "Bearer " + info->token}};
    auto [ec, res] = co_await client.send(std::move(r), {}, seconds(5));
    if (ec || res.status != 200) {
      std::cerr << "patchbay stop: the hub (pid " << info->pid << ") did not accept the request"
                << (ec ? ": " + ec.message() : " (HTTP " + std::to_string(res.status) + ")")
                << ". Stop the process yourself.\n";
      code = 2;
      co_return;
    }
    asio::steady_timer t(ioc);
    for (int i = 0; i < 100 && platform::process_alive(info->pid); ++i) {
      t.expires_after(milliseconds(50));
      co_await t.async_wait(asio::use_awaitable);
    }
    std::cout << "Stopped the Patchbay hub (pid " << info->pid << ", " << info->url << ").\n";
  }

  // list_editors' structured result; with `with_tools`, its `session` also carries the tools of the
  // editor this session reaches (`tools`), or why it reaches none (`error`, `message`).
  asio::awaitable<std::optional<json::object>> list_editors(cli_session& session,
                                                            bool with_tools = false) {
    json::object args;
    if (with_tools) args["includeTools"] = true;
    auto params = tool_call("list_editors", std::move(args), false);
    auto [err, response] =
        co_await session.request(mcp::method::tools_call, std::move(params), {}, seconds(10));
    if (!err.empty() || !response.as_object().contains("result")) {
      std::cerr << "patchbay " << req.command << ": " << (err.empty() ? "unexpected answer" : err)
                << "\n";
      code = exit_code::no_editor;
      co_return std::nullopt;
    }
    auto& r = response.as_object()["result"].as_object();
    if (auto* sc = r.if_contains("structuredContent"); sc && sc->is_object())
      co_return sc->as_object();
    co_return json::object{};
  }

  // The hub's status snapshot (GET /api/status, the dashboard's serializer), or nothing from a hub
  // that has none.
  asio::awaitable<std::optional<json::object>> hub_status(const hub_info& info) {
    transport::http_client client(ioc.get_executor(), "127.0.0.1", info.port);
    transport::client_request r;
    r.method = "GET";
    r.target = "/api/status";
    r.headers = {{"Authorization", "Bearer " + info.token}};
    auto [ec, res] = co_await client.send(std::move(r), {}, seconds(10));
    if (ec || res.status != 200) co_return std::nullopt;
    auto v = jsonrpc::parse_json(res.body);
    if (!v || !v->is_object()) co_return std::nullopt;
    co_return std::move(v->as_object());
  }

  asio::awaitable<void> status() {
    auto dir = platform::state_directory(req.state_dir);
    auto info = read_hub_info(dir);
    bool alive = false;
    if (info) alive = co_await hub_answers(ioc.get_executor(), *info);
    json::object out{{"stateDir", dir.string()}, {"running", alive}};
    std::optional<json::object> eds;
    if (alive) {
      out["url"] = info->url;
      out["mcpUrl"] = info->url + "/mcp";
      out["dashboardUrl"] = info->url + "/";
      out["pid"] = info->pid;
      out["version"] = info->version;
      if (auto st = co_await hub_status(*info)) {
        for (auto& [key, value] : *st)
          if (!out.contains(key)) out[key] = std::move(value);
        eds = json::object{{"editors", out["editors"]}};
      } else {
        // A hub from before the dashboard: ask it as an MCP client.
        cli_session session(ioc.get_executor(), *info);
        auto err = co_await session.open();
        if (err.empty()) eds = co_await list_editors(session);
        co_await session.close();
        if (eds) out["editors"] = (*eds)["editors"];
      }
    }
    code = alive ? 0 : 1;
    if (req.json) {
      std::cout << jsonrpc::serialize(out) << "\n";
      co_return;
    }
    if (!alive) {
      std::cout << "No Patchbay hub is running for " << dir.string()
                << ". MCP clients start one through 'patchbay stdio', or run 'patchbay serve'.\n";
      code = 1;
      co_return;
    }
    std::cout << "Patchbay hub " << info->version << " (pid " << info->pid << ") at " << info->url
              << "/mcp\nState directory: " << dir.string() << "\n";
    if (info->version != version)
      std::cout << "Note: this patchbay is " << version
                << "; restart the hub with 'patchbay stop'.\n";
    std::size_t n = eds && (*eds)["editors"].is_array() ? (*eds)["editors"].as_array().size() : 0;
    std::cout << "Editors: " << n << (n ? " (see 'patchbay editors')" : "") << "\n";
    if (auto* ss = out.if_contains("sessions"); ss && ss->is_array())
      std::cout << "Sessions: " << ss->as_array().size() << "\n";
    std::cout << "Dashboard: " << info->url << "/ ('patchbay dashboard' opens it)\n";
  }

  asio::awaitable<void> editors() {
    auto info = co_await hub(false);
    if (!info) co_return;
    cli_session session(ioc.get_executor(), *info);
    auto err = co_await session.open();
    if (!err.empty()) {
      std::cerr << "patchbay editors: " << err << "\n";
      code = 2;
      co_return;
    }
    auto eds = co_await list_editors(session);
    co_await session.close();
    if (!eds) co_return;
    if (req.json) {
      std::cout << jsonrpc::serialize((*eds)["editors"]) << "\n";
      co_return;
    }
    const auto& list = (*eds)["editors"].as_array();
    if (list.empty()) {
      std::cout << "No Unity editor has connected. Open a project with the Patchbay package.\n";
      co_return;
    }
    std::printf("%-32s %-12s %-28s %s\n", "ID", "STATE", "SCENE", "PROJECT");
    for (const auto& e : list) {
      const auto& o = e.as_object();
      std::string scene;
      // Its path, else its name (a player's scene may not say where it came from; issue 45).
      if (auto* sc = o.if_contains("activeScene"); sc && sc->is_object()) {
        scene = s(sc->as_object(), "path");
        if (scene.empty()) scene = s(sc->as_object(), "name");
      }
      // A connected editor whose main thread is busy or blocked shows that, not "ready" beside a
      // "blocked" line (issue 45: the views agree).
      std::string state = s(o, "state");
      if (auto* h = o.if_contains("health"); h && h->is_object())
        if (auto hs = s(h->as_object(), "state"); hs == "busy" || hs == "blocked") state = hs;
      std::printf("%-32s %-12s %-28s %s\n", s(o, "id").c_str(), state.c_str(), scene.c_str(),
                  s(o, "projectPath").c_str());
      // What the main thread is doing (the health probe), when it is not simply ready.
      if (auto* h = o.if_contains("health");
          h && h->is_object() && s(h->as_object(), "state") != "ready") {
        std::printf("%-32s %s\n", "", s(h->as_object(), "summary").c_str());
        if (auto remedy = s(h->as_object(), "remedy"); !remedy.empty())
          std::printf("%-32s %s\n", "", remedy.c_str());
      }
      // Another agent's call that changes the whole editor, and the calls waiting for it.
      if (auto* l = o.if_contains("lease"); l && l->is_object()) {
        const auto& lease = l->as_object();
        std::string line = "lease:";
        if (auto* h = lease.if_contains("holder"); h && h->is_object())
          line += " " + s(h->as_object(), "tool") + " held by " + s(h->as_object(), "client") +
                  " (session " + s(h->as_object(), "session") + ") since " +
                  s(h->as_object(), "since");
        if (auto* q = lease.if_contains("queue"); q && q->is_array() && !q->as_array().empty())
          line += "; " + std::to_string(q->as_array().size()) + " waiting";
        std::printf("%-32s %s\n", "", line.c_str());
      }
    }
  }

  // Opens a session in `holder` that routes as this command line says (working directory,
  // --project, --editor); false (the exit code set) when no hub answers.
  asio::awaitable<bool> open_routed(std::optional<cli_session>& holder) {
    auto info = co_await hub(false);
    if (!info) co_return false;
    holder.emplace(ioc.get_executor(), *info, routing_headers(req));
    auto err = co_await holder->open();
    if (!err.empty()) {
      std::cerr << "patchbay " << req.command << ": " << err << "\n";
      code = exit_code::no_editor;
      co_return false;
    }
    co_return true;
  }

  // Every page of the hub's tools/list; nullopt (and the exit code set) when the hub failed.
  asio::awaitable<std::optional<json::array>> list_tools(cli_session& session) {
    json::array tools;
    std::string cursor;
    for (int page = 0; page < 100; ++page) {
      json::object params;
      if (!cursor.empty()) params["cursor"] = cursor;
      auto [err, response] =
          co_await session.request(mcp::method::tools_list, std::move(params), {}, seconds(30));
      const json::value* result =
          err.empty() ? response.as_object().if_contains("result") : nullptr;
      if (!result || !result->is_object()) {
        std::cerr << "patchbay " << req.command << ": the hub did not list its tools"
                  << (err.empty() ? "" : ": " + err) << "\n";
        code = exit_code::no_editor;
        co_return std::nullopt;
      }
      if (auto* t = result->as_object().if_contains("tools"); t && t->is_array())
        for (auto& tool : t->as_array()) tools.push_back(tool);
      cursor = s(result->as_object(), "nextCursor");
      if (cursor.empty()) break;
    }
    co_return tools;
  }

  // The tools this command line sees: those of the editor its session reaches (list_editors'
  // `session.tools`), else (no single editor: none connected, several, a fan-out) the hub's union.
  // `all` keeps the union (another editor may have a tool this one lacks), `session` says where
  // calls go; nullopt (and the exit code set) when the hub failed.
  struct routed_tools {
    json::array tools;
    json::array all;
    json::object editors;  // list_editors' structured result
    json::object session;  // its `session`: editor, reason, and error, message when none
    bool own = false;      // `tools` are the routed editor's own
  };
  asio::awaitable<std::optional<routed_tools>> tools_of_route(cli_session& session) {
    // tools/list first: it waits for a connecting editor's first list, list_editors does not.
    auto all = co_await list_tools(session);
    if (!all) co_return std::nullopt;
    // A fan-out (--editor '*' or a list) goes to several editors: the union is what they have.
    bool fan_out = req.editor.find_first_of("*,") != std::string::npos;
    auto eds = co_await list_editors(session, !fan_out);
    if (!eds) co_return std::nullopt;
    routed_tools r;
    r.all = std::move(*all);
    r.editors = std::move(*eds);
    if (auto* ss = r.editors.if_contains("session"); ss && ss->is_object())
      r.session = ss->as_object();
    if (auto* own = r.session.if_contains("tools"); own && own->is_array()) {
      r.tools = own->as_array();
      r.own = true;
    } else {
      r.tools = r.all;
    }
    co_return r;
  }

  // The unknown-tool message: the nearest names, whether another editor has it, and the command
  // that lists them.
  std::string unknown_tool(const routed_tools& routed) const {
    const json::array& tools = routed.tools;
    std::vector<std::string> names;
    for (const auto& t : tools)
      if (t.is_object()) names.push_back(s(t.as_object(), "name"));
    std::string editor = routed.own ? s(routed.session, "editor") : std::string();
    std::string out = "no tool \"" + req.tool + "\" in the editor this command routes to" +
                      (editor.empty() ? "" : " (" + editor + ")") + ".";
    if (routed.own && find_tool(routed.all, req.tool))
      out +=
          " Another editor the hub knows has it (its group may be switched off in this project's "
          "Patchbay settings): pick that editor with --editor ID ('patchbay editors' lists them).";
    auto closest = nearest_names(req.tool, names);
    if (!closest.empty()) {
      out += " Did you mean ";
      for (std::size_t i = 0; i < closest.size(); ++i)
        out += (i ? (i + 1 == closest.size() ? " or " : ", ") : "") + closest[i];
      out += "?";
    }
    return out + "\n  List the tools with: patchbay tools";
  }

  // A refused route: exit 3 (no editor) or 4 (several and nothing chose one), with how to choose.
  bool routing_refused(const json::object& result) {
    std::string kind = error_kind(result);
    if (kind == mcp::error_kind::several_editors) {
      std::cerr << "\n  Pick one with --editor ID (or --project PATH), or run the command from "
                   "inside the project's folder.\n";
      code = exit_code::several_editors;
      return true;
    }
    if (kind == mcp::error_kind::no_editor || kind == mcp::error_kind::unknown_editor) {
      code = exit_code::no_editor;
      return true;
    }
    return false;
  }

  asio::awaitable<void> call() {
    if (!req.usage_error.empty()) {
      std::cerr << "patchbay call: " << req.usage_error << "\n";
      code = exit_code::usage;
      co_return;
    }
    std::optional<cli_session> holder;
    bool opened = co_await open_routed(holder);
    if (!opened) co_return;
    cli_session& session = *holder;
    // The schema of the routed editor's tool converts the flags; an unknown name is caught before
    // anything runs.
    auto routed = co_await tools_of_route(session);
    if (!routed) {
      co_await session.close();
      co_return;
    }
    // Only the hub's own tools: no editor has announced any yet (the hub then waits for one).
    bool editor_tools = has_editor_tools(routed->all);
    const json::object* tool = find_tool(routed->tools, req.tool);
    if (!tool && editor_tools) {
      co_await session.close();
      std::cerr << "patchbay call: " << unknown_tool(*routed) << "\n";
      code = exit_code::usage;
      co_return;
    }
    const json::object* schema = nullptr;
    if (tool)
      if (auto* in = tool->if_contains("inputSchema"); in && in->is_object())
        schema = &in->get_object();
    for (const auto& [flag, word] : req.option_like_values)
      if (is_boolean_flag(schema, flag)) {
        co_await session.close();
        std::cerr << "patchbay call " << req.tool << ": \"" << word << "\" follows " << flag
                  << ", which takes no value, and a word right after a parameter's flag is its "
                     "value, never an option of patchbay call. Put patchbay call's own options "
                     "before the tool's parameters (patchbay call "
                  << req.tool << " " << word << " ... " << flag << "), or write " << flag
                  << "=true. Nothing was called.\n";
        code = exit_code::usage;
        co_return;
      }
    auto parsed = parse_tool_arguments(req.tool, schema, req.arguments);
    if (!parsed.error.empty()) {
      co_await session.close();
      std::cerr << "patchbay call " << req.tool << ": " << parsed.error << "\n";
      code = exit_code::usage;
      co_return;
    }
    json::object args = std::move(parsed.arguments);
    if (!req.editor.empty()) args["editor"] = req.editor;
    if (req.detach) {
      co_await session.close();  // the task belongs to no session: it outlives this one
      co_await detach(session, tool, std::move(args));
      co_return;
    }
    // Ctrl-C: tell the editor to stop, then leave.
    asio::signal_set signals(ioc, SIGINT, SIGTERM);
    signals.async_wait([&session, this](const boost::system::error_code& ec, int) {
      if (ec) return;
      code = 130;  // decided now: whatever the request coroutine sees next is the cancellation
      std::cerr << "\npatchbay call: cancelling " << req.tool << "\n";
      asio::co_spawn(
          ioc,
          session.notify(jsonrpc::make_notification(
              mcp::method::cancelled, json::object{{"requestId", session.last_id()},
                                                   {"reason", "cancelled from the command line"}})),
          [&session](std::exception_ptr) { session.http().cancel_all(); });
    });
    bool tty = stderr_is_terminal();
    bool drew = false;
    auto progress = [&](const json::object& n) {
      if (s(n, "method") != mcp::method::progress) return;
      const auto* p = n.if_contains("params");
      if (!p || !p->is_object()) return;
      const auto& po = p->as_object();
      boost::system::error_code ec;
      double value = po.contains("progress") ? po.at("progress").to_number<double>(ec) : 0;
      double total = po.contains("total") ? po.at("total").to_number<double>(ec) : 0;
      std::string message = s(po, "message");
      if (tty && total > 0) {
        int width = 30, filled = static_cast<int>(width * std::min(1.0, value / total));
        std::fprintf(stderr, "\r[%s%s] %3d%% %s", std::string(filled, '#').c_str(),
                     std::string(width - filled, ' ').c_str(),
                     static_cast<int>(100 * value / total), message.substr(0, 40).c_str());
        drew = true;
      } else {
        std::cerr << "progress " << value
                  << (total > 0 ? "/" + std::to_string(static_cast<long long>(total)) : "")
                  << (message.empty() ? "" : " " + message) << "\n";
      }
    };
    auto params = tool_call(req.tool, args, true, call_id(), !req.retry_id.empty());
    auto [rerr, response] =
        co_await session.request(mcp::method::tools_call, std::move(params), progress,
                                 milliseconds(static_cast<long long>(req.timeout_s * 1000)));
    signals.cancel();
    if (drew) std::fprintf(stderr, "\n");
    if (code == 130) co_return;
    co_await session.close();
    if (!rerr.empty()) {
      std::cerr << "patchbay call: " << rerr << "\n";
      code = exit_code::no_editor;
      co_return;
    }
    auto& o = response.as_object();
    if (auto* e = o.if_contains("error"); e && e->is_object()) {
      // The hub refused the request itself: a tool that appeared in no list (unknown_tool). With
      // no list at all, no editor has ever connected: that is what to fix.
      if (!editor_tools) {
        std::cerr << "patchbay call: no Unity editor has connected to the hub, so no tool \""
                  << req.tool
                  << "\" is known. Open your project in Unity with the Patchbay package "
                     "installed (it connects by itself), then retry.\n";
        code = exit_code::no_editor;
        co_return;
      }
      std::cerr << "patchbay call: " << s(e->as_object(), "message")
                << "\n  List the tools with: patchbay tools\n";
      code = exit_code::usage;
      co_return;
    }
    co_await print_result(o["result"].as_object());
  }

  // `patchbay call --detach`: the call as a task of the 2026-07-28 tasks extension (no session, so
  // `patchbay task ID` reaches it from any later process); prints the task id.
  asio::awaitable<void> detach(cli_session& session, const json::object* tool, json::object args) {
    if (tool && mcp::tool_task_support(*tool) == "forbidden") {
      std::cerr << "patchbay call --detach: " << req.tool
                << " cannot run as a task (it declares no execution.taskSupport; the long tools "
                   "such as compile, run_tests and add_package do). Call it without --detach.\n";
      code = exit_code::usage;
      co_return;
    }
    auto [err, response] = co_await session.request_stateless(
        mcp::method::tools_call,
        tool_call(req.tool, std::move(args), false, call_id(), !req.retry_id.empty()), seconds(30));
    if (!err.empty()) {
      std::cerr << "patchbay call: " << err << "\n";
      code = exit_code::no_editor;
      co_return;
    }
    auto& o = response.as_object();
    if (auto* e = o.if_contains("error"); e && e->is_object()) {
      std::cerr << "patchbay call --detach: " << s(e->as_object(), "message") << "\n";
      code = exit_code::usage;
      co_return;
    }
    const json::value* r = o.if_contains("result");
    if (!r || !r->is_object()) {
      std::cerr << "patchbay call --detach: the hub sent no result\n";
      code = exit_code::no_editor;
      co_return;
    }
    const json::object& result = r->as_object();
    std::string id = s(result, "taskId");
    if (s(result, "resultType") != "task" || id.empty()) {
      // The hub ran it as a plain call after all (a tool it did not know as a task's yet).
      co_await print_result(result);
      co_return;
    }
    std::cout << id << "\n";
    std::cerr << "Started " << req.tool << " as task " << id << ": 'patchbay task " << id
              << "' shows how far it got, '--wait' waits for its result, '--cancel' stops it.\n";
  }

  // Prints a CallToolResult as `patchbay call` does and sets the exit code.
  asio::awaitable<void> print_result(const json::object& result) {
    bool is_error = result.contains("isError") && result.at("isError").is_bool() &&
                    result.at("isError").get_bool();
    if (req.json)
      std::cout << jsonrpc::serialize(result) << "\n";
    else
      (is_error ? std::cerr : std::cout) << text_of(result) << "\n";
    code = is_error ? exit_code::tool_error : exit_code::ok;
    if (is_error) routing_refused(result);
    co_return;
  }

  // `patchbay task ID [--wait | --cancel]`: a task `patchbay call --detach` started (tasks/get,
  // tasks/cancel of the 2026-07-28 tasks extension).
  asio::awaitable<void> task() {
    auto info = co_await hub(false);
    if (!info) co_return;
    cli_session session(ioc.get_executor(), *info, routing_headers(req));
    auto ask = [&](std::string_view method) {
      return session.request_stateless(method, json::object{{"taskId", req.task_id}}, seconds(30));
    };
    if (req.cancel) {
      auto [err, response] = co_await ask(mcp::method::tasks_cancel);
      if (!answered(err, response)) co_return;
    }
    const auto until =
        steady_clock::now() + milliseconds(static_cast<long long>(req.timeout_s * 1000));
    for (;;) {
      auto [err, response] = co_await ask(mcp::method::tasks_get);
      if (!answered(err, response)) co_return;
      const json::object& t = response.as_object().at("result").as_object();
      std::string status = s(t, "status");
      bool terminal = status == "completed" || status == "failed" || status == "cancelled";
      if (!req.wait || terminal) {
        if (req.wait && t.contains("result") && t.at("result").is_object()) {
          co_await print_result(t.at("result").as_object());
          co_return;
        }
        print_task(t);
        code = status == "failed" || (req.wait && status == "cancelled") ? exit_code::tool_error
                                                                         : exit_code::ok;
        co_return;
      }
      if (steady_clock::now() >= until) {
        print_task(t);
        std::cerr << "patchbay task: still " << status << " after " << req.timeout_s
                  << " s (--timeout); it goes on: run 'patchbay task " << req.task_id
                  << " --wait' again.\n";
        code = exit_code::tool_error;
        co_return;
      }
      long long poll = 1000;
      if (auto* p = t.if_contains("pollIntervalMs"); p && p->is_int64()) poll = p->get_int64();
      asio::steady_timer timer(ioc, milliseconds(std::clamp(poll, 50LL, 5000LL)));
      co_await timer.async_wait(asio::use_awaitable);
    }
  }

  // A tasks/* answer with a result; else says why (an unknown task: exit 2) and returns false.
  bool answered(const std::string& err, const json::value& response) {
    if (!err.empty()) {
      std::cerr << "patchbay task: " << err << "\n";
      code = exit_code::no_editor;
      return false;
    }
    const json::object& o = response.as_object();
    if (auto* e = o.if_contains("error"); e && e->is_object()) {
      std::cerr << "patchbay task: " << s(e->as_object(), "message") << "\n";
      code = exit_code::usage;
      return false;
    }
    if (auto* r = o.if_contains("result"); r && r->is_object()) return true;
    std::cerr << "patchbay task: the hub sent no result\n";
    code = exit_code::no_editor;
    return false;
  }

  void print_task(const json::object& t) {
    if (req.json) {
      std::cout << jsonrpc::serialize(t) << "\n";
      return;
    }
    std::string message = s(t, "statusMessage");
    std::cout << s(t, "status") << (message.empty() ? "" : ": " + message) << "\n";
    if (auto* e = t.if_contains("error"); e && e->is_object())
      std::cerr << s(e->as_object(), "message") << "\n";
  }

  // `patchbay tools [NAME]`: the tools of the editor this command routes to, or one tool's
  // parameters.
  asio::awaitable<void> tools() {
    std::optional<cli_session> holder;
    bool opened = co_await open_routed(holder);
    if (!opened) co_return;
    cli_session& session = *holder;
    auto routed_list = co_await tools_of_route(session);
    co_await session.close();
    if (!routed_list) co_return;
    const json::array& tools = routed_list->tools;
    // Which editor this command line reaches, as list_editors computed it for this session.
    std::string routed = s(routed_list->session, "editor");
    std::string reason = s(routed_list->session, "reason");
    std::size_t live = 0;
    std::string listing;
    if (auto* list = routed_list->editors.if_contains("editors"); list && list->is_array())
      for (const auto& e : list->as_array()) {
        const auto& eo = e.as_object();
        std::string state = s(eo, "state");
        if (state != "disconnected" && state != "not_loaded") ++live;
        listing += "  " + s(eo, "id") + "  " + s(eo, "projectPath") + "  (" + state + ")\n";
      }
    // --editor NAME or --project PATH that reaches no editor: say so, never another's tools.
    bool pinned = !req.project.empty() ||
                  (!req.editor.empty() && req.editor.find_first_of("*,") == std::string::npos);
    if (pinned && routed.empty()) {
      std::string message = s(routed_list->session, "message");
      std::cerr << "patchbay tools: "
                << (message.empty() ? "no Unity editor matches --editor/--project." : message)
                << "\n";
      // An unknown name's message lists the editors already (hub/routing.cpp).
      if (s(routed_list->session, "error") != mcp::error_kind::unknown_editor && !listing.empty())
        std::cerr << "Editors:\n" << listing;
      std::cerr << "  List them with: patchbay editors\n";
      code = exit_code::no_editor;
      co_return;
    }
    if (!req.tool.empty()) {
      const json::object* tool = find_tool(tools, req.tool);
      if (!tool) {
        std::cerr << "patchbay tools: " << unknown_tool(*routed_list) << "\n";
        code = exit_code::usage;
        co_return;
      }
      if (req.json)
        std::cout << jsonrpc::serialize(*tool) << "\n";
      else
        std::cout << format_tool_help(*tool);
      co_return;
    }
    if (routed.empty() && live > 1 && req.editor.empty()) {
      std::cerr << "patchbay tools: " << live
                << " Unity editors are connected and this directory routes to none of them:\n"
                << listing
                << "  Pick one with --editor ID (or --project PATH), or run the command from "
                   "inside the project's folder.\n";
      code = exit_code::several_editors;
      co_return;
    }
    if (req.json) {
      std::cout << jsonrpc::serialize(tools) << "\n";
      co_return;
    }
    bool editor_tools = has_editor_tools(tools);
    if (!editor_tools || (routed.empty() && live == 0 && req.editor.empty())) {
      if (!has_editor_tools(routed_list->all)) {
        std::cerr << "patchbay tools: no Unity editor has connected and the hub knows no tools "
                     "yet. Open your project in Unity with the Patchbay package installed.\n";
        code = exit_code::no_editor;
        co_return;
      }
      if (routed.empty())
        std::cout << "No Unity editor is connected; the tools the hub last saw:\n";
      else
        std::cout << "Tools of " << routed << " (" << reason
                  << "): it has announced none of its own yet\n";
    } else if (!routed.empty()) {
      std::cout << "Tools of " << routed << " (" << reason << "):\n";
    } else {
      std::cout << "Tools (calls go to --editor " << req.editor << "):\n";
    }
    bool player = false;
    if (auto* list = routed_list->editors.if_contains("editors"); list && list->is_array())
      for (const auto& e : list->as_array())
        if (e.is_object() && s(e.as_object(), "id") == routed &&
            s(e.as_object(), "kind") == "player")
          player = true;
    std::cout << format_tool_list(tools, player);
  }

  asio::awaitable<void> doctor() {
    int failed = 0;
    auto check = [&](bool ok, const std::string& what, const std::string& fix) {
      std::cout << (ok ? "[ok]   " : "[fail] ") << what << "\n";
      if (!ok) {
        std::cout << "       fix: " << fix << "\n";
        ++failed;
      }
    };
    auto dir = platform::state_directory(req.state_dir);
    std::error_code ec;
    bool dir_ok = std::filesystem::is_directory(dir, ec);
    check(dir_ok, "state directory " + dir.string() + " exists",
          "it is created by the first 'patchbay serve' or 'patchbay stdio'");
#ifndef _WIN32
    if (dir_ok) {
      auto perms = std::filesystem::status(dir, ec).permissions();
      bool private_dir =
          (perms & (std::filesystem::perms::group_all | std::filesystem::perms::others_all)) ==
          std::filesystem::perms::none;
      check(private_dir, "state directory is private to you (it holds the editor token)",
            "chmod 700 " + dir.string());
    }
#endif
    auto info = read_hub_info(dir);
    bool alive = false;
    if (info) alive = co_await hub_answers(ioc.get_executor(), *info);
    check(alive,
          alive ? "hub running: " + info->url + " (pid " + std::to_string(info->pid) + ")"
                : "hub running",
          "MCP clients start it through 'patchbay stdio'; or run 'patchbay serve'");
    if (alive) {
      check(info->version == version,
            "hub version " + info->version + " matches this patchbay " + version,
            "restart the hub: patchbay stop (the next client starts the new one)");
      cli_session session(ioc.get_executor(), *info);
      auto err = co_await session.open();
      std::optional<json::object> eds;
      if (err.empty()) eds = co_await list_editors(session);
      co_await session.close();
      code = 0;
      std::size_t n = 0;
      if (eds && (*eds)["editors"].is_array()) {
        for (const auto& e : (*eds)["editors"].as_array()) {
          const auto& o = e.as_object();
          if (s(o, "state") != "disconnected") ++n;
          if (!s(o, "packageVersion").empty())
            check(s(o, "packageVersion") == version,
                  "editor " + s(o, "id") + " runs package " + s(o, "packageVersion"),
                  "update com.patchbay.unity in that project to " + std::string(version));
        }
      }
      check(n > 0, std::to_string(n) + " Unity editor(s) connected",
            "open your project in Unity with com.patchbay.unity installed (see README)");
    }
    std::cout << "\nMCP clients (patchbay setup --list):\n";
    setup::setup_request list;
    list.list = true;
    list.state_dir = req.state_dir;
    std::string serr;
    list.version = version;
    auto context = setup::current_setup_context(list, serr);
    if (serr.empty()) setup::run_setup(list, context, std::cout, std::cerr);
    // The Agent Skills `patchbay setup` installed: one older than this binary teaches old facts.
    if (serr.empty()) {
      bool heading = false;
      for (const auto& skill : setup::installed_skills(context, context.cwd)) {
        if (skill.state != "ours") continue;
        if (!heading) std::cout << "\nAgent Skills:\n";
        heading = true;
        check(skill.version == version,
              "skill for " + skill.client + " (" + skill.file.string() + ") is from patchbay " +
                  skill.version,
              "patchbay setup --refresh (rewrites it for " + std::string(version) + ")");
      }
    }
    std::cout << "\n"
              << (failed ? std::to_string(failed) + " check(s) failed." : "All checks passed.")
              << "\n";
    code = failed ? 1 : 0;
  }
};

}  // namespace

std::vector<std::string> split_call_command_line(int argc, char** argv, cli_request& request) {
  std::vector<std::string> words(argv, argv + argc);
  auto call = std::find(words.begin() + (words.empty() ? 0 : 1), words.end(), "call");
  if (call == words.end()) return words;
  // This command's own options before the tool's name, with their values.
  for (auto at = call + 1; at != words.end(); ++at) {
    const std::string& w = *at;
    if (w == "--json" || w == "--detach" || w == "--help" || w == "-h" ||
        w.find('=') != std::string::npos)
      continue;
    if (std::find(std::begin(own_valued), std::end(own_valued), w) != std::end(own_valued)) {
      if (at + 1 != words.end()) ++at;
      continue;
    }
    if (!w.empty() && w.front() == '-') return words;  // not a word CLI11 may skip: let it say so
    request.call_words.assign(at + 1, words.end());
    words.erase(at + 1, words.end());
    return words;
  }
  return words;
}

void add_cli_subcommands(CLI::App& app, cli_request& r) {
  auto state_dir = [&r](CLI::App* c) {
    c->add_option("--state-dir", r.state_dir, "The hub's state directory (default ~/.patchbay)");
  };
  auto* status =
      app.add_subcommand("status", "Is the hub running? Where, which version, how many editors.");
  status->add_flag("--json", r.json, "Print JSON");
  state_dir(status);
  status->footer("Exit code 1 when no hub is running.\nExample:\n  patchbay status --json");
  status->callback([&r] { r.command = "status"; });

  auto* stop =
      app.add_subcommand("stop", "Stop the running hub (clients start a new one when needed).");
  state_dir(stop);
  stop->footer("Example:\n  patchbay stop");
  stop->callback([&r] { r.command = "stop"; });

  auto* editors = app.add_subcommand("editors", "List the Unity editors known to the hub.");
  editors->add_flag("--json", r.json, "Print JSON");
  state_dir(editors);
  editors->footer("Example:\n  patchbay editors --json");
  editors->callback([&r] { r.command = "editors"; });

  auto* call = app.add_subcommand("call", "Call a tool, as an agent would.");
  call->add_option("tool", r.tool, "Tool name (patchbay tools lists them)")->required();
  call->add_option("--editor", r.editor,
                   "Editor id, alias or project name (several with commas, or * for all)");
  call->add_option("--project", r.project, "Route to the editor of this project folder");
  call->add_flag("--json", r.json, "Print the whole result (CallToolResult) as JSON");
  call->add_option("--retry", r.retry_id,
                   "Repeat the call an 'outcome unknown' answer named (its call id): answered "
                   "from that call, run only if it did not complete");
  call->add_flag("--detach", r.detach,
                 "Start the call as a task, print its id and return (patchbay task ID)");
  call->add_option("--timeout", r.timeout_s, "Seconds to wait for the result")
      ->capture_default_str();
  state_dir(call);
  // The tool's parameters are not known here, so they are not declared: CLI11 sees the command
  // line only up to the tool's name (split_call_command_line); the callback reads the rest in order
  // and parse_tool_arguments checks it against the schema.
  call->footer(
      "Usage: patchbay call TOOL [--param value | key=value | JSON object]... [OPTIONS]\n"
      "Parameters are named after the tool's schema (see 'patchbay tools NAME'): strings as they\n"
      "are, numbers and booleans checked (--force alone is true), arrays comma-separated\n"
      "(--position 0,1,0), objects as JSON. key=value pairs and one JSON object work too.\n"
      "Routes as 'patchbay stdio' does: --editor, --project, else the project holding the\n"
      "working directory, else the only editor (never another project's). Ctrl-C cancels\n"
      "the call in the editor.\n"
      "A parameter named like an option above (editor, project, json, timeout, state-dir): "
      "key=value.\n"
      "A value is a value: the word right after a parameter's flag is its value, even\n"
      "--name \"--state-dir=/x\" (the name), never an option of patchbay call.\n"
      "--detach (the long tools: compile, run_tests, add_package, ...) prints a task id at once;\n"
      "'patchbay task ID' follows it.\n"
      "Exit codes: 0 ok, 1 the tool reported an error, 2 usage (unknown tool, parameter or\n"
      "value), 3 no hub or no editor, 4 several editors and none chosen (they are listed).\n"
      "Examples:\n"
      "  patchbay call get_editor_state\n"
      "  patchbay call create_game_object --name Player --primitive Capsule --position 0,1,0\n"
      "  patchbay call compile --editor MyGame\n"
      "  patchbay call create_game_object name=Cube primitive=Cube\n"
      "  patchbay call set_play_mode '{\"action\": \"play\"}'\n");
  call->callback([&r] {
    r.command = "call";
    // What followed the tool's name (split_call_command_line): its parameters, except this
    // command's own options written among them.
    const auto& rest = r.call_words;
    // Set while the last word was a tool parameter's flag waiting for its value.
    std::string awaiting;
    for (std::size_t i = 0; i < rest.size(); ++i) {
      std::string t = rest[i], key = t, value;
      std::string after = std::exchange(awaiting, std::string());
      // `--name "--state-dir=/tmp/x"`: one word right after a parameter's flag that carries its
      // own value is that parameter's value, never an option that would send the call to another
      // hub. (`--name --state-dir DIR`, two words, stays this command's option: `--name` then has
      // no value, which parse_tool_arguments says.)
      bool own_with_value =
          std::any_of(std::begin(own_valued), std::end(own_valued),
                      [&](std::string_view o) { return t.rfind(std::string(o) + "=", 0) == 0; });
      if (own_with_value && !after.empty()) {
        r.arguments.push_back(t);
        r.option_like_values.emplace_back(after, t);
        continue;
      }
      bool inline_value = false;
      if (auto eq = t.find('='); t.rfind("--", 0) == 0 && eq != std::string::npos) {
        key = t.substr(0, eq);
        value = t.substr(eq + 1);
        inline_value = true;
      }
      auto take = [&](std::string& into) {
        if (inline_value) {
          into = value;
          return true;
        }
        if (i + 1 >= rest.size()) {
          r.usage_error = key + " needs a value";
          return false;
        }
        into = rest[++i];
        return true;
      };
      if (key == "--json" && !inline_value) {
        r.json = true;
      } else if (key == "--detach" && !inline_value) {
        r.detach = true;
      } else if (key == "--editor") {
        if (!take(r.editor)) return;
      } else if (key == "--project") {
        if (!take(r.project)) return;
      } else if (key == "--state-dir") {
        if (!take(r.state_dir)) return;
      } else if (key == "--retry") {
        if (!take(r.retry_id)) return;
      } else if (key == "--timeout") {
        std::string v;
        if (!take(v)) return;
        char* end = nullptr;
        r.timeout_s = std::strtod(v.c_str(), &end);
        if (v.empty() || *end != '\0' || r.timeout_s <= 0) {
          r.usage_error = "--timeout expects a number of seconds, got \"" + v + "\"";
          return;
        }
      } else {
        r.arguments.push_back(t);
        if (t.size() > 2 && t.rfind("--", 0) == 0 && t.find('=') == std::string::npos) awaiting = t;
      }
    }
  });

  auto* task =
      app.add_subcommand("task", "Show, wait for or cancel a task 'call --detach' started.");
  task->add_option("id", r.task_id, "The task id 'patchbay call --detach' printed")->required();
  task->add_flag("--wait", r.wait, "Wait until it ends, then print its result as 'call' does");
  task->add_flag("--cancel", r.cancel, "Cancel it (the editor stops the work)");
  task->add_flag("--json", r.json, "Print the task (or, with --wait, the result) as JSON");
  task->add_option("--timeout", r.timeout_s, "Seconds --wait waits")->capture_default_str();
  state_dir(task);
  task->footer(
      "Without a flag: its status and how far it got (\"working: 40% Compiling\").\n"
      "Exit codes as 'patchbay call': 0 ok (or still working), 1 the task failed or was cancelled\n"
      "(--wait), or --wait timed out; 2 an unknown or expired task id, 3 no hub.\n"
      "Examples:\n  id=$(patchbay call compile --detach)\n  patchbay task \"$id\" --wait\n"
      "  patchbay task \"$id\" --cancel\n");
  task->callback([&r] { r.command = "task"; });

  auto* tools = app.add_subcommand(
      "tools", "List the tools of the editor this directory routes to, or one tool's parameters.");
  tools->add_option("tool", r.tool, "A tool's name: its parameters and an example call");
  tools->add_option("--editor", r.editor, "Editor id, alias or project name");
  tools->add_option("--project", r.project, "Route to the editor of this project folder");
  tools->add_flag("--json", r.json, "Print the tools/list entries as JSON");
  state_dir(tools);
  tools->footer(
      "One line a tool, grouped as the package groups them; tools the project's settings block\n"
      "say which setting allows them, and switched-off groups are named.\n"
      "Exit codes: 0 ok, 2 unknown tool, 3 no hub or no editor, 4 several editors and none\n"
      "chosen.\nExamples:\n  patchbay tools\n  patchbay tools create_game_object\n");
  tools->callback([&r] { r.command = "tools"; });

  auto* dash = app.add_subcommand(
      "dashboard", "Print a one-time link to the hub's live dashboard and open it in the browser.");
  dash->add_flag("--no-open", r.no_open, "Only print the link");
  state_dir(dash);
  dash->footer(
      "The link works once, within a minute, and signs this browser in (a cookie) when the hub\n"
      "has a token. Exit code 2 when no hub is running.\nExample:\n  patchbay dashboard");
  dash->callback([&r] { r.command = "dashboard"; });

  auto* doctor =
      app.add_subcommand("doctor", "Check the installation and say how to fix what is wrong.");
  state_dir(doctor);
  auto* self_check =
      doctor
          ->add_option("--editor", r.editor,
                       "Run the self-check in a Unity editor (run_self_check: wake, dialogs, "
                       "instance file, input, screenshots) and print its report; optionally name "
                       "the editor (id, alias or project name)")
          ->expected(0, 1);
  doctor->add_option("--project", r.project, "With --editor: the editor of this project folder");
  doctor->footer(
      "Without --editor: checks this installation. With it: the editor this directory routes to\n"
      "(or the one named) checks what only a real Unity can answer, changes nothing in the\n"
      "project, and prints a report to paste into a bug report (docs/compatibility.md).\n"
      "Examples:\n  patchbay doctor\n  patchbay doctor --editor\n  patchbay doctor --editor "
      "MyGame");
  doctor->callback([&r, self_check] {
    r.command = "doctor";
    // `doctor --editor` is a call of the package's run_self_check, printed as `call` prints it.
    if (self_check->count() > 0) {
      r.self_check = true;
      r.command = "call";
      r.tool = "run_self_check";
    }
  });
}

std::string live_tool_summary(const std::string& state_dir) {
  asio::io_context ioc(1);
  std::string summary;
  auto run = [](asio::io_context& ioc, std::string dir, std::string* out) -> asio::awaitable<void> {
    auto found = co_await locate_hub(ioc.get_executor(), platform::state_directory(dir), false);
    auto* info = std::get_if<hub_info>(&found);
    if (!info) co_return;
    cli_session session(ioc.get_executor(), *info);
    auto err = co_await session.open();
    if (!err.empty()) co_return;
    auto [lerr, response] =
        co_await session.request(mcp::method::tools_list, json::object{}, {}, seconds(10));
    co_await session.close();
    const json::value* result = lerr.empty() ? response.as_object().if_contains("result") : nullptr;
    if (!result || !result->is_object()) co_return;
    const json::value* tools = result->as_object().if_contains("tools");
    if (!tools || !tools->is_array() || !has_editor_tools(tools->as_array())) co_return;
    *out = format_tool_summary(tools->as_array());
  };
  asio::co_spawn(ioc, run(ioc, state_dir, &summary), [](std::exception_ptr) {});
  ioc.run();
  return summary;
}

int run_cli(const cli_request& req) {
  asio::io_context ioc(1);
  cli_runner runner{req, ioc};
  asio::co_spawn(ioc, runner.run(), [&](std::exception_ptr e) {
    if (!e) return;
    try {
      std::rethrow_exception(e);
    } catch (const std::exception& ex) {
      std::cerr << "patchbay " << req.command << ": " << ex.what() << "\n";
      runner.code = 2;
    }
  });
  ioc.run();
  return runner.code;
}

}  // namespace patchbay::app
