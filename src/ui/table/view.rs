//! What the table panel reads: a view of the app built once per frame.

use crate::core::TableCell;
use crate::ui::app::BoutonApp;
use crate::words::TableShows;

/// What the table panel draws, all of it computed elsewhere: the game, its table and claims, and
/// what the answers, the proof's slide and the hints let it show.
#[allow(clippy::struct_excessive_bools, reason = "each is one fact the table is drawn by")]
pub struct TableView<'a> {
    /// The game on the board.
    pub game: &'a crate::core::PlainGame,
    /// Its binary table.
    pub table: &'a crate::core::BinaryTable,
    /// Its claims, when it could be analysed.
    pub claims: Option<&'a crate::core::Claims>,
    /// Its analysis, or why there is none.
    pub analysis: Result<&'a crate::core::Analysis, &'a crate::core::AnalysisError>,
    /// Whether the answers are shown.
    pub revealed: bool,
    /// How much of the table the proof's slide has worked out.
    pub table_shows: TableShows,
    /// The cells the proof's slide speaks of.
    pub proof_cells: &'a [TableCell],
    /// Whether a hint shows X's top bit.
    pub hints_show_top_bit: bool,
    /// Whether a hint tells X.
    pub hints_tell_nim_sum: bool,
    /// The heaps a hint named.
    pub hinted_heaps: &'a [usize],
    /// Whether the person may show or hide the answers (not in a class, where the teacher does).
    pub can_reveal: bool,
}

impl BoutonApp {
    /// The table panel's view of the app, for heaps of one game on the board.
    #[must_use]
    pub fn table_view(&self) -> Option<TableView<'_>> {
        Some(TableView {
            game: self.game()?,
            table: self.table()?,
            claims: self.claims(),
            analysis: self.analysis()?,
            revealed: self.revealed(),
            table_shows: self.table_shows(),
            proof_cells: self.proof_cells(),
            hints_show_top_bit: self.hints_show_top_bit(),
            hints_tell_nim_sum: self.hints_tell_nim_sum(),
            hinted_heaps: self.hinted_heaps(),
            can_reveal: self.may_reveal(),
        })
    }
}
