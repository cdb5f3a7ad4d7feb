//! Calls and constructions: from bytecode and from Rust.
//!
//! A call to a bytecode function pushes a frame on the register file and the interpreter
//! loop carries on in it: JavaScript-to-JavaScript calls never recurse in Rust. A call to a
//! native function is a Rust call. A call from Rust into JavaScript (a builtin invoking a
//! callback, a getter run by `[[Get]]`) pushes an *entry* frame and runs the interpreter
//! until that frame returns; those nest, so their depth is limited well before the Rust
//! stack is at risk.
//!
//! This is how a call proceeds once started, the same for the call instructions and for
//! `Vm::call`; the instructions themselves (argument windows, returns into the caller) are
//! `ops/call.rs`.

use std::cell::Cell;

use crate::bytecode::code_block::CallEntry;
use crate::bytecode::inline_cache::{CallCache, PrototypeSlot};
use crate::bytecode::{CallShape, FunctionKind, Reg};
use crate::cell::JSType;
use crate::error::{JsResult, Message};
use crate::interpreter::Cursor;
use crate::interpreter::stack::{CodeRef, Frame, FrameFlags, MAX_FRAMES, REGISTER_FILE_SLOTS, Stack};
use crate::object::ObjectRef;
use crate::property::PropertyKey;
use crate::runtime::executable::ExecutableRef;
use crate::runtime::function::{BOUND_ARGUMENTS, BOUND_TARGET, BOUND_THIS, CallArgs, FUNCTION_SCOPE, NATIVE_REALM};
use crate::runtime::realm::{Intrinsic, RealmRef};
use crate::value::JSValue;
use crate::vm::Vm;

/// What an invocation did.
pub(crate) enum Invocation {
    /// A native function ran to completion with this result.
    Returned(JSValue),
    /// A bytecode frame was pushed; the interpreter continues in it.
    PushedFrame,
}

/// The arguments of an invocation: `count` values in the register file from `first`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ArgumentWindow {
    pub first: usize,
    pub count: usize,
}

/// Where a call's arguments are, as a new frame copies them into its parameters (and its
/// extra arguments' place): a window of consecutive registers, or the registers a
/// `CallWithRegisters` names.
pub(crate) trait FrameArguments: Copy {
    fn count(&self) -> usize;
    /// The first register past the arguments, below which a new frame may not start.
    fn end(&self) -> usize;
    /// Copies arguments `from .. from + n` to the registers from `to`.
    fn copy_to(&self, stack: &Stack, from: usize, to: usize, n: usize);
}

impl FrameArguments for ArgumentWindow {
    #[inline(always)]
    fn count(&self) -> usize {
        self.count
    }

    #[inline(always)]
    fn end(&self) -> usize {
        self.first + self.count
    }

    #[inline(always)]
    fn copy_to(&self, stack: &Stack, from: usize, to: usize, n: usize) {
        stack.copy_registers(self.first + from, to, n);
    }
}

/// The arguments of a call from Rust (`Vm::call`): values the caller holds, written
/// straight into the new frame, which starts at the register file's top.
#[derive(Clone, Copy, Debug)]
struct RustArguments<'a>(&'a [JSValue]);

impl FrameArguments for RustArguments<'_> {
    #[inline(always)]
    fn count(&self) -> usize {
        self.0.len()
    }

    #[inline(always)]
    fn end(&self) -> usize {
        // Not in the register file.
        0
    }

    #[inline(always)]
    fn copy_to(&self, stack: &Stack, from: usize, to: usize, n: usize) {
        for (index, &value) in self.0[from..from + n].iter().enumerate() {
            stack.set_register(to + index, value);
        }
    }
}

/// The arguments of a `CallWithRegisters`: the first `count` (at most three) of
/// `registers`, of the caller's frame, which starts at `fp`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ArgumentRegisters {
    pub fp: usize,
    pub registers: [Reg; CallShape::MAX_ARGUMENTS],
    pub count: usize,
}

impl FrameArguments for ArgumentRegisters {
    #[inline(always)]
    fn count(&self) -> usize {
        self.count
    }

    #[inline(always)]
    fn end(&self) -> usize {
        // In the caller's frame, below the top.
        0
    }

