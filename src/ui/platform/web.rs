//! The browser: the app in the page's canvas (eframe's web runner on WebGL).

use std::path::{Path, PathBuf};

use std::sync::mpsc::Sender;

use eframe::egui;
use eframe::wasm_bindgen::JsCast as _;
use eframe::wasm_bindgen::closure::Closure;

use super::Slot;
use crate::save::SaveError;
use crate::ui::BoutonApp;
use crate::ui::files::{Chosen, Purpose};

/// Starts the app in the page's canvas `#bouton`, and shows what went wrong in the page if it cannot.
pub fn start() {
    // Messages of the `log` crate go to the browser's console.
    let _ = eframe::WebLogger::init(log::LevelFilter::Info);
    // The browser's language, unless the person chooses another (View ▸ Language).
    crate::i18n::set_language(crate::i18n::system_language());
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
                Err(e) => loading.set_text_content(Some(&crate::i18n::msg::web_could_not_start(format!("{e:?}")))),
            }
        }
    });
}

/// The browser has no folders to browse: the app's own chooser never opens there.
pub const OWN_CHOOSER_WITHOUT_DIALOG: bool = false;

/// Open: the browser's file picker (`.ron` files); its file's name and bytes come through `answer`
/// (nothing if the person closes it). Saving and exporting need no dialog: the file downloads under
/// the suggested name.
#[allow(clippy::needless_pass_by_value, reason = "the desktop's twin moves it into a thread")]
pub fn start_file_dialog(
    ctx: &egui::Context,
    purpose: Purpose,
    _folder: PathBuf,
    file_name: String,
    answer: Sender<Option<Chosen>>,
) {
    if purpose.writes() {
        let _ = answer.send(Some(Chosen::Path(PathBuf::from(file_name))));
        return;
    }
    if pick_a_file(ctx.clone(), answer.clone()).is_none() {
        let _ = answer.send(None);
    }
}

/// A file dropped on the page: the browser reads it, then its name and bytes come through `answer`.
pub fn read_dropped_file(ctx: &egui::Context, file: egui::DroppedFileHandle, answer: Sender<Option<Chosen>>) {
    let ctx = ctx.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let name = file.path().display().to_string();
        let chosen = match file.bytes_async().await {
            Ok(bytes) => Some(Chosen::Bytes { name, bytes: std::sync::Arc::from(bytes) }),
            Err(e) => {
                log::warn!("the dropped file {name} could not be read: {e}");
                None
            }
        };
        let _ = answer.send(chosen);
        ctx.request_repaint();
    });
}

/// Shows the browser's file picker; `None` when the page cannot.
fn pick_a_file(ctx: egui::Context, answer: Sender<Option<Chosen>>) -> Option<()> {
    let document = web_sys::window()?.document()?;
    let input = document.create_element("input").ok()?.dyn_into::<web_sys::HtmlInputElement>().ok()?;
    input.set_type("file");
    input.set_accept(".ron,text/plain");
    let picked = input.clone();
    let (on_pick, on_cancel) = (answer.clone(), answer);
    let repaint = ctx.clone();
    let change = Closure::once_into_js(move || {
        let Some(file) = picked.files().and_then(|files| files.get(0)) else {
            let _ = on_pick.send(None);
            return;
        };
        let name = file.name();
        wasm_bindgen_futures::spawn_local(async move {
            let read = wasm_bindgen_futures::JsFuture::from(file.array_buffer()).await;
            let chosen = read.ok().map(|buffer| Chosen::Bytes {
                name,
                bytes: std::sync::Arc::from(js_sys::Uint8Array::new(&buffer).to_vec()),
            });
            let _ = on_pick.send(chosen);
            repaint.request_repaint();
        });
    });
    let cancel = Closure::once_into_js(move || {
        let _ = on_cancel.send(None);
        ctx.request_repaint();
    });
    input.add_event_listener_with_callback("change", change.unchecked_ref()).ok()?;
    input.add_event_listener_with_callback("cancel", cancel.unchecked_ref()).ok()?;
    input.click();
    Some(())
}

/// The browser's autosave: two keys of the page's local storage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct StoreKind;

