//! Recording calls (the interpreter's `ops/call.rs`): a bytecode callee is followed into its
//! frame (the trace inlines it, guarding the callee's identity), a native one the builtins
//! list as an intrinsic is computed inline, and `return` writes the caller's register.

use std::collections::HashMap;

use vm::bytecode::{CodeBlock, Reg};
use vm::tier::{RecordPoint, TraceIntrinsic};
use vm::{JSValue, ObjectRef};

use super::Recorder;
use super::object::{Allocation, ArrayContents, PendingAllocation};
use crate::abort::Abort;
use crate::ir::{Op, Ref, Type};
use crate::snapshot::SnapshotFrame;

/// Calls inlined into the trace at most this deep.
const MAX_INLINE_DEPTH: usize = 4;

/// A call being inlined: the callee's frame, and how to get back to the caller.
#[derive(Clone, Copy)]
pub(super) struct InlinedFrame {
    pub(super) snapshot: SnapshotFrame,
    caller_code: &'static CodeBlock,
    caller_base: u16,
}

/// A call recorded but not entered yet (the interpreter pushes the frame next).
pub(super) struct PendingCall {
    function: ObjectRef,
    code: &'static CodeBlock,
    this: Ref,
    arguments: Vec<Ref>,
    dst: Reg,
    call_pc: usize,
}

/// Native functions traces compute inline, by the address of their Rust function.
pub type Intrinsics = HashMap<usize, TraceIntrinsic>;

impl Recorder {
    pub(super) fn is_in_trace(&self, callee: JSValue) -> bool {
        let Some(in_trace) = self.in_trace else { return false };
        ObjectRef::from_value(callee).is_some_and(|f| {
            f.js_type() == vm::cell::JSType::NativeFunction && f.native_function() as usize == in_trace
        })
    }

    /// `$vm.inTrace()`: true in the trace, once the callee is guarded to be that function.
    pub(super) fn in_trace_call(&mut self, dst: Reg, callee: Reg, at: RecordPoint) {
        let value = at.registers.get(callee);
        let f = self.read(callee, value, at.pc);
        self.guard(Op::GuardBits { a: f, bits: value.bits(), expect: true }, at.pc);
        let result = self.ir.const_bool(true);
        self.write(dst, result);
    }

    /// `new callee(...)`: only of the intrinsics that construct (`new Array(n)`).
    pub(super) fn construct(
        &mut self,
        vm: &vm::Vm,
        dst: Reg,
        callee: Reg,
        first: Reg,
        argc: u16,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        if !self.intrinsic_call(vm, dst, callee, first, argc, true, at)? {
            return Err(Abort::Untraced(vm::bytecode::Opcode::Construct, crate::abort::Untraced::Construct));
        }
        Ok(())
    }

