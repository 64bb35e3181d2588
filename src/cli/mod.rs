//! The headless command line: `bouton analyze`, `verify`, `check` and `handout`, and the readable
//! reports they print (the handout is also what the app exports).
//!
//! Every command writes its result to `out` and its errors to `err`; a bad input is one line on `err`,
//! nothing on `out`, and exit code 2.

mod check;
#[cfg(feature = "class")]
mod class;
mod disguise;
mod error;
mod generate;
mod grundy;
mod json;
mod mixed;
mod review;
mod rules;
mod sum;
mod words;

use crate::export::text;
pub use error::CliError;
pub use generate::{FILE_TYPE, MAGIC_REACH};

use std::ffi::OsString;
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use clap::{Args, Parser, Subcommand};

use crate::core::{Analysis, CheckBox, Position, check_rules};
use crate::i18n::msg;
use crate::save;
use rules::RuleArgs;

/// The most heaps `bouton analyze` accepts on the command line.
pub const MAX_CLI_HEAPS: usize = 10_000;

/// Exit code for a successful run.
pub const EXIT_OK: u8 = 0;
/// Exit code when `verify` finds a rule that disagrees with the brute force.
pub const EXIT_MISMATCH: u8 = 1;
/// Exit code for bad input.
pub const EXIT_BAD_INPUT: u8 = 2;

#[derive(Parser, Debug)]
#[command(name = "bouton", version = crate::VERSION)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// A save file to open in the window (no subcommand: the window opens).
    #[arg(value_name = "FILE")]
    file: Option<PathBuf>,
    /// The language of the output: en, es, fr, de, pt-BR or zh-CN (default: LC_ALL, LC_MESSAGES or
    /// LANG). `--json` and the exit codes are the same in every language. Read before parsing
    /// (`words::lang_asked`); clap reads it again here to place it anywhere and to refuse a bad tag.
    #[arg(long, global = true, value_name = "LANG", value_parser = words::parse_lang)]
    lang: Option<crate::i18n::Lang>,
}

/// What the command line asked for.
#[derive(Debug, PartialEq, Eq)]
pub enum Invocation {
    /// A headless command ran (or the arguments were bad): exit with this code.
    Done(u8),
    /// No subcommand: open the window, on this file if one was given.
    OpenWindow(Option<PathBuf>),
}

impl Invocation {
    /// The exit code of a headless run, `None` when the window should open.
    #[must_use]
    pub fn exit_code(&self) -> Option<u8> {
        match self {
            Self::Done(code) => Some(*code),
            Self::OpenWindow(_) => None,
        }
    }
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Analyse a position: the binary table, the outcome, and every winning move.
    Analyze(AnalyzeArgs),
    /// Check the rule against an XOR-free brute force on every position of a box.
    Verify(VerifyArgs),
    /// Check save and lesson files: prints OK or the error for each (exit code 2 if any is bad).
    Check(CheckArgs),
    /// Print a handout of a save file's position, in Markdown.
    Handout(HandoutArgs),
    /// Print a game's Grundy values, and its period when one is proven (Guy–Smith).
    Grundy(grundy::GrundyArgs),
    /// Grade every move of a saved game: best, slower win, mistake, faster loss or forced.
    Review(review::ReviewArgs),
    /// Run a class session without a window: serve the browser build and the students' live
    /// connection on the local network until Ctrl+C.
    #[cfg(feature = "class")]
    Class(class::ClassArgs),
    /// Write the man pages, shell completions, desktop entry and file type into a folder (for
    /// packages; not listed in the help).
    #[command(hide = true)]
    Generate(generate::GenerateArgs),
}

#[derive(Args, Debug)]
struct HandoutArgs {
    /// The save file.
    #[arg(value_name = "FILE")]
    file: PathBuf,
    /// The students' worksheet: the position, an empty table and the questions, with no answer.
    #[arg(long)]
    student: bool,
}

#[derive(Args, Debug)]
struct CheckArgs {
    /// The save files to check.
    #[arg(value_name = "FILE", required = true)]
    files: Vec<PathBuf>,
}

#[derive(Args, Debug)]
struct AnalyzeArgs {
    #[command(flatten)]
    rules: RuleArgs,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    /// Analyse the current position of a save file (its rules included) instead of HEAPs.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["heaps", "misere", "up_to", "set", "octal"])]
    file: Option<PathBuf>,
    /// Bare numbers are the heaps of Moore's Nim_K: a move takes from up to K heaps at once.
    #[arg(long, value_name = "K", conflicts_with_all = ["file", "misere", "up_to", "set", "octal"], value_parser = clap::value_parser!(u64).range(1..))]
    moore: Option<u64>,
    /// Bare numbers are heaps of this octal game (such as 0.77, Kayles), instead of the rule flags' game.
    #[arg(long, value_name = "CODE", conflicts_with_all = ["up_to", "set"], value_parser = sum::parse_octal)]
    octal: Option<crate::core::HeapGame>,
    /// The heaps, e.g. 19 20 21, or heaps of named games: kayles:10 dawson:7 nim:5 (also upto-K:n,
    /// set-A.B.C:n, lasker:n, grundy:n for Grundy's game, or an octal code such as 0.6:n); or one game
    /// in disguise: staircase:0,3,1,4
    /// (coins on steps 1, 2, …), poker:3,4,5/2,1 (heaps/banks), turtles:THHTH (also mock-turtles:,
    /// ruler:), lasker:5,3, hackenbush:'((()))(()())' (edges in brackets), wythoff:3,5.
    #[arg(
        value_name = "HEAP",
        required_unless_present = "file",
        allow_negative_numbers = true,
        value_parser = sum::parse_heap_arg
    )]
    heaps: Vec<sum::HeapArg>,
}

