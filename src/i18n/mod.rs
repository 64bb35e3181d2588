//! Every word the app says, in the class's language (issue 19): Project Fluent messages, one `.ftl`
//! file per language and area under `assets/i18n/LANG/`, built into the program (the browser has no
//! files to read). English is the fallback for a missing message; a test fails on any message
//! missing from a language, or with other placeables than the English.
//!
//! The language is the system's (`LC_ALL`, `LC_MESSAGES`, `LANG`, or the browser's), can be chosen
//! at run time, and is kept per thread over a process-wide default, so tests in parallel threads can
//! each speak their own language.
//!
//! ```
//! use bouton::i18n::{Lang, tr, with_language};
//! assert_eq!(with_language(Lang::En, || tr("menu-file")), "File");
//! ```

use std::borrow::Cow;
use std::cell::Cell;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

mod numbers;
mod pseudo;

pub use numbers::{decimal, grouped, grouped_in};

/// A language the app speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Lang {
    /// English (the fallback).
    #[default]
    En,
    /// Spanish.
    Es,
    /// French.
    Fr,
    /// German.
    De,
    /// Brazilian Portuguese.
    PtBr,
    /// Simplified Chinese.
    ZhCn,
    /// A pseudo-language for finding clipped text: English, accented and 40 % longer.
    Pseudo,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Self; 7] = [Self::En, Self::Es, Self::Fr, Self::De, Self::PtBr, Self::ZhCn, Self::Pseudo];

    /// Its BCP 47 tag: `en`, `es`, `fr`, `de`, `pt-BR`, `zh-CN`, and `en-XA` for the pseudo-language.
    #[must_use]
    pub fn tag(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::Es => "es",
            Self::Fr => "fr",
            Self::De => "de",
            Self::PtBr => "pt-BR",
            Self::ZhCn => "zh-CN",
            Self::Pseudo => "en-XA",
        }
    }

    /// Its name in itself, as a language menu lists it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::En => "English",
            Self::Es => "Español",
            Self::Fr => "Français",
            Self::De => "Deutsch",
            Self::PtBr => "Português (Brasil)",
            Self::ZhCn => "简体中文",
            Self::Pseudo => "Ƥşéûđô (test)",
        }
    }

    /// The language a locale names (`fr_FR.UTF-8`, `pt-BR`, `zh_CN`, `de`…); `None` for one the
    /// app does not speak. `C` and `POSIX` are English.
    #[must_use]
    pub fn from_locale(locale: &str) -> Option<Self> {
        let base = locale.split(['.', '@']).next().unwrap_or("").replace('_', "-").to_ascii_lowercase();
        let language = base.split('-').next().unwrap_or("");
        match language {
            "c" | "posix" | "en" if base != "en-xa" => Some(Self::En),
            "en" => Some(Self::Pseudo),
            "es" => Some(Self::Es),
            "fr" => Some(Self::Fr),
            "de" => Some(Self::De),
            "pt" => Some(Self::PtBr),
            // Simplified Chinese: zh, zh-CN, zh-SG, zh-Hans; not zh-TW or zh-Hant.
            "zh" if !base.contains("tw") && !base.contains("hk") && !base.contains("hant") => Some(Self::ZhCn),
            _ => None,
        }
    }

    /// The language a tag names exactly (any case, `_` or `-`): `fr`, `pt-BR`, `zh-CN`…
    ///
    /// ```
    /// use bouton::i18n::Lang;
    /// assert_eq!(Lang::from_tag("pt_br"), Some(Lang::PtBr));
    /// assert_eq!(Lang::from_tag("it"), None);
    /// ```
    #[must_use]
    pub fn from_tag(tag: &str) -> Option<Self> {
        let tag = tag.trim().replace('_', "-");
        Self::ALL.into_iter().find(|lang| lang.tag().eq_ignore_ascii_case(&tag))
    }

    fn index(self) -> usize {
        Self::ALL.iter().position(|&l| l == self).unwrap_or(0)
    }

    /// The language a thread speaks, or the process's default (as stored).
    fn from_index(index: u8) -> Self {
        Self::ALL.get(usize::from(index)).copied().unwrap_or_default()
    }
}

