//! 25.1 ArrayBuffer and 25.2 SharedArrayBuffer objects: the cells, their data blocks, and the
//! operations that change a buffer under its views (detach, resize, grow).
//!
//! ```text
//!   ArrayBuffer  header | butterfly | data | byteLength | maxByteLength | capacity | flags | slots...
//!                0        8           16     24           32              40         48     56
//! ```
//!
//! * `data` is the buffer's data block: an auxiliary allocation of the heap (a cell of a size
//!   class up to the large cutoff, a large-object region past it) that only the buffer marks,
//!   `capacity` bytes long. A detached buffer, and an empty one, have none (null).
//!   Heap-allocating the bytes keeps them in the collector's accounting (a program that makes
//!   buffers in a loop triggers collections), lets `transfer` hand a block from one buffer to
//!   another without copying, and needs no destructor. The heap never moves a cell, so a
//!   view's pointer into a block stays valid while the buffer holds the block.
//! * `maxByteLength` is meaningful for resizable ArrayBuffers and growable
//!   SharedArrayBuffers (flag `RESIZABLE`). Resizing within `capacity` zeroes what it
//!   exposes; past it, the bytes move to a bigger block (growing geometrically up to the
//!   maximum), so a buffer whose maximum is large costs only what it uses.
//! * SharedArrayBuffers are ArrayBuffer cells with the `SHARED` flag whose `data` is not a
//!   heap cell but a [`SharedBlock`](crate::runtime::shared_memory::SharedBlock), which
//!   other agents (VMs on other threads) may hold too (`runtime/shared_memory`). It is
//!   allocated at its maximum byte length, so it never moves, and it is never detached.
//!
//! Typed arrays cache their data pointer and current length, which is what the
//! interpreter's element fast path reads (see `object/typed_array`). So every change of a
//! buffer's block or length updates its typed arrays: the VM keeps, for each buffer that
//! has typed arrays over it, the list of those typed arrays ([`BufferViews`]), weakly: the
//! collector drops dead typed arrays and the entries of dead buffers. A typed array that
//! made its buffer itself and never let JavaScript see it is not listed: nothing can
//! detach or resize that buffer (see `TypedArrayRef::has_buffer`).

use std::cell::Cell;
use std::collections::HashMap;
use std::ptr::NonNull;

use gc::{CellPtr, Liveness};

use crate::cell::JSType;
use crate::error::{JsResult, Message};
use crate::object::{JSObject, ObjectRef};
use crate::value::JSValue;
use crate::vm::Vm;

/// Raw words of an ArrayBuffer after its butterfly (see the module documentation).
pub const ARRAY_BUFFER_RAW_FIELDS: u8 = 5;

/// The largest byte length (and maximum byte length) of a buffer: 8 GiB. Requests above it
/// are RangeErrors before anything is allocated; below it, an allocation the heap cannot
/// make is a RangeError too.
pub const MAX_BYTE_LENGTH: u64 = 1 << 33;

/// `flags`: the buffer is a SharedArrayBuffer.
pub const FLAG_SHARED: u64 = 1;
/// `flags`: the buffer has a maximum byte length (resizable or growable).
pub const FLAG_RESIZABLE: u64 = 2;
/// `flags`: the buffer is detached.
pub const FLAG_DETACHED: u64 = 4;

/// The layout of an ArrayBuffer cell.
#[repr(C)]
pub struct JSArrayBuffer {
    pub(crate) object: JSObject,
    pub(crate) data: Cell<*mut u8>,
    pub(crate) byte_length: Cell<usize>,
    pub(crate) max_byte_length: Cell<usize>,
    pub(crate) capacity: Cell<usize>,
    pub(crate) flags: Cell<u64>,
}

const _: () = assert!(
    size_of::<JSArrayBuffer>() == crate::layout::OBJECT_INLINE_STORAGE_OFFSET + 8 * ARRAY_BUFFER_RAW_FIELDS as usize,
    "the raw fields of an ArrayBuffer are its internal fields"
);

/// A handle to a live ArrayBuffer or SharedArrayBuffer.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ArrayBufferRef(NonNull<JSArrayBuffer>);

