#pragma once
// Finds the user's running hub through hub.json, checks that it answers, and starts one detached
// when none does (what `patchbay stdio` and the CLI do). A stale hub.json (nobody answering, or a
// listener that cannot prove it is the hub) is ignored; two starters racing end up on the same hub
// (the state-directory lock lets one win). A state directory or hub.json of another OS user is
// refused with a message.

#include "cli/hub_info.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>

#include <filesystem>
#include <optional>
#include <string>
#include <variant>

namespace patchbay::cli {

// Why the listener on hub.json's port is not the hub it describes, or nothing when it proved it is
// (transport/hub_proof.hpp): it belongs to this OS user, and it answered a fresh challenge with
// the proof only hub.json's token can make. Nothing secret is sent to it on the way; its pid is
// not taken as proof (pids are reused, and a sandbox's PID namespace hides a live one).
boost::asio::awaitable<std::optional<std::string>> hub_refusal(boost::asio::any_io_executor ex,
                                                               hub_info info);
// True when hub_refusal has nothing against it.
boost::asio::awaitable<bool> hub_answers(boost::asio::any_io_executor ex, hub_info info);

// The live hub for `state_dir`, starting one if `start` is set and none answers. On failure, a
// message that says what to do.
boost::asio::awaitable<std::variant<hub_info, std::string>> locate_hub(
    boost::asio::any_io_executor ex, std::filesystem::path state_dir, bool start);

}  // namespace patchbay::cli
