//! Registers and values: the lazy register reads (`SLoad`), the slot map the recorder
//! writes instead of the register file, constants, and boxing and unboxing.

use vm::JSValue;
use vm::bytecode::Reg;
use vm::bytecode::profile::ValueProfile;

use super::Recorder;
use crate::abort::Abort;
use crate::ir::{Op, Ref, Type};

/// How a value is kept in the trace, judged from the value itself.
pub(super) fn type_of(value: JSValue) -> Type {
    if value.is_int32() {
        Type::Int32
    } else if value.is_double() {
        Type::Double
    } else if value.is_boolean() {
        Type::Bool
    } else {
        Type::Value
    }
}

impl Recorder {
    /// The slot of the current frame's register `reg`.
    pub(super) fn slot(&self, reg: Reg) -> usize {
        self.base as usize + reg.index()
    }

    /// The IR value of register `reg` (whose value is `value`), loading it on first use.
    pub(super) fn read(&mut self, reg: Reg, value: JSValue, pc: usize) -> Ref {
        let slot = self.slot(reg);
        if let Some(r) = self.slots[slot] {
            return r;
        }
        let ty = match type_of(value) {
            Type::Int32 if self.double_slots.contains(&(slot as u16)) => Type::Double,
            ty => ty,
        };
        let snapshot = self.snapshot(pc);
        let r = self.ir.emit(Op::SLoad { slot: slot as u16 }, ty, Some(snapshot));
        self.slots[slot] = Some(r);
        r
    }

    pub(super) fn write(&mut self, reg: Reg, value: Ref) {
        let slot = self.slot(reg);
        self.slots[slot] = Some(value);
        self.written[slot] = true;
        self.current_snapshot = None;
    }

    pub(super) fn constant(&mut self, value: JSValue) -> Ref {
        if value.is_int32() {
            self.ir.const_int(value.as_int32())
        } else if value.is_double() {
            self.ir.const_double(value.as_double())
        } else if value.is_boolean() {
            self.ir.const_bool(value.as_bool())
        } else {
            // A cell here is from the code block's constant pool, alive while its code runs.
            self.ir.emit(Op::ConstValue { bits: value.bits() }, Type::Value, None)
        }
    }

    pub(super) fn load(&mut self, dst: Reg, value: JSValue) {
        let value = self.constant(value);
        self.write(dst, value);
    }

    /// `a`, a Value now holding `value`, guarded to hold a value of `value`'s type and
    /// unboxed to it.
    pub(super) fn unbox(&mut self, a: Ref, value: JSValue, pc: usize) -> Ref {
        let boxes_a_double = matches!(self.ir.op(a), Op::BoxValue { a: boxed } if self.ir.ty(boxed) == Type::Double);
        let ty = match type_of(value) {
            Type::Value => return a,
            // A double the trace boxed (and stored) is an int32 to the interpreter only
            // when it happens to be integral: it stays a double, which the unbox forwards.
            Type::Int32 if boxes_a_double => Type::Double,
            ty => ty,
        };
        let snapshot = self.snapshot(pc);
        self.ir.emit(Op::Unbox { a }, ty, Some(snapshot))
    }

    /// `a`, a Value loaded at a site whose value profile is `profile` and holding `value`
    /// now, unboxed as `unbox` does, but to a Double when the site has produced doubles as
    /// well as int32s: an int32 now would otherwise make a trace that exits at the site's
    /// next double.
    pub(super) fn unbox_profiled(&mut self, a: Ref, value: JSValue, profile: ValueProfile, pc: usize) -> Ref {
        if value.is_int32() && profile.has(ValueProfile::DOUBLE) {
            let snapshot = self.snapshot(pc);
            return self.ir.emit(Op::Unbox { a }, Type::Double, Some(snapshot));
        }
        self.unbox(a, value, pc)
    }

    /// A register's value as a Value (boxing a number or boolean).
    pub(super) fn boxed(&mut self, a: Ref) -> Ref {
        match self.ir.ty(a) {
            Type::Value => a,
            _ => self.ir.emit(Op::BoxValue { a }, Type::Value, None),
        }
    }

    /// A number operand as a double.
    pub(super) fn double(&mut self, r: Ref) -> Ref {
        match self.ir.ty(r) {
            Type::Int32 => self.ir.emit(Op::IntToDouble { a: r }, Type::Double, None),
            _ => r,
        }
    }

    /// A number operand as an int32 (ToInt32, for the bitwise operators).
    pub(super) fn int(&mut self, r: Ref) -> Result<Ref, Abort> {
        match self.ir.ty(r) {
            Type::Int32 => Ok(r),
            Type::Double => Ok(self.ir.emit(Op::DoubleToInt { a: r }, Type::Int32, None)),
            _ => Err(Abort::NotNumber),
        }
    }

    /// `ToObject` of the object in `src` (self-hosted code's `$ToObject(this)`): guarded to
    /// stay an object of its type, it is its own result.
    pub(super) fn object_to_object(&mut self, dst: Reg, src: Reg, at: vm::tier::RecordPoint) {
        let value = at.registers.get(src);
        let a = self.read(src, value, at.pc);
        if self.ir.ty(a) == Type::Value && !matches!(self.ir.op(a), Op::ConstValue { .. }) {
            let js_type = vm::cell::js_type(value.as_cell());
            self.guard(Op::GuardCell { a }, at.pc);
            self.guard(Op::GuardJsType { a, js_type: js_type as u8 }, at.pc);
        }
        self.write(dst, a);
    }

    pub(super) fn is_number(&self, r: Ref) -> bool {
        matches!(self.ir.ty(r), Type::Int32 | Type::Double)
    }
}
