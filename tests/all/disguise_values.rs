//! Move values, the moves to the end and the review of a game in disguise (issue 31), as the app
//! shows them: every mark on every board, the panel's remoteness, every row of the review and the
//! computer's hold-out, each checked against a brute force of the game's own moves; and the colon
//! principle walked step by step on a drawing.

use bouton::ui::{Action, DisguiseAction};
use bouton::{DisguisedGame, DisguisedMove, Grade, MAX_BRUTE_STATES, Outcome, Remoteness, Side, StairMove};
use egui_kittest::kittest::{NodeT, Queryable};

use super::disguise_app::{harness, labels, shot, start};

/// The value of `game` for the player to move, by the brute force of its own moves.
fn value(game: &DisguisedGame) -> Remoteness {
    let solved = game.solve(MAX_BRUTE_STATES).expect("small positions solve");
    Remoteness { outcome: solved.outcome, moves: solved.remoteness }
}

/// The value of playing `mv` on `game` for its player, and its grade, by brute force.
fn move_value(game: &DisguisedGame, mv: &DisguisedMove) -> (Remoteness, Grade) {
    let moved = Remoteness::of_move_to(value(&game.after(mv).unwrap()));
    let position = value(game);
    let grade = if bouton::Disguised::moves(game).len() == 1 { Grade::Forced } else { Grade::of(moved, position) };
    (moved, grade)
}

/// What a token's name ends with when its move's value is shown: " (win in 3, best)".
fn suffix((value, grade): (Remoteness, Grade)) -> String {
    format!(" ({value}, {})", grade.word())
}

/// The moves a click on a board's tokens makes (a stone, an edge, a square): every move of the
/// one-click games, the takes of Poker and Lasker's Nim (adds and splits have their own controls);
/// in a sum, the heaps' moves that take one token (the amount a click takes at first) and the
/// clicked moves of each game in disguise.
fn clicked_moves(game: &DisguisedGame) -> Vec<DisguisedMove> {
    bouton::Disguised::moves(game).into_iter().filter(clicked).collect()
}

fn clicked(mv: &DisguisedMove) -> bool {
    match mv {
        DisguisedMove::Poker(m) => matches!(m, bouton::PokerMove::Take { .. }),
        DisguisedMove::Lasker(m) => matches!(m, bouton::LaskerMove::Take { .. }),
        DisguisedMove::Coins(_) | DisguisedMove::Moore(_) => false,
        DisguisedMove::Sum(m) => match &**m {
            bouton::MixedMove::Heap(m) => m.take == 1,
            bouton::MixedMove::Disguised { mv, .. } => clicked(mv),
        },
        _ => true,
    }
}

#[test]
fn every_mark_on_every_board_and_the_moves_to_the_end_are_the_brute_forces() {
    let mut harness = harness();
    harness.state_mut().apply(Action::SetMoveValues(true));
    for text in bouton::ui::DISGUISE_STARTS {
        start(&mut harness, text, None);
        harness.state_mut().apply(Action::Reveal(true));
        harness.run();
        let game: DisguisedGame = text.parse().unwrap();
        // The panel: the moves to the end, as the claims word them.
        let remote = bouton::Claim::Remote { value: value(&game) };
        let said = bouton::words::sentence(&remote.to_string());
        assert!(harness.query_by_label(&said).is_some(), "{text}: {said}");
        // The board: one mark per token a click plays, each the value of the move it makes.
        let mut shown: Vec<String> =
            labels(&harness).into_iter().filter_map(|l| l.rfind(" (").map(|at| l[at..].to_string())).collect();
        let mut truth: Vec<String> = clicked_moves(&game).iter().map(|mv| suffix(move_value(&game, mv))).collect();
        shown.retain(|l| truth.contains(l));
        shown.sort();
        truth.sort();
        if matches!(game, DisguisedGame::Sum(_)) {
            // A row of pins has two stones per move at its ends (either end knocks one pin off).
            shown.dedup();
            truth.dedup();
        }
        assert_eq!(shown, truth, "{text}");
        // Poker Nim: each "+" button carries its add's value (the mark's number: moves to the end).
        if let DisguisedGame::Poker(poker) = &game {
            for heap in 1..=poker.heaps().len() {
                let mv = DisguisedMove::Poker(bouton::PokerMove::Add { heap, count: 1 });
                let (moved, _) = move_value(&game, &mv);
                let button = format!("+ 1 on heap {heap}  ");
                let shown = labels(&harness).into_iter().find(|l| l.starts_with(&button));
                let shown = shown.unwrap_or_else(|| panic!("{button}: {:?}", labels(&harness)));
                assert!(shown.ends_with(&moved.moves.to_string()), "{shown}: {moved}");
            }
        }
        // Wythoff's queen: her Grundy value, the mex table's (which a core test checks in sums by
        // brute force).
        if let DisguisedGame::Wythoff(queen) = &game {
            let (a, b) = queen.heaps();
            let g = bouton::Wythoff::grundy_table(a.max(b))[a as usize][b as usize];
            let said = format!(
                "Its Grundy value: g({a}, {b}) = {g}. In a sum with other games, the queen plays like a Nim heap of {g}, though on her own she is not Nim."
            );
            assert!(harness.query_by_label(&said).is_some(), "{said}");
        }
        shot(&mut harness, &format!("values-{}", text.split(':').next().unwrap()));
    }
}

