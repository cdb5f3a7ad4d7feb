// A default export that is a named function declaration (hoisted).
export default function namedDefault() { return "default function"; }
export const alsoNamed = "also named";
