//! Recording heap access: properties through the inline caches, array elements, globals
//! and scope slots.
//!
//! The recorder specialises on what the interpreter's caches say now: a property load
//! becomes a guard on the receiver's structure and a load at the cached offset; an element
//! load a guard on the indexing shape, a bounds check and a hole check. Each loaded value
//! is then guarded to have the type it has now (`Unbox`), so the rest of the trace works on
//! unboxed numbers. A site whose cache has nothing usable aborts the recording: the loop is
//! recorded again later, when the caches are warm.

use vm::bytecode::Reg;
use vm::bytecode::inline_cache::{GlobalCache, GlobalHolder, PropertyCache, PrototypeChain};
use vm::cell::JSType;
use vm::layout::{SCOPE_PARENT_OFFSET, SCOPE_SLOTS_OFFSET, SlotLocation, property_slot};
use vm::object::indexing::{self, CONTIGUOUS_SHAPE, DOUBLE_SHAPE, INT32_SHAPE};
use vm::object::typed_array::{TypedArrayKind, TypedArrayRef};
use vm::runtime::scope::ScopeRef;
use vm::tier::RecordPoint;
use vm::{JSValue, ObjectRef, Vm};

use super::{Recorder, type_of};
use crate::abort::Abort;
use crate::ir::{Cmp, Op, Ref, Type};

/// What a new array holds.
pub(super) enum ArrayContents {
    /// These values (with what each holds now).
    Values(Vec<(Ref, JSValue)>),
    /// Holes, as many as this Int32 says.
    Holes(Ref),
}

impl Recorder {
    /// `a`, a Value now holding `value`, guarded to hold a value of `value`'s type and
    /// unboxed to it.
    fn unbox(&mut self, a: Ref, value: JSValue, pc: usize) -> Ref {
        match type_of(value) {
            Type::Value => a,
            ty => {
                let snapshot = self.snapshot(pc);
                self.ir.emit(Op::Unbox { a }, ty, Some(snapshot))
            }
        }
    }

    /// A register's value as a Value (boxing a number or boolean).
    pub(super) fn boxed(&mut self, a: Ref) -> Ref {
        match self.ir.ty(a) {
            Type::Value => a,
            _ => self.ir.emit(Op::BoxValue { a }, Type::Value, None),
        }
    }

    /// The object in `reg`, guarded to be a cell of its current structure.
    fn object_with_structure(&mut self, vm: &Vm, reg: Reg, object: ObjectRef, pc: usize) -> Result<Ref, Abort> {
        let a = self.read(reg, object.to_value(), pc);
        if self.ir.ty(a) != Type::Value {
            return Err(Abort::Unsupported("a property of a primitive"));
        }
        self.guard(Op::GuardCell { a }, pc);
        self.guard_structure(vm, a, object, pc);
        Ok(a)
    }

    /// Guards the cell traced as `a` (now `object`) to keep its structure, which the trace
    /// then keeps alive: a structure id is reused only once its structure is dead.
    fn guard_structure(&mut self, vm: &Vm, a: Ref, object: ObjectRef, pc: usize) {
        self.cells.push(vm.heap.handle(Some(vm.structure_of(object).cell())));
        self.guard(Op::GuardStructure { a, id: object.structure_id().bits() }, pc);
    }

    /// An object the trace embeds as a constant, kept alive by the trace (from now on:
    /// the interpreter may collect while the recording goes on).
    fn object_constant(&mut self, vm: &Vm, object: ObjectRef) -> Ref {
        self.cells.push(vm.heap.handle(Some(object.cell())));
        self.ir.emit(Op::ConstValue(object.to_value().bits()), Type::Value, None)
    }

    /// The address base and displacement of property `offset` of `object` (traced as `a`).
    fn slot_of(&mut self, a: Ref, object: ObjectRef, offset: vm::property::PropertyOffset) -> (Ref, i32) {
        match property_slot(object.js_type(), offset) {
            SlotLocation::Inline(disp) => (a, disp),
            SlotLocation::OutOfLine(disp) => (self.ir.emit(Op::LoadButterfly { a }, Type::Ptr, None), disp),
        }
    }

