/**
 * The panel's "Team lake" section: when the server has a team lake (`c.NbAgentServer.lake` or
 * `$NBAGENT_LAKE`), every member's model calls, tokens and cost, read from
 * `/nbagent/api/lake/*` at most every `interval` ms. Hidden when no lake is configured.
 */
import { fetchLakeStatus, fetchLakeUsage } from './api';
import type { ILakeUsage } from './api';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, cls = '', text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (cls) {
    node.className = cls;
  }
  if (text) {
    node.textContent = text;
  }
  return node;
}

export class TeamSection {
  constructor(readonly interval = 30000) {
    this.node.hidden = true;
    this.node.setAttribute('aria-label', 'Team lake');
    this.node.append(el('h3', '', 'Team lake'), this._summary, this._list);
    this._list.className = 'nbagent-Panel-list nbagent-Panel-team';
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
      const usage = await fetchLakeUsage();
      const stores = status.sources?.length ?? 0;
      this._summary.textContent = `${status.lake ?? ''} · ${stores} store${stores === 1 ? '' : 's'}`;
      this._summary.title = status.lake ?? '';
      this._render(usage);
      this.node.hidden = false;
    } catch (error) {
      if (this._configured) {
        this._summary.textContent = `Cannot read the team lake: ${(error as Error).message}`;
      }
    }
  }

  private _render(usage: ILakeUsage[]): void {
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

  private _summary = el('div', 'nbagent-Panel-teamSummary');
  private _list = el('ul', '');
  private _readAt = 0;
  private _configured: boolean | null = null;
}
