//! Any game in disguise, by name: what the command line reads (`staircase:0,3,1,4`), a save file and
//! the board will hold.

use std::fmt;
use std::str::FromStr;

use crate::core::{MixedMove, MixedSum};

use super::{
    CoinMove, CoinRow, CoinRule, DisguiseError, Disguised, Forest, Lasker, LaskerMove, Lift, Moore, MooreMove, Poker,
    PokerMove, Solution, StairMove, Staircase, Wythoff, WythoffMove, solve,
};

/// Which game in disguise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DisguiseKind {
    /// Staircase Nim.
    Staircase,
    /// Poker Nim.
    Poker,
    /// A coin-turning game.
    Coins(CoinRule),
    /// Moore's Nim_k.
    Moore,
    /// Lasker's Nim.
    Lasker,
    /// Green Hackenbush on trees.
    Hackenbush,
    /// Wythoff's game.
    Wythoff,
    /// A sum of heaps and games in disguise (not in the menus' list: made of the others).
    Sum,
}

impl DisguiseKind {
    /// Every kind, in the order the menus list them.
    pub const ALL: [Self; 9] = [
        Self::Staircase,
        Self::Poker,
        Self::Coins(CoinRule::Turtles),
        Self::Coins(CoinRule::MockTurtles),
        Self::Coins(CoinRule::Ruler),
        Self::Moore,
        Self::Lasker,
        Self::Hackenbush,
        Self::Wythoff,
    ];

    /// Its name before the colon: `staircase`, `poker`, `turtles`, `mock-turtles`, `ruler`,
    /// `moore-K`, `lasker`, `hackenbush`, `wythoff`.
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            Self::Staircase => "staircase",
            Self::Poker => "poker",
            Self::Coins(rule) => rule.key(),
            Self::Moore => "moore",
            Self::Lasker => "lasker",
            Self::Hackenbush => "hackenbush",
            Self::Wythoff => "wythoff",
            Self::Sum => "sum",
        }
    }
}

/// A position of any game in disguise.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DisguisedGame {
    /// Staircase Nim.
    Staircase(Staircase),
    /// Poker Nim.
    Poker(Poker),
    /// A coin-turning game.
    Coins(CoinRow),
    /// Moore's Nim_k.
    Moore(Moore),
    /// Lasker's Nim.
    Lasker(Lasker),
    /// Green Hackenbush on trees.
    Hackenbush(Forest),
    /// Wythoff's game.
    Wythoff(Wythoff),
    /// Heaps and games in disguise side by side (made by [`DisguisedGame::sum`], never inside
    /// another sum).
    Sum(MixedSum),
}

/// A move of any game in disguise.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DisguisedMove {
    /// Staircase Nim.
    Staircase(StairMove),
    /// Poker Nim.
    Poker(PokerMove),
    /// A coin-turning game.
    Coins(CoinMove),
    /// Moore's Nim_k.
    Moore(MooreMove),
    /// Lasker's Nim.
    Lasker(LaskerMove),
    /// Green Hackenbush: the edge cut (from 1, in preorder).
    Hackenbush(usize),
    /// Wythoff's game.
    Wythoff(WythoffMove),
    /// A move in one part of a sum.
    Sum(Box<MixedMove>),
}

/// Calls `$body` with `$g` bound to the game inside, and `$wrap` the move's variant.
macro_rules! each {
    ($self:expr, $g:ident, $wrap:ident => $body:expr) => {
        match $self {
            DisguisedGame::Staircase($g) => {
                let $wrap = DisguisedMove::Staircase;
                $body
            }
            DisguisedGame::Poker($g) => {
                let $wrap = DisguisedMove::Poker;
                $body
            }
            DisguisedGame::Coins($g) => {
                let $wrap = DisguisedMove::Coins;
                $body
            }
            DisguisedGame::Moore($g) => {
                let $wrap = DisguisedMove::Moore;
                $body
            }
            DisguisedGame::Lasker($g) => {
                let $wrap = DisguisedMove::Lasker;
                $body
            }
            DisguisedGame::Hackenbush($g) => {
                let $wrap = DisguisedMove::Hackenbush;
                $body
            }
            DisguisedGame::Wythoff($g) => {
                let $wrap = DisguisedMove::Wythoff;
                $body
            }
            DisguisedGame::Sum($g) => {
                let $wrap = |m: MixedMove| DisguisedMove::Sum(Box::new(m));
                $body
            }
        }
    };
}

