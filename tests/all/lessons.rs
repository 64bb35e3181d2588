//! Lesson files: the built-in lessons and what their texts claim, round trips, hostile files, a fuzz
//! pass, atomic saves.

use crate::claims;

use std::path::Path;

use bouton::i18n::Lang;
use bouton::save::{
    Beside, Lesson, LessonStep, LoadError, Problem, SavedGame, StepView, built_in_lessons, load_lesson_file,
    parse_lesson,
};
use bouton::{
    Ending, Game, Move, MoveRule, Outcome, PlainGame, Player, Players, Position, Rules, outcome, winning_moves,
};
use proptest::prelude::*;

/// The error's kind, as the hostile files name it.
fn kind(error: &LoadError) -> String {
    match error {
        LoadError::Io { .. } => "io".into(),
        LoadError::TooLarge { .. } => "too-large".into(),
        LoadError::NotAFile { .. } => "not-a-file".into(),
        LoadError::Empty { .. } => "empty".into(),
        LoadError::NotBouton { .. } => "not-bouton".into(),
        LoadError::NotText { .. } => "not-text".into(),
        LoadError::Syntax { .. } => "syntax".into(),
        LoadError::MissingVersion { .. } => "missing-version".into(),
        LoadError::NewerVersion { .. } => "newer-version".into(),
        LoadError::Cancelled { .. } => "cancelled".into(),
        LoadError::Invalid { problem, .. } => match problem {
            Problem::NotAVersion { .. } => "invalid-not-a-version".into(),
            Problem::GameNotLesson => "invalid-game-not-lesson".into(),
            Problem::NoSteps => "invalid-no-steps".into(),
            Problem::TooManySteps { .. } => "invalid-too-many-steps".into(),
            Problem::InStep { .. } => "invalid-in-step".into(),
            Problem::TitleTooLong { .. } => "invalid-title-too-long".into(),
            other => format!("other: {other}"),
        },
    }
}

#[test]
fn every_hostile_lesson_gives_its_error_kind() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hostile-lessons");
    let mut count = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let expected = name.split("--").next().unwrap();
        let error = load_lesson_file(&path).expect_err(&name);
        assert_eq!(kind(&error), expected, "{name}: {error}");
        assert!(error.to_string().contains(&name), "{name}: the message names the file: {error}");
        count += 1;
    }
    assert!(count >= 14, "the corpus has {count} files");
}

#[test]
fn messages_name_the_step_and_what_is_wrong() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hostile-lessons");
    let error = load_lesson_file(&dir.join("invalid-in-step--script-takes-too-much.ron")).unwrap_err();
    assert!(error.to_string().ends_with("step 2: move 1 takes 3 from heap 2, which has 2"), "{error}");
    let error = load_lesson_file(&dir.join("invalid-game-not-lesson--a-save-file.ron")).unwrap_err();
    assert!(error.to_string().contains("open it with File ▸ Open"), "{error}");
    let giant = format!("(version: 1, steps: [{}])", "(start: [1]),".repeat(501));
    assert!(matches!(
        parse_lesson(&giant, "giant"),
        Err(LoadError::Invalid { problem: Problem::TooManySteps { count: 501 }, .. })
    ));
    let huge = "x".repeat(2 << 20);
    assert!(matches!(parse_lesson(&huge, "huge"), Err(LoadError::TooLarge { .. })));
}

/// What each built-in step claims, checked by the solver: the outcome of its position, and for some
/// the winning moves their texts or exercises lead to.
#[test]
fn the_built_in_lessons_say_what_is_true() {
    let lessons: Vec<Lesson> = built_in_lessons().iter().map(|l| l.load().unwrap().lesson).collect();
    assert_eq!(lessons.len(), 5);
    let outcomes: Vec<Vec<char>> = lessons
        .iter()
        .map(|lesson| {
            lesson
                .steps
                .iter()
                .map(|step| {
                    let game = step.saved.game.plain().unwrap();
                    outcome(game.position().heaps(), game.rules()).unwrap().letter()
                })
                .collect()
        })
        .collect();
    assert_eq!(outcomes[0], ['N', 'P', 'N', 'P', 'P', 'N', 'N'], "one and two heaps");
    assert_eq!(outcomes[1], ['N', 'N', 'N', 'P', 'P', 'P', 'N'], "binary and XOR");
    assert_eq!(outcomes[2], ['N', 'N', 'N', 'P', 'P', 'N', 'N', 'P'], "Bouton's theorem");
    assert_eq!(outcomes[3], ['N', 'N', 'P', 'P', 'N', 'N'], "misère");
    assert_eq!(outcomes[4], ['N', 'P', 'N', 'P', 'N', 'N'], "subtraction games");
    let moves = |lesson: usize, step: usize| {
        let game = lessons[lesson].steps[step].saved.game.plain().unwrap();
        winning_moves(game.position().heaps(), game.rules()).unwrap()
    };
    assert_eq!(moves(0, 5), [Move::new(1, 6)], "3 and 9: take 6 from heap 2");
    assert_eq!(moves(2, 5), [Move::new(0, 2)], "3, 4, 5: take 2 from heap 1");
    let heaps: Vec<usize> = moves(2, 6).iter().map(|m| m.heap).collect();
    assert_eq!(heaps, [0, 1, 2], "9, 12, 14: every heap can win");
    assert_eq!(moves(3, 4), [Move::new(2, 3)], "misère 1, 1, 4: leave an odd number of 1s");
    assert_eq!(moves(4, 4), [Move::new(0, 3), Move::new(1, 1)], "13 and 6 under S(1..3)");
    let heaps: Vec<usize> = moves(4, 5).iter().map(|m| m.heap).collect();
    assert_eq!(heaps, [0, 1, 2], "5, 8, 12 under {{1, 3, 4}}");
    // Every lesson ends with at least two exercises, whose answers start hidden.
    for lesson in &lessons {
        let exercises = lesson.steps.iter().filter(|s| s.saved.title.starts_with("Exercise")).count();
        assert!(exercises >= 2, "{}", lesson.title);
        assert!(lesson.steps.iter().filter(|s| s.saved.title.starts_with("Exercise")).all(|s| s.hide_answers));
    }
    // Scripts replay the source texts: Ligia and Paul end on (0, 1, 1), Paul having moved last.
    let ligia = &lessons[2].steps[4].saved;
    let mut game = ligia.game.plain().unwrap();
    assert_eq!((game.cursor(), game.moves().len()), (0, 4));
    while game.redo() {}
    assert_eq!(game.position().heaps(), &[0, 1, 1]);
    assert_eq!(ligia.players.second, Player::Human { name: "Paul".into() });
    assert_eq!(lessons[2].steps[0].view.beside, Beside::Theorem);
    assert_eq!(lessons[2].steps[1].view.beside, Beside::Proof);
}

