//! Sums of games against an XOR-free brute force of the whole sum, in normal and misère play.

use std::collections::HashMap;

use proptest::prelude::*;

use super::*;
use crate::core::analysis::{Decision, Outcome};
use crate::core::rules::Ending;
use crate::core::{Analysis, MoveRule, Position, Rules};

mod claims;
mod computer;
mod grundy;
mod lasker;

pub(super) fn game(name: &str) -> HeapGame {
    name.parse().unwrap()
}

pub(super) fn sum(heaps: &[(&str, u64)]) -> SumPosition {
    SumPosition::new(heaps.iter().map(|&(g, n)| Heap::new(game(g), n)).collect()).unwrap()
}

/// Every move of one heap, written from the definition of the game — a take-away rule's amounts, an
/// octal code's digits — with no values and no XOR.
pub(super) fn definition_moves(game: &HeapGame, n: u64) -> Vec<Leaves> {
    let mut out = Vec::new();
    let digits: Vec<u8> = match game {
        HeapGame::Take(rule) => {
            return (1..=n)
                .filter(|&t| rule.allows(t))
                .map(|t| if t == n { Leaves::Nothing } else { Leaves::One(n - t) })
                .collect();
        }
        HeapGame::Octal(code) => code.digits().to_vec(),
        // Lasker's Nim: split into two non-empty heaps (taking nothing), or take any number.
        HeapGame::Lasker => {
            let splits = (1..=n / 2).map(|a| Leaves::Two(a, n - a));
            let takes = (1..=n).map(|t| if t == n { Leaves::Nothing } else { Leaves::One(n - t) });
            return splits.chain(takes).collect();
        }
        // Grundy's game: split into two non-empty heaps of different sizes, taking nothing.
        HeapGame::Grundy => return (1..=n / 2).filter(|&a| a != n - a).map(|a| Leaves::Two(a, n - a)).collect(),
    };
    for (i, &d) in digits.iter().enumerate() {
        let t = i as u64 + 1;
        if t > n {
            break;
        }
        let rest = n - t;
        if d & 1 != 0 && rest == 0 {
            out.push(Leaves::Nothing);
        }
        if d & 2 != 0 && rest > 0 {
            out.push(Leaves::One(rest));
        }
        if d & 4 != 0 {
            for a in 1..=rest / 2 {
                out.push(Leaves::Two(a, rest - a));
            }
        }
    }
    out
}

/// The brute force: is the sum (a multiset of (game, size)) won by the player to move?
pub(super) struct Brute {
    pub(super) ending: Ending,
    pub(super) memo: HashMap<Vec<(usize, u64)>, bool>,
    pub(super) games: Vec<HeapGame>,
}

impl Brute {
    fn next_wins(&mut self, mut heaps: Vec<(usize, u64)>) -> bool {
        heaps.retain(|&(_, n)| n > 0);
        heaps.sort_unstable();
        if let Some(&w) = self.memo.get(&heaps) {
            return w;
        }
        let mut any_move = false;
        let mut wins = false;
        for i in 0..heaps.len() {
            let (g, n) = heaps[i];
            for leaves in definition_moves(&self.games[g], n) {
                any_move = true;
                let mut child: Vec<(usize, u64)> = heaps[..i].iter().chain(&heaps[i + 1..]).copied().collect();
                match leaves {
                    Leaves::Nothing => {}
                    Leaves::One(a) => child.push((g, a)),
                    Leaves::Two(a, b) => child.extend([(g, a), (g, b)]),
                }
                if !self.next_wins(child) {
                    wins = true;
                    break;
                }
            }
            if wins {
                break;
            }
        }
        // With no move: normal play, the player to move has lost; misère, has won.
        let result = if any_move { wins } else { self.ending == Ending::Misere };
        self.memo.insert(heaps, result);
        result
    }