    #[inline(always)]
    fn copy_to(&self, stack: &Stack, from: usize, to: usize, n: usize) {
        // Unrolled, as `Stack::copy_registers` is: a loop over at most three costs more.
        let copy = |index: usize| {
            stack.set_register(to + index, stack.register(self.fp + self.registers[from + index].index()))
        };
        match n {
            0 => {}
            1 => copy(0),
            2 => {
                copy(0);
                copy(1);
            }
            _ => (0..n).for_each(copy),
        }
    }
}

/// The native stack one more level of calls from Rust into JavaScript may use: the
/// interpreter's loop and a native's frames (several times larger unoptimized), with room
/// for the natives it calls before the next check.
const NATIVE_CALL_STACK: usize = if cfg!(debug_assertions) { 1 << 20 } else { 256 << 10 };

impl Vm {
    /// Calls `callee` with `this` and `args`, from Rust. May run JavaScript.
    pub fn call(&mut self, callee: JSValue, this: JSValue, args: &[JSValue]) -> JsResult<JSValue> {
        self.enter_from_rust(callee, this, args, JSValue::UNDEFINED)
    }

    /// `new callee(...args)` with `new_target` (default: callee), from Rust.
    pub fn construct(&mut self, callee: JSValue, args: &[JSValue], new_target: Option<JSValue>) -> JsResult<JSValue> {
        if !self.is_constructor(callee) {
            let detail = self.describe_value(callee);
            return Err(self.throw_error_with(Message::NotAConstructor, detail));
        }
        self.enter_from_rust(callee, JSValue::UNDEFINED, args, new_target.unwrap_or(callee))
    }

    fn enter_from_rust(
        &mut self,
        callee: JSValue,
        this: JSValue,
        args: &[JSValue],
        new_target: JSValue,
    ) -> JsResult<JSValue> {
        if new_target.is_undefined()
            && let Some(function) = ObjectRef::from_value(callee).filter(|f| f.js_type() == JSType::Function)
            && let executable = function.function_executable()
            && let Some(this) = self.this_for_plain_call(function, executable, this)
        {
            return self.call_function_from_rust(function, executable, this, args);
        }
        let window = self.stack.top;
        // The callee, `this`, `new.target` and the arguments go on the register file first,
        // where the collector sees them.
        if !self.stack.has_room(window, args.len() + 3) {
            return Err(self.throw_error(Message::StackOverflow));
        }
        self.stack.set_register(window, callee);
        self.stack.set_register(window + 1, this);
        self.stack.set_register(window + 2, new_target);
        for (index, &arg) in args.iter().enumerate() {
            self.stack.set_register(window + 3 + index, arg);
        }
        self.stack.top = window + 3 + args.len();
        let result = self.call_window_from_rust(window, args.len());
        self.stack.top = window;
        result
    }

    /// Calls the function in register `window` (constructs it when `new.target` is not
    /// undefined), with `this` and `new.target` in the next two registers and `argc`
    /// arguments after them, all below the top already: how a trace calls out, for the
    /// call instruction the top frame is at, so a callee that cannot be called is named as
    /// that instruction names it (`o.f is not a function`). May run JavaScript.
    pub fn call_window(&mut self, window: usize, argc: usize) -> JsResult<JSValue> {
        let callee = self.stack.register(window);
        let construct = !self.stack.register(window + 2).is_undefined();
        if !(if construct { self.is_constructor(callee) } else { self.is_callable(callee) }) {
            return Err(self.not_callable_at_top_frame(callee, construct));
        }
        self.call_window_from_rust(window, argc)
    }

