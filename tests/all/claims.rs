//! The truth rule: every claim on every surface that states facts — the table's markers and verdict,
//! every page of the proof walkthrough, the computer's reasons, exercise feedback, hover hints, the
//! handout — checked against the naive oracle (no XOR, no Grundy value from the solver), on random
//! positions under all six rule families: normal and misère × any number, 1 to k, a subtraction set.

use std::collections::HashMap;

use bouton::save::SavedGame;
use bouton::{
    Analysis, Answer, Basis, Claim, Claims, Ending, ExerciseKind, Game, Level, MiserePhase, MoveFacts, MoveRule,
    Opponent, Outcome, PageChoice, Position, ProofPage, Question, Rules, Scale, WinReason, hint_ladder,
    move_leaves_after, proof_page,
};
use proptest::prelude::*;

use crate::common::naive_is_p;

/// The oracle for one rule set: P-positions and Grundy values by plain search and mex.
pub struct Oracle {
    rules: Rules,
    memo: HashMap<Vec<u64>, bool>,
    grundy: HashMap<u64, u64>,
}

impl Oracle {
    pub fn new(rules: &Rules) -> Self {
        Self { rules: rules.clone(), memo: HashMap::new(), grundy: HashMap::new() }
    }

    fn is_p(&mut self, heaps: &[u64]) -> bool {
        naive_is_p(heaps, &self.rules, &mut self.memo)
    }

    fn outcome(&mut self, heaps: &[u64]) -> Outcome {
        if self.is_p(heaps) { Outcome::PreviousWins } else { Outcome::NextWins }
    }

    /// The Grundy value by the mex of the values reached (normal-play values, whatever the ending).
    fn value(&mut self, size: u64) -> u64 {
        if let Some(&g) = self.grundy.get(&size) {
            return g;
        }
        let reached: Vec<u64> =
            (1..=size).filter(|&t| self.rules.moves.allows(t)).map(|t| size - t).collect::<Vec<_>>();
        let reached: Vec<u64> = reached.into_iter().map(|s| self.value(s)).collect();
        let g = (0..=reached.len() as u64).find(|g| !reached.contains(g)).unwrap();
        self.grundy.insert(size, g);
        g
    }

    fn values(&mut self, heaps: &[u64]) -> Vec<u64> {
        heaps.iter().map(|&h| self.value(h)).collect()
    }

    fn legal_moves(&self, heaps: &[u64]) -> Vec<(usize, u64)> {
        let mut moves = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for t in 1..=h {
                if self.rules.moves.allows(t) {
                    moves.push((i, t));
                }
            }
        }
        moves
    }

    fn after(heaps: &[u64], heap: usize, take: u64) -> Vec<u64> {
        let mut after = heaps.to_vec();
        after[heap] -= take;
        after
    }

    /// The winning moves from `heaps`, by plain search.
    fn winning_moves(&mut self, heaps: &[u64]) -> Vec<(usize, u64)> {
        let moves = self.legal_moves(heaps);
        moves.into_iter().filter(|&(i, t)| self.is_p(&Self::after(heaps, i, t))).collect()
    }
}

/// Oracles for both endings of a move rule.
pub struct Oracles {
    normal: Oracle,
    misere: Oracle,
}

impl Oracles {
    pub fn new(moves: &MoveRule) -> Self {
        Self {
            normal: Oracle::new(&Rules::new(Ending::Normal, moves.clone())),
            misere: Oracle::new(&Rules::new(Ending::Misere, moves.clone())),
        }
    }

    fn get(&mut self, ending: Ending) -> &mut Oracle {
        match ending {
            Ending::Normal => &mut self.normal,
            Ending::Misere => &mut self.misere,
        }
    }
}

fn xor(values: &[u64]) -> u64 {
    values.iter().fold(0, |x, &v| x ^ v)
}

