//! The emitter: builds one code block. It hands out registers, constants, labels and
//! metadata slots, records source positions and exception handlers, and patches jumps when
//! the block is finished.

use std::cell::Cell;
use std::collections::HashMap;
use std::rc::Rc;

use crate::bytecode::code_block::{
    CallEntry, EvalFlags, FunctionInfo, GlobalDeclarations, Handler, Location, ScopeDescriptor, SiteNames, SourceFile,
};
use crate::bytecode::inline_cache::{CallCache, GlobalCache, PropertyCache};
use crate::bytecode::profile::{ArithProfile, ValueProfile};
use crate::bytecode::{CodeBlock, CodeKind, Const, Instruction, Reg, Slot, Target};
use crate::heap::Rooted;
use crate::value::JSValue;

/// A place in the code that jumps refer to before it is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Label(u32);

/// The register that holds a value a caller asked for, or a fresh temporary.
pub(crate) struct Emitter {
    pub instructions: Vec<Instruction>,
    locations: Vec<Location>,
    site_names: SiteNames,
    constants: Vec<Rooted<JSValue>>,
    constant_index: HashMap<u64, u32>,
    labels: Vec<Option<u32>>,
    handlers: Vec<(Label, Label, Label)>,
    /// The first register not in use.
    next_register: u16,
    max_register: u16,
    pub property_caches: u32,
    pub global_caches: u32,
    pub call_caches: u32,
    pub arith_profiles: u32,
    pub value_profiles: u32,
    pub loop_counters: u32,
    pub scopes: Vec<ScopeDescriptor>,
    last_position: (u32, u32),
}

/// The registers in use at a point, to go back to when a construct's temporaries die.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RegisterMark(u16);

impl RegisterMark {
    /// The first register handed out after the mark.
    pub fn value(self) -> u16 {
        self.0
    }
}

impl Emitter {
    pub fn new(first_free_register: u16) -> Emitter {
        Emitter {
            instructions: Vec::new(),
            locations: Vec::new(),
            site_names: SiteNames::default(),
            constants: Vec::new(),
            constant_index: HashMap::new(),
            labels: Vec::new(),
            handlers: Vec::new(),
            next_register: first_free_register,
            max_register: first_free_register,
            property_caches: 0,
            global_caches: 0,
            call_caches: 0,
            arith_profiles: 0,
            value_profiles: 0,
            loop_counters: 0,
            scopes: Vec::new(),
            last_position: (0, 0),
        }
    }

    pub fn emit(&mut self, instruction: Instruction) {
        self.instructions.push(instruction);
    }

    /// The index the next instruction gets.
    pub fn pc(&self) -> u32 {
        self.instructions.len() as u32
    }

    /// Records that the next instructions come from `line:column`.
    pub fn set_position(&mut self, line: u32, column: u32) {
        if (line, column) == self.last_position || line == 0 {
            return;
        }
        self.last_position = (line, column);
        let pc = self.pc();
        match self.locations.last_mut() {
            Some(last) if last.pc == pc => {
                last.line = line;
                last.column = column;
            }
            _ => self.locations.push(Location { pc, line, column }),
        }
    }

    /// Names the operand of the next instruction as the source spells it, for the
    /// errors it may raise (`SiteNames`).
    pub fn name_operand(&mut self, name: Option<&str>) {
        if let Some(name) = name {
            let pc = self.pc();
            self.site_names.push(pc, name);
        }
    }

    // Registers.

    /// A fresh register, until the mark before it is released.
    ///
    /// Past the last register this hands out the last one again instead of failing here:
    /// `registers_exhausted` is then true, and the compiler reports the function as too
    /// large before any of its code is used.
    pub fn temp(&mut self) -> Reg {
        let register = Reg(self.next_register);
        self.next_register = self.next_register.saturating_add(1);
        self.max_register = self.max_register.max(self.next_register);
        register
    }

    /// `count` consecutive fresh registers.
    pub fn temps(&mut self, count: u16) -> Reg {
        let first = Reg(self.next_register);
        for _ in 0..count {
            self.temp();
        }
        first
    }

    pub fn mark(&self) -> RegisterMark {
        RegisterMark(self.next_register)
    }

    /// Frees every register handed out since `mark`.
    pub fn release(&mut self, mark: RegisterMark) {
        debug_assert!(mark.0 <= self.next_register);
        self.next_register = mark.0;
    }

    /// Whether more registers would exceed what a frame may have.
    pub fn registers_exhausted(&self) -> bool {
        self.max_register > u16::MAX - 64
    }

    // Constants.

    fn add_constant(&mut self, value: Rooted<JSValue>, key: Option<u64>) -> Const {
        if let Some(key) = key
            && let Some(&index) = self.constant_index.get(&key)
        {
            return Const(index);
        }
        let index = self.constants.len() as u32;
        self.constants.push(value);
        if let Some(key) = key {
            self.constant_index.insert(key, index);
        }
        Const(index)
    }

    /// A constant: strings and numbers are shared within the block.
    pub fn constant(&mut self, value: Rooted<JSValue>) -> Const {
        let v = value.get();
        // Atoms are unique per content and numbers by bits, so their encodings identify them.
        let shareable = v.is_number() || crate::string::StringRef::from_value(v).is_some_and(|s| s.is_atom());
        let key = shareable.then(|| v.bits());
        self.add_constant(value, key)
    }

    /// A constant never shared (a template object, a nested function).
    pub fn unique_constant(&mut self, value: Rooted<JSValue>) -> Const {
        self.add_constant(value, None)
    }

