// Codex's sandbox allowance (issue 33): setup grants [sandbox_workspace_write] network_access =
// true, marked as its own, and takes back only what it marked; what the user wrote differently
// is refused with a reason and the way out, and the text is left as it was.

#include "setup/codex_sandbox.hpp"

#include <gtest/gtest.h>

#include <string>

namespace patchbay::setup {
namespace {

const std::string marked = std::string("network_access = true  ") + codex_sandbox_marker;

TEST(codex_sandbox, grants_network_in_a_new_table_and_takes_it_back) {
  const std::string original = "model = \"o3\"\n\n[mcp_servers.unity]\ncommand = \"pb\"\n";
  auto allowed = allow_codex_sandbox_network(original);
  ASSERT_TRUE(allowed.result.ok()) << allowed.result.error;
  EXPECT_TRUE(allowed.changed);
  EXPECT_EQ(allowed.result.text, original + "\n[sandbox_workspace_write]\n" + marked + "\n");
  EXPECT_NE(allowed.note.find("127.0.0.1"), std::string::npos);

  auto again = allow_codex_sandbox_network(allowed.result.text);
  EXPECT_FALSE(again.changed);
  EXPECT_EQ(again.result.text, allowed.result.text);
  EXPECT_EQ(again.note, "");

  auto withdrawn = withdraw_codex_sandbox_network(allowed.result.text);
  EXPECT_TRUE(withdrawn.changed);
  EXPECT_EQ(withdrawn.result.text, original);
  EXPECT_FALSE(withdraw_codex_sandbox_network(original).changed);
}

TEST(codex_sandbox, adds_to_the_users_table_and_leaves_the_rest_of_it) {
  const std::string original =
      "[sandbox_workspace_write]  # mine\nwritable_roots = [\"/data\"]\n\n[tui]\nx = 1\n";
  auto allowed = allow_codex_sandbox_network(original);
  ASSERT_TRUE(allowed.result.ok()) << allowed.result.error;
  EXPECT_EQ(allowed.result.text,
            "[sandbox_workspace_write]  # mine\nwritable_roots = [\"/data\"]\n" + marked +
                "\n\n[tui]\nx = 1\n");
  auto withdrawn = withdraw_codex_sandbox_network(allowed.result.text);
  EXPECT_EQ(withdrawn.result.text, original) << "the user's table stays, only our key goes";
}

TEST(codex_sandbox, the_users_own_allowance_is_theirs) {
  const std::string own = "[sandbox_workspace_write]\nnetwork_access = true\n";
  auto allowed = allow_codex_sandbox_network(own);
  EXPECT_FALSE(allowed.changed);
  EXPECT_EQ(allowed.result.text, own);
  EXPECT_NE(allowed.note.find("already allows"), std::string::npos);
  EXPECT_FALSE(withdraw_codex_sandbox_network(own).changed) << "--remove never takes the user's";
  EXPECT_EQ(withdraw_codex_sandbox_network(own).result.text, own);
}

TEST(codex_sandbox, refuses_what_the_user_wrote_differently) {
  for (const std::string text : {
           "[sandbox_workspace_write]\nnetwork_access = false\n",
           "[sandbox_workspace_write]\nnetwork_access = \"yes\"\n",
           "sandbox_workspace_write.network_access = false\n",
           "sandbox_workspace_write = { network_access = false }\n",
           "default_permissions = \"dev\"\n",
           "[permissions.dev]\nextends = \":workspace\"\n",
       }) {
    auto allowed = allow_codex_sandbox_network(text);
    EXPECT_FALSE(allowed.result.ok()) << text;
    EXPECT_FALSE(allowed.changed);
    EXPECT_NE(allowed.result.error.find("--leave-sandbox"), std::string::npos)
        << allowed.result.error;
  }
  EXPECT_NE(allow_codex_sandbox_network("[sandbox_workspace_write]\nnetwork_access = false\n")
                .result.error.find("network_access = false"),
            std::string::npos);
  EXPECT_NE(allow_codex_sandbox_network("default_permissions = \"dev\"\n")
                .result.error.find("permission profiles"),
            std::string::npos);
  // Nothing of ours there: --remove leaves such files alone, with no error.
  auto withdrawn =
      withdraw_codex_sandbox_network("sandbox_workspace_write.network_access = true\n");
  EXPECT_TRUE(withdrawn.result.ok());
  EXPECT_FALSE(withdrawn.changed);
}

}  // namespace
}  // namespace patchbay::setup