#[test]
fn each_stone_of_the_staircase_is_marked_with_the_value_of_the_move_it_makes() {
    let mut harness = harness();
    harness.state_mut().apply(Action::SetMoveValues(true));
    let text = "staircase:2,3,1,4,0,2";
    start(&mut harness, text, None);
    harness.state_mut().apply(Action::Reveal(true));
    harness.run();
    let game: DisguisedGame = text.parse().unwrap();
    let DisguisedGame::Staircase(stairs) = &game else { unreachable!() };
    let mut checked = 0;
    for (i, &coins) in stairs.coins().iter().enumerate() {
        for stone in 1..=coins {
            // A click on stone n from the bottom moves it and every coin above it.
            let mv = DisguisedMove::Staircase(StairMove { step: i + 1, count: coins - stone + 1 });
            let name = format!("step {}, stone {stone}{}", i + 1, suffix(move_value(&game, &mv)));
            assert!(harness.query_by_label(&name).is_some(), "{name}");
            checked += 1;
        }
    }
    assert_eq!(checked, 12);
    // The picked move of a coin row is marked beside its button once it is a move.
    start(&mut harness, "turtles:THHTHTTHH", None);
    harness.get_by_label("coin 9, heads").click();
    harness.run();
    let game: DisguisedGame = "turtles:THHTHTTHH".parse().unwrap();
    let mv = DisguisedMove::Coins(bouton::CoinMove { turned: vec![9] });
    let (moved, grade) = move_value(&game, &mv);
    let said = format!("({moved}, {})", grade.word());
    assert!(harness.query_by_label(&said).is_some(), "{said}: {:?}", labels(&harness));
}

#[test]
fn the_review_grades_every_move_as_the_brute_force_does_and_jumps_to_it() {
    let mut harness = harness();
    let text = "hackenbush:((()())(()))(((())))(()())";
    start(&mut harness, text, None);
    // While the game goes on with the answers hidden, the review keeps who is winning to itself.
    harness.state_mut().apply(Action::Reveal(false));
    harness.state_mut().apply(Action::TogglePanel(bouton::ui::PanelKind::Review));
    harness.run();
    let hidden = "The review tells who was winning at each move: it opens with the answers (Game ▸ Reveal answers), or at the end of the game.";
    assert!(harness.query_by_label(hidden).is_some(), "{:?}", labels(&harness));
    harness.get_by_label("Close the review").click();
    harness.run();
    // Two people cut the highest-numbered edge each time: a game of poor moves, to the end.
    let mut positions: Vec<DisguisedGame> = vec![text.parse().unwrap()];
    while let Some(mv) = bouton::Disguised::moves(positions.last().unwrap()).pop() {
        let next = positions.last().unwrap().after(&mv).unwrap();
        harness.state_mut().apply(Action::Disguise(DisguiseAction::Play(mv)));
        positions.push(next);
    }
    harness.run();
    // The way to the review, at the end of the game.
    harness.get_by_label("Review the game: every move graded").click();
    harness.run();
    let (mut mistakes, mut rows) = ([0usize; 2], 0);
    let play = harness.state().disguise().unwrap().clone();
    for (i, (before, mv)) in positions.iter().zip(play.recorded().1).enumerate() {
        let side = if i % 2 == 0 { Side::First } else { Side::Second };
        let (moved, grade) = move_value(before, mv);
        let (was, player) = (value(before), if side == Side::First { "Player 1" } else { "Player 2" });
        // Both values are the mover's: before the move, and what the move gives them.
        let row = format!(
            "{}. {player}: {}\n{was} → {moved} · {}",
            i + 1,
            bouton::words::disguised_move(before, mv),
            grade.word()
        );
        assert!(harness.query_by_label(&row).is_some(), "{row}: {:?}", labels(&harness));
        mistakes[i % 2] += usize::from(grade == Grade::Mistake);
        rows += 1;
    }
    assert_eq!(rows, 13, "thirteen edges, thirteen cuts");
    for (player, mistakes) in ["Player 1", "Player 2"].iter().zip(mistakes) {
        let tally = labels(&harness).into_iter().find(|l| l.starts_with(&format!("{player}: ")) && l.contains('('));
        let tally = tally.unwrap_or_else(|| panic!("{player}'s tally: {:?}", labels(&harness)));
        let said = if mistakes == 1 { "1 mistake".to_string() } else { format!("{mistakes} mistakes") };
        assert!(tally.contains(&said), "{tally}");
    }
    shot(&mut harness, "review");
    // A row jumps to the position after its move.
    let first_row = labels(&harness).into_iter().find(|l| l.starts_with("3. ")).unwrap();
    harness.get_by_label(&first_row).click();
    harness.run();
    assert_eq!(harness.state().disguise().unwrap().position(), &positions[3]);
}

