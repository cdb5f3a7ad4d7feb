//! Conversions between Rust and JavaScript values: [`FromJs`], [`IntoJs`], and the
//! argument lists of calls ([`IntoArgs`], [`FromArgs`]).
//!
//! Conversions from JavaScript check types rather than coerce, as a typed API should: a
//! `String` wants a string, an `i32` a number that is an integer in range, a `Vec<T>` an
//! array; anything else is an [`Error::Conversion`] naming both sides. To coerce the way
//! JavaScript does, call [`Value::to_string`] or [`Value::to_number`] first.

use std::collections::{BTreeMap, HashMap};

use vm::JSValue;

use crate::error::Error;
use crate::function::Args;
use crate::scope::Scope;
use crate::value::{Function, Object, Value};

/// A Rust value made from a JavaScript one.
pub trait FromJs<'s>: Sized {
    fn from_js(scope: &mut Scope<'s>, value: &Value<'s>) -> Result<Self, Error>;
}

/// A Rust value that becomes a JavaScript one.
pub trait IntoJs<'s> {
    fn into_js(self, scope: &mut Scope<'s>) -> Result<Value<'s>, Error>;

    /// The value as a property key (what `Object::get` and its siblings take). The default
    /// makes the value and converts it; strings override it to find their atom without
    /// making a string first.
    fn into_property_key(self, scope: &mut Scope<'s>) -> Result<PropertyKey<'s>, Error>
    where
        Self: Sized,
    {
        let value = self.into_js(scope)?;
        scope.property_key_of(value)
    }
}

/// A property key made from a Rust value, kept alive as long as this handle (it may be the
/// only reference to its atom or symbol).
pub struct PropertyKey<'s> {
    pub(crate) key: vm::PropertyKey,
    pub(crate) _root: Option<Value<'s>>,
}

/// The arguments of a call: `()`, a tuple of [`IntoJs`] values, or a `Vec` or slice of
/// values.
pub trait IntoArgs<'s> {
    fn into_args(self, scope: &mut Scope<'s>) -> Result<Vec<Value<'s>>, Error>;
}

/// What a typed native function takes from its arguments: a tuple of [`FromJs`] values,
/// each from its position (missing ones are `undefined`, which `Option` accepts).
pub trait FromArgs<'s>: Sized {
    fn from_args(scope: &mut Scope<'s>, args: &Args<'s>) -> Result<Self, Error>;
}

fn mismatch<T>(scope: &Scope<'_>, value: &Value<'_>, to: &'static str) -> Result<T, Error> {
    let from = scope.vm_ref().describe_value(value.raw());
    Err(Error::Conversion { from, to })
}

// ---------------------------------------------------------------------------------------
// Handles.

impl<'s> FromJs<'s> for Value<'s> {
    fn from_js(_: &mut Scope<'s>, value: &Value<'s>) -> Result<Self, Error> {
        Ok(value.clone())
    }
}

impl<'s> FromJs<'s> for Object<'s> {
    fn from_js(scope: &mut Scope<'s>, value: &Value<'s>) -> Result<Self, Error> {
        value.as_object().map_or_else(|| mismatch(scope, value, "an object"), Ok)
    }
}

impl<'s> FromJs<'s> for Function<'s> {
    fn from_js(scope: &mut Scope<'s>, value: &Value<'s>) -> Result<Self, Error> {
        value.as_function().map_or_else(|| mismatch(scope, value, "a function"), Ok)
    }
}

impl<'s> IntoJs<'s> for Value<'s> {
    fn into_js(self, _: &mut Scope<'s>) -> Result<Value<'s>, Error> {
        Ok(self)
    }
}

impl<'s> IntoJs<'s> for &Value<'s> {
    fn into_js(self, _: &mut Scope<'s>) -> Result<Value<'s>, Error> {
        Ok(self.clone())
    }
}

impl<'s> IntoJs<'s> for Object<'s> {
    fn into_js(self, _: &mut Scope<'s>) -> Result<Value<'s>, Error> {
        Ok(self.into())
    }
}

impl<'s> IntoJs<'s> for &Object<'s> {
    fn into_js(self, _: &mut Scope<'s>) -> Result<Value<'s>, Error> {
        Ok(self.as_value().clone())
    }
}

impl<'s> IntoJs<'s> for Function<'s> {
    fn into_js(self, _: &mut Scope<'s>) -> Result<Value<'s>, Error> {
        Ok(self.into())
    }
}

impl<'s> IntoJs<'s> for &Function<'s> {
    fn into_js(self, _: &mut Scope<'s>) -> Result<Value<'s>, Error> {
        Ok(self.as_value().clone())
    }
}

