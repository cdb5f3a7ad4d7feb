//! Virtual memory from the operating system: reserve, release, and give pages back.
//!
//! Every call into the kernel that the heap makes goes through this file, so the counts in
//! [`OsCounters`] are complete (the large-object benchmark and tests assert on them).

use std::io;
use std::ptr::NonNull;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

/// How many times the heap asked the kernel for memory or gave it back.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OsCounters {
    /// `mmap` calls that reserved new address space.
    pub mmap_calls: u64,
    /// `munmap` calls.
    pub munmap_calls: u64,
    /// `madvise(MADV_DONTNEED)` calls that returned pages to the kernel.
    pub decommit_calls: u64,
}

/// Bytes mapped through this file and not yet unmapped, by every heap and engine of the
/// process. Unlike the process's own figures it does not move with what the allocator
/// keeps, so a test can check that dropping engines gives back every mapping they made.
static MAPPED_NOW: AtomicUsize = AtomicUsize::new(0);

/// Bytes mapped through [`map`], [`map_aligned`] and [`reserve`] and not yet unmapped, by
/// the whole process.
pub fn mapped_now() -> usize {
    MAPPED_NOW.load(Ordering::Relaxed)
}

/// The size of a virtual memory page, read once from the kernel.
pub fn page_size() -> usize {
    static PAGE_SIZE: OnceLock<usize> = OnceLock::new();
    *PAGE_SIZE.get_or_init(|| {
        // SAFETY: sysconf has no preconditions; it only reads a system constant.
        let size = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
        if size > 0 { size as usize } else { 4096 }
    })
}

/// Reserves `size` bytes of zeroed, readable and writable memory. Pages cost nothing until
/// they are touched (`MAP_NORESERVE`), so reserving generously is cheap.
pub fn map(size: usize, counters: &mut OsCounters) -> io::Result<NonNull<u8>> {
    map_with(size, libc::PROT_READ | libc::PROT_WRITE, counters)
}

/// Reserves `size` bytes that can be neither read nor written until the caller changes
/// their protection (the JIT's code arena, made writable a page at a time).
pub fn reserve(size: usize, counters: &mut OsCounters) -> io::Result<NonNull<u8>> {
    map_with(size, libc::PROT_NONE, counters)
}

fn map_with(size: usize, protection: libc::c_int, counters: &mut OsCounters) -> io::Result<NonNull<u8>> {
    debug_assert!(size.is_multiple_of(page_size()));
    // SAFETY: an anonymous private mapping at an address of the kernel's choosing cannot
    // alias any memory this process uses; the result is checked for MAP_FAILED below.
    let address = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            size,
            protection,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
            -1,
            0,
        )
    };
    counters.mmap_calls += 1;
    if address == libc::MAP_FAILED {
        return Err(io::Error::last_os_error());
    }
    MAPPED_NOW.fetch_add(size, Ordering::Relaxed);
    Ok(NonNull::new(address.cast()).expect("mmap returned null without failing"))
}

/// Reserves `size` bytes aligned to `alignment` (a power of two, a multiple of the page
/// size) by over-reserving and trimming the ends.
pub fn map_aligned(size: usize, alignment: usize, counters: &mut OsCounters) -> io::Result<NonNull<u8>> {
    debug_assert!(alignment.is_power_of_two() && alignment.is_multiple_of(page_size()));
    let reserved = size + alignment;
    let base = map(reserved, counters)?.as_ptr() as usize;
    let aligned = (base + alignment - 1) & !(alignment - 1);
    let head = aligned - base;
    let tail = reserved - head - size;
    // SAFETY: both trimmed ranges lie inside the mapping made just above and outside
    // [aligned, aligned + size), which is what the caller gets.
    unsafe {
        if head != 0 {
            unmap(base as *mut u8, head, counters);
        }
        if tail != 0 {
            unmap((aligned + size) as *mut u8, tail, counters);
        }
    }
    Ok(NonNull::new(aligned as *mut u8).expect("aligned address in a mapping is not null"))
}

