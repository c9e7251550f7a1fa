#!/usr/bin/env bash
# Fuzz one parser or the tessellator with libFuzzer + AddressSanitizer.
#
#   scripts/fuzz.sh TARGET [SECONDS]      TARGET: params | scenefile | tessellator | literals | lottie | touches |
#                                         scenetype (default 60 s)
#   scripts/fuzz.sh build                 build the seven fuzz executables only
#   scripts/fuzz.sh ci [SECONDS]          each target for SECONDS (default 60) from the seed corpus only,
#                                         fixed seed, no corpus written: what .ci/run runs before the tests
#
# The model sources (SandglassTessellation among them: QuartzCore's planner tessellates) are
# compiled by swiftc with -sanitize=fuzzer,address into static libraries under .build-fuzz/ (ignored by git), each harness in fuzz/Targets/ links them
# (and Cairo, which the model's CGContext draws with, zlib, which reads ZIP archives, libjpeg and libwebp,
# which CGImage decodes with, and FreeType and fontconfig, which CoreText finds and outlines fonts with). The literals target (the Swift scene literal
# scanner) is built from the scanner's own files and SwiftSceneSource (how a file is named to the
# compiler), with the model library.
# The seed corpus is fuzz/corpus/TARGET (small, in git); new inputs go to .build-fuzz/corpus/TARGET.
# A crash leaves .build-fuzz/crash-* and exits non-zero: turn it into a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build-fuzz
# One package name for all, so that `package` members are seen across the modules as in SwiftPM.
flags=(-sanitize=fuzzer,address -O -g -swift-version 6 -parse-as-library -package-name sandglass)
# The model's modules, each on the ones before it; linked in the reverse order.
models=(CoreGraphics CoreText SandglassTessellation QuartzCore SandglassLayout UIKit SandglassTooling Sandglass)
model_libs=(-lSandglass -lSandglassTooling -lUIKit -lSandglassLayout -lQuartzCore -lSandglassTessellation -lCoreText -lCoreGraphics)
rebuilt=0   # a module below was rebuilt: every one above is too

build_lib() {   # NAME: Sources/NAME -> $out/libNAME.a + $out/NAME.swiftmodule
    local name=$1 stamp=$out/$1.stamp
    if [[ $rebuilt == 0 && -f $stamp ]] && [[ -z $(find "Sources/$name" -name '*.swift' -newer "$stamp" | head -1) ]]; then return; fi
    rebuilt=1
    echo "fuzz: compiling $name" >&2
    swiftc "${flags[@]}" -module-name "$name" -I "$out" -I Sources/CCairo -I Sources/CZlib -I Sources/CImageCodecs -I Sources/CFreeType -I Sources/CFontconfig $(pkg-config --cflags-only-I cairo freetype2 | sed 's/-I/-Xcc -I/g') -emit-module -emit-module-path "$out/$name.swiftmodule" \
        -emit-library -static -o "$out/lib$name.a" $(find "Sources/$name" -name '*.swift' | sort) 2> >(grep -v 'warning:' >&2)
    touch "$stamp"
}

