//! Every disguise against the brute force of the game's own moves: outcome, winning moves, and the
//! value the disguise gives each part.

use super::*;
use crate::core::Outcome;

/// Checks one position: the disguise's outcome and winning moves are the brute force's.
fn agrees<G: Disguised>(game: &G) -> usize {
    let truth = solve(game, MAX_BRUTE_STATES).expect("small positions solve");
    assert_eq!(game.lift().outcome(), truth.outcome, "outcome of {game:?}");
    assert_eq!(game.has_move(), !game.moves().is_empty(), "{game:?}");
    assert_eq!(game.first_move(), game.moves().into_iter().next(), "{game:?}");
    assert_eq!(game.winning_moves().expect("listed"), truth.winning_moves, "winning moves of {game:?}");
    // What each move does underneath: the heap it names was that value, and X after is the lift's.
    if let Lift::Nim(heaps) = game.lift() {
        for mv in game.moves() {
            let effect = game.effect(&mv).expect("a Nim disguise says what a move does");
            let before = heaps.iter().find(|h| h.part == effect.part).map_or(0, |h| h.value);
            assert_eq!(effect.from, before, "{mv:?} in {game:?}");
            assert_eq!(effect.nim_sum_after, game.after(&mv).unwrap().lift().nim_sum(), "{mv:?} in {game:?}");
        }
    }
    1
}

/// Every list of `len` numbers from 0 to `max`.
fn lists(len: usize, max: u64) -> Vec<Vec<u64>> {
    (0..len).fold(vec![Vec::new()], |acc, _| {
        acc.into_iter().flat_map(|l| (0..=max).map(move |c| [l.clone(), vec![c]].concat())).collect()
    })
}

#[test]
fn staircase_is_nim_on_the_odd_steps() {
    let mut checked = 0;
    for len in 1..=4 {
        for coins in lists(len, 3) {
            checked += agrees(&Staircase::new(coins).unwrap());
        }
    }
    assert_eq!(checked, 4 + 16 + 64 + 256);
}

#[test]
fn poker_nim_is_nim_whatever_the_banks() {
    let mut checked = 0;
    for heaps in lists(2, 3).into_iter().chain(lists(3, 2)) {
        for banks in [[0, 0], [1, 0], [0, 2], [2, 1], [3, 3]] {
            checked += agrees(&Poker::new(heaps.clone(), banks).unwrap());
        }
    }
    assert_eq!(checked, (16 + 27) * 5);
}

#[test]
fn each_head_of_a_coin_row_is_a_heap_of_its_value() {
    for rule in CoinRule::ALL {
        let mut checked = 0;
        for len in 1..=7 {
            for bits in 0u32..(1 << len) {
                let heads = (0..len).map(|i| bits >> i & 1 == 1).collect();
                checked += agrees(&CoinRow::new(rule, heads).unwrap());
            }
        }
        assert_eq!(checked, 254, "{rule:?}");
        // A lone head's value by mex from the moves is the formula's.
        let by_mex = rule.values_by_mex(120);
        let formula: Vec<u64> = (1..=120).map(|n| rule.value(n)).collect();
        assert_eq!(by_mex, formula, "{rule:?}");
    }
    assert_eq!(CoinRule::MockTurtles.values_by_mex(8), [1, 2, 4, 7, 8, 11, 13, 14]);
    assert_eq!(CoinRule::Ruler.values_by_mex(8), [1, 2, 1, 4, 1, 2, 1, 8]);
}

#[test]
fn moores_nim_counts_columns_mod_k_plus_one() {
    let mut checked = 0;
    for k in 1..=3 {
        for len in 1..=4 {
            for heaps in lists(len, if len == 4 { 3 } else { 4 }) {
                checked += agrees(&Moore::new(k, heaps).unwrap());
            }
        }
    }
    assert_eq!(checked, 3 * (5 + 25 + 125 + 256));
    assert_eq!(
        Moore::new(2, vec![3, 5, 6, 7]).unwrap().move_count(),
        Moore::new(2, vec![3, 5, 6, 7]).unwrap().moves().len() as u128
    );
}

