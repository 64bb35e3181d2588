//! Lesson files: a title and an ordered list of steps, each a position with its rules, a short text
//! for the class, which panels show, whether the answers start hidden, and optionally a scripted
//! sequence of moves to play one at a time. Same discipline as save files: versioned RON, one loader,
//! typed errors, atomic writes.
//!
//! ```ron
//! // A Bouton lesson, in RON. Heaps are counted from 1.
//! (
//!     version: 1,
//!     title: "Bouton's theorem",
//!     steps: [
//!         (
//!             title: "19, 20, 21",
//!             text: "Is this a P-position? Which heaps have a winning move?",
//!             rules: (ending: Normal, moves: Any),        // optional
//!             start: [19, 20, 21],
//!             script: [(heap: 1, take: 18)],              // optional: played with Next move
//!             hide_answers: true,                         // optional (default false)
//!             view: (table: true, moves: false, beside: Proof),   // optional; beside: None | Proof | Theorem | Explore
//!             players: (first: Human(name: "Class"), second: Computer(level: Perfect, seed: 1)),  // optional
//!         ),
//!     ],
//! )
//! ```

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::lang::Lang;

use crate::core::{Game, Move, Player, Players};

use super::SavedGame;
use super::budget::RuleCache;
use super::error::LoadError;
use super::format::{FileV1, LESSON_VERSION, MAX_TITLE_CHARS, MoveV1, PlayersV1, RulesV1, plain, read_ron};
use super::problem::Problem;
use super::watch::{LoadStage, Watch};

/// The most steps a lesson may have.
pub const MAX_LESSON_STEPS: usize = 500;

/// What sits beside the board during a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Beside {
    /// Nothing: the board has the room.
    #[default]
    None,
    /// The proof walkthrough, on the lemma that applies to the step's position (Lemma 2 where
    /// X ≠ 0, Lemma 1 where X = 0).
    Proof,
    /// The proof walkthrough, on the theorem's page (the two lemmas put together).
    Theorem,
    /// The plots and the theorem checker.
    Explore,
}

/// Which panels a step shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct StepView {
    /// The binary table.
    pub table: bool,
    /// The move list.
    pub moves: bool,
    /// The panel left of the board.
    pub beside: Beside,
}

impl Default for StepView {
    fn default() -> Self {
        Self { table: true, moves: false, beside: Beside::None }
    }
}

/// One step of a lesson: the game to put on the board (its title and notes are the step's title and
/// text; a scripted sequence is its moves, with the cursor at 0), and how to show it.
#[derive(Clone, Debug, PartialEq)]
pub struct LessonStep {
    /// Title, text, position, rules, script and players.
    pub saved: SavedGame,
    /// Whether the answers start hidden.
    pub hide_answers: bool,
    /// Which panels show.
    pub view: StepView,
}

impl LessonStep {
    /// A step showing `saved` as it stands now (its whole history becomes the script, from the start).
    #[must_use]
    pub fn new(saved: SavedGame, hide_answers: bool, view: StepView) -> Self {
        let mut saved = saved;
        // A step starts at the beginning of its script.
        let _ = saved.game.jump_to(0);
        Self { saved, hide_answers, view }
    }
}

/// A lesson: a title and its steps.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    /// The title ("Bouton's theorem").
    pub title: String,
    /// The language its titles and texts are written in, when the file says (`language: "fr"`).
    pub language: Option<Lang>,
    /// The steps, in order (at least one).
    pub steps: Vec<LessonStep>,
}

/// A lesson read from a file, and what was tolerated in it.
#[derive(Clone, Debug, PartialEq)]
pub struct LoadedLesson {
    /// The lesson.
    pub lesson: Lesson,
    /// Unknown fields that were ignored.
    pub warnings: Vec<super::Warning>,
}

/// Just enough to tell the version, and a game file from a lesson.
#[derive(Deserialize)]
struct LessonProbe {
    version: Option<super::read::FileVersion>,
    steps: Option<serde::de::IgnoredAny>,
    start: Option<serde::de::IgnoredAny>,
}

