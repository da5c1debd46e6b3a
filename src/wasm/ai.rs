//! The computer opponent (src/ai) on the `Game` handle: `bestMove`, `analyze`, `foresee`.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::error;
use super::handle::GameHandle;
use super::input::{describe, read, Name, Obj};
use super::schema::{to_js, AnalyzeOptions, Depth, Foresight, GameResult, MoveAnalysis, MoveOptions};
use crate::ai::{game_history, hint, levels, lines, Clock, Limits, NoClock, Searcher, MAX_DEPTH};

/// The longest thinking time `bestMove` and `analyze` accept, in milliseconds.
const MAX_TIME_MS: f64 = 600_000.0;

/// The fewest nodes the lines of an analysis may take, however quick the analysis was.
const LINE_NODES: u64 = 100_000;

/// The most moves `foresee` plays before it gives up.
const MAX_FORESEEN: u32 = 100_000;

thread_local! {
    /// One searcher per wasm instance: its 16 MB table is allocated once, at the first search.
    static SEARCHER: core::cell::RefCell<Option<Searcher>> = const { core::cell::RefCell::new(None) };
}

/// Runs `f` with the shared searcher.
pub(super) fn with_searcher<T>(f: impl FnOnce(&mut Searcher) -> T) -> T {
    SEARCHER.with(|cell| {
        let mut slot = cell.borrow_mut();
        f(slot.get_or_insert_with(|| Searcher::new(20)))
    })
}

/// Returns the global scope's monotonic clock, `performance`: a window's, a worker's, or
/// (under Node, which has neither) the one `globalThis` holds.
fn performance() -> Option<web_sys::Performance> {
    let global = js_sys::global();
    if let Some(window) = global.dyn_ref::<web_sys::Window>() {
        return window.performance();
    }
    if let Some(worker) = global.dyn_ref::<web_sys::WorkerGlobalScope>() {
        return worker.performance();
    }
    js_sys::Reflect::get(&global, &"performance".into()).ok().and_then(|p| p.dyn_into().ok())
}

/// A clock that runs out `ms` milliseconds from now, read from `performance.now()` (or, where
/// there is none, `Date.now()`).
fn deadline(ms: f64) -> impl FnMut() -> f64 {
    let performance = performance();
    let now = move || performance.as_ref().map_or_else(js_sys::Date::now, |p| p.now());
    let start = now();
    move || (now() - start) / ms
}

/// Returns a clock for `ms` milliseconds, or one that never runs.
fn clock(ms: Option<f64>) -> Box<dyn Clock> {
    match ms {
        Some(ms) => Box::new(deadline(ms)),
        None => Box::new(NoClock),
    }
}

/// Checks a thinking time in milliseconds.
fn time(ms: Option<f64>) -> Result<Option<f64>, JsError> {
    match ms {
        Some(ms) if !(ms > 0.0 && ms <= MAX_TIME_MS) => Err(JsError::new(&format!(
            "options.timeMs must be a number of milliseconds above 0 and at most {}, got {}",
            MAX_TIME_MS as u32,
            describe(&ms.into())
        ))),
        _ => Ok(ms),
    }
}

fn depth(d: Option<Depth>) -> Limits {
    Limits::depth(d.map_or(MAX_DEPTH, |d| d.0 as u8))
}

#[wasm_bindgen(js_class = Game)]
impl GameHandle {
    /// Returns the computer's move, a legal pit. `options` is `{ level, seed? }` with `level`
    /// one of "beginner", "intermediate", "strong", "master", or `{ timeMs?, maxDepth?, seed? }`
    /// for the strongest search within that time (ms) and depth (sowings). The same position,
    /// history, options and seed give the same move — except when a time runs out (the Master
    /// also stops after a second). Throws for bad options or a finished game.
    #[wasm_bindgen(js_name = bestMove)]
    pub fn best_move(
        &self,
        #[wasm_bindgen(unchecked_param_type = "MoveOptions")] options: JsValue,
    ) -> Result<u8, JsError> {
        let Some(Obj(options)) = read::<Option<Obj<MoveOptions>>>(options, "options")? else {
            return Err(JsError::new("options must be an object: { level } or { timeMs, maxDepth }"));
        };
        let MoveOptions { level, seed, time_ms, max_depth } = options;
        let time_ms = time(time_ms)?;
        let position = *self.game.position();
        if position.is_over() {
            return Err(JsError::new("the game is over: there is no move to choose"));
        }
        let history = game_history(&self.game);
        let seed = seed.map_or(0, |s| s.0);
        let pit = match level {
            Some(_) if time_ms.is_some() || max_depth.is_some() => {
                return Err(JsError::new("options.level can't be combined with options.timeMs or options.maxDepth"))
            }
            Some(Name(level)) => {
                let mut clock = clock(levels::time_limit_ms(level));
                with_searcher(|s| levels::choose(level, &position, &history, seed, s, clock.as_mut()))
            }
            None if time_ms.is_none() && max_depth.is_none() => {
                return Err(JsError::new("options needs a level, or timeMs and/or maxDepth"))
            }
            None => {
                let mut clock = clock(time_ms);
                with_searcher(|s| levels::strongest_move(&position, &history, depth(max_depth), s, clock.as_mut()))
            }
        };
        pit.ok_or_else(|| JsError::new("the game is over: there is no move to choose"))
    }

