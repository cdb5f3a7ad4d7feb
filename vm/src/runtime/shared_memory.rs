//! Memory shared between agents: the data blocks of SharedArrayBuffers, their waiter lists
//! (`Atomics.wait`, `waitAsync`, `notify`), and the signal each agent's host event loop
//! waits on.
//!
//! ```text
//!   VM 1 (main thread)                         VM 2 (an agent's thread)
//!   SharedArrayBuffer cell --data--+     +--data-- SharedArrayBuffer cell
//!   shared_blocks[cell] --Arc--+   |     |   +--Arc-- shared_blocks[cell]
//!                              v   v     v   v
//!                    SharedBlock { bytes (Rust allocation), byte length,
//!                                  waiters: Mutex<[Waiter]> }
//! ```
//!
//! * **Blocks live outside every heap.** Each VM has its own heap, so a block that two VMs
//!   read cannot be one VM's cell. A [`SharedBlock`] is a zeroed Rust allocation of the
//!   buffer's maximum byte length (its byte length when it is not growable), so it never
//!   moves: growing only raises the length. Each buffer cell of each VM holds an `Arc` of
//!   its block in the VM's `SharedBlocks` table, weakly keyed by the cell, which the
//!   collector prunes when the cell dies; the last `Arc` frees the bytes.
//! * **Races.** Plain element reads and writes of different agents may race, as the memory
//!   model allows; `Atomics` operations use the processor's atomic instructions
//!   (`object/typed_array`), so they are sequentially consistent with each other.
//! * **The waiter list** of a block is one mutex-guarded FIFO for all its byte indices (the
//!   specification's WaiterList critical section; locations of one block rarely have
//!   waiters at once). A synchronous waiter blocks its thread on a condition variable of its
//!   own; being removed from the list is being notified. An asynchronous waiter is a token
//!   of its VM: `notify` posts the token to the VM's [`AgentSignal`], and the host's event
//!   loop settles the promise ([`Vm::settle_async_waits`]). A waiter whose timeout passes
//!   takes itself out of the list under the same lock, so it is either notified or timed
//!   out, never both.

use std::collections::{HashMap, VecDeque};
use std::ptr::NonNull;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use gc::{CellPtr, Liveness};

use crate::error::JsResult;
use crate::object::ObjectRef;
use crate::runtime::array_buffer::ArrayBufferRef;
use crate::vm::Vm;

/// The alignment of a block: every element of every typed array kind is aligned in it.
const BLOCK_ALIGNMENT: usize = 16;

/// The bytes of a SharedArrayBuffer, shared by every agent that holds the buffer.
pub struct SharedBlock {
    /// The first byte (dangling when `capacity` is 0).
    data: NonNull<u8>,
    /// Bytes allocated: the maximum byte length.
    capacity: usize,
    /// \[\[ArrayBufferByteLengthData\]\]: only grows.
    byte_length: AtomicUsize,
    /// The waiter list of every byte index of the block, in the order the waiters came.
    waiters: Mutex<VecDeque<Waiter>>,
}

// SAFETY: the block owns its allocation and never hands out references into it, only the
// raw address. Threads read and write the bytes through that address as JavaScript's
// shared memory, where races are allowed (plain accesses) or made atomic (Atomics); the
// rest of the block is atomics and a mutex.
unsafe impl Send for SharedBlock {}
// SAFETY: as for Send.
unsafe impl Sync for SharedBlock {}

impl SharedBlock {
    /// A block of `byte_length` zero bytes that can grow to `capacity`; `None` when the
    /// allocation fails.
    fn new(byte_length: usize, capacity: usize) -> Option<SharedBlock> {
        debug_assert!(byte_length <= capacity);
        let data = if capacity == 0 {
            NonNull::dangling()
        } else {
            let layout = std::alloc::Layout::from_size_align(capacity, BLOCK_ALIGNMENT).ok()?;
            // SAFETY: the layout's size is not zero.
            NonNull::new(unsafe { std::alloc::alloc_zeroed(layout) })?
        };
        Some(SharedBlock {
            data,
            capacity,
            byte_length: AtomicUsize::new(byte_length),
            waiters: Mutex::new(VecDeque::new()),
        })
    }

    /// The first byte; null for an empty block, as for a buffer without one.
    pub fn data(&self) -> *mut u8 {
        if self.capacity == 0 { std::ptr::null_mut() } else { self.data.as_ptr() }
    }

    /// The bytes allocated (the most the block can grow to).
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// The byte length now, as the last growth in any agent left it.
    pub fn byte_length(&self) -> usize {
        self.byte_length.load(Ordering::SeqCst)
    }

