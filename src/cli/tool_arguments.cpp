#include "cli/tool_arguments.hpp"

#include "cli/tool_catalog.hpp"
#include "jsonrpc/message.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdlib>

namespace patchbay::cli {

namespace json = boost::json;

namespace {

std::string lower_alnum(std::string_view s) {
  std::string out;
  for (char c : s)
    if (c != '-' && c != '_') out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string trim(std::string_view s) {
  auto b = s.find_first_not_of(" \t");
  if (b == std::string_view::npos) return {};
  auto e = s.find_last_not_of(" \t");
  return std::string(s.substr(b, e - b + 1));
}

// The first non-null type of a property ("type" may be a list).
std::string type_of(const json::object& property) {
  const json::value* t = property.if_contains("type");
  if (!t) return {};
  if (t->is_string()) return std::string(t->get_string());
  if (t->is_array())
    for (const auto& v : t->get_array())
      if (v.is_string() && v.get_string() != "null") return std::string(v.get_string());
  return {};
}

// A known schema without properties takes no parameters (not: any parameter).
const json::object* properties_of(const json::object* schema) {
  static const json::object none;
  if (!schema) return nullptr;
  const json::value* p = schema->if_contains("properties");
  return p && p->is_object() ? &p->get_object() : &none;
}

std::optional<bool> boolean_text(std::string_view v) {
  std::string l = lower_alnum(v);
  if (l == "true" || l == "1" || l == "yes" || l == "on") return true;
  if (l == "false" || l == "0" || l == "no" || l == "off") return false;
  return std::nullopt;
}

struct converted {
  json::value value;
  std::string error;  // "an integer, got \"abc\""
};

converted convert(const json::object& property, const std::string& text) {
  std::string type = type_of(property);
  auto got = [&](std::string what) { return converted{nullptr, what + ", got \"" + text + "\""}; };
  if (type == "string") {
    if (auto* e = property.if_contains("enum"); e && e->is_array() && !e->get_array().empty()) {
      std::string allowed;
      for (const auto& v : e->get_array()) {
        if (v.is_string() && v.get_string() == text) return {json::value(text), {}};
        if (v.is_string()) allowed += (allowed.empty() ? "" : ", ") + std::string(v.get_string());
      }
      for (const auto& v : e->get_array())  // Unity's enums are case-insensitive on the editor side
        if (v.is_string() && lower_alnum(v.get_string()) == lower_alnum(text))
          return {json::value(v.get_string()), {}};
      return got("one of " + allowed);
    }
    return {json::value(text), {}};
  }
  if (type == "integer") {
    std::int64_t n = 0;
    auto t = trim(text);
    auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), n);
    if (t.empty() || ec != std::errc() || p != t.data() + t.size()) return got("an integer");
    return {json::value(n), {}};
  }
  if (type == "number") {
    auto t = trim(text);
    char* end = nullptr;
    double d = t.empty() ? 0 : std::strtod(t.c_str(), &end);
    if (t.empty() || end != t.c_str() + t.size()) return got("a number");
    return {json::value(d), {}};
  }
  if (type == "boolean") {
    auto b = boolean_text(text);
    if (!b) return got("true or false");
    return {json::value(*b), {}};
  }
  if (type == "array") {
    auto t = trim(text);
    if (!t.empty() && t.front() == '[') {
      auto v = jsonrpc::parse_json(t);
      if (!v || !v->is_array()) return got("a JSON array or comma-separated values");
      return {*v, {}};
    }
    json::object items;
    if (auto* i = property.if_contains("items"); i && i->is_object()) items = i->get_object();
    json::array out;
    if (!t.empty()) {
      std::size_t start = 0;
      while (true) {
        auto comma = t.find(',', start);
        std::string part = trim(
            std::string_view(t).substr(start, comma == std::string::npos ? comma : comma - start));
        converted c = items.empty() ? converted{json::value(part), {}} : convert(items, part);
        if (!c.error.empty())
          return got("comma-separated values, each " + c.error.substr(0, c.error.find(", got")));
        out.push_back(std::move(c.value));
        if (comma == std::string::npos) break;
        start = comma + 1;
      }
    }
    return {json::value(std::move(out)), {}};
  }
  if (type == "object") {
    auto v = jsonrpc::parse_json(text);
    if (!v || !v->is_object()) return got("a JSON object");
    return {*v, {}};
  }
  // No type: JSON when it parses, else the text.
  auto v = jsonrpc::parse_json(text);
  return {v ? *v : json::value(text), {}};
}

// The schema's property a flag or key names: exactly, else ignoring case, '-' and '_'
// (--delay-ms is delayMs).
const json::object* find_property(const json::object* props, const std::string& key,
                                  std::string& canonical) {
  if (!props) return nullptr;
  if (auto* p = props->if_contains(key); p && p->is_object()) {
    canonical = key;
    return &p->get_object();
  }
  for (const auto& [name, p] : *props)
    if (p.is_object() && lower_alnum(name) == lower_alnum(key)) {
      canonical = std::string(name);
      return &p.get_object();
    }
  return nullptr;
}

std::string parameter_list(const json::object* props) {
  std::string out;
  if (!props) return out;
  for (const auto& [name, p] : *props) {
    if (name == "editor" || !p.is_object()) continue;
    out += (out.empty() ? "" : ", ") + std::string("--") + std::string(name) + " (" +
           describe_type(p.get_object()) + ")";
  }
  return out;
}

}  // namespace

