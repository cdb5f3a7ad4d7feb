//! Native functions: Rust closures JavaScript can call.
//!
//! A closure's environment is opaque to the collector, so a native closure is `'static`:
//! it may own any Rust state (counters, channels, `Rc<RefCell<..>>`), but the borrow
//! checker stops it from capturing a scoped [`Value`]. The JavaScript values a function
//! needs are its **captures**, stored in the function object where the collector traces
//! them and handed back on every call ([`Args::capture`]). A captured [`Persistent`] also
//! works, but it is a root: a cycle through it lives until the engine is dropped.
//!
//! A panic in a native does not unwind through the interpreter or machine code: it is
//! caught at the boundary, ends the script as a termination, and is resumed when the
//! termination leaves the outermost call into the engine.
//!
//! [`Persistent`]: crate::Persistent

use std::marker::PhantomData;
use std::panic::AssertUnwindSafe;
use std::rc::Rc;

use vm::runtime::function::CallArgs;
use vm::runtime::host::HostClosure;
use vm::runtime::interrupt::TerminationReason;
use vm::{JSValue, JsResult, ObjectRef, Vm};

use crate::convert::{FromArgs, FromJs, IntoJs};
use crate::error::Error;
use crate::persistent::EngineShared;
use crate::scope::Scope;
use crate::value::{Brand, Function, Object, Value};

/// The arguments of a native call, for the call's scope `'n`.
pub struct Args<'n> {
    call: CallArgs,
    _brand: Brand<'n>,
}

impl<'n> Args<'n> {
    /// How many arguments the caller passed.
    pub fn len(&self) -> usize {
        self.call.len()
    }

    pub fn is_empty(&self) -> bool {
        self.call.is_empty()
    }

    /// Argument `index` (`undefined` past the end).
    pub fn get(&self, scope: &Scope<'n>, index: usize) -> Value<'n> {
        scope.value_of(self.call.get(scope.vm_ref(), index))
    }

    /// Argument `index` converted to `T`.
    pub fn get_as<T: FromJs<'n>>(&self, scope: &mut Scope<'n>, index: usize) -> Result<T, Error> {
        let value = self.get(scope, index);
        T::from_js(scope, &value)
    }

