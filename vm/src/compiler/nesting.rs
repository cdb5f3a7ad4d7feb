//! A guard against source text nested deeper than the parser can take.
//!
//! `boa_parser` is recursive descent: every nested bracket, every operand of a prefix
//! operator and every right operand of `=`, `?:` or `**` is a Rust call deeper, and a
//! pathological input (`"[".repeat(100000)`) would overflow the stack and abort the process.
//! Before parsing, a light scan over the tokens measures how deep the parser would go and
//! refuses, with a SyntaxError, anything past [`MAX_NESTING`]. The scan is approximate (it
//! tells regular expressions from divisions by the previous token, as a tokenizer would)
//! but the limit is far above what real programs use.

/// The deepest nesting accepted: brackets plus chains of prefix and right-associative
/// operators.
pub const MAX_NESTING: usize = 1500;

/// What the previous significant token was, to tell `/` the division from `/` a regular
/// expression.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Previous {
    /// Start of input, a punctuator or an operator keyword: an expression may start next.
    ExpressionStart,
    /// An identifier, literal or closing bracket: an operator comes next.
    Operand,
}

/// Words after which an expression starts.
const OPERATOR_WORDS: &[&str] = &[
    "return",
    "typeof",
    "instanceof",
    "in",
    "of",
    "new",
    "delete",
    "void",
    "throw",
    "case",
    "do",
    "else",
    "yield",
    "await",
];

/// Prefix words that nest their operand.
const PREFIX_WORDS: &[&str] = &["typeof", "void", "delete", "await", "new", "yield"];

/// Returns an error message if `source` nests deeper than [`MAX_NESTING`].
pub fn check(source: &str) -> Result<(), String> {
    let bytes = source.as_bytes();
    let mut scanner =
        Scanner { bytes, position: 0, brackets: Vec::new(), chain: vec![0], previous: Previous::ExpressionStart };
    scanner.run()
}

struct Scanner<'a> {
    bytes: &'a [u8],
    position: usize,
    /// Open brackets, innermost last: `b'('`, `b'['`, `b'{'`, or `b'$'` for a template
    /// substitution.
    brackets: Vec<u8>,
    /// Per bracket level: the length of the current chain of nesting operators.
    chain: Vec<usize>,
    previous: Previous,
}

