//! Module code: the body runs in the module's scope cell, which linking made (with the
//! hoisted functions and the import bindings in it); here are the body and the tables
//! linking reads (requests, imports, exports).

use boa_ast::declaration::{ExportDeclaration, ExportEntry, ImportAttribute, ImportName, ReExportImportName};
use boa_ast::{Module, ModuleItem};
use boa_interner::Sym;

use super::bindings::StoreMode;
use super::{CResult, Codegen, FunctionState};
use crate::bytecode::code_block::{EvalFlags, IndirectExport, ModuleImport, ModuleInfo, ModuleRequest};
use crate::bytecode::{CodeKind, Instruction, Reg};
use crate::compiler::emitter::BlockParts;
use crate::compiler::module::{ModuleDeclarations, default_function};
use crate::compiler::nodes::ClassNode;
use crate::compiler::scopes::Storage;
use crate::runtime::executable::ExecutableRef;

impl Codegen<'_> {
    /// The slot of module binding `name`.
    fn module_slot(&self, name: Sym) -> u16 {
        let scope = self.tree.functions[0].scope;
        let index = self.tree.scopes[scope].find(name).expect("module bindings are declared");
        match self.tree.binding(scope, index).storage {
            Storage::Slot(slot) => slot,
            other => unreachable!("module bindings live in the module scope, not {other:?}"),
        }
    }

    fn text(&self, sym: Sym) -> String {
        self.name_text(sym)
    }

    /// The ModuleRequest of `specifier` with `attributes`. Only `type` is supported: any
    /// other key is a SyntaxError (16.2.1.7.1 ParseModule, AllImportAttributesSupported).
    fn module_request(&self, specifier: Sym, attributes: &[ImportAttribute]) -> CResult<ModuleRequest> {
        let mut pairs = Vec::with_capacity(attributes.len());
        for attribute in attributes {
            let key = self.text(attribute.key());
            if key != "type" {
                return Err(self.syntax_error(&format!("Unsupported import attribute '{key}'"), None));
            }
            pairs.push((key, self.text(attribute.value())));
        }
        pairs.sort();
        Ok(ModuleRequest { specifier: self.text(specifier), attributes: pairs })
    }

    /// The link-time tables of a module.
    fn module_info(&mut self, module: &Module, descriptor: u32) -> CResult<ModuleInfo> {
        let items = module.items();
        // 16.2.1.4 ModuleRequests, in source order, one per specifier and attributes.
        let mut requests: Vec<ModuleRequest> = Vec::new();
        for item in items.items() {
            let request = match item {
                ModuleItem::ImportDeclaration(import) => {
                    self.module_request(import.specifier().sym(), import.attributes())?
                }
                ModuleItem::ExportDeclaration(export) => match &**export {
                    ExportDeclaration::ReExport { specifier, attributes, .. } => {
                        self.module_request(specifier.sym(), attributes)?
                    }
                    _ => continue,
                },
                ModuleItem::StatementListItem(_) => continue,
            };
            if !requests.contains(&request) {
                requests.push(request);
            }
        }
        let request_index = |request: ModuleRequest| {
            requests.iter().position(|r| *r == request).expect("every module request is listed")
        };
        let mut info = ModuleInfo {
            requests: requests.clone(),
            environment: descriptor,
            asynchronous: self.tree.functions[0].uses_await,
            ..ModuleInfo::default()
        };
        for entry in items.import_entries() {
            let name = match entry.import_name() {
                ImportName::Namespace => None,
                ImportName::Name(name) => Some(self.text(name)),
            };
            let slot = self.module_slot(entry.local_name().sym());
            let request = request_index(self.module_request(entry.module_request(), entry.attributes())?);
            info.imports.push(ModuleImport { request, name, slot });
        }
        for entry in items.export_entries() {
            match entry {
                ExportEntry::Ordinary(local) => {
                    let local_name =
                        if local.local_name() == Sym::DEFAULT { Sym::DEFAULT_EXPORT } else { local.local_name() };
                    let slot = self.module_slot(local_name);
                    info.local_exports.push((self.text(local.export_name()), slot));
                }
                ExportEntry::StarReExport { module_request, attributes } => {
                    info.star_exports.push(request_index(self.module_request(module_request, &attributes)?));
                }
                ExportEntry::ReExport(indirect) => {
                    let import_name = match indirect.import_name() {
                        ReExportImportName::Star => None,
                        ReExportImportName::Name(name) => Some(self.text(name)),
                    };
                    info.indirect_exports.push(IndirectExport {
                        export_name: self.text(indirect.export_name()),
                        request: request_index(self.module_request(indirect.module_request(), indirect.attributes())?),
                        import_name,
                    });
                }
            }
        }
        // Local exports that name an import are indirect (16.2.1.6.1 ParseModule, 10.c).
        let imports = info.imports.clone();
        info.local_exports.retain(|(export_name, slot)| match imports.iter().find(|import| import.slot == *slot) {
            Some(import) => {
                info.indirect_exports.push(IndirectExport {
                    export_name: export_name.clone(),
                    request: import.request,
                    import_name: import.name.clone(),
                });
                false
            }
            None => true,
        });
        Ok(info)
    }
}

