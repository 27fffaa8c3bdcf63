//! Wordgrid benchmarks (performance.md, "Wordgrid: legal moves"): every
//! legal move of a position, over positions from medium-vs-medium bot games.
//!
//! Four generators give the same answer (checked before timing):
//!
//! * `shared walk`, the one the crate keeps (`duel::legal_moves`): one trie
//!   walk from every cell that may enter one empty frontier cell and branches
//!   there over the trie node's child letters;
//! * (a) `per-cell walk`: the same pruned walk, but run once per frontier
//!   cell, from every filled cell (the textbook pruned brute force);
//! * (b) `two-way`: from each frontier cell and letter, a backward chain
//!   walked in a trie of every reversed substring of the lexicon, then a
//!   forward extension in the solver trie from the prefix the chain spells
//!   (the search a GADDAG does, with the GADDAG cut at its separator);
//! * `old brute force`: the first generator (every frontier cell × 26
//!   letters × a trie walk from every filled cell, `HashSet` dedup), kept
//!   here as the design baseline.
//!
//! Every group also runs the same machine baseline as the other benchmarks,
//! 1 024 lookups in a `HashSet<&str>` of the lexicon, so figures read as
//! ratios on a noisy shared machine. The summary at the end prints, per
//! generator, the median over positions of each position's best of 5 runs,
//! the 90th percentile and the worst, and the ratios to the old brute force
//! and to the baseline.
//!
//! The hard bot's move (group `duel_hard_bot`; run it alone with
//! `cargo bench -p gridwords --bench duel -- duel_hard_bot`):
//! `bot_choose(Level::Hard, ..)` on every position where the hard bot was
//! to move in hard-vs-medium games, each position timed as the
//! best of 3 runs; the summary prints the median, 90th percentile and
//! worst, with the same machine baseline and the medium bot's move on the
//! same positions (one legal-move generation) as same-process references,
//! and the hard bot's old search (`old_hard`, a `legal_moves` per position
//! searched, as it was before issue 31) as the design baseline: it chooses
//! the same move on every position (checked), and the summary prints how
//! many times slower it is.

mod support;

use std::collections::hash_map::Entry;
use std::collections::{HashMap, HashSet, VecDeque};
use std::hash::{BuildHasherDefault, Hasher};
use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gridwords::duel::{self, neighbours, Board, Config, Game, Level, Move, SeatKind, CELLS};
use gridwords::lexicon::{Lexicon, Trie, TrieNode};
use support::{best_of, Baseline};

type Position = (Board, Vec<String>);

/// Every position (before each move) of `games` medium-vs-medium bot games.
fn bot_positions(games: u64) -> Vec<Position> {
    let mut out = Vec::new();
    for seed in 0..games {
        let seats = vec![SeatKind::Bot(Level::Medium); 2];
        let mut g = Game::new(Config::new(seats, 0xD0E1 + seed), 0).expect("config");
        while g.to_move().is_some() {
            out.push((g.board(), g.played().to_vec()));
            let Some(t) = g.next_due() else { break };
            g.advance(t).expect("advance");
        }
    }
    out
}

// ------------------------------------------------------------ old brute force

mod old {
    use super::*;

    pub fn legal_moves(board: &Board, played: &[String], lexicon: &Lexicon) -> Vec<Move> {
        let trie = lexicon.trie();
        let played: HashSet<&str> = played.iter().map(String::as_str).collect();
        let mut out = Vec::new();
        let frontier: Vec<usize> = board.frontier().collect();
        for cell in frontier {
            for l in b'a'..=b'z' {
                let after = board.with(cell, l);
                let mut words: Vec<(Vec<u8>, String)> = Vec::new();
                for start in 0..CELLS {
                    if after.get(start).is_some() {
                        let mut w = Walk {
                            board: &after,
                            trie,
                            through: cell,
                            path: Vec::with_capacity(8),
                            word: String::new(),
                            out: &mut words,
                        };
                        w.walk(trie.root(), start, 0);
                    }
                }
                let mut seen: HashSet<String> = HashSet::new();
                for (path, word) in words {
                    if word.len() >= 2
                        && !played.contains(word.as_str())
                        && seen.insert(word.clone())
                    {
                        out.push(Move {
                            cell: cell as u8,
                            letter: l as char,
                            path,
                            word,
                        });
                    }
                }
            }
        }
        out.sort_by(|a, b| (a.cell, a.letter, &a.word).cmp(&(b.cell, b.letter, &b.word)));
        out
    }

    struct Walk<'a> {
        board: &'a Board,
        trie: &'a Trie,
        through: usize,
        path: Vec<u8>,
        word: String,
        out: &'a mut Vec<(Vec<u8>, String)>,
    }

    impl Walk<'_> {
        fn walk(&mut self, node: TrieNode, at: usize, used: u32) {
            let Some(letter) = self.board.get(at) else {
                return;
            };
            let Some(i) = node.child(letter - b'a') else {
                return;
            };
            let next = self.trie.nodes()[i as usize];
            let used = used | 1 << at;
            self.path.push(at as u8);
            self.word.push(letter as char);
            if next.is_word() && used & (1 << self.through) != 0 {
                self.out.push((self.path.clone(), self.word.clone()));
            }
            for &n in neighbours(at) {
                if used & (1 << n) == 0 {
                    self.walk(next, n as usize, used);
                }
            }
            self.path.pop();
            self.word.pop();
        }
    }
}

// ------------------------------------------- what designs (a) and (b) share

const EMPTY: u8 = u8::MAX;

#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

fn letters_of(board: &Board) -> [u8; CELLS] {
    let mut cells = [EMPTY; CELLS];
    for (c, &b) in board.cells().iter().enumerate() {
        if b != 0 {
            cells[c] = b - b'a';
        }
    }
    cells
}

