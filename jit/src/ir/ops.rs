//! The IR's operations, as one table (LuaJIT's `IRDEF`, Pulley's `for_each_op!`).
//!
//! Each row gives an operation's operands, its mnemonic, its mode flags and the category
//! whose files lower it (`x64/<category>.rs`, `arm64/<category>.rs`). Everything that
//! depends on what an operation is comes from the table: the [`Op`] enum, its operands
//! (a match with no wildcard arm), the flag queries and the printing. Adding an operation
//! is adding a row; the compiler then names every backend dispatch that must lower it.
//!
//! Fields of type `Ref` are operands: values computed earlier in the trace. The others are
//! immediates baked into the operation.
//!
//! Flags:
//! - `K` a constant;
//! - `G` a guard: may exit the trace, and carries a snapshot;
//! - `I` an idempotent guard: passes or fails the same way for the same operands wherever
//!   it is, so a second identical one is redundant (nothing a trace does changes an
//!   object's structure, JSType or indexing shape);
//! - `A` checks an assumption (a type, a structure, no overflow) rather than a branch's
//!   direction: an exit taken often there means the trace is stale;
//! - `L` loads memory the trace may also write: never shared, only forwarded;
//! - `S` stores: kept even when nothing uses it;
//! - `M` allocates: never shared;
//! - `C` commutative: CSE orders its operands;
//! - `N` may call a pure helper (a function of its arguments only: `fmod`, ToInt32, a
//!   Math function);
//! - `B` may call the write barrier's slow path (which touches the remembered set only);
//! - `X` calls out: what the callee may do is its call site's [`CallEffect`].
//!
//! An operation with none of `G`, `L`, `S`, `M` is pure: CSE shares it and dead-code
//! elimination drops it when nothing uses it.

use std::fmt;

use super::{Cmp, F64Bits, Ref};

