//! Modules (16.2): loading files, linking their imports to the bindings they name, and
//! evaluating them in dependency order; module namespace objects (10.4.6), `import.meta`
//! and `import()`.
//!
//! A module's bindings live in its scope cell, made when it is linked (with its hoisted
//! functions in it), so that a cycle can call a function of a module that has not run
//! yet. An import binding's slot holds a *reference*: a two-element array (the exporting
//! module's scope cell and the slot), read through by `GetImport`, so imports see the
//! exporter's later assignments; a reference to a namespace is a one-element array.
//!
//! A module whose body awaits runs as an async function; evaluating it drains the job
//! queue until its promise settles, so the modules that import it run after it finishes.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use gc::Marker;

use crate::bytecode::code_block::ModuleInfo;
use crate::cell::JSType;
use crate::error::{JsResult, Message};
use crate::interpreter::Cursor;
use crate::object::ObjectRef;
use crate::property::{Attributes, PropertyKey};
use crate::runtime::descriptor::PropertyDescriptor;
use crate::runtime::executable::ExecutableRef;
use crate::runtime::function::CallArgs;
use crate::runtime::object_ops::same_value;
use crate::runtime::promise::{Job, PromiseState};
use crate::runtime::realm::Intrinsic;
use crate::runtime::scope::ScopeRef;
use crate::string::StringRef;
use crate::value::JSValue;
use crate::vm::Vm;

/// Where a module is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModuleStatus {
    Unlinked,
    Linked,
    Evaluating,
    Evaluated,
    /// Evaluation threw; `error` holds what.
    Errored,
}

/// A loaded module (a Source Text Module Record).
pub struct ModuleRecord {
    pub path: PathBuf,
    pub executable: ExecutableRef,
    /// The module's scope cell, once linked.
    pub environment: JSValue,
    pub namespace: JSValue,
    pub meta: JSValue,
    pub status: ModuleStatus,
    pub error: JSValue,
    /// The modules its requests resolved to, by request.
    pub resolved: Vec<usize>,
}

impl ModuleRecord {
    fn info(&self) -> &'static ModuleInfo {
        self.executable.code().module.as_ref().expect("a module's code describes its imports and exports")
    }
}

/// Every module of a VM, by canonical path.
#[derive(Default)]
pub struct ModuleMap {
    pub(crate) records: Vec<ModuleRecord>,
    by_path: HashMap<PathBuf, usize>,
}

impl ModuleMap {
    pub(crate) fn trace(&self, marker: &mut Marker<'_>) {
        for record in &self.records {
            marker.mark_cell(record.executable.cell());
            for value in [record.environment, record.namespace, record.meta, record.error] {
                if let Some(cell) = value.cell() {
                    marker.mark_cell(cell);
                }
            }
        }
    }
}

/// What an export name resolves to (16.2.1.6.3 ResolveExport).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Resolution {
    Binding { module: usize, slot: u16 },
    Namespace { module: usize },
    NotFound,
    Ambiguous,
}

/// The directory relative specifiers of `referrer` (a file name, or not a file) start from.
fn base_directory(referrer: &str) -> PathBuf {
    let path = Path::new(referrer);
    match path.parent() {
        Some(parent) if path.is_file() => parent.to_path_buf(),
        _ => std::env::current_dir().unwrap_or_default(),
    }
}

impl Vm {
    /// Loads, links and evaluates the module at `path` and everything it imports.
    pub fn run_module(&mut self, path: &str) -> JsResult<()> {
        let base = std::env::current_dir().unwrap_or_default();
        let index = self.load_module(&base, path)?;
        self.link_module(index)?;
        self.evaluate_module(index)
    }

