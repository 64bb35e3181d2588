//! The menu bar: File, Edit, Game, View, Help. Every item returns an [`Action`].

use eframe::egui;

use super::action::{Action, PanelKind};
use super::app::{BoutonApp, default_game};
use super::files::{ExportKind, Purpose};
use crate::export::Edition;
use crate::save;

/// Draws the menu bar.
pub fn menu_bar(ui: &mut egui::Ui, app: &BoutonApp) -> Vec<Action> {
    let mut actions = Vec::new();
    egui::MenuBar::new().ui(ui, |ui| {
        if app.large_targets() {
            // The menu bar's own buttons are as tight as text; a finger needs them 44 points wide.
            let height = ui.spacing().interact_size.y;
            ui.spacing_mut().button_padding = egui::vec2(12.0, 0.0);
            ui.spacing_mut().interact_size = egui::vec2(crate::ui::style::TOUCH_TARGET, height);
        }
        ui.menu_button("File", |ui| file_menu(ui, app, &mut actions));
        ui.menu_button("Edit", |ui| {
            // With a sum of games on the board, Undo and Redo act on it.
            let (can_undo, can_redo) = match app.sum() {
                Some(session) => (session.game.can_undo(), session.game.can_redo()),
                None => (app.game().can_undo(), app.game().can_redo()),
            };
            if ui.add_enabled(can_undo, egui::Button::new("Undo").shortcut_text("Ctrl+Z")).clicked() {
                actions.push(Action::Undo);
            }
            if ui.add_enabled(can_redo, egui::Button::new("Redo").shortcut_text("Ctrl+Y")).clicked() {
                actions.push(Action::Redo);
            }
        });
        ui.menu_button("Game", |ui| {
            if ui.add(egui::Button::new("New game…").shortcut_text("Ctrl+N")).clicked() {
                actions.push(Action::ShowNewGame);
            }
            if ui.button("New sum of games (Kayles, Nim, Dawson…)…").clicked() {
                actions.push(Action::Sum(crate::ui::sums::SumAction::ShowSetup));
            }
            if ui.button("Quick game: 3, 4, 5 against the computer").clicked() {
                actions.push(Action::NewGame(Box::new(default_game())));
            }
            if crate::ui::platform::page_address().is_some() && ui.button("Copy a link to this position").clicked() {
                actions.push(Action::CopyLink);
            }
            if ui.button("Restart this game").clicked() {
                actions.push(Action::JumpTo(0));
            }
            let computer_can_move = app.sum().map_or_else(|| app.computer_to_move(), |s| !s.game.is_over());
            if ui.add_enabled(computer_can_move, egui::Button::new("Computer move")).clicked() {
                actions.push(Action::ComputerMove);
            }
            ui.separator();
            let mut hide = app.prefs().hides_answers();
            let projector = app.prefs().projector;
            let choice =
                ui.add_enabled(!projector, egui::Checkbox::new(&mut hide, "Hide answers in new games (teacher)"));
            if choice.on_disabled_hover_text("The Projector preset hides them (View ▸ Projector, F5).").changed() {
                actions.push(Action::SetHideAnswers(hide));
            }
            let label = if app.revealed() { "Hide answers now" } else { "Reveal answers" };
            if ui.button(label).clicked() {
                actions.push(Action::Reveal(!app.revealed()));
            }
            if ui.add_enabled(app.can_hint(), egui::Button::new("Hint").shortcut_text("Ctrl+H")).clicked() {
                actions.push(Action::Hint);
            }
            ui.separator();
            let reviewing = app.prefs().left == Some(PanelKind::Review);
            let label = if reviewing { "Close the review" } else { "Review the game: every move graded" };
            let review = ui.add_enabled(app.sum().is_none(), egui::Button::new(label).shortcut_text("F7"));
            if review.on_disabled_hover_text("The review grades games of Nim, S(1..k) and sets").clicked() {
                actions.push(Action::TogglePanel(PanelKind::Review));
            }
        });
        ui.menu_button("View", |ui| view_menu(ui, app, &mut actions));
        ui.menu_button("Help", |ui| {
            ui.label("Bouton's theorem (Nim, normal play): the player to move wins exactly when");
            ui.label("the nim-sum X (the XOR of the heaps) is not 0. The proof panel (F2) shows");
            ui.label("what changes in misère play and under other move rules.");
            ui.label("Click a stone to take it and every stone to its right,");
            ui.label("or press a stone, slide along the heap (a finger, on a tablet) and let go.");
            ui.label("Keys: ↑/↓ heap, ←/→ or digits amount, Enter plays.");
            ui.label("With the proof open, ←/→ step through it (digits still choose the amount).");
            ui.label("F2: proof walkthrough. F3: exercises. F4: plots and the theorem checker. F6: lessons.");
            ui.label(format!("Bouton {}", env!("CARGO_PKG_VERSION")));
        });
    });
    actions
}