    /// Raises the byte length to `new_length` (within the capacity) unless another agent
    /// has already grown it further; the length after.
    pub(crate) fn grow_to(&self, new_length: usize) -> usize {
        debug_assert!(new_length <= self.capacity);
        self.byte_length.fetch_max(new_length, Ordering::SeqCst).max(new_length)
    }

    fn waiters(&self) -> MutexGuard<'_, VecDeque<Waiter>> {
        // A panic while the list was held leaves it consistent (every change is one call).
        self.waiters.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// DoWait's critical section for a synchronous waiter on `byte_index`: if
    /// `still_expected` (read inside the critical section) says the element still holds the
    /// value, blocks the thread until notified or until `timeout` (`None`: forever) passes.
    /// `interrupted` is asked every [`INTERRUPT_POLL`] while it waits (the host may want
    /// the script terminated); the waiter then leaves the list. A wait without a timeout
    /// marks the waiting VM's `signal` idle (only another agent can end it), until a
    /// notification does.
    pub fn wait(
        &self,
        byte_index: usize,
        still_expected: impl FnOnce() -> bool,
        timeout: Option<Duration>,
        signal: &Arc<AgentSignal>,
        interrupted: impl Fn() -> bool,
    ) -> WaitOutcome {
        let mut list = self.waiters();
        if !still_expected() {
            return WaitOutcome::NotEqual;
        }
        let waiter = Arc::new(Condvar::new());
        let deadline = timeout.and_then(|timeout| Instant::now().checked_add(timeout));
        list.push_back(Waiter { byte_index, wake: Wake::Sync(waiter.clone(), signal.clone()) });
        if deadline.is_none() {
            signal.set_idle(true);
        }
        let is_this = |w: &Waiter| matches!(&w.wake, Wake::Sync(c, _) if Arc::ptr_eq(c, &waiter));
        loop {
            if !list.iter().any(is_this) {
                return WaitOutcome::Ok;
            }
            let left = deadline.map_or(INTERRUPT_POLL, |deadline| deadline.saturating_duration_since(Instant::now()));
            let outcome = if left.is_zero() {
                WaitOutcome::TimedOut
            } else if interrupted() {
                WaitOutcome::Interrupted
            } else {
                list = waiter
                    .wait_timeout(list, left.min(INTERRUPT_POLL))
                    .unwrap_or_else(|poisoned| poisoned.into_inner())
                    .0;
                continue;
            };
            list.retain(|w| !is_this(w));
            signal.set_idle(false);
            return outcome;
        }
    }

    /// DoWait's critical section for an asynchronous waiter: lists `token` of the VM whose
    /// signal is `signal` if `still_expected` (read inside the critical section); false
    /// when the element differs.
    fn add_async_waiter(
        &self,
        byte_index: usize,
        signal: &Arc<AgentSignal>,
        token: u64,
        still_expected: impl FnOnce() -> bool,
    ) -> bool {
        let mut list = self.waiters();
        if !still_expected() {
            return false;
        }
        list.push_back(Waiter { byte_index, wake: Wake::Async { signal: signal.clone(), token } });
        true
    }

    /// Takes an asynchronous waiter whose time is up out of the list: true if it was still
    /// there (it timed out), false if a notification took it first.
    fn remove_async_waiter(&self, signal: &Arc<AgentSignal>, token: u64) -> bool {
        let mut list = self.waiters();
        let at = list.iter().position(
            |w| matches!(&w.wake, Wake::Async { signal: s, token: t } if *t == token && Arc::ptr_eq(s, signal)),
        );
        at.map(|at| list.remove(at)).is_some()
    }

    /// 25.4.3.13-16 (RemoveWaiters, NotifyWaiter): notifies the first `count` waiters on
    /// `byte_index`, in the order they came; how many.
    pub fn notify(&self, byte_index: usize, count: usize) -> usize {
        let mut list = self.waiters();
        let mut notified = 0;
        let mut at = 0;
        while at < list.len() && notified < count {
            if list[at].byte_index != byte_index {
                at += 1;
                continue;
            }
            let waiter = list.remove(at).expect("an index within the list");
            match waiter.wake {
                Wake::Sync(condvar, signal) => {
                    signal.set_idle(false);
                    condvar.notify_one();
                }
                Wake::Async { signal, token } => signal.post(token),
            }
            notified += 1;
        }
        notified
    }
}

