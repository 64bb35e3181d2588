//! Games in disguise in words: their names, what a position is underneath, and each move in the
//! game's own terms and then in Nim's ("move 3 coins from step 4 to step 3 — underneath, the heap of
//! step 3 goes from 5 to 2, which makes X = 0").

use crate::core::{
    CoinMove, CoinRule, DisguiseKind, DisguisedGame, DisguisedMove, LaskerMove, Lift, MixedMove, MixedSum, Moore,
    PokerMove, WythoffMove,
};
use crate::i18n::{Arg, msg};

/// The game's name: "Staircase Nim", "Moore's Nim with k = 2".
#[must_use]
pub fn disguise_title(game: &DisguisedGame) -> String {
    match game {
        DisguisedGame::Moore(moore) => msg::disguise_moore(moore.k()),
        // A sum by its parts: "Kayles 5 + Green Hackenbush + Turning Turtles" (emptied heaps gone).
        DisguisedGame::Sum(sum) => {
            let left = sum.heaps.heaps().iter().filter(|h| h.size > 0);
            let heaps = left.map(|h| format!("{} {}", h.game.short_title(), h.size));
            let parts: Vec<String> = heaps.chain(sum.disguised.iter().map(disguise_title)).collect();
            if parts.is_empty() { msg::disguise_sum() } else { parts.join(" + ") }
        }
        other => kind_title(other.kind()),
    }
}

/// The name of a kind of game (Moore's with k unsaid: "k").
#[must_use]
pub fn kind_title(kind: DisguiseKind) -> String {
    match kind {
        DisguiseKind::Staircase => msg::disguise_staircase(),
        DisguiseKind::Poker => msg::disguise_poker(),
        DisguiseKind::Coins(CoinRule::Turtles) => msg::disguise_turtles(),
        DisguiseKind::Coins(CoinRule::MockTurtles) => msg::disguise_mock_turtles(),
        DisguiseKind::Coins(CoinRule::Ruler) => msg::disguise_ruler(),
        DisguiseKind::Moore => msg::disguise_moore("k"),
        DisguiseKind::Lasker => msg::disguise_lasker(),
        DisguiseKind::Hackenbush => msg::disguise_hackenbush(),
        DisguiseKind::Wythoff => msg::disguise_wythoff(),
        DisguiseKind::Sum => msg::disguise_sum(),
    }
}

/// What the game is underneath, in a sentence or two.
#[must_use]
pub fn disguise_note(game: &DisguisedGame) -> String {
    match game {
        DisguisedGame::Staircase(_) => msg::disguise_lift_staircase(),
        DisguisedGame::Poker(_) => msg::disguise_lift_poker(),
        DisguisedGame::Coins(row) => match row.rule() {
            CoinRule::Turtles => msg::disguise_lift_turtles(),
            CoinRule::MockTurtles => msg::disguise_lift_mock_turtles(),
            CoinRule::Ruler => msg::disguise_lift_ruler(),
        },
        DisguisedGame::Moore(moore) => msg::disguise_lift_moore(moore.k().saturating_add(1)),
        DisguisedGame::Lasker(_) => msg::disguise_lift_lasker(),
        DisguisedGame::Hackenbush(_) => msg::disguise_lift_hackenbush(),
        DisguisedGame::Wythoff(_) => msg::disguise_lift_wythoff(),
        DisguisedGame::Sum(_) => msg::disguise_lift_sum(),
    }
}

/// The rule that gives a game's values: "g(n) = n".
#[must_use]
pub fn value_rule(kind: DisguiseKind) -> String {
    match kind {
        DisguiseKind::Coins(CoinRule::Turtles) => msg::disguise_rule_turtles(),
        DisguiseKind::Coins(CoinRule::MockTurtles) => msg::disguise_rule_mock_turtles(),
        DisguiseKind::Coins(CoinRule::Ruler) => msg::disguise_rule_ruler(),
        _ => msg::disguise_rule_lasker(),
    }
}

