//! One frame of the app: the menu, the panels, the board and the dialogs, then every action they
//! returned, applied in order; and the autosave when the window closes.

use eframe::egui;

use super::{BoutonApp, GAME_KEY, PATH_KEY, PREFERENCES_KEY, layout};
use crate::i18n::msg;
use crate::ui::action::Action;
use crate::ui::action::{LeftPanel, PanelKind, SideTab};
use crate::ui::lessons::presenter;
use crate::ui::{board, explore, history, proof, status, style, table, values};

impl eframe::App for BoutonApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        self.apply_style(&ctx);
        self.refresh_values();
        // A dialog in front (the file chooser, a new game, an error) takes the keys: nothing typed
        // there reaches the board or the shortcuts behind it.
        let dialog_open = self.files.chooser.is_some()
            || self.shell.dialogs.new_game.open
            || self.shell.dialogs.sum_setup.open
            || self.shell.dialogs.disguise_setup.open
            || self.shell.status.error.is_some();
        let mut actions = if dialog_open { Vec::new() } else { self.shortcuts(&ctx) };
        // A link to a position in the page's address (`#heaps=3,4,5`), at start or pasted later.
        actions.extend(crate::ui::platform::link_to_open().map(Action::OpenLink));
        // A file dropped on the window opens like File ▸ Open (the browser reads it first).
        if let Some(file) = ctx.input(|i| i.raw.dropped_files.first().cloned()) {
            self.files.dialogs.open_dropped(&ctx, file);
        }
        // Results from the workers arrive as actions too.
        actions.extend(self.files.dialogs.poll());
        actions.extend(self.poll_checker());
        actions.extend(self.poll_grundy_search());
        actions.extend(self.poll_file_load());
        actions.extend(self.poll_seat());
        #[cfg(not(target_arch = "wasm32"))]
        actions.extend(self.poll_teacher());
        if ctx.input(|i| i.key_pressed(egui::Key::F11)) {
            actions.push(Action::ToggleFullScreen);
        }
        let palette = style::Palette::new(self.prefs.dark);
        // The menu, or a student's class bar; the class's own page or view instead of the board.
        if self.class_frame(ui, &mut actions) {
            self.dialogs_and_actions(&ctx, actions);
            return;
        }
        if self.disguise().is_some() {
            // A game in disguise: its panel (the disguise lifted) and its board.
            actions.extend(self.disguise_frame(ui, &palette, dialog_open));
            self.dialogs_and_actions(&ctx, actions);
            return;
        }
        if let Some(view) = self.status_view() {
            egui::Panel::bottom("status").show(ui, |ui| actions.extend(status::status_line(ui, &view)));
        }
        if let Some(view) = self.navigator_view() {
            egui::Panel::bottom("presenter").show(ui, |ui| actions.extend(presenter::navigator(ui, &view)));
        }
        // The exercises and the lessons open beside a sum's board too (the other panels show heaps
        // of one game: asked for, the status line says why).
        if self.on_sum_board() && self.prefs.left.is_some_and(|kind| PanelKind::from(kind).opens_beside_a_sum()) {
            let max = ui.available_rect_before_wrap().width() * layout::BESIDE_A_SUM;
            actions.extend(self.left_panel(ui, &palette, Some(max), None));
        }
        if let Some(panel) = self.sum_panel_view() {
            // A sum of games: its own panel and board.
            let (game, revealed) = (panel.session.game(), panel.revealed);
            egui::Panel::left("sum panel").resizable(true).default_size(360.0).show(ui, |ui| {
                actions.extend(crate::ui::sums::sum_panel(ui, &panel));
            });
            let playable = self.sum_board_takes_moves() && !dialog_open;
            let sum_values = self.sum_move_values();
            let board = egui::CentralPanel::default().show(ui, |ui| {
                actions.extend(values::values_legend(ui, self.values.moves.as_ref(), &palette));
                let view = crate::ui::sums::SumBoardView {
                    game,
                    heading: (self.title(), self.notes()),
                    lesson: self.mode.sum_lesson_step().is_some(),
                    take: self.board.sum.take,
                    shown: self.shown_move().copied(),
                    palette: &palette,
                    playable,
                    revealed,
                    values: sum_values,
                    message: self.message().filter(|_| self.message_on_board()),
                    scale: 1.0,
                };
                actions.extend(crate::ui::sums::sum_board(ui, &view));
            });
            self.board.area = board.response.rect;
        } else {
            self.classic_panels(ui, &palette, dialog_open, &mut actions);
        }
        self.dialogs_and_actions(&ctx, actions);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        // During exercises the person's own game is the one kept aside: that is what comes back. The
        // game itself is in the autosave file, written after every change.
        // eframe's own store is not written whole and at once: the settings go to the autosave's
        // store, and eframe's keys are emptied (they are read only when no settings exist yet).
        let path = self.mode.set_aside().map_or(&self.session.path, |set_aside| &set_aside.path).clone();
        self.write_settings(&crate::ui::preferences::Settings { preferences: self.prefs.clone(), file: path });
        storage.set_string(PREFERENCES_KEY, String::new());
        storage.set_string(PATH_KEY, String::new());
        storage.set_string(GAME_KEY, String::new());
        self.write_autosave();
    }
}

