//! JSON Parse Records (the JSON.parse source text access proposal): what JSON.parse
//! remembers of the text for its reviver, so that the reviver's third argument, `context`,
//! can give the source text of a primitive value as it was written (`1.0`, `"\u0041"`).
//!
//! The reader tells a [`Recorder`] each value it reads, so the records are made in the
//! same pass as the values: a tree of [`Node`]s (CreateJSONParseRecord's [[Value]],
//! [[Elements]] and [[Entries]]), each primitive with its range of the text. A record's
//! value is the one the text produced; InternalizeJSONProperty uses a record only while
//! the property still holds that value (SameValue), since a reviver may have replaced it
//! before it is visited. A replaced value may be garbage by then, so every value and key
//! the records name is kept alive by one array made while collection is still deferred.
//!
//! ```text
//!   [1, {"a": "x"}]      nodes:   0: 1 (1..2)   1: "x" (10..13)   2: {a}   3: [..]
//!                        members: [1] for 2 (key "a"), [0, 2] for 3 (keys 0, 1)
//! ```

use std::collections::HashMap;

use vm::{JSValue, JsResult, PropertyKey, Rooted, StringRef, Vm};

/// What the reader tells a recorder as it reads. `()` records nothing.
pub(super) trait Recorder {
    /// What stands for a value read.
    type Node: Copy;
    /// A primitive value, or an empty object or array, read from `start` to `end`.
    fn leaf(&mut self, vm: &mut Vm, value: JSValue, start: usize, end: usize) -> JsResult<Self::Node>;
    /// `node` is the next member of the innermost open container.
    fn member(&mut self, vm: &mut Vm, node: Self::Node) -> JsResult<()>;
    /// The innermost container closed: an array `value` of the members from the
    /// `members_from`-th of those pending.
    fn array(&mut self, vm: &mut Vm, value: JSValue, members_from: usize) -> JsResult<Self::Node>;
    /// The innermost container closed: an object `value` with these keys, in order,
    /// for the members from the `members_from`-th of those pending.
    fn object(
        &mut self,
        vm: &mut Vm,
        value: JSValue,
        keys: &[PropertyKey],
        members_from: usize,
    ) -> JsResult<Self::Node>;
    /// The whole text was `node`: called before collection may run again.
    fn finish(&mut self, vm: &mut Vm, node: Self::Node) -> JsResult<()>;
}

impl Recorder for () {
    type Node = ();

    #[inline(always)]
    fn leaf(&mut self, _: &mut Vm, _: JSValue, _: usize, _: usize) -> JsResult<()> {
        Ok(())
    }

    #[inline(always)]
    fn member(&mut self, _: &mut Vm, _: ()) -> JsResult<()> {
        Ok(())
    }

    #[inline(always)]
    fn array(&mut self, _: &mut Vm, _: JSValue, _: usize) -> JsResult<()> {
        Ok(())
    }

    #[inline(always)]
    fn object(&mut self, _: &mut Vm, _: JSValue, _: &[PropertyKey], _: usize) -> JsResult<()> {
        Ok(())
    }

    #[inline(always)]
    fn finish(&mut self, _: &mut Vm, _: ()) -> JsResult<()> {
        Ok(())
    }
}

/// The code units of the text, in its own width.
pub(super) enum Text {
    Latin1(Vec<u8>),
    Utf16(Vec<u16>),
}

/// A JSON Parse Record.
#[derive(Clone, Copy)]
struct Node {
    /// [[Value]]
    value: JSValue,
    /// The source text of a primitive: `start..end` of the text.
    start: usize,
    end: usize,
    /// [[Elements]] or [[Entries]]: `members[members_from..members_from + count]`.
    members_from: usize,
    count: usize,
}

/// The JSON Parse Records of one text (index 0 is never a valid record until read).
#[derive(Default)]
pub struct ParseRecords {
    nodes: Vec<Node>,
    /// The members of every container, each container's together.
    members: Vec<usize>,
    /// Each member's key: its name in an object, its index in an array.
    member_keys: Vec<PropertyKey>,
    /// Members of containers still open, as the reader's pending values.
    pending: Vec<usize>,
    root: usize,
    /// Keeps every value and key above alive.
    roots: Option<Rooted<JSValue>>,
    text: Option<Text>,
}