/// The part a Nim heap of the disguise comes from: "step 3", "heap 2", "the head at 5", "tree 1";
/// in a sum, "heap 1 (Kayles)", "game 2 (Green Hackenbush)".
#[must_use]
pub fn part_name(game: &DisguisedGame, part: usize) -> String {
    part_words(game, part, false)
}

/// Which kind of part a game's Nim heaps come from, as the messages select on it: `step`, `coin`,
/// `tree` or `heap` (a sum's parts are named by [`sum_part`]).
fn part_kind(kind: DisguiseKind) -> &'static str {
    match kind {
        DisguiseKind::Staircase => "step",
        DisguiseKind::Coins(_) => "coin",
        DisguiseKind::Hackenbush => "tree",
        DisguiseKind::Poker
        | DisguiseKind::Moore
        | DisguiseKind::Lasker
        | DisguiseKind::Wythoff
        | DisguiseKind::Sum => "heap",
    }
}

/// The part as a table's row names it, with no article: "step 3", "heap 2", "head at 5", "tree 1"
/// (French "marche 3" where a sentence says "la marche 3"); in a sum, "heap 1 (Kayles)".
#[must_use]
pub fn part_label(game: &DisguisedGame, part: usize) -> String {
    part_words(game, part, true)
}

/// Part `part` of `game` in a sentence, or (`label`) as a table's row names it.
fn part_words(game: &DisguisedGame, part: usize, label: bool) -> String {
    let n = part as u64;
    match (game, part_kind(game.kind()), label) {
        (DisguisedGame::Sum(sum), _, _) => sum_part(sum, part, label),
        (_, "step", false) => msg::disguise_part_step(n),
        (_, "step", true) => msg::disguise_label_step(n),
        (_, "coin", false) => msg::disguise_part_coin(n),
        (_, "coin", true) => msg::disguise_label_coin(n),
        (_, "tree", false) => msg::disguise_part_tree(n),
        (_, "tree", true) => msg::disguise_label_tree(n),
        (_, _, false) => msg::disguise_part_heap(n),
        (_, _, true) => msg::disguise_label_heap(n),
    }
}

/// Part `part` (from 1: the heaps, then the games in disguise) of a sum, named with its game:
/// "heap 1b (Nim)", "row 1 (Kayles)", "game 2 (Green Hackenbush)"; `label`: as a table's row (no
/// article). The games in disguise are numbered after the heaps' rows, as they stood at the start.
#[must_use]
pub fn sum_part(sum: &MixedSum, part: usize, label: bool) -> String {
    let heaps = sum.heaps.heaps();
    let index = part.saturating_sub(1);
    if let Some(heap) = heaps.get(index) {
        let (name, game) = (sum.heaps.name(index).to_string(), heap.game.short_title());
        return match (super::pin_game(&heap.game).is_some(), label) {
            (true, true) => msg::mixed_label_row(game, name),
            (true, false) => msg::mixed_part_row(game, name),
            (false, true) => msg::mixed_label_heap(game, name),
            (false, false) => msg::mixed_part_heap(game, name),
        };
    }
    let n = index - heaps.len();
    let rows = (0..heaps.len()).map(|i| sum.heaps.name(i).row).max().unwrap_or(0);
    let number = (rows + n + 1) as u64;
    let game = sum.disguised.get(n).map(disguise_title).unwrap_or_default();
    if label { msg::mixed_label_game(game, number) } else { msg::mixed_part_game(game, number) }
}

/// The hint that names where to play, each language choosing its own preposition for the kind of
/// part: "Hint: play on step 3.", "Indice : jouez dans le tas 2.", "Dica: jogue na pilha 2."; in a
/// sum, "Hint: play in heap 1 (Kayles).".
#[must_use]
pub fn hint_part(game: &DisguisedGame, part: usize) -> String {
    match game {
        DisguisedGame::Sum(sum) => msg::mixed_hint(sum_part(sum, part, true)),
        _ => msg::disguise_hint_part(part_kind(game.kind()), part as u64),
    }
}

/// A list of positions: "4, 2".
fn positions(list: &[usize]) -> String {
    list.iter().map(usize::to_string).collect::<Vec<_>>().join(", ")
}

