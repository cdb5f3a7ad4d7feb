//! Property escapes, `\p{…}` and `\P{…}` under `u`/`v`: 22.2.2.9 UnicodeMatchProperty and
//! UnicodeMatchPropertyValue, with ECMA-262's tables of names.
//!
//! Names match exactly, as the tables spell them (no loose matching: `\p{ascii}` and
//! `\p{Uppercase Letter}` are SyntaxErrors):
//!
//! * table 66, the non-binary properties with a value: `General_Category` (`gc`), `Script`
//!   (`sc`) and `Script_Extensions` (`scx`);
//! * a lone General_Category value (`\p{Lu}`, `\p{Letter}`);
//! * table 67, the binary properties (with `Any`, `ASCII` and `Assigned`);
//! * table 68, the properties of strings, under `v` only (see [`super::emoji`]).
//!
//! The sets come from ICU4X's `icu_properties` (Unicode 17.0.0, checked against test262's
//! generated tests by `super::test262`); the General_Category names below and those of
//! table 67 are ECMA-262's, and Script names are read by ICU4X's strict parser of
//! PropertyValueAliases.txt.
//!
//! A name resolves to a [`Key`], one per property whatever alias names it, and each key's
//! set is built once per process and shared after that:
//!
//! ```text
//!   \p{L}, \p{Letter}, \p{gc=L}  ->  Key::GeneralCategory(L)  ->  SETS[(key, folded?)]
//!                                                               built on first use
//! ```
//!
//! Building walks ICU4X's code point trie (about 0.1 ms for `\p{L}`) or, for `RGI_Emoji`,
//! decodes and sorts some 3,500 sequences (about 0.25 ms), and a program compiles its
//! patterns again and again. The table is a process-wide `Mutex`, not a `thread_local!`:
//! the sets are plain data, the same for every VM, and test threads and several VMs in one
//! process then share one copy; the lock is taken once per property escape, at compile
//! time, for nanoseconds. It stays bounded because its keys are finite: 38
//! General_Category values, twice the Script values, 53 binary properties and 7 properties
//! of strings, each plain and folded.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use icu_properties::props::{self, BinaryProperty, GeneralCategory, GeneralCategoryGroup, Script};
use icu_properties::script::ScriptWithExtensions;
use icu_properties::{CodePointMapData, CodePointSetData, PropertyParser};
use rustc_hash::FxBuildHasher;

use super::{emoji, fold};
use crate::runtime::regexp::charset::{self, Ranges};

/// What a property escape matches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Property {
    /// A property of code points: the characters that have it.
    CodePoints(Ranges),
    /// A property of strings (table 68): its single code points, and its strings of two or
    /// more code points, sorted.
    Strings(Ranges, Vec<Vec<u32>>),
}

/// The property `\p{name}` or `\p{name=value}` names, or `None` when it is not one
/// (a SyntaxError). Properties of strings exist only under `v` (`unicode_sets`). With
/// `folded`, the property after MaybeSimpleCaseFolding (22.2.2.9), as `v` with `i` takes
/// it. The set is shared: every lookup of one property returns the same `Arc`.
pub fn lookup(name: &str, value: Option<&str>, unicode_sets: bool, folded: bool) -> Option<Arc<Property>> {
    let key = resolve(name, value, unicode_sets)?;
    Some(if folded {
        let plain = cached(key, false, || build(key));
        cached(key, true, || fold_property(&plain))
    } else {
        cached(key, false, || build(key))
    })
}

/// A property, whatever name or alias names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Key {
    /// A General_Category value or group, by its ICU4X mask.
    GeneralCategory(u32),
    Script(Script),
    ScriptExtensions(Script),
    /// A row of [`BINARY_PROPERTIES`].
    Binary(usize),
    /// A row of table 68 ([`emoji::find`]).
    Strings(usize),
}

/// Every property set built so far, by key and whether it is folded.
static SETS: Mutex<HashMap<(Key, bool), Arc<Property>, FxBuildHasher>> =
    Mutex::new(HashMap::with_hasher(FxBuildHasher));

/// The set of `key`, made by `build` if it is the first lookup in the process. The lock is
/// held while building, so that a set is built once even when threads ask at the same
/// time. A build that panicked inserted nothing, so a poisoned table is still sound.
fn cached(key: Key, folded: bool, build: impl FnOnce() -> Property) -> Arc<Property> {
    let mut sets = SETS.lock().unwrap_or_else(PoisonError::into_inner);
    Arc::clone(sets.entry((key, folded)).or_insert_with(|| Arc::new(build())))
}

