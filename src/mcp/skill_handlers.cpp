// skills/list and skills/get (the skills extension, SEP-2640) over the server's skill registry
// (mcp/feature_handlers.hpp).
#include "mcp/cursor.hpp"
#include "mcp/feature_handlers.hpp"
#include "mcp/server.hpp"

namespace patchbay::mcp::features {

namespace json = boost::json;

result skills_list(const server& srv, const json::object& params) {
  std::vector<json::object> entries;
  for (const auto& skill : srv.skills().all()) {
    auto entry = srv.skills().describe(skill, srv.resources());
    if (!entry) return entry.error();
    entries.push_back(std::move(*entry));
  }
  return page(params, "skills", "skills", entries, srv.options().page_size,
              [](const json::object& o) { return json::value(o); });
}

result skills_get(const server& srv, const json::object& params) {
  auto uri = jsonrpc::get_string(params, "uri");
  if (!uri) return invalid_params("Invalid params: skills/get needs a string \"uri\"");
  const skill_entry* skill = srv.skills().find(*uri);
  if (!skill) {
    std::string served;
    for (const auto& s : srv.skills().all()) served += (served.empty() ? "" : ", ") + s.uri;
    return invalid_params("No skill is served at " + std::string(*uri) +
                          (served.empty() ? std::string() : "; this server's skills: " + served));
  }
  auto entry = srv.skills().describe(*skill, srv.resources());
  if (!entry) return entry.error();
  return json::value(json::object{{"skill", std::move(*entry)}});
}

}  // namespace patchbay::mcp::features
