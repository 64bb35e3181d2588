//! The teacher's class view in the desktop app, driven as a teacher drives it: Class ▸ Start a class
//! session (or the one command that builds the page, when it is not built), the address and the
//! join code, a tile per student as they join and play (from real WebSocket connections), names
//! hidden for the projector, the class paused, a student removed, the session ended.

use bouton::class::{Closed, FromStudent, ToStudent};
use bouton::save::FileMove;
use bouton::ui::{Action, BoutonApp, TeacherAction};
use egui_kittest::kittest::Queryable;

use super::class_client::{Client, runtime, web_dir};
use super::class_seat::wait_for;
use super::disguise_app::{harness, labels, shot};

/// Class ▸ Start a class session (serving the stand-in web build): the address, the code, the port.
pub(crate) fn start_class(harness: &mut egui_kittest::Harness<'static, BoutonApp>) -> (String, String, u16) {
    harness.state_mut().apply(Action::Teacher(TeacherAction::Start(Some(web_dir()))));
    harness.run();
    let (url, code) = harness.state().class_address().map(|(u, c)| (u.to_owned(), c.to_owned())).unwrap();
    let port: u16 = url.trim_end_matches('/').rsplit(':').next().unwrap().parse().unwrap();
    (url, code, port)
}

/// The teacher's app (in English) with a class session started, and one student, `name`, joined
/// through a real connection (with the runtime the connection runs on).
pub(crate) fn teacher_and_student(
    name: &str,
) -> (egui_kittest::Harness<'static, BoutonApp>, tokio::runtime::Runtime, Client) {
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    let mut harness = harness();
    let (_, code, port) = start_class(&mut harness);
    let address = std::net::SocketAddr::from(([127, 0, 0, 1], port));
    let rt = runtime();
    let student = rt.block_on(async {
        let mut student = Client::connect(address).await;
        student.join(&code, name).await;
        student
    });
    (harness, rt, student)
}

fn seats(app: &BoutonApp) -> usize {
    app.class_facts().map_or(0, |room| room.seats.len())
}

#[test]
fn without_the_web_build_the_dialog_says_the_command_that_builds_it() {
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    let mut harness = harness();
    harness.state_mut().apply(Action::Teacher(TeacherAction::Start(Some("/nonexistent/web".into()))));
    harness.run();
    assert!(!harness.state().class_running());
    assert!(
        labels(&harness)
            .iter()
            .any(|l| l
                .contains("The browser build is not in /nonexistent/web: build it with `bash assets/web/build.sh`")),
        "{:?}",
        labels(&harness)
    );
}