#[test]
fn lasker_values_follow_the_pattern_found_by_mex() {
    let values = FoundValues::lasker(100_000);
    assert_eq!((values.breaks_at, values.first, values.mex_to), (None, 0, FoundValues::LASKER_MEX_TO));
    assert_eq!(values.values[..9], [0, 1, 2, 4, 3, 5, 6, 8, 7]);
    assert_eq!(values.values.len(), 100_001);
    for rule in CoinRule::ALL {
        let found = FoundValues::coins(rule, 5_000);
        assert_eq!((found.breaks_at, found.first, found.values.len()), (None, 1, 5_000), "{rule:?}");
        assert!(found.mex_to >= 200);
    }
    let mut checked = 0;
    for len in 1..=3 {
        for heaps in lists(len, if len == 3 { 4 } else { 6 }) {
            checked += agrees(&Lasker::new(heaps).unwrap());
        }
    }
    assert_eq!(checked, 7 + 49 + 125);
}

#[test]
fn hackenbush_trees_collapse_by_the_colon_principle() {
    let drawings = [
        "(((())))",
        "(()())",
        "((()())())",
        "(()()())(())",
        "((())(()))((()))",
        "((()(()))())(()(()))",
        "(((()())()))(((())))()",
        "((()()())(()))((()))()",
    ];
    for text in drawings {
        let forest: Forest = text.parse().unwrap();
        agrees(&forest);
        // Every position reachable from it too.
        for edge in forest.moves() {
            agrees(&forest.after(&edge).unwrap());
        }
    }
    assert_eq!(Tree::stalk(5).value(), 5);
    assert_eq!("(()())".parse::<Forest>().unwrap().lift().values(), [1]);
}

#[test]
fn wythoff_is_not_nim_and_its_pairs_decide_it() {
    let mut checked = 0;
    for a in 0..=14 {
        for b in 0..=14 {
            checked += agrees(&Wythoff::new(a, b).unwrap());
        }
    }
    assert_eq!(checked, 225);
    // The nim-sum rule fails: (1, 1) has X = 0 and the player to move wins.
    let one_one = Wythoff::new(1, 1).unwrap();
    assert_eq!(one_one.lift().nim_sum(), 0);
    assert_eq!(solve(&one_one, 100).unwrap().outcome, Outcome::NextWins);
    // The P-positions of the mex table are the pairs.
    let table = Wythoff::grundy_table(40);
    for a in 0..=40u64 {
        for b in 0..=40u64 {
            let pair = (0..=40).any(|n| wythoff_pair(n) == (a.min(b), a.max(b)));
            assert_eq!(table[a as usize][b as usize] == 0, pair, "({a}, {b})");
        }
    }
    // One value at a time is the table's, and none past the bound.
    for (a, b) in [(0, 0), (7, 9), (40, 3), (17, 17)] {
        assert_eq!(Wythoff::new(a, b).unwrap().grundy(), Some(table[a as usize][b as usize]), "({a}, {b})");
    }
    assert_eq!(Wythoff::new(MAX_WYTHOFF_VALUES + 1, 0).unwrap().grundy(), None);
    // Its value is what it is in a sum: beside a Nim heap of that size the sum is lost for the
    // player to move, and beside any other heap won — by brute force of the sum's own moves.
    for a in 0..=5 {
        for b in 0..=5 {
            let queen = Wythoff::new(a, b).unwrap();
            let g = queen.grundy().unwrap();
            for heap in 0..=g + 2 {
                let sum = QueenAndHeap { queen, heap };
                let lost = solve(&sum, 100_000).unwrap().outcome == Outcome::PreviousWins;
                assert_eq!(lost, heap == g, "({a}, {b}) + heap {heap}: g = {g}");
            }
        }
    }
    // Winning moves on huge heaps are found by the pairs, and each reaches a pair.
    let big = Wythoff::new(1 << 59, (1 << 59) + 12_345).unwrap();
    let moves = big.winning_moves().unwrap();
    assert!(!moves.is_empty());
    for mv in moves {
        assert_eq!(big.after(&mv).unwrap().lift().outcome(), Outcome::PreviousWins);
    }
}

