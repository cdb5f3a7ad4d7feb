//! The size classes of the marked-block spaces.
//!
//! Requests are rounded up to a class; every block holds cells of one class. The classes step
//! by one atom (16 bytes) up to 80 bytes, where most objects, strings and small butterflies
//! fall, and then grow by about 1.4x, each adjusted upwards as far as it can go without
//! fitting fewer cells in a block (JavaScriptCore's progression, recomputed for Kestrel's
//! payload size). 256 is always a class. A request above [`LARGE_CUTOFF`] (half a block's
//! payload: a block must hold at least two cells) goes to the large-object space.
//!
//! Everything here is computed at compile time, so the JIT can embed class sizes.

use crate::block::{ATOM_SIZE, PAYLOAD_SIZE};

/// Every multiple of an atom up to this size is a class of its own.
pub const PRECISE_CUTOFF: usize = 80;

/// The largest request served from marked blocks.
pub const LARGE_CUTOFF: usize = (PAYLOAD_SIZE / 2) & !(ATOM_SIZE - 1);

/// Growth factor of the classes above [`PRECISE_CUTOFF`].
const PROGRESSION: f64 = 1.4;

const MAX_CLASSES: usize = 32;

const fn round_up_to_atom(size: usize) -> usize {
    (size + ATOM_SIZE - 1) & !(ATOM_SIZE - 1)
}

const fn insert_sorted(sizes: &mut [u32; MAX_CLASSES], count: &mut usize, size: u32) {
    let mut position = 0;
    while position < *count && sizes[position] < size {
        position += 1;
    }
    if position < *count && sizes[position] == size {
        return;
    }
    let mut i = *count;
    while i > position {
        sizes[i] = sizes[i - 1];
        i -= 1;
    }
    sizes[position] = size;
    *count += 1;
}

const fn compute_classes() -> ([u32; MAX_CLASSES], usize) {
    let mut sizes = [0u32; MAX_CLASSES];
    let mut count = 0;
    let mut size = ATOM_SIZE;
    while size <= PRECISE_CUTOFF {
        insert_sorted(&mut sizes, &mut count, size as u32);
        size += ATOM_SIZE;
    }
    let mut approximate = PRECISE_CUTOFF as f64;
    loop {
        approximate *= PROGRESSION;
        let mut truncated = approximate as usize;
        if (truncated as f64) < approximate {
            truncated += 1;
        }
        let size = round_up_to_atom(truncated);
        if size > LARGE_CUTOFF {
            break;
        }
        // Grow the class to the largest size that still fits as many cells per block.
        let cells_per_block = PAYLOAD_SIZE / size;
        let better = (PAYLOAD_SIZE / cells_per_block) & !(ATOM_SIZE - 1);
        insert_sorted(&mut sizes, &mut count, better as u32);
    }
    insert_sorted(&mut sizes, &mut count, 256);
    (sizes, count)
}

const CLASSES: ([u32; MAX_CLASSES], usize) = compute_classes();

/// How many size classes there are.
pub const NUM_SIZE_CLASSES: usize = CLASSES.1;

/// The cell size of each class, ascending.
pub const SIZE_CLASSES: [u32; NUM_SIZE_CLASSES] = {
    let mut sizes = [0u32; NUM_SIZE_CLASSES];
    let mut i = 0;
    while i < NUM_SIZE_CLASSES {
        sizes[i] = CLASSES.0[i];
        i += 1;
    }
    sizes
};

const NUM_SIZE_STEPS: usize = LARGE_CUTOFF / ATOM_SIZE + 1;

/// `CLASS_FOR_SIZE_STEP[(bytes + 15) / 16]` is the index of the smallest class that holds
/// `bytes`. One table load, no search, on every allocation.
const CLASS_FOR_SIZE_STEP: [u8; NUM_SIZE_STEPS] = {
    let mut table = [0u8; NUM_SIZE_STEPS];
    let mut step = 0;
    let mut class = 0;
    while step < NUM_SIZE_STEPS {
        while (SIZE_CLASSES[class] as usize) < step * ATOM_SIZE {
            class += 1;
        }
        table[step] = class as u8;
        step += 1;
    }
    table
};

/// The index of a size class, `0..NUM_SIZE_CLASSES`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SizeClass(u8);

impl SizeClass {
    /// The class that serves a request of `bytes`, or `None` if the request is large.
    #[inline(always)]
    pub const fn for_size(bytes: usize) -> Option<SizeClass> {
        if bytes > LARGE_CUTOFF {
            return None;
        }
        Some(SizeClass(CLASS_FOR_SIZE_STEP[bytes.div_ceil(ATOM_SIZE)]))
    }

    /// The class with the given index.
    pub const fn from_index(index: usize) -> SizeClass {
        assert!(index < NUM_SIZE_CLASSES);
        SizeClass(index as u8)
    }

    /// The position of this class in [`SIZE_CLASSES`].
    #[inline(always)]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The size of every cell of this class.
    #[inline(always)]
    pub const fn cell_size(self) -> usize {
        SIZE_CLASSES[self.0 as usize] as usize
    }

    /// How many cells of this class one block holds.
    pub const fn cells_per_block(self) -> usize {
        PAYLOAD_SIZE / self.cell_size()
    }

    /// Every class, smallest first.
    pub fn all() -> impl Iterator<Item = SizeClass> {
        (0..NUM_SIZE_CLASSES).map(SizeClass::from_index)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_ascend_in_atoms_from_16_to_the_large_cutoff() {
        assert_eq!(&SIZE_CLASSES[..5], &[16, 32, 48, 64, 80]);
        assert!(SIZE_CLASSES.windows(2).all(|pair| pair[0] < pair[1]));
        assert!(SIZE_CLASSES.iter().all(|&size| (size as usize).is_multiple_of(ATOM_SIZE)));
        assert!(SIZE_CLASSES.contains(&256));
        assert_eq!(*SIZE_CLASSES.last().unwrap() as usize, LARGE_CUTOFF);
        assert!(SizeClass::from_index(NUM_SIZE_CLASSES - 1).cells_per_block() >= 2);
    }

    #[test]
    fn classes_above_the_precise_cutoff_grow_geometrically() {
        // Stretching a class to fill its block can lengthen one step to about 1.5x (as in
        // JavaScriptCore's 1776 -> 2672); nothing grows faster than that.
        for pair in SIZE_CLASSES.windows(2).skip(4) {
            let ratio = pair[1] as f64 / pair[0] as f64;
            assert!(ratio <= 1.55, "{pair:?} grows by {ratio}");
        }
        assert_eq!(
            SIZE_CLASSES,
            [16, 32, 48, 64, 80, 112, 160, 224, 256, 320, 432, 624, 848, 1248, 1792, 2704, 4048, 5408, 8112]
        );
    }

    #[test]
    fn every_request_maps_to_the_smallest_class_that_holds_it() {
        for bytes in 0..=LARGE_CUTOFF {
            let class = SizeClass::for_size(bytes).unwrap();
            assert!(class.cell_size() >= bytes);
            if class.index() > 0 {
                let smaller = SizeClass::from_index(class.index() - 1);
                assert!(smaller.cell_size() < bytes.max(1), "{bytes} could use {smaller:?}");
            }
        }
        assert_eq!(SizeClass::for_size(LARGE_CUTOFF + 1), None);
    }

    #[test]
    fn no_class_wastes_more_than_a_cell_per_block() {
        for class in SizeClass::all() {
            let waste = PAYLOAD_SIZE - class.cells_per_block() * class.cell_size();
            assert!(waste < class.cell_size(), "{class:?} wastes {waste} bytes");
        }
    }
}
