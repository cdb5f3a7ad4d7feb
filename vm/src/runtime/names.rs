//! Atoms and symbols the engine itself uses, made once per VM and always alive.

use gc::Marker;

use crate::error::JsResult;
use crate::string::StringRef;
use crate::symbol::SymbolRef;
use crate::vm::Vm;

macro_rules! names {
    ($($field:ident => $text:literal,)*) => {
        /// Property names the engine uses, as atoms.
        #[derive(Clone, Copy, Debug)]
        pub struct Names {
            $(pub $field: StringRef,)*
        }

        impl Names {
            /// Placeholders for the moment before the VM can make atoms; never read.
            pub(crate) fn unset() -> Names {
                Names { $($field: StringRef::placeholder(),)* }
            }

            pub(crate) fn create(vm: &mut Vm) -> JsResult<Names> {
                let _defer = vm.heap.defer_gc();
                Ok(Names { $($field: vm.atom($text)?,)* })
            }

            pub(crate) fn trace(&self, marker: &mut Marker<'_>) {
                $(marker.mark_cell(self.$field.cell());)*
            }
        }
    };
}

names! {
    anonymous => "anonymous",
    arguments => "arguments",
    callee => "callee",
    caller => "caller",
    cause => "cause",
    configurable => "configurable",
    constructor => "constructor",
    default => "default",
    done => "done",
    enumerable => "enumerable",
    errors => "errors",
    get => "get",
    groups => "groups",
    index => "index",
    input => "input",
    last_index => "lastIndex",
    length => "length",
    message => "message",
    name => "name",
    next => "next",
    prototype => "prototype",
    proto => "__proto__",
    raw => "raw",
    return_ => "return",
    set => "set",
    source => "source",
    flags => "flags",
    // The RegExp.prototype properties a pristine RegExp's fast paths depend on.
    exec => "exec",
    has_indices => "hasIndices",
    global => "global",
    ignore_case => "ignoreCase",
    multiline => "multiline",
    dot_all => "dotAll",
    unicode => "unicode",
    unicode_sets => "unicodeSets",
    sticky => "sticky",
    stack => "stack",
    then => "then",
    throw => "throw",
    to_string => "toString",
    value => "value",
    value_of => "valueOf",
    writable => "writable",
    undefined => "undefined",
    null => "null",
    true_ => "true",
    false_ => "false",
    nan => "NaN",
    infinity => "Infinity",
    negative_infinity => "-Infinity",
    zero => "0",
    object => "object",
    function => "function",
    string => "string",
    number => "number",
    boolean => "boolean",
    symbol => "symbol",
    bigint => "bigint",
    eval => "eval",
    this => "this",
    new_target => "new.target",
    active_function => "%function",
    star_default => "*default*",
    // 10.5 The Proxy handler's traps.
    apply => "apply",
    construct => "construct",
    define_property => "defineProperty",
    delete_property => "deleteProperty",
    get_own_property_descriptor => "getOwnPropertyDescriptor",
    get_prototype_of => "getPrototypeOf",
    has => "has",
    is_extensible => "isExtensible",
    own_keys => "ownKeys",
    prevent_extensions => "preventExtensions",
    set_prototype_of => "setPrototypeOf",
}

macro_rules! well_known_symbols {
    ($($field:ident => $description:literal $(($flags:expr))?,)*) => {
        /// The well-known symbols, shared by every realm, and the engine's own private
        /// names (symbols with `SYMBOL_IS_PRIVATE`, which no reflection shows).
        #[derive(Clone, Copy, Debug)]
        pub struct WellKnownSymbols {
            $(pub $field: SymbolRef,)*
        }

        impl WellKnownSymbols {
            /// Placeholders for the moment before the VM can make symbols; never read.
            pub(crate) fn unset() -> WellKnownSymbols {
                WellKnownSymbols { $($field: SymbolRef::placeholder(),)* }
            }

            pub(crate) fn create(vm: &mut Vm) -> JsResult<WellKnownSymbols> {
                let _defer = vm.heap.defer_gc();
                Ok(WellKnownSymbols {
                    $($field: {
                        let description = vm.atom($description)?;
                        vm.new_symbol(Some(description), 0 $(| $flags)?)?
                    },)*
                })
            }

            pub(crate) fn trace(&self, marker: &mut Marker<'_>) {
                $(marker.mark_cell(self.$field.cell());)*
            }
        }
    };
}

well_known_symbols! {
    async_dispose => "Symbol.asyncDispose",
    async_iterator => "Symbol.asyncIterator",
    dispose => "Symbol.dispose",
    has_instance => "Symbol.hasInstance",
    is_concat_spreadable => "Symbol.isConcatSpreadable",
    iterator => "Symbol.iterator",
    match_ => "Symbol.match",
    match_all => "Symbol.matchAll",
    replace => "Symbol.replace",
    search => "Symbol.search",
    species => "Symbol.species",
    split => "Symbol.split",
    to_primitive => "Symbol.toPrimitive",
    to_string_tag => "Symbol.toStringTag",
    unscopables => "Symbol.unscopables",
    // The key under which a host object (a web platform object such as a TextDecoder)
    // keeps a host data cell with its internal slots: one per VM, so that a brand check
    // holds across realms.
    host_slots => "[[HostSlots]]" (crate::symbol::SYMBOL_IS_PRIVATE),
}
