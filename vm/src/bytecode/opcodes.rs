//! The instruction set: one table, and everything generated from it.
//!
//! `for_each_instruction!` lists every instruction with its named, typed operands. From it
//! come the [`Instruction`] enum the compiler emits and the interpreter matches, the
//! [`Opcode`] discriminant, the operand descriptions the disassembler prints
//! (`--dump-bytecode`) and that the trace recorder will read. A new instruction is one line
//! here; the compiler will not build until every `match` on `Instruction` handles it.
//!
//! Operand kinds:
//!
//! | kind     | meaning                                                      | printed  |
//! |----------|--------------------------------------------------------------|----------|
//! | `Reg`    | a register of the frame                                      | `r5`     |
//! | `Const`  | an index into the code block's constant pool                 | `k3`     |
//! | `Target` | an instruction index (jumps)                                 | `@12`    |
//! | `Slot`   | an index into a metadata table (caches, profiles, counters)  | `#2`     |
//! | `Count`  | a small count or index                                       | `2`      |
//! | `Imm`    | a signed immediate                                           | `-1`     |
//! | `Flag`   | a small flag or enumeration                                  | `1`      |

use std::fmt;

/// A register of the current frame.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Reg(pub u16);

/// An index into the constant pool.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Const(pub u32);

/// An absolute instruction index.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Target(pub u32);

/// An index into one of the code block's metadata tables.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Slot(pub u32);

/// An index into a metadata table that fits 16 bits (`CallWithRegisters`' cache).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ShortSlot(pub u16);

impl ShortSlot {
    /// `slot` when it fits.
    pub fn of(slot: Slot) -> Option<ShortSlot> {
        u16::try_from(slot.0).ok().map(ShortSlot)
    }

    pub fn slot(self) -> Slot {
        Slot(self.0 as u32)
    }
}

/// A small count or index.
pub type Count = u16;
/// A signed immediate.
pub type Imm = i32;
/// A small flag or enumeration.
pub type Flag = u8;

/// The operand `shape` of `CallWithRegisters`: how many of its argument registers it
/// passes, and whether `this` is undefined (its register unused).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CallShape(pub Flag);

impl CallShape {
    /// Set when the callee gets `undefined` for `this`.
    pub const THIS_UNDEFINED: Flag = 0x80;
    /// The most arguments the instruction names.
    pub const MAX_ARGUMENTS: usize = 3;

    pub fn new(argc: usize, this_undefined: bool) -> CallShape {
        debug_assert!(argc <= Self::MAX_ARGUMENTS);
        CallShape(argc as Flag | if this_undefined { Self::THIS_UNDEFINED } else { 0 })
    }

    pub fn argc(self) -> usize {
        (self.0 & !Self::THIS_UNDEFINED) as usize
    }

    pub fn this_undefined(self) -> bool {
        self.0 & Self::THIS_UNDEFINED != 0
    }
}

/// The frame header registers: the callee, `this`, `new.target` and the current scope.
impl Reg {
    pub const CALLEE: Reg = Reg(0);
    pub const THIS: Reg = Reg(1);
    pub const NEW_TARGET: Reg = Reg(2);
    pub const SCOPE: Reg = Reg(3);
    /// Registers before the first parameter.
    pub const HEADER: u16 = 4;

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The register `n` after this one.
    pub const fn offset(self, n: u16) -> Reg {
        Reg(self.0 + n)
    }
}

/// One operand, for printing and for tools that walk instructions generically.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operand {
    Reg(Reg),
    Const(Const),
    Target(Target),
    Slot(Slot),
    Count(Count),
    Imm(Imm),
    Flag(Flag),
}

impl fmt::Display for Operand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Operand::Reg(r) => write!(f, "r{}", r.0),
            Operand::Const(c) => write!(f, "k{}", c.0),
            Operand::Target(t) => write!(f, "@{}", t.0),
            Operand::Slot(s) => write!(f, "#{}", s.0),
            Operand::Count(n) => write!(f, "{n}"),
            Operand::Imm(n) => write!(f, "{n}"),
            Operand::Flag(n) => write!(f, "{n}"),
        }
    }
}

/// Gives access to an operand if it is a jump target (for patching jumps).
trait MaybeTarget {
    fn as_target_mut(&mut self) -> Option<&mut Target> {
        None
    }
}

