/**
 * A JupyterLab notification for every approval that waits where nobody sees it.
 *
 * A card whose Approve button is on screen needs no toast; one scrolled away,
 * or in a notebook tab in the background, gets a warning toast that stays
 * until the request is decided, with Approve / Deny (sent to the kernel through
 * the approval contract; a click made by a script is refused) and "Go to cell".
 */
import { Notification } from '@jupyterlab/apputils';
import type { IDisposable } from '@lumino/disposable';

import { isTrustedEvent, type ApprovalTracker, type IPendingApproval } from './approvals';

/** How long a card must stay out of sight before the toast appears (ms). */
const GRACE_MS = 400;
/** How long to wait for a card to be drawn at all (the request arrives before its card). */
const UNDRAWN_MS = 2500;

/** The start of the (marked) arguments for the toast (JupyterLab cuts a toast at 140 characters). */
function argsStart(marked: string, limit = 80): string {
  const flat = marked.replace(/\s+/g, ' ').trim();
  return flat.length <= limit ? flat : `${flat.slice(0, limit)}…`;
}

export class ApprovalNotifier implements IDisposable {
  /**
   * `showArguments` shows a request's complete arguments (the Agent panel's entry, unfolded);
   * without it the toast's "Details" action goes to the card.
   */
  constructor(
    private readonly approvals: ApprovalTracker,
    private readonly showArguments?: (p: IPendingApproval) => void
  ) {
    approvals.changed.connect(this._update, this);
    this._update();
  }

  get isDisposed(): boolean {
    return this._disposed;
  }

  dispose(): void {
    if (this._disposed) {
      return;
    }
    this._disposed = true;
    this.approvals.changed.disconnect(this._update, this);
    for (const timer of this._timers.values()) {
      clearTimeout(timer);
    }
    for (const id of this._shown.values()) {
      Notification.dismiss(id);
    }
  }

  private _update(): void {
    const pending = new Map(this.approvals.pending.filter(p => !p.deciding).map(p => [p.id, p]));
    // Decided (or gone): take its toast away.
    for (const [key, id] of Array.from(this._shown.entries())) {
      if (!pending.has(key)) {
        Notification.dismiss(id);
        this._shown.delete(key);
        this._notified.delete(key);
      }
    }
    for (const [key, timer] of Array.from(this._timers.entries())) {
      if (!pending.has(key)) {
        clearTimeout(timer);
        this._timers.delete(key);
      }
    }
    for (const p of pending.values()) {
      if (!p.visible && !this._notified.has(p.id) && !this._timers.has(p.id)) {
        // A card not drawn yet may just be rendering: give it time before calling it out of sight.
        const wait = p.located ? GRACE_MS : Math.max(GRACE_MS, UNDRAWN_MS - (Date.now() - p.since));
        this._timers.set(
          p.id,
          window.setTimeout(() => {
            this._timers.delete(p.id);
            if (!this._disposed && !p.visible && !p.deciding && this.approvals.pending.includes(p)) {
              this._notify(p);
            }
          }, wait)
        );
      }
    }
  }

  private _notify(p: IPendingApproval): void {
    this._notified.add(p.id);
    const index = this.approvals.cellIndex(p);
    const where = `${p.panel.context.localPath.split('/').pop() ?? p.panel.title.label}${
      index >= 0 ? `, cell ${index + 1}` : ''
    }`;
    // Plain text (JupyterLab renders the message as text): tool, where, rule, then the arguments' start.
    const message = `Approve ${p.tool}? (${where})\nrule: ${p.info.rule}\n${argsStart(p.info.args_marked)}`;
    const id = Notification.warning(message, {
      autoClose: false,
      actions: [
        {
          label: 'Approve',
          caption: `Approve ${p.tool} with the arguments shown (all of them: Details)`,
          displayType: 'accent',
          callback: event => {
            if (!this.approvals.decide(p, 'approve', 'notification', isTrustedEvent(event))) {
              event.preventDefault(); // refused or already decided: keep the toast until the kernel settles it
            }
          }
        },
        {
          label: 'Deny',
          caption: `Deny ${p.tool}`,
          displayType: 'warn',
          callback: event => {
            if (!this.approvals.decide(p, 'deny', 'notification', isTrustedEvent(event))) {
              event.preventDefault(); // refused or already decided: keep the toast until the kernel settles it
            }
          }
        },
        {
          label: 'Details',
          caption: 'Show the complete arguments and the rule in the Agent panel',
          displayType: 'link',
          callback: event => {
            event.preventDefault(); // the toast stays: the decision is still to be made
            if (this.showArguments) {
              this.showArguments(p);
            } else {
              void this.approvals.reveal(p);
            }
          }
        },
        {
          label: 'Go to cell',
          caption: 'Show the approval card',
          displayType: 'link',
          callback: () => {
            void this.approvals.reveal(p);
          }
        }
      ]
    });
    this._shown.set(p.id, id);
  }

  private _shown = new Map<string, string>();
  private _notified = new Set<string>();
  private _timers = new Map<string, number>();
  private _disposed = false;
}
