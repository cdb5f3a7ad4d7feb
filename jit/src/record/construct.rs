//! Recording `new` (10.2.2 [[Construct]]): a constructor written in JavaScript (a
//! `function`, a base class or a derived class) is inlined like a call, with `new.target`
//! set; `new Array(n)` is computed inline; any other `new` (a native, a bound function, a
//! closure made anew) is called out to.
//!
//! A base constructor's `this` is allocated in the trace. The object is the one the
//! interpreter's OrdinaryCreateFromConstructor makes: an empty object of the root
//! structure of `F.prototype` (`Vm::new_object`). The recorder guards `F` (its identity and
//! structure) and the value of its own `prototype` slot, lets the interpreter make its
//! `this` first, and at the constructor's first instruction copies that object's
//! structure into an inline allocation, so the stores in the constructor take the same
//! transitions in the trace and in the interpreter.
//!
//! A derived constructor's `this` starts uninitialized (the empty value, as the
//! interpreter's frame has it) and is bound by `super(...)`: `SuperCall` is run for the
//! trace (`run_for_trace.rs`), which constructs the parent re-entrantly with `new.target`,
//! and `BindThis`, `CheckThisInitialized` and `CheckSuperNotCalled` are recorded here,
//! against what the trace knows of the `this` register or with a guard on its emptiness.
//!
//! The inlined frame is a construct frame: an exit inside it rebuilds one
//! (`SnapshotFrame`'s `construct`), whose return the interpreter turns into `this` unless
//! the constructor returned an object (or throws, for a derived one); the trace does the
//! same at its `Return`.

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

/// The `this` a construction being entered must start with.
#[derive(Clone, Copy)]
pub(super) enum NewThis {
    /// A base constructor's: an empty ordinary object whose prototype is the
    /// constructor's `prototype`.
    Allocate { prototype: ObjectRef },
    /// A derived constructor's: uninitialized until `super(...)` binds it (10.2.2 step 6:
    /// no OrdinaryCreateFromConstructor for a derived kind).
    Uninitialized,
}

impl Recorder {
    /// `new callee(...)`: inlined when the callee is a constructor in bytecode, computed
    /// inline for the intrinsics that construct (`new Array(n)`), called out to otherwise.
    pub(super) fn construct(&mut self, vm: &Vm, call: CallOperands, cache: Slot, at: RecordPoint) -> Result<(), Abort> {
        match self.intrinsic_call(vm, call, true, at) {
            Ok(true) => return Ok(()),
            Ok(false) => {}
            Err(_) => return self.call_out(call, true, at),
        }
        match self.inlinable_constructor(vm, call, cache, at) {
            Some((function, new)) => self.inline_construct(vm, call, function, new, at),
            None => self.call_out(call, true, at),
        }
    }

    /// The constructor `call` makes and how its `this` starts, when the trace inlines it:
    /// one [`Recorder::inlinable_new_this`] accepts, the same function every time at this
    /// site.
    fn inlinable_constructor(
        &self,
        vm: &Vm,
        call: CallOperands,
        cache: Slot,
        at: RecordPoint,
    ) -> Option<(ObjectRef, NewThis)> {
        let function = ObjectRef::from_value(at.registers.get(call.callee))?;
        if self.code.call_caches[cache.0 as usize].get().callees_differ {
            return None;
        }
        let new = self.inlinable_new_this(vm, function, function)?;
        Some((function, new))
    }

