//! The computer opponent: perfect, fallible or random, always seeded, and able to say why it moved.

use super::analysis::{Analysis, AnalysisError, Outcome};
use super::claims::{Basis, Claim, MoveFacts, RandomCause, Voice, WinReason};
use super::game::{Game, SumComputerPlay};
use super::position::{Move, Position, takes_from};
use super::remoteness::{MoveValues, RemotenessRun, SumMoveValues};
use super::rng::Rng;
use super::rules::Rules;
use super::sum::{SumMove, SumPosition};

/// How well the computer plays, named for a class: Expert, Student, Beginner.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub enum Level {
    /// Expert: a winning move when one exists, the fastest; when losing, the move that makes the game
    /// last longest (by remoteness, within [`EXPERT_SEARCH_BUDGET`]).
    #[default]
    Perfect,
    /// Student: plays like the Expert, except that with probability `error_rate` (0 to 1) it plays a
    /// random move.
    Fallible {
        /// The chance of a random move instead of the perfect one.
        error_rate: f64,
    },
    /// Beginner: a random legal move every time.
    Random,
}

/// How much searching the Expert does for the fastest win or the slowest loss before it moves (work
/// units of [`RemotenessRun::step`], about 20 ms): past it, any winning move, or the smallest move
/// from the largest heap when losing.
pub const EXPERT_SEARCH_BUDGET: u64 = 400_000;

/// A move chosen by the computer and its reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The move to play.
    pub mv: Move,
    /// Why, as a claim in the computer's own words: [`Claim::WhyItWins`], [`Claim::ComputerDelays`],
    /// [`Claim::ComputerProlongs`]
    /// or [`Claim::ComputerRandom`].
    pub reason: Claim,
}

/// A computer player: a level and its own seeded random numbers.
///
/// ```
/// use bouton::{Level, Move, Opponent, Position, Rules};
/// let mut computer = Opponent::new(Level::Perfect, 42);
/// let position = Position::new(vec![0, 2, 3]).unwrap();
/// let choice = computer.choose(&position, &Rules::default()).unwrap();
/// assert_eq!(choice.mv, Move::new(2, 1)); // Paul's move against Ligia
/// ```
#[derive(Clone, Debug)]
pub struct Opponent {
    level: Level,
    rng: Rng,
}

impl Opponent {
    /// A computer of this level whose random choices start from `seed`.
    #[must_use]
    pub fn new(level: Level, seed: u64) -> Self {
        Self { level, rng: Rng::new(seed) }
    }

    /// Its level.
    #[must_use]
    pub fn level(&self) -> Level {
        self.level
    }

    /// Whether this move is played as well as it can be: always for the Expert, never for the
    /// Beginner, and for the Student unless its chance of a random move comes up.
    fn plays_perfectly(&mut self) -> bool {
        match self.level {
            Level::Perfect => true,
            Level::Fallible { error_rate } => !self.rng.chance(error_rate),
            Level::Random => false,
        }
    }

    /// Chooses a move, or `None` when there is no legal move (the game is over).
    #[must_use]
    pub fn choose(&mut self, position: &Position, rules: &Rules) -> Option<Choice> {
        if !position.has_move(rules) {
            return None;
        }
        if !self.plays_perfectly() {
            return self.random_choice(position, rules, RandomCause::Level);
        }
        match self.best_move(position, rules) {
            Ok(choice) => choice,
            Err(AnalysisError::NoProvenRule { .. } | AnalysisError::TooManyMovesToSearch { .. }) => {
                self.random_choice(position, rules, RandomCause::Unanalysable)
            }
        }
    }

    fn random_choice(&mut self, position: &Position, rules: &Rules, cause: RandomCause) -> Option<Choice> {
        let mv = self.random_move(position, rules)?;
        let facts = MoveFacts::new(position, rules, mv).ok()?;
        Some(Choice { mv, reason: Claim::ComputerRandom { facts, cause } })
    }

