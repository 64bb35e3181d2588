//! Save files: round trips, the bundled examples and ready saves, hostile files, a fuzz pass, and the
//! command line's `check` and `analyze --file`.

use std::path::Path;

use bouton::save::{self, LoadError, Problem, SavedGame, load_file, parse, write_file_atomically};
use bouton::{
    Analysis, Ending, Game, Level, Move, MoveRule, Opponent, Outcome, PlainGame, Player, Players, Position, Rules,
    nim_sum,
};
use proptest::prelude::*;

/// The error's kind, as the hostile files name it.
fn kind(error: &LoadError) -> &'static str {
    match error {
        LoadError::Io { .. } => "io",
        LoadError::TooLarge { .. } => "too-large",
        LoadError::NotAFile { .. } => "not-a-file",
        LoadError::Empty { .. } => "empty",
        LoadError::NotBouton { .. } => "not-bouton",
        LoadError::NotText { .. } => "not-text",
        LoadError::Syntax { .. } => "syntax",
        LoadError::MissingVersion { .. } => "missing-version",
        LoadError::NewerVersion { .. } => "newer-version",
        LoadError::Cancelled { .. } => "cancelled",
        LoadError::Invalid { problem, .. } => match problem {
            Problem::NotAVersion { .. } => "invalid-not-a-version",
            Problem::Rules(_) => "invalid-rules",
            Problem::TooManyHeaps { .. } => "invalid-too-many-heaps",
            Problem::TooManyMoves { .. } => "invalid-too-many-moves",
            Problem::HeapZero { .. } => "invalid-heap-zero",
            Problem::MoreThanHeap { .. } => "invalid-more-than-heap",
            Problem::IllegalMove { .. } => "invalid-illegal-move",
            Problem::CursorOutOfRange { .. } => "invalid-cursor",
            Problem::ErrorRate { .. } => "invalid-error-rate",
            Problem::TitleTooLong { .. } => "invalid-title-too-long",
            Problem::NameTooLong { .. } => "invalid-name-too-long",
            Problem::NotesTooLong { .. } => "invalid-notes-too-long",
            Problem::GameNotLesson => "invalid-game-not-lesson",
            Problem::NoSteps => "invalid-no-steps",
            Problem::TooManySteps { .. } => "invalid-too-many-steps",
            Problem::InStep { .. } => "invalid-in-step",
            Problem::LessonNotGame => "invalid-lesson-not-game",
            Problem::TooManySets { .. } => "invalid-too-many-sets",
            Problem::TooMuchWork { .. } => "invalid-too-much-work",
            Problem::SumNotGame => "invalid-sum-not-game",
            Problem::GamesCount { .. } => "invalid-games-count",
            Problem::UnknownGame { .. } => "invalid-unknown-game",
            Problem::TooManyGames { .. } => "invalid-too-many-games",
            Problem::Values(_) => "invalid-values",
            Problem::IllegalSumMove { .. } => "invalid-illegal-sum-move",
            Problem::TooMuchOctalWork => "invalid-too-much-octal-work",
            Problem::DisguiseNotGame => "invalid-disguise-not-game",
            Problem::Disguise(_) => "invalid-disguise",
            Problem::IllegalDisguisedMove { .. } => "invalid-illegal-disguised-move",
            Problem::Class(_) => "invalid-class",
            Problem::Exercises(_) => "invalid-exercises",
        },
    }
}

#[test]
fn every_hostile_file_gives_its_error_kind() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hostile");
    let mut count = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let expected = name.split("--").next().unwrap();
        // Through the one loader of every kind of file (games of one kind of heap, sums, lessons).
        let error = save::load_any(&path).expect_err(&name);
        assert_eq!(kind(&error), expected, "{name}: {error}");
        assert!(error.to_string().contains(&name), "{name}: the message names the file: {error}");
        count += 1;
    }
    assert!(count >= 30, "the corpus has {count} files");
}

