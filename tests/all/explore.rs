//! The Explore panel: the checker's counts against a second method, the plotted series against brute
//! force, and the panel driven headlessly (the checker runs beside the window and can be cancelled).

use crate::common;

use std::collections::HashMap;
use std::time::{Duration, Instant};

use bouton::save::SavedGame;
use bouton::ui::{Action, BoutonApp, ExploreAction, ExploreTab, MAP_SIDE};
use bouton::{
    CheckBox, CheckError, Classification, Conjecture, Ending, Game, MoveRule, Outcome, PlainGame, Player, Players,
    Position, Rules, check_conjecture, grundy_period, grundy_values, nim_sum_history,
};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use common::naive_is_p;

/// Pushes every non-decreasing completion of `current` (entries from `from` to `max`).
fn extend(current: &mut Vec<u64>, from: u64, heaps: usize, max: u64, out: &mut Vec<Vec<u64>>) {
    if current.len() == heaps {
        out.push(current.clone());
        return;
    }
    for h in from..=max {
        current.push(h);
        extend(current, h, heaps, max, out);
        current.pop();
    }
}

/// Every multiset of `heaps` sizes in 0..=max, sorted ascending: a second way to count a box.
fn multisets(heaps: usize, max: u64) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    let mut current = Vec::with_capacity(heaps);
    extend(&mut current, 0, heaps, max, &mut out);
    out
}

fn rule_sets() -> Vec<Rules> {
    vec![
        Rules::default(),
        Rules::new(Ending::Misere, MoveRule::Any),
        Rules::new(Ending::Normal, MoveRule::up_to(3).unwrap()),
        Rules::new(Ending::Misere, MoveRule::set(&[1, 3, 4]).unwrap()),
    ]
}

#[test]
fn position_counts_are_the_multisets_and_p_counts_match_a_naive_search() {
    for rules in rule_sets() {
        for (heaps, max) in [(1, 20), (2, 12), (3, 8), (4, 5)] {
            let all = multisets(heaps, max);
            let report = check_conjecture(CheckBox { heaps, max }, &rules, Conjecture::TheRule, |_, _| true).unwrap();
            assert_eq!(report.positions, all.len() as u64, "{heaps} heaps ≤ {max}");
            assert_eq!(u128::from(report.positions), CheckBox { heaps, max }.positions());
            let mut memo = HashMap::new();
            let naive_p = all.iter().filter(|h| naive_is_p(h, &rules, &mut memo)).count() as u64;
            assert_eq!(report.p_positions, naive_p, "{rules}: {heaps} heaps ≤ {max}");
            assert_eq!(report.mismatch_count, 0, "{rules}: the rule holds");
        }
    }
}

#[test]
fn the_false_conjectures_are_refuted_and_the_true_ones_hold() {
    let shape = CheckBox { heaps: 3, max: 10 };
    let refuted = |rules: &Rules, conjecture: Conjecture| {
        let report = check_conjecture(shape, rules, conjecture.clone(), |_, _| true).unwrap();
        // Every counterexample really is one: the naive search disagrees with the conjecture.
        let mut predict = conjecture.predictor(rules);
        let mut memo = HashMap::new();
        for heaps in &report.mismatches {
            let truth = Outcome::from_next_wins(!naive_is_p(heaps, rules, &mut memo));
            assert_ne!(predict(heaps), Some(truth), "{heaps:?}");
        }
        report.mismatch_count
    };
    let nim = Rules::default();
    assert!(refuted(&nim, Conjecture::SumOfOthers) > 0, "3, 5, 6 refutes the shortcut");
    assert_eq!(refuted(&nim, Conjecture::MisereAsNormal), 0, "in normal play it is the same rule");
    assert!(refuted(&Rules::new(Ending::Misere, MoveRule::Any), Conjecture::MisereAsNormal) > 0);
    assert!(refuted(&Rules::new(Ending::Normal, MoveRule::up_to(2).unwrap()), Conjecture::NoReduction) > 0);
    assert_eq!(refuted(&nim, Conjecture::NoReduction), 0);
    // The misère Nim rule on Grundy values holds for S(1..k) (proven), and — the checker says — in this
    // box for the set {1, 3, 4} too, though no proof covers sets (so Bouton still searches them).
    assert_eq!(refuted(&Rules::new(Ending::Misere, MoveRule::up_to(3).unwrap()), Conjecture::MisereOnGrundyValues), 0);
    let set = Rules::new(Ending::Misere, MoveRule::set(&[1, 3, 4]).unwrap());
    assert_eq!(refuted(&set, Conjecture::MisereOnGrundyValues), 0);
}

