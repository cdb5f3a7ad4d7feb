// Deliberately invalid module: HTML-like comments are not allowed in module code.
export const x = 1; <!-- not a comment in modules