/// Every chain "a ⊕ b ⊕ … = r = …" written in a text, as (the chain, whether it holds). A later part
/// of the chain may be written in binary ("7 ⊕ 11 = 0111 ⊕ 1011 = 1100 = 12").
fn xor_chains(text: &str) -> Vec<(String, bool)> {
    let tokens: Vec<&str> = text.split_whitespace().collect();
    let digits = |t: &str| {
        let t = t.trim_end_matches(['.', ',', ':', ';', ')']).trim_start_matches('(');
        (!t.is_empty() && t.chars().all(|c| c.is_ascii_digit())).then(|| t.to_string())
    };
    // A segment "n ⊕ n ⊕ …" from token `i`: its digit strings and the index after it.
    let segment = |mut i: usize| {
        let mut terms = Vec::new();
        while let Some(d) = tokens.get(i).and_then(|t| digits(t)) {
            terms.push(d);
            i += 1;
            if tokens.get(i) == Some(&"⊕") {
                i += 1;
            } else {
                break;
            }
        }
        (terms, i)
    };
    let xor = |terms: &[String], radix: u32| {
        terms.iter().try_fold(0u64, |x, t| u64::from_str_radix(t, radix).ok().map(|v| x ^ v))
    };
    let mut found = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let (first, mut next) = segment(i);
        // "8 − (3 ⊕ 5) = 8 − 6" is part of a larger expression: not a chain of XORs.
        if first.len() < 2 || tokens.get(next) != Some(&"=") || tokens[i].starts_with('(') {
            i += 1;
            continue;
        }
        let x = xor(&first, 10);
        let mut holds = true;
        let mut chain = first.join(" ⊕ ");
        while tokens.get(next) == Some(&"=") {
            let (terms, after) = segment(next + 1);
            if terms.is_empty() {
                break;
            }
            let binary = terms.iter().all(|t| t.chars().all(|c| c == '0' || c == '1'));
            holds &= xor(&terms, 10) == x || (binary && xor(&terms, 2) == x);
            chain = format!("{chain} = {}", terms.join(" ⊕ "));
            next = after;
        }
        found.push((chain, holds));
        i = next;
    }
    found
}

/// The truth rule on the built-in lessons and the bundled examples: every claim the app shows on each
/// step's position (table, walkthrough, computer, feedback, handout) holds, and every XOR written in a
/// text is right.
#[test]
fn every_lesson_step_and_example_states_only_true_claims() {
    let found = xor_chains("X = 1 ⊕ 3 ⊕ 5 ⊕ 7 = 0 and 2 ⊕ 3 = 2. So 7 ⊕ 11 = 0111 ⊕ 1011 = 1100 = 12.");
    assert_eq!(found.iter().map(|(_, holds)| *holds).collect::<Vec<_>>(), [true, false, true], "{found:?}");
    let mut games: Vec<(String, SavedGame)> = Vec::new();
    // Every language's lessons: their formulas are checked as the English ones are.
    let every_language = Lang::ALL.into_iter().flat_map(bouton::save::built_in_lessons_in);
    for lesson in every_language.map(|l| l.load().unwrap().lesson) {
        for step in lesson.steps {
            games.push((format!("{} ▸ {}", lesson.title, step.saved.title), step.saved));
        }
    }
    for example in Lang::ALL.into_iter().flat_map(bouton::save::examples_in) {
        let saved = example.load().unwrap().saved;
        games.push((saved.title.clone(), saved));
    }
    let mut equations = 0;
    for (name, saved) in &games {
        for (chain, holds) in xor_chains(&saved.notes) {
            assert!(holds, "{name}: {chain}");
            equations += 1;
        }
        let mut game = saved.game.plain().unwrap();
        let rules = game.rules().clone();
        let mut oracles = claims::Oracles::new(&rules.moves);
        // The start, and every position of a scripted game.
        loop {
            let heaps = game.position().heaps().to_vec();
            for (page_rules, claim) in claims::surface_claims(game.position(), &rules) {
                if let Err(e) = claims::check_claim(&mut oracles, &page_rules, &heaps, &claim) {
                    panic!("{name}: {e}");
                }
            }
            if !game.redo() {
                break;
            }
        }
    }
    assert!(equations >= 10, "{equations} equations checked");
}

