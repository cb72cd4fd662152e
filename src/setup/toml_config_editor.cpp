#include "setup/toml_config_editor.hpp"

#include "setup/text_escapes.hpp"

#include <algorithm>
#include <stdexcept>

namespace patchbay::setup {

namespace json = boost::json;

namespace {

constexpr int max_depth = 128;

bool is_bare_key_char(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '-';
}

bool is_scalar_char(char c) { return is_bare_key_char(c) || c == '+' || c == '.' || c == ':'; }

bool starts_with(const std::vector<std::string>& path, const std::vector<std::string>& prefix) {
  return path.size() >= prefix.size() && std::equal(prefix.begin(), prefix.end(), path.begin());
}

// Appends rather than "\"" + s, which trips g++ 12's -Wrestrict false positive.
std::string in_quotes(const std::string& s) {
  std::string out;
  out.reserve(s.size() + 2);
  out += '"';
  out += s;
  out += '"';
  return out;
}

std::string dotted(const std::vector<std::string>& path) {
  std::string out;
  for (const auto& segment : path) {
    if (!out.empty()) out += '.';
    out += toml_key(segment);
  }
  return out;
}

}  // namespace

// Statement by statement: blank and comment lines, [headers], [[array headers]] and
// `key = value` lines, each of which must end its line.
class toml_scanner {
 public:
  toml_scanner(const std::string& text, std::size_t pos, toml_config_editor& out)
      : t_(text), p_(pos), out_(out) {}