    /// Scores every legal move for the player to move, thinking `timeMs` (default 1000) and at
    /// most `maxDepth` sowings: `options` is `{ timeMs?, maxDepth?, lines? }`. Returns, in pit order,
    /// `[{ pit, value, exact, outcome, captures, extraSowing, safeReplies, best, depth, line }]`:
    /// - `value`: what the move is worth to the mover, in seeds: the final margin of the piles
    ///   when `exact`, else the search's estimate of it;
    /// - `exact`: `value` is the game's true value after the move (every line searched to its end);
    /// - `outcome`: `"win"`, `"draw"` or `"loss"` for the mover when proven by force, else `null`;
    ///   `value` agrees with it (a proven win at least 1, the margin it is proven to reach);
    /// - `captures`: the seeds the sowing captures at once; `extraSowing`: it earns an Ali Guli
    ///   Mane extra sowing;
    /// - `safeReplies`: when the opponent moves next, how many of their replies leave the mover
    ///   no capture (0: "leaves your opponent no safe move"), else `null`;
    /// - `best`: the move the analysis recommends (exactly one);
    /// - `depth`: the deepest search completed, in sowings (the same for every move);
    /// - `line`: with `options.lines` = k, for the k most recommended moves, the line of play
    ///   the search expects (this move first, at most `depth` sowings, shorter where the game
    ///   ends); `null` for the others (see src/ai/lines.rs).
    ///
    /// Throws for bad options or a finished game.
    #[wasm_bindgen(unchecked_return_type = "MoveAnalysis[]")]
    pub fn analyze(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "AnalyzeOptions | null")] options: Option<JsValue>,
    ) -> Result<JsValue, JsError> {
        let AnalyzeOptions { time_ms, max_depth, lines: wanted } =
            read::<Option<Obj<AnalyzeOptions>>>(options.unwrap_or_default(), "options")?
                .map(|o| o.0)
                .unwrap_or_default();
        let time_ms = time(time_ms)?;
        let position = *self.game.position();
        if position.is_over() {
            return Err(JsError::new("the game is over: there is no move to analyze"));
        }
        let history = game_history(&self.game);
        // A depth alone bounds the search; otherwise it thinks for the time given or the default.
        let time_ms = if max_depth.is_some() { time_ms } else { Some(time_ms.unwrap_or(hint::DEFAULT_TIME_MS)) };
        let mut clock = clock(time_ms);
        let hints = with_searcher(|s| hint::hints(&position, &history, depth(max_depth), clock.as_mut(), s))
            .ok_or_else(|| JsError::new("the game is over: there is no move to analyze"))?;
        let mut moves: Vec<MoveAnalysis> =
            hints.moves().iter().map(|h| MoveAnalysis { depth: hints.depth, ..MoveAnalysis::from(h) }).collect();
        // The lines of the best moves, within as many nodes again as the analysis took.
        let mut nodes = hints.nodes.max(LINE_NODES);
        for pit in lines::ranked(hints.moves()).into_iter().take(wanted.map_or(0, |n| n.0 as usize)) {
            let line = with_searcher(|s| lines::line(s, &position, &history, pit, hints.depth, &mut nodes));
            if let Some(m) = moves.iter_mut().find(|m| m.pit == pit) {
                m.line = Some(line);
            }
        }
        Ok(to_js(&moves))
    }

    /// Plays the game out from here while every move is forced (traditional Mangala IV, where
    /// the opening ritual picks rows) and returns how it ends: `{ winner, captured, reason,
    /// moves }`. Throws when a move somewhere is a real choice, or the game is already over.
    #[wasm_bindgen(unchecked_return_type = "Foresight")]
    pub fn foresee(&self) -> Result<JsValue, JsError> {
        if self.game.outcome().is_some() {
            return Err(JsError::new("the game is over: there is nothing to foresee"));
        }
        let mut game = self.game.clone();
        let mut moves = 0u32;
        let outcome = loop {
            if let Some(outcome) = game.outcome() {
                break outcome;
            }
            let legal = game.legal_moves();
            let (Some(pit), 1) = (legal.first(), legal.len()) else {
                let pits: Vec<String> = legal.iter().map(|p| p.to_string()).collect();
                return Err(JsError::new(&format!(
                    "foresee needs every move to be forced, but after {moves} moves player {} may choose among pits [{}]",
                    game.position().to_move().index(),
                    pits.join(", ")
                )));
            };
            game.play(pit).map_err(error)?;
            moves += 1;
            if moves > MAX_FORESEEN {
                return Err(JsError::new(&format!("foresee gave up after {MAX_FORESEEN} moves")));
            }
        };
        let GameResult { winner, captured, reason } = GameResult::of(outcome, game.position().piles());
        Ok(to_js(&Foresight { winner, captured, reason, moves }))
    }
}