#[test]
fn generated_giants_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &[u8]| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        path
    };
    // `[` nested 100,000 deep: ron's recursion limit stops it.
    let deep = write("deep.ron", format!("(version: 1, start: {}", "[".repeat(100_000)).as_bytes());
    assert_eq!(kind(&load_file(&deep).unwrap_err()), "syntax");
    let deep_probe = write("deep2.ron", "[".repeat(100_000).as_bytes());
    assert_eq!(kind(&load_file(&deep_probe).unwrap_err()), "not-bouton", "not RON at all: refused at once");
    // 50 MB: refused by size before parsing.
    let mut big = b"(version: 1, start: [".to_vec();
    big.resize(50 * 1024 * 1024, b' ');
    let big = write("big.ron", &big);
    let error = load_file(&big).unwrap_err();
    assert_eq!(kind(&error), "too-large");
    assert!(error.to_string().contains("52428800 bytes"), "{error}");
    // 10^6 heaps is more than a megabyte of text.
    let million = format!("(version: 1, start: [{}])", "0,".repeat(1_000_000));
    assert_eq!(kind(&load_file(&write("million.ron", million.as_bytes())).unwrap_err()), "too-large");
    // 10,001 heaps fits in the size limit but not in the heap limit.
    let many = format!("(version: 1, start: [{}])", "1,".repeat(10_001));
    assert_eq!(kind(&load_file(&write("many.ron", many.as_bytes())).unwrap_err()), "invalid-too-many-heaps");
    let notes = format!("(version: 1, notes: \"{}\", start: [1])", "n".repeat(20_001));
    assert_eq!(kind(&load_file(&write("notes.ron", notes.as_bytes())).unwrap_err()), "invalid-notes-too-long");
    assert_eq!(kind(&load_file(&dir.path().join("absent.ron")).unwrap_err()), "io");
}

#[test]
fn messages_say_what_is_wrong_and_where() {
    let error =
        parse("(version: 1, start: [3, 3], moves: [(heap: 2, take: 1), (heap: 2, take: 5)])", "game.ron").unwrap_err();
    assert_eq!(error.to_string(), "game.ron: move 2 takes 5 from heap 2, which has 2");
    let error = parse("(\n  version: 1,\n  start: [3, x],\n)", "typo.ron").unwrap_err();
    assert!(error.to_string().starts_with("typo.ron:3:"), "{error}");
    let error = parse("(version: 9, start: [1])", "new.ron").unwrap_err();
    assert!(error.to_string().contains("made by a newer Bouton"), "{error}");
    // A float is quoted as a person writes it, however many digits the file spelt out.
    let error = parse(&format!("(version: 18418418418418419{}.0, start: [1])", "0".repeat(115)), "f.ron").unwrap_err();
    assert_eq!(
        error.to_string(),
        "f.ron: “1.841841841841842e131” is not a Bouton file version; this Bouton reads versions 1 to 3"
    );
}

#[test]
fn unknown_fields_are_tolerated_with_a_warning() {
    let loaded = parse("(version: 1, start: [1, 2], colour: \"red\", rules: (ending: Normal, speed: 3))", "x").unwrap();
    assert_eq!(loaded.saved.game.start().sizes(), [1, 2]);
    assert_eq!(loaded.warnings.len(), 2, "{:?}", loaded.warnings);
    assert!(loaded.warnings[0].to_string().contains("colour"), "{:?}", loaded.warnings);
    // The path of a field inside an optional value has no `?`; a huge name is cut; many fields are
    // counted, not listed.
    let players = "players: (first: Human(name: \"A\", hat: 1), second: Human(name: \"B\"))";
    let loaded = parse(&format!("(version: 1, start: [1], {players})"), "x").unwrap();
    assert_eq!(loaded.warnings, [save::Warning::UnknownField("players.first.hat".into())]);
    assert_eq!(loaded.warnings[0].to_string(), "unknown field `players.first.hat` was ignored");
    let huge = format!("(version: 1, start: [1], {}: 1)", "b".repeat(500_000));
    assert!(parse(&huge, "x").unwrap().warnings[0].to_string().chars().count() < 100);
    let many: Vec<String> = (0..500).map(|i| format!("f{i}: {i}")).collect();
    let loaded = parse(&format!("(version: 1, start: [1], {})", many.join(", ")), "x").unwrap();
    assert_eq!(loaded.warnings.len(), 11, "ten listed and one that counts the rest");
    assert_eq!(loaded.warnings[10].to_string(), "and 490 more unknown fields were ignored");
    for warning in &loaded.warnings {
        assert_eq!(save::message_fault(&warning.to_string(), "", ""), None);
    }
}

