//! Recording elements by index (the interpreter's `ops/elements.rs`): an ordinary object's
//! or array's int32, double or contiguous vector (guarding the indexing shape, the bounds
//! and holes), and typed arrays (guarding the kind and the length); `push` and stores at the
//! length append in place, stores into holes fill them where no prototype could see it;
//! `index in object` of an element the vector holds.

use vm::bytecode::Reg;
use vm::cell::JSType;
use vm::object::indexing::{self, CONTIGUOUS_SHAPE, DOUBLE_SHAPE, INT32_SHAPE};
use vm::object::typed_array::{TypedArrayKind, TypedArrayRef};
use vm::tier::RecordPoint;
use vm::{ObjectRef, Vm};

use super::Recorder;
use crate::abort::Abort;
use crate::ir::{Cmp, Op, Ref, Type};

impl Recorder {
    /// Whether `value` can be stored as is into elements of indexing shape `shape`.
    pub(super) fn fits_shape(&self, value: Ref, shape: u8) -> bool {
        match shape {
            INT32_SHAPE => self.ir.ty(value) == Type::Int32,
            DOUBLE_SHAPE => matches!(self.ir.ty(value), Type::Int32 | Type::Double),
            CONTIGUOUS_SHAPE => true,
            _ => false,
        }
    }

    /// The object in `base` and the int32 index in `key`, guarded to be an object with
    /// plain elements of its current shape and an int32; with the butterfly.
    fn element_access(
        &mut self,
        base: Reg,
        key: Reg,
        at: RecordPoint,
    ) -> Result<(ObjectRef, u8, Ref, Ref, Ref), Abort> {
        let pc = at.pc;
        let (base_value, key_value) = (at.registers.get(base), at.registers.get(key));
        let Some(object) = ObjectRef::from_value(base_value) else {
            return Err(Abort::ElementOfPrimitive);
        };
        if !key_value.is_int32() || key_value.as_int32() < 0 {
            return Err(Abort::ElementKeyNotIndex);
        }
        let js_type = object.js_type();
        let shape = indexing::shape(object.indexing_type());
        let plain = js_type == JSType::Array || vm::runtime::object_ops::is_ordinary(js_type);
        if !plain || !matches!(shape, INT32_SHAPE | DOUBLE_SHAPE | CONTIGUOUS_SHAPE) || object.butterfly().is_none() {
            return Err(Abort::ElementsNotVector);
        }
        let a = self.read(base, base_value, pc);
        let index = self.read(key, key_value, pc);
        if self.ir.ty(a) != Type::Value || self.ir.ty(index) != Type::Int32 {
            return Err(Abort::ElementOfUnboxed);
        }
        self.guard(Op::GuardCell { a }, pc);
        self.guard(Op::GuardJsType { a, js_type: js_type as u8 }, pc);
        self.guard(Op::GuardShape { a, shape }, pc);
        let storage = self.ir.emit(Op::LoadButterfly { a }, Type::Ptr, None);
        Ok((object, shape, a, storage, index))
    }

    /// The typed array in `base` and the int32 index in `key`, guarded to be a typed array
    /// of its current kind (of Numbers) and an int32, if `base` holds one and the index is
    /// in bounds now.
    fn typed_element_access(
        &mut self,
        base: Reg,
        key: Reg,
        at: RecordPoint,
    ) -> Result<Option<(TypedArrayKind, Ref, Ref)>, Abort> {
        let pc = at.pc;
        let (base_value, key_value) = (at.registers.get(base), at.registers.get(key));
        let Some(array) = ObjectRef::from_value(base_value).and_then(TypedArrayRef::from_object) else {
            return Ok(None);
        };
        let kind = array.kind();
        if kind.is_bigint()
            || !key_value.is_int32()
            || key_value.as_int32() < 0
            || key_value.as_int32() as usize >= array.length()
        {
            return Err(Abort::TypedElementOutOfBounds);
        }
        let a = self.read(base, base_value, pc);
        let index = self.read(key, key_value, pc);
        if self.ir.ty(a) != Type::Value || self.ir.ty(index) != Type::Int32 {
            return Err(Abort::ElementOfUnboxed);
        }
        self.guard(Op::GuardCell { a }, pc);
        self.guard(Op::GuardJsType { a, js_type: JSType::TypedArray as u8 }, pc);
        self.guard(Op::GuardTypedArrayKind { a, kind: kind as u8 }, pc);
        Ok(Some((kind, a, index)))
    }