/// One language's files, by area: (area, the file's text).
type Files = &'static [(&'static str, &'static str)];

/// One language's files, built in: every area, from `assets/i18n/LANG/AREA.ftl` (one list of areas
/// for every language, so a language cannot miss a file).
macro_rules! language_files {
    ($tag:literal) => {
        language_files!($tag; menu, status, values, board, newgame, table, learn, files, sums, explore, checker, lessons, claims, games, hints, report, proof, words, app, cli, export, errors)
    };
    ($tag:literal; $($area:ident),+) => {
        &[$((stringify!($area), include_str!(concat!("../../assets/i18n/", $tag, "/", stringify!($area), ".ftl")))),+]
    };
}

/// The messages, built in: each language's files, by area (English has every message).
fn files(lang: Lang) -> Files {
    match lang {
        Lang::En | Lang::Pseudo => language_files!("en"),
        Lang::Es => language_files!("es"),
        Lang::Fr => language_files!("fr"),
        Lang::De => language_files!("de"),
        Lang::PtBr => language_files!("pt-BR"),
        Lang::ZhCn => language_files!("zh-CN"),
    }
}

/// The text of every `.ftl` file of a language, by area (for the tests that compare languages).
#[must_use]
pub fn sources(lang: Lang) -> Vec<(&'static str, &'static str)> {
    files(lang).to_vec()
}

type Bundle = FluentBundle<FluentResource>;

/// Every language's bundle, built once.
fn bundles() -> &'static [Bundle] {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::ALL.iter().map(|&lang| bundle(lang)).collect())
}

fn bundle(lang: Lang) -> Bundle {
    let tag = if lang == Lang::Pseudo { "en" } else { lang.tag() };
    let id = tag.parse().unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around placeables: the fonts draw them as boxes.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(numbers::formatter(lang)));
    if lang == Lang::Pseudo {
        bundle.set_transform(Some(pseudo::transform));
    }
    for (area, text) in files(lang) {
        match FluentResource::try_new((*text).to_string()) {
            Ok(resource) => {
                if let Err(errors) = bundle.add_resource(resource) {
                    log::warn!("{} {area}.ftl: {errors:?}", lang.tag());
                }
            }
            Err((resource, errors)) => {
                log::warn!("{} {area}.ftl does not parse: {errors:?}", lang.tag());
                let _ = bundle.add_resource(resource);
            }
        }
    }
    bundle
}

/// The process's default language (an index into [`Lang::ALL`]).
static DEFAULT: AtomicU8 = AtomicU8::new(0);

thread_local! {
    /// This thread's language, where it differs from the default.
    static CURRENT: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// The language in force on this thread.
#[must_use]
pub fn language() -> Lang {
    CURRENT.with(Cell::get).unwrap_or_else(|| Lang::from_index(DEFAULT.load(Ordering::Relaxed)))
}

/// Makes `lang` the language of the whole program (every thread that has not chosen its own).
pub fn set_language(lang: Lang) {
    #[allow(clippy::cast_possible_truncation, reason = "seven languages")]
    DEFAULT.store(lang.index() as u8, Ordering::Relaxed);
    CURRENT.with(|current| current.set(None));
}

/// Makes `lang` this thread's language (the app's window speaks the language chosen for it).
pub fn set_thread_language(lang: Lang) {
    CURRENT.with(|current| current.set(Some(lang)));
}

/// Runs `f` with this thread speaking `lang`, then goes back to what it spoke.
pub fn with_language<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    let before = CURRENT.with(|current| current.replace(Some(lang)));
    let result = f();
    CURRENT.with(|current| current.set(before));
    result
}