    pub(super) fn get_by_id(
        &mut self,
        vm: &Vm,
        dst: Reg,
        base: Reg,
        name: JSValue,
        cache: u32,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let pc = at.pc;
        let entry = self.code.property_caches[cache as usize].get();
        if vm::StringRef::from_value(at.registers.get(base)).is_some() {
            return self.get_string_property(vm, dst, base, name, entry, at);
        }
        let Some(object) = ObjectRef::from_value(at.registers.get(base)) else {
            return Err(Abort::Unsupported("a property of a primitive"));
        };
        if entry == PropertyCache::ArrayLength && object.js_type() == JSType::Array {
            let a = self.read(base, object.to_value(), pc);
            self.guard(Op::GuardCell { a }, pc);
            self.guard(Op::GuardJsType { a, js_type: JSType::Array as u8 }, pc);
            let snapshot = self.snapshot(pc);
            let length = self.ir.emit(Op::ArrayLength { a }, Type::Int32, Some(snapshot));
            self.write(dst, length);
            return Ok(());
        }
        if let PropertyCache::Proto { chain, offset } = entry {
            self.object_with_structure(vm, base, object, pc)?;
            return self.get_from_prototype(vm, dst, object, chain, offset, pc);
        }
        if object.js_type() == JSType::TypedArray && self.typed_array_length(vm, dst, base, object, name, pc)? {
            return Ok(());
        }
        if let PropertyCache::PolymorphicOwn { structures, offsets, count } = entry {
            let cases: Vec<_> = structures.into_iter().zip(offsets).take(count as usize).collect();
            return self.get_polymorphic(vm, dst, base, object, &cases, pc);
        }
        let Some(offset) = entry.own_offset(object.structure_id()) else {
            return Err(Abort::Unsupported("a property load the cache does not hold"));
        };
        let a = self.object_with_structure(vm, base, object, pc)?;
        self.load_slot(dst, a, object, offset, pc);
        Ok(())
    }

    /// `dst` = property slot `offset` of `object` (traced as `a`), unboxed to the type it
    /// holds now.
    fn load_slot(&mut self, dst: Reg, a: Ref, object: ObjectRef, offset: vm::property::PropertyOffset, pc: usize) {
        let (address, disp) = self.slot_of(a, object, offset);
        let loaded = self.ir.emit(Op::LoadField { base: address, disp }, Type::Value, None);
        let value = self.unbox(loaded, object.get_slot(offset), pc);
        self.write(dst, value);
    }

    /// The prototypes `prototypes` as constants, each guarded to keep its structure; the
    /// last one's constant (`None` for none).
    fn guard_prototypes(&mut self, vm: &Vm, prototypes: &[ObjectRef], pc: usize) -> Option<Ref> {
        let mut last = None;
        for &prototype in prototypes {
            let p = self.object_constant(vm, prototype);
            self.guard_structure(vm, p, prototype, pc);
            last = Some(p);
        }
        last
    }

    /// The string primitive in `reg` (holding `value`), guarded to stay a string.
    pub(super) fn string_operand(&mut self, reg: Reg, value: JSValue, pc: usize) -> Result<Ref, Abort> {
        let a = self.read(reg, value, pc);
        if self.ir.ty(a) != Type::Value || vm::StringRef::from_value(value).is_none() {
            return Err(Abort::Unsupported("a string operation on something not a string"));
        }
        self.guard(Op::GuardCell { a }, pc);
        self.guard(Op::GuardJsType { a, js_type: JSType::String as u8 }, pc);
        Ok(a)
    }