/// The key of `\p{name}` or `\p{name=value}`, if it names a property.
fn resolve(name: &str, value: Option<&str>, unicode_sets: bool) -> Option<Key> {
    let Some(value) = value else {
        // LoneUnicodePropertyNameOrValue: a General_Category value, a binary property or,
        // under `v`, a property of strings.
        if let Some(group) = general_category(name) {
            return Some(Key::GeneralCategory(group.into()));
        }
        if let Some(row) = BINARY_PROPERTIES.iter().position(|(names, _)| names.contains(&name)) {
            return Some(Key::Binary(row));
        }
        return if unicode_sets { emoji::find(name).map(Key::Strings) } else { None };
    };
    // UnicodePropertyName `=` UnicodePropertyValue (table 66).
    match name {
        "General_Category" | "gc" => Some(Key::GeneralCategory(general_category(value)?.into())),
        "Script" | "sc" => Some(Key::Script(script(value)?)),
        "Script_Extensions" | "scx" => Some(Key::ScriptExtensions(script(value)?)),
        _ => None,
    }
}

/// The set of `key`, from ICU4X's data or table 68's lists.
fn build(key: Key) -> Property {
    Property::CodePoints(match key {
        Key::GeneralCategory(mask) => general_category_ranges(GeneralCategoryGroup::from(mask)),
        Key::Script(script) => ranges_of(CodePointMapData::<Script>::new().iter_ranges_for_value(script)),
        Key::ScriptExtensions(script) => ranges_of(ScriptWithExtensions::new().get_script_extensions_ranges(script)),
        Key::Binary(row) => (BINARY_PROPERTIES[row].1)(),
        Key::Strings(row) => return emoji::build(row),
    })
}

/// MaybeSimpleCaseFolding (22.2.2.9) of a property: each character, and each character of
/// each string, replaced by its simple case folding.
fn fold_property(property: &Property) -> Property {
    match property {
        Property::CodePoints(ranges) => Property::CodePoints(fold::simple_fold_ranges(ranges)),
        Property::Strings(ranges, strings) => {
            let mut strings: Vec<Vec<u32>> =
                strings.iter().map(|s| s.iter().map(|&c| fold::canonicalize(c, true)).collect()).collect();
            strings.sort_unstable();
            strings.dedup();
            Property::Strings(fold::simple_fold_ranges(ranges), strings)
        }
    }
}

fn ranges_of(ranges: impl Iterator<Item = std::ops::RangeInclusive<u32>>) -> Ranges {
    charset::normalize(ranges.map(|range| (*range.start(), *range.end())).collect())
}

/// A Script value's long name or alias (PropertyValueAliases.txt, exactly).
fn script(value: &str) -> Option<Script> {
    PropertyParser::<Script>::new().get_strict(value)
}

fn general_category_ranges(group: GeneralCategoryGroup) -> Ranges {
    ranges_of(CodePointMapData::<GeneralCategory>::new().iter_ranges_for_group(group))
}

