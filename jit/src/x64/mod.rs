//! The x86-64 backend: a recorded trace to machine code.
//!
//! Values live in registers chosen by `regalloc.rs` (rbx, rbp, r15, rsi, rdi, r8-r11 for
//! integers, booleans and boxed values; xmm2-xmm15 for doubles), or in their spill slot
//! (`r13 + 8 * ref`) once evicted. Each instruction reads its operands into the scratch
//! registers (rax, rcx, rdx, xmm0, xmm1), computes there, and writes its result last, so a
//! result may take the register of an operand used for the last time. Values no guard,
//! store, snapshot or loop write needs are not computed (dead code elimination).
//!
//! ```text
//!   entry:      save callee-saved registers; pin r12 = registers, r13 = spill area,
//!               r14 = VM; store the double constants
//!   loop:       the iteration's instructions, guards jumping to their exit stubs
//!               box and store the registers it wrote; jmp loop
//!   exit stub:  store the snapshot's values still in registers to their spill slots;
//!               mov eax, snapshot; jmp epilogue
//!   epilogue:   restore the callee-saved registers; ret
//! ```
//!
//! The trace is an `extern "sysv64" fn(registers, spill, vm) -> (snapshot, iterations)`:
//! it returns the exit taken and the iterations it completed (counted in r15), and the Rust
//! side writes that snapshot back from the spill area (`Trace::restore`). rsp is 16-byte aligned at helper calls (six pushes, an 8-byte pad),
//! and the caller-saved registers holding values are saved around them.

// dynasm expands a dynamic register `Rq(r)` to `r.into()`, which clippy calls useless
// when `r` is already a `u8`.
#![allow(clippy::useless_conversion)]

mod regalloc;

use dynasmrt::x64::X64Relocation;
use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi, VecAssembler, dynasm};
use vm::layout::{
    ALLOCATOR_CELL_SIZE_OFFSET, ALLOCATOR_INTERVAL_END_OFFSET, ALLOCATOR_INTERVAL_START_OFFSET,
    BUTTERFLY_PUBLIC_LENGTH_OFFSET, BUTTERFLY_VECTOR_LENGTH_OFFSET, CELL_INDEXING_TYPE_OFFSET, CELL_JS_TYPE_OFFSET,
    CELL_STATE_OFFSET, CELL_STRUCTURE_ID_OFFSET, DOUBLE_ENCODE_OFFSET, DOUBLE_HOLE_BITS, ENCODED_FALSE,
    INDEXING_SHAPE_MASK, NOT_CELL_MASK, NUMBER_TAG, OBJECT_BUTTERFLY_OFFSET, STRING_DATA_OFFSET, STRING_FLAGS_OFFSET,
    STRING_IS_8BIT_FLAG, STRING_IS_ROPE_FLAG, STRING_LENGTH_OFFSET, TYPED_ARRAY_DATA_OFFSET, TYPED_ARRAY_KIND_OFFSET,
    TYPED_ARRAY_LENGTH_OFFSET,
};
use vm::object::butterfly::INDEXING_HEADER_SIZE;
use vm::object::indexing::{CONTIGUOUS_SHAPE, DOUBLE_SHAPE};
use vm::object::typed_array::TypedArrayKind;
use vm::tier::MAX_INLINE_ARRAY_LENGTH;
use vm::value::CANONICAL_NAN_BITS;

use crate::ir::{Cmp, DoubleOp, IntOp, IrBuffer, Op, Ref, Type};
use crate::recorder::Recorded;
use regalloc::{Allocator, Loc};

macro_rules! asm {
    ($ops:expr ; $($t:tt)*) => {
        dynasm!($ops ; .arch x64 ; $($t)*)
    };
}

/// `gc::CellState::Old`: a cell a store of a pointer into must be remembered.
const OLD_CELL_STATE: u8 = gc::CellState::Old as u8;

// Scratch registers.
const RAX: u8 = 0;
const RCX: u8 = 1;
const RDX: u8 = 2;
const XMM0: u8 = 0;
const XMM1: u8 = 1;

/// The machine code of a trace, assembled for `base`.
pub struct Assembled {
    pub code: Vec<u8>,
    /// Spill slots the trace uses (one per IR instruction, and one per phi for the moves
    /// at the loop edge).
    pub spill_slots: usize,
}

fn slot(r: Ref) -> i32 {
    (r.index() * 8) as i32
}

fn register(slot: u16) -> i32 {
    slot as i32 * 8
}

/// JavaScript's `%` on doubles, for traces (C's fmod, which Rust's `%` is).
extern "sysv64" fn double_remainder(a: f64, b: f64) -> f64 {
    a % b
}

/// ToInt32, for traces.
extern "sysv64" fn double_to_int32(value: f64) -> i32 {
    vm::runtime::conversions::f64_to_int32(value)
}

/// A pure Math function of one double, called from a trace: `f` is its `fn(f64) -> f64`.
extern "sysv64" fn call_unary(f: *const (), x: f64) -> f64 {
    // SAFETY: the recorder emits `CallUnary` only with the address of a `fn(f64) -> f64`
    // (a `TraceIntrinsic::Unary`).
    let f = unsafe { std::mem::transmute::<*const (), fn(f64) -> f64>(f) };
    f(x)
}

/// The write barrier's slow path: `owner` joins the remembered set.
extern "sysv64" fn remember(vm: *const vm::Vm, owner: *mut u8) {
    // SAFETY: the trace passes the VM it runs for (alive, and not otherwise used while the
    // trace runs) and a live cell it stored into.
    let (vm, owner) = unsafe { (&*vm, gc::CellPtr::new_unchecked(owner)) };
    vm.heap.write_barrier(owner);
}

/// Which IR values the trace needs: every guard and store, and what they, the snapshots
/// and the loop writes use.
fn live_values(trace: &Recorded) -> Vec<bool> {
    let ir = &trace.ir;
    let mut live = vec![false; ir.len()];
    for snapshot in &trace.snapshots {
        for &(_, r) in &snapshot.entries {
            live[r.index()] = true;
        }
    }
    for &(_, r) in &trace.loop_writes {
        live[r.index()] = true;
    }
    for &(_, load, value) in &trace.phis {
        live[load.index()] = true;
        live[value.index()] = true;
    }
    for index in (0..ir.len()).rev() {
        let ins = ir.ins[index];
        if ins.op.is_guard() || ins.op.is_store() {
            live[index] = true;
        }
        if live[index] {
            for operand in ins.op.operands() {
                live[operand.index()] = true;
            }
        }
    }
    live
}

