//! The command line, driven through `bouton::cli::run` as a shell would.

use crate::common;

use std::collections::HashMap;

use proptest::prelude::*;

use crate::common::run_cli as run;

#[test]
fn analyze_json_is_exactly_the_documented_object() {
    let (code, out, err) = run(&["analyze", "--json", "19", "20", "21"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out.trim_end(),
        r#"{"heaps":[19,20,21],"rules":{"ending":"normal","moves":"any"},"grundy":[19,20,21],"nim_sum":18,"outcome":"N","remoteness":43,"winning_moves":[{"heap":0,"take":18,"leaves":1,"remoteness":42},{"heap":1,"take":14,"leaves":6,"remoteness":46},{"heap":2,"take":14,"leaves":7,"remoteness":46}]}"#
    );
    assert_eq!(out.lines().count(), 1);
}

/// Remoteness in the JSON: the position's, and each winning move's (that of the position it
/// leaves), against the naive definition; `null` with a note past the search's bounds.
#[test]
fn analyze_json_gives_remoteness() {
    let rules = bouton::Rules::new(bouton::Ending::Misere, bouton::MoveRule::up_to(3).unwrap());
    let (code, out, _) = run(&["analyze", "--json", "--misere", "--up-to", "3", "7", "5", "2"]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let mut memo = HashMap::new();
    let (_, here) = common::naive_remoteness(&[7, 5, 2], &rules, &mut memo);
    assert_eq!(json["remoteness"], here, "{out}");
    for mv in json["winning_moves"].as_array().unwrap() {
        let mut after = vec![7, 5, 2];
        after[mv["heap"].as_u64().unwrap() as usize] = mv["leaves"].as_u64().unwrap();
        let (wins, then) = common::naive_remoteness(&after, &rules, &mut memo);
        assert!(!wins);
        assert_eq!(mv["remoteness"], then, "{out}");
    }
    let (code, out, _) = run(&["analyze", "--json", "20000000", "5"]);
    assert_eq!(code, 0);
    assert!(out.contains(r#""remoteness":null,"remoteness_note":"a heap of 20000000 is too large"#), "{out}");
    let (_, text, _) = run(&["analyze", "1", "2", "3"]);
    assert!(text.contains("Remoteness: 6: with best play the player to move loses in 6 moves"), "{text}");
}

/// A set of every amount from 1 to k is S(1..k): `analyze`, `verify` and the worksheet explain it by
/// the proven rule (they said "no proven rule; an exact search decided" of `--set 1,2`).
#[test]
fn a_set_of_one_to_k_is_s_one_to_k_everywhere() {
    let (code, out, err) = run(&["analyze", "--misere", "--set", "1,2", "3", "4"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("take 1 to 2") && !out.contains("no proven rule"), "{out}");
    assert_eq!(out, run(&["analyze", "--misere", "--up-to", "2", "3", "4"]).1, "the same words as --up-to 2");
    let (code, out, err) = run(&["verify", "--heaps", "3", "--max", "5", "--misere", "--set", "2,1"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Rule: while a value is ≥ 2") && !out.contains("no proven rule"), "{out}");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("set.ron");
    std::fs::write(&path, "(version: 2, rules: (ending: Misere, moves: Set([1, 2, 3])), start: [4, 5])").unwrap();
    let (code, sheet, err) = run(&["handout", "--student", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(sheet.contains("take 1 to 3") && !sheet.contains("no general rule"), "{sheet}");
}

/// `bouton review`: every move graded, the mistakes counted per player, in text and JSON; a sum or
/// a lesson is refused with one line.
#[test]
fn review_grades_a_saved_game() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mistake.ron");
    let mut game = bouton::PlainGame::new(bouton::Rules::default(), bouton::Position::new(vec![3, 4, 5]).unwrap());
    for (heap, take) in [(0, 2), (2, 5), (1, 1), (0, 1), (1, 1), (1, 2)] {
        game.play(bouton::Move::new(heap, take)).unwrap();
    }
    let mut saved = bouton::save::SavedGame::new("A game with a mistake", bouton::Game::from_plain(&game).unwrap());
    saved.players.first = bouton::Player::Human { name: "Class".into() };
    bouton::save::write_file_atomically(&path, bouton::words::game_file(&saved).as_bytes()).unwrap();
    let file = path.to_str().unwrap();
    let (code, out, err) = run(&["review", file]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(
        out.contains(
            "  1  Class                  take 2 from heap 1            win in 11         win in 11         best"
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "  3  Class                  take 1 from heap 2            win in 3          lose in 4         mistake"
        ),
        "{out}"
    );
    assert!(out.contains("Class: best 1, mistake 2"), "{out}");
    let (code, out, _) = run(&["review", "--json", file]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["moves"][2]["grade"], "mistake");
    assert_eq!(json["moves"][1]["before"]["outcome"], "P");
    assert_eq!(json["players"][0]["mistakes"], 2);
    // The teacher's handout of the same file ends with the same review.
    let (code, out, _) = run(&["handout", file]);
    assert_eq!(code, 0);
    assert!(out.contains("## Review of the moves played"), "{out}");
    assert!(out.contains("Class: best 1, mistake 2"), "{out}");
    let (code, _, err) = run(&["review", "saves/kayles-nim-dawson.ron"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("holds another game (Kayles, an octal code, or a sum of games)") && err.lines().count() == 1,
        "{err}"
    );
}

#[test]
fn analyze_json_rules_shapes() {
    let (_, out, _) = run(&["analyze", "--json", "--misere", "--up-to", "3", "5", "4"]);
    assert!(out.contains(r#""rules":{"ending":"misere","moves":{"up_to":3}}"#), "{out}");
    assert!(out.contains(r#""grundy":[1,0]"#), "{out}");
    let (_, out, _) = run(&["analyze", "--json", "--set", "4,1,3", "9", "11", "7"]);
    assert!(out.contains(r#""moves":{"set":[1,3,4]}"#), "{out}");
    assert!(out.contains(r#""outcome":"N""#), "{out}");
}

#[test]
fn analyze_text_marks_the_table() {
    let (code, out, _) = run(&["analyze", "19", "20", "21"]);
    assert_eq!(code, 0);
    assert!(out.contains("X = 18"), "{out}");
    assert!(out.contains("top bit d = 4"), "{out}");
    assert!(out.contains("take 18 from heap 1"), "{out}");
    assert!(out.contains("take 14 from heap 3"), "{out}");
    let (_, out, _) = run(&["analyze", "1", "2", "3"]);
    assert!(out.contains("P: the player to move loses"), "{out}");
}

#[test]
fn verify_reports_agreement_and_counts() {
    let (code, out, _) = run(&["verify", "--heaps", "3", "--max", "7", "--json"]);
    assert_eq!(code, 0);
    let value: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(value["positions"], 120);
    assert_eq!(value["mismatch_count"], 0);
    assert_eq!(value["rules"]["moves"], "any");
    // P-positions of 3 heaps ≤ 7, counted as multisets: a ≤ b ≤ c with a ⊕ b = c.
    let mut p = 0;
    for a in 0..8u64 {
        for b in a..8 {
            for c in b..8 {
                p += u64::from(a ^ b ^ c == 0);
            }
        }
    }
    assert_eq!(value["p_positions"], p);
    let (code, out, _) = run(&["verify", "--heaps", "2", "--max", "10", "--misere", "--set", "1,3,4"]);
    assert_eq!(code, 0);
    assert!(out.contains("exact game-tree search"), "{out}");
}

#[test]
fn bad_input_is_one_line_on_stderr_and_exit_code_2() {
    let cases: &[&[&str]] = &[
        &["analyze", "abc"],
        &["analyze", "-3"],
        &["analyze", "18446744073709551616"],
        &["analyze", "--up-to", "0", "5"],
        &["analyze", "--set", "", "5"],
        &["analyze", "--set", "0,1", "5"],
        &["analyze", "--set", "1,x", "5"],
        &["analyze", "--up-to", "2", "--set", "1,2", "5"],
        &["analyze"],
        &["analyze", "--misere", "--set", "2,5", "1000", "1000", "1000"],
        &["verify", "--heaps", "9", "--max", "1000"],
        &["verify", "--heaps", "0", "--max", "3"],
        &["verify", "--heaps", "3"],
        &["verify", "--heaps", "3", "--max", "-1"],
        &["analyze", "--frobnicate", "3"],
    ];
    let long = "A".repeat(100_000);
    let control = "1\n\u{1b}[2J";
    let hostile: &[&[&str]] =
        &[&["analyze", &long], &["analyze", "--set", &long, "3"], &["analyze", "--set", control, "3"]];
    for args in cases.iter().chain(hostile) {
        let (code, out, err) = run(args);
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(out, "", "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("bouton: "), "{args:?}: {err}");
        assert!(err.chars().count() < 300, "a long value is cut: {} characters", err.chars().count());
        assert!(!err.contains('\u{1b}'), "control characters are escaped: {err:?}");
    }
    let many: Vec<String> = (0..10_001).map(|i| i.to_string()).collect();
    let mut args = vec!["analyze"];
    args.extend(many.iter().map(String::as_str));
    let (code, out, err) = run(&args);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("too many"), "{err}");
}

#[test]
fn help_and_version_go_to_stdout() {
    let (code, out, err) = run(&["--help"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.contains("analyze"));
    let (code, out, _) = run(&["--version"]);
    assert_eq!(code, 0);
    assert_eq!(out, format!("bouton {} ({})\n", env!("CARGO_PKG_VERSION"), bouton::COMMIT));
    // The hidden `generate` (for packages) is not listed.
    assert!(!out.contains("generate"));
}

/// `--version` names the commit the program was built from: Git's, where the source is a clone.
#[test]
fn the_version_names_the_commit_built() {
    assert!(bouton::VERSION.ends_with(&format!("({})", bouton::COMMIT)), "{}", bouton::VERSION);
    let git = std::process::Command::new("git").args(["rev-parse", "--short=9", "HEAD"]).output();
    match git {
        Ok(output) if output.status.success() && std::env::var_os("BOUTON_COMMIT").is_none() => {
            assert_eq!(bouton::COMMIT, String::from_utf8_lossy(&output.stdout).trim());
        }
        _ => assert!(!bouton::COMMIT.is_empty()),
    }
}

/// `bouton generate DIR` writes what the Debian package installs: man pages for the program and each
/// listed subcommand, completions, a menu entry and a file type worded in every language.
#[test]
fn generate_writes_the_man_pages_completions_menu_entry_and_file_type() {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("made");
    let (code, out, err) = run(&["--lang", "en", "generate", target.to_str().unwrap()]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out.lines().count(), 15, "{out}");
    let read = |name: &str| std::fs::read_to_string(target.join(name)).unwrap();
    let page = read("man/bouton.1");
    assert!(page.contains(&format!(".TH bouton 1  \"bouton {}\"", bouton::VERSION)), "{page}");
    for sub in ["analyze", "verify", "check", "handout", "grundy", "review", "class"] {
        assert!(page.contains(&format!("bouton\\-{sub}(1)")), "{sub} in {page}");
        assert!(read(&format!("man/bouton-{sub}.1")).contains(".SH SYNOPSIS"));
    }
    assert!(!target.join("man/bouton-generate.1").exists());
    assert!(page.contains(".SH COMMANDS") && !page.contains("bouton\\-help"), "{page}");
    let sections: Vec<&str> = page.lines().filter(|line| line.starts_with(".SH")).collect();
    let ending = [".SH \"EXIT STATUS\"", ".SH ENVIRONMENT", ".SH FILES", ".SH VERSION"];
    assert!(sections.ends_with(&ending), "{sections:?}");
    assert!(page.contains("2: bad input") && page.contains("RUST_LOG=info"), "{page}");
    assert!(read("man/bouton-verify.1").contains(bouton::VERSION), "each page names the version");
    assert!(read("completions/bouton.bash").contains("analyze"));
    for shell in ["bouton.bash", "_bouton", "bouton.fish"] {
        assert!(!read(&format!("completions/{shell}")).contains("generate"), "the hidden command in {shell}");
    }
    assert!(read("completions/_bouton").starts_with("#compdef bouton"));
    assert!(read("completions/bouton.fish").contains("complete -c bouton"));

    let entry = read("bouton.desktop");
    let mut keys = std::collections::BTreeSet::new();
    for line in entry.lines().skip(1) {
        let (key, value) = line.split_once('=').unwrap_or_else(|| panic!("not a key: {line}"));
        assert!(!value.trim().is_empty() && keys.insert(key), "{line}");
    }
    for line in [
        "Exec=bouton %f",
        "Icon=bouton",
        "MimeType=application/x-bouton;",
        "Comment[fr]=Jouer au Nim et apprendre le théorème de Bouton\u{a0}: la table binaire, les preuves, l’ordinateur comme adversaire",
        "GenericName[zh_CN]=Nim 教学工具",
        "Keywords[de]=Nim;XOR;Nim-Summe;Spieltheorie;Bouton;Mathematik;",
    ] {
        assert!(entry.lines().any(|l| l == line), "{line} in {entry}");
    }
    let types = read("bouton.xml");
    for part in [
        "<mime-type type=\"application/x-bouton\">",
        "<comment xml:lang=\"pt_BR\">Arquivo do Bouton (partida, posição ou lição)</comment>",
        "<glob pattern=\"*.ron\"/>",
    ] {
        assert!(types.contains(part), "{part} in {types}");
    }
    assert!(types.contains(&format!("offset=\"3:{}\" value=\"Bouton\"", bouton::cli::MAGIC_REACH)), "{types}");
    // The magic ("// " then "Bouton" early in the line) matches the first line Bouton writes at the
    // top of every file it ships, in every language.
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for folder in ["assets/examples", "assets/lessons", "saves"] {
        let mut stack = vec![root.join(folder)];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).unwrap().map(Result::unwrap) {
                let path = entry.path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|ext| ext == "ron") {
                    files.push(path);
                }
            }
        }
    }
    assert!(files.len() > 60, "{}", files.len());
    for file in files {
        let bytes = std::fs::read(&file).unwrap();
        let early = &bytes[3..bytes.len().min(bouton::cli::MAGIC_REACH + "Bouton".len())];
        let named = early.windows(6).any(|w| w == b"Bouton");
        assert!(bytes.starts_with(b"// ") && named, "{} does not start with its Bouton line", file.display());
    }
}

/// `generate` into a place that cannot be a folder says so in one line, naming the place.
#[test]
fn generate_into_a_file_is_one_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "x").unwrap();
    let (code, out, err) = run(&["--lang", "en", "generate", file.to_str().unwrap()]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("a-file"), "{err}");
}

#[test]
fn handout_prints_markdown_with_the_table_and_the_moves() {
    let root = env!("CARGO_MANIFEST_DIR");
    let (code, out, err) = run(&["handout", &format!("{root}/assets/examples/nineteen-twenty-twenty-one.ron")]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.starts_with("# 19, 20, 21: three winning moves\n"), "{out}");
    assert!(out.contains("```text\nPosition: 19 20 21"), "{out}");
    assert!(out.contains("N: the player to move wins (X = 18 ≠ 0)."), "{out}");
    for line in [
        "- take 18 from heap 1 (19 → 1): X is 18; heap 1 has a 1 in X's top bit (16); 19 ⊕ 18 = 1, so take 18.",
        "- take 14 from heap 2 (20 → 6): X is 18; heap 2 has a 1 in X's top bit (16); 20 ⊕ 18 = 6, so take 14.",
        "- take 14 from heap 3 (21 → 7): X is 18; heap 3 has a 1 in X's top bit (16); 21 ⊕ 18 = 7, so take 14.",
    ] {
        assert!(out.contains(line), "{line}\n{out}");
    }
    // The computer's reasoning and the walkthrough of Lemma 2 on the position.
    assert!(out.contains("## The computer's reasoning"), "{out}");
    assert!(out.contains("## Lemma 2 of Bouton's proof, on this position"), "{out}");
    assert!(out.contains("y₁ = 18 ⊕ 19 = 1."), "{out}");
    let (code, out, err) = run(&["handout", &format!("{root}/tests/hostile/empty--empty.ron")]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.starts_with("bouton: ") && err.lines().count() == 1, "{err}");
}

#[test]
fn check_reads_lessons_too() {
    let root = env!("CARGO_MANIFEST_DIR");
    let good = format!("{root}/assets/lessons/3-boutons-theorem.ron");
    let (code, out, _) = run(&["check", &good]);
    assert_eq!(code, 0);
    assert!(out.starts_with("OK ") && out.contains("(lesson \"3. Bouton's theorem\", 8 steps)"), "{out}");
    let bad = format!("{root}/tests/hostile-lessons/invalid-in-step--script-takes-too-much.ron");
    let (code, out, _) = run(&["check", &good, &bad]);
    assert_eq!(code, 2);
    assert!(out.contains("ERROR") && out.contains("step 2: move 1 takes 3 from heap 2, which has 2"), "{out}");
    // A title or a file name with control characters stays on one line and sends nothing to the
    // terminal; each warning has its own line.
    let dir = tempfile::tempdir().unwrap();
    let odd = dir.path().join("odd\nname.ron");
    std::fs::write(&odd, "(version: 1, title: \"L\\nINJECTED\\u{1b}[31m\", colour: 1, steps: [(start: [1])])").unwrap();
    let (code, out, _) = run(&["check", odd.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out.lines().count(), 2, "{out}");
    assert!(out.contains("odd\\nname.ron") && out.contains("L\\nINJECTED\\u{1b}[31m"), "{out}");
    assert!(!out.contains('\u{1b}'), "{out:?}");
    assert!(out.lines().nth(1).unwrap().trim_start().starts_with("warning: unknown field `colour`"), "{out}");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, failure_persistence: None, ..ProptestConfig::default() })]

    /// `bouton analyze`: the marker beside each heap row is a legal winning move from that heap under the
    /// rules in force, and a heap has a marker exactly when it has a winning move (naive oracle).
    #[test]
    fn every_row_marker_is_a_legal_winning_move(
        heaps in prop::collection::vec(0u64..12, 1..5),
        misere in any::<bool>(),
        kind in 0usize..3,
        k in 1u64..5,
        set in prop::collection::btree_set(1u64..7, 1..4),
    ) {
        let set: Vec<u64> = set.into_iter().collect();
        let (moves, flags): (bouton::MoveRule, Vec<String>) = match kind {
            0 => (bouton::MoveRule::Any, vec![]),
            1 => (bouton::MoveRule::up_to(k).unwrap(), vec!["--up-to".into(), k.to_string()]),
            _ => {
                let list: Vec<String> = set.iter().map(u64::to_string).collect();
                (bouton::MoveRule::set(&set).unwrap(), vec!["--set".into(), list.join(",")])
            }
        };
        let ending = if misere { bouton::Ending::Misere } else { bouton::Ending::Normal };
        let rules = bouton::Rules::new(ending, moves);
        let mut args: Vec<String> = vec!["analyze".into()];
        if misere {
            args.push("--misere".into());
        }
        args.extend(flags);
        args.extend(heaps.iter().map(u64::to_string));
        let words: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, out, err) = run(&words);
        prop_assert_eq!(code, 0, "{}", err);
        let mut memo = HashMap::new();
        for (i, &size) in heaps.iter().enumerate() {
            let row = out.lines().find(|l| l.trim_start().starts_with(&format!("heap {} ", i + 1))).unwrap();
            let wins_from_heap: Vec<u64> = (1..=size)
                .filter(|&t| rules.moves.allows(t))
                .filter(|&t| {
                    let mut after = heaps.clone();
                    after[i] -= t;
                    common::naive_is_p(&after, &rules, &mut memo)
                })
                .collect();
            match row.split_once("◂ take ") {
                None => prop_assert!(wins_from_heap.is_empty(), "no marker on {}, yet {:?} win\n{}", row, wins_from_heap, out),
                Some((_, marker)) => {
                    let (take, rest) = marker.split_once(" → ").unwrap();
                    let take: u64 = take.parse().unwrap();
                    let left: u64 = rest.split_whitespace().next().unwrap().parse().unwrap();
                    prop_assert!(wins_from_heap.contains(&take), "{} is not a winning move\n{}", row, out);
                    prop_assert_eq!(left, size - take);
                }
            }
        }
    }
}

/// `bouton handout --student`: a worksheet with the position, an empty table and the questions, and
/// no answer under any rules (not even the file's title, which often tells it).
#[test]
fn the_student_worksheet_tells_no_answer() {
    let root = env!("CARGO_MANIFEST_DIR");
    for example in
        ["nineteen-twenty-twenty-one", "three-five-six", "thai-21", "misere-endgame", "subtraction-set-1-3-4"]
    {
        let file = format!("{root}/assets/examples/{example}.ron");
        let (code, sheet, _) = run(&["handout", "--student", &file]);
        assert_eq!(code, 0, "{example}");
        let (_, teacher, _) = run(&["handout", &file]);
        let saved = bouton::save::load_file(std::path::Path::new(&file)).unwrap().saved;
        assert!(!sheet.contains(&saved.title), "{example}: the title waits");
        for telling in ["X = ", "wins (", "from heap", "Winning", "P:", "N:", "→", "◂"] {
            assert!(!sheet.contains(telling), "{example}: the worksheet says {telling:?}:\n{sheet}");
        }
        assert!(teacher.contains("## Who wins"), "{example}: the teacher's handout has the answers");
        for heap in saved.game.position().sizes() {
            assert!(sheet.contains(&format!("| {heap} |")), "{example}: heap {heap} is on the sheet");
        }
    }
}

/// `bouton grundy`: a game's values and its period, proven by the Guy–Smith theorem (Kayles: 12
/// from 71; Dawson's Kayles: 34 from 53), a million values by extending the period; an open game
/// beyond the mex limit and a bad name get a clear error and exit code 2.
#[test]
fn grundy_gives_values_and_proven_periods() {
    let (code, out, err) = run(&["grundy", "kayles", "--to", "1000000", "--json"]);
    assert_eq!((code, err.as_str()), (0, ""));
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(json["game"], "kayles");
    assert_eq!(json["code"], "0.77");
    assert_eq!((json["preperiod"].as_u64(), json["period"].as_u64()), (Some(71), Some(12)));
    assert_eq!(json["proven"], true);
    let values = json["values"].as_array().unwrap();
    assert_eq!(values.len(), 1_000_001);
    assert_eq!(values[..8].iter().map(|v| v.as_u64().unwrap()).collect::<Vec<_>>(), [0, 1, 2, 3, 1, 4, 3, 2]);
    assert_eq!(values[1_000_000], values[71 + (1_000_000 - 71) % 12]);

    let (code, out, _) = run(&["grundy", "dawson", "--to", "60"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("Dawson’s Kayles (0.07): Grundy values g(0) to g(60)"), "{out}");
    assert!(out.contains("Period 34 from n = 53 (proven by the Guy–Smith theorem)."), "{out}");
    assert!(out.contains("0 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5"), "{out}");

    let (code, out, _) = run(&["grundy", "nim", "--to", "5", "--json"]);
    assert_eq!(code, 0);
    assert_eq!(
        out.trim(),
        r#"{"game":"nim","code":null,"values":[0,1,2,3,4,5],"preperiod":null,"period":null,"proven":false}"#
    );

    let (code, out, _) = run(&["grundy", "0.6", "--to", "300"]);
    assert_eq!(code, 0);
    assert!(out.contains("No period proven in the values computed (up to n = 4,096)."), "{out}");
    // Past 2^20 values, said at once (after the 4,096 computed in search of a period).
    let (code, _, err) = run(&["grundy", "0.6", "--to", "2000000"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("no period of 0.6 is proven in its values up to n = 4,096, and Bouton computes values one by one only up to n = 1,048,576"),
        "{err}"
    );
    let (code, _, err) = run(&["grundy", "0.9"]);
    assert_eq!(code, 2);
    assert!(err.contains("is not an octal code"), "{err}");
}

/// `bouton analyze kayles:10 dawson:7 nim:5`: a sum of games, each heap of its own; the JSON keeps
/// today's fields and adds `games`, `split` (a ≤ b, with `leaves` absent), `winning_count` and the
/// sum's `remoteness`.
#[test]
fn analyze_sums_of_games() {
    let (code, out, err) = run(&["analyze", "--json", "kayles:10", "dawson:7", "nim:5"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out.trim_end(),
        r#"{"heaps":[10,7,5],"games":["kayles","dawson","nim"],"rules":{"ending":"normal","moves":"any"},"grundy":[2,1,5],"nim_sum":6,"outcome":"N","remoteness":15,"winning_moves":[{"heap":0,"take":1,"leaves":9},{"heap":2,"take":2,"leaves":3}],"winning_count":2}"#
    );
    // Alone, the row of 10 is won by splitting it into equal halves' worth: pin 3 leaves 2 and 7.
    let (_, out, _) = run(&["analyze", "--json", "kayles:10"]);
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let moves = json["winning_moves"].as_array().unwrap();
    assert!(
        moves.iter().any(|m| m["split"] == serde_json::json!([2, 7]) && m["take"] == 1 && m.get("leaves").is_none())
    );
    let (_, out, _) = run(&["analyze", "kayles:10"]);
    assert!(
        out.contains("knock pin 3 of row 1 (10 pins), leaving rows of 2 and 7: the two parts are worth 2 ⊕ 2 = 0"),
        "{out}"
    );
    // Bare numbers follow --octal or the rule flags.
    let (code, out, _) = run(&["analyze", "--json", "--octal", "0.77", "10", "nim:2"]);
    assert_eq!(code, 0);
    assert!(out.contains(r#""games":["kayles","nim"]"#) && out.contains(r#""moves":{"octal":"kayles"}"#), "{out}");
    let (_, out, _) = run(&["analyze", "--json", "--up-to", "3", "7", "kayles:4"]);
    assert!(out.contains(r#""games":["upto-3","kayles"]"#) && out.contains(r#""grundy":[3,1]"#), "{out}");
    // Every rule joins a sum as itself (it once had to be an octal code of at most 32 digits).
    let (code, out, _) = run(&["analyze", "--json", "--up-to", "40", "kayles:3", "41"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains(r#""games":["kayles","upto-40"]"#) && out.contains(r#""grundy":[3,0]"#), "{out}");
    // Misère: an exact search, said so.
    let (code, out, _) = run(&["analyze", "--misere", "kayles:5", "dawson:6", "nim:2"]);
    assert_eq!(code, 0);
    assert!(out.contains("so it searched every line of play: the position is N"), "{out}");
    // Bad input: one line, exit 2, nothing on stdout.
    for args in [
        &["analyze", "foo:3"][..],
        &["analyze", "kayles:-1"],
        &["analyze", "kayles:"],
        &["analyze", "--octal", "0.9", "3"],
        &["analyze", "--octal", "0.7", "--up-to", "3", "3"],
        &["analyze", "0.6:2000000"],
        &["analyze", "--misere", "kayles:1000", "nim:3"],
        &["analyze", "set-0.3:5"],
        &["grundy", "set-1.0"],
    ] {
        let (code, out, err) = run(args);
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
    // Heaps that cannot move count as empty: misère Nim keeps Bouton's rule at any size (the audit
    // found these searched, or refused, as if Kayles were in play).
    let (code, out, _) = run(&["analyze", "--misere", "nim:100000", "kayles:0", "set-2.3:1"]);
    assert_eq!(code, 0);
    assert!(out.contains("misère play with a heap worth 2 or more: Bouton's rule still holds"), "{out}");
    let (_, out, _) = run(&["analyze", "--misere", "kayles:8"]);
    assert!(out.contains("value 1 in normal play (in misère play it need not play like a Nim heap of 1)"), "{out}");
    let (_, out, _) = run(&["analyze", "--misere", "dawson:1"]);
    assert!(out.contains("no move is left: in misère play the player who made the last move loses"), "{out}");
    let (_, _, err) = run(&["analyze", "--misere", "kayles:1000", "nim:3"]);
    assert!(err.contains("Bouton knows no misère rule for sums with Kayles and Nim"), "{err}");
}

/// Output cut short by the reader (`bouton analyze … | head`) is not an error to report.
#[test]
fn a_closed_pipe_is_not_reported() {
    struct ClosedPipe;
    impl std::io::Write for ClosedPipe {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(std::io::Error::from(std::io::ErrorKind::BrokenPipe))
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut err = Vec::new();
    let invocation = bouton::cli::run(["bouton", "analyze", "kayles:10", "nim:5"], &mut ClosedPipe, &mut err);
    assert_eq!(invocation.exit_code(), Some(0));
    assert!(err.is_empty(), "{}", String::from_utf8_lossy(&err));
}

/// The text follows `LC_ALL`, `LC_MESSAGES`, `LANG` and `--lang`; `--json` and the exit codes are
/// the same in every language.
#[test]
fn the_text_speaks_the_locales_language_and_json_does_not() {
    let run_in = |locale: &str, args: &[&str]| {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_bouton"))
            .args(args)
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", locale)
            .output()
            .unwrap();
        (output.status.code(), String::from_utf8(output.stdout).unwrap(), String::from_utf8(output.stderr).unwrap())
    };
    let analyze = ["analyze", "3", "4", "5"];
    let (_, french, _) = run_in("fr_FR.UTF-8", &analyze);
    // (Formulas keep no-break spaces, "3\u{a0}→\u{a0}1", so a line never wraps inside one.)
    assert!(
        french.contains("Coups gagnants (1)\u{a0}:") && french.contains("prendre 2 au tas 1 (3\u{a0}→\u{a0}1)"),
        "{french}"
    );
    let (_, chinese, _) = run_in("zh_CN.UTF-8", &analyze);
    assert!(chinese.contains("必胜走法（1）：") && chinese.contains("从第 1 堆取走 2 颗"), "{chinese}");
    let (_, english, _) = run_in("C", &analyze);
    assert!(english.contains("Winning moves (1):\n  take 2 from heap 1 (3 → 1): win in 11"), "{english}");
    let (_, german, _) = run_in("fr_FR.UTF-8", &["--lang", "de", "analyze", "3", "4", "5"]);
    assert!(german.contains("Gewinnzüge"), "--lang wins over LANG: {german}");
    let json = |locale| run_in(locale, &["analyze", "3", "4", "5", "--json"]);
    assert_eq!(json("fr_FR.UTF-8"), json("C"));
    assert_eq!(json("zh_CN.UTF-8"), json("C"));
    let (code, _, said) = run_in("fr_FR.UTF-8", &["analyze", "3", "-4"]);
    assert_eq!((code, run_in("C", &["analyze", "3", "-4"]).0), (Some(2), Some(2)));
    assert!(said.contains("négatif"), "{said}");
}

/// `--help` and the complaints about bad arguments speak the language of `--lang` too.
#[test]
fn help_and_argument_errors_speak_the_language() {
    use bouton::i18n::{Lang, msg, with_language};
    type Message = (&'static str, fn() -> String);
    for lang in [Lang::Fr, Lang::ZhCn, Lang::De] {
        let (code, help, _) = run(&["--lang", lang.tag(), "--help"]);
        assert_eq!(code, 0);
        let messages: [Message; 5] = [
            ("cli-about", msg::cli_about),
            ("cli-help-analyze", msg::cli_help_analyze),
            ("cli-help-review", msg::cli_help_review),
            ("cli-help-lang", msg::cli_help_lang),
            ("cli-help-subcommand-help", msg::cli_help_subcommand_help),
        ];
        for (id, message) in messages {
            let said = with_language(lang, message);
            assert_ne!(said, with_language(Lang::En, message), "{} {id} is translated", lang.tag());
            assert!(help.contains(&said), "{}: {id}:\n{help}", lang.tag());
        }
        let (_, analyze, _) = run(&["--lang", lang.tag(), "analyze", "--help"]);
        assert!(analyze.contains(&with_language(lang, msg::cli_help_misere)), "{analyze}");
        let english = run(&["verify"]).2;
        let (code, _, said) = run(&["--lang", lang.tag(), "verify"]);
        assert_eq!(code, 2);
        assert!(said.starts_with("bouton: ") && said.contains("--heaps") && said != english, "{said}");
        let conflict = ["analyze", "--up-to", "3", "--set", "1,2", "4"];
        let english = run(&conflict).2;
        let (code, _, said) = run(&[&conflict[..], &["--lang", lang.tag()]].concat());
        assert_eq!(code, 2);
        assert!(said.contains("--up-to") && said.contains("--set") && said != english, "{said}");
    }
}
