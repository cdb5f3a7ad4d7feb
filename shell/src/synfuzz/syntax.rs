//! A program as the generator builds it: a small tree whose repetitions and nestings are
//! explicit, so that a program of megabytes stays a few nodes, renders without recursion
//! as deep as its nesting, and shrinks by structure (fewer repetitions, fewer layers, a
//! wrapper removed) when a finding is minimized.
//!
//! ```text
//!   Seq[ Text("x = "), Nest{ layers: ["(" ")"] x 3, inner: Text("1") }, Text(";") ]   ->  x = (((1)));
//!   Repeat{ count: 3, unit: Text("l: ") }                                              ->  l: l: l:
//!   Seq[ Text("eval("), Quoted(Text("a\"b")), Text(")") ]                               ->  eval("a\"b")
//! ```

/// One layer of a nesting: what opens it and what closes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layer {
    pub open: String,
    pub close: String,
}

impl Layer {
    pub fn new(open: impl Into<String>, close: impl Into<String>) -> Layer {
        Layer { open: open.into(), close: close.into() }
    }
}

/// A change that makes a valid program invalid, at a position given in thousandths of the
/// text's length (so that it stays inside the text when the minimizer shrinks it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    Delete { at: u32, length: u32 },
    Insert { at: u32, text: String },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node {
    Text(String),
    Seq(Vec<Node>),
    Repeat {
        count: usize,
        unit: Box<Node>,
    },
    /// The layers' opens in order, the inner node, then the closes in reverse order.
    Nest {
        layers: Vec<Layer>,
        inner: Box<Node>,
    },
    /// The inner node's text as a JavaScript string literal in double quotes.
    Quoted(Box<Node>),
    /// The inner node's text cut after `keep` thousandths of it.
    Truncated {
        inner: Box<Node>,
        keep: u32,
    },
    Corrupted {
        inner: Box<Node>,
        edits: Vec<Edit>,
    },
}

impl Node {
    pub fn text(text: impl Into<String>) -> Node {
        Node::Text(text.into())
    }

    pub fn repeat(count: usize, unit: Node) -> Node {
        Node::Repeat { count, unit: Box::new(unit) }
    }

    pub fn nest(layers: Vec<Layer>, inner: Node) -> Node {
        Node::Nest { layers, inner: Box::new(inner) }
    }

    pub fn quoted(inner: Node) -> Node {
        Node::Quoted(Box::new(inner))
    }

    /// `before`, this node, `after`.
    pub fn wrap(self, before: &str, after: &str) -> Node {
        Node::Seq(vec![Node::text(before), self, Node::text(after)])
    }

    pub fn render(&self) -> String {
        let mut out = String::new();
        self.render_into(&mut out);
        out
    }

    pub fn render_into(&self, out: &mut String) {
        match self {
            Node::Text(text) => out.push_str(text),
            Node::Seq(items) => items.iter().for_each(|item| item.render_into(out)),
            Node::Repeat { count, unit } => {
                let start = out.len();
                unit.render_into(out);
                let once = out[start..].to_string();
                for _ in 1..*count {
                    out.push_str(&once);
                }
                if *count == 0 {
                    out.truncate(start);
                }
            }
            Node::Nest { layers, inner } => {
                layers.iter().for_each(|layer| out.push_str(&layer.open));
                inner.render_into(out);
                layers.iter().rev().for_each(|layer| out.push_str(&layer.close));
            }
            Node::Quoted(inner) => {
                let text = inner.render();
                out.reserve(text.len() + 2);
                out.push('"');
                for c in text.chars() {
                    match c {
                        '"' => out.push_str("\\\""),
                        '\\' => out.push_str("\\\\"),
                        '\n' => out.push_str("\\n"),
                        '\r' => out.push_str("\\r"),
                        _ => out.push(c),
                    }
                }
                out.push('"');
            }
            Node::Truncated { inner, keep } => {
                let text = inner.render();
                out.push_str(&text[..boundary(&text, *keep)]);
            }
            Node::Corrupted { inner, edits } => out.push_str(&apply(inner.render(), edits)),
        }
    }

    /// The nodes directly inside this one.
    pub fn children(&self) -> Vec<&Node> {
        match self {
            Node::Text(_) => Vec::new(),
            Node::Seq(items) => items.iter().collect(),
            Node::Repeat { unit: inner, .. }
            | Node::Nest { inner, .. }
            | Node::Quoted(inner)
            | Node::Truncated { inner, .. }
            | Node::Corrupted { inner, .. } => vec![inner],
        }
    }

    pub fn child_mut(&mut self, index: usize) -> &mut Node {
        match self {
            Node::Text(_) => panic!("a text has no children"),
            Node::Seq(items) => &mut items[index],
            Node::Repeat { unit: inner, .. }
            | Node::Nest { inner, .. }
            | Node::Quoted(inner)
            | Node::Truncated { inner, .. }
            | Node::Corrupted { inner, .. } => inner,
        }
    }

    /// The node at `path` (child indices from this one).
    pub fn at_mut(&mut self, path: &[usize]) -> &mut Node {
        path.iter().fold(self, |node, &index| node.child_mut(index))
    }

    pub fn at(&self, path: &[usize]) -> &Node {
        path.iter().fold(self, |node, &index| node.children()[index])
    }

