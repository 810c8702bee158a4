/**
 * The Agent side panel: approvals waiting in open notebooks, this project's
 * sessions and the recent audit events, read live from the store.
 *
 * The panel polls `/nbagent/api/overview` every couple of seconds while it is
 * visible (and the browser tab too), asking only for what changed after the last
 * audit row it has. The server folds each tool call's audit rows into one entry
 * (nbagent.display._fold.fold_calls, the same status the cell's transcript shows): the
 * panel shows one row per call and updates it in place; it has no status logic.
 * The store is the one for the current notebook's folder (or `$NBAGENT_HOME` on
 * the server). Waiting approvals come from the kernels
 * through the approval contract (see approvals.ts), so they show even when no
 * store is configured; Approve / Deny here decide through that contract.
 */
import { PathExt } from '@jupyterlab/coreutils';
import type { INotebookTracker } from '@jupyterlab/notebook';
import { LabIcon } from '@jupyterlab/ui-components';
import type { CommandRegistry } from '@lumino/commands';
import type { Message } from '@lumino/messaging';
import { Widget } from '@lumino/widgets';

import { ApiError, fetchMcpServers, fetchOverview, StoreBusyError } from './api';
import type { IActivity, IMcpServer, IOverview, ISession } from './api';
import { isTrustedEvent, type ApprovalTracker, type IPendingApproval } from './approvals';
import { ago, el } from './dom';
import { TeamSection } from './team';
import type { ActivityCategory } from './vocabulary';
import agentSvg from '../style/icons/agent.svg';

export const agentIcon = new LabIcon({ name: 'nbagent:agent', svgstr: agentSvg });

const MAX_EVENTS = 200;

type Status = 'loading' | 'ok' | 'empty' | 'busy' | 'error';

/** The activity filters: which categories (set by the server) each shows. */
export const FILTERS: ReadonlyArray<[string, string, readonly ActivityCategory[] | null]> = [
  ['all', 'All events', null],
  ['important', 'Decisions, approvals, failures', ['decision', 'approval', 'failure']],
  ['failure', 'Failures', ['failure']]
];

function clock(ms: number): string {
  return new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
}

function actionButton(label: string, kind: string, onClick: (event: MouseEvent) => void): HTMLButtonElement {
  const b = el('button', `jp-Button jp-mod-styled jp-mod-small nbagent-Panel-action nbagent-mod-${kind}`, label);
  b.type = 'button';
  b.addEventListener('click', event => {
    event.stopPropagation();
    onClick(event);
  });
  return b;
}

/** The first characters of the (marked) arguments on one line, with a count of the rest. */
function argsPreview(marked: string, limit = 120): string {
  const flat = marked.replace(/\s+/g, ' ').trim();
  return flat.length <= limit ? flat : `${flat.slice(0, limit)}… (show all: ${flat.length - limit} more chars)`;
}

/**
 * One row per session: the same id once, and unnamed sessions of one notebook with the
 * same title (a cell re-run in fresh kernels) folded into the newest, with how many it hides.
 */
export function groupSessions(sessions: ISession[]): Array<[ISession, number]> {
  const rows = new Map<string, [ISession, number]>();
  for (const s of sessions) {
    const key = s.name ? `name:${s.name}` : s.title ? `title:${s.notebook ?? ''}\u0000${s.title}` : `id:${s.id}`;
    const seen = rows.get(key) ?? rows.get(`id:${s.id}`);
    if (!seen) {
      rows.set(key, [s, 0]);
    } else if (seen[0].id !== s.id) {
      // Sorted newest first by the server; keep the newest anyway if not.
      const newer = (s.updated ?? 0) > (seen[0].updated ?? 0) ? s : seen[0];
      rows.set(key, [newer, seen[1] + 1]);
    }
  }
  return [...rows.values()];
}

export namespace AgentPanel {
  export interface IOptions {
    approvals: ApprovalTracker;
    notebooks: INotebookTracker;
    /** To open a session's notebook (`docmanager:open`); without it sessions are not clickable. */
    commands?: CommandRegistry;
    pollInterval?: number;
  }
}

