#include "transport/http_client.hpp"

#include "jsonrpc/message_limits.hpp"
#include "text/ascii.hpp"
#include "transport/http_wire.hpp"
#include "transport/socket_owner.hpp"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include <algorithm>
#include <cctype>

namespace patchbay::transport {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;
using asio::as_tuple;
using asio::use_awaitable;

struct http_client::impl {
  explicit impl(asio::any_io_executor e) : ex(std::move(e)) {}
  asio::any_io_executor ex;
  std::vector<std::unique_ptr<beast::tcp_stream>> idle;
  // Connections with a request in flight: a few at most, so a vector (a set allocated a node per
  // request).
  std::vector<beast::tcp_stream*> busy;
  void unbusy(beast::tcp_stream* s) {
    if (auto it = std::find(busy.begin(), busy.end(), s); it != busy.end()) busy.erase(it);
  }
};

namespace {

// Splits SSE text into events; returns the data of complete events and keeps the rest.
std::vector<std::string> take_events(std::string& pending) {
  std::vector<std::string> out;
  for (;;) {
    // Events end with a blank line; accept \n\n and \r\n\r\n.
    std::size_t end = pending.find("\n\n");
    std::size_t crlf = pending.find("\r\n\r\n");
    std::size_t cut, skip;
    if (end == std::string::npos && crlf == std::string::npos) break;
    if (crlf != std::string::npos && (end == std::string::npos || crlf < end)) {
      cut = crlf;
      skip = 4;
    } else {
      cut = end;
      skip = 2;
    }
    std::string event = pending.substr(0, cut);
    pending.erase(0, cut + skip);
    std::string data;
    std::size_t pos = 0;
    while (pos <= event.size()) {
      std::size_t nl = event.find('\n', pos);
      std::string line = event.substr(pos, nl == std::string::npos ? std::string::npos : nl - pos);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (line.rfind("data:", 0) == 0) {
        std::string value = line.substr(5);
        if (!value.empty() && value.front() == ' ') value.erase(0, 1);
        if (!data.empty()) data += '\n';
        data += value;
      }
      if (nl == std::string::npos) break;
      pos = nl + 1;
    }
    if (!data.empty()) out.push_back(std::move(data));
  }
  return out;
}

// The most a response head may take before its blank line (Beast's parser allowed 8 KiB).
constexpr std::size_t max_head_bytes = 64 * 1024;
// The first read's size: a whole ordinary answer from the hub (head and body) fits.
constexpr std::size_t first_read_bytes = 4096;
// Connecting to the hub on this machine: refused or accepted at once, unless it is stalled.
constexpr std::chrono::milliseconds connect_timeout = std::chrono::seconds(30);

// Whether the listener reached on loopback is this user's process: another user's process on the
// hub's port (the hub died, someone took the port) is sent nothing, no token and no session id
// (docs/security.md "Someone else poses as the hub"). A connection the server has not accepted
// yet has no owner to ask (Linux lists it without an inode; macOS finds it in no process), so an
// unknown owner is asked again until `deadline`. A peer on the network is not judged here.
asio::awaitable<bool> listener_is_this_user(const tcp::socket& socket,
                                            std::chrono::steady_clock::time_point deadline) {
  asio::steady_timer timer(co_await asio::this_coro::executor);
  auto pause = std::chrono::milliseconds(1);
  for (;;) {
    auto owner = loopback_owner_of_peer(socket);
    if (!owner || *owner == platform::peer_owner::same_user) co_return true;
#if !defined(__APPLE__)
    if (*owner == platform::peer_owner::other_user) co_return false;
#endif
    if (std::chrono::steady_clock::now() + pause > deadline) co_return false;
    timer.expires_after(pause);
    auto [ec] = co_await timer.async_wait(as_tuple(use_awaitable));
    if (ec) co_return false;
    pause = std::min(pause * 2, std::chrono::milliseconds(50));
  }
}

bool is_event_stream(std::string_view content_type) {
  constexpr std::string_view type = "text/event-stream";
  for (std::size_t at = 0; at + type.size() <= content_type.size(); ++at)
    if (text::ascii_iequals(content_type.substr(at, type.size()), type)) return true;
  return false;
}

// A pooled connection is reusable unless the server closed it meanwhile: a non-blocking peek
// sees its end of stream (or stray bytes, which would corrupt the next response) without waiting.
bool still_open(beast::tcp_stream& stream) {
  auto& socket = stream.socket();
  boost::system::error_code ec;
  socket.non_blocking(true, ec);
  if (ec) return false;
  char byte;
  socket.receive(asio::buffer(&byte, 1), tcp::socket::message_peek, ec);
  boost::system::error_code restore;
  socket.non_blocking(false, restore);
  return ec == asio::error::would_block && !restore;
}

}  // namespace

http_client::http_client(asio::any_io_executor ex, std::string host, unsigned short port)
    : impl_(std::make_shared<impl>(std::move(ex))),
      host_(std::move(host)),
      port_(port),
      host_header_(host_ + ":" + std::to_string(port_)) {}

http_client::~http_client() { cancel_all(); }

void http_client::cancel_all() {
  for (auto* s : impl_->busy) s->cancel();
  for (auto& s : impl_->idle) s->close();
  impl_->idle.clear();
}

asio::awaitable<std::pair<boost::system::error_code, client_response>> http_client::send(
    client_request req, sse_handler on_event, std::chrono::milliseconds timeout,
    std::shared_ptr<request_abort> abort) {
  auto state = impl_;  // outlives this client if it is destroyed mid-request
  client_response res;
  std::unique_ptr<beast::tcp_stream> stream;
  bool reused = false;
  while (!stream && !state->idle.empty()) {
    stream = std::move(state->idle.back());
    state->idle.pop_back();
    if (!still_open(*stream)) stream.reset();  // the server closed it while it was idle
    reused = stream != nullptr;
  }
  if (!stream) {
    stream = std::make_unique<beast::tcp_stream>(state->ex);
  }
  state->busy.push_back(stream.get());
  struct unbusy {
    impl* s;
    beast::tcp_stream* p;
    request_abort* a;
    ~unbusy() {
      s->unbusy(p);
      if (a) a->abort = nullptr;
    }
  } guard{state.get(), stream.get(), abort.get()};
  if (abort) {
    // Closing (not only cancelling) so the connection is never pooled and the server sees it end.
    beast::tcp_stream* raw = stream.get();
    abort->abort = [state, raw] {
      if (std::find(state->busy.begin(), state->busy.end(), raw) != state->busy.end()) raw->close();
    };
  }

  boost::system::error_code ec;
  if (!reused) {
    boost::system::error_code aec;
    auto address = asio::ip::make_address(host_ == "localhost" ? "127.0.0.1" : host_, aec);
    if (aec) co_return std::pair{aec, std::move(res)};
    stream->expires_after(std::min<std::chrono::milliseconds>(timeout, connect_timeout));
    auto [cec] =
        co_await stream->async_connect(tcp::endpoint(address, port_), as_tuple(use_awaitable));
    if (cec) co_return std::pair{cec, std::move(res)};
    bool own = co_await listener_is_this_user(
        stream->socket(), std::chrono::steady_clock::now() + std::min<std::chrono::milliseconds>(
                                                                 timeout, std::chrono::seconds(5)));
    if (!own) {
      stream->close();
      co_return std::pair{make_error_code(asio::error::access_denied), std::move(res)};
    }
    beast::error_code nodelay_ec;
    stream->socket().set_option(tcp::no_delay(true), nodelay_ec);
  }
  // req is kept: a stale kept-alive connection means one retry.
  auto wire = request_bytes(req.method, req.target, host_header_, req.headers, req.body,
                            req.lines ? std::string_view(*req.lines) : std::string_view());
  if (!wire) co_return std::pair{make_error_code(asio::error::invalid_argument), std::move(res)};
  if (timeout == no_deadline)
    stream->expires_never();  // no timer armed and cancelled around every socket operation
  else
    stream->expires_after(timeout);
  auto [wec, wn] =
      co_await asio::async_write(*stream, asio::buffer(*wire), as_tuple(use_awaitable));
  // The head is read and parsed here (http_wire.hpp); a body with a length is then read straight
  // into the answer. Beast's parser takes over, from the bytes read so far, for everything else:
  // SSE, chunked or length-less bodies (bench/counted_bench.mjs: Beast's read machinery, and then
  // asio's read_until comparing byte by byte, were the largest part of the front end's
  // instructions per call).
  // Read into memory that is not zeroed first (std::string's resize writes every byte, which cost
  // more than the read).
  std::unique_ptr<char[]> raw;
  std::size_t capacity = 0;
  std::size_t filled = 0;
  std::size_t head_end = 0;
  if (!wec) {
    capacity = first_read_bytes;
    raw.reset(new char[capacity]);
    while (!ec && head_end == 0) {
      if (filled == capacity) {
        if (capacity >= max_head_bytes) {
          ec = asio::error::not_found;  // as read_until says when its buffer is full
          break;
        }
        capacity = std::min(capacity * 2, max_head_bytes);
        std::unique_ptr<char[]> more(new char[capacity]);
        std::copy_n(raw.get(), filled, more.get());
        raw = std::move(more);
      }
      auto [rec, n] = co_await stream->async_read_some(
          asio::buffer(raw.get() + filled, capacity - filled), as_tuple(use_awaitable));
      std::size_t from = filled > 3 ? filled - 3 : 0;
      filled += n;
      ec = rec;
      if (std::size_t at = std::string_view(raw.get(), filled).find("\r\n\r\n", from);
          at != std::string_view::npos)
        head_end = at + 4;
    }
    if (head_end != 0) ec = {};  // the head arrived whole; what ended the stream shows later
  } else {
    ec = wec;
  }
  if (wec && reused) {
    // The server closed the kept-alive connection as it was reused, so the request did not get
    // through: send it again on a fresh one. Once a request was written it is never sent again here
    // (it may have run); the caller decides what is safe to repeat.
    state->unbusy(stream.get());
    co_return co_await send(std::move(req), std::move(on_event), timeout, std::move(abort));
  }
  if (ec) co_return std::pair{ec, std::move(res)};
  auto fast = parse_response_head(std::string_view(raw.get(), head_end));
  if (fast && fast->content_length && !fast->chunked &&
      !is_event_stream(fast->header("content-type"))) {
    std::size_t want = *fast->content_length;
    if (want > jsonrpc::max_hub_reply_bytes)
      co_return std::pair{make_error_code(http::error::body_limit), std::move(res)};
    std::size_t have = std::min(filled - head_end, want);
    res.body.assign(raw.get() + head_end, have);
    if (have < want) {
      res.body.resize(want);
      auto [bec, bn] = co_await asio::async_read(
          *stream, asio::buffer(res.body.data() + have, want - have), as_tuple(use_awaitable));
      if (bec) co_return std::pair{bec, std::move(res)};
    }
    // Bytes after the body would corrupt the next answer on this connection: it is not pooled.
    bool stray = filled > head_end + want;
    res.status = fast->status;
    res.headers = std::move(fast->headers);
    if (fast->keep_alive && !stray && state->idle.size() < 8) {
      stream->expires_never();
      state->idle.push_back(std::move(stream));
    }
    co_return std::pair{boost::system::error_code{}, std::move(res)};
  }
  beast::flat_buffer buffer;
  http::response_parser<http::string_body> parser;
  parser.body_limit(jsonrpc::max_hub_reply_bytes);
  buffer.commit(asio::buffer_copy(buffer.prepare(filled), asio::buffer(raw.get(), filled)));
  auto [pec, pn] =
      co_await http::async_read_header(*stream, buffer, parser, as_tuple(use_awaitable));
  if (pec) co_return std::pair{pec, std::move(res)};
  const auto& head = parser.get();
  res.status = static_cast<int>(head.result_int());
  for (const auto& f : head)
    res.headers.emplace_back(text::ascii_lower(f.name_string()), std::string(f.value()));
  res.sse = is_event_stream(head[http::field::content_type]);
  if (!res.sse) {
    auto [bec, bn] = co_await http::async_read(*stream, buffer, parser, as_tuple(use_awaitable));
    if (bec) co_return std::pair{bec, std::move(res)};
    res.body = parser.release().body();
    if (parser.keep_alive() && state->idle.size() < 8) {
      stream->expires_never();
      state->idle.push_back(std::move(stream));
    }
    co_return std::pair{boost::system::error_code{}, std::move(res)};
  }
  // SSE: read the body incrementally (chunked), handing over each complete event as soon as it
  // arrives. The deadline keeps covering the whole response.
  std::string pending;
  std::array<char, 16384> chunk;
  // Whatever followed the headers in the buffer belongs to the body; Beast's parser decodes the
  // chunked framing, so use it with a small buffer body.
  http::response_parser<http::buffer_body> body_parser(std::move(parser));
  while (!body_parser.is_done()) {
    body_parser.get().body().data = chunk.data();
    body_parser.get().body().size = chunk.size();
    // read_some, not read: a whole read would wait until the chunk buffer is full.
    auto [rec, rn] =
        co_await http::async_read_some(*stream, buffer, body_parser, as_tuple(use_awaitable));
    if (rec == http::error::need_buffer) rec = {};
    if (rec) {
      ec = rec;
      break;
    }
    pending.append(chunk.data(), chunk.size() - body_parser.get().body().size);
    for (auto& data : take_events(pending))
      if (on_event) on_event(std::move(data));
  }
  if (!ec && body_parser.is_done() && body_parser.keep_alive() && state->idle.size() < 8) {
    // The stream ended cleanly at a message boundary: the connection serves the next request.
    stream->expires_never();
    state->idle.push_back(std::move(stream));
  }
  co_return std::pair{ec == http::error::end_of_stream ? boost::system::error_code{} : ec,
                      std::move(res)};
}

}  // namespace patchbay::transport
