#pragma once
// SHA-256 (FIPS 180-4) and HMAC-SHA-256 (RFC 2104): the stable editor id's digest, and the proof a
// hub gives that it knows hub.json's token without anyone sending the token to it
// (transport/hub_proof.hpp). A small self-contained implementation beats a crypto library
// dependency; it is checked against the FIPS and RFC 4231 test vectors.

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace patchbay::text {

std::array<std::uint8_t, 32> sha256(std::string_view data);
std::array<std::uint8_t, 32> hmac_sha256(std::string_view key, std::string_view message);
// Lower-case hex of a digest (64 characters).
std::string to_hex(const std::array<std::uint8_t, 32>& digest);

}  // namespace patchbay::text