#[test]
fn lessons_round_trip_and_save_atomically() {
    let dir = tempfile::tempdir().unwrap();
    for built_in in built_in_lessons() {
        let lesson = built_in.load().unwrap().lesson;
        let text = bouton::words::lesson_file(&lesson);
        let again = parse_lesson(&text, "again").unwrap();
        assert!(again.warnings.is_empty(), "{:?}", again.warnings);
        assert_eq!(again.lesson, lesson, "{}", built_in.file);
        let path = dir.path().join(built_in.file);
        let text = bouton::words::lesson_file(&lesson);
        bouton::save::write_file_atomically(&path, text.as_bytes()).unwrap();
        bouton::save::write_file_atomically(&path, text.as_bytes()).unwrap();
        assert_eq!(load_lesson_file(&path).unwrap().lesson, lesson);
        assert!(dir.path().join(format!("{}.bak", built_in.file)).exists());
        assert!(!dir.path().join(format!("{}.tmp", built_in.file)).exists());
    }
}

fn step_strategy() -> impl Strategy<Value = LessonStep> {
    (
        prop::collection::vec(0u64..50, 1..6),
        any::<bool>(),
        0usize..4,
        "[a-zA-Z0-9 ,.?!⊕é'\"]{0,40}",
        "[a-zA-Z0-9 ,.?!⊕é'\"\n]{0,120}",
        0usize..5,
        (any::<bool>(), any::<bool>(), 0usize..4),
    )
        .prop_map(|(heaps, misere, rule, title, text, script, (table, moves, beside))| {
            let ending = if misere { Ending::Misere } else { Ending::Normal };
            let moves_rule = match rule {
                0 => MoveRule::Any,
                1 => MoveRule::up_to(3).unwrap(),
                2 => MoveRule::set(&[1, 3, 4]).unwrap(),
                _ => MoveRule::set(&[2, 5]).unwrap(),
            };
            let rules = Rules::new(ending, moves_rule);
            let mut game = PlainGame::new(rules.clone(), Position::new(heaps).unwrap());
            for _ in 0..script {
                let Some(mv) = game.position().legal_moves(&rules).next() else { break };
                game.play(mv).unwrap();
            }
            let mut saved = SavedGame::new(title, Game::from_plain(&game).unwrap());
            saved.notes = text;
            saved.players =
                Players { first: Player::Human { name: "Class".into() }, second: Player::Human { name: "Me".into() } };
            let beside = [Beside::None, Beside::Proof, Beside::Theorem, Beside::Explore][beside % 4];
            LessonStep::new(saved, misere, StepView { table, moves, beside })
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, failure_persistence: None, ..ProptestConfig::default() })]

    /// Any lesson the editor can make is written and read back unchanged, with no warnings.
    #[test]
    fn any_lesson_round_trips(
        title in "[a-zA-Z0-9 .'\"é]{0,60}",
        language in prop::option::of(0..bouton::i18n::Lang::ALL.len()),
        steps in prop::collection::vec(step_strategy(), 1..6),
    ) {
        let language = language.map(|i| bouton::i18n::Lang::ALL[i]);
        let lesson = Lesson { title, language, steps };
        let loaded = parse_lesson(&bouton::words::lesson_file(&lesson), "round trip").unwrap();
        prop_assert!(loaded.warnings.is_empty());
        prop_assert_eq!(loaded.lesson, lesson);
    }
}

#[test]
fn fuzzed_lessons_never_panic() {
    let mut rng = bouton::Rng::new(0x1E55);
    let seeds: Vec<Vec<u8>> = built_in_lessons().iter().map(|l| l.text.as_bytes().to_vec()).collect();
    let mut accepted = 0;
    for _ in 0..20_000u32 {
        let mut input = seeds[rng.below(seeds.len() as u64) as usize].clone();
        for _ in 0..=rng.below(3) {
            if input.is_empty() {
                break;
            }
            let at = rng.below(input.len() as u64) as usize;
            match rng.below(3) {
                0 => input[at] = rng.below(256) as u8,
                1 => {
                    input.remove(at);
                }
                _ => input.truncate(at.max(1)),
            }
        }
        accepted += usize::from(parse_lesson(&String::from_utf8_lossy(&input), "fuzz").is_ok());
    }
    assert!(accepted > 50, "only {accepted} inputs loaded");
    // The winner claimed by the built-in texts is the solver's: a P step is lost by the player to move.
    let lesson = built_in_lessons()[0].load().unwrap().lesson;
    let step = lesson.steps[1].saved.game.plain().unwrap();
    assert_eq!(outcome(step.position().heaps(), step.rules()).unwrap(), Outcome::PreviousWins);
}

