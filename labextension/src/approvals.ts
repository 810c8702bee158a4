/**
 * Approval cards waiting in open notebooks, found in the DOM.
 *
 * nbagent's in-cell approval card is an ipywidgets VBox with the CSS class
 * `nbagent-approval` and the buttons "Approve", "Deny" and "Always allow";
 * the buttons are disabled once the request is decided. Watching the notebook
 * panels' DOM (a MutationObserver per panel) finds every waiting card, with or
 * without a store, and clicking the card's own buttons sends the decision
 * through the kernel exactly as a person's click does.
 */
import type { JupyterFrontEnd } from '@jupyterlab/application';
import type { INotebookTracker, NotebookPanel } from '@jupyterlab/notebook';
import type { IDisposable } from '@lumino/disposable';
import { Signal, type ISignal } from '@lumino/signaling';

/** The class of the approval card's outer widget (set in nbagent/approval/_widget.py). */
export const CARD_CLASS = 'nbagent-approval';

/** One approval request waiting for a click. */
export interface IPendingApproval {
  /** Stable for the card's lifetime. */
  readonly id: string;
  /** The tool that waits (from the card's header). */
  readonly tool: string;
  readonly panel: NotebookPanel;
  readonly card: HTMLElement;
  /** When this tracker first saw the card (ms since the epoch). */
  readonly since: number;
  /** Whether the card's buttons are on screen (updated by an IntersectionObserver). */
  visible: boolean;
}

/** Find a button of the card by its label. */
function button(card: HTMLElement, label: string): HTMLButtonElement | null {
  for (const b of Array.from(card.querySelectorAll('button'))) {
    if ((b.textContent ?? '').trim() === label) {
      return b;
    }
  }
  return null;
}

function isWaiting(card: HTMLElement): boolean {
  const approve = button(card, 'Approve');
  return approve !== null && !approve.disabled && card.isConnected;
}

function toolName(card: HTMLElement): string {
  const bold = card.querySelector('.widget-html-content b, b');
  const text = (bold?.textContent ?? '').replace(/^[\s\u26a0\ufe0f]+/, '').trim();
  return text || 'a tool';
}

/** Tracks waiting approval cards in every open notebook. */
export class ApprovalTracker implements IDisposable {
  constructor(
    private readonly notebooks: INotebookTracker,
    private readonly shell: JupyterFrontEnd.IShell
  ) {
    this._visibility = new IntersectionObserver(entries => this._onIntersect(entries), {
      threshold: [0, 1]
    });
    notebooks.widgetAdded.connect((_, panel) => this._watch(panel));
    notebooks.forEach(panel => this._watch(panel));
  }

  /** Emitted when a card appears, is decided, or scrolls in or out of view. */
  get changed(): ISignal<this, void> {
    return this._changed;
  }

  /** Waiting approvals, oldest first. */
  get pending(): IPendingApproval[] {
    return Array.from(this._pending.values());
  }

  get isDisposed(): boolean {
    return this._disposed;
  }

  dispose(): void {
    if (this._disposed) {
      return;
    }
    this._disposed = true;
    for (const observer of this._observers.values()) {
      observer.disconnect();
    }
    this._observers.clear();
    this._visibility.disconnect();
    this._pending.clear();
    Signal.clearData(this);
  }

  /** The notebook cell (index) holding the card, -1 if it is gone. */
  cellIndex(p: IPendingApproval): number {
    return p.panel.content.widgets.findIndex(cell => cell.node.contains(p.card));
  }

  /** Click the card's Approve button; false when it is no longer waiting. */
  approve(p: IPendingApproval): boolean {
    return this._click(p, 'Approve');
  }

  /** Click the card's Deny button; false when it is no longer waiting. */
  deny(p: IPendingApproval): boolean {
    return this._click(p, 'Deny');
  }

  /** Show the notebook, make the cell active and scroll the card into view. */
  async reveal(p: IPendingApproval): Promise<void> {
    this.shell.activateById(p.panel.id);
    const notebook = p.panel.content;
    const index = this.cellIndex(p);
    if (index >= 0) {
      notebook.activeCellIndex = index;
      notebook.mode = 'command';
      await notebook.scrollToCell(notebook.widgets[index], 'center');
    }
    p.card.scrollIntoView({ block: 'center', inline: 'nearest' });
  }