    /// The perfect move (`None` only when there is no move at all): the fastest win, or the slowest
    /// loss, when the search fits its budget.
    fn best_move(&mut self, position: &Position, rules: &Rules) -> Result<Option<Choice>, AnalysisError> {
        let analysis = Analysis::of(position, rules)?;
        let values = move_values_within_budget(position, rules);
        if analysis.outcome == Outcome::PreviousWins || analysis.winning_moves.is_empty() {
            let basis = Basis::of(&analysis, rules);
            if let Some(values) = values {
                let longest: Vec<Move> = values.best().collect();
                let Some(&mv) = longest.get(self.rng.below(longest.len() as u64) as usize) else { return Ok(None) };
                let Ok(facts) = MoveFacts::new(position, rules, mv) else { return Ok(None) };
                let lasts = values.position.moves;
                return Ok(Some(Choice { mv, reason: Claim::ComputerDelays { basis, facts, lasts } }));
            }
            let Some(mv) = prolonging_move(position, rules) else { return Ok(None) };
            let Ok(facts) = MoveFacts::new(position, rules, mv) else { return Ok(None) };
            return Ok(Some(Choice { mv, reason: Claim::ComputerProlongs { basis, facts } }));
        }
        // The fastest winning moves where the search says which; any winning move otherwise.
        let fastest: Vec<Move> = match &values {
            Some(values) => values.best().collect(),
            None => analysis.winning_moves.clone(),
        };
        let pick = self.rng.below(fastest.len() as u64) as usize;
        let Some(&mv) = fastest.get(pick) else { return Ok(None) };
        let Ok(facts) = MoveFacts::new(position, rules, mv) else { return Ok(None) };
        let reason = WinReason::of(&analysis, rules, &facts);
        Ok(Some(Choice { mv, reason: Claim::WhyItWins { facts, reason, voice: Voice::Computer } }))
    }

    /// A uniformly random heap that has a move, then a uniformly random allowed amount.
    fn random_move(&mut self, position: &Position, rules: &Rules) -> Option<Move> {
        let movable: Vec<usize> = (0..position.len()).filter(|&i| rules.can_move_from(position.heaps()[i])).collect();
        let heap = *movable.get(self.rng.below(movable.len() as u64) as usize)?;
        let size = position.heaps()[heap];
        let take = match &rules.moves {
            super::rules::MoveRule::Any => self.rng.in_range(1, size),
            super::rules::MoveRule::UpTo(k) => self.rng.in_range(1, size.min(k.get())),
            super::rules::MoveRule::Set(_) => {
                let takes: Vec<u64> = takes_from(size, &rules.moves).collect();
                takes[self.rng.below(takes.len() as u64) as usize]
            }
        };
        Some(Move { heap, take })
    }
}

impl Opponent {
    /// Chooses a move in a sum of games, by the same levels as on heaps of one game: the Expert plays
    /// the fastest win or, when every move loses, the move that makes the game last longest (past
    /// [`EXPERT_SEARCH_BUDGET`]: a winning move, or any move); the Student slips to a random move by
    /// its chance; the Beginner plays at random. `None` when the game is over.
    ///
    /// ```
    /// use bouton::{Ending, Level, Opponent, SumComputerPlay, Game};
    /// let game = Game::new(Ending::Normal, "kayles:10 nim:5 dawson:7".parse().unwrap()).unwrap();
    /// let (mv, why) = Opponent::new(Level::Perfect, 1).choose_in_sum(&game).unwrap();
    /// assert_eq!(why, SumComputerPlay::Wins);
    /// let mut after = game.position().clone();
    /// after.play(mv).unwrap();
    /// assert_eq!(bouton::SumAnalysis::of(&after, Ending::Normal).unwrap().nim_sum, 0);
    /// ```
    #[must_use]
    pub fn choose_in_sum(&mut self, game: &Game) -> Option<(SumMove, SumComputerPlay)> {
        let position = game.position();
        if !position.has_move() {
            return None;
        }
        if !self.plays_perfectly() {
            return self.random_sum_move(position).map(|mv| (mv, SumComputerPlay::Random));
        }
        let Ok(analysis) = game.analysis() else {
            return self.random_sum_move(position).map(|mv| (mv, SumComputerPlay::TooLarge));
        };
        let values = SumMoveValues::within(position, game.ending(), EXPERT_SEARCH_BUDGET);
        if analysis.outcome == Outcome::NextWins && !analysis.winning_moves.is_empty() {
            // The fastest winning moves where the search says which; any winning move otherwise.
            let fastest: Vec<SumMove> = values.map_or_else(|| analysis.winning_moves.clone(), |v| v.best().collect());
            let mv = *fastest.get(self.rng.below(fastest.len() as u64) as usize)?;
            return Some((mv, SumComputerPlay::Wins));
        }
        if let Some(values) = values {
            let longest: Vec<SumMove> = values.best().collect();
            let mv = *longest.get(self.rng.below(longest.len() as u64) as usize)?;
            return Some((mv, SumComputerPlay::Delays { lasts: values.position.moves }));
        }
        self.random_sum_move(position).map(|mv| (mv, SumComputerPlay::Lost))
    }

