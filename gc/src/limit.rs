//! How much memory the heap may hold, and the default derived from the machine.
//!
//! Past its limit the heap refuses allocations with [`AllocError::HeapLimit`], which the
//! client turns into an exception. Without a limit the first refusal would come from the
//! system, and Rust code outside the heap (a `Vec` growing, a `Box`) cannot survive one: it
//! aborts the process. The automatic limit is therefore set below what the system will give,
//! leaving room for everything the process holds outside the heap:
//!
//! ```text
//!   committed budget = min(physical memory, every cgroup memory limit above the process)
//!   address budget   = min(RLIMIT_AS - address space mapped now,
//!                          RLIMIT_DATA - data mapped now) - RESERVED_OUTSIDE_HEAP
//!   limit            = 3/4 of the smaller budget, and at least MIN_AUTOMATIC_LIMIT
//! ```
//!
//! "Mapped now" is read when the heap is created, so what the process reserved before (the
//! client's tables, a thread's stack) is already counted; [`RESERVED_OUTSIDE_HEAP`] covers
//! what comes later. The last quarter is slack for what the heap's counted bytes leave
//! out: blocks waiting in the pool and free ranges the large-object space keeps mapped,
//! tables that double (old and new both alive while they copy), and Rust memory of the
//! client. A limit the system does not impose (no cgroup limit, unlimited rlimits) is not
//! part of the minimum.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use crate::os;

/// How much memory a heap may hold: blocks in use, large regions, and the memory outside
/// the heap that cells report owning ([`Heap::report_extra_memory`](crate::Heap::report_extra_memory)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum HeapLimit {
    /// Derived from the machine when the heap is created (the rule of this module).
    #[default]
    Automatic,
    /// At most this many bytes.
    Bytes(usize),
    /// No limit of the heap's own: allocations fail only when the system refuses them.
    Unlimited,
}

/// Address space set aside for what the process maps after the heap is created: the JIT's
/// code arena (64 MiB), helper threads' stacks and their malloc arenas (64 MiB each with
/// glibc), the mark stack (at most 32 MiB by default), and the Rust-side tables cells own.
pub const RESERVED_OUTSIDE_HEAP: usize = 256 << 20;

/// The least automatic limit: below it a heap cannot hold a realm, and the allocations that
/// fail are refused by the system instead (which the heap also reports as an error).
pub const MIN_AUTOMATIC_LIMIT: usize = 16 << 20;

/// What the machine and the process allow, in bytes. `None` means no such bound.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MemoryBounds {
    /// Physical memory.
    pub physical: Option<usize>,
    /// The smallest `memory.max` (cgroup v2) or `memory.limit_in_bytes` (v1) of the
    /// process's cgroup and its ancestors.
    pub cgroup: Option<usize>,
    /// The soft RLIMIT_AS.
    pub address_space_limit: Option<usize>,
    /// The soft RLIMIT_DATA (on Linux it counts private writable mappings too).
    pub data_limit: Option<usize>,
    /// Address space mapped now (`VmSize`).
    pub mapped: usize,
    /// Data and stack mapped now (what RLIMIT_DATA counts).
    pub data_mapped: usize,
}

impl MemoryBounds {
    /// Reads the bounds of this process now.
    pub fn detect() -> MemoryBounds {
        let memory = os::process_memory().unwrap_or_default();
        let (mapped, data_mapped) = (memory.mapped, memory.data);
        MemoryBounds {
            physical: physical_memory(),
            cgroup: *CGROUP_LIMIT.get_or_init(detect_cgroup_limit),
            address_space_limit: resource_limit(libc::RLIMIT_AS),
            data_limit: resource_limit(libc::RLIMIT_DATA),
            mapped,
            data_mapped,
        }
    }

    /// The automatic heap limit for these bounds (see the module comment); `None` when
    /// nothing bounds the process at all.
    pub fn heap_limit(&self) -> Option<usize> {
        let committed = min_some(self.physical, self.cgroup);
        let address = min_some(
            self.address_space_limit.map(|limit| limit.saturating_sub(self.mapped)),
            self.data_limit.map(|limit| limit.saturating_sub(self.data_mapped)),
        )
        .map(|room| room.saturating_sub(RESERVED_OUTSIDE_HEAP));
        let budget = min_some(committed, address)?;
        Some((budget / 4 * 3).max(MIN_AUTOMATIC_LIMIT))
    }
}

