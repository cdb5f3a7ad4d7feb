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
//! A JSON module (`with { type: "json" }`) is a Synthetic Module Record with one export,
//! `default`: its source goes through %JSON.parse% when it loads, and its record gets
//! the code of `var json; export { json as default };`, whose slot linking fills with
//! the parsed value (the body, run at evaluation, does not touch it). The module map is
//! keyed by name and type, so one file can be a JavaScript and a JSON module at once.
//!
//! A module whose body awaits runs as an async function; `evaluation.rs` has the
//! algorithm that orders the bodies of a graph, cycles and top-level `await` included, and
//! `namespace.rs` the namespace objects.

mod evaluation;
pub mod loader;
mod namespace;

use std::collections::HashMap;

use gc::Marker;

use crate::bytecode::CodeBlock;
use crate::bytecode::code_block::{ModuleInfo, ModuleRequest};
use crate::error::{JsResult, Message};
use crate::interpreter::Cursor;
use crate::object::ObjectRef;
use crate::property::{Attributes, PropertyKey};
use crate::runtime::executable::ExecutableRef;
use crate::runtime::function::CallArgs;
use crate::runtime::promise::{Job, PromiseState};
use crate::runtime::realm::Intrinsic;
use crate::runtime::scope::ScopeRef;
use crate::string::StringRef;
use crate::value::JSValue;
use crate::vm::Vm;

/// Where a module is in its life (\[\[Status\]\]; `linking` is not needed, as linking
/// happens in one step).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModuleStatus {
    Unlinked,
    Linked,
    Evaluating,
    /// Its body, or one it waits for, is suspended at a top-level `await`.
    EvaluatingAsync,
    /// Done, successfully or with `evaluation.error`.
    Evaluated,
}

/// A loaded module (a Source Text Module Record).
pub struct ModuleRecord {
    /// The name the loader resolved it to.
    pub name: String,
    /// The `type` attribute it was loaded with (`None`: JavaScript).
    pub module_type: Option<String>,
    pub executable: ExecutableRef,
    /// A JSON module's value, its `default` export.
    pub json: Option<JSValue>,
    /// The module's scope cell, once linked.
    pub environment: JSValue,
    pub namespace: JSValue,
    pub meta: JSValue,
    pub status: ModuleStatus,
    /// The modules its requests resolved to, by request.
    pub resolved: Vec<usize>,
    pub evaluation: evaluation::EvaluationState,
}

impl ModuleRecord {
    fn info(&self) -> &ModuleInfo {
        info_of(self.executable.code())
    }
}

/// What a module's code says of its imports and exports.
fn info_of(code: &CodeBlock) -> &ModuleInfo {
    code.module.as_ref().expect("a module's code describes its imports and exports")
}

/// The source a JSON module's record runs: its one binding, exported as `default`.
const JSON_MODULE_SOURCE: &str = "var json; export { json as default };";

/// Every module of a VM, by the name its loader resolved and its type, and the loader.
pub struct ModuleMap {
    pub(crate) records: Vec<ModuleRecord>,
    by_name: HashMap<(String, Option<String>), usize>,
    loader: std::rc::Rc<dyn loader::ModuleLoader>,
    /// How many modules have become async-evaluating (orders their importers' bodies).
    async_evaluation_count: u64,
}

impl Default for ModuleMap {
    fn default() -> ModuleMap {
        ModuleMap {
            records: Vec::new(),
            by_name: HashMap::new(),
            loader: std::rc::Rc::new(loader::FileLoader),
            async_evaluation_count: 0,
        }
    }
}

impl ModuleMap {
    pub(crate) fn trace(&self, marker: &mut Marker<'_>) {
        for record in &self.records {
            marker.mark_cell(record.executable.cell());
            let fields = [record.environment, record.namespace, record.meta].into_iter().chain(record.json);
            for value in fields.chain(record.evaluation.values()) {
                if let Some(cell) = value.cell() {
                    marker.mark_cell(cell);
                }
            }
        }
    }
}

/// What an export name resolves to (16.2.1.6.3 ResolveExport).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Resolution {
    Binding { module: usize, slot: u16 },
    Namespace { module: usize },
    NotFound,
    Ambiguous,
}

