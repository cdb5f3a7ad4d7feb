//! Property references: reads, writes and the references that compound assignments,
//! updates and destructuring evaluate once and use twice.

use boa_ast::expression::access::{PropertyAccess, PropertyAccessField};
use boa_ast::{Expression, Spanned};
use boa_interner::Sym;

use super::expressions::{Key, is_simple, unparenthesized};
use super::{CResult, Codegen};
use crate::bytecode::{Instruction, Reg};
use crate::compiler::analysis::{ArgumentsElement, arguments_element};
use crate::compiler::scopes::{Resolution, Storage};

impl Codegen<'_> {
    /// Reads a property access into `dst`.
    pub fn property_get(&mut self, access: &PropertyAccess, dst: Reg) -> CResult<()> {
        let mark = self.f.e.mark();
        if let Some(element) = self.lazy_arguments_element(access) {
            match element {
                ArgumentsElement::Length => self.emit(Instruction::ArgumentCount { dst }),
                ArgumentsElement::Element(key) => {
                    let key = self.expression(key, None)?;
                    self.position_of_access(access);
                    self.emit(Instruction::GetArgument { dst, key });
                }
            }
            self.f.e.release(mark);
            return Ok(());
        }
        match access {
            PropertyAccess::Simple(simple) => {
                let base = self.expression(simple.target(), None)?;
                match simple.field() {
                    PropertyAccessField::Const(identifier) => {
                        let key = self.literal_key(identifier.sym())?;
                        self.position_of_access(access);
                        self.get_key(base, key, dst);
                    }
                    PropertyAccessField::Expr(key) => {
                        let base = self.protect(base, mark, key)?;
                        let key = self.expression(key, None)?;
                        self.position_of_access(access);
                        let cache = self.f.e.property_cache();
                        self.emit(Instruction::GetByVal { dst, base, key, cache });
                    }
                }
            }
            PropertyAccess::Private(private) => {
                let base = self.expression(private.target(), None)?;
                let name = self.private_name(private.field().description())?;
                self.position(private.span());
                self.emit(Instruction::GetPrivate { dst, base, name });
            }
            PropertyAccess::Super(access) => {
                let (base, this, key) = self.super_reference(access, false)?;
                match key {
                    Key::Named(name) => self.emit(Instruction::GetByIdWithThis { dst, base, this, name }),
                    Key::Value(key) => self.emit(Instruction::GetByValWithThis { dst, base, this, key }),
                }
            }
        }
        self.f.e.release(mark);
        Ok(())
    }

    /// `access` as a read of `arguments.length` or `arguments[key]` where `arguments` is
    /// the binding of a function that makes no arguments object.
    fn lazy_arguments_element<'a>(&self, access: &'a PropertyAccess) -> Option<ArgumentsElement<'a>> {
        let element = arguments_element(access, self.specials.length)?;
        let Resolution::Binding { scope, index, .. } = self.resolve(Sym::ARGUMENTS) else { return None };
        (self.tree.binding(scope, index).storage == Storage::LazyArguments).then_some(element)
    }

    /// `super[key]`: `this`, then the key's value, then the home object's prototype
    /// (GetSuperBase comes before ToPropertyKey). The get or put instruction converts the
    /// key; a reference that is read and then written (`read_first`) converts it once here.
    fn super_reference(
        &mut self,
        access: &boa_ast::expression::access::SuperPropertyAccess,
        read_first: bool,
    ) -> CResult<(Reg, Reg, Key)> {
        let this = self.f.e.temp();
        self.this_value(this)?;
        let key_value = match access.field() {
            PropertyAccessField::Const(identifier) => Err(self.literal_key(identifier.sym())?),
            PropertyAccessField::Expr(key) => Ok(self.expression_temp(key)?),
        };
        let base = self.super_base()?;
        let key = match key_value {
            Err(key) => key,
            Ok(value) if read_first => {
                let register = self.f.e.temp();
                self.emit(Instruction::ToPropertyKey { dst: register, src: value });
                Key::Value(register)
            }
            Ok(value) => Key::Value(value),
        };
        Ok((base, this, key))
    }

    /// A copy of `base` (evaluated after `mark`) if evaluating `next` could change it:
    /// a register below the mark is a binding's own.
    pub(crate) fn protect(
        &mut self,
        base: Reg,
        mark: crate::compiler::emitter::RegisterMark,
        next: &Expression,
    ) -> CResult<Reg> {
        if !is_simple(next) && base.0 < mark.value() {
            let copy = self.f.e.temp();
            self.emit(Instruction::Mov { dst: copy, src: base });
            return Ok(copy);
        }
        Ok(base)
    }

    pub fn get_key(&mut self, base: Reg, key: Key, dst: Reg) {
        match key {
            Key::Named(name) => {
                let cache = self.f.e.property_cache();
                self.emit(Instruction::GetById { dst, base, name, cache });
            }
            Key::Value(key) => {
                let cache = self.f.e.property_cache();
                self.emit(Instruction::GetByVal { dst, base, key, cache });
            }
        }
    }

    pub fn put_key(&mut self, base: Reg, key: Key, value: Reg) {
        let strict = self.f.strict as u8;
        match key {
            Key::Named(name) => {
                let cache = self.f.e.property_cache();
                self.emit(Instruction::PutById { base, name, src: value, cache, strict });
            }
            Key::Value(key) => {
                let cache = self.f.e.property_cache();
                self.emit(Instruction::PutByVal { base, key, src: value, cache, strict });
            }
        }
    }

    /// A property reference evaluated up to the put: base (and key) in registers.
    /// `read_first`: the reference is read before it is written (compound assignment).
    pub fn access_reference(&mut self, access: &PropertyAccess, read_first: bool) -> CResult<Reference> {
        Ok(match access {
            PropertyAccess::Simple(simple) => {
                // A constant base needs no copy: nothing evaluated later can change it.
                let base = match unparenthesized(simple.target()) {
                    Expression::Identifier(identifier)
                        if let Some(register) = self.constant_register(identifier.sym(), identifier) =>
                    {
                        register
                    }
                    target => self.expression_temp(target)?,
                };
                let key = match simple.field() {
                    PropertyAccessField::Const(identifier) => self.literal_key(identifier.sym())?,
                    PropertyAccessField::Expr(key) if let Some(folded) = self.constant_key(key)? => folded,
                    PropertyAccessField::Expr(key) if read_first => {
                        // GetValue checks the base before it converts the key, and the put
                        // reuses the converted key.
                        let value = self.expression(key, None)?;
                        self.emit(Instruction::RequireObjectCoercible { src: base });
                        let register = self.f.e.temp();
                        self.emit(Instruction::ToPropertyKey { dst: register, src: value });
                        Key::Value(register)
                    }
                    // PutValue converts the key after the right-hand side is evaluated.
                    PropertyAccessField::Expr(key) => Key::Value(self.expression_temp(key)?),
                };
                Reference::Property { base, key }
            }
            PropertyAccess::Private(private) => {
                let base = self.expression_temp(private.target())?;
                let name = self.private_name(private.field().description())?;
                Reference::Private { base, name }
            }
            PropertyAccess::Super(access) => {
                let (base, this, key) = self.super_reference(access, read_first)?;
                Reference::Super { base, this, key }
            }
        })
    }

    pub fn reference_get(&mut self, reference: &Reference, dst: Reg) {
        match *reference {
            Reference::Property { base, key } => self.get_key(base, key, dst),
            Reference::Private { base, name } => self.emit(Instruction::GetPrivate { dst, base, name }),
            Reference::Super { base, this, key } => match key {
                Key::Named(name) => self.emit(Instruction::GetByIdWithThis { dst, base, this, name }),
                Key::Value(key) => self.emit(Instruction::GetByValWithThis { dst, base, this, key }),
            },
        }
    }

    pub fn reference_put(&mut self, reference: &Reference, value: Reg) {
        let strict = self.f.strict as u8;
        match *reference {
            Reference::Property { base, key } => self.put_key(base, key, value),
            Reference::Private { base, name } => self.emit(Instruction::PutPrivate { base, name, src: value }),
            Reference::Super { base, this, key } => match key {
                Key::Named(name) => self.emit(Instruction::PutByIdWithThis { base, this, name, src: value, strict }),
                Key::Value(key) => self.emit(Instruction::PutByValWithThis { base, this, key, src: value, strict }),
            },
        }
    }

    /// Stores `value` through a property access (a `for-in` target, a destructuring
    /// target).
    pub fn store_to_access(&mut self, access: &PropertyAccess, value: Reg) -> CResult<()> {
        let mark = self.f.e.mark();
        let reference = self.access_reference(access, false)?;
        self.position_of_access(access);
        self.reference_put(&reference, value);
        self.f.e.release(mark);
        Ok(())
    }

    /// The register holding the private symbol `#description`.
    pub fn private_name(&mut self, description: Sym) -> CResult<Reg> {
        let name = crate::compiler::analysis::private_sym(self.interner, description);
        self.load_name(name, None, None)
    }

    // Calls.
}

/// A property reference whose parts are evaluated.
pub(crate) enum Reference {
    Property { base: Reg, key: Key },
    Private { base: Reg, name: Reg },
    Super { base: Reg, this: Reg, key: Key },
}
