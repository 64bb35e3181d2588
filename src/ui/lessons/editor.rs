//! The lessons panel: the built-in lessons, and the editor of the lesson being presented — rename it,
//! add the board as a step, reorder and delete steps, save.

use crate::i18n::{Lang, msg};
use eframe::egui::{self, RichText};

use crate::save::built_in_lessons_in;
use crate::ui::action::{Action, LessonAction};
use crate::ui::files::Purpose;

/// The editor's fields.
#[derive(Default)]
pub struct LessonsPanel {
    title: String,
    text: String,
    hide_answers: bool,
    /// The lesson title being edited, and the title it was taken from.
    rename: Option<(String, String)>,
    /// The built-in lessons' titles in a language, read once per language (not every frame).
    titles: Option<(Lang, Vec<String>)>,
    /// "Edit this lesson", as chosen for the lesson with this file and title (none: by default, only
    /// a lesson with unsaved changes, such as a new one, shows the authoring controls).
    editing: Option<(Option<std::path::PathBuf>, String, bool)>,
}

/// What the lessons panel draws besides its own form: the lesson presented, where Save writes it,
/// and whether a file dialog is open.
pub struct LessonsView<'a> {
    /// The lesson presented, if any.
    pub lesson: Option<&'a super::LessonState>,
    /// What Save does (write the lesson to its file, or to a new one in the saves folder).
    pub save: Option<LessonAction>,
    /// Whether a file dialog is open (Save as… waits for it).
    pub dialog_open: bool,
}

impl LessonsPanel {
    /// Draws the panel.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &LessonsView<'_>) -> Vec<Action> {
        let mut actions = Vec::new();
        ui.heading(msg::lessons_title());
        ui.label(msg::lessons_built_in());
        let lang = crate::i18n::language();
        let lessons = built_in_lessons_in(lang);
        if self.titles.as_ref().is_none_or(|(read_in, _)| *read_in != lang) {
            let titles = lessons.iter().map(|l| l.load().map(|l| l.lesson.title).unwrap_or_default()).collect();
            self.titles = Some((lang, titles));
        }
        let titles = self.titles.as_ref().map(|(_, titles)| titles.as_slice()).unwrap_or_default();
        for (built_in, title) in lessons.iter().zip(titles) {
            if ui.button(msg::lessons_present(title.clone())).clicked()
                && let Ok(loaded) = built_in.load()
            {
                actions.push(Action::Lesson(LessonAction::Present(Box::new(loaded.lesson), None)));
            }
        }
        ui.label(RichText::new(msg::lessons_open_tip()).weak());
        if ui.button(msg::lessons_new()).clicked() {
            actions.push(Action::Lesson(LessonAction::New));
        }
        let Some(state) = view.lesson else { return actions };
        ui.separator();
        // While presenting, the projector shows the steps only; the authoring controls wait for
        // "Edit this lesson".
        let chosen = self
            .editing
            .as_ref()
            .filter(|(path, title, _)| *path == state.path && *title == state.lesson.title)
            .map(|(_, _, on)| *on);
        let mut editing = chosen.unwrap_or(state.changed);
        if ui.checkbox(&mut editing, msg::lessons_edit()).changed() {
            self.editing = Some((state.path.clone(), state.lesson.title.clone(), editing));
        }
        if !editing {
            steps(ui, state, false, &mut actions);
            return actions;
        }
        let current = state.lesson.title.clone();
        let (edited, _) = self.rename.get_or_insert_with(|| (current.clone(), current.clone()));
        ui.horizontal(|ui| {
            ui.label(msg::lessons_title_label());
            let field = ui.add(egui::TextEdit::singleline(edited).desired_width(240.0));
            field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, msg::lessons_title_a11y()));
            if field.lost_focus() && *edited != current {
                actions.push(Action::Lesson(LessonAction::Rename(edited.clone())));
            }
        });
        if self.rename.as_ref().is_some_and(|(_, from)| *from != current && !ui.ctx().text_edit_focused()) {
            self.rename = None;
        }
        steps(ui, state, true, &mut actions);
        ui.separator();
        self.add_step(ui, &mut actions);
        ui.separator();
        ui.horizontal(|ui| {
            if let Some(save) = view.save.clone()
                && ui.button(msg::lessons_save()).clicked()
            {
                actions.push(Action::Lesson(save));
            }
            if ui.add_enabled(!view.dialog_open, egui::Button::new(msg::lessons_save_as())).clicked() {
                actions.push(Action::ShowFileDialog(Purpose::SaveLessonAs));
            }
        });
        let where_to = state.path.as_ref().map_or_else(msg::lessons_not_saved, |p| p.display().to_string());
        let changed = if state.changed { msg::lessons_changed() } else { String::new() };
        ui.label(RichText::new(msg::lessons_file(changed, where_to).trim_end().to_string()).weak());
        actions
    }

    fn add_step(&mut self, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        ui.label(RichText::new(msg::lessons_add_heading()).strong());
        let title = ui
            .add(egui::TextEdit::singleline(&mut self.title).hint_text(msg::lessons_step_title()).desired_width(280.0));
        title.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, msg::lessons_step_title_a11y()));
        let text = ui.add(
            egui::TextEdit::multiline(&mut self.text)
                .hint_text(msg::lessons_step_text())
                .desired_rows(2)
                .desired_width(280.0),
        );
        text.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, msg::lessons_step_text_a11y()));
        ui.checkbox(&mut self.hide_answers, msg::lessons_hide());
        if ui.button(msg::lessons_add()).clicked() {
            actions.push(Action::Lesson(LessonAction::AddStep {
                title: std::mem::take(&mut self.title),
                text: std::mem::take(&mut self.text),
                hide_answers: self.hide_answers,
            }));
        }
        ui.label(RichText::new(msg::lessons_script()).weak());
    }
}

/// The steps, each a button that goes there; while editing, with ▲, ▼ and ✕ too.
fn steps(ui: &mut egui::Ui, state: &super::LessonState, editing: bool, actions: &mut Vec<Action>) {
    let count = state.lesson.steps.len();
    egui::ScrollArea::vertical().id_salt("lesson-steps").max_height(260.0).show(ui, |ui| {
        for (i, step) in state.lesson.steps.iter().enumerate() {
            ui.horizontal(|ui| {
                let name = format!("{}. {}", i + 1, step.saved.title);
                if ui.selectable_label(i == state.step, name).clicked() {
                    actions.push(Action::Lesson(LessonAction::Go(i)));
                }
                if !editing {
                    return;
                }
                if ui.add_enabled(i > 0, egui::Button::new("▲").small()).on_hover_text(msg::lessons_up()).clicked() {
                    actions.push(Action::Lesson(LessonAction::MoveStep { from: i, to: i - 1 }));
                }
                if ui
                    .add_enabled(i + 1 < count, egui::Button::new("▼").small())
                    .on_hover_text(msg::lessons_down())
                    .clicked()
                {
                    actions.push(Action::Lesson(LessonAction::MoveStep { from: i, to: i + 1 }));
                }
                if ui
                    .add_enabled(count > 1, egui::Button::new("✕").small())
                    .on_hover_text(msg::lessons_delete())
                    .clicked()
                {
                    actions.push(Action::Lesson(LessonAction::DeleteStep(i)));
                }
            });
        }
    });
}
