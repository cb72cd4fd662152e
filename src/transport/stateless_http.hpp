#pragma once
// MCP 2026-07-28 over Streamable HTTP (basic/transports/streamable-http.mdx): a POST without
// Mcp-Session-Id carries one request, served on its own by a fresh mcp::session that serves only
// the stateless wire and ends with the request.
//
//   headers: MCP-Protocol-Version must equal _meta's version, Mcp-Method the method, Mcp-Name
//            params.name / params.uri on tools/call, resources/read, prompts/get, and, when sent,
//            params.taskId on tasks/get, tasks/cancel, tasks/update (else 400 -32020)
//   answer:  JSON when it is the only message and comes within json_window, else an SSE stream
//            of the request's notifications and its answer (subscriptions/listen: stays open)
//   status:  404 for -32601, 400 for malformed requests and the revision's errors, else 200
//   closing the response stream cancels the request.
//
// The protocol decisions are mcp::stateless's; this file only maps them to HTTP. No Beast here.

#include "mcp/header_value.hpp"
#include "mcp/server.hpp"
#include "transport/http_message.hpp"

#include <boost/asio/awaitable.hpp>

#include <chrono>

namespace patchbay::transport {

namespace json = boost::json;

struct stateless_http_options {
  std::chrono::milliseconds sse_keepalive{std::chrono::seconds(15)};
  std::chrono::milliseconds json_window{std::chrono::milliseconds(500)};
  std::size_t max_stream_events = 1024;
};

class stateless_http {
 public:
  stateless_http(mcp::server& srv, stateless_http_options opts);
  ~stateless_http();
  stateless_http(const stateless_http&) = delete;
  stateless_http& operator=(const stateless_http&) = delete;

  // Answers a session-less POST whose body parsed as `body`.
  boost::asio::awaitable<http_response> post(http_request req, json::value body);
  // Ends every request in flight; each is answered with `unanswered` as a server error.
  void stop(const std::string& unanswered);

 private:
  class exchange;
  // Runs the request and puts its answer on its stream.
  static boost::asio::awaitable<void> answer(std::shared_ptr<exchange> ex, json::value body);

  mcp::server& server_;
  stateless_http_options options_;
  std::vector<std::weak_ptr<exchange>> in_flight_;
};

// What the client (or the stdio front end) says about itself in Patchbay-* headers, for editor
// routing: cwd, editor, project, transport.
json::object client_facts(const http_request& req);

// The header value codec, where the transports have always found it.
using mcp::decode_header_value;
using mcp::encode_header_value;

}  // namespace patchbay::transport
