//! The command line's help and its complaints about arguments in the language in force: clap writes
//! English, so its texts are replaced by messages (`cli-help-…`, `cli-heading-…`, `cli-bad-…`).
//! What clap alone knows how to say (a rare kind of mistake) stays in its English.

use std::ffi::OsString;

use clap::error::{ContextKind, ContextValue, ErrorKind};

use crate::i18n::msg;

/// The help of a subcommand or argument: `key` is its name (`analyze`, `misere`), or the
/// subcommand's and the argument's (`analyze-file`) where the argument's help differs by command.
fn help(key: &str) -> Option<String> {
    Some(match key {
        "help" => msg::cli_help_help(),
        "version" => msg::cli_help_version(),
        "file" => msg::cli_help_file(),
        "lang" => msg::cli_help_lang(),
        "analyze" => msg::cli_help_analyze(),
        "verify" => msg::cli_help_verify(),
        "check" => msg::cli_help_check(),
        "handout" => msg::cli_help_handout(),
        "grundy" => msg::cli_help_grundy(),
        "review" => msg::cli_help_review(),
        "misere" => msg::cli_help_misere(),
        "up_to" => msg::cli_help_up_to(),
        "set" => msg::cli_help_set(),
        "json" => msg::cli_help_json(),
        "analyze-file" => msg::cli_help_analyze_file(),
        "octal" => msg::cli_help_octal(),
        "analyze-heaps" => msg::cli_help_analyze_heaps(),
        "verify-heaps" => msg::cli_help_verify_heaps(),
        "max" => msg::cli_help_max(),
        "handout-file" => msg::cli_help_handout_file(),
        "student" => msg::cli_help_student(),
        "files" => msg::cli_help_files(),
        "game" => msg::cli_help_game(),
        "to" => msg::cli_help_to(),
        "review-file" => msg::cli_help_review_file(),
        "class" => msg::cli_help_class(),
        "port" => msg::cli_help_port(),
        "listen" => msg::cli_help_listen(),
        "web" => msg::cli_help_web(),
        "class-file" => msg::cli_help_class_file(),
        "session" => msg::cli_help_session(),
        _ => return None,
    })
}

/// `command` with its summary, headings, usage line, and every argument's and subcommand's help in
/// the language in force. `name` is the subcommand's name, empty at the top.
pub(super) fn localized(command: clap::Command, name: &str) -> clap::Command {
    let usage = msg::cli_heading_usage();
    let template = format!("{{before-help}}{{about-with-newline}}\n{usage} {{usage}}\n\n{{all-args}}{{after-help}}");
    let mut command = command
        .help_template(template)
        .subcommand_help_heading(msg::cli_heading_commands())
        .disable_help_flag(true)
        .disable_version_flag(true);
    if name.is_empty() {
        command = command.about(msg::cli_about());
    } else if let Some(about) = help(name) {
        command = command.about(about);
    }
    let ids: Vec<String> = command.get_arguments().map(|arg| arg.get_id().to_string()).collect();
    for id in &ids {
        let help = help(&format!("{name}-{id}")).or_else(|| help(id));
        command = command.mut_arg(id, |arg| {
            let heading = if arg.is_positional() { msg::cli_heading_arguments() } else { msg::cli_heading_options() };
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
            .help(help(id).unwrap_or_default())
            .help_heading(msg::cli_heading_options())
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
        command = command.mut_subcommand("help", |help| help.about(msg::cli_help_subcommand_help()));
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
            Some(msg::cli_bad_value(said(ContextKind::InvalidArg)?, said(ContextKind::InvalidValue)?, why))
        }
        // An empty value (`bouton check ""`) has no possible values to list: say it is empty.
        ErrorKind::InvalidValue if said(ContextKind::InvalidValue).is_some_and(|value| value.is_empty()) => {
            Some(msg::cli_empty_value(said(ContextKind::InvalidArg)?))
        }
        ErrorKind::InvalidValue => Some(msg::cli_bad_choice(
            said(ContextKind::InvalidArg)?,
            said(ContextKind::ValidValue)?,
            said(ContextKind::InvalidValue)?,
        )),
        ErrorKind::MissingRequiredArgument => Some(msg::cli_missing(said(ContextKind::InvalidArg)?)),
        ErrorKind::ArgumentConflict => {
            Some(msg::cli_conflict(said(ContextKind::InvalidArg)?, said(ContextKind::PriorArg)?))
        }
        ErrorKind::UnknownArgument => Some(msg::cli_unknown_argument(said(ContextKind::InvalidArg)?)),
        ErrorKind::InvalidSubcommand => Some(msg::cli_unknown_command(said(ContextKind::InvalidSubcommand)?)),
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
        msg::cli_not_a_language(known.join(", "), crate::save::echo(text))
    })
}
