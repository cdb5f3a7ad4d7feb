//! Strings: representations, ropes, atoms, limits.

use crate::support;

use gc::Sweep;
use support::{assert_pending, in_every_mode, vm};
use vm::string::StrView;
use vm::{Message, PropertyKey, StringRef};

#[test]
fn latin1_text_is_stored_in_8_bits_and_the_rest_in_16() {
    let mut vm = vm();
    let ascii = vm.new_string("hello").unwrap();
    let latin1 = vm.new_string("caf\u{e9}").unwrap();
    let wide = vm.new_string("\u{3b1}\u{3b2}").unwrap();
    let emoji = vm.new_string("\u{1f600}").unwrap();
    assert!(ascii.is_8bit() && latin1.is_8bit());
    assert!(!wide.is_8bit() && !emoji.is_8bit());
    assert_eq!(emoji.len(), 2, "lengths count UTF-16 code units");
    assert!(matches!(latin1.view(&vm), Some(StrView::Latin1(b"caf\xe9"))));
    assert_eq!(wide.to_string_lossy(), "\u{3b1}\u{3b2}");
}

#[test]
fn strings_with_the_same_code_units_are_equal_whatever_their_width() {
    let mut vm = vm();
    let narrow = vm.new_string_latin1(b"caf\xe9").unwrap();
    let wide = vm.new_string_utf16(&[0x63, 0x61, 0x66, 0xe9]).unwrap();
    assert!(narrow.is_8bit() && !wide.is_8bit());
    assert!(vm.strings_equal(narrow, wide).unwrap());
    assert_eq!(vm.hash_string(narrow), vm.hash_string(wide));
    let other = vm.new_string("cafe").unwrap();
    assert!(!vm.strings_equal(narrow, other).unwrap());
}

#[test]
fn long_strings_keep_their_characters_out_of_line_and_survive_collection() {
    in_every_mode(|vm| {
        let text: String = (0..20_000).map(|i| char::from(b'a' + (i % 26) as u8)).collect();
        let string = vm.new_string(&text).unwrap();
        let root = vm.rooted(string);
        for _ in 0..100 {
            vm.new_string("garbage that fills the heap").unwrap();
        }
        vm.collect(Sweep::Eager);
        assert_eq!(root.get().to_string_lossy(), text);
    });
}

#[test]
fn concatenation_makes_ropes_that_flatten_in_place() {
    let mut vm = vm();
    let a = vm.new_string("the quick brown fox ").unwrap();
    let b = vm.new_string("jumps over the lazy dog").unwrap();
    let rope = vm.concat(a, b).unwrap();
    assert!(rope.is_rope());
    assert_eq!(rope.len(), a.len() + b.len());
    assert_eq!(rope.to_string_lossy(), "the quick brown fox jumps over the lazy dog");
    let flat = vm.flatten(rope).unwrap();
    assert_eq!(flat, rope, "flattening keeps the cell");
    assert!(!flat.is_rope() && flat.is_8bit());
    assert_eq!(flat.view(&vm).unwrap().to_string_lossy(), "the quick brown fox jumps over the lazy dog");
    let (ab, cd) = (vm.new_string("ab").unwrap(), vm.new_string("cd").unwrap());
    let short = vm.concat(ab, cd).unwrap();
    assert!(!short.is_rope(), "short results are copied, not roped");
}

#[test]
fn the_first_code_units_of_a_rope_are_read_without_flattening_it() {
    let mut vm = vm();
    let a = vm.new_string("the quick brown fox ").unwrap();
    let b = vm.new_string("jumps over the lazy dog").unwrap();
    let rope = vm.concat(a, b).unwrap();
    let first = |limit: usize| {
        let mut units = vec![u16::from(b'>')];
        rope.append_first_code_units(&mut units, limit);
        String::from_utf16_lossy(&units)
    };
    assert_eq!(first(3), ">the");
    assert_eq!(first(25), ">the quick brown fox jumps");
    assert_eq!(first(1000), ">the quick brown fox jumps over the lazy dog");
    assert!(rope.is_rope());
}

#[test]
fn mixed_width_ropes_flatten_to_16_bits() {
    let mut vm = vm();
    let narrow = vm.new_string("abcdefghijklmnop").unwrap();
    let wide = vm.new_string("\u{3b1}\u{3b2}\u{3b3}\u{3b4}\u{3b5}\u{3b6}\u{3b7}\u{3b8}").unwrap();
    let rope = vm.concat(narrow, wide).unwrap();
    assert!(rope.is_rope() && !rope.is_8bit());
    let flat = vm.flatten(rope).unwrap();
    assert_eq!(
        flat.view(&vm).unwrap().to_string_lossy(),
        "abcdefghijklmnop\u{3b1}\u{3b2}\u{3b3}\u{3b4}\u{3b5}\u{3b6}\u{3b7}\u{3b8}"
    );
}

