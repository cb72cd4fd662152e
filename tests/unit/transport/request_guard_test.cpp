// request_guard: the bearer token, and the refusal of another OS user's process (issue 26).
#include "transport/request_guard.hpp"

#include <gtest/gtest.h>

#include <string>

namespace patchbay::transport {
namespace {

http_request request_with(std::vector<std::pair<std::string, std::string>> headers,
                          peer_user peer = peer_user::same) {
  http_request req;
  req.method = "POST";
  req.target = "/mcp";
  req.headers = std::move(headers);
  req.peer = peer;
  return req;
}

TEST(RequestGuard, BearerToken) {
  guard_options opts{.token = "s3cret", .allowed_hosts = {}};
  auto with = [](const char* auth) {
    return request_with({{"host", "localhost"}, {"authorization", auth}});
  };
  EXPECT_FALSE(check_request(with("Bearer s3cret"), opts, true));
  EXPECT_FALSE(check_request(with("bearer s3cret"), opts, true));
  for (const char* bad : {"Bearer s3cre", "Bearer s3cretx", "Basic s3cret", "s3cret", "Bearer "})
    EXPECT_EQ(check_request(with(bad), opts, true)->status, 401) << bad;
  EXPECT_FALSE(check_request(request_with({{"host", "localhost"}}), opts, false));
}

TEST(RequestGuard, AnotherUsersProcessNeedsTheHubToken) {
  const std::string token = "hubtoken";
  EXPECT_FALSE(check_peer_user(request_with({}, peer_user::same), token));
  EXPECT_FALSE(check_peer_user(request_with({}, peer_user::network), token))
      << "a remote peer is covered by the non-loopback listener's token";
  for (peer_user who : {peer_user::other, peer_user::unknown}) {
    auto fail = check_peer_user(request_with({}, who), token);
    ASSERT_TRUE(fail);
    EXPECT_EQ(fail->status, 403);
    EXPECT_NE(fail->message.find("OS user"), std::string::npos) << fail->message;
    EXPECT_NE(fail->message.find("Authorization: Bearer"), std::string::npos) << fail->message;
    EXPECT_NE(fail->message.find("hub.json"), std::string::npos) << fail->message;
    EXPECT_FALSE(check_peer_user(request_with({{"authorization", "Bearer hubtoken"}}, who), token));
    EXPECT_TRUE(check_peer_user(request_with({{"authorization", "Bearer other"}}, who), token));
  }
  EXPECT_TRUE(check_peer_user(request_with({{"authorization", "Bearer "}}, peer_user::other), ""))
      << "an empty token never matches";
  EXPECT_EQ(http_request{}.peer, peer_user::unknown) << "a request nobody checked fails closed";
}

}  // namespace
}  // namespace patchbay::transport
