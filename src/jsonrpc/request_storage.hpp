#pragma once
// Memory for one incoming message's JSON tree: one block, taken once and freed at once, instead of
// an allocation per object, array and long string (bench/counted_bench.mjs). The storage is
// shared, so a value moved out of the request that outlives it (a task's arguments, a logged call)
// keeps the block alive and never points at freed memory. The block frees nothing until then: a
// value kept long and changed often belongs in storage of its own (assigned, which copies it).

#include <boost/json/memory_resource.hpp>
#include <boost/json/monotonic_resource.hpp>
#include <boost/json/storage_ptr.hpp>

#include <cstddef>

namespace patchbay::jsonrpc {

class request_arena final : public boost::json::memory_resource {
 public:
  request_arena() = default;
  request_arena(const request_arena&) = delete;
  request_arena& operator=(const request_arena&) = delete;

 private:
  void* do_allocate(std::size_t n, std::size_t align) override {
    return monotonic_.allocate(n, align);
  }
  void do_deallocate(void*, std::size_t, std::size_t) override {}  // all at once, with the arena
  bool do_is_equal(const boost::json::memory_resource& mr) const noexcept override {
    return this == &mr;
  }

  // A tools/call request is a few hundred bytes; a larger message takes more blocks as needed.
  static constexpr std::size_t first_block = 1024;
  unsigned char buffer_[first_block];
  boost::json::monotonic_resource monotonic_{buffer_, first_block};
};

// A fresh arena for one message, shared by every value built in it.
inline boost::json::storage_ptr request_storage() {
  return boost::json::make_shared_resource<request_arena>();
}

}  // namespace patchbay::jsonrpc
