//! The status line: whose turn, the rules, the nim-sum, the outcome when revealed, the last message.

use eframe::egui::{self, RichText};

use super::action::Action;
use crate::core::{Analysis, AnalysisError, Claim, Claims, PlainGame};
use crate::i18n::msg;
use crate::words::sentence;

/// What the status line reads: the file being opened, the last message told there, and the game's
/// line (heaps of one game, or a sum of games in its own terms).
pub struct StatusView<'a> {
    /// A file being opened, if one is.
    pub load: Option<&'a crate::ui::files::FileLoad>,
    /// The last message, when it is told on the status line (not above the board).
    pub message: Option<String>,
    /// The file the message says was written, to copy its path.
    pub written: Option<&'a std::path::Path>,
    /// Whether the last autosave failed (said once in a dialog; shown here until a write succeeds).
    pub autosave_failing: bool,
    /// The person chose at start not to autosave in this window.
    pub autosave_off: bool,
    /// The game's line.
    pub game: GameLine<'a>,
}

/// The status line's main row, by the board on screen.
pub enum GameLine<'a> {
    /// Heaps of one game on the classic board.
    Classic(ClassicLine<'a>),
    /// A sum of games on its board.
    Sum(crate::ui::sums::SumPanelView<'a>),
}

/// What the classic board's status reads.
#[allow(clippy::struct_excessive_bools, reason = "each is one fact the line is drawn by")]
pub struct ClassicLine<'a> {
    /// The game.
    pub game: &'a PlainGame,
    /// Who won and why, once the game is over.
    pub over: Option<String>,
    /// The player to move, described ("You (first player)").
    pub to_move: String,
    /// Whether the side to move is the computer's seat (Computer move plays for it).
    pub computer_to_move: bool,
    /// Whether the answers are shown.
    pub revealed: bool,
    /// The claims about the position, when it can be analysed.
    pub claims: Option<&'a Claims>,
    /// The analysis, or why there is none.
    pub analysis: Result<&'a Analysis, &'a AnalysisError>,
    /// The rungs of the hint ladder shown so far.
    pub hints: &'a [Claim],
    /// Whether another rung can be shown.
    pub can_hint: bool,
    /// Whether the person may show the answers (not in a class, where the teacher does).
    pub can_reveal: bool,
}

/// Draws the status line.
pub fn status_line(ui: &mut egui::Ui, view: &StatusView<'_>) -> Option<Action> {
    ui.add_space(2.0);
    // The bottom panel grows upwards: lines that come and go (a file loading, a message, the hints)
    // sit above the main row, so its buttons stay where the finger or the pointer left them.
    let tail = status_tail(ui, view);
    let action = match &view.game {
        // A sum of games on the board: the line speaks of it in its own terms.
        GameLine::Sum(sum) => crate::ui::sums::sum_status(ui, sum),
        GameLine::Classic(line) => {
            hint_ladder(ui, line);
            classic_status(ui, line)
        }
    };
    ui.add_space(2.0);
    action.or(tail)
}

/// The hint ladder, one rung per line: each a claim, true under the rules in force.
fn hint_ladder(ui: &mut egui::Ui, line: &ClassicLine<'_>) {
    if !line.revealed {
        for (rung, claim) in line.hints.iter().enumerate() {
            ui.label(RichText::new(msg::status_hint_rung(sentence(&claim.to_string()), rung + 1)).strong());
        }
    }
}

