//! Store-to-load forwarding: a load of a field, element, butterfly, length or typed element
//! reads the value of an earlier identical load, or of the store that last wrote the same
//! place, unless a store that may alias came between. And unboxing a value the trace just
//! boxed is the value itself.

use crate::ir::{IrBuffer, Op, Ref, Type};

/// How far back forwarding looks (it is a linear search).
const FORWARDING_WINDOW: usize = 1000;

/// What `op` (of type `ty`) would compute, when the trace has that value already (an
/// element a new array was made with may be of its shape's representation instead).
pub fn forwarded(ir: &IrBuffer, op: Op, ty: Type) -> Option<Ref> {
    if let Op::Unbox { a } = op
        && let Op::BoxValue { a: unboxed } = ir.op(a)
        && ir.ty(unboxed) == ty
    {
        return Some(unboxed);
    }
    if op.is_load() { forwarded_load(ir, op, ty) } else { None }
}

/// The value load `op` would read, from an earlier load of the same place or the store
/// that last wrote it, with no store in between that may write there. Two different base
/// values may be the same object, so a store of the same field through another base (or of
/// an element of another storage or index) ends the search, unless the trace allocated one
/// of the two after the other existed (`may_alias`). Nothing in a trace moves a
/// butterfly, and only `ArrayPush` changes an array's length (it ends forwarding of lengths
/// and elements); a call out that may write the heap ends every search, one that may
/// collect ends that of a butterfly (the trace must not hold one across a collection), and
/// any call out ends that of a register the interpreter wrote (`ReadSlot`).
fn forwarded_load(ir: &IrBuffer, op: Op, ty: Type) -> Option<Ref> {
    for (index, earlier) in ir.ins.iter().enumerate().rev().take(FORWARDING_WINDOW) {
        if earlier.op == op && earlier.ty == ty {
            return Some(Ref(index as u32));
        }
        match (op, earlier.op) {
            // What the call ran may have written anything; it writes registers whatever its
            // effect (those are what `ReadSlot` reads).
            (_, Op::CallOut { effect, .. }) if effect.writes_heap() => return None,
            (Op::ReadSlot { .. }, Op::CallOut { .. }) => return None,
            (_, Op::CallOut { effect, .. }) if effect.may_collect() && ty == Type::Ptr => return None,
            (Op::LoadField { base, disp }, Op::StoreField { base: stored_base, disp: stored_disp, value, .. })
                if stored_disp == disp && may_alias(ir, base, stored_base) =>
            {
                return (stored_base == base && ir.ty(value) == ty).then_some(value);
            }
            (Op::LoadPolymorphic { .. }, Op::StoreField { .. } | Op::StoreStructure { .. }) => return None,
            // The header word holds the structure id.
            (Op::LoadField { disp, .. }, Op::StoreStructure { .. }) if disp < 8 => return None,
            (
                Op::LoadElement { storage, index, .. },
                Op::StoreElement { storage: stored_storage, index: stored_index, value, .. },
            ) => {
                return (stored_storage == storage && stored_index == index && ir.ty(value) == ty).then_some(value);
            }
            // Only the array the trace just allocated holds what it initializes (in its
            // shape's representation, which `IrBuffer::emit` converts).
            (Op::LoadElement { storage, index, .. }, Op::InitElement { a, index: initialized, value, .. }) => {
                let Op::LoadButterfly { a: array } = ir.op(storage) else { return None };
                if array == a && ir.int_constant(index) == Some(initialized as i32) {
                    return Some(value);
                }
                if array != a && may_alias(ir, array, a) {
                    return None;
                }
            }
            // A new array's length is the one it was made with until something pushes.
            (Op::ArrayLength { a }, Op::AllocArray { length, .. }) if a.index() == index => {
                return (ir.ty(length) == ty).then_some(length);
            }
            (Op::LoadElement { .. } | Op::ArrayLength { .. }, Op::ArrayPush { .. }) => return None,
            // Typed arrays may share a buffer, and a store converts the value.
            (Op::LoadTypedElement { .. }, Op::StoreTypedElement { .. }) => return None,
            _ => {}
        }
    }
    None
}

/// Whether bases `a` and `b` may be the same object (LuaJIT's `aa_ahref`): not when they
/// are two objects the trace allocated, or one it allocated after the other was computed
/// (which cannot have been that object, not made yet).
pub(super) fn may_alias(ir: &IrBuffer, a: Ref, b: Ref) -> bool {
    let allocated = |r: Ref| matches!(ir.op(r), Op::AllocObject { .. } | Op::AllocArray { .. });
    match (allocated(a), allocated(b)) {
        _ if a == b => true,
        (true, true) => false,
        (true, false) => b > a,
        (false, true) => a > b,
        (false, false) => true,
    }
}

#[cfg(test)]
mod tests {
    use crate::ir::{IrBuffer, Op, Type};

    #[test]
    fn a_load_after_a_store_of_the_same_field_reads_the_stored_value() {
        let mut ir = IrBuffer::default();
        let object = ir.emit(Op::SLoad { slot: 3 }, Type::Value, None);
        let other = ir.emit(Op::SLoad { slot: 4 }, Type::Value, None);
        let value = ir.const_value(7);
        ir.emit(Op::StoreField { base: object, disp: 16, value, owner: object }, Type::None, None);
        assert_eq!(ir.emit(Op::LoadField { base: object, disp: 16 }, Type::Value, None), value);
        let first = ir.emit(Op::LoadField { base: object, disp: 24 }, Type::Value, None);
        assert_eq!(ir.emit(Op::LoadField { base: object, disp: 24 }, Type::Value, None), first, "loads are reused");
        // `other` may be the same object: its store ends both.
        ir.emit(Op::StoreField { base: other, disp: 16, value: first, owner: other }, Type::None, None);
        ir.emit(Op::StoreField { base: other, disp: 24, value, owner: other }, Type::None, None);
        let reloaded = ir.emit(Op::LoadField { base: object, disp: 16 }, Type::Value, None);
        assert!(matches!(ir.op(reloaded), Op::LoadField { .. }));
        let reloaded = ir.emit(Op::LoadField { base: object, disp: 24 }, Type::Value, None);
        assert_ne!(reloaded, first);
    }

