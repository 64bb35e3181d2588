//! The build script: the message functions (`messages`), the commit built (`commit`), and the
//! Windows program's icon and version (`windows`).

mod commit;
mod messages;
mod windows;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    messages::generate()?;
    let commit = commit::name_it();
    windows::resource(&commit)?;
    Ok(())
}
