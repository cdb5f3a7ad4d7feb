//! The element accesses of `Atomics`: the processor's atomic instructions on the element's
//! address, sequentially consistent, so that agents on other threads sharing the buffer
//! see them whole and in one order (`runtime/shared_memory.rs`).
//!
//! Every element of a typed array is aligned to its size: blocks are aligned to 16 bytes
//! and a view's byte offset is a multiple of its element size (inline elements of a small
//! typed array are aligned to 8). An unaligned address would be a bug; it falls back to
//! the plain access, which is what one agent alone needs.

use std::sync::atomic::{AtomicU8, AtomicU16, AtomicU32, AtomicU64, Ordering};

use super::TypedArrayRef;

const SEQ_CST: Ordering = Ordering::SeqCst;

/// The element `fetch_update` read (its closure never refuses, so it always succeeds).
fn old<T: Into<u64>>(result: Result<T, T>) -> u64 {
    match result {
        Ok(old) | Err(old) => old.into(),
    }
}

impl TypedArrayRef {
    /// The element's address, if `index < length()` and it is aligned.
    fn atomic_address(self, index: usize) -> Option<(*mut u8, usize)> {
        if index >= self.length() {
            return None;
        }
        let size = self.kind().element_size();
        let address = self.data().wrapping_add(index << self.kind().element_shift());
        Some((address, size)).filter(|_| (address as usize).is_multiple_of(size))
    }

    /// Atomically replaces the raw element at `index` with `update(old)`; the old element,
    /// or `None` past `length()`.
    pub fn atomic_update(self, index: usize, update: impl Fn(u64) -> u64) -> Option<u64> {
        let Some((address, size)) = self.atomic_address(index) else {
            let old = self.get_raw(index)?;
            self.set_raw(index, update(old));
            return Some(old);
        };
        // SAFETY: the element lies within the elements in use and is aligned to its size
        // (atomic_address); other threads reach it only through atomic or plain accesses
        // of shared memory.
        let old = unsafe {
            match size {
                1 => old(
                    AtomicU8::from_ptr(address).fetch_update(SEQ_CST, SEQ_CST, |old| Some(update(old.into()) as u8))
                ),
                2 => old(AtomicU16::from_ptr(address.cast())
                    .fetch_update(SEQ_CST, SEQ_CST, |old| Some(update(old.into()) as u16))),
                4 => old(AtomicU32::from_ptr(address.cast())
                    .fetch_update(SEQ_CST, SEQ_CST, |old| Some(update(old.into()) as u32))),
                _ => old(AtomicU64::from_ptr(address.cast()).fetch_update(SEQ_CST, SEQ_CST, |old| Some(update(old)))),
            }
        };
        Some(old)
    }

    /// Atomically reads the raw element at `index`; `None` past `length()`.
    pub fn atomic_load(self, index: usize) -> Option<u64> {
        let Some((address, size)) = self.atomic_address(index) else { return self.get_raw(index) };
        // SAFETY: as in atomic_update.
        Some(unsafe {
            match size {
                1 => AtomicU8::from_ptr(address).load(SEQ_CST) as u64,
                2 => AtomicU16::from_ptr(address.cast()).load(SEQ_CST) as u64,
                4 => AtomicU32::from_ptr(address.cast()).load(SEQ_CST) as u64,
                _ => AtomicU64::from_ptr(address.cast()).load(SEQ_CST),
            }
        })
    }

    /// Atomically writes the raw element at `index`; false (and nothing written) past
    /// `length()`.
    pub fn atomic_store(self, index: usize, raw: u64) -> bool {
        self.atomic_update(index, |_| raw).is_some()
    }

    /// Atomically replaces the raw element at `index` with `replacement` if it is
    /// `expected`; the element read, or `None` past `length()`.
    pub fn atomic_compare_exchange(self, index: usize, expected: u64, replacement: u64) -> Option<u64> {
        self.atomic_update(index, |old| if old == expected { replacement } else { old })
    }
}
