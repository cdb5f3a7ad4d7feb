//! Object literals (and the members of class bodies): new objects and regular expression
//! literals, methods, accessors and fields, `__proto__`, and object spread and rest.

use crate::bytecode::opcodes::{Count, Flag};
use crate::bytecode::{Const, Reg};
use crate::cell::JSType;
use crate::error::JsResult;
use crate::interpreter::Cursor;
use crate::object::ObjectRef;
use crate::property::{Attributes, PropertyKey};
use crate::runtime::descriptor::PropertyDescriptor;
use crate::runtime::realm::Intrinsic;
use crate::value::JSValue;
use crate::vm::Vm;

/// Internal fields of a RegExp object: \[\[OriginalSource\]\], \[\[OriginalFlags\]\] and the
/// matcher cell (\[\[RegExpMatcher\]\]; undefined until the first exec of a literal).
pub const REGEXP_SOURCE: usize = 0;
pub const REGEXP_FLAGS: usize = 1;
pub const REGEXP_MATCHER: usize = 2;

/// `AddPrivateMethod` kinds (defined with their instruction in property.rs; the compiler
/// names them here).
pub use super::property::{PRIVATE_GETTER, PRIVATE_METHOD, PRIVATE_SETTER};

/// `SetFunctionName` prefixes (defined with their instruction in function.rs; the compiler
/// names them here).
pub use super::function::{NAME_PREFIX_GET, NAME_PREFIX_NONE, NAME_PREFIX_SET};

impl Vm {
    /// A regular expression literal: a new RegExp object for `pattern` and `flags` (the
    /// parser has checked both), with its own `lastIndex` (22.2.3.1 RegExpCreate).
    pub(crate) fn new_regexp_literal(&mut self, pattern: JSValue, flags: JSValue) -> JsResult<JSValue> {
        let prototype = self.realm().intrinsic(Intrinsic::RegExpPrototype);
        self.new_regexp(prototype, pattern, flags).map(ObjectRef::to_value)
    }

    /// A RegExp object with `prototype`, `source` and `flags` (strings). May collect.
    pub fn new_regexp(&mut self, prototype: JSValue, source: JSValue, flags: JSValue) -> JsResult<ObjectRef> {
        let (source_root, flags_root) = (self.root_value(source), self.root_value(flags));
        let structure = self.root_structure(prototype, JSType::RegExp, crate::structure::DEFAULT_INLINE_CAPACITY, 0)?;
        let object = self.new_object_with_structure(structure)?;
        self.set_internal(object, REGEXP_SOURCE, source_root.get());
        self.set_internal(object, REGEXP_FLAGS, flags_root.get());
        let object_root = self.rooted(object);
        let key = PropertyKey::Atom(self.names.last_index);
        self.define_own_property(object, key, JSValue::from_i32(0), Attributes::WRITABLE)?;
        Ok(object_root.get())
    }

    /// A method of a class or object literal (DefineMethodProperty).
    pub(crate) fn define_method(
        &mut self,
        base: JSValue,
        key: JSValue,
        method: JSValue,
        enumerable: bool,
    ) -> JsResult<()> {
        let base = ObjectRef::from_value(base).expect("methods are defined on objects");
        let (base_root, method_root) = (self.rooted(base), self.root_value(method));
        let key = self.to_property_key(key)?;
        let descriptor = PropertyDescriptor::data(method_root.get(), true, enumerable, true);
        self.define_property_or_throw(base_root.get(), key, descriptor)
    }

    /// A getter and/or setter of a class or object literal; an absent half keeps what the
    /// property had.
    pub(crate) fn define_accessor(
        &mut self,
        base: JSValue,
        key: PropertyKey,
        getter: JSValue,
        setter: JSValue,
        enumerable: bool,
    ) -> JsResult<()> {
        let base = ObjectRef::from_value(base).expect("accessors are defined on objects");
        let descriptor = PropertyDescriptor {
            get: (!getter.is_undefined()).then_some(getter),
            set: (!setter.is_undefined()).then_some(setter),
            enumerable: Some(enumerable),
            configurable: Some(true),
            ..PropertyDescriptor::default()
        };
        self.define_property_or_throw(base, key, descriptor)
    }

