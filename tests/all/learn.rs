//! The proof panel and the exercises, driven headlessly with egui_kittest: step through both lemmas on
//! 19, 20, 21 and on P-positions, pick moves on the board, answer exercises by clicking, and check
//! every answer the app judges against the XOR-free checker.

use bouton::save::SavedGame;
use bouton::ui::{Action, BoutonApp, ExerciseAction, PanelKind, ProofAction, ProofPage, slide_text};
use bouton::{
    CheckBox, Classification, Difficulty, Ending, ExerciseKind, ExerciseSet, Game, Move, MoveRule, Outcome, Player,
    Players, Position, Rules, TableCell,
};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn harness(heaps: &[u64], players: Players) -> Harness<'static, BoutonApp> {
    let mut saved =
        SavedGame::new("test", Game::of_heaps(Rules::default(), Position::new(heaps.to_vec()).unwrap()).unwrap());
    saved.players = players;
    let mut harness =
        Harness::builder().with_size([1280.0, 800.0]).build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, saved));
    harness.run();
    harness
}

fn two_people() -> Players {
    Players { first: Player::Human { name: "Ligia".into() }, second: Player::Human { name: "Paul".into() } }
}

/// The text of the slide on show.
fn shown(harness: &Harness<'_, BoutonApp>) -> String {
    let app = harness.state();
    slide_text(&app.proof_view().slides[app.proof_state().step])
}

fn open_proof(harness: &mut Harness<'_, BoutonApp>) {
    harness.key_press(egui::Key::F2);
    harness.run();
    assert!(harness.state().prefs().show_proof(), "F2 opens the proof");
}

#[test]
fn lemma_two_on_19_20_21_step_by_step() {
    let mut harness = harness(&[19, 20, 21], two_people());
    open_proof(&mut harness);
    assert_eq!(harness.state().proof_state().page, ProofPage::Lemma2, "X ≠ 0 opens on Lemma 2");
    assert_eq!(harness.state().proof_view().slides.len(), 8);
    // Each step's real numbers, and the table cells it lights up.
    let expected = [
        ("Write the heaps in binary", "x₁ = 19 = 10011"),
        ("XOR the columns", "X = 18 ≠ 0"),
        ("Find the leftmost 1 of X", "bit d = 4"),
        ("Choose a heap with a 1 in bit d", "3 heaps have that 1"),
        ("The new size", "y₁ = 18 ⊕ 19 = 1"),
        ("Why y₁ < x₁", "Bit 4 drops from 1 to 0: that is −16"),
        ("The move", "Take 18 from heap 1 (19 → 1) leaves X = 0: a winning move."),
        ("The new nim-sum is 0", "X′ = 18 ⊕ 19 ⊕ 1 = 0"),
    ];
    for (i, (title, number)) in expected.iter().enumerate() {
        let text = shown(&harness);
        assert!(text.starts_with(title) && text.contains(number), "step {}: {text}", i + 1);
        if i == 2 {
            assert!(harness.state().proof_cells().contains(&TableCell::NimSumBit(4)), "the top bit of X is lit");
        }
        if i + 1 < expected.len() {
            harness.get_by_label("Next ▶").click();
            harness.run();
        }
    }
    // Every choice of heap is offered: heap 3 gives y₃ = 7, take 14.
    harness.get_by_label("3").click();
    harness.run();
    assert_eq!(harness.state().proof_state().heap, Some(2));
    let all: Vec<String> = harness.state().proof_view().slides.iter().map(slide_text).collect();
    assert!(all[4].contains("y₃ = 18 ⊕ 21 = 7"), "{}", all[4]);
    assert!(all[6].contains("Take 14 from heap 3 (21 → 7) leaves X = 0: a winning move."), "{}", all[6]);
    // ← goes back; Restart returns to the first step.
    harness.key_press(egui::Key::ArrowLeft);
    harness.run();
    assert_eq!(harness.state().proof_state().step, 6);
    harness.get_by_label("Restart").click();
    harness.run();
    assert_eq!(harness.state().proof_state().step, 0);
    // Play the move from the slide: the board follows and the proof starts again on the new position.
    harness.state_mut().apply(Action::Proof(ProofAction::Page(ProofPage::Lemma2)));
    for _ in 0..6 {
        harness.key_press(egui::Key::ArrowRight);
    }
    harness.run();
    harness.get_by_label("Play it on the board: take 14 from heap 3").click();
    harness.run();
    assert_eq!(harness.state().game().unwrap().position().heaps(), &[19, 20, 7]);
    assert_eq!(harness.state().analysis().unwrap().unwrap().nim_sum, 0);
}

