//! The parser against the grammar's corners: what each construct parses to, Annex B's
//! readings outside `u` mode, and the SyntaxErrors; then class escapes and property escapes
//! under each mode, and the `v` flag's class set notation.

use super::ast::{AssertionKind, Node, NodeFlags, Pattern};
use super::parser::{MAX_NESTING, ParseFlags, parse};
use crate::runtime::regexp::charset::{self, Ranges};
use crate::runtime::regexp::classes::lower_class;

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

// --- Class escapes, property escapes and the `v` flag -----------------------------------

/// Parses `text` under a flags string of `i`, `u` and `v`.
fn with_flags(text: &str, flags: &str) -> Result<Pattern, &'static str> {
    let flags = ParseFlags {
        unicode: flags.contains('u'),
        unicode_sets: flags.contains('v'),
        ignore_case: flags.contains('i'),
        ..ParseFlags::default()
    };
    parse(&units(text), flags).map_err(|e| e.message)
}

/// What a pattern that is one class (or class escape) matches, as the engines will see it
/// (`classes::lower_class`: closed over case under `i`, then negated).
fn class_matches(text: &str, flags: &str) -> Ranges {
    match with_flags(text, flags).unwrap().body {
        Node::Class { ranges, negated, flags: node_flags } => {
            lower_class(&ranges, negated, node_flags, flags.contains('u') || flags.contains('v'))
        }
        other => panic!("{text}: {other:?}"),
    }
}

fn matches(text: &str, flags: &str, c: char) -> bool {
    charset::contains(&class_matches(text, flags), c as u32)
}

#[test]
fn word_escapes_in_classes_use_the_extended_set_under_unicode_ignore_case() {
    // 22.2.2.9 WordCharacters has U+017F and U+212A under `u` with `i`, so their
    // complement has not: `/[\W]/iu` matches none of s, S, ſ, K.
    for c in ['s', 'S', '\u{17F}', 'k', 'K', '\u{212A}'] {
        assert!(!matches("[\\W]", "iu", c), "{c}");
        assert!(!matches("\\W", "iu", c), "{c}");
        assert!(matches("[\\w]", "iu", c) && matches("\\w", "iu", c), "{c}");
    }
    // Without `i`, or without `u`, the long s and the Kelvin sign are not word characters.
    assert!(matches("[\\W]", "u", '\u{17F}') && matches("[\\W]", "u", '\u{212A}'));
    assert!(matches("[\\W]", "i", '\u{17F}') && !matches("[\\w]", "i", '\u{212A}'));
    assert!(!matches("[\\W]", "i", 's'));
    // A modifier's `i` counts.
    let Node::Group { body, .. } = with_flags("(?i:[\\W])", "u").unwrap().body else { panic!("a group") };
    let Node::Class { ranges, .. } = *body else { panic!("a class") };
    assert!(!charset::contains(&ranges, 0x17F));
}

#[test]
fn negated_escapes_are_complements_not_inversions() {
    // `\P{Ll}` holds `A`, which folds to `a`, so under `iu` it matches `a`; `[^\P{Ll}]`
    // matches nothing with a case: 22.2.2.9 CharacterComplement versus CharacterSetMatcher's
    // invert.
    assert!(matches("\\P{Ll}", "iu", 'a'));
    assert!(!matches("[^\\P{Ll}]", "iu", 'a') && !matches("[^\\P{Ll}]", "iu", 'A'));
    assert!(matches("[^\\P{Ll}]", "u", 'a') && !matches("[^\\P{Ll}]", "u", 'A'));
    assert!(matches("\\D", "", 'a') && !matches("\\D", "", '7'));
    assert!(matches("\\S", "i", 'a') && !matches("[\\S]", "", '\u{3000}'));
    assert!(matches!(with_flags("\\D", "").unwrap().body, Node::Class { negated: false, .. }));
}