mod in_the_app {
    use bouton::save::{SavedGame, load_lesson_file};
    use bouton::ui::{Action, BoutonApp, LessonAction, PanelKind};
    use bouton::{Game, Position, Rules};
    use egui_kittest::Harness;
    use egui_kittest::kittest::{NodeT, Queryable};

    fn harness() -> Harness<'static, BoutonApp> {
        let saved =
            SavedGame::new("My game", Game::of_heaps(Rules::default(), Position::new(vec![3, 4, 5]).unwrap()).unwrap());
        let mut harness = Harness::builder()
            .with_size([1280.0, 800.0])
            .build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, saved));
        harness.run();
        harness
    }

    #[test]
    fn step_through_a_built_in_lesson_reveal_and_go_back() {
        let mut harness = harness();
        harness.key_press(egui::Key::F6);
        harness.run();
        harness.get_by_label("Present: 3. Bouton's theorem").click();
        harness.run();
        let app = harness.state();
        assert_eq!(app.lesson().unwrap().step, 0);
        assert_eq!(app.game().unwrap().position().heaps(), &[19, 20, 21]);
        assert!(app.prefs().show_proof(), "step 1 opens the proof beside the board");
        harness.get_by_label("The theorem");
        // Page Down, as a clicker sends it: one navigator walks the proof's slides, then the steps;
        // the board and the panels follow each step.
        let mut presses = 0;
        while harness.state().lesson().unwrap().step < 2 {
            harness.key_press(egui::Key::PageDown);
            harness.run();
            presses += 1;
            assert!(presses < 40, "the navigator never left step {}", harness.state().lesson().unwrap().step + 1);
        }
        assert!(presses > 2, "steps 1 and 2 show the proof: their slides come first ({presses} presses)");
        let app = harness.state();
        assert_eq!(app.lesson().unwrap().step, 2);
        assert!(app.prefs().show_history && !app.prefs().show_proof(), "step 3 shows the move list");
        // Its script plays one move at a time.
        harness.get_by_label("Next move (1 left)").click();
        harness.run();
        assert_eq!(harness.state().game().unwrap().position().heaps(), &[1, 20, 21]);
        // Ligia and Paul, two steps on (past Lemma 1's slides): four scripted moves, one per click.
        harness.get_by_label("Next ▶").click();
        harness.run();
        assert_eq!(harness.state().proof_state().page, bouton::ui::ProofPage::Lemma1, "X = 0: Lemma 1");
        while harness.state().lesson().unwrap().step < 4 {
            harness.get_by_label("Next ▶").click();
            harness.run();
        }
        for left in (1..=4).rev() {
            harness.get_by_label(&format!("Next move ({left} left)")).click();
            harness.run();
        }
        assert_eq!(harness.state().game().unwrap().position().heaps(), &[0, 1, 1]);
        assert!(harness.state().game_over_text().is_none(), "Ligia still has a move");
        // An exercise: answers hidden until Reveal.
        harness.key_press(egui::Key::PageDown);
        harness.run();
        assert_eq!(harness.state().game().unwrap().position().heaps(), &[3, 4, 5]);
        assert!(!harness.state().revealed());
        harness.get_all_by_label("Reveal").next().unwrap().click();
        harness.run();
        assert!(harness.state().revealed());
        // Back: the previous step comes back from its start.
        harness.key_press(egui::Key::PageUp);
        harness.run();
        assert_eq!(harness.state().lesson().unwrap().step, 4);
        assert_eq!(harness.state().game().unwrap().position().heaps(), &[1, 2, 3]);
        // End: the panels come back as they were.
        harness.get_by_label("End lesson").click();
        harness.run();
        assert!(harness.state().lesson().is_none());
        assert_eq!(harness.state().prefs().left, Some(bouton::ui::LeftPanel::Lessons));
        // And the game that was on the board before the lesson comes back.
        assert_eq!(harness.state().saved().unwrap().title, "My game");
        assert_eq!(harness.state().game().unwrap().position().heaps(), &[3, 4, 5]);
    }

    /// One navigator: the lesson's Next walks the proof's slides before the next step, Back walks
    /// them back and returns to a step's last slide; the proof panel has no buttons of its own then.
    #[test]
    fn the_lesson_bar_drives_the_proof_it_shows() {
        let mut harness = harness();
        let lesson = bouton::save::built_in_lessons()[2].load().unwrap().lesson;
        harness.state_mut().apply(Action::Lesson(LessonAction::Present(Box::new(lesson), None)));
        harness.run();
        let (shown, slides) = harness.state().lesson_proof_slides().expect("step 1 shows the proof");
        assert_eq!(shown, 0);
        assert!(slides > 3, "{slides} slides");
        harness.get_by_label(&format!("Step 1 of 8 · proof 1 of {slides}"));
        assert_eq!(harness.get_all_by_label("Next ▶").count(), 1, "one navigator, not two");
        assert!(harness.query_by_label("Restart").is_none(), "the proof's own buttons wait for the lesson's end");
        for slide in 1..slides {
            harness.get_by_label("Next ▶").click();
            harness.run();
            assert_eq!(harness.state().lesson().unwrap().step, 0);
            assert_eq!(harness.state().proof_state().step, slide);
        }
        harness.get_by_label("Next ▶").click();
        harness.run();
        assert_eq!(harness.state().lesson().unwrap().step, 1, "after the last slide, the next step");
        assert_eq!(harness.state().lesson_proof_slides().map(|(shown, _)| shown), Some(0));
        // Back from a step's first slide: the step before, on its last slide; then its slides back.
        harness.key_press(egui::Key::ArrowLeft);
        harness.run();
        assert_eq!(harness.state().lesson().unwrap().step, 0);
        assert_eq!(harness.state().lesson_proof_slides(), Some((slides - 1, slides)));
        harness.get_by_label("◀ Back").click();
        harness.run();
        assert_eq!(harness.state().lesson_proof_slides(), Some((slides - 2, slides)));
        // Outside a lesson the proof panel has its buttons again.
        harness.get_by_label("End lesson").click();
        harness.run();
        harness.state_mut().apply(Action::TogglePanel(PanelKind::Proof));
        harness.run();
        harness.get_by_label("Restart");
    }

    /// On the Projector every step starts with the answers hidden, as every new game does; Reveal
    /// shows them for the step on show.
    #[test]
    fn the_projector_keeps_every_steps_answers_hidden() {
        let mut harness = harness();
        harness.state_mut().apply(Action::SetProjector(true));
        let lesson = bouton::save::built_in_lessons()[2].load().unwrap().lesson;
        harness.state_mut().apply(Action::Lesson(LessonAction::Present(Box::new(lesson), None)));
        harness.run();
        for step in 0..4 {
            harness.state_mut().apply(Action::Lesson(LessonAction::Go(step)));
            harness.run();
            assert!(!harness.state().revealed(), "step {}: hidden", step + 1);
            // The table and the status line keep X (the step's own text, the teacher's, shows).
            assert!(harness.query_by_label("X hidden").is_some(), "step {}", step + 1);
            assert!(harness.query_by_label_contains("the player to move wins").is_none(), "step {}", step + 1);
            // The step's words speak of the answers ("X = 18 ≠ 0", the three winning moves): they
            // wait with them, and the card says so.
            for answer in ["Find the leftmost", "All three heaps have", "Every move leaves"] {
                assert!(harness.query_by_label_contains(answer).is_none(), "step {}: {answer}", step + 1);
            }
            harness.get_by_label("This step’s text is hidden with the answers: Reveal shows both.");
        }
        // Step 3's script is its winning move: the move list keeps it with the answers.
        harness.state_mut().apply(Action::Lesson(LessonAction::Go(2)));
        harness.run();
        assert!(harness.state().prefs().show_history);
        assert!(harness.query_by_label_contains("take 18 from heap 1").is_none());
        harness.get_by_label("One move to come, hidden with the answers.");
        // Step titles that tell an answer ("Three winning moves") wait too: the card says which step.
        assert!(harness.query_by_label("Three winning moves").is_none());
        assert!(harness.query_all_by_label("Step 3 of 8").count() >= 2, "the card and the navigator say which step");
        // Lemma 2 on 19, 20, 21, driven by a clicker alone: Page Down first shows the text (and the
        // answers), then does what the text says — steps through the proof.
        harness.state_mut().apply(Action::Lesson(LessonAction::Go(1)));
        harness.run();
        harness.key_press(egui::Key::PageDown);
        harness.run();
        assert_eq!(harness.state().lesson().unwrap().step, 1, "the step's text shows first");
        assert!(harness.state().revealed());
        harness.get_by_label_contains("Find the leftmost");
        harness.get_by_label("Next ▶").click();
        harness.run();
        assert_eq!(harness.state().lesson().unwrap().step, 1, "Next steps through the proof");
        assert_eq!(harness.state().lesson_proof_slides().map(|(shown, _)| shown), Some(1));
    }

    /// A presentation clicker alone drives a step with a script: Page Down plays its moves one at a
    /// time, then goes on; the Next move button stays in place, greyed, once they are played.
    #[test]
    fn a_clicker_plays_a_steps_script_before_the_next_step() {
        let mut harness = harness();
        let lesson = bouton::save::built_in_lessons()[2].load().unwrap().lesson;
        harness.state_mut().apply(Action::Lesson(LessonAction::Present(Box::new(lesson), None)));
        harness.state_mut().apply(Action::Lesson(LessonAction::Go(4)));
        harness.run();
        assert_eq!(harness.state().game().unwrap().position().heaps(), &[1, 2, 3]);
        let button = harness.get_by_label("Next move (4 left)").rect();
        for played in 1..=4 {
            harness.key_press(egui::Key::PageDown);
            harness.run();
            assert_eq!(harness.state().lesson().unwrap().step, 4, "move {played} of the script");
            assert_eq!(harness.state().game().unwrap().cursor(), played);
        }
        let greyed = harness.get_by_label("Next move (0 left)");
        assert!(greyed.accesskit_node().is_disabled() && greyed.rect() == button, "in place, greyed");
        harness.key_press(egui::Key::PageDown);
        harness.run();
        assert_eq!(harness.state().lesson().unwrap().step, 5);
    }

    #[test]
    fn exercises_during_a_lesson_end_it_and_the_own_game_survives_both() {
        let mut harness = harness();
        let lesson = bouton::save::built_in_lessons()[1].load().unwrap().lesson;
        harness.state_mut().apply(Action::Lesson(LessonAction::Present(Box::new(lesson), None)));
        assert_eq!(harness.state().game().unwrap().position().heaps(), &[7, 11]);
        let set = bouton::ExerciseSet {
            kind: bouton::ExerciseKind::PorN,
            difficulty: bouton::Difficulty::EASY,
            rules: Rules::default(),
            seed: 4,
        };
        harness.state_mut().apply(Action::Exercise(bouton::ui::ExerciseAction::Start(set)));
        assert!(harness.state().lesson().is_none(), "one use of the board at a time");
        assert!(harness.state().exercise().is_some());
        harness.state_mut().apply(Action::Exercise(bouton::ui::ExerciseAction::Stop));
        assert_eq!(harness.state().saved().unwrap().title, "My game");
        assert_eq!(harness.state().game().unwrap().position().heaps(), &[3, 4, 5]);
    }

    #[test]
    fn edit_a_lesson_save_it_and_open_it_again() {
        let dir = tempfile::tempdir().unwrap();
        let mut harness = harness();
        harness.state_mut().apply(Action::TogglePanel(PanelKind::Lessons));
        harness.run();
        harness.get_by_label("New lesson from the board").click();
        harness.run();
        assert_eq!(harness.state().lesson().unwrap().lesson.steps.len(), 1);
        // A second position, added as a step with its text and hidden answers.
        harness.state_mut().apply(Action::Play(bouton::Move::new(0, 2)));
        harness.get_by_label("New step title").click();
        harness.run();
        harness.get_by_label("New step title").type_text("After the first move");
        harness.get_by_label("New step text").click();
        harness.run();
        harness.get_by_label("New step text").type_text("Who wins now?");
        harness.get_by_label("Answers start hidden").click();
        harness.run();
        harness.get_by_label("Add step").click();
        harness.run();
        let state = harness.state().lesson().unwrap().clone();
        assert_eq!(state.lesson.steps.len(), 2);
        let added = &state.lesson.steps[1];
        assert_eq!(
            (added.saved.title.as_str(), added.saved.notes.as_str(), added.hide_answers),
            ("After the first move", "Who wins now?", true)
        );
        assert_eq!(added.saved.game.cursor(), 0, "the board's moves are its script");
        assert!(state.changed);
        // Reorder, then delete.
        harness.state_mut().apply(Action::Lesson(LessonAction::MoveStep { from: 1, to: 0 }));
        assert_eq!(harness.state().lesson().unwrap().lesson.steps[0].saved.title, "After the first move");
        harness.state_mut().apply(Action::Lesson(LessonAction::AddStep {
            title: "Spare".into(),
            text: String::new(),
            hide_answers: false,
        }));
        harness.state_mut().apply(Action::Lesson(LessonAction::DeleteStep(1)));
        assert_eq!(harness.state().lesson().unwrap().lesson.steps.len(), 2);
        // Save, then open the file like any file: it presents the lesson.
        let path = dir.path().join("my.lesson.ron");
        harness.state_mut().apply(Action::Lesson(LessonAction::SaveTo(path.clone())));
        assert!(!harness.state().lesson().unwrap().changed);
        let saved = load_lesson_file(&path).unwrap().lesson;
        assert_eq!(saved, harness.state().lesson().unwrap().lesson);
        harness.state_mut().apply(Action::Lesson(LessonAction::End));
        harness.state_mut().apply(Action::Open(path));
        harness.state_mut().wait_for_file();
        harness.run();
        assert_eq!(harness.state().lesson().unwrap().lesson, saved);
        assert!(!harness.state().revealed(), "its first step starts with the answers hidden");
        // A broken lesson file changes nothing.
        let bad = dir.path().join("bad.lesson.ron");
        std::fs::write(&bad, "(version: 1, steps: [(start: [1], script: [(heap: 1, take: 5)])])").unwrap();
        let before = harness.state().game().unwrap().clone();
        harness.state_mut().apply(Action::Open(bad));
        harness.state_mut().wait_for_file();
        assert!(
            harness.state().error().unwrap().to_string().contains("step 1: move 1 takes 5 from heap 1, which has 1")
        );
        assert_eq!(harness.state().game(), Some(&before));
    }
}

