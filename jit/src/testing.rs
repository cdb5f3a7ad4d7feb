//! What the JIT's unit tests share: traces made by hand for the later phases (register
//! allocation, DCE, the loop pass), and a VM with the standard library and this JIT
//! installed, to record and run small programs in the test's own process.
//!
//! The JIT is installed through [`Observed`], a `Tier` that hands every call to it and keeps
//! a handle, so that a test can read the traces it compiled (their IR and snapshots) after
//! the program ran, and see each exit's register file as the exit left it.

use std::cell::RefCell;
use std::rc::Rc;

use vm::bytecode::{CodeBlock, Reg};
use vm::tier::{RecordPoint, Recording, Registers, Tier, TierStatistics, TraceActivation, TraceExit, TraceRun};
use vm::{JSValue, Vm, VmOptions};

use crate::ir::{Ins, IrBuffer, Op, Ref, Type};
use crate::recorded::Recorded;
use crate::snapshot::Snapshot;
use crate::{Jit, JitOptions};

/// A code block for traces made by hand (which only name it): an empty script's, held by
/// the trace as any trace holds its code (the VM that compiled it is gone).
pub fn code_block() -> Rc<CodeBlock> {
    let mut vm = Vm::new(VmOptions::default()).expect("a VM");
    let executable = vm.compile_script("", "empty.js").expect("an empty script compiles");
    executable.shared_code()
}

/// The instructions `ops`, as they are: not folded, shared or forwarded (`IrBuffer::emit`
/// would), so that a test of a later phase sees exactly the trace it describes.
pub fn ir(ops: &[(Op, Type)]) -> IrBuffer {
    let mut ir = IrBuffer::default();
    ir.ins = ops.iter().map(|&(op, ty)| Ins { op, ty, snapshot: None }).collect();
    ir
}

/// A recorded trace of `ir` with `snapshots`, whose loop edge writes `loop_writes`
/// (before `opt::loops::close_loop`, every register the iteration wrote).
pub fn recorded(ir: IrBuffer, snapshots: Vec<Snapshot>, loop_writes: Vec<(u16, Ref)>) -> Recorded {
    Recorded {
        ir,
        snapshots,
        loop_writes,
        phis: Vec::new(),
        code: code_block(),
        counter: 0,
        head_pc: 10,
        root_argc: 0,
        cells: Vec::new(),
        inlines_calls: false,
        call_sites: Vec::new(),
        frame_slots: 16,
        call_window: 0,
        side: None,
        link: None,
        hoisted: Vec::new(),
        sunk: Vec::new(),
        returned: None,
        link_across: None,
        loop_start: None,
        preroll_writes: Vec::new(),
    }
}

/// A snapshot resuming at `pc` that writes `entries`.
pub fn snapshot(pc: u32, entries: &[(u16, Ref)]) -> Snapshot {
    Snapshot { pc, entries: entries.to_vec(), frames: Vec::new(), throws: false, sunk: Vec::new(), stores: Vec::new() }
}

/// An exit the JIT took: the trace, the snapshot, and the values of the registers the
/// snapshot names, as the exit wrote them back.
pub struct Exit {
    pub trace: u32,
    pub snapshot: u32,
    pub registers: Vec<(u16, JSValue)>,
    pub resumed: TraceExit,
}

/// The JIT, shared between the VM (which calls it) and the test (which reads it).
pub struct Observed {
    jit: Rc<RefCell<Jit>>,
    exits: Rc<RefCell<Vec<Exit>>>,
}

impl Tier for Observed {
    fn start_recording(&mut self, vm: &mut Vm, code: Rc<CodeBlock>, counter: u32, at: RecordPoint<'_>) -> bool {
        self.jit.borrow_mut().start_recording(vm, code, counter, at)
    }

    fn record(&mut self, vm: &mut Vm, at: RecordPoint<'_>) -> Recording {
        self.jit.borrow_mut().record(vm, at)
    }

    fn enter_trace(&mut self, vm: &mut Vm, trace: u32, registers: Registers) -> Result<TraceActivation, TraceExit> {
        self.jit.borrow_mut().enter_trace(vm, trace, registers)
    }