    #[test]
    fn a_store_into_an_object_allocated_later_does_not_end_forwarding() {
        let mut ir = IrBuffer::default();
        let old = ir.emit(Op::SLoad { slot: 3 }, Type::Value, None);
        let first = ir.emit(Op::AllocObject { allocator: 0x1000, size: 48, header: 0x42 }, Type::Value, None);
        let (one, two) = (ir.const_value(1), ir.const_value(2));
        ir.emit(Op::StoreField { base: first, disp: 16, value: one, owner: first }, Type::None, None);
        let second = ir.emit(Op::AllocObject { allocator: 0x1000, size: 48, header: 0x42 }, Type::Value, None);
        ir.emit(Op::StoreField { base: second, disp: 16, value: two, owner: second }, Type::None, None);
        ir.emit(Op::StoreField { base: old, disp: 16, value: two, owner: old }, Type::None, None);
        assert_eq!(ir.emit(Op::LoadField { base: first, disp: 16 }, Type::Value, None), one);
        assert_eq!(ir.emit(Op::LoadField { base: second, disp: 16 }, Type::Value, None), two);
        // A value loaded after an allocation may be it.
        let loaded = ir.emit(Op::LoadField { base: old, disp: 24 }, Type::Value, None);
        ir.emit(Op::StoreField { base: loaded, disp: 16, value: two, owner: loaded }, Type::None, None);
        let reloaded = ir.emit(Op::LoadField { base: first, disp: 16 }, Type::Value, None);
        assert!(matches!(ir.op(reloaded), Op::LoadField { .. }));
    }

    #[test]
    fn an_element_store_elsewhere_ends_forwarding() {
        let mut ir = IrBuffer::default();
        let array = ir.emit(Op::SLoad { slot: 3 }, Type::Value, None);
        let storage = ir.emit(Op::LoadButterfly { a: array }, Type::Ptr, None);
        assert_eq!(ir.emit(Op::LoadButterfly { a: array }, Type::Ptr, None), storage);
        let (i, j) =
            (ir.emit(Op::SLoad { slot: 5 }, Type::Int32, None), ir.emit(Op::SLoad { slot: 6 }, Type::Int32, None));
        let shape = 0x08;
        let loaded = ir.emit(Op::LoadElement { storage, index: i, shape }, Type::Value, None);
        assert_eq!(ir.emit(Op::LoadElement { storage, index: i, shape }, Type::Value, None), loaded);
        let value = ir.const_value(7);
        ir.emit(Op::StoreElement { storage, index: j, value, owner: array, shape, fill: 0 }, Type::None, None);
        assert_ne!(ir.emit(Op::LoadElement { storage, index: i, shape }, Type::Value, None), loaded, "j may be i");
        assert_eq!(ir.emit(Op::LoadElement { storage, index: j, shape }, Type::Value, None), value);
    }

    #[test]
    fn unboxing_a_boxed_value_gives_the_value_back() {
        let mut ir = IrBuffer::default();
        let x = ir.emit(Op::SLoad { slot: 3 }, Type::Int32, None);
        let boxed = ir.emit(Op::BoxValue { a: x }, Type::Value, None);
        assert_eq!(ir.emit(Op::Unbox { a: boxed }, Type::Int32, None), x);
        assert_ne!(ir.emit(Op::Unbox { a: boxed }, Type::Double, None), x);
    }

    #[test]
    fn a_quiet_call_out_keeps_loads_but_not_butterflies() {
        use crate::ir::CallEffect;
        let mut ir = IrBuffer::default();
        let object = ir.emit(Op::SLoad { slot: 3 }, Type::Value, None);
        let field = ir.emit(Op::LoadField { base: object, disp: 16 }, Type::Value, None);
        let butterfly = ir.emit(Op::LoadButterfly { a: object }, Type::Ptr, None);
        ir.emit(Op::CallOut { site: 0, effect: CallEffect::Throws }, Type::Value, None);
        assert_eq!(ir.emit(Op::LoadField { base: object, disp: 16 }, Type::Value, None), field);
        // The trace holds no raw pointer across a call that may collect.
        assert_ne!(ir.emit(Op::LoadButterfly { a: object }, Type::Ptr, None), butterfly);
        ir.emit(Op::CallOut { site: 1, effect: CallEffect::Reenters }, Type::Value, None);
        assert_ne!(ir.emit(Op::LoadField { base: object, disp: 16 }, Type::Value, None), field);
    }

    #[test]
    fn a_register_the_interpreter_wrote_is_read_again_after_each_call_out() {
        use crate::ir::CallEffect;
        let mut ir = IrBuffer::default();
        ir.emit(Op::CallOut { site: 0, effect: CallEffect::Throws }, Type::Value, None);
        let first = ir.emit(Op::ReadSlot { slot: 9 }, Type::Value, None);
        ir.emit(Op::CallOut { site: 1, effect: CallEffect::Throws }, Type::Value, None);
        assert_ne!(ir.emit(Op::ReadSlot { slot: 9 }, Type::Value, None), first);
    }
}
