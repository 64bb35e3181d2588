//! The browser: the app in the page's canvas (eframe's web runner on WebGL).

use std::path::PathBuf;

use eframe::wasm_bindgen::JsCast as _;

use super::Slot;
use crate::save::SaveError;
use crate::ui::BoutonApp;
use crate::ui::files::Purpose;

/// Starts the app in the page's canvas `#bouton`, and shows what went wrong in the page if it cannot.
pub fn start() {
    // Messages of the `log` crate go to the browser's console.
    let _ = eframe::WebLogger::init(log::LevelFilter::Warn);
    wasm_bindgen_futures::spawn_local(async {
        let document = web_sys::window().and_then(|w| w.document());
        let Some(document) = document else { return };
        let canvas = document.get_element_by_id("bouton").and_then(|e| e.dyn_into::<web_sys::HtmlCanvasElement>().ok());
        let Some(canvas) = canvas else {
            log::error!("the page has no canvas with id \"bouton\"");
            return;
        };
        let started = eframe::WebRunner::new()
            .start(
                canvas,
                eframe::WebOptions::default(),
                Box::new(|cc| Ok(Box::new(BoutonApp::from_creation(cc, None)))),
            )
            .await;
        // The loading text goes; a failure replaces it, in words.
        if let Some(loading) = document.get_element_by_id("loading") {
            match started {
                Ok(()) => loading.remove(),
                Err(e) => loading.set_text_content(Some(&format!("Bouton could not start in this browser: {e:?}"))),
            }
        }
    });
}

/// No system dialog in a browser: the answer is "no file" (Open uses the page's file picker, and
/// saving downloads the file).
#[must_use]
pub fn file_dialog(_purpose: Purpose, _folder: PathBuf, _file_name: String) -> Option<PathBuf> {
    None
}

/// The browser's autosave: two keys of the page's local storage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct StoreKind;

#[allow(clippy::unused_self, reason = "the same methods as the desktop's store, which holds a path")]
impl StoreKind {
    pub(super) fn default_kind() -> Self {
        Self
    }

    fn key(slot: Slot) -> &'static str {
        match slot {
            Slot::Game => "bouton.autosave",
            Slot::Sum => "bouton.autosave-sum",
        }
    }

    fn storage() -> Option<web_sys::Storage> {
        web_sys::window().and_then(|w| w.local_storage().ok().flatten())
    }

    pub(super) fn read(&self, slot: Slot) -> Option<String> {
        Self::storage().and_then(|s| s.get_item(Self::key(slot)).ok().flatten())
    }

    pub(super) fn write(&self, slot: Slot, text: &str) -> Result<(), SaveError> {
        let failed = |why: &str| SaveError {
            path: PathBuf::from(Self::key(slot)),
            step: "writing to the browser's local storage",
            source: std::io::Error::other(why.to_string()),
        };
        let storage = Self::storage().ok_or_else(|| failed("this browser gives the page no local storage"))?;
        storage.set_item(Self::key(slot), text).map_err(|_| failed("the local storage is full or blocked"))
    }

    pub(super) fn remove(&self, slot: Slot) {
        if let Some(storage) = Self::storage() {
            let _ = storage.remove_item(Self::key(slot));
        }
    }

    pub(super) fn describe(&self, slot: Slot) -> String {
        format!("the browser's local storage ({})", Self::key(slot))
    }
}

/// The browser's page has one thread here: `job` runs now, before this returns, and its answer is
/// there at the next frame. (Long work in a web worker, with the page free meanwhile, is to come.)
///
/// # Errors
/// Never.
#[allow(clippy::unnecessary_wraps, reason = "the same signature as the desktop's, where a thread may fail to start")]
pub fn run_in_background(_name: &str, job: impl FnOnce() + Send + 'static) -> std::io::Result<()> {
    job();
    Ok(())
}
