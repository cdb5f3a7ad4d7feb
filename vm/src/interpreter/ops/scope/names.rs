//! Names resolved at run time: the scope chain searched by name, as `with` statements and
//! sloppy direct `eval` require (ResolveBinding, GetValue and PutValue of such references),
//! and the `var`s that eval code declares.

use std::cell::Cell;

use crate::bytecode::inline_cache::GlobalCache;
use crate::error::{JsResult, Message};
use crate::object::ObjectRef;
use crate::property::{Attributes, PropertyKey};
use crate::runtime::descriptor::PropertyDescriptor;
use crate::runtime::scope::{ScopeKind, ScopeRef};
use crate::string::StringRef;
use crate::value::JSValue;
use crate::vm::Vm;

/// Where a name resolved to at run time.
#[derive(Clone, Copy, Debug)]
enum Binding {
    /// A slot of a declarative scope (`constant` when assigning throws).
    Slot { scope: ScopeRef, slot: usize, constant: bool },
    /// A property of an object: a `with` object (`this` is the object for calls), a var
    /// scope's extension object, or the global object.
    Object { object: ObjectRef, with: bool },
    /// A global `let`, `const` or `class`.
    GlobalLexical { constant: bool },
    /// Nowhere.
    Unresolved,
}

impl Vm {
    /// Finds where `name` is bound, from `scope` outwards (ResolveBinding).
    fn resolve_name(&mut self, scope: JSValue, name: StringRef) -> JsResult<Binding> {
        let key = PropertyKey::Atom(name);
        let key_root = self.rooted(name);
        // `this` and the other bindings the compiler names for eval are never properties
        // of a `with` object.
        let special = self.is_special_binding_name(name);
        let mut current = ScopeRef::from_value(scope);
        while let Some(scope) = current {
            match scope.kind() {
                ScopeKind::With if special => {}
                ScopeKind::With => {
                    let object = ObjectRef::from_value(scope.object()).expect("a with scope has an object");
                    let scope_root = self.rooted(scope);
                    if self.has_property(object, key)? && !self.is_unscopable(object, key)? {
                        return Ok(Binding::Object { object, with: true });
                    }
                    current = scope_root.get().parent();
                    continue;
                }
                ScopeKind::Declarative => {
                    if let Some(of) = scope.descriptor() {
                        let (descriptor, code) = (of.get(), of.code());
                        if let Some(slot) =
                            descriptor.names.iter().position(|&n| code.constant(n) == key_root.get().to_value())
                        {
                            return Ok(Binding::Slot { scope, slot, constant: descriptor.constants[slot] });
                        }
                    }
                    if let Some(extension) = ObjectRef::from_value(scope.object())
                        && self.get_own_property(extension, key).is_some()
                    {
                        return Ok(Binding::Object { object: extension, with: false });
                    }
                }
            }
            current = scope.parent();
        }
        if special {
            return Ok(Binding::Unresolved);
        }
        let realm = self.realm();
        if let Some(slot) = self.get_own_property(realm.global_lexicals(), key) {
            return Ok(Binding::GlobalLexical { constant: !slot.attributes.is_writable() });
        }
        let global = realm.global_object();
        if self.has_property(global, key)? {
            return Ok(Binding::Object { object: global, with: false });
        }
        Ok(Binding::Unresolved)
    }

    /// Whether `name` is one of the bindings the compiler makes for `this`, `new.target` and
    /// the active function (names no identifier can spell).
    fn is_special_binding_name(&self, name: StringRef) -> bool {
        name == self.names.this || name == self.names.new_target || name == self.names.active_function
    }

    /// Whether `object[@@unscopables][key]` hides a `with` binding.
    fn is_unscopable(&mut self, object: ObjectRef, key: PropertyKey) -> JsResult<bool> {
        let unscopables = self.get(object, PropertyKey::Symbol(self.symbols.unscopables))?;
        match ObjectRef::from_value(unscopables) {
            Some(unscopables) => {
                let blocked = self.get(unscopables, key)?;
                Ok(self.to_boolean(blocked))
            }
            None => Ok(false),
        }
    }