/// A step of a version-1 lesson file, field by field: what is read and what is written.
#[derive(Serialize, Deserialize)]
struct StepV1 {
    #[serde(default)]
    title: String,
    #[serde(default)]
    text: String,
    #[serde(default)]
    rules: RulesV1,
    start: Vec<u64>,
    #[serde(default)]
    script: Vec<MoveV1>,
    #[serde(default)]
    hide_answers: bool,
    #[serde(default)]
    view: StepView,
    #[serde(default, serialize_with = "plain", skip_serializing_if = "Option::is_none")]
    players: Option<PlayersV1>,
}

/// A version-1 lesson file.
#[derive(Serialize, Deserialize)]
struct LessonV1 {
    version: u64,
    /// The language's tag: `en`, `es`, `fr`, `de`, `pt-BR` or `zh-CN`.
    #[serde(default, serialize_with = "plain", skip_serializing_if = "Option::is_none")]
    language: Option<String>,
    #[serde(default)]
    title: String,
    steps: Vec<StepV1>,
}

impl LessonV1 {
    fn from_lesson(lesson: &Lesson) -> Self {
        let steps = lesson
            .steps
            .iter()
            .map(|step| {
                let saved = &step.saved;
                // A step is heaps of one game (the lesson format has no sums): it is loaded so, and
                // made so from the board by `step_from_game`.
                let rules = saved.game.rules().unwrap_or_default();
                StepV1 {
                    title: saved.title.clone(),
                    text: saved.notes.clone(),
                    rules: RulesV1::from_rules(&rules),
                    start: saved.game.start().sizes(),
                    // The game's moves are the step's script; a step always starts at its beginning.
                    script: saved.game.moves().iter().map(|m| MoveV1::from_move(Move::new(m.heap, m.take))).collect(),
                    hide_answers: step.hide_answers,
                    view: step.view,
                    players: Some(PlayersV1::from_players(&saved.players)),
                }
            })
            .collect();
        Self {
            version: LESSON_VERSION,
            language: lesson.language.map(|lang| lang.tag().to_string()),
            title: lesson.title.clone(),
            steps,
        }
    }
}

/// The players of a step that names none: the class against the perfect computer (a "try it" step).
#[must_use]
pub fn class_against_the_computer() -> Players {
    Players {
        first: Player::Human { name: crate::core::Person::Class },
        second: Player::Computer { level: crate::core::Level::Perfect, seed: 1 },
    }
}

/// Whether a file's text is a lesson (it has a `steps` field) rather than a game.
pub(super) fn looks_like_a_lesson(text: &str) -> bool {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    read_ron::<LessonProbe>(text, "", &mut Vec::new()).is_ok_and(|probe| probe.steps.is_some())
}

/// Parses and validates the text of a lesson file. `origin` names it in error messages.
///
/// # Errors
/// [`LoadError`]: syntax (line:column), a newer version, a game file given as a lesson, or a step that
/// is not a valid game (naming the step and what is wrong).
pub fn parse_lesson(text: &str, origin: &str) -> Result<LoadedLesson, LoadError> {
    parse_lesson_watched(text, origin, Watch::NONE)
}

/// As [`parse_lesson`], telling `watch` which step is being checked (it may cancel between steps).
pub(super) fn parse_lesson_watched(text: &str, origin: &str, watch: Watch<'_>) -> Result<LoadedLesson, LoadError> {
    let text = super::format::opening(text, origin)?;
    let probe: LessonProbe = read_ron(text, origin, &mut Vec::new())?;
    let invalid = |problem| LoadError::Invalid { origin: origin.into(), problem };
    let Some(version) = probe.version else {
        return Err(LoadError::MissingVersion { origin: origin.into() });
    };
    match version.number(LESSON_VERSION).map_err(invalid)? {
        1 => {}
        version => {
            return Err(LoadError::NewerVersion { origin: origin.into(), version, newest: LESSON_VERSION });
        }
    }
    if probe.steps.is_none() && probe.start.is_some() {
        return Err(invalid(Problem::GameNotLesson));
    }
    let mut warnings = Vec::new();
    let mut file: LessonV1 = read_ron(text, origin, &mut warnings)?;
    let tag = file.language.take();
    let mut lesson = file.validate(origin, watch)?;
    lesson.language = tag.as_deref().and_then(Lang::from_tag);
    if let (Some(tag), None) = (&tag, lesson.language) {
        warnings.push(super::Warning::UnknownLanguage(super::echo(tag)));
    }
    Ok(LoadedLesson { lesson, warnings })
}