mod exports {
    use bouton::save::SavedGame;
    use bouton::ui::{Action, BoutonApp};
    use bouton::{Game, Position, Rules};

    #[test]
    fn the_handout_is_written_from_the_app_and_a_bad_folder_changes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let saved =
            SavedGame::new("3, 5, 8", Game::of_heaps(Rules::default(), Position::new(vec![3, 5, 8]).unwrap()).unwrap());
        let mut app = BoutonApp::new(saved);
        let path = dir.path().join("handouts").join("3-5-8.md");
        app.apply(Action::ExportHandout(path.clone(), bouton::export::Edition::Teacher));
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains("- take 2 from heap 3 (8 → 6)"), "{text}");
        assert!(app.message().unwrap().contains("Handout written to"));
        assert!(app.error().is_none());
        // The students' worksheet is said to be one (it was called a handout).
        let sheet = dir.path().join("handouts").join("3-5-8-worksheet.md");
        app.apply(Action::ExportHandout(sheet.clone(), bouton::export::Edition::Student));
        assert!(std::fs::read_to_string(&sheet).unwrap().starts_with("# Worksheet: 3, 5, 8"));
        assert!(app.message().unwrap().contains("Worksheet written to"), "{:?}", app.message());
        // A folder that is a file: the error is shown, the game is untouched.
        let blocked = dir.path().join("file");
        std::fs::write(&blocked, "x").unwrap();
        let before = app.game().unwrap().clone();
        app.apply(Action::ExportHandout(blocked.join("h.md"), bouton::export::Edition::Teacher));
        assert!(app.error().unwrap().to_string().starts_with("The handout could not be written"));
        assert_eq!(app.game(), Some(&before));
        app.apply(Action::DismissError);
        // The SVG picture keeps hidden answers hidden.
        let svg = dir.path().join("3-5-8.svg");
        app.apply(Action::Reveal(false));
        app.apply(Action::ExportSvg(svg.clone()));
        let text = std::fs::read_to_string(&svg).unwrap();
        assert!(text.starts_with("<svg") && text.contains("X = ?") && !text.contains("take 2"));
        app.apply(Action::Reveal(true));
        app.apply(Action::ExportSvg(svg.clone()));
        assert!(std::fs::read_to_string(&svg).unwrap().contains("◀ take 2 → 6"));
    }
}

