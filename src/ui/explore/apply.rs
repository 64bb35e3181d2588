//! The app's Explore panel: its settings, the P-position map (computed when the rules or the map
//! change, never per frame), and the theorem checker's worker.

use super::{CheckRequest, CheckResult, CheckerTask};
use crate::core::{
    CheckBox, Classification, Conjecture, Formula, Game, Position, PositionMap, map_classification, position_map,
};
use crate::save::SavedGame;
use crate::ui::AppError;
use crate::ui::action::{Action, ExploreAction};
use crate::ui::app::BoutonApp;
use crate::ui::explore::{ExploreState, ExploreTab, GRUNDY_PLOT_MAX, MAP_SIDE, bouton_formula};

impl BoutonApp {
    /// The Explore panel's settings.
    #[must_use]
    pub fn explore_state(&self) -> &ExploreState {
        &self.explore.state
    }

    /// The P-position map of the current settings and rules (or why there is none).
    pub fn position_map(&self) -> Result<&PositionMap, String> {
        self.explore.map_or_why()
    }

    /// The check running on the worker thread.
    #[must_use]
    pub fn checker_task(&self) -> Option<&CheckerTask> {
        self.explore.checker.as_ref()
    }

    /// The last finished check.
    #[must_use]
    pub fn check_result(&self) -> Option<&CheckResult> {
        self.explore.check_result.as_ref()
    }

    /// Shows or hides the Explore panel (one left panel at a time).
    pub(in crate::ui) fn toggle_explore(&mut self) {
        self.toggle_left(crate::ui::action::LeftPanel::Explore);
    }

    pub(in crate::ui) fn apply_explore(&mut self, change: ExploreAction) {
        match change {
            ExploreAction::Tab(tab) => {
                self.explore.state.tab = tab;
                if tab == ExploreTab::Map {}
            }
            ExploreAction::MapHeaps(heaps) => {
                self.explore.state.map_heaps = heaps.clamp(2, 3);
            }
            ExploreAction::Third(third) => {
                self.explore.state.third = third.min(MAP_SIDE - 1);
            }
            ExploreAction::GrundyTo(n) => self.explore.state.grundy_to = n.clamp(1, 10_000),
            ExploreAction::PlotGame(text) => {
                let text: String = text.chars().take(80).collect();
                // Computed once, here (never per frame): the values up to the slider's end.
                self.explore.state.plot_game = (!text.trim().is_empty()).then(|| {
                    text.parse::<crate::core::HeapGame>()
                        .and_then(|game| game.sequence(GRUNDY_PLOT_MAX).map(|report| (game, report)))
                });
                self.explore.state.plot_game_text = text;
                self.explore.state.search_note = None;
            }
            ExploreAction::SearchTo(n) => {
                self.explore.state.search_to = n.clamp(crate::core::SEARCH_AHEAD, crate::core::MAX_UNPROVEN_TO);
            }
            ExploreAction::SearchPeriod => self.start_grundy_search(),
            ExploreAction::CancelSearch => {
                if let Some(task) = &self.explore.grundy_search {
                    task.worker().cancel();
                }
            }
            ExploreAction::SearchFinished(answer) => {
                let Some(task) = self.explore.grundy_search.take() else { return };
                match (answer, &mut self.explore.state.plot_game) {
                    // The values replace the plot's only if the same game is still plotted.
                    (Ok(report), Some(Ok((game, shown)))) if game == task.game() => *shown = report,
                    (Ok(_), _) => {}
                    (Err(why), _) => self.explore.state.search_note = Some(super::SearchNote::Stopped(why)),
                }
            }
            ExploreAction::CheckSettings { heaps, max, conjecture } => {
                let heaps = heaps.clamp(1, 64);
                // Bouton's rule as offered follows the box's heaps; a formula typed by hand stays.
                let offered = bouton_formula(self.explore.state.check_heaps);
                let follow = self.explore.state.formula_text == offered && heaps != self.explore.state.check_heaps;
                self.explore.state.check_heaps = heaps;
                self.explore.state.check_max = max;
                self.explore.state.conjecture = conjecture;
                if follow && matches!(self.explore.state.conjecture, Conjecture::Formula(_)) {
                    self.apply_explore(ExploreAction::FormulaText(bouton_formula(heaps)));
                }
            }
            ExploreAction::OwnFormula => {
                if self.explore.state.formula_text.parse::<Formula>().is_err() {
                    self.explore.state.formula_text = bouton_formula(self.explore.state.check_heaps);
                }
                self.apply_explore(ExploreAction::FormulaText(self.explore.state.formula_text.clone()));
                if let Ok(formula) = self.explore.state.formula_text.parse() {
                    self.explore.state.conjecture = Conjecture::Formula(formula);
                }
            }
            ExploreAction::FormulaText(text) => {
                let text: String = text.chars().take(crate::core::MAX_FORMULA_CHARS + 1).collect();
                match text.parse::<Formula>() {
                    Ok(formula) => {
                        self.explore.state.formula_error = None;
                        if matches!(self.explore.state.conjecture, Conjecture::Formula(_)) {
                            self.explore.state.conjecture = Conjecture::Formula(formula);
                        }
                    }
                    // The last formula that read stays the one tested; the error says what to mend.
                    Err(error) => self.explore.state.formula_error = Some(error),
                }
                self.explore.state.formula_text = text;
            }
            ExploreAction::StartCheck => self.start_check(),
            ExploreAction::CancelCheck => {
                if let Some(task) = &self.explore.checker {
                    task.worker().cancel();
                }
            }
            ExploreAction::LoadPosition(heaps) => match Position::new(heaps) {
                // The map shows positions under the rules on the board: heaps of one game.
                Ok(position) => {
                    let Some(board) = self.saved() else { return };
                    let Some(rules) = board.game.rules() else { return };
                    // The map's positions are a few small heaps, well within a game's limits.
                    let Ok(game) = Game::of_heaps(rules, position) else { return };
                    // No title in words: it is named by its heaps and rules in the language on
                    // screen, whenever it is drawn.
                    let mut saved = SavedGame::new("", game);
                    saved.players = board.players.clone();
                    self.apply(Action::NewGame(Box::new(saved)));
                }
                Err(e) => self.shell.status.error = Some(AppError::Position(e)),
            },
        }
    }