    /// How the `this` of a construction of `function` with new.target `new_target` starts,
    /// when the trace can inline it: `function` is a `function` or class of this realm
    /// written in JavaScript, within the inlining depth, and a base one's `new_target` has
    /// an object as its `prototype` (otherwise `this` gets the realm's
    /// `%Object.prototype%`, which the trace does not model; a derived constructor's parent
    /// reads `prototype` itself).
    pub(super) fn inlinable_new_this(&self, vm: &Vm, function: ObjectRef, new_target: ObjectRef) -> Option<NewThis> {
        if function.js_type() != JSType::Function
            || function.function_realm().map(|r| r.cell()) != Some(vm.realm().cell())
            || self.frames.len() >= super::call::MAX_INLINE_DEPTH
        {
            return None;
        }
        match function.function_executable().code().function_kind()? {
            FunctionKind::ClassConstructor { derived: true } => Some(NewThis::Uninitialized),
            FunctionKind::Normal | FunctionKind::ClassConstructor { derived: false } => {
                let (_, prototype) = self.prototype_slot(vm, new_target)?;
                Some(NewThis::Allocate { prototype: ObjectRef::from_value(prototype)? })
            }
            _ => None,
        }
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

    /// Guards the constructor and its `prototype` (a base one's), and records the call, to
    /// be followed into the constructor's frame once the interpreter has pushed it
    /// (`enter_call`, which allocates `this` first).
    fn inline_construct(
        &mut self,
        vm: &Vm,
        call: CallOperands,
        function: ObjectRef,
        new: NewThis,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let CallOperands { dst, callee, arguments, .. } = call;
        let pc = at.pc;
        let f = self.read(callee, function.to_value(), pc);
        self.guard(Op::GuardBits { a: f, bits: function.to_value().bits(), expect: true }, pc);
        self.cells.push(vm.heap.handle(Some(function.cell())));
        self.guard_new_target_prototype(vm, f, function, new, pc);
        let arguments = arguments.iter().map(|reg| self.read(reg, at.registers.get(reg), pc)).collect();
        let code = function.function_executable().shared_code();
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
            construct: Some(new),
            new_target: None,
            tail: false,
        });
        self.expected = [0; 2];
        Ok(())
    }

    /// For a base constructor's `this`, guards the `prototype` of new.target (`target`,
    /// traced as `t`) it is made from. `prototype` is writable: its slot is read and
    /// guarded every time (a function's structure does not change when it is assigned).
    pub(super) fn guard_new_target_prototype(&mut self, vm: &Vm, t: Ref, target: ObjectRef, new: NewThis, pc: usize) {
        let NewThis::Allocate { prototype } = new else { return };
        let (offset, _) = self.prototype_slot(vm, target).expect("checked by inlinable_new_this");
        self.guard_structure(vm, t, target, pc);
        let (address, disp) = self.slot_of(t, target, offset);
        let loaded = self.ir.emit(Op::LoadField { base: address, disp }, Type::Value, None);
        self.guard(Op::GuardBits { a: loaded, bits: prototype.to_value().bits(), expect: true }, pc);
        self.cells.push(vm.heap.handle(Some(prototype.cell())));
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
        let prototype = match new {
            NewThis::Allocate { prototype } => prototype,
            NewThis::Uninitialized if at.registers.get(Reg::THIS).is_empty() => {
                return Ok(self.ir.const_value(JSValue::EMPTY.bits()));
            }
            NewThis::Uninitialized => return Err(Abort::ConstructedThisUnexpected),
        };
        let object = ObjectRef::from_value(at.registers.get(Reg::THIS)).ok_or(Abort::ConstructedThisUnexpected)?;
        let structure = vm.structure_of(object);
        let fresh = object.js_type() == JSType::Object
            && structure.slots_used() == 0
            && structure.out_of_line_capacity() == 0
            && !structure.is_dictionary()
            && structure.prototype() == prototype.to_value();
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
    /// `value` if it is an object, `this` otherwise, with the guards that keep it so. A
    /// derived constructor (10.2.2 steps 10-12) that returns a primitive other than
    /// undefined throws a TypeError, and one whose `this` is still unbound a
    /// ReferenceError: the recorder leaves those to the interpreter (an abort here, an
    /// exit in the trace).
    pub(super) fn construct_result(
        &mut self,
        value: Ref,
        returned: JSValue,
        derived: bool,
        at: RecordPoint,
    ) -> Result<Ref, Abort> {
        let pc = at.pc;
        let throws = Err(Abort::Untraced(vm::bytecode::Opcode::Return, crate::abort::Untraced::Super));
        if self.ir.ty(value) != Type::Value {
            // A number or a boolean.
            return if derived { throws } else { self.bound_this(derived, at) };
        }
        if let Op::ConstValue { bits } = self.ir.op(value) {
            let returned = JSValue::from_bits(bits);
            if ObjectRef::from_value(returned).is_some() {
                return Ok(value);
            }
            return if derived && !returned.is_undefined() { throws } else { self.bound_this(derived, at) };
        }
        if let Some(cell) = returned.cell() {
            self.guard(Op::GuardCell { a: value }, pc);
            let js_type = vm::cell::js_type(cell);
            self.guard(Op::GuardJsType { a: value, js_type: js_type as u8 }, pc);
            if js_type.is_object() {
                return Ok(value);
            }
            return if derived { throws } else { self.bound_this(derived, at) };
        }
        if derived {
            if !returned.is_undefined() {
                return throws;
            }
            self.guard(Op::GuardBits { a: value, bits: JSValue::UNDEFINED.bits(), expect: true }, pc);
        } else if returned.is_undefined_or_null() {
            self.guard(Op::GuardNullish { a: value, expect: true }, pc);
        } else {
            // A boxed number or boolean keeps its type.
            self.unbox(value, returned, pc);
        }
        self.bound_this(derived, at)
    }

    /// The frame's `this` at its return, which a derived constructor must have bound
    /// (10.2.2 step 12: GetThisBinding throws a ReferenceError for an uninitialized one; a
    /// base constructor's was allocated as it was entered).
    fn bound_this(&mut self, derived: bool, at: RecordPoint) -> Result<Ref, Abort> {
        if derived {
            self.this_initialized(Reg::THIS, true, at)?;
        }
        Ok(self.read(Reg::THIS, at.registers.get(Reg::THIS), at.pc))
    }

    /// That register `src` holds `this` bound (`bound`) or still uninitialized (the empty
    /// value): nothing when the trace knows it, a guard on its emptiness otherwise. The
    /// other case throws, which the recorder leaves to the interpreter.
    pub(super) fn this_initialized(&mut self, src: Reg, bound: bool, at: RecordPoint) -> Result<(), Abort> {
        let current = at.registers.get(src);
        let throws = Err(Abort::Untraced(self.code.instructions[at.pc].opcode(), crate::abort::Untraced::Super));
        let value = self.read(src, current, at.pc);
        if self.ir.ty(value) != Type::Value {
            // A number or a boolean: bound.
            return if bound { Ok(()) } else { throws };
        }
        match self.ir.op(value) {
            Op::ConstValue { bits } => {
                return if JSValue::from_bits(bits).is_empty() != bound { Ok(()) } else { throws };
            }
            // A `this` the trace allocated (a base parent's, bound by `super(...)`).
            Op::AllocObject { .. } => return if bound { Ok(()) } else { throws },
            _ => {}
        }
        if current.is_empty() == bound {
            return throws;
        }
        let op = Op::GuardBits { a: value, bits: JSValue::EMPTY.bits(), expect: !bound };
        self.guard(op, at.pc);
        Ok(())
    }

    /// `BindThis src` (13.3.7.1 step 7, BindThisValue): `this` must still be uninitialized.
    pub(super) fn bind_this(&mut self, src: Reg, at: RecordPoint) -> Result<(), Abort> {
        self.this_initialized(Reg::THIS, false, at)?;
        let value = self.read(src, at.registers.get(src), at.pc);
        self.write(Reg::THIS, value);
        Ok(())
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
