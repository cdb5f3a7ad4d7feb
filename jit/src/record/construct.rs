//! Recording `new` (10.2.2 [[Construct]]): a base constructor written in JavaScript (a
//! `function` or a `class` that extends nothing) is inlined like a call, with `this`
//! allocated in the trace and `new.target` set; `new Array(n)` is computed inline; any
//! other `new` (a native, a bound function, a derived class, a closure made anew) is called
//! out to.
//!
//! The object the trace allocates is the one the interpreter's OrdinaryCreateFromConstructor
//! makes: an empty object of the root structure of `F.prototype` (`Vm::new_object`). The
//! recorder guards `F` (its identity and structure) and the value of its own `prototype`
//! slot, lets the interpreter make its `this` first, and at the constructor's first
//! instruction copies that object's structure into an inline allocation, so the stores in
//! the constructor take the same transitions in the trace and in the interpreter. The
//! inlined frame is a construct frame: an exit inside it rebuilds one (`SnapshotFrame`'s
//! `construct`), whose return the interpreter turns into `this` unless the constructor
//! returned an object; the trace does the same at its `Return`.

use vm::bytecode::{FunctionKind, Reg, Slot};
use vm::cell::JSType;
use vm::runtime::function::FUNCTION_FIELD_INITIALIZER;
use vm::tier::RecordPoint;
use vm::{JSValue, ObjectRef, PropertyKey, Vm};

use super::Recorder;
use super::call::{CallOperands, CallResult, PendingCall};
use crate::abort::Abort;
use crate::backend::call_out::{CallTarget, WINDOW_HEADER};
use crate::ir::{CallEffect, Op, Ref, Type};

/// The `this` a construction being entered must start with: an empty ordinary object whose
/// prototype is the constructor's `prototype`.
#[derive(Clone, Copy)]
pub(super) struct NewThis {
    prototype: ObjectRef,
}

impl Recorder {
    /// `new callee(...)`: inlined when the callee is a base constructor in bytecode, computed
    /// inline for the intrinsics that construct (`new Array(n)`), called out to otherwise.
    pub(super) fn construct(&mut self, vm: &Vm, call: CallOperands, cache: Slot, at: RecordPoint) -> Result<(), Abort> {
        match self.intrinsic_call(vm, call, true, at) {
            Ok(true) => return Ok(()),
            Ok(false) => {}
            Err(_) => return self.call_out(call, true, at),
        }
        match self.inlinable_constructor(vm, call, cache, at) {
            Some((function, prototype)) => self.inline_construct(vm, call, function, prototype, at),
            None => self.call_out(call, true, at),
        }
    }

    /// The constructor `call` makes and its `prototype`, when the trace inlines it: a
    /// `function` or base class of this realm, the same function every time at this site,
    /// within the inlining depth, whose `prototype` is an object (otherwise `this` gets
    /// the realm's `%Object.prototype%`, which the trace does not model).
    fn inlinable_constructor(
        &self,
        vm: &Vm,
        call: CallOperands,
        cache: Slot,
        at: RecordPoint,
    ) -> Option<(ObjectRef, ObjectRef)> {
        let function = ObjectRef::from_value(at.registers.get(call.callee))?;
        if function.js_type() != JSType::Function
            || function.function_realm().map(|r| r.cell()) != Some(vm.realm().cell())
            || self.code.call_caches[cache.0 as usize].get().callees_differ
            || self.frames.len() >= super::call::MAX_INLINE_DEPTH
        {
            return None;
        }
        let kind = function.function_executable().code().function_kind()?;
        if !matches!(kind, FunctionKind::Normal | FunctionKind::ClassConstructor { derived: false }) {
            return None;
        }
        let (_, prototype) = self.prototype_slot(vm, function)?;
        Some((function, ObjectRef::from_value(prototype)?))
    }

    /// The offset and value of `function`'s own `prototype`, a data property.
    fn prototype_slot(&self, vm: &Vm, function: ObjectRef) -> Option<(vm::property::PropertyOffset, JSValue)> {
        let key = PropertyKey::Atom(vm.names.prototype).named()?;
        let entry = vm.structure_of(function).get(key)?;
        if entry.attributes.is_accessor() {
            return None;
        }
        Some((entry.offset, function.get_slot(entry.offset)))
    }

    /// Guards the constructor and its `prototype`, and records the call, to be followed
    /// into the constructor's frame once the interpreter has pushed it (`enter_call`,
    /// which allocates `this` first).
    fn inline_construct(
        &mut self,
        vm: &Vm,
        call: CallOperands,
        function: ObjectRef,
        prototype: ObjectRef,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let CallOperands { dst, callee, first, argc } = call;
        let pc = at.pc;
        let f = self.read(callee, function.to_value(), pc);
        self.guard(Op::GuardBits { a: f, bits: function.to_value().bits(), expect: true }, pc);
        self.cells.push(vm.heap.handle(Some(function.cell())));
        // `prototype` is writable: its slot is read and guarded every time (a function's
        // structure does not change when it is assigned).
        let (offset, _) = self.prototype_slot(vm, function).expect("checked by inlinable_constructor");
        self.guard_structure(vm, f, function, pc);
        let (address, disp) = self.slot_of(f, function, offset);
        let loaded = self.ir.emit(Op::LoadField { base: address, disp }, Type::Value, None);
        self.guard(Op::GuardBits { a: loaded, bits: prototype.to_value().bits(), expect: true }, pc);
        self.cells.push(vm.heap.handle(Some(prototype.cell())));
        let arguments = (0..argc)
            .map(|i| {
                let reg = first.offset(1 + i);
                self.read(reg, at.registers.get(reg), pc)
            })
            .collect();
        let code = function.function_executable().code();
        // `this` is allocated when the frame is entered: until then, a placeholder.
        let this = self.ir.const_value(JSValue::UNDEFINED.bits());
        self.pending_call = Some(PendingCall {
            function,
            callee: f,
            scope: None,
            code,
            this,
            arguments,
            dst,
            call_pc: pc,
            construct: Some(NewThis { prototype }),
            tail: false,
        });
        self.expected = [0; 2];
        Ok(())
    }