/// The status of the person's game: turn, rules, outcome or the hint ladder.
fn classic_status(ui: &mut egui::Ui, line: &ClassicLine<'_>) -> Option<Action> {
    let mut action = None;
    ui.horizontal_wrapped(|ui| {
        if let Some(over) = &line.over {
            ui.label(RichText::new(msg::status_game_over(over.as_str())).strong());
        } else {
            ui.label(RichText::new(msg::status_to_move(line.to_move.as_str())).strong());
            if line.computer_to_move && ui.button(msg::status_computer_move()).clicked() {
                action = Some(Action::ComputerMove);
            }
        }
        ui.separator();
        ui.label(msg::status_rules(line.game.rules().to_string()));
        if line.over.is_some() {
            // The game is over and says who won: nothing is left hidden, and no hint is to be had.
            return;
        }
        ui.separator();
        if line.revealed {
            match (line.claims, line.analysis) {
                (Some(claims), _) => {
                    ui.label(RichText::new(sentence(&claims.outcome.to_string())).strong());
                }
                (None, Err(e)) => {
                    ui.label(sentence(&e.to_string()));
                }
                (None, Ok(_)) => {}
            }
        } else {
            // The buttons first, so they stay put under a finger while the words after them change.
            if line.can_hint {
                let next = line.hints.len() + 1;
                let label = if next == 1 { msg::status_hint() } else { msg::status_next_hint(next) };
                if ui.button(label).on_hover_text(msg::status_hint_help()).clicked() {
                    action = Some(Action::Hint);
                }
            }
            if line.can_reveal && ui.button(msg::status_reveal()).clicked() {
                action = Some(Action::Reveal(true));
            }
            ui.label(still_hidden(line.hints));
        }
    });
    action
}

/// What the answers still hide, after the hints shown: the outcome and X, X and the winning moves,
/// X alone, the winning moves alone, or nothing the hints can tell.
fn still_hidden(hints: &[crate::core::Claim]) -> String {
    use crate::core::{Basis, Claim};
    let told_outcome = !hints.is_empty();
    let told_x = hints.iter().any(|claim| match claim {
        Claim::NimSum { .. } => true,
        Claim::Outcome { basis, .. } | Claim::EveryMoveLoses { basis } => matches!(basis, Basis::NimSum { .. }),
        _ => false,
    });
    // A P-position has no winning move to hide: "P" told it. An N-position's last rung tells one.
    let told_moves = hints.iter().any(|claim| {
        matches!(
            claim,
            Claim::Verdict { outcome: crate::core::Outcome::PreviousWins }
                | Claim::EveryMoveLoses { .. }
                | Claim::WhyItWins { .. }
        )
    });
    match (told_outcome, told_x, told_moves) {
        (false, _, _) => msg::status_hidden(),
        (true, false, false) => msg::status_hidden_x_moves(),
        (true, true, false) => msg::status_hidden_moves(),
        (true, false, true) => msg::status_hidden_x(),
        (true, true, true) => msg::status_hidden_rest(),
    }
}

/// What every status line shows above its main row: the file being opened, the last message.
fn status_tail(ui: &mut egui::Ui, view: &StatusView<'_>) -> Option<Action> {
    let mut action = None;
    if let Some(load) = view.load {
        // The window stays usable while a file loads; the board changes only once it has loaded.
        ui.horizontal(|ui| {
            ui.spinner();
            let name =
                load.path().file_name().map_or_else(|| crate::save::shown(load.path()), |n| n.to_string_lossy().into());
            ui.label(msg::status_opening(load.stage().to_string(), name));
            ui.add(egui::ProgressBar::new(load.worker().fraction()).desired_width(160.0));
            if ui.add_enabled(!load.worker().cancelling(), egui::Button::new(msg::status_cancel())).clicked() {
                action = Some(Action::CancelOpen);
            }
        });
    }
    // A failed autosave is never silent: the line stays until a write succeeds.
    if view.autosave_off {
        ui.colored_label(ui.visuals().warn_fg_color, msg::status_autosave_off());
    }
    if view.autosave_failing {
        ui.colored_label(ui.visuals().warn_fg_color, msg::status_autosave_failing());
    }
    // The computer's move is told on the board, beside the heap it changed.
    if let Some(message) = &view.message {
        ui.label(message);
        // A file was written: its path, to paste into a mail or a slide.
        if let Some(path) = view.written.filter(|_| crate::ui::platform::FILE_SYSTEM)
            && ui.button(msg::status_copy_path()).on_hover_text(path.display().to_string()).clicked()
        {
            ui.ctx().copy_text(path.display().to_string());
        }
    }
    action
}
