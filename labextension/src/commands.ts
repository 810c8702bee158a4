/**
 * Commands (palette "Agent", shortcuts from schema/plugin.json):
 *
 * - `nbagent:approve` (Accel Shift Y), `nbagent:deny` (Accel Shift O): decide the
 *   focused request, else the one in the active cell, else the first waiting,
 *   through the approval contract, but only when a person just pressed a key
 *   bound to the command (a trusted keydown seen by this module). Run any other
 *   way (a script, the palette, a menu) they show the card instead of deciding.
 *   With nothing waiting they say so;
 * - `nbagent:go-to-approval`: show the next waiting card;
 * - `nbagent:open-panel`: show the Agent panel.
 */
import type { JupyterFrontEnd } from '@jupyterlab/application';
import { Notification, type ICommandPalette } from '@jupyterlab/apputils';
import type { INotebookTracker } from '@jupyterlab/notebook';
import type { CommandRegistry } from '@lumino/commands';
import type { Widget } from '@lumino/widgets';

import type { Action, ApprovalTracker } from './approvals';

/** How long a settled request is still named when a shortcut finds nothing waiting (ms). */
const ENDED_WINDOW_MS = 60_000;

/** How long after a person's key press its command may decide (ms). */
const KEY_WINDOW_MS = 1500;

/**
 * Remembers the last trusted key press, so a command can tell a person's
 * shortcut from a script calling `commands.execute`.
 */
class KeyWitness {
  constructor(private readonly commands: CommandRegistry) {
    const registry = commands.constructor as unknown as typeof CommandRegistry;
    window.addEventListener(
      'keydown',
      event => {
        if (event.isTrusted) {
          this._last = { keystroke: registry.keystrokeForKeydownEvent(event), at: performance.now() };
        }
      },
      true
    );
  }

  /** True once when the last trusted key press, just now, is bound to `command`. */
  pressedFor(command: string): boolean {
    const last = this._last;
    if (!last || performance.now() - last.at > KEY_WINDOW_MS) {
      return false;
    }
    const bound = this.commands.keyBindings.some(
      b => b.command === command && b.keys.length === 1 && b.keys[0] === last.keystroke
    );
    if (bound) {
      this._last = null; // one key press, one decision
    }
    return bound;
  }

  private _last: { keystroke: string; at: number } | null = null;
}

export namespace CommandIDs {
  export const approve = 'nbagent:approve';
  export const deny = 'nbagent:deny';
  export const goTo = 'nbagent:go-to-approval';
  export const openPanel = 'nbagent:open-panel';
}

const CATEGORY = 'Agent';

export function addCommands(
  app: JupyterFrontEnd,
  approvals: ApprovalTracker,
  notebooks: INotebookTracker,
  panel: Widget,
  palette: ICommandPalette | null
): void {
  const { commands } = app;
  const target = () => approvals.target(notebooks.currentWidget);
  const describe = (verb: string) => () => {
    const p = target();
    return p ? `${verb} the Agent's Request: ${p.tool}` : `${verb} the Agent's Request (nothing waits)`;
  };
  // Keep the labels current for menus and the palette.
  let waiting = '';
  approvals.changed.connect(() => {
    const now = approvals.pending.map(p => `${p.id}${p.deciding ? '+' : ''}`).join(' ');
    if (now !== waiting) {
      waiting = now;
      for (const id of [CommandIDs.approve, CommandIDs.deny, CommandIDs.goTo]) {
        commands.notifyCommandChanged(id);
      }
    }
  });

  const witness = new KeyWitness(commands);
  // Enabled even when nothing waits, so the shortcut can say so instead of doing nothing.
  const decide = (action: Action, command: string) => async (): Promise<boolean> => {
    const p = target();
    if (!p) {
      const ended = approvals.lastEnded;
      const recent = ended !== null && Date.now() - ended.at < ENDED_WINDOW_MS;
      Notification.info(
        recent ? `That approval already ended (${ended.status}): ${ended.tool}` : 'Nothing waits for approval.',
        { autoClose: 4000 }
      );
      return false;
    }
    if (!witness.pressedFor(command)) {
      // Not a person's shortcut: show the card, decide nothing.
      console.warn(`nbagent: ${command} was not run by its shortcut; showing the card instead of deciding`);
      await approvals.reveal(p);
      return false;
    }
    const sent = approvals.decide(p, action, 'shortcut', true);
    // Visible feedback: the card may be off screen or in another tab.
    if (sent) {
      Notification.success(`${action === 'deny' ? 'Denied' : 'Approved'} ${p.tool}`, { autoClose: 3000 });
    } else {
      Notification.info(`That approval already ended: ${p.tool}`, { autoClose: 4000 });
    }
    return sent;
  };
  commands.addCommand(CommandIDs.approve, {
    label: describe('Approve'),
    caption: 'Approve the focused (or first) tool call waiting for approval (its shortcut decides; elsewhere: shows it)',
    execute: decide('approve', CommandIDs.approve)
  });
  commands.addCommand(CommandIDs.deny, {
    label: describe('Deny'),
    caption: 'Deny the focused (or first) tool call waiting for approval (its shortcut decides; elsewhere: shows it)',
    execute: decide('deny', CommandIDs.deny)
  });
  commands.addCommand(CommandIDs.goTo, {
    label: 'Go to the Waiting Approval',
    caption: 'Show the approval card that waits for a decision',
    isEnabled: () => approvals.pending.length > 0,
    execute: async () => {
      const p = target();
      if (p) {
        await approvals.reveal(p);
      }
    }
  });
  commands.addCommand(CommandIDs.openPanel, {
    label: 'Show the Agent Panel',
    caption: 'Sessions, audit events and pending approvals of nbagent',
    execute: () => app.shell.activateById(panel.id)
  });

  if (palette) {
    for (const command of [CommandIDs.approve, CommandIDs.deny, CommandIDs.goTo, CommandIDs.openPanel]) {
      palette.addItem({ command, category: CATEGORY });
    }
  }
}