#[test]
fn property_escapes_parse_under_unicode_only() {
    assert!(matches("\\p{L}", "u", 'a') && matches("\\p{Letter}", "u", '\u{3B1}'));
    assert!(matches("\\p{gc=Lu}", "u", 'A') && !matches("\\p{General_Category=Lu}", "u", 'a'));
    assert!(matches("\\p{Script=Greek}", "u", '\u{3B1}') && matches("\\p{scx=Grek}", "u", '\u{342}'));
    assert!(matches("[\\p{ASCII}\\p{sc=Greek}]", "u", '\u{3B1}') && matches("[^\\p{L}]", "u", '1'));
    assert!(matches("\\p{Any}", "v", '\u{10FFFF}') && !matches("\\P{Any}", "v", 'a'));
    assert!(matches("\\p{Lu}", "iu", 'a') && matches("\\p{Lu}", "iv", 'a'));
    // Outside `u` mode `\p` is the letter (Annex B).
    assert_eq!(plain("\\p").unwrap().body, ch('p'));
    for (pattern, flags) in [
        ("\\p{ascii}", "u"),
        ("\\p{Uppercase Letter}", "u"),
        ("\\p{}", "u"),
        ("\\p", "u"),
        ("\\pL", "u"),
        ("\\p{L", "u"),
        ("\\p{=L}", "u"),
        ("\\p{gc=}", "u"),
        ("\\p{gc=L=L}", "u"),
        ("\\p{Block=Basic_Latin}", "u"),
        ("\\p{InGreek}", "u"),
        ("\\p{ASCII=Yes}", "u"),
        ("\\P{ASCII=F}", "v"),
        ("[\\p{^L}]", "u"),
        ("\\p{RGI_Emoji}", "u"),
        ("[\\p{Basic_Emoji}]", "u"),
    ] {
        assert_eq!(with_flags(pattern, flags), Err("invalid property name"), "/{pattern}/{flags}");
    }
}

#[test]
fn properties_of_strings_lower_to_alternatives_under_v() {
    let Node::Group { index: None, body } = with_flags("\\p{RGI_Emoji_Flag_Sequence}", "v").unwrap().body else {
        panic!("a group")
    };
    let Node::Alternation(alternatives) = *body else { panic!("alternatives") };
    // One branch per first regional indicator, 259 flags in all.
    assert_eq!(alternatives.len(), 26);
    let flags: Vec<String> = alternatives.iter().flat_map(expand).collect();
    assert!(flags.len() == 259 && flags.iter().all(|flag| flag.chars().count() == 2));
    // Basic_Emoji has single code points too: the class comes after the strings.
    let Node::Group { body, .. } = with_flags("[\\p{Basic_Emoji}]", "v").unwrap().body else { panic!("a group") };
    let Node::Alternation(alternatives) = *body else { panic!("alternatives") };
    assert!(matches!(alternatives.last(), Some(Node::Class { ranges, .. }) if charset::contains(ranges, 0x1F600)));
    assert_eq!(with_flags("\\P{RGI_Emoji}", "v"), Err("negated property of strings"));
    assert_eq!(with_flags("[\\P{RGI_Emoji}]", "v"), Err("negated property of strings"));
    assert_eq!(with_flags("[^\\p{RGI_Emoji}]", "v"), Err("negated character class may contain strings"));
}

/// The strings a tree of strings stands for, in the order it tries them (forward).
fn expand(node: &Node) -> Vec<String> {
    match node {
        Node::Char { value, .. } => vec![char::from_u32(*value).unwrap().to_string()],
        Node::Empty => vec![String::new()],
        Node::Group { index: None, body } => expand(body),
        Node::Alternation(alternatives) => alternatives.iter().flat_map(expand).collect(),
        Node::Sequence(nodes) => nodes.iter().fold(vec![String::new()], |prefixes, node| {
            let rests = expand(node);
            prefixes.iter().flat_map(|p| rests.iter().map(move |r| format!("{p}{r}"))).collect()
        }),
        other => panic!("{other:?}"),
    }
}

/// `[…]` under `v` as (single characters, strings in the order they are tried), after
/// lowering.
fn v_class(text: &str, flags: &str) -> (Ranges, Vec<String>) {
    match with_flags(text, flags).unwrap().body {
        Node::Class { ranges, negated: false, .. } => (ranges, Vec::new()),
        Node::Group { index: None, body } => {
            let alternatives = match *body {
                Node::Alternation(alternatives) => alternatives,
                one => vec![one],
            };
            let mut ranges = Vec::new();
            let mut strings = Vec::new();
            for alternative in &alternatives {
                match alternative {
                    Node::Class { ranges: singles, negated: false, .. } => ranges = singles.clone(),
                    other => strings.extend(expand(other)),
                }
            }
            (ranges, strings)
        }
        other => panic!("{text}: {other:?}"),
    }
}