    /// The arguments from `start` on.
    pub fn rest(&self, scope: &Scope<'n>, start: usize) -> Vec<Value<'n>> {
        (start..self.len()).map(|index| self.get(scope, index)).collect()
    }

    /// `this`.
    pub fn this(&self, scope: &Scope<'n>) -> Value<'n> {
        scope.value_of(self.call.this)
    }

    /// The function itself.
    pub fn callee(&self, scope: &Scope<'n>) -> Function<'n> {
        Function(Object(scope.value_of(self.call.callee.to_value())))
    }

    /// `new.target`: the constructor `new` was applied to, undefined for a call.
    pub fn new_target(&self, scope: &Scope<'n>) -> Value<'n> {
        scope.value_of(self.call.new_target)
    }

    /// Whether the function was called with `new`.
    pub fn is_construct(&self) -> bool {
        self.call.is_construct()
    }

    /// Capture `index` of the function ([`Function::with_captures`]); `undefined` past
    /// the end.
    pub fn capture(&self, scope: &Scope<'n>, index: usize) -> Value<'n> {
        let captures = scope.vm_ref().native_data(self.call.callee, 1);
        let value = ObjectRef::from_value(captures)
            .and_then(|array| scope.vm_ref().get_own_index(array, index as u32))
            .map_or(JSValue::UNDEFINED, |(value, _)| value);
        scope.value_of(value)
    }
}

impl<'s> Function<'s> {
    /// A function named `name` with `length` that runs `f`. `f` returns the call's value,
    /// or an [`Error`] to throw in JavaScript (an [`Error::Exception`] rethrows the same
    /// value).
    ///
    /// ```
    /// # let mut engine = kestrel::Engine::new(Default::default()).unwrap();
    /// engine.with(|s| {
    ///     let hello = kestrel::Function::new(s, "hello", 1, |s, args| {
    ///         let name: String = args.get_as(s, 0)?;
    ///         s.value(format!("hello, {name}"))
    ///     })?;
    ///     let text: String = hello.call(s, (), ("world",))?;
    ///     assert_eq!(text, "hello, world");
    ///     Ok::<(), kestrel::Error>(())
    /// }).unwrap();
    /// ```
    pub fn new<F>(scope: &mut Scope<'s>, name: &str, length: u32, f: F) -> Result<Function<'s>, Error>
    where
        F: for<'n> Fn(&mut Scope<'n>, Args<'n>) -> Result<Value<'n>, Error> + 'static,
    {
        Self::make(scope, name, length, &[], false, f)
    }

    /// A function like [`Function::new`] that keeps `captures` alive and hands them back
    /// on every call ([`Args::capture`]). The collector traces them, so a capture may
    /// refer back to the function.
    pub fn with_captures<F>(
        scope: &mut Scope<'s>,
        name: &str,
        length: u32,
        captures: &[Value<'s>],
        f: F,
    ) -> Result<Function<'s>, Error>
    where
        F: for<'n> Fn(&mut Scope<'n>, Args<'n>) -> Result<Value<'n>, Error> + 'static,
    {
        Self::make(scope, name, length, captures, false, f)
    }

    /// A function `new` can call too ([`Args::is_construct`] tells which). What it
    /// returns is the result of `new` when it is an object.
    pub fn new_constructor<F>(scope: &mut Scope<'s>, name: &str, length: u32, f: F) -> Result<Function<'s>, Error>
    where
        F: for<'n> Fn(&mut Scope<'n>, Args<'n>) -> Result<Value<'n>, Error> + 'static,
    {
        Self::make(scope, name, length, &[], true, f)
    }

    /// A function of Rust values: its arguments are converted to `A` (a tuple of
    /// [`FromJs`] types), its result from `R`.
    ///
    /// ```
    /// # let mut engine = kestrel::Engine::new(Default::default()).unwrap();
    /// engine.with(|s| {
    ///     let add = kestrel::Function::from_fn(s, "add", |(a, b): (f64, f64)| a + b)?;
    ///     s.global().set(s, "add", add)?;
    ///     assert_eq!(s.eval_as::<f64>("add(2, 40)")?, 42.0);
    ///     Ok::<(), kestrel::Error>(())
    /// }).unwrap();
    /// ```
    pub fn from_fn<A, R, F>(scope: &mut Scope<'s>, name: &str, f: F) -> Result<Function<'s>, Error>
    where
        A: for<'n> FromArgs<'n>,
        R: for<'n> IntoJs<'n>,
        F: Fn(A) -> R + 'static,
    {
        Self::make(scope, name, 0, &[], false, move |scope, args| {
            let arguments = A::from_args(scope, &args)?;
            f(arguments).into_js(scope)
        })
    }

    fn make<F>(
        scope: &mut Scope<'s>,
        name: &str,
        length: u32,
        captures: &[Value<'s>],
        constructor: bool,
        f: F,
    ) -> Result<Function<'s>, Error>
    where
        F: for<'n> Fn(&mut Scope<'n>, Args<'n>) -> Result<Value<'n>, Error> + 'static,
    {
        let shared = scope.shared().clone();
        let closure: HostClosure =
            Rc::new(move |vm: &mut Vm, call: &CallArgs| -> JsResult<JSValue> { call_native(vm, &shared, call, &f) });
        let result = scope.vm().new_host_function(name, length, closure, constructor);
        let function = scope.finish(result)?;
        let function = Function(Object(scope.value_of(function.to_value())));
        if !captures.is_empty() {
            let array = scope.new_array(captures)?;
            let (target, raw) = (function.as_object().raw_object(), array.as_value().raw());
            scope.vm().set_native_data(target, 1, raw);
        }
        Ok(function)
    }
}

/// One call of a native: a scope for it, the closure run with panics caught, and its
/// `Err` thrown.
fn call_native<F>(vm: &mut Vm, shared: &std::sync::Arc<EngineShared>, call: &CallArgs, f: &F) -> JsResult<JSValue>
where
    F: for<'n> Fn(&mut Scope<'n>, Args<'n>) -> Result<Value<'n>, Error>,
{
    let mut scope = Scope::new(vm, shared);
    let args = Args { call: *call, _brand: PhantomData };
    let outcome = std::panic::catch_unwind(AssertUnwindSafe(|| f(&mut scope, args)));
    match outcome {
        // The handle is dropped after its value is taken; nothing allocates before the
        // interpreter stores it.
        Ok(Ok(value)) => Ok(value.raw()),
        Ok(Err(error)) => Err(scope.throw(error)),
        Err(payload) => {
            shared.keep_panic(payload);
            Err(scope.throw(Error::Terminated(TerminationReason::Requested)))
        }
    }
}
