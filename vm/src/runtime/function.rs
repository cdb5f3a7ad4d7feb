//! Function objects: bytecode closures, native functions and bound functions.
//!
//! ```text
//!   closure:  header | butterfly | executable | scope | home object | realm | fields | slots...
//!   native:   header | butterfly | realm | data 0 | data 1 | fn pointer (raw) | slots...
//!   bound:    header | butterfly | target | this | arguments | realm | slots...
//! ```
//!
//! A closure's executable holds the code; its scope is the environment it closes over; the
//! home object is what `super` refers to in a method; the fields slot holds a class
//! constructor's instance-field initialiser. Native functions carry two values of data for
//! builtins that close over something (a promise's resolving functions).

use crate::bytecode::FunctionKind;
use crate::cell::JSType;
use crate::error::JsResult;
use crate::object::ObjectRef;
use crate::property::{Attributes, PropertyKey, PropertyOffset};
use crate::runtime::executable::ExecutableRef;
use crate::runtime::realm::{Intrinsic, RealmRef};
use crate::string::StringRef;
use crate::structure::cache::StructureKey;
use crate::structure::{DEFAULT_INLINE_CAPACITY, StructureRef};
use crate::value::JSValue;
use crate::vm::Vm;

/// Internal fields of a bytecode closure.
pub const FUNCTION_FIELDS: u8 = 5;
pub const FUNCTION_EXECUTABLE: usize = 0;
pub const FUNCTION_SCOPE: usize = 1;
pub const FUNCTION_HOME_OBJECT: usize = 2;
pub const FUNCTION_REALM: usize = 3;
pub const FUNCTION_FIELD_INITIALIZER: usize = 4;

/// Internal fields of a native function (and one raw word, the Rust function).
pub const NATIVE_FUNCTION_FIELDS: u8 = 3;
pub const NATIVE_REALM: usize = 0;
pub const NATIVE_DATA_0: usize = 1;
pub const NATIVE_DATA_1: usize = 2;

/// Internal fields of a bound function.
pub const BOUND_FUNCTION_FIELDS: u8 = 4;
pub const BOUND_TARGET: usize = 0;
pub const BOUND_THIS: usize = 1;
pub const BOUND_ARGUMENTS: usize = 2;
pub const BOUND_REALM: usize = 3;

/// Inline slots of a function object: `length`, `name` and `prototype` fit.
pub const FUNCTION_INLINE_CAPACITY: u32 = 4;

/// Where a function keeps `length`, `name` and (bytecode functions that have one)
/// `prototype`: its first inline slots, in that order.
const FUNCTION_PROPERTY_OFFSETS: [PropertyOffset; 3] = [
    PropertyOffset::for_slot_number(0, FUNCTION_INLINE_CAPACITY),
    PropertyOffset::for_slot_number(1, FUNCTION_INLINE_CAPACITY),
    PropertyOffset::for_slot_number(2, FUNCTION_INLINE_CAPACITY),
];

/// Where a sloppy `function` keeps its legacy `caller` accessor: the slot after `prototype`.
const SLOPPY_CALLER_OFFSET: PropertyOffset = PropertyOffset::for_slot_number(3, FUNCTION_INLINE_CAPACITY);

/// The arguments of a call as a native function sees them. The values live in the
/// register file (a root), so a native may read them at any time during its call.
#[derive(Clone, Copy, Debug)]
pub struct CallArgs {
    pub callee: ObjectRef,
    pub this: JSValue,
    /// `undefined` for a call, the constructor `new` was applied to for a construction.
    pub new_target: JSValue,
    pub(crate) first: usize,
    pub(crate) count: usize,
}

impl CallArgs {
    pub fn len(&self) -> usize {
        self.count
    }

    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Argument `index`, or undefined past the end.
    #[inline]
    pub fn get(&self, vm: &Vm, index: usize) -> JSValue {
        if index < self.count { vm.stack.register(self.first + index) } else { JSValue::UNDEFINED }
    }

