//! The trace IR: a linear list of typed SSA instructions, LuaJIT style.
//!
//! A [`Ref`] names the instruction that computes a value; every operand refers to an
//! earlier instruction, so the list is its own topological order. Values are unboxed by
//! type: an `Int32` is a 32-bit integer, a `Double` an `f64`, a `Bool` 0 or 1, and a
//! `Value` a boxed `JSValue` word. Guards carry the snapshot to exit with when they fail.
//!
//! [`IrBuffer::emit`] folds constants and reuses an identical pure instruction already in
//! the trace (CSE) as it goes, so the recorder never has to.

use std::collections::HashMap;
use std::fmt;

use crate::snapshot::SnapshotId;

/// An instruction of the trace, by index.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Ref(pub u32);

impl Ref {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Ref {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}", self.0)
    }
}

/// The type of a value in the trace.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Type {
    Int32,
    Double,
    Bool,
    /// A boxed JSValue of no more specific type.
    Value,
    /// A raw machine word that is not a JSValue (a butterfly pointer); never in a snapshot.
    Ptr,
    /// No value (guards).
    None,
}

/// A comparison.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Cmp {
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
}

impl Cmp {
    pub fn holds_i32(self, a: i32, b: i32) -> bool {
        match self {
            Cmp::Lt => a < b,
            Cmp::Le => a <= b,
            Cmp::Gt => a > b,
            Cmp::Ge => a >= b,
            Cmp::Eq => a == b,
            Cmp::Ne => a != b,
        }
    }

    pub fn holds_f64(self, a: f64, b: f64) -> bool {
        match self {
            Cmp::Lt => a < b,
            Cmp::Le => a <= b,
            Cmp::Gt => a > b,
            Cmp::Ge => a >= b,
            Cmp::Eq => a == b,
            Cmp::Ne => a != b,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Cmp::Lt => "lt",
            Cmp::Le => "le",
            Cmp::Gt => "gt",
            Cmp::Ge => "ge",
            Cmp::Eq => "eq",
            Cmp::Ne => "ne",
        }
    }
}

/// Integer operations that cannot fail.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum IntOp {
    And,
    Or,
    Xor,
    Shl,
    /// `>>`
    Sar,
    /// Wrapping multiplication (Math.imul).
    Mul,
    Min,
    Max,
}

/// Double operations.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DoubleOp {
    Add,
    Sub,
    Mul,
    Div,
    /// JavaScript's `%` on doubles (a call to `fmod`).
    Mod,
}

