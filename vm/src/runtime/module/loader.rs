//! Where modules come from: the host's [`ModuleLoader`] (16.2.1.8 HostLoadImportedModule).
//!
//! The VM asks the loader to resolve each specifier against the module or script that
//! imports it, keeps one module per resolved name, and asks it for that module's source
//! once. [`FileLoader`], the default, reads files: specifiers are paths relative to the
//! importing file's directory (the current directory for code that is not in a file),
//! and a module's name is its canonical path.
//!
//! The loader knows nothing of import attributes: the VM keeps one module per name and
//! `type` attribute, and reads a `type: "json"` module's source, from [`ModuleLoader::load`]
//! too, as JSON.

use std::path::{Path, PathBuf};

/// How the host finds modules. Errors are messages: the import fails with a SyntaxError
/// `Cannot find module '<specifier>'` followed by the message.
pub trait ModuleLoader {
    /// The name of the module `specifier` denotes when `referrer` (the name of a module or
    /// a script) imports it. Equal names are one module.
    fn resolve(&self, referrer: &str, specifier: &str) -> Result<String, String>;

    /// The source text of the module named `name`.
    fn load(&self, name: &str) -> Result<String, String>;

    /// `import.meta.url` of the module named `name`.
    fn url(&self, name: &str) -> String {
        name.to_string()
    }
}

/// Modules from files.
#[derive(Clone, Copy, Debug, Default)]
pub struct FileLoader;

impl ModuleLoader for FileLoader {
    fn resolve(&self, referrer: &str, specifier: &str) -> Result<String, String> {
        let referrer = Path::new(referrer);
        let base = match referrer.parent() {
            Some(parent) if referrer.is_file() => parent.to_path_buf(),
            _ => std::env::current_dir().unwrap_or_default(),
        };
        let path: PathBuf = base.join(specifier).canonicalize().map_err(|error| error.to_string())?;
        Ok(path.to_string_lossy().into_owned())
    }

    fn load(&self, name: &str) -> Result<String, String> {
        std::fs::read_to_string(name).map_err(|error| error.to_string())
    }

    fn url(&self, name: &str) -> String {
        format!("file://{name}")
    }
}