impl Scanner<'_> {
    fn depth(&self) -> usize {
        self.brackets.len() + self.chain.iter().sum::<usize>()
    }

    fn too_deep(&self) -> Result<(), String> {
        if self.depth() > MAX_NESTING {
            return Err(format!("Expression nested too deeply (more than {MAX_NESTING} levels)"));
        }
        Ok(())
    }

    fn peek(&self, offset: usize) -> u8 {
        self.bytes.get(self.position + offset).copied().unwrap_or(0)
    }

    /// A nesting operator: the chain at this level grows.
    fn nest(&mut self) -> Result<(), String> {
        *self.chain.last_mut().expect("a level") += 1;
        self.previous = Previous::ExpressionStart;
        self.too_deep()
    }

    /// A token that ends a chain (`,` `;`).
    fn reset_chain(&mut self) {
        *self.chain.last_mut().expect("a level") = 0;
    }

    fn open(&mut self, bracket: u8) -> Result<(), String> {
        self.brackets.push(bracket);
        self.chain.push(0);
        self.previous = Previous::ExpressionStart;
        self.too_deep()
    }

    fn close(&mut self) {
        if self.brackets.pop().is_some() {
            self.chain.pop();
        }
        self.previous = Previous::Operand;
    }

    fn run(&mut self) -> Result<(), String> {
        while self.position < self.bytes.len() {
            let byte = self.bytes[self.position];
            match byte {
                b' ' | b'\t' | b'\r' | b'\n' => self.position += 1,
                b'/' if self.peek(1) == b'/' => self.skip_line(),
                b'/' if self.peek(1) == b'*' => self.skip_block_comment(),
                b'/' if self.previous == Previous::ExpressionStart => self.skip_regexp(),
                b'\'' | b'"' => self.skip_string(byte),
                b'`' => {
                    self.position += 1;
                    self.template()?;
                }
                b'(' | b'[' | b'{' => {
                    self.position += 1;
                    self.open(byte)?;
                }
                b'}' if self.brackets.last() == Some(&b'$') => {
                    // The end of a template substitution: the template goes on.
                    self.position += 1;
                    self.close();
                    self.template()?;
                }
                b')' | b']' | b'}' => {
                    self.position += 1;
                    self.close();
                }
                b';' | b',' => {
                    self.position += 1;
                    self.reset_chain();
                    self.previous = Previous::ExpressionStart;
                }
                b'0'..=b'9' => self.skip_word(),
                b'.' if self.peek(1).is_ascii_digit() => self.skip_word(),
                _ if byte.is_ascii_alphabetic() || byte == b'_' || byte == b'$' || byte == b'\\' || byte >= 0x80 => {
                    let start = self.position;
                    self.skip_word();
                    let word = std::str::from_utf8(&self.bytes[start..self.position]).unwrap_or("");
                    if PREFIX_WORDS.contains(&word) {
                        self.nest()?;
                    } else if OPERATOR_WORDS.contains(&word) {
                        self.previous = Previous::ExpressionStart;
                    }
                }
                _ => self.punctuator()?,
            }
        }
        Ok(())
    }

    fn punctuator(&mut self) -> Result<(), String> {
        let byte = self.bytes[self.position];
        let next = self.peek(1);
        self.position += 1;
        match byte {
            // `!`, `~`, and prefix `+` `-` nest their operand; `=` `?` `**` nest their right
            // operand (`==`, `=>`, `?.`, `??` and the like are plain operators).
            b'!' if next != b'=' => self.nest(),
            b'~' => self.nest(),
            b'+' | b'-' if self.previous == Previous::ExpressionStart && next != byte => self.nest(),
            b'+' | b'-' if next == byte => {
                self.position += 1;
                Ok(())
            }
            b'=' if next != b'=' && next != b'>' => self.nest(),
            b'?' if next != b'.' && next != b'?' => self.nest(),
            b'*' if next == b'*' => {
                self.position += 1;
                self.nest()
            }
            b'.' if next == b'.' && self.peek(1) == b'.' => {
                self.position += 2;
                self.previous = Previous::ExpressionStart;
                Ok(())
            }
            _ => {
                // Any other operator: an expression follows; compound assignments nest.
                while matches!(self.peek(0), b'=' | b'>' | b'<' | b'&' | b'|' | b'*' | b'%' | b'^' | b'?') {
                    self.position += 1;
                }
                if self.bytes.get(self.position.wrapping_sub(1)) == Some(&b'=') && byte != b'!' {
                    return self.nest();
                }
                self.previous = Previous::ExpressionStart;
                Ok(())
            }
        }
    }

    fn skip_word(&mut self) {
        // The first character is part of the word whatever it is (a digit, `.5`).
        self.position += 1;
        while self.position < self.bytes.len() {
            let byte = self.bytes[self.position];
            if byte.is_ascii_alphanumeric() || matches!(byte, b'_' | b'$' | b'\\' | b'.') || byte >= 0x80 {
                if byte == b'.' && !self.bytes[self.position.saturating_sub(1)].is_ascii_digit() {
                    break;
                }
                self.position += 1;
            } else {
                break;
            }
        }
        self.previous = Previous::Operand;
    }

    fn skip_line(&mut self) {
        while self.position < self.bytes.len() && self.bytes[self.position] != b'\n' {
            self.position += 1;
        }
    }

    fn skip_block_comment(&mut self) {
        self.position += 2;
        while self.position < self.bytes.len() && !(self.bytes[self.position] == b'*' && self.peek(1) == b'/') {
            self.position += 1;
        }
        self.position += 2;
    }

    fn skip_string(&mut self, quote: u8) {
        self.position += 1;
        while self.position < self.bytes.len() {
            match self.bytes[self.position] {
                b'\\' => self.position += 2,
                byte if byte == quote || byte == b'\n' => {
                    self.position += 1;
                    break;
                }
                _ => self.position += 1,
            }
        }
        self.previous = Previous::Operand;
    }

    fn skip_regexp(&mut self) {
        self.position += 1;
        let mut in_class = false;
        while self.position < self.bytes.len() {
            match self.bytes[self.position] {
                b'\\' => self.position += 2,
                b'[' => {
                    in_class = true;
                    self.position += 1;
                }
                b']' => {
                    in_class = false;
                    self.position += 1;
                }
                b'/' if !in_class => {
                    self.position += 1;
                    break;
                }
                b'\n' => break,
                _ => self.position += 1,
            }
        }
        self.skip_word();
    }

    /// The rest of a template literal, up to its end or a `${`.
    fn template(&mut self) -> Result<(), String> {
        while self.position < self.bytes.len() {
            match self.bytes[self.position] {
                b'\\' => self.position += 2,
                b'`' => {
                    self.position += 1;
                    self.previous = Previous::Operand;
                    return Ok(());
                }
                b'$' if self.peek(1) == b'{' => {
                    self.position += 2;
                    return self.open(b'$');
                }
                _ => self.position += 1,
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinary_code_passes() {
        let source = "function f(a, b) { return a ? b : [1, {x: `t${a + (b / 2)}`}].map(x => -x); } /[(]/.test('(');";
        assert!(check(source).is_ok());
        assert!(check(&"a = 1;\n".repeat(100_000)).is_ok(), "chains end at semicolons");
        assert!(check(&format!("x = [{}];", "1,".repeat(100_000))).is_ok(), "long lists are flat");
        assert!(check(&format!("1{}", "+1".repeat(100_000))).is_ok(), "left-associative chains are loops");
        assert!(check("x = .5 + 1.e3 + 0x1F + 1_000n + a.b.c;").is_ok());
    }

    #[test]
    fn deep_nesting_is_refused() {
        for source in [
            "[".repeat(100_000),
            format!("{}1", "!".repeat(100_000)),
            format!("{}1", "a=".repeat(100_000)),
            format!("{}1", "1?1:".repeat(100_000)),
            format!("{}Object", "new ".repeat(100_000)),
            format!("{}1", "typeof ".repeat(100_000)),
            format!("{}{}", "f(".repeat(100_000), ")".repeat(100_000)),
            format!("`{}", "${`".repeat(100_000)),
        ] {
            assert!(check(&source).is_err(), "{}...", &source[..20]);
        }
    }

    #[test]
    fn regexps_and_strings_hide_their_brackets() {
        let deep = "(".repeat(MAX_NESTING * 2);
        assert!(check(&format!("var s = '{deep}'; var r = /{deep}/;")).is_ok());
        assert!(check(&format!("// {deep}\n/* {deep} */ 1")).is_ok());
    }
}
