//! The parser against the grammar's corners: what each construct parses to, Annex B's
//! readings outside `u` mode, and the SyntaxErrors.

use super::ast::{AssertionKind, Node, NodeFlags, Pattern};
use super::parser::{MAX_NESTING, ParseFlags, parse};

fn units(text: &str) -> Vec<u16> {
    text.encode_utf16().collect()
}

fn plain(text: &str) -> Result<Pattern, &'static str> {
    parse(&units(text), ParseFlags::default()).map_err(|e| e.message)
}

fn unicode(text: &str) -> Result<Pattern, &'static str> {
    parse(&units(text), ParseFlags { unicode: true, ..ParseFlags::default() }).map_err(|e| e.message)
}

fn ch(c: char) -> Node {
    Node::Char { value: c as u32, flags: NodeFlags::default() }
}

#[test]
fn sequences_alternatives_and_quantifiers() {
    let pattern = plain("ab|c*?").unwrap();
    let lazy_star = Node::Repeat { body: Box::new(ch('c')), min: 0, max: None, lazy: true };
    assert_eq!(pattern.body, Node::Alternation(vec![Node::Sequence(vec![ch('a'), ch('b')]), lazy_star]));
    let braced = plain("x{2,5}").unwrap();
    assert_eq!(braced.body, Node::Repeat { body: Box::new(ch('x')), min: 2, max: Some(5), lazy: false });
    assert_eq!(plain("x{3,}").unwrap().body, Node::Repeat { body: Box::new(ch('x')), min: 3, max: None, lazy: false });
    assert_eq!(plain("x{5,2}"), Err("numbers out of order in {} quantifier"));
    assert_eq!(plain("*a"), Err("nothing to repeat"));
    assert_eq!(plain("^*"), Err("nothing to repeat"));
    assert_eq!(plain("(?<=a)*"), Err("nothing to repeat"));
}

#[test]
fn annex_b_reads_braces_and_brackets_as_characters_outside_unicode_mode() {
    assert_eq!(plain("a{").unwrap().body, Node::Sequence(vec![ch('a'), ch('{')]));
    assert_eq!(plain("a{1,x}").unwrap().group_count(), 0);
    assert_eq!(plain("]").unwrap().body, ch(']'));
    assert_eq!(plain("{1}"), Err("nothing to repeat"));
    assert_eq!(unicode("a{"), Err("incomplete quantifier"));
    assert_eq!(unicode("]"), Err("lone quantifier brackets"));
    // A lookahead takes a quantifier outside `u` mode only.
    assert!(plain("(?=a)*").is_ok());
    assert_eq!(unicode("(?=a)*"), Err("nothing to repeat"));
}

#[test]
fn backslash_u_with_braces_is_the_letter_u_repeated_outside_unicode_mode() {
    // Issue 21's slip: `/\u{2}/` is `u` twice, not U+0002.
    let repeated = Node::Repeat { body: Box::new(ch('u')), min: 2, max: Some(2), lazy: false };
    assert_eq!(plain("\\u{2}").unwrap().body, repeated);
    assert_eq!(unicode("\\u{2}").unwrap().body, Node::Char { value: 2, flags: NodeFlags::default() });
    assert_eq!(unicode("\\u{1F600}").unwrap().body, Node::Char { value: 0x1F600, flags: NodeFlags::default() });
    assert_eq!(unicode("\\uD83D\\uDE00").unwrap().body, Node::Char { value: 0x1F600, flags: NodeFlags::default() });
    assert_eq!(
        plain("\\uD83D\\uDE00").unwrap().body,
        Node::Sequence(vec![
            Node::Char { value: 0xD83D, flags: NodeFlags::default() },
            Node::Char { value: 0xDE00, flags: NodeFlags::default() },
        ])
    );
    assert_eq!(unicode("\\u{110000}"), Err("invalid Unicode escape"));
    assert_eq!(plain("\\x4").unwrap().body, Node::Sequence(vec![ch('x'), ch('4')]));
    assert_eq!(plain("\\x41").unwrap().body, ch('A'));
}

