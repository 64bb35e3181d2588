//! Nim in disguise in the app (issue 31): each game from Game ▸ Nim in disguise, played on its own
//! board by clicks, the computer answering, the disguise lifted beside it, Undo and the way back to
//! the person's game; what the panel states is checked against the brute force.

use bouton::ui::{Action, BoutonApp};
use bouton::{DisguisedGame, MAX_BRUTE_STATES, Outcome};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

pub(crate) fn harness() -> Harness<'static, BoutonApp> {
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .wgpu()
        .build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, bouton::ui::default_game()));
    harness.run();
    harness
}

/// Saves what the window shows to /tmp when `BOUTON_SHOTS` is set (to look at it).
pub(crate) fn shot(harness: &mut Harness<'static, BoutonApp>, name: &str) {
    if std::env::var_os("BOUTON_SHOTS").is_some()
        && let Ok(image) = harness.render()
    {
        let _ = image.save(format!("/tmp/disguise-{name}.png"));
    }
}

pub(crate) fn start(harness: &mut Harness<'static, BoutonApp>, text: &str, computer: Option<bouton::Side>) {
    let game: DisguisedGame = text.parse().unwrap();
    harness.state_mut().apply(Action::Disguise(bouton::ui::DisguiseAction::Start(game, computer)));
    harness.run();
}

/// Every label on screen.
pub(crate) fn labels(harness: &Harness<'static, BoutonApp>) -> Vec<String> {
    use egui_kittest::kittest::NodeT;
    harness
        .query_all(egui_kittest::kittest::By::new())
        .flat_map(|node| {
            let node = node.accesskit_node();
            [node.label(), node.value()].into_iter().flatten().collect::<Vec<_>>()
        })
        .collect()
}

pub(crate) fn position(harness: &Harness<'static, BoutonApp>) -> String {
    harness.state().disguise().map(|play| play.position().to_string()).unwrap_or_default()
}

#[test]
fn every_game_in_the_menu_starts_on_its_board_and_states_the_truth() {
    let mut harness = harness();
    harness.get_by_label("Game").click();
    harness.run();
    harness.get_by_label("Nim in disguise").click();
    harness.run();
    harness.get_by_label("Staircase Nim").click();
    harness.run();
    assert_eq!(position(&harness), "staircase:2,3,1,4,0,2");
    for text in bouton::ui::DISGUISE_STARTS {
        start(&mut harness, text, None);
        harness.state_mut().apply(Action::Reveal(true));
        harness.run();
        let game: DisguisedGame = text.parse().unwrap();
        let truth = game.solve(MAX_BRUTE_STATES).unwrap();
        // The verdict and one line per winning move, as the brute force finds them.
        let verdict = if truth.outcome == Outcome::NextWins {
            "N: the player to move wins"
        } else {
            "P: the player to move loses"
        };
        assert!(harness.query_by_label(verdict).is_some(), "{text}");
        for mv in &truth.winning_moves {
            let line = format!("• {}", bouton::words::disguised_move_line(&game, mv));
            assert!(harness.query_by_label(&line).is_some(), "{text}: {line}");
        }
        shot(&mut harness, text.split(':').next().unwrap());
    }
}

#[test]
fn a_staircase_is_played_by_clicks_and_the_computer_answers_in_both_terms() {
    let mut harness = harness();
    start(&mut harness, "staircase:2,3,1,4,0,2", Some(bouton::Side::Second));
    harness.state_mut().apply(Action::Reveal(true));
    harness.run();
    // Step 2's bottom coin: all 3 coins of step 2 go down to step 1.
    harness.get_by_label("step 2, stone 1").click();
    harness.run();
    let play = harness.state().disguise().unwrap();
    assert_eq!(play.played().count(), 2, "the computer answered");
    let (first, mv) = play.played().next().unwrap();
    assert_eq!(bouton::words::disguised_move(first, mv), "move 3 coins from step 2 to step 1");
    let said = labels(&harness).into_iter().find(|l| l.starts_with("The computer:"));
    let said = said.unwrap_or_else(|| panic!("the computer's move is said: {:?}", labels(&harness)));
    assert!(said.contains(" — underneath, "), "{said}");
    // Undo takes back the computer's move and the person's.
    harness.state_mut().apply(Action::Undo);
    harness.run();
    assert_eq!(position(&harness), "staircase:2,3,1,4,0,2");
    shot(&mut harness, "staircase-played");
    // Back to my game: the person's 3 4 5 is on the board again.
    harness.get_by_label("Back to my game").click();
    harness.run();
    assert!(harness.state().disguise().is_none());
    assert_eq!(harness.state().session().game().position().to_string(), "nim:3 nim:4 nim:5");
}

