//! Green Hackenbush on trees: stalks and trees of edges standing on the ground; a move cuts one
//! edge, and everything no longer joined to the ground falls. Underneath, a stalk of n edges is a Nim
//! heap of n, and the colon principle collapses a tree: the branches at a point add up (nim-sum) to
//! one stalk, and an edge under a point of value v is worth v + 1.

use std::fmt;
use std::str::FromStr;

use super::{DisguiseError, Disguised, Effect, Lift, LiftedHeap, moves_to_p};

/// The most edges a drawing may have.
pub const MAX_EDGES: usize = 400;

/// An edge and everything it holds up: the edges growing from its top end.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tree {
    /// The edges growing from this edge's top end, left to right.
    pub branches: Vec<Tree>,
}

impl Tree {
    /// A stalk of `n` edges, one on top of the other (n ≥ 1).
    #[must_use]
    pub fn stalk(n: usize) -> Self {
        (1..n).fold(Self { branches: Vec::new() }, |top, _| Self { branches: vec![top] })
    }

    /// How many edges it has, this one included.
    #[must_use]
    pub fn edges(&self) -> usize {
        1 + self.branches.iter().map(Self::edges).sum::<usize>()
    }

    /// Its value by the colon principle: 1 + the nim-sum of its branches' values.
    #[must_use]
    pub fn value(&self) -> u64 {
        1 + self.branches.iter().fold(0, |x, b| x ^ b.value())
    }

    /// The same tree with its branches in a fixed order, so that trees that differ only in the order
    /// of branches are one position to the brute force.
    fn canonical(&self) -> Self {
        let mut branches: Vec<Self> = self.branches.iter().map(Self::canonical).collect();
        branches.sort();
        Self { branches }
    }

    /// This tree with edge `index` (0-based, counted in preorder from this edge) cut: `None` when
    /// this edge itself is cut.
    fn cut(&self, index: usize) -> Option<Self> {
        let rest = index.checked_sub(1)?;
        // An index past the tree cuts nothing: the tree stays as it is.
        Some(Self { branches: cut_in(&self.branches, rest).unwrap_or_else(|| self.branches.clone()) })
    }

    fn write(&self, out: &mut String) {
        out.push('(');
        self.branches.iter().for_each(|b| b.write(out));
        out.push(')');
    }
}

/// `trees` (side by side) with edge `index` cut (0-based, counted in preorder tree by tree): the
/// tree holding it loses that edge and what it holds up; `None` when `index` is past the last edge.
fn cut_in(trees: &[Tree], index: usize) -> Option<Vec<Tree>> {
    let mut rest = index;
    for (i, tree) in trees.iter().enumerate() {
        let size = tree.edges();
        if rest < size {
            let mut out: Vec<Tree> = trees[..i].to_vec();
            out.extend(tree.cut(rest));
            out.extend_from_slice(&trees[i + 1..]);
            return Some(out);
        }
        rest -= size;
    }
    None
}

/// A drawing: trees standing on the ground, left to right.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Forest {
    trees: Vec<Tree>,
}

impl Forest {
    /// Trees on the ground.
    ///
    /// # Errors
    /// [`DisguiseError::TooManyParts`] past [`MAX_EDGES`] edges in all.
    pub fn new(trees: Vec<Tree>) -> Result<Self, DisguiseError> {
        let edges: usize = trees.iter().map(Tree::edges).sum();
        if edges > MAX_EDGES {
            return Err(DisguiseError::TooManyParts { count: edges, max: MAX_EDGES });
        }
        Ok(Self { trees })
    }

    /// The trees on the ground.
    #[must_use]
    pub fn trees(&self) -> &[Tree] {
        &self.trees
    }

    /// How many edges in all.
    #[must_use]
    pub fn edges(&self) -> usize {
        self.trees.iter().map(Tree::edges).sum()
    }