#[test]
fn grundy_series_are_mexes_and_repeat_as_claimed() {
    for rule in [MoveRule::up_to(4).unwrap(), MoveRule::set(&[1, 3, 4]).unwrap(), MoveRule::set(&[2, 5, 7]).unwrap()] {
        let values = grundy_values(&rule, 400);
        // The mex, computed naively from the allowed amounts.
        for n in 0..=400u64 {
            let reached: Vec<u64> = (1..=n).filter(|&t| rule.allows(t)).map(|t| values[(n - t) as usize]).collect();
            let mex = (0..=reached.len() as u64).find(|v| !reached.contains(v)).unwrap();
            assert_eq!(values[n as usize], mex, "{rule}: g({n})");
        }
        let period = grundy_period(&rule).unwrap();
        for n in period.preperiod..=(400 - period.period) {
            assert_eq!(values[n as usize], values[(n + period.period) as usize], "{rule}: period at {n}");
        }
    }
}

#[test]
fn the_nim_sum_history_matches_brute_force() {
    // A whole game between two fallible computers, replayed: after each move the nim-sum is 0 exactly
    // when the naive search says the position is P.
    let rules = Rules::default();
    let mut game = PlainGame::new(rules.clone(), Position::new(vec![7, 5, 3, 6]).unwrap());
    let mut opponent = bouton::Opponent::new(bouton::Level::Fallible { error_rate: 0.4 }, 3);
    while let Some(choice) = opponent.choose(game.position(), game.rules()) {
        game.play(choice.mv).unwrap();
    }
    let points = nim_sum_history(&game);
    assert_eq!(points.len(), game.cursor() + 1);
    let mut position = game.start().clone();
    let mut memo = HashMap::new();
    for (i, point) in points.iter().enumerate() {
        if i > 0 {
            position.play(game.moves()[i - 1], &rules).unwrap();
        }
        assert_eq!(point.objects, position.total());
        assert_eq!(point.nim_sum == 0, naive_is_p(position.heaps(), &rules, &mut memo), "after {i} moves");
    }
    assert_eq!(points.last().unwrap().objects, 0);
}

#[test]
fn maps_agree_with_the_checker_everywhere() {
    for rules in rule_sets() {
        let classification = Classification::compute(CheckBox { heaps: 3, max: 20 }, &rules, |_, _| true).unwrap();
        let map = bouton::position_map(&classification, &rules, 16, Some(7), Conjecture::TheRule).unwrap();
        let mut memo = HashMap::new();
        for a in 0..16 {
            for b in 0..16 {
                let truth = Outcome::from_next_wins(!naive_is_p(&[a, b, 7], &rules, &mut memo));
                assert_eq!(map.outcome(a, b), Some(truth), "{rules}: {a}, {b}, 7");
            }
        }
        assert_eq!(map.disagreements(), 0, "{rules}: the rule agrees with the brute force");
    }
}

fn harness(heaps: &[u64], rules: Rules) -> Harness<'static, BoutonApp> {
    let mut saved = SavedGame::new("test", Game::of_heaps(rules, Position::new(heaps.to_vec()).unwrap()).unwrap());
    saved.players = Players { first: Player::Human { name: "A".into() }, second: Player::Human { name: "B".into() } };
    let mut harness =
        Harness::builder().with_size([1400.0, 900.0]).build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, saved));
    harness.key_press(egui::Key::F4);
    harness.run();
    assert!(harness.state().prefs().show_explore(), "F4 opens Explore");
    harness
}

