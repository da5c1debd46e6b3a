// Type-checks a program against the package's entries as a developer imports them
// (`tsc -p tests/package`, run by scripts/test-package after scripts/package): the Game from
// the main entry, the worker helper's promises, the position text. Nothing here runs; each
// `@ts-expect-error` line must be an error, so the types are exact.
import { Game } from "mancala-heritage";
import type { GameRecord, MoveAnalysis } from "mancala-heritage";
import { createEngine } from "mancala-heritage/engine";
import type { Engine } from "mancala-heritage/engine";
import init from "mancala-heritage/init";

export async function helper(signal: AbortSignal): Promise<number> {
  await init();
  const engine: Engine = createEngine();
  const g = new Game("al-manqala");
  const record: GameRecord = g.record();
  const pit: number = await engine.bestMove(g, { level: "strong" }, { signal });
  const moves: MoveAnalysis[] = await engine.analyze(record, { timeMs: 500 });
  const end = await engine.foresee(g);
  const text: string = Game.fromPositionText(g.positionText()).positionText();
  engine.cancel();
  engine.terminate();
  console.log(moves.length, end.moves, text, engine.busy);
  return pit;
}

export async function mistakes(engine: Engine, g: Game): Promise<void> {
  // @ts-expect-error: bestMove needs its options
  await engine.bestMove(g);
  // @ts-expect-error: a level is one of four names
  await engine.bestMove(g, { level: "grand" });
  // @ts-expect-error: the signal goes in the third argument's object
  await engine.analyze(g, { timeMs: 5 }, new AbortController().signal);
  // @ts-expect-error: bestMove resolves with a pit
  const moves: MoveAnalysis[] = await engine.bestMove(g, { maxDepth: 2 });
  // @ts-expect-error: a position text is a string
  Game.fromPositionText({ pits: [] });
  console.log(moves);
}