/// What an instruction does.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Op {
    ConstInt(i32),
    /// The bits of an `f64`.
    ConstDouble(u64),
    ConstBool(bool),
    /// The bits of a boxed JSValue (a cell only from the code block's constant pool, which
    /// lives as long as the code that enters the trace).
    ConstValue(u64),
    /// The frame register `slot`, guarded to have the instruction's type (`Double` accepts
    /// an int32 and converts it; `Value` is not guarded).
    SLoad {
        slot: u16,
    },
    /// `a + b`, `a - b`, `a * b` on int32, exiting when the result is not an int32 (for
    /// `*`, also when it would be -0).
    AddOv(Ref, Ref),
    SubOv(Ref, Ref),
    MulOv(Ref, Ref),
    /// `-a`, exiting for 0 (whose negation is -0) and the minimum (overflow).
    NegOv(Ref),
    /// `a % b` for `a >= 0` and `b > 0`, exiting otherwise.
    ModInt(Ref, Ref),
    Int(IntOp, Ref, Ref),
    /// `a >>> b`, exiting when the result is not an int32.
    UShrOv(Ref, Ref),
    /// `a >>> b` as a double (for sites whose results did not fit an int32 before).
    UShrToDouble(Ref, Ref),
    BitNot(Ref),
    Double(DoubleOp, Ref, Ref),
    NegDouble(Ref),
    IntToDouble(Ref),
    /// ToInt32 of a double.
    DoubleToInt(Ref),
    /// A comparison to a Bool.
    CompareInt(Cmp, Ref, Ref),
    CompareDouble(Cmp, Ref, Ref),
    NotBool(Ref),
    /// Whether two Values have the same bits: `===` when one of them is undefined, null,
    /// an object or a symbol (whose equality is identity).
    SameBits(Ref, Ref),
    /// Exit unless `cmp(a, b)` is `expect`.
    GuardInt {
        cmp: Cmp,
        a: Ref,
        b: Ref,
        expect: bool,
    },
    GuardDouble {
        cmp: Cmp,
        a: Ref,
        b: Ref,
        expect: bool,
    },
    /// Exit unless the truthiness of `a` (any unboxed type) is `expect`.
    GuardTruthy {
        a: Ref,
        expect: bool,
    },
    /// Exit unless `a` (a Value) equals the boxed `bits` exactly (`expect`) or not.
    GuardBits {
        a: Ref,
        bits: u64,
        expect: bool,
    },
    /// Exit unless `a` (a Value) is undefined or null (`expect`) or neither.
    GuardNullish {
        a: Ref,
        expect: bool,
    },

    // Heap access. A guard below on a value already guarded the same way is left out.
    /// Exit unless `a` (a Value) is a cell.
    GuardCell {
        a: Ref,
    },
    /// Exit unless the cell `a` has structure `id`.
    GuardStructure {
        a: Ref,
        id: u32,
    },
    /// Exit unless the cell `a` is of JSType `js_type`.
    GuardJsType {
        a: Ref,
        js_type: u8,
    },
    /// Exit unless the object `a` has indexing shape `shape`.
    GuardShape {
        a: Ref,
        shape: u8,
    },
    /// Exit if `a` (a Value) is the empty value (a binding in its dead zone).
    GuardNotEmpty {
        a: Ref,
    },
    /// Exit unless `a` (a Value) holds this instruction's type, which it becomes.
    Unbox {
        a: Ref,
    },
    /// `a` boxed as a Value.
    BoxValue {
        a: Ref,
    },
    /// The word at `base + disp` (`base` a cell or a Ptr), as a Value.
    LoadField {
        base: Ref,
        disp: i32,
    },
    /// The butterfly of object `a`, as a Ptr.
    LoadButterfly {
        a: Ref,
    },
    /// Stores `value` (a Value) at `base + disp`, with the write barrier on `owner`.
    StoreField {
        base: Ref,
        disp: i32,
        value: Ref,
        owner: Ref,
    },
    /// Element `index` of the butterfly `storage` of shape `shape` (a Double for double
    /// storage, a Value otherwise); exits past the vector or on a hole.
    LoadElement {
        storage: Ref,
        index: Ref,
        shape: u8,
    },
    /// Stores `value` into element `index` of `storage` (shape `shape`: an Int32 value for
    /// int32 storage, a number for double, a Value for contiguous), with the write barrier
    /// on `owner`; exits unless the element exists (below the length, not a hole).
    StoreElement {
        storage: Ref,
        index: Ref,
        value: Ref,
        owner: Ref,
        shape: u8,
    },
    /// The length of array `a`, exiting when it is not an int32.
    ArrayLength {
        a: Ref,
    },
    /// An inline slot of object `a` at the displacement its structure selects among the
    /// cases `IrBuffer::polymorphic_cases[cases]`; exits for any other structure.
    LoadPolymorphic {
        a: Ref,
        cases: u32,
    },
    /// A new object: a cell of `size` bytes popped from the free list at `allocator`,
    /// with header word `header` and no butterfly; exits (before anything else happens)
    /// when the free list is empty, so the interpreter allocates on its slow path.
    AllocObject {
        allocator: u64,
        size: u32,
        header: u64,
    },
    /// A new array: a cell of `size` bytes popped from the free list at `allocator`, with
    /// header word `header`, and a butterfly for `length` elements (an Int32) popped from
    /// the free list of its size class, the one the interpreter's slow path asks for the
    /// same length (H1); the vector fills the cell, every element `fill` (the shape's
    /// hole). Exits, before anything happens, when `length` is past
    /// `vm::tier::MAX_INLINE_ARRAY_LENGTH` or either free list is empty.
    AllocArray {
        allocator: u64,
        size: u32,
        header: u64,
        length: Ref,
        fill: u64,
    },
    /// Element `index` of `a`, an array the trace just allocated (so within its length,
    /// and with no barrier: the array is new), = `value` in the representation of `shape`.
    InitElement {
        a: Ref,
        index: u32,
        value: Ref,
        shape: u8,
    },
    /// Switches object `a` to structure `id` (a transition that adds a property; the
    /// indexing type stays), with the write barrier.
    StoreStructure {
        a: Ref,
        id: u32,
    },
    /// `a.push(value)` onto array `a` of indexing shape `shape` (`value` in its
    /// representation): the new length. Exits when the vector has no room left.
    ArrayPush {
        a: Ref,
        value: Ref,
        shape: u8,
    },
    /// The length of string `a` (which never changes, and is below 2^30).
    StringLength {
        a: Ref,
    },
    /// The code unit at `index` of string `a`; exits for a rope or an index out of
    /// bounds (where charCodeAt gives NaN).
    StringCharCodeAt {
        a: Ref,
        index: Ref,
    },
    /// The length of typed array `a` (0 once detached or out of bounds), exiting when it
    /// is past int32.
    TypedArrayLength {
        a: Ref,
    },
    /// Exit unless typed array `a` has element kind `kind`.
    GuardTypedArrayKind {
        a: Ref,
        kind: u8,
    },
    /// `f(a)` for a pure `fn(f64) -> f64` (a Math function), called from the trace.
    CallUnary {
        f: u64,
        a: Ref,
    },
    SqrtDouble(Ref),
    AbsDouble(Ref),
    /// `|a|` of an int32, exiting for the minimum (whose magnitude is a double).
    AbsInt(Ref),
    /// Element `index` of typed array `a` (of kind `kind`): an Int32, or a Double for
    /// Uint32 and the float kinds; exits past the length (0 once detached).
    LoadTypedElement {
        a: Ref,
        index: Ref,
        kind: u8,
    },
    /// Stores `value` (an Int32, or a Double for the float kinds) into element `index` of
    /// typed array `a`; exits past the length.
    StoreTypedElement {
        a: Ref,
        index: Ref,
        value: Ref,
        kind: u8,
    },
}

