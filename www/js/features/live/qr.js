// The invitation's QR code (docs/live.md): the link encoded by qrcode-generator (bundled into
// ./nats.js by scripts/vendor-nats.mjs) and drawn as an SVG of its dark modules, built node by
// node: no markup is parsed and no data: URL made (the documented CSP allows neither). Dark on
// light whatever the page's colours, with the quiet zone of four modules a reader needs.
import { qrcode } from "./nats.js";

const SVG = "http://www.w3.org/2000/svg";
const QUIET = 4;

/**
 * The path of the QR code's dark modules, one unit square each, inside the quiet zone.
 * @param {string} text
 * @returns {{ size: number, d: string }} the image's side in modules, and the path
 */
function qrPath(text) {
  const qr = qrcode(0, "M");
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  let d = "";
  for (let row = 0; row < n; row += 1)
    for (let col = 0; col < n; col += 1)
      if (qr.isDark(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
  return { size: n + 2 * QUIET, d };
}

/**
 * The QR code of `text` as an image named `label` (the link itself is shown as text beside it).
 * @param {string} text
 * @param {string} label
 * @returns {SVGSVGElement}
 */
export function invitationQr(text, label) {
  const { size, d } = qrPath(text);
  /** @param {string} tag @param {Record<string, string>} attrs */
  const node = (tag, attrs) => {
    const n = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(attrs)) n.setAttribute(name, value);
    return n;
  };
  const svg = /** @type {SVGSVGElement} */ (
    node("svg", {
      viewBox: `0 0 ${size} ${size}`,
      width: "160",
      height: "160",
      role: "img",
      "aria-label": label,
      "data-invite-qr": "",
      "shape-rendering": "crispEdges",
    })
  );
  svg.append(
    node("rect", { width: String(size), height: String(size), fill: "#fff" }),
    node("path", { d, fill: "#000" }),
  );
  return svg;
}