    /// Whether `value` can be stored as is into elements of indexing shape `shape`.
    fn fits_shape(&self, value: Ref, shape: u8) -> bool {
        match shape {
            INT32_SHAPE => self.ir.ty(value) == Type::Int32,
            DOUBLE_SHAPE => matches!(self.ir.ty(value), Type::Int32 | Type::Double),
            CONTIGUOUS_SHAPE => true,
            _ => false,
        }
    }

    /// A load at a site whose cache holds several receiver structures: the trace picks
    /// the slot by the receiver's structure among those whose slot is inline (and that are
    /// not dictionaries, whose ids change; the cache may even hold a retired id), and exits
    /// for any other.
    fn get_polymorphic(
        &mut self,
        vm: &Vm,
        dst: Reg,
        base: Reg,
        object: ObjectRef,
        cases: &[(vm::StructureId, vm::property::PropertyOffset)],
        pc: usize,
    ) -> Result<(), Abort> {
        let current = object.structure_id();
        let Some(&(_, current_offset)) = cases.iter().find(|&&(id, _)| id == current) else {
            return Err(Abort::Unsupported("a property load the cache does not hold"));
        };
        let mut slots = Vec::with_capacity(cases.len());
        for &(id, offset) in cases {
            // A retired id (a dictionary that changed since) names no structure.
            let Some(structure) = vm.structure_by_id(id).filter(|s| !s.is_dictionary()) else {
                continue;
            };
            if let SlotLocation::Inline(disp) = property_slot(structure.instance_type(), offset) {
                self.cells.push(vm.heap.handle(Some(structure.cell())));
                slots.push((id.bits(), disp));
            }
        }
        if !slots.iter().any(|&(id, _)| id == current.bits()) {
            return Err(Abort::Unsupported("a polymorphic load of an out-of-line slot"));
        }
        let a = self.read(base, object.to_value(), pc);
        if self.ir.ty(a) != Type::Value {
            return Err(Abort::Unsupported("a property of a primitive"));
        }
        self.guard(Op::GuardCell { a }, pc);
        let cases = self.ir.polymorphic_cases(slots);
        let snapshot = self.snapshot(pc);
        let loaded = self.ir.emit(Op::LoadPolymorphic { a, cases }, Type::Value, Some(snapshot));
        let value = self.unbox(loaded, object.get_slot(current_offset), pc);
        self.write(dst, value);
        Ok(())
    }

    /// `a.length` of a typed array, when it reaches `%TypedArray%.prototype`'s getter: the
    /// receiver and the prototypes up to the holder keep their structures, the holder's
    /// slot keeps its accessor pair (whose getter never changes), and the trace reads the
    /// length field. False when the getter is another.
    fn typed_array_length(
        &mut self,
        vm: &Vm,
        dst: Reg,
        base: Reg,
        object: ObjectRef,
        name: JSValue,
        pc: usize,
    ) -> Result<bool, Abort> {
        let Some(accessor) = vm.inherited_accessor(object, name) else { return Ok(false) };
        let native = ObjectRef::from_value(accessor.getter)
            .filter(|getter| getter.js_type() == JSType::NativeFunction)
            .map(|getter| getter.native_function() as usize);
        let is_length_getter = native
            .and_then(|address| self.intrinsics.get(&address))
            .is_some_and(|intrinsic| matches!(intrinsic, vm::tier::TraceIntrinsic::TypedArrayLength));
        if !is_length_getter {
            return Ok(false);
        }
        let a = self.object_with_structure(vm, base, object, pc)?;
        let holder = self.guard_prototypes(vm, &accessor.prototypes, pc).expect("a holder");
        let holder_object = *accessor.prototypes.last().expect("a holder");
        let (address, disp) = self.slot_of(holder, holder_object, accessor.offset);
        let pair = self.ir.emit(Op::LoadField { base: address, disp }, Type::Value, None);
        self.guard(Op::GuardBits { a: pair, bits: accessor.getter_setter.bits(), expect: true }, pc);
        let snapshot = self.snapshot(pc);
        let length = self.ir.emit(Op::TypedArrayLength { a }, Type::Int32, Some(snapshot));
        self.write(dst, length);
        Ok(true)
    }

