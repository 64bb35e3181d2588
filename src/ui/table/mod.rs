//! The binary table panel: rows = heaps, columns = bits (most significant left), the count of ones per
//! column, X, the odd columns, X's top bit d, and the candidate heaps with their moves. Everything that
//! gives the answer away waits for Reveal when the answers are hidden.

use crate::i18n::msg;
use eframe::egui::{self, Color32, RichText};

use crate::core::{Claim, MiserePhase, MoveRule, Scale, TableCell};
use crate::ui::action::Action;
use crate::ui::style::Palette;
use crate::words::{TableShows, sentence, values_note};

mod marker;
mod view;

pub use view::TableView;

/// Where a painted cell sits, to match it against the cells a proof step speaks of.
#[derive(Clone, Copy)]
enum Place {
    /// Heap `row`'s digit in column `bit`, or (with `None`) its name, size and value.
    Heap(usize, Option<u32>),
    /// The count of ones in a column, or the row's label.
    Ones(Option<u32>),
    /// X's digit in a column, or its label and value.
    NimSum(Option<u32>),
}

/// Whether a proof step's cells include this place.
fn outlined(cells: &[TableCell], place: Place) -> bool {
    cells.iter().any(|&cell| match (cell, place) {
        (TableCell::Bit { row, bit }, Place::Heap(r, Some(b))) => row == r && bit == b,
        (TableCell::Row(row), Place::Heap(r, _)) => row == r,
        (TableCell::Column(bit), Place::Heap(_, Some(b)) | Place::Ones(Some(b)) | Place::NimSum(Some(b)))
        | (TableCell::Ones(bit), Place::Ones(Some(b)))
        | (TableCell::NimSumBit(bit), Place::NimSum(Some(b))) => bit == b,
        (TableCell::NimSumRow, Place::NimSum(_)) => true,
        _ => false,
    })
}

/// Draws the table panel.
pub fn table_panel(ui: &mut egui::Ui, view: &TableView<'_>, palette: &Palette) -> Option<Action> {
    ui.heading(msg::table_title());
    rules_note(ui, view);
    ui.add_space(6.0);
    // The table's digits are read from the back of a classroom: at least 16 px at 100 % zoom.
    ui.scope(|ui| {
        ui.style_mut().text_styles.insert(egui::TextStyle::Monospace, egui::FontId::monospace(TABLE_DIGITS_PX));
        grid(ui, view, palette);
    });
    ui.add_space(8.0);
    answers(ui, view, palette)
}

/// The size of the table's digits at 100 % zoom, in points.
pub const TABLE_DIGITS_PX: f32 = 16.0;

/// How the table's values come from the heaps, and the misère switch.
fn rules_note(ui: &mut egui::Ui, view: &TableView<'_>) {
    let game = view.game;
    let rules = game.rules();
    if let Some(note) = values_note(rules) {
        ui.label(note);
    }
    if rules.ending == crate::core::Ending::Misere {
        if matches!(rules.moves, MoveRule::Set(_)) {
            ui.label(msg::table_misere_set());
        } else if view.revealed {
            let values: Vec<u64> = view.table.rows().iter().map(|r| r.value).collect();
            let nim_sum = view.table.nim_sum();
            let claim = Claim::Misere { phase: MiserePhase::of(&values), scale: Scale::of(rules), nim_sum };
            ui.label(sentence(&claim.to_string()));
        } else {
            ui.label(msg::table_misere());
        }
    }
}

/// One painted cell of the table.
struct Cell {
    text: String,
    width: f32,
    fill: Option<Color32>,
    color: Option<Color32>,
    /// Outlined: the proof step on show speaks of this cell.
    outline: Option<Color32>,
}

impl Cell {
    fn new(text: impl Into<String>, width: f32) -> Self {
        Self { text: text.into(), width, fill: None, color: None, outline: None }
    }
}