    pub(super) fn get_by_val(
        &mut self,
        vm: &Vm,
        dst: Reg,
        base: Reg,
        key: Reg,
        cache: u32,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let pc = at.pc;
        if let Some((kind, a, index)) = self.typed_element_access(base, key, at)? {
            if kind == TypedArrayKind::Float16 {
                let value = self.load_float16_element(a, index, pc);
                self.write(dst, value);
                return Ok(());
            }
            let ty = match kind {
                TypedArrayKind::Uint32 | TypedArrayKind::Float32 | TypedArrayKind::Float64 => Type::Double,
                _ => Type::Int32,
            };
            let snapshot = self.snapshot(pc);
            let value = self.ir.emit(Op::LoadTypedElement { a, index, kind: kind as u8 }, ty, Some(snapshot));
            self.write(dst, value);
            return Ok(());
        }
        if vm::StringRef::from_value(at.registers.get(base)).is_some() {
            // `s[i]`: the one-unit string, for an index in bounds.
            let value = self.string_character(vm, base, key, at)?;
            self.write(dst, value);
            return Ok(());
        }
        let (object, shape, _, storage, index) = self.element_access(base, key, at)?;
        let Some(element) = vm::tier::plain_element(object, at.registers.get(key).as_int32() as u32) else {
            return Err(Abort::ElementHole);
        };
        let snapshot = self.snapshot(pc);
        let value = if shape == DOUBLE_SHAPE {
            self.ir.emit(Op::LoadElement { storage, index, shape }, Type::Double, Some(snapshot))
        } else {
            let loaded = self.ir.emit(Op::LoadElement { storage, index, shape }, Type::Value, Some(snapshot));
            let profile = self.code.value_profiles[cache as usize].get();
            self.unbox_profiled(loaded, element, profile, pc)
        };
        self.write(dst, value);
        Ok(())
    }

    /// `key in object` for an element the object's vector holds: the load that guards the
    /// bounds and the hole is the whole test, since an own element answers true whatever
    /// the prototypes hold. Any other case (a hole, an index past the vector, a proxy) is
    /// run by the interpreter for the trace.
    pub(super) fn has_element(&mut self, dst: Reg, key: Reg, object: Reg, at: RecordPoint) -> Result<(), Abort> {
        let (array, shape, _, storage, index) = self.element_access(object, key, at)?;
        if vm::tier::plain_element(array, at.registers.get(key).as_int32() as u32).is_none() {
            return Err(Abort::ElementHole);
        }
        let snapshot = self.snapshot(at.pc);
        let ty = if shape == DOUBLE_SHAPE { Type::Double } else { Type::Value };
        self.ir.emit(Op::LoadElement { storage, index, shape }, ty, Some(snapshot));
        self.load(dst, vm::JSValue::TRUE);
        Ok(())
    }

    /// `array.push(value)` (`array` in register `this`), when the interpreter appends in
    /// place: an ordinary extensible array with a writable length (its structure says
    /// so), Int32, Double or Contiguous, whose prototypes have no elements (their
    /// structures say so, and are guarded up to null).
    pub(super) fn array_push(
        &mut self,
        vm: &Vm,
        dst: Reg,
        this: Reg,
        value: Ref,
        pc: usize,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let array = ObjectRef::from_value(at.registers.get(this))
            .filter(|array| array.js_type() == JSType::Array)
            .ok_or(Abort::PushOntoNonArray)?;
        let a = self.object_with_structure(vm, this, array, pc)?;
        let length = self.append(vm, a, array, value, pc)?;
        self.write(dst, length);
        Ok(())
    }