#[test]
fn the_computer_holds_out_longest_in_a_lost_position() {
    for text in ["staircase:1,0,1", "lasker:3,5,1", "wythoff:3,5", "hackenbush:(())(())"] {
        let game: DisguisedGame = text.parse().unwrap();
        assert_eq!(value(&game).outcome, Outcome::PreviousWins, "{text} is lost for the player to move");
        let mut harness = harness();
        start(&mut harness, text, Some(Side::First));
        harness.state_mut().apply(Action::ComputerMove);
        harness.run();
        let play = harness.state().disguise().unwrap();
        let (_, mv) = play.played().next().expect("the computer moved");
        let (moved, grade) = move_value(&game, mv);
        assert!(matches!(grade, Grade::Best | Grade::Forced), "{text}: {mv:?} loses in {} ({grade:?})", moved.moves);
        assert_eq!(moved.moves, value(&game).moves, "{text}: the slowest loss");
    }
}

/// How many edges the board draws (each is a widget named "edge n").
fn edges(harness: &egui_kittest::Harness<'static, bouton::ui::BoutonApp>) -> usize {
    labels(harness).iter().filter(|l| l.strip_prefix("edge ").is_some_and(|n| n.parse::<usize>().is_ok())).count()
}

#[test]
fn the_colon_principle_walks_the_drawing_step_by_step_to_stalks() {
    let mut harness = harness();
    let text = "hackenbush:((()())(()))(((())))(()())";
    start(&mut harness, text, None);
    let DisguisedGame::Hackenbush(forest) = text.parse::<DisguisedGame>().unwrap() else { unreachable!() };
    let steps = forest.colon_steps();
    assert_eq!(steps.len(), 3, "a fork of two stalks in tree 1, then tree 1's trunk, then tree 3");
    harness.get_by_label("The colon principle, step by step").click();
    harness.run();
    for (n, step) in steps.iter().enumerate() {
        // The sentence names the point, the stalks and their nim-sum.
        let stalks: Vec<String> = step.stalks.iter().map(u64::to_string).collect();
        let said = format!(
            "Step {} of 3: at the top of edge {} the branches are stalks of {} edges; {} = {}",
            n + 1,
            step.edge,
            stalks.join(", "),
            stalks.join(" ⊕ "),
            step.value
        );
        assert!(labels(&harness).iter().any(|l| l.starts_with(&said)), "{said}: {:?}", labels(&harness));
        // The board draws the drawing at this step, and no edge can be cut.
        assert_eq!(edges(&harness), step.before.edges(), "step {}", n + 1);
        assert!(harness.get_by_label(&format!("edge {}", step.edge)).accesskit_node().is_disabled());
        if n == 1 {
            shot(&mut harness, "colon-step");
        }
        harness.get_by_label("Next collapse").click();
        harness.run();
    }
    // At the end every tree is a stalk of its value: 4, 4 and 1 edges.
    let done = "Every tree is now a stalk, of 4, 4, 1 edges: each is a Nim heap of its length, the tree's value.";
    assert!(harness.query_by_label(done).is_some(), "{:?}", labels(&harness));
    assert_eq!(edges(&harness), 9);
    harness.get_by_label("Back to the game").click();
    harness.run();
    assert_eq!(edges(&harness), 13);
    assert!(!harness.get_by_label("edge 1").accesskit_node().is_disabled(), "the drawing plays again");
}