/// The table. Each row: `Name { field: Type, ... } "mnemonic" [flags] category,`.
macro_rules! for_each_ir_op {
    ($m:ident) => {
        $m! {
            // Constants.
            /// An int32.
            ConstInt { value: i32 } "kint" [K] constant,
            ConstDouble { value: F64Bits } "knum" [K] constant,
            ConstBool { value: bool } "kbool" [K] constant,
            /// The bits of a boxed JSValue (a cell only from the code block's constant pool,
            /// which lives as long as the code that enters the trace, or one the trace keeps
            /// alive).
            ConstValue { bits: u64 } "kval" [K] constant,

            // Values: registers, boxing and type guards.
            /// The frame register `slot`, guarded to have the instruction's type (`Double`
            /// accepts an int32 and converts it; `Value` is not guarded).
            SLoad { slot: u16 } "sload" [G A] value,
            /// Exit unless `a` (a Value) holds this instruction's type, which it becomes.
            Unbox { a: Ref } "unbox" [G I A] value,
            /// `a` boxed as a Value.
            BoxValue { a: Ref } "box" [] value,
            /// Exit unless `a` (a Value) is a cell.
            GuardCell { a: Ref } "gcell" [G I A] value,
            /// Exit unless the cell `a` is of JSType `js_type`.
            GuardJsType { a: Ref, js_type: u8 } "gjstype" [G I A] value,
            /// Exit if `a` (a Value) is the empty value (a binding in its dead zone).
            GuardNotEmpty { a: Ref } "gnotempty" [G A] value,

            // Arithmetic. The `Ov` operations exit when the result is not an int32.
            /// `a + b` on int32s.
            AddOv { a: Ref, b: Ref } "addov" [G A C] arith,
            SubOv { a: Ref, b: Ref } "subov" [G A] arith,
            /// `a * b` on int32s, also exiting when the result would be -0.
            MulOv { a: Ref, b: Ref } "mulov" [G A C] arith,
            /// `-a`, exiting for 0 (whose negation is -0) and the minimum (overflow).
            NegOv { a: Ref } "negov" [G A] arith,
            /// `a % b` for `a >= 0` and `b > 0`, exiting otherwise.
            ModInt { a: Ref, b: Ref } "modint" [G A] arith,
            IntAnd { a: Ref, b: Ref } "band" [C] arith,
            IntOr { a: Ref, b: Ref } "bor" [C] arith,
            IntXor { a: Ref, b: Ref } "bxor" [C] arith,
            /// `a << b` (b modulo 32).
            IntShl { a: Ref, b: Ref } "bshl" [] arith,
            /// `a >> b` (b modulo 32).
            IntSar { a: Ref, b: Ref } "bsar" [] arith,
            /// Wrapping multiplication (Math.imul).
            IntMul { a: Ref, b: Ref } "imul" [C] arith,
            IntMin { a: Ref, b: Ref } "imin" [C] arith,
            IntMax { a: Ref, b: Ref } "imax" [C] arith,
            /// `a >>> b`, exiting when the result is not an int32.
            UShrOv { a: Ref, b: Ref } "ushrov" [G A] arith,
            /// `a >>> b` as a double (for sites whose results did not fit an int32 before).
            UShrToDouble { a: Ref, b: Ref } "ushrd" [] arith,
            BitNot { a: Ref } "bnot" [] arith,
            DoubleAdd { a: Ref, b: Ref } "fadd" [C] arith,
            DoubleSub { a: Ref, b: Ref } "fsub" [] arith,
            DoubleMul { a: Ref, b: Ref } "fmul" [C] arith,
            DoubleDiv { a: Ref, b: Ref } "fdiv" [] arith,
            /// JavaScript's `%` on doubles (C's `fmod`).
            DoubleMod { a: Ref, b: Ref } "fmod" [N] arith,
            NegDouble { a: Ref } "fneg" [] arith,
            IntToDouble { a: Ref } "conv" [] arith,
            /// ToInt32 of a double.
            DoubleToInt { a: Ref } "tobit" [N] arith,
            SqrtDouble { a: Ref } "fsqrt" [] arith,
            AbsDouble { a: Ref } "fabs" [] arith,
            /// `|a|` of an int32, exiting for the minimum (whose magnitude is a double).
            AbsInt { a: Ref } "absov" [G] arith,

            // Comparisons, as Bool values.
            CompareInt { cmp: Cmp, a: Ref, b: Ref } "icmp" [] compare,
            CompareDouble { cmp: Cmp, a: Ref, b: Ref } "fcmp" [] compare,
            NotBool { a: Ref } "not" [] compare,
            /// Whether two Values have the same bits: `===` when one of them is undefined,
            /// null, an object or a symbol (whose equality is identity).
            SameBits { a: Ref, b: Ref } "same" [C] compare,

            // Branches: guards on the direction the recorded iteration took.
            /// Exit unless `cmp(a, b)` is `expect`.
            GuardInt { cmp: Cmp, a: Ref, b: Ref, expect: bool } "gint" [G] control,
            GuardDouble { cmp: Cmp, a: Ref, b: Ref, expect: bool } "gnum" [G] control,
            /// Exit unless the truthiness of `a` (an Int32, Double or Bool) is `expect`.
            GuardTruthy { a: Ref, expect: bool } "gtruthy" [G] control,
            /// Exit unless `a` (a Value) equals the boxed `bits` exactly (`expect`) or not.
            GuardBits { a: Ref, bits: u64, expect: bool } "gbits" [G I] control,
            /// Exit unless `a` (a Value) is undefined or null (`expect`) or neither.
            GuardNullish { a: Ref, expect: bool } "gnullish" [G I] control,
            /// Exit when the host wants the running code's attention (the VM's interrupt
            /// word is set): the first instruction of every iteration.
            GuardInterrupt {} "gintr" [G] control,

            // Properties: inline-cache guards, slots and structures.
            /// Exit unless the cell `a` has structure `id`.
            GuardStructure { a: Ref, id: u32 } "gstruct" [G I A] property,
            /// The word at `base + disp` (`base` a cell or a Ptr), as a Value.
            LoadField { base: Ref, disp: i32 } "fload" [L] property,
            /// The butterfly of object `a`, as a Ptr.
            LoadButterfly { a: Ref } "bfly" [L] property,
            /// Stores `value` (a Value) at `base + disp`, with the write barrier on `owner`.
            StoreField { base: Ref, disp: i32, value: Ref, owner: Ref } "fstore" [S B] property,
            /// An inline slot of object `a` at the displacement its structure selects among
            /// the cases `IrBuffer::polymorphic_cases[cases]`; exits for any other structure.
            LoadPolymorphic { a: Ref, cases: u32 } "pload" [G L A] property,
            /// Switches object `a` to structure `id` (a transition that adds a property; the
            /// indexing type stays), with the write barrier.
            StoreStructure { a: Ref, id: u32 } "sstore" [S B] property,
            /// The length of string `a` (below 2^30; strings never change, so it is pure).
            StringLength { a: Ref } "slen" [] property,

            // Elements of arrays and typed arrays.
            /// Exit unless the object `a` has indexing shape `shape`.
            GuardShape { a: Ref, shape: u8 } "gshape" [G I A] elements,
            /// Element `index` of the butterfly `storage` of shape `shape` (a Double for
            /// double storage, a Value otherwise); exits past the vector or on a hole.
            LoadElement { storage: Ref, index: Ref, shape: u8 } "eload" [G L] elements,
            /// Stores `value` into element `index` of `storage` (shape `shape`: an Int32 for
            /// int32 storage, a number for double, a Value for contiguous), with the write
            /// barrier on `owner`; exits past the length, and on a hole unless `fill` (the
            /// recorder has shown that filling one needs nothing more: no prototype holds
            /// elements, or the store is a definition).
            StoreElement { storage: Ref, index: Ref, value: Ref, owner: Ref, shape: u8, fill: u8 } "estore" [G S B] elements,
            /// The length of array `a`, exiting when it is not an int32.
            ArrayLength { a: Ref } "alen" [G L] elements,
            /// `a.push(value)` onto array `a` of indexing shape `shape` (`value` in its
            /// representation): the new length. Exits when the vector has no room left.
            ArrayPush { a: Ref, value: Ref, shape: u8 } "apush" [G S B] elements,
            /// Element `index` of `a`, an array the trace just allocated (so within its
            /// length, and with no barrier: the array is new), = `value` in the
            /// representation of `shape`.
            InitElement { a: Ref, index: u32, value: Ref, shape: u8 } "einit" [S] elements,
            /// Exit unless typed array `a` has element kind `kind`.
            GuardTypedArrayKind { a: Ref, kind: u8 } "gtakind" [G I] elements,
            /// The length of typed array `a` (0 once detached or out of bounds), exiting when
            /// it is past int32.
            TypedArrayLength { a: Ref } "talen" [G L] elements,
            /// Element `index` of typed array `a` (of kind `kind`): an Int32, or a Double for
            /// Uint32 and the float kinds; exits past the length (0 once detached).
            LoadTypedElement { a: Ref, index: Ref, kind: u8 } "tload" [G L] elements,
            /// Stores `value` (an Int32, or a Double for the float kinds) into element
            /// `index` of typed array `a`; exits past the length.
            StoreTypedElement { a: Ref, index: Ref, value: Ref, kind: u8 } "tstore" [G S] elements,


            // Allocation from the size-class free lists (H1).
            /// A new object: a cell of `size` bytes popped from the free list at `allocator`,
            /// with header word `header` and no butterfly; exits (before anything else
            /// happens) when the free list is empty, so the interpreter allocates on its slow
            /// path.
            AllocObject { allocator: u64, size: u32, header: u64 } "alloc" [G M] object,
            /// A new array: a cell of `size` bytes popped from the free list at `allocator`,
            /// with header word `header`, and a butterfly for `length` elements (an Int32)
            /// popped from the free list of its size class, the one the interpreter's slow
            /// path asks for the same length (H1); the vector fills the cell, every element
            /// `fill` (the shape's hole). Exits, before anything happens, when `length` is
            /// past `vm::tier::MAX_INLINE_ARRAY_LENGTH` or either free list is empty.
            AllocArray { allocator: u64, size: u32, header: u64, length: Ref, fill: u64 } "alloca" [G M] object,

            // Natives the trace computes.
            /// `f(a)` for a pure `fn(f64) -> f64` (a Math function).
            CallUnary { f: u64, a: Ref } "call" [N] call,
            /// The code unit at `index` of string `a` (`charCodeAt`); exits for a rope or an
            /// index out of bounds (where charCodeAt gives NaN).
            StringCharCodeAt { a: Ref, index: Ref } "schar" [G] call,
            /// The string of the one code unit `unit` (an Int32), from the VM's cache of
            /// them at `table` (`Vm::single_character_strings`); exits for a unit past 255
            /// or one whose string is not made yet.
            SingleCharacterString { unit: Ref, table: u64 } "schr" [G] call,

            // Calls out (`backend/call_out.rs`): to code that may allocate, collect, throw or
            // run JavaScript.
            /// Word `index` of the window of the trace's next call out (the callee, `this`,
            /// `new.target`, then the arguments) = `value`, boxed.
            CallArgument { index: u16, value: Ref } "carg" [S] call,
            /// Calls out as `Recorded::call_sites[site]` says, with the window the
            /// `CallArgument`s before it filled: the result, or the empty value when the
            /// call threw. `effect` is the site's, for the optimisations that look past it.
            CallOut { site: u32, effect: CallEffect } "callout" [S M X] call,
            /// Exit when `a`, the result of a call out, is the empty value: the call threw,
            /// and the exit resumes by throwing at the call.
            GuardNoException { a: Ref } "gnoexc" [G] call,
            /// Exit when the trace was invalidated (dropped while it ran, by what it called
            /// out to): it must not go on.
            GuardValid {} "gvalid" [G] call,
            /// The frame register `slot`, which an instruction the interpreter ran for the
            /// trace wrote.
            ReadSlot { slot: u16 } "rslot" [L] call,
            /// Returns from the frame the trace was entered in into its caller, which the
            /// `vm::tier::TraceReturn` at `check` describes (`across_frames.rs`): the VM pops
            /// the frame and the register file's pointer moves to the caller's first
            /// register; exits when the caller is not the one recorded.
            ReturnToCaller { check: u64 } "ret" [G] call,
        }
    };
}

