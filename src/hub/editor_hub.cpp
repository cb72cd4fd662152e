// editor_hub's lifetime room: start, an orderly stop, and the editor links it holds.
//
// Contract: `stop` answers every call still waiting (saying whether it reached its editor) before
// it closes the links, so no MCP client waits on a hub that is going away; it is idempotent and
// the destructor runs it.
#include "hub/editor_hub.hpp"
#include "hub/editor_record.hpp"
#include "hub/link_codes.hpp"
#include "mcp/call_identity.hpp"

#include "platform/platform.hpp"

namespace patchbay::hub {

editor_hub::editor_hub(mcp::server& server, hub_options options)
    : server_(server),
      options_(std::move(options)),
      instance_(platform::random_hex(4)),
      stateless_timer_(server.executor()),
      clients_timer_(server.executor()),
      dashboard_(std::make_shared<hub::dashboard>(options_.dashboard)) {}

editor_hub::~editor_hub() { stop(); }

void editor_hub::start() {
  server_.set_tool_provider(this);
  server_.set_session_observer(this);
  register_builtin_tools();
  started_at_ = std::chrono::steady_clock::now();
  load_cache();
  tools_changed();
}

void editor_hub::stop() {
  if (stopped_) return;
  stopped_ = true;
  for (auto& [id, ed] : editors_)
    fail_pending(*ed, false,
                 "The Patchbay hub is stopping while the Unity editor " + id +
                     " runs this call: it may have partly run, or may still finish there. "
                     "(Through patchbay stdio the call is sent again to the next hub, which "
                     "answers it once.)",
                 "The Patchbay hub is stopping. The call was never sent to the Unity editor " + id +
                     " and did not run.",
                 mcp::outcome_hub_stopped);
  dashboard_->close();
  auto links = links_;
  for (auto& l : links) l->close(link_close::going_away, "hub stopping");
  for (auto& [id, ed] : editors_) ed->absence_timer.cancel();
  clients_timer_.cancel();
  stateless_timer_.cancel();
  if (server_.dynamic_tools() == this) server_.set_tool_provider(nullptr);
  if (server_.observer() == this) server_.set_session_observer(nullptr);
}

std::string editor_hub::next_link_id() {
  return "h-" + instance_ + "-" + std::to_string(++next_call_);
}

std::size_t editor_hub::connected_editor_count() const {
  std::size_t n = 0;
  for (const auto& [id, ed] : editors_)
    if (ed->where == presence::connected) ++n;
  return n;
}

std::size_t editor_hub::editor_count_live() const {
  std::size_t n = 0;
  for (const auto& [id, ed] : editors_)
    if (ed->where != presence::gone) ++n;
  return n;
}

std::shared_ptr<editor_link> editor_hub::open_link(std::shared_ptr<editor_connection> conn) {
  auto link = std::make_shared<editor_link>(*this, std::move(conn));
  links_.push_back(link);
  link->start();
  return link;
}

}  // namespace patchbay::hub
