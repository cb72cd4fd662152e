#pragma once
// Edits one server entry (`<servers_key>.<name>`, e.g. mcpServers.unity) in an MCP client's JSON
// configuration and leaves every other byte of the file as it was.
//
// Why not parse, modify and serialize: these files belong to the user and to the client. Claude
// Code's ~/.claude.json holds far more than servers, VS Code users keep `//` comments and trailing
// commas in mcp.json, and a round trip through a JSON library drops comments, reformats numbers
// (1.0 becomes 1E0) and re-indents everything. So the editor scans the text (JSON plus comments and
// trailing commas, the "JSONC" dialect those clients read), remembers where each member of the
// objects it needs begins and ends, and splices new text into those positions. The only text it
// replaces is the entry's own value, and it refuses when that value holds a comment.

#include "setup/edit_result.hpp"

#include <boost/json/value.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace patchbay::setup {

class json_config_editor {
 public:
  // Scans `text`. Empty (or whitespace-only) text is an empty object. error() says what is wrong,
  // with line and column, when the text is not JSON(C), its top level is not an object,
  // `servers_key` is not an object, or either key occurs twice.
  json_config_editor(std::string text, std::string servers_key, std::string name);

  const std::string& error() const { return error_; }

  // The entry's current value (comments dropped), if there is one. Requires error().empty().
  std::optional<boost::json::value> find() const;

  // The file's text with the entry set to `value` (created, with `servers_key` if need be, after
  // the last existing member). Requires error().empty().
  edit_result set(const boost::json::value& value) const;

  // The file's text without the entry (and the comma that separated it). Requires error().empty()
  // and find().
  edit_result erase() const;

 private:
  struct member {
    std::string key;
    std::size_t key_begin = 0;
    std::size_t value_begin = 0;
    std::size_t value_end = 0;
    std::size_t comma = std::string::npos;  // the comma after the value, if any
    int object = -1;                        // index into objects_ when the value is an object
  };
  struct object_node {
    std::size_t open = 0;   // position of '{'
    std::size_t close = 0;  // position of '}'
    std::vector<member> members;
  };
  struct comment_span {
    std::size_t begin = 0;
    std::size_t end = 0;
  };
  friend class jsonc_scanner;

  const member* find_member(int object, const std::string& key) const;
  edit_result insert_member(int object, const std::string& key,
                            const boost::json::value& value) const;
  // The blanks at the start of pos's line.
  std::string line_indent(std::size_t pos) const;
  // Only blanks precede pos on its line.
  bool starts_line(std::size_t pos) const;
  // Where the line break after pos begins (or the end of the text) when only blanks or a line
  // comment follow pos on its line; npos otherwise.
  std::size_t blank_rest(std::size_t pos) const;
  bool comment_within(std::size_t begin, std::size_t end) const;

  std::string text_;
  std::string servers_key_;
  std::string name_;
  std::string error_;
  std::size_t body_begin_ = 0;  // after a UTF-8 byte order mark
  bool empty_ = false;          // whitespace only
  std::vector<object_node> objects_;
  std::vector<comment_span> comments_;
  int servers_ = -1;  // object index of servers_key's value
};

// Pretty-prints `value` as JSON.stringify(value, null, 2) would, with `indent` before every line
// after the first and `newline` between lines.
std::string pretty_json(const boost::json::value& value, const std::string& indent,
                        const std::string& newline);

}  // namespace patchbay::setup
