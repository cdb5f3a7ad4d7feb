//! The prologue of a call: `arguments` and rest parameters, from the frame's arguments.

use crate::bytecode::Reg;
use crate::error::JsResult;
use crate::object::ObjectRef;
use crate::runtime::arguments::{ArgumentsMapping, FrameArguments};
use crate::runtime::scope::ScopeRef;
use crate::value::JSValue;
use crate::vm::Vm;

impl Vm {
    /// Where the arguments of the frame at `fp` are: parameters first, then the extra ones
    /// after the frame's registers.
    fn frame_arguments(&self, fp: usize) -> FrameArguments {
        let frame = self.stack.frames.last().expect("a frame");
        debug_assert_eq!(frame.fp, fp);
        let code = frame.code();
        FrameArguments {
            parameters_start: fp + Reg::HEADER as usize,
            parameter_count: code.parameter_count as usize,
            extra_start: fp + code.register_count as usize,
            count: frame.argc as usize,
        }
    }

    /// `CreateArguments`: the frame's arguments object, mapped to the parameters in the
    /// current scope when `mapped`.
    pub(crate) fn create_frame_arguments(&mut self, fp: usize, mapped: bool) -> JsResult<ObjectRef> {
        let arguments = self.frame_arguments(fp);
        let registers = self.stack.registers(fp);
        let callee = registers.get(Reg::CALLEE);
        let frame = self.stack.frames.last().expect("a frame");
        let mapping = mapped.then(|| {
            let executable = frame.executable;
            // With no parameter to map, the parameter scope may have no cell.
            let scope =
                executable.code().arguments_mapping.iter().any(Option::is_some).then(|| {
                    ScopeRef::from_value(registers.get(Reg::SCOPE)).expect("mapped parameters live in a scope")
                });
            ArgumentsMapping { scope, executable }
        });
        self.create_arguments_object(callee, arguments, mapping)
    }

    /// `CreateRest`: an array of the arguments from position `first` on.
    pub(crate) fn create_frame_rest(&mut self, fp: usize, first: usize) -> JsResult<ObjectRef> {
        let arguments = self.frame_arguments(fp);
        let rest: Vec<JSValue> =
            (first..arguments.count).map(|index| self.stack.register(arguments.register(index))).collect();
        self.create_array_from_list(&rest)
    }
}
