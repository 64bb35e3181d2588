//! A game in disguise sent to a class: each student plays it by its own moves against the computer
//! on the teacher's Bouton (or against a partner), the room judges every move, counts who won (the
//! last mover, checked here on the game's own moves), and keeps it in the session file; the page
//! plays it on the game's own board.

use bouton::class::{ClassGame, ClassSetup, FromStudent, Refusal, SeatNumber, ToStudent};
use bouton::save::{FileDisguisedMove, FileMove, Opened, SavedDisguise, parse_any};
use bouton::{DisguisedGame, Level, Side};
use egui_kittest::kittest::Queryable;

use super::class_client::{Client, runtime, server};
use super::class_seat::{joined, wait_for};

fn disguise(start: &str) -> ClassSetup {
    let start: DisguisedGame = start.parse().unwrap();
    ClassSetup {
        title: String::new(),
        game: ClassGame::Disguise(bouton::class::DisguiseLine::new(start)),
        you: Side::First,
        computer: Level::Perfect,
        text: String::new(),
    }
}

/// The next message, which must be the student's game in disguise, and the partner's name.
async fn disguised(client: &mut Client) -> (SavedDisguise, Option<String>) {
    match client.expect().await {
        ToStudent::Disguise { file, partner, .. } => match parse_any(&file, "class").unwrap() {
            Opened::Disguise(loaded) => (loaded.saved, partner),
            other => panic!("not a game in disguise: {other:?}"),
        },
        other => panic!("expected a game in disguise, got {other:?}"),
    }
}

/// The position a saved game in disguise stands at, replayed by its own moves.
fn now(saved: &SavedDisguise) -> DisguisedGame {
    saved.moves.iter().fold(saved.start.clone(), |at, mv| at.after(mv).unwrap())
}

#[test]
fn a_student_plays_staircase_nim_against_the_computer_to_the_end_and_the_winner_is_counted() {
    let server = server(disguise("staircase:2,3,1,4"));
    let (address, code) = (server.address(), server.code());
    let (last_mover, moves) = runtime().block_on(async {
        let mut ana = Client::connect(address).await;
        ana.send(&FromStudent::Join { protocol: bouton::class::PROTOCOL_VERSION, code, name: "Ana".into() }).await;
        assert!(matches!(ana.expect().await, ToStudent::Welcome { .. }));
        let (mut saved, partner) = disguised(&mut ana).await;
        assert_eq!(partner, None);
        assert_eq!(saved.computer, Some(Side::Second), "the other side is the computer's");
        // A move on heaps, and a move this game does not have, are refused.
        ana.send(&FromStudent::Play { mv: FileMove { heap: 1, take: 1, split: None } }).await;
        assert_eq!(ana.expect().await, ToStudent::Refused { refusal: Refusal::NotNow });
        let staircase: DisguisedGame = "staircase:2,3,1,4".parse().unwrap();
        let wythoff = "wythoff:3,5".parse::<DisguisedGame>().unwrap().first_move().unwrap();
        ana.send(&FromStudent::PlayDisguised { mv: FileDisguisedMove::of(&wythoff, &staircase) }).await;
        assert_eq!(ana.expect().await, ToStudent::Refused { refusal: Refusal::IllegalMove });
        // Ana plays the first legal move each time; the computer answers on the server.
        loop {
            let position = now(&saved);
            if !position.has_move() {
                break;
            }
            let mv = position.first_move().unwrap();
            tokio::time::sleep(std::time::Duration::from_millis(120)).await;
            ana.send(&FromStudent::PlayDisguised { mv: FileDisguisedMove::of(&mv, &position) }).await;
            // The move comes back, then the computer's reply if the game goes on.
            loop {
                (saved, _) = disguised(&mut ana).await;
                let turn = if saved.moves.len() % 2 == 0 { Side::First } else { Side::Second };
                if turn == Side::First || !now(&saved).has_move() {
                    break;
                }
            }
        }
        // The player left without a move lost: the last mover won.
        let last_mover = if saved.moves.len() % 2 == 1 { Side::First } else { Side::Second };
        (last_mover, saved.moves.len())
    });
    server.with_room(|room| {
        let seat = room.seat(SeatNumber(1)).unwrap();
        assert!(seat.game.is_over());
        assert_eq!(seat.game.moves_played(), moves);
        assert_eq!(seat.game.winner(), Some(last_mover));
        let total = seat.total();
        assert_eq!((total.finished, total.won), (1, u32::from(last_mover == Side::First)));
    });
    // The computer never misses a win: wherever it was to move in a winning position (by a brute
    // force of the game's own moves), its move left a losing one.
    let line = server.with_room(|room| match &room.seat(SeatNumber(1)).unwrap().game {
        ClassGame::Disguise(line) => line.clone(),
        ClassGame::Heaps(_) => panic!("a game in disguise"),
    });
    let memo = &mut std::collections::HashMap::new();
    let mut position = line.start().clone();
    for (i, mv) in line.moves().iter().enumerate() {
        let after = position.after(mv).unwrap();
        if i % 2 == 1 && wins(&position, memo) {
            assert!(!wins(&after, memo), "the computer missed a win at {position}");
        }
        position = after;
    }
}

