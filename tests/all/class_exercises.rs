//! Exercise sets sent to a class: every student gets the same questions on their own device, the
//! teacher's Bouton judges each answer (checked here against a brute force of the game's own moves,
//! no XOR), counts it per student and per question, keeps it in the session file, and the page
//! shows whether an answer is right only once the teacher shows the answers.

use std::collections::HashMap;

use bouton::class::{FromStudent, Refusal, SeatNumber, ToStudent, report_csv};
use bouton::save::{FileAnswer, class_file_to_ron, parse_class_file};
use bouton::{Difficulty, Ending, ExerciseKind, ExerciseSet, MoveRule, Rules};
use egui_kittest::kittest::Queryable;

use super::class_client::{Client, nim, runtime, server};
use super::class_seat::{joined, wait_for};
use super::common::naive_is_p;

fn set(kind: ExerciseKind, rules: Rules, seed: u64) -> ExerciseSet {
    ExerciseSet { kind, difficulty: Difficulty::EASY, rules, seed }
}

/// The brute force's answer to question `number` of `set`, or a wrong one (`right == false`).
fn oracle_answer(set: &ExerciseSet, number: u64, right: bool) -> FileAnswer {
    let heaps = set.question(number).unwrap().position.heaps().to_vec();
    let rules = &set.rules;
    let memo = &mut HashMap::new();
    let is_p = naive_is_p(&heaps, rules, memo);
    // Every legal move, and whether it leaves a P-position.
    let mut moves = Vec::new();
    for (i, &size) in heaps.iter().enumerate() {
        for take in (1..=size).filter(|&t| rules.moves.allows(t)) {
            let mut after = heaps.clone();
            after[i] -= take;
            moves.push((i, take, naive_is_p(&after, rules, memo)));
        }
    }
    match set.kind {
        ExerciseKind::PorN => match (is_p, right) {
            (true, true) | (false, false) => FileAnswer::P,
            _ => FileAnswer::N,
        },
        ExerciseKind::FindWinningMove => {
            let (heap, take, _) = moves.iter().copied().find(|m| m.2 == right).expect("a move of each kind");
            FileAnswer::Move { heap: heap as u64 + 1, take }
        }
        ExerciseKind::WinningHeaps => {
            let mut winning: Vec<u64> = moves.iter().filter(|m| m.2).map(|m| m.0 as u64 + 1).collect();
            winning.dedup();
            if !right {
                winning.pop();
            }
            FileAnswer::Heaps(winning)
        }
    }
}

/// The next message, which must be the student's place in the exercises: the question, the score.
async fn place(client: &mut Client) -> (u64, bouton::class::ExerciseScore) {
    match client.expect().await {
        ToStudent::Exercises { question, score, .. } => (question, score),
        other => panic!("expected exercises, got {other:?}"),
    }
}

#[test]
fn every_student_gets_the_sets_questions_and_the_room_judges_answers_as_the_brute_force_does() {
    let server = server(nim(&[3, 5, 7]));
    let (address, code) = (server.address(), server.code());
    let families = [
        Rules::new(Ending::Misere, MoveRule::Any),
        Rules::new(Ending::Normal, MoveRule::up_to(3).unwrap()),
        Rules::new(Ending::Misere, MoveRule::set(&[1, 3, 4]).unwrap()),
    ];
    runtime().block_on(async {
        let mut ana = Client::connect(address).await;
        let mut bo = Client::connect(address).await;
        ana.join(&code, "Ana").await;
        bo.join(&code, "Bo").await;
        for (f, rules) in families.iter().enumerate() {
            for kind in ExerciseKind::ALL {
                let set = set(kind, rules.clone(), 7 + f as u64);
                server.send_exercises(String::new(), "Work alone.".into(), set.clone()).unwrap();
                for student in [&mut ana, &mut bo] {
                    match student.expect().await {
                        ToStudent::Exercises {
                            question: 1, answer: None, text, answers: false, set: on_page, ..
                        } => {
                            assert_eq!(text, "Work alone.");
                            assert_eq!(on_page.to_set().unwrap(), set);
                        }
                        other => panic!("expected question 1, got {other:?}"),
                    }
                }
                // Two questions each: Ana answers as the brute force does, Bo otherwise (at a pace a
                // person keeps: the server refuses floods).
                for number in 1..=2 {
                    tokio::time::sleep(std::time::Duration::from_millis(120)).await;
                    ana.send(&FromStudent::Answer { answer: oracle_answer(&set, number, true) }).await;
                    let (_, score) = place(&mut ana).await;
                    assert_eq!((score.answered, score.correct), (number, number), "{kind:?} under {rules}");
                    bo.send(&FromStudent::Answer { answer: oracle_answer(&set, number, false) }).await;
                    let (_, score) = place(&mut bo).await;
                    assert_eq!((score.answered, score.correct), (number, 0), "{kind:?} under {rules}");
                    for student in [&mut ana, &mut bo] {
                        student.send(&FromStudent::NextQuestion).await;
                        assert_eq!(place(student).await.0, number + 1);
                    }
                }
            }
        }
        let questions = server.with_room(|room| room.questions().len());
        assert_eq!(questions, 1 + 9);
        server.with_room(|room| {
            let (ana, bo) = (room.seat(SeatNumber(1)).unwrap(), room.seat(SeatNumber(2)).unwrap());
            assert_eq!((ana.total().answered, ana.total().right), (18, 18));
            assert_eq!((bo.total().answered, bo.total().right), (18, 0));
            assert_eq!((ana.tally(4).answered, ana.tally(4).right), (2, 2));
        });
        let csv = report_csv_now(&server);
        assert!(csv.contains("2/2 right") && csv.contains("0/2 right"), "{csv}");
    });
}