crate::cell::cell_handle!(ArrayBufferRef => JSArrayBuffer, |t| t == JSType::ArrayBuffer);

impl ArrayBufferRef {
    pub fn object(self) -> ObjectRef {
        ObjectRef::from_cell(self.cell())
    }

    /// The buffer an object is, if it is one.
    pub fn from_object(object: ObjectRef) -> Option<ArrayBufferRef> {
        (object.js_type() == JSType::ArrayBuffer).then(|| ArrayBufferRef(object.cell().cast()))
    }

    fn flags(self) -> u64 {
        self.raw().flags.get()
    }

    /// 25.2.2.2 IsSharedArrayBuffer ( obj )
    pub fn is_shared(self) -> bool {
        self.flags() & FLAG_SHARED != 0
    }

    /// 25.1.3.5 IsDetachedBuffer ( arrayBuffer )
    pub fn is_detached(self) -> bool {
        self.flags() & FLAG_DETACHED != 0
    }

    /// Whether the buffer has a maximum byte length (the negation of 25.1.3.9
    /// IsFixedLengthArrayBuffer).
    pub fn is_resizable(self) -> bool {
        self.flags() & FLAG_RESIZABLE != 0
    }

    /// \[\[ArrayBufferByteLength\]\] (0 once detached).
    pub fn byte_length(self) -> usize {
        self.raw().byte_length.get()
    }

    /// \[\[ArrayBufferMaxByteLength\]\] of a resizable buffer; the byte length otherwise.
    pub fn max_byte_length(self) -> usize {
        if self.is_resizable() { self.raw().max_byte_length.get() } else { self.byte_length() }
    }

    /// The first byte of the data block; null when the buffer has none (detached, or
    /// never more than empty). Valid until the buffer is detached or resized.
    pub fn data(self) -> *mut u8 {
        self.raw().data.get()
    }

    /// The data block as the collector sees it (a shared block is not the heap's).
    pub(crate) fn data_block(self) -> Option<CellPtr> {
        if self.is_shared() { None } else { NonNull::new(self.data()) }
    }

    /// Copies `count` bytes at `offset` out of the buffer.
    pub fn read_bytes(self, offset: usize, count: usize) -> Vec<u8> {
        let mut bytes = vec![0; count];
        self.read_into(offset, &mut bytes);
        bytes
    }

    /// Fills `bytes` with the buffer's bytes from `offset`.
    pub fn read_into(self, offset: usize, bytes: &mut [u8]) {
        assert!(offset + bytes.len() <= self.byte_length(), "a read within the buffer");
        if !bytes.is_empty() {
            // SAFETY: the range is inside the data block (checked above); `bytes` is Rust
            // memory, distinct from the heap's.
            unsafe { std::ptr::copy_nonoverlapping(self.data().add(offset), bytes.as_mut_ptr(), bytes.len()) };
        }
    }

    /// Copies `bytes` into the buffer at `offset`.
    pub fn write_bytes(self, offset: usize, bytes: &[u8]) {
        assert!(offset + bytes.len() <= self.byte_length(), "a write within the buffer");
        if !bytes.is_empty() {
            // SAFETY: as in read_bytes.
            unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), self.data().add(offset), bytes.len()) };
        }
    }
}

/// Every typed array over each buffer that has one, held weakly: cell addresses, so that
/// the collector alone decides what lives.
#[derive(Default)]
pub(crate) struct BufferViews {
    views: HashMap<usize, Vec<usize>>,
}

impl BufferViews {
    fn register(&mut self, buffer: ArrayBufferRef, view: ObjectRef) {
        self.views.entry(buffer.cell().as_ptr() as usize).or_default().push(view.cell().as_ptr() as usize);
    }

    /// The typed arrays over `buffer` now.
    fn views_of(&self, buffer: ArrayBufferRef) -> Vec<ObjectRef> {
        let Some(views) = self.views.get(&(buffer.cell().as_ptr() as usize)) else { return Vec::new() };
        views
            .iter()
            .map(|&address| ObjectRef::from_cell(CellPtr::new(address as *mut u8).expect("views are cells")))
            .collect()
    }