/// An exit stub to emit after the loop: where the snapshot's values were at its guard.
struct ExitStub {
    label: DynamicLabel,
    snapshot: u32,
    stores: Vec<(Ref, Loc)>,
}

struct Emitter<'a> {
    ops: VecAssembler<X64Relocation>,
    ir: &'a IrBuffer,
    trace: &'a Recorded,
    alloc: Allocator,
    stubs: Vec<ExitStub>,
    runtime: Runtime,
}

/// The addresses outside the trace its code embeds; each must outlive the code.
#[derive(Clone, Copy)]
pub struct Runtime {
    /// The counter of objects allocated inline (`$vm.jitStats().inlineAllocations`).
    pub inline_allocations: *mut u64,
    /// `Vm::allocators_for_elements`: the butterfly free list for each array length.
    pub elements_allocators: *const usize,
}

/// Assembles `trace` for address `base`.
pub fn assemble(trace: &Recorded, base: usize, runtime: Runtime) -> Result<Assembled, dynasmrt::DynasmError> {
    let ir = &trace.ir;
    let live = live_values(trace);
    let mut e = Emitter {
        ops: VecAssembler::new(base),
        ir,
        trace,
        alloc: Allocator::new(trace, &live),
        stubs: Vec::new(),
        runtime,
    };
    let loop_start = e.ops.new_dynamic_label();
    let epilogue = e.ops.new_dynamic_label();

    asm!(e.ops
        ; push rbp
        ; push rbx
        ; push r12
        ; push r13
        ; push r14
        ; push r15
        ; sub rsp, 8
        ; mov r12, rdi
        ; mov r13, rsi
        ; mov r14, rdx
        ; xor r15d, r15d
    );
    // Double constants are read from their spill slots; the others are immediates.
    for (index, ins) in ir.ins.iter().enumerate() {
        if let (true, Op::ConstDouble(bits)) = (live[index], ins.op) {
            asm!(e.ops ; mov rax, QWORD bits as i64 ; mov [r13 + slot(Ref(index as u32))], rax);
        }
    }
    // The register file is read once, at entry (the recorder moved every SLoad there);
    // those values keep their locations for the whole loop.
    let is_load = |ins: &crate::ir::Ins| matches!(ins.op, Op::SLoad { .. });
    for (index, ins) in ir.ins.iter().enumerate() {
        if live[index] && is_load(ins) {
            e.define_and_emit(index);
        }
    }
    asm!(e.ops ; .align 16 ; =>loop_start);
    for (index, ins) in ir.ins.iter().enumerate() {
        if live[index] && !ins.op.is_constant() && !is_load(ins) {
            e.define_and_emit(index);
        }
    }

    let writes = trace.loop_writes.clone();
    for (register_slot, value) in writes {
        e.box_into_rax(value);
        asm!(e.ops ; mov [r12 + register(register_slot)], rax);
    }
    e.phi_moves();
    asm!(e.ops ; inc r15 ; jmp =>loop_start);

    for stub in std::mem::take(&mut e.stubs) {
        asm!(e.ops ; =>stub.label);
        for (value, loc) in stub.stores {
            e.spill(value, loc);
        }
        asm!(e.ops ; mov eax, stub.snapshot as i32 ; jmp =>epilogue);
    }
    asm!(e.ops
        ; =>epilogue
        ; mov rdx, r15
        ; add rsp, 8
        ; pop r15
        ; pop r14
        ; pop r13
        ; pop r12
        ; pop rbx
        ; pop rbp
        ; ret
    );
    let code = e.ops.finalize()?;
    Ok(Assembled { code, spill_slots: ir.len() + trace.phis.len() })
}

