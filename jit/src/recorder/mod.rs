//! The recorder: turns the instructions the interpreter runs, one loop iteration from the
//! loop header back to it, into trace IR.
//!
//! Before each instruction the recorder sees its operands' actual values and specialises
//! on them: an int32 operand makes an int32 operation with an overflow guard (unless the
//! site's arithmetic profile says it overflowed before), a double a double one, a branch a
//! guard on the direction it is about to take. Registers are read lazily (`SLoad`, with a
//! type guard, the first time the iteration reads one) and written only in the recorder's
//! slot map; the trace writes them back at its exits and at the end of each iteration.
//!
//! The recorder follows one frame. Anything it does not handle aborts the recording with a
//! reason ([`Abort`]); the interpreter, which ran every instruction all along, simply goes
//! on.

use std::collections::HashMap;
use std::rc::Rc;
use vm::bytecode::profile::ArithProfile;
use vm::bytecode::{CodeBlock, Instruction, Reg};
use vm::interpreter::ops::arith::Arith;

use vm::tier::{RecordPoint, TraceIntrinsic};
use vm::{JSValue, ObjectRef};

mod heap;

use heap::ArrayContents;

use crate::abort::Abort;
use crate::ir::{Cmp, DoubleOp, IntOp, IrBuffer, Op, Ref, Type};
use crate::snapshot::{Snapshot, SnapshotFrame, SnapshotId};

/// Most IR instructions in one trace (LuaJIT's `maxrecord`).
pub const MAX_TRACE_LENGTH: usize = 4000;

/// What a recording step decided.
#[derive(Debug, PartialEq, Eq)]
pub enum Step {
    Continue,
    /// Back at the loop header: the trace is complete.
    Closed,
    Aborted(Abort),
}

/// The `SLoad` of each register the trace reads (each is read once: the slot map holds it
/// afterwards).
fn register_loads(ir: &IrBuffer) -> HashMap<u16, Ref> {
    let loads = ir.ins.iter().enumerate().filter_map(|(index, ins)| match ins.op {
        Op::SLoad { slot } => Some((slot, Ref(index as u32))),
        _ => None,
    });
    loads.collect()
}

impl Recorded {
    /// Turns the trace into a loop whose register values stay unboxed across iterations.
    ///
    /// Every `SLoad` moves to the trace's entry (it reads the register file once, and its
    /// guard exits to the loop header with nothing written: the entry snapshot). A
    /// register the iteration both reads and writes becomes a *phi*: its `SLoad`'s value
    /// is replaced by the iteration's final value at the loop edge. Snapshots then hold,
    /// for each phi not yet written in the iteration, the phi's current value, which the
    /// register file no longer has.
    fn carry_registers_around_the_loop(&mut self, loads: &HashMap<u16, Ref>) {
        let entry = SnapshotId(self.snapshots.len() as u32);
        self.snapshots.push(Snapshot { pc: self.head_pc as u32 + 1, entries: Vec::new(), frames: Vec::new() });
        for &load in loads.values() {
            self.ir.ins[load.index()].snapshot = Some(entry);
        }
        let (phis, writes): (Vec<_>, Vec<_>) = self.loop_writes.iter().partition(|(slot, _)| loads.contains_key(slot));
        self.phis = phis.iter().map(|&(slot, value)| (slot, loads[&slot], value)).collect();
        self.loop_writes = writes;
        for (index, snapshot) in self.snapshots.iter_mut().enumerate() {
            if index == entry.0 as usize {
                continue;
            }
            for &(slot, load, _) in &self.phis {
                if !snapshot.entries.iter().any(|&(s, _)| s == slot) {
                    snapshot.entries.push((slot, load));
                }
            }
            snapshot.entries.sort_by_key(|&(slot, _)| slot);
        }
    }
}

/// A trace as recorded, ready for the backend.
pub struct Recorded {
    pub ir: IrBuffer,
    pub snapshots: Vec<Snapshot>,
    /// The registers the iteration wrote but does not read, with their final values,
    /// stored into the register file before jumping back to the header.
    pub loop_writes: Vec<(u16, Ref)>,
    /// The registers it reads and writes: `(register, its SLoad, its final value)`; the
    /// final value becomes the SLoad's for the next iteration.
    pub phis: Vec<(u16, Ref, Ref)>,
    /// The loop: the root frame's code, its counter and its header.
    pub code: &'static CodeBlock,
    pub counter: u32,
    pub head_pc: usize,
    /// The root frame's argument count.
    pub root_argc: u32,
    /// Roots for the cells the trace embeds, held as long as it is.
    pub cells: Vec<gc::Handle>,
    /// Whether the trace inlined a call (its exits may then rebuild frames, which sit
    /// where they did when it was recorded only if the root frame has the same shape).
    pub inlines_calls: bool,
}

/// Calls inlined into the trace at most this deep.
const MAX_INLINE_DEPTH: usize = 4;

/// A call being inlined: the callee's frame, and how to get back to the caller.
#[derive(Clone, Copy)]
struct InlinedFrame {
    snapshot: SnapshotFrame,
    caller_code: &'static CodeBlock,
    caller_base: u16,
}

/// An allocation the interpreter is about to make, which the trace makes inline once the
/// recorder has seen what it made (its structure and indexing shape).
struct PendingAllocation {
    dst: Reg,
    pc: usize,
    kind: Allocation,
}

enum Allocation {
    /// `NewObject`: an empty object.
    Object,
    /// An array literal or rest parameter: an array of these values (with what each
    /// holds now).
    Elements(Vec<(Ref, JSValue)>),
    /// `Array(n)`: an array of `n` holes, `n` an Int32.
    Holes(Ref),
}

/// A call recorded but not entered yet (the interpreter pushes the frame next).
struct PendingCall {
    function: ObjectRef,
    code: &'static CodeBlock,
    this: Ref,
    arguments: Vec<Ref>,
    dst: Reg,
    call_pc: usize,
}