    /// The `this` of the construction `call`, whose frame the interpreter just pushed with
    /// its own `this` made (in `at`'s registers): the trace allocates one of the same
    /// structure inline. An empty free list exits before the `new`, which the interpreter
    /// then runs (H1). The caller's frame is still the recorder's.
    pub(super) fn allocate_this(
        &mut self,
        vm: &mut Vm,
        new: NewThis,
        call: &PendingCall,
        at: RecordPoint,
    ) -> Result<Ref, Abort> {
        let object = ObjectRef::from_value(at.registers.get(Reg::THIS)).ok_or(Abort::ConstructedThisUnexpected)?;
        let structure = vm.structure_of(object);
        let fresh = object.js_type() == JSType::Object
            && structure.slots_used() == 0
            && structure.out_of_line_capacity() == 0
            && !structure.is_dictionary()
            && structure.prototype() == new.prototype.to_value();
        if !fresh {
            return Err(Abort::ConstructedThisUnexpected);
        }
        let (allocator, size) = vm.allocator_for_objects_of(structure).ok_or(Abort::ObjectTooBig)?;
        self.cells.push(vm.heap.handle(Some(structure.cell())));
        let header = Vm::fresh_object_header(structure);
        let snapshot = self.snapshot(call.call_pc);
        let op = Op::AllocObject { allocator: allocator as u64, size: size as u32, header };
        let this = self.ir.emit(op, Type::Value, Some(snapshot));
        // The trace knows what it allocated: its stores need no guards on it.
        self.ir.knows_structure(this, structure.id().bits());
        Ok(this)
    }

    /// The result of the construction whose frame returns `value` (holding `returned`):
    /// `value` if it is an object, `this` otherwise, with the guards that keep it so.
    pub(super) fn construct_result(&mut self, value: Ref, returned: JSValue, at: RecordPoint) -> Ref {
        let pc = at.pc;
        let this = self.read(Reg::THIS, at.registers.get(Reg::THIS), pc);
        if self.ir.ty(value) != Type::Value {
            // A number or a boolean.
            return this;
        }
        if let Op::ConstValue { bits } = self.ir.op(value) {
            return if ObjectRef::from_value(JSValue::from_bits(bits)).is_some() { value } else { this };
        }
        if let Some(cell) = returned.cell() {
            self.guard(Op::GuardCell { a: value }, pc);
            let js_type = vm::cell::js_type(cell);
            self.guard(Op::GuardJsType { a: value, js_type: js_type as u8 }, pc);
            return if js_type.is_object() { value } else { this };
        }
        if returned.is_undefined_or_null() {
            self.guard(Op::GuardNullish { a: value, expect: true }, pc);
        } else {
            // A boxed number or boolean keeps its type.
            self.unbox(value, returned, pc);
        }
        this
    }

    /// `InitializeFields` at the start of a class constructor the trace inlined: nothing
    /// for a class without fields, a call out of its field initializer otherwise (with
    /// `this`, as the interpreter's `Vm::call` of it).
    pub(super) fn initialize_fields(
        &mut self,
        vm: &Vm,
        constructor: Reg,
        this: Reg,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let pc = at.pc;
        let value = at.registers.get(constructor);
        let f = self.read(constructor, value, pc);
        // The constructor is a constant of the trace (inlined by identity): its
        // initializer, set when the class was made, is too.
        let function = ObjectRef::from_value(value).filter(|f| f.js_type() == JSType::Function);
        let (Some(function), Op::ConstValue { .. }) = (function, self.ir.op(f)) else {
            return Err(Abort::FieldsOfUnknownClass);
        };
        let initializer = function.internal(FUNCTION_FIELD_INITIALIZER);
        if initializer.is_undefined() {
            return Ok(());
        }
        let initializer = ObjectRef::from_value(initializer).ok_or(Abort::FieldsOfUnknownClass)?;
        let callee = self.object_constant(vm, initializer);
        let this = self.read(this, at.registers.get(this), pc);
        let undefined = self.ir.const_value(JSValue::UNDEFINED.bits());
        for (index, value) in [callee, this, undefined].into_iter().enumerate() {
            self.ir.emit(Op::CallArgument { index: index as u16, value }, Type::None, None);
        }
        self.call_window = self.call_window.max(WINDOW_HEADER);
        let inlined = !self.frames.is_empty();
        let (_, effect) = self.emit_call_out(CallTarget::Function { argc: 0 }, CallEffect::Reenters, inlined, pc);
        self.call_result = Some(CallResult { written: Vec::new(), may_invalidate: effect.may_collect(), branch: None });
        Ok(())
    }
}
