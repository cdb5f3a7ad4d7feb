//! Bindings: scope slots (with their temporal dead zones), the scope chain itself, and
//! globals (cached). Names resolved at run time, for `with` and direct `eval`, are in
//! `names.rs`.

use std::cell::Cell;

use crate::bytecode::inline_cache::{GlobalCache, GlobalHolder};
use crate::bytecode::opcodes::{Count, Flag};
use crate::bytecode::{Const, Reg, Slot};
use crate::error::{JsResult, Message, Throw};
use crate::interpreter::Cursor;
use crate::property::PropertyKey;
use crate::runtime::scope::ScopeRef;
use crate::string::StringRef;
use crate::value::JSValue;
use crate::vm::Vm;

mod names;

impl Vm {
    /// The scope `depth` links out from `scope`.
    #[inline(always)]
    pub(crate) fn scope_at(&self, scope: JSValue, depth: u16) -> ScopeRef {
        let mut current = ScopeRef::from_value(scope).expect("compiled code names existing scopes");
        for _ in 0..depth {
            current = current.parent().expect("compiled code names existing scopes");
        }
        current
    }

    /// Throws the ReferenceError of a binding read in its temporal dead zone.
    pub(crate) fn throw_uninitialized(&mut self, name: JSValue) -> Throw {
        let name = StringRef::from_value(name).map_or_else(String::new, StringRef::to_string_lossy);
        self.throw_error_with(Message::UninitializedBinding, name)
    }

    /// The value of a global through `cache` alone, if the cache answers: a data property
    /// of the global object or a global lexical binding, read with no call out, so the
    /// instruction needs no pc saved nor its name loaded.
    #[inline(always)]
    fn cached_global(&self, cache: &Cell<GlobalCache>) -> Option<JSValue> {
        let GlobalCache::Hit { holder, structure, lexicals: lexicals_id, offset } = cache.get() else {
            return None;
        };
        let realm = self.realm();
        let lexicals = realm.global_lexicals();
        match holder {
            GlobalHolder::Lexicals if lexicals.structure_id() == structure => {
                Some(lexicals.get_slot(offset)).filter(|value| !value.is_empty())
            }
            GlobalHolder::Object
                if lexicals.structure_id() == lexicals_id && realm.global_object().structure_id() == structure =>
            {
                Some(realm.global_object().get_slot(offset))
            }
            _ => None,
        }
    }

    /// Reads a global binding (a global lexical, or a property of the global object) that
    /// `cached_global` did not answer, and caches it when it can.
    #[inline(never)]
    fn get_global_slow(&mut self, name: StringRef, cache: &Cell<GlobalCache>, for_typeof: bool) -> JsResult<JSValue> {
        let realm = self.realm();
        let key = PropertyKey::Atom(name);
        let lexicals = realm.global_lexicals();
        if let Some(slot) = self.get_own_property(lexicals, key) {
            if slot.value.is_empty() {
                return Err(self.throw_uninitialized(name.to_value()));
            }
            cache.set(GlobalCache::Hit {
                holder: GlobalHolder::Lexicals,
                structure: lexicals.structure_id(),
                lexicals: lexicals.structure_id(),
                offset: slot.offset.expect("a named slot"),
            });
            return Ok(slot.value);
        }
        let global = realm.global_object();
        if let Some(slot) = self.get_own_property(global, key)
            && !slot.attributes.is_accessor()
        {
            cache.set(GlobalCache::Hit {
                holder: GlobalHolder::Object,
                structure: global.structure_id(),
                lexicals: lexicals.structure_id(),
                offset: slot.offset.expect("a named slot"),
            });
            return Ok(slot.value);
        }
        if self.has_property(global, key)? {
            return self.get(global, key);
        }
        if for_typeof {
            return Ok(JSValue::UNDEFINED);
        }
        Err(self.throw_error_with(Message::NotDefined, name.to_string_lossy()))
    }

    /// Assigns a global binding (PutValue on a global reference).
    pub(crate) fn put_global(
        &mut self,
        name: StringRef,
        value: JSValue,
        cache: &Cell<GlobalCache>,
        strict: bool,
    ) -> JsResult<()> {
        if self.cached_put_global(value, cache) {
            return Ok(());
        }
        self.put_global_slow(name, value, cache, strict)
    }

    /// Assigns a global through `cache` alone, if the cache answers (true): an initialised
    /// global lexical binding, or a writable data property of the global object. No call
    /// out, so the instruction needs no pc saved nor its name loaded.
    #[inline(always)]
    fn cached_put_global(&self, value: JSValue, cache: &Cell<GlobalCache>) -> bool {
        let GlobalCache::Hit { holder, structure, lexicals: lexicals_id, offset } = cache.get() else {
            return false;
        };
        let realm = self.realm();
        let lexicals = realm.global_lexicals();
        match holder {
            GlobalHolder::Lexicals if lexicals.structure_id() == structure && !lexicals.get_slot(offset).is_empty() => {
                self.set_slot(lexicals, offset, value);
                true
            }
            GlobalHolder::Object
                if lexicals.structure_id() == lexicals_id && realm.global_object().structure_id() == structure =>
            {
                self.set_slot(realm.global_object(), offset, value);
                true
            }
            _ => false,
        }
    }