impl Op {
    /// Whether the instruction may exit the trace.
    pub fn is_guard(self) -> bool {
        matches!(
            self,
            Op::SLoad { .. }
                | Op::GuardCell { .. }
                | Op::GuardStructure { .. }
                | Op::GuardJsType { .. }
                | Op::GuardShape { .. }
                | Op::GuardNotEmpty { .. }
                | Op::Unbox { .. }
                | Op::LoadElement { .. }
                | Op::StoreElement { .. }
                | Op::ArrayLength { .. }
                | Op::LoadPolymorphic { .. }
                | Op::AllocObject { .. }
                | Op::AllocArray { .. }
                | Op::GuardTypedArrayKind { .. }
                | Op::TypedArrayLength { .. }
                | Op::StringCharCodeAt { .. }
                | Op::ArrayPush { .. }
                | Op::LoadTypedElement { .. }
                | Op::StoreTypedElement { .. }
                | Op::AbsInt(_)
                | Op::AddOv(..)
                | Op::SubOv(..)
                | Op::MulOv(..)
                | Op::NegOv(_)
                | Op::ModInt(..)
                | Op::UShrOv(..)
                | Op::GuardInt { .. }
                | Op::GuardDouble { .. }
                | Op::GuardTruthy { .. }
                | Op::GuardBits { .. }
                | Op::GuardNullish { .. }
        )
    }

    /// Reads memory the trace may also write: never shared between two places.
    pub fn is_load(self) -> bool {
        matches!(
            self,
            Op::LoadField { .. }
                | Op::LoadPolymorphic { .. }
                | Op::LoadButterfly { .. }
                | Op::LoadElement { .. }
                | Op::ArrayLength { .. }
                | Op::TypedArrayLength { .. }
                | Op::LoadTypedElement { .. }
        )
    }

    /// Writes memory: kept even when nothing uses it.
    pub fn is_store(self) -> bool {
        matches!(
            self,
            Op::StoreField { .. }
                | Op::ArrayPush { .. }
                | Op::StoreElement { .. }
                | Op::InitElement { .. }
                | Op::StoreStructure { .. }
                | Op::StoreTypedElement { .. }
        )
    }

    /// A guard that passes or fails the same way for the same operands, wherever it is:
    /// a second one is redundant. (Nothing a trace does changes an object's structure or
    /// indexing shape.)
    pub fn is_idempotent_guard(self) -> bool {
        matches!(
            self,
            Op::GuardCell { .. }
                | Op::GuardStructure { .. }
                | Op::GuardJsType { .. }
                | Op::GuardShape { .. }
                | Op::GuardTypedArrayKind { .. }
                | Op::Unbox { .. }
                | Op::GuardBits { .. }
                | Op::GuardNullish { .. }
        )
    }

    /// The bits of a constant, as machine code and exits hold them; `None` for the rest.
    pub fn constant_bits(self) -> Option<u64> {
        match self {
            Op::ConstInt(v) => Some(v as u32 as u64),
            Op::ConstDouble(bits) | Op::ConstValue(bits) => Some(bits),
            Op::ConstBool(v) => Some(v as u64),
            _ => None,
        }
    }

    pub fn is_constant(self) -> bool {
        matches!(self, Op::ConstInt(_) | Op::ConstDouble(_) | Op::ConstBool(_) | Op::ConstValue(_))
    }

