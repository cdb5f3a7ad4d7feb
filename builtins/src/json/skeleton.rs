//! Record skeletons for JSON.stringify: for an ordinary object whose structure has only
//! data properties among its enumerable string keys and no indexed elements, what
//! SerializeJSONObject would write around the values (`"key":`, with the gap's space)
//! and where each value lives, made once per structure per stringify call. An array of
//! records built the same way shares one structure, so one skeleton serves them all.

use std::collections::HashMap;
use std::rc::Rc;

use vm::cell::JSType;
use vm::object::indexing;
use vm::property::PropertyOffset;
use vm::{Attributes, JsResult, ObjectRef, PropertyKey, Rooted, StringRef, StructureId, StructureRef, Vm};

use super::stringify::quote_string;

/// One member: its key, the text before its value, and its slot.
pub struct Member {
    pub key: PropertyKey,
    pub prefix: Vec<u16>,
    pub offset: PropertyOffset,
}

pub struct Skeleton {
    /// The structure the members were read from: while an object still has it, its
    /// values are at the offsets.
    pub structure: StructureId,
    pub members: Vec<Member>,
    /// Keeps the structure (and so its id and the keys) alive for the call.
    _structure: Rooted<StructureRef>,
}

/// The skeletons of one JSON.stringify call, by structure; `None` for a structure whose
/// objects are not records.
#[derive(Default)]
pub struct Skeletons {
    by_structure: HashMap<StructureId, Option<Rc<Skeleton>>>,
    /// The last structure asked for and its answer, checked first: the records of an
    /// array are usually alike, and the table's keyed hash costs more than the rest.
    last: Option<(StructureId, Option<Rc<Skeleton>>)>,
}

impl Skeletons {
    /// The skeleton for `object`, if it is a record.
    pub fn of(&mut self, vm: &mut Vm, object: ObjectRef, has_gap: bool) -> JsResult<Option<Rc<Skeleton>>> {
        if object.js_type() != JSType::Object {
            return Ok(None);
        }
        let structure = vm.structure_of(object);
        if structure.is_dictionary() {
            return Ok(None);
        }
        if let Some((id, known)) = &self.last
            && *id == structure.id()
        {
            return Ok(known.clone());
        }
        let skeleton = match self.by_structure.get(&structure.id()) {
            Some(known) => known.clone(),
            None => {
                let skeleton = make(vm, structure, has_gap)?.map(Rc::new);
                self.by_structure.insert(structure.id(), skeleton.clone());
                skeleton
            }
        };
        self.last = Some((structure.id(), skeleton.clone()));
        Ok(skeleton)
    }
}

fn make(vm: &mut Vm, structure: StructureRef, has_gap: bool) -> JsResult<Option<Skeleton>> {
    let rooted = vm.rooted(structure);
    if indexing::shape(structure.indexing_type()) != indexing::NO_INDEXING_SHAPE {
        return Ok(None);
    }
    let mut members = Vec::new();
    for entry in structure.entries() {
        // EnumerableOwnProperties(O, key) has the enumerable String keys only.
        let PropertyKey::Atom(name) = entry.key.to_property_key() else { continue };
        if !entry.attributes.contains(Attributes::ENUMERABLE) {
            continue;
        }
        // An accessor's getter is user code, to run at its turn: not a record.
        if entry.attributes.contains(Attributes::ACCESSOR) {
            return Ok(None);
        }
        members.push((name, entry.offset));
    }
    let members = members
        .into_iter()
        .map(|(name, offset): (StringRef, PropertyOffset)| {
            let mut prefix = Vec::new();
            quote_string(vm, &mut prefix, name)?;
            prefix.push(u16::from(b':'));
            if has_gap {
                prefix.push(u16::from(b' '));
            }
            Ok(Member { key: PropertyKey::Atom(name), prefix, offset })
        })
        .collect::<JsResult<Vec<_>>>()?;
    Ok(Some(Skeleton { structure: structure.id(), members, _structure: rooted }))
}
