//! Any bytes given to the save-file loader: no panic, a one-line message in the reader's terms, and
//! every file that loads writes back to a file that loads to the same game.
#![no_main]

use bouton::save::{parse, to_ron};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match parse(text, "fuzz.ron") {
        Ok(loaded) => {
            for warning in &loaded.warnings {
                if let Some(fault) = bouton::save::message_fault(warning, "", text) {
                    panic!("{fault}");
                }
            }
            let again = parse(&to_ron(&loaded.saved, "// again"), "again.ron").expect("a written file loads");
            assert_eq!(again.saved, loaded.saved, "the round trip keeps the game");
        }
        Err(error) => {
            if let Some(fault) = bouton::save::message_fault(&error.to_string(), "fuzz.ron", text) {
                panic!("{fault}");
            }
        }
    }
});