    /// `call_window` for a call from Rust: a callee that cannot be called is described by
    /// its value.
    fn call_window_from_rust(&mut self, window: usize, argc: usize) -> JsResult<JSValue> {
        if self.native_calls_too_deep() {
            return Err(self.throw_error(Message::StackOverflow));
        }
        debug_assert!(window + 3 + argc <= self.stack.top);
        let callee = self.stack.register(window);
        let this = self.stack.register(window + 1);
        let new_target = self.stack.register(window + 2);
        if !new_target.is_undefined() && !self.is_constructor(callee) {
            let detail = self.describe_value(callee);
            return Err(self.throw_error_with(Message::NotAConstructor, detail));
        }
        let arguments = ArgumentWindow { first: window + 3, count: argc };
        // A frame returning to Rust leaves the top at its caller's end: the caller's
        // registers past it (a trace's window) must stay below the top.
        let top = self.stack.top;
        self.native_depth += 1;
        let result = match self.invoke(callee, this, arguments, new_target, Reg(0), true) {
            Ok(Invocation::Returned(value)) => Ok(value),
            Ok(Invocation::PushedFrame) => self.execute(),
            Err(throw) => Err(throw),
        };
        self.native_depth -= 1;
        self.stack.top = top;
        result
    }

    /// The common call from Rust (a comparator, a callback, a getter): `function` is a
    /// bytecode function whose `this` is decided, so its frame is pushed at the top with
    /// the arguments written straight into it, with none of `invoke`'s tests (callable,
    /// kind, class constructor, this binding) and no argument window to copy from. Nothing
    /// before the push can collect (the interrupt handler does not run JavaScript), so
    /// `args` need no rooting of their own.
    fn call_function_from_rust(
        &mut self,
        function: ObjectRef,
        executable: ExecutableRef,
        this: JSValue,
        args: &[JSValue],
    ) -> JsResult<JSValue> {
        if self.native_calls_too_deep() {
            return Err(self.throw_error(Message::StackOverflow));
        }
        self.poll_interrupt()?;
        let top = self.stack.top;
        let arguments = RustArguments(args);
        self.push_frame(function, executable, this, JSValue::UNDEFINED, arguments, Reg(0), FrameFlags::ENTRY)?;
        self.native_depth += 1;
        let result = self.execute();
        self.native_depth -= 1;
        self.stack.top = top;
        result
    }

    /// Whether a call from Rust into JavaScript (or a native's call) would nest too deep:
    /// past the VM's count, or with less native stack left than such a call may take
    /// before the next check. Either way it is a RangeError, whatever the thread's stack.
    pub(crate) fn native_calls_too_deep(&self) -> bool {
        self.native_depth >= self.options.max_native_depth
            || stacker::remaining_stack().is_some_and(|left| left < NATIVE_CALL_STACK)
    }

    /// The TypeError of `invoke` for a callee that cannot be called. Not an entry, the
    /// call is an instruction of the top frame, which names its callee.
    #[cold]
    #[inline(never)]
    fn not_callable_in_invoke(&mut self, callee: JSValue, new_target: JSValue, entry: bool) -> crate::error::Throw {
        if !entry {
            return self.not_callable_at_top_frame(callee, !new_target.is_undefined());
        }
        let detail = self.describe_value(callee);
        let message = if new_target.is_undefined() { Message::NotAFunction } else { Message::NotAConstructor };
        self.throw_error_with(message, detail)
    }

    /// Invokes `callee` (a call when `new_target` is undefined, a construction otherwise).
    /// `return_register` is the caller's register for a pushed frame's result; `entry`
    /// makes a pushed frame return to Rust.
    pub(crate) fn invoke(
        &mut self,
        callee: JSValue,
        this: JSValue,
        arguments: ArgumentWindow,
        new_target: JSValue,
        return_register: Reg,
        entry: bool,
    ) -> JsResult<Invocation> {
        let Some(function) = ObjectRef::from_value(callee).filter(|f| f.is_callable()) else {
            return Err(self.not_callable_in_invoke(callee, new_target, entry));
        };
        match function.js_type() {
            JSType::Function => {
                self.push_function_frame(function, this, arguments, new_target, return_register, entry)?;
                Ok(Invocation::PushedFrame)
            }
            // (An object with an [[IsHTMLDDA]] slot is called as a native function.)
            JSType::NativeFunction | JSType::HtmlDda => {
                // The count only: a native nests no deeper on the native stack unless it
                // calls JavaScript, and that call (`call_window`) checks the stack left.
                if self.native_depth >= self.options.max_native_depth {
                    return Err(self.throw_error(Message::StackOverflow));
                }
                let native = function.native_function();
                let args =
                    CallArgs { callee: function, this, new_target, first: arguments.first, count: arguments.count };
                let saved_top = self.stack.top;
                self.stack.top = self.stack.top.max(arguments.first + arguments.count);
                self.native_depth += 1;
                let realm = self.current_realm;
                if let Some(function_realm) = function.internal(NATIVE_REALM).cell() {
                    self.current_realm = Some(RealmRef::from_cell(function_realm));
                }
                let result = native(self, &args);
                self.current_realm = realm;
                self.native_depth -= 1;
                self.stack.top = saved_top;
                result.map(Invocation::Returned)
            }
            JSType::BoundFunction => self.invoke_bound(function, this, arguments, new_target, return_register, entry),
            JSType::Proxy => self.invoke_proxy(function, this, arguments, new_target).map(Invocation::Returned),
            _ => unreachable!("callable objects are functions or proxies"),
        }
    }

