globalThis.siblingLog = [];
