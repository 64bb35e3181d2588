//! The octal games' tests: published values and periods, names, sequences, bad codes.

use super::*;

/// Kayles, OEIS A002186.
const KAYLES: [u64; 36] =
    [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7];
/// Dawson's Kayles (0.07): A002187 (Dawson's chess) shifted by one.
const DAWSON: [u64; 36] =
    [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0];

#[test]
fn kayles_and_dawsons_kayles_match_the_published_values_and_periods() {
    let kayles = OctalGame::kayles().values(400);
    assert_eq!(&kayles.values()[..36], &KAYLES);
    assert_eq!(kayles.period(), Some(OctalPeriod { preperiod: 71, period: 12 }));
    let dawson = OctalGame::dawson().values(400);
    assert_eq!(&dawson.values()[..36], &DAWSON);
    assert_eq!(dawson.period(), Some(OctalPeriod { preperiod: 53, period: 34 }));
    // Past the values, g(n) comes from the period.
    assert_eq!(kayles.value(1_000_000), kayles.value(71 + (1_000_000 - 71) % 12));
}

/// Nim written as an octal game (0.333…: take any number, leaving one heap or none) has g(n) = n,
/// and subtraction games match their own rule: 0.33 is S(1..2), period 3.
#[test]
fn octal_codes_of_known_games() {
    let s12: OctalGame = "0.33".parse().unwrap();
    let values = s12.values(60);
    assert_eq!(&values.values()[..6], &[0, 1, 2, 0, 1, 2]);
    assert_eq!(values.period(), Some(OctalPeriod { preperiod: 0, period: 3 }));
    let nim: OctalGame = "0.3333333333".parse().unwrap();
    assert_eq!(nim.values(9).values(), &(0..=9).collect::<Vec<u64>>()[..]);
}

#[test]
fn games_by_name_and_their_sequences() {
    let named = |text: &str| text.parse::<HeapGame>().unwrap();
    assert_eq!(named("nim"), HeapGame::nim());
    assert_eq!(named("kayles").name(), "kayles");
    assert_eq!(named("0.07").title(), "Dawson’s Kayles (0.07)");
    // A take-away rule and the octal code that writes it are two games with the same values.
    for (rule, code) in [("upto-3", "0.333"), ("set-1.3.4", "0.3033")] {
        assert_eq!(named(rule).sequence(40).unwrap().values, named(code).sequence(40).unwrap().values, "{rule}");
        assert_eq!(named(rule).name(), rule, "the name reads back");
    }
    // S(1..k) for any k, by its formula: no table of k digits (this was a capacity overflow).
    let huge = named("upto-18446744073709551615");
    assert_eq!(huge.sequence(5).unwrap().values, [0, 1, 2, 3, 4, 5]);
    assert_eq!(named("upto-40").sequence(42).unwrap().values[40..], [40, 0, 1]);
    let kayles = named("kayles").sequence(1_000_000).unwrap();
    assert_eq!(kayles.values.len(), 1_000_001);
    assert_eq!(kayles.period, Some(OctalPeriod { preperiod: 71, period: 12 }));
    // S(1..3): g(n) = n mod 4; the set {1, 3, 4}: 0 1 0 1 2 3 2, period 7.
    assert_eq!(&named("upto-3").sequence(9).unwrap().values, &[0, 1, 2, 3, 0, 1, 2, 3, 0, 1]);
    let set = named("set-1.3.4").sequence(20).unwrap();
    assert_eq!(&set.values[..7], &[0, 1, 0, 1, 2, 3, 2]);
    assert_eq!(set.period.map(|p| p.period), Some(7));
    assert_eq!(
        named("nim").sequence(4).unwrap(),
        GrundySequenceReport { values: vec![0, 1, 2, 3, 4], period: None, searched_to: 4 }
    );
    // 0.6 has no period known: up to the limit it is computed, beyond it an error says so.
    let open = named("0.6").sequence(500).unwrap();
    assert_eq!(open.period, None);
    assert_eq!(&open.values[..12], &[0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4], "0.6 (OEIS A071427) begins so");
    assert!(matches!(named("0.6").sequence(MAX_UNPROVEN_TO + 1), Err(OctalError::Unproven { .. })));
    assert!("upto-0".parse::<HeapGame>().is_err() && "set-1.x".parse::<HeapGame>().is_err());
}