impl DisguisedGame {
    /// Which game it is.
    #[must_use]
    pub fn kind(&self) -> DisguiseKind {
        match self {
            Self::Staircase(_) => DisguiseKind::Staircase,
            Self::Poker(_) => DisguiseKind::Poker,
            Self::Coins(row) => DisguiseKind::Coins(row.rule()),
            Self::Moore(_) => DisguiseKind::Moore,
            Self::Lasker(_) => DisguiseKind::Lasker,
            Self::Hackenbush(_) => DisguiseKind::Hackenbush,
            Self::Wythoff(_) => DisguiseKind::Wythoff,
            Self::Sum(_) => DisguiseKind::Sum,
        }
    }

    /// Whether any move is left.
    #[must_use]
    pub fn has_move(&self) -> bool {
        each!(self, g, _wrap => g.has_move())
    }

    /// The first of its legal moves (in the order of [`Disguised::moves`]): for a game with no
    /// winning move, the one that takes least.
    #[must_use]
    pub fn first_move(&self) -> Option<DisguisedMove> {
        each!(self, g, wrap => g.first_move().map(wrap))
    }

    /// What it is underneath.
    #[must_use]
    pub fn lift(&self) -> Lift {
        each!(self, g, _wrap => g.lift())
    }

    /// Every winning move, found through the disguise.
    ///
    /// # Errors
    /// [`DisguiseError::TooManyMoves`] where they cannot be listed within bounds.
    pub fn winning_moves(&self) -> Result<Vec<DisguisedMove>, DisguiseError> {
        each!(self, g, wrap => Ok(g.winning_moves()?.into_iter().map(wrap).collect()))
    }

    /// One winning move, where there is one (see [`Disguised::a_winning_move`]): found even where
    /// the winning moves are too many to list.
    #[must_use]
    pub fn a_winning_move(&self) -> Option<DisguisedMove> {
        each!(self, g, wrap => g.a_winning_move().map(wrap))
    }

    /// The move the computer makes here: a winning move where there is one (built through the
    /// disguise where they are too many to list); in a lost position the move that holds out
    /// longest (by brute force, where the position is small enough), else the first legal move
    /// (the smallest). `None` once the game is over.
    #[must_use]
    pub fn computer_move(&self) -> Option<DisguisedMove> {
        if let Some(winning) = self.a_winning_move() {
            return Some(winning);
        }
        let values = super::DisguiseMoveValues::of(self, super::APP_BRUTE_STATES).ok();
        let slowest = values.and_then(|values| {
            values.moves.into_iter().find(|(_, _, grade)| *grade != crate::core::Grade::FasterLoss).map(|(mv, _, _)| mv)
        });
        slowest.or_else(|| self.first_move())
    }

    /// What `mv` does underneath (see [`Disguised::effect`]); `None` for a move of another game.
    #[must_use]
    pub fn effect(&self, mv: &DisguisedMove) -> Option<super::Effect> {
        match (self, mv) {
            (Self::Staircase(g), DisguisedMove::Staircase(m)) => g.effect(m),
            (Self::Poker(g), DisguisedMove::Poker(m)) => g.effect(m),
            (Self::Coins(g), DisguisedMove::Coins(m)) => g.effect(m),
            (Self::Moore(g), DisguisedMove::Moore(m)) => g.effect(m),
            (Self::Lasker(g), DisguisedMove::Lasker(m)) => g.effect(m),
            (Self::Hackenbush(g), DisguisedMove::Hackenbush(m)) => g.effect(m),
            (Self::Wythoff(g), DisguisedMove::Wythoff(m)) => g.effect(m),
            (Self::Sum(g), DisguisedMove::Sum(m)) => g.effect(m),
            _ => None,
        }
    }

