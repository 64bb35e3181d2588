//! The computer's last move on the board: the heap outlined, the stones it took fading out, then
//! drawn as empty rings until the position changes, and "◀ took n" beside them.

use eframe::egui::{self, Sense, Stroke, Vec2};

use super::{BoardPanel, BoardView};
use crate::core::{Move, SumMove};
use crate::export::MAX_DRAWN_STONES;

/// How long the stones the computer took take to fade out, in seconds.
const FADE_SECONDS: f64 = 0.6;

/// The computer's last move as the board shows it, on heaps of one game or on a sum's board: the
/// heap outlined (both parts of a split row), the stones it took fading out (then drawn as empty
/// rings until the position changes).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ShownMove {
    /// The move.
    pub mv: SumMove,
    /// The heap's size before it.
    pub before: u64,
    /// When it was played (egui's clock, in seconds).
    pub since: f64,
    /// The number of moves in effect once it was played: it is shown while the board stands there.
    pub at: usize,
}

impl ShownMove {
    /// The move as heaps of one game play it: from which heap, how many.
    #[must_use]
    pub fn taken(&self) -> Move {
        Move::new(self.mv.heap, self.mv.take)
    }

    /// Whether the move changed heap `index` of the position it made (a split changes it and the
    /// next one).
    #[must_use]
    pub fn changed(&self, index: usize) -> bool {
        index == self.mv.heap || (index == self.mv.heap + 1 && matches!(self.mv.leaves, crate::core::Leaves::Two(..)))
    }
}

impl BoardPanel {
    /// The stones the computer just took, after the heap's own: fading out over [`FADE_SECONDS`],
    /// then empty rings, and how many it took.
    pub(super) fn taken_stones(&self, ui: &mut egui::Ui, view: &BoardView<'_>, shown: ShownMove) {
        let elapsed = ui.input(|i| i.time) - shown.since;
        let fade = (1.0 - elapsed / FADE_SECONDS).clamp(0.0, 1.0) as f32;
        if fade > 0.0 {
            ui.ctx().request_repaint();
        }
        let radius = self.stone / 2.0 - 1.0;
        for _ in 0..shown.mv.take.min(MAX_DRAWN_STONES) {
            let (rect, _) = ui.allocate_exact_size(Vec2::new(self.stone, self.line_height()), Sense::hover());
            let painter = ui.painter();
            painter.circle_filled(rect.center(), radius, view.palette.stone.gamma_multiply(fade));
            painter.circle_stroke(rect.center(), radius, Stroke::new(1.5, view.palette.candidate));
        }
        ui.add_space(6.0);
        let took =
            egui::RichText::new(crate::i18n::msg::board_took(shown.mv.take)).color(view.palette.candidate).strong();
        ui.label(took);
    }
}
