#!/usr/bin/env bash
# GridWords.xcframework for Apple apps (docs/mobile.md, "iOS and macOS: an xcframework").
#
#   tools/xcframework.sh headers OUTDIR   the Headers folder every slice ships:
#                                         OUTDIR/GridWords/{gridwords.h,module.modulemap}
#   tools/xcframework.sh [--catalyst]     every slice and the xcframework (macOS only)
#
# Why the module map sits in a GridWords/ subfolder: Xcode copies each
# xcframework's Headers into one shared include/ folder of the build. Two
# frameworks with a module.modulemap at their Headers root both write
# include/module.modulemap ("Multiple commands produce .../include/
# module.modulemap"); under include/GridWords/ ours cannot collide, and C
# includes it as <GridWords/gridwords.h>. `make test-clang-module` builds this
# layout beside a second library's and compiles it as a Clang module on Linux;
# the full mode needs Xcode (lipo, xcodebuild) and was not run on the machines
# that run make test.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)

headers() {
    local out=$1
    mkdir -p "$out/GridWords"
    cp "$root/include/gridwords.h" "$out/GridWords/gridwords.h"
    cat > "$out/GridWords/module.modulemap" <<'EOF'
module GridWords {
    header "gridwords.h"
    export *
}
EOF
}

if [ "${1:-}" = headers ]; then
    [ $# -eq 2 ] || { echo "usage: $0 headers OUTDIR" >&2; exit 2; }
    headers "$2"
    exit 0
fi

catalyst=0
case "${1:-}" in
    "") ;;
    --catalyst) catalyst=1 ;;
    *) echo "usage: $0 [--catalyst] | headers OUTDIR" >&2; exit 2 ;;
esac
command -v xcodebuild >/dev/null || { echo "$0: xcodebuild not found: the xcframework needs Xcode on macOS" >&2; exit 1; }

cd "$root"
target_dir=${CARGO_TARGET_DIR:-target}
# Match the app's deployment targets: the Rust objects record them.
export IPHONEOS_DEPLOYMENT_TARGET=${IPHONEOS_DEPLOYMENT_TARGET:-15.0}
export MACOSX_DEPLOYMENT_TARGET=${MACOSX_DEPLOYMENT_TARGET:-11.0}

triples=(aarch64-apple-ios aarch64-apple-ios-sim x86_64-apple-ios aarch64-apple-darwin x86_64-apple-darwin)
if [ $catalyst = 1 ]; then
    # Mac Catalyst: tier 2 targets without a prebuilt std on some toolchains
    # (then: cargo +nightly build -Zbuild-std).
    triples+=(aarch64-apple-ios-macabi x86_64-apple-ios-macabi)
fi
rustup target add "${triples[@]}"
for t in "${triples[@]}"; do
    cargo build --release -p gridwords-ffi --no-default-features --target "$t"
done

lib() { echo "$target_dir/$1/release/libgridwords_ffi.a"; }
out=$target_dir/xcframework
rm -rf "$out"
mkdir -p "$out/ios-sim" "$out/macos"
headers "$out/headers"
lipo -create "$(lib aarch64-apple-ios-sim)" "$(lib x86_64-apple-ios)" -output "$out/ios-sim/libgridwords_ffi.a"
lipo -create "$(lib aarch64-apple-darwin)" "$(lib x86_64-apple-darwin)" -output "$out/macos/libgridwords_ffi.a"
args=(-library "$(lib aarch64-apple-ios)" -headers "$out/headers"
      -library "$out/ios-sim/libgridwords_ffi.a" -headers "$out/headers"
      -library "$out/macos/libgridwords_ffi.a" -headers "$out/headers")
if [ $catalyst = 1 ]; then
    mkdir -p "$out/catalyst"
    lipo -create "$(lib aarch64-apple-ios-macabi)" "$(lib x86_64-apple-ios-macabi)" -output "$out/catalyst/libgridwords_ffi.a"
    args+=(-library "$out/catalyst/libgridwords_ffi.a" -headers "$out/headers")
fi
rm -rf "$target_dir/GridWords.xcframework"
xcodebuild -create-xcframework "${args[@]}" -output "$target_dir/GridWords.xcframework"
echo "$target_dir/GridWords.xcframework"