/// The system's language: `LC_ALL`, `LC_MESSAGES` or `LANG` (the first one set), else the desktop's
/// or the browser's; English when it is none the app speaks.
#[must_use]
pub fn system_language() -> Lang {
    let from_env = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .find_map(|name| std::env::var(name).ok().filter(|value| !value.is_empty()));
    from_env.or_else(system_locale).and_then(|locale| Lang::from_locale(&locale)).unwrap_or_default()
}

#[cfg(not(target_arch = "wasm32"))]
fn system_locale() -> Option<String> {
    sys_locale::get_locale()
}

#[cfg(target_arch = "wasm32")]
fn system_locale() -> Option<String> {
    web_sys::window()?.navigator().language()
}

/// A value for a message's placeable: a number (plurals follow it) or a text.
#[derive(Clone, Debug)]
pub enum Arg<'a> {
    /// A number written as plain digits, as the board writes sizes and values ("5181").
    Number(u64),
    /// A count, grouped in thousands as the language writes counts ("12,345", "12.345").
    Count(u64),
    /// Words or a number already written out.
    Text(Cow<'a, str>),
}

impl Arg<'_> {
    /// A count of any size: grouped as the language writes counts, plurals chosen by it (past
    /// `u64::MAX` it is written out and takes the "other" form).
    #[must_use]
    pub fn count(n: impl Into<u128>) -> Self {
        let n = n.into();
        u64::try_from(n).map_or_else(|_| Self::Text(grouped(n).into()), Self::Count)
    }
}

impl From<u64> for Arg<'_> {
    fn from(n: u64) -> Self {
        Self::Number(n)
    }
}

impl From<usize> for Arg<'_> {
    fn from(n: usize) -> Self {
        Self::Number(n as u64)
    }
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Self::Text(Cow::Borrowed(text))
    }
}

impl From<String> for Arg<'_> {
    fn from(text: String) -> Self {
        Self::Text(Cow::Owned(text))
    }
}

/// The message `id` in this thread's language.
#[must_use]
pub fn tr(id: &str) -> String {
    tr_with(id, &[])
}

/// The message `id` in this thread's language, its placeables filled from `args`. A message the
/// language lacks comes in English; one English lacks comes as its id (a test makes sure none does).
#[must_use]
pub fn tr_with(id: &str, args: &[(&str, Arg<'_>)]) -> String {
    let lang = language();
    format_in(lang, id, args).or_else(|| format_in(Lang::En, id, args)).unwrap_or_else(|| id.to_string())
}

fn format_in(lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> Option<String> {
    let bundle = bundles().get(lang.index())?;
    let pattern = bundle.get_message(id)?.value()?;
    let mut fluent_args = FluentArgs::new();
    for (name, arg) in args {
        let value = match arg {
            // Fluent keeps numbers as f64: past 2^53 they go as their exact digits (the plural
            // rules then pick "other", which every language has and a count that size needs).
            Arg::Number(n) if *n < 1 << 53 => FluentValue::Number(FluentNumber::new(
                *n as f64,
                FluentNumberOptions { use_grouping: false, ..FluentNumberOptions::default() },
            )),
            Arg::Number(n) => FluentValue::from(n.to_string()),
            Arg::Count(n) if *n < 1 << 53 => FluentValue::from(*n),
            Arg::Count(n) => FluentValue::from(grouped_in(lang, u128::from(*n))),
            Arg::Text(text) => FluentValue::from(text.clone()),
        };
        fluent_args.set(*name, value);
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    if !errors.is_empty() {
        log::warn!("{} {id}: {errors:?}", lang.tag());
    }
    Some(text.into_owned())
}

/// Whether `lang` has its own message `id` (not the English fallback).
#[must_use]
pub fn has_message(lang: Lang, id: &str) -> bool {
    bundles().get(lang.index()).is_some_and(|bundle| bundle.has_message(id))
}