#[test]
fn coins_are_picked_then_turned_and_a_wrong_pick_is_explained() {
    let mut harness = harness();
    start(&mut harness, "turtles:THHTH", None);
    // Three coins is one too many for Turning Turtles: refused, said, nothing changes.
    for label in ["coin 5, heads", "coin 3, heads", "coin 1, tails"] {
        harness.get_by_label(label).click();
        harness.run();
    }
    harness.get_by_label("Turn").click();
    harness.run();
    assert_eq!(position(&harness), "turtles:THHTH");
    let refusal = "This game turns the rightmost head and at most 1 more coin to its left.";
    assert!(labels(&harness).iter().any(|l| l == refusal), "{:?}", labels(&harness));
    // Unpick coin 3: turning 5 and 1 is the winning move (X = 5 ⊕ 3 ⊕ 2 = 4 → 1 ⊕ 3 ⊕ 2 = 0).
    harness.get_by_label("coin 3, heads").click();
    harness.run();
    harness.get_by_label("Turn").click();
    harness.run();
    assert_eq!(position(&harness), "turtles:HHHTT");
    assert_eq!(harness.state().disguise().unwrap().position().lift().nim_sum(), 0);
    // A tail as the rightmost coin, and a gap in a Ruler's run: each refused with its reason.
    start(&mut harness, "ruler:HTHHT", None);
    for (picks, says) in [
        (&["coin 5, tails", "coin 4, heads"][..], "The coin at 5 shows tails"),
        (&["coin 4, heads", "coin 1, heads"][..], "Ruler turns a run of neighbouring coins"),
    ] {
        harness.state_mut().apply(Action::Disguise(bouton::ui::DisguiseAction::ClearPicks));
        for label in picks {
            harness.get_by_label(label).click();
            harness.run();
        }
        harness.get_by_label("Turn").click();
        harness.run();
        assert_eq!(position(&harness), "ruler:HTHHT");
        assert!(labels(&harness).iter().any(|l| l.starts_with(says)), "{says}: {:?}", labels(&harness));
    }
}

#[test]
fn hackenbush_wythoff_lasker_and_moore_take_their_own_clicks() {
    let mut harness = harness();
    start(&mut harness, "hackenbush:((()())(()))(((())))(()())", None);
    harness.get_by_label("edge 1").click();
    harness.run();
    assert_eq!(position(&harness), "hackenbush:(((())))(()())");
    start(&mut harness, "wythoff:7,9", None);
    let before = harness.get_by_label("square (3, 5)").rect();
    harness.get_by_label("square (4, 6)").click();
    harness.run();
    assert_eq!(position(&harness), "wythoff:4,6");
    // The grid keeps its size as the queen moves: a square she can still reach has not moved.
    assert_eq!(harness.get_by_label("square (3, 5)").rect(), before);
    start(&mut harness, "lasker:5,3,7", None);
    harness.get_by_label("Split instead of take").click();
    harness.run();
    harness.get_by_label("heap 3, stone 3").click();
    harness.run();
    assert_eq!(position(&harness), "lasker:5,3,2,5");
    start(&mut harness, "moore-2:3,5,6", None);
    // Three heaps is one too many for k = 2.
    for label in ["heap 1, stone 1", "heap 2, stone 4", "heap 3, stone 4"] {
        harness.get_by_label(label).click();
        harness.run();
    }
    harness.get_by_label("Take").click();
    harness.run();
    assert!(labels(&harness).iter().any(|l| l == "A move takes from at most 2 heaps here."), "{:?}", labels(&harness));
    harness.get_by_label("Clear").click();
    harness.run();
    harness.get_by_label("heap 2, stone 4").click();
    harness.run();
    harness.get_by_label("heap 3, stone 4").click();
    harness.run();
    harness.get_by_label("Take").click();
    harness.run();
    assert_eq!(position(&harness), "moore-2:3,3,3");
}

/// The board plays from the keyboard too: Tab to a token, Enter or Space to click it.
#[test]
fn the_board_plays_from_the_keyboard() {
    let mut harness = harness();
    start(&mut harness, "hackenbush:((()))(()())", None);
    harness.get_by_label("edge 1").focus();
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert_eq!(position(&harness), "hackenbush:(()())");
}

#[test]
fn the_hint_ladder_climbs_one_rung_at_a_time_while_answers_are_hidden() {
    let mut harness = harness();
    start(&mut harness, "staircase:2,3,1,4,0,2", None);
    harness.state_mut().apply(Action::Reveal(false));
    harness.run();
    assert!(harness.query_by_label("X and who wins are hidden with the answers.").is_some());
    harness.state_mut().apply(Action::Hint);
    harness.run();
    assert!(harness.query_by_label("N: the player to move wins").is_some());
    for _ in 0..3 {
        harness.state_mut().apply(Action::Hint);
    }
    harness.run();
    let game: DisguisedGame = "staircase:2,3,1,4,0,2".parse().unwrap();
    let first = game.winning_moves().unwrap().remove(0);
    let line = format!("Hint: {}.", bouton::words::disguised_move_line(&game, &first));
    assert!(harness.query_by_label(&line).is_some(), "{line}");
    shot(&mut harness, "hints");
}

