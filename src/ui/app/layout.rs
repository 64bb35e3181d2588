//! Where the panels go for a window of a given size: the board keeps at least [`BOARD_SHARE`] of the
//! width. Side panels get at most their share of the rest; when they cannot all fit at a readable
//! width, the table and the move list share one panel with tabs, and when even that does not fit
//! they join the left panel's tab strip (one panel beside the board, its whole height). Pure
//! arithmetic on sizes, so it is tested without a window.

use eframe::egui;

use crate::ui::action::{Action, LeftPanel, PanelKind, SideTab};

/// The least share of the window's width the board keeps beside the side panels.
pub const BOARD_SHARE: f32 = 0.4;

/// The widest share of the window the exercises or the lessons may take beside a sum's board (whose
/// own panel takes its share too).
pub const BESIDE_A_SUM: f32 = 0.35;

/// A side panel's natural and least readable widths, in points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Widths {
    /// The width it opens at when there is room.
    pub natural: f32,
    /// The narrowest it is still readable at (its text wraps at word breaks, its table scrolls).
    pub least: f32,
}

/// The left panels' widths (the proof, Explore, the lessons, the exercises).
#[must_use]
pub fn left_widths(kind: LeftPanel) -> Widths {
    match kind {
        LeftPanel::Explore => Widths { natural: 520.0, least: 280.0 },
        LeftPanel::Lessons | LeftPanel::Review => Widths { natural: 380.0, least: 240.0 },
        LeftPanel::Exercises => Widths { natural: 360.0, least: 240.0 },
        LeftPanel::Proof => Widths { natural: 400.0, least: 250.0 },
    }
}

/// The binary table's widths.
pub const TABLE: Widths = Widths { natural: 400.0, least: 240.0 };
/// The move list's widths.
pub const HISTORY: Widths = Widths { natural: 190.0, least: 150.0 };

/// Where the binary table and the move list go.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Right {
    /// Neither is open.
    Nothing,
    /// Each open one in its own panel right of the board, at most this wide.
    Apart {
        /// The table's widest, if open.
        table: Option<f32>,
        /// The move list's widest, if open.
        history: Option<f32>,
    },
    /// Both in one panel right of the board, with a tab strip, at most this wide.
    Tabs {
        /// The panel's widest.
        max_width: f32,
    },
    /// As tabs of the left panel (which is then the only panel beside the board).
    InLeft,
    /// As tabs of one panel below the board and the left panel (a portrait screen, a tablet held
    /// upright: the board keeps the whole width).
    Below,
}

/// The plan for one frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// The widest the left panel may be, if one is open.
    pub left: Option<f32>,
    /// Where the table and the move list go.
    pub right: Right,
}

/// Which panels are open.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Open {
    /// The left panel's widths, if one is open.
    pub left: Option<Widths>,
    /// The binary table.
    pub table: bool,
    /// The move list.
    pub history: bool,
}

/// How much taller than wide a window must be for the table and the move list to go below the
/// board (a tablet held upright) instead of beside it.
const PORTRAIT: f32 = 1.2;

/// Below this width (points) an upright window puts the table and the move list below the board.
const PORTRAIT_WIDTH: f32 = 1100.0;

/// Whether a window of `width` × `height` points is upright and narrow (a tablet held upright): the
/// table and the move list then go below the board.
#[must_use]
pub fn upright(width: f32, height: f32) -> bool {
    height >= PORTRAIT * width && width < PORTRAIT_WIDTH
}

/// Narrower than this, an upright screen is a phone's: even the left panel goes below the board.
pub const PHONE_WIDTH: f32 = 600.0;

/// The plan for a board column of `width` × `height` points: as [`plan`], except that on an upright
/// screen less than [`PORTRAIT_WIDTH`] wide the table and the move list go below the board, which
/// keeps the whole width (a tablet held upright: its stones stay big enough for a finger); on a
/// phone (less than [`PHONE_WIDTH`]) the left panel goes there too, as the first tab.
#[must_use]
pub fn plan_for(width: f32, height: f32, open: Open) -> Layout {
    if !upright(width, height) {
        return plan(width, open);
    }
    if open.left.is_some() && width < PHONE_WIDTH {
        return Layout { left: None, right: Right::Below };
    }
    if open.table || open.history {
        let left = plan(width, Open { table: false, history: false, ..open }).left;
        return Layout { left, right: Right::Below };
    }
    plan(width, open)
}

/// The plan for a board column `width` points wide (the window less nothing: side panels take the
/// whole height between the menu and the status line) with these panels open.
#[must_use]
pub fn plan(width: f32, open: Open) -> Layout {
    let budget = width * (1.0 - BOARD_SHARE);
    // Each panel's widest is its share of the budget, in proportion to its natural width; the plan
    // fits when every share is at least the panel's readable least.
    let fit = |panels: &[Widths]| -> Option<Vec<f32>> {
        let natural: f32 = panels.iter().map(|w| w.natural).sum();
        let shares: Vec<f32> = panels.iter().map(|w| budget * w.natural / natural).collect();
        panels.iter().zip(&shares).all(|(w, share)| *share >= w.least).then_some(shares)
    };
    let left = open.left;
    let right: Vec<Widths> =
        [(open.table, TABLE), (open.history, HISTORY)].into_iter().filter(|(on, _)| *on).map(|(_, w)| w).collect();
    if right.is_empty() {
        return Layout { left: left.map(|_| budget), right: Right::Nothing };
    }
    let all: Vec<Widths> = left.into_iter().chain(right.iter().copied()).collect();
    if let Some(shares) = fit(&all) {
        let (left_max, rest) = if left.is_some() { (Some(shares[0]), &shares[1..]) } else { (None, &shares[..]) };
        let mut rest = rest.iter().copied();
        let table = open.table.then(|| rest.next()).flatten();
        let history = open.history.then(|| rest.next()).flatten();
        return Layout { left: left_max, right: Right::Apart { table, history } };
    }
    if right.len() == 2 {
        // The table and the move list share a panel as wide as the table alone would be.
        let tabs: Vec<Widths> = left.into_iter().chain([TABLE]).collect();
        if let Some(shares) = fit(&tabs) {
            let max_width = shares[shares.len() - 1];
            return Layout { left: left.is_some().then(|| shares[0]), right: Right::Tabs { max_width } };
        }
    }
    match left {
        // One panel beside the board, its tabs the left panel, the table and the move list.
        Some(_) => Layout { left: Some(budget), right: Right::InLeft },
        // No left panel: the tabbed table and move list take the whole side (they scroll sideways
        // in a very narrow window).
        None => Layout { left: None, right: Right::Tabs { max_width: budget } },
    }
}

