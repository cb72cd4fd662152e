// relay_state alone: what `patchbay stdio` remembers between its client and its hubs — call names
// and their repeats (docs/protocol.md §6.1), the session state replayed on a new hub, and the HTTP
// requests that carry each message.

#include "transport/relay_state.hpp"

#include <gtest/gtest.h>

namespace patchbay::transport {
namespace {

namespace json = boost::json;

json::value call(int id, std::string tool, json::object args) {
  return json::object{{"jsonrpc", "2.0"},
                      {"id", id},
                      {"method", "tools/call"},
                      {"params", json::object{{"name", tool}, {"arguments", args}}}};
}

json::value result(int id, json::object r) {
  return json::object{{"jsonrpc", "2.0"}, {"id", id}, {"result", std::move(r)}};
}

const json::object& meta_of(const json::value& m) { return m.at("params").at("_meta").as_object(); }

// Names a message as the relay does: identify(), then the text that goes out, read back into `m`.
relay_state::tracked_call named(relay_state& s, json::value& m) {
  auto t = s.identify(m);
  std::string wire = relay_state::wire_text(m, jsonrpc::serialize(m), t);
  auto back = jsonrpc::parse_json(wire);
  EXPECT_TRUE(back) << wire;
  if (!back) return t;
  m = std::move(*back);
  if (t.arguments) t.arguments = m.at("params").as_object().if_contains("arguments");
  return t;
}

// A header as the request sends it: listed, or among the lines rendered once for the session.
std::string header(const client_request& r, std::string_view name) {
  for (const auto& [k, v] : r.headers)
    if (k == name) return v;
  std::string_view lines = r.lines ? std::string_view(*r.lines) : std::string_view();
  while (!lines.empty()) {
    std::size_t end = lines.find("\r\n");
    std::string_view line = lines.substr(0, end);
    lines.remove_prefix(end == std::string_view::npos ? lines.size() : end + 2);
    if (line.size() > name.size() + 2 && line.substr(0, name.size()) == name &&
        line.substr(name.size(), 2) == ": ")
      return std::string(line.substr(name.size() + 2));
  }
  return "<none>";
}

relay_state make_state() {
  return relay_state("f00d",
                     [](const json::value& m) -> std::optional<std::string> {
                       const auto& p = m.at("params").as_object();
                       if (p.at("name") == "select_editor") return std::string("selection");
                       return std::nullopt;
                     },
                     {{"Patchbay-Cwd", "/p/Game"}});
}

TEST(RelayState, EveryToolsCallIsNamedOtherMessagesAreNot) {
  auto s = make_state();
  auto a = call(1, "echo", {{"x", 1}});
  auto t = named(s, a);
  EXPECT_EQ(t.id, "f00d-1");
  EXPECT_EQ(meta_of(a).at("patchbay/callId"), "f00d-1");
  EXPECT_FALSE(meta_of(a).contains("patchbay/retry"));
  auto b = call(2, "echo", {{"x", 1}});
  EXPECT_EQ(named(s, b).id, "f00d-2") << "each call its own name";
  json::value ping{{"jsonrpc", "2.0"}, {"id", 3}, {"method", "ping"}};
  EXPECT_TRUE(named(s, ping).id.empty());
  auto own = call(4, "echo", {});
  own.as_object()["params"].as_object()["_meta"] = json::object{{"patchbay/callId", "mine"}};
  auto t_own = named(s, own);
  EXPECT_EQ(t_own.id, "mine") << "a name the client chose is kept";
  EXPECT_TRUE(t_own.tool.empty());
}

TEST(RelayState, AnUnknownOutcomeIsRememberedAndItsRepeatReusesTheNameOnce) {
  auto s = make_state();
  auto first = call(1, "increment", {{"b", 2}, {"a", 1}});
  auto t = named(s, first);
  json::object unknown{{"isError", true},
                       {"content", json::array{}},
                       {"_meta", json::object{{"patchbay/outcome", "unknown"}}}};
  EXPECT_FALSE(s.settle(t, result(1, unknown)));
  auto repeat = call(2, "increment", {{"a", 1}, {"b", 2}});  // the same arguments, another order
  EXPECT_EQ(named(s, repeat).id, t.id);
  EXPECT_EQ(meta_of(repeat).at("patchbay/retry"), true);
  auto again = call(3, "increment", {{"a", 1}, {"b", 2}});
  EXPECT_NE(named(s, again).id, t.id) << "recognised once";
  auto other = call(4, "increment", {{"a", 9}});
  s.remember_unsettled(named(s, other));  // no hub could be reached for it
  auto other_repeat = call(5, "increment", {{"a", 9}});
  EXPECT_EQ(named(s, other_repeat).id, "f00d-3");
  EXPECT_EQ(meta_of(other_repeat).at("patchbay/retry"), true);
}

// The text sent to the hub is the client's line with only the call's name added: parsed, it is
// the message identify() named, whatever the line's spacing, member order or escapes.
TEST(RelayState, TheWireTextIsTheClientsLineWithTheNameSplicedIn) {
  auto s = make_state();
  auto sent = [&](std::string line) {
    auto m = jsonrpc::parse_json(line);
    EXPECT_TRUE(m) << line;
    auto t = s.identify(*m);
    json::value expected = *m;
    if (t.named_here) {
      json::value& meta = expected.as_object()["params"].as_object()["_meta"];
      if (!meta.is_object()) meta = json::object{};
      if (t.retry) meta.as_object()["patchbay/retry"] = true;
      meta.as_object()["patchbay/callId"] = t.id;
    }
    std::string wire = relay_state::wire_text(*m, line, t);
    auto back = jsonrpc::parse_json(wire);
    EXPECT_TRUE(back) << wire;
    if (back) {
      EXPECT_EQ(*back, expected) << line << "\n -> " << wire;
    }
    return wire;
  };
  std::string ping = R"({"jsonrpc":"2.0","id":1,"method":"ping"})";
  EXPECT_EQ(sent(ping), ping) << "nothing to name: the line as it came";
  EXPECT_EQ(
      sent(
          R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"echo","arguments":{}}})"),
      R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"_meta":{"patchbay/callId":"f00d-1"},"name":"echo","arguments":{}}})");
  EXPECT_EQ(
      sent(
          R"( { "params" : { "_meta" : { } , "name":"echo"}, "id":3,"method":"tools/call","jsonrpc":"2.0"} )"),
      R"( { "params" : { "_meta" : {"patchbay/callId":"f00d-2" } , "name":"echo"}, "id":3,"method":"tools/call","jsonrpc":"2.0"} )");
  EXPECT_EQ(
      sent(
          R"({"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"echo","arguments":{"s":"}{\"_meta\":[","params":{}},"_meta":{"progressToken":7}}})"),
      R"({"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"echo","arguments":{"s":"}{\"_meta\":[","params":{}},"_meta":{"patchbay/callId":"f00d-3","progressToken":7}}})")
      << "braces and keys inside strings and nested values are skipped";
  std::string own =
      R"({"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"echo","_meta":{"patchbay/callId":"mine"}}})";
  EXPECT_EQ(sent(own), own) << "a name the client chose: the line as it came";
  // Where the line cannot be read simply, the named message is serialized (still equal, checked
  // in `sent`): a null _meta, a key written with an escape.
  EXPECT_NE(
      sent(
          R"({"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"echo","_meta":null}})")
          .find("f00d-4"),
      std::string::npos);
  EXPECT_NE(
      sent(
          R"({"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"echo","\u005fmeta":{"a":1}}})")
          .find("f00d-5"),
      std::string::npos);
  EXPECT_EQ(relay_message::with_meta_members(R"({"params":{"\u005fmeta":{}}})", R"("k":1)"),
            std::nullopt);
  EXPECT_EQ(relay_message::with_meta_members(R"({"params":1})", R"("k":1)"), std::nullopt);
  EXPECT_EQ(relay_message::with_meta_members(R"({"params":{},"params":{}})", R"("k":1)"),
            std::nullopt);
  // The repeat of a call with an unknown outcome carries the retry flag too.
  std::string first =
      R"({"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"inc","arguments":{"a":1}}})";
  auto m = jsonrpc::parse_json(first);
  s.remember_unsettled(s.identify(*m));
  std::string wire = sent(
      R"({"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"inc","arguments":{"a":1}}})");
  EXPECT_NE(wire.find(R"("patchbay/retry":true,"patchbay/callId":"f00d-6")"), std::string::npos)
      << wire;
  s.remember_unsettled(s.identify(*m));
  // The client's own retry flag is replaced, not given twice (`sent` checks the text read back).
  sent(
      R"({"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"name":"inc","arguments":{"a":1},"_meta":{"patchbay/retry":false}}})");
}

