//! Kestrel's trace JIT (issue 7): hot loops recorded as typed SSA traces, optimised, and
//! emitted as x86-64 (later aarch64) machine code with dynasm, plugged into the VM through
//! its tier-up trait.
//!
//! Nothing is here yet. What the JIT will rely on is fixed already: the offsets in
//! `vm::layout`, the value encoding in `vm::value`, and the allocator free lists that
//! machine code pops (`gc::LocalAllocator`, whose slow path refills the same list, H1).
