//! Module evaluation (16.2.1.5.3, Cyclic Module Records): the depth-first walk that runs
//! a module graph's bodies in post-order, finds its strongly connected components (a cycle
//! is evaluated, and fails, as one), and lets modules with top-level `await` run without
//! blocking the parts of the graph that do not depend on them.
//!
//! A module that awaits, or waits for one that does, is *async-evaluating*: its
//! importers count it among their pending dependencies, and when it finishes the
//! importers whose count drops to zero run, in the order they became async-evaluating.
//! `Evaluate` answers a promise (the cycle root's top-level capability) that settles when
//! the whole graph has run or one of its modules failed.

use crate::error::JsResult;
use crate::object::ObjectRef;
use crate::runtime::function::CallArgs;
use crate::runtime::promise::Capability;
use crate::runtime::realm::Intrinsic;
use crate::value::JSValue;
use crate::vm::Vm;

use super::ModuleStatus;

/// The evaluation fields of a Cyclic Module Record (Table 44).
#[derive(Clone, Debug, Default)]
pub struct EvaluationState {
    /// \[\[EvaluationError\]\]: what the module (or its cycle) threw, for every later import.
    pub error: Option<JSValue>,
    /// \[\[DFSIndex\]\] and \[\[DFSAncestorIndex\]\] of the walk that evaluates it.
    pub dfs_index: usize,
    pub dfs_ancestor_index: usize,
    /// \[\[CycleRoot\]\]: the first-visited module of its strongly connected component (none
    /// when evaluation failed before the component was complete).
    pub cycle_root: Option<usize>,
    /// \[\[AsyncEvaluation\]\], and when it became true (importers that become runnable at
    /// the same time run in that order).
    pub async_evaluation: bool,
    pub async_order: u64,
    /// \[\[PendingAsyncDependencies\]\] and \[\[AsyncParentModules\]\].
    pub pending_async_dependencies: usize,
    pub async_parents: Vec<usize>,
    /// \[\[TopLevelCapability\]\], for a module `Evaluate` was called on.
    pub top_level_capability: Option<Capability>,
}

impl EvaluationState {
    /// The heap values the state holds, for the collector.
    pub(crate) fn values(&self) -> impl Iterator<Item = JSValue> + '_ {
        self.error
            .iter()
            .copied()
            .chain(self.top_level_capability.iter().flat_map(|c| [c.promise, c.resolve, c.reject]))
    }
}

impl Vm {
    /// 16.2.1.5.3.1 Evaluate ( ): a promise that settles when `module` and everything it
    /// imports have been evaluated.
    pub(crate) fn evaluate_module(&mut self, module: usize) -> JsResult<JSValue> {
        // 2. An evaluated module answers for its whole cycle.
        let mut module = module;
        if matches!(self.modules.records[module].status, ModuleStatus::EvaluatingAsync | ModuleStatus::Evaluated) {
            module = self.modules.records[module].evaluation.cycle_root.unwrap_or(module);
        }
        // 3. If module.[[TopLevelCapability]] is not empty, return its promise.
        if let Some(capability) = &self.modules.records[module].evaluation.top_level_capability {
            return Ok(capability.promise);
        }
        // 5-6. The capability lives in the record, where the collector sees it.
        let constructor = self.realm().intrinsic(Intrinsic::PromiseConstructor);
        let capability = self.new_promise_capability(constructor)?;
        self.modules.records[module].evaluation.top_level_capability = Some(capability);
        // 7. Let result be Completion(InnerModuleEvaluation(module, stack, 0)).
        let mut stack = Vec::new();
        match self.inner_module_evaluation(module, &mut stack, 0) {
            // 8. Every module of the walk still on the stack failed with it.
            Err(_) => {
                let error = self.take_exception_value()?;
                let _error_root = self.root_value(error);
                for m in stack {
                    let record = &mut self.modules.records[m];
                    record.status = ModuleStatus::Evaluated;
                    record.evaluation.error = Some(error);
                }
                self.call(capability.reject, JSValue::UNDEFINED, &[error])?;
            }
            // 9. b. Finished synchronously: resolve now (else when the last await ends).
            Ok(_) => {
                if !self.modules.records[module].evaluation.async_evaluation {
                    self.call(capability.resolve, JSValue::UNDEFINED, &[JSValue::UNDEFINED])?;
                }
            }
        }
        // 10. Return capability.[[Promise]].
        Ok(capability.promise)
    }