/// Flag bits (see the module comment).
pub mod flag {
    pub const K: u16 = 1 << 0;
    pub const G: u16 = 1 << 1;
    pub const I: u16 = 1 << 2;
    pub const A: u16 = 1 << 3;
    pub const L: u16 = 1 << 4;
    pub const S: u16 = 1 << 5;
    pub const M: u16 = 1 << 6;
    pub const C: u16 = 1 << 7;
    pub const N: u16 = 1 << 8;
    pub const B: u16 = 1 << 9;
    pub const X: u16 = 1 << 10;
}

/// What the helper an operation's machine code calls may do, weakest first (LuaJIT's
/// `CALLN`, `CALLA`, `CALLL`, `CALLS` and its may-throw flag): each class may do what the
/// ones before it do, and the call-out protocol (`backend/call_out.rs`) follows from it.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum CallEffect {
    /// None: the operation is inline code.
    None,
    /// A pure function of its arguments.
    Pure,
    /// Reads the heap, writes nothing.
    ReadsHeap,
    /// The write barrier's slow path (the remembered set only).
    WriteBarrier,
    /// Allocates, so may collect: every Value live across the call is stored where the
    /// collector sees it first (H3), and the trace checks it was not dropped meanwhile.
    Allocates,
    /// May throw (which allocates the error): the trace exits at the call when it did.
    /// Writes nothing a trace reads (a native that makes a string, or changes a Map's
    /// table): what the trace loaded and guarded before the call still holds after it.
    Throws,
    /// Writes the heap: the recorder forgets the loads and structure guards before it.
    WritesHeap,
    /// May run JavaScript, which may do anything the others do.
    Reenters,
}

