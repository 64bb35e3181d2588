//! The menu bar: File, Edit, Game, View, Help. Every item returns an [`Action`].

use eframe::egui;

use super::action::{Action, PanelKind};
use super::app::default_game;
use super::files::{ExportKind, Purpose};
use crate::export::Edition;
use crate::i18n::msg;
use crate::save;
use crate::ui::shortcuts::keys;

/// What the menu bar reads: the preferences, what the game on the board allows, the files it
/// offers, and what File ▸ Save does.
#[allow(clippy::struct_excessive_bools, reason = "each is one fact an item is greyed or labelled by")]
pub struct MenuView<'a> {
    /// The preferences (panels, hints, zoom, theme, language, recent files).
    pub prefs: &'a crate::ui::Preferences,
    /// Whether controls are finger-sized.
    pub large_targets: bool,
    /// Whether a move can be taken back, and one played again.
    pub can_undo: bool,
    /// Whether an undone move can be played again.
    pub can_redo: bool,
    /// Whether a sum of games is on the board (exports, links and the panels of heaps of one game
    /// then say why not).
    pub sum: bool,
    /// Whether a game in disguise is on the board (its own review opens beside it).
    pub disguise: bool,
    /// Whether the side to move is the computer's seat.
    pub computer_to_move: bool,
    /// Whether the answers are shown.
    pub revealed: bool,
    /// Whether another rung of the hint ladder can be shown.
    pub can_hint: bool,
    /// Whether a file dialog is open (file items wait).
    pub file_dialog_open: bool,
    /// The bundled examples in the window's language.
    pub examples: &'a [save::SavedGame],
    /// The saves folder's files, as last read.
    pub saves_listing: &'a [std::path::PathBuf],
    /// What File ▸ Save does: write the game's file, or ask where.
    pub save: Action,
    /// The game's title, in words (the name of a file saved to the saves folder).
    pub title: String,
    /// The system's language (what "the system's" means in View ▸ Language).
    pub system_language: crate::i18n::Lang,
    /// What the Class menu offers.
    pub class: ClassMenuState,
}

/// What the Class menu offers (the desktop app only).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClassMenuState {
    /// A class session runs.
    pub running: bool,
    /// Its view is in front of the board.
    pub shown: bool,
    /// A session is kept on disk, to reopen.
    pub can_reopen: bool,
}

