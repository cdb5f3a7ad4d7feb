//! Recording named properties through the inline caches (the interpreter's
//! `ops/property.rs`).
//!
//! The recorder specialises on what the site's cache says now: a load becomes a guard on the
//! receiver's structure and a load at the cached offset (for a prototype's property, the
//! structures up to the holder are guarded too); a store a guarded store at the offset; an
//! object literal's key a transition to the cached structure. Each loaded value is guarded
//! to keep the type it has now (`Unbox`). A site whose cache holds nothing usable aborts:
//! the loop is recorded again later, when the caches are warm.

use vm::bytecode::Reg;
use vm::bytecode::inline_cache::{CachedGet, PropertyCache, PrototypeChain};
use vm::cell::JSType;
use vm::layout::{SlotLocation, property_slot};
use vm::tier::RecordPoint;
use vm::{JSValue, ObjectRef, Vm};

use super::Recorder;

/// A put's transition, as the site's cache holds it.
struct Transition {
    to: vm::StructureId,
    offset: vm::property::PropertyOffset,
    chain: PrototypeChain,
}

/// A property load being recorded: where its value goes, the cache slot of its site (whose
/// value profile picks the type it is unboxed to), and its pc.
#[derive(Clone, Copy)]
struct Get {
    dst: Reg,
    cache: u32,
    pc: usize,
}
use crate::abort::Abort;
use crate::ir::{Op, Ref, Type};

impl Recorder {
    /// The object in `reg`, guarded to be a cell of its current structure.
    pub(super) fn object_with_structure(
        &mut self,
        vm: &Vm,
        reg: Reg,
        object: ObjectRef,
        pc: usize,
    ) -> Result<Ref, Abort> {
        let a = self.read(reg, object.to_value(), pc);
        if self.ir.ty(a) != Type::Value {
            return Err(Abort::PropertyOfPrimitive);
        }
        self.guard(Op::GuardCell { a }, pc);
        self.guard_structure(vm, a, object, pc);
        Ok(a)
    }

    /// Guards the cell traced as `a` (now `object`) to keep its structure, which the trace
    /// then keeps alive: a structure id is reused only once its structure is dead.
    pub(super) fn guard_structure(&mut self, vm: &Vm, a: Ref, object: ObjectRef, pc: usize) {
        self.cells.push(vm.heap.handle(Some(vm.structure_of(object).cell())));
        self.guard(Op::GuardStructure { a, id: object.structure_id().bits() }, pc);
    }

    /// An object the trace embeds as a constant, kept alive by the trace (from now on:
    /// the interpreter may collect while the recording goes on).
    pub(super) fn object_constant(&mut self, vm: &Vm, object: ObjectRef) -> Ref {
        self.cells.push(vm.heap.handle(Some(object.cell())));
        self.ir.const_value(object.to_value().bits())
    }

    /// The address base and displacement of property `offset` of `object` (traced as `a`).
    pub(super) fn slot_of(&mut self, a: Ref, object: ObjectRef, offset: vm::property::PropertyOffset) -> (Ref, i32) {
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
        let site = Get { dst, cache, pc };
        let entry = self.code.property_caches[cache as usize].get();
        if vm::StringRef::from_value(at.registers.get(base)).is_some() {
            return self.get_string_property(vm, site, base, name, entry, at);
        }
        let Some(object) = ObjectRef::from_value(at.registers.get(base)) else {
            return Err(Abort::PropertyOfPrimitive);
        };
        let answer = entry.get_for(object.structure_id());
        match answer {
            Some(CachedGet::ArrayLength) if object.js_type() == JSType::Array => {
                let a = self.read(base, object.to_value(), pc);
                self.guard(Op::GuardCell { a }, pc);
                self.guard(Op::GuardJsType { a, js_type: JSType::Array as u8 }, pc);
                let snapshot = self.snapshot(pc);
                let length = self.ir.emit(Op::ArrayLength { a }, Type::Int32, Some(snapshot));
                self.write(dst, length);
                return Ok(());
            }
            Some(CachedGet::Prototype { chain, offset }) => {
                self.object_with_structure(vm, base, object, pc)?;
                return self.get_from_prototype(vm, site, object, chain, offset);
            }
            _ => {}
        }
        if object.js_type() == JSType::TypedArray && self.typed_array_length(vm, dst, base, object, name, pc)? {
            return Ok(());
        }
        if let PropertyCache::PolymorphicOwn { structures, offsets, count } = entry {
            let cases: Vec<_> = structures.into_iter().zip(offsets).take(count as usize).collect();
            return self.get_polymorphic(vm, site, base, object, &cases);
        }
        let Some(CachedGet::Own(offset)) = answer else {
            return Err(Abort::PropertyNotCached);
        };
        let a = self.object_with_structure(vm, base, object, pc)?;
        self.load_slot(site, a, object, offset);
        Ok(())
    }