    /// The instruction's operands.
    pub fn operands(self) -> impl Iterator<Item = Ref> {
        let (a, b, c, d) = match self {
            Op::StoreField { base, value, owner, .. } => (Some(base), Some(value), Some(owner), None),
            Op::StoreElement { storage, index, value, owner, .. } => {
                (Some(storage), Some(index), Some(value), Some(owner))
            }
            Op::LoadElement { storage, index, .. } => (Some(storage), Some(index), None, None),
            Op::LoadTypedElement { a, index, .. } => (Some(a), Some(index), None, None),
            Op::StringCharCodeAt { a, index } => (Some(a), Some(index), None, None),
            Op::ArrayPush { a, value, .. } => (Some(a), Some(value), None, None),
            Op::StoreTypedElement { a, index, value, .. } => (Some(a), Some(index), Some(value), None),
            Op::GuardTypedArrayKind { a, .. } => (Some(a), None, None, None),
            Op::AllocArray { length, .. } => (Some(length), None, None, None),
            Op::InitElement { a, value, .. } => (Some(a), Some(value), None, None),
            Op::CallUnary { a, .. } | Op::SqrtDouble(a) | Op::AbsDouble(a) | Op::AbsInt(a) => {
                (Some(a), None, None, None)
            }
            Op::GuardCell { a }
            | Op::GuardStructure { a, .. }
            | Op::GuardJsType { a, .. }
            | Op::GuardShape { a, .. }
            | Op::GuardNotEmpty { a }
            | Op::Unbox { a }
            | Op::BoxValue { a }
            | Op::LoadButterfly { a }
            | Op::ArrayLength { a }
            | Op::TypedArrayLength { a }
            | Op::StringLength { a }
            | Op::LoadPolymorphic { a, .. }
            | Op::StoreStructure { a, .. }
            | Op::LoadField { base: a, .. } => (Some(a), None, None, None),
            other => {
                let (a, b) = other.arith_operands();
                (a, b, None, None)
            }
        };
        a.into_iter().chain(b).chain(c).chain(d)
    }

    fn arith_operands(self) -> (Option<Ref>, Option<Ref>) {
        match self {
            Op::AddOv(a, b)
            | Op::SubOv(a, b)
            | Op::MulOv(a, b)
            | Op::ModInt(a, b)
            | Op::Int(_, a, b)
            | Op::UShrOv(a, b)
            | Op::UShrToDouble(a, b)
            | Op::Double(_, a, b)
            | Op::CompareInt(_, a, b)
            | Op::CompareDouble(_, a, b)
            | Op::SameBits(a, b)
            | Op::GuardInt { a, b, .. }
            | Op::GuardDouble { a, b, .. } => (Some(a), Some(b)),
            Op::NegOv(a)
            | Op::BitNot(a)
            | Op::NegDouble(a)
            | Op::IntToDouble(a)
            | Op::DoubleToInt(a)
            | Op::NotBool(a)
            | Op::GuardTruthy { a, .. }
            | Op::GuardBits { a, .. }
            | Op::GuardNullish { a, .. } => (Some(a), None),
            _ => (None, None),
        }
    }
}

/// One instruction: what it does, its result type, and for a guard, its snapshot.
#[derive(Clone, Copy, Debug)]
pub struct Ins {
    pub op: Op,
    pub ty: Type,
    pub snapshot: Option<SnapshotId>,
}

/// How far back store-to-load forwarding looks (it is a linear search).
const FORWARDING_WINDOW: usize = 1000;

/// The instructions of a trace being recorded.
#[derive(Default)]
pub struct IrBuffer {
    pub ins: Vec<Ins>,
    /// The cases of each `LoadPolymorphic`: (structure id, displacement of the slot).
    pub polymorphic_cases: Vec<Vec<(u32, i32)>>,
    /// Pure instructions already emitted, for CSE.
    pure: HashMap<(Op, Type), Ref>,
}

impl IrBuffer {
    pub fn ty(&self, r: Ref) -> Type {
        self.ins[r.index()].ty
    }

    pub fn op(&self, r: Ref) -> Op {
        self.ins[r.index()].op
    }

    pub fn len(&self) -> usize {
        self.ins.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ins.is_empty()
    }

    pub fn int_constant(&self, r: Ref) -> Option<i32> {
        match self.op(r) {
            Op::ConstInt(v) => Some(v),
            _ => None,
        }
    }

    pub fn double_constant(&self, r: Ref) -> Option<f64> {
        match self.op(r) {
            Op::ConstDouble(bits) => Some(f64::from_bits(bits)),
            _ => None,
        }
    }

    pub fn const_int(&mut self, value: i32) -> Ref {
        self.emit(Op::ConstInt(value), Type::Int32, None)
    }