/// Draws the menu bar.
pub fn menu_bar(ui: &mut egui::Ui, app: &MenuView<'_>) -> Vec<Action> {
    let mut actions = Vec::new();
    egui::MenuBar::new().ui(ui, |ui| {
        if app.large_targets {
            // The menu bar's own buttons are as tight as text; a finger needs them 44 points wide.
            let height = ui.spacing().interact_size.y;
            ui.spacing_mut().button_padding = egui::vec2(12.0, 0.0);
            ui.spacing_mut().interact_size = egui::vec2(crate::ui::style::TOUCH_TARGET, height);
        }
        ui.menu_button(msg::menu_file(), |ui| file_menu(ui, app, &mut actions));
        ui.menu_button(msg::menu_edit(), |ui| {
            // Heaps of one game and a sum of games alike.
            let (can_undo, can_redo) = (app.can_undo, app.can_redo);
            if ui.add_enabled(can_undo, egui::Button::new(msg::edit_undo()).shortcut_text(keys::UNDO)).clicked() {
                actions.push(Action::Undo);
            }
            if ui.add_enabled(can_redo, egui::Button::new(msg::edit_redo()).shortcut_text(keys::REDO)).clicked() {
                actions.push(Action::Redo);
            }
        });
        ui.menu_button(msg::menu_game(), |ui| {
            if ui.add(egui::Button::new(msg::game_new()).shortcut_text(keys::NEW_GAME)).clicked() {
                actions.push(Action::ShowNewGame);
            }
            if ui.button(msg::game_new_sum()).clicked() {
                actions.push(Action::Sum(crate::ui::sums::SumAction::ShowSetup));
            }
            ui.menu_button(msg::disguise_menu(), |ui| {
                for game in crate::ui::disguise::starts() {
                    if ui.button(crate::words::disguise_title(&game)).clicked() {
                        let start = crate::ui::disguise::DisguiseAction::Start(game, Some(crate::core::Side::Second));
                        actions.push(Action::Disguise(start));
                    }
                }
                if ui.button(msg::disguise_setup_menu()).clicked() {
                    actions.push(Action::Disguise(crate::ui::disguise::DisguiseAction::ShowSetup));
                }
                ui.separator();
                ui.label(egui::RichText::new(msg::disguise_lessons()).weak());
                for (lesson, shown) in crate::core::DISGUISE_LESSONS.iter().enumerate() {
                    let label = msg::disguise_lesson_menu(crate::words::disguise_lesson_title(shown));
                    if ui.button(label).clicked() {
                        actions.push(Action::Disguise(crate::ui::disguise::DisguiseAction::Lesson { lesson, step: 0 }));
                    }
                }
            });
            if ui.button(msg::game_quick()).clicked() {
                actions.push(Action::NewGame(Box::new(default_game())));
            }
            if crate::ui::platform::page_address().is_some()
                && ui
                    .add_enabled(!app.sum, egui::Button::new(msg::game_copy_link()))
                    .on_disabled_hover_text(msg::file_export_not_sum())
                    .clicked()
            {
                actions.push(Action::CopyLink);
            }
            if ui.button(msg::game_restart()).clicked() {
                actions.push(Action::JumpTo(0));
            }
            if ui.add_enabled(app.computer_to_move, egui::Button::new(msg::game_computer_move())).clicked() {
                actions.push(Action::ComputerMove);
            }
            ui.separator();
            let mut hide = app.prefs.hides_answers();
            let projector = app.prefs.projector;
            let choice = ui.add_enabled(!projector, egui::Checkbox::new(&mut hide, msg::game_hide_in_new()));
            // Unticked, a new game still keeps hidden what is hidden now (the one rule): say so.
            let choice = choice.on_hover_text(msg::game_hide_in_new_hint());
            if choice.on_disabled_hover_text(msg::game_hide_in_new_disabled()).changed() {
                actions.push(Action::SetHideAnswers(hide));
            }
            let label = if app.revealed { msg::game_hide_now() } else { msg::game_reveal() };
            if ui.button(label).clicked() {
                actions.push(Action::Reveal(!app.revealed));
            }
            if ui.add_enabled(app.can_hint, egui::Button::new(msg::game_hint()).shortcut_text(keys::HINT)).clicked() {
                actions.push(Action::Hint);
            }
            ui.separator();
            let reviewing = app.prefs.left == Some(crate::ui::action::LeftPanel::Review);
            let label = if reviewing { msg::game_review_close() } else { msg::game_review() };
            let review = ui.add_enabled(!app.sum || app.disguise, egui::Button::new(label).shortcut_text(keys::REVIEW));
            if review.on_disabled_hover_text(msg::game_review_sums()).clicked() {
                actions.push(Action::TogglePanel(PanelKind::Review));
            }
        });
        #[cfg(not(target_arch = "wasm32"))]
        ui.menu_button(msg::menu_class(), |ui| crate::ui::teacher::class_menu(ui, app.class, &mut actions));
        ui.menu_button(msg::menu_view(), |ui| view_menu(ui, app, &mut actions));
        ui.menu_button(msg::menu_help(), super::help_menu::help_menu);
    });
    actions
}

/// A menu's check box, with its shortcut on the right where it has one (the shortcut is not part
/// of its accessible name).
fn toggle(ui: &mut egui::Ui, enabled: bool, on: &mut bool, label: &str, shortcut: Option<&str>) -> egui::Response {
    let response = match shortcut {
        Some(keys) => {
            let atoms = (label, egui::Atom::grow(), egui::RichText::new(keys).weak());
            ui.add_enabled(enabled, egui::Checkbox::new(on, atoms))
        }
        None => ui.add_enabled(enabled, egui::Checkbox::new(on, label)),
    };
    let checked = *on;
    response.widget_info(|| egui::WidgetInfo::selected(egui::Role::CheckBox, enabled, checked, label));
    response
}

