//! The minimizer: shrinks a failing program by its structure while it still fails the same
//! way (the same signature), greedily, until no step helps or the time runs out.
//!
//! The steps, outermost node first: replace a node by one of its children (which drops a
//! wrapper: an eval, a try, a truncation); drop parts of a sequence (halves, quarters, ...
//! down to single parts); find the smallest count of a repetition and the fewest layers of
//! a nesting that still fail (a binary search: one more link or level rarely cures a crash
//! that fewer links cause); drop one edit of a corruption. The result is a tree, so it also
//! reads as a one-line builder (`"a" + "?.b".repeat(40000)`).

use std::time::{Duration, Instant};

use crate::syntax::Node;
use crate::verdict::Failure;

/// What a shrinking run did.
pub struct Shrunk {
    pub node: Node,
    pub tests: usize,
    /// Whether it stopped for lack of time rather than of steps.
    pub out_of_time: bool,
}

/// Shrinks `node` while `fails` (which runs a candidate and gives its failure, if any) says
/// it fails with `target`, for at most `budget`.
pub fn shrink(
    node: Node,
    target: &Failure,
    budget: Duration,
    mut fails: impl FnMut(&Node) -> Option<Failure>,
) -> Shrunk {
    let deadline = Instant::now() + budget;
    let mut state = State { best: node, tests: 0, deadline, out_of_time: false };
    let mut still_fails = |candidate: &Node, state: &mut State| {
        if Instant::now() >= state.deadline {
            state.out_of_time = true;
            return false;
        }
        state.tests += 1;
        fails(candidate).as_ref() == Some(target)
    };
    loop {
        let mut progress = false;
        for path in state.best.structure_paths() {
            // A step may have replaced the node a later path pointed into.
            if !reachable(&state.best, &path) {
                break;
            }
            progress |= hoist(&mut state, &path, &mut still_fails);
            if !reachable(&state.best, &path) {
                break;
            }
            progress |= shrink_node(&mut state, &path, &mut still_fails);
            if state.out_of_time {
                break;
            }
        }
        // Every step that is kept makes the tree smaller (fewer nodes, parts, units or
        // layers), so rounds with progress cannot go on for ever.
        if state.out_of_time || !progress {
            break;
        }
    }
    Shrunk { node: state.best, tests: state.tests, out_of_time: state.out_of_time }
}

struct State {
    best: Node,
    tests: usize,
    deadline: Instant,
    out_of_time: bool,
}

type Test<'a> = dyn FnMut(&Node, &mut State) -> bool + 'a;

fn reachable(node: &Node, path: &[usize]) -> bool {
    let mut at = node;
    for &index in path {
        match at.children().get(index) {
            Some(child) => at = child,
            None => return false,
        }
    }
    true
}

/// Tries `change` on a copy of the best tree at `path`; keeps it if it still fails.
fn attempt(state: &mut State, path: &[usize], test: &mut Test, change: impl FnOnce(&mut Node)) -> bool {
    let mut candidate = state.best.clone();
    change(candidate.at_mut(path));
    if candidate == state.best || !test(&candidate, state) {
        return false;
    }
    state.best = candidate;
    true
}

/// Replaces the node at `path` by one of its children that are not plain text.
fn hoist(state: &mut State, path: &[usize], test: &mut Test) -> bool {
    let children: Vec<Node> =
        state.best.at(path).children().into_iter().filter(|c| !matches!(c, Node::Text(_))).cloned().collect();
    let is_layer = matches!(state.best.at(path), Node::Nest { .. } | Node::Repeat { .. });
    for child in children {
        // Dropping a whole nesting or repetition is the size search's job (count 0), where
        // the rest of the text stays.
        if is_layer {
            break;
        }
        if attempt(state, path, test, |node| *node = child) {
            return true;
        }
    }
    false
}

/// The step for the kind of node at `path`.
fn shrink_node(state: &mut State, path: &[usize], test: &mut Test) -> bool {
    match state.best.at(path).clone() {
        Node::Seq(items) => shrink_sequence(state, path, items.len(), test),
        Node::Repeat { count, .. } => smallest(state, path, count, test, |node, count| {
            if let Node::Repeat { count: c, .. } = node {
                *c = count;
            }
        }),
        Node::Nest { layers, .. } => {
            // Fewest layers: keep the outermost k (the inner ones see the same context).
            smallest(state, path, layers.len(), test, |node, count| {
                if let Node::Nest { layers, .. } = node {
                    layers.truncate(count);
                }
            })
        }
        Node::Corrupted { edits, .. } => {
            let mut progress = false;
            for index in (0..edits.len()).rev() {
                progress |= attempt(state, path, test, |node| {
                    if let Node::Corrupted { edits, .. } = node {
                        edits.remove(index);
                    }
                });
            }
            progress
        }
        Node::Text(_) | Node::Quoted(_) | Node::Truncated { .. } => false,
    }
}

