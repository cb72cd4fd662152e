#pragma once
// What a configuration-file editor hands back: the file's new text, or why it will not edit the
// file. A user's malformed file is a normal outcome here, so it is a value, not an exception.

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace patchbay::app::setup {

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

// Applies non-overlapping splices, all given in the original text's positions: back to front, and
// at one position a replacement before an insertion, so no splice moves another's position.
inline std::string apply_splices(std::string text, std::vector<splice> splices) {
  std::sort(splices.begin(), splices.end(), [](const splice& a, const splice& b) {
    if (a.begin != b.begin) return a.begin > b.begin;
    return a.end - a.begin > b.end - b.begin;
  });
  for (const auto& s : splices) text.replace(s.begin, s.end - s.begin, s.text);
  return text;
}

}  // namespace patchbay::app::setup
