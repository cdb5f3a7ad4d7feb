//! Destructuring: binding patterns (declarations, parameters, `catch`) and assignment
//! patterns, which differ only in how a target is stored.
//!
//! An array pattern drives the iterator protocol: the iterator is closed when the pattern
//! ends before the iterator does, or when a target or default throws, but not when the
//! iterator itself threw (a `done` register tracks which).

use boa_ast::declaration::Binding;
use boa_ast::expression::access::PropertyAccess;
use boa_ast::pattern::{ArrayPattern, ArrayPatternElement, ObjectPattern, ObjectPatternElement, Pattern};
use boa_ast::property::PropertyName;
use boa_ast::{Expression, Spanned};
use boa_interner::Sym;

use super::bindings::StoreMode;
use super::control::ControlKind;
use super::expressions::Key;
use super::properties::Reference;
use super::{CResult, Codegen};
use crate::bytecode::{Instruction, Reg};

/// Where one element of a pattern goes.
enum Target<'a> {
    Name(Sym),
    /// A name looked up at run time, resolved (into the register) before the value is
    /// fetched, as ResolveBinding comes first in 8.6.2 and 13.15.5.
    ResolvedName(Sym, Reg),
    Access(&'a PropertyAccess),
    Pattern(&'a Pattern),
}

impl Codegen<'_> {
    /// Binds `value` to an identifier or pattern.
    pub fn bind_binding(&mut self, binding: &Binding, value: Reg, mode: StoreMode) -> CResult<()> {
        match binding {
            Binding::Identifier(identifier) => self.store_name(identifier.sym(), value, mode),
            Binding::Pattern(pattern) => self.bind_pattern(pattern, value, mode),
        }
    }

    /// `pattern_operand` names what `value` came from, if it is set (it is taken).
    pub fn bind_pattern(&mut self, pattern: &Pattern, value: Reg, mode: StoreMode) -> CResult<()> {
        let mark = self.f.e.mark();
        self.position(pattern.span());
        let name = self.pattern_operand.take();
        match pattern {
            Pattern::Object(object) => self.object_pattern(object, value, mode)?,
            Pattern::Array(array) => self.array_pattern(array, value, mode, name.as_deref())?,
        }
        self.f.e.release(mark);
        Ok(())
    }

    /// Evaluates the reference of an access target before the value is fetched.
    fn prepare(&mut self, target: &Target<'_>) -> CResult<Option<Reference>> {
        match target {
            Target::Access(access) => Ok(Some(self.access_reference(access, false)?)),
            _ => Ok(None),
        }
    }

    /// The target of a single name: resolved now when it is looked up at run time and is
    /// assigned rather than initialized.
    fn name_target(&mut self, name: Sym, mode: StoreMode) -> CResult<Target<'static>> {
        if mode == StoreMode::Initialize {
            return Ok(Target::Name(name));
        }
        Ok(match self.resolve_dynamic(name)? {
            Some(base) => Target::ResolvedName(name, base),
            None => Target::Name(name),
        })
    }

    /// Applies the default if `value` is undefined, then stores to the target.
    fn finish_target(
        &mut self,
        target: &Target<'_>,
        reference: Option<Reference>,
        value: Reg,
        default: Option<&Expression>,
        mode: StoreMode,
    ) -> CResult<()> {
        if let Some(default) = default {
            let skip = self.f.e.label();
            let target_label = self.f.e.target(skip);
            self.emit(Instruction::JumpIfNotUndefined { src: value, target: target_label });
            let name = match target {
                Target::Name(name) | Target::ResolvedName(name, _) => Some(*name),
                _ => None,
            };
            self.expression_named(default, name, value)?;
            self.f.e.bind(skip);
        }
        match target {
            Target::Name(name) => self.store_name(*name, value, mode),
            Target::ResolvedName(name, base) => self.store_name_via(*name, value, None, Some(*base)),
            Target::Access(_) => {
                self.reference_put(reference.as_ref().expect("prepared"), value);
                Ok(())
            }
            Target::Pattern(pattern) => self.bind_pattern(pattern, value, mode),
        }
    }

    fn object_pattern(&mut self, pattern: &ObjectPattern, value: Reg, mode: StoreMode) -> CResult<()> {
        // RequireObjectCoercible.
        let ok = self.f.e.label();
        let target = self.f.e.target(ok);
        self.emit(Instruction::JumpIfNotNullish { src: value, target });
        let message = self.str_constant("Cannot destructure 'undefined' or 'null'")?;
        self.emit(Instruction::ThrowError { kind: 0, message });
        self.f.e.bind(ok);
        let elements = pattern.bindings();
        let has_rest = pattern.has_rest();
        // 13.15.1 / 14.3.3: a rest property must come last.
        if elements.iter().rev().skip(1).any(is_rest) {
            return Err(self.syntax_error("Rest element must be last element", Some(pattern.span())));
        }
        // With a rest element, the keys seen so far go in consecutive registers.
        let named = elements.iter().filter(|e| !is_rest(e)).count() as u16;
        let keys = if has_rest { Some(self.f.e.temps(named)) } else { None };
        let mut key_index = 0u16;
        for element in elements {
            let mark = self.f.e.mark();
            match element {
                ObjectPatternElement::SingleName { name, ident, default_init } => {
                    let key = self.pattern_key(name, keys, &mut key_index)?;
                    let target = self.name_target(ident.sym(), mode)?;
                    let item = self.f.e.temp();
                    self.get_key(value, key, item);
                    self.finish_target(&target, None, item, default_init.as_ref(), mode)?;
                }
                ObjectPatternElement::Pattern { name, pattern, default_init } => {
                    let key = self.pattern_key(name, keys, &mut key_index)?;
                    let item = self.f.e.temp();
                    self.get_key(value, key, item);
                    self.finish_target(&Target::Pattern(pattern), None, item, default_init.as_ref(), mode)?;
                }
                ObjectPatternElement::AssignmentPropertyAccess { name, access, default_init } => {
                    let key = self.pattern_key(name, keys, &mut key_index)?;
                    let target = Target::Access(access);
                    let reference = self.prepare(&target)?;
                    let item = self.f.e.temp();
                    self.get_key(value, key, item);
                    self.finish_target(&target, reference, item, default_init.as_ref(), mode)?;
                }
                ObjectPatternElement::RestProperty { ident } => {
                    let rest = self.rest_object(value, keys, key_index)?;
                    self.store_name(ident.sym(), rest, mode)?;
                }
                ObjectPatternElement::AssignmentRestPropertyAccess { access } => {
                    let target = Target::Access(access);
                    let reference = self.prepare(&target)?;
                    let rest = self.rest_object(value, keys, key_index)?;
                    self.finish_target(&target, reference, rest, None, mode)?;
                }
            }
            self.f.e.release(mark);
        }
        Ok(())
    }

    /// The key of a pattern property, also kept in the key list when there is a rest.
    fn pattern_key(&mut self, name: &PropertyName, keys: Option<Reg>, index: &mut u16) -> CResult<Key> {
        let key = self.property_key(name)?;
        if let Some(keys) = keys {
            let slot = keys.offset(*index);
            match key {
                Key::Named(constant) => self.emit(Instruction::LoadConst { dst: slot, constant }),
                Key::Value(register) => self.emit(Instruction::Mov { dst: slot, src: register }),
            }
            *index += 1;
            return Ok(Key::Value(slot));
        }
        Ok(key)
    }

    /// A new object with the own enumerable properties of `value` not in `keys`.
    fn rest_object(&mut self, value: Reg, keys: Option<Reg>, count: u16) -> CResult<Reg> {
        let rest = self.f.e.temp();
        let profile = self.f.e.arith_profile();
        self.emit(Instruction::NewObject { dst: rest, profile });
        let excluded = keys.unwrap_or(value);
        self.emit(Instruction::CopyDataProperties { target: rest, source: value, excluded, count });
        Ok(rest)
    }

    fn array_pattern(
        &mut self,
        pattern: &ArrayPattern,
        value: Reg,
        mode: StoreMode,
        name: Option<&str>,
    ) -> CResult<()> {
        let iterator = self.f.e.temps(2);
        self.name_operand(name);
        self.emit(Instruction::GetIterator { dst: iterator, src: value, asynchronous: 0 });
        let done = self.f.e.temp();
        self.emit(Instruction::LoadFalse { dst: done });
        let saved_scope = self.f.e.temp();
        self.emit(Instruction::Mov { dst: saved_scope, src: Reg::SCOPE });
        let (start, end, handler, after) = (self.f.e.label(), self.f.e.label(), self.f.e.label(), self.f.e.label());
        self.f.e.bind(start);
        // A `return` out of the pattern (a generator's, from a `yield` in it) closes too.
        self.push_control(ControlKind::IteratorClose { iterator, asynchronous: false, done: Some(done) }, Vec::new());
        for element in pattern.bindings() {
            let mark = self.f.e.mark();
            match element {
                ArrayPatternElement::Elision => {
                    let item = self.f.e.temp();
                    self.step(iterator, done, item);
                }
                ArrayPatternElement::SingleName { ident, default_init } => {
                    let target = self.name_target(ident.sym(), mode)?;
                    let item = self.f.e.temp();
                    self.step(iterator, done, item);
                    self.finish_target(&target, None, item, default_init.as_ref(), mode)?;
                }
                ArrayPatternElement::PropertyAccess { access, default_init } => {
                    let target = Target::Access(access);
                    let reference = self.prepare(&target)?;
                    let item = self.f.e.temp();
                    self.step(iterator, done, item);
                    self.finish_target(&target, reference, item, default_init.as_ref(), mode)?;
                }
                ArrayPatternElement::Pattern { pattern, default_init } => {
                    let item = self.f.e.temp();
                    self.step(iterator, done, item);
                    self.finish_target(&Target::Pattern(pattern), None, item, default_init.as_ref(), mode)?;
                }
                ArrayPatternElement::SingleNameRest { ident } => {
                    let rest = self.rest_array(iterator, done)?;
                    self.store_name(ident.sym(), rest, mode)?;
                }
                ArrayPatternElement::PropertyAccessRest { access } => {
                    let target = Target::Access(access);
                    let reference = self.prepare(&target)?;
                    let rest = self.rest_array(iterator, done)?;
                    self.finish_target(&target, reference, rest, None, mode)?;
                }
                ArrayPatternElement::PatternRest { pattern } => {
                    let rest = self.rest_array(iterator, done)?;
                    self.bind_pattern(pattern, rest, mode)?;
                }
            }
            self.f.e.release(mark);
        }
        self.f.e.bind(end);
        self.pop_control();
        // IteratorClose when the pattern did not exhaust the iterator.
        let target = self.f.e.target(after);
        self.emit(Instruction::JumpIfTrue { cond: done, target });
        self.emit(Instruction::IteratorClose { iterator });
        self.f.e.jump(after);
        self.f.e.bind(handler);
        self.emit(Instruction::Mov { dst: Reg::SCOPE, src: saved_scope });
        let exception = self.f.e.temp();
        self.emit(Instruction::Catch { dst: exception });
        let rethrow = self.f.e.label();
        let target = self.f.e.target(rethrow);
        self.emit(Instruction::JumpIfTrue { cond: done, target });
        self.emit(Instruction::IteratorCloseOnThrow { iterator });
        self.f.e.bind(rethrow);
        self.emit(Instruction::Rethrow { src: exception });
        self.f.e.add_handler(start, end, handler);
        self.f.e.bind(after);
        Ok(())
    }

    /// The next value of the iterator into `item` (undefined once it is done). `done` is
    /// set while `next` runs so that its own failure does not close the iterator.
    fn step(&mut self, iterator: Reg, done: Reg, item: Reg) {
        let exhausted = self.f.e.label();
        let next = self.f.e.label();
        self.emit(Instruction::LoadUndefined { dst: item });
        let target = self.f.e.target(next);
        self.emit(Instruction::JumpIfTrue { cond: done, target });
        self.emit(Instruction::LoadTrue { dst: done });
        let target = self.f.e.target(exhausted);
        self.emit(Instruction::ForOfNext { dst: item, iterator, done: target });
        self.emit(Instruction::LoadFalse { dst: done });
        self.f.e.bind(exhausted);
        self.f.e.bind(next);
    }

    /// The remaining values of the iterator, in a new array.
    fn rest_array(&mut self, iterator: Reg, done: Reg) -> CResult<Reg> {
        let array = self.f.e.temp();
        self.emit(Instruction::NewArray { dst: array, first: array, count: 0 });
        let head = self.f.e.label();
        let finished = self.f.e.label();
        let item = self.f.e.temp();
        let target = self.f.e.target(finished);
        self.emit(Instruction::JumpIfTrue { cond: done, target });
        self.emit(Instruction::LoadTrue { dst: done });
        self.f.e.bind(head);
        let target = self.f.e.target(finished);
        self.emit(Instruction::ForOfNext { dst: item, iterator, done: target });
        self.emit(Instruction::ArrayAppend { array, value: item });
        self.f.e.jump(head);
        self.f.e.bind(finished);
        Ok(array)
    }
}

fn is_rest(element: &ObjectPatternElement) -> bool {
    matches!(
        element,
        ObjectPatternElement::RestProperty { .. } | ObjectPatternElement::AssignmentRestPropertyAccess { .. }
    )
}