/// The move in the game's own terms on `game` (the position before it): "move 2 coins from step 4
/// to step 3".
#[must_use]
pub fn disguised_move(game: &DisguisedGame, mv: &DisguisedMove) -> String {
    match mv {
        DisguisedMove::Staircase(m) if m.step <= 1 => msg::disguise_move_stair_floor(Arg::Count(m.count)),
        DisguisedMove::Staircase(m) => {
            msg::disguise_move_stair(Arg::Count(m.count), m.step as u64, (m.step - 1) as u64)
        }
        DisguisedMove::Poker(PokerMove::Take { heap, count })
        | DisguisedMove::Lasker(LaskerMove::Take { heap, count }) => msg::disguise_move_take(*count, *heap as u64),
        DisguisedMove::Poker(PokerMove::Add { heap, count }) => msg::disguise_move_add(*count, *heap as u64),
        DisguisedMove::Coins(CoinMove { turned }) => match turned.split_first() {
            Some((&right, [])) => msg::disguise_move_turn(right as u64),
            Some((&right, others)) => {
                msg::disguise_move_turn_more(Arg::Count(others.len() as u64), positions(others), right as u64)
            }
            None => String::new(),
        },
        DisguisedMove::Moore(m) => {
            let parts: Vec<String> =
                m.takes.iter().map(|&(heap, count)| msg::disguise_move_moore_part(count, heap as u64)).collect();
            msg::disguise_move_moore(parts.join(", "))
        }
        DisguisedMove::Lasker(LaskerMove::Split { heap, left }) => {
            let size = match game {
                DisguisedGame::Lasker(lasker) => heap.checked_sub(1).and_then(|i| lasker.heaps().get(i)).copied(),
                _ => None,
            };
            msg::disguise_move_split(*heap as u64, *left, size.unwrap_or(0).saturating_sub(*left))
        }
        DisguisedMove::Hackenbush(edge) => msg::disguise_move_cut(*edge as u64),
        DisguisedMove::Wythoff(WythoffMove::First(t)) => msg::disguise_move_first(*t),
        DisguisedMove::Wythoff(WythoffMove::Second(t)) => msg::disguise_move_second(*t),
        DisguisedMove::Wythoff(WythoffMove::Both(t)) => msg::disguise_move_both(*t),
        DisguisedMove::Sum(m) => match (game, &**m) {
            (DisguisedGame::Sum(sum), MixedMove::Heap(m)) => match sum.heaps.heaps().get(m.heap) {
                Some(heap) => super::describe_move(*m, heap, sum.heaps.name(m.heap)),
                None => String::new(),
            },
            (DisguisedGame::Sum(sum), MixedMove::Disguised { part, mv }) => match sum.disguised.get(*part) {
                Some(inner) => {
                    format!(
                        "{}: {}",
                        sum_part(sum, sum.heaps.heaps().len() + part + 1, true),
                        disguised_move(inner, mv)
                    )
                }
                None => String::new(),
            },
            _ => String::new(),
        },
    }
}

/// The move in the game's own terms and then underneath, on `game` (the position before it):
/// "move 1 coin from step 2 to step 1 — underneath, the heap of step 1 goes from 0 to 1, which makes
/// X = 0".
#[must_use]
pub fn disguised_move_line(game: &DisguisedGame, mv: &DisguisedMove) -> String {
    let own = disguised_move(game, mv);
    let under = match (game, game.effect(mv), game.after(mv).map(|next| next.lift())) {
        // A sum's move names its part: what it does to that part's value.
        (DisguisedGame::Sum(_), Some(effect), _) => {
            return msg::mixed_move(effect.from, own, effect.to, effect.nim_sum_after);
        }
        (_, Some(effect), _) => {
            Some(msg::disguise_effect(effect.from, part_name(game, effect.part), effect.to, effect.nim_sum_after))
        }
        // What Moore's and Wythoff's rules say of the position left: only what is true of it.
        (DisguisedGame::Moore(moore), None, Ok(after)) => {
            Some(if after.outcome() == crate::core::Outcome::PreviousWins {
                msg::disguise_effect_moore(moore.k().saturating_add(1))
            } else {
                msg::disguise_effect_moore_not(moore.k().saturating_add(1))
            })
        }
        (DisguisedGame::Wythoff(_), None, Ok(Lift::Wythoff { heaps: (a, b), pair })) => Some(match pair {
            Some(_) => msg::disguise_effect_wythoff(a, b),
            None => msg::disguise_effect_wythoff_not(a, b),
        }),
        _ => None,
    };
    match under {
        Some(under) => format!("{own} — {under}"),
        None => own,
    }
}

