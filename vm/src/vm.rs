//! The VM: the heap and the tables every cell relies on.

use gc::{HeapConfig, Marker};

use crate::cell::JSType;
use crate::error::{Exception, JsResult, Message, PendingError, Throw};
use crate::heap::destroy_cell;
use crate::string::{AtomTable, StringRef};
use crate::structure::{StructureCache, StructureId, StructureRef, StructureTable};
use crate::value::JSValue;

/// How to set up a VM.
#[derive(Clone, Debug, Default)]
pub struct VmOptions {
    pub heap: HeapConfig,
}

/// Cells the VM itself needs, kept alive for its whole life.
#[derive(Default)]
pub(crate) struct CommonCells {
    /// The structure of structures (it describes itself).
    pub structure_structure: Option<StructureRef>,
    pub string_structure: Option<StructureRef>,
    pub symbol_structure: Option<StructureRef>,
    pub getter_setter_structure: Option<StructureRef>,
    pub sparse_map_structure: Option<StructureRef>,
    pub empty_string: Option<StringRef>,
}

impl CommonCells {
    pub fn trace(&self, marker: &mut Marker<'_>) {
        let structures = [
            self.structure_structure,
            self.string_structure,
            self.symbol_structure,
            self.getter_setter_structure,
            self.sparse_map_structure,
        ];
        structures.into_iter().flatten().for_each(|s| marker.mark_cell(s.cell()));
        if let Some(empty) = self.empty_string {
            marker.mark_cell(empty.cell());
        }
    }

    fn id(structure: Option<StructureRef>) -> StructureId {
        structure.expect("the VM's own structures exist once it is set up").id()
    }

    pub fn string_structure_id(&self) -> StructureId {
        Self::id(self.string_structure)
    }

    pub fn symbol_structure_id(&self) -> StructureId {
        Self::id(self.symbol_structure)
    }

    pub fn getter_setter_structure_id(&self) -> StructureId {
        Self::id(self.getter_setter_structure)
    }

    pub fn sparse_map_structure_id(&self) -> StructureId {
        Self::id(self.sparse_map_structure)
    }
}

/// A JavaScript virtual machine: one heap, its structures and atoms.
pub struct Vm {
    pub heap: gc::Heap,
    pub(crate) structures: StructureTable,
    pub(crate) structure_cache: StructureCache,
    pub(crate) atoms: AtomTable,
    pub(crate) common: CommonCells,
    pub(crate) exception: Exception,
}

impl Vm {
    /// A VM with a fresh heap. Fails only if the heap limit leaves no room for the VM's
    /// own cells.
    pub fn new(options: VmOptions) -> Result<Vm, PendingError> {
        let mut vm = Vm {
            heap: gc::Heap::new(options.heap, destroy_cell),
            structures: StructureTable::new(),
            structure_cache: StructureCache::default(),
            atoms: AtomTable::default(),
            common: CommonCells::default(),
            exception: Exception::None,
        };
        match vm.create_common_cells() {
            Ok(()) => Ok(vm),
            Err(_) => match vm.take_exception() {
                Exception::Error(error) => Err(error),
                _ => unreachable!("setting up raises only engine errors"),
            },
        }
    }

    fn create_common_cells(&mut self) -> JsResult<()> {
        // Nothing is rooted while these are made; no collection may start.
        let _defer = self.heap.defer_gc();
        let structure_of = |vm: &mut Vm, instance_type| vm.root_structure(JSValue::NULL, instance_type, 0, 0);
        self.common.structure_structure = Some(structure_of(self, JSType::Structure)?);
        self.common.string_structure = Some(structure_of(self, JSType::String)?);
        self.common.symbol_structure = Some(structure_of(self, JSType::Symbol)?);
        self.common.getter_setter_structure = Some(structure_of(self, JSType::GetterSetter)?);
        self.common.sparse_map_structure = Some(structure_of(self, JSType::SparseArrayMap)?);
        self.common.empty_string = Some(self.make_empty_string()?);
        Ok(())
    }

    /// Raises an engine error: the exception waits in the VM as a [`PendingError`].
    pub fn throw_error(&mut self, message: Message) -> Throw {
        self.exception = Exception::Error(PendingError { message, detail: None });
        Throw(())
    }

    /// Raises an engine error with text completing the message.
    pub fn throw_error_with(&mut self, message: Message, detail: impl Into<String>) -> Throw {
        self.exception = Exception::Error(PendingError { message, detail: Some(detail.into()) });
        Throw(())
    }

    /// Throws a JavaScript value.
    pub fn throw_value(&mut self, value: JSValue) -> Throw {
        self.exception = Exception::Value(value);
        Throw(())
    }

    /// The pending exception.
    pub fn exception(&self) -> &Exception {
        &self.exception
    }

    /// Takes the pending exception, leaving none.
    pub fn take_exception(&mut self) -> Exception {
        std::mem::take(&mut self.exception)
    }

    /// Structures holding an id (for tests and `$vm`).
    pub fn live_structure_count(&self) -> usize {
        self.structures.live_count()
    }

    /// Atoms in the atom table.
    pub fn atom_count(&self) -> usize {
        self.atoms.len()
    }

    /// The address of the structure table, for machine code.
    pub fn structure_table_base(&self) -> *const *mut crate::structure::Structure {
        self.structures.base()
    }
}