impl MaybeTarget for Reg {}
impl MaybeTarget for Const {}
impl MaybeTarget for Slot {}
impl MaybeTarget for ShortSlot {}
impl MaybeTarget for u16 {}
impl MaybeTarget for i32 {}
impl MaybeTarget for u8 {}
impl MaybeTarget for Target {
    fn as_target_mut(&mut self) -> Option<&mut Target> {
        Some(self)
    }
}

trait IntoOperand {
    fn into_operand(self) -> Operand;
}

impl IntoOperand for Reg {
    fn into_operand(self) -> Operand {
        Operand::Reg(self)
    }
}
impl IntoOperand for Const {
    fn into_operand(self) -> Operand {
        Operand::Const(self)
    }
}
impl IntoOperand for Target {
    fn into_operand(self) -> Operand {
        Operand::Target(self)
    }
}
impl IntoOperand for Slot {
    fn into_operand(self) -> Operand {
        Operand::Slot(self)
    }
}
impl IntoOperand for ShortSlot {
    fn into_operand(self) -> Operand {
        Operand::Slot(self.slot())
    }
}
impl IntoOperand for u16 {
    fn into_operand(self) -> Operand {
        Operand::Count(self)
    }
}
impl IntoOperand for i32 {
    fn into_operand(self) -> Operand {
        Operand::Imm(self)
    }
}
impl IntoOperand for u8 {
    fn into_operand(self) -> Operand {
        Operand::Flag(self)
    }
}

