#include "mcp/tool_registry.hpp"

#include <algorithm>
#include <stdexcept>

namespace patchbay::mcp {

void tool_registry::add(json::object definition, tool_handler handler) {
  const json::value* name = definition.if_contains("name");
  const json::value* desc = definition.if_contains("description");
  const json::value* schema = definition.if_contains("inputSchema");
  if (!name || !name->is_string() || name->get_string().empty() || !desc || !desc->is_string() ||
      desc->get_string().empty() || !schema || !schema->is_object())
    throw std::invalid_argument("tool definition needs name, description and inputSchema");
  tool_entry entry{std::move(definition), std::move(handler)};
  if (auto i = index_.find(entry.name()); i != index_.end()) {
    tools_[i->second] = std::move(entry);
  } else {
    // Only the new name is indexed: re-indexing every entry made registering n tools cost n² (an
    // editor's list of a hundred tools; the fuzz targets register the conformance fixtures per
    // input).
    tools_.push_back(std::move(entry));
    index_.emplace(tools_.back().name(), tools_.size() - 1);
  }
  if (on_change_) on_change_();
}

bool tool_registry::remove(std::string_view name) {
  auto it = std::find_if(tools_.begin(), tools_.end(),
                         [&](const tool_entry& t) { return t.name() == name; });
  if (it == tools_.end()) return false;
  tools_.erase(it);
  reindex();
  if (on_change_) on_change_();
  return true;
}

void tool_registry::set_listed(std::string_view name, bool listed) {
  auto it = std::find_if(tools_.begin(), tools_.end(),
                         [&](const tool_entry& t) { return t.name() == name; });
  if (it == tools_.end() || it->listed == listed) return;
  it->listed = listed;
  if (on_change_) on_change_();
}

bool tool_registry::set_only_with_extension(std::string_view name, std::string extension) {
  auto it = index_.find(name);
  if (it == index_.end()) return false;
  tools_[it->second].only_with_extension = std::move(extension);
  return true;
}

bool tool_registry::set_before_task(std::string_view name,
                                    decltype(tool_entry::before_task) rounds) {
  auto it = index_.find(name);
  if (it == index_.end()) return false;
  tools_[it->second].before_task = std::move(rounds);
  return true;
}

const tool_entry* tool_registry::find(std::string_view name) const {
  auto it = index_.find(name);
  return it == index_.end() ? nullptr : &tools_[it->second];
}

void tool_registry::reindex() {
  index_.clear();
  for (std::size_t i = 0; i < tools_.size(); ++i) index_.emplace(tools_[i].name(), i);
}

json::object text_content(std::string_view text) {
  return json::object{{"type", "text"}, {"text", text}};
}

json::object text_result(std::string_view text, bool is_error) {
  json::object r{{"content", json::array{text_content(text)}}};
  if (is_error) r["isError"] = true;
  return r;
}

std::string_view tool_task_support(const json::object& definition) {
  const json::value* execution = definition.if_contains("execution");
  const json::object* e = execution ? execution->if_object() : nullptr;
  const json::value* support = e ? e->if_contains("taskSupport") : nullptr;
  if (support && support->is_string() &&
      (support->get_string() == "required" || support->get_string() == "optional"))
    return support->get_string();
  return "forbidden";
}

}  // namespace patchbay::mcp