    pub(super) fn of(&mut self, position: &SumPosition) -> bool {
        let heaps = indexed(&mut self.games, position);
        self.next_wins(heaps)
    }
}

/// A sum's heaps as (game's index in `games`, size), each new game added to `games`: the brute
/// forces' memo keys.
pub(super) fn indexed(games: &mut Vec<HeapGame>, position: &SumPosition) -> Vec<(usize, u64)> {
    let index = |games: &mut Vec<HeapGame>, game: &HeapGame| {
        games.iter().position(|g| g == game).unwrap_or_else(|| {
            games.push(game.clone());
            games.len() - 1
        })
    };
    position.heaps().iter().map(|h| (index(games, &h.game), h.size)).collect()
}

fn check_against_brute_force(position: &SumPosition, ending: Ending) {
    let analysis = SumAnalysis::of(position, ending).unwrap();
    let mut brute = Brute { ending, memo: HashMap::new(), games: Vec::new() };
    let next_wins = brute.of(position);
    assert_eq!(analysis.outcome, Outcome::from_next_wins(next_wins), "{position} ({ending:?})");
    let mut expected = Vec::new();
    for (heap, h) in position.heaps().iter().enumerate() {
        for leaves in definition_moves(&h.game, h.size) {
            let take = h.size - leaves.total() as u64;
            let mv = SumMove { heap, take, leaves };
            if !brute.of(&position.after(mv).unwrap()) {
                expected.push(mv);
            }
        }
    }
    assert_eq!(analysis.winning_moves, expected, "{position} ({ending:?})");
    assert_eq!(analysis.winning_count, expected.len() as u128);
    if ending == Ending::Normal {
        assert_eq!(analysis.nim_sum, analysis.values.iter().fold(0, |x, &g| x ^ g));
    }
}

/// `cases` random cases; a failing one is kept beside this file, not at the project's top level.
pub(super) fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: Some(Box::new(proptest::test_runner::FileFailurePersistence::SourceParallel(
            "proptest-regressions",
        ))),
        ..ProptestConfig::default()
    }
}

pub(super) fn any_game() -> impl Strategy<Value = HeapGame> {
    prop_oneof![
        Just(HeapGame::nim()),
        Just(game("kayles")),
        // S(1..3) and {1, 3, 4} written as octal codes too.
        Just(game("0.333")),
        Just(game("0.3033")),
        Just(game("dawson")),
        (1u64..4).prop_map(|k| game(&format!("upto-{k}"))),
        Just(game("set-1.3.4")),
        Just(game("set-2.3")),
        Just(HeapGame::Lasker),
        Just(HeapGame::Grundy),
        // Random octal codes of one to four digits (a code with no move is skipped).
        prop::collection::vec(0u8..8, 1..5).prop_filter_map("a code with a move", |digits| {
            let code: String = digits.iter().map(|d| char::from(b'0' + d)).collect();
            format!("0.{code}").parse::<HeapGame>().ok()
        }),
    ]
}