impl BoutonApp {
    /// The dialogs in front of the board, then every action of the frame, applied in order.
    fn dialogs_and_actions(&mut self, ctx: &egui::Context, mut actions: Vec<Action>) {
        let ctx = ctx.clone();
        actions.extend(self.shell.dialogs.new_game.ui(&ctx));
        actions.extend(self.shell.dialogs.sum_setup.ui(&ctx));
        actions.extend(self.shell.dialogs.disguise_setup.ui(&ctx));
        if let Some(chooser) = &mut self.files.chooser {
            actions.extend(chooser.ui(&ctx, &self.prefs.recent));
        }
        if let Some(error) = self.shell.status.error.clone() {
            // However long the message, OK stays in view: the text scrolls. Escape, Enter and a click
            // outside close it too.
            let modal = egui::Modal::new(egui::Id::unique("error")).show(&ctx, |ui| {
                ui.set_max_width(480.0);
                ui.heading(msg::error_title());
                let room = (ctx.content_rect().height() * 0.5).max(80.0);
                egui::ScrollArea::vertical().max_height(room).show(ui, |ui| ui.label(error.to_string()));
                ui.label(msg::error_unchanged());
                ui.button(msg::error_ok()).clicked() || ui.input(|i| i.key_pressed(egui::Key::Enter))
            });
            if modal.inner || modal.should_close() {
                actions.push(Action::DismissError);
            }
        } else if let Some(note) = &self.files.autosave_note {
            actions.extend(crate::ui::files::autosave_note_dialog(&ctx, note, self.files.autosave.as_ref()));
        }
        // What the actions changed is drawn in the next frame (a link pasted into the page, a
        // worker's answer: nothing else would ask for one).
        if !actions.is_empty() {
            ctx.request_repaint();
        }
        for action in actions {
            self.apply(action);
        }
        if let Some(purpose) = self.files.dialog_request.take() {
            let name = self.suggested_name(purpose);
            self.files.dialogs.open(&ctx, purpose, self.dialog_folder(), name);
        }
    }

    /// The person's game: the side panels and the board.
    fn classic_panels(
        &mut self,
        ui: &mut egui::Ui,
        palette: &style::Palette,
        dialog_open: bool,
        actions: &mut Vec<Action>,
    ) {
        let palette = *palette;
        self.side_panels(ui, &palette, actions);
        let board = egui::CentralPanel::default().show(ui, |ui| {
            let Some(facts) = self.derived.heaps() else { return };
            let game = &facts.game;
            self.board_heading(ui, &palette);
            ui.separator();
            let shown = self.shows_move_values();
            let move_values =
                self.values.at(self.derived.revision).filter(|_| shown).and_then(values::BoardMoveValues::heaps);
            let view = board::BoardView {
                game,
                analysis: facts.analysis.as_ref().ok(),
                // The nim-sum a move would leave is an answer: never while answers are hidden.
                hints: self.prefs.hints && self.session.revealed,
                click: if self.board_picks_proof_move() {
                    board::Click::PickForProof
                } else if self.board_locked() {
                    board::Click::Locked
                } else if self.computer_to_move() {
                    board::Click::Off
                } else if self.partner_to_move() {
                    board::Click::Partner
                } else {
                    board::Click::Play
                },
                arrows_choose_amount: !self.prefs.show_proof(),
                keys: !dialog_open,
                preview: self.board_picks_proof_move().then_some(self.proof.view.pick).flatten(),
                shown: self.shown_move().copied(),
                large_targets: self.large_targets(),
                values: move_values,
                palette,
            };
            // Above the board, which takes the rest of the height: the end of the game, when it comes.
            let over = self.game_over_view();
            actions.extend(board::game_over_panel(ui, over.as_ref(), &palette));
            let on_board = self.message_on_board() && over.is_none();
            board::computer_move_line(ui, self.message().filter(|_| on_board), &palette);
            if self.shows_move_values() {
                actions.extend(values::values_legend(ui, self.values.moves.as_ref(), &palette));
                let claim = self
                    .board
                    .panel
                    .chosen()
                    .zip(self.move_values())
                    .and_then(|(mv, values)| values.claim_for(facts.game.position(), facts.game.rules(), mv));
                values::chosen_move_line(ui, claim);
            }
            actions.extend(self.board.panel.ui(ui, &view));
        });
        self.board.area = board.response.rect;
    }