    /// Appends `value` to `array` (traced as `a`, its structure guarded), as push and a
    /// store at the length do: the new length.
    fn append(&mut self, vm: &Vm, a: Ref, array: ObjectRef, value: Ref, pc: usize) -> Result<Ref, Abort> {
        let structure = vm.structure_of(array);
        let shape = indexing::shape(structure.indexing_type());
        if !self.fits_shape(value, shape) || !vm.array_length_writable(array) || !structure.is_extensible() {
            return Err(Abort::PushNotInPlace);
        }
        self.guard_prototypes_without_elements(vm, array, pc)?;
        let value = if shape == CONTIGUOUS_SHAPE { self.boxed(value) } else { value };
        let snapshot = self.snapshot(pc);
        Ok(self.ir.emit(Op::ArrayPush { a, value, shape }, Type::Int32, Some(snapshot)))
    }

    /// Guards the prototypes of `object` to stay the plain objects without elements they
    /// are now, so that no prototype has an element (or a setter for one) that a store
    /// into a missing element of `object` would find.
    fn guard_prototypes_without_elements(&mut self, vm: &Vm, object: ObjectRef, pc: usize) -> Result<(), Abort> {
        let structure = vm.structure_of(object);
        let mut prototypes = Vec::new();
        let mut next = structure.prototype();
        while let Some(prototype) = ObjectRef::from_value(next) {
            let plain = matches!(
                prototype.js_type(),
                JSType::Object | JSType::Array | JSType::Function | JSType::NativeFunction
            );
            let no_elements = matches!(
                indexing::shape(prototype.indexing_type()),
                indexing::NO_INDEXING_SHAPE | indexing::UNDECIDED_SHAPE
            );
            if !plain || !no_elements {
                return Err(Abort::PushWithPrototypeElements);
            }
            prototypes.push(prototype);
            next = vm.structure_of(prototype).prototype();
        }
        self.guard_prototypes(vm, &prototypes, pc);
        Ok(())
    }

    /// `PutByVal base, key, src`: [[Set]] of an element.
    /// The Number element `index` of Float16Array `a` (guarded): its 16 bits, loaded as a
    /// Uint16Array's element would be, converted by a pure call. No machine conversion
    /// serves both backends: F16C is not in baseline x86-64, and even it rounds stores
    /// from binary32, where a double must be rounded to binary16 in one step.
    fn load_float16_element(&mut self, a: Ref, index: Ref, pc: usize) -> Ref {
        let snapshot = self.snapshot(pc);
        let kind = TypedArrayKind::Uint16 as u8;
        let bits = self.ir.emit(Op::LoadTypedElement { a, index, kind }, Type::Int32, Some(snapshot));
        let bits = self.ir.emit(Op::IntToDouble { a: bits }, Type::Double, None);
        let f = float16_bits_to_number as fn(f64) -> f64;
        self.ir.emit(Op::CallUnary { f: f as usize as u64, a: bits }, Type::Double, None)
    }

    /// Stores Number `value` into element `index` of Float16Array `a` (guarded): rounded
    /// to binary16 by a pure call, then stored as a Uint16Array's element would be.
    fn store_float16_element(&mut self, a: Ref, index: Ref, value: Ref, pc: usize) -> Result<(), Abort> {
        let value = match self.ir.ty(value) {
            Type::Int32 => self.ir.emit(Op::IntToDouble { a: value }, Type::Double, None),
            Type::Double => value,
            _ => return Err(Abort::TypedStoreNotNumber),
        };
        let f = number_to_float16_bits as fn(f64) -> f64;
        let bits = self.ir.emit(Op::CallUnary { f: f as usize as u64, a: value }, Type::Double, None);
        let bits = self.ir.emit(Op::DoubleToInt { a: bits }, Type::Int32, None);
        let snapshot = self.snapshot(pc);
        let kind = TypedArrayKind::Uint16 as u8;
        self.ir.emit(Op::StoreTypedElement { a, index, value: bits, kind }, Type::None, Some(snapshot));
        Ok(())
    }

    pub(super) fn put_by_val(&mut self, vm: &Vm, base: Reg, key: Reg, src: Reg, at: RecordPoint) -> Result<(), Abort> {
        self.store_by_val(vm, base, key, src, at, false)
    }

