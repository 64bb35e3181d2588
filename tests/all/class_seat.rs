//! A student's page in a class session, driven as a student drives it: the app finds the class,
//! shows the join form, joins with the code and a name typed in, plays on the board while the
//! computer answers from the teacher's Bouton, is paused ("Eyes to the front"), and is told when
//! the teacher takes them out of the class.

use std::time::{Duration, Instant};

use bouton::class::{ClassServer, SeatNumber};
use bouton::ui::{Action, BoutonApp, SeatAction, Stage};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use super::class_client::{nim, server};
use super::disguise_app::{harness, shot};

/// Runs frames until `done` holds (the connection works on its own thread meanwhile).
pub(crate) fn wait_for(harness: &mut Harness<'static, BoutonApp>, what: &str, done: impl Fn(&BoutonApp) -> bool) {
    let started = Instant::now();
    while !done(harness.state()) {
        assert!(started.elapsed() < Duration::from_secs(10), "waited in vain for {what}");
        harness.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    harness.run();
}

fn stage(app: &BoutonApp) -> Stage {
    app.class_seat().map(|class| class.stage().clone()).expect("in a class")
}

fn enter(harness: &mut Harness<'static, BoutonApp>, server: &ClassServer) {
    let socket = format!("ws://127.0.0.1:{}/ws", server.address().port());
    harness.state_mut().apply(Action::Seat(SeatAction::Enter(socket)));
    wait_for(harness, "the join form", |app| stage(app) == Stage::Joining);
}

/// A student's page that has typed the class's code and `name` and pressed Join (the seat follows).
pub(crate) fn joined(server: &ClassServer, name: &str) -> Harness<'static, BoutonApp> {
    let mut harness = harness();
    enter(&mut harness, server);
    type_into(&mut harness, "Join code", &server.code());
    type_into(&mut harness, "Your first name or a nickname", name);
    harness.get_by_label("Join").click();
    harness
}

fn type_into(harness: &mut Harness<'static, BoutonApp>, label: &str, text: &str) {
    harness.get_by_role_and_label(egui::accesskit::Role::TextInput, label).click();
    harness.run();
    harness.get_by_role_and_label(egui::accesskit::Role::TextInput, label).type_text(text);
    harness.run();
}

/// The keyboard alone joins: the code field has the keys from the start, Tab goes on to the name,
/// Enter joins.
#[test]
fn the_keyboard_alone_joins_code_tab_name_enter() {
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    let server = server(nim(&[3, 5, 7]));
    let mut harness = harness();
    enter(&mut harness, &server);
    harness.run();
    harness.event(egui::Event::Text(server.code()));
    harness.run();
    harness.key_press(egui::Key::Tab);
    harness.run();
    harness.event(egui::Event::Text("Ana".into()));
    harness.run();
    harness.key_press(egui::Key::Enter);
    wait_for(&mut harness, "a seat", |app| matches!(stage(app), Stage::Seated { .. }));
    harness.get_by_label("Ana · seat 1");
}

