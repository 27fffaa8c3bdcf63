//! Board geometry shared by every game: a `rows × cols` grid of cells
//! numbered row-major from 0, and which cells touch which.
//!
//! It exists so the games need not each build their own tables: hunt's 4×4
//! tray uses diagonal (king-move) neighbours, the coming duel 5×5 and solo
//! 10×10 boards orthogonal ones, and all of them number cells the same way.
//!
//! A [`Grid`] is a plain `Copy` value whose methods are `const fn`, so a game
//! names its board once as a `const` and builds its lookup tables from it at
//! compile time:
//!
//! ```
//! use gridwords::grid::{Adjacency, Grid, NeighbourTable};
//!
//! const BOARD: Grid = Grid::new(4, 4, Adjacency::King);
//! static NEIGHBOURS: NeighbourTable<16> = BOARD.neighbour_table();
//! static MASKS: [u32; 16] = BOARD.neighbour_masks();
//!
//! assert_eq!(NEIGHBOURS.get(0), &[1, 4, 5]);
//! assert_eq!(MASKS[0], 0b0011_0010);
//! assert_eq!(BOARD.neighbours(0).collect::<Vec<_>>(), [1, 4, 5]);
//! ```
//!
//! **Order.** Every list of neighbours is in ascending cell index order.
//! Searches that walk neighbours in that order visit cell sequences in
//! lexicographic order, which the games' path rules rely on.

use std::iter::StepBy;
use std::ops::Range;

/// Which cells count as touching.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Adjacency {
    /// Up, down, left and right: at most 4 neighbours.
    Orthogonal,
    /// The orthogonal cells and the four diagonal ones (king moves): at most
    /// 8 neighbours.
    King,
}

impl Adjacency {
    /// The most neighbours a cell can have: 4 or 8.
    pub const fn max_neighbours(self) -> usize {
        match self {
            Adjacency::Orthogonal => 4,
            Adjacency::King => 8,
        }
    }

    /// Whether cells `(dr, dc)` apart touch (`(0, 0)` does not).
    const fn touches(self, dr: usize, dc: usize) -> bool {
        // `dr` and `dc` are absolute differences.
        match self {
            Adjacency::Orthogonal => dr + dc == 1,
            Adjacency::King => dr <= 1 && dc <= 1 && dr + dc != 0,
        }
    }
}

/// A rectangular board: `rows × cols` cells numbered row-major, cell
/// `row * cols + col`, with an [`Adjacency`] rule.
///
/// Cell indices are `usize` in the API and fit in a `u8` in the tables, so a
/// grid has at most [`Grid::MAX_CELLS`] cells.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Grid {
    rows: usize,
    cols: usize,
    adjacency: Adjacency,
}

impl Grid {
    /// Most cells a grid may have (cell indices fit in a `u8`).
    pub const MAX_CELLS: usize = 256;

    /// A `rows × cols` grid. Panics (a compile error in a `const`) unless
    /// both are at least 1 and there are at most [`Grid::MAX_CELLS`] cells.
    pub const fn new(rows: usize, cols: usize, adjacency: Adjacency) -> Grid {
        assert!(
            rows >= 1 && cols >= 1,
            "a grid has at least one row and column"
        );
        assert!(
            rows <= Grid::MAX_CELLS && cols <= Grid::MAX_CELLS && rows * cols <= Grid::MAX_CELLS,
            "a grid has at most 256 cells"
        );
        Grid {
            rows,
            cols,
            adjacency,
        }
    }

    /// Number of rows.
    #[inline]
    pub const fn rows(self) -> usize {
        self.rows
    }

    /// Number of columns.
    #[inline]
    pub const fn cols(self) -> usize {
        self.cols
    }

    /// Number of cells, `rows × cols`.
    #[inline]
    pub const fn cells(self) -> usize {
        self.rows * self.cols
    }

    /// The adjacency rule.
    #[inline]
    pub const fn adjacency(self) -> Adjacency {
        self.adjacency
    }

    /// The cell at (`row`, `col`). Panics if either is out of range.
    #[inline]
    pub const fn index(self, row: usize, col: usize) -> usize {
        assert!(
            row < self.rows && col < self.cols,
            "row or column out of range"
        );
        row * self.cols + col
    }

    /// The (row, column) of `cell`. Panics if `cell` is out of range.
    #[inline]
    pub const fn row_col(self, cell: usize) -> (usize, usize) {
        assert!(cell < self.cells(), "cell out of range");
        (cell / self.cols, cell % self.cols)
    }

