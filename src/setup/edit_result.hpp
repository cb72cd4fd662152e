#pragma once
// What a configuration-file editor hands back: the file's new text, or why it will not edit the
// file. A user's malformed file is a normal outcome here, so it is a value, not an exception.

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace patchbay::setup {

struct edit_result {
  std::string text;
  std::string error;  // empty on success

  bool ok() const { return error.empty(); }
  static edit_result success(std::string text) { return {std::move(text), {}}; }
  static edit_result failure(std::string error) { return {{}, std::move(error)}; }
};

// "\r\n" when the text already uses it, so lines we add match the user's; otherwise "\n".
inline const char* newline_of(const std::string& text) {
  return text.find("\r\n") != std::string::npos ? "\r\n" : "\n";
}

// Replace [begin, end) of the original text with `text`.
struct splice {
  std::size_t begin;
  std::size_t end;
  std::string text;
};

// Applies non-overlapping splices, all given in the original text's positions. Back to front, so
// no splice moves another's position; at one position a replacement goes before the insertions,
// and insertions end up in the order they were listed.
inline std::string apply_splices(std::string text, const std::vector<splice>& splices) {
  std::vector<std::size_t> order(splices.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
    const splice& a = splices[x];
    const splice& b = splices[y];
    if (a.begin != b.begin) return a.begin > b.begin;
    if (a.end - a.begin != b.end - b.begin) return a.end - a.begin > b.end - b.begin;
    return x > y;
  });
  for (std::size_t i : order) {
    text.replace(splices[i].begin, splices[i].end - splices[i].begin, splices[i].text);
  }
  return text;
}

}  // namespace patchbay::setup
