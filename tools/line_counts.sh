#!/usr/bin/env bash
# Lines per layer, and per game within each layer, as two markdown tables
# for ARCHITECTURE.md ("Lines per layer" and "Measured: what a game costs
# per layer"). Plain `wc -l` over the files named below: every line counts
# (blank lines, comments, doc comments and `#[cfg(test)]` modules inside
# src/ too), so the figures are easy to reproduce and to compare from one
# commit to the next; they are not a measure of logic alone.
#
#   tools/line_counts.sh            # from anywhere inside the repository
#
# Not counted in any layer: generated files, listed on a row of their own
# (ffi/src/status.rs, written from the core's error codes by
# ffi/tests/status_file.rs; Node's index.js, index.d.ts and dts-header.d.ts,
# written by napi-rs and the ts-rs generator; Python's gridwords/types.py,
# written from dts-header.d.ts by tools/gen_pytypes.py), and the one whole
# test file under a src/ folder, ffi/src/tests.rs.
#
# A game is a folder core/src/<game>/ with a game.rs. Its own files in each
# layer are named for it (`<game>.rs`, `<game>_game.rs`, `<game>_cmd.rs`,
# `<game>.py`, a `<game>/` folder); every other file of the layer is
# counted as generic, written once for every game.
set -euo pipefail
shopt -s globstar nullglob
cd "$(dirname "$0")/.."

# lines FILE... -> the total of `wc -l` over the files (0 for none)
lines() {
    if [ $# -eq 0 ]; then echo 0; return; fi
    cat -- "$@" | wc -l | tr -d ' '
}

# Every layer's files.
core=(core/src/**/*.rs)
ffi=()
for f in ffi/src/*.rs; do
    case "$f" in ffi/src/status.rs | ffi/src/tests.rs) ;; *) ffi+=("$f") ;; esac
done
python=(tools/gen_pytypes.py bindings/python/src/*.rs bindings/python/python/**/*.pyi)
for f in bindings/python/python/**/*.py; do
    case "$f" in bindings/python/python/gridwords/types.py) ;; *) python+=("$f") ;; esac
done
node=(bindings/node/src/**/*.rs bindings/node/gridwords.js bindings/node/examples/typings.rs bindings/node/examples/typings_tail.d.ts)
cli=(cli/src/**/*.rs)
generated=(ffi/src/status.rs bindings/node/index.js bindings/node/index.d.ts bindings/node/dts-header.d.ts
    bindings/python/python/gridwords/types.py)

n_core=$(lines "${core[@]}")
n_ffi=$(lines "${ffi[@]}")
n_python=$(lines "${python[@]}")
n_node=$(lines "${node[@]}")
n_cli=$(lines "${cli[@]}")
n_generated=$(lines "${generated[@]}")
n_bindings=$((n_ffi + n_python + n_node))

row() { printf '| %s | %s | %s | %s |\n' "$@"; }

echo "Lines per layer ($(date +%F), \`tools/line_counts.sh\`):"
echo
echo "| layer | files | lines (\`wc -l\`) | counted |"
echo "|---|---|---|---|"
row "core" "${#core[@]}" "$n_core" '`core/src/**/*.rs`'
row "C ABI" "${#ffi[@]}" "$n_ffi" '`ffi/src/*.rs` but the generated `status.rs` and the unit tests `tests.rs`'
row "Python" "${#python[@]}" "$n_python" '`bindings/python/src/*.rs`, `bindings/python/python/**/*.py` (but the generated `types.py`) and `*.pyi`, and the types generator `tools/gen_pytypes.py`'
row "Node" "${#node[@]}" "$n_node" '`bindings/node/src/**/*.rs`, the entry `gridwords.js` and the typings generator (`examples/typings.rs`, `typings_tail.d.ts`)'
row "CLI" "${#cli[@]}" "$n_cli" '`cli/src/**/*.rs`'
row "bindings, hand-written (C ABI + Python + Node)" "$(( ${#ffi[@]} + ${#python[@]} + ${#node[@]} ))" "$n_bindings" \
    "$(awk -v b="$n_bindings" -v c="$n_core" 'BEGIN { printf "%.2f× core/src (target: at most 0.50×)", b / c }')"