/// While a lesson is presented the lessons panel shows its steps only; the authoring controls (▲ ▼ ✕,
/// add a step, save) wait for "Edit this lesson". A new lesson opens with them.
#[test]
fn authoring_controls_wait_for_edit_this_lesson() {
    use bouton::ui::{Action, BoutonApp, LessonAction, PanelKind};
    use egui_kittest::kittest::Queryable;
    let saved = bouton::ui::default_game();
    let mut harness = egui_kittest::Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, saved));
    let lesson = bouton::save::built_in_lessons()[2].load().unwrap().lesson;
    harness.state_mut().apply(Action::Lesson(LessonAction::Present(Box::new(lesson), None)));
    harness.state_mut().apply(Action::TogglePanel(PanelKind::Lessons));
    harness.run();
    assert!(harness.query_all_by_label_contains("2. ").count() > 0, "the steps are listed");
    assert!(harness.query_by_label("Add step").is_none() && harness.query_all_by_label("✕").next().is_none());
    harness.get_by_label("Edit this lesson").click();
    harness.run();
    harness.get_by_label("Add step");
    assert!(harness.query_all_by_label("✕").count() > 1);
    harness.get_by_label("Edit this lesson").click();
    harness.run();
    assert!(harness.query_by_label("Add step").is_none());
    // A new lesson from the board starts with the editor open.
    harness.state_mut().apply(Action::Lesson(LessonAction::New));
    harness.run();
    harness.get_by_label("Add step");
}