/// Compiles a module.
pub(in crate::compiler) fn module(g: &mut Codegen<'_>, module: &Module) -> CResult<ExecutableRef> {
    let items = module.items().items();
    let scope = g.tree.functions[0].scope;
    g.enter_scope(scope)?;
    let descriptor = g.f.scope_descriptors[&scope].0;
    let asynchronous = g.tree.functions[0].uses_await;
    let async_region = if asynchronous {
        let state = g.f.e.temp();
        g.f.state = Some(state);
        g.emit(Instruction::AsyncFunctionStart { state });
        let (start, end, handler) = (g.f.e.label(), g.f.e.label(), g.f.e.label());
        g.f.e.bind(start);
        Some((start, end, handler))
    } else {
        None
    };
    // Hoisted functions are made at link time, into their slots.
    let declarations = ModuleDeclarations::collect(items, Sym::DEFAULT_EXPORT);
    let mut functions = Vec::new();
    for (name, function) in &declarations.functions {
        let executable =
            g.compile_function(*function, Some(if *name == Sym::DEFAULT_EXPORT { Sym::DEFAULT } else { *name }))?;
        let rooted = g.vm.root_value(executable.to_value());
        let constant = g.f.e.unique_constant(rooted);
        functions.push((constant.0, g.module_slot(*name)));
    }
    // `using` declarations at the top level are disposed of when the module body ends.
    let top_level = items.iter().filter_map(|item| match item {
        ModuleItem::StatementListItem(item) => Some(item),
        _ => None,
    });
    match super::disposal::declares_using(top_level) {
        Some(asynchronous) => g.disposal_scope(asynchronous, |g| module_items(g, items))?,
        None => module_items(g, items)?,
    }
    let undefined = g.f.e.temp();
    g.emit(Instruction::LoadUndefined { dst: undefined });
    if let Some((start, end, handler)) = async_region {
        let state = g.f.state.expect("async state");
        g.emit(Instruction::AsyncResolve { state, src: undefined });
        g.f.e.bind(end);
        g.f.e.bind(handler);
        let exception = g.f.e.temp();
        g.emit(Instruction::Catch { dst: exception });
        g.emit(Instruction::AsyncReject { state, src: exception });
        g.f.e.add_handler(start, end, handler);
    } else {
        g.emit(Instruction::Return { src: undefined });
    }
    let mut info = g.module_info(module, descriptor)?;
    info.functions = functions;
    let state = std::mem::replace(&mut g.f, FunctionState::new(0, 0, CodeKind::Module, true, Reg::HEADER));
    let parts = BlockParts {
        name: "<module>".to_string(),
        kind: CodeKind::Module,
        strict: true,
        parameter_count: 0,
        source: g.source.clone(),
        function: None,
        arguments_mapping: Vec::new(),
        global_declarations: None,
        eval_flags: EvalFlags::default(),
        module: Some(info),
    };
    g.finish(state, parts)
}

/// The module's items, in order (hoisted functions aside).
fn module_items(g: &mut Codegen<'_>, items: &[ModuleItem]) -> CResult<()> {
    for item in items {
        let mark = g.f.e.mark();
        match item {
            ModuleItem::ImportDeclaration(_) => {}
            ModuleItem::StatementListItem(item) => g.statements(std::slice::from_ref(item))?,
            ModuleItem::ExportDeclaration(export) => match &**export {
                ExportDeclaration::ReExport { .. } | ExportDeclaration::List(_) => {}
                ExportDeclaration::VarStatement(declaration) => {
                    for variable in declaration.0.as_ref() {
                        g.variable(variable, StoreMode::Assign)?;
                    }
                }
                ExportDeclaration::Declaration(declaration) => g.declaration(declaration)?,
                ExportDeclaration::DefaultClassDeclaration(class) => {
                    let value = g.f.e.temp();
                    g.class(ClassNode::declaration(class), value, Some(Sym::DEFAULT))?;
                    let name =
                        if class.name().sym() == Sym::DEFAULT { Sym::DEFAULT_EXPORT } else { class.name().sym() };
                    g.store_name(name, value, StoreMode::Initialize)?;
                }
                ExportDeclaration::DefaultAssignmentExpression(expression) => {
                    let value = g.f.e.temp();
                    g.expression_named(expression, Some(Sym::DEFAULT), value)?;
                    g.store_name(Sym::DEFAULT_EXPORT, value, StoreMode::Initialize)?;
                }
                other => debug_assert!(default_function(other).is_some(), "hoisted default function"),
            },
        }
        g.f.e.release(mark);
    }
    Ok(())
}
