//! The colon principle, step by step (Green Hackenbush): at a point where every branch is a stalk,
//! the branches play like one stalk of their nim-sum; repeated, each tree becomes a stalk — a Nim
//! heap of the tree's value.
//!
//! ```
//! use bouton::{Disguised, Forest};
//! let drawing: Forest = "(()(()))".parse().unwrap(); // an edge holding a stalk of 1 and one of 2
//! let steps = drawing.colon_steps();
//! assert_eq!(steps.len(), 1);
//! assert_eq!((steps[0].edge, steps[0].stalks.clone(), steps[0].value), (1, vec![1, 2], 3));
//! assert_eq!(steps[0].after.to_string(), "hackenbush:(((())))"); // a stalk of 1 + 3 = 4 edges
//! ```

use super::hackenbush::{Forest, Tree};

/// One step of the colon principle on a drawing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColonStep {
    /// The drawing before the step.
    pub before: Forest,
    /// The edge whose top end is the point (from 1, in preorder in `before`).
    pub edge: usize,
    /// The edges of the branches at that point (in `before`): they are stalks.
    pub merged: std::ops::RangeInclusive<usize>,
    /// Each branch's length, left to right.
    pub stalks: Vec<u64>,
    /// Their nim-sum: the length of the one stalk that replaces them (0: they go).
    pub value: u64,
    /// The drawing after the step.
    pub after: Forest,
}

impl Tree {
    /// Its length when it is a stalk (each edge holds at most one), else `None`.
    #[must_use]
    pub fn stalk_length(&self) -> Option<u64> {
        match self.branches.as_slice() {
            [] => Some(1),
            [one] => one.stalk_length().map(|n| n + 1),
            _ => None,
        }
    }

    /// The first point in preorder (counted from this edge, 0-based) whose branches are two or more
    /// stalks, with the branches' lengths.
    fn first_stalk_fork(&self) -> Option<(usize, Vec<u64>)> {
        if self.branches.len() >= 2 {
            let stalks: Option<Vec<u64>> = self.branches.iter().map(Self::stalk_length).collect();
            if let Some(stalks) = stalks {
                return Some((0, stalks));
            }
        }
        let mut offset = 1;
        for branch in &self.branches {
            if let Some((at, stalks)) = branch.first_stalk_fork() {
                return Some((offset + at, stalks));
            }
            offset += branch.edges();
        }
        None
    }

    /// This tree with the branches at the top of edge `index` (0-based, preorder from this edge)
    /// replaced by one stalk of `length` (none for 0).
    fn collapse_at(&self, index: usize, length: u64) -> Self {
        if index == 0 {
            let branches = if length == 0 { Vec::new() } else { vec![Self::stalk(length as usize)] };
            return Self { branches };
        }
        let mut rest = index - 1;
        let mut branches = self.branches.clone();
        for branch in &mut branches {
            let size = branch.edges();
            if rest < size {
                *branch = branch.collapse_at(rest, length);
                break;
            }
            rest -= size;
        }
        Self { branches }
    }
}

impl Forest {
    /// The colon principle applied step by step until every tree is a stalk: at each step the first
    /// point (in preorder) whose branches are all stalks, two or more, gets one stalk of their
    /// nim-sum. No step for a drawing of stalks.
    #[must_use]
    pub fn colon_steps(&self) -> Vec<ColonStep> {
        let mut steps = Vec::new();
        let mut now = self.clone();
        loop {
            let mut offset = 0;
            let mut found = None;
            for (t, tree) in now.trees().iter().enumerate() {
                if let Some((at, stalks)) = tree.first_stalk_fork() {
                    found = Some((t, at, offset + at, stalks));
                    break;
                }
                offset += tree.edges();
            }
            let Some((t, at, index, stalks)) = found else { return steps };
            let value = stalks.iter().fold(0, |x, &s| x ^ s);
            let mut trees = now.trees().to_vec();
            let size = trees[t].edges_at(at);
            trees[t] = trees[t].collapse_at(at, value);
            // Fewer edges than before: within the bound the drawing was made under.
            let after = Forest::new(trees).unwrap_or_default();
            let edge = index + 1;
            steps.push(ColonStep {
                before: now,
                edge,
                merged: edge + 1..=edge + size - 1,
                stalks,
                value,
                after: after.clone(),
            });
            now = after;
        }
    }
}

impl Tree {
    /// How many edges edge `index` (0-based, preorder from this edge) holds up, itself included.
    fn edges_at(&self, index: usize) -> usize {
        if index == 0 {
            return self.edges();
        }
        let mut rest = index - 1;
        for branch in &self.branches {
            let size = branch.edges();
            if rest < size {
                return branch.edges_at(rest);
            }
            rest -= size;
        }
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Disguised, Outcome, solve};

    /// Every drawing of trees with up to `edges` edges in all, as bracket strings (one tree each).
    fn trees(edges: usize) -> Vec<String> {
        if edges == 0 {
            return vec![String::new()];
        }
        // A tree of n edges: an edge around a list of trees of n - 1 edges in all.
        let mut lists: Vec<Vec<String>> = vec![vec![String::new()]];
        let mut single: Vec<Vec<String>> = vec![Vec::new()];
        for n in 1..=edges {
            single.push(lists[n - 1].iter().map(|inner| format!("({inner})")).collect());
            let mut all = Vec::new();
            for first in 1..=n {
                for head in &single[first] {
                    for tail in &lists[n - first] {
                        all.push(format!("{head}{tail}"));
                    }
                }
            }
            lists.push(all);
        }
        (1..=edges).flat_map(|n| single[n].clone()).collect()
    }

    #[test]
    fn each_step_keeps_the_value_and_the_last_leaves_stalks_of_the_trees_values() {
        let mut steps_checked = 0;
        let drawings = trees(6);
        for (i, first) in drawings.iter().enumerate() {
            // Two trees side by side (a few pairs), or one.
            let text =
                if i % 3 == 0 { format!("{first}{}", drawings[(i * 7) % drawings.len()]) } else { first.clone() };
            let forest: Forest = text.parse().unwrap();
            let steps = forest.colon_steps();
            let mut now = forest.clone();
            for step in &steps {
                assert_eq!(step.before, now, "{text}");
                assert!(step.stalks.len() >= 2, "{text}");
                assert_eq!(step.value, step.stalks.iter().fold(0, |x, s| x ^ s));
                assert_eq!(*step.merged.end() - *step.merged.start() + 1, step.stalks.iter().sum::<u64>() as usize);
                // Before and after play alike: their sum is lost for the player to move — by the
                // brute force of the drawing's own cuts, with no nim-sum in it.
                let both = Forest::new([step.before.trees(), step.after.trees()].concat()).unwrap();
                assert_eq!(
                    solve(&both, 2_000_000).unwrap().outcome,
                    Outcome::PreviousWins,
                    "{text} at edge {}",
                    step.edge
                );
                now = step.after.clone();
                steps_checked += 1;
            }
            // Every tree is a stalk of the tree's value (a tree of value 0 never stands: ≥ 1).
            let lengths: Vec<u64> = now.trees().iter().map(|t| t.stalk_length().expect("a stalk")).collect();
            let values: Vec<u64> = forest.trees().iter().map(Tree::value).collect();
            assert_eq!(lengths, values, "{text}");
            assert_eq!(now.lift(), forest.lift());
        }
        // The 65 trees of at most 6 edges (alone, or every third beside another): 102 steps.
        assert_eq!(steps_checked, 102);
    }
}
