//! Array.prototype.join, toString and toLocaleString (23.1.3.18, 36, 32).
//!
//! The result is built as code units and made into one flat string at the end. Like every
//! engine, `join` and `toLocaleString` give the empty string for an array that is already
//! being joined further up the stack (`a = [1]; a.push(a); a.join()`), where the
//! specification's algorithm would recurse until the stack overflows.

use std::cell::RefCell;

use vm::runtime::function::CallArgs;
use vm::runtime::realm::Intrinsic;
use vm::string::MAX_STRING_LENGTH;
use vm::{JSValue, JsResult, Message, ObjectRef, PropertyKey, Vm};

use super::{get_index, next_candidate, this_object_and_length};

thread_local! {
    /// The objects being joined now, by identity (they are alive: each is rooted by the
    /// call joining it). Each guard removes its entry, so the list is empty whenever no
    /// join is running: it does not grow with the engines a thread makes.
    static JOINING: RefCell<Vec<u64>> = const { RefCell::new(Vec::new()) };
}

/// Marks an object as being joined for as long as it lives.
struct JoinGuard(u64);

impl JoinGuard {
    /// `None` if the object is already being joined.
    fn enter(object: ObjectRef) -> Option<JoinGuard> {
        let identity = object.to_value().bits();
        JOINING.with(|joining| {
            let mut joining = joining.borrow_mut();
            if joining.contains(&identity) {
                return None;
            }
            joining.push(identity);
            Some(JoinGuard(identity))
        })
    }
}

impl Drop for JoinGuard {
    fn drop(&mut self) {
        JOINING.with(|joining| {
            let mut joining = joining.borrow_mut();
            if let Some(position) = joining.iter().rposition(|&identity| identity == self.0) {
                joining.remove(position);
            }
        });
    }
}

/// The string under construction, with its length checked as it grows.
struct StringBuilder(vm::string::builder::StringBuilder);

impl StringBuilder {
    fn append(&mut self, vm: &mut Vm, units: &[u16]) -> JsResult<()> {
        self.0.push_units(units).map_err(|error| vm.throw_build_error(error))
    }

    fn append_value_string(&mut self, vm: &mut Vm, value: JSValue) -> JsResult<()> {
        let string = vm.to_string(value)?;
        self.0.push_string(string).map_err(|error| vm.throw_build_error(error))
    }

    fn finish(self, vm: &mut Vm) -> JsResult<JSValue> {
        Ok(self.0.finish(vm)?.to_value())
    }
}

/// 23.1.3.18 Array.prototype.join ( separator )
pub(super) fn join(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be ? ToObject(this value); let len be ? LengthOfArrayLike(O).
    let (object, length) = this_object_and_length(vm, args)?;
    // 3. If separator is undefined, let sep be ",".
    // 4. Else, let sep be ? ToString(separator).
    let separator = args.get(vm, 0);
    let mut sep = Vec::new();
    if separator.is_undefined() {
        sep.push(b',' as u16);
    } else {
        vm.to_string(separator)?.append_code_units(&mut sep);
    }
    let Some(_guard) = JoinGuard::enter(object.get()) else {
        return Ok(vm.empty_string().to_value());
    };
    // 5. Let R be the empty String.
    let mut result = StringBuilder(vm::string::builder::StringBuilder::new());
    // The separators alone may already be too long for a string.
    if (length.saturating_sub(1)).saturating_mul(sep.len() as u64) > MAX_STRING_LENGTH as u64 {
        return Err(vm.throw_error(Message::InvalidStringLength));
    }
    // 6-7. Let k be 0; repeat, while k < len,
    let mut k = 0;
    while k < length {
        // Holes that cannot be present read as undefined and add only their separators.
        let present = next_candidate(vm, object.get(), k, length).unwrap_or(length);
        if !sep.is_empty() {
            for _ in k.max(1)..present.max(1) {
                result.append(vm, &sep)?;
            }
        }
        k = present;
        if k >= length {
            break;
        }
        // a. If k > 0, set R to the string-concatenation of R and sep.
        if k > 0 {
            result.append(vm, &sep)?;
        }
        // b. Let element be ? Get(O, ! ToString(𝔽(k))).
        let element = get_index(vm, object.get(), k)?;
        // c-d. If element is undefined or null, let next be the empty String; otherwise,
        //      let next be ? ToString(element); set R to R + next.
        if !element.is_undefined_or_null() {
            result.append_value_string(vm, element)?;
        }
        k += 1;
    }
    // 8. Return R.
    result.finish(vm)
}

/// 23.1.3.36 Array.prototype.toString ( )
pub(super) fn to_string(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let array be ? ToObject(this value).
    let array = vm.to_object(args.this)?;
    let array = vm.rooted(array);
    // 2. Let func be ? Get(array, "join").
    let join = vm.property_key_from_str("join")?;
    let mut function = vm.get(array.get(), join)?;
    // 3. If IsCallable(func) is false, set func to the intrinsic function
    //    %Object.prototype.toString% (kept by `install` in this function's data).
    if !vm.is_callable(function) {
        function = vm.native_data(args.callee, 0);
        if !vm.is_callable(function) {
            let object_prototype = vm.intrinsic(Intrinsic::ObjectPrototype);
            function = vm.get(object_prototype, PropertyKey::Atom(vm.names.to_string))?;
        }
    }
    // 4. Return ? Call(func, array).
    vm.call(function, array.get().to_value(), &[])
}

/// 23.1.3.32 Array.prototype.toLocaleString ( [ reserved1 [ , reserved2 ] ] )
pub(super) fn to_locale_string(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let array be ? ToObject(this value); let len be ? LengthOfArrayLike(array).
    let (array, length) = this_object_and_length(vm, args)?;
    let Some(_guard) = JoinGuard::enter(array.get()) else {
        return Ok(vm.empty_string().to_value());
    };
    // 3. Let separator be the implementation-defined list-separator String: ",".
    let separator = [b',' as u16];
    let to_locale_string = vm.property_key_from_str("toLocaleString")?;
    let to_locale_string = vm.rooted(to_locale_string);
    // 4. Let R be the empty String.
    let mut result = StringBuilder(vm::string::builder::StringBuilder::new());
    // 5-6. Let k be 0; repeat, while k < len,
    for k in 0..length {
        // a. If k > 0, set R to the string-concatenation of R and separator.
        if k > 0 {
            result.append(vm, &separator)?;
        }
        // b. Let nextElement be ? Get(array, ! ToString(k)).
        let element = get_index(vm, array.get(), k)?;
        // c. If nextElement is neither undefined nor null, then
        if !element.is_undefined_or_null() {
            // i. Let S be ? ToString(? Invoke(nextElement, "toLocaleString")).
            let element = vm.root_value(element);
            let method = vm.get_value_property(element.get(), to_locale_string.get())?;
            let string = vm.call(method, element.get(), &[])?;
            // ii. Set R to the string-concatenation of R and S.
            result.append_value_string(vm, string)?;
        }
    }
    // 7. Return R.
    result.finish(vm)
}
