#include "jsonrpc/message.hpp"

#include "jsonrpc/json_text.hpp"

#include <boost/json/basic_parser_impl.hpp>
#include <boost/json/value_stack.hpp>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <iterator>

#include <stdexcept>
#include <vector>

namespace patchbay::jsonrpc {

std::optional<id> id::from_json(const json::value& v) {
  if (v.is_int64()) return id{v.get_int64()};
  if (v.is_uint64()) return id{v.get_uint64()};
  if (v.is_string()) return id{std::string(v.get_string())};
  return std::nullopt;
}

json::value id::to_json() const {
  return std::visit([](const auto& v) { return json::value(v); }, value_);
}

std::string id::key() const {
  if (auto* s = std::get_if<std::string>(&value_)) return "s:" + *s;
  std::string key = "n:";
  append_json(key);  // a number's digits
  return key;
}

void id::append_json(std::string& out) const {
  if (auto* s = std::get_if<std::string>(&value_)) {
    json_text::append_string(out, *s);
    return;
  }
  char buf[24];
  char* end = std::holds_alternative<std::uint64_t>(value_)
                  ? std::to_chars(buf, std::end(buf), std::get<std::uint64_t>(value_)).ptr
                  : std::to_chars(buf, std::end(buf), std::get<std::int64_t>(value_)).ptr;
  out.append(buf, static_cast<std::size_t>(end - buf));
}

std::string id::to_string() const {
  if (auto* s = std::get_if<std::string>(&value_)) return *s;
  return key().substr(2);
}

void throw_exception_from_error(const error& e, const boost::source_location&) {
  throw std::logic_error("jsonrpc outcome holds an error: " + e.message);
}

error make_error(int code, std::string message, json::value data) {
  return error{code, std::move(message), std::move(data)};
}

namespace {

// json::parser's handler, except for non-integer numbers: Boost.JSON 1.81 converts about a fifth
// of 17-digit doubles one or more units in the last place off, so a number relayed through the hub
// would change on the way (found by tests/fuzz/jsonrpc_fuzz). Here each is converted from its text
// with a correctly rounding conversion (std::from_chars where the standard library has it for
// floating point, else strtod, which rounds correctly on macOS; the hub never changes the locale).
class precise_handler {
 public:
  static constexpr std::size_t max_object_size = json::object::max_size();
  static constexpr std::size_t max_array_size = json::array::max_size();
  static constexpr std::size_t max_key_size = json::string::max_size();
  static constexpr std::size_t max_string_size = json::string::max_size();

  template <class... Args>
  explicit precise_handler(Args&&... args) : st(std::forward<Args>(args)...) {}

  json::value_stack st;

  bool on_document_begin(boost::system::error_code&) { return true; }
  bool on_document_end(boost::system::error_code&) { return true; }
  bool on_object_begin(boost::system::error_code&) { return true; }
  bool on_object_end(std::size_t n, boost::system::error_code&) {
    st.push_object(n);
    return true;
  }
  bool on_array_begin(boost::system::error_code&) { return true; }
  bool on_array_end(std::size_t n, boost::system::error_code&) {
    st.push_array(n);
    return true;
  }
  bool on_key_part(json::string_view s, std::size_t, boost::system::error_code&) {
    st.push_chars(s);
    return true;
  }
  bool on_key(json::string_view s, std::size_t, boost::system::error_code&) {
    st.push_key(s);
    return true;
  }
  bool on_string_part(json::string_view s, std::size_t, boost::system::error_code&) {
    st.push_chars(s);
    return true;
  }
  bool on_string(json::string_view s, std::size_t, boost::system::error_code&) {
    st.push_string(s);
    return true;
  }
  bool on_number_part(json::string_view s, boost::system::error_code&) {
    number_.append(s.data(), s.size());
    return true;
  }
  bool on_int64(std::int64_t i, json::string_view, boost::system::error_code&) {
    number_.clear();
    st.push_int64(i);
    return true;
  }
  bool on_uint64(std::uint64_t u, json::string_view, boost::system::error_code&) {
    number_.clear();
    st.push_uint64(u);
    return true;
  }
  bool on_double(double d, json::string_view s, boost::system::error_code& ec) {
    double value = 0;
    if (number_.empty()) {
      value = exact(std::string_view(s.data(), s.size()), d);
    } else {  // the number arrived in parts
      number_.append(s.data(), s.size());
      value = exact(number_, d);
    }
    // JSON has no infinity: a literal beyond a double's range (1e999) would become one, and be
    // written on as null, so the argument would silently vanish. Refused, with where it is.
    if (!std::isfinite(value) && refuse_out_of_range) {
      out_of_range = number_.empty() ? std::string(s.data(), s.size()) : number_;
      out_of_range_end = s.data() + s.size();
      ec = json::error::exponent_overflow;
      return false;
    }
    number_.clear();
    st.push_double(value);
    return true;
  }
  bool on_bool(bool b, boost::system::error_code&) {
    st.push_bool(b);
    return true;
  }
  bool on_null(boost::system::error_code&) {
    st.push_null();
    return true;
  }
  bool on_comment_part(json::string_view, boost::system::error_code&) { return true; }
  bool on_comment(json::string_view, boost::system::error_code&) { return true; }

