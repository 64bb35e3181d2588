//! The menu bar: File, Edit, Game, View, Help. Every item returns an [`Action`].

use eframe::egui;

use super::action::{Action, PanelKind};
use super::app::{BoutonApp, default_game};
use super::files::{ExportKind, Purpose};
use crate::export::Edition;
use crate::i18n::{tr, tr_with};
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
        ui.menu_button(tr("menu-file"), |ui| file_menu(ui, app, &mut actions));
        ui.menu_button(tr("menu-edit"), |ui| {
            // With a sum of games on the board, Undo and Redo act on it.
            let (can_undo, can_redo) = match app.sum() {
                Some(session) => (session.game.can_undo(), session.game.can_redo()),
                None => (app.game().can_undo(), app.game().can_redo()),
            };
            if ui.add_enabled(can_undo, egui::Button::new(tr("edit-undo")).shortcut_text("Ctrl+Z")).clicked() {
                actions.push(Action::Undo);
            }
            if ui.add_enabled(can_redo, egui::Button::new(tr("edit-redo")).shortcut_text("Ctrl+Y")).clicked() {
                actions.push(Action::Redo);
            }
        });
        ui.menu_button(tr("menu-game"), |ui| {
            if ui.add(egui::Button::new(tr("game-new")).shortcut_text("Ctrl+N")).clicked() {
                actions.push(Action::ShowNewGame);
            }
            if ui.button(tr("game-new-sum")).clicked() {
                actions.push(Action::Sum(crate::ui::sums::SumAction::ShowSetup));
            }
            if ui.button(tr("game-quick")).clicked() {
                actions.push(Action::NewGame(Box::new(default_game())));
            }
            if crate::ui::platform::page_address().is_some() && ui.button(tr("game-copy-link")).clicked() {
                actions.push(Action::CopyLink);
            }
            if ui.button(tr("game-restart")).clicked() {
                actions.push(Action::JumpTo(0));
            }
            let computer_can_move = app.sum().map_or_else(|| app.computer_to_move(), |s| !s.game.is_over());
            if ui.add_enabled(computer_can_move, egui::Button::new(tr("game-computer-move"))).clicked() {
                actions.push(Action::ComputerMove);
            }
            ui.separator();
            let mut hide = app.prefs().hides_answers();
            let projector = app.prefs().projector;
            let choice = ui.add_enabled(!projector, egui::Checkbox::new(&mut hide, tr("game-hide-in-new")));
            if choice.on_disabled_hover_text(tr("game-hide-in-new-disabled")).changed() {
                actions.push(Action::SetHideAnswers(hide));
            }
            let label = if app.revealed() { tr("game-hide-now") } else { tr("game-reveal") };
            if ui.button(label).clicked() {
                actions.push(Action::Reveal(!app.revealed()));
            }
            if ui.add_enabled(app.can_hint(), egui::Button::new(tr("game-hint")).shortcut_text("Ctrl+H")).clicked() {
                actions.push(Action::Hint);
            }
            ui.separator();
            let reviewing = app.prefs().left == Some(PanelKind::Review);
            let label = if reviewing { tr("game-review-close") } else { tr("game-review") };
            let review = ui.add_enabled(app.sum().is_none(), egui::Button::new(label).shortcut_text("F7"));
            if review.on_disabled_hover_text(tr("game-review-sums")).clicked() {
                actions.push(Action::TogglePanel(PanelKind::Review));
            }
        });
        ui.menu_button(tr("menu-view"), |ui| view_menu(ui, app, &mut actions));
        ui.menu_button(tr("menu-help"), |ui| {
            ui.label(tr("help-theorem-1"));
            ui.label(tr("help-theorem-2"));
            ui.label(tr("help-theorem-3"));
            ui.label(tr("help-click"));
            ui.label(tr("help-slide"));
            ui.label(tr("help-keys"));
            ui.label(tr("help-proof-keys"));
            ui.label(tr("help-panels"));
            ui.label(tr_with("help-version", &[("version", env!("CARGO_PKG_VERSION").into())]));
        });
    });
    actions
}