#[derive(Args, Debug)]
struct VerifyArgs {
    /// The number of heaps.
    #[arg(long, value_name = "N")]
    heaps: usize,
    /// The largest heap size.
    #[arg(long, value_name = "M", allow_negative_numbers = true, value_parser = parse_heap)]
    max: u64,
    #[command(flatten)]
    rules: RuleArgs,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

/// A heap size, with messages a person can act on.
pub(super) fn parse_heap(text: &str) -> Result<u64, String> {
    let trimmed = text.trim();
    if trimmed.starts_with('-') && trimmed[1..].chars().all(|c| c.is_ascii_digit()) && trimmed.len() > 1 {
        return Err(msg::cli_negative(save::echo(text)));
    }
    if !trimmed.is_empty() && trimmed.chars().all(|c| c.is_ascii_digit()) {
        return trimmed.parse::<u64>().map_err(|_| msg::cli_too_large(u64::MAX, save::echo(text)));
    }
    Err(msg::cli_not_a_number(save::echo(text)))
}

/// Runs the command line on `args` (the first is the program name): a headless command and its exit
/// code, or the request to open the window.
///
/// ```
/// use bouton::cli::{run, Invocation};
/// let mut out = Vec::new();
/// let mut err = Vec::new();
/// let invocation = run(["bouton", "analyze", "--json", "1", "2", "3"], &mut out, &mut err);
/// assert_eq!(invocation, Invocation::Done(0));
/// assert!(String::from_utf8(out).unwrap().contains(r#""outcome":"P""#));
/// ```
pub fn run<I, T>(args: I, out: &mut dyn Write, err: &mut dyn Write) -> Invocation
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    run_with(args, out, err, Progress::Hidden)
}

/// Whether a long command shows its progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    /// Never (tests, pipes, `--json`).
    Hidden,
    /// A progress bar on the terminal's stderr, when stderr is a terminal and the output is not JSON.
    OnTerminal,
}

/// As [`run`], with `verify` showing its progress as `progress` says. The program runs this with
/// [`Progress::OnTerminal`].
pub fn run_with<I, T>(args: I, out: &mut dyn Write, err: &mut dyn Write, progress: Progress) -> Invocation
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    // `--lang` first, so the help's summary and the messages about bad values speak it too; on this
    // thread and for this command only (tests run commands side by side in one process).
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    match words::lang_asked(&args) {
        Some(lang) => match crate::i18n::with_language(lang, || run_in_language(args, out, err, progress)) {
            // The window speaks it from then on, as the system's language would be.
            Invocation::OpenWindow(file) => {
                crate::i18n::set_language(lang);
                Invocation::OpenWindow(file)
            }
            done @ Invocation::Done(_) => done,
        },
        None => run_in_language(args, out, err, progress),
    }
}

/// As [`run_with`], in the language in force.
fn run_in_language(args: Vec<OsString>, out: &mut dyn Write, err: &mut dyn Write, progress: Progress) -> Invocation {
    let command = words::localized(<Cli as clap::CommandFactory>::command(), "");
    let parsed = command
        .clone()
        .try_get_matches_from(args)
        .and_then(|matches| <Cli as clap::FromArgMatches>::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) => {
            return if e.use_stderr() {
                // clap's message runs until its first blank line; make it one line.
                let rendered = e.to_string();
                let message: Vec<&str> = rendered.lines().take_while(|l| !l.trim().is_empty()).map(str::trim).collect();
                let english = message.join(" ");
                let said = words::complaint(&e).unwrap_or_else(|| english.trim_start_matches("error: ").to_string());
                Invocation::Done(bad_input(err, &said))
            } else {
                // --help and --version.
                let _ = write!(out, "{}", e.render());
                Invocation::Done(EXIT_OK)
            };
        }
    };
    let result = match cli.command {
        Some(Command::Analyze(args)) => analyze(&args, out),
        Some(Command::Verify(args)) => verify(&args, out, progress),
        Some(Command::Check(args)) => Ok(check::check(&args, out)),
        Some(Command::Handout(args)) => print_handout(&args, out),
        Some(Command::Grundy(args)) => grundy::grundy(&args, out, progress),
        Some(Command::Review(args)) => review::review(&args, out),
        #[cfg(feature = "class")]
        Some(Command::Class(args)) => class::class(&args, out),
        Some(Command::Generate(args)) => generate::generate(&args, &command, out),
        None => return Invocation::OpenWindow(cli.file),
    };
    Invocation::Done(match result {
        Ok(code) => code,
        // The reader went away (`bouton analyze … | head`): what it wanted was written; nothing to say.
        Err(CliError::Output(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => EXIT_OK,
        Err(error) => bad_input(err, &error.to_string()),
    })
}

/// The bar of `verify`: positions classified, then compared, on stderr; hidden when `show` is false
/// or stderr is not a terminal (indicatif draws nothing then).
fn progress_bar(show: bool) -> indicatif::ProgressBar {
    progress_bar_for(show, &msg::cli_classifying())
}

/// A bar on stderr for a long command, `doing` in words; hidden as [`progress_bar`] says.
fn progress_bar_for(show: bool, doing: &str) -> indicatif::ProgressBar {
    if !show {
        return indicatif::ProgressBar::hidden();
    }
    let left = msg::cli_about_left("{eta}");
    let style = indicatif::ProgressStyle::with_template(&format!(
        "{{spinner}} {doing}: {{human_pos}}/{{human_len}} [{{bar:30}}] {{percent}}% · {{elapsed}} ({left})"
    ))
    .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar())
    .progress_chars("=> ");
    indicatif::ProgressBar::with_draw_target(None, indicatif::ProgressDrawTarget::stderr()).with_style(style)
}

