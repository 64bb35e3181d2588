//! Who plays, as a dialog chooses it — one choice for a new game and for a new sum of games: a person
//! against the computer, two people, or the computer against itself; who starts; the computer's level.

use eframe::egui::{self, RichText};

use crate::core::{Level, Person, Player, Players, Side};
use crate::i18n::msg;

/// Who plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WhoPlays {
    /// A person against the computer.
    PersonVsComputer,
    /// Two people (or two halves of a class).
    PersonVsPerson,
    /// The computer against itself, one move per Step.
    ComputerVsComputer,
}

/// The computer's level, as chosen in the dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LevelChoice {
    /// Expert: perfect.
    Perfect,
    /// Student: perfect except for a share of random moves.
    Fallible,
    /// Beginner: random.
    Random,
}

/// The players' fields of a dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayersChoice {
    /// Who plays.
    pub mode: WhoPlays,
    /// Whether the person (or the first person) moves first.
    pub person_first: bool,
    /// The computer's level.
    pub level: LevelChoice,
    /// The fallible computer's share of random moves, in percent.
    pub error_percent: u8,
}

impl Default for PlayersChoice {
    /// You against the Expert; you start.
    fn default() -> Self {
        Self { mode: WhoPlays::PersonVsComputer, person_first: true, level: LevelChoice::Perfect, error_percent: 20 }
    }
}

impl PlayersChoice {
    /// The players chosen; the computers' random choices start from `seed` (and `seed + 1` for the
    /// second computer of a game between two).
    #[must_use]
    pub fn players(&self, seed: u64) -> Players {
        let level = match self.level {
            LevelChoice::Perfect => Level::Perfect,
            LevelChoice::Random => Level::Random,
            LevelChoice::Fallible => Level::Fallible { error_rate: f64::from(self.error_percent.min(100)) / 100.0 },
        };
        let person = |name: Person| Player::Human { name };
        let computer = |salt: u64| Player::Computer { level, seed: seed.wrapping_add(salt) };
        let (first, second) = match self.mode {
            WhoPlays::PersonVsComputer if self.person_first => (person(Person::You), computer(0)),
            WhoPlays::PersonVsComputer => (computer(0), person(Person::You)),
            WhoPlays::PersonVsPerson => (person(Person::Seat(Side::First)), person(Person::Seat(Side::Second))),
            WhoPlays::ComputerVsComputer => (computer(0), computer(1)),
        };
        Players { first, second }
    }

    /// Draws the fields: who plays, who starts, the computer's level.
    pub fn ui(&mut self, ui: &mut egui::Ui) {
        ui.label(RichText::new(msg::new_players()).strong());
        ui.horizontal(|ui| {
            ui.radio_value(&mut self.mode, WhoPlays::PersonVsComputer, msg::new_vs_computer());
            ui.radio_value(&mut self.mode, WhoPlays::PersonVsPerson, msg::new_two_people());
            ui.radio_value(&mut self.mode, WhoPlays::ComputerVsComputer, msg::new_computer_vs_computer());
        });
        if self.mode != WhoPlays::ComputerVsComputer {
            ui.checkbox(&mut self.person_first, msg::new_you_first());
        }
        if self.mode != WhoPlays::PersonVsPerson {
            ui.horizontal(|ui| {
                ui.label(msg::new_computer());
                ui.radio_value(&mut self.level, LevelChoice::Perfect, msg::new_expert())
                    .on_hover_text(msg::new_expert_hint());
                ui.radio_value(&mut self.level, LevelChoice::Fallible, msg::new_student())
                    .on_hover_text(msg::new_student_hint());
                ui.radio_value(&mut self.level, LevelChoice::Random, msg::new_beginner())
                    .on_hover_text(msg::new_beginner_hint());
            });
            if self.level == LevelChoice::Fallible {
                ui.add(egui::Slider::new(&mut self.error_percent, 0..=100).text(msg::new_random_share()));
            }
        }
    }
}