#[test]
fn wythoffs_hidden_answers_say_who_wins_is_hidden_and_no_x() {
    let mut harness = harness();
    start(&mut harness, "wythoff:7,9", None);
    harness.state_mut().apply(Action::Reveal(false));
    harness.run();
    assert!(harness.query_by_label("Who wins is hidden with the answers.").is_some(), "{:?}", labels(&harness));
    assert!(harness.query_by_label("X and who wins are hidden with the answers.").is_none());
    // Nor is the queen's Grundy value, nor the key to the grid's shading, shown before the answers.
    assert!(!labels(&harness).iter().any(|l| l.starts_with("Its Grundy value") || l.starts_with("Shaded:")));
}

#[test]
fn positions_too_big_to_list_or_draw_say_so_and_never_claim_no_winning_move() {
    let mut harness = harness();
    // Moore's Nim on big heaps: N, with more moves than are listed — not "no winning move".
    start(&mut harness, "moore-2:200,300,400", None);
    harness.state_mut().apply(Action::Reveal(true));
    harness.run();
    assert!(harness.query_by_label("N: the player to move wins").is_some());
    assert!(labels(&harness).iter().any(|l| l.starts_with("The winning moves are not listed: more than")));
    assert!(!labels(&harness).iter().any(|l| l.starts_with("No winning move")), "{:?}", labels(&harness));
    // One is built column by column, shown, and played by the computer: it leaves every column of the
    // binary table a multiple of k + 1 = 3 ones.
    assert!(labels(&harness).iter().any(|l| l.starts_with("One winning move, built column by column")));
    harness.state_mut().apply(Action::ComputerMove);
    harness.run();
    let after = harness.state().disguise().unwrap().position().clone();
    assert_ne!(after.to_string(), "moore-2:200,300,400", "the computer moved");
    assert_eq!(after.lift().outcome(), bouton::Outcome::PreviousWins, "{after}");
    // A queen 10^12 from the corner: the board says it is too far to draw, at once.
    start(&mut harness, "wythoff:1000000000000,1618033988750", None);
    harness.run();
    assert!(labels(&harness).iter().any(|l| l.starts_with("The queen stands at (1000000000000, 1618033988750)")));
    // A file where the computer plays first: it moves as the file opens.
    let saved = bouton::save::SavedDisguise {
        title: String::new(),
        notes: String::new(),
        start: "staircase:2,3,1".parse().unwrap(),
        moves: Vec::new(),
        cursor: 0,
        computer: Some(Side::First),
    };
    harness.state_mut().apply(Action::Disguise(DisguiseAction::Open(Box::new(saved), None)));
    harness.run();
    assert_eq!(harness.state().disguise().unwrap().played().count(), 1, "the computer moved first");
}

/// A staircase of millions of coins: the lift's table gives each bit its own column under its place
/// (2²¹ and up as powers), scrolls sideways where it is wide, and never stretches the side panel
/// over the board.
#[test]
fn huge_heaps_keep_the_lift_table_inside_its_panel() {
    use egui_kittest::kittest::NodeT;
    let mut harness = harness();
    start(&mut harness, "staircase:1000000,2000000,3000000", None);
    harness.run();
    let all = labels(&harness);
    assert!(all.iter().any(|l| l == "1,000,000") && all.iter().any(|l| l == "3,000,000"), "{all:?}");
    assert!(all.iter().any(|l| l == "2²¹"), "{all:?}");
    // The board's title stands right of the side panel, where it stands for a small staircase.
    let board_title = harness
        .query_all_by_label("Staircase Nim")
        .filter_map(|n| n.accesskit_node().bounding_box())
        .map(|r| r.x0)
        .fold(0.0_f64, f64::max);
    assert!(board_title > 300.0 && board_title < 500.0, "the board starts at x = {board_title}");
}
