//! The read-only views the shell's panels draw from: each holds what one panel needs, made from the
//! app's state at draw time, so a panel never sees (or changes) the whole app.

use super::BoutonApp;
use crate::ui::status::{ClassicLine, GameLine, StatusView};

impl BoutonApp {
    /// Who plays each side, in words (first, second).
    fn names(&self) -> [String; 2] {
        [crate::core::Side::First, crate::core::Side::Second].map(|side| self.player(side).to_string())
    }

    /// What the Explore panel reads, with heaps of one game on the board.
    #[must_use]
    pub fn explore_view(&self) -> Option<crate::ui::explore::ExploreView<'_>> {
        Some(crate::ui::explore::ExploreView {
            explore: &self.explore,
            game: self.game()?,
            revealed: self.session.revealed,
            points: self.nim_sum_points(),
            names: self.names(),
        })
    }

    /// What the menu bar reads.
    #[must_use]
    pub fn menu_view(&self) -> crate::ui::menu::MenuView<'_> {
        let game = self.session.game();
        crate::ui::menu::MenuView {
            prefs: &self.prefs,
            large_targets: self.large_targets(),
            can_undo: self.disguise().map_or_else(|| game.can_undo(), super::super::disguise::DisguisePlay::can_undo),
            can_redo: self.disguise().map_or_else(|| game.can_redo(), super::super::disguise::DisguisePlay::can_redo),
            sum: self.on_sum_board(),
            disguise: self.disguise().is_some(),
            computer_to_move: self.disguise().map_or_else(
                || self.computer_to_move(),
                |play| !play.is_over() && play.computer.is_none_or(|side| side == play.to_move()),
            ),
            revealed: self.session.revealed,
            can_hint: self
                .disguise()
                .map_or_else(|| self.can_hint(), |play| !self.session.revealed && !play.is_over() && play.hints < 4),
            file_dialog_open: self.file_dialog_open(),
            examples: self.examples(),
            saves_listing: self.saves_listing(),
            save: self.save_action(),
            title: self.file_title(),
            system_language: self.shell.system_language,
            class: self.class_menu_state(),
        }
    }

    /// What the lesson's navigator reads, while a lesson is presented (its steps put heaps of one
    /// game on the board).
    #[must_use]
    pub fn navigator_view(&self) -> Option<crate::ui::lessons::NavigatorView<'_>> {
        let game = self.game()?;
        Some(crate::ui::lessons::NavigatorView {
            state: self.lesson()?,
            can_go: (self.lesson_can_go(false), self.lesson_can_go(true)),
            proof_slides: self.lesson_proof_slides(),
            game,
            revealed: self.session.revealed,
            try_it: !game.is_over()
                && !self.board_picks_proof_move()
                && self.player(game.to_move().other()).is_computer(),
        })
    }

    /// What the review panel reads, with heaps of one game on the board.
    #[must_use]
    pub fn review_view(&self) -> Option<crate::ui::values::ReviewView<'_>> {
        Some(crate::ui::values::ReviewView {
            counted: self.values.review.as_ref(),
            game: self.game()?,
            names: self.names(),
        })
    }

    /// What the status line reads: the file being opened, the last message (when it is not told on
    /// the board), and the game's line.
    #[must_use]
    pub fn status_view(&self) -> Option<StatusView<'_>> {
        let game = if let Some(sum) = self.sum_panel_view() {
            GameLine::Sum(sum)
        } else {
            let facts = self.facts()?;
            let game = &facts.game;
            GameLine::Classic(ClassicLine {
                game,
                over: self.game_over_text(),
                to_move: self.player(game.to_move()).description(),
                computer_to_move: self.computer_to_move(),
                revealed: self.session.revealed,
                claims: facts.claims.as_ref(),
                analysis: facts.analysis.as_ref(),
                hints: self.hints(),
                can_hint: self.can_hint(),
                can_reveal: self.may_reveal(),
            })
        };
        Some(StatusView {
            load: self.file_load(),
            message: self.message().filter(|_| !self.message_on_board()),
            written: self.written(),
            autosave_failing: self.files.autosaved == crate::ui::files::Autosaved::Failing,
            autosave_off: self.files.autosaved == crate::ui::files::Autosaved::Off,
            game,
        })
    }
}
