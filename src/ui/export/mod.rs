//! Exports from the app: the handout, the SVG and the PNG picture of the board and the table, all
//! drawn by [`crate::export`] from the position (never a screenshot of the window), and their actions.

mod apply;
