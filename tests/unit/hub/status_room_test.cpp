// status_room: the one snapshot of the hub behind GET /api/status, the dashboard's events and
// `patchbay status --json` — editors with their state, lease and who drives them, sessions with
// where their calls go and why, the calls without their arguments unless the hub shows them
// (docs/dashboard.md).

#include "hub_fixture.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <optional>

namespace patchbay::hub {
namespace {

namespace json = boost::json;
using namespace std::chrono_literals;

using testing::only;
using testing::text_of;

class StatusRoom : public testing::hub_fixture {};

// The dashboard's snapshot (docs/dashboard.md): editors with their state and who drives them,
// sessions with where their calls go and why, and the calls, without their arguments.
TEST_F(StatusRoom, StatusShowsEditorsSessionsWhyAndCallsWithoutArguments) {
  start();
  std::shared_ptr<editor_link> link;
  auto conn = connect("run-1", &link);
  auto st = hub_->status(true);
  const auto& ed = only(st.at("editors"));
  EXPECT_EQ(ed.at("state"), "ready");
  EXPECT_EQ(ed.at("presence"), "connected");
  EXPECT_EQ(ed.at("toolCount"), 1);
  EXPECT_EQ(ed.at("reloads"), 0);
  const auto& s = only(st.at("sessions"));
  EXPECT_EQ(s.at("client").at("name"), "test");
  EXPECT_EQ(s.at("transport"), "http");
  EXPECT_EQ(s.at("editor"), ed.at("id"));
  EXPECT_EQ(s.at("reason"), "only");
  EXPECT_EQ(ed.at("sessions"), json::array{s.at("id")})
      << "the editor lists the session driving it";
  EXPECT_EQ(boost::json::serialize(st).find("token"), std::string::npos);

  feed(
      json::object{{"jsonrpc", "2.0"},
                   {"id", 9},
                   {"method", "tools/call"},
                   {"params", json::object{{"name", "select_editor"},
                                           {"arguments", json::object{{"editor", ed.at("id")}}}}}});
  EXPECT_EQ(only(hub_->status(false).at("sessions")).at("reason"), "selected");

  feed(json::object{
      {"jsonrpc", "2.0"},
      {"id", 10},
      {"method", "tools/call"},
      {"params", json::object{{"name", "echo"}, {"arguments", json::object{{"secret", "x"}}}}}});
  auto calls = conn->with_method("tools/call");
  ASSERT_EQ(calls.size(), 1u);
  answer(*link, calls[0].at("id"), "hello");
  poll();
  ASSERT_TRUE(client_reply(10));
  const auto& c = only(hub_->status(true).at("calls"));
  EXPECT_EQ(c.at("tool"), "echo");
  EXPECT_EQ(c.at("editor"), ed.at("id"));
  EXPECT_EQ(c.at("outcome"), "ok");
  EXPECT_EQ(c.at("reason"), "selected");
  EXPECT_EQ(c.at("session"), s.at("id"));
  EXPECT_FALSE(c.contains("arguments")) << "arguments only with --dashboard-show-args";
}

// MCP 2026-07-28 (issue 16): no session outlives the request, so select_editor answers with a
// handle (the editor id) to pass back as `editor`.
// The editor lease (docs/protocol.md §6.3) as the hub shows it: the holder and the queue in the
// status snapshot (the dashboard, patchbay status) and in list_editors (its JSON and its text).
TEST_F(StatusRoom, StatusAndListEditorsShowTheLeaseHolderAndTheQueue) {
  start();
  std::shared_ptr<editor_link> link;
  auto conn = connect("run-1", &link, false);
  link->on_message(boost::json::serialize(json::object{
      {"jsonrpc", "2.0"},
      {"id", conn->with_method("tools/list").at(0).at("id")},
      {"result",
       json::object{{"tools", json::array{json::object{
                                  {"name", "build"},
                                  {"inputSchema", json::object{{"type", "object"}}},
                                  {"_meta", json::object{{"patchbay/wholeEditor", true}}}}}}}}}));
  poll();
  EXPECT_FALSE(only(hub_->status(false).at("editors")).contains("lease"));
  call(10, "build");
  call(11, "build");
  ASSERT_EQ(conn->with_method("tools/call").size(), 1u) << "the second build waits its turn";
  const auto ed = only(hub_->status(false).at("editors"));
  const auto& lease = ed.at("lease");
  EXPECT_EQ(lease.at("holder").at("tool"), "build");
  EXPECT_EQ(lease.at("holder").at("client"), "test");
  EXPECT_EQ(lease.at("queue").as_array().size(), 1u);

  call(12, "list_editors");
  auto listed = client_reply(12);
  ASSERT_TRUE(listed);
  EXPECT_EQ(only(listed->at("result").at("structuredContent").at("editors"))
                .at("lease")
                .at("holder")
                .at("tool"),
            "build");
  EXPECT_NE(text_of(*listed).find("lease: build held by test (session s-"), std::string::npos)
      << text_of(*listed);
  EXPECT_NE(text_of(*listed).find("1 waiting: build (s-"), std::string::npos) << text_of(*listed);

  answer(*link, conn->with_method("tools/call").at(0).at("id"), "built");
  poll();
  ASSERT_EQ(conn->with_method("tools/call").size(), 2u) << "its turn came";
  answer(*link, conn->with_method("tools/call").at(1).at("id"), "built again");
  poll();
  ASSERT_TRUE(client_reply(10) && client_reply(11));
  EXPECT_EQ(text_of(*client_reply(11)), "built again");
  EXPECT_FALSE(only(hub_->status(false).at("editors")).contains("lease"));
}

// Issue 32: list_editors' `includeTools` (the command line's) gives the tools of the editor this
// session reaches, as tools/list shows them, and the hub's own; tools/list holds every editor's.
// No editor reached: no tools, and why.
TEST_F(StatusRoom, StatusShowsAReloadThenTheEditorBackAndAnErrorForAnUnroutableCall) {
  start();
  std::shared_ptr<editor_link> link;
  connect("run-1", &link);
  link->on_message(R"({"jsonrpc":"2.0","method":"editor/reloading"})");
  link->on_closed(1000, "reloading");
  poll();
  auto ed = only(hub_->status(false).at("editors"));
  EXPECT_EQ(ed.at("presence"), "reloading");
  EXPECT_EQ(ed.at("state"), "reloading");
  EXPECT_EQ(ed.at("reloads"), 1);
  connect("run-1");
  ed = only(hub_->status(false).at("editors"));
  EXPECT_EQ(ed.at("presence"), "connected");
  EXPECT_EQ(ed.at("reloads"), 1);

  feed(json::object{
      {"jsonrpc", "2.0"},
      {"id", 11},
      {"method", "tools/call"},
      {"params",
       json::object{{"name", "echo"}, {"arguments", json::object{{"editor", "NoSuchEditor"}}}}}});
  ASSERT_TRUE(client_reply(11));
  const auto& c = only(hub_->status(true).at("calls"));
  EXPECT_EQ(c.at("outcome"), "error");
  EXPECT_TRUE(c.at("editor").is_null());
  EXPECT_NE(std::string(c.at("error").as_string()).find("NoSuchEditor"), std::string::npos);
}

TEST_F(StatusRoom, WithShowArgsTheCallLogKeepsArguments) {
  options_.dashboard.show_args = true;
  start();
  std::shared_ptr<editor_link> link;
  auto conn = connect("run-1", &link);
  feed(json::object{
      {"jsonrpc", "2.0"},
      {"id", 10},
      {"method", "tools/call"},
      {"params", json::object{{"name", "echo"}, {"arguments", json::object{{"text", "hi"}}}}}});
  answer(*link, conn->with_method("tools/call").at(0).at("id"), "hi");
  poll();
  const auto& c = only(hub_->status(true).at("calls"));
  EXPECT_EQ(c.at("arguments").at("text"), "hi");
}

// A 2026-07-28 client over HTTP sends each request on a session of its own; the dashboard, the
// call log and the editor see one client ("c-<n>") that outlives its requests, not a row per
// request.
}  // namespace
}  // namespace patchbay::hub