impl Vm {
    /// Loads, links and evaluates the module at `path` and everything it imports, running
    /// jobs until its evaluation settles.
    pub fn run_module(&mut self, path: &str) -> JsResult<()> {
        let request = ModuleRequest { specifier: path.to_string(), attributes: Vec::new() };
        let index = self.load_module("", &request)?;
        self.run_loaded_module(index)
    }

    /// Loads what the module `name` (as the loader resolved it) imports, then links and
    /// evaluates it, as [`Vm::run_module`] does with one it loads: for a host that compiled
    /// the module itself (to report its syntax errors its own way), so that the loader is
    /// not asked for it again.
    pub fn run_compiled_module(&mut self, name: &str, executable: ExecutableRef) -> JsResult<()> {
        let index = self.add_module(name.to_string(), None, executable, None)?;
        self.run_loaded_module(index)
    }

    fn run_loaded_module(&mut self, index: usize) -> JsResult<()> {
        self.link_module(index)?;
        let promise = self.evaluate_module(index)?;
        let promise = ObjectRef::from_value(promise).expect("Evaluate answers a promise");
        let promise_root = self.rooted(promise);
        self.run_jobs()?;
        let promise = promise_root.get();
        match self.promise_state(promise) {
            PromiseState::Fulfilled => Ok(()),
            PromiseState::Rejected => {
                // The failure is reported as the module's, not as an unhandled rejection.
                self.unhandled_rejections.retain(|rejection| rejection.promise != promise.to_value());
                let reason = self.promise_result(promise);
                Err(self.throw_value(reason))
            }
            PromiseState::Pending => {
                Err(self.throw_error_with(Message::ThrowTypeError, "top-level await never finished"))
            }
        }
    }

    /// The name and source of the module `specifier` denotes for `referrer`, from the
    /// loader (for a host that compiles a module before running it).
    pub fn load_module_source(&self, referrer: &str, specifier: &str) -> Result<(String, String), String> {
        let name = self.modules.loader.resolve(referrer, specifier)?;
        let source = self.modules.loader.load(&name)?;
        Ok((name, source))
    }

    /// Replaces the module loader (the default reads files).
    pub fn set_module_loader(&mut self, loader: std::rc::Rc<dyn loader::ModuleLoader>) {
        self.modules.loader = loader;
    }

    /// 16.2.1.7 HostLoadImportedModule: loads the module `request` names as `referrer` (a
    /// module's or script's name) imports it and, recursively, what it imports. Returns
    /// the module's index.
    fn load_module(&mut self, referrer: &str, request: &ModuleRequest) -> JsResult<usize> {
        let specifier = &request.specifier;
        let module_type = request.module_type().map(str::to_string);
        // Only JavaScript and JSON modules exist here.
        if let Some(other) = module_type.as_deref().filter(|&t| t != "json") {
            let detail = format!("'{specifier}' has an unsupported module type '{other}'");
            return Err(self.throw_error_with(Message::ThrowTypeError, detail));
        }
        let loader = self.modules.loader.clone();
        let name = match loader.resolve(referrer, specifier) {
            Ok(name) => name,
            Err(error) => return Err(self.throw_error_with(Message::ModuleNotFound, format!("'{specifier}': {error}"))),
        };
        let key = (name, module_type);
        if let Some(&index) = self.modules.by_name.get(&key) {
            return Ok(index);
        }
        let (name, module_type) = key;
        // A .json file is JSON, which only an import that says so may load (as a browser
        // refuses a JSON MIME type for a JavaScript import).
        if module_type.is_none() && name.ends_with(".json") {
            let detail = format!("'{specifier}' is a JSON module: import it with {{ type: \"json\" }}");
            return Err(self.throw_error_with(Message::ThrowTypeError, detail));
        }
        let text = match loader.load(&name) {
            Ok(text) => text,
            Err(error) => return Err(self.throw_error_with(Message::ModuleNotFound, format!("'{specifier}': {error}"))),
        };
        if module_type.is_some() {
            return self.load_json_module(name, &text);
        }
        let executable = match self.compile_module(&text, &name) {
            Ok(executable) => executable,
            Err(crate::compiler::CompileError::Thrown(throw)) => return Err(throw),
            Err(crate::compiler::CompileError::Syntax(error)) => {
                let detail = format!("{} ({}:{}:{})", error.message, name, error.line, error.column);
                return Err(self.throw_syntax_error(&error, &name, detail));
            }
        };
        self.add_module(name, None, executable, None)
    }

