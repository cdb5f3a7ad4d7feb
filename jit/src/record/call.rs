//! Recording calls (the interpreter's `ops/call.rs`): a bytecode callee is followed into its
//! frame (the trace inlines it, guarding the callee's identity), a native one the builtins
//! list as an intrinsic is computed inline, any other is called out to
//! (`backend/call_out.rs`), and `return` writes the caller's register.

use std::rc::Rc;

use vm::bytecode::code_block::CallEntry;
use vm::bytecode::{CodeBlock, FunctionKind, Reg};
use vm::tier::{RecordPoint, TraceIntrinsic};
use vm::{JSValue, ObjectRef};

use super::Recorder;
use super::construct::NewThis;
use super::object::{Allocation, ArrayContents, PendingAllocation};
use crate::abort::Abort;
use crate::backend::call_out::{CallSite, CallTarget, WINDOW_HEADER};
use crate::ir::{CallEffect, Op, Ref, Type};
use crate::snapshot::SnapshotFrame;

impl Recorder {
    /// Leaves the innermost inlined call (returning or unwinding): its registers are
    /// forgotten and the caller's frame is recorded again. Gives the call's frame as its
    /// snapshots had it (where it returns to); `None` in the loop's own frame.
    pub(super) fn leave_inlined_frame(&mut self) -> Option<SnapshotFrame> {
        let frame = self.frames.pop()?;
        let extra = (frame.snapshot.argc as usize).saturating_sub(self.code.parameter_count as usize);
        let size = self.code.register_count as usize + extra;
        for slot in self.base as usize..self.base as usize + size {
            self.slots[slot] = None;
            self.written[slot] = false;
        }
        self.code = frame.caller_code;
        self.base = frame.caller_base;
        Some(frame.snapshot)
    }
}

/// Calls inlined into the trace at most this deep.
pub(super) const MAX_INLINE_DEPTH: usize = 4;

/// Returns a side trace follows at most, each into the caller of the frame it was in
/// (`across_frames.rs`): a recursive function's returns link back into its side traces
/// instead (down-recursion).
const MAX_RETURNS: usize = 2;

/// A call being inlined: the callee's frame, and how to get back to the caller.
pub(super) struct InlinedFrame {
    pub(super) snapshot: SnapshotFrame,
    pub(super) caller_code: Rc<CodeBlock>,
    caller_base: u16,
}

/// A call recorded but not entered yet (the interpreter pushes the frame next).
pub(super) struct PendingCall {
    pub(super) function: ObjectRef,
    /// The callee as the trace has it, and its scope when the trace loads it (a closure
    /// made in the loop: the trace guards its code, not its identity).
    pub(super) callee: Ref,
    pub(super) scope: Option<Ref>,
    pub(super) code: Rc<CodeBlock>,
    pub(super) this: Ref,
    pub(super) arguments: Vec<Ref>,
    pub(super) dst: Reg,
    pub(super) call_pc: usize,
    /// A `new` (`construct.rs`): the trace allocates `this` as the frame is entered.
    pub(super) construct: Option<NewThis>,
    /// new.target of a construction, when it is not the callee (`super(...)`).
    pub(super) new_target: Option<Ref>,
    /// A tail call: the interpreter replaces the caller's frame with the callee's.
    pub(super) tail: bool,
}

/// The operands of `Call`, `CallWithRegisters` and `Construct`: the result's register, the
/// callee's, `this` (a `new`'s unused slot; `None` when it is undefined) and the arguments.
#[derive(Clone, Copy)]
pub(super) struct CallOperands {
    pub(super) dst: Reg,
    pub(super) callee: Reg,
    pub(super) this: Option<Reg>,
    pub(super) arguments: ArgumentRegisters,
}

/// Where a call's arguments are: the window after `this`, or the registers a
/// `CallWithRegisters` names.
#[derive(Clone, Copy)]
pub(super) enum ArgumentRegisters {
    Window { first: Reg, argc: u16 },
    Named { registers: [Reg; vm::bytecode::CallShape::MAX_ARGUMENTS], argc: u16 },
}

impl ArgumentRegisters {
    pub(super) fn argc(self) -> u16 {
        match self {
            ArgumentRegisters::Window { argc, .. } | ArgumentRegisters::Named { argc, .. } => argc,
        }
    }

    /// The register of argument `index`.
    pub(super) fn get(self, index: u16) -> Reg {
        match self {
            ArgumentRegisters::Window { first, .. } => first.offset(index),
            ArgumentRegisters::Named { registers, .. } => registers[index as usize],
        }
    }

