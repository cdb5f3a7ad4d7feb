//! `jstests`: the stress and test262 harness (being written).

fn main() {}
