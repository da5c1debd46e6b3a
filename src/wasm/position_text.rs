//! The position text on the `Game` handle: `positionText()` and `Game.fromPositionText(text)`
//! (the grammar is in `src/notation/position_text.rs`).

use wasm_bindgen::prelude::*;

use super::error;
use super::handle::GameHandle;
use super::input::describe;
use crate::notation::position_text;

#[wasm_bindgen(js_class = Game)]
impl GameHandle {
    /// Returns the position as one line of text, e.g. `"al-manqala south 7 7 7 7 7 7 7, north 7 7
    /// 7 7 7 7 7, piles 0 0, south to move"`: the game and its options, then the position as the
    /// game file's Start header writes it (pits, piles, mover, extra sowing, round, ending).
    #[wasm_bindgen(js_name = positionText)]
    pub fn position_text(&self) -> String {
        position_text::write(self.game.position())
    }

    /// Builds a game at the position a position text describes (what `positionText()` gives);
    /// a text that does not read throws an Error naming the field and the problem.
    #[wasm_bindgen(js_name = fromPositionText)]
    pub fn from_position_text(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<GameHandle, JsError> {
        let Some(text) = text.as_string() else {
            return Err(JsError::new(&format!("text must be a string, got {}", describe(&text))));
        };
        Ok(GameHandle { game: position_text::read(&text).map_err(error)? })
    }
}