/// The facts of a move agree with the position and the oracle's values; returns the position after.
fn check_facts(o: &mut Oracle, heaps: &[u64], f: &MoveFacts) -> Result<Vec<u64>, String> {
    let size = *heaps.get(f.heap).ok_or(format!("no heap {} in {heaps:?}", f.heap))?;
    if f.take == 0 || f.take > size || !o.rules.moves.allows(f.take) {
        return Err(format!("illegal move {f:?} on {heaps:?}"));
    }
    let expected_scale = if matches!(o.rules.moves, MoveRule::Any) { Scale::Sizes } else { Scale::Values };
    if (f.from_size, f.to_size, f.scale) != (size, size - f.take, expected_scale) {
        return Err(format!("wrong sizes in {f:?} on {heaps:?}"));
    }
    if (f.from_value, f.to_value) != (o.value(size), o.value(size - f.take)) {
        return Err(format!("wrong values in {f:?} on {heaps:?}"));
    }
    Ok(Oracle::after(heaps, f.heap, f.take))
}

/// The basis holds for `heaps` and matches `outcome`; the ending it speaks of comes from the basis.
fn check_basis(oracles: &mut Oracles, moves: &MoveRule, heaps: &[u64], basis: &Basis) -> Result<Ending, String> {
    let scale = if matches!(moves, MoveRule::Any) { Scale::Sizes } else { Scale::Values };
    let values = oracles.normal.values(heaps);
    match *basis {
        Basis::NimSum { nim_sum, scale: s, misere_big } => {
            if nim_sum != xor(&values) || s != scale {
                return Err(format!("basis {basis:?} on {heaps:?}: values {values:?}"));
            }
            match misere_big {
                None => Ok(Ending::Normal),
                Some(big) => {
                    let count = values.iter().filter(|&&v| v >= 2).count() as u64;
                    if big != count || big == 0 || matches!(moves, MoveRule::Set(_)) {
                        return Err(format!("misère basis {basis:?} on {heaps:?}: values {values:?}"));
                    }
                    // While a value is ≥ 2, the misère outcome is the normal one: check it.
                    let (m, n) = (oracles.misere.outcome(heaps), oracles.normal.outcome(heaps));
                    if m != n {
                        return Err(format!("misère ≠ normal on {heaps:?} though a value is ≥ 2"));
                    }
                    Ok(Ending::Misere)
                }
            }
        }
        Basis::MisereEndgame { ones, scale: s } => {
            let count = values.iter().filter(|&&v| v == 1).count() as u64;
            if values.iter().any(|&v| v > 1) || ones != count || s != scale || matches!(moves, MoveRule::Set(_)) {
                return Err(format!("endgame basis {basis:?} on {heaps:?}: values {values:?}"));
            }
            Ok(Ending::Misere)
        }
        Basis::ExactSearch => {
            if !matches!(moves, MoveRule::Set(_)) {
                return Err(format!("exact search claimed for {moves:?}"));
            }
            Ok(Ending::Misere)
        }
    }
}

