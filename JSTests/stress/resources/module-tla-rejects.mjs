globalThis.rejectLog.push("rejecting module start");
await null;
throw new EvalError("rejected after await");
