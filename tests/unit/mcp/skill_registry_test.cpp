// Skills over MCP (mcp/skill_registry.hpp): the SKILL.md front matter as JSON, and the entry a
// skill is described by — every file's digest and size from what its resource reads now.
#include "mcp/skill_registry.hpp"
#include "mcp/resource_registry.hpp"
#include "text/sha256.hpp"

#include <gtest/gtest.h>

namespace patchbay::mcp {
namespace {

TEST(SkillFrontMatter, ReadsKeyValueLinesAndUnquotes) {
  auto fm = skill_front_matter("---\nname: tidy\ndescription: 'Keep it: tidy'\n---\n# Body\n");
  ASSERT_TRUE(fm);
  EXPECT_EQ(fm->at("name").as_string(), "tidy");
  EXPECT_EQ(fm->at("description").as_string(), "Keep it: tidy");
  EXPECT_FALSE(skill_front_matter("# no front matter\n"));
  EXPECT_FALSE(skill_front_matter("---\nname: unclosed\n"));
  EXPECT_FALSE(skill_front_matter("---\n- a list item\n---\n"));
}

TEST(SkillRegistry, DescribesEachFileByWhatItsResourceReadsNow) {
  resource_registry resources;
  std::string text = "---\nname: tidy\ndescription: Keep it tidy\n---\nstep one\n";
  resources.add(
      json::object{{"uri", "skill://tidy/SKILL.md"}, {"name", "tidy"}},
      [&text](std::string_view uri, const template_vars&) -> jsonrpc::outcome<json::array> {
        return json::array{json::object{{"uri", uri}, {"text", text}}};
      });
  skill_registry skills;
  skills.add({"skill://tidy/SKILL.md", {"skill://tidy/SKILL.md"}});
  auto entry = skills.describe(*skills.find("skill://tidy/SKILL.md"), resources);
  ASSERT_TRUE(entry);
  EXPECT_EQ(entry->at("frontmatter").at("name").as_string(), "tidy");
  const auto& file = entry->at("resources").as_array().at(0).as_object();
  EXPECT_EQ(file.at("digest").as_string(), "sha256:" + text::to_hex(text::sha256(text)));
  EXPECT_EQ(file.at("size").as_int64(), static_cast<std::int64_t>(text.size()));

  text = "---\nname: tidy\ndescription: Keep it tidy\n---\nstep two, changed\n";
  auto again = skills.describe(*skills.find("skill://tidy/SKILL.md"), resources);
  ASSERT_TRUE(again);
  EXPECT_NE(again->at("resources").at(0).at("digest"), file.at("digest"));

  text = "no front matter";
  auto broken = skills.describe(*skills.find("skill://tidy/SKILL.md"), resources);
  ASSERT_FALSE(broken);
  EXPECT_EQ(broken.error().code, jsonrpc::internal_error);
  EXPECT_EQ(skills.find("skill://other/SKILL.md"), nullptr);
}

}  // namespace
}  // namespace patchbay::mcp
