#include "hub/dashboard.hpp"

#include "mcp/task_store.hpp"

namespace patchbay::hub {

namespace json = boost::json;

dashboard::dashboard(dashboard_options options) : options_(options) {
  if (options_.max_calls == 0) options_.max_calls = 1;
}

std::string dashboard::iso_time(std::chrono::system_clock::time_point t) { return mcp::iso8601(t); }

template <typename F>
void dashboard::each_listener(F&& f) {
  // A listener may subscribe or go away while being told: walk a copy of the live ones.
  std::vector<std::shared_ptr<dashboard_listener>> live;
  std::erase_if(listeners_, [&](const auto& w) {
    auto l = w.lock();
    if (!l) return true;
    live.push_back(std::move(l));
    return false;
  });
  for (auto& l : live) f(*l);
}

void dashboard::record(call_entry call) {
  if (call.error.size() > options_.max_error_chars) {
    call.error.resize(options_.max_error_chars);
    // Not in the middle of a UTF-8 sequence: drop its continuation bytes, then its lead byte.
    while (!call.error.empty() && (static_cast<unsigned char>(call.error.back()) & 0xC0) == 0x80)
      call.error.pop_back();
    if (!call.error.empty() && (static_cast<unsigned char>(call.error.back()) & 0xC0) == 0xC0)
      call.error.pop_back();
    call.error += "…";
  }
  if (!options_.show_args) {
    call.arguments.reset();
  } else if (call.arguments) {
    auto text = json::serialize(*call.arguments);
    if (text.size() > options_.max_argument_bytes) {
      std::string note = std::to_string(text.size());
      note.append(" bytes of arguments, not shown");
      call.arguments = json::value(note);
    }
  }
  call.seq = next_seq_++;
  calls_.push_back(std::move(call));
  while (calls_.size() > options_.max_calls) calls_.pop_front();
  if (closed_ || listeners_.empty()) return;  // no page open: nothing to serialize
  json::object j = to_json(calls_.back());
  each_listener([&](dashboard_listener& l) { l.call_logged(j); });
}

void dashboard::changed() {
  if (closed_) return;
  each_listener([](dashboard_listener& l) { l.state_changed(); });
}

void dashboard::subscribe(std::weak_ptr<dashboard_listener> listener) {
  listeners_.push_back(std::move(listener));
}

std::size_t dashboard::listener_count() {
  std::erase_if(listeners_, [](const auto& w) { return w.expired(); });
  return listeners_.size();
}

void dashboard::close() {
  if (closed_) return;
  closed_ = true;
  each_listener([](dashboard_listener& l) { l.feed_closed(); });
  listeners_.clear();
}

json::array dashboard::calls_json() const {
  json::array out;
  out.reserve(calls_.size());
  for (auto it = calls_.rbegin(); it != calls_.rend(); ++it) out.push_back(to_json(*it));
  return out;
}

json::object dashboard::to_json(const call_entry& c) const {
  json::object o{{"seq", c.seq},
                 {"time", iso_time(c.time)},
                 {"session", c.session},
                 {"client", c.client},
                 {"editor", c.editor.empty() ? json::value(nullptr) : json::value(c.editor)},
                 {"tool", c.tool},
                 {"reason", c.reason},
                 {"durationMs", c.duration_ms},
                 {"outcome", c.outcome}};
  if (!c.error.empty()) o["error"] = c.error;
  if (c.arguments) o["arguments"] = *c.arguments;
  return o;
}

}  // namespace patchbay::hub
