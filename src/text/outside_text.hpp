#pragma once
// Text that comes from outside Patchbay — a project's Editor.log, a window title any X client can
// set, a name in a project's settings — on its way to an agent, a skill or a terminal. Such text
// may carry escape sequences that rewrite a terminal, bidirectional controls that show it in
// another order than it is read, invisible characters, invalid UTF-8 (which would make the JSON it
// is put in invalid) and any length. `shown_text` makes it safe to show: valid UTF-8, every
// control, bidirectional, invisible and separator character written as `\u{XXXX}`, invalid bytes
// as `\x{XX}`, and at most `max_bytes` of it (then "… (N more bytes)"). Callers also say where the
// text came from, so an agent reads it as a quote, never as Patchbay's own words.

#include <cstddef>
#include <string>
#include <string_view>

namespace patchbay::text {

// `keep_newlines`: a line feed stays a line feed (a multi-line quote); every other control is
// escaped. `max_bytes` bounds the input read, not the escaped output, which stays within a few
// times that.
std::string shown_text(std::string_view raw, std::size_t max_bytes, bool keep_newlines = false);

// Whether the code point must not reach a terminal or an agent as it is (C0/C1 controls, DEL,
// bidirectional controls, zero-width and invisible formatting characters, line and paragraph
// separators, U+FEFF).
bool is_hidden_code_point(char32_t c);

}  // namespace patchbay::text