export class AgentPanel extends Widget {
  constructor(options: AgentPanel.IOptions) {
    super();
    this._approvals = options.approvals;
    this._notebooks = options.notebooks;
    this._commands = options.commands ?? null;
    this.pollInterval = options.pollInterval ?? 2000;
    this.id = 'nbagent-panel';
    this.title.icon = agentIcon;
    this.title.caption = 'Agent';
    this.addClass('nbagent-Panel');

    // A div, not <header>: JupyterLab has the page's banner landmark already.
    const header = el('div', 'nbagent-Panel-header');
    header.append(el('h2', 'nbagent-Panel-title', 'Agent'), this._storeNode, this._statusNode);
    this._filter.className = 'nbagent-Panel-filter';
    this._filter.title = 'Which events to show';
    for (const [value, label] of FILTERS) {
      const option = el('option', '', label);
      option.value = value;
      this._filter.append(option);
    }
    this._filter.addEventListener('change', () => this._renderEvents(true));

    const eventsHeader = el('div', 'nbagent-Panel-sectionHeader');
    const filterLabel = el('label', 'nbagent-Panel-filterLabel', 'Show ');
    filterLabel.append(this._filter);
    eventsHeader.append(el('h3', '', 'Recent events'), filterLabel);
    this.node.append(
      header,
      this._section('Waiting for approval', this._pendingNode, 'pending'),
      this._section('Sessions', this._sessionsNode, 'sessions'),
      this._sectionWith(eventsHeader, this._eventsNode, 'events'),
      this._section('MCP servers', this._mcpNode, 'mcp'),
      this._team.node
    );
    this._mcpNode.className = 'nbagent-Panel-list nbagent-Panel-mcp';
    this._pendingNode.className = 'nbagent-Panel-list nbagent-Panel-pending';
    this._sessionsNode.className = 'nbagent-Panel-list nbagent-Panel-sessions';
    this._eventsNode.className = 'nbagent-Panel-list nbagent-Panel-events';

    this._approvals.changed.connect(this._renderPending, this);
    this._notebooks.currentChanged.connect(this._onNotebookChanged, this);
    this._onVisibility = () => this._syncPolling();
    document.addEventListener('visibilitychange', this._onVisibility);
    this._renderPending();
    this._setStatus('loading', 'Loading…');
  }

  /** Milliseconds between reads while visible. */
  pollInterval: number;

  /** The folder (relative to the server root) whose store is shown. */
  get folder(): string {
    const path = this._notebooks.currentWidget?.context.path;
    return path ? PathExt.dirname(path) : '';
  }

  /** Read the store now (and go on polling if visible). */
  async refresh(): Promise<void> {
    if (this._inflight) {
      return this._inflight;
    }
    this._inflight = this._tick().finally(() => {
      this._inflight = null;
    });
    return this._inflight;
  }

  override dispose(): void {
    if (this.isDisposed) {
      return;
    }
    this._stop();
    document.removeEventListener('visibilitychange', this._onVisibility);
    this._approvals.changed.disconnect(this._renderPending, this);
    this._notebooks.currentChanged.disconnect(this._onNotebookChanged, this);
    super.dispose();
  }

  protected override onAfterShow(_msg: Message): void {
    this._syncPolling();
  }

  protected override onAfterAttach(_msg: Message): void {
    this._syncPolling();
  }

  protected override onBeforeHide(_msg: Message): void {
    this._stop();
  }

  protected override onBeforeDetach(_msg: Message): void {
    this._stop();
  }

  // -- polling --------------------------------------------------------------------

  private _syncPolling(): void {
    const wanted = this.isVisible && document.visibilityState === 'visible' && !this.isDisposed;
    if (wanted && !this._polling) {
      this._polling = true;
      void this._loop();
    } else if (!wanted) {
      this._stop();
    }
  }

  private _stop(): void {
    this._polling = false;
    if (this._timer !== null) {
      clearTimeout(this._timer);
      this._timer = null;
    }
  }

  private async _loop(): Promise<void> {
    if (!this._polling) {
      return;
    }
    await this.refresh();
    if (this._polling && this._timer === null) {
      this._timer = window.setTimeout(() => {
        this._timer = null;
        void this._loop();
      }, this.pollInterval);
    }
  }

  private async _tick(): Promise<void> {
    void this._team.refresh(); // every member's costs, when the server has a team lake (every 30 s)
    const folder = this.folder;
    if (folder !== this._folder) {
      this._folder = folder;
      this._reset();
    }
    try {
      const overview = await fetchOverview(folder, this._cursor);
      if (folder !== this._folder) {
        return; // the current notebook changed meanwhile; the next tick reads the right store
      }
      this._apply(overview);
      await this._readMcp();
    } catch (error) {
      if (error instanceof StoreBusyError) {
        this._setStatus('busy', 'Store busy, retrying…', error.message);
      } else if (error instanceof ApiError && error.status === 404) {
        this._setStatus('error', 'The nbagent server extension is not enabled (jupyter server extension list).');
      } else {
        this._setStatus('error', `Cannot read the store: ${(error as Error).message}`);
      }
    }
  }

