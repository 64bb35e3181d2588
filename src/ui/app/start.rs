//! How the app starts: as eframe starts it, and as the autosave left it.

use std::path::PathBuf;

use super::{Action, BoutonApp, GAME_KEY, PATH_KEY, PREFERENCES_KEY, default_game, style};
use crate::save::{self, AutosaveNote, SavedGame};
use crate::ui::platform::Slot;
use crate::ui::preferences::{Preferences, Settings};

impl BoutonApp {
    /// The app as eframe starts it: fonts, stored preferences and the autosaved game (from
    /// [`save::autosave_path`]), then `file` if one was given on the command line.
    #[must_use]
    pub fn from_creation(cc: &eframe::CreationContext<'_>, file: Option<PathBuf>) -> Self {
        style::install_fonts(&cc.egui_ctx);
        // A page served by a teacher's Bouton is a student's seat in the class.
        crate::ui::platform::look_for_a_class(cc.egui_ctx.clone());
        let ctx = cc.egui_ctx.clone();
        let stored = cc.storage.map(|storage| {
            let prefs: Option<Preferences> = eframe::get_value(storage, PREFERENCES_KEY);
            // Before the autosave file, the game was kept in eframe's storage: read it once if no
            // autosave exists yet.
            let game = storage.get_string(GAME_KEY).and_then(|text| save::parse(&text, "autosave").ok());
            let path: Option<PathBuf> = eframe::get_value::<Option<PathBuf>>(storage, PATH_KEY).flatten();
            (prefs, game, path)
        });
        let (prefs, game, path) = stored.unwrap_or((None, None, None));
        let (autosave, note) = crate::ui::platform::AutosaveStore::for_this_platform();
        // The settings in the autosave's store (written whole and at once); eframe's, kept before,
        // when there are none yet.
        let settings = autosave.read(Slot::Settings).and_then(|text| Settings::from_text(&text));
        let (prefs, path) = match settings {
            Some(settings) => (settings.preferences, settings.file),
            None => (prefs.unwrap_or_default(), path),
        };
        // A second window starts from the first one's game, and keeps its own from then on.
        let older = match &note {
            Some(AutosaveNote::AnotherWindow { theirs }) if autosave.read(Slot::Game).is_none() => {
                save::load_file(theirs).ok().map(|loaded| loaded.saved)
            }
            _ => game.map(|loaded| loaded.saved),
        };
        let mut app = Self::restored(autosave, older, path, prefs).with_autosave_note(note);
        app.shell.ctx = ctx;
        // A class session kept in the data folder comes back (at once, when the app closed during
        // the lesson).
        // A second window neither reopens nor keeps it: the first one's class is the class.
        #[cfg(not(target_arch = "wasm32"))]
        let another_window = matches!(app.files.autosave_note, Some(save::AutosaveNote::AnotherWindow { .. }));
        #[cfg(not(target_arch = "wasm32"))]
        if !another_window {
            app = app.with_class_session_file(save::data_dir().join(crate::ui::teacher::CLASS_SESSION_FILE), None);
        }
        if let Some(file) = file {
            app.apply(Action::Open(file));
        }
        // The stored preferences may open the proof or the map.
        app.keep_fresh();
        app
    }

    /// The app as `store` left it when it last stopped: the game on the board then — heaps of one
    /// game or a sum of games (`older`, from before the autosave existed, or the default game when
    /// there is none, or none that loads and fits the board) — with its file `path`, its answers
    /// shown or hidden as they were, and `prefs`.
    #[must_use]
    pub fn restored(
        store: crate::ui::platform::AutosaveStore,
        older: Option<SavedGame>,
        path: Option<PathBuf>,
        prefs: Preferences,
    ) -> Self {
        let kept = store.read(crate::ui::platform::Slot::Game);
        let kept = kept.and_then(|text| save::parse_any(&text, &crate::i18n::msg::autosave_name()).ok());
        // Heaps of one game, or a sum that fits its board; else the older game, or the first one.
        let kept = match kept {
            Some(save::Opened::Game(loaded))
                if loaded.saved.game.rules().is_some()
                    || crate::ui::sums::board_problem(loaded.saved.game.position(), loaded.saved.game.ending())
                        .is_none() =>
            {
                Some(loaded.saved)
            }
            Some(save::Opened::Game(_) | save::Opened::Lesson(_) | save::Opened::Disguise(_)) | None => older,
        };
        // The first game ever is a game to play, not a solved puzzle: its answers wait for a hint or
        // Reveal (the table would show the winning move before the first click).
        let first_run = kept.is_none();
        // The game on the board before the autosave is attached: nothing is written over it first.
        let mut app = Self::new(kept.unwrap_or_else(default_game));
        app.prefs = prefs;
        // The window speaks the language chosen last time: its examples too.
        crate::i18n::set_thread_language(app.language());
        app.files.examples = crate::ui::files::load_examples(app.language());
        app.session.path = path;
        // A game in disguise that was on the board over it comes back too.
        let disguise = store.read(crate::ui::platform::Slot::Disguise).filter(|text| !text.trim().is_empty());
        if let Some(Ok(save::Opened::Disguise(loaded))) =
            disguise.map(|text| save::parse_any(&text, &crate::i18n::msg::autosave_name()))
        {
            let play = crate::ui::disguise::DisguisePlay::from_saved(&loaded.saved, None);
            app.mode = super::Mode::Disguise { play: Box::new(play) };
        }
        let mut app = app.with_autosave(store);
        // The answers as they were when the app last stopped (the autosave keeps that); else shown,
        // unless hidden by the teacher's choice or because this is the first game ever.
        if app.files.autosaved_revealed.is_none() {
            app.session.revealed = !app.prefs.hides_answers() && !first_run;
        }
        app
    }
}
