//! Bounded work (issue 29): every input that `check` accepts — a command line or a file — is
//! answered or refused in one line by `analyze`, `handout`, `review` and `grundy`, never a panic, an
//! endless run or gigabytes. The work bound is decided from an estimate made before the work, so these
//! reproducers end at once; their times and memory are in `benches/remoteness.rs` and the closing
//! notes.

use crate::common::run_cli as run;

/// A version-2 game file: `start` heaps, with `games` when given, and `moves` (heap from 0, take).
fn file(dir: &tempfile::TempDir, name: &str, start: &[u64], games: Option<&[&str]>, moves: &[(usize, u64)]) -> String {
    let list = |items: Vec<String>| items.join(", ");
    let games = games.map_or_else(String::new, |games| {
        format!("    games: [{}],\n", list(games.iter().map(|g| format!("{g:?}")).collect()))
    });
    let moves = list(moves.iter().map(|(heap, take)| format!("(heap: {}, take: {take})", heap + 1)).collect());
    let text = format!(
        "(\n    version: 2,\n    rules: (ending: Normal, moves: Any),\n    start: [{}],\n{games}    moves: [{moves}],\n)\n",
        list(start.iter().map(u64::to_string).collect()),
    );
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_owned()
}

const TOO_LARGE: &str = "too many or too large to count the moves to the end";