/// The table. Each line: `Name { operand: Kind, ... }`.
#[macro_export]
macro_rules! for_each_instruction {
    ($m:ident) => {
        $m! {
            // Moves and constants.
            Mov { dst: Reg, src: Reg },
            LoadConst { dst: Reg, constant: Const },
            LoadInt { dst: Reg, value: Imm },
            LoadUndefined { dst: Reg },
            LoadNull { dst: Reg },
            LoadTrue { dst: Reg },
            LoadFalse { dst: Reg },
            LoadEmpty { dst: Reg },
            LoadGlobalThis { dst: Reg },

            // Arithmetic and bitwise operators; `profile` records what the operands were.
            Add { dst: Reg, lhs: Reg, rhs: Reg, profile: Slot },
            Sub { dst: Reg, lhs: Reg, rhs: Reg, profile: Slot },
            Mul { dst: Reg, lhs: Reg, rhs: Reg, profile: Slot },
            Div { dst: Reg, lhs: Reg, rhs: Reg, profile: Slot },
            Mod { dst: Reg, lhs: Reg, rhs: Reg, profile: Slot },
            Exp { dst: Reg, lhs: Reg, rhs: Reg, profile: Slot },
            BitAnd { dst: Reg, lhs: Reg, rhs: Reg, profile: Slot },
            BitOr { dst: Reg, lhs: Reg, rhs: Reg, profile: Slot },
            BitXor { dst: Reg, lhs: Reg, rhs: Reg, profile: Slot },
            Shl { dst: Reg, lhs: Reg, rhs: Reg, profile: Slot },
            Shr { dst: Reg, lhs: Reg, rhs: Reg, profile: Slot },
            UShr { dst: Reg, lhs: Reg, rhs: Reg, profile: Slot },
            // `lhs op value` for an int32 literal right operand (`x | 0`, `i + 1`, `v >> 3`),
            // one instruction per operator so that the dispatch is the only one
            // (`Instruction::arith_int`).
            AddInt { dst: Reg, lhs: Reg, value: Imm, profile: Slot },
            SubInt { dst: Reg, lhs: Reg, value: Imm, profile: Slot },
            BitAndInt { dst: Reg, lhs: Reg, value: Imm, profile: Slot },
            BitOrInt { dst: Reg, lhs: Reg, value: Imm, profile: Slot },
            BitXorInt { dst: Reg, lhs: Reg, value: Imm, profile: Slot },
            ShlInt { dst: Reg, lhs: Reg, value: Imm, profile: Slot },
            ShrInt { dst: Reg, lhs: Reg, value: Imm, profile: Slot },
            UShrInt { dst: Reg, lhs: Reg, value: Imm, profile: Slot },
            Increment { dst: Reg, src: Reg, profile: Slot },
            Decrement { dst: Reg, src: Reg, profile: Slot },
            Negate { dst: Reg, src: Reg, profile: Slot },
            BitNot { dst: Reg, src: Reg },
            Not { dst: Reg, src: Reg },
            TypeOf { dst: Reg, src: Reg },
            ToNumber { dst: Reg, src: Reg },
            ToNumeric { dst: Reg, src: Reg },
            ToString { dst: Reg, src: Reg },
            ToPropertyKey { dst: Reg, src: Reg },
            ToObject { dst: Reg, src: Reg },

            // Comparisons producing booleans.
            Less { dst: Reg, lhs: Reg, rhs: Reg },
            LessEq { dst: Reg, lhs: Reg, rhs: Reg },
            Greater { dst: Reg, lhs: Reg, rhs: Reg },
            GreaterEq { dst: Reg, lhs: Reg, rhs: Reg },
            Equal { dst: Reg, lhs: Reg, rhs: Reg },
            NotEqual { dst: Reg, lhs: Reg, rhs: Reg },
            StrictEqual { dst: Reg, lhs: Reg, rhs: Reg },
            StrictNotEqual { dst: Reg, lhs: Reg, rhs: Reg },
            In { dst: Reg, key: Reg, object: Reg },
            InstanceOf { dst: Reg, value: Reg, constructor: Reg },

            // Control flow. Compare-and-branch is fused.
            Jump { target: Target },
            JumpIfTrue { cond: Reg, target: Target },
            JumpIfFalse { cond: Reg, target: Target },
            JumpIfNullish { src: Reg, target: Target },
            JumpIfNotNullish { src: Reg, target: Target },
            JumpIfUndefined { src: Reg, target: Target },
            JumpIfNotUndefined { src: Reg, target: Target },
            JumpIfLess { lhs: Reg, rhs: Reg, target: Target },
            JumpIfNotLess { lhs: Reg, rhs: Reg, target: Target },
            JumpIfLessEq { lhs: Reg, rhs: Reg, target: Target },
            JumpIfNotLessEq { lhs: Reg, rhs: Reg, target: Target },
            JumpIfGreater { lhs: Reg, rhs: Reg, target: Target },
            JumpIfNotGreater { lhs: Reg, rhs: Reg, target: Target },
            JumpIfGreaterEq { lhs: Reg, rhs: Reg, target: Target },
            JumpIfNotGreaterEq { lhs: Reg, rhs: Reg, target: Target },
            JumpIfStrictEqual { lhs: Reg, rhs: Reg, target: Target },
            JumpIfStrictNotEqual { lhs: Reg, rhs: Reg, target: Target },
            JumpIfEqual { lhs: Reg, rhs: Reg, target: Target },
            JumpIfNotEqual { lhs: Reg, rhs: Reg, target: Target },
            LoopHint { counter: Slot },
            // A function's first instruction: counts its calls, as `LoopHint` counts a
            // loop's iterations (with the code block's first counter).
            FunctionHint { counter: Slot },

            // Bindings: scope slots (`depth` scopes out), registers in their dead zone,
            // globals (cached), and names looked up at run time (`with`, `eval`).
            GetScope { dst: Reg, depth: Count, slot: Count },
            GetScopeChecked { dst: Reg, depth: Count, slot: Count, name: Const },
            PutScope { depth: Count, slot: Count, src: Reg },
            PutScopeChecked { depth: Count, slot: Count, src: Reg, name: Const },
            // A module's imported binding: the slot holds where the binding lives.
            GetImport { dst: Reg, depth: Count, slot: Count, name: Const },
            CheckTdz { src: Reg, name: Const },
            ThrowConstAssignment { name: Const },
            PushScope { descriptor: Slot },
            PopScope {},
            CloneScope {},
            PushWithScope { object: Reg },
            GetGlobal { dst: Reg, name: Const, cache: Slot },
            TypeOfGlobal { dst: Reg, name: Const, cache: Slot },
            PutGlobal { name: Const, src: Reg, cache: Slot, strict: Flag },
            InitGlobalLexical { name: Const, src: Reg },
            GetName { dst: Reg, name: Const },
            TypeOfName { dst: Reg, name: Const },
            PutName { name: Const, src: Reg, strict: Flag },
            InitName { name: Const, src: Reg },
            CheckEvalDeclaration { name: Const, function: Flag },
            DeclareName { name: Const },
            DeleteName { dst: Reg, name: Const },
            GetNameWithThis { dst: Reg, this: Reg, name: Const },
            // A name resolved once for an assignment (the binding may go away while the
            // right-hand side runs): `dst` is where it lives, for the two below.
            ResolveName { dst: Reg, name: Const },
            GetNameAt { dst: Reg, base: Reg, name: Const },
            PutNameAt { base: Reg, name: Const, src: Reg, strict: Flag },

            // Objects and properties.
            NewObject { dst: Reg, profile: Slot },
            NewArray { dst: Reg, first: Reg, count: Count },
            ArrayAppend { array: Reg, value: Reg },
            ArrayAppendSpread { array: Reg, iterable: Reg },
            ArrayAppendHole { array: Reg },
            NewRegExp { dst: Reg, pattern: Const, flags: Const },
            GetById { dst: Reg, base: Reg, name: Const, cache: Slot },
            PutById { base: Reg, name: Const, src: Reg, cache: Slot, strict: Flag },
            GetByVal { dst: Reg, base: Reg, key: Reg, cache: Slot },
            PutByVal { base: Reg, key: Reg, src: Reg, cache: Slot, strict: Flag },
            GetByIdWithThis { dst: Reg, base: Reg, this: Reg, name: Const },
            PutByIdWithThis { base: Reg, this: Reg, name: Const, src: Reg, strict: Flag },
            GetByValWithThis { dst: Reg, base: Reg, this: Reg, key: Reg },
            PutByValWithThis { base: Reg, this: Reg, key: Reg, src: Reg, strict: Flag },
            DefineOwnById { base: Reg, name: Const, src: Reg, cache: Slot },
            DefineOwnByVal { base: Reg, key: Reg, src: Reg },
            DefineMethod { base: Reg, key: Reg, method: Reg, enumerable: Flag },
            DefineField { base: Reg, key: Reg, src: Reg },
            DefineAccessorById { base: Reg, name: Const, getter: Reg, setter: Reg, enumerable: Flag },
            DefineAccessorByVal { base: Reg, key: Reg, getter: Reg, setter: Reg, enumerable: Flag },
            DeleteById { dst: Reg, base: Reg, name: Const, strict: Flag },
            DeleteByVal { dst: Reg, base: Reg, key: Reg, strict: Flag },
            SetPrototypeOfLiteral { object: Reg, prototype: Reg },
            CopyDataProperties { target: Reg, source: Reg, excluded: Reg, count: Count },
            GetPrivate { dst: Reg, base: Reg, name: Reg },
            PutPrivate { base: Reg, name: Reg, src: Reg },
            DefinePrivateField { base: Reg, name: Reg, src: Reg },
            AddPrivateMethod { base: Reg, name: Reg, method: Reg, kind: Flag },
            HasPrivate { dst: Reg, base: Reg, name: Reg },
            NewPrivateName { dst: Reg, description: Const },
            GetSuperBase { dst: Reg, function: Reg },

            // Calls and functions.
            Call { dst: Reg, callee: Reg, first: Reg, argc: Count, cache: Slot },
            // A call of at most three arguments read where they are (`a`, `b`, `c`), with
            // no window: `shape` is the count, plus `THIS_UNDEFINED` when `this` is
            // undefined rather than the register `this` (`CallShape`). Its cache slot is
            // 16 bits, to keep the instruction within 16 bytes.
            CallWithRegisters { dst: Reg, callee: Reg, this: Reg, a: Reg, b: Reg, c: Reg, shape: Flag, cache: ShortSlot },
            CallSpread { dst: Reg, callee: Reg, first: Reg },
            // A call in tail position (15.10): replaces the frame when it can, else a Call
            // whose result the next instruction returns.
            TailCall { dst: Reg, callee: Reg, first: Reg, argc: Count, cache: Slot },
            TailCallSpread { dst: Reg, callee: Reg, first: Reg },
            CallEval { dst: Reg, callee: Reg, first: Reg, argc: Count, flags: Flag },
            Construct { dst: Reg, callee: Reg, first: Reg, argc: Count, cache: Slot },
            ConstructSpread { dst: Reg, callee: Reg, first: Reg },
            SuperCall { dst: Reg, function: Reg, new_target: Reg, first: Reg, argc: Count },
            SuperCallSpread { dst: Reg, function: Reg, new_target: Reg, first: Reg },
            BindThis { src: Reg },
            Return { src: Reg },
            NewFunction { dst: Reg, executable: Const },
            NewClass { dst: Reg, executable: Const, superclass: Reg, has_superclass: Flag },
            SetHomeObject { function: Reg, home: Reg },
            SetClassFieldInitializer { constructor: Reg, initializer: Reg },
            SetFunctionName { function: Reg, name: Reg, prefix: Flag },
            InitializeFields { constructor: Reg, this: Reg },
            CreateArguments { dst: Reg, mapped: Flag },
            CreateRest { dst: Reg, first: Count },
            // The number of arguments the frame was called with (self-hosted code's
            // `$ArgumentCount()`, and `arguments.length` where no object is made).
            ArgumentCount { dst: Reg },
            // `arguments[key]` of a function that makes no arguments object: the argument
            // at that index from the frame, else the property of an object made for the
            // lookup (`ops/function.rs`).
            GetArgument { dst: Reg, key: Reg },
            // The whole body of a self-hosted builtin not yet compiled: compiles the
            // function `name` of self-hosted source `source`, makes it the callee's code and
            // calls it in place of this frame (`runtime/self_hosted.rs`).
            LinkSelfHosted { source: Count, name: Const },
            CheckThisInitialized { src: Reg },
            CheckSuperNotCalled { src: Reg },
            TemplateObject { dst: Reg, template: Const },

            // Iteration.
            GetIterator { dst: Reg, src: Reg, asynchronous: Flag },
            IteratorNext { dst: Reg, iterator: Reg },
            IteratorComplete { dst: Reg, result: Reg },
            IteratorValue { dst: Reg, result: Reg },
            ForOfNext { dst: Reg, iterator: Reg, done: Target },
            IteratorClose { iterator: Reg },
            IteratorCloseOnThrow { iterator: Reg },
            ForInBegin { dst: Reg, object: Reg },
            ForInNext { dst: Reg, iterator: Reg, done: Target },
            ThrowIfNotObject { src: Reg, message: Const },
            RequireObjectCoercible { src: Reg },

            // Explicit resource management (`using`; `runtime/disposal.rs`): a scope's
            // resource list; adding a declaration's value to it (`asynchronous`: `await
            // using`); DisposeResources at the scope's exit, with the completion the scope
            // ends with (`kind`, and for a throw its exception in `value`): it throws when
            // that completion is a throw. The async form leaves in `dst` a promise of the
            // completion to await, or undefined when there is nothing to dispose.
            NewDisposeCapability { dst: Reg },
            AddDisposableResource { stack: Reg, src: Reg, asynchronous: Flag },
            DisposeResources { stack: Reg, kind: Reg, value: Reg },
            DisposeResourcesAsync { dst: Reg, stack: Reg, kind: Reg, value: Reg },

            // Generators and async functions.
            InitialYield { state: Reg },
            AsyncFunctionStart { state: Reg },
            // `raw`: `src` is already an iterator result (yield* in a generator).
            Yield { dst: Reg, src: Reg, state: Reg, raw: Flag },
            Await { dst: Reg, src: Reg, state: Reg },
            AsyncGeneratorYield { dst: Reg, src: Reg, state: Reg },
            AsyncReject { state: Reg, src: Reg },
            AsyncResolve { state: Reg, src: Reg },
            // After a resumption: `value` holds what was sent in, `value + 1` how.
            ResumeThrow { value: Reg },
            JumpIfResumeReturn { value: Reg, target: Target },

            // Exceptions.
            Throw { src: Reg },
            // A throw of a value compiled code caught and passes on (`finally`, an
            // iterator closed on a throw): the value keeps the site it was thrown at.
            Rethrow { src: Reg },
            ThrowError { kind: Flag, message: Const },
            Catch { dst: Reg },

            // Modules.
            ImportMeta { dst: Reg },
            ImportCall { dst: Reg, specifier: Reg, options: Reg },

            Debugger {},
            Nop {},
        }
    };
}

