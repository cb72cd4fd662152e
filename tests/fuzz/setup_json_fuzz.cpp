// Fuzz target: the JSON-with-comments editor of `patchbay setup` (src/setup/json_config_editor)
// on arbitrary file text. Whenever it accepts a file, setting the entry must give text it accepts
// again and in which the entry reads back as set; erasing it must give text without the entry.
#include "setup/json_config_editor.hpp"

#include <boost/json.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

using patchbay::setup::json_config_editor;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  json_config_editor editor(text, "mcpServers", "unity");
  if (!editor.error().empty()) return 0;
  (void)editor.find();
  boost::json::value entry = {{"command", "/opt/patchbay/patchbay"}, {"args", {"stdio"}}};
  auto set = editor.set(entry);
  if (set.ok()) {
    json_config_editor after(set.text, "mcpServers", "unity");
    if (!after.error().empty()) std::abort();  // we wrote text we cannot read
    auto found = after.find();
    if (!found || *found != entry) std::abort();
    auto erased = after.erase();
    if (erased.ok()) {
      json_config_editor gone(erased.text, "mcpServers", "unity");
      if (!gone.error().empty() || gone.find()) std::abort();
    }
  }
  return 0;
}
