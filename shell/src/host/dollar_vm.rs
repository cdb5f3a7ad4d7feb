//! `$vm`: testing intrinsics in the manner of JavaScriptCore's `$vm` (installed only with
//! `--use-dollar-vm`, as `jsc` installs it only with `--useDollarVM`). They let stress
//! tests look at what the engine did: where butterflies went, which indexing shape an
//! array has, what the heap decommitted and poisoned, and what the JIT compiled.
//!
//! `inTrace()` answers false when called: a trace folds its calls to true.

use builtins::util;
use vm::runtime::function::CallArgs;
use vm::{Attributes, JSValue, JsResult, ObjectRef, StringRef, Vm};

use crate::inspect::{Compact, InspectOptions};

/// Installs `$vm` in the scope's realm.
pub fn install(scope: &mut crate::Scope<'_>) -> Result<(), crate::Error> {
    scope.install(install_in)
}

fn install_in(vm: &mut Vm) -> JsResult<()> {
    let prototype = vm.realm().intrinsic(vm::runtime::realm::Intrinsic::ObjectPrototype);
    let dollar_vm = vm.new_object(prototype)?;
    let root = vm.rooted(dollar_vm);
    let methods: &[(&str, u32, vm::runtime::function::NativeFn)] = &[
        ("gc", 0, gc),
        ("edenGC", 0, crate::host::shell::eden_gc),
        ("gcHeapSize", 0, gc_heap_size),
        ("print", 1, crate::host::print::print),
        ("noInline", 1, no_inline),
        ("deltaBetweenButterflies", 2, delta_between_butterflies),
        ("indexingMode", 1, indexing_mode),
        ("inlineCapacity", 1, inline_capacity),
        ("structureId", 1, structure_id),
        ("isRope", 1, is_rope),
        ("markedBlockStatistics", 0, marked_block_statistics),
        ("decommittedMarkedBlockPagePoison", 0, decommitted_marked_block_page_poison),
        ("isHeapAllocatedTypedArray", 1, is_heap_allocated_typed_array),
        ("inTrace", 0, in_trace),
        ("jitStats", 0, jit_stats),
        ("jitThreshold", 0, jit_threshold),
        ("collectionStatistics", 1, collection_statistics),
        ("inspect", 2, inspect),
        ("format", 1, format),
    ];
    util::methods(vm, root.get(), methods)?;
    util::global(vm, "$vm", root.get().to_value())
}

/// `$vm.gc()`: a full collection now, its sweep and decommit included.
fn gc(vm: &mut Vm, _args: &CallArgs) -> JsResult<JSValue> {
    vm.collect(gc::Sweep::Eager);
    Ok(JSValue::UNDEFINED)
}

/// `$vm.gcHeapSize()`: the heap's size in bytes as JavaScriptCore's tests read it, what the
/// last collection found live plus what was allocated since.
fn gc_heap_size(vm: &mut Vm, _args: &CallArgs) -> JsResult<JSValue> {
    let statistics = vm.heap.statistics();
    let size = statistics.live_bytes.saturating_add(statistics.bytes_allocated_since_collection);
    Ok(JSValue::from_number(size as f64))
}

fn no_inline(_vm: &mut Vm, _args: &CallArgs) -> JsResult<JSValue> {
    Ok(JSValue::UNDEFINED)
}

/// `$vm.deltaBetweenButterflies(a, b)`: a's butterfly address minus b's, in bytes; NaN
/// when either is not an object with a butterfly or the difference is not a positive
/// int32 (JavaScriptCore's contract).
fn delta_between_butterflies(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let butterfly = |value: JSValue| ObjectRef::from_value(value).map(|o| o.butterfly_address()).filter(|&a| a != 0);
    let delta = match (butterfly(args.get(vm, 0)), butterfly(args.get(vm, 1))) {
        (Some(a), Some(b)) => i32::try_from(a as i64 - b as i64).ok().filter(|&d| d >= 0),
        _ => None,
    };
    Ok(delta.map_or(JSValue::from_number(f64::NAN), JSValue::from_i32))
}

/// `$vm.indexingMode(o)`: o's indexing mode as JavaScriptCore names it
/// ("ArrayWithInt32", "NonArrayWithContiguous", ...); undefined for a primitive.
fn indexing_mode(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let Some(object) = ObjectRef::from_value(args.get(vm, 0)) else { return Ok(JSValue::UNDEFINED) };
    let indexing_type = vm.structure_of(object).indexing_type();
    let name = vm::object::indexing::indexing_mode_name(indexing_type);
    Ok(vm.new_string(&name)?.to_value())
}

/// `$vm.inlineCapacity(o)`: how many properties o's structure keeps in the object.
fn inline_capacity(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let Some(object) = ObjectRef::from_value(args.get(vm, 0)) else { return Ok(JSValue::UNDEFINED) };
    Ok(JSValue::from_number(vm.structure_of(object).inline_capacity() as f64))
}

