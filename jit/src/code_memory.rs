//! Memory for machine code: one reserved arena, written at the next free address, and
//! writable xor executable at every moment.
//!
//! Traces are assembled for the address they will live at (dynasm's `VecAssembler`), so
//! code never moves once written. Writing flips the pages it touches to read-write, copies,
//! and flips them back to read-execute. No trace runs while that happens: traces call no
//! code that could compile another. On aarch64, whose instruction cache does not snoop the
//! data cache, the new code is then cleaned to the point of unification and the stale
//! instructions invalidated (`synchronize_icache`), and the pipeline of this thread, the
//! one that runs traces, refetches (`prepare_for_execution`); both are no-ops on x86-64.

use std::ptr::NonNull;

/// The arena's size: address space reserved once; pages are committed as code is written.
const ARENA_SIZE: usize = 64 << 20;

pub struct CodeMemory {
    base: NonNull<u8>,
    used: usize,
    page: usize,
    size: usize,
}

impl CodeMemory {
    /// The traces' arena.
    pub fn new() -> Option<CodeMemory> {
        CodeMemory::with_size(ARENA_SIZE)
    }

    /// An arena of `size` bytes (the regular expressions have their own: `regexp/`).
    pub fn with_size(size: usize) -> Option<CodeMemory> {
        // Reserved inaccessible: `write` makes the pages it fills executable.
        let base = gc::os::reserve(size, &mut gc::os::OsCounters::default()).ok()?;
        Some(CodeMemory { base, used: 0, page: gc::os::page_size(), size })
    }

    /// Where the next piece of code will be written.
    pub fn next_address(&self) -> usize {
        self.base.as_ptr() as usize + self.used
    }

    /// Copies `code` to `next_address()` and makes it executable; `None` when the arena is
    /// full.
    pub fn write(&mut self, code: &[u8]) -> Option<*const u8> {
        let start = self.used;
        let end = start.checked_add(code.len())?;
        if end > self.size {
            return None;
        }
        let first_page = start / self.page * self.page;
        let last_page = end.div_ceil(self.page) * self.page;
        let pages = last_page - first_page;
        // SAFETY: the range lies in the arena; no code in these pages runs while they are
        // writable (see the module comment).
        unsafe {
            let page_start = self.base.as_ptr().add(first_page);
            if libc::mprotect(page_start.cast(), pages, libc::PROT_READ | libc::PROT_WRITE) != 0 {
                return None;
            }
            std::ptr::copy_nonoverlapping(code.as_ptr(), self.base.as_ptr().add(start), code.len());
            if libc::mprotect(page_start.cast(), pages, libc::PROT_READ | libc::PROT_EXEC) != 0 {
                return None;
            }
            let written = std::slice::from_raw_parts(self.base.as_ptr().add(start), code.len());
            dynasmrt::cache_control::synchronize_icache(written);
            dynasmrt::cache_control::prepare_for_execution(written);
        }
        // Start the next trace on a fresh 16-byte line (loop heads are aligned in it).
        self.used = end.next_multiple_of(16);
        // SAFETY: start is within the arena.
        Some(unsafe { self.base.as_ptr().add(start) })
    }

    pub fn used(&self) -> usize {
        self.used
    }
}

impl Drop for CodeMemory {
    fn drop(&mut self) {
        // SAFETY: the arena was reserved in `new` with this size; no trace outlives the JIT.
        unsafe { gc::os::unmap(self.base.as_ptr(), self.size, &mut gc::os::OsCounters::default()) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A function returning 42: `mov eax, 42; ret` or `movz w0, #42; ret`.
    #[cfg(target_arch = "x86_64")]
    const RETURN_42: &[u8] = &[0xb8, 42, 0, 0, 0, 0xc3];
    #[cfg(target_arch = "aarch64")]
    const RETURN_42: &[u8] = &[0x40, 0x05, 0x80, 0x52, 0xc0, 0x03, 0x5f, 0xd6];

    #[test]
    fn written_code_is_executable_and_never_moves() {
        let mut memory = CodeMemory::new().expect("an arena");
        let first = memory.next_address();
        let code = RETURN_42;
        let at = memory.write(code).expect("room");
        assert_eq!(at as usize, first);
        // SAFETY: the bytes are a complete function of this machine returning 42.
        let f: extern "C" fn() -> u32 = unsafe { std::mem::transmute(at) };
        assert_eq!(f(), 42);
        let second = memory.write(code).expect("room");
        assert_eq!(second as usize % 16, 0);
        assert_eq!(f(), 42, "the first function still runs after the second was written");
    }
}
