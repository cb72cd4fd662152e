#pragma once
// A tool call's identity beyond one JSON-RPC request (docs/protocol.md §6.1): what lets Patchbay
// answer a call once although the request carrying it was sent twice — re-sent by `patchbay stdio`
// after its hub restarted, or retried by the agent after an answer that could not say whether the
// call ran.
//
//   tools/call { _meta: { "patchbay/callId": "f3a9…-7", "patchbay/retry": true } }
//
// `patchbay/callId`: chosen by the client side (the stdio front end makes one per tools/call, from
// 16 random bytes and a counter), 1–96 characters of [A-Za-z0-9._:-]. The hub forwards the call to
// its editor under a link id derived from it, so the editor's call record recognises a re-sent call
// and answers it from there (never running it twice).
// `patchbay/retry`: the request repeats a call whose earlier answer was "outcome unknown". The hub
// sends it to the editor under a new link id with `patchbay/retryOf` naming the earlier one: the
// editor answers from the earlier call (its stored result, or when it finishes), and runs the call
// only if the earlier one never ran or was cancelled before it finished.
//
// A result whose fate is unknown (a deadline, an editor that went silent, a hub that stopped)
// carries `_meta["patchbay/outcome"] = "unknown"`, so the front end knows that a retry of the same
// call must reuse its id.

#include "jsonrpc/message.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace patchbay::mcp {

namespace json = boost::json;

inline constexpr std::string_view meta_call_id = "patchbay/callId";
inline constexpr std::string_view meta_retry = "patchbay/retry";
inline constexpr std::string_view meta_retry_of = "patchbay/retryOf";  // hub → editor
inline constexpr std::string_view meta_outcome = "patchbay/outcome";
inline constexpr std::string_view outcome_unknown = "unknown";
// The hub stopped while the call was with its editor: unknown too, and `patchbay stdio` sends the
// call again (same id) to the hub it finds or starts next instead of passing this answer on.
inline constexpr std::string_view outcome_hub_stopped = "hub_stopped";
inline constexpr std::size_t max_call_id_length = 96;

struct call_identity {
  std::string id;      // empty: the request carried none
  bool retry = false;  // the client repeats a call whose outcome it was told is unknown
};

// Reads `params._meta`: an identity, an empty one when there is none, or -32602 naming what is
// wrong with it.
jsonrpc::outcome<call_identity> read_call_identity(const json::object& params);

// Marks a tool result as "the call may or may not have run, and may still finish".
void mark_outcome_unknown(json::object& result, std::string_view outcome = outcome_unknown);
// A result's `patchbay/outcome`, or empty.
std::string_view outcome_of(const json::object& result);

}  // namespace patchbay::mcp
