#pragma once
// The stable editor id (docs/protocol.md §4.2): project name + hash of machine and normalized
// project path, e.g. "MyGame@9625308d". Same before and after reloads, recompiles and restarts.

#include <string>
#include <string_view>

namespace patchbay::hub {

std::string normalize_project_path(std::string_view path);
std::string derive_editor_id(std::string_view project_name, std::string_view project_path,
                             std::string_view machine);
// True when `path` is `root` or lies inside it (both normalized; component-aware).
bool path_within(std::string_view path, std::string_view root);

}  // namespace patchbay::hub