/// Drops chunks of a sequence of `length` parts: halves, then quarters, down to single
/// parts (at most 64 chunks a round, so a sequence of thousands stays a few hundred tests).
fn shrink_sequence(state: &mut State, path: &[usize], length: usize, test: &mut Test) -> bool {
    let mut progress = false;
    let mut chunks = 2;
    let mut length = length;
    while length > 1 && chunks <= 64.min(length.max(2)) * 2 {
        let size = length.div_ceil(chunks).max(1);
        let mut start = 0;
        let mut removed_any = false;
        while start < length {
            let end = (start + size).min(length);
            if attempt(state, path, test, |node| {
                if let Node::Seq(items) = node {
                    items.drain(start..end);
                }
            }) {
                length -= end - start;
                removed_any = true;
                progress = true;
            } else {
                start = end;
            }
            if state.out_of_time {
                return progress;
            }
        }
        if !removed_any {
            chunks *= 2;
        }
        if size == 1 && !removed_any {
            break;
        }
    }
    progress
}

/// The smallest count in `0..current` that still fails, by binary search (`set` puts a
/// count into the node).
fn smallest(
    state: &mut State,
    path: &[usize],
    current: usize,
    test: &mut Test,
    set: impl Fn(&mut Node, usize),
) -> bool {
    let (mut low, mut high) = (0, current); // `high` fails; is anything below it failing?
    let mut progress = false;
    while low < high && !state.out_of_time {
        let middle = low + (high - low) / 2;
        if attempt(state, path, test, |node| set(node, middle)) {
            high = middle;
            progress = true;
        } else {
            low = middle + 1;
        }
    }
    progress
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::Layer;

    /// A "crash" when the text has at least 37 `?.b` links in a row and a `;`.
    fn toy(node: &Node) -> Option<Failure> {
        let text = node.render();
        (text.contains(&"?.b".repeat(37)) && text.contains(';')).then(|| Failure::new("toy"))
    }

    #[test]
    fn shrinks_to_what_still_fails() {
        let program = Node::Seq(vec![
            Node::text("var a = 1;\n"),
            Node::nest(vec![Layer::new("(", ")"); 50], Node::text("1")),
            Node::Seq(vec![Node::text("x = o"), Node::repeat(5000, Node::text("?.b")), Node::text(";")])
                .wrap("try { ", " } catch (e) {}"),
            Node::text("var b = 2;\n"),
        ]);
        assert_eq!(toy(&program), Some(Failure::new("toy")));
        let shrunk = shrink(program, &Failure::new("toy"), Duration::from_secs(60), toy);
        assert_eq!(shrunk.node.render(), format!("{};", "?.b".repeat(37)));
        assert!(!shrunk.out_of_time);
    }

    #[test]
    fn a_different_failure_does_not_count() {
        let program = Node::Seq(vec![Node::text("a;"), Node::text("b;")]);
        let shrunk = shrink(program.clone(), &Failure::new("one"), Duration::from_secs(60), |node| {
            let text = node.render();
            if text == "a;b;" { Some(Failure::new("one")) } else { text.contains('a').then(|| Failure::new("two")) }
        });
        assert_eq!(shrunk.node, program);
    }

    /// A "crash" from 21,843 links on: the search finds the threshold inside nested sequences.
    #[test]
    fn a_repetition_shrinks_to_its_threshold() {
        let chain = Node::Seq(vec![Node::text("o"), Node::repeat(62062, Node::text("?.()"))]);
        let program = Node::Seq(vec![
            Node::text("prelude;\n"),
            Node::Seq(vec![Node::text("x = "), chain, Node::text(";\n")]),
            Node::text("function f() {}\n"),
        ]);
        let fails = |node: &Node| {
            let text = node.render();
            (text.contains("o?.()") && text.matches("?.()").count() >= 21843).then(|| Failure::new("panic"))
        };
        let shrunk = shrink(program, &Failure::new("panic"), Duration::from_secs(60), fails);
        let text = shrunk.node.render();
        assert_eq!((text.len(), &text[..1]), (1 + 4 * 21843, "o"), "{} links", text.matches("?.()").count());
    }
}
