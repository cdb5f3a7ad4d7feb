//! Poisoning of decommitted pages, a testing option (`--poison-decommitted-pages`).
//!
//! Decommitting the free pages of a block relies on nothing reading a dead cell in them
//! until the block is swept to a free list again (invariant H2): such a page reads as
//! zeros, which looks like a zapped cell, so a stray read goes unnoticed. Poisoning makes it
//! loud. Without AddressSanitizer the pages are filled with [`POISON_BYTE`], so a reader sees
//! neither a valid nor a zapped cell and crashes at once; under AddressSanitizer (the `asan`
//! feature) they are poisoned with the sanitizer and the read is reported where it happens.
//! Pages are unpoisoned when their block is swept to a free list or freed.
//!
//! The pattern fill writes to the pages it just gave back, so it costs the memory the
//! decommit saved: it is for tests, and stays off by default.

/// The byte that fills poisoned pages: neither zero (zapped) nor a plausible header.
pub const POISON_BYTE: u8 = 0xbd;

/// How decommitted pages are poisoned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PoisonMode {
    /// Not poisoned.
    None,
    /// Filled with [`POISON_BYTE`].
    Pattern,
    /// Poisoned with AddressSanitizer.
    Asan,
}

impl PoisonMode {
    /// The mode that a request for poisoning gets in this build.
    pub fn for_request(poison: bool) -> PoisonMode {
        match (poison, cfg!(feature = "asan")) {
            (false, _) => PoisonMode::None,
            (true, false) => PoisonMode::Pattern,
            (true, true) => PoisonMode::Asan,
        }
    }

    /// The name `$vm.decommittedMarkedBlockPagePoison()` returns.
    pub fn name(self) -> &'static str {
        match self {
            PoisonMode::None => "none",
            PoisonMode::Pattern => "pattern",
            PoisonMode::Asan => "asan",
        }
    }
}

#[cfg(feature = "asan")]
unsafe extern "C" {
    fn __asan_poison_memory_region(address: *const u8, size: usize);
    fn __asan_unpoison_memory_region(address: *const u8, size: usize);
}

/// Poisons `[address, address + size)`.
///
/// # Safety
/// The range must be memory of the heap that nothing will read until [`unpoison`].
pub(crate) unsafe fn poison(mode: PoisonMode, address: *mut u8, size: usize) {
    match mode {
        PoisonMode::None => {}
        // SAFETY: the caller owns the range and nothing reads it.
        PoisonMode::Pattern => unsafe { address.write_bytes(POISON_BYTE, size) },
        #[cfg(feature = "asan")]
        // SAFETY: the sanitizer only records the range as unaddressable.
        PoisonMode::Asan => unsafe { __asan_poison_memory_region(address, size) },
        #[cfg(not(feature = "asan"))]
        PoisonMode::Asan => unreachable!("AddressSanitizer poisoning needs the `asan` feature"),
    }
}

/// Undoes [`poison`]: the range reads as zeros again, as a decommitted page does.
///
/// # Safety
/// The range must have been poisoned with `mode` and belong to the heap.
pub(crate) unsafe fn unpoison(mode: PoisonMode, address: *mut u8, size: usize) {
    match mode {
        PoisonMode::None => {}
        // SAFETY: the caller owns the range.
        PoisonMode::Pattern => unsafe { address.write_bytes(0, size) },
        #[cfg(feature = "asan")]
        // SAFETY: the range was poisoned by `poison`; the pages read as zero afterwards.
        PoisonMode::Asan => unsafe { __asan_unpoison_memory_region(address, size) },
        #[cfg(not(feature = "asan"))]
        PoisonMode::Asan => unreachable!("AddressSanitizer poisoning needs the `asan` feature"),
    }
}
