// The front end of a call card waiting for approval: an anywidget ES module (its CSS is _card.css).
//
// It draws the whole call card (the tool icon and name, "review" and "waiting for
// approval", rule and reason, the complete arguments folded, what Always allow
// covers, the buttons and the countdown) with the same classes as the HTML card of
// nbagent/ipython/display.py, which replaces it once decided.
//
// Plain DOM, textContent only: no data ever goes through HTML parsing; the one SVG
// is nbagent's own tool icon, built element by element from its path. Clicks that
// are not trusted user events (a script's element.click() or dispatchEvent) are
// refused and reported to Python.
//
// No value is written into this file by Python: the fold limits and the icon's path
// arrive as the widget's synced state (fold_chars, fold_lines, icon_path), whose one
// source is Python (nbagent.approval._text.FOLD_CHARS / FOLD_LINES,
// nbagent.ipython.display.ICON_PATH).

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
      const mark = h("span", "nbagent-approval-mark", "\u27e6" + text + "\u27e7");
      mark.title = "invisible character " + text;
      target.append(mark);
    } else {
      target.append(document.createTextNode(text));
    }
  }
}

// Split the runs where maxChars characters or maxLines lines are reached.
function fold(parts, maxChars, maxLines) {
  const head = [], tail = [];
  let chars = 0, lines = 0, rest = 0, cut = false;
  for (const [text, marked] of parts) {
    const size = marked ? 1 : text.length;
    if (cut) { tail.push([text, marked]); rest += size; continue; }
    if (marked) {
      if (chars >= maxChars || lines >= maxLines) { cut = true; tail.push([text, marked]); rest += 1; continue; }
      head.push([text, marked]); chars += 1; continue;
    }
    let i = 0;
    while (i < text.length && chars < maxChars && lines < maxLines) {
      if (text[i] === "\n") lines += 1;
      chars += 1; i += 1;
    }
    if (i > 0) head.push([text.slice(0, i), false]);
    if (i < text.length) { cut = true; tail.push([text.slice(i), false]); rest += text.length - i; }
  }
  return { head, tail, rest };
}

const SVG = "http://www.w3.org/2000/svg";

// nbagent's tool icon: the same path as the HTML card's (ICON_PATH, synced as icon_path), nothing the LLM wrote.
function icon(pathData) {
  const svg = document.createElementNS(SVG, "svg");
  const attrs = { class: "nbagent-icon", "aria-hidden": "true", width: "14", height: "14", viewBox: "0 0 24 24",
                  fill: "none", stroke: "currentColor", "stroke-width": "2", "stroke-linecap": "round",
                  "stroke-linejoin": "round" };
  for (const [name, value] of Object.entries(attrs)) svg.setAttribute(name, value);
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", pathData);
  svg.append(path);
  return svg;
}

function render({ model, el }) {
  const card = h("div", "nbagent-card nbagent-approval");
  card.dataset.callId = model.get("call_id");
  card.dataset.nbagentCallId = model.get("call_id");  // how the lab extension finds the buttons
  const head = h("div", "nbagent-approval-head");
  const name = h("b", "nbagent-approval-tool");
  name.append(icon(model.get("icon_path")), document.createTextNode(model.get("tool")));
  const badge = h("span", "nbagent-approval-badge nbagent-approval-badge-status");
  head.append(name, h("span", "nbagent-approval-badge", "review"), badge);
  const why = h("div", "nbagent-approval-why");
  why.append(document.createTextNode("rule: "), h("code", "", model.get("rule")));
  if (model.get("reason")) why.append(document.createTextNode(" \u00b7 " + model.get("reason")));

  const args = h("pre", "nbagent-approval-args");
  args.tabIndex = 0;  // it scrolls: reachable by keyboard (axe-core: scrollable-region-focusable)
  args.setAttribute("aria-label", "arguments");
  const { head: shown, tail, rest } = fold(model.get("args_parts"), model.get("fold_chars"), model.get("fold_lines"));
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
  // what the injection screen found earlier in the session: the first thing read, before the buttons
  const warned = [];
  if (model.get("warning")) {
    const warning = h("div", "nbagent-approval-warning", "\u26a0 " + model.get("warning"));
    warning.setAttribute("role", "note");
    warned.push(warning);
  }
  card.append(head, ...warned, why, argsBox, grant, actions, status);
  el.append(card);
  model.send({ event: "rendered" });
  return () => {
    for (const name of ["status", "outcome", "remaining_s", "grant_allowed", "grant_scope"]) {
      model.off("change:" + name, update);
    }
  };
}
export default { render };
