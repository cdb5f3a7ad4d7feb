//! B.3.6 The \[\[IsHTMLDDA\]\] Internal Slot: objects a host makes (the web's `document.all`,
//! the test262 shell's `$262.IsHTMLDDA`) that `typeof` calls "undefined", that ToBoolean
//! makes false and that `==` equates with undefined and null, while everything else treats
//! them as the objects they are (`===`, `??`, `?.`, default values, GetMethod).
//!
//! Such an object has its own JSType, [`JSType::HtmlDda`], laid out and called as a native
//! function (the host gives the Rust function its call runs). Its own type, rather than a
//! flag beside `NativeFunction`, is what keeps the JIT right without a watchpoint: the
//! recorder inlines an object's truthiness behind a guard on its exact JSType, so a trace
//! recorded with ordinary objects exits when one of these comes, and one recorded with one
//! of these knows it is falsy. `typeof` and `==` on objects are not inlined by traces (the
//! interpreter runs them), and `===`, nullishness and undefined tests compare bits, which
//! are right for these objects as they are.

use crate::cell::JSType;
use crate::error::JsResult;
use crate::object::ObjectRef;
use crate::runtime::function::{NATIVE_REALM, NativeFn};
use crate::runtime::realm::Intrinsic;
use crate::structure::DEFAULT_INLINE_CAPACITY;
use crate::value::JSValue;
use crate::vm::Vm;

/// Whether `value` is an object with an \[\[IsHTMLDDA\]\] internal slot.
#[inline(always)]
pub fn is_html_dda(value: JSValue) -> bool {
    value.cell().is_some_and(|cell| crate::cell::js_type(cell) == JSType::HtmlDda)
}

impl Vm {
    /// A new object with an \[\[IsHTMLDDA\]\] internal slot, in the current realm, whose
    /// prototype is %Object.prototype% (like `document.all`, it is not a function to look
    /// at, though it can be called) and which has no own properties; calling it runs
    /// `native`. Not a constructor. May collect.
    pub fn new_html_dda_object(&mut self, native: NativeFn) -> JsResult<ObjectRef> {
        let realm = self.realm();
        let prototype = realm.intrinsic(Intrinsic::ObjectPrototype);
        let structure = self.root_structure(prototype, JSType::HtmlDda, DEFAULT_INLINE_CAPACITY, 0)?;
        let object = self.new_object_with_structure(structure)?;
        self.set_internal(object, NATIVE_REALM, realm.to_value());
        object.set_native_function(native);
        Ok(object)
    }
}