    /// A random legal move of a sum, among the first few hundred (so long rows stay quick).
    fn random_sum_move(&mut self, position: &SumPosition) -> Option<SumMove> {
        let moves: Vec<SumMove> = position.legal_moves().take(512).collect();
        moves.get(self.rng.below(moves.len() as u64) as usize).copied()
    }
}

/// The value of every move, when the search ends within [`EXPERT_SEARCH_BUDGET`].
fn move_values_within_budget(position: &Position, rules: &Rules) -> Option<MoveValues> {
    let mut run = RemotenessRun::moves_of_position(position, rules).ok()?;
    run.step(EXPERT_SEARCH_BUDGET).ok()?.then(|| run.move_values().ok()).flatten()
}

/// When every move loses and the search is over its budget: the smallest allowed amount from the largest heap that has a move, so the
/// game lasts as long as possible and the other player must keep finding good moves.
fn prolonging_move(position: &Position, rules: &Rules) -> Option<Move> {
    let (heap, _) = position
        .heaps()
        .iter()
        .enumerate()
        .filter(|&(_, &h)| rules.can_move_from(h))
        .max_by_key(|&(i, &h)| (h, std::cmp::Reverse(i)))?;
    Some(Move { heap, take: rules.moves.smallest_take() })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::rules::{Ending, MoveRule};

    #[test]
    fn perfect_explains_its_move_with_the_numbers() {
        let mut computer = Opponent::new(Level::Perfect, 0);
        let position = Position::new(vec![19, 20, 21]).unwrap();
        let choice = computer.choose(&position, &Rules::default()).unwrap();
        assert!([Move::new(0, 18), Move::new(1, 14), Move::new(2, 14)].contains(&choice.mv));
        let facts = MoveFacts::new(&position, &Rules::default(), Move::new(0, 18)).unwrap();
        let one = Claim::WhyItWins {
            facts,
            reason: WinReason::NimSum { nim_sum: 18, top_bit: Some(4) },
            voice: Voice::Computer,
        };
        assert_eq!(one.to_string(), "X was 18; heap 1 had a 1 in X's top bit (16); 19 ⊕ 18 = 1, so I take 18");
    }

    #[test]
    fn a_lost_position_is_prolonged() {
        let mut computer = Opponent::new(Level::Perfect, 0);
        let position = Position::new(vec![1, 2, 3]).unwrap();
        let choice = computer.choose(&position, &Rules::default()).unwrap();
        assert_eq!(choice.mv, Move::new(2, 1));
        let Claim::ComputerDelays { basis: Basis::NimSum { nim_sum: 0, .. }, lasts, .. } = choice.reason else {
            panic!("{}", choice.reason)
        };
        // 1 2 3 → 1 2 2 → 0 2 2 → 0 1 2 → 0 1 1 → 0 0 1 → 0 0 0.
        assert_eq!(lasts, 6, "{}", choice.reason);
        let set = Rules::new(Ending::Normal, MoveRule::set(&[2, 3]).unwrap());
        let stuck = Position::new(vec![1, 1]).unwrap();
        assert_eq!(computer.choose(&stuck, &set), None);
    }

    #[test]
    fn random_moves_are_legal_and_seeded() {
        let rules = Rules::new(Ending::Normal, MoveRule::set(&[1, 3, 4]).unwrap());
        let position = Position::new(vec![0, 5, 2, u64::MAX]).unwrap();
        let mut a = Opponent::new(Level::Random, 9);
        let mut b = Opponent::new(Level::Random, 9);
        for _ in 0..200 {
            let choice = a.choose(&position, &rules).unwrap();
            assert!(position.check(choice.mv, &rules).is_ok());
            assert_eq!(Some(choice), b.choose(&position, &rules));
        }
    }

    #[test]
    fn fallible_slips_at_its_rate() {
        let position = Position::new(vec![19, 20, 21]).unwrap();
        let mut always = Opponent::new(Level::Fallible { error_rate: 1.0 }, 3);
        let mut never = Opponent::new(Level::Fallible { error_rate: 0.0 }, 3);
        for _ in 0..50 {
            assert!(matches!(
                always.choose(&position, &Rules::default()).unwrap().reason,
                Claim::ComputerRandom { .. }
            ));
            assert!(matches!(never.choose(&position, &Rules::default()).unwrap().reason, Claim::WhyItWins { .. }));
        }
    }
}
