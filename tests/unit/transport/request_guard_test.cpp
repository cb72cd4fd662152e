// request_guard: the Host and Origin parsers and the loopback decision (the DNS-rebinding defence),
// the JSON media type check, the bearer token, and the refusal of another OS user's process.
// Issue 26: Boost.URL read "http://127.0.0.1.evil.example" as the host 127.0.0.1, and a substring
// check took "text/plain; charset=application/json" for JSON.
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

std::optional<int> origin_status(const std::string& origin, const guard_options& opts = {}) {
  auto fail =
      check_request(request_with({{"host", "127.0.0.1:3917"}, {"origin", origin}}), opts, false);
  if (!fail) return std::nullopt;
  return fail->status;
}

TEST(RequestGuard, LoopbackOriginsAsBrowsersWriteThem) {
  for (const char* origin :
       {"http://localhost", "http://localhost:3917", "https://localhost:5173", "http://127.0.0.1",
        "http://127.0.0.1:3917", "http://127.255.0.9:80", "http://[::1]", "http://[::1]:8080",
        "HTTP://LOCALHOST:3917", "http://LocalHost"})
    EXPECT_EQ(origin_status(origin), std::nullopt) << origin;
}

TEST(RequestGuard, LookAlikeOriginsAreRefused) {
  for (const char* origin : {
           "http://127.0.0.1.evil.example",  // Boost.URL 1.81 read this host as 127.0.0.1
           "http://127.0.0.1.evil.example:3917",
           "http://127.0.0.1.evil",
           "http://localhost.evil",
           "http://localhost.evil.com:3917",
           "http://localhost.",  // a fully qualified name, not the loopback spelling
           "http://127.0.0.1.",
           "http://127.0.0.1@evil.example",  // userinfo: the host is evil.example
           "http://evil@127.0.0.1",          // userinfo is no part of an origin
           "http://localhost:3917@evil.example",
           "http://127.0.0.1:3917/",  // paths are no part of an origin
           "http://127.0.0.1/path",
           "http://127.0.0.1?x",
           "http://127.0.0.1#x",
           "http://127.0.0.1:",
           "http://127.0.0.1:99999",
           "http://127.0.0.1:80a",
           "http://127.0.0.1:+80",
           "http://[::ffff:127.0.0.1]",  // loopback underneath, but no browser writes it so
           "http://[::ffff:7f00:1]",
           "http://[0:0:0:0:0:0:0:1]",
           "http://[::1",
           "http://[::1]x",
           "http://[]",
           "http://[::1%25eth0]",
           "http://0x7f.0.0.1",  // odd IPv4 spellings that resolvers accept
           "http://0x7f000001",
           "http://2130706433",
           "http://127.1",
           "http://127.0.1",
           "http://0177.0.0.1",
           "http://127.000.000.001",
           "http://127.0.0.01",
           "http://127.0.0.256",
           "http://127.0.0.1.1",
           "http://evil.example",
           "https://attacker.test:8443",
           "null",  // sandboxed frames, file: pages
           "",
           "localhost",
           "//localhost",
           "http:/localhost",
           "http//localhost",
           "ws://localhost:3917",  // not a web page's origin
           "file://localhost",
           "chrome-extension://abcdef",
           "javascript://localhost",
           "http://local host",
           "http://localhost\t",
           " http://localhost",
           "http://xn--localhost",
       })
    EXPECT_EQ(origin_status(origin), 403) << origin;
}

TEST(RequestGuard, AllowedHostsApplyToOriginAndHostCaseInsensitively) {
  guard_options opts{.token = "", .allowed_hosts = {"Patchbay.Test"}};
  EXPECT_EQ(origin_status("http://patchbay.test:3917", opts), std::nullopt);
  EXPECT_EQ(origin_status("http://PATCHBAY.TEST", opts), std::nullopt);
  EXPECT_EQ(origin_status("http://patchbay.test.evil", opts), 403);
  EXPECT_EQ(origin_status("http://evil@patchbay.test", opts), 403);
  EXPECT_FALSE(check_request(request_with({{"host", "patchbay.test:80"}}), opts, false));
  EXPECT_EQ(check_request(request_with({{"host", "patchbay.test.evil"}}), opts, false)->status,
            421);
}

TEST(RequestGuard, HostHeaders) {
  for (const char* host : {"localhost", "localhost:3917", "LOCALHOST:1", "127.0.0.1",
                           "127.0.0.1:3917", "127.1.2.3:80", "[::1]", "[::1]:3917"})
    EXPECT_FALSE(check_request(request_with({{"host", host}}), {}, false)) << host;
  for (const char* host : {"evil.example",
                           "127.0.0.1.nip.io",
                           "127.0.0.1.nip.io:3917",
                           "localhost.evil:3917",
                           "localhost.",
                           "127.1",
                           "0x7f.0.0.1",
                           "2130706433",
                           "127.0.0.1:",
                           "127.0.0.1:3917x",
                           "localhost:3917:1",
                           "evil@localhost",
                           "localhost@evil",
                           "localhost/x",
                           "[::ffff:127.0.0.1]",
                           "::1",
                           "[::1]:abc",
                           "",
                           "10.0.0.1",
                           "127.0.0.1:65536",
                           "localhost:123456",
                           "127.0.0.1:+80",
                           "localhost :80",
                           "127.0.0.1 "})
    EXPECT_EQ(check_request(request_with({{"host", host}}), {}, false)->status, 421) << host;
  EXPECT_EQ(check_request(request_with({}), {}, false)->status, 421) << "no Host";
}

TEST(RequestGuard, ParseHostAndOrigin) {
  auto h = parse_host("LocalHost:3917");
  ASSERT_TRUE(h);
  EXPECT_EQ(h->host, "localhost");
  EXPECT_EQ(h->port, 3917);
  auto v6 = parse_host("[::1]");
  ASSERT_TRUE(v6);
  EXPECT_EQ(v6->host, "[::1]");
  EXPECT_FALSE(v6->port);
  auto o = parse_origin("HTTPS://127.0.0.1:8443");
  ASSERT_TRUE(o);
  EXPECT_EQ(o->scheme, "https");
  EXPECT_EQ(o->authority.host, "127.0.0.1");
  EXPECT_EQ(o->authority.port, 8443);
  EXPECT_FALSE(parse_origin("http://127.0.0.1.evil.example") &&
               is_loopback_host(parse_origin("http://127.0.0.1.evil.example")->authority.host));
}

TEST(RequestGuard, JsonContentTypeIsTheExactMediaType) {
  for (const char* ct :
       {"application/json", "application/json; charset=utf-8", "Application/JSON",
        "application/json;charset=UTF-8", " application/json ", "application/json\t; foo=bar"})
    EXPECT_TRUE(is_json_content_type(ct)) << ct;
  for (const char* ct :
       {"text/plain; charset=application/json", "text/plain;application/json", "application/jsonx",
        "application/json-seq", "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=application/json", "text/application/json",
        "application/json garbage", "application/vnd.api+json", "", "application/", "json"})
    EXPECT_FALSE(is_json_content_type(ct)) << ct;
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
