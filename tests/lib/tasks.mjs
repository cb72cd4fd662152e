// MCP tasks (2025-11-25 tasks.mdx) through a connected SDK session of the harness (`connectClient`):
// task-augmented tools/call and the tasks/* requests, each resolving with its result or rejecting with
// the McpError (its `code`).
import { CallToolResultSchema, CreateTaskResultSchema, GetTaskResultSchema, ListTasksResultSchema, CancelTaskResultSchema } from './sdk.mjs';
import { scaled } from './time.mjs';

export function tasksOf(s, { timeoutMs = scaled(30000) } = {}) {
  const req = (method, params, schema) => s.client.request({ method, params }, schema, { timeout: timeoutMs });
  return {
    start: (name, args, task = {}) => req('tools/call', { name, arguments: args, task }, CreateTaskResultSchema),
    get: (taskId) => req('tasks/get', { taskId }, GetTaskResultSchema),
    result: (taskId) => req('tasks/result', { taskId }, CallToolResultSchema),
    list: () => req('tasks/list', {}, ListTasksResultSchema),
    cancel: (taskId) => req('tasks/cancel', { taskId }, CancelTaskResultSchema),
  };
}