fn bad_input(err: &mut dyn Write, message: &str) -> u8 {
    let _ = writeln!(err, "bouton: {}", plain_line(message));
    EXIT_BAD_INPUT
}

/// A message as one short line: control characters escaped and every quoted piece of the command
/// line ('…') cut to 60 characters, however long the value given was.
fn plain_line(message: &str) -> String {
    message
        .split('\'')
        .enumerate()
        .map(|(i, piece)| if i % 2 == 1 { save::echo(piece) } else { save::echo_all(piece) })
        .collect::<Vec<_>>()
        .join("'")
}

fn analyze(args: &AnalyzeArgs, out: &mut dyn Write) -> Result<u8, CliError> {
    let (position, rules) = if let Some(path) = &args.file {
        let game = match save::load_any(path)? {
            save::Opened::Game(loaded) => loaded.saved.game,
            save::Opened::Disguise(loaded) => {
                // The position on the board: the start with the moves up to the cursor played.
                let saved = loaded.saved;
                let mut position = saved.start.clone();
                for mv in &saved.moves[..saved.cursor] {
                    position = position.after(mv)?;
                }
                return disguise::analyze(&position, args.json, out);
            }
            save::Opened::Lesson(_) => {
                let origin = save::shown(path);
                return Err(save::LoadError::Invalid { origin, problem: save::Problem::LessonNotGame }.into());
            }
        };
        let Some(plain) = game.plain() else { return sum::analyze_saved(&game, args.json, out) };
        (plain.position().clone(), plain.rules().clone())
    } else {
        if args.heaps.len() > MAX_CLI_HEAPS {
            return Err(CliError::TooManyHeaps { count: args.heaps.len() });
        }
        if let Some(done) = disguise::requested(args)?.analyze(args, out) {
            return done;
        }
        let rules = args.rules.rules()?;
        if args.octal.is_some() || sum::heap_args(args).any(|(game, _)| game.is_some()) {
            return sum::analyze(args, &rules, out);
        }
        (Position::new(sum::heap_args(args).map(|(_, size)| size).collect())?, rules)
    };
    let analysis = Analysis::of(&position, &rules)?;
    if args.json {
        writeln!(out, "{}", json::analysis(&position, &rules, &analysis))?;
    } else {
        write!(out, "{}", text::analysis(&position, &rules, &analysis))?;
    }
    Ok(EXIT_OK)
}

/// `bouton handout [--student] FILE`: the Markdown handout (or worksheet) of the file's current position.
fn print_handout(args: &HandoutArgs, out: &mut dyn Write) -> Result<u8, CliError> {
    let loaded = save::load_file(&args.file)?;
    let edition = if args.student { crate::export::Edition::Student } else { crate::export::Edition::Teacher };
    let text = crate::export::handout_for(&loaded.saved, edition)?;
    write!(out, "{text}")?;
    Ok(EXIT_OK)
}

fn verify(args: &VerifyArgs, out: &mut dyn Write, progress: Progress) -> Result<u8, CliError> {
    let rules = args.rules.rules()?;
    let shape = CheckBox { heaps: args.heaps, max: args.max };
    let started = Instant::now();
    let bar = progress_bar(progress == Progress::OnTerminal && !args.json);
    let report = check_rules(shape, &rules, |done, total| {
        bar.set_length(total);
        bar.set_position(done);
        true
    });
    bar.finish_and_clear();
    let report = report?;
    let elapsed = started.elapsed();
    if args.json {
        writeln!(out, "{}", json::verify(&rules, &report, elapsed))?;
    } else {
        write!(out, "{}", text::verify(&rules, &report, elapsed))?;
    }
    Ok(if report.mismatch_count == 0 { EXIT_OK } else { EXIT_MISMATCH })
}