#[test]
fn a_position_only_file_is_valid() {
    let loaded = parse("(version: 1, start: [3, 4, 5])", "minimal").unwrap();
    let saved = loaded.saved;
    assert_eq!(saved.game.rules(), Some(Rules::default()));
    assert_eq!((saved.game.moves().len(), saved.game.cursor()), (0, 0));
    assert_eq!(saved.players, Players::default());
    assert!(loaded.warnings.is_empty());
}

/// What each bundled example's note says, checked against the analysis.
#[test]
fn every_example_matches_its_note() {
    let analysis_of = |file: &str| {
        let example = save::examples().iter().find(|e| e.file == file).unwrap();
        // The examples are heaps of one game: their plain view.
        let game = example.load().unwrap().saved.game.plain().unwrap();
        let analysis = Analysis::of(game.position(), game.rules()).unwrap();
        (game, analysis)
    };
    let (ligia, analysis) = analysis_of("ligia-and-paul.ron");
    assert_eq!(analysis.outcome, Outcome::PreviousWins);
    let mut game = ligia;
    assert_eq!(game.moves().len(), 4);
    game.jump_to(1).unwrap();
    assert_eq!(bouton::winning_moves(game.position().heaps(), game.rules()).unwrap(), [Move::new(2, 1)]);
    game.jump_to(4).unwrap();
    assert_eq!(game.position().heaps(), &[0, 1, 1]);
    let sums: Vec<u64> = game.history().iter().map(|e| e.nim_sum_after).collect();
    assert_eq!(sums, [1, 0, 3, 0]);

    let (_, a) = analysis_of("nineteen-twenty-twenty-one.ron");
    assert_eq!((a.nim_sum, a.winning_moves), (18, vec![Move::new(0, 18), Move::new(1, 14), Move::new(2, 14)]));
    assert_eq!(analysis_of("three-five-six.ron").1.outcome, Outcome::PreviousWins);
    assert_eq!(analysis_of("one-four-five.ron").1.outcome, Outcome::PreviousWins);
    let (_, a) = analysis_of("three-five-eight.ron");
    assert_eq!((a.nim_sum, a.winning_moves), (14, vec![Move::new(2, 2)]));
    let (misere, a) = analysis_of("misere-endgame.ron");
    assert_eq!(misere.rules().ending, Ending::Misere);
    assert_eq!(a.winning_moves, [Move::new(1, 2)]);
    let (thai, a) = analysis_of("thai-21.ron");
    assert_eq!(thai.rules().moves, MoveRule::up_to(3).unwrap());
    assert_eq!(a.winning_moves, [Move::new(0, 1)]);
    let (set, a) = analysis_of("subtraction-set-1-3-4.ron");
    assert_eq!(set.rules().moves, MoveRule::set(&[1, 3, 4]).unwrap());
    assert_eq!((a.grundy.clone(), a.nim_sum), (vec![0, 2, 0], 2));
    assert_eq!(a.winning_moves, [Move::new(0, 3), Move::new(1, 4), Move::new(2, 1), Move::new(2, 3)]);
    let raises = a.winning_moves.iter().filter(|m| {
        let rules = set.rules();
        let size = set.position().heaps()[m.heap];
        rules.grundy(size - m.take) > rules.grundy(size)
    });
    assert_eq!(raises.count(), 3);
    for example in save::examples() {
        let loaded = example.load().unwrap();
        assert!(loaded.warnings.is_empty() && !loaded.saved.notes.is_empty(), "{}", example.file);
    }
}

