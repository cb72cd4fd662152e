#include "transport/stateless_http.hpp"

#include "mcp/methods.hpp"
#include "mcp/param_headers.hpp"
#include "mcp/session.hpp"
#include "mcp/stateless.hpp"
#include "transport/event_stream.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/co_spawn.hpp>

#include <algorithm>

namespace patchbay::transport {

namespace asio = boost::asio;

// One POST: the session serving it is also where its messages go (one event stream).
class stateless_http::exchange : public mcp::session_sink {
 public:
  exchange(asio::any_io_executor ex, std::size_t max_events)
      : stream(std::make_shared<event_stream>(std::move(ex), "0", max_events)) {}
  void send(json::object message, const std::optional<jsonrpc::id>&) override {
    stream->push(jsonrpc::serialize(message));
  }
  std::shared_ptr<event_stream> stream;
  std::shared_ptr<mcp::session> mcp;
  int status = 200;  // of the answer, once there is one
};

namespace {

// The response stream of one request: the client closing it cancels the request.
class cancel_on_close : public sse_source {
 public:
  cancel_on_close(std::shared_ptr<stream_attachment> inner, const std::shared_ptr<mcp::session>& s)
      : inner_(std::move(inner)), session_(s) {}
  asio::awaitable<std::optional<std::string>> next() override { return inner_->next(); }
  void connection_lost() override {
    inner_->connection_lost();
    if (auto s = session_.lock()) s->close();
  }

