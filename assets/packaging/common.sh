# Sourced by the packaging scripts and their tests (from the repository's top folder): the version
# and the commit the program names (the same rule as src/build/commit.rs), and the web page built
# from that commit.

commit=${BOUTON_COMMIT:-$(git rev-parse --short=9 HEAD 2>/dev/null || echo unknown)}
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)

# Builds target/web when it is missing or was built from another commit (the packages ship it).
web_page_for_this_commit() {
  if ! grep -qa "$commit" target/web/bouton_bg.wasm 2>/dev/null; then
    echo "== the web page (target/web is missing or older than $commit)"
    bash assets/web/build.sh
  fi
}
