//! The prologue of a call: `arguments` and rest parameters, from the frame's arguments.

use crate::bytecode::Reg;
use crate::error::JsResult;
use crate::object::ObjectRef;
use crate::runtime::scope::ScopeRef;
use crate::value::JSValue;
use crate::vm::Vm;

impl Vm {
    /// The arguments of the frame at `fp`: parameters first, then the extra ones after
    /// the frame's registers.
    fn frame_arguments(&self, fp: usize) -> Vec<JSValue> {
        let frame = self.stack.frames.last().expect("a frame");
        debug_assert_eq!(frame.fp, fp);
        let code = frame.code();
        let parameters = code.parameter_count as usize;
        let argc = frame.argc as usize;
        let registers = code.register_count as usize;
        (0..argc)
            .map(|index| {
                if index < parameters {
                    self.stack.register(fp + Reg::HEADER as usize + index)
                } else {
                    self.stack.register(fp + registers + index - parameters)
                }
            })
            .collect()
    }

    /// `CreateArguments`: the frame's arguments object, mapped to the parameters in the
    /// current scope when `mapped`.
    pub(crate) fn create_frame_arguments(&mut self, fp: usize, mapped: bool) -> JsResult<ObjectRef> {
        let values = self.frame_arguments(fp);
        let registers = self.stack.registers(fp);
        let callee = registers.get(Reg::CALLEE);
        let code = self.stack.frames.last().expect("a frame").code();
        if mapped {
            // With no parameter to map, the parameter scope may have no cell.
            let mapping = code.arguments_mapping.clone();
            let scope = if mapping.iter().any(Option::is_some) {
                Some(ScopeRef::from_value(registers.get(Reg::SCOPE)).expect("mapped parameters live in a scope"))
            } else {
                None
            };
            self.create_arguments_object(callee, &values, true, scope, &mapping)
        } else {
            self.create_arguments_object(callee, &values, false, None, &[])
        }
    }

    /// `CreateRest`: an array of the arguments from position `first` on.
    pub(crate) fn create_frame_rest(&mut self, fp: usize, first: usize) -> JsResult<ObjectRef> {
        let values = self.frame_arguments(fp);
        let rest = if first < values.len() { &values[first..] } else { &[] };
        self.create_array_from_list(rest)
    }
}
