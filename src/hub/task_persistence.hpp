#pragma once
// The tasks that outlive a hub restart where their editor keeps running (issue 31), on disk:
// session-less ones (the 2026-07-28 tasks extension) and those of a session with a secret id (an
// HTTP session, which a later session that names it takes over: streamable_http). In
// <state_dir>/tasks.json, private to the user (0600), replaced atomically on each change that
// matters (created, bound to its editor, ended, forgotten, taken over).
//
// Per task: its id, owner, status and message, times, ttl, what its work calls (tool, arguments,
// the call id its editor's call record knows it by, the editor) and, once ended, its answer. A
// later hub reloads them: an ended task answers tasks/get until its ttl has passed; a working one
// is sent again under its call id, so the editor answers from the call it remembers or is still
// running, never running the work twice.
//
// Contract: no sockets, runs on the hub's executor. A file that cannot be read or is not ours is
// set aside (renamed *.unreadable) with a warning, and the hub starts with no tasks; a failed write
// is logged and returned: a task it was written for is refused (mcp::session::start_task), a later
// change of the others only logged (the tasks in memory stay right).

#include "mcp/task_store.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace patchbay::hub {

struct loaded_tasks {
  std::vector<mcp::task> tasks;
  std::string warning;  // why the file was not used, else empty
};

class task_persistence {
 public:
  explicit task_persistence(std::filesystem::path state_dir);

  // The file's tasks whose ttl has not passed (or that were still working).
  loaded_tasks load(mcp::task::clock::time_point now) const;
  // Writes every persistent task of `store`; why it could not, else nothing.
  std::optional<std::string> save(const mcp::task_store& store) const;

  // The file's text for these tasks, and back (exposed for the unit tests).
  static std::string serialize(const std::vector<const mcp::task*>& tasks);
  static loaded_tasks parse(std::string_view text, mcp::task::clock::time_point now);

 private:
  std::filesystem::path file_;
};

}  // namespace patchbay::hub
