/**
 * The few DOM helpers the panel's sections share. Every text goes in through `textContent`: a
 * session title, a tool name or a reason in the store or the team lake is data another person, a
 * model or a tool wrote, and is never parsed as HTML.
 */

/** A new element with a class and, when given, its text. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) {
    node.textContent = text;
  }
  return node;
}

/** "12 s ago", "3 min ago", "2 h ago", else the date; '' for no time. */
export function ago(ms: number | null): string {
  if (ms === null) {
    return '';
  }
  const s = Math.max(0, Math.round((Date.now() - ms) / 1000));
  if (s < 60) {
    return `${s} s ago`;
  }
  if (s < 3600) {
    return `${Math.round(s / 60)} min ago`;
  }
  if (s < 86400) {
    return `${Math.round(s / 3600)} h ago`;
  }
  return new Date(ms).toLocaleDateString();
}