#[test]
fn a_student_joins_on_the_page_plays_against_the_server_and_is_paused_then_removed() {
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    let server = server(nim(&[3, 5, 7]));
    let mut harness = harness();
    enter(&mut harness, &server);
    harness.get_by_label("Join the class");
    shot(&mut harness, "class-seat-join");
    type_into(&mut harness, "Join code", "000 00");
    type_into(&mut harness, "Your first name or a nickname", "Ana");
    harness.get_by_label("Join").click();
    // (The server's answer may land while frames run: wait for it rather than for the frames to settle.)
    harness.step();
    // A wrong code is said on the form, and nothing else changes.
    wait_for(&mut harness, "the refusal", |app| app.class_seat().is_some_and(|c| c.refusal().is_some()));
    harness.get_by_label("That is not this class's code: check it and try again.");
    harness.get_by_role_and_label(egui::accesskit::Role::TextInput, "Join code").click();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_role_and_label(egui::accesskit::Role::TextInput, "Join code").type_text(&server.code());
    harness.run();
    harness.get_by_label("Join").click();
    wait_for(&mut harness, "a seat", |app| matches!(stage(app), Stage::Seated { .. }));
    wait_for(&mut harness, "the class's game", |app| {
        app.saved().is_some_and(|s| s.game.position().sizes() == [3, 5, 7])
    });
    harness.get_by_label("Ana · seat 1");
    harness.get_by_label("You play the computer");
    shot(&mut harness, "class-seat-joined");

    // 3 ^ 5 ^ 7 = 1: take 1 from the first heap; the server checks it and its computer answers.
    harness.get_by_label("Heap 1: take 1").click();
    wait_for(&mut harness, "the computer's answer", |app| app.saved().is_some_and(|s| s.game.moves().len() == 2));
    let on_page = harness.state().saved().unwrap().game.clone();
    server.with_room(|room| {
        let seat = room.seat(SeatNumber(1)).unwrap();
        assert_eq!((seat.name.as_str(), seat.total().moves), ("Ana", 1));
        assert_eq!(seat.game.heaps(), Some(&on_page), "the page shows the game the server holds");
    });

    server.pause(true);
    wait_for(&mut harness, "the pause", |app| app.class_seat().is_some_and(bouton::ui::InClass::is_paused));
    harness.get_by_label("Eyes to the front");
    shot(&mut harness, "class-seat-paused");
    server.pause(false);
    wait_for(&mut harness, "the end of the pause", |app| app.class_seat().is_some_and(|c| !c.is_paused()));

    server.remove(SeatNumber(1));
    wait_for(&mut harness, "the seat to close", |app| matches!(stage(app), Stage::Closed(_)));
    harness.get_by_label("Your teacher has taken you out of the class.");
}

#[test]
fn once_the_game_is_over_the_class_bar_offers_a_new_game_from_the_class_position() {
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    let server = server(nim(&[1]));
    let mut harness = joined(&server, "Bo");
    wait_for(&mut harness, "the class's game", |app| app.saved().is_some_and(|s| s.game.position().sizes() == [1]));
    assert!(harness.query_by_label("New game").is_none(), "not while the game goes on");
    // Taking the last token wins under normal play.
    harness.get_by_label("Heap 1: take 1").click();
    wait_for(&mut harness, "the end of the game", |app| app.saved().is_some_and(|s| s.game.is_over()));
    harness.get_by_label("New game").click();
    wait_for(&mut harness, "a new game", |app| app.saved().is_some_and(|s| s.game.moves().is_empty()));
    server.with_room(|room| {
        let seat = room.seat(SeatNumber(1)).unwrap();
        assert_eq!((seat.total().finished, seat.total().won), (1, 1));
        assert_eq!(seat.game.moves_played(), 0);
    });
}

/// Paired with Bo (on his own device), Ana's page plays her side only: on Bo's turn the board waits
/// ("Bo to move") and Bo's move arrives on it.
#[test]
fn a_paired_page_plays_its_side_and_waits_for_the_partner() {
    use super::class_client::{Client, runtime};
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    let server = server(nim(&[3, 5, 7]));
    let mut harness = joined(&server, "Ana");
    wait_for(&mut harness, "a seat", |app| matches!(stage(app), Stage::Seated { .. }));
    let rt = runtime();
    let mut bo = rt.block_on(async {
        let mut bo = Client::connect(server.address()).await;
        bo.join(&server.code(), "Bo").await;
        bo
    });
    server.pair(true);
    let against_bo = |app: &BoutonApp| {
        app.saved()
            .is_some_and(|s| s.players.second == bouton::Player::Human { name: bouton::Person::Named("Bo".into()) })
    };
    wait_for(&mut harness, "the game against Bo", against_bo);
    assert!(!harness.state().partner_to_move(), "Ana plays first");
    harness.get_by_label("You play Bo");
    harness.get_by_label("Heap 1: take 1").click();
    wait_for(&mut harness, "Bo's turn", BoutonApp::partner_to_move);
    harness.get_by_label("Waiting for Bo's move…");
    shot(&mut harness, "class-seat-paired-waiting");
    // Bo's move, from his device, arrives on Ana's board.
    rt.block_on(async {
        bo.game().await;
        let saved = bo.game().await;
        let mv = saved.game.position().legal_moves().next().unwrap();
        bo.send(&bouton::class::FromStudent::Play { mv: bouton::save::FileMove::of(&mv) }).await;
    });
    wait_for(&mut harness, "Ana's turn again", |app| {
        app.saved().is_some_and(|s| s.game.moves().len() == 2) && !app.partner_to_move()
    });
    drop(rt);
}