/// The ones in each column of Moore's table, from the highest column down: "3 3 3".
#[must_use]
pub fn moore_columns(moore: &Moore) -> Option<String> {
    let top = moore.heaps().iter().fold(0u64, |a, &h| a | h);
    if top == 0 {
        return None;
    }
    let bits = 64 - top.leading_zeros() as usize;
    let counts: Vec<String> =
        (0..bits).rev().map(|bit| moore.heaps().iter().filter(|&&h| h >> bit & 1 == 1).count().to_string()).collect();
    Some(msg::disguise_columns(counts.join(" "), 1u64 << (bits - 1)))
}

/// Whether `game` is a disguise with its move list in reach (used by callers that list moves).
#[must_use]
pub fn lists_moves(game: &DisguisedGame) -> bool {
    !matches!(game, DisguisedGame::Moore(m) if m.move_count() > crate::core::MAX_MOORE_MOVES)
}

/// A built-in lesson's title: "Staircase Nim".
#[must_use]
pub fn disguise_lesson_title(lesson: &crate::core::DisguiseLesson) -> String {
    match lesson.key {
        "staircase" => msg::disguise_lesson_staircase_title(),
        "poker" => msg::disguise_lesson_poker_title(),
        "coins" => msg::disguise_lesson_coins_title(),
        "moore" => msg::disguise_lesson_moore_title(),
        "lasker" => msg::disguise_lesson_lasker_title(),
        "hackenbush" => msg::disguise_lesson_hackenbush_title(),
        "wythoff" => msg::disguise_lesson_wythoff_title(),
        _ => msg::disguise_lesson_overview_title(),
    }
}

/// The answer to a lesson's closing question.
#[must_use]
pub fn disguise_lesson_answer(lesson: &crate::core::DisguiseLesson) -> String {
    match lesson.key {
        "staircase" => msg::disguise_lesson_staircase_answer(),
        "poker" => msg::disguise_lesson_poker_answer(),
        "coins" => msg::disguise_lesson_coins_answer(),
        "moore" => msg::disguise_lesson_moore_answer(),
        "lasker" => msg::disguise_lesson_lasker_answer(),
        "hackenbush" => msg::disguise_lesson_hackenbush_answer(),
        "wythoff" => msg::disguise_lesson_wythoff_answer(),
        _ => msg::disguise_lesson_overview_answer(),
    }
}

