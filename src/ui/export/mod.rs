//! Exports from the app: the handout and the SVG (written at once, from [`crate::export`]) and the PNG
//! picture of the board and table (a screenshot at the end of a frame, cropped), and their actions.

mod apply;
mod picture;

pub(in crate::ui) use picture::PictureExport;
