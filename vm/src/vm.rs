//! The VM: the heap and the tables every cell relies on.

use gc::{HeapConfig, Marker};

use crate::cell::JSType;
use crate::error::{Exception, JsResult, Message, PendingError, Throw, TraceFrame};
use crate::heap::destroy_cell;
use crate::interpreter::stack::Stack;
use crate::runtime::conversions::SMALL_INT_STRINGS;
use crate::runtime::executable::ExecutableRef;
use crate::runtime::names::{Names, WellKnownSymbols};
use crate::runtime::promise::JobQueue;
use crate::runtime::realm::RealmRef;
use crate::string::{AtomTable, StringRef};
use crate::structure::{StructureCache, StructureId, StructureRef, StructureTable};
use crate::value::JSValue;

/// How to set up a VM.
#[derive(Clone, Debug)]
pub struct VmOptions {
    pub heap: HeapConfig,
    /// How deeply calls from Rust into JavaScript may nest (a getter run by a builtin run
    /// by a getter...). Each level costs Rust stack; the shell runs on a thread whose stack
    /// is sized for this many.
    pub max_native_depth: usize,
}

impl Default for VmOptions {
    fn default() -> VmOptions {
        VmOptions { heap: HeapConfig::default(), max_native_depth: 400 }
    }
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
    pub bigint_structure: Option<StructureRef>,
    pub executable_structure: Option<StructureRef>,
    pub scope_structure: Option<StructureRef>,
    pub realm_structure: Option<StructureRef>,
    pub suspended_frame_structure: Option<StructureRef>,
    pub regexp_matcher_structure: Option<StructureRef>,
    pub host_data_structure: Option<StructureRef>,
    /// The structure of the native functions made last (`runtime/function.rs`).
    pub native_function_structure: Option<StructureRef>,
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
            self.bigint_structure,
            self.executable_structure,
            self.scope_structure,
            self.realm_structure,
            self.suspended_frame_structure,
            self.regexp_matcher_structure,
            self.host_data_structure,
            self.native_function_structure,
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

    pub fn bigint_structure_id(&self) -> StructureId {
        Self::id(self.bigint_structure)
    }

    pub fn executable_structure_id(&self) -> StructureId {
        Self::id(self.executable_structure)
    }

    pub fn scope_structure_id(&self) -> StructureId {
        Self::id(self.scope_structure)
    }

    pub fn realm_structure_id(&self) -> StructureId {
        Self::id(self.realm_structure)
    }

    pub fn suspended_frame_structure_id(&self) -> StructureId {
        Self::id(self.suspended_frame_structure)
    }

    pub fn regexp_matcher_structure_id(&self) -> StructureId {
        Self::id(self.regexp_matcher_structure)
    }

    pub fn host_data_structure_id(&self) -> StructureId {
        Self::id(self.host_data_structure)
    }
}

/// Strings made on demand and kept for reuse: the decimal forms of small integers and the
/// one-code-unit strings below 256.
pub(crate) struct StringCaches {
    pub small_ints: [Option<StringRef>; SMALL_INT_STRINGS],
    pub single_characters: [Option<StringRef>; 256],
}

impl StringCaches {
    pub fn trace(&self, marker: &mut Marker<'_>) {
        for string in self.small_ints.iter().chain(&self.single_characters).flatten() {
            marker.mark_cell(string.cell());
        }
    }
}

/// Where a value was thrown.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ThrowSite {
    pub value: JSValue,
    pub frame: TraceFrame,
}

