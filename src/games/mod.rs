//! What each game decides on top of the shared sowing: relays, captures, passes and endings.

pub mod al_manqala;
pub mod ali_guli_mane;
pub mod mangala_iv;
