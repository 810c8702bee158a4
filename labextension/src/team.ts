/**
 * The panel's "Team lake" section: when the server has a team lake (`c.NbAgentServer.lake` or
 * `$NBAGENT_LAKE`), every member's model calls, tokens and cost, their most recently used
 * sessions, and the team's newest refusals (calls denied, outputs blocked, budgets reached), read
 * from `/nbagent/api/lake/*` at most every `interval` ms. Hidden when no lake is configured.
 *
 * Everything in the lake was written by other people's kernels (and their models and tools):
 * titles, tool names and reasons go in as text only (see dom.ts).
 */
import { fetchLakeAudit, fetchLakeSessions, fetchLakeStatus, fetchLakeUsage } from './api';
import type { ILakeAudit, ILakeSession, ILakeUsage } from './api';
import { ago, el } from './dom';

/** How many sessions and refusals the section lists. */
export const TEAM_ROWS = 8;
/** The audit rows read to find the refusals among (the newest, all members). */
const AUDIT_WINDOW = 500;

/** A refusal: a call the policy, a person or a handler denied, an output held back, a budget reached. */
export function isRefusal(row: ILakeAudit): boolean {
  return row.decision === 'deny' || row.event === 'output-blocked' || row.event === 'budget-exceeded';
}

export class TeamSection {
  constructor(readonly interval = 30000) {
    this.node.hidden = true;
    this.node.setAttribute('aria-label', 'Team lake');
    this._list.className = 'nbagent-Panel-list nbagent-Panel-team';
    this._sessions.className = 'nbagent-Panel-list nbagent-Panel-teamSessions';
    this._refusals.className = 'nbagent-Panel-list nbagent-Panel-teamRefusals';
    this.node.append(
      el('h3', '', 'Team lake'),
      this._summary,
      this._list,
      el('h4', 'nbagent-Panel-teamHeading', 'Recent sessions'),
      this._sessions,
      el('h4', 'nbagent-Panel-teamHeading', 'Recent refusals'),
      this._refusals
    );
  }

  /** The section (a `<section>`, hidden until a lake answers). */
  readonly node = el('section', 'nbagent-Panel-section nbagent-Panel-teamSection');

  /** Read the lake if the last read is older than `interval` (or `force`). */
  async refresh(force = false): Promise<void> {
    if (this._configured === false || (!force && Date.now() - this._readAt < this.interval)) {
      return;
    }
    this._readAt = Date.now();
    try {
      const status = await fetchLakeStatus();
      this._configured = status.configured;
      if (!status.configured) {
        this.node.hidden = true;
        return;
      }
      const [usage, sessions, audit] = await Promise.all([
        fetchLakeUsage(),
        fetchLakeSessions(TEAM_ROWS),
        fetchLakeAudit(AUDIT_WINDOW)
      ]);
      const stores = status.sources?.length ?? 0;
      this._summary.textContent = `${status.lake ?? ''} · ${stores} store${stores === 1 ? '' : 's'}`;
      this._summary.title = status.lake ?? '';
      this._renderUsage(usage);
      this._renderSessions(sessions);
      this._renderRefusals(audit.filter(isRefusal).slice(-TEAM_ROWS).reverse());
      this.node.hidden = false;
    } catch (error) {
      if (this._configured) {
        this._summary.textContent = `Cannot read the team lake: ${(error as Error).message}`;
      }
    }
  }

  private _renderUsage(usage: ILakeUsage[]): void {
    this._list.replaceChildren(
      ...usage.map(u => {
        const item = el('li', 'nbagent-Panel-teamUser');
        const tokens = (u.input_tokens ?? 0) + (u.output_tokens ?? 0);
        const cost = u.cost_usd === null || u.cost_usd === undefined ? '' : ` · $${u.cost_usd.toFixed(2)}`;
        item.append(
          el('span', 'nbagent-Panel-teamName', u.user),
          el(
            'span',
            'nbagent-Panel-teamFigures',
            ` ${u.requests} model calls · ${tokens.toLocaleString()} tokens${cost}`
          )
        );
        return item;
      })
    );
  }

  private _renderSessions(sessions: ILakeSession[]): void {
    if (!sessions.length) {
      this._sessions.replaceChildren(el('li', 'nbagent-Panel-empty', 'No session published yet.'));
      return;
    }
    this._sessions.replaceChildren(
      ...sessions.map(s => {
        const item = el('li', 'nbagent-Panel-teamSession');
        const title = s.title || s.name || s.id;
        item.title = [s.name ? `session ${s.name}` : `session ${s.id}`, s.notebook ?? '', s.model ?? '']
          .filter(Boolean)
          .join(' · ');
        item.append(
          el('span', 'nbagent-Panel-teamName', s.user),
          el('span', 'nbagent-Panel-teamTitle', ` ${title}`),
          el('span', 'nbagent-Panel-teamFigures', ` · ${s.messages} messages · ${ago(s.updated)}`)
        );
        return item;
      })
    );
  }

  private _renderRefusals(rows: ILakeAudit[]): void {
    if (!rows.length) {
      this._refusals.replaceChildren(el('li', 'nbagent-Panel-empty', 'None in the newest audit rows.'));
      return;
    }
    this._refusals.replaceChildren(
      ...rows.map(r => {
        const item = el('li', 'nbagent-Panel-teamRefusal');
        const what =
          r.event === 'output-blocked'
            ? `output of ${r.tool ?? 'a tool'} blocked`
            : r.event === 'budget-exceeded'
              ? 'budget reached'
              : `${r.tool ?? 'a call'} denied`;
        const why = r.rule || r.reason || '';
        item.title = r.reason ?? '';
        item.append(
          el('span', 'nbagent-Panel-teamName', r.user),
          el('span', 'nbagent-Panel-teamTitle', ` ${what}`),
          el('span', 'nbagent-Panel-teamFigures', `${why ? ` · ${why}` : ''} · ${ago(r.ts)}`)
        );
        return item;
      })
    );
  }

  private _summary = el('div', 'nbagent-Panel-teamSummary');
  private _list = el('ul', '');
  private _sessions = el('ul', '');
  private _refusals = el('ul', '');
  private _readAt = 0;
  private _configured: boolean | null = null;
}