#[test]
fn any_game_reads_and_writes_its_own_text() {
    for text in [
        "staircase:0,3,1,4",
        "poker:3,4,5/2,1",
        "turtles:THHTH",
        "mock-turtles:HTTH",
        "ruler:HHHH",
        "moore-2:3,5,6,7",
        "lasker:5,3",
        "hackenbush:((()))(()())",
        "wythoff:3,5",
    ] {
        let game: DisguisedGame = text.parse().unwrap();
        assert_eq!(game.to_string(), text);
        assert_eq!(game.kind().key(), text.split([':', '-']).next().unwrap().replace("mock", "mock-turtles"));
    }
    for bad in [
        "staircase:1,x",
        "poker:1,2/3",
        "turtles:HXT",
        "hackenbush:(()",
        "hackenbush:)(",
        "wythoff:1",
        "moore-0:1",
        "chess:1",
    ] {
        assert!(bad.parse::<DisguisedGame>().is_err(), "{bad}");
    }
    assert!(matches!("staircase:18446744073709551615,1".parse::<DisguisedGame>(), Err(DisguiseError::TooLarge { .. })));
    assert!(matches!(
        format!("lasker:{}", vec!["1"; 65].join(",")).parse::<DisguisedGame>(),
        Err(DisguiseError::TooManyParts { .. })
    ));
}

#[test]
fn p_or_n_questions_are_half_p_and_judged_by_the_brute_force() {
    for kind in DisguiseKind::ALL {
        let mut quiz = DisguiseQuiz::start(kind, 7);
        let mut p = 0;
        for _ in 0..24 {
            let position = quiz.question().position.clone();
            assert_eq!(position.kind(), kind);
            let truth = position.solve(MAX_BRUTE_STATES).unwrap().outcome;
            p += u32::from(truth == Outcome::PreviousWins);
            let feedback = quiz.answer(Outcome::NextWins).unwrap();
            assert_eq!(feedback.truth, truth, "{position}");
            quiz.next();
        }
        assert!((6..=18).contains(&p), "{kind:?}: {p} P-positions of 24");
        let (right, answered) = quiz.score();
        assert_eq!((right, answered), (24 - p, 24));
        // The same seed asks the same questions.
        assert_eq!(DisguiseQuiz::start(kind, 7).question(), DisguiseQuiz::start(kind, 7).question());
    }
}

/// The value of `game` for the player to move by plain minimax of its own moves: no memo, no
/// canonical forms (tiny positions only).
fn minimax(game: &DisguisedGame) -> crate::core::Remoteness {
    let values: Vec<crate::core::Remoteness> =
        game.moves().iter().map(|mv| crate::core::Remoteness::of_move_to(minimax(&game.after(mv).unwrap()))).collect();
    let fastest_win = values.iter().filter(|v| v.wins()).map(|v| v.moves).min();
    match fastest_win {
        Some(moves) => crate::core::Remoteness { outcome: Outcome::NextWins, moves },
        None => crate::core::Remoteness {
            outcome: Outcome::PreviousWins,
            moves: values.iter().map(|v| v.moves).max().unwrap_or(0),
        },
    }
}

/// Tiny positions of every game, for plain minimax.
const TINY: [&str; 10] = [
    "staircase:1,2,1",
    "poker:2,1/1,1",
    "turtles:HTHH",
    "mock-turtles:THHH",
    "ruler:HHTH",
    "moore-2:1,2,1",
    "lasker:3,2",
    "hackenbush:(())(()())",
    "wythoff:2,3",
    "staircase:0,0,0",
];

#[test]
fn every_move_value_and_grade_is_the_minimax_of_the_games_own_moves() {
    use crate::core::Grade;
    let mut checked = 0;
    for text in TINY {
        let game: DisguisedGame = text.parse().unwrap();
        let values = DisguiseMoveValues::of(&game, APP_BRUTE_STATES).unwrap();
        assert_eq!(values.position, minimax(&game), "{text}");
        assert_eq!(values.moves.len(), game.moves().len(), "{text}");
        for (mv, value, grade) in &values.moves {
            let truth = crate::core::Remoteness::of_move_to(minimax(&game.after(mv).unwrap()));
            assert_eq!(*value, truth, "{mv:?} in {text}");
            // A mistake throws a win away; the best moves are as good as the position.
            assert_eq!(*grade == Grade::Mistake, values.position.wins() && !truth.wins(), "{mv:?} in {text}");
            if *grade == Grade::Best {
                assert_eq!(truth, values.position, "{mv:?} in {text}");
            }
            checked += 1;
        }
        assert_eq!(game.has_move(), values.moves.iter().any(|m| m.2 == Grade::Best || m.2 == Grade::Forced));
    }
    // Counted by hand: 4 staircase moves, 5 of Poker (3 takes, 2 adds), 8, 13 and 7 coin turns, 9
    // of Moore (4 from one heap, 5 from two), 7 of Lasker (5 takes, 2 splits), 5 edges, 7 queen moves.
    assert_eq!(checked, 4 + 5 + 8 + 13 + 7 + 9 + 7 + 5 + 7, "moves checked");
}