impl LessonV1 {
    fn validate(self, origin: &str, watch: Watch<'_>) -> Result<Lesson, LoadError> {
        let invalid = |problem| LoadError::Invalid { origin: origin.into(), problem };
        let chars = self.title.chars().count();
        if chars > MAX_TITLE_CHARS {
            return Err(invalid(Problem::TitleTooLong { chars }));
        }
        if self.steps.is_empty() {
            return Err(invalid(Problem::NoSteps));
        }
        let count = self.steps.len();
        if count > MAX_LESSON_STEPS {
            return Err(invalid(Problem::TooManySteps { count }));
        }
        // Steps with equal rules share one Grundy sequence.
        let mut cache = RuleCache::default();
        let mut steps = Vec::with_capacity(count);
        for (index, step) in self.steps.into_iter().enumerate() {
            watch.at(LoadStage::Checking { done: index, of: count }, origin)?;
            let step = step
                .validate(&mut cache)
                .map_err(|problem| invalid(Problem::InStep { step: index + 1, problem: Box::new(problem) }))?;
            steps.push(step);
        }
        Ok(Lesson { title: super::safe_text(&self.title, false, MAX_TITLE_CHARS), language: None, steps })
    }
}

impl StepV1 {
    fn validate(self, cache: &mut RuleCache) -> Result<LessonStep, Problem> {
        let named_players = self.players.is_some();
        let file = FileV1 {
            version: LESSON_VERSION,
            title: self.title,
            notes: self.text,
            rules: self.rules,
            start: self.start,
            moves: self.script,
            cursor: Some(0),
            players: self.players,
        };
        let mut saved = file.validate_with(cache)?;
        if !named_players {
            saved.players = class_against_the_computer();
        }
        Ok(LessonStep { saved, hide_answers: self.hide_answers, view: self.view })
    }
}

/// Loads a lesson file (at most [`MAX_FILE_BYTES`]), through the same checks as [`parse_lesson`].
///
/// # Errors
/// As [`parse_lesson`], and when the file cannot be read.
pub fn load_lesson_file(path: &Path) -> Result<LoadedLesson, LoadError> {
    let text = super::read_limited(path)?;
    parse_lesson(&text, &path.display().to_string())
}

/// The text of a lesson file: [`LessonV1`] serialized and laid out for people, readable and editable by
/// hand, behind `header` (comment lines, in the writer's language: `crate::words::lesson_file`).
///
/// ```
/// use bouton::save::{lesson_to_ron, parse_lesson, Lesson, LessonStep, SavedGame, StepView};
/// use bouton::{Game, Position, Rules};
/// let step = LessonStep::new(SavedGame::new("1, 4, 5", Game::of_heaps(Rules::default(), Position::new(vec![1, 4, 5]).unwrap()).unwrap()), true, StepView::default());
/// let lesson = Lesson { title: "P-positions".into(), language: None, steps: vec![step] };
/// let text = lesson_to_ron(&lesson, "// A Bouton lesson.");
/// assert!(text.contains("start: [1, 4, 5],"));
/// assert_eq!(parse_lesson(&text, "lesson").unwrap().lesson.steps[0].hide_answers, true);
/// ```
#[must_use]
pub fn lesson_to_ron(lesson: &Lesson, header: &str) -> String {
    super::layout::to_text(header, &LessonV1::from_lesson(lesson))
}

/// Makes a lesson's step from the game on the board (heaps of one game), for the lesson editor.
#[must_use]
pub fn step_from_game(title: &str, text: &str, game: &Game, players: &Players, hide_answers: bool) -> LessonStep {
    let mut saved = SavedGame::new(title, game.clone());
    saved.notes = text.to_string();
    saved.players = players.clone();
    LessonStep::new(saved, hide_answers, StepView::default())
}