    pub(super) fn iter(self) -> impl Iterator<Item = Reg> {
        (0..self.argc()).map(move |index| self.get(index))
    }
}

impl CallOperands {
    /// The operands of `Call` and `Construct`: `this` (or where it would be) at `first`, the
    /// `argc` arguments after it.
    pub(super) fn window(dst: Reg, callee: Reg, first: Reg, argc: u16) -> CallOperands {
        let arguments = ArgumentRegisters::Window { first: first.offset(1), argc };
        CallOperands { dst, callee, this: Some(first), arguments }
    }

    /// `this` as the callee gets it.
    pub(super) fn this_value(&self, registers: vm::tier::Registers) -> JSValue {
        self.this.map_or(JSValue::UNDEFINED, |this| registers.get(this))
    }
}

/// A call out the previous instruction made: the registers it wrote, and for an
/// instruction that may jump, whether it did.
pub(super) struct CallResult {
    pub(super) written: Vec<(Reg, Ref)>,
    /// Whether the call may have dropped the trace (it may collect or run JavaScript).
    pub(super) may_invalidate: bool,
    pub(super) branch: Option<Branch>,
}

/// An instruction run by a call out that may jump.
pub(super) struct Branch {
    /// The call's result: true when it jumped.
    pub(super) jumped: Ref,
    /// The pcs it goes on at when it does not and when it does.
    pub(super) next: usize,
    pub(super) target: usize,
}

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

    /// A call (or with `construct`, a `new`) the trace makes out of its machine code: the
    /// callee, `this`, `new.target` and the arguments go into the call window, and the
    /// result into `dst` (guarded to its type at the next instruction, `called_out`).
    pub(super) fn call_out(&mut self, call: CallOperands, construct: bool, at: RecordPoint) -> Result<(), Abort> {
        let CallOperands { dst, callee, this, arguments } = call;
        let (pc, argc) = (at.pc, arguments.argc());
        // What an arbitrary function may do is anything; a quiet native does less.
        let effect = if construct { CallEffect::Reenters } else { self.native_call_effect(call, at) };
        let f = self.read(callee, at.registers.get(callee), pc);
        let undefined = self.ir.const_value(JSValue::UNDEFINED.bits());
        let (this, new_target) = match this {
            _ if construct => (undefined, f),
            Some(this) => (self.read(this, at.registers.get(this), pc), undefined),
            None => (undefined, undefined),
        };
        let mut window = vec![f, this, new_target];
        for reg in arguments.iter() {
            window.push(self.read(reg, at.registers.get(reg), pc));
        }
        for (index, &value) in window.iter().enumerate() {
            self.ir.emit(Op::CallArgument { index: index as u16, value }, Type::None, None);
        }
        self.call_window = self.call_window.max(WINDOW_HEADER + argc as usize);
        // Inside inlined calls, their frames are pushed for the call, with their registers.
        let inlined = !self.frames.is_empty();
        let (result, effect) = self.emit_call_out(CallTarget::Function { argc }, effect, inlined, pc);
        self.write(dst, result);
        self.call_result =
            Some(CallResult { written: vec![(dst, result)], may_invalidate: effect.may_collect(), branch: None });
        Ok(())
    }

    /// Emits the call out to `target` made by the instruction at `pc`, with the guard that
    /// exits when it threw: its result. With `writes_back`, the state before the instruction
    /// is written back to the register file before the call.
    pub(super) fn emit_call_out(
        &mut self,
        target: CallTarget,
        effect: CallEffect,
        writes_back: bool,
        pc: usize,
    ) -> (Ref, CallEffect) {
        let root_pc = self.frames.first().map_or(pc as u32, |frame| frame.snapshot.call_pc);
        // The exit when the call threw resumes from the state before it, the one written
        // back.
        let snapshot = self.throwing_snapshot(pc);
        let site = self.call_sites.len() as u32;
        // What the call runs sees the frames it is made in (with their registers).
        let frames = match writes_back {
            true => self.frames.iter().map(|frame| frame.snapshot).collect(),
            false => Vec::new(),
        };
        let writes_back = writes_back.then_some(snapshot.0);
        self.call_sites.push(CallSite { target, pc: pc as u32, root_pc, frames, effect, writes_back });
        let result = self.ir.emit(Op::CallOut { site, effect }, Type::Value, None);
        if effect.may_throw() || writes_back.is_some() {
            // (The guard also keeps the values written back alive up to the call.)
            self.ir.guard(Op::GuardNoException { a: result }, snapshot);
        }
        if effect.writes_heap() {
            self.ir.forget_heap_guards();
        }
        (result, effect)
    }

    /// The instruction after a call out: the trace exits here if it was dropped during the
    /// call or went the other way, and the registers the call wrote are guarded to the
    /// types they came back with.
    pub(super) fn called_out(&mut self, result: CallResult, at: RecordPoint) {
        if result.may_invalidate {
            self.guard(Op::GuardValid {}, at.pc);
        }
        if let Some(Branch { jumped, next, target }) = result.branch {
            // The exit resumes where the instruction went instead.
            let taken = at.pc == target && next != target;
            let snapshot = self.snapshot(if taken { next } else { target });
            let bits = JSValue::from_bool(taken).bits();
            self.ir.guard(Op::GuardBits { a: jumped, bits, expect: true }, snapshot);
        }
        for (reg, value) in result.written {
            let unboxed = self.unbox(value, at.registers.get(reg), at.pc);
            self.write(reg, unboxed);
        }
    }

    /// A call (or with `construct`, a `new`) of a native function the trace computes
    /// inline (`builtins::trace_intrinsics`: Math functions, `Array(n)`, `push`,
    /// `charCodeAt`), if `callee` holds one; false otherwise.
    pub(super) fn intrinsic_call(
        &mut self,
        vm: &vm::Vm,
        call: CallOperands,
        construct: bool,
        at: RecordPoint,
    ) -> Result<bool, Abort> {
        let CallOperands { dst, callee, this, arguments: registers } = call;
        let (pc, argc) = (at.pc, registers.argc());
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
        // The string and array methods read their receiver, which a call with `this`
        // undefined does not give them (they throw: the call is made out of the trace).
        let receives = matches!(
            intrinsic,
            TraceIntrinsic::ArrayPush | TraceIntrinsic::StringCharCodeAt | TraceIntrinsic::StringCharAt
        );
        if receives && this.is_none() {
            return Ok(false);
        }
        let receiver = || this.expect("a receiver, checked above");
        let arguments: Vec<Ref> = registers.iter().map(|reg| self.read(reg, at.registers.get(reg), pc)).collect();
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
                self.array_push(vm, dst, receiver(), a, pc, at)?;
                return Ok(true);
            }
            TraceIntrinsic::StringCharCodeAt if int => {
                let s = self.string_operand(receiver(), at.registers.get(receiver()), pc)?;
                let snapshot = self.snapshot(pc);
                self.ir.emit(Op::StringCharCodeAt { a: s, index: a }, Type::Int32, Some(snapshot))
            }
            TraceIntrinsic::StringCharCodeAt => return Err(Abort::CharCodeAtDouble),
            TraceIntrinsic::StringCharAt if int => self.string_character(vm, receiver(), registers.get(0), at)?,
            TraceIntrinsic::StringFromCharCode if int => {
                if at.registers.get(registers.get(0)).as_int32() as u16 > 255 {
                    return Err(Abort::CharacterNotCached);
                }
                // ToUint16.
                let mask = self.ir.const_int(0xffff);
                let unit = self.ir.emit(Op::IntAnd { a, b: mask }, Type::Int32, None);
                self.single_character_string(vm, unit, pc)
            }
            TraceIntrinsic::StringCharAt | TraceIntrinsic::StringFromCharCode => return Err(Abort::CharacterOfDouble),
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

    /// `TailCall`: a call whose callee's frame replaces the caller's (15.10.3
    /// PrepareForTailCall) when the interpreter can do that, an ordinary call otherwise.
    /// Only a frame the trace inlined can be replaced, and the root frame by a call of the
    /// function whose entry the tree starts at (`tail_call_to_entry`).
    pub(super) fn tail_call(
        &mut self,
        vm: &vm::Vm,
        call: CallOperands,
        cache: vm::bytecode::Slot,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        if !vm.tail_call_replaces_frame(at.registers.get(call.callee)) {
            return self.call(vm, call, cache, at);
        }
        if self.frames.is_empty() {
            return self.tail_call_to_entry(vm, call, cache, at);
        }
        self.record_call(vm, call, cache, true, at)
    }

    /// A tail call from the frame of a function's entry trace to that function again, with
    /// as many arguments and none past its parameters (the registers past the frame's,
    /// which the dead-register pass takes for an inlined call's): the interpreter replaces
    /// the frame in place with the new call's, and the trace does the same to the
    /// registers (the header and the arguments; the others are written before they are
    /// read), then runs again from the entry in the same frame (`at_function_entry`): a
    /// loop. Any other tail call from the root frame leaves it (an abort).
    fn tail_call_to_entry(
        &mut self,
        vm: &vm::Vm,
        call: CallOperands,
        cache: vm::bytecode::Slot,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let CallOperands { callee, arguments, .. } = call;
        let value = at.registers.get(callee);
        let own = ObjectRef::from_value(value).filter(|function| {
            function.js_type() == vm::cell::JSType::Function
                && std::ptr::eq(function.function_executable().code(), Rc::as_ptr(&self.root_code))
        });
        let callees_differ = self.code.call_caches[cache.0 as usize].get().callees_differ;
        let Some(function) = own.filter(|_| {
            self.is_function_entry()
                && self.returned.is_none()
                && !callees_differ
                && arguments.argc() as u32 == self.root_argc
                && arguments.argc() <= self.root_code.parameter_count
                && self.root_code.call_entry != CallEntry::SloppyThis
        }) else {
            return Err(Abort::ReturnFromLoopFrame);
        };
        let pc = at.pc;
        let f = self.read(callee, value, pc);
        self.guard(Op::GuardBits { a: f, bits: value.bits(), expect: true }, pc);
        self.cells.push(vm.heap.handle(Some(function.cell())));
        let this = self.read_this(call, at);
        let values: Vec<Ref> = arguments.iter().map(|reg| self.read(reg, at.registers.get(reg), pc)).collect();
        let scope = self.scope_constant(vm, function);
        let undefined = self.ir.emit(Op::ConstValue { bits: JSValue::UNDEFINED.bits() }, Type::Value, None);
        let (registers, parameters) = (self.root_code.register_count as usize, self.root_code.parameter_count as usize);
        // (The registers past the parameters are written before they are read: the
        // dead-register pass drops those writes at the link.)
        self.write_frame_start(registers, parameters, [f, this, undefined, scope], &values, undefined);
        self.tail_called_entry = true;
        self.expected = [0; 2];
        Ok(())
    }

    /// Records a call to a bytecode function, to be followed into its frame.
    pub(super) fn call(
        &mut self,
        vm: &vm::Vm,
        call: CallOperands,
        cache: vm::bytecode::Slot,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        self.record_call(vm, call, cache, false, at)
    }

    /// A call, or with `tail` one that replaces the (inlined) frame making it.
    fn record_call(
        &mut self,
        vm: &vm::Vm,
        call: CallOperands,
        cache: vm::bytecode::Slot,
        tail: bool,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let CallOperands { dst, callee, arguments, .. } = call;
        let pc = at.pc;
        let callees_differ = self.code.call_caches[cache.0 as usize].get().callees_differ;
        // An intrinsic called in a way the trace does not compute is called out to.
        if let Ok(true) = self.intrinsic_call(vm, call, false, at) {
            return Ok(());
        }
        let value = at.registers.get(callee);
        use vm::bytecode::FunctionKind;
        // A callee the trace does not inline is called out to: a native, a bound function,
        // a proxy, a generator or class, a call nested too deep or into another realm.
        let inlinable = |function: &ObjectRef| {
            function.js_type() == vm::cell::JSType::Function
                && function.function_executable().code().function_kind().is_some_and(|kind| {
                    matches!(kind, FunctionKind::Normal | FunctionKind::Arrow | FunctionKind::Method)
                })
                && function.function_realm().map(|r| r.cell()) == Some(vm.realm().cell())
        };
        // A tail call's callee runs in the frame it replaces, which a call out cannot do.
        let not_inlined = |recorder: &mut Recorder| match tail {
            true => Err(Abort::Untraced(vm::bytecode::Opcode::TailCall, crate::abort::Untraced::TailCall)),
            false => recorder.call_out(call, false, at),
        };
        let Some(function) = ObjectRef::from_value(value).filter(inlinable) else {
            return not_inlined(self);
        };
        // A tail call replaces a frame: it goes no deeper.
        if self.frames.len() >= MAX_INLINE_DEPTH && !tail {
            return self.call_out(call, false, at);
        }
        let code = function.function_executable().shared_code();
        let f = self.read(callee, value, pc);
        // A site that called several functions of one code (closures made anew) guards the
        // code and loads the scope; any other guards the callee's identity, its scope a
        // constant.
        let scope = if callees_differ {
            self.guard(Op::GuardCell { a: f }, pc);
            self.guard(Op::GuardJsType { a: f, js_type: vm::cell::JSType::Function as u8 }, pc);
            let disp = vm::layout::FUNCTION_EXECUTABLE_OFFSET as i32;
            let executable = self.ir.emit(Op::LoadField { base: f, disp }, Type::Value, None);
            let bits = function.internal(vm::runtime::function::FUNCTION_EXECUTABLE).bits();
            self.guard(Op::GuardBits { a: executable, bits, expect: true }, pc);
            self.cells.push(vm.heap.handle(Some(function.function_executable().cell())));
            let disp = vm::layout::FUNCTION_SCOPE_OFFSET as i32;
            Some(self.ir.emit(Op::LoadField { base: f, disp }, Type::Value, None))
        } else {
            self.guard(Op::GuardBits { a: f, bits: value.bits(), expect: true }, pc);
            self.cells.push(vm.heap.handle(Some(function.cell())));
            None
        };
        let this_value = call.this_value(at.registers);
        let mut this = self.read_this(call, at);
        if code.call_entry == CallEntry::SloppyThis {
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
                // The callee boxes it: call it out.
                return not_inlined(self);
            }
        }
        let arguments = arguments.iter().map(|reg| self.read(reg, at.registers.get(reg), pc)).collect();
        let construct = None;
        self.pending_call = Some(PendingCall {
            function,
            callee: f,
            scope,
            code,
            this,
            arguments,
            dst,
            call_pc: pc,
            construct,
            new_target: None,
            tail,
        });
        self.expected = [0; 2];
        Ok(())
    }

    /// The interpreter pushed the frame of the call recorded last: the trace now follows
    /// it, with the registers the frame starts with.
    pub(super) fn enter_call(&mut self, vm: &mut vm::Vm, call: PendingCall, at: RecordPoint) -> Result<(), Abort> {
        // A call's frame is pushed above the caller's; a tail call's replaces it.
        let here = self.fp + self.base as usize;
        let in_place = if call.tail { at.fp == here } else { at.fp > here };
        if !std::ptr::eq(at.code, Rc::as_ptr(&call.code)) || at.pc != 0 || !in_place {
            return Err(Abort::LeftFrame);
        }
        // A tail call's frame takes the place of the caller's, and returns where it would
        // have: to its caller, at its call, into its register.
        let (return_register, call_pc) = match call.tail {
            true => {
                let replaced = self.leave_inlined_frame().expect("a tail call replaces an inlined frame");
                (replaced.return_register, replaced.call_pc)
            }
            false => (call.dst.0, call.call_pc as u32),
        };
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
        // A construction's `this` is allocated before its frame exists: an exit there
        // resumes at the `new`.
        let this = match call.construct {
            Some(new) => self.allocate_this(vm, new, &call, at)?,
            None => call.this,
        };
        let frame = InlinedFrame {
            snapshot: SnapshotFrame {
                function: call.function.to_value().bits(),
                base,
                argc: call.arguments.len() as u16,
                return_register,
                call_pc,
                construct: call.construct.is_some(),
            },
            caller_code: std::mem::replace(&mut self.code, call.code),
            caller_base: self.base,
        };
        self.frames.push(frame);
        self.inlined_any = true;
        self.base = base;
        let scope = match call.scope {
            Some(scope) => scope,
            None => self.scope_constant(vm, call.function),
        };
        let callee = match call.scope {
            Some(_) => call.callee,
            None => self.ir.const_value(call.function.to_value().bits()),
        };
        let undefined = self.ir.emit(Op::ConstValue { bits: JSValue::UNDEFINED.bits() }, Type::Value, None);
        let new_target = match call.construct {
            Some(_) => call.new_target.unwrap_or(callee),
            None => undefined,
        };
        self.write_frame_start(registers, parameters, [callee, this, new_target, scope], &call.arguments, undefined);
        self.expected = [0; 2];
        Ok(())
    }

    /// Writes the registers a frame starts with, from the current base, as the interpreter
    /// lays a frame of `registers` registers and `parameters` parameters out: the header
    /// (callee, `this`, `new.target`, scope), the arguments in the parameters (`undefined`
    /// for those missing, and in the registers past them), and the arguments past the
    /// parameters after the frame's registers.
    fn write_frame_start(
        &mut self,
        registers: usize,
        parameters: usize,
        header: [Ref; 4],
        arguments: &[Ref],
        undefined: Ref,
    ) {
        for (reg, value) in [Reg::CALLEE, Reg::THIS, Reg::NEW_TARGET, Reg::SCOPE].into_iter().zip(header) {
            self.write(reg, value);
        }
        for index in 0..registers as u16 - Reg::HEADER {
            let parameter = (index as usize) < parameters;
            let value = arguments.get(index as usize).copied().filter(|_| parameter).unwrap_or(undefined);
            self.write(Reg(Reg::HEADER + index), value);
        }
        for (k, &value) in arguments.iter().skip(parameters).enumerate() {
            self.write(Reg((registers + k) as u16), value);
        }
    }

    /// The scope `function` closes over, as a constant the trace keeps alive (the callee
    /// is guarded to be that function).
    fn scope_constant(&mut self, vm: &vm::Vm, function: ObjectRef) -> Ref {
        let scope = vm::tier::function_scope(function);
        if let Some(cell) = scope.cell() {
            self.cells.push(vm.heap.handle(Some(cell)));
        }
        self.ir.emit(Op::ConstValue { bits: scope.bits() }, Type::Value, None)
    }

    /// `this` of `call` as the trace has it: its register, or the constant undefined.
    fn read_this(&mut self, call: CallOperands, at: RecordPoint) -> Ref {
        match call.this {
            Some(register) => self.read(register, at.registers.get(register), at.pc),
            None => self.ir.const_value(JSValue::UNDEFINED.bits()),
        }
    }

    /// `return` from an inlined call: the result goes to the caller's register.
    pub(super) fn return_from_call(&mut self, vm: &vm::Vm, src: Reg, at: RecordPoint) -> Result<(), Abort> {
        if self.frames.is_empty() {
            return self.return_to_caller(vm, src, at);
        }
        let mut value = self.read(src, at.registers.get(src), at.pc);
        if self.frames.last().is_some_and(|frame| frame.snapshot.construct) {
            let derived = matches!(self.code.function_kind(), Some(FunctionKind::ClassConstructor { derived: true }));
            value = self.construct_result(value, at.registers.get(src), derived, at)?;
        }
        let frame = self.leave_inlined_frame().expect("an inlined frame");
        self.write(Reg(frame.return_register), value);
        self.expected = [frame.call_pc as usize + 1; 2];
        Ok(())
    }

    /// `Return` from the frame the trace was entered in (or, after such a return, from the
    /// one it returned into): a side trace goes on in the caller when it is an ordinary
    /// frame of bytecode (`across_frames.rs`). The trace pops the frame with
    /// `ReturnToCaller`, which checks the caller is the one seen here; from there on, slots
    /// count from the caller's first register, and the result is the caller's register. A
    /// root trace, a return past `MAX_RETURNS`, or any other caller ends the recording: a
    /// function's entry trace (`at_function_entry`) that returns before it calls itself
    /// is not made.
    fn return_to_caller(&mut self, vm: &vm::Vm, src: Reg, at: RecordPoint) -> Result<(), Abort> {
        let returns = self.returned.as_ref().map_or(0, |returned| returned.returns.0.len());
        if self.side.is_none() && self.is_function_entry() {
            return Err(Abort::FunctionReturned);
        }
        if self.side.is_none() || returns >= MAX_RETURNS {
            return Err(Abort::ReturnFromLoopFrame);
        }
        let caller = vm.caller_for_trace().ok_or(Abort::ReturnFromLoopFrame)?;
        let value = self.read(src, at.registers.get(src), at.pc);
        let check = Box::new(caller.expected);
        self.guard(Op::ReturnToCaller { check: &*check as *const vm::tier::TraceReturn as u64 }, at.pc);
        let first = self.snapshots.len() as u32;
        let own_code = Rc::ptr_eq(&caller.code, &self.root_code);
        let returned = self
            .returned
            .get_or_insert_with(|| super::Returned { returns: crate::recorded::Returns(Vec::new()), slots_before: 0 });
        let done = crate::recorded::Return { check, first_snapshot: first, into_tree_code: own_code };
        returned.returns.0.push(done);
        returned.slots_before = returned.slots_before.max(self.slots.len());
        let extra = (caller.expected.argc as usize).saturating_sub(caller.code.parameter_count as usize);
        let registers = caller.code.register_count as usize + extra;
        self.slots = vec![None; registers];
        self.written = vec![false; registers];
        self.current_snapshot = None;
        self.fp = caller.fp;
        self.code = caller.code;
        self.keep_alive(caller.code_root);
        self.write(caller.expected.return_register, value);
        self.expected = [caller.expected.call_pc as usize + 1; 2];
        Ok(())
    }
}
