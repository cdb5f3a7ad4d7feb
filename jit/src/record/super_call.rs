//! Recording `super(...)` (13.3.7.1 SuperCall) in a derived constructor the trace
//! inlined: a parent written in JavaScript is inlined as a construct frame of its own,
//! with new.target the derived class (so a base parent allocates `this` in the trace from
//! new.target's `prototype`, as OrdinaryCreateFromConstructor does, and a derived one
//! starts with `this` uninitialized and goes on up). Any other parent (a native such as
//! `Array` or `Error`, a bound function, another realm's) fails this recording, and the
//! `SuperCall` is run for the trace instead (`run_for_trace.rs`), which constructs it
//! re-entrantly. `BindThis` after it is `construct.rs`'s.

use vm::bytecode::Reg;
use vm::cell::JSType;
use vm::tier::RecordPoint;
use vm::{JSValue, ObjectRef, Vm};

use super::Recorder;
use super::call::PendingCall;
use crate::abort::{Abort, Untraced};
use crate::ir::Op;

/// The operands of `SuperCall`: the result's register, the active function's, new.target's,
/// and the `argc` arguments from `first`.
#[derive(Clone, Copy)]
pub(super) struct SuperCallOperands {
    pub(super) dst: Reg,
    pub(super) function: Reg,
    pub(super) new_target: Reg,
    pub(super) first: Reg,
    pub(super) argc: u16,
}

impl Recorder {
    /// `SuperCall`: steps 2-6 (GetSuperConstructor, ArgumentListEvaluation, Construct),
    /// followed into the parent's frame once the interpreter has pushed it.
    pub(super) fn super_call(&mut self, vm: &Vm, call: SuperCallOperands, at: RecordPoint) -> Result<(), Abort> {
        let SuperCallOperands { dst, function, new_target, first, argc } = call;
        let pc = at.pc;
        let not_inlined = Err(Abort::Untraced(vm::bytecode::Opcode::SuperCall, Untraced::Super));
        let (Some(active), Some(target)) =
            (ObjectRef::from_value(at.registers.get(function)), ObjectRef::from_value(at.registers.get(new_target)))
        else {
            return not_inlined;
        };
        // Both are constants of the trace: the constructors it inlined by identity.
        let f = self.read(function, active.to_value(), pc);
        let t = self.read(new_target, target.to_value(), pc);
        if !matches!(self.ir.op(f), Op::ConstValue { .. }) || !matches!(self.ir.op(t), Op::ConstValue { .. }) {
            return not_inlined;
        }
        // GetSuperConstructor: the active function's [[Prototype]], which its structure
        // holds (Object.setPrototypeOf gives it another one; a dictionary's may change in
        // place, so it is not trusted).
        let structure = vm.structure_of(active);
        if active.js_type() != JSType::Function || structure.is_dictionary() {
            return not_inlined;
        }
        let Some(parent) = ObjectRef::from_value(structure.prototype()) else { return not_inlined };
        let Some(new) = self.inlinable_new_this(vm, parent, target) else { return not_inlined };
        self.guard_structure(vm, f, active, pc);
        self.guard_new_target_prototype(vm, t, target, new, pc);
        let arguments = (0..argc)
            .map(|i| {
                let reg = first.offset(i);
                self.read(reg, at.registers.get(reg), pc)
            })
            .collect();
        let callee = self.object_constant(vm, parent);
        // `this` is allocated (or left uninitialized) when the frame is entered.
        let this = self.ir.const_value(JSValue::UNDEFINED.bits());
        self.pending_call = Some(PendingCall {
            function: parent,
            callee,
            scope: None,
            code: parent.function_executable().shared_code(),
            this,
            arguments,
            dst,
            call_pc: pc,
            construct: Some(new),
            new_target: Some(t),
            tail: false,
        });
        self.expected = [0; 2];
        Ok(())
    }
}
