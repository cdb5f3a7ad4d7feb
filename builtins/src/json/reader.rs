//! The JSON grammar (ECMA-404), read into objects and arrays at full speed.
//!
//! * The text is read in its own width: an 8-bit string as bytes, others as UTF-16 code
//!   units (`Unit`), copied out once. A string without escapes becomes a string from its
//!   slice of the text directly; only escapes build a buffer.
//! * Collection is deferred for the whole read: everything allocated is either part of
//!   the result or an atom a structure of the result names, so nothing could be freed
//!   anyway, and the values waiting in the Rust stacks below need no rooting.
//! * Keys are interned once per distinct spelling (`keys`), and objects with the same
//!   keys in the same order share one structure: the first such object is built property
//!   by property, which finds or makes the transitions; later ones are allocated with that
//!   structure and their values stored at its offsets (`shapes`).
//! * Containers still open are kept on an explicit stack (`open`) with their pending
//!   members in two shared vectors, so nesting depth costs heap, not Rust stack:
//!
//! ```text
//!   {"a": [1, {"b": ⋅
//!   open:   Object{from 0} → Array{from 1} → Object{from 1}
//!   keys:   "a" "b"          values: [1] ...
//! ```

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use vm::property::PropertyOffset;
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, Message, ObjectRef, PropertyKey, StringRef, StructureRef, Vm};

use super::records::{ParseRecords, Recorder, Text};
use super::{MAX_DEPTH, too_deep};

/// Parses `text` as a JSON text: the value it denotes, or a SyntaxError.
pub fn read(vm: &mut Vm, text: StringRef) -> JsResult<JSValue> {
    match copy_text(vm, text)? {
        Text::Latin1(bytes) => Reader::new(&bytes).read(vm, &mut ()),
        Text::Utf16(units) => Reader::new(&units).read(vm, &mut ()),
    }
}

/// Parses `text` as a JSON text and makes its JSON Parse Records (what a reviver's
/// context needs): the value and the records, or a SyntaxError.
pub fn read_with_records(vm: &mut Vm, text: StringRef) -> JsResult<(JSValue, ParseRecords)> {
    let text = copy_text(vm, text)?;
    let mut records = ParseRecords::default();
    let value = match &text {
        Text::Latin1(bytes) => Reader::new(bytes).read(vm, &mut records)?,
        Text::Utf16(units) => Reader::new(units).read(vm, &mut records)?,
    };
    records.set_text(text);
    Ok((value, records))
}

/// A copy of the code units of `text`, in its own width.
fn copy_text(vm: &mut Vm, text: StringRef) -> JsResult<Text> {
    let text = vm.flatten(text)?;
    Ok(match text.view(vm).expect("a flattened string has a view") {
        vm::string::StrView::Latin1(bytes) => Text::Latin1(bytes.to_vec()),
        vm::string::StrView::Utf16(units) => Text::Utf16(units.to_vec()),
    })
}

/// A code unit of the text: a byte of an 8-bit string or a UTF-16 code unit.
trait Unit: Copy + Eq + std::hash::Hash + Into<u32> + 'static {
    /// A string of these units.
    fn new_string(vm: &mut Vm, units: &[Self]) -> JsResult<StringRef>;
    /// The unit as ASCII, if it is.
    fn ascii(self) -> Option<u8> {
        let unit: u32 = self.into();
        (unit < 0x80).then_some(unit as u8)
    }
}

impl Unit for u8 {
    fn new_string(vm: &mut Vm, units: &[u8]) -> JsResult<StringRef> {
        match units {
            [] => Ok(vm.empty_string()),
            [unit] => vm.single_character_string(*unit as u16),
            _ => vm.new_string_latin1(units),
        }
    }
}

impl Unit for u16 {
    fn new_string(vm: &mut Vm, units: &[u16]) -> JsResult<StringRef> {
        crate::string::new_string_from_units(vm, units)
    }
}

/// FNV-1a: keys are short, and a keyed hash would cost more than the lookup it speeds.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut hash = if self.0 == 0 { 0xcbf2_9ce4_8422_2325 } else { self.0 };
        for &byte in bytes {
            hash = (hash ^ byte as u64).wrapping_mul(0x0000_0100_0000_01b3);
        }
        self.0 = hash;
    }
}

type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<KeyHasher>>;

/// A container the reader has opened and not yet closed, with where its pending members
/// start in `keys` (objects) and `values`.
#[derive(Clone, Copy)]
enum Open {
    Array { values_from: usize },
    Object { keys_from: usize, values_from: usize },
}

