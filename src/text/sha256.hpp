#pragma once
// SHA-256 (FIPS 180-4), only for the stable editor id; not a security boundary, so a small
// self-contained implementation beats a crypto library dependency.

#include <array>
#include <cstdint>
#include <string_view>

namespace patchbay::text {

std::array<std::uint8_t, 32> sha256(std::string_view data);

}  // namespace patchbay::text