impl CallEffect {
    /// Whether the trace must forget what it knew of the heap after such a call.
    pub fn writes_heap(self) -> bool {
        self >= CallEffect::WritesHeap
    }

    /// Whether a collection may happen during such a call.
    pub fn may_collect(self) -> bool {
        self >= CallEffect::Allocates
    }

    pub fn may_throw(self) -> bool {
        self >= CallEffect::Throws
    }
}

/// Pushes `$field` onto `$operands` when it is a `Ref` (an operand, not an immediate).
macro_rules! push_operand {
    ($operands:ident, $field:ident, Ref) => {
        $operands.push($field)
    };
    ($operands:ident, $field:ident, $other:ty) => {
        let _ = $field;
    };
}

/// Generates `Op`, `OpKind` and their queries from the table.
macro_rules! define_ops {
    ($(
        $(#[doc = $doc:literal])*
        $name:ident { $($field:ident : $kind:tt),* $(,)? } $mnemonic:literal [$($flag:ident)*] $category:ident,
    )*) => {
        /// What an instruction does (see the table in `ir/ops.rs`).
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum Op {
            $($(#[doc = $doc])* $name { $($field: $kind),* },)*
        }

        /// An operation's name without its fields, for tables indexed by operation.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum OpKind {
            $($name,)*
        }

        impl OpKind {
            /// Every operation, in table order.
            pub const ALL: &'static [OpKind] = &[$(OpKind::$name,)*];

            /// The operation's flag bits.
            pub const fn flags(self) -> u16 {
                match self {
                    $(OpKind::$name => 0 $(| flag::$flag)*,)*
                }
            }

            pub fn mnemonic(self) -> &'static str {
                match self {
                    $(OpKind::$name => $mnemonic,)*
                }
            }

            /// The category whose backend files lower the operation.
            pub fn category(self) -> &'static str {
                match self {
                    $(OpKind::$name => stringify!($category),)*
                }
            }

            pub fn name(self) -> &'static str {
                match self {
                    $(OpKind::$name => stringify!($name),)*
                }
            }
        }

        impl Op {
            pub fn kind(self) -> OpKind {
                match self {
                    $(Op::$name { .. } => OpKind::$name,)*
                }
            }

            /// The instruction's operands, in field order.
            #[allow(unused_variables)]
            pub fn operands(self) -> Operands {
                let mut operands = Operands::default();
                match self {
                    $(Op::$name { $($field),* } => { $(push_operand!(operands, $field, $kind);)* })*
                }
                operands
            }

            /// The same operation on other operands: `f` maps each one.
            #[allow(unused_mut)]
            pub fn map_operands(self, mut f: impl FnMut(Ref) -> Ref) -> Op {
                match self {
                    $(Op::$name { $($field),* } => Op::$name { $($field: map_operand!(f, $field, $kind)),* },)*
                }
            }
        }

        impl fmt::Display for Op {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match *self {
                    $(Op::$name { $($field),* } => {
                        write!(f, "{:<8}", $mnemonic)?;
                        $(write!(f, " {}", Field(&$field))?;)*
                        Ok(())
                    })*
                }
            }
        }
    };
}

