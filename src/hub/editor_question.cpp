#include "hub/editor_question.hpp"

namespace patchbay::hub {

namespace json = boost::json;

json::object editor_question(const std::vector<editor_view>& candidates, std::string_view tool) {
  json::array ids;
  json::array titles;
  for (const auto& v : candidates) {
    ids.emplace_back(v.id);
    titles.emplace_back(std::string(v.id) + " — " + std::string(v.project_path) + " (" + v.state +
                        ")");
  }
  json::object editor{{"type", "string"},
                      {"title", "Unity editor"},
                      {"description", "The editor this call and the session's next calls go to"},
                      {"enum", std::move(ids)},
                      {"enumNames", std::move(titles)}};
  return json::object{
      {"message", "Several Unity editors are connected to Patchbay. Which one should " +
                      std::string(tool) + " run in?"},
      {"requestedSchema", json::object{{"type", "object"},
                                       {"properties", json::object{{"editor", std::move(editor)}}},
                                       {"required", json::array{"editor"}}}}};
}

editor_answer read_editor_answer(const json::value& result,
                                 const std::vector<editor_view>& candidates,
                                 std::string_view tool) {
  const std::string nothing = std::string(tool) + " did not run.";
  const json::object* r = result.if_object();
  const json::value* action = r ? r->if_contains("action") : nullptr;
  if (!action || !action->is_string())
    return {
        {},
        "The client's answer to \"which Unity editor?\" was not an elicitation result; " + nothing};
  if (action->get_string() == "decline")
    return {{},
            "The user declined to choose a Unity editor; " + nothing +
                " Pass `editor` (an id from list_editors) or call select_editor."};
  if (action->get_string() != "accept")
    return {{},
            "The user dismissed the question which Unity editor; " + nothing +
                " Pass `editor` (an id from list_editors) or call select_editor."};
  const json::value* content = r->if_contains("content");
  const json::value* chosen =
      content && content->is_object() ? content->get_object().if_contains("editor") : nullptr;
  if (chosen && chosen->is_string())
    for (const auto& v : candidates)
      if (v.id == chosen->get_string()) return {std::string(v.id), {}};
  return {{},
          "The answer to \"which Unity editor?\" named none of the editors offered; " + nothing};
}

bool needs_confirmation(const json::object& editor_info, std::string_view tool) {
  const json::value* list = editor_info.if_contains(confirm_setting);
  if (!list || !list->is_array()) return false;
  for (const auto& v : list->get_array())
    if (v.is_string() && v.get_string() == tool) return true;
  return false;
}

json::object confirm_question(std::string_view tool, const std::vector<std::string>& editors,
                              const json::object& arguments) {
  std::string where;
  for (const auto& e : editors) where += (where.empty() ? "" : ", ") + e;
  std::string args = json::serialize(arguments);
  if (args.size() > 600) args = args.substr(0, 600) + "…";
  json::object confirm{{"type", "boolean"},
                       {"title", "Run " + std::string(tool)},
                       {"description", "This project asks before " + std::string(tool) + " runs"}};
  return json::object{
      {"message", "An agent wants to run " + std::string(tool) + " in the Unity editor " + where +
                      " with " + args + ". Run it?"},
      {"requestedSchema",
       json::object{{"type", "object"},
                    {"properties", json::object{{"confirm", std::move(confirm)}}},
                    {"required", json::array{"confirm"}}}}};
}

std::string read_confirmation(const json::value& result, std::string_view tool) {
  const std::string nothing = std::string(tool) + " did not run.";
  const json::object* r = result.if_object();
  const json::value* action = r ? r->if_contains("action") : nullptr;
  if (!action || !action->is_string())
    return "The client's answer to the confirmation was not an elicitation result; " + nothing;
  if (action->get_string() == "decline")
    return "The user declined to run " + std::string(tool) + "; " + nothing;
  if (action->get_string() != "accept")
    return "The user dismissed the confirmation of " + std::string(tool) + "; " + nothing;
  const json::value* content = r->if_contains("content");
  const json::value* yes =
      content && content->is_object() ? content->get_object().if_contains("confirm") : nullptr;
  if (yes && yes->is_bool() && yes->get_bool()) return {};
  return "The user did not confirm " + std::string(tool) + "; " + nothing;
}

}  // namespace patchbay::hub