    /// The position after `mv`.
    ///
    /// # Errors
    /// [`DisguiseError::Illegal`] when `mv` is not a legal move of this game here.
    pub fn after(&self, mv: &DisguisedMove) -> Result<Self, DisguiseError> {
        let wrong = || DisguiseError::Illegal;
        Ok(match (self, mv) {
            (Self::Staircase(g), DisguisedMove::Staircase(m)) => Self::Staircase(g.after(m)?),
            (Self::Poker(g), DisguisedMove::Poker(m)) => Self::Poker(g.after(m)?),
            (Self::Coins(g), DisguisedMove::Coins(m)) => Self::Coins(g.after(m)?),
            (Self::Moore(g), DisguisedMove::Moore(m)) => Self::Moore(g.after(m)?),
            (Self::Lasker(g), DisguisedMove::Lasker(m)) => Self::Lasker(g.after(m)?),
            (Self::Hackenbush(g), DisguisedMove::Hackenbush(m)) => Self::Hackenbush(g.after(m)?),
            (Self::Wythoff(g), DisguisedMove::Wythoff(m)) => Self::Wythoff(g.after(m)?),
            (Self::Sum(g), DisguisedMove::Sum(m)) => Self::Sum(Disguised::after(g, m)?),
            _ => return Err(wrong()),
        })
    }

    /// Its Grundy value: beside other games it plays like a Nim heap of this size. A game whose
    /// disguise is Nim heaps is worth their nim-sum (Poker Nim too: an addition is undone by taking
    /// the same chips); Moore's Nim with k = 1 is Nim; Wythoff's game by mex over its moves, for heaps
    /// up to [`super::MAX_WYTHOFF_VALUES`].
    ///
    /// # Errors
    /// [`DisguiseError::NoValue`] for Moore's Nim with k ≥ 2; [`DisguiseError::TooLarge`] for a
    /// Wythoff heap past the values computed.
    pub fn grundy_value(&self) -> Result<u64, DisguiseError> {
        match (self, self.lift()) {
            (Self::Wythoff(w), _) => w.grundy().ok_or_else(|| {
                let (a, b) = w.heaps();
                DisguiseError::TooLarge { value: a.max(b).into(), max: super::MAX_WYTHOFF_VALUES.into() }
            }),
            (_, Lift::Moore { k: 1, heaps }) => Ok(heaps.iter().fold(0, |x, h| x ^ h)),
            (_, Lift::Moore { .. }) => Err(DisguiseError::NoValue),
            (_, lift) => Ok(lift.nim_sum()),
        }
    }

    /// Solves the position by brute force of its own moves, visiting at most `max_states`
    /// positions.
    ///
    /// # Errors
    /// [`DisguiseError::TooManyStates`] past `max_states`.
    pub fn solve(&self, max_states: usize) -> Result<Solution<DisguisedMove>, DisguiseError> {
        solve(self, max_states)
    }

    /// Whether the move list is short enough for a brute force to be quick (at most `limit`
    /// tokens, coins or edges to play with).
    #[must_use]
    pub fn small(&self, limit: u64) -> bool {
        self.tokens() <= limit
    }

    /// How many tokens, coins or edges it has to play with (a sum: all its parts').
    fn tokens(&self) -> u64 {
        let sum = |v: &[u64]| v.iter().fold(0u64, |s, &c| s.saturating_add(c));
        match self {
            Self::Staircase(g) => sum(g.coins()).max(g.coins().len() as u64),
            Self::Poker(g) => sum(g.heaps()).saturating_add(sum(&g.banks())),
            Self::Coins(g) => g.heads().len() as u64,
            Self::Moore(g) => sum(g.heaps()),
            Self::Lasker(g) => sum(g.heaps()),
            Self::Hackenbush(g) => g.edges() as u64,
            Self::Wythoff(g) => g.heaps().0.saturating_add(g.heaps().1),
            Self::Sum(g) => {
                let heaps = g.heaps.heaps().iter().fold(0u64, |s, h| s.saturating_add(h.size));
                g.disguised.iter().fold(heaps, |s, game| s.saturating_add(game.tokens()))
            }
        }
    }
}

