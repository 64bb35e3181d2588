//! The class session's server through real WebSocket connections: joining, playing against the
//! computer on the server, pausing, removing, coming back with a token; and hostile pages (wrong
//! codes, garbage, oversized messages, floods, replayed tokens), each refused and counted while the
//! rest of the class plays on.

use std::time::{Duration, Instant};

use bouton::class::{Closed, FromStudent, PROTOCOL_VERSION, Refusal, SeatNumber, ToStudent};
use bouton::save::FileMove;
use bouton::{Side, SumMove};
use tokio_tungstenite::tungstenite::Message;

use super::class_client::{Client, nim, runtime, server};

fn play(heap: u64, take: u64) -> FromStudent {
    FromStudent::Play { mv: FileMove { heap, take, split: None } }
}

#[test]
fn a_student_joins_plays_and_the_room_holds_the_same_game() {
    let server = server(nim(&[3, 5, 7]));
    let (address, code) = (server.address(), server.code());
    let (token, mine) = runtime().block_on(async {
        let mut ana = Client::connect(address).await;
        let (token, start) = ana.join(&code, "  Ana  ").await;
        assert_eq!(start.game.position().sizes(), [3, 5, 7]);
        assert_eq!(start.players.seat(Side::First), &bouton::Player::Human { name: bouton::Person::You });
        // 3 ^ 5 ^ 7 = 1: taking 1 from the 3 wins; the computer answers on the server.
        ana.send(&play(1, 1)).await;
        let after = ana.game_at_turn(Side::First).await;
        assert_eq!(after.game.moves().len(), 2);
        assert_eq!(after.game.moves()[0], SumMove::take(0, 3, 1));
        assert!(server.with_room(|room| room.seat(SeatNumber(1)).unwrap().is_connected()));
        (token, after)
    });
    server.with_room(|room| {
        let seat = room.seat(SeatNumber(1)).unwrap();
        assert_eq!(seat.name, "Ana");
        assert_eq!(seat.total().moves, 1);
        assert_eq!(seat.game.heaps(), Some(&mine.game));
    });
    assert_eq!(token.0.len(), 32);
    assert_eq!(server.counts().total(), 0);
}

#[test]
fn moves_the_student_may_not_play_are_refused_and_change_nothing() {
    let server = server(nim(&[1, 2]));
    let (address, code) = (server.address(), server.code());
    runtime().block_on(async {
        let mut student = Client::connect(address).await;
        student.send(&play(1, 1)).await;
        assert_eq!(student.expect().await, ToStudent::Refused { refusal: Refusal::NotJoined });
        student.join(&code, "Bo").await;
        for (mv, refusal) in
            [(play(3, 1), Refusal::IllegalMove), (play(0, 1), Refusal::IllegalMove), (play(2, 3), Refusal::IllegalMove)]
        {
            student.send(&mv).await;
            assert_eq!(student.expect().await, ToStudent::Refused { refusal });
        }
        student.send(&FromStudent::NewGame).await;
        assert_eq!(student.expect().await, ToStudent::Refused { refusal: Refusal::GameNotOver });
    });
    assert_eq!(server.with_room(|room| room.seat(SeatNumber(1)).unwrap().game.moves_played()), 0);
    assert_eq!(server.counts().refused_moves, 3);
}

#[test]
fn the_teacher_pauses_shows_answers_and_removes_a_student() {
    let server = server(nim(&[4, 4]));
    let (address, code) = (server.address(), server.code());
    let rt = runtime();
    let (mut ana, token) = rt.block_on(async {
        let mut ana = Client::connect(address).await;
        let (token, _) = ana.join(&code, "Ana").await;
        (ana, token)
    });
    server.pause(true);
    rt.block_on(async {
        let ToStudent::Game { paused, answers, .. } = ana.expect().await else { panic!() };
        assert!(paused && !answers);
        ana.send(&play(1, 1)).await;
        assert_eq!(ana.expect().await, ToStudent::Refused { refusal: Refusal::Paused });
    });
    server.pause(false);
    server.show_answers(true);
    rt.block_on(async {
        let ToStudent::Game { paused, .. } = ana.expect().await else { panic!() };
        assert!(!paused);
        let ToStudent::Game { answers, .. } = ana.expect().await else { panic!() };
        assert!(answers);
    });
    server.remove(SeatNumber(1));
    rt.block_on(async {
        assert_eq!(ana.expect().await, ToStudent::Closed { reason: Closed::Removed });
        assert_eq!(ana.next().await, None);
        let mut again = Client::connect(address).await;
        assert_eq!(again.rejoin(&token).await, ToStudent::Refused { refusal: Refusal::UnknownToken });
    });
    assert_eq!(server.with_room(|room| room.seats().count()), 0);
}

