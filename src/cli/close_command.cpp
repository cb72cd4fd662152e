#include "cli/subcommands.hpp"

#include "jsonrpc/message.hpp"
#include "mcp/methods.hpp"

#include <iostream>

namespace patchbay::cli {

namespace asio = boost::asio;
namespace json = boost::json;
using namespace std::chrono;

asio::awaitable<void> close_command::run() {
  if (req.save && req.discard) {
    std::cerr << "patchbay close: --save or --discard, not both. Nothing was closed.\n";
    code = exit_code::usage;
    co_return;
  }
  std::optional<cli_session> holder;
  if (!co_await open_routed(holder)) co_return;
  json::object args;
  if (!req.editor.empty()) args["editor"] = req.editor;
  if (req.save) args["save"] = true;
  if (req.discard) args["discard"] = true;
  auto params = tool_call("close_editor", std::move(args), false);
  auto [err, response] =
      co_await holder->request(mcp::method::tools_call, std::move(params), {}, seconds(120));
  co_await holder->close();
  if (!err.empty()) {
    std::cerr << "patchbay close: " << err << "\n";
    code = exit_code::no_editor;
    co_return;
  }
  const json::value* result = response.as_object().if_contains("result");
  if (!result || !result->is_object()) {
    std::cerr << "patchbay close: the hub sent no result\n";
    code = exit_code::no_editor;
    co_return;
  }
  co_await print_result(result->as_object());
}

}  // namespace patchbay::cli