/// `upto-K` with the largest K is S(1..K): no table of K values, no panic, in every command.
#[test]
fn the_largest_up_to_is_answered_without_a_table() {
    let (code, out, err) = run(&["analyze", "upto-18446744073709551615:5"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("so the position is N") && out.contains("take all 5 of heap 1"), "{out}");
    let (code, out, err) = run(&["grundy", "upto-18446744073709551615", "--to", "10"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.lines().any(|line| line == "0 1 2 3 4 5 6 7 8 9 10"), "{out}");
    let dir = tempfile::tempdir().unwrap();
    let huge = file(&dir, "huge-up-to.ron", &[5, 3], Some(&["upto-18446744073709551615", "nim"]), &[]);
    let (code, out, err) = run(&["check", &huge]);
    assert_eq!(code, 0, "{out}{err}");
    let (code, out, err) = run(&["analyze", "--file", &huge]);
    assert_eq!(code, 0, "{out}{err}");
    let big = file(&dir, "big-up-to.ron", &[5], Some(&["upto-1000000000"]), &[]);
    let (code, out, err) = run(&["check", &big]);
    assert_eq!(code, 0, "{out}{err}");
}

/// Many heaps: 150 on the command line, 10,000 in a file — the outcome at once, and the moves to the
/// end either counted or "not counted" with the reason, in one line.
#[test]
fn many_heaps_are_answered_or_refused_at_once() {
    let heaps: Vec<String> = (1..=150).map(|n| n.to_string()).collect();
    let mut args = vec!["analyze"];
    args.extend(heaps.iter().map(String::as_str));
    let (code, out, err) = run(&args);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Remoteness"), "{out}");
    let dir = tempfile::tempdir().unwrap();
    let start: Vec<u64> = (0..10_000).map(|i| 1 + i % 97).collect();
    let path = file(&dir, "ten-thousand.ron", &start, None, &[]);
    let (code, out, err) = run(&["analyze", "--file", &path]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(TOO_LARGE), "{out}");
    assert!(out.lines().all(|line| line.chars().count() <= 600), "no line over 600 characters");
    let (code, out, err) = run(&["analyze", "--json", "--file", &path]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(r#""remoteness":null"#), "{}", &out[..out.len().min(300)]);
}

/// A long game of many heaps: the review is refused in one line before any position is made; the
/// handout of it is still written (it names the position, not every move's value).
#[test]
fn a_long_game_of_many_heaps_is_refused_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let start: Vec<u64> = vec![20; 4_000];
    let moves: Vec<(usize, u64)> = (0..40_000).map(|i| (i % 4_000, 1)).collect();
    let path = file(&dir, "long.ron", &start, None, &moves);
    let (code, out, err) = run(&["review", &path]);
    assert_ne!(code, 0, "refused: {out}");
    assert!(err.contains(TOO_LARGE), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
}

/// Heaps of 2^24 − 1 (the largest the search takes): one heap, or six, are answered at once.
#[test]
fn the_largest_heaps_are_answered_at_once() {
    let dir = tempfile::tempdir().unwrap();
    for count in [1, 6] {
        let path = file(&dir, &format!("big{count}.ron"), &vec![(1 << 24) - 1; count], None, &[]);
        let (code, out, err) = run(&["analyze", "--file", &path]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("Remoteness"), "{out}");
        let (code, out, err) = run(&["handout", &path]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("16,777,215") || out.contains("16777215"), "{}", &out[..out.len().min(400)]);
    }
}

/// A long Kayles row: the value at once, the moves to the end counted or refused at once.
#[test]
fn a_long_row_is_answered_at_once() {
    let (code, out, err) = run(&["analyze", "kayles:8000"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Remoteness"), "{out}");
}

/// A file's own words reach the terminal and the window as text: control characters and characters
/// that reorder text are escaped in the title, the notes (which keep their lines) and the players'
/// names; a name past 100 characters is refused in one line that gives the limit.
#[test]
fn a_files_words_are_shown_as_text() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("hostile.ron");
    let text = "(version: 2, title: \"Red\\u{1b}[31m \\u{202e}txt.exe\", notes: \"line one\\nline\\u{0}two\", \
                rules: (ending: Normal, moves: Any), start: [3, 4, 5], moves: [(heap: 1, take: 1)], \
                players: (first: Human(name: \"Ann\\u{1b}]0;pwned\\u{7}\"), second: You))";
    std::fs::write(&path, text).unwrap();
    let path = path.to_str().unwrap();
    for command in ["review", "handout", "check"] {
        let (code, out, err) = run(&[command, path]);
        assert_eq!(code, 0, "{command}: {out}{err}");
        for bad in ['\u{1b}', '\u{0}', '\u{7}', '\u{202e}'] {
            assert!(!out.contains(bad) && !err.contains(bad), "{command} printed {bad:?}: {out}");
        }
    }
    let loaded = bouton::save::load_file(std::path::Path::new(path)).unwrap().saved;
    assert_eq!(loaded.title, "Red\\u{1b}[31m \\u{202e}txt.exe");
    assert_eq!(loaded.notes, "line one\nline\\u{0}two", "notes keep their lines");
    // Escaping makes words longer: a title, notes and a name full of control characters are cut to
    // their limits, so the file written back loads again, the same (found by fuzzing).
    let controls = |n: usize| "\\u{1d}".repeat(n);
    let text = format!(
        "(version: 2, title: \"t{}\", notes: \"{}\", start: [3], moves: [], \
         players: (first: Human(name: \"n{}\"), second: You))",
        controls(150),
        controls(19_000),
        controls(90)
    );
    let loaded = bouton::save::parse(&text, "crowded.ron").unwrap().saved;
    assert!(loaded.title.chars().count() <= bouton::save::MAX_TITLE_CHARS, "{}", loaded.title);
    assert!(loaded.notes.chars().count() <= bouton::save::MAX_NOTES_CHARS);
    let again = bouton::save::parse(&bouton::save::to_ron(&loaded, ""), "again.ron").unwrap().saved;
    assert_eq!(again, loaded, "written back, it loads the same");
    let long = dir.path().join("long-name.ron");
    let name = "n".repeat(101);
    std::fs::write(
        &long,
        format!("(version: 2, start: [3], moves: [], players: (first: Human(name: \"{name}\"), second: You))"),
    )
    .unwrap();
    let (code, out, err) = run(&["check", long.to_str().unwrap()]);
    assert_ne!(code, 0, "{out}");
    assert!(out.contains("101 characters") && out.contains("100"), "{out}{err}");
    assert_eq!(out.trim_end().lines().count(), 1, "{out}");
}

/// A review of a file without a title names the rules and the start, not an empty title.
#[test]
fn an_untitled_review_names_no_empty_title() {
    let dir = tempfile::tempdir().unwrap();
    let path = file(&dir, "untitled.ron", &[3, 4, 5], None, &[(1, 1), (0, 3)]);
    let (code, out, err) = run(&["review", &path]);
    assert_eq!(code, 0, "{err}");
    let first = out.lines().next().unwrap_or_default();
    assert!(first.starts_with("Review (normal play") && first.ends_with("from 3 4 5"), "{first}");
    assert!(!out.contains("“”"), "{out}");
}

/// A file of one Kayles heap is not called a sum of different games: the handout and the review say
/// what they show, and that this game is not one of those.
#[test]
fn one_kayles_heap_is_not_called_a_sum() {
    let dir = tempfile::tempdir().unwrap();
    let path = file(&dir, "kayles.ron", &[5], Some(&["kayles"]), &[]);
    for command in ["handout", "review"] {
        let (code, out, err) = run(&[command, &path]);
        assert_eq!(code, 2, "{command}: {out}");
        assert!(!err.contains("sum of different games") && err.contains("Kayles, an octal code"), "{command}: {err}");
    }
}

/// A long misère game with the subtraction set {1, 3, 4} from 200, 200, 200: the review and the
/// handout are refused in one line (the searches would meet more positions than they hold, which
/// an estimate tells before they start).
#[test]
fn a_long_misere_set_game_is_refused_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let moves: Vec<String> = (0..150).map(|i| format!("(heap: {}, take: 1)", 1 + i % 3)).collect();
    let text = format!(
        "(version: 2, rules: (ending: Misere, moves: Set([1, 3, 4])), start: [200, 200, 200], moves: [{}])",
        moves.join(", ")
    );
    let path = dir.path().join("misere-set.ron");
    std::fs::write(&path, text).unwrap();
    let path = path.to_str().unwrap();
    let (code, out, err) = run(&["review", path]);
    assert_eq!(code, 2, "{out}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(err.contains("262,144 positions") && err.contains("smaller heaps"), "{err}");
    // Who wins is not known either (no rule is proven, and the search would be too large).
    let (code, out, err) = run(&["handout", path]);
    assert_eq!(code, 2, "{out}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(err.contains("3,442,951 positions"), "{err}");
}

/// Misère sums of octal games are searched exactly within 2^17 positions and 2^21 moves: Kayles 14
/// three times is answered; Kayles 17 three times, one row of 80 pins, and six different games of 10
/// are refused in one line that names the bound.
#[test]
fn misere_sums_of_octal_games_are_answered_or_refused_within_the_search_bounds() {
    let (code, out, err) = run(&["analyze", "--misere", "kayles:14", "kayles:14", "kayles:14"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("searched every line of play: the position is N"), "{out}");
    let refused = [
        &["kayles:17", "kayles:17", "kayles:17"][..],
        &["kayles:80"],
        &["kayles:10", "dawson:10", "0.6:10", "nim:10", "upto-3:10", "set-1.3.4:10"],
    ];
    for args in refused {
        let mut command = vec!["analyze", "--misere"];
        command.extend_from_slice(args);
        let (code, out, err) = run(&command);
        assert_eq!(code, 2, "{out}");
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(err.contains("too large to search exactly (more than 131,072 positions)"), "{err}");
    }
}

/// Misère play with a subtraction set on one position: a table of every position it can reach
/// answers a heap of 2^20 − 1 ({1, 3, 4}) at once, its remoteness too, in `analyze`, `handout` and
/// `review`; two heaps of 1,023 with the 64 odd amounts to 127 would need more moves than the bound
/// and are refused in one line by all three.
#[test]
fn misere_set_positions_are_answered_from_a_table_or_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, rule: &str, start: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, format!("(version: 2, rules: (ending: Misere, moves: Set([{rule}])), start: [{start}])"))
            .unwrap();
        path.to_str().unwrap().to_owned()
    };
    let one = write("one.ron", "1, 3, 4", "1048575");
    let (code, out, err) = run(&["analyze", "--file", &one]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Outcome: P") && out.contains("loses in 599,187 moves"), "{out}");
    for command in ["handout", "review"] {
        let (code, out, err) = run(&[command, &one]);
        assert_eq!(code, 0, "{command}: {err}");
        assert!(out.contains("1,048,575") || out.contains("1048575"), "{command}: {out}");
    }
    let odd: Vec<String> = (0..64).map(|i| (2 * i + 1).to_string()).collect();
    let two = write("two.ron", &odd.join(", "), "1023, 1023");
    for command in [&["analyze", "--file", &two][..], &["handout", &two], &["review", &two]] {
        let (code, out, err) = run(command);
        assert_eq!(code, 2, "{command:?}: {out}");
        assert_eq!(err.trim_end().lines().count(), 1, "{command:?}: {err}");
        let named = ["8,388,608", "too many or too large", "more than 262,144 positions"];
        assert!(named.iter().any(|bound| err.contains(bound)), "{command:?}: {err}");
    }
}

/// The longest rules beside the longest heaps: 64 amounts of four digits and 20 heaps of 2^64 − 1
/// fit one line of `analyze` and `handout` (716 and 733 characters before), the heaps cut short with
/// "… and N more"; a command line's bidi override is echoed escaped, not raw.
#[test]
fn long_rules_and_heaps_share_one_short_line() {
    let dir = tempfile::tempdir().unwrap();
    let amounts: Vec<String> = (4033..=4096).map(|a: u64| a.to_string()).collect();
    let heaps = vec![u64::MAX.to_string(); 20];
    let path = dir.path().join("long.ron");
    let text = format!(
        "(version: 2, rules: (ending: Normal, moves: Set([{}])), start: [{}])",
        amounts.join(", "),
        heaps.join(", ")
    );
    std::fs::write(&path, text).unwrap();
    let path = path.to_str().unwrap();
    for command in [&["analyze", "--file", path][..], &["handout", path]] {
        let (code, out, err) = run(command);
        assert_eq!(code, 0, "{command:?}: {err}");
        let longest = out.lines().map(|line| line.chars().count()).max().unwrap_or(0);
        assert!(longest <= 600, "{command:?}: a line of {longest}");
        assert!(out.lines().any(|line| line.contains("4096") && line.contains("more")), "{command:?}: {out}");
    }
    let (code, _, err) = run(&["analyze", "\u{202e}kayles:5"]);
    assert_eq!(code, 2);
    assert!(err.contains("\\u{202e}kayles") && !err.contains('\u{202e}'), "{err}");
}

/// Octal games on the command line: the values a position needs are budgeted before any is computed
/// (a heap of 2^20 of 0.6 is refused at once, in one line that says what to do); one heap of a long
/// code that splits is answered.
#[test]
fn a_positions_octal_values_are_budgeted_before_they_are_computed() {
    let (code, out, err) = run(&["analyze", "0.6:1048576"]);
    assert_eq!(code, 2, "{out}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(err.contains("too much work") && err.contains("smaller heaps"), "{err}");
    let long = format!("0.{}:3", "6".repeat(32));
    let (code, out, err) = run(&["analyze", &long]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Remoteness"), "{out}");
}

/// `verify` under misère play with a subtraction set: a box whose exact search would look at more
/// than 2^28 moves is refused at once, with the count and the limit.
#[test]
fn a_misere_set_box_too_large_to_search_is_refused_at_once() {
    let set: Vec<String> = (0..64).map(|i| (2 * i + 1).to_string()).collect();
    let set = set.join(",");
    let (code, out, err) = run(&["verify", "--heaps", "2", "--max", "2900", "--misere", "--set", &set]);
    assert_eq!(code, 2, "{out}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(err.contains("268,435,456") && err.contains("fewer amounts"), "{err}");
}

/// A box too large to count is not given a made-up count: past 2^128 − 1 it says "more than 10^38".
#[test]
fn a_box_too_large_to_count_says_so() {
    let (code, out, err) = run(&["verify", "--heaps", "3", "--max", "18446744073709551615"]);
    assert_eq!(code, 2, "{out}");
    assert!(err.contains("more than 10^38 positions") && !err.contains("211,455"), "{err}");
    let (_, _, err) = run(&["verify", "--heaps", "3", "--max", "1000"]);
    assert!(err.contains("167,668,501 positions"), "{err}");
}

/// An empty file name on the command line says so, in one line.
#[test]
fn an_empty_file_name_says_so() {
    let (code, out, err) = run(&["check", ""]);
    assert_ne!(code, 0, "{out}");
    assert!(!err.trim_end().ends_with("are"), "{err}");
    assert!(err.contains("empty"), "{err}");
}

/// One generated file, as a strategy: a start of up to 3,000 heaps (small, large, or the largest
/// sizes), one take-away rule or a sum of games (long octal codes too), normal or misère, a few Nim
/// moves, and a title and a player's name with control characters.
fn hostile_file() -> impl proptest::strategy::Strategy<Value = String> {
    use proptest::prelude::*;
    let size = prop_oneof![0u64..20, 0u64..100_000, Just((1 << 24) - 1), Just(u64::MAX)];
    let game = prop::sample::select(vec![
        "nim",
        "kayles",
        "dawson",
        "upto-3",
        "upto-18446744073709551615",
        "set-1.3.4",
        "0.6",
        "0.66666666666666666666666666666666",
        "4.07",
    ]);
    let rule = prop::sample::select(vec!["Any", "UpTo(3)", "Set([1, 3, 4])", "Set([2, 5, 7])"]);
    let words = prop_oneof![".{0,30}", "[a \u{1b}\u{202e}\u{2066}\u{2028}\u{feff}]{0,12}"];
    (prop::collection::vec((size, game), 0..3_000), any::<bool>(), any::<bool>(), rule, 0usize..40, words).prop_map(
        |(heaps, sum, misere, rule, moves, words)| {
            let start: Vec<String> = heaps.iter().map(|(size, _)| size.to_string()).collect();
            let games: Vec<String> = heaps.iter().map(|(_, game)| format!("{game:?}")).collect();
            let games = if sum { format!("games: [{}], ", games.join(", ")) } else { String::new() };
            // Nim moves that take 1 from the first heaps that have a token (illegal ones make the
            // file refused, which is an answer too).
            let moves: Vec<String> = heaps
                .iter()
                .enumerate()
                .filter(|(_, (size, _))| *size > 0)
                .take(moves)
                .map(|(heap, _)| format!("(heap: {}, take: 1)", heap + 1))
                .collect();
            let ending = if misere { "Misere" } else { "Normal" };
            let said = format!("{words:?}");
            format!(
                "(version: 2, title: {said}, rules: (ending: {ending}, moves: {rule}), start: [{}], {games}moves: [{}], \
                 players: (first: Human(name: {said}), second: You))",
                start.join(", "),
                moves.join(", "),
            )
        },
    )
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 24, failure_persistence: None, ..Default::default() })]

    /// Every generated file that `check` accepts is answered by `analyze --file`, `handout` and
    /// `review` — or refused in one line — with no panic, no line over 600 characters and no raw
    /// control character, character that reorders text or that breaks a line unseen. (The budget that bounds their time and memory is in core; the measured
    /// worst case is in the closing notes.)
    #[test]
    fn every_accepted_file_is_answered_or_refused(text in hostile_file()) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("generated.ron");
        std::fs::write(&path, &text).unwrap();
        let path = path.to_str().unwrap();
        let (code, out, _) = run(&["check", path]);
        if code == 0 {
            for command in [&["analyze", "--file", path][..], &["handout", path], &["review", path]] {
                let (code, out, err) = run(command);
                proptest::prop_assert!(code == 0 || code == 2, "{command:?}: {code} {err}");
                if code == 2 {
                    proptest::prop_assert_eq!(err.trim_end().lines().count(), 1, "{:?}: {}", command, err);
                }
                for line in out.lines().chain(err.lines()) {
                    let chars: Vec<char> = line.chars().collect();
                    let ends = |range: std::ops::Range<usize>| chars[range].iter().collect::<String>();
                    proptest::prop_assert!(
                        chars.len() <= 600,
                        "{:?}: a line of {}: {}…{}",
                        command,
                        chars.len(),
                        ends(0..80.min(chars.len())),
                        ends(chars.len().saturating_sub(150)..chars.len())
                    );
                    let hidden = |c: char| {
                        (c.is_control() && c != '\t') || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{2028}' | '\u{2029}' | '\u{feff}')
                    };
                    proptest::prop_assert!(!line.chars().any(hidden), "{:?}: {:?}", command, line);
                }
            }
        } else {
            proptest::prop_assert_eq!(out.trim_end().lines().count(), 1, "{}", out);
        }
    }
}
