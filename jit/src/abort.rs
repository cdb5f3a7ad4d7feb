//! Why a recording stopped without a trace, or a trace was dropped, as one table (LuaJIT's
//! `TREDEF`): `$vm.jitStats().aborts` counts them by message.
//!
//! Bytecodes the recorder does not trace at all abort with [`Abort::Untraced`], which names
//! the bytecode and why (`Untraced`, the second table).

use std::fmt;

use vm::bytecode::Opcode;

macro_rules! for_each_abort {
    ($m:ident) => {
        $m! {
            // The recording and its loop.
            LeftFrame "left the frame",
            ReturnFromLoopFrame "left the loop: its function returned in the recorded iteration",
            FunctionReturned "a function's entry trace returned before the function called itself",
            UnexpectedPc "unexpected pc",
            InnerLoop "inner loop",
            TooLong "trace too long",
            TypeUnstable "type-unstable loop",
            // Compiling, and dropping compiled traces.
            Assembler "assembler error",
            PointerAcrossCall "a raw pointer live across a call that may collect",
            StaleTrace "stale trace",
            TooFewIterations "trace exits too early",
            StructureChanged "a guarded dictionary structure changed",
            FrameShape "a trace recorded in a frame of another argument count than its function's other traces",
            TreeRunning "a trace needing more than its function's other traces, which run below",
            // Operands.
            NotNumber "operand not a number",
            NotOfDouble "unsupported: ! of a double, object or string",
            LooseEqualityOfMixedTypes "unsupported: == on values of different types",
            LooseEqualityBranch "unsupported: a == branch on non-numbers",
            StrictEqualityOfStrings "unsupported: === of two strings or BigInts",
            BranchOnObject "unsupported: a branch on a string or another non-object cell",
            PropertyKeyNotInt32 "unsupported: ToPropertyKey of a value that is no int32",
            CoercibleOfPrimitive "unsupported: RequireObjectCoercible of a primitive",
            ForOfNotBuiltin "unsupported: a for-of step of an iterator other than a builtin one with its original next",
            ForInNotCached "unsupported: a for-in step whose keys are not its object's enumeration cache",
            // Calls.
            CallOfNative "unsupported: a call of a native or bound function",
            CallOfNonFunction "unsupported: a call of a non-function",
            CallOfGenerator "unsupported: a call of a generator, async function or class",
            CallIntoOtherRealm "unsupported: a call into another realm",
            CallsTooDeep "unsupported: calls nested too deep to inline",
            FrameTooFarUp "unsupported: a frame too far up",
            SloppyPrimitiveThis "unsupported: a sloppy call with a primitive this",
            ThrowOutOfLoopFrame "unsupported: a throw out of the loop's frame",
            CatchOfUntracedThrow "unsupported: a catch of an exception the trace did not throw",
            RestInLoopFrame "unsupported: a rest parameter in the loop's own frame",
            ArgumentCountInLoopFrame "unsupported: the argument count of the loop's own frame",
            ArgumentInLoopFrame "unsupported: an argument by index in the loop's own frame",
            ArgumentKeyNotIndex "unsupported: arguments[key] with a key that is not an argument's index",
            IntrinsicArity "unsupported: a Math or Array call with an unusual argument count",
            MinMaxOfDoubles "unsupported: Math.min or Math.max of doubles",
            ArrayOfDouble "unsupported: Array(n) of a double",
            CharCodeAtDouble "unsupported: charCodeAt of a double index",
            CharacterOfDouble "unsupported: charAt or fromCharCode of a double",
            CharacterNotCached "unsupported: a one-character string of a unit past 255",
            ConstructedThisUnexpected "unsupported: a constructor's this made otherwise than the trace would",
            FieldsOfUnknownClass "unsupported: class fields of a constructor the trace does not know",
            // Properties.
            PropertyOfPrimitive "unsupported: a property of a primitive",
            PropertyNotCached "unsupported: a property load the cache does not hold",
            SuperPropertyNotData "unsupported: a super property that is not a data property of an ordinary prototype",
            PolymorphicOutOfLine "unsupported: a polymorphic load of an out-of-line slot",
            PrototypeNotCached "unsupported: a prototype load the cache does not hold",
            PrototypeCacheStale "unsupported: a prototype load whose cache is stale",
            PrototypeNotObject "unsupported: a prototype that is not an object",
            NoPrototype "unsupported: a prototype load with no prototype",
            StringPropertyNotCached "unsupported: a string property the cache does not hold",
            NoStringPrototype "unsupported: no String.prototype",
            StringOperandNotString "unsupported: a string operation on something not a string",
            StoreOnPrimitive "unsupported: a property store on a primitive",
            StoreNotCachedOwn "unsupported: a property store the cache does not hold as own",
            LiteralNotObject "unsupported: a literal that is no object",
            LiteralKeyNotCached "unsupported: an object literal key the cache does not hold",
            LiteralKeyCacheStale "unsupported: an object literal key whose cache is stale",
            LiteralKeyOutOfLine "unsupported: an object literal key past the inline slots",
            TransitionTargetGone "unsupported: a transition to a structure gone",
            TransitionChangesIndexing "unsupported: a transition that changes the indexing type",
            // Elements.
            ElementOfPrimitive "unsupported: an element of a primitive",
            ElementKeyNotIndex "unsupported: an element key that is not an int32 index",
            ElementsNotVector "unsupported: elements that are not an int32, double or contiguous vector",
            ElementOfUnboxed "unsupported: an element access on unboxed operands",
            ElementHole "unsupported: an element load of a hole or past the vector",
            ElementStoreAdds "unsupported: an element store that adds an element",
            ElementStoreChangesShape "unsupported: an element store that changes the indexing shape",
            TypedElementOutOfBounds "unsupported: a typed array element out of bounds or of BigInts",
            TypedStoreNotNumber "unsupported: a typed array store of a non-number or a clamped double",
            PushOntoNonArray "unsupported: push onto something not an array",
            PushNotInPlace "unsupported: a push that is not an append in place",
            PushWithPrototypeElements "unsupported: a push with elements on the prototype chain",
            // Allocation.
            NewObjectMadeNothing "unsupported: NewObject made no object",
            LiteralWithSlots "unsupported: an object literal with slots to fill",
            ObjectTooBig "unsupported: an object too big to allocate inline",
            ArrayLiteralWithHoles "unsupported: an array literal with holes",
            NoArrayMade "unsupported: no array was made",
            ArrayWithProperties "unsupported: an array with properties or internal fields",
            ArrayShapeUnpredictable "unsupported: an array whose indexing shape the trace cannot predict",
            ArrayOfOtherShape "unsupported: Array(n) made an array of another shape",
            ArrayTooBig "unsupported: an array too big to allocate inline",
            // Scopes and globals.
            NoScope "unsupported: no scope",
            ScopeChainTooShort "unsupported: a scope chain shorter than its depth",
            WithScope "unsupported: a with scope",
            GlobalNotCached "unsupported: a global the cache does not hold",
            GlobalCacheStale "unsupported: a global whose cache is stale",
        }
    };
}