#[test]
fn the_teacher_sees_each_student_live_hides_names_pauses_and_removes_one() {
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    let mut harness = harness();
    let (url, code, port) = start_class(&mut harness);
    harness.get_by_label(&url);
    harness.get_by_label(&format!("{} {}", &code[..3], &code[3..]));
    harness.get_by_label("No student yet: the address and the code are above.");

    let rt = runtime();
    let address = std::net::SocketAddr::from(([127, 0, 0, 1], port));
    let mut ana = rt.block_on(async {
        let mut ana = Client::connect(address).await;
        ana.join(&code, "Ana").await;
        // The board's position is the class's: 3, 4, 5 (X = 2): take 2 from the 3.
        ana.send(&FromStudent::Play { mv: FileMove { heap: 1, take: 2, split: None } }).await;
        ana.game_at_turn(bouton::Side::First).await;
        ana
    });
    wait_for(&mut harness, "Ana's move on her tile", |app| {
        app.class_facts().is_some_and(|room| room.seats.first().is_some_and(|s| s.total.moves == 1))
    });
    harness.get_by_label("Ana");
    assert!(labels(&harness).iter().any(|l| l.starts_with("moves: 1 · hints: 0")), "{:?}", labels(&harness));
    let tile = &harness.state().class_facts().unwrap().seats[0];
    assert_eq!(tile.winning, Some(true), "after a winning move and any answer, Ana still wins");
    shot(&mut harness, "class-view-one");

    harness.get_by_label("Hide names").click();
    harness.run();
    harness.get_by_label("Student 1");
    assert!(harness.query_by_label("Ana").is_none(), "the name is hidden for the projector");

    harness.get_by_label("Pause the class").click();
    harness.run();
    rt.block_on(async {
        let ToStudent::Game { paused, .. } = ana.expect().await else { panic!("no game") };
        assert!(paused);
    });
    harness.get_by_label("Let them play on");

    harness.get_by_label("Remove").click();
    harness.run();
    rt.block_on(async {
        assert_eq!(ana.expect().await, ToStudent::Closed { reason: Closed::Removed });
    });
    wait_for(&mut harness, "the tile to go", |app| seats(app) == 0);

    let folder = tempfile::tempdir().unwrap();
    harness.state_mut().apply(Action::Teacher(TeacherAction::SaveReport(Some(folder.path().into()))));
    harness.run();
    let written: Vec<String> = std::fs::read_dir(folder.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(written.len(), 2, "{written:?}");
    assert!(written.iter().all(|name| name.starts_with("class-report-")), "{written:?}");
    assert!(labels(&harness).iter().any(|l| l.starts_with("Report saved: ")), "{:?}", labels(&harness));

    harness.state_mut().apply(Action::Teacher(TeacherAction::End));
    harness.run();
    assert!(!harness.state().class_running());
    drop(rt);
}

#[test]
fn twelve_students_on_a_projector_at_150_percent() {
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    let mut harness = egui_kittest::Harness::builder()
        .with_size([1920.0 / 1.5, 1080.0 / 1.5])
        .with_pixels_per_point(1.5)
        .wgpu()
        .build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, bouton::ui::default_game()));
    harness.run();
    let (_, code, port) = start_class(&mut harness);
    let address = std::net::SocketAddr::from(([127, 0, 0, 1], port));
    let rt = runtime();
    let names = ["Ana", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lea"];
    let _pages: Vec<Client> = rt.block_on(async {
        let mut pages = Vec::new();
        for (n, name) in names.iter().enumerate() {
            let mut page = Client::connect(address).await;
            let (_, mut saved) = page.join(&code, name).await;
            for _ in 0..n % 3 {
                let Some(mv) = saved.game.position().legal_moves().next() else { break };
                page.send(&FromStudent::Play { mv: FileMove::of(&mv) }).await;
                saved = page.game_at_turn(bouton::Side::First).await;
            }
            pages.push(page);
        }
        pages
    });
    wait_for(&mut harness, "twelve tiles", |app| seats(app) == 12);
    for name in names {
        harness.get_by_label(name);
    }
    shot(&mut harness, "class-view-projector-12");

    // Hana's board (seat 8) on the projector: "Student 8", never her name, read-only, with the
    // question for the class; the answer only once the teacher shows it.
    harness.get_by_label("Hide names").click();
    harness.run();
    harness.get_all_by_label("Project").nth(7).unwrap().click();
    harness.run();
    harness.get_by_label("Student 8’s board");
    assert!(harness.query_by_label("Hana").is_none(), "no name on the projector");
    let hana = harness.state().class_facts().unwrap().seats[7].game.heaps().cloned().unwrap();
    let to_move_wins = brute_force_wins(hana.position().sizes().as_slice());
    assert!(hana.ending() == bouton::Ending::Normal);
    let before = labels(&harness);
    assert!(before.iter().any(|l| l == "What would you play here, and why?"), "{before:?}");
    assert!(!before.iter().any(|l| l.contains("player to move")), "no answer before the teacher shows it: {before:?}");
    harness.get_by_label("Show the answer here").click();
    harness.run();
    let after = labels(&harness);
    let outcome = after.iter().find(|l| l.contains("player to move")).unwrap_or_else(|| panic!("{after:?}"));
    assert_eq!(outcome.contains("the player to move wins"), to_move_wins, "{outcome}");
    assert_eq!(outcome.contains("the player to move loses"), !to_move_wins, "{outcome}");
    shot(&mut harness, "class-spotlight-projector");
    // A new position for the class: the answer on the projector, about the board that was, goes.
    harness.state_mut().apply(Action::Teacher(TeacherAction::SendPosition));
    wait_for(&mut harness, "the new position on Hana's board", |app| {
        app.class_facts().is_some_and(|room| room.seats[7].game.moves_played() <= 1)
    });
    let later = labels(&harness);
    assert!(!later.iter().any(|l| l.contains("player to move")), "the answer went with its board: {later:?}");
    harness.get_by_label("Back to the class").click();
    harness.run();
    harness.get_by_label("Student 1");
    if std::env::var_os("BOUTON_SHOTS").is_some() {
        let folder = std::path::PathBuf::from("/tmp/class-report-shot");
        let _ = std::fs::create_dir_all(&folder);
        harness.state_mut().apply(Action::Teacher(TeacherAction::SaveReport(Some(folder))));
    }
    harness.state_mut().apply(Action::Teacher(TeacherAction::End));
    harness.run();
}