/// The General_Category values with their aliases (PropertyValueAliases.txt, as ECMA-262's
/// table of General_Category values lists them).
fn general_category(value: &str) -> Option<GeneralCategoryGroup> {
    type G = GeneralCategoryGroup;
    Some(match value {
        "Cased_Letter" | "LC" => G::CasedLetter,
        "Close_Punctuation" | "Pe" => G::ClosePunctuation,
        "Connector_Punctuation" | "Pc" => G::ConnectorPunctuation,
        "Control" | "Cc" | "cntrl" => G::Control,
        "Currency_Symbol" | "Sc" => G::CurrencySymbol,
        "Dash_Punctuation" | "Pd" => G::DashPunctuation,
        "Decimal_Number" | "Nd" | "digit" => G::DecimalNumber,
        "Enclosing_Mark" | "Me" => G::EnclosingMark,
        "Final_Punctuation" | "Pf" => G::FinalPunctuation,
        "Format" | "Cf" => G::Format,
        "Initial_Punctuation" | "Pi" => G::InitialPunctuation,
        "Letter" | "L" => G::Letter,
        "Letter_Number" | "Nl" => G::LetterNumber,
        "Line_Separator" | "Zl" => G::LineSeparator,
        "Lowercase_Letter" | "Ll" => G::LowercaseLetter,
        "Mark" | "M" | "Combining_Mark" => G::Mark,
        "Math_Symbol" | "Sm" => G::MathSymbol,
        "Modifier_Letter" | "Lm" => G::ModifierLetter,
        "Modifier_Symbol" | "Sk" => G::ModifierSymbol,
        "Nonspacing_Mark" | "Mn" => G::NonspacingMark,
        "Number" | "N" => G::Number,
        "Open_Punctuation" | "Ps" => G::OpenPunctuation,
        "Other" | "C" => G::Other,
        "Other_Letter" | "Lo" => G::OtherLetter,
        "Other_Number" | "No" => G::OtherNumber,
        "Other_Punctuation" | "Po" => G::OtherPunctuation,
        "Other_Symbol" | "So" => G::OtherSymbol,
        "Paragraph_Separator" | "Zp" => G::ParagraphSeparator,
        "Private_Use" | "Co" => G::PrivateUse,
        "Punctuation" | "P" | "punct" => G::Punctuation,
        "Separator" | "Z" => G::Separator,
        "Space_Separator" | "Zs" => G::SpaceSeparator,
        "Spacing_Mark" | "Mc" => G::SpacingMark,
        "Surrogate" | "Cs" => G::Surrogate,
        "Symbol" | "S" => G::Symbol,
        "Titlecase_Letter" | "Lt" => G::TitlecaseLetter,
        "Unassigned" | "Cn" => G::Unassigned,
        "Uppercase_Letter" | "Lu" => G::UppercaseLetter,
        _ => return None,
    })
}

/// A binary property: its name and alias, and how to build its set.
type BinaryRow = (&'static [&'static str], fn() -> Ranges);

/// Table 67.
const BINARY_PROPERTIES: &[BinaryRow] = {
    use props::*;
    &[
        (&["ASCII"], || vec![(0, 0x7F)]),
        (&["ASCII_Hex_Digit", "AHex"], set::<AsciiHexDigit>),
        (&["Alphabetic", "Alpha"], set::<Alphabetic>),
        (&["Any"], || vec![(0, charset::MAX_CODE_POINT)]),
        (&["Assigned"], || charset::complement(&general_category_ranges(GeneralCategoryGroup::Unassigned))),
        (&["Bidi_Control", "Bidi_C"], set::<BidiControl>),
        (&["Bidi_Mirrored", "Bidi_M"], set::<BidiMirrored>),
        (&["Case_Ignorable", "CI"], set::<CaseIgnorable>),
        (&["Cased"], set::<Cased>),
        (&["Changes_When_Casefolded", "CWCF"], set::<ChangesWhenCasefolded>),
        (&["Changes_When_Casemapped", "CWCM"], set::<ChangesWhenCasemapped>),
        (&["Changes_When_Lowercased", "CWL"], set::<ChangesWhenLowercased>),
        (&["Changes_When_NFKC_Casefolded", "CWKCF"], set::<ChangesWhenNfkcCasefolded>),
        (&["Changes_When_Titlecased", "CWT"], set::<ChangesWhenTitlecased>),
        (&["Changes_When_Uppercased", "CWU"], set::<ChangesWhenUppercased>),
        (&["Dash"], set::<Dash>),
        (&["Default_Ignorable_Code_Point", "DI"], set::<DefaultIgnorableCodePoint>),
        (&["Deprecated", "Dep"], set::<Deprecated>),
        (&["Diacritic", "Dia"], set::<Diacritic>),
        (&["Emoji"], set::<Emoji>),
        (&["Emoji_Component", "EComp"], set::<EmojiComponent>),
        (&["Emoji_Modifier", "EMod"], set::<EmojiModifier>),
        (&["Emoji_Modifier_Base", "EBase"], set::<EmojiModifierBase>),
        (&["Emoji_Presentation", "EPres"], set::<EmojiPresentation>),
        (&["Extended_Pictographic", "ExtPict"], set::<ExtendedPictographic>),
        (&["Extender", "Ext"], set::<Extender>),
        (&["Grapheme_Base", "Gr_Base"], set::<GraphemeBase>),
        (&["Grapheme_Extend", "Gr_Ext"], set::<GraphemeExtend>),
        (&["Hex_Digit", "Hex"], set::<HexDigit>),
        (&["IDS_Binary_Operator", "IDSB"], set::<IdsBinaryOperator>),
        (&["IDS_Trinary_Operator", "IDST"], set::<IdsTrinaryOperator>),
        (&["ID_Continue", "IDC"], set::<IdContinue>),
        (&["ID_Start", "IDS"], set::<IdStart>),
        (&["Ideographic", "Ideo"], set::<Ideographic>),
        (&["Join_Control", "Join_C"], set::<JoinControl>),
        (&["Logical_Order_Exception", "LOE"], set::<LogicalOrderException>),
        (&["Lowercase", "Lower"], set::<Lowercase>),
        (&["Math"], set::<Math>),
        (&["Noncharacter_Code_Point", "NChar"], set::<NoncharacterCodePoint>),
        (&["Pattern_Syntax", "Pat_Syn"], set::<PatternSyntax>),
        (&["Pattern_White_Space", "Pat_WS"], set::<PatternWhiteSpace>),
        (&["Quotation_Mark", "QMark"], set::<QuotationMark>),
        (&["Radical"], set::<Radical>),
        (&["Regional_Indicator", "RI"], set::<RegionalIndicator>),
        (&["Sentence_Terminal", "STerm"], set::<SentenceTerminal>),
        (&["Soft_Dotted", "SD"], set::<SoftDotted>),
        (&["Terminal_Punctuation", "Term"], set::<TerminalPunctuation>),
        (&["Unified_Ideograph", "UIdeo"], set::<UnifiedIdeograph>),
        (&["Uppercase", "Upper"], set::<Uppercase>),
        (&["Variation_Selector", "VS"], set::<VariationSelector>),
        (&["White_Space", "space"], set::<WhiteSpace>),
        (&["XID_Continue", "XIDC"], set::<XidContinue>),
        (&["XID_Start", "XIDS"], set::<XidStart>),
    ]
};

