#include "mcp/prompt_registry.hpp"

namespace patchbay::mcp {

void prompt_registry::add(json::object definition, prompt_getter get, prompt_completer complete) {
  prompts_.push_back({std::move(definition), std::move(get), std::move(complete)});
}

const prompt_entry* prompt_registry::find(std::string_view name) const {
  for (const auto& p : prompts_)
    if (p.name() == name) return &p;
  return nullptr;
}

}  // namespace patchbay::mcp