/// `f(field)` for an operand, the field itself for an immediate.
macro_rules! map_operand {
    ($f:ident, $field:ident, Ref) => {
        $f($field)
    };
    ($f:ident, $field:ident, $other:ty) => {
        $field
    };
}

for_each_ir_op!(define_ops);

/// An instruction's operands (at most five), without allocating.
#[derive(Default, Clone, Copy)]
pub struct Operands {
    refs: [Ref; 5],
    len: u8,
}

impl Operands {
    fn push(&mut self, r: Ref) {
        self.refs[self.len as usize] = r;
        self.len += 1;
    }

    pub fn as_slice(&self) -> &[Ref] {
        &self.refs[..self.len as usize]
    }
}

impl IntoIterator for Operands {
    type Item = Ref;
    type IntoIter = std::iter::Take<std::array::IntoIter<Ref, 5>>;

    fn into_iter(self) -> Self::IntoIter {
        self.refs.into_iter().take(self.len as usize)
    }
}

impl Op {
    fn has(self, flag: u16) -> bool {
        self.kind().flags() & flag != 0
    }

    pub fn is_constant(self) -> bool {
        self.has(flag::K)
    }

    /// Whether the instruction may exit the trace.
    pub fn is_guard(self) -> bool {
        self.has(flag::G)
    }

    /// A guard that a second identical one makes redundant.
    pub fn is_idempotent_guard(self) -> bool {
        self.has(flag::I)
    }

    /// A guard on the direction of a branch: where a side trace grows when its exit is hot.
    /// (A return into another caller than the recorded one is such a branch too: a side
    /// trace follows that caller, as LuaJIT's traces do for each return address.)
    pub fn is_branch_guard(self) -> bool {
        matches!(
            self,
            Op::GuardInt { .. }
                | Op::GuardDouble { .. }
                | Op::GuardTruthy { .. }
                | Op::GuardBits { .. }
                | Op::GuardNullish { .. }
                | Op::ReturnToCaller { .. }
        )
    }

    /// Whether an exit here means an assumption of the trace no longer holds.
    pub fn checks_assumption(self) -> bool {
        self.has(flag::A)
    }

    /// Reads memory the trace may also write: never shared between two places.
    pub fn is_load(self) -> bool {
        self.has(flag::L)
    }

    /// Writes memory: kept even when nothing uses it.
    pub fn is_store(self) -> bool {
        self.has(flag::S)
    }

    pub fn allocates(self) -> bool {
        self.has(flag::M)
    }

    pub fn is_commutative(self) -> bool {
        self.has(flag::C)
    }

    /// Computes a value from its operands only: shared by CSE, dropped when unused.
    pub fn is_pure(self) -> bool {
        !self.has(flag::G | flag::L | flag::S | flag::M)
    }

    /// Whether the operation calls out (its call site says what the callee may do).
    pub fn calls_out(self) -> bool {
        self.has(flag::X)
    }