    /// A callable proxy: 10.5.12 \[\[Call\]\] or 10.5.13 \[\[Construct\]\], run from Rust (the
    /// traps are ordinary calls). The argument window stays below `top` meanwhile.
    fn invoke_proxy(
        &mut self,
        proxy: ObjectRef,
        this: JSValue,
        arguments: ArgumentWindow,
        new_target: JSValue,
    ) -> JsResult<JSValue> {
        let args: Vec<JSValue> =
            (0..arguments.count).map(|index| self.stack.register(arguments.first + index)).collect();
        let saved_top = self.stack.top;
        self.stack.top = self.stack.top.max(arguments.first + arguments.count);
        let result = if new_target.is_undefined() {
            self.proxy_call(proxy, this, &args)
        } else if self.is_constructor(proxy.to_value()) {
            self.proxy_construct(proxy, &args, new_target)
        } else {
            let detail = self.describe_value(proxy.to_value());
            Err(self.throw_error_with(Message::NotAConstructor, detail))
        };
        self.stack.top = saved_top;
        result
    }

    /// A bound function: its bound arguments go before the call's, in a new window.
    fn invoke_bound(
        &mut self,
        bound: ObjectRef,
        _this: JSValue,
        arguments: ArgumentWindow,
        new_target: JSValue,
        return_register: Reg,
        entry: bool,
    ) -> JsResult<Invocation> {
        let target = bound.internal(BOUND_TARGET);
        let bound_this = bound.internal(BOUND_THIS);
        let bound_arguments = ObjectRef::from_value(bound.internal(BOUND_ARGUMENTS));
        let prefix_length = bound_arguments.map_or(0, |list| self.array_length(list) as usize);
        let window = self.stack.top.max(arguments.first + arguments.count);
        let count = prefix_length + arguments.count;
        if !self.stack.has_room(window, count + 1) {
            return Err(self.throw_error(Message::StackOverflow));
        }
        // The target is kept in the window's first register so it stays alive. The bound
        // arguments go straight to the register file (reading them allocates nothing).
        self.stack.set_register(window, target);
        if let Some(list) = bound_arguments {
            for index in 0..prefix_length {
                let value = self.get_own_index(list, index as u32).map_or(JSValue::UNDEFINED, |e| e.0);
                self.stack.set_register(window + 1 + index, value);
            }
        }
        for index in 0..arguments.count {
            let value = self.stack.register(arguments.first + index);
            self.stack.set_register(window + 1 + count - arguments.count + index, value);
        }
        let saved_top = self.stack.top;
        self.stack.top = window + 1 + count;
        let new_target = match new_target {
            t if t.is_undefined() => t,
            t if t == bound.to_value() => target,
            t => t,
        };
        let window = ArgumentWindow { first: window + 1, count };
        let result = self.invoke(target, bound_this, window, new_target, return_register, entry);
        if !matches!(result, Ok(Invocation::PushedFrame)) {
            self.stack.top = saved_top;
        }
        result
    }