impl Drop for SharedBlock {
    fn drop(&mut self) {
        if self.capacity > 0 {
            let layout = std::alloc::Layout::from_size_align(self.capacity, BLOCK_ALIGNMENT)
                .expect("the layout it was made with");
            // SAFETY: allocated in `new` with this layout; the last Arc is gone, so no
            // buffer of any VM points into it any more.
            unsafe { std::alloc::dealloc(self.data.as_ptr(), layout) };
        }
    }
}

/// What a synchronous wait ended with.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum WaitOutcome {
    /// The element did not hold the expected value: "not-equal".
    NotEqual,
    /// Notified: "ok".
    Ok,
    /// The timeout passed: "timed-out".
    TimedOut,
    /// The host asked for the script to end.
    Interrupted,
}

/// How often a blocked `Atomics.wait` asks whether the host wants its script terminated.
pub const INTERRUPT_POLL: Duration = Duration::from_millis(50);

struct Waiter {
    byte_index: usize,
    wake: Wake,
}

enum Wake {
    /// A blocked thread, woken by its condition variable, and its VM's signal.
    Sync(Arc<Condvar>, Arc<AgentSignal>),
    /// A promise of the VM that owns `signal`, known there by `token`.
    Async { signal: Arc<AgentSignal>, token: u64 },
}

/// What wakes a VM's host event loop from another thread: notifications of its
/// asynchronous waiters, and the host's own messages (a broadcast to an agent).
#[derive(Default)]
pub struct AgentSignal {
    state: Mutex<SignalState>,
    condvar: Condvar,
}

#[derive(Default)]
struct SignalState {
    /// Tokens of asynchronous waiters that were notified.
    notified: Vec<u64>,
    /// The host was woken ([`AgentSignal::wake`]).
    woken: bool,
    /// The owner waits with nothing to do unless another agent acts.
    idle: bool,
}

impl AgentSignal {
    fn state(&self) -> MutexGuard<'_, SignalState> {
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn post(&self, token: u64) {
        let mut state = self.state();
        state.notified.push(token);
        state.idle = false;
        self.condvar.notify_all();
    }

    /// Wakes the owner's [`wait`](AgentSignal::wait) (it then looks for what the waker
    /// left for it).
    pub fn wake(&self) {
        let mut state = self.state();
        state.woken = true;
        state.idle = false;
        self.condvar.notify_all();
    }

    /// Blocks until a waiter is notified, the signal is woken, or `deadline` passes. With
    /// `idle`, others see the owner as idle ([`AgentSignal::is_idle`]) while it waits, until
    /// something wakes it.
    pub fn wait(&self, deadline: Option<Instant>, idle: bool) {
        let mut state = self.state();
        state.idle = idle;
        while state.notified.is_empty() && !state.woken {
            state = match deadline {
                None => self.condvar.wait(state).unwrap_or_else(|poisoned| poisoned.into_inner()),
                Some(deadline) => {
                    let left = deadline.saturating_duration_since(Instant::now());
                    if left.is_zero() {
                        break;
                    }
                    self.condvar.wait_timeout(state, left).unwrap_or_else(|poisoned| poisoned.into_inner()).0
                }
            };
        }
        state.woken = false;
        state.idle = false;
    }

    fn set_idle(&self, idle: bool) {
        self.state().idle = idle;
    }

    /// Marks the owner idle for good (its thread has ended).
    pub fn retire(&self) {
        self.state().idle = true;
    }

    /// Whether the owner waits idle (or has ended) and nothing has woken it since.
    pub fn is_idle(&self) -> bool {
        self.state().idle
    }

    fn take_notified(&self) -> Vec<u64> {
        std::mem::take(&mut self.state().notified)
    }
}

/// A SharedArrayBuffer as it travels to another agent: its block and what a buffer object
/// over it needs.
#[derive(Clone)]
pub struct SharedBuffer {
    block: Arc<SharedBlock>,
    /// The maximum byte length of a growable buffer.
    max_byte_length: Option<usize>,
}

/// The block of each SharedArrayBuffer cell of a VM, weakly: the collector drops the
/// entries of dead cells.
#[derive(Default)]
pub(crate) struct SharedBlocks {
    blocks: HashMap<usize, Arc<SharedBlock>>,
}

impl SharedBlocks {
    /// Forgets the blocks of dead buffers (the collector's weak phase).
    pub(crate) fn sweep(&mut self, liveness: &Liveness<'_>) {
        self.blocks.retain(|&cell, _| CellPtr::new(cell as *mut u8).is_some_and(|cell| liveness.is_live(cell)));
    }
}

/// One `Atomics.waitAsync` of this VM that waits.
struct AsyncWait {
    block: Arc<SharedBlock>,
    /// The promise, rooted until settled.
    promise: gc::Handle,
    deadline: Option<Instant>,
}