  /**
   * The request the approve / deny commands act on: the card holding the
   * focus, else one in the active cell of the current notebook, else the first
   * in the current notebook, else the oldest anywhere.
   */
  target(current: NotebookPanel | null): IPendingApproval | undefined {
    this.scan();
    const all = this.pending;
    const focused = document.activeElement;
    const inFocus = all.find(p => focused !== null && p.card.contains(focused));
    if (inFocus) {
      return inFocus;
    }
    if (current) {
      const here = all.filter(p => p.panel === current);
      const active = current.content.activeCell;
      return here.find(p => active !== null && active.node.contains(p.card)) ?? here[0] ?? all[0];
    }
    return all[0];
  }

  /** Look for new and decided cards now (otherwise done shortly after DOM changes). */
  scan(): void {
    if (this._disposed) {
      return;
    }
    if (this._timer !== null) {
      clearTimeout(this._timer);
      this._timer = null;
    }
    let changed = false;
    const seen = new Set<HTMLElement>();
    this.notebooks.forEach(panel => {
      for (const node of Array.from(panel.content.node.getElementsByClassName(CARD_CLASS))) {
        const card = node as HTMLElement;
        seen.add(card);
        const known = this._pending.get(card);
        if (isWaiting(card)) {
          if (!known) {
            this._pending.set(card, {
              id: `nbagent-approval-${++this._count}`,
              tool: toolName(card),
              panel,
              card,
              since: Date.now(),
              visible: false
            });
            const approve = button(card, 'Approve');
            this._visibility.observe(approve ?? card);
            changed = true;
          }
        } else if (known) {
          this._forget(card);
          changed = true;
        }
      }
    });
    for (const card of Array.from(this._pending.keys())) {
      if (!seen.has(card)) {
        this._forget(card);
        changed = true;
      }
    }
    if (changed) {
      this._changed.emit();
    }
  }

  private _forget(card: HTMLElement): void {
    const approve = button(card, 'Approve');
    this._visibility.unobserve(approve ?? card);
    this._visibility.unobserve(card);
    this._pending.delete(card);
  }

  private _click(p: IPendingApproval, label: 'Approve' | 'Deny'): boolean {
    const target = button(p.card, label);
    if (!target || target.disabled || !isWaiting(p.card)) {
      return false;
    }
    target.click();
    this._schedule();
    return true;
  }

  private _watch(panel: NotebookPanel): void {
    if (this._observers.has(panel)) {
      return;
    }
    const observer = new MutationObserver(() => this._schedule());
    observer.observe(panel.content.node, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled']
    });
    this._observers.set(panel, observer);
    panel.disposed.connect(() => {
      observer.disconnect();
      this._observers.delete(panel);
      this._schedule();
    });
    this._schedule();
  }

  private _schedule(): void {
    if (this._timer === null && !this._disposed) {
      this._timer = window.setTimeout(() => {
        this._timer = null;
        this.scan();
      }, 60);
    }
  }

  private _onIntersect(entries: IntersectionObserverEntry[]): void {
    let changed = false;
    for (const entry of entries) {
      const card = (entry.target as HTMLElement).closest(`.${CARD_CLASS}`) as HTMLElement | null;
      const p = card ? this._pending.get(card) : undefined;
      if (!p) {
        continue;
      }
      // Visible means the whole Approve button is on screen, not a sliver of the card.
      const visible = entry.isIntersecting && entry.intersectionRatio >= 0.99;
      if (p.visible !== visible) {
        p.visible = visible;
        changed = true;
      }
    }
    if (changed) {
      this._changed.emit();
    }
  }

  private _changed = new Signal<this, void>(this);
  private _pending = new Map<HTMLElement, IPendingApproval>();
  private _observers = new Map<NotebookPanel, MutationObserver>();
  private _visibility: IntersectionObserver;
  private _timer: number | null = null;
  private _count = 0;
  private _disposed = false;
}
