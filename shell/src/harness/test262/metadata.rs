//! A test262 test's frontmatter: the YAML between `/*---` and `---*/`. Only the keys the
//! harness acts on are read, with a reader for the small part of YAML test262 uses:
//!
//! ```text
//! includes: [compareArray.js, propertyHelper.js]     a flow list, or a block list:
//! flags:                                              flags:
//!   - onlyStrict                                      - onlyStrict
//! negative:                                           a block mapping, keys in either order
//!   phase: parse
//!   type: SyntaxError
//! features: [BigInt]
//! ```
//!
//! Other keys (`description`, `info`, `esid`...) and their indented continuation lines are
//! skipped. A test without frontmatter gets the defaults (no includes, no flags).

/// What a test's frontmatter says about running it.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Metadata {
    pub includes: Vec<String>,
    pub flags: Vec<String>,
    pub features: Vec<String>,
    pub negative: Option<Negative>,
}

/// A test that must fail: in which phase, with which error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Negative {
    pub phase: Phase,
    /// The error's constructor name, e.g. `SyntaxError`.
    pub error_type: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    Parse,
    Resolution,
    Runtime,
}

impl Phase {
    pub fn name(self) -> &'static str {
        match self {
            Phase::Parse => "parse",
            Phase::Resolution => "resolution",
            Phase::Runtime => "runtime",
        }
    }
}

impl Metadata {
    pub fn has_flag(&self, flag: &str) -> bool {
        self.flags.iter().any(|f| f == flag)
    }
}

/// Reads the frontmatter of a test's source.
pub fn parse(source: &str) -> Result<Metadata, String> {
    let Some(start) = source.find("/*---") else { return Ok(Metadata::default()) };
    let body = &source[start + 5..];
    let end = body.find("---*/").ok_or("frontmatter without its closing `---*/`")?;
    // YAML breaks lines at CR LF, LF or a lone CR (some tests use CR line terminators).
    let text = body[..end].replace("\r\n", "\n");
    let lines: Vec<&str> = text.split(['\n', '\r']).collect();
    let mut metadata = Metadata::default();
    let mut index = 0;
    while index < lines.len() {
        let line = lines[index];
        index += 1;
        let Some((key, value)) = key_value(line) else { continue };
        // The key's block: the lines indented further, and a block list at its own indent.
        let indent = indent_of(line);
        let block_start = index;
        while index < lines.len() && belongs_to_block(lines[index], indent) {
            index += 1;
        }
        let block = &lines[block_start..index];
        match key {
            "includes" => metadata.includes = list(key, value, block)?,
            "flags" => metadata.flags = list(key, value, block)?,
            "features" => metadata.features = list(key, value, block)?,
            "negative" => metadata.negative = Some(negative(block)?),
            _ => {}
        }
    }
    Ok(metadata)
}