/// Whether the player to move wins, by trying every move of the game itself (no XOR, no value).
fn wins(game: &DisguisedGame, memo: &mut std::collections::HashMap<String, bool>) -> bool {
    use bouton::Disguised;
    let key = game.to_string();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let found = game.moves().iter().any(|mv| !wins(&game.after(mv).unwrap(), memo));
    memo.insert(key, found);
    found
}

#[test]
fn paired_students_play_one_game_in_disguise_and_the_session_file_keeps_it() {
    let server = server(disguise("wythoff:3,5"));
    let (address, code) = (server.address(), server.code());
    runtime().block_on(async {
        let mut ana = Client::connect(address).await;
        let mut bo = Client::connect(address).await;
        for (client, name) in [(&mut ana, "Ana"), (&mut bo, "Bo")] {
            client
                .send(&FromStudent::Join {
                    protocol: bouton::class::PROTOCOL_VERSION,
                    code: code.clone(),
                    name: name.into(),
                })
                .await;
            assert!(matches!(client.expect().await, ToStudent::Welcome { .. }));
            disguised(client).await;
        }
        server.pair(true);
        let (saved, partner) = disguised(&mut ana).await;
        assert_eq!((partner.as_deref(), saved.computer), (Some("Bo"), Some(Side::Second)));
        let (_, partner) = disguised(&mut bo).await;
        assert_eq!(partner.as_deref(), Some("Ana"));
        // Bo may not move first; Ana's move reaches both.
        let start = now(&saved);
        let mv = start.first_move().unwrap();
        bo.send(&FromStudent::PlayDisguised { mv: FileDisguisedMove::of(&mv, &start) }).await;
        assert_eq!(bo.expect().await, ToStudent::Refused { refusal: Refusal::NotYourTurn });
        ana.send(&FromStudent::PlayDisguised { mv: FileDisguisedMove::of(&mv, &start) }).await;
        assert_eq!(disguised(&mut ana).await.0.moves, vec![mv.clone()]);
        assert_eq!(disguised(&mut bo).await.0.moves, vec![mv]);
    });
    let record = server.with_room(|room| room.record(8080, false));
    let text = bouton::save::class_file_to_ron(&record);
    assert!(text.contains("disguise:") && text.contains("Disguise("), "{text}");
    let read = bouton::save::parse_class_file(&text, "class-session.ron").unwrap();
    assert_eq!(read, record);
    let room = bouton::class::Room::from_record(read);
    let (ana, bo) = (room.seat(SeatNumber(1)).unwrap(), room.seat(SeatNumber(2)).unwrap());
    assert_eq!(ana.game, bo.game);
    assert_eq!(ana.game.moves_played(), 1);
    assert_eq!(
        ana.game.position_text(),
        server.with_room(|room| room.seat(SeatNumber(1)).unwrap().game.position_text())
    );
}

