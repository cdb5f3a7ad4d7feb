// Never runs: its dependency fails while it waits.
import "./module-tla-rejects.mjs";
globalThis.rejectLog.push("importer ran");
