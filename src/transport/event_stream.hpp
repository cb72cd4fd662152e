#pragma once
// One logical server-sent-event stream of an MCP HTTP session, and its attachment to the HTTP
// connection currently carrying it.
//
//   POST request ──▶ stream "N" ──events──▶ attachment ──▶ connection (chunked SSE)
//                       │  log of (seq, frame), bounded          ▲
//                       └── connection lost? events keep being logged; GET with
//                           Last-Event-ID "N-seq" attaches again and replays seq+1… (SEP-1699)
//
// Stream "0" is the session's standalone stream (GET without Last-Event-ID): unrelated messages
// such as list_changed. Event ids are "<stream>-<seq>", unique across the session's streams, so a
// resume replays exactly one stream. Single-threaded: lives on the server's executor.
//
// A POST's stream may never reach a connection: when the answer is ready within a short window and
// nothing else was sent for the request, streamable_http takes it as one JSON body instead
// (wait_for_first_event, take_only_message). Kicked before its first attachment, the stream's
// first connection ends right after the priming event.

#include "transport/http_message.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/steady_timer.hpp>

#include <chrono>
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>

namespace patchbay::transport {

class event_stream;

// Carries one stream over one connection; the connection pulls from it.
class stream_attachment : public sse_source {
 public:
  stream_attachment(std::shared_ptr<event_stream> stream, std::uint64_t cursor, bool prime,
                    std::chrono::milliseconds keepalive, std::chrono::milliseconds retry);
  boost::asio::awaitable<std::optional<std::string>> next() override;
  void connection_lost() override;
  // The server ends this connection (the logical stream lives on for resumption).
  void kick();
  // Ends the connection once the priming event is out (at once without one).
  void end_after_prime();
  bool active() const { return !lost_ && !kicked_; }

 private:
  std::shared_ptr<event_stream> stream_;
  std::uint64_t cursor_;
  bool prime_;
  bool lost_ = false;
  bool kicked_ = false;
  bool end_after_prime_ = false;
  std::chrono::milliseconds keepalive_;
  std::chrono::milliseconds retry_;
};

class event_stream : public std::enable_shared_from_this<event_stream> {
 public:
  event_stream(boost::asio::any_io_executor ex, std::string id, std::size_t max_log);

  const std::string& id() const { return id_; }
  // Appends one JSON-RPC message as an SSE event and wakes the attached connection.
  void push(std::string json_text);
  // No more events will come (the response was pushed); the connection ends after draining.
  void finish();
  bool finished() const { return finished_; }
  // Every event was written to some connection.
  bool drained() const { return delivered_ + 1 >= next_seq_; }
  std::uint64_t last_seq() const { return next_seq_ - 1; }
  std::uint64_t delivered() const { return delivered_; }

  // Before any attachment: returns once an event was pushed, the stream finished or was kicked,
  // or `window` passed.
  boost::asio::awaitable<void> wait_for_first_event(std::chrono::milliseconds window);
  // The stream finished with exactly one event and was never attached: that event's JSON text,
  // now counted as delivered. Otherwise nothing.
  std::optional<std::string> take_only_message();
  // Finished without any event (a cancelled request has no answer).
  bool finished_empty() const { return finished_ && next_seq_ == 1; }

  // Attaches a connection from `cursor` (the last seq the client saw). The previous attachment,
  // if any, is kicked.
  std::shared_ptr<stream_attachment> attach(std::uint64_t cursor, bool prime,
                                            std::chrono::milliseconds keepalive,
                                            std::chrono::milliseconds retry);
  bool attached() const;
  void kick();

 private:
  friend class stream_attachment;
  struct event {
    std::uint64_t seq;
    std::string data;  // the message's JSON text; its SSE frame is written when it is sent
  };
  std::string frame_of(const event& e) const;
  const event* first_after(std::uint64_t cursor) const;
  void wake() { wake_.cancel(); }

  std::string id_;
  std::size_t max_log_;
  std::deque<event> log_;
  std::uint64_t next_seq_ = 1;
  std::uint64_t delivered_ = 0;
  bool finished_ = false;
  bool ever_attached_ = false;
  bool kick_pending_ = false;  // kicked before the first attachment
  std::weak_ptr<stream_attachment> attachment_;
  boost::asio::steady_timer wake_;
};

// "3-17" → {"3", 17}.
std::optional<std::pair<std::string, std::uint64_t>> parse_event_id(std::string_view id);

}  // namespace patchbay::transport