    /// A call (or with `construct`, a `new`) of a native function the trace computes
    /// inline (`builtins::trace_intrinsics`: Math functions, `Array(n)`, `push`,
    /// `charCodeAt`), if `callee` holds one; false otherwise.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn intrinsic_call(
        &mut self,
        vm: &vm::Vm,
        dst: Reg,
        callee: Reg,
        first: Reg,
        argc: u16,
        construct: bool,
        at: RecordPoint,
    ) -> Result<bool, Abort> {
        let pc = at.pc;
        let value = at.registers.get(callee);
        let Some(function) = ObjectRef::from_value(value).filter(|f| f.js_type() == vm::cell::JSType::NativeFunction)
        else {
            return Ok(false);
        };
        let Some(&intrinsic) = self.intrinsics.get(&(function.native_function() as usize)) else { return Ok(false) };
        let callable = match intrinsic {
            TraceIntrinsic::ArrayWithLength => true,
            // The typed-array length getter is traced where a property load reaches it.
            TraceIntrinsic::TypedArrayLength => false,
            _ => !construct,
        };
        if !callable {
            return Ok(false);
        }
        let arity = match intrinsic {
            TraceIntrinsic::Min | TraceIntrinsic::Max | TraceIntrinsic::Imul => 2,
            _ => 1,
        };
        if argc != arity {
            return Err(Abort::IntrinsicArity);
        }
        let arguments: Vec<Ref> = (0..argc)
            .map(|i| {
                let reg = first.offset(1 + i);
                self.read(reg, at.registers.get(reg), pc)
            })
            .collect();
        let pushes = matches!(intrinsic, TraceIntrinsic::ArrayPush);
        if !pushes && !arguments.iter().all(|&a| self.is_number(a)) {
            return Err(Abort::NotNumber);
        }
        let f = self.read(callee, value, pc);
        self.guard(Op::GuardBits { a: f, bits: value.bits(), expect: true }, pc);
        let a = arguments[0];
        let int = self.ir.ty(a) == Type::Int32;
        let result = match intrinsic {
            TraceIntrinsic::ArrayPush => {
                self.array_push(vm, dst, first, a, pc, at)?;
                return Ok(true);
            }
            TraceIntrinsic::StringCharCodeAt if int => {
                let s = self.string_operand(first, at.registers.get(first), pc)?;
                let snapshot = self.snapshot(pc);
                self.ir.emit(Op::StringCharCodeAt { a: s, index: a }, Type::Int32, Some(snapshot))
            }
            TraceIntrinsic::StringCharCodeAt => return Err(Abort::CharCodeAtDouble),
            TraceIntrinsic::ArrayWithLength if int => {
                // The array is made by the interpreter first: the next step sees it.
                self.pending_allocation =
                    Some(PendingAllocation { dst, pc, kind: Allocation::Array(ArrayContents::Holes(a)) });
                return Ok(true);
            }
            TraceIntrinsic::ArrayWithLength => return Err(Abort::ArrayOfDouble),
            TraceIntrinsic::TypedArrayLength => unreachable!("not callable"),
            TraceIntrinsic::Sqrt => {
                let a = self.double(a);
                self.ir.emit(Op::SqrtDouble { a }, Type::Double, None)
            }
            TraceIntrinsic::Abs if int => {
                let snapshot = self.snapshot(pc);
                self.ir.emit(Op::AbsInt { a }, Type::Int32, Some(snapshot))
            }
            TraceIntrinsic::Abs => self.ir.emit(Op::AbsDouble { a }, Type::Double, None),
            TraceIntrinsic::Unary(f) => {
                let a = self.double(a);
                self.ir.emit(Op::CallUnary { f: f as usize as u64, a }, Type::Double, None)
            }
            TraceIntrinsic::Min | TraceIntrinsic::Max | TraceIntrinsic::Imul => {
                let b = arguments[1];
                let imul = matches!(intrinsic, TraceIntrinsic::Imul);
                let (a, b) = if imul {
                    (self.int(a)?, self.int(b)?)
                } else if int && self.ir.ty(b) == Type::Int32 {
                    (a, b)
                } else {
                    // Doubles bring NaN and -0 into min and max.
                    return Err(Abort::MinMaxOfDoubles);
                };
                let op = match intrinsic {
                    TraceIntrinsic::Min => Op::IntMin { a, b },
                    TraceIntrinsic::Max => Op::IntMax { a, b },
                    _ => Op::IntMul { a, b },
                };
                self.ir.emit(op, Type::Int32, None)
            }
        };
        self.write(dst, result);
        Ok(true)
    }

    /// Records a call to a bytecode function, to be followed into its frame.
    pub(super) fn call(
        &mut self,
        vm: &vm::Vm,
        dst: Reg,
        callee: Reg,
        first: Reg,
        argc: u16,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let pc = at.pc;
        if self.intrinsic_call(vm, dst, callee, first, argc, false, at)? {
            return Ok(());
        }
        let value = at.registers.get(callee);
        let function = ObjectRef::from_value(value)
            .filter(|f| f.js_type() == vm::cell::JSType::Function)
            .ok_or(Abort::CallOfNative)?;
        let code = function.function_executable().code();
        let kind = code.function_kind().ok_or(Abort::CallOfNonFunction)?;
        use vm::bytecode::FunctionKind;
        if !matches!(kind, FunctionKind::Normal | FunctionKind::Arrow | FunctionKind::Method) {
            return Err(Abort::CallOfGenerator);
        }
        if self.frames.len() >= MAX_INLINE_DEPTH {
            return Err(Abort::CallsTooDeep);
        }
        if function.function_realm().map(|r| r.cell()) != Some(vm.realm().cell()) {
            return Err(Abort::CallIntoOtherRealm);
        }
        let f = self.read(callee, value, pc);
        self.guard(Op::GuardBits { a: f, bits: value.bits(), expect: true }, pc);
        self.cells.push(vm.heap.handle(Some(function.cell())));
        let this_value = at.registers.get(first);
        let mut this = self.read(first, this_value, pc);
        if !code.strict && kind != FunctionKind::Arrow {
            // OrdinaryCallBindThis: a sloppy callee sees the global object for undefined,
            // and an object as it is.
            if let Some(object) = ObjectRef::from_value(this_value) {
                self.guard(Op::GuardCell { a: this }, pc);
                self.guard(Op::GuardJsType { a: this, js_type: object.js_type() as u8 }, pc);
            } else if self.ir.op(this) == (Op::ConstValue { bits: JSValue::UNDEFINED.bits() }) {
                let global = vm.realm().global_object();
                self.cells.push(vm.heap.handle(Some(global.cell())));
                this = self.ir.const_value(global.to_value().bits());
            } else {
                return Err(Abort::SloppyPrimitiveThis);
            }
        }
        let arguments = (0..argc)
            .map(|i| {
                let reg = first.offset(1 + i);
                self.read(reg, at.registers.get(reg), pc)
            })
            .collect();
        self.pending_call = Some(PendingCall { function, code, this, arguments, dst, call_pc: pc });
        self.expected = [0; 2];
        Ok(())
    }

    /// The interpreter pushed the frame of the call recorded last: the trace now follows
    /// it, with the registers the frame starts with.
    pub(super) fn enter_call(&mut self, vm: &vm::Vm, call: PendingCall, at: RecordPoint) -> Result<(), Abort> {
        if !std::ptr::eq(at.code, call.code) || at.pc != 0 || at.fp <= self.fp + self.base as usize {
            return Err(Abort::LeftFrame);
        }
        let base = u16::try_from(at.fp - self.fp).map_err(|_| Abort::FrameTooFarUp)?;
        let registers = call.code.register_count as usize;
        let parameters = call.code.parameter_count as usize;
        // Arguments past the parameters sit after the frame's registers, as the
        // interpreter lays them out.
        let extra = call.arguments.len().saturating_sub(parameters);
        let size = registers + extra;
        if base as usize + size > u16::MAX as usize {
            return Err(Abort::FrameTooFarUp);
        }
        if self.slots.len() < base as usize + size {
            self.slots.resize(base as usize + size, None);
            self.written.resize(base as usize + size, false);
        }
        let frame = InlinedFrame {
            snapshot: SnapshotFrame {
                function: call.function.to_value().bits(),
                base,
                argc: call.arguments.len() as u16,
                return_register: call.dst.0,
                call_pc: call.call_pc as u32,
            },
            caller_code: self.code,
            caller_base: self.base,
        };
        self.frames.push(frame);
        self.inlined_any = true;
        self.code = call.code;
        self.base = base;
        let scope = vm::tier::function_scope(call.function);
        if let Some(cell) = scope.cell() {
            self.cells.push(vm.heap.handle(Some(cell)));
        }
        let callee = self.ir.const_value(call.function.to_value().bits());
        let undefined = self.ir.emit(Op::ConstValue { bits: JSValue::UNDEFINED.bits() }, Type::Value, None);
        let scope = self.ir.emit(Op::ConstValue { bits: scope.bits() }, Type::Value, None);
        self.write(Reg::CALLEE, callee);
        self.write(Reg::THIS, call.this);
        self.write(Reg::NEW_TARGET, undefined);
        self.write(Reg::SCOPE, scope);
        for index in 0..registers as u16 - Reg::HEADER {
            let parameter = (index as usize) < parameters;
            let value = call.arguments.get(index as usize).copied().filter(|_| parameter).unwrap_or(undefined);
            self.write(Reg(Reg::HEADER + index), value);
        }
        for (k, &value) in call.arguments.iter().skip(parameters).enumerate() {
            self.write(Reg((registers + k) as u16), value);
        }
        self.expected = [0; 2];
        Ok(())
    }

    /// `return` from an inlined call: the result goes to the caller's register.
    pub(super) fn return_from_call(&mut self, src: Reg, at: RecordPoint) -> Result<(), Abort> {
        let frame = self.frames.pop().ok_or(Abort::ReturnFromLoopFrame)?;
        let value = self.read(src, at.registers.get(src), at.pc);
        let extra = (frame.snapshot.argc as usize).saturating_sub(self.code.parameter_count as usize);
        let size = self.code.register_count as usize + extra;
        for slot in self.base as usize..self.base as usize + size {
            self.slots[slot] = None;
            self.written[slot] = false;
        }
        self.code = frame.caller_code;
        self.base = frame.caller_base;
        self.write(Reg(frame.snapshot.return_register), value);
        self.expected = [frame.snapshot.call_pc as usize + 1; 2];
        Ok(())
    }
}