/// The class's game may be any game Bouton plays: a sum of Kayles and Nim in misère play reaches
/// the page on the sum's board, and a click on a pin is checked and played by the server.
#[test]
fn a_sum_of_games_in_misere_play_reaches_the_page_and_is_played_there() {
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    let start: bouton::SumPosition = "kayles:4 + nim:3".parse().unwrap();
    let game = bouton::Game::new(bouton::Ending::Misere, start).unwrap();
    let setup = bouton::class::ClassSetup {
        title: "Kayles and Nim".into(),
        game: game.into(),
        you: bouton::Side::First,
        computer: bouton::Level::Perfect,
        text: String::new(),
    };
    let server = server(setup);
    let mut harness = joined(&server, "Ana");
    wait_for(&mut harness, "the sum on the page", BoutonApp::on_sum_board);
    let on_page = harness.state().saved().map(|s| s.game.ending());
    assert!(on_page.is_none(), "a sum is not on the classic board");
    // The game is the class's: no undo, new game, quiz or lesson of the page's own, no answers
    // until the teacher shows them.
    for absent in ["Undo", "New game…", "Quiz: P or N?", "Show the answers", "Reveal"] {
        assert!(harness.query_by_label(absent).is_none(), "{absent} on a class page");
    }
    harness.get_by_label("row 1, pin 1").click();
    wait_for(&mut harness, "the server's answer", |app| {
        server.with_room(|room| room.seat(SeatNumber(1)).is_some_and(|s| s.total().moves == 1))
            && !app.session().game().moves().is_empty()
    });
    let on_page = harness.state().session().game().clone();
    server.with_room(|room| {
        let seat = room.seat(SeatNumber(1)).unwrap();
        let game = seat.game.heaps().unwrap();
        assert_eq!(game.ending(), bouton::Ending::Misere);
        assert_eq!(game.moves()[0], on_page.moves()[0], "the page shows the move the server played");
        // The click knocked down the first pin of row 1.
        assert_eq!(bouton::save::FileMove::of(&game.moves()[0]).heap, 1);
    });
    shot(&mut harness, "class-seat-sum");
}

/// A lesson step's text stands above the student's board.
#[test]
fn the_teachers_text_for_a_lesson_step_is_above_the_board() {
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    let mut setup = nim(&[1, 4, 5]);
    setup.text = "Is 1, 4, 5 a P-position? Play it and see.".into();
    let server = server(setup);
    let mut harness = joined(&server, "Ana");
    wait_for(&mut harness, "the class's game", |app| {
        app.saved().is_some_and(|s| s.game.position().sizes() == [1, 4, 5])
    });
    harness.get_by_label("Is 1, 4, 5 a P-position? Play it and see.");
    shot(&mut harness, "class-seat-lesson-text");
}

