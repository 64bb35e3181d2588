//! A game's values computed a slice at a time ([`ValuesRun`]): the desktop runs the slices one after
//! another on a worker thread, the browser a few between frames, and either may stop between two.
//! Every way of computing values goes through here: by the rare/common method for games that split
//! (from [`RARE_COMMON_FROM`] on), else by the plain mex; with or without looking for a period.

use super::sparse::SparseRun;
use super::{
    MAX_UNPROVEN_TO, MAX_VALUES_WORK, OctalError, OctalGame, OctalValues, RARE_COMMON_FROM, SEARCH_AHEAD, period_of,
};

/// Told how far a long computation of values has come (`done` of `total` sizes); it answers whether
/// to go on.
pub type ValuesWatch<'a> = &'a mut dyn FnMut(u64, u64) -> bool;

/// How often (in heap sizes) a watched computation tells its watch how far it has come.
pub(super) const WATCH_EVERY: usize = 4096;

/// The plain mex over every option, one size at a time.
struct MexRun {
    game: OctalGame,
    values: Vec<u64>,
    seen: Vec<bool>,
    /// The options looked at so far.
    work: u64,
}

impl MexRun {
    fn new(game: &OctalGame) -> Self {
        Self { game: game.clone(), values: Vec::new(), seen: Vec::new(), work: 0 }
    }

    fn push_next(&mut self) {
        let n = self.values.len();
        let seen = &mut self.seen;
        let work = &mut self.work;
        seen.clear();
        self.game.options(n, &self.values, |g| {
            // An option here costs about four of the rare/common method's (a bounds-checked mark in
            // a growing table against a plain store): counted so, the budget bounds the time either way.
            *work += 4;
            let g = usize::try_from(g).unwrap_or(usize::MAX);
            if g < 4096 {
                if g >= seen.len() {
                    seen.resize(g + 1, false);
                }
                seen[g] = true;
            }
        });
        let mex = seen.iter().position(|&s| !s).unwrap_or(seen.len());
        self.values.push(mex as u64);
    }
}

/// How the values are being computed.
enum Method {
    Sparse(SparseRun),
    Mex(MexRun),
}

/// A game's values g(0) … g(target), computed a slice at a time; with `look_for_period`, it stops as
/// soon as the values prove a period (looked for at each power of two from 256).
pub struct ValuesRun {
    game: OctalGame,
    target: usize,
    look_for_period: bool,
    /// The size asked for, when a period must be proven to reach it (else the answer is
    /// [`OctalError::Unproven`]).
    largest: Option<u64>,
    /// `None` once the answer was given.
    method: Option<Method>,
    /// The most steps it may take ([`MAX_VALUES_WORK`]).
    budget: u64,
}

impl ValuesRun {
    /// The values from 0 to `target`.
    pub(super) fn plain(game: &OctalGame, target: usize, force_mex: bool) -> Self {
        let splits = game.digits.iter().any(|d| d & 4 != 0);
        let method = if splits && target >= RARE_COMMON_FROM && !force_mex {
            Method::Sparse(SparseRun::new(&game.digits, target.saturating_add(1).min(1 << 24)))
        } else {
            Method::Mex(MexRun::new(game))
        };
        Self {
            game: game.clone(),
            target,
            look_for_period: false,
            largest: None,
            method: Some(method),
            budget: MAX_VALUES_WORK,
        }
    }

    /// The values the game needs for heaps of up to `largest` tokens (see
    /// [`OctalGame::values_for`]): until a period is proven, or up to `largest` (at least
    /// [`SEARCH_AHEAD`], at most [`MAX_UNPROVEN_TO`]).
    pub(super) fn for_heaps_up_to(game: &OctalGame, largest: u64) -> Self {
        // Past the limit there is no point computing far: an early period may still be found.
        let target = if largest > MAX_UNPROVEN_TO { SEARCH_AHEAD } else { largest.max(SEARCH_AHEAD) };
        let mut run = Self::plain(game, usize::try_from(target).unwrap_or(usize::MAX), false);
        run.look_for_period = true;
        run.largest = Some(largest);
        run
    }