/// The built-in lessons exist in every language: each says its language, loads without a warning,
/// has the English lesson's steps exactly (positions, rules, scripts, players, views, hidden
/// answers), its own words, and in every title and text the English one's numbers.
#[test]
fn the_built_in_lessons_speak_every_language() {
    use crate::i18n::numbers_of;
    let english: Vec<Lesson> = built_in_lessons().iter().map(|l| l.load().unwrap().lesson).collect();
    for lang in Lang::ALL.into_iter().filter(|&lang| lang != Lang::Pseudo) {
        let theirs = bouton::save::built_in_lessons_in(lang);
        assert_eq!(theirs.len(), english.len(), "{}", lang.tag());
        for (built_in, en) in theirs.iter().zip(&english) {
            let loaded = built_in.load().unwrap();
            assert!(loaded.warnings.is_empty(), "{}: {:?}", built_in.file, loaded.warnings);
            let lesson = loaded.lesson;
            let file = built_in.file;
            assert_eq!(lesson.language, Some(lang), "{file}");
            assert_eq!(numbers_of(&lesson.title), numbers_of(&en.title), "{file}: {}", lesson.title);
            assert_eq!(lesson.steps.len(), en.steps.len(), "{file}");
            for (step, en_step) in lesson.steps.iter().zip(&en.steps) {
                assert_eq!(step.saved.game, en_step.saved.game, "{file}: {}", step.saved.title);
                assert_eq!(step.saved.players, en_step.saved.players, "{file}: {}", step.saved.title);
                assert_eq!((step.hide_answers, step.view), (en_step.hide_answers, en_step.view), "{file}");
                for (ours, english) in
                    [(&step.saved.title, &en_step.saved.title), (&step.saved.notes, &en_step.saved.notes)]
                {
                    assert_eq!(numbers_of(ours), numbers_of(english), "{file}:\n  {ours}\n  {english}");
                    if lang != Lang::En && english.chars().filter(|c| c.is_alphabetic()).count() > 12 {
                        assert_ne!(ours, english, "{file}: not translated");
                    }
                }
            }
        }
    }
}

