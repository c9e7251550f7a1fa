#!/usr/bin/env bash
# Installs the tools built in release under PREFIX (default ~/.local): PREFIX/bin/sandglass and
# sandglass-preview, and the shaders in PREFIX/share/sandglass/shaders, where the tools look for them
# beside their bin folder. Run from the checkout; scripts/setup.sh installs the packages first.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="${1:-$HOME/.local}"
scripts/setup.sh
swift build -c release --product sandglass
swift build -c release --product sandglass-preview
install -d "$prefix/bin" "$prefix/share/sandglass"
install -m 755 .build/release/sandglass .build/release/sandglass-preview "$prefix/bin/"
rm -rf "$prefix/share/sandglass/shaders"
cp -R shaders "$prefix/share/sandglass/shaders"
echo "installed $prefix/bin/sandglass, $prefix/bin/sandglass-preview and $prefix/share/sandglass/shaders"
