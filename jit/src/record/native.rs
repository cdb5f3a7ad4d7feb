//! Calls out to natives the builtins say are quiet (`vm::tier::NativeEffect`): they run no
//! JavaScript and write nothing a trace reads, so the trace keeps its loads and guards
//! across them (`CallEffect::Throws`, where any other call out is `Reenters`). The trace
//! guards the callee's identity, and the operands' kinds the quietness depends on.

use std::collections::HashMap;

use vm::JSValue;
use vm::ObjectRef;
use vm::bytecode::Reg;
use vm::tier::{NativeEffect, RecordPoint, TraceIntrinsic};

use super::Recorder;
use super::call::CallOperands;
use crate::abort::Abort;
use crate::ir::{CallEffect, Op, Ref, Type};

/// What the trace knows of native functions, by the address of their Rust function: those
/// it computes inline (`builtins::trace_intrinsics`) and those it calls knowing they are
/// quiet (`builtins::trace_natives`).
#[derive(Default)]
pub struct Intrinsics {
    computed: HashMap<usize, TraceIntrinsic>,
    effects: HashMap<usize, NativeEffect>,
}

impl Intrinsics {
    pub fn new(computed: &[(usize, TraceIntrinsic)], effects: &[(usize, NativeEffect)]) -> Intrinsics {
        Intrinsics { computed: computed.iter().copied().collect(), effects: effects.iter().copied().collect() }
    }

    /// The native at `address`, if the trace computes it inline.
    pub fn get(&self, address: &usize) -> Option<&TraceIntrinsic> {
        self.computed.get(address)
    }

    fn effect(&self, address: usize) -> Option<NativeEffect> {
        self.effects.get(&address).copied()
    }
}

impl Recorder {
    /// What the callee of `call` (not a construction) may do: `Throws` for a quiet native
    /// whose operands are of the kinds its quietness needs (guarded from here on, with its
    /// identity), `Reenters` for anything else.
    pub(super) fn native_call_effect(&mut self, call: CallOperands, at: RecordPoint) -> CallEffect {
        let CallOperands { callee, this, arguments, .. } = call;
        let value = at.registers.get(callee);
        let Some(function) = ObjectRef::from_value(value).filter(|f| f.js_type() == vm::cell::JSType::NativeFunction)
        else {
            return CallEffect::Reenters;
        };
        let Some(effect) = self.intrinsics.effect(function.native_function() as usize) else {
            return CallEffect::Reenters;
        };
        let arguments = arguments.iter();
        let primitives: Vec<Reg> = match effect {
            NativeEffect::Quiet => Vec::new(),
            NativeEffect::QuietOnPrimitiveArguments => arguments.collect(),
            // (An undefined `this` is a primitive.)
            NativeEffect::QuietOnPrimitives => this.into_iter().chain(arguments).collect(),
        };
        if !self.guard_primitives(&primitives, at) {
            return CallEffect::Reenters;
        }
        let f = self.read(callee, value, at.pc);
        self.guard(Op::GuardBits { a: f, bits: value.bits(), expect: true }, at.pc);
        CallEffect::Throws
    }

    /// Whether registers `regs` all hold primitives now; if they do, each is guarded to
    /// hold a primitive of its kind from here on.
    pub(super) fn guard_primitives(&mut self, regs: &[Reg], at: RecordPoint) -> bool {
        if regs.iter().any(|&reg| ObjectRef::from_value(at.registers.get(reg)).is_some()) {
            return false;
        }
        for &reg in regs {
            self.guard_primitive(reg, at.registers.get(reg), at.pc);
        }
        true
    }

    /// Guards register `reg`, now holding the primitive `value`, to hold a primitive of
    /// its kind.
    fn guard_primitive(&mut self, reg: Reg, value: JSValue, pc: usize) {
        let a = self.read(reg, value, pc);
        if self.ir.ty(a) != Type::Value || matches!(self.ir.op(a), Op::ConstValue { .. }) {
            return;
        }
        if let Some(cell) = value.cell() {
            self.guard(Op::GuardCell { a }, pc);
            self.guard(Op::GuardJsType { a, js_type: vm::cell::js_type(cell) as u8 }, pc);
        } else if value.is_undefined() || value.is_null() {
            self.guard(Op::GuardNullish { a, expect: true }, pc);
        } else {
            // A number or a boolean in a boxed register: unboxing guards its type.
            self.unbox(a, value, pc);
        }
    }
}

impl Recorder {
    /// The one-code-unit string at the int32 in register `index` of the string in register
    /// `string` (`s.charAt(i)`, `s[i]`), when the unit there now is below 256: the trace
    /// exits for an index out of bounds, a rope, or a unit whose string is not cached.
    pub(super) fn string_character(
        &mut self,
        vm: &vm::Vm,
        string: Reg,
        index: Reg,
        at: RecordPoint,
    ) -> Result<Ref, Abort> {
        let (string_value, index_value) = (at.registers.get(string), at.registers.get(index));
        let cached = vm::StringRef::from_value(string_value).filter(|_| index_value.is_int32()).is_some_and(|s| {
            let index = index_value.as_int32() as u32 as usize;
            s.view(vm).is_some_and(|units| index < units.len() && units.at(index) < 256)
        });
        if !cached {
            // A trace reading the cache would exit every time.
            return Err(Abort::CharacterNotCached);
        }
        let s = self.string_operand(string, string_value, at.pc)?;
        let index = self.read(index, index_value, at.pc);
        let snapshot = self.snapshot(at.pc);
        let unit = self.ir.emit(Op::StringCharCodeAt { a: s, index }, Type::Int32, Some(snapshot));
        Ok(self.single_character_string(vm, unit, at.pc))
    }

    /// The string of code unit `unit` (an Int32), from the VM's cache of one-unit strings.
    pub(super) fn single_character_string(&mut self, vm: &vm::Vm, unit: Ref, pc: usize) -> Ref {
        let snapshot = self.snapshot(pc);
        let table = vm.single_character_strings() as u64;
        self.ir.emit(Op::SingleCharacterString { unit, table }, Type::Value, Some(snapshot))
    }
}