/// Why a bytecode is not traced at all.
macro_rules! for_each_untraced_reason {
    ($m:ident) => {
        $m! {
            NotYet "not yet",
            Exponent "**",
            Conversion "a conversion that may call user code",
            Relation "a relation that may call user code (instanceof)",
            Exception "exceptions",
            DynamicScope "a scope made at run time (with, eval, a block's scope)",
            NameLookup "a name looked up at run time",
            ModuleBinding "a module binding",
            Global "a global declaration",
            ObjectLiteral "an object literal's definition",
            Delete "delete",
            Private "a private name",
            ArraySpread "an array literal with spread or holes",
            Spread "a call with spread arguments",
            TailCall "a tail call",
            Eval "a direct eval",
            Construct "a constructor call",
            Super "super",
            FunctionCreation "a function or class made in the loop",
            Arguments "the arguments object",
            Iteration "iteration (for-of, for-in, destructuring)",
            Disposal "explicit resource management (using declarations)",
            Generator "generators and async functions",
            Module "import",
            Debugger "debugger",
            SelfHostedLink "the first call of a self-hosted builtin",
        }
    };
}

macro_rules! define_aborts {
    ($($name:ident $message:literal,)*) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Abort {
            $($name,)*
            /// A bytecode the recorder does not trace, and why.
            Untraced(Opcode, Untraced),
        }

        impl Abort {
            /// Every reason but `Untraced`, in table order.
            pub const ALL: &'static [Abort] = &[$(Abort::$name,)*];
        }

        impl fmt::Display for Abort {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $(Abort::$name => f.write_str($message),)*
                    Abort::Untraced(opcode, why) => write!(f, "not traced: {} ({why})", opcode.name()),
                }
            }
        }
    };
}

macro_rules! define_untraced_reasons {
    ($($name:ident $message:literal,)*) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Untraced {
            $($name,)*
        }

        impl fmt::Display for Untraced {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $(Untraced::$name => f.write_str($message),)*
                }
            }
        }
    };
}

for_each_abort!(define_aborts);
for_each_untraced_reason!(define_untraced_reasons);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reason_has_its_own_message() {
        let mut messages: Vec<String> = Abort::ALL.iter().map(|a| a.to_string()).collect();
        messages.sort();
        let count = messages.len();
        messages.dedup();
        assert_eq!(messages.len(), count, "two reasons print the same");
        assert_eq!(Abort::InnerLoop.to_string(), "inner loop", "jit-nested-loops.js counts it by this name");
        let untraced = Abort::Untraced(Opcode::Throw, Untraced::Exception);
        assert_eq!(untraced.to_string(), "not traced: Throw (exceptions)");
    }
}
