#pragma once
// Which editor(s) a tool call goes to (DESIGN.md §3), as a pure function so every rule is unit
// tested without sockets. First match wins:
//   1. the call's `editor` argument (id, alias or project name; "*", a list, or "a,b" fans out)
//   2. the session's selection (select_editor), else its pin (--editor / --project)
//   3. the live editor whose project contains the client's working directory
//   4. the only live editor — unless the working directory is in a Unity project on disk whose
//      editor is not connected: then an error naming that project (a call never lands in another
//      project's editor by default)
//   (a player counts in 1 and 2 only, by name: an agent at work on an editor never sees its calls
//   go to a running game because a build started or the editor closed)
//   5. otherwise an error that lists the editors and says how to choose

#include <boost/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace patchbay::hub {

// What routing reads of one editor, for the length of one decision: views into the registry's
// records (editor_registry::views), so a call's routing copies no editor's strings.
struct editor_view {
  std::string_view id;
  std::string_view alias;
  std::string_view project_name;
  std::string_view project_path;
  std::string
      state;  // ready, compiling, playing, reloading, disconnected, or a busy/blocked summary
  bool live = false;  // connected, reloading, or within its grace period
  // A development build's player (kind "player"): reached by name only (the argument, the
  // selection, the pin), never by the working directory, "only one", or "*".
  bool player = false;
};

struct session_route {
  std::string selected;     // editor id chosen with select_editor
  std::string pin_editor;   // id, alias or project name the session was started with
  std::string pin_project;  // project path the session was started with
  std::string cwd;          // the client's working directory
  // The Unity project on disk holding cwd, as the client found it (Patchbay-Unity-Project): a
  // session at work in a project is never sent to another project's editor by "the only one".
  std::string cwd_project;
};

struct route_result {
  std::vector<std::string> editors;  // empty on error
  std::string reason;                // argument, selected, pinned, cwd, only
  bool fan_out = false;
  std::string error;  // what to tell the agent when no editor could be chosen
  // Why, for programs (`_meta["patchbay/error"].patchbay` of the refused call, docs/protocol.md
  // §7): no_editor (none is connected, or a pinned project is not open), several_editors (more than
  // one is connected and nothing chose one), unknown_editor (a name matched none, or several).
  std::string kind;
};

// Resolves one name to an editor id: exact id, then alias, then project name (both
// case-insensitive), then project path. Ambiguity and absence are errors naming the candidates.
struct name_match {
  std::string id;
  std::string error;
};
name_match resolve_editor_name(const std::vector<editor_view>& editors, std::string_view name);

route_result resolve_route(const std::vector<editor_view>& editors,
                           const boost::json::value* editor_argument, const session_route& session);

// "- MyGame@9625308d (alias client): /path/to/MyGame — ready" lines for error messages.
std::string describe_editors(const std::vector<editor_view>& editors);

}  // namespace patchbay::hub
