#pragma once
// A tool call's CallToolResult on its way to the client: a JSON object, or the JSON text of one
// passed on as an editor sent it. The text is never parsed into a tree and serialized again unless
// something needs a field of it (a task keeps its result as JSON; a fan-out labels each editor's
// result): then it is parsed once, on first use.

#include <boost/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace patchbay::mcp {

class tool_result {
 public:
  // NOLINTNEXTLINE(google-explicit-constructor): every hub-made result is an object
  tool_result(boost::json::object result) : object_(std::move(result)) {}
  // `text`: one JSON object on one line, checked already (jsonrpc::split_result); `is_error`: it
  // says "isError": true.
  static tool_result passed_on(std::string text, bool is_error);
  // A result with one text block (text_result's object), kept as its JSON text: a hub-made text
  // answer reaches the client's response without a tree built, serialized and torn down for it.
  static tool_result text(std::string_view text, bool is_error = false);

  // Still the text it came as (not parsed since).
  bool is_text() const { return !object_; }
  const std::string& text() const { return text_; }
  std::string take_text() && { return std::move(text_); }
  bool is_error() const;
  // The result as an object: parsed from the text on first use (the text is then dropped).
  boost::json::object& object();
  boost::json::object take() &&;

 private:
  tool_result() = default;

  std::optional<boost::json::object> object_;
  std::string text_;
  bool is_error_ = false;
};

}  // namespace patchbay::mcp