/// Collects moves: skips played words, keeps one path per (cell, letter,
/// word), the smallest, and can stop at the first.
struct Sink {
    played: Vec<u32>,
    seen: HashMap<u64, usize, BuildHasherDefault<KeyHasher>>,
    out: Vec<Move>,
    first_only: bool,
    done: bool,
}

impl Sink {
    fn new(nodes: &[TrieNode], played: &[String], first_only: bool) -> Sink {
        let mut p: Vec<u32> = played
            .iter()
            .filter_map(|w| {
                let mut i = 0u32;
                for &b in w.as_bytes() {
                    i = nodes[i as usize].child(b.wrapping_sub(b'a') & 31)?;
                }
                nodes[i as usize].is_word().then_some(i)
            })
            .collect();
        p.sort_unstable();
        Sink {
            played: p,
            seen: HashMap::default(),
            out: Vec::new(),
            first_only,
            done: false,
        }
    }

    /// `ordered`: paths of one key arrive smallest first.
    fn report(&mut self, key: (u8, u8, u32), path: &[u8], letters: &[u8], ordered: bool) {
        let (new, letter, node) = key;
        if path.len() < 2 || self.played.binary_search(&node).is_ok() {
            return;
        }
        if self.first_only {
            self.done = true;
            return;
        }
        let k = u64::from(node) | u64::from(letter) << 32 | u64::from(new) << 40;
        match self.seen.entry(k) {
            Entry::Occupied(e) => {
                let m = &mut self.out[*e.get()];
                if !ordered && path < m.path.as_slice() {
                    m.path = path.to_vec();
                }
            }
            Entry::Vacant(e) => {
                e.insert(self.out.len());
                self.out.push(Move {
                    cell: new,
                    letter: char::from(b'a' + letter),
                    path: path.to_vec(),
                    word: letters.iter().map(|&l| char::from(b'a' + l)).collect(),
                });
            }
        }
    }

    fn finish(self) -> Vec<Move> {
        let mut out = self.out;
        out.sort_unstable_by(|a, b| (a.cell, a.letter, &a.word).cmp(&(b.cell, b.letter, &b.word)));
        out
    }
}

// ------------------------------------------------------- (a) per-cell walk

mod per_cell {
    use super::*;

    struct Walk<'a> {
        cells: [u8; CELLS],
        nodes: &'a [TrieNode],
        target: usize,
        letter: u8,
        path: [u8; CELLS],
        letters: [u8; CELLS],
        len: usize,
        sink: Sink,
    }

    impl Walk<'_> {
        fn enter(&mut self, at: usize, parent: TrieNode, used: u32) {
            let l = self.cells[at];
            let mask = parent.mask();
            if l != EMPTY {
                if mask & (1 << l) != 0 {
                    let i = parent.first_index() + (mask & ((1 << l) - 1)).count_ones();
                    self.visit(at, l, i, used | 1 << at);
                }
            } else if at == self.target {
                // Only the trie node's child letters, not 26 blind ones.
                let (mut m, mut i) = (mask, parent.first_index());
                while m != 0 && !self.sink.done {
                    let l = m.trailing_zeros() as u8;
                    self.letter = l;
                    self.visit(at, l, i, used | 1 << at);
                    m &= m - 1;
                    i += 1;
                }
            }
        }

        fn visit(&mut self, at: usize, l: u8, node: u32, used: u32) {
            let n = self.nodes[node as usize];
            self.path[self.len] = at as u8;
            self.letters[self.len] = l;
            self.len += 1;
            if n.is_word() && used & (1 << self.target) != 0 {
                let (p, ls, len) = (self.path, self.letters, self.len);
                let key = (self.target as u8, self.letter, node);
                self.sink.report(key, &p[..len], &ls[..len], true);
            }
            if n.mask() != 0 {
                for &next in neighbours(at) {
                    if used & (1 << next) == 0 && !self.sink.done {
                        self.enter(next as usize, n, used);
                    }
                }
            }
            self.len -= 1;
        }
    }

    fn run(board: &Board, played: &[String], lex: &Lexicon, first_only: bool) -> Sink {
        let nodes = lex.trie().nodes();
        let mut w = Walk {
            cells: letters_of(board),
            nodes,
            target: 0,
            letter: 0,
            path: [0; CELLS],
            letters: [0; CELLS],
            len: 0,
            sink: Sink::new(nodes, played, first_only),
        };
        for cell in board.frontier().collect::<Vec<_>>() {
            w.target = cell;
            for start in 0..CELLS {
                w.enter(start, nodes[0], 0);
                if w.sink.done {
                    return w.sink;
                }
            }
        }
        w.sink
    }

    pub fn legal_moves(board: &Board, played: &[String], lex: &Lexicon) -> Vec<Move> {
        run(board, played, lex, false).finish()
    }

    pub fn has_legal_move(board: &Board, played: &[String], lex: &Lexicon) -> bool {
        run(board, played, lex, true).done
    }
}

// ------------------------------------------------------------- (b) two-way

mod two_way {
    use super::*;

    /// The trie of every reversed substring of the lexicon's words (the
    /// reversed prefixes and all their prefixes), popcount layout; `fwd[x]`
    /// is the solver-trie node of reverse(x) when that is a prefix of a
    /// word, else `u32::MAX`.
    pub struct Infix {
        nodes: Vec<(u32, u32)>,
        fwd: Vec<u32>,
    }

