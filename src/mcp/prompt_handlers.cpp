// prompts/list, prompts/get and completion/complete (server/prompts.mdx, utilities/completion.mdx)
// over the server's prompt registry (mcp/feature_handlers.hpp).
#include "mcp/cursor.hpp"
#include "mcp/feature_handlers.hpp"
#include "mcp/server.hpp"

#include <vector>

namespace patchbay::mcp::features {

namespace json = boost::json;

result prompts_list(const server& srv, const json::object& params) {
  return page(params, "prompts", "prompts", srv.prompts().all(), srv.options().page_size,
              [](const prompt_entry& p) { return json::value(p.definition); });
}

result prompts_get(const server& srv, const json::object& params) {
  auto name = jsonrpc::get_string(params, "name");
  if (!name) return invalid_params("Invalid params: prompts/get needs a string \"name\"");
  const prompt_entry* p = srv.prompts().find(*name);
  if (!p) return invalid_params("Unknown prompt: " + std::string(*name));
  json::object args;
  if (auto* a = params.if_contains("arguments"); a && !a->is_null()) {
    if (!a->is_object()) return invalid_params("Invalid params: \"arguments\" must be an object");
    args = a->get_object();
  }
  if (auto* declared = p->definition.if_contains("arguments"); declared && declared->is_array())
    for (const auto& d : declared->get_array()) {
      const json::object* o = d.if_object();
      if (!o) continue;
      const json::value* req = o->if_contains("required");
      auto arg = jsonrpc::get_string(*o, "name");
      if (arg && req && req->is_bool() && req->get_bool() && !args.contains(*arg))
        return invalid_params("Missing required argument \"" + std::string(*arg) +
                              "\" for prompt " + std::string(*name));
    }
  auto r = p->get(args);
  if (!r) return r.error();
  return json::value(std::move(*r));
}

result completion_complete(const server& srv, const json::object& params) {
  const json::value* ref = params.if_contains("ref");
  const json::value* arg = params.if_contains("argument");
  if (!ref || !ref->is_object() || !arg || !arg->is_object())
    return invalid_params("Invalid params: completion/complete needs \"ref\" and \"argument\"");
  auto type = jsonrpc::get_string(ref->get_object(), "type");
  auto arg_name = jsonrpc::get_string(arg->get_object(), "name");
  auto arg_value = jsonrpc::get_string(arg->get_object(), "value");
  if (!type || !arg_name || !arg_value)
    return invalid_params(
        "Invalid params: ref.type, argument.name and argument.value are required");
  std::vector<std::string> values;
  if (*type == "ref/prompt") {
    auto name = jsonrpc::get_string(ref->get_object(), "name");
    const prompt_entry* p = name ? srv.prompts().find(*name) : nullptr;
    if (!p) return invalid_params("Unknown prompt: " + std::string(name ? *name : ""));
    if (p->complete) values = p->complete(*arg_name, *arg_value);
  } else if (*type == "ref/resource") {
    // Resource templates here have no completable variables.
  } else {
    return invalid_params("Invalid params: unknown ref type " + std::string(*type));
  }
  std::size_t total = values.size();
  if (values.size() > 100) values.resize(100);
  json::array out;
  for (auto& v : values) out.push_back(json::value(v));
  return json::value(json::object{
      {"completion",
       json::object{{"values", std::move(out)}, {"total", total}, {"hasMore", total > 100}}}});
}

}  // namespace patchbay::mcp::features
