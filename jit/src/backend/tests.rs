//! Every IR operation assembles on every target, wherever its values live.
//!
//! aarch64 immediates are bit fields, and dynasm panics on one that does not fit: these
//! tests assemble a trace holding each operation for both targets, on any host, once with
//! the values near the start of the spill area and once past 4,096 slots (where no load or
//! store displacement fits the scaled form), so a lowering that writes an unchecked
//! immediate fails here rather than in a user's trace.

use vm::{Vm, VmOptions};

use super::{Assembled, Runtime, Shape, Target, assemble};
use crate::across_frames::CrossLink;
use crate::arm64::Arm64;
use crate::backend::call_out::{CallSite, CallTarget};
use crate::ir::{Cmp, IrBuffer, Op, Type};
use crate::recorded::{LinkTo, Recorded, SideOf};
use crate::snapshot::{Snapshot, SnapshotId, SunkObject};
use crate::trace::ExitCode;
use crate::x64::X64;

/// A trace with every operation, its instructions after `padding` dead ones.
fn every_operation(code: std::rc::Rc<vm::bytecode::CodeBlock>, padding: usize) -> Recorded {
    let mut ir = IrBuffer::default();
    let snap = Some(SnapshotId(0));
    // Pure, so dead: they only push the others' spill slots up.
    let seed = ir.emit(Op::SLoad { slot: 299 }, Type::Int32, snap);
    let mut padded = seed;
    for _ in 0..padding {
        padded = ir.emit(Op::IntXor { a: padded, b: seed }, Type::Int32, None);
    }
    let mut emit = |op: Op, ty: Type| ir.emit(op, ty, if op.is_guard() { snap } else { None });
    let int = emit(Op::SLoad { slot: 300 }, Type::Int32);
    let int2 = emit(Op::SLoad { slot: 301 }, Type::Int32);
    let double = emit(Op::SLoad { slot: 302 }, Type::Double);
    let value = emit(Op::SLoad { slot: 303 }, Type::Value);
    let boolean = emit(Op::SLoad { slot: 304 }, Type::Bool);
    let k = emit(Op::ConstDouble { value: 2.5.into() }, Type::Double);
    let cell = emit(Op::ConstValue { bits: 0x1234_5678 }, Type::Value);
    let (a, b) = (int, int2);
    for op in [
        Op::AddOv { a, b },
        Op::SubOv { a, b },
        Op::MulOv { a, b },
        Op::NegOv { a },
        Op::ModInt { a, b },
        Op::IntAnd { a, b },
        Op::IntOr { a, b },
        Op::IntXor { a, b },
        Op::IntShl { a, b },
        Op::IntSar { a, b },
        Op::IntMul { a, b },
        Op::IntMin { a, b },
        Op::IntMax { a, b },
        Op::UShrOv { a, b },
        Op::BitNot { a },
        Op::AbsInt { a },
        Op::CompareInt { cmp: Cmp::Le, a, b },
        Op::StringLength { a: value },
        Op::StringCharCodeAt { a: value, index: int },
        Op::TypedArrayLength { a: value },
        Op::ArrayLength { a: value },
        Op::DoubleToInt { a: double },
    ] {
        emit(op, Type::Int32);
    }
    for op in [
        Op::DoubleAdd { a: double, b: k },
        Op::DoubleSub { a: double, b: k },
        Op::DoubleMul { a: double, b: k },
        Op::DoubleDiv { a: double, b: k },
        Op::DoubleMod { a: double, b: k },
        Op::NegDouble { a: double },
        Op::IntToDouble { a: int },
        Op::SqrtDouble { a: double },
        Op::AbsDouble { a: double },
        Op::UShrToDouble { a, b },
        Op::CallUnary { f: f64::sin as fn(f64) -> f64 as usize as u64, a: double },
    ] {
        emit(op, Type::Double);
    }
    for cmp in [Cmp::Lt, Cmp::Le, Cmp::Gt, Cmp::Ge, Cmp::Eq, Cmp::Ne] {
        for expect in [true, false] {
            emit(Op::GuardInt { cmp, a, b, expect }, Type::None);
            emit(Op::GuardDouble { cmp, a: double, b: k, expect }, Type::None);
        }
        emit(Op::CompareDouble { cmp, a: double, b: k }, Type::Bool);
    }
    let not = emit(Op::NotBool { a: boolean }, Type::Bool);
    emit(Op::SameBits { a: value, b: cell }, Type::Bool);
    for a in [int, double, not] {
        emit(Op::GuardTruthy { a, expect: true }, Type::None);
        emit(Op::GuardTruthy { a, expect: false }, Type::None);
    }
    emit(Op::GuardBits { a: value, bits: 0x7ff8_0000_0000_0001, expect: false }, Type::None);
    emit(Op::GuardNullish { a: value, expect: true }, Type::None);
    emit(Op::GuardCell { a: value }, Type::None);
    emit(Op::GuardJsType { a: value, js_type: 3 }, Type::None);
    emit(Op::GuardNotEmpty { a: value }, Type::None);
    emit(Op::GuardStructure { a: value, id: 0x0012_3456 }, Type::None);
    emit(Op::GuardShape { a: value, shape: 8 }, Type::None);
    emit(Op::GuardTypedArrayKind { a: value, kind: 1 }, Type::None);
    for ty in [Type::Int32, Type::Double, Type::Bool, Type::Value] {
        emit(Op::Unbox { a: value }, ty);
    }
    for a in [int, double, boolean] {
        emit(Op::BoxValue { a }, Type::Value);
    }
    let storage = emit(Op::LoadButterfly { a: value }, Type::Ptr);
    for disp in [16, -24, 40_000, -40_000] {
        let loaded = emit(Op::LoadField { base: value, disp }, Type::Value);
        emit(Op::StoreField { base: storage, disp, value: loaded, owner: value }, Type::None);
    }
    let polymorphic = Op::LoadPolymorphic { a: value, cases: 0 };
    for shape in
        [vm::object::indexing::INT32_SHAPE, vm::object::indexing::DOUBLE_SHAPE, vm::object::indexing::CONTIGUOUS_SHAPE]
    {
        let ty = if shape == vm::object::indexing::DOUBLE_SHAPE { Type::Double } else { Type::Value };
        let element = emit(Op::LoadElement { storage, index: int, shape }, ty);
        for fill in [0, 1] {
            emit(Op::StoreElement { storage, index: int, value: element, owner: value, shape, fill }, Type::None);
        }
        emit(Op::ArrayPush { a: value, value: element, shape }, Type::Int32);
        emit(Op::InitElement { a: value, index: 5000, value: element, shape }, Type::None);
    }
    for kind in 0..9u8 {
        let ty = if matches!(kind, 6..=8) { Type::Double } else { Type::Int32 };
        let loaded = emit(Op::LoadTypedElement { a: value, index: int, kind }, ty);
        emit(Op::StoreTypedElement { a: value, index: int, value: loaded, kind }, Type::None);
    }
    emit(Op::StoreStructure { a: value, id: 0x0065_4321 }, Type::None);
    emit(Op::AllocObject { allocator: 0x5555_0000_1000, size: 48, header: 0x0100_0000_0042 }, Type::Value);
    // An object the trace sinks, which the snapshot's exit makes.
    let sunk = emit(Op::AllocObject { allocator: 0x5555_0000_1000, size: 48, header: 0x0100_0000_0042 }, Type::Value);
    let field = emit(Op::StoreField { base: sunk, disp: 16, value, owner: sunk }, Type::None);
    emit(
        Op::AllocArray { allocator: 0x5555_0000_2000, size: 32, header: 0x0200_0000_0043, length: int, fill: 0 },
        Type::Value,
    );
    // A call out, with Values live across it (rooted) and after the butterfly's last use.
    for (index, a) in [(0, value), (1, cell), (2, boolean), (3, double), (4, int)] {
        emit(Op::CallArgument { index, value: a }, Type::None);
    }
    let result = emit(Op::CallOut { site: 0, effect: crate::ir::CallEffect::Reenters }, Type::Value);
    emit(Op::GuardNoException { a: result }, Type::None);
    emit(Op::GuardValid {}, Type::None);
    emit(Op::SameBits { a: value, b: result }, Type::Bool);
    let read = emit(Op::ReadSlot { slot: 5000 }, Type::Value);
    emit(Op::SameBits { a: read, b: result }, Type::Bool);
    // Values in caller-saved registers across the return's helper call.
    emit(Op::ReturnToCaller { check: 0x1000 }, Type::None);
    emit(Op::SameBits { a: read, b: value }, Type::Bool);
    ir.polymorphic_cases(vec![(7, 16), (9, 50_000)]);
    let loaded = ir.emit(polymorphic, Type::Value, snap);
    let entries = vec![(1, int), (2, double), (3, loaded)];
    let object = SunkObject {
        allocation: sunk,
        slots: vec![4],
        structure: 0x42,
        array: false,
        fields: vec![(16, field, value)],
    };
    let mut sunk_flags = vec![false; ir.len()];
    (sunk_flags[sunk.index()], sunk_flags[field.index()]) = (true, true);
    Recorded {
        snapshots: vec![Snapshot {
            pc: 0,
            entries,
            frames: Vec::new(),
            throws: false,
            sunk: vec![object],
            stores: Vec::new(),
        }],
        loop_writes: vec![(5, double), (6, loaded)],
        phis: vec![(300, int, int2)],
        ir,
        code,
        counter: 0,
        head_pc: 0,
        root_argc: 0,
        cells: Vec::new(),
        inlines_calls: false,
        call_sites: vec![CallSite {
            target: CallTarget::Function { argc: 2 },
            pc: 0,
            root_pc: 0,
            frames: Vec::new(),
            effect: crate::ir::CallEffect::Reenters,
            writes_back: Some(0),
        }],
        frame_slots: 400,
        call_window: 5,
        side: None,
        link: None,
        hoisted: Vec::new(),
        sunk: sunk_flags,
        returned: None,
        link_across: None,
        loop_start: None,
        preroll_writes: Vec::new(),
    }
}