  /** The MCP servers of the live kernels; a failure here leaves the rest of the panel as it is. */
  private async _readMcp(): Promise<void> {
    try {
      this._renderMcp((await fetchMcpServers()).servers);
    } catch {
      // an older server extension without the endpoint: the section stays as it was
    }
  }

  private _renderMcp(servers: IMcpServer[]): void {
    const key = JSON.stringify(servers);
    if (key === this._mcpKey) {
      return;
    }
    this._mcpKey = key;
    const list = this._mcpNode;
    list.replaceChildren();
    for (const s of servers) {
      // every text comes from a kernel's file (server and tool names, descriptions): textContent only
      const item = el('li', 'nbagent-Panel-item nbagent-Panel-mcpServer');
      item.dataset.server = s.name;
      item.dataset.status = s.status;
      const head = el('div', 'nbagent-Panel-mcpHead', `${s.name} · ${s.status}`);
      head.title = `${s.transport}: ${s.target}\nfrom ${s.source}\nlog: ${s.log}`;
      const meta = el('div', 'nbagent-Panel-meta', `kernel ${s.pid} · ${s.tools.length} tools · log: ${s.log}`);
      item.append(head, meta);
      if (s.last_error) {
        item.append(el('div', 'nbagent-Panel-detail', s.last_error));
      }
      const tools = el('ul', 'nbagent-Panel-mcpTools');
      for (const t of s.tools) {
        const flags = [t.read_only ? 'read-only' : '', t.destructive ? 'destructive' : ''].filter(x => x);
        const tool = el('li', 'nbagent-Panel-mcpTool', t.name + (flags.length ? ` (${flags.join(', ')})` : ''));
        tool.title = t.description;
        tools.append(tool);
      }
      item.append(tools);
      list.append(item);
    }
    if (!servers.length) {
      list.append(el('li', 'nbagent-Panel-empty', 'No MCP servers running.'));
    }
  }

  private _reset(): void {
    this._cursor = null;
    this._entries.clear();
    this._sessionsKey = '';
    this._renderEvents(true);
  }

  private _apply(data: IOverview): void {
    this._storeNode.textContent = `Store: ${data.store}`;
    this._storeNode.title = data.store;
    if (!data.exists) {
      this._setStatus('empty', 'No store yet: agents with a store (or a session) write it.');
    } else {
      this._setStatus('ok', `Up to date at ${clock(Date.now())}`);
    }
    const fresh = data.activity.filter(e => this._cursor === null || e.seq > this._cursor);
    this._cursor = data.cursor;
    if (data.truncated && this._entries.size > 0) {
      this._entries.clear();
    }
    for (const entry of fresh) {
      this._entries.set(entry.key, entry); // a call's entry replaces its earlier state, in place
    }
    const newest = [...this._entries.values()].sort((a, b) => b.ts - a.ts || b.seq - a.seq);
    this._entries = new Map(newest.slice(0, MAX_EVENTS).map(e => [e.key, e]));
    this._renderEvents(fresh.length > 0 || data.truncated);
    const sessionsKey = JSON.stringify(data.sessions);
    if (sessionsKey !== this._sessionsKey) {
      this._sessionsKey = sessionsKey;
      this._renderSessions(data.sessions);
    } else {
      this._refreshAges();
    }
  }

  private _onNotebookChanged(): void {
    if (this.folder !== this._folder && this._polling) {
      void this.refresh();
    }
  }

  // -- rendering ------------------------------------------------------------------

  private _section(title: string, body: HTMLElement, name: string): HTMLElement {
    return this._sectionWith(el('h3', '', title), body, name);
  }

  private _sectionWith(header: HTMLElement, body: HTMLElement, name: string): HTMLElement {
    const section = el('section', `nbagent-Panel-section nbagent-Panel-${name}Section`);
    section.append(header, body);
    return section;
  }

  private _setStatus(status: Status, text: string, title = ''): void {
    this._statusNode.dataset.status = status;
    this._statusNode.textContent = text;
    this._statusNode.title = title;
  }

  private _renderPending(): void {
    const pending = this._approvals.pending.filter(p => !p.deciding);
    // Scrolling changes which cards are visible, not what the list shows: keep its buttons.
    const key = JSON.stringify(pending.map(p => p.id));
    if (key === this._pendingKey) {
      return;
    }
    this._pendingKey = key;
    const list = this._pendingNode;
    list.replaceChildren();
    for (const p of pending) {
      list.append(this._pendingItem(p));
    }
    if (!list.childElementCount) {
      list.append(el('li', 'nbagent-Panel-empty', 'Nothing waits for approval.'));
    }
  }