proptest! {
    #![proptest_config(config(300))]

    #[test]
    fn normal_play_sums_match_the_brute_force(heaps in prop::collection::vec((any_game(), 0u64..9), 0..4)) {
        let position = SumPosition::new(heaps.into_iter().map(|(g, n)| Heap::new(g, n)).collect()).unwrap();
        check_against_brute_force(&position, Ending::Normal);
    }

    #[test]
    fn misere_sums_match_the_brute_force(heaps in prop::collection::vec((any_game(), 0u64..7), 0..4)) {
        let position = SumPosition::new(heaps.into_iter().map(|(g, n)| Heap::new(g, n)).collect()).unwrap();
        check_against_brute_force(&position, Ending::Misere);
    }

    /// One model: heaps that all play one take-away rule are the plain game of that rule, in all six
    /// rule families (normal and misère × Nim, S(1..k), a set). The sum's analysis agrees with the
    /// plain one — values, X, outcome, every winning move — and both with the brute force of the
    /// rule's own moves; the plain view gives back the rule and the sizes.
    #[test]
    fn one_rule_heaps_are_the_plain_game_in_every_rule_family(
        sizes in prop::collection::vec(0u64..12, 0..4),
        misere in any::<bool>(),
        rule in prop_oneof![
            Just(MoveRule::Any),
            (1u64..6).prop_map(|k| MoveRule::up_to(k).unwrap()),
            prop::sample::select(vec![vec![1u64, 3, 4], vec![2, 3], vec![1, 4], vec![2, 5, 6]])
                .prop_map(|amounts| MoveRule::set(&amounts).unwrap()),
        ],
    ) {
        let ending = if misere { Ending::Misere } else { Ending::Normal };
        let position = SumPosition::uniform(&HeapGame::Take(rule.clone()), &sizes).unwrap();
        let plain = Position::new(sizes.clone()).unwrap();
        let game = crate::core::Game::new(ending, position.clone()).unwrap();
        if !sizes.is_empty() {
            prop_assert_eq!(game.rules(), Some(Rules::new(ending, rule.clone())));
            prop_assert_eq!(game.plain().map(|p| p.position().clone()), Some(plain.clone()));
        }
        let ours = SumAnalysis::of(&position, ending).unwrap();
        let classic = Analysis::of(&plain, &Rules::new(ending, rule)).unwrap();
        prop_assert_eq!(&ours.values, &classic.grundy);
        prop_assert_eq!(ours.nim_sum, classic.nim_sum);
        prop_assert_eq!(ours.outcome, classic.outcome);
        let mut classic_moves: Vec<SumMove> = classic.winning_moves.iter().map(|m| SumMove::take(m.heap, sizes[m.heap], m.take)).collect();
        let mut our_moves = ours.winning_moves.clone();
        classic_moves.sort_unstable();
        our_moves.sort_unstable();
        prop_assert_eq!(our_moves, classic_moves);
        check_against_brute_force(&position, ending);
    }
}

#[test]
fn kayles_ten_nim_five_dawson_seven() {
    let position = sum(&[("kayles", 10), ("dawson", 7), ("nim", 5)]);
    let analysis = SumAnalysis::of(&position, Ending::Normal).unwrap();
    // g_Kayles(10) = 2, g_Dawson(7) = 1, g_Nim(5) = 5: X = 2 ⊕ 1 ⊕ 5 = 6.
    assert_eq!(analysis.values, [2, 1, 5]);
    assert_eq!(analysis.nim_sum, 6);
    assert_eq!(analysis.outcome, Outcome::NextWins);
    check_against_brute_force(&position, Ending::Normal);
    // The Nim heap goes to 5 ⊕ 6 = 3.
    assert!(analysis.winning_moves.contains(&SumMove::take(2, 5, 2)));
}

#[test]
fn a_split_is_played_in_place() {
    let mut position = sum(&[("kayles", 10), ("nim", 5)]);
    // Knock pin 3 of the row of 10: rows of 2 and 7, in that order, before the Nim heap.
    position.play(SumMove::split(0, 1, 2, 7)).unwrap();
    assert_eq!(position.to_string(), "kayles:2 kayles:7 nim:5");
    let before = position.clone();
    for bad in [
        SumMove::split(2, 1, 2, 2), // Nim cannot split
        SumMove::split(0, 1, 0, 1), // an empty part
        SumMove::take(1, 7, 3),     // Kayles takes 1 or 2
        SumMove::split(1, 2, 2, 2), // 2 + 2 + 2 ≠ 7
        SumMove::take(5, 1, 1),     // no heap 6
        SumMove { heap: 0, take: 0, leaves: Leaves::One(2) },
    ] {
        assert!(position.play(bad).is_err(), "{bad:?}");
        assert_eq!(position, before);
    }
    assert_eq!(
        position.check(SumMove::take(1, 7, 3)).unwrap_err().to_string(),
        "Kayles (0.77) does not allow taking 3 and leaving one heap"
    );
}

