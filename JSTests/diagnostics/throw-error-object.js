// An Error thrown is reported where it is thrown, with the stack of where it was made.
function make() { return new RangeError("out of range"); }
const error = make();
if (error)
    throw error;
