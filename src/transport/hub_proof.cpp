#include "transport/hub_proof.hpp"

#include "platform/platform.hpp"
#include "text/sha256.hpp"

namespace patchbay::transport {

std::string new_hub_challenge() { return platform::random_hex(32); }

std::optional<std::string> hub_proof(std::string_view token, unsigned short port,
                                     std::string_view challenge) {
  if (challenge.size() < 32 || challenge.size() > 128) return std::nullopt;
  for (char c : challenge)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')))
      return std::nullopt;
  std::string message = "patchbay-hub-proof/1 " + std::to_string(port) + " ";
  message.append(challenge);
  return text::to_hex(text::hmac_sha256(token, message));
}

bool hub_proof_valid(std::string_view token, unsigned short port, std::string_view challenge,
                     std::string_view given) {
  auto want = hub_proof(token, port, challenge);
  if (!want || want->size() != given.size()) return false;
  unsigned char diff = 0;
  for (std::size_t i = 0; i < given.size(); ++i)
    diff |= static_cast<unsigned char>((*want)[i] ^ given[i]);
  return diff == 0;
}

}  // namespace patchbay::transport