#[test]
fn dawsons_kayles_takes_pairs() {
    // A Dawson's row of 1 has no move; of 2, one move that clears it.
    let position = sum(&[("dawson", 1), ("dawson", 2)]);
    let moves: Vec<SumMove> = position.legal_moves().collect();
    assert_eq!(moves, [SumMove { heap: 1, take: 2, leaves: Leaves::Nothing }]);
    assert!(!sum(&[("dawson", 1)]).has_move());
}

#[test]
fn long_rows_count_their_splits_by_the_period() {
    // A Kayles row of 5,000: the splits counted through the period's residue classes must equal a
    // plain count over every split.
    for size in [200u64, 1_001, 5_000] {
        let position = sum(&[("kayles", size), ("nim", 3)]);
        let book = ValueBook::for_heaps(position.heaps()).unwrap();
        let analysis = SumAnalysis::with_book(&position, Ending::Normal, &book).unwrap();
        let g = |n: u64| book.value(&game("kayles"), n).unwrap();
        let target = analysis.nim_sum ^ analysis.values[0];
        let mut plain: Vec<SumMove> = Vec::new();
        for take in 1..=2 {
            let rest = size - take;
            if g(rest) == target {
                plain.push(SumMove::take(0, size, take));
            }
            plain.extend(
                (1..=rest / 2).filter(|&a| g(a) ^ g(rest - a) == target).map(|a| SumMove::split(0, take, a, rest - a)),
            );
        }
        if 3 > analysis.nim_sum ^ 3 {
            plain.push(SumMove::take(1, 3, 3 - (analysis.nim_sum ^ 3)));
        }
        assert_eq!(analysis.winning_count, plain.len() as u128, "row of {size}");
        let listed = plain.len().min(MAX_LISTED_MOVES);
        assert_eq!(analysis.winning_moves[..], plain[..listed], "row of {size}");
    }
    // Any size at all: a row of 10^18 is counted, not listed.
    let kayles_value = |n: u64| SumAnalysis::of(&sum(&[("kayles", n)]), Ending::Normal).unwrap().nim_sum;
    let size = (1_000_000_000_000_000_000..1_000_000_000_000_000_100).find(|&n| kayles_value(n) != 0).unwrap();
    let huge = sum(&[("kayles", size), ("nim", 0)]);
    let analysis = SumAnalysis::of(&huge, Ending::Normal).unwrap();
    assert!(analysis.winning_count > 1_000_000_000_000);
    assert_eq!(analysis.winning_moves.len(), MAX_LISTED_MOVES);
    for mv in &analysis.winning_moves {
        let after = huge.after(*mv).unwrap();
        assert_eq!(SumAnalysis::of(&after, Ending::Normal).unwrap().nim_sum, 0);
    }
}

#[test]
fn misere_search_is_bounded_and_says_so() {
    let position = sum(&[("kayles", 900), ("nim", 200)]);
    let error = SumAnalysis::of(&position, Ending::Misere).unwrap_err();
    assert!(error.to_string().starts_with("Bouton knows no misère rule for sums with Kayles and Nim"), "{error}");
    // Misère Nim alone keeps Bouton's rule at any size.
    let nim = sum(&[("nim", 1 << 40), ("nim", 3)]);
    let analysis = SumAnalysis::of(&nim, Ending::Misere).unwrap();
    assert_eq!(analysis.decision, Decision::NimSum);
    assert_eq!(analysis.outcome, Outcome::NextWins);
}

