//! Any words after `bouton analyze` (heaps and rule flags, and bytes that are not UTF-8, as a Unix
//! command line may carry): no panic; a bad input is one line on stderr, nothing on stdout, and exit
//! code 2; a good one prints a report and exits 0.
#![no_main]

use bouton::cli::{EXIT_BAD_INPUT, EXIT_OK, Invocation, run};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    use std::os::unix::ffi::OsStrExt;
    // Words split on spaces, as bytes; `--file` would read files, which is the loader's target.
    let words = data.split(|&b| b == b' ').filter(|w| !w.starts_with(b"--f")).take(64);
    let words = words.map(|w| std::ffi::OsStr::from_bytes(w).to_os_string());
    let args = ["bouton", "analyze"].into_iter().map(std::ffi::OsString::from).chain(words);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = match run(args, &mut out, &mut err) {
        Invocation::Done(code) => code,
        Invocation::OpenWindow(_) => panic!("analyze never opens the window"),
    };
    let err = String::from_utf8(err).expect("messages are text");
    match code {
        EXIT_OK => assert!(!out.is_empty(), "a report"),
        EXIT_BAD_INPUT => {
            assert!(out.is_empty(), "nothing on stdout for a bad input");
            assert_eq!(err.trim_end().lines().count(), 1, "one line: {err}");
        }
        other => panic!("exit code {other}"),
    }
});
