// logging/setLevel (server/utilities/logging.mdx): the session's threshold for
// notifications/message (mcp/feature_handlers.hpp).
#include "mcp/feature_handlers.hpp"

namespace patchbay::mcp::features {

namespace json = boost::json;

result logging_set_level(log_level& level, const json::object& params) {
  auto given = jsonrpc::get_string(params, "level");
  auto parsed = given ? parse_log_level(*given) : std::nullopt;
  if (!parsed)
    return invalid_params(
        "Invalid params: level must be one of debug, info, notice, warning, error, critical, "
        "alert, emergency");
  level = *parsed;
  return json::value(json::object{});
}

}  // namespace patchbay::mcp::features
