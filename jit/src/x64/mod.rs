//! The x86-64 backend: a recorded trace to machine code.
//!
//! This first backend gives every IR value a slot in a spill area (`r13 + 8 * ref`) and
//! computes each instruction from its operands' slots into its own with a few scratch
//! registers (rax, rcx, rdx, xmm0, xmm1). The frame's registers are at `r12`. Values no
//! guard, snapshot or loop write needs are not computed at all (dead code elimination).
//!
//! ```text
//!   entry:      save callee-saved registers, pin r12 = registers, r13 = spill area,
//!               store the constants
//!   loop:       the iteration's instructions, guards jumping to exit stubs
//!               box and store the registers it wrote; jmp loop
//!   exit k:     mov eax, k; jmp epilogue      (k: the snapshot to restore)
//!   epilogue:   restore the callee-saved registers; ret
//! ```
//!
//! The trace is a `extern "sysv64" fn(registers, spill, vm) -> snapshot` (the VM, in r14,
//! for the write barrier's slow path): it returns the exit
//! taken and the Rust side writes the snapshot back (`Trace::restore`). rsp is 16-byte
//! aligned at the helper calls (six pushes, one 8-byte pad).

use dynasmrt::x64::X64Relocation;
use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi, VecAssembler, dynasm};
use vm::layout::{
    BUTTERFLY_PUBLIC_LENGTH_OFFSET, BUTTERFLY_VECTOR_LENGTH_OFFSET, CELL_INDEXING_TYPE_OFFSET, CELL_JS_TYPE_OFFSET,
    CELL_STATE_OFFSET, CELL_STRUCTURE_ID_OFFSET, DOUBLE_ENCODE_OFFSET, DOUBLE_HOLE_BITS, ENCODED_FALSE,
    INDEXING_SHAPE_MASK, NOT_CELL_MASK, NUMBER_TAG, OBJECT_BUTTERFLY_OFFSET,
};
use vm::object::indexing::{CONTIGUOUS_SHAPE, DOUBLE_SHAPE};

/// `gc::CellState::Old`: a cell a store of a pointer into must be remembered.
const OLD_CELL_STATE: u8 = gc::CellState::Old as u8;
use vm::value::CANONICAL_NAN_BITS;

use crate::ir::{Cmp, DoubleOp, IntOp, IrBuffer, Op, Ref, Type};
use crate::recorder::Recorded;

macro_rules! asm {
    ($ops:ident $($t:tt)*) => {
        dynasm!($ops ; .arch x64 $($t)*)
    };
}

