// A cause that is not an error is shown as a value.
throw new RangeError("out of range", { cause: "the index was 12" });