    /// `put_global` when the cache did not answer; caches what it can.
    #[inline(never)]
    fn put_global_slow(
        &mut self,
        name: StringRef,
        value: JSValue,
        cache: &Cell<GlobalCache>,
        strict: bool,
    ) -> JsResult<()> {
        let realm = self.realm();
        let lexicals = realm.global_lexicals();
        let key = PropertyKey::Atom(name);
        if let Some(slot) = self.get_own_property(lexicals, key) {
            if slot.value.is_empty() {
                return Err(self.throw_uninitialized(name.to_value()));
            }
            if !slot.attributes.is_writable() {
                return Err(self.throw_error_with(Message::ConstAssignment, name.to_string_lossy()));
            }
            let offset = slot.offset.expect("a named slot");
            self.set_slot(lexicals, offset, value);
            cache.set(GlobalCache::Hit {
                holder: GlobalHolder::Lexicals,
                structure: lexicals.structure_id(),
                lexicals: lexicals.structure_id(),
                offset,
            });
            return Ok(());
        }
        let global = realm.global_object();
        let value_root = self.root_value(value);
        if !self.has_property(global, key)? {
            if strict {
                return Err(self.throw_error_with(Message::NotDefined, name.to_string_lossy()));
            }
        } else if let Some(slot) = self.get_own_property(global, key)
            && slot.attributes.is_writable()
            && !slot.attributes.is_accessor()
        {
            let offset = slot.offset.expect("a named slot");
            self.set_slot(global, offset, value_root.get());
            cache.set(GlobalCache::Hit {
                holder: GlobalHolder::Object,
                structure: global.structure_id(),
                lexicals: lexicals.structure_id(),
                offset,
            });
            return Ok(());
        }
        self.put_value(global.to_value(), key, value_root.get(), strict)
    }

    /// Initialises a global lexical binding (its declaration ran).
    pub(crate) fn init_global_lexical(&mut self, name: StringRef, value: JSValue) -> JsResult<()> {
        let lexicals = self.realm().global_lexicals();
        let key = PropertyKey::Atom(name);
        let slot = self.get_own_property(lexicals, key).expect("global lexicals are declared before they run");
        self.set_slot(lexicals, slot.offset.expect("a named slot"), value);
        Ok(())
    }
}

// The instructions.
impl Vm {
    /// `GetScope`: `dst` = slot `slot` of the scope `depth` links out.
    #[inline(always)]
    pub(crate) fn op_get_scope(&mut self, cursor: Cursor, dst: Reg, depth: Count, slot: Count) {
        let r = cursor.registers;
        let scope = self.scope_at(r.get(Reg::SCOPE), depth);
        r.set(dst, scope.slot(slot as usize));
    }