fn set(chars: &str) -> Ranges {
    charset::normalize(chars.chars().map(|c| (c as u32, c as u32)).collect())
}

#[test]
fn v_flag_unions_ranges_and_nested_classes() {
    assert_eq!(v_class("[abc]", "v"), (set("abc"), vec![]));
    assert_eq!(v_class("[a-c[x-z]\\d]", "v").0, vec![(0x30, 0x39), (0x61, 0x63), (0x78, 0x7A)]);
    assert_eq!(v_class("[]", "v"), (vec![], vec![]));
    assert_eq!(v_class("[^]", "v").0, vec![(0, 0x10FFFF)]);
    assert_eq!(v_class("[^[^a]]", "v").0, set("a"));
    assert_eq!(v_class("[a&b]", "v").0, set("&ab"));
    assert_eq!(v_class("[\\&\\-\\!\\#\\%\\,\\:\\;\\<\\=\\>\\@\\`\\~]", "v").0, set("&-!#%,:;<=>@`~"));
    assert_eq!(v_class("[\\(\\)\\[\\]\\{\\}\\/\\|\\b]", "v").0, set("()[]{}/|\u{8}"));
    assert_eq!(v_class("[\\u{1F600}-\\u{1F64F}]", "v").0, vec![(0x1F600, 0x1F64F)]);
}

#[test]
fn v_flag_intersections_and_subtractions() {
    assert_eq!(v_class("[\\w&&\\d]", "v").0, vec![(0x30, 0x39)]);
    assert_eq!(v_class("[\\w--\\d]", "v").0, vec![(0x41, 0x5A), (0x5F, 0x5F), (0x61, 0x7A)]);
    assert_eq!(v_class("[[a-z]--[aeiou]--x]", "v").0, charset::subtract(&[(0x61, 0x7A)], &set("aeioux")));
    assert_eq!(v_class("[a&&a&&a]", "v").0, set("a"));
    assert_eq!(v_class("[[a-z]&&[^x]]", "v").0, vec![(0x61, 0x77), (0x79, 0x7A)]);
    let greek_lower = v_class("[\\p{L}&&\\p{sc=Greek}&&[^\\p{Lu}]]", "v").0;
    assert!(charset::contains(&greek_lower, 0x3B1) && !charset::contains(&greek_lower, 0x391));
    // Strings take part in the operations.
    assert_eq!(v_class("[\\q{ab|cd|e}--\\q{cd}]", "v"), (set("e"), vec!["ab".to_string()]));
    assert_eq!(v_class("[\\q{ab|cd}&&\\q{cd|x}]", "v"), (vec![], vec!["cd".to_string()]));
}

#[test]
fn v_flag_strings_come_longest_first_then_characters_then_empty() {
    // 22.2.2.7 CompileAtom: `new RegExp("[\\q{a|abc}]", "v").exec("abc")[0]` is "abc".
    let (singles, strings) = v_class("[\\q{a|abc|bc|}x]", "v");
    assert_eq!(singles, set("ax"));
    assert_eq!(strings, vec!["abc".to_string(), "bc".to_string(), String::new()]);
    // One string alone: a group around its sequence, so a quantifier takes all of it.
    let repeat = with_flags("[\\q{ab}]+", "v").unwrap().body;
    let Node::Repeat { body, min: 1, max: None, .. } = repeat else { panic!("a repeat") };
    assert!(matches!(*body, Node::Group { index: None, body } if matches!(*body, Node::Sequence(_))));
    assert_eq!(with_flags("[\\q{}]", "v").unwrap().body, Node::Group { index: None, body: Box::new(Node::Empty) });
    // A one-character string is a character; strings carry the class's flags.
    assert!(matches!(with_flags("[\\q{a}]", "v").unwrap().body, Node::Class { .. }));
    let folded = NodeFlags { ignore_case: true, ..NodeFlags::default() };
    let Node::Group { body, .. } = with_flags("[\\q{AB}]", "vi").unwrap().body else { panic!("a group") };
    assert_eq!(
        *body,
        Node::Sequence(vec![
            Node::Char { value: 'a' as u32, flags: folded },
            Node::Char { value: 'b' as u32, flags: folded }
        ])
    );
}

