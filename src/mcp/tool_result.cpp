#include "mcp/tool_result.hpp"

#include "jsonrpc/json_text.hpp"
#include "jsonrpc/message.hpp"
#include "mcp/tool_registry.hpp"

namespace patchbay::mcp {

tool_result tool_result::passed_on(std::string text, bool is_error) {
  tool_result r;
  r.text_ = std::move(text);
  r.is_error_ = is_error;
  return r;
}

tool_result tool_result::text(std::string_view text, bool is_error) {
  // text_result's members in its order, so the bytes are the ones its serialization gives.
  std::string out;
  out.reserve(text.size() + 64);
  out += R"({"content":[{"type":"text","text":)";
  jsonrpc::json_text::append_string(out, text);
  out += is_error ? R"(}],"isError":true})" : "}]}";
  return passed_on(std::move(out), is_error);
}

bool tool_result::is_error() const {
  if (!object_) return is_error_;
  const json::value* e = object_->if_contains("isError");
  return e && e->is_bool() && e->get_bool();
}

json::object& tool_result::object() {
  if (object_) return *object_;
  auto parsed = jsonrpc::parse_json(text_);
  // The text was checked when it arrived; should it still not read, the client is told so.
  if (parsed && parsed->is_object())
    object_ = std::move(parsed->as_object());
  else
    object_ =
        text_result("The tool's result could not be read: " +
                        (parsed ? std::string("it is not a JSON object") : parsed.error().message),
                    true);
  text_.clear();
  text_.shrink_to_fit();
  return *object_;
}

json::object tool_result::take() && { return std::move(object()); }

}  // namespace patchbay::mcp