    impl Infix {
        pub fn build(lex: &Lexicon) -> Infix {
            let trie = lex.trie().nodes();
            let mut strs: Vec<Vec<u8>> = Vec::new();
            for w in lex.words() {
                let b = w.as_bytes();
                for j in 1..=b.len() {
                    strs.push(b[..j].iter().rev().copied().collect());
                }
            }
            strs.sort_unstable();
            strs.dedup();
            let mut nodes = vec![(0u32, 0u32)];
            let mut fwd = vec![0u32];
            let mut queue = VecDeque::from([(0usize, 0usize, strs.len(), 0usize)]);
            while let Some((node, mut lo, hi, depth)) = queue.pop_front() {
                if lo < hi && strs[lo].len() == depth {
                    lo += 1;
                }
                let first = nodes.len() as u32;
                let mut mask = 0u32;
                let mut i = lo;
                while i < hi {
                    let c = strs[i][depth];
                    let mut j = i + 1;
                    while j < hi && strs[j][depth] == c {
                        j += 1;
                    }
                    mask |= 1 << (c - b'a');
                    let child = nodes.len();
                    nodes.push((0, 0));
                    let mut f = Some(0u32);
                    for &b in strs[i][..=depth].iter().rev() {
                        f = f.and_then(|f| trie[f as usize].child(b - b'a'));
                    }
                    fwd.push(f.unwrap_or(u32::MAX));
                    queue.push_back((child, i, j, depth + 1));
                    i = j;
                }
                nodes[node] = (mask, first);
            }
            Infix { nodes, fwd }
        }

        pub fn len(&self) -> usize {
            self.nodes.len()
        }

        pub fn heap_bytes(&self) -> usize {
            self.nodes.capacity() * 8 + self.fwd.capacity() * 4
        }
    }

    struct Walk<'a> {
        cells: [u8; CELLS],
        nodes: &'a [TrieNode],
        inf: &'a Infix,
        new: usize,
        letter: u8,
        /// The backward chain from the new cell outwards.
        back: [u8; CELLS],
        back_l: [u8; CELLS],
        blen: usize,
        /// The whole path in word order.
        path: [u8; CELLS],
        letters: [u8; CELLS],
        len: usize,
        sink: Sink,
    }

    impl Walk<'_> {
        /// On the backward chain at infix node `x` (the letters from the new
        /// cell outwards).
        fn back(&mut self, x: u32, used: u32) {
            let f = self.inf.fwd[x as usize];
            if f != u32::MAX {
                // The chain spells a prefix: lay it out in word order and
                // extend forward from the new cell.
                self.len = self.blen;
                for i in 0..self.blen {
                    self.path[i] = self.back[self.blen - 1 - i];
                    self.letters[i] = self.back_l[self.blen - 1 - i];
                }
                self.forward(self.new, f, used);
            }
            let (mask, first) = self.inf.nodes[x as usize];
            let end = self.back[self.blen - 1] as usize;
            for &n in neighbours(end) {
                let l = self.cells[n as usize];
                if self.sink.done {
                    return;
                }
                if used & (1 << n) == 0 && l != EMPTY && mask & (1 << l) != 0 {
                    let c = first + (mask & ((1 << l) - 1)).count_ones();
                    self.back[self.blen] = n;
                    self.back_l[self.blen] = l;
                    self.blen += 1;
                    self.back(c, used | 1 << n);
                    self.blen -= 1;
                }
            }
        }

        fn forward(&mut self, at: usize, f: u32, used: u32) {
            let node = self.nodes[f as usize];
            if node.is_word() {
                let (p, ls, len) = (self.path, self.letters, self.len);
                let key = (self.new as u8, self.letter, f);
                self.sink.report(key, &p[..len], &ls[..len], false);
            }
            let mask = node.mask();
            for &n in neighbours(at) {
                let l = self.cells[n as usize];
                if self.sink.done {
                    return;
                }
                if used & (1 << n) == 0 && l != EMPTY && mask & (1 << l) != 0 {
                    let c = node.first_index() + (mask & ((1 << l) - 1)).count_ones();
                    self.path[self.len] = n;
                    self.letters[self.len] = l;
                    self.len += 1;
                    self.forward(n as usize, c, used | 1 << n);
                    self.len -= 1;
                }
            }
        }
    }

    fn run(board: &Board, played: &[String], lex: &Lexicon, inf: &Infix, first: bool) -> Sink {
        let nodes = lex.trie().nodes();
        let mut w = Walk {
            cells: letters_of(board),
            nodes,
            inf,
            new: 0,
            letter: 0,
            back: [0; CELLS],
            back_l: [0; CELLS],
            blen: 0,
            path: [0; CELLS],
            letters: [0; CELLS],
            len: 0,
            sink: Sink::new(nodes, played, first),
        };
        let (rmask, rfirst) = inf.nodes[0];
        for cell in board.frontier().collect::<Vec<_>>() {
            w.new = cell;
            let (mut m, mut i) = (rmask, rfirst);
            while m != 0 {
                let l = m.trailing_zeros() as u8;
                w.letter = l;
                w.cells[cell] = l;
                w.back[0] = cell as u8;
                w.back_l[0] = l;
                w.blen = 1;
                w.back(i, 1 << cell);
                if w.sink.done {
                    return w.sink;
                }
                m &= m - 1;
                i += 1;
            }
            w.cells[cell] = EMPTY;
        }
        w.sink
    }

    pub fn legal_moves(board: &Board, played: &[String], lex: &Lexicon, inf: &Infix) -> Vec<Move> {
        run(board, played, lex, inf, false).finish()
    }

    pub fn has_legal_move(board: &Board, played: &[String], lex: &Lexicon, inf: &Infix) -> bool {
        run(board, played, lex, inf, true).done
    }
}