    /// `GetScopeChecked`: `GetScope` of a binding that may be in its dead zone.
    #[inline(always)]
    pub(crate) fn op_get_scope_checked(
        &mut self,
        cursor: Cursor,
        dst: Reg,
        depth: Count,
        slot: Count,
        name: Const,
    ) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        let value = self.scope_at(r.get(Reg::SCOPE), depth).slot(slot as usize);
        if value.is_empty() {
            return Err(self.throw_uninitialized(code.constant(name.0)));
        }
        r.set(dst, value);
        Ok(())
    }

    /// `PutScope`: slot `slot` of the scope `depth` links out = `src`.
    #[inline(always)]
    pub(crate) fn op_put_scope(&mut self, cursor: Cursor, depth: Count, slot: Count, src: Reg) {
        let r = cursor.registers;
        let scope = self.scope_at(r.get(Reg::SCOPE), depth);
        self.set_scope_slot(scope, slot as usize, r.get(src));
    }

    /// `PutScopeChecked`: `PutScope` to a binding that may be in its dead zone.
    #[inline(always)]
    pub(crate) fn op_put_scope_checked(
        &mut self,
        cursor: Cursor,
        depth: Count,
        slot: Count,
        src: Reg,
        name: Const,
    ) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        let scope = self.scope_at(r.get(Reg::SCOPE), depth);
        if scope.slot(slot as usize).is_empty() {
            return Err(self.throw_uninitialized(code.constant(name.0)));
        }
        self.set_scope_slot(scope, slot as usize, r.get(src));
        Ok(())
    }

    /// `GetImport`: reads the imported binding the slot points to.
    #[inline(always)]
    pub(crate) fn op_get_import(
        &mut self,
        cursor: Cursor,
        dst: Reg,
        depth: Count,
        slot: Count,
        name: Const,
    ) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        let value = self.read_import(self.scope_at(r.get(Reg::SCOPE), depth).slot(slot as usize));
        if value.is_empty() {
            return Err(self.throw_uninitialized(code.constant(name.0)));
        }
        r.set(dst, value);
        Ok(())
    }

    /// `CheckTdz`: a ReferenceError if the binding in `src` is in its dead zone.
    #[inline(always)]
    pub(crate) fn op_check_tdz(&mut self, cursor: Cursor, src: Reg, name: Const) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        if r.get(src).is_empty() {
            return Err(self.throw_uninitialized(code.constant(name.0)));
        }
        Ok(())
    }

    /// `ThrowConstAssignment`: the TypeError of an assignment to a `const`.
    #[inline(always)]
    pub(crate) fn op_throw_const_assignment(&mut self, cursor: Cursor, name: Const) -> Throw {
        let code = cursor.code;
        let name = self.constant_atom(&code, name).to_string_lossy();
        self.throw_error_with(Message::ConstAssignment, name)
    }

    /// `PushScope`: a new declarative scope of the frame's `descriptor` becomes the current one.
    #[inline(always)]
    pub(crate) fn op_push_scope(&mut self, cursor: Cursor, descriptor: Slot) -> JsResult<()> {
        let r = cursor.registers;
        let executable = self.stack.frames.last().expect("a frame").executable;
        let scope = self.new_scope(r.get(Reg::SCOPE), executable, descriptor.0)?;
        r.set(Reg::SCOPE, scope.to_value());
        Ok(())
    }

    /// `PopScope`: the current scope's parent becomes the current one.
    #[inline(always)]
    pub(crate) fn op_pop_scope(&mut self, cursor: Cursor) {
        let r = cursor.registers;
        let scope = ScopeRef::from_value(r.get(Reg::SCOPE)).expect("a scope to pop");
        r.set(Reg::SCOPE, scope.parent().map_or(JSValue::NULL, |p| p.to_value()));
    }

    /// `CloneScope`: a copy of the current scope replaces it (a `for (let ...)` iteration).
    #[inline(always)]
    pub(crate) fn op_clone_scope(&mut self, cursor: Cursor) -> JsResult<()> {
        let r = cursor.registers;
        let scope = ScopeRef::from_value(r.get(Reg::SCOPE)).expect("a scope to clone");
        let copy = self.clone_scope(scope)?;
        r.set(Reg::SCOPE, copy.to_value());
        Ok(())
    }

    /// `PushWithScope`: a `with` scope for ToObject(`object`) becomes the current one.
    #[inline(always)]
    pub(crate) fn op_push_with_scope(&mut self, cursor: Cursor, object: Reg) -> JsResult<()> {
        let r = cursor.registers;
        let object = self.to_object(r.get(object))?;
        let scope = self.new_with_scope(r.get(Reg::SCOPE), object.to_value())?;
        r.set(Reg::SCOPE, scope.to_value());
        Ok(())
    }

    /// `GetGlobal`: reads the global `name` through the site's cache.
    #[inline(always)]
    pub(crate) fn op_get_global(&mut self, cursor: Cursor, dst: Reg, name: Const, cache: Slot) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        let cache = &code.global_caches[cache.0 as usize];
        let value = match self.cached_global(cache) {
            Some(value) => value,
            None => {
                self.save_pc(cursor.pc - 1);
                self.get_global_slow(self.constant_atom(&code, name), cache, false)?
            }
        };
        r.set(dst, value);
        Ok(())
    }

    /// `TypeOfGlobal`: `typeof name` of a global (undefined when there is none).
    #[inline(always)]
    pub(crate) fn op_type_of_global(&mut self, cursor: Cursor, dst: Reg, name: Const, cache: Slot) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        let cache = &code.global_caches[cache.0 as usize];
        let value = match self.cached_global(cache) {
            Some(value) => value,
            None => self.get_global_slow(self.constant_atom(&code, name), cache, true)?,
        };
        r.set(dst, self.type_of(value).to_value());
        Ok(())
    }

    /// `PutGlobal`: assigns the global `name` through the site's cache.
    #[inline(always)]
    pub(crate) fn op_put_global(
        &mut self,
        cursor: Cursor,
        name: Const,
        src: Reg,
        cache: Slot,
        strict: Flag,
    ) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        let (value, cache) = (r.get(src), &code.global_caches[cache.0 as usize]);
        if !self.cached_put_global(value, cache) {
            self.save_pc(cursor.pc - 1);
            self.put_global_slow(self.constant_atom(&code, name), value, cache, strict != 0)?;
        }
        Ok(())
    }

    /// `InitGlobalLexical`: initialises a global `let`, `const` or `class`.
    #[inline(always)]
    pub(crate) fn op_init_global_lexical(&mut self, cursor: Cursor, name: Const, src: Reg) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        self.init_global_lexical(self.constant_atom(&code, name), r.get(src))
    }

    /// `GetName`: reads a name resolved at run time.
    #[inline(always)]
    pub(crate) fn op_get_name(&mut self, cursor: Cursor, dst: Reg, name: Const) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        self.save_pc(cursor.pc - 1);
        let (value, _) = self.get_name(r.get(Reg::SCOPE), self.constant_atom(&code, name), false, code.strict)?;
        r.set(dst, value);
        Ok(())
    }

    /// `TypeOfName`: `typeof name` of a name resolved at run time.
    #[inline(always)]
    pub(crate) fn op_type_of_name(&mut self, cursor: Cursor, dst: Reg, name: Const) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        let (value, _) = self.get_name(r.get(Reg::SCOPE), self.constant_atom(&code, name), true, code.strict)?;
        r.set(dst, self.type_of(value).to_value());
        Ok(())
    }

    /// `GetNameWithThis`: `GetName` for a call, with the `this` the binding gives it.
    #[inline(always)]
    pub(crate) fn op_get_name_with_this(&mut self, cursor: Cursor, dst: Reg, this: Reg, name: Const) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        self.save_pc(cursor.pc - 1);
        let (value, receiver) =
            self.get_name(r.get(Reg::SCOPE), self.constant_atom(&code, name), false, code.strict)?;
        r.set(dst, value);
        r.set(this, receiver);
        Ok(())
    }

    /// `ResolveName`: where `name` is bound, for the `GetNameAt`/`PutNameAt` of an assignment.
    #[inline(always)]
    pub(crate) fn op_resolve_name(&mut self, cursor: Cursor, dst: Reg, name: Const) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        self.save_pc(cursor.pc - 1);
        let base = self.resolve_name_base(r.get(Reg::SCOPE), self.constant_atom(&code, name))?;
        r.set(dst, base);
        Ok(())
    }

    /// `GetNameAt`: reads `name` where `ResolveName` found it.
    #[inline(always)]
    pub(crate) fn op_get_name_at(&mut self, cursor: Cursor, dst: Reg, base: Reg, name: Const) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        self.save_pc(cursor.pc - 1);
        let value = self.get_name_at(r.get(base), self.constant_atom(&code, name))?;
        r.set(dst, value);
        Ok(())
    }

    /// `PutNameAt`: assigns `name` where `ResolveName` found it.
    #[inline(always)]
    pub(crate) fn op_put_name_at(
        &mut self,
        cursor: Cursor,
        base: Reg,
        name: Const,
        src: Reg,
        strict: Flag,
    ) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        self.save_pc(cursor.pc - 1);
        self.put_name_at(r.get(base), self.constant_atom(&code, name), r.get(src), strict != 0)?;
        Ok(())
    }

    /// `PutName`: assigns a name resolved at run time.
    #[inline(always)]
    pub(crate) fn op_put_name(&mut self, cursor: Cursor, name: Const, src: Reg, strict: Flag) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        self.save_pc(cursor.pc - 1);
        self.put_name(r.get(Reg::SCOPE), self.constant_atom(&code, name), r.get(src), strict != 0)?;
        Ok(())
    }

    /// `InitName`: declares and initialises a `var` of sloppy direct eval code.
    #[inline(always)]
    pub(crate) fn op_init_name(&mut self, cursor: Cursor, name: Const, src: Reg) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        self.init_name(r.get(Reg::SCOPE), self.constant_atom(&code, name), r.get(src))
    }

    /// `CheckEvalDeclaration`: whether eval code may declare `name` (see `check_eval_declaration`).
    #[inline(always)]
    pub(crate) fn op_check_eval_declaration(&mut self, cursor: Cursor, name: Const, function: Flag) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        let name = self.constant_atom(&code, name);
        self.check_eval_declaration(r.get(Reg::SCOPE), name, function != 0)
    }

    /// `DeclareName`: declares a `var` of sloppy direct eval code.
    #[inline(always)]
    pub(crate) fn op_declare_name(&mut self, cursor: Cursor, name: Const) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        self.declare_name(r.get(Reg::SCOPE), self.constant_atom(&code, name))
    }

    /// `DeleteName`: `delete name` in sloppy code.
    #[inline(always)]
    pub(crate) fn op_delete_name(&mut self, cursor: Cursor, dst: Reg, name: Const) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        let deleted = self.delete_name(r.get(Reg::SCOPE), self.constant_atom(&code, name))?;
        r.set(dst, JSValue::from_bool(deleted));
        Ok(())
    }
}