/// The machine code of a trace, assembled for `base`.
pub struct Assembled {
    pub code: Vec<u8>,
    /// Spill slots the trace uses (one per IR instruction).
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

pub fn assemble(trace: &Recorded, base: usize) -> Result<Assembled, dynasmrt::DynasmError> {
    let ir = &trace.ir;
    let live = live_values(trace);
    let mut ops: VecAssembler<X64Relocation> = VecAssembler::new(base);
    let exits: Vec<DynamicLabel> = trace.snapshots.iter().map(|_| ops.new_dynamic_label()).collect();
    let loop_start = ops.new_dynamic_label();
    let epilogue = ops.new_dynamic_label();

    asm!(ops
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
    );
    for (index, ins) in ir.ins.iter().enumerate() {
        if !live[index] {
            continue;
        }
        let bits = match ins.op {
            Op::ConstInt(v) => v as u32 as u64,
            Op::ConstDouble(bits) | Op::ConstValue(bits) => bits,
            Op::ConstBool(v) => v as u64,
            _ => continue,
        };
        let d = slot(Ref(index as u32));
        asm!(ops ; mov rax, QWORD bits as i64 ; mov [r13 + d], rax);
    }
    asm!(ops ; .align 16 ; =>loop_start);

    for (index, ins) in ir.ins.iter().enumerate() {
        if !live[index] || ins.op.is_constant() {
            continue;
        }
        let d = slot(Ref(index as u32));
        let exit = ins.snapshot.map(|s| exits[s.0 as usize]);
        let exit = || exit.expect("a guard has a snapshot");
        emit(&mut ops, ir, ins.op, ins.ty, d, exit);
    }

    for &(register_slot, value) in &trace.loop_writes {
        store_boxed(&mut ops, ir.ty(value), slot(value), register(register_slot));
    }
    asm!(ops ; jmp =>loop_start);

    for (index, &label) in exits.iter().enumerate() {
        asm!(ops ; =>label ; mov eax, index as i32 ; jmp =>epilogue);
    }
    asm!(ops
        ; =>epilogue
        ; add rsp, 8
        ; pop r15
        ; pop r14
        ; pop r13
        ; pop r12
        ; pop rbx
        ; pop rbp
        ; ret
    );
    let code = ops.finalize()?;
    Ok(Assembled { code, spill_slots: ir.len() })
}

/// Boxes the value in spill slot `from` (of type `ty`) into frame register offset `to`.
fn store_boxed(ops: &mut VecAssembler<X64Relocation>, ty: Type, from: i32, to: i32) {
    box_into_rax(ops, ty, from);
    asm!(ops ; mov [r12 + to], rax);
}

/// rax = the value in spill slot `from` (of type `ty`), boxed. Clobbers rcx and rdx.
fn box_into_rax(ops: &mut VecAssembler<X64Relocation>, ty: Type, from: i32) {
    match ty {
        Type::Int32 => asm!(ops
            ; mov eax, [r13 + from]
            ; mov rcx, QWORD NUMBER_TAG as i64
            ; or rax, rcx
        ),
        Type::Double => {
            asm!(ops ; mov rax, [r13 + from]);
            canonicalize_nan_in_rax(ops);
            asm!(ops
                ; mov rcx, QWORD DOUBLE_ENCODE_OFFSET as i64
                ; add rax, rcx
            );
        }
        Type::Bool => asm!(ops
            ; mov eax, [r13 + from]
            ; or eax, ENCODED_FALSE as i32
        ),
        Type::Value => asm!(ops ; mov rax, [r13 + from]),
        Type::None | Type::Ptr => unreachable!("only values are boxed"),
    }
}

/// Replaces any NaN in rax (double bits) by the canonical one. Clobbers rcx and rdx.
fn canonicalize_nan_in_rax(ops: &mut VecAssembler<X64Relocation>) {
    asm!(ops
        ; mov rcx, rax
        ; btr rcx, 63
        ; mov rdx, QWORD 0x7ff0_0000_0000_0000
        ; cmp rcx, rdx
        ; jbe >not_nan
        ; mov rax, QWORD CANONICAL_NAN_BITS as i64
        ; not_nan:
    );
}

/// Unboxes the JSValue in rax into spill slot `d` as `ty`, exiting to `exit` when it is
/// not of that type (`Double` takes an int32 too). Clobbers rcx.
fn unbox_rax(ops: &mut VecAssembler<X64Relocation>, ty: Type, d: i32, exit: DynamicLabel) {
    match ty {
        Type::Int32 => asm!(ops
            ; mov rcx, QWORD NUMBER_TAG as i64
            ; cmp rax, rcx
            ; jb =>exit
            ; mov [r13 + d], eax
        ),
        Type::Double => asm!(ops
            ; mov rcx, QWORD NUMBER_TAG as i64
            ; cmp rax, rcx
            ; jae >int
            ; test rax, rcx
            ; jz =>exit
            ; mov rcx, QWORD DOUBLE_ENCODE_OFFSET as i64
            ; sub rax, rcx
            ; mov [r13 + d], rax
            ; jmp >done
            ; int:
            ; cvtsi2sd xmm0, eax
            ; movsd [r13 + d], xmm0
            ; done:
        ),
        Type::Bool => asm!(ops
            ; mov rcx, rax
            ; and rcx, -2
            ; cmp rcx, ENCODED_FALSE as i32
            ; jne =>exit
            ; and eax, 1
            ; mov [r13 + d], eax
        ),
        Type::Value => asm!(ops ; mov [r13 + d], rax),
        Type::None | Type::Ptr => unreachable!("only values are unboxed"),
    }
}

/// The write barrier after storing the value in rax into the cell whose spill slot is
/// `owner`: a cell stored into an old owner puts the owner in the remembered set.
fn write_barrier(ops: &mut VecAssembler<X64Relocation>, owner: i32) {
    asm!(ops
        ; mov rcx, QWORD NOT_CELL_MASK as i64
        ; test rax, rcx
        ; jnz >done
        ; test rax, rax
        ; jz >done
        ; mov rsi, [r13 + owner]
        ; cmp BYTE [rsi + CELL_STATE_OFFSET as i32], OLD_CELL_STATE as i8
        ; jne >done
        ; mov rdi, r14
        ; mov rax, QWORD remember as *const () as i64
        ; call rax
        ; done:
    );
}

/// The write barrier's slow path: `owner` joins the remembered set.
extern "sysv64" fn remember(vm: *const vm::Vm, owner: *mut u8) {
    // SAFETY: the trace passes the VM it runs for (alive, and not otherwise used while the
    // trace runs) and a live cell it stored into.
    let (vm, owner) = unsafe { (&*vm, gc::CellPtr::new_unchecked(owner)) };
    vm.heap.write_barrier(owner);
}

/// The instruction `op` of type `ty`, into spill slot `d`; `exit` is its guard's stub.
fn emit(
    ops: &mut VecAssembler<X64Relocation>,
    ir: &IrBuffer,
    op: Op,
    ty: Type,
    d: i32,
    exit: impl Fn() -> DynamicLabel,
) {
    match op {
        Op::ConstInt(_) | Op::ConstDouble(_) | Op::ConstBool(_) | Op::ConstValue(_) => {}
        Op::SLoad { slot: s } => {
            asm!(ops ; mov rax, [r12 + register(s)]);
            match ty {
                Type::Value => asm!(ops ; mov [r13 + d], rax),
                _ => unbox_rax(ops, ty, d, exit()),
            }
        }
        Op::Unbox { a } => {
            asm!(ops ; mov rax, [r13 + slot(a)]);
            unbox_rax(ops, ty, d, exit());
        }
        Op::BoxValue { a } => {
            box_into_rax(ops, ir.ty(a), slot(a));
            asm!(ops ; mov [r13 + d], rax);
        }
        Op::GuardCell { a } => asm!(ops
            ; mov rax, [r13 + slot(a)]
            ; mov rcx, QWORD NOT_CELL_MASK as i64
            ; test rax, rcx
            ; jnz =>exit()
            ; test rax, rax
            ; jz =>exit()
        ),
        Op::GuardStructure { a, id } => asm!(ops
            ; mov rax, [r13 + slot(a)]
            ; cmp DWORD [rax + CELL_STRUCTURE_ID_OFFSET as i32], id as i32
            ; jne =>exit()
        ),
        Op::GuardJsType { a, js_type } => asm!(ops
            ; mov rax, [r13 + slot(a)]
            ; cmp BYTE [rax + CELL_JS_TYPE_OFFSET as i32], js_type as i8
            ; jne =>exit()
        ),
        Op::GuardShape { a, shape } => asm!(ops
            ; mov rax, [r13 + slot(a)]
            ; movzx ecx, BYTE [rax + CELL_INDEXING_TYPE_OFFSET as i32]
            ; and ecx, INDEXING_SHAPE_MASK as i32
            ; cmp ecx, shape as i32
            ; jne =>exit()
        ),
        Op::GuardNotEmpty { a } => asm!(ops
            ; cmp QWORD [r13 + slot(a)], 0
            ; je =>exit()
        ),
        Op::LoadField { base, disp } => asm!(ops
            ; mov rax, [r13 + slot(base)]
            ; mov rax, [rax + disp]
            ; mov [r13 + d], rax
        ),
        Op::LoadButterfly { a } => asm!(ops
            ; mov rax, [r13 + slot(a)]
            ; mov rax, [rax + OBJECT_BUTTERFLY_OFFSET as i32]
            ; mov [r13 + d], rax
        ),
        Op::StoreField { base, disp, value, owner } => {
            asm!(ops
                ; mov rax, [r13 + slot(value)]
                ; mov rcx, [r13 + slot(base)]
                ; mov [rcx + disp], rax
            );
            write_barrier(ops, slot(owner));
        }
        Op::LoadElement { storage, index, shape } => {
            asm!(ops
                ; mov rdx, [r13 + slot(storage)]
                ; mov ecx, [r13 + slot(index)]
                ; cmp ecx, [rdx + BUTTERFLY_VECTOR_LENGTH_OFFSET as i32]
                ; jae =>exit()
                ; mov rax, [rdx + rcx * 8]
            );
            if shape == DOUBLE_SHAPE {
                asm!(ops ; mov rcx, QWORD DOUBLE_HOLE_BITS as i64 ; cmp rax, rcx ; je =>exit());
            } else {
                asm!(ops ; test rax, rax ; jz =>exit());
            }
            asm!(ops ; mov [r13 + d], rax);
        }
        Op::StoreElement { storage, index, value, owner, shape } => {
            asm!(ops
                ; mov rdx, [r13 + slot(storage)]
                ; mov ecx, [r13 + slot(index)]
                ; cmp ecx, [rdx + BUTTERFLY_PUBLIC_LENGTH_OFFSET as i32]
                ; jae =>exit()
                ; mov rax, [rdx + rcx * 8]
            );
            // Filling a hole is the slow path's (a prototype may have the element).
            if shape == DOUBLE_SHAPE {
                asm!(ops ; mov rsi, QWORD DOUBLE_HOLE_BITS as i64 ; cmp rax, rsi ; je =>exit());
            } else {
                asm!(ops ; test rax, rax ; jz =>exit());
            }
            // rdx and rcx survive the boxing below only if saved: keep the address in rdi.
            asm!(ops ; lea rdi, [rdx + rcx * 8]);
            match (shape, ir.ty(value)) {
                (DOUBLE_SHAPE, Type::Int32) => {
                    asm!(ops ; cvtsi2sd xmm0, DWORD [r13 + slot(value)] ; movq rax, xmm0);
                }
                (DOUBLE_SHAPE, _) => {
                    asm!(ops ; mov rax, [r13 + slot(value)]);
                    canonicalize_nan_in_rax(ops);
                }
                (_, ty) => box_into_rax(ops, ty, slot(value)),
            }
            asm!(ops ; mov [rdi], rax);
            if shape == CONTIGUOUS_SHAPE {
                write_barrier(ops, slot(owner));
            }
        }
        Op::ArrayLength { a } => asm!(ops
            ; mov rax, [r13 + slot(a)]
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
            ; mov [r13 + d], eax
        ),
        Op::AddOv(a, b) => {
            asm!(ops ; mov eax, [r13 + slot(a)] ; add eax, [r13 + slot(b)] ; jo =>exit() ; mov [r13 + d], eax)
        }
        Op::SubOv(a, b) => {
            asm!(ops ; mov eax, [r13 + slot(a)] ; sub eax, [r13 + slot(b)] ; jo =>exit() ; mov [r13 + d], eax)
        }
        Op::MulOv(a, b) => asm!(ops
            ; mov eax, [r13 + slot(a)]
            ; imul eax, [r13 + slot(b)]
            ; jo =>exit()
            ; test eax, eax
            ; jnz >nonzero
            // A zero product with a negative operand is -0.
            ; mov ecx, [r13 + slot(a)]
            ; or ecx, [r13 + slot(b)]
            ; js =>exit()
            ; nonzero:
            ; mov [r13 + d], eax
        ),
        Op::NegOv(a) => asm!(ops
            ; mov eax, [r13 + slot(a)]
            ; test eax, 0x7fff_ffff
            ; jz =>exit()
            ; neg eax
            ; mov [r13 + d], eax
        ),
        Op::ModInt(a, b) => asm!(ops
            ; mov eax, [r13 + slot(a)]
            ; test eax, eax
            ; js =>exit()
            ; mov ecx, [r13 + slot(b)]
            ; test ecx, ecx
            ; jle =>exit()
            ; cdq
            ; idiv ecx
            ; mov [r13 + d], edx
        ),
        Op::Int(kind, a, b) => {
            asm!(ops ; mov eax, [r13 + slot(a)] ; mov ecx, [r13 + slot(b)]);
            match kind {
                IntOp::And => asm!(ops ; and eax, ecx),
                IntOp::Or => asm!(ops ; or eax, ecx),
                IntOp::Xor => asm!(ops ; xor eax, ecx),
                IntOp::Shl => asm!(ops ; shl eax, cl),
                IntOp::Sar => asm!(ops ; sar eax, cl),
            }
            asm!(ops ; mov [r13 + d], eax);
        }
        Op::UShrOv(a, b) => asm!(ops
            ; mov eax, [r13 + slot(a)]
            ; mov ecx, [r13 + slot(b)]
            ; shr eax, cl
            ; test eax, eax
            ; js =>exit()
            ; mov [r13 + d], eax
        ),
        Op::UShrToDouble(a, b) => asm!(ops
            ; mov eax, [r13 + slot(a)]
            ; mov ecx, [r13 + slot(b)]
            ; shr eax, cl
            ; cvtsi2sd xmm0, rax
            ; movsd [r13 + d], xmm0
        ),
        Op::BitNot(a) => asm!(ops ; mov eax, [r13 + slot(a)] ; not eax ; mov [r13 + d], eax),
        Op::Double(kind, a, b) => {
            asm!(ops ; movsd xmm0, [r13 + slot(a)]);
            match kind {
                DoubleOp::Add => asm!(ops ; addsd xmm0, [r13 + slot(b)]),
                DoubleOp::Sub => asm!(ops ; subsd xmm0, [r13 + slot(b)]),
                DoubleOp::Mul => asm!(ops ; mulsd xmm0, [r13 + slot(b)]),
                DoubleOp::Div => asm!(ops ; divsd xmm0, [r13 + slot(b)]),
                DoubleOp::Mod => asm!(ops
                    ; movsd xmm1, [r13 + slot(b)]
                    ; mov rax, QWORD double_remainder as *const () as i64
                    ; call rax
                ),
            }
            asm!(ops ; movsd [r13 + d], xmm0);
        }
        Op::NegDouble(a) => asm!(ops ; mov rax, [r13 + slot(a)] ; btc rax, 63 ; mov [r13 + d], rax),
        Op::IntToDouble(a) => asm!(ops ; cvtsi2sd xmm0, DWORD [r13 + slot(a)] ; movsd [r13 + d], xmm0),
        Op::DoubleToInt(a) => asm!(ops
            ; movsd xmm0, [r13 + slot(a)]
            ; mov rax, QWORD double_to_int32 as *const () as i64
            ; call rax
            ; mov [r13 + d], eax
        ),
        Op::CompareInt(cmp, a, b) => {
            asm!(ops ; mov eax, [r13 + slot(a)] ; cmp eax, [r13 + slot(b)]);
            match cmp {
                Cmp::Lt => asm!(ops ; setl al),
                Cmp::Le => asm!(ops ; setle al),
                Cmp::Gt => asm!(ops ; setg al),
                Cmp::Ge => asm!(ops ; setge al),
                Cmp::Eq => asm!(ops ; sete al),
                Cmp::Ne => asm!(ops ; setne al),
            }
            asm!(ops ; movzx eax, al ; mov [r13 + d], eax);
        }
        Op::CompareDouble(cmp, a, b) => {
            // `a < b` is `b > a`: "above" is false for unordered operands, as JS wants.
            let (x, y) = if matches!(cmp, Cmp::Lt | Cmp::Le) { (b, a) } else { (a, b) };
            asm!(ops ; movsd xmm0, [r13 + slot(x)] ; ucomisd xmm0, [r13 + slot(y)]);
            match cmp {
                Cmp::Lt | Cmp::Gt => asm!(ops ; seta al),
                Cmp::Le | Cmp::Ge => asm!(ops ; setae al),
                Cmp::Eq => asm!(ops ; sete al ; setnp cl ; and al, cl),
                Cmp::Ne => asm!(ops ; setne al ; setp cl ; or al, cl),
            }
            asm!(ops ; movzx eax, al ; mov [r13 + d], eax);
        }
        Op::NotBool(a) => asm!(ops ; mov eax, [r13 + slot(a)] ; xor eax, 1 ; mov [r13 + d], eax),
        Op::GuardInt { cmp, a, b, expect } => {
            asm!(ops ; mov eax, [r13 + slot(a)] ; cmp eax, [r13 + slot(b)]);
            // Exit when the comparison's outcome is not `expect`.
            let exit_when = if expect { negate(cmp) } else { cmp };
            match exit_when {
                Cmp::Lt => asm!(ops ; jl =>exit()),
                Cmp::Le => asm!(ops ; jle =>exit()),
                Cmp::Gt => asm!(ops ; jg =>exit()),
                Cmp::Ge => asm!(ops ; jge =>exit()),
                Cmp::Eq => asm!(ops ; je =>exit()),
                Cmp::Ne => asm!(ops ; jne =>exit()),
            }
        }
        Op::GuardDouble { cmp, a, b, expect } => {
            let (x, y) = if matches!(cmp, Cmp::Lt | Cmp::Le) { (b, a) } else { (a, b) };
            asm!(ops ; movsd xmm0, [r13 + slot(x)] ; ucomisd xmm0, [r13 + slot(y)]);
            // Unordered (NaN) operands make every comparison but != false.
            match (cmp, expect) {
                (Cmp::Lt | Cmp::Gt, true) => asm!(ops ; jbe =>exit()),
                (Cmp::Le | Cmp::Ge, true) => asm!(ops ; jb =>exit()),
                (Cmp::Lt | Cmp::Gt, false) => asm!(ops ; ja =>exit()),
                (Cmp::Le | Cmp::Ge, false) => asm!(ops ; jae =>exit()),
                (Cmp::Eq, true) | (Cmp::Ne, false) => asm!(ops ; jne =>exit() ; jp =>exit()),
                (Cmp::Eq, false) | (Cmp::Ne, true) => asm!(ops ; jp >unequal ; je =>exit() ; unequal:),
            }
        }
        Op::GuardTruthy { a, expect } => match ir.ty(a) {
            Type::Double => {
                asm!(ops ; movsd xmm0, [r13 + slot(a)] ; xorpd xmm1, xmm1 ; ucomisd xmm0, xmm1);
                // ZF is set for 0, -0 and NaN: the falsy doubles.
                if expect {
                    asm!(ops ; je =>exit());
                } else {
                    asm!(ops ; jne =>exit());
                }
            }
            _ => {
                asm!(ops ; cmp DWORD [r13 + slot(a)], 0);
                if expect {
                    asm!(ops ; je =>exit());
                } else {
                    asm!(ops ; jne =>exit());
                }
            }
        },
        Op::GuardBits { a, bits, expect } => {
            asm!(ops ; mov rax, [r13 + slot(a)] ; mov rcx, QWORD bits as i64 ; cmp rax, rcx);
            if expect {
                asm!(ops ; jne =>exit());
            } else {
                asm!(ops ; je =>exit());
            }
        }
        Op::GuardNullish { a, expect } => {
            // undefined is null with the undefined bit.
            let undefined_bit = (vm::value::UNDEFINED_TAG) as i32;
            asm!(ops
                ; mov rax, [r13 + slot(a)]
                ; and rax, !undefined_bit
                ; cmp rax, vm::layout::ENCODED_NULL as i32
            );
            if expect {
                asm!(ops ; jne =>exit());
            } else {
                asm!(ops ; je =>exit());
            }
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