/// A lesson step's title and text, their numbers filled from `game` (the step's position): X under
/// the disguise, and who wins.
#[must_use]
pub fn disguise_lesson_step(
    lesson: &crate::core::DisguiseLesson,
    step: usize,
    game: &DisguisedGame,
) -> (String, String) {
    let lift = game.lift();
    let x = lift.nim_sum();
    let verdict = match lift.outcome() {
        crate::core::Outcome::NextWins => msg::claim_verdict_n(),
        crate::core::Outcome::PreviousWins => msg::claim_verdict_p(),
    };
    match (lesson.key, step) {
        ("overview", 0) => (msg::disguise_lesson_overview_1_title(), msg::disguise_lesson_overview_1_text(x)),
        ("overview", 1) => (msg::disguise_lesson_overview_2_title(), msg::disguise_lesson_overview_2_text(x)),
        ("overview", 2) => (msg::disguise_lesson_overview_3_title(), msg::disguise_lesson_overview_3_text(x)),
        ("overview", _) => (msg::disguise_lesson_overview_4_title(), msg::disguise_lesson_overview_4_text(verdict, x)),
        ("staircase", 0) => (msg::disguise_lesson_staircase_1_title(), msg::disguise_lesson_staircase_1_text(x)),
        ("staircase", _) => (msg::disguise_lesson_staircase_2_title(), msg::disguise_lesson_staircase_2_text()),
        ("poker", 0) => (msg::disguise_lesson_poker_1_title(), msg::disguise_lesson_poker_1_text(x)),
        ("poker", _) => (msg::disguise_lesson_poker_2_title(), msg::disguise_lesson_poker_2_text()),
        ("coins", 0) => (msg::disguise_lesson_coins_1_title(), msg::disguise_lesson_coins_1_text(x)),
        ("coins", _) => (msg::disguise_lesson_coins_2_title(), msg::disguise_lesson_coins_2_text()),
        ("moore", 0) => (msg::disguise_lesson_moore_1_title(), msg::disguise_lesson_moore_1_text(verdict, x)),
        ("moore", _) => (msg::disguise_lesson_moore_2_title(), msg::disguise_lesson_moore_2_text()),
        ("lasker", 0) => (msg::disguise_lesson_lasker_1_title(), msg::disguise_lesson_lasker_1_text(x)),
        ("lasker", _) => (msg::disguise_lesson_lasker_2_title(), msg::disguise_lesson_lasker_2_text()),
        ("hackenbush", 0) => (msg::disguise_lesson_hackenbush_1_title(), msg::disguise_lesson_hackenbush_1_text(x)),
        ("hackenbush", _) => (msg::disguise_lesson_hackenbush_2_title(), msg::disguise_lesson_hackenbush_2_text()),
        ("wythoff", 0) => (msg::disguise_lesson_wythoff_1_title(), msg::disguise_lesson_wythoff_1_text(verdict, x)),
        _ => (msg::disguise_lesson_wythoff_2_title(), msg::disguise_lesson_wythoff_2_text()),
    }
}

impl std::fmt::Display for crate::core::DisguiseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Illegal => f.write_str(&msg::err_disguise_illegal()),
            Self::Refused(why) => f.write_str(&match why {
                crate::core::Refusal::NothingPicked => msg::err_disguise_nothing_picked(),
                crate::core::Refusal::NotHeads { position } => msg::err_disguise_not_heads(*position as u64),
                crate::core::Refusal::TooManyCoins { more } => {
                    msg::err_disguise_too_many_coins(Arg::Count(*more as u64))
                }
                crate::core::Refusal::NotARun => msg::err_disguise_not_a_run(),
                crate::core::Refusal::TooManyHeaps { k } => msg::err_disguise_too_many_heaps(Arg::Count(*k)),
            }),
            Self::TooManyParts { count, max } => {
                f.write_str(&msg::err_disguise_too_many_parts(Arg::Count(*count as u64), Arg::Count(*max as u64)))
            }
            Self::TooLarge { value, max } => {
                f.write_str(&msg::err_disguise_too_large(Arg::count(*max), Arg::count(*value)))
            }
            Self::Malformed(text) => f.write_str(&msg::err_disguise_malformed(crate::save::echo(text))),
            Self::TooManyMoves { max } => f.write_str(&msg::err_disguise_too_many_moves(Arg::count(*max))),
            Self::TooMuchWork { max } => f.write_str(&msg::err_disguise_too_much_work(Arg::count(*max))),
            Self::NoValue => f.write_str(&msg::err_disguise_no_value()),
            Self::TooManyStates { max } => f.write_str(&msg::err_disguise_too_many_states(Arg::Count(*max as u64))),
            Self::Sum(why) => std::fmt::Display::fmt(why, f),
        }
    }
}

impl std::fmt::Display for crate::core::MixedError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Heaps(inner) => std::fmt::Display::fmt(inner, f),
            Self::Disguised { part, source } => {
                f.write_str(&msg::err_mixed_disguised((*part as u64) + 1, source.to_string()))
            }
        }
    }
}
