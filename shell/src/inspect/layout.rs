//! Laying entries out: node's `reduceToSingleString` and `groupArrayElements`.
//!
//! An object's entries go on one line, `{ a: 1, b: 2 }`, when
//!
//! * the object's innermost nesting (the last object entered below it) is less than
//!   `compact` (3) levels deeper than the object itself,
//! * the entries, plus one column per entry, plus the indentation, the opening brace, the
//!   base (`[Function: f]`, a stack) and 10 more columns, fit in `breakLength` (80), and
//! * none of them spans lines, nor does the base.
//!
//! Otherwise each entry gets a line of its own, indented two columns more than the
//! object. Before that, an array of more than six entries whose longest entry is short
//! (at most 6 columns, or a fifth of all the entries together) is grouped into columns:
//! about as many as make the block 2.5 times as wide as high, at most 15, at most
//! `4 * compact`, at most what fits in `breakLength`; numbers are aligned right, other
//! entries left.

use vm::object::typed_array::TypedArrayRef;
use vm::runtime::bigint::BigIntRef;
use vm::{ObjectRef, PropertyKey};

use super::{Compact, EntryStyle, Inspector, js_length};

impl Inspector<'_> {
    /// node's `reduceToSingleString`. `value` is the array whose elements the entries
    /// show, when they are elements (for the alignment of grouped columns).
    pub(super) fn reduce_to_single_string(
        &mut self,
        mut output: Vec<String>,
        base: &str,
        braces: &[String; 2],
        extras: EntryStyle,
        recurse: i64,
        value: Option<ObjectRef>,
    ) -> String {
        let with_base = |text: &str| if base.is_empty() { text.to_string() } else { format!("{base} {text}") };
        let Compact::Levels(compact) = self.options.compact else {
            return self.reduce_legacy(output, base, braces);
        };
        if compact >= 1 {
            let entries = output.len();
            if extras == EntryStyle::ArrayProperty && entries > 6 {
                output = self.group_array_elements(output, value);
            }
            if self.current_depth - recurse < i64::from(compact) && entries == output.len() {
                let start = output.len() + self.indentation + js_length(&braces[0]) + js_length(base) + 10;
                if self.is_below_break_length(&output, start, base) {
                    let joined = output.join(", ");
                    if !joined.contains('\n') {
                        return with_base(&format!("{} {joined} {}", braces[0], braces[1]));
                    }
                }
            }
        }
        let indentation = format!("\n{}", " ".repeat(self.indentation));
        let separator = format!(",{indentation}  ");
        with_base(&format!("{}{indentation}  {}{indentation}{}", braces[0], output.join(&separator), braces[1]))
    }

    /// `compact: true`: entries run on after the opening brace.
    fn reduce_legacy(&self, output: Vec<String>, base: &str, braces: &[String; 2]) -> String {
        let spaced_base = if base.is_empty() { String::new() } else { format!(" {base}") };
        if self.is_below_break_length(&output, 0, base) {
            return format!("{}{spaced_base} {} {}", braces[0], output.join(", "), braces[1]);
        }
        let indentation = " ".repeat(self.indentation);
        let line_start = if base.is_empty() && js_length(&braces[0]) == 1 {
            " ".to_string()
        } else {
            format!("{spaced_base}\n{indentation}  ")
        };
        format!("{}{line_start}{} {}", braces[0], output.join(&format!(",\n{indentation}  ")), braces[1])
    }

    /// node's `isBelowBreakLength`: the entries, a separator each and `start` fit in the
    /// break length, and `base` is on one line.
    fn is_below_break_length(&self, output: &[String], start: usize, base: &str) -> bool {
        let limit = self.options.break_length;
        let mut total = output.len().saturating_add(start);
        if total.saturating_add(output.len()) > limit {
            return false;
        }
        for entry in output {
            total = total.saturating_add(js_length(entry));
            if total > limit {
                return false;
            }
        }
        !base.contains('\n')
    }

    /// node's `groupArrayElements`: the entries of an array in aligned columns, one row
    /// per entry of the result; the entries unchanged when they are too long or too
    /// uneven. A final `... n more items` stays on a row of its own.
    fn group_array_elements(&mut self, output: Vec<String>, value: Option<ObjectRef>) -> Vec<String> {
        const SEPARATOR_SPACE: usize = 2;
        let mut output_length = output.len();
        if self.options.max_array_length.is_some_and(|max| max < output.len()) {
            output_length -= 1;
        }
        let data_length: Vec<usize> = output[..output_length].iter().map(|entry| display_width(entry)).collect();
        let total_length: usize = data_length.iter().map(|length| length + SEPARATOR_SPACE).sum();
        let max_length = data_length.iter().copied().max().unwrap_or(0);
        let actual_max = max_length + SEPARATOR_SPACE;
        let break_length = self.break_length();
        let three_fit = ((actual_max * 3 + self.indentation) as i64) < break_length;
        let even = total_length as f64 / actual_max as f64 > 5.0 || max_length <= 6;
        if !(three_fit && even) {
            return output;
        }
        const APPROX_CHAR_HEIGHTS: f64 = 2.5;
        let average_bias = (actual_max as f64 - total_length as f64 / output.len() as f64).sqrt();
        let biased_max = (actual_max as f64 - 3.0 - average_bias).max(1.0);
        let Compact::Levels(compact) = self.options.compact else { return output };
        let columns = [
            js_round((APPROX_CHAR_HEIGHTS * biased_max * output_length as f64).sqrt() / biased_max),
            ((break_length - self.indentation as i64) as f64 / actual_max as f64).floor(),
            f64::from(compact) * 4.0,
            15.0,
        ]
        .into_iter()
        .fold(f64::INFINITY, f64::min);
        if columns <= 1.0 {
            return output;
        }
        let columns = columns as usize;
        let max_line_length: Vec<usize> = (0..columns)
            .map(|column| {
                let widest = (column..output_length).step_by(columns).map(|j| data_length[j]).max().unwrap_or(0);
                widest + SEPARATOR_SPACE
            })
            .collect();
        let align_right = match value {
            Some(array) => (0..output.len()).all(|index| self.is_numeric_element(array, index)),
            None => true,
        };
        let mut grouped = Vec::with_capacity(output_length / columns + 2);
        for row_start in (0..output_length).step_by(columns) {
            let row_end = (row_start + columns).min(output_length);
            let mut row = String::new();
            // The padding counts code units, the widths columns: entries whose characters
            // are wider or narrower than one column get that much less or more.
            let target = |j: usize, width: usize| (width + js_length(&output[j])) as i64 - data_length[j] as i64;
            for j in row_start..row_end - 1 {
                let cell = format!("{}, ", output[j]);
                pad(&mut row, &cell, target(j, max_line_length[j - row_start]), align_right);
            }
            let last = row_end - 1;
            if align_right {
                let width = max_line_length[last - row_start] - SEPARATOR_SPACE;
                pad(&mut row, &output[last], target(last, width), true);
            } else {
                row.push_str(&output[last]);
            }
            grouped.push(row);
        }
        if output_length < output.len() {
            grouped.push(output[output_length].clone());
        }
        grouped
    }

    /// Whether `array[index]` is a number or a BigInt (an own data element; node reads
    /// it with `[[Get]]`).
    fn is_numeric_element(&mut self, array: ObjectRef, index: usize) -> bool {
        if let Some(typed) = TypedArrayRef::from_object(array) {
            return index < typed.length();
        }
        let Ok(index) = u32::try_from(index) else { return false };
        let element = self.data_get(array, PropertyKey::Index(index));
        element.is_number() || BigIntRef::from_value(element).is_some()
    }
}