#[test]
fn a_dropped_student_gets_the_same_seat_and_game_back_and_a_used_token_is_refused() {
    let server = server(nim(&[3, 5, 7]));
    let (address, code) = (server.address(), server.code());
    runtime().block_on(async {
        let mut tab = Client::connect(address).await;
        let (first_token, _) = tab.join(&code, "Cy").await;
        tab.send(&play(1, 1)).await;
        let before = tab.game_at_turn(Side::First).await;
        tab.close().await;

        let mut back = Client::connect(address).await;
        let ToStudent::Welcome { seat, token: second_token, name } = back.rejoin(&first_token).await else { panic!() };
        assert_eq!((seat, name.as_str()), (SeatNumber(1), "Cy"));
        assert_ne!(second_token, first_token);
        assert_eq!(back.game().await.game, before.game);

        // The first token was used: a replay of it is refused, and the seat stays with `back`.
        let mut thief = Client::connect(address).await;
        assert_eq!(thief.rejoin(&first_token).await, ToStudent::Refused { refusal: Refusal::UnknownToken });

        // The same seat opened in a second tab: the newest keeps it, the older is told and closed.
        let mut second_tab = Client::connect(address).await;
        assert!(matches!(second_tab.rejoin(&second_token).await, ToStudent::Welcome { .. }));
        assert_eq!(back.expect().await, ToStudent::Closed { reason: Closed::OpenedElsewhere });
        assert_eq!(back.next().await, None);
    });
    assert_eq!(server.with_room(|room| room.seats().count()), 1);
    assert_eq!(server.counts().unknown_tokens, 1);
}

#[test]
fn wrong_codes_are_refused_and_five_close_the_connection() {
    let server = server(nim(&[2, 3]));
    let (address, code) = (server.address(), server.code());
    let wrong = if code == "000000" { "000001" } else { "000000" };
    runtime().block_on(async {
        let mut guesser = Client::connect(address).await;
        for _ in 0..4 {
            guesser.send(&FromStudent::Join { protocol: PROTOCOL_VERSION, code: wrong.into(), name: "X".into() }).await;
            assert_eq!(guesser.expect().await, ToStudent::Refused { refusal: Refusal::WrongCode });
        }
        guesser.send(&FromStudent::Join { protocol: PROTOCOL_VERSION, code: wrong.into(), name: "X".into() }).await;
        assert_eq!(guesser.expect().await, ToStudent::Refused { refusal: Refusal::TooManyWrongCodes });
        assert_eq!(guesser.next().await, None);

        let mut old_page = Client::connect(address).await;
        old_page.send(&FromStudent::Join { protocol: 0, code: code.clone(), name: "Old".into() }).await;
        assert_eq!(
            old_page.expect().await,
            ToStudent::Refused { refusal: Refusal::Protocol { page: 0, server: PROTOCOL_VERSION } }
        );
        for (name, refusal) in [("   ", Refusal::NoName), (&*"n".repeat(31), Refusal::NameTooLong { max: 30 })] {
            old_page
                .send(&FromStudent::Join { protocol: PROTOCOL_VERSION, code: code.clone(), name: name.into() })
                .await;
            assert_eq!(old_page.expect().await, ToStudent::Refused { refusal });
        }
    });
    let counts = server.counts();
    assert_eq!((counts.wrong_codes, counts.closed_for_abuse, counts.other), (5, 1, 3));
    assert_eq!(server.with_room(|room| room.seats().count()), 0);
}

