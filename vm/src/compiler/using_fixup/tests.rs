use boa_interner::Interner;
use boa_parser::{Parser, Source};

use super::{parse_with_fixup, rewrite};

/// The rewritten text of `source`, if it has a site.
fn rewritten(source: &str) -> Option<String> {
    rewrite(source.as_bytes()).map(|r| String::from_utf8(r.text).expect("UTF-8 in, UTF-8 out"))
}

/// Parses `text` as a module with boa_parser.
fn parse_module(text: &[u8]) -> Result<boa_ast::Module, String> {
    let mut interner = Interner::default();
    let scope = boa_ast::scope::Scope::new_global();
    Parser::new(Source::from_bytes(text)).parse_module(&scope, &mut interner).map_err(|e| e.to_string())
}

#[test]
fn await_using_after_a_line_break_gets_a_semicolon_in_place_of_an_indentation_space() {
    assert_eq!(rewritten("f()\n  await using x = y;").as_deref(), Some("f()\n ;await using x = y;"));
    assert_eq!(rewritten("{\n\tawait using x = y }").as_deref(), Some("{\n;await using x = y }"));
    // No indentation: the `\r` of a `\r\n` becomes the `;`, or else one is inserted.
    assert_eq!(rewritten("f()\r\nawait using x = y").as_deref(), Some("f();\nawait using x = y"));
    assert_eq!(rewritten("f()\nawait using x = y").as_deref(), Some("f()\n;await using x = y"));
    // After a comment that holds the line break.
    assert_eq!(rewritten("f() /*\n*/ await using x = y").as_deref(), Some("f() /*\n*/;await using x = y"));
}

#[test]
fn the_rewrite_keeps_every_line_where_it_was() {
    let source = "a()\r\n  await using x = y\r\n\tawait using z = w\n";
    let text = rewritten(source).expect("two sites");
    assert_eq!(text.len(), source.len());
    assert_eq!(text.lines().count(), source.lines().count());
}

#[test]
fn same_line_await_using_and_other_awaits_are_left_alone() {
    assert_eq!(rewritten("f(); await using x = y"), None);
    assert_eq!(rewritten("f()\nawait using\nx = y"), None);
    assert_eq!(rewritten("f()\nawait g()"), None);
    assert_eq!(rewritten("f()\nawait using in y"), None);
    assert_eq!(rewritten("f(\nawait using x)"), None);
}

#[test]
fn a_single_statement_position_is_never_given_a_semicolon() {
    // Each would turn a declaration where a Statement must be, a SyntaxError, into valid code.
    for source in [
        "if (c)\n await using x = y",
        "if (f(a))\n await using x = y",
        "while (c)\n await using x = y",
        "for (;;)\n await using x = y",
        "for await (const a of b)\n await using x = y",
        "with (o)\n await using x = y",
        "if (c) f(); else\n await using x = y",
        "do\n await using x = y\nwhile (c)",
        "label:\n await using x = y",
    ] {
        assert_eq!(rewritten(source), None, "{source}");
    }
    // A `)` that ends a call is no control head.
    assert!(rewritten("if (c) f()\n await using x = y").is_some());
}

#[test]
fn strings_templates_comments_and_regular_expressions_are_skipped() {
    for source in [
        "'\\\n await using x = y'",
        "`\n await using x = y`",
        "`${ `\n await using x = y` }`",
        "`${ {a: 1}.a }\n await using x = y`",
        "/* for (using x of y) */",
        "// for (using x of y)\n",
        "x = /for (using x of y)/g",
        "if (c) /for (using x of y)/.test(s)",
        "x = '`'; y = \"for (using x of y)\"",
    ] {
        assert_eq!(rewritten(source), None, "{source}");
    }
    // Division is no regular expression: the head after it is found.
    assert!(rewritten("a = b / c; for (using x of y) {} d / 2").is_some());
    // A template's substitution is code.
    assert!(rewritten("`${ (() => { for (using x of y) {} })() }`").is_some());
}

#[test]
fn for_heads_become_const_heads() {
    assert_eq!(rewritten("for (using x of y) {}").as_deref(), Some("for (const x of y) {}"));
    assert_eq!(rewritten("for (await using x of y) {}").as_deref(), Some("for (      const x of y) {}"));
    assert_eq!(rewritten("for await (using x of y) {}").as_deref(), Some("for await (const x of y) {}"));
    assert_eq!(rewritten("for await (await using x of y) {}").as_deref(), Some("for await (      const x of y) {}"));
    assert_eq!(rewritten("for (using x = a, z = b; ;) {}").as_deref(), Some("for (const x = a, z = b; ;) {}"));
    // `using of =` declares `of`; `await using of of` iterates into `of`.
    assert_eq!(rewritten("for (using of = a;;) {}").as_deref(), Some("for (const of = a;;) {}"));
    assert_eq!(rewritten("for (await using of of y) {}").as_deref(), Some("for (      const of of y) {}"));
}