#[test]
fn every_ready_save_loads_and_matches_its_note() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    let load = |name: &str| load_file(&dir.join(name)).unwrap().saved;
    let first = load("three-four-five.ron").game.plain().unwrap();
    assert_eq!(bouton::winning_moves(first.position().heaps(), first.rules()).unwrap(), [Move::new(0, 2)]);
    let class = load("class-against-computer.ron");
    let class_game = class.game.plain().unwrap();
    assert_eq!(nim_sum(class_game.position().heaps(), class_game.rules()), 7);
    assert_eq!(class.players.second, Player::Computer { level: Level::Fallible { error_rate: 0.2 }, seed: 2026 });
    let misere = load("misere-seven-heaps.ron").game.plain().unwrap();
    let a = Analysis::of(misere.position(), misere.rules()).unwrap();
    assert_eq!(a.outcome, Outcome::PreviousWins);
    // The sum of games: its note says X = 2 ⊕ 5 ⊕ 1 = 6 and names the two winning moves.
    let Ok(save::Opened::Game(sum)) = save::load_any(&dir.join("kayles-nim-dawson.ron")) else { panic!("a sum") };
    assert_eq!(sum.saved.game.plain(), None, "a sum of different games");
    let analysis = sum.saved.game.analysis().unwrap();
    assert_eq!((analysis.values.as_slice(), analysis.nim_sum), (&[2, 5, 1][..], 6));
    assert_eq!(
        analysis.winning_moves,
        [bouton::SumMove::take(0, 10, 1), bouton::SumMove::take(1, 5, 2)],
        "one pin at the end of the Kayles row, or 5 → 3"
    );
    assert!(sum.saved.notes.contains("X = 2 ⊕ 5 ⊕ 1 = 6"));
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "ron") {
            assert!(save::load_any(&path).unwrap().warnings().is_empty(), "{}", path.display());
        }
    }
}

#[test]
fn saving_writes_a_bak_and_loads_back() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("class/monday.ron");
    let mut saved =
        SavedGame::new("Monday", Game::of_heaps(Rules::default(), Position::new(vec![3, 4, 5]).unwrap()).unwrap());
    write_file_atomically(&path, bouton::words::game_file(&saved).as_bytes()).unwrap();
    saved.game.play_take(Move::new(0, 2)).unwrap();
    write_file_atomically(&path, bouton::words::game_file(&saved).as_bytes()).unwrap();
    assert_eq!(load_file(&path).unwrap().saved, saved);
    let backup = load_file(&dir.path().join("class/monday.ron.bak")).unwrap().saved;
    assert_eq!(backup.game.moves().len(), 0);
    assert!(!dir.path().join("class/monday.ron.tmp").exists());
}

fn rules_strategy() -> impl Strategy<Value = Rules> {
    let moves = prop_oneof![
        Just(MoveRule::Any),
        (1u64..=u64::MAX).prop_map(|k| MoveRule::up_to(k).unwrap()),
        prop::collection::btree_set(1u64..=60, 1..5)
            .prop_map(|set| MoveRule::set(&set.into_iter().collect::<Vec<_>>()).unwrap()),
    ];
    (any::<bool>(), moves)
        .prop_map(|(misere, moves)| Rules::new(if misere { Ending::Misere } else { Ending::Normal }, moves))
}

fn player_strategy() -> impl Strategy<Value = Player> {
    prop_oneof![
        ".{0,20}".prop_map(|name| Player::Human { name: bouton::Person::Named(name) }),
        prop_oneof![
            Just(bouton::Person::You),
            Just(bouton::Person::Class),
            Just(bouton::Person::Student),
            Just(bouton::Person::Partner),
            Just(bouton::Person::Seat(bouton::Side::First)),
            Just(bouton::Person::Seat(bouton::Side::Second)),
        ]
        .prop_map(|name| Player::Human { name }),
        (any::<u64>(), 0u8..3, 0.0f64..=1.0).prop_map(|(seed, level, rate)| Player::Computer {
            level: match level {
                0 => Level::Perfect,
                1 => Level::Random,
                _ => Level::Fallible { error_rate: rate },
            },
            seed
        }),
    ]
}