#[test]
fn lemma_one_on_a_p_position_with_a_move_picked_on_the_board() {
    // Seed 000's 3, 5, 6: X = 0, though no two heaps add up to the third.
    let mut harness = harness(&[3, 5, 6], two_people());
    open_proof(&mut harness);
    assert_eq!(harness.state().proof_state().page, ProofPage::Lemma1, "X = 0 opens on Lemma 1");
    assert!(shown(&harness).contains("x₃ = 6 = 110"));
    // A click on a stone picks the move; nothing is played.
    harness.get_by_label("Heap 3: take 2").click();
    harness.run();
    assert_eq!(harness.state().game().unwrap().cursor(), 0, "the move is not played");
    assert_eq!(harness.state().proof_view().pick, Some(Move::new(2, 2)));
    assert_eq!(harness.state().proof_state().step, 2);
    assert!(shown(&harness).contains("x₃ = 6 becomes y₃ = 4"), "{}", shown(&harness));
    for _ in 0..3 {
        harness.key_press(egui::Key::ArrowRight);
        harness.run();
    }
    let last = shown(&harness);
    assert!(last.contains("6 and 4 differ in bit 1") && last.contains("X′ = 2 ≠ 0"), "{last}");
    assert!(harness.state().proof_cells().contains(&TableCell::Bit { row: 2, bit: 1 }));
    // Every legal move leaves X′ ≠ 0 (the core's claim, through the panel).
    for mv in harness.state().game().unwrap().position().legal_moves(&Rules::default()).collect::<Vec<_>>() {
        harness.state_mut().apply(Action::Proof(ProofAction::PickMove(mv)));
        let slides = &harness.state().proof_view().slides;
        let text = slide_text(&slides[slides.len() - 1]);
        assert!(text.contains("Whatever the move, X′ ≠ 0."), "{mv}: {text}");
    }
}

#[test]
fn lemma_one_from_s_not_zero_offers_the_winning_move_and_the_computer_waits() {
    let players = Players {
        first: Player::Human { name: "Class".into() },
        second: Player::Computer { level: bouton::Level::Perfect, seed: 1 },
    };
    let mut harness = harness(&[19, 20, 21], players);
    open_proof(&mut harness);
    harness.get_by_label("Lemma 1").click();
    harness.run();
    let view = harness.state().proof_view();
    assert!(view.not_here[0].text.contains("here X = 18"), "{:?}", view.not_here);
    let Some(bouton::Instead::Play(_, claim)) = &view.instead else { panic!("{:?}", view.instead) };
    assert_eq!(claim.to_string(), "take 18 from heap 1 (19 → 1) leaves X = 0: a winning move");
    harness.get_by_label("Play it: take 18 from heap 1").click();
    harness.run();
    let app = harness.state();
    assert_eq!(app.game().unwrap().position().heaps(), &[1, 20, 21]);
    assert!(app.computer_to_move(), "the computer waits for Computer move");
    assert!(app.proof_view().not_here.is_empty(), "Lemma 1 now applies");
    assert!(shown(&harness).contains("x₁ =  1 = 00001"));
}

#[test]
fn the_proof_waits_for_reveal_and_the_variants_use_the_position() {
    let mut harness = harness(&[3, 5, 8], two_people());
    harness.state_mut().apply(Action::Reveal(false));
    open_proof(&mut harness);
    assert!(harness.state().proof_cells().is_empty(), "hidden answers light nothing");
    // The proof panel's Reveal (the status line and the table have one too).
    assert_eq!(harness.get_all_by_label("Reveal").count(), 3);
    harness.get_all_by_label("Reveal").next().unwrap().click();
    harness.run();
    assert!(harness.state().revealed());
    harness.get_by_label("Cut-the-knot").click();
    harness.run();
    let slides: Vec<String> = harness.state().proof_view().slides.iter().map(slide_text).collect();
    assert!(slides[0].contains("heap 3: 1000 & 1110 = 1000  (8)"), "{}", slides[0]);
    assert!(slides[1].contains("8 − 6 = 2"), "{}", slides[1]);
    harness.get_by_label("Theorem").click();
    harness.run();
    let slides: Vec<String> = harness.state().proof_view().slides.iter().map(slide_text).collect();
    assert!(slides[0].contains("Here 16 objects are left"));
    assert!(
        slides[3].contains("Ligia (to move) will win") && slides[3].contains("Take 2 from heap 3 (8 → 6)."),
        "{}",
        slides[3]
    );
    harness.get_by_label("Misère").click();
    harness.run();
    assert!(shown(&harness).contains("Play exactly as in normal play while two or more heaps are 2 or more."));
}

