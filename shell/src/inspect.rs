//! Showing values as node's `util.inspect` does: the REPL's output, and what
//! `console.log` and the uncaught-error printer print.
//!
//! Two entry points:
//!
//! * [`inspect`]: one value in the REPL's style (`util.inspect(value)`): strings quoted,
//!   objects as `{ a: 1, b: 'x' }`, nested two levels deep, cycles as `[Circular *1]`.
//! * [`format_log_args`]: `console.log`'s arguments (`util.format(...args)`): strings as
//!   they are, the rest inspected, joined by spaces, and the `%s %d %i %f %j %o %O %c %%`
//!   directives of a first string argument replaced.
//!
//! The output is node 20's, character for character, wherever this module implements
//! node's behaviour (shell/DESIGN.md, "Inspect", lists where it does not). The algorithm
//! follows node's: a value is formatted into *entries* (one per element or property),
//! which `layout.rs` then puts on one line when they fit within the break length (80
//! columns) and on one line each otherwise, grouping long arrays of short items into
//! columns.
//!
//! ```text
//!   format_value ── primitive ─────────────────────────────── primitive.rs
//!        │        ── proxy: its target (or `Proxy [ t, h ]`)
//!        │        ── seen on the way down: [Circular *n]
//!        ▼
//!   format_raw (raw.rs): constructor name and tag (naming.rs), the kind of object, its keys
//!        │   bases: functions, classes, boxed primitives, RegExp, Date (base.rs), errors (error.rs)
//!        │   bodies: arrays, typed arrays, buffers, Map, Set, iterators, promises (entries.rs)
//!        │   properties: `key: value`, `[Getter]` (property.rs)
//!        ▼
//!   entries ── reduce_to_single_string / group_array_elements (layout.rs) ── text
//! ```
//!
//! **Inspecting runs no JavaScript.** Properties are read from storage through
//! `lookup.rs`: an accessor shows as `[Getter]` and is never called, a Proxy shows its
//! target and none of its traps runs, and where node reads a property with `[[Get]]` (an
//! error's `name`, a constructor's `name`, `Symbol.toStringTag`) only data properties are
//! read. Only [`format_log_args`] runs code, where node's `util.format` does: `%s` of an
//! object with its own `toString`, `%d`, `%i`, `%f` and `%j` convert their argument.
//!
//! **Rooting (H3).** An object being formatted is on the `seen` stack, whose entries are
//! rooted; values read from its properties stay reachable from it, since nothing runs
//! that could change it. Inspecting allocates in the heap only where the engine makes
//! a value on demand (a typed array's `buffer` under `showHidden`).
//!
//! **Bounds.** Nesting is bounded by `depth` (2 by default, `[Object]` below it) and, when
//! `depth` is unlimited (or a chain of proxies is shown), by the Rust stack the inspection
//! has used: past [`MAX_STACK`] bytes an object is shown as node shows one whose inspection
//! overflowed the stack, whatever the build (a level takes about 10 KiB unoptimized, 2 KiB
//! optimized), so that the caller's thread needs that much room and no more. Arrays, typed arrays, Maps and Sets
//! show their first 100 entries, strings their first 10,000 code units; once an
//! indentation level has produced 2^27 characters, deeper objects are shown by kind only.

mod base;
mod entries;
mod error;
mod layout;
mod log;
mod lookup;
mod naming;
mod primitive;
mod property;
mod raw;
#[cfg(test)]
mod tests;

use std::collections::HashMap;

use vm::{JSValue, JsResult, ObjectRef, Rooted, Vm};

pub use log::format_log_args;

/// The Rust stack an inspection may use before it stops going deeper, as node stops when
/// its stack overflows.
pub const MAX_STACK: usize = 1 << 20;

/// The text of an object below which the inspection stopped (node's, after a stack
/// overflow).
fn interrupted(name: &str) -> String {
    format!("[{name}: Inspection interrupted prematurely. Maximum call stack size exceeded.]")
}

/// Where the stack is now (it grows down on every target the engine supports).
fn stack_position() -> usize {
    let marker = 0u8;
    std::hint::black_box(&marker) as *const u8 as usize
}

/// node's `compact` option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compact {
    /// `compact: true`: entries run on within the break length, the closing brace stays
    /// on the last line.
    Legacy,
    /// `compact: n` (`false` is 0): an object whose innermost nesting is less than `n`
    /// levels deeper is put on one line when it fits; arrays of more than six entries are
    /// grouped in columns when `n` is at least 1.
    Levels(u32),
}

/// The options of `util.inspect` that the output depends on (colours, custom inspect
/// functions and calling getters are not offered: they run code or add escapes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InspectOptions {
    /// How many levels of objects are shown in full (`None`: all).
    pub depth: Option<u32>,
    /// Show non-enumerable properties (`[key]: value`) and user-defined prototype
    /// properties.
    pub show_hidden: bool,
    /// Show a Proxy as `Proxy [ target, handler ]` instead of its target.
    pub show_proxy: bool,
    /// The most elements of an array, typed array, Map or Set shown (`None`: all).
    pub max_array_length: Option<usize>,
    /// The most code units of a string shown (`None`: all).
    pub max_string_length: Option<usize>,
    /// The line length at which entries go on lines of their own (`usize::MAX`: never).
    pub break_length: usize,
    pub compact: Compact,
    /// Sort the properties of objects, Maps and Sets.
    pub sorted: bool,
}

impl Default for InspectOptions {
    /// node's defaults.
    fn default() -> InspectOptions {
        InspectOptions {
            depth: Some(2),
            show_hidden: false,
            show_proxy: false,
            max_array_length: Some(100),
            max_string_length: Some(10_000),
            break_length: 80,
            compact: Compact::Levels(3),
            sorted: false,
        }
    }
}

