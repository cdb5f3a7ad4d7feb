//! 25.4 The Atomics Object.
//!
//! Agents are VMs on threads of their own that share SharedArrayBuffers' blocks
//! (`vm::runtime::shared_memory`). An atomic operation is one atomic instruction on the
//! element (a compare-and-swap loop for read-modify-write), done after every conversion of
//! an argument, with the index checked again after them (RevalidateAtomicAccess). On a
//! buffer that is not shared no other thread can look, and the same instructions serve.
//!
//! Waiting. Every agent the shell runs can block ([[CanBlock]] is true), the main one
//! included. `Atomics.wait` blocks the thread on the block's waiter list until
//! `Atomics.notify` in any agent wakes it or its timeout passes. A wait without end on a
//! block no other agent holds could never be notified, so it is a TypeError instead of a
//! hang. `Atomics.waitAsync` lists its promise as a waiter of this VM; a notification
//! reaches the VM's host through its agent signal, and the host's event loop settles the
//! promise with "ok", or with "timed-out" once the timeout passes
//! ([`Vm::settle_async_waits`]).

use std::time::{Duration, Instant};

use vm::object::typed_array::{TypedArrayKind, TypedArrayRef};
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::runtime::shared_memory::WaitOutcome;
use vm::{JSValue, JsResult, Message, Rooted, Vm};

use crate::iterator::to_string_tag;
use crate::typed_array::{out_of_bounds_error, validate_typed_array};
use crate::util;

/// The function properties of the Atomics object (25.4.4-25.4.16), in the specification's
/// order.
const FUNCTIONS: &[(&str, u32, NativeFn)] = &[
    ("add", 3, add),
    ("and", 3, and),
    ("compareExchange", 4, compare_exchange),
    ("exchange", 3, exchange),
    ("isLockFree", 1, is_lock_free),
    ("load", 2, load),
    ("or", 3, or),
    ("pause", 0, pause),
    ("store", 3, store),
    ("sub", 3, sub),
    ("wait", 4, wait),
    ("waitAsync", 4, wait_async),
    ("notify", 3, notify),
    ("xor", 3, xor),
];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    // The Atomics object is an ordinary object whose [[Prototype]] is %Object.prototype%.
    let prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let atomics = vm.new_object(prototype)?;
    let atomics = vm.rooted(atomics);
    util::methods(vm, atomics.get(), FUNCTIONS)?;
    // 25.4.17 Atomics [ @@toStringTag ]: "Atomics", configurable only.
    to_string_tag(vm, atomics.get(), "Atomics")?;
    util::global(vm, "Atomics", atomics.get().to_value())
}

/// 25.4.3.1 ValidateIntegerTypedArray ( typedArray, waitable ): the typed array (rooted).
fn validate_integer_typed_array(
    vm: &mut Vm,
    value: JSValue,
    waitable: bool,
    method: &str,
) -> JsResult<Rooted<TypedArrayRef>> {
    // 1. Let taRecord be ? ValidateTypedArray(typedArray, unordered).
    let (array, _) = validate_typed_array(vm, value, method)?;
    let kind = array.get().kind();
    let accepted = if waitable {
        // 3. If waitable is true, the type must be Int32Array or BigInt64Array.
        matches!(kind, TypedArrayKind::Int32 | TypedArrayKind::BigInt64)
    } else {
        // 4. Else, it must be an unclamped integer type or a BigInt type.
        kind.is_atomics_friendly()
    };
    if !accepted {
        return Err(vm.throw_error_with(Message::NotAnAtomicsTypedArray, format!("{method}: {}", kind.name())));
    }
    // 5. Return taRecord.
    Ok(array)
}

/// 25.4.3.2 ValidateAtomicAccess ( taRecord, requestIndex ): the element index (the byte
/// index in the buffer is the view's byte offset plus it times the element size).
fn validate_atomic_access(vm: &mut Vm, array: &Rooted<TypedArrayRef>, request_index: JSValue) -> JsResult<usize> {
    // 1. Let length be TypedArrayLength(taRecord) (Atomics synchronise agents: a growth
    //    another agent made is seen).
    if let Some(buffer) = array.get().buffer() {
        vm.sync_shared_byte_length(buffer);
    }
    let length = array.get().length();
    // 2. Let accessIndex be ? ToIndex(requestIndex).
    let index = vm.to_index(request_index)?;
    // 4. If accessIndex ≥ length, throw a RangeError exception.
    if index >= length as u64 {
        return Err(vm.throw_error(Message::InvalidAtomicAccessIndex));
    }
    // 5-8. Return (accessIndex × elementSize) + offset.
    Ok(index as usize)
}