#[allow(clippy::unused_self, reason = "the same methods as the desktop's store, which holds a path")]
impl StoreKind {
    pub(super) fn default_kind() -> (Self, Option<crate::save::AutosaveNote>) {
        (Self, None)
    }

    fn key(slot: Slot) -> &'static str {
        match slot {
            Slot::Game => "bouton.autosave",
            Slot::Answers => "bouton.answers",
            Slot::Disguise => "bouton.disguise",
            Slot::Settings => "bouton.settings",
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
            step: crate::save::SaveStep::LocalStorage,
            source: std::io::Error::other(why.to_string()),
        };
        let storage = Self::storage().ok_or_else(|| failed(&crate::i18n::msg::web_no_local_storage()))?;
        storage.set_item(Self::key(slot), text).map_err(|_| failed(&crate::i18n::msg::web_local_storage_full()))
    }

    pub(super) fn describe(&self, slot: Slot) -> String {
        crate::i18n::msg::web_local_storage(Self::key(slot))
    }
}

/// The page has no folders: files are picked and downloaded.
pub const FILE_SYSTEM: bool = false;

/// The page has one thread here: sliced work runs between frames.
pub const THREADS: bool = false;

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

/// "Writes" a file the person chose (a saved game, a lesson, an export): the browser downloads it,
/// under the path's file name.
///
/// # Errors
/// [`SaveError`] when the page cannot make the download.
pub fn write_file(path: &Path, bytes: &[u8]) -> Result<(), SaveError> {
    let name = path.file_name().map_or_else(|| "bouton.ron".into(), |n| n.to_string_lossy().into_owned());
    let failed = |why: &str| SaveError {
        path: path.to_path_buf(),
        step: crate::save::SaveStep::Download,
        source: std::io::Error::other(why.to_string()),
    };
    let document =
        web_sys::window().and_then(|w| w.document()).ok_or_else(|| failed(&crate::i18n::msg::web_no_document()))?;
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let blob =
        web_sys::Blob::new_with_u8_array_sequence(&parts).map_err(|_| failed(&crate::i18n::msg::web_no_file()))?;
    let url =
        web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| failed(&crate::i18n::msg::web_no_address()))?;
    let link = document
        .create_element("a")
        .ok()
        .and_then(|e| e.dyn_into::<web_sys::HtmlAnchorElement>().ok())
        .ok_or_else(|| failed(&crate::i18n::msg::web_no_link()))?;
    link.set_href(&url);
    link.set_download(&name);
    link.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    log::info!("downloaded {name}");
    Ok(())
}

/// The page's address without its fragment: `https://school.example/bouton/`.
#[must_use]
pub fn page_address() -> Option<String> {
    let location = web_sys::window()?.location();
    Some(format!("{}{}", location.origin().ok()?, location.pathname().ok()?))
}

/// Whether the main pointer is a finger (CSS `pointer: coarse`: a tablet, a phone, a Chromebook in
/// tablet mode).
#[must_use]
pub fn coarse_pointer() -> bool {
    web_sys::window()
        .and_then(|window| window.match_media("(pointer: coarse)").ok().flatten())
        .is_some_and(|query| query.matches())
}

/// The position the page's address carries after `#`, once: the fragment is then taken off the
/// address (so a reload brings back the game played since, from the autosave). Called every frame,
/// it also sees a link pasted into a page already open.
#[must_use]
pub fn link_to_open() -> Option<String> {
    let window = web_sys::window()?;
    let location = window.location();
    let hash = location.hash().ok()?;
    let fragment = hash.trim_start_matches('#');
    if fragment.is_empty() {
        return None;
    }
    let fragment = fragment.to_string();
    let bare = format!("{}{}", location.pathname().ok()?, location.search().ok()?);
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&eframe::wasm_bindgen::JsValue::NULL, "", Some(&bare));
    }
    Some(fragment)
}

/// The class session's WebSocket address when this page was served by a teacher's Bouton, once:
/// the page asks the server (`class`, beside the page) at start, and the answer comes here.
static CLASS_SOCKET: std::sync::Mutex<Option<String>> = std::sync::Mutex::new(None);