pub struct Recorder {
    /// The code of the frame that entered the loop (the trace's root frame).
    pub root_code: &'static CodeBlock,
    pub counter: u32,
    pub head_pc: usize,
    /// The root frame's first register.
    fp: usize,
    /// The root frame's argument count (inlined frames sit past its extra arguments).
    pub root_argc: u32,
    /// The code of the frame being recorded: the root's, or an inlined callee's.
    code: &'static CodeBlock,
    /// The slot of the current frame's first register.
    base: u16,
    frames: Vec<InlinedFrame>,
    pending_call: Option<PendingCall>,
    /// An allocation just run: the trace allocates what it made.
    pending_allocation: Option<PendingAllocation>,
    ir: IrBuffer,
    snapshots: Vec<Snapshot>,
    /// The IR value of each register read or written so far this iteration.
    slots: Vec<Option<Ref>>,
    /// Registers written this iteration (these go into snapshots).
    written: Vec<bool>,
    /// The snapshot of the current state, while no register changes.
    current_snapshot: Option<SnapshotId>,
    /// The pcs the previous instruction may have gone to.
    expected: [usize; 2],
    /// `$vm.inTrace`'s Rust function, whose calls the trace folds to true.
    in_trace: Option<usize>,
    /// Native functions the trace computes inline.
    intrinsics: Rc<HashMap<usize, TraceIntrinsic>>,
    /// Root-frame registers read as doubles even when they hold an int32 (an earlier
    /// recording found them turning into doubles).
    double_slots: Vec<u16>,
    /// Roots for the cells the trace embeds (structures it guards, objects it loads from).
    cells: Vec<gc::Handle>,
    inlined_any: bool,
}