#[test]
fn a_review_grades_every_move_of_a_game_as_minimax_does() {
    use crate::core::{Grade, Side};
    for text in TINY {
        // Play the last legal move each time: a game of slow, often poor moves.
        let mut positions: Vec<DisguisedGame> = vec![text.parse().unwrap()];
        let mut moves = Vec::new();
        while let Some(mv) = positions.last().unwrap().moves().pop() {
            let next = positions.last().unwrap().after(&mv).unwrap();
            moves.push(mv);
            positions.push(next);
        }
        let review = DisguiseReview::of(&positions, &moves, APP_BRUTE_STATES).unwrap();
        assert_eq!(review.moves.len(), moves.len(), "{text}");
        for (i, reviewed) in review.moves.iter().enumerate() {
            let before = minimax(&positions[i]);
            let after = minimax(&positions[i + 1]);
            assert_eq!((reviewed.before, reviewed.after), (before, after), "move {} of {text}", i + 1);
            assert_eq!(reviewed.side, if i % 2 == 0 { Side::First } else { Side::Second });
            let forced = positions[i].moves().len() == 1;
            assert_eq!(reviewed.grade == Grade::Forced, forced, "move {} of {text}", i + 1);
            assert_eq!(reviewed.grade == Grade::Mistake, !forced && before.wins() && after.wins(), "{text}");
        }
        let counted: usize =
            [Side::First, Side::Second].iter().flat_map(|&s| Grade::ALL.map(|g| review.count(s, g))).sum();
        assert_eq!(counted, moves.len());
    }
    // A position that does not follow from the one before by its move is refused.
    let start: DisguisedGame = "staircase:0,1".parse().unwrap();
    let mv = start.first_move().unwrap();
    assert_eq!(DisguiseReview::of(&[start.clone(), start], &[mv], 100), Err(DisguiseError::Illegal));
    // Past its bound, the review says so.
    let big: DisguisedGame = "ruler:HHHHHHHHHHHHHHHH".parse().unwrap();
    let mv = big.first_move().unwrap();
    let next = big.after(&mv).unwrap();
    assert!(matches!(DisguiseReview::of(&[big, next], &[mv], 1_000), Err(DisguiseError::TooManyStates { .. })));
}

/// Wythoff's queen beside a Nim heap, played by their own moves (for the brute force).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct QueenAndHeap {
    queen: Wythoff,
    heap: u64,
}

/// A move of the queen, or a take from the heap.
#[derive(Clone, Debug, PartialEq, Eq)]
enum QueenOrTake {
    Queen(WythoffMove),
    Take(u64),
}

impl Disguised for QueenAndHeap {
    type Move = QueenOrTake;

    fn moves(&self) -> Vec<QueenOrTake> {
        let queen = self.queen.moves().into_iter().map(QueenOrTake::Queen);
        queen.chain((1..=self.heap).map(QueenOrTake::Take)).collect()
    }

    fn after(&self, mv: &QueenOrTake) -> Result<Self, DisguiseError> {
        Ok(match *mv {
            QueenOrTake::Queen(m) => Self { queen: self.queen.after(&m)?, heap: self.heap },
            QueenOrTake::Take(t) if t <= self.heap => Self { queen: self.queen, heap: self.heap - t },
            QueenOrTake::Take(_) => return Err(DisguiseError::Illegal),
        })
    }

    /// Not used by the brute force.
    fn lift(&self) -> Lift {
        Lift::Nim(Vec::new())
    }

    /// Not used by the brute force.
    fn winning_moves(&self) -> Result<Vec<QueenOrTake>, DisguiseError> {
        Ok(Vec::new())
    }

    fn effect(&self, _: &QueenOrTake) -> Option<Effect> {
        None
    }
}
