/**
 * nbagent in JupyterLab: the Agent panel, notifications for approvals out of
 * sight, `%%agent` cells edited as prompts, and approve / deny commands.
 */
import { ILayoutRestorer, type JupyterFrontEnd, type JupyterFrontEndPlugin } from '@jupyterlab/application';
import { ICommandPalette } from '@jupyterlab/apputils';
import { IEditorLanguageRegistry } from '@jupyterlab/codemirror';
import { INotebookTracker } from '@jupyterlab/notebook';
import { ISettingRegistry } from '@jupyterlab/settingregistry';

import { ApprovalTracker, type IPendingApproval } from './approvals';
import { addCommands } from './commands';
import { PromptHighlighter } from './highlight';
import { ApprovalNotifier } from './notifications';
import { AgentPanel } from './panel';

const PLUGIN_ID = 'nbagent:plugin';

const plugin: JupyterFrontEndPlugin<void> = {
  id: PLUGIN_ID,
  description: 'nbagent: Agent panel, approval notifications, %%agent prompt cells, approve/deny shortcuts.',
  autoStart: true,
  requires: [INotebookTracker],
  optional: [ICommandPalette, ILayoutRestorer, ISettingRegistry, IEditorLanguageRegistry],
  activate: (
    app: JupyterFrontEnd,
    notebooks: INotebookTracker,
    palette: ICommandPalette | null,
    restorer: ILayoutRestorer | null,
    settings: ISettingRegistry | null,
    languages: IEditorLanguageRegistry | null
  ): void => {
    const approvals = new ApprovalTracker(notebooks, app.shell);
    new PromptHighlighter(notebooks, languages);
    const panel = new AgentPanel({ approvals, notebooks, commands: app.commands });
    app.shell.add(panel, 'right', { rank: 600, type: 'Agent' });
    restorer?.add(panel, panel.id);
    addCommands(app, approvals, notebooks, panel, palette);

    const showArguments = (p: IPendingApproval): void => {
      app.shell.activateById(panel.id);
      panel.showPending(p);
    };
    let notifier: ApprovalNotifier | null = new ApprovalNotifier(approvals, showArguments);
    if (settings) {
      settings
        .load(PLUGIN_ID)
        .then(loaded => {
          const apply = (): void => {
            panel.pollInterval = loaded.get('pollInterval').composite as number;
            const notify = loaded.get('notify').composite as boolean;
            if (notify && !notifier) {
              notifier = new ApprovalNotifier(approvals, showArguments);
            } else if (!notify && notifier) {
              notifier.dispose();
              notifier = null;
            }
          };
          apply();
          loaded.changed.connect(apply);
        })
        .catch(reason => console.warn('nbagent: cannot load settings', reason));
    }
  }
};

export default plugin;
