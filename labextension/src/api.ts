/**
 * The nbagent server extension's REST API (`/nbagent/api/...`), typed.
 *
 * Timestamps are milliseconds since the epoch. A 503 means kernels are
 * writing to the store right now: `StoreBusyError`, try again later.
 */
import { URLExt } from '@jupyterlab/coreutils';
import { ServerConnection } from '@jupyterlab/services';

import type { ActivityCategory, CallStatus, DecidedBy, EventKind } from './vocabulary';

/** One stored agent session. */
export interface ISession {
  id: string;
  name: string | null;
  title: string | null;
  notebook: string | null;
  model: string | null;
  created: number | null;
  updated: number | null;
  archived: boolean;
  messages: number;
  /** JupyterLab's id of the notebook cell that ran the latest turn (null: not run from a cell). */
  cell?: string | null;
  /**
   * Where the untrusted content the conversation holds now came from (`search_docs (call 2)`),
   * null when it holds none (recomputed after a rewind). A tool's name: hostile text, shown as text.
   */
  untrusted?: string | null;
}

/** One row of the audit log (the columns the panel shows); `event` is a stream kind (old rows presented so). */
export interface IAuditEvent {
  seq: number;
  ts: number;
  session_id: string | null;
  run_id: string | null;
  event: EventKind | string;
  tool: string | null;
  call_id: string | null;
  decision: string | null;
  rule: string | null;
  decided_by: string | null;
  success: boolean | null;
  duration_ms: number | null;
  wait_s: number | null;
  stage: string | null;
  reason: string | null;
  model: string | null;
}

/** Where the store is; every answer carries it. */
export interface IStoreInfo {
  store: string;
  exists: boolean;
}

/**
 * One entry of the panel's activity list, as the server folds it (nbagent/server/_activity.py):
 * a tool call (`type: 'call'`, its status worked out from all its audit rows; the same `key`
 * while the call goes on) or a run event (`type: 'event'`).
 */
export interface IActivity {
  key: string;
  type: 'call' | 'event';
  /** The highest audit seq folded into this entry. */
  seq: number;
  /** When the call was requested / the event happened (ms since the epoch). */
  ts: number;
  updated: number;
  session_id: string | null;
  run_id: string | null;
  tool: string | null;
  category: ActivityCategory;
  /** One line on what happened, written by the server. */
  summary: string;
  stage: string | null;
  reason: string | null;
  /** Calls only. */
  call_id?: string;
  status?: CallStatus;
  label?: string;
  decision?: string | null;
  rule?: string | null;
  decided_by?: DecidedBy | string | null;
  via?: string | null;
  wait_s?: number | null;
  blocked_by?: string | null;
  rewritten?: boolean;
  duration_ms?: number | null;
  /** Run events only. */
  event?: EventKind | string;
  /** `untrusted-content` events only: where the content came from (`search_docs (call 2)`; hostile text). */
  source?: string;
  model?: string | null;
}

/** What the panel polls: sessions and what changed after a cursor. */
export interface IOverview extends IStoreInfo {
  sessions: ISession[];
  activity: IActivity[];
  cursor: number;
  truncated: boolean;
}

/** The store stayed busy (other kernels writing) for the server's read timeout. */
export class StoreBusyError extends Error {
  override name = 'StoreBusyError';
}

/** Any other failed answer, with its HTTP status. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number
  ) {
    super(message);
  }
}

type Params = Record<string, string | number | boolean | null | undefined>;

/** GET `/nbagent/api/<endpoint>` with query parameters; throws StoreBusyError / ApiError. */
export async function requestAPI<T>(
  endpoint: string,
  params: Params = {},
  settings: ServerConnection.ISettings = ServerConnection.makeSettings()
): Promise<T> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) {
      query[key] = String(value);
    }
  }
  const url =
    URLExt.join(settings.baseUrl, 'nbagent', 'api', endpoint) +
    URLExt.objectToQueryString(query);
  let response: Response;
  try {
    response = await ServerConnection.makeRequest(url, { method: 'GET' }, settings);
  } catch (error) {
    throw new ServerConnection.NetworkError(error as TypeError);
  }
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body
        ? String((body as { message: unknown }).message)
        : response.statusText || `HTTP ${response.status}`;
    if (response.status === 503) {
      throw new StoreBusyError(message);
    }
    throw new ApiError(message, response.status);
  }
  return body as T;
}

/** Sessions and audit events after `since` (a seq) of the store for `dir`. */
export function fetchOverview(dir: string, since: number | null): Promise<IOverview> {
  return requestAPI<IOverview>('overview', { dir, since, limit: 100 });
}

/** One tool of an MCP server (`/nbagent/api/mcp`). */
export interface IMcpTool {
  name: string;
  read_only: boolean;
  destructive: boolean | null;
  description: string;
}

/** An MCP server a live kernel runs: its status, where its log is, its tools once listed. */
export interface IMcpServer {
  name: string;
  pid: number;
  transport: string;
  target: string;
  status: string;
  source: string;
  log: string;
  last_error: string;
  tools: IMcpTool[];
}

/** The MCP servers of the live kernels (read from the files they keep in the nbagent home). */
export function fetchMcpServers(): Promise<{ servers: IMcpServer[] }> {
  return requestAPI<{ servers: IMcpServer[] }>('mcp');
}

/** `/nbagent/api/lake/status`: whether the server has a team lake, and the stores that published. */
export interface ILakeStatus {
  configured: boolean;
  lake?: string;
  sources?: { user: string; host: string; store_path: string; published_at: number }[];
}

/** One row of `/nbagent/api/lake/usage?by=user`. */
export interface ILakeUsage {
  user: string;
  requests: number;
  input_tokens: number;
  output_tokens: number;
  cost_usd: number | null;
}

/** The team lake's status (every member's stores), when the server has one. */
export function fetchLakeStatus(): Promise<ILakeStatus> {
  return requestAPI<ILakeStatus>('lake/status');
}

/** Tokens and cost by user, across the team lake. */
export async function fetchLakeUsage(): Promise<ILakeUsage[]> {
  return (await requestAPI<{ usage: ILakeUsage[] }>('lake/usage', { by: 'user' })).usage;
}

/** One row of `/nbagent/api/lake/sessions`: a member's session (its newest published version). */
export interface ILakeSession {
  user: string;
  id: string;
  name: string | null;
  title: string | null;
  notebook: string | null;
  model: string | null;
  updated: number | null;
  messages: number;
}

/** Every member's sessions, most recently used first. */
export async function fetchLakeSessions(limit: number): Promise<ILakeSession[]> {
  return (await requestAPI<{ sessions: ILakeSession[] }>('lake/sessions', { limit })).sessions;
}

/** One row of `/nbagent/api/lake/audit` (the panel's audit columns and the member). */
export interface ILakeAudit {
  user: string;
  ts: number | null;
  session_id: string | null;
  event: string;
  tool: string | null;
  decision: string | null;
  rule: string | null;
  reason: string | null;
}

/** The newest `limit` audit rows of every member, oldest first. */
export async function fetchLakeAudit(limit: number): Promise<ILakeAudit[]> {
  return (await requestAPI<{ events: ILakeAudit[] }>('lake/audit', { limit })).events;
}