#[test]
fn p_or_n_exercises_keep_score_and_give_the_game_back() {
    let mut harness = harness(&[19, 20, 21], two_people());
    harness.key_press(egui::Key::F3);
    harness.run();
    harness.get_by_label("Start").click();
    harness.run();
    let session = harness.state().exercise().unwrap();
    assert_eq!(session.set().seed, 1);
    assert!(!harness.state().revealed(), "answers hidden until answered");
    // Answer right twice (from the core's answer), then wrong once.
    for round in 0..3 {
        let right = harness.state().exercise().unwrap().question().outcome;
        let position = harness.state().exercise().unwrap().question().position.clone();
        assert_eq!(harness.state().game().unwrap().position(), &position, "the question is on the board");
        let click = match (right, round) {
            (Outcome::PreviousWins, 0 | 1) | (Outcome::NextWins, 2) => "P",
            _ => "N",
        };
        harness.get_by_label(click).click();
        harness.run();
        assert!(harness.state().revealed());
        harness.get_by_label("Next question").click();
        harness.run();
    }
    let score = harness.state().exercise().unwrap().score();
    assert_eq!((score.answered, score.correct, score.streak, score.best_streak), (3, 2, 0, 2));
    harness.get_by_label("Stop").click();
    harness.run();
    assert!(harness.state().exercise().is_none());
    assert_eq!(harness.state().game().unwrap().position().heaps(), &[19, 20, 21], "the game comes back");
}

/// A "P or N?" question on the board: a stray click on a stone changes nothing (the feedback would
/// else speak of another position than the one on screen), and the board says where to answer.
#[test]
fn a_question_locks_the_board_so_the_feedback_speaks_of_the_position_on_screen() {
    let mut harness = harness(&[19, 20, 21], two_people());
    harness.key_press(egui::Key::F3);
    harness.run();
    harness.get_by_label("Start").click();
    harness.run();
    let question = harness.state().exercise().unwrap().question().clone();
    let mv = question.position.legal_moves(&Rules::default()).next().unwrap();
    harness.get_by_label(&format!("Heap {}: take {}", mv.heap + 1, mv.take)).click();
    harness.run();
    assert_eq!(harness.state().game().unwrap().position(), &question.position, "a click plays nothing");
    assert_eq!(
        harness.state().message().as_deref(),
        Some("The board shows the question: answer in the Exercises panel."),
        "and the status line says where to answer"
    );
    // Played by keys or by an action, the move is refused and the status line says where to answer.
    for action in [Action::Play(mv), Action::ComputerMove, Action::Undo] {
        harness.state_mut().apply(action);
        harness.run();
        assert_eq!(harness.state().game().unwrap().position(), &question.position);
        assert_eq!(
            harness.state().message().as_deref(),
            Some("The board shows the question: answer in the Exercises panel.")
        );
    }
    harness.get_by_label("The board shows the question and stays as it is until you go on.");
    // The feedback then speaks of the position on the board.
    let click = if question.outcome == Outcome::PreviousWins { "N" } else { "P" };
    harness.get_by_label(click).click();
    harness.run();
    assert_eq!(harness.state().game().unwrap().position(), &question.position);
    assert!(!harness.state().exercise().unwrap().feedback().unwrap().correct);
}

