#!/usr/bin/env bash
# Installs on Debian what VisaReady needs from the system, and Node 24 LTS when the machine's Node is older
# (scripts/use-node24.sh). One script for CI and the container image, so what the image runs on is what CI tested:
#   scripts/install-system.sh runtime   the server's own needs: PocketSphinx and its US English model
#   scripts/install-system.sh ci        runtime, plus what the tests use: Chromium, Festival voices and sox for the
#                                       audio fixtures, the PostgreSQL client, nginx for the topology test
set -euo pipefail
cd "$(dirname "$0")/.."
profile="${1:-ci}"
export DEBIAN_FRONTEND=noninteractive

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

runtime_packages=(ca-certificates libpocketsphinx3 pocketsphinx-en-us)
# fonts-lohit-deva: Devanagari, without which the Hindi pages' screenshots show empty boxes instead of letters.
test_packages=(
  chromium fonts-dejavu-core fonts-lohit-deva
  festival festvox-us-slt-hts festvox-kallpc16k festvox-kdlpc16k sox espeak-ng
  postgresql-client nginx
)
case "$profile" in
  runtime) packages=("${runtime_packages[@]}") ;;
  ci) packages=("${runtime_packages[@]}" "${test_packages[@]}") ;;
  *) echo "usage: $0 runtime|ci" >&2; exit 2 ;;
esac

as_root apt-get update -qq
as_root apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null

# Installs Node 24 into a cache folder when needed; callers source use-node24.sh themselves to put it on their PATH.
source scripts/use-node24.sh