#[test]
fn v_flag_strings_share_their_prefixes_in_a_trie() {
    let c = |c: char| Node::Char { value: c as u32, flags: NodeFlags::default() };
    let group = |alternatives| Node::Group { index: None, body: Box::new(Node::Alternation(alternatives)) };
    // abc | abd | ab | x  is  a b (?:c | d | ) | x, with x among the single characters.
    let trie = Node::Sequence(vec![c('a'), c('b'), group(vec![c('c'), c('d'), Node::Empty])]);
    let class = Node::Class { ranges: set("x"), negated: false, flags: NodeFlags::default() };
    assert_eq!(with_flags("[\\q{abc|abd|ab|x}]", "v").unwrap().body, group(vec![trie, class]));
    assert_eq!(v_class("[\\q{ab|abc|abd|x}]", "v").1, ["abc", "abd", "ab"]);
    // In a lookbehind the strings are matched from their end: xab before ab.
    let Node::Lookaround { body, .. } = with_flags("(?<=[\\q{ab|xab|yb}])", "v").unwrap().body else { panic!() };
    let suffixes = Node::Sequence(vec![
        group(vec![Node::Sequence(vec![group(vec![c('x'), Node::Empty]), c('a')]), c('y')]),
        c('b'),
    ]);
    assert_eq!(*body, Node::Group { index: None, body: Box::new(suffixes) });
    // A lookahead in a lookbehind goes forward again.
    let Node::Lookaround { body, .. } = with_flags("(?<=(?=[\\q{ab|ac}]))", "v").unwrap().body else { panic!() };
    let Node::Lookaround { body, .. } = *body else { panic!("a lookahead") };
    assert_eq!(
        *body,
        Node::Group { index: None, body: Box::new(Node::Sequence(vec![c('a'), group(vec![c('b'), c('c')])])) }
    );
    // All of RGI_Emoji: one branch per first character, and every string in priority order.
    let Node::Group { body, .. } = with_flags("\\p{RGI_Emoji}", "v").unwrap().body else { panic!("a group") };
    let Node::Alternation(alternatives) = *body else { panic!("alternatives") };
    assert_eq!(alternatives.len(), 382 + 1);
    let strings: Vec<String> = alternatives[..382].iter().flat_map(expand).collect();
    assert_eq!(strings.len(), 2760);
    for (i, earlier) in strings.iter().enumerate() {
        assert!(strings[i + 1..].iter().all(|later| !later.starts_with(earlier.as_str())), "{earlier:?} first");
    }
}

#[test]
fn v_flag_folds_before_complementing_under_ignore_case() {
    // `/[^\P{Ll}]/vi` is `\p{Ll}` closed over case (it is nothing with a case under `iu`).
    assert!(matches("[^\\P{Ll}]", "vi", 'a') && matches("[^\\P{Ll}]", "vi", 'A'));
    assert!(!matches("[^\\P{Ll}]", "iu", 'a'));
    assert!(!matches("\\P{Ll}", "vi", 'a') && !matches("\\P{Ll}", "vi", 'A'));
    // Folding first makes upper and lower case meet.
    assert!(matches("[\\p{Lu}&&\\p{Ll}]", "vi", 'a') && matches("[\\p{Lu}&&\\p{Ll}]", "vi", 'A'));
    assert_eq!(v_class("[\\p{Lu}&&\\p{Ll}]", "v").0, vec![]);
    assert!(matches("[\\w--k]", "vi", 'a') && !matches("[\\w--k]", "vi", '\u{212A}'));
    assert!(!matches("[^a]", "vi", 'A') && matches("[^a]", "vi", 'b'));
    assert!(!matches("[\\W]", "vi", '\u{17F}') && matches("[\\D]", "vi", 'A'));
    // Under a modifier only.
    let Node::Group { body, .. } = with_flags("(?i:[\\p{Lu}&&\\p{Ll}])", "v").unwrap().body else { panic!("group") };
    assert!(matches!(*body, Node::Class { ref ranges, .. } if charset::contains(ranges, 'a' as u32)));
}