    /// 16.2.1.5.3.2 InnerModuleEvaluation ( module, stack, index )
    fn inner_module_evaluation(&mut self, module: usize, stack: &mut Vec<usize>, index: usize) -> JsResult<usize> {
        let record = &mut self.modules.records[module];
        match record.status {
            // 2. Done before: its error again, or nothing to do.
            ModuleStatus::EvaluatingAsync | ModuleStatus::Evaluated => {
                return match record.evaluation.error {
                    Some(error) => Err(self.throw_value(error)),
                    None => Ok(index),
                };
            }
            // 3. On the stack already: a cycle.
            ModuleStatus::Evaluating => return Ok(index),
            ModuleStatus::Linked => {}
            ModuleStatus::Unlinked => unreachable!("modules are linked before they are evaluated"),
        }
        // 5-9.
        record.status = ModuleStatus::Evaluating;
        record.evaluation.dfs_index = index;
        record.evaluation.dfs_ancestor_index = index;
        record.evaluation.pending_async_dependencies = 0;
        let mut index = index + 1;
        stack.push(module);
        // 10. The requested modules, in order.
        for required in self.modules.records[module].resolved.clone() {
            index = self.inner_module_evaluation(required, stack, index)?;
            let mut required = required;
            let dependency = &self.modules.records[required];
            if dependency.status == ModuleStatus::Evaluating {
                // ii. In this module's component: it shares the lowest ancestor.
                let ancestor = dependency.evaluation.dfs_ancestor_index;
                let record = &mut self.modules.records[module].evaluation;
                record.dfs_ancestor_index = record.dfs_ancestor_index.min(ancestor);
            } else {
                // iii. A finished component answers through its root (a failed one
                // without a root carries the error itself).
                required = dependency.evaluation.cycle_root.unwrap_or(required);
                if let Some(error) = self.modules.records[required].evaluation.error {
                    return Err(self.throw_value(error));
                }
            }
            // iv. Still awaiting: this module waits for it.
            if self.modules.records[required].evaluation.async_evaluation {
                self.modules.records[module].evaluation.pending_async_dependencies += 1;
                self.modules.records[required].evaluation.async_parents.push(module);
            }
        }
        // 11-12. Run the body now, or once its async dependencies are done.
        let waits = self.modules.records[module].evaluation.pending_async_dependencies > 0;
        if waits || self.module_has_top_level_await(module) {
            self.mark_async_evaluation(module);
            if !waits {
                self.execute_async_module(module)?;
            }
        } else {
            self.execute_module(module)?;
        }
        // 15. The root of a component takes its modules off the stack.
        let evaluation = &self.modules.records[module].evaluation;
        if evaluation.dfs_ancestor_index == evaluation.dfs_index {
            loop {
                let member = stack.pop().expect("the component's modules are on the stack");
                let record = &mut self.modules.records[member];
                record.status = if record.evaluation.async_evaluation {
                    ModuleStatus::EvaluatingAsync
                } else {
                    ModuleStatus::Evaluated
                };
                record.evaluation.cycle_root = Some(module);
                if member == module {
                    break;
                }
            }
        }
        Ok(index)
    }

    fn module_has_top_level_await(&self, module: usize) -> bool {
        self.modules.records[module].info().asynchronous
    }

    /// Sets \[\[AsyncEvaluation\]\], remembering the order.
    fn mark_async_evaluation(&mut self, module: usize) {
        self.modules.async_evaluation_count += 1;
        let order = self.modules.async_evaluation_count;
        let evaluation = &mut self.modules.records[module].evaluation;
        evaluation.async_evaluation = true;
        evaluation.async_order = order;
    }

    /// ExecuteModule ( ) of a module without top-level await: runs its body.
    fn execute_module(&mut self, module: usize) -> JsResult<()> {
        let record = &self.modules.records[module];
        let (executable, environment) = (record.executable, record.environment);
        self.run_code(executable, JSValue::UNDEFINED, environment)?;
        Ok(())
    }

    /// 16.2.1.5.3.3 ExecuteAsyncModule ( module ): starts the body (an async function)
    /// and settles the module when its promise does.
    fn execute_async_module(&mut self, module: usize) -> JsResult<()> {
        let record = &self.modules.records[module];
        let (executable, environment) = (record.executable, record.environment);
        let promise = self.run_code(executable, JSValue::UNDEFINED, environment)?;
        let promise = ObjectRef::from_value(promise).expect("an async module body returns its promise");
        let promise_root = self.rooted(promise);
        let on_fulfilled = self.module_reaction(module, async_module_fulfilled)?;
        let on_fulfilled_root = self.rooted(on_fulfilled);
        let on_rejected = self.module_reaction(module, async_module_rejected)?;
        self.perform_promise_then(promise_root.get(), on_fulfilled_root.get().to_value(), on_rejected.to_value(), None)
    }

