#include "transport/stdio_transport.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/post.hpp>

namespace patchbay::transport {

namespace asio = boost::asio;

namespace {

asio::awaitable<void> handle_message(std::shared_ptr<mcp::session> session,
                                     stdio_transport* transport, json::value message) {
  auto reply = co_await session->answer(std::move(message));
  if (reply && !session->closed()) transport->write_message(*reply);
}

}  // namespace

stdio_transport::stdio_transport(asio::io_context& ioc, mcp::server& srv, stdio_options opts,
                                 std::FILE* in, std::FILE* out)
    : ioc_(ioc), options_(opts), out_(out), reader_(ioc, in, opts.max_line_bytes) {
  session_ = srv.open_session(*this);
}

stdio_transport::~stdio_transport() { stop(); }

void stdio_transport::start(std::function<void()> on_eof) {
  reader_.start({.on_line = [this](std::string l) { on_line(std::move(l)); },
                 .on_oversized = [this] { on_oversized(); },
                 .on_eof = std::move(on_eof)});
}

void stdio_transport::stop() {
  stopping_ = true;
  reader_.stop();
  if (session_) session_->close();
}

void stdio_transport::send(json::object message, const std::optional<jsonrpc::id>&) {
  write_line(jsonrpc::serialize(message));
}

void stdio_transport::write_message(const mcp::session_reply& reply) {
  write_line(reply.serialize());
}

void stdio_transport::write_line(const std::string& text) {
  std::string line = text;
  line += '\n';
  std::fwrite(line.data(), 1, line.size(), out_);
  std::fflush(out_);
}

void stdio_transport::on_oversized() {
  write_line(jsonrpc::serialize(jsonrpc::make_error_response(
      std::nullopt,
      jsonrpc::make_error(jsonrpc::invalid_request, "Invalid Request: message larger than " +
                                                        std::to_string(options_.max_line_bytes) +
                                                        " bytes was skipped"))));
}

void stdio_transport::on_line(std::string line) {
  if (stopping_) return;
  if (!line.empty() && line.back() == '\r') line.pop_back();
  if (line.find_first_not_of(" \t") == std::string::npos) return;
  auto parsed = jsonrpc::parse_json(line);
  if (!parsed) {
    write_line(jsonrpc::serialize(
        jsonrpc::make_error_response(jsonrpc::id_of_unparsable(line), parsed.error())));
    return;
  }
  auto on_done = [](std::exception_ptr e) {
    if (!e) return;
    try {
      std::rethrow_exception(e);
    } catch (const std::exception& ex) {
      spdlog::error("stdio: request handler failed: {}", ex.what());
    }
  };
  asio::co_spawn(ioc_, handle_message(session_, this, std::move(*parsed)), on_done);
}

}  // namespace patchbay::transport
