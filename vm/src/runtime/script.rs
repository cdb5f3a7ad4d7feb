//! Running scripts: GlobalDeclarationInstantiation, then the code. Also the template
//! objects compiled code keeps as constants.

use crate::error::{JsResult, Message};
use crate::object::named::IntegrityLevel;
use crate::property::{Attributes, PropertyKey};
use crate::runtime::descriptor::PropertyDescriptor;
use crate::runtime::executable::ExecutableRef;
use crate::string::StringRef;
use crate::value::JSValue;
use crate::vm::Vm;

impl Vm {
    /// Runs a compiled script in the current realm and returns its completion value.
    pub fn run_script(&mut self, executable: ExecutableRef) -> JsResult<JSValue> {
        let executable_root = self.rooted(executable);
        self.global_declaration_instantiation(executable)?;
        let this = self.realm().global_object().to_value();
        self.run_code(executable_root.get(), this, JSValue::NULL)
    }

    /// 16.1.7 GlobalDeclarationInstantiation ( script, env )
    fn global_declaration_instantiation(&mut self, executable: ExecutableRef) -> JsResult<()> {
        let code = executable.code();
        let Some(declarations) = &code.global_declarations else { return Ok(()) };
        let realm = self.realm();
        let global = realm.global_object();
        let lexicals = realm.global_lexicals();
        let atom = |index: u32| StringRef::from_value(code.constant(index)).expect("names are atoms");
        // 1-4. Lexical names may clash with nothing; var names not with lexicals.
        for &(name, _) in &declarations.lexicals {
            let key = PropertyKey::Atom(atom(name));
            if self.get_own_property(lexicals, key).is_some() {
                return Err(self.throw_error_with(Message::GlobalRedeclaration, atom(name).to_string_lossy()));
            }
            // HasRestrictedGlobalProperty (and vars of earlier scripts, which are
            // non-configurable properties).
            if let Some(existing) = self.get_own_property_descriptor(global, key)?
                && existing.configurable == Some(false)
            {
                return Err(self.throw_error_with(Message::GlobalRedeclaration, atom(name).to_string_lossy()));
            }
        }
        let function_names: Vec<u32> = declarations.functions.iter().map(|&(name, _)| name).collect();
        for &name in declarations.vars.iter().chain(&function_names) {
            if self.get_own_property(lexicals, PropertyKey::Atom(atom(name))).is_some() {
                return Err(self.throw_error_with(Message::GlobalRedeclaration, atom(name).to_string_lossy()));
            }
        }
        // 5-6. CanDeclareGlobalFunction and CanDeclareGlobalVar.
        for &name in &function_names {
            let key = PropertyKey::Atom(atom(name));
            let declarable = match self.get_own_property_descriptor(global, key)? {
                None => self.is_extensible(global),
                Some(existing) if existing.configurable == Some(true) => true,
                Some(existing) => {
                    existing.is_data() && existing.writable == Some(true) && existing.enumerable == Some(true)
                }
            };
            if !declarable {
                return Err(self.throw_error_with(Message::GlobalFunctionNotDefinable, atom(name).to_string_lossy()));
            }
        }
        for &name in &declarations.vars {
            if function_names.contains(&name) {
                continue;
            }
            let key = PropertyKey::Atom(atom(name));
            if !self.has_own_property(global, key)? && !self.is_extensible(global) {
                return Err(self.throw_error_with(Message::GlobalVarNotDefinable, atom(name).to_string_lossy()));
            }
        }
        // 15-16. Lexical bindings start uninitialised (the empty value).
        for &(name, constant) in &declarations.lexicals {
            let attributes =
                if constant { Attributes::ENUMERABLE } else { Attributes::WRITABLE.union(Attributes::ENUMERABLE) };
            let lexicals = self.realm().global_lexicals();
            self.define_own_property(lexicals, PropertyKey::Atom(atom(name)), JSValue::EMPTY, attributes)?;
        }
        // 17. CreateGlobalFunctionBinding for each function.
        for &(name, function) in &declarations.functions {
            let function_executable = ExecutableRef::from_value(code.constant(function)).expect("an executable");
            let closure = self.new_function(function_executable, JSValue::NULL)?;
            let global = self.realm().global_object();
            let key = PropertyKey::Atom(atom(name));
            let existing = self.get_own_property_descriptor(global, key)?;
            let descriptor = match existing {
                Some(existing) if existing.configurable != Some(true) => {
                    PropertyDescriptor { value: Some(closure.to_value()), ..PropertyDescriptor::default() }
                }
                _ => PropertyDescriptor::data(closure.to_value(), true, true, false),
            };
            let global = self.realm().global_object();
            self.define_property_or_throw(global, key, descriptor)?;
        }
        // 18. CreateGlobalVarBinding for each var.
        for &name in &declarations.vars {
            if function_names.contains(&name) {
                continue;
            }
            let global = self.realm().global_object();
            let key = PropertyKey::Atom(atom(name));
            if !self.has_own_property(global, key)? {
                let descriptor = PropertyDescriptor::data(JSValue::UNDEFINED, true, true, false);
                self.define_property_or_throw(global, key, descriptor)?;
            }
        }
        Ok(())
    }

    /// 13.2.8.4 GetTemplateObject: the frozen array of cooked strings with its frozen `raw`
    /// array. May collect.
    pub(crate) fn create_template_object(&mut self, cooked: &[JSValue], raw: &[JSValue]) -> JsResult<JSValue> {
        let roots: Vec<_> = cooked.iter().chain(raw).map(|&v| self.root_value(v)).collect();
        let raw_array = self.create_array_from_list(raw)?;
        let raw_root = self.rooted(raw_array);
        self.set_integrity_level(raw_array, IntegrityLevel::Frozen)?;
        let template = self.create_array_from_list(cooked)?;
        let template_root = self.rooted(template);
        let key = PropertyKey::Atom(self.names.raw);
        self.define_own_property(template, key, raw_root.get().to_value(), Attributes::NONE)?;
        self.set_integrity_level(template_root.get(), IntegrityLevel::Frozen)?;
        drop(roots);
        Ok(template_root.get().to_value())
    }
}
