//! The aarch64 backend (`backend/mod.rs` gives the layout of a trace's code), under
//! AAPCS64.
//!
//! Integers, booleans and boxed values live in x23-x28 (callee-saved) and x3-x15
//! (caller-saved), doubles in d8-d15 (whose low halves are callee-saved) and d2-d7,
//! d16-d31, or in their spill slot (`x20 + 8 * ref`) once evicted. Each instruction reads
//! its operands into the scratch registers (x0, x1, x2, d0, d1), computes there, and writes
//! its result last. x16 and x17 are the address scratch of `operands.rs` (every memory
//! access goes through it: aarch64 immediates are bit fields, and one that does not fit
//! would make dynasm panic). x19 holds the register file, x20 the spill area, x21 the VM and
//! x22 the iterations completed; x18, the platform register, is never touched.
//!
//! Guards branch to their exit stubs with `b.cond` or `cbz`, which reach ±1 MB; a trace
//! whose code is bigger fails to assemble (`DynasmError::ImpossibleRelocation`) and its
//! loop is left to the interpreter. Helpers are called through `blr` on an absolute
//! address, with the caller-saved registers holding values saved around them.
//!
//! `instruction` is the dispatch, one line per IR operation; the lowerings are in the files
//! of their category (`ir/ops.rs`), as in `x64/`.

// dynasm expands a dynamic register `X(r)` to `r.into()`, which clippy calls useless
// when `r` is already a `u8`.
#![allow(clippy::useless_conversion)]

mod arith;
mod call;
mod compare;
mod control;
mod elements;
mod object;
mod operands;
pub(crate) use operands::load_immediate;
mod property;
mod value;

use dynasmrt::aarch64::Aarch64Relocation;
use dynasmrt::{DynamicLabel, DynasmApi, DynasmError, DynasmLabelApi, VecAssembler};

use crate::across_frames::link_across_frames as link_across_frames_helper;
use crate::backend::regalloc::{Loc, RegisterSet};
use crate::backend::{Context, ExitStub, Target, WriteTo, exit_label, phis_move_directly, register_offset, spill_slot};
use crate::ir::{Op, Ref, Type};
use crate::trace::make_sunk_objects_for_exit;

macro_rules! asm {
    ($ops:expr ; $($t:tt)*) => {
        dynasmrt::dynasm!($ops ; .arch aarch64 ; $($t)*)
    };
}
pub(crate) use asm;

// Scratch registers.
const X0: u8 = 0;
const X1: u8 = 1;
const X2: u8 = 2;
const D0: u8 = 0;
const D1: u8 = 1;
/// The address scratch registers (`operands.rs`).
const X16: u8 = 16;
// Pinned registers.
const REGISTER_FILE: u8 = 19;
const SPILL_AREA: u8 = 20;