/// The exercises panel shows the rules its questions use — filled from the board's — and lets one
/// change them before starting.
#[test]
fn the_exercise_rules_are_shown_and_chosen_in_the_panel() {
    let misere = Rules::new(Ending::Misere, MoveRule::up_to(3).unwrap());
    let mut saved = SavedGame::new("t", Game::of_heaps(misere.clone(), Position::new(vec![5, 6]).unwrap()).unwrap());
    saved.players = two_people();
    let mut harness =
        Harness::builder().with_size([1280.0, 800.0]).build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, saved));
    harness.run();
    harness.key_press(egui::Key::F3);
    harness.run();
    let board_rules = format!("Rules: {misere} (those of the game on the board).");
    harness.get_by_label(&board_rules);
    // Normal play, any number: the panel says these are not the board's, and starts with them.
    harness.get_by_label_contains("Normal:").click();
    harness.run();
    harness.get_by_label("Take any number").click();
    harness.run();
    let nim = Rules::default();
    harness.get_by_label(&format!("Rules: {nim} (not those of the game on the board)."));
    harness.get_by_label("As on the board").click();
    harness.run();
    harness.get_by_label(&board_rules);
    harness.get_by_label("Take 1 to k").click();
    harness.run();
    // A wrong k is said beside the field and cannot start.
    let k = harness.get_by_label("k =");
    k.click();
    harness.run();
    harness.key_press(egui::Key::End);
    harness.key_press(egui::Key::Backspace);
    harness.get_by_label("k =").type_text("0");
    harness.run();
    assert!(harness.query_by_label_contains("at least 1").is_some(), "k = 0 is refused");
    harness.get_by_label("Start").click();
    harness.run();
    assert!(harness.state().exercise().is_none());
    harness.state_mut().apply(Action::Exercise(ExerciseAction::Stop));
    harness.get_by_label("Take any number").click();
    harness.run();
    harness.get_by_label("Start").click();
    harness.run();
    assert_eq!(harness.state().exercise().unwrap().set().rules, Rules::new(Ending::Misere, MoveRule::Any));
}

#[test]
fn find_the_winning_move_on_the_board() {
    let mut harness = harness(&[1, 2], two_people());
    let set = ExerciseSet {
        kind: ExerciseKind::FindWinningMove,
        difficulty: Difficulty::EASY,
        rules: Rules::default(),
        seed: 5,
    };
    harness.state_mut().apply(Action::Exercise(ExerciseAction::Start(set)));
    harness.state_mut().apply(Action::TogglePanel(bouton::ui::PanelKind::Exercises));
    harness.run();
    assert!(harness.state().notes().ends_with("The answers are hidden until you answer."));
    let question = harness.state().exercise().unwrap().question().clone();
    // A losing move: taken back, answered wrong, the table revealed.
    let position = question.position.clone();
    let losing = position.legal_moves(&Rules::default()).find(|mv| !question.winning_moves.contains(mv)).unwrap();
    harness.get_by_label(&format!("Heap {}: take {}", losing.heap + 1, losing.take)).click();
    harness.run();
    let app = harness.state();
    assert_eq!(app.game().unwrap().position(), &position, "a wrong move is taken back");
    assert!(!app.exercise().unwrap().feedback().unwrap().correct);
    assert!(app.revealed(), "the binary table now shows the answer");
    // The header says so (it still said the answers were hidden until you answer).
    assert!(app.notes().ends_with("Answered: the answers are shown."), "{}", app.notes());
    // The next question: a winning move stays on the board.
    harness.get_by_label("Next question").click();
    harness.run();
    let question = harness.state().exercise().unwrap().question().clone();
    let mv = question.winning_moves[0];
    harness.get_by_label(&format!("Heap {}: take {}", mv.heap + 1, mv.take)).click();
    harness.run();
    let app = harness.state();
    assert!(app.exercise().unwrap().feedback().unwrap().correct);
    assert_eq!(app.game().unwrap().cursor(), 1);
    assert_eq!(app.analysis().unwrap().unwrap().outcome, Outcome::PreviousWins);
    assert_eq!(app.exercise().unwrap().score().correct, 1);
}

#[test]
fn which_heaps_can_win_by_ticking_boxes() {
    let mut harness = harness(&[1, 2], two_people());
    let set = ExerciseSet {
        kind: ExerciseKind::WinningHeaps,
        difficulty: Difficulty::MEDIUM,
        rules: Rules::default(),
        seed: 11,
    };
    harness.state_mut().apply(Action::Exercise(ExerciseAction::Start(set)));
    harness.state_mut().apply(Action::TogglePanel(bouton::ui::PanelKind::Exercises));
    harness.run();
    let winning = harness.state().exercise().unwrap().question().winning_heaps.clone();
    for heap in &winning {
        // The checkbox, not the board's row name (also "Heap k"): checkboxes have the CheckBox role.
        harness.get_by_role_and_label(egui::accesskit::Role::CheckBox, &format!("Heap {}", heap + 1)).click();
        harness.run();
    }
    harness.get_by_label("Check").click();
    harness.run();
    assert!(harness.state().exercise().unwrap().feedback().unwrap().correct);
}

