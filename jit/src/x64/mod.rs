//! The x86-64 backend (`backend/mod.rs` gives the layout of a trace's code).
//!
//! Integers, booleans and boxed values live in rbx, rbp, rsi, rdi, r8-r11 (`regalloc`),
//! doubles in xmm2-xmm15, or in their spill slot (`r13 + 8 * ref`) once evicted. Each
//! instruction reads its operands into the scratch registers (rax, rcx, rdx, xmm0, xmm1),
//! computes there, and writes its result last, so a result may take the register of an
//! operand used for the last time. r12 holds the register file, r13 the spill area, r14 the
//! VM and r15 the iterations completed. rsp is 16-byte aligned at helper calls (six pushes,
//! an 8-byte pad), and the caller-saved registers holding values are saved around them.
//!
//! `instruction` is the dispatch, one line per IR operation; the lowerings are in the files
//! of their category (`ir/ops.rs`), and `operands.rs` moves values in and out of scratch
//! registers.

// dynasm expands a dynamic register `Rq(r)` to `r.into()`, which clippy calls useless
// when `r` is already a `u8`.
#![allow(clippy::useless_conversion)]

mod arith;
mod call;
mod compare;
mod control;
mod elements;
mod object;
mod operands;
mod property;
mod value;

use dynasmrt::x64::X64Relocation;
use dynasmrt::{DynamicLabel, DynasmApi, DynasmError, DynasmLabelApi, VecAssembler};

use crate::across_frames::link_across_frames as link_across_frames_helper;
use crate::backend::regalloc::{Loc, RegisterSet};
use crate::backend::{Context, ExitStub, Target, WriteTo, exit_label, phis_move_directly, register_offset, spill_slot};
use crate::ir::{Op, Ref, Type};
use crate::trace::make_sunk_objects_for_exit;

macro_rules! asm {
    ($ops:expr ; $($t:tt)*) => {
        dynasmrt::dynasm!($ops ; .arch x64 ; $($t)*)
    };
}
pub(crate) use asm;

// Scratch registers.
const RAX: u8 = 0;
const RCX: u8 = 1;
const RDX: u8 = 2;
const XMM0: u8 = 0;
const XMM1: u8 = 1;

