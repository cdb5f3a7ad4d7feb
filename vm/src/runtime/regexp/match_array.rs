//! The array RegExpBuiltinExec returns (22.2.7.2 steps 19-34), made without a property
//! addition: every match array of a realm shares one structure, `[index, input, groups]`
//! after the elements, as JSC's `regExpMatchesArrayStructure` does.
//!
//! The array is allocated once at its length, with its named properties' slots, and then
//! filled: a program that runs `exec` in a loop makes one butterfly per match and never
//! walks a transition.

use crate::cell::JSType;
use crate::error::JsResult;
use crate::object::ObjectRef;
use crate::object::butterfly::ButterflyShape;
use crate::object::indexing::{CONTIGUOUS_SHAPE, IS_ARRAY};
use crate::property::{Attributes, PropertyKey, PropertyOffset};
use crate::runtime::realm::Intrinsic;
use crate::structure::cache::StructureKey;
use crate::value::JSValue;
use crate::vm::Vm;

/// The named properties of a match array, in their slot order.
const INDEX_SLOT: u32 = 0;
const INPUT_SLOT: u32 = 1;
const GROUPS_SLOT: u32 = 2;

impl Vm {
    /// A match array of `length` elements, all undefined, with these `index`, `input` and
    /// `groups`: the caller fills the elements with
    /// [`Vm::init_contiguous_element`]. May collect.
    pub fn new_match_array(
        &mut self,
        length: u32,
        index: JSValue,
        input: JSValue,
        groups: JSValue,
    ) -> JsResult<ObjectRef> {
        let (input, groups) = (self.root_value(input), self.root_value(groups));
        let prototype = self.realm().intrinsic(Intrinsic::ArrayPrototype);
        let plain = self.root_structure(prototype, JSType::Array, 0, IS_ARRAY | CONTIGUOUS_SHAPE)?;
        let structure = self.cached_structure(StructureKey::MatchArray, prototype, |vm| {
            let names = vm.names;
            let mut structure = plain;
            for (name, slot) in [(names.index, INDEX_SLOT), (names.input, INPUT_SLOT), (names.groups, GROUPS_SLOT)] {
                let key = PropertyKey::Atom(name).named().expect("an atom");
                let offset;
                (structure, offset) =
                    vm.add_property_transition(structure, key, Attributes::DEFAULT)?.expect("room for three");
                debug_assert_eq!(offset, PropertyOffset::for_slot_number(slot, 0));
            }
            Ok(structure)
        })?;
        // The structure is held weakly by the cache: keep it through the allocations.
        let structure_root = self.root(Some(structure.cell()));
        let array = self.new_object_with_structure(plain)?;
        let array = self.rooted(array);
        let shape = ButterflyShape {
            out_of_line_capacity: structure.out_of_line_capacity(),
            vector_length: length,
            array_storage: false,
        };
        // The vector may be longer than `length` (it fills its size class): holes past it.
        let butterfly = self.allocate_butterfly(shape, length, JSValue::EMPTY.bits())?;

        self.set_structure(array.get(), structure, Some(butterfly));
        drop(structure_root);
        let slot = |number| PropertyOffset::for_slot_number(number, 0);
        self.set_slot(array.get(), slot(INDEX_SLOT), index);
        self.set_slot(array.get(), slot(INPUT_SLOT), input.get());
        self.set_slot(array.get(), slot(GROUPS_SLOT), groups.get());
        for element in 0..length {
            self.init_contiguous_element(array.get(), element, JSValue::UNDEFINED);
        }
        Ok(array.get())
    }
}