/// Releases address space.
///
/// # Safety
/// `[address, address + size)` must be mapped by [`map`] and hold nothing anyone will read.
pub unsafe fn unmap(address: *mut u8, size: usize, counters: &mut OsCounters) {
    // SAFETY: the caller guarantees the range is ours and dead.
    let result = unsafe { libc::munmap(address.cast(), size) };
    counters.munmap_calls += 1;
    debug_assert_eq!(result, 0, "munmap failed: {}", io::Error::last_os_error());
    if result == 0 {
        MAPPED_NOW.fetch_sub(size, Ordering::Relaxed);
    }
}

/// Returns the physical pages behind `[address, address + size)` to the kernel. The range
/// stays mapped; the next touch of each page faults in a zero page.
///
/// # Safety
/// The range must be page-aligned, mapped by [`map`], and hold no live data.
pub unsafe fn decommit(address: *mut u8, size: usize, counters: &mut OsCounters) {
    debug_assert!((address as usize).is_multiple_of(page_size()) && size.is_multiple_of(page_size()));
    // SAFETY: the caller guarantees the range is ours and dead; MADV_DONTNEED on a private
    // anonymous mapping only drops its contents.
    let result = unsafe { libc::madvise(address.cast(), size, libc::MADV_DONTNEED) };
    counters.decommit_calls += 1;
    debug_assert_eq!(result, 0, "madvise failed: {}", io::Error::last_os_error());
}

/// What this process has mapped, in bytes, from `/proc/self/statm`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ProcessMemory {
    /// Address space mapped (`VmSize`).
    pub mapped: usize,
    /// Of it, resident.
    pub resident: usize,
    /// Data and stack mapped (what RLIMIT_DATA counts).
    pub data: usize,
}

/// This process's memory now, or `None` where `/proc/self/statm` cannot be read.
pub fn process_memory() -> Option<ProcessMemory> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: Vec<usize> = statm.split_whitespace().map(|field| field.parse().ok()).collect::<Option<_>>()?;
    let page = page_size();
    Some(ProcessMemory { mapped: pages.first()? * page, resident: pages.get(1)? * page, data: pages.get(5)? * page })
}

/// The resident set size of this process now, in bytes.
pub fn resident_bytes() -> Option<usize> {
    process_memory().map(|memory| memory.resident)
}

/// The peak resident set size of this process, in bytes (`getrusage`).
pub fn peak_resident_bytes() -> usize {
    // SAFETY: rusage is plain data that getrusage fills in; zero is a valid initial value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `usage` is a valid, writable rusage.
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut usage) };
    usage.ru_maxrss as usize * 1024
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aligned_mappings_are_aligned_and_zeroed() {
        let mut counters = OsCounters::default();
        let alignment = 1 << 16;
        let memory = map_aligned(4 * alignment, alignment, &mut counters).unwrap();
        assert_eq!(memory.as_ptr() as usize % alignment, 0);
        // SAFETY: the mapping is 4 * alignment bytes long and zero-filled by the kernel.
        let bytes = unsafe { std::slice::from_raw_parts(memory.as_ptr(), 4 * alignment) };
        assert!(bytes.iter().all(|&b| b == 0));
        assert_eq!(counters.mmap_calls, 1);
    }

    #[test]
    fn decommitted_pages_read_back_as_zero() {
        let mut counters = OsCounters::default();
        let size = 4 * page_size();
        let memory = map(size, &mut counters).unwrap().as_ptr();
        // SAFETY: `memory` is a fresh mapping of `size` bytes owned by this test.
        unsafe {
            memory.write_bytes(0xab, size);
            decommit(memory, size, &mut counters);
            assert!(std::slice::from_raw_parts(memory, size).iter().all(|&b| b == 0));
            unmap(memory, size, &mut counters);
        }
        assert_eq!(counters.decommit_calls, 1);
    }
}