/// A connection that opens and then says nothing (the teacher's laptop came back as something that
/// never gives the seat back) is not waited on forever: the page closes it and connects again.
#[test]
fn a_page_whose_connection_says_nothing_tries_again() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let server = server(nim(&[3, 5, 7]));
    let port = server.address().port();
    let mut harness = joined(&server, "Ana");
    wait_for(&mut harness, "a seat", |app| matches!(stage(app), Stage::Seated { .. }));
    // The teacher's Bouton goes away without a word; something silent answers on its port.
    drop(server);
    let started = Instant::now();
    while !matches!(stage(harness.state()), Stage::Reconnecting { .. }) {
        assert!(started.elapsed() < Duration::from_secs(10), "the page never saw the connection go");
        harness.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    let runtime = super::class_client::runtime();
    let listener = runtime.block_on(tokio::net::TcpListener::bind(("127.0.0.1", port))).unwrap();
    let accepted = Arc::new(AtomicUsize::new(0));
    let counted = Arc::clone(&accepted);
    runtime.spawn(async move {
        let mut silent = Vec::new();
        while let Ok((stream, _)) = listener.accept().await {
            counted.fetch_add(1, Ordering::SeqCst);
            if let Ok(socket) = tokio_tungstenite::accept_async(stream).await {
                silent.push(socket);
            }
        }
    });
    let started = Instant::now();
    let mut first = None;
    while accepted.load(Ordering::SeqCst) < 2 {
        assert!(started.elapsed() < Duration::from_secs(30), "the page never tried again");
        if first.is_none() && accepted.load(Ordering::SeqCst) == 1 {
            first = Some(Instant::now());
        }
        harness.step();
        std::thread::sleep(Duration::from_millis(50));
    }
    let waited = first.map_or(Duration::ZERO, |at| at.elapsed());
    assert!(waited + Duration::from_millis(500) >= bouton::ui::SEAT_PATIENCE, "gave up after {waited:?}");
    assert!(matches!(stage(harness.state()), Stage::Reconnecting { .. }));
}

/// A game the teacher starts afresh (a new position sent) or exercises that come are said in the
/// class bar: the board never changes without a word. Coming back to the seat says nothing.
#[test]
fn the_page_says_when_the_teacher_changes_the_board() {
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    let server = server(nim(&[3, 5, 7]));
    let mut harness = joined(&server, "Ana");
    wait_for(&mut harness, "the game", |app| app.game().is_some_and(|g| g.position().heaps() == [3, 5, 7]));
    assert_eq!(harness.state().class_seat().and_then(bouton::ui::InClass::notice), None, "the first game is no change");
    server.send(nim(&[2, 2]));
    wait_for(&mut harness, "the new position", |app| app.game().is_some_and(|g| g.position().heaps() == [2, 2]));
    assert_eq!(
        harness.state().class_seat().and_then(bouton::ui::InClass::notice),
        Some(bouton::ui::SeatNotice::NewGame)
    );
    assert!(harness.query_by_label("Your teacher started a new game for you.").is_some());
    let set = bouton::ExerciseSet {
        kind: bouton::ExerciseKind::PorN,
        difficulty: bouton::Difficulty::EASY,
        rules: bouton::Rules::default(),
        seed: 2,
    };
    server.send_exercises(String::new(), String::new(), set).unwrap();
    wait_for(&mut harness, "the exercises", |app| app.exercise().is_some());
    assert!(harness.query_by_label("Your teacher sent exercises.").is_some());
}

/// The class bar holds the page's language: a student switches it there (the page has no menu).
#[test]
fn a_student_chooses_the_pages_language_in_the_class_bar() {
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    let server = server(nim(&[3, 5, 7]));
    let mut harness = joined(&server, "Zoé");
    wait_for(&mut harness, "a seat", |app| matches!(stage(app), Stage::Seated { .. }));
    harness.get_by_label("English").click();
    harness.run();
    harness.get_by_label("Français").click();
    harness.run();
    assert_eq!(bouton::i18n::language(), bouton::i18n::Lang::Fr);
    assert!(harness.query_by_label("Vous jouez contre l’ordinateur").is_some());
    bouton::i18n::set_language(bouton::i18n::Lang::En);
}
