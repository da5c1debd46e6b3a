// Live games with a friend elsewhere, through the relay the host runs (docs/live.md): a page
// feature (game/features.js), fetched only when the `relay` option is set; it fetches the rest (the
// NATS client, the session, the mode) only when a live game starts: "Play a friend online"
// ([data-action=invite]) or a live game's link (`live=<id>`, `watch=1` to watch). The invitation
// is shown as a link and as its QR code ([data-invite-qr], ./qr.js).
//
// The game's root carries `data-live`: waiting, connected, away, reconnecting or over
// (./protocol.js liveState; docs/testing.md).
import { h } from "../../lib/dom.js";
import { isRelay } from "../../lib/options.js";
import { liveWords } from "./words.js";
import { isGameId, liveState, newGameId } from "./protocol.js";

/**
 * @import { Controller, GameContext, Installed, Variant } from "../../types.js"
 * @import { Session } from "./session.js"
 * @import { LiveMode } from "./mode.js"
 * @import { Outcome } from "./protocol.js"
 */

/** The refusals that have words of their own; the others are "not valid here". */
const WHYS = ["forged", "replayed", "notYourTurn", "illegal"];

/**
 * Installs the live games on a mounted game whose options name a relay.
 * @param {GameContext} game
 * @returns {Installed}
 */
