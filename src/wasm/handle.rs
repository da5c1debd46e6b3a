//! The `Game` class: building, reading and playing a game.

use wasm_bindgen::prelude::*;

use super::error;
use super::facts::{int_arg, pit_arg};
use super::input::{read, Name, Obj};
use super::schema::{to_js, GameResult, OptionInfo, Options, State};
use super::trace::{pits_value, trace_value};
use crate::{Game, Rules, Variant};

/// Reads `new Game`'s arguments: the rules of `variant` with `options` (none: the defaults).
pub(super) fn rules_of(variant: JsValue, options: Option<JsValue>) -> Result<Rules, JsError> {
    let Name(variant) = read::<Name<Variant>>(variant, "variant")?;
    match read::<Option<Obj<Options>>>(options.unwrap_or_default(), "options")? {
        Some(Obj(options)) => options.rules(variant, "options"),
        None => Ok(Rules::new(variant)),
    }
}

/// A game of one of the three mancalas, driven from JavaScript.
#[wasm_bindgen(js_name = Game)]
pub struct GameHandle {
    pub(super) game: Game,
}

#[wasm_bindgen(js_class = Game)]
impl GameHandle {
    /// Starts a game of `variant` with `options` (see `docs/game-api.md`).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "Variant")] variant: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Options | null")] options: Option<JsValue>,
    ) -> Result<GameHandle, JsError> {
        Ok(GameHandle { game: Game::new(rules_of(variant, options)?).map_err(error)? })
    }

    /// Builds a game at the position `state` (the shape `state()` returns).
    #[wasm_bindgen(js_name = fromState)]
    pub fn from_state(
        #[wasm_bindgen(unchecked_param_type = "GameState")] state: JsValue,
    ) -> Result<GameHandle, JsError> {
        let Obj(state) = read::<Obj<State>>(state, "state")?;
        let (rules, setup) = state.setup()?;
        Ok(GameHandle { game: Game::from_setup(rules, setup).map_err(error)? })
    }

    /// Returns each option of `variant`: `[{ name, kind, values?, default }]`, `kind` one of
    /// "boolean", "choice" (one of `values`) and "integer".
    #[wasm_bindgen(js_name = optionsOf, unchecked_return_type = "OptionInfo[]")]
    pub fn options_of(#[wasm_bindgen(unchecked_param_type = "Variant")] variant: JsValue) -> Result<JsValue, JsError> {
        let Name(variant) = read::<Name<Variant>>(variant, "variant")?;
        Ok(to_js(&OptionInfo::list(variant)))
    }

    /// Returns the position as `{ variant, pits, captured, toMove, extraSowing, closed, round,
    /// roundStarter, options }`, and for a finished game `ended`, the reason it ended.
    #[wasm_bindgen(unchecked_return_type = "GameState")]
    pub fn state(&self) -> JsValue {
        to_js(&State::of(self.game.position()))
    }

    /// Returns the variant's name.
    #[wasm_bindgen(getter, unchecked_return_type = "Variant")]
    pub fn variant(&self) -> String {
        self.game.rules().variant.as_str().into()
    }

    /// Returns the seeds in each of the 14 pits.
    #[wasm_bindgen(unchecked_return_type = "number[]")]
    pub fn pits(&self) -> JsValue {
        to_js(&self.game.position().pits())
    }

    /// Returns the piles of player 0 and player 1.
    #[wasm_bindgen(unchecked_return_type = "[number, number]")]
    pub fn captured(&self) -> JsValue {
        to_js(&self.game.position().piles())
    }

    /// Returns the player to move, 0 or 1.
    #[wasm_bindgen(js_name = toMove, unchecked_return_type = "PlayerNumber")]
    pub fn to_move(&self) -> u8 {
        self.game.position().to_move().index() as u8
    }

    /// Returns the pits that may be played now, ascending.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "number[]")]
    pub fn legal_moves(&self) -> JsValue {
        pits_value(self.game.legal_moves())
    }

    /// Tells whether the game is over.
    #[wasm_bindgen(js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.game.outcome().is_some()
    }

    /// Tells whether the rules leave the mover no choice (traditional Mangala IV).
    #[wasm_bindgen(js_name = isForced)]
    pub fn is_forced(&self) -> bool {
        self.game.rules().is_forced()
    }

    /// Tells whether the players may now end the game by agreeing that the seeds cycle
    /// (Al-manqala, while the game goes on).
    #[wasm_bindgen(js_name = canAgree)]
    pub fn can_agree(&self) -> bool {
        self.game.position().can_agree()
    }

    /// Returns `null` while the game goes on, else `{ winner, captured, reason }`.
    #[wasm_bindgen(unchecked_return_type = "GameResult | null")]
    pub fn result(&self) -> JsValue {
        match self.game.outcome() {
            None => JsValue::NULL,
            Some(outcome) => to_js(&GameResult::of(outcome, self.game.position().piles())),
        }
    }

    /// Plays one sowing from `pit` and returns its trace `{ player, events }`.
    #[wasm_bindgen(unchecked_return_type = "Trace")]
    pub fn play(&mut self, #[wasm_bindgen(unchecked_param_type = "number")] pit: JsValue) -> Result<JsValue, JsError> {
        let trace = self.game.play(pit_arg(&pit)?).map_err(error)?;
        Ok(trace_value(&trace))
    }

    /// Returns why `pit` can't be played now, or `null` when it is a legal move: the kind of
    /// error `play(pit)` would throw, one of "gameOver", "notYourPit", "closedPit" (closed for
    /// this Ali Guli Mane round), "emptyPit", "forced" (Mangala IV: another pit is forced),
    /// "mustFeed" (Al-manqala: the sowing leaves the opponent's empty row empty) and "endless"
    /// (the sowing would relay for ever). Throws when `pit` is not an integer from 0 to 13.
    #[wasm_bindgen(js_name = whyIllegal, unchecked_return_type = "PlayErrorKind | null")]
    pub fn why_illegal(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] pit: JsValue,
    ) -> Result<JsValue, JsError> {
        let why = self.game.position().why_illegal(pit_arg(&pit)?);
        Ok(why.map_or(JsValue::NULL, |e| e.kind().into()))
    }

    /// Counts the moves played (sowings, and Al-manqala's agreed cycle): what `undo` can take
    /// back, and the length of `moves()` without building it.
    #[wasm_bindgen(js_name = movesPlayed)]
    pub fn moves_played(&self) -> u32 {
        self.game.moves_played() as u32
    }

    /// Returns a new game, as this one was after its first `n` moves (`at(0)`: its start;
    /// `at(movesPlayed())`: a copy), with that history, record and seats; this game is left as
    /// it is. Throws unless `n` is an integer from 0 to `movesPlayed()`.
    pub fn at(&self, #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue) -> Result<GameHandle, JsError> {
        let n = int_arg(&n, "n", 0, self.game.moves_played() as u32)?;
        let game = self.game.at(n as usize).ok_or_else(|| JsError::new("n is beyond the moves played"))?;
        Ok(GameHandle { game })
    }

    /// Takes back the last sowing; returns false when there is nothing to take back.
    pub fn undo(&mut self) -> bool {
        self.game.undo()
    }

    /// Ends an Al-manqala game by agreement that the seeds cycle, and returns the trace of the
    /// division, to animate like a move's: `{ player, events }`, the player who was to move,
    /// then a `capture` (why "division") for each pit a player takes from — each first from
    /// their own row in sowing order, then from the other's — and `end` with reason "agreed".
    /// Throws in the other games and once the game is over.
    #[wasm_bindgen(js_name = agreeCycle, unchecked_return_type = "Trace")]
    pub fn agree_cycle(&mut self) -> Result<JsValue, JsError> {
        let trace = self.game.agree_cycle().map_err(error)?;
        Ok(trace_value(&trace))
    }
}