#[test]
fn decimal_escapes_are_back_references_or_legacy_octal() {
    let pattern = plain("(a)\\1").unwrap();
    assert!(
        matches!(&pattern.body, Node::Sequence(nodes) if nodes[1] == Node::BackReference { groups: vec![1], flags: NodeFlags::default() })
    );
    // A reference to a later group counts (the groups are counted first).
    assert!(plain("\\1(a)").is_ok());
    // Past the group count: octal outside `u` mode, a SyntaxError in it.
    assert_eq!(plain("\\12").unwrap().body, Node::Char { value: 0o12, flags: NodeFlags::default() });
    assert_eq!(plain("\\8").unwrap().body, ch('8'));
    assert_eq!(unicode("\\2(a)"), Err("invalid escape"));
    assert_eq!(plain("\\0").unwrap().body, Node::Char { value: 0, flags: NodeFlags::default() });
    assert_eq!(plain("\\377").unwrap().body, Node::Char { value: 0o377, flags: NodeFlags::default() });
    assert_eq!(
        plain("\\400").unwrap().body,
        Node::Sequence(vec![Node::Char { value: 0o40, flags: NodeFlags::default() }, ch('0'),])
    );
}

#[test]
fn named_groups_and_references() {
    let pattern = plain("(?<year>\\d{4})-\\k<year>").unwrap();
    assert_eq!(pattern.names, vec![Some("year".to_string())]);
    assert!(
        matches!(&pattern.body, Node::Sequence(nodes) if matches!(&nodes[2], Node::BackReference { groups, .. } if groups == &vec![1]))
    );
    // Without named groups, `\k` is the letter outside `u` mode (Annex B).
    assert_eq!(plain("\\k").unwrap().body, ch('k'));
    assert_eq!(plain("(?<a>.)\\k"), Err("invalid named reference"));
    assert_eq!(plain("(?<a>.)\\k<b>"), Err("invalid named capture referenced"));
    assert_eq!(unicode("\\k"), Err("invalid named reference"));
    // ES2025: duplicates in different alternatives only; a reference names them all.
    let duplicates = plain("(?<y>a)|(?<y>b)\\k<y>").unwrap();
    assert_eq!(duplicates.names, vec![Some("y".to_string()), Some("y".to_string())]);
    assert!(plain("((?<y>a)|(?<y>b))").is_ok());
    assert_eq!(plain("(?<y>a)(?<y>b)"), Err("duplicate capture group name"));
    assert_eq!(plain("((?<y>a)|(?<y>b))(?<y>c)"), Err("duplicate capture group name"));
    assert_eq!(plain("(?<1a>x)"), Err("invalid capture group name"));
    assert_eq!(plain("(?<\\u0061b>x)").unwrap().names, vec![Some("ab".to_string())]);
    assert_eq!(plain("(?<$_\u{00E9}>x)").unwrap().names, vec![Some("$_\u{00E9}".to_string())]);
}

#[test]
fn modifiers_set_flags_on_the_nodes_inside() {
    let pattern = plain("a(?i:b)(?-i:c)").unwrap();
    let Node::Sequence(nodes) = pattern.body else { panic!("a sequence") };
    let Node::Group { body, index: None } = &nodes[1] else { panic!("a group") };
    assert_eq!(
        **body,
        Node::Char { value: 'b' as u32, flags: NodeFlags { ignore_case: true, ..NodeFlags::default() } }
    );
    let flags = ParseFlags { ignore_case: true, ..ParseFlags::default() };
    let inner = parse(&units("(?-i:c)"), flags).unwrap();
    assert!(matches!(inner.body, Node::Group { body, .. } if *body == ch('c')));
    assert_eq!(plain("(?ii:a)"), Err("invalid group"));
    assert_eq!(plain("(?i-i:a)"), Err("invalid group"));
    assert_eq!(plain("(?-:a)"), Err("invalid group"));
    assert_eq!(plain("(?x:a)"), Err("invalid group"));
    assert!(plain("(?ims-:a)").is_ok() && plain("(?-ms:a)").is_ok());
}