TEST(RelayState, AHubThatStopsIsNotAnAnswerForTheClient) {
  auto s = make_state();
  auto c = call(1, "echo", {});
  auto t = s.identify(c);
  json::object stopped{{"isError", true},
                       {"content", json::array{}},
                       {"_meta", json::object{{"patchbay/outcome", "hub_stopped"}}}};
  EXPECT_TRUE(s.settle(t, result(1, stopped)));
  EXPECT_FALSE(s.settle(t, result(1, json::object{{"content", json::array{}}})));
}

TEST(RelayState, TheLastSuccessfulSelectionIsReplayedUnderAFreshId) {
  auto s = make_state();
  auto select = [](int id, std::string editor) {
    return json::value(
        json::object{{"jsonrpc", "2.0"},
                     {"id", id},
                     {"method", "tools/call"},
                     {"params", json::object{{"name", "select_editor"},
                                             {"arguments", json::object{{"editor", editor}}}}}});
  };
  s.note_request(select(1, "Alpha"));
  s.observe(result(1, json::object{{"content", json::array{}}}));
  s.note_request(select(2, "Nope"));
  s.observe(result(2, json::object{{"isError", true}, {"content", json::array{}}}));
  auto replay = s.replay();
  ASSERT_EQ(replay.size(), 1u) << "a failed selection does not replace the good one";
  EXPECT_EQ(replay[0].at("params").at("arguments").at("editor"), "Alpha");
  EXPECT_EQ(replay[0].at("id"), "patchbay-stdio-restore-1");
  s.note_request(select(3, "Beta"));
  s.observe(result(3, json::object{{"content", json::array{}}}));
  EXPECT_EQ(s.replay()[0].at("params").at("arguments").at("editor"), "Beta");
}