impl Emitter<'_> {
    /// Allocates instruction `index`'s result and emits it.
    fn define_and_emit(&mut self, index: usize) {
        let ins = self.ir.ins[index];
        let value = Ref(index as u32);
        let exit = ins.snapshot.map(|s| self.exit_stub(s.0));
        self.alloc.expire(index);
        if ins.ty != Type::None
            && let Some(eviction) = self.alloc.define(value, ins.ty)
        {
            self.spill(eviction.value, eviction.from);
        }
        let exit = || exit.expect("a guard has a snapshot");
        self.instruction(ins.op, ins.ty, value, exit);
    }

    /// At the loop edge, each phi's final value becomes its SLoad's value (converted to
    /// the SLoad's type), all at once: the values are first copied to scratch slots past
    /// the IR's (a phi's value may be another phi's SLoad, which must still be read as it
    /// was), then from there to the SLoads' slots and registers.
    fn phi_moves(&mut self) {
        let phis = self.trace.phis.clone();
        for (k, &(_, load, value)) in phis.iter().enumerate() {
            let d = ((self.ir.len() + k) * 8) as i32;
            match (self.ir.ty(load), self.ir.ty(value)) {
                (Type::Double, Type::Int32) => {
                    self.load32(RAX, value);
                    asm!(self.ops ; cvtsi2sd xmm0, eax ; movsd [r13 + d], xmm0);
                }
                (Type::Double, _) => {
                    self.load_double(XMM0, value);
                    asm!(self.ops ; movsd [r13 + d], xmm0);
                }
                (Type::Value, _) => {
                    self.box_into_rax(value);
                    asm!(self.ops ; mov [r13 + d], rax);
                }
                _ => {
                    self.load64(RAX, value);
                    asm!(self.ops ; mov [r13 + d], rax);
                }
            }
        }
        for (k, &(_, load, _)) in phis.iter().enumerate() {
            let scratch = ((self.ir.len() + k) * 8) as i32;
            asm!(self.ops ; mov rax, [r13 + scratch] ; mov [r13 + slot(load)], rax);
        }
        let loads: Vec<(Ref, Loc)> = phis.iter().map(|&(_, load, _)| (load, self.loc(load))).collect();
        self.reload(&loads);
    }

    /// A stub for a guard exiting with `snapshot`, which stores the snapshot's values that
    /// are in registers now.
    fn exit_stub(&mut self, snapshot: u32) -> DynamicLabel {
        let label = self.ops.new_dynamic_label();
        let stores = self.trace.snapshots[snapshot as usize]
            .entries
            .iter()
            .map(|&(_, value)| (value, self.alloc.loc[value.index()]))
            .filter(|(_, loc)| matches!(loc, Loc::Gpr(_) | Loc::Xmm(_)))
            .collect();
        self.stubs.push(ExitStub { label, snapshot, stores });
        label
    }

    /// Stores `value`, now in `from`, to its spill slot.
    fn spill(&mut self, value: Ref, from: Loc) {
        let d = slot(value);
        match from {
            Loc::Gpr(r) => asm!(self.ops ; mov [r13 + d], Rq(r)),
            Loc::Xmm(x) => asm!(self.ops ; movsd [r13 + d], Rx(x)),
            _ => {}
        }
    }

    fn loc(&self, value: Ref) -> Loc {
        self.alloc.loc[value.index()]
    }

    /// The bits of a constant.
    fn constant_bits(&self, value: Ref) -> u64 {
        self.ir.op(value).constant_bits().expect("a constant")
    }

    /// `scratch` (32 bits) = `value` (an Int32 or a Bool).
    fn load32(&mut self, scratch: u8, value: Ref) {
        match self.loc(value) {
            Loc::Gpr(r) => asm!(self.ops ; mov Rd(scratch), Rd(r)),
            Loc::Mem => asm!(self.ops ; mov Rd(scratch), [r13 + slot(value)]),
            Loc::Const => {
                let bits = self.constant_bits(value) as u32 as i32;
                asm!(self.ops ; mov Rd(scratch), DWORD bits)
            }
            other => unreachable!("an int32 at {other:?}"),
        }
    }

    /// `scratch` (64 bits) = `value` (a Value or a Ptr).
    fn load64(&mut self, scratch: u8, value: Ref) {
        match self.loc(value) {
            Loc::Gpr(r) => asm!(self.ops ; mov Rq(scratch), Rq(r)),
            Loc::Mem => asm!(self.ops ; mov Rq(scratch), [r13 + slot(value)]),
            Loc::Const => {
                let bits = self.constant_bits(value) as i64;
                asm!(self.ops ; mov Rq(scratch), QWORD bits)
            }
            other => unreachable!("a word at {other:?}"),
        }
    }

    /// `scratch` (an xmm register) = `value` (a Double).
    fn load_double(&mut self, scratch: u8, value: Ref) {
        match self.loc(value) {
            Loc::Xmm(x) => asm!(self.ops ; movaps Rx(scratch), Rx(x)),
            Loc::Mem | Loc::Const => asm!(self.ops ; movsd Rx(scratch), [r13 + slot(value)]),
            other => unreachable!("a double at {other:?}"),
        }
    }

    /// The result `value` = `scratch` (32 bits).
    fn define32(&mut self, value: Ref, scratch: u8) {
        match self.loc(value) {
            Loc::Gpr(r) => asm!(self.ops ; mov Rd(r), Rd(scratch)),
            Loc::Mem => asm!(self.ops ; mov [r13 + slot(value)], Rd(scratch)),
            other => unreachable!("a result at {other:?}"),
        }
    }

    /// The result `value` = `scratch` (64 bits).
    fn define64(&mut self, value: Ref, scratch: u8) {
        match self.loc(value) {
            Loc::Gpr(r) => asm!(self.ops ; mov Rq(r), Rq(scratch)),
            Loc::Mem => asm!(self.ops ; mov [r13 + slot(value)], Rq(scratch)),
            other => unreachable!("a result at {other:?}"),
        }
    }

    /// The result `value` = `scratch` (an xmm register).
    fn define_double(&mut self, value: Ref, scratch: u8) {
        match self.loc(value) {
            Loc::Xmm(x) => asm!(self.ops ; movaps Rx(x), Rx(scratch)),
            Loc::Mem => asm!(self.ops ; movsd [r13 + slot(value)], Rx(scratch)),
            other => unreachable!("a result at {other:?}"),
        }
    }

    /// Calls the helper at `address` (arguments already in place), keeping the values in
    /// caller-saved registers.
    fn call(&mut self, address: *const ()) {
        let saved = self.save_caller_saved();
        asm!(self.ops ; mov rax, QWORD address as i64 ; call rax);
        self.reload(&saved);
    }

    /// Stores the values in caller-saved registers to their spill slots, before a call.
    fn save_caller_saved(&mut self) -> Vec<(Ref, Loc)> {
        let saved = self.alloc.caller_saved_values();
        for &(value, loc) in &saved {
            self.spill(value, loc);
        }
        saved
    }

    /// Calls the helper at `address` with `pointer` as its first argument (rdi, set after
    /// the caller-saved registers are saved).
    fn call_with_pointer(&mut self, address: *const (), pointer: u64) {
        let saved = self.save_caller_saved();
        asm!(self.ops ; mov rdi, QWORD pointer as i64 ; mov rax, QWORD address as i64 ; call rax);
        self.reload(&saved);
    }

    /// Loads values back into their registers from their spill slots.
    fn reload(&mut self, saved: &[(Ref, Loc)]) {
        for &(value, loc) in saved {
            let d = slot(value);
            match loc {
                Loc::Gpr(r) => asm!(self.ops ; mov Rq(r), [r13 + d]),
                Loc::Xmm(x) => asm!(self.ops ; movsd Rx(x), [r13 + d]),
                _ => {}
            }
        }
    }

    /// rax = `value` boxed as a JSValue. Clobbers rcx and xmm0.
    fn box_into_rax(&mut self, value: Ref) {
        match self.ir.ty(value) {
            Type::Int32 => {
                self.load32(RAX, value);
                asm!(self.ops ; mov rcx, QWORD NUMBER_TAG as i64 ; or rax, rcx);
            }
            Type::Double => {
                self.load_double(XMM0, value);
                asm!(self.ops ; movq rax, xmm0);
                self.canonicalize_nan_in_rax();
                asm!(self.ops ; mov rcx, QWORD DOUBLE_ENCODE_OFFSET as i64 ; add rax, rcx);
            }
            Type::Bool => {
                self.load32(RAX, value);
                asm!(self.ops ; or eax, ENCODED_FALSE as i32);
            }
            Type::Value => self.load64(RAX, value),
            Type::None | Type::Ptr => unreachable!("only values are boxed"),
        }
    }

    /// rax = `value` as an element of indexing shape `shape` stores it (a double's bits in
    /// double storage, a JSValue otherwise). Leaves rdx alone.
    fn element_into_rax(&mut self, value: Ref, shape: u8) {
        match (shape, self.ir.ty(value)) {
            (DOUBLE_SHAPE, Type::Int32) => {
                self.load32(RAX, value);
                asm!(self.ops ; cvtsi2sd xmm0, eax ; movq rax, xmm0);
            }
            (DOUBLE_SHAPE, _) => {
                self.load_double(XMM0, value);
                asm!(self.ops ; movq rax, xmm0);
                self.canonicalize_nan_in_rax();
            }
            _ => self.box_into_rax(value),
        }
    }

    /// Replaces a NaN in xmm0 (whose bits are in rax) by the canonical one.
    fn canonicalize_nan_in_rax(&mut self) {
        asm!(self.ops
            ; ucomisd xmm0, xmm0
            ; jnp >ordered
            ; mov rax, QWORD CANONICAL_NAN_BITS as i64
            ; ordered:
        );
    }

    /// Unboxes the JSValue in rax into the result `value` of type `ty`, exiting when it is
    /// not of that type (`Double` takes an int32 too). Clobbers rcx and xmm0.
    fn unbox_rax(&mut self, value: Ref, ty: Type, exit: DynamicLabel) {
        match ty {
            Type::Int32 => {
                asm!(self.ops ; mov rcx, QWORD NUMBER_TAG as i64 ; cmp rax, rcx ; jb =>exit);
                self.define32(value, RAX);
            }
            Type::Double => {
                asm!(self.ops
                    ; mov rcx, QWORD NUMBER_TAG as i64
                    ; cmp rax, rcx
                    ; jae >int
                    ; test rax, rcx
                    ; jz =>exit
                    ; mov rcx, QWORD DOUBLE_ENCODE_OFFSET as i64
                    ; sub rax, rcx
                    ; movq xmm0, rax
                    ; jmp >done
                    ; int:
                    ; cvtsi2sd xmm0, eax
                    ; done:
                );
                self.define_double(value, XMM0);
            }
            Type::Bool => {
                asm!(self.ops
                    ; mov rcx, rax
                    ; and rcx, -2
                    ; cmp rcx, ENCODED_FALSE as i32
                    ; jne =>exit
                    ; and eax, 1
                );
                self.define32(value, RAX);
            }
            Type::Value => self.define64(value, RAX),
            Type::None | Type::Ptr => unreachable!("only values are unboxed"),
        }
    }

    /// `value` = a new array (see `Op::AllocArray`). Both free lists are checked before
    /// either is popped, so an exit leaves the heap as it was.
    #[allow(clippy::too_many_arguments)]
    fn alloc_array(
        &mut self,
        value: Ref,
        allocator: u64,
        size: u32,
        header: u64,
        length: Ref,
        fill: u64,
        exit: DynamicLabel,
    ) {
        asm!(self.ops
            ; mov rdx, QWORD allocator as i64
            ; mov rax, [rdx + ALLOCATOR_INTERVAL_START_OFFSET as i32]
            ; cmp rax, [rdx + ALLOCATOR_INTERVAL_END_OFFSET as i32]
            ; jae =>exit
        );
        self.load32(RCX, length);
        asm!(self.ops
            // Unsigned: a negative length exits too (Array(-1) throws in the interpreter).
            ; cmp ecx, MAX_INLINE_ARRAY_LENGTH as i32
            ; ja =>exit
            ; mov rdx, QWORD self.runtime.elements_allocators as i64
            ; mov rdx, [rdx + rcx * 8]
            ; mov rax, [rdx + ALLOCATOR_INTERVAL_START_OFFSET as i32]
            ; cmp rax, [rdx + ALLOCATOR_INTERVAL_END_OFFSET as i32]
            ; jae =>exit
            // The butterfly: pop its cell; the vector fills it. rdi and rsi (which may hold
            // values) serve `rep stosq` and come back after.
            ; push rdi
            ; push rsi
            ; mov rsi, [rdx + ALLOCATOR_CELL_SIZE_OFFSET as i32]
            ; add rsi, rax
            ; mov [rdx + ALLOCATOR_INTERVAL_START_OFFSET as i32], rsi
            ; lea rdi, [rax + INDEXING_HEADER_SIZE as i32]
            ; mov [rdi + BUTTERFLY_PUBLIC_LENGTH_OFFSET as i32], ecx
            ; mov rcx, rsi
            ; sub rcx, rdi
            ; shr rcx, 3
            ; mov [rdi + BUTTERFLY_VECTOR_LENGTH_OFFSET as i32], ecx
            ; mov rsi, rdi
            ; mov rax, QWORD fill as i64
            ; rep stosq
            // The array's cell, pointing at the butterfly.
            ; mov rdx, QWORD allocator as i64
            ; mov rax, [rdx + ALLOCATOR_INTERVAL_START_OFFSET as i32]
            ; lea rcx, [rax + size as i32]
            ; mov [rdx + ALLOCATOR_INTERVAL_START_OFFSET as i32], rcx
            ; mov rcx, QWORD header as i64
            ; mov [rax], rcx
            ; mov [rax + OBJECT_BUTTERFLY_OFFSET as i32], rsi
            ; pop rsi
            ; pop rdi
            ; mov rcx, QWORD self.runtime.inline_allocations as i64
            ; add QWORD [rcx], 1
        );
        self.define64(value, RAX);
    }

    /// The write barrier after storing the value in rax into the cell `owner`: a cell
    /// stored into an old owner puts the owner in the remembered set. Clobbers rcx and rdx.
    fn write_barrier(&mut self, owner: Ref) {
        let done = self.ops.new_dynamic_label();
        asm!(self.ops
            ; mov rcx, QWORD NOT_CELL_MASK as i64
            ; test rax, rcx
            ; jnz =>done
            ; test rax, rax
            ; jz =>done
        );
        self.load64(RDX, owner);
        asm!(self.ops
            ; cmp BYTE [rdx + CELL_STATE_OFFSET as i32], OLD_CELL_STATE as i8
            ; jne =>done
        );
        // The arguments go in rdi and rsi, which may hold values: `call` saves them first,
        // so read the owner again from where it is after that.
        let saved = self.save_caller_saved();
        asm!(self.ops ; mov rsi, rdx ; mov rdi, r14 ; mov rax, QWORD remember as *const () as i64 ; call rax);
        self.reload(&saved);
        asm!(self.ops ; =>done);
    }

    /// The instruction `value` = `op` of type `ty`; `exit` is its guard's stub.
    fn instruction(&mut self, op: Op, ty: Type, value: Ref, exit: impl Fn() -> DynamicLabel) {
        match op {
            Op::ConstInt(_) | Op::ConstDouble(_) | Op::ConstBool(_) | Op::ConstValue(_) => {}
            Op::SLoad { slot: s } => {
                asm!(self.ops ; mov rax, [r12 + register(s)]);
                self.unbox_rax(value, ty, exit());
            }
            Op::Unbox { a } => {
                self.load64(RAX, a);
                self.unbox_rax(value, ty, exit());
            }
            Op::BoxValue { a } => {
                self.box_into_rax(a);
                self.define64(value, RAX);
            }
            Op::AddOv(a, b) | Op::SubOv(a, b) => {
                self.load32(RAX, a);
                self.load32(RCX, b);
                if matches!(op, Op::AddOv(..)) {
                    asm!(self.ops ; add eax, ecx ; jo =>exit());
                } else {
                    asm!(self.ops ; sub eax, ecx ; jo =>exit());
                }
                self.define32(value, RAX);
            }
            Op::MulOv(a, b) => {
                self.load32(RAX, a);
                self.load32(RCX, b);
                asm!(self.ops
                    ; mov edx, eax
                    ; imul eax, ecx
                    ; jo =>exit()
                    ; test eax, eax
                    ; jnz >nonzero
                    // A zero product with a negative operand is -0.
                    ; or edx, ecx
                    ; js =>exit()
                    ; nonzero:
                );
                self.define32(value, RAX);
            }
            Op::NegOv(a) => {
                self.load32(RAX, a);
                asm!(self.ops ; test eax, 0x7fff_ffff ; jz =>exit() ; neg eax);
                self.define32(value, RAX);
            }
            Op::ModInt(a, b) => {
                self.load32(RAX, a);
                self.load32(RCX, b);
                asm!(self.ops
                    ; test eax, eax
                    ; js =>exit()
                    ; test ecx, ecx
                    ; jle =>exit()
                    ; cdq
                    ; idiv ecx
                );
                self.define32(value, RDX);
            }
            Op::Int(kind, a, b) => {
                self.load32(RAX, a);
                self.load32(RCX, b);
                match kind {
                    IntOp::And => asm!(self.ops ; and eax, ecx),
                    IntOp::Or => asm!(self.ops ; or eax, ecx),
                    IntOp::Xor => asm!(self.ops ; xor eax, ecx),
                    IntOp::Shl => asm!(self.ops ; shl eax, cl),
                    IntOp::Sar => asm!(self.ops ; sar eax, cl),
                    IntOp::Mul => asm!(self.ops ; imul eax, ecx),
                    IntOp::Min => asm!(self.ops ; cmp eax, ecx ; cmovg eax, ecx),
                    IntOp::Max => asm!(self.ops ; cmp eax, ecx ; cmovl eax, ecx),
                }
                self.define32(value, RAX);
            }
            Op::UShrOv(a, b) => {
                self.load32(RAX, a);
                self.load32(RCX, b);
                asm!(self.ops ; shr eax, cl ; test eax, eax ; js =>exit());
                self.define32(value, RAX);
            }
            Op::UShrToDouble(a, b) => {
                self.load32(RAX, a);
                self.load32(RCX, b);
                asm!(self.ops ; shr eax, cl ; cvtsi2sd xmm0, rax);
                self.define_double(value, XMM0);
            }
            Op::BitNot(a) => {
                self.load32(RAX, a);
                asm!(self.ops ; not eax);
                self.define32(value, RAX);
            }
            Op::Double(kind, a, b) => {
                self.load_double(XMM0, a);
                self.load_double(XMM1, b);
                match kind {
                    DoubleOp::Add => asm!(self.ops ; addsd xmm0, xmm1),
                    DoubleOp::Sub => asm!(self.ops ; subsd xmm0, xmm1),
                    DoubleOp::Mul => asm!(self.ops ; mulsd xmm0, xmm1),
                    DoubleOp::Div => asm!(self.ops ; divsd xmm0, xmm1),
                    DoubleOp::Mod => self.call(double_remainder as *const ()),
                }
                self.define_double(value, XMM0);
            }
            Op::NegDouble(a) => {
                self.load_double(XMM0, a);
                asm!(self.ops ; movq rax, xmm0 ; btc rax, 63 ; movq xmm0, rax);
                self.define_double(value, XMM0);
            }
            Op::IntToDouble(a) => {
                self.load32(RAX, a);
                asm!(self.ops ; cvtsi2sd xmm0, eax);
                self.define_double(value, XMM0);
            }
            Op::DoubleToInt(a) => {
                // A double below 2^63 in magnitude truncates exactly to 64 bits, whose low 32
                // are ToInt32; the others (and NaN) give the "indefinite" value and take the
                // helper.
                self.load_double(XMM0, a);
                let done = self.ops.new_dynamic_label();
                asm!(self.ops
                    ; cvttsd2si rax, xmm0
                    ; mov rcx, QWORD i64::MIN
                    ; cmp rax, rcx
                    ; jne =>done
                );
                self.call(double_to_int32 as *const ());
                asm!(self.ops ; =>done);
                self.define32(value, RAX);
            }
            Op::SameBits(a, b) => {
                self.load64(RAX, a);
                self.load64(RCX, b);
                asm!(self.ops ; cmp rax, rcx ; sete al ; movzx eax, al);
                self.define32(value, RAX);
            }
            Op::CompareInt(cmp, a, b) => {
                self.load32(RAX, a);
                self.load32(RCX, b);
                asm!(self.ops ; cmp eax, ecx);
                match cmp {
                    Cmp::Lt => asm!(self.ops ; setl al),
                    Cmp::Le => asm!(self.ops ; setle al),
                    Cmp::Gt => asm!(self.ops ; setg al),
                    Cmp::Ge => asm!(self.ops ; setge al),
                    Cmp::Eq => asm!(self.ops ; sete al),
                    Cmp::Ne => asm!(self.ops ; setne al),
                }
                asm!(self.ops ; movzx eax, al);
                self.define32(value, RAX);
            }
            Op::CompareDouble(cmp, a, b) => {
                self.compare_doubles(cmp, a, b);
                match cmp {
                    Cmp::Lt | Cmp::Gt => asm!(self.ops ; seta al),
                    Cmp::Le | Cmp::Ge => asm!(self.ops ; setae al),
                    Cmp::Eq => asm!(self.ops ; sete al ; setnp cl ; and al, cl),
                    Cmp::Ne => asm!(self.ops ; setne al ; setp cl ; or al, cl),
                }
                asm!(self.ops ; movzx eax, al);
                self.define32(value, RAX);
            }
            Op::NotBool(a) => {
                self.load32(RAX, a);
                asm!(self.ops ; xor eax, 1);
                self.define32(value, RAX);
            }
            Op::GuardInt { cmp, a, b, expect } => {
                self.load32(RAX, a);
                self.load32(RCX, b);
                asm!(self.ops ; cmp eax, ecx);
                // Exit when the comparison's outcome is not `expect`.
                let exit_when = if expect { negate(cmp) } else { cmp };
                let exit = exit();
                match exit_when {
                    Cmp::Lt => asm!(self.ops ; jl =>exit),
                    Cmp::Le => asm!(self.ops ; jle =>exit),
                    Cmp::Gt => asm!(self.ops ; jg =>exit),
                    Cmp::Ge => asm!(self.ops ; jge =>exit),
                    Cmp::Eq => asm!(self.ops ; je =>exit),
                    Cmp::Ne => asm!(self.ops ; jne =>exit),
                }
            }
            Op::GuardDouble { cmp, a, b, expect } => {
                self.compare_doubles(cmp, a, b);
                let exit = exit();
                // Unordered (NaN) operands make every comparison but != false.
                match (cmp, expect) {
                    (Cmp::Lt | Cmp::Gt, true) => asm!(self.ops ; jbe =>exit),
                    (Cmp::Le | Cmp::Ge, true) => asm!(self.ops ; jb =>exit),
                    (Cmp::Lt | Cmp::Gt, false) => asm!(self.ops ; ja =>exit),
                    (Cmp::Le | Cmp::Ge, false) => asm!(self.ops ; jae =>exit),
                    (Cmp::Eq, true) | (Cmp::Ne, false) => asm!(self.ops ; jne =>exit ; jp =>exit),
                    (Cmp::Eq, false) | (Cmp::Ne, true) => asm!(self.ops ; jp >unequal ; je =>exit ; unequal:),
                }
            }
            Op::GuardTruthy { a, expect } => {
                let exit = exit();
                if self.ir.ty(a) == Type::Double {
                    self.load_double(XMM0, a);
                    // ZF is set for 0, -0 and NaN: the falsy doubles.
                    asm!(self.ops ; xorpd xmm1, xmm1 ; ucomisd xmm0, xmm1);
                } else {
                    self.load32(RAX, a);
                    asm!(self.ops ; test eax, eax);
                }
                if expect {
                    asm!(self.ops ; je =>exit);
                } else {
                    asm!(self.ops ; jne =>exit);
                }
            }
            Op::GuardBits { a, bits, expect } => {
                self.load64(RAX, a);
                asm!(self.ops ; mov rcx, QWORD bits as i64 ; cmp rax, rcx);
                self.exit_if_equal(!expect, exit());
            }
            Op::GuardNullish { a, expect } => {
                // undefined is null with the undefined bit.
                self.load64(RAX, a);
                asm!(self.ops
                    ; and rax, !(vm::value::UNDEFINED_TAG as i32)
                    ; cmp rax, vm::layout::ENCODED_NULL as i32
                );
                self.exit_if_equal(!expect, exit());
            }
            Op::GuardCell { a } => {
                self.load64(RAX, a);
                let exit = exit();
                asm!(self.ops
                    ; mov rcx, QWORD NOT_CELL_MASK as i64
                    ; test rax, rcx
                    ; jnz =>exit
                    ; test rax, rax
                    ; jz =>exit
                );
            }
            Op::GuardStructure { a, id } => {
                self.load64(RAX, a);
                asm!(self.ops ; cmp DWORD [rax + CELL_STRUCTURE_ID_OFFSET as i32], id as i32 ; jne =>exit());
            }
            Op::GuardJsType { a, js_type } => {
                self.load64(RAX, a);
                asm!(self.ops ; cmp BYTE [rax + CELL_JS_TYPE_OFFSET as i32], js_type as i8 ; jne =>exit());
            }
            Op::GuardShape { a, shape } => {
                self.load64(RAX, a);
                asm!(self.ops
                    ; movzx ecx, BYTE [rax + CELL_INDEXING_TYPE_OFFSET as i32]
                    ; and ecx, INDEXING_SHAPE_MASK as i32
                    ; cmp ecx, shape as i32
                    ; jne =>exit()
                );
            }
            Op::GuardNotEmpty { a } => {
                self.load64(RAX, a);
                asm!(self.ops ; test rax, rax ; jz =>exit());
            }
            Op::LoadField { base, disp } => {
                self.load64(RAX, base);
                asm!(self.ops ; mov rax, [rax + disp]);
                self.define64(value, RAX);
            }
            Op::LoadButterfly { a } => {
                self.load64(RAX, a);
                asm!(self.ops ; mov rax, [rax + OBJECT_BUTTERFLY_OFFSET as i32]);
                self.define64(value, RAX);
            }
            Op::StoreField { base, disp, value: stored, owner } => {
                self.box_into_rax(stored);
                self.load64(RDX, base);
                asm!(self.ops ; mov [rdx + disp], rax);
                self.write_barrier(owner);
            }
            Op::LoadElement { storage, index, shape } => {
                self.load64(RDX, storage);
                self.load32(RCX, index);
                let exit = exit();
                asm!(self.ops
                    ; cmp ecx, [rdx + BUTTERFLY_VECTOR_LENGTH_OFFSET as i32]
                    ; jae =>exit
                    ; mov rax, [rdx + rcx * 8]
                );
                if shape == DOUBLE_SHAPE {
                    asm!(self.ops ; mov rcx, QWORD DOUBLE_HOLE_BITS as i64 ; cmp rax, rcx ; je =>exit ; movq xmm0, rax);
                    self.define_double(value, XMM0);
                } else {
                    asm!(self.ops ; test rax, rax ; jz =>exit);
                    self.define64(value, RAX);
                }
            }
            Op::StoreElement { storage, index, value: stored, owner, shape } => {
                self.load64(RDX, storage);
                self.load32(RCX, index);
                let exit = exit();
                asm!(self.ops
                    ; cmp ecx, [rdx + BUTTERFLY_PUBLIC_LENGTH_OFFSET as i32]
                    ; jae =>exit
                    ; lea rdx, [rdx + rcx * 8]
                    ; mov rax, [rdx]
                );
                // Filling a hole is the slow path's (a prototype may have the element).
                if shape == DOUBLE_SHAPE {
                    asm!(self.ops ; mov rcx, QWORD DOUBLE_HOLE_BITS as i64 ; cmp rax, rcx ; je =>exit);
                } else {
                    asm!(self.ops ; test rax, rax ; jz =>exit);
                }
                self.element_into_rax(stored, shape);
                asm!(self.ops ; mov [rdx], rax);
                if shape == CONTIGUOUS_SHAPE {
                    self.write_barrier(owner);
                }
            }
            Op::AllocObject { allocator, size, header } => {
                let exit = exit();
                asm!(self.ops
                    ; mov rdx, QWORD allocator as i64
                    ; mov rax, [rdx + ALLOCATOR_INTERVAL_START_OFFSET as i32]
                    ; cmp rax, [rdx + ALLOCATOR_INTERVAL_END_OFFSET as i32]
                    ; jae =>exit
                    ; lea rcx, [rax + size as i32]
                    ; mov [rdx + ALLOCATOR_INTERVAL_START_OFFSET as i32], rcx
                    ; mov rcx, QWORD header as i64
                    ; mov [rax], rcx
                    ; mov QWORD [rax + OBJECT_BUTTERFLY_OFFSET as i32], 0
                    ; mov rcx, QWORD self.runtime.inline_allocations as i64
                    ; add QWORD [rcx], 1
                );
                self.define64(value, RAX);
            }
            Op::AllocArray { allocator, size, header, length, fill } => {
                self.alloc_array(value, allocator, size, header, length, fill, exit())
            }
            Op::LoadPolymorphic { a, cases } => {
                let exit = exit();
                let done = self.ops.new_dynamic_label();
                self.load64(RDX, a);
                asm!(self.ops ; mov ecx, DWORD [rdx + CELL_STRUCTURE_ID_OFFSET as i32]);
                for &(id, disp) in &self.ir.polymorphic_cases[cases as usize] {
                    let next = self.ops.new_dynamic_label();
                    asm!(self.ops
                        ; cmp ecx, id as i32
                        ; jne =>next
                        ; mov rax, [rdx + disp]
                        ; jmp =>done
                        ; =>next
                    );
                }
                asm!(self.ops ; jmp =>exit ; =>done);
                self.define64(value, RAX);
            }
            Op::ArrayPush { a, value: pushed, shape } => {
                let exit = exit();
                // The element first: boxing may use rcx.
                self.element_into_rax(pushed, shape);
                self.load64(RDX, a);
                asm!(self.ops
                    ; mov rdx, [rdx + OBJECT_BUTTERFLY_OFFSET as i32]
                    ; mov ecx, DWORD [rdx + BUTTERFLY_PUBLIC_LENGTH_OFFSET as i32]
                    ; cmp ecx, DWORD [rdx + BUTTERFLY_VECTOR_LENGTH_OFFSET as i32]
                    ; jae =>exit
                    ; mov [rdx + rcx * 8], rax
                    ; inc ecx
                    ; mov DWORD [rdx + BUTTERFLY_PUBLIC_LENGTH_OFFSET as i32], ecx
                );
                self.define32(value, RCX);
                if shape == CONTIGUOUS_SHAPE {
                    self.write_barrier(a);
                }
            }
            Op::StringLength { a } => {
                self.load64(RDX, a);
                asm!(self.ops ; mov eax, DWORD [rdx + STRING_LENGTH_OFFSET as i32]);
                self.define32(value, RAX);
            }
            Op::StringCharCodeAt { a, index } => {
                let exit = exit();
                self.load64(RDX, a);
                self.load32(RCX, index);
                asm!(self.ops
                    ; cmp ecx, DWORD [rdx + STRING_LENGTH_OFFSET as i32]
                    ; jae =>exit
                    ; mov eax, DWORD [rdx + STRING_FLAGS_OFFSET as i32]
                    ; test eax, STRING_IS_ROPE_FLAG as i32
                    ; jnz =>exit
                    ; mov rdx, [rdx + STRING_DATA_OFFSET as i32]
                    ; test eax, STRING_IS_8BIT_FLAG as i32
                    ; jz >wide
                    ; movzx eax, BYTE [rdx + rcx]
                    ; jmp >done
                    ; wide:
                    ; movzx eax, WORD [rdx + rcx * 2]
                    ; done:
                );
                self.define32(value, RAX);
            }
            Op::TypedArrayLength { a } => {
                self.load64(RDX, a);
                asm!(self.ops
                    ; mov rax, [rdx + TYPED_ARRAY_LENGTH_OFFSET as i32]
                    ; cmp rax, i32::MAX
                    ; ja =>exit()
                );
                self.define32(value, RAX);
            }
            Op::InitElement { a, index, value: stored, shape } => {
                self.load64(RDX, a);
                asm!(self.ops ; mov rdx, [rdx + OBJECT_BUTTERFLY_OFFSET as i32]);
                self.element_into_rax(stored, shape);
                asm!(self.ops ; mov [rdx + (index * 8) as i32], rax);
            }
            Op::StoreStructure { a, id } => {
                self.load64(RDX, a);
                asm!(self.ops ; mov DWORD [rdx + CELL_STRUCTURE_ID_OFFSET as i32], id as i32);
                // The barrier as for a stored cell (the structure is one).
                asm!(self.ops ; mov rax, rdx);
                self.write_barrier(a);
            }
            Op::CallUnary { f, a } => {
                self.load_double(XMM0, a);
                self.call_with_pointer(call_unary as *const (), f);
                self.define_double(value, XMM0);
            }
            Op::SqrtDouble(a) => {
                self.load_double(XMM0, a);
                asm!(self.ops ; sqrtsd xmm0, xmm0);
                self.define_double(value, XMM0);
            }
            Op::AbsDouble(a) => {
                self.load_double(XMM0, a);
                asm!(self.ops ; movq rax, xmm0 ; btr rax, 63 ; movq xmm0, rax);
                self.define_double(value, XMM0);
            }
            Op::AbsInt(a) => {
                self.load32(RAX, a);
                asm!(self.ops
                    ; mov ecx, eax
                    ; neg ecx
                    ; jo =>exit()
                    ; cmovns eax, ecx
                );
                self.define32(value, RAX);
            }
            Op::GuardTypedArrayKind { a, kind } => {
                self.load64(RAX, a);
                asm!(self.ops ; cmp BYTE [rax + TYPED_ARRAY_KIND_OFFSET as i32], kind as i8 ; jne =>exit());
            }
            Op::LoadTypedElement { a, index, kind } => {
                self.typed_element_address(a, index, exit());
                match TypedArrayKind::from_u8(kind).expect("a kind") {
                    TypedArrayKind::Int8 => asm!(self.ops ; movsx eax, BYTE [rdx + rcx]),
                    TypedArrayKind::Uint8 | TypedArrayKind::Uint8Clamped => {
                        asm!(self.ops ; movzx eax, BYTE [rdx + rcx])
                    }
                    TypedArrayKind::Int16 => asm!(self.ops ; movsx eax, WORD [rdx + rcx * 2]),
                    TypedArrayKind::Uint16 => asm!(self.ops ; movzx eax, WORD [rdx + rcx * 2]),
                    TypedArrayKind::Int32 => asm!(self.ops ; mov eax, [rdx + rcx * 4]),
                    TypedArrayKind::Uint32 => asm!(self.ops ; mov eax, [rdx + rcx * 4] ; cvtsi2sd xmm0, rax),
                    TypedArrayKind::Float32 => asm!(self.ops ; cvtss2sd xmm0, DWORD [rdx + rcx * 4]),
                    TypedArrayKind::Float64 => asm!(self.ops ; movsd xmm0, [rdx + rcx * 8]),
                    TypedArrayKind::BigInt64 | TypedArrayKind::BigUint64 => {
                        unreachable!("BigInt elements are not traced")
                    }
                }
                if ty == Type::Double {
                    self.define_double(value, XMM0);
                } else {
                    self.define32(value, RAX);
                }
            }
            Op::StoreTypedElement { a, index, value: stored, kind } => {
                let kind = TypedArrayKind::from_u8(kind).expect("a kind");
                let double = self.ir.ty(stored) == Type::Double;
                if double {
                    self.load_double(XMM0, stored);
                } else {
                    self.load32(RAX, stored);
                }
                self.typed_element_address(a, index, exit());
                match kind {
                    TypedArrayKind::Float32 if double => {
                        asm!(self.ops ; cvtsd2ss xmm0, xmm0 ; movss [rdx + rcx * 4], xmm0)
                    }
                    TypedArrayKind::Float64 if double => asm!(self.ops ; movsd [rdx + rcx * 8], xmm0),
                    TypedArrayKind::Float32 => asm!(self.ops ; cvtsi2ss xmm0, eax ; movss [rdx + rcx * 4], xmm0),
                    TypedArrayKind::Float64 => asm!(self.ops ; cvtsi2sd xmm0, eax ; movsd [rdx + rcx * 8], xmm0),
                    TypedArrayKind::Uint8Clamped => asm!(self.ops
                        ; test eax, eax
                        ; jns >positive
                        ; xor eax, eax
                        ; positive:
                        ; cmp eax, 255
                        ; jle >in_range
                        ; mov eax, 255
                        ; in_range:
                        ; mov [rdx + rcx], al
                    ),
                    TypedArrayKind::Int8 | TypedArrayKind::Uint8 => asm!(self.ops ; mov [rdx + rcx], al),
                    TypedArrayKind::Int16 | TypedArrayKind::Uint16 => asm!(self.ops ; mov [rdx + rcx * 2], ax),
                    TypedArrayKind::Int32 | TypedArrayKind::Uint32 => asm!(self.ops ; mov [rdx + rcx * 4], eax),
                    TypedArrayKind::BigInt64 | TypedArrayKind::BigUint64 => {
                        unreachable!("BigInt elements are not traced")
                    }
                }
            }
            Op::ArrayLength { a } => {
                self.load64(RAX, a);
                asm!(self.ops
                    ; mov rax, [rax + OBJECT_BUTTERFLY_OFFSET as i32]
                    ; test rax, rax
                    ; jz >empty
                    ; mov eax, [rax + BUTTERFLY_PUBLIC_LENGTH_OFFSET as i32]
                    ; test eax, eax
                    ; js =>exit()
                    ; jmp >done
                    ; empty:
                    ; xor eax, eax
                    ; done:
                );
                self.define32(value, RAX);
            }
        }
    }

    /// rdx = the data pointer of typed array `a`, rcx = `index`, exiting unless the index
    /// is below the length (which is 0 once the buffer is detached).
    fn typed_element_address(&mut self, a: Ref, index: Ref, exit: DynamicLabel) {
        self.load64(RDX, a);
        self.load32(RCX, index);
        asm!(self.ops
            ; cmp rcx, [rdx + TYPED_ARRAY_LENGTH_OFFSET as i32]
            ; jae =>exit
            ; mov rdx, [rdx + TYPED_ARRAY_DATA_OFFSET as i32]
        );
    }

    /// `ucomisd` of `a` and `b` ordered so that `a < b` and `a <= b` read as "above": that
    /// condition is false for unordered operands, as JavaScript wants.
    fn compare_doubles(&mut self, cmp: Cmp, a: Ref, b: Ref) {
        let (x, y) = if matches!(cmp, Cmp::Lt | Cmp::Le) { (b, a) } else { (a, b) };
        self.load_double(XMM0, x);
        self.load_double(XMM1, y);
        asm!(self.ops ; ucomisd xmm0, xmm1);
    }

    fn exit_if_equal(&mut self, equal: bool, exit: DynamicLabel) {
        if equal {
            asm!(self.ops ; je =>exit);
        } else {
            asm!(self.ops ; jne =>exit);
        }
    }
}

fn negate(cmp: Cmp) -> Cmp {
    match cmp {
        Cmp::Lt => Cmp::Ge,
        Cmp::Le => Cmp::Gt,
        Cmp::Gt => Cmp::Le,
        Cmp::Ge => Cmp::Lt,
        Cmp::Eq => Cmp::Ne,
        Cmp::Ne => Cmp::Eq,
    }
}