    // Labels and jumps.

    pub fn label(&mut self) -> Label {
        self.labels.push(None);
        Label(self.labels.len() as u32 - 1)
    }

    /// Places `label` at the next instruction.
    pub fn bind(&mut self, label: Label) {
        debug_assert!(self.labels[label.0 as usize].is_none(), "a label is bound once");
        self.labels[label.0 as usize] = Some(self.pc());
    }

    /// The target operand meaning `label` (patched when the block is finished).
    pub fn target(&self, label: Label) -> Target {
        Target(label.0)
    }

    pub fn jump(&mut self, label: Label) {
        let target = self.target(label);
        self.emit(Instruction::Jump { target });
    }

    /// A `try` region: throws from `start` up to `end` continue at `handler`.
    pub fn add_handler(&mut self, start: Label, end: Label, handler: Label) {
        self.handlers.push((start, end, handler));
    }

    // Metadata slots.

    pub fn property_cache(&mut self) -> Slot {
        self.property_caches += 1;
        Slot(self.property_caches - 1)
    }

    pub fn global_cache(&mut self) -> Slot {
        self.global_caches += 1;
        Slot(self.global_caches - 1)
    }

    pub fn call_cache(&mut self) -> Slot {
        self.call_caches += 1;
        Slot(self.call_caches - 1)
    }

    pub fn arith_profile(&mut self) -> Slot {
        self.arith_profiles += 1;
        Slot(self.arith_profiles - 1)
    }

    pub fn loop_counter(&mut self) -> Slot {
        self.loop_counters += 1;
        Slot(self.loop_counters - 1)
    }

    /// Registers a scope descriptor for `PushScope`.
    pub fn scope_descriptor(&mut self, descriptor: ScopeDescriptor) -> u32 {
        self.scopes.push(descriptor);
        self.scopes.len() as u32 - 1
    }

    /// Builds the code block. The constants stay rooted in the returned list until the
    /// caller has made the executable.
    pub fn finish(mut self, parts: BlockParts) -> (CodeBlock, Vec<Rooted<JSValue>>) {
        let positions: Vec<u32> =
            self.labels.iter().map(|position| position.expect("every label used is bound")).collect();

        // What the interpreter's unchecked fetch rests on (`CodeBlock::instructions`): the
        // code ends with a jump, return or throw, and every jump and handler lands on an
        // instruction.
        let length = self.instructions.len() as u32;
        assert!(
            self.instructions.last().is_some_and(Instruction::ends_flow),
            "code ends without a way out: {:?}",
            self.instructions.last().map(Instruction::opcode)
        );
        for instruction in &mut self.instructions {
            if let Some(target) = instruction.target_mut() {
                target.0 = positions[target.0 as usize];
                assert!(target.0 < length, "a jump past the code");
            }
        }
        // Handlers are added as their regions close, inner regions first: the order the
        // interpreter searches them in.
        let handlers = self
            .handlers
            .iter()
            .map(|&(start, end, handler)| Handler {
                start: positions[start.0 as usize],
                end: positions[end.0 as usize],
                handler: positions[handler.0 as usize],
            })
            .collect::<Vec<Handler>>();
        assert!(handlers.iter().all(|handler| handler.handler < length), "a handler past the code");
        let constants = self.constants.iter().map(|c| Cell::new(c.get())).collect();
        let boxed = |n: u32| -> usize { n as usize };
        let reads_this = self.instructions.iter().any(|instruction| instruction.names_register(Reg::THIS));
        let code = CodeBlock {
            name: parts.name,
            kind: parts.kind,
            strict: parts.strict,
            call_entry: CallEntry::of(parts.kind, parts.strict, reads_this),
            instructions: self.instructions,
            constants,
            register_count: self.max_register,
            parameter_count: parts.parameter_count,
            handlers,
            locations: self.locations,
            site_names: self.site_names,
            source: parts.source,
            scopes: self.scopes,
            function: parts.function,
            arguments_mapping: parts.arguments_mapping,
            global_declarations: parts.global_declarations,
            eval_flags: parts.eval_flags,
            module: parts.module,
            property_caches: (0..boxed(self.property_caches)).map(|_| Cell::new(PropertyCache::Empty)).collect(),
            cached_keys: (0..boxed(self.property_caches)).map(|_| Cell::new(0)).collect(),
            global_caches: (0..boxed(self.global_caches)).map(|_| Cell::new(GlobalCache::Empty)).collect(),
            call_caches: (0..boxed(self.call_caches)).map(|_| Cell::new(CallCache::default())).collect(),
            arith_profiles: (0..boxed(self.arith_profiles)).map(|_| Cell::new(ArithProfile::default())).collect(),
            // Property accesses profile the values they produce in the slot of their cache.
            value_profiles: (0..boxed(self.value_profiles.max(self.property_caches)))
                .map(|_| Cell::new(ValueProfile::default()))
                .collect(),
            loop_counters: (0..boxed(self.loop_counters)).map(|_| Cell::new(0)).collect(),
        };
        (code, self.constants)
    }
}

/// What a finished block needs besides its instructions.
pub(crate) struct BlockParts {
    pub name: String,
    pub kind: CodeKind,
    pub strict: bool,
    pub parameter_count: u16,
    pub source: Rc<SourceFile>,
    pub function: Option<FunctionInfo>,
    pub arguments_mapping: Vec<Option<u16>>,
    pub global_declarations: Option<GlobalDeclarations>,
    pub eval_flags: EvalFlags,
    pub module: Option<crate::bytecode::code_block::ModuleInfo>,
}