std::string describe_type(const json::object& property) {
  std::string type = type_of(property);
  if (type == "array") {
    if (auto* i = property.if_contains("items"); i && i->is_object()) {
      std::string inner = type_of(i->get_object());
      if (!inner.empty()) return "array of " + inner;
    }
    return "array";
  }
  return type.empty() ? "any" : type;
}

tool_arguments parse_tool_arguments(const std::string& tool, const json::object* schema,
                                    const std::vector<std::string>& tokens) {
  tool_arguments out;
  const json::object* props = properties_of(schema);
  auto fail = [&](std::string message) {
    out.error = std::move(message);
    out.arguments.clear();
    return out;
  };
  auto unknown = [&](const std::string& key, const std::string& shown) {
    std::string message = shown + " is not a parameter of " + tool + ".";
    std::vector<std::string> names;
    for (const auto& [name, p] : *props) names.emplace_back(name);
    auto closest = nearest_names(key, names, 1);
    if (!closest.empty()) message += " Did you mean --" + closest.front() + "?";
    auto list = parameter_list(props);
    message += list.empty() ? " It takes no parameters." : " Its parameters: " + list + ".";
    message += " See: patchbay tools " + tool;
    return message;
  };
  // Sets `key` from `text`: converted by its schema type when the tool's schema is known.
  auto set = [&](const std::string& key, const std::string& text,
                 const std::string& shown) -> bool {
    if (!props) {
      auto v = jsonrpc::parse_json(text);
      out.arguments[key] = v ? *v : json::value(text);
      return true;
    }
    std::string canonical;
    const json::object* property = find_property(props, key, canonical);
    if (!property) {
      fail(unknown(key, shown));
      return false;
    }
    converted c = convert(*property, text);
    if (!c.error.empty()) {
      fail("--" + canonical + " (" + describe_type(*property) + ") expects " + c.error + ".");
      return false;
    }
    out.arguments[canonical] = std::move(c.value);
    return true;
  };

  bool had_json = false;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const std::string& t = tokens[i];
    if (!t.empty() && t.front() == '{') {
      if (had_json) return fail("give the arguments as one JSON object, not several: " + t);
      had_json = true;
      auto v = jsonrpc::parse_json(t);
      if (!v || !v->is_object()) return fail("the arguments are not a JSON object: " + t);
      for (auto& [k, value] : v->as_object()) out.arguments[k] = value;
      continue;
    }
    if (t.size() > 2 && t.compare(0, 2, "--") == 0) {
      std::string key = t.substr(2), text;
      bool has_value = false;
      if (auto eq = key.find('='); eq != std::string::npos) {
        text = key.substr(eq + 1);
        key = key.substr(0, eq);
        has_value = true;
      }
      std::string canonical;
      const json::object* property = find_property(props, key, canonical);
      if (props && !property) return fail(unknown(key, "--" + key));
      bool boolean = property && type_of(*property) == "boolean";
      if (!has_value && boolean) {
        // --force alone is true; --force false takes the next word when it is a boolean.
        if (i + 1 < tokens.size() && boolean_text(tokens[i + 1])) {
          text = tokens[++i];
        } else {
          text = "true";
        }
        has_value = true;
      }
      if (!has_value) {
        if (i + 1 >= tokens.size())
          return fail("--" + (property ? canonical : key) + " needs a value" +
                      (property ? " (" + describe_type(*property) + ")." : "."));
        text = tokens[++i];
      }
      if (!set(key, text, "--" + key)) return out;
      continue;
    }
    auto eq = t.find('=');
    if (eq == std::string::npos || eq == 0)
      return fail("expected --name value, key=value or one JSON object, got \"" + t + "\"");
    if (!set(t.substr(0, eq), t.substr(eq + 1), t.substr(0, eq))) return out;
  }
  return out;
}

bool is_boolean_flag(const json::object* schema, const std::string& flag) {
  if (flag.size() <= 2 || flag.compare(0, 2, "--") != 0) return false;
  std::string key =
      flag.substr(2, flag.find('=') == std::string::npos ? std::string::npos : flag.find('=') - 2);
  std::string canonical;
  const json::object* property = find_property(properties_of(schema), key, canonical);
  return property && type_of(*property) == "boolean";
}

}  // namespace patchbay::cli
