#include "hub/pending_calls.hpp"

#include "jsonrpc/message.hpp"

#include <algorithm>

namespace patchbay::hub {

void pending_calls::add(const std::shared_ptr<pending_call>& call) {
  by_editor_[call->editor_id].emplace(call->seq, call);
  by_link_id_.emplace(call->link_id, call);
}

void pending_calls::remove(const pending_call& call) {
  if (auto p = by_editor_.find(call.editor_id); p != by_editor_.end()) p->second.erase(call.seq);
  by_link_id_.erase(call.link_id);
}

std::shared_ptr<pending_call> pending_calls::find(std::string_view link_id) const {
  auto it = by_link_id_.find(link_id);
  return it == by_link_id_.end() ? nullptr : it->second;
}

std::shared_ptr<pending_call> pending_calls::answered_by(const std::string& editor_id,
                                                         std::string_view link_id) const {
  auto call = find(link_id);
  return call && call->editor_id == editor_id ? call : nullptr;
}

std::size_t pending_calls::count(const std::string& editor_id) const {
  auto it = by_editor_.find(editor_id);
  return it == by_editor_.end() ? 0 : it->second.size();
}

std::size_t pending_calls::count_of_session(std::uint64_t session_id) const {
  return static_cast<std::size_t>(
      std::count_if(by_link_id_.begin(), by_link_id_.end(),
                    [&](const auto& entry) { return entry.second->session_id == session_id; }));
}

std::vector<std::shared_ptr<pending_call>> pending_calls::of_editor(
    const std::string& editor_id) const {
  std::vector<std::shared_ptr<pending_call>> out;
  if (auto it = by_editor_.find(editor_id); it != by_editor_.end())
    for (const auto& [seq, call] : it->second) out.push_back(call);
  return out;
}

std::vector<std::string> pending_calls::editors() const {
  std::vector<std::string> out;
  for (const auto& [id, calls] : by_editor_) out.push_back(id);
  return out;
}

std::string unsettled_calls::key_of(std::string_view session_label, std::string_view editor_id,
                                    std::string_view tool, const boost::json::value& arguments) {
  std::string key;
  key.append(session_label).append(1, '\n').append(editor_id).append(1, '\n').append(tool);
  key += '\n';
  key += jsonrpc::canonical_serialize(arguments);
  return key;
}

void unsettled_calls::remember(std::string key, std::string root_link_id,
                               std::chrono::steady_clock::time_point now) {
  std::erase_if(calls_, [&](const auto& e) { return e.second.expires <= now; });
  while (calls_.size() >= max_unsettled_calls) {
    auto oldest = std::min_element(calls_.begin(), calls_.end(), [](const auto& a, const auto& b) {
      return a.second.expires < b.second.expires;
    });
    calls_.erase(oldest);
  }
  calls_[std::move(key)] = {std::move(root_link_id), now + unsettled_call_lifetime};
}

std::string unsettled_calls::recall(const std::string& key,
                                    std::chrono::steady_clock::time_point now) {
  auto it = calls_.find(key);
  if (it == calls_.end()) return {};
  std::string link_id = it->second.expires > now ? std::move(it->second.link_id) : std::string();
  calls_.erase(it);
  return link_id;
}

}  // namespace patchbay::hub