  /** Show a waiting request's entry with its complete arguments unfolded. */
  showPending(p: IPendingApproval): void {
    this._renderPending();
    const item = Array.from(this._pendingNode.querySelectorAll<HTMLElement>('.nbagent-Panel-pendingItem')).find(
      node => node.dataset.pendingId === p.id
    );
    const details = item?.querySelector('details');
    if (details) {
      details.open = true;
      item?.scrollIntoView({ block: 'nearest' });
      details.querySelector('summary')?.focus();
    }
  }

  private _pendingItem(p: IPendingApproval): HTMLElement {
    const item = el('li', 'nbagent-Panel-item nbagent-Panel-pendingItem');
    item.dataset.tool = p.tool;
    item.dataset.callId = p.info.call_id;
    item.dataset.pendingId = p.id;
    const index = this._approvals.cellIndex(p);
    const title = el('div', 'nbagent-Panel-itemTitle', `${p.tool} waits for approval`);
    const meta = el(
      'div',
      'nbagent-Panel-meta',
      `${p.panel.context.localPath}${index >= 0 ? ` · cell ${index + 1}` : ''} · rule ${p.info.rule}`
    );
    item.append(title, meta);
    if (p.info.warning) {
      // text only: the quote is outside text (made one line, invisible characters marked, by the kernel)
      item.append(el('div', 'nbagent-Panel-detail nbagent-Panel-warning', `⚠ ${p.info.warning}`));
    }
    if (p.info.reason) {
      item.append(el('div', 'nbagent-Panel-detail nbagent-Panel-reason', p.info.reason));
    }
    // The arguments: folded to their start, complete on expand (text only: they come from a model).
    const args = el('details', 'nbagent-Panel-args');
    const summary = el('summary', 'nbagent-Panel-argsSummary', argsPreview(p.info.args_marked));
    summary.title = 'Show the complete arguments';
    const full = el('pre', 'nbagent-Panel-argsFull', p.info.args_marked);
    full.tabIndex = 0; // it scrolls: reachable by keyboard
    full.setAttribute('aria-label', `arguments of ${p.tool}`);
    args.append(summary, full);
    const actions = el('div', 'nbagent-Panel-actions');
    const decide = (action: 'approve' | 'deny') => (event: MouseEvent) =>
      this._approvals.decide(p, action, 'panel', isTrustedEvent(event));
    actions.append(
      actionButton('Approve', 'accept', decide('approve')),
      actionButton('Deny', 'warn', decide('deny')),
      actionButton('Go to cell', 'link', () => void this._approvals.reveal(p))
    );
    item.append(args, actions);
    return item;
  }

  private _renderSessions(sessions: ISession[]): void {
    const list = this._sessionsNode;
    list.replaceChildren();
    for (const [s, earlier] of groupSessions(sessions)) {
      const item = el('li', 'nbagent-Panel-item nbagent-Panel-session');
      item.dataset.sessionId = s.id;
      item.dataset.sessionName = s.name ?? '';
      item.dataset.notebook = s.notebook ?? '';
      const label = s.name ?? s.title ?? 'Untitled session';
      const open = el('button', 'nbagent-Panel-sessionOpen', label);
      open.type = 'button';
      const notebook = s.notebook;
      if (notebook && this._commands) {
        const cell = s.cell ?? null;
        item.dataset.cell = cell ?? '';
        open.title = `Open ${notebook}${cell ? ' at the cell of the latest turn' : ''}\n${s.title ?? ''}`.trim();
        open.addEventListener('click', () => void this.openSession(notebook, cell));
      } else {
        open.disabled = true;
        open.title = s.title ?? label;
      }
      const parts = [
        s.model,
        `${s.messages} message${s.messages === 1 ? '' : 's'}`,
        s.notebook,
        earlier ? `and ${earlier} earlier session${earlier === 1 ? '' : 's'} like it` : null
      ].filter((x): x is string => !!x);
      const meta = el('div', 'nbagent-Panel-meta', parts.join(' · '));
      const age = el('span', 'nbagent-Panel-age', ago(s.updated));
      age.dataset.ts = String(s.updated ?? '');
      meta.append(document.createTextNode(' · '), age);
      item.append(open, meta);
      if (s.name && s.title && s.title !== s.name) {
        item.append(el('div', 'nbagent-Panel-detail', s.title));
      }
      item.dataset.untrusted = s.untrusted ? 'true' : 'false';
      if (s.untrusted) {
        // the source names a tool (an MCP server's, a YAML file's): text, never markup
        const mark = el('div', 'nbagent-Panel-untrusted', `Holds untrusted content from ${s.untrusted}`);
        mark.title = 'Calls of tools that are not read-only go to review while the conversation holds it';
        item.append(mark);
      }
      list.append(item);
    }
    if (!sessions.length) {
      list.append(el('li', 'nbagent-Panel-empty', 'No sessions yet.'));
    }
  }