/// Appends `text` padded with spaces to `length` code units (`padStart` when `right` is
/// set, `padEnd` otherwise).
fn pad(row: &mut String, text: &str, length: i64, right: bool) {
    let padding = " ".repeat(usize::try_from(length).unwrap_or(0).saturating_sub(js_length(text)));
    if right {
        row.push_str(&padding);
        row.push_str(text);
    } else {
        row.push_str(text);
        row.push_str(&padding);
    }
}

/// JavaScript's `Math.round` (halves round up).
fn js_round(x: f64) -> f64 {
    (x + 0.5).floor()
}

/// The columns a string takes on a terminal: node's `getStringWidth` without ICU
/// (control characters and combining marks take none, East Asian wide and full-width
/// characters two).
pub(super) fn display_width(text: &str) -> usize {
    text.chars()
        .map(|c| {
            let code = c as u32;
            if is_zero_width(code) {
                0
            } else if is_full_width(code) {
                2
            } else {
                1
            }
        })
        .sum()
}

fn is_zero_width(code: u32) -> bool {
    code <= 0x1f
        || (0x7f..=0x9f).contains(&code)
        || (0x300..=0x36f).contains(&code)
        || (0x200b..=0x200f).contains(&code)
        || (0x20d0..=0x20ff).contains(&code)
        || (0xfe00..=0xfe0f).contains(&code)
        || (0xfe20..=0xfe2f).contains(&code)
        || (0xe0100..=0xe01ef).contains(&code)
}

fn is_full_width(code: u32) -> bool {
    code >= 0x1100
        && (code <= 0x115f
            || code == 0x2329
            || code == 0x232a
            || ((0x2e80..=0x3247).contains(&code) && code != 0x303f)
            || (0x3250..=0x4dbf).contains(&code)
            || (0x4e00..=0xa4c6).contains(&code)
            || (0xa960..=0xa97c).contains(&code)
            || (0xac00..=0xd7a3).contains(&code)
            || (0xf900..=0xfaff).contains(&code)
            || (0xfe10..=0xfe19).contains(&code)
            || (0xfe30..=0xfe6b).contains(&code)
            || (0xff01..=0xff60).contains(&code)
            || (0xffe0..=0xffe6).contains(&code)
            || (0x1b000..=0x1b001).contains(&code)
            || (0x1f200..=0x1f251).contains(&code)
            || (0x1f300..=0x1f64f).contains(&code)
            || (0x20000..=0x3fffd).contains(&code))
}
