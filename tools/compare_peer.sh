#!/usr/bin/env bash
# Word Grid scoring speed, side by side with danvk's boggle-zoo (the fastest
# public Boggle scorer we know of: branch `popcount-trie`, 8-byte trie nodes
# with a 26-bit child mask, a word bit, a 16-bit relative child offset and a
# 16-bit mark, children found by popcount).
#
#   tools/compare_peer.sh PEER_BIN [PEER_BIN ...]
#
# Each PEER_BIN is a driver built by hand outside this repository (below);
# pass every build (baseline, -march=native, clang) to get a row for each.
# Environment: OUT (work directory, default ${TMPDIR:-/tmp}/gridwords-compare),
# ROUNDS (default 3), CPU (default 0). The CPU model is printed at the top and
# beside each kind's table.
#
# What it does: builds `gridwords` and the `hunt_boards` example (release,
# default x86-64 target, as shipped), writes 200 000 uniform q-free boards and
# 100 000 boards drawn with the hunt letter weights (raw draws, q allowed as a
# plain letter; same generators and seeds as core/benches/hunt.rs), dumps the
# shipped lexicon's words of 3+ letters, then for ROUNDS rounds runs, for each
# kind, `gridwords hunt score-file` and every PEER_BIN one after another
# (alternating), each pinned with `taskset -c $CPU`. Both sides use Boggle
# points 1,1,2,3,5,11 for 3,4,5,6,7,8+ letters and time only their scoring
# loop. It prints boards/s per run, the ratio ours/peer, and fails unless every
# run of a kind reports the same total points.
#
# The peer is never committed here. To build it by hand (done in /tmp/peer):
#  1. Get danvk/boggle-zoo, branch popcount-trie (compared at 9fae962), and
#     copy cpp/compact_trie.h, cpp/compact_trie.cc, cpp/boggler.h,
#     cpp/constants.h and cpp/neighbors.h into /tmp/peer/src.
#  2. Qu rule: upstream treats a 'q' cell as "Qu" (kQ = 'q' - 'a' counts it as
#     two letters, and boggle/encode_dict.py drops words with a q not followed
#     by u and folds "qu" to "q"). Word Grid's q is a plain letter, so set
#     `const int kQ = 26;` in constants.h (never matches a cell 0..25) and do
#     not fold or drop q words when encoding.
#  3. Write a small driver /tmp/peer/src/peer_score.cc:
#       peer_score WORDS.txt BOARDS.txt
#     It keeps the words of 3+ letters a-z, encodes them exactly as
#     encode_dict.py does (sorted words -> trie -> breadth-first CompactNode
#     array, relative first-child offset, word bit 1<<31; it must stop with an
#     error if an offset reaches 65 536 -- with our lexicon the largest is
#     64 348), writes them to a temporary file, loads that with
#     CompactTrie::CreateFromBinaryFile, zeroes all marks (touching the
#     private mapping), reads the boards, and times a loop of
#     Boggler<4, 4>::Score over them. The run counter lives in the root's
#     16-bit mark: whenever the root mark is 0xFFFF, zero every node's mark
#     before the next board, or totals go wrong after 65 535 boards. It
#     prints `boards N`, `points T` and `boards_per_second R` on stdout.
#  4. cd /tmp/peer/src
#     g++ -std=c++20 -O3 -DNDEBUG -o ../peer_score peer_score.cc compact_trie.cc
#     g++ -std=c++20 -O3 -DNDEBUG -march=native \
#         -o ../peer_score_native peer_score.cc compact_trie.cc
#     clang++ -std=c++20 -O3 -DNDEBUG -march=native \
#         -o ../peer_score_clang peer_score.cc compact_trie.cc
#     (clang from `apt-get install clang`; -std=c++20 is needed there too, for
#     std::popcount. /tmp/peer/build.sh does all three builds of step 4.) Then:
#     tools/compare_peer.sh /tmp/peer/peer_score /tmp/peer/peer_score_native \
#         /tmp/peer/peer_score_clang

set -euo pipefail

