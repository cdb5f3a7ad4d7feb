//! Reading objects without running JavaScript: own descriptors from storage, `[[Get]]`
//! of data properties only (an accessor reads as undefined and is not called), prototype
//! chains that pass through a Proxy's target instead of its `getPrototypeOf` trap, and
//! the key lists of `Object.keys` and `Object.getOwnPropertyNames`.

use vm::cell::JSType;
use vm::runtime::descriptor::PropertyDescriptor;
use vm::{JSValue, JsResult, Message, ObjectRef, PropertyKey, Rooted};

use super::Inspector;

/// The longest prototype chain walked (a chain through proxies' targets can loop).
pub(super) const MAX_CHAIN: usize = 10_000;

/// The object a Proxy stands for, through proxies of proxies; `None` when one of them is
/// revoked.
pub(super) fn innermost_target(mut object: ObjectRef) -> Option<ObjectRef> {
    for _ in 0..MAX_CHAIN {
        if !object.is_proxy() {
            return Some(object);
        }
        object = object.proxy_target()?;
    }
    None
}

impl Inspector<'_> {
    /// `Object.getOwnPropertyDescriptor(object, key)`, a Proxy's answered by its target. A
    /// property that cannot be read (a module namespace's binding before its
    /// initialisation) is absent.
    pub(super) fn own_property(&mut self, object: ObjectRef, key: PropertyKey) -> Option<PropertyDescriptor> {
        let object = innermost_target(object)?;
        match self.vm.get_own_property_descriptor(object, key) {
            Ok(descriptor) => descriptor,
            Err(_) => {
                self.vm.take_exception();
                None
            }
        }
    }

    pub(super) fn has_own(&mut self, object: ObjectRef, key: PropertyKey) -> bool {
        self.own_property(object, key).is_some()
    }

    pub(super) fn is_enumerable_own(&mut self, object: ObjectRef, key: PropertyKey) -> bool {
        self.own_property(object, key).is_some_and(|descriptor| descriptor.enumerable == Some(true))
    }

    /// The prototype of `object` (of a Proxy's target), or `None` at the end of the chain.
    pub(super) fn prototype(&self, object: ObjectRef) -> Option<ObjectRef> {
        ObjectRef::from_value(self.vm.prototype_of(innermost_target(object)?))
    }

    /// `object[key]` when the property found on the prototype chain is a data property;
    /// undefined when it is an accessor (whose getter is not called) or absent.
    pub(super) fn data_get(&mut self, object: ObjectRef, key: PropertyKey) -> JSValue {
        let mut current = Some(object);
        for _ in 0..MAX_CHAIN {
            let Some(holder) = current else { break };
            if let Some(descriptor) = self.own_property(holder, key) {
                return descriptor.value.unwrap_or(JSValue::UNDEFINED);
            }
            current = self.prototype(holder);
        }
        JSValue::UNDEFINED
    }

    /// `key in object`, walking the chain as [`Inspector::data_get`] does.
    pub(super) fn has_property(&mut self, object: ObjectRef, key: PropertyKey) -> bool {
        let mut current = Some(object);
        for _ in 0..MAX_CHAIN {
            let Some(holder) = current else { break };
            if self.has_own(holder, key) {
                return true;
            }
            current = self.prototype(holder);
        }
        false
    }

    /// Whether `prototype` is on the prototype chain of `object`.
    pub(super) fn inherits_from(&self, object: ObjectRef, prototype: ObjectRef) -> bool {
        let mut current = self.prototype(object);
        for _ in 0..MAX_CHAIN {
            match current {
                Some(ancestor) if ancestor == prototype => return true,
                Some(ancestor) => current = self.prototype(ancestor),
                None => return false,
            }
        }
        false
    }

    /// `object instanceof constructor` as OrdinaryHasInstance answers it (a bound
    /// function's target is asked; a `Symbol.hasInstance` of the constructor's own is not
    /// called).
    pub(super) fn instance_of(&mut self, object: ObjectRef, constructor: ObjectRef) -> bool {
        let mut constructor = constructor;
        for _ in 0..MAX_CHAIN {
            if constructor.js_type() != JSType::BoundFunction {
                break;
            }
            match ObjectRef::from_value(constructor.internal(vm::runtime::function::BOUND_TARGET)) {
                Some(target) => constructor = target,
                None => return false,
            }
        }
        let prototype = self.data_get(constructor, PropertyKey::Atom(self.vm.names.prototype));
        ObjectRef::from_value(prototype).is_some_and(|prototype| self.inherits_from(object, prototype))
    }

    /// Every own key of `object` in the specification's order (`Reflect.ownKeys`), except
    /// that a typed array's elements and a String object's characters are left out: node
    /// shows them otherwise, or not at all.
    pub(super) fn own_keys(&mut self, object: ObjectRef) -> JsResult<Vec<Rooted<PropertyKey>>> {
        let Some(object) = innermost_target(object) else { return Ok(Vec::new()) };
        let keys = match object.js_type() {
            JSType::TypedArray | JSType::StringObject => {
                let mut keys =
                    self.vm.own_property_keys(object).map_err(|_| self.vm.throw_error(Message::OutOfMemory))?;
                if object.js_type() == JSType::StringObject {
                    let first_string = keys.iter().position(|key| !matches!(key, PropertyKey::Index(_)));
                    keys.insert(first_string.unwrap_or(keys.len()), PropertyKey::Atom(self.vm.names.length));
                }
                keys
            }
            _ => self.vm.own_keys(object)?,
        };
        Ok(keys.into_iter().map(|key| self.vm.rooted(key)).collect())
    }

    /// node's `getKeys`: `Object.keys` and the enumerable symbols, or with `showHidden`
    /// every own key. A module namespace lists all its exports (node falls back to
    /// `Object.getOwnPropertyNames` when a binding is not initialised yet).
    pub(super) fn keys(&mut self, object: ObjectRef) -> JsResult<Vec<Rooted<PropertyKey>>> {
        let mut keys = self.own_keys(object)?;
        if !self.options.show_hidden {
            let namespace = innermost_target(object).is_some_and(|o| o.js_type() == JSType::ModuleNamespace);
            keys.retain(|key| {
                (namespace && !matches!(key.get(), PropertyKey::Symbol(_))) || self.is_enumerable_own(object, key.get())
            });
        }
        Ok(keys)
    }

    /// node's `getOwnNonIndexProperties`: the keys of [`Inspector::keys`] that are not
    /// array indices.
    pub(super) fn non_index_keys(&mut self, object: ObjectRef) -> JsResult<Vec<Rooted<PropertyKey>>> {
        let mut keys = self.keys(object)?;
        keys.retain(|key| !matches!(key.get(), PropertyKey::Index(_)));
        Ok(keys)
    }

    /// `Object.keys(object)`: the enumerable own string keys.
    pub(super) fn enumerable_string_keys(&mut self, object: ObjectRef) -> JsResult<Vec<Rooted<PropertyKey>>> {
        let mut keys = self.own_keys(object)?;
        keys.retain(|key| !matches!(key.get(), PropertyKey::Symbol(_)) && self.is_enumerable_own(object, key.get()));
        Ok(keys)
    }
}