#[test]
fn bad_codes_are_explained() {
    assert!(matches!("0.8".parse::<OctalGame>(), Err(OctalError::Malformed(_))));
    assert!(matches!("7".parse::<OctalGame>(), Err(OctalError::Malformed(_))));
    assert!(matches!("0.".parse::<OctalGame>(), Err(OctalError::Malformed(_))));
    assert!(matches!("0.000".parse::<OctalGame>(), Err(OctalError::NoMove(_))));
    assert_eq!(format!("0.{}", "1".repeat(33)).parse::<OctalGame>(), Err(OctalError::TooLong));
    assert_eq!("0.770".parse::<OctalGame>().unwrap().to_string(), "0.77");
}

/// A take of 0 in a set is refused with the malformed-code error, not a crash.
#[test]
fn a_set_with_zero_is_refused() {
    for text in ["set-0.3", "set-1.0", "set-0", "upto-0"] {
        assert!(matches!(text.parse::<HeapGame>(), Err(OctalError::Malformed(_))), "{text}");
    }
}

/// A period that shows only past the first values is found as soon as the values prove it, without
/// computing every size asked: 0.16's period 149,459 (Gangolli and Plambeck), last exceptional value
/// at n = 105,350, is proven by n = 2^19.
#[test]
fn a_long_period_is_found_at_the_first_power_of_two_that_proves_it() {
    let game: OctalGame = "0.16".parse().unwrap();
    let values = game.values_for(1_000_000).unwrap();
    let period = values.period().unwrap();
    assert_eq!((period.preperiod, period.period), (105_351, 149_459));
    assert_eq!(values.values().len(), 1 << 19);
    assert_eq!(values.value(1_000_000), values.value(1_000_000 - 149_459));
}

/// The watch hears how far the whole search has come, never going back, and may stop it.
#[test]
fn a_long_computation_tells_how_far_it_is_and_can_be_stopped() {
    let game: OctalGame = "0.6".parse().unwrap();
    let mut heard = Vec::new();
    let values = game.values_for_watched(20_000, &mut |done, total| {
        heard.push((done, total));
        true
    });
    assert!(values.unwrap().period().is_none());
    assert!(heard.windows(2).all(|w| w[0].0 <= w[1].0), "{heard:?}");
    assert!(heard.iter().all(|&(_, total)| total == 20_000));
    assert_eq!(heard.last().map(|h| h.0), Some(16_384));
    let stopped = game.values_for_watched(20_000, &mut |done, _| done < 8192);
    assert_eq!(stopped, Err(OctalError::Cancelled { code: "0.6".into(), at: 8192 }));
    // Past the limit, only an early period is looked for.
    assert!(matches!(game.values_for(MAX_UNPROVEN_TO + 1), Err(OctalError::Unproven { up_to: 4096, .. })));
}

/// Past its budget of steps a computation stops with the code and how far it came, whichever method
/// it uses; meanwhile its progress is never behind the share of the budget spent.
#[test]
fn a_computation_past_its_budget_stops_and_says_how_far_it_came() {
    for (code, to) in [("0.777777777777777777777", 6_000), ("0.6", 20_000)] {
        let game: OctalGame = code.parse().unwrap();
        let mut run = super::run::ValuesRun::plain(&game, to, false).with_budget(2_000_000);
        let answer = loop {
            if let Some(answer) = run.step(256) {
                break answer;
            }
            let (done, total) = run.progress();
            assert!(done >= run.computed() && done <= total, "{code}: {done} of {total}");
        };
        match answer {
            Err(OctalError::TooMuchWork { code: said, at }) => {
                assert_eq!(said, code);
                assert!(at > 0 && at < to as u64, "{code}: stopped at {at}");
            }
            other => panic!("{code}: {other:?}"),
        }
    }
}