    /// What the helper the operation calls may do (for a call out, the most its call site
    /// may say).
    pub fn call_effect(self) -> CallEffect {
        if self.has(flag::X) {
            CallEffect::Reenters
        } else if self.has(flag::N) {
            CallEffect::Pure
        } else if self.has(flag::B) {
            CallEffect::WriteBarrier
        } else {
            CallEffect::None
        }
    }

    /// The bits of a constant, as machine code and exits hold them; `None` for the rest.
    pub fn constant_bits(self) -> Option<u64> {
        match self {
            Op::ConstInt { value } => Some(value as u32 as u64),
            Op::ConstDouble { value } => Some(value.0),
            Op::ConstValue { bits } => Some(bits),
            Op::ConstBool { value } => Some(value as u64),
            _ => None,
        }
    }
}

/// How a field prints in a trace dump.
struct Field<'a, T>(&'a T);

macro_rules! print_as_display {
    ($($ty:ty),*) => {
        $(impl fmt::Display for Field<'_, $ty> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(self.0, f)
            }
        })*
    };
}

print_as_display!(Ref, i32, u32, u16, bool, Cmp, F64Bits);

impl fmt::Display for Field<'_, CallEffect> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.0)
    }
}

/// Small immediates (shapes, kinds, JSTypes) print in hex, as the layout constants are.
impl fmt::Display for Field<'_, u8> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:#x}", self.0)
    }
}

impl fmt::Display for Field<'_, u64> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:#x}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operands_are_the_ref_fields_in_order() {
        let op = Op::StoreElement { storage: Ref(1), index: Ref(2), value: Ref(3), owner: Ref(4), shape: 8, fill: 0 };
        assert_eq!(op.operands().as_slice(), &[Ref(1), Ref(2), Ref(3), Ref(4)]);
        assert!(Op::ConstInt { value: 3 }.operands().as_slice().is_empty());
        let mapped = op.map_operands(|r| Ref(r.0 + 10));
        assert_eq!(
            mapped,
            Op::StoreElement { storage: Ref(11), index: Ref(12), value: Ref(13), owner: Ref(14), shape: 8, fill: 0 }
        );
    }

    #[test]
    fn flags_follow_the_table() {
        let add = Op::AddOv { a: Ref(0), b: Ref(1) };
        assert!(add.is_guard() && add.checks_assumption() && add.is_commutative() && !add.is_pure());
        let and = Op::IntAnd { a: Ref(0), b: Ref(1) };
        assert!(and.is_pure() && and.is_commutative());
        assert!(Op::GuardCell { a: Ref(0) }.is_idempotent_guard());
        assert!(Op::LoadField { base: Ref(0), disp: 8 }.is_load());
        assert_eq!(Op::DoubleMod { a: Ref(0), b: Ref(1) }.call_effect(), CallEffect::Pure);
        assert!(!Op::AllocObject { allocator: 0, size: 16, header: 0 }.is_pure());
    }

    #[test]
    fn every_idempotent_guard_is_a_guard_and_no_constant_has_other_flags() {
        for &kind in OpKind::ALL {
            let flags = kind.flags();
            if flags & flag::I != 0 {
                assert!(flags & flag::G != 0, "{}", kind.name());
            }
            if flags & flag::A != 0 {
                assert!(flags & flag::G != 0, "{}", kind.name());
            }
            if flags & flag::K != 0 {
                assert_eq!(flags, flag::K, "{}", kind.name());
            }
        }
    }

    /// The backends, by directory.
    const BACKENDS: &[&str] = &["x64", "arm64"];

    #[test]
    fn every_category_has_its_lowering_file_in_each_backend() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        for &kind in OpKind::ALL {
            if kind.category() == "constant" {
                continue;
            }
            for backend in BACKENDS {
                let file = root.join(backend).join(format!("{}.rs", kind.category()));
                assert!(file.exists(), "{} is lowered in {}, which does not exist", kind.name(), file.display());
            }
        }
    }

    #[test]
    fn instructions_print_with_their_mnemonic_and_fields() {
        assert_eq!(Op::AddOv { a: Ref(3), b: Ref(12) }.to_string(), "addov    0003 0012");
        assert_eq!(
            Op::GuardInt { cmp: Cmp::Lt, a: Ref(3), b: Ref(4), expect: false }.to_string(),
            "gint     lt 0003 0004 false"
        );
        assert_eq!(Op::ConstDouble { value: F64Bits::from(0.5) }.to_string(), "knum     0.5");
    }
}