/// The bundled examples exist in every language: the English example's game, players and rules
/// exactly, its own title and notes, and in them the English one's numbers.
#[test]
fn the_examples_speak_every_language() {
    use crate::i18n::numbers_of;
    let english: Vec<SavedGame> = bouton::save::examples().iter().map(|e| e.load().unwrap().saved).collect();
    for lang in Lang::ALL.into_iter().filter(|&lang| lang != Lang::Pseudo && lang != Lang::En) {
        let theirs = bouton::save::examples_in(lang);
        assert_eq!(theirs.len(), english.len(), "{}", lang.tag());
        for (example, en) in theirs.iter().zip(&english) {
            let loaded = example.load().unwrap();
            assert!(loaded.warnings.is_empty(), "{}: {:?}", example.file, loaded.warnings);
            let saved = loaded.saved;
            assert_eq!((&saved.game, &saved.players), (&en.game, &en.players), "{}", example.file);
            for (ours, english) in [(&saved.title, &en.title), (&saved.notes, &en.notes)] {
                assert_eq!(numbers_of(ours), numbers_of(english), "{}:\n  {ours}\n  {english}", example.file);
                assert_ne!(ours, english, "{}: not translated", example.file);
            }
        }
    }
}

/// A lesson file may say its language; one Bouton does not speak opens as written, with a warning.
#[test]
fn a_lesson_file_says_its_language() {
    let english = built_in_lessons()[0].text;
    assert!(english.contains("language: \"en\","));
    let french = parse_lesson(&english.replace("language: \"en\"", "language: \"fr\""), "fr").unwrap();
    assert_eq!((french.lesson.language, french.warnings.len()), (Some(Lang::Fr), 0));
    let italian = parse_lesson(&english.replace("language: \"en\"", "language: \"it\""), "it").unwrap();
    assert_eq!(italian.lesson.language, None);
    assert!(italian.warnings.iter().any(|w| w.to_string().contains("\"it\"")), "{:?}", italian.warnings);
    let unsaid = parse_lesson(&english.replace("    language: \"en\",\n", ""), "none").unwrap();
    assert_eq!((unsaid.lesson.language, unsaid.warnings.len()), (None, 0));
    assert!(
        !bouton::words::lesson_file(&unsaid.lesson).contains("language"),
        "no language is written when none was said"
    );
}

/// Leaving a lesson gives back the panels and the game exactly as they were (answers shown stay
/// shown); what the teacher chose meanwhile — the language, move values, hints, touch targets —
/// stays. Leaving exercises gives the game back as it was too.
#[test]
fn ending_a_lesson_keeps_what_was_chosen_meanwhile() {
    use bouton::ui::{Action, BoutonApp, ExerciseAction, LessonAction, TouchTargets};
    let mut app = BoutonApp::new(bouton::ui::default_game());
    app.apply(Action::Reveal(true));
    app.apply(Action::Play(bouton::Move::new(0, 1)));
    let (panels, game) = (app.prefs().panels(), app.game().unwrap().clone());
    let hints = app.prefs().hints;
    let lesson = built_in_lessons()[2].load().unwrap().lesson;
    app.apply(Action::Lesson(LessonAction::Present(Box::new(lesson), None)));
    assert_ne!(app.prefs().panels(), panels, "the lesson's steps open their own panels");
    app.apply(Action::SetLanguage(Some(Lang::De)));
    app.apply(Action::SetMoveValues(true));
    app.apply(Action::SetHints(!hints));
    app.apply(Action::SetTouchTargets(TouchTargets::Large));
    app.apply(Action::Lesson(LessonAction::End));
    assert_eq!(app.prefs().panels(), panels, "the panels come back");
    assert_eq!(app.game(), Some(&game), "the game comes back");
    assert!(app.revealed(), "answers shown stay shown");
    let prefs = app.prefs();
    assert_eq!(
        (prefs.language, prefs.move_values, prefs.hints, prefs.touch),
        (Some(Lang::De), true, !hints, TouchTargets::Large),
        "what was chosen during the lesson stays"
    );
    // Hidden answers stay hidden through a series of exercises.
    app.apply(Action::Reveal(false));
    let set = bouton::ExerciseSet {
        kind: bouton::ExerciseKind::PorN,
        difficulty: bouton::Difficulty::EASY,
        rules: bouton::Rules::default(),
        seed: 3,
    };
    app.apply(Action::Exercise(ExerciseAction::Start(set)));
    app.apply(Action::Reveal(true));
    app.apply(Action::Exercise(ExerciseAction::Stop));
    assert_eq!(app.game(), Some(&game));
    assert!(!app.revealed(), "answers hidden stay hidden");
}
