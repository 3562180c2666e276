# Sourced by the scripts in this folder: the repo root and a PATH that finds Swift.
# (Not executable on purpose: it sets up the caller's shell, it does nothing by itself.)

# The repo root, resolved through symlinks so it matches the absolute paths the compiler prints.
SEGUE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
export SEGUE_ROOT

# The toolchain lives in /opt/swift; a non-login shell (CI, cron) may not have it on PATH yet.
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="$PATH:/opt/swift/usr/bin"
fi

# Messages go to stderr so a program's own stdout (for example the demo's --trace) stays clean.
say() { printf '%s\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }
