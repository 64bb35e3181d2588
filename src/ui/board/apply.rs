//! Playing: the moves on the board, the computer's answers, who plays, and the end of the game.

use crate::core::{Claim, Opponent, Player, Players, Side};
use crate::ui::app::BoutonApp;
use crate::words::capital;

impl BoutonApp {
    /// Who plays the game on the board (heaps of one game or a sum).
    #[must_use]
    pub fn players(&self) -> Players {
        self.session.on_board.players()
    }

    /// The player on a side, in the game on the board.
    #[must_use]
    pub fn player(&self, side: Side) -> Player {
        self.players().seat(side).clone()
    }

    /// Whether the computer moves by itself when its turn comes (against a person).
    pub(in crate::ui) fn computer_answers(&self) -> bool {
        self.session.on_board.computer_answers()
    }

    /// Whether a game put on the board (a new or opened game, a sum) starts with its answers shown:
    /// the one rule, for heaps of one game and sums alike — unless the teacher hides them (or the
    /// projector mode does).
    pub(in crate::ui) fn answers_shown_at_start(&self) -> bool {
        !self.prefs.hides_answers()
    }

    /// After a new or loaded game: fresh computers, answers hidden if the teacher wants, analysis.
    pub(in crate::ui) fn start_game(&mut self) {
        self.seat_computers();
        self.session.revealed = self.answers_shown_at_start();
        self.shell.status.message = None;
        self.board.panel = super::BoardPanel::default();
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

    /// The computer plays for the side to move, if that side is a computer and a move exists.
    pub(in crate::ui) fn computer_move(&mut self) {
        let Some(saved) = self.session.saved_mut() else {
            self.sum_computer_move();
            return;
        };
        let side = saved.game.to_move();
        let index = usize::from(side == Side::Second);
        // The position as the plain rules see it, made now: the derived view is of the last action.
        let Some(game) = saved.game.plain() else { return };
        let Some(choice) = self.board.computers[index].as_mut().and_then(|c| c.choose(game.position(), game.rules()))
        else {
            return;
        };
        let before = game.position().heaps().get(choice.mv.heap).copied().unwrap_or(0);
        if saved.game.play_take(choice.mv).is_ok() {
            let at = saved.game.cursor();
            self.say(crate::ui::said::Said::Computer { side, mv: choice.mv, reason: choice.reason });
            // The board shows what changed while it stands: the taken stones fade out, the heap is
            // outlined.
            let since = self.shell.ctx.input(|i| i.time);
            self.board.shown_move = Some(super::ShownMove { mv: choice.mv, before, since, at });
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

    /// Whether the side to move is a computer's seat and the game goes on (the board then takes no
    /// clicks; Computer move plays its move).
    #[must_use]
    pub fn computer_to_move(&self) -> bool {
        let game = self.session.on_board.game();
        self.player(game.to_move()).is_computer() && !game.is_over()
    }
}
