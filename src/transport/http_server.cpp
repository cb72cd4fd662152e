#include "transport/http_server.hpp"

#include "hub/link_codes.hpp"
#include "jsonrpc/message.hpp"
#include "mcp/patchbay_names.hpp"
#include "text/ascii.hpp"
#include "transport/http_wire.hpp"
#include "transport/socket_owner.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/json.hpp>

#include <algorithm>
#include <cctype>
#include <deque>
#include <set>
#include <system_error>

namespace patchbay::transport {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;
using asio::as_tuple;
using asio::use_awaitable;

struct http_connection;

struct http_server::state : std::enable_shared_from_this<http_server::state> {
  state(asio::io_context& ioc, http_server_options o, http_handler h)
      : ioc(ioc), options(std::move(o)), handler(std::move(h)), acceptor(ioc) {}
  asio::io_context& ioc;
  http_server_options options;
  http_handler handler;
  tcp::acceptor acceptor;
  std::size_t connections = 0;
  // Every open connection, entered once when it starts: `stop` ends those waiting for a request.
  std::set<http_connection*> live;
  bool stopped = false;
};

namespace {

// Who connected, once per connection: the owner lookup reads OS tables, so requests on a kept-alive
// connection reuse its answer.
struct peer_facts {
  std::string address;
  peer_user user = peer_user::unknown;
};

peer_facts identify_peer(const tcp::socket& socket) {
  peer_facts facts;
  beast::error_code ec;
  auto remote = socket.remote_endpoint(ec);
  if (ec) return facts;  // already gone: unknown, so nothing is served without the token
  facts.address = remote.address().to_string();
  auto owner = loopback_owner_of_peer(socket);
  if (!owner) {
    facts.user = peer_user::network;
    return facts;
  }
  switch (*owner) {
    case platform::peer_owner::same_user:
      facts.user = peer_user::same;
      break;
    case platform::peer_owner::other_user:
      facts.user = peer_user::other;
      spdlog::info(
          "http: a loopback connection from port {} belongs to another OS user's "
          "process; it is served only with the hub token",
          remote.port());
      break;
    case platform::peer_owner::unknown:
      spdlog::info(
          "http: the owner of the loopback connection from port {} could not be "
          "determined; it is served only with the hub token",
          remote.port());
      break;
  }
  return facts;
}

http_request to_neutral(http::request<http::string_body>&& req, const peer_facts& peer) {
  http_request out;
  out.method = std::string(req.method_string());
  out.target = std::string(req.target());
  for (const auto& f : req)
    out.headers.emplace_back(text::ascii_lower(f.name_string()), std::string(f.value()));
  out.body = std::move(req.body());
  out.remote_address = peer.address;
  out.peer = peer.user;
  return out;
}

http::response<http::string_body> plain_error(unsigned version, http::status status,
                                              std::string_view message) {
  http::response<http::string_body> res{status, version};
  res.set(http::field::content_type, "application/json");
  // Serialized, not concatenated: the message may hold quotes or backslashes.
  res.body() = boost::json::serialize(jsonrpc::make_error_response(
      std::nullopt, jsonrpc::make_error(jsonrpc::server_error, std::string(message))));
  res.keep_alive(false);
  res.prepare_payload();
  return res;
}

// Watches a connection that carries an SSE stream: EOF or an error means the client went away
// (its stream detaches at once, not at the next keep-alive). Bytes mean the client already sent its
// next request: they are kept in the connection's buffer for the request loop.
struct close_watch {
  explicit close_watch(asio::any_io_executor ex) : done_timer(ex) {}
  bool done = false;
  bool peer_gone = false;
  asio::steady_timer done_timer;
};

std::shared_ptr<close_watch> watch_for_close(beast::tcp_stream& stream, beast::flat_buffer& buffer,
                                             std::shared_ptr<sse_source> source) {
  auto watch = std::make_shared<close_watch>(stream.get_executor());
  watch->done_timer.expires_at(asio::steady_timer::time_point::max());
  stream.socket().async_read_some(buffer.prepare(4096),
                                  [watch, source, &buffer](beast::error_code ec, std::size_t n) {
                                    watch->done = true;
                                    if (n > 0) buffer.commit(n);
                                    if (ec && ec != asio::error::operation_aborted) {
                                      watch->peer_gone = true;
                                      source->connection_lost();
                                    }
                                    watch->done_timer.cancel();
                                  });
  return watch;
}

// Writes an SSE response as chunks. Returns true when the connection can carry another request.
asio::awaitable<bool> write_sse(beast::tcp_stream& stream, beast::flat_buffer& buffer,
                                unsigned version, bool keep_alive, http_response& res) {
  http::response<http::empty_body> head{static_cast<http::status>(res.status), version};
  if (!res.content_type.empty()) head.set(http::field::content_type, res.content_type);
  for (auto& [k, v] : res.headers) head.set(k, v);
  head.chunked(true);
  head.keep_alive(keep_alive);
  http::response_serializer<http::empty_body> sr{head};
  stream.expires_never();
  auto [ec, n] = co_await http::async_write_header(stream, sr, as_tuple(use_awaitable));
  if (ec) {
    res.stream->connection_lost();
    co_return false;
  }
  auto watch = watch_for_close(stream, buffer, res.stream);
  for (;;) {
    auto text = co_await res.stream->next();
    if (!text) break;
    auto [wec, wn] = co_await asio::async_write(stream, http::make_chunk(asio::buffer(*text)),
                                                as_tuple(use_awaitable));
    if (wec) {
      res.stream->connection_lost();
      break;
    }
  }
  if (!watch->peer_gone)
    co_await asio::async_write(stream, http::make_chunk_last(), as_tuple(use_awaitable));
  // Stop the watcher and wait for it, so it never races the next request's read.
  if (!watch->done) {
    beast::error_code ignored;
    stream.socket().cancel(ignored);
    co_await watch->done_timer.async_wait(as_tuple(use_awaitable));
  }
  co_return keep_alive && !watch->peer_gone;
}

// One editor WebSocket: frames in go to the hub's link object, frames out go through a queue,
// one write at a time (Beast allows one read and one write in flight). A send while nothing is
// being written starts the write at once; each write's completion starts the next. (A writer
// coroutine woken by a timer cost a timer armed and cancelled per message.)
class ws_connection : public websocket_channel, public std::enable_shared_from_this<ws_connection> {
 public:
  ws_connection(websocket::stream<tcp::socket> ws, std::size_t max_queue)
      : ws(std::move(ws)), max_queue_bytes(max_queue) {}

