#!/usr/bin/env bash
# Installs the Debian packages Sandglass needs, only those missing. Idempotent and silent when all
# are present. Needs root or sudo for apt-get when something is missing.
set -euo pipefail

packages=(
  libglfw3-dev libgl-dev libegl-dev libepoxy-dev libpng-dev libfreetype-dev
  libgl1-mesa-dri libegl-mesa0 fonts-dejavu-core fonts-dejavu-extra fonts-wqy-microhei
  fonts-urw-base35 fonts-liberation2 libfontconfig-dev
  libopenal-dev libcairo2-dev libimgui-dev librlottie-dev zlib1g-dev libjpeg62-turbo-dev libwebp-dev
  xvfb xauth xdotool pkg-config
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "setup: need root to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
echo "setup: installing ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