/// 25.4.3.3 ValidateAtomicAccessOnIntegerTypedArray ( typedArray, requestIndex [ , waitable ] )
fn validate_atomic_access_on_integer_typed_array(
    vm: &mut Vm,
    args: &CallArgs,
    method: &str,
) -> JsResult<(Rooted<TypedArrayRef>, usize)> {
    // 1-2. Let taRecord be ? ValidateIntegerTypedArray(typedArray, waitable).
    let array = validate_integer_typed_array(vm, args.get(vm, 0), false, method)?;
    // 3. Return ? ValidateAtomicAccess(taRecord, requestIndex).
    let index = validate_atomic_access(vm, &array, args.get(vm, 1))?;
    Ok((array, index))
}

/// 25.4.3.4 RevalidateAtomicAccess ( typedArray, byteIndexInBuffer ): after the arguments'
/// conversions (which may have run JavaScript that shrank or detached the buffer).
fn revalidate_atomic_access(vm: &mut Vm, array: TypedArrayRef, index: usize, method: &str) -> JsResult<()> {
    // 3. If IsTypedArrayOutOfBounds(taRecord) is true, throw a TypeError exception.
    if array.is_out_of_bounds() {
        return Err(out_of_bounds_error(vm, method));
    }
    // 5. If byteIndexInBuffer ≥ taRecord.[[CachedBufferByteLength]], throw a RangeError
    //    exception (the whole element must be there to be read).
    if index >= array.length() {
        return Err(vm.throw_error(Message::InvalidAtomicAccessIndex));
    }
    Ok(())
}

/// The operand of an atomic operation on an array of `kind`: ? ToBigInt(value), or
/// 𝔽(? ToIntegerOrInfinity(value)); as the raw element it stores and as a value.
fn atomic_operand(vm: &mut Vm, kind: TypedArrayKind, value: JSValue) -> JsResult<(u64, JSValue)> {
    if kind.is_bigint() {
        let bigint = vm.to_bigint(value)?;
        return Ok((kind.encode_bigint(bigint.value()), bigint.to_value()));
    }
    let integer = vm.to_integer_or_infinity(value)?;
    Ok((kind.encode_number(integer), JSValue::from_number(integer)))
}

/// The binary operations of AtomicReadModifyWrite on raw elements (the store keeps the
/// element's low bytes, which is the modular arithmetic the specification asks for).
#[derive(Clone, Copy)]
enum Operation {
    Add,
    And,
    Exchange,
    Or,
    Sub,
    Xor,
}

impl Operation {
    fn apply(self, old: u64, operand: u64) -> u64 {
        match self {
            Operation::Add => old.wrapping_add(operand),
            Operation::And => old & operand,
            Operation::Exchange => operand,
            Operation::Or => old | operand,
            Operation::Sub => old.wrapping_sub(operand),
            Operation::Xor => old ^ operand,
        }
    }
}

/// 25.4.3.17 AtomicReadModifyWrite ( typedArray, index, value, op ): the element's old value.
fn atomic_read_modify_write(vm: &mut Vm, args: &CallArgs, operation: Operation, method: &str) -> JsResult<JSValue> {
    // 1. Let byteIndexInBuffer be ? ValidateAtomicAccessOnIntegerTypedArray(typedArray, index).
    let (array, index) = validate_atomic_access_on_integer_typed_array(vm, args, method)?;
    let kind = array.get().kind();
    // 2-3. Let v be ? ToBigInt(value) or 𝔽(? ToIntegerOrInfinity(value)).
    let (operand, _) = atomic_operand(vm, kind, args.get(vm, 2))?;
    // 4. Perform ? RevalidateAtomicAccess(typedArray, byteIndexInBuffer).
    revalidate_atomic_access(vm, array.get(), index, method)?;
    // 5-7. Return GetModifySetValueInBuffer(buffer, byteIndexInBuffer, elementType, v, op).
    let old = array.get().atomic_update(index, |old| operation.apply(old, operand)).unwrap_or_default();
    vm.typed_array_value(kind, old)
}

/// The raw element at an index RevalidateAtomicAccess has just checked, read atomically.
fn element(array: TypedArrayRef, index: usize) -> u64 {
    array.atomic_load(index).unwrap_or_default()
}

/// 25.4.4 Atomics.add ( typedArray, index, value )
fn add(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Return ? AtomicReadModifyWrite(typedArray, index, value, add).
    atomic_read_modify_write(vm, args, Operation::Add, "Atomics.add")
}

