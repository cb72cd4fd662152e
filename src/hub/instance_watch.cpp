#include "hub/instance_watch.hpp"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/use_awaitable.hpp>

namespace patchbay::hub {

namespace asio = boost::asio;

namespace {

bool same(const std::optional<unity_instance>& a, const std::optional<unity_instance>& b) {
  if (a.has_value() != b.has_value()) return false;
  if (!a) return true;
  return a->pid == b->pid && a->version == b->version && a->log_file == b->log_file &&
         a->log_read == b->log_read && a->log_note == b->log_note &&
         a->errors.total == b->errors.total;
}

}  // namespace

instance_watch::instance_watch(asio::any_io_executor ex, probe_fn probe,
                               std::function<void()> changed)
    : ex_(std::move(ex)),
      probe_(std::move(probe)),
      changed_(std::move(changed)),
      worker_(std::make_unique<asio::thread_pool>(1)) {}

instance_watch::~instance_watch() { stop(); }

void instance_watch::stop() {
  state_->stopped = true;
  for (auto& [project, e] : entries_)
    if (e.pending) e.pending->cancel();
  if (worker_) {
    worker_->stop();
    // A probe that is still reading finishes on its own; its answer is dropped (state_).
    worker_->join();
    worker_.reset();
  }
}

std::optional<unity_instance> instance_watch::cached(const std::string& project) {
  entry& e = entries_[project];
  if (!e.pending && (!e.answered || std::chrono::steady_clock::now() - e.at >= fresh_for))
    start(project, e);
  return e.answer;
}

void instance_watch::start(const std::string& project, entry& e) {
  if (state_->stopped || !worker_ || !probe_) return;
  e.pending = std::make_shared<asio::steady_timer>(ex_, asio::steady_timer::time_point::max());
  // The worker gets its own copies: the probe and the path, nothing of this object.
  asio::post(*worker_, [probe = probe_, project, ex = ex_, state = state_, this]() {
    std::optional<unity_instance> answer;
    try {
      answer = probe(project, true);
    } catch (...) {
      answer.reset();  // the probe never throws by contract; a test's might
    }
    asio::post(ex, [state, this, project, answer = std::move(answer)]() mutable {
      if (state->stopped) return;
      answered(project, std::move(answer));
    });
  });
}

void instance_watch::answered(const std::string& project, std::optional<unity_instance> answer) {
  entry& e = entries_[project];
  bool differs = !e.answered || !same(e.answer, answer);
  e.answer = std::move(answer);
  e.answered = true;
  e.at = std::chrono::steady_clock::now();
  if (e.pending) {
    e.pending->cancel();
    e.pending.reset();
  }
  if (differs && changed_) changed_();
}

asio::awaitable<void> instance_watch::refresh(std::string project) {
  entry& e = entries_[project];
  if (!e.pending) start(project, e);
  if (!e.pending) co_return;
  std::shared_ptr<asio::steady_timer> wait = e.pending;
  co_await wait->async_wait(asio::as_tuple(asio::use_awaitable));
}

}  // namespace patchbay::hub
