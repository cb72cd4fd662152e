#include "mcp/session.hpp"

#include "mcp/call_context.hpp"
#include "mcp/cursor.hpp"
#include "mcp/feature_handlers.hpp"
#include "mcp/methods.hpp"
#include "mcp/param_headers.hpp"
#include "mcp/protocol_version.hpp"
#include "mcp/server.hpp"
#include "mcp/stateless.hpp"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>

namespace patchbay::mcp {

namespace asio = boost::asio;
using jsonrpc::make_error;

struct session::pending_reply {
  explicit pending_reply(asio::any_io_executor ex) : timer(ex) {}
  asio::steady_timer timer;
  std::optional<handler_result> reply;
};

namespace {

const json::object empty_object;

const json::object& params_object(const json::value& v) {
  const json::object* o = v.if_object();
  return o ? *o : empty_object;
}

jsonrpc::error invalid_params(std::string message) {
  return make_error(jsonrpc::invalid_params, std::move(message));
}

}  // namespace

session::session(mcp::server& srv, session_sink& sink, std::uint64_t id)
    : server_(srv), sink_(&sink), id_(id), tasks_(*this) {}

session::~session() = default;

asio::any_io_executor session::executor() const { return server_.executor(); }

bool session::client_supports(std::string_view capability) const {
  return client_capabilities_.contains(capability);
}

void session::close(std::string unanswered) {
  if (!sink_) return;
  sink_ = nullptr;
  unanswered_ = std::move(unanswered);
  if ((ready_ || observed_) && server_.observer()) server_.observer()->session_closed(*this);
  // Contexts hold the session and the session holds them while they run: drop our side so a
  // handler that never resumes (the process is stopping) cannot keep both alive.
  auto calls = std::move(in_flight_);
  in_flight_.clear();
  for (auto& [key, ctx] : calls) ctx->cancel("session closed");
  for (auto& [key, p] : pending_replies_) p->timer.cancel();
  // Nobody can ask for this session's tasks any more: their work stops with them. Unless the server
  // ends the session (it is stopping: `unanswered`) and a task is kept on disk: the next hub
  // resumes it for the session that takes this one's tasks over.
  tasks_.session_closed(!unanswered_.empty());
}

void session::send(json::object message, const std::optional<jsonrpc::id>& related) {
  if (sink_) sink_->send(std::move(message), related);
}

void session::close_stream(const jsonrpc::id& related) {
  if (sink_) sink_->close_stream(related);
}

void session::log(log_level level, std::string_view logger, json::value data,
                  const std::optional<jsonrpc::id>& related) {
  if (level < min_log_level_) return;
  json::object params{{"level", to_string(level)}, {"data", std::move(data)}};
  if (!logger.empty()) params["logger"] = logger;
  send(jsonrpc::make_notification(method::message, std::move(params)), related);
}

namespace {

// An answer known at once, as the awaitable the callers of answer() wait on.
asio::awaitable<std::optional<session_reply>> answer_now(std::optional<session_reply> answer) {
  co_return answer;
}

// A handler's result known at once (a refusal), as the awaitable its caller waits on.
asio::awaitable<jsonrpc::outcome<json::value>> result_now(jsonrpc::outcome<json::value> result) {
  co_return result;
}

}  // namespace

session_reply session_reply::with_result_text(const jsonrpc::id& id, std::string_view result) {
  session_reply reply(nullptr);
  std::string& out = reply.text;
  out.reserve(result.size() + 64);  // the envelope (33 bytes) and an id of up to 31, at once
  out += R"({"jsonrpc":"2.0","id":)";
  id.append_json(out);
  out += R"(,"result":)";
  out += result;
  out += '}';
  return reply;
}

session_reply session_reply::with_result(const jsonrpc::id& id, json::value result) {
  session_reply reply(std::move(result));
  reply.result_of = id;
  return reply;
}

std::string session_reply::serialize() const& {
  if (result_of) return with_result_text(*result_of, jsonrpc::serialize(message)).text;
  return text.empty() ? jsonrpc::serialize(message) : text;
}

std::string session_reply::serialize() && {
  if (result_of) return std::move(with_result_text(*result_of, jsonrpc::serialize(message)).text);
  return text.empty() ? jsonrpc::serialize(message) : std::move(text);
}

json::value session_reply::to_json() && {
  if (result_of) return jsonrpc::make_result(*result_of, std::move(message));
  if (text.empty()) return std::move(message);
  auto parsed = jsonrpc::parse_json(text);  // written from checked text: it parses
  return parsed ? std::move(*parsed) : json::value(nullptr);
}

asio::awaitable<std::optional<json::value>> session::handle(json::value message) {
  auto reply = co_await answer(std::move(message));
  if (!reply) co_return std::nullopt;
  co_return std::move(*reply).to_json();
}

// answer() and handle_one() are not coroutines themselves: they decode and hand back the
// awaitable of the request's handler, so a request runs through two fewer coroutine frames
// (bench/counted_bench.mjs). Each coroutine below keeps the session alive while it runs.
asio::awaitable<std::optional<session_reply>> session::answer(json::value message) {
  if (message.is_array()) return handle_batch(std::move(message.get_array()));
  return handle_one(std::move(message));
}

asio::awaitable<std::optional<session_reply>> session::handle_batch(json::array batch) {
  auto self = shared_from_this();
  auto reject = [](std::string why) -> std::optional<session_reply> {
    return json::value(jsonrpc::make_error_response(
        std::nullopt, make_error(jsonrpc::invalid_request, "Invalid Request: " + why)));
  };
  if (!ready_ || protocol_version_ != batch_protocol_version)
    co_return reject(
        "JSON-RPC batches are only accepted on sessions that negotiated protocol version " +
        std::string(batch_protocol_version));
  if (batch.empty()) co_return reject("empty batch");
  json::array replies;
  for (auto& item : batch) {
    const json::object* o = item.if_object();
    if (o && o->contains("method") && jsonrpc::get_string(*o, "method") == method::initialize) {
      std::optional<jsonrpc::id> rid;
      if (auto* idv = o->if_contains("id")) rid = jsonrpc::id::from_json(*idv);
      replies.push_back(jsonrpc::make_error_response(
          rid, make_error(jsonrpc::invalid_request,
                          "Invalid Request: initialize must not be part of a batch")));
      continue;
    }
    auto r = co_await handle_one(std::move(item));
    if (r) replies.push_back(std::move(*r).to_json());
  }
  if (replies.empty()) co_return std::nullopt;
  co_return json::value(std::move(replies));
}

asio::awaitable<std::optional<session_reply>> session::handle_one(json::value message) {
  auto decoded = jsonrpc::decode(std::move(message));
  if (!decoded)
    return answer_now(
        json::value(jsonrpc::make_error_response(decoded.error().id, decoded.error().error)));
  jsonrpc::message& m = *decoded;
  if (auto* req = std::get_if<jsonrpc::request>(&m)) return handle_request(std::move(*req));
  if (auto* n = std::get_if<jsonrpc::notification>(&m)) {
    handle_notification(*n);
    return answer_now(std::nullopt);
  }
  if (auto* r = std::get_if<jsonrpc::response>(&m)) {
    handle_reply(r->id, std::move(r->result));
    return answer_now(std::nullopt);
  }
  auto& e = std::get<jsonrpc::error_response>(m);
  if (e.id) handle_reply(*e.id, e.error);
  return answer_now(std::nullopt);
}

void session::handle_notification(const jsonrpc::notification& n) {
  if (n.method == method::cancelled) {
    const json::object& p = params_object(n.params);
    const json::value* rid = p.if_contains("requestId");
    auto id = rid ? jsonrpc::id::from_json(*rid) : std::nullopt;
    if (!id) return;  // malformed: nothing to cancel
    call_context* call = find_in_flight(id->key());
    if (!call) return;  // finished already, or never existed: races are normal
    std::string reason;
    if (auto r = jsonrpc::get_string(p, "reason")) reason = std::string(*r);
    call->cancel(reason.empty() ? "cancelled by the client" : reason);
    return;
  }
  // notifications/initialized, roots/list_changed and unknown notifications need no action.
}

void session::handle_reply(const jsonrpc::id& id, handler_result reply) {
  auto it = pending_replies_.find(id.key());
  if (it == pending_replies_.end()) return;  // late or unknown: ignore
  it->second->reply = std::move(reply);
  it->second->timer.cancel();
}

// One row per method, as the Go SDK's method table: its name, the part of the server it needs (a
// method of a feature the server does not offer is unknown, -32601, as if the capability were
// absent), whether it is answered before initialize, and its handler.
struct session::method_row {
  enum class feature { core, resources, prompts, tasks };
  using handler = asio::awaitable<handler_result> (*)(session&, std::shared_ptr<call_context>,
                                                      json::object);
  std::string_view name;
  feature needs;
  bool before_initialize;
  handler run;
};

asio::awaitable<std::optional<session_reply>> session::handle_request(jsonrpc::request req) {
  auto self = shared_from_this();
  if (stateless_only_ || stateless::has_stateless_meta(req.params))
    co_return co_await handle_stateless(std::move(req));

  const method_row* row = offered_method(req.method);
  if (!ready_) {
    if (req.method == method::server_discover)
      co_return json::value(jsonrpc::make_error_response(
          req.id, make_error(jsonrpc::method_not_found,
                             "Method not found: server/discover. This server speaks the "
                             "initialize-based protocol versions " +
                                 supported_versions_text() + "; send initialize.")));
    if (!row || !row->before_initialize)
      co_return json::value(jsonrpc::make_error_response(
          req.id, make_error(jsonrpc::invalid_request,
                             "Invalid Request: the session is not initialized; send "
                             "initialize first")));
  }
  if (auto refused = entry_error(req))
    co_return json::value(jsonrpc::make_error_response(req.id, *refused));
  if (!row)
    co_return json::value(jsonrpc::make_error_response(
        req.id, make_error(jsonrpc::method_not_found, "Method not found: " + req.method)));

  json::object params =
      req.params.is_object() ? std::move(req.params.get_object()) : json::object{};
  auto ctx = open_call(req.id, params);
  // run_in_flight's steps, inline: one coroutine frame fewer per request.
  begin_in_flight(ctx);
  handler_result result = co_await dispatch(ctx, *row, std::move(params));
  if (!end_in_flight(*ctx)) co_return cancelled_answer(req.id);
  if (!result) co_return json::value(jsonrpc::make_error_response(req.id, result.error()));
  if (std::string text = ctx->take_result_text(); !text.empty())
    co_return session_reply::with_result_text(req.id, text);
  co_return session_reply::with_result(req.id, std::move(*result));
}

std::optional<jsonrpc::error> session::entry_error(const jsonrpc::request& req) const {
  if (find_in_flight(req.id.key()))
    return make_error(jsonrpc::invalid_request, "Invalid Request: request id " +
                                                    req.id.to_string() +
                                                    " is already in use by a request in flight");
  if (!req.params.is_null() && !req.params.is_object())
    return invalid_params("Invalid params: MCP params must be an object");
  return std::nullopt;
}

std::shared_ptr<call_context> session::open_call(const jsonrpc::id& id,
                                                 const json::object& params) {
  json::value token = nullptr;
  if (auto* meta = jsonrpc::member(params, "_meta"); meta && meta->is_object())
    if (auto* t = jsonrpc::member(meta->get_object(), "progressToken");
        t && (t->is_string() || t->is_int64() || t->is_uint64()))
      token = *t;
  return std::make_shared<call_context>(shared_from_this(), id, std::move(token));
}

call_context* session::find_in_flight(std::string_view key) const {
  for (auto it = in_flight_.rbegin(); it != in_flight_.rend(); ++it)
    if (it->first == key) return it->second.get();
  return nullptr;
}

void session::begin_in_flight(const std::shared_ptr<call_context>& ctx) {
  in_flight_.emplace_back(ctx->request_id().key(), ctx);
}

bool session::end_in_flight(call_context& ctx) {
  ctx.finish();
  // This call's entry (close() may have taken the list already).
  auto it = std::find_if(in_flight_.begin(), in_flight_.end(),
                         [&](const auto& e) { return e.second.get() == &ctx; });
  if (it != in_flight_.end()) in_flight_.erase(it);
  return !ctx.cancelled();
}

asio::awaitable<std::optional<session::handler_result>> session::run_in_flight(
    std::shared_ptr<call_context> ctx, asio::awaitable<handler_result> work) {
  auto self = shared_from_this();
  begin_in_flight(ctx);
  handler_result result = co_await std::move(work);
  if (!end_in_flight(*ctx)) co_return std::nullopt;
  co_return std::optional<handler_result>(std::move(result));
}

std::optional<json::value> session::cancelled_answer(const jsonrpc::id& id) const {
  if (closed() && !unanswered_.empty())
    return json::value(
        jsonrpc::make_error_response(id, make_error(jsonrpc::server_error, unanswered_)));
  return std::nullopt;  // cancellation.mdx: send no response
}

namespace {

using outcome = jsonrpc::outcome<json::value>;

// Adapts a handler that answers at once to the table's coroutine signature.
template <outcome (session::*handler)(const json::object&)>
asio::awaitable<outcome> at_once(session& s, std::shared_ptr<call_context>, json::object p) {
  co_return (s.*handler)(p);
}

// The same for a feature's handler that reads the server's registries (mcp/feature_handlers.hpp).
template <outcome (*handler)(const server&, const json::object&)>
asio::awaitable<outcome> of_server(session& s, std::shared_ptr<call_context>, json::object p) {
  co_return handler(s.server(), p);
}

}  // namespace

const session::method_row* session::find_method(std::string_view name) {
  using f = method_row::feature;
  using ctx_ptr = std::shared_ptr<call_context>;
  static const method_row rows[] = {
      {method::initialize, f::core, true, at_once<&session::on_initialize>},
      {method::ping, f::core, true,
       [](session&, ctx_ptr, json::object) -> asio::awaitable<handler_result> {
         co_return json::value(json::object{});
       }},
      {method::tools_list, f::core, false,
       [](session& s, ctx_ptr c, json::object p) -> asio::awaitable<handler_result> {
         co_return co_await s.on_tools_list(std::move(c), std::move(p));
       }},
      {method::tools_call, f::core, false,
       [](session& s, ctx_ptr c, json::object p) -> asio::awaitable<handler_result> {
         return s.on_tools_call(std::move(c), std::move(p));  // its awaitable: no frame of its own
       }},
      {method::logging_set_level, f::core, false,
       [](session& s, ctx_ptr, json::object p) -> asio::awaitable<handler_result> {
         co_return features::logging_set_level(s.min_log_level_, p);
       }},
      {method::resources_list, f::resources, false, of_server<&features::resources_list>},
      {method::resources_templates_list, f::resources, false,
       of_server<&features::resource_templates_list>},
      {method::resources_read, f::resources, false,
       [](session& s, ctx_ptr c, json::object p) -> asio::awaitable<handler_result> {
         return features::resources_read(s.server_, std::move(c), std::move(p));
       }},
      {method::resources_subscribe, f::resources, false,
       [](session& s, ctx_ptr, json::object p) -> asio::awaitable<handler_result> {
         co_return features::resources_subscribe(s.server_, s.subscriptions_, p, true);
       }},
      {method::resources_unsubscribe, f::resources, false,
       [](session& s, ctx_ptr, json::object p) -> asio::awaitable<handler_result> {
         co_return features::resources_subscribe(s.server_, s.subscriptions_, p, false);
       }},
      {method::prompts_list, f::prompts, false, of_server<&features::prompts_list>},
      {method::prompts_get, f::prompts, false, of_server<&features::prompts_get>},
      {method::completion_complete, f::prompts, false, of_server<&features::completion_complete>},
      {method::tasks_get, f::tasks, false,
       [](session& s, ctx_ptr, json::object p) -> asio::awaitable<handler_result> {
         co_return s.tasks_.get(p);
       }},
      {method::tasks_result, f::tasks, false,
       [](session& s, ctx_ptr c, json::object p) -> asio::awaitable<handler_result> {
         co_return co_await s.tasks_.result(std::move(c), std::move(p));
       }},
      {method::tasks_list, f::tasks, false,
       [](session& s, ctx_ptr, json::object p) -> asio::awaitable<handler_result> {
         co_return s.tasks_.list(p);
       }},
      {method::tasks_cancel, f::tasks, false,
       [](session& s, ctx_ptr, json::object p) -> asio::awaitable<handler_result> {
         co_return s.tasks_.cancel(p);
       }},
  };
  for (const method_row& row : rows)
    if (row.name == name) return &row;
  return nullptr;
}

const session::method_row* session::offered_method(std::string_view name) const {
  const method_row* row = find_method(name);
  if (row && ((row->needs == method_row::feature::resources && !server_.offers_resources()) ||
              (row->needs == method_row::feature::prompts && server_.prompts().empty()) ||
              (row->needs == method_row::feature::tasks && !tasks_.offered())))
    return nullptr;
  return row;
}

asio::awaitable<session::handler_result> session::dispatch(std::shared_ptr<call_context> ctx,
                                                           const method_row& row,
                                                           json::object params) {
  return row.run(*this, std::move(ctx), std::move(params));  // the handler's own awaitable
}

session::handler_result session::on_initialize(const json::object& params) {
  if (ready_)
    return make_error(jsonrpc::invalid_request,
                      "Invalid Request: the session is already initialized");
  auto requested = jsonrpc::get_string(params, "protocolVersion");
  if (!requested)
    return invalid_params("Invalid params: initialize needs a string protocolVersion");
  protocol_version_ = negotiate_protocol_version(*requested);
  if (auto* caps = params.if_contains("capabilities"); caps && caps->is_object())
    client_capabilities_ = caps->get_object();
  if (auto* info = params.if_contains("clientInfo"); info && info->is_object())
    client_info_ = info->get_object();
  initialize_params_ = params;
  ready_ = true;
  if (server_.observer()) server_.observer()->session_ready(*this);

  const auto& info = server_.info();
  json::object server_info{{"name", info.name}, {"version", info.version}};
  if (!info.title.empty()) server_info["title"] = info.title;
  if (version_at_least(protocol_version_, "2025-11-25")) {
    if (!info.description.empty()) server_info["description"] = info.description;
    if (!info.website_url.empty()) server_info["websiteUrl"] = info.website_url;
  }
  json::object capabilities = server_.capabilities();
  if (tasks_.offered())
    capabilities["tasks"] =
        json::object{{"list", json::object{}},
                     {"cancel", json::object{}},
                     {"requests", json::object{{"tools", json::object{{"call", json::object{}}}}}}};
  json::object result{{"protocolVersion", protocol_version_},
                      {"capabilities", std::move(capabilities)},
                      {"serverInfo", std::move(server_info)}};
  if (!server_.options().instructions.empty())
    result["instructions"] = server_.options().instructions;
  return json::value(std::move(result));
}

asio::awaitable<session::handler_result> session::on_tools_list(std::shared_ptr<call_context> ctx,
                                                                json::object params) {
  auto self = shared_from_this();
  // The provider's first: it may wait (a session's first list waits briefly for an editor), and
  // what the registry lists may change meanwhile (a tool listed only while no editor is there).
  std::vector<json::object> extra;
  if (auto* provider = server_.dynamic_tools()) extra = co_await provider->list_tools(self);
  std::vector<json::object> all;
  for (const auto& t : server_.tools().all())
    if (t.listed &&
        (t.only_with_extension.empty() || ctx->client_declares_extension(t.only_with_extension)))
      all.push_back(t.definition);
  for (auto& t : extra) all.push_back(std::move(t));
  co_return page(params, "tools", "tools", all, server_.options().page_size,
                 [](const json::object& t) { return json::value(t); });
}

// Not a coroutine: it checks the call at once and hands back invoke_tool's awaitable (or its
// refusal's), so a call crosses one coroutine frame fewer.
asio::awaitable<session::handler_result> session::on_tools_call(std::shared_ptr<call_context> ctx,
                                                                json::object params, bool waited) {
  auto name = jsonrpc::get_string(params, "name");
  if (!name)
    return result_now(invalid_params("Invalid params: tools/call needs a string \"name\""));
  const tool_entry* tool = server_.tools().find(*name);
  tool_provider* provider = server_.dynamic_tools();
  if (!tool && !(provider && provider->has_tool(*name)))
    return result_now(invalid_params("Unknown tool: " + std::string(*name)));
  // A task of a tool whose definition is not known yet (it says whether the tool may be a task):
  // wait for it as a plain call waits for its tool, rather than refuse a client for being early.
  bool wants_task = ctx->stateless() ? stateless::declares_tasks_extension(*ctx->stateless())
                                     : jsonrpc::member(params, "task") && tasks_.offered();
  if (!waited && !tool && provider && wants_task && !provider->knows_tool(*name))
    return once_tool_known(std::move(ctx), std::move(params), std::string(*name));
  auto identity = read_call_identity(params);
  if (!identity) return result_now(identity.error());
  ctx->set_call_identity(std::move(*identity));
  json::value* a = jsonrpc::member(params, "arguments");
  if (a && !a->is_null() && !a->is_object())
    return result_now(invalid_params("Invalid params: \"arguments\" must be an object"));
  // params is this call's own: its arguments are moved, constructed rather than assigned so they
  // stay in the request's storage (an assignment would copy them: jsonrpc/request_storage.hpp).
  json::object args = a && a->is_object() ? std::move(a->get_object()) : json::object();
  std::string_view support = tool       ? tool_task_support(tool->definition)
                             : provider ? provider->task_support(*name)
                                        : "forbidden";
  if (ctx->stateless()) {
    // Mcp-Param-* headers must agree with the arguments they mirror (SEP-2243); checked for the
    // hub's registered tools, the only ones whose schemas may mark parameters.
    const json::value* schema = tool ? tool->definition.if_contains("inputSchema") : nullptr;
    if (schema && schema->is_object()) {
      static const json::object none;
      const json::value* sent = transport_meta_.if_contains(param_headers_key);
      if (auto why = param_header_mismatch(schema->get_object(), args,
                                           sent && sent->is_object() ? sent->get_object() : none))
        return result_now(make_error(stateless::header_mismatch, "Header mismatch: " + *why));
    }
    // The 2026-07-28 extension (SEP-2663): the server decides; a `task` param is ignored.
    if (support != "forbidden" && stateless::declares_tasks_extension(*ctx->stateless())) {
      if (tool && tool->before_task)
        if (auto round = tool->before_task(args, *ctx))
          return result_now(json::value(std::move(*round)));
      return result_now(
          tasks_.start(std::move(ctx), std::nullopt, std::string(*name), std::move(args), true));
    }
    if (support == "required") return result_now(stateless::tasks_extension_missing(*name));
    return invoke_tool(std::move(ctx), std::string(*name), std::move(args));
  }
  // Task augmentation (tasks.mdx): only where tasks are offered; elsewhere `task` is ignored, as
  // by a server that never heard of it.
  const json::value* task_param = jsonrpc::member(params, "task");
  bool as_task = task_param && tasks_.offered();
  if (as_task && support == "forbidden")
    return result_now(
        make_error(jsonrpc::method_not_found,
                   "Method not found: tool " + std::string(*name) +
                       " cannot run as a task (its execution.taskSupport is \"forbidden\"); "
                       "call it without \"task\""));
  if (!as_task && support == "required")
    return result_now(
        make_error(jsonrpc::method_not_found,
                   "Method not found: tool " + std::string(*name) +
                       " runs only as a task (its execution.taskSupport is \"required\"); "
                       "add \"task\": {} to the tools/call params"));
  if (as_task) {
    auto ttl = read_task_param(*task_param);
    if (!ttl) return result_now(ttl.error());
    return result_now(
        tasks_.start(std::move(ctx), *ttl, std::string(*name), std::move(args), false));
  }
  return invoke_tool(std::move(ctx), std::string(*name), std::move(args), true);
}

asio::awaitable<session::handler_result> session::once_tool_known(std::shared_ptr<call_context> ctx,
                                                                  json::object params,
                                                                  std::string name) {
  auto self = shared_from_this();
  if (tool_provider* provider = server_.dynamic_tools()) co_await provider->await_tool(name);
  co_return co_await on_tools_call(std::move(ctx), std::move(params), true);
}

asio::awaitable<session::handler_result> session::invoke_tool(std::shared_ptr<call_context> ctx,
                                                              std::string name, json::object args,
                                                              bool as_text) {
  const tool_entry* tool = server_.tools().find(name);
  tool_provider* provider = server_.dynamic_tools();
  jsonrpc::outcome<tool_result> r = make_error(jsonrpc::internal_error, "no result");
  if (tool) {
    // Copy the handler: the registry may change while the call is suspended.
    tool_handler handler = tool->handler;
    r = co_await handler(ctx, std::move(args));
  } else {
    if (!provider || !provider->has_tool(name)) co_return invalid_params("Unknown tool: " + name);
    r = co_await provider->call_tool(ctx, std::move(name), std::move(args));
  }
  if (!r) co_return r.error();
  // A result still in text (an editor's, or a hub tool's tool_result::text) goes out as that text
  // where the caller writes it (handle_request); elsewhere (tasks, 2026-07-28) it is read once.
  if (as_text && r->is_text()) {
    ctx->set_result_text(std::move(*r).take_text());
    co_return json::value(nullptr);
  }
  co_return json::value(std::move(*r).take());
}

asio::awaitable<jsonrpc::outcome<json::value>> session::request_client(
    std::string method, json::object params, std::optional<jsonrpc::id> related,
    std::chrono::milliseconds timeout, call_context* ctx) {
  auto self = shared_from_this();
  if (!sink_) co_return make_error(jsonrpc::server_error, "The session is closed");
  jsonrpc::id rid{"patchbay-" + std::to_string(++next_client_request_)};
  auto pending = std::make_shared<pending_reply>(executor());
  pending->timer.expires_after(timeout);
  pending_replies_.emplace(rid.key(), pending);
  int handle = ctx ? ctx->on_cancel([pending] { pending->timer.cancel(); }) : 0;
  send(jsonrpc::make_request(rid, method, std::move(params)), related);
  co_await pending->timer.async_wait(asio::as_tuple(asio::use_awaitable));
  if (ctx) ctx->remove_on_cancel(handle);
  pending_replies_.erase(rid.key());
  if (pending->reply) co_return std::move(*pending->reply);
  bool cancelled = ctx && ctx->cancelled();
  send(jsonrpc::make_notification(
           method::cancelled,
           json::object{{"requestId", rid.to_json()},
                        {"reason", cancelled ? "the originating request was cancelled"
                                             : "no answer within the timeout"}}),
       related);
  if (cancelled) co_return make_error(jsonrpc::request_cancelled, "Request cancelled");
  co_return make_error(jsonrpc::server_error, "The client did not answer " + method + " within " +
                                                  std::to_string(timeout.count() / 1000) + " s");
}

}  // namespace patchbay::mcp