    /// 16.2.1.7 HostLoadImportedModule, for files: loads `specifier` (relative to `base`)
    /// and, recursively, what it imports. Returns the module's index.
    fn load_module(&mut self, base: &Path, specifier: &str) -> JsResult<usize> {
        let candidate = base.join(specifier);
        let Ok(path) = candidate.canonicalize() else {
            return Err(self.throw_error_with(Message::ModuleNotFound, format!("'{specifier}'")));
        };
        if let Some(&index) = self.modules.by_path.get(&path) {
            return Ok(index);
        }
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(error) => return Err(self.throw_error_with(Message::ModuleNotFound, format!("'{specifier}': {error}"))),
        };
        let name = path.to_string_lossy().into_owned();
        let executable = match self.compile_module(&text, &name) {
            Ok(executable) => executable,
            Err(crate::compiler::CompileError::Thrown(throw)) => return Err(throw),
            Err(crate::compiler::CompileError::Syntax(error)) => {
                let detail = format!("{} ({}:{}:{})", error.message, name, error.line, error.column);
                return Err(self.throw_error_with(Message::Syntax, detail));
            }
        };
        let index = self.modules.records.len();
        self.modules.records.push(ModuleRecord {
            path: path.clone(),
            executable,
            environment: JSValue::UNDEFINED,
            namespace: JSValue::UNDEFINED,
            meta: JSValue::UNDEFINED,
            status: ModuleStatus::Unlinked,
            error: JSValue::UNDEFINED,
            resolved: Vec::new(),
        });
        self.modules.by_path.insert(path.clone(), index);
        let directory = path.parent().map(Path::to_path_buf).unwrap_or_default();
        let requests = self.modules.records[index].info().requests.clone();
        let mut resolved = Vec::with_capacity(requests.len());
        for request in &requests {
            resolved.push(self.load_module(&directory, request)?);
        }
        self.modules.records[index].resolved = resolved;
        Ok(index)
    }

    /// The modules reachable from `index` (itself included), dependencies first.
    fn module_graph(&self, index: usize) -> Vec<usize> {
        let mut order = Vec::new();
        let mut seen = vec![false; self.modules.records.len()];
        let mut stack = vec![(index, 0usize)];
        seen[index] = true;
        while let Some((module, next)) = stack.pop() {
            let resolved = &self.modules.records[module].resolved;
            if next < resolved.len() {
                stack.push((module, next + 1));
                let dependency = resolved[next];
                if !seen[dependency] {
                    seen[dependency] = true;
                    stack.push((dependency, 0));
                }
            } else {
                order.push(module);
            }
        }
        order
    }

    /// 16.2.1.5.1 Link: makes the scope cells and hoisted functions of every unlinked
    /// module in the graph, then resolves their imports.
    fn link_module(&mut self, index: usize) -> JsResult<()> {
        let graph: Vec<usize> = self
            .module_graph(index)
            .into_iter()
            .filter(|&m| self.modules.records[m].status == ModuleStatus::Unlinked)
            .collect();
        for &module in &graph {
            let record = &self.modules.records[module];
            let executable = record.executable;
            let info = record.info();
            let environment = self.new_scope(JSValue::NULL, executable, info.environment)?;
            self.modules.records[module].environment = environment.to_value();
            for &(constant, slot) in &info.functions {
                let function_executable =
                    ExecutableRef::from_value(executable.code().constant(constant)).expect("an executable");
                let environment = self.modules.records[module].environment;
                let function = self.new_function(function_executable, environment)?;
                let scope = ScopeRef::from_value(self.modules.records[module].environment).expect("a module scope");
                self.set_scope_slot(scope, slot as usize, function.to_value());
            }
        }
        for &module in &graph {
            if let Err(throw) = self.resolve_imports(module) {
                for &m in &graph {
                    self.modules.records[m].status = ModuleStatus::Unlinked;
                }
                return Err(throw);
            }
        }
        for &module in &graph {
            self.modules.records[module].status = ModuleStatus::Linked;
        }
        Ok(())
    }

    /// 16.2.1.6.4 InitializeEnvironment, the imports: each import slot gets its reference.
    fn resolve_imports(&mut self, module: usize) -> JsResult<()> {
        let info = self.modules.records[module].info();
        for import in &info.imports {
            let target = self.modules.records[module].resolved[import.request];
            let value = match &import.name {
                None => self.module_namespace(target)?,
                Some(name) => {
                    let resolution = self.resolve_export(target, name, &mut Vec::new());
                    self.reference_for(resolution, name)?
                }
            };
            let scope = ScopeRef::from_value(self.modules.records[module].environment).expect("a module scope");
            self.set_scope_slot(scope, import.slot as usize, value);
        }
        // Indirect exports must resolve too (16.2.1.6.4 step 1).
        for export in &info.indirect_exports {
            let resolution = self.resolve_export(module, &export.export_name, &mut Vec::new());
            if matches!(resolution, Resolution::NotFound | Resolution::Ambiguous) {
                let name = export.import_name.clone().unwrap_or_else(|| export.export_name.clone());
                self.reference_for(resolution, &name)?;
            }
        }
        Ok(())
    }

    /// The reference an import slot holds for `resolution`.
    fn reference_for(&mut self, resolution: Resolution, name: &str) -> JsResult<JSValue> {
        match resolution {
            Resolution::Binding { module, slot } => {
                let environment = self.modules.records[module].environment;
                Ok(self.create_array_from_list(&[environment, JSValue::from_i32(slot as i32)])?.to_value())
            }
            Resolution::Namespace { module } => {
                let namespace = self.module_namespace(module)?;
                Ok(self.create_array_from_list(&[namespace])?.to_value())
            }
            Resolution::NotFound => Err(self.throw_error_with(Message::ImportNotFound, format!("'{name}'"))),
            Resolution::Ambiguous => Err(self.throw_error_with(Message::ImportAmbiguous, format!("'{name}'"))),
        }
    }

    /// The value an import reference points at (empty while the binding is in its TDZ).
    pub(crate) fn read_import(&self, reference: JSValue) -> JSValue {
        let reference = ObjectRef::from_value(reference).expect("import slots hold references once linked");
        let first = self.get_own_index(reference, 0).map_or(JSValue::UNDEFINED, |e| e.0);
        match self.get_own_index(reference, 1) {
            Some((slot, _)) => ScopeRef::from_value(first).expect("a module scope").slot(slot.as_int32() as usize),
            None => first,
        }
    }

    /// 16.2.1.6.3 ResolveExport ( exportName [ , resolveSet ] )
    fn resolve_export(&self, module: usize, name: &str, resolve_set: &mut Vec<(usize, String)>) -> Resolution {
        // 2. A circular import request resolves to nothing.
        if resolve_set.iter().any(|(m, n)| *m == module && n == name) {
            return Resolution::NotFound;
        }
        resolve_set.push((module, name.to_string()));
        let record = &self.modules.records[module];
        let info = record.info();
        if let Some(&(_, slot)) = info.local_exports.iter().find(|(export, _)| export == name) {
            return Resolution::Binding { module, slot };
        }
        if let Some(export) = info.indirect_exports.iter().find(|e| e.export_name == name) {
            let imported = record.resolved[export.request];
            return match &export.import_name {
                None => Resolution::Namespace { module: imported },
                Some(import_name) => self.resolve_export(imported, import_name, resolve_set),
            };
        }
        // 6. `default` is never provided by `export *`.
        if name == "default" {
            return Resolution::NotFound;
        }
        let mut star_resolution = Resolution::NotFound;
        for &request in &info.star_exports {
            let imported = record.resolved[request];
            match self.resolve_export(imported, name, resolve_set) {
                Resolution::Ambiguous => return Resolution::Ambiguous,
                Resolution::NotFound => {}
                resolution if star_resolution == Resolution::NotFound => star_resolution = resolution,
                resolution if resolution != star_resolution => return Resolution::Ambiguous,
                _ => {}
            }
        }
        star_resolution
    }

    /// 16.2.1.6.2 GetExportedNames ( [ exportStarSet ] )
    fn exported_names(&self, module: usize, visited: &mut Vec<usize>) -> Vec<String> {
        if visited.contains(&module) {
            return Vec::new();
        }
        visited.push(module);
        let record = &self.modules.records[module];
        let info = record.info();
        let mut names: Vec<String> = info.local_exports.iter().map(|(name, _)| name.clone()).collect();
        names.extend(info.indirect_exports.iter().map(|e| e.export_name.clone()));
        for &request in &info.star_exports {
            for name in self.exported_names(record.resolved[request], visited) {
                if name != "default" && !names.contains(&name) {
                    names.push(name);
                }
            }
        }
        names
    }

    /// 16.2.1.10 GetModuleNamespace ( module ): made once per module.
    fn module_namespace(&mut self, module: usize) -> JsResult<JSValue> {
        let existing = self.modules.records[module].namespace;
        if !existing.is_undefined() {
            return Ok(existing);
        }
        let mut names: Vec<(Vec<u16>, Resolution)> = self
            .exported_names(module, &mut Vec::new())
            .into_iter()
            .filter_map(|name| {
                let resolution = self.resolve_export(module, &name, &mut Vec::new());
                matches!(resolution, Resolution::Binding { .. } | Resolution::Namespace { .. })
                    .then(|| (name.encode_utf16().collect(), resolution))
            })
            .collect();
        // Sorted by code units (10.4.6.12 ModuleNamespaceCreate, step 7).
        names.sort_by(|a, b| a.0.cmp(&b.0));
        // 10.4.6.12 ModuleNamespaceCreate: the object first, so that a namespace of a
        // module whose export is its own namespace refers to itself.
        let structure = self.root_structure(JSValue::NULL, JSType::ModuleNamespace, 1, 0)?;
        let namespace = self.new_object_with_structure(structure)?;
        let namespace_root = self.rooted(namespace);
        self.modules.records[module].namespace = namespace.to_value();
        let lookup = self.new_object(JSValue::NULL)?;
        let lookup_root = self.rooted(lookup);
        let references = self.create_array_from_list(&[])?;
        let references_root = self.rooted(references);
        for (index, (name, resolution)) in names.iter().enumerate() {
            let key = self.new_string_utf16(name)?;
            let key = self.property_key(key)?;
            let key_root = self.rooted(key);
            let reference = self.reference_for(*resolution, &String::from_utf16_lossy(name))?;
            self.put_index(references_root.get(), index as u32, reference)?;
            self.define_own_property(
                lookup_root.get(),
                key_root.get(),
                JSValue::from_i32(index as i32),
                Attributes::NONE,
            )?;
        }
        let namespace = namespace_root.get();
        self.set_internal(namespace, NAMESPACE_LOOKUP, lookup_root.get().to_value());
        self.set_internal(namespace, NAMESPACE_REFERENCES, references_root.get().to_value());
        let tag = self.atom("Module")?;
        let key = PropertyKey::Symbol(self.symbols.to_string_tag);
        self.define_own_property(namespace_root.get(), key, tag.to_value(), Attributes::NONE)?;
        self.set_integrity_level(namespace_root.get(), crate::object::named::IntegrityLevel::NotExtensible)?;
        Ok(namespace_root.get().to_value())
    }

    /// 16.2.1.5.2 Evaluate, dependencies first. A module that threw keeps throwing the same
    /// error.
    fn evaluate_module(&mut self, module: usize) -> JsResult<()> {
        match self.modules.records[module].status {
            ModuleStatus::Evaluated | ModuleStatus::Evaluating => return Ok(()),
            ModuleStatus::Errored => {
                let error = self.modules.records[module].error;
                return Err(self.throw_value(error));
            }
            ModuleStatus::Unlinked | ModuleStatus::Linked => {}
        }
        self.modules.records[module].status = ModuleStatus::Evaluating;
        let dependencies = self.modules.records[module].resolved.clone();
        for dependency in dependencies {
            if self.evaluate_module(dependency).is_err() {
                return self.module_failed(module);
            }
        }
        let record = &self.modules.records[module];
        let (executable, environment) = (record.executable, record.environment);
        let result = match self.run_code(executable, JSValue::UNDEFINED, environment) {
            Ok(result) => result,
            Err(_) => return self.module_failed(module),
        };
        if record_is_async(&self.modules.records[module]) {
            // The body's promise: run jobs until it settles.
            let promise = ObjectRef::from_value(result).expect("an async module body returns its promise");
            let promise_root = self.rooted(promise);
            while self.promise_state(promise_root.get()) == PromiseState::Pending && self.has_pending_jobs() {
                self.run_one_job()?;
            }
            match self.promise_state(promise_root.get()) {
                PromiseState::Fulfilled => {}
                PromiseState::Rejected => {
                    let reason = self.promise_result(promise_root.get());
                    let _ = self.throw_value(reason);
                    // The rejection is reported through the module, not as unhandled.
                    self.unhandled_rejections.retain(|p| *p != promise_root.get().to_value());
                    return self.module_failed(module);
                }
                PromiseState::Pending => {
                    let _ = self.throw_error_with(Message::ThrowTypeError, "top-level await never finished");
                    return self.module_failed(module);
                }
            }
        }
        self.modules.records[module].status = ModuleStatus::Evaluated;
        Ok(())
    }

    /// Records the pending exception as the module's evaluation error and rethrows it.
    fn module_failed(&mut self, module: usize) -> JsResult<()> {
        let error = self.take_exception_value()?;
        let record = &mut self.modules.records[module];
        record.status = ModuleStatus::Errored;
        record.error = error;
        Err(self.throw_value(error))
    }

    /// The module whose code is running in `cursor`'s frame.
    fn module_of(&self, cursor: &Cursor) -> Option<usize> {
        let path = PathBuf::from(&cursor.code.source.name);
        self.modules.by_path.get(&path).copied()
    }

    /// 13.3.12.1 `import.meta`: an object with a null prototype and the module's `url`.
    pub(crate) fn import_meta(&mut self, cursor: &Cursor) -> JsResult<JSValue> {
        let Some(module) = self.module_of(cursor) else {
            return Err(self.throw_error_with(Message::Syntax, "import.meta is only valid in module code"));
        };
        let existing = self.modules.records[module].meta;
        if !existing.is_undefined() {
            return Ok(existing);
        }
        let meta = self.new_object(JSValue::NULL)?;
        let meta_root = self.rooted(meta);
        let key = self.property_key_from_str("url")?;
        let key_root = self.rooted(key);
        let url = format!("file://{}", self.modules.records[module].path.to_string_lossy());
        let url = self.new_string(&url)?;
        self.define_own_property(meta_root.get(), key_root.get(), url.to_value(), Attributes::DEFAULT)?;
        self.modules.records[module].meta = meta_root.get().to_value();
        Ok(meta_root.get().to_value())
    }

    /// 13.3.10.1 `import(specifier)`: a promise of the module's namespace; loading,
    /// linking and evaluating happen in a job.
    pub(crate) fn import_call(&mut self, cursor: &Cursor, specifier: JSValue, _options: JSValue) -> JsResult<JSValue> {
        let referrer = cursor.code.source.name.clone();
        let constructor = self.realm().intrinsic(Intrinsic::PromiseConstructor);
        let capability = self.new_promise_capability(constructor)?;
        let roots = [
            self.root_value(capability.promise),
            self.root_value(capability.resolve),
            self.root_value(capability.reject),
        ];
        let specifier = match self.to_string(specifier) {
            Ok(specifier) => specifier,
            Err(_) => {
                let error = self.take_exception_value()?;
                self.call(roots[2].get(), JSValue::UNDEFINED, &[error])?;
                return Ok(roots[0].get());
            }
        };
        let specifier_root = self.rooted(specifier);
        let referrer = self.new_string(&referrer)?;
        let data = self.create_array_from_list(&[referrer.to_value(), roots[1].get(), roots[2].get()])?;
        let data_root = self.rooted(data);
        let empty = self.empty_string().to_value();
        let job = self.new_native_function_named(empty, 0, import_job, false)?;
        self.set_native_data(job, 0, specifier_root.get().to_value());
        self.set_native_data(job, 1, data_root.get().to_value());
        self.enqueue_job(Job::Call { function: job.to_value(), argument: JSValue::UNDEFINED });
        Ok(roots[0].get())
    }

    /// Loads, links and evaluates a dynamically imported module; its namespace.
    fn import_dynamically(&mut self, referrer: &str, specifier: &str) -> JsResult<JSValue> {
        let base = base_directory(referrer);
        let index = self.load_module(&base, specifier)?;
        self.link_module(index)?;
        self.evaluate_module(index)?;
        self.module_namespace(index)
    }

    // 10.4.6 Module namespace exotic objects.

    /// The reference of export `key`, if it is one.
    fn namespace_reference(&self, namespace: ObjectRef, key: PropertyKey) -> Option<JSValue> {
        let lookup = ObjectRef::from_value(namespace.internal(NAMESPACE_LOOKUP))?;
        let index = self.get_own_property(lookup, key)?.value.as_int32();
        let references = ObjectRef::from_value(namespace.internal(NAMESPACE_REFERENCES))?;
        self.get_own_index(references, index as u32).map(|e| e.0)
    }

    pub(crate) fn namespace_has_export(&self, namespace: ObjectRef, key: PropertyKey) -> bool {
        self.namespace_reference(namespace, key).is_some()
    }

    /// 10.4.6.5 [[GetOwnProperty]] ( P ) for string keys.
    pub(crate) fn namespace_get_own_property(
        &mut self,
        namespace: ObjectRef,
        key: PropertyKey,
    ) -> JsResult<Option<PropertyDescriptor>> {
        let Some(reference) = self.namespace_reference(namespace, key) else { return Ok(None) };
        let value = self.read_import(reference);
        if value.is_empty() {
            let name = self.property_key_to_value(key)?;
            return Err(self.throw_uninitialized(name));
        }
        Ok(Some(PropertyDescriptor::data(value, true, true, false)))
    }

    /// 10.4.6.6 [[DefineOwnProperty]] ( P, Desc ) for string keys.
    pub(crate) fn namespace_define_own_property(
        &mut self,
        namespace: ObjectRef,
        key: PropertyKey,
        descriptor: PropertyDescriptor,
    ) -> JsResult<bool> {
        let Some(current) = self.namespace_get_own_property(namespace, key)? else { return Ok(false) };
        if descriptor.configurable == Some(true)
            || descriptor.enumerable == Some(false)
            || descriptor.is_accessor()
            || descriptor.writable == Some(false)
        {
            return Ok(false);
        }
        Ok(descriptor.value.is_none_or(|value| same_value(value, current.value.unwrap_or(JSValue::UNDEFINED))))
    }

    /// The export names of a namespace, in order.
    pub(crate) fn namespace_export_keys(&self, namespace: ObjectRef) -> Vec<PropertyKey> {
        let Some(lookup) = ObjectRef::from_value(namespace.internal(NAMESPACE_LOOKUP)) else { return Vec::new() };
        self.own_property_keys(lookup)
    }

    /// Runs the first queued job.
    fn run_one_job(&mut self) -> JsResult<()> {
        match self.job_queue.jobs.pop_front() {
            Some(job) => self.run_job(job),
            None => Ok(()),
        }
    }
}