    /// Pushes the frame of a bytecode function for any call or construction, with every
    /// check \[\[Call\]\] and \[\[Construct\]\] make first.
    fn push_function_frame(
        &mut self,
        function: ObjectRef,
        this: JSValue,
        arguments: ArgumentWindow,
        new_target: JSValue,
        return_register: Reg,
        entry: bool,
    ) -> JsResult<()> {
        self.poll_interrupt()?;
        let executable = function.function_executable();
        let code = executable.code();
        let kind = code.function_kind().expect("a function's code");
        let constructing = !new_target.is_undefined();
        // Class constructors need `new`; a construction needs a constructor.
        if kind.is_class_constructor() && !constructing {
            // 10.2.1 step 2: the TypeError is created in the callee's realm.
            let detail = self.function_name(function);
            let throw = self.throw_error_with(Message::ClassConstructorWithoutNew, detail);
            self.attribute_pending_error_to(function.function_realm());
            return Err(throw);
        }
        if constructing && !kind.is_constructor() {
            let detail = self.function_name(function);
            return Err(self.throw_error_with(Message::NotAConstructor, detail));
        }
        // OrdinaryCallBindThis, or the new object of a base constructor.
        let this = if constructing {
            match kind {
                FunctionKind::ClassConstructor { derived: true } => JSValue::EMPTY,
                _ => self.ordinary_create_from_constructor(new_target, Intrinsic::ObjectPrototype)?.to_value(),
            }
        } else {
            self.bind_this_for_call(function, code.call_entry != CallEntry::SloppyThis, this)?
        };
        let mut flags = if entry { FrameFlags::ENTRY } else { FrameFlags::default() };
        if constructing {
            flags = flags.with(FrameFlags::CONSTRUCT);
        }
        self.push_frame(function, executable, this, new_target, arguments, return_register, flags).map(|_| ())
    }

    /// The common call, from the call instruction at `caller_pc` of the top frame:
    /// `function` is a bytecode function, and unless it is a class constructor or a sloppy
    /// function given a primitive `this` (`None`: the caller takes the general path), its
    /// frame is pushed here with no more tests than that. The callee's cursor.
    #[inline(always)]
    pub(crate) fn push_call_frame(
        &mut self,
        function: ObjectRef,
        this: JSValue,
        arguments: impl FrameArguments,
        return_register: Reg,
        caller_pc: usize,
    ) -> JsResult<Option<Cursor>> {
        debug_assert_eq!(function.js_type(), JSType::Function);
        let executable = function.function_executable();
        let Some(this) = self.this_for_plain_call(function, executable, this) else { return Ok(None) };
        self.poll_interrupt()?;
        // Saved here rather than first: nothing before can look at it, and the push has the
        // frame records at hand.
        self.save_pc(caller_pc);
        let cursor = self.push_frame(
            function,
            executable,
            this,
            JSValue::UNDEFINED,
            arguments,
            return_register,
            FrameFlags::default(),
        )?;
        Ok(Some(cursor))
    }

    /// The `this` a call of `function` (a bytecode function) given `this` runs with, when
    /// deciding it takes no more than a test: as given, or the global object for a sloppy
    /// function given undefined or null. `None` for a class constructor (which throws) and
    /// a sloppy function given a primitive (which wraps it): the general path's.
    #[inline(always)]
    fn this_for_plain_call(&self, function: ObjectRef, executable: ExecutableRef, this: JSValue) -> Option<JSValue> {
        match executable.code().call_entry {
            CallEntry::ThisAsGiven => Some(this),
            CallEntry::SloppyThis if ObjectRef::from_value(this).is_some() => Some(this),
            CallEntry::SloppyThis if this.is_undefined_or_null() => Some(self.global_this_of(function)),
            _ => None,
        }
    }

