//! A language switch changes every visible word on the next frame (issue 28): the app keeps facts,
//! not words. In each state a teacher or a student meets — the first game with the computer's
//! message, the proof stepped through, the hint ladder, a sum of games, a built-in lesson presented,
//! the review, a file opened with warnings, the menus — the window goes through all six languages;
//! after each switch no word is left that only the language before says.

use std::collections::BTreeSet;

use bouton::i18n::{Lang, sources};
use bouton::ui::{Action, BoutonApp, LessonAction, PanelKind, ProofAction, SumAction, default_game};
use bouton::{Move, Side};
use egui_kittest::kittest::NodeT;

type Harness = egui_kittest::Harness<'static, BoutonApp>;

/// The order the window goes through: every language once, and back to the first.
const CYCLE: [Lang; 7] = [Lang::En, Lang::Fr, Lang::De, Lang::ZhCn, Lang::Es, Lang::PtBr, Lang::En];

/// The words (five letters or more) of a language's messages, placeables and comments left out.
fn message_words(lang: Lang) -> BTreeSet<String> {
    let mut words = BTreeSet::new();
    for (_, text) in sources(lang) {
        for line in text.lines() {
            if line.trim_start().starts_with('#') {
                continue;
            }
            // The value of `id = value`, or a continuation line.
            let value = match line.split_once(" = ") {
                Some((id, value)) if !id.starts_with(char::is_whitespace) => value,
                _ => line,
            };
            let mut plain = String::new();
            let mut depth = 0;
            for c in value.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ if depth == 0 => plain.push(c),
                    _ => {}
                }
            }
            words.extend(words_of(&plain));
        }
    }
    words
}

/// The runs of five letters or more in a text, lower-cased.
fn words_of(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphabetic()).filter(|w| w.chars().count() >= 5).map(str::to_lowercase)
}

/// Whether a character is a Chinese one (the CJK ideographs).
fn chinese(c: char) -> bool {
    ('\u{4e00}'..='\u{9fff}').contains(&c)
}

/// Every label and value the window shows (its accessibility tree; egui's own name for a panel's
/// splitter, never drawn, left out).
fn shown(node: egui_kittest::Node<'_>, into: &mut Vec<String>) {
    let n = node.accesskit_node();
    if n.role() != egui::accesskit::Role::Splitter {
        into.extend(n.label());
        into.extend(n.value());
    }
    for child in node.children() {
        shown(child, into);
    }
}

/// The words on screen that only `before` says (and `now` does not): what a switch left behind.
fn left_behind(harness: &Harness, before: Lang, now: Lang) -> Vec<String> {
    let mut texts = Vec::new();
    shown(harness.root(), &mut texts);
    let old: BTreeSet<String> = message_words(before).difference(&message_words(now)).cloned().collect();
    let mut found = Vec::new();
    for text in texts {
        let stale_chinese = before == Lang::ZhCn && now != Lang::ZhCn && text.chars().any(chinese);
        if stale_chinese || words_of(&text).any(|w| old.contains(&w)) {
            found.push(text);
        }
    }
    found
}

/// A window in English on the first game, with `setup` applied.
fn window(setup: impl FnOnce(&mut Harness)) -> Harness {
    let mut harness = egui_kittest::Harness::builder()
        .with_size([1280.0, 860.0])
        .build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, default_game()));
    harness.state_mut().apply(Action::SetLanguage(Some(Lang::En)));
    harness.run();
    setup(&mut harness);
    harness.run();
    harness
}

/// Goes through every language; after each switch, nothing of the language before is on screen.
fn every_word_follows(state: &str, setup: impl FnOnce(&mut Harness)) {
    let mut harness = window(setup);
    for pair in CYCLE.windows(2) {
        let (before, now) = (pair[0], pair[1]);
        harness.state_mut().apply(Action::SetLanguage(Some(now)));
        harness.run();
        let behind = left_behind(&harness, before, now);
        assert!(
            behind.is_empty(),
            "{state}: {} → {}: still on screen:\n{}",
            before.tag(),
            now.tag(),
            behind.join("\n")
        );
    }
}

#[test]
fn the_first_game_with_the_computers_message_and_the_table() {
    every_word_follows("first game", |h| {
        h.state_mut().apply(Action::Play(Move::new(0, 1)));
        assert!(h.state().message().is_some(), "the computer answered and said why");
    });
}

#[test]
fn the_proof_stepped_through() {
    every_word_follows("proof", |h| {
        h.state_mut().apply(Action::TogglePanel(PanelKind::Proof));
        h.state_mut().apply(Action::Proof(ProofAction::Next));
        h.state_mut().apply(Action::Proof(ProofAction::Next));
    });
}