    /// `string.name` of a string primitive: its length, or what `%String.prototype%` has
    /// (the site's cache holds that object's entry, as the interpreter's does).
    fn get_string_property(
        &mut self,
        vm: &Vm,
        dst: Reg,
        base: Reg,
        name: JSValue,
        entry: PropertyCache,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let pc = at.pc;
        let a = self.string_operand(base, at.registers.get(base), pc)?;
        if name.bits() == JSValue::from_cell(vm.names.length.cell()).bits() {
            let length = self.ir.emit(Op::StringLength { a }, Type::Int32, None);
            self.write(dst, length);
            return Ok(());
        }
        let prototype = vm.realm().intrinsic(vm::runtime::realm::Intrinsic::StringPrototype);
        let prototype = ObjectRef::from_value(prototype).ok_or(Abort::Unsupported("no String.prototype"))?;
        let p = self.guard_prototypes(vm, &[prototype], pc).expect("a prototype");
        if let PropertyCache::Proto { chain, offset } = entry {
            return self.get_from_prototype(vm, dst, prototype, chain, offset, pc);
        }
        let offset = entry
            .own_offset(prototype.structure_id())
            .ok_or(Abort::Unsupported("a string property the cache does not hold"))?;
        self.load_slot(dst, p, prototype, offset, pc);
        Ok(())
    }

    /// A load the cache found on a prototype of `object` (whose structure the caller has
    /// guarded): every prototype up to the holder is guarded to keep its structure, then
    /// the holder's slot is loaded.
    fn get_from_prototype(
        &mut self,
        vm: &Vm,
        dst: Reg,
        object: ObjectRef,
        chain: PrototypeChain,
        offset: vm::property::PropertyOffset,
        pc: usize,
    ) -> Result<(), Abort> {
        if chain.structures[0] != object.structure_id() {
            return Err(Abort::Unsupported("a prototype load the cache does not hold"));
        }
        let mut prototypes = Vec::with_capacity(chain.depth as usize);
        for depth in 0..chain.depth as usize {
            let prototype = ObjectRef::from_value(JSValue::from_bits(chain.objects[depth] as u64))
                .ok_or(Abort::Unsupported("a prototype that is not an object"))?;
            if prototype.structure_id() != chain.structures[depth + 1] {
                return Err(Abort::Unsupported("a prototype load whose cache is stale"));
            }
            prototypes.push(prototype);
        }
        let &holder = prototypes.last().ok_or(Abort::Unsupported("a prototype load with no prototype"))?;
        let h = self.guard_prototypes(vm, &prototypes, pc).expect("a holder");
        self.load_slot(dst, h, holder, offset, pc);
        Ok(())
    }