#[test]
fn classes_escapes_and_annex_b_ranges() {
    let class = |text| match plain(text).unwrap().body {
        Node::Class { ranges, negated, .. } => (ranges, negated),
        other => panic!("{other:?}"),
    };
    assert_eq!(class("[a-cx]"), (vec![(0x61, 0x63), (0x78, 0x78)], false));
    assert_eq!(class("[^\\d]"), (vec![(0x30, 0x39)], true));
    assert_eq!(class("[\\b]"), (vec![(8, 8)], false));
    assert_eq!(class("[a-]"), (vec![(0x2D, 0x2D), (0x61, 0x61)], false));
    // Annex B: a class escape at an end of a range makes `-` a character.
    assert_eq!(class("[\\d-z]"), (vec![(0x2D, 0x2D), (0x30, 0x39), (0x7A, 0x7A)], false));
    assert_eq!(unicode("[\\d-z]"), Err("invalid character class"));
    assert_eq!(plain("[z-a]"), Err("range out of order in character class"));
    assert_eq!(plain("[a"), Err("unterminated character class"));
    // `\c` with a digit or `_` inside a class (Annex B), `\c` alone is a backslash.
    assert_eq!(class("[\\c1]"), (vec![(0x11, 0x11)], false));
    assert_eq!(plain("\\c").unwrap().body, Node::Sequence(vec![ch('\\'), ch('c')]));
    assert_eq!(plain("\\cJ").unwrap().body, Node::Char { value: 10, flags: NodeFlags::default() });
    let w = class("[\\W]");
    assert_eq!(w.0.first(), Some(&(0, 0x2F)));
    assert_eq!(w.0.last(), Some(&(0x7B, 0x10FFFF)));
    assert_eq!(unicode("\\p{L}"), Err("property escapes are not supported yet"));
    assert!(parse(&units("[a]"), ParseFlags { unicode_sets: true, ..ParseFlags::default() }).is_err());
}

#[test]
fn identity_escapes_follow_the_mode() {
    assert_eq!(plain("\\q").unwrap().body, ch('q'));
    assert_eq!(unicode("\\q"), Err("invalid escape"));
    assert_eq!(unicode("\\/").unwrap().body, ch('/'));
    assert_eq!(unicode("\\-"), Err("invalid escape"));
    assert_eq!(
        unicode("[\\-]").unwrap().body,
        Node::Class { ranges: vec![(0x2D, 0x2D)], negated: false, flags: NodeFlags::default() }
    );
}

#[test]
fn assertions_groups_and_lookarounds() {
    let pattern = plain("^(a)(?:b)(?!c)(?<=d)\\b$").unwrap();
    let Node::Sequence(nodes) = pattern.body else { panic!("a sequence") };
    assert_eq!(nodes[0], Node::Assertion { kind: AssertionKind::Start, flags: NodeFlags::default() });
    assert!(matches!(nodes[1], Node::Group { index: Some(1), .. }));
    assert!(matches!(nodes[2], Node::Group { index: None, .. }));
    assert!(matches!(nodes[3], Node::Lookaround { ahead: true, negated: true, .. }));
    assert!(matches!(nodes[4], Node::Lookaround { ahead: false, negated: false, .. }));
    assert_eq!(nodes[5], Node::Assertion { kind: AssertionKind::WordBoundary, flags: NodeFlags::default() });
    assert_eq!(plain("(a"), Err("unterminated group"));
    assert_eq!(plain("a)"), Err("unmatched ')'"));
    assert_eq!(plain("(?"), Err("invalid group"));
    assert_eq!(plain("\\"), Err("\\ at end of pattern"));
    assert_eq!(plain("").unwrap().body, Node::Empty);
    assert_eq!(plain("a|").unwrap().body, Node::Alternation(vec![ch('a'), Node::Empty]));
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    // On a thread with the script thread's room (an unoptimized build's frames are large).
    let limits = std::thread::Builder::new().stack_size(256 << 20).spawn(|| {
        let deep = "(".repeat(MAX_NESTING + 1) + &")".repeat(MAX_NESTING + 1);
        assert_eq!(plain(&deep), Err("pattern nested too deeply"));
        let fine = "(".repeat(MAX_NESTING) + &")".repeat(MAX_NESTING);
        assert_eq!(plain(&fine).unwrap().group_count(), MAX_NESTING);
    });
    limits.unwrap().join().unwrap();
    // On the test's own small stack, the stack left stops it first.
    let deep = "(?:".repeat(MAX_NESTING) + &")".repeat(MAX_NESTING);
    assert!(matches!(plain(&deep), Ok(_) | Err("pattern nested too deeply")));
}

#[test]
fn long_alternations_parse_in_linear_time() {
    // `'a|'.repeat(1e5) + 'b'` took 34 s to construct through `regress`.
    let long = "a|".repeat(100_000) + "b";
    let pattern = plain(&long).unwrap();
    assert!(matches!(pattern.body, Node::Alternation(ref alternatives) if alternatives.len() == 100_001));
}
