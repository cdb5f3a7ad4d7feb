//! TEMPORARY: replaced by the module loader before this lands.
use crate::error::{JsResult, Message};
use crate::interpreter::Cursor;
use crate::value::JSValue;
use crate::vm::Vm;

impl Vm {
    pub(crate) fn import_meta(&mut self, _cursor: &Cursor) -> JsResult<JSValue> {
        Err(self.throw_error_with(Message::Syntax, "import.meta is not supported yet"))
    }

    pub(crate) fn import_call(&mut self, _cursor: &Cursor, _specifier: JSValue, _options: JSValue) -> JsResult<JSValue> {
        Err(self.throw_error_with(Message::Syntax, "import() is not supported yet"))
    }
}
