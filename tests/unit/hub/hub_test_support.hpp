#pragma once
// Shared pieces of the hub's unit tests: a fake editor connection (the `editor_connection` seam),
// an MCP client sink, and the link messages an editor sends. One io_context, no sockets.

#include "hub/editor_connection.hpp"
#include "hub/editor_dialogs.hpp"
#include "hub/editor_link.hpp"
#include "hub/hub_options.hpp"
#include "jsonrpc/message.hpp"
#include "mcp/session.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/json.hpp>

#include <chrono>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace patchbay::hub::testing {

namespace json = boost::json;

struct fake_connection : editor_connection {
  std::vector<json::object> sent;
  std::optional<std::uint16_t> close_code;
  void send(std::string text) override { sent.push_back(boost::json::parse(text).as_object()); }
  void close(std::uint16_t code, std::string) override { close_code = code; }
  // The process holding the editor's end, as the OS would say (the tests' editors claim 4242).
  std::optional<int> peer_pid = 4242;
  std::optional<bool> peer_is_process(int pid) const override {
    if (!peer_pid) return std::nullopt;
    return *peer_pid == pid;
  }

  // The frames with this method (requests and notifications), oldest first.
  std::vector<json::object> with_method(std::string_view method) const {
    std::vector<json::object> out;
    for (const auto& m : sent)
      if (auto* v = m.if_contains("method"); v && v->is_string() && v->get_string() == method)
        out.push_back(m);
    return out;
  }
  std::optional<json::object> response_to(const json::value& id) const {
    for (const auto& m : sent)
      if (!m.contains("method") && m.contains("id") && m.at("id") == id) return m;
    return std::nullopt;
  }
};

// Dialogs a test shows instead of the operating system's windows; records what was asked and
// pressed.
struct fake_dialogs : dialog_source {
  platform::dialog_scan scan;
  std::vector<int> asked;            // pids looked up
  std::vector<std::string> pressed;  // "handle|title|button"
  std::string refusal;               // what press answers (empty: pressed)
  bool closes_on_press = false;      // a pressed dialog leaves the scan, as the OS's does
  platform::dialog_scan find(int pid) override {
    asked.push_back(pid);
    return scan;
  }
  std::string press(int, const std::string& handle, const std::string& title,
                    const std::string& button) override {
    if (refusal.empty()) pressed.push_back(handle + "|" + title + "|" + button);
    if (refusal.empty() && closes_on_press)
      std::erase_if(scan.dialogs,
                    [&](const platform::dialog_window& d) { return d.handle == handle; });
    return refusal;
  }
};

struct capture_sink : mcp::session_sink {
  std::vector<json::object> sent;
  void send(json::object m, const std::optional<jsonrpc::id>&) override { sent.push_back(m); }
};

// editor/register as the package sends it.
inline json::object register_message(const std::string& run_id, const std::string& project,
                                     json::object extra_editor = {}) {
  json::object editor{{"projectPath", "/p/" + project}, {"projectName", project}, {"machine", "m"}};
  for (auto& [k, v] : extra_editor) editor[k] = v;
  return json::object{{"jsonrpc", "2.0"},
                      {"id", "r1"},
                      {"method", "editor/register"},
                      {"params", json::object{{"protocolVersion", link_protocol},
                                              {"runId", run_id},
                                              {"package", json::object{{"version", "1.0.0"}}},
                                              {"editor", std::move(editor)}}}};
}

// A tools/list answer with tools of these names.
inline json::object tools_answer(const json::value& id, std::vector<std::string> names) {
  json::array tools;
  for (auto& n : names)
    tools.push_back(
        json::object{{"name", std::move(n)}, {"inputSchema", json::object{{"type", "object"}}}});
  return json::object{
      {"jsonrpc", "2.0"}, {"id", id}, {"result", json::object{{"tools", std::move(tools)}}}};
}

inline void deliver(editor_link& link, const json::object& message) {
  link.on_message(boost::json::serialize(message));
}

// Runs `ioc` until `done` holds (timers fire as they come due); bounded at ten seconds, so a broken
// class fails its test instead of hanging it, and a slow machine only makes the test slower.
template <class F>
bool run_until(boost::asio::io_context& ioc, F done) {
  using namespace std::chrono_literals;
  for (int i = 0; i < 1000 && !done(); ++i) {
    ioc.restart();
    ioc.run_for(10ms);
  }
  return done();
}

}  // namespace patchbay::hub::testing
