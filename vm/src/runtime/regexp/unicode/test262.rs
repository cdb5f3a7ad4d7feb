//! The property tables against test262's generated property-escape tests (Unicode 17.0.0),
//! read as data: each `\p{…}` a test names must be exactly its `matchSymbols` (or
//! `matchStrings`), and each `\P{…}` exactly its `nonMatchSymbols`. This is what tells that
//! ICU4X's data and the generated emoji tables are the version test262 expects.
//!
//! test262 is found where the harness finds it (`$TEST262_DIR`, else `../shared/test262-next`
//! beside the repository); without it the tests say so and pass. The parser's tests read
//! test262's `v`-flag tests through the same helpers.

use std::path::PathBuf;

use super::properties::{Property, lookup};
use crate::runtime::regexp::charset::{self, Ranges};

/// The `.js` files of a test262 folder (`test/built-ins/RegExp/…`), with their text, or
/// `None` (said on standard error) without test262.
pub(crate) fn test262_files(folder: &str) -> Option<Vec<(String, String)>> {
    let root = std::env::var_os("TEST262_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/test262-next"));
    let folder = root.join("test/built-ins/RegExp").join(folder);
    let Ok(entries) = std::fs::read_dir(&folder) else {
        eprintln!("skipped: no test262 at {}", folder.display());
        return None;
    };
    let mut files: Vec<(String, String)> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "js"))
        .map(|path| (path.display().to_string(), std::fs::read_to_string(&path).unwrap()))
        .collect();
    files.sort();
    Some(files)
}

/// Whether a generated test says it is of the tables' Unicode version (`Unicode v17.0.0`
/// in its header): a test262 of another version is skipped, said on standard error.
pub(crate) fn of_our_unicode_version(path: &str, text: &str) -> bool {
    let (major, minor, patch) = super::UNICODE_VERSION;
    let ours = format!("Unicode v{major}.{minor}.{patch}");
    let same = text.contains(&ours);
    if !same {
        eprintln!("skipped: {path} is not of {ours}");
    }
    same
}

/// Every hexadecimal number (`0x…`) of `text`.
fn hex_numbers(text: &str) -> Vec<u32> {
    text.split("0x")
        .skip(1)
        .map(|rest| {
            let digits: String = rest.chars().take_while(char::is_ascii_hexdigit).collect();
            u32::from_str_radix(&digits, 16).unwrap()
        })
        .collect()
}

/// The set a `buildString({ loneCodePoints: […], ranges: [[a, b], …] })` builds.
fn build_string_set(block: &str) -> Ranges {
    let (lone, ranges) = block.split_once("ranges").unwrap();
    let mut set: Ranges = hex_numbers(lone).into_iter().map(|c| (c, c)).collect();
    set.extend(hex_numbers(ranges).chunks(2).map(|pair| (pair[0], pair[1])));
    charset::normalize(set)
}

#[test]
fn property_escapes_match_test262s_generated_sets() {
    let Some(files) = test262_files("property-escapes/generated") else { return };
    let mut checked = 0;
    for (path, text) in files {
        if !of_our_unicode_version(&path, &text) {
            return;
        }
        let mut rest = text.as_str();
        while let Some(start) = rest.find("buildString(").map(|i| i + "buildString(".len()) {
            // The escapes tested against this set follow it, up to the next set.
            let end = rest[start..].find("});").unwrap() + start;
            let expected = build_string_set(&rest[start..end]);
            let tail = &rest[end..];
            let scope = &tail[..tail.find("buildString(").unwrap_or(tail.len())];
            for line in scope.lines().map(str::trim) {
                let Some(escape) = line.strip_prefix("/^\\").and_then(|l| l.strip_suffix("+$/u,")) else { continue };
                let negated = escape.starts_with('P');
                let body = &escape[2..escape.len() - 1];
                let (name, value) = match body.split_once('=') {
                    Some((name, value)) => (name, Some(value)),
                    None => (body, None),
                };
                let Some(Property::CodePoints(ranges)) = lookup(name, value, false, false).as_deref().cloned() else {
                    panic!("{path}: {escape} is not a property");
                };
                let ranges = if negated { charset::complement(&ranges) } else { ranges };
                assert!(ranges == expected, "{path}: {escape} differs from test262");
                checked += 1;
            }
            rest = tail;
        }
    }
    // Every General_Category, Script and Script_Extensions value, each binary property, in
    // each spelling.
    assert!(checked > 3000, "only {checked} escapes checked");
}

/// A JavaScript string literal's contents (`"…"` with `\xXX`, `\uXXXX`, `\u{…}` and literal
/// characters) as code points.
pub(crate) fn string_literal(literal: &str) -> Vec<u32> {
    let mut units: Vec<u16> = Vec::new();
    let mut chars = literal.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            units.extend(c.encode_utf16(&mut [0; 2]).iter());
            continue;
        }
        let digits: String = match chars.next() {
            Some('x') => chars.by_ref().take(2).collect(),
            Some('u') if chars.peek() == Some(&'{') => {
                chars.next();
                chars.by_ref().take_while(|&c| c != '}').collect()
            }
            Some('u') => chars.by_ref().take(4).collect(),
            other => panic!("escape \\{other:?}"),
        };
        let value = u32::from_str_radix(&digits, 16).unwrap();
        units.extend(char::from_u32(value).map_or(vec![value as u16], |c| c.encode_utf16(&mut [0; 2]).to_vec()));
    }
    char::decode_utf16(units).map(|c| c.unwrap() as u32).collect()
}

#[test]
fn properties_of_strings_match_test262s_generated_lists() {
    let Some(files) = test262_files("property-escapes/generated/strings") else { return };
    let mut checked = 0;
    for (path, text) in files {
        let Some(start) = text.find("matchStrings: [") else { continue };
        if !of_our_unicode_version(&path, &text) {
            return;
        }
        let name = text.split("/^\\p{").nth(1).and_then(|rest| rest.split('}').next()).unwrap();
        let list = &text[start..start + text[start..].find(']').unwrap()];
        let mut expected: Vec<Vec<u32>> = list
            .lines()
            .filter_map(|line| line.trim().trim_end_matches(',').strip_prefix('"')?.strip_suffix('"'))
            .map(string_literal)
            .collect();
        expected.sort();
        expected.dedup();
        let Some(Property::Strings(code_points, strings)) = lookup(name, None, true, false).as_deref().cloned() else {
            panic!("{path}: {name} is not a property of strings");
        };
        let mut actual: Vec<Vec<u32>> =
            code_points.iter().flat_map(|&(low, high)| low..=high).map(|c| vec![c]).collect();
        actual.extend(strings);
        actual.sort();
        assert!(actual == expected, "{path}: {name} has {} strings, test262 {}", actual.len(), expected.len());
        checked += 1;
    }
    assert_eq!(checked, 7);
}
