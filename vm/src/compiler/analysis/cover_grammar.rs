//! Early errors of assignment patterns that boa_ast cannot show.
//!
//! An assignment pattern (`({ a, ...rest } = o)`, `for ({ ...rest } of list)`) is parsed as
//! an object literal and converted afterwards (13.15.1, the cover grammar). The literal
//! keeps no trace of a trailing comma, which the literal allows and the pattern does not
//! after its rest element: `({ ...rest, } = o)` is a SyntaxError, since
//! ObjectAssignmentPattern has no `{ AssignmentRestProperty , }` form. The source text
//! tells: the token after the rest element's target.

use boa_ast::expression::access::{PropertyAccess, PropertyAccessField};
use boa_ast::pattern::{ObjectPattern, ObjectPatternElement};
use boa_ast::{Position, Spanned};

use super::Analyzer;
use crate::compiler::SyntaxError;
use crate::compiler::positions::{LineIndex, end_of, skip_trivia};

impl Analyzer<'_> {
    /// 13.15.5.1 Static Semantics: Early Errors: an AssignmentRestProperty ends its
    /// pattern, with no comma after it.
    pub(super) fn rest_before_comma(&mut self, pattern: &ObjectPattern) {
        if self.early_error.is_some() {
            return;
        }
        let target_end = match pattern.bindings().last() {
            Some(ObjectPatternElement::RestProperty { ident }) => ident.span().end(),
            Some(ObjectPatternElement::AssignmentRestPropertyAccess { access }) => access_end(access),
            _ => return,
        };
        let Some(source) = self.source.clone() else { return };
        let text = &source.text[..];
        let lines = self.lines.get_or_insert_with(|| LineIndex::new(text));
        let Some(offset) = lines.offset(text, target_end.line_number(), target_end.column_number()) else { return };
        if let Some(comma) = comma_after_target(text, offset) {
            let (line, column) = lines.position(text, comma);
            let message = "Rest element must be last element (no trailing comma)";
            self.early_error = Some(SyntaxError::at(message, line, column));
        }
    }
}

/// Where a property access ends, or where its last operand does when it ends in `]`
/// (boa_ast keeps no position for the bracket; the text after it is skipped as trivia).
fn access_end(access: &PropertyAccess) -> Position {
    match access {
        PropertyAccess::Simple(simple) => match simple.field() {
            PropertyAccessField::Const(identifier) => identifier.span().end(),
            PropertyAccessField::Expr(key) => end_of(key),
        },
        other => other.span().end(),
    }
}

/// The offset of the comma that follows the rest element's target ending at `offset`, if
/// one does. Only the target's closing brackets (`)` of a parenthesized operand, `]` of a
/// computed member), white space and comments come between the target and the pattern's
/// `}` or a comma.
fn comma_after_target(text: &[u16], mut offset: usize) -> Option<usize> {
    loop {
        offset = skip_trivia(text, offset)?;
        match text[offset] {
            0x29 | 0x5D => offset += 1,
            0x2C => return Some(offset),
            _ => return None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::comma_after_target;

    fn comma(text: &str) -> Option<usize> {
        comma_after_target(&text.encode_utf16().collect::<Vec<u16>>(), 0)
    }

    #[test]
    fn a_comma_after_the_target_is_found_through_brackets_and_comments() {
        assert_eq!(comma(","), Some(0));
        assert_eq!(comma(" /* } */ ,}"), Some(9));
        assert_eq!(comma("] // ]\n ) ,"), Some(10));
        assert_eq!(comma(" }"), None);
        assert_eq!(comma("\n}, b"), None);
        assert_eq!(comma("/* open"), None);
    }
}
