"""The front-end code of a call card waiting for approval (an anywidget ESM module and its CSS).

It draws the whole call card (the tool icon and name, "review" and "waiting for
approval", rule and reason, the complete arguments folded, what Always allow
covers, the buttons and the countdown) with the same classes as the HTML card
of :mod:`nbagent.ipython.display`, which replaces it once decided.

Plain DOM, ``textContent`` only: no data ever goes through ``innerHTML``; the
one SVG is nbagent's own tool icon, built element by element from a constant.
Colours come from JupyterLab's theme variables, so the card reads the same in
light and dark themes. Clicks that are not trusted user events (a script's
``element.click()`` or ``dispatchEvent``) are refused and reported to Python.
"""

from __future__ import annotations

import json

from ..approval._text import FOLD_CHARS, FOLD_LINES
from .display import ICON_PATH

__all__ = ["CARD_CSS", "CARD_ESM"]

CARD_ESM = """
const FOLD_CHARS = __FOLD_CHARS__;
const FOLD_LINES = __FOLD_LINES__;
const ICON_PATH = __ICON_PATH__;
const ACTIONS = [
  ["approve", "Approve", "nbagent-approval-approve"],
  ["deny", "Deny", "nbagent-approval-deny"],
  ["always", "Always allow", "nbagent-approval-always"],
];

function h(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// Draw [text, marked] runs: marked runs are invisible characters, shown as a styled marker.
function draw(target, parts) {
  for (const [text, marked] of parts) {
    if (marked) {
      const mark = h("span", "nbagent-approval-mark", "\\u27e6" + text + "\\u27e7");
      mark.title = "invisible character " + text;
      target.append(mark);
    } else {
      target.append(document.createTextNode(text));
    }
  }
}

// Split the runs where FOLD_CHARS characters or FOLD_LINES lines are reached.
function fold(parts) {
  const head = [], tail = [];
  let chars = 0, lines = 0, rest = 0, cut = false;
  for (const [text, marked] of parts) {
    const size = marked ? 1 : text.length;
    if (cut) { tail.push([text, marked]); rest += size; continue; }
    if (marked) {
      if (chars >= FOLD_CHARS || lines >= FOLD_LINES) { cut = true; tail.push([text, marked]); rest += 1; continue; }
      head.push([text, marked]); chars += 1; continue;
    }
    let i = 0;
    while (i < text.length && chars < FOLD_CHARS && lines < FOLD_LINES) {
      if (text[i] === "\\n") lines += 1;
      chars += 1; i += 1;
    }
    if (i > 0) head.push([text.slice(0, i), false]);
    if (i < text.length) { cut = true; tail.push([text.slice(i), false]); rest += text.length - i; }
  }
  return { head, tail, rest };
}

const SVG = "http://www.w3.org/2000/svg";

// nbagent's tool icon: the same constant path as the HTML card's, nothing from the model.
function icon() {
  const svg = document.createElementNS(SVG, "svg");
  const attrs = { class: "nbagent-icon", "aria-hidden": "true", width: "14", height: "14", viewBox: "0 0 24 24",
                  fill: "none", stroke: "currentColor", "stroke-width": "2", "stroke-linecap": "round",
                  "stroke-linejoin": "round" };
  for (const [name, value] of Object.entries(attrs)) svg.setAttribute(name, value);
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", ICON_PATH);
  svg.append(path);
  return svg;
}

function render({ model, el }) {
  const card = h("div", "nbagent-card nbagent-approval");
  card.dataset.callId = model.get("call_id");
  card.dataset.nbagentCallId = model.get("call_id");  // how the lab extension finds the buttons
  const head = h("div", "nbagent-approval-head");
  const name = h("b", "nbagent-approval-tool");
  name.append(icon(), document.createTextNode(model.get("tool")));
  const badge = h("span", "nbagent-approval-badge nbagent-approval-badge-status");
  head.append(name, h("span", "nbagent-approval-badge", "review"), badge);
  const why = h("div", "nbagent-approval-why");
  why.append(document.createTextNode("rule: "), h("code", "", model.get("rule")));
  if (model.get("reason")) why.append(document.createTextNode(" \u00b7 " + model.get("reason")));

  const args = h("pre", "nbagent-approval-args");
  args.tabIndex = 0;  // it scrolls: reachable by keyboard (axe-core: scrollable-region-focusable)
  args.setAttribute("aria-label", "arguments");
  const { head: shown, tail, rest } = fold(model.get("args_parts"));
  draw(args, shown);
  const argsBox = h("div", "nbagent-approval-argsbox");
  argsBox.append(args);
  if (tail.length) {
    const more = h("button", "nbagent-approval-more", "show all (" + rest + " more chars)");
    more.type = "button";
    more.addEventListener("click", () => { draw(args, tail); more.remove(); });
    argsBox.append(more);
  }

  const grant = h("div", "nbagent-approval-grant", model.get("grant_scope"));
  const actions = h("div", "nbagent-approval-actions");
  const buttons = {};
  for (const [action, label, className] of ACTIONS) {
    const button = h("button", "nbagent-approval-button " + className, label);
    button.type = "button";
    button.dataset.action = action;
    button.addEventListener("click", (event) => {
      if (!event.isTrusted) {
        // Made by a script, not a person: refuse, and let Python log it.
        model.send({ event: "refused-untrusted", action });
        return;
      }
      if (model.get("status") !== "waiting") return;
      for (const b of Object.values(buttons)) b.disabled = true;
      model.send({ event: "decide", action, reason: reasonBox.value });
    });
    buttons[action] = button;
    actions.append(button);
  }
  const reasonBox = h("input", "nbagent-approval-reason");
  reasonBox.type = "text";
  reasonBox.placeholder = "reason (optional, sent to the model on deny)";
  actions.append(reasonBox);
  const status = h("div", "nbagent-approval-status");

  function update() {
    const waiting = model.get("status") === "waiting";
    const allowed = model.get("grant_allowed");
    buttons.always.hidden = !allowed;
    grant.hidden = !allowed || !model.get("grant_scope");
    for (const b of Object.values(buttons)) b.disabled = !waiting;
    reasonBox.disabled = !waiting;
    card.dataset.status = model.get("status");
    badge.textContent = waiting ? "waiting for approval" : model.get("status");
    if (waiting) {
      const left = model.get("remaining_s");
      status.textContent = "waiting for your decision" + (left >= 0 ? " \u00b7 auto-deny in " + left + " s" : "");
    } else {
      status.textContent = model.get("outcome");
    }
  }
  for (const name of ["status", "outcome", "remaining_s", "grant_allowed", "grant_scope"]) {
    model.on("change:" + name, update);
  }
  update();
  card.append(head, why, argsBox, grant, actions, status);
  el.append(card);
  model.send({ event: "rendered" });
  return () => {
    for (const name of ["status", "outcome", "remaining_s", "grant_allowed", "grant_scope"]) {
      model.off("change:" + name, update);
    }
  };
}
export default { render };
""".replace("__FOLD_CHARS__", str(FOLD_CHARS)).replace("__FOLD_LINES__", str(FOLD_LINES))
CARD_ESM = CARD_ESM.replace("__ICON_PATH__", json.dumps(ICON_PATH))