/// 25.4.5 Atomics.and ( typedArray, index, value )
fn and(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Return ? AtomicReadModifyWrite(typedArray, index, value, and).
    atomic_read_modify_write(vm, args, Operation::And, "Atomics.and")
}

/// 25.4.6 Atomics.compareExchange ( typedArray, index, expectedValue, replacementValue )
fn compare_exchange(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let method = "Atomics.compareExchange";
    // 1. Let byteIndexInBuffer be ? ValidateAtomicAccessOnIntegerTypedArray(typedArray, index).
    let (array, index) = validate_atomic_access_on_integer_typed_array(vm, args, method)?;
    let kind = array.get().kind();
    // 4-5. Let expected and replacement be the converted expectedValue and replacementValue.
    let (expected, _) = atomic_operand(vm, kind, args.get(vm, 2))?;
    let (replacement, _) = atomic_operand(vm, kind, args.get(vm, 3))?;
    // 6. Perform ? RevalidateAtomicAccess(typedArray, byteIndexInBuffer).
    revalidate_atomic_access(vm, array.get(), index, method)?;
    // 10-13. Read the element; if its bytes equal expectedBytes, store replacementBytes.
    //     (Raw elements hold only an element's bytes, zero-extended, so comparing them
    //     compares the byte lists.)
    let read = array.get().atomic_compare_exchange(index, expected, replacement).unwrap_or_default();
    // 14. Return RawBytesToNumeric(elementType, rawBytesRead, isLittleEndian).
    vm.typed_array_value(kind, read)
}

/// 25.4.7 Atomics.exchange ( typedArray, index, value )
fn exchange(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Return ? AtomicReadModifyWrite(typedArray, index, value, second).
    atomic_read_modify_write(vm, args, Operation::Exchange, "Atomics.exchange")
}

/// 25.4.8 Atomics.isLockFree ( size )
fn is_lock_free(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let n be ? ToIntegerOrInfinity(size).
    let n = vm.to_integer_or_infinity(args.get(vm, 0))?;
    // 2-7. The agent's [[IsLockFree1]], [[IsLockFree2]] and [[IsLockFree8]] are true (the
    //      processor has atomic instructions of each size); 4 is always lock-free; any
    //      other size is not.
    Ok(JSValue::from_bool(n == 1.0 || n == 2.0 || n == 4.0 || n == 8.0))
}

/// 25.4.9 Atomics.load ( typedArray, index )
fn load(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let method = "Atomics.load";
    // 1. Let byteIndexInBuffer be ? ValidateAtomicAccessOnIntegerTypedArray(typedArray, index).
    let (array, index) = validate_atomic_access_on_integer_typed_array(vm, args, method)?;
    // 2. Perform ? RevalidateAtomicAccess(typedArray, byteIndexInBuffer).
    revalidate_atomic_access(vm, array.get(), index, method)?;
    // 3-5. Return GetValueFromBuffer(buffer, byteIndexInBuffer, elementType, true, seq-cst).
    let raw = element(array.get(), index);
    vm.typed_array_value(array.get().kind(), raw)
}

/// 25.4.10 Atomics.or ( typedArray, index, value )
fn or(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Return ? AtomicReadModifyWrite(typedArray, index, value, or).
    atomic_read_modify_write(vm, args, Operation::Or, "Atomics.or")
}

/// 25.4.11 Atomics.store ( typedArray, index, value )
fn store(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let method = "Atomics.store";
    // 1. Let byteIndexInBuffer be ? ValidateAtomicAccessOnIntegerTypedArray(typedArray, index).
    let (array, index) = validate_atomic_access_on_integer_typed_array(vm, args, method)?;
    // 2-3. Let v be ? ToBigInt(value) or 𝔽(? ToIntegerOrInfinity(value)).
    let (raw, v) = atomic_operand(vm, array.get().kind(), args.get(vm, 2))?;
    let v = vm.root_value(v);
    // 4. Perform ? RevalidateAtomicAccess(typedArray, byteIndexInBuffer).
    revalidate_atomic_access(vm, array.get(), index, method)?;
    // 5-7. Perform SetValueInBuffer(buffer, byteIndexInBuffer, elementType, v, true, seq-cst).
    array.get().atomic_store(index, raw);
    // 8. Return v.
    Ok(v.get())
}