#[test]
fn a_bad_exercise_setting_is_explained_and_changes_nothing() {
    let mut harness = harness(&[19, 20, 21], two_people());
    let set = ExerciseSet {
        kind: ExerciseKind::FindWinningMove,
        difficulty: Difficulty { heaps: 2, max: 3 },
        rules: Rules::new(Ending::Normal, MoveRule::set(&[5]).unwrap()),
        seed: 1,
    };
    harness.state_mut().apply(Action::Exercise(ExerciseAction::Start(set)));
    harness.run();
    assert!(harness.state().exercise().is_none());
    assert!(harness.state().exercise_error().unwrap().contains("No position with a winning move"));
    assert_eq!(harness.state().game().unwrap().position().heaps(), &[19, 20, 21]);
}

/// Every question's answers, against the XOR-free checker: the outcome, and which heaps have a move
/// to a P-position. All kinds, all rule families, many seeds.
#[test]
fn exercise_answers_agree_with_the_brute_force_checker() {
    let rule_sets = [
        Rules::default(),
        Rules::new(Ending::Misere, MoveRule::Any),
        Rules::new(Ending::Normal, MoveRule::up_to(3).unwrap()),
        Rules::new(Ending::Misere, MoveRule::up_to(2).unwrap()),
        Rules::new(Ending::Normal, MoveRule::set(&[1, 3, 4]).unwrap()),
        Rules::new(Ending::Misere, MoveRule::set(&[2, 3]).unwrap()),
    ];
    let difficulty = Difficulty { heaps: 4, max: 12 };
    for rules in rule_sets {
        let checker = Classification::compute(CheckBox { heaps: 4, max: 12 }, &rules, |_, _| true).unwrap();
        for kind in ExerciseKind::ALL {
            for seed in 0..6 {
                let set = ExerciseSet { kind, difficulty, rules: rules.clone(), seed };
                for number in 1..=8 {
                    let q = set.question(number).unwrap();
                    let heaps = q.position.heaps();
                    assert_eq!(checker.outcome(heaps), Some(q.outcome), "{rules}: {heaps:?}");
                    let brute: Vec<usize> = (0..heaps.len())
                        .filter(|&k| {
                            q.position.legal_moves(&rules).filter(|m| m.heap == k).any(|m| {
                                checker.outcome(q.position.after(m, &rules).unwrap().heaps())
                                    == Some(Outcome::PreviousWins)
                            })
                        })
                        .collect();
                    assert_eq!(q.winning_heaps, brute, "{rules}: {heaps:?}");
                    if kind != ExerciseKind::PorN {
                        assert_eq!(q.outcome, Outcome::NextWins);
                    }
                }
            }
        }
    }
}

#[test]
fn lemma_two_on_a_p_position_says_why_and_offers_lemma_one() {
    let mut harness = harness(&[1, 4, 5], two_people());
    open_proof(&mut harness);
    harness.get_by_label("Lemma 2").click();
    harness.run();
    let view = harness.state().proof_view();
    assert!(view.slides.is_empty());
    assert!(view.not_here[0].text.contains("here X = 0"), "{:?}", view.not_here);
    harness.get_by_label("Go to Lemma 1").click();
    harness.run();
    assert_eq!(harness.state().proof_state().page, ProofPage::Lemma1);
    assert_eq!(harness.state().proof_view().slides.len(), 6);
}

mod every_page {
    use super::*;
    use proptest::prelude::*;

    fn rules(index: usize) -> Rules {
        let ending = if index.is_multiple_of(2) { Ending::Normal } else { Ending::Misere };
        let moves = match index / 2 {
            0 => MoveRule::Any,
            1 => MoveRule::up_to(3).unwrap(),
            _ => MoveRule::set(&[1, 3, 4]).unwrap(),
        };
        Rules::new(ending, moves)
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 120, failure_persistence: None, ..ProptestConfig::default() })]

        /// Every page of the proof panel, on any position (huge heaps too) under any rules: it shows
        /// slides or says why not, the step stays in range, and the outlined cells exist in the table.
        #[test]
        fn every_page_renders_on_any_position(
            heaps in prop::collection::vec(prop_oneof![0u64..40, any::<u64>()], 0..6),
            rule in 0usize..6,
        ) {
            let saved = SavedGame::new("p", Game::of_heaps(rules(rule), Position::new(heaps.clone()).unwrap()).unwrap());
            let mut app = BoutonApp::new(saved);
            app.apply(Action::TogglePanel(bouton::ui::PanelKind::Proof));
            for page in ProofPage::ALL {
                app.apply(Action::Proof(ProofAction::Page(page)));
                let view = app.proof_view();
                prop_assert!(!view.slides.is_empty() || !view.not_here.is_empty(), "{page:?} shows nothing");
                for _ in 0..10 {
                    app.apply(Action::Proof(ProofAction::Next));
                }
                prop_assert!(app.proof_state().step < app.proof_view().slides.len().max(1));
                let width = app.table().unwrap().width();
                for cell in app.proof_cells() {
                    match *cell {
                        TableCell::Bit { row, bit } => prop_assert!(row < heaps.len() && bit < width),
                        TableCell::Row(row) => prop_assert!(row < heaps.len()),
                        TableCell::Column(bit) | TableCell::Ones(bit) | TableCell::NimSumBit(bit) => prop_assert!(bit < width),
                        TableCell::NimSumRow => {}
                    }
                }
            }
        }
    }
}