    /// The arguments from `start` on.
    pub fn rest(&self, vm: &Vm, start: usize) -> Vec<JSValue> {
        (start..self.count).map(|index| vm.stack.register(self.first + index)).collect()
    }

    /// Whether the function was invoked with `new`.
    pub fn is_construct(&self) -> bool {
        !self.new_target.is_undefined()
    }
}

/// A function implemented in Rust.
pub type NativeFn = fn(&mut Vm, &CallArgs) -> JsResult<JSValue>;

impl ObjectRef {
    /// The executable of a bytecode closure.
    pub fn function_executable(self) -> ExecutableRef {
        debug_assert_eq!(self.js_type(), JSType::Function);
        // Read on every call: a closure's executable is set when it is made, never changed,
        // so the value needs no check of its type (`from_cell` asserts it in debug builds).
        ExecutableRef::from_cell(self.internal(FUNCTION_EXECUTABLE).as_cell())
    }

    /// The realm of a bytecode closure: `function_realm` without the test of the type.
    #[inline(always)]
    pub fn closure_realm(self) -> Option<RealmRef> {
        debug_assert_eq!(self.js_type(), JSType::Function);
        self.internal(FUNCTION_REALM).cell().map(RealmRef::from_cell)
    }

    /// The kind of a bytecode closure (normal, arrow, class constructor, generator,
    /// async, ...); `None` for native and bound functions and for other objects. What an
    /// inspector needs to tell `[class A]` from `[AsyncFunction: f]`.
    pub fn function_kind(self) -> Option<crate::bytecode::FunctionKind> {
        (self.js_type() == JSType::Function).then(|| self.function_executable().code().function_kind()).flatten()
    }

    /// The realm a function was created in.
    pub fn function_realm(self) -> Option<RealmRef> {
        let value = match self.js_type() {
            JSType::Function => self.internal(FUNCTION_REALM),
            JSType::NativeFunction | JSType::HtmlDda => self.internal(NATIVE_REALM),
            JSType::BoundFunction => self.internal(BOUND_REALM),
            _ => return None,
        };
        value.cell().map(RealmRef::from_cell)
    }

    /// Whether `[[Call]]` works on this object.
    pub fn is_callable(self) -> bool {
        let js_type = self.js_type();
        js_type.is_function()
            || (js_type == JSType::Proxy && self.type_flags() & crate::runtime::proxy::PROXY_IS_CALLABLE != 0)
    }
}

impl Vm {
    /// Whether a value is callable.
    pub fn is_callable(&self, value: JSValue) -> bool {
        ObjectRef::from_value(value).is_some_and(ObjectRef::is_callable)
    }

    /// Whether a value is a constructor.
    pub fn is_constructor(&self, value: JSValue) -> bool {
        let Some(object) = ObjectRef::from_value(value) else { return false };
        match object.js_type() {
            JSType::Function => {
                object.function_executable().code().function.as_ref().is_some_and(|info| info.kind.is_constructor())
            }
            JSType::NativeFunction => object.type_flags() & NATIVE_IS_CONSTRUCTOR != 0,
            JSType::BoundFunction => self.is_constructor(object.internal(BOUND_TARGET)),
            JSType::Proxy => object.type_flags() & crate::runtime::proxy::PROXY_IS_CONSTRUCTOR != 0,
            _ => false,
        }
    }

    /// The structure of new functions with `prototype` and these own properties, in order.
    fn function_structure(
        &mut self,
        js_type: JSType,
        prototype: JSValue,
        keys: &[(PropertyKey, Attributes)],
    ) -> JsResult<StructureRef> {
        let mut structure = self.root_structure(prototype, js_type, FUNCTION_INLINE_CAPACITY, 0)?;
        for &(key, attributes) in keys {
            let named = key.named().expect("function properties are named");
            structure = match self.add_property_transition(structure, named, attributes)? {
                Some((next, _)) => next,
                None => unreachable!("function structures are short"),
            };
        }
        Ok(structure)
    }

