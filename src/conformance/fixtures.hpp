#pragma once
// The fixture tools, resources and prompts the official MCP conformance suite expects
// (mcp-notes.md §2.4), plus two test-only tools of ours (test_slow_operation for progress and
// cancellation, test_change_tools for list_changed). Registered only by
// `patchbay serve --conformance-fixtures`; production tool lists never contain them.

namespace patchbay::mcp {

class server;
void register_conformance_fixtures(server& srv);
// The 2026-07-28 MRTR fixtures (mrtr_fixtures.cpp); register_conformance_fixtures calls it.
void register_mrtr_fixtures(server& srv);
// The tasks fixtures (task_fixtures.cpp); register_conformance_fixtures calls it.
void register_task_fixtures(server& srv);

}  // namespace patchbay::mcp