/// The page plays the game in disguise on its own board: its moves go to the teacher's Bouton, the
/// computer's come back, and nothing of the page's own (two people, "P or N?", Back) is offered.
#[test]
fn a_page_plays_a_game_in_disguise_from_the_teacher() {
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    let server = server(bouton_class_nim());
    let mut harness = joined(&server, "Ana");
    wait_for(&mut harness, "the class's game", |app| app.game().is_some_and(|g| g.position().heaps() == [3, 5, 7]));
    server.send(disguise("staircase:2,3,1,4"));
    wait_for(&mut harness, "the game in disguise", |app| app.disguise().is_some());
    assert!(harness.query_by_label("Your teacher started a new game for you.").is_some());
    for absent in ["Two people", "Back to my game", "P or N?", "Reveal answers"] {
        assert!(harness.query_by_label_contains(absent).is_none(), "{absent} is not the student's in a class");
    }
    let position = harness.state().disguise().unwrap().position().clone();
    let mv = position.a_winning_move().expect("2,3,1,4 is a first-player win");
    harness.state_mut().apply(bouton::ui::Action::Disguise(bouton::ui::DisguiseAction::Play(mv)));
    wait_for(&mut harness, "the computer's reply", |app| app.disguise().is_some_and(|p| p.cursor() == 2));
    assert_eq!(server.with_room(|room| room.seat(SeatNumber(1)).unwrap().game.moves_played()), 2);
    assert!(harness.query_all_by_label("Your move.").next().is_some());
    super::disguise_app::shot(&mut harness, "class-disguise-page");
}

fn bouton_class_nim() -> ClassSetup {
    super::class_client::nim(&[3, 5, 7])
}

/// The teacher puts a game in disguise on the board and sends it: the student's page gets it, the
/// tile shows its position, and the projector shows the student's own board of it, with who wins
/// once the teacher shows the answer.
#[test]
fn the_teacher_sends_the_game_in_disguise_on_the_board_and_projects_a_students_board() {
    use bouton::ui::{Action, DisguiseAction, TeacherAction};
    let (mut harness, rt, mut ana) = super::class_teacher::teacher_and_student("Ana");
    let start: DisguisedGame = "poker:3,5,6".parse().unwrap();
    harness.state_mut().apply(Action::Disguise(DisguiseAction::Start(start.clone(), Some(Side::Second))));
    harness.state_mut().apply(Action::Teacher(TeacherAction::SendPosition));
    let (saved, _) = rt.block_on(disguised(&mut ana));
    assert_eq!(saved.start, start);
    wait_for(&mut harness, "Ana's tile", |app| {
        app.class_facts()
            .is_some_and(|room| room.seats.first().is_some_and(|s| s.game.position_text() == start.to_string()))
    });
    harness.state_mut().apply(Action::Teacher(TeacherAction::ShowView(true)));
    harness.run();
    assert!(harness.query_by_label(&start.to_string()).is_some(), "the tile shows the position");
    harness.state_mut().apply(Action::Teacher(TeacherAction::Spotlight(Some(SeatNumber(1)))));
    harness.state_mut().apply(Action::Teacher(TeacherAction::SpotlightAnswers(true)));
    harness.run();
    harness.get_by_label("Student 1’s board");
    // 3 ^ 5 ^ 6 = 0: the player to move loses, and the projector says so.
    super::disguise_app::shot(&mut harness, "class-disguise-spotlight");
    let said = super::disguise_app::labels(&harness).join(" | ");
    assert!(said.contains("P:") || said.contains("loses"), "{said}");
    super::disguise_app::shot(&mut harness, "class-disguise-spotlight");
    drop(rt);
}

/// On a phone held upright the game in disguise keeps the width: its panel goes below the board.
#[test]
fn on_a_phone_a_game_in_disguise_keeps_the_width() {
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    let server = server(disguise("staircase:2,3,1,4,0,2"));
    let mut harness = joined(&server, "Ana");
    wait_for(&mut harness, "the game in disguise", |app| app.disguise().is_some());
    harness.set_size(egui::vec2(390.0, 844.0));
    harness.run();
    let board = harness.state().board_area();
    assert!(board.width() > 350.0, "the board keeps the width: {board:?}");
    // Underneath is the students' to find until the teacher shows the answers.
    assert!(harness.query_by_label_contains("find it yourself first").is_some());
    super::disguise_app::shot(&mut harness, "class-disguise-phone");
}