/// Checks one claim made about `heaps` under `rules` against the oracles.
#[allow(clippy::too_many_lines, reason = "one arm per kind of claim")]
pub fn check_claim(oracles: &mut Oracles, rules: &Rules, heaps: &[u64], claim: &Claim) -> Result<(), String> {
    let moves = &rules.moves;
    let here = |e: String| format!("{e}\n  claim: {claim:?}\n  words: {claim}\n  heaps: {heaps:?}, rules: {rules}");
    let result = (|| -> Result<(), String> {
        match claim {
            Claim::Verdict { outcome } => {
                let o = oracles.get(rules.ending);
                if o.legal_moves(heaps).is_empty() {
                    return Err("an outcome is claimed where no move is left".into());
                }
                let truth = o.outcome(heaps);
                if truth != *outcome {
                    return Err(format!("verdict {outcome:?}, truth {truth:?}"));
                }
            }
            Claim::Outcome { outcome, basis } => {
                let ending = check_basis(oracles, moves, heaps, basis)?;
                let truth = oracles.get(ending).outcome(heaps);
                if truth != *outcome {
                    return Err(format!("outcome {outcome:?}, truth {truth:?}"));
                }
                let values = oracles.normal.values(heaps);
                let implied = match basis {
                    Basis::NimSum { nim_sum, .. } => Some(*nim_sum != 0),
                    Basis::MisereEndgame { ones, .. } => Some(ones.is_multiple_of(2)),
                    Basis::ExactSearch => None,
                };
                if implied.is_some_and(|next_wins| next_wins != (truth == Outcome::NextWins)) {
                    return Err(format!("the basis implies the other outcome (values {values:?})"));
                }
                if oracles.get(ending).legal_moves(heaps).is_empty() {
                    return Err("an outcome is claimed where no move is left".into());
                }
            }
            Claim::NoMoveLeft { ending } => {
                // The ending is the claim's own (the misère page compares with normal play).
                if !oracles.get(*ending).legal_moves(heaps).is_empty() {
                    return Err("a move is left".into());
                }
            }
            Claim::WinningMove(f) => {
                let o = oracles.get(rules.ending);
                let after = check_facts(o, heaps, f)?;
                if !o.is_p(&after) {
                    return Err("the move does not win".into());
                }
            }
            Claim::WhyItWins { facts, reason, .. } => {
                let o = oracles.get(rules.ending);
                let after = check_facts(o, heaps, facts)?;
                if !o.is_p(&after) {
                    return Err("the move does not win".into());
                }
                let values = o.values(heaps);
                let values_after = o.values(&after);
                match *reason {
                    WinReason::NimSum { nim_sum, top_bit } => {
                        let d = nim_sum.checked_ilog2();
                        if nim_sum != xor(&values)
                            || facts.from_value ^ nim_sum != facts.to_value
                            || xor(&values_after) != 0
                            || top_bit != d.filter(|&d| facts.from_value >> d & 1 == 1)
                        {
                            return Err(format!("wrong arithmetic (values {values:?})"));
                        }
                        if rules.ending == Ending::Misere && values_after.iter().all(|&v| v <= 1) {
                            return Err("in misère play the nim-sum does not decide once every value is ≤ 1".into());
                        }
                    }
                    WinReason::MisereOddOnes { ones_left, switch } => {
                        let ones = values_after.iter().filter(|&&v| v == 1).count() as u64;
                        if rules.ending != Ending::Misere
                            || values_after.iter().any(|&v| v > 1)
                            || ones != ones_left
                            || ones.is_multiple_of(2)
                            || switch != (facts.from_value >= 2)
                        {
                            return Err(format!("wrong misère reason (after {values_after:?})"));
                        }
                        if switch && values.iter().filter(|&&v| v >= 2).count() != 1 {
                            return Err("not the switch: another value is ≥ 2".into());
                        }
                    }
                    WinReason::Search => {
                        if rules.ending != Ending::Misere || !matches!(moves, MoveRule::Set(_)) {
                            return Err("a search is claimed where a rule decides".into());
                        }
                    }
                }
            }
            Claim::EveryMoveLoses { basis } => {
                let ending = check_basis(oracles, moves, heaps, basis)?;
                let o = oracles.get(ending);
                if !o.is_p(heaps) || o.legal_moves(heaps).is_empty() {
                    return Err("not a P-position with moves".into());
                }
            }
            Claim::ComputerProlongs { basis, facts } => {
                let ending = check_basis(oracles, moves, heaps, basis)?;
                let o = oracles.get(ending);
                check_facts(o, heaps, facts)?;
                if !o.is_p(heaps) {
                    return Err("the computer says it is lost in an N-position".into());
                }
            }
            Claim::ComputerDelays { basis, facts, lasts } => {
                let ending = check_basis(oracles, moves, heaps, basis)?;
                let o = oracles.get(ending);
                let after = check_facts(o, heaps, facts)?;
                if !o.is_p(heaps) {
                    return Err("the computer says it is lost in an N-position".into());
                }
                let mut memo = HashMap::new();
                let (_, here) = crate::common::naive_remoteness(heaps, rules, &mut memo);
                let (_, then) = crate::common::naive_remoteness(&after, rules, &mut memo);
                if here != *lasts || then + 1 != *lasts {
                    return Err(format!("the game lasts {here} from here and {then} after the move, not {lasts}"));
                }
            }
            Claim::Remote { value } => {
                let (wins, moves) = crate::common::naive_remoteness(heaps, rules, &mut HashMap::new());
                if (value.wins(), value.moves) != (wins, moves) {
                    return Err(format!("remoteness: naive says wins {wins} in {moves}"));
                }
            }
            Claim::MoveValue { facts, value, best } => {
                let after = check_facts(oracles.get(rules.ending), heaps, facts)?;
                let mut memo = HashMap::new();
                let here = crate::common::naive_remoteness(heaps, rules, &mut memo);
                let (then_wins, then) = crate::common::naive_remoteness(&after, rules, &mut memo);
                if (best.wins(), best.moves) != here || (value.wins(), value.moves) != (!then_wins, then + 1) {
                    return Err(format!("move value: naive says {here:?} here and {:?} after", (then_wins, then)));
                }
            }
            Claim::ComputerRandom { facts, .. } => {
                check_facts(oracles.get(rules.ending), heaps, facts)?;
            }
            Claim::MoveLeaves { facts, nim_sum_after, outcome_after, basis_after } => {
                let after = check_facts(oracles.get(rules.ending), heaps, facts)?;
                let values_after = oracles.normal.values(&after);
                if *nim_sum_after != xor(&values_after) {
                    return Err("wrong nim-sum after".into());
                }
                let ending = check_basis(oracles, moves, &after, basis_after)?;
                if ending != rules.ending || oracles.get(ending).outcome(&after) != *outcome_after {
                    return Err("wrong outcome after".into());
                }
            }
            Claim::ZeroingMove { facts, outcome_after, basis_after } => {
                let after = check_facts(oracles.get(rules.ending), heaps, facts)?;
                if xor(&oracles.normal.values(&after)) != 0 {
                    return Err("the move does not make the nim-sum 0".into());
                }
                let ending = check_basis(oracles, moves, &after, basis_after)?;
                if ending != rules.ending || oracles.get(ending).outcome(&after) != *outcome_after {
                    return Err("wrong outcome after".into());
                }
                if rules.ending == Ending::Normal && *outcome_after != Outcome::PreviousWins {
                    return Err("in normal play a move to nim-sum 0 always wins".into());
                }
            }
            Claim::WinningHeaps { heaps: claimed } => {
                let mut truth: Vec<usize> =
                    oracles.get(rules.ending).winning_moves(heaps).iter().map(|m| m.0).collect();
                truth.dedup();
                if *claimed != truth {
                    return Err(format!("winning heaps {truth:?}"));
                }
            }
            Claim::NoWinningMoveFrom { heaps: claimed } => {
                let truth = oracles.get(rules.ending).winning_moves(heaps);
                if truth.iter().any(|m| claimed.contains(&m.0)) {
                    return Err(format!("winning moves {truth:?}"));
                }
            }
            Claim::TopBitHeaps { nim_sum, top_bit, heaps: claimed } => {
                let values = oracles.normal.values(heaps);
                let mut truth: Vec<usize> =
                    oracles.get(rules.ending).winning_moves(heaps).iter().map(|m| m.0).collect();
                truth.dedup();
                let with_bit: Vec<usize> = (0..heaps.len()).filter(|&i| values[i] >> top_bit & 1 == 1).collect();
                if rules.ending != Ending::Normal
                    || *nim_sum != xor(&values)
                    || Some(*top_bit) != nim_sum.checked_ilog2()
                    || *claimed != truth
                    || *claimed != with_bit
                {
                    return Err(format!("winning heaps {truth:?}, heaps with the bit {with_bit:?}"));
                }
            }
            Claim::HeapMarker { facts, more } => {
                let o = oracles.get(rules.ending);
                let after = check_facts(o, heaps, facts)?;
                let from_heap = o.winning_moves(heaps).iter().filter(|m| m.0 == facts.heap).count();
                if !o.is_p(&after) || from_heap != more + 1 {
                    return Err(format!("{from_heap} winning moves from the heap"));
                }
            }
            Claim::Misere { phase, scale, nim_sum } => {
                let values = oracles.normal.values(heaps);
                if *nim_sum != xor(&values) {
                    return Err(format!("X is not {nim_sum}: values {values:?}"));
                }
                let expected = if matches!(moves, MoveRule::Any) { Scale::Sizes } else { Scale::Values };
                if *scale != expected || matches!(moves, MoveRule::Set(_)) {
                    return Err("wrong scale or rule".into());
                }
                let o = &mut oracles.misere;
                match *phase {
                    MiserePhase::Normal { big } => {
                        if values.iter().filter(|&&v| v >= 2).count() as u64 != big || big < 2 {
                            return Err(format!("values {values:?}"));
                        }
                        // "X decides as in normal play": X = 0 exactly when the player to move loses.
                        if (*nim_sum == 0) != (o.outcome(heaps) == Outcome::PreviousWins) {
                            return Err(format!("X = {nim_sum} does not decide here"));
                        }
                    }
                    MiserePhase::Switch { heap, others_ones, target } => {
                        let big: Vec<usize> = (0..values.len()).filter(|&i| values[i] >= 2).collect();
                        let ones = values.iter().filter(|&&v| v == 1).count() as u64;
                        if big != [heap]
                            || ones != others_ones
                            || (others_ones + target).is_multiple_of(2)
                            || target > 1
                        {
                            return Err(format!("values {values:?}"));
                        }
                        // "Bring it to the target": a winning move does so.
                        let wins = o.winning_moves(heaps);
                        if !wins.iter().any(|&(i, t)| i == heap && o.value(heaps[i] - t) == target) {
                            return Err(format!("no winning move brings heap {heap} to {target}: {wins:?}"));
                        }
                    }
                    MiserePhase::Endgame { ones } => {
                        let count = values.iter().filter(|&&v| v == 1).count() as u64;
                        let next_wins = o.outcome(heaps) == Outcome::NextWins;
                        if values.iter().any(|&v| v > 1) || count != ones || next_wins != (ones.is_multiple_of(2)) {
                            return Err(format!("values {values:?}"));
                        }
                    }
                }
            }
            Claim::GameOver { ending, .. } => {
                if *ending != rules.ending || !oracles.get(*ending).legal_moves(heaps).is_empty() {
                    return Err("the game is not over".into());
                }
            }
            Claim::NimSum { nim_sum, top_bit } => {
                let values = oracles.normal.values(heaps);
                if *nim_sum != xor(&values) || *top_bit != nim_sum.checked_ilog2() {
                    return Err(format!("values {values:?}"));
                }
            }
            Claim::Xor { terms, result } => {
                if xor(terms) != *result {
                    return Err("wrong XOR".into());
                }
            }
        }
        Ok(())
    })();
    result.map_err(here)
}

