#include "mcp/task_store.hpp"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <random>

namespace patchbay::mcp {

std::string_view to_string(task_status s) {
  switch (s) {
    case task_status::working:
      return "working";
    case task_status::input_required:
      return "input_required";
    case task_status::completed:
      return "completed";
    case task_status::failed:
      return "failed";
    case task_status::cancelled:
      return "cancelled";
  }
  return "working";
}

bool is_terminal(task_status s) {
  return s == task_status::completed || s == task_status::failed || s == task_status::cancelled;
}

std::string iso8601(task::clock::time_point t) {
  using namespace std::chrono;
  auto secs = time_point_cast<seconds>(t);
  if (secs > t) secs -= seconds(1);
  auto ms = duration_cast<milliseconds>(t - secs).count();
  std::time_t tt = system_clock::to_time_t(secs);
  std::tm tm{};
#ifdef _WIN32
  gmtime_s(&tm, &tt);
#else
  gmtime_r(&tt, &tm);
#endif
  char buf[40];
  std::size_t n = std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S", &tm);
  std::snprintf(buf + n, sizeof buf - n, ".%03dZ", static_cast<int>(ms));
  return buf;
}

std::string task_progress_message(double value, std::optional<double> total,
                                  std::string_view message) {
  char buf[32];
  if (total && *total > 0)
    std::snprintf(buf, sizeof buf, "%.0f%%", 100.0 * std::min(1.0, value / *total));
  else
    std::snprintf(buf, sizeof buf, "%g", value);
  std::string out = buf;
  if (!message.empty()) {
    out += ' ';
    out += message;
  }
  return out;
}

json::object task_error_json(const jsonrpc::error& e) {
  json::object o{{"code", e.code}, {"message", e.message}};
  if (!e.data.is_null()) o["data"] = e.data;
  return o;
}

json::object task_json(const task& t) {
  json::object o{{"taskId", t.id},
                 {"status", to_string(t.status)},
                 {"createdAt", iso8601(t.created_at)},
                 {"lastUpdatedAt", iso8601(t.updated_at)},
                 {"ttl", t.ttl.count()},
                 {"pollInterval", t.poll_interval.count()}};
  if (!t.status_message.empty()) o["statusMessage"] = t.status_message;
  return o;
}

json::object extension_task_json(const task& t, bool detailed) {
  // The same fields, the durations named with their unit (SEP-2663).
  json::object o = task_json(t);
  o["ttlMs"] = o.at("ttl");
  o["pollIntervalMs"] = o.at("pollInterval");
  o.erase("ttl");
  o.erase("pollInterval");
  // tasks/get of a task waiting on the client names what it waits on (SEP-2322 inside SEP-2663).
  if (detailed && t.status == task_status::input_required && !t.input_requests.empty())
    o["inputRequests"] = t.input_requests;
  if (detailed && t.answer) {
    if (*t.answer) {
      o["result"] = **t.answer;
    } else {
      o["error"] = task_error_json(t.answer->error());
    }
  }
  return o;
}

jsonrpc::outcome<std::optional<std::chrono::milliseconds>> read_task_param(const json::value& v) {
  using result = std::optional<std::chrono::milliseconds>;
  auto invalid = [](std::string m) { return jsonrpc::make_error(jsonrpc::invalid_params, m); };
  const json::object* o = v.if_object();
  if (!o) return invalid("Invalid params: \"task\" must be an object, e.g. {\"ttl\": 60000}");
  const json::value* ttl = o->if_contains("ttl");
  if (!ttl || ttl->is_null()) return result{};
  // Boost.JSON reads an integer of 2^63 or more as unsigned: more than milliseconds can hold, and
  // longer than any bound, so the longest (clamped to the store's maximum like any long ttl). Cast,
  // it wrapped to a negative ttl, which the clamp turned into the minimum (1 s).
  if (ttl->is_uint64()) return result{std::chrono::milliseconds::max()};
  if (ttl->is_int64() && ttl->get_int64() >= 0)
    return result{std::chrono::milliseconds(ttl->get_int64())};
  return invalid("Invalid params: task.ttl must be a non-negative integer number of milliseconds");
}

namespace {

// 128 bits from the OS's random source: a task id is the only thing naming a task in
// tasks/get, so it must not be guessable from another one.
std::string random_task_id() {
  static thread_local std::random_device rd;
  std::string id;
  char buf[9];
  for (int i = 0; i < 4; ++i) {
    std::snprintf(buf, sizeof buf, "%08x", static_cast<unsigned>(rd()));
    id += buf;
  }
  return id;
}

bool is_error_result(const json::value& v) {
  const json::object* o = v.if_object();
  const json::value* e = o ? o->if_contains("isError") : nullptr;
  return e && e->is_bool() && e->get_bool();
}

}  // namespace

task_store::task_store(task_limits limits, std::function<clock::time_point()> now)
    : limits_(limits), now_(std::move(now)) {}

task& task_store::create(std::string owner,
                         std::optional<std::chrono::milliseconds> requested_ttl) {
  forget_expired();
  std::string id;
  do id = random_task_id();
  while (tasks_.count(id));
  task t;
  t.id = id;
  t.owner = std::move(owner);
  t.sequence = ++sequence_;
  t.created_at = t.updated_at = now_();
  t.ttl = std::clamp(requested_ttl.value_or(limits_.default_ttl), limits_.min_ttl, limits_.max_ttl);
  t.poll_interval = limits_.poll_interval;
  return tasks_.emplace(id, std::move(t)).first->second;
}

task* task_store::find(std::string_view id, std::string_view owner) {
  forget_expired();
  auto it = tasks_.find(id);
  if (it == tasks_.end() || it->second.owner != owner) return nullptr;
  return &it->second;
}

task* task_store::get(std::string_view id) {
  auto it = tasks_.find(id);
  return it == tasks_.end() ? nullptr : &it->second;
}

bool task_store::set_status(std::string_view id, task_status status, std::string message) {
  auto it = tasks_.find(id);
  if (it == tasks_.end() || is_terminal(it->second.status) || is_terminal(status)) return false;
  // Progress while input is pending changes the message, not the status: the client still owes an
  // answer.
  if (!it->second.input_requests.empty()) status = task_status::input_required;
  if (it->second.status == status && it->second.status_message == message) return false;
  it->second.status = status;
  it->second.status_message = std::move(message);
  it->second.updated_at = now_();
  return true;
}

bool task_store::finish(std::string_view id, jsonrpc::outcome<json::value> answer) {
  auto it = tasks_.find(id);
  if (it == tasks_.end() || is_terminal(it->second.status)) return false;
  task& t = it->second;
  bool failed = !answer || (!t.tool_error_completes && is_error_result(*answer));
  std::string message;
  if (!answer) message = answer.error().message;
  t.answer = std::move(answer);
  end(t, failed ? task_status::failed : task_status::completed, std::move(message));
  return true;
}

std::optional<std::string> task_store::ask_input(std::string_view id, json::object request,
                                                 std::function<void(json::value)> answer) {
  auto it = tasks_.find(id);
  if (it == tasks_.end() || is_terminal(it->second.status)) return std::nullopt;
  task& t = it->second;
  std::string key = "input-" + std::to_string(++t.next_input);
  std::string method(jsonrpc::get_string(request, "method").value_or("input"));
  t.input_requests[key] = std::move(request);
  t.input_waiters[key] = std::move(answer);
  t.status = task_status::input_required;
  t.status_message = "waiting for the client's answer to " + method;
  t.updated_at = now_();
  return key;
}

bool task_store::answer_inputs(std::string_view id, const json::object& responses) {
  auto it = tasks_.find(id);
  if (it == tasks_.end() || is_terminal(it->second.status)) return false;
  task& t = it->second;
  std::vector<std::function<void(json::value)>> wake;
  std::vector<json::value> answers;
  for (const auto& [key, answer] : responses) {
    auto w = t.input_waiters.find(std::string_view(key));
    if (w == t.input_waiters.end()) continue;
    wake.push_back(std::move(w->second));
    answers.push_back(answer);
    t.input_waiters.erase(w);
    t.input_requests.erase(key);
  }
  if (wake.empty()) return true;
  if (t.input_requests.empty()) {
    t.status = task_status::working;
    t.status_message.clear();
  }
  t.updated_at = now_();
  // Last: a waiter may resume its work, which may touch this store.
  for (std::size_t i = 0; i < wake.size(); ++i) wake[i](std::move(answers[i]));
  return true;
}

void task_store::withdraw_input(std::string_view id, std::string_view key) {
  auto it = tasks_.find(id);
  if (it == tasks_.end()) return;
  task& t = it->second;
  if (auto w = t.input_waiters.find(key); w != t.input_waiters.end()) t.input_waiters.erase(w);
  t.input_requests.erase(key);
  if (t.input_requests.empty() && t.status == task_status::input_required) {
    t.status = task_status::working;
    t.status_message.clear();
    t.updated_at = now_();
  }
}

bool task_store::cancel(std::string_view id, std::string message) {
  auto it = tasks_.find(id);
  if (it == tasks_.end() || is_terminal(it->second.status)) return false;
  end(it->second, task_status::cancelled, std::move(message));
  return true;
}

void task_store::end(task& t, task_status status, std::string message) {
  t.status = status;
  t.input_requests.clear();  // nothing is asked of the client any more: the work ended or stops
  t.input_waiters.clear();
  t.status_message = std::move(message);
  t.updated_at = now_();
  auto stop = std::move(t.stop_work);
  t.stop_work = nullptr;
  if (status == task_status::cancelled && stop) {
    std::string note = stop();
    if (!note.empty()) {
      if (!t.status_message.empty()) t.status_message += ": ";
      t.status_message += note;
    }
  }
  auto waiting = std::move(t.on_terminal);
  t.on_terminal.clear();
  changed();
  for (auto& f : waiting) f();
}

std::vector<const task*> task_store::list(std::string_view owner) {
  forget_expired();
  std::vector<const task*> out;
  for (const auto& [id, t] : tasks_)
    if (t.owner == owner) out.push_back(&t);
  std::sort(out.begin(), out.end(),
            [](const task* a, const task* b) { return a->sequence < b->sequence; });
  return out;
}

std::vector<std::string> task_store::working_ids(std::string_view owner) const {
  std::vector<std::string> out;
  for (const auto& [id, t] : tasks_)
    if (t.owner == owner && !is_terminal(t.status)) out.push_back(id);
  return out;
}

std::size_t task_store::adopt(std::string_view from, std::string_view to) {
  std::size_t n = 0;
  for (auto& [id, t] : tasks_)
    if (t.owner == from) {
      t.owner = std::string(to);
      ++n;
    }
  return n;
}

std::vector<const task*> task_store::all() const {
  std::vector<const task*> out;
  for (const auto& [id, t] : tasks_) out.push_back(&t);
  std::sort(out.begin(), out.end(),
            [](const task* a, const task* b) { return a->sequence < b->sequence; });
  return out;
}

task& task_store::restore(task t) {
  t.sequence = ++sequence_;
  std::string id = t.id;
  return tasks_.insert_or_assign(std::move(id), std::move(t)).first->second;
}

void task_store::forget_expired() {
  auto now = now_();
  auto forgotten = std::erase_if(tasks_, [&](const auto& kv) {
    const task& t = kv.second;
    return is_terminal(t.status) && now >= t.created_at + t.ttl;
  });
  if (forgotten) changed();
}

void task_store::discard(std::string_view id) {
  if (auto it = tasks_.find(id); it != tasks_.end()) tasks_.erase(it);
}

}  // namespace patchbay::mcp
