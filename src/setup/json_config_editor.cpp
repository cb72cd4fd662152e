#include "setup/json_config_editor.hpp"

#include "setup/text_escapes.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <algorithm>
#include <cstring>
#include <stdexcept>

namespace patchbay::setup {

namespace json = boost::json;

namespace {

constexpr int max_depth = 512;

boost::json::parse_options jsonc_options() {
  json::parse_options options;
  options.allow_comments = true;
  options.allow_trailing_commas = true;
  options.max_depth = max_depth;
  return options;
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

std::string line_and_column(const std::string& text, std::size_t pos) {
  std::size_t line = 1, column = 1;
  for (std::size_t i = 0; i < pos && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

std::string quoted(const std::string& key) { return json::serialize(json::value(key)); }

}  // namespace

// A validating JSONC scanner that records, for every object, where its members' keys and values
// are. Recursive descent with a depth limit, so a hostile file cannot exhaust the stack.
class jsonc_scanner {
 public:
  jsonc_scanner(const std::string& text, std::size_t pos,
                std::vector<json_config_editor::object_node>& objects,
                std::vector<json_config_editor::comment_span>& comments)
      : t_(text), p_(pos), objects_(objects), comments_(comments) {}

  // Scans one value that must be an object and the space after it.
  bool document() {
    if (!skip()) return false;
    if (p_ >= t_.size() || t_[p_] != '{') return fail("the top level is not a JSON object");
    int ignored = -1;
    if (!value(0, ignored)) return false;
    if (!skip()) return false;
    if (p_ != t_.size()) return fail("unexpected text after the top-level object");
    return true;
  }

  std::string error;
  std::size_t error_pos = 0;

 private:
  bool fail(std::string what) {
    error = std::move(what);
    error_pos = p_;
    return false;
  }

  bool skip() {
    while (p_ < t_.size()) {
      char c = t_[p_];
      if (is_space(c)) {
        ++p_;
      } else if (c == '/' && p_ + 1 < t_.size() && t_[p_ + 1] == '/') {
        std::size_t begin = p_;
        while (p_ < t_.size() && t_[p_] != '\n') ++p_;
        comments_.push_back({begin, p_});
      } else if (c == '/' && p_ + 1 < t_.size() && t_[p_ + 1] == '*') {
        std::size_t begin = p_;
        auto end = t_.find("*/", p_ + 2);
        if (end == std::string::npos) return fail("unterminated /* comment");
        p_ = end + 2;
        comments_.push_back({begin, p_});
      } else {
        break;
      }
    }
    return true;
  }

  bool value(int depth, int& object_index) {
    if (depth > max_depth) return fail("nested too deeply");
    if (p_ >= t_.size()) return fail("unexpected end of file; a value is missing");
    char c = t_[p_];
    if (c == '{') return object(depth, object_index);
    if (c == '[') return array(depth);
    if (c == '"') return string(nullptr);
    if (c == '-' || (c >= '0' && c <= '9')) return number();
    for (const char* word : {"true", "false", "null"}) {
      if (t_.compare(p_, std::strlen(word), word) == 0) {
        p_ += std::strlen(word);
        return true;
      }
    }
    return fail("expected a value");
  }

  bool object(int depth, int& object_index) {
    object_index = static_cast<int>(objects_.size());
    objects_.push_back({});
    objects_[object_index].open = p_++;
    for (;;) {
      if (!skip()) return false;
      if (p_ >= t_.size()) return fail("unexpected end of file inside an object");
      if (t_[p_] == '}') break;
      if (t_[p_] != '"') return fail("expected a member name in double quotes or '}'");
      json_config_editor::member m;
      m.key_begin = p_;
      if (!string(&m.key)) return false;
      if (!skip()) return false;
      if (p_ >= t_.size() || t_[p_] != ':') return fail("expected ':' after a member name");
      ++p_;
      if (!skip()) return false;
      m.value_begin = p_;
      if (!value(depth + 1, m.object)) return false;
      m.value_end = p_;
      if (!skip()) return false;
      bool more = p_ < t_.size() && t_[p_] == ',';
      if (more) m.comma = p_++;
      objects_[object_index].members.push_back(std::move(m));
      if (!more) {
        if (!skip()) return false;
        if (p_ >= t_.size() || t_[p_] != '}') return fail("expected ',' or '}' after a member");
        break;
      }
    }
    objects_[object_index].close = p_++;
    return true;
  }

  bool array(int depth) {
    ++p_;
    for (;;) {
      if (!skip()) return false;
      if (p_ >= t_.size()) return fail("unexpected end of file inside an array");
      if (t_[p_] == ']') break;
      int ignored = -1;
      if (!value(depth + 1, ignored)) return false;
      if (!skip()) return false;
      if (p_ < t_.size() && t_[p_] == ',') {
        ++p_;
        continue;
      }
      if (p_ >= t_.size() || t_[p_] != ']') return fail("expected ',' or ']' in an array");
      break;
    }
    ++p_;
    return true;
  }

  bool hex4(unsigned long& out) {
    if (p_ + 4 > t_.size()) return fail("truncated \\u escape");
    out = 0;
    for (int i = 0; i < 4; ++i) {
      char c = t_[p_++];
      int digit = hex_digit_value(c);
      if (digit < 0) return fail("invalid \\u escape");
      out = (out << 4) | static_cast<unsigned long>(digit);
    }
    return true;
  }

  bool string(std::string* decoded) {
    ++p_;
    for (;;) {
      if (p_ >= t_.size()) return fail("unterminated string");
      char c = t_[p_];
      if (c == '"') break;
      if (static_cast<unsigned char>(c) < 0x20) return fail("control character in a string");
      if (c != '\\') {
        if (decoded) *decoded += c;
        ++p_;
        continue;
      }
      if (++p_ >= t_.size()) return fail("unterminated string");
      char e = t_[p_++];
      char simple = 0;
      switch (e) {
        case '"':
        case '\\':
        case '/':
          simple = e;
          break;
        case 'b':
          simple = '\b';
          break;
        case 'f':
          simple = '\f';
          break;
        case 'n':
          simple = '\n';
          break;
        case 'r':
          simple = '\r';
          break;
        case 't':
          simple = '\t';
          break;
        case 'u': {
          unsigned long cp = 0;
          if (!hex4(cp)) return false;
          if (cp >= 0xD800 && cp < 0xDC00 && t_.compare(p_, 2, "\\u") == 0) {
            p_ += 2;
            unsigned long low = 0;
            if (!hex4(low)) return false;
            if (low >= 0xDC00 && low < 0xE000)
              cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
          }
          if (decoded) append_utf8(*decoded, cp);
          continue;
        }
        default:
          --p_;
          return fail("invalid escape in a string");
      }
      if (decoded) *decoded += simple;
    }
    ++p_;
    return true;
  }

  bool digits() {
    std::size_t begin = p_;
    while (p_ < t_.size() && t_[p_] >= '0' && t_[p_] <= '9') ++p_;
    return p_ > begin;
  }

  bool number() {
    if (t_[p_] == '-') ++p_;
    if (p_ < t_.size() && t_[p_] == '0') {
      ++p_;
    } else if (!digits()) {
      return fail("invalid number");
    }
    if (p_ < t_.size() && t_[p_] == '.') {
      ++p_;
      if (!digits()) return fail("invalid number");
    }
    if (p_ < t_.size() && (t_[p_] == 'e' || t_[p_] == 'E')) {
      ++p_;
      if (p_ < t_.size() && (t_[p_] == '+' || t_[p_] == '-')) ++p_;
      if (!digits()) return fail("invalid number");
    }
    return true;
  }

  const std::string& t_;
  std::size_t p_;
  std::vector<json_config_editor::object_node>& objects_;
  std::vector<json_config_editor::comment_span>& comments_;
};

json_config_editor::json_config_editor(std::string text, std::string servers_key, std::string name)
    : text_(std::move(text)), servers_key_(std::move(servers_key)), name_(std::move(name)) {
  if (text_.starts_with("\xEF\xBB\xBF")) body_begin_ = 3;
  empty_ =
      std::all_of(text_.begin() + static_cast<std::ptrdiff_t>(body_begin_), text_.end(), is_space);
  if (empty_) return;
  jsonc_scanner scanner(text_, body_begin_, objects_, comments_);
  if (!scanner.document()) {
    error_ = scanner.error + " at " + line_and_column(text_, scanner.error_pos);
    return;
  }
  // Boost.JSON as a second opinion (it also checks UTF-8).
  boost::system::error_code ec;
  json::parse(std::string_view(text_).substr(body_begin_), ec, {}, jsonc_options());
  if (ec) {
    error_ = "not valid JSON: " + ec.message();
    return;
  }
  std::size_t count = 0;
  for (const auto& m : objects_[0].members) {
    if (m.key != servers_key_) continue;
    if (++count > 1) {
      error_ =
          "\"" + servers_key_ + "\" occurs twice (" + line_and_column(text_, m.key_begin) + ")";
      return;
    }
    if (m.object < 0) {
      error_ = "\"" + servers_key_ + "\" is not an object (" +
               line_and_column(text_, m.value_begin) + ")";
      return;
    }
    servers_ = m.object;
  }
  if (servers_ < 0) return;
  count = 0;
  for (const auto& m : objects_[servers_].members) {
    if (m.key == name_ && ++count > 1) {
      error_ = "\"" + servers_key_ + "\" has two \"" + name_ + "\" entries (" +
               line_and_column(text_, m.key_begin) + ")";
      return;
    }
  }
}

const json_config_editor::member* json_config_editor::find_member(int object,
                                                                  const std::string& key) const {
  if (object < 0) return nullptr;
  for (const auto& m : objects_[object].members) {
    if (m.key == key) return &m;
  }
  return nullptr;
}

std::optional<json::value> json_config_editor::find() const {
  const member* m = find_member(servers_, name_);
  if (!m) return std::nullopt;
  return json::parse(std::string_view(text_).substr(m->value_begin, m->value_end - m->value_begin),
                     {}, jsonc_options());
}

std::string json_config_editor::line_indent(std::size_t pos) const {
  std::size_t start = text_.rfind('\n', pos == 0 ? 0 : pos - 1);
  start = start == std::string::npos || pos == 0 ? body_begin_ : start + 1;
  std::size_t end = start;
  while (end < text_.size() && (text_[end] == ' ' || text_[end] == '\t')) ++end;
  return text_.substr(start, end - start);
}

bool json_config_editor::starts_line(std::size_t pos) const {
  std::size_t p = pos;
  while (p > body_begin_ && (text_[p - 1] == ' ' || text_[p - 1] == '\t')) --p;
  return p == body_begin_ || text_[p - 1] == '\n';
}

std::size_t json_config_editor::blank_rest(std::size_t p) const {
  while (p < text_.size() && (text_[p] == ' ' || text_[p] == '\t')) ++p;
  if (text_.compare(p, 2, "//") == 0) p = std::min(text_.find('\n', p), text_.size());
  if (p >= text_.size()) return text_.size();
  if (text_[p] == '\n') return p > 0 && text_[p - 1] == '\r' ? p - 1 : p;
  if (text_[p] == '\r' && p + 1 < text_.size() && text_[p + 1] == '\n') return p;
  return std::string::npos;
}

bool json_config_editor::comment_within(std::size_t begin, std::size_t end) const {
  return std::any_of(comments_.begin(), comments_.end(),
                     [&](const comment_span& c) { return c.begin >= begin && c.end <= end; });
}

edit_result json_config_editor::insert_member(int object, const std::string& key,
                                              const json::value& value) const {
  const object_node& o = objects_[object];
  const std::string nl = newline_of(text_);
  if (o.members.empty()) {
    std::string parent = line_indent(o.open);
    std::string indent = parent + "  ";
    std::string entry = quoted(key) + ": " + pretty_json(value, indent, nl);
    std::size_t begin = o.open + 1;
    bool blank = std::all_of(text_.begin() + static_cast<std::ptrdiff_t>(begin),
                             text_.begin() + static_cast<std::ptrdiff_t>(o.close), is_space);
    if (blank)
      return edit_result::success(
          apply_splices(text_, {{begin, o.close, nl + indent + entry + nl + parent}}));
    return edit_result::success(apply_splices(text_, {{begin, begin, nl + indent + entry}}));
  }
  const member& first = o.members.front();
  const member& last = o.members.back();
  std::string indent =
      starts_line(first.key_begin) ? line_indent(first.key_begin) : line_indent(o.open) + "  ";
  std::string entry = quoted(key) + ": " + pretty_json(value, indent, nl);

  // A trailing comma after the last member (JSONC style) stays the file's style.
  bool trailing_comma = last.comma != std::string::npos;
  std::size_t after = trailing_comma ? last.comma + 1 : last.value_end;
  // The new member goes on its own line when the rest of that line is blank or a line comment,
  // so a comment there stays with the member it describes.
  std::size_t at = blank_rest(after);
  if (at == std::string::npos) at = after;

  std::vector<splice> splices;
  if (!trailing_comma) splices.push_back({last.value_end, last.value_end, ","});
  splices.push_back({at, at, nl + indent + entry + (trailing_comma ? "," : "")});
  return edit_result::success(apply_splices(text_, splices));
}

edit_result json_config_editor::set(const json::value& value) const {
  if (!error_.empty()) throw std::logic_error("json_config_editor::set on a malformed file");
  const std::string nl = newline_of(text_);
  edit_result result;
  if (empty_) {
    json::object servers{{name_, value}};
    json::object top{{servers_key_, std::move(servers)}};
    result = edit_result::success(text_.substr(0, body_begin_) + pretty_json(top, "", nl) + nl);
  } else if (servers_ < 0) {
    result = insert_member(0, servers_key_, json::object{{name_, value}});
  } else if (const member* m = find_member(servers_, name_)) {
    if (comment_within(m->value_begin, m->value_end)) {
      return edit_result::failure("the \"" + name_ + "\" entry (" +
                                  line_and_column(text_, m->key_begin) +
                                  ") contains comments, which patchbay will not overwrite");
    }
    std::string replacement = pretty_json(value, line_indent(m->key_begin), nl);
    result = edit_result::success(
        apply_splices(text_, {{m->value_begin, m->value_end, std::move(replacement)}}));
  } else {
    result = insert_member(servers_, name_, value);
  }
  json_config_editor check(result.text, servers_key_, name_);
  if (!check.error().empty() || check.find() != value) {
    throw std::logic_error("json_config_editor::set produced an inconsistent file: " +
                           check.error());
  }
  return result;
}

edit_result json_config_editor::erase() const {
  if (!error_.empty()) throw std::logic_error("json_config_editor::erase on a malformed file");
  const member* m = find_member(servers_, name_);
  if (!m) throw std::logic_error("json_config_editor::erase without an entry");
  const auto& members = objects_[servers_].members;
  std::size_t index = static_cast<std::size_t>(m - members.data());

  bool own_line = starts_line(m->key_begin);
  std::size_t begin = own_line ? m->key_begin - line_indent(m->key_begin).size() : m->key_begin;
  std::size_t end = m->comma != std::string::npos ? m->comma + 1 : m->value_end;
  // Take the rest of the line too when it is blank or a comment about this entry, and the line
  // break when the entry had the line to itself.
  if (std::size_t br = blank_rest(end); br != std::string::npos) {
    end = !own_line || br == text_.size() ? br : br + (text_[br] == '\r' ? 2 : 1);
  }

  std::vector<splice> splices{{begin, end, ""}};
  // The last member had no comma: the one before it now ends the object and must lose its comma.
  if (m->comma == std::string::npos && index > 0) {
    std::size_t comma = members[index - 1].comma;
    splices.push_back({comma, comma + 1, ""});
  }
  auto result = edit_result::success(apply_splices(text_, splices));
  json_config_editor check(result.text, servers_key_, name_);
  if (!check.error().empty() || check.find()) {
    throw std::logic_error("json_config_editor::erase produced an inconsistent file: " +
                           check.error());
  }
  return result;
}

namespace {

void write_pretty(const json::value& value, std::string& out, const std::string& indent,
                  const std::string& nl) {
  if (value.is_object() && !value.get_object().empty()) {
    const auto& o = value.get_object();
    std::string inner = indent + "  ";
    out += "{" + nl;
    std::size_t i = 0;
    for (const auto& kv : o) {
      out += inner + quoted(std::string(kv.key())) + ": ";
      write_pretty(kv.value(), out, inner, nl);
      out += (++i < o.size() ? "," : "") + nl;
    }
    out += indent + "}";
  } else if (value.is_array() && !value.get_array().empty()) {
    const auto& a = value.get_array();
    std::string inner = indent + "  ";
    out += "[" + nl;
    for (std::size_t i = 0; i < a.size(); ++i) {
      out += inner;
      write_pretty(a[i], out, inner, nl);
      out += (i + 1 < a.size() ? "," : "") + nl;
    }
    out += indent + "]";
  } else {
    out += json::serialize(value);
  }
}

}  // namespace

std::string pretty_json(const json::value& value, const std::string& indent,
                        const std::string& newline) {
  std::string out;
  write_pretty(value, out, indent, newline);
  return out;
}

}  // namespace patchbay::setup
