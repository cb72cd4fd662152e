#pragma once
// Edits one table (e.g. [mcp_servers.unity], with its subtables such as [mcp_servers.unity.env])
// in a TOML file — Codex's config.toml — and preserves every other byte of the file.
//
// Not a TOML library: the scanner understands TOML's structure well enough to know where each
// header and key/value statement begins and ends (strings of all four kinds, multi-line arrays,
// inline tables, comments), decodes plain strings and arrays of them, and rejects any line it
// cannot account for. A file it cannot scan is reported as malformed and never written. When the
// table is defined in a way that line edits cannot change safely (dotted keys such as
// `unity.command = …` under [mcp_servers], an inline table, an array of tables), it says so
// instead of guessing.

#include "setup/edit_result.hpp"

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace patchbay::setup {

class toml_config_editor {
 public:
  // Scans `text` for the table at `table` (e.g. {"mcp_servers", "unity"}). error() is non-empty
  // when the file cannot be scanned or the table is defined in a form this editor cannot edit.
  toml_config_editor(std::string text, std::vector<std::string> table);

  const std::string& error() const { return error_; }

  // The table's keys, if the table exists: strings and arrays of strings (and booleans) decoded,
  // other values null, dotted keys and subtables as objects. Requires error().empty().
  std::optional<boost::json::object> find() const;

  // The text with `values` (strings or arrays of strings) set in the table and the keys or
  // subtables named in `remove` taken out. A missing table is created after the last table under
  // the same parent, or at the end. A non-empty `comment` ("# …") ends each line this writes, so a
  // later run can tell its own lines from the user's (trailing_comment). Requires error().empty().
  edit_result update(const boost::json::object& values, const std::vector<std::string>& remove,
                     const std::string& comment = {}) const;

  // The comment ending the line of `key` in the table ("# …", without the blanks before it), or
  // an empty string. Requires error().empty().
  std::string trailing_comment(const std::string& key) const;

  // Whether the file says anything at `path` or below it: a [header] or a key (dotted or under a
  // header) whose full path starts with `path`, e.g. {"permissions"} or {"default_permissions"}.
  bool defines(const std::vector<std::string>& path) const;

  // The text without the table and its subtables. Requires error().empty() and find().
  edit_result erase() const;

 private:
  struct key_value {
    std::vector<std::string> table;  // the header it sits under
    std::vector<std::string> key;    // dotted key segments
    std::size_t line_begin = 0;
    std::size_t key_begin = 0;
    std::size_t value_end = 0;
    std::size_t line_end = 0;  // after its line break, or the end of the text
    std::optional<boost::json::value> decoded;
  };
  struct header {
    std::vector<std::string> path;
    bool array = false;
    std::size_t line_begin = 0;
    std::size_t content_end = 0;  // after its last key/value line (or its own line)
  };
  friend class toml_scanner;

  bool ours(const std::vector<std::string>& path) const;  // the table or below it
  const header* main_header() const;
  std::size_t blank_line_end(std::size_t pos) const;  // end of pos's line if blank, else npos
  std::size_t previous_line_begin(std::size_t line_begin) const;
  // What removing a section takes: its lines, and a blank line so no double gap is left.
  std::pair<std::size_t, std::size_t> removal_extent(const header& h) const;
  edit_result check(edit_result result, const boost::json::object& values,
                    const std::vector<std::string>& remove) const;

  std::string text_;
  std::vector<std::string> table_;
  std::string error_;
  std::size_t body_begin_ = 0;  // after a UTF-8 byte order mark
  std::vector<key_value> values_;
  std::vector<header> headers_;
};

// TOML spellings: a basic string with escapes, an array on one line, a dotted header key.
std::string toml_string(const std::string& value);
std::string toml_value(const boost::json::value& value);
std::string toml_key(const std::string& key);

}  // namespace patchbay::setup