/// View: the panels, hints, zoom, theme and full screen.
fn view_menu(ui: &mut egui::Ui, app: &MenuView<'_>, actions: &mut Vec<Action>) {
    let prefs = app.prefs;
    let mut projector = prefs.projector;
    let preset = toggle(ui, true, &mut projector, &msg::view_projector(), Some(keys::PROJECTOR));
    if preset.on_hover_text(msg::view_projector_hint()).changed() {
        actions.push(Action::SetProjector(projector));
    }
    ui.separator();
    // With a sum of games on the board, the panels of heaps of one game are greyed, and say why.
    let sum = app.sum;
    let panels = [
        (PanelKind::Table, prefs.show_table, msg::view_table(), None),
        (PanelKind::History, prefs.show_history, msg::view_moves(), None),
        (PanelKind::Proof, prefs.show_proof(), msg::view_proof(), Some(keys::PROOF)),
        (PanelKind::Exercises, prefs.show_exercises(), msg::view_exercises(), Some(keys::EXERCISES)),
        (PanelKind::Explore, prefs.show_explore(), msg::view_explore(), Some(keys::EXPLORE)),
        (
            PanelKind::Lessons,
            prefs.left == Some(crate::ui::action::LeftPanel::Lessons),
            msg::view_lessons(),
            Some(keys::LESSONS),
        ),
    ];
    for (kind, mut open, label, shortcut) in panels {
        let enabled = !sum || kind.opens_beside_a_sum();
        let mut item = toggle(ui, enabled, &mut open, &label, shortcut);
        if kind == PanelKind::History {
            item = item.on_hover_text(msg::view_moves_hint());
        }
        if item.on_disabled_hover_text(msg::view_not_for_sums(kind.name())).changed() {
            actions.push(Action::TogglePanel(kind));
        }
    }
    let mut hints = prefs.hints;
    if ui.checkbox(&mut hints, msg::view_hints()).changed() {
        actions.push(Action::SetHints(hints));
    }
    let mut values = prefs.move_values;
    let toggle = toggle(ui, app.revealed, &mut values, &msg::view_values(), Some(keys::MOVE_VALUES));
    let toggle = toggle.on_hover_text(msg::view_values_hint()).on_disabled_hover_text(msg::view_values_disabled());
    if toggle.changed() {
        actions.push(Action::SetMoveValues(values));
    }
    ui.separator();
    if ui.add(egui::Button::new(msg::view_zoom_in()).shortcut_text(keys::ZOOM_IN)).clicked() {
        actions.push(Action::Zoom(true));
    }
    if ui.add(egui::Button::new(msg::view_zoom_out()).shortcut_text(keys::ZOOM_OUT)).clicked() {
        actions.push(Action::Zoom(false));
    }
    if ui
        .add(
            egui::Button::new(msg::view_zoom_reset(format!("{:.0}", prefs.effective_zoom() * 100.0)))
                .shortcut_text(keys::ZOOM_RESET),
        )
        .clicked()
    {
        actions.push(Action::ZoomReset);
    }
    let mut dark = prefs.dark;
    if ui.checkbox(&mut dark, msg::view_dark()).changed() {
        actions.push(Action::SetDark(dark));
    }
    ui.menu_button(msg::view_touch(), |ui| {
        use crate::ui::TouchTargets;
        let now = prefs.touch;
        let choices = [
            (TouchTargets::Auto, msg::view_touch_auto()),
            (TouchTargets::Large, msg::view_touch_large()),
            (TouchTargets::Standard, msg::view_touch_standard()),
        ];
        for (choice, label) in choices {
            if ui.radio(now == choice, label).clicked() && now != choice {
                actions.push(Action::SetTouchTargets(choice));
            }
        }
    });
    ui.menu_button(msg::view_language(), |ui| {
        let chosen = prefs.language;
        let system = format!("{} ({})", msg::view_language_system(), app.system_language.name());
        if ui.radio(chosen.is_none(), system).clicked() && chosen.is_some() {
            actions.push(Action::SetLanguage(None));
        }
        // The pseudo-language (for finding clipped text) is for testers: offered only where the
        // system asks for it (LANG=en-XA) or it is already chosen.
        let offered = |lang: &crate::i18n::Lang| {
            *lang != crate::i18n::Lang::Pseudo
                || app.system_language == crate::i18n::Lang::Pseudo
                || chosen == Some(crate::i18n::Lang::Pseudo)
        };
        for lang in crate::i18n::Lang::ALL.into_iter().filter(offered) {
            if ui.radio(chosen == Some(lang), lang.name()).clicked() && chosen != Some(lang) {
                actions.push(Action::SetLanguage(Some(lang)));
            }
        }
    });
    if ui.add(egui::Button::new(msg::view_full_screen()).shortcut_text(keys::FULL_SCREEN)).clicked() {
        actions.push(Action::ToggleFullScreen);
    }
}

