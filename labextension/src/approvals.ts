/**
 * Approvals waiting in open notebooks, known from the kernels (the approval contract).
 *
 * When an nbagent approval card waits, the kernel opens a comm with target
 * `nbagent.approvals` carrying the request (see nbagent/ipython/_comm.py).
 * This tracker registers that target on the kernel of every notebook and keeps
 * the list of pending approvals; deciding sends
 * `{decide: 'approve' | 'deny' | 'always', call_id, via}` on the comm, which
 * resolves the same wait as the card's buttons. The kernel closes the comm
 * when the request is settled (by anyone). Nothing here reads the request
 * from the page or clicks the card: the DOM is only used to find where the
 * card is drawn, to tell whether it is on screen and to scroll to it.
 *
 * Every decision needs a person: the callers pass whether the triggering event
 * was a trusted user event (a click's `isTrusted`, or a trusted key press of
 * the command's shortcut, see commands.ts); a decision made by a script is
 * refused and logged.
 */
import type { JupyterFrontEnd } from '@jupyterlab/application';
import type { Cell } from '@jupyterlab/cells';
import type { INotebookTracker, NotebookPanel } from '@jupyterlab/notebook';
import { KernelMessage, type Kernel } from '@jupyterlab/services';
import type { IDisposable } from '@lumino/disposable';
import { Signal, type ISignal } from '@lumino/signaling';

import type { ApprovalVia } from './vocabulary';

/** The comm target the kernel opens for each waiting request. */
export const TARGET = 'nbagent.approvals';

/** Where in the lab a person decided (recorded in the audit log as `via`). */
export type Via = Extract<ApprovalVia, 'panel' | 'notification' | 'shortcut'>;

/** What a person can decide. */
export type Action = 'approve' | 'deny' | 'always';

/** The request as the kernel sends it (contract version 1). */
export interface IApprovalInfo {
  call_id: string;
  tool: string;
  /** The complete arguments as JSON text. */
  args: string;
  /** The same with invisible characters replaced by markers such as ⟦U+202E⟧. */
  args_marked: string;
  rule: string;
  reason: string;
  /** What the injection screen found earlier in the session (empty when nothing): shown first. */
  warning?: string;
  /** What "Always allow" covers; empty when it is not offered. */
  grant_scope: string;
  grant_allowed: boolean;
  timeout_s: number | null;
  remaining_s: number | null;
  cell_id: string | null;
}

/** One approval request waiting for a decision. */
export interface IPendingApproval {
  /** Unique per kernel and call. */
  readonly id: string;
  readonly info: IApprovalInfo;
  /** The tool that waits. */
  readonly tool: string;
  readonly panel: NotebookPanel;
  /** When this page learned of the request (ms since the epoch). */
  readonly since: number;
  /** When the request times out (ms since the epoch), null without a limit. */
  readonly deadline: number | null;
  /** Whether the card's buttons are on screen (updated by an IntersectionObserver). */
  visible: boolean;
  /** Whether the card is drawn in this page (found in its cell's output). */
  located: boolean;
  /** Sent a decision; waiting for the kernel to settle it. */
  deciding: boolean;
}

/** A request that is no longer waiting: what the kernel said when it closed the comm. */
export interface IEndedApproval {
  tool: string;
  /** `approved`, `denied`, `timed out`, `cancelled`, ... */
  status: string;
  /** When this page learned it ended (ms since the epoch). */
  at: number;
}

interface IEntry {
  pending: IPendingApproval;
  comm: Kernel.IComm;
  kernel: Kernel.IKernelConnection;
  /** The card's button row, once found in the cell's output. */
  element: HTMLElement | null;
}

function isInfo(value: unknown): value is IApprovalInfo {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const v = value as Record<string, unknown>;
  return typeof v.call_id === 'string' && typeof v.tool === 'string' && typeof v.args === 'string';
}

/** Tracks waiting approvals in every open notebook through the kernels' approval comms. */
export class ApprovalTracker implements IDisposable {
  constructor(
    notebooks: INotebookTracker,
    private readonly shell: JupyterFrontEnd.IShell
  ) {
    this._visibility = new IntersectionObserver(entries => this._onIntersect(entries), {
      threshold: [0, 1]
    });
    notebooks.widgetAdded.connect((_, panel) => this._watch(panel));
    notebooks.forEach(panel => this._watch(panel));
  }

  /** Emitted when a request arrives, is decided, or its card scrolls in or out of view. */
  get changed(): ISignal<this, void> {
    return this._changed;
  }

  /** The request settled last in this page (tool, the status the kernel reported, when), if any. */
  get lastEnded(): IEndedApproval | null {
    return this._ended;
  }

  /** Waiting approvals, oldest first. */
  get pending(): IPendingApproval[] {
    return Array.from(this._entries.values(), e => e.pending);
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
    this._entries.clear();
    Signal.clearData(this);
  }

