//! The three bots. Every choice is drawn from the game's seed: ChaCha20
//! stream 1, ply `n` (the n-th move of the game, from 0) drawing from word
//! `n × 2³²` of the stream ([`GameRng::at`]), first its think time, then
//! its choice. So a bot's move depends only on the seed, the ply and the
//! position, never on how many draws another ply took, nor on the machine:
//! the hard bot's search is limited by a count of positions, not by a
//! clock, and no choice depends on a hash map's order.
//!
//! * **easy** draws a reach from the seed on each move ([`EASY_REACH`]):
//!   one move in four it settles for a word of at most three or four
//!   letters, otherwise it plays its longest; uniformly among the legal
//!   moves of the longest length within the reach (its shortest when all
//!   are longer).
//! * **medium** plays the longest word it can, uniformly among ties (the
//!   greedy player every public Balda bot is).
//! * **hard** searches ahead (see [`hard`]): an alpha-beta search over its
//!   longest candidates and the opponent's longest replies, deepened while
//!   its budget lasts (its move, the best reply, its best answer, the best
//!   reply to that), valuing a position by the points each side has taken
//!   in the line plus half the longest word the side to move is left; and
//!   with four cells or fewer left, a full-width search to the end of the
//!   game that finds the moves that win against any defence (counting the
//!   level score that goes to seat 1 and the end that comes when the player
//!   to move has no word). Uniformly among equal moves.
//!
//! Think times (whole ms, uniform): easy 2–6 s, medium 3–8 s, hard 4–10 s,
//! never more than the bot's time left minus one second, never under 1 ms.

use std::collections::HashMap;

use super::board::Board;
use super::config::Level;
use super::movegen::legal_moves;
use super::moves::Move;
use crate::lexicon::Lexicon;
use crate::rng::GameRng;

/// The bots' ChaCha20 stream.
pub const BOT_STREAM: u64 = 1;
/// Think time range per level (easy, medium, hard), ms inclusive.
pub const THINK_MS: [(u64, u64); 3] = [(2_000, 6_000), (3_000, 8_000), (4_000, 10_000)];

fn index(level: Level) -> usize {
    match level {
        Level::Easy => 0,
        Level::Medium => 1,
        Level::Hard => 2,
    }
}

/// The generator for ply `ply` of the game with `seed`.
pub fn rng_for(seed: u64, ply: usize) -> GameRng {
    GameRng::at(seed, BOT_STREAM, (ply as u128) << 32)
}

/// How long the bot thinks before it moves, given its time left.
pub fn think_ms(level: Level, rng: &mut GameRng, clock_left: u64) -> u64 {
    let (lo, hi) = THINK_MS[index(level)];
    let t = lo + rng.below(hi - lo + 1);
    t.min(clock_left.saturating_sub(1_000)).max(1)
}

/// The easy bot's reach: on each move it draws how long a word it looks
/// for, `EASY_REACH[i].0` letters with weight `EASY_REACH[i].1`, then plays
/// a word of the longest length it has within that reach (its shortest
/// when every word is longer). Three moves in four it takes its longest
/// word; one in four it settles for three or four letters, like a casual
/// player who misses the long find. Greedy play is strong in Wordgrid, so
/// an easy bot that always played short words lost every game to medium
/// (and two of them tied 30–30 every game); this mix keeps the levels
/// ordered while easy games differ and easy now and then wins (match
/// tables in `docs/rules/duel.md`).
pub const EASY_REACH: [(usize, u32); 3] = [(3, 1), (4, 1), (usize::MAX, 6)];

/// The length of word the easy bot plays among `moves` (`None`: no move).
fn easy_length(moves: &[Move], rng: &mut GameRng) -> Option<usize> {
    let min = moves.iter().map(|m| m.word.len()).min()?;
    let weights: Vec<u32> = EASY_REACH.iter().map(|&(_, w)| w).collect();
    let reach = EASY_REACH[rng.weighted(&weights).unwrap_or(0)].0;
    Some(
        moves
            .iter()
            .map(|m| m.word.len())
            .filter(|&n| n <= reach)
            .max()
            .unwrap_or(min),
    )
}