impl Recorder for ParseRecords {
    type Node = usize;

    fn leaf(&mut self, vm: &mut Vm, value: JSValue, start: usize, end: usize) -> JsResult<usize> {
        let node = Node { value, start, end, members_from: 0, count: 0 };
        vm.push(&mut self.nodes, node)?;
        Ok(self.nodes.len() - 1)
    }

    fn member(&mut self, vm: &mut Vm, node: usize) -> JsResult<()> {
        vm.push(&mut self.pending, node)
    }

    fn array(&mut self, vm: &mut Vm, value: JSValue, members_from: usize) -> JsResult<usize> {
        let count = self.pending.len() - members_from;
        for index in 0..count {
            vm.push(&mut self.member_keys, PropertyKey::Index(index as u32))?;
        }
        self.close(vm, value, members_from)
    }

    fn object(&mut self, vm: &mut Vm, value: JSValue, keys: &[PropertyKey], members_from: usize) -> JsResult<usize> {
        debug_assert_eq!(keys.len(), self.pending.len() - members_from);
        for &key in keys {
            vm.push(&mut self.member_keys, key)?;
        }
        self.close(vm, value, members_from)
    }

    fn finish(&mut self, vm: &mut Vm, node: usize) -> JsResult<()> {
        self.root = node;
        // Every value, and every key that is a string: an array holds them all.
        let mut held: Vec<JSValue> = Vec::new();
        for node in &self.nodes {
            vm.push(&mut held, node.value)?;
        }
        for key in &self.member_keys {
            if let PropertyKey::Atom(atom) = key {
                vm.push(&mut held, atom.to_value())?;
            }
        }
        let array = vm.create_array_from_list(&held)?;
        self.roots = Some(vm.root_value(array.to_value()));
        Ok(())
    }
}

impl ParseRecords {
    /// The node of a container whose members are the pending ones from `members_from`.
    fn close(&mut self, vm: &mut Vm, value: JSValue, members_from: usize) -> JsResult<usize> {
        let from = self.members.len();
        let count = self.pending.len() - members_from;
        for index in members_from..self.pending.len() {
            let member = self.pending[index];
            vm.push(&mut self.members, member)?;
        }
        self.pending.truncate(members_from);
        let node = Node { value, start: 0, end: 0, members_from: from, count };
        vm.push(&mut self.nodes, node)?;
        Ok(self.nodes.len() - 1)
    }

    pub(super) fn set_text(&mut self, text: Text) {
        self.text = Some(text);
    }

    /// The record of the whole text.
    pub(super) fn root(&self) -> usize {
        self.root
    }

    /// [[Value]] of `record`.
    pub(super) fn value(&self, record: usize) -> JSValue {
        self.nodes[record].value
    }

    /// The source text of a primitive's `record`, as a string.
    pub(super) fn source(&self, vm: &mut Vm, record: usize) -> JsResult<StringRef> {
        let Node { start, end, .. } = self.nodes[record];
        match self.text.as_ref().expect("the text is kept with its records") {
            Text::Latin1(bytes) => vm.new_string_latin1(&bytes[start..end]),
            Text::Utf16(units) => crate::string::new_string_from_units(vm, &units[start..end]),
        }
    }

    /// [[Elements]] of an array's `record`.
    pub(super) fn elements(&self, record: usize) -> &[usize] {
        let Node { members_from, count, .. } = self.nodes[record];
        &self.members[members_from..members_from + count]
    }

    /// [[Entries]] of an object's `record`, by key: for a key the text gave more than once,
    /// the last, whose value the object holds.
    pub(super) fn entries(&self, record: usize) -> Entries {
        let Node { members_from, count, .. } = self.nodes[record];
        let range = members_from..members_from + count;
        let mut entries = HashMap::with_capacity(count);
        for (&key, &member) in self.member_keys[range.clone()].iter().zip(&self.members[range]) {
            entries.insert(key, member);
        }
        Entries(entries)
    }
}

/// The entries of an object's record, by key.
pub(super) struct Entries(HashMap<PropertyKey, usize>);

impl Entries {
    /// The record whose [[Key]] is `key`, if there is one.
    pub(super) fn get(&self, key: PropertyKey) -> Option<usize> {
        self.0.get(&key).copied()
    }
}