    /// The panels beside the board, placed by `layout` so that the board keeps its share of the
    /// width: side panels get at most theirs, and share one panel's tabs when the window is narrow.
    fn side_panels(&mut self, ui: &mut egui::Ui, palette: &style::Palette, actions: &mut Vec<Action>) {
        let room = ui.available_rect_before_wrap();
        // Upright or not by the window's height, not the room left: hint lines growing the status
        // line must not switch the layout under the student's finger.
        let tall = ui.ctx().content_rect().height().max(room.height());
        let open = layout::Open {
            left: self.prefs.left.map(layout::left_widths),
            table: self.prefs.show_table,
            // With the proof or the exercises open, the move list gives the board its room (below
            // the board, on an upright screen, it takes none of the board's width).
            history: self.prefs.show_history && (self.prefs.left.is_none() || layout::upright(room.width(), tall)),
        };
        let plan = layout::plan_for(room.width(), tall, open);
        match plan.right {
            layout::Right::Apart { table, history } => {
                if let Some(max) = history {
                    side_panel("history", layout::HISTORY.natural, max).show(ui, |ui| {
                        actions.extend(self.history_view().and_then(|v| history::history_panel(ui, &v)));
                    });
                }
                actions.extend(self.left_panel(ui, palette, plan.left, None));
                if let Some(max) = table {
                    side_panel("table", layout::TABLE.natural, max)
                        .show(ui, |ui| actions.extend(self.table_scrolled(ui, palette)));
                }
            }
            layout::Right::Tabs { max_width } => {
                actions.extend(self.left_panel(ui, palette, plan.left, None));
                side_panel("table", layout::TABLE.natural, max_width).show(ui, |ui| {
                    let tabs = layout::right_tabs(open);
                    let tab = self.current_tab(&tabs);
                    actions.extend(layout::tab_strip(ui, &tabs, tab));
                    actions.extend(self.tab_content(ui, palette, tab));
                });
            }
            layout::Right::InLeft => actions.extend(self.left_panel(ui, palette, plan.left, Some(open))),
            layout::Right::Below => {
                actions.extend(self.below_panel(ui, palette, room, open));
                actions.extend(self.left_panel(ui, palette, plan.left, None));
            }
            layout::Right::Nothing => actions.extend(self.left_panel(ui, palette, plan.left, None)),
        }
    }

    /// The tab shown of `tabs`: the one chosen last if it is there, else the first.
    pub(super) fn current_tab(&self, tabs: &[(SideTab, String)]) -> SideTab {
        tabs.iter()
            .map(|&(tab, _)| tab)
            .find(|&tab| tab == self.shell.side_tab)
            .or(tabs.first().map(|t| t.0))
            .unwrap_or_default()
    }

    /// The one panel left of the board: the proof, Explore, the lessons or the exercises, at most
    /// `max` wide; with `joined`, the table and the move list are tabs of it.
    fn left_panel(
        &mut self,
        ui: &mut egui::Ui,
        palette: &style::Palette,
        max: Option<f32>,
        joined: Option<layout::Open>,
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        let (Some(kind), Some(max)) = (self.prefs.left, max) else { return actions };
        let natural = layout::left_widths(kind).natural;
        let id = match kind {
            LeftPanel::Proof => "proof",
            LeftPanel::Explore => "explore",
            LeftPanel::Lessons => "lessons",
            LeftPanel::Review => "review",
            LeftPanel::Exercises => "exercises",
        };
        egui::Panel::left(id).resizable(true).default_size(natural.min(max)).max_size(max).show(ui, |ui| {
            if let Some(open) = joined {
                let mut tabs = vec![(SideTab::Beside, kind.name())];
                tabs.extend(layout::right_tabs(open));
                let tab = self.current_tab(&tabs);
                actions.extend(layout::tab_strip(ui, &tabs, tab));
                if tab != SideTab::Beside {
                    actions.extend(self.tab_content(ui, palette, tab));
                    return;
                }
            }
            actions.extend(self.left_content(ui, palette, kind));
        });
        actions
    }

