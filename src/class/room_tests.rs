//! The room without sockets: names, stale computer turns, games counted under misère play.

use super::*;
use crate::class::protocol::{FromStudent, PROTOCOL_VERSION, SeatToken, ToStudent};
use crate::core::{Ending, Game, HeapGame, Level, MoveRule, Side, SumPosition};
use crate::save::FileMove;

fn room(ending: Ending, heaps: &[u64]) -> Room {
    let start = SumPosition::uniform(&HeapGame::Take(MoveRule::Any), heaps).unwrap();
    let setup = ClassSetup {
        text: String::new(),
        title: String::new(),
        game: Game::new(ending, start).unwrap().into(),
        you: Side::First,
        computer: Level::Perfect,
    };
    Room::new("123456".into(), setup)
}

fn join(room: &mut Room, connection: ConnectionId, name: &str) -> Handled {
    let message = FromStudent::Join { protocol: PROTOCOL_VERSION, code: "123 456".into(), name: name.into() };
    room.handle(connection, message, || SeatToken(format!("token-{connection}")), 0)
}

fn play(room: &mut Room, connection: ConnectionId, heap: u64, take: u64) -> Handled {
    room.handle(
        connection,
        FromStudent::Play { mv: FileMove { heap, take, split: None } },
        || SeatToken(String::new()),
        1,
    )
}

#[test]
fn the_same_name_twice_is_told_apart() {
    let mut room = room(Ending::Normal, &[3]);
    join(&mut room, 1, "Ana");
    join(&mut room, 2, "Ana");
    let names: Vec<&str> = room.seats().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Ana", "Ana (2)"]);
}

#[test]
fn a_computer_turn_taken_before_the_teacher_sent_a_new_game_is_dropped() {
    let mut room = room(Ending::Normal, &[3, 5]);
    join(&mut room, 1, "Bo");
    let turn = play(&mut room, 1, 1, 1).computer.expect("the computer is to move");
    let mut setup = room.setup().clone();
    setup.game =
        Game::new(Ending::Normal, SumPosition::uniform(&HeapGame::Take(MoveRule::Any), &[7]).unwrap()).unwrap().into();
    room.send(setup);
    let mv = turn.game.computer_move(&mut turn.opponent.clone());
    let handled = room.computer_played(turn, mv);
    assert!(handled.outgoing.is_empty());
    assert_eq!(room.seat(SeatNumber(1)).unwrap().game.position_text(), "7");
}

#[test]
fn under_misere_play_taking_the_last_token_loses_and_is_counted_so() {
    let mut room = room(Ending::Misere, &[1]);
    join(&mut room, 1, "Cy");
    let handled = play(&mut room, 1, 1, 1);
    assert!(handled.computer.is_none(), "the game is over");
    let seat = room.seat(SeatNumber(1)).unwrap();
    assert_eq!((seat.total().finished, seat.total().won), (1, 0));
    let ToStudent::Game { file, .. } = room.game_message(seat) else { panic!() };
    assert_eq!(crate::save::parse(&file, "class").unwrap().saved.game.winner(), Some(Side::Second));
}