/// The proof fills the table in step by step: the first slide writes the heaps in binary (X, its
/// odd columns, d and the moves wait), the next finds X, the one after d, then the heaps that win.
#[test]
fn the_table_shows_what_the_proof_has_worked_out() {
    use bouton::TableShows::{Everything, NimSum, TopBit};
    let mut harness = harness(&[19, 20, 21], Players::default());
    harness.state_mut().apply(Action::TogglePanel(PanelKind::Proof));
    harness.run();
    assert_eq!(harness.state().proof_state().step, 0);
    let markers = |harness: &Harness<'static, BoutonApp>| harness.query_by_label("◀ take 18 → 1").is_some();
    assert!(harness.query_by_label("X hidden").is_some(), "slide 1: X is not worked out yet");
    assert!(harness.query_by_label("d").is_none() && !markers(&harness));
    assert!(harness.query_by_label("Winning moves (3):").is_none());
    let mut seen = Vec::new();
    for _ in 0..7 {
        harness.state_mut().apply(Action::Proof(ProofAction::Next));
        harness.run();
        let x = harness.query_by_label("X = 18").is_some();
        let d = harness.query_by_label("d").is_some();
        seen.push((harness.state().table_shows(), x, d, markers(&harness)));
    }
    assert_eq!(seen[0], (NimSum, true, false, false), "slide 2 XORs the columns");
    assert_eq!(seen[1], (TopBit, true, true, false), "slide 3 finds d");
    assert!(seen[2..].iter().all(|&s| s == (Everything, true, true, true)), "{seen:?}");
    // Closed, the proof no longer holds the table back.
    harness.state_mut().apply(Action::Proof(ProofAction::Restart));
    harness.state_mut().apply(Action::TogglePanel(PanelKind::Proof));
    harness.run();
    assert!(markers(&harness) && harness.query_by_label("X = 18").is_some());
}

/// Answers hidden before the exercises stay hidden after Stop, though answering a question showed
/// that question's answers.
#[test]
fn answers_hidden_before_the_exercises_stay_hidden_after_stop() {
    let mut harness = harness(&[19, 20, 21], two_people());
    harness.state_mut().apply(Action::SetHideAnswers(true));
    harness.run();
    assert!(!harness.state().revealed());
    harness.key_press(egui::Key::F3);
    harness.run();
    harness.get_by_label("Start").click();
    harness.run();
    harness.get_by_label("P").click();
    harness.run();
    assert!(harness.state().revealed(), "an answered question shows its answers");
    harness.get_by_label("Stop").click();
    harness.run();
    assert_eq!(harness.state().game().unwrap().position().heaps(), &[19, 20, 21]);
    assert!(!harness.state().revealed(), "the game comes back with its answers hidden");
    assert!(harness.query_by_label_contains("X = 18").is_none());
    assert!(harness.query_by_label_contains("the player to move wins").is_none());
}

/// Reveal during an unanswered question is refused (the answer could be copied and scored) and the
/// status line says why; answering shows the answers.
#[test]
fn reveal_waits_for_the_answer_in_an_exercise() {
    let mut harness = harness(&[19, 20, 21], two_people());
    harness.key_press(egui::Key::F3);
    harness.run();
    harness.get_by_label("Start").click();
    harness.run();
    harness.state_mut().apply(Action::Reveal(true));
    harness.run();
    assert!(!harness.state().revealed(), "no answer before answering");
    assert!(harness.state().message().unwrap().starts_with("Answer first"), "{:?}", harness.state().message());
    harness.get_by_label("N").click();
    harness.run();
    assert!(harness.state().revealed());
}