/// View: the panels, hints, zoom, theme and full screen.
fn view_menu(ui: &mut egui::Ui, app: &BoutonApp, actions: &mut Vec<Action>) {
    let prefs = app.prefs();
    let mut projector = prefs.projector;
    let preset = ui.add(egui::Checkbox::new(&mut projector, tr("view-projector")));
    if preset.on_hover_text(tr("view-projector-hint")).changed() {
        actions.push(Action::SetProjector(projector));
    }
    ui.separator();
    let mut table = prefs.show_table;
    if ui.checkbox(&mut table, tr("view-table")).changed() {
        actions.push(Action::TogglePanel(PanelKind::Table));
    }
    let mut history = prefs.show_history;
    let list = ui.checkbox(&mut history, tr("view-moves"));
    if list.on_hover_text(tr("view-moves-hint")).changed() {
        actions.push(Action::TogglePanel(PanelKind::History));
    }
    let mut proof = prefs.show_proof();
    if ui.add(egui::Checkbox::new(&mut proof, tr("view-proof"))).on_hover_text("F2").changed() {
        actions.push(Action::TogglePanel(PanelKind::Proof));
    }
    let mut exercises = prefs.show_exercises();
    if ui.add(egui::Checkbox::new(&mut exercises, tr("view-exercises"))).on_hover_text("F3").changed() {
        actions.push(Action::TogglePanel(PanelKind::Exercises));
    }
    let mut explore = prefs.show_explore();
    if ui.add(egui::Checkbox::new(&mut explore, tr("view-explore"))).on_hover_text("F4").changed() {
        actions.push(Action::TogglePanel(PanelKind::Explore));
    }
    let mut lessons = prefs.left == Some(PanelKind::Lessons);
    if ui.add(egui::Checkbox::new(&mut lessons, tr("view-lessons"))).on_hover_text("F6").changed() {
        actions.push(Action::TogglePanel(PanelKind::Lessons));
    }
    let mut hints = prefs.hints;
    if ui.checkbox(&mut hints, tr("view-hints")).changed() {
        actions.push(Action::SetHints(hints));
    }
    let mut values = prefs.move_values;
    let toggle = ui.add_enabled(app.revealed(), egui::Checkbox::new(&mut values, tr("view-values")));
    let toggle = toggle.on_hover_text(tr("view-values-hint")).on_disabled_hover_text(tr("view-values-disabled"));
    if toggle.changed() {
        actions.push(Action::SetMoveValues(values));
    }
    ui.separator();
    if ui.add(egui::Button::new(tr("view-zoom-in")).shortcut_text("Ctrl++")).clicked() {
        actions.push(Action::Zoom(true));
    }
    if ui.add(egui::Button::new(tr("view-zoom-out")).shortcut_text("Ctrl+−")).clicked() {
        actions.push(Action::Zoom(false));
    }
    if ui
        .add(
            egui::Button::new(tr_with(
                "view-zoom-reset",
                &[("percent", format!("{:.0}", prefs.effective_zoom() * 100.0).into())],
            ))
            .shortcut_text("Ctrl+0"),
        )
        .clicked()
    {
        actions.push(Action::ZoomReset);
    }
    let mut dark = prefs.dark;
    if ui.checkbox(&mut dark, tr("view-dark")).changed() {
        actions.push(Action::SetDark(dark));
    }
    ui.menu_button(tr("view-touch"), |ui| {
        use crate::ui::TouchTargets;
        let now = prefs.touch;
        let choices = [
            (TouchTargets::Auto, tr("view-touch-auto")),
            (TouchTargets::Large, tr("view-touch-large")),
            (TouchTargets::Standard, tr("view-touch-standard")),
        ];
        for (choice, label) in choices {
            if ui.radio(now == choice, label).clicked() && now != choice {
                actions.push(Action::SetTouchTargets(choice));
            }
        }
    });
    ui.menu_button(tr("view-language"), |ui| {
        let chosen = prefs.language;
        let system = format!("{} ({})", tr("view-language-system"), app.system_language.name());
        if ui.radio(chosen.is_none(), system).clicked() && chosen.is_some() {
            actions.push(Action::SetLanguage(None));
        }
        for lang in crate::i18n::Lang::ALL {
            if ui.radio(chosen == Some(lang), lang.name()).clicked() && chosen != Some(lang) {
                actions.push(Action::SetLanguage(Some(lang)));
            }
        }
    });
    if ui.add(egui::Button::new(tr("view-full-screen")).shortcut_text("F11")).clicked() {
        actions.push(Action::ToggleFullScreen);
    }
}