 private:
  // The double `text` spells, correctly rounded; out of range, Boost's value (an infinity or 0).
  static double exact(std::string_view text, double fallback) {
#if defined(__cpp_lib_to_chars)
    double d = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), d);
    return ec == std::errc() ? d : fallback;
#else
    char buffer[64];  // strtod needs a terminated string; JSON numbers are rarely longer
    std::string longer;
    const char* terminated = buffer;
    if (text.size() < sizeof buffer) {
      std::memcpy(buffer, text.data(), text.size());
      buffer[text.size()] = '\0';
    } else {
      longer.assign(text);
      terminated = longer.c_str();
    }
    errno = 0;
    double d = std::strtod(terminated, nullptr);
    return errno == ERANGE ? fallback : d;
#endif
  }

  std::string number_;

 public:
  bool refuse_out_of_range = true;
  std::string out_of_range;                // the refused literal
  const char* out_of_range_end = nullptr;  // where it ends in the input
};

// Where `offset` lies in a JSON text that is valid up to it, as a path: params.arguments.count,
// items[2]. Only used to word an error, so it walks the text again rather than cost the parser.
std::string json_path_at(std::string_view text, std::size_t offset) {
  struct level {
    bool object;
    std::string key;
    std::size_t index = 0;
  };
  std::vector<level> levels;
  bool expecting_key = false;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
    char c = text[i];
    if (c == '"') {
      std::size_t start = ++i;
      while (i < text.size() && text[i] != '"') i += text[i] == '\\' ? 2 : 1;
      if (expecting_key && !levels.empty()) levels.back().key = text.substr(start, i - start);
      expecting_key = false;
    } else if (c == '{' || c == '[') {
      levels.push_back({c == '{', {}, 0});
      expecting_key = c == '{';
    } else if ((c == '}' || c == ']') && !levels.empty()) {
      levels.pop_back();
    } else if (c == ',' && !levels.empty()) {
      if (levels.back().object)
        expecting_key = true;
      else
        ++levels.back().index;
    }
  }
  std::string path;
  for (const auto& l : levels) {
    if (l.object) {
      if (!path.empty()) path += '.';
      path += l.key;
    } else {
      path += '[';
      path += std::to_string(l.index);
      path += ']';
    }
  }
  return path.empty() ? "the top level" : path;
}

