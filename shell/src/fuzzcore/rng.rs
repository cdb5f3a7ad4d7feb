//! The fuzzer's random numbers: SplitMix64 (Steele, Lea and Flood), a 64-bit counter run
//! through a mixing function. Tiny, fast, and its whole state is the seed, so a program is a
//! pure function of its seed on every platform.

pub struct Rng {
    state: u64,
}

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`), by multiplying rather than by `%`, so every value is
    /// as likely as the others up to 2^-32.
    pub fn below(&mut self, n: usize) -> usize {
        debug_assert!(n > 0);
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }

    /// True `percent` times in a hundred.
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// One of `choices`, each as likely as its weight says.
    pub fn weighted<T: Copy>(&mut self, choices: &[(usize, T)]) -> T {
        let total: usize = choices.iter().map(|&(weight, _)| weight).sum();
        let mut roll = self.below(total);
        for &(weight, choice) in choices {
            if roll < weight {
                return choice;
            }
            roll -= weight;
        }
        unreachable!("the roll is below the total weight")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_numbers() {
        let (mut a, mut b) = (Rng::new(42), Rng::new(42));
        let first: Vec<u64> = (0..8).map(|_| a.next_u64()).collect();
        let second: Vec<u64> = (0..8).map(|_| b.next_u64()).collect();
        assert_eq!(first, second);
        assert_ne!(first, (0..8).map(|_| Rng::new(43).next_u64()).collect::<Vec<_>>());
    }

    #[test]
    fn splitmix64_reference_values() {
        // The first outputs for seed 0 (the published SplitMix64 sequence).
        let mut rng = Rng::new(0);
        assert_eq!(rng.next_u64(), 0xe220_a839_7b1d_cdaf);
        assert_eq!(rng.next_u64(), 0x6e78_9e6a_a1b9_65f4);
    }

    #[test]
    fn below_stays_in_range_and_reaches_every_value() {
        let mut rng = Rng::new(7);
        let mut seen = [0u32; 5];
        for _ in 0..1000 {
            seen[rng.below(5)] += 1;
        }
        assert!(seen.iter().all(|&count| count > 150), "{seen:?}");
    }

    #[test]
    fn weights_are_respected() {
        let mut rng = Rng::new(9);
        let picks: Vec<char> = (0..1000).map(|_| rng.weighted(&[(0, 'a'), (1, 'b'), (3, 'c')])).collect();
        assert!(!picks.contains(&'a'));
        let cs = picks.iter().filter(|&&c| c == 'c').count();
        assert!((650..850).contains(&cs), "{cs}");
    }
}