fn file_menu(ui: &mut egui::Ui, app: &BoutonApp, actions: &mut Vec<Action>) {
    let waiting = app.file_dialog_open();
    if ui.add_enabled(!waiting, egui::Button::new(tr("file-open")).shortcut_text("Ctrl+O")).clicked() {
        actions.push(Action::ShowFileDialog(Purpose::Open));
    }
    ui.menu_button(tr("file-examples"), |ui| {
        for example in app.examples() {
            if ui.button(&example.title).on_hover_text(&example.notes).clicked() {
                actions.push(Action::Load(Box::new(example.clone()), None));
            }
        }
    });
    let folder = save::saves_dir();
    let files = crate::ui::platform::FILE_SYSTEM;
    if files {
        ui.menu_button(tr("file-open-from-saves"), |ui| {
            if app.saves_listing().is_empty() {
                ui.label(tr_with("file-no-saves", &[("folder", folder.display().to_string().into())]));
            }
            for path in app.saves_listing() {
                let name = path.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
                if ui.button(name).clicked() {
                    actions.push(Action::Open(path.clone()));
                }
            }
            ui.separator();
            if ui.button(tr("file-refresh")).on_hover_text(tr("file-refresh-hint")).clicked() {
                actions.push(Action::RefreshSaves);
            }
        });
        ui.menu_button(tr("file-open-recent"), |ui| {
            if app.prefs().recent.is_empty() {
                ui.label(tr("file-no-recent"));
            }
            for path in &app.prefs().recent {
                if ui.button(path.display().to_string()).clicked() {
                    actions.push(Action::Open(path.clone()));
                }
            }
        });
    }
    ui.separator();
    if ui.add_enabled(!waiting, egui::Button::new(tr("file-save")).shortcut_text("Ctrl+S")).clicked() {
        actions.push(app.save_action());
    }
    if ui.add_enabled(!waiting, egui::Button::new(tr("file-save-as")).shortcut_text("Ctrl+Shift+S")).clicked() {
        actions.push(Action::ShowFileDialog(Purpose::SaveAs));
    }
    let target = folder.join(crate::export::file_name(&app.saved().title));
    if files
        && ui
            .button(tr("file-save-to-saves"))
            .on_hover_text(tr_with("file-saves-to", &[("folder", target.display().to_string().into())]))
            .clicked()
    {
        actions.push(Action::SaveTo(target));
    }
    ui.menu_button(tr("file-export"), |ui| {
        // Each asks where to write (the desktop's dialog, or the app's chooser without one); the
        // status line then says where it went, with a button to copy the path.
        let exports = [
            (ExportKind::Handout(Edition::Teacher), tr("file-export-handout")),
            (ExportKind::Handout(Edition::Student), tr("file-export-worksheet")),
            (ExportKind::Png, tr("file-export-png")),
            (ExportKind::Svg, tr("file-export-svg")),
        ];
        for (kind, label) in exports {
            if ui.add_enabled(!waiting, egui::Button::new(label)).clicked() {
                actions.push(Action::ShowFileDialog(Purpose::Export(kind)));
            }
        }
        ui.label(egui::RichText::new(tr("file-export-note")).weak());
    });
    if waiting {
        ui.label(tr("file-dialog-open"));
    }
    if files {
        ui.label(tr_with("file-saves-folder", &[("folder", folder.display().to_string().into())]));
        ui.label(tr("file-drop-tip"));
        ui.separator();
        if ui.button(tr("file-quit")).clicked() {
            ui.send_viewport_cmd(egui::ViewportCommand::Close);
        }
    } else {
        ui.label(tr("file-browser-tip"));
    }
}