/// The characters that have the binary property `P`.
fn set<P: BinaryProperty>() -> Ranges {
    ranges_of(CodePointSetData::new::<P>().iter_ranges())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code_points(name: &str, value: Option<&str>) -> Ranges {
        match lookup(name, value, false, false).as_deref() {
            Some(Property::CodePoints(ranges)) => ranges.clone(),
            other => panic!("{name} {value:?}: {other:?}"),
        }
    }

    #[test]
    fn general_category_by_name_alias_and_prefix() {
        let lu = code_points("Lu", None);
        assert!(charset::contains(&lu, 'A' as u32) && !charset::contains(&lu, 'a' as u32));
        assert_eq!(code_points("Uppercase_Letter", None), lu);
        assert_eq!(code_points("gc", Some("Lu")), lu);
        assert_eq!(code_points("General_Category", Some("Uppercase_Letter")), lu);
        let cased = code_points("LC", None);
        assert_eq!(cased, code_points("Cased_Letter", None));
        assert!(charset::contains(&cased, 0x1C5) && !charset::contains(&cased, 0x2B0));
        assert_eq!(code_points("L", None), code_points("gc", Some("Letter")));
        assert_eq!(code_points("punct", None), code_points("P", None));
        assert_eq!(code_points("Combining_Mark", None), code_points("M", None));
        assert!(charset::contains(&code_points("Cn", None), 0x378));
    }

    #[test]
    fn scripts_and_script_extensions() {
        let greek = code_points("Script", Some("Greek"));
        assert!(charset::contains(&greek, 0x3B1) && !charset::contains(&greek, 'a' as u32));
        assert_eq!(code_points("sc", Some("Grek")), greek);
        // U+0342 COMBINING GREEK PERISPOMENI is sc=Inherited, scx=Greek.
        assert!(!charset::contains(&greek, 0x342));
        assert!(charset::contains(&code_points("scx", Some("Greek")), 0x342));
        assert_eq!(code_points("sc", Some("Qaai")), code_points("Script", Some("Inherited")));
        // Scripts new in Unicode 17.
        assert_eq!(code_points("sc", Some("Sidetic")), vec![(0x10940, 0x10959)]);
        assert!(lookup("Script_Extensions", Some("Unknown"), false, false).is_some());
    }

    #[test]
    fn binary_properties_and_the_three_extra_names() {
        assert_eq!(code_points("ASCII", None), vec![(0, 0x7F)]);
        assert_eq!(code_points("Any", None), vec![(0, 0x10FFFF)]);
        let assigned = code_points("Assigned", None);
        assert!(charset::contains(&assigned, 'a' as u32) && !charset::contains(&assigned, 0x378));
        assert_eq!(code_points("White_Space", None), code_points("space", None));
        assert!(charset::contains(&code_points("Alpha", None), 'z' as u32));
    }

    #[test]
    fn names_match_exactly() {
        for (name, value) in [
            ("ascii", None),
            ("Ascii", None),
            ("any", None),
            ("uppercase_letter", None),
            ("UppercaseLetter", None),
            ("Uppercase Letter", None),
            ("gc", Some("lu")),
            ("GC", Some("Lu")),
            ("General_Category", None),
            ("Script", None),
            ("sc", Some("greek")),
            ("Script", Some("Latin ")),
            ("Block", Some("Basic_Latin")),
            ("Line_Break", Some("Alphabetic")),
            ("ASCII", Some("Y")),
            ("WSpace", None),
            ("Hyphen", None),
            ("Other_Alphabetic", None),
            ("Composition_Exclusion", None),
            ("InLatin", None),
            ("IsLatin", None),
            ("Latin", None),
            ("", None),
            ("gc", Some("")),
        ] {
            assert_eq!(lookup(name, value, true, false), None, "{name} {value:?}");
        }
    }

    #[test]
    fn properties_of_strings_only_under_v() {
        assert_eq!(lookup("RGI_Emoji", None, false, false), None);
        assert!(matches!(lookup("RGI_Emoji", None, true, false).as_deref(), Some(Property::Strings(..))));
        assert_eq!(lookup("gc", Some("RGI_Emoji"), true, false), None);
    }

    #[test]
    fn each_property_is_built_once_and_shared() {
        let letter = |name, value, folded| lookup(name, value, false, folded).unwrap();
        let first = letter("L", None, false);
        for (name, value) in [("L", None), ("Letter", None), ("gc", Some("L")), ("General_Category", Some("Letter"))] {
            assert!(Arc::ptr_eq(&first, &letter(name, value, false)), "{name} {value:?}");
        }
        let folded = letter("L", None, true);
        assert!(!Arc::ptr_eq(&first, &folded) && Arc::ptr_eq(&folded, &letter("gc", Some("Letter"), true)));
        let Property::CodePoints(ranges) = &*first else { panic!("{first:?}") };
        assert_eq!(*folded, Property::CodePoints(fold::simple_fold_ranges(ranges)));
        let greek = lookup("Script", Some("Greek"), false, false).unwrap();
        assert!(Arc::ptr_eq(&greek, &lookup("sc", Some("Grek"), false, false).unwrap()));
        assert!(!Arc::ptr_eq(&greek, &lookup("scx", Some("Grek"), false, false).unwrap()));
        let white_space = lookup("White_Space", None, false, false).unwrap();
        assert!(Arc::ptr_eq(&white_space, &lookup("space", None, false, false).unwrap()));
    }

    #[test]
    fn folded_properties_of_strings() {
        let Some(Property::Strings(_, strings)) = lookup("RGI_Emoji", None, true, true).as_deref().cloned() else {
            panic!("RGI_Emoji is a property of strings");
        };
        assert!(strings.is_sorted() && strings.windows(2).all(|pair| pair[0] != pair[1]));
        // The keycap sequence of `#` has no case; the tag sequence of Scotland's flag has
        // only lowercase tag letters (U+E0061…), which fold to themselves.
        assert!(strings.contains(&vec!['#' as u32, 0xFE0F, 0x20E3]));
        assert!(strings.iter().flatten().all(|&c| fold::canonicalize(c, true) == c));
    }

    /// Prints how long compiles of patterns with property escapes take (each source is new,
    /// so that no cache of compiled patterns would answer):
    /// `cargo test --release -p vm --lib compile_times -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn compile_times() {
        use crate::runtime::regexp::{CompiledRegExp, RegExpFlags};
        const COUNT: u32 = 1000;
        for (pattern, flags) in [
            ("\\p{RGI_Emoji}", "v"),
            ("\\p{L}", "u"),
            ("\\p{Script=Greek}", "u"),
            ("\\p{Lu}", "iu"),
            ("\\p{Lu}", "iv"),
            ("\\P{Lu}", "iu"),
        ] {
            let units: Vec<u16> = flags.encode_utf16().collect();
            let parsed = RegExpFlags::parse(&units).unwrap();
            let start = std::time::Instant::now();
            for i in 0..COUNT {
                let source: Vec<u16> = format!("{pattern}x{i}").encode_utf16().collect();
                std::hint::black_box(CompiledRegExp::compile(&source, parsed).unwrap());
            }
            eprintln!("/{pattern}x…/{flags}: {:?} a compile", start.elapsed() / COUNT);
        }
    }
}
