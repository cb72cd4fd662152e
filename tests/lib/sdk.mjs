// The MCP TypeScript SDK lives in .tools/node_modules (installed by scripts/install-deps.sh), outside
// the resolution path of these files, so it is imported by absolute file URL.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { toolsModules } from './paths.mjs';

const sdkRoot = path.join(toolsModules, '@modelcontextprotocol/sdk/dist/esm');
const load = (rel) => import(pathToFileURL(path.join(sdkRoot, rel)).href);

const [clientMod, stdioMod, httpMod, typesMod] = await Promise.all([
  load('client/index.js'),
  load('client/stdio.js'),
  load('client/streamableHttp.js'),
  load('types.js'),
]);

export const { Client } = clientMod;
export const { StdioClientTransport } = stdioMod;
export const { StreamableHTTPClientTransport } = httpMod;
export const {
  CallToolResultSchema,
  EmptyResultSchema,
  ListToolsResultSchema,
  ToolListChangedNotificationSchema,
  LoggingMessageNotificationSchema,
  McpError,
  LATEST_PROTOCOL_VERSION,
  CreateTaskResultSchema,
  GetTaskResultSchema,
  ListTasksResultSchema,
  CancelTaskResultSchema,
  ResourceUpdatedNotificationSchema,
  ResultSchema,
  ElicitRequestSchema,
} = typesMod;
