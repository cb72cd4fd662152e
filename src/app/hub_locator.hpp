#pragma once
// Finds the user's running hub through hub.json, checks that it answers, and starts one detached
// when none does (what `patchbay stdio` and the CLI do). A stale hub.json (dead pid, or nobody
// answering) is ignored; two starters racing end up on the same hub (the state-directory lock
// lets one win).

#include "app/hub_info.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>

#include <filesystem>
#include <string>
#include <variant>

namespace patchbay::app {

// True when the hub described answers its status page. When its pid is not visible from here (a
// sandbox's PID namespace), only if it also proves it holds hub.json's token.
boost::asio::awaitable<bool> hub_answers(boost::asio::any_io_executor ex, hub_info info);

// The live hub for `state_dir`, starting one if `start` is set and none answers. On failure, a
// message that says what to do.
boost::asio::awaitable<std::variant<hub_info, std::string>> locate_hub(
    boost::asio::any_io_executor ex, std::filesystem::path state_dir, bool start);

}  // namespace patchbay::app