TEST(RelayState, RequestsCarryTheSessionOrTheirOwn2026Headers) {
  auto s = make_state();
  json::value init{{"jsonrpc", "2.0"}, {"id", 1}, {"method", "initialize"}};
  auto r = s.post(init, true);
  EXPECT_EQ(header(r, "Patchbay-Cwd"), "/p/Game") << "routing hints go with initialize";
  EXPECT_EQ(header(r, "Mcp-Session-Id"), "<none>");
  s.session_started("sess-1",
                    R"({"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25"}})");
  auto later = s.post(call(2, "echo", {}), false);
  EXPECT_EQ(header(later, "Mcp-Session-Id"), "sess-1");
  EXPECT_EQ(header(later, "MCP-Protocol-Version"), "2025-11-25");
  EXPECT_EQ(header(later, "Patchbay-Cwd"), "<none>");
  EXPECT_EQ(header(later, "Content-Type"), "application/json");
  ASSERT_TRUE(later.lines) << "the session's headers are rendered once and shared";
  EXPECT_EQ(s.post(call(3, "echo", {}), false).lines, later.lines);
  s.session_started("bad\r\nX-Injected: 1", R"({"jsonrpc":"2.0","id":1,"result":{}})");
  auto refused = s.post(call(4, "echo", {}), false);
  EXPECT_FALSE(refused.lines) << "a session id that would break the head is not rendered";
  EXPECT_EQ(header(refused, "Mcp-Session-Id"), "bad\r\nX-Injected: 1")
      << "listed instead, so request_bytes refuses the request";
  s.session_started("sess-1",
                    R"({"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25"}})");

  json::value stateless{
      {"jsonrpc", "2.0"},
      {"id", 3},
      {"method", "tools/call"},
      {"params",
       json::object{
           {"name", "créer"},
           {"_meta",
            json::object{{"io.modelcontextprotocol/protocolVersion", "2026-07-28"},
                         {"io.modelcontextprotocol/clientCapabilities", json::object{}}}}}}};
  auto m = s.post(stateless, false);
  EXPECT_EQ(header(m, "Mcp-Session-Id"), "<none>") << "a 2026-07-28 request has no session";
  EXPECT_EQ(header(m, "MCP-Protocol-Version"), "2026-07-28");
  EXPECT_EQ(header(m, "Mcp-Method"), "tools/call");
  EXPECT_NE(header(m, "Mcp-Name"), "créer") << "a non-ASCII name is encoded";
  EXPECT_EQ(header(m, "Patchbay-Cwd"), "/p/Game");
}

TEST(RelayState, TheNextInitializeNamesTheSessionTheHubForgot) {
  auto s = make_state();
  json::value init{{"jsonrpc", "2.0"}, {"id", 1}, {"method", "initialize"}};
  EXPECT_EQ(header(s.post(init, true), "Patchbay-Resume-Session"), "<none>") << "a first session";
  s.session_started("sess-1", R"({"jsonrpc":"2.0","id":1,"result":{}})");
  s.forget_session();  // the hub went away
  EXPECT_EQ(s.previous_session(), "sess-1");
  EXPECT_EQ(header(s.post(init, true), "Patchbay-Resume-Session"), "sess-1")
      << "the next hub gives the new session the tasks it kept of this one";
  s.forget_session();  // no hub found this time: still the one to name
  EXPECT_EQ(header(s.post(init, true), "Patchbay-Resume-Session"), "sess-1");
  EXPECT_EQ(header(s.post(call(2, "echo", {}), false), "Patchbay-Resume-Session"), "<none>")
      << "only initialize names it";
  s.session_started("sess-2", R"({"jsonrpc":"2.0","id":1,"result":{}})");
  EXPECT_EQ(s.previous_session(), "");
  s.forget_session();
  EXPECT_EQ(header(s.post(init, true), "Patchbay-Resume-Session"), "sess-2");
}

}  // namespace
}  // namespace patchbay::transport