    pub fn const_double(&mut self, value: f64) -> Ref {
        self.emit(Op::ConstDouble(value.to_bits()), Type::Double, None)
    }

    pub fn const_bool(&mut self, value: bool) -> Ref {
        self.emit(Op::ConstBool(value), Type::Bool, None)
    }

    /// Appends `op` (a guard with `snapshot`), folding it first: a pure operation on
    /// constants becomes a constant, and one already in the trace is reused. A guard whose
    /// outcome is known to hold is dropped (`None`); one known to fail is kept, so the trace
    /// still exits there.
    pub fn emit(&mut self, op: Op, ty: Type, snapshot: Option<SnapshotId>) -> Ref {
        if let Some(folded) = self.fold(op) {
            return folded;
        }
        if let Op::Unbox { a } = op
            && let Op::BoxValue { a: unboxed } = self.op(a)
            && self.ty(unboxed) == ty
        {
            return unboxed;
        }
        if op.is_load()
            && let Some(known) = self.forwarded(op, ty)
        {
            return known;
        }
        let shared = (!op.is_guard() && !op.is_load() && !op.is_store()) || op.is_idempotent_guard();
        if shared && let Some(&existing) = self.pure.get(&(op, ty)) {
            return existing;
        }
        let r = Ref(self.ins.len() as u32);
        let snapshot = if op.is_guard() { snapshot } else { None };
        self.ins.push(Ins { op, ty, snapshot });
        if shared {
            self.pure.insert((op, ty), r);
        }
        r
    }

    /// Store-to-load forwarding: what load `op` would read, when the trace has it already,
    /// from an earlier load of the same place or the store that last wrote it, with no
    /// store in between that may write there. Two different base values may be the same
    /// object, so a store of the same field through another base (or of an element of
    /// another storage or index) ends the search. Nothing in a trace moves a butterfly, and
    /// only `ArrayPush` changes an array's length (it ends forwarding of lengths and
    /// elements).
    fn forwarded(&self, op: Op, ty: Type) -> Option<Ref> {
        for (index, earlier) in self.ins.iter().enumerate().rev().take(FORWARDING_WINDOW) {
            if earlier.op == op && earlier.ty == ty {
                return Some(Ref(index as u32));
            }
            match (op, earlier.op) {
                (Op::LoadField { base, disp }, Op::StoreField { base: stored_base, disp: stored_disp, value, .. })
                    if stored_disp == disp =>
                {
                    return (stored_base == base && self.ty(value) == ty).then_some(value);
                }
                (Op::LoadPolymorphic { .. }, Op::StoreField { .. } | Op::StoreStructure { .. }) => return None,
                // The header word holds the structure id.
                (Op::LoadField { disp, .. }, Op::StoreStructure { .. }) if disp < 8 => return None,
                (
                    Op::LoadElement { storage, index, .. },
                    Op::StoreElement { storage: stored_storage, index: stored_index, value, .. },
                ) => {
                    return (stored_storage == storage && stored_index == index && self.ty(value) == ty)
                        .then_some(value);
                }
                (Op::LoadElement { .. }, Op::InitElement { .. }) => return None,
                (Op::LoadElement { .. } | Op::ArrayLength { .. }, Op::ArrayPush { .. }) => return None,
                // Typed arrays may share a buffer, and a store converts the value.
                (Op::LoadTypedElement { .. }, Op::StoreTypedElement { .. }) => return None,
                _ => {}
            }
        }
        None
    }

    /// The index of a `LoadPolymorphic` case table (the same for the same cases).
    pub fn polymorphic_cases(&mut self, cases: Vec<(u32, i32)>) -> u32 {
        let index = self.polymorphic_cases.iter().position(|known| *known == cases).unwrap_or_else(|| {
            self.polymorphic_cases.push(cases);
            self.polymorphic_cases.len() - 1
        });
        index as u32
    }

    /// Forgets the structure guards passed on `a`, whose structure the trace changes.
    pub fn forget_structure_guards(&mut self, a: Ref) {
        self.pure.retain(|(op, _), _| !matches!(op, Op::GuardStructure { a: guarded, .. } if *guarded == a));
    }

    /// Emits a guard; `false` when it is known to hold (or an identical one passed
    /// already) and it was left out.
    pub fn guard(&mut self, op: Op, snapshot: SnapshotId) -> bool {
        if self.guard_holds(op) || (op.is_idempotent_guard() && self.pure.contains_key(&(op, Type::None))) {
            return false;
        }
        self.emit(op, Type::None, Some(snapshot));
        true
    }