macro_rules! define_instructions {
    ($($name:ident { $($field:ident: $kind:ident),* $(,)? },)*) => {
        /// One instruction with its operands.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Instruction {
            $($name { $($field: $kind),* },)*
        }

        /// The kind of an instruction, without operands.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum Opcode {
            $($name,)*
        }

        impl Opcode {
            /// Every opcode, in table order.
            pub const ALL: &'static [Opcode] = &[$(Opcode::$name,)*];

            pub fn name(self) -> &'static str {
                match self {
                    $(Opcode::$name => stringify!($name),)*
                }
            }

            /// The names of the operands, in order.
            pub fn operand_names(self) -> &'static [&'static str] {
                match self {
                    $(Opcode::$name => &[$(stringify!($field)),*],)*
                }
            }
        }

        impl Instruction {
            pub fn opcode(&self) -> Opcode {
                match self {
                    $(Instruction::$name { .. } => Opcode::$name,)*
                }
            }

            /// The jump target of the instruction, if it has one, for patching.
            #[allow(unused_variables, unused_mut)]
            pub fn target_mut(&mut self) -> Option<&mut Target> {
                match self {
                    $(Instruction::$name { $($field),* } => {
                        let mut found = None;
                        $(if let Some(target) = $field.as_target_mut() { found = Some(target); })*
                        found
                    })*
                }
            }

            /// Whether `reg` is a register operand of the instruction (read or written;
            /// the registers of a window after its first are not operands).
            #[allow(unused_variables)]
            pub fn names_register(&self, reg: Reg) -> bool {
                match *self {
                    $(Instruction::$name { $($field),* } => {
                        false $(|| matches!($field.into_operand(), Operand::Reg(named) if named == reg))*
                    })*
                }
            }

            /// The operands, in table order.
            #[allow(unused_variables)]
            pub fn operands(&self) -> Vec<Operand> {
                match *self {
                    $(Instruction::$name { $($field),* } => vec![$($field.into_operand()),*],)*
                }
            }
        }
    };
}