CARD_CSS = """
.nbagent-approval {
  border: 1px solid var(--jp-warn-color1, #f57c00);
  border-left-width: 4px;
  border-radius: 6px;
  padding: 6px 10px;
  margin: 4px 0;
  background: var(--jp-layout-color1, transparent);
  color: var(--jp-ui-font-color1, inherit);
  font-family: var(--jp-ui-font-family, sans-serif);
  font-size: var(--jp-ui-font-size1, 13px);
}
.nbagent-approval[data-status="approved"] { border-color: var(--jp-success-color1, #388e3c); }
.nbagent-approval[data-status="denied"],
.nbagent-approval[data-status="timed-out"],
.nbagent-approval[data-status="cancelled"] { border-color: var(--jp-border-color1, #8888); }
.nbagent-approval .nbagent-icon { vertical-align: -2px; margin-right: 4px; }
.nbagent-approval-badge {
  background: rgba(210, 153, 34, 0.3);
  border-radius: 4px;
  padding: 0 6px;
  margin-left: 6px;
  font-size: 0.9em;
}
.nbagent-approval[data-status="approved"] .nbagent-approval-badge-status { background: rgba(46, 160, 67, 0.25); }
.nbagent-approval[data-status="denied"] .nbagent-approval-badge-status,
.nbagent-approval[data-status="timed-out"] .nbagent-approval-badge-status { background: rgba(218, 54, 51, 0.3); }
.nbagent-approval-why { color: var(--jp-ui-font-color2, inherit); font-size: 0.9em; margin: 2px 0; }
.nbagent-approval-why code { font-family: var(--jp-code-font-family, monospace); }
.nbagent-approval-args {
  white-space: pre-wrap;
  word-break: break-all;
  margin: 4px 0;
  padding: 4px 6px;
  max-height: 28em;
  overflow: auto;
  background: var(--jp-layout-color2, transparent);
  color: var(--jp-content-font-color1, inherit);
  font-family: var(--jp-code-font-family, monospace);
  font-size: var(--jp-code-font-size, 13px);
  border-radius: 3px;
}
.nbagent-approval-mark {
  color: var(--jp-error-color1, #d32f2f);
  background: var(--jp-error-color3, #ffcdd2);
  border: 1px solid var(--jp-error-color1, #d32f2f);
  border-radius: 3px;
  padding: 0 2px;
  font-weight: bold;
}
.nbagent-approval-grant { color: var(--jp-ui-font-color2, inherit); font-size: 0.9em; margin: 2px 0 4px; }
.nbagent-approval-actions { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.nbagent-approval-button, .nbagent-approval-more {
  font: inherit;
  border-radius: 3px;
  border: 1px solid var(--jp-border-color1, #8888);
  background: var(--jp-layout-color2, transparent);
  color: var(--jp-ui-font-color1, inherit);
  padding: 2px 12px;
  cursor: pointer;
}
.nbagent-approval-approve {
  background: var(--jp-success-color1, #388e3c);
  color: var(--jp-ui-inverse-font-color1, #fff);
}
.nbagent-approval-deny {
  background: var(--jp-error-color1, #d32f2f);
  color: var(--jp-ui-inverse-font-color1, #fff);
}
.nbagent-approval-always { border-color: var(--jp-warn-color1, #f57c00); }
.nbagent-approval-button:disabled { opacity: 0.5; cursor: default; }
.nbagent-approval-more { padding: 0 8px; font-size: 0.9em; }
.nbagent-approval-reason {
  flex: 1 1 16em;
  font: inherit;
  background: var(--jp-input-background, transparent);
  color: var(--jp-ui-font-color1, inherit);
  border: 1px solid var(--jp-input-border-color, #8888);
  border-radius: 3px;
  padding: 2px 6px;
}
.nbagent-approval-status { margin-top: 4px; color: var(--jp-ui-font-color2, inherit); }
.nbagent-approval[data-status]:not([data-status="waiting"]) .nbagent-approval-status {
  color: var(--jp-ui-font-color1, inherit);
  font-weight: bold;
}
"""
