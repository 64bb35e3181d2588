//! Any bytes given to the lesson loader: no panic, a one-line message in the reader's terms, and
//! every lesson that loads writes back to a lesson that loads to the same steps.
#![no_main]

use bouton::save::{lesson_to_ron, parse_lesson};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match parse_lesson(text, "fuzz.ron") {
        Ok(loaded) => {
            for warning in &loaded.warnings {
                if let Some(fault) = bouton::save::message_fault(warning, "", text) {
                    panic!("{fault}");
                }
            }
            let again = parse_lesson(&lesson_to_ron(&loaded.lesson, "// again"), "again.ron").expect("a written lesson loads");
            assert_eq!(again.lesson, loaded.lesson, "the round trip keeps the lesson");
        }
        Err(error) => {
            if let Some(fault) = bouton::save::message_fault(&error.to_string(), "fuzz.ron", text) {
                panic!("{fault}");
            }
        }
    }
});