    /// A native function that calls `reaction` for `module`.
    fn module_reaction(&mut self, module: usize, reaction: crate::runtime::function::NativeFn) -> JsResult<ObjectRef> {
        let empty = self.empty_string().to_value();
        let function = self.new_native_function_named(empty, 1, reaction, false)?;
        self.set_native_data(function, 0, JSValue::from_i32(module as i32));
        Ok(function)
    }

    /// 16.2.1.5.3.5 AsyncModuleExecutionFulfilled ( module )
    fn async_module_execution_fulfilled(&mut self, module: usize) -> JsResult<()> {
        // 1. Failed meanwhile (through another dependency): nothing to do.
        if self.modules.records[module].status == ModuleStatus::Evaluated {
            return Ok(());
        }
        // 3-4.
        self.finish_async_module(module)?;
        // 6-8. The importers waiting for nothing else now, in async-evaluation order.
        let mut ready = Vec::new();
        self.gather_available_ancestors(module, &mut ready);
        ready.sort_by_key(|&m| self.modules.records[m].evaluation.async_order);
        // 10.
        for m in ready {
            if self.modules.records[m].status == ModuleStatus::Evaluated {
                // a. It failed already.
            } else if self.module_has_top_level_await(m) {
                self.execute_async_module(m)?;
            } else if self.execute_module(m).is_err() {
                let error = self.take_exception_value()?;
                self.async_module_execution_rejected(m, error)?;
            } else {
                self.finish_async_module(m)?;
            }
        }
        Ok(())
    }

    /// An async-evaluating module that finished: evaluated (no longer counted as
    /// awaiting by later importers), and its top-level promise, if any, resolved.
    fn finish_async_module(&mut self, module: usize) -> JsResult<()> {
        let record = &mut self.modules.records[module];
        record.evaluation.async_evaluation = false;
        record.status = ModuleStatus::Evaluated;
        if let Some(capability) = record.evaluation.top_level_capability {
            self.call(capability.resolve, JSValue::UNDEFINED, &[JSValue::UNDEFINED])?;
        }
        Ok(())
    }

    /// 16.2.1.5.3.4 GatherAvailableAncestors ( module, execList )
    fn gather_available_ancestors(&mut self, module: usize, ready: &mut Vec<usize>) {
        for parent in self.modules.records[module].evaluation.async_parents.clone() {
            let root =
                self.modules.records[parent].evaluation.cycle_root.expect("an async parent's component is complete");
            if ready.contains(&parent) || self.modules.records[root].evaluation.error.is_some() {
                continue;
            }
            let evaluation = &mut self.modules.records[parent].evaluation;
            evaluation.pending_async_dependencies -= 1;
            if evaluation.pending_async_dependencies == 0 {
                ready.push(parent);
                if !self.module_has_top_level_await(parent) {
                    self.gather_available_ancestors(parent, ready);
                }
            }
        }
    }

    /// 16.2.1.5.3.6 AsyncModuleExecutionRejected ( module, error ): the module and every
    /// module waiting for it fail with `error`.
    fn async_module_execution_rejected(&mut self, module: usize, error: JSValue) -> JsResult<()> {
        let record = &mut self.modules.records[module];
        // 1. Failed already.
        if record.status == ModuleStatus::Evaluated {
            return Ok(());
        }
        // 3-4.
        record.evaluation.error = Some(error);
        record.status = ModuleStatus::Evaluated;
        // Its own promise first, then the importers' (leaf to root).
        if let Some(capability) = record.evaluation.top_level_capability {
            self.call(capability.reject, JSValue::UNDEFINED, &[error])?;
        }
        for parent in self.modules.records[module].evaluation.async_parents.clone() {
            self.async_module_execution_rejected(parent, error)?;
        }
        Ok(())
    }
}

/// The module a reaction was made for.
fn reaction_module(vm: &Vm, args: &CallArgs) -> usize {
    vm.native_data(args.callee, 0).as_int32() as usize
}

/// ExecuteAsyncModule's onFulfilled.
fn async_module_fulfilled(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let module = reaction_module(vm, args);
    vm.async_module_execution_fulfilled(module)?;
    Ok(JSValue::UNDEFINED)
}

/// ExecuteAsyncModule's onRejected.
fn async_module_rejected(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let module = reaction_module(vm, args);
    let error = args.get(vm, 0);
    vm.async_module_execution_rejected(module, error)?;
    Ok(JSValue::UNDEFINED)
}
