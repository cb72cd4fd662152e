#include "mcp/resource_registry.hpp"

namespace patchbay::mcp {

void resource_registry::add(json::object definition, resource_reader reader) {
  resources_.push_back({std::move(definition), std::move(reader)});
}

void resource_registry::add_template(json::object definition, resource_reader reader) {
  templates_.push_back({std::move(definition), std::move(reader)});
}

jsonrpc::outcome<json::array> resource_registry::read(std::string_view uri) const {
  for (const auto& r : resources_)
    if (r.definition.at("uri").get_string() == uri) return r.read(uri, {});
  for (const auto& t : templates_)
    if (auto vars = match_uri_template(t.definition.at("uriTemplate").get_string(), uri))
      return t.read(uri, *vars);
  return jsonrpc::make_error(jsonrpc::resource_not_found, "Resource not found",
                             json::object{{"uri", uri}});
}

bool resource_registry::exists(std::string_view uri) const {
  for (const auto& r : resources_)
    if (r.definition.at("uri").get_string() == uri) return true;
  for (const auto& t : templates_)
    if (match_uri_template(t.definition.at("uriTemplate").get_string(), uri)) return true;
  return false;
}

std::optional<template_vars> match_uri_template(std::string_view tmpl, std::string_view uri) {
  template_vars vars;
  std::size_t ti = 0, ui = 0;
  while (ti < tmpl.size()) {
    if (tmpl[ti] == '{') {
      std::size_t close = tmpl.find('}', ti);
      if (close == std::string_view::npos) return std::nullopt;
      std::string name(tmpl.substr(ti + 1, close - ti - 1));
      ti = close + 1;
      // A variable ends at the next literal character of the template (or '/', or the end).
      char stop = ti < tmpl.size() ? tmpl[ti] : '\0';
      std::size_t end = ui;
      while (end < uri.size() && uri[end] != '/' && uri[end] != stop) ++end;
      if (end == ui) return std::nullopt;
      vars[name] = std::string(uri.substr(ui, end - ui));
      ui = end;
    } else {
      if (ui >= uri.size() || uri[ui] != tmpl[ti]) return std::nullopt;
      ++ti;
      ++ui;
    }
  }
  if (ui != uri.size()) return std::nullopt;
  return vars;
}

}  // namespace patchbay::mcp
