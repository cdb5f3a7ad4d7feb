//! Functions and classes: closures, class definitions (constructor, prototype, home
//! objects, fields, names), a call's prologue (`arguments` and rest parameters, from the
//! frame's arguments), and the checks on `this` in derived constructors.

use crate::bytecode::opcodes::{Count, Flag};
use crate::bytecode::{Const, Reg};
use crate::cell::JSType;
use crate::error::{JsResult, Message};
use crate::interpreter::call::ArgumentWindow;
use crate::interpreter::{Cursor, Flow};
use crate::object::ObjectRef;
use crate::property::{Attributes, PropertyKey};
use crate::runtime::arguments::{ArgumentsMapping, FrameArguments};
use crate::runtime::descriptor::PropertyDescriptor;
use crate::runtime::executable::ExecutableRef;
use crate::runtime::function::{FUNCTION_FIELD_INITIALIZER, FUNCTION_HOME_OBJECT};
use crate::runtime::realm::Intrinsic;
use crate::runtime::scope::ScopeRef;
use crate::string::StringRef;
use crate::symbol::SymbolRef;
use crate::value::JSValue;
use crate::vm::Vm;

/// `SetFunctionName` prefixes.
pub const NAME_PREFIX_NONE: u8 = 0;
pub const NAME_PREFIX_GET: u8 = 1;
pub const NAME_PREFIX_SET: u8 = 2;