/// Every claim a surface shows about a position, with the rules each one speaks under.
pub fn surface_claims(position: &Position, rules: &Rules) -> Vec<(Rules, Claim)> {
    let mut all = Vec::new();
    let Ok(analysis) = Analysis::of(position, rules) else { return all };
    let claims = Claims::from_analysis(position, rules, &analysis);
    let mine = |c: &Claim| (rules.clone(), c.clone());
    all.push(mine(&claims.nim_sum));
    all.push(mine(&claims.outcome));
    all.extend(claims.winning_moves.iter().map(mine));
    all.extend(claims.reasons.iter().map(mine));
    all.extend(claims.markers.iter().flatten().map(mine));
    // The hint ladder, every rung.
    all.extend(hint_ladder(&claims, &analysis, rules).iter().map(mine));
    // Hover hints: every legal move.
    for mv in position.legal_moves(rules) {
        all.extend(move_leaves_after(&analysis, position, rules, mv).ok().map(|c| (rules.clone(), c)));
    }
    // Move values on the board (and the remoteness in the status and the command line).
    if let Ok(values) = bouton::MoveValues::of(position, rules) {
        let (remote, moves) = values.claims(position, rules);
        all.push(mine(&remote));
        all.extend(moves.iter().map(mine));
    }
    // Every page of the walkthrough, with every Lemma 2 heap and a few Lemma 1 moves.
    let misere = Rules::new(Ending::Misere, rules.moves.clone());
    let mut choices = vec![PageChoice::default()];
    choices.extend((0..position.len()).map(|h| PageChoice { heap: Some(h), pick: None }));
    choices.extend(position.legal_moves(rules).step_by(3).map(|mv| PageChoice { heap: None, pick: Some(mv) }));
    for page in ProofPage::ALL {
        let page_rules = if page == ProofPage::Misere { &misere } else { rules };
        let wanted: &[PageChoice] =
            if matches!(page, ProofPage::Lemma1 | ProofPage::Lemma2) { &choices } else { &choices[..1] };
        for &choice in wanted {
            let view = proof_page(page, position, rules, choice, "Ligia", "Paul");
            for slide in &view.slides {
                for line in &slide.lines {
                    if let Some(claim) = &line.claim {
                        assert!(
                            line.text.to_lowercase().contains(&claim.to_string().to_lowercase()),
                            "the line does not say its claim: {line:?}"
                        );
                    }
                }
                if let Some(mv) = slide.offer {
                    // An offered move is a winning move under the page's rules when the game is under them.
                    if page_rules == rules
                        && let Ok(facts) = MoveFacts::new(position, rules, mv)
                    {
                        all.push((rules.clone(), Claim::WinningMove(facts)));
                    }
                }
            }
            all.extend(view.claims().map(|c| (page_rules.clone(), c.clone())));
        }
    }
    // The computer's reasons at every level.
    for (level, seed) in
        [(Level::Perfect, 1), (Level::Perfect, 2), (Level::Random, 3), (Level::Fallible { error_rate: 0.5 }, 4)]
    {
        if let Some(choice) = Opponent::new(level, seed).choose(position, rules) {
            if let Claim::WhyItWins { facts, .. }
            | Claim::ComputerProlongs { facts, .. }
            | Claim::ComputerRandom { facts, .. } = &choice.reason
            {
                assert_eq!(facts.mv(), choice.mv, "the reason speaks of another move");
            }
            all.push((rules.clone(), choice.reason));
        }
    }
    // Exercise feedback for every kind of answer.
    let mut winning_heaps: Vec<usize> = analysis.winning_moves.iter().map(|m| m.heap).collect();
    winning_heaps.dedup();
    let question = Question {
        number: 1,
        position: position.clone(),
        outcome: analysis.outcome,
        nim_sum: analysis.nim_sum,
        winning_moves: analysis.winning_moves.clone(),
        winning_heaps,
    };
    let mut answers = vec![
        (ExerciseKind::PorN, Answer::Outcome(Outcome::NextWins)),
        (ExerciseKind::PorN, Answer::Outcome(Outcome::PreviousWins)),
        (ExerciseKind::WinningHeaps, Answer::Heaps((0..position.len()).collect())),
        (ExerciseKind::WinningHeaps, Answer::Heaps(vec![])),
    ];
    answers.extend(position.legal_moves(rules).map(|mv| (ExerciseKind::FindWinningMove, Answer::Move(mv))));
    for (kind, answer) in answers {
        if let Ok(feedback) = question.judge(kind, rules, &answer) {
            let lines = bouton::feedback_lines(&question, &feedback.detail, rules).unwrap();
            all.extend(lines.iter().filter_map(|l| l.claim.clone()).map(|c| (rules.clone(), c)));
        }
    }
    all
}

