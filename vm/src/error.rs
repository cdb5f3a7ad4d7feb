//! Exceptions: one error type, one message table.
//!
//! A function that can throw returns [`JsResult`]. The `Err` side, [`Throw`], carries
//! nothing: the exception itself waits in the VM ([`Vm::exception`](crate::Vm)), where the
//! collector sees it as a root. An error the engine raises (out of memory, a string too
//! long) is stored as a [`PendingError`] with its kind and message, and becomes an Error
//! object only when JavaScript code catches it, so raising one never allocates: that is what
//! lets an allocation failure be reported at all.

use std::fmt;

use crate::value::JSValue;

/// The marker of a thrown exception; see the module documentation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[must_use]
pub struct Throw(pub(crate) ());

/// The result of anything that can throw.
pub type JsResult<T> = Result<T, Throw>;

/// The constructor an engine-raised error is an instance of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    Error,
    EvalError,
    RangeError,
    ReferenceError,
    SyntaxError,
    TypeError,
    URIError,
    AggregateError,
}

impl ErrorKind {
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::Error => "Error",
            ErrorKind::EvalError => "EvalError",
            ErrorKind::RangeError => "RangeError",
            ErrorKind::ReferenceError => "ReferenceError",
            ErrorKind::SyntaxError => "SyntaxError",
            ErrorKind::TypeError => "TypeError",
            ErrorKind::URIError => "URIError",
            ErrorKind::AggregateError => "AggregateError",
        }
    }
}

macro_rules! messages {
    ($($name:ident($kind:ident) => $text:literal,)*) => {
        /// Every message the engine raises, with the kind of error it belongs to.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum Message {
            $($name,)*
        }

        impl Message {
            pub fn text(self) -> &'static str {
                match self {
                    $(Message::$name => $text,)*
                }
            }

            pub fn kind(self) -> ErrorKind {
                match self {
                    $(Message::$name => ErrorKind::$kind,)*
                }
            }
        }
    };
}

