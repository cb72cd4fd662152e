#include "mcp/server.hpp"

#include "mcp/methods.hpp"
#include "mcp/session.hpp"

#include <algorithm>

namespace patchbay::mcp {

server::server(boost::asio::any_io_executor ex, implementation_info info, server_options opts)
    : executor_(std::move(ex)), info_(std::move(info)), options_(std::move(opts)) {
  tools_.set_on_change(
      [this] { broadcast(jsonrpc::make_notification(method::tools_list_changed)); });
}

json::object server::capabilities() const {
  json::object caps;
  caps["tools"] = json::object{{"listChanged", true}};
  caps["logging"] = json::object{};
  if (offers_resources())
    caps["resources"] = json::object{{"subscribe", true}, {"listChanged", true}};
  if (!prompts_.empty()) {
    caps["prompts"] = json::object{{"listChanged", true}};
    caps["completions"] = json::object{};
  }
  return caps;
}

std::shared_ptr<session> server::open_session(session_sink& sink) {
  auto s = std::make_shared<session>(*this, sink, ++next_session_id_);
  std::erase_if(sessions_, [](const std::weak_ptr<session>& w) { return w.expired(); });
  sessions_.push_back(s);
  return s;
}

void server::broadcast(const json::object& notification) {
  for (auto& w : sessions_)
    if (auto s = w.lock(); s && s->ready()) s->send(notification, std::nullopt);
  notify_listeners(notification);
}

void server::add_listener(const std::shared_ptr<listener>& l) {
  std::erase_if(listeners_, [](const std::weak_ptr<listener>& w) { return w.expired(); });
  listeners_.push_back(l);
}

void server::notify_listeners(const json::object& notification) {
  // Copy first: a send may end a stream and so change the list.
  std::vector<std::shared_ptr<listener>> live;
  for (auto& w : listeners_)
    if (auto l = w.lock()) live.push_back(std::move(l));
  for (auto& l : live)
    if (l->filter.wants(notification))
      if (auto s = l->session.lock(); s && !s->closed())
        s->send(l->tag(notification), l->request_id);
}

void server::notify_resource_updated(std::string_view uri) {
  auto n = jsonrpc::make_notification(method::resources_updated, json::object{{"uri", uri}});
  for (auto& w : sessions_)
    if (auto s = w.lock(); s && s->ready() && s->subscribed(uri)) s->send(n, std::nullopt);
  notify_listeners(n);
}

bool server::followed(std::string_view uri) {
  for (auto& w : sessions_)
    if (auto s = w.lock(); s && !s->closed() && s->subscribed(uri)) return true;
  for (auto& w : listeners_) {
    auto l = w.lock();
    if (!l || l->session.expired()) continue;
    const auto& uris = l->filter.resource_uris;
    if (std::find(uris.begin(), uris.end(), uri) != uris.end()) return true;
  }
  return false;
}

std::vector<std::shared_ptr<session>> server::ready_sessions() {
  std::vector<std::shared_ptr<session>> out;
  for (auto& w : sessions_)
    if (auto s = w.lock(); s && s->ready() && !s->closed()) out.push_back(std::move(s));
  return out;
}

std::size_t server::session_count() {
  std::erase_if(sessions_, [](const std::weak_ptr<session>& w) { return w.expired(); });
  return sessions_.size();
}

}  // namespace patchbay::mcp