#[test]
fn v_flag_may_contain_strings_is_decided_by_the_syntax() {
    for pattern in
        ["[^\\q{ab}]", "[^\\q{}]", "[^[\\q{ab}--\\q{ab}]]", "[^[a\\q{bc}]]", "[^\\p{RGI_Emoji}--a]", "[^[^a]\\q{}]"]
    {
        assert_eq!(with_flags(pattern, "v"), Err("negated character class may contain strings"), "{pattern}");
    }
    for pattern in ["[^\\q{a}]", "[^\\q{a|b}]", "[^[\\p{RGI_Emoji}&&a]]", "[^[a--\\q{bc}]]", "[^[^\\q{a}]]"] {
        assert!(with_flags(pattern, "v").is_ok(), "{pattern}");
    }
}

#[test]
fn v_flag_syntax_errors() {
    let cases: &[(&str, &str)] = &[
        // Operators mixed without nesting, or a union before one.
        ("[a&&b--c]", "invalid set operation in character class"),
        ("[a--b&&c]", "invalid set operation in character class"),
        ("[ab&&c]", "invalid set operation in character class"),
        ("[a-z&&b]", "invalid set operation in character class"),
        ("[a&&&b]", "invalid set operation in character class"),
        ("[a&&b-c]", "invalid set operation in character class"),
        ("[&&a]", "reserved double punctuator in character class"),
        ("[a&&]", "missing operand in character class"),
        ("[a--]", "missing operand in character class"),
        // Syntax characters need escapes; ranges need characters at both ends.
        ("[(]", "invalid character in character class"),
        ("[)]", "invalid character in character class"),
        ("[{]", "invalid character in character class"),
        ("[}]", "invalid character in character class"),
        ("[/]", "invalid character in character class"),
        ("[|]", "invalid character in character class"),
        ("[-]", "invalid character in character class"),
        ("[a-]", "invalid character class"),
        ("[\\d-a]", "invalid character in character class"),
        ("[a-\\d]", "invalid escape"),
        ("[z-a]", "range out of order in character class"),
        // Escapes of a `v` class.
        ("[\\q]", "invalid escape"),
        ("[\\q{a-b}]", "invalid character in class string disjunction"),
        ("[\\q{a", "unterminated class string disjunction"),
        ("\\q{a}", "invalid escape"),
        ("[\\k]", "invalid escape"),
        ("[\\1]", "invalid escape"),
        ("[\\c1]", "invalid unicode escape"),
        ("[a", "unterminated character class"),
        ("[[a]", "unterminated character class"),
    ];
    for &(pattern, error) in cases {
        assert_eq!(with_flags(pattern, "v"), Err(error), "{pattern}");
    }
    // Every reserved double punctuator, alone or after a character.
    for punctuator in "&!#$%*+,.:;<=>?@^`~".chars() {
        let double = format!("{punctuator}{punctuator}");
        if punctuator != '&' {
            let error = Err("reserved double punctuator in character class");
            assert_eq!(with_flags(&format!("[a{double}b]"), "v"), error, "{double}");
        }
        assert!(with_flags(&format!("[{punctuator}]"), "v").is_ok(), "{punctuator}");
        assert!(with_flags(&format!("[\\q{{{double}}}]"), "v").is_err(), "{double}");
    }
    assert_eq!(with_flags("[^^^]", "v"), Err("reserved double punctuator in character class"));
    assert!(with_flags("[a^b]", "v").is_ok() && with_flags("[^^]", "v").is_ok());
}

#[test]
fn v_flag_nesting_is_bounded() {
    let limits = std::thread::Builder::new().stack_size(256 << 20).spawn(|| {
        let deep = "[".repeat(MAX_NESTING + 1) + &"]".repeat(MAX_NESTING + 1);
        assert_eq!(with_flags(&deep, "v"), Err("pattern nested too deeply"));
        let fine = "[".repeat(MAX_NESTING) + &"]".repeat(MAX_NESTING);
        assert!(with_flags(&fine, "v").is_ok());
    });
    limits.unwrap().join().unwrap();
    let deep = "[".repeat(MAX_NESTING * 10) + &"]".repeat(MAX_NESTING * 10);
    assert_eq!(with_flags(&deep, "v"), Err("pattern nested too deeply"));
}

