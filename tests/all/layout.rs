//! The layout at classroom sizes: a lesson presented with the proof beside the board, at 1024×768 and
//! 1280×720 at 150 % and 1920×1080 at 200 %. The board keeps its share of the width, and no text is
//! cut at a panel's edge or broken inside a word.

use bouton::save::{SavedGame, built_in_lessons};
use bouton::ui::{Action, BoutonApp, LessonAction, PanelKind};
use bouton::{Game, Position, Rules};
use egui::epaint::{Shape, TextShape};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// The window sizes and zooms a classroom uses (1280 × 720 at 200 % is 640 × 360 points).
const SIZES: [(f32, f32, f32); 4] =
    [(1024.0, 768.0, 1.5), (1280.0, 720.0, 1.5), (1920.0, 1080.0, 2.0), (1280.0, 720.0, 2.0)];

fn app_at(width: f32, height: f32, zoom: f32) -> Harness<'static, BoutonApp> {
    let saved =
        SavedGame::new("My game", Game::of_heaps(Rules::default(), Position::new(vec![3, 4, 5]).unwrap()).unwrap());
    let mut harness =
        Harness::builder().with_size([width, height]).build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, saved));
    while harness.state().prefs().zoom < zoom - 0.01 {
        harness.state_mut().apply(Action::Zoom(true));
    }
    harness.run();
    harness
}

/// Presents the built-in lesson on Bouton's theorem at `step` (its first two steps open the proof).
fn present(harness: &mut Harness<'static, BoutonApp>, step: usize) {
    let lesson = built_in_lessons()[2].load().unwrap().lesson;
    harness.state_mut().apply(Action::Lesson(LessonAction::Present(Box::new(lesson), None)));
    harness.state_mut().apply(Action::Lesson(LessonAction::Go(step)));
    harness.run();
}