build_target() {   # TARGET: fuzz/Targets/*Fuzz.swift (and its helpers) -> $out/fuzz-TARGET
    local libs=("${model_libs[@]}") srcs=() fresh=1 f
    case $1 in
        params) srcs=(fuzz/Targets/ParamsFuzz.swift) ;;
        scenefile) srcs=(fuzz/Targets/SceneFileFuzz.swift fuzz/Targets/DeclarationGenerator.swift) ;;
        tessellator) srcs=(fuzz/Targets/TessellatorFuzz.swift) ;;
        touches) srcs=(fuzz/Targets/TouchesFuzz.swift) ;;
        scenetype)
            srcs=(fuzz/Targets/SceneTypeFuzz.swift)
            for f in SwiftSceneSource SwiftSceneError; do srcs+=("Sources/SandglassHeadless/SwiftScenes/$f.swift"); done ;;
        lottie) srcs=(fuzz/Targets/LottieFuzz.swift); libs=(-lSandglassLottie "${model_libs[@]}") ;;
        literals)
            srcs=(fuzz/Targets/LiteralScannerFuzz.swift)
            for f in SwiftLiteralScanner SwiftLiteralLexer SwiftNumberSyntax DesignLiteral SwiftSceneSource SwiftSceneError; do
                srcs+=("Sources/SandglassHeadless/SwiftScenes/$f.swift")
            done ;;
        *) echo "fuzz.sh: unknown target '$1' (params, scenefile, tessellator, literals, lottie, touches, scenetype)" >&2; exit 2 ;;
    esac
    for f in "${srcs[@]}"; do [[ $out/fuzz-$1 -nt $f ]] || fresh=0; done
    if [[ -x $out/fuzz-$1 && $fresh == 1 && $out/fuzz-$1 -nt $out/Sandglass.stamp \
          && ( $1 != lottie || $out/fuzz-$1 -nt $out/SandglassLottie.stamp ) ]]; then return; fi
    echo "fuzz: linking fuzz-$1" >&2
    swiftc "${flags[@]}" -I "$out" -I Sources/CCairo -I Sources/CZlib -I Sources/CImageCodecs -I Sources/CFreeType -I Sources/CFontconfig \
        $(pkg-config --cflags-only-I freetype2 | sed 's/-I/-Xcc -I/g') -L "$out" ${libs[@]+"${libs[@]}"} -lcairo -lz -ljpeg -lwebp -lfreetype -lfontconfig "${srcs[@]}" -o "$out/fuzz-$1" \
        2>&1 | grep -v 'Cannot export local symbol' >&2 || true
    [[ -x $out/fuzz-$1 ]]
}

mkdir -p "$out"
# fontconfig's one-time allocations are not leaks (fuzz/lsan.supp says why).
export LSAN_OPTIONS="suppressions=$PWD/fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
for m in "${models[@]}"; do build_lib "$m"; done
target=${1:-}
[[ -n $target ]] || { sed -n 2,10p "$0" >&2; exit 2; }
if [[ $target == build || $target == ci || $target == lottie ]]; then rebuilt=0; build_lib SandglassLottie; fi
if [[ $target == build || $target == ci ]]; then
    for t in params scenefile tessellator literals lottie touches scenetype; do build_target "$t"; done
fi
[[ $target == build ]] && exit 0
if [[ $target == ci ]]; then
    seconds=${2:-60}
    export SWIFT_BACKTRACE=enable=no
    for t in params scenefile tessellator literals lottie touches scenetype; do
        dict=(); [[ -f fuzz/$t.dict ]] && dict=(-dict="fuzz/$t.dict")
        log=$out/ci-$t.log
        # Step: a scratch corpus copy, so the run neither grows the seed corpus nor depends on old runs
        rm -rf "$out/ci-corpus-$t"; mkdir -p "$out/ci-corpus-$t"; cp fuzz/corpus/$t/* "$out/ci-corpus-$t/"
        if ! "./$out/fuzz-$t" -seed=1 -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 \
                -artifact_prefix="$out/ci-$t-" "${dict[@]}" "$out/ci-corpus-$t" >"$log" 2>&1; then
            tail -30 "$log" >&2
            echo "fuzz: $t found a failing input: $(ls "$out"/ci-$t-* 2>/dev/null | head -1) (log: $log)" >&2
            exit 1
        fi
        echo "fuzz: $t clean, $(grep -m1 -o 'number_of_executed_units: [0-9]*' "$log" | cut -d' ' -f2) runs in $seconds s" >&2
    done
    exit 0
fi
build_target "$target"
seconds=${2:-60}
mkdir -p "$out/corpus/$target"
dict=(); [[ -f fuzz/$target.dict ]] && dict=(-dict="fuzz/$target.dict")
cd "$out"
export SWIFT_BACKTRACE=enable=no   # let libFuzzer catch the trap and save the input
exec "./fuzz-$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
    -print_final_stats=1 "${dict[@]/#-dict=/-dict=../}" "corpus/$target" "../fuzz/corpus/$target"
