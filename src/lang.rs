//! The languages Bouton speaks: their tags, their names, and the language a locale names. A plain
//! value: the messages themselves are in `i18n`.

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
    /// use bouton::lang::Lang;
    /// assert_eq!(Lang::from_tag("pt_br"), Some(Lang::PtBr));
    /// assert_eq!(Lang::from_tag("it"), None);
    /// ```
    #[must_use]
    pub fn from_tag(tag: &str) -> Option<Self> {
        let tag = tag.trim().replace('_', "-");
        Self::ALL.into_iter().find(|lang| lang.tag().eq_ignore_ascii_case(&tag))
    }

    /// Its place in [`Lang::ALL`].
    pub(crate) fn index(self) -> usize {
        Self::ALL.iter().position(|&l| l == self).unwrap_or(0)
    }

    /// The language a thread speaks, or the process's default (as stored).
    pub(crate) fn from_index(index: u8) -> Self {
        Self::ALL.get(usize::from(index)).copied().unwrap_or_default()
    }
}