/// test262's generated `v`-flag tests (`built-ins/RegExp/unicodeSets/generated`), read as
/// data: each `/^[…]+$/v` must parse to a class whose elements make up every one of its
/// `matchStrings` and none of its `nonMatchStrings`.
#[test]
fn v_flag_classes_match_test262s_generated_tests() {
    use crate::runtime::regexp::unicode::test262::{of_our_unicode_version, string_literal, test262_files};
    let Some(files) = test262_files("unicodeSets/generated") else { return };
    let strings_of = |text: &str, key: &str| -> Vec<Vec<u32>> {
        let Some(start) = text.find(key) else { return Vec::new() };
        let list = &text[start..start + text[start..].find(']').unwrap()];
        list.lines()
            .filter_map(|line| line.trim().trim_end_matches(',').strip_prefix('"')?.strip_suffix('"'))
            .map(string_literal)
            .collect()
    };
    let mut checked = 0;
    for (path, text) in files {
        let Some(start) = text.find("regExp: /^") else { continue };
        // The emoji tests name an Emoji version instead: ours has the strings of each
        // version up to its own.
        let emoji_version = text.split("match Emoji ").nth(1).and_then(|rest| rest.split('.').next()?.parse().ok());
        let ours = crate::runtime::regexp::unicode::UNICODE_VERSION.0;
        if emoji_version.is_some_and(|major: u8| major > ours) {
            continue;
        }
        if emoji_version.is_none() && !of_our_unicode_version(&path, &text) {
            return;
        }
        let source = &text[start + "regExp: /^".len()..];
        let source = &source[..source.find("+$/v,").unwrap()];
        let (ranges, strings) = v_class(source, "v");
        let strings: Vec<Vec<u32>> = strings.iter().map(|s| s.chars().map(|c| c as u32).collect()).collect();
        // Whether `text` is a sequence of the class's elements.
        let made_of_elements = |text: &[u32]| {
            let mut reachable = vec![false; text.len() + 1];
            reachable[0] = true;
            for at in 0..text.len() {
                if !reachable[at] {
                    continue;
                }
                if charset::contains(&ranges, text[at]) {
                    reachable[at + 1] = true;
                }
                for s in strings.iter().filter(|s| !s.is_empty() && text[at..].starts_with(s)) {
                    reachable[at + s.len()] = true;
                }
            }
            reachable[text.len()]
        };
        for s in strings_of(&text, "\n  matchStrings: [") {
            assert!(made_of_elements(&s), "{path}: {source} should match {s:X?}");
        }
        for s in strings_of(&text, "\n  nonMatchStrings: [") {
            assert!(!made_of_elements(&s), "{path}: {source} should not match {s:X?}");
        }
        checked += 1;
    }
    assert!(checked >= 100, "only {checked} tests read");
}

/// test262's parse-phase negative tests for property escapes and the `v` flag: the regex
/// literal after `$DONOTEVALUATE()` must be a SyntaxError.
#[test]
fn test262s_early_errors_for_properties_and_v_are_syntax_errors() {
    use crate::runtime::regexp::unicode::test262::test262_files;
    let mut checked = 0;
    for folder in ["property-escapes", "property-escapes/generated/strings", "prototype/unicodeSets"] {
        let Some(files) = test262_files(folder) else { return };
        for (path, text) in files {
            if !text.contains("negative:\n  phase: parse") {
                continue;
            }
            let literals = text.split("$DONOTEVALUATE();").nth(1).unwrap().lines().filter(|l| l.starts_with('/'));
            for literal in literals {
                let literal = literal.trim_end_matches(';');
                let (source, flags) = literal[1..].rsplit_once('/').unwrap();
                if flags.contains('u') && flags.contains('v') {
                    // The flags are the error (RegExpFlags::parse), not the pattern.
                    continue;
                }
                assert!(with_flags(source, flags).is_err(), "{path}: {literal} parses");
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "only {checked} literals read");
}
