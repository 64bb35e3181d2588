//! Sums of games against an XOR-free brute force of the whole sum, in normal and misère play.

use std::collections::HashMap;

use proptest::prelude::*;

use super::*;
use crate::core::analysis::{Decision, Outcome};
use crate::core::rules::Ending;
use crate::core::{Analysis, MoveRule, Position, Rules};

fn game(name: &str) -> HeapGame {
    name.parse().unwrap()
}

fn sum(heaps: &[(&str, u64)]) -> SumPosition {
    SumPosition::new(heaps.iter().map(|&(g, n)| Heap::new(game(g), n)).collect()).unwrap()
}

/// Every move of one heap, written from the definition of an octal code (no values, no XOR).
fn definition_moves(game: &HeapGame, n: u64) -> Vec<Leaves> {
    let mut out = Vec::new();
    let digits: Vec<u8> = match game {
        HeapGame::Nim => vec![3; n as usize],
        HeapGame::Octal(code) => code.digits().to_vec(),
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
struct Brute {
    ending: Ending,
    memo: HashMap<Vec<(usize, u64)>, bool>,
    games: Vec<HeapGame>,
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

    fn of(&mut self, position: &SumPosition) -> bool {
        let heaps = position
            .heaps()
            .iter()
            .map(|h| {
                let i = self.games.iter().position(|g| *g == h.game).unwrap_or_else(|| {
                    self.games.push(h.game.clone());
                    self.games.len() - 1
                });
                (i, h.size)
            })
            .collect();
        self.next_wins(heaps)
    }
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

fn any_game() -> impl Strategy<Value = HeapGame> {
    prop_oneof![
        Just(HeapGame::Nim),
        Just(game("kayles")),
        Just(game("dawson")),
        (1u64..4).prop_map(|k| game(&format!("upto-{k}"))),
        Just(game("set-1.3.4")),
        Just(game("set-2.3")),
        // Random octal codes of one to four digits (a code with no move is skipped).
        prop::collection::vec(0u8..8, 1..5).prop_filter_map("a code with a move", |digits| {
            let code: String = digits.iter().map(|d| char::from(b'0' + d)).collect();
            format!("0.{code}").parse::<HeapGame>().ok()
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

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

    /// A sum of one game's heaps agrees with the classic analysis of that rule (Nim, S(1..k), a set).
    #[test]
    fn uniform_sums_agree_with_the_classic_rules(sizes in prop::collection::vec(0u64..40, 0..5), rule in 0usize..3) {
        let (name, moves) = [("nim", MoveRule::Any), ("upto-3", MoveRule::UpTo(3)), ("set-1.3.4", MoveRule::set(&[1, 3, 4]).unwrap())][rule].clone();
        let position = SumPosition::new(sizes.iter().map(|&n| Heap::new(game(name), n)).collect()).unwrap();
        let ours = SumAnalysis::of(&position, Ending::Normal).unwrap();
        let classic = Analysis::of(&Position::new(sizes.clone()).unwrap(), &Rules::new(Ending::Normal, moves)).unwrap();
        prop_assert_eq!(&ours.values, &classic.grundy);
        prop_assert_eq!(ours.outcome, classic.outcome);
        let classic_moves: Vec<SumMove> = classic.winning_moves.iter().map(|m| SumMove::take(m.heap, sizes[m.heap], m.take)).collect();
        prop_assert_eq!(ours.winning_moves, classic_moves);
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
    let position = sum(&[("0.6", crate::core::MAX_UNPROVEN_TO + 5)]);
    assert!(matches!(SumAnalysis::of(&position, Ending::Normal), Err(SumError::Values(_))));
    let near = sum(&[("0.6", 300), ("kayles", 4)]);
    assert!(SumAnalysis::of(&near, Ending::Normal).is_ok());
}

/// The value a brute force gives a heap: the v for which heap + a Nim heap of v is P (normal play).
fn brute_value(brute: &mut Brute, heap: &Heap) -> u64 {
    (0..64).find(|&v| !brute.of(&SumPosition::new(vec![heap.clone(), Heap::new(HeapGame::Nim, v)]).unwrap())).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// Every sentence about a sum holds under the brute force: each value (heap + Nim heap of it is P),
    /// the outcome, and what each winning move does.
    #[test]
    fn every_sum_claim_holds(heaps in prop::collection::vec((any_game(), 0u64..8), 0..4), misere in any::<bool>()) {
        use crate::core::claims::{MoveWins, SumClaim, SumClaims};
        let ending = if misere { Ending::Misere } else { Ending::Normal };
        let position = SumPosition::new(heaps.into_iter().map(|(g, n)| Heap::new(g, n)).collect()).unwrap();
        let book = ValueBook::for_heaps(position.heaps()).unwrap();
        let analysis = SumAnalysis::with_book(&position, ending, &book).unwrap();
        let claims = SumClaims::of(&position, &analysis, ending, &book);
        let mut normal = Brute { ending: Ending::Normal, memo: HashMap::new(), games: Vec::new() };
        let mut brute = Brute { ending, memo: HashMap::new(), games: Vec::new() };
        for claim in &claims.values {
            let SumClaim::HeapValue { of, value, .. } = claim else { panic!("{claim:?}") };
            prop_assert_eq!(brute_value(&mut normal, of), *value, "{}", claim);
            // "Plays like a Nim heap" is said in normal play only (false in misère, as the audit showed).
            prop_assert_eq!(claim.to_string().contains("plays like a Nim heap"), !misere && of.game != HeapGame::Nim);
            let said = format!("value {value}");
            prop_assert!(claim.to_string().contains(&said));
        }
        let SumClaim::Outcome { outcome, .. } = &claims.outcome else { panic!() };
        prop_assert_eq!(*outcome, Outcome::from_next_wins(brute.of(&position)), "{}", claims.outcome);
        prop_assert!(claims.outcome.to_string().ends_with(&outcome.to_string()));
        for claim in &claims.winning_moves {
            let SumClaim::WinningMove { mv, of, why } = claim else { panic!("{claim:?}") };
            let after = position.after(*mv).unwrap();
            prop_assert!(!brute.of(&after), "{} leaves an N-position", claim);
            match *why {
                MoveWins::ValueTo { to, parts, .. } => {
                    let (left, right) = match mv.leaves {
                        Leaves::Two(a, b) => (Heap::new(of.game.clone(), a), Some(Heap::new(of.game.clone(), b))),
                        Leaves::One(a) => (Heap::new(of.game.clone(), a), None),
                        Leaves::Nothing => (Heap::new(of.game.clone(), 0), None),
                    };
                    let left_value = brute_value(&mut normal, &left);
                    let right_value = right.map(|h| brute_value(&mut normal, &h));
                    if let (Some((a, b)), Some(rv)) = (parts, right_value) {
                        prop_assert_eq!((a, b), (left_value, rv), "{}", claim);
                    }
                    prop_assert_eq!(left_value ^ right_value.unwrap_or(0), to, "{}", claim);
                }
                MoveWins::OddOnes { ones } => {
                    let live = after.live_sizes();
                    prop_assert!(live.iter().all(|&n| n <= 1));
                    prop_assert_eq!(live.iter().filter(|&&n| n == 1).count() as u64, ones);
                    prop_assert!(ones % 2 == 1);
                }
                MoveWins::MisereNimSum => {
                    let live = after.live_sizes();
                    prop_assert!(live.iter().any(|&n| n >= 2));
                    prop_assert_eq!(live.iter().fold(0, |x, n| x ^ n), 0);
                }
                MoveWins::Searched => prop_assert!(misere && !position.is_all_nim()),
            }
        }
    }
}

#[test]
fn the_claims_read_as_a_teacher_says_them() {
    use crate::core::claims::SumClaims;
    let position = sum(&[("kayles", 10), ("nim", 2)]);
    let book = ValueBook::for_heaps(position.heaps()).unwrap();
    let mut position = position;
    position.play(SumMove::take(1, 2, 2)).unwrap();
    // Kayles 10 alone (X = 2): knocking pin 3 leaves rows of 2 and 7, worth 2 ⊕ 2 = 0.
    let analysis = SumAnalysis::with_book(&position, Ending::Normal, &book).unwrap();
    let claims = SumClaims::of(&position, &analysis, Ending::Normal, &book);
    let said: Vec<String> = claims.winning_moves.iter().map(ToString::to_string).collect();
    assert!(
        said.contains(&"knock pin 3 of row 1 (10 pins), leaving rows of 2 and 7: the two parts are worth 2 ⊕ 2 = 0, so the heap's value goes from 2 to 0 and X becomes 0".to_string()),
        "{said:#?}"
    );
    assert_eq!(claims.outcome.to_string(), "X = 2 ⊕ 0 = 2, so the position is N (the player to move wins)");
    let misere = sum(&[("kayles", 3), ("dawson", 4)]);
    let analysis = SumAnalysis::of(&misere, Ending::Misere).unwrap();
    let claims = SumClaims::of(&misere, &analysis, Ending::Misere, &ValueBook::for_heaps(misere.heaps()).unwrap());
    assert!(
        claims
            .outcome
            .to_string()
            .starts_with("Bouton knows no misère rule for these games, so it searched every line of play")
    );
}

/// The Sprague–Grundy steps: the mex of the options' values is the heap's value, for every game.
#[test]
fn the_mex_step_gives_the_heaps_value() {
    use crate::core::claims::{SumClaim, sprague_grundy_steps};
    for name in ["kayles", "dawson", "0.6", "upto-3", "set-1.3.4", "0.137"] {
        for size in 0..40 {
            let heap = Heap::new(game(name), size);
            let book = ValueBook::for_heaps(std::slice::from_ref(&heap)).unwrap();
            let steps = sprague_grundy_steps(0, &heap, &book, Ending::Normal).unwrap();
            let [options, mex] = &steps[..] else { panic!("{steps:?}") };
            let SumClaim::Mex { mex, reached, .. } = mex else { panic!() };
            assert_eq!(*mex, book.value(&heap.game, size).unwrap(), "{name} {size}");
            assert!(!reached.contains(mex));
            let SumClaim::Options { options: listed, .. } = options else { panic!() };
            assert_eq!(listed.len(), crate::core::sum::heap_moves(&heap.game, size).count());
            assert_eq!(listed.len() as u128, crate::core::claims::option_count(&heap.game, size));
        }
    }
    // A Nim heap in one sentence; a long Kayles row by its period, not by a capped list (the audit
    // found a mex of 0 for a row of 100,000 worth 1 when only 4,096 options were looked at).
    let nim = Heap::new(HeapGame::Nim, 5);
    let steps =
        sprague_grundy_steps(1, &nim, &ValueBook::for_heaps(std::slice::from_ref(&nim)).unwrap(), Ending::Normal)
            .unwrap();
    assert_eq!(
        steps[0].to_string(),
        "A move on heap 2 (Nim, 5 stones) may leave any smaller heap, so its moves reach every value from 0 to 4 and it is worth 5: a Nim heap is worth its size"
    );
    let long = Heap::new(game("kayles"), 100_000);
    let book = ValueBook::for_heaps(std::slice::from_ref(&long)).unwrap();
    let steps = sprague_grundy_steps(0, &long, &book, Ending::Normal).unwrap();
    let [SumClaim::ValueFromPeriod { value, options, .. }] = &steps[..] else { panic!("{steps:?}") };
    assert_eq!((*value, *options), (book.value(&long.game, 100_000).unwrap(), 100_000));
    // In misère play the value is said to be a normal-play value only.
    let misere = sprague_grundy_steps(0, &Heap::new(game("kayles"), 5), &book, Ending::Misere).unwrap();
    assert!(misere[1].to_string().ends_with("(how it plays in normal play; misère play does not go by it)"));
    let heap = Heap::new(game("kayles"), 5);
    let book = ValueBook::for_heaps(std::slice::from_ref(&heap)).unwrap();
    let steps = sprague_grundy_steps(0, &heap, &book, Ending::Normal).unwrap();
    let [options, mex] = &steps[..] else { panic!() };
    assert_eq!(
        options.to_string(),
        "A move on row 1 (Kayles, 5 pins) leaves a row of 4 (value 1), rows of 1 and 3 (value 1 ⊕ 3 = 2), rows of 2 and 2 (value 2 ⊕ 2 = 0), a row of 3 (value 3), rows of 1 and 2 (value 1 ⊕ 2 = 3)"
    );
    assert_eq!(
        mex.to_string(),
        "Its moves reach the values {0, 1, 2, 3}; the smallest value they miss (the mex) is 4, so row 1 (Kayles, 5 pins) is worth 4: it plays exactly like a Nim heap of 4"
    );
}

/// The quiz: the same seed gives the same questions; every "find the winning move" question is N;
/// each winning move is judged right and every other move wrong, as the brute force says.
#[test]
fn the_quiz_judges_answers_as_the_brute_force_does() {
    for ending in [Ending::Normal, Ending::Misere] {
        let mut a = SumQuiz::start(SumQuizKind::FindWinningMove, ending, 11).unwrap();
        let b = SumQuiz::start(SumQuizKind::FindWinningMove, ending, 11).unwrap();
        assert_eq!(a.question(), b.question());
        for _ in 0..6 {
            let position = a.question().game.position().clone();
            let mut brute = Brute { ending, memo: HashMap::new(), games: Vec::new() };
            assert!(brute.of(&position), "{position} is N");
            for mv in position.legal_moves() {
                let mut quiz = a.clone();
                let wins = !brute.of(&position.after(mv).unwrap());
                let feedback = quiz.answer(SumAnswer::Move(mv)).unwrap().clone();
                assert_eq!(feedback.correct, wins, "{position}: {mv:?}");
                assert!(matches!(quiz.answer(SumAnswer::Move(mv)), Err(SumQuizError::Answered)));
            }
            a.next_question().unwrap();
        }
        let mut p_or_n = SumQuiz::start(SumQuizKind::PorN, ending, 3).unwrap();
        for _ in 0..6 {
            let position = p_or_n.question().game.position().clone();
            let mut brute = Brute { ending, memo: HashMap::new(), games: Vec::new() };
            let truth = Outcome::from_next_wins(brute.of(&position));
            assert!(matches!(p_or_n.answer(SumAnswer::Move(SumMove::take(0, 1, 1))), Err(SumQuizError::WrongKind(_))));
            let feedback = p_or_n.answer(SumAnswer::Outcome(truth)).unwrap();
            assert!(feedback.correct);
            assert!(feedback.lines.last().unwrap().ends_with(&format!("{truth}.")), "{:?}", feedback.lines);
            p_or_n.next_question().unwrap();
        }
        assert_eq!(p_or_n.score(), (6, 6));
    }
}
