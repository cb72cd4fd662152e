#pragma once
// Opaque pagination cursors (pagination.mdx). A cursor encodes the list it belongs to and an
// offset; anything we did not issue is rejected with -32602 (read_cursor, page).

#include "jsonrpc/message.hpp"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace patchbay::mcp {

std::string encode_cursor(std::string_view list, std::size_t offset);
std::optional<std::size_t> decode_cursor(std::string_view list, std::string_view cursor);

// A request's optional `cursor` as an offset into `list`; -32602 for a cursor we never issued.
jsonrpc::outcome<std::size_t> read_cursor(const boost::json::object& params, std::string_view list);

// One page of `items` from the request's cursor, `project` making each JSON:
// {key: [...], nextCursor?} (every list method's answer).
template <class Range, class Project>
jsonrpc::outcome<boost::json::value> page(const boost::json::object& params, std::string_view list,
                                          std::string_view key, const Range& items,
                                          std::size_t size, Project project) {
  auto offset = read_cursor(params, list);
  if (!offset) return offset.error();
  if (*offset > items.size()) return jsonrpc::make_error(jsonrpc::invalid_params, "Invalid cursor");
  boost::json::array out;
  std::size_t end = std::min(items.size(), *offset + size);
  for (std::size_t i = *offset; i < end; ++i) out.push_back(project(items[i]));
  boost::json::object result{{key, std::move(out)}};
  if (end < items.size()) result["nextCursor"] = encode_cursor(list, end);
  return boost::json::value(std::move(result));
}

}  // namespace patchbay::mcp
