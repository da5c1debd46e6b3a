// For a host page: fits each iframe of the game to the height the game posts, and takes away
// the browser's inset border (set here, not by a style attribute in the snippet, which a host's
// Content-Security-Policy without 'unsafe-inline' would refuse).
addEventListener("message", (event) => {
  if (!event.data || event.data.type !== "mancala:height") return;
  for (const frame of document.querySelectorAll("iframe")) {
    if (frame.contentWindow !== event.source) continue;
    frame.style.height = `${event.data.height}px`;
    frame.style.border = "0";
  }
});
