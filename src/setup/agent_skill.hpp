#pragma once
// The Agent Skill `patchbay setup CLIENT` installs beside the MCP entry, for clients that document
// a skills folder (Claude Code, Codex, Gemini CLI): `<folder>/patchbay-unity/SKILL.md`, YAML front
// matter (`name`, `description`) and a body that teaches the working loop with `patchbay call`
// commands, the routing and the editor states (the same facts as the server instructions,
// src/hub/server_instructions.hpp). It is short (well under 2,000 tokens): a client loads only the
// name and description until the agent uses it.
//
// Ownership: the last line is a marker with the binary's version and the SHA-256 of everything
// before it. A file whose marker matches is Patchbay's to rewrite or remove; a file without the
// marker, or whose text no longer matches it, was edited by hand and is left alone (reported)
// unless --force, which backs it up first.

#include "setup/client_catalog.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace patchbay::setup {

inline constexpr std::string_view skill_name = "patchbay-unity";

// `<skills folder>/patchbay-unity`, or nullopt for a client with no documented skills folder.
std::optional<std::filesystem::path> skill_directory(const client_spec& client, config_scope scope,
                                                     const setup_environment& env,
                                                     const std::filesystem::path& project);

// The SKILL.md text for this binary. `tools` is the live tool list, one line a group
// ("core: get_editor_state, compile, ..."), or empty for the built-in text.
std::string skill_text(std::string_view version, std::string_view tools);

struct skill_state {
  enum class kind { absent, ours, edited, unreadable };
  kind state = kind::absent;
  std::string version;  // ours: the version that wrote it
  std::string text;     // the file's text (absent: empty)
  std::string error;    // unreadable: why
};

// What is at `file` now.
skill_state inspect_skill(const std::filesystem::path& file);

// The approximate token count of a text (about 4 characters a token).
inline std::size_t approximate_tokens(std::string_view text) { return (text.size() + 3) / 4; }

}  // namespace patchbay::setup
