//! Suspended frames: the registers of a generator or async function between runs.
//!
//! Suspending copies the frame's registers into this cell and pops the frame; resuming
//! pushes a frame on top of the register file and copies them back. The registers are
//! small (a frame's own), and copying keeps the register file a plain stack.

use std::cell::Cell;
use std::ptr::NonNull;

use gc::Marker;

use crate::cell::{CellHeader, JSType};
use crate::error::JsResult;
use crate::runtime::executable::ExecutableRef;
use crate::value::JSValue;
use crate::vm::Vm;

#[repr(C)]
pub struct SuspendedFrame {
    header: CellHeader,
    executable: Cell<JSValue>,
    /// The instruction that suspended (a yield or await); it resumes after it.
    pc: Cell<u32>,
    /// The register that receives the value sent in on resumption (the next one the mode).
    resume_register: Cell<u16>,
    _reserved: u16,
    count: u32,
    _padding: u32,
}

impl SuspendedFrame {
    /// How many registers follow the fixed fields.
    pub(crate) fn register_count(&self) -> usize {
        self.count as usize
    }
}

/// A handle to a live suspended frame.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SuspendedFrameRef(NonNull<SuspendedFrame>);

crate::cell::cell_handle!(SuspendedFrameRef => SuspendedFrame, values, |t| t == JSType::SuspendedFrame);

impl SuspendedFrameRef {
    pub fn executable(self) -> ExecutableRef {
        ExecutableRef::from_value(self.raw().executable.get()).expect("a suspended frame has code")
    }

    pub fn pc(self) -> u32 {
        self.raw().pc.get()
    }

    pub fn resume_register(self) -> u16 {
        self.raw().resume_register.get()
    }

    pub fn count(self) -> usize {
        self.raw().count as usize
    }

    pub fn register(self, index: usize) -> JSValue {
        self.values()[index].get()
    }

    pub(crate) fn trace(self, marker: &mut Marker<'_>) {
        if let Some(cell) = self.raw().executable.get().cell() {
            marker.mark_cell(cell);
        }
        for index in 0..self.count() {
            if let Some(cell) = self.register(index).cell() {
                marker.mark_cell(cell);
            }
        }
    }
}

impl Vm {
    /// A suspended frame with room for `count` registers of `executable`. May collect.
    pub(crate) fn new_suspended_frame(
        &mut self,
        executable: ExecutableRef,
        count: usize,
    ) -> JsResult<SuspendedFrameRef> {
        let executable_root = self.rooted(executable);
        let header = CellHeader::new(self.common.suspended_frame_structure_id(), JSType::SuspendedFrame, 0, 0);
        let cell = self.new_cell_with_values(
            count,
            || SuspendedFrame {
                header,
                executable: Cell::new(executable_root.get().to_value()),
                pc: Cell::new(0),
                resume_register: Cell::new(0),
                _reserved: 0,
                count: count as u32,
                _padding: 0,
            },
            |_| JSValue::UNDEFINED,
        )?;
        Ok(SuspendedFrameRef(cell))
    }

    /// Saves the registers from `fp` into `frame`, with where to resume.
    pub(crate) fn save_registers(&self, frame: SuspendedFrameRef, fp: usize, pc: u32, resume_register: u16) {
        for (index, register) in frame.values().iter().enumerate() {
            register.set(self.stack.register(fp + index));
        }
        frame.raw().pc.set(pc);
        frame.raw().resume_register.set(resume_register);
        self.heap.write_barrier(frame.cell());
    }
}
