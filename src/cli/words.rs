//! The command line's help and its complaints about arguments in the language in force: clap writes
//! English, so its texts are replaced by messages (`cli-help-…`, `cli-heading-…`, `cli-bad-…`).
//! What clap alone knows how to say (a rare kind of mistake) stays in its English.

use std::ffi::OsString;

use clap::error::{ContextKind, ContextValue, ErrorKind};

use crate::i18n::{Lang, has_message, tr, tr_with};

/// The message `id`, when there is one (English has every message the program knows).
fn message(id: &str) -> Option<String> {
    has_message(Lang::En, id).then(|| tr(id))
}

/// `command` with its summary, headings, usage line, and every argument's and subcommand's help in
/// the language in force. `name` is the subcommand's name, empty at the top.
pub(super) fn localized(command: clap::Command, name: &str) -> clap::Command {
    let usage = tr("cli-heading-usage");
    let template = format!("{{before-help}}{{about-with-newline}}\n{usage} {{usage}}\n\n{{all-args}}{{after-help}}");
    let mut command = command
        .help_template(template)
        .subcommand_help_heading(tr("cli-heading-commands"))
        .disable_help_flag(true)
        .disable_version_flag(true);
    if name.is_empty() {
        command = command.about(tr("cli-about"));
    } else if let Some(about) = message(&format!("cli-help-{name}")) {
        command = command.about(about);
    }
    let ids: Vec<String> = command.get_arguments().map(|arg| arg.get_id().to_string()).collect();
    for id in &ids {
        let help = message(&format!("cli-help-{name}-{id}")).or_else(|| message(&format!("cli-help-{id}")));
        command = command.mut_arg(id, |arg| {
            let heading = tr(if arg.is_positional() { "cli-heading-arguments" } else { "cli-heading-options" });
            let arg = arg.help_heading(heading);
            match help {
                Some(help) => arg.help(help),
                None => arg,
            }
        });
    }
    // -h and --help (and -V, --version at the top) last, with words in the language in force.
    let flag = |id: &'static str, short: char, action: clap::ArgAction| {
        clap::Arg::new(id)
            .short(short)
            .long(id)
            .action(action)
            .help(tr(&format!("cli-help-{id}")))
            .help_heading(tr("cli-heading-options"))
    };
    command = command.arg(flag("help", 'h', clap::ArgAction::Help));
    if name.is_empty() {
        command = command.arg(flag("version", 'V', clap::ArgAction::Version));
    }
    let names: Vec<String> = command.get_subcommands().map(|sub| sub.get_name().to_string()).collect();
    for sub in names {
        command = command.mut_subcommand(&sub, |command| localized(command, &sub));
    }
    if name.is_empty() {
        // clap makes the `help` subcommand as it builds the command: build, then word it.
        command.build();
        command = command.mut_subcommand("help", |help| help.about(tr("cli-help-subcommand-help")));
    }
    command
}

/// clap's complaint about the arguments in the language in force, when it is of a kind the program
/// words (`None`: clap's own words).
pub(super) fn complaint(error: &clap::Error) -> Option<String> {
    let said = |kind| match error.get(kind)? {
        ContextValue::String(text) => Some(text.clone()),
        ContextValue::Strings(texts) => Some(texts.join(", ")),
        _ => None,
    };
    match error.kind() {
        ErrorKind::ValueValidation => {
            let why = std::error::Error::source(error).map(ToString::to_string)?;
            let args = [
                ("value", said(ContextKind::InvalidValue)?.into()),
                ("arg", said(ContextKind::InvalidArg)?.into()),
                ("why", why.into()),
            ];
            Some(tr_with("cli-bad-value", &args))
        }
        ErrorKind::InvalidValue => {
            let args = [
                ("value", said(ContextKind::InvalidValue)?.into()),
                ("arg", said(ContextKind::InvalidArg)?.into()),
                ("valid", said(ContextKind::ValidValue)?.into()),
            ];
            Some(tr_with("cli-bad-choice", &args))
        }
        ErrorKind::MissingRequiredArgument => {
            Some(tr_with("cli-missing", &[("args", said(ContextKind::InvalidArg)?.into())]))
        }
        ErrorKind::ArgumentConflict => {
            let args = [("arg", said(ContextKind::InvalidArg)?.into()), ("other", said(ContextKind::PriorArg)?.into())];
            Some(tr_with("cli-conflict", &args))
        }
        ErrorKind::UnknownArgument => {
            Some(tr_with("cli-unknown-argument", &[("arg", said(ContextKind::InvalidArg)?.into())]))
        }
        ErrorKind::InvalidSubcommand => {
            Some(tr_with("cli-unknown-command", &[("command", said(ContextKind::InvalidSubcommand)?.into())]))
        }
        _ => None,
    }
}

/// The language `--lang TAG` or `--lang=TAG` asks for, when it is one the app speaks (clap reads the
/// flag again, and reports a bad one).
pub(super) fn lang_asked(args: &[OsString]) -> Option<crate::i18n::Lang> {
    let words: Vec<&str> = args.iter().filter_map(|a| a.to_str()).collect();
    let tag = words.iter().enumerate().find_map(|(i, word)| match word.strip_prefix("--lang") {
        Some("") => words.get(i + 1).copied(),
        Some(rest) => rest.strip_prefix('='),
        None => None,
    })?;
    crate::i18n::Lang::from_locale(tag)
}

/// A language the app speaks, from its tag or a locale.
pub(super) fn parse_lang(text: &str) -> Result<crate::i18n::Lang, String> {
    crate::i18n::Lang::from_locale(text).ok_or_else(|| {
        let known: Vec<&str> = crate::i18n::Lang::ALL.iter().map(|l| l.tag()).collect();
        tr_with("cli-not-a-language", &[("text", crate::save::echo(text).into()), ("known", known.join(", ").into())])
    })
}