    /// A closure over `scope` for the function compiled in `executable`, in the current
    /// realm, with its `length`, `name` and (for constructors and generators) `prototype`.
    /// May collect.
    pub(crate) fn new_function(&mut self, executable: ExecutableRef, scope: JSValue) -> JsResult<ObjectRef> {
        let info = executable.code().function.as_ref().expect("a function's code block describes it");
        let (kind, length, name_index) = (info.kind, info.length, info.name);
        let (executable_root, scope_root) = (self.rooted(executable), self.root_value(scope));
        let realm = self.realm();
        let prototype = match kind {
            FunctionKind::Generator => realm.intrinsic(Intrinsic::GeneratorFunctionPrototype),
            FunctionKind::AsyncGenerator => realm.intrinsic(Intrinsic::AsyncGeneratorFunctionPrototype),
            FunctionKind::Async | FunctionKind::AsyncArrow => realm.intrinsic(Intrinsic::AsyncFunctionPrototype),
            _ => realm.intrinsic(Intrinsic::FunctionPrototype),
        };
        let prototype_property = match kind {
            FunctionKind::Normal | FunctionKind::Generator | FunctionKind::AsyncGenerator => Some(Attributes::WRITABLE),
            FunctionKind::ClassConstructor { .. } => Some(Attributes::NONE),
            _ => None,
        };
        // A sloppy `function` owns the legacy `caller` accessor (once the realm has it).
        let strict = executable.code().strict;
        let caller = realm.intrinsic(Intrinsic::SloppyFunctionCaller);
        let caller = (matches!(kind, FunctionKind::Normal) && !strict && caller.is_cell()).then_some(caller);
        let structure = self.bytecode_function_structure(prototype, prototype_property, caller.is_some())?;
        let function = self.new_object_with_structure(structure)?;
        let function_root = self.rooted(function);
        self.set_internal(function, FUNCTION_EXECUTABLE, executable_root.get().to_value());
        self.set_internal(function, FUNCTION_SCOPE, scope_root.get());
        self.set_internal(function, FUNCTION_REALM, realm.to_value());
        let name = match name_index {
            Some(index) => executable_root.get().code().constant(index),
            None => self.empty_string().to_value(),
        };
        let [length_offset, name_offset, prototype_offset] = FUNCTION_PROPERTY_OFFSETS;
        self.set_slot(function, length_offset, JSValue::from_number(length as f64));
        self.set_slot(function, name_offset, name);
        if let Some(caller) = caller {
            self.set_slot(function, SLOPPY_CALLER_OFFSET, caller);
        }
        if prototype_property.is_some() {
            let instance_prototype = match kind {
                FunctionKind::Generator => Some(realm.intrinsic(Intrinsic::GeneratorPrototype)),
                FunctionKind::AsyncGenerator => Some(realm.intrinsic(Intrinsic::AsyncGeneratorPrototype)),
                FunctionKind::ClassConstructor { .. } => None,
                _ => Some(realm.intrinsic(Intrinsic::ObjectPrototype)),
            };
            // Class constructors get their prototype from `NewClass`; until then it is
            // undefined.
            let prototype_object = match instance_prototype {
                Some(proto) if matches!(kind, FunctionKind::Normal) => {
                    // { constructor: F }, in the structure the last such object had.
                    let structure = self.cached_structure(StructureKey::ConstructorPrototype, proto, |vm| {
                        let root = vm.root_structure(proto, JSType::Object, DEFAULT_INLINE_CAPACITY, 0)?;
                        let constructor = PropertyKey::Atom(vm.names.constructor).named().expect("an atom");
                        let (structure, _) = vm
                            .add_property_transition(root, constructor, Attributes::HIDDEN)?
                            .expect("a root structure has room for one property");
                        Ok(structure)
                    })?;
                    let object = self.new_object_with_structure(structure)?;
                    let offset = PropertyOffset::for_slot_number(0, structure.inline_capacity());
                    self.set_slot(object, offset, function_root.get().to_value());
                    object.to_value()
                }
                Some(proto) => self.new_object(proto)?.to_value(),
                None => JSValue::UNDEFINED,
            };
            self.set_slot(function_root.get(), prototype_offset, prototype_object);
        }
        Ok(function_root.get())
    }