    pub(super) fn put_by_id(&mut self, vm: &Vm, base: Reg, src: Reg, cache: u32, at: RecordPoint) -> Result<(), Abort> {
        let pc = at.pc;
        let Some(object) = ObjectRef::from_value(at.registers.get(base)) else {
            return Err(Abort::Unsupported("a property store on a primitive"));
        };
        let Some(offset) = self.code.property_caches[cache as usize].get().own_offset(object.structure_id()) else {
            return Err(Abort::Unsupported("a property store the cache does not hold as own"));
        };
        let value = self.read(src, at.registers.get(src), pc);
        let a = self.object_with_structure(vm, base, object, pc)?;
        let (address, disp) = self.slot_of(a, object, offset);
        let value = self.boxed(value);
        self.ir.emit(Op::StoreField { base: address, disp, value, owner: a }, Type::None, None);
        Ok(())
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
            return Err(Abort::Unsupported("an element of a primitive"));
        };
        if !key_value.is_int32() || key_value.as_int32() < 0 {
            return Err(Abort::Unsupported("an element key that is not an int32 index"));
        }
        let js_type = object.js_type();
        let shape = indexing::shape(object.indexing_type());
        let plain = js_type == JSType::Array || vm::runtime::object_ops::is_ordinary(js_type);
        if !plain || !matches!(shape, INT32_SHAPE | DOUBLE_SHAPE | CONTIGUOUS_SHAPE) || object.butterfly().is_none() {
            return Err(Abort::Unsupported("elements that are not an int32, double or contiguous vector"));
        }
        let a = self.read(base, base_value, pc);
        let index = self.read(key, key_value, pc);
        if self.ir.ty(a) != Type::Value || self.ir.ty(index) != Type::Int32 {
            return Err(Abort::Unsupported("an element access on unboxed operands"));
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
            return Err(Abort::Unsupported("a typed array element out of bounds or of BigInts"));
        }
        let a = self.read(base, base_value, pc);
        let index = self.read(key, key_value, pc);
        if self.ir.ty(a) != Type::Value || self.ir.ty(index) != Type::Int32 {
            return Err(Abort::Unsupported("an element access on unboxed operands"));
        }
        self.guard(Op::GuardCell { a }, pc);
        self.guard(Op::GuardJsType { a, js_type: JSType::TypedArray as u8 }, pc);
        self.guard(Op::GuardTypedArrayKind { a, kind: kind as u8 }, pc);
        Ok(Some((kind, a, index)))
    }

    pub(super) fn get_by_val(&mut self, dst: Reg, base: Reg, key: Reg, at: RecordPoint) -> Result<(), Abort> {
        let pc = at.pc;
        if let Some((kind, a, index)) = self.typed_element_access(base, key, at)? {
            let ty = match kind {
                TypedArrayKind::Uint32 | TypedArrayKind::Float32 | TypedArrayKind::Float64 => Type::Double,
                _ => Type::Int32,
            };
            let snapshot = self.snapshot(pc);
            let value = self.ir.emit(Op::LoadTypedElement { a, index, kind: kind as u8 }, ty, Some(snapshot));
            self.write(dst, value);
            return Ok(());
        }
        let (object, shape, _, storage, index) = self.element_access(base, key, at)?;
        let Some(element) = vm::tier::plain_element(object, at.registers.get(key).as_int32() as u32) else {
            return Err(Abort::Unsupported("an element load of a hole or past the vector"));
        };
        let snapshot = self.snapshot(pc);
        let value = if shape == DOUBLE_SHAPE {
            self.ir.emit(Op::LoadElement { storage, index, shape }, Type::Double, Some(snapshot))
        } else {
            let loaded = self.ir.emit(Op::LoadElement { storage, index, shape }, Type::Value, Some(snapshot));
            self.unbox(loaded, element, pc)
        };
        self.write(dst, value);
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
            .ok_or(Abort::Unsupported("push onto something not an array"))?;
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
            return Err(Abort::Unsupported("a push that is not an append in place"));
        }
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
                return Err(Abort::Unsupported("a push with elements on the prototype chain"));
            }
            prototypes.push(prototype);
            next = vm.structure_of(prototype).prototype();
        }
        self.guard_prototypes(vm, &prototypes, pc);
        let value = if shape == CONTIGUOUS_SHAPE { self.boxed(value) } else { value };
        let snapshot = self.snapshot(pc);
        Ok(self.ir.emit(Op::ArrayPush { a, value, shape }, Type::Int32, Some(snapshot)))
    }

    pub(super) fn put_by_val(&mut self, vm: &Vm, base: Reg, key: Reg, src: Reg, at: RecordPoint) -> Result<(), Abort> {
        let pc = at.pc;
        let index_value = at.registers.get(key);
        let value = self.read(src, at.registers.get(src), pc);
        if let Some((kind, a, index)) = self.typed_element_access(base, key, at)? {
            let float = matches!(kind, TypedArrayKind::Float32 | TypedArrayKind::Float64);
            let value = match self.ir.ty(value) {
                Type::Int32 => value,
                Type::Double if float => value,
                // ToInt8 .. ToUint32 are ToInt32's low bits; clamping rounds, and is left to
                // the interpreter.
                Type::Double if kind != TypedArrayKind::Uint8Clamped => {
                    self.ir.emit(Op::DoubleToInt(value), Type::Int32, None)
                }
                _ => return Err(Abort::Unsupported("a typed array store of a non-number or a clamped double")),
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
        let in_place = index_value.is_int32()
            && object.butterfly().is_some_and(|b| (index_value.as_int32() as u32) < b.public_length())
            && vm::tier::plain_element(object, index_value.as_int32() as u32).is_some();
        if !in_place {
            return Err(Abort::Unsupported("an element store that adds an element"));
        }
        if !self.fits_shape(value, shape) {
            return Err(Abort::Unsupported("an element store that changes the indexing shape"));
        }
        let value = if shape == CONTIGUOUS_SHAPE { self.boxed(value) } else { value };
        let snapshot = self.snapshot(pc);
        self.ir.emit(Op::StoreElement { storage, index, value, owner: a, shape }, Type::None, Some(snapshot));
        Ok(())
    }

    /// The object a `NewObject` at `pc` just made, in `dst`: the trace allocates one of the
    /// same structure inline.
    pub(super) fn allocated_object(&mut self, vm: &mut Vm, dst: Reg, pc: usize, at: RecordPoint) -> Result<(), Abort> {
        let object =
            ObjectRef::from_value(at.registers.get(dst)).ok_or(Abort::Unsupported("NewObject made no object"))?;
        let structure = vm.structure_of(object);
        if structure.slots_used() != 0 || structure.out_of_line_capacity() != 0 || object.js_type() != JSType::Object {
            return Err(Abort::Unsupported("an object literal with slots to fill"));
        }
        let (allocator, size) =
            vm.allocator_for_objects_of(structure).ok_or(Abort::Unsupported("an object too big to allocate inline"))?;
        self.cells.push(vm.heap.handle(Some(structure.cell())));
        let header = Vm::fresh_object_header(structure);
        // The exit on an empty free list resumes at the NewObject, before anything it did.
        let snapshot = self.snapshot(pc);
        let a = self.ir.emit(
            Op::AllocObject { allocator: allocator as u64, size: size as u32, header },
            Type::Value,
            Some(snapshot),
        );
        self.write(dst, a);
        Ok(())
    }

    /// The array an array literal, rest parameter or `Array(n)` at `pc` just made, in
    /// `dst`: the trace allocates one of the same structure inline and fills it.
    pub(super) fn allocated_array(
        &mut self,
        vm: &mut Vm,
        dst: Reg,
        pc: usize,
        contents: ArrayContents,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let array = ObjectRef::from_value(at.registers.get(dst)).ok_or(Abort::Unsupported("no array was made"))?;
        let structure = vm.structure_of(array);
        let plain = array.js_type() == JSType::Array
            && structure.slots_used() == 0
            && structure.out_of_line_capacity() == 0
            && structure.instance_type().internal_fields().values == 0
            && structure.instance_type().internal_fields().raw == 0
            && array.butterfly().is_some();
        if !plain {
            return Err(Abort::Unsupported("an array with properties or internal fields"));
        }
        let shape = indexing::shape(structure.indexing_type());
        let (length, values) = match contents {
            ArrayContents::Holes(length) => {
                if shape != indexing::UNDECIDED_SHAPE {
                    return Err(Abort::Unsupported("Array(n) made an array of another shape"));
                }
                (length, Vec::new())
            }
            ArrayContents::Values(values) => {
                let values = self.elements_of_shape(&values, shape, pc)?;
                (self.ir.const_int(values.len() as i32), values)
            }
        };
        let (allocator, size) =
            vm.allocator_for_objects_of(structure).ok_or(Abort::Unsupported("an array too big to allocate inline"))?;
        self.cells.push(vm.heap.handle(Some(structure.cell())));
        let header = Vm::fresh_object_header(structure);
        let fill = if shape == DOUBLE_SHAPE { indexing::DOUBLE_HOLE_BITS } else { JSValue::EMPTY.bits() };
        // Every exit resumes at the instruction that made the array, before anything it did.
        let snapshot = self.snapshot(pc);
        let op = Op::AllocArray { allocator: allocator as u64, size: size as u32, header, length, fill };
        let a = self.ir.emit(op, Type::Value, Some(snapshot));
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
            return Err(Abort::Unsupported("an array whose indexing shape the trace cannot predict"));
        }
        if shape == DOUBLE_SHAPE {
            // A double that is not an int32 now stays one (converting it to an int32 and
            // back changes it); were every value integral, the interpreter's array would be
            // Int32. (-0 exits too, harmlessly: the interpreter makes that array.)
            let &(a, _) = values.iter().find(|&&(_, value)| value.is_double()).expect("a double");
            let int = self.ir.emit(Op::DoubleToInt(a), Type::Int32, None);
            let back = self.ir.emit(Op::IntToDouble(int), Type::Double, None);
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

    /// `key: value` in an object literal, through the transition the site's cache holds.
    pub(super) fn define_own_by_id(
        &mut self,
        vm: &Vm,
        base: Reg,
        src: Reg,
        cache: u32,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let pc = at.pc;
        let object =
            ObjectRef::from_value(at.registers.get(base)).ok_or(Abort::Unsupported("a literal that is no object"))?;
        let PropertyCache::Transition { from, to, offset, .. } = self.code.property_caches[cache as usize].get() else {
            return Err(Abort::Unsupported("an object literal key the cache does not hold"));
        };
        if from != object.structure_id() {
            return Err(Abort::Unsupported("an object literal key whose cache is stale"));
        }
        let target = vm.structure_by_id(to).ok_or(Abort::Unsupported("a transition to a structure gone"))?;
        let SlotLocation::Inline(disp) = property_slot(object.js_type(), offset) else {
            return Err(Abort::Unsupported("an object literal key past the inline slots"));
        };
        if target.indexing_type() != object.indexing_type() {
            return Err(Abort::Unsupported("a transition that changes the indexing type"));
        }
        let value = self.read(src, at.registers.get(src), pc);
        let a = self.object_with_structure(vm, base, object, pc)?;
        self.cells.push(vm.heap.handle(Some(target.cell())));
        let value = self.boxed(value);
        self.ir.emit(Op::StoreStructure { a, id: to.bits() }, Type::None, None);
        self.ir.forget_structure_guards(a);
        self.ir.emit(Op::StoreField { base: a, disp, value, owner: a }, Type::None, None);
        Ok(())
    }

    /// The holder of a cached global binding, guarded to still be laid out as cached; with
    /// the slot's displacement and current value.
    fn global_slot(&mut self, cache: u32, vm: &Vm, pc: usize) -> Result<(Ref, Ref, i32, JSValue, bool), Abort> {
        let GlobalCache::Hit { holder, structure, lexicals: lexicals_id, offset } =
            self.code.global_caches[cache as usize].get()
        else {
            return Err(Abort::Unsupported("a global the cache does not hold"));
        };
        let realm = vm.realm();
        let lexicals = realm.global_lexicals();
        let object = match holder {
            GlobalHolder::Lexicals => lexicals,
            GlobalHolder::Object => realm.global_object(),
        };
        if object.structure_id() != structure
            || (holder == GlobalHolder::Object && lexicals.structure_id() != lexicals_id)
        {
            return Err(Abort::Unsupported("a global whose cache is stale"));
        }
        // The trace runs only in the realm it was recorded in (`Jit::run_trace`).
        let a = self.object_constant(vm, object);
        self.guard_structure(vm, a, object, pc);
        if holder == GlobalHolder::Object {
            let l = self.object_constant(vm, lexicals);
            self.guard_structure(vm, l, lexicals, pc);
        }
        let (address, disp) = self.slot_of(a, object, offset);
        Ok((a, address, disp, object.get_slot(offset), holder == GlobalHolder::Lexicals))
    }

    pub(super) fn get_global(&mut self, dst: Reg, cache: u32, vm: &Vm, at: RecordPoint) -> Result<(), Abort> {
        let pc = at.pc;
        let (_, address, disp, current, lexical) = self.global_slot(cache, vm, pc)?;
        let loaded = self.ir.emit(Op::LoadField { base: address, disp }, Type::Value, None);
        if lexical {
            self.guard(Op::GuardNotEmpty { a: loaded }, pc);
        }
        let value = self.unbox(loaded, current, pc);
        self.write(dst, value);
        Ok(())
    }

    pub(super) fn put_global(&mut self, src: Reg, cache: u32, vm: &Vm, at: RecordPoint) -> Result<(), Abort> {
        let pc = at.pc;
        let value = self.read(src, at.registers.get(src), pc);
        let (holder, address, disp, _, lexical) = self.global_slot(cache, vm, pc)?;
        if lexical {
            let current = self.ir.emit(Op::LoadField { base: address, disp }, Type::Value, None);
            self.guard(Op::GuardNotEmpty { a: current }, pc);
        }
        let value = self.boxed(value);
        self.ir.emit(Op::StoreField { base: address, disp, value, owner: holder }, Type::None, None);
        Ok(())
    }

    /// The scope `depth` levels out from the frame's, traced, with its current value.
    fn scope(&mut self, depth: u16, at: RecordPoint) -> Result<(Ref, ScopeRef), Abort> {
        let current = at.registers.get(Reg::SCOPE);
        let mut scope = ScopeRef::from_value(current).ok_or(Abort::Unsupported("no scope"))?;
        let mut traced = self.read(Reg::SCOPE, current, at.pc);
        for _ in 0..depth {
            scope = scope.parent().ok_or(Abort::Unsupported("a scope chain shorter than its depth"))?;
            traced = self.ir.emit(Op::LoadField { base: traced, disp: SCOPE_PARENT_OFFSET as i32 }, Type::Value, None);
        }
        if scope.kind() != vm::runtime::scope::ScopeKind::Declarative {
            return Err(Abort::Unsupported("a with scope"));
        }
        Ok((traced, scope))
    }

    pub(super) fn get_scope(
        &mut self,
        dst: Reg,
        depth: u16,
        slot: u16,
        checked: bool,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let pc = at.pc;
        let (scope_ref, scope) = self.scope(depth, at)?;
        let current = scope.slot(slot as usize);
        let disp = (SCOPE_SLOTS_OFFSET + 8 * slot as usize) as i32;
        let loaded = self.ir.emit(Op::LoadField { base: scope_ref, disp }, Type::Value, None);
        if checked {
            self.guard(Op::GuardNotEmpty { a: loaded }, pc);
        }
        let value = self.unbox(loaded, current, pc);
        self.write(dst, value);
        Ok(())
    }

    pub(super) fn put_scope(
        &mut self,
        depth: u16,
        slot: u16,
        src: Reg,
        checked: bool,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let pc = at.pc;
        let value = self.read(src, at.registers.get(src), pc);
        let (scope_ref, _) = self.scope(depth, at)?;
        let disp = (SCOPE_SLOTS_OFFSET + 8 * slot as usize) as i32;
        if checked {
            let current = self.ir.emit(Op::LoadField { base: scope_ref, disp }, Type::Value, None);
            self.guard(Op::GuardNotEmpty { a: current }, pc);
        }
        let value = self.boxed(value);
        self.ir.emit(Op::StoreField { base: scope_ref, disp, value, owner: scope_ref }, Type::None, None);
        Ok(())
    }
}
