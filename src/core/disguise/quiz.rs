//! "P or N?" on games in disguise: a series of small positions of one game, drawn from a seed (a
//! class given one seed gets the same questions), about half of them P-positions; each answer is
//! judged by the game's own brute force, and the feedback gives X underneath.

use super::{CoinRow, DisguiseKind, DisguisedGame, Forest, Lasker, Moore, Poker, Staircase, Tree, Wythoff};
use crate::core::{Outcome, Rng};

/// One question: its number (from 1) and its position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DisguiseQuestion {
    /// From 1.
    pub number: u32,
    /// The position asked about.
    pub position: DisguisedGame,
}

/// The verdict on an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DisguiseFeedback {
    /// The answer given.
    pub answer: Outcome,
    /// The truth, by brute force of the game's own moves.
    pub truth: Outcome,
}

impl DisguiseFeedback {
    /// Whether the answer was right.
    #[must_use]
    pub fn right(&self) -> bool {
        self.answer == self.truth
    }
}

/// A series of "P or N?" questions on one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DisguiseQuiz {
    kind: DisguiseKind,
    seed: u64,
    rng: Rng,
    question: DisguiseQuestion,
    feedback: Option<DisguiseFeedback>,
    right: u32,
    answered: u32,
}

/// The most positions the brute force visits to judge an answer (the questions are small).
const JUDGE_STATES: usize = 200_000;

impl DisguiseQuiz {
    /// A new series on `kind`'s game, from `seed`.
    #[must_use]
    pub fn start(kind: DisguiseKind, seed: u64) -> Self {
        let mut rng = Rng::new(seed);
        let position = question(kind, &mut rng);
        Self {
            kind,
            seed,
            rng,
            question: DisguiseQuestion { number: 1, position },
            feedback: None,
            right: 0,
            answered: 0,
        }
    }

    /// The game asked about.
    #[must_use]
    pub fn kind(&self) -> DisguiseKind {
        self.kind
    }

    /// The seed it started from.
    #[must_use]
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The question on the board.
    #[must_use]
    pub fn question(&self) -> &DisguiseQuestion {
        &self.question
    }

    /// The verdict on the answer to this question, once given.
    #[must_use]
    pub fn feedback(&self) -> Option<DisguiseFeedback> {
        self.feedback
    }

    /// (right, answered) so far.
    #[must_use]
    pub fn score(&self) -> (u32, u32) {
        (self.right, self.answered)
    }

    /// Answers the question (a second answer to the same question changes nothing): judged by the
    /// brute force of the game's own moves.
    pub fn answer(&mut self, answer: Outcome) -> Option<DisguiseFeedback> {
        if self.feedback.is_some() {
            return self.feedback;
        }
        let truth = self
            .question
            .position
            .solve(JUDGE_STATES)
            .map_or_else(|_| self.question.position.lift().outcome(), |s| s.outcome);
        let feedback = DisguiseFeedback { answer, truth };
        self.answered += 1;
        self.right += u32::from(feedback.right());
        self.feedback = Some(feedback);
        self.feedback
    }

    /// The next question.
    pub fn next(&mut self) {
        let position = question(self.kind, &mut self.rng);
        self.question = DisguiseQuestion { number: self.question.number + 1, position };
        self.feedback = None;
    }
}

/// A small random position of `kind`'s game, a P-position about half the time.
fn question(kind: DisguiseKind, rng: &mut Rng) -> DisguisedGame {
    let want_p = rng.chance(0.5);
    let mut last = random_position(kind, rng);
    for _ in 0..200 {
        if (last.lift().outcome() == Outcome::PreviousWins) == want_p && last.has_move() {
            return last;
        }
        last = random_position(kind, rng);
    }
    last
}

/// A small random position of `kind`'s game (every maker's input is within its limits).
fn random_position(kind: DisguiseKind, rng: &mut Rng) -> DisguisedGame {
    let list = |rng: &mut Rng, len: (u64, u64), max: u64| -> Vec<u64> {
        (0..rng.in_range(len.0, len.1)).map(|_| rng.in_range(0, max)).collect()
    };
    let made = match kind {
        DisguiseKind::Staircase => Staircase::new(list(rng, (3, 5), 4)).map(DisguisedGame::Staircase),
        DisguiseKind::Poker => {
            let banks = [rng.in_range(0, 3), rng.in_range(0, 3)];
            Poker::new(list(rng, (2, 3), 6), banks).map(DisguisedGame::Poker)
        }
        DisguiseKind::Coins(rule) => {
            let heads = (0..rng.in_range(5, 9)).map(|_| rng.chance(0.5)).collect();
            CoinRow::new(rule, heads).map(DisguisedGame::Coins)
        }
        DisguiseKind::Moore => Moore::new(2, list(rng, (3, 4), 7)).map(DisguisedGame::Moore),
        DisguiseKind::Lasker => Lasker::new(list(rng, (2, 3), 8)).map(DisguisedGame::Lasker),
        DisguiseKind::Hackenbush => {
            let trees = (0..rng.in_range(2, 3))
                .map(|_| {
                    let edges = rng.in_range(1, 5);
                    random_tree(rng, edges)
                })
                .collect();
            Forest::new(trees).map(DisguisedGame::Hackenbush)
        }
        DisguiseKind::Wythoff => Wythoff::new(rng.in_range(0, 12), rng.in_range(0, 12)).map(DisguisedGame::Wythoff),
        DisguiseKind::Sum => random_sum(rng),
    };
    // Within every limit by construction; a stalk of one edge stands in should one not be.
    made.unwrap_or_else(|_| DisguisedGame::Hackenbush(Forest::default()))
}

/// A small random sum: a heap of Nim or Kayles beside one or two small games in disguise of kinds
/// that have values.
fn random_sum(rng: &mut Rng) -> Result<DisguisedGame, crate::core::DisguiseError> {
    const PARTS: [DisguiseKind; 5] = [
        DisguiseKind::Staircase,
        DisguiseKind::Coins(crate::core::CoinRule::Turtles),
        DisguiseKind::Coins(crate::core::CoinRule::Ruler),
        DisguiseKind::Hackenbush,
        DisguiseKind::Wythoff,
    ];
    let game = if rng.chance(0.5) {
        crate::core::HeapGame::nim()
    } else {
        crate::core::HeapGame::Octal(crate::core::OctalGame::kayles())
    };
    let heap = crate::core::Heap::new(game, rng.in_range(1, 5));
    let disguised =
        (0..rng.in_range(1, 2)).map(|_| random_position(PARTS[rng.below(PARTS.len() as u64) as usize], rng)).collect();
    let heaps = crate::core::SumPosition::new(vec![heap])
        .map_err(|_| crate::core::DisguiseError::TooManyParts { count: 1, max: super::MAX_PARTS })?;
    DisguisedGame::sum(crate::core::MixedSum::new(heaps, disguised))
}

/// A random tree of `edges` edges: each new edge grows from the ground edge's tree at a random place.
fn random_tree(rng: &mut Rng, edges: u64) -> Tree {
    let mut tree = Tree::stalk(1);
    for _ in 1..edges {
        let size = tree.edges() as u64;
        grow(&mut tree, rng.below(size));
    }
    tree
}

/// Adds an edge on top of edge `at` (in preorder, from 0) of `tree`.
fn grow(tree: &mut Tree, at: u64) -> bool {
    if at == 0 {
        tree.branches.push(Tree::stalk(1));
        return true;
    }
    let mut rest = at - 1;
    for branch in &mut tree.branches {
        let size = branch.edges() as u64;
        if rest < size {
            return grow(branch, rest);
        }
        rest -= size;
    }
    false
}