    /// Reads a name resolved at run time; `this` for a call of it as well.
    pub(crate) fn get_name(
        &mut self,
        scope: JSValue,
        name: StringRef,
        for_typeof: bool,
        strict: bool,
    ) -> JsResult<(JSValue, JSValue)> {
        let name_root = self.rooted(name);
        match self.resolve_name(scope, name)? {
            Binding::Slot { scope, slot, .. } => {
                let value = scope.slot(slot);
                if value.is_empty() {
                    return Err(self.throw_uninitialized(name_root.get().to_value()));
                }
                Ok((value, JSValue::UNDEFINED))
            }
            Binding::Object { object, with } => {
                let object_root = self.rooted(object);
                // 9.1.1.2.6 GetBindingValue, 2-3: HasProperty again (a proxy sees it), and a
                // binding that went away meanwhile (`Symbol.unscopables` getters run user
                // code) is undefined, or a ReferenceError in strict code.
                if with && !self.has_property(object, PropertyKey::Atom(name_root.get()))? {
                    if strict {
                        return Err(self.throw_error_with(Message::NotDefined, name_root.get().to_string_lossy()));
                    }
                    return Ok((JSValue::UNDEFINED, object_root.get().to_value()));
                }
                let value = self.get(object_root.get(), PropertyKey::Atom(name_root.get()))?;
                let this = if with { object_root.get().to_value() } else { JSValue::UNDEFINED };
                Ok((value, this))
            }
            Binding::GlobalLexical { .. } => {
                let lexicals = self.realm().global_lexicals();
                let value =
                    self.get_own_property(lexicals, PropertyKey::Atom(name_root.get())).expect("resolved").value;
                if value.is_empty() {
                    return Err(self.throw_uninitialized(name_root.get().to_value()));
                }
                Ok((value, JSValue::UNDEFINED))
            }
            // Eval code at the top level of a script: `this` is the global `this`, and
            // there is no `new.target` or active function.
            Binding::Unresolved if name_root.get() == self.names.this => {
                Ok((self.realm().global_object().to_value(), JSValue::UNDEFINED))
            }
            Binding::Unresolved if self.is_special_binding_name(name_root.get()) => {
                Ok((JSValue::UNDEFINED, JSValue::UNDEFINED))
            }
            Binding::Unresolved if for_typeof => Ok((JSValue::UNDEFINED, JSValue::UNDEFINED)),
            Binding::Unresolved => Err(self.throw_error_with(Message::NotDefined, name_root.get().to_string_lossy())),
        }
    }

    /// Assigns a name resolved at run time (PutValue).
    pub(crate) fn put_name(&mut self, scope: JSValue, name: StringRef, value: JSValue, strict: bool) -> JsResult<()> {
        let (name_root, value_root) = (self.rooted(name), self.root_value(value));
        match self.resolve_name(scope, name)? {
            Binding::Slot { scope, slot, constant } => {
                if scope.slot(slot).is_empty() {
                    return Err(self.throw_uninitialized(name_root.get().to_value()));
                }
                if constant {
                    if !strict && scope.descriptor().is_some_and(|of| of.get().sloppy_immutable[slot]) {
                        return Ok(());
                    }
                    return Err(self.throw_error_with(Message::ConstAssignment, name_root.get().to_string_lossy()));
                }
                self.set_scope_slot(scope, slot, value_root.get());
                Ok(())
            }
            Binding::Object { object, with } => {
                let key = PropertyKey::Atom(name_root.get());
                // 9.1.1.2.5 SetMutableBinding, 1-2: HasProperty again (a proxy sees it); a
                // binding deleted since it was resolved is a ReferenceError in strict code.
                let object_root = self.rooted(object);
                let still_exists = if strict || with { self.has_property(object, key)? } else { true };
                if !still_exists && strict {
                    return Err(self.throw_error_with(Message::NotDefined, name_root.get().to_string_lossy()));
                }
                self.put_value(object_root.get().to_value(), key, value_root.get(), strict)
            }
            Binding::GlobalLexical { constant } => {
                if constant {
                    return Err(self.throw_error_with(Message::ConstAssignment, name_root.get().to_string_lossy()));
                }
                let cache = Cell::new(GlobalCache::Empty);
                self.put_global(name_root.get(), value_root.get(), &cache, strict)
            }
            Binding::Unresolved if strict => {
                Err(self.throw_error_with(Message::NotDefined, name_root.get().to_string_lossy()))
            }
            Binding::Unresolved => {
                let global = self.realm().global_object();
                self.put_value(global.to_value(), PropertyKey::Atom(name_root.get()), value_root.get(), false)
            }
        }
    }

