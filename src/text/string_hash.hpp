#pragma once
// A hash for unordered containers keyed by std::string that finds by std::string_view (or a
// literal) without building a key string: with std::equal_to<>, lookups are heterogeneous.

#include <cstddef>
#include <functional>
#include <string_view>

namespace patchbay::text {

// Not noexcept, on purpose: libstdc++ then keeps each node's hash, and walking a bucket compares
// those instead of hashing every key in it again.
struct string_hash {
  using is_transparent = void;
  std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};

}  // namespace patchbay::text