/// Any game in disguise plays by its own game's moves: the brute force, the move values and the
/// review work on it as on each game.
impl Disguised for DisguisedGame {
    type Move = DisguisedMove;

    fn moves(&self) -> Vec<DisguisedMove> {
        each!(self, g, wrap => g.moves().into_iter().map(wrap).collect())
    }

    fn move_count(&self) -> u128 {
        each!(self, g, _wrap => Disguised::move_count(g))
    }

    fn move_cost(&self) -> u128 {
        each!(self, g, _wrap => Disguised::move_cost(g))
    }

    fn canonical(&self) -> Self {
        match self {
            Self::Staircase(g) => Self::Staircase(g.canonical()),
            Self::Poker(g) => Self::Poker(g.canonical()),
            Self::Coins(g) => Self::Coins(g.canonical()),
            Self::Moore(g) => Self::Moore(g.canonical()),
            Self::Lasker(g) => Self::Lasker(g.canonical()),
            Self::Hackenbush(g) => Self::Hackenbush(g.canonical()),
            Self::Wythoff(g) => Self::Wythoff(g.canonical()),
            Self::Sum(g) => Self::Sum(g.canonical()),
        }
    }

    fn has_move(&self) -> bool {
        DisguisedGame::has_move(self)
    }

    fn first_move(&self) -> Option<DisguisedMove> {
        DisguisedGame::first_move(self)
    }

    fn after(&self, mv: &DisguisedMove) -> Result<Self, DisguiseError> {
        DisguisedGame::after(self, mv)
    }

    fn lift(&self) -> Lift {
        DisguisedGame::lift(self)
    }

    fn winning_moves(&self) -> Result<Vec<DisguisedMove>, DisguiseError> {
        DisguisedGame::winning_moves(self)
    }

    fn effect(&self, mv: &DisguisedMove) -> Option<super::Effect> {
        DisguisedGame::effect(self, mv)
    }
}

impl FromStr for DisguisedGame {
    type Err = DisguiseError;

    /// `staircase:0,3,1,4`, `poker:3,4,5/2,1`, `turtles:THHTH` (also `mock-turtles:`, `ruler:`),
    /// `moore-2:3,5,6,7`, `lasker:5,3`, `hackenbush:((()))(()())`, `wythoff:3,5`; a sum of these and
    /// heaps joined by `+` (`kayles:5 + hackenbush:(()())`).
    fn from_str(text: &str) -> Result<Self, DisguiseError> {
        let text = text.trim();
        if text.contains('+') {
            return Self::sum(text.parse()?);
        }
        let (name, rest) = text.split_once(':').ok_or_else(|| DisguiseError::Malformed(text.into()))?;
        if let Some(rule) = CoinRule::from_key(name) {
            return CoinRow::parse(rule, rest).map(Self::Coins);
        }
        if let Some(k) = name.strip_prefix("moore-") {
            let k = k.parse::<u64>().map_err(|_| DisguiseError::Malformed(name.into()))?;
            return Moore::new(k, super::parse_numbers(rest, u64::MAX)?).map(Self::Moore);
        }
        match name {
            "staircase" => rest.parse().map(Self::Staircase),
            "poker" => rest.parse().map(Self::Poker),
            "lasker" => rest.parse().map(Self::Lasker),
            "hackenbush" => rest.parse().map(Self::Hackenbush),
            "wythoff" => rest.parse().map(Self::Wythoff),
            _ => Err(DisguiseError::Malformed(name.into())),
        }
    }
}

impl fmt::Display for DisguisedGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        each!(self, g, _wrap => fmt::Display::fmt(g, f))
    }
}