    /// ResolveBinding for an assignment: where `name` lives, as a value the next
    /// `GetNameAt`/`PutNameAt` reads: a scope cell, a binding object, the global lexical
    /// object, or undefined when the name is unresolvable.
    pub(crate) fn resolve_name_base(&mut self, scope: JSValue, name: StringRef) -> JsResult<JSValue> {
        Ok(match self.resolve_name(scope, name)? {
            Binding::Slot { scope, .. } => scope.to_value(),
            Binding::Object { object, .. } => object.to_value(),
            Binding::GlobalLexical { .. } => self.realm().global_lexicals().to_value(),
            Binding::Unresolved => JSValue::UNDEFINED,
        })
    }

    /// GetValue of a reference resolved by `ResolveName`.
    pub(crate) fn get_name_at(&mut self, base: JSValue, name: StringRef) -> JsResult<JSValue> {
        let key = PropertyKey::Atom(name);
        if let Some(scope) = ScopeRef::from_value(base) {
            let value = self.scope_binding_slot(scope, name).map_or(JSValue::UNDEFINED, |slot| scope.slot(slot));
            if value.is_empty() {
                return Err(self.throw_uninitialized(name.to_value()));
            }
            return Ok(value);
        }
        let Some(object) = ObjectRef::from_value(base) else {
            return Err(self.throw_error_with(Message::NotDefined, name.to_string_lossy()));
        };
        if object == self.realm().global_lexicals() {
            let value = self.get_own_property(object, key).map_or(JSValue::UNDEFINED, |slot| slot.value);
            if value.is_empty() {
                return Err(self.throw_uninitialized(name.to_value()));
            }
            return Ok(value);
        }
        // 9.1.1.2.6 GetBindingValue of an object environment: a deleted binding reads
        // undefined.
        let name_root = self.rooted(name);
        let object_root = self.rooted(object);
        if !self.has_property(object, key)? {
            return Ok(JSValue::UNDEFINED);
        }
        self.get(object_root.get(), PropertyKey::Atom(name_root.get()))
    }

    /// PutValue of a reference resolved by `ResolveName`.
    pub(crate) fn put_name_at(&mut self, base: JSValue, name: StringRef, value: JSValue, strict: bool) -> JsResult<()> {
        let key = PropertyKey::Atom(name);
        if let Some(scope) = ScopeRef::from_value(base) {
            let of = scope.descriptor().expect("a declarative scope");
            let slot = self.scope_binding_slot(scope, name).expect("the binding was resolved there");
            if scope.slot(slot).is_empty() {
                return Err(self.throw_uninitialized(name.to_value()));
            }
            let descriptor = of.get();
            if descriptor.constants[slot] {
                if !strict && descriptor.sloppy_immutable[slot] {
                    return Ok(());
                }
                return Err(self.throw_error_with(Message::ConstAssignment, name.to_string_lossy()));
            }
            self.set_scope_slot(scope, slot, value);
            return Ok(());
        }
        let Some(object) = ObjectRef::from_value(base) else {
            // An unresolvable reference: a ReferenceError in strict code, a new global
            // property otherwise.
            if strict {
                return Err(self.throw_error_with(Message::NotDefined, name.to_string_lossy()));
            }
            let global = self.realm().global_object();
            return self.put_value(global.to_value(), key, value, false);
        };
        if object == self.realm().global_lexicals() {
            let cache = Cell::new(GlobalCache::Empty);
            return self.put_global(name, value, &cache, strict);
        }
        // 9.1.1.2.5 SetMutableBinding of an object environment: a binding deleted since it
        // was resolved is a ReferenceError in strict code and is recreated otherwise.
        // 1. Let stillExists be ? HasProperty(bindingObject, N) (unobservable, and skipped,
        //    for the global object in sloppy code).
        let (name_root, value_root, object_root) = (self.rooted(name), self.root_value(value), self.rooted(object));
        let still_exists =
            if strict || object != self.realm().global_object() { self.has_property(object, key)? } else { true };
        if !still_exists && strict {
            return Err(self.throw_error_with(Message::NotDefined, name_root.get().to_string_lossy()));
        }
        self.put_value(object_root.get().to_value(), PropertyKey::Atom(name_root.get()), value_root.get(), strict)
    }

