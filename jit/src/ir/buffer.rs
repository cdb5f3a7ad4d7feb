//! The instructions of a trace being recorded, and the pipeline each one goes through as
//! the recorder emits it: folding, forwarding, CSE (`opt/`), then the list.

use super::{F64Bits, Ins, Op, Ref, Type};
use crate::opt::{cse::Cse, fold, forward};
use crate::snapshot::SnapshotId;

#[derive(Default)]
pub struct IrBuffer {
    pub ins: Vec<Ins>,
    /// The cases of each `LoadPolymorphic`: (structure id, displacement of the slot).
    pub polymorphic_cases: Vec<Vec<(u32, i32)>>,
    cse: Cse,
}

impl IrBuffer {
    pub fn ty(&self, r: Ref) -> Type {
        self.ins[r.index()].ty
    }

    pub fn op(&self, r: Ref) -> Op {
        self.ins[r.index()].op
    }

    pub fn len(&self) -> usize {
        self.ins.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ins.is_empty()
    }

    pub fn int_constant(&self, r: Ref) -> Option<i32> {
        match self.op(r) {
            Op::ConstInt { value } => Some(value),
            _ => None,
        }
    }

    pub fn double_constant(&self, r: Ref) -> Option<f64> {
        match self.op(r) {
            Op::ConstDouble { value } => Some(value.get()),
            _ => None,
        }
    }

    pub fn const_int(&mut self, value: i32) -> Ref {
        self.emit(Op::ConstInt { value }, Type::Int32, None)
    }

    pub fn const_double(&mut self, value: f64) -> Ref {
        self.emit(Op::ConstDouble { value: F64Bits::from(value) }, Type::Double, None)
    }

    pub fn const_bool(&mut self, value: bool) -> Ref {
        self.emit(Op::ConstBool { value }, Type::Bool, None)
    }

    pub fn const_value(&mut self, bits: u64) -> Ref {
        self.emit(Op::ConstValue { bits }, Type::Value, None)
    }

    /// Appends `op` (a guard with `snapshot`), optimized first: a pure operation on
    /// constants becomes a constant, a load of a value the trace has already is that value,
    /// and an operation already in the trace is reused (a guard known to fail is kept, so
    /// the trace still exits there).
    pub fn emit(&mut self, op: Op, ty: Type, snapshot: Option<SnapshotId>) -> Ref {
        let op = Cse::canonical(op);
        if let Some(folded) = fold::fold(self, op) {
            return folded;
        }
        if let Some(known) = forward::forwarded(self, op, ty)
            && let Some(known) = self.converted(known, ty)
        {
            return known;
        }
        let shared = op.is_pure() || op.is_idempotent_guard();
        if shared && let Some(existing) = self.cse.find(op, ty) {
            return existing;
        }
        let r = Ref(self.ins.len() as u32);
        let snapshot = if op.is_guard() { snapshot } else { None };
        self.ins.push(Ins { op, ty, snapshot });
        if shared {
            self.cse.remember(op, ty, r);
        }
        r
    }

    /// Appends `op` as it is, without the optimizations `emit` makes (a load that must be
    /// made again, `opt/peel.rs`).
    pub fn append(&mut self, op: Op, ty: Type, snapshot: Option<SnapshotId>) -> Ref {
        let r = Ref(self.ins.len() as u32);
        let snapshot = if op.is_guard() { snapshot } else { None };
        self.ins.push(Ins { op, ty, snapshot });
        r
    }

    /// `value` as type `ty`, when it converts without a check (an element of a new array
    /// is kept in its shape's representation, which a load of it boxes or widens).
    fn converted(&mut self, value: Ref, ty: Type) -> Option<Ref> {
        match (self.ty(value), ty) {
            (from, to) if from == to => Some(value),
            (Type::Int32 | Type::Double | Type::Bool, Type::Value) => {
                Some(self.emit(Op::BoxValue { a: value }, ty, None))
            }
            (Type::Int32, Type::Double) => Some(self.emit(Op::IntToDouble { a: value }, ty, None)),
            _ => None,
        }
    }

    /// Emits a guard; `false` when it is known to hold (or an identical one passed
    /// already) and it was left out.
    pub fn guard(&mut self, op: Op, snapshot: SnapshotId) -> bool {
        if fold::guard_holds(self, op) || (op.is_idempotent_guard() && self.cse.find(op, Type::None).is_some()) {
            return false;
        }
        self.emit(op, Type::None, Some(snapshot));
        true
    }

    /// The index of a `LoadPolymorphic` case table (the same for the same cases).
    pub fn polymorphic_cases(&mut self, cases: Vec<(u32, i32)>) -> u32 {
        let index = self.polymorphic_cases.iter().position(|known| *known == cases).unwrap_or_else(|| {
            self.polymorphic_cases.push(cases);
            self.polymorphic_cases.len() - 1
        });
        index as u32
    }

    /// Takes back the instructions from `len` on (a recording that turned out not to work
    /// for an instruction, which is then recorded another way).
    pub fn truncate(&mut self, len: usize) {
        self.ins.truncate(len);
        self.cse.forget_from(len);
    }

    /// Forgets the guards on what a call out may change: structures and indexing shapes.
    /// (Loads are not forwarded across a call out either: `opt/forward.rs`.)
    pub fn forget_heap_guards(&mut self) {
        self.cse.forget(|op| matches!(op, Op::GuardStructure { .. } | Op::GuardShape { .. }));
    }

    /// Records that the cell `a` (an allocation of the trace) has structure `id`, as if
    /// its guards had passed: forgotten with them when its structure changes or a call out
    /// may have changed it.
    pub fn knows_structure(&mut self, a: Ref, id: u32) {
        self.knows(Op::GuardCell { a });
        self.knows(Op::GuardStructure { a, id });
    }

    /// Records that idempotent guard `op` holds (on an object the trace allocated), as if
    /// it had passed; forgotten with the object if the recorder takes it back.
    pub fn knows(&mut self, op: Op) {
        debug_assert!(op.is_idempotent_guard());
        let object = op.operands().into_iter().next().expect("a guard on an object");
        self.cse.remember(op, Type::None, object);
    }

    /// Forgets the structure guards passed on `a`, whose structure the trace changes.
    pub fn forget_structure_guards(&mut self, a: Ref) {
        self.cse.forget(|op| matches!(op, Op::GuardStructure { a: guarded, .. } if guarded == a));
    }
}