  /** The notebook cell that runs the request, if it is in the notebook. */
  cell(p: IPendingApproval): Cell | undefined {
    const cells = p.panel.content.widgets;
    const byId = p.info.cell_id ? cells.find(c => c.model.id === p.info.cell_id) : undefined;
    if (byId) {
      return byId;
    }
    const element = this._entries.get(p.id)?.element;
    return element ? cells.find(c => c.node.contains(element)) : undefined;
  }

  /** The index of that cell, -1 if it is not known. */
  cellIndex(p: IPendingApproval): number {
    const cell = this.cell(p);
    return cell ? p.panel.content.widgets.indexOf(cell) : -1;
  }

  /**
   * Send a person's decision to the kernel. `trusted` says the triggering event
   * came from a person (see the module comment); false refuses the decision.
   * Returns whether it was sent.
   */
  decide(p: IPendingApproval, action: Action, via: Via, trusted: boolean): boolean {
    const entry = this._entries.get(p.id);
    if (!entry || entry.pending.deciding || entry.comm.isDisposed) {
      return false;
    }
    if (!trusted) {
      console.warn(`nbagent: refused a decision on ${p.tool} that no person made (${via})`);
      return false;
    }
    if (action === 'always' && !p.info.grant_allowed) {
      return false;
    }
    entry.pending.deciding = true;
    entry.comm.send({ decide: action, call_id: p.info.call_id, via });
    this._changed.emit();
    return true;
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
    this._locate(this._entries.get(p.id));
    this._entries.get(p.id)?.element?.scrollIntoView({ block: 'center', inline: 'nearest' });
  }

  /**
   * The request the approve / deny commands act on: the card holding the
   * focus, else one in the active cell of the current notebook, else the first
   * in the current notebook, else the oldest anywhere.
   */
  target(current: NotebookPanel | null): IPendingApproval | undefined {
    const all = this.pending.filter(p => !p.deciding);
    const focused = document.activeElement;
    const inFocus = all.find(p => {
      const card = this._entries.get(p.id)?.element?.closest('.nbagent-approval');
      return focused !== null && !!card && card.contains(focused);
    });
    if (inFocus) {
      return inFocus;
    }
    if (current) {
      const here = all.filter(p => p.panel === current);
      const active = current.content.activeCell;
      return here.find(p => active !== null && this.cell(p) === active) ?? here[0] ?? all[0];
    }
    return all[0];
  }

  // -- kernels ----------------------------------------------------------------------

  private _watch(panel: NotebookPanel): void {
    if (this._observers.has(panel)) {
      return;
    }
    const context = panel.sessionContext;
    const attach = (): void => {
      const kernel = context.session?.kernel ?? null;
      if (kernel) {
        this._attach(panel, kernel);
      }
    };
    context.kernelChanged.connect(() => {
      this._dropPanel(panel);
      attach();
    });
    context.statusChanged.connect((_, status) => {
      if (status === 'restarting' || status === 'autorestarting' || status === 'dead') {
        this._dropPanel(panel); // the kernel's comms are gone with it
      }
    });
    attach();
    // The card is drawn after the request arrives: look for it when the outputs change.
    const observer = new MutationObserver(() => this._schedule());
    observer.observe(panel.content.node, { childList: true, subtree: true });
    this._observers.set(panel, observer);
    panel.disposed.connect(() => {
      observer.disconnect();
      this._observers.delete(panel);
      this._dropPanel(panel);
    });
  }

  private _attach(panel: NotebookPanel, kernel: Kernel.IKernelConnection): void {
    kernel.registerCommTarget(TARGET, (comm, msg) => this._opened(panel, kernel, comm, msg));
    // A page loaded while a request waits: find its comm and ask the kernel to send it again.
    // comm_info goes on the control channel: the shell channel waits for the running cell.
    const recover = (): void => {
      if (kernel.connectionStatus !== 'connected' || kernel.isDisposed) {
        return;
      }
      const options = {
        msgType: 'comm_info_request',
        channel: 'control',
        session: kernel.clientId,
        username: kernel.username,
        content: { target_name: TARGET }
      };
      // The typings list comm_info_request for the shell channel only; the kernel takes it on control too.
      const request = (KernelMessage.createMessage as (o: unknown) => KernelMessage.IMessage)(
        options
      ) as unknown as KernelMessage.IControlMessage;
      kernel
        .sendControlMessage(request, true, true)
        .done.then(reply => {
          const content = reply.content as Partial<KernelMessage.ICommInfoReplyMsg['content']>;
          const comms = content.status === 'ok' && content.comms ? content.comms : {};
          for (const commId of Object.keys(comms)) {
            // A comm this page already listens to is asked again: its panel may have been dropped since
            // (the session context announces the kernel again on a reloaded page), and a resend is idempotent.
            const known = this._comms.get(`${kernel.id}:${commId}`);
            if (known && !known.isDisposed) {
              this._listen(panel, kernel, known, null);
              known.send({ resend: true });
            } else if (!kernel.hasComm(commId)) {
              const comm = kernel.createComm(TARGET, commId);
              this._listen(panel, kernel, comm, null);
              comm.send({ resend: true });
            }
          }
        })
        .catch(reason => console.debug('nbagent: no approval comms to recover', reason));
    };
    kernel.connectionStatusChanged.connect((_, status) => {
      if (status === 'connected') {
        recover();
      }
    });
    recover();
  }

