//! Where an expression starts and ends in the source, without recursion.
//!
//! boa_ast stores the span of most nodes but computes it for a binary operator, an
//! assignment, a conditional and a property access from their operands, recursively
//! (`lhs.span().start()`, `rhs.span().end()`). On a chain of n links one such call walks n
//! nodes, n calls walk n², and a chain of a million `+` overflows the stack. The compiler
//! asks [`StartPositions`] and [`end_of`] instead: they walk a chain in a loop, and
//! `StartPositions` remembers the starts it has found, so asking for the start of every
//! link of a chain costs linear time in all.

use std::collections::HashMap;

use boa_ast::expression::access::{PropertyAccess, PropertyAccessField};
use boa_ast::expression::operator::assign::AssignTarget;
use boa_ast::{Expression, Position, Spanned};

/// The end of `expression`: the end of its rightmost operand.
pub(crate) fn end_of(expression: &Expression) -> Position {
    let mut expression = expression;
    loop {
        expression = match expression {
            Expression::Binary(binary) => binary.rhs(),
            Expression::BinaryInPrivate(binary) => binary.rhs(),
            Expression::Assign(assign) => assign.rhs(),
            Expression::Conditional(conditional) => conditional.if_false(),
            Expression::PropertyAccess(PropertyAccess::Simple(access)) => match access.field() {
                PropertyAccessField::Const(identifier) => return identifier.span().end(),
                PropertyAccessField::Expr(key) => key,
            },
            other => return other.span().end(),
        };
    }
}

/// The operand whose start is `expression`'s start, when boa_ast computes the span.
fn left_operand(expression: &Expression) -> Option<&Expression> {
    match expression {
        Expression::Binary(binary) => Some(binary.lhs()),
        Expression::Conditional(conditional) => Some(conditional.condition()),
        Expression::PropertyAccess(PropertyAccess::Simple(access)) => Some(access.target()),
        Expression::Assign(assign) => match assign.lhs() {
            AssignTarget::Access(PropertyAccess::Simple(access)) => Some(access.target()),
            _ => None,
        },
        _ => None,
    }
}

/// Starts already found, by node address: the compiler asks for the start of each link of
/// a member chain (`a.b.c.d`) as it compiles it, and every link starts where the chain does.
#[derive(Default)]
pub(crate) struct StartPositions {
    known: HashMap<usize, Position>,
}

impl StartPositions {
    pub fn start_of(&mut self, expression: &Expression) -> Position {
        let mut walked = Vec::new();
        let mut node = expression;
        let start = loop {
            if let Some(&start) = self.known.get(&address(node)) {
                break start;
            }
            match left_operand(node) {
                Some(operand) => {
                    walked.push(address(node));
                    node = operand;
                }
                None => break node.span().start(),
            }
        };
        for node in walked {
            self.known.insert(node, start);
        }
        start
    }

    pub fn start_of_access(&mut self, access: &PropertyAccess) -> Position {
        match access {
            PropertyAccess::Simple(simple) => self.start_of(simple.target()),
            other => other.span().start(),
        }
    }
}

fn address(expression: &Expression) -> usize {
    std::ptr::from_ref(expression) as usize
}

/// Where each line of a source starts, to go from boa's positions (a line and a column
/// counted in code points, both from 1) to offsets in the UTF-16 text and back. Each way
/// is a binary search, never a walk along the line: the compiler asks once per assignment
/// or `throw`, and a minified source is one long line.
pub(crate) struct LineIndex {
    starts: Vec<u32>,
    /// The offset of the first unit of every surrogate pair (one code point, two units).
    pairs: Vec<u32>,
}

impl LineIndex {
    /// The lines of `text`, ended as the lexer ends them: `\n`, `\r\n`, `\r`, U+2028, U+2029.
    pub fn new(text: &[u16]) -> LineIndex {
        let mut starts = vec![0];
        let mut pairs = Vec::new();
        let mut index = 0;
        while index < text.len() {
            let unit = text[index];
            index += 1;
            match unit {
                0x0D if text.get(index) == Some(&0x0A) => {
                    index += 1;
                    starts.push(index as u32);
                }
                0x0A | 0x0D | 0x2028 | 0x2029 => starts.push(index as u32),
                0xD800..0xDC00 if text.get(index).is_some_and(|u| (0xDC00..0xE000).contains(u)) => {
                    pairs.push(index as u32 - 1);
                    index += 1;
                }
                _ => {}
            }
        }
        LineIndex { starts, pairs }
    }

