//! The facts of the games that need no game: `Game.variants`, `Game.levels`, `Game.isForcedWith`,
//! `Game.hasRitual`, `Game.ritualChooser`, the notation of a pit (`Game.letterOf`, `Game.pitOf`)
//! and the board's rows (`Game.ownerOf`, `Game.rowOf`). The page shows these and works none of
//! them out itself.

use js_sys::Array;
use wasm_bindgen::prelude::*;

use super::handle::{rules_of, GameHandle};
use super::input::{describe, read, Name};
use crate::notation::{letter, pit_of};
use crate::{board, Guess, Level, Player, Ritual, Variant};

/// Reads an integer from `min` to `max`; an error names the argument, `name`.
pub(super) fn int_arg(value: &JsValue, name: &str, min: u32, max: u32) -> Result<u32, JsError> {
    match value.as_f64() {
        Some(n) if n.fract() == 0.0 && (f64::from(min)..=f64::from(max)).contains(&n) => Ok(n as u32),
        _ => Err(JsError::new(&format!("{name} must be an integer from {min} to {max}, got {}", describe(value)))),
    }
}

/// Reads a pit, an integer from 0 to 13.
pub(super) fn pit_arg(value: &JsValue) -> Result<u8, JsError> {
    int_arg(value, "pit", 0, 13).map(|pit| pit as u8)
}

/// Returns `items` as a plain JS array.
fn array<T: Copy>(items: &[T], value: impl Fn(T) -> JsValue) -> JsValue {
    items.iter().map(|&t| value(t)).collect::<Array>().into()
}

#[wasm_bindgen(js_class = Game)]
impl GameHandle {
    /// Returns the games, in the order a game list shows them:
    /// `["ali-guli-mane", "al-manqala", "mangala-iv"]`.
    #[wasm_bindgen(unchecked_return_type = "Variant[]")]
    pub fn variants() -> JsValue {
        array(&Variant::ALL, |v| v.as_str().into())
    }

    /// Returns the computer's levels, weakest first:
    /// `["beginner", "intermediate", "strong", "master"]`.
    #[wasm_bindgen(unchecked_return_type = "Level[]")]
    pub fn levels() -> JsValue {
        array(&Level::ALL, |l| l.as_str().into())
    }

    /// Tells whether a game of `variant` played with `options` (what `new Game` takes) leaves
    /// the mover no choice, as `isForced()` of that game would, without building one. Throws for
    /// what `new Game` would refuse.
    #[wasm_bindgen(js_name = isForcedWith)]
    pub fn is_forced_with(
        #[wasm_bindgen(unchecked_param_type = "Variant")] variant: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Options | null")] options: Option<JsValue>,
    ) -> Result<bool, JsError> {
        Ok(rules_of(variant, options)?.is_forced())
    }

    /// Tells whether a game of `variant` may open with the odd-or-even ritual that seats the
    /// players (Mangala IV only; see `ritualChooser`).
    #[wasm_bindgen(js_name = hasRitual)]
    pub fn has_ritual(#[wasm_bindgen(unchecked_param_type = "Variant")] variant: JsValue) -> Result<bool, JsError> {
        let Name(variant) = read::<Name<Variant>>(variant, "variant")?;
        Ok(variant.has_ritual())
    }

    /// The ritual's decision: one player hid `hidden` pieces (1 or 2) in a fist, the other
    /// called `guess` ("odd" or "even"). Returns who chooses the rows: "guesser" after a right
    /// guess, "hider" after a wrong one. Throws for any other count or call.
    #[wasm_bindgen(js_name = ritualChooser, unchecked_return_type = "Role")]
    pub fn ritual_chooser(
        #[wasm_bindgen(unchecked_param_type = "1 | 2")] hidden: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Guess")] guess: JsValue,
    ) -> Result<String, JsError> {
        let hidden = int_arg(&hidden, "hidden", 1, 2)? as u8;
        let called = guess.as_string();
        let role = Guess::ALL
            .into_iter()
            .find(|g| called.as_deref() == Some(g.as_str()))
            .and_then(|guess| Ritual::chooser(hidden, guess));
        match role {
            Some(role) => Ok(role.as_str().into()),
            None => Err(JsError::new(&format!("guess must be \"odd\" or \"even\", got {}", describe(&guess)))),
        }
    }

    /// Returns the letter of `pit` in the move notation: "A"–"G" for South's pits 13 … 7,
    /// "a"–"g" for North's 0 … 6 (each row from its owner's left).
    #[wasm_bindgen(js_name = letterOf)]
    pub fn letter_of(#[wasm_bindgen(unchecked_param_type = "number")] pit: JsValue) -> Result<String, JsError> {
        Ok(letter(pit_arg(&pit)?).into())
    }

    /// Returns the pit a letter of the move notation names (see `letterOf`). Throws for anything
    /// but one of "A"–"G", "a"–"g".
    #[wasm_bindgen(js_name = pitOf)]
    pub fn pit_of(#[wasm_bindgen(unchecked_param_type = "string")] letter: JsValue) -> Result<u8, JsError> {
        let pit = match letter.as_string().as_deref().map(str::as_bytes) {
            Some(&[byte]) => pit_of(byte as char),
            _ => None,
        };
        pit.ok_or_else(|| JsError::new(&format!("letter must be one of A–G or a–g, got {}", describe(&letter))))
    }

    /// Returns the player who owns `pit`: 0 for pits 7–13 (South), 1 for pits 0–6 (North).
    #[wasm_bindgen(js_name = ownerOf, unchecked_return_type = "PlayerNumber")]
    pub fn owner_of(#[wasm_bindgen(unchecked_param_type = "number")] pit: JsValue) -> Result<u8, JsError> {
        Ok(board::owner(pit_arg(&pit)?).index() as u8)
    }

    /// Returns `player`'s row in sowing order, which begins at the player's own left:
    /// `[13, 12, 11, 10, 9, 8, 7]` for player 0, `[0, 1, 2, 3, 4, 5, 6]` for player 1. A pit's
    /// place in its row, counted from 1, is its index here plus one.
    #[wasm_bindgen(js_name = rowOf, unchecked_return_type = "number[]")]
    pub fn row_of(#[wasm_bindgen(unchecked_param_type = "PlayerNumber")] player: JsValue) -> Result<JsValue, JsError> {
        let player = if int_arg(&player, "player", 0, 1)? == 0 { Player::Zero } else { Player::One };
        Ok(array(&board::row(player), JsValue::from))
    }
}