/// Paints a row of cells in one allocation (fast: no widget per cell), labelled for screen readers.
fn paint_row(ui: &mut egui::Ui, cells: &[Cell], label: &str) {
    let height = ui.text_style_height(&egui::TextStyle::Monospace) + 6.0;
    let width: f32 = cells.iter().map(|c| c.width).sum();
    let (rect, response) = ui.allocate_exact_size(egui::vec2(width, height), egui::Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, label));
    let font = egui::TextStyle::Monospace.resolve(ui.style());
    let text_color = ui.visuals().text_color();
    let mut x = rect.left();
    for cell in cells {
        let cell_rect = egui::Rect::from_min_size(egui::pos2(x, rect.top()), egui::vec2(cell.width, height));
        if let Some(fill) = cell.fill {
            ui.painter().rect_filled(cell_rect.shrink2(egui::vec2(2.0, 1.0)), 3.0, fill);
        }
        if let Some(outline) = cell.outline {
            let stroke = egui::Stroke::new(2.5, outline);
            ui.painter().rect_stroke(cell_rect.shrink2(egui::vec2(1.0, 0.5)), 3.0, stroke, egui::StrokeKind::Inside);
        }
        ui.painter().text(
            cell_rect.center(),
            egui::Align2::CENTER_CENTER,
            &cell.text,
            font.clone(),
            cell.color.unwrap_or(text_color),
        );
        x += cell.width;
    }
}

/// The column widths: heap name, size, g, one per bit.
struct Widths {
    name: f32,
    size: f32,
    grundy: f32,
    bit: f32,
}

impl Widths {
    /// The column widths for the panel's width, and whether they are the compact ones: in a narrow
    /// panel the rows are named by number alone ("heap" heads them) and the cells close up.
    fn fitting(ui: &egui::Ui, view: &TableView<'_>, show_grundy: bool) -> (Self, bool) {
        let table = view.table;
        let heaps = view.game.position().heaps();
        let font = egui::TextStyle::Monospace.resolve(ui.style());
        let char_width = ui.painter().layout_no_wrap("0".into(), font.clone(), Color32::WHITE).size().x;
        // Headers and row names in the language in force (Chinese characters are two digits wide).
        let text_width = |text: String| ui.painter().layout_no_wrap(text, font.clone(), Color32::WHITE).size().x;
        let heap_header = text_width(msg::table_heap());
        let size_header = text_width(msg::table_size());
        // The first column names the heaps' rows and the ones' row ("1 的个数"), in either width.
        let ones = text_width(msg::table_ones());
        let row_name = text_width(msg::table_row_name(heaps.len())).max(ones);
        let body = egui::TextStyle::Body.resolve(ui.style());
        let odd_width = ui.painter().layout_no_wrap(msg::table_odd(), body, Color32::WHITE).size().x;
        let widest_header = table.columns().iter().map(|c| crate::core::place_value(c.bit).len()).max().unwrap_or(1);
        let with = |padding: f32, name: f32| {
            let digits = |n: usize| n as f32 * char_width + padding;
            Self {
                name: name.max(heap_header) + padding,
                size: digits(heaps.iter().map(|h| h.to_string().len()).max().unwrap_or(1).max(4))
                    .max(size_header + padding),
                grundy: if show_grundy {
                    digits(table.rows().iter().map(|r| r.value.to_string().len()).max().unwrap_or(1))
                } else {
                    0.0
                },
                // Wide enough for its header and for the "odd" marker under it.
                bit: digits(widest_header.max(2)).max(odd_width + 4.0),
            }
        };
        let roomy = with(12.0, row_name);
        if roomy.total(table.columns().len()) > ui.available_width() {
            #[allow(clippy::cast_precision_loss, reason = "the digits of a heap count, a few")]
            let digits = heaps.len().to_string().len() as f32 * char_width;
            (with(6.0, digits.max(ones)), true)
        } else {
            (roomy, false)
        }
    }

    /// The width of a row of `columns` bits.
    fn total(&self, columns: usize) -> f32 {
        self.name + self.size + self.grundy + self.bit * columns as f32
    }
}

