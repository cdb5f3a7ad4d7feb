//! Values handed to Rust: [`Value`], and the [`Object`] and [`Function`] views of one.
//!
//! A value is a rooted handle: while it lives the collector keeps what it refers to, and
//! its lifetime `'s` is the [`Scope`]'s, which the type system stops from escaping the
//! closure that entered the scope. The brand is invariant, so values of two scopes (or
//! two engines) never mix.
//!
//! Within its scope a value may be kept anywhere:
//!
//! ```
//! let mut engine = kestrel::Engine::new(Default::default()).unwrap();
//! engine.with(|s| {
//!     let list = s.eval("[1, 2, 3]")?;
//!     s.eval("for (let i = 0; i < 1e4; i++) ({ i })")?; // collects
//!     assert_eq!(list.get::<Vec<i32>>(s)?, [1, 2, 3]);
//!     Ok::<(), kestrel::Error>(())
//! }).unwrap();
//! ```
//!
//! but it cannot leave the closure:
//!
//! ```compile_fail
//! let mut engine = kestrel::Engine::new(Default::default()).unwrap();
//! let escaped = engine.with(|s| s.eval("({})").unwrap());
//! ```
//!
//! nor go into another engine's scope:
//!
//! ```compile_fail
//! let mut first = kestrel::Engine::new(Default::default()).unwrap();
//! let mut second = kestrel::Engine::new(Default::default()).unwrap();
//! first.with(|a| {
//!     let value = a.eval("1").unwrap();
//!     second.with(|b| b.global().set(b, "x", value).unwrap());
//! });
//! ```
//!
//! nor be captured by a native function, which may outlive the scope (captures are for
//! that: [`Function::with_captures`]):
//!
//! ```compile_fail
//! let mut engine = kestrel::Engine::new(Default::default()).unwrap();
//! engine.with(|s| {
//!     let kept = s.eval("({})").unwrap();
//!     kestrel::Function::new(s, "f", 0, move |s, _| Ok(kept.clone())).unwrap();
//! });
//! ```

use std::fmt;
use std::marker::PhantomData;

use vm::{JSValue, ObjectRef, StringRef};

use crate::convert::{FromJs, IntoJs};
use crate::error::Error;
use crate::persistent::Persistent;
use crate::scope::Scope;

/// The brand of a scope: invariant in `'s`.
pub(crate) type Brand<'s> = PhantomData<fn(&'s ()) -> &'s ()>;

/// A JavaScript value, kept alive while the handle lives.
pub struct Value<'s> {
    raw: JSValue,
    /// The root of a cell (numbers, booleans, undefined and null need none).
    root: Option<gc::Handle>,
    brand: Brand<'s>,
}