impl Vm {
    /// Where the arguments of the frame at `fp` are: parameters first, then the extra ones
    /// after the frame's registers.
    fn frame_arguments(&self, fp: usize) -> FrameArguments {
        let frame = self.stack.frames.last().expect("a frame");
        debug_assert_eq!(frame.fp(), fp);
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

// Classes.
impl Vm {
    /// 10.2.9 SetFunctionName ( F, name [ , prefix ] )
    pub(crate) fn set_function_name(&mut self, function: JSValue, name: JSValue, prefix: u8) -> JsResult<()> {
        let function = ObjectRef::from_value(function).expect("a function");
        let function_root = self.rooted(function);
        let text = match SymbolRef::from_value(name) {
            Some(symbol) => match StringRef::from_value(symbol.description()) {
                Some(description) => format!("[{}]", description.to_string_lossy()),
                None => String::new(),
            },
            None => self.to_string(name)?.to_string_lossy(),
        };
        let text = match prefix {
            NAME_PREFIX_GET => format!("get {text}"),
            NAME_PREFIX_SET => format!("set {text}"),
            _ => text,
        };
        let name = self.new_string(&text)?;
        let descriptor = PropertyDescriptor::data(name.to_value(), false, false, true);
        self.define_property_or_throw(function_root.get(), PropertyKey::Atom(self.names.name), descriptor)
    }

    /// 15.7.14 ClassDefinitionEvaluation, the part after the heritage is evaluated: the
    /// constructor F and its prototype.
    pub(crate) fn new_class(
        &mut self,
        executable: ExecutableRef,
        scope: JSValue,
        superclass: Option<JSValue>,
    ) -> JsResult<(ObjectRef, ObjectRef)> {
        let realm = self.realm();
        let (proto_parent, constructor_parent) = match superclass {
            None => (realm.intrinsic(Intrinsic::ObjectPrototype), realm.intrinsic(Intrinsic::FunctionPrototype)),
            Some(superclass) if superclass.is_null() => (JSValue::NULL, realm.intrinsic(Intrinsic::FunctionPrototype)),
            Some(superclass) => {
                if !self.is_constructor(superclass) {
                    let detail = self.describe_value(superclass);
                    return Err(self.throw_error_with(Message::SuperclassNotConstructor, detail));
                }
                let superclass_root = self.root_value(superclass);
                let superclass_object = ObjectRef::from_value(superclass).expect("a constructor");
                let parent = self.get(superclass_object, PropertyKey::Atom(self.names.prototype))?;
                if !(parent.is_null() || ObjectRef::from_value(parent).is_some()) {
                    return Err(self.throw_error(Message::SuperclassPrototypeInvalid));
                }
                (parent, superclass_root.get())
            }
        };
        let (proto_parent_root, constructor_parent_root) =
            (self.root_value(proto_parent), self.root_value(constructor_parent));
        let prototype = self.new_object(proto_parent_root.get())?;
        let prototype_root = self.rooted(prototype);
        let constructor = self.new_function(executable, scope)?;
        let constructor_root = self.rooted(constructor);
        if self.prototype_of(constructor) != constructor_parent_root.get() {
            self.set_prototype(constructor, constructor_parent_root.get())?;
        }
        let names = self.names;
        let prototype_key = PropertyKey::Atom(names.prototype);
        let slot = self
            .get_own_property(constructor_root.get(), prototype_key)
            .expect("class constructors have a prototype slot");
        self.set_slot(constructor_root.get(), slot.offset.expect("named"), prototype_root.get().to_value());
        self.define_own_property(
            prototype_root.get(),
            PropertyKey::Atom(names.constructor),
            constructor_root.get().to_value(),
            Attributes::HIDDEN,
        )?;
        self.set_internal(constructor_root.get(), FUNCTION_HOME_OBJECT, prototype_root.get().to_value());
        Ok((constructor_root.get(), prototype_root.get()))
    }

    /// InitializeInstanceElements ( O, constructor ): runs the class's field initialiser
    /// on the new object.
    pub(crate) fn initialize_instance_elements(&mut self, this: JSValue, constructor: JSValue) -> JsResult<()> {
        let constructor = ObjectRef::from_value(constructor).expect("a constructor");
        if constructor.js_type() != JSType::Function {
            return Ok(());
        }
        let initializer = constructor.internal(FUNCTION_FIELD_INITIALIZER);
        if initializer.is_undefined() {
            return Ok(());
        }
        self.call(initializer, this, &[])?;
        Ok(())
    }
}

// The instructions.
impl Vm {
    /// `BindThis`: `this` after `super()` returned `src` (a ReferenceError if `super()`
    /// was called already).
    #[inline(always)]
    pub(crate) fn op_bind_this(&mut self, cursor: Cursor, src: Reg) -> JsResult<()> {
        let r = cursor.registers;
        if !r.get(Reg::THIS).is_empty() {
            return Err(self.throw_error(Message::SuperCalledTwice));
        }
        r.set(Reg::THIS, r.get(src));
        Ok(())
    }

    /// `NewFunction`: a closure of the constant `executable` over the current scope.
    #[inline(always)]
    pub(crate) fn op_new_function(&mut self, cursor: Cursor, dst: Reg, executable: Const) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        let executable = ExecutableRef::from_value(code.constant(executable.0)).expect("an executable");
        let function = self.new_function(executable, r.get(Reg::SCOPE))?;
        r.set(dst, function.to_value());
        Ok(())
    }

    /// `NewClass`: a class constructor in `dst` and its prototype in `dst + 1`.
    #[inline(always)]
    pub(crate) fn op_new_class(
        &mut self,
        cursor: Cursor,
        dst: Reg,
        executable: Const,
        superclass: Reg,
        has_superclass: Flag,
    ) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        self.save_pc(cursor.pc - 1);
        let executable = ExecutableRef::from_value(code.constant(executable.0)).expect("an executable");
        let superclass = (has_superclass != 0).then(|| r.get(superclass));
        let (constructor, prototype) = self.new_class(executable, r.get(Reg::SCOPE), superclass)?;
        r.set(dst, constructor.to_value());
        r.set(dst.offset(1), prototype.to_value());
        Ok(())
    }

    /// `SetHomeObject`: the object a method's `super` looks up from (its prototype).
    #[inline(always)]
    pub(crate) fn op_set_home_object(&mut self, cursor: Cursor, function: Reg, home: Reg) {
        let r = cursor.registers;
        let function = ObjectRef::from_value(r.get(function)).expect("a method");
        self.set_internal(function, FUNCTION_HOME_OBJECT, r.get(home));
    }

    /// `SetClassFieldInitializer`: the function that defines a class's instance fields.
    #[inline(always)]
    pub(crate) fn op_set_class_field_initializer(&mut self, cursor: Cursor, constructor: Reg, initializer: Reg) {
        let r = cursor.registers;
        let constructor = ObjectRef::from_value(r.get(constructor)).expect("a class constructor");
        self.set_internal(constructor, FUNCTION_FIELD_INITIALIZER, r.get(initializer));
    }

    /// `InitializeFields`: runs the class's field initializer on a new instance.
    #[inline(always)]
    pub(crate) fn op_initialize_fields(&mut self, cursor: Cursor, constructor: Reg, this: Reg) -> JsResult<()> {
        let r = cursor.registers;
        self.save_pc(cursor.pc - 1);
        self.initialize_instance_elements(r.get(this), r.get(constructor))?;
        Ok(())
    }

