//! Recording allocation (the interpreter's `ops/object.rs`): the interpreter makes the
//! object or array first, and at the next step the recorder copies what it made (the
//! structure, so the indexing shape, and the length), so the trace allocates the same
//! thing inline from the size-class free lists.

use vm::bytecode::Reg;
use vm::cell::JSType;
use vm::object::indexing::{self, CONTIGUOUS_SHAPE, DOUBLE_SHAPE, INT32_SHAPE};
use vm::tier::RecordPoint;
use vm::{JSValue, ObjectRef, Vm};

use super::Recorder;
use crate::abort::Abort;
use crate::ir::{Cmp, Op, Ref, Type};

/// An allocation the interpreter is about to make, which the trace makes inline once the
/// recorder has seen what it made (its structure and indexing shape).
pub(super) struct PendingAllocation {
    pub(super) dst: Reg,
    pub(super) pc: usize,
    pub(super) kind: Allocation,
}

pub(super) enum Allocation {
    /// `NewObject`: an empty object.
    Object,
    /// An array literal, rest parameter or `Array(n)`.
    Array(ArrayContents),
}

/// What a new array holds.
pub(super) enum ArrayContents {
    /// These values (with what each holds now).
    Values(Vec<(Ref, JSValue)>),
    /// Holes, as many as this Int32 says.
    Holes(Ref),
}

impl Recorder {
    pub(super) fn new_object(&mut self, dst: Reg, at: RecordPoint) {
        self.pending_allocation = Some(PendingAllocation { dst, pc: at.pc, kind: Allocation::Object });
    }

    /// An array literal of `count` values from register `first` on.
    pub(super) fn new_array(&mut self, dst: Reg, first: Reg, count: u16, at: RecordPoint) -> Result<(), Abort> {
        let values = (0..count).map(|i| first.offset(i)).map(|reg| (reg, at.registers.get(reg)));
        if values.clone().any(|(_, value)| value.is_empty()) {
            return Err(Abort::ArrayLiteralWithHoles);
        }
        let values = values.map(|(reg, value)| (self.read(reg, value, at.pc), value)).collect();
        let kind = Allocation::Array(ArrayContents::Values(values));
        self.pending_allocation = Some(PendingAllocation { dst, pc: at.pc, kind });
        Ok(())
    }

    /// The allocation the previous instruction made, now that it is made.
    pub(super) fn allocated(
        &mut self,
        vm: &mut Vm,
        allocation: PendingAllocation,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let PendingAllocation { dst, pc, kind } = allocation;
        match kind {
            Allocation::Object => self.allocated_object(vm, dst, pc, at),
            Allocation::Array(contents) => self.allocated_array(vm, dst, pc, contents, at),
        }
    }

    /// The object a `NewObject` at `pc` just made, in `dst`: the trace allocates one of the
    /// same structure inline.
    fn allocated_object(&mut self, vm: &mut Vm, dst: Reg, pc: usize, at: RecordPoint) -> Result<(), Abort> {
        let object = ObjectRef::from_value(at.registers.get(dst)).ok_or(Abort::NewObjectMadeNothing)?;
        let structure = vm.structure_of(object);
        if structure.slots_used() != 0 || structure.out_of_line_capacity() != 0 || object.js_type() != JSType::Object {
            return Err(Abort::LiteralWithSlots);
        }
        let (allocator, size) = vm.allocator_for_objects_of(structure).ok_or(Abort::ObjectTooBig)?;
        self.cells.push(vm.heap.handle(Some(structure.cell())));
        let header = Vm::fresh_object_header(structure);
        // The exit on an empty free list resumes at the NewObject, before anything it did.
        let snapshot = self.snapshot(pc);
        let a = self.ir.emit(
            Op::AllocObject { allocator: allocator as u64, size: size as u32, header },
            Type::Value,
            Some(snapshot),
        );
        // The trace knows what it allocated: the stores into it need no guards.
        self.ir.knows_structure(a, structure.id().bits());
        self.write(dst, a);
        Ok(())
    }