/// The handout states the claims the table and the computer state, word for word.
fn check_handout(position: &Position, rules: &Rules) {
    let saved = SavedGame::new("t", Game::of_heaps(rules.clone(), position.clone()).unwrap());
    let (Ok(handout), Ok(claims)) = (bouton::export::handout(&saved), Claims::of(position, rules)) else { return };
    for claim in std::iter::once(&claims.outcome).chain(&claims.winning_moves).chain(&claims.reasons).take(40) {
        let words = claim.to_string();
        assert!(handout.to_lowercase().contains(&words.to_lowercase()), "the handout lacks “{words}”:\n{handout}");
    }
}

/// A random position (1 to 4 heaps of 0 to 10) under one of the six rule families: normal or misère
/// × any number, 1 to k (k from 1 to 4), or a subtraction set of amounts from 1 to 6.
fn position_under_rules() -> impl Strategy<Value = (Vec<u64>, Rules)> {
    let moves = prop_oneof![
        Just(MoveRule::Any),
        (1u64..5).prop_map(|k| MoveRule::up_to(k).unwrap()),
        prop::collection::btree_set(1u64..7, 1..4)
            .prop_map(|set| MoveRule::set(&set.into_iter().collect::<Vec<_>>()).unwrap()),
    ];
    let ending = prop_oneof![Just(Ending::Normal), Just(Ending::Misere)];
    (prop::collection::vec(0u64..11, 1..5), ending, moves)
        .prop_map(|(heaps, ending, moves)| (heaps, Rules::new(ending, moves)))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 240, failure_persistence: None, ..ProptestConfig::default() })]

    /// Every claim on every surface, for random positions under all six rule families.
    #[test]
    fn every_claim_on_every_surface_is_true((heaps, rules) in position_under_rules()) {
        let position = Position::new(heaps.clone()).unwrap();
        let mut oracles = Oracles::new(&rules.moves);
        let claims = surface_claims(&position, &rules);
        prop_assert!(!claims.is_empty());
        for (page_rules, claim) in &claims {
            if let Err(e) = check_claim(&mut oracles, page_rules, &heaps, claim) {
                prop_assert!(false, "{}", e);
            }
        }
        check_handout(&position, &rules);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, failure_persistence: None, ..ProptestConfig::default() })]

    /// The truth rule in every language: each claim on every surface has, in every language, the
    /// numbers (and N or P) of its English wording, which the test above checks against brute force.
    #[test]
    fn every_claim_keeps_its_numbers_in_every_language((heaps, rules) in position_under_rules()) {
        let position = Position::new(heaps).unwrap();
        let claims = surface_claims(&position, &rules);
        crate::i18n::same_numbers_in_every_language(|| claims.iter().map(|(_, claim)| claim.to_string()).collect());
    }
}