row "generated, not counted above" "${#generated[@]}" "$n_generated" \
    '`ffi/src/status.rs`, `bindings/node/index.js`, `index.d.ts`, `dts-header.d.ts`, `bindings/python/python/gridwords/types.py`'

# ---------------------------------------------------------------------------
# Per game.

# The three in the order the project names them, then any other.
games=()
for g in hunt duel solo; do [ -f core/src/"$g"/game.rs ] && games+=("$g"); done
for d in core/src/*/; do
    g=$(basename "$d")
    case " ${games[*]} " in *" $g "*) continue ;; esac
    [ -f "$d/game.rs" ] && games+=("$g")
done

title() {
    case "$1" in
        hunt) echo "Word Grid" ;;
        duel) echo "Wordgrid" ;;
        solo) echo "Sóló" ;;
        *) echo "$1" ;;
    esac
}

# own LAYER GAME -> the game's own files in the layer, one a line
own() {
    local g=$2 f
    local -a c=()
    case "$1" in
        core) c=(core/src/"$g"/**/*.rs) ;;
        ffi) c=(ffi/src/"$g".rs ffi/src/"$g"/**/*.rs) ;;
        python) c=(bindings/python/src/"$g".rs bindings/python/src/"$g"_game.rs bindings/python/src/"$g"/**/*.rs
                   bindings/python/python/gridwords/"$g".py bindings/python/python/gridwords/"$g"/**/*.py) ;;
        node) c=(bindings/node/src/"$g".rs bindings/node/src/"$g"_game.rs bindings/node/src/"$g"/**/*.rs) ;;
        cli) c=(cli/src/"$g".rs cli/src/"$g"_*.rs cli/src/"$g"/**/*.rs) ;;
    esac
    for f in "${c[@]}"; do [ -f "$f" ] && echo "$f"; done
    return 0
}

# cell LAYER GAME -> "lines (files)" of the game's own files
cell() {
    local -a f=()
    mapfile -t f < <(own "$1" "$2")
    echo "$(lines "${f[@]}") (${#f[@]})"
}

# generic LAYER FILE... -> "lines (files)" of the layer's files that are no
# game's own (core: the engine and the registry; basics are counted apart)
generic() {
    local layer=$1 f g
    shift
    local -A taken=()
    for g in "${games[@]}"; do
        while read -r f; do taken[$f]=1; done < <(own "$layer" "$g")
    done
    local -a rest=()
    for f in "$@"; do [ -n "${taken[$f]:-}" ] || rest+=("$f"); done
    echo "$(lines "${rest[@]}") (${#rest[@]})"
}

engine=(core/src/engine/**/*.rs core/src/games/**/*.rs)
[ -f core/src/games.rs ] && engine+=(core/src/games.rs)
basics=()
for f in "${core[@]}"; do
    case "$f" in core/src/engine/* | core/src/games.rs | core/src/games/*) continue ;; esac
    skip=
    for g in "${games[@]}"; do case "$f" in core/src/"$g"/*) skip=1 ;; esac; done
    [ -n "$skip" ] || basics+=("$f")
done

echo
echo "What each game costs per layer ($(date +%F), \`tools/line_counts.sh\`; lines, files in brackets):"
echo
head="| layer | generic, written once for every game"
sep="|---|---"
for g in "${games[@]}"; do head+=" | $(title "$g")'s own (\`$g\`)"; sep+="|---"; done
echo "$head |"
echo "$sep|"
where='`core/src/engine/`'
[ -f core/src/games.rs ] && where+=', `core/src/games.rs`'
line="| core | engine and registry $(lines "${engine[@]}") (${#engine[@]}: $where); basics $(lines "${basics[@]}") (${#basics[@]}: lexicon, rng, seed, grid, error, ...)"
for g in "${games[@]}"; do line+=" | $(cell core "$g")"; done
echo "$line |"
for layer in ffi python node cli; do
    case $layer in
        ffi) name="C ABI"; files=("${ffi[@]}") ;;
        python) name="Python"; files=("${python[@]}") ;;
        node) name="Node"; files=("${node[@]}") ;;
        cli) name="CLI"; files=("${cli[@]}") ;;
    esac
    line="| $name | $(generic "$layer" "${files[@]}")"
    for g in "${games[@]}"; do line+=" | $(cell "$layer" "$g")"; done
    echo "$line |"
done