    /// The slot of `name` in a declarative scope.
    fn scope_binding_slot(&self, scope: ScopeRef, name: StringRef) -> Option<usize> {
        let of = scope.descriptor()?;
        let (descriptor, code) = (of.get(), of.code());
        descriptor.names.iter().position(|&n| code.constant(n) == name.to_value())
    }

    /// Where a `var` named `name` that sloppy direct eval code at `scope` declares goes:
    /// a binding of the name on the way (a parameter, a var, or a lexical one in between,
    /// which makes the declaration an error), the extension of the var scope, or the
    /// global object. Allocates nothing.
    fn eval_var_target(&self, scope: JSValue, name: StringRef) -> EvalVarTarget {
        let mut current = ScopeRef::from_value(scope);
        while let Some(scope) = current {
            if scope.kind() == ScopeKind::Declarative
                && let Some(of) = scope.descriptor()
            {
                let descriptor = of.get();
                if let Some(slot) = self.scope_binding_slot(scope, name) {
                    return EvalVarTarget::Binding { scope, slot, lexical: descriptor.starts_empty[slot] };
                }
                if descriptor.takes_eval_vars {
                    return EvalVarTarget::Scope(scope);
                }
            }
            current = scope.parent();
        }
        EvalVarTarget::Global
    }

    /// `delete name` in sloppy code.
    pub(crate) fn delete_name(&mut self, scope: JSValue, name: StringRef) -> JsResult<bool> {
        let name_root = self.rooted(name);
        match self.resolve_name(scope, name)? {
            Binding::Object { object, .. } => self.delete_property(object, PropertyKey::Atom(name_root.get())),
            Binding::Unresolved => Ok(true),
            _ => Ok(false),
        }
    }

    /// `CheckEvalDeclaration`: 19.2.1.3 EvalDeclarationInstantiation, steps 3 and 8-10
    /// for one name, all of them before anything is declared: a lexical binding between
    /// the eval and its var scope makes the name a SyntaxError, and a global var scope must
    /// be able to take it (a TypeError otherwise).
    pub(crate) fn check_eval_declaration(&mut self, scope: JSValue, name: StringRef, function: bool) -> JsResult<()> {
        let name_root = self.rooted(name);
        let key = PropertyKey::Atom(name);
        match self.eval_var_target(scope, name) {
            // 3.d. A lexical binding on the way; a var of that name already there is fine.
            EvalVarTarget::Binding { lexical: true, .. } => {
                return Err(self.throw_error_with(Message::GlobalRedeclaration, name_root.get().to_string_lossy()));
            }
            EvalVarTarget::Binding { .. } | EvalVarTarget::Scope(_) => return Ok(()),
            EvalVarTarget::Global => {}
        }
        // 3.a. A global lexical of the name.
        if self.get_own_property(self.realm().global_lexicals(), key).is_some() {
            return Err(self.throw_error_with(Message::GlobalRedeclaration, name_root.get().to_string_lossy()));
        }
        let global = self.realm().global_object();
        if function {
            // 8.a.iv.1. CanDeclareGlobalFunction.
            if self.global_function_descriptor(key, JSValue::UNDEFINED)?.is_none() {
                let name = name_root.get().to_string_lossy();
                return Err(self.throw_error_with(Message::GlobalFunctionNotDefinable, name));
            }
        } else if !self.has_own_property(global, key)? && !self.is_extensible(global) {
            // 10.a.i.1. CanDeclareGlobalVar.
            return Err(self.throw_error_with(Message::GlobalVarNotDefinable, name_root.get().to_string_lossy()));
        }
        Ok(())
    }

