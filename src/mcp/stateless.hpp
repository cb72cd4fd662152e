#pragma once
// The 2026-07-28 ("stateless") wire beside the initialize-based ("legacy") one (versioning.mdx):
// no handshake, every request carries its version and the client's capabilities in `_meta`, and
// is served on its own, statelessly. This file names the revision's keys and error codes, reads
// a request's `_meta`, and shapes stateless results; `session` routes each request to its era.
//
// Era of a request: stateless when its `params._meta` carries one of the
// `io.modelcontextprotocol/{protocolVersion,clientCapabilities,clientInfo}` keys. An HTTP
// transport may also call a request stateless because it has no Mcp-Session-Id (then a missing
// `_meta` is an error, -32602, rather than a legacy request before initialize).

#include "jsonrpc/message.hpp"
#include "mcp/log_level.hpp"

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace patchbay::mcp {

namespace json = boost::json;
class server;

namespace stateless {

inline constexpr std::string_view protocol_version = "2026-07-28";
// Every version this server answers, newest first: the stateless one, then the legacy ones.
inline constexpr std::array<std::string_view, 5> supported_versions = {
    "2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"};

inline constexpr std::string_view meta_protocol_version = "io.modelcontextprotocol/protocolVersion";
inline constexpr std::string_view meta_client_capabilities =
    "io.modelcontextprotocol/clientCapabilities";
inline constexpr std::string_view meta_client_info = "io.modelcontextprotocol/clientInfo";
inline constexpr std::string_view meta_log_level = "io.modelcontextprotocol/logLevel";
inline constexpr std::string_view meta_server_info = "io.modelcontextprotocol/serverInfo";

// Error codes of the revision (basic/index.mdx, schema.ts).
inline constexpr int header_mismatch = -32020;
inline constexpr int missing_client_capability = -32021;
// The tasks extension of 2026-07-28 (SEP-2663), under capabilities.extensions of both sides.
inline constexpr std::string_view tasks_extension = "io.modelcontextprotocol/tasks";
inline constexpr int unsupported_protocol_version = -32022;

// How long a client may reuse server/discover and list results (caching.mdx): 0, because editors
// come and go and their tools with them.
inline constexpr int ttl_ms = 0;

// The per-request facts a stateless request carries in `_meta`.
struct request_meta {
  std::string protocol_version;
  json::object client_capabilities;
  json::object client_info;
  std::optional<mcp::log_level> min_log_level;  // none: no notifications/message for the request
};

// True when `params._meta` carries a stateless key (see the era rule above).
bool has_stateless_meta(const json::value& params);
// The `params` of a request message, or null.
const json::value* request_params(const json::value& message);
// Reads `_meta`; -32602 when the version or capabilities are missing or mistyped.
jsonrpc::outcome<request_meta> read_request_meta(const json::value& params);
bool is_supported_version(std::string_view v);
// -32022 with data {supported, requested}.
jsonrpc::error unsupported_version_error(std::string_view requested);
// -32021 with data {requiredCapabilities: {<capability>: {}}}.
jsonrpc::error missing_capability_error(std::string_view capability);
// Whether the request's client capabilities declare the tasks extension (extensions[...]).
bool declares_tasks_extension(const request_meta& meta);
// -32021 for a tool that runs only as a task, asked by a client without the tasks extension:
// data {requiredCapabilities: {extensions: {"io.modelcontextprotocol/tasks": {}}}}.
jsonrpc::error tasks_extension_missing(std::string_view what);
// Methods the stateless wire has that this server answers (the legacy table minus initialize, ping,
// logging/setLevel and resources/(un)subscribe, plus server/discover).
bool is_stateless_method(std::string_view method);
// The server/discover result.
json::object discover_result(const server& srv);
// Adds resultType "complete", the server's identity in `_meta` and, for cacheable methods, ttlMs
// and cacheScope.
void finish_result(const server& srv, std::string_view method, json::object& result);
// MRTR: reads `inputResponses` (an object of objects) and `requestState` (a string) from the
// params of tools/call, prompts/get or resources/read; -32602 when they are malformed.
struct input_round {
  json::object responses;
  std::optional<std::string> state;
};
jsonrpc::outcome<input_round> read_input_round(const json::object& params);
// An InputRequiredResult: the client answers `requests` (key → {method, params}) and retries
// with `state` echoed.
json::object input_required(json::object requests, std::optional<std::string> state = {});

// Maps a legacy error to its stateless form (resource not found: -32002 → -32602, SEP-2164).
jsonrpc::error stateless_error(jsonrpc::error e);
// The HTTP status a stateless reply goes out with (streamable-http.mdx): 404 for -32601, 400 for
// malformed requests and the revision's errors (-32020, -32021, -32022), else 200 — a tool's
// -32602 (unknown tool, bad arguments) is an answer, not a refused request: HTTP clients read a
// 4xx as a transport failure. (A request whose _meta is missing is refused with 400 -32602 by the
// transport before it runs.)
int http_status(const json::value& reply);

}  // namespace stateless
}  // namespace patchbay::mcp
