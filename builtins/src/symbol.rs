//! 20.4 Symbol Objects: the Symbol function, the global symbol registry and
//! %Symbol.prototype%.
//!
//! The GlobalSymbolRegistry (20.4.2.2) is an object with a null prototype kept in the
//! first data slot of `Symbol.for`: its keys are the registry's string keys, its values
//! the symbols. A registered symbol carries `SYMBOL_IS_REGISTERED` and its key as its
//! description, which is all `Symbol.keyFor` needs. The registry belongs to the realm's
//! `Symbol.for`; the specification shares one between realms, which only matters once a
//! VM runs more than one realm.

use vm::cell::JSType;
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::string::StringRef;
use vm::symbol::{SYMBOL_IS_REGISTERED, SymbolRef};
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, PropertyKey, Vm};

use crate::function::string_from_units;
use crate::util;

/// A property of the Symbol constructor: a well-known symbol or a function.
enum Static {
    WellKnown(SymbolRef),
    Method(u32, NativeFn),
}

/// %Symbol.prototype%'s string-keyed methods (20.4.3), in the specification's order.
const PROTOTYPE_METHODS: &[(&str, u32, NativeFn)] = &[("toString", 0, to_string), ("valueOf", 0, value_of)];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let prototype = vm.intrinsic(Intrinsic::SymbolPrototype);
    let prototype_root = vm.rooted(prototype);
    // 20.4.1 The Symbol Constructor: a constructor only so that it can be a superclass;
    // `new Symbol()` throws.
    let constructor = util::constructor(vm, "Symbol", 0, symbol_constructor, prototype)?;
    let constructor_root = vm.rooted(constructor);
    util::global(vm, "Symbol", constructor.to_value())?;
    // 20.4.2 Properties of the Symbol Constructor, in the specification's order. The
    // well-known symbols are { [[Writable]]: false, [[Enumerable]]: false,
    // [[Configurable]]: false }.
    let symbols = vm.symbols;
    let statics = [
        ("asyncDispose", Static::WellKnown(symbols.async_dispose)),
        ("asyncIterator", Static::WellKnown(symbols.async_iterator)),
        ("dispose", Static::WellKnown(symbols.dispose)),
        ("for", Static::Method(1, symbol_for)),
        ("hasInstance", Static::WellKnown(symbols.has_instance)),
        ("isConcatSpreadable", Static::WellKnown(symbols.is_concat_spreadable)),
        ("iterator", Static::WellKnown(symbols.iterator)),
        ("keyFor", Static::Method(1, key_for)),
        ("match", Static::WellKnown(symbols.match_)),
        ("matchAll", Static::WellKnown(symbols.match_all)),
        ("replace", Static::WellKnown(symbols.replace)),
        ("search", Static::WellKnown(symbols.search)),
        ("species", Static::WellKnown(symbols.species)),
        ("split", Static::WellKnown(symbols.split)),
        ("toPrimitive", Static::WellKnown(symbols.to_primitive)),
        ("toStringTag", Static::WellKnown(symbols.to_string_tag)),
        ("unscopables", Static::WellKnown(symbols.unscopables)),
    ];
    for (name, entry) in statics {
        match entry {
            Static::WellKnown(symbol) => {
                util::value(vm, constructor_root.get(), name, symbol.to_value(), Attributes::NONE)?;
            }
            Static::Method(length, native) => {
                util::method(vm, constructor_root.get(), name, length, native)?;
            }
        }
    }
    // 20.4.3 Properties of the Symbol Prototype Object.
    let description = vm.property_key_from_str("description")?;
    util::accessor(vm, prototype_root.get(), description, "description", description_getter, None)?;
    util::methods(vm, prototype_root.get(), PROTOTYPE_METHODS)?;
    // 20.4.3.5 Symbol.prototype [ @@toPrimitive ] ( hint ):
    // { [[Writable]]: false, [[Enumerable]]: false, [[Configurable]]: true }.
    let to_primitive = vm.new_native_function("[Symbol.toPrimitive]", 1, to_primitive)?;
    let key = PropertyKey::Symbol(vm.symbols.to_primitive);
    vm.define_own_property(prototype_root.get(), key, to_primitive.to_value(), Attributes::CONFIGURABLE)?;
    // 20.4.3.6 Symbol.prototype [ @@toStringTag ]: "Symbol", configurable only.
    let tag = vm.new_string("Symbol")?;
    let key = PropertyKey::Symbol(vm.symbols.to_string_tag);
    vm.define_own_property(prototype_root.get(), key, tag.to_value(), Attributes::CONFIGURABLE)?;
    Ok(())
}