outcome<json::value> parse(std::string_view text, std::size_t max_depth, bool refuse_out_of_range,
                           json::storage_ptr storage = {}) {
  json::parse_options opts;
  opts.max_depth = max_depth;
  // As json::parse does: a small stack buffer for the value stack, so most messages parse
  // without allocating for it.
  unsigned char stack_buffer[BOOST_JSON_STACK_BUFFER_SIZE];
  json::basic_parser<precise_handler> parser(opts, json::storage_ptr(), stack_buffer,
                                             sizeof stack_buffer);
  parser.handler().st.reset(std::move(storage));
  parser.handler().refuse_out_of_range = refuse_out_of_range;
  boost::system::error_code ec;
  std::size_t used = parser.write_some(false, text.data(), text.size(), ec);
  if (!ec && used < text.size()) ec = json::error::extra_data;
  if (ec == json::error::too_deep)
    return make_error(parse_error, "Parse error: the JSON is nested deeper than " +
                                       std::to_string(max_depth) +
                                       " levels, the limit for one message (at byte " +
                                       std::to_string(used) + ")");
  if (const auto& h = parser.handler(); ec && !h.out_of_range.empty()) {
    std::size_t end =
        h.out_of_range_end >= text.data() && h.out_of_range_end <= text.data() + text.size()
            ? static_cast<std::size_t>(h.out_of_range_end - text.data())
            : used;
    std::size_t start = end >= h.out_of_range.size() ? end - h.out_of_range.size() : 0;
    std::string literal = h.out_of_range;
    if (literal.size() > 40) {
      literal.resize(37);
      literal += "...";
    }
    return make_error(parse_error, "Parse error: the number " + literal + " at " +
                                       json_path_at(text, start) + " (byte " +
                                       std::to_string(start) +
                                       ") is out of range: a JSON number must fit a 64-bit "
                                       "floating-point value (magnitude below about 1.8e308)");
  }
  if (ec) return make_error(parse_error, "Parse error: " + ec.message());
  return parser.handler().st.release();
}

}  // namespace

outcome<json::value> parse_json(std::string_view text, std::size_t max_depth,
                                json::storage_ptr storage) {
  return parse(text, max_depth, true, std::move(storage));
}

std::optional<id> id_of_unparsable(std::string_view text, std::size_t max_depth) {
  auto lenient = parse(text, max_depth, false);
  if (!lenient || !lenient->is_object()) return std::nullopt;
  const json::value* v = lenient->as_object().if_contains("id");
  return v ? id::from_json(*v) : std::nullopt;
}

namespace {

// split_result's validating handler: builds nothing; checks the envelope's shape, reads the id and
// the result's isError as the parser passes them.
class shape_handler {
 public:
  static constexpr std::size_t max_object_size = json::object::max_size();
  static constexpr std::size_t max_array_size = json::array::max_size();
  static constexpr std::size_t max_key_size = json::string::max_size();
  static constexpr std::size_t max_string_size = json::string::max_size();

  enum class member { none, version, id, result, other };
  std::size_t depth = 0;
  member current = member::none;  // the top-level member whose value is being read
  bool version_ok = false, has_id = false, has_result = false, is_error = false;
  bool result_last = false;  // no member follows the result
  std::optional<jsonrpc::id> rid;

  bool on_document_begin(boost::system::error_code&) { return true; }
  bool on_document_end(boost::system::error_code&) { return true; }
  bool on_object_begin(boost::system::error_code& ec) {
    if (depth == 1) {
      if (current != member::result) return refuse(ec);
      has_result = true;
      result_last = true;
    }
    ++depth;
    return true;
  }
  bool on_object_end(std::size_t, boost::system::error_code&) {
    --depth;
    return true;
  }
  bool on_array_begin(boost::system::error_code& ec) {
    if (depth <= 1) return refuse(ec);  // a batch, or an array where the envelope has none
    ++depth;
    return true;
  }
  bool on_array_end(std::size_t, boost::system::error_code&) {
    --depth;
    return true;
  }
  bool on_key_part(json::string_view s, std::size_t, boost::system::error_code&) {
    if (depth <= 2) key_.append(s.data(), s.size());
    return true;
  }
  bool on_key(json::string_view s, std::size_t, boost::system::error_code& ec) {
    if (depth > 2) return true;
    key_.append(s.data(), s.size());
    if (depth == 1) {
      result_last = false;
      member m = key_ == "jsonrpc"  ? member::version
                 : key_ == "id"     ? member::id
                 : key_ == "result" ? member::result
                                    : member::other;
      if (m == member::other || (m == member::version && seen_version_) ||
          (m == member::id && has_id) || (m == member::result && has_result))
        return refuse(ec);
      seen_version_ = seen_version_ || m == member::version;
      current = m;
    } else {
      error_key_ = in_result() && key_ == "isError";
    }
    key_.clear();
    return true;
  }
  bool on_string_part(json::string_view s, std::size_t, boost::system::error_code&) {
    if (depth == 1) text_.append(s.data(), s.size());
    return true;
  }
  bool on_string(json::string_view s, std::size_t, boost::system::error_code& ec) {
    if (depth == 2) error_key_ = false;
    if (depth != 1) return true;
    text_.append(s.data(), s.size());
    if (current == member::version) {
      version_ok = text_ == "2.0";
    } else if (current == member::id) {
      rid = jsonrpc::id(std::move(text_));
      has_id = true;
    } else {
      return refuse(ec);
    }
    text_.clear();
    return true;
  }
  bool on_number_part(json::string_view, boost::system::error_code&) { return true; }
  bool on_int64(std::int64_t i, json::string_view, boost::system::error_code& ec) {
    return top_level_number(jsonrpc::id(i), ec);
  }
  bool on_uint64(std::uint64_t u, json::string_view, boost::system::error_code& ec) {
    return top_level_number(jsonrpc::id(u), ec);
  }
  bool on_double(double d, json::string_view, boost::system::error_code& ec) {
    // Out of a double's range: parse_json refuses it and says where; let it.
    if (depth <= 1 || !std::isfinite(d)) return refuse(ec);
    if (depth == 2) error_key_ = false;
    return true;
  }
  bool on_bool(bool b, boost::system::error_code& ec) {
    if (depth <= 1) return refuse(ec);
    if (depth == 2 && error_key_) is_error = b;
    error_key_ = false;
    return true;
  }
  bool on_null(boost::system::error_code& ec) {
    if (depth <= 1) return refuse(ec);
    error_key_ = false;
    return true;
  }
  bool on_comment_part(json::string_view, boost::system::error_code&) { return true; }
  bool on_comment(json::string_view, boost::system::error_code&) { return true; }

