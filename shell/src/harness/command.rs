//! Commands as a person types them: paths inside the checkout written relative to it (every
//! run's working directory is the repository root) and arguments quoted for a POSIX shell,
//! so that a failure's command can be pasted into a terminal at the root as it is.

use std::borrow::Cow;
use std::path::Path;

/// `path` relative to `root` when it is inside it, else as it is.
pub fn relative_to(path: &Path, root: &Path) -> String {
    let shown = path.strip_prefix(root).unwrap_or(path);
    shown.to_string_lossy().into_owned()
}

/// The command line `program args...`, ready to paste.
pub fn render(program: &Path, args: &[String], root: &Path) -> String {
    let mut line = quote(&relative_to(program, root)).into_owned();
    for arg in args {
        line.push(' ');
        line.push_str(&quote(arg));
    }
    line
}

/// `word` as one shell word: as it is when it holds only characters no shell treats
/// specially, else in single quotes.
pub fn quote(word: &str) -> Cow<'_, str> {
    let plain = |c: char| c.is_ascii_alphanumeric() || "-_./=:,+@%".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        Cow::Borrowed(word)
    } else {
        Cow::Owned(format!("'{}'", word.replace('\'', r"'\''")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_inside_the_root_are_relative() {
        let root = Path::new("/repo");
        assert_eq!(relative_to(Path::new("/repo/target/release/vm"), root), "target/release/vm");
        assert_eq!(relative_to(Path::new("/elsewhere/vm"), root), "/elsewhere/vm");
    }

    #[test]
    fn words_are_quoted_only_when_needed() {
        assert_eq!(quote("--gc-stress=97"), "--gc-stress=97");
        assert_eq!(quote("a b"), "'a b'");
        assert_eq!(quote("it's"), r"'it'\''s'");
        assert_eq!(quote(""), "''");
        let line =
            render(Path::new("/repo/target/release/vm"), &["--no-jit".into(), "x y.js".into()], Path::new("/repo"));
        assert_eq!(line, "target/release/vm --no-jit 'x y.js'");
    }
}
