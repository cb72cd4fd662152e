#include "transport/http_wire.hpp"

#include <gtest/gtest.h>

#include <cctype>
#include <string>

namespace patchbay::transport {
namespace {

TEST(HttpWire, RequestHasHostHeadersLengthAndBody) {
  auto r = request_bytes("POST", "/mcp", "127.0.0.1:3917",
                         {{"Content-Type", "application/json"}, {"Mcp-Session-Id", "abc"}},
                         R"({"a":1})");
  ASSERT_TRUE(r);
  EXPECT_EQ(*r,
            "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:3917\r\nContent-Type: application/json\r\n"
            "Mcp-Session-Id: abc\r\nContent-Length: 7\r\n\r\n{\"a\":1}");
}

TEST(HttpWire, RequestSendsTheLastOfARepeatedHeaderAndOwnsHostAndLength) {
  auto r = request_bytes(
      "GET", "/mcp", "h:1",
      {{"Accept", "a"}, {"host", "evil"}, {"ACCEPT", "b"}, {"Content-Length", "9"}}, "");
  ASSERT_TRUE(r);
  EXPECT_EQ(*r,
            "GET /mcp HTTP/1.1\r\nHost: h:1\r\nACCEPT: b\r\n\r\n");  // a bodiless GET: no length
  auto d = request_bytes("DELETE", "/mcp", "h:1", {}, "");
  ASSERT_TRUE(d);
  EXPECT_NE(d->find("Content-Length: 0\r\n"), std::string::npos);
}

TEST(HttpWire, HeaderLinesRenderedOnceGoAfterTheListedOnes) {
  auto lines = header_lines({{"Accept", "a"}, {"Host", "evil"}, {"ACCEPT", "b"}, {"X-Id", "7"}});
  ASSERT_TRUE(lines);
  EXPECT_EQ(*lines, "ACCEPT: b\r\nX-Id: 7\r\n") << "the last of a repeated name; no Host";
  auto r = request_bytes("POST", "/mcp", "h:1", {{"Mcp-Method", "tools/call"}}, "{}", *lines);
  ASSERT_TRUE(r);
  EXPECT_EQ(*r,
            "POST /mcp HTTP/1.1\r\nHost: h:1\r\nMcp-Method: tools/call\r\nACCEPT: b\r\n"
            "X-Id: 7\r\nContent-Length: 2\r\n\r\n{}");
  EXPECT_FALSE(header_lines({{"X", "a\r\nInjected: 1"}}));
  EXPECT_FALSE(header_lines({{"X:Y", "a"}}));
}

TEST(HttpWire, RequestRefusesWhatWouldBreakTheFraming) {
  EXPECT_FALSE(request_bytes("POST", "/mcp", "h", {{"X", "a\r\nInjected: 1"}}, ""));
  EXPECT_FALSE(request_bytes("POST", "/mcp", "h", {{"X\n", "a"}}, ""));
  EXPECT_FALSE(request_bytes("POST", "/mcp", "h", {{"X:Y", "a"}}, ""));
  EXPECT_FALSE(request_bytes("POST", "/mcp", "h", {{"", "a"}}, ""));
  EXPECT_FALSE(request_bytes("POST", "/m cp", "h", {}, ""));
  EXPECT_FALSE(request_bytes("PO ST", "/mcp", "h", {}, ""));
  EXPECT_FALSE(request_bytes("POST", "/mcp", "h\r\n", {}, ""));
  // The body is not part of the head: anything goes there.
  EXPECT_TRUE(request_bytes("POST", "/mcp", "h", {}, "a\r\n\r\nb"));
}

// The program's own Content-Type constant is written first, as the same header in the list would
// be: the bytes on the wire do not change.
TEST(HttpWire, ResponseWritesItsOwnContentTypeFirst) {
  auto listed = response_bytes(
      11, 200, "OK", true, {{"Content-Type", "application/json"}, {"Mcp-Session-Id", "s"}}, "{}");
  auto constant =
      response_bytes(11, 200, "OK", true, {{"Mcp-Session-Id", "s"}}, "{}", "application/json");
  ASSERT_TRUE(listed && constant);
  EXPECT_EQ(*constant, *listed);
  EXPECT_EQ(*constant,
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nMcp-Session-Id: s\r\n"
            "Content-Length: 2\r\n\r\n{}");
}

TEST(HttpWire, ResponseSaysHowTheConnectionGoesOn) {
  auto keep = response_bytes(11, 200, "OK", true, {{"Content-Type", "application/json"}}, "{}");
  ASSERT_TRUE(keep);
  EXPECT_EQ(*keep,
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}");
  auto close = response_bytes(11, 404, "Not Found", false, {}, "x");
  ASSERT_TRUE(close);
  EXPECT_EQ(*close, "HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 1\r\n\r\nx");
  auto old = response_bytes(10, 202, "Accepted", true, {}, "");
  ASSERT_TRUE(old);
  EXPECT_EQ(*old, "HTTP/1.0 202 Accepted\r\nConnection: keep-alive\r\nContent-Length: 0\r\n\r\n");
  auto none = response_bytes(11, 204, "No Content", true, {}, "");
  ASSERT_TRUE(none);
  EXPECT_EQ(none->find("Content-Length"), std::string::npos);
}

TEST(HttpWire, ResponseLeavesFramingHeadersAndBadValuesToTheCaller) {
  EXPECT_FALSE(response_bytes(11, 200, "OK", true, {{"Connection", "upgrade"}}, ""));
  EXPECT_FALSE(response_bytes(11, 200, "OK", true, {{"content-length", "3"}}, ""));
  EXPECT_FALSE(response_bytes(11, 200, "OK", true, {{"Transfer-Encoding", "chunked"}}, ""));
  EXPECT_FALSE(response_bytes(11, 200, "OK", true, {{"X", "a\nb"}}, ""));
  EXPECT_FALSE(response_bytes(20, 200, "OK", true, {}, ""));
  EXPECT_FALSE(response_bytes(11, 204, "No Content", true, {}, "body"));
}

}  // namespace
}  // namespace patchbay::transport