/// Per position, the best of 5 runs of `f`; sorted.
fn per_position(positions: &[Position], f: impl Fn(&Board, &[String]) -> usize) -> Vec<f64> {
    let mut t: Vec<f64> = positions
        .iter()
        .map(|(b, p)| {
            best_of(5, || {
                black_box(f(black_box(b), black_box(p)));
            })
        })
        .collect();
    t.sort_by(f64::total_cmp);
    t
}

fn bench(c: &mut Criterion) {
    let lex = Lexicon::embedded();
    let _ = lex.trie();
    let positions = bot_positions(20);
    let t = Instant::now();
    let inf = two_way::Infix::build(lex);
    let infix_ms = t.elapsed().as_secs_f64() * 1e3;
    let base = Baseline::new(lex);

    // Every generator gives the same answer, on every position.
    let mut moves = 0usize;
    for (b, p) in &positions {
        let want = duel::legal_moves(b, p, lex);
        assert_eq!(old::legal_moves(b, p, lex), want, "old on {b}");
        assert_eq!(per_cell::legal_moves(b, p, lex), want, "per-cell on {b}");
        assert_eq!(
            two_way::legal_moves(b, p, lex, &inf),
            want,
            "two-way on {b}"
        );
        let has = !want.is_empty();
        assert_eq!(duel::has_legal_move(b, p, lex), has);
        assert_eq!(per_cell::has_legal_move(b, p, lex), has);
        assert_eq!(two_way::has_legal_move(b, p, lex, &inf), has);
        moves += want.len();
    }

    // The same boards with every legal word spent: nobody can move, so
    // `has_legal_move` walks the whole search and reports nothing. That is
    // the end check's worst case and each design's search without the cost
    // of building its answer.
    let exhausted: Vec<Position> = positions
        .iter()
        .map(|(b, p)| {
            let mut spent = p.clone();
            spent.extend(duel::legal_moves(b, p, lex).into_iter().map(|m| m.word));
            spent.sort();
            spent.dedup();
            (*b, spent)
        })
        .collect();
    for (b, p) in &exhausted {
        assert!(!duel::has_legal_move(b, p, lex), "{b}");
        assert!(!per_cell::has_legal_move(b, p, lex), "{b}");
        assert!(!two_way::has_legal_move(b, p, lex, &inf), "{b}");
        assert!(old::legal_moves(b, p, lex).is_empty(), "{b}");
    }

    let n = positions.len() as u64;
    let all = |f: &dyn Fn(&Board, &[String]) -> usize| -> usize {
        positions.iter().map(|(b, p)| f(black_box(b), p)).sum()
    };
    let mut g = c.benchmark_group("duel_legal_moves");
    g.throughput(Throughput::Elements(n));
    g.bench_function("shared_walk", |bch| {
        bch.iter(|| all(&|b, p| duel::legal_moves(b, p, lex).len()))
    });
    g.bench_function("per_cell_walk", |bch| {
        bch.iter(|| all(&|b, p| per_cell::legal_moves(b, p, lex).len()))
    });
    g.bench_function("two_way", |bch| {
        bch.iter(|| all(&|b, p| two_way::legal_moves(b, p, lex, &inf).len()))
    });
    g.bench_function("old_brute_force", |bch| {
        bch.iter(|| all(&|b, p| old::legal_moves(b, p, lex).len()))
    });
    base.bench(&mut g);
    g.finish();

    let mut g = c.benchmark_group("duel_has_legal_move");
    g.throughput(Throughput::Elements(n));
    g.bench_function("shared_walk", |bch| {
        bch.iter(|| all(&|b, p| usize::from(duel::has_legal_move(b, p, lex))))
    });
    g.bench_function("shared_walk_every_word_spent", |bch| {
        bch.iter(|| {
            exhausted
                .iter()
                .filter(|(b, p)| duel::has_legal_move(black_box(b), p, lex))
                .count()
        })
    });
    base.bench(&mut g);
    g.finish();

    // Summary: per position, best of 5; then median, p90 and worst.
    let b = base.time();
    eprintln!(
        "\nduel legal moves: {} positions from 20 medium-vs-medium bot games, {:.0} moves each on average",
        positions.len(),
        moves as f64 / positions.len() as f64
    );
    eprintln!(
        "baseline: 1024 HashSet lookups = {:.1} µs; two-way's reversed-substring trie: {} nodes, {:.1} MB, built in {infix_ms:.0} ms",
        b * 1e6,
        inf.len(),
        inf.heap_bytes() as f64 / 1e6
    );
    let old_t = per_position(&positions, |b, p| old::legal_moves(b, p, lex).len());
    let med = |t: &[f64]| t[t.len() / 2];
    let line = |name: &str, t: &[f64]| {
        eprintln!(
            "  {name:<26} median {:>8.1} µs  p90 {:>8.1} µs  worst {:>8.1} µs  ({:>5.1}× faster than the old brute force, {:.2}× the baseline run)",
            med(t) * 1e6,
            t[t.len() * 9 / 10] * 1e6,
            t[t.len() - 1] * 1e6,
            med(&old_t) / med(t),
            med(t) / b
        );
    };
    line(
        "shared walk (kept)",
        &per_position(&positions, |b, p| duel::legal_moves(b, p, lex).len()),
    );
    line(
        "(a) per-cell walk",
        &per_position(&positions, |b, p| per_cell::legal_moves(b, p, lex).len()),
    );
    line(
        "(b) two-way",
        &per_position(&positions, |b, p| {
            two_way::legal_moves(b, p, lex, &inf).len()
        }),
    );
    line("old brute force", &old_t);
    let answers: Vec<Vec<Move>> = positions
        .iter()
        .map(|(b, p)| duel::legal_moves(b, p, lex))
        .collect();
    let mut copy: Vec<f64> = answers
        .iter()
        .map(|m| {
            best_of(5, || {
                black_box(black_box(m).clone());
            })
        })
        .collect();
    copy.sort_by(f64::total_cmp);
    line("  (copying the answer)", &copy);
    line(
        "has_legal_move (kept)",
        &per_position(&positions, |b, p| {
            usize::from(duel::has_legal_move(b, p, lex))
        }),
    );
    eprintln!("  search only (same boards, every legal word spent: has_legal_move walks it all):");
    let ex_old = per_position(&exhausted, |b, p| old::legal_moves(b, p, lex).len());
    let line_ex = |name: &str, t: &[f64]| {
        eprintln!(
            "  {name:<26} median {:>8.1} µs  p90 {:>8.1} µs  worst {:>8.1} µs  ({:>5.1}× faster than the old brute force, {:.2}× the baseline run)",
            med(t) * 1e6,
            t[t.len() * 9 / 10] * 1e6,
            t[t.len() - 1] * 1e6,
            med(&ex_old) / med(t),
            med(t) / b
        );
    };
    line_ex(
        "shared walk (kept)",
        &per_position(&exhausted, |b, p| {
            usize::from(duel::has_legal_move(b, p, lex))
        }),
    );
    line_ex(
        "(a) per-cell walk",
        &per_position(&exhausted, |b, p| {
            usize::from(per_cell::has_legal_move(b, p, lex))
        }),
    );
    line_ex(
        "(b) two-way",
        &per_position(&exhausted, |b, p| {
            usize::from(two_way::has_legal_move(b, p, lex, &inf))
        }),
    );
    line_ex("old brute force", &ex_old);
    let start = Board::start("sheep").expect("sheep");
    let sheep = vec!["sheep".to_string()];
    let s_new = best_of(20, || {
        black_box(duel::legal_moves(&start, &sheep, lex));
    });
    let s_old = best_of(20, || {
        black_box(old::legal_moves(&start, &sheep, lex));
    });
    eprintln!(
        "  start position: shared walk {:.1} µs, old brute force {:.1} µs ({:.1}×)",
        s_new * 1e6,
        s_old * 1e6,
        s_old / s_new
    );
}

