//! Students paired to play each other, each on their own device: the room holds one game for the
//! pair, takes a move only from the side to move, shows both pages every move, counts the game for
//! both when it ends (the winner by the game's own rule: who cannot move loses), gives both a new
//! game, and puts a partner back against the computer when the other leaves. The session file keeps
//! the pairs.

use bouton::class::{FromStudent, Refusal, SeatNumber, ToStudent};
use bouton::save::{FileMove, SavedGame};
use bouton::{Person, Player, Side};

use super::class_client::{Client, nim, runtime, server};

fn person(player: &Player) -> Option<&Person> {
    match player {
        Player::Human { name } => Some(name),
        Player::Computer { .. } => None,
    }
}

/// The first legal move of a game, as a page sends it.
fn first_move(saved: &SavedGame) -> Option<FileMove> {
    saved.game.position().legal_moves().next().map(|mv| FileMove::of(&mv))
}

#[test]
fn paired_students_play_one_game_on_two_devices_and_each_is_counted() {
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    let server = server(nim(&[1, 2]));
    let (address, code) = (server.address(), server.code());
    let rt = runtime();
    let (mut ana, mut bo, mut cy) = rt.block_on(async {
        let mut ana = Client::connect(address).await;
        ana.join(&code, "Ana").await;
        let mut bo = Client::connect(address).await;
        bo.join(&code, "Bo").await;
        let mut cy = Client::connect(address).await;
        cy.join(&code, "Cy").await;
        (ana, bo, cy)
    });
    server.pair(true);
    let (ana_game, bo_game) = rt.block_on(async {
        let ana_game = ana.game().await;
        let bo_game = bo.game().await;
        // Cy, left over, plays the computer.
        let cy_game = cy.game().await;
        assert!(cy_game.players.second.is_computer(), "{:?}", cy_game.players);
        (ana_game, bo_game)
    });
    // Each page sees itself as "You" and the partner by name, on opposite sides.
    assert_eq!(person(&ana_game.players.first), Some(&Person::You));
    assert_eq!(person(&ana_game.players.second), Some(&Person::Named("Bo".into())));
    assert_eq!(person(&bo_game.players.first), Some(&Person::Named("Ana".into())));
    assert_eq!(person(&bo_game.players.second), Some(&Person::You));
    assert!(server.with_room(bouton::class::Room::paired));

    let played = rt.block_on(async {
        // Bo may not move first.
        bo.send(&FromStudent::Play { mv: first_move(&bo_game).unwrap() }).await;
        assert_eq!(bo.expect().await, ToStudent::Refused { refusal: Refusal::NotYourTurn });
        // They take turns until the game ends; both pages see every move.
        let mut saved = ana_game;
        let mut last_mover = Side::First;
        let mut played = 0;
        while let Some(mv) = first_move(&saved) {
            played += 1;
            let mover = saved.game.to_move();
            let (me, them) = if mover == Side::First { (&mut ana, &mut bo) } else { (&mut bo, &mut ana) };
            me.send(&FromStudent::Play { mv }).await;
            let mine = me.game().await;
            let theirs = them.game().await;
            assert_eq!(mine.game, theirs.game, "one game for the pair");
            saved = mine;
            last_mover = mover;
        }
        assert!(saved.game.is_over());
        // Normal play: who cannot move loses, so the last mover won.
        assert_eq!(saved.game.winner(), Some(last_mover));
        played
    });
    let (ana_tally, bo_tally) = server.with_room(|room| {
        let tally = |n| room.seat(SeatNumber(n)).unwrap().total();
        (tally(1), tally(2))
    });
    let winner_is_ana = server.with_room(|room| room.seat(SeatNumber(1)).unwrap().game.winner() == Some(Side::First));
    assert_eq!((ana_tally.finished, bo_tally.finished), (1, 1));
    assert_eq!((ana_tally.won, bo_tally.won), if winner_is_ana { (1, 0) } else { (0, 1) });
    assert_eq!(ana_tally.moves + bo_tally.moves, played, "each move counted once, for who played it");

    // A session file keeps the pairs.
    let record = server.with_room(|room| room.record(server.address().port(), false));
    let text = bouton::save::class_file_to_ron(&record);
    assert!(text.contains("partner: (seat: 2, side: First)"), "{text}");
    let back = bouton::class::Room::from_record(bouton::save::parse_class_file(&text, "s").unwrap());
    assert_eq!(back.seat(SeatNumber(2)).unwrap().partner(), Some(SeatNumber(1)));

    rt.block_on(async {
        // Either may start the next game: both get it.
        bo.send(&FromStudent::NewGame).await;
        let fresh = bo.game().await;
        assert_eq!(fresh.game.cursor(), 0);
        assert_eq!(ana.game().await.game, fresh.game);
    });
    // Ana leaves: Bo plays the computer again, in a fresh game.
    server.remove(SeatNumber(1));
    rt.block_on(async {
        let alone = bo.game().await;
        assert!(alone.players.first.is_computer() || alone.players.second.is_computer(), "{:?}", alone.players);
    });
    assert!(!server.with_room(bouton::class::Room::paired));
    server.pair(false);
    drop(rt);
}
