// Fuzz target: the editor link messages (src/hub: editor_link, editor_registry, call_forwarder,
// tool_union) through the `editor_connection` seam, with an MCP session on the other side. Each
// input line is a text frame from the editor, unless it starts with "C " (a message from the MCP
// client, to make calls the editor can answer) or is "~" (the editor's connection closes and a new
// one opens, as after a domain reload). In editor frames, "$tools/list" and "$tools/call" stand for
// the id of the latest such request the hub sent (its ids are random per hub), so inputs can answer
// them. Everything the hub sends is parsed back: it must always be valid JSON.
#include "fuzz_support.hpp"
#include "hub/editor_connection.hpp"
#include "hub/editor_hub.hpp"
#include "hub/editor_link.hpp"
#include "jsonrpc/message.hpp"
#include "mcp/server.hpp"
#include "mcp/session.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>

#include <chrono>
#include <cstdlib>
#include <map>
#include <string>

using namespace patchbay;
namespace asio = boost::asio;
namespace json = boost::json;
using namespace std::chrono_literals;

namespace {

// The ids of the latest hub requests, by method, as JSON text.
using request_ids = std::map<std::string, std::string>;

struct checked_connection : hub::editor_connection {
  explicit checked_connection(request_ids& ids) : ids_(ids) {}
  void send(std::string text) override {
    auto message = jsonrpc::parse_json(text);
    if (!message || !message->is_object()) std::abort();  // the hub only ever sends JSON objects
    const auto& o = message->get_object();
    auto* method = o.if_contains("method");
    auto* id = o.if_contains("id");
    if (method && method->is_string() && id)
      ids_[std::string(method->get_string())] = json::serialize(*id);
  }
  void close(std::uint16_t, std::string) override {}
  request_ids& ids_;
};

std::string substitute(std::string_view line, const request_ids& ids) {
  std::string out(line);
  for (const auto& [method, id] : ids) {
    std::string token = "\"$" + method + "\"";
    for (auto at = out.find(token); at != std::string::npos; at = out.find(token, at + id.size()))
      out.replace(at, token.size(), id);
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // One io_context for the run (its reactor and timer descriptors made once); the hub and its
  // server are the subject, so each input gets its own.
  static asio::io_context ioc;
  mcp::server srv = fuzz::quiet_server(ioc);
  hub::hub_options options;
  options.version = "fuzz";
  options.heartbeat_interval = 1h;
  options.register_timeout = 1h;
  options.first_list_wait = 0ms;
  options.max_editors = 4;
  hub::editor_hub editors(srv, options);
  editors.start();
  fuzz::null_sink sink;
  auto session = srv.open_session(sink);
  asio::co_spawn(
      ioc,
      fuzz::feed(session,
                 *jsonrpc::parse_json(R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{)"
                                      R"("protocolVersion":"2025-06-18","capabilities":{},)"
                                      R"("clientInfo":{"name":"fuzz","version":"1"}}})")),
      asio::detached);
  fuzz::settle(ioc);
  request_ids ids;
  auto link = editors.open_link(std::make_shared<checked_connection>(ids));
  int lines = 0;
  for (auto line : fuzz::lines_of(data, size)) {
    if (++lines > 64) break;
    if (line == "~") {
      link->on_closed(1000, "reloading");
      link = editors.open_link(std::make_shared<checked_connection>(ids));
    } else if (line.starts_with("C ")) {
      if (auto message = jsonrpc::parse_json(line.substr(2)))
        asio::co_spawn(ioc, fuzz::feed(session, std::move(*message)), asio::detached);
    } else {
      link->on_message(substitute(line, ids));
    }
    fuzz::settle(ioc);
  }
  // Stopped, nothing may be left waiting: run() returns only when every call and timer has ended
  // (a hang here is a finding).
  link->on_closed(1001, "editor quitting");
  session->close();
  editors.stop();
  ioc.restart();
  ioc.run();
  return 0;
}
