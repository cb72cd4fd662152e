// Fuzz target: the TOML editor of `patchbay setup` (src/setup/toml_config_editor, Codex's
// config.toml) on arbitrary file text. Whenever it accepts a file, updating the table must give
// text it accepts again, in which the values read back as set; erasing it must give text without
// it.
#include "setup/toml_config_editor.hpp"

#include <boost/json.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

using patchbay::setup::toml_config_editor;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  const std::vector<std::string> table{"mcp_servers", "unity"};
  toml_config_editor editor(text, table);
  if (!editor.error().empty()) return 0;
  (void)editor.find();
  boost::json::object values{{"command", "/opt/patchbay/patchbay"}, {"args", {"stdio"}}};
  auto updated = editor.update(values, {});
  if (updated.ok()) {
    toml_config_editor after(updated.text, table);
    if (!after.error().empty()) std::abort();  // we wrote text we cannot read
    auto found = after.find();
    if (!found) std::abort();
    for (const auto& [key, value] : values)
      if (!found->contains(key) || found->at(key) != value) std::abort();
    auto erased = after.erase();
    if (erased.ok()) {
      toml_config_editor gone(erased.text, table);
      if (!gone.error().empty() || gone.find()) std::abort();
    }
  }
  return 0;
}