#[test]
fn the_board_and_its_panel_speak_the_language_chosen() {
    use bouton::i18n::{Lang, msg, with_language};
    let mut harness = harness();
    for (lang, name) in [(Lang::Fr, "fr"), (Lang::De, "de"), (Lang::Es, "es"), (Lang::PtBr, "pt"), (Lang::ZhCn, "zh")] {
        harness.state_mut().apply(Action::SetLanguage(Some(lang)));
        start(&mut harness, "staircase:2,3,1,4,0,2", Some(bouton::Side::Second));
        harness.state_mut().apply(Action::Reveal(true));
        harness.run();
        let shown = labels(&harness);
        for wanted in [msg::disguise_underneath, msg::disguise_how_staircase, msg::disguise_back] {
            let text = with_language(lang, wanted);
            assert!(shown.contains(&text), "{lang:?}: {text}");
        }
        let step = with_language(lang, || msg::disguise_a11y_stone(msg::disguise_label_step(2u64), 1u64));
        harness.get_by_label(&step).click();
        harness.run();
        let computer = with_language(lang, || msg::disguise_computer_played(""));
        let prefix = computer.trim_end_matches(['.', '。', '\u{2068}', '\u{2069}']);
        assert!(shown_after(&harness).iter().any(|l| l.starts_with(prefix)), "{lang:?}: {prefix}");
        shot(&mut harness, &format!("staircase-{name}"));
    }
}

fn shown_after(harness: &Harness<'static, BoutonApp>) -> Vec<String> {
    labels(harness)
}

#[test]
fn a_game_in_disguise_is_saved_and_opened_again_where_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("coins.ron");
    let mut harness = harness();
    start(&mut harness, "turtles:THHTHTTHH", Some(bouton::Side::Second));
    harness.get_by_label("coin 9, heads").click();
    harness.run();
    harness.get_by_label("Turn").click();
    harness.run();
    let before = position(&harness);
    harness.state_mut().apply(Action::SaveTo(path.clone()));
    harness.run();
    assert!(std::fs::read_to_string(&path).unwrap().contains("version: 3,"));
    // Somewhere else, then the file again.
    harness.get_by_label("Back to my game").click();
    harness.run();
    harness.state_mut().apply(Action::Open(path.clone()));
    harness.state_mut().wait_for_file();
    harness.run();
    assert_eq!(position(&harness), before);
    let play = harness.state().disguise().unwrap();
    assert_eq!((play.played().count(), play.computer), (2, Some(bouton::Side::Second)));
    // Undo goes back to the start, as before the save.
    harness.state_mut().apply(Action::Undo);
    assert_eq!(position(&harness), "turtles:THHTHTTHH");
}

#[test]
fn a_link_to_a_game_in_disguise_opens_it_with_its_answers_hidden() {
    let mut harness = harness();
    harness.state_mut().apply(Action::OpenLink("game=wythoff&heaps=4,6".into()));
    harness.run();
    assert_eq!(position(&harness), "wythoff:4,6");
    assert!(!harness.state().session().revealed);
    // A bad link changes nothing and says why in one line.
    harness.state_mut().apply(Action::OpenLink("game=wythoff&heaps=4".into()));
    harness.run();
    assert_eq!(position(&harness), "wythoff:4,6");
    assert!(labels(&harness).iter().any(|l| l.contains("cannot read")), "{:?}", labels(&harness));
}

/// A game in disguise is autosaved beside the person's game after every move, and both come back
/// at the next start; Back to my game leaves only the person's game to come back.
#[test]
fn a_game_in_disguise_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let autosave = dir.path().join("autosave.ron");
    let store = || bouton::ui::platform::AutosaveStore::disk(&autosave);
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, bouton::ui::default_game()).with_autosave(store()));
    harness.run();
    start(&mut harness, "wythoff:7,9", None);
    harness.get_by_label("square (4, 6)").click();
    harness.run();
    let again = BoutonApp::restored(store(), None, None, bouton::ui::Preferences::default());
    let play = again.disguise().expect("the game in disguise is back");
    assert_eq!((play.position().to_string(), play.played().count()), ("wythoff:4,6".into(), 1));
    assert_eq!(again.session().game().position().to_string(), "nim:3 nim:4 nim:5", "the person's game under it");
    harness.get_by_label("Back to my game").click();
    harness.run();
    let again = BoutonApp::restored(store(), None, None, bouton::ui::Preferences::default());
    assert!(again.disguise().is_none());
}