  void send(std::string text) override {
    if (closing || dead) return;
    queued_bytes += text.size();
    if (queued_bytes > max_queue_bytes) {
      // The editor does not read what we send: stop queueing rather than grow without bound.
      queue.clear();
      queued_bytes = 0;
      close(hub::link_close::protocol_error,
            "protocol error: the editor does not read its messages");
      return;
    }
    queue.push_back(std::move(text));
    if (!writing) write_next();
  }

  std::optional<bool> peer_is_process(int pid) const override {
    boost::system::error_code ec, lec;
    auto remote = ws.next_layer().remote_endpoint(ec);
    auto local = ws.next_layer().local_endpoint(lec);
    if (ec || lec) return std::nullopt;
    auto peer = to_platform(remote);
    if (!platform::is_loopback(peer)) return std::nullopt;
    return platform::process_holds_peer(pid, to_platform(local), peer);
  }

  void close(std::uint16_t code, std::string reason) override {
    if (closing || dead) return;
    closing = true;
    close_code = code;
    close_reason = std::move(reason);
    if (!writing) write_next();
  }

  // The reader saw the connection end: nothing more is written.
  void ended() {
    dead = true;
    queue.clear();
    queued_bytes = 0;
  }

  // Over the socket itself, not a tcp_stream: the WebSocket keeps its own timer for its
  // timeouts, and tcp_stream's per-operation layer cost a forwarded call some 3,000 instructions
  // (bench/counted_bench.mjs).
  websocket::stream<tcp::socket> ws;

 private:
  void write_next() {
    if (dead) return;
    if (!queue.empty()) {
      writing = true;
      in_flight = std::move(queue.front());  // a queue cleared meanwhile leaves it in place
      queue.pop_front();
      queued_bytes -= std::min(queued_bytes, in_flight.size());
      ws.text(true);
      ws.async_write(asio::buffer(in_flight),
                     [self = shared_from_this()](beast::error_code ec, std::size_t) {
                       self->writing = false;
                       if (ec) {
                         self->ended();
                         return;
                       }
                       self->write_next();
                     });
      return;
    }
    if (closing && !close_sent) {
      writing = true;
      close_sent = true;
      ws.async_close(
          websocket::close_reason(static_cast<websocket::close_code>(close_code), close_reason),
          [self = shared_from_this()](beast::error_code) { self->writing = false; });
    }
  }