    /// How many values are known.
    fn known(&self) -> usize {
        match &self.method {
            Some(Method::Sparse(run)) => run.values().len(),
            Some(Method::Mex(run)) => run.values.len(),
            None => self.target + 1,
        }
    }

    /// The same run with a smaller budget of steps (to test what happens past it).
    #[cfg(test)]
    pub(super) fn with_budget(mut self, budget: u64) -> Self {
        self.budget = budget;
        self
    }

    /// How many values are computed.
    #[must_use]
    pub fn computed(&self) -> u64 {
        self.known() as u64
    }

    /// The steps taken so far (see [`MAX_VALUES_WORK`]).
    fn work(&self) -> u64 {
        match &self.method {
            Some(Method::Sparse(run)) => run.work(),
            Some(Method::Mex(run)) => run.work,
            None => 0,
        }
    }

    /// How far it has come, in sizes of the most it may compute: the sizes computed, or, when the
    /// budget of steps is running out faster (a value costs more the larger the heap), as far as that
    /// share of the budget — so a progress bar never promises more time than the budget allows.
    #[must_use]
    pub fn progress(&self) -> (u64, u64) {
        let target = self.target as u64;
        let by_work = u128::from(self.work()) * u128::from(target) / u128::from(self.budget.max(1));
        let done = (self.known() as u64).max(u64::try_from(by_work).unwrap_or(u64::MAX)).min(target);
        (done, target)
    }

    /// Computes up to `sizes` more values; the answer once the work is over (and `None` after).
    pub fn step(&mut self, sizes: usize) -> Option<Result<OctalValues, OctalError>> {
        for _ in 0..sizes {
            let code_length = self.game.digits.len();
            let look_for_period = self.look_for_period;
            let looks_at = |known: usize| look_for_period && known >= 256 && known.is_power_of_two();
            let method = self.method.as_mut()?;
            let (known, enough, work) = match &*method {
                Method::Sparse(run) => {
                    let known = run.values().len();
                    (known, looks_at(known) && period_of(run.values(), code_length).is_some(), run.work())
                }
                Method::Mex(run) => {
                    let known = run.values.len();
                    (known, looks_at(known) && period_of(&run.values, code_length).is_some(), run.work)
                }
            };
            if enough || known > self.target {
                return Some(self.finish());
            }
            if work > self.budget {
                // Known before: the mex's worst case. Counted as it goes: the rare/common method's.
                self.method = None;
                return Some(Err(OctalError::TooMuchWork { code: self.game.to_string(), at: known as u64 }));
            }
            match method {
                Method::Sparse(run) => {
                    if run.push_next().is_err() {
                        // A value past the method's tables: the plain mex, from the start.
                        // The steps taken so far still count.
                        let mut mex = MexRun::new(&self.game);
                        mex.work = run.work();
                        *method = Method::Mex(mex);
                    }
                }
                Method::Mex(run) => run.push_next(),
            }
        }
        None
    }

    fn finish(&mut self) -> Result<OctalValues, OctalError> {
        let values: Vec<u64> = match self.method.take() {
            Some(Method::Sparse(run)) => run.values().iter().copied().map(u64::from).collect(),
            Some(Method::Mex(run)) => run.values,
            None => Vec::new(),
        };
        let period = period_of(&values, self.game.digits.len());
        match self.largest {
            Some(largest) if period.is_none() && (self.target as u64) < largest => {
                Err(OctalError::Unproven { code: self.game.to_string(), up_to: self.target as u64 })
            }
            _ => Ok(OctalValues { values, period }),
        }
    }

    /// Runs to the end, telling `watch` how far it has come every [`WATCH_EVERY`] sizes.
    pub(super) fn run_watched(mut self, watch: ValuesWatch<'_>) -> Result<OctalValues, OctalError> {
        loop {
            if let Some(answer) = self.step(WATCH_EVERY) {
                return answer;
            }
            let (done, total) = self.progress();
            if !watch(done, total) {
                return Err(OctalError::Cancelled { code: self.game.to_string(), at: self.computed() });
            }
        }
    }
}
