//! The worked examples of the source texts (`shared/seeds/`), as named tests.

use bouton::{
    Analysis, BinaryTable, Decision, Ending, Level, Move, MoveRule, Opponent, Outcome, PlainGame, Position, Rules,
    Side, StepKind, lemma_one, lemma_two, nim_sum, outcome, winning_moves,
};

fn nim() -> Rules {
    Rules::default()
}

fn position(heaps: &[u64]) -> Position {
    Position::new(heaps.to_vec()).unwrap()
}

/// Seed 000: X = 19 ⊕ 20 ⊕ 21 = 18, its top bit 16 is in all three rows, so there are three moves.
#[test]
fn seed_000_nineteen_twenty_twenty_one() {
    let analysis = Analysis::of(&position(&[19, 20, 21]), &nim()).unwrap();
    assert_eq!(analysis.nim_sum, 18);
    assert_eq!(analysis.winning_moves, [Move::new(0, 18), Move::new(1, 14), Move::new(2, 14)]);
    let table = BinaryTable::new(&analysis.grundy);
    assert_eq!(table.top_bit(), Some(4));
    assert_eq!(table.candidates(), [0, 1, 2]);
}

/// Seed 000: 1, 4, 5 is P (1 + 4 = 5); 3, 5, 6 is P although no two heaps sum to the third; 3, 5, 8
/// has nim-sum 14.
#[test]
fn seed_000_two_heaps_summing_to_the_third_is_not_the_rule() {
    assert_eq!(outcome(&[1, 4, 5], &nim()).unwrap(), Outcome::PreviousWins);
    assert_eq!(outcome(&[3, 5, 6], &nim()).unwrap(), Outcome::PreviousWins);
    assert_eq!(nim_sum(&[3, 5, 8], &nim()), 14);
    assert_eq!(outcome(&[3, 5, 8], &nim()).unwrap(), Outcome::NextWins);
    // Cut-the-knot: the largest of a&X, b&X, c&X is c's, and c − (a ⊕ b) = 8 − 6 = 2.
    let table = BinaryTable::new(&[3, 5, 8]);
    assert_eq!(table.largest_and_x(), Some(2));
    assert_eq!(winning_moves(&[3, 5, 8], &nim()).unwrap(), [Move::new(2, 2)]);
}

/// Seed 004: Ligia and Paul from (1, 2, 3): P; after Ligia's (0, 2, 3), Paul takes 1 from the third heap.
#[test]
fn seed_004_ligia_and_paul() {
    assert_eq!(outcome(&[1, 2, 3], &nim()).unwrap(), Outcome::PreviousWins);
    assert_eq!(winning_moves(&[0, 2, 3], &nim()).unwrap(), [Move::new(2, 1)]);
    // The whole game as the seed tells it; Paul (second) keeps landing on nim-sum 0 and wins.
    let moves = vec![Move::new(0, 1), Move::new(2, 1), Move::new(1, 1), Move::new(2, 1)];
    let mut game = PlainGame::from_parts(nim(), position(&[1, 2, 3]), &moves, 4).unwrap();
    let sums: Vec<u64> = game.history().iter().map(|e| e.nim_sum_after).collect();
    assert_eq!(sums, [1, 0, 3, 0]);
    // From (0, 1, 1) Ligia must take one, Paul takes the last.
    game.play(Move::new(1, 1)).unwrap();
    game.play(Move::new(2, 1)).unwrap();
    assert_eq!(game.winner(), Some(Side::Second));
    // The perfect computer in Paul's seat finds his move.
    let mut paul = Opponent::new(Level::Perfect, 1);
    assert_eq!(paul.choose(&position(&[0, 2, 3]), &nim()).unwrap().mv, Move::new(2, 1));
}

/// Seed 001, misère: with one heap ≥ 2 left, reduce it to leave an odd number of heaps of size 1.
#[test]
fn seed_001_misere_endgame() {
    let misere = Rules::new(Ending::Misere, MoveRule::Any);
    // One heap of 2 and one heap of 1: normal play leaves an even number of 1-heaps (two), misère
    // empties the 2 to leave an odd number (one).
    assert_eq!(winning_moves(&[0, 1, 2], &nim()).unwrap(), [Move::new(2, 1)]);
    assert_eq!(winning_moves(&[0, 1, 2], &misere).unwrap(), [Move::new(2, 2)]);
    // With two heaps of 1 beside the 2, it is the other way round.
    assert_eq!(winning_moves(&[1, 2, 1], &misere).unwrap(), [Move::new(1, 1)]);
    assert_eq!(winning_moves(&[1, 2, 1], &nim()).unwrap(), [Move::new(1, 2)]);
    // 0, 0, 1: the player to move must take the last object, and loses.
    assert_eq!(outcome(&[0, 0, 1], &misere).unwrap(), Outcome::PreviousWins);
    let analysis = Analysis::of(&position(&[1, 1, 0]), &misere).unwrap();
    assert_eq!(analysis.decision, Decision::MisereEndgame { ones: 2 });
    // Normal play with all heaps ≤ 1 and an odd count of ones: take a whole heap of 1 (never "remove 0").
    assert_eq!(winning_moves(&[1, 1, 1], &nim()).unwrap(), [Move::new(0, 1), Move::new(1, 1), Move::new(2, 1)]);
    // The empty position: no crash; lost in normal play, won in misère.
    assert_eq!(outcome(&[], &nim()).unwrap(), Outcome::PreviousWins);
    assert_eq!(outcome(&[], &misere).unwrap(), Outcome::NextWins);
}

/// Seed 001, S(1..k) on one heap: the second player wins iff n ≡ 0 (normal) or n ≡ 1 (misère) mod k+1.
#[test]
fn seed_001_subtraction_game_single_heap() {
    for k in 1..=7u64 {
        for n in 0..=60u64 {
            let normal = Rules::new(Ending::Normal, MoveRule::up_to(k).unwrap());
            let misere = Rules::new(Ending::Misere, MoveRule::up_to(k).unwrap());
            let second_wins = |rules: &Rules| outcome(&[n], rules).unwrap() == Outcome::PreviousWins;
            assert_eq!(second_wins(&normal), n % (k + 1) == 0, "normal k={k} n={n}");
            assert_eq!(second_wins(&misere), n % (k + 1) == 1, "misère k={k} n={n}");
        }
    }
    // "If this makes all the heaps of size zero (in misère play), the winning move is to take k
    // objects from one of the heaps": S(1..3), heaps 4 and 8.
    let misere = Rules::new(Ending::Misere, MoveRule::up_to(3).unwrap());
    assert!(winning_moves(&[4, 8], &misere).unwrap().contains(&Move::new(0, 3)));
}

/// Seed 001 and 004: the lemmas on real numbers.
#[test]
fn lemmas_on_the_seed_positions() {
    let steps = lemma_two(&position(&[0, 2, 3]), &nim(), 2).unwrap();
    assert!(steps.iter().any(|s| s.kind == StepKind::Target { heap: 2, x: 3, s: 1, y: 2 }));
    let steps = lemma_one(&position(&[1, 2, 3]), &nim(), Move::new(0, 1)).unwrap();
    assert!(steps.iter().any(|s| s.kind == StepKind::NewNimSum { x: 1, y: 0, t: 1 }));
}
