//! `bouton generate DIR` (not listed in the help): the files a package installs beside the program,
//! made from the program's own definitions and messages, so that none of them can drift from it:
//!
//! - `man/`: the man pages, one for `bouton` and one per subcommand (`bouton-analyze.1`), from the
//!   command line's definitions (`clap_mangen`), in the language in force;
//! - `completions/`: the shell completions of bash, zsh, fish, PowerShell and Elvish
//!   (`clap_complete`);
//! - `bouton.desktop`: the desktop's menu entry, its name, comment and keywords in every language;
//! - `bouton.xml`: the file type of Bouton's save files (shared-mime-info), named in every language.

use std::fmt::Write as _;
use std::io::Write;
use std::path::{Path, PathBuf};

use clap::Args;
use clap_complete::{Generator, Shell};

use super::CliError;
use crate::i18n::{msg, with_language};
use crate::lang::Lang;

/// The file type of Bouton's save and lesson files, as the desktop entry and `bouton.xml` name it.
pub const FILE_TYPE: &str = "application/x-bouton";

/// What `generate` takes.
#[derive(Args, Debug)]
pub(super) struct GenerateArgs {
    /// The folder to write into (made if missing).
    #[arg(value_name = "DIR")]
    dir: PathBuf,
}

/// Writes every file into `args.dir` and lists them on `out`. `command` is the whole command line,
/// worded in the language in force.
pub(super) fn generate(args: &GenerateArgs, command: &clap::Command, out: &mut dyn Write) -> Result<u8, CliError> {
    let man = args.dir.join("man");
    let completions = args.dir.join("completions");
    for dir in [&man, &completions] {
        std::fs::create_dir_all(dir).map_err(|e| at(dir, &e))?;
    }
    let mut written = man_pages(&listed(command, false), &man)?;
    for shell in [Shell::Bash, Shell::Zsh, Shell::Fish, Shell::PowerShell, Shell::Elvish] {
        let mut command = listed(command, true);
        let path = completions.join(shell.file_name("bouton"));
        let mut bytes = Vec::new();
        clap_complete::generate(shell, &mut command, "bouton", &mut bytes);
        write(&path, &bytes)?;
        written.push(path);
    }
    for (name, text) in [("bouton.desktop", desktop_entry()), ("bouton.xml", mime_info())] {
        let path = args.dir.join(name);
        write(&path, text.as_bytes())?;
        written.push(path);
    }
    for path in written {
        writeln!(out, "{}", path.display())?;
    }
    Ok(super::EXIT_OK)
}

/// The command line as its help lists it: without the hidden `generate`, and without the `help`
/// subcommand unless `with_help` (completions offer `bouton help analyze`; man pages need no page
/// for it). Every subcommand names the version; the subcommands' heading is in capitals, as man
/// pages write theirs.
fn listed(command: &clap::Command, with_help: bool) -> clap::Command {
    let heading = command.get_subcommand_help_heading().unwrap_or("COMMANDS").to_uppercase();
    let mut listed = clap::Command::new("bouton")
        .version(crate::VERSION)
        .about(command.get_about().cloned().unwrap_or_default())
        .disable_help_flag(true)
        .disable_version_flag(true)
        // A `help` made anew, which knows only the listed subcommands.
        .disable_help_subcommand(!with_help)
        .subcommand_help_heading(heading)
        .args(command.get_arguments().cloned());
    let shown = command.get_subcommands().filter(|sub| !sub.is_hide_set() && sub.get_name() != "help");
    for sub in shown {
        listed = listed.subcommand(sub.clone().version(crate::VERSION));
    }
    listed
}

/// `bouton.1` and a page per listed subcommand (`bouton-analyze.1`…).
fn man_pages(command: &clap::Command, dir: &Path) -> Result<Vec<PathBuf>, CliError> {
    let mut pages = vec![(command.clone(), "bouton".to_string())];
    for sub in command.get_subcommands() {
        let name = format!("bouton-{}", sub.get_name());
        pages.push((sub.clone().name(name.clone()).bin_name(format!("bouton {}", sub.get_name())), name));
    }
    let mut written = Vec::new();
    for (index, (page, name)) in pages.into_iter().enumerate() {
        let path = dir.join(format!("{name}.1"));
        let mut bytes = Vec::new();
        clap_mangen::Man::new(page).render(&mut bytes)?;
        if index == 0 {
            // The whole program's page: its exit codes, environment and files, before VERSION.
            let mut text = String::from_utf8_lossy(&bytes).into_owned();
            let at = text.find(".SH VERSION").unwrap_or(text.len());
            text.insert_str(at, &more_sections());
            bytes = text.into_bytes();
        }
        write(&path, &bytes)?;
        written.push(path);
    }
    Ok(written)
}

