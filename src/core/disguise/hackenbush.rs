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

/// A drawing: trees standing on the ground, left to right. Its edges and trees keep the numbers
/// they had in the drawing the game started from (counted from 1, edges in preorder), so that "edge
/// 5" is the same edge all game long, whatever is cut beside it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Forest {
    trees: Vec<Tree>,
    /// Each edge's number, in preorder.
    edge_numbers: Vec<usize>,
    /// Each tree's number.
    tree_numbers: Vec<usize>,
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
        Ok(Self::numbered(trees))
    }

    /// `trees`, their edges and trees numbered from 1 as they stand.
    fn numbered(trees: Vec<Tree>) -> Self {
        let edges: usize = trees.iter().map(Tree::edges).sum();
        Self { edge_numbers: (1..=edges).collect(), tree_numbers: (1..=trees.len()).collect(), trees }
    }

    /// Each edge's number (in preorder: tree by tree, each edge before the edges it holds up), as the
    /// moves and the board name it.
    #[must_use]
    pub fn edge_numbers(&self) -> &[usize] {
        &self.edge_numbers
    }

    /// Each tree's number, as the disguise names its heaps.
    #[must_use]
    pub fn tree_numbers(&self) -> &[usize] {
        &self.tree_numbers
    }

    /// Where edge number `edge` stands in preorder (from 0), if it is still standing.
    #[must_use]
    pub fn preorder_of(&self, edge: usize) -> Option<usize> {
        self.edge_numbers.iter().position(|&n| n == edge)
    }

    /// The tree (its index, from 0) holding the edge at `index` in preorder, and that edge's index
    /// within it.
    fn tree_of(&self, index: usize) -> Option<(usize, usize)> {
        let mut rest = index;
        for (i, tree) in self.trees.iter().enumerate() {
            let size = tree.edges();
            if rest < size {
                return Some((i, rest));
            }
            rest -= size;
        }
        None
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

    /// The same drawing with the branches and trees in a fixed order, numbered afresh (a position to
    /// the brute force).
    fn sorted(&self) -> Self {
        let mut trees: Vec<Tree> = self.trees.iter().map(Tree::canonical).collect();
        trees.sort();
        Self::numbered(trees)
    }
}

impl Disguised for Forest {
    /// The edge cut, by its number (see [`Forest::edge_numbers`]).
    type Move = usize;

    fn canonical(&self) -> Self {
        self.sorted()
    }

    fn moves(&self) -> Vec<usize> {
        self.edge_numbers.clone()
    }

    /// A cut rebuilds the drawing, and the brute force sorts and hashes it: one unit per two edges
    /// (a 400-edge drawing is refused in a moment; the menu's 13 edges are counted).
    fn move_cost(&self) -> u128 {
        1 + self.edges() as u128 / 2
    }

    /// The edge and what it holds up go: in preorder they are the edges from it on, as many as
    /// fell; a tree cut at the ground goes with its number.
    fn after(&self, edge: &usize) -> Result<Self, DisguiseError> {
        let index = self.preorder_of(*edge).ok_or(DisguiseError::Illegal)?;
        let (tree, _) = self.tree_of(index).ok_or(DisguiseError::Illegal)?;
        let trees = cut_in(&self.trees, index).ok_or(DisguiseError::Illegal)?;
        let fell = self.edges() - trees.iter().map(Tree::edges).sum::<usize>();
        let mut edge_numbers = self.edge_numbers.clone();
        edge_numbers.drain(index..index + fell);
        let mut tree_numbers = self.tree_numbers.clone();
        if trees.len() < self.trees.len() {
            tree_numbers.remove(tree);
        }
        Ok(Self { trees, edge_numbers, tree_numbers })
    }

    /// Each tree on the ground is a Nim heap of its value (a stalk of n: n).
    fn lift(&self) -> Lift {
        let trees = self.trees.iter().zip(&self.tree_numbers);
        Lift::Nim(trees.map(|(t, &part)| LiftedHeap { part, value: t.value() }).collect())
    }

    fn winning_moves(&self) -> Result<Vec<usize>, DisguiseError> {
        Ok(moves_to_p(self, self.moves()))
    }

    /// The tree the cut edge stands in goes from its value to the value of what stays standing.
    fn effect(&self, edge: &usize) -> Option<Effect> {
        let (i, within) = self.tree_of(self.preorder_of(*edge)?)?;
        let tree = &self.trees[i];
        let to = tree.cut(within).map_or(0, |t| t.value());
        Some(Effect::new(self.lift().nim_sum(), self.tree_numbers[i], tree.value(), to))
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Edges and trees keep the numbers of the drawing the game started from: a cut takes its edge
    /// and what it held up, and the other edges are still named as before.
    #[test]
    fn edges_and_trees_keep_their_numbers_as_others_are_cut() {
        // Tree 1: edge 1 holding 2 and 3; tree 2: a stalk of 4, 5; tree 3: edge 6.
        let start: Forest = "(()())(())()".parse().unwrap();
        assert_eq!(start.edge_numbers(), [1, 2, 3, 4, 5, 6]);
        let cut = start.after(&2).unwrap();
        assert_eq!((cut.to_string().as_str(), cut.edge_numbers()), ("hackenbush:(())(())()", &[1, 3, 4, 5, 6][..]));
        // Tree 1 cut at the ground: tree 2 is still tree 2, its edges still 4 and 5.
        let cut = cut.after(&1).unwrap();
        assert_eq!((cut.edge_numbers(), cut.tree_numbers()), (&[4, 5, 6][..], &[2, 3][..]));
        assert_eq!(cut.moves(), [4, 5, 6]);
        let Lift::Nim(heaps) = cut.lift() else { panic!() };
        assert_eq!(heaps.iter().map(|h| (h.part, h.value)).collect::<Vec<_>>(), [(2, 2), (3, 1)]);
        // Edge 5 (the top of tree 2's stalk) leaves tree 2 worth 1: X = 1 ⊕ 1 = 0.
        assert_eq!(cut.effect(&5), Some(Effect { part: 2, from: 2, to: 1, nim_sum_after: 0 }));
        assert_eq!(cut.winning_moves().unwrap(), [5]);
        assert_eq!(cut.after(&2), Err(DisguiseError::Illegal), "edge 2 fell with its cut");
        // The brute force's form is numbered afresh, so that equal drawings are one position.
        assert_eq!(cut.canonical().edge_numbers(), [1, 2, 3]);
    }
}
