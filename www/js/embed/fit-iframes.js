// For a host page: fits each iframe of the game to the height the game posts.
addEventListener("message", (event) => {
  if (!event.data || event.data.type !== "mancala:height") return;
  for (const frame of document.querySelectorAll("iframe")) {
    if (frame.contentWindow === event.source) frame.style.height = `${event.data.height}px`;
  }
});