/// A JavaScript virtual machine: one heap, its structures and atoms.
pub struct Vm {
    pub heap: gc::Heap,
    pub(crate) structures: StructureTable,
    pub(crate) structure_cache: StructureCache,
    /// What lookups at megamorphic get and put sites found (emptied at every collection).
    pub(crate) megamorphic: crate::interpreter::megamorphic::MegamorphicCache,
    pub(crate) atoms: AtomTable,
    pub(crate) common: CommonCells,
    pub(crate) exception: Exception,
    pub options: VmOptions,
    /// The register file and the frames on it.
    pub(crate) stack: Stack,
    /// Calls from Rust into JavaScript now in progress.
    pub(crate) native_depth: usize,
    /// The value an entry frame returned, from its `Return` to the end of `execute` (no
    /// allocation happens in between, so it needs no root).
    pub(crate) entry_result: JSValue,
    /// The realm of the running code; `None` only before the first realm exists.
    pub(crate) current_realm: Option<RealmRef>,
    /// Every realm made; realms live as long as the VM.
    pub(crate) realms: Vec<RealmRef>,
    pub names: Names,
    pub symbols: WellKnownSymbols,
    /// Boxed: 4 KiB that would otherwise be copied (and touched) on every move of the VM.
    pub(crate) string_caches: Box<StringCaches>,
    pub(crate) job_queue: JobQueue,
    /// Every executable, weakly: the collector clears their caches of dead structures.
    pub(crate) executables: Vec<ExecutableRef>,
    /// Rejected promises that had no handler when they were rejected.
    pub(crate) unhandled_rejections: Vec<crate::runtime::promise::UnhandledRejection>,
    /// The value thrown last and where: a `throw` statement records it as it throws
    /// (`op_throw`), a value a native threw is placed at the instruction that called it
    /// as it leaves it. It stays after the value is caught, so that a value passed on
    /// (a rethrow by compiled code, a rejection, an `await` of it) keeps its site. The
    /// value is a root while it is here (its identity is what the site is looked up by).
    pub(crate) throw_site: Option<ThrowSite>,
    /// The modules loaded so far.
    pub(crate) modules: crate::runtime::module::ModuleMap,
    /// The kept objects of WeakRefs and the collector's lists of weak collections.
    pub(crate) weak_state: crate::collections::WeakState,
    /// The typed arrays over each ArrayBuffer, weakly (`runtime/array_buffer.rs`).
    pub(crate) buffer_views: crate::runtime::array_buffer::BufferViews,
    /// The shared block of each SharedArrayBuffer, weakly (`runtime/shared_memory.rs`).
    pub(crate) shared_blocks: crate::runtime::shared_memory::SharedBlocks,
    /// `Atomics.waitAsync` waiters of this VM that wait, and the signal that wakes its host.
    pub(crate) async_waits: crate::runtime::shared_memory::AsyncWaits,
    /// Compiled regular expressions and the last input matched.
    pub(crate) regexp_caches: crate::runtime::regexp::RegExpCaches,
    /// Self-hosted builtins' sources, natives and compiled code (`runtime/self_hosted.rs`).
    pub(crate) self_hosted: crate::runtime::self_hosted::SelfHostedRegistry,
    /// The JIT, when there is one (`tier.rs`).
    pub(crate) tier: Option<Box<dyn crate::tier::Tier>>,
    /// Loop iterations before a loop is hot; `i32::MAX` without a tier.
    pub(crate) loop_threshold: i32,
    /// The tier is recording: the interpreter runs its recording loop.
    pub(crate) recording: bool,
    /// The attention word the host sets to stop running code (`runtime/interrupt.rs`).
    pub(crate) interrupt: std::sync::Arc<crate::runtime::interrupt::Interrupt>,
    pub(crate) interrupt_handler: Option<crate::runtime::interrupt::InterruptHandler>,
}