/// The tabs of the table and the move list, where they are open.
pub(super) fn right_tabs(open: Open) -> Vec<(SideTab, String)> {
    let mut tabs = Vec::new();
    if open.table {
        tabs.push((SideTab::Table, PanelKind::Table.name()));
    }
    if open.history {
        tabs.push((SideTab::Moves, PanelKind::History.name()));
    }
    tabs
}

/// A strip of tabs (none for a single one); a click on another asks for it.
pub(super) fn tab_strip(ui: &mut egui::Ui, tabs: &[(SideTab, String)], current: SideTab) -> Vec<Action> {
    let mut actions = Vec::new();
    if tabs.len() < 2 {
        return actions;
    }
    ui.horizontal_wrapped(|ui| {
        for (tab, name) in tabs {
            if ui.selectable_label(current == *tab, name.as_str()).clicked() && current != *tab {
                actions.push(Action::ShowTab(*tab));
            }
        }
    });
    ui.separator();
    actions
}

#[cfg(test)]
mod tests {
    use super::*;

    fn open(left: Option<LeftPanel>, table: bool, history: bool) -> Open {
        Open { left: left.map(left_widths), table, history }
    }

    /// The sum of the side panels' widest widths, for a plan.
    fn side_total(layout: &Layout) -> f32 {
        let right = match layout.right {
            Right::Apart { table, history } => table.unwrap_or(0.0) + history.unwrap_or(0.0),
            Right::Tabs { max_width } => max_width,
            Right::Nothing | Right::InLeft | Right::Below => 0.0,
        };
        layout.left.unwrap_or(0.0) + right
    }

    #[test]
    fn the_board_keeps_its_share_at_every_size_and_zoom() {
        let kinds = [None, Some(LeftPanel::Proof), Some(LeftPanel::Explore), Some(LeftPanel::Lessons)];
        for (w, h) in [(1024.0, 768.0), (1280.0, 720.0), (1600.0, 1000.0), (1920.0, 1080.0), (3840.0, 2160.0)] {
            for zoom in [1.0, 1.25, 1.5, 1.75, 2.0] {
                for kind in kinds {
                    for (table, history) in [(true, true), (true, false), (false, true), (false, false)] {
                        let width = w / zoom;
                        let layout = plan(width, open(kind, table, history));
                        let board = width - side_total(&layout);
                        assert!(board >= BOARD_SHARE * width - 0.5, "{w}×{h} @{zoom}: board {board} of {width}");
                    }
                }
            }
        }
    }

    #[test]
    fn wide_windows_keep_every_panel_apart_and_narrow_ones_share_or_stack() {
        let lesson = open(Some(LeftPanel::Proof), true, true);
        let wide = plan(1920.0, lesson);
        assert!(matches!(wide.right, Right::Apart { table: Some(_), history: Some(_) }), "{wide:?}");
        // 1280×720 at 150 %: the proof and one tabbed panel.
        let presenter = plan(1280.0 / 1.5, lesson);
        assert!(matches!(presenter.right, Right::Tabs { .. }), "{presenter:?}");
        // 1024×768 at 150 %: one panel beside the board, with the proof, the table and the moves as tabs.
        let small = plan(1024.0 / 1.5, lesson);
        assert_eq!(small.right, Right::InLeft);
        // No left panel, a very narrow window: the table and the moves take the side, tabbed.
        assert!(matches!(plan(300.0, open(None, true, true)).right, Right::Tabs { .. }));
        // No panel open: nothing to place.
        assert_eq!(plan(800.0, open(None, false, false)), Layout { left: None, right: Right::Nothing });
    }

    #[test]
    fn an_upright_tablet_puts_the_table_below_the_board() {
        let both = open(None, true, true);
        assert_eq!(plan_for(820.0, 1180.0, both).right, Right::Below);
        assert_eq!(plan_for(820.0, 1180.0, open(Some(LeftPanel::Proof), true, false)).right, Right::Below);
        // Wide, or landscape: beside it as before.
        assert_eq!(plan_for(1180.0, 820.0, both), plan(1180.0, both));
        assert_eq!(plan_for(2400.0, 3000.0, both), plan(2400.0, both));
    }

    #[test]
    fn a_panel_apart_is_never_narrower_than_it_reads() {
        for width in (400..4000).step_by(37) {
            let layout = plan(width as f32, open(Some(LeftPanel::Proof), true, true));
            if let Right::Apart { table, history } = layout.right {
                assert!(table.is_none_or(|t| t >= TABLE.least) && history.is_none_or(|h| h >= HISTORY.least));
                assert!(layout.left.is_some_and(|l| l >= left_widths(LeftPanel::Proof).least));
            }
        }
    }
}
