#pragma once
// The hub's view of one editor WebSocket, implemented by the transport. Text frames in and out;
// no Beast here.

#include <cstdint>
#include <optional>
#include <string>

namespace patchbay::hub {

class editor_connection {
 public:
  virtual ~editor_connection() = default;
  // Queues one text frame. Ignored once the connection is closing.
  virtual void send(std::string text) = 0;
  // Closes with a WebSocket close code and reason (queued after pending frames).
  virtual void close(std::uint16_t code, std::string reason) = 0;
  // Whether process `pid` holds the editor's end of this connection, asked of the OS: what the
  // editor claims (its pid) checked before anything is done in that process (answer_dialog).
  // nullopt when the OS cannot tell.
  virtual std::optional<bool> peer_is_process(int /*pid*/) const { return std::nullopt; }
};

}  // namespace patchbay::hub