export function install({ root, o, settings }) {
  const relay = o.relay;
  if (!isRelay(relay)) return { destroy() {} };
  const lang = () => settings.lang;
  /** The controller, once the first game is open (ready). @type {Controller | null} */
  let ctl = null;
  let t = liveWords(lang());
  /** @param {string} name */
  const act = (name) =>
    h("button", { type: "button", class: "btn", "data-live-action": name, hidden: true });
  const invite = h("button", { type: "button", class: "btn", "data-action": "invite" });
  const status = h("p", { "data-live-status": "", "aria-live": "polite" });
  const notice = h("p", { class: "live-notice", "data-live-notice": "", role: "status" });
  const inviteLink = h("a", { "data-invite-link": "", href: "#", hidden: true });
  const watchLink = h("a", { "data-watch-link": "", href: "#", hidden: true });
  const offer = h("p", { "data-live-offer": "", hidden: true });
  /** The invitation's QR code, once a live game is open. @type {SVGSVGElement | null} */
  let qr = null;
  const qrBox = h("p", { class: "live-qr" });
  const buttons = {
    accept: act("accept"),
    decline: act("decline"),
    resign: act("resign"),
    draw: act("draw"),
    undo: act("undo"),
    rematch: act("rematch"),
    cycle: act("cycle"),
    leave: act("leave"),
  };
  const labels = {
    invite: h("span"),
    watch: h("span"),
    note: h("p", { class: "dialog-note" }),
    privacy: h("p", { class: "dialog-note" }),
  };
  const links = h(
    "div",
    { class: "live-links", hidden: true },
    labels.note,
    h("p", {}, labels.invite, " ", inviteLink),
    qrBox,
    h("p", {}, labels.watch, " ", watchLink),
  );
  const section = h(
    "section",
    { class: "live", "data-live-panel": "" },
    invite,
    status,
    links,
    offer,
    h("div", { class: "keep-buttons" }, ...Object.values(buttons)),
    notice,
    labels.privacy,
  );
  (root.querySelector(".play") || root).append(section);

  /** @type {Session | null} */
  let session = null;
  /** @type {LiveMode | null} */
  let mode = null;
  let busy = false;
  let starting = false;
  /** Whether the match's game in play was over when last heard: an end is announced once. */
  let wasOver = false;
  const timer = setInterval(render, 1000);

  /**
   * The page's address with the live game's: the invitation's holds its secret (`join`), the
   * spectator's `watch`, and this page's own neither (its seat is kept on the device).
   * @param {string} id
   * @param {{ watch?: boolean, secret?: string | null }} [how]
   */
  function linkTo(id, { watch = false, secret = null } = {}) {
    const url = new URL(location.href);
    url.hash = "";
    for (const name of ["live", "watch", "join", "relay"]) url.searchParams.delete(name);
    url.searchParams.set("relay", /** @type {string} */ (relay));
    url.searchParams.set("live", id);
    if (watch) url.searchParams.set("watch", "1");
    if (secret) url.searchParams.set("join", secret);
    return url.href;
  }

  /** @param {string} text */
  const say = (text) => {
    notice.textContent = text;
    delete notice.dataset.why;
  };

  function render() {
    t = liveWords(lang());
    invite.textContent = t("invite");
    labels.invite.textContent = `${t("inviteLabel")}:`;
    labels.watch.textContent = `${t("watchLabel")}:`;
    labels.note.textContent = t("inviteNote");
    labels.privacy.textContent = t("privacy");
    qr?.setAttribute("aria-label", t("qr"));
    for (const [name, button] of Object.entries(buttons)) button.textContent = t(name);
    invite.hidden = Boolean(session) || starting || !ctl;
    links.hidden = !session;
    const s = session;
    if (!s) {
      delete root.dataset.live;
      status.textContent = "";
      for (const button of Object.values(buttons)) button.hidden = true;
      offer.hidden = true;
      return;
    }
    const match = s.match;
    const seat = s.seat();
    const state = liveState({
      relay: s.relay(),
      match,
      seat,
      heardAt: s.heardAt(),
      now: Date.now(),
    });
    root.dataset.live = state;
    const ending = match.ending();
    const lines = [seat === null ? t("watching") : t(`you.${match.playerOf(seat)}`)];
    if (ending?.by === "draw") lines.push(t("ended.draw"));
    else if (ending)
      lines.push(
        seat === null
          ? t("ended.resign.watch")
          : t(ending.winner === match.playerOf(seat) ? "ended.resign.them" : "ended.resign.you"),
      );
    lines.push(t(`state.${state}`));
    status.textContent = lines.join(" ");
    const pending = match.pending();
    const theirs = pending && seat !== null && pending.seat !== seat ? pending.what : null;
    const asked = pending && pending.seat === seat;
    offer.hidden = !theirs && !asked;
    offer.textContent = theirs ? t(`offer.${theirs}`) : asked ? t("asked") : "";
    const game = match.game();
    const playing = seat !== null && !match.over();
    const idle = !busy && !pending;
    buttons.accept.hidden = buttons.decline.hidden = !theirs;
    buttons.resign.hidden = !playing;
    buttons.draw.hidden = !playing;
    buttons.undo.hidden = !playing || !game || game.movesPlayed() === 0;
    buttons.rematch.hidden = seat === null || !match.over();
    // Al-manqala: either player may say the seeds only go round; the other agrees or not.
    buttons.cycle.hidden = !playing || !game?.canAgree();
    buttons.leave.hidden = false;
    for (const name of /** @type {const} */ (["resign", "draw", "undo", "rematch", "cycle"]))
      /** @type {HTMLButtonElement} */ (buttons[name]).disabled = !idle || !s.relay();
  }

  /** Sends what this seat says, one message at a time. @param {import("./protocol.js").Said} said */
  async function send(said) {
    if (!session || busy) return;
    busy = true;
    render();
    try {
      await session.send(said);
    } finally {
      busy = false;
      render();
    }
  }

  /** @param {Outcome} outcome @param {boolean} replaying */
  function heard(outcome, replaying) {
    if (!outcome.ok) {
      const why = WHYS.includes(outcome.why) ? outcome.why : "other";
      say(t("refused", { why: t(`why.${why}`) }));
      mode?.unsent();
      render();
      return;
    }
    const body = outcome.body;
    // An answer is always to the other seat's offer: a no from the other seat is to this one's.
    const seat = session?.seat() ?? null;
    if (body.type === "answer" && !body.yes && !replaying && seat !== null && body.seat !== seat)
      say(t("declined"));
    mode?.applied(/** @type {any} */ (outcome.trace), !replaying);
    const match = session?.match;
    const over = Boolean(match?.over());
    // A game that ends now (not one the stream replays: it ended before this page looked).
    if (match && over && !wasOver && !replaying && seat !== null) announce(match, seat);
    wasOver = over;
    render();
  }

  /**
   * Tells the page that a game of the match ended while this seat played it: the event
   * `mancala:game-end` on the game's root (docs/live.md), whose `detail` is the game's record,
   * its result (the handle's, or the match's `ending` with the piles as they stood), the player
   * this seat played and `online: true`. Your games keeps it (game/features.js).
   * @param {import("./protocol.js").Match} match
   * @param {0 | 1} seat
   */
  function announce(match, seat) {
    const game = /** @type {import("../../types.js").Game} */ (match.game());
    const ending = match.ending();
    const result = ending
      ? { winner: ending.winner, captured: game.captured(), by: ending.by }
      : game.result();
    const detail = { record: game.record(), result, player: match.playerOf(seat), online: true };
    root.dispatchEvent(
      new CustomEvent("mancala:game-end", { bubbles: true, composed: true, detail }),
    );
  }

  /**
   * Opens a live game: a new one with the game on the board, or the one a link names.
   * @param {{ id: string, create: boolean, watch: boolean, invite: string | null }} how
   */
  async function start({ id, create, watch, invite }) {
    if (session || starting || !ctl) return;
    const controller = ctl;
    starting = true;
    wasOver = false;
    say("");
    render();
    try {
      const { openSession, createLiveMode, invitationQr } = await import("./session.js");
      const screen = controller.screen;
      const setup =
        create && screen
          ? { variant: /** @type {Variant} */ (screen.variant), options: screen.options, player: 0 }
          : null;
      const opened = await openSession({
        relay: /** @type {string} */ (relay),
        id,
        Game: controller.Game,
        create: /** @type {any} */ (setup),
        watch,
        invite,
        on: { message: heard, change: render },
      });
      session = opened;
      // A new game shows once its first message is back from the stream.
      for (let waited = 0; !opened.match.game(); waited += 50) {
        if (waited > 15000) throw new Error("the relay did not store the game");
        await new Promise((r) => setTimeout(r, 50));
      }
      await controller.useMode((parts) => {
        mode = createLiveMode(parts, {
          match: opened.match,
          seat: opened.seat(),
          play: (pit) =>
            send({
              type: "move",
              round: opened.match.round(),
              ply: /** @type {any} */ (opened.match.game()).movesPlayed(),
              action: pit,
            }),
        });
        return mode;
      });
      // Only a seat's page holds the invitation's secret, so only it can pass the invitation on.
      const secret = opened.invite();
      inviteLink.href = inviteLink.textContent = secret ? linkTo(id, { secret }) : "";
      watchLink.href = watchLink.textContent = linkTo(id, { watch: true });
      inviteLink.hidden = !secret;
      watchLink.hidden = false;
      qr = secret ? invitationQr(linkTo(id, { secret }), t("qr")) : null;
      qrBox.replaceChildren(...(qr ? [qr] : []));
      // A reload of this page comes back to this game, in this seat (kept on the device).
      history.replaceState(
        history.state,
        "",
        linkTo(id, { watch: opened.seat() === null && watch }),
      );
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      // The visitor's words; the relay's or the browser's message for developers only.
      console.warn("live game:", why);
      say(why === "noGame" ? t("noGame") : t("failed"));
      notice.dataset.why = why;
    } finally {
      starting = false;
      render();
    }
  }

  async function leave() {
    const s = session;
    session = null;
    mode = null;
    qr = null;
    qrBox.replaceChildren();
    await ctl?.useMode(null);
    await s?.close();
    const url = new URL(location.href);
    for (const name of ["live", "watch", "join"]) url.searchParams.delete(name);
    history.replaceState(history.state, "", url.href);
    render();
  }

  /** @param {Event} event */
  function onClick(event) {
    const target = /** @type {HTMLElement} */ (event.target);
    if (target === invite) {
      // The invitation's secret: 128 random bits, like the game's id.
      start({ id: newGameId(), create: true, watch: false, invite: newGameId() });
      return;
    }
    const name = target.dataset?.liveAction;
    const s = session;
    if (!name || !s) return;
    const round = s.match.round();
    const pending = s.match.pending();
    if (name === "leave") leave();
    else if (name === "resign") send({ type: "resign", round });
    else if ((name === "accept" || name === "decline") && pending)
      send({ type: "answer", round, what: pending.what, yes: name === "accept" });
    else if (name === "draw" || name === "undo" || name === "rematch" || name === "cycle")
      send({ type: "offer", round, what: name });
  }
  section.addEventListener("click", onClick);

  render();

  return {
    /** The first game is open: the controls work, and a live game's link opens its game. */
    ready(/** @type {Controller} */ controller) {
      ctl = controller;
      const query = new URLSearchParams(location.search);
      const linked = query.get("live");
      // Not awaited: the page is ready while the relay is reached.
      if (isGameId(linked))
        start({ id: linked, create: false, watch: query.has("watch"), invite: query.get("join") });
      render();
    },
    words: render,
    destroy() {
      clearInterval(timer);
      section.removeEventListener("click", onClick);
      session?.close();
      section.remove();
      delete root.dataset.live;
    },
  };
}