/// 20.4.1.1 Symbol ( [ description ] )
fn symbol_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If NewTarget is not undefined, throw a TypeError exception.
    if !args.new_target.is_undefined() {
        return Err(vm.throw_error_with(Message::NotAConstructor, "Symbol"));
    }
    // 2. If description is undefined, let descString be undefined.
    // 3. Else, let descString be ? ToString(description).
    let description = args.get(vm, 0);
    let description = if description.is_undefined() { None } else { Some(vm.to_string(description)?) };
    // 4. Return a new Symbol whose [[Description]] is descString.
    Ok(vm.new_symbol(description, 0)?.to_value())
}

/// 20.4.2.2 Symbol.for ( key )
fn symbol_for(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let stringKey be ? ToString(key).
    let string_key = vm.to_string(args.get(vm, 0))?;
    let string_key_root = vm.rooted(string_key);
    let registry = vm.global_symbol_registry()?;
    let key = vm.property_key(string_key_root.get())?;
    // 2. For each element e of the GlobalSymbolRegistry List, do
    //    a. If SameValue(e.[[Key]], stringKey) is true, return e.[[Symbol]].
    if let Some(slot) = vm.get_own_property(registry, key) {
        return Ok(slot.value);
    }
    // 3. Assert: the GlobalSymbolRegistry List does not contain an entry for stringKey.
    // 4. Let newSymbol be a new Symbol whose [[Description]] is stringKey.
    let key_root = vm.rooted(key);
    let symbol = vm.new_symbol(Some(string_key_root.get()), SYMBOL_IS_REGISTERED)?;
    let symbol_root = vm.rooted(symbol);
    // 5. Append the Record { [[Key]]: stringKey, [[Symbol]]: newSymbol } to the registry.
    vm.define_own_property(registry, key_root.get(), symbol.to_value(), Attributes::NONE)?;
    // 6. Return newSymbol.
    Ok(symbol_root.get().to_value())
}

/// 20.4.2.6 Symbol.keyFor ( sym )
fn key_for(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let value = args.get(vm, 0);
    // 1. If sym is not a Symbol, throw a TypeError exception.
    let Some(symbol) = SymbolRef::from_value(value) else {
        let detail = format!("{} is not a symbol", vm.describe_value(value));
        return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
    };
    // 2. Return KeyForSymbol(sym).
    // 20.4.5.1 KeyForSymbol ( sym ): the registry's key for a registered symbol (its
    // description), otherwise undefined.
    Ok(if symbol.is_registered() { symbol.description() } else { JSValue::UNDEFINED })
}

/// 20.4.3.2 get Symbol.prototype.description
fn description_getter(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let s be the this value.
    // 2. Let sym be ? ThisSymbolValue(s).
    let symbol = this_symbol_value(vm, args.this, "Symbol.prototype.description")?;
    // 3. Return sym.[[Description]].
    Ok(symbol.description())
}

/// 20.4.3.3 Symbol.prototype.toString ( )
fn to_string(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let sym be ? ThisSymbolValue(this value).
    let symbol = this_symbol_value(vm, args.this, "Symbol.prototype.toString")?;
    // 2. Return SymbolDescriptiveString(sym).
    Ok(symbol_descriptive_string(vm, symbol)?.to_value())
}

/// 20.4.3.4 Symbol.prototype.valueOf ( )
fn value_of(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return ? ThisSymbolValue(this value).
    Ok(this_symbol_value(vm, args.this, "Symbol.prototype.valueOf")?.to_value())
}

/// 20.4.3.5 Symbol.prototype [ @@toPrimitive ] ( hint )
fn to_primitive(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return ? ThisSymbolValue(this value).
    Ok(this_symbol_value(vm, args.this, "Symbol.prototype [ @@toPrimitive ]")?.to_value())
}

/// 20.4.3.3.1 SymbolDescriptiveString ( sym )
pub(crate) fn symbol_descriptive_string(vm: &mut Vm, symbol: SymbolRef) -> JsResult<StringRef> {
    // 1. Let desc be sym's [[Description]] value.
    // 2. If desc is undefined, set desc to the empty String.
    // 3. Return the string-concatenation of "Symbol(", desc, and ")".
    let mut units: Vec<u16> = "Symbol(".encode_utf16().collect();
    if let Some(description) = StringRef::from_value(symbol.description()) {
        description.append_code_units(&mut units);
    }
    units.push(u16::from(b')'));
    string_from_units(vm, &units)
}

/// 20.4.3.4.1 ThisSymbolValue ( value )
fn this_symbol_value(vm: &mut Vm, value: JSValue, method: &str) -> JsResult<SymbolRef> {
    // 1. If value is a Symbol, return value.
    if let Some(symbol) = SymbolRef::from_value(value) {
        return Ok(symbol);
    }
    // 2. If value is an Object and value has a [[SymbolData]] internal slot, then
    //    a. Let s be value.[[SymbolData]]. b. Return s.
    if let Some(object) = ObjectRef::from_value(value)
        && object.js_type() == JSType::SymbolObject
        && let Some(symbol) = SymbolRef::from_value(object.internal(0))
    {
        return Ok(symbol);
    }
    // 3. Throw a TypeError exception.
    Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, method))
}