    /// CopyDataProperties ( target, source, excludedItems ): object spread and rest.
    pub fn copy_data_properties(
        &mut self,
        target: ObjectRef,
        source: JSValue,
        excluded: &[PropertyKey],
    ) -> JsResult<()> {
        if source.is_undefined_or_null() {
            return Ok(());
        }
        let target_root = self.rooted(target);
        let from = self.to_object(source)?;
        let from_root = self.rooted(from);
        let keys = self.own_keys(from)?;
        let key_roots: Vec<_> = keys.iter().map(|&k| self.rooted(k)).collect();
        for key in key_roots.iter().map(|r| r.get()) {
            if excluded.contains(&key) {
                continue;
            }
            let Some(descriptor) = self.get_own_property_descriptor(from_root.get(), key)? else { continue };
            if descriptor.enumerable != Some(true) {
                continue;
            }
            let value = self.get(from_root.get(), key)?;
            self.create_data_property_or_throw(target_root.get(), key, value)?;
        }
        Ok(())
    }
}

// The instructions.
impl Vm {
    /// `NewObject`: `{}`, an ordinary object with %Object.prototype%.
    #[inline(always)]
    pub(crate) fn op_new_object(&mut self, cursor: Cursor, dst: Reg) -> JsResult<()> {
        let r = cursor.registers;
        let prototype = self.realm().intrinsic(Intrinsic::ObjectPrototype);
        let object = self.new_object(prototype)?;
        r.set(dst, object.to_value());
        Ok(())
    }

    /// `NewRegExp`: a regular expression literal.
    #[inline(always)]
    pub(crate) fn op_new_regexp(&mut self, cursor: Cursor, dst: Reg, pattern: Const, flags: Const) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        let regexp = self.new_regexp_literal(code.constant(pattern.0), code.constant(flags.0))?;
        r.set(dst, regexp);
        Ok(())
    }

    /// `DefineField`: a class field `key = src` of a new instance (CreateDataPropertyOrThrow).
    #[inline(always)]
    pub(crate) fn op_define_field(&mut self, cursor: Cursor, base: Reg, key: Reg, src: Reg) -> JsResult<()> {
        let r = cursor.registers;
        let object = ObjectRef::from_value(r.get(base)).expect("fields are defined on objects");
        let key = self.to_property_key(r.get(key))?;
        self.create_data_property_or_throw(object, key, r.get(src))?;
        Ok(())
    }

    /// `DefineAccessorById`: a getter and/or setter named by a constant.
    #[inline(always)]
    pub(crate) fn op_define_accessor_by_id(
        &mut self,
        cursor: Cursor,
        base: Reg,
        name: Const,
        getter: Reg,
        setter: Reg,
        enumerable: Flag,
    ) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        let key = self.constant_key(&code, name);
        self.define_accessor(r.get(base), key, r.get(getter), r.get(setter), enumerable != 0)?;
        Ok(())
    }

    /// `DefineAccessorByVal`: a getter and/or setter with a computed key.
    #[inline(always)]
    pub(crate) fn op_define_accessor_by_val(
        &mut self,
        cursor: Cursor,
        base: Reg,
        key: Reg,
        getter: Reg,
        setter: Reg,
        enumerable: Flag,
    ) -> JsResult<()> {
        let r = cursor.registers;
        let key = self.to_property_key(r.get(key))?;
        self.define_accessor(r.get(base), key, r.get(getter), r.get(setter), enumerable != 0)?;
        Ok(())
    }

    /// `SetPrototypeOfLiteral`: `__proto__: prototype` in an object literal (ignored unless an
    /// object or null).
    #[inline(always)]
    pub(crate) fn op_set_prototype_of_literal(&mut self, cursor: Cursor, object: Reg, prototype: Reg) -> JsResult<()> {
        let r = cursor.registers;
        let prototype = r.get(prototype);
        if prototype.is_null() || ObjectRef::from_value(prototype).is_some() {
            let object = ObjectRef::from_value(r.get(object)).expect("a literal");
            self.set_prototype_of(object, prototype)?;
        }
        Ok(())
    }

    /// `CopyDataProperties`: object spread and rest: copies `source`'s own enumerable
    /// properties to `target`, except the `count` keys from register `excluded` on.
    #[inline(always)]
    pub(crate) fn op_copy_data_properties(
        &mut self,
        cursor: Cursor,
        target: Reg,
        source: Reg,
        excluded: Reg,
        count: Count,
    ) -> JsResult<()> {
        let r = cursor.registers;
        self.save_pc(cursor.pc - 1);
        let mut keys = Vec::with_capacity(count as usize);
        for index in 0..count {
            keys.push(self.to_property_key(r.get(excluded.offset(index)))?);
        }
        let target = ObjectRef::from_value(r.get(target)).expect("a copy target");
        self.copy_data_properties(target, r.get(source), &keys)?;
        Ok(())
    }
}
