//! The crash-safe autosave of the game on the board (or the one set aside), after every change, in
//! the platform's store (a file on the desktop, local storage in the browser).

use std::sync::Arc;

use super::Autosaved;
use crate::save;
use crate::ui::AppError;
use crate::ui::app::BoutonApp;
use crate::ui::platform::{AutosaveStore, Slot};

impl BoutonApp {
    /// Autosaves the game to `store` after every change from now on, and shows or hides the answers as
    /// the store says they were (the game itself is restored by [`BoutonApp::from_creation`]).
    #[must_use]
    pub fn with_autosave(mut self, store: AutosaveStore) -> Self {
        // The answers shown or hidden as when the app last stopped.
        match store.read(Slot::Answers).as_deref().map(str::trim) {
            Some("shown") => (self.session.revealed, self.files.autosaved_revealed) = (true, Some(true)),
            Some("hidden") => (self.session.revealed, self.files.autosaved_revealed) = (false, Some(false)),
            _ => {}
        }
        self.files.autosave = Some(store);
        self.write_autosave();
        self
    }

    /// Writes the person's game to the autosave if it changed since the last write: the game kept
    /// aside while exercises or a lesson use the board, else the game on the board; and the sum of
    /// games on the board, if there is one. A game that did not change is not worded again.
    pub(in crate::ui) fn write_autosave(&mut self) {
        let Some(store) = &self.files.autosave else { return };
        let game = self.mode.set_aside().map_or(&self.session.saved, |set_aside| &set_aside.saved);
        let game = write_slot(store, Slot::Game, &mut self.files.autosaved, Some(game), crate::words::game_file);
        let sum = self.sum().map(crate::ui::sums::SumSession::to_saved);
        let sum = write_slot(store, Slot::Sum, &mut self.files.autosaved_sum, sum.as_ref(), crate::words::sum_file);
        // Both slots are written; one dialog says the autosave fails.
        if let Some(e) = game.or(sum) {
            self.shell.status.error = Some(AppError::Autosave(Arc::new(e)));
        }
    }

    /// Keeps whether the answers are shown (written when it changes), so a restart shows or hides them
    /// as they were.
    pub(in crate::ui) fn write_answers_shown(&mut self) {
        let Some(store) = &self.files.autosave else { return };
        // The person's game's (a sum on the board has its own).
        let revealed = self.session.revealed;
        if self.files.autosaved_revealed == Some(revealed) {
            return;
        }
        let text = if revealed { "shown" } else { "hidden" };
        match store.write(Slot::Answers, text) {
            Ok(()) => self.files.autosaved_revealed = Some(revealed),
            Err(e) => log::warn!("could not keep whether the answers are shown: {e}"),
        }
    }
}

impl BoutonApp {
    /// Puts back the sum of games that was on the board when the app last stopped (the autosave's
    /// second slot), if there is one and it loads; the person's own game stays behind it.
    pub fn restore_sum(&mut self) {
        let Some(store) = &self.files.autosave else { return };
        let Some(text) = store.read(Slot::Sum) else { return };
        match save::parse_any(&text, &crate::i18n::msg::autosave_sum_name()) {
            Ok(save::Opened::Sum(loaded))
                if crate::ui::sums::board_problem(loaded.saved.game.position(), loaded.saved.game.ending())
                    .is_none() =>
            {
                let start = crate::ui::sums::SumStart::from_saved(loaded.saved, None);
                self.apply(crate::ui::Action::Sum(crate::ui::sums::SumAction::Start(Box::new(start))));
            }
            Ok(_) => log::warn!("{} holds no sum of games that fits the board; ignored", store.describe(Slot::Sum)),
            Err(e) => log::warn!("the sum's autosave could not be read: {e}"),
        }
    }
}

/// Writes `now` to `slot`, worded by `text`, unless the slot holds it already (`None`: empties the
/// slot). The one rule for every slot: a failed write is said once — at start too, so a full or
/// read-only disk is never silent — and each change tries again until one succeeds. Returns the
/// failure to say, if there is one to say.
fn write_slot<T: Clone + PartialEq>(
    store: &AutosaveStore,
    slot: Slot,
    held: &mut Autosaved<T>,
    now: Option<&T>,
    text: impl FnOnce(&T) -> String,
) -> Option<save::SaveError> {
    let Some(now) = now else {
        if *held != Autosaved::Nothing {
            store.remove(slot);
            *held = Autosaved::Nothing;
        }
        return None;
    };
    if matches!(held, Autosaved::Written(written) if written == now) {
        return None;
    }
    match store.write(slot, &text(now)) {
        Ok(()) => {
            log::debug!("autosaved to {}", store.describe(slot));
            *held = Autosaved::Written(now.clone());
            None
        }
        Err(e) => {
            log::error!("autosave to {} failed: {e}", store.describe(slot));
            let first = *held != Autosaved::Failing;
            *held = Autosaved::Failing;
            first.then_some(e)
        }
    }
}
