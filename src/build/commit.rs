//! Names the commit built, as `BOUTON_COMMIT` (`env!("BOUTON_COMMIT")` in the program): the
//! `BOUTON_COMMIT` of the build's environment when set (a build from a source archive, without
//! Git), else Git's short name of `HEAD`, else "unknown".

use std::path::{Path, PathBuf};
use std::process::Command;

/// Tells Cargo the commit, and when to look again: when `HEAD` moves (a commit, a checkout).
/// Returns it.
pub fn name_it() -> String {
    println!("cargo:rerun-if-env-changed=BOUTON_COMMIT");
    let commit = std::env::var("BOUTON_COMMIT")
        .ok()
        .filter(|name| !name.trim().is_empty())
        .or_else(from_git)
        .unwrap_or_else(|| "unknown".to_string());
    let commit = commit.trim().to_string();
    println!("cargo:rustc-env=BOUTON_COMMIT={commit}");
    commit
}

/// `git rev-parse --short=9 HEAD`, and the files whose change moves it (only those that exist: a
/// missing one would run this script at every build).
fn from_git() -> Option<String> {
    let git = |args: &[&str]| {
        let output = Command::new("git").args(args).output().ok()?;
        output.status.success().then(|| String::from_utf8_lossy(&output.stdout).trim().to_string())
    };
    let git_dir = PathBuf::from(git(&["rev-parse", "--git-dir"])?);
    let head = git_dir.join("HEAD");
    let mut watched = vec![head.clone(), git_dir.join("packed-refs")];
    if let Some(branch) =
        std::fs::read_to_string(&head).ok().and_then(|text| text.strip_prefix("ref: ").map(str::to_string))
    {
        watched.push(git_dir.join(branch.trim()));
    }
    for path in watched.iter().filter(|path| Path::is_file(path)) {
        println!("cargo:rerun-if-changed={}", path.display());
    }
    git(&["rev-parse", "--short=9", "HEAD"])
}