fn report_csv_now(server: &bouton::class::ClassServer) -> String {
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    server.with_room(|room| report_csv(room, false))
}

#[test]
fn answers_out_of_turn_are_refused_and_a_position_sent_ends_the_exercises() {
    let server = server(nim(&[3, 5, 7]));
    let (address, code) = (server.address(), server.code());
    let porn = set(ExerciseKind::PorN, Rules::default(), 3);
    runtime().block_on(async {
        let mut ana = Client::connect(address).await;
        ana.join(&code, "Ana").await;
        // An answer while the class plays a position is not taken.
        ana.send(&FromStudent::Answer { answer: FileAnswer::P }).await;
        assert_eq!(ana.expect().await, ToStudent::Refused { refusal: Refusal::NotNow });
        server.send_exercises(String::new(), String::new(), porn.clone()).unwrap();
        assert_eq!(place(&mut ana).await.0, 1);
        // A student who joins now starts at question 1 too.
        let mut cy = Client::connect(address).await;
        cy.send(&FromStudent::Join {
            protocol: bouton::class::PROTOCOL_VERSION,
            code: code.clone(),
            name: "Cy".into(),
        })
        .await;
        assert!(matches!(cy.expect().await, ToStudent::Welcome { .. }));
        assert_eq!(place(&mut cy).await.0, 1);
        for (message, refusal) in [
            (FromStudent::Play { mv: bouton::save::FileMove { heap: 1, take: 1, split: None } }, Refusal::NotNow),
            (FromStudent::NewGame, Refusal::NotNow),
            (FromStudent::Answer { answer: FileAnswer::Heaps(vec![1]) }, Refusal::BadAnswer),
            (FromStudent::Answer { answer: FileAnswer::Heaps(vec![0]) }, Refusal::BadAnswer),
        ] {
            ana.send(&message).await;
            assert_eq!(ana.expect().await, ToStudent::Refused { refusal });
        }
        ana.send(&FromStudent::Answer { answer: FileAnswer::N }).await;
        place(&mut ana).await;
        ana.send(&FromStudent::Answer { answer: FileAnswer::P }).await;
        assert_eq!(ana.expect().await, ToStudent::Refused { refusal: Refusal::AlreadyAnswered });
        // Paused, nothing is taken; the teacher's pause reaches the page with its place.
        server.pause(true);
        assert!(matches!(ana.expect().await, ToStudent::Exercises { paused: true, .. }));
        ana.send(&FromStudent::NextQuestion).await;
        assert_eq!(ana.expect().await, ToStudent::Refused { refusal: Refusal::Paused });
        server.pause(false);
        ana.expect().await;
        // A position sent ends the exercises: every page plays it.
        server.send(nim(&[2, 2]));
        let game = ana.game().await;
        assert_eq!(game.game.position().sizes(), [2, 2]);
    });
    server.with_room(|room| {
        assert!(room.exercises().is_none());
        assert_eq!(room.seat(SeatNumber(1)).unwrap().tally(1).answered, 1);
    });
}

