#pragma once
// One snapshot of the hub — editors, sessions (with where their calls go and why) and, when asked,
// the recent calls — serialized once for every reader: GET /api/status, the dashboard's event
// stream and `patchbay status --json`.
//
// Contract: read-only over the hub's classes; never includes a token; call arguments appear only
// when the hub runs with --dashboard-show-args (the dashboard drops them otherwise, before they are
// stored).

#include "hub/call_forwarder.hpp"
#include "hub/client_directory.hpp"
#include "hub/dashboard.hpp"
#include "hub/editor_lease.hpp"
#include "hub/editor_registry.hpp"

#include <boost/json.hpp>

#include <string>

namespace patchbay::hub {

class status_room {
 public:
  status_room(const hub_options& options, std::string instance, const editor_registry& registry,
              const client_directory& clients, const call_forwarder& calls,
              const editor_lease& lease, const dashboard& board)
      : options_(options),
        instance_(std::move(instance)),
        registry_(registry),
        clients_(clients),
        calls_(calls),
        lease_(lease),
        dashboard_(board) {}

  boost::json::object status(bool with_calls) const;

 private:
  boost::json::object session_status(const std::string& label, const client_session& st) const;

  const hub_options& options_;
  std::string instance_;
  const editor_registry& registry_;
  const client_directory& clients_;
  const call_forwarder& calls_;
  const editor_lease& lease_;
  const dashboard& dashboard_;
};

}  // namespace patchbay::hub