fn file_menu(ui: &mut egui::Ui, app: &MenuView<'_>, actions: &mut Vec<Action>) {
    let waiting = app.file_dialog_open;
    // Exports are of a game of one kind of heap, not of a sum of games on the board.
    let sum = app.sum;
    if ui.add_enabled(!waiting, egui::Button::new(msg::file_open()).shortcut_text(keys::OPEN)).clicked() {
        actions.push(Action::ShowFileDialog(Purpose::Open));
    }
    ui.menu_button(msg::file_examples(), |ui| {
        // Their titles and notes often give the answer away ("3, 5, 6: P, …"): while the answers are
        // hidden, each is named by its start and rules alone.
        if !app.revealed {
            ui.label(egui::RichText::new(msg::file_examples_hidden()).weak());
        }
        for example in app.examples {
            let clicked = if app.revealed {
                ui.button(&example.title).on_hover_text(&example.notes).clicked()
            } else {
                ui.button(crate::words::start_title(example)).clicked()
            };
            if clicked {
                actions.push(Action::Load(Box::new(example.clone()), None));
            }
        }
    });
    let folder = save::saves_dir();
    let files = crate::ui::platform::FILE_SYSTEM;
    if files {
        ui.menu_button(msg::file_open_from_saves(), |ui| {
            if app.saves_listing.is_empty() {
                ui.label(msg::file_no_saves(folder.display().to_string()));
            }
            for path in app.saves_listing {
                let name = path.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
                if ui.button(name).clicked() {
                    actions.push(Action::Open(path.clone()));
                }
            }
            ui.separator();
            if ui.button(msg::file_refresh()).on_hover_text(msg::file_refresh_hint()).clicked() {
                actions.push(Action::RefreshSaves);
            }
        });
        ui.menu_button(msg::file_open_recent(), |ui| {
            if app.prefs.recent.is_empty() {
                ui.label(msg::file_no_recent());
            }
            for path in &app.prefs.recent {
                if ui.button(path.display().to_string()).clicked() {
                    actions.push(Action::Open(path.clone()));
                }
            }
        });
    }
    ui.separator();
    if ui.add_enabled(!waiting, egui::Button::new(msg::file_save()).shortcut_text(keys::SAVE)).clicked() {
        actions.push(app.save.clone());
    }
    if ui.add_enabled(!waiting, egui::Button::new(msg::file_save_as()).shortcut_text(keys::SAVE_AS)).clicked() {
        actions.push(Action::ShowFileDialog(Purpose::SaveAs));
    }
    let target = folder.join(crate::export::file_name(&app.title));
    if files
        && ui
            .button(msg::file_save_to_saves())
            .on_hover_text(msg::file_saves_to(target.display().to_string()))
            .clicked()
    {
        actions.push(Action::SaveTo(target));
    }
    ui.menu_button(msg::file_export(), |ui| {
        // Each asks where to write (the desktop's dialog, or the app's chooser without one); the
        // status line then says where it went, with a button to copy the path.
        let exports = [
            (ExportKind::Handout(Edition::Teacher), msg::file_export_handout()),
            (ExportKind::Handout(Edition::Student), msg::file_export_worksheet()),
            (ExportKind::Png, msg::file_export_png()),
            (ExportKind::Svg, msg::file_export_svg()),
        ];
        for (kind, label) in exports {
            let mut button = ui.add_enabled(!waiting && !sum, egui::Button::new(label));
            if sum {
                button = button.on_disabled_hover_text(msg::file_export_not_sum());
            }
            if button.clicked() {
                actions.push(Action::ShowFileDialog(Purpose::Export(kind)));
            }
        }
        ui.label(egui::RichText::new(msg::file_export_note()).weak());
    });
    if waiting {
        ui.label(msg::file_dialog_open());
    }
    if files {
        ui.label(msg::file_saves_folder(folder.display().to_string()));
        ui.label(msg::file_drop_tip());
        ui.separator();
        if ui.button(msg::file_quit()).clicked() {
            ui.send_viewport_cmd(egui::ViewportCommand::Close);
        }
    } else {
        ui.label(msg::file_browser_tip());
    }
}
