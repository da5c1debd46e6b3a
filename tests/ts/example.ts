// Type-checks a program against the package's generated types (`tsc --noEmit -p tests/ts`,
// run by scripts/test after scripts/package). Nothing here runs; each `@ts-expect-error` line
// must be an error, so the types are exact, not `any`.
import init, { Game } from "../../pkg/mancala-heritage.js";
import type {
  GameRecord,
  GameResult,
  GameState,
  MoveAnalysis,
  MoveEntry,
  OptionInfo,
  PlayErrorKind,
  PlayerNumber,
  Reason,
  Role,
  Trace,
  TraceEvent,
  Variant,
  Why,
} from "../../pkg/mancala-heritage.js";

export async function playRandomly(variant: Variant): Promise<GameResult | null> {
  await init();
  const g = new Game(variant, variant === "mangala-iv" ? { freeChoice: true } : undefined);
  const whys: Why[] = [];
  while (!g.isOver()) {
    const moves: number[] = g.legalMoves();
    const trace: Trace = g.play(moves[0]);
    for (const event of trace.events) {
      if (event.type === "capture") whys.push(event.why);
      if (event.type === "round") {
        const [south, north]: [number, number] = event.captured;
        const winner: PlayerNumber | null = event.winner;
        console.log(event.number, event.reason, south + north, winner);
      }
    }
  }
  const state: GameState = g.state();
  const ended: Reason | null | undefined = state.ended;
  console.log(ended, whys, g.toMove() === 0 || g.toMove() === 1);
  return g.result();
}

export function describe(event: TraceEvent): string {
  switch (event.type) {
    case "lift":
    case "relay":
      return `${event.type} ${event.seeds} from ${event.pit}`;
    case "drop":
    case "saada":
      return `${event.type} ${event.pit}`;
    case "capture":
      return `player ${event.player} takes ${event.seeds} from ${event.pit} (${event.why})`;
    case "extra":
      return "extra sowing";
    case "pass":
      return `player ${event.player} passes`;
    case "round":
      return `round ${event.number}`;
    case "end":
      return `end: ${event.reason}`;
  }
}

export function facts(g: Game): string[] {
  const options: OptionInfo[] = Game.optionsOf(g.variant);
  const names = options.map((o) =>
    o.kind === "choice" ? `${o.name} of ${o.values?.length}` : o.name,
  );
  const bounds = options
    .filter((o) => o.kind === "integer")
    .map((o) => `${o.min}..${o.max} ${o.when?.option}`);
  const hints: MoveAnalysis[] = g.analyze({ maxDepth: 4 });
  const best = hints.find((h) => h.best)?.pit ?? g.bestMove({ level: "strong", seed: 1 });
  const copy = Game.fromState({ ...g.state(), extraSowing: null });
  return [
    ...names,
    ...bounds,
    String(best),
    String(g.isForced()),
    String(g.canAgree()),
    copy.variant,
  ];
}

export function handleFacts(g: Game): string {
  const variants: Variant[] = Game.variants();
  const forced: boolean = Game.isForcedWith("mangala-iv", { freeChoice: true });
  const ritual: boolean = Game.hasRitual(g.variant);
  const chooser: Role = Game.ritualChooser(1, "odd");
  const letter: string = Game.letterOf(13);
  const pit: number = Game.pitOf("A");
  const owner: PlayerNumber = Game.ownerOf(pit);
  const row: number[] = Game.rowOf(owner);
  const why: PlayErrorKind | null = g.whyIllegal(row[0]);
  const past: Game = g.at(g.movesPlayed());
  return [variants, Game.levels(), forced, ritual, chooser, letter, why, past.movesPlayed()].join(
    " ",
  );
}

export function records(record: GameRecord, moves: MoveEntry[]): number {
  const pits = record.actions.filter((a): a is number => a !== "agree");
  const captured = moves.reduce((sum, m) => sum + m.captured, 0);
  return pits.length + captured + (record.seats?.computer?.player ?? 0);
}

export function mistakes(g: Game): void {
  // @ts-expect-error: not a variant
  new Game("chess");
  // @ts-expect-error: not an option of any game
  new Game("al-manqala", { speed: 1 });
  // @ts-expect-error: rounds is a boolean
  new Game("ali-guli-mane", { rounds: "yes" });
  // @ts-expect-error: a pit is a number
  g.play("3");
  // @ts-expect-error: a level is one of four names
  g.bestMove({ level: "grand" });
  // @ts-expect-error: the state's piles are a pair of numbers
  const piles: string[] = g.state().captured;
  // @ts-expect-error: events have no "steal" type
  const event: TraceEvent = { type: "steal", pit: 3 };
  // @ts-expect-error: why is one of seven names
  const why: Why = "luck";
  // @ts-expect-error: one or two pieces are hidden
  Game.ritualChooser(3, "odd");
  // @ts-expect-error: the guess is odd or even
  Game.ritualChooser(1, "maybe");
  // @ts-expect-error: not a kind of PlayError
  const kind: PlayErrorKind = "tooBad";
  console.log(piles, event, why, kind);
}