    /// The offset of `line:column` in `text`.
    pub fn offset(&self, text: &[u16], line: u32, column: u32) -> Option<usize> {
        let start = *self.starts.get((line as usize).checked_sub(1)?)? as usize;
        let code_points = column.saturating_sub(1) as usize;
        // The offset is start + code_points + k, k the pairs before it: the first k pairs
        // from the line's start lie before their own such offset, and (pairs being two
        // units apart at least) the rest do not.
        let first = self.pairs.partition_point(|&pair| (pair as usize) < start);
        let after = &self.pairs[first..];
        let (mut low, mut high) = (0, after.len());
        while low < high {
            let k = low + (high - low) / 2;
            if (after[k] as usize) < start + code_points + k {
                low = k + 1;
            } else {
                high = k;
            }
        }
        let offset = start + code_points + low;
        (offset <= text.len()).then_some(offset)
    }

    /// The `line:column` of `offset` in `text` (the inverse of [`LineIndex::offset`]).
    pub fn position(&self, text: &[u16], offset: usize) -> (u32, u32) {
        let offset = offset.min(text.len());
        let line = self.starts.partition_point(|&start| start as usize <= offset);
        let start = self.starts[line - 1] as usize;
        // Columns count code points: the units between, less the second half of each pair.
        let pairs = self.pairs.partition_point(|&pair| (pair as usize) < offset)
            - self.pairs.partition_point(|&pair| (pair as usize) < start);
        (line as u32, (offset - start - pairs) as u32 + 1)
    }
}

/// The column of the `keyword` (ASCII) right before `line:column` on the same line, with
/// only spaces, opening parentheses and one-line comments between: where the statement
/// that `throw`s the expression at `line:column` starts (boa_ast keeps no position for
/// statements).
pub(crate) fn keyword_before(text: &[u16], lines: &LineIndex, keyword: &str, line: u32, column: u32) -> Option<u32> {
    let line_start = *lines.starts.get((line as usize).checked_sub(1)?)? as usize;
    let expression = lines.offset(text, line, column)?;
    let mut end = expression;
    while end > line_start {
        match text[end - 1] {
            0x20 | 0x09 | 0x0B | 0x0C | 0xA0 | 0xFEFF | 0x28 => end -= 1,
            // `*/`: back to its `/*`.
            0x2F if end >= line_start + 2 && text[end - 2] == 0x2A => {
                let mut open = end - 2;
                loop {
                    if open < line_start + 2 {
                        return None;
                    }
                    if text[open - 2] == 0x2F && text[open - 1] == 0x2A {
                        end = open - 2;
                        break;
                    }
                    open -= 1;
                }
            }
            _ => break,
        }
    }
    let keyword: Vec<u16> = keyword.encode_utf16().collect();
    let start = end.checked_sub(keyword.len()).filter(|&start| start >= line_start)?;
    let identifier_part =
        |unit: u16| unit == 0x24 || unit == 0x5F || char::from_u32(unit as u32).is_some_and(char::is_alphanumeric);
    if text[start..end] != keyword[..] || (start > line_start && identifier_part(text[start - 1])) {
        return None;
    }
    // Columns count code points: the units between, less the second half of each pair.
    let skipped = text[start..expression].iter().filter(|&&unit| !(0xDC00..0xE000).contains(&unit)).count();
    column.checked_sub(skipped as u32)
}

