// The hub's proof of holding hub.json's token (hub_proof.hpp; docs/protocol.md §2), with the test
// vector pinned on both sides (HubProofTests.cs).
#include "transport/hub_proof.hpp"

#include <gtest/gtest.h>

#include <string>

namespace patchbay::transport {
namespace {

constexpr std::string_view token = "3f9c0d1e2a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d";
const std::string nonce =
    std::string("0123456789abcdef") + "0123456789abcdef" + "0123456789abcdef" + "0123456789abcdef";
constexpr std::string_view vector_proof =
    "5bc9b34b863526ec752c4ebdf4094e3fcc906ca2405713316c8b9ae326b3ea3c";

TEST(HubProof, MatchesTheProtocolsTestVector) {
  EXPECT_EQ(hub_proof(token, 3917, nonce), std::string(vector_proof));
  EXPECT_TRUE(hub_proof_valid(token, 3917, nonce, vector_proof));
}

TEST(HubProof, NamesThePortAndTheToken) {
  EXPECT_FALSE(hub_proof_valid(token, 3918, nonce, vector_proof)) << "another port";
  EXPECT_FALSE(hub_proof_valid("another token", 3917, nonce, vector_proof));
  EXPECT_FALSE(hub_proof_valid(token, 3917, nonce, "")) << "no proof";
  EXPECT_FALSE(hub_proof_valid(token, 3917, nonce, std::string(64, '0')));
}

TEST(HubProof, AnswersOnlyAWellFormedChallenge) {
  EXPECT_FALSE(hub_proof(token, 3917, "abc")) << "too short";
  EXPECT_FALSE(hub_proof(token, 3917, std::string(129, 'a'))) << "too long";
  EXPECT_FALSE(hub_proof(token, 3917, std::string(63, 'a') + "g")) << "not hex";
  EXPECT_TRUE(hub_proof(token, 3917, std::string(32, 'A')));
  EXPECT_NE(new_hub_challenge(), new_hub_challenge());
  EXPECT_EQ(new_hub_challenge().size(), 64u);
}

}  // namespace
}  // namespace patchbay::transport
