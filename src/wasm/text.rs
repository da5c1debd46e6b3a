//! The game file and the position text (the grammars are `src/notation/read.rs`, `write.rs` and
//! `position_text.rs`; docs/notation.md), in one of two shapes:
//!
//! - with the `text` feature (the default, the engine package's build), on the `Game` handle:
//!   `toText()`, `Game.fromText(text)`, `positionText()`, `Game.fromPositionText(text)`;
//! - with the `text-module` feature, a wasm module of its own holding only the reader and the
//!   writer, which the page fetches when a file, a study or a position text is first needed
//!   (www/js/lib/text.js): `readGame(text)` and `readPosition(text)` give a game's record,
//!   `writeGame(record)` and `writePosition(record)` take one, so the page's own wasm, which
//!   plays and searches, carries neither (docs/measurements/2026-12-05.md, "The game file's
//!   own module").
//!
//! Both read and write through the same core functions, so a file means the same in either.

use wasm_bindgen::prelude::*;

use super::error;
use super::input::describe;
use crate::notation::position_text;
use crate::Game;

/// Reads a JS string; anything else is an error that names what came.
fn string(text: &JsValue) -> Result<String, JsError> {
    text.as_string().ok_or_else(|| JsError::new(&format!("text must be a string, got {}", describe(text))))
}

/// Reads a game file; an error says the line, the column and why.
fn read_game(text: &JsValue) -> Result<Game, JsError> {
    Game::from_text(&string(text)?).map_err(error)
}

/// Reads a position text; an error names the field and the problem.
fn read_position(text: &JsValue) -> Result<Game, JsError> {
    position_text::read(&string(text)?).map_err(error)
}

#[cfg(not(feature = "text-module"))]
mod on_handle {
    use wasm_bindgen::prelude::*;

    use super::super::handle::GameHandle;
    use super::{read_game, read_position};
    use crate::notation::position_text;

    #[wasm_bindgen(js_class = Game)]
    impl GameHandle {
        /// Writes the game as a plain-text game file (headers, then the numbered moves).
        #[wasm_bindgen(js_name = toText)]
        pub fn to_text(&self) -> String {
            self.game.to_text()
        }

        /// Reads a game file; an error says the line, the column and why.
        #[wasm_bindgen(js_name = fromText)]
        pub fn from_text(
            #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
        ) -> Result<GameHandle, JsError> {
            Ok(GameHandle { game: read_game(&text)? })
        }

        /// Returns the position as one line of text, e.g. `"al-manqala south 7 7 7 7 7 7 7, north
        /// 7 7 7 7 7 7 7, piles 0 0, south to move"`: the game and its options, then the position
        /// as the game file's Start header writes it (pits, piles, mover, extra sowing, round,
        /// ending).
        #[wasm_bindgen(js_name = positionText)]
        pub fn position_text(&self) -> String {
            position_text::write(self.game.position())
        }

        /// Builds a game at the position a position text describes (what `positionText()`
        /// gives); a text that does not read throws an Error naming the field and the problem.
        #[wasm_bindgen(js_name = fromPositionText)]
        pub fn from_position_text(
            #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
        ) -> Result<GameHandle, JsError> {
            Ok(GameHandle { game: read_position(&text)? })
        }
    }
}

#[cfg(feature = "text-module")]
mod module {
    use wasm_bindgen::prelude::*;

    use super::super::input::{read, Obj};
    use super::super::record::{record_error, GameRecord};
    use super::super::schema::to_js;
    use super::{read_game, read_position};
    use crate::notation::position_text;
    use crate::Game;

    /// Replays a record (the shape the page's `g.record()` gives); an error names the field.
    fn game_of(record: JsValue) -> Result<Game, JsError> {
        let Obj(record) = read::<Obj<GameRecord>>(record, "record")?;
        Game::from_record(&record.record()?).map_err(record_error)
    }

    /// Reads a game file into the game's record (for `Game.fromRecord`); an error says the line,
    /// the column and why.
    #[wasm_bindgen(js_name = readGame, unchecked_return_type = "GameRecord")]
    pub fn read_game_file(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> Result<JsValue, JsError> {
        Ok(to_js(&GameRecord::of(&read_game(&text)?)))
    }

    /// Writes the game a record holds as a game file (headers, then the numbered moves).
    #[wasm_bindgen(js_name = writeGame)]
    pub fn write_game_file(
        #[wasm_bindgen(unchecked_param_type = "GameRecord")] record: JsValue,
    ) -> Result<String, JsError> {
        Ok(game_of(record)?.to_text())
    }

    /// Reads a position text into the record of a game that starts there; an error names the
    /// field and the problem.
    #[wasm_bindgen(js_name = readPosition, unchecked_return_type = "GameRecord")]
    pub fn read_position_text(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<JsValue, JsError> {
        Ok(to_js(&GameRecord::of(&read_position(&text)?)))
    }

    /// Writes, as a position text, the position the game a record holds has reached.
    #[wasm_bindgen(js_name = writePosition)]
    pub fn write_position_text(
        #[wasm_bindgen(unchecked_param_type = "GameRecord")] record: JsValue,
    ) -> Result<String, JsError> {
        Ok(position_text::write(game_of(record)?.position()))
    }
}
