//! The dialog that sets up a sum of games: the heaps, each of its own game ("kayles:10 nim:5
//! dawson:7"), normal or misère play, and who plays. A mistake is explained under its field and
//! starts nothing.

use eframe::egui::{self, RichText};

use super::SumAction;
use crate::core::{Ending, Game, SumPosition};
use crate::i18n::{Arg, msg};
use crate::save::SavedGame;
use crate::ui::action::Action;
use crate::ui::new_game::{PlayersChoice, ending_choice};

/// The most tokens a heap on the board may hold (the command line takes any size).
pub const MAX_BOARD_TOKENS: u64 = 60;

/// The most tokens a misère sum on the board may hold in all: misère sums of games other than Nim are
/// solved by searching every line of play after each move, which stays well under a tenth of a second
/// up to here (Kayles 15 + Dawson's Kayles 10 + Nim 5: 0.04 s; 40 tokens can take 0.7 s).
pub const MAX_MISERE_BOARD_TOKENS: u64 = 30;

/// A ready-made sum: the message naming it, and its heaps.
pub type Preset = (fn() -> String, &'static str);

/// Ready-made sums for a class.
pub const PRESETS: [Preset; 6] = [
    (msg::sum_setup_preset_three, "kayles:10 nim:5 dawson:7"),
    (msg::sum_setup_preset_versus, "kayles:8 nim:3"),
    (msg::sum_setup_preset_two_rows, "kayles:7 kayles:4"),
    (msg::sum_setup_preset_dawson, "dawson:9"),
    (msg::sum_setup_preset_lasker, "lasker:5 kayles:7 nim:6"),
    (msg::sum_setup_preset_grundy, "grundy:12 nim:3"),
];

/// The dialog's fields.
#[derive(Clone, Debug, PartialEq)]
pub struct SumSetup {
    /// Whether it is open.
    pub open: bool,
    /// The heaps, as typed.
    pub heaps: String,
    /// Normal or misère.
    pub ending: Ending,
    /// Who plays, who starts, the computer's level (as in the new-game dialog).
    pub players: PlayersChoice,
    /// The sum the fields last described, and the fields it was made from: made again only when they
    /// change, not every frame (a long octal code costs a moment to compute).
    preview: Option<(Fields, Result<SavedGame, SetupProblem>)>,
}

/// The fields a preview was made from.
type Fields = (String, Ending, PlayersChoice);

impl Default for SumSetup {
    fn default() -> Self {
        Self {
            open: false,
            heaps: PRESETS[0].1.into(),
            ending: Ending::Normal,
            players: PlayersChoice::default(),
            preview: None,
        }
    }
}

impl SumSetup {
    /// The sum the fields describe, or what is wrong with them.
    ///
    /// # Errors
    /// [`SetupProblem`]: the heaps do not parse, a heap is too long for the board, or a game's values
    /// cannot be computed.
    pub fn start(&self) -> Result<SavedGame, SetupProblem> {
        let position: SumPosition = self.heaps.parse().map_err(SetupProblem::Heaps)?;
        if let Some(problem) = board_problem(&position, self.ending) {
            return Err(SetupProblem::Board(problem));
        }
        let game = Game::new(self.ending, position).map_err(SetupProblem::Values)?;
        // The computer's random choices from seed 1, as the dialog has no seed.
        let players = self.players.players(1);
        // No title in words: it is named by its heaps in the language on screen.
        let mut saved = SavedGame::new("", game);
        saved.players = players;
        Ok(saved)
    }

    /// [`Self::start`] for the fields as they are, remembered until they change.
    fn previewed(&mut self) -> Result<SavedGame, SetupProblem> {
        let fields: Fields = (self.heaps.clone(), self.ending, self.players);
        if self.preview.as_ref().is_none_or(|(made_from, _)| *made_from != fields) {
            self.preview = Some((fields, self.start()));
        }
        self.preview.as_ref().map_or_else(|| self.start(), |(_, started)| started.clone())
    }

    /// Draws the dialog when it is open.
    pub fn ui(&mut self, ctx: &egui::Context) -> Vec<Action> {
        let mut actions = Vec::new();
        if !self.open {
            return actions;
        }
        let mut open = true;
        egui::Window::new(msg::sum_setup_title()).open(&mut open).collapsible(false).resizable(false).show(ctx, |ui| {
            ui.label(msg::sum_setup_about());
            ui.label(RichText::new(msg::sum_setup_heaps()).strong());
            ui.horizontal(|ui| {
                let label = ui.label(msg::sum_setup_heaps_field());
                let field =
                    egui::TextEdit::singleline(&mut self.heaps).desired_width(320.0).hint_text("kayles:10 nim:5");
                ui.add(field).labelled_by(label.id);
            });
            ui.label(RichText::new(msg::sum_setup_games()).weak());
            ui.horizontal_wrapped(|ui| {
                for (name, heaps) in PRESETS {
                    if ui.button(name()).clicked() {
                        self.heaps = heaps.into();
                    }
                }
            });
            let started = self.previewed();
            if let Err(problem) = &started {
                ui.colored_label(ui.visuals().error_fg_color, problem.to_string());
            }
            ui.separator();
            ending_choice(ui, &mut self.ending);
            self.players.ui(ui);
            ui.separator();
            ui.horizontal(|ui| {
                if ui.add_enabled(started.is_ok(), egui::Button::new(msg::sum_setup_start())).clicked()
                    && let Ok(start) = started
                {
                    actions.push(Action::NewGame(Box::new(start)));
                }
                if ui.button(msg::sum_setup_cancel()).clicked() {
                    actions.push(Action::Sum(SumAction::CloseSetup));
                }
                if ui.button(msg::sum_lesson(crate::words::sum_lesson_title())).clicked() {
                    actions.push(Action::Sum(SumAction::Lesson(0)));
                }
            });
        });
        if !open {
            actions.push(Action::Sum(SumAction::CloseSetup));
        }
        actions
    }
}

/// The most heaps the board shows.
pub const MAX_BOARD_HEAPS: usize = 40;

/// Why a sum does not fit on the board (`None` when it does): a heap longer than
/// [`MAX_BOARD_TOKENS`], more than [`MAX_BOARD_HEAPS`] heaps, or in misère play more than
/// [`MAX_MISERE_BOARD_TOKENS`] tokens that can move in a sum of games other than Nim.
#[must_use]
pub fn board_problem(position: &SumPosition, ending: Ending) -> Option<BoardProblem> {
    if let Some(heap) = position.heaps().iter().find(|h| h.size > MAX_BOARD_TOKENS) {
        return Some(BoardProblem::LongHeap(heap.clone()));
    }
    if position.heaps().len() > MAX_BOARD_HEAPS {
        return Some(BoardProblem::Heaps);
    }
    let live: u64 = position.live_sizes().iter().sum();
    if ending == Ending::Misere && position.misere_rule().is_none() && live > MAX_MISERE_BOARD_TOKENS {
        return Some(BoardProblem::Tokens { live });
    }
    None
}

/// What is wrong with the sum the setup dialog's fields describe.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupProblem {
    /// The heaps do not read as a sum.
    Heaps(crate::core::SumParseError),
    /// The sum does not fit on the board.
    Board(BoardProblem),
    /// A game's values cannot be computed for its heap.
    Values(crate::core::SumError),
}

impl std::fmt::Display for SetupProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Heaps(e) => e.fmt(f),
            Self::Board(e) => e.fmt(f),
            Self::Values(e) => e.fmt(f),
        }
    }
}

/// Why a sum does not fit on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardProblem {
    /// A heap longer than [`MAX_BOARD_TOKENS`].
    LongHeap(crate::core::Heap),
    /// More than [`MAX_BOARD_HEAPS`] heaps.
    Heaps,
    /// In misère play, more than [`MAX_MISERE_BOARD_TOKENS`] tokens that can move.
    Tokens {
        /// How many can move.
        live: u64,
    },
}

impl std::fmt::Display for BoardProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&match self {
            Self::LongHeap(heap) => msg::sum_too_long(heap.to_string(), Arg::Count(MAX_BOARD_TOKENS)),
            Self::Heaps => msg::sum_too_many(MAX_BOARD_HEAPS),
            Self::Tokens { live } => msg::sum_too_many_tokens(
                Arg::Count(*live),
                Arg::Count(MAX_MISERE_BOARD_TOKENS),
                crate::i18n::grouped(crate::core::MISERE_MAX_TOKENS),
            ),
        })
    }
}
