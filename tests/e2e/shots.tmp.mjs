import { startServer, launchBrowser, openPage } from "./harness.mjs";
const server = await startServer();
const browser = await launchBrowser();
for (const [name, viewport] of [["desk", { width: 1280, height: 800 }], ["phone", { width: 360, height: 740 }]]) {
  const { page, errors } = await openPage(browser.context, server.url + "?game=al-manqala&speed=instant", { viewport });
  await page.waitForSelector("html[data-ready]");
  for (let i = 0; i < 14; i++) {
    const legal = await page.evaluate(() => [...document.querySelectorAll("[data-board-host] [data-legal]")].map((n) => n.dataset.pit));
    if (!legal.length) break;
    await page.click(`[data-board-host] [data-pit="${legal[(i * 3) % legal.length]}"]`);
    await page.waitForSelector("[data-board-host]:not([data-busy])");
  }
  await page.screenshot({ path: `/tmp/shots/${name}-list.png`, fullPage: true });
  await page.click('[data-move="4"]');
  await page.screenshot({ path: `/tmp/shots/${name}-view.png`, fullPage: true });
  await page.click("[data-action=share]");
  await page.click("[data-keep=copy]");
  await page.screenshot({ path: `/tmp/shots/${name}-keep.png`, fullPage: true });
  console.log(name, errors);
}
await browser.close();
await server.close();
