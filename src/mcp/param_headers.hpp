#pragma once
// Tool parameters mirrored into HTTP headers (2026-07-28 streamable-http.mdx, "Custom Headers from
// Tool Parameters", SEP-2243). A tool marks a parameter with `"x-mcp-header": "Region"` in its
// inputSchema; a client calling it over HTTP sends the argument's value again as
// `Mcp-Param-Region: <value>` (base64 sentinel when not plain ASCII), so that a gateway can route
// on it without reading the body. The server reading the body must refuse the call when the two
// disagree: otherwise what a gateway decided on and what the tool runs with could differ.
// Patchbay's own tools and the package's declare no such parameter; the conformance fixtures do.
//
// The transport collects the request's `Mcp-Param-*` headers (names lower-cased, values as sent);
// the session checks them against the tool's schema and the call's arguments before the call runs.

#include <boost/json.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace patchbay::mcp {

namespace json = boost::json;

// The key under which a session's transport facts carry the request's Mcp-Param-* headers: an
// object from the lower-cased name after "Mcp-Param-" to the value as sent (null when the header
// came more than once: a request whose copies could be read differently is refused).
inline constexpr std::string_view param_headers_key = "mcpParamHeaders";

// Why the headers do not match what the schema marks and the arguments hold, or nothing when they
// do:
//   - an argument given for a marked parameter has no header, or one that differs (integers
//   compared
//     as numbers, booleans as "true"/"false", strings exactly, after base64 decoding);
//   - a header for a marked parameter that has no value in the arguments;
//   - a header value with characters a header may not carry, or a base64 sentinel that is not
//     canonical base64.
// Headers for names the schema does not mark are ignored (an intermediary's, not ours to judge).
std::optional<std::string> param_header_mismatch(const json::object& input_schema,
                                                 const json::object& arguments,
                                                 const json::object& headers);

}  // namespace patchbay::mcp
