#!/usr/bin/env bash
# Builds the Debian package: target/debian/bouton_VERSION-1_ARCH.deb (the metadata is
# [package.metadata.deb] in Cargo.toml). Installs cargo-deb when missing; builds the web page first
# when target/web is missing or was built from another commit (the package serves it to a class).
set -euo pipefail
cd "$(dirname "$0")/../.."

command -v cargo-deb >/dev/null || { echo "== installing cargo-deb"; cargo install cargo-deb --locked; }

. assets/packaging/common.sh
web_page_for_this_commit

echo "== cargo build --release"
cargo build --release --locked --bin bouton
bin=${CARGO_TARGET_DIR:-target}/release/bouton

# The man pages, completions, menu entry and file type, from the program itself (in English; the
# menu entry and the file type carry every language).
rm -rf target/packaging/deb
"$bin" --lang en generate target/packaging/deb >/dev/null
# The licences of every crate built into the program.
python3 assets/packaging/third-party.py "$(rustc -vV | sed -n 's/^host: //p')" target/packaging/deb/THIRD-PARTY-LICENSES.txt

echo "== cargo deb"
cargo deb --no-build --locked --strip
ls -l target/debian/*.deb
