#pragma once
// MCP method names, named once (schema.ts of each revision). The hub's own link methods are in
// hub/link_codes.hpp.

#include <string_view>

namespace patchbay::mcp::method {

inline constexpr std::string_view initialize = "initialize";
inline constexpr std::string_view ping = "ping";
inline constexpr std::string_view tools_list = "tools/list";
inline constexpr std::string_view tools_call = "tools/call";
inline constexpr std::string_view logging_set_level = "logging/setLevel";
inline constexpr std::string_view resources_list = "resources/list";
inline constexpr std::string_view resources_templates_list = "resources/templates/list";
inline constexpr std::string_view resources_read = "resources/read";
inline constexpr std::string_view resources_subscribe = "resources/subscribe";
inline constexpr std::string_view resources_unsubscribe = "resources/unsubscribe";
inline constexpr std::string_view prompts_list = "prompts/list";
inline constexpr std::string_view prompts_get = "prompts/get";
inline constexpr std::string_view completion_complete = "completion/complete";
// The 2026-07-28 revision's discovery request; initialize-based sessions answer it with an error.
inline constexpr std::string_view server_discover = "server/discover";
// 2026-07-28: a long-lived request whose stream carries the change notifications asked for.
inline constexpr std::string_view subscriptions_listen = "subscriptions/listen";
// 2025-11-25 tasks (basic/utilities/tasks.mdx): polling, results, listing and cancelling the tasks
// of task-augmented requests.
inline constexpr std::string_view tasks_get = "tasks/get";
inline constexpr std::string_view tasks_result = "tasks/result";
inline constexpr std::string_view tasks_list = "tasks/list";
inline constexpr std::string_view tasks_cancel = "tasks/cancel";
// 2026-07-28's tasks extension (SEP-2663): the answers to a task's input requests.
inline constexpr std::string_view tasks_update = "tasks/update";

inline constexpr std::string_view initialized = "notifications/initialized";
inline constexpr std::string_view cancelled = "notifications/cancelled";
inline constexpr std::string_view progress = "notifications/progress";
inline constexpr std::string_view message = "notifications/message";
inline constexpr std::string_view tools_list_changed = "notifications/tools/list_changed";
inline constexpr std::string_view resources_updated = "notifications/resources/updated";
inline constexpr std::string_view resources_list_changed = "notifications/resources/list_changed";
inline constexpr std::string_view skills_list = "skills/list";  // the skills extension
inline constexpr std::string_view skills_get = "skills/get";
inline constexpr std::string_view prompts_list_changed = "notifications/prompts/list_changed";
inline constexpr std::string_view tasks_status = "notifications/tasks/status";
inline constexpr std::string_view subscriptions_acknowledged =
    "notifications/subscriptions/acknowledged";

}  // namespace patchbay::mcp::method