messages! {
    // A host function's failure (the shell's `readFile` of a missing file).
    HostError(Error) => "{}",
    // A self-hosted builtin that failed to compile or link: the engine's bug, reported.
    SelfHostedBroken(Error) => "Internal error in a self-hosted builtin: {}",

    OutOfMemory(RangeError) => "Out of memory",
    InvalidStringLength(RangeError) => "Invalid string length",
    InvalidArrayLength(RangeError) => "Invalid array length",
    TooManyStructures(RangeError) => "Too many object shapes",
    StackOverflow(RangeError) => "Maximum call stack size exceeded",
    BigIntDivisionByZero(RangeError) => "Division by zero",
    BigIntNegativeExponent(RangeError) => "Exponent must be non-negative",
    BigIntTooBig(RangeError) => "Maximum BigInt size exceeded",
    InvalidRadix(RangeError) => "toString() radix must be between 2 and 36",
    InvalidNumberConversion(RangeError) => "{} cannot be converted to a BigInt because it is not an integer",
    InvalidIndex(RangeError) => "Invalid index",
    CollectionTooLarge(RangeError) => "{} maximum size exceeded",
    ThrowRangeError(RangeError) => "{}",
    ArrayBufferTooLarge(RangeError) => "Array buffer allocation failed",
    InvalidArrayBufferLength(RangeError) => "Invalid array buffer length",
    InvalidTypedArrayLength(RangeError) => "Invalid typed array length: {}",
    InvalidBufferOffset(RangeError) => "Start offset {} is outside the bounds of the buffer",
    UnalignedBufferOffset(RangeError) => "Start offset of {} should be a multiple of the element size",
    UnalignedBufferLength(RangeError) => "Byte length of {} should be a multiple of the element size",
    DataViewAccessOutOfBounds(RangeError) => "Offset is outside the bounds of the DataView",
    SourceTooLarge(RangeError) => "Source is too large",
    InvalidAtomicAccessIndex(RangeError) => "Invalid atomic access index",
    RegExpTooComplex(RangeError) => "Regular expression too complex: {}",
    UnsupportedEncoding(RangeError) => "The \"{}\" encoding is not supported",

    NotAFunction(TypeError) => "{} is not a function",
    NotAConstructor(TypeError) => "{} is not a constructor",
    NotAnObject(TypeError) => "{} is not an object",
    NotAString(TypeError) => "{} is not a string",
    NotIterable(TypeError) => "{} is not iterable",
    NotAsyncIterable(TypeError) => "{} is not async iterable",
    IteratorResultNotObject(TypeError) => "Iterator result {} is not an object",
    CannotConvertToObject(TypeError) => "Cannot convert {} to object",
    CannotConvertToPrimitive(TypeError) => "Cannot convert object to primitive value",
    SymbolToNumber(TypeError) => "Cannot convert a Symbol value to a number",
    SymbolToString(TypeError) => "Cannot convert a Symbol value to a string",
    BigIntToNumber(TypeError) => "Cannot convert a BigInt value to a number",
    BigIntMixedTypes(TypeError) => "Cannot mix BigInt and other types, use explicit conversions",
    BigIntUnaryPlus(TypeError) => "Cannot convert a BigInt value to a number",
    CannotReadProperty(TypeError) => "Cannot read properties of {}",
    CannotSetProperty(TypeError) => "Cannot set properties of {}",
    CannotDeleteProperty(TypeError) => "Cannot delete property {}",
    ReadOnlyProperty(TypeError) => "Cannot assign to read only property {}",
    NotExtensible(TypeError) => "Cannot add property {}, object is not extensible",
    CannotRedefineProperty(TypeError) => "Cannot redefine property: {}",
    InvalidPropertyDescriptor(TypeError) => "Invalid property descriptor: {}",
    GetterMustBeFunction(TypeError) => "Getter must be a function: {}",
    SetterMustBeFunction(TypeError) => "Setter must be a function: {}",
    ConstAssignment(TypeError) => "Assignment to constant variable {}",
    InOperandNotObject(TypeError) => "Cannot use 'in' operator to search for a key in {}",
    InstanceOfNotCallable(TypeError) => "Right-hand side of 'instanceof' is not callable",
    InstanceOfPrototypeNotObject(TypeError) => "Function has non-object prototype in instanceof check",
    ClassConstructorWithoutNew(TypeError) => "Class constructor {} cannot be invoked without 'new'",
    DerivedConstructorReturn(TypeError) => "Derived constructors may only return object or undefined",
    SuperclassNotConstructor(TypeError) => "Class extends value {} is not a constructor or null",
    SuperclassPrototypeInvalid(TypeError) => "Class extends value does not have a valid prototype",
    SuperNotConstructor(TypeError) => "Super constructor {} is not a constructor",
    PrototypeCycle(TypeError) => "Cyclic __proto__ value",
    SetPrototypeFailed(TypeError) => "Object.setPrototypeOf failed",
    PrivateNameMissing(TypeError) => "Cannot read private member {} from an object whose class did not declare it",
    PrivateNameExists(TypeError) => "Cannot initialize private member {} twice on the same object",
    PrivateMethodWrite(TypeError) => "Private method {} is not writable",
    PrivateGetterMissing(TypeError) => "'{}' was defined without a getter",
    PrivateSetterMissing(TypeError) => "'{}' was defined without a setter",
    GeneratorRunning(TypeError) => "Generator is already running",
    NotAGenerator(TypeError) => "{} is not a generator",
    PromiseSelfResolution(TypeError) => "Chaining cycle detected for promise",
    NotAPromise(TypeError) => "{} is not a promise",
    SpreadNotIterable(TypeError) => "Spread syntax requires an iterable: {}",
    InvalidIncompatibleReceiver(TypeError) => "{} called on an incompatible receiver",
    ConstructorWithoutNew(TypeError) => "Constructor {} requires 'new'",
    CannotBeHeldWeakly(TypeError) => "Invalid value used as {}",
    FinalizationTargetIsHeldValue(TypeError) => "FinalizationRegistry.prototype.register: target and holdings must not be the same",
    CalleeAccess(TypeError) => "'caller', 'callee', and 'arguments' properties may not be accessed on strict mode functions or the arguments objects for calls to them",
    DestructureNullish(TypeError) => "Cannot destructure {}",
    GlobalRedeclaration(SyntaxError) => "Identifier '{}' has already been declared",
    GlobalFunctionNotDefinable(TypeError) => "Cannot declare global function {}",
    GlobalVarNotDefinable(TypeError) => "Cannot declare global variable {}",
    ProxyRevoked(TypeError) => "Cannot perform '{}' on a proxy that has been revoked",
    ProxyInvariant(TypeError) => "Proxy handler violates an invariant: {}",
    ProxyArguments(TypeError) => "Cannot create proxy with a non-object as target or handler",
    ThrowTypeError(TypeError) => "{}",
    ConstructorRequiresNew(TypeError) => "Constructor {} requires 'new'",
    DetachedBuffer(TypeError) => "{}: the ArrayBuffer is detached",
    TypedArrayOutOfBounds(TypeError) => "{}: the typed array is out of bounds",
    NotATypedArray(TypeError) => "{} is not a typed array",
    ContentTypeMismatch(TypeError) => "Cannot mix BigInt and Number typed arrays",
    NotResizableBuffer(TypeError) => "{} called on a buffer that cannot be resized",
    SharedBufferNotAllowed(TypeError) => "{} cannot use a SharedArrayBuffer",
    TypedArrayTooShort(TypeError) => "The typed array made by {} is too short",
    NotAnAtomicsTypedArray(TypeError) => "{} is not an integer typed array Atomics can use",
    WaitNeedsSharedBuffer(TypeError) => "{} needs a typed array over a SharedArrayBuffer",
    WaitWouldDeadlock(TypeError) => "{} would wait forever: no other agent can notify this one",
    ThisNotAUint8Array(TypeError) => "{}: this is not a Uint8Array",
    OptionsNotAnObject(TypeError) => "{}: the options must be an object or undefined",
    InvalidBase64Alphabet(TypeError) => "{}: alphabet must be \"base64\" or \"base64url\"",
    InvalidLastChunkHandling(TypeError) => "{}: lastChunkHandling must be \"loose\", \"strict\" or \"stop-before-partial\"",
    InvalidBase64(SyntaxError) => "{}: the string is not valid base64",
    InvalidHex(SyntaxError) => "{}: the string is not valid hex",
    // The web platform's classes (`builtins::web`).
    NotEnoughArguments(TypeError) => "Not enough arguments to {}",
    NotABufferSource(TypeError) => "{}: the input must be an ArrayBuffer, a SharedArrayBuffer or an ArrayBufferView",
    NotAUint8Array(TypeError) => "{}: the destination must be a Uint8Array",
    NotADictionary(TypeError) => "{}: the options must be an object",
    NotASequence(TypeError) => "{} must be an iterable object",
    InvalidEncodedData(TypeError) => "The encoded data was not valid for encoding {}",

    NotDefined(ReferenceError) => "{} is not defined",
    UninitializedBinding(ReferenceError) => "Cannot access '{}' before initialization",
    ThrowReferenceError(ReferenceError) => "{}",
    ThisBeforeSuper(ReferenceError) => "Must call super constructor in derived class before accessing 'this' or returning from derived constructor",
    SuperCalledTwice(ReferenceError) => "Super constructor may only be called once",

    Syntax(SyntaxError) => "{}",
    InvalidRegExp(SyntaxError) => "Invalid regular expression: {}",
    InvalidRegExpFlags(SyntaxError) => "Invalid regular expression flags: '{}'",
    ModuleNotFound(SyntaxError) => "Cannot find module {}",
    ImportNotFound(SyntaxError) => "The requested module does not provide an export named {}",
    ImportAmbiguous(SyntaxError) => "The requested module contains conflicting star exports for name {}",

    InvalidUri(URIError) => "URI malformed",
}