impl<'s> Value<'s> {
    /// Roots `raw` (which the caller holds rooted or has just made, with no allocation
    /// since).
    pub(crate) fn new(vm: &vm::Vm, raw: JSValue) -> Value<'s> {
        Value { raw, root: raw.cell().map(|cell| vm.heap.handle(Some(cell))), brand: PhantomData }
    }

    /// The engine's value. Valid while `self` lives.
    pub(crate) fn raw(&self) -> JSValue {
        self.raw
    }

    pub fn is_undefined(&self) -> bool {
        self.raw.is_undefined()
    }

    pub fn is_null(&self) -> bool {
        self.raw.is_null()
    }

    /// Undefined or null.
    pub fn is_nullish(&self) -> bool {
        self.raw.is_undefined_or_null()
    }

    pub fn is_bool(&self) -> bool {
        self.raw.is_boolean()
    }

    pub fn is_number(&self) -> bool {
        self.raw.is_number()
    }

    pub fn is_string(&self) -> bool {
        StringRef::from_value(self.raw).is_some()
    }

    pub fn is_object(&self) -> bool {
        ObjectRef::from_value(self.raw).is_some()
    }

    /// Whether it can be called.
    pub fn is_function(&self) -> bool {
        ObjectRef::from_value(self.raw).is_some_and(ObjectRef::is_callable)
    }

    /// The boolean, if it is one.
    pub fn as_bool(&self) -> Option<bool> {
        self.raw.is_boolean().then(|| self.raw.as_bool())
    }

    /// The number, if it is one.
    pub fn as_number(&self) -> Option<f64> {
        self.raw.to_number_if_number()
    }

    /// The string's text (lone surrogates replaced), if it is a string.
    pub fn as_string(&self) -> Option<String> {
        StringRef::from_value(self.raw).map(StringRef::to_string_lossy)
    }

    /// The object view, if it is an object.
    pub fn as_object(&self) -> Option<Object<'s>> {
        self.is_object().then(|| Object(self.clone()))
    }

    /// The function view, if it can be called.
    pub fn as_function(&self) -> Option<Function<'s>> {
        self.is_function().then(|| Function(Object(self.clone())))
    }

    /// `typeof value`.
    pub fn type_of(&self, scope: &Scope<'s>) -> String {
        scope.vm_ref().type_of(self.raw).to_string_lossy()
    }

    /// ToString, which may run JavaScript (`toString` methods).
    pub fn to_string(&self, scope: &mut Scope<'s>) -> Result<String, Error> {
        let raw = self.raw;
        let result = scope.vm().to_string(raw).map(StringRef::to_string_lossy);
        scope.finish(result)
    }

    /// ToNumber, which may run JavaScript (`valueOf` methods).
    pub fn to_number(&self, scope: &mut Scope<'s>) -> Result<f64, Error> {
        let raw = self.raw;
        let result = scope.vm().to_number(raw);
        scope.finish(result)
    }

    /// Converts to a Rust type ([`FromJs`]).
    pub fn get<T: FromJs<'s>>(&self, scope: &mut Scope<'s>) -> Result<T, Error> {
        T::from_js(scope, self)
    }

    /// Keeps the value beyond the scope.
    pub fn persist(&self, scope: &mut Scope<'s>) -> Persistent {
        Persistent::new(scope, self)
    }

    /// Strict equality (`===`).
    pub fn strict_equals(&self, other: &Value<'s>) -> bool {
        vm::runtime::operators::strictly_equal(self.raw, other.raw)
    }
}

impl Clone for Value<'_> {
    fn clone(&self) -> Self {
        Value { raw: self.raw, root: self.root.as_ref().map(gc::Handle::duplicate), brand: PhantomData }
    }
}

impl fmt::Debug for Value<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Value({:?})", self.raw)
    }
}

/// An object.
#[derive(Clone, Debug)]
pub struct Object<'s>(pub(crate) Value<'s>);

impl<'s> Object<'s> {
    pub(crate) fn raw_object(&self) -> ObjectRef {
        ObjectRef::from_value(self.0.raw).expect("an Object holds an object")
    }