for_each_instruction!(define_instructions);

impl Instruction {
    /// Whether the instruction never goes on to the next one: a code block ends with one,
    /// so the interpreter never steps past its end (`CodeBlock::instructions`).
    pub fn ends_flow(&self) -> bool {
        matches!(
            self,
            Instruction::Return { .. }
                | Instruction::Jump { .. }
                | Instruction::Throw { .. }
                | Instruction::Rethrow { .. }
                | Instruction::ThrowError { .. }
                | Instruction::ThrowConstAssignment { .. }
                | Instruction::LinkSelfHosted { .. }
                | Instruction::AsyncResolve { .. }
                | Instruction::AsyncReject { .. }
        )
    }

    /// The jump target, for instructions that have one.
    pub fn target(&self) -> Option<Target> {
        self.operands().into_iter().find_map(|operand| match operand {
            Operand::Target(target) => Some(target),
            _ => None,
        })
    }
}

impl fmt::Display for Instruction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.opcode().name())?;
        for (index, operand) in self.operands().iter().enumerate() {
            write!(f, "{}{operand}", if index == 0 { " " } else { ", " })?;
        }
        Ok(())
    }
}

const _: () = assert!(size_of::<Instruction>() <= 16, "instructions stay small for the dispatch loop");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instructions_print_with_their_operands() {
        let add = Instruction::Add { dst: Reg(5), lhs: Reg(4), rhs: Reg(6), profile: Slot(0) };
        assert_eq!(add.to_string(), "Add r5, r4, r6, #0");
        let jump = Instruction::JumpIfNotLess { lhs: Reg(1), rhs: Reg(2), target: Target(7) };
        assert_eq!(jump.to_string(), "JumpIfNotLess r1, r2, @7");
        assert_eq!(jump.target(), Some(Target(7)));
        assert_eq!(Instruction::PopScope {}.to_string(), "PopScope");
    }

    #[test]
    fn every_opcode_names_its_operands() {
        assert!(Opcode::ALL.len() > 100);
        assert_eq!(Opcode::Call.operand_names(), &["dst", "callee", "first", "argc", "cache"]);
    }
}
