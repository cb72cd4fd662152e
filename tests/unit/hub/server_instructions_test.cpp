// The server instructions: served in the initialize result and the server/discover result, under
// their 400-token budget, and naming what an agent that sees nothing else must know.

#include "hub/server_instructions.hpp"

#include "hub_test_support.hpp"
#include "mcp/server.hpp"
#include "mcp/session.hpp"
#include "mcp/stateless.hpp"

#include <gtest/gtest.h>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>

namespace patchbay::hub {
namespace {

namespace asio = boost::asio;
namespace json = boost::json;

mcp::server_options with_instructions() {
  mcp::server_options o;
  o.instructions = std::string(server_instructions);
  return o;
}

TEST(ServerInstructions, StayUnderTheirBudget) {
  EXPECT_LT(server_instructions.size(), server_instructions_budget_chars)
      << "the instructions cost about " << server_instructions.size() / 4
      << " tokens; the budget is 400";
}

TEST(ServerInstructions, TeachTheLoopRoutingAndEveryEditorState) {
  for (std::string_view must :
       {"get_editor_state", "compile", "get_console_logs", "select_editor", "list_editors",
        "`editor`", "working directory", "reloading", "compiling", "busy", "blocked",
        "answer_dialog", "not_loaded", "Safe Mode", "disconnected", "get_job", "security_blocked"})
    EXPECT_NE(server_instructions.find(must), std::string_view::npos) << must;
}

TEST(ServerInstructions, ServedByInitializeAndByServerDiscover) {
  asio::io_context ioc;
  mcp::server server(ioc.get_executor(), mcp::implementation_info{"patchbay", "", "0", "", ""},
                     with_instructions());
  testing::capture_sink sink;
  auto session = server.open_session(sink);
  std::optional<json::value> reply;
  json::object init{
      {"jsonrpc", "2.0"},
      {"id", 1},
      {"method", "initialize"},
      {"params", json::object{{"protocolVersion", "2025-11-25"},
                              {"capabilities", json::object{}},
                              {"clientInfo", json::object{{"name", "t"}, {"version", "1"}}}}}};
  asio::co_spawn(
      ioc,
      [](std::shared_ptr<mcp::session> s, json::object m,
         std::optional<json::value>* out) -> asio::awaitable<void> {
        *out = co_await s->handle(std::move(m));
      }(session, std::move(init), &reply),
      asio::detached);
  ioc.run();
  ASSERT_TRUE(reply && reply->is_object());
  const auto& result = reply->as_object().at("result").as_object();
  ASSERT_TRUE(result.contains("instructions"));
  EXPECT_EQ(result.at("instructions").as_string(), server_instructions);

  auto discovered = mcp::stateless::discover_result(server);
  ASSERT_TRUE(discovered.contains("instructions"));
  EXPECT_EQ(discovered.at("instructions").as_string(), server_instructions);
  session->close();
}

}  // namespace
}  // namespace patchbay::hub