/// `$vm.structureId(o)`: the id of o's structure (equal ids: the same hidden class).
fn structure_id(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let Some(object) = ObjectRef::from_value(args.get(vm, 0)) else { return Ok(JSValue::UNDEFINED) };
    Ok(JSValue::from_number(object.structure_id().bits() as f64))
}

/// `$vm.isRope(s)`: whether s is a concatenation not yet flattened.
fn is_rope(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    Ok(JSValue::from_bool(StringRef::from_value(args.get(vm, 0)).is_some_and(StringRef::is_rope)))
}

/// `$vm.markedBlockStatistics()`: `{ blocks, blocksWithDecommittedPages, decommittedPages,
/// pagesPerBlock }` of the marked-block space now.
fn marked_block_statistics(vm: &mut Vm, _args: &CallArgs) -> JsResult<JSValue> {
    let statistics = vm.heap.marked_block_statistics();
    let fields = [
        ("blocks", statistics.blocks),
        ("blocksWithDecommittedPages", statistics.blocks_with_decommitted_pages),
        ("decommittedPages", statistics.decommitted_pages),
        ("pagesPerBlock", statistics.pages_per_block),
    ];
    let fields = fields.map(|(name, count)| (name, JSValue::from_number(count as f64)));
    Ok(record(vm, &fields)?.to_value())
}

/// `$vm.collectionStatistics(c)`: what a keyed collection's table holds. A Map or Set:
/// `{ entries, slots, cursors }` (slots count the holes of deleted entries not yet
/// compacted away; cursors are the iterations in progress). A WeakMap or WeakSet:
/// `{ entries }`, which counts entries whose key died only until a collection removes them.
/// A FinalizationRegistry: `{ cells }`. Anything else: undefined. With no argument:
/// `{ keptObjects }`, the WeakRef targets kept alive until the job ends.
fn collection_statistics(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    use vm::cell::JSType;
    let number = |count: usize| JSValue::from_number(count as f64);
    if args.is_empty() {
        return Ok(record(vm, &[("keptObjects", number(vm.kept_object_count()))])?.to_value());
    }
    let Some(object) = ObjectRef::from_value(args.get(vm, 0)) else { return Ok(JSValue::UNDEFINED) };
    let fields = match object.js_type() {
        JSType::Map | JSType::Set => vec![
            ("entries", number(vm.collection_size(object))),
            ("slots", number(vm.collection_slots_used(object))),
            ("cursors", number(vm.collection_open_cursors(object))),
        ],
        JSType::WeakMap | JSType::WeakSet => vec![("entries", number(vm.weak_collection_size(object)))],
        JSType::FinalizationRegistry => vec![("cells", number(vm.finalization_registry_size(object)))],
        _ => return Ok(JSValue::UNDEFINED),
    };
    Ok(record(vm, &fields)?.to_value())
}

/// `$vm.decommittedMarkedBlockPagePoison()`: "pattern" when decommitted pages are filled
/// with the poison byte, "asan" when AddressSanitizer poisons them, "none" otherwise.
fn decommitted_marked_block_page_poison(vm: &mut Vm, _args: &CallArgs) -> JsResult<JSValue> {
    let name = match vm.heap.poison_mode() {
        gc::PoisonMode::None => "none",
        gc::PoisonMode::Pattern => "pattern",
        gc::PoisonMode::Asan => "asan",
    };
    Ok(vm.new_string(name)?.to_value())
}

/// `$vm.isHeapAllocatedTypedArray(v)`: whether v is a small typed array whose elements
/// live in its own cell in the GC heap (it has no ArrayBuffer object yet: reading `.buffer`
/// moves them out).
fn is_heap_allocated_typed_array(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    Ok(JSValue::from_bool(vm.is_heap_allocated_typed_array(args.get(vm, 0))))
}

/// `in_trace`'s address, which the JIT's recorder recognises.
pub fn in_trace_address() -> usize {
    in_trace as vm::runtime::function::NativeFn as usize
}

/// `$vm.inTrace()`: false in the interpreter; a trace compiles it to true.
#[inline(never)] // One address, which the JIT recognises (vm::tier::TraceIntrinsic).
fn in_trace(_vm: &mut Vm, _args: &CallArgs) -> JsResult<JSValue> {
    Ok(JSValue::FALSE)
}

/// `$vm.jitStats()`: `{ tracesCompiled, sideTraces, links, sunkAllocations,
/// sunkStores, aborts, exits, inlineAllocations, blacklisted, regexpsCompiled,
/// regexpsRefused }`,
/// with `aborts` an object of counts by reason; all zero with `--no-jit`.
fn jit_stats(vm: &mut Vm, _args: &CallArgs) -> JsResult<JSValue> {
    let statistics = vm.tier_statistics().unwrap_or_default();
    let reasons: Vec<(&str, JSValue)> =
        statistics.aborts.iter().map(|(reason, n)| (reason.as_str(), JSValue::from_number(*n as f64))).collect();
    let aborts = record(vm, &reasons)?;
    let aborts_root = vm.rooted(aborts);
    let fields = [
        ("tracesCompiled", JSValue::from_number(statistics.traces_compiled as f64)),
        ("sideTraces", JSValue::from_number(statistics.side_traces as f64)),
        ("links", JSValue::from_number(statistics.links as f64)),
        ("sunkAllocations", JSValue::from_number(statistics.sunk_allocations as f64)),
        ("sunkStores", JSValue::from_number(statistics.sunk_stores as f64)),
        ("aborts", aborts_root.get().to_value()),
        ("exits", JSValue::from_number(statistics.exits as f64)),
        ("inlineAllocations", JSValue::from_number(statistics.inline_allocations as f64)),
        ("blacklisted", JSValue::from_number(statistics.blacklisted as f64)),
        ("regexpsCompiled", JSValue::from_number(statistics.regexps_compiled as f64)),
        ("regexpsRefused", JSValue::from_number(statistics.regexps_refused as f64)),
    ];
    Ok(record(vm, &fields)?.to_value())
}