/// A sequence of keys seen at the start of objects: a node of the key trie.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct ShapeNode(u32);

/// What objects whose keys end at a node get: the structure and the offsets of its
/// properties in key order (None: build them property by property).
struct Shape {
    structure: StructureRef,
    offsets: Vec<PropertyOffset>,
}

struct Reader<'a, U: Unit> {
    text: &'a [U],
    position: usize,
    /// Interned keys, by spelling (keys without escapes only).
    keys: FastMap<&'a [U], PropertyKey>,
    /// The key trie: (node, key) → the node after it; node 0 is the empty sequence.
    trie: FastMap<(ShapeNode, PropertyKey), ShapeNode>,
    /// The shape recorded at each node (index = node number).
    shapes: Vec<Option<Shape>>,
}

impl<'a, U: Unit> Reader<'a, U> {
    fn new(text: &'a [U]) -> Self {
        Reader { text, position: 0, keys: FastMap::default(), trie: FastMap::default(), shapes: vec![None] }
    }

    /// Reads the text, telling `recorder` what it reads (`()` records nothing).
    fn read<R: Recorder>(mut self, vm: &mut Vm, recorder: &mut R) -> JsResult<JSValue> {
        let _no_collection = vm.heap.defer_gc();
        let mut open: Vec<Open> = Vec::new();
        let mut keys: Vec<PropertyKey> = Vec::new();
        let mut values: Vec<JSValue> = Vec::new();
        'values: loop {
            // A value, or the start of a container.
            self.skip_whitespace();
            let start = self.position;
            let mut value = match self.peek() {
                Some(b'{') => {
                    self.position += 1;
                    self.skip_whitespace();
                    if self.peek() == Some(b'}') {
                        self.position += 1;
                        let prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
                        vm.new_object(prototype)?.to_value()
                    } else {
                        vm.push(&mut open, Open::Object { keys_from: keys.len(), values_from: values.len() })?;
                        self.check_depth(vm, open.len())?;
                        let key = self.member_name(vm)?;
                        vm.push(&mut keys, key)?;
                        continue 'values;
                    }
                }
                Some(b'[') => {
                    self.position += 1;
                    self.skip_whitespace();
                    if self.peek() == Some(b']') {
                        self.position += 1;
                        vm.create_array_from_list(&[])?.to_value()
                    } else {
                        vm.push(&mut open, Open::Array { values_from: values.len() })?;
                        self.check_depth(vm, open.len())?;
                        continue 'values;
                    }
                }
                Some(b'"') => self.string(vm)?.to_value(),
                Some(b't') => self.literal(vm, b"true", JSValue::TRUE)?,
                Some(b'f') => self.literal(vm, b"false", JSValue::FALSE)?,
                Some(b'n') => self.literal(vm, b"null", JSValue::NULL)?,
                Some(b'-' | b'0'..=b'9') => self.number(vm)?,
                _ => return Err(self.unexpected(vm)),
            };
            let mut node = recorder.leaf(vm, value, start, self.position)?;
            // The value is a member of the innermost container; close those that end.
            loop {
                let Some(&container) = open.last() else {
                    // The whole text is this value and white space.
                    self.skip_whitespace();
                    if self.position < self.text.len() {
                        return Err(self.unexpected(vm));
                    }
                    recorder.finish(vm, node)?;
                    return Ok(value);
                };
                // The lists grow with the text, which a script chose.
                vm.push(&mut values, value)?;
                recorder.member(vm, node)?;
                self.skip_whitespace();
                match (container, self.peek()) {
                    (_, Some(b',')) => {
                        self.position += 1;
                        if let Open::Object { .. } = container {
                            self.skip_whitespace();
                            let key = self.member_name(vm)?;
                            vm.push(&mut keys, key)?;
                        }
                        continue 'values;
                    }
                    (Open::Array { values_from }, Some(b']')) => {
                        self.position += 1;
                        value = vm.create_array_from_list(&values[values_from..])?.to_value();
                        node = recorder.array(vm, value, values_from)?;
                        values.truncate(values_from);
                    }
                    (Open::Object { keys_from, values_from }, Some(b'}')) => {
                        self.position += 1;
                        value = self.make_object(vm, &keys[keys_from..], &values[values_from..])?.to_value();
                        node = recorder.object(vm, value, &keys[keys_from..], values_from)?;
                        keys.truncate(keys_from);
                        values.truncate(values_from);
                    }
                    _ => return Err(self.unexpected(vm)),
                }
                open.pop();
            }
        }
    }

    /// The object of these members (later duplicates win, as CreateDataProperty has it).
    #[inline(always)]
    fn make_object(&mut self, vm: &mut Vm, keys: &[PropertyKey], values: &[JSValue]) -> JsResult<ObjectRef> {
        // Fast path: the structure of the last object with these keys.
        let mut node = ShapeNode(0);
        for &key in keys {
            node = match self.trie.get(&(node, key)) {
                Some(&next) => next,
                None => {
                    let next = ShapeNode(self.shapes.len() as u32);
                    self.shapes.push(None);
                    self.trie.insert((node, key), next);
                    next
                }
            };
        }
        if let Some(shape) = &self.shapes[node.0 as usize] {
            let object = vm.new_object_with_structure(shape.structure)?;
            for (&offset, &value) in shape.offsets.iter().zip(values) {
                vm.set_slot(object, offset, value);
            }
            return Ok(object);
        }
        let prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
        let object = vm.new_object(prototype)?;
        for (&key, &value) in keys.iter().zip(values) {
            vm.create_data_property(object, key, value)?;
        }
        self.shapes[node.0 as usize] = shape_of(vm, object, keys);
        Ok(object)
    }

    /// The code unit at the current position, if it is ASCII.
    fn peek(&self) -> Option<u8> {
        self.text.get(self.position).and_then(|unit| unit.ascii())
    }

    /// ws: tab, line feed, carriage return and space.
    fn skip_whitespace(&mut self) {
        while matches!(self.peek(), Some(b'\t' | b'\n' | b'\r' | b' ')) {
            self.position += 1;
        }
    }

    fn check_depth(&self, vm: &mut Vm, depth: usize) -> JsResult<()> {
        if depth > MAX_DEPTH * 10 {
            return Err(too_deep(vm));
        }
        Ok(())
    }

    /// The SyntaxError for the code unit at the current position (or the end).
    fn unexpected(&self, vm: &mut Vm) -> vm::Throw {
        let detail = match self.text.get(self.position) {
            None => "Unexpected end of JSON input".to_string(),
            Some(&unit) => {
                let character = char::from_u32(unit.into()).unwrap_or(char::REPLACEMENT_CHARACTER);
                format!("Unexpected token '{character}' in JSON at position {}", self.position)
            }
        };
        vm.throw_error_with(Message::Syntax, detail)
    }

    /// The rest of `word` (whose first letter is next), giving `value`.
    fn literal(&mut self, vm: &mut Vm, word: &[u8], value: JSValue) -> JsResult<JSValue> {
        for &byte in word {
            if self.peek() != Some(byte) {
                return Err(self.unexpected(vm));
            }
            self.position += 1;
        }
        Ok(value)
    }

    /// member: a string, white space, ":" (white space before the string is skipped).
    fn member_name(&mut self, vm: &mut Vm) -> JsResult<PropertyKey> {
        if self.peek() != Some(b'"') {
            return Err(self.unexpected(vm));
        }
        let key = match self.plain_string() {
            Some(spelling) => match self.keys.get(spelling) {
                Some(&key) => key,
                None => {
                    let string = U::new_string(vm, spelling)?;
                    let key = vm.property_key(string)?;
                    self.keys.insert(spelling, key);
                    key
                }
            },
            None => {
                let units = self.escaped_string(vm)?;
                let string = crate::string::new_string_from_units(vm, &units)?;
                vm.property_key(string)?
            }
        };
        self.skip_whitespace();
        if self.peek() != Some(b':') {
            return Err(self.unexpected(vm));
        }
        self.position += 1;
        Ok(key)
    }

    /// A string value.
    #[inline(always)]
    fn string(&mut self, vm: &mut Vm) -> JsResult<StringRef> {
        match self.plain_string() {
            Some(units) => U::new_string(vm, units),
            None => {
                let units = self.escaped_string(vm)?;
                crate::string::new_string_from_units(vm, &units)
            }
        }
    }

    /// Fast path: a string (the opening quote is next) without escapes or control
    /// characters, as its slice of the text, consumed; otherwise None, consuming nothing.
    #[inline(always)]
    fn plain_string(&mut self) -> Option<&'a [U]> {
        let start = self.position + 1;
        let text: &'a [U] = self.text;
        let length = text[start..].iter().position(|unit| {
            let unit: u32 = (*unit).into();
            unit == 0x22 || unit == 0x5c || unit < 0x20
        })?;
        let end = start + length;
        if text[end].into() != 0x22 {
            return None;
        }
        self.position = end + 1;
        Some(&text[start..end])
    }

    /// string: '"' characters '"', with the escapes of JSON; the opening quote is next.
    fn escaped_string(&mut self, vm: &mut Vm) -> JsResult<Vec<u16>> {
        self.position += 1;
        let mut units = Vec::new();
        loop {
            let Some(&unit) = self.text.get(self.position) else { return Err(self.unexpected(vm)) };
            let unit: u32 = unit.into();
            match unit {
                0x22 => {
                    self.position += 1;
                    return Ok(units);
                }
                0x5c => {
                    self.position += 1;
                    let escaped = match self.peek() {
                        Some(b'"') => 0x22,
                        Some(b'\\') => 0x5c,
                        Some(b'/') => 0x2f,
                        Some(b'b') => 0x08,
                        Some(b'f') => 0x0c,
                        Some(b'n') => 0x0a,
                        Some(b'r') => 0x0d,
                        Some(b't') => 0x09,
                        Some(b'u') => {
                            let mut value = 0u16;
                            for _ in 0..4 {
                                self.position += 1;
                                let digit = self.peek().and_then(|byte| (byte as char).to_digit(16));
                                let Some(digit) = digit else { return Err(self.unexpected(vm)) };
                                value = value * 16 + digit as u16;
                            }
                            value
                        }
                        _ => return Err(self.unexpected(vm)),
                    };
                    vm.push(&mut units, escaped)?;
                    self.position += 1;
                }
                // Control characters must be escaped.
                0x00..=0x1f => return Err(self.unexpected(vm)),
                _ => {
                    // As long as the text, which a script chose.
                    vm.push(&mut units, unit as u16)?;
                    self.position += 1;
                }
            }
        }
    }

    /// number: -? int frac? exp?, where int is 0 or digits not starting with 0.
    #[inline(always)]
    fn number(&mut self, vm: &mut Vm) -> JsResult<JSValue> {
        let start = self.position;
        let negative = self.peek() == Some(b'-');
        if negative {
            self.position += 1;
        }
        // int, accumulated as an integer as long as it is exact.
        let int_start = self.position;
        let mut integer: u64 = 0;
        match self.peek() {
            Some(b'0') => self.position += 1,
            Some(b'1'..=b'9') => {
                while let Some(digit @ b'0'..=b'9') = self.peek() {
                    integer = integer.wrapping_mul(10).wrapping_add((digit - b'0') as u64);
                    self.position += 1;
                }
            }
            _ => return Err(self.unexpected(vm)),
        }
        let int_digits = self.position - int_start;
        let mut plain = true;
        if self.peek() == Some(b'.') {
            self.position += 1;
            plain = false;
            if self.digits() == 0 {
                return Err(self.unexpected(vm));
            }
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.position += 1;
            plain = false;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.position += 1;
            }
            if self.digits() == 0 {
                return Err(self.unexpected(vm));
            }
        }
        // Fast path: an integer of at most 15 digits is exact in a double.
        if plain && int_digits <= 15 {
            let magnitude = integer as f64;
            return Ok(JSValue::from_number(if negative { -magnitude } else { magnitude }));
        }
        let text: String = self.text[start..self.position].iter().map(|&unit| unit.into() as u8 as char).collect();
        Ok(JSValue::from_number(text.parse::<f64>().unwrap_or(f64::NAN)))
    }

    /// Decimal digits: how many.
    fn digits(&mut self) -> usize {
        let from = self.position;
        while self.peek().is_some_and(|byte| byte.is_ascii_digit()) {
            self.position += 1;
        }
        self.position - from
    }
}

/// The shape an object built from `keys` ended with, if later objects with those keys
/// can take it directly: every key a distinct named property of a structure that is
/// not a dictionary.
fn shape_of(vm: &Vm, object: ObjectRef, keys: &[PropertyKey]) -> Option<Shape> {
    let structure = vm.structure_of(object);
    if structure.is_dictionary() || structure.property_count() != keys.len() {
        return None;
    }
    let offsets =
        keys.iter().map(|key| structure.get(key.named()?).map(|entry| entry.offset)).collect::<Option<_>>()?;
    Some(Shape { structure, offsets })
}