/// Every built-in lesson walked with Next as a student would: each step puts its position on the
/// board, and every number and verdict its text states is the brute force's.
#[test]
fn every_lesson_walks_its_steps_and_its_texts_state_the_truth() {
    let mut harness = harness();
    for (index, lesson) in bouton::DISGUISE_LESSONS.iter().enumerate() {
        harness.state_mut().apply(Action::Disguise(bouton::ui::DisguiseAction::Lesson { lesson: index, step: 0 }));
        harness.run();
        for (step, at) in lesson.steps.iter().enumerate() {
            assert_eq!(position(&harness), at.position, "{} step {step}", lesson.key);
            let game: DisguisedGame = at.position.parse().unwrap();
            let truth = game.solve(MAX_BRUTE_STATES).unwrap();
            let (title, text) = bouton::words::disguise_lesson_step(lesson, step, &game);
            let shown = labels(&harness);
            assert!(shown.contains(&title) && shown.contains(&text), "{} step {step}: {text}", lesson.key);
            // The verdict a text states is the brute force's; X, where the disguise is Nim, decides
            // as the brute force does.
            let verdicts = ["N: the player to move wins", "P: the player to move loses"];
            for verdict in verdicts.iter().filter(|v| text.contains(*v)) {
                assert_eq!(verdict.starts_with('N'), truth.outcome == Outcome::NextWins, "{text}");
            }
            if let bouton::Lift::Nim(_) = game.lift() {
                assert_eq!(game.lift().nim_sum() == 0, truth.outcome == Outcome::PreviousWins, "{text}");
                // Every "X = n" the text states (Fluent may wrap n in isolation marks).
                for (at, _) in text.match_indices("X = ").filter(|(at, _)| !text[..*at].ends_with("⊕ ")) {
                    let digits: String = text[at + 4..]
                        .chars()
                        .skip_while(|c| !c.is_ascii_digit() && *c != ' ')
                        .take_while(char::is_ascii_digit)
                        .collect();
                    if !digits.is_empty() {
                        assert_eq!(digits, game.lift().nim_sum().to_string(), "{text}");
                    }
                }
            }
            let of = format!("step {} of {}", step + 1, lesson.steps.len());
            assert!(shown.iter().any(|l| l.starts_with("Lesson: ") && l.contains(&of)), "{of}");
            let computer = harness.state().disguise().unwrap().computer;
            assert_eq!(computer.is_some(), at.against_computer);
            if step + 1 < lesson.steps.len() {
                harness.get_by_label("Next step").click();
                harness.run();
            }
        }
        // The question's answer, on request.
        let answer = bouton::words::disguise_lesson_answer(lesson);
        assert!(!labels(&harness).contains(&answer), "{}: hidden until asked for", lesson.key);
        harness.get_by_label("An answer").click();
        harness.run();
        assert!(labels(&harness).contains(&answer), "{}: {answer}", lesson.key);
        shot(&mut harness, &format!("lesson-{}", lesson.key));
    }
    harness.get_by_label("End the lesson").click();
    harness.run();
    assert!(harness.state().disguise().is_none());
}

#[test]
fn p_or_n_questions_lock_the_board_judge_the_answer_and_give_the_game_back() {
    let mut harness = harness();
    start(&mut harness, "lasker:5,3,7", Some(bouton::Side::Second));
    harness.get_by_label("P or N? questions on this game").click();
    harness.run();
    let question = position(&harness);
    let truth = question.parse::<DisguisedGame>().unwrap().solve(MAX_BRUTE_STATES).unwrap().outcome;
    // The question's board takes no move.
    if let Some(stone) = harness.query_all(egui_kittest::kittest::By::new().label_contains(", stone ")).next() {
        stone.click();
    }
    harness.run();
    assert_eq!(position(&harness), question, "the board shows the question as asked");
    let later = "What is underneath (the Nim heaps and X) is shown with the answer: find it yourself first.";
    assert!(labels(&harness).iter().any(|l| l == later) && !labels(&harness).iter().any(|l| l == "value"));
    harness.get_by_label(if truth == Outcome::NextWins { "N" } else { "P" }).click();
    harness.run();
    assert!(labels(&harness).iter().any(|l| l == "value"), "{:?}", labels(&harness));
    assert!(labels(&harness).iter().any(|l| l.starts_with("Right — ")), "{:?}", labels(&harness));
    assert!(labels(&harness).iter().any(|l| l == "Right so far: 1 of 1"));
    harness.get_by_label("Next question").click();
    harness.run();
    assert!(labels(&harness).iter().any(|l| l.starts_with("Question 2:")));
    harness.get_by_label("Stop the questions").click();
    harness.run();
    assert_eq!(position(&harness), "lasker:5,3,7", "the game set aside is back");
    assert_eq!(harness.state().disguise().unwrap().computer, Some(bouton::Side::Second));
}