  bool document() {
    std::vector<std::string> table;
    int section = -1;
    while (p_ < t_.size()) {
      std::size_t line_begin = p_;
      blanks();
      if (end_of_line()) continue;
      if (t_[p_] == '#') {
        if (!comment()) return false;
        if (!end_of_line()) return fail("expected the end of the line");
        continue;
      }
      if (t_[p_] == '[') {
        toml_config_editor::header h;
        h.line_begin = line_begin;
        ++p_;
        h.array = p_ < t_.size() && t_[p_] == '[';
        if (h.array) ++p_;
        blanks();
        if (!key(h.path)) return false;
        blanks();
        if (p_ >= t_.size() || t_[p_] != ']') return fail("expected ']' to close the table header");
        ++p_;
        if (h.array) {
          if (p_ >= t_.size() || t_[p_] != ']') return fail("expected ']]'");
          ++p_;
        }
        if (!rest_of_line()) return false;
        h.content_end = p_;
        table = h.path;
        section = static_cast<int>(out_.headers_.size());
        out_.headers_.push_back(std::move(h));
        continue;
      }
      toml_config_editor::key_value kv;
      kv.table = table;
      kv.line_begin = line_begin;
      kv.key_begin = p_;
      if (!key(kv.key)) return false;
      blanks();
      if (p_ >= t_.size() || t_[p_] != '=') return fail("expected '=' after a key");
      ++p_;
      blanks();
      if (!value(0, &kv.decoded)) return false;
      kv.value_end = p_;
      if (!rest_of_line()) return false;
      kv.line_end = p_;
      if (section >= 0) out_.headers_[section].content_end = p_;
      out_.values_.push_back(std::move(kv));
    }
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

  void blanks() {
    while (p_ < t_.size() && (t_[p_] == ' ' || t_[p_] == '\t')) ++p_;
  }

  // Consumes a line break (or accepts the end of the text).
  bool end_of_line() {
    if (p_ >= t_.size()) return true;
    if (t_[p_] == '\n') {
      ++p_;
      return true;
    }
    if (t_[p_] == '\r' && p_ + 1 < t_.size() && t_[p_ + 1] == '\n') {
      p_ += 2;
      return true;
    }
    return false;
  }

  bool comment() {
    while (p_ < t_.size() && t_[p_] != '\n') {
      unsigned char c = static_cast<unsigned char>(t_[p_]);
      if ((c < 0x20 && c != '\t' && !(c == '\r' && p_ + 1 < t_.size() && t_[p_ + 1] == '\n')) ||
          c == 0x7F) {
        return fail("control character in a comment");
      }
      ++p_;
    }
    return true;
  }

  bool rest_of_line() {
    blanks();
    if (p_ < t_.size() && t_[p_] == '#' && !comment()) return false;
    if (!end_of_line()) return fail("expected the end of the line");
    return true;
  }

  // Blanks, line breaks and comments (inside arrays).
  bool space() {
    for (;;) {
      blanks();
      if (p_ >= t_.size()) return true;
      if (t_[p_] == '#') {
        if (!comment()) return false;
      } else if (t_[p_] == '\n' || t_[p_] == '\r') {
        if (!end_of_line()) return fail("stray carriage return");
      } else {
        return true;
      }
    }
  }

  bool key(std::vector<std::string>& segments) {
    for (;;) {
      std::string segment;
      if (p_ >= t_.size()) return fail("expected a key");
      if (t_[p_] == '"') {
        if (t_.compare(p_, 3, "\"\"\"") == 0) return fail("a key cannot be a multi-line string");
        if (!basic_string(&segment)) return false;
      } else if (t_[p_] == '\'') {
        if (t_.compare(p_, 3, "'''") == 0) return fail("a key cannot be a multi-line string");
        if (!literal_string(&segment)) return false;
      } else {
        std::size_t begin = p_;
        while (p_ < t_.size() && is_bare_key_char(t_[p_])) ++p_;
        if (p_ == begin) return fail("expected a key");
        segment = t_.substr(begin, p_ - begin);
      }
      segments.push_back(std::move(segment));
      blanks();
      if (p_ >= t_.size() || t_[p_] != '.') return true;
      ++p_;
      blanks();
    }
  }

  bool hex(int count, unsigned long& out) {
    out = 0;
    for (int i = 0; i < count; ++i) {
      if (p_ >= t_.size()) return fail("truncated unicode escape");
      char c = t_[p_++];
      int digit = hex_digit_value(c);
      if (digit < 0) return fail("invalid unicode escape");
      out = (out << 4) | static_cast<unsigned long>(digit);
    }
    return true;
  }

  bool basic_string(std::string* decoded) {
    ++p_;
    for (;;) {
      if (p_ >= t_.size() || t_[p_] == '\n' || t_[p_] == '\r') return fail("unterminated string");
      char c = t_[p_++];
      if (c == '"') return true;
      if (c != '\\') {
        if (decoded) *decoded += c;
        continue;
      }
      if (p_ >= t_.size()) return fail("unterminated string");
      char e = t_[p_++];
      unsigned long cp = 0;
      switch (e) {
        case 'b':
          cp = '\b';
          break;
        case 't':
          cp = '\t';
          break;
        case 'n':
          cp = '\n';
          break;
        case 'f':
          cp = '\f';
          break;
        case 'r':
          cp = '\r';
          break;
        case 'e':
          cp = 0x1B;
          break;
        case '"':
        case '\\':
          cp = static_cast<unsigned char>(e);
          break;
        case 'u':
          if (!hex(4, cp)) return false;
          break;
        case 'U':
          if (!hex(8, cp)) return false;
          break;
        default:
          --p_;
          return fail("invalid escape in a string");
      }
      if (decoded) append_utf8(*decoded, cp);
    }
  }

  bool literal_string(std::string* decoded) {
    ++p_;
    std::size_t begin = p_;
    while (p_ < t_.size() && t_[p_] != '\'' && t_[p_] != '\n') ++p_;
    if (p_ >= t_.size() || t_[p_] != '\'') return fail("unterminated string");
    if (decoded) *decoded = t_.substr(begin, p_ - begin);
    ++p_;
    return true;
  }

  // """…""" or '''…''': only their extent matters here.
  bool multi_line_string(const char* delimiter, bool escapes) {
    p_ += 3;
    for (;;) {
      if (p_ >= t_.size()) return fail("unterminated multi-line string");
      if (escapes && t_[p_] == '\\') {
        p_ += 2;
        continue;
      }
      if (t_.compare(p_, 3, delimiter) == 0) {
        p_ += 3;
        // Up to two quotes may sit just inside the closing delimiter.
        for (int i = 0; i < 2 && p_ < t_.size() && t_[p_] == delimiter[0]; ++i) ++p_;
        return true;
      }
      ++p_;
    }
  }

  bool value(int depth, std::optional<json::value>* decoded) {
    if (depth > max_depth) return fail("nested too deeply");
    if (p_ >= t_.size()) return fail("expected a value");
    char c = t_[p_];
    if (c == '"' && t_.compare(p_, 3, "\"\"\"") == 0) return multi_line_string("\"\"\"", true);
    if (c == '\'' && t_.compare(p_, 3, "'''") == 0) return multi_line_string("'''", false);
    if (c == '"' || c == '\'') {
      std::string s;
      if (!(c == '"' ? basic_string(&s) : literal_string(&s))) return false;
      if (decoded) *decoded = json::value(s);
      return true;
    }
    if (c == '[') return array(depth, decoded);
    if (c == '{') return inline_table(depth, decoded);
    std::size_t begin = p_;
    while (p_ < t_.size() && is_scalar_char(t_[p_])) ++p_;
    // A date and time may be separated by a space: 1979-05-27 07:32:00Z.
    if (p_ - begin == 10 && t_[begin + 4] == '-' && p_ + 1 < t_.size() && t_[p_] == ' ' &&
        t_[p_ + 1] >= '0' && t_[p_ + 1] <= '9') {
      ++p_;
      while (p_ < t_.size() && is_scalar_char(t_[p_])) ++p_;
    }
    std::string token = t_.substr(begin, p_ - begin);
    if (token.empty()) return fail("expected a value");
    if (token == "true" || token == "false") {
      if (decoded) *decoded = json::value(token == "true");
      return true;
    }
    char first = token[0];
    bool numeric = (first >= '0' && first <= '9') || first == '+' || first == '-' ||
                   token == "inf" || token == "nan";
    if (!numeric) {
      p_ = begin;
      return fail("expected a value (strings need quotes)");
    }
    return true;
  }

  bool array(int depth, std::optional<json::value>* decoded) {
    ++p_;
    json::array items;
    bool all_decoded = true;
    for (;;) {
      if (!space()) return false;
      if (p_ >= t_.size()) return fail("unterminated array");
      if (t_[p_] == ']') break;
      std::optional<json::value> item;
      if (!value(depth + 1, &item)) return false;
      if (item) {
        items.push_back(std::move(*item));
      } else {
        all_decoded = false;
      }
      if (!space()) return false;
      if (p_ < t_.size() && t_[p_] == ',') {
        ++p_;
        continue;
      }
      if (p_ >= t_.size() || t_[p_] != ']') return fail("expected ',' or ']' in an array");
      break;
    }
    ++p_;
    if (decoded && all_decoded) *decoded = json::value(std::move(items));
    return true;
  }

  // Decoded when every key is a single one and every value decodes (dotted keys are not).
  bool inline_table(int depth, std::optional<json::value>* decoded) {
    ++p_;
    json::object table;
    bool all_decoded = true;
    for (;;) {
      if (!space()) return false;
      if (p_ >= t_.size()) return fail("unterminated inline table");
      if (t_[p_] == '}') break;
      std::vector<std::string> segments;
      if (!key(segments)) return false;
      blanks();
      if (p_ >= t_.size() || t_[p_] != '=') return fail("expected '=' in an inline table");
      ++p_;
      blanks();
      std::optional<json::value> item;
      if (!value(depth + 1, &item)) return false;
      if (item && segments.size() == 1) {
        table[segments.front()] = std::move(*item);
      } else {
        all_decoded = false;
      }
      if (!space()) return false;
      if (p_ < t_.size() && t_[p_] == ',') {
        ++p_;
        continue;
      }
      if (p_ >= t_.size() || t_[p_] != '}') return fail("expected ',' or '}' in an inline table");
      break;
    }
    ++p_;
    if (decoded && all_decoded) *decoded = json::value(std::move(table));
    return true;
  }

  const std::string& t_;
  std::size_t p_;
  toml_config_editor& out_;
};

toml_config_editor::toml_config_editor(std::string text, std::vector<std::string> table)
    : text_(std::move(text)), table_(std::move(table)) {
  if (text_.starts_with("\xEF\xBB\xBF")) body_begin_ = 3;
  toml_scanner scanner(text_, body_begin_, *this);
  auto where = [this](std::size_t pos) {
    return "line " +
           std::to_string(
               std::count(text_.begin(), text_.begin() + static_cast<std::ptrdiff_t>(pos), '\n') +
               1);
  };
  if (!scanner.document()) {
    error_ = "not valid TOML: " + scanner.error + " (" + where(scanner.error_pos) + ")";
    return;
  }
  const std::string name = dotted(table_);
  const std::vector<std::string> parent(table_.begin(), table_.end() - 1);
  int mains = 0;
  for (const auto& h : headers_) {
    if (h.array && (ours(h.path) || h.path == parent)) {
      error_ = "[[" + dotted(h.path) + "]] (" + where(h.line_begin) +
               ") is an array of tables where patchbay expects [" + name + "]";
      return;
    }
    if (!h.array && h.path == table_ && ++mains > 1) {
      error_ = "[" + name + "] is defined twice (" + where(h.line_begin) + ")";
      return;
    }
  }
  for (const auto& kv : values_) {
    std::vector<std::string> full = kv.table;
    full.insert(full.end(), kv.key.begin(), kv.key.end());
    if (ours(kv.table)) continue;
    if (ours(full) || (starts_with(table_, full) && full.size() < table_.size())) {
      error_ = in_quotes(dotted(full)) + " (" + where(kv.line_begin) + ") defines [" + name +
               "] with dotted keys or an inline table, which patchbay does not edit";
      return;
    }
  }
}

bool toml_config_editor::ours(const std::vector<std::string>& path) const {
  return starts_with(path, table_);
}

const toml_config_editor::header* toml_config_editor::main_header() const {
  for (const auto& h : headers_) {
    if (!h.array && h.path == table_) return &h;
  }
  return nullptr;
}

std::optional<json::object> toml_config_editor::find() const {
  if (!error_.empty()) throw std::logic_error("toml_config_editor::find on a malformed file");
  bool exists = false;
  json::object out;
  for (const auto& h : headers_) {
    if (h.array || !ours(h.path)) continue;
    exists = true;
    if (h.path.size() > table_.size()) out[h.path[table_.size()]].emplace_object();
  }
  for (const auto& kv : values_) {
    if (kv.table != table_) continue;
    if (kv.key.size() > 1) {
      out[kv.key[0]].emplace_object();
    } else {
      out[kv.key[0]] = kv.decoded ? *kv.decoded : json::value(nullptr);
    }
  }
  if (!exists) return std::nullopt;
  return out;
}

std::size_t toml_config_editor::blank_line_end(std::size_t pos) const {
  std::size_t p = pos;
  while (p < text_.size() && (text_[p] == ' ' || text_[p] == '\t' || text_[p] == '\r')) ++p;
  if (p < text_.size() && text_[p] != '\n') return std::string::npos;
  return p < text_.size() ? p + 1 : p;
}

std::size_t toml_config_editor::previous_line_begin(std::size_t line_begin) const {
  if (line_begin < body_begin_ + 2) return body_begin_;
  std::size_t p = text_.rfind('\n', line_begin - 2);
  return p == std::string::npos || p < body_begin_ ? body_begin_ : p + 1;
}

std::pair<std::size_t, std::size_t> toml_config_editor::removal_extent(const header& h) const {
  std::size_t begin = h.line_begin;
  std::size_t end = h.content_end;
  // Keep one blank line between the neighbours, not two.
  bool blank_before = begin == body_begin_ || blank_line_end(previous_line_begin(begin)) == begin;
  if (blank_before && end < text_.size()) {
    if (std::size_t e = blank_line_end(end); e != std::string::npos) end = e;
  } else if (blank_before && begin > body_begin_) {
    begin = previous_line_begin(begin);
  }
  return {begin, end};
}

edit_result toml_config_editor::update(const json::object& values,
                                       const std::vector<std::string>& remove,
                                       const std::string& comment) const {
  if (!error_.empty()) throw std::logic_error("toml_config_editor::update on a malformed file");
  const std::string nl = newline_of(text_);
  std::vector<splice> splices;
  for (const auto& h : headers_) {
    if (!h.array && h.path.size() > table_.size() && ours(h.path) &&
        std::find(remove.begin(), remove.end(), h.path[table_.size()]) != remove.end()) {
      auto [begin, end] = removal_extent(h);
      splices.push_back({begin, end, ""});
    }
  }
  std::string added;
  for (const auto& kv : values_) {
    if (kv.table == table_ && std::find(remove.begin(), remove.end(), kv.key[0]) != remove.end()) {
      splices.push_back({kv.line_begin, kv.line_end, ""});
    }
  }
  for (const auto& [name, value] : values) {
    const key_value* existing = nullptr;
    for (const auto& kv : values_) {
      if (kv.table != table_ || kv.key[0] != name) continue;
      if (kv.key.size() > 1) {
        return edit_result::failure(in_quotes(dotted(kv.key)) + " in [" + dotted(table_) +
                                    "] uses a dotted key where patchbay sets \"" +
                                    std::string(name) + "\"; edit it by hand");
      }
      existing = &kv;
    }
    std::string line = toml_key(name) + " = " + toml_value(value);
    if (!existing) {
      added += line;
      if (!comment.empty()) added.append("  ").append(comment);
      added += nl;
    } else if (!existing->decoded || *existing->decoded != value) {
      // A marked line is replaced with its old comment; the user's comment after a value stays.
      std::size_t end = existing->value_end;
      if (!comment.empty()) {
        end = existing->line_end;
        while (end > existing->value_end && (text_[end - 1] == '\n' || text_[end - 1] == '\r'))
          --end;
        line += "  " + comment;
      }
      splices.push_back({existing->key_begin, end, line});
    }
  }

  if (const header* h = main_header()) {
    if (!added.empty()) {
      std::size_t at = h->content_end;
      if (at == text_.size() && !text_.empty() && text_.back() != '\n') added = nl + added;
      splices.push_back({at, at, added});
    }
    return check(edit_result::success(apply_splices(text_, splices)), values, remove);
  }

  // A new table goes after the last table under the same parent (other servers), else at the end.
  std::string block = "[";
  block += dotted(table_) + "]" + nl + added;
  const std::vector<std::string> parent(table_.begin(), table_.end() - 1);
  const header* neighbour = nullptr;
  for (const auto& h : headers_) {
    if (!h.array && starts_with(h.path, parent) && h.path.size() > parent.size()) neighbour = &h;
  }
  std::size_t at = neighbour ? neighbour->content_end : text_.size();
  std::string before;
  if (at > body_begin_ && text_[at - 1] != '\n') before = nl;
  if (at > body_begin_) before += nl;
  std::string after;
  if (at < text_.size() && blank_line_end(at) == std::string::npos) after = nl;
  splices.push_back({at, at, before + block + after});
  return check(edit_result::success(apply_splices(text_, splices)), values, remove);
}

std::string toml_config_editor::trailing_comment(const std::string& key) const {
  if (!error_.empty())
    throw std::logic_error("toml_config_editor::trailing_comment on a malformed file");
  for (const auto& kv : values_) {
    if (kv.table != table_ || kv.key.size() != 1 || kv.key[0] != key) continue;
    std::string rest = text_.substr(kv.value_end, kv.line_end - kv.value_end);
    auto hash = rest.find('#');
    if (hash == std::string::npos) return {};
    rest.erase(0, hash);
    while (!rest.empty() && (rest.back() == '\n' || rest.back() == '\r')) rest.pop_back();
    return rest;
  }
  return {};
}

bool toml_config_editor::defines(const std::vector<std::string>& path) const {
  for (const auto& h : headers_) {
    if (starts_with(h.path, path)) return true;
  }
  for (const auto& kv : values_) {
    std::vector<std::string> full = kv.table;
    full.insert(full.end(), kv.key.begin(), kv.key.end());
    if (starts_with(full, path)) return true;
  }
  return false;
}

edit_result toml_config_editor::erase() const {
  if (!error_.empty()) throw std::logic_error("toml_config_editor::erase on a malformed file");
  std::vector<splice> splices;
  for (const auto& h : headers_) {
    if (h.array || !ours(h.path)) continue;
    auto [begin, end] = removal_extent(h);
    splices.push_back({begin, end, ""});
  }
  auto result = edit_result::success(apply_splices(text_, splices));
  toml_config_editor after(result.text, table_);
  if (!after.error().empty() || after.find()) {
    throw std::logic_error("toml_config_editor::erase produced an inconsistent file: " +
                           after.error());
  }
  return result;
}

edit_result toml_config_editor::check(edit_result result, const json::object& values,
                                      const std::vector<std::string>& remove) const {
  toml_config_editor after(result.text, table_);
  std::optional<json::object> table;
  if (after.error().empty()) table = after.find();
  bool consistent = table.has_value();
  for (const auto& [name, value] : values) {
    auto* got = table ? table->if_contains(name) : nullptr;
    consistent = consistent && got && *got == value;
  }
  for (const auto& name : remove) consistent = consistent && !table->contains(name);
  if (!consistent) {
    throw std::logic_error("toml_config_editor::update produced an inconsistent file: " +
                           after.error());
  }
  return result;
}

std::string toml_string(const std::string& value) {
  static constexpr char digits[] = "0123456789ABCDEF";
  std::string out = "\"";
  for (char c : value) {
    unsigned char u = static_cast<unsigned char>(c);
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (u < 0x20 || u == 0x7F) {
          out += "\\u00";
          out += digits[u >> 4];
          out += digits[u & 15];
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

std::string toml_value(const json::value& value) {
  if (value.is_string()) return toml_string(std::string(value.get_string()));
  if (value.is_bool()) return value.get_bool() ? "true" : "false";
  if (value.is_array()) {
    std::string out = "[";
    for (const auto& item : value.get_array()) {
      if (out.size() > 1) out += ", ";
      out += toml_value(item);
    }
    return out + "]";
  }
  if (value.is_object()) {  // an inline table: { key = value, … }
    std::string out;
    for (const auto& kv : value.get_object())
      out += (out.empty() ? "{ " : ", ") + toml_key(kv.key()) + " = " + toml_value(kv.value());
    return out.empty() ? "{}" : out + " }";
  }
  throw std::logic_error("toml_value: only strings, booleans, arrays and tables are written");
}

std::string toml_key(const std::string& key) {
  bool bare = !key.empty() && std::all_of(key.begin(), key.end(), is_bare_key_char);
  return bare ? key : toml_string(key);
}

}  // namespace patchbay::setup