    /// Starts the checker on a worker thread (one at a time), asking for repaints while it runs.
    fn start_check(&mut self) {
        // The checker checks the rules on the board: heaps of one game.
        let Some(game) = self.game() else { return };
        if self.explore.checker.is_some() {
            return;
        }
        let request = CheckRequest {
            shape: CheckBox { heaps: self.explore.state.check_heaps, max: self.explore.state.check_max },
            rules: game.rules().clone(),
            conjecture: self.explore.state.conjecture.clone(),
        };
        match CheckerTask::start(&self.shell.ctx, request) {
            Ok(task) => self.explore.checker = Some(task),
            Err(e) => self.shell.status.error = Some(AppError::CheckerStart(std::sync::Arc::new(e))),
        }
    }

    /// Starts the longer search for the plotted game's period (one at a time).
    fn start_grundy_search(&mut self) {
        let Some(Ok((game, _))) = &self.explore.state.plot_game else { return };
        if self.explore.grundy_search.is_some() {
            return;
        }
        self.explore.state.search_note = None;
        match super::GrundySearchTask::start(&self.shell.ctx, game.clone(), self.explore.state.search_to) {
            Ok(task) => self.explore.grundy_search = Some(task),
            Err(e) => {
                self.explore.state.search_note = Some(super::SearchNote::CouldNotStart(e.to_string()));
            }
        }
    }

    /// The longer search's answer, once its worker has finished, as an action.
    pub(in crate::ui) fn poll_grundy_search(&self) -> Option<Action> {
        let task = self.explore.grundy_search.as_ref()?;
        let answer = task.poll();
        if answer.is_none() {
            self.shell.ctx.request_repaint_after(std::time::Duration::from_millis(100));
        }
        answer.map(|a| Action::Explore(ExploreAction::SearchFinished(a)))
    }

    /// The longer search for a period, while it runs.
    #[must_use]
    pub fn grundy_search(&self) -> Option<&super::GrundySearchTask> {
        self.explore.grundy_search.as_ref()
    }

    /// Takes the checker's result once it is in (called each frame; never waits).
    /// The checker's result, once its worker has finished, as an action.
    pub(in crate::ui) fn poll_checker(&self) -> Option<Action> {
        let task = self.explore.checker.as_ref()?;
        let result = task.poll();
        if result.is_none() {
            // Keep the progress bar moving; no repaints when nothing runs.
            self.shell.ctx.request_repaint_after(std::time::Duration::from_millis(100));
        }
        result.map(|r| Action::CheckFinished(Box::new(r)))
    }

    /// Makes the map again if what it is drawn from changed since it was made (the rules, the number
    /// of heaps, the third heap, the conjecture), while it is open; the classification is kept while
    /// the rules and the number of heaps stay the same.
    pub(in crate::ui) fn fresh_map(&mut self) {
        if self.explore.state.tab != ExploreTab::Map || !self.prefs.show_explore() {
            return;
        }
        let Some(game) = self.game() else { return };
        let rules = game.rules().clone();
        let heaps = self.explore.state.map_heaps;
        let key = (rules.clone(), heaps, self.explore.state.third, self.explore.state.conjecture.clone());
        if self.explore.map_made_from.as_ref() == Some(&key) {
            return;
        }
        self.explore.map_made_from = Some(key);
        let fresh = self.explore.map_box.as_ref().is_none_or(|(r, h, _)| *r != rules || *h != heaps);
        if fresh {
            self.explore.map_box = match map_classification(heaps, MAP_SIDE - 1, &rules) {
                Ok(classification) => Some((rules.clone(), heaps, classification)),
                Err(e) => {
                    self.explore.position_map = Err(Some(e));
                    return;
                }
            };
        }
        let Some((_, _, classification)) = &self.explore.map_box else { return };
        let third = (heaps == 3).then_some(self.explore.state.third);
        self.explore.position_map =
            position_map(classification, &rules, MAP_SIDE, third, self.explore.state.conjecture.clone()).map_err(Some);
    }
}

/// The classification behind the maps, with the rules and heap count it was made for.
pub(in crate::ui) type MapBox = Option<(crate::core::Rules, usize, Classification)>;
