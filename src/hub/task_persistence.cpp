#include "hub/task_persistence.hpp"

#include "hub/json_fields.hpp"
#include "platform/platform.hpp"

#include <spdlog/spdlog.h>

#include <cstdint>
#include <fstream>
#include <sstream>

namespace patchbay::hub {

namespace {

using namespace std::chrono;
using mcp::task;
using mcp::task_status;

constexpr std::string_view file_kind = "patchbay-tasks";
constexpr std::int64_t file_version = 1;

std::int64_t ms_since_epoch(task::clock::time_point t) {
  return duration_cast<milliseconds>(t.time_since_epoch()).count();
}

task::clock::time_point from_ms(std::int64_t ms) {
  return task::clock::time_point(duration_cast<task::clock::duration>(milliseconds(ms)));
}

std::optional<task_status> status_of(std::string_view s) {
  for (auto st : {task_status::working, task_status::input_required, task_status::completed,
                  task_status::failed, task_status::cancelled})
    if (mcp::to_string(st) == s) return st;
  return std::nullopt;
}

json::object task_record(const task& t) {
  json::object o{{"id", t.id},
                 {"owner", t.owner},
                 {"status", mcp::to_string(t.status)},
                 {"statusMessage", t.status_message},
                 {"createdAt", ms_since_epoch(t.created_at)},
                 {"updatedAt", ms_since_epoch(t.updated_at)},
                 {"ttlMs", t.ttl.count()},
                 {"pollIntervalMs", t.poll_interval.count()},
                 {"toolErrorCompletes", t.tool_error_completes},
                 {"tool", t.tool},
                 {"arguments", t.arguments},
                 {"callId", t.call_id},
                 {"editor", t.editor}};
  if (t.answer) {
    if (*t.answer) {
      o["result"] = **t.answer;
    } else {
      o["error"] = mcp::task_error_json(t.answer->error());
    }
  }
  return o;
}

std::optional<std::int64_t> int_of(const json::object& o, std::string_view key) {
  const json::value* v = o.if_contains(key);
  if (!v) return std::nullopt;
  if (v->is_int64()) return v->get_int64();
  if (v->is_uint64() && v->get_uint64() <= static_cast<std::uint64_t>(INT64_MAX))
    return static_cast<std::int64_t>(v->get_uint64());
  return std::nullopt;
}

// One record, or nullopt when it is not one of ours.
std::optional<task> task_of(const json::object& o) {
  task t;
  t.id = str(o, "id");
  t.owner = str(o, "owner");
  auto status = status_of(str(o, "status"));
  auto created = int_of(o, "createdAt");
  auto updated = int_of(o, "updatedAt");
  auto ttl = int_of(o, "ttlMs");
  auto poll = int_of(o, "pollIntervalMs");
  const json::value* args = o.if_contains("arguments");
  if (t.id.empty() || t.owner.empty() || !status || !created || !updated || !ttl || *ttl <= 0 ||
      !poll || !args || !args->is_object())
    return std::nullopt;
  t.status = *status;
  t.status_message = str(o, "statusMessage");
  t.created_at = from_ms(*created);
  t.updated_at = from_ms(*updated);
  t.ttl = milliseconds(*ttl);
  t.poll_interval = milliseconds(*poll);
  if (auto* c = o.if_contains("toolErrorCompletes"); c && c->is_bool())
    t.tool_error_completes = c->get_bool();
  t.tool = str(o, "tool");
  t.arguments = args->get_object();
  t.call_id = str(o, "callId");
  t.editor = str(o, "editor");
  t.persistent = true;
  if (const json::value* r = o.if_contains("result")) {
    t.answer = jsonrpc::outcome<json::value>(*r);
  } else if (const json::value* e = o.if_contains("error"); e && e->is_object()) {
    const json::object& eo = e->get_object();
    auto code = int_of(eo, "code");
    if (!code) return std::nullopt;
    json::value data = eo.contains("data") ? eo.at("data") : json::value();
    t.answer = jsonrpc::outcome<json::value>(
        jsonrpc::make_error(static_cast<int>(*code), str(eo, "message"), std::move(data)));
  }
  // A working task must say what to send again; an ended one keeps its answer (a cancelled one
  // may have none).
  if (!mcp::is_terminal(t.status) && (t.tool.empty() || t.call_id.empty())) return std::nullopt;
  return t;
}

}  // namespace

task_persistence::task_persistence(std::filesystem::path state_dir)
    : file_(state_dir.empty() ? std::filesystem::path() : state_dir / "tasks.json") {}

std::string task_persistence::serialize(const std::vector<const task*>& tasks) {
  json::array records;
  for (const task* t : tasks) records.push_back(task_record(*t));
  json::object o{{"kind", file_kind}, {"version", file_version}, {"tasks", std::move(records)}};
  return jsonrpc::serialize(o);
}

loaded_tasks task_persistence::parse(std::string_view text, task::clock::time_point now) {
  loaded_tasks out;
  auto v = jsonrpc::parse_json(text);
  const json::object* o = v ? v->if_object() : nullptr;
  const json::value* records = o ? o->if_contains("tasks") : nullptr;
  if (!o || str(*o, "kind") != file_kind || !records || !records->is_array()) {
    out.warning = "not a Patchbay task file";
    return out;
  }
  if (int_of(*o, "version") != file_version) {
    out.warning = "a task file of another Patchbay version";
    return out;
  }
  std::size_t skipped = 0;
  for (const auto& r : records->get_array()) {
    auto t = r.is_object() ? task_of(r.get_object()) : std::nullopt;
    if (!t) {
      ++skipped;
      continue;
    }
    if (mcp::is_terminal(t->status) && now >= t->created_at + t->ttl) continue;  // expired
    out.tasks.push_back(std::move(*t));
  }
  if (skipped) out.warning = std::to_string(skipped) + " unreadable task record(s) skipped";
  return out;
}

loaded_tasks task_persistence::load(task::clock::time_point now) const {
  if (file_.empty()) return {};
  std::error_code ec;
  if (!std::filesystem::exists(file_, ec)) return {};
  std::ifstream in(file_, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  loaded_tasks out = parse(ss.str(), now);
  if (!out.warning.empty() && out.tasks.empty()) {
    // Set aside, not deleted: the next save would overwrite it, and a person may want to look.
    auto aside = file_;
    aside += ".unreadable";
    std::filesystem::rename(file_, aside, ec);
    out.warning += "; set aside as " + aside.string();
  }
  if (!out.warning.empty()) spdlog::warn("tasks: {}: {}", file_.string(), out.warning);
  return out;
}

std::optional<std::string> task_persistence::save(const mcp::task_store& store) const {
  if (file_.empty()) return std::nullopt;
  std::vector<const task*> kept;
  for (const task* t : store.all())
    if (t->persistent) kept.push_back(t);
  auto err = platform::write_private_file(file_, serialize(kept));
  if (err) spdlog::warn("tasks: {}", *err);
  return err;
}

}  // namespace patchbay::hub