/// Everything but the scratch registers (rax, rcx, rdx), the pinned ones (r12-r15) and rsp.
/// rbx and rbp survive calls; the others are saved around helper calls. Every xmm register
/// is caller-saved; xmm0 and xmm1 are scratch.
static REGISTERS: RegisterSet = RegisterSet {
    gprs: &[3, 5, 6, 7, 8, 9, 10, 11],
    caller_saved: &[6, 7, 8, 9, 10, 11],
    fprs: &[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    fprs_caller_saved: &[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
};

pub struct X64<'a> {
    ops: VecAssembler<X64Relocation>,
    cx: Context<'a>,
    /// Where exits that must not go on through their link words return from.
    epilogue: DynamicLabel,
}

impl<'a> Target<'a> for X64<'a> {
    const REGISTERS: &'static RegisterSet = &REGISTERS;

    fn new(cx: Context<'a>, base: usize) -> Self {
        let mut ops = VecAssembler::new(base);
        let epilogue = ops.new_dynamic_label();
        X64 { ops, cx, epilogue }
    }

    fn context(&mut self) -> &mut Context<'a> {
        &mut self.cx
    }

    fn new_label(&mut self) -> DynamicLabel {
        self.ops.new_dynamic_label()
    }

    fn offset(&self) -> usize {
        self.ops.offset().0
    }

    fn prologue(&mut self) {
        asm!(self.ops
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
    }

    fn double_constant(&mut self, value: Ref, bits: u64) {
        asm!(self.ops ; mov rax, QWORD bits as i64 ; mov [r13 + spill_slot(value)], rax);
    }

    fn loop_head(&mut self, label: DynamicLabel) {
        asm!(self.ops ; .align 16 ; =>label);
    }

    fn instruction(&mut self, op: Op, ty: Type, value: Ref, exit: Option<DynamicLabel>) {
        let exit = || exit_label(exit);
        match op {
            Op::ConstInt { .. } | Op::ConstDouble { .. } | Op::ConstBool { .. } | Op::ConstValue { .. } => {}
            Op::SLoad { slot } => self.register_load(value, ty, slot, exit()),
            Op::Unbox { a } => self.unbox(value, ty, a, exit()),
            Op::BoxValue { a } => self.box_value(value, a),
            Op::GuardCell { a } => self.guard_cell(a, exit()),
            Op::GuardJsType { a, js_type } => self.guard_js_type(a, js_type, exit()),
            Op::GuardNotEmpty { a } => self.guard_not_empty(a, exit()),
            Op::AddOv { a, b } => self.add_ov(value, a, b, exit()),
            Op::SubOv { a, b } => self.sub_ov(value, a, b, exit()),
            Op::MulOv { a, b } => self.mul_ov(value, a, b, exit()),
            Op::NegOv { a } => self.neg_ov(value, a, exit()),
            Op::ModInt { a, b } => self.mod_int(value, a, b, exit()),
            Op::IntAnd { a, b } => self.int_and(value, a, b),
            Op::IntOr { a, b } => self.int_or(value, a, b),
            Op::IntXor { a, b } => self.int_xor(value, a, b),
            Op::IntShl { a, b } => self.int_shl(value, a, b),
            Op::IntSar { a, b } => self.int_sar(value, a, b),
            Op::IntMul { a, b } => self.int_mul(value, a, b),
            Op::IntMin { a, b } => self.int_min(value, a, b),
            Op::IntMax { a, b } => self.int_max(value, a, b),
            Op::UShrOv { a, b } => self.ushr_ov(value, a, b, exit()),
            Op::UShrToDouble { a, b } => self.ushr_to_double(value, a, b),
            Op::BitNot { a } => self.bit_not(value, a),
            Op::DoubleAdd { a, b } => self.double_add(value, a, b),
            Op::DoubleSub { a, b } => self.double_sub(value, a, b),
            Op::DoubleMul { a, b } => self.double_mul(value, a, b),
            Op::DoubleDiv { a, b } => self.double_div(value, a, b),
            Op::DoubleMod { a, b } => self.double_mod(value, a, b),
            Op::NegDouble { a } => self.neg_double(value, a),
            Op::IntToDouble { a } => self.int_to_double(value, a),
            Op::DoubleToInt { a } => self.double_to_int(value, a),
            Op::SqrtDouble { a } => self.sqrt_double(value, a),
            Op::AbsDouble { a } => self.abs_double(value, a),
            Op::AbsInt { a } => self.abs_int(value, a, exit()),
            Op::CompareInt { cmp, a, b } => self.compare_int(value, cmp, a, b),
            Op::CompareDouble { cmp, a, b } => self.compare_double(value, cmp, a, b),
            Op::NotBool { a } => self.not_bool(value, a),
            Op::SameBits { a, b } => self.same_bits(value, a, b),
            Op::GuardInt { cmp, a, b, expect } => self.guard_int(cmp, a, b, expect, exit()),
            Op::GuardDouble { cmp, a, b, expect } => self.guard_double(cmp, a, b, expect, exit()),
            Op::GuardTruthy { a, expect } => self.guard_truthy(a, expect, exit()),
            Op::GuardBits { a, bits, expect } => self.guard_bits(a, bits, expect, exit()),
            Op::GuardNullish { a, expect } => self.guard_nullish(a, expect, exit()),
            Op::GuardStructure { a, id } => self.guard_structure(a, id, exit()),
            Op::LoadField { base, disp } => self.load_field(value, base, disp),
            Op::LoadButterfly { a } => self.load_butterfly(value, a),
            Op::StoreField { base, disp, value: stored, owner } => self.store_field(base, disp, stored, owner),
            Op::LoadPolymorphic { a, cases } => self.load_polymorphic(value, a, cases, exit()),
            Op::StoreStructure { a, id } => self.store_structure(a, id),
            Op::GuardShape { a, shape } => self.guard_shape(a, shape, exit()),
            Op::LoadElement { storage, index, shape } => self.load_element(value, storage, index, shape, exit()),
            Op::StoreElement { storage, index, value: stored, owner, shape, fill } => {
                self.store_element(storage, index, stored, owner, shape, fill != 0, exit())
            }
            Op::ArrayLength { a } => self.array_length(value, a, exit()),
            Op::ArrayPush { a, value: pushed, shape } => self.array_push(value, a, pushed, shape, exit()),
            Op::InitElement { a, index, value: stored, shape } => self.init_element(a, index, stored, shape),
            Op::GuardTypedArrayKind { a, kind } => self.guard_typed_array_kind(a, kind, exit()),
            Op::TypedArrayLength { a } => self.typed_array_length(value, a, exit()),
            Op::LoadTypedElement { a, index, kind } => self.load_typed_element(value, ty, a, index, kind, exit()),
            Op::StoreTypedElement { a, index, value: stored, kind } => {
                self.store_typed_element(a, index, stored, kind, exit())
            }
            Op::StringLength { a } => self.string_length(value, a),
            Op::StringCharCodeAt { a, index } => self.string_char_code_at(value, a, index, exit()),
            Op::SingleCharacterString { unit, table } => self.single_character_string(value, unit, table, exit()),
            Op::AllocObject { allocator, size, header } => self.alloc_object(value, allocator, size, header, exit()),
            Op::AllocArray { allocator, size, header, length, fill } => {
                self.alloc_array(value, allocator, size, header, length, fill, exit())
            }
            Op::CallUnary { f, a } => self.call_unary(value, f, a),
            Op::CallArgument { index, value: argument } => self.call_argument(index, argument),
            Op::CallOut { site, .. } => self.call_out(value, site),
            Op::GuardNoException { a } => self.guard_no_exception(a, exit()),
            Op::GuardValid {} => self.guard_valid(exit()),
            Op::ReturnToCaller { check } => self.return_to_caller(check, exit()),
            Op::GuardInterrupt {} => self.guard_interrupt(exit()),
            Op::ReadSlot { slot } => self.read_slot(value, slot),
        }
    }

    fn spill(&mut self, value: Ref, from: Loc) {
        let d = spill_slot(value);
        match from {
            Loc::Gpr(r) => asm!(self.ops ; mov [r13 + d], Rq(r)),
            Loc::Fpr(x) => asm!(self.ops ; movsd [r13 + d], Rx(x)),
            _ => {}
        }
    }

    fn write_register(&mut self, slot: u16, value: Ref) {
        self.box_into_rax(value);
        asm!(self.ops ; mov [r12 + register_offset(slot)], rax);
    }

    /// Each phi's final value becomes its SLoad's value (converted to the SLoad's type),
    /// all at once: the values are first copied to scratch slots past the IR's (a phi's
    /// value may be another phi's SLoad, which must still be read as it was), then from
    /// there to the SLoads' slots and registers.
    fn phi_moves(&mut self) {
        let phis = self.cx.trace.phis.clone();
        if phis_move_directly(&self.cx) {
            // Straight from each final value to its load's register (no round trip through
            // memory on the loop-carried path).
            for &(_, load, value) in phis.iter().filter(|&&(_, load, value)| load != value) {
                match (self.cx.ir.ty(load), self.cx.ir.ty(value)) {
                    (Type::Double, Type::Int32) => {
                        self.load32(RAX, value);
                        asm!(self.ops ; cvtsi2sd xmm0, eax);
                        self.define_double(load, XMM0);
                    }
                    (Type::Double, _) => {
                        self.load_double(XMM0, value);
                        self.define_double(load, XMM0);
                    }
                    (Type::Value, _) => {
                        self.box_into_rax(value);
                        self.define64(load, RAX);
                    }
                    _ => {
                        self.load64(RAX, value);
                        self.define64(load, RAX);
                    }
                }
            }
            return;
        }
        let first_scratch = self.cx.ir.len();
        let scratch = |k: usize| ((first_scratch + k) * 8) as i32;
        for (k, &(_, load, value)) in phis.iter().enumerate() {
            let d = scratch(k);
            match (self.cx.ir.ty(load), self.cx.ir.ty(value)) {
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
            let d = scratch(k);
            asm!(self.ops ; mov rax, [r13 + d] ; mov [r13 + spill_slot(load)], rax);
        }
        let loads: Vec<(Ref, Loc)> = phis.iter().map(|&(_, load, _)| (load, self.cx.loc(load))).collect();
        self.reload(&loads);
    }

    fn loop_back(&mut self, head: DynamicLabel) {
        asm!(self.ops ; inc r15 ; jmp =>head);
    }

    fn link(&mut self, snapshot: u32) {
        asm!(self.ops ; inc r15);
        self.jump_to_link(snapshot);
    }

    fn link_across_frames(&mut self, snapshot: u32, across: u64) {
        let code = self.cx.exit_code(snapshot) as i64;
        let word = self.cx.link_word(snapshot) as i64;
        let stay = self.ops.new_dynamic_label();
        asm!(self.ops
            ; inc r15
            ; mov rcx, QWORD word
            ; mov rcx, [rcx]
            ; lea rdx, [=>self.epilogue]
            ; cmp rcx, rdx
            ; je =>stay
            ; mov rdi, r14
            ; mov rsi, QWORD across as i64
            ; mov rdx, r13
            ; mov rax, QWORD link_across_frames_helper as *const () as i64
            ; call rax
            ; test rax, rax
            ; jz =>stay
            ; mov r12, rax
        );
        self.jump_to_link(snapshot);
        asm!(self.ops ; =>stay ; mov rax, QWORD code ; jmp =>self.epilogue);
    }

    fn exit_stub(&mut self, stub: ExitStub) {
        asm!(self.ops ; =>stub.label);
        for (to, value, loc) in stub.writes {
            // The stub runs at its guard: the value is where it was there.
            self.cx.alloc.loc[value.index()] = loc;
            self.box_as_interpreter_into_rax(value);
            match to {
                WriteTo::Register(slot) => asm!(self.ops ; mov [r12 + register_offset(slot)], rax),
                WriteTo::Field(store) => asm!(self.ops ; mov [r13 + spill_slot(store)], rax),
                WriteTo::Object { base, at, disp } => {
                    self.cx.alloc.loc[base.index()] = at;
                    self.load64(RDX, base);
                    asm!(self.ops ; mov [rdx + disp], rax);
                }
            }
        }
        if let Some(objects) = stub.objects {
            self.make_sunk_objects(objects, stub.snapshot);
        }
        self.jump_to_link(stub.snapshot);
    }

    fn epilogue(&mut self) {
        asm!(self.ops
            ; =>self.epilogue
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
    }

    fn finish(self) -> Result<Vec<u8>, DynasmError> {
        self.ops.finalize()
    }
}

impl X64<'_> {
    /// Makes the objects `snapshot` holds that the trace sank (their list at `objects`):
    /// returns with the failed exit code if that failed, and with the exit's code if it
    /// collected the tree away (it must not go on into a side trace).
    fn make_sunk_objects(&mut self, objects: u64, snapshot: u32) {
        let (failed, code) = (self.cx.failed_exit_code(snapshot) as i64, self.cx.exit_code(snapshot) as i64);
        let invalidated = self.cx.runtime.invalidated as i64;
        let (made, valid) = (self.ops.new_dynamic_label(), self.ops.new_dynamic_label());
        asm!(self.ops
            ; mov rdi, r14
            ; mov rsi, QWORD objects as i64
            ; mov rdx, r12
            ; mov rcx, r13
            ; mov rax, QWORD make_sunk_objects_for_exit as *const () as i64
            ; call rax
            ; test rax, rax
            ; jz =>made
            ; mov rax, QWORD failed
            ; jmp =>self.epilogue
            ; =>made
            ; mov rax, QWORD invalidated
            ; cmp BYTE [rax], 0
            ; je =>valid
            ; mov rax, QWORD code
            ; jmp =>self.epilogue
            ; =>valid
        );
    }

    /// Takes the exit of `snapshot`, whose stub wrote it back: jumps through its link word
    /// with the exit's code in rax (the epilogue returns it).
    fn jump_to_link(&mut self, snapshot: u32) {
        let code = self.cx.exit_code(snapshot) as i64;
        let link = self.cx.link_word(snapshot) as i64;
        asm!(self.ops ; mov rax, QWORD code ; mov rcx, QWORD link ; jmp QWORD [rcx]);
    }
}