/// Asks the server that served the page whether it runs a class session (`GET class` answers
/// `{"protocol":1}`); if so, the class's socket address is kept for [`class_to_join`]. A page served
/// any other way gets a 404 and stays the app as usual.
pub fn look_for_a_class(ctx: egui::Context) {
    wasm_bindgen_futures::spawn_local(async move {
        let Some(window) = web_sys::window() else { return };
        let Ok(answer) = wasm_bindgen_futures::JsFuture::from(window.fetch_with_str("class")).await else { return };
        let Ok(response) = answer.dyn_into::<web_sys::Response>() else { return };
        if !response.ok() {
            return;
        }
        let Ok(text) = response.text() else { return };
        let Ok(text) = wasm_bindgen_futures::JsFuture::from(text).await else { return };
        if !text.as_string().is_some_and(|t| t.contains("\"protocol\"")) {
            return;
        }
        let location = window.location();
        let (Ok(protocol), Ok(host)) = (location.protocol(), location.host()) else { return };
        let scheme = if protocol == "https:" { "wss" } else { "ws" };
        *CLASS_SOCKET.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(format!("{scheme}://{host}/ws"));
        ctx.request_repaint();
    });
}

/// The class session's socket address, once the server has said it runs one.
#[must_use]
pub fn class_to_join() -> Option<String> {
    CLASS_SOCKET.lock().unwrap_or_else(std::sync::PoisonError::into_inner).take()
}

/// The key of the seat token in local storage.
const SEAT_KEY: &str = "bouton.class-seat";

/// The seat token this browser was last given for a class at `socket`, if any.
#[must_use]
pub fn remembered_seat(socket: &str) -> Option<String> {
    let kept = web_sys::window()?.local_storage().ok()??.get_item(SEAT_KEY).ok()??;
    let (for_socket, token) = kept.split_once(' ')?;
    (for_socket == socket).then(|| token.to_owned())
}

/// Keeps the seat token for the class at `socket` (a reload or a dropped connection comes back to
/// the seat), or forgets it (`None`).
pub fn remember_seat(socket: &str, token: Option<&str>) {
    let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) else { return };
    let _ = match token {
        Some(token) => storage.set_item(SEAT_KEY, &format!("{socket} {token}")),
        None => storage.remove_item(SEAT_KEY),
    };
}

/// Whether the page has asked for the Chinese face (it asks once, again only after a failure).
static CHINESE_ASKED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Fetches the Chinese face (beside the page, 1.3 MB) the first time Chinese is in force, so the
/// rest of the class does not download it; when it comes, the fonts are installed again with it.
/// A failure is logged, and the next change of language or style asks again.
pub fn want_chinese_font(ctx: &egui::Context) {
    use std::sync::atomic::Ordering;
    if CHINESE_ASKED.swap(true, Ordering::Relaxed) {
        return;
    }
    let ctx = ctx.clone();
    wasm_bindgen_futures::spawn_local(async move {
        match fetch_bytes(crate::export::fonts::CHINESE_FONT_FILE).await {
            Ok(bytes) => {
                log::info!("the Chinese font is here: {} bytes", bytes.len());
                crate::export::fonts::set_fetched_chinese(bytes);
                crate::ui::style::install_fonts(&ctx);
                ctx.request_repaint();
            }
            Err(why) => {
                log::error!("the Chinese font could not be fetched: {why}");
                CHINESE_ASKED.store(false, Ordering::Relaxed);
            }
        }
    });
}

/// The bytes of a file beside the page, or why not (in the console's words).
async fn fetch_bytes(file: &str) -> Result<Vec<u8>, String> {
    use wasm_bindgen_futures::JsFuture;
    let window = web_sys::window().ok_or("no window")?;
    let answer = JsFuture::from(window.fetch_with_str(file)).await.map_err(|e| format!("{e:?}"))?;
    let response: web_sys::Response = answer.dyn_into().map_err(|e| format!("{e:?}"))?;
    if !response.ok() {
        return Err(format!("{file}: HTTP {}", response.status()));
    }
    let buffer =
        JsFuture::from(response.array_buffer().map_err(|e| format!("{e:?}"))?).await.map_err(|e| format!("{e:?}"))?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}
