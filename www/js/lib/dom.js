// The one element helper of the page: h(tag, attrs, ...children) makes an element. Every module
// that builds elements uses it (the board's render.js keeps its own small `el`, by design).

/**
 * Makes an element: `attrs` are its attributes (class, text: its text, and properties such as
 * checked or value that are not strings); children null, undefined or false are left out.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {{ [name: string]: any }} [attrs]
 * @param {...(Node | string | null | undefined | false)} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attrs = {}, ...children) {
  const n = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v === null || v === undefined) continue;
    if (k === "class") n.className = v;
    else if (k === "text") n.textContent = v;
    else if (k in n && typeof v !== "string") /** @type {any} */ (n)[k] = v;
    else n.setAttribute(k, v === true ? "" : v);
  }
  n.append(
    .../** @type {(Node | string)[]} */ (
      children.filter((c) => c !== null && c !== undefined && c !== false)
    ),
  );
  return n;
}
