//! The proof panel's actions, and the page it shows, computed from `core` when the position or the
//! panel's state changes (never per frame).

use crate::core::{Move, TableCell};
use crate::ui::action::ProofAction;
use crate::ui::app::BoutonApp;
use crate::words::{PageChoice, ProofPage, TableShows, proof_page};

use super::{ProofKey, ProofState, ProofView};

impl BoutonApp {
    /// The proof panel's page, slide and choices.
    #[must_use]
    pub fn proof_state(&self) -> &ProofState {
        &self.proof
    }

    /// What the proof panel shows (computed from `core` when the position or the panel changes).
    #[must_use]
    pub fn proof_view(&self) -> &ProofView {
        &self.proof.view
    }

    /// The binary-table cells the shown proof slide speaks of (none while the panel is closed or the
    /// answers are hidden).
    #[must_use]
    pub fn proof_cells(&self) -> &[TableCell] {
        if !self.prefs.show_proof() || !self.session.revealed {
            return &[];
        }
        self.proof.view.slides.get(self.proof.step).map_or(&[], |s| s.cells.as_slice())
    }

    /// How much of the binary table the proof has worked out on the slide shown: step by step in the
    /// lemmas, everything when the proof is closed or on another page.
    #[must_use]
    pub fn table_shows(&self) -> TableShows {
        if !self.prefs.show_proof() || !self.session.revealed {
            return TableShows::Everything;
        }
        self.proof.view.slides.get(self.proof.step).map_or(TableShows::Everything, |slide| slide.table)
    }

    /// Whether a click on the board picks Lemma 1's move instead of playing it.
    #[must_use]
    pub fn board_picks_proof_move(&self) -> bool {
        self.prefs.show_proof()
            && self.session.revealed
            && self.proof.page == ProofPage::Lemma1
            && self.proof.view.not_here.is_empty()
    }

    /// Shows or hides the proof panel; it opens on the lemma that applies to the position.
    pub(in crate::ui) fn toggle_proof(&mut self) {
        self.toggle_left(crate::ui::action::LeftPanel::Proof);
        if self.prefs.show_proof() {
            if matches!(self.proof.page, ProofPage::Lemma1 | ProofPage::Lemma2) {
                let zero = self.table().is_none_or(|table| table.nim_sum() == 0);
                self.proof.page = if zero { ProofPage::Lemma1 } else { ProofPage::Lemma2 };
            }
            self.proof.step = 0;
        }
    }

    /// Plays a move and lets the computer wait (the proof panel's offers: a teacher reaches X = 0 to
    /// show Lemma 1, or plays Lemma 2's move, and the class looks before the computer answers).
    pub(in crate::ui) fn play_without_reply(&mut self, mv: Move) {
        let Some(saved) = self.saved_mut() else { return };
        if let Err(e) = saved.game.play_take(mv) {
            self.shell.status.error = Some(crate::ui::AppError::IllegalMove(e));
            return;
        }
        self.shell.status.message = None;
        if self.computer_to_move() {
            self.say(crate::ui::said::Said::ComputerWaits);
        }
    }

    pub(in crate::ui) fn apply_proof(&mut self, step: ProofAction) {
        let count = self.proof.view.slides.len();
        match step {
            ProofAction::Next => self.proof.step = (self.proof.step + 1).min(count.saturating_sub(1)),
            ProofAction::Back => self.proof.step = self.proof.step.saturating_sub(1),
            ProofAction::Restart => self.proof.step = 0,
            ProofAction::Page(page) => {
                self.proof.page = page;
                self.proof.step = 0;
            }
            ProofAction::ChooseHeap(heap) => self.proof.heap = Some(heap),
            ProofAction::PickMove(mv) => {
                if self.game().is_some_and(|game| game.position().check(mv, game.rules()).is_ok()) {
                    self.proof.pick = Some(mv);
                    // The page with the move, now: straight to the slide that names it (core says
                    // which it is).
                    self.fresh_proof();
                    if let Some(slide) = self.proof.view.move_slide {
                        self.proof.step = self.proof.step.max(slide);
                    }
                }
            }
        }
    }

    /// Makes the proof panel's page again from `core` if what it depends on changed since it was
    /// made (the position, the rules, the page and choices, the players, the language); else nothing.
    pub(in crate::ui) fn fresh_proof(&mut self) {
        // The proof speaks of heaps of one game.
        let Some(game) = self.game() else { return };
        let side = game.to_move();
        let key = ProofKey {
            position: game.position().clone(),
            rules: game.rules().clone(),
            page: self.proof.page,
            heap: self.proof.heap,
            pick: self.proof.pick,
            players: (self.player(side).to_string(), self.player(side.other()).to_string()),
            language: crate::i18n::language(),
        };
        if self.proof.made_from.as_ref() == Some(&key) {
            return;
        }
        let choice = PageChoice { heap: key.heap, pick: key.pick };
        let view = proof_page(key.page, &key.position, &key.rules, choice, &key.players.0, &key.players.1);
        self.proof.step = self.proof.step.min(view.slides.len().saturating_sub(1));
        self.proof.view = view;
        self.proof.made_from = Some(key);
    }
}