    /// The structure of bytecode functions with `prototype`: `length`, `name` and, with
    /// `prototype_property`'s attributes, `prototype`, in the slots of
    /// [`FUNCTION_PROPERTY_OFFSETS`], then (`caller`, for a sloppy `function`) the legacy
    /// `caller` accessor in the slot after them. May collect.
    fn bytecode_function_structure(
        &mut self,
        prototype: JSValue,
        prototype_property: Option<Attributes>,
        caller: bool,
    ) -> JsResult<StructureRef> {
        let key = match prototype_property {
            _ if caller => StructureKey::SloppyFunction,
            None => StructureKey::Function,
            Some(attributes) if attributes == Attributes::WRITABLE => StructureKey::FunctionWithPrototype,
            Some(_) => StructureKey::ClassConstructor,
        };
        self.cached_structure(key, prototype, |vm| {
            let names = vm.names;
            let hidden = Attributes::CONFIGURABLE;
            let mut keys = vec![(PropertyKey::Atom(names.length), hidden), (PropertyKey::Atom(names.name), hidden)];
            if let Some(attributes) = prototype_property {
                keys.push((PropertyKey::Atom(names.prototype), attributes));
            }
            if caller {
                keys.push((PropertyKey::Atom(names.caller), Attributes::ACCESSOR.union(Attributes::CONFIGURABLE)));
            }
            let structure = vm.function_structure(JSType::Function, prototype, &keys)?;
            debug_assert!(
                structure
                    .entries()
                    .iter()
                    .map(|entry| entry.offset)
                    .eq(FUNCTION_PROPERTY_OFFSETS.into_iter().chain([SLOPPY_CALLER_OFFSET]).take(keys.len()))
            );
            Ok(structure)
        })
    }

    /// The legacy `function.caller` (not in the specification; 17.1 Forbidden Extensions
    /// bounds it): the function whose code made the innermost active call of `function`,
    /// or null when `function` is not active or that caller is not a sloppy function
    /// (strict code, global or eval code, a builtin), never a strict function.
    pub fn legacy_caller(&self, function: ObjectRef) -> JSValue {
        let frames = &self.stack.frames;
        let callee_of = |frame: &crate::interpreter::stack::Frame| {
            self.stack.registers(frame.fp()).get(crate::bytecode::Reg::CALLEE)
        };
        let Some(active) = frames.iter().rposition(|frame| callee_of(frame) == function.to_value()) else {
            return JSValue::NULL;
        };
        let Some(caller) = active.checked_sub(1).map(|index| &frames[index]) else {
            return JSValue::NULL;
        };
        let code = caller.code();
        // Register 0 of a frame that runs no function (global or eval code) holds its
        // executable: the function-kind check rules it out.
        let callee = callee_of(caller);
        let sloppy = code.function_kind().is_some() && !code.strict && !code.source.self_hosted;
        match ObjectRef::from_value(callee) {
            Some(object) if sloppy && object.js_type() == JSType::Function => callee,
            _ => JSValue::NULL,
        }
    }

    /// A function implemented by `native`, named `name`, with `length`, in the current
    /// realm. May collect.
    pub fn new_native_function(&mut self, name: &str, length: u32, native: NativeFn) -> JsResult<ObjectRef> {
        let name = self.atom(name)?;
        self.new_native_function_named(name.to_value(), length, native, false)
    }

    /// A native function that can also be used with `new`. May collect.
    pub fn new_native_constructor(&mut self, name: &str, length: u32, native: NativeFn) -> JsResult<ObjectRef> {
        let name = self.atom(name)?;
        self.new_native_function_named(name.to_value(), length, native, true)
    }

