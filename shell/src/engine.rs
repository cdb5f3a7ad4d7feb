//! The Engine: one VM with the standard library and the host's globals installed, and the
//! ways to run code in it that the shell, the REPL and an embedder need. Every way of
//! running ends the same: the job queue is drained, and an uncaught exception or a syntax
//! error comes back as a [`Report`] to print (the VM's pending exception is taken).

use gc::HeapConfig;
use vm::compiler::CompileError;
use vm::{JSValue, Vm, VmOptions};

use crate::{dollar_vm, globals, test262_host};

/// What an engine is made with.
#[derive(Clone, Debug, Default)]
pub struct EngineOptions {
    pub heap: HeapConfig,
    /// Install `$vm`.
    pub dollar_vm: bool,
    /// Install `$262`, and do not treat unhandled rejections as errors (test262's
    /// negative async tests leave some behind on purpose).
    pub test262: bool,
    /// Print each script's bytecode before it runs.
    pub dump_bytecode: bool,
    /// Tier hot loops up to the trace JIT.
    pub jit: bool,
    /// Loop iterations before a loop is traced (`jit::DEFAULT_THRESHOLD` when `None`).
    pub jit_threshold: Option<u32>,
    /// Print each trace's IR, snapshots and (in `Full` mode) machine code.
    pub dump_trace: Option<jit::DumpMode>,
}

/// Why running stopped: the text to print, and what kind of failure it was.
#[derive(Debug)]
pub struct Report {
    pub text: String,
    pub kind: Failure,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// An uncaught exception (an unhandled rejection included).
    Exception,
    /// A syntax error; `incomplete` when more input could mend it (the REPL then reads
    /// another line).
    Syntax { incomplete: bool },
    /// The source file could not be read.
    Unreadable,
}

impl Report {
    fn new(text: String, kind: Failure) -> Report {
        Report { text, kind }
    }

    /// Whether more input could make the source valid.
    pub fn is_incomplete(&self) -> bool {
        self.kind == Failure::Syntax { incomplete: true }
    }
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

pub struct Engine {
    vm: Vm,
    options: EngineOptions,
}

impl Engine {
    /// A VM with the standard library, `print` and the other shell globals, and `$vm` or
    /// `$262` if asked for.
    pub fn new(options: EngineOptions) -> Result<Engine, String> {
        let mut vm = Vm::new(VmOptions { heap: options.heap.clone(), ..VmOptions::default() })
            .map_err(|error| format!("cannot start: {error}"))?;
        if options.jit {
            let jit_options = jit::JitOptions {
                dump: options.dump_trace,
                in_trace: Some(dollar_vm::in_trace_address()),
                intrinsics: builtins::trace_intrinsics(),
                natives: builtins::trace_natives(),
            };
            let threshold = options.jit_threshold.unwrap_or(jit::DEFAULT_THRESHOLD);
            vm.install_tier(Box::new(jit::Jit::new(jit_options)), threshold);
        }
        let mut engine = Engine { vm, options };
        engine.install_realm_globals().map_err(|report| format!("cannot start: {report}"))?;
        Ok(engine)
    }

    /// The VM, for embedders that need more than this facade offers.
    pub fn vm(&mut self) -> &mut Vm {
        &mut self.vm
    }

    /// The standard library and the host globals in a new realm, which becomes current.
    fn install_realm_globals(&mut self) -> Result<(), Report> {
        let installed = builtins::install(&mut self.vm).and_then(|_| globals::install(&mut self.vm));
        let installed = installed.and_then(|()| match self.options.dollar_vm {
            true => dollar_vm::install(&mut self.vm),
            false => Ok(()),
        });
        let installed = installed.and_then(|()| match self.options.test262 {
            true => test262_host::install(&mut self.vm),
            false => Ok(()),
        });
        installed.map_err(|_| self.take_report())
    }

    /// Runs a script and the jobs it queues; its completion value.
    pub fn run_script(&mut self, name: &str, source: &str, strict: bool) -> Result<JSValue, Report> {
        let executable = self.compile_script(name, source, strict)?;
        if self.options.dump_bytecode {
            print!("{}", self.vm.disassemble(executable));
        }
        let value = match self.vm.run_script(executable) {
            Ok(value) => self.vm.root_value(value),
            Err(_) => return Err(self.take_uncaught()),
        };
        self.run_jobs()?;
        Ok(value.get())
    }

    /// Runs the script in file `path`.
    pub fn run_script_file(&mut self, path: &str, strict: bool) -> Result<JSValue, Report> {
        let source = read_source(path)?;
        self.run_script(path, &source, strict)
    }

    /// Runs the module in file `path` (and what it imports), and the jobs they queue.
    pub fn run_module_file(&mut self, path: &str) -> Result<(), Report> {
        let source = read_source(path)?;
        match self.vm.compile_module(&source, path) {
            Ok(executable) if self.options.dump_bytecode => print!("{}", self.vm.disassemble(executable)),
            Ok(_) => {}
            Err(error) => return Err(self.compile_report(path, error)),
        }
        if self.vm.run_module(path).is_err() {
            return Err(self.take_uncaught());
        }
        self.run_jobs()
    }

    /// Drains the job queue; then, outside test262 mode, a rejection nobody handled is
    /// an error (as in node), reported with the first such reason.
    pub fn run_jobs(&mut self) -> Result<(), Report> {
        if self.vm.run_jobs().is_err() {
            return Err(self.take_uncaught());
        }
        let rejections = self.vm.take_unhandled_rejections();
        match rejections.first() {
            Some(rejection) if !self.options.test262 => {
                Err(Report::new(self.vm.describe_rejection(rejection), Failure::Exception))
            }
            _ => Ok(()),
        }
    }

    fn compile_script(
        &mut self,
        name: &str,
        source: &str,
        strict: bool,
    ) -> Result<vm::runtime::executable::ExecutableRef, Report> {
        self.vm.compile_script_as(source, name, strict).map_err(|error| self.compile_report(name, error))
    }

    fn compile_report(&mut self, name: &str, error: CompileError) -> Report {
        match error {
            CompileError::Syntax(error) => {
                Report::new(error.report(name), Failure::Syntax { incomplete: error.incomplete })
            }
            CompileError::Thrown(_) => {
                let text = self.describe_pending();
                Report::new(format!("{name}: {text}"), Failure::Syntax { incomplete: false })
            }
        }
    }

    /// The pending exception as `file:line:column: Error: message` and its stack.
    fn take_uncaught(&mut self) -> Report {
        Report::new(self.vm.take_uncaught_report(), Failure::Exception)
    }

    /// The pending exception as a report, without a location.
    fn take_report(&mut self) -> Report {
        Report::new(self.describe_pending(), Failure::Exception)
    }

    /// The pending exception as text (taking it).
    fn describe_pending(&mut self) -> String {
        self.vm.take_exception_description()
    }
}

/// The text of a source file, or a report naming it.
fn read_source(path: &str) -> Result<String, Report> {
    std::fs::read_to_string(path)
        .map_err(|error| Report::new(format!("vm: cannot read {path}: {error}"), Failure::Unreadable))
}
