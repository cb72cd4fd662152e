#include "setup/codex_sandbox.hpp"

#include "setup/toml_config_editor.hpp"

#include <boost/json/object.hpp>

namespace patchbay::setup {

namespace json = boost::json;

namespace {

const std::vector<std::string> sandbox_table{"sandbox_workspace_write"};
constexpr const char* key = "network_access";
constexpr const char* what_to_do =
    "; set it yourself, or run setup again with --leave-sandbox to write only the \"unity\" entry "
    "(commands Codex runs then cannot reach the hub)";

bool ours(const toml_config_editor& editor) {
  return editor.trailing_comment(key).starts_with(codex_sandbox_marker);
}

sandbox_change unchanged(const std::string& text, std::string note) {
  return {edit_result::success(text), false, std::move(note)};
}

sandbox_change refused(std::string why) {
  return {edit_result::failure(std::move(why) + what_to_do), false, {}};
}

}  // namespace

sandbox_change allow_codex_sandbox_network(const std::string& text) {
  toml_config_editor editor(text, sandbox_table);
  if (!editor.error().empty()) return refused(editor.error());
  if (editor.defines({"default_permissions"}) || editor.defines({"permissions"})) {
    return refused(
        "it uses Codex's permission profiles (default_permissions, [permissions]), which "
        "patchbay does not edit: let your profile's commands reach 127.0.0.1 "
        "([permissions.NAME.network] enabled = true)");
  }
  auto table = editor.find();
  if (table && table->contains(key)) {
    const json::value& value = table->at(key);
    if (value.is_bool() && value.get_bool()) {
      return unchanged(text,
                       ours(editor) ? "" : "your [sandbox_workspace_write] already allows network");
    }
    return refused(
        "[sandbox_workspace_write] sets network_access = " +
        (value.is_null() ? std::string("(a value patchbay cannot read)") : toml_value(value)) +
        ", so Codex's sandbox keeps the commands it runs off 127.0.0.1, and patchbay "
        "does not overrule your setting");
  }
  auto result = editor.update(json::object{{key, true}}, {}, codex_sandbox_marker);
  if (!result.ok()) return refused(result.error);
  return {std::move(result), true,
          "[sandbox_workspace_write] network_access = true (commands Codex runs in its "
          "workspace-write sandbox can reach the hub on 127.0.0.1)"};
}

sandbox_change withdraw_codex_sandbox_network(const std::string& text) {
  toml_config_editor editor(text, sandbox_table);
  if (!editor.error().empty() || !ours(editor)) return unchanged(text, "");
  auto result = editor.update({}, {key});
  if (!result.ok()) return {std::move(result), false, {}};
  toml_config_editor after(result.text, sandbox_table);
  if (after.error().empty()) {
    if (auto rest = after.find(); rest && rest->empty()) result = after.erase();
  }
  return {std::move(result), true, "[sandbox_workspace_write] network_access (added by setup)"};
}

}  // namespace patchbay::setup
