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