    /// Forgets dead buffers and dead typed arrays (the collector's weak phase).
    pub(crate) fn sweep(&mut self, liveness: &Liveness<'_>) {
        let live = |address: usize| CellPtr::new(address as *mut u8).is_some_and(|cell| liveness.is_live(cell));
        self.views.retain(|&buffer, views| {
            if !live(buffer) {
                return false;
            }
            views.retain(|&view| live(view));
            !views.is_empty()
        });
    }

    /// How many buffers have listed views (for tests).
    #[cfg(test)]
    pub(crate) fn buffer_count(&self) -> usize {
        self.views.len()
    }
}

impl Vm {
    /// 25.1.3.1 AllocateArrayBuffer and 25.2.2.1 AllocateSharedArrayBuffer, after the
    /// prototype was found: a new buffer of `byte_length` zero bytes, resizable up to
    /// `max_byte_length` if given. A RangeError when the block cannot be had. May collect.
    pub fn new_array_buffer(
        &mut self,
        prototype: JSValue,
        byte_length: u64,
        max_byte_length: Option<u64>,
        shared: bool,
    ) -> JsResult<ArrayBufferRef> {
        debug_assert!(max_byte_length.is_none_or(|max| byte_length <= max));
        if byte_length > MAX_BYTE_LENGTH || max_byte_length.is_some_and(|max| max > MAX_BYTE_LENGTH) {
            return Err(self.throw_error(Message::ArrayBufferTooLarge));
        }
        let buffer = self.new_buffer_cell(prototype, byte_length, max_byte_length, shared)?;
        let root = self.rooted(buffer);
        if shared {
            // 25.2.2.1 steps 4-5: Let block be ? CreateSharedByteDataBlock(allocLength),
            // allocated at the maximum so that it never moves under another agent.
            let capacity = max_byte_length.unwrap_or(byte_length) as usize;
            let Some(block) = self.new_shared_block(buffer, byte_length as usize, capacity) else {
                return Err(self.throw_error(Message::ArrayBufferTooLarge));
            };
            self.set_shared_data_block(buffer, block, byte_length as usize, capacity);
            return Ok(buffer);
        }
        // 25.1.3.1 step 5: Let block be ? CreateByteDataBlock(byteLength).
        let block = self.create_byte_data_block(byte_length as usize)?;
        let buffer = root.get();
        self.set_data_block(buffer, block, byte_length as usize, byte_length as usize);
        Ok(buffer)
    }

    /// A buffer cell with no block yet (length 0), with the maximum and flags given. May
    /// collect.
    pub(crate) fn new_buffer_cell(
        &mut self,
        prototype: JSValue,
        byte_length: u64,
        max_byte_length: Option<u64>,
        shared: bool,
    ) -> JsResult<ArrayBufferRef> {
        let structure = self.root_structure(prototype, JSType::ArrayBuffer, 0, 0)?;
        let buffer = self.new_object_with_structure(structure)?;
        let buffer = ArrayBufferRef(buffer.cell().cast());
        let mut flags = if shared { FLAG_SHARED } else { 0 };
        if max_byte_length.is_some() {
            flags |= FLAG_RESIZABLE;
        }
        let raw = buffer.raw();
        raw.data.set(std::ptr::null_mut());
        raw.byte_length.set(0);
        raw.max_byte_length.set(max_byte_length.unwrap_or(byte_length) as usize);
        raw.capacity.set(0);
        raw.flags.set(flags);
        Ok(buffer)
    }

    /// 6.2.9.1 CreateByteDataBlock ( size ): `size` zero bytes in the heap; null for none.
    /// May collect.
    pub(crate) fn create_byte_data_block(&mut self, size: usize) -> JsResult<*mut u8> {
        if size == 0 {
            return Ok(std::ptr::null_mut());
        }
        if size as u64 > MAX_BYTE_LENGTH {
            return Err(self.throw_error(Message::ArrayBufferTooLarge));
        }
        Ok(self.allocate_auxiliary_zeroed(size)?.as_ptr())
    }