#[test]
fn the_session_file_keeps_each_students_place_in_the_set() {
    let server = server(nim(&[3, 5, 7]));
    let (address, code) = (server.address(), server.code());
    let heaps = set(ExerciseKind::WinningHeaps, Rules::new(Ending::Misere, MoveRule::up_to(2).unwrap()), 11);
    runtime().block_on(async {
        let mut ana = Client::connect(address).await;
        ana.join(&code, "Ana").await;
        server.send_exercises("Heaps".into(), "Tick them.".into(), heaps.clone()).unwrap();
        place(&mut ana).await;
        ana.send(&FromStudent::Answer { answer: oracle_answer(&heaps, 1, true) }).await;
        place(&mut ana).await;
        ana.send(&FromStudent::NextQuestion).await;
        place(&mut ana).await;
        ana.send(&FromStudent::Answer { answer: oracle_answer(&heaps, 2, false) }).await;
        place(&mut ana).await;
    });
    let record = server.with_room(|room| room.record(8080, false));
    let text = class_file_to_ron(&record);
    assert!(text.contains("version: 2") && text.contains("Exercises("), "{text}");
    let read = parse_class_file(&text, "class-session.ron").unwrap();
    assert_eq!(read, record);
    let room = bouton::class::Room::from_record(read);
    let seat = room.seat(SeatNumber(1)).unwrap();
    let session = seat.exercise.as_ref().unwrap();
    assert_eq!((session.question().number, session.score().answered, session.score().correct), (2, 2, 1));
    assert_eq!(room.exercises(), Some(&heaps));
    // A place no class reaches (a streak longer than the answers right) is refused in one line.
    let forged = text.replace("best_streak: 1", "best_streak: 5");
    assert_ne!(forged, text);
    let error = parse_class_file(&forged, "class-session.ron").unwrap_err().to_string();
    assert!(error.contains("seat 1") && error.contains("exercises") && !error.contains('\n'), "{error}");
}

/// A student's page: the question is on the board and in the panel, the answer goes to the teacher's
/// Bouton, and "Right" shows only once the teacher shows the answers; the series cannot be stopped
/// from the page.
#[test]
fn a_students_page_answers_and_sees_right_or_wrong_once_the_teacher_shows_the_answers() {
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    let server = server(nim(&[3, 5, 7]));
    let porn = set(ExerciseKind::PorN, Rules::new(Ending::Misere, MoveRule::Any), 5);
    let mut harness = joined(&server, "Ana");
    wait_for(&mut harness, "a seat", |app| {
        app.class_seat().is_some_and(|c| matches!(c.stage(), bouton::ui::Stage::Seated { .. }))
    });
    server.send_exercises(String::new(), String::new(), porn.clone()).unwrap();
    wait_for(&mut harness, "the question", |app| app.exercise().is_some());
    let heaps = porn.question(1).unwrap().position.heaps().to_vec();
    assert_eq!(harness.state().game().map(|g| g.position().heaps().to_vec()), Some(heaps.clone()));
    assert!(harness.query_by_label("Stop").is_none(), "a class's series is the teacher's to end");
    let right = if naive_is_p(&heaps, &porn.rules, &mut HashMap::new()) { "P" } else { "N" };
    harness.get_by_label(right).click();
    wait_for(&mut harness, "the answer judged", |app| app.exercise().is_some_and(|s| s.feedback().is_some()));
    assert!(harness.query_by_label_contains("Your answer is in").is_some());
    assert!(harness.query_by_label(&format!("Your answer: {right}")).is_some(), "the answer given stays in view");
    assert!(harness.query_by_label_contains("Your teacher shows the answers").is_some(), "above the board too");
    assert!(harness.query_by_label_contains("Right").is_none(), "hidden until the teacher shows the answers");
    assert_eq!(server.with_room(|room| room.seat(SeatNumber(1)).unwrap().total().right), 1);
    server.show_answers(true);
    wait_for(&mut harness, "the answers shown", |app| app.class_seat().is_some_and(bouton::ui::InClass::shows_answers));
    assert!(harness.query_by_label_contains("Right").is_some());
    super::disguise_app::shot(&mut harness, "class-exercise-page");
    assert!(harness.query_by_label("Exercises from your teacher").is_some());
    assert!(harness.query_by_label("You play the computer").is_none());
    harness.get_by_label("Next question").click();
    wait_for(&mut harness, "question 2", |app| app.exercise().is_some_and(|s| s.question().number == 2));
    // "Find the winning move" is answered on the board: the move goes to the teacher's Bouton, and
    // a winning one stays on the board. A new set starts with its answers hidden: the teacher shows
    // them again.
    let find = set(ExerciseKind::FindWinningMove, Rules::new(Ending::Normal, MoveRule::up_to(3).unwrap()), 9);
    server.send_exercises(String::new(), String::new(), find.clone()).unwrap();
    wait_for(&mut harness, "the new set", |app| app.exercise().is_some_and(|s| s.set() == &find));
    assert!(!harness.state().class_seat().unwrap().shows_answers(), "a new set hides the answers again");
    server.show_answers(true);
    wait_for(&mut harness, "the answers shown", |app| app.class_seat().is_some_and(bouton::ui::InClass::shows_answers));
    let FileAnswer::Move { heap, take } = oracle_answer(&find, 1, true) else { unreachable!() };
    let mv = bouton::Move::new(usize::try_from(heap).unwrap() - 1, take);
    harness.state_mut().apply(bouton::ui::Action::Play(mv));
    wait_for(&mut harness, "the move judged", |app| app.exercise().is_some_and(|s| s.feedback().is_some()));
    assert!(harness.state().exercise().unwrap().feedback().unwrap().correct);
    let mut after = find.question(1).unwrap().position.heaps().to_vec();
    after[usize::try_from(heap).unwrap() - 1] -= take;
    assert_eq!(harness.state().game().map(|g| g.position().heaps().to_vec()), Some(after));
    assert_eq!(server.with_room(|room| room.seat(SeatNumber(1)).unwrap().total().right), 2);
}