/// The grid: heaps in binary, the ones per column, X, and the markers under the columns. Only the
/// visible heap rows are laid out, so 10,000 heaps cost no more per frame than a screenful.
fn grid(ui: &mut egui::Ui, view: &TableView<'_>, palette: &Palette) {
    let table = view.table;
    let game = view.game;
    let heaps = game.position().heaps();
    let revealed = view.revealed;
    let show_grundy = !matches!(game.rules().moves, MoveRule::Any);
    // The proof beside the table fills it in step by step: X, then d, then the moves.
    let shows = view.table_shows;
    // A hint that told X shows its row too.
    let nim_sum_shown = (revealed && shows >= TableShows::NimSum) || view.hints_tell_nim_sum;
    // X's top bit shows once answers are revealed (and the proof has found it), or a hint named d.
    let top = table.top_bit().filter(|_| (revealed && shows >= TableShows::TopBit) || view.hints_show_top_bit);
    let (widths, compact) = Widths::fitting(ui, view, show_grundy);
    let row_name = |k: usize| if compact { (k + 1).to_string() } else { msg::table_row_name(k + 1) };
    let proof_cells = view.proof_cells;
    let mark = |place: Place| outlined(proof_cells, place).then_some(palette.proof);
    let lead = |name: &str, size: String, grundy: String, place: Option<Place>| {
        let mut cells = vec![Cell::new(name, widths.name), Cell::new(size, widths.size)];
        if show_grundy {
            cells.push(Cell::new(grundy, widths.grundy));
        }
        if let Some(place) = place {
            let outline = mark(place);
            for cell in &mut cells {
                cell.outline = outline;
            }
        }
        cells
    };
    let fill_for = |odd: bool, bit: u32| highlight(palette, odd && nim_sum_shown, top == Some(bit));
    egui::ScrollArea::horizontal().id_salt("table-width").auto_shrink([false, true]).show(ui, |ui| {
        ui.spacing_mut().item_spacing.y = 0.0;
        let mut header = lead(&msg::table_heap(), msg::table_size(), "g".into(), None);
        header.extend(table.columns().iter().map(|c| Cell::new(crate::core::place_value(c.bit), widths.bit)));
        paint_row(ui, &header, &msg::table_a11y_header());
        let row_height = ui.text_style_height(&egui::TextStyle::Monospace) + 6.0;
        // Rows are read, not tapped: as tall as their digits, large targets or not (the scrolling
        // below counts on every row being `row_height` tall).
        ui.spacing_mut().interact_size.y = row_height;
        let visible = (ui.available_height() - 6.0 * row_height).max(4.0 * row_height);
        egui::ScrollArea::vertical().id_salt("table-rows").max_height(visible).show_rows(
            ui,
            row_height,
            table.rows().len(),
            |ui, range| {
                ui.spacing_mut().item_spacing.y = 0.0;
                for k in range {
                    let row = &table.rows()[k];
                    let mut cells =
                        lead(&row_name(k), heaps[k].to_string(), row.value.to_string(), Some(Place::Heap(k, None)));
                    for column in table.columns() {
                        let mut cell = Cell::new((row.value >> column.bit & 1).to_string(), widths.bit);
                        cell.fill = fill_for(column.odd, column.bit);
                        cell.outline = mark(Place::Heap(k, Some(column.bit)));
                        cells.push(cell);
                    }
                    let binary = crate::core::binary(row.value, table.width());
                    ui.horizontal(|ui| {
                        let label = if matches!(view.game.rules().moves, MoveRule::Any) {
                            msg::table_a11y_row(binary.clone(), k + 1, heaps[k])
                        } else {
                            msg::table_a11y_row_value(binary.clone(), k + 1, heaps[k], row.value)
                        };
                        paint_row(ui, &cells, &label);
                        row_marker(ui, view, palette, k, shows);
                    });
                }
            },
        );
        // The count of ones per column, and X.
        let hidden = |text: String| if nim_sum_shown { text } else { "?".into() };
        let mut ones = lead(&msg::table_ones(), String::new(), String::new(), Some(Place::Ones(None)));
        let mut x = lead("X", hidden(table.nim_sum().to_string()), String::new(), Some(Place::NimSum(None)));
        for column in table.columns() {
            let mut cell = Cell::new(hidden(column.ones.to_string()), widths.bit);
            cell.fill = fill_for(column.odd, column.bit);
            cell.outline = mark(Place::Ones(Some(column.bit)));
            ones.push(cell);
            let mut cell = Cell::new(hidden((table.nim_sum() >> column.bit & 1).to_string()), widths.bit);
            cell.fill = fill_for(column.odd, column.bit);
            cell.outline = mark(Place::NimSum(Some(column.bit)));
            x.push(cell);
        }
        paint_row(ui, &ones, &msg::table_a11y_ones());
        paint_row(ui, &x, &if nim_sum_shown { format!("X = {}", table.nim_sum()) } else { msg::table_x_hidden() });
        // Once a hint has told X and d, their markers may show too.
        if nim_sum_shown || view.hints_show_top_bit {
            column_markers(ui, view, &widths, row_height, top);
        }
    });
}