/// Every text drawn in the last frame, with the rectangle it was clipped to.
fn texts<S>(harness: &Harness<'_, S>) -> Vec<(egui::Rect, TextShape)> {
    fn walk(shape: &Shape, clip: egui::Rect, out: &mut Vec<(egui::Rect, TextShape)>) {
        match shape {
            Shape::Text(text) => out.push((clip, text.clone())),
            Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, clip, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &harness.output().shapes {
        walk(&clipped.shape, clipped.clip_rect, &mut out);
    }
    out
}

/// What is wrong with the text of the last frame: text cut at the side of its clip rectangle (a
/// panel's edge), or a line broken inside a word.
fn text_faults<S>(harness: &Harness<'_, S>) -> Vec<String> {
    let mut faults = Vec::new();
    for (clip, text) in texts(harness) {
        let galley = &text.galley;
        let shown: String = galley.text().chars().take(60).collect();
        let rect = galley.rect.translate(text.pos.to_vec2());
        let visible = rect.y_range().intersects(clip.y_range());
        if visible && (rect.left() < clip.left() - 1.0 || rect.right() > clip.right() + 1.0) && !shown.trim().is_empty()
        {
            faults.push(format!(
                "cut at a panel's edge: {shown:?} spans {:?}, clip {:?}",
                rect.x_range(),
                clip.x_range()
            ));
        }
        for pair in galley.rows.windows(2) {
            let (end, next) = (&pair[0], &pair[1]);
            let last = end.row.glyphs.last().map(|g| g.chr);
            let first = next.row.glyphs.first().map(|g| g.chr);
            if !end.ends_with_newline
                && last.is_some_and(char::is_alphanumeric)
                && first.is_some_and(char::is_alphanumeric)
            {
                let rows: Vec<String> =
                    galley.rows.iter().map(|r| r.row.glyphs.iter().map(|g| g.chr).collect()).collect();
                faults.push(format!("broken inside a word: {shown:?} as {rows:?}"));
            }
        }
    }
    faults
}

#[test]
fn a_presented_lesson_with_the_proof_keeps_the_board_in_view() {
    for (width, height, zoom) in SIZES {
        for step in [0, 1, 3] {
            let mut harness = app_at(width, height, zoom);
            present(&mut harness, step);
            let app = harness.state();
            assert_eq!(app.prefs().left, Some(bouton::ui::LeftPanel::Proof), "step {step} shows the proof");
            let content = width / zoom;
            let board = app.board_area();
            assert!(
                board.width() >= 0.4 * content - 2.0,
                "{width}×{height} @{zoom}, step {step}: the board is {} of {content} points wide",
                board.width()
            );
            assert!(board.height() >= 0.3 * height / zoom, "{width}×{height} @{zoom}: board {board:?}");
            // Every stone is on the board and big enough to click: the last of each heap too.
            for (k, &size) in app.game().unwrap().position().heaps().iter().enumerate() {
                let stone = harness.get_by_label(&format!("Heap {}: take 1", k + 1)).rect();
                assert!(
                    board.contains_rect(stone) && stone.width() >= 6.0,
                    "{width}×{height} @{zoom}, heap {} of {size}: its last stone {stone:?} is off the board {board:?}",
                    k + 1
                );
            }
            let faults = text_faults(&harness);
            assert!(faults.is_empty(), "{width}×{height} @{zoom}, step {step}:\n{}", faults.join("\n"));
        }
    }
}

/// Where the window is too narrow for the proof and the table side by side, they share one panel
/// beside the board, as tabs: the proof first, the table a click away, and the board keeps its room.
#[test]
fn a_narrow_window_joins_the_table_to_the_proof_as_a_tab() {
    let mut harness = app_at(1024.0, 768.0, 1.5);
    present(&mut harness, 1);
    let row = "Heap 1: 19, binary 10011";
    harness.get_by_label("Write the heaps in binary");
    assert!(harness.query_by_label(row).is_none(), "the proof's tab is in front");
    harness.get_by_label("Binary table").click();
    harness.run();
    assert!(harness.query_by_label(row).is_some(), "the table's tab shows the table");
    assert!(harness.query_by_label("Write the heaps in binary").is_none());
    harness.get_by_label("Proof").click();
    harness.run();
    assert!(harness.query_by_label(row).is_none());
    harness.get_by_label("Write the heaps in binary");
}

/// Every heap's last stone lies on the board (not under a panel or below the fold).
fn every_stone_in_view(harness: &Harness<'static, BoutonApp>, what: &str) {
    let app = harness.state();
    let board = app.board_area();
    for (k, &size) in app.game().unwrap().position().heaps().iter().enumerate() {
        let stone = harness.get_by_label(&format!("Heap {}: take 1", k + 1)).rect();
        assert!(board.contains_rect(stone), "{what}, heap {} of {size}: {stone:?} is off the board {board:?}", k + 1);
    }
}

/// A file with long notes (19, 20, 21) and the proof open, at every classroom size: the heaps stay
/// in view (the notes step aside to one line in a short window).
#[test]
fn a_game_with_long_notes_keeps_every_heap_in_view() {
    let example = bouton::save::examples().iter().find(|e| e.file.contains("nineteen")).unwrap().load().unwrap();
    for (width, height, zoom) in SIZES {
        let mut harness = app_at(width, height, zoom);
        harness.state_mut().apply(Action::Load(Box::new(example.saved.clone()), None));
        harness.state_mut().apply(Action::TogglePanel(PanelKind::Proof));
        harness.run();
        every_stone_in_view(&harness, &format!("{width}×{height} @{zoom}"));
        let faults = text_faults(&harness);
        assert!(faults.is_empty(), "{width}×{height} @{zoom}:\n{}", faults.join("\n"));
    }
}

#[test]
fn free_play_with_every_panel_keeps_the_board_in_view() {
    for (width, height, zoom) in SIZES {
        for left in [None, Some(PanelKind::Proof), Some(PanelKind::Explore), Some(PanelKind::Exercises)] {
            let mut harness = app_at(width, height, zoom);
            if let Some(panel) = left {
                harness.state_mut().apply(Action::TogglePanel(panel));
            }
            harness.run();
            let content = width / zoom;
            let board = harness.state().board_area();
            assert!(board.width() >= 0.4 * content - 2.0, "{width}×{height} @{zoom}, {left:?}: board {board:?}");
            let faults = text_faults(&harness);
            assert!(faults.is_empty(), "{width}×{height} @{zoom}, {left:?}:\n{}", faults.join("\n"));
        }
    }
}

#[test]
fn the_fault_finder_sees_words_broken_and_text_cut() {
    // A label in a 40-point column breaks inside its words; one that does not wrap runs past a
    // clipped column. Both are reported (so the tests above are not passing by looking away).
    // The app's fonts (egui's own are not built in).
    let builder = Harness::builder().with_size([300.0, 200.0]).with_context_setup(bouton::ui::install_fonts);
    let mut harness = builder.build_ui(|ui| {
        ui.allocate_ui(egui::vec2(40.0, 60.0), |ui| ui.label("Lemma two on nineteen"));
        let clipped = egui::Rect::from_min_size(egui::pos2(100.0, 100.0), egui::vec2(40.0, 40.0));
        ui.scope_builder(egui::UiBuilder::new().max_rect(clipped), |ui| {
            ui.shrink_clip_rect(clipped);
            ui.add(egui::Label::new("a long line that does not wrap").extend());
        });
    });
    harness.run();
    let faults = text_faults(&harness);
    assert!(faults.iter().any(|f| f.starts_with("broken inside a word")), "{faults:?}");
    assert!(faults.iter().any(|f| f.starts_with("cut at a panel's edge")), "{faults:?}");
}