namespace patchbay::transport {
namespace {

TEST(HttpWire, ResponseHeadIsParsed) {
  auto h = parse_response_head(
      "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nMcp-Session-Id:  abc \r\n"
      "Content-Length: 12\r\n\r\n");
  ASSERT_TRUE(h);
  EXPECT_EQ(h->status, 200);
  EXPECT_EQ(h->version, 11u);
  EXPECT_EQ(h->content_length, 12u);
  EXPECT_FALSE(h->chunked);
  EXPECT_TRUE(h->keep_alive);
  EXPECT_EQ(h->header("mcp-session-id"), "abc");
  EXPECT_EQ(h->header("content-type"), "application/json");
}

TEST(HttpWire, ResponseHeadSaysWhenTheConnectionEndsAndWhenTheBodyIsFramedOtherwise) {
  auto close = parse_response_head("HTTP/1.1 404 Not Found\r\nConnection: Close\r\n\r\n");
  ASSERT_TRUE(close);
  EXPECT_FALSE(close->keep_alive);
  EXPECT_FALSE(close->content_length);
  auto old = parse_response_head("HTTP/1.0 200 OK\r\n\r\n");
  ASSERT_TRUE(old);
  EXPECT_FALSE(old->keep_alive);
  auto old_kept = parse_response_head("HTTP/1.0 200 OK\r\nconnection: keep-alive\r\n\r\n");
  ASSERT_TRUE(old_kept);
  EXPECT_TRUE(old_kept->keep_alive);
  auto sse = parse_response_head(
      "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n");
  ASSERT_TRUE(sse);
  EXPECT_TRUE(sse->chunked);
}

TEST(HttpWire, ResponseHeadRefusesWhatIsNotOne) {
  EXPECT_FALSE(parse_response_head("HTTP/2 200 OK\r\n\r\n"));
  EXPECT_FALSE(parse_response_head("HTTP/1.1 2x0 OK\r\n\r\n"));
  EXPECT_FALSE(parse_response_head("HTTP/1.1 200OK\r\n\r\n"));
  EXPECT_FALSE(parse_response_head("HTTP/1.1 200 OK\r\nNoColon\r\n\r\n"));
  EXPECT_FALSE(parse_response_head("HTTP/1.1 200 OK\r\nContent-Length: 1x\r\n\r\n"));
  EXPECT_FALSE(parse_response_head("HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n"));
  EXPECT_FALSE(
      parse_response_head("HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n"));
  EXPECT_FALSE(parse_response_head("HTTP/1.1 200 OK\r\nBad Name: 1\r\n\r\n"));
  EXPECT_FALSE(parse_response_head("HTTP/1.1 200 OK\r\nX: 1\r\n"));  // no blank line
}

// Findings of the differential fuzz target (tests/fuzz/http_head_fuzz.cpp, docs/fuzzing.md): heads
// the fast path read that Beast's parser refuses, or read otherwise.
TEST(HttpWire, ResponseHeadRefusesWhatBeastsParserRefuses) {
  using namespace std::string_literals;
  EXPECT_FALSE(parse_response_head("HTTP/1.1 200 OK\r\nCon\0\0tent-Type: a\r\n\r\n"s));
  EXPECT_FALSE(parse_response_head("HTTP/1.1 200 OK\r\nX-(a): 1\r\n\r\n"));
  EXPECT_FALSE(
      parse_response_head("HTTP/1.1 200 OK\r\nX: a\x01"
                          "b\r\n\r\n"));
  EXPECT_FALSE(parse_response_head("HTTP/1.1 200\r\n\r\n"));
  EXPECT_FALSE(parse_response_head("HTTP/1.1 200 O\x01K\r\n\r\n"));
  EXPECT_FALSE(parse_response_head("HTTP/1.1 200 OK\r\nConnection: keep-aliv\x9b: 12\r\n\r\n"));
  auto closed = parse_response_head("HTTP/1.1 200 OK\r\nConnection: closed\r\n\r\n");
  ASSERT_TRUE(closed);
  EXPECT_TRUE(closed->keep_alive);  // "closed" is not the token "close"
}

TEST(HttpWire, RequestHeadLeavesAConnectionThatIsNoTokenListToTheFullParser) {
  EXPECT_FALSE(parse_request_head(
      "GET /mcp HTTP/1.0\r\nHost: localhost\r\nConnection: keep-aliv\x9b: 12\r\n\r\n"));
  EXPECT_FALSE(parse_request_head("GET / HTTP/1.1\r\nConnection: a b\r\n\r\n"));
  EXPECT_TRUE(parse_request_head("GET / HTTP/1.1\r\nConnection: keep-alive,\tClose \r\n\r\n"));
}

TEST(HttpWire, RequestHeadReadsAnOrdinaryPost) {
  auto h = parse_request_head(
      "POST /mcp?x=1 HTTP/1.1\r\nHost: 127.0.0.1:3917\r\nContent-Type:application/json \r\n"
      "Mcp-Session-Id: \tabc\r\nContent-Length: 42\r\nX-Raw: caf\xc3\xa9\r\n\r\n");
  ASSERT_TRUE(h);
  EXPECT_EQ(h->method, "POST");
  EXPECT_EQ(h->target, "/mcp?x=1");
  EXPECT_EQ(h->version, 11u);
  EXPECT_EQ(h->content_length, 42u);
  EXPECT_TRUE(h->keep_alive);
  ASSERT_EQ(h->headers.size(), 5u);
  EXPECT_EQ(h->headers[0], (std::pair<std::string, std::string>{"host", "127.0.0.1:3917"}));
  EXPECT_EQ(h->headers[1].second, "application/json");
  EXPECT_EQ(h->headers[2].second, "abc");
  EXPECT_EQ(h->headers[4].second, "caf\xc3\xa9");  // obs-text is allowed in values
}

TEST(HttpWire, RequestHeadKeepAliveFollowsVersionAndConnection) {
  EXPECT_FALSE(
      parse_request_head("GET / HTTP/1.1\r\nConnection: keep-alive, Close\r\n\r\n")->keep_alive);
  EXPECT_FALSE(parse_request_head("GET / HTTP/1.0\r\n\r\n")->keep_alive);
  EXPECT_TRUE(parse_request_head("GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n")->keep_alive);
  EXPECT_TRUE(parse_request_head("GET / HTTP/1.1\r\nConnection: closed\r\n\r\n")->keep_alive);
}

// Every Connection line counts, and Proxy-Connection alike, as Beast's parser reads them (the hub's
// Beast path uses the parser's reading too): a "close" after an empty line still closes
// (tests/fuzz/http_head_fuzz.cpp found the first-line-only reading).
TEST(HttpWire, HeadsReadEveryConnectionLineAsOneList) {
  EXPECT_FALSE(parse_request_head("GET / HTTP/1.1\r\nConnection: \r\nConnection: close\r\n\r\n")
                   ->keep_alive);
  EXPECT_FALSE(parse_request_head("GET / HTTP/1.1\r\nProxy-Connection: close\r\n\r\n")->keep_alive);
  EXPECT_TRUE(
      parse_request_head("GET / HTTP/1.0\r\nConnection: x\r\nConnection: keep-alive\r\n\r\n")
          ->keep_alive);
  EXPECT_FALSE(parse_request_head("GET / HTTP/1.1\r\nProxy-Connection: a b\r\n\r\n"));
  auto res =
      parse_response_head("HTTP/1.0 200 OK\r\nConnection: keep-alive\r\nConnection: close\r\n\r\n");
  ASSERT_TRUE(res);
  EXPECT_TRUE(res->keep_alive);  // HTTP/1.0 reads only "keep-alive", as Beast's parser does
  auto res11 = parse_response_head("HTTP/1.1 200 OK\r\nConnection:\r\nConnection: Close\r\n\r\n");
  ASSERT_TRUE(res11);
  EXPECT_FALSE(res11->keep_alive);
  EXPECT_FALSE(parse_response_head("HTTP/1.1 200 OK\r\nProxy-Connection: a b\r\n\r\n"));
}

// Values are checked eight bytes at a time: a control byte, DEL or bare CR anywhere in a long value
// is still found, and tabs and obs-text anywhere are still allowed.
TEST(HttpWire, RequestHeadChecksEveryByteOfALongValue) {
  const std::string value = "abcdefghijklmnopqrstuvwxyz0123456789";
  for (std::size_t at = 0; at < value.size(); ++at) {
    for (char bad : {'\x01', '\x1f', '\x7f', '\r', '\n', '\0'}) {
      std::string v = value;
      v[at] = bad;
      std::string head = "POST /mcp HTTP/1.1\r\nX-Long: " + v + "\r\n\r\n";
      EXPECT_FALSE(parse_request_head(head)) << "byte " << int(bad) << " at " << at;
    }
    for (char good : {'\t', ' ', '~', '\x80', '\xff'}) {
      std::string v = value;
      v[at] = good;
      // Between two letters: a value's leading and trailing blanks are not part of it.
      std::string head = "POST /mcp HTTP/1.1\r\nX-Long: <" + v + ">\r\n\r\n";
      auto h = parse_request_head(head);
      ASSERT_TRUE(h) << "byte " << int(static_cast<unsigned char>(good)) << " at " << at;
      EXPECT_EQ(h->headers[0].second, "<" + v + ">");
    }
  }
}

// A name is checked and lower-cased by one table: every tchar is kept (letters lower-cased), any
// other byte anywhere in it (NUL too) sends the head to the full parser.
TEST(HttpWire, RequestHeadChecksAndLowerCasesEveryByteOfAName) {
  const std::string tchars =
      "!#$%&'*+-.^_`|~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  auto h = parse_request_head("GET / HTTP/1.1\r\n" + tchars + ": v\r\n\r\n");
  ASSERT_TRUE(h);
  std::string lower = tchars;
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  EXPECT_EQ(h->headers.at(0).first, lower);
  for (std::size_t at = 0; at < 6; ++at)
    for (char bad : {'\0', ' ', '\t', '"', '(', '@', '[', '{', '\x7f', '\x80', '\xff'}) {
      std::string name = "X-Name";
      name[at] = bad;
      std::string head = "GET / HTTP/1.1\r\n" + name + ": v\r\n\r\n";
      EXPECT_FALSE(parse_request_head(head))
          << "byte " << int(static_cast<unsigned char>(bad)) << " at " << at;
    }
}

// Everything it is not sure of goes to Beast's parser: a nullopt here is never an answer.
TEST(HttpWire, RequestHeadLeavesAnythingUnusualToTheFullParser) {
  for (const char* head : {
           "post /mcp HTTP/1.1\r\n\r\n",                                // method not upper case
           "POST  /mcp HTTP/1.1\r\n\r\n",                               // two spaces
           "POST http://h/mcp HTTP/1.1\r\n\r\n",                        // absolute form
           "POST /m\x7f HTTP/1.1\r\n\r\n",                              // control in the target
           "POST /mcp HTTP/2.0\r\n\r\n",                                // version
           "POST /mcp HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n",  // chunked
           "GET /link HTTP/1.1\r\nUpgrade: websocket\r\n\r\n",          // an upgrade
           "POST /mcp HTTP/1.1\r\nExpect: 100-continue\r\n\r\n",        // 100-continue
           "POST /mcp HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 1\r\n\r\n",
           "POST /mcp HTTP/1.1\r\nContent-Length: +1\r\n\r\n",
           "POST /mcp HTTP/1.1\r\nContent-Length: 1 2\r\n\r\n",
           "POST /mcp HTTP/1.1\r\nContent-Length: 9999999999999999999\r\n\r\n",
           "POST /mcp HTTP/1.1\r\nHost : x\r\n\r\n",         // space before the colon
           "POST /mcp HTTP/1.1\r\nX: a\r\n folded\r\n\r\n",  // obs-fold
           "POST /mcp HTTP/1.1\r\nX: a\x01b\r\n\r\n",        // control in a value
           "POST /mcp HTTP/1.1\r\nX: a\nb\r\n\r\n",          // bare LF
           "POST /mcp HTTP/1.1\r\nX: a\rb\r\n\r\n",          // bare CR
           "POST /mcp HTTP/1.1\r\nX: a\x7f\r\n\r\n",         // DEL in a value
           "POST /mcp HTTP/1.1\r\nNoColon\r\n\r\n",
           "POST /mcp HTTP/1.1\r\n: no name\r\n\r\n",
           "POST /mcp HTTP/1.1\r\nX: a\r\n\r",  // cut inside the blank line
           "POST /mcp HTTP/1.1\r\nX: a",        // cut inside a field line
           "POST /mcp HTTP/1.1\r\nX: 1\r\n",    // not a whole head
           "POST /mcp HTTP/1.1\r\n\r\nextra",   // more than one head
       })
    EXPECT_FALSE(parse_request_head(head)) << head;
}

}  // namespace
}  // namespace patchbay::transport