fn pick(rng: &mut GameRng, mut moves: Vec<Move>) -> Option<Move> {
    if moves.is_empty() {
        return None;
    }
    let i = rng.below(moves.len() as u64) as usize;
    Some(moves.swap_remove(i))
}

/// The move the bot plays on `board` with the words `played`, or `None`
/// when it has none.
///
/// `played` is the game's list as [`Game::played`](super::Game::played)
/// gives it: the start word, then every word played, seat 0's first. The
/// hard bot reads the score and whose turn it is from it (the endgame is
/// won or lost by the score, and a level score goes to seat 1).
pub fn choose(
    level: Level,
    board: &Board,
    played: &[String],
    lexicon: &Lexicon,
    rng: &mut GameRng,
) -> Option<Move> {
    match level {
        Level::Easy => {
            let moves = legal_moves(board, played, lexicon);
            let want = easy_length(&moves, rng)?;
            pick(
                rng,
                moves.into_iter().filter(|m| m.word.len() == want).collect(),
            )
        }
        Level::Medium => {
            let moves = legal_moves(board, played, lexicon);
            let max = moves.iter().map(|m| m.word.len()).max()?;
            pick(
                rng,
                moves.into_iter().filter(|m| m.word.len() == max).collect(),
            )
        }
        Level::Hard => hard::choose(board, played, lexicon, rng),
    }
}

/// The hard bot's search.
///
/// **Positions.** A position's moves are its legal moves grouped by
/// (cell, letter), each group standing for its longest word (the
/// alphabetically first of equals): the same letter in the same cell gives
/// the same board whatever word is traced, and the longest scores most.
/// They are ordered by points, then cell, then letter. Every position
/// whose moves are generated is a *node*; the search is limited by a count
/// of nodes, so it gives the same answer on every machine.
///
/// **Cost.** Generating positions' moves is nearly all of the search's
/// time, so the search does not ask [`legal_moves`] for them (a `Move`
/// with an owned word and path for every legal word, sorted, of which it
/// keeps one per (cell, letter)): its own walk over the same paths keeps
/// only each (cell, letter)'s longest word as it finds it, as a trie node
/// (`movegen::Longest`), and no word is a `String` inside the search. The
/// groups, their order and the count of nodes are those of grouping
/// [`legal_moves`], so the moves chosen are the same (the vector
/// `duel_bot_moves.json` pins them); the move returned is `legal_moves`'
/// own, path and all.
///
/// **Value.** A line's value is the points the bot takes in it minus the
/// points the opponent takes, plus, at the horizon, [`LEAF_WEIGHT`]
/// quarters of the longest word the side to move is left (counted for
/// that side): so the search values what its move leaves the opponent and
/// what it leaves itself.
///
/// **Midgame.** Negamax with alpha-beta and a transposition table (keyed
/// by board and words spent), over the [`ROOT_MOVES`] highest-scoring
/// moves at the root and the [`REPLIES`] highest-scoring at every other
/// ply, deepened from 2 plies (its move against the best reply, and its
/// best answer at half weight) to [`MAX_DEPTH`] while fewer than
/// [`SOFT_NODES`] nodes are spent; a deepening cut off at [`MAX_NODES`] is
/// dropped and the last complete one decides. Each root move is searched
/// with a window that keeps the best ones exact, so ties are real ties.
///
/// **Endgame.** With [`SOLVE_EMPTIES`] empty cells or fewer, every move of
/// every ply to the end of the game is searched (null window on the final
/// score, within [`SOLVE_NODES`] more nodes) to find the bot's moves that
/// win against any defence: the final margin must be positive, or zero
/// when the bot is seat 1; a player with no move ends the game. When some
/// move wins, the bot plays the best of those by the midgame value; when
/// none does, or the proof did not finish, the midgame value decides.
pub mod hard {
    use super::*;
    use crate::duel::movegen::{played_nodes, Longest};