fn assemble_for<'a, T: Target<'a>>(trace: &'a Recorded) -> Assembled {
    let inline_allocations = Box::leak(Box::new(0u64));
    let elements: &'static [usize] = Box::leak(vec![0usize; 64].into_boxed_slice());
    let links: &'static [usize] = Box::leak(vec![0usize; trace.snapshots.len()].into_boxed_slice());
    let runtime = Runtime {
        inline_allocations,
        elements_allocators: elements.as_ptr(),
        invalidated: &0u8,
        interrupt: &0u32,
        links: links.as_ptr(),
        id: 3,
    };
    assemble::<T>(trace, 0x7000_0000_0000, runtime).expect("the trace assembles")
}

#[test]
fn every_operation_assembles_on_both_targets_near_and_far_in_the_spill_area() {
    let mut vm = Vm::new(VmOptions::default()).expect("a VM");
    let code = vm.compile_script("0", "trace.js").expect("a script").shared_code();
    for padding in [0, 5000] {
        let mut trace = every_operation(code.clone(), padding);
        assert!(trace.ir.len() > padding, "the padding is not folded away");
        // As a loop, as an entry trace and as a side trace, both linking elsewhere.
        let link = LinkTo { counter: 1, head_pc: 3, trace: Some(0), base: 0, snapshot: 0 };
        let side = SideOf { root: 0, parent: ExitCode { trace: 0, snapshot: 0, failed: false }, start_pc: 2 };
        for (shape, link, side) in
            [(Shape::Loop, None, None), (Shape::Entry, Some(link), None), (Shape::Side, Some(link), Some(side))]
        {
            (trace.link, trace.side) = (link, side);
            assert_eq!(Shape::of(&trace), shape);
            assert!(!assemble_for::<X64>(&trace).code.is_empty());
            assert!(!assemble_for::<Arm64>(&trace).code.is_empty());
        }
        // A side trace linking into another frame (`across_frames.rs`).
        let across = CrossLink { frames: Vec::new(), pc: 3, target: Default::default() };
        trace.link_across = Some((code.clone(), Box::new(across)));
        assert!(!assemble_for::<X64>(&trace).code.is_empty());
        assert!(!assemble_for::<Arm64>(&trace).code.is_empty());
    }
}