impl Vm {
    /// A VM with a fresh heap. Fails only if the system refuses the VM's reservations or
    /// the heap limit leaves no room for its own cells.
    pub fn new(options: VmOptions) -> Result<Vm, PendingError> {
        let out_of_memory = || PendingError::new(Message::OutOfMemory, None, None);
        // The structure table and the register file are reserved before the heap is made,
        // so that an automatic heap limit counts them (gc's `limit.rs`).
        let structures = StructureTable::new().ok_or_else(out_of_memory)?;
        let stack = Stack::new().ok_or_else(out_of_memory)?;
        let mut vm = Vm {
            heap: gc::Heap::new(options.heap.clone(), destroy_cell),
            structures,
            structure_cache: StructureCache::default(),
            megamorphic: Default::default(),
            atoms: AtomTable::new(),
            common: CommonCells::default(),
            exception: Exception::None,
            options,
            stack,
            native_depth: 0,
            entry_result: JSValue::UNDEFINED,
            current_realm: None,
            realms: Vec::new(),
            // Replaced by the real atoms and symbols in `create_common_cells`, before any
            // collection can run.
            names: Names::unset(),
            symbols: WellKnownSymbols::unset(),
            string_caches: Box::new(StringCaches {
                small_ints: [None; SMALL_INT_STRINGS],
                single_characters: [None; 256],
            }),
            job_queue: JobQueue::default(),
            executables: Vec::new(),
            unhandled_rejections: Vec::new(),
            throw_site: None,
            modules: Default::default(),
            weak_state: Default::default(),
            buffer_views: Default::default(),
            shared_blocks: Default::default(),
            async_waits: Default::default(),
            regexp_caches: Default::default(),
            self_hosted: Default::default(),
            tier: None,
            loop_threshold: i32::MAX,
            recording: false,
            interrupt: Default::default(),
            interrupt_handler: None,
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
        self.common.bigint_structure = Some(structure_of(self, JSType::BigInt)?);
        self.common.executable_structure = Some(structure_of(self, JSType::Executable)?);
        self.common.scope_structure = Some(structure_of(self, JSType::Scope)?);
        self.common.realm_structure = Some(structure_of(self, JSType::Realm)?);
        self.common.suspended_frame_structure = Some(structure_of(self, JSType::SuspendedFrame)?);
        self.common.regexp_matcher_structure = Some(structure_of(self, JSType::RegExpMatcher)?);
        self.common.host_data_structure = Some(structure_of(self, JSType::HostData)?);
        self.common.empty_string = Some(self.make_empty_string()?);
        self.names = Names::create(self)?;
        self.symbols = WellKnownSymbols::create(self)?;
        Ok(())
    }

    /// Raises an engine error: the exception waits in the VM as a [`PendingError`].
    pub fn throw_error(&mut self, message: Message) -> Throw {
        self.exception = Exception::Error(PendingError::new(message, None, self.current_realm));
        Throw(())
    }

    /// Raises an engine error with text completing the message.
    pub fn throw_error_with(&mut self, message: Message, detail: impl Into<String>) -> Throw {
        self.exception = Exception::Error(PendingError::new(message, Some(detail.into()), self.current_realm));
        Throw(())
    }

    /// Raises a SyntaxError for `error`, found in code compiled at run time and called
    /// `name` (`<eval>`, a module's path): its message is `detail`, and an uncaught report
    /// shows where the error is in that code, with the line.
    pub fn throw_syntax_error(&mut self, error: &crate::compiler::SyntaxError, name: &str, detail: String) -> Throw {
        let mut pending = PendingError::new(Message::Syntax, Some(detail), self.current_realm);
        let location = format!("{name}:{}:{}", error.line, error.column);
        pending.position = Some(Box::new(crate::error::SourcePosition { location, excerpt: error.excerpt() }));
        self.exception = Exception::Error(pending);
        Throw(())
    }

    /// Makes the pending engine error (if that is what is pending) an error of `realm`:
    /// for the errors the spec creates outside the running function's realm.
    pub(crate) fn attribute_pending_error_to(&mut self, realm: Option<crate::runtime::realm::RealmRef>) {
        if let (Exception::Error(error), Some(realm)) = (&mut self.exception, realm) {
            error.realm = Some(realm);
        }
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

    /// `file:line:column` of where the pending exception was thrown, if known.
    pub fn exception_location(&self) -> Option<String> {
        match &self.exception {
            Exception::Error(error) => match &error.position {
                Some(position) => Some(position.location.clone()),
                None => self.error_location(&error.trace),
            },
            Exception::Value(value) => {
                let site = self.throw_site.filter(|site| site.value == *value)?;
                self.error_location(&[site.frame])
            }
            Exception::None | Exception::Terminated(_) => None,
        }
    }

    /// The script or module of the innermost JavaScript frame (eval code counts as its
    /// caller's): where a host function such as the shell's `load` resolves relative paths.
    pub fn calling_script(&self) -> Option<String> {
        self.stack.frames.iter().rev().map(|frame| &frame.code().source.origin).find(|o| !o.is_empty()).cloned()
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

/// Dropping a VM frees everything it made (DESIGN.md, "Dropping an engine"). The tier goes
/// first, while the cells its traces name (embedded constants, held by handles) still
/// exist, so that nothing it owns outlives what it points at, even for a moment (the code
/// blocks its traces name they own, through `Rc`s shared with the executables). The fields then drop in their order: the heap first, which runs the
/// destructor of every live cell (structures free their property, transition and
/// enumeration tables, executables their code blocks and inline caches, collections their
/// tables) and unmaps its blocks and large regions; then the Rust-side tables, and the
/// structure table's and the register file's reservations.
impl Drop for Vm {
    fn drop(&mut self) {
        self.tier = None;
    }
}