    /// CreateDefaultExportSyntheticModule(ParseJSONModule(text)): the JSON module `name`.
    /// A source that is not JSON is a SyntaxError, thrown by %JSON.parse%.
    fn load_json_module(&mut self, name: String, text: &str) -> JsResult<usize> {
        let parse = self.realm().intrinsic(Intrinsic::JsonParse);
        let source = self.new_string(text)?;
        let value = self.call(parse, JSValue::UNDEFINED, &[source.to_value()])?;
        let value_root = self.root_value(value);
        let executable = match self.compile_module(JSON_MODULE_SOURCE, &name) {
            Ok(executable) => executable,
            Err(crate::compiler::CompileError::Thrown(throw)) => return Err(throw),
            Err(crate::compiler::CompileError::Syntax(error)) => {
                unreachable!("the JSON module source parses: {error:?}")
            }
        };
        self.add_module(name, Some("json".to_string()), executable, Some(value_root.get()))
    }

    /// Records the compiled module `name` of type `module_type` (a JSON module with its
    /// value `json`) and loads what it imports; the index of the record (the one there
    /// is, if it was loaded before).
    fn add_module(
        &mut self,
        name: String,
        module_type: Option<String>,
        executable: ExecutableRef,
        json: Option<JSValue>,
    ) -> JsResult<usize> {
        let key = (name, module_type);
        if let Some(&index) = self.modules.by_name.get(&key) {
            return Ok(index);
        }
        let (name, module_type) = key;
        let index = self.modules.records.len();
        self.modules.records.push(ModuleRecord {
            name: name.clone(),
            module_type: module_type.clone(),
            executable,
            json,
            environment: JSValue::UNDEFINED,
            namespace: JSValue::UNDEFINED,
            meta: JSValue::UNDEFINED,
            status: ModuleStatus::Unlinked,
            resolved: Vec::new(),
            evaluation: Default::default(),
        });
        self.modules.by_name.insert((name.clone(), module_type), index);
        let requests = self.modules.records[index].info().requests.clone();
        let mut resolved = Vec::with_capacity(requests.len());
        for request in &requests {
            resolved.push(self.load_module(&name, request)?);
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
            let executable = self.modules.records[module].executable;
            // Shared: the loop below allocates while it reads the code (linking is rare).
            let code = executable.shared_code();
            let info = info_of(&code);
            let environment = self.new_scope(JSValue::NULL, executable, info.environment)?;
            self.modules.records[module].environment = environment.to_value();
            for &(constant, slot) in &info.functions {
                let function_executable = ExecutableRef::from_value(code.constant(constant)).expect("an executable");
                let environment = self.modules.records[module].environment;
                let function = self.new_function(function_executable, environment)?;
                let scope = ScopeRef::from_value(self.modules.records[module].environment).expect("a module scope");
                self.set_scope_slot(scope, slot as usize, function.to_value());
            }
            // A JSON module's binding holds its value from the start (SetSyntheticModuleExport).
            if let Some(json) = self.modules.records[module].json {
                let scope = ScopeRef::from_value(self.modules.records[module].environment).expect("a module scope");
                let (_, slot) = info.local_exports[0];
                self.set_scope_slot(scope, slot as usize, json);
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
        // Shared: the imports are resolved with calls that allocate (this runs once a module).
        let code = self.modules.records[module].executable.shared_code();
        let info = info_of(&code);
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

    /// The module whose code is running in `cursor`'s frame.
    fn module_of(&self, cursor: Cursor) -> Option<usize> {
        self.modules.by_name.get(&(cursor.code.source.name.clone(), None)).copied()
    }

    /// 13.3.12.1 `import.meta`: an object with a null prototype and the module's `url`.
    pub(crate) fn import_meta(&mut self, cursor: Cursor) -> JsResult<JSValue> {
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
        let url = self.modules.loader.url(&self.modules.records[module].name);
        let url = self.new_string(&url)?;
        self.define_own_property(meta_root.get(), key_root.get(), url.to_value(), Attributes::DEFAULT)?;
        self.modules.records[module].meta = meta_root.get().to_value();
        Ok(meta_root.get().to_value())
    }

    /// 13.3.10.1.1 EvaluateImportCall, steps 10.a-e: the import attributes of `options`
    /// (the second argument of `import()`), sorted by key.
    fn import_attributes(&mut self, options: JSValue) -> JsResult<Vec<(String, String)>> {
        let mut attributes = Vec::new();
        if options.is_undefined() {
            return Ok(attributes);
        }
        // a. If options is not an Object, throw a TypeError.
        let Some(options) = ObjectRef::from_value(options) else {
            return Err(self.throw_error_with(Message::ThrowTypeError, "import(): the options must be an object"));
        };
        // b. Let attributesObj be ? Get(options, "with").
        let key = self.property_key_from_str("with")?;
        let with = self.get(options, key)?;
        // c. If attributesObj is not undefined:
        if with.is_undefined() {
            return Ok(attributes);
        }
        // i. If attributesObj is not an Object, throw a TypeError.
        let Some(with) = ObjectRef::from_value(with) else {
            return Err(self.throw_error_with(Message::ThrowTypeError, "import(): options.with must be an object"));
        };
        let with_root = self.rooted(with);
        // ii. Let entries be ? EnumerableOwnProperties(attributesObj, key+value).
        let keys = self.own_keys(with)?;
        let key_roots: Vec<_> = keys.iter().map(|&key| self.rooted(key)).collect();
        for key in key_roots.iter().map(|root| root.get()) {
            let name = match key {
                PropertyKey::Atom(name) => name.to_string_lossy(),
                PropertyKey::Index(index) => index.to_string(),
                PropertyKey::Symbol(_) => continue,
            };
            let Some(descriptor) = self.get_own_property_descriptor(with_root.get(), key)? else { continue };
            if descriptor.enumerable != Some(true) {
                continue;
            }
            let value = self.get(with_root.get(), key)?;
            // iii. 2. If value is not a String, throw a TypeError.
            let Some(value) = StringRef::from_value(value) else {
                let detail = format!("import(): the value of import attribute '{name}' must be a string");
                return Err(self.throw_error_with(Message::ThrowTypeError, detail));
            };
            attributes.push((name, value.to_string_lossy()));
        }
        // d. If AllImportAttributesSupported(attributes) is false, throw a SyntaxError.
        if let Some((key, _)) = attributes.iter().find(|(key, _)| key != "type") {
            return Err(self.throw_error_with(Message::Syntax, format!("Unsupported import attribute '{key}'")));
        }
        // e. Sort attributes by key.
        attributes.sort();
        Ok(attributes)
    }

    /// 13.3.10.1 `import(specifier, options)`: a promise of the module's namespace;
    /// loading, linking and evaluating happen in a job.
    pub(crate) fn import_call(&mut self, cursor: Cursor, specifier: JSValue, options: JSValue) -> JsResult<JSValue> {
        let referrer = cursor.code.source.origin.clone();
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
        // 10. The attributes; an abrupt completion rejects (IfAbruptRejectPromise).
        let module_type = match self.import_attributes(options) {
            Ok(attributes) => attributes.into_iter().find(|(key, _)| key == "type").map(|(_, value)| value),
            Err(_) => {
                let error = self.take_exception_value()?;
                self.call(roots[2].get(), JSValue::UNDEFINED, &[error])?;
                return Ok(roots[0].get());
            }
        };
        let module_type = match module_type {
            Some(module_type) => self.new_string(&module_type)?.to_value(),
            None => JSValue::UNDEFINED,
        };
        let module_type_root = self.root_value(module_type);
        let referrer = self.new_string(&referrer)?;
        let referrer_root = self.rooted(referrer);
        let data = self.create_array_from_list(&[
            referrer_root.get().to_value(),
            roots[1].get(),
            roots[2].get(),
            module_type_root.get(),
        ])?;
        let data_root = self.rooted(data);
        let empty = self.empty_string().to_value();
        let job = self.new_native_function_named(empty, 0, import_job, false)?;
        self.set_native_data(job, 0, specifier_root.get().to_value());
        self.set_native_data(job, 1, data_root.get().to_value());
        self.enqueue_job(Job::Call { function: job.to_value(), argument: JSValue::UNDEFINED });
        Ok(roots[0].get())
    }

    /// Loads and links a dynamically imported module; the promise of its evaluation.
    fn import_dynamically(&mut self, referrer: &str, request: &ModuleRequest) -> JsResult<(usize, JSValue)> {
        let index = self.load_module(referrer, request)?;
        self.link_module(index)?;
        Ok((index, self.evaluate_module(index)?))
    }
}

/// The job `import()` queues: ContinueDynamicImport (16.2.1.9) for a host that loads
/// synchronously. The import's promise settles when the module's evaluation does.
fn import_job(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let specifier = StringRef::from_value(vm.native_data(args.callee, 0)).expect("a specifier").to_string_lossy();
    let data = ObjectRef::from_value(vm.native_data(args.callee, 1)).expect("import data");
    let data_root = vm.rooted(data);
    let referrer =
        vm.get_own_index(data, 0).and_then(|e| StringRef::from_value(e.0)).expect("a referrer").to_string_lossy();
    let attributes = match vm.get_own_index(data, 3).and_then(|e| StringRef::from_value(e.0)) {
        Some(module_type) => vec![("type".to_string(), module_type.to_string_lossy())],
        None => Vec::new(),
    };
    let request = ModuleRequest { specifier, attributes };
    let (module, evaluation) = match vm.import_dynamically(&referrer, &request) {
        Ok(loaded) => loaded,
        Err(_) => {
            // 1-2. Loading or linking failed: reject.
            let error = vm.take_exception_value()?;
            let reject = vm.get_own_index(data_root.get(), 2).expect("reject").0;
            vm.call(reject, JSValue::UNDEFINED, &[error])?;
            return Ok(JSValue::UNDEFINED);
        }
    };
    let evaluation = ObjectRef::from_value(evaluation).expect("Evaluate answers a promise");
    let evaluation_root = vm.rooted(evaluation);
    // 6. d-f. Fulfilled: resolve with the namespace; rejected: reject with the reason.
    let empty = vm.empty_string().to_value();
    let on_fulfilled = vm.new_native_function_named(empty, 0, import_evaluated, false)?;
    vm.set_native_data(on_fulfilled, 0, JSValue::from_i32(module as i32));
    vm.set_native_data(on_fulfilled, 1, data_root.get().to_value());
    let on_fulfilled_root = vm.rooted(on_fulfilled);
    let empty = vm.empty_string().to_value();
    let on_rejected = vm.new_native_function_named(empty, 1, import_failed, false)?;
    vm.set_native_data(on_rejected, 1, data_root.get().to_value());
    vm.perform_promise_then(evaluation_root.get(), on_fulfilled_root.get().to_value(), on_rejected.to_value(), None)?;
    Ok(JSValue::UNDEFINED)
}

/// The import's resolving function `which` (1 resolve, 2 reject), from a reaction's data.
fn import_resolving_function(vm: &Vm, args: &CallArgs, which: u32) -> JSValue {
    let data = ObjectRef::from_value(vm.native_data(args.callee, 1)).expect("import data");
    vm.get_own_index(data, which).expect("a resolving function").0
}

/// The evaluation of a dynamically imported module succeeded: resolve with its namespace.
fn import_evaluated(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let module = vm.native_data(args.callee, 0).as_int32() as usize;
    let namespace = match vm.module_namespace(module) {
        Ok(namespace) => namespace,
        Err(_) => {
            let error = vm.take_exception_value()?;
            let reject = import_resolving_function(vm, args, 2);
            return vm.call(reject, JSValue::UNDEFINED, &[error]);
        }
    };
    let resolve = import_resolving_function(vm, args, 1);
    vm.call(resolve, JSValue::UNDEFINED, &[namespace])
}

/// The evaluation of a dynamically imported module failed: reject with the reason.
fn import_failed(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let reason = args.get(vm, 0);
    let reject = import_resolving_function(vm, args, 2);
    vm.call(reject, JSValue::UNDEFINED, &[reason])
}
