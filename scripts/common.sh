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

# One build folder, the root's .build, for every package built here: the library (this folder),
# Segue's tools (the nested package Tools/: segue-demo, segue-bench, segue-torture and their
# tests, kept out of the library's package so an app never resolves swift-argument-parser), the
# example app, the README's quick start and the apps the end-to-end tests make. Each of them
# depends on this checkout, so the library's modules compiled once serve them all; only each
# package's own targets compile. SwiftPM allows this with one precaution (below, the cached
# plan): a build takes the scratch folder's lock (a second build waits for it: "Another instance
# of SwiftPM is already running"), and llbuild's database in the folder keeps every command whose
# inputs did not change (scripts/test checks that the library's build after the tools' compiles
# none of its modules).
# A debug build here has no debug information (DWARF) and skips LLVM's check of the compiler's
# own output (its IR verifier): a clean build of both packages costs about a sixth fewer
# CPU-seconds, and nothing here reads the DWARF (a crash's backtrace still names its functions, a
# failed expectation its file and line). It also skips the SIL pass that forwards stored values
# to loads before the -Onone diagnostics (mandatory redundant load elimination: a fifth of
# SDLHost's compile, 7% of the build; the Swift 6 isolation checks run before it, and the code
# runs 1.6% more instructions), and the debugger's shadow copies of local variables (each zeroed
# with a memset at every call, for a debugger that has no DWARF to read here: 7% fewer
# instructions run; docs/TESTING.md, "Debug information"). The same flags for every build here, so that
# scripts/test, scripts/docs and the end-to-end apps reuse one another's modules; a release build
# keeps SwiftPM's defaults. SEGUE_DEBUG_INFO=1 keeps both, for a debugger (docs/TESTING.md,
# "Debug information"). And every module compiles whole-module, in one compiler job that also
# emits the module (as the test targets do, Package.swift): SwiftPM's batch mode typechecks each
# module's declarations in every job and once more to emit the module (-disable-batch-mode: else
# the driver warns that -wmo overrides SwiftPM's -enable-batch-mode, and the apps built here must
# build without a warning); whole-module, a clean build
# of both packages costs about a fifth fewer CPU-seconds and a sixth less time (docs/TESTING.md,
# "Whole-module debug builds"). An edit recompiles its whole module, so for a loop of edits, plain
# `swift build` or `swift test` (SwiftPM's defaults) is quicker.
# A build here never reuses SwiftPM's cached build plan (--disable-build-manifest-caching): the
# folder's plan is the last package's, and SwiftPM plans again only when that package's files or
# the build's settings change, so a build of the library right after the tools' built the tools'
# plan, left the library's test binary as it was, and said "Build complete!" (docs/TESTING.md,
# "Two packages, one build"). Planning again costs about a second.
# segue_swift PACKAGE-DIR COMMAND ARGS...: `swift COMMAND ARGS...` (build, test, run) for the
# package in PACKAGE-DIR, in $SEGUE_ROOT/.build.
segue_swift() {
    local dir=$1 command=$2
    shift 2
    local flags=()
    if [[ " build test run " == *" $command "* ]]; then flags=(--disable-build-manifest-caching); fi
    if [ "${SEGUE_DEBUG_INFO:-0}" != 1 ] && [[ " build test run " == *" $command "* ]] \
        && [[ " $* " != *" -c release "* && " $* " != *" --configuration release "* ]]; then
        flags+=(-debug-info-format none -Xswiftc -Xfrontend -Xswiftc -disable-llvm-verify
            -Xswiftc -Xllvm -Xswiftc -sil-disable-pass=mandatory-redundant-load-elimination
            -Xswiftc -Xfrontend -Xswiftc -disable-debugger-shadow-copies
            -Xswiftc -disable-batch-mode -Xswiftc -wmo -Xswiftc -num-threads -Xswiftc 2
            -Xswiftc -no-emit-module-separately-wmo)
    fi
    swift "$command" --package-path "$dir" --scratch-path "$SEGUE_ROOT/.build" "${flags[@]}" "$@"
}
# tools_swift COMMAND ARGS...: segue_swift for Tools/ (swift build --product segue-demo, ...).
tools_swift() { segue_swift "$SEGUE_ROOT/Tools" "$@"; }