    /// The array an array literal, rest parameter or `Array(n)` at `pc` just made, in
    /// `dst`: the trace allocates one of the same structure inline and fills it.
    fn allocated_array(
        &mut self,
        vm: &mut Vm,
        dst: Reg,
        pc: usize,
        contents: ArrayContents,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let array = ObjectRef::from_value(at.registers.get(dst)).ok_or(Abort::NoArrayMade)?;
        let structure = vm.structure_of(array);
        let plain = array.js_type() == JSType::Array
            && structure.slots_used() == 0
            && structure.out_of_line_capacity() == 0
            && structure.instance_type().internal_fields().values == 0
            && structure.instance_type().internal_fields().raw == 0
            && array.butterfly().is_some();
        if !plain {
            return Err(Abort::ArrayWithProperties);
        }
        let shape = indexing::shape(structure.indexing_type());
        let (length, values) = match contents {
            ArrayContents::Holes(length) => {
                if shape != indexing::UNDECIDED_SHAPE {
                    return Err(Abort::ArrayOfOtherShape);
                }
                (length, Vec::new())
            }
            ArrayContents::Values(values) => {
                let values = self.elements_of_shape(&values, shape, pc)?;
                (self.ir.const_int(values.len() as i32), values)
            }
        };
        let (allocator, size) = vm.allocator_for_objects_of(structure).ok_or(Abort::ArrayTooBig)?;
        self.cells.push(vm.heap.handle(Some(structure.cell())));
        let header = Vm::fresh_object_header(structure);
        let fill = if shape == DOUBLE_SHAPE { indexing::DOUBLE_HOLE_BITS } else { JSValue::EMPTY.bits() };
        // Every exit resumes at the instruction that made the array, before anything it did.
        let snapshot = self.snapshot(pc);
        let op = Op::AllocArray { allocator: allocator as u64, size: size as u32, header, length, fill };
        let a = self.ir.emit(op, Type::Value, Some(snapshot));
        self.ir.knows_structure(a, structure.id().bits());
        self.ir.knows(Op::GuardJsType { a, js_type: JSType::Array as u8 });
        self.ir.knows(Op::GuardShape { a, shape });
        for (index, value) in values.into_iter().enumerate() {
            self.ir.emit(Op::InitElement { a, index: index as u32, value, shape }, Type::None, None);
        }
        self.write(dst, a);
        Ok(())
    }

    /// The values of a new array of indexing shape `shape` (the one the interpreter gave
    /// it), in that shape's representation, with the guards that make every iteration
    /// produce that shape: the interpreter's arrays are Int32 when all values are int32s,
    /// Double when all are numbers, Contiguous when one is not a number.
    fn elements_of_shape(&mut self, values: &[(Ref, JSValue)], shape: u8, pc: usize) -> Result<Vec<Ref>, Abort> {
        // A boxed register holding a number now is guarded to keep holding one.
        let values: Vec<(Ref, JSValue)> = values
            .iter()
            .map(|&(a, value)| {
                let a = if self.ir.ty(a) == Type::Value && value.is_number() { self.unbox(a, value, pc) } else { a };
                (a, value)
            })
            .collect();
        let types: Vec<Type> = values.iter().map(|&(a, _)| self.ir.ty(a)).collect();
        let expected = if values.is_empty() {
            indexing::UNDECIDED_SHAPE
        } else if types.iter().any(|ty| matches!(ty, Type::Value | Type::Bool)) {
            CONTIGUOUS_SHAPE
        } else if types.contains(&Type::Double) {
            DOUBLE_SHAPE
        } else {
            INT32_SHAPE
        };
        // (A Double-typed value that is integral now is an int32 to the interpreter, so
        // the shapes differ.)
        if expected != shape {
            return Err(Abort::ArrayShapeUnpredictable);
        }
        if shape == DOUBLE_SHAPE {
            // A double that is not an int32 now stays one (converting it to an int32 and
            // back changes it); were every value integral, the interpreter's array would be
            // Int32. (-0 exits too, harmlessly: the interpreter makes that array.)
            // (An Int32 value may hold a double now: an overflow its guard is about to
            // exit at. Only a Double one can keep the array Double.)
            let double = values.iter().find(|&&(a, value)| value.is_double() && self.ir.ty(a) == Type::Double);
            let &(a, _) = double.ok_or(Abort::ArrayShapeUnpredictable)?;
            let int = self.ir.emit(Op::DoubleToInt { a }, Type::Int32, None);
            let back = self.ir.emit(Op::IntToDouble { a: int }, Type::Double, None);
            self.guard(Op::GuardDouble { cmp: Cmp::Eq, a: back, b: a, expect: false }, pc);
        }
        if shape == CONTIGUOUS_SHAPE && !types.contains(&Type::Bool) {
            // A boxed value that is no number now keeps the array Contiguous.
            let &(a, value) = values.iter().find(|&&(_, value)| !value.is_number()).expect("a value that is no number");
            let guard = if value.is_cell() {
                Op::GuardCell { a }
            } else if value.is_undefined_or_null() {
                Op::GuardNullish { a, expect: true }
            } else {
                Op::GuardBits { a, bits: value.bits(), expect: true }
            };
            self.guard(guard, pc);
        }
        Ok(values
            .into_iter()
            .map(|(a, _)| match shape {
                CONTIGUOUS_SHAPE => self.boxed(a),
                _ => a,
            })
            .collect())
    }
}