/// The cgroup limit, read once per process (walking the hierarchy's files for every heap
/// made would cost more than the heap's setup). One word shared by every heap: not per
/// engine, so dropping a heap leaves nothing behind (vm/DESIGN.md, "Dropping an engine").
static CGROUP_LIMIT: OnceLock<Option<usize>> = OnceLock::new();

fn min_some(a: Option<usize>, b: Option<usize>) -> Option<usize> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

impl HeapLimit {
    /// The limit in bytes, `None` for no limit; `Automatic` reads the machine now.
    pub fn resolve(self) -> Option<usize> {
        match self {
            HeapLimit::Automatic => MemoryBounds::detect().heap_limit(),
            HeapLimit::Bytes(bytes) => Some(bytes),
            HeapLimit::Unlimited => None,
        }
    }
}

fn physical_memory() -> Option<usize> {
    // SAFETY: sysconf has no preconditions; it only reads system constants.
    let (pages, page) = unsafe { (libc::sysconf(libc::_SC_PHYS_PAGES), libc::sysconf(libc::_SC_PAGESIZE)) };
    (pages > 0 && page > 0).then(|| (pages as usize).saturating_mul(page as usize))
}

fn resource_limit(resource: libc::__rlimit_resource_t) -> Option<usize> {
    let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
    // SAFETY: `limit` is a valid, writable rlimit.
    if unsafe { libc::getrlimit(resource, &mut limit) } != 0 || limit.rlim_cur == libc::RLIM_INFINITY {
        return None;
    }
    Some(usize::try_from(limit.rlim_cur).unwrap_or(usize::MAX))
}

fn detect_cgroup_limit() -> Option<usize> {
    let membership = fs::read_to_string("/proc/self/cgroup").ok()?;
    cgroup_memory_limit(&membership, Path::new("/sys/fs/cgroup"))
}

/// Values at or above this mean "no limit" in cgroup v1 (it writes a page-rounded
/// `i64::MAX`).
const CGROUP_V1_UNLIMITED: u64 = 1 << 62;

/// The smallest memory limit of the cgroups named in `membership` (the text of
/// `/proc/<pid>/cgroup`) and their ancestors, under the cgroup mount `root`. Version 2's
/// `memory.max` is preferred; version 1's `memory.limit_in_bytes` is read otherwise.
pub fn cgroup_memory_limit(membership: &str, root: &Path) -> Option<usize> {
    let mut version2 = None;
    let mut version1 = None;
    for line in membership.lines() {
        let mut parts = line.splitn(3, ':');
        let (Some(_), Some(controllers), Some(path)) = (parts.next(), parts.next(), parts.next()) else {
            continue;
        };
        if controllers.is_empty() {
            version2 = Some(path);
        } else if controllers.split(',').any(|controller| controller == "memory") {
            version1 = Some(path);
        }
    }
    if let Some(path) = version2 {
        let mount = if root.join("cgroup.controllers").exists() { root.to_path_buf() } else { root.join("unified") };
        if let Some(limit) = smallest_limit(&mount, path, "memory.max", parse_v2) {
            return Some(limit);
        }
    }
    smallest_limit(&root.join("memory"), version1?, "memory.limit_in_bytes", parse_v1)
}

/// The smallest value of `file` in the cgroup `path` under `mount` and its ancestors up to
/// the mount itself. A cgroup whose directory this namespace does not show is skipped.
fn smallest_limit(mount: &Path, path: &str, file: &str, parse: fn(&str) -> Option<usize>) -> Option<usize> {
    let mut directory: PathBuf = mount.join(path.trim_start_matches('/'));
    let mut smallest: Option<usize> = None;
    loop {
        if let Some(limit) = fs::read_to_string(directory.join(file)).ok().as_deref().and_then(parse) {
            smallest = min_some(smallest, Some(limit));
        }
        if directory.as_path() == mount || !directory.pop() || !directory.starts_with(mount) {
            return smallest;
        }
    }
}

fn parse_v2(text: &str) -> Option<usize> {
    let text = text.trim();
    if text == "max" { None } else { text.parse().ok() }
}

fn parse_v1(text: &str) -> Option<usize> {
    let bytes: u64 = text.trim().parse().ok()?;
    (bytes < CGROUP_V1_UNLIMITED).then(|| usize::try_from(bytes).unwrap_or(usize::MAX))
}

