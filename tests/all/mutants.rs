//! A mutation test of the loaders, in the normal suite: thousands of files made by damaging the real
//! ones (saves/, the examples, the lessons and the hostile folders) by flipping, cutting, repeating and
//! splicing bytes. Every mutant either loads, and then writes back to a file that loads to the same
//! thing, or is refused with a message that keeps the rules for messages ([`message_fault`]). A
//! panic fails the test. The fuzz targets in `tests/fuzz` do the same for much longer.

use std::path::Path;

use bouton::save::{lesson_to_ron, message_fault, parse, parse_lesson, to_ron};
use proptest::prelude::*;

/// Every file of the corpus (read once): the same seeds as the fuzz targets.
fn corpus() -> &'static [Vec<u8>] {
    static CORPUS: std::sync::OnceLock<Vec<Vec<u8>>> = std::sync::OnceLock::new();
    CORPUS.get_or_init(read_corpus)
}

fn read_corpus() -> Vec<Vec<u8>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for folder in ["saves", "assets/examples", "assets/lessons", "tests/hostile", "tests/hostile-lessons"] {
        let Ok(entries) = std::fs::read_dir(root.join(folder)) else { continue };
        for entry in entries.flatten() {
            if entry.path().extension().is_some_and(|e| e == "ron") {
                files.push(std::fs::read(entry.path()).unwrap());
            }
        }
    }
    files.sort();
    files
}

/// One way to damage a file.
#[derive(Clone, Debug)]
enum Mutation {
    /// Set the byte at this place (a share of the file, in 65536ths) to this value.
    Set(u16, u8),
    /// Remove this many bytes from here.
    Cut(u16, usize),
    /// Repeat this many bytes from here, this many times.
    Repeat(u16, usize, usize),
    /// Put in a piece of another file of the corpus.
    Splice(u16, usize, u16, usize),
    /// Put in a piece of RON that matters here.
    Insert(u16, &'static str),
}

const PIECES: [&str; 14] = [
    "(",
    ")",
    "[",
    "]",
    ",",
    "\"",
    ":",
    "version: 2",
    "Set([1, 3, 4])",
    "UpTo(0)",
    "18446744073709551616",
    "-1",
    "steps: [",
    "\u{feff}",
];

fn mutation() -> impl Strategy<Value = Mutation> {
    let at = any::<u16>();
    prop_oneof![
        (at, any::<u8>()).prop_map(|(at, b)| Mutation::Set(at, b)),
        (at, 1..40usize).prop_map(|(at, n)| Mutation::Cut(at, n)),
        (at, 1..20usize, 1..50usize).prop_map(|(at, n, times)| Mutation::Repeat(at, n, times)),
        (at, any::<usize>(), any::<u16>(), 1..200usize).prop_map(|(at, f, from, n)| Mutation::Splice(at, f, from, n)),
        (at, proptest::sample::select(&PIECES[..])).prop_map(|(at, piece)| Mutation::Insert(at, piece)),
    ]
}

/// The place `at` (in 65536ths of the file) as an index.
fn index(at: u16, len: usize) -> usize {
    usize::from(at) * len / 65536
}

fn mutate(mut bytes: Vec<u8>, mutation: &Mutation, corpus: &[Vec<u8>]) -> Vec<u8> {
    let len = bytes.len();
    match *mutation {
        Mutation::Set(at, b) => {
            if len > 0 {
                let i = index(at, len - 1);
                bytes[i] = b;
            }
        }
        Mutation::Cut(at, n) => {
            let i = index(at, len);
            bytes.drain(i..(i + n).min(len));
        }
        Mutation::Repeat(at, n, times) => {
            let i = index(at, len);
            let piece = bytes[i..(i + n).min(len)].to_vec();
            for _ in 0..times {
                bytes.splice(i..i, piece.iter().copied());
            }
        }
        Mutation::Splice(at, file, from, n) => {
            let other = &corpus[file % corpus.len()];
            let start = index(from, other.len());
            let piece = &other[start..(start + n).min(other.len())];
            let i = index(at, len);
            bytes.splice(i..i, piece.iter().copied());
        }
        Mutation::Insert(at, piece) => {
            let i = index(at, len);
            bytes.splice(i..i, piece.bytes());
        }
    }
    bytes
}

/// Loads a mutant both ways and holds the outcome to the rules.
fn check(bytes: &[u8]) -> Result<(), TestCaseError> {
    let Ok(text) = std::str::from_utf8(bytes) else { return Ok(()) };
    match parse(text, "mutant.ron") {
        Ok(loaded) => {
            for warning in &loaded.warnings {
                prop_assert_eq!(message_fault(&warning.to_string(), "", text), None);
            }
            let again = parse(&to_ron(&loaded.saved, "// again"), "again.ron");
            prop_assert_eq!(again.map(|l| l.saved).ok(), Some(loaded.saved));
        }
        Err(e) => prop_assert_eq!(message_fault(&e.to_string(), "mutant.ron", text), None),
    }
    match parse_lesson(text, "mutant.ron") {
        Ok(loaded) => {
            for warning in &loaded.warnings {
                prop_assert_eq!(message_fault(&warning.to_string(), "", text), None);
            }
            let again = parse_lesson(&lesson_to_ron(&loaded.lesson, "// again"), "again.ron");
            prop_assert_eq!(again.map(|l| l.lesson).ok(), Some(loaded.lesson));
        }
        Err(e) => prop_assert_eq!(message_fault(&e.to_string(), "mutant.ron", text), None),
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn damaged_files_load_or_are_refused_plainly(
        file in any::<usize>(),
        mutations in proptest::collection::vec(mutation(), 1..6),
    ) {
        let corpus = corpus();
        let mut bytes = corpus[file % corpus.len()].clone();
        for m in &mutations {
            bytes = mutate(bytes, m, corpus);
        }
        check(&bytes)?;
    }
}

#[test]
fn every_file_of_the_corpus_keeps_the_rules_unchanged() {
    let corpus = corpus();
    assert!(corpus.len() >= 60, "the corpus has {} files", corpus.len());
    for bytes in corpus {
        check(bytes).unwrap();
    }
}