    /// Whether cells `a` and `b` touch. A cell does not touch itself.
    /// Panics if either is out of range.
    pub const fn is_neighbour(self, a: usize, b: usize) -> bool {
        let (ra, ca) = self.row_col(a);
        let (rb, cb) = self.row_col(b);
        self.adjacency.touches(ra.abs_diff(rb), ca.abs_diff(cb))
    }

    /// The cells touching `cell`, in ascending index order. Panics if `cell`
    /// is out of range.
    pub const fn neighbours(self, cell: usize) -> Neighbours {
        let (r, c) = self.row_col(cell);
        let mut out = Neighbours {
            cells: [0; 8],
            len: 0,
            pos: 0,
        };
        // Rows above to below, and within a row left to right, is ascending
        // index order.
        let mut r2 = r.saturating_sub(1);
        while r2 <= r + 1 && r2 < self.rows {
            let mut c2 = c.saturating_sub(1);
            while c2 <= c + 1 && c2 < self.cols {
                if self.adjacency.touches(r.abs_diff(r2), c.abs_diff(c2)) {
                    out.cells[out.len as usize] = (r2 * self.cols + c2) as u8;
                    out.len += 1;
                }
                c2 += 1;
            }
            r2 += 1;
        }
        out
    }

    /// The cells of `row`, left to right. Panics if `row` is out of range.
    pub const fn row(self, row: usize) -> Range<usize> {
        let first = self.index(row, 0);
        first..first + self.cols
    }

    /// The cells of column `col`, top to bottom. Panics if `col` is out of
    /// range.
    pub fn col(self, col: usize) -> StepBy<Range<usize>> {
        let first = self.index(0, col);
        (first..self.cells()).step_by(self.cols)
    }

    /// Every cell's neighbours, for lookups in a hot loop. `N` must be
    /// [`Grid::cells`] (checked; a compile error in a `const` or `static`).
    pub const fn neighbour_table<const N: usize>(self) -> NeighbourTable<N> {
        assert!(
            N == self.cells(),
            "the table length must be the grid's cell count"
        );
        let mut table = NeighbourTable {
            list: [[0; 8]; N],
            count: [0; N],
        };
        let mut cell = 0;
        while cell < N {
            let n = self.neighbours(cell);
            table.list[cell] = n.cells;
            table.count[cell] = n.len;
            cell += 1;
        }
        table
    }

    /// Every cell's neighbours as a bitmask (bit `n` set when cell `n`
    /// touches the cell), for boards of up to 32 cells, where a set of cells
    /// fits in a `u32`. `N` must be [`Grid::cells`] (checked; a compile error
    /// in a `const` or `static`).
    pub const fn neighbour_masks<const N: usize>(self) -> [u32; N] {
        assert!(
            N == self.cells(),
            "the table length must be the grid's cell count"
        );
        assert!(
            N <= 32,
            "neighbour masks are for boards of at most 32 cells"
        );
        let mut masks = [0u32; N];
        let mut cell = 0;
        while cell < N {
            let n = self.neighbours(cell);
            let mut i = 0;
            while i < n.len as usize {
                masks[cell] |= 1 << n.cells[i];
                i += 1;
            }
            cell += 1;
        }
        masks
    }
}

/// The neighbours of one cell, ascending; from [`Grid::neighbours`].
#[derive(Clone, Debug)]
pub struct Neighbours {
    cells: [u8; 8],
    len: u8,
    pos: u8,
}

impl Neighbours {
    /// The neighbours not yet iterated, as cell indices.
    #[inline]
    pub fn as_slice(&self) -> &[u8] {
        &self.cells[self.pos as usize..self.len as usize]
    }
}

impl Iterator for Neighbours {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.pos < self.len {
            let c = self.cells[self.pos as usize];
            self.pos += 1;
            Some(c as usize)
        } else {
            None
        }
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = (self.len - self.pos) as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Neighbours {}

/// Every cell's neighbours (ascending) of an `N`-cell grid, from
/// [`Grid::neighbour_table`]: a list and a count per cell, so a lookup is
/// two loads and no arithmetic.
#[derive(Clone, Debug)]
pub struct NeighbourTable<const N: usize> {
    list: [[u8; 8]; N],
    count: [u8; N],
}

impl<const N: usize> NeighbourTable<N> {
    /// The cells touching `cell`, ascending. Panics if `cell` is `N` or more.
    #[inline]
    pub const fn get(&self, cell: usize) -> &[u8] {
        self.list[cell].split_at(self.count[cell] as usize).0
    }