fn record_is_async(record: &ModuleRecord) -> bool {
    record.info().asynchronous
}

/// Internal fields of a namespace: an object mapping export names to indices, and the
/// array of references.
const NAMESPACE_LOOKUP: usize = 0;
const NAMESPACE_REFERENCES: usize = 1;

/// The job `import()` queues.
fn import_job(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let specifier = StringRef::from_value(vm.native_data(args.callee, 0)).expect("a specifier").to_string_lossy();
    let data = ObjectRef::from_value(vm.native_data(args.callee, 1)).expect("import data");
    let referrer =
        vm.get_own_index(data, 0).and_then(|e| StringRef::from_value(e.0)).expect("a referrer").to_string_lossy();
    let resolve = vm.get_own_index(data, 1).expect("resolve").0;
    let reject = vm.get_own_index(data, 2).expect("reject").0;
    let (resolve_root, reject_root) = (vm.root_value(resolve), vm.root_value(reject));
    match vm.import_dynamically(&referrer, &specifier) {
        Ok(namespace) => vm.call(resolve_root.get(), JSValue::UNDEFINED, &[namespace])?,
        Err(_) => {
            let error = vm.take_exception_value()?;
            vm.call(reject_root.get(), JSValue::UNDEFINED, &[error])?
        }
    };
    Ok(JSValue::UNDEFINED)
}