  /**
   * Open a session's notebook and, when the cell of its latest turn is still there, make that
   * cell active and scroll it into view (a cell that is gone leaves the notebook as it opens).
   */
  async openSession(path: string, cellId: string | null): Promise<void> {
    if (!this._commands) {
      return;
    }
    await this._commands.execute('docmanager:open', { path });
    if (!cellId) {
      return;
    }
    const panel = this._notebooks.find(p => p.context.path === path);
    if (!panel) {
      return;
    }
    await panel.context.ready;
    await panel.revealed;
    const notebook = panel.content;
    const index = notebook.widgets.findIndex(c => c.model.id === cellId);
    if (index < 0) {
      return;
    }
    notebook.activeCellIndex = index;
    notebook.deselectAll();
    notebook.mode = 'command';
    await notebook.scrollToCell(notebook.widgets[index], 'center');
  }

  private _refreshAges(): void {
    for (const node of Array.from(this._sessionsNode.querySelectorAll<HTMLElement>('.nbagent-Panel-age'))) {
      const ts = Number(node.dataset.ts);
      node.textContent = Number.isFinite(ts) && ts > 0 ? ago(ts) : '';
    }
  }

  private _renderEvents(changed: boolean): void {
    if (!changed) {
      return;
    }
    const shows = FILTERS.find(([value]) => value === this._filter.value)?.[2] ?? null;
    const all = [...this._entries.values()];
    const shown = all.filter(e => shows === null || shows.includes(e.category));
    const list = this._eventsNode;
    list.replaceChildren();
    for (const e of shown) {
      list.append(this._activityItem(e));
    }
    if (!shown.length) {
      list.append(el('li', 'nbagent-Panel-empty', all.length ? 'No events match.' : 'No events yet.'));
    }
  }

  /** One row: a tool call with the status the server folded, or a run event. */
  private _activityItem(e: IActivity): HTMLElement {
    const item = el('li', `nbagent-Panel-event nbagent-mod-${e.category}`);
    item.dataset.key = e.key;
    item.dataset.seq = String(e.seq);
    item.dataset.category = e.category;
    item.dataset.session = e.session_id ?? '';
    if (e.type === 'call') {
      item.dataset.callId = e.call_id ?? '';
      item.dataset.status = e.status ?? '';
    } else {
      item.dataset.event = e.event ?? '';
      if (e.source !== undefined) {
        item.dataset.source = e.source;
      }
    }
    item.title = [e.reason, e.rule && `rule: ${e.rule}`, e.session_id && `session ${e.session_id}`]
      .filter(Boolean)
      .join('\n');
    const what = el('span', 'nbagent-Panel-what');
    if (e.type === 'call') {
      what.append(el('span', `nbagent-Panel-callStatus nbagent-mod-${e.status}`, e.label ?? e.status ?? ''));
      if (e.summary) {
        what.append(document.createTextNode(` ${e.summary}`));
      }
    } else {
      what.textContent = e.summary;
    }
    item.append(el('span', 'nbagent-Panel-time', clock(e.ts)), el('span', 'nbagent-Panel-tool', e.tool ?? ''), what);
    return item;
  }

  private _approvals: ApprovalTracker;
  private _notebooks: INotebookTracker;
  private _commands: CommandRegistry | null;
  private _team = new TeamSection();
  private _storeNode = el('div', 'nbagent-Panel-store');
  private _statusNode = el('div', 'nbagent-Panel-status');
  private _pendingNode = el('ul', '');
  private _sessionsNode = el('ul', '');
  private _eventsNode = el('ul', '');
  private _mcpNode = el('ul', '');
  private _mcpKey = '';
  private _filter = el('select', '');
  private _entries = new Map<string, IActivity>();
  private _sessionsKey = '';
  private _pendingKey = '';
  private _cursor: number | null = null;
  private _folder: string | null = null;
  private _polling = false;
  private _timer: number | null = null;
  private _inflight: Promise<void> | null = null;
  private _onVisibility: () => void;
}
