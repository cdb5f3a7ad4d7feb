// A module whose evaluation throws.
throw new RangeError("module evaluation failed");