/// `$vm.jitThreshold()`: the iterations after which a loop is recorded (1 in eager-JIT
/// mode), or 0 with `--no-jit`, so that a test asserts what the JIT did only when it runs.
fn jit_threshold(vm: &mut Vm, _args: &CallArgs) -> JsResult<JSValue> {
    let threshold = if vm.tier_statistics().is_some() { vm.loop_threshold() } else { 0 };
    Ok(JSValue::from_i32(threshold))
}

/// `$vm.inspect(value, options)`: `value` as `util.inspect(value, options)` shows it, for
/// tests that compare the inspector with node. The options read are `depth`,
/// `showHidden`, `showProxy`, `maxArrayLength`, `maxStringLength`, `breakLength`,
/// `compact` and `sorted` (null or Infinity for no limit).
fn inspect(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let value = vm.root_value(args.get(vm, 0));
    let options = match ObjectRef::from_value(args.get(vm, 1)) {
        Some(options) => inspect_options(vm, options)?,
        None => InspectOptions::default(),
    };
    let text = crate::inspect::inspect(vm, value.get(), &options)?;
    Ok(vm.new_string(&text)?.to_value())
}

/// The options of a `util.inspect` options object.
fn inspect_options(vm: &mut Vm, object: ObjectRef) -> JsResult<InspectOptions> {
    let object = vm.rooted(object);
    let mut options = InspectOptions::default();
    let read = |vm: &mut Vm, name: &str| -> JsResult<Option<JSValue>> {
        let key = vm.property_key_from_str(name)?;
        let value = vm.get(object.get(), key)?;
        Ok((!value.is_undefined()).then_some(value))
    };
    // A count, or None for null and Infinity.
    let limit = |value: JSValue| -> Option<usize> {
        let number = if value.is_null() { f64::INFINITY } else { value.to_number_if_number().unwrap_or(0.0) };
        number.is_finite().then(|| number.max(0.0) as usize)
    };
    if let Some(depth) = read(vm, "depth")? {
        options.depth = limit(depth).map(|depth| u32::try_from(depth).unwrap_or(u32::MAX));
    }
    if let Some(show_hidden) = read(vm, "showHidden")? {
        options.show_hidden = vm.to_boolean(show_hidden);
    }
    if let Some(show_proxy) = read(vm, "showProxy")? {
        options.show_proxy = vm.to_boolean(show_proxy);
    }
    if let Some(length) = read(vm, "maxArrayLength")? {
        options.max_array_length = limit(length);
    }
    if let Some(length) = read(vm, "maxStringLength")? {
        options.max_string_length = limit(length);
    }
    if let Some(length) = read(vm, "breakLength")? {
        options.break_length = limit(length).unwrap_or(usize::MAX);
    }
    if let Some(compact) = read(vm, "compact")? {
        options.compact = match compact.is_boolean() {
            true if compact.as_bool() => Compact::Legacy,
            true => Compact::Levels(0),
            false => Compact::Levels(limit(compact).map_or(u32::MAX, |n| u32::try_from(n).unwrap_or(u32::MAX))),
        };
    }
    if let Some(sorted) = read(vm, "sorted")? {
        options.sorted = vm.to_boolean(sorted);
    }
    Ok(options)
}

/// `$vm.format(...args)`: the line `console.log(...args)` prints in node (without its
/// line feed), as `util.format` makes it.
fn format(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let values = args.rest(vm, 0);
    let text = crate::inspect::format_log_args(vm, &values)?;
    Ok(vm.new_string(&text)?.to_value())
}

/// An ordinary object with these enumerable data properties, in order.
pub fn record(vm: &mut Vm, fields: &[(&str, JSValue)]) -> JsResult<ObjectRef> {
    let prototype = vm.realm().intrinsic(vm::runtime::realm::Intrinsic::ObjectPrototype);
    let roots: Vec<_> = fields.iter().map(|&(_, value)| vm.root_value(value)).collect();
    let object = vm.new_object(prototype)?;
    let object_root = vm.rooted(object);
    for (&(name, _), value) in fields.iter().zip(&roots) {
        util::value(vm, object_root.get(), name, value.get(), Attributes::DEFAULT)?;
    }
    Ok(object_root.get())
}