// ------------------------------------------------ the hard bot's old search

/// The hard bot's search as it was before issue 31 (item 3), kept as the
/// design baseline of `duel_hard_bot`: the same search, but every position
/// it expands generates `legal_moves` (a `Move` with a `String` word and a
/// path for every legal word), then groups them, interns the words and
/// keeps them in a `SipHash` table. The crate's search must choose the
/// same move (checked on every position before timing).
mod old_hard {
    use std::collections::HashMap;

    use gridwords::duel::{legal_moves, Board, Move};
    use gridwords::lexicon::Lexicon;
    use gridwords::rng::GameRng;

    /// Moves searched at the root (the highest-scoring).
    const ROOT_MOVES: usize = 20;
    /// Moves searched at every deeper ply (the highest-scoring).
    const REPLIES: usize = 6;
    /// Deepest midgame search, in plies.
    const MAX_DEPTH: usize = 4;
    /// No deeper midgame iteration starts once this many nodes are spent.
    const SOFT_NODES: usize = 1_000;
    /// A midgame iteration is dropped when it would spend more nodes.
    const MAX_NODES: usize = 2_500;
    /// Empty cells at which the endgame is searched to the end.
    const SOLVE_EMPTIES: usize = 4;
    /// Nodes the endgame proof may spend on top of the midgame's.
    const SOLVE_NODES: usize = 2_000;
    /// At the horizon, the side to move's longest word counts this many
    /// quarters of its length.
    const LEAF_WEIGHT: i32 = 2;

    /// Values are quarter points.
    const SCALE: i32 = 4;
    const INF: i32 = 1 << 28;
    /// Depth stored for a value searched to the end of the game.
    const EXACT: u8 = u8::MAX;

    /// One move of a position: the letter, where, the word's length and
    /// its id in [`Search::words`].
    #[derive(Clone, Copy, Debug)]
    struct Kid {
        pts: u8,
        cell: u8,
        letter: u8,
        word: u32,
    }

    /// What a search of a position found: `lo ≤ value ≤ hi`, searched
    /// `depth` plies (or [`EXACT`]); `best` is the kid that scored best.
    #[derive(Clone, Copy, Debug)]
    struct Bound {
        depth: u8,
        lo: i32,
        hi: i32,
        best: u16,
    }

    #[derive(Debug)]
    struct Node {
        kids: Vec<Kid>,
        /// Depth-limited values (the midgame).
        heur: Option<Bound>,
        /// Values to the end of the game (the endgame proof).
        exact: Option<Bound>,
    }

    /// A word's key in the set of words a line has spent (XOR of these):
    /// FNV-1a, fixed, so the table is the same on every run.
    fn word_key(w: &str) -> u64 {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in w.bytes() {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        h ^ (h >> 29)
    }

    struct Search<'a> {
        lexicon: &'a Lexicon,
        /// The game's words and the line's.
        played: Vec<String>,
        /// XOR of [`word_key`] of the line's words.
        line_key: u64,
        /// Every word seen, by id, with its key.
        words: Vec<(String, u64)>,
        ids: HashMap<String, u32>,
        table: HashMap<(Board, u64), Node>,
        nodes: usize,
        cap: usize,
        aborted: bool,
    }

    impl Search<'_> {
        fn intern(&mut self, word: String) -> u32 {
            if let Some(&id) = self.ids.get(&word) {
                return id;
            }
            let id = self.words.len() as u32;
            let key = word_key(&word);
            self.ids.insert(word.clone(), id);
            self.words.push((word, key));
            id
        }