    /// `dst` = property slot `offset` of `object` (traced as `a`), unboxed to the type it
    /// holds now.
    fn load_slot(&mut self, site: Get, a: Ref, object: ObjectRef, offset: vm::property::PropertyOffset) {
        let Get { dst, cache, pc } = site;
        let (address, disp) = self.slot_of(a, object, offset);
        let loaded = self.ir.emit(Op::LoadField { base: address, disp }, Type::Value, None);
        let profile = self.code.value_profiles[cache as usize].get();
        let value = self.unbox_profiled(loaded, object.get_slot(offset), profile, pc);
        self.write(dst, value);
    }

    /// The prototypes `prototypes` as constants, each guarded to keep its structure; the
    /// last one's constant (`None` for none).
    pub(super) fn guard_prototypes(&mut self, vm: &Vm, prototypes: &[ObjectRef], pc: usize) -> Option<Ref> {
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
            return Err(Abort::StringOperandNotString);
        }
        self.guard(Op::GuardCell { a }, pc);
        self.guard(Op::GuardJsType { a, js_type: JSType::String as u8 }, pc);
        Ok(a)
    }

    /// A load at a site whose cache holds several receiver structures: the trace picks
    /// the slot by the receiver's structure among those whose slot is inline (and that are
    /// not dictionaries, whose ids change; the cache may even hold a retired id), and exits
    /// for any other.
    fn get_polymorphic(
        &mut self,
        vm: &Vm,
        site: Get,
        base: Reg,
        object: ObjectRef,
        cases: &[(vm::StructureId, vm::property::PropertyOffset)],
    ) -> Result<(), Abort> {
        let Get { dst, cache, pc } = site;
        let current = object.structure_id();
        let Some(&(_, current_offset)) = cases.iter().find(|&&(id, _)| id == current) else {
            return Err(Abort::PropertyNotCached);
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
            return Err(Abort::PolymorphicOutOfLine);
        }
        let a = self.read(base, object.to_value(), pc);
        if self.ir.ty(a) != Type::Value {
            return Err(Abort::PropertyOfPrimitive);
        }
        self.guard(Op::GuardCell { a }, pc);
        let cases = self.ir.polymorphic_cases(slots);
        let snapshot = self.snapshot(pc);
        let loaded = self.ir.emit(Op::LoadPolymorphic { a, cases }, Type::Value, Some(snapshot));
        let profile = self.code.value_profiles[cache as usize].get();
        let value = self.unbox_profiled(loaded, object.get_slot(current_offset), profile, pc);
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
        site: Get,
        base: Reg,
        name: JSValue,
        entry: PropertyCache,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let dst = site.dst;
        let pc = at.pc;
        let a = self.string_operand(base, at.registers.get(base), pc)?;
        if name.bits() == JSValue::from_cell(vm.names.length.cell()).bits() {
            let length = self.ir.emit(Op::StringLength { a }, Type::Int32, None);
            self.write(dst, length);
            return Ok(());
        }
        let prototype = vm.realm().intrinsic(vm::runtime::realm::Intrinsic::StringPrototype);
        let prototype = ObjectRef::from_value(prototype).ok_or(Abort::NoStringPrototype)?;
        let p = self.guard_prototypes(vm, &[prototype], pc).expect("a prototype");
        // The site's cache describes the prototype, as the interpreter's does.
        match entry.get_for(prototype.structure_id()) {
            Some(CachedGet::Own(offset)) => {
                self.load_slot(site, p, prototype, offset);
                Ok(())
            }
            Some(CachedGet::Prototype { chain, offset }) => self.get_from_prototype(vm, site, prototype, chain, offset),
            _ => Err(Abort::StringPropertyNotCached),
        }
    }

    /// A load the cache found on a prototype of `object` (whose structure the caller has
    /// guarded): every prototype up to the holder is guarded to keep its structure, then
    /// the holder's slot is loaded.
    fn get_from_prototype(
        &mut self,
        vm: &Vm,
        site: Get,
        object: ObjectRef,
        chain: PrototypeChain,
        offset: vm::property::PropertyOffset,
    ) -> Result<(), Abort> {
        let pc = site.pc;
        if chain.structures[0] != object.structure_id() {
            return Err(Abort::PrototypeNotCached);
        }
        let prototypes = cached_prototypes(&chain)?;
        let &holder = prototypes.last().ok_or(Abort::NoPrototype)?;
        let h = self.guard_prototypes(vm, &prototypes, pc).expect("a holder");
        self.load_slot(site, h, holder, offset);
        Ok(())
    }

    pub(super) fn put_by_id(&mut self, vm: &Vm, base: Reg, src: Reg, cache: u32, at: RecordPoint) -> Result<(), Abort> {
        let pc = at.pc;
        let Some(object) = ObjectRef::from_value(at.registers.get(base)) else {
            return Err(Abort::StoreOnPrimitive);
        };
        let entry = self.code.property_caches[cache as usize].get();
        let Some(offset) = entry.own_offset(object.structure_id()) else {
            return match entry {
                PropertyCache::Transition { from, to, offset, chain } if from == object.structure_id() => {
                    let transition = Transition { to, offset, chain };
                    self.put_by_id_transition(vm, base, src, object, transition, at)
                }
                _ => Err(Abort::StoreNotCachedOwn),
            };
        };
        let value = self.read(src, at.registers.get(src), pc);
        let a = self.object_with_structure(vm, base, object, pc)?;
        let (address, disp) = self.slot_of(a, object, offset);
        let value = self.boxed(value);
        self.ir.emit(Op::StoreField { base: address, disp, value, owner: a }, Type::None, None);
        Ok(())
    }

    /// A store that adds the property through the transition the site's cache holds (a
    /// constructor's `this.x = x`): the receiver's structure and those of its prototypes
    /// (which have no setter or read-only property of the name) are guarded, as the
    /// interpreter's cached put checks them, then the trace switches the structure and
    /// stores. The transition keeps the out-of-line capacity, so the slot exists already.
    fn put_by_id_transition(
        &mut self,
        vm: &Vm,
        base: Reg,
        src: Reg,
        object: ObjectRef,
        transition: Transition,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let pc = at.pc;
        let Transition { to, offset, chain } = transition;
        let prototypes = cached_prototypes(&chain)?;
        let target = vm.structure_by_id(to).ok_or(Abort::TransitionTargetGone)?;
        if target.indexing_type() != object.indexing_type() {
            return Err(Abort::TransitionChangesIndexing);
        }
        let value = self.read(src, at.registers.get(src), pc);
        let a = self.object_with_structure(vm, base, object, pc)?;
        self.guard_prototypes(vm, &prototypes, pc);
        self.cells.push(vm.heap.handle(Some(target.cell())));
        let value = self.boxed(value);
        self.ir.emit(Op::StoreStructure { a, id: to.bits() }, Type::None, None);
        self.ir.forget_structure_guards(a);
        self.ir.knows_structure(a, to.bits());
        let (address, disp) = self.slot_of(a, object, offset);
        self.ir.emit(Op::StoreField { base: address, disp, value, owner: a }, Type::None, None);
        Ok(())
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
        let object = ObjectRef::from_value(at.registers.get(base)).ok_or(Abort::LiteralNotObject)?;
        let PropertyCache::Transition { from, to, offset, .. } = self.code.property_caches[cache as usize].get() else {
            return Err(Abort::LiteralKeyNotCached);
        };
        if from != object.structure_id() {
            return Err(Abort::LiteralKeyCacheStale);
        }
        let target = vm.structure_by_id(to).ok_or(Abort::TransitionTargetGone)?;
        let SlotLocation::Inline(disp) = property_slot(object.js_type(), offset) else {
            return Err(Abort::LiteralKeyOutOfLine);
        };
        if target.indexing_type() != object.indexing_type() {
            return Err(Abort::TransitionChangesIndexing);
        }
        let value = self.read(src, at.registers.get(src), pc);
        let a = self.object_with_structure(vm, base, object, pc)?;
        self.cells.push(vm.heap.handle(Some(target.cell())));
        let value = self.boxed(value);
        self.ir.emit(Op::StoreStructure { a, id: to.bits() }, Type::None, None);
        self.ir.forget_structure_guards(a);
        self.ir.knows_structure(a, to.bits());
        self.ir.emit(Op::StoreField { base: a, disp, value, owner: a }, Type::None, None);
        Ok(())
    }
}

/// The prototypes a cached chain names, from the receiver's up, if each still has the
/// structure the cache saw.
fn cached_prototypes(chain: &PrototypeChain) -> Result<Vec<ObjectRef>, Abort> {
    (0..chain.depth as usize)
        .map(|depth| {
            let prototype = ObjectRef::from_value(JSValue::from_bits(chain.objects[depth] as u64))
                .ok_or(Abort::PrototypeNotObject)?;
            if prototype.structure_id() != chain.structures[depth + 1] {
                return Err(Abort::PrototypeCacheStale);
            }
            Ok(prototype)
        })
        .collect()
}
