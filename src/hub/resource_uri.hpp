#pragma once
// The URIs of the hub's MCP resources (docs/resources.md): one editor's state, console, project,
// tools, a scene's hierarchy and a GameObject, under patchbay://editors/<editor id>/…, and the list
// of editors itself. Pure text: parsing and making them (editor_resources.hpp serves them).
//
//   patchbay://editors
//   patchbay://editors/{editor}/state | /console | /console/after/{id} | /project | /tools
//   patchbay://editors/{editor}/scenes/{scene}/hierarchy[/from/{offset}]
//   patchbay://editors/{editor}/objects/{object}
//
// A segment that holds '/' or another reserved character (a scene path, a GameObject path) is
// percent-encoded (RFC 3986 §2.1), as RFC 6570's simple expansion of a template variable makes it.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace patchbay::hub {

inline constexpr std::string_view resource_scheme = "patchbay://";
inline constexpr std::string_view editors_uri = "patchbay://editors";

enum class resource_kind {
  editors,
  state,
  console,
  console_after,  // number: the console id to read after
  project,
  tools,
  hierarchy,
  hierarchy_from,  // number: the offset of the page
  object,
};

struct resource_address {
  resource_kind kind = resource_kind::editors;
  std::string editor;  // decoded; empty for `editors`
  std::string scene;   // decoded: a scene's name or path (hierarchy)
  std::string object;  // decoded: an instance id, a path or a name (object)
  std::int64_t number = 0;
};

// Whether `uri` is under the hub's scheme (then a malformed one is the hub's to refuse).
bool is_patchbay_uri(std::string_view uri);
// The address `uri` names; nullopt when it is not one of the shapes above (an unknown kind, a bad
// percent-encoding, a number that is not a non-negative integer).
std::optional<resource_address> parse_resource_uri(std::string_view uri);
// The URI of `a` (segments percent-encoded).
std::string resource_uri(const resource_address& a);

// RFC 3986 percent-encoding of everything but the unreserved characters; decoding refuses a '%'
// not followed by two hex digits.
std::string percent_encode(std::string_view segment);
std::optional<std::string> percent_decode(std::string_view segment);

}  // namespace patchbay::hub