        /// Generates the position's moves unless known; false (and
        /// `aborted`) when the node budget is spent.
        fn expand(&mut self, board: &Board) -> bool {
            let key = (*board, self.line_key);
            if self.table.contains_key(&key) {
                return true;
            }
            if self.nodes >= self.cap {
                self.aborted = true;
                return false;
            }
            self.nodes += 1;
            let moves = legal_moves(board, &self.played, self.lexicon);
            let kids = self.group(moves);
            self.table.insert(
                key,
                Node {
                    kids,
                    heur: None,
                    exact: None,
                },
            );
            true
        }

        /// One kid per (cell, letter): its longest word, the first of
        /// equals in the generator's (alphabetical) order. By points, then
        /// cell, then letter.
        fn group(&mut self, moves: Vec<Move>) -> Vec<Kid> {
            let mut best: Vec<(u8, u8, Move)> = Vec::new();
            for m in moves {
                let pts = m.word.len().min(u8::MAX as usize) as u8;
                match best.last_mut() {
                    Some((p, _, last)) if last.cell == m.cell && last.letter == m.letter => {
                        if pts > *p {
                            *p = pts;
                            *last = m;
                        }
                    }
                    _ => best.push((pts, m.letter as u8, m)),
                }
            }
            let mut kids: Vec<Kid> = best
                .into_iter()
                .map(|(pts, letter, m)| Kid {
                    pts,
                    cell: m.cell,
                    letter,
                    word: self.intern(m.word),
                })
                .collect();
            kids.sort_by(|a, b| {
                b.pts
                    .cmp(&a.pts)
                    .then((a.cell, a.letter).cmp(&(b.cell, b.letter)))
            });
            kids
        }

        /// The value of `kid` played on `board` for the side playing it:
        /// its points minus the opponent's value afterwards.
        #[allow(clippy::too_many_arguments)]
        fn play(
            &mut self,
            board: &Board,
            kid: Kid,
            empties: usize,
            depth: usize,
            exact: bool,
            alpha: i32,
            beta: i32,
        ) -> i32 {
            let pts = i32::from(kid.pts) * SCALE;
            let after = board.with(usize::from(kid.cell), kid.letter);
            let (word, key) = self.words[kid.word as usize].clone();
            self.played.push(word);
            self.line_key ^= key;
            let v = pts
                - self.negamax(
                    &after,
                    empties - 1,
                    depth.saturating_sub(1),
                    exact,
                    pts - beta,
                    pts - alpha,
                );
            self.line_key ^= key;
            self.played.pop();
            v
        }

        /// The side to move's points minus the other's from here on, in
        /// quarter points: `depth` plies then the horizon value, or (when
        /// `exact`) every move to the end. Fail-soft alpha-beta.
        fn negamax(
            &mut self,
            board: &Board,
            empties: usize,
            depth: usize,
            exact: bool,
            alpha0: i32,
            beta: i32,
        ) -> i32 {
            if empties == 0 || !self.expand(board) {
                return 0;
            }
            let key = (*board, self.line_key);
            let node = &self.table[&key];
            let Some(top) = node.kids.first() else {
                // No move: the game is over.
                return 0;
            };
            if !exact && depth == 0 {
                return i32::from(top.pts) * LEAF_WEIGHT;
            }
            let stored = if exact { node.exact } else { node.heur };
            if let Some(b) = stored {
                if exact || usize::from(b.depth) >= depth {
                    if b.lo >= beta {
                        return b.lo;
                    }
                    if b.hi <= alpha0 || b.lo == b.hi {
                        return b.hi;
                    }
                }
            }
            let first = stored
                .or(node.heur)
                .or(node.exact)
                .map(|b| usize::from(b.best));
            let n = if exact {
                node.kids.len()
            } else {
                node.kids.len().min(REPLIES)
            };
            let mut order: Vec<usize> = Vec::with_capacity(n);
            if let Some(f) = first.filter(|&f| f < n) {
                order.push(f);
            }
            order.extend((0..n).filter(|&i| Some(i) != first));
            let mut alpha = alpha0;
            let mut best = -INF;
            let mut best_i = order[0];
            for i in order {
                let kid = self.table[&key].kids[i];
                let v = self.play(board, kid, empties, depth, exact, alpha, beta);
                if self.aborted {
                    return 0;
                }
                if v > best {
                    best = v;
                    best_i = i;
                }
                alpha = alpha.max(v);
                if alpha >= beta {
                    break;
                }
            }
            let bound = Bound {
                depth: if exact { EXACT } else { depth as u8 },
                lo: if best > alpha0 { best } else { -INF },
                hi: if best < beta { best } else { INF },
                best: best_i as u16,
            };
            if let Some(node) = self.table.get_mut(&key) {
                if exact {
                    node.exact = Some(bound);
                } else {
                    node.heur = Some(bound);
                }
            }
            best
        }
    }

    /// The seat to move and its lead (its points minus the other's), read
    /// from the game's word list (the start word, then seat 0's first).
    fn seat_and_lead(played: &[String]) -> (usize, i32) {
        let moved = played.len().saturating_sub(1);
        let me = moved % 2;
        let mut lead = 0i32;
        for (i, w) in played.iter().skip(1).enumerate() {
            let pts = w.len() as i32;
            lead += if i % 2 == me { pts } else { -pts };
        }
        (me, lead)
    }

    /// The hard bot's move (see the module docs).
    pub fn choose(
        board: &Board,
        played: &[String],
        lexicon: &Lexicon,
        rng: &mut GameRng,
    ) -> Option<Move> {
        let mut moves = legal_moves(board, played, lexicon);
        let empties = board.cells().iter().filter(|&&c| c == 0).count();
        let mut s = Search {
            lexicon,
            played: played.to_vec(),
            line_key: 0,
            words: Vec::new(),
            ids: HashMap::new(),
            table: HashMap::new(),
            nodes: 1,
            cap: MAX_NODES,
            aborted: false,
        };
        let root = s.group(moves.clone());
        if root.is_empty() {
            return None;
        }
        s.table.insert(
            (*board, 0),
            Node {
                kids: root.clone(),
                heur: None,
                exact: None,
            },
        );

        // Midgame: iterative deepening over the highest-scoring moves.
        // `values`: (value, index in root), best first.
        let mut values: Vec<(i32, usize)> = (0..root.len().min(ROOT_MOVES))
            .map(|i| (i32::from(root[i].pts) * SCALE, i))
            .collect();
        for depth in 2..=MAX_DEPTH.min(empties) {
            if depth > 2 && s.nodes >= SOFT_NODES {
                break;
            }
            let mut found = Vec::with_capacity(values.len());
            let mut best = -INF;
            for &(_, i) in &values {
                // A window just under the best so far: moves that tie it
                // get their exact value, worse ones an upper bound.
                let alpha = if best == -INF { -INF } else { best - 1 };
                let v = s.play(board, root[i], empties, depth, false, alpha, INF);
                if s.aborted {
                    break;
                }
                best = best.max(v);
                found.push((v, i));
            }
            if s.aborted {
                break;
            }
            found.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
            values = found;
        }
        let best = values[0].0;
        let mut choice: Vec<usize> = values.iter().filter(|v| v.0 == best).map(|v| v.1).collect();

        // Endgame: the moves that win against any defence.
        if empties <= SOLVE_EMPTIES {
            s.aborted = false;
            s.cap = s.nodes + SOLVE_NODES;
            let (me, lead) = seat_and_lead(played);
            // Final margin lead + v/4: a win when > 0, or ≥ 0 for seat 1.
            let need = (if me == 1 { -lead } else { 1 - lead }) * SCALE;
            // The midgame's value of a root move it searched; for one it
            // did not, its points.
            let value = |i: usize| values.iter().find(|v| v.1 == i).map(|v| v.0);
            let tier = |i: usize| value(i).map_or((false, root[i].pts.into()), |v| (true, v));
            // In the midgame's order, then the moves it did not search, by
            // points: the winners to choose from are the first winner and
            // those that tie with it there.
            let mut order: Vec<usize> = values.iter().map(|v| v.1).collect();
            order.extend((0..root.len()).filter(|&i| value(i).is_none()));
            let mut winners: Vec<usize> = Vec::new();
            for i in order {
                if winners.first().is_some_and(|&w| tier(w) != tier(i)) {
                    break;
                }
                let v = s.play(board, root[i], empties, 0, true, need - 1, need);
                if s.aborted {
                    break;
                }
                if v >= need {
                    winners.push(i);
                }
            }
            if !s.aborted && !winners.is_empty() {
                choice = winners;
            }
        }

        choice.sort_unstable();
        let kid = root[choice[rng.below(choice.len() as u64) as usize]];
        let word = &s.words[kid.word as usize].0;
        let at = moves.iter().position(|m| {
            m.cell == kid.cell && m.letter as u32 == u32::from(kid.letter) && &m.word == word
        })?;
        Some(moves.swap_remove(at))
    }
}

