//! Recording scope slots and globals (the interpreter's `ops/scope.rs`): a global goes
//! through its cache to the holder's slot, whose layout is guarded; a scope slot is a load
//! from the scope object `depth` links out.

use vm::bytecode::Reg;
use vm::bytecode::inline_cache::{GlobalCache, GlobalHolder};
use vm::layout::{SCOPE_PARENT_OFFSET, SCOPE_SLOTS_OFFSET};
use vm::runtime::scope::ScopeRef;
use vm::tier::RecordPoint;
use vm::{JSValue, Vm};

use super::Recorder;
use crate::abort::Abort;
use crate::ir::{Op, Ref, Type};

impl Recorder {
    /// The holder of a cached global binding, guarded to still be laid out as cached; with
    /// the slot's displacement and current value.
    pub(super) fn global_slot(
        &mut self,
        cache: u32,
        vm: &Vm,
        pc: usize,
    ) -> Result<(Ref, Ref, i32, JSValue, bool), Abort> {
        let GlobalCache::Hit { holder, structure, lexicals: lexicals_id, offset } =
            self.code.global_caches[cache as usize].get()
        else {
            return Err(Abort::GlobalNotCached);
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
            return Err(Abort::GlobalCacheStale);
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
    pub(super) fn scope(&mut self, depth: u16, at: RecordPoint) -> Result<(Ref, ScopeRef), Abort> {
        let current = at.registers.get(Reg::SCOPE);
        let mut scope = ScopeRef::from_value(current).ok_or(Abort::NoScope)?;
        let mut traced = self.read(Reg::SCOPE, current, at.pc);
        for _ in 0..depth {
            scope = scope.parent().ok_or(Abort::ScopeChainTooShort)?;
            traced = self.ir.emit(Op::LoadField { base: traced, disp: SCOPE_PARENT_OFFSET as i32 }, Type::Value, None);
        }
        if scope.kind() != vm::runtime::scope::ScopeKind::Declarative {
            return Err(Abort::WithScope);
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

    /// `CheckTdz`: a binding in its dead zone holds the empty value, and throws.
    pub(super) fn check_tdz(&mut self, src: Reg, at: RecordPoint) {
        let value = at.registers.get(src);
        let a = self.read(src, value, at.pc);
        if self.ir.ty(a) == Type::Value {
            self.guard(Op::GuardNotEmpty { a }, at.pc);
        }
    }
}