/// Whether the player to move wins Nim from these heaps (normal play), by trying every move: no
/// nim-sum.
fn brute_force_wins(heaps: &[u64]) -> bool {
    fn wins(heaps: &mut Vec<u64>, memo: &mut std::collections::HashMap<Vec<u64>, bool>) -> bool {
        let mut key = heaps.clone();
        key.sort_unstable();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let mut found = false;
        'search: for i in 0..heaps.len() {
            for take in 1..=heaps[i] {
                heaps[i] -= take;
                let loses = !wins(heaps, memo);
                heaps[i] += take;
                if loses {
                    found = true;
                    break 'search;
                }
            }
        }
        memo.insert(key, found);
        found
    }
    wins(&mut heaps.to_vec(), &mut std::collections::HashMap::new())
}

/// The teacher's app closes during the lesson and starts again: the session comes back by itself
/// (the same address and code, Ana's tile offline), and Ana's page takes her seat back with its
/// token. Ended, a session waits for Class ▸ Reopen.
#[test]
fn the_teachers_app_restarted_reopens_the_session_and_the_student_comes_back() {
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    let folder = tempfile::tempdir().unwrap();
    let file = folder.path().join("class-session.ron");
    let app = |file: std::path::PathBuf| {
        egui_kittest::Harness::builder().with_size([1280.0, 800.0]).build_eframe(move |cc| {
            BoutonApp::with_context(&cc.egui_ctx, bouton::ui::default_game())
                .with_class_session_file(file, Some(web_dir()))
        })
    };
    let mut first = app(file.clone());
    assert!(!first.state().class_running(), "no session kept yet");
    first.state_mut().apply(Action::Teacher(TeacherAction::Start(None)));
    first.run();
    let (url, code) = first.state().class_address().map(|(u, c)| (u.to_owned(), c.to_owned())).unwrap();
    let port = |url: &str| -> u16 { url.trim_end_matches('/').rsplit(':').next().unwrap().parse().unwrap() };
    let rt = runtime();
    let token = rt.block_on(async {
        let mut ana = Client::connect(std::net::SocketAddr::from(([127, 0, 0, 1], port(&url)))).await;
        let (token, _) = ana.join(&code, "Ana").await;
        ana.send(&FromStudent::Play { mv: FileMove { heap: 1, take: 2, split: None } }).await;
        ana.game_at_turn(bouton::Side::First).await;
        token
    });
    wait_for(&mut first, "Ana's move", |app| {
        app.class_facts().is_some_and(|room| room.seats.first().is_some_and(|s| s.total.moves == 1))
    });
    let position = first.state().class_facts().unwrap().seats[0].game.position_text();
    // Kept a moment after the change.
    let kept = std::time::Instant::now();
    while !bouton::save::load_class_file(&file).is_ok_and(|r| r.seats.first().is_some_and(|s| s.tallies.len() == 1)) {
        assert!(kept.elapsed() < std::time::Duration::from_secs(10), "the session was never kept");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    drop(first);

    let mut second = app(file.clone());
    second.run();
    assert!(second.state().class_running(), "reopened at start");
    let (again, same_code) = second.state().class_address().map(|(u, c)| (u.to_owned(), c.to_owned())).unwrap();
    assert_eq!(same_code, code);
    second.get_by_label("Ana");
    second.get_by_label("offline");
    assert_eq!(second.state().class_facts().unwrap().seats[0].game.position_text(), position);
    let _ana = rt.block_on(async {
        let mut ana = Client::connect(std::net::SocketAddr::from(([127, 0, 0, 1], port(&again)))).await;
        let welcome = ana.rejoin(&token).await;
        assert!(matches!(welcome, ToStudent::Welcome { ref name, .. } if name == "Ana"), "{welcome:?}");
        ana
    });
    wait_for(&mut second, "Ana back", |app| app.class_facts().is_some_and(|room| room.seats[0].connected));
    second.state_mut().apply(Action::Teacher(TeacherAction::End));
    second.run();
    drop(second);

    // Ended: the app starts without it, and Class ▸ Reopen brings it back.
    let mut third = app(file);
    third.run();
    assert!(!third.state().class_running(), "an ended session is not reopened by itself");
    third.get_by_label("Class").click();
    third.run();
    third.get_by_label("Reopen the last class session").click();
    third.run();
    assert_eq!(third.state().class_address().map(|(_, c)| c.to_owned()), Some(code));
    third.state_mut().apply(Action::Teacher(TeacherAction::End));
    third.run();
    drop(rt);
}

/// Class view ▸ Pair the students: each tile names the partner and whose turn it is; with names
/// hidden the partner is "Student 2" too; Everyone against the computer undoes it.
#[test]
fn the_teacher_pairs_the_students_and_each_tile_names_the_partner() {
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    let mut harness = harness();
    let (_, code, port) = start_class(&mut harness);
    let rt = runtime();
    let _pages = rt.block_on(async {
        let address = std::net::SocketAddr::from(([127, 0, 0, 1], port));
        let mut ana = Client::connect(address).await;
        ana.join(&code, "Ana").await;
        let mut bo = Client::connect(address).await;
        bo.join(&code, "Bo").await;
        (ana, bo)
    });
    wait_for(&mut harness, "two tiles", |app| seats(app) == 2);
    harness.get_by_label("Pair the students").click();
    wait_for(&mut harness, "the pairs", |app| app.class_facts().is_some_and(|room| room.paired));
    assert!(labels(&harness).iter().any(|l| l.starts_with("vs Bo · active")), "{:?}", labels(&harness));
    assert!(labels(&harness).iter().any(|l| l.starts_with("vs Ana · active")), "{:?}", labels(&harness));
    harness.get_by_label("Ana to move");
    shot(&mut harness, "class-view-pairs");
    harness.get_by_label("Hide names").click();
    harness.run();
    assert!(labels(&harness).iter().any(|l| l.starts_with("vs Student 2 · active")), "{:?}", labels(&harness));
    harness.get_by_label("Student 1 to move");
    harness.get_by_label("Everyone against the computer").click();
    wait_for(&mut harness, "no pairs", |app| app.class_facts().is_some_and(|room| !room.paired));
    assert!(!labels(&harness).iter().any(|l| l.starts_with("vs ")), "no partners: {:?}", labels(&harness));
    harness.state_mut().apply(Action::Teacher(TeacherAction::End));
    harness.run();
    drop(rt);
}

/// A lesson step sent to the class: its position, and its text above every student's board (a
/// game file's notes, which may tell its answers, are not sent).
#[test]
fn a_lesson_step_sent_to_the_class_carries_its_text() {
    use bouton::save::{Lesson, LessonStep, SavedGame, StepView};
    use bouton::ui::LessonAction;
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    let mut harness = harness();
    let (_, code, port) = start_class(&mut harness);
    let rt = runtime();
    let mut ana = rt.block_on(async {
        let mut ana = Client::connect(std::net::SocketAddr::from(([127, 0, 0, 1], port))).await;
        ana.join(&code, "Ana").await;
        ana
    });
    let game = bouton::Game::of_heaps(bouton::Rules::default(), bouton::Position::new(vec![1, 4, 5]).unwrap()).unwrap();
    let mut saved = SavedGame::new("Now you", game);
    saved.notes = "Is 1, 4, 5 a P-position? Play it and see.".into();
    let lesson = Lesson {
        title: "Practice".into(),
        language: None,
        steps: vec![LessonStep::new(saved, true, StepView::default())],
    };
    harness.state_mut().apply(Action::Lesson(LessonAction::Present(Box::new(lesson), None)));
    harness.run();
    harness.state_mut().apply(Action::Teacher(TeacherAction::SendPosition));
    harness.run();
    rt.block_on(async {
        let ToStudent::Game { file, text, .. } = ana.expect().await else { panic!("no game") };
        assert_eq!(text, "Is 1, 4, 5 a P-position? Play it and see.");
        let sent = bouton::save::parse(&file, "class").unwrap().saved;
        assert_eq!(sent.game.position().sizes(), [1, 4, 5]);
        assert!(sent.notes.is_empty(), "the text travels on its own, not as the file's notes");
    });
    harness.state_mut().apply(Action::Teacher(TeacherAction::End));
    harness.run();
    drop(rt);
}