  std::deque<std::string> queue;
  std::string in_flight;
  std::size_t queued_bytes = 0;
  std::size_t max_queue_bytes;
  bool writing = false;
  bool closing = false;
  bool close_sent = false;
  bool dead = false;
  std::uint16_t close_code = hub::link_close::normal;
  std::string close_reason;
};

asio::awaitable<void> run_websocket(std::shared_ptr<http_server::state> st,
                                    beast::tcp_stream stream, http::request<http::string_body> req,
                                    websocket_upgrade upgrade) {
  websocket::stream<tcp::socket> ws(stream.release_socket());
  websocket::stream_base::timeout timeouts{};
  timeouts.handshake_timeout = std::chrono::seconds(10);
  timeouts.idle_timeout = websocket::stream_base::none();  // the link has its own heartbeats
  timeouts.keep_alive_pings = false;
  ws.set_option(timeouts);
  ws.read_message_max(st->options.max_websocket_message_bytes);
  auto [ec] = co_await ws.async_accept(req, as_tuple(use_awaitable));
  if (ec) co_return;
  auto conn =
      std::make_shared<ws_connection>(std::move(ws), 4 * st->options.max_websocket_message_bytes);
  auto peer = upgrade(conn);
  beast::flat_buffer buffer;
  for (;;) {
    auto [rec, n] = co_await conn->ws.async_read(buffer, as_tuple(use_awaitable));
    if (rec) {
      std::uint16_t code = 1006;
      std::string reason;
      if (rec == websocket::error::closed) {
        code = conn->ws.reason().code;
        reason = std::string(conn->ws.reason().reason.c_str());
      } else if (rec == websocket::error::message_too_big) {
        code = 1009;
        reason = "message too big";
      }
      conn->ended();
      peer->on_closed(code, std::move(reason));
      co_return;
    }
    if (conn->ws.got_text()) {
      // A view of the message where it was read (a flat buffer is one block): the peer handles
      // it before this loop reads on, and keeps nothing of the view (websocket_peer).
      peer->on_message(
          std::string_view(static_cast<const char*>(buffer.data().data()), buffer.size()));
    } else {
      conn->send(boost::json::serialize(jsonrpc::make_error_response(
          std::nullopt, jsonrpc::make_error(
                            jsonrpc::invalid_request,
                            "Invalid Request: binary frames are not part of the link protocol",
                            boost::json::object{{"patchbay", mcp::error_kind::invalid_request}}))));
    }
    buffer.consume(buffer.size());
  }
}

// Closing a socket with unread input makes the kernel send RST, which can destroy the response we
// just wrote before the client reads it. Stop sending, discard input for a moment, then close.
asio::awaitable<void> drain_and_close(beast::tcp_stream& stream) {
  beast::error_code ec;
  stream.socket().shutdown(tcp::socket::shutdown_send, ec);
  stream.expires_after(std::chrono::seconds(2));
  constexpr std::size_t max_drained_bytes = 64 * 1024 * 1024;
  std::array<char, 16384> sink;
  for (std::size_t total = 0; total < max_drained_bytes;) {
    auto [rec, n] = co_await stream.async_read_some(asio::buffer(sink), as_tuple(use_awaitable));
    if (rec) break;
    total += n;
  }
  stream.close();
}

asio::awaitable<void> write_too_large(beast::tcp_stream& stream, std::size_t limit) {
  co_await http::async_write(
      stream,
      plain_error(11, http::status::payload_too_large,
                  "Payload Too Large: the body exceeds " + std::to_string(limit) +
                      " bytes (--max-message-bytes)"),
      as_tuple(use_awaitable));
  co_await drain_and_close(stream);
}

// What one read asks for when a connection waits for its next request: heads and JSON-RPC bodies
// are small; a larger body is read on by size.
constexpr std::size_t first_read_bytes = 16 * 1024;

struct plain_head : request_head {
  std::size_t head_bytes = 0;  // up to and with the blank line
};

// The head at the front of `buffer` when it is whole there, within `max_header_bytes`, and plain
// enough for parse_request_head; else nullopt (Beast's parser reads these bytes instead).
std::optional<plain_head> whole_plain_head(const beast::flat_buffer& buffer,
                                           std::size_t max_header_bytes) {
  std::string_view bytes(static_cast<const char*>(buffer.data().data()), buffer.size());
  auto end = bytes.find("\r\n\r\n");
  if (end == std::string_view::npos || end + 4 > max_header_bytes) return std::nullopt;
  auto head = parse_request_head(bytes.substr(0, end + 4));
  if (!head) return std::nullopt;
  plain_head out;
  static_cast<request_head&>(out) = std::move(*head);
  out.head_bytes = end + 4;
  return out;
}

http_request to_neutral(plain_head&& head, const beast::flat_buffer& buffer,
                        const peer_facts& peer) {
  http_request out;
  out.method = std::move(head.method);
  out.target = std::move(head.target);
  out.headers = std::move(head.headers);
  out.body.assign(static_cast<const char*>(buffer.data().data()) + head.head_bytes,
                  head.content_length);
  out.remote_address = peer.address;
  out.peer = peer.user;
  return out;
}

}  // namespace

// One connection's socket and its single deadline. Beast's tcp_stream arms a timer before every
// read and write and cancels it after (about 2,500 instructions of a call,
// bench/counted_bench.mjs); here setting the deadline is a store, and one timer, armed when a
// deadline comes nearer than it, wakes at most once per timeout to close the socket if the deadline
// has passed, or to wait on. The plain path (http_wire.hpp) reads and writes the socket under this
// deadline; Beast's parser path and the streams after it keep tcp_stream's own timers.
struct http_connection : std::enable_shared_from_this<http_connection> {
  using clock = std::chrono::steady_clock;
  explicit http_connection(tcp::socket s) : stream(std::move(s)), timer(stream.get_executor()) {}

