//! The Windows program's resource: its icon (the one Explorer and the taskbar show) and its version
//! (Properties ▸ Details: the product version names the commit, as `--version` does), linked into
//! `bouton.exe`. Other targets have none.

/// Compiles the resource when the target is Windows (with MinGW's `windres` when cross-compiling).
pub fn resource(commit: &str) -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo:rerun-if-changed=assets/icons/bouton.ico");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return Ok(());
    }
    let mut resource = winresource::WindowsResource::new();
    resource.set_icon("assets/icons/bouton.ico");
    resource.set("ProductName", "Bouton");
    // No apostrophe: MinGW's windres would keep the backslash that escapes it.
    resource.set("FileDescription", "Bouton, a teaching tool for Nim");
    let version = std::env::var("CARGO_PKG_VERSION")?;
    resource.set("ProductVersion", &format!("{version} ({commit})"));
    resource.compile()?;
    Ok(())
}