    /// Gives `buffer` a data block of `capacity` bytes, `byte_length` of them in use, and
    /// updates its views.
    fn set_data_block(&mut self, buffer: ArrayBufferRef, block: *mut u8, byte_length: usize, capacity: usize) {
        let raw = buffer.raw();
        raw.data.set(block);
        raw.byte_length.set(byte_length);
        raw.capacity.set(capacity);
        if !block.is_null() {
            self.heap.write_barrier(buffer.cell());
        }
        self.update_views(buffer);
    }

    /// Gives a SharedArrayBuffer the shared block at `block` (see `runtime/shared_memory`).
    pub(crate) fn set_shared_data_block(
        &mut self,
        buffer: ArrayBufferRef,
        block: *mut u8,
        byte_length: usize,
        capacity: usize,
    ) {
        debug_assert!(buffer.is_shared());
        let raw = buffer.raw();
        raw.data.set(block);
        raw.byte_length.set(byte_length);
        raw.capacity.set(capacity);
        self.update_views(buffer);
    }

    /// Gives an empty, fixed-length `buffer` the block `block` of `byte_length` bytes (a
    /// typed array's own block, when it makes its buffer).
    pub(crate) fn adopt_data_block(&mut self, buffer: ArrayBufferRef, block: *mut u8, byte_length: usize) {
        debug_assert!(buffer.byte_length() == 0 && !buffer.is_resizable());
        self.set_data_block(buffer, block, byte_length, byte_length);
    }

    /// 25.1.3.4 DetachArrayBuffer ( arrayBuffer [ , key ] ): the buffer loses its block and
    /// its views their elements. A SharedArrayBuffer cannot be detached: a TypeError.
    pub fn detach_array_buffer(&mut self, buffer: ArrayBufferRef) -> JsResult<()> {
        // 1. Assert: IsSharedArrayBuffer(arrayBuffer) is false.
        if buffer.is_shared() {
            return Err(self.throw_error_with(Message::ThrowTypeError, "A SharedArrayBuffer cannot be detached"));
        }
        // 2-3. The key is always undefined here. 4-5. Set the data to null, the length to 0.
        let raw = buffer.raw();
        raw.flags.set(raw.flags.get() | FLAG_DETACHED);
        self.set_data_block(buffer, std::ptr::null_mut(), 0, 0);
        Ok(())
    }

    /// Changes the byte length of a resizable buffer (ArrayBuffer.prototype.resize,
    /// SharedArrayBuffer.prototype.grow) after the caller's checks: bytes it exposes read
    /// as zero. May collect; a RangeError if a bigger block cannot be had.
    pub fn set_array_buffer_byte_length(&mut self, buffer: ArrayBufferRef, new_length: usize) -> JsResult<()> {
        debug_assert!(buffer.is_resizable() && new_length <= buffer.max_byte_length());
        let old_length = buffer.byte_length();
        let capacity = buffer.raw().capacity.get();
        if let Some(block) = self.shared_block(buffer) {
            // A shared block holds its maximum already, zeroed, and never shrinks (another
            // agent may have grown it further).
            let length = block.grow_to(new_length);
            buffer.raw().byte_length.set(length);
            self.update_views(buffer);
            return Ok(());
        }
        if new_length <= capacity {
            if new_length > old_length {
                // SAFETY: [old_length, new_length) is inside the block of `capacity` bytes.
                unsafe { buffer.data().add(old_length).write_bytes(0, new_length - old_length) };
            }
            buffer.raw().byte_length.set(new_length);
            self.update_views(buffer);
            return Ok(());
        }
        // Past the block: a bigger one, 1.5 times the old size when the maximum allows.
        let grown = capacity.saturating_add(capacity / 2).min(buffer.max_byte_length());
        let new_capacity = new_length.max(grown);
        let root = self.rooted(buffer);
        let block = self.create_byte_data_block(new_capacity)?;
        let buffer = root.get();
        if old_length > 0 {
            // SAFETY: both blocks hold at least old_length bytes and are distinct
            // allocations.
            unsafe { std::ptr::copy_nonoverlapping(buffer.data(), block, old_length) };
        }
        self.set_data_block(buffer, block, new_length, new_capacity);
        Ok(())
    }