    /// A native function whose name is any value (a symbol-keyed method's `[desc]`).
    /// May collect.
    pub fn new_native_function_named(
        &mut self,
        name: JSValue,
        length: u32,
        native: NativeFn,
        constructor: bool,
    ) -> JsResult<ObjectRef> {
        let name_root = self.root_value(name);
        let realm = self.realm();
        let prototype = realm.intrinsic(Intrinsic::FunctionPrototype);
        let structure = self.native_function_structure(prototype)?;
        let function = self.new_object_with_structure(structure)?;
        if constructor {
            function.set_type_flags(NATIVE_IS_CONSTRUCTOR);
        }
        self.set_internal(function, NATIVE_REALM, realm.to_value());
        function.set_native_function(native);
        let [length_offset, name_offset, _] = FUNCTION_PROPERTY_OFFSETS;
        self.set_slot(function, length_offset, JSValue::from_number(length as f64));
        self.set_slot(function, name_offset, name_root.get());
        Ok(function)
    }

    /// The structure of native functions with `prototype`: `length`, then `name`. The last
    /// one made is kept (a realm's builtins all share one), so making a function does not
    /// look up a root and two transitions each time. May collect.
    fn native_function_structure(&mut self, prototype: JSValue) -> JsResult<StructureRef> {
        if let Some(structure) = self.common.native_function_structure
            && structure.prototype() == prototype
        {
            return Ok(structure);
        }
        let names = self.names;
        let hidden = Attributes::CONFIGURABLE;
        let keys = [(PropertyKey::Atom(names.length), hidden), (PropertyKey::Atom(names.name), hidden)];
        let structure = self.function_structure(JSType::NativeFunction, prototype, &keys)?;
        debug_assert_eq!(
            structure.entries().iter().map(|entry| entry.offset).collect::<Vec<_>>(),
            FUNCTION_PROPERTY_OFFSETS[..2]
        );
        self.common.native_function_structure = Some(structure);
        Ok(structure)
    }

    /// Stores one of the two data values of a native function.
    pub fn set_native_data(&self, function: ObjectRef, which: usize, value: JSValue) {
        self.set_internal(function, NATIVE_DATA_0 + which, value);
    }

    /// One of the two data values of a native function.
    pub fn native_data(&self, function: ObjectRef, which: usize) -> JSValue {
        function.internal(NATIVE_DATA_0 + which)
    }

    /// `target.bind(this, ...arguments)` without the `length` and `name` properties, which
    /// the caller defines. May collect.
    pub fn new_bound_function(&mut self, target: ObjectRef, this: JSValue, arguments: JSValue) -> JsResult<ObjectRef> {
        let (target_root, this_root, arguments_root) =
            (self.rooted(target), self.root_value(this), self.root_value(arguments));
        let prototype = self.get_prototype_of(target)?;
        let realm = self.realm();
        let structure = self.root_structure(prototype, JSType::BoundFunction, FUNCTION_INLINE_CAPACITY, 0)?;
        let bound = self.new_object_with_structure(structure)?;
        self.set_internal(bound, BOUND_TARGET, target_root.get().to_value());
        self.set_internal(bound, BOUND_THIS, this_root.get());
        self.set_internal(bound, BOUND_ARGUMENTS, arguments_root.get());
        self.set_internal(bound, BOUND_REALM, realm.to_value());
        Ok(bound)
    }

    /// The `name` of a function for messages, or `"anonymous"`.
    pub fn function_name(&self, function: ObjectRef) -> String {
        let key = PropertyKey::Atom(self.names.name);
        self.get_own_property(function, key)
            .and_then(|slot| StringRef::from_value(slot.value))
            .map(StringRef::to_string_lossy)
            .filter(|name| !name.is_empty())
            .unwrap_or_else(|| "anonymous".to_string())
    }
}

/// Type flag of native functions that are constructors.
pub const NATIVE_IS_CONSTRUCTOR: u8 = 1;
