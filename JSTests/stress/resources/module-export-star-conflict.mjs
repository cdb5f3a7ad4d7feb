// Two star exports providing the same name: the name becomes ambiguous and is left out.
export * from "./module-export-star-conflict-a.mjs";
export * from "./module-export-star-conflict-b.mjs";