/// 25.4.11 Atomics.pause ( [ N ] ): a hint to the processor that this is a spin-wait loop.
fn pause(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If N is neither undefined nor an integral Number, throw a TypeError exception.
    let n = args.get(vm, 0);
    let iterations = if n.is_undefined() {
        1
    } else {
        match n.is_number().then(|| n.as_number()) {
            // The hint scales with N; a bounded count keeps a huge N from stalling.
            Some(n) if n.is_finite() && n.trunc() == n => n.clamp(1.0, MAX_PAUSE_HINTS) as u32,
            _ => {
                return Err(vm.throw_error_with(Message::ThrowTypeError, "Atomics.pause: N must be an integral Number"));
            }
        }
    };
    // 2. If the execution environment of the ECMAScript implementation supports signaling
    //    to the operating system or CPU that the current executing code is in a spin-wait
    //    loop, such as executing a pause CPU instruction, send that signal.
    for _ in 0..iterations {
        std::hint::spin_loop();
    }
    // 3. Return undefined.
    Ok(JSValue::UNDEFINED)
}

/// The most pause instructions one `Atomics.pause(N)` executes.
const MAX_PAUSE_HINTS: f64 = 64.0;

/// 25.4.12 Atomics.sub ( typedArray, index, value )
fn sub(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Return ? AtomicReadModifyWrite(typedArray, index, value, subtract).
    atomic_read_modify_write(vm, args, Operation::Sub, "Atomics.sub")
}

/// 25.4.13 Atomics.wait ( typedArray, index, value, timeout )
fn wait(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return ? DoWait(sync, typedArray, index, value, timeout).
    do_wait(vm, args, WaitMode::Sync)
}