    /// The common construction, `new F(...)` from the `Construct` at `caller_pc` of the
    /// top frame: `function` is a bytecode function, and if it is a base constructor (a
    /// `function`, or a class without `extends`) whose `prototype` is an object, its new
    /// `this` is made and its frame pushed here, `cache` keeping where `prototype` is in
    /// constructors of its structure. `None`: the caller takes the general path (which
    /// also throws for what cannot be constructed). The callee's cursor.
    #[inline(always)]
    pub(crate) fn push_construct_frame(
        &mut self,
        function: ObjectRef,
        cache: &Cell<CallCache>,
        arguments: ArgumentWindow,
        return_register: Reg,
        caller_pc: usize,
    ) -> JsResult<Option<Cursor>> {
        debug_assert_eq!(function.js_type(), JSType::Function);
        let executable = function.function_executable();
        if !matches!(
            executable.code().function_kind(),
            Some(FunctionKind::Normal | FunctionKind::ClassConstructor { derived: false })
        ) {
            return Ok(None);
        }
        // 10.1.13 OrdinaryCreateFromConstructor: `prototype`, a data property of every
        // bytecode constructor, read from the cached slot when the structure is the same.
        let slot = cache.get().prototype;
        let prototype = if slot.structure == function.structure_id() {
            function.get_slot(slot.offset())
        } else {
            self.constructor_prototype_slow(function, cache)
        };
        if ObjectRef::from_value(prototype).is_none() {
            return Ok(None);
        }
        self.poll_interrupt()?;
        self.save_pc(caller_pc);
        // The function is in the caller's callee register and holds the prototype: both
        // stay alive across the allocation.
        let this = self.new_object(prototype)?;
        let flags = FrameFlags::CONSTRUCT;
        let cursor = self.push_frame(
            function,
            executable,
            this.to_value(),
            function.to_value(),
            arguments,
            return_register,
            flags,
        )?;
        Ok(Some(cursor))
    }

    /// `function.prototype` when the construction site's cache does not have its slot,
    /// which it then remembers (undefined if the property is not an own data property).
    #[inline(never)]
    fn constructor_prototype_slow(&mut self, function: ObjectRef, cache: &Cell<CallCache>) -> JSValue {
        let Some(slot) = self.get_own_property(function, PropertyKey::Atom(self.names.prototype)) else {
            return JSValue::UNDEFINED;
        };
        match slot.offset {
            Some(offset) if !slot.attributes.is_accessor() => {
                let mut entry = cache.get();
                entry.prototype = PrototypeSlot { structure: function.structure_id(), offset: offset.0 };
                cache.set(entry);
                slot.value
            }
            _ => JSValue::UNDEFINED,
        }
    }

    /// The global object of `function`'s realm: a sloppy function's `this` for undefined.
    #[inline(always)]
    fn global_this_of(&self, function: ObjectRef) -> JSValue {
        let realm = function.closure_realm().unwrap_or_else(|| self.realm());
        realm.global_object().to_value()
    }