    /// Moves searched at the root (the highest-scoring).
    pub const ROOT_MOVES: usize = 20;
    /// Moves searched at every deeper ply (the highest-scoring).
    pub const REPLIES: usize = 6;
    /// Deepest midgame search, in plies.
    pub const MAX_DEPTH: usize = 4;
    /// No deeper midgame iteration starts once this many nodes are spent.
    pub const SOFT_NODES: usize = 1_000;
    /// A midgame iteration is dropped when it would spend more nodes.
    pub const MAX_NODES: usize = 2_500;
    /// Empty cells at which the endgame is searched to the end.
    pub const SOLVE_EMPTIES: usize = 4;
    /// Nodes the endgame proof may spend on top of the midgame's.
    pub const SOLVE_NODES: usize = 2_000;
    /// At the horizon, the side to move's longest word counts this many
    /// quarters of its length.
    pub const LEAF_WEIGHT: i32 = 2;

    /// Values are quarter points.
    const SCALE: i32 = 4;
    const INF: i32 = 1 << 28;
    /// Depth stored for a value searched to the end of the game.
    const EXACT: u8 = u8::MAX;

    /// One move of a position: the letter, where, the word's length, and
    /// the word as its trie node (to spend it) and its [`word_key`].
    #[derive(Clone, Copy, Debug)]
    struct Kid {
        pts: u8,
        cell: u8,
        letter: u8,
        node: u32,
        key: u64,
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

    /// A position searched: its kids are `Search::kids[first..first + len]`.
    #[derive(Debug)]
    struct Node {
        first: u32,
        len: u32,
        /// Depth-limited values (the midgame).
        heur: Option<Bound>,
        /// Values to the end of the game (the endgame proof).
        exact: Option<Bound>,
    }

    /// A word's key in the set of words a line has spent (XOR of these):
    /// FNV-1a, fixed, so the table is the same on every run.
    fn word_key(w: &[u8]) -> u64 {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for &b in w {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        h ^ (h >> 29)
    }

    /// The table's hasher: a fixed multiply-rotate (FxHash's) instead of
    /// the standard library's SipHash, which took 5–10 % of the search's
    /// time on these keys. Nothing depends on the table's order, only on
    /// what it holds.
    #[derive(Default)]
    struct KeyHasher(u64);

    impl std::hash::Hasher for KeyHasher {
        fn finish(&self) -> u64 {
            self.0
        }
        fn write(&mut self, bytes: &[u8]) {
            let mut chunks = bytes.chunks_exact(8);
            for c in &mut chunks {
                let mut w = [0u8; 8];
                w.copy_from_slice(c);
                self.write_u64(u64::from_le_bytes(w));
            }
            for &b in chunks.remainder() {
                self.write_u64(u64::from(b));
            }
        }
        fn write_u64(&mut self, n: u64) {
            self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x517c_c1b7_2722_0a95);
        }
        fn write_usize(&mut self, n: usize) {
            self.write_u64(n as u64);
        }
    }

    type Table = HashMap<(Board, u64), u32, std::hash::BuildHasherDefault<KeyHasher>>;

    struct Search<'a> {
        lexicon: &'a Lexicon,
        /// The trie nodes of the game's words and the line's.
        played: Vec<u32>,
        /// XOR of [`word_key`] of the line's words.
        line_key: u64,
        /// Every position expanded, by (board, line key): its index in
        /// `nodes`.
        table: Table,
        nodes: Vec<Node>,
        /// The nodes' kids, each node's together.
        kids: Vec<Kid>,
        walk: Longest,
        /// Positions expanded (the budget counts these).
        spent: usize,
        cap: usize,
        aborted: bool,
    }

    impl Search<'_> {
        /// The position's node, its moves generated unless known; `None`
        /// (and `aborted`) when the node budget is spent.
        fn expand(&mut self, board: &Board) -> Option<usize> {
            let key = (*board, self.line_key);
            if let Some(&i) = self.table.get(&key) {
                return Some(i as usize);
            }
            if self.spent >= self.cap {
                self.aborted = true;
                return None;
            }
            self.spent += 1;
            Some(self.insert(key))
        }