// ------------------------------------------------------------ the hard bot

/// A position where the hard bot is to move, with the seed and ply its
/// move draws from.
type BotPosition = (Board, Vec<String>, u64, usize);

/// Every position where the hard bot was to move in `seeds × 2`
/// hard-vs-medium games (each seed with the hard bot in either seat).
fn hard_positions(seeds: u64) -> Vec<BotPosition> {
    let mut out = Vec::new();
    for k in 0..seeds {
        for hard_seat in 0..2 {
            let mut seats = vec![SeatKind::Bot(Level::Medium); 2];
            seats[hard_seat] = SeatKind::Bot(Level::Hard);
            let seed = 0xB07_0000 + k;
            let mut g = Game::new(Config::new(seats, seed), 0).expect("config");
            while let Some(seat) = g.to_move() {
                if seat == hard_seat {
                    let played = g.played().to_vec();
                    let ply = played.len() - 1;
                    out.push((g.board(), played, seed, ply));
                }
                let Some(t) = g.next_due() else { break };
                g.advance(t).expect("advance");
            }
        }
    }
    out
}

fn bench_bot(c: &mut Criterion) {
    let lex = Lexicon::embedded();
    let _ = lex.trie();
    let base = Baseline::new(lex);
    let positions = hard_positions(6);
    let bot = |level: Level, (b, p, seed, ply): &BotPosition| {
        let mut rng = duel::bot_rng(*seed, *ply);
        duel::bot_choose(level, b, p, lex, &mut rng).expect("a move")
    };
    let old_bot = |(b, p, seed, ply): &BotPosition| {
        let mut rng = duel::bot_rng(*seed, *ply);
        old_hard::choose(b, p, lex, &mut rng).expect("a move")
    };
    // The old search chooses the same move, on every position.
    for x in &positions {
        assert_eq!(bot(Level::Hard, x), old_bot(x), "on {}", x.0);
    }
    // A sample of a dozen positions for criterion, spread over the game.
    let sample: Vec<_> = positions
        .iter()
        .step_by(positions.len().div_ceil(12))
        .cloned()
        .collect();
    let mut g = c.benchmark_group("duel_hard_bot");
    g.measurement_time(Duration::from_secs(10));
    g.throughput(Throughput::Elements(sample.len() as u64));
    g.bench_function("hard_move", |bch| {
        bch.iter(|| {
            sample
                .iter()
                .map(|x| usize::from(bot(Level::Hard, black_box(x)).cell))
                .sum::<usize>()
        })
    });
    g.bench_function("hard_move_old_search", |bch| {
        bch.iter(|| {
            sample
                .iter()
                .map(|x| usize::from(old_bot(black_box(x)).cell))
                .sum::<usize>()
        })
    });
    g.bench_function("medium_move", |bch| {
        bch.iter(|| {
            sample
                .iter()
                .map(|x| usize::from(bot(Level::Medium, black_box(x)).cell))
                .sum::<usize>()
        })
    });
    base.bench(&mut g);
    g.finish();

    // Summary: per position, best of 3; then median, p90 and worst.
    let b = base.time();
    let time = |f: &dyn Fn(&BotPosition)| {
        let mut t: Vec<f64> = positions
            .iter()
            .map(|x| {
                best_of(3, || {
                    f(black_box(x));
                })
            })
            .collect();
        t.sort_by(f64::total_cmp);
        t
    };
    let hard = time(&|x| {
        black_box(bot(Level::Hard, x));
    });
    let old = time(&|x| {
        black_box(old_bot(x));
    });
    let medium = time(&|x| {
        black_box(bot(Level::Medium, x));
    });
    let med = |t: &[f64]| t[t.len() / 2];
    eprintln!(
        "\nduel hard bot: {} positions (the hard bot's turns in 12 hard-vs-medium games), best of 3 each; baseline 1024 HashSet lookups = {:.1} µs",
        positions.len(),
        b * 1e6
    );
    for (name, t) in [
        ("hard move", &hard),
        ("old search", &old),
        ("medium move", &medium),
    ] {
        eprintln!(
            "  {name:<12} median {:>8.2} ms  p90 {:>8.2} ms  worst {:>8.2} ms  ({:.0}× the baseline run at the median, {:.0}× at the worst)",
            med(t) * 1e3,
            t[t.len() * 9 / 10] * 1e3,
            t[t.len() - 1] * 1e3,
            med(t) / b,
            t[t.len() - 1] / b
        );
    }
    let p90 = |t: &[f64]| t[t.len() * 9 / 10];
    eprintln!(
        "  the old search / the hard move: {:.1}× at the median, {:.1}× at the 90th percentile, {:.1}× at the worst (the same moves)",
        med(&old) / med(&hard),
        p90(&old) / p90(&hard),
        old[old.len() - 1] / hard[hard.len() - 1]
    );
    eprintln!(
        "  hard / medium at the median: {:.0}× (budget: hard ≤ 50 ms median, ≤ 500 ms worst)",
        med(&hard) / med(&medium)
    );
}

