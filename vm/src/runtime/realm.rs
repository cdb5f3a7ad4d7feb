//! Realms: a global object, its global lexical bindings, and the intrinsics.
//!
//! `vm` owns the intrinsic slots; `builtins::install` fills them. Code in `vm` that needs a
//! prototype or a constructor (an array literal needs %Array.prototype%, a thrown TypeError
//! needs %TypeError.prototype%) reads it from the current realm.

use std::cell::Cell;
use std::ptr::NonNull;

use gc::Marker;

use crate::cell::{CellHeader, JSType};
use crate::error::JsResult;
use crate::object::ObjectRef;
use crate::value::JSValue;
use crate::vm::Vm;

macro_rules! intrinsics {
    ($($name:ident,)*) => {
        /// The intrinsic objects a realm holds, by name.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        #[repr(u16)]
        pub enum Intrinsic {
            $($name,)*
        }

        impl Intrinsic {
            pub const COUNT: usize = [$(Intrinsic::$name,)*].len();
        }
    };
}

intrinsics! {
    ObjectPrototype,
    FunctionPrototype,
    FunctionProtoHasInstance,
    ArrayPrototype,
    StringPrototype,
    NumberPrototype,
    BooleanPrototype,
    SymbolPrototype,
    BigIntPrototype,
    ErrorPrototype,
    EvalErrorPrototype,
    RangeErrorPrototype,
    ReferenceErrorPrototype,
    SyntaxErrorPrototype,
    TypeErrorPrototype,
    UriErrorPrototype,
    AggregateErrorPrototype,
    SuppressedErrorPrototype,
    IteratorPrototype,
    AsyncIteratorPrototype,
    ArrayIteratorPrototype,
    StringIteratorPrototype,
    AsyncFromSyncIteratorPrototype,
    GeneratorFunctionPrototype,
    GeneratorPrototype,
    AsyncFunctionPrototype,
    AsyncGeneratorFunctionPrototype,
    AsyncGeneratorPrototype,
    PromisePrototype,
    PromiseConstructor,
    RegExpPrototype,
    DatePrototype,
    MapPrototype,
    SetPrototype,
    WeakMapPrototype,
    WeakSetPrototype,
    WeakRefPrototype,
    FinalizationRegistryPrototype,
    MapIteratorPrototype,
    SetIteratorPrototype,
    RegExpConstructor,
    RegExpStringIteratorPrototype,
    // The original values of the RegExp properties the fast paths rely on (an array).
    RegExpOriginals,
    ObjectConstructor,
    FunctionConstructor,
    ArrayConstructor,
    ArrayProtoValues,
    ArrayIteratorNext,
    // The original `next` of the builtin iterators a for-of steps in place.
    MapIteratorNext,
    SetIteratorNext,
    StringIteratorNext,
    Eval,
    ThrowTypeError,
    // The accessor pair (a GetterSetter, not an object) of the legacy `caller` property
    // that sloppy `function`s own (`Vm::legacy_caller`).
    SloppyFunctionCaller,
    // 20.4.2.2 The GlobalSymbolRegistry, shared by every realm: only the first realm's
    // slot is used (see `Vm::global_symbol_registry`).
    GlobalSymbolRegistry,
    ArrayBufferPrototype,
    ArrayBufferConstructor,
    SharedArrayBufferPrototype,
    SharedArrayBufferConstructor,
    TypedArrayPrototype,
    TypedArrayConstructor,
    Int8ArrayPrototype,
    Uint8ArrayPrototype,
    Uint8ClampedArrayPrototype,
    Int16ArrayPrototype,
    Uint16ArrayPrototype,
    Int32ArrayPrototype,
    Uint32ArrayPrototype,
    Float32ArrayPrototype,
    Float64ArrayPrototype,
    BigInt64ArrayPrototype,
    BigUint64ArrayPrototype,
    Float16ArrayPrototype,
    Int8ArrayConstructor,
    Uint8ArrayConstructor,
    Uint8ClampedArrayConstructor,
    Int16ArrayConstructor,
    Uint16ArrayConstructor,
    Int32ArrayConstructor,
    Uint32ArrayConstructor,
    Float32ArrayConstructor,
    Float64ArrayConstructor,
    BigInt64ArrayConstructor,
    BigUint64ArrayConstructor,
    Float16ArrayConstructor,
    DataViewPrototype,
    // 27.1.3.1 %Iterator%, and the prototypes of the objects its methods make.
    IteratorConstructor,
    IteratorHelperPrototype,
    WrapForValidIteratorPrototype,
    DisposableStackPrototype,
    DisposableStackConstructor,
    AsyncDisposableStackPrototype,
    AsyncDisposableStackConstructor,
    // The web platform's classes (`builtins::web`): undefined in a realm whose host did
    // not install them.
    DomExceptionPrototype,
    TextEncoderPrototype,
    TextDecoderPrototype,
    // %JSON.parse%, which JSON modules parse their source with (ParseJSONModule).
    JsonParse,
}

impl Intrinsic {
    /// %TypedArray.prototype% of the element type `kind` (%Int8Array.prototype%...).
    pub fn typed_array_prototype(kind: crate::object::typed_array::TypedArrayKind) -> Intrinsic {
        use Intrinsic::*;
        [
            Int8ArrayPrototype,
            Uint8ArrayPrototype,
            Uint8ClampedArrayPrototype,
            Int16ArrayPrototype,
            Uint16ArrayPrototype,
            Int32ArrayPrototype,
            Uint32ArrayPrototype,
            Float32ArrayPrototype,
            Float64ArrayPrototype,
            BigInt64ArrayPrototype,
            BigUint64ArrayPrototype,
            Float16ArrayPrototype,
        ][kind as usize]
    }

