//! The register file and the frame records.
//!
//! Every JavaScript frame is a window of one big array of JSValues, reserved once (the
//! pages are committed as the stack grows, and a fresh page reads as the empty value, a
//! valid JSValue):
//!
//! ```text
//!   register file:  [ frame 0 ............ ][ frame 1 ........ ][ call window ][ free
//!                    fp0                     fp1                                ^ top
//!   a frame:        [ callee | this | new.target | scope | params... | locals and temporaries ]
//! ```
//!
//! Everything below `top` is a root of the collector, so a value in a register is always
//! alive. The frame records, kept beside it, hold what is not a JSValue: the code, the
//! frame pointer, the pc to resume at, and where the caller wants the result.

use std::ptr::NonNull;

use crate::bytecode::{CodeBlock, Instruction, Reg};
use crate::runtime::executable::ExecutableRef;
use crate::value::JSValue;

/// Registers reserved for the whole stack.
pub const REGISTER_FILE_SLOTS: usize = 4 << 20;

/// The most frames that may be live at once.
pub const MAX_FRAMES: usize = 100_000;

/// Frame records reserved up front: the most frames, and room for the entry frames that
/// natives and generators push past them (bounded by the native depth) and the frames
/// the JIT's exits rebuild. Pushing never reallocates, so it cannot abort.
const FRAMES_RESERVED: usize = MAX_FRAMES + 4096;

/// The most arguments a call can be given: all the register file holds. Builtins that build
/// an argument list from an array-like (`apply`, `Reflect.apply`) refuse a longer one before
/// reading it.
pub const MAX_CALL_ARGUMENTS: usize = REGISTER_FILE_SLOTS;

/// What kind of frame this is and what happens when it returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct FrameFlags(u8);

impl FrameFlags {
    /// Returning from this frame returns from `execute` to Rust.
    pub const ENTRY: FrameFlags = FrameFlags(1);
    /// The frame runs a `[[Construct]]`: a non-object result means `this`.
    pub const CONSTRUCT: FrameFlags = FrameFlags(2);

    pub const fn contains(self, other: FrameFlags) -> bool {
        self.0 & other.0 == other.0
    }

    pub const fn with(self, other: FrameFlags) -> FrameFlags {
        FrameFlags(self.0 | other.0)
    }
}

/// The code block of a frame, as its record and the interpreter's cursor keep it: a
/// pointer (a call costs no reference counting, a read one load), made only from a live
/// executable, for the frame that holds that executable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CodeRef(NonNull<CodeBlock>);

impl CodeRef {
    /// The code of `executable`, for the frame that runs it.
    #[inline(always)]
    pub(crate) fn of(executable: ExecutableRef) -> CodeRef {
        CodeRef(NonNull::from(executable.code()))
    }

    /// The code's instructions as the dispatch loop fetches them.
    #[inline(always)]
    pub(crate) fn instructions(self) -> Instructions {
        Instructions { first: NonNull::from(&self.instructions[0]), code: self }
    }
}

/// The instructions of a frame's code, as the dispatch loop reads them: the address of the
/// first, which the loop keeps in a machine register (read through the code block, it was
/// loaded again for every instruction, after stores the compiler could not tell apart from
/// the block's), and the code it is valid for as long as the `CodeRef` is.
#[derive(Clone, Copy)]
pub(crate) struct Instructions {
    first: NonNull<Instruction>,
    code: CodeRef,
}

impl Instructions {
    /// The instruction at `pc`, fetched without a bounds check, for a pc that stays in the
    /// code as `CodeBlock::instructions` says. The loop's pc starts at 0 in a new frame, at
    /// a handler, or one past the call a frame returns to (a frame with a callee above it
    /// is at its call: `save_pc` at a call instruction, and the tier's `push_inlined_frame`
    /// keeps to it); any other pc it resumes at is checked when its cursor is made
    /// (`Cursor::resume`).
    #[inline(always)]
    pub(crate) fn at(&self, pc: usize) -> &Instruction {
        debug_assert!(pc < self.code.instructions.len(), "a pc past the code");
        // SAFETY: the pc is an index of the code (above): the compiler's code ends with an
        // instruction that does not go on, and every jump and handler lands inside it; the
        // code lives as long as its `CodeRef` (its `Deref`), which this holds.
        unsafe { self.first.add(pc).as_ref() }
    }
}

impl std::ops::Deref for CodeRef {
    type Target = CodeBlock;

    /// The code, borrowed as long as this reference is.
    #[inline(always)]
    fn deref(&self) -> &CodeBlock {
        // A CodeRef is made from a live executable for the frame that runs it; the frame
        // roots that executable (its first register holds its function or executable, which
        // the collector marks), and the executable holds a count of the block. The frame
        // records keep a CodeRef only while their frame is on the stack, and the
        // interpreter's cursor is the top frame's, reloaded whenever that frame changes.
        // SAFETY: so the block is alive for as long as this CodeRef is used (above).
        unsafe { self.0.as_ref() }
    }
}

/// One JavaScript frame.
#[derive(Clone, Copy, Debug)]
pub struct Frame {
    pub executable: ExecutableRef,
    /// `executable`'s code (`CodeRef::of(executable)`), kept so a read skips the cell.
    pub code: CodeRef,
    /// Register index of the frame's first register (`fp()`). A u32, which every index
    /// of the register file fits, so that the record stays 40 bytes: finding the top one
    /// (as every `save_pc` does) is then one `lea`, where 48 bytes took a shift more.
    pub(crate) fp: u32,
    /// Where to resume this frame (saved when it calls out).
    pub pc: u32,
    /// Arguments the caller passed.
    pub argc: u32,
    /// The caller's register that receives the result.
    pub return_register: Reg,
    pub flags: FrameFlags,
    /// The realm to go back to when the frame returns (realms are kept alive by the VM).
    pub caller_realm: Option<crate::runtime::realm::RealmRef>,
}