prop_compose! {
    fn saved_strategy()(
        rules in rules_strategy(),
        heaps in prop::collection::vec(prop_oneof![0u64..50, any::<u64>()], 0..8),
        moves in 0usize..30,
        seed in any::<u64>(),
        back in 0usize..30,
        title in ".{0,40}",
        notes in ".{0,200}",
        first in player_strategy(),
        second in player_strategy(),
    ) -> SavedGame {
        let mut game = PlainGame::new(rules.clone(), Position::new(heaps).unwrap());
        let mut random = Opponent::new(Level::Random, seed);
        for _ in 0..moves {
            let Some(choice) = random.choose(game.position(), &rules) else { break };
            game.play(choice.mv).unwrap();
        }
        let cursor = game.moves().len().saturating_sub(back);
        game.jump_to(cursor).unwrap();
        SavedGame { title, notes, game: Game::from_plain(&game).unwrap(), players: Players { first, second } }
    }
}

/// A game as it is read back: its own words (title, notes, players' names) with control characters
/// and characters that reorder text escaped (`save::safe_text`); text without them is read back
/// exactly.
fn as_read(saved: &SavedGame) -> SavedGame {
    let name = |player: &Player| match player {
        Player::Human { name: bouton::Person::Named(name) } => {
            Player::Human { name: bouton::Person::Named(save::safe_text(name, false, save::MAX_NAME_CHARS)) }
        }
        other => other.clone(),
    };
    SavedGame {
        title: save::safe_text(&saved.title, false, save::MAX_TITLE_CHARS),
        notes: save::safe_text(&saved.notes, true, save::MAX_NOTES_CHARS),
        game: saved.game.clone(),
        players: Players { first: name(&saved.players.first), second: name(&saved.players.second) },
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

    /// Any valid game → save → load gives an equal game (its words as they are shown: see
    /// [`as_read`]), with no warnings; it is written in the one
    /// format of games and sums (version 2), and opens as a game, not a sum.
    #[test]
    fn round_trip(saved in saved_strategy()) {
        let text = bouton::words::game_file(&saved);
        prop_assert!(text.contains("version: 2,"));
        let loaded = parse(&text, "round-trip").map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert!(loaded.warnings.is_empty());
        let saved = as_read(&saved);
        prop_assert_eq!(&loaded.saved, &saved);
        let Ok(save::Opened::Game(opened)) = save::parse_any(&text, "round-trip") else {
            return Err(TestCaseError::fail("a game opens as a game"));
        };
        prop_assert_eq!(&opened.saved, &saved);
        // Read back, it is written and read again exactly.
        let again = parse(&bouton::words::game_file(&opened.saved), "again").map_err(|e| TestCaseError::fail(format!("{e}")))?;
        prop_assert_eq!(again.saved, saved);
    }

    /// Any valid sum of games (Nim, S(1..k), sets, Kayles, Dawson's Kayles, other octal codes; moves
    /// that split rows; either ending) → save → load gives an equal game, with no warnings, through
    /// the one writer and the one reader of every game; heaps that all play one take-away game come
    /// back as that game (their plain view is the same).
    #[test]
    fn sums_round_trip(saved in sum_strategy()) {
        let text = bouton::words::game_file(&saved);
        prop_assert!(text.contains("version: 2,"));
        prop_assert_eq!(text.contains("games:"), saved.game.plain().is_none(), "{}", text);
        let opened = save::parse_any(&text, "round-trip").map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        let save::Opened::Game(loaded) = opened else { return Err(TestCaseError::fail(format!("a game\n{text}"))) };
        prop_assert!(loaded.warnings.is_empty());
        prop_assert_eq!(loaded.saved, as_read(&saved));
    }
}

prop_compose! {
    fn sum_strategy()(
        heaps in prop::collection::vec(
            (prop::sample::select(vec!["nim", "upto-3", "upto-40", "set-1.3.4", "kayles", "dawson", "0.6", "0.333"]), 0u64..14),
            1..5,
        ),
        misere in any::<bool>(),
        moves in 0usize..12,
        picks in prop::collection::vec(any::<prop::sample::Index>(), 12),
        back in 0usize..12,
        title in ".{0,40}",
        notes in ".{0,100}",
        first in player_strategy(),
        second in player_strategy(),
    ) -> SavedGame {
        let heaps = heaps.into_iter().map(|(game, size)| bouton::Heap::new(game.parse().unwrap(), size)).collect();
        let ending = if misere { Ending::Misere } else { Ending::Normal };
        let mut game = bouton::Game::new(ending, bouton::SumPosition::new(heaps).unwrap()).unwrap();
        for pick in picks.iter().take(moves) {
            let legal: Vec<bouton::SumMove> = game.position().legal_moves().collect();
            if legal.is_empty() {
                break;
            }
            game.play(*pick.get(&legal)).unwrap();
        }
        let cursor = game.moves().len().saturating_sub(back);
        game.jump_to(cursor).unwrap();
        SavedGame { title, notes, game, players: Players { first, second } }
    }
}

/// 100,000 random and mutated inputs: the loader may refuse them all, but never panics.
#[test]
fn fuzzed_inputs_never_panic() {
    let mut rng = bouton::Rng::new(0xB0B0);
    let mut seeds: Vec<Vec<u8>> = save::examples().iter().map(|e| e.text.as_bytes().to_vec()).collect();
    seeds.push(b"(version: 1, start: [1, 2, 3], moves: [(heap: 1, take: 1)], cursor: 1)".to_vec());
    let tokens: [&[u8]; 24] = [
        b"(",
        b")",
        b"[",
        b"]",
        b",",
        b":",
        b"version",
        b"1",
        b"2",
        b"start",
        b"moves",
        b"heap",
        b"take",
        b"Set",
        b"UpTo",
        b"Misere",
        b"\"",
        b"-1",
        b"18446744073709551616",
        b"cursor",
        b"players",
        b"Some(",
        b"\xff",
        b"\n",
    ];
    let mut accepted = 0;
    for round in 0..100_000u32 {
        let mut input = if round % 5 == 4 {
            // Token soup.
            (0..rng.below(40)).flat_map(|_| tokens[rng.below(tokens.len() as u64) as usize].to_vec()).collect()
        } else {
            seeds[rng.below(seeds.len() as u64) as usize].clone()
        };
        for _ in 0..=rng.below(4) {
            if input.is_empty() {
                break;
            }
            let at = rng.below(input.len() as u64) as usize;
            match rng.below(4) {
                0 => input[at] = rng.below(256) as u8,
                1 => {
                    input.remove(at);
                }
                2 => {
                    input
                        .splice(at..at, tokens[rng.below(tokens.len() as u64) as usize].iter().copied())
                        .for_each(drop);
                }
                _ => input.truncate(at),
            }
        }
        let text = String::from_utf8_lossy(&input);
        accepted += usize::from(parse(&text, "fuzz").is_ok());
    }
    // Some mutations (inside notes, say) leave a valid file: the loader is not refusing everything.
    assert!(accepted > 100, "only {accepted} inputs loaded");
}

#[test]
fn cli_check_and_analyze_file() {
    let run = |args: &[&str]| {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let mut words = vec!["bouton"];
        words.extend_from_slice(args);
        let code = bouton::cli::run(words, &mut out, &mut err).exit_code().expect("a headless command");
        (code, String::from_utf8(out).unwrap(), String::from_utf8(err).unwrap())
    };
    let root = env!("CARGO_MANIFEST_DIR");
    let good = format!("{root}/assets/examples/nineteen-twenty-twenty-one.ron");
    let bad = format!("{root}/tests/hostile/invalid-more-than-heap--illegal-move-in-history.ron");
    let (code, out, _) = run(&["check", &good]);
    assert_eq!(code, 0);
    assert!(out.starts_with("OK     ") && out.contains("nineteen"), "{out}");
    let (code, out, _) = run(&["check", &good, &bad]);
    assert_eq!(code, 2);
    assert_eq!(out.lines().count(), 2);
    assert!(out.lines().nth(1).unwrap().starts_with("ERROR  ") && out.contains("move 2 takes 5 from heap 2"), "{out}");
    let (code, out, _) = run(&["analyze", "--json", "--file", &good]);
    assert_eq!(code, 0);
    assert!(out.contains(r#""nim_sum":18"#), "{out}");
    let (code, out, err) = run(&["analyze", "--file", &bad]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("which has 2"), "{err}");
    let (code, _, err) = run(&["analyze", "--file", &good, "3", "4"]);
    assert_eq!(code, 2, "{err}");
}

#[test]
fn the_written_file_reads_like_the_documented_format() {
    let mut game = PlainGame::new(
        Rules::new(Ending::Misere, MoveRule::set(&[1, 3, 4]).unwrap()),
        Position::new(vec![9, 11]).unwrap(),
    );
    game.play(Move::new(1, 3)).unwrap();
    let mut saved = SavedGame::new("A \"quoted\" title", Game::from_plain(&game).unwrap());
    saved.notes = "Line one.\nLine two.".into();
    saved.players.second = Player::Computer { level: Level::Fallible { error_rate: 0.25 }, seed: 7 };
    let text = bouton::words::game_file(&saved);
    let expected = r#"// A Bouton save file, in RON. Heaps are counted from 1; `cursor` is how many moves are in effect.
(
    version: 2,
    title: "A \"quoted\" title",
    notes: "Line one.\nLine two.",
    rules: (ending: Misere, moves: Set([1, 3, 4])),
    start: [9, 11],
    moves: [
        (heap: 2, take: 3),
    ],
    cursor: 1,
    players: (first: You, second: Computer(level: Fallible(error_rate: 0.25), seed: 7)),
)
"#;
    assert_eq!(text, expected);
}

/// Hostile paths and texts get one short line in a teacher's words, and nothing blocks: a named pipe
/// is refused from its metadata, before it is opened.
mod hostile_paths {
    use super::*;

    fn message(path: &Path) -> String {
        save::load_any(path).map_or_else(|e| e.to_string(), |_| String::new())
    }

    #[test]
    fn special_files_are_refused_without_reading() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("pipe.ron");
        assert!(std::process::Command::new("mkfifo").arg(&fifo).status().unwrap().success());
        // Opening a FIFO for reading would block this test forever.
        assert!(message(&fifo).contains("is a named pipe, not a file"), "{}", message(&fifo));
        assert!(message(Path::new("/dev/null")).contains("is a device, not a file"));
        assert!(message(Path::new("/dev/zero")).contains("is a device, not a file"));
        assert!(message(dir.path()).contains("is a folder, not a file"));
        assert!(save::load_file(&fifo).is_err());
    }

    #[test]
    fn a_byte_order_mark_is_accepted_and_empty_files_say_so() {
        let dir = tempfile::tempdir().unwrap();
        let bom = dir.path().join("bom.ron");
        std::fs::write(&bom, "\u{feff}(version: 1, start: [3, 4, 5])").unwrap();
        assert_eq!(save::load_file(&bom).unwrap().saved.game.start().sizes(), [3, 4, 5]);
        // A lesson with a byte-order mark is still a lesson.
        let bom_lesson = dir.path().join("bom.lesson.ron");
        std::fs::write(&bom_lesson, "\u{feff}(version: 1, title: \"L\", steps: [(title: \"s\", start: [1, 2, 3])])")
            .unwrap();
        assert!(matches!(save::load_any(&bom_lesson), Ok(save::Opened::Lesson(_))));
        let empty = dir.path().join("empty.ron");
        std::fs::write(&empty, "\u{feff}  \n").unwrap();
        assert!(message(&empty).ends_with("is empty; a Bouton file starts with `(`"), "{}", message(&empty));
    }

    #[test]
    fn a_lesson_given_as_a_game_says_what_to_do() {
        let root = env!("CARGO_MANIFEST_DIR");
        let lesson = Path::new(root).join("assets/lessons/3-boutons-theorem.ron");
        let error = save::load_file(&lesson).unwrap_err().to_string();
        assert!(error.contains("this is a lesson file, not a game; open it with File ▸ Open"), "{error}");
    }

    #[test]
    fn messages_name_no_types_give_no_library_advice_and_stay_short() {
        let deep = format!("(version: 1, start: {}1{})", "[".repeat(500), "]".repeat(500));
        let long_name = "X".repeat(500_000);
        let texts = [
            deep,
            format!("(version: 1, start: [1], rules: (ending: {long_name}))"),
            "(version: 1, start: [1], rules: (ending: 1))".to_string(),
            "(version: 1)".to_string(),
            "[1, 2, 3]".to_string(),
            "(version: 1, start: [1], moves: [(heap: 1, take: 1, extra: 2)]".to_string(),
        ];
        for text in texts {
            let error = save::parse(&text, "f.ron").unwrap_err().to_string();
            assert_eq!(save::message_fault(&error, "f.ron", &text), None);
            assert!(!error.contains("raw identifier"), "{error}");
        }
        let dir = tempfile::tempdir().unwrap();
        let odd = dir.path().join("two\nlines.ron");
        std::fs::write(&odd, "(").unwrap();
        let error = message(&odd);
        assert_eq!(error.lines().count(), 1, "{error}");
        assert!(error.contains("two\\nlines.ron"), "{error}");
    }
}

/// A lesson whose 500 steps share one slow subtraction set computes its Grundy sequence once; a file
/// cannot ask for more than a few different sets.
#[test]
fn steps_with_equal_sets_share_one_sequence_and_sets_are_bounded() {
    let amounts: Vec<String> = (1..=48).map(|a| (a * 4 + 1).to_string()).collect();
    let step = |heaps: &str, set: &str| format!("(start: [{heaps}], rules: (ending: Normal, moves: Set([{set}])))");
    let steps: Vec<String> = (0..500).map(|i| step(&format!("{i}, {}", i + 1), &amounts.join(", "))).collect();
    let text = format!("(version: 1, title: \"slow\", steps: [{}])", steps.join(", "));
    let lesson = save::parse_lesson(&text, "slow.lesson.ron").unwrap().lesson;
    let rules: Vec<_> = lesson.steps.iter().map(|s| s.saved.game.rules().unwrap().moves).collect();
    let (bouton::MoveRule::Set(first), bouton::MoveRule::Set(last)) = (&rules[0], &rules[499]) else { panic!() };
    assert!(std::ptr::eq(first.sequence(), last.sequence()), "one sequence, shared");
    let many: Vec<String> = (1..=9).map(|k| step("1", &k.to_string())).collect();
    let text = format!("(version: 1, title: \"many\", steps: [{}])", many.join(", "));
    let error = save::parse_lesson(&text, "many.lesson.ron").unwrap_err().to_string();
    assert!(error.contains("step 9: the file uses more than 8 different subtraction sets"), "{error}");
}

#[test]
fn a_watched_load_tells_its_stages_and_stops_when_cancelled() {
    use bouton::save::{LoadStage, Watch, load_any_watched};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("three.lesson.ron");
    let step = "(title: \"s\", start: [1, 2, 3])";
    std::fs::write(&path, format!("(version: 1, title: \"t\", steps: [{step}, {step}, {step}])")).unwrap();
    let seen = std::sync::Mutex::new(Vec::new());
    let record = |stage: LoadStage| {
        seen.lock().unwrap().push(stage);
        true
    };
    assert!(matches!(load_any_watched(&path, Watch::new(&record)), Ok(save::Opened::Lesson(_))));
    let checking = |done| LoadStage::Checking { done, of: 3 };
    assert_eq!(*seen.lock().unwrap(), [LoadStage::Reading, LoadStage::Parsing, checking(0), checking(1), checking(2)]);
    assert_eq!(checking(1).to_string(), "checking step 2 of 3");
    // Cancel pressed while step 2 is checked: the load stops there.
    let stop_at_step_two = |stage: LoadStage| stage != checking(1);
    let error = load_any_watched(&path, Watch::new(&stop_at_step_two)).unwrap_err();
    assert!(matches!(error, LoadError::Cancelled { .. }), "{error:?}");
    assert_eq!(error.to_string(), format!("opening {} was cancelled", path.display()));
    // A game file: reading, parsing, checking the game.
    let game = dir.path().join("game.ron");
    std::fs::write(&game, "(version: 1, start: [1, 2])").unwrap();
    seen.lock().unwrap().clear();
    assert!(matches!(load_any_watched(&game, Watch::new(&record)), Ok(save::Opened::Game(_))));
    assert_eq!(seen.lock().unwrap().last(), Some(&LoadStage::Checking { done: 0, of: 1 }));
}
