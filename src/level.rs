//! The four strengths a person can choose for the computer, by name.

/// How well the computer plays. The core only names the levels; what each one does is up to
/// the AI.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Plays like someone new to the game: takes a capture it sees, but misses one now and then
    /// and otherwise moves at random.
    Beginner,
    /// Looks three sowings ahead.
    Intermediate,
    /// Looks about eight sowings ahead.
    Strong,
    /// Searches as far as its budget allows (about a second per move in a phone's browser) and
    /// plays perfectly once it can see every game to its end.
    Master,
}

impl Level {
    /// Lists the levels, weakest first.
    pub const ALL: [Level; 4] = [Level::Beginner, Level::Intermediate, Level::Strong, Level::Master];

    /// Returns the level's name as used by the `Game` handle, e.g. `"strong"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Intermediate => "intermediate",
            Level::Strong => "strong",
            Level::Master => "master",
        }
    }

    /// Returns the level named `name`.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.as_str() == name)
    }
}

impl core::fmt::Display for Level {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.as_str())
    }
}
