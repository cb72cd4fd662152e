#include "jsonrpc/message.hpp"

#include <stdexcept>

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
  if (auto* u = std::get_if<std::uint64_t>(&value_)) return "n:" + std::to_string(*u);
  return "n:" + std::to_string(std::get<std::int64_t>(value_));
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

outcome<json::value> parse_json(std::string_view text, std::size_t max_depth) {
  json::parse_options opts;
  opts.max_depth = max_depth;
  boost::system::error_code ec;
  json::value v = json::parse(text, ec, {}, opts);
  if (ec) return make_error(parse_error, "Parse error: " + ec.message());
  return v;
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

boost::system::result<message, error_response> decode(const json::value& v) {
  const json::object* o = v.if_object();
  if (!o) return invalid(std::nullopt, "a message must be a JSON object");

  std::optional<id> rid;
  const json::value* idv = o->if_contains("id");
  if (idv) rid = id::from_json(*idv);

  const json::value* ver = o->if_contains("jsonrpc");
  if (!ver || !ver->is_string() || ver->get_string() != "2.0")
    return invalid(rid, "\"jsonrpc\" must be \"2.0\"");

  if (const json::value* m = o->if_contains("method")) {
    if (!m->is_string()) return invalid(rid, "\"method\" must be a string");
    json::value params = nullptr;
    if (const json::value* p = o->if_contains("params")) {
      if (!p->is_object() && !p->is_array())
        return invalid(rid, "\"params\" must be an object or an array");
      params = *p;
    }
    if (!idv) return message{notification{std::string(m->get_string()), std::move(params)}};
    if (!rid) return invalid(std::nullopt, "\"id\" must be a string or an integer");
    return message{request{*rid, std::string(m->get_string()), std::move(params)}};
  }

  const json::value* res = o->if_contains("result");
  const json::value* err = o->if_contains("error");
  if (res && err) return invalid(rid, "a response has either \"result\" or \"error\"");
  if (res) {
    if (!rid) return invalid(std::nullopt, "a response needs a string or integer \"id\"");
    return message{response{*rid, *res}};
  }
  if (err) {
    const json::object* eo = err->if_object();
    const json::value* code = eo ? eo->if_contains("code") : nullptr;
    if (!code || !code->is_int64()) return invalid(rid, "\"error.code\" must be an integer");
    error e{static_cast<int>(code->get_int64()), {}, nullptr};
    if (auto s = get_string(*eo, "message")) e.message = std::string(*s);
    if (const json::value* d = eo->if_contains("data")) e.data = *d;
    return message{error_response{rid, std::move(e)}};
  }
  return invalid(rid, "missing \"method\" (request) or \"result\"/\"error\" (response)");
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

std::string serialize(const json::value& v) { return json::serialize(v); }

const json::object* as_object(const json::value& v) { return v.if_object(); }

std::optional<std::string_view> get_string(const json::object& o, std::string_view key) {
  if (const json::value* v = o.if_contains(key); v && v->is_string()) return v->get_string();
  return std::nullopt;
}

}  // namespace patchbay::jsonrpc