    fn guard_holds(&self, op: Op) -> bool {
        match op {
            Op::GuardInt { cmp, a, b, expect } => match (self.int_constant(a), self.int_constant(b)) {
                (Some(x), Some(y)) => cmp.holds_i32(x, y) == expect,
                _ => false,
            },
            Op::GuardDouble { cmp, a, b, expect } => match (self.double_constant(a), self.double_constant(b)) {
                (Some(x), Some(y)) => cmp.holds_f64(x, y) == expect,
                _ => false,
            },
            Op::GuardTruthy { a, expect } => match self.op(a) {
                Op::ConstInt(v) => (v != 0) == expect,
                Op::ConstBool(v) => v == expect,
                Op::ConstDouble(bits) => {
                    let v = f64::from_bits(bits);
                    (v != 0.0 && !v.is_nan()) == expect
                }
                _ => false,
            },
            Op::GuardBits { a, bits, expect } => match self.op(a) {
                Op::ConstValue(v) => (v == bits) == expect,
                _ => false,
            },
            Op::GuardNullish { a, expect } => match self.op(a) {
                Op::ConstValue(v) => {
                    let value = vm::JSValue::from_bits(v);
                    value.is_undefined_or_null() == expect
                }
                _ => false,
            },
            _ => false,
        }
    }

    /// Constant folding of pure operations (and of the checked ones whose check passes).
    fn fold(&mut self, op: Op) -> Option<Ref> {
        let int = |r: Ref| self.int_constant(r);
        let double = |r: Ref| self.double_constant(r);
        match op {
            Op::AddOv(a, b) => int(a)?.checked_add(int(b)?).map(|v| self.const_int(v)),
            Op::SubOv(a, b) => int(a)?.checked_sub(int(b)?).map(|v| self.const_int(v)),
            Op::MulOv(a, b) => {
                let (x, y) = (int(a)?, int(b)?);
                let v = x.checked_mul(y)?;
                // 0 * -1 is -0, which only a double holds: leave it to the guard.
                if v == 0 && (x < 0 || y < 0) {
                    return None;
                }
                Some(self.const_int(v))
            }
            Op::Int(kind, a, b) => {
                let (x, y) = (int(a)?, int(b)?);
                let v = match kind {
                    IntOp::And => x & y,
                    IntOp::Or => x | y,
                    IntOp::Xor => x ^ y,
                    IntOp::Shl => x.wrapping_shl(y as u32 & 31),
                    IntOp::Sar => x >> (y as u32 & 31),
                    IntOp::Mul => x.wrapping_mul(y),
                    IntOp::Min => x.min(y),
                    IntOp::Max => x.max(y),
                };
                Some(self.const_int(v))
            }
            Op::BitNot(a) => Some(self.const_int(!int(a)?)),
            Op::IntToDouble(a) => Some(self.const_double(int(a)? as f64)),
            Op::Double(kind, a, b) => {
                let (x, y) = (double(a)?, double(b)?);
                let v = match kind {
                    DoubleOp::Add => x + y,
                    DoubleOp::Sub => x - y,
                    DoubleOp::Mul => x * y,
                    DoubleOp::Div => x / y,
                    DoubleOp::Mod => return None,
                };
                Some(self.const_double(v))
            }
            Op::CompareInt(cmp, a, b) => Some(self.const_bool(cmp.holds_i32(int(a)?, int(b)?))),
            Op::NotBool(a) => match self.op(a) {
                Op::ConstBool(v) => Some(self.const_bool(!v)),
                _ => None,
            },
            _ => None,
        }
    }
}

