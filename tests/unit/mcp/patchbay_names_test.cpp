// The names Patchbay adds to MCP (mcp/patchbay_names.hpp) are the ones its protocol document lists.

#include "mcp/patchbay_names.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>

namespace patchbay::mcp {
namespace {

std::string protocol_document() {
  std::ifstream in(std::string(PATCHBAY_DOCS_DIR) + "/protocol.md");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(PatchbayNames, EveryErrorKindIsInTheProtocolDocument) {
  const std::string doc = protocol_document();
  ASSERT_FALSE(doc.empty()) << "docs/protocol.md not read from " << PATCHBAY_DOCS_DIR;
  for (std::string_view kind : error_kind::all) {
    std::string quoted = "`";  // appended: GCC 12 warns on "`" + std::string (-Wrestrict)
    quoted += kind;
    quoted += '`';
    EXPECT_NE(doc.find(quoted), std::string::npos)
        << "docs/protocol.md's error tables (§7) do not list " << kind;
  }
}

TEST(PatchbayNames, KindsAreNamedOnce) {
  std::set<std::string_view> seen(error_kind::all.begin(), error_kind::all.end());
  EXPECT_EQ(seen.size(), error_kind::all.size());
}

}  // namespace
}  // namespace patchbay::mcp