    /// Pushes the frame of `function`, a bytecode function, once its `this` is decided:
    /// header, parameters, locals, and the arguments beyond the parameters after the
    /// frame (for `arguments` and rest). The new frame's cursor.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn push_frame(
        &mut self,
        function: ObjectRef,
        executable: ExecutableRef,
        this: JSValue,
        new_target: JSValue,
        arguments: impl FrameArguments,
        return_register: Reg,
        flags: FrameFlags,
    ) -> JsResult<Cursor> {
        let code = executable.code();
        let register_count = code.register_count as usize;
        let parameters = code.parameter_count as usize;
        let count = arguments.count();
        let extra = count.saturating_sub(parameters);
        let fp = self.stack.top.max(arguments.end());
        // Every term is a register index or count, far below usize::MAX: the sum needs no
        // check of overflow (`has_room`'s).
        if self.stack.frames.len() >= MAX_FRAMES || fp + register_count + extra > REGISTER_FILE_SLOTS {
            return Err(self.throw_error(Message::StackOverflow));
        }
        let stack = &self.stack;
        stack.set_register(fp + Reg::CALLEE.index(), function.to_value());
        stack.set_register(fp + Reg::THIS.index(), this);
        stack.set_register(fp + Reg::NEW_TARGET.index(), new_target);
        stack.set_register(fp + Reg::SCOPE.index(), function.internal(FUNCTION_SCOPE));
        // The argument window ends at or below `fp`, so it overlaps neither the parameters
        // nor the extra arguments' place.
        let header = Reg::HEADER as usize;
        let passed = parameters.min(count);
        arguments.copy_to(stack, 0, fp + header, passed);
        arguments.copy_to(stack, passed, fp + register_count, extra);
        stack.fill_registers(fp + header + passed, register_count - header - passed, JSValue::UNDEFINED);
        self.stack.frames.push(Frame {
            executable,
            code: CodeRef::of(executable),
            fp: fp as u32,
            pc: 0,
            argc: count as u32,
            return_register,
            flags,
            caller_realm: self.current_realm,
        });
        self.stack.top = fp + register_count + extra;
        if let Some(realm) = function.closure_realm() {
            self.current_realm = Some(realm);
        }
        Ok(Cursor { code: CodeRef::of(executable), registers: self.stack.registers(fp), fp, pc: 0 })
    }

    /// 10.2.1.2 OrdinaryCallBindThis: a sloppy function's `this` is the global object
    /// for undefined and null and an object otherwise; strict functions and arrows, and
    /// sloppy functions that never read `this` (`as_given`, see `CallEntry`), take it as
    /// it is. May collect.
    fn bind_this_for_call(&mut self, function: ObjectRef, as_given: bool, this: JSValue) -> JsResult<JSValue> {
        Ok(if as_given {
            this
        } else if this.is_undefined_or_null() {
            self.global_this_of(function)
        } else if ObjectRef::from_value(this).is_none() {
            let this_root = self.root_value(this);
            self.to_object(this_root.get())?.to_value()
        } else {
            this
        })
    }

    /// Whether a tail call to `callee` from the top frame can replace that frame: the
    /// callee is an ECMAScript function that is not a class constructor (which throws) and
    /// the frame is not a \[\[Construct\]\] (whose result still needs its check). Anything
    /// else is called as usual, in a new frame.
    pub(crate) fn can_replace_frame_for(&self, callee: JSValue) -> bool {
        let frame = self.stack.frames.last().expect("a frame making a tail call");
        !frame.flags.contains(FrameFlags::CONSTRUCT)
            && ObjectRef::from_value(callee).is_some_and(|function| {
                function.js_type() == JSType::Function
                    && !function.function_executable().code().function_kind().is_some_and(|k| k.is_class_constructor())
            })
    }

    /// 15.10.3 PrepareForTailCall, then \[\[Call\]\]: the top frame is replaced by a frame of
    /// `function` at the same place in the register file, which returns where the
    /// replaced frame would have (same return register, entry flag and caller realm), so
    /// a chain of tail calls runs in constant space. May collect (binding `this`).
    pub(crate) fn replace_frame_with_call(
        &mut self,
        function: ObjectRef,
        this: JSValue,
        arguments: ArgumentWindow,
    ) -> JsResult<()> {
        let executable = function.function_executable();
        let code = executable.code();
        let this = self.bind_this_for_call(function, code.call_entry != CallEntry::SloppyThis, this)?;
        let register_count = code.register_count as usize;
        let parameters = code.parameter_count as usize;
        let extra = arguments.count.saturating_sub(parameters);
        let replaced = *self.stack.frames.last().expect("a frame making a tail call");
        let fp = replaced.fp();
        if !self.stack.has_room(fp, register_count + extra) {
            return Err(self.throw_error(Message::StackOverflow));
        }
        // The argument window lies in the replaced frame above its header (or above the
        // frame, for a spread), so each step below reads registers before any later step
        // writes them: the parameters move down (never up) in order, the extra arguments
        // go to their place as by memmove, and only then are the locals cleared. Nothing
        // allocates from here on.
        let stack = &self.stack;
        assert!(arguments.first >= fp + Reg::HEADER as usize, "argument windows are above the header");
        let header = Reg::HEADER as usize;
        for index in 0..parameters.min(arguments.count) {
            stack.set_register(fp + header + index, stack.register(arguments.first + index));
        }
        let (extra_source, extra_target) = (arguments.first + parameters, fp + register_count);
        if extra_target > extra_source {
            for index in (0..extra).rev() {
                stack.set_register(extra_target + index, stack.register(extra_source + index));
            }
        } else {
            for index in 0..extra {
                stack.set_register(extra_target + index, stack.register(extra_source + index));
            }
        }
        for index in header + parameters.min(arguments.count)..register_count {
            stack.set_register(fp + index, JSValue::UNDEFINED);
        }
        stack.set_register(fp + Reg::CALLEE.index(), function.to_value());
        stack.set_register(fp + Reg::THIS.index(), this);
        stack.set_register(fp + Reg::NEW_TARGET.index(), JSValue::UNDEFINED);
        stack.set_register(fp + Reg::SCOPE.index(), function.internal(FUNCTION_SCOPE));
        let flags = if replaced.flags.contains(FrameFlags::ENTRY) { FrameFlags::ENTRY } else { FrameFlags::default() };
        *self.stack.frames.last_mut().expect("a frame making a tail call") = Frame {
            executable,
            code: CodeRef::of(executable),
            fp: fp as u32,
            pc: 0,
            argc: arguments.count as u32,
            return_register: replaced.return_register,
            flags,
            caller_realm: replaced.caller_realm,
        };
        self.stack.top = fp + register_count + extra;
        if let Some(realm) = function.closure_realm() {
            self.current_realm = Some(realm);
        }
        Ok(())
    }

    /// Pushes the frame that runs top-level code (a script, module or eval) with `this`
    /// and `scope`, as an entry frame.
    pub(crate) fn push_code_frame(&mut self, executable: ExecutableRef, this: JSValue, scope: JSValue) -> JsResult<()> {
        let code = executable.code();
        let register_count = code.register_count as usize;
        let fp = self.stack.top;
        if self.stack.frames.len() >= MAX_FRAMES || !self.stack.has_room(fp, register_count) {
            return Err(self.throw_error(Message::StackOverflow));
        }
        let stack = &self.stack;
        stack.set_register(fp + Reg::CALLEE.index(), executable.to_value());
        stack.set_register(fp + Reg::THIS.index(), this);
        stack.set_register(fp + Reg::NEW_TARGET.index(), JSValue::UNDEFINED);
        stack.set_register(fp + Reg::SCOPE.index(), scope);
        for index in Reg::HEADER as usize..register_count {
            stack.set_register(fp + index, JSValue::UNDEFINED);
        }
        self.stack.frames.push(Frame {
            executable,
            code: CodeRef::of(executable),
            fp: fp as u32,
            pc: 0,
            argc: 0,
            return_register: Reg(0),
            flags: FrameFlags::ENTRY,
            caller_realm: self.current_realm,
        });
        self.stack.top = fp + register_count;
        Ok(())
    }

    /// 10.1.13 OrdinaryCreateFromConstructor: a new object whose prototype is
    /// `constructor.prototype`, or the realm's default.
    pub fn ordinary_create_from_constructor(
        &mut self,
        constructor: JSValue,
        default: Intrinsic,
    ) -> JsResult<ObjectRef> {
        let prototype = self.get_prototype_from_constructor(constructor, default)?;
        self.new_object(prototype)
    }

    /// 10.1.14 GetPrototypeFromConstructor ( constructor, intrinsicDefaultProto )
    pub fn get_prototype_from_constructor(&mut self, constructor: JSValue, default: Intrinsic) -> JsResult<JSValue> {
        let constructor = ObjectRef::from_value(constructor).expect("a constructor is an object");
        let constructor_root = self.rooted(constructor);
        let prototype = self.get(constructor, PropertyKey::Atom(self.names.prototype))?;
        if ObjectRef::from_value(prototype).is_some() {
            return Ok(prototype);
        }
        let realm = self.function_realm_of(constructor_root.get())?;
        Ok(realm.intrinsic(default))
    }

    /// 7.3.24 GetFunctionRealm ( obj )
    pub fn function_realm_of(&mut self, object: ObjectRef) -> JsResult<crate::runtime::realm::RealmRef> {
        // A loop, not recursion: chains of bound functions and proxies can be long.
        let mut object = object;
        loop {
            // 3. A bound function: its target's realm.
            if object.js_type() == JSType::BoundFunction {
                object = ObjectRef::from_value(object.internal(BOUND_TARGET)).expect("a bound target");
                continue;
            }
            // 4. A proxy: its target's realm; a revoked one throws a TypeError.
            if object.is_proxy() {
                match object.proxy_target() {
                    Some(target) => object = target,
                    None => return Err(self.throw_error_with(Message::ProxyRevoked, "GetFunctionRealm")),
                }
                continue;
            }
            return Ok(object.function_realm().unwrap_or_else(|| self.realm()));
        }
    }
}