    /// The object as a value.
    pub fn as_value(&self) -> &Value<'s> {
        &self.0
    }

    /// `object[key]`, converted to `T`. May run JavaScript (getters, proxies).
    pub fn get<T: FromJs<'s>>(&self, scope: &mut Scope<'s>, key: impl IntoJs<'s>) -> Result<T, Error> {
        let value = scope.get_property(self, key)?;
        T::from_js(scope, &value)
    }

    /// `object[key] = value`. May run JavaScript (setters, proxies); fails as strict code
    /// does when the property cannot be written.
    pub fn set(&self, scope: &mut Scope<'s>, key: impl IntoJs<'s>, value: impl IntoJs<'s>) -> Result<(), Error> {
        scope.set_property(self, key, value)
    }

    /// `key in object`.
    pub fn has(&self, scope: &mut Scope<'s>, key: impl IntoJs<'s>) -> Result<bool, Error> {
        scope.has_property(self, key)
    }

    /// `delete object[key]`; whether the property is gone.
    pub fn delete(&self, scope: &mut Scope<'s>, key: impl IntoJs<'s>) -> Result<bool, Error> {
        scope.delete_property(self, key)
    }

    /// The own enumerable string keys, in property order (`Object.keys`).
    pub fn keys(&self, scope: &mut Scope<'s>) -> Result<Vec<String>, Error> {
        scope.own_keys(self)
    }

    /// The string-keyed property names of the object and its prototypes, own ones first,
    /// found without running JavaScript (a proxy has none to show): what a REPL completes.
    pub fn property_names(&self, scope: &Scope<'s>) -> Vec<String> {
        let vm = scope.vm_ref();
        let mut names: Vec<String> = Vec::new();
        let mut current = Some(self.raw_object());
        // Prototype chains are short; the bound only stops a pathological one.
        for _ in 0..64 {
            let Some(object) = current else { break };
            for key in vm.own_property_keys(object).unwrap_or_default() {
                if let vm::PropertyKey::Atom(atom) = key {
                    let name = atom.to_string_lossy();
                    if !names.contains(&name) {
                        names.push(name);
                    }
                }
            }
            current = ObjectRef::from_value(vm.prototype_of(object));
        }
        names
    }

    /// The value of data property `name` of the object or a prototype, found without
    /// running JavaScript: `None` for an accessor, a missing property or a proxy.
    pub fn peek(&self, scope: &mut Scope<'s>, name: &str) -> Option<Value<'s>> {
        let key = scope.vm().property_key_from_str(name).ok()?;
        let slot = scope.vm_ref().find_property(self.raw_object(), key)?;
        (!slot.attributes.is_accessor()).then(|| scope.value_of(slot.value))
    }

    /// Whether it is an Array (`Array.isArray`).
    pub fn is_array(&self) -> bool {
        self.raw_object().js_type() == vm::cell::JSType::Array
    }

    /// Makes a function with [`Function::new`] and stores it as `name` (not enumerable,
    /// as builtin methods are).
    pub fn define_method<F>(&self, scope: &mut Scope<'s>, name: &str, length: u32, f: F) -> Result<(), Error>
    where
        F: for<'n> Fn(&mut Scope<'n>, crate::Args<'n>) -> Result<Value<'n>, Error> + 'static,
    {
        let function = Function::new(scope, name, length, f)?;
        scope.define_hidden(self, name, function.as_value())
    }
}

impl<'s> From<Object<'s>> for Value<'s> {
    fn from(object: Object<'s>) -> Value<'s> {
        object.0
    }
}

/// A callable object.
#[derive(Clone, Debug)]
pub struct Function<'s>(pub(crate) Object<'s>);

impl<'s> Function<'s> {
    /// The function as an object.
    pub fn as_object(&self) -> &Object<'s> {
        &self.0
    }

    /// The function as a value.
    pub fn as_value(&self) -> &Value<'s> {
        &self.0.0
    }

    /// Calls it with `this` and `args` (a tuple of [`IntoJs`] values, or a `Vec` of
    /// values); its result converted to `T`.
    pub fn call<T: FromJs<'s>>(
        &self,
        scope: &mut Scope<'s>,
        this: impl IntoJs<'s>,
        args: impl crate::IntoArgs<'s>,
    ) -> Result<T, Error> {
        let value = scope.call_function(self.as_value(), this, args)?;
        T::from_js(scope, &value)
    }

    /// `new function(...args)`.
    pub fn construct(&self, scope: &mut Scope<'s>, args: impl crate::IntoArgs<'s>) -> Result<Object<'s>, Error> {
        let value = scope.construct_function(self.as_value(), args)?;
        Ok(value.as_object().expect("a construction answers an object"))
    }
}

impl<'s> From<Function<'s>> for Value<'s> {
    fn from(function: Function<'s>) -> Value<'s> {
        function.0.0
    }
}