/// How a value is kept in the trace, judged from the value itself.
fn type_of(value: JSValue) -> Type {
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
    /// A recorder for the loop whose header (its LoopHint) is at `at.pc`, in a frame of
    /// `argc` arguments.
    pub fn new(
        code: &'static CodeBlock,
        counter: u32,
        at: RecordPoint,
        argc: u32,
        in_trace: Option<usize>,
        intrinsics: Rc<HashMap<usize, TraceIntrinsic>>,
        double_slots: Vec<u16>,
    ) -> Recorder {
        let registers = code.register_count as usize;
        Recorder {
            root_code: code,
            code,
            counter,
            head_pc: at.pc,
            fp: at.fp,
            root_argc: argc,
            base: 0,
            frames: Vec::new(),
            pending_call: None,
            pending_allocation: None,
            ir: IrBuffer::default(),
            snapshots: Vec::new(),
            slots: vec![None; registers],
            written: vec![false; registers],
            current_snapshot: None,
            expected: [at.pc + 1; 2],
            in_trace,
            intrinsics,
            double_slots,
            cells: Vec::new(),
            inlined_any: false,
        }
    }

    /// The trace recorded so far.
    pub fn ir(&self) -> &IrBuffer {
        &self.ir
    }

    /// Records the instruction at `at.pc`, about to run.
    pub fn step(&mut self, vm: &mut vm::Vm, at: RecordPoint) -> Step {
        if let Some(call) = self.pending_call.take()
            && let Err(abort) = self.enter_call(vm, call, at)
        {
            return Step::Aborted(abort);
        }
        if let Some(allocation) = self.pending_allocation.take() {
            let PendingAllocation { dst, pc, kind } = allocation;
            let allocated = match kind {
                Allocation::Object => self.allocated_object(vm, dst, pc, at),
                Allocation::Elements(values) => self.allocated_array(vm, dst, pc, ArrayContents::Values(values), at),
                Allocation::Holes(length) => self.allocated_array(vm, dst, pc, ArrayContents::Holes(length), at),
            };
            if let Err(abort) = allocated {
                return Step::Aborted(abort);
            }
        }
        if at.fp != self.fp + self.base as usize || !std::ptr::eq(at.code, self.code) {
            return Step::Aborted(Abort::LeftFrame);
        }
        if !self.expected.contains(&at.pc) {
            // An exception moved to a handler, or a branch went where the recorder did
            // not predict.
            return Step::Aborted(Abort::UnexpectedPc);
        }
        if at.pc == self.head_pc && self.frames.is_empty() {
            return Step::Closed;
        }
        if self.ir.len() > MAX_TRACE_LENGTH {
            return Step::Aborted(Abort::TooLong);
        }
        self.expected = [at.pc + 1; 2];
        match self.instruction(vm, at) {
            Ok(()) => Step::Continue,
            Err(abort) => Step::Aborted(abort),
        }
    }

    /// The finished trace, or why the loop cannot be traced as it is. A type-unstable loop
    /// also names the registers that came back as doubles where the trace read int32s:
    /// the next recording reads them as doubles from the start.
    pub fn finish(self) -> Result<Recorded, (Abort, Vec<u16>)> {
        let mut loop_writes = Vec::new();
        let mut unstable = Vec::new();
        let loads = register_loads(&self.ir);
        for (slot, &written) in self.written.iter().enumerate() {
            if !written {
                continue;
            }
            let value = self.slots[slot].expect("a written register has a value");
            // The next iteration reads the register with the type this one assumed at its
            // first read; a value that does not fit it would fail that guard every time.
            if let Some(&load) = loads.get(&(slot as u16)) {
                let fits = match (self.ir.ty(load), self.ir.ty(value)) {
                    (Type::Value, _) => true,
                    (Type::Double, Type::Int32 | Type::Double) => true,
                    (a, b) => a == b,
                };
                if !fits {
                    unstable.push(slot as u16);
                }
            }
            loop_writes.push((slot as u16, value));
        }
        if !unstable.is_empty() {
            return Err((Abort::TypeUnstable, unstable));
        }
        let mut recorded = Recorded {
            ir: self.ir,
            snapshots: self.snapshots,
            loop_writes,
            phis: Vec::new(),
            code: self.root_code,
            counter: self.counter,
            head_pc: self.head_pc,
            root_argc: self.root_argc,
            cells: self.cells,
            inlines_calls: self.inlined_any,
        };
        recorded.carry_registers_around_the_loop(&loads);
        Ok(recorded)
    }

    fn snapshot(&mut self, pc: usize) -> SnapshotId {
        if let Some(id) = self.current_snapshot
            && self.snapshots[id.0 as usize].pc == pc as u32
        {
            return id;
        }
        let entries = (0..self.slots.len())
            .filter(|&slot| self.written[slot])
            .map(|slot| (slot as u16, self.slots[slot].expect("written")))
            .collect();
        let id = SnapshotId(self.snapshots.len() as u32);
        let frames = self.frames.iter().map(|frame| frame.snapshot).collect();
        self.snapshots.push(Snapshot { pc: pc as u32, entries, frames });
        self.current_snapshot = Some(id);
        id
    }

    /// The slot of the current frame's register `reg`.
    fn slot(&self, reg: Reg) -> usize {
        self.base as usize + reg.index()
    }

    /// The IR value of register `reg` (whose value is `value`), loading it on first use.
    fn read(&mut self, reg: Reg, value: JSValue, pc: usize) -> Ref {
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

    fn write(&mut self, reg: Reg, value: Ref) {
        let slot = self.slot(reg);
        self.slots[slot] = Some(value);
        self.written[slot] = true;
        self.current_snapshot = None;
    }

    /// A call (or with `construct`, a `new`) of a native function the trace computes
    /// inline (`builtins::trace_intrinsics`: Math functions, `Array(n)`, `push`,
    /// `charCodeAt`), if `callee` holds one; false otherwise.
    #[allow(clippy::too_many_arguments)]
    fn intrinsic_call(
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
            return Err(Abort::Unsupported("a Math or Array call with an unusual argument count"));
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
            TraceIntrinsic::StringCharCodeAt => return Err(Abort::Unsupported("charCodeAt of a double index")),
            TraceIntrinsic::ArrayWithLength if int => {
                // The array is made by the interpreter first: the next step sees it.
                self.pending_allocation = Some(PendingAllocation { dst, pc, kind: Allocation::Holes(a) });
                return Ok(true);
            }
            TraceIntrinsic::ArrayWithLength => return Err(Abort::Unsupported("Array(n) of a double")),
            TraceIntrinsic::TypedArrayLength => unreachable!("not callable"),
            TraceIntrinsic::Sqrt => {
                let a = self.double(a);
                self.ir.emit(Op::SqrtDouble(a), Type::Double, None)
            }
            TraceIntrinsic::Abs if int => {
                let snapshot = self.snapshot(pc);
                self.ir.emit(Op::AbsInt(a), Type::Int32, Some(snapshot))
            }
            TraceIntrinsic::Abs => self.ir.emit(Op::AbsDouble(a), Type::Double, None),
            TraceIntrinsic::Unary(f) => {
                let a = self.double(a);
                self.ir.emit(Op::CallUnary { f: f as usize as u64, a }, Type::Double, None)
            }
            TraceIntrinsic::Min | TraceIntrinsic::Max | TraceIntrinsic::Imul => {
                let b = arguments[1];
                let kind = match intrinsic {
                    TraceIntrinsic::Min => IntOp::Min,
                    TraceIntrinsic::Max => IntOp::Max,
                    _ => IntOp::Mul,
                };
                let (a, b) = if kind == IntOp::Mul {
                    (self.int(a)?, self.int(b)?)
                } else if int && self.ir.ty(b) == Type::Int32 {
                    (a, b)
                } else {
                    // Doubles bring NaN and -0 into min and max.
                    return Err(Abort::Unsupported("Math.min or Math.max of doubles"));
                };
                self.ir.emit(Op::Int(kind, a, b), Type::Int32, None)
            }
        };
        self.write(dst, result);
        Ok(true)
    }

    /// Records a call to a bytecode function, to be followed into its frame.
    fn call(
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
            .ok_or(Abort::Unsupported("a call of a native or bound function"))?;
        let code = function.function_executable().code();
        let kind = code.function_kind().ok_or(Abort::Unsupported("a call of a non-function"))?;
        use vm::bytecode::FunctionKind;
        if !matches!(kind, FunctionKind::Normal | FunctionKind::Arrow | FunctionKind::Method) {
            return Err(Abort::Unsupported("a call of a generator, async function or class"));
        }
        if self.frames.len() >= MAX_INLINE_DEPTH {
            return Err(Abort::Unsupported("calls nested too deep to inline"));
        }
        if function.function_realm().map(|r| r.cell()) != Some(vm.realm().cell()) {
            return Err(Abort::Unsupported("a call into another realm"));
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
            } else if self.ir.op(this) == Op::ConstValue(JSValue::UNDEFINED.bits()) {
                let global = vm.realm().global_object();
                self.cells.push(vm.heap.handle(Some(global.cell())));
                this = self.ir.emit(Op::ConstValue(global.to_value().bits()), Type::Value, None);
            } else {
                return Err(Abort::Unsupported("a sloppy call with a primitive this"));
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
    fn enter_call(&mut self, vm: &vm::Vm, call: PendingCall, at: RecordPoint) -> Result<(), Abort> {
        if !std::ptr::eq(at.code, call.code) || at.pc != 0 || at.fp <= self.fp + self.base as usize {
            return Err(Abort::LeftFrame);
        }
        let base = u16::try_from(at.fp - self.fp).map_err(|_| Abort::Unsupported("a frame too far up"))?;
        let registers = call.code.register_count as usize;
        let parameters = call.code.parameter_count as usize;
        // Arguments past the parameters sit after the frame's registers, as the
        // interpreter lays them out.
        let extra = call.arguments.len().saturating_sub(parameters);
        let size = registers + extra;
        if base as usize + size > u16::MAX as usize {
            return Err(Abort::Unsupported("a frame too far up"));
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
        let callee = self.ir.emit(Op::ConstValue(call.function.to_value().bits()), Type::Value, None);
        let undefined = self.ir.emit(Op::ConstValue(JSValue::UNDEFINED.bits()), Type::Value, None);
        let scope = self.ir.emit(Op::ConstValue(scope.bits()), Type::Value, None);
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
    fn return_from_call(&mut self, src: Reg, at: RecordPoint) -> Result<(), Abort> {
        let frame = self.frames.pop().ok_or(Abort::Unsupported("a return from the loop's frame"))?;
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

    /// The values of a rest parameter starting at argument `first`, in an inlined frame
    /// (whose argument count the trace fixes).
    fn rest_arguments(&mut self, first: u16, at: RecordPoint) -> Result<Vec<(Ref, JSValue)>, Abort> {
        let frame = self.frames.last().ok_or(Abort::Unsupported("a rest parameter in the loop's own frame"))?;
        let argc = frame.snapshot.argc as usize;
        let parameters = self.code.parameter_count as usize;
        let registers = self.code.register_count as usize;
        let argument = |index: usize| {
            if index < parameters {
                Reg(Reg::HEADER + index as u16)
            } else {
                Reg((registers + index - parameters) as u16)
            }
        };
        let values = (first as usize..argc).map(|index| {
            let reg = argument(index);
            let value = at.registers.get(reg);
            (self.read(reg, value, at.pc), value)
        });
        Ok(values.collect())
    }

    fn guard(&mut self, op: Op, pc: usize) {
        let snapshot = self.snapshot(pc);
        self.ir.guard(op, snapshot);
    }

    /// A number operand as a double.
    fn double(&mut self, r: Ref) -> Ref {
        match self.ir.ty(r) {
            Type::Int32 => self.ir.emit(Op::IntToDouble(r), Type::Double, None),
            _ => r,
        }
    }

    /// A number operand as an int32 (ToInt32, for the bitwise operators).
    fn int(&mut self, r: Ref) -> Result<Ref, Abort> {
        match self.ir.ty(r) {
            Type::Int32 => Ok(r),
            Type::Double => Ok(self.ir.emit(Op::DoubleToInt(r), Type::Int32, None)),
            _ => Err(Abort::NotNumber),
        }
    }

    fn is_number(&self, r: Ref) -> bool {
        matches!(self.ir.ty(r), Type::Int32 | Type::Double)
    }

    /// `lhs op rhs` for the arithmetic and bitwise operators; `values` are the operands'
    /// values now.
    fn arith(
        &mut self,
        op: Arith,
        lhs: Ref,
        rhs: Ref,
        values: (JSValue, JSValue),
        profile: u32,
        pc: usize,
    ) -> Result<Ref, Abort> {
        if !self.is_number(lhs) || !self.is_number(rhs) {
            return Err(Abort::NotNumber);
        }
        let both_int = self.ir.ty(lhs) == Type::Int32 && self.ir.ty(rhs) == Type::Int32;
        let mut overflowed = self.code.arith_profiles[profile as usize].get().has(ArithProfile::OVERFLOWED);
        // Cases whose int32 guard would fail right away: an int32 `%` that may give -0, and
        // a `>>>` result past int32 (which the interpreter does not count as overflow).
        let (a, b) = values;
        match op {
            Arith::Mod if both_int => overflowed |= a.as_int32() < 0 || b.as_int32() <= 0,
            Arith::UShr => {
                let (x, y) = (vm::runtime::conversions::f64_to_int32(a.as_number()), b.as_number() as i64);
                overflowed |= (x as u32) >> (y as u32 & 31) > i32::MAX as u32;
            }
            _ => {}
        }
        let (ir_op, ty) = match op {
            Arith::Add if both_int && !overflowed => (Op::AddOv(lhs, rhs), Type::Int32),
            Arith::Sub if both_int && !overflowed => (Op::SubOv(lhs, rhs), Type::Int32),
            Arith::Mul if both_int && !overflowed => (Op::MulOv(lhs, rhs), Type::Int32),
            Arith::Mod if both_int && !overflowed => (Op::ModInt(lhs, rhs), Type::Int32),
            Arith::Add | Arith::Sub | Arith::Mul | Arith::Div | Arith::Mod => {
                let kind = match op {
                    Arith::Add => DoubleOp::Add,
                    Arith::Sub => DoubleOp::Sub,
                    Arith::Mul => DoubleOp::Mul,
                    Arith::Div => DoubleOp::Div,
                    _ => DoubleOp::Mod,
                };
                let (a, b) = (self.double(lhs), self.double(rhs));
                (Op::Double(kind, a, b), Type::Double)
            }
            Arith::Exp => return Err(Abort::Unsupported("**")),
            Arith::BitAnd | Arith::BitOr | Arith::BitXor | Arith::Shl | Arith::Shr | Arith::UShr => {
                // The operands converted to int32 (ToInt32 of doubles).
                let (a, b) = (self.int(lhs)?, self.int(rhs)?);
                let int_op = |kind| (Op::Int(kind, a, b), Type::Int32);
                match op {
                    Arith::BitAnd => int_op(IntOp::And),
                    Arith::BitOr => int_op(IntOp::Or),
                    Arith::BitXor => int_op(IntOp::Xor),
                    Arith::Shl => int_op(IntOp::Shl),
                    Arith::Shr => int_op(IntOp::Sar),
                    _ if overflowed => (Op::UShrToDouble(a, b), Type::Double),
                    _ => (Op::UShrOv(a, b), Type::Int32),
                }
            }
        };
        let snapshot = ir_op.is_guard().then(|| self.snapshot(pc));
        Ok(self.ir.emit(ir_op, ty, snapshot))
    }

    /// The truthiness guard for a branch on `cond` (whose value is `value`), taken or not.
    fn branch_on_truthiness(
        &mut self,
        cond: Ref,
        value: JSValue,
        taken_if_truthy: bool,
        target: usize,
        pc: usize,
    ) -> Result<(), Abort> {
        let truthy = match self.ir.ty(cond) {
            Type::Int32 | Type::Bool | Type::Double => {
                let truthy = if value.is_int32() {
                    value.as_int32() != 0
                } else if value.is_double() {
                    let v = value.as_double();
                    v != 0.0 && !v.is_nan()
                } else {
                    value.as_bool()
                };
                self.guard(Op::GuardTruthy { a: cond, expect: truthy }, pc);
                truthy
            }
            _ if value.is_undefined_or_null() => {
                self.guard(Op::GuardBits { a: cond, bits: value.bits(), expect: true }, pc);
                false
            }
            _ => return Err(Abort::Unsupported("a branch on an object or string")),
        };
        self.go(truthy == taken_if_truthy, target);
        Ok(())
    }

    /// Predicts where a branch at the current instruction goes.
    fn go(&mut self, taken: bool, target: usize) {
        if taken {
            self.expected = [target; 2];
        }
    }

    /// A fused compare-and-branch: `cmp(lhs, rhs) == jump_if` jumps to `target`.
    #[allow(clippy::too_many_arguments)]
    fn compare_branch(
        &mut self,
        cmp: Cmp,
        lhs: Reg,
        rhs: Reg,
        jump_if: bool,
        target: usize,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let (lv, rv) = (at.registers.get(lhs), at.registers.get(rhs));
        let a = self.read(lhs, lv, at.pc);
        let b = self.read(rhs, rv, at.pc);
        let holds = self.compare_guard(cmp, a, b, lv, rv, at.pc)?;
        self.go(holds == jump_if, target);
        Ok(())
    }

    /// Guards `cmp(a, b)` on numbers to come out as it does now (`av`, `bv` are the
    /// values), and returns that outcome.
    #[allow(clippy::too_many_arguments)]
    fn compare_guard(&mut self, cmp: Cmp, a: Ref, b: Ref, av: JSValue, bv: JSValue, pc: usize) -> Result<bool, Abort> {
        if !self.is_number(a) || !self.is_number(b) {
            return Err(Abort::NotNumber);
        }
        let holds = cmp.holds_f64(av.as_number(), bv.as_number());
        if self.ir.ty(a) == Type::Int32 && self.ir.ty(b) == Type::Int32 {
            self.guard(Op::GuardInt { cmp, a, b, expect: holds }, pc);
        } else {
            let (a, b) = (self.double(a), self.double(b));
            self.guard(Op::GuardDouble { cmp, a, b, expect: holds }, pc);
        }
        Ok(holds)
    }

    /// `cmp(a, b)` on numbers, as a Bool value.
    fn compare_value(&mut self, cmp: Cmp, a: Ref, b: Ref) -> Result<Ref, Abort> {
        if !self.is_number(a) || !self.is_number(b) {
            return Err(Abort::NotNumber);
        }
        if self.ir.ty(a) == Type::Int32 && self.ir.ty(b) == Type::Int32 {
            return Ok(self.ir.emit(Op::CompareInt(cmp, a, b), Type::Bool, None));
        }
        let (a, b) = (self.double(a), self.double(b));
        Ok(self.ir.emit(Op::CompareDouble(cmp, a, b), Type::Bool, None))
    }

    /// `a === b` (`negate`: `!==`) as a Bool, for numbers and booleans.
    /// Whether `===` with `a` (holding `value` now) is identity: true when `a` is
    /// undefined, null, an object or a symbol now, and then guarded to stay one of those.
    fn identity_comparable(&mut self, a: Ref, value: JSValue, pc: usize) -> bool {
        if self.ir.ty(a) != Type::Value {
            return false;
        }
        if value.is_undefined_or_null() {
            self.guard(Op::GuardNullish { a, expect: true }, pc);
            return true;
        }
        let Some(cell) = vm::ObjectRef::from_value(value)
            .map(|o| o.js_type())
            .or_else(|| vm::symbol::SymbolRef::from_value(value).map(|_| vm::cell::JSType::Symbol))
        else {
            return false;
        };
        self.guard(Op::GuardCell { a }, pc);
        self.guard(Op::GuardJsType { a, js_type: cell as u8 }, pc);
        true
    }

    /// `a === b` (or `!==` with `negate`) as a Bool; `values` are what they hold now.
    fn strict_equal(
        &mut self,
        a: Ref,
        b: Ref,
        values: (JSValue, JSValue),
        negate: bool,
        pc: usize,
    ) -> Result<Ref, Abort> {
        let cmp = if negate { Cmp::Ne } else { Cmp::Eq };
        match (self.ir.ty(a), self.ir.ty(b)) {
            (Type::Bool, Type::Bool) => Ok(self.ir.emit(Op::CompareInt(cmp, a, b), Type::Bool, None)),
            (Type::Int32 | Type::Double, Type::Int32 | Type::Double) => self.compare_value(cmp, a, b),
            // Types guarded to differ: never strictly equal.
            (Type::Bool, Type::Int32 | Type::Double) | (Type::Int32 | Type::Double, Type::Bool) => {
                Ok(self.ir.const_bool(negate))
            }
            _ if self.identity_comparable(a, values.0, pc) || self.identity_comparable(b, values.1, pc) => {
                let (a, b) = (self.boxed(a), self.boxed(b));
                let same = self.ir.emit(Op::SameBits(a, b), Type::Bool, None);
                Ok(if negate { self.ir.emit(Op::NotBool(same), Type::Bool, None) } else { same })
            }
            _ => Err(Abort::Unsupported("=== of two strings or BigInts")),
        }
    }

    fn constant(&mut self, value: JSValue) -> Ref {
        if value.is_int32() {
            self.ir.const_int(value.as_int32())
        } else if value.is_double() {
            self.ir.const_double(value.as_double())
        } else if value.is_boolean() {
            self.ir.const_bool(value.as_bool())
        } else {
            // A cell here is from the code block's constant pool, alive while its code runs.
            self.ir.emit(Op::ConstValue(value.bits()), Type::Value, None)
        }
    }

    fn is_in_trace(&self, callee: JSValue) -> bool {
        let Some(in_trace) = self.in_trace else { return false };
        ObjectRef::from_value(callee).is_some_and(|f| {
            f.js_type() == vm::cell::JSType::NativeFunction && f.native_function() as usize == in_trace
        })
    }

    fn instruction(&mut self, vm: &vm::Vm, at: RecordPoint) -> Result<(), Abort> {
        use Instruction as I;
        let r = at.registers;
        let pc = at.pc;
        let code = self.code;
        match code.instructions[pc] {
            I::Mov { dst, src } => {
                let value = self.read(src, r.get(src), pc);
                self.write(dst, value);
            }
            I::LoadConst { dst, constant } => {
                let value = self.constant(code.constant(constant.0));
                self.write(dst, value);
            }
            I::LoadInt { dst, value } => {
                let value = self.ir.const_int(value);
                self.write(dst, value);
            }
            I::LoadUndefined { dst } => self.load(dst, JSValue::UNDEFINED),
            I::LoadNull { dst } => self.load(dst, JSValue::NULL),
            I::LoadTrue { dst } => self.load(dst, JSValue::TRUE),
            I::LoadFalse { dst } => self.load(dst, JSValue::FALSE),
            I::LoadEmpty { dst } => self.load(dst, JSValue::EMPTY),

            I::Add { dst, lhs, rhs, profile } => self.binary(Arith::Add, dst, lhs, rhs, profile.0, at)?,
            I::Sub { dst, lhs, rhs, profile } => self.binary(Arith::Sub, dst, lhs, rhs, profile.0, at)?,
            I::Mul { dst, lhs, rhs, profile } => self.binary(Arith::Mul, dst, lhs, rhs, profile.0, at)?,
            I::Div { dst, lhs, rhs, profile } => self.binary(Arith::Div, dst, lhs, rhs, profile.0, at)?,
            I::Mod { dst, lhs, rhs, profile } => self.binary(Arith::Mod, dst, lhs, rhs, profile.0, at)?,
            I::Exp { .. } => return Err(Abort::Unsupported("**")),
            I::BitAnd { dst, lhs, rhs, profile } => self.binary(Arith::BitAnd, dst, lhs, rhs, profile.0, at)?,
            I::BitOr { dst, lhs, rhs, profile } => self.binary(Arith::BitOr, dst, lhs, rhs, profile.0, at)?,
            I::BitXor { dst, lhs, rhs, profile } => self.binary(Arith::BitXor, dst, lhs, rhs, profile.0, at)?,
            I::Shl { dst, lhs, rhs, profile } => self.binary(Arith::Shl, dst, lhs, rhs, profile.0, at)?,
            I::Shr { dst, lhs, rhs, profile } => self.binary(Arith::Shr, dst, lhs, rhs, profile.0, at)?,
            I::UShr { dst, lhs, rhs, profile } => self.binary(Arith::UShr, dst, lhs, rhs, profile.0, at)?,
            I::ArithInt { op, dst, lhs, value, profile } => {
                let a = self.read(lhs, r.get(lhs), pc);
                let b = self.ir.const_int(value);
                let values = (r.get(lhs), JSValue::from_i32(value));
                let result = self.arith(Arith::from_number(op), a, b, values, profile.0, pc)?;
                self.write(dst, result);
            }
            I::Increment { dst, src, profile } | I::Decrement { dst, src, profile } => {
                let a = self.read(src, r.get(src), pc);
                let step = if matches!(code.instructions[pc], I::Increment { .. }) { 1 } else { -1 };
                let b = self.ir.const_int(step);
                let result = self.arith(Arith::Add, a, b, (r.get(src), JSValue::from_i32(step)), profile.0, pc)?;
                self.write(dst, result);
            }
            I::Negate { dst, src, .. } => {
                let value = r.get(src);
                let a = self.read(src, value, pc);
                let result = match self.ir.ty(a) {
                    // -0 needs a double: negate 0 as one.
                    Type::Int32 if value.as_int32() != 0 => {
                        let snapshot = self.snapshot(pc);
                        self.ir.emit(Op::NegOv(a), Type::Int32, Some(snapshot))
                    }
                    Type::Int32 | Type::Double => {
                        let a = self.double(a);
                        self.ir.emit(Op::NegDouble(a), Type::Double, None)
                    }
                    _ => return Err(Abort::NotNumber),
                };
                self.write(dst, result);
            }
            I::BitNot { dst, src } => {
                let a = self.read(src, r.get(src), pc);
                let a = self.int(a)?;
                let result = self.ir.emit(Op::BitNot(a), Type::Int32, None);
                self.write(dst, result);
            }
            I::Not { dst, src } => {
                let value = r.get(src);
                let a = self.read(src, value, pc);
                let result = match self.ir.ty(a) {
                    Type::Bool => self.ir.emit(Op::NotBool(a), Type::Bool, None),
                    Type::Int32 => {
                        let zero = self.ir.const_int(0);
                        self.ir.emit(Op::CompareInt(Cmp::Eq, a, zero), Type::Bool, None)
                    }
                    _ if value.is_undefined_or_null() => {
                        self.guard(Op::GuardBits { a, bits: value.bits(), expect: true }, pc);
                        self.ir.const_bool(true)
                    }
                    _ => return Err(Abort::Unsupported("! of a double, object or string")),
                };
                self.write(dst, result);
            }

            I::Less { dst, lhs, rhs } => self.comparison(Cmp::Lt, dst, lhs, rhs, at)?,
            I::LessEq { dst, lhs, rhs } => self.comparison(Cmp::Le, dst, lhs, rhs, at)?,
            I::Greater { dst, lhs, rhs } => self.comparison(Cmp::Gt, dst, lhs, rhs, at)?,
            I::GreaterEq { dst, lhs, rhs } => self.comparison(Cmp::Ge, dst, lhs, rhs, at)?,
            I::StrictEqual { dst, lhs, rhs } | I::StrictNotEqual { dst, lhs, rhs } => {
                let negate = matches!(code.instructions[pc], I::StrictNotEqual { .. });
                let values = (r.get(lhs), r.get(rhs));
                let a = self.read(lhs, values.0, pc);
                let b = self.read(rhs, values.1, pc);
                let result = self.strict_equal(a, b, values, negate, pc)?;
                self.write(dst, result);
            }
            I::Equal { dst, lhs, rhs } | I::NotEqual { dst, lhs, rhs } => {
                // `==` is `===` for two numbers or two booleans (7.2.14 step 1).
                let negate = matches!(code.instructions[pc], I::NotEqual { .. });
                let values = (r.get(lhs), r.get(rhs));
                let a = self.read(lhs, values.0, pc);
                let b = self.read(rhs, values.1, pc);
                let same_type = (self.is_number(a) && self.is_number(b))
                    || (self.ir.ty(a) == Type::Bool && self.ir.ty(b) == Type::Bool);
                if !same_type {
                    return Err(Abort::Unsupported("== on values of different types"));
                }
                let result = self.strict_equal(a, b, values, negate, pc)?;
                self.write(dst, result);
            }

            I::Jump { target } => self.expected = [target.0 as usize; 2],
            I::JumpIfTrue { cond, target } | I::JumpIfFalse { cond, target } => {
                let value = r.get(cond);
                let a = self.read(cond, value, pc);
                let on_truthy = matches!(code.instructions[pc], I::JumpIfTrue { .. });
                self.branch_on_truthiness(a, value, on_truthy, target.0 as usize, pc)?;
            }
            I::JumpIfNullish { src, target } | I::JumpIfNotNullish { src, target } => {
                let value = r.get(src);
                let a = self.read(src, value, pc);
                let nullish = value.is_undefined_or_null();
                if self.ir.ty(a) == Type::Value {
                    self.guard(Op::GuardNullish { a, expect: nullish }, pc);
                }
                let jump_if_nullish = matches!(code.instructions[pc], I::JumpIfNullish { .. });
                self.go(nullish == jump_if_nullish, target.0 as usize);
            }
            I::JumpIfUndefined { src, target } | I::JumpIfNotUndefined { src, target } => {
                let value = r.get(src);
                let a = self.read(src, value, pc);
                let undefined = value.is_undefined();
                if self.ir.ty(a) == Type::Value {
                    self.guard(Op::GuardBits { a, bits: JSValue::UNDEFINED.bits(), expect: undefined }, pc);
                }
                let jump_if_undefined = matches!(code.instructions[pc], I::JumpIfUndefined { .. });
                self.go(undefined == jump_if_undefined, target.0 as usize);
            }
            I::JumpIfLess { lhs, rhs, target } => {
                self.compare_branch(Cmp::Lt, lhs, rhs, true, target.0 as usize, at)?
            }
            I::JumpIfNotLess { lhs, rhs, target } => {
                self.compare_branch(Cmp::Lt, lhs, rhs, false, target.0 as usize, at)?
            }
            I::JumpIfLessEq { lhs, rhs, target } => {
                self.compare_branch(Cmp::Le, lhs, rhs, true, target.0 as usize, at)?
            }
            I::JumpIfNotLessEq { lhs, rhs, target } => {
                self.compare_branch(Cmp::Le, lhs, rhs, false, target.0 as usize, at)?
            }
            I::JumpIfGreater { lhs, rhs, target } => {
                self.compare_branch(Cmp::Gt, lhs, rhs, true, target.0 as usize, at)?
            }
            I::JumpIfNotGreater { lhs, rhs, target } => {
                self.compare_branch(Cmp::Gt, lhs, rhs, false, target.0 as usize, at)?
            }
            I::JumpIfGreaterEq { lhs, rhs, target } => {
                self.compare_branch(Cmp::Ge, lhs, rhs, true, target.0 as usize, at)?
            }
            I::JumpIfNotGreaterEq { lhs, rhs, target } => {
                self.compare_branch(Cmp::Ge, lhs, rhs, false, target.0 as usize, at)?
            }
            // For two numbers, `==` is `===` (7.2.14 step 1).
            I::JumpIfStrictEqual { lhs, rhs, target }
            | I::JumpIfStrictNotEqual { lhs, rhs, target }
            | I::JumpIfEqual { lhs, rhs, target }
            | I::JumpIfNotEqual { lhs, rhs, target } => {
                let (lv, rv) = (r.get(lhs), r.get(rhs));
                let a = self.read(lhs, lv, pc);
                let b = self.read(rhs, rv, pc);
                let loose = matches!(code.instructions[pc], I::JumpIfEqual { .. } | I::JumpIfNotEqual { .. });
                let equal = if self.is_number(a) && self.is_number(b) {
                    self.compare_guard(Cmp::Eq, a, b, lv, rv, pc)?
                } else if loose {
                    return Err(Abort::Unsupported("a == branch on non-numbers"));
                } else {
                    // What strict_equal accepts besides numbers compares by bits.
                    let same = self.strict_equal(a, b, (lv, rv), false, pc)?;
                    let equal = lv.bits() == rv.bits();
                    self.guard(Op::GuardTruthy { a: same, expect: equal }, pc);
                    equal
                };
                let jump_if_equal =
                    matches!(code.instructions[pc], I::JumpIfStrictEqual { .. } | I::JumpIfEqual { .. });
                self.go(equal == jump_if_equal, target.0 as usize);
            }
            I::LoopHint { .. } => return Err(Abort::InnerLoop),

            I::Call { dst, callee, .. } if self.is_in_trace(r.get(callee)) => {
                // `$vm.inTrace()`: true in the trace, once it is the same function.
                let value = r.get(callee);
                let f = self.read(callee, value, pc);
                self.guard(Op::GuardBits { a: f, bits: value.bits(), expect: true }, pc);
                let result = self.ir.const_bool(true);
                self.write(dst, result);
            }
            I::GetById { dst, base, name, cache } => {
                self.get_by_id(vm, dst, base, code.constant(name.0), cache.0, at)?
            }
            I::PutById { base, src, cache, .. } => self.put_by_id(vm, base, src, cache.0, at)?,
            I::GetByVal { dst, base, key, .. } => self.get_by_val(dst, base, key, at)?,
            I::PutByVal { base, key, src, .. } => self.put_by_val(vm, base, key, src, at)?,
            I::GetGlobal { dst, cache, .. } => self.get_global(dst, cache.0, vm, at)?,
            I::PutGlobal { src, cache, .. } => self.put_global(src, cache.0, vm, at)?,
            I::GetScope { dst, depth, slot } => self.get_scope(dst, depth, slot, false, at)?,
            I::GetScopeChecked { dst, depth, slot, .. } => self.get_scope(dst, depth, slot, true, at)?,
            I::PutScope { depth, slot, src } => self.put_scope(depth, slot, src, false, at)?,
            I::PutScopeChecked { depth, slot, src, .. } => self.put_scope(depth, slot, src, true, at)?,
            I::ToNumeric { dst, src } => {
                let a = self.read(src, r.get(src), pc);
                if !self.is_number(a) {
                    return Err(Abort::NotNumber);
                }
                self.write(dst, a);
            }
            I::ToPropertyKey { dst, src } => {
                // An int32 key is its own property key (as an index).
                let a = self.read(src, r.get(src), pc);
                if self.ir.ty(a) != Type::Int32 {
                    return Err(Abort::Unsupported("ToPropertyKey of a value that is no int32"));
                }
                self.write(dst, a);
            }
            I::RequireObjectCoercible { src } => {
                // Throws for undefined and null only: an object stays one.
                let value = r.get(src);
                let a = self.read(src, value, pc);
                if self.ir.ty(a) == Type::Value {
                    if !value.is_cell() {
                        return Err(Abort::Unsupported("RequireObjectCoercible of a primitive"));
                    }
                    self.guard(Op::GuardCell { a }, pc);
                }
            }
            I::CheckTdz { src, .. } => {
                let value = r.get(src);
                let a = self.read(src, value, pc);
                if self.ir.ty(a) == Type::Value {
                    self.guard(Op::GuardNotEmpty { a }, pc);
                }
            }
            I::Call { dst, callee, first, argc, .. } => self.call(vm, dst, callee, first, argc, at)?,
            I::Construct { dst, callee, first, argc, .. } => {
                if !self.intrinsic_call(vm, dst, callee, first, argc, true, at)? {
                    return Err(Abort::Instruction("Construct"));
                }
            }
            I::NewObject { dst, .. } => {
                self.pending_allocation = Some(PendingAllocation { dst, pc, kind: Allocation::Object });
            }
            I::NewArray { dst, first, count } => {
                let values = (0..count).map(|i| first.offset(i)).map(|reg| (reg, r.get(reg)));
                if values.clone().any(|(_, value)| value.is_empty()) {
                    return Err(Abort::Unsupported("an array literal with holes"));
                }
                let values = values.map(|(reg, value)| (self.read(reg, value, pc), value)).collect();
                self.pending_allocation = Some(PendingAllocation { dst, pc, kind: Allocation::Elements(values) });
            }
            I::CreateRest { dst, first } => {
                let values = self.rest_arguments(first, at)?;
                self.pending_allocation = Some(PendingAllocation { dst, pc, kind: Allocation::Elements(values) });
            }
            I::DefineOwnById { base, src, cache, .. } => self.define_own_by_id(vm, base, src, cache.0, at)?,
            I::Return { src } => self.return_from_call(src, at)?,
            ref other => return Err(Abort::Instruction(other.opcode().name())),
        }
        Ok(())
    }

    fn load(&mut self, dst: Reg, value: JSValue) {
        let value = self.constant(value);
        self.write(dst, value);
    }

    fn binary(&mut self, op: Arith, dst: Reg, lhs: Reg, rhs: Reg, profile: u32, at: RecordPoint) -> Result<(), Abort> {
        let values = (at.registers.get(lhs), at.registers.get(rhs));
        let a = self.read(lhs, values.0, at.pc);
        let b = self.read(rhs, values.1, at.pc);
        let result = self.arith(op, a, b, values, profile, at.pc)?;
        self.write(dst, result);
        Ok(())
    }

    fn comparison(&mut self, cmp: Cmp, dst: Reg, lhs: Reg, rhs: Reg, at: RecordPoint) -> Result<(), Abort> {
        let a = self.read(lhs, at.registers.get(lhs), at.pc);
        let b = self.read(rhs, at.registers.get(rhs), at.pc);
        let result = self.compare_value(cmp, a, b)?;
        self.write(dst, result);
        Ok(())
    }
}
