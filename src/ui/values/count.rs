//! A count of the moves to the end, for one revision of the game: done at once when it is small,
//! else in slices on the worker (between frames in the browser) with progress and Cancel.

use eframe::egui;

use crate::core::{MoveValues, RemotenessError, RemotenessRun, Review, SumMoveValues};
use crate::ui::worker::{Poll, Sliced, Worker};

/// How much of a count is done at once, in the frame that asks for it (work units of
/// [`RemotenessRun::step`], a few milliseconds): every position of a classroom game is counted so.
const AT_ONCE: u64 = 200_000;

/// How much one slice on the worker does.
const SLICE: u64 = 50_000;

/// What is counted: every move's value from the position on the board, or the game's review.
pub trait Counting: Send + 'static {
    /// The answer.
    type Answer: Send + 'static;
    /// The answer, once the search is over.
    ///
    /// # Errors
    /// As the search.
    fn answer(&self, run: &RemotenessRun) -> Result<Self::Answer, RemotenessError>;
}

/// Every move's value from the position on the board, whatever the game.
#[derive(Clone, Debug)]
pub enum BoardMoveValues {
    /// Heaps of one game.
    Heaps(MoveValues),
    /// A sum of games.
    Sum(SumMoveValues),
}

impl BoardMoveValues {
    /// The values of heaps of one game.
    #[must_use]
    pub fn heaps(&self) -> Option<&MoveValues> {
        match self {
            Self::Heaps(values) => Some(values),
            Self::Sum(_) => None,
        }
    }

    /// The values of a sum of games.
    #[must_use]
    pub fn sum(&self) -> Option<&SumMoveValues> {
        match self {
            Self::Sum(values) => Some(values),
            Self::Heaps(_) => None,
        }
    }

    /// The position's value for the player to move.
    #[must_use]
    pub fn position_value(&self) -> crate::core::Remoteness {
        match self {
            Self::Heaps(values) => values.position,
            Self::Sum(values) => values.position,
        }
    }
}

/// Every move's value from the position on the board: of heaps of one game, or of a sum.
#[derive(Clone, Copy, Debug)]
pub enum Moves {
    /// Heaps of one game.
    Heaps,
    /// A sum of games.
    Sum,
}

impl Counting for Moves {
    type Answer = BoardMoveValues;
    fn answer(&self, run: &RemotenessRun) -> Result<BoardMoveValues, RemotenessError> {
        match self {
            Self::Heaps => run.move_values().map(BoardMoveValues::Heaps),
            Self::Sum => run.sum_move_values().map(BoardMoveValues::Sum),
        }
    }
}

/// The review of the moves played: it needs the game to grade the moves.
pub struct Graded(pub crate::core::PlainGame);

impl Counting for Graded {
    type Answer = Review;
    fn answer(&self, run: &RemotenessRun) -> Result<Review, RemotenessError> {
        let game = &self.0;
        Review::from_values(game.start(), game.rules(), game.played(), run.line_values()?)
    }
}

/// A search in slices, and what to make of it.
struct Slices<C: Counting> {
    run: RemotenessRun,
    counting: C,
}

impl<C: Counting> Sliced for Slices<C> {
    type Answer = Result<C::Answer, RemotenessError>;

    fn step(&mut self) -> Option<Self::Answer> {
        match self.run.step(SLICE) {
            Ok(true) => Some(self.counting.answer(&self.run)),
            Ok(false) => None,
            Err(e) => Some(Err(e)),
        }
    }

    fn progress(&self) -> (u64, u64) {
        self.run.progress()
    }

    fn stopped(&mut self) -> Self::Answer {
        Err(RemotenessError::Stopped)
    }
}

/// Where a count stands.
pub enum Count<T> {
    /// On the worker.
    Running(Worker<Result<T, RemotenessError>>),
    /// Over: the answer, or why there is none.
    Done(Result<T, RemotenessError>),
}

/// A count for one state of the game, named by `key` (the position's revision, or the moves played).
pub struct Counted<K, T> {
    /// What it counts for.
    pub key: K,
    /// Where it stands.
    pub count: Count<T>,
}

impl<K, T: Send + 'static> Counted<K, T> {
    /// Starts counting: at once when the search is small, else on the worker.
    pub fn start<C: Counting<Answer = T>>(
        ctx: &egui::Context,
        key: K,
        run: Result<RemotenessRun, RemotenessError>,
        counting: C,
    ) -> Self {
        let count = match run {
            Err(e) => Count::Done(Err(e)),
            Ok(mut run) => match run.step(AT_ONCE) {
                Ok(true) => Count::Done(counting.answer(&run)),
                Err(e) => Count::Done(Err(e)),
                Ok(false) => match Worker::start_sliced(ctx, "count-moves", Slices { run, counting }) {
                    Ok(worker) => Count::Running(worker),
                    Err(e) => Count::Done(Err(RemotenessError::NotStarted(e.to_string()))),
                },
            },
        };
        Self { key, count }
    }

    /// Takes the worker's answer once it is in (never waits); `true` when something changed.
    pub fn poll(&mut self, ctx: &egui::Context) -> bool {
        let Count::Running(worker) = &self.count else { return false };
        match worker.poll() {
            Poll::Running => {
                // Keep the progress bar moving; no repaints when nothing runs.
                ctx.request_repaint_after(std::time::Duration::from_millis(100));
                false
            }
            Poll::Done(answer) => {
                self.count = Count::Done(answer);
                true
            }
            Poll::Vanished => {
                self.count = Count::Done(Err(RemotenessError::Stopped));
                true
            }
        }
    }

    /// The answer, once there is one.
    #[must_use]
    pub fn ready(&self) -> Option<&T> {
        match &self.count {
            Count::Done(Ok(answer)) => Some(answer),
            _ => None,
        }
    }

    /// Asks the worker to stop.
    pub fn cancel(&self) {
        if let Count::Running(worker) = &self.count {
            worker.cancel();
        }
    }
}
