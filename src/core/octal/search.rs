//! What a long computation of values looks out for as it goes: the person's Cancel (with how far it
//! has come) and, when asked, a period proven by the values so far.

/// Told how far a long computation of values has come (`done` of `total` sizes in the current
/// pass); it answers whether to go on.
pub type ValuesWatch<'a> = &'a mut dyn FnMut(u64, u64) -> bool;

/// How often (in heap sizes) a computation of values tells its watch how far it has come.
const WATCH_EVERY: usize = 4096;

/// What a computation of values does after a checkpoint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Checkpoint {
    /// Go on.
    GoOn,
    /// The values so far are enough (they prove a period).
    Enough,
    /// The watch said stop.
    Stop,
}

/// What a computation of values looks for as it goes: a period (at each power of two from 256),
/// and its watch's word (every [`WATCH_EVERY`] sizes).
pub(super) struct Search<'a> {
    look_for_period: bool,
    code_length: usize,
    /// The size the watch hears the work goes to.
    target: u64,
    watch: ValuesWatch<'a>,
}

impl<'a> Search<'a> {
    /// A computation to `to` that only tells `watch` how far it has come.
    pub(super) fn plain(to: usize, watch: ValuesWatch<'a>) -> Self {
        Self { look_for_period: false, code_length: 0, target: to as u64, watch }
    }

    /// A computation up to `target` that stops as soon as the values prove a period (a code of
    /// `code_length` digits).
    pub(super) fn for_period(code_length: usize, target: u64, watch: ValuesWatch<'a>) -> Self {
        Self { look_for_period: true, code_length, target, watch }
    }

    /// Called with the values g(0) … g(n − 1) before g(n) is computed.
    pub(super) fn at<T: Copy + PartialEq>(&mut self, values: &[T]) -> Checkpoint {
        let n = values.len();
        if n.is_multiple_of(WATCH_EVERY) && !(self.watch)(n as u64, self.target) {
            return Checkpoint::Stop;
        }
        if self.look_for_period
            && n >= 256
            && n.is_power_of_two()
            && super::period_of(values, self.code_length).is_some()
        {
            return Checkpoint::Enough;
        }
        Checkpoint::GoOn
    }
}