    /// How many cells touch `cell`. Panics if `cell` is `N` or more.
    #[inline]
    pub const fn count(&self, cell: usize) -> usize {
        self.count[cell] as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HUNT: Grid = Grid::new(4, 4, Adjacency::King);
    const DUEL: Grid = Grid::new(5, 5, Adjacency::Orthogonal);
    const SOLO: Grid = Grid::new(10, 10, Adjacency::Orthogonal);

    fn all(g: Grid) -> Vec<Vec<usize>> {
        (0..g.cells()).map(|c| g.neighbours(c).collect()).collect()
    }

    /// Every cell's neighbours by brute force over all pairs.
    fn reference(g: Grid) -> Vec<Vec<usize>> {
        (0..g.cells())
            .map(|a| {
                let (ra, ca) = g.row_col(a);
                (0..g.cells())
                    .filter(|&b| {
                        let (rb, cb) = g.row_col(b);
                        let (dr, dc) = (ra.abs_diff(rb), ca.abs_diff(cb));
                        match g.adjacency() {
                            Adjacency::King => a != b && dr <= 1 && dc <= 1,
                            Adjacency::Orthogonal => dr + dc == 1,
                        }
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn king_4x4() {
        let g = HUNT;
        assert_eq!(g.neighbours(0).collect::<Vec<_>>(), [1, 4, 5]);
        assert_eq!(g.neighbours(3).collect::<Vec<_>>(), [2, 6, 7]);
        assert_eq!(g.neighbours(12).collect::<Vec<_>>(), [8, 9, 13]);
        assert_eq!(g.neighbours(15).collect::<Vec<_>>(), [10, 11, 14]);
        assert_eq!(g.neighbours(1).collect::<Vec<_>>(), [0, 2, 4, 5, 6]);
        assert_eq!(g.neighbours(7).collect::<Vec<_>>(), [2, 3, 6, 10, 11]);
        assert_eq!(
            g.neighbours(5).collect::<Vec<_>>(),
            [0, 1, 2, 4, 6, 8, 9, 10]
        );
        for cell in 0..16 {
            let (r, c) = g.row_col(cell);
            let edges = usize::from(r == 0 || r == 3) + usize::from(c == 0 || c == 3);
            let want = [8, 5, 3][edges];
            assert_eq!(g.neighbours(cell).len(), want, "cell {cell}");
        }
        let total: usize = (0..16).map(|c| g.neighbours(c).count()).sum();
        assert_eq!(total, 84);
    }

    #[test]
    fn orthogonal_5x5() {
        let g = DUEL;
        assert_eq!(g.neighbours(0).collect::<Vec<_>>(), [1, 5]);
        assert_eq!(g.neighbours(4).collect::<Vec<_>>(), [3, 9]);
        assert_eq!(g.neighbours(24).collect::<Vec<_>>(), [19, 23]);
        assert_eq!(g.neighbours(2).collect::<Vec<_>>(), [1, 3, 7]);
        assert_eq!(g.neighbours(10).collect::<Vec<_>>(), [5, 11, 15]);
        assert_eq!(g.neighbours(12).collect::<Vec<_>>(), [7, 11, 13, 17]);
        for cell in 0..25 {
            let (r, c) = g.row_col(cell);
            let edges = usize::from(r == 0 || r == 4) + usize::from(c == 0 || c == 4);
            let want = [4, 3, 2][edges];
            assert_eq!(g.neighbours(cell).len(), want, "cell {cell}");
        }
    }

    #[test]
    fn rows_and_columns_10x10() {
        let g = SOLO;
        assert_eq!(g.cells(), 100);
        assert_eq!(g.row(0).collect::<Vec<_>>(), (0..10).collect::<Vec<_>>());
        assert_eq!(g.row(9).collect::<Vec<_>>(), (90..100).collect::<Vec<_>>());
        assert_eq!(
            g.col(0).collect::<Vec<_>>(),
            [0, 10, 20, 30, 40, 50, 60, 70, 80, 90]
        );
        assert_eq!(
            g.col(7).collect::<Vec<_>>(),
            [7, 17, 27, 37, 47, 57, 67, 77, 87, 97]
        );
        let mut seen = [0u8; 100];
        for i in 0..10 {
            assert_eq!(g.row(i).len(), 10);
            assert_eq!(g.col(i).len(), 10);
            for cell in g.row(i) {
                assert_eq!(g.row_col(cell).0, i);
                seen[cell] += 1;
            }
            for cell in g.col(i) {
                assert_eq!(g.row_col(cell).1, i);
                seen[cell] += 1;
            }
        }
        assert!(seen.iter().all(|&n| n == 2));
        // Non-square grids.
        let g = Grid::new(2, 3, Adjacency::King);
        assert_eq!(g.row(1).collect::<Vec<_>>(), [3, 4, 5]);
        assert_eq!(g.col(2).collect::<Vec<_>>(), [2, 5]);
    }

    #[test]
    fn index_round_trip() {
        for g in [
            HUNT,
            DUEL,
            SOLO,
            Grid::new(3, 7, Adjacency::King),
            Grid::new(1, 1, Adjacency::King),
        ] {
            for cell in 0..g.cells() {
                let (r, c) = g.row_col(cell);
                assert!(r < g.rows() && c < g.cols());
                assert_eq!(g.index(r, c), cell);
            }
        }
        assert_eq!(SOLO.index(3, 4), 34);
        assert_eq!(SOLO.row_col(57), (5, 7));
    }

    #[test]
    #[should_panic]
    fn out_of_range_cell_panics() {
        let _ = HUNT.neighbours(16);
    }

    #[test]
    fn ascending_symmetric_and_matches_reference() {
        for g in [
            HUNT,
            DUEL,
            SOLO,
            Grid::new(4, 4, Adjacency::Orthogonal),
            Grid::new(5, 5, Adjacency::King),
            Grid::new(10, 10, Adjacency::King),
            Grid::new(1, 6, Adjacency::King),
            Grid::new(6, 1, Adjacency::Orthogonal),
            Grid::new(3, 7, Adjacency::King),
            Grid::new(1, 1, Adjacency::King),
            Grid::new(16, 16, Adjacency::King),
        ] {
            let lists = all(g);
            assert_eq!(lists, reference(g), "{g:?}");
            for (a, list) in lists.iter().enumerate() {
                assert!(list.windows(2).all(|w| w[0] < w[1]), "{g:?} cell {a}");
                assert!(list.len() <= g.adjacency().max_neighbours());
                assert!(!list.contains(&a));
                for &b in list {
                    assert!(lists[b].contains(&a), "{g:?}: {a} -> {b}");
                }
                for b in 0..g.cells() {
                    assert_eq!(g.is_neighbour(a, b), list.contains(&b), "{g:?} {a} {b}");
                }
            }
        }
    }

    #[test]
    fn tables_match_neighbours() {
        static LIST: NeighbourTable<16> = HUNT.neighbour_table();
        static MASKS: [u32; 16] = HUNT.neighbour_masks();
        static DUEL_LIST: NeighbourTable<25> = DUEL.neighbour_table();
        static DUEL_MASKS: [u32; 25] = DUEL.neighbour_masks();
        const SOLO_LIST: NeighbourTable<100> = SOLO.neighbour_table();
        for (cell, &got_mask) in MASKS.iter().enumerate() {
            let want: Vec<usize> = HUNT.neighbours(cell).collect();
            let got: Vec<usize> = LIST.get(cell).iter().map(|&c| c as usize).collect();
            assert_eq!(got, want);
            assert_eq!(LIST.count(cell), want.len());
            assert_eq!(HUNT.neighbours(cell).as_slice(), LIST.get(cell));
            let mask = want.iter().fold(0u32, |m, &c| m | 1 << c);
            assert_eq!(got_mask, mask);
        }
        for (cell, &got_mask) in DUEL_MASKS.iter().enumerate() {
            assert_eq!(DUEL.neighbours(cell).as_slice(), DUEL_LIST.get(cell));
            let mask = DUEL.neighbours(cell).fold(0u32, |m, c| m | 1 << c);
            assert_eq!(got_mask, mask);
        }
        for cell in 0..100 {
            assert_eq!(SOLO.neighbours(cell).as_slice(), SOLO_LIST.get(cell));
        }
        let mut n = HUNT.neighbours(5);
        assert_eq!(n.next(), Some(0));
        assert_eq!(n.len(), 7);
        assert_eq!(n.as_slice(), &[1, 2, 4, 6, 8, 9, 10]);
    }
}