/// `value` as `util.inspect(value, options)` shows it.
pub fn inspect(vm: &mut Vm, value: JSValue, options: &InspectOptions) -> JsResult<String> {
    let root = vm.root_value(value);
    Inspector::new(vm, options).format_value(root.get(), 0, false)
}

/// One inspection: node's `ctx`.
struct Inspector<'vm> {
    vm: &'vm mut Vm,
    options: InspectOptions,
    /// The depth limit; `None` for none, -1 once the output budget is spent.
    depth: Option<i64>,
    /// Columns of indentation of the entries being formatted.
    indentation: usize,
    /// The objects being formatted, outermost first.
    seen: Vec<Rooted<ObjectRef>>,
    /// Objects met again while being formatted: `*n` is the n-th.
    circular: Vec<Rooted<ObjectRef>>,
    /// The nesting level of the object entered last (node's `currentDepth`), which
    /// decides whether an object may be put on one line.
    current_depth: i64,
    /// Characters of output produced per indentation level.
    budget: HashMap<usize, usize>,
    /// The stack position when the inspection began.
    stack_base: usize,
}

/// Characters of output at one indentation level after which deeper objects are shown by
/// kind only (node's limit).
const BUDGET: usize = 1 << 27;

/// What an entry is, which decides how it is written and laid out (node's
/// `kObjectType`, `kArrayType`, `kArrayExtrasType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum EntryStyle {
    /// `key: value`, in an object's braces.
    Property,
    /// An array element: the value alone.
    Element,
    /// `key: value` of an array-like (an array's extra properties, a typed array's), or an
    /// entry of a list (`[ key, value ]`, `Proxy [ ... ]`): laid out like elements, grouped
    /// in columns when long.
    ArrayProperty,
}

impl<'vm> Inspector<'vm> {
    fn new(vm: &'vm mut Vm, options: &InspectOptions) -> Inspector<'vm> {
        Inspector {
            vm,
            options: *options,
            depth: options.depth.map(i64::from),
            indentation: 0,
            seen: Vec::new(),
            circular: Vec::new(),
            current_depth: 0,
            budget: HashMap::new(),
            stack_base: stack_position(),
        }
    }

    /// Whether the inspection has used all the stack it may.
    fn stack_exhausted(&self) -> bool {
        self.stack_base.saturating_sub(stack_position()) > MAX_STACK
    }

    /// Whether objects at nesting level `recurse` are shown by kind only.
    fn too_deep(&self, recurse: i64) -> bool {
        self.depth.is_some_and(|depth| recurse > depth)
    }

    /// The break length as a signed number (node's arithmetic on it may go negative).
    fn break_length(&self) -> i64 {
        i64::try_from(self.options.break_length).unwrap_or(i64::MAX)
    }

    /// node's `formatValue`: any value at nesting level `recurse`. `typed_array` is set for
    /// the `buffer` of a typed array shown with its hidden properties (whose contents are
    /// not shown again).
    fn format_value(&mut self, value: JSValue, recurse: i64, typed_array: bool) -> JsResult<String> {
        let Some(mut object) = ObjectRef::from_value(value) else { return Ok(self.format_primitive(value)) };
        if object.is_proxy() {
            if object.proxy_target().is_none() {
                return Ok("<Revoked Proxy>".to_string());
            }
            if self.options.show_proxy {
                return self.format_proxy(object, recurse);
            }
            match lookup::innermost_target(object) {
                Some(target) => object = target,
                None => return Ok("<Revoked Proxy>".to_string()),
            }
        }
        if self.seen.iter().any(|seen| seen.get() == object) {
            let index = self.circular_index(object).unwrap_or_else(|| {
                self.circular.push(self.vm.rooted(object));
                self.circular.len()
            });
            return Ok(format!("[Circular *{index}]"));
        }
        self.format_raw(object, recurse, typed_array)
    }

    /// `Proxy [ target, handler ]` (with `showProxy`).
    fn format_proxy(&mut self, proxy: ObjectRef, recurse: i64) -> JsResult<String> {
        if self.too_deep(recurse) {
            return Ok("Proxy [Array]".to_string());
        }
        if self.stack_exhausted() {
            return Ok(interrupted("Proxy"));
        }
        let target = proxy.proxy_target().map_or(JSValue::NULL, ObjectRef::to_value);
        let handler = proxy.proxy_handler().map_or(JSValue::NULL, ObjectRef::to_value);
        let (_target_root, handler_root) = (self.vm.root_value(target), self.vm.root_value(handler));
        self.indentation += 2;
        let output =
            [self.format_value(target, recurse + 1, false), self.format_value(handler_root.get(), recurse + 1, false)];
        self.indentation -= 2;
        let output = output.into_iter().collect::<JsResult<Vec<_>>>()?;
        let braces = ["Proxy [".to_string(), "]".to_string()];
        Ok(self.reduce_to_single_string(output, "", &braces, EntryStyle::ArrayProperty, recurse + 1, None))
    }

    /// The index of `object` among the objects met again while being formatted.
    fn circular_index(&self, object: ObjectRef) -> Option<usize> {
        self.circular.iter().position(|circular| circular.get() == object).map(|position| position + 1)
    }
}

/// A string's length as JavaScript counts it (UTF-16 code units), which node's layout
/// rules use.
fn js_length(text: &str) -> usize {
    text.chars().map(char::len_utf16).sum()
}

/// `... n more item(s)`.
fn remaining_text(remaining: usize) -> String {
    format!("... {remaining} more item{}", if remaining > 1 { "s" } else { "" })
}