 private:
  bool in_result() const { return depth == 2 && current == member::result; }
  bool top_level_number(jsonrpc::id v, boost::system::error_code& ec) {
    if (depth == 2) error_key_ = false;
    if (depth != 1) return true;
    if (current != member::id) return refuse(ec);
    rid = std::move(v);
    has_id = true;
    return true;
  }
  static bool refuse(boost::system::error_code& ec) {
    ec = json::error::syntax;  // any error: split_result answers nullopt
    return false;
  }

  std::string key_;
  std::string text_;
  bool seen_version_ = false;
  bool error_key_ = false;  // the value being read is the result's isError
};

}  // namespace

std::optional<result_text> split_result(std::string_view text, std::size_t max_depth) {
  using json_text::skip_space, json_text::skip_string, json_text::skip_value;
  json::parse_options opts;
  opts.max_depth = max_depth;
  json::basic_parser<shape_handler> parser(opts);
  boost::system::error_code ec;
  std::size_t used = parser.write_some(false, text.data(), text.size(), ec);
  const shape_handler& h = parser.handler();
  if (ec || used < text.size() || !h.version_ok || !h.rid || !h.has_result) return std::nullopt;
  // The text is valid JSON: find the result's value among the members, as written.
  std::size_t i = skip_space(text, 0);
  if (i >= text.size() || text[i] != '{') return std::nullopt;
  ++i;
  for (;;) {
    i = skip_space(text, i);
    if (i >= text.size() || text[i] != '"') return std::nullopt;
    std::size_t key_end = skip_string(text, i);
    std::string_view key = text.substr(i + 1, key_end - i - 2);
    i = skip_space(text, key_end);
    if (i >= text.size() || text[i] != ':') return std::nullopt;
    i = skip_space(text, i + 1);
    std::size_t end = 0;
    if (key == "result" && h.result_last) {
      // The last member: its value ends where the message's closing brace begins (the result
      // can be long: this saves walking it a second time).
      end = text.find_last_of('}');
      while (end > i && json_text::is_space(text[end - 1])) --end;
    } else {
      end = skip_value(text, i);
    }
    if (key == "result") {
      std::string_view result = text.substr(i, end - i);
      // Written on inside one line (SSE data, stdio): a line break between tokens would split it.
      // (Raw control characters are never inside strings: two memchr scans find them.)
      if (result.find('\n') != std::string_view::npos ||
          result.find('\r') != std::string_view::npos)
        return std::nullopt;
      return result_text{*h.rid, result, h.is_error};
    }
    i = skip_space(text, end);
    if (i >= text.size() || text[i] != ',') return std::nullopt;  // written as "res\u0075lt"
    ++i;
  }
}

