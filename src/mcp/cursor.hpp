#pragma once
// Opaque pagination cursors (pagination.mdx). A cursor encodes the list it belongs to and an
// offset; anything we did not issue is rejected with -32602 by the caller.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace patchbay::mcp {

std::string encode_cursor(std::string_view list, std::size_t offset);
std::optional<std::size_t> decode_cursor(std::string_view list, std::string_view cursor);

}  // namespace patchbay::mcp