    /// 25.1.3.3 ArrayBufferCopyAndDetach's allocation and copy: a new buffer (of %ArrayBuffer%
    /// of the current realm) holding the first `new_length` bytes of `buffer`, resizable up to
    /// `max_byte_length` if given; then `buffer` is detached. When the lengths agree the block
    /// itself moves. May collect.
    pub fn transfer_array_buffer(
        &mut self,
        buffer: ArrayBufferRef,
        prototype: JSValue,
        new_length: usize,
        max_byte_length: Option<usize>,
    ) -> JsResult<ArrayBufferRef> {
        let old_root = self.rooted(buffer);
        let keeps_block = new_length == buffer.byte_length() && new_length > 0;
        let initial = if keeps_block { 0 } else { new_length as u64 };
        let new_buffer = self.new_array_buffer(prototype, initial, max_byte_length.map(|m| m as u64), false)?;
        let buffer = old_root.get();
        if keeps_block {
            // Fast path: the new buffer takes the old one's block as it is.
            let (block, capacity) = (buffer.data(), buffer.raw().capacity.get());
            self.set_data_block(new_buffer, block, new_length, capacity);
        } else {
            let count = new_length.min(buffer.byte_length());
            if count > 0 {
                // SAFETY: both blocks hold at least `count` bytes; they are distinct.
                unsafe { std::ptr::copy_nonoverlapping(buffer.data(), new_buffer.data(), count) };
            }
        }
        self.detach_array_buffer(buffer)?;
        Ok(new_buffer)
    }

    /// A new buffer with `prototype` holding a copy of `buffer`'s bytes, resizable up to
    /// the same maximum when `buffer` is (the copy HTML's StructuredSerialize makes of an
    /// ArrayBuffer, and its deserialization). `buffer` must not be detached. May collect.
    pub fn clone_array_buffer(&mut self, buffer: ArrayBufferRef, prototype: JSValue) -> JsResult<ArrayBufferRef> {
        debug_assert!(!buffer.is_detached() && !buffer.is_shared());
        let old_root = self.rooted(buffer);
        let length = buffer.byte_length();
        let max = buffer.is_resizable().then(|| buffer.max_byte_length() as u64);
        let copy = self.new_array_buffer(prototype, length as u64, max, false)?;
        let buffer = old_root.get();
        if length > 0 {
            // SAFETY: both blocks hold at least `length` bytes (the buffer's length cannot
            // change while this runs: that needs JavaScript); they are distinct allocations.
            unsafe { std::ptr::copy_nonoverlapping(buffer.data(), copy.data(), length) };
        }
        Ok(copy)
    }

    /// Moves `from`'s data block, with its length (and capacity), into `to`, then detaches
    /// `from`: HTML's transfer of an ArrayBuffer, where `to` is the placeholder made for it
    /// before serialization (new, empty, not shared, and resizable to the same maximum when
    /// `from` is). Views already made over `to` see the bytes from now on.
    pub fn move_array_buffer_data(&mut self, from: ArrayBufferRef, to: ArrayBufferRef) -> JsResult<()> {
        debug_assert!(to.byte_length() == 0 && to.data().is_null() && !to.is_shared());
        debug_assert!(from.is_resizable() == to.is_resizable() && from.max_byte_length() == to.max_byte_length());
        if from.is_shared() {
            return Err(self.throw_error_with(Message::ThrowTypeError, "A SharedArrayBuffer cannot be transferred"));
        }
        let (block, length, capacity) = (from.data(), from.byte_length(), from.raw().capacity.get());
        self.set_data_block(to, block, length, capacity);
        self.detach_array_buffer(from)
    }

    /// Lists `view` as a typed array over `buffer`, so detaching or resizing the buffer
    /// updates it.
    pub(crate) fn register_view(&mut self, buffer: ArrayBufferRef, view: ObjectRef) {
        self.buffer_views.register(buffer, view);
    }

