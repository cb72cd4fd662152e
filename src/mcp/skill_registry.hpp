#pragma once
// Agent Skills served over MCP: the Skills extension (`io.modelcontextprotocol/skills`, SEP-2640,
// ext-skills specification/stable/skills.mdx, written against 2026-07-28). A skill is the URI of
// its SKILL.md and the URIs of its files, each an ordinary resource of the server's registry
// (resources/read serves them, on every wire); skills/list and skills/get describe each skill:
// the SKILL.md front matter as a JSON object and every file's SHA-256 digest and size, computed
// from what resources/read answers now (the hub's skill is generated from the live tools, so its
// digests follow the text).

#include "jsonrpc/message.hpp"

#include <string>
#include <vector>

namespace patchbay::mcp {

namespace json = boost::json;
class resource_registry;

inline constexpr std::string_view skills_extension = "io.modelcontextprotocol/skills";

struct skill_entry {
  std::string uri;                 // skill://<skill-path>/SKILL.md
  std::vector<std::string> files;  // every file's resource URI, SKILL.md first
};

class skill_registry {
 public:
  // A skill whose files are resources of the registry already (checked when it is described).
  void add(skill_entry skill) { skills_.push_back(std::move(skill)); }
  const std::vector<skill_entry>& all() const { return skills_; }
  const skill_entry* find(std::string_view uri) const;
  bool empty() const { return skills_.empty(); }

  // The Skill entry ({uri, frontmatter, resources: [{uri, digest, size}]}) as the resources read
  // now; -32603 when a file cannot be read or SKILL.md has no front matter with name and
  // description.
  jsonrpc::outcome<json::object> describe(const skill_entry& skill,
                                          const resource_registry& resources) const;

 private:
  std::vector<skill_entry> skills_;
};

// The YAML front matter of a SKILL.md as a JSON object: the lines between a first line `---` and
// the next `---`, each `key: value` (a value in single or double quotes is unquoted; nested YAML is
// not read: a line that is not `key: value` makes it nullopt).
std::optional<json::object> skill_front_matter(std::string_view text);

}  // namespace patchbay::mcp