impl fmt::Display for Op {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Op::ConstInt(v) => write!(f, "kint   {v}"),
            Op::ConstDouble(bits) => write!(f, "knum   {}", f64::from_bits(bits)),
            Op::ConstBool(v) => write!(f, "kbool  {v}"),
            Op::ConstValue(bits) => write!(f, "kval   {bits:#x}"),
            Op::SLoad { slot } => write!(f, "sload  r{slot}"),
            Op::AddOv(a, b) => write!(f, "addov  {a} {b}"),
            Op::SubOv(a, b) => write!(f, "subov  {a} {b}"),
            Op::MulOv(a, b) => write!(f, "mulov  {a} {b}"),
            Op::NegOv(a) => write!(f, "negov  {a}"),
            Op::ModInt(a, b) => write!(f, "modint {a} {b}"),
            Op::Int(kind, a, b) => write!(f, "{:<6} {a} {b}", format!("{kind:?}").to_lowercase()),
            Op::UShrOv(a, b) => write!(f, "ushrov {a} {b}"),
            Op::UShrToDouble(a, b) => write!(f, "ushrd  {a} {b}"),
            Op::BitNot(a) => write!(f, "bnot   {a}"),
            Op::Double(kind, a, b) => write!(f, "{:<6} {a} {b}", format!("f{kind:?}").to_lowercase()),
            Op::NegDouble(a) => write!(f, "fneg   {a}"),
            Op::IntToDouble(a) => write!(f, "conv   {a} int>num"),
            Op::DoubleToInt(a) => write!(f, "tobit  {a}"),
            Op::CompareInt(cmp, a, b) => write!(f, "{:<6} {a} {b}", format!("i{}", cmp.name())),
            Op::CompareDouble(cmp, a, b) => write!(f, "{:<6} {a} {b}", format!("f{}", cmp.name())),
            Op::NotBool(a) => write!(f, "not    {a}"),
            Op::SameBits(a, b) => write!(f, "same   {a} {b}"),
            Op::GuardInt { cmp, a, b, expect } => write!(f, "guard  {a} i{} {b} == {expect}", cmp.name()),
            Op::GuardDouble { cmp, a, b, expect } => write!(f, "guard  {a} f{} {b} == {expect}", cmp.name()),
            Op::GuardTruthy { a, expect } => write!(f, "guard  {a} truthy == {expect}"),
            Op::GuardBits { a, bits, expect } => write!(f, "guard  {a} is {bits:#x} == {expect}"),
            Op::GuardNullish { a, expect } => write!(f, "guard  {a} nullish == {expect}"),
            Op::GuardCell { a } => write!(f, "guard  {a} is cell"),
            Op::GuardStructure { a, id } => write!(f, "guard  {a} structure {id}"),
            Op::GuardJsType { a, js_type } => write!(f, "guard  {a} jstype {js_type}"),
            Op::GuardShape { a, shape } => write!(f, "guard  {a} shape {shape:#x}"),
            Op::GuardNotEmpty { a } => write!(f, "guard  {a} not empty"),
            Op::Unbox { a } => write!(f, "unbox  {a}"),
            Op::BoxValue { a } => write!(f, "box    {a}"),
            Op::LoadField { base, disp } => write!(f, "fload  {base} {disp:+}"),
            Op::LoadButterfly { a } => write!(f, "bfly   {a}"),
            Op::StoreField { base, disp, value, owner } => {
                write!(f, "fstore {base} {disp:+} = {value} (owner {owner})")
            }
            Op::LoadElement { storage, index, shape } => write!(f, "eload  {storage}[{index}] shape {shape:#x}"),
            Op::StoreElement { storage, index, value, shape, .. } => {
                write!(f, "estore {storage}[{index}] = {value} shape {shape:#x}")
            }
            Op::ArrayLength { a } => write!(f, "alen   {a}"),
            Op::AllocObject { size, header, .. } => write!(f, "alloc  {size} bytes, header {header:#x}"),
            Op::AllocArray { size, header, length, .. } => {
                write!(f, "alloca {size} bytes, header {header:#x}, length {length}")
            }
            Op::InitElement { a, index, value, shape } => write!(f, "einit  {a}[{index}] = {value} shape {shape:#x}"),
            Op::StoreStructure { a, id } => write!(f, "sstore {a} structure {id}"),
            Op::GuardTypedArrayKind { a, kind } => write!(f, "guard  {a} typed kind {kind}"),
            Op::TypedArrayLength { a } => write!(f, "talen  {a}"),
            Op::StringLength { a } => write!(f, "slen   {a}"),
            Op::ArrayPush { a, value, shape } => write!(f, "apush  {a} {value} shape {shape:#x}"),
            Op::StringCharCodeAt { a, index } => write!(f, "schar  {a}[{index}]"),
            Op::LoadPolymorphic { a, cases } => write!(f, "pload  {a} cases #{cases}"),
            Op::CallUnary { f: function, a } => write!(f, "call   {function:#x}({a})"),
            Op::SqrtDouble(a) => write!(f, "fsqrt  {a}"),
            Op::AbsDouble(a) => write!(f, "fabs   {a}"),
            Op::AbsInt(a) => write!(f, "absov  {a}"),
            Op::LoadTypedElement { a, index, kind } => write!(f, "tload  {a}[{index}] kind {kind}"),
            Op::StoreTypedElement { a, index, value, kind } => write!(f, "tstore {a}[{index}] = {value} kind {kind}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_fold_and_pure_operations_are_shared() {
        let mut ir = IrBuffer::default();
        let two = ir.const_int(2);
        let three = ir.const_int(3);
        let five = ir.emit(Op::AddOv(two, three), Type::Int32, None);
        assert_eq!(ir.int_constant(five), Some(5));
        assert_eq!(ir.const_int(5), five, "constants are interned");
        let x = ir.emit(Op::SLoad { slot: 4 }, Type::Int32, None);
        let a = ir.emit(Op::Int(IntOp::And, x, five), Type::Int32, None);
        let b = ir.emit(Op::Int(IntOp::And, x, five), Type::Int32, None);
        assert_eq!(a, b);
        let max = ir.const_int(i32::MAX);
        let overflow = ir.emit(Op::AddOv(max, five), Type::Int32, None);
        assert!(ir.int_constant(overflow).is_none(), "an overflowing add stays a guard");
    }