/// An error raised by the engine, not yet turned into an object.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingError {
    pub message: Message,
    /// Text that completes the message (a property name, a type).
    pub detail: Option<String>,
    /// The frames when it was raised, innermost first. Filled in by the interpreter as the
    /// error leaves the instruction that raised it.
    pub trace: Vec<TraceFrame>,
    /// The realm of the code that raised it, whose constructors the Error object gets
    /// (the catcher may run in another realm). Realms live as long as the VM.
    pub realm: Option<crate::runtime::realm::RealmRef>,
    /// For a syntax error in code compiled at run time (eval, `new Function`, a module
    /// imported): where in that code, for the report of the error if it is not caught.
    pub position: Option<Box<SourcePosition>>,
}

/// Where in a source a syntax error is: `file:line:column`, and the line with a caret
/// under the column when the line is known (`SyntaxError::excerpt`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourcePosition {
    pub location: String,
    pub excerpt: Option<String>,
}

/// A frame of a recorded stack: the executable (its cell's address) and the pc of the
/// instruction it was at. An `asynchronous` frame is an async function suspended in an
/// `await` of the frame before it (a stack trace's `at async f (...)` line).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TraceFrame {
    pub executable: usize,
    pub pc: u32,
    pub asynchronous: bool,
}

impl TraceFrame {
    /// The synchronous frame of `executable` at `pc`.
    pub fn at(executable: crate::runtime::executable::ExecutableRef, pc: u32) -> TraceFrame {
        TraceFrame { executable: executable.cell().as_ptr() as usize, pc, asynchronous: false }
    }
}

impl PendingError {
    /// An error with no frames yet, of `realm`.
    pub fn new(message: Message, detail: Option<String>, realm: Option<crate::runtime::realm::RealmRef>) -> Self {
        PendingError { message, detail, trace: Vec::new(), realm, position: None }
    }

    pub fn kind(&self) -> ErrorKind {
        self.message.kind()
    }
}

impl PendingError {
    /// The message text, with the detail in its place.
    pub fn text(&self) -> String {
        let template = self.message.text();
        match (&self.detail, template.contains("{}")) {
            (Some(detail), true) => template.replacen("{}", detail, 1),
            (Some(detail), false) => format!("{template} ({detail})"),
            (None, _) => template.replace("{}", "value"),
        }
    }
}

impl fmt::Display for PendingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.kind().name(), self.text())
    }
}

/// The exception a VM holds between a throw and its catch.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Exception {
    #[default]
    None,
    /// A value thrown by JavaScript code (rooted while it waits here).
    Value(JSValue),
    /// An error raised by the engine.
    Error(PendingError),
    /// The host stopped the running code: not a JavaScript exception, so nothing catches
    /// it (`runtime/interrupt.rs`).
    Terminated(crate::runtime::interrupt::TerminationReason),
}