    /// What the left panel holds.
    pub(super) fn left_content(&mut self, ui: &mut egui::Ui, palette: &style::Palette, kind: LeftPanel) -> Vec<Action> {
        // The heaps of one game on the board, if a sum of games is not.
        let game = self.derived.heaps().map(|facts| &facts.game);
        match kind {
            // The proof scrolls as a whole in a short window (its title and buttons too).
            // Its bar stays in view where the slide runs on (large zoom, a short window).
            LeftPanel::Proof => {
                crate::ui::style::scroll_bar_in_view(ui);
                egui::ScrollArea::vertical()
                    .id_salt("proof-panel")
                    .auto_shrink([false, true])
                    .show(ui, |ui| self.proof_panel_view().map(|v| proof::proof_panel(ui, &v, palette)))
                    .inner
                    .unwrap_or_default()
            }
            LeftPanel::Explore => {
                let view = self.explore_view();
                view.map(|view| explore::explore_panel(ui, &view, palette)).unwrap_or_default()
            }
            LeftPanel::Lessons => {
                // The panel's own form changes as it draws; the rest it only reads.
                let save = self.save_lesson_action();
                let view = crate::ui::lessons::LessonsView {
                    lesson: match &self.mode {
                        super::Mode::Lesson { state, .. } => Some(state),
                        _ => None,
                    },
                    save,
                    dialog_open: self.files.dialogs.is_open(),
                };
                self.lessons_panel.ui(ui, &view)
            }
            LeftPanel::Exercises => {
                // The panel's own form changes as it draws; the rest it only reads.
                let view = crate::ui::exercises::ExercisesView {
                    session: match &self.mode {
                        super::Mode::Exercise { session, .. } => Some(session),
                        _ => None,
                    },
                    error: self.exercises.error.as_ref(),
                    rules: game.map(crate::core::PlainGame::rules),
                    class: self.exercise_class(),
                };
                // Its form is long: in a short panel (a tablet held upright) it scrolls.
                crate::ui::style::scroll_bar_in_view(ui);
                let panel = &mut self.exercises.panel;
                egui::ScrollArea::vertical()
                    .id_salt("exercises-panel")
                    .auto_shrink([false, true])
                    .show(ui, |ui| panel.ui(ui, &view, palette))
                    .inner
            }
            LeftPanel::Review => {
                let view = self.review_view();
                view.map(|view| crate::ui::values::review_panel(ui, &view, palette)).unwrap_or_default()
            }
        }
    }

    /// The binary table, scrolling in a panel shorter than it (its grid scrolls sideways by itself).
    fn table_scrolled(&self, ui: &mut egui::Ui, palette: &style::Palette) -> Option<Action> {
        egui::ScrollArea::vertical()
            .id_salt("table-scroll")
            .auto_shrink([false, true])
            .show(ui, |ui| self.table_view().and_then(|v| table::table_panel(ui, &v, palette)))
            .inner
    }

    /// The table or the move list, as a tab.
    fn tab_content(&self, ui: &mut egui::Ui, palette: &style::Palette, tab: SideTab) -> Vec<Action> {
        match tab {
            SideTab::Moves => self.history_view().and_then(|v| history::history_panel(ui, &v)).into_iter().collect(),
            SideTab::Table | SideTab::Beside => self.table_scrolled(ui, palette).into_iter().collect(),
        }
    }
}

/// Below this height (points) the board column is short: the game's notes take one line.
pub(super) const SHORT_BOARD: f32 = 360.0;

/// A resizable panel right of the board, opening `natural` wide and never wider than `max`.
fn side_panel(id: &'static str, natural: f32, max: f32) -> egui::Panel {
    egui::Panel::right(id).resizable(true).default_size(natural.min(max)).max_size(max)
}
