//! Playing: the moves on the board, the computer's answers, who plays, and the end of the game.

use crate::core::{Claim, Opponent, Player, Players, Side, SumMove};
use crate::ui::app::BoutonApp;
use crate::ui::said::Said;
use crate::words::capital;

impl BoutonApp {
    /// Who plays the game on the board (heaps of one game or a sum).
    #[must_use]
    pub fn players(&self) -> Players {
        self.session.players()
    }

    /// The player on a side, in the game on the board.
    #[must_use]
    pub fn player(&self, side: Side) -> Player {
        self.players().seat(side).clone()
    }

    /// Whether the computer moves by itself when its turn comes (against a person).
    pub(in crate::ui) fn computer_answers(&self) -> bool {
        self.session.computer_answers()
    }

    /// Whether a game put on the board (a new or opened game, a sum) may start with its answers
    /// shown: not when the teacher hides them (or the projector mode does).
    pub(in crate::ui) fn answers_shown_at_start(&self) -> bool {
        !self.prefs.hides_answers()
    }

    /// After a new or loaded game: fresh computers, analysis, and the one rule of what is hidden —
    /// a new game never shows what was hidden (Play again, Quick game, New game, a file: hidden
    /// stays hidden until Reveal or a hint), and hides what the teacher wants hidden.
    pub(in crate::ui) fn start_game(&mut self) {
        self.seat_computers();
        self.session.revealed = self.session.revealed && self.answers_shown_at_start();
        self.shell.status.message = None;
        self.board.panel = super::BoardPanel::default();
        // A game with no move has nothing to review: the review gives its place back to the move
        // list (it stayed open saying "No move played yet").
        if self.prefs.left == Some(crate::ui::action::LeftPanel::Review) && self.session.saved.game.moves().is_empty() {
            self.prefs.left = None;
        }
        // A new game: its hint ladder from the first rung, even where it is the game just played.
        self.derived.hints_shown = 0;
        if self.computer_answers() {
            self.computer_move();
        }
    }

    /// Fresh computers for the players of the game on the board, heaps or a sum (so their seeds
    /// replay).
    pub(in crate::ui) fn seat_computers(&mut self) {
        let computer = |player: &Player| match player {
            Player::Computer { level, seed } => Some(Opponent::new(*level, *seed)),
            Player::Human { .. } => None,
        };
        let players = self.players();
        self.board.computers = [computer(&players.first), computer(&players.second)];
    }

    /// After a person's move on either board: the last message goes, and the computer answers on its
    /// turn.
    pub(in crate::ui) fn after_persons_move(&mut self) {
        self.shell.status.message = None;
        if self.computer_answers() {
            self.computer_move();
        }
    }

    /// The computer plays for the side to move, if that side is a computer and a move exists — on
    /// heaps of one game by the plain rules (with its reason as a claim), on a sum's board by its
    /// values — and says why; the board outlines its move while it stands there.
    pub(in crate::ui) fn computer_move(&mut self) {
        // In a quiz there is no computer's seat: the answers are the person's. In a class, the
        // computer plays on the teacher's Bouton.
        if self.mode.sum_quiz().is_some() || self.seat.in_class().is_some() {
            return;
        }
        let side = self.session.game().to_move();
        let on_sum_board = self.on_sum_board();
        let Some(computer) = self.board.computers[usize::from(side == Side::Second)].as_mut() else { return };
        let game = self.session.game();
        let (mv, said) = if on_sum_board {
            let Some((mv, play)) = computer.choose_in_sum(game) else { return };
            let heap = game.position().heaps()[mv.heap].clone();
            let name = game.position().name(mv.heap);
            (mv, Said::Sum(crate::ui::SumSaid::Computer { mv, heap, name, play }))
        } else {
            // The position as the plain rules see it, made now: the derived view is of the last action.
            let Some(plain) = game.plain() else { return };
            let Some(choice) = computer.choose(plain.position(), plain.rules()) else { return };
            let heap_size = plain.position().heaps().get(choice.mv.heap).copied().unwrap_or(0);
            let mv = SumMove::take(choice.mv.heap, heap_size, choice.mv.take);
            (mv, Said::Computer { side, mv: choice.mv, reason: choice.reason })
        };
        let before = game.position().heaps().get(mv.heap).map_or(0, |heap| heap.size);
        if self.session.game_mut().play(mv).is_ok() {
            let at = self.session.game().cursor();
            self.say(said);
            // The board shows what changed while it stands: the taken stones fade out, the heap is
            // outlined.
            let since = self.shell.ctx.input(|i| i.time);
            self.board.shown_move = Some(super::ShownMove { mv, before, since, at });
        }
    }

    /// Who won and why, in the words of the rule in force, once the game is over.
    #[must_use]
    pub fn game_over_text(&self) -> Option<String> {
        let game = self.game()?;
        let winner = game.winner()?;
        let last = (game.cursor() > 0).then(|| capital(&self.player(game.to_move().other()).to_string()));
        let claim = Claim::GameOver {
            ending: game.rules().ending,
            last,
            winner: self.player(winner).to_string(),
            board_empties: !matches!(game.rules().moves, crate::core::MoveRule::Set(_)),
        };
        Some(crate::words::sentence(&claim.to_string()))
    }

    /// What the end-of-game panel reads, once the game on the board is over in free play.
    #[must_use]
    pub fn game_over_view(&self) -> Option<super::GameOverView<'_>> {
        if !matches!(self.mode, crate::ui::Mode::Free) {
            return None;
        }
        Some(super::GameOverView {
            said: self.game_over_text()?,
            saved: self.saved()?,
            reviewing: self.prefs.left == Some(crate::ui::action::LeftPanel::Review),
        })
    }

    /// Whether the side to move is a computer's seat and the game goes on (the board then takes no
    /// clicks; Computer move plays its move).
    #[must_use]
    pub fn computer_to_move(&self) -> bool {
        self.session.computer_seat_to_move()
    }
}