        /// Generates the position's kids and makes it a node. One kid per
        /// (cell, letter): its longest word, the first of equals in
        /// alphabetical order. By points, then cell, then letter.
        fn insert(&mut self, key: (Board, u64)) -> usize {
            let first = self.kids.len();
            let kids = &mut self.kids;
            self.walk
                .walk(&key.0, &self.played, self.lexicon, |cell, letter, b| {
                    kids.push(Kid {
                        pts: b.len,
                        cell,
                        letter,
                        node: b.node,
                        key: word_key(&b.letters[..usize::from(b.len)]),
                    })
                });
            self.kids[first..].sort_unstable_by(|a, b| {
                b.pts
                    .cmp(&a.pts)
                    .then((a.cell, a.letter).cmp(&(b.cell, b.letter)))
            });
            let i = self.nodes.len();
            self.nodes.push(Node {
                first: first as u32,
                len: (self.kids.len() - first) as u32,
                heur: None,
                exact: None,
            });
            self.table.insert(key, i as u32);
            i
        }

        /// Kid `i` of node `node`.
        fn kid(&self, node: usize, i: usize) -> Kid {
            self.kids[self.nodes[node].first as usize + i]
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
            self.played.push(kid.node);
            self.line_key ^= kid.key;
            let v = pts
                - self.negamax(
                    &after,
                    empties - 1,
                    depth.saturating_sub(1),
                    exact,
                    pts - beta,
                    pts - alpha,
                );
            self.line_key ^= kid.key;
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
            if empties == 0 {
                return 0;
            }
            let Some(ix) = self.expand(board) else {
                return 0;
            };
            let node = &self.nodes[ix];
            if node.len == 0 {
                // No move: the game is over.
                return 0;
            }
            let top = self.kids[node.first as usize];
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
            let n = if exact {
                node.len as usize
            } else {
                (node.len as usize).min(REPLIES)
            };
            // The kid that did best when this node was last searched
            // first, then the others in order.
            let first = stored
                .or(node.heur)
                .or(node.exact)
                .map(|b| usize::from(b.best))
                .filter(|&f| f < n);
            let order = first
                .into_iter()
                .chain((0..n).filter(|&i| Some(i) != first));
            let mut alpha = alpha0;
            let mut best = -INF;
            let mut best_i = first.unwrap_or(0);
            for i in order {
                let kid = self.kid(ix, i);
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
            let node = &mut self.nodes[ix];
            if exact {
                node.exact = Some(bound);
            } else {
                node.heur = Some(bound);
            }
            best
        }
    }