const _: () = assert!(REGISTER_FILE_SLOTS <= u32::MAX as usize, "a register index fits a frame's fp");
const _: () = assert!(size_of::<Frame>() == 40, "the frame record is 40 bytes");

impl Frame {
    /// Register index of the frame's first register.
    #[inline(always)]
    pub fn fp(&self) -> usize {
        self.fp as usize
    }

    /// The register just past this frame (its extra arguments included).
    pub fn end(&self) -> usize {
        let code = self.code();
        self.fp() + code.register_count as usize + (self.argc as usize).saturating_sub(code.parameter_count as usize)
    }
}

impl Frame {
    #[inline(always)]
    pub fn code(&self) -> &CodeBlock {
        &self.code
    }
}

/// The register file and the frames on it.
pub struct Stack {
    base: NonNull<JSValue>,
    /// First free register.
    pub top: usize,
    pub frames: Vec<Frame>,
}

impl Stack {
    /// The register file, or `None` when the system refuses its address space.
    pub fn new() -> Option<Stack> {
        let mut counters = gc::os::OsCounters::default();
        let mut frames = Vec::new();
        frames.try_reserve_exact(FRAMES_RESERVED).ok()?;
        let base = gc::os::map(REGISTER_FILE_SLOTS * size_of::<JSValue>(), &mut counters).ok()?.cast();
        Some(Stack { base, top: 0, frames })
    }

    /// The registers of the frame starting at `fp`.
    #[inline(always)]
    pub fn registers(&self, fp: usize) -> Registers {
        // SAFETY: fp is within the reservation.
        Registers(unsafe { self.base.as_ptr().add(fp) })
    }

    #[inline(always)]
    pub fn register(&self, index: usize) -> JSValue {
        debug_assert!(index < REGISTER_FILE_SLOTS);
        // SAFETY: the index is within the reservation, which holds JSValues.
        unsafe { self.base.as_ptr().add(index).read() }
    }

    #[inline(always)]
    pub fn set_register(&self, index: usize, value: JSValue) {
        debug_assert!(index < REGISTER_FILE_SLOTS);
        // SAFETY: as above.
        unsafe { self.base.as_ptr().add(index).write(value) }
    }

    /// Copies the `count` registers from `from` to `to`, windows that do not overlap (so
    /// the order of the copy does not matter).
    #[inline(always)]
    pub fn copy_registers(&self, from: usize, to: usize, count: usize) {
        debug_assert!(from + count <= to || to + count <= from, "the windows do not overlap");
        debug_assert!(from.max(to) + count <= REGISTER_FILE_SLOTS);
        // Most calls pass a few arguments. Not `copy_nonoverlapping`: for a count not known
        // at compile time that is a call of `memcpy`; nor a plain loop, which LLVM unrolls
        // by four with a loop for the rest, about 25 instructions to copy two values.
        let copy = |index: usize| self.set_register(to + index, self.register(from + index));
        match count {
            0 => {}
            1 => copy(0),
            2 => {
                copy(0);
                copy(1);
            }
            3 => {
                copy(0);
                copy(1);
                copy(2);
            }
            _ => (0..count).for_each(copy),
        }
    }

    /// Sets the `count` registers from `from` to `value`: a frame's locals, often few (as
    /// in `copy_registers`, small counts are written without a loop).
    #[inline(always)]
    pub fn fill_registers(&self, from: usize, count: usize, value: JSValue) {
        debug_assert!(from + count <= REGISTER_FILE_SLOTS);
        let set = |index: usize| self.set_register(from + index, value);
        match count {
            0 => {}
            1 => set(0),
            2 => {
                set(0);
                set(1);
            }
            _ => (0..count).for_each(set),
        }
    }

    /// Whether `count` more registers fit above `from`.
    pub fn has_room(&self, from: usize, count: usize) -> bool {
        from.checked_add(count).is_some_and(|end| end <= REGISTER_FILE_SLOTS)
    }

    /// Every register in use, for the collector.
    pub fn live_registers(&self) -> impl Iterator<Item = JSValue> + '_ {
        (0..self.top).map(|index| self.register(index))
    }
}

impl Drop for Stack {
    fn drop(&mut self) {
        let mut counters = gc::os::OsCounters::default();
        // SAFETY: the reservation was made in `new` with this size; nothing refers to it once
        // the VM is gone.
        unsafe { gc::os::unmap(self.base.as_ptr().cast(), REGISTER_FILE_SLOTS * size_of::<JSValue>(), &mut counters) };
    }
}

/// A frame's registers. Valid while the frame is on the stack; the register file never
/// moves, so it stays valid across allocations and calls.
#[derive(Clone, Copy)]
pub struct Registers(*mut JSValue);

impl Registers {
    /// The frame's first register, for machine code that reads and writes the frame.
    #[inline(always)]
    pub fn as_ptr(self) -> *mut JSValue {
        self.0
    }

    #[inline(always)]
    pub fn get(self, register: Reg) -> JSValue {
        // SAFETY: compiled code only names registers below its frame's register count, and
        // the frame was set up with that many registers.
        unsafe { self.0.add(register.index()).read() }
    }

    #[inline(always)]
    pub fn set(self, register: Reg, value: JSValue) {
        // SAFETY: as in `get`.
        unsafe { self.0.add(register.index()).write(value) }
    }
}