    /// `CreateArguments`: the `arguments` object, mapped to the parameters when `mapped`.
    #[inline(always)]
    pub(crate) fn op_create_arguments(&mut self, cursor: Cursor, dst: Reg, mapped: Flag) -> JsResult<()> {
        let r = cursor.registers;
        let arguments = self.create_frame_arguments(cursor.fp, mapped != 0)?;
        r.set(dst, arguments.to_value());
        Ok(())
    }

    /// `CreateRest`: the rest parameter, an array of the arguments from position `first` on.
    #[inline(always)]
    pub(crate) fn op_create_rest(&mut self, cursor: Cursor, dst: Reg, first: Count) -> JsResult<()> {
        let r = cursor.registers;
        let rest = self.create_frame_rest(cursor.fp, first as usize)?;
        r.set(dst, rest.to_value());
        Ok(())
    }

    /// `GetArgument`: `arguments[key]` of a function that makes no arguments object
    /// (`FunctionData::lazy_arguments`). An index below the argument count reads the
    /// argument's register: the value it was called with, or in a sloppy function the
    /// parameter's current value, as a mapped object would give (the compiler keeps the
    /// two apart in strict functions). Any other key is looked up on an object made for
    /// the purpose: nothing can have changed the one the function would have made.
    #[inline(always)]
    pub(crate) fn op_get_argument(&mut self, cursor: Cursor, dst: Reg, key: Reg) -> JsResult<()> {
        let r = cursor.registers;
        let key_value = r.get(key);
        let arguments = self.frame_arguments(cursor.fp);
        if key_value.is_int32() && (key_value.as_int32() as u32 as usize) < arguments.count {
            let value = self.stack.register(arguments.register(key_value.as_int32() as usize));
            r.set(dst, value);
            return Ok(());
        }
        self.save_pc(cursor.pc - 1);
        let value = self.get_argument_slow(cursor.fp, !cursor.code.strict, key_value)?;
        r.set(dst, value);
        Ok(())
    }

    #[inline(never)]
    fn get_argument_slow(&mut self, fp: usize, mapped: bool, key: JSValue) -> JsResult<JSValue> {
        let key_root = self.root_value(key);
        let object = self.create_frame_arguments(fp, mapped)?;
        let object_root = self.rooted(object);
        let key = self.to_property_key(key_root.get())?;
        self.get_value_property(object_root.get().to_value(), key)
    }

    /// How many arguments the top frame was called with (`ArgumentCount`).
    pub(crate) fn frame_argument_count(&self) -> u32 {
        self.stack.frames.last().expect("a frame").argc
    }

    /// `LinkSelfHosted`: the placeholder of a self-hosted builtin gets its compiled code
    /// (`runtime/self_hosted.rs`), which then runs in place of the placeholder's frame with
    /// the same `this` and arguments (all of them extra arguments: it has no parameters).
    pub(crate) fn op_link_self_hosted(&mut self, cursor: Cursor, source: Count, name: Const) -> JsResult<Flow> {
        let r = cursor.registers;
        self.save_pc(cursor.pc - 1);
        let placeholder = ObjectRef::from_value(r.get(Reg::CALLEE)).expect("a placeholder is a function");
        let name = StringRef::from_value(cursor.code.constant(name.0)).expect("the name is an atom");
        self.link_self_hosted(placeholder, source as usize, name)?;
        let frame = *self.stack.frames.last().expect("a frame");
        let arguments =
            ArgumentWindow { first: frame.fp() + frame.code().register_count as usize, count: frame.argc as usize };
        self.replace_frame_with_call(placeholder, r.get(Reg::THIS), arguments)?;
        Ok(Flow::Reload)
    }

    /// `CheckSuperNotCalled`: a ReferenceError if `this` (in `src`) is bound already.
    #[inline(always)]
    pub(crate) fn op_check_super_not_called(&mut self, cursor: Cursor, src: Reg) -> JsResult<()> {
        let r = cursor.registers;
        if !r.get(src).is_empty() {
            return Err(self.throw_error(Message::SuperCalledTwice));
        }
        Ok(())
    }

    /// `CheckThisInitialized`: a ReferenceError if `this` (in `src`) is not bound yet (a
    /// derived constructor before `super()`).
    #[inline(always)]
    pub(crate) fn op_check_this_initialized(&mut self, cursor: Cursor, src: Reg) -> JsResult<()> {
        let r = cursor.registers;
        if r.get(src).is_empty() {
            return Err(self.throw_error(Message::ThisBeforeSuper));
        }
        Ok(())
    }
}