/// The VM's asynchronous waiters, by token.
#[derive(Default)]
pub(crate) struct AsyncWaits {
    signal: Arc<AgentSignal>,
    waits: HashMap<u64, AsyncWait>,
    next_token: u64,
}

impl Vm {
    /// A new shared block of `byte_length` bytes that can grow to `capacity`, for the
    /// buffer cell `buffer`; its first byte. `None` when the memory cannot be had.
    pub(crate) fn new_shared_block(
        &mut self,
        buffer: ArrayBufferRef,
        byte_length: usize,
        capacity: usize,
    ) -> Option<*mut u8> {
        let block = Arc::new(SharedBlock::new(byte_length, capacity)?);
        self.heap.report_extra_memory(byte_length);
        let data = block.data();
        self.shared_blocks.blocks.insert(buffer.cell().as_ptr() as usize, block);
        Some(data)
    }

    /// The block of a SharedArrayBuffer.
    pub fn shared_block(&self, buffer: ArrayBufferRef) -> Option<Arc<SharedBlock>> {
        self.shared_blocks.blocks.get(&(buffer.cell().as_ptr() as usize)).cloned()
    }

    /// A SharedArrayBuffer as another agent can receive it; `None` for any other buffer.
    pub fn share_buffer(&self, buffer: ArrayBufferRef) -> Option<SharedBuffer> {
        let block = self.shared_block(buffer)?;
        Some(SharedBuffer { block, max_byte_length: buffer.is_resizable().then(|| buffer.max_byte_length()) })
    }

    /// A SharedArrayBuffer of this VM (with `prototype`) over the block of `shared`, which
    /// another agent sent. May collect.
    pub fn receive_shared_buffer(
        &mut self,
        shared: &SharedBuffer,
        prototype: crate::JSValue,
    ) -> JsResult<ArrayBufferRef> {
        let length = shared.block.byte_length();
        let max = shared.max_byte_length.map(|max| max as u64);
        let buffer = self.new_buffer_cell(prototype, length as u64, max, true)?;
        self.shared_blocks.blocks.insert(buffer.cell().as_ptr() as usize, shared.block.clone());
        self.set_shared_data_block(buffer, shared.block.data(), length, shared.block.capacity());
        Ok(buffer)
    }

    /// The signal this VM's host waits on between jobs (see [`AgentSignal`]).
    pub fn agent_signal(&self) -> Arc<AgentSignal> {
        self.async_waits.signal.clone()
    }

    /// DoWait's critical section for `Atomics.waitAsync`: lists `promise` as a waiter on
    /// `byte_index` of `block` until notified or until `deadline` (`None`: none) passes, if
    /// `still_expected` (read inside the critical section); false when the element differs.
    pub fn add_async_wait(
        &mut self,
        block: Arc<SharedBlock>,
        byte_index: usize,
        promise: ObjectRef,
        deadline: Option<Instant>,
        still_expected: impl FnOnce() -> bool,
    ) -> bool {
        let token = self.async_waits.next_token;
        if !block.add_async_waiter(byte_index, &self.async_waits.signal, token, still_expected) {
            return false;
        }
        self.async_waits.next_token += 1;
        let promise = self.heap.handle(Some(promise.cell()));
        self.async_waits.waits.insert(token, AsyncWait { block, promise, deadline });
        true
    }

    /// Whether asynchronous waiters are pending, and the earliest time one of them times
    /// out: `None` when none waits, `Some(None)` when all wait without a timeout.
    pub fn async_waits_pending(&self) -> Option<Option<Instant>> {
        if self.async_waits.waits.is_empty() {
            return None;
        }
        Some(self.async_waits.waits.values().filter_map(|wait| wait.deadline).min())
    }

