#include "mcp/skill_registry.hpp"

#include "mcp/resource_registry.hpp"
#include "text/sha256.hpp"

namespace patchbay::mcp {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}

// The text of a resource's first contents entry (a blob is decoded by nobody here: skills are
// text).
std::optional<std::string> text_of(const json::array& contents) {
  if (contents.empty() || !contents.front().is_object()) return std::nullopt;
  auto text = jsonrpc::get_string(contents.front().get_object(), "text");
  if (!text) return std::nullopt;
  return std::string(*text);
}

}  // namespace

const skill_entry* skill_registry::find(std::string_view uri) const {
  for (const auto& s : skills_)
    if (s.uri == uri) return &s;
  return nullptr;
}

std::optional<json::object> skill_front_matter(std::string_view text) {
  std::size_t pos = 0;
  auto next_line = [&]() -> std::optional<std::string_view> {
    if (pos >= text.size()) return std::nullopt;
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    return trim(line);
  };
  auto first = next_line();
  if (!first || *first != "---") return std::nullopt;
  json::object out;
  while (auto line = next_line()) {
    if (*line == "---") return out;
    if (line->empty()) continue;
    std::size_t colon = line->find(':');
    if (colon == std::string_view::npos || colon == 0) return std::nullopt;
    std::string_view key = trim(line->substr(0, colon));
    std::string_view value = trim(line->substr(colon + 1));
    if (value.size() >= 2 && (value.front() == '"' || value.front() == '\'') &&
        value.back() == value.front())
      value = value.substr(1, value.size() - 2);
    out[key] = value;
  }
  return std::nullopt;  // no closing ---
}

jsonrpc::outcome<json::object> skill_registry::describe(const skill_entry& skill,
                                                        const resource_registry& resources) const {
  auto failed = [&](std::string why) {
    return jsonrpc::make_error(jsonrpc::internal_error,
                               "Cannot describe the skill " + skill.uri + ": " + why);
  };
  json::array files;
  json::object front;
  for (const auto& uri : skill.files) {
    auto contents = resources.read(uri);
    if (!contents) return failed(uri + " cannot be read: " + contents.error().message);
    auto text = text_of(*contents);
    if (!text) return failed(uri + " has no text");
    if (uri == skill.uri) {
      auto fm = skill_front_matter(*text);
      if (!fm || !fm->contains("name") || !fm->contains("description"))
        return failed("its SKILL.md has no front matter with name and description");
      front = std::move(*fm);
    }
    files.push_back(json::object{{"uri", uri},
                                 {"digest", "sha256:" + text::to_hex(text::sha256(*text))},
                                 {"size", static_cast<std::int64_t>(text->size())}});
  }
  if (front.empty()) return failed("its files do not include its SKILL.md");
  return json::object{
      {"uri", skill.uri}, {"frontmatter", std::move(front)}, {"resources", std::move(files)}};
}

}  // namespace patchbay::mcp