#[cfg(test)]
mod tests {
    use super::*;

    const GIB: usize = 1 << 30;

    #[test]
    fn the_smallest_budget_sets_the_limit() {
        let physical = MemoryBounds { physical: Some(16 * GIB), ..MemoryBounds::default() };
        assert_eq!(physical.heap_limit(), Some(12 * GIB));
        let cgroup = MemoryBounds { cgroup: Some(4 * GIB), ..physical };
        assert_eq!(cgroup.heap_limit(), Some(3 * GIB));
        // 4 GiB of address space, 1 GiB of it mapped: 3 GiB - 256 MiB, three quarters.
        let address = MemoryBounds { address_space_limit: Some(4 * GIB), mapped: GIB, ..cgroup };
        assert_eq!(address.heap_limit(), Some((3 * GIB - RESERVED_OUTSIDE_HEAP) / 4 * 3));
        let data = MemoryBounds { data_limit: Some(2 * GIB), data_mapped: GIB, ..address };
        assert_eq!(data.heap_limit(), Some((GIB - RESERVED_OUTSIDE_HEAP) / 4 * 3));
    }

    #[test]
    fn an_exhausted_budget_still_leaves_the_minimum_and_no_bound_means_no_limit() {
        let exhausted = MemoryBounds {
            physical: Some(16 * GIB),
            address_space_limit: Some(GIB),
            mapped: GIB - (100 << 20),
            ..MemoryBounds::default()
        };
        assert_eq!(exhausted.heap_limit(), Some(MIN_AUTOMATIC_LIMIT));
        assert_eq!(MemoryBounds::default().heap_limit(), None);
    }

    #[test]
    fn the_running_process_has_a_limit_below_its_physical_memory() {
        let bounds = MemoryBounds::detect();
        let physical = bounds.physical.expect("sysconf reports physical memory");
        assert!(bounds.mapped > 0, "{bounds:?}");
        let limit = bounds.heap_limit().expect("physical memory bounds the heap");
        assert!(limit <= physical / 4 * 3);
        assert_eq!(HeapLimit::Bytes(1234).resolve(), Some(1234));
        assert_eq!(HeapLimit::Unlimited.resolve(), None);
    }

    fn fake_cgroup_tree(files: &[(&str, &str)]) -> PathBuf {
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let unique = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let root = std::env::temp_dir().join(format!("gc-cgroup-{}-{unique}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        for (path, contents) in files {
            let file = root.join(path);
            fs::create_dir_all(file.parent().expect("files are in directories")).expect("temp dir is writable");
            fs::write(file, contents).expect("temp dir is writable");
        }
        root
    }

    #[test]
    fn cgroup_v2_limits_are_the_smallest_of_the_group_and_its_ancestors() {
        let root = fake_cgroup_tree(&[
            ("cgroup.controllers", "memory"),
            ("user.slice/memory.max", "8589934592\n"),
            ("user.slice/session/memory.max", "max\n"),
            ("user.slice/session/app/memory.max", "max\n"),
        ]);
        assert_eq!(cgroup_memory_limit("0::/user.slice/session/app\n", &root), Some(8 * GIB));
        assert_eq!(cgroup_memory_limit("0::/\n", &root), None);
        let _ = fs::remove_dir_all(root);
    }

    #[test]
    fn cgroup_v1_limits_are_read_from_the_memory_controller() {
        let root = fake_cgroup_tree(&[
            ("memory/memory.limit_in_bytes", "9223372036854771712\n"),
            ("memory/jobs/memory.limit_in_bytes", "1073741824\n"),
            ("memory/jobs/one/memory.limit_in_bytes", "2147483648\n"),
        ]);
        let membership = "5:cpu,cpuacct:/jobs/one\n4:memory:/jobs/one\n0::/\n";
        assert_eq!(cgroup_memory_limit(membership, &root), Some(GIB));
        // The unlimited value at the root is no limit.
        assert_eq!(cgroup_memory_limit("4:memory:/\n", &root), None);
        // A group this namespace does not show: only the visible ancestors count.
        assert_eq!(cgroup_memory_limit("4:memory:/elsewhere/x\n", &root), None);
        let _ = fs::remove_dir_all(root);
    }
}