    /// Settles the promises of the asynchronous waiters that were notified (with "ok") and
    /// of those whose timeout has passed (with "timed-out"), in that order; whether any was
    /// settled. The jobs their reactions queue run later, as the host runs jobs.
    pub fn settle_async_waits(&mut self) -> JsResult<bool> {
        let signal = self.async_waits.signal.clone();
        let mut settled = Vec::new();
        for token in signal.take_notified() {
            if let Some(wait) = self.async_waits.waits.remove(&token) {
                settled.push((wait, "ok"));
            }
        }
        let now = Instant::now();
        let mut expired: Vec<u64> = self
            .async_waits
            .waits
            .iter()
            .filter(|(_, wait)| wait.deadline.is_some_and(|deadline| deadline <= now))
            .map(|(&token, _)| token)
            .collect();
        expired.sort_unstable();
        for token in expired {
            let wait = &self.async_waits.waits[&token];
            // A notification that took the waiter first has posted its token: it is
            // settled with "ok" on the next call.
            if wait.block.remove_async_waiter(&signal, token) {
                let wait = self.async_waits.waits.remove(&token).expect("listed above");
                settled.push((wait, "timed-out"));
            }
        }
        let any = !settled.is_empty();
        for (wait, answer) in settled {
            let promise = ObjectRef::from_cell(wait.promise.get().expect("a rooted promise"));
            let root = self.rooted(promise);
            drop(wait);
            let answer = self.new_string(answer)?;
            self.resolve_promise(root.get(), answer.to_value())?;
        }
        Ok(any)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block() -> Arc<SharedBlock> {
        Arc::new(SharedBlock::new(16, 16).expect("a block"))
    }

    #[test]
    fn notify_wakes_waiters_of_other_threads_in_order_and_counts_them() {
        let block = block();
        let waiting = Arc::new(AtomicUsize::new(0));
        let threads: Vec<_> = (0..3)
            .map(|_| {
                let (block, waiting) = (block.clone(), waiting.clone());
                std::thread::spawn(move || {
                    block.wait(
                        4,
                        || {
                            waiting.fetch_add(1, Ordering::SeqCst);
                            true
                        },
                        Some(Duration::from_secs(60)),
                        &Arc::default(),
                        || false,
                    )
                })
            })
            .collect();
        while waiting.load(Ordering::SeqCst) < 3 {
            std::thread::yield_now();
        }
        // Every waiter is listed once the check ran (it runs under the list's lock).
        assert_eq!(block.notify(8, usize::MAX), 0, "another location has no waiter");
        assert_eq!(block.notify(4, 2), 2);
        assert_eq!(block.notify(4, usize::MAX), 1);
        for thread in threads {
            assert_eq!(thread.join().expect("a waiter"), WaitOutcome::Ok);
        }
    }

    #[test]
    fn a_wait_ends_with_its_timeout_or_at_once_when_the_value_differs() {
        let block = block();
        let signal = Arc::default();
        assert_eq!(block.wait(0, || false, None, &signal, || false), WaitOutcome::NotEqual);
        let start = Instant::now();
        assert_eq!(block.wait(0, || true, Some(Duration::from_millis(20)), &signal, || false), WaitOutcome::TimedOut);
        assert!(start.elapsed() >= Duration::from_millis(20));
        assert_eq!(block.notify(0, usize::MAX), 0, "a waiter that timed out has left the list");
        // A wait without end still ends when the host interrupts it; meanwhile its VM is idle.
        let interrupted = || {
            assert!(signal.is_idle(), "a wait without a timeout is idle");
            start.elapsed() > Duration::from_millis(60)
        };
        assert_eq!(block.wait(0, || true, None, &signal, interrupted), WaitOutcome::Interrupted);
        assert!(!signal.is_idle());
        assert_eq!(block.notify(0, usize::MAX), 0, "an interrupted waiter has left the list");
    }

    #[test]
    fn async_waiters_are_notified_through_their_signal_or_time_out() {
        let block = block();
        let signal = Arc::new(AgentSignal::default());
        assert!(block.add_async_waiter(0, &signal, 1, || true));
        assert!(block.add_async_waiter(0, &signal, 2, || true));
        assert!(!block.add_async_waiter(0, &signal, 3, || false));
        let notifier = {
            let block = block.clone();
            std::thread::spawn(move || block.notify(0, 1))
        };
        signal.wait(Some(Instant::now() + Duration::from_secs(60)), false);
        assert_eq!(notifier.join().expect("a notifier"), 1);
        assert_eq!(signal.take_notified(), vec![1]);
        // The second times out: it leaves the list itself, and a later notify finds nobody.
        assert!(block.remove_async_waiter(&signal, 2));
        assert!(!block.remove_async_waiter(&signal, 1), "a notified waiter is gone");
        assert_eq!(block.notify(0, usize::MAX), 0);
    }

    #[test]
    fn a_woken_signal_ends_the_wait_and_the_idle_state() {
        let signal = Arc::new(AgentSignal::default());
        let waiter = {
            let signal = signal.clone();
            std::thread::spawn(move || signal.wait(None, true))
        };
        while !signal.is_idle() {
            std::thread::yield_now();
        }
        signal.wake();
        assert!(!signal.is_idle(), "waking clears idleness at once");
        waiter.join().expect("a waiter");
        signal.retire();
        assert!(signal.is_idle());
    }
}