#[test]
fn garbage_oversized_and_flooding_pages_are_refused_while_the_class_plays_on() {
    let server = server(nim(&[3, 5, 7]));
    let (address, code) = (server.address(), server.code());
    runtime().block_on(async {
        let mut good = Client::connect(address).await;
        good.join(&code, "Good").await;

        let mut garbage = Client::connect(address).await;
        garbage.raw(Message::text("{\"Join\": nonsense")).await;
        assert_eq!(garbage.expect().await, ToStudent::Refused { refusal: Refusal::Malformed });
        garbage.raw(Message::binary(vec![0xff; 100])).await;
        garbage.raw(Message::text("\u{0}\u{1}")).await;
        assert_eq!(garbage.expect().await, ToStudent::Refused { refusal: Refusal::Malformed });

        let mut huge = Client::connect(address).await;
        huge.raw(Message::text("x".repeat(1 << 20))).await;
        assert_eq!(huge.next().await, None);

        // A thousand messages in about a second from one page.
        let mut flood = Client::connect(address).await;
        flood.join(&code, "Flood").await;
        let started = Instant::now();
        for i in 0..1000 {
            flood.send(&FromStudent::Hint).await;
            if i % 100 == 99 {
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
        let flooding = started.elapsed();
        // The rest of the class is not held up: the good student's move is answered at once.
        let asked = Instant::now();
        good.send(&play(1, 1)).await;
        good.game().await;
        let answered = asked.elapsed();
        assert!(answered < Duration::from_secs(2), "the class waited {answered:?} behind a flood of {flooding:?}");
        let (mut told_too_fast, mut closed) = (0, false);
        while let Some(message) = flood.next().await {
            told_too_fast += u32::from(message == ToStudent::Refused { refusal: Refusal::TooFast });
            closed |= message == ToStudent::Closed { reason: Closed::Abuse };
        }
        assert!(told_too_fast >= 1 && closed, "told {told_too_fast} times, closed: {closed}");
    });
    let counts = server.counts();
    assert_eq!(counts.malformed, 3);
    assert_eq!(counts.too_large, 1);
    assert!(counts.too_fast >= 500, "{counts:?}");
    server.with_room(|room| {
        let flood = room.seats().find(|s| s.name == "Flood").unwrap();
        let hints = flood.total().hints;
        assert!(hints <= 40, "{hints} hints were taken from a flood");
        assert_eq!(room.seats().find(|s| s.name == "Good").unwrap().total().moves, 1);
    });
}

#[test]
fn a_class_of_forty_plays_and_the_teacher_sees_every_move_as_each_page_has_it() {
    let report = super::class_crowd::run_crowd(40, Duration::from_secs(3), Duration::from_millis(150));
    assert!(report.mismatches.is_empty(), "{:?}", report.mismatches);
    // The speed target is the benchmark's (`cargo bench --bench class`); here it is only shown.
    eprintln!("{} students, {} moves, p95 {:?}", report.students, report.moves, report.percentile(95));
    assert!(report.moves >= 40, "only {} moves in all", report.moves);
    assert_eq!(report.latencies.len() as u64, report.moves, "every move shows on the teacher's view");
    assert_eq!(report.counts.total(), 0, "{:?}", report.counts);
}

#[test]
fn bouton_class_serves_a_session_without_a_window_until_it_is_stopped() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    let web = super::class_client::web_dir();
    let mut child = Command::new(env!("CARGO_BIN_EXE_bouton"))
        .args(["class", "--port", "0", "--listen", "127.0.0.1", "--lang", "en", "--web"])
        .arg(&web)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut typed = child.stdin.take().unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines().map_while(Result::ok);
    let address = lines.next().unwrap();
    let port: u16 = address.rsplit(':').next().unwrap().trim_end_matches('/').parse().unwrap();
    assert!(address.starts_with("Students open: http://127.0.0.1:"), "{address}");
    let code: String = lines.next().unwrap().trim_start_matches("Join code: ").replace(' ', "");
    assert_eq!(code.len(), 6);
    runtime().block_on(async {
        let mut page = Client::connect(std::net::SocketAddr::from(([127, 0, 0, 1], port))).await;
        let (_, saved) = page.join(&code, "Dee").await;
        assert_eq!(saved.game.position().sizes(), [3, 5, 7]);
        // The teacher types an exercise set, then the position again.
        writeln!(typed, "exercises winning-heaps 4").unwrap();
        match page.expect().await {
            ToStudent::Exercises { set, question: 1, .. } => {
                assert_eq!(set.to_set().unwrap().kind, bouton::ExerciseKind::WinningHeaps);
            }
            other => panic!("expected exercises, got {other:?}"),
        }
        writeln!(typed, "play").unwrap();
        assert_eq!(page.game().await.game.position().sizes(), [3, 5, 7]);
    });
    Command::new("kill").args(["-TERM", &child.id().to_string()]).status().unwrap();
    let rest: Vec<String> = lines.collect();
    assert!(child.wait().unwrap().success());
    assert_eq!(rest.last().map(String::as_str), Some("The session has ended (one student)."), "{rest:?}");
}

#[test]
fn bouton_class_without_a_web_build_says_how_to_make_one() {
    let (code, out, err) =
        super::common::run_cli(&["class", "--port", "0", "--web", "/nonexistent/web", "--lang", "en"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err.trim(),
        "bouton: the browser build is not in /nonexistent/web: build it with `bash assets/web/build.sh`"
    );
    assert_eq!(err.lines().count(), 1);
    let (code, _, err) = super::common::run_cli(&["class", "--port", "99999"]);
    assert_eq!(code, 2);
    assert_eq!(err.lines().filter(|l| !l.trim().is_empty()).count(), 1, "{err}");
}

#[test]
fn the_class_report_counts_each_student_per_question_and_keeps_names_as_text() {
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    let server = server(nim(&[1]));
    let (address, code) = (server.address(), server.code());
    let rt = runtime();
    let (mut ana, mut eve) = rt.block_on(async {
        let mut ana = Client::connect(address).await;
        ana.join(&code, "Ana").await;
        // Taking the last token wins under normal play.
        ana.send(&play(1, 1)).await;
        assert!(ana.game().await.game.is_over());
        let mut eve = Client::connect(address).await;
        eve.join(&code, "=HYPERLINK(\"x\") <b>").await;
        (ana, eve)
    });
    server.send(nim(&[2, 2]));
    rt.block_on(async {
        ana.game().await;
        eve.game().await;
        // 2, 2 is lost for the one to move: the computer answers and mirrors until it wins.
        eve.send(&play(1, 2)).await;
        eve.game_at_turn(Side::First).await;
    });
    let folder = tempfile::tempdir().unwrap();
    let [csv, html] = server.write_report(&folder.path().join("report"), false).unwrap();
    let csv = std::fs::read_to_string(csv).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "Seat,Name,Moves,Hints,Games finished,Games won,Answered,Right,Q1: 1,Q2: 2 2");
    assert_eq!(lines[1], "1,Ana,1,0,1,1,0,0,\"1/1 won, 1 move\",\"0/0 won, 0 moves\"");
    assert!(lines[2].starts_with("2,\"'=HYPERLINK(\"\"x\"\") <b>\",1,0,"), "{}", lines[2]);
    assert!(lines[2].ends_with(",\"0/0 won, 0 moves\",\"0/1 won, 1 move\""), "{}", lines[2]);
    let html = std::fs::read_to_string(html).unwrap();
    assert!(html.contains("&lt;b&gt;") && !html.contains("<b>"), "the name is text in the page");
    assert!(html.contains("questions: 2 · students: 2"));
    drop(rt);
}

/// The server pings every page (a browser answers by itself), so a page gone without a word (a
/// laptop closed, Wi-Fi lost) is found out and its seat shows offline, waiting for it.
#[test]
fn the_server_pings_every_page_and_a_silent_one_goes_offline() {
    let config = bouton::class::ServerConfig {
        listen: std::net::IpAddr::V4(std::net::Ipv4Addr::LOCALHOST),
        ping_every: Duration::from_millis(200),
        ..bouton::class::ServerConfig::on_port(0, super::class_client::web_dir())
    };
    let server = bouton::class::ClassServer::start(&config, nim(&[1, 2])).unwrap();
    let (address, code) = (server.address(), server.code());
    let rt = runtime();
    rt.block_on(async {
        let mut ana = Client::connect(address).await;
        ana.join(&code, "Ana").await;
        // Ana's page answers the pings (while it reads): she keeps her seat.
        assert!(ana.read_for(Duration::from_secs(1)).await >= 3);
        assert!(server.with_room(|room| room.seat(SeatNumber(1)).unwrap().is_connected()));
        // A page that stops answering is taken for gone after three pings.
        let started = Instant::now();
        while server.with_room(|room| room.seat(SeatNumber(1)).unwrap().is_connected()) {
            assert!(started.elapsed() < Duration::from_secs(5), "the silent page still holds its seat");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        drop(ana);
    });
}