namespace {

using decode_result = boost::system::result<message, error_response>;

// error_response is also a message alternative, so the error side must be chosen explicitly.
decode_result invalid(std::optional<id> rid, std::string why) {
  return decode_result(
      boost::system::in_place_error,
      error_response{std::move(rid), make_error(invalid_request, "Invalid Request: " + why)});
}

}  // namespace

namespace {

// decode's body for both overloads: `owned` is the same object as `o` when the caller gave the
// value away (its params, result and error data are then moved out instead of copied), else null.
boost::system::result<message, error_response> decode_object(const json::object* o,
                                                             json::object* owned) {
  if (!o) return invalid(std::nullopt, "a message must be a JSON object");
  // A member of the message: a copy of `v`, or its twin in the owned message moved out.
  auto take = [owned](const json::value& v, json::value* twin) -> json::value {
    if (!owned || !twin) return v;
    return std::move(*twin);
  };

  // The envelope's members in one pass over the object (a message has four or five): cheaper than
  // a lookup for each. `params_at` is the position of params, for its twin in `owned`.
  const json::value *idv = nullptr, *ver = nullptr, *m = nullptr, *p = nullptr;
  std::size_t params_at = 0, at = 0;
  for (const auto& member : *o) {
    std::string_view key = member.key();
    if (key == "id") {
      idv = &member.value();
    } else if (key == "jsonrpc") {
      ver = &member.value();
    } else if (key == "method") {
      m = &member.value();
    } else if (key == "params") {
      p = &member.value();
      params_at = at;
    }
    ++at;
  }
  std::optional<id> rid;
  if (idv) rid = id::from_json(*idv);

  if (!ver || !ver->is_string() || ver->get_string() != "2.0")
    return invalid(rid, "\"jsonrpc\" must be \"2.0\"");

  if (m) {
    if (!m->is_string()) return invalid(rid, "\"method\" must be a string");
    if (p && !p->is_object() && !p->is_array())
      return invalid(rid, "\"params\" must be an object or an array");
    // Constructed, not assigned: an assignment would copy params into the default storage when
    // the message lives in a request's own (jsonrpc/request_storage.hpp).
    json::value params = p ? take(*p, owned ? &(owned->begin() + params_at)->value() : nullptr)
                           : json::value(nullptr);
    if (!idv) return message{notification{std::string(m->get_string()), std::move(params)}};
    if (!rid) return invalid(std::nullopt, "\"id\" must be a string or an integer");
    return message{request{*rid, std::string(m->get_string()), std::move(params)}};
  }

  const json::value* res = o->if_contains("result");
  const json::value* err = o->if_contains("error");
  if (res && err) return invalid(rid, "a response has either \"result\" or \"error\"");
  if (res) {
    if (!rid) return invalid(std::nullopt, "a response needs a string or integer \"id\"");
    return message{response{*rid, take(*res, owned ? owned->if_contains("result") : nullptr)}};
  }
  if (err) {
    const json::object* eo = err->if_object();
    const json::value* code = eo ? eo->if_contains("code") : nullptr;
    if (!code || !code->is_int64()) return invalid(rid, "\"error.code\" must be an integer");
    error e{static_cast<int>(code->get_int64()), {}, nullptr};
    if (auto s = get_string(*eo, "message")) e.message = std::string(*s);
    if (const json::value* d = eo->if_contains("data")) {
      json::value* owned_error = owned ? owned->if_contains("error") : nullptr;
      e.data = take(*d, owned_error ? owned_error->as_object().if_contains("data") : nullptr);
    }
    return message{error_response{rid, std::move(e)}};
  }
  return invalid(rid, "missing \"method\" (request) or \"result\"/\"error\" (response)");
}

}  // namespace

boost::system::result<message, error_response> decode(const json::value& v) {
  return decode_object(v.if_object(), nullptr);
}

boost::system::result<message, error_response> decode(json::value&& v) {
  json::object* o = v.if_object();
  return decode_object(o, o);
}

json::object make_request(const id& rid, std::string_view method, json::value params) {
  json::object o;
  o["jsonrpc"] = "2.0";
  o["id"] = rid.to_json();
  o["method"] = method;
  if (!params.is_null()) o["params"] = std::move(params);
  return o;
}