/// The teacher sends the exercises panel's set to the class: the student's page gets question 1, and
/// the tile says which question each student is on and whether their answer is right.
#[test]
fn the_teacher_sends_a_set_from_the_exercises_panel_and_each_tile_follows_the_student() {
    let (mut harness, rt, mut ana) = super::class_teacher::teacher_and_student("Ana");
    wait_for(&mut harness, "Ana's tile", |app| app.class_facts().is_some_and(|room| room.seats.len() == 1));
    // Back to the board, where the exercises panel is.
    harness.state_mut().apply(bouton::ui::Action::Teacher(bouton::ui::TeacherAction::ShowView(false)));
    harness.state_mut().apply(bouton::ui::Action::TogglePanel(bouton::ui::PanelKind::Exercises));
    harness.run();
    harness.get_by_label("Send to the class").click();
    harness.step();
    let (set, question) = rt.block_on(async {
        match ana.expect().await {
            ToStudent::Exercises { set, question, .. } => (set.to_set().unwrap(), question),
            other => panic!("expected exercises, got {other:?}"),
        }
    });
    assert_eq!(question, 1);
    wait_for(&mut harness, "the tile on question 1", |app| {
        app.class_facts().is_some_and(|room| room.exercises.as_ref() == Some(&set))
    });
    assert!(harness.query_by_label_contains("The class works on exercises").is_some());
    assert!(harness.query_by_label("Question 1").is_some() && harness.query_by_label("thinking").is_some());
    rt.block_on(async {
        ana.send(&FromStudent::Answer { answer: oracle_answer(&set, 1, false) }).await;
        place(&mut ana).await;
    });
    wait_for(&mut harness, "the answer on the tile", |app| {
        app.class_facts().is_some_and(|room| room.seats[0].exercise.is_some_and(|e| e.right == Some(false)))
    });
    assert!(harness.query_by_label("not right").is_some());
    assert!(harness.query_by_label("exercises: 0/1 right").is_some());
    super::disguise_app::shot(&mut harness, "class-exercise-tiles");
    drop(rt);
}

/// On a phone held upright the exercises go below the board, which keeps the whole width: its
/// stones stay big enough for a finger, and P and N stay in reach.
#[test]
fn on_a_phone_the_exercises_go_below_the_board() {
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    let server = server(nim(&[3, 5, 7]));
    let mut harness = joined(&server, "Ana");
    wait_for(&mut harness, "a seat", |app| {
        app.class_seat().is_some_and(|c| matches!(c.stage(), bouton::ui::Stage::Seated { .. }))
    });
    harness.set_size(egui::vec2(390.0, 844.0));
    server.send_exercises(String::new(), String::new(), set(ExerciseKind::PorN, Rules::default(), 4)).unwrap();
    wait_for(&mut harness, "the question", |app| app.exercise().is_some());
    let p = harness.get_by_label("P").rect();
    let board = harness.state().board_area();
    assert!(board.width() > 350.0, "the board keeps the width: {board:?}");
    assert!(p.top() > board.bottom() - 1.0, "P is below the board: {p:?}, board {board:?}");
    super::disguise_app::shot(&mut harness, "class-exercise-phone");
}
