//! `bouton check FILE…`: one line per save or lesson file, OK or its error.

use std::io::Write;

use super::{CheckArgs, EXIT_BAD_INPUT, EXIT_OK};
use crate::i18n::{Arg, msg};
use crate::save;

/// `bouton check`: one line per file, `OK` (with any warnings) or the error; exit 2 if any is bad.
pub(super) fn check(args: &CheckArgs, out: &mut dyn Write) -> u8 {
    let mut any_bad = false;
    for path in &args.files {
        let line = match save::load_any(path) {
            Ok(opened) => {
                let (mut line, warnings) = match opened {
                    save::Opened::Game(loaded) => {
                        let game = &loaded.saved.game;
                        let line = if let Some(rules) = game.rules() {
                            msg::check_game(
                                save::shown(path),
                                Arg::Count(game.start().heaps().len() as u64),
                                Arg::Count(game.moves().len() as u64),
                                rules.to_string(),
                            )
                        } else {
                            {
                                // Each game once, in the order it first appears, and a long list cut.
                                let mut names: Vec<String> = Vec::new();
                                for heap in game.start().heaps() {
                                    let name = heap.game.name();
                                    if !names.contains(&name) {
                                        names.push(name);
                                    }
                                }
                                let names = crate::words::short_list(&names, 8);
                                msg::check_sum(
                                    game.ending().to_string(),
                                    save::shown(path),
                                    names,
                                    Arg::Count(game.start().heaps().len() as u64),
                                    Arg::Count(game.moves().len() as u64),
                                )
                            }
                        };
                        (line, loaded.warnings)
                    }
                    save::Opened::Disguise(loaded) => {
                        let title = crate::words::disguise_title(&loaded.saved.start);
                        let line =
                            msg::check_disguise(save::shown(path), title, Arg::Count(loaded.saved.moves.len() as u64));
                        (line, loaded.warnings)
                    }
                    save::Opened::Lesson(loaded) => {
                        let line = msg::check_lesson(
                            save::shown(path),
                            Arg::Count(loaded.lesson.steps.len() as u64),
                            save::echo(&loaded.lesson.title),
                        );
                        (line, loaded.warnings)
                    }
                };
                // One line each: the file, then its warnings.
                for warning in &warnings {
                    line.push_str("\n       ");
                    line.push_str(&msg::check_warning(warning.to_string()));
                }
                line
            }
            Err(e) => {
                any_bad = true;
                // The error names the file itself.
                format!("ERROR  {e}")
            }
        };
        let _ = writeln!(out, "{line}");
    }
    if any_bad { EXIT_BAD_INPUT } else { EXIT_OK }
}