/// x23-x28 survive calls; x3-x15 are saved around helper calls. d8-d15 survive calls
/// (their low 64 bits, all a double uses); the others are saved around them.
static REGISTERS: RegisterSet = RegisterSet {
    gprs: &[23, 24, 25, 26, 27, 28, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    caller_saved: &[3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    fprs: &[
        8, 9, 10, 11, 12, 13, 14, 15, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
    ],
    fprs_caller_saved: &[2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31],
};

/// The frame the prologue pushes: x29, x30, x19-x28 and d8-d15, 16-byte aligned.
const FRAME_SIZE: i32 = 160;

pub struct Arm64<'a> {
    ops: VecAssembler<Aarch64Relocation>,
    cx: Context<'a>,
    /// Where exits that must not go on through their link words return from.
    epilogue: DynamicLabel,
}

impl<'a> Target<'a> for Arm64<'a> {
    const REGISTERS: &'static RegisterSet = &REGISTERS;

    fn new(cx: Context<'a>, base: usize) -> Self {
        let mut ops = VecAssembler::new(base);
        let epilogue = ops.new_dynamic_label();
        Arm64 { ops, cx, epilogue }
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
            ; stp x29, x30, [sp, #-FRAME_SIZE]!
            ; mov x29, sp
            ; stp x19, x20, [sp, #16]
            ; stp x21, x22, [sp, #32]
            ; stp x23, x24, [sp, #48]
            ; stp x25, x26, [sp, #64]
            ; stp x27, x28, [sp, #80]
            ; stp d8, d9, [sp, #96]
            ; stp d10, d11, [sp, #112]
            ; stp d12, d13, [sp, #128]
            ; stp d14, d15, [sp, #144]
            ; mov x19, x0
            ; mov x20, x1
            ; mov x21, x2
            ; mov x22, xzr
        );
    }

    fn double_constant(&mut self, value: Ref, bits: u64) {
        self.mov_imm(X0, bits);
        self.store64(X0, SPILL_AREA, spill_slot(value));
    }

    fn loop_head(&mut self, label: DynamicLabel) {
        // Aligned with nops: the code falls through into the loop.
        while !self.ops.offset().0.is_multiple_of(16) {
            asm!(self.ops ; nop);
        }
        asm!(self.ops ; =>label);
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
        match from {
            Loc::Gpr(r) => self.store64(r, SPILL_AREA, spill_slot(value)),
            Loc::Fpr(d) => self.store_double(d, SPILL_AREA, spill_slot(value)),
            _ => {}
        }
    }

    fn write_register(&mut self, slot: u16, value: Ref) {
        self.box_into_x0(value);
        self.store64(X0, REGISTER_FILE, register_offset(slot));
    }

    /// As on x86-64: every phi's final value goes to a scratch slot past the IR's first (a
    /// phi's value may be another phi's SLoad, still to be read as it was), then to the
    /// SLoads' slots and registers.
    fn phi_moves(&mut self) {
        let phis = self.cx.trace.phis.clone();
        if phis_move_directly(&self.cx) {
            // Straight from each final value to its load's register (no round trip through
            // memory on the loop-carried path).
            for &(_, load, value) in phis.iter().filter(|&&(_, load, value)| load != value) {
                match (self.cx.ir.ty(load), self.cx.ir.ty(value)) {
                    (Type::Double, Type::Int32) => {
                        self.load32(X0, value);
                        asm!(self.ops ; scvtf d0, w0);
                        self.define_double(load, D0);
                    }
                    (Type::Double, _) => {
                        self.load_double(D0, value);
                        self.define_double(load, D0);
                    }
                    (Type::Value, _) => {
                        self.box_into_x0(value);
                        self.define64(load, X0);
                    }
                    _ => {
                        self.load64(X0, value);
                        self.define64(load, X0);
                    }
                }
            }
            return;
        }
        let first_scratch = self.cx.ir.len();
        let scratch = |k: usize| ((first_scratch + k) * 8) as i32;
        for (k, &(_, load, value)) in phis.iter().enumerate() {
            match (self.cx.ir.ty(load), self.cx.ir.ty(value)) {
                (Type::Double, Type::Int32) => {
                    self.load32(X0, value);
                    asm!(self.ops ; scvtf d0, w0);
                    self.store_double(D0, SPILL_AREA, scratch(k));
                }
                (Type::Double, _) => {
                    self.load_double(D0, value);
                    self.store_double(D0, SPILL_AREA, scratch(k));
                }
                (Type::Value, _) => {
                    self.box_into_x0(value);
                    self.store64(X0, SPILL_AREA, scratch(k));
                }
                _ => {
                    self.load64(X0, value);
                    self.store64(X0, SPILL_AREA, scratch(k));
                }
            }
        }
        for (k, &(_, load, _)) in phis.iter().enumerate() {
            self.load_from(X0, SPILL_AREA, scratch(k));
            self.store64(X0, SPILL_AREA, spill_slot(load));
        }
        let loads: Vec<(Ref, Loc)> = phis.iter().map(|&(_, load, _)| (load, self.cx.loc(load))).collect();
        self.reload(&loads);
    }

    fn loop_back(&mut self, head: DynamicLabel) {
        asm!(self.ops ; add x22, x22, #1 ; b =>head);
    }

    fn link(&mut self, snapshot: u32) {
        asm!(self.ops ; add x22, x22, #1);
        self.jump_to_link(snapshot);
    }

    fn link_across_frames(&mut self, snapshot: u32, across: u64) {
        let code = self.cx.exit_code(snapshot);
        let word = self.cx.link_word(snapshot);
        let stay = self.ops.new_dynamic_label();
        asm!(self.ops ; add x22, x22, #1);
        self.mov_imm(X16, word);
        asm!(self.ops ; ldr x16, [x16] ; adr x1, =>self.epilogue ; cmp x16, x1 ; b.eq =>stay ; mov x0, x21 ; mov x2, x20);
        self.mov_imm(X1, across);
        self.mov_imm(X16, link_across_frames_helper as *const () as u64);
        asm!(self.ops ; blr x16 ; cbz x0, =>stay ; mov x19, x0);
        self.jump_to_link(snapshot);
        asm!(self.ops ; =>stay);
        self.mov_imm(X0, code);
        asm!(self.ops ; b =>self.epilogue);
    }

    fn exit_stub(&mut self, stub: ExitStub) {
        asm!(self.ops ; =>stub.label);
        for (to, value, loc) in stub.writes {
            // The stub runs at its guard: the value is where it was there.
            self.cx.alloc.loc[value.index()] = loc;
            self.box_as_interpreter_into_x0(value);
            match to {
                WriteTo::Register(slot) => self.store64(X0, REGISTER_FILE, register_offset(slot)),
                WriteTo::Field(store) => self.store64(X0, SPILL_AREA, spill_slot(store)),
                WriteTo::Object { base, at, disp } => {
                    self.cx.alloc.loc[base.index()] = at;
                    self.load64(X2, base);
                    self.store64(X0, X2, disp);
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
            ; mov x1, x22
            ; ldp d14, d15, [sp, #144]
            ; ldp d12, d13, [sp, #128]
            ; ldp d10, d11, [sp, #112]
            ; ldp d8, d9, [sp, #96]
            ; ldp x27, x28, [sp, #80]
            ; ldp x25, x26, [sp, #64]
            ; ldp x23, x24, [sp, #48]
            ; ldp x21, x22, [sp, #32]
            ; ldp x19, x20, [sp, #16]
            ; ldp x29, x30, [sp], #FRAME_SIZE
            ; ret
        );
    }

    fn finish(self) -> Result<Vec<u8>, DynasmError> {
        self.ops.finalize()
    }
}

impl Arm64<'_> {
    /// Makes the objects `snapshot` holds that the trace sank (their list at `objects`):
    /// returns with the failed exit code if that failed, and with the exit's code if it
    /// collected the tree away (it must not go on into a side trace).
    fn make_sunk_objects(&mut self, objects: u64, snapshot: u32) {
        let (failed, code) = (self.cx.failed_exit_code(snapshot), self.cx.exit_code(snapshot));
        let invalidated = self.cx.runtime.invalidated as u64;
        let (made, valid) = (self.ops.new_dynamic_label(), self.ops.new_dynamic_label());
        asm!(self.ops ; mov x0, x21 ; mov x2, x19 ; mov x3, x20);
        self.mov_imm(X1, objects);
        self.mov_imm(X16, make_sunk_objects_for_exit as *const () as u64);
        asm!(self.ops ; blr x16 ; cbz x0, =>made);
        self.mov_imm(X0, failed);
        asm!(self.ops ; b =>self.epilogue ; =>made);
        self.mov_imm(X16, invalidated);
        asm!(self.ops ; ldrb w16, [x16] ; cbz w16, =>valid);
        self.mov_imm(X0, code);
        asm!(self.ops ; b =>self.epilogue ; =>valid);
    }

    /// Takes the exit of `snapshot`, whose stub wrote it back: jumps through its link word
    /// with the exit's code in x0 (the epilogue returns it).
    fn jump_to_link(&mut self, snapshot: u32) {
        let code = self.cx.exit_code(snapshot);
        let link = self.cx.link_word(snapshot);
        self.mov_imm(X0, code);
        self.mov_imm(X16, link);
        asm!(self.ops ; ldr x16, [x16] ; br x16);
    }
}
