/**
 * Commands (palette "Agent", shortcuts from schema/plugin.json):
 *
 * - `nbagent:approve` (Accel Shift Y), `nbagent:deny` (Accel Shift O): decide the
 *   focused request, else the one in the active cell, else the first waiting,
 *   through the approval contract; only right after a person's key press or
 *   click (transient user activation), so a script cannot run them to decide;
 *   with nothing waiting they say so;
 * - `nbagent:go-to-approval`: show the next waiting card;
 * - `nbagent:open-panel`: show the Agent panel.
 */
import type { JupyterFrontEnd } from '@jupyterlab/application';
import { Notification, type ICommandPalette } from '@jupyterlab/apputils';
import type { INotebookTracker } from '@jupyterlab/notebook';
import type { Widget } from '@lumino/widgets';

import { hasUserActivation, type Action, type ApprovalTracker } from './approvals';

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

  // Enabled even when nothing waits, so the shortcut can say so instead of doing nothing.
  const decide = (action: Action) => (): boolean => {
    const p = target();
    if (!p) {
      Notification.info('Nothing waits for approval.', { autoClose: 3000 });
      return false;
    }
    return approvals.decide(p, action, 'shortcut', hasUserActivation());
  };
  commands.addCommand(CommandIDs.approve, {
    label: describe('Approve'),
    caption: 'Approve the focused (or first) tool call waiting for approval',
    execute: decide('approve')
  });
  commands.addCommand(CommandIDs.deny, {
    label: describe('Deny'),
    caption: 'Deny the focused (or first) tool call waiting for approval',
    execute: decide('deny')
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