#[test]
fn heads_that_are_not_using_declarations_are_left_alone() {
    for source in [
        // `using of of` reads the identifier `using`, which boa cannot (see the module docs).
        "for (using of of y) {}",
        "for (using x in y) {}",
        "for (await using x in y) {}",
        "for (using\nx of y) {}",
        "for (using [a] of y) {}",
        "for (using.x of y) {}",
        "for (using instanceof y;;) {}",
        "for (\\u0075sing x of y) {}",
    ] {
        assert_eq!(rewritten(source), None, "{source}");
    }
}

#[test]
fn each_head_is_recorded_where_boa_places_its_binding() {
    // Columns count code points, after a line whose `;` was inserted too.
    let source = "var é = 1;\nasync function f() {\nawait using a = null; 'é'; for (await using b of []) {}\n}";
    let rewrite = rewrite(source.as_bytes()).expect("sites");
    let module = parse_module(&rewrite.text).expect("the rewrite parses");
    let mut positions = Vec::new();
    struct Heads<'a>(&'a mut Vec<(u32, u32)>);
    impl<'ast> boa_ast::visitor::Visitor<'ast> for Heads<'_> {
        type BreakTy = ();
        fn visit_for_of_loop(&mut self, node: &'ast boa_ast::statement::ForOfLoop) -> std::ops::ControlFlow<()> {
            use boa_ast::Spanned;
            use boa_ast::declaration::Binding;
            use boa_ast::statement::iteration::IterableLoopInitializer;
            if let IterableLoopInitializer::Const(Binding::Identifier(identifier)) = node.initializer() {
                let start = identifier.span().start();
                self.0.push((start.line_number(), start.column_number()));
            }
            std::ops::ControlFlow::Continue(())
        }
    }
    use boa_ast::visitor::VisitWith;
    let _ = module.visit_with(&mut Heads(&mut positions));
    // `;await using a = null; 'é'; for (      const b`: `b` is the 46th code point.
    assert_eq!(positions, [(3, 46)]);
    assert!(rewrite.heads.awaits_at(boa_ast::Position::new(3, 46)));
    assert_eq!(rewrite.heads.at(boa_ast::Position::new(3, 46)), Some(true));
    assert!(rewrite.heads.honoured());
}

#[test]
fn a_valid_source_is_parsed_once_and_never_rewritten() {
    let mut parses = 0;
    let source = b"async function f() { await using x = null; }";
    let (_, fixup) = parse_with_fixup(
        source,
        |text| {
            parses += 1;
            parse_module(text)
        },
        |_| true,
    )
    .expect("valid");
    assert_eq!(parses, 1);
    assert!(fixup.rejected().is_none());
}

#[test]
fn when_the_rewrite_fails_too_the_first_error_is_reported() {
    let source = b"async function f() {\n await using x = null; for (using y of z) {} )\n}";
    let first = parse_module(source).expect_err("invalid");
    let mut parses = 0;
    let error = parse_with_fixup(
        source,
        |text| {
            parses += 1;
            parse_module(text)
        },
        |_| true,
    )
    .err()
    .expect("still invalid");
    assert_eq!(parses, 2);
    assert_eq!(error, first);
}

#[test]
fn a_head_the_tree_does_not_use_rejects_the_rewrite() {
    let rewrite = rewrite(b"for (using x of y) {}").expect("a site");
    assert!(!rewrite.heads.honoured());
    rewrite.heads.at(boa_ast::Position::new(1, 12));
    assert!(rewrite.heads.honoured());
    rewrite.heads.set_misplaced();
    assert!(!rewrite.heads.honoured());
}

#[test]
fn twenty_thousand_sites_take_one_scan_and_one_more_parse() {
    const SITES: usize = 20_000;
    let mut source = String::from("async function f() {\n");
    for i in 0..SITES / 2 {
        source.push_str(&format!("  await using a{i} = null\n  for (using b{i} of []) {{}}\n"));
    }
    source.push('}');
    let mut parses = 0;
    let (_, fixup) = parse_with_fixup(
        source.as_bytes(),
        |text| {
            parses += 1;
            parse_module(text)
        },
        |_| true,
    )
    .expect("the rewrite parses");
    assert_eq!(parses, 2);
    assert_eq!(fixup.heads.sites.len(), SITES / 2);
}