    #[test]
    fn a_product_that_is_minus_zero_is_not_folded_to_an_int() {
        let mut ir = IrBuffer::default();
        let zero = ir.const_int(0);
        let minus_one = ir.const_int(-1);
        let product = ir.emit(Op::MulOv(zero, minus_one), Type::Int32, None);
        assert!(matches!(ir.op(product), Op::MulOv(..)));
    }

    #[test]
    fn a_load_after_a_store_of_the_same_field_reads_the_stored_value() {
        let mut ir = IrBuffer::default();
        let object = ir.emit(Op::SLoad { slot: 3 }, Type::Value, None);
        let other = ir.emit(Op::SLoad { slot: 4 }, Type::Value, None);
        let value = ir.emit(Op::ConstValue(7), Type::Value, None);
        ir.emit(Op::StoreField { base: object, disp: 16, value, owner: object }, Type::None, None);
        assert_eq!(ir.emit(Op::LoadField { base: object, disp: 16 }, Type::Value, None), value);
        let first = ir.emit(Op::LoadField { base: object, disp: 24 }, Type::Value, None);
        assert_eq!(ir.emit(Op::LoadField { base: object, disp: 24 }, Type::Value, None), first, "loads are reused");
        // `other` may be the same object: its store ends both.
        ir.emit(Op::StoreField { base: other, disp: 16, value: first, owner: other }, Type::None, None);
        ir.emit(Op::StoreField { base: other, disp: 24, value, owner: other }, Type::None, None);
        let reloaded = ir.emit(Op::LoadField { base: object, disp: 16 }, Type::Value, None);
        assert!(matches!(ir.op(reloaded), Op::LoadField { .. }));
        let reloaded = ir.emit(Op::LoadField { base: object, disp: 24 }, Type::Value, None);
        assert_ne!(reloaded, first);
    }

    #[test]
    fn an_element_store_elsewhere_ends_forwarding() {
        let mut ir = IrBuffer::default();
        let array = ir.emit(Op::SLoad { slot: 3 }, Type::Value, None);
        let storage = ir.emit(Op::LoadButterfly { a: array }, Type::Ptr, None);
        assert_eq!(ir.emit(Op::LoadButterfly { a: array }, Type::Ptr, None), storage);
        let (i, j) =
            (ir.emit(Op::SLoad { slot: 5 }, Type::Int32, None), ir.emit(Op::SLoad { slot: 6 }, Type::Int32, None));
        let shape = 0x08;
        let loaded = ir.emit(Op::LoadElement { storage, index: i, shape }, Type::Value, None);
        assert_eq!(ir.emit(Op::LoadElement { storage, index: i, shape }, Type::Value, None), loaded);
        let value = ir.emit(Op::ConstValue(7), Type::Value, None);
        ir.emit(Op::StoreElement { storage, index: j, value, owner: array, shape }, Type::None, None);
        assert_ne!(ir.emit(Op::LoadElement { storage, index: i, shape }, Type::Value, None), loaded, "j may be i");
        assert_eq!(ir.emit(Op::LoadElement { storage, index: j, shape }, Type::Value, None), value);
    }

    #[test]
    fn unboxing_a_boxed_value_gives_the_value_back() {
        let mut ir = IrBuffer::default();
        let x = ir.emit(Op::SLoad { slot: 3 }, Type::Int32, None);
        let boxed = ir.emit(Op::BoxValue { a: x }, Type::Value, None);
        assert_eq!(ir.emit(Op::Unbox { a: boxed }, Type::Int32, None), x);
        assert_ne!(ir.emit(Op::Unbox { a: boxed }, Type::Double, None), x);
    }

    #[test]
    fn guards_known_to_hold_are_dropped() {
        let mut ir = IrBuffer::default();
        let one = ir.const_int(1);
        let two = ir.const_int(2);
        let snapshot = SnapshotId(0);
        assert!(!ir.guard(Op::GuardInt { cmp: Cmp::Lt, a: one, b: two, expect: true }, snapshot));
        assert!(ir.guard(Op::GuardInt { cmp: Cmp::Lt, a: one, b: two, expect: false }, snapshot));
    }
}
