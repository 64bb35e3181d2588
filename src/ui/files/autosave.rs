//! The crash-safe autosave of the game on the board (or the one set aside), after every change, in
//! the platform's store (a file on the desktop, local storage in the browser).

use std::sync::Arc;

use super::Autosaved;
use crate::save;
use crate::ui::AppError;
use crate::ui::app::{BoutonApp, Session};
use crate::ui::platform::{AutosaveStore, Slot};

impl BoutonApp {
    /// The app with a note about its autosave to show at start (another window has the usual one,
    /// or its folder cannot be written and another is offered), until the person answers it.
    #[must_use]
    pub fn with_autosave_note(mut self, note: Option<save::AutosaveNote>) -> Self {
        self.files.autosave_note = note;
        self
    }

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
    /// aside while exercises or a lesson use the board, else the game on the board (heaps of one
    /// game or a sum of games, in the one format). A game that did not change is not worded again.
    pub(in crate::ui) fn write_autosave(&mut self) {
        let Some(store) = &self.files.autosave else { return };
        // A class's game is the teacher's Bouton's to keep: the person's own game stays as it was.
        if self.seat.in_class().is_some() {
            return;
        }
        let session = self.mode.set_aside().unwrap_or(&self.session);
        let now = Kept::of(session);
        if let Some(e) = write_slot(store, Slot::Game, &mut self.files.autosaved, &now, Kept::file) {
            self.shell.status.error = Some(AppError::Autosave(Arc::new(e)));
        }
        // The game in disguise over it, in its own slot (empty when there is none).
        let disguise = self.disguise().map_or_else(String::new, |play| {
            crate::save::disguise_to_ron(&play.to_saved(), &crate::i18n::msg::disguise_file_header())
        });
        // Nothing to write until a game in disguise has been on the board (no empty file beside
        // every autosave); then every change, its end (an empty text) included.
        let changed = match &self.files.autosaved_disguise {
            None => !disguise.is_empty(),
            Some(written) => *written != disguise,
        };
        if changed {
            match store.write(Slot::Disguise, &disguise) {
                Ok(()) => self.files.autosaved_disguise = Some(disguise),
                Err(e) => log::error!("the game in disguise could not be autosaved: {e}"),
            }
        }
    }

    /// Keeps the settings in the autosave's store (whole and at once), when the window closes.
    pub(in crate::ui) fn write_settings(&self, settings: &crate::ui::preferences::Settings) {
        let Some(store) = &self.files.autosave else { return };
        if let Err(e) = store.write(Slot::Settings, &settings.to_text()) {
            log::warn!("could not keep the settings: {e}");
        }
    }

    /// The person's answer to the autosave's note at start: go on autosaving where the note says,
    /// or stop autosaving in this window (the status line then says the moves are not kept).
    pub(in crate::ui) fn answer_autosave_note(&mut self, keep: bool) {
        self.files.autosave_note = None;
        if !keep {
            self.files.autosave = None;
            self.files.autosaved = super::Autosaved::Off;
        }
    }

    /// Keeps whether the answers are shown (written when it changes), so a restart shows or hides them
    /// as they were.
    pub(in crate::ui) fn write_answers_shown(&mut self) {
        let Some(store) = &self.files.autosave else { return };
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

/// What a game's file holds (the autosave's, or one saved): heaps of one game or a sum of games.
#[derive(Clone, Debug, PartialEq)]
pub(in crate::ui) struct Kept(pub(in crate::ui) save::SavedGame);

impl Kept {
    /// What the file of the game of `session` holds: the game with its title, notes and players
    /// (a quiz's questions are played by two people).
    pub(in crate::ui) fn of(session: &Session) -> Self {
        let mut saved = session.saved.clone();
        saved.players = session.players();
        Self(saved)
    }

    /// The file's text.
    pub(in crate::ui) fn file(&self) -> String {
        crate::words::game_file(&self.0)
    }
}

/// Writes `now` to `slot`, worded by `text`, unless the slot holds it already. A failed write is
/// said once — at start too, so a full or read-only disk is never silent — and each change tries
/// again until one succeeds. Returns the failure to say, if there is one to say.
fn write_slot<T: Clone + PartialEq>(
    store: &AutosaveStore,
    slot: Slot,
    held: &mut Autosaved<T>,
    now: &T,
    text: impl FnOnce(&T) -> String,
) -> Option<save::SaveError> {
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

/// The note about the autosave at start, in a dialog: another window has the usual autosave (OK), or
/// its folder cannot be written and another is offered (autosave there, or not at all).
pub(in crate::ui) fn autosave_note_dialog(
    ctx: &eframe::egui::Context,
    note: &crate::save::AutosaveNote,
    store: Option<&crate::ui::platform::AutosaveStore>,
) -> Option<crate::ui::Action> {
    use crate::save::AutosaveNote;
    let ours = store.map(|s| s.describe(crate::ui::platform::Slot::Game)).unwrap_or_default();
    let modal = eframe::egui::Modal::new(eframe::egui::Id::unique("autosave-note")).show(ctx, |ui| {
        ui.set_max_width(480.0);
        ui.heading(crate::i18n::msg::autosave_note_title());
        match note {
            AutosaveNote::AnotherWindow { theirs } => {
                ui.label(crate::i18n::msg::autosave_note_another_window(ours, crate::save::shown(theirs)));
                let ok = ui.button(crate::i18n::msg::error_ok()).clicked()
                    || ui.input(|i| i.key_pressed(eframe::egui::Key::Enter));
                ok.then_some(crate::ui::Action::AnswerAutosaveNote(true))
            }
            AutosaveNote::FolderNotWritable { folder, why, instead } => {
                let why = crate::words::system_words(why);
                ui.label(crate::i18n::msg::autosave_note_not_writable(crate::save::shown(folder), why));
                ui.label(crate::i18n::msg::autosave_note_instead(crate::save::shown(instead)));
                let mut answer = None;
                ui.horizontal(|ui| {
                    if ui.button(crate::i18n::msg::autosave_note_use_instead()).clicked() {
                        answer = Some(crate::ui::Action::AnswerAutosaveNote(true));
                    }
                    if ui.button(crate::i18n::msg::autosave_note_stop()).clicked() {
                        answer = Some(crate::ui::Action::AnswerAutosaveNote(false));
                    }
                });
                answer
            }
        }
    });
    // Escape or a click outside keeps autosaving where it says: nothing is lost by closing it.
    let closed = modal.should_close();
    modal.inner.or_else(|| closed.then_some(crate::ui::Action::AnswerAutosaveNote(true)))
}