/// Beside heap `k`'s row: its winning move once revealed (or an arrow where the move does not fit),
/// or an arrow alone where a hint has named the heap.
fn row_marker(ui: &mut egui::Ui, view: &TableView<'_>, palette: &Palette, k: usize, shows: TableShows) {
    let revealed = view.revealed;
    if !revealed && view.hinted_heaps.contains(&k) {
        // The hint named the heap, not its move: an arrow alone.
        let arrow =
            ui.add(egui::Label::new(RichText::new("◀").color(palette.candidate).strong()).sense(egui::Sense::hover()));
        let said = msg::table_hinted();
        arrow.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &said));
        arrow.on_hover_text(&said);
    }
    if revealed
        && shows == TableShows::Everything
        && let Some(Some(marker)) = view.claims.map(|c| &c.markers[k])
    {
        // Where the whole marker does not fit beside the row, the arrow alone points
        // at it (or, narrower still, nothing): the winning moves are listed in full
        // under the table.
        let font = egui::TextStyle::Body.resolve(ui.style());
        let room = ui.available_width();
        let fits =
            |text: &String| ui.painter().layout_no_wrap(text.clone(), font.clone(), Color32::WHITE).size().x <= room;
        let texts = marker::marker_texts(marker);
        let full = texts[0].clone();
        if let Some(text) = texts.into_iter().find(fits) {
            let marker_text = RichText::new(text).color(palette.candidate).strong();
            let arrow = ui.add(egui::Label::new(marker_text).extend().sense(egui::Sense::hover()));
            // Hovered or read aloud, the arrow says the whole marker.
            arrow.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &full));
            arrow.on_hover_text(&full);
        }
    }
}

/// Text markers under the columns, so no highlight relies on colour alone: "odd" under every column
/// with an odd number of ones, and below it "d" under X's top bit (which is odd too).
fn column_markers(ui: &mut egui::Ui, view: &TableView<'_>, widths: &Widths, row_height: f32, top: Option<u32>) {
    let table = view.table;
    let odd = msg::table_odd();
    let rows: [&dyn Fn(&crate::core::TableColumn) -> String; 2] =
        [&|column| if column.odd { odd.clone() } else { String::new() }, &|column| {
            if top == Some(column.bit) { "d".to_string() } else { String::new() }
        }];
    for marker in rows {
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = 0.0;
            ui.add_space(widths.name + widths.size + widths.grundy);
            for column in table.columns() {
                ui.add_sized([widths.bit, row_height], egui::Label::new(RichText::new(marker(column)).strong()));
            }
        });
    }
}

/// X, its top bit, the winning moves, and the Reveal / Hide button.
fn answers(ui: &mut egui::Ui, view: &TableView<'_>, palette: &Palette) -> Option<Action> {
    let table = view.table;
    let mut action = None;
    if view.revealed && view.table_shows < TableShows::Everything {
        // The proof has not got there yet: the answers wait for its slides.
        ui.label(RichText::new(msg::table_proof_fills()).weak());
        if ui.button(msg::table_hide()).clicked() {
            action = Some(Action::Reveal(false));
        }
    } else if view.revealed {
        let nim_sum = Claim::NimSum { nim_sum: table.nim_sum(), top_bit: table.top_bit() };
        ui.label(sentence(&view.claims.map_or(&nim_sum, |c| &c.nim_sum).to_string()));
        if let Some(claims) = view.claims {
            ui.label(sentence(&claims.outcome.to_string()));
            let moves = &claims.winning_moves;
            match moves.first() {
                Some(Claim::WinningMove(_)) => {
                    ui.label(RichText::new(msg::table_winning_moves(moves.len())).strong());
                    for claim in moves.iter().take(12) {
                        ui.label(RichText::new(format!("• {claim}")).color(palette.candidate));
                    }
                    if moves.len() > 12 {
                        ui.label(msg::table_more(moves.len() - 12));
                    }
                }
                Some(other) => {
                    ui.label(sentence(&other.to_string()));
                }
                None => {}
            }
        } else if let Err(e) = view.analysis {
            ui.label(sentence(&e.to_string()));
        }
        if view.can_reveal && ui.button(msg::table_hide()).clicked() {
            action = Some(Action::Reveal(false));
        }
    } else if view.can_reveal && ui.button(msg::table_reveal()).clicked() {
        action = Some(Action::Reveal(true));
    }
    action
}

/// The column header: the value the bit stands for (1, 2, 4, …), or 2^b past 2^16.
fn highlight(palette: &Palette, odd: bool, top: bool) -> Option<Color32> {
    if top {
        Some(palette.top_bit)
    } else if odd {
        Some(palette.odd_column)
    } else {
        None
    }
}
