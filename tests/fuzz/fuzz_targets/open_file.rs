//! Any bytes opened as a file, as File ▸ Open and a file dropped on the page do (the size, a byte
//! order mark, text that is not UTF-8, then a game, a game in disguise or a lesson): no panic, a one-line message in the
//! reader's terms, and every game or lesson that loads writes back to one that loads the same.
#![no_main]

use bouton::save::{
    Opened, Watch, disguise_to_ron, lesson_to_ron, message_fault, open_bytes_watched, parse, parse_any, parse_lesson,
    to_ron,
};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let input = String::from_utf8_lossy(data);
    match open_bytes_watched("fuzz.ron", data, Watch::NONE) {
        Ok(opened) => {
            for warning in opened.warnings() {
                if let Some(fault) = message_fault(&warning.to_string(), "", &input) {
                    panic!("{fault}");
                }
            }
            match opened {
                Opened::Game(loaded) => {
                    let again = parse(&to_ron(&loaded.saved, "// again"), "again.ron").expect("a written file loads");
                    assert_eq!(again.saved, loaded.saved, "the round trip keeps the game");
                }
                Opened::Disguise(loaded) => {
                    let text = disguise_to_ron(&loaded.saved, "// again");
                    match parse_any(&text, "again.ron").expect("a written game in disguise loads") {
                        Opened::Disguise(again) => assert_eq!(again.saved, loaded.saved, "the round trip keeps it"),
                        _ => panic!("a game in disguise came back as something else"),
                    }
                }
                Opened::Lesson(loaded) => {
                    let again = parse_lesson(&lesson_to_ron(&loaded.lesson, "// again"), "again.ron")
                        .expect("a written lesson loads");
                    assert_eq!(again.lesson, loaded.lesson, "the round trip keeps the lesson");
                }
            }
        }
        Err(error) => {
            if let Some(fault) = message_fault(&error.to_string(), "fuzz.ron", &input) {
                panic!("{fault}");
            }
        }
    }
});