#[test]
fn a_rope_a_million_deep_flattens_without_recursion() {
    let mut vm = vm();
    let piece = vm.new_string("0123456789abcdef").unwrap();
    let rope = vm.rooted(piece);
    for _ in 0..1_000_000 {
        let longer = vm.concat(rope.get(), piece).unwrap();
        rope.set(longer);
    }
    let flat = vm.flatten(rope.get()).unwrap();
    assert_eq!(flat.len(), 16 * 1_000_001);
    let view = flat.view(&vm).unwrap();
    assert!((0..view.len()).step_by(4099).all(|i| view.at(i) == b"0123456789abcdef"[i % 16] as u16));
}

#[test]
fn ropes_survive_collection_in_every_mode() {
    in_every_mode(|vm| {
        let start = vm.new_string("x").unwrap();
        let rope = vm.rooted(start);
        for i in 0..300 {
            let piece = vm.new_string(&format!("<{i}>")).unwrap();
            let longer = vm.concat(rope.get(), piece).unwrap();
            rope.set(longer);
        }
        vm.collect(Sweep::Eager);
        let expected: String = std::iter::once("x".to_string()).chain((0..300).map(|i| format!("<{i}>"))).collect();
        assert_eq!(rope.get().to_string_lossy(), expected);
        let flat = vm.flatten(rope.get()).unwrap();
        vm.collect(Sweep::Eager);
        assert_eq!(flat.view(vm).unwrap().to_string_lossy(), expected);
    });
}

#[test]
fn doubling_past_the_limit_fails_before_allocating() {
    let mut vm = vm();
    let mut string = vm.new_string("aaaaaaaaaaaaaaaa").unwrap();
    let error = loop {
        match vm.concat(string, string) {
            Ok(longer) => string = longer,
            Err(error) => break error,
        }
    };
    let _ = error;
    assert!(string.len() <= vm::string::MAX_STRING_LENGTH);
    assert_pending(&mut vm, Message::InvalidStringLength);
}

#[test]
fn atoms_are_unique_per_text_and_8_bit_when_possible() {
    let mut vm = vm();
    let a = vm.atom("length").unwrap();
    let b = vm.atom("length").unwrap();
    assert_eq!(a, b);
    assert!(a.is_atom());
    let wide = vm.new_string_utf16(&[0x6c, 0x65, 0x6e, 0x67, 0x74, 0x68]).unwrap();
    assert_eq!(vm.atomize(wide).unwrap(), a, "a 16-bit copy atomizes to the 8-bit atom");
    let pieces = (vm.new_string("len").unwrap(), vm.new_string("gth").unwrap());
    let joined = vm.concat(pieces.0, pieces.1).unwrap();
    assert_eq!(vm.atomize(joined).unwrap(), a);
    let greek = vm.atom("\u{3b1}\u{3b2}").unwrap();
    assert!(!greek.is_8bit() && greek.is_atom());
}

#[test]
fn unreferenced_atoms_are_collected() {
    let mut vm = vm();
    let kept = vm.atom("kept").unwrap();
    let root = vm.rooted(kept);
    let before = vm.atom_count();
    for i in 0..1000 {
        vm.atom(&format!("temporary{i}")).unwrap();
    }
    assert_eq!(vm.atom_count(), before + 1000);
    vm.collect(Sweep::Lazy);
    assert_eq!(vm.atom_count(), before);
    assert_eq!(vm.atom("kept").unwrap(), root.get());
}

#[test]
fn array_index_names_become_index_keys() {
    let mut vm = vm();
    let zero = vm.new_string("0").unwrap();
    assert_eq!(vm.property_key(zero).unwrap(), PropertyKey::Index(0));
    let big = vm.new_string("4294967294").unwrap();
    assert_eq!(vm.property_key(big).unwrap(), PropertyKey::Index(4294967294));
    for name in ["01", "4294967295", "-0", "1.5"] {
        let string = vm.new_string(name).unwrap();
        assert!(matches!(vm.property_key(string).unwrap(), PropertyKey::Atom(atom) if atom.to_string_lossy() == name));
    }
}

#[test]
fn the_empty_string_is_one_atom() {
    let mut vm = vm();
    let a = vm.new_string("").unwrap();
    let b = vm.new_string_utf16(&[]).unwrap();
    assert_eq!(a, b);
    assert_eq!(vm.atom("").unwrap(), a);
    let x = vm.new_string("x").unwrap();
    assert_eq!(vm.concat(a, x).unwrap(), x);
    let _: StringRef = a;
}