/// The examples the issue names, one by one.
#[test]
fn the_examples_that_were_false() {
    let p = |h: &[u64]| Position::new(h.to_vec()).unwrap();
    let misere_nim = Rules::new(Ending::Misere, MoveRule::Any);
    // Misère 2, 1: the table's marker and the reason say 2 → 0, not the normal-play 2 → 1.
    let claims = Claims::of(&p(&[2, 1]), &misere_nim).unwrap();
    assert_eq!(claims.markers[0].as_ref().unwrap().to_string(), "take 2 → 0");
    assert!(claims.markers[1].is_none());
    // Set {1, 3, 4}, heaps 9, 11, 7: no marker is an illegal "take 2".
    let set = Rules::new(Ending::Normal, MoveRule::set(&[1, 3, 4]).unwrap());
    let claims = Claims::of(&p(&[9, 11, 7]), &set).unwrap();
    for marker in claims.markers.iter().flatten() {
        let Claim::HeapMarker { facts, .. } = marker else { panic!("{marker:?}") };
        assert!([1, 3, 4].contains(&facts.take), "{marker}");
    }
    // The computer at the misère switch: no "2 ⊕ 3 = 0".
    let choice = Opponent::new(Level::Perfect, 0).choose(&p(&[2, 1]), &misere_nim).unwrap();
    assert!(!choice.reason.to_string().contains('⊕'), "{}", choice.reason);
    // Under S(1..3) the endgame speaks of values.
    let s3 = Rules::new(Ending::Misere, MoveRule::up_to(3).unwrap());
    let choice = Opponent::new(Level::Perfect, 0).choose(&p(&[5, 4, 1]), &s3).unwrap();
    assert!(choice.reason.to_string().contains("every value was 0 or 1"), "{}", choice.reason);
    // Lemma 1's offer in misère play says when the move to s = 0 loses.
    let view = proof_page(ProofPage::Lemma1, &p(&[1, 1, 1, 1, 2]), &misere_nim, PageChoice::default(), "A", "B");
    let offer: Vec<String> = view.claims().map(ToString::to_string).collect();
    assert!(offer.iter().any(|c| c.contains("but in misère play that loses here")), "{offer:?}");
}
