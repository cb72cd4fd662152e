#include "transport/event_stream.hpp"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <charconv>

namespace patchbay::transport {

namespace asio = boost::asio;

event_stream::event_stream(asio::any_io_executor ex, std::string id, std::size_t max_log)
    : id_(std::move(id)), max_log_(max_log), wake_(ex) {}

// Kept as JSON text: most answers go out as a plain JSON body (take_only_message) and never as a
// frame.
void event_stream::push(std::string json_text) {
  log_.push_back({next_seq_++, std::move(json_text)});
  while (log_.size() > max_log_) log_.pop_front();
  wake();
}

std::string event_stream::frame_of(const event& e) const {
  std::string seq = std::to_string(e.seq);
  std::string frame;
  frame.reserve(id_.size() + seq.size() + e.data.size() + 32);
  frame.append("event: message\nid: ").append(id_).append("-").append(seq).append("\ndata: ");
  frame.append(e.data).append("\n\n");
  return frame;
}

void event_stream::finish() {
  finished_ = true;
  wake();
}

const event_stream::event* event_stream::first_after(std::uint64_t cursor) const {
  for (const auto& e : log_)
    if (e.seq > cursor) return &e;
  return nullptr;
}

asio::awaitable<void> event_stream::wait_for_first_event(std::chrono::milliseconds window) {
  auto until = std::chrono::steady_clock::now() + window;
  while (next_seq_ == 1 && !finished_ && !kick_pending_ && !ever_attached_ &&
         std::chrono::steady_clock::now() < until) {
    wake_.expires_at(until);
    co_await wake_.async_wait(asio::as_tuple(asio::use_awaitable));
  }
}

std::optional<std::string> event_stream::take_only_message() {
  if (!finished_ || ever_attached_ || next_seq_ != 2 || log_.size() != 1) return std::nullopt;
  // The answer goes out as the response's body: it carried no event id, so nothing can resume this
  // stream and ask for it again; it is moved out.
  event& e = log_.front();
  delivered_ = e.seq;
  return std::move(e.data);
}

std::shared_ptr<stream_attachment> event_stream::attach(std::uint64_t cursor, bool prime,
                                                        std::chrono::milliseconds keepalive,
                                                        std::chrono::milliseconds retry) {
  if (auto previous = attachment_.lock()) previous->kick();
  auto a = std::make_shared<stream_attachment>(shared_from_this(), cursor, prime, keepalive, retry);
  if (kick_pending_) a->end_after_prime();
  kick_pending_ = false;
  ever_attached_ = true;
  attachment_ = a;
  return a;
}

bool event_stream::attached() const {
  auto a = attachment_.lock();
  return a && a->active();
}

void event_stream::kick() {
  if (auto a = attachment_.lock())
    a->kick();
  else if (!ever_attached_)
    kick_pending_ = true;
  attachment_.reset();
  wake();
}

stream_attachment::stream_attachment(std::shared_ptr<event_stream> stream, std::uint64_t cursor,
                                     bool prime, std::chrono::milliseconds keepalive,
                                     std::chrono::milliseconds retry)
    : stream_(std::move(stream)),
      cursor_(cursor),
      prime_(prime),
      keepalive_(keepalive),
      retry_(retry) {}

void stream_attachment::connection_lost() {
  lost_ = true;
  stream_->wake();
}

void stream_attachment::kick() {
  kicked_ = true;
  stream_->wake();
}

void stream_attachment::end_after_prime() {
  if (prime_)
    end_after_prime_ = true;
  else
    kicked_ = true;
}

asio::awaitable<std::optional<std::string>> stream_attachment::next() {
  auto keep = stream_;  // the stream outlives this call even if the session drops it
  for (;;) {
    if (lost_ || kicked_) co_return std::nullopt;
    if (prime_) {
      // Priming event (SEP-1699): an id to resume from and the reconnection delay.
      prime_ = false;
      if (end_after_prime_) kicked_ = true;
      co_return "id: " + stream_->id_ + "-" + std::to_string(cursor_) +
          "\nretry: " + std::to_string(retry_.count()) + "\ndata: \n\n";
    }
    if (const auto* e = stream_->first_after(cursor_)) {
      cursor_ = e->seq;
      if (cursor_ > stream_->delivered_) stream_->delivered_ = cursor_;
      co_return stream_->frame_of(*e);
    }
    if (stream_->finished_) co_return std::nullopt;
    stream_->wake_.expires_after(keepalive_);
    auto [ec] = co_await stream_->wake_.async_wait(asio::as_tuple(asio::use_awaitable));
    if (!ec && !lost_ && !kicked_) co_return std::string(": keep-alive\n\n");
  }
}

std::optional<std::pair<std::string, std::uint64_t>> parse_event_id(std::string_view id) {
  auto dash = id.rfind('-');
  if (dash == std::string_view::npos || dash == 0) return std::nullopt;
  std::uint64_t seq = 0;
  const char* first = id.data() + dash + 1;
  const char* last = id.data() + id.size();
  auto [ptr, ec] = std::from_chars(first, last, seq);
  if (ec != std::errc{} || ptr != last || first == last) return std::nullopt;
  return std::pair{std::string(id.substr(0, dash)), seq};
}

}  // namespace patchbay::transport