/// 25.4.14 Atomics.waitAsync ( typedArray, index, value, timeout )
fn wait_async(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return ? DoWait(async, typedArray, index, value, timeout).
    do_wait(vm, args, WaitMode::Async)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum WaitMode {
    Sync,
    Async,
}

/// 25.4.3.14 DoWait ( mode, typedArray, index, value, timeout )
fn do_wait(vm: &mut Vm, args: &CallArgs, mode: WaitMode) -> JsResult<JSValue> {
    let method = if mode == WaitMode::Sync { "Atomics.wait" } else { "Atomics.waitAsync" };
    // 1. Let taRecord be ? ValidateIntegerTypedArray(typedArray, true).
    let array = validate_integer_typed_array(vm, args.get(vm, 0), true, method)?;
    // 2-3. If IsSharedArrayBuffer(buffer) is false, throw a TypeError exception.
    let Some(buffer) = array.get().buffer().filter(|buffer| buffer.is_shared()) else {
        return Err(vm.throw_error_with(Message::WaitNeedsSharedBuffer, method));
    };
    let buffer = vm.rooted(buffer);
    // 4. Let i be ? ValidateAtomicAccess(taRecord, index).
    let index = validate_atomic_access(vm, &array, args.get(vm, 1))?;
    // 5-7. Let v be ? ToBigInt64(value) or ? ToInt32(value).
    let kind = array.get().kind();
    let expected = if kind.is_bigint() {
        let bigint = vm.to_bigint(args.get(vm, 2))?;
        kind.encode_bigint(bigint.value())
    } else {
        vm.to_int32(args.get(vm, 2))? as u32 as u64
    };
    // 8. Let q be ? ToNumber(timeout).
    let q = vm.to_number(args.get(vm, 3))?;
    // 9. If q is NaN or +∞, let t be +∞; else if q is -∞, let t be 0; else the maximum of q and 0.
    let t = if q.is_nan() { f64::INFINITY } else { q.max(0.0) };
    // 10. If mode is sync and AgentCanSuspend() is false, throw a TypeError exception (every
    //     agent of the shell can suspend).
    // 11-13. Let byteIndexInBuffer be (i × elementSize) + offset.
    let byte_index = array.get().byte_offset() + (index << kind.element_shift());
    let Some(block) = vm.shared_block(buffer.get()) else {
        return Err(vm.throw_error_with(Message::WaitNeedsSharedBuffer, method));
    };
    // A timeout too long for the system's clock (+∞ included) never passes.
    let timeout = Duration::try_from_secs_f64(t / 1000.0).ok();
    // 14-15. Let WL be GetWaiterList(block, byteIndexInBuffer); the critical section is the
    //     block's. 19-20. Inside it, compare the element read seq-cst with v. (A growable
    //     shared buffer never shrinks, so the index is still valid.)
    let still_expected = || element(array.get(), index) == expected;
    if mode == WaitMode::Sync {
        // A wait without end that no other agent can notify would hang the engine: only
        // this VM's buffer table and this function hold the block.
        if timeout.is_none() && std::sync::Arc::strong_count(&block) <= 2 && still_expected() {
            return Err(vm.throw_error_with(Message::WaitWouldDeadlock, method));
        }
        // 22-32. Suspend until notified ("ok") or timed out ("timed-out").
        let (interrupt, signal) = (vm.interrupt(), vm.agent_signal());
        let answer = match block.wait(byte_index, still_expected, timeout, &signal, || interrupt.is_terminating()) {
            WaitOutcome::NotEqual => "not-equal",
            WaitOutcome::Ok => "ok",
            WaitOutcome::TimedOut => "timed-out",
            // The host's time limit or terminate: the script ends here.
            WaitOutcome::Interrupted => return Err(vm.raise_termination()),
        };
        return wait_result(vm, mode, false, answer);
    }
    // 21. If t is 0 and mode is async, return { async: false, value: "timed-out" } (once
    //     the element compared equal).
    if t == 0.0 {
        let answer = if still_expected() { "timed-out" } else { "not-equal" };
        return wait_result(vm, mode, false, answer);
    }
    // 16. Let promiseCapability be ! NewPromiseCapability(%Promise%).
    let promise = vm.new_promise()?;
    let promise = vm.rooted(promise);
    // 22-26. Let waiterRecord be a new Waiter Record; AddWaiter(WL, waiterRecord); 27. its
    //     timeout job is the host's (Vm::settle_async_waits).
    let deadline = timeout.and_then(|timeout| Instant::now().checked_add(timeout));
    if !vm.add_async_wait(block, byte_index, promise.get(), deadline, still_expected) {
        // 20. v ≠ w: { async: false, value: "not-equal" }.
        return wait_result(vm, mode, false, "not-equal");
    }
    // 33-36. Return { async: true, value: promiseCapability.[[Promise]] }.
    wait_result_object(vm, true, promise.get().to_value())
}

/// What DoWait returns without waiting: `answer` for sync, else `{ async, value: answer }`.
fn wait_result(vm: &mut Vm, mode: WaitMode, is_async: bool, answer: &str) -> JsResult<JSValue> {
    let answer = vm.new_string(answer)?.to_value();
    if mode == WaitMode::Sync {
        return Ok(answer);
    }
    wait_result_object(vm, is_async, answer)
}

/// The result object of Atomics.waitAsync: OrdinaryObjectCreate(%Object.prototype%) with
/// "async" and "value".
fn wait_result_object(vm: &mut Vm, is_async: bool, value: JSValue) -> JsResult<JSValue> {
    let value = vm.root_value(value);
    let prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let result = vm.new_object(prototype)?;
    let result = vm.rooted(result);
    let async_key = vm.property_key_from_str("async")?;
    vm.create_data_property_or_throw(result.get(), async_key, JSValue::from_bool(is_async))?;
    let value_key = vm.property_key_from_str("value")?;
    vm.create_data_property_or_throw(result.get(), value_key, value.get())?;
    Ok(result.get().to_value())
}

/// 25.4.15 Atomics.notify ( typedArray, index, count )
fn notify(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let method = "Atomics.notify";
    // 1. Let taRecord be ? ValidateIntegerTypedArray(typedArray, true).
    let array = validate_integer_typed_array(vm, args.get(vm, 0), true, method)?;
    // 2. Let byteIndexInBuffer be ? ValidateAtomicAccess(taRecord, index).
    let index = validate_atomic_access(vm, &array, args.get(vm, 1))?;
    let byte_index = array.get().byte_offset() + (index << array.get().kind().element_shift());
    // 3-4. If count is undefined, let c be +∞; else the maximum of ? ToIntegerOrInfinity(count)
    //     and 0.
    let count = args.get(vm, 2);
    let c = if count.is_undefined() { f64::INFINITY } else { vm.to_integer_or_infinity(count)?.max(0.0) };
    // 5-7. If IsSharedArrayBuffer(buffer) is false, return +0𝔽.
    let Some(buffer) = array.get().buffer().filter(|buffer| buffer.is_shared()) else {
        return Ok(JSValue::from_i32(0));
    };
    // 8-12. Remove the first c waiters on the location from its list, in order, and 13.
    //     notify each (a blocked agent wakes; an async waiter's VM settles its promise).
    let n = match vm.shared_block(buffer) {
        Some(block) => block.notify(byte_index, if c >= usize::MAX as f64 { usize::MAX } else { c as usize }),
        None => 0,
    };
    // 14-15. Return 𝔽(n).
    Ok(JSValue::from_number(n as f64))
}

/// 25.4.16 Atomics.xor ( typedArray, index, value )
fn xor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Return ? AtomicReadModifyWrite(typedArray, index, value, xor).
    atomic_read_modify_write(vm, args, Operation::Xor, "Atomics.xor")
}
