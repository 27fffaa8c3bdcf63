//! The SVG document itself: escaping, a grid's layout in whole pixels, and
//! a writer that appends one element at a time to a `String`.
//!
//! Every coordinate is a whole number of pixels and every element is
//! written in one fixed order, so the same picture is always the same
//! bytes (a test can compare them, a notebook's diff stays quiet). Styling
//! is by presentation attributes on each element, never a `<style>` sheet:
//! an inline SVG's style sheet applies to the whole HTML page it sits in
//! (a notebook), and a picture must not restyle its host.

use std::fmt::Write;

/// The SVG namespace, on every root element.
const XMLNS: &str = "http://www.w3.org/2000/svg";

/// The letters' typeface: whatever sans-serif the viewer has.
const FONT: &str = "DejaVu Sans, Helvetica, Arial, sans-serif";

/// `text` made safe as XML character data and as a double- or
/// single-quoted attribute value: `&`, `<`, `>`, `"` and `'` become
/// entities, and the characters XML 1.0 forbids even escaped (the C0
/// controls but tab, newline and carriage return) become U+FFFD, so any
/// `str` a host passes (a title) gives a well-formed document.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            '\t' | '\n' | '\r' => out.push(c),
            c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}

/// A `cols × rows` board of square cells drawn in whole pixels: `margin`
/// around it, `gap` between cells. Cells are numbered row-major from 0, as
/// every game numbers them (`crate::grid`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Layout {
    /// Cells across.
    pub cols: u32,
    /// Cells down.
    pub rows: u32,
    /// A cell's side, px (even, so a centre is a whole pixel).
    pub cell: u32,
    /// Space between two cells, px.
    pub gap: u32,
    /// Space around the board, px.
    pub margin: u32,
    /// A cell's corner radius, px.
    pub radius: u32,
    /// The letters' size, px.
    pub font: u32,
}

impl Layout {
    /// The picture's width, px.
    pub fn width(&self) -> u32 {
        2 * self.margin + self.cols * self.cell + (self.cols - 1) * self.gap
    }

    /// The picture's height, px.
    pub fn height(&self) -> u32 {
        2 * self.margin + self.rows * self.cell + (self.rows - 1) * self.gap
    }

    /// The top-left corner of `cell`.
    pub fn corner(&self, cell: usize) -> (u32, u32) {
        let (row, col) = (cell as u32 / self.cols, cell as u32 % self.cols);
        let pitch = self.cell + self.gap;
        (self.margin + col * pitch, self.margin + row * pitch)
    }

    /// The centre of `cell`.
    pub fn centre(&self, cell: usize) -> (u32, u32) {
        let (x, y) = self.corner(cell);
        (x + self.cell / 2, y + self.cell / 2)
    }
}

/// Colours shared by every picture.
pub(crate) mod colour {
    /// Behind the board.
    pub const FRAME: &str = "#e9e2d0";
    /// A cell holding a letter.
    pub const TILE: &str = "#fffaf0";
    /// A cell's outline.
    pub const EDGE: &str = "#a89f88";
    /// A letter.
    pub const INK: &str = "#2b2b2b";
    /// A word's path and its start.
    pub const PATH: &str = "#d9480f";
}

/// A picture being written: the root element is open until
/// [`Svg::finish`].
pub(crate) struct Svg {
    out: String,
    layout: Layout,
}

impl Svg {
    /// Opens the document for `layout`: the root element (namespace,
    /// `viewBox`, its size, `role="img"`, `class="gridwords <class>"`), the
    /// `<title>` (the picture's accessible name, a tooltip in browsers) and
    /// the frame behind the board.
    pub fn open(layout: Layout, class: &str, title: &str) -> Svg {
        let (w, h) = (layout.width(), layout.height());
        let mut out = String::with_capacity(4096);
        let _ = write!(
            out,
            "<svg xmlns=\"{XMLNS}\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\" \
             role=\"img\" class=\"gridwords {}\" font-family=\"{FONT}\">\
             <title>{}</title>\
             <rect class=\"frame\" x=\"0\" y=\"0\" width=\"{w}\" height=\"{h}\" rx=\"{}\" fill=\"{}\"/>",
            escape(class),
            escape(title),
            layout.radius * 2,
            colour::FRAME,
        );
        Svg { out, layout }
    }

    /// The square of `cell`, with `class` (which begins with `cell`), its
    /// fill, and a dashed outline when `dashed`.
    pub fn cell(&mut self, cell: usize, class: &str, fill: &str, dashed: bool) {
        let (x, y) = self.layout.corner(cell);
        let side = self.layout.cell;
        let _ = write!(
            self.out,
            "<rect class=\"{}\" x=\"{x}\" y=\"{y}\" width=\"{side}\" height=\"{side}\" rx=\"{}\" \
             fill=\"{fill}\" stroke=\"{}\" stroke-width=\"1\"{}/>",
            escape(class),
            self.layout.radius,
            colour::EDGE,
            if dashed {
                " stroke-dasharray=\"4 3\""
            } else {
                ""
            },
        );
    }

    /// The letter `letter` (a–z, drawn upper case, as players read it)
    /// centred in `cell`; any other byte draws nothing (no game's cell
    /// holds one).
    pub fn letter(&mut self, cell: usize, letter: u8) {
        if !letter.is_ascii_alphabetic() {
            return;
        }
        let (x, y) = self.layout.centre(cell);
        let _ = write!(
            self.out,
            "<text class=\"letter\" x=\"{x}\" y=\"{y}\" dy=\".35em\" text-anchor=\"middle\" \
             font-size=\"{}\" font-weight=\"bold\" fill=\"{}\">{}</text>",
            self.layout.font,
            colour::INK,
            char::from(letter.to_ascii_uppercase()),
        );
    }

    /// A word's path over its cells, first letter first: a polyline
    /// through the cells' centres (class `path`) and a dot on the first
    /// (class `start`). Nothing for an empty path.
    pub fn path(&mut self, cells: &[usize]) {
        let Some(&first) = cells.first() else {
            return;
        };
        let points: Vec<String> = cells
            .iter()
            .map(|&c| {
                let (x, y) = self.layout.centre(c);
                format!("{x},{y}")
            })
            .collect();
        let width = (self.layout.cell / 6).max(3);
        let _ = write!(
            self.out,
            "<polyline class=\"path\" points=\"{}\" fill=\"none\" stroke=\"{}\" \
             stroke-width=\"{width}\" stroke-opacity=\"0.55\" stroke-linecap=\"round\" \
             stroke-linejoin=\"round\"/>",
            points.join(" "),
            colour::PATH,
        );
        let (x, y) = self.layout.centre(first);
        let _ = write!(
            self.out,
            "<circle class=\"start\" cx=\"{x}\" cy=\"{y}\" r=\"{}\" fill=\"{}\" fill-opacity=\"0.55\"/>",
            width * 2,
            colour::PATH,
        );
    }

    /// Closes the root element: the finished document.
    pub fn finish(mut self) -> String {
        self.out.push_str("</svg>");
        self.out
    }
}
