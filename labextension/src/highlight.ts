/**
 * `%%agent` cells are prompts: edit them as Markdown, not Python.
 *
 * A code cell whose source starts with `%%agent` gets the class
 * `nbagent-prompt-cell` (an accent bar, its magic line styled apart) and its
 * editor's MIME type becomes Markdown, so CodeMirror highlights the prompt as
 * text. The notebook resets the MIME type of every code cell when the kernel's
 * language changes; the cell's `mimeTypeChanged` brings the Markdown back.
 * Nothing is saved in the notebook file: the MIME type lives in the editor model.
 *
 * The editor loads a language asynchronously on every MIME change and applies
 * whichever load finishes last, so switching while the kernel's language is
 * still loading would lose the race: both languages are loaded first.
 */
import type { Cell, ICellModel } from '@jupyterlab/cells';
import type { IEditorLanguageRegistry } from '@jupyterlab/codemirror';
import type { INotebookTracker, NotebookPanel } from '@jupyterlab/notebook';

export const PROMPT_CELL_CLASS = 'nbagent-prompt-cell';
/** Markdown as JupyterLab's markdown cells edit it. */
export const PROMPT_MIME = 'text/x-ipythongfm';

const AGENT_MAGIC = /^\s*%%agent(\s|$)/;

/** Does this cell source run `%%agent`? */
export function isAgentSource(source: string): boolean {
  return AGENT_MAGIC.test(source);
}

/** Keeps `%%agent` cells of every open notebook highlighted as prompts. */
export class PromptHighlighter {
  constructor(
    notebooks: INotebookTracker,
    private readonly languages: IEditorLanguageRegistry | null
  ) {
    notebooks.widgetAdded.connect((_, panel) => this._watch(panel));
    notebooks.forEach(panel => this._watch(panel));
  }

  private _watch(panel: NotebookPanel): void {
    const notebook = panel.content;
    const refresh = (): void => {
      // Cell widgets are created after the model's cell list changes: look once they exist.
      window.setTimeout(() => notebook.widgets.forEach(cell => this._track(cell)), 0);
    };
    const connect = (): void => {
      const model = notebook.model;
      if (model && !this._models.has(model)) {
        this._models.add(model);
        model.cells.changed.connect(refresh);
      }
      refresh();
    };
    notebook.modelChanged.connect(connect);
    panel.context.ready.then(connect).catch(() => undefined);
    connect();
  }

  private _track(cell: Cell): void {
    if (cell.model.type !== 'code') {
      return;
    }
    const model = cell.model;
    if (!this._cells.has(model)) {
      this._cells.set(model, cell);
      model.contentChanged.connect(() => this._apply(model));
      model.mimeTypeChanged.connect((_, change) => {
        if (change.newValue !== PROMPT_MIME) {
          this._languageMime.set(model, change.newValue);
        }
        this._apply(model);
      });
    } else {
      this._cells.set(model, cell);
    }
    this._apply(model);
  }

  private _apply(model: ICellModel): void {
    const cell = this._cells.get(model);
    if (!cell || cell.isDisposed) {
      return;
    }
    const agent = isAgentSource(model.sharedModel.getSource());
    cell.toggleClass(PROMPT_CELL_CLASS, agent);
    if (agent && model.mimeType !== PROMPT_MIME) {
      const language = model.mimeType;
      this._languageMime.set(model, language);
      void this._loaded(language).then(() => {
        if (isAgentSource(model.sharedModel.getSource()) && model.mimeType === language) {
          model.mimeType = PROMPT_MIME;
        }
      });
    } else if (!agent && model.mimeType === PROMPT_MIME) {
      const previous = this._languageMime.get(model);
      if (previous) {
        model.mimeType = previous;
      }
    }
  }

  private async _loaded(language: string): Promise<void> {
    if (this.languages) {
      try {
        await Promise.all([this.languages.getLanguage(language), this.languages.getLanguage(PROMPT_MIME)]);
      } catch {
        // An unknown language: the editor shows plain text, switch anyway.
      }
    }
  }

  private _models = new WeakSet<object>();
  private _cells = new WeakMap<ICellModel, Cell>();
  private _languageMime = new WeakMap<ICellModel, string>();
}