 private:
  std::shared_ptr<stream_attachment> inner_;
  std::weak_ptr<mcp::session> session_;
};

http_response json_reply(int status, const json::value& v) {
  http_response r;
  r.status = status;
  r.set("Content-Type", "application/json");
  r.body = jsonrpc::serialize(v);
  return r;
}

http_response error_reply(int status, const std::optional<jsonrpc::id>& id, int code,
                          std::string message) {
  return json_reply(
      status, jsonrpc::make_error_response(id, jsonrpc::make_error(code, std::move(message))));
}

// What a header mirrors from the body disagrees with it, or is missing: the reason, else nothing.
std::optional<std::string> header_mismatch(const http_request& req, const json::object& msg,
                                           std::string_view version) {
  auto header = req.header("mcp-protocol-version");
  if (!header) return "the MCP-Protocol-Version header is missing";
  if (*header != version)
    return "MCP-Protocol-Version header value '" + std::string(*header) +
           "' does not match _meta io.modelcontextprotocol/protocolVersion '" +
           std::string(version) + "'";
  auto method = jsonrpc::get_string(msg, "method").value_or("");
  auto m = req.header("mcp-method");
  if (!m) return std::string("the Mcp-Method header is missing");
  if (*m != method)
    return "Mcp-Method header value '" + std::string(*m) + "' does not match body value '" +
           std::string(method) + "'";
  // The tasks extension's methods name their task (SEP-2663); clients may leave the header out.
  bool task_method = method == mcp::method::tasks_get || method == mcp::method::tasks_cancel ||
                     method == mcp::method::tasks_update;
  std::string_view name_key =
      method == mcp::method::tools_call || method == mcp::method::prompts_get ? "name"
      : method == mcp::method::resources_read                                 ? "uri"
      : task_method                                                           ? "taskId"
                                                                              : "";
  if (name_key.empty()) return std::nullopt;
  const json::value* p = msg.if_contains("params");
  auto body_name =
      p && p->is_object() ? jsonrpc::get_string(p->get_object(), name_key) : std::nullopt;
  if (!body_name) return std::nullopt;  // the request itself is invalid: -32602 from the core
  auto n = req.header("mcp-name");
  if (!n && task_method) return std::nullopt;
  if (!n) return std::string("the Mcp-Name header is missing");
  auto decoded = decode_header_value(*n);
  if (!decoded) return std::string("the Mcp-Name header is not valid base64");
  if (*decoded != *body_name)
    return "Mcp-Name header value '" + *decoded + "' does not match body value '" +
           std::string(*body_name) + "'";
  return std::nullopt;
}

}  // namespace

asio::awaitable<void> stateless_http::answer(std::shared_ptr<exchange> ex, json::value body) {
  auto reply = co_await ex->mcp->handle(std::move(body));
  if (reply) {
    ex->status = mcp::stateless::http_status(*reply);
    ex->stream->push(jsonrpc::serialize(*reply));
  }
  ex->stream->finish();
  ex->mcp->close();
}

stateless_http::stateless_http(mcp::server& srv, stateless_http_options opts)
    : server_(srv), options_(opts) {}

stateless_http::~stateless_http() { stop({}); }

void stateless_http::stop(const std::string& unanswered) {
  auto all = std::move(in_flight_);
  in_flight_.clear();
  for (auto& w : all)
    if (auto ex = w.lock(); ex && ex->mcp) ex->mcp->close(unanswered);
}

asio::awaitable<http_response> stateless_http::post(http_request req, json::value body) {
  const json::object* msg = body.if_object();
  if (!msg)
    co_return error_reply(400, std::nullopt, jsonrpc::invalid_request,
                          "Invalid Request: a 2026-07-28 POST carries one JSON-RPC message");
  std::optional<jsonrpc::id> id;
  if (const json::value* v = msg->if_contains("id")) id = jsonrpc::id::from_json(*v);
  if (!msg->contains("method")) {
    co_return error_reply(400, id, jsonrpc::invalid_request,
                          "Invalid Request: clients send no responses on the 2026-07-28 wire");
  }
  if (!id) {
    http_response r;
    r.status = 202;  // no client notification means anything here (cancellation is closing)
    co_return r;
  }
  const json::value null_params;
  const json::value* params = mcp::stateless::request_params(body);
  auto meta = mcp::stateless::read_request_meta(params ? *params : null_params);
  if (!meta) co_return json_reply(400, jsonrpc::make_error_response(id, meta.error()));
  if (auto why = header_mismatch(req, *msg, meta->protocol_version))
    co_return error_reply(400, id, mcp::stateless::header_mismatch, "Header mismatch: " + *why);

  auto ex = std::make_shared<exchange>(server_.executor(), options_.max_stream_events);
  ex->mcp = server_.open_session(*ex);
  ex->mcp->serve_stateless_only();
  ex->mcp->set_transport_meta(client_facts(req));
  std::erase_if(in_flight_, [](const std::weak_ptr<exchange>& w) { return w.expired(); });
  in_flight_.push_back(ex);
  bool listen = jsonrpc::get_string(*msg, "method") == mcp::method::subscriptions_listen;

  asio::co_spawn(server_.executor(), answer(ex, std::move(body)), [](std::exception_ptr e) {
    if (!e) return;
    try {
      std::rethrow_exception(e);
    } catch (const std::exception& err) {
      spdlog::error("mcp: 2026-07-28 request failed: {}", err.what());
    }
  });
  if (!listen && options_.json_window.count() > 0) {
    co_await ex->stream->wait_for_first_event(options_.json_window);
    if (auto only = ex->stream->take_only_message()) {
      http_response r;
      r.status = ex->status;
      r.set("Content-Type", "application/json");
      r.body = std::move(*only);
      co_return r;
    }
  }
  http_response r;
  r.set("Content-Type", "text/event-stream");
  r.set("Cache-Control", "no-cache");
  r.set("X-Accel-Buffering", "no");
  r.stream = std::make_shared<cancel_on_close>(
      ex->stream->attach(0, false, options_.sse_keepalive, std::chrono::milliseconds(0)), ex->mcp);
  co_return r;
}

json::object client_facts(const http_request& req) {
  json::object meta;
  for (auto [header, key] :
       {std::pair{"patchbay-cwd", "cwd"}, std::pair{"patchbay-editor", "editor"},
        std::pair{"patchbay-project", "project"}, std::pair{"patchbay-transport", "transport"},
        std::pair{"patchbay-unity-project", "unityProject"}})
    if (auto v = req.header(header); v && !v->empty())
      if (auto text = decode_header_value(*v); text && !text->empty()) meta[key] = *text;
  // SEP-2243's mirrored parameters, checked by the session against the tool's schema.
  constexpr std::string_view prefix = "mcp-param-";
  json::object params;
  for (const auto& [name, value] : req.headers) {
    if (!name.starts_with(prefix) || name.size() == prefix.size()) continue;
    auto [it, fresh] = params.emplace(name.substr(prefix.size()), value);
    if (!fresh) it->value() = nullptr;
  }
  if (!params.empty()) meta[mcp::param_headers_key] = std::move(params);
  return meta;
}

}  // namespace patchbay::transport