    /// The seat to move and its lead (its points minus the other's), read
    /// from the game's word list (the start word, then seat 0's first).
    pub(super) fn seat_and_lead(played: &[String]) -> (usize, i32) {
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
        let empties = board.cells().iter().filter(|&&c| c == 0).count();
        let mut s = Search {
            lexicon,
            played: played_nodes(played, lexicon),
            line_key: 0,
            table: Table::default(),
            nodes: Vec::with_capacity(MAX_NODES + SOLVE_NODES + 1),
            kids: Vec::new(),
            walk: Longest::new(),
            spent: 1,
            cap: MAX_NODES,
            aborted: false,
        };
        let at_root = s.insert((*board, 0));
        let root: Vec<Kid> = (0..s.nodes[at_root].len as usize)
            .map(|i| s.kid(at_root, i))
            .collect();
        if root.is_empty() {
            return None;
        }

        // Midgame: iterative deepening over the highest-scoring moves.
        // `values`: (value, index in root), best first.
        let mut values: Vec<(i32, usize)> = (0..root.len().min(ROOT_MOVES))
            .map(|i| (i32::from(root[i].pts) * SCALE, i))
            .collect();
        for depth in 2..=MAX_DEPTH.min(empties) {
            if depth > 2 && s.spent >= SOFT_NODES {
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
            s.cap = s.spent + SOLVE_NODES;
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
        // The move as `legal_moves` gives it, path and all: of the
        // (cell, letter)'s words of the kid's length, the first in its
        // (alphabetical) order, the word the kid stands for.
        let mut moves = legal_moves(board, played, lexicon);
        let at = moves.iter().position(|m| {
            m.cell == kid.cell
                && m.letter as u32 == u32::from(kid.letter)
                && m.word.len() == usize::from(kid.pts)
        })?;
        Some(moves.swap_remove(at))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(w: &[&str]) -> Vec<String> {
        w.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn seat_and_lead_read_from_the_word_list() {
        assert_eq!(hard::seat_and_lead(&words(&["sheep"])), (0, 0));
        assert_eq!(hard::seat_and_lead(&words(&["sheep", "ha"])), (1, -2));
        assert_eq!(
            hard::seat_and_lead(&words(&["sheep", "ha", "hate", "he"])),
            (1, 0)
        );
        assert_eq!(
            hard::seat_and_lead(&words(&["sheep", "ha", "hate", "he", "sheet"])),
            (0, -5)
        );
        assert_eq!(hard::seat_and_lead(&[]), (0, 0));
    }

    /// The search's walk gives, per (cell, letter), the word grouping
    /// `legal_moves` gives: the longest, the alphabetically first of
    /// equals, with spent words skipped; and the word's trie node.
    #[test]
    fn the_search_walk_keeps_each_cell_and_letters_longest_legal_word() {
        use super::super::movegen::{played_nodes, Longest};
        let lex = Lexicon::embedded();
        let mut walk = Longest::new();
        let mut checked = 0;
        for seed in 0..4u64 {
            let mut board = Board::start("sheep").unwrap();
            let mut played = words(&["sheep"]);
            for ply in 0.. {
                let moves = legal_moves(&board, &played, lex);
                // Every third legal word spent too, to skip more of them.
                let mut spent = played.clone();
                spent.extend(moves.iter().step_by(3).map(|m| m.word.clone()));
                for played in [&played, &spent] {
                    let mut want: Vec<(u8, u8, String)> = Vec::new();
                    for m in legal_moves(&board, played, lex) {
                        match want.last_mut() {
                            Some((c, l, w)) if *c == m.cell && *l == m.letter as u8 => {
                                if m.word.len() > w.len() {
                                    *w = m.word;
                                }
                            }
                            _ => want.push((m.cell, m.letter as u8, m.word)),
                        }
                    }
                    let mut got: Vec<(u8, u8, String)> = Vec::new();
                    walk.walk(&board, &played_nodes(played, lex), lex, |c, l, b| {
                        let word = String::from_utf8(b.letters[..usize::from(b.len)].to_vec());
                        let word = word.unwrap();
                        assert_eq!(played_nodes(std::slice::from_ref(&word), lex), [b.node]);
                        got.push((c, l, word));
                    });
                    got.sort();
                    assert_eq!(got, want, "seed {seed} ply {ply}: {board}");
                    checked += 1;
                }
                let Some(m) = choose(Level::Medium, &board, &played, lex, &mut rng_for(seed, ply))
                else {
                    break;
                };
                board = board.with(usize::from(m.cell), m.letter as u8);
                played.push(m.word);
            }
        }
        assert!(checked >= 80, "{checked}");
    }

    #[test]
    fn every_level_plays_a_legal_move_or_none() {
        let lex = Lexicon::embedded();
        let start = Board::start("sheep").unwrap();
        let played = words(&["sheep"]);
        let legal = legal_moves(&start, &played, lex);
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            let mv = choose(level, &start, &played, lex, &mut rng_for(7, 0)).unwrap();
            assert!(legal.contains(&mv), "{level:?}: {mv:?}");
        }
        // A full board: nobody has a move.
        let full = Board::parse("sheepsheepsheepsheepsheep").unwrap();
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            assert_eq!(choose(level, &full, &played, lex, &mut rng_for(7, 0)), None);
        }
    }
}
