#include "mcp/call_identity.hpp"

namespace patchbay::mcp {

namespace {

bool id_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' ||
         c == '_' || c == ':' || c == '-';
}

jsonrpc::error invalid(std::string message) {
  return jsonrpc::make_error(jsonrpc::invalid_params, "Invalid params: " + std::move(message),
                             json::object{{"field", std::string("_meta.") + meta_call_id.data()}});
}

}  // namespace

jsonrpc::outcome<call_identity> read_call_identity(const json::object& params) {
  call_identity out;
  const json::value* meta = jsonrpc::member(params, "_meta");
  if (!meta || !meta->is_object()) return out;
  const json::object& m = meta->get_object();
  if (const json::value* id = jsonrpc::member(m, meta_call_id)) {
    if (!id->is_string()) return invalid(std::string(meta_call_id) + " must be a string");
    std::string_view s = id->get_string();
    if (s.empty() || s.size() > max_call_id_length)
      return invalid(std::string(meta_call_id) + " must have 1 to " +
                     std::to_string(max_call_id_length) + " characters");
    for (char c : s)
      if (!id_char(c))
        return invalid(std::string(meta_call_id) +
                       " may hold only letters, digits and . _ : - (it names the call in the "
                       "editor's call record)");
    out.id = std::string(s);
  }
  if (const json::value* r = jsonrpc::member(m, meta_retry)) {
    if (!r->is_bool()) return invalid(std::string(meta_retry) + " must be true or false");
    out.retry = r->get_bool();
  }
  return out;
}

void mark_outcome_unknown(json::object& result, std::string_view outcome) {
  json::value& meta = result["_meta"];
  if (!meta.is_object()) meta = json::object{};
  meta.get_object()[meta_outcome] = outcome;
}

std::string_view outcome_of(const json::object& result) {
  const json::value* meta = result.if_contains("_meta");
  if (!meta || !meta->is_object()) return {};
  auto v = jsonrpc::get_string(meta->get_object(), meta_outcome);
  return v ? *v : std::string_view{};
}

}  // namespace patchbay::mcp