    fn leave_trace(
        &mut self,
        vm: &mut Vm,
        activation: TraceActivation,
        run: TraceRun,
        registers: Registers,
    ) -> TraceExit {
        let mut jit = self.jit.borrow_mut();
        let resumed = jit.leave_trace(vm, activation, run, registers);
        let exit = jit.last_exit.expect("an exit was taken");
        let entries = &jit.traces[exit.trace as usize].snapshots[exit.snapshot as usize].entries;
        let registers = entries.iter().map(|&(slot, _)| (slot, registers.get(Reg(slot)))).collect();
        self.exits.borrow_mut().push(Exit { trace: exit.trace, snapshot: exit.snapshot, registers, resumed });
        resumed
    }

    fn statistics(&self) -> TierStatistics {
        self.jit.borrow().statistics()
    }

    fn before_structure_ids_are_reused(&mut self, vm: &Vm) {
        self.jit.borrow_mut().before_structure_ids_are_reused(vm)
    }

    fn compile_regexp(
        &mut self,
        program: &vm::runtime::regexp::backtrack::program::Program,
    ) -> Option<Rc<dyn vm::runtime::regexp::native::NativeMatcher>> {
        self.jit.borrow_mut().compile_regexp(program)
    }
}

/// A program run with the JIT. The JIT is declared first so that the test's handle goes
/// before the VM, which drops the JIT with itself.
pub struct Run {
    pub jit: Rc<RefCell<Jit>>,
    pub exits: Rc<RefCell<Vec<Exit>>>,
    /// The script's completion value.
    pub value: JSValue,
    /// Kept alive as long as the JIT and the values it made.
    _vm: Vm,
}

impl Run {
    pub fn statistics(&self) -> TierStatistics {
        self.jit.borrow().statistics()
    }

    /// The text of trace `id`'s IR, one instruction a line as `--dump-trace` prints them
    /// (`0003 int32  addov    0001 0002  [snap 2]`), without the index column.
    pub fn ir(&self, id: usize) -> Vec<String> {
        self.jit.borrow().traces[id].ir.iter().map(crate::dump::instruction_line).collect()
    }

    /// How many instructions of trace `id` have a line that starts with `prefix` (after
    /// the index column: `"int32  addov"`).
    pub fn count(&self, id: usize, prefix: &str) -> usize {
        self.ir(id).iter().filter(|line| line.starts_with(prefix)).count()
    }

    pub fn has(&self, id: usize, prefix: &str) -> bool {
        self.count(id, prefix) > 0
    }

    /// The line of the guard that exits with snapshot `snapshot` of trace `id`.
    pub fn guard_of(&self, id: usize, snapshot: u32) -> String {
        let jit = self.jit.borrow();
        let index = jit.traces[id].ir.iter().position(|ins| ins.snapshot.is_some_and(|s| s.0 == snapshot));
        index.map(|index| self.ir(id)[index].clone()).unwrap_or_default()
    }
}

/// Runs `source` as a script with the standard library and the JIT installed at
/// `threshold`; panics with the exception's text if it throws.
pub fn run(source: &str, threshold: u32) -> Run {
    let mut vm = Vm::new(VmOptions::default()).expect("a VM");
    builtins::install(&mut vm).expect("the standard library installs");
    let jit = Rc::new(RefCell::new(Jit::new(JitOptions::default())));
    let exits = Rc::new(RefCell::new(Vec::new()));
    vm.install_tier(Box::new(Observed { jit: jit.clone(), exits: exits.clone() }), threshold);
    let executable = vm.compile_script(source, "test.js").expect("the program compiles");
    let value = match vm.run_script(executable) {
        Ok(value) => value,
        Err(_) => {
            let exception = vm.take_exception();
            let text = match exception {
                vm::Exception::Value(value) => vm.describe_exception(value),
                vm::Exception::Error(error) => error.to_string(),
                vm::Exception::Terminated(reason) => format!("terminated ({reason:?})"),
                vm::Exception::None => "nothing pending".to_string(),
            };
            panic!("the program threw: {text}");
        }
    };
    Run { jit, exits, value, _vm: vm }
}
