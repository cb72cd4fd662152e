#include "cli/command.hpp"

#include "cli/hub_locator.hpp"
#include "cli/tool_catalog.hpp"
#include "jsonrpc/message.hpp"
#include "mcp/call_identity.hpp"
#include "mcp/methods.hpp"
#include "mcp/patchbay_names.hpp"
#include "platform/platform.hpp"

#include <filesystem>
#include <iostream>
#include <variant>

namespace patchbay::cli {

namespace asio = boost::asio;
namespace json = boost::json;
using namespace std::chrono;

namespace {

// A fresh name for one `patchbay call` (mcp/call_identity.hpp's characters).
std::string new_cli_call_id() { return "cli-" + platform::random_hex(12); }

}  // namespace

json::object tool_call(const std::string& name, json::object arguments, bool progress,
                       std::string_view call_id, bool retry) {
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

std::string str(const json::object& o, std::string_view key) {
  auto v = jsonrpc::get_string(o, key);
  return v ? std::string(*v) : std::string();
}

header_list routing_headers(const cli_request& req) {
  header_list h{{"Patchbay-Transport", "cli"}};
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

std::string error_kind(const json::object& result) {
  if (auto* m = result.if_contains("_meta"); m && m->is_object())
    if (auto* e = m->get_object().if_contains(mcp::meta::error); e && e->is_object())
      return str(e->get_object(), "patchbay");
  return {};
}

command::command(const cli_request& request, asio::io_context& context)
    : req(request), ioc(context), fresh_call_id_(new_cli_call_id()) {}

const std::string& command::call_id() const {
  return req.retry_id.empty() ? fresh_call_id_ : req.retry_id;
}

asio::awaitable<std::optional<hub_info>> command::running_hub(const std::filesystem::path& dir) {
  auto info = read_hub_info(dir);
  if (!info || !co_await hub_answers(ioc.get_executor(), *info)) co_return std::nullopt;
  co_return info;
}

asio::awaitable<std::optional<hub_info>> command::hub(bool start) {
  auto found =
      co_await locate_hub(ioc.get_executor(), platform::state_directory(req.state_dir), start);
  if (auto* err = std::get_if<std::string>(&found)) {
    std::cerr << "patchbay " << req.command << ": " << *err << "\n";
    code = exit_code::no_editor;
    co_return std::nullopt;
  }
  co_return std::get<hub_info>(found);
}

asio::awaitable<std::optional<json::object>> command::hub_status(const hub_info& info) {
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

asio::awaitable<bool> command::open_routed(std::optional<cli_session>& holder) {
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

asio::awaitable<std::optional<json::object>> command::list_editors(cli_session& session,
                                                                   bool with_tools) {
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

asio::awaitable<std::optional<json::array>> command::list_tools(cli_session& session) {
  json::array tools;
  std::string cursor;
  for (int page = 0; page < 100; ++page) {
    json::object params;
    if (!cursor.empty()) params["cursor"] = cursor;
    auto [err, response] =
        co_await session.request(mcp::method::tools_list, std::move(params), {}, seconds(30));
    const json::value* result = err.empty() ? response.as_object().if_contains("result") : nullptr;
    if (!result || !result->is_object()) {
      std::cerr << "patchbay " << req.command << ": the hub did not list its tools"
                << (err.empty() ? "" : ": " + err) << "\n";
      code = exit_code::no_editor;
      co_return std::nullopt;
    }
    if (auto* t = result->as_object().if_contains("tools"); t && t->is_array())
      for (auto& tool : t->as_array()) tools.push_back(tool);
    cursor = str(result->as_object(), "nextCursor");
    if (cursor.empty()) break;
  }
  co_return tools;
}

asio::awaitable<std::optional<command::routed_tools>> command::tools_of_route(
    cli_session& session) {
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

std::string command::unknown_tool(const routed_tools& routed) const {
  const json::array& tools = routed.tools;
  std::vector<std::string> names;
  for (const auto& t : tools)
    if (t.is_object()) names.push_back(str(t.as_object(), "name"));
  std::string editor = routed.own ? str(routed.session, "editor") : std::string();
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

asio::awaitable<void> command::print_result(const json::object& result) {
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

bool command::routing_refused(const json::object& result) {
  int refused = exit_code_for_error_kind(error_kind(result));
  if (refused == exit_code::tool_error) return false;
  if (refused == exit_code::several_editors)
    std::cerr << "\n  Pick one with --editor ID (or --project PATH), or run the command from "
                 "inside the project's folder.\n";
  code = refused;
  return true;
}

}  // namespace patchbay::cli