    /// The same drawing with the branches and trees in a fixed order (a position to the brute force).
    fn sorted(&self) -> Self {
        let mut trees: Vec<Tree> = self.trees.iter().map(Tree::canonical).collect();
        trees.sort();
        Self { trees }
    }
}

impl Disguised for Forest {
    /// The edge cut, numbered from 1 in preorder: tree by tree, left to right, each edge before the
    /// edges it holds up.
    type Move = usize;

    fn canonical(&self) -> Self {
        self.sorted()
    }

    fn moves(&self) -> Vec<usize> {
        (1..=self.edges()).collect()
    }

    /// A cut rebuilds the drawing, and the brute force sorts and hashes it: one unit per two edges
    /// (a 400-edge drawing is refused in a moment; the menu's 13 edges are counted).
    fn move_cost(&self) -> u128 {
        1 + self.edges() as u128 / 2
    }

    fn after(&self, edge: &usize) -> Result<Self, DisguiseError> {
        let index = edge.checked_sub(1).ok_or(DisguiseError::Illegal)?;
        let trees = cut_in(&self.trees, index).ok_or(DisguiseError::Illegal)?;
        Ok(Self { trees })
    }

    /// Each tree on the ground is a Nim heap of its value (a stalk of n: n).
    fn lift(&self) -> Lift {
        Lift::Nim(self.trees.iter().enumerate().map(|(i, t)| LiftedHeap { part: i + 1, value: t.value() }).collect())
    }

    fn winning_moves(&self) -> Result<Vec<usize>, DisguiseError> {
        Ok(moves_to_p(self, self.moves()))
    }

    /// The tree the cut edge stands in goes from its value to the value of what stays standing.
    fn effect(&self, edge: &usize) -> Option<Effect> {
        let mut rest = edge.checked_sub(1)?;
        for (i, tree) in self.trees.iter().enumerate() {
            let size = tree.edges();
            if rest < size {
                let to = tree.cut(rest).map_or(0, |t| t.value());
                return Some(Effect::new(self.lift().nim_sum(), i + 1, tree.value(), to));
            }
            rest -= size;
        }
        None
    }
}

impl FromStr for Forest {
    type Err = DisguiseError;

    /// Trees in brackets: each edge is `(` the edges it holds up `)`, so `(()())` is an edge holding
    /// two, and `((()))` a stalk of 3; `[` `]` also do. Trees follow one another: `((()))(()())`.
    fn from_str(text: &str) -> Result<Self, DisguiseError> {
        let text = text.trim();
        let malformed = || DisguiseError::Malformed(text.chars().take(60).collect());
        // Too many edges is said with their true count (a count of brackets, before any is read).
        let edges = text.chars().filter(|&c| c == '(' || c == '[').count();
        if edges > MAX_EDGES {
            return Err(DisguiseError::TooManyParts { count: edges, max: MAX_EDGES });
        }
        // One stack of open edges; a closing bracket hangs the edge on the one below it.
        let mut stack: Vec<Vec<Tree>> = vec![Vec::new()];
        let mut edges = 0usize;
        for c in text.chars() {
            match c {
                '(' | '[' => {
                    edges += 1;
                    if edges > MAX_EDGES {
                        return Err(DisguiseError::TooManyParts { count: edges, max: MAX_EDGES });
                    }
                    stack.push(Vec::new());
                }
                ')' | ']' => {
                    let branches = stack.pop().ok_or_else(malformed)?;
                    stack.last_mut().ok_or_else(malformed)?.push(Tree { branches });
                }
                c if c.is_whitespace() || c == ',' => {}
                _ => return Err(malformed()),
            }
        }
        match <[Vec<Tree>; 1]>::try_from(stack) {
            Ok([trees]) => Self::new(trees),
            Err(_) => Err(malformed()),
        }
    }
}

impl fmt::Display for Forest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::from("hackenbush:");
        self.trees.iter().for_each(|t| t.write(&mut out));
        f.write_str(&out)
    }
}