  void expires_after(clock::duration d) { expires_at(clock::now() + d); }
  void expires_never() { deadline = clock::time_point::max(); }
  void expires_at(clock::time_point t) {
    deadline = t;
    if (!armed || t < timer.expiry()) arm(t);
  }
  // Nothing more to guard: the socket is closed, or handed on (a WebSocket).
  void end() {
    ended = true;
    deadline = clock::time_point::max();
    timer.cancel();
  }

  beast::tcp_stream stream;
  asio::steady_timer timer;
  clock::time_point deadline = clock::time_point::max();
  bool armed = false;
  bool ended = false;
  bool waiting = false;  // for a request: `stop` ends it at once

 private:
  void arm(clock::time_point t) {
    armed = true;
    timer.expires_at(t);  // a wait already pending ends with operation_aborted, and does nothing
    timer.async_wait([self = shared_from_this()](beast::error_code ec) {
      if (ec || self->ended) return;
      self->armed = false;
      if (self->deadline == clock::time_point::max()) return;  // armed again when one is set
      if (clock::now() < self->deadline) {
        self->arm(self->deadline);
        return;
      }
      beast::error_code ignored;
      self->stream.socket().close(ignored);  // the pending read or write ends with an error
    });
  }
};

namespace {

// Writes the handler's answer. False when the connection is done (closed, or not kept alive).
asio::awaitable<bool> answer(const std::shared_ptr<http_server::state>& st, http_connection& conn,
                             beast::flat_buffer& buffer, unsigned version, bool keep_alive,
                             http_response res) {
  beast::tcp_stream& stream = conn.stream;
  if (res.stream)
    co_return co_await write_sse(stream, buffer, version, keep_alive && !st->stopped, res);
  bool again = keep_alive && !res.close && !st->stopped;
  conn.expires_after(st->options.idle_timeout);
  // One buffer written by hand (transport/http_wire.hpp); Beast's serializer only for what that
  // refuses (a handler's own Connection or framing header, a version other than 1.0 and 1.1).
  if (auto wire = response_bytes(
          version, res.status,
          std::string_view(http::obsolete_reason(static_cast<http::status>(res.status))), again,
          res.headers, res.body, res.content_type)) {
    auto [wec, wn] =
        co_await asio::async_write(stream.socket(), asio::buffer(*wire), as_tuple(use_awaitable));
    co_return !wec && again;
  }
  http::response<http::string_body> out{static_cast<http::status>(res.status), version};
  if (!res.content_type.empty()) out.set(http::field::content_type, res.content_type);
  for (auto& [k, v] : res.headers) out.set(k, v);
  out.body() = std::move(res.body);
  out.keep_alive(again);
  out.prepare_payload();
  auto [wec, wn] = co_await http::async_write(stream, out, as_tuple(use_awaitable));
  co_return !wec && out.keep_alive();
}

asio::awaitable<void> run_connection(std::shared_ptr<http_server::state> st, tcp::socket socket) {
  struct connection_count_guard {
    std::size_t& n;
    explicit connection_count_guard(std::size_t& c) : n(c) { ++n; }
    ~connection_count_guard() { --n; }
  } counted(st->connections);
  const peer_facts peer = identify_peer(socket);
  auto conn = std::make_shared<http_connection>(std::move(socket));
  struct live_guard {
    http_server::state& st;
    http_connection& conn;
    live_guard(http_server::state& s, http_connection& c) : st(s), conn(c) { st.live.insert(&c); }
    ~live_guard() {
      st.live.erase(&conn);
      conn.end();
    }
  } live(*st, *conn);
  beast::tcp_stream& stream = conn->stream;
  beast::flat_buffer buffer;
  bool first = true;
  while (!st->stopped) {
    // The first request must arrive within the header timeout (slow-loris); later ones on a
    // kept-alive connection within the idle timeout, and then their header within the header
    // timeout too.
    const bool idle_wait = !first;
    conn->expires_after(first ? st->options.header_timeout : st->options.idle_timeout);
    first = false;
    // An ordinary request whose whole head comes in the first read is read here, without Beast's
    // parser (transport/http_wire.hpp: a fifth of a hub-local call's instructions went to parsing
    // and copying the head twice, bench/counted_bench.mjs); anything else, and what this read
    // leaves unsure, goes to Beast's parser below, over the same bytes.
    if (buffer.size() == 0) {
      conn->waiting = true;
      auto [rec, rn] = co_await stream.socket().async_read_some(buffer.prepare(first_read_bytes),
                                                                as_tuple(use_awaitable));
      conn->waiting = false;
      if (rec) break;  // closed, timed out or stopped: nothing to answer
      buffer.commit(rn);
    }
    std::optional<http_request> plain;
    unsigned version = 11;
    bool keep_alive = true;
    if (auto head = whole_plain_head(buffer, st->options.max_header_bytes)) {
      if (head->content_length > st->options.max_body_bytes) {
        conn->expires_never();  // drain_and_close has its own
        co_await write_too_large(stream, st->options.max_body_bytes);
        co_return;
      }
      conn->expires_after(st->options.header_timeout + std::chrono::seconds(50));
      std::size_t whole = head->head_bytes + head->content_length;
      beast::error_code bec;
      while (buffer.size() < whole && !bec) {
        auto [e, bn] = co_await stream.socket().async_read_some(
            buffer.prepare(std::max<std::size_t>(whole - buffer.size(), 512)),
            as_tuple(use_awaitable));
        bec = e;
        buffer.commit(bn);
      }
      if (bec) break;
      conn->expires_never();
      version = head->version;
      keep_alive = head->keep_alive;
      plain = to_neutral(std::move(*head), buffer, peer);
      buffer.consume(whole);
    }
    if (plain) {
      http_response res = co_await st->handler(std::move(*plain));
      if (!co_await answer(st, *conn, buffer, version, keep_alive, std::move(res))) break;
      continue;
    }
    http::request_parser<http::string_body> parser;
    parser.body_limit(st->options.max_body_bytes);
    parser.header_limit(static_cast<std::uint32_t>(st->options.max_header_bytes));
    // A kept-alive connection's request started: its head within the header timeout from now. (A
    // first request's head has the header timeout from the connection's start, as before.)
    if (idle_wait)
      stream.expires_after(st->options.header_timeout);
    else
      stream.expires_at(conn->deadline);  // the first request's head: still from the start
    conn->expires_never();
    conn->waiting = true;
    auto [ec, n] =
        co_await http::async_read_header(stream, buffer, parser, as_tuple(use_awaitable));
    conn->waiting = false;
    if (ec == http::error::header_limit) {
      co_await http::async_write(stream,
                                 plain_error(11, http::status::request_header_fields_too_large,
                                             "Request header fields too large"),
                                 as_tuple(use_awaitable));
      co_await drain_and_close(stream);
      co_return;
    }
    if (ec == http::error::body_limit) {  // Content-Length already says it is too large
      co_await write_too_large(stream, st->options.max_body_bytes);
      co_return;
    }
    if (ec) break;  // closed, timed out or garbage: nothing to answer
    stream.expires_after(st->options.header_timeout + std::chrono::seconds(50));
    if (!parser.is_done()) {
      auto [bec, bn] = co_await http::async_read(stream, buffer, parser, as_tuple(use_awaitable));
      if (bec == http::error::body_limit) {
        co_await write_too_large(stream, st->options.max_body_bytes);
        co_return;
      }
      if (bec) break;
    }
    stream.expires_never();
    // The parser's reading, every Connection line of the head (RFC 9110 §5.3), as the fast path's:
    // the message's own keep_alive() would read only the first.
    const bool parsed_keep_alive = parser.keep_alive();
    auto req = parser.release();
    if (websocket::is_upgrade(req)) {
      http::request<http::string_body> upgrade_request = req;  // Beast needs it to accept
      http_response res = co_await st->handler(to_neutral(std::move(req), peer));
      if (res.upgrade) {
        conn->end();  // the stream moves to the WebSocket, with its own timeouts
        co_await run_websocket(st, std::move(stream), std::move(upgrade_request),
                               std::move(res.upgrade));
        co_return;
      }
      http::response<http::string_body> out{static_cast<http::status>(res.status),
                                            upgrade_request.version()};
      if (!res.content_type.empty()) out.set(http::field::content_type, res.content_type);
      for (auto& [k, v] : res.headers) out.set(k, v);
      out.body() = std::move(res.body);
      out.keep_alive(false);
      out.prepare_payload();
      co_await http::async_write(stream, out, as_tuple(use_awaitable));
      break;
    }
    version = req.version();
    keep_alive = parsed_keep_alive;
    http_response res = co_await st->handler(to_neutral(std::move(req), peer));
    if (!co_await answer(st, *conn, buffer, version, keep_alive, std::move(res))) break;
  }
  beast::error_code ignored;
  stream.socket().shutdown(tcp::socket::shutdown_send, ignored);
  stream.close();
}

asio::awaitable<void> accept_loop(std::shared_ptr<http_server::state> st) {
  while (!st->stopped) {
    auto [ec, socket] = co_await st->acceptor.async_accept(as_tuple(use_awaitable));
    if (ec) {
      if (st->stopped || ec == asio::error::operation_aborted) co_return;
      spdlog::warn("http: accept failed: {}", ec.message());
      continue;
    }
    if (st->connections >= st->options.max_connections) {
      spdlog::warn("http: connection limit ({}) reached; refusing a connection",
                   st->options.max_connections);
      continue;  // the socket closes as it goes out of scope
    }
    // Small JSON-RPC messages must not wait for Nagle's algorithm.
    beast::error_code nodelay_ec;
    socket.set_option(tcp::no_delay(true), nodelay_ec);
    asio::co_spawn(st->ioc, run_connection(st, std::move(socket)), [](std::exception_ptr e) {
      if (!e) return;
      try {
        std::rethrow_exception(e);
      } catch (const std::exception& ex) {
        spdlog::error("http: connection failed: {}", ex.what());
      }
    });
  }
}

}  // namespace

http_server::http_server(asio::io_context& ioc, http_server_options opts, http_handler handler)
    : state_(std::make_shared<state>(ioc, std::move(opts), std::move(handler))) {}

http_server::~http_server() { stop(); }

void http_server::listen() {
  auto& a = state_->acceptor;
  const auto& ep = state_->options.listen;
  beast::error_code ec;
  a.open(ep.protocol(), ec);
  if (!ec) a.set_option(asio::socket_base::reuse_address(true), ec);
  if (!ec) a.bind(ep, ec);
  if (!ec) a.listen(asio::socket_base::max_listen_connections, ec);
  if (ec)
    throw std::system_error(
        ec, "cannot listen on " + ep.address().to_string() + ":" + std::to_string(ep.port()));
}

tcp::endpoint http_server::local_endpoint() const { return state_->acceptor.local_endpoint(); }

void http_server::start() { asio::co_spawn(state_->ioc, accept_loop(state_), asio::detached); }

void http_server::stop() {
  if (state_->stopped) return;
  state_->stopped = true;
  beast::error_code ec;
  state_->acceptor.close(ec);
  // A connection waiting for a request closes now (its read ends with operation_aborted); one
  // answering finishes its response with "Connection: close"; WebSockets and SSE streams end when
  // their owners close them (the editor link, the MCP sessions).
  for (http_connection* c : std::vector<http_connection*>(state_->live.begin(), state_->live.end()))
    if (c->waiting) c->stream.socket().cancel(ec);
}

std::size_t http_server::connection_count() const { return state_->connections; }

}  // namespace patchbay::transport
