// A tools/call's identity beyond one request (mcp/call_identity.hpp): what is accepted, what is
// refused with -32602, and the "outcome unknown" mark on results.
#include "mcp/call_identity.hpp"

#include <gtest/gtest.h>

namespace patchbay::mcp {
namespace {

json::object params_with_meta(json::object meta) {
  return json::object{{"name", "t"}, {"_meta", std::move(meta)}};
}

TEST(CallIdentity, AbsentIsEmpty) {
  auto none = read_call_identity(json::object{{"name", "t"}});
  ASSERT_TRUE(none);
  EXPECT_TRUE(none->id.empty());
  EXPECT_FALSE(none->retry);
  auto other_meta = read_call_identity(params_with_meta({{"progressToken", 3}}));
  ASSERT_TRUE(other_meta);
  EXPECT_TRUE(other_meta->id.empty());
}

TEST(CallIdentity, ReadsIdAndRetry) {
  auto r = read_call_identity(params_with_meta({{meta_call_id, "0a1b2c-17"}, {meta_retry, true}}));
  ASSERT_TRUE(r);
  EXPECT_EQ(r->id, "0a1b2c-17");
  EXPECT_TRUE(r->retry);
  auto longest =
      read_call_identity(params_with_meta({{meta_call_id, std::string(max_call_id_length, 'a')}}));
  ASSERT_TRUE(longest);
  auto punctuation = read_call_identity(params_with_meta({{meta_call_id, "a.b_c:d-e"}}));
  ASSERT_TRUE(punctuation);
}

TEST(CallIdentity, RefusesWhatCannotNameACall) {
  for (json::value bad :
       {json::value(42), json::value(""), json::value("has space"), json::value("slash/inside"),
        json::value("k\"quote"), json::value(std::string(max_call_id_length + 1, 'a'))}) {
    auto r = read_call_identity(params_with_meta({{meta_call_id, bad}}));
    ASSERT_FALSE(r) << jsonrpc::serialize(bad);
    EXPECT_EQ(r.error().code, jsonrpc::invalid_params);
    EXPECT_NE(r.error().message.find("patchbay/callId"), std::string::npos) << r.error().message;
  }
  auto retry = read_call_identity(params_with_meta({{meta_retry, "yes"}}));
  ASSERT_FALSE(retry);
  EXPECT_NE(retry.error().message.find("patchbay/retry"), std::string::npos);
}

TEST(CallIdentity, OutcomeMark) {
  json::object result{{"content", json::array{}}, {"isError", true}};
  EXPECT_TRUE(outcome_of(result).empty());
  mark_outcome_unknown(result);
  EXPECT_EQ(outcome_of(result), outcome_unknown);
  json::object stopped{{"_meta", json::object{{"other", 1}}}};
  mark_outcome_unknown(stopped, outcome_hub_stopped);
  EXPECT_EQ(outcome_of(stopped), outcome_hub_stopped);
  EXPECT_EQ(stopped.at("_meta").at("other"), 1) << "other _meta keys are kept";
}

}  // namespace
}  // namespace patchbay::mcp