#[test]
fn an_open_code_too_far_is_an_error() {
    // Past the budget of the mex's worst case, with no period proven by its first values: refused
    // before the long work.
    let position = sum(&[("0.6", crate::core::MAX_UNPROVEN_TO + 5)]);
    assert!(matches!(SumAnalysis::of(&position, Ending::Normal), Err(SumError::TooMuchWork)));
    let position = sum(&[("0.6", 100_000)]);
    assert!(matches!(SumAnalysis::of(&position, Ending::Normal), Err(SumError::TooMuchWork)));
    // Within it, computed; and a period proven early serves any size.
    assert!(SumAnalysis::of(&sum(&[("0.6", 20_000)]), Ending::Normal).is_ok());
    assert!(matches!(SumAnalysis::of(&sum(&[("0.6", 40_000)]), Ending::Normal), Err(SumError::TooMuchWork)));
    assert!(SumAnalysis::of(&sum(&[("0.16", 1 << 40)]), Ending::Normal).is_err());
    assert!(SumAnalysis::of(&sum(&[("kayles", 1 << 40), ("0.07", 1 << 50)]), Ending::Normal).is_ok());
    let near = sum(&[("0.6", 300), ("kayles", 4)]);
    assert!(SumAnalysis::of(&near, Ending::Normal).is_ok());
}

/// A misère sum of one S(1..k) keeps Bouton's misère rule on the values, as the classic analysis does
/// (the audit found `upto-3:700 upto-3:500` refused here and answered by `--up-to 3 700 500`).
#[test]
fn misere_sums_of_one_subtraction_game_use_the_rule() {
    let position = sum(&[("upto-3", 700), ("upto-3", 500)]);
    let analysis = SumAnalysis::of(&position, Ending::Misere).unwrap();
    let classic =
        Analysis::of(&Position::new(vec![700, 500]).unwrap(), &Rules::new(Ending::Misere, MoveRule::up_to(3).unwrap()))
            .unwrap();
    assert_eq!((analysis.outcome, analysis.decision), (classic.outcome, classic.decision));
    assert_eq!(position.misere_rule(), Some(MoveRule::up_to(3).unwrap()));
    assert_eq!(sum(&[("upto-3", 7), ("upto-2", 5)]).misere_rule(), None, "two different k are searched");
    assert_eq!(sum(&[("nim", 7), ("kayles", 0), ("set-2.3", 1)]).misere_rule(), Some(MoveRule::Any));
    for heaps in [&[("upto-2", 5), ("upto-2", 3), ("upto-2", 1)][..], &[("upto-3", 4), ("dawson", 1), ("upto-3", 6)]] {
        check_against_brute_force(&sum(heaps), Ending::Misere);
    }
}

/// Rows keep their numbers as heaps split: the parts of a split row are named 1a, 1b (and 1a's own
/// split renames the row's parts in order), the rows after it keep theirs, and taking a split back
/// gives the names back.
#[test]
fn rows_keep_their_numbers_as_heaps_split() {
    use crate::core::HeapName;
    let mut position = sum(&[("kayles", 7), ("nim", 3), ("dawson", 6)]);
    let names = |p: &SumPosition| (0..p.heaps().len()).map(|i| p.name(i)).collect::<Vec<_>>();
    let row = |row, part| HeapName { row, part };
    assert_eq!(names(&position), [row(1, None), row(2, None), row(3, None)]);
    // Knock pin 3 of the Kayles row: 2 and 4 are left, both in row 1.
    let split = SumMove::split(0, 1, 2, 4);
    position.play(split).unwrap();
    assert_eq!(names(&position), [row(1, Some(1)), row(1, Some(2)), row(2, None), row(3, None)]);
    // Split row 1b again: its parts are the row's second and third.
    let again = SumMove::split(1, 1, 1, 2);
    position.play(again).unwrap();
    assert_eq!(names(&position), [row(1, Some(1)), row(1, Some(2)), row(1, Some(3)), row(2, None), row(3, None)]);
    assert!(position.unplay(again) && position.unplay(split));
    assert_eq!(names(&position), [row(1, None), row(2, None), row(3, None)]);
    assert_eq!(position, sum(&[("kayles", 7), ("nim", 3), ("dawson", 6)]));
}