/// Replaying a finished hard-vs-hard game from its log: today's log
/// (version 3) holds the bots' moves, which replay makes; the same log
/// without them (version 2, as written before) makes replay search again
/// for every move, as it did. Run alone with
/// `cargo bench -p gridwords --bench duel -- duel_replay`.
fn bench_replay(c: &mut Criterion) {
    use gridwords::duel::{Config, Game, SeatKind};
    use gridwords::engine::Log;
    let lex = Lexicon::embedded();
    let _ = lex.trie();
    let base = Baseline::new(lex);
    let mut g = Game::new(
        Config::new(
            vec![SeatKind::Bot(Level::Hard), SeatKind::Bot(Level::Hard)],
            42,
        ),
        0,
    )
    .expect("a game");
    g.advance(10_000_000).expect("the bots play it out");
    assert!(g.is_over());
    let logged = g.log();
    let mut searching = logged.clone();
    searching.actions.clear();
    searching.version = 2;
    let replay = |log: &Log<gridwords::duel::Duel>| log.replay_embedded().expect("it replays");
    assert_eq!(replay(&logged).snapshot(), g.snapshot());
    assert_eq!(replay(&searching).snapshot(), g.snapshot());

    let mut group = c.benchmark_group("duel_replay");
    group.sample_size(10);
    group.bench_function("hard_vs_hard_logged_moves", |b| {
        b.iter(|| replay(black_box(&logged)))
    });
    group.bench_function("hard_vs_hard_searching", |b| {
        b.iter(|| replay(black_box(&searching)))
    });
    // Restore checks the snapshot against its own record's replay.
    let snap = g.snapshot();
    group.bench_function("hard_vs_hard_restore", |b| {
        b.iter(|| Game::restore(black_box(&snap)).expect("it restores"))
    });
    // A snapshot the host sealed: the seal's check stands for the replay.
    let sealed = gridwords::seal::seal_snapshot(&snap, &[7; 32], "bench").unwrap();
    // The seal's part of that (the rest is decoding, all a restore cost
    // before restores replayed their record).
    group.bench_function("hard_vs_hard_open_seal", |b| {
        b.iter(|| gridwords::seal::open_snapshot(black_box(&sealed), &[7; 32]).unwrap())
    });
    group.bench_function("hard_vs_hard_restore_sealed", |b| {
        b.iter(|| Game::restore_sealed(black_box(&sealed), &[7; 32], None).expect("it restores"))
    });
    base.bench(&mut group);
    group.finish();

    let t_logged = best_of(5, || {
        black_box(replay(&logged));
    });
    let t_search = best_of(2, || {
        black_box(replay(&searching));
    });
    let b = base.time();
    eprintln!(
        "\nduel replay, hard vs hard ({} moves), best of 5 / 2: logged moves {:.2} ms ({:.0}× the baseline), searching {:.0} ms ({:.0}× the baseline): {:.0}× faster",
        logged.actions.len(),
        t_logged * 1e3,
        t_logged / b,
        t_search * 1e3,
        t_search / b,
        t_search / t_logged
    );
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(10)
        .measurement_time(Duration::from_secs(2))
        .warm_up_time(Duration::from_millis(500));
    targets = bench, bench_bot, bench_replay
}
criterion_main!(benches);
