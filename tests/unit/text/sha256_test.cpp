#include "text/sha256.hpp"

#include <gtest/gtest.h>

#include <string>

namespace patchbay::text {
namespace {

TEST(Sha256, KnownVectors) {
  auto hex = [](const std::array<std::uint8_t, 32>& d) {
    static constexpr char digits[] = "0123456789abcdef";
    std::string s;
    for (auto b : d) {
      s += digits[b >> 4];
      s += digits[b & 15];
    }
    return s;
  };
  EXPECT_EQ(hex(sha256("")), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(hex(sha256("abc")), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(hex(sha256(std::string(1000, 'a'))),
            "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3");
}

}  // namespace
}  // namespace patchbay::text