/// View: the panels, hints, zoom, theme and full screen.
fn view_menu(ui: &mut egui::Ui, app: &BoutonApp, actions: &mut Vec<Action>) {
    let prefs = app.prefs();
    let mut projector = prefs.projector;
    let preset = ui.add(egui::Checkbox::new(&mut projector, "Projector: large type, high contrast, answers hidden"));
    if preset.on_hover_text("F5. Zoom in or out meanwhile: the Projector remembers its own size.").changed() {
        actions.push(Action::SetProjector(projector));
    }
    ui.separator();
    let mut table = prefs.show_table;
    if ui.checkbox(&mut table, "Binary table").changed() {
        actions.push(Action::TogglePanel(PanelKind::Table));
    }
    let mut history = prefs.show_history;
    let list = ui.checkbox(&mut history, "Move list");
    if list.on_hover_text("Hidden while the proof or the exercises are open, to give the board room").changed() {
        actions.push(Action::TogglePanel(PanelKind::History));
    }
    let mut proof = prefs.show_proof();
    if ui.add(egui::Checkbox::new(&mut proof, "Proof walkthrough")).on_hover_text("F2").changed() {
        actions.push(Action::TogglePanel(PanelKind::Proof));
    }
    let mut exercises = prefs.show_exercises();
    if ui.add(egui::Checkbox::new(&mut exercises, "Exercises")).on_hover_text("F3").changed() {
        actions.push(Action::TogglePanel(PanelKind::Exercises));
    }
    let mut explore = prefs.show_explore();
    if ui.add(egui::Checkbox::new(&mut explore, "Explore: plots and the theorem checker")).on_hover_text("F4").changed()
    {
        actions.push(Action::TogglePanel(PanelKind::Explore));
    }
    let mut lessons = prefs.left == Some(PanelKind::Lessons);
    if ui.add(egui::Checkbox::new(&mut lessons, "Lessons and the lesson editor")).on_hover_text("F6").changed() {
        actions.push(Action::TogglePanel(PanelKind::Lessons));
    }
    let mut hints = prefs.hints;
    if ui.checkbox(&mut hints, "Hints on the board").changed() {
        actions.push(Action::SetHints(hints));
    }
    let mut values = prefs.move_values;
    let toggle = ui.add_enabled(app.revealed(), egui::Checkbox::new(&mut values, "Move values on the board"));
    let toggle = toggle
        .on_hover_text(
            "F8. Every move coloured by its value: the fastest win, a slower win, or a loss, in how many moves",
        )
        .on_disabled_hover_text("They are answers: shown with the answers (Game ▸ Reveal answers)");
    if toggle.changed() {
        actions.push(Action::SetMoveValues(values));
    }
    ui.separator();
    if ui.add(egui::Button::new("Zoom in").shortcut_text("Ctrl++")).clicked() {
        actions.push(Action::Zoom(true));
    }
    if ui.add(egui::Button::new("Zoom out").shortcut_text("Ctrl+−")).clicked() {
        actions.push(Action::Zoom(false));
    }
    if ui
        .add(
            egui::Button::new(format!("Actual size ({:.0} % now)", prefs.effective_zoom() * 100.0))
                .shortcut_text("Ctrl+0"),
        )
        .clicked()
    {
        actions.push(Action::ZoomReset);
    }
    let mut dark = prefs.dark;
    if ui.checkbox(&mut dark, "Dark theme").changed() {
        actions.push(Action::SetDark(dark));
    }
    ui.menu_button("Touch targets", |ui| {
        use crate::ui::TouchTargets;
        let now = prefs.touch;
        let choices = [
            (TouchTargets::Auto, "Large on a touch screen"),
            (TouchTargets::Large, "Large (44 points and more), always"),
            (TouchTargets::Standard, "Standard, always"),
        ];
        for (choice, label) in choices {
            if ui.radio(now == choice, label).clicked() && now != choice {
                actions.push(Action::SetTouchTargets(choice));
            }
        }
    });
    if ui.add(egui::Button::new("Full screen").shortcut_text("F11")).clicked() {
        actions.push(Action::ToggleFullScreen);
    }
}