    /// The constructor of the element type `kind` (%Int8Array%...).
    pub fn typed_array_constructor(kind: crate::object::typed_array::TypedArrayKind) -> Intrinsic {
        use Intrinsic::*;
        [
            Int8ArrayConstructor,
            Uint8ArrayConstructor,
            Uint8ClampedArrayConstructor,
            Int16ArrayConstructor,
            Uint16ArrayConstructor,
            Int32ArrayConstructor,
            Uint32ArrayConstructor,
            Float32ArrayConstructor,
            Float64ArrayConstructor,
            BigInt64ArrayConstructor,
            BigUint64ArrayConstructor,
            Float16ArrayConstructor,
        ][kind as usize]
    }
}

/// The layout of a realm cell.
#[repr(C)]
pub struct Realm {
    header: CellHeader,
    global_object: Cell<JSValue>,
    /// The object holding the global `let`, `const` and `class` bindings (null prototype;
    /// an uninitialised binding holds the empty value).
    global_lexicals: Cell<JSValue>,
    intrinsics: [Cell<JSValue>; Intrinsic::COUNT],
}

/// A handle to a live realm.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct RealmRef(NonNull<Realm>);

crate::cell::cell_handle!(RealmRef => Realm, |t| t == JSType::Realm);

impl RealmRef {
    // Both are set when the realm is made and never change (`from_cell` asserts the type
    // in debug builds): every global access reads them.
    #[inline(always)]
    pub fn global_object(self) -> ObjectRef {
        ObjectRef::from_cell(self.raw().global_object.get().as_cell())
    }

    #[inline(always)]
    pub fn global_lexicals(self) -> ObjectRef {
        ObjectRef::from_cell(self.raw().global_lexicals.get().as_cell())
    }

    /// An intrinsic; undefined until the builtins install it.
    pub fn intrinsic(self, which: Intrinsic) -> JSValue {
        self.raw().intrinsics[which as usize].get()
    }

    /// An intrinsic that must be an object.
    pub fn intrinsic_object(self, which: Intrinsic) -> ObjectRef {
        ObjectRef::from_value(self.intrinsic(which)).unwrap_or_else(|| panic!("intrinsic {which:?} is not installed"))
    }

    pub(crate) fn trace(self, marker: &mut Marker<'_>) {
        let raw = self.raw();
        let fields = [raw.global_object.get(), raw.global_lexicals.get()];
        for value in fields.into_iter().chain(raw.intrinsics.iter().map(Cell::get)) {
            if let Some(cell) = value.cell() {
                marker.mark_cell(cell);
            }
        }
    }
}

impl Vm {
    /// A new realm with an empty global object (prototype null until the builtins give it
    /// %Object.prototype%). May collect.
    pub fn new_realm(&mut self) -> JsResult<RealmRef> {
        let header = CellHeader::new(self.common.realm_structure_id(), JSType::Realm, 0, 0);
        let realm = RealmRef(self.new_cell(|| Realm {
            header,
            global_object: Cell::new(JSValue::UNDEFINED),
            global_lexicals: Cell::new(JSValue::UNDEFINED),
            intrinsics: std::array::from_fn(|_| Cell::new(JSValue::UNDEFINED)),
        })?);
        let root = self.rooted(realm);
        let global = self.new_object(JSValue::NULL)?;
        realm.raw().global_object.set(global.to_value());
        self.heap.write_barrier(realm.cell());
        let lexicals = self.new_object(JSValue::NULL)?;
        realm.raw().global_lexicals.set(lexicals.to_value());
        self.heap.write_barrier(realm.cell());
        let realm = root.get();
        self.realms.push(realm);
        self.current_realm.get_or_insert(realm);
        Ok(realm)
    }

    /// Installs an intrinsic.
    pub fn set_intrinsic(&mut self, realm: RealmRef, which: Intrinsic, value: JSValue) {
        realm.raw().intrinsics[which as usize].set(value);
        self.heap.write_barrier(realm.cell());
    }

    /// Replaces the global object (builtins make one with the right prototype).
    pub fn set_global_object(&mut self, realm: RealmRef, global: ObjectRef) {
        realm.raw().global_object.set(global.to_value());
        self.heap.write_barrier(realm.cell());
    }

    /// Makes `realm` current; returns the realm to go back to.
    pub fn enter_realm(&mut self, realm: RealmRef) -> Option<RealmRef> {
        self.current_realm.replace(realm)
    }

    /// Goes back to the realm `enter_realm` returned.
    pub fn leave_realm(&mut self, previous: Option<RealmRef>) {
        if previous.is_some() {
            self.current_realm = previous;
        }
    }

    /// The realm of the code running now.
    pub fn realm(&self) -> RealmRef {
        self.current_realm.expect("the VM has a realm once set up")
    }

    /// The agent's GlobalSymbolRegistry (a null-prototype object from keys to symbols),
    /// made on first use and kept in the first realm so that every realm shares it.
    pub fn global_symbol_registry(&mut self) -> JsResult<ObjectRef> {
        let first = *self.realms.first().expect("the VM has a realm once set up");
        if let Some(registry) = ObjectRef::from_value(first.intrinsic(Intrinsic::GlobalSymbolRegistry)) {
            return Ok(registry);
        }
        let registry = self.new_object(JSValue::NULL)?;
        self.set_intrinsic(first, Intrinsic::GlobalSymbolRegistry, registry.to_value());
        Ok(registry)
    }

    /// An intrinsic of the current realm.
    pub fn intrinsic(&self, which: Intrinsic) -> ObjectRef {
        self.realm().intrinsic_object(which)
    }
}