#[test]
fn the_hint_ladder_with_the_answers_hidden() {
    every_word_follows("hints", |h| {
        h.state_mut().apply(Action::Reveal(false));
        h.state_mut().apply(Action::Hint);
        h.state_mut().apply(Action::Hint);
    });
}

#[test]
fn a_sum_of_games_against_the_computer() {
    every_word_follows("sum", |h| {
        let game = bouton::Game::new(bouton::Ending::Normal, "kayles:7 nim:3 dawson:6".parse().unwrap()).unwrap();
        let mut saved = bouton::save::SavedGame::new("", game);
        saved.players = bouton::Players::against_computer(Side::Second, bouton::Level::Perfect, 1);
        h.state_mut().apply(Action::NewGame(Box::new(saved)));
        h.state_mut().apply(Action::Sum(SumAction::Play(bouton::SumMove::take(1, 3, 1))));
        let said = h.state().message();
        assert!(said.as_ref().is_some_and(|s| s.starts_with("The computer played")), "the computer answered: {said:?}");
        h.state_mut().apply(Action::Hint);
    });
}

#[test]
fn a_built_in_lesson_presented() {
    every_word_follows("lesson", |h| {
        let lesson = bouton::save::built_in_lessons()[1].load().unwrap().lesson;
        h.state_mut().apply(Action::Lesson(LessonAction::Present(Box::new(lesson), None)));
        h.state_mut().apply(Action::Lesson(LessonAction::Next));
    });
}

#[test]
fn the_review_of_a_finished_game() {
    every_word_follows("review", |h| {
        // 1, 2, 3 against the computer: the person's moves, the computer's answers, to the end.
        let saved = bouton::save::SavedGame::new(
            "",
            bouton::Game::of_heaps(bouton::Rules::default(), bouton::Position::new(vec![1, 2, 3]).unwrap()).unwrap(),
        );
        h.state_mut().apply(Action::NewGame(Box::new(saved)));
        while !h.state().game().unwrap().is_over() {
            let heap = h.state().game().unwrap().position().heaps().iter().position(|&s| s > 0).unwrap();
            h.state_mut().apply(Action::Play(Move::new(heap, 1)));
        }
        h.state_mut().apply(Action::TogglePanel(PanelKind::Review));
    });
}

#[test]
fn an_example_on_the_board_and_the_examples_menu() {
    every_word_follows("example", |h| {
        let example = h.state().examples()[2].clone();
        h.state_mut().apply(Action::Load(Box::new(example), None));
        h.state_mut().apply(Action::Play(Move::new(0, 1)));
    });
    // The menu lists the examples of the window's language, and the one on the board took its
    // title and notes in the new language (the move played stays).
    let mut harness = window(|h| {
        let example = h.state().examples()[2].clone();
        h.state_mut().apply(Action::Load(Box::new(example), None));
        h.state_mut().apply(Action::Play(Move::new(0, 1)));
    });
    let played = harness.state().game().unwrap().cursor();
    assert!(played > 0);
    harness.state_mut().apply(Action::SetLanguage(Some(Lang::Fr)));
    let french = bouton::save::examples_in(Lang::Fr)[2].load().unwrap().saved;
    assert_eq!(harness.state().saved().unwrap().title, french.title);
    assert_eq!(harness.state().saved().unwrap().notes, french.notes);
    assert_eq!(harness.state().game().unwrap().cursor(), played, "the moves played stay");
    assert_eq!(harness.state().examples()[2].title, french.title);
    // An example set aside while exercises use the board follows the switch too: back in English,
    // it comes back with its English title and notes (and its move).
    harness.state_mut().apply(Action::Exercise(bouton::ui::ExerciseAction::Start(bouton::ExerciseSet {
        kind: bouton::ExerciseKind::PorN,
        difficulty: bouton::Difficulty::EASY,
        rules: bouton::Rules::default(),
        seed: 4,
    })));
    harness.state_mut().apply(Action::SetLanguage(Some(Lang::En)));
    harness.state_mut().apply(Action::Exercise(bouton::ui::ExerciseAction::Stop));
    let english = bouton::save::examples_in(Lang::En)[2].load().unwrap().saved;
    assert_eq!(harness.state().saved().unwrap().title, english.title);
    assert_eq!(harness.state().saved().unwrap().notes, english.notes);
    assert_eq!(harness.state().game().unwrap().cursor(), played, "the moves played stay");
}

#[test]
fn a_file_opened_with_warnings() {
    every_word_follows("file warnings", |h| {
        let text = "(version: 1, start: [3, 4, 5], colour: \"red\")";
        let opened = bouton::save::parse_any(text, "colours.ron").unwrap();
        assert!(!opened.warnings().is_empty());
        h.state_mut().apply(Action::Opened("colours.ron".into(), Box::new(Ok(opened))));
        assert!(h.state().message().is_some(), "the warnings are said");
    });
}