json::object make_notification(std::string_view method, json::value params) {
  json::object o;
  o["jsonrpc"] = "2.0";
  o["method"] = method;
  if (!params.is_null()) o["params"] = std::move(params);
  return o;
}

json::object make_result(const id& rid, json::value result) {
  json::object o;
  o["jsonrpc"] = "2.0";
  o["id"] = rid.to_json();
  o["result"] = std::move(result);
  return o;
}

json::object make_error_response(const std::optional<id>& rid, const error& e) {
  json::object err;
  err["code"] = e.code;
  err["message"] = e.message;
  if (!e.data.is_null()) err["data"] = e.data;
  json::object o;
  o["jsonrpc"] = "2.0";
  o["id"] = rid ? rid->to_json() : json::value(nullptr);
  o["error"] = std::move(err);
  return o;
}

json::object encode(const message& m) {
  struct visitor {
    json::object operator()(const request& r) const {
      return make_request(r.id, r.method, r.params);
    }
    json::object operator()(const notification& n) const {
      return make_notification(n.method, n.params);
    }
    json::object operator()(const response& r) const { return make_result(r.id, r.result); }
    json::object operator()(const error_response& e) const {
      return make_error_response(e.id, e.error);
    }
  };
  return std::visit(visitor{}, m);
}

namespace {

// JSON has no Infinity or NaN, yet a number literal too large for a double (1e400) parses as one,
// and Boost.JSON writes it back as the bare word Infinity, which no JSON parser accepts: relayed,
// it would break the editor's or the client's parser. Like JavaScript's JSON.stringify, write
// non-finite numbers as null. (Found by tests/fuzz/jsonrpc_fuzz.)
void null_non_finite(json::value& v) {
  switch (v.kind()) {
    case json::kind::double_:
      if (!std::isfinite(v.get_double())) v = nullptr;
      break;
    case json::kind::array:
      for (auto& e : v.get_array()) null_non_finite(e);
      break;
    case json::kind::object:
      for (auto& member : v.get_object()) null_non_finite(member.value());
      break;
    default:
      break;
  }
}

// Boost.JSON writes these words outside strings only for non-finite doubles; they are rare, so
// the text is checked first and the value copied only when it may hold one.
bool may_hold_non_finite(std::string_view written) {
  return written.find("Infinity") != std::string_view::npos ||
         written.find("NaN") != std::string_view::npos;
}

}  // namespace

std::string serialize(const json::value& v) {
  std::string out = json::serialize(v);
  if (!may_hold_non_finite(out)) return out;
  json::value finite = v;
  null_non_finite(finite);
  return json::serialize(finite);
}

void append_serialized(std::string& out, const json::object& o) {
  const std::size_t start = out.size();
  json::serializer writer;
  writer.reset(&o);
  char buffer[512];  // a chunk at a time, appended: `out` grows only by what is written
  while (!writer.done()) out += writer.read(buffer, sizeof buffer);
  // As serialize: a non-finite double (rare) is written as null, from a copy.
  if (!may_hold_non_finite(std::string_view(out).substr(start))) return;
  out.resize(start);
  out += jsonrpc::serialize(json::value(o));
}

namespace {

json::value sorted_copy(const json::value& v) {
  if (const json::array* a = v.if_array()) {
    json::array out;
    out.reserve(a->size());
    for (const auto& e : *a) out.push_back(sorted_copy(e));
    return out;
  }
  const json::object* o = v.if_object();
  if (!o) return v;
  std::vector<const json::key_value_pair*> members;
  members.reserve(o->size());
  for (const auto& kv : *o) members.push_back(&kv);
  std::sort(members.begin(), members.end(),
            [](const auto* a, const auto* b) { return a->key() < b->key(); });
  json::object out;
  out.reserve(members.size());
  for (const auto* kv : members) out.emplace(kv->key(), sorted_copy(kv->value()));
  return out;
}

}  // namespace

std::string canonical_serialize(const json::value& v) { return jsonrpc::serialize(sorted_copy(v)); }

const json::object* as_object(const json::value& v) { return v.if_object(); }

std::optional<std::string_view> get_string(const json::object& o, std::string_view key) {
  if (const json::value* v = member(o, key); v && v->is_string()) return v->get_string();
  return std::nullopt;
}

}  // namespace patchbay::jsonrpc