    /// The paths of every node that is not a text, outermost first.
    pub fn structure_paths(&self) -> Vec<Vec<usize>> {
        let mut paths = vec![Vec::new()];
        let mut next = 0;
        while next < paths.len() {
            let path = paths[next].clone();
            for (index, child) in self.at(&path).children().into_iter().enumerate() {
                if !matches!(child, Node::Text(_)) {
                    let mut deeper = path.clone();
                    deeper.push(index);
                    paths.push(deeper);
                }
            }
            next += 1;
        }
        if matches!(self, Node::Text(_)) {
            paths.clear();
        }
        paths
    }

    /// A JavaScript expression whose value is this node's text: repetitions as `.repeat`,
    /// so that a reproducer of megabytes reads in a line.
    pub fn as_builder(&self) -> String {
        match self {
            Node::Text(text) => js_string(text),
            Node::Seq(items) => {
                let parts: Vec<String> = items.iter().map(Node::as_builder).collect();
                if parts.is_empty() { "\"\"".to_string() } else { parts.join(" + ") }
            }
            Node::Repeat { count, unit } => format!("({}).repeat({count})", unit.as_builder()),
            Node::Nest { layers, inner } => {
                let mut opens = Vec::new();
                let mut closes = Vec::new();
                for run in runs(layers) {
                    let layer = &layers[run.start];
                    let (open, close) = (js_string(&layer.open), js_string(&layer.close));
                    let count = run.len();
                    opens.push(if count == 1 { open } else { format!("{open}.repeat({count})") });
                    closes.push(if count == 1 { close } else { format!("{close}.repeat({count})") });
                }
                closes.reverse();
                let mut parts = opens;
                parts.push(inner.as_builder());
                parts.extend(closes);
                parts.join(" + ")
            }
            Node::Quoted(inner) => format!("JSON.stringify({})", inner.as_builder()),
            Node::Truncated { inner, keep } => {
                let text = inner.render();
                format!("({}).slice(0, {})", inner.as_builder(), text[..boundary(&text, *keep)].chars().count())
            }
            Node::Corrupted { .. } => js_string(&self.render()),
        }
    }
}

/// Runs of equal consecutive layers, as index ranges.
fn runs(layers: &[Layer]) -> Vec<std::ops::Range<usize>> {
    let mut ranges: Vec<std::ops::Range<usize>> = Vec::new();
    for (index, layer) in layers.iter().enumerate() {
        match ranges.last_mut() {
            Some(range) if layers[range.start] == *layer => range.end = index + 1,
            _ => ranges.push(index..index + 1),
        }
    }
    ranges
}

/// `text` as a double-quoted JavaScript string literal.
pub fn js_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\u{2028}' => out.push_str("\\u2028"),
            '\u{2029}' => out.push_str("\\u2029"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\x{:02x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The byte offset `thousandths` of the way into `text`, moved back to a character boundary.
fn boundary(text: &str, thousandths: u32) -> usize {
    let mut at = (text.len() as u64 * u64::from(thousandths.min(1000)) / 1000) as usize;
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

fn apply(mut text: String, edits: &[Edit]) -> String {
    for edit in edits {
        match edit {
            Edit::Delete { at, length } => {
                let start = boundary(&text, *at);
                let mut end = (start + *length as usize).min(text.len());
                while !text.is_char_boundary(end) {
                    end += 1;
                }
                text.replace_range(start..end, "");
            }
            Edit::Insert { at, text: inserted } => {
                let start = boundary(&text, *at);
                text.insert_str(start, inserted);
            }
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Node {
        Node::Seq(vec![
            Node::text("x = "),
            Node::nest(vec![Layer::new("(", ")"); 3], Node::text("1")),
            Node::text(";"),
            Node::repeat(2, Node::text("l: ")),
            Node::quoted(Node::text("a\"b\\\n")),
        ])
    }

    #[test]
    fn rendering() {
        assert_eq!(sample().render(), "x = (((1)));l: l: \"a\\\"b\\\\\\n\"");
        assert_eq!(Node::repeat(0, Node::text("a")).render(), "");
        let cut = Node::Truncated { inner: Box::new(Node::text("abcdefghij")), keep: 500 };
        assert_eq!(cut.render(), "abcde");
        let edits = vec![Edit::Delete { at: 0, length: 2 }, Edit::Insert { at: 1000, text: "}".into() }];
        assert_eq!(Node::Corrupted { inner: Box::new(Node::text("abcd")), edits }.render(), "cd}");
    }

    #[test]
    fn cuts_and_edits_keep_to_character_boundaries() {
        let cut = Node::Truncated { inner: Box::new(Node::text("ééé")), keep: 500 };
        assert_eq!(cut.render(), "é");
        let edits = vec![Edit::Delete { at: 250, length: 1 }];
        assert_eq!(Node::Corrupted { inner: Box::new(Node::text("aéb")), edits }.render(), "ab");
    }

    #[test]
    fn paths_reach_every_structure_node() {
        let node = sample();
        let paths = node.structure_paths();
        assert_eq!(paths, vec![vec![], vec![1], vec![3], vec![4]]);
        let mut copy = node.clone();
        *copy.at_mut(&[3]) = Node::text("");
        assert_eq!(copy.render(), "x = (((1)));\"a\\\"b\\\\\\n\"");
    }

    #[test]
    fn the_builder_evaluates_to_the_text() {
        // Checked by reading: the builder of the sample, then a JavaScript engine agrees
        // with `render` (the synfuzz integration test runs builders through node if present).
        assert_eq!(
            sample().as_builder(),
            "\"x = \" + \"(\".repeat(3) + \"1\" + \")\".repeat(3) + \";\" + (\"l: \").repeat(2) + \
             JSON.stringify(\"a\\\"b\\\\\\n\")"
        );
    }
}