fn file_menu(ui: &mut egui::Ui, app: &BoutonApp, actions: &mut Vec<Action>) {
    let waiting = app.file_dialog_open();
    if ui.add_enabled(!waiting, egui::Button::new("Open…").shortcut_text("Ctrl+O")).clicked() {
        actions.push(Action::ShowFileDialog(Purpose::Open));
    }
    ui.menu_button("Examples", |ui| {
        for example in app.examples() {
            if ui.button(&example.title).on_hover_text(&example.notes).clicked() {
                actions.push(Action::Load(Box::new(example.clone()), None));
            }
        }
    });
    let folder = save::saves_dir();
    let files = crate::ui::platform::FILE_SYSTEM;
    if files {
        ui.menu_button("Open from the saves folder", |ui| {
            if app.saves_listing().is_empty() {
                ui.label(format!("No saves yet in {}", folder.display()));
            }
            for path in app.saves_listing() {
                let name = path.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
                if ui.button(name).clicked() {
                    actions.push(Action::Open(path.clone()));
                }
            }
            ui.separator();
            if ui.button("Refresh").on_hover_text("Read the saves folder again").clicked() {
                actions.push(Action::RefreshSaves);
            }
        });
        ui.menu_button("Open recent", |ui| {
            if app.prefs().recent.is_empty() {
                ui.label("No recent files");
            }
            for path in &app.prefs().recent {
                if ui.button(path.display().to_string()).clicked() {
                    actions.push(Action::Open(path.clone()));
                }
            }
        });
    }
    ui.separator();
    if ui.add_enabled(!waiting, egui::Button::new("Save").shortcut_text("Ctrl+S")).clicked() {
        actions.push(app.save_action());
    }
    if ui.add_enabled(!waiting, egui::Button::new("Save As…").shortcut_text("Ctrl+Shift+S")).clicked() {
        actions.push(Action::ShowFileDialog(Purpose::SaveAs));
    }
    let target = folder.join(crate::export::file_name(&app.saved().title));
    if files && ui.button("Save to the saves folder").on_hover_text(format!("Saves to {}", target.display())).clicked()
    {
        actions.push(Action::SaveTo(target));
    }
    ui.menu_button("Export for slides and handouts", |ui| {
        // Each asks where to write (the desktop's dialog, or the app's chooser without one); the
        // status line then says where it went, with a button to copy the path.
        let exports = [
            (ExportKind::Handout(Edition::Teacher), "Handout for the teacher, with the answers (Markdown)…"),
            (ExportKind::Handout(Edition::Student), "Worksheet for students, no answers (Markdown)…"),
            (ExportKind::Png, "Picture of the board and table (PNG, twice the size)…"),
            (ExportKind::Svg, "Picture of the board and table (SVG)…"),
        ];
        for (kind, label) in exports {
            if ui.add_enabled(!waiting, egui::Button::new(label)).clicked() {
                actions.push(Action::ShowFileDialog(Purpose::Export(kind)));
            }
        }
        ui.label(egui::RichText::new("Pictures show the answers only while they are revealed.").weak());
    });
    if waiting {
        ui.label("A file dialog is open…");
    }
    if files {
        ui.label(format!("Saves folder: {}", folder.display()));
        ui.label("Tip: drop a .ron file on the window to open it.");
        ui.separator();
        if ui.button("Quit").clicked() {
            ui.send_viewport_cmd(egui::ViewportCommand::Close);
        }
    } else {
        ui.label("Saving and exporting download the file; drop a .ron file on the page to open it.");
    }
}
