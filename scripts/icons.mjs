// Draws the app's PNG icons (www/icons/icon-192.png, icon-512.png) from www/icons/icon.svg in
// headless Chromium, for the web app manifest (www/manifest.webmanifest), then reduces them to
// 96 colours with Pillow (pip install pillow), a third of the size. Run it after changing the
// SVG and commit the PNGs:  node scripts/icons.mjs
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { launchBrowser } from "../tests/e2e/harness.mjs";

const dir = new URL("../www/icons/", import.meta.url);
const svg = readFileSync(new URL("icon.svg", dir), "utf8");
const browser = await launchBrowser();
try {
  const page = await browser.context.newPage();
  for (const size of [192, 512]) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>*{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    const file = fileURLToPath(new URL(`icon-${size}.png`, dir));
    writeFileSync(file, await page.screenshot({ type: "png" }));
    const quantize =
      "import sys; from PIL import Image; f = sys.argv[1]; " +
      "Image.open(f).convert('RGB').quantize(colors=96, dither=Image.Dither.NONE).save(f, optimize=True)";
    execFileSync("python3", ["-c", quantize, file]);
    console.log(`icons: icon-${size}.png`);
  }
} finally {
  await browser.close();
}
