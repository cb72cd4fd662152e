#include "mcp/prompt_registry.hpp"

namespace patchbay::mcp {

void prompt_registry::add(json::object definition, prompt_getter get, prompt_completer complete) {
  prompts_.push_back({std::move(definition), std::move(get), std::move(complete), {}});
}

void prompt_registry::add_interactive(json::object definition, prompt_getter get,
                                      interactive_prompt_getter interactive) {
  prompts_.push_back({std::move(definition), std::move(get), {}, std::move(interactive)});
}

const prompt_entry* prompt_registry::find(std::string_view name) const {
  for (const auto& p : prompts_)
    if (p.name() == name) return &p;
  return nullptr;
}

bool prompt_registry::remove(std::string_view name) {
  return std::erase_if(prompts_, [name](const prompt_entry& p) { return p.name() == name; }) > 0;
}

}  // namespace patchbay::mcp
