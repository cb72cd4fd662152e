#pragma once
// Resources and resource templates (server/resources.mdx). Definitions are kept verbatim; a
// reader returns the `contents` array for a URI. Template matching supports RFC 6570 level 1
// (`{name}` expands to one path segment), which is all MCP servers commonly need.

#include "jsonrpc/message.hpp"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace patchbay::mcp {

namespace json = boost::json;

using template_vars = std::map<std::string, std::string>;
using resource_reader =
    std::function<jsonrpc::outcome<json::array>(std::string_view uri, const template_vars& vars)>;

struct resource_entry {
  json::object definition;  // uri, name, description, mimeType, …
  resource_reader read;
};

struct resource_template_entry {
  json::object definition;  // uriTemplate, name, description, mimeType, …
  resource_reader read;
};

class resource_registry {
 public:
  void add(json::object definition, resource_reader reader);
  void add_template(json::object definition, resource_reader reader);
  const std::vector<resource_entry>& resources() const { return resources_; }
  const std::vector<resource_template_entry>& templates() const { return templates_; }
  bool empty() const { return resources_.empty() && templates_.empty(); }
  // Reads a URI from a static resource or the first matching template; -32002 when unknown.
  jsonrpc::outcome<json::array> read(std::string_view uri) const;
  // True when the URI names a static resource or matches a template.
  bool exists(std::string_view uri) const;

 private:
  std::vector<resource_entry> resources_;
  std::vector<resource_template_entry> templates_;
};

// Matches `uri` against an RFC 6570 level-1 template; nullopt when it does not match.
std::optional<template_vars> match_uri_template(std::string_view tmpl, std::string_view uri);

}  // namespace patchbay::mcp