if [[ $# -lt 1 ]]; then
    sed -n '2,13p' "$0" >&2
    exit 2
fi
for p in "$@"; do
    [[ -x $p ]] || { echo "not an executable: $p" >&2; exit 2; }
done

cd "$(dirname "$0")/.."
OUT=${OUT:-${TMPDIR:-/tmp}/gridwords-compare}
ROUNDS=${ROUNDS:-3}
CPU=${CPU:-0}
POINTS=1,1,2,3,5,11
mkdir -p "$OUT"

# The CPU model, from lscpu ("Model name") or else /proc/cpuinfo.
cpu_model() {
    local m=""
    if command -v lscpu >/dev/null; then
        m=$(LC_ALL=C lscpu | awk -F: '$1 == "Model name" { sub(/^[ \t]+/, "", $2); print $2; exit }')
    fi
    if [[ -z $m && -r /proc/cpuinfo ]]; then
        m=$(awk -F: '$1 ~ /^model name[ \t]*$/ { sub(/^[ \t]+/, "", $2); print $2; exit }' /proc/cpuinfo)
    fi
    echo "${m:-unknown}"
}
CPU_MODEL=$(cpu_model)
echo "cpu:    $CPU_MODEL"

cargo build --release -q -p gridwords-cli --bin gridwords --example hunt_boards
OURS=target/release/gridwords
target/release/examples/hunt_boards "$OUT" 200000 100000 >/dev/null
"$OURS" lexicon dump | awk 'length($0) >= 3' >"$OUT/words3.txt"
echo "boards: $OUT/uniform_qfree.txt (200000), $OUT/weighted.txt (100000)"
echo "words:  $OUT/words3.txt ($(wc -l <"$OUT/words3.txt") words of 3+ letters)"
# One scoring thread, like the peer (newer score-file builds score on every
# core by default).
OURS_ARGS=(--points "$POINTS")
if "$OURS" hunt score-file --help | grep -q -- '--threads'; then
    OURS_ARGS+=(--threads 1)
fi
echo "pinned: taskset -c $CPU; points $POINTS; ours: score-file ${OURS_ARGS[*]}"
echo

# field NAME FILE: the value of line `NAME value`.
field() { awk -v k="$1" '$1 == k { print $2 }' "$2"; }

declare -A RATE TOTAL
names=(ours)
for p in "$@"; do names+=("$(basename "$p")"); done
kinds=(uniform_qfree weighted)

for ((r = 1; r <= ROUNDS; r++)); do
    for kind in "${kinds[@]}"; do
        f="$OUT/$kind.txt"
        taskset -c "$CPU" "$OURS" hunt score-file "$f" "${OURS_ARGS[@]}" >"$OUT/run.txt"
        RATE[ours,$kind,$r]=$(field trays_per_second "$OUT/run.txt")
        TOTAL[ours,$kind,$r]=$(field points "$OUT/run.txt")
        i=1
        for p in "$@"; do
            taskset -c "$CPU" "$p" "$OUT/words3.txt" "$f" >"$OUT/run.txt" 2>"$OUT/run.err"
            RATE[${names[i]},$kind,$r]=$(field boards_per_second "$OUT/run.txt")
            TOTAL[${names[i]},$kind,$r]=$(field points "$OUT/run.txt")
            i=$((i + 1))
        done
    done
done

status=0
for kind in "${kinds[@]}"; do
    echo "== $kind  (cpu: $CPU_MODEL, taskset -c $CPU)"
    printf '%-24s' "boards/s"
    for ((r = 1; r <= ROUNDS; r++)); do printf '%12s' "round $r"; done
    printf '%12s  %s\n' "median" "total points"
    for n in "${names[@]}"; do
        printf '%-24s' "$n"
        vals=()
        for ((r = 1; r <= ROUNDS; r++)); do
            printf '%12s' "${RATE[$n,$kind,$r]}"
            vals+=("${RATE[$n,$kind,$r]}")
        done
        med=$(printf '%s\n' "${vals[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
        printf '%12s  %s\n' "$med" "${TOTAL[$n,$kind,1]}"
    done
    for n in "${names[@]:1}"; do
        printf '%-24s' "ours/$n"
        for ((r = 1; r <= ROUNDS; r++)); do
            awk -v a="${RATE[ours,$kind,$r]}" -v b="${RATE[$n,$kind,$r]}" \
                'BEGIN { printf "%12.2f", a / b }'
        done
        echo
    done
    want=${TOTAL[ours,$kind,1]}
    for n in "${names[@]}"; do
        for ((r = 1; r <= ROUNDS; r++)); do
            if [[ ${TOTAL[$n,$kind,$r]} != "$want" ]]; then
                echo "TOTALS DIFFER: $n round $r has ${TOTAL[$n,$kind,$r]}, ours $want" >&2
                status=1
            fi
        done
    done
    [[ $status == 0 ]] && echo "totals identical: $want"
    echo
done
exit $status