impl<'s> IntoJs<'s> for &crate::Persistent {
    fn into_js(self, scope: &mut Scope<'s>) -> Result<Value<'s>, Error> {
        self.get(scope)
    }
}

// ---------------------------------------------------------------------------------------
// Primitives.

/// `undefined`, for `Option`-less places that want it spelled out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Undefined;

/// `null`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Null;

impl<'s> IntoJs<'s> for Undefined {
    fn into_js(self, scope: &mut Scope<'s>) -> Result<Value<'s>, Error> {
        Ok(scope.undefined())
    }
}

impl<'s> IntoJs<'s> for Null {
    fn into_js(self, scope: &mut Scope<'s>) -> Result<Value<'s>, Error> {
        Ok(scope.null())
    }
}

impl<'s> IntoJs<'s> for () {
    fn into_js(self, scope: &mut Scope<'s>) -> Result<Value<'s>, Error> {
        Ok(scope.undefined())
    }
}

impl<'s> FromJs<'s> for () {
    fn from_js(_: &mut Scope<'s>, _: &Value<'s>) -> Result<Self, Error> {
        Ok(())
    }
}

impl<'s> FromJs<'s> for bool {
    fn from_js(scope: &mut Scope<'s>, value: &Value<'s>) -> Result<Self, Error> {
        value.as_bool().map_or_else(|| mismatch(scope, value, "bool"), Ok)
    }
}

impl<'s> IntoJs<'s> for bool {
    fn into_js(self, scope: &mut Scope<'s>) -> Result<Value<'s>, Error> {
        Ok(scope.value_of(JSValue::from_bool(self)))
    }
}

impl<'s> FromJs<'s> for f64 {
    fn from_js(scope: &mut Scope<'s>, value: &Value<'s>) -> Result<Self, Error> {
        value.as_number().map_or_else(|| mismatch(scope, value, "f64"), Ok)
    }
}

impl<'s> FromJs<'s> for f32 {
    fn from_js(scope: &mut Scope<'s>, value: &Value<'s>) -> Result<Self, Error> {
        value.as_number().map_or_else(|| mismatch(scope, value, "f32"), |number| Ok(number as f32))
    }
}

impl<'s> IntoJs<'s> for f64 {
    fn into_js(self, scope: &mut Scope<'s>) -> Result<Value<'s>, Error> {
        Ok(scope.value_of(JSValue::from_number(self)))
    }
}

impl<'s> IntoJs<'s> for f32 {
    fn into_js(self, scope: &mut Scope<'s>) -> Result<Value<'s>, Error> {
        Ok(scope.value_of(JSValue::from_number(self.into())))
    }
}

/// Integers: from a number that is an integer in the type's range; into a number (the
/// 64-bit ones lose precision past 2^53, as `Number` does).
macro_rules! integers {
    ($($int:ty),*) => {$(
        impl<'s> FromJs<'s> for $int {
            fn from_js(scope: &mut Scope<'s>, value: &Value<'s>) -> Result<Self, Error> {
                match value.as_number() {
                    Some(number) if number.fract() == 0.0
                        && number >= <$int>::MIN as f64
                        && number <= <$int>::MAX as f64 => Ok(number as $int),
                    _ => mismatch(scope, value, stringify!($int)),
                }
            }
        }

        impl<'s> IntoJs<'s> for $int {
            fn into_js(self, scope: &mut Scope<'s>) -> Result<Value<'s>, Error> {
                Ok(scope.value_of(JSValue::from_number(self as f64)))
            }
        }
    )*};
}

integers!(i8, i16, i32, i64, isize, u8, u16, u32, u64, usize);

impl<'s> FromJs<'s> for String {
    fn from_js(scope: &mut Scope<'s>, value: &Value<'s>) -> Result<Self, Error> {
        value.as_string().map_or_else(|| mismatch(scope, value, "String"), Ok)
    }
}

impl<'s> IntoJs<'s> for &str {
    fn into_js(self, scope: &mut Scope<'s>) -> Result<Value<'s>, Error> {
        scope.string(self)
    }

    fn into_property_key(self, scope: &mut Scope<'s>) -> Result<PropertyKey<'s>, Error> {
        scope.property_key_of_str(self)
    }
}

impl<'s> IntoJs<'s> for String {
    fn into_js(self, scope: &mut Scope<'s>) -> Result<Value<'s>, Error> {
        scope.string(&self)
    }

    fn into_property_key(self, scope: &mut Scope<'s>) -> Result<PropertyKey<'s>, Error> {
        scope.property_key_of_str(&self)
    }
}

impl<'s> IntoJs<'s> for &String {
    fn into_js(self, scope: &mut Scope<'s>) -> Result<Value<'s>, Error> {
        scope.string(self)
    }

    fn into_property_key(self, scope: &mut Scope<'s>) -> Result<PropertyKey<'s>, Error> {
        scope.property_key_of_str(self)
    }
}

// ---------------------------------------------------------------------------------------
// Containers.

/// `undefined` and `null` are `None`.
impl<'s, T: FromJs<'s>> FromJs<'s> for Option<T> {
    fn from_js(scope: &mut Scope<'s>, value: &Value<'s>) -> Result<Self, Error> {
        if value.is_nullish() { Ok(None) } else { T::from_js(scope, value).map(Some) }
    }
}

/// `None` is `undefined`.
impl<'s, T: IntoJs<'s>> IntoJs<'s> for Option<T> {
    fn into_js(self, scope: &mut Scope<'s>) -> Result<Value<'s>, Error> {
        match self {
            Some(value) => value.into_js(scope),
            None => Ok(scope.undefined()),
        }
    }
}

/// The elements of an array (reading `length` and each index, as a loop would).
impl<'s, T: FromJs<'s>> FromJs<'s> for Vec<T> {
    fn from_js(scope: &mut Scope<'s>, value: &Value<'s>) -> Result<Self, Error> {
        let array = array_of(scope, value, "Vec")?;
        let length: f64 = array.get(scope, "length")?;
        (0..length as u32).map(|index| array.get(scope, index)).collect()
    }
}

fn array_of<'s>(scope: &mut Scope<'s>, value: &Value<'s>, to: &'static str) -> Result<Object<'s>, Error> {
    match value.as_object() {
        Some(object) if object.is_array() => Ok(object),
        _ => mismatch(scope, value, to),
    }
}

impl<'s, T: IntoJs<'s>> IntoJs<'s> for Vec<T> {
    fn into_js(self, scope: &mut Scope<'s>) -> Result<Value<'s>, Error> {
        let values = self.into_iter().map(|value| value.into_js(scope)).collect::<Result<Vec<_>, _>>()?;
        Ok(scope.new_array(&values)?.into())
    }
}

impl<'s, T: IntoJs<'s> + Clone> IntoJs<'s> for &[T] {
    fn into_js(self, scope: &mut Scope<'s>) -> Result<Value<'s>, Error> {
        self.to_vec().into_js(scope)
    }
}

/// The own enumerable string-keyed properties of an object.
macro_rules! maps {
    ($($map:ident),*) => {$(
        impl<'s, T: FromJs<'s>> FromJs<'s> for $map<String, T> {
            fn from_js(scope: &mut Scope<'s>, value: &Value<'s>) -> Result<Self, Error> {
                let Some(object) = value.as_object() else { return mismatch(scope, value, stringify!($map)) };
                let keys = object.keys(scope)?;
                keys.into_iter().map(|key| Ok((key.clone(), object.get(scope, key)?))).collect()
            }
        }

        impl<'s, K: AsRef<str>, T: IntoJs<'s>> IntoJs<'s> for $map<K, T> {
            fn into_js(self, scope: &mut Scope<'s>) -> Result<Value<'s>, Error> {
                let object = scope.new_object()?;
                for (key, value) in self {
                    object.set(scope, key.as_ref(), value)?;
                }
                Ok(object.into())
            }
        }
    )*};
}

maps!(HashMap, BTreeMap);

/// Tuples: arrays of their elements (a shorter array leaves `undefined` for the rest),
/// and argument lists.
macro_rules! tuples {
    ($(($($name:ident $index:tt),+))*) => {$(
        impl<'s, $($name: FromJs<'s>),+> FromJs<'s> for ($($name,)+) {
            fn from_js(scope: &mut Scope<'s>, value: &Value<'s>) -> Result<Self, Error> {
                let array = array_of(scope, value, "a tuple")?;
                Ok(($(array.get::<$name>(scope, $index as u32)?,)+))
            }
        }

        impl<'s, $($name: IntoJs<'s>),+> IntoJs<'s> for ($($name,)+) {
            fn into_js(self, scope: &mut Scope<'s>) -> Result<Value<'s>, Error> {
                let values = vec![$(self.$index.into_js(scope)?),+];
                Ok(scope.new_array(&values)?.into())
            }
        }

        impl<'s, $($name: IntoJs<'s>),+> IntoArgs<'s> for ($($name,)+) {
            fn into_args(self, scope: &mut Scope<'s>) -> Result<Vec<Value<'s>>, Error> {
                Ok(vec![$(self.$index.into_js(scope)?),+])
            }
        }

        impl<'s, $($name: FromJs<'s>),+> FromArgs<'s> for ($($name,)+) {
            fn from_args(scope: &mut Scope<'s>, args: &Args<'s>) -> Result<Self, Error> {
                Ok(($(args.get_as::<$name>(scope, $index)?,)+))
            }
        }
    )*};
}

tuples! {
    (A 0)
    (A 0, B 1)
    (A 0, B 1, C 2)
    (A 0, B 1, C 2, D 3)
    (A 0, B 1, C 2, D 3, E 4)
    (A 0, B 1, C 2, D 3, E 4, F 5)
}

impl<'s> IntoArgs<'s> for () {
    fn into_args(self, _: &mut Scope<'s>) -> Result<Vec<Value<'s>>, Error> {
        Ok(Vec::new())
    }
}

impl<'s> FromArgs<'s> for () {
    fn from_args(_: &mut Scope<'s>, _: &Args<'s>) -> Result<Self, Error> {
        Ok(())
    }
}

impl<'s> IntoArgs<'s> for Vec<Value<'s>> {
    fn into_args(self, _: &mut Scope<'s>) -> Result<Vec<Value<'s>>, Error> {
        Ok(self)
    }
}

impl<'s> IntoArgs<'s> for &[Value<'s>] {
    fn into_args(self, _: &mut Scope<'s>) -> Result<Vec<Value<'s>>, Error> {
        Ok(self.to_vec())
    }
}