/// Steps frames until the checker is done (each frame returns at once), up to a time limit.
fn wait_for_the_checker(harness: &mut Harness<'_, BoutonApp>) {
    let started = Instant::now();
    while harness.state().checker_task().is_some() {
        harness.step();
        assert!(started.elapsed() < Duration::from_mins(2), "the checker never finished");
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn the_checker_runs_beside_the_window_and_lists_counterexamples() {
    let mut harness = harness(&[19, 20, 21], Rules::default());
    harness.get_by_label("Theorem checker").click();
    harness.run();
    harness.state_mut().apply(Action::Explore(ExploreAction::CheckSettings {
        heaps: 3,
        max: 7,
        conjecture: Conjecture::SumOfOthers,
    }));
    harness.get_by_label("Check").click();
    harness.step();
    wait_for_the_checker(&mut harness);
    harness.run();
    let report = harness.state().check_result().unwrap().report.clone().unwrap();
    assert_eq!(
        (report.positions, report.p_positions),
        (120, 15),
        "8 with two equal heaps and a zero, and 1 2 3, 1 4 5, 1 6 7, 2 4 6, 2 5 7, 3 4 7, 3 5 6"
    );
    assert!(report.mismatch_count > 0);
    // A counterexample is a button: it loads onto the board under the same rules.
    let first = report.mismatches[0].clone();
    let label: Vec<String> = first.iter().map(u64::to_string).collect();
    harness.get_by_label(&label.join(", ")).click();
    harness.run();
    assert_eq!(harness.state().game().unwrap().position().heaps(), first.as_slice());
    assert_eq!(harness.state().game().unwrap().rules(), &Rules::default());
}

#[test]
fn the_checker_can_be_cancelled_and_never_blocks_a_frame() {
    let mut harness = harness(&[3, 4, 5], Rules::default());
    harness.state_mut().apply(Action::Explore(ExploreAction::Tab(ExploreTab::Checker)));
    // 8 heaps of at most 40: 377 million … too many; 7 heaps of at most 40 is 62.9 million, seconds of work.
    harness.state_mut().apply(Action::Explore(ExploreAction::CheckSettings {
        heaps: 7,
        max: 40,
        conjecture: Conjecture::TheRule,
    }));
    harness.run();
    harness.get_by_label("Check").click();
    harness.step();
    assert!(harness.state().checker_task().is_some(), "running");
    // Frames go on while it runs: each step returns quickly.
    for _ in 0..5 {
        let frame = Instant::now();
        harness.step();
        assert!(frame.elapsed() < Duration::from_millis(500), "a frame waited for the checker");
    }
    harness.get_by_label("Cancel").click();
    harness.step();
    wait_for_the_checker(&mut harness);
    harness.run();
    let result = harness.state().check_result().unwrap();
    assert_eq!(result.report, Err(CheckError::Cancelled));
    // The panel says so, and Check is back.
    harness.get_by_label("Cancelled.");
    harness.get_by_label("Check");
}

#[test]
fn the_map_follows_the_rules_and_loads_a_cell() {
    let mut harness = harness(&[1, 2], Rules::new(Ending::Normal, MoveRule::up_to(3).unwrap()));
    harness.get_by_label("P-position map").click();
    harness.run();
    let map = harness.state().position_map().unwrap().clone();
    assert_eq!((map.side, map.third, map.truth.len()), (MAP_SIDE, Some(5), 64 * 64));
    // Under S(1..3), (a, b, 5) is P iff (a mod 4) ⊕ (b mod 4) = 5 mod 4 = 1.
    assert_eq!(map.outcome(4, 1), Some(Outcome::PreviousWins));
    assert_eq!(map.outcome(6, 7), Some(Outcome::PreviousWins));
    assert_eq!(map.outcome(1, 1), Some(Outcome::NextWins));
    harness.state_mut().apply(Action::Explore(ExploreAction::MapHeaps(2)));
    let two = harness.state().position_map().unwrap().clone();
    assert_eq!((two.third, two.outcome(9, 5)), (None, Some(Outcome::PreviousWins)), "9 ≡ 5 (mod 4)");
    harness.state_mut().apply(Action::Explore(ExploreAction::LoadPosition(two.heaps(9, 5))));
    harness.run();
    let app = harness.state();
    assert_eq!(app.game().unwrap().position().heaps(), &[9, 5]);
    assert_eq!(app.game().unwrap().rules().moves, MoveRule::up_to(3).unwrap());
    assert_eq!(app.analysis().unwrap().unwrap().outcome, Outcome::PreviousWins);
    assert!(app.prefs().show_explore(), "Explore stays open");
    // The loaded position keeps no title in words: it is named in the language on screen.
    let english = app.title();
    assert!(english.contains("9 5"), "{english}");
    harness.state_mut().apply(Action::SetLanguage(Some(bouton::i18n::Lang::Fr)));
    let french = harness.state().title();
    assert_ne!(french, english, "named again in French");
    assert!(french.contains("9 5"), "{french}");
    harness.state_mut().apply(Action::SetLanguage(Some(bouton::i18n::Lang::En)));
    assert_eq!(harness.state().title(), english);
}

/// Your own conjecture: choose "Your own formula", type it; a mistake is shown at its column and
/// Check waits; typed right, the checker refutes seed 000's shortcut `c == a + b` and its
/// counterexamples load onto the board.
#[test]
fn your_own_formula_is_checked_and_its_counterexamples_load() {
    use egui_kittest::kittest::Queryable as _;
    let mut harness = harness(&[19, 20, 21], Rules::default());
    harness.state_mut().apply(Action::Explore(ExploreAction::Tab(ExploreTab::Checker)));
    harness.state_mut().apply(Action::Explore(ExploreAction::CheckSettings {
        heaps: 3,
        max: 7,
        conjecture: Conjecture::TheRule,
    }));
    harness.run();
    harness.get_by_label("Rule to test").click();
    harness.run();
    harness.get_by_label("Your own formula").click();
    harness.run();
    assert!(matches!(harness.state().explore_state().conjecture, Conjecture::Formula(_)));
    assert_eq!(harness.state().explore_state().formula_text, "a ^ b ^ c == 0", "Bouton's rule for the box's 3 heaps");
    // The offered formula follows the box's heaps (a typed one would stay).
    let formula = harness.state().explore_state().conjecture.clone();
    let settings = |heaps| ExploreAction::CheckSettings { heaps, max: 7, conjecture: formula.clone() };
    harness.state_mut().apply(Action::Explore(settings(4)));
    assert_eq!(harness.state().explore_state().formula_text, "a ^ b ^ c ^ d == 0");
    let formula = harness.state().explore_state().conjecture.clone();
    harness.state_mut().apply(Action::Explore(ExploreAction::CheckSettings { heaps: 3, max: 7, conjecture: formula }));
    assert_eq!(harness.state().explore_state().formula_text, "a ^ b ^ c == 0");
    let field = || egui::accesskit::Role::TextInput;
    harness.get_by_role_and_label(field(), "Your formula").click();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_role_and_label(field(), "Your formula").type_text("c = a + b");
    harness.run();
    let error = harness.state().explore_state().formula_error.clone().expect("one = is not a comparison");
    assert_eq!(error.column, 3);
    harness.get_by_label("Column 3: to compare, write == (one = is not part of a formula).");
    harness.get_by_label("  ^");
    harness.get_by_label("Check").click();
    harness.run();
    assert!(harness.state().checker_task().is_none() && harness.state().check_result().is_none(), "Check waits");
    harness.get_by_role_and_label(field(), "Your formula").click();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_role_and_label(field(), "Your formula").type_text("c == a + b");
    harness.run();
    assert!(harness.state().explore_state().formula_error.is_none());
    harness.get_by_label("Check").click();
    harness.step();
    wait_for_the_checker(&mut harness);
    harness.run();
    let result = harness.state().check_result().unwrap();
    assert_eq!(result.request.conjecture.statement(), "P exactly when c == a + b");
    let report = result.report.clone().unwrap();
    assert!(report.mismatches.contains(&vec![3, 5, 6]), "{:?}", report.mismatches);
    // Each counterexample says which way the rule fails.
    harness.get_by_label("3, 5, 6").hover();
    harness.run();
    harness.get_by_label_contains("The rule says N; the brute force says P.");
    harness.get_by_label("3, 5, 6").click();
    harness.run();
    assert_eq!(harness.state().game().unwrap().position().heaps(), &[3, 5, 6]);
}

/// The Grundy view plots any heap game typed by name: Kayles with its proven period, an octal code
/// with none known, and a bad name explained; empty, the board's rules again.
#[test]
fn the_grundy_view_plots_kayles_and_octal_codes() {
    let mut harness = harness(&[3, 4, 5], Rules::default());
    harness.state_mut().apply(Action::Explore(ExploreAction::Tab(ExploreTab::Grundy)));
    harness.run();
    harness.get_by_label_contains("In Nim a heap of n is worth n");
    let field = || egui::accesskit::Role::TextInput;
    harness.get_by_role_and_label(field(), "Game to plot").click();
    harness.run();
    harness.get_by_role_and_label(field(), "Game to plot").type_text("kayles");
    harness.run();
    harness.get_by_label_contains(
        "Kayles (0.77): g(n) repeats with period 12 from n = 71, proven by the Guy–Smith theorem",
    );
    harness.get_by_label_contains("g(n)  0  1  2  3  1  4  3  2");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_role_and_label(field(), "Game to plot").type_text("0.6");
    harness.run();
    harness.get_by_label_contains("The octal game 0.6: no period proven up to n = 4,096");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_role_and_label(field(), "Game to plot").type_text("0.9");
    harness.run();
    harness.get_by_label_contains("is not an octal code");
}

/// A game with no period proven in the first values: a longer search runs on a worker with progress
/// and Cancel, then says how far it looked or what it found (0.165: period 1,550 from n = 5,181).
#[test]
fn a_longer_search_for_a_period_runs_with_progress_and_cancel() {
    let mut harness = harness(&[3, 4, 5], Rules::default());
    harness.state_mut().apply(Action::Explore(ExploreAction::Tab(ExploreTab::Grundy)));
    harness.run();
    let field = || egui::accesskit::Role::TextInput;
    let button = || egui::accesskit::Role::Button;
    let wait = |harness: &mut Harness<'_, BoutonApp>| {
        let started = Instant::now();
        while harness.state().grundy_search().is_some() {
            harness.step();
            assert!(started.elapsed() < Duration::from_mins(2), "the search never finished");
            std::thread::sleep(Duration::from_millis(5));
        }
        harness.run();
    };
    harness.get_by_role_and_label(field(), "Game to plot").click();
    harness.run();
    harness.get_by_role_and_label(field(), "Game to plot").type_text("0.6");
    harness.run();
    harness.get_by_label_contains("0.6: no period proven up to n = 4,096");
    harness.state_mut().apply(Action::Explore(ExploreAction::SearchTo(12_000)));
    harness.run();
    harness.get_by_role_and_label(button(), "Search").click();
    harness.step();
    assert!(harness.state().grundy_search().is_some(), "the search runs on a worker");
    wait(&mut harness);
    harness.get_by_label_contains("0.6: no period proven up to n = 12,000");
    // Stopped: the plot keeps what it had, and the note says where the search stopped.
    harness.state_mut().apply(Action::Explore(ExploreAction::SearchTo(bouton::MAX_UNPROVEN_TO)));
    harness.run();
    harness.get_by_role_and_label(button(), "Search").click();
    harness.step();
    harness.step();
    harness.get_by_role_and_label(button(), "Cancel").click();
    wait(&mut harness);
    harness.get_by_label_contains("were stopped at n =");
    harness.get_by_label_contains("0.6: no period proven up to n = 12,000");
    // A period that shows only past 4,096.
    harness.get_by_role_and_label(field(), "Game to plot").click();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_role_and_label(field(), "Game to plot").type_text("0.165");
    harness.run();
    harness.get_by_label_contains("0.165: no period proven up to n = 4,096");
    harness.state_mut().apply(Action::Explore(ExploreAction::SearchTo(20_000)));
    harness.get_by_role_and_label(button(), "Search").click();
    harness.step();
    wait(&mut harness);
    harness.get_by_label_contains("g(n) repeats with period 1550 from n = 5181, proven by the Guy–Smith theorem");
}