/// The offset past the white space, line terminators and comments at `offset` (None in an
/// unclosed comment).
pub(crate) fn skip_trivia(text: &[u16], mut offset: usize) -> Option<usize> {
    loop {
        match *text.get(offset)? {
            0x09
            | 0x0A
            | 0x0B
            | 0x0C
            | 0x0D
            | 0x20
            | 0xA0
            | 0x1680
            | 0x2000..=0x200A
            | 0x2028
            | 0x2029
            | 0x202F
            | 0x205F
            | 0x3000
            | 0xFEFF => offset += 1,
            0x2F if text.get(offset + 1) == Some(&0x2F) => {
                offset += 2;
                while text.get(offset).is_some_and(|unit| !matches!(unit, 0x0A | 0x0D | 0x2028 | 0x2029)) {
                    offset += 1;
                }
            }
            0x2F if text.get(offset + 1) == Some(&0x2A) => {
                let close = text.get(offset + 2..)?.windows(2).position(|pair| pair == [0x2A, 0x2F])?;
                offset += 2 + close + 2;
            }
            _ => return Some(offset),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use boa_interner::Interner;
    use boa_parser::{Parser, Source};

    fn expression_of(source: &str, interner: &mut Interner) -> boa_ast::Script {
        let (script, _) = Parser::new(Source::from_bytes(source)).parse_eval(false, interner).expect("parses");
        script
    }

    fn first_expression(script: &boa_ast::Script) -> &Expression {
        match &script.statements().statements()[0] {
            boa_ast::StatementListItem::Statement(statement) => match &**statement {
                boa_ast::Statement::Expression(expression) => expression,
                other => panic!("not an expression statement: {other:?}"),
            },
            other => panic!("not a statement: {other:?}"),
        }
    }

    #[test]
    fn starts_and_ends_agree_with_boa_ast_on_small_trees() {
        for source in ["a + b * c", "x = y ? z : w", "a.b.c[d + e].f", "o.p = q || r", "(a, b), c", "a.b.c = d[e]"] {
            let mut interner = Interner::default();
            let script = expression_of(source, &mut interner);
            let expression = first_expression(&script);
            assert_eq!(end_of(expression), expression.span().end(), "{source}");
            assert_eq!(StartPositions::default().start_of(expression), expression.span().start(), "{source}");
        }
    }

    #[test]
    fn the_keyword_before_an_expression_is_found_on_its_line() {
        let find = |source: &str, line: u32, column: u32| {
            let text: Vec<u16> = source.encode_utf16().collect();
            keyword_before(&text, &LineIndex::new(&text), "throw", line, column)
        };
        assert_eq!(find("  throw 42;", 1, 9), Some(3));
        assert_eq!(find("a;\r\nb;\n\tthrow (x);", 3, 8), Some(2));
        assert_eq!(find("throw /* why */ e", 1, 17), Some(1));
        assert_eq!(find("\u{1F600}; throw e", 1, 10), Some(4));
        assert_eq!(find("rethrow e", 1, 9), None);
        assert_eq!(find("f(e)", 1, 3), None);
    }

    #[test]
    fn positions_and_offsets_are_inverses() {
        let text: Vec<u16> = "a\r\n\u{1F600}b\nc".encode_utf16().collect();
        let lines = LineIndex::new(&text);
        for (line, column) in [(1, 1), (2, 1), (2, 2), (3, 1)] {
            let offset = lines.offset(&text, line, column).expect("in the text");
            assert_eq!(lines.position(&text, offset), (line, column));
        }
        assert_eq!(lines.offset(&text, 2, 2), Some(5));
    }

    /// The offset of `line:column` found by walking the line, as the lexer counts.
    fn walked_offset(text: &[u16], lines: &LineIndex, line: u32, column: u32) -> Option<usize> {
        let mut offset = lines.starts[line as usize - 1] as usize;
        for _ in 1..column {
            let unit = *text.get(offset)?;
            let pair =
                (0xD800..0xDC00).contains(&unit) && text.get(offset + 1).is_some_and(|u| (0xDC00..0xE000).contains(u));
            offset += if pair { 2 } else { 1 };
        }
        Some(offset)
    }

    #[test]
    fn offsets_agree_with_a_walk_along_the_line() {
        // Pairs, lone surrogates of both halves, and every kind of line end.
        let mut text: Vec<u16> = "x = 1;\u{1F600}\u{1F600}y\r\n\u{2028}\u{10000}z\rq".encode_utf16().collect();
        text.extend_from_slice(&[0xD800, 0x61, 0xDC00, 0xD83D, 0xDE00, 0x0A, 0xDC00, 0xD800]);
        let lines = LineIndex::new(&text);
        for line in 1..=lines.starts.len() as u32 {
            for column in 1..=text.len() as u32 + 2 {
                let offset = lines.offset(&text, line, column);
                assert_eq!(offset, walked_offset(&text, &lines, line, column), "{line}:{column}");
                if let Some(offset) = offset
                    && lines.starts.get(line as usize).is_none_or(|&next| offset < next as usize)
                {
                    assert_eq!(lines.position(&text, offset), (line, column), "offset {offset}");
                }
            }
        }
    }

    #[test]
    fn trivia_is_skipped_up_to_the_next_token() {
        let skip = |source: &str| skip_trivia(&source.encode_utf16().collect::<Vec<u16>>(), 0);
        assert_eq!(skip(" \t\r\n\u{2028}}"), Some(5));
        assert_eq!(skip("// } a\n /* } */ }"), Some(16));
        assert_eq!(skip("/*/ } */x"), Some(8));
        assert_eq!(skip("/* open"), None);
        assert_eq!(skip("   "), None);
        assert_eq!(skip("x"), Some(0));
    }

    #[test]
    fn a_long_chain_is_walked_on_a_small_stack() {
        use boa_ast::expression::literal::{Literal, LiteralKind};
        use boa_ast::expression::operator::Binary;
        use boa_ast::expression::operator::binary::{ArithmeticOp, BinaryOp};
        use boa_ast::{Position, Span};
        std::thread::Builder::new()
            .stack_size(256 << 10)
            .spawn(|| {
                let number = |column: u32| -> Expression {
                    let at = Position::new(1, column);
                    Literal::new(LiteralKind::Int(1), Span::new(at, Position::new(1, column + 1))).into()
                };
                let mut chain = number(1);
                for link in 1..=200_000 {
                    chain = Binary::new(BinaryOp::Arithmetic(ArithmeticOp::Add), chain, number(2 * link + 1)).into();
                }
                let start = StartPositions::default().start_of(&chain);
                let end = end_of(&chain);
                assert_eq!((start.line_number(), start.column_number()), (1, 1));
                assert_eq!((end.line_number(), end.column_number()), (1, 400_002));
                crate::compiler::teardown::drop_tree(chain);
            })
            .expect("thread")
            .join()
            .expect("no overflow");
    }
}