    /// `DefineOwnByVal base, key, src` on an Array (self-hosted code's
    /// `$CreateDataProperty`): the same stores as [[Set]] where the array is extensible,
    /// except that filling a hole asks no prototype.
    pub(super) fn define_own_by_val(
        &mut self,
        vm: &Vm,
        base: Reg,
        key: Reg,
        src: Reg,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let is_array = ObjectRef::from_value(at.registers.get(base)).is_some_and(|o| o.js_type() == JSType::Array);
        if !is_array {
            return Err(Abort::Untraced(vm::bytecode::Opcode::DefineOwnByVal, crate::abort::Untraced::ObjectLiteral));
        }
        self.store_by_val(vm, base, key, src, at, true)
    }

    /// A store of an element: [[Set]], or CreateDataProperty if `definition`.
    fn store_by_val(
        &mut self,
        vm: &Vm,
        base: Reg,
        key: Reg,
        src: Reg,
        at: RecordPoint,
        definition: bool,
    ) -> Result<(), Abort> {
        let pc = at.pc;
        let index_value = at.registers.get(key);
        let value = self.read(src, at.registers.get(src), pc);
        if let Some((kind, a, index)) = self.typed_element_access(base, key, at)? {
            if kind == TypedArrayKind::Float16 {
                return self.store_float16_element(a, index, value, pc);
            }
            let float = matches!(kind, TypedArrayKind::Float32 | TypedArrayKind::Float64);
            let value = match self.ir.ty(value) {
                Type::Int32 => value,
                Type::Double if float => value,
                // ToInt8 .. ToUint32 are ToInt32's low bits; clamping rounds, and is left to
                // the interpreter.
                Type::Double if kind != TypedArrayKind::Uint8Clamped => {
                    self.ir.emit(Op::DoubleToInt { a: value }, Type::Int32, None)
                }
                _ => return Err(Abort::TypedStoreNotNumber),
            };
            let snapshot = self.snapshot(pc);
            self.ir.emit(Op::StoreTypedElement { a, index, value, kind: kind as u8 }, Type::None, Some(snapshot));
            return Ok(());
        }
        let (object, shape, a, storage, index) = self.element_access(base, key, at)?;
        let appends = index_value.is_int32()
            && object.js_type() == JSType::Array
            && object.butterfly().is_some_and(|b| index_value.as_int32() as u32 == b.public_length());
        if appends {
            // `a[a.length] = v` on an ordinary array is a push.
            self.guard_structure(vm, a, object, pc);
            let snapshot = self.snapshot(pc);
            let length = self.ir.emit(Op::ArrayLength { a }, Type::Int32, Some(snapshot));
            self.guard(Op::GuardInt { cmp: Cmp::Eq, a: index, b: length, expect: true }, pc);
            self.append(vm, a, object, value, pc)?;
            return Ok(());
        }
        let below_length = index_value.is_int32()
            && object.butterfly().is_some_and(|b| (index_value.as_int32() as u32) < b.public_length());
        if !below_length {
            return Err(Abort::ElementStoreAdds);
        }
        if !self.fits_shape(value, shape) {
            return Err(Abort::ElementStoreChangesShape);
        }
        // A hole is filled in the trace (`new Array(n)` filled in a loop, `map`'s result)
        // where the object stays extensible (its structure guarded) and, for [[Set]], no
        // prototype has elements; otherwise the store exits at a hole.
        let hole = vm::tier::plain_element(object, index_value.as_int32() as u32).is_none();
        let fill = hole && vm.structure_of(object).is_extensible();
        if fill {
            self.guard_structure(vm, a, object, pc);
            if !definition {
                self.guard_prototypes_without_elements(vm, object, pc)?;
            }
        } else if hole {
            return Err(Abort::ElementStoreAdds);
        }
        let value = if shape == CONTIGUOUS_SHAPE { self.boxed(value) } else { value };
        let snapshot = self.snapshot(pc);
        let store = Op::StoreElement { storage, index, value, owner: a, shape, fill: fill as u8 };
        self.ir.emit(store, Type::None, Some(snapshot));
        Ok(())
    }
}

/// The Number a binary16 holds, from its bits as a double (what `CallUnary` passes).
fn float16_bits_to_number(bits: f64) -> f64 {
    vm::object::typed_array::float16::f16_bits_to_f64(bits as u16)
}

/// The bits of the binary16 nearest `value` (ties to even), as a double.
fn number_to_float16_bits(value: f64) -> f64 {
    vm::object::typed_array::float16::f64_to_f16_bits(value) as f64
}
