//! What a class plays: heaps (any game Bouton plays on its board, any rules, any sum of them) or a
//! game in disguise (Staircase Nim, Poker Nim, coins, Moore's Nim, Lasker's Nim, Green Hackenbush,
//! Wythoff, or a sum with heaps), each played by its own moves.

use crate::core::{DisguisedGame, DisguisedMove, Game, Opponent, Side, SumMove};

/// A class's game, from its start.
#[derive(Clone, Debug, PartialEq)]
pub enum ClassGame {
    /// Heaps, as the board plays them.
    Heaps(Game),
    /// A game in disguise.
    Disguise(DisguiseLine),
}

/// A move in a class's game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClassMove {
    /// A move on heaps.
    Heaps(SumMove),
    /// A move of the game in disguise.
    Disguise(DisguisedMove),
}

/// A game in disguise played from its start: the positions (the start, then one after each move)
/// and the moves. The player who makes the last move wins (normal play).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DisguiseLine {
    positions: Vec<DisguisedGame>,
    moves: Vec<DisguisedMove>,
}

impl DisguiseLine {
    /// A game from `start`, no move played.
    #[must_use]
    pub fn new(start: DisguisedGame) -> Self {
        Self { positions: vec![start], moves: Vec::new() }
    }

    /// The position it started from.
    #[must_use]
    pub fn start(&self) -> &DisguisedGame {
        &self.positions[0]
    }

    /// The position now.
    #[must_use]
    pub fn position(&self) -> &DisguisedGame {
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// The moves played, the first first.
    #[must_use]
    pub fn moves(&self) -> &[DisguisedMove] {
        &self.moves
    }

    /// Who is to move.
    #[must_use]
    pub fn to_move(&self) -> Side {
        if self.moves.len().is_multiple_of(2) { Side::First } else { Side::Second }
    }

    /// The game as a save file keeps it: its start and every move, with `title` and `notes`, the
    /// computer on `computer`'s side (or nobody's).
    #[must_use]
    pub fn to_saved(&self, title: &str, notes: &str, computer: Option<Side>) -> crate::save::SavedDisguise {
        crate::save::SavedDisguise {
            title: title.to_owned(),
            notes: notes.to_owned(),
            start: self.start().clone(),
            moves: self.moves.clone(),
            cursor: self.moves.len(),
            computer,
        }
    }

    /// Plays `mv`.
    ///
    /// # Errors
    /// [`crate::core::DisguiseError`] when the rules forbid it; nothing changes.
    pub fn play(&mut self, mv: DisguisedMove) -> Result<(), crate::core::DisguiseError> {
        let next = self.position().after(&mv)?;
        self.positions.push(next);
        self.moves.push(mv);
        Ok(())
    }
}

impl From<Game> for ClassGame {
    fn from(game: Game) -> Self {
        Self::Heaps(game)
    }
}

impl ClassGame {
    /// The same game from its start.
    #[must_use]
    pub fn restarted(&self) -> Self {
        match self {
            Self::Heaps(game) => Self::Heaps(game.restarted()),
            Self::Disguise(line) => Self::Disguise(DisguiseLine::new(line.start().clone())),
        }
    }

    /// The heaps, when the class plays heaps.
    #[must_use]
    pub fn heaps(&self) -> Option<&Game> {
        match self {
            Self::Heaps(game) => Some(game),
            Self::Disguise(_) => None,
        }
    }

    /// Whether the player to move has no move left.
    #[must_use]
    pub fn is_over(&self) -> bool {
        match self {
            Self::Heaps(game) => game.is_over(),
            Self::Disguise(line) => !line.position().has_move(),
        }
    }

    /// Who is to move.
    #[must_use]
    pub fn to_move(&self) -> Side {
        match self {
            Self::Heaps(game) => game.to_move(),
            Self::Disguise(line) => line.to_move(),
        }
    }

    /// Who won, once the game is over.
    #[must_use]
    pub fn winner(&self) -> Option<Side> {
        match self {
            Self::Heaps(game) => game.winner(),
            // Normal play: the player left without a move lost.
            Self::Disguise(line) => self.is_over().then(|| line.to_move().other()),
        }
    }

    /// How many moves were played.
    #[must_use]
    pub fn moves_played(&self) -> usize {
        match self {
            Self::Heaps(game) => game.cursor(),
            Self::Disguise(line) => line.moves().len(),
        }
    }

    /// Plays `mv`, a move of this game.
    ///
    /// # Errors
    /// [`IllegalMove`] when it is not legal here (or a move of another kind of game).
    pub fn play(&mut self, mv: ClassMove) -> Result<(), IllegalMove> {
        match (self, mv) {
            (Self::Heaps(game), ClassMove::Heaps(mv)) => game.play(mv).map_err(|_| IllegalMove),
            (Self::Disguise(line), ClassMove::Disguise(mv)) => line.play(mv).map_err(|_| IllegalMove),
            _ => Err(IllegalMove),
        }
    }

    /// Whether the player to move wins with best play from here, where it can be told (heaps too
    /// large to analyse cannot).
    #[must_use]
    pub fn to_move_wins(&self) -> Option<bool> {
        if self.is_over() {
            return Some(false);
        }
        match self {
            Self::Heaps(game) => game.analysis().ok().map(|a| a.outcome == crate::core::Outcome::NextWins),
            Self::Disguise(line) => Some(line.position().lift().outcome() == crate::core::Outcome::NextWins),
        }
    }

    /// The position as a class reads it: heap sizes ("3 5 7"), heaps with their games, or the game
    /// in disguise as `bouton analyze` reads it.
    #[must_use]
    pub fn position_text(&self) -> String {
        match self {
            Self::Heaps(game) => super::seat::position_text(game.position()),
            Self::Disguise(line) => line.position().to_string(),
        }
    }

    /// The computer's move here, with its random choices in `opponent` (heaps; a game in disguise is
    /// played as well as the core knows how).
    #[must_use]
    pub fn computer_move(&self, opponent: &mut Opponent) -> Option<ClassMove> {
        match self {
            Self::Heaps(game) => opponent.choose_in_sum(game).map(|(mv, _)| ClassMove::Heaps(mv)),
            Self::Disguise(line) => line.position().computer_move().map(ClassMove::Disguise),
        }
    }
}

/// A move that is not legal where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("illegal move")]
pub struct IllegalMove;