  private _opened(
    panel: NotebookPanel,
    kernel: Kernel.IKernelConnection,
    comm: Kernel.IComm,
    msg: KernelMessage.ICommOpenMsg
  ): void {
    const data = msg.content.data as { approval?: unknown };
    this._listen(panel, kernel, comm, data.approval ?? null);
  }

  private _listen(
    panel: NotebookPanel,
    kernel: Kernel.IKernelConnection,
    comm: Kernel.IComm,
    approval: unknown
  ): void {
    this._comms.set(`${kernel.id}:${comm.commId}`, comm);
    comm.onMsg = msg => {
      const data = msg.content.data as { approval?: unknown };
      if (data.approval !== undefined) {
        this._add(panel, kernel, comm, data.approval);
      }
    };
    comm.onClose = msg => {
      const id = `${kernel.id}:${comm.commId}`;
      this._comms.delete(id);
      const entry = this._entries.get(id);
      const data = (msg?.content?.data ?? {}) as { status?: unknown };
      if (entry) {
        const status = typeof data.status === 'string' && data.status ? data.status : 'settled';
        this._ended = { tool: entry.pending.tool, status, at: Date.now() };
      }
      this._remove(id);
    };
    if (approval !== null) {
      this._add(panel, kernel, comm, approval);
    }
  }

  private _add(panel: NotebookPanel, kernel: Kernel.IKernelConnection, comm: Kernel.IComm, info: unknown): void {
    const id = `${kernel.id}:${comm.commId}`;
    if (!isInfo(info) || this._entries.has(id) || this._disposed) {
      return;
    }
    const remaining = typeof info.remaining_s === 'number' ? info.remaining_s : null;
    const pending: IPendingApproval = {
      id,
      info,
      tool: info.tool,
      panel,
      since: Date.now(),
      deadline: remaining === null ? null : Date.now() + remaining * 1000,
      visible: false,
      located: false,
      deciding: false
    };
    const entry: IEntry = { pending, comm, kernel, element: null };
    this._entries.set(id, entry);
    this._locate(entry);
    this._changed.emit();
  }

  private _remove(id: string): void {
    const entry = this._entries.get(id);
    if (!entry) {
      return;
    }
    if (entry.element) {
      this._visibility.unobserve(entry.element);
    }
    this._entries.delete(id);
    this._changed.emit();
  }

  private _dropPanel(panel: NotebookPanel): void {
    for (const [id, entry] of Array.from(this._entries.entries())) {
      if (entry.pending.panel === panel) {
        this._remove(id);
      }
    }
  }

  // -- where the card is drawn (for visibility and scrolling only) ---------------------

  /** Find the card's button row in the request's cell (or the notebook) and watch its visibility. */
  private _locate(entry: IEntry | undefined): void {
    if (!entry || (entry.element && entry.element.isConnected)) {
      return;
    }
    const p = entry.pending;
    const scope = this.cell(p)?.node ?? p.panel.content.node;
    const card = scope.querySelector(`[data-nbagent-call-id="${CSS.escape(p.info.call_id)}"]`);
    const element = (card?.querySelector('.nbagent-approval-actions') as HTMLElement | null) ?? null;
    if (entry.element) {
      this._visibility.unobserve(entry.element);
    }
    entry.element = element;
    entry.pending.located = element !== null;
    if (element) {
      this._visibility.observe(element);
    }
  }

  private _schedule(): void {
    if (this._timer === null && !this._disposed) {
      this._timer = window.setTimeout(() => {
        this._timer = null;
        for (const entry of this._entries.values()) {
          this._locate(entry);
        }
      }, 60);
    }
  }

  private _onIntersect(records: IntersectionObserverEntry[]): void {
    let changed = false;
    for (const record of records) {
      for (const entry of this._entries.values()) {
        if (entry.element !== record.target) {
          continue;
        }
        // Visible means the whole button row is on screen, not a sliver of the card.
        const visible = record.isIntersecting && record.intersectionRatio >= 0.99;
        if (entry.pending.visible !== visible) {
          entry.pending.visible = visible;
          changed = true;
        }
      }
    }
    if (changed) {
      this._changed.emit();
    }
  }

  private _changed = new Signal<this, void>(this);
  private _ended: IEndedApproval | null = null;
  private _entries = new Map<string, IEntry>();
  private _comms = new Map<string, Kernel.IComm>(); // every approval comm listened to, by kernel and comm id
  private _observers = new Map<NotebookPanel, MutationObserver>();
  private _visibility: IntersectionObserver;
  private _timer: number | null = null;
  private _disposed = false;
}

/** Whether a click (a DOM or React event) was made by a person, not a script. */
export function isTrustedEvent(event: { isTrusted?: boolean; nativeEvent?: { isTrusted?: boolean } } | undefined): boolean {
  if (!event) {
    return false;
  }
  const native = event.nativeEvent;
  return (native ? native.isTrusted : event.isTrusted) === true;
}
