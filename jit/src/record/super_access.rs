//! Recording `super.name` in methods (the interpreter's `GetSuperBase` and
//! `GetByIdWithThis`): the base is the prototype of the method's home object, a constant
//! while the method is the one recorded and the home object keeps its structure (which
//! holds its prototype); the property is a data property found up the base's chain,
//! loaded from its holder with every structure on the way guarded, as a cached prototype
//! load is. Getters and anything else are run by the interpreter for the trace.

use vm::bytecode::Reg;
use vm::cell::JSType;
use vm::property::PropertyKey;
use vm::runtime::function::FUNCTION_HOME_OBJECT;
use vm::runtime::object_ops::is_ordinary;
use vm::tier::RecordPoint;
use vm::{JSValue, ObjectRef, StringRef, Vm};

use super::Recorder;
use crate::abort::Abort;
use crate::ir::{Op, Type};

/// An object whose own properties its structure describes (no exotic [[Get]]).
fn plain(object: ObjectRef) -> bool {
    let js_type = object.js_type();
    js_type == JSType::Array || is_ordinary(js_type)
}

impl Recorder {
    /// `GetSuperBase dst, function`: HomeObject.[[GetPrototypeOf]]() of the method in
    /// `function`.
    pub(super) fn super_base(&mut self, vm: &Vm, dst: Reg, function: Reg, at: RecordPoint) -> Result<(), Abort> {
        let pc = at.pc;
        let value = at.registers.get(function);
        let method = ObjectRef::from_value(value).filter(|f| f.js_type() == JSType::Function);
        let home = method.and_then(|method| ObjectRef::from_value(method.internal(FUNCTION_HOME_OBJECT)));
        let Some(home) = home.filter(|&home| plain(home)) else { return Err(Abort::SuperPropertyNotData) };
        let f = self.read(function, value, pc);
        if !matches!(self.ir.op(f), Op::ConstValue { .. }) {
            self.guard(Op::GuardBits { a: f, bits: value.bits(), expect: true }, pc);
        }
        let h = self.object_constant(vm, home);
        self.guard_structure(vm, h, home, pc);
        let base = match ObjectRef::from_value(vm.structure_of(home).prototype()) {
            Some(prototype) => self.object_constant(vm, prototype),
            None => self.constant(JSValue::NULL),
        };
        self.write(dst, base);
        Ok(())
    }

    /// `GetByIdWithThis dst, base, this, name` (`super.name`): a data property of `base`
    /// or a prototype of it. The receiver matters only to a getter, which is not traced.
    pub(super) fn get_by_id_with_this(
        &mut self,
        vm: &Vm,
        dst: Reg,
        base: Reg,
        name: JSValue,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let pc = at.pc;
        let (Some(base_object), Some(name)) =
            (ObjectRef::from_value(at.registers.get(base)), StringRef::from_value(name))
        else {
            return Err(Abort::SuperPropertyNotData);
        };
        let key = PropertyKey::Atom(name);
        // The objects from `base` to the holder, each plain and (but the holder) without the
        // property.
        let mut chain = vec![base_object];
        let slot = loop {
            let object = *chain.last().expect("the chain starts at the base");
            if !plain(object) {
                return Err(Abort::SuperPropertyNotData);
            }
            if let Some(slot) = vm.get_own_property(object, key) {
                break slot;
            }
            let next = ObjectRef::from_value(vm.structure_of(object).prototype());
            chain.push(next.ok_or(Abort::SuperPropertyNotData)?);
        };
        let Some(offset) = slot.offset.filter(|_| !slot.attributes.is_accessor()) else {
            return Err(Abort::SuperPropertyNotData);
        };
        let a = self.object_with_structure(vm, base, base_object, pc)?;
        let holder = self.guard_prototypes(vm, &chain[1..], pc).unwrap_or(a);
        let (address, disp) = self.slot_of(holder, slot.holder, offset);
        let loaded = self.ir.emit(Op::LoadField { base: address, disp }, Type::Value, None);
        let value = self.unbox(loaded, slot.value, pc);
        self.write(dst, value);
        Ok(())
    }
}
