#pragma once
// Prompts (server/prompts.mdx) with optional argument completion (completion/complete).

#include "jsonrpc/message.hpp"

#include <functional>
#include <string>
#include <vector>

namespace patchbay::mcp {

namespace json = boost::json;

// Returns a GetPromptResult ({description?, messages}) or -32602 for bad arguments.
using prompt_getter = std::function<jsonrpc::outcome<json::object>(const json::object& arguments)>;
// Completion candidates for one argument given its partial value.
using prompt_completer =
    std::function<std::vector<std::string>(std::string_view argument, std::string_view value)>;

class call_context;
// A prompt that may answer a 2026-07-28 prompts/get with an InputRequiredResult: it sees the
// request's context (client capabilities, inputResponses, requestState).
using interactive_prompt_getter = std::function<jsonrpc::outcome<json::object>(
    const json::object& arguments, const call_context& ctx)>;

struct prompt_entry {
  json::object definition;  // name, title?, description, arguments[{name, description, required}]
  prompt_getter get;
  prompt_completer complete;
  interactive_prompt_getter interactive;  // set: used for 2026-07-28 requests instead of get
  std::string_view name() const { return definition.at("name").get_string(); }
};

class prompt_registry {
 public:
  void add(json::object definition, prompt_getter get, prompt_completer complete = {});
  // `get` answers legacy requests, `interactive` 2026-07-28 ones.
  void add_interactive(json::object definition, prompt_getter get,
                       interactive_prompt_getter interactive);
  const prompt_entry* find(std::string_view name) const;
  // Removes the prompt `name`; false when there was none.
  bool remove(std::string_view name);
  const std::vector<prompt_entry>& all() const { return prompts_; }
  bool empty() const { return prompts_.empty(); }

 private:
  std::vector<prompt_entry> prompts_;
};

}  // namespace patchbay::mcp
