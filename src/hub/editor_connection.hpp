#pragma once
// The hub's view of one editor WebSocket, implemented by the transport. Text frames in and out;
// no Beast here.

#include <cstdint>
#include <string>

namespace patchbay::hub {

class editor_connection {
 public:
  virtual ~editor_connection() = default;
  // Queues one text frame. Ignored once the connection is closing.
  virtual void send(std::string text) = 0;
  // Closes with a WebSocket close code and reason (queued after pending frames).
  virtual void close(std::uint16_t code, std::string reason) = 0;
};

}  // namespace patchbay::hub