    /// Recomputes what every typed array over `buffer` caches.
    /// Catches a growable SharedArrayBuffer's byte length up with its shared block, which
    /// another agent may have grown (the length each agent's buffer object and views cache
    /// is only raised by this agent's own `grow`); its views follow. Called where a reader
    /// must see the latest length: the `byteLength` getter (a seq-cst read), the views'
    /// length getters and the Atomics (which synchronise agents).
    pub fn sync_shared_byte_length(&mut self, buffer: ArrayBufferRef) {
        if !(buffer.is_shared() && buffer.is_resizable()) {
            return;
        }
        let Some(block) = self.shared_block(buffer) else { return };
        let length = block.byte_length();
        if length > buffer.byte_length() {
            buffer.raw().byte_length.set(length);
            self.update_views(buffer);
        }
    }

    fn update_views(&mut self, buffer: ArrayBufferRef) {
        for view in self.buffer_views.views_of(buffer) {
            crate::object::typed_array::TypedArrayRef::from_object(view)
                .expect("listed views are typed arrays")
                .refresh_cache(buffer);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::object::typed_array::{TypedArrayKind, TypedArrayRef};

    fn view(vm: &mut Vm, buffer: ArrayBufferRef, offset: usize, length: Option<usize>) -> TypedArrayRef {
        vm.new_typed_array_with_buffer(TypedArrayKind::Uint8, JSValue::NULL, buffer, offset, length).expect("a view")
    }

    #[test]
    fn the_collector_forgets_dead_views_and_dead_buffers() {
        let mut vm = Vm::new(Default::default()).expect("a VM");
        let buffer = vm.new_array_buffer(JSValue::NULL, 8, None, false).expect("a buffer");
        let buffer = vm.rooted(buffer);
        let kept = view(&mut vm, buffer.get(), 0, None);
        let kept = vm.rooted(kept);
        view(&mut vm, buffer.get(), 2, Some(2));
        view(&mut vm, buffer.get(), 4, Some(4));
        assert_eq!(vm.buffer_views.views_of(buffer.get()).len(), 3);
        vm.collect(gc::Sweep::Eager);
        assert_eq!(vm.buffer_views.views_of(buffer.get()), vec![kept.get().object()]);
        // Detaching reaches the live view.
        vm.detach_array_buffer(buffer.get()).expect("detachable");
        assert_eq!(kept.get().length(), 0);
        assert!(kept.get().is_out_of_bounds());
        drop((kept, buffer));
        vm.collect(gc::Sweep::Eager);
        assert_eq!(vm.buffer_views.buffer_count(), 0);
    }

    #[test]
    fn resizing_updates_every_view_and_keeps_the_bytes() {
        let mut vm = Vm::new(Default::default()).expect("a VM");
        let buffer = vm.new_array_buffer(JSValue::NULL, 4, Some(4096), false).expect("a buffer");
        let buffer = vm.rooted(buffer);
        let tracking = view(&mut vm, buffer.get(), 1, None);
        let tracking = vm.rooted(tracking);
        let fixed = view(&mut vm, buffer.get(), 2, Some(2));
        let fixed = vm.rooted(fixed);
        assert!(tracking.get().set_raw(0, 7));
        assert_eq!((tracking.get().length(), fixed.get().length()), (3, 2));
        // Shrinking takes the fixed view out of bounds; growing past the block moves it.
        vm.set_array_buffer_byte_length(buffer.get(), 3).expect("shrinks");
        assert_eq!((tracking.get().length(), fixed.get().length()), (2, 0));
        assert!(fixed.get().is_out_of_bounds());
        vm.set_array_buffer_byte_length(buffer.get(), 4000).expect("grows");
        assert_eq!((tracking.get().length(), fixed.get().length()), (3999, 2));
        assert_eq!(tracking.get().get_raw(0), Some(7));
        assert_eq!(fixed.get().get_raw(1), Some(0), "bytes a shrink dropped come back as zero");
        assert_eq!(buffer.get().read_bytes(1, 1), vec![7]);
    }
}
