// A chain of causes is cut after a few.
let error = new Error("root");
for (let i = 1; i <= 20; i++)
    error = new Error("wrapped " + i, { cause: error });
throw error;