fn indent_of(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

fn belongs_to_block(line: &str, key_indent: usize) -> bool {
    let trimmed = line.trim_start();
    trimmed.is_empty() || indent_of(line) > key_indent || trimmed.starts_with("- ") || trimmed == "-"
}

/// `key: value` when the line starts with a plain key.
fn key_value(line: &str) -> Option<(&str, &str)> {
    let trimmed = line.trim();
    let (key, value) = trimmed.split_once(':')?;
    let is_key = !key.is_empty() && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    is_key.then_some((key, value.trim()))
}

/// A list given inline (`[a, b]`, which may run over several lines) or as `- item` lines.
fn list(key: &str, value: &str, block: &[&str]) -> Result<Vec<String>, String> {
    let value = without_comment(value);
    if let Some(flow) = value.strip_prefix('[') {
        let mut text = flow.to_string();
        for line in block {
            if text.contains(']') {
                break;
            }
            text.push(' ');
            text.push_str(without_comment(line.trim()));
        }
        let inside = text.split_once(']').ok_or_else(|| format!("`{key}`: a `[` list without its `]`"))?.0;
        return Ok(inside.split(',').map(scalar).filter(|item| !item.is_empty()).collect());
    }
    if !value.is_empty() {
        return Ok(vec![scalar(value)]);
    }
    let mut items = Vec::new();
    for line in block {
        let trimmed = without_comment(line.trim());
        if trimmed.is_empty() {
            continue;
        }
        match trimmed.strip_prefix('-') {
            Some(item) => items.push(scalar(item)),
            None => return Err(format!("`{key}`: expected `- item`, found `{trimmed}`")),
        }
    }
    Ok(items)
}

/// The `phase:` and `type:` lines under `negative:`.
fn negative(block: &[&str]) -> Result<Negative, String> {
    let (mut phase, mut error_type) = (None, None);
    for line in block {
        let Some((key, value)) = key_value(line) else { continue };
        match key {
            "phase" => {
                phase = Some(match scalar(value).as_str() {
                    "parse" => Phase::Parse,
                    "resolution" => Phase::Resolution,
                    "runtime" => Phase::Runtime,
                    other => return Err(format!("`negative`: unknown phase `{other}`")),
                })
            }
            "type" => error_type = Some(scalar(value)),
            _ => {}
        }
    }
    match (phase, error_type) {
        (Some(phase), Some(error_type)) if !error_type.is_empty() => Ok(Negative { phase, error_type }),
        (None, _) => Err("`negative` without a `phase`".into()),
        _ => Err("`negative` without a `type`".into()),
    }
}

/// A YAML scalar without its quotes and the spaces around it.
fn scalar(text: &str) -> String {
    let text = without_comment(text.trim()).trim();
    let unquoted = ['"', '\''].iter().find_map(|&quote| text.strip_prefix(quote)?.strip_suffix(quote));
    unquoted.unwrap_or(text).to_string()
}

/// `text` without a trailing `# comment`.
fn without_comment(text: &str) -> &str {
    match text.find(" #") {
        Some(at) => text[..at].trim_end(),
        None if text.starts_with('#') => "",
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meta(frontmatter: &str) -> Metadata {
        parse(&format!("// Copyright\n/*---\n{frontmatter}\n---*/\ncode();\n")).unwrap()
    }

    #[test]
    fn flow_lists() {
        let m = meta(
            "esid: sec-x\ndescription: a test\nincludes: [compareArray.js, 'propertyHelper.js']\nflags: [onlyStrict]\nfeatures: [BigInt, Symbol.iterator]",
        );
        assert_eq!(m.includes, ["compareArray.js", "propertyHelper.js"]);
        assert_eq!(m.flags, ["onlyStrict"]);
        assert_eq!(m.features, ["BigInt", "Symbol.iterator"]);
        assert!(m.has_flag("onlyStrict") && !m.has_flag("noStrict"));
        assert_eq!(m.negative, None);
    }

    #[test]
    fn carriage_return_line_breaks() {
        for newline in ["\r", "\r\n"] {
            let source = ["/*---", "description: x", "includes: [a.js]", "flags:", "  - raw", "---*/"].join(newline);
            let m = parse(&source).unwrap();
            assert_eq!(m.includes, ["a.js"], "{newline:?}");
            assert_eq!(m.flags, ["raw"], "{newline:?}");
        }
    }

    #[test]
    fn flow_lists_over_several_lines() {
        let m = meta("includes: [a.js,\n  b.js,\n  c.js]\nflags: []");
        assert_eq!(m.includes, ["a.js", "b.js", "c.js"]);
        assert!(m.flags.is_empty());
    }

    #[test]
    fn block_lists_indented_or_not() {
        let m = meta("includes:\n  - a.js\n  - \"b.js\"\nflags:\n- raw\n- async # why\nfeatures:\n  - x");
        assert_eq!(m.includes, ["a.js", "b.js"]);
        assert_eq!(m.flags, ["raw", "async"]);
        assert_eq!(m.features, ["x"]);
    }

    #[test]
    fn negative_blocks_in_either_order() {
        let parse_first = meta("negative:\n  phase: parse\n  type: SyntaxError\nflags: [module]");
        assert_eq!(parse_first.negative, Some(Negative { phase: Phase::Parse, error_type: "SyntaxError".into() }));
        assert_eq!(parse_first.flags, ["module"]);
        let type_first = meta("negative:\n  type: ReferenceError\n  phase: resolution\n");
        assert_eq!(
            type_first.negative,
            Some(Negative { phase: Phase::Resolution, error_type: "ReferenceError".into() })
        );
        let runtime = meta("negative:\n    phase: runtime\n    type: Test262Error");
        assert_eq!(runtime.negative.unwrap().phase, Phase::Runtime);
    }

    #[test]
    fn other_keys_and_their_blocks_are_skipped() {
        let m = meta(
            "info: |\n    flags: [not, these]\n    includes: nope\ndescription: >\n  text: with colon\nflags: [noStrict]",
        );
        assert_eq!(m.flags, ["noStrict"]);
        assert!(m.includes.is_empty());
    }

    #[test]
    fn indented_frontmatter() {
        let m = meta("  description: x\n  includes: [a.js]\n  negative:\n    phase: runtime\n    type: TypeError");
        assert_eq!(m.includes, ["a.js"]);
        assert_eq!(m.negative.unwrap().error_type, "TypeError");
    }

    #[test]
    fn no_frontmatter_means_defaults() {
        assert_eq!(parse("print(1)").unwrap(), Metadata::default());
    }

    #[test]
    fn malformed_frontmatter() {
        assert!(parse("/*---\nflags: [raw\n").unwrap_err().contains("closing"));
        assert!(parse("/*---\nflags: [raw\n---*/").unwrap_err().contains("without its `]`"));
        assert!(parse("/*---\nnegative:\n  type: SyntaxError\n---*/").unwrap_err().contains("phase"));
        assert!(parse("/*---\nnegative:\n  phase: parse\n---*/").unwrap_err().contains("type"));
        assert!(parse("/*---\nnegative:\n  phase: early\n  type: X\n---*/").unwrap_err().contains("unknown phase"));
        assert!(parse("/*---\nincludes:\n  a.js\n---*/").unwrap_err().contains("expected `- item`"));
    }
}