    /// `DeclareName`: a `var` declared by sloppy direct `eval` code (checked already by
    /// `CheckEvalDeclaration`): created as undefined in the nearest var scope unless a
    /// binding of that name is already there.
    pub(crate) fn declare_name(&mut self, scope: JSValue, name: StringRef) -> JsResult<()> {
        let name_root = self.rooted(name);
        let key = PropertyKey::Atom(name);
        match self.eval_var_target(scope, name) {
            EvalVarTarget::Binding { .. } => return Ok(()),
            EvalVarTarget::Scope(scope) => {
                if let Some(extension) = ObjectRef::from_value(scope.object())
                    && self.get_own_property(extension, key).is_some()
                {
                    return Ok(());
                }
                return self.init_name(scope.to_value(), name_root.get(), JSValue::UNDEFINED);
            }
            EvalVarTarget::Global => {}
        }
        // 9.1.1.4.17 CreateGlobalVarBinding.
        let global = self.realm().global_object();
        if self.has_own_property(global, key)? {
            return Ok(());
        }
        let global = self.realm().global_object();
        self.define_own_property(global, key, JSValue::UNDEFINED, Attributes::DEFAULT)
    }

    /// Declares `name` as a `var` of the nearest var scope reachable by dynamic lookup (a
    /// sloppy direct `eval` declaring a variable), and initialises it.
    pub(crate) fn init_name(&mut self, scope: JSValue, name: StringRef, value: JSValue) -> JsResult<()> {
        let (name_root, value_root) = (self.rooted(name), self.root_value(value));
        let key = PropertyKey::Atom(name);
        match self.eval_var_target(scope, name) {
            EvalVarTarget::Binding { scope, slot, .. } => {
                self.set_scope_slot(scope, slot, value_root.get());
                return Ok(());
            }
            EvalVarTarget::Scope(scope) => {
                let extension = match ObjectRef::from_value(scope.object()) {
                    Some(extension) => extension,
                    None => {
                        let scope_root = self.rooted(scope);
                        let extension = self.new_object(JSValue::NULL)?;
                        scope_root.get().set_object_raw(extension.to_value());
                        self.heap.write_barrier(scope_root.get().cell());
                        extension
                    }
                };
                return self.define_own_property(extension, key, value_root.get(), Attributes::DEFAULT);
            }
            EvalVarTarget::Global => {}
        }
        // 9.1.1.4.18 CreateGlobalFunctionBinding with a deletable binding (eval code's
        // functions, checked by `CheckEvalDeclaration`).
        let Some(descriptor) = self.global_function_descriptor(key, value_root.get())? else {
            return Err(self.throw_error_with(Message::GlobalFunctionNotDefinable, name_root.get().to_string_lossy()));
        };
        let global = self.realm().global_object();
        self.define_property_or_throw(global, key, descriptor)?;
        let global = self.realm().global_object();
        self.put_value(global.to_value(), key, value_root.get(), false)
    }

    /// 9.1.1.4.16 CanDeclareGlobalFunction: the descriptor 9.1.1.4.18 would define for a
    /// function `value` named `key`, or `None` when the global object cannot take it.
    fn global_function_descriptor(&mut self, key: PropertyKey, value: JSValue) -> JsResult<Option<PropertyDescriptor>> {
        let global = self.realm().global_object();
        Ok(match self.get_own_property_descriptor(global, key)? {
            None if !self.is_extensible(self.realm().global_object()) => None,
            None => Some(PropertyDescriptor::data(value, true, true, true)),
            Some(existing) if existing.configurable == Some(true) => {
                Some(PropertyDescriptor::data(value, true, true, true))
            }
            Some(existing)
                if existing.is_data() && existing.writable == Some(true) && existing.enumerable == Some(true) =>
            {
                Some(PropertyDescriptor { value: Some(value), ..PropertyDescriptor::default() })
            }
            Some(_) => None,
        })
    }
}

/// See `Vm::eval_var_target`.
enum EvalVarTarget {
    Binding { scope: ScopeRef, slot: usize, lexical: bool },
    Scope(ScopeRef),
    Global,
}