/// What `bouton`'s man page says beyond the command line's definitions: the exit codes, the
/// environment it reads and the files it keeps, in the language in force (as roff).
fn more_sections() -> String {
    let mut roff = roff::Roff::new();
    let sections = [
        (msg::man_exit_status(), msg::man_exit_status_text()),
        (msg::man_environment(), msg::man_environment_text()),
        (msg::man_files(), msg::man_files_text()),
    ];
    for (title, text) in sections {
        roff.control("SH", [title.as_str()]);
        roff.text([roff::roman(text)]);
    }
    // Without the preamble (`.ie`, `.el`) that the page already starts with.
    let mut sections = String::new();
    for line in roff.render().lines().skip_while(|line| line.starts_with(".ie") || line.starts_with(".el")) {
        let _ = writeln!(sections, "{line}");
    }
    sections
}

/// The languages a desktop entry and a file type list, with their locale names (`pt_BR`).
fn translations() -> impl Iterator<Item = (Lang, String)> {
    Lang::ALL
        .into_iter()
        .filter(|lang| !matches!(lang, Lang::En | Lang::Pseudo))
        .map(|lang| (lang, lang.tag().replace('-', "_")))
}

/// A message in the language in force.
type Words = fn() -> String;

/// The desktop entry (freedesktop.org Desktop Entry Specification).
#[must_use]
pub fn desktop_entry() -> String {
    let mut entry = String::from("[Desktop Entry]\nType=Application\nName=Bouton\n");
    let keys: [(&str, Words); 3] = [
        ("GenericName", msg::desktop_generic_name),
        ("Comment", msg::desktop_comment),
        ("Keywords", msg::desktop_keywords),
    ];
    for (key, text) in keys {
        let _ = writeln!(entry, "{key}={}", with_language(Lang::En, text));
        for (lang, locale) in translations() {
            let _ = writeln!(entry, "{key}[{locale}]={}", with_language(lang, text));
        }
    }
    let _ = write!(
        entry,
        "Exec=bouton %f\nIcon=bouton\nTerminal=false\nCategories=Education;Math;\nMimeType={FILE_TYPE};\n\
         StartupNotify=true\nStartupWMClass=bouton\n"
    );
    entry
}

/// The file type of Bouton's files (shared-mime-info): a `.ron` file, or a file whose first line is
/// a comment that names Bouton (the line Bouton writes at the top of its files, in every language:
/// "// A Bouton save file", "// Un fichier de sauvegarde Bouton", "// Bouton 存档文件").
#[must_use]
pub fn mime_info() -> String {
    let escape = |text: String| text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;");
    let mut comments = format!("    <comment>{}</comment>\n", escape(with_language(Lang::En, msg::desktop_file_type)));
    for (lang, locale) in translations() {
        let name = escape(with_language(lang, msg::desktop_file_type));
        let _ = writeln!(comments, "    <comment xml:lang=\"{locale}\">{name}</comment>");
    }
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <mime-info xmlns=\"http://www.freedesktop.org/standards/shared-mime-info\">\n  \
         <mime-type type=\"{FILE_TYPE}\">\n{comments}    <sub-class-of type=\"text/plain\"/>\n    \
         <icon name=\"bouton\"/>\n    <glob pattern=\"*.ron\"/>\n    <magic priority=\"60\">\n      \
         <match type=\"string\" offset=\"0\" value=\"// \">\n        \
         <match type=\"string\" offset=\"3:{MAGIC_REACH}\" value=\"Bouton\"/>\n      </match>\n    \
         </magic>\n  </mime-type>\n</mime-info>\n"
    )
}

/// How far into a file's first line the magic looks for "Bouton" (bytes).
pub const MAGIC_REACH: usize = 64;

/// Writes `bytes` to `path`, saying which file could not be written.
fn write(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    std::fs::write(path, bytes).map_err(|e| at(path, &e))
}

/// An I/O error that names its file.
fn at(path: &Path, error: &std::io::Error) -> CliError {
    CliError::Output(std::io::Error::new(error.kind(), format!("{}: {error}", path.display())))
}
