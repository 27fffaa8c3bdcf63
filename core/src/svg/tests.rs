//! The pictures' structure: well-formed, the right count of each class,
//! the letters and paths of the input, escaped text, the same bytes twice,
//! and a game's picture no more than its spectator's view.

use super::doc::escape;
use super::*;
use crate::duel::{self, Board};
use crate::error::ErrorCode;
use crate::hunt::{self, Tray};
use crate::solo::{self, CellState};
use crate::Lexicon;

/// One element of a picture: its name, its attributes as written, and the
/// text it holds up to its first child (for `<text>` and `<title>`).
#[derive(Debug)]
struct El {
    name: String,
    attrs: String,
    text: String,
}

impl El {
    fn attr(&self, key: &str) -> Option<&str> {
        let at = self.attrs.find(&format!(" {key}=\""))? + key.len() + 3;
        let end = self.attrs[at..].find('"')? + at;
        Some(&self.attrs[at..end])
    }

    fn classes(&self) -> Vec<&str> {
        self.attr("class").unwrap_or("").split(' ').collect()
    }

    fn has(&self, class: &str) -> bool {
        self.classes().contains(&class)
    }
}

/// The elements of `svg` in document order, after checking that every
/// element is closed in order and the document is one `<svg>` root
/// (attribute values and text hold no `<` or `>`: they are escaped).
fn parse(svg: &str) -> Vec<El> {
    let mut out = Vec::new();
    let mut open: Vec<String> = Vec::new();
    let mut rest = svg;
    assert!(svg.starts_with("<svg "), "{svg}");
    assert!(svg.ends_with("</svg>"), "{svg}");
    while let Some(lt) = rest.find('<') {
        let gt = rest[lt..].find('>').expect("a tag ends") + lt;
        let tag = &rest[lt + 1..gt];
        rest = &rest[gt + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            assert_eq!(open.pop().as_deref(), Some(name), "closed in order");
            continue;
        }
        assert!(!open.is_empty() || out.is_empty(), "one root element");
        let self_closing = tag.ends_with('/');
        let tag = tag.trim_end_matches('/');
        let name = tag.split(' ').next().unwrap_or("").to_string();
        let attrs = tag[name.len()..].to_string();
        for (i, _) in attrs.match_indices('&') {
            let entity = &attrs[i..attrs[i..].find(';').map_or(attrs.len(), |e| i + e + 1)];
            assert!(
                ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].contains(&entity),
                "{entity}"
            );
        }
        let text = rest[..rest.find('<').unwrap_or(rest.len())].to_string();
        if !self_closing {
            open.push(name.clone());
        }
        out.push(El { name, attrs, text });
    }
    assert!(open.is_empty(), "every element closed: {open:?}");
    out
}

fn with_class<'a>(els: &'a [El], class: &str) -> Vec<&'a El> {
    els.iter().filter(|e| e.has(class)).collect()
}

fn letters(els: &[El]) -> String {
    with_class(els, "letter")
        .iter()
        .map(|e| e.text.as_str())
        .collect()
}

fn title(els: &[El]) -> &str {
    assert_eq!(els[1].name, "title", "the title comes first");
    &els[1].text
}

/// The centres a polyline passes through, as (x, y).
fn points(e: &El) -> Vec<(u32, u32)> {
    e.attr("points")
        .unwrap_or("")
        .split(' ')
        .map(|p| {
            let (x, y) = p.split_once(',').expect("x,y");
            (x.parse().unwrap(), y.parse().unwrap())
        })
        .collect()
}

/// The centre of the cell a `rect` draws.
fn centre(e: &El) -> (u32, u32) {
    let n = |k| e.attr(k).unwrap().parse::<u32>().unwrap();
    (n("x") + n("width") / 2, n("y") + n("height") / 2)
}

const TRAY: &str = "perslatgsineters";

#[test]
fn a_tray_is_sixteen_cells_and_its_letters() {
    let tray = Tray::parse(TRAY).unwrap();
    let svg = super::tray(&tray, None, None).unwrap();
    let els = parse(&svg);
    assert_eq!(els[0].name, "svg");
    assert_eq!(els[0].attr("xmlns"), Some("http://www.w3.org/2000/svg"));
    assert_eq!(els[0].attr("viewBox"), Some("0 0 262 262"));
    assert_eq!(with_class(&els, "cell").len(), 16);
    assert_eq!(letters(&els), TRAY.to_uppercase());
    assert!(with_class(&els, "path").is_empty());
    assert!(with_class(&els, "start").is_empty());
    assert_eq!(title(&els), "Word Grid tray PERS LATG SINE TERS");
}

#[test]
fn a_word_is_drawn_along_its_first_path() {
    let tray = Tray::parse(TRAY).unwrap();
    let lex = Lexicon::embedded();
    // Every word the solver lists, drawn along the path it lists.
    let found = hunt::solve(&tray, lex);
    assert!(found.len() > 20);
    for f in found.iter().step_by(7) {
        let svg = super::tray(&tray, Some(f.word.as_str()), None).unwrap();
        let els = parse(&svg);
        let cells = with_class(&els, "cell");
        let want: Vec<(u32, u32)> = f
            .path
            .as_slice()
            .iter()
            .map(|&c| centre(cells[usize::from(c)]))
            .collect();
        let path = with_class(&els, "path");
        assert_eq!(path.len(), 1);
        assert_eq!(points(path[0]).len(), f.word.len());
        assert_eq!(points(path[0]), want, "{}", f.word);
        let start = with_class(&els, "start");
        let n = |k| start[0].attr(k).unwrap().parse::<u32>().unwrap();
        assert_eq!((n("cx"), n("cy")), want[0]);
        assert!(title(&els).ends_with(&f.word.to_uppercase()));
    }
    // As typed: trimmed and folded.
    assert_eq!(
        super::tray(&tray, Some("  TERSE "), None).unwrap(),
        super::tray(&tray, Some("terse"), None).unwrap()
    );
}

#[test]
fn a_word_the_tray_cannot_hold_is_refused() {
    let tray = Tray::parse(TRAY).unwrap();
    let e = super::tray(&tray, Some("zebra"), None).unwrap_err();
    assert_eq!(e.code(), ErrorCode::InvalidArgument);
    assert!(e.message().contains("zebra"), "{}", e.message());
    let e = super::tray(&tray, Some("  "), None).unwrap_err();
    assert_eq!(e.code(), ErrorCode::EmptyWord);
    let e = super::tray(&tray, Some("<p>"), None).unwrap_err();
    assert_eq!(e.code(), ErrorCode::InvalidArgument);
}

#[test]
fn text_is_escaped() {
    assert_eq!(
        escape("a<b>&\"c'\u{0}\u{1b}\td"),
        "a&lt;b&gt;&amp;&quot;c&#39;\u{FFFD}\u{FFFD}\td"
    );
    let tray = Tray::parse(TRAY).unwrap();
    let nasty = "</title><script>alert('x')</script> & \"more\"\u{7}";
    let svg = super::tray(&tray, None, Some(nasty)).unwrap();
    assert!(!svg.contains("<script"), "{svg}");
    let els = parse(&svg);
    assert_eq!(
        title(&els),
        "&lt;/title&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;more&quot;\u{FFFD}"
    );
    assert_eq!(els.iter().filter(|e| e.name == "title").count(), 1);
    assert_eq!(with_class(&els, "letter").len(), 16);
    let board = Board::start("sheep").unwrap();
    let svg = super::board(&board, None, &[], Some("a & b")).unwrap();
    assert!(svg.contains("<title>a &amp; b</title>"));
}

#[test]
fn the_same_input_is_the_same_bytes() {
    let tray = Tray::parse(TRAY).unwrap();
    let a = super::tray(&tray, Some("terse"), None).unwrap();
    assert_eq!(a, super::tray(&tray, Some("terse"), None).unwrap());
    assert_ne!(a, super::tray(&tray, Some("pert"), None).unwrap());
    assert_ne!(
        super::tray(&tray, None, None).unwrap(),
        super::tray(&Tray::parse("abcdefghijklmnop").unwrap(), None, None).unwrap()
    );
    let letters = solo::deal(3);
    let cells = [CellState::Free; solo::CELLS];
    assert_eq!(
        super::field(&letters, &cells, None).unwrap(),
        super::field(&letters, &cells, None).unwrap()
    );
    assert_ne!(
        super::field(&letters, &cells, None).unwrap(),
        super::field(&solo::deal(4), &cells, None).unwrap()
    );
}

#[test]
fn a_board_shows_its_letters_and_empty_cells() {
    let board = Board::parse("....a.....sheep....t.....").unwrap();
    let svg = super::board(&board, Some(4), &[4, 9, 14], None).unwrap();
    let els = parse(&svg);
    assert_eq!(with_class(&els, "cell").len(), 25);
    assert_eq!(with_class(&els, "empty").len(), 25 - 7);
    assert_eq!(letters(&els), "ASHEEPT");
    let last = with_class(&els, "last");
    assert_eq!(last.len(), 1);
    let cells = with_class(&els, "cell");
    assert_eq!(centre(last[0]), centre(cells[4]));
    let path = with_class(&els, "path");
    assert_eq!(
        points(path[0]),
        [4, 9, 14].map(|c| centre(cells[c])).to_vec()
    );
    assert_eq!(title(&els), "Wordgrid board, 7 of 25 cells filled");
    let e = super::board(&board, Some(25), &[], None).unwrap_err();
    assert_eq!(e.code(), ErrorCode::CellOutOfRange);
    let e = super::board(&board, None, &[3, 99], None).unwrap_err();
    assert_eq!(e.code(), ErrorCode::CellOutOfRange);
    assert!(e.message().contains("path[1] = 99"), "{}", e.message());
}

#[test]
fn a_field_shades_its_frozen_and_fixed_cells() {
    let field = solo::deal(9);
    let mut cells = [CellState::Free; solo::CELLS];
    cells[3] = CellState::Across;
    cells[13] = CellState::Down;
    cells[14] = CellState::Both;
    cells[50] = CellState::Fixed;
    let els = parse(&super::field(&field, &cells, None).unwrap());
    assert_eq!(with_class(&els, "cell").len(), 100);
    assert_eq!(with_class(&els, "frozen").len(), 3);
    assert_eq!(with_class(&els, "fixed").len(), 1);
    assert_eq!(with_class(&els, "free").len(), 96);
    assert!(with_class(&els, "cell")[14].has("both"));
    assert_eq!(letters(&els), solo::text(&field).to_uppercase());
    assert_eq!(title(&els), "Sóló field, 3 cells frozen, 1 fixed");
    let e = super::field(&field, &cells[..99], None).unwrap_err();
    assert_eq!(e.code(), ErrorCode::InvalidArgument);
}

#[test]
fn a_word_grid_game_shows_no_letter_before_the_round_opens() {
    let lex = Lexicon::embedded();
    let config = hunt::Config::new(vec![hunt::SeatKind::Human, hunt::SeatKind::Bot], 42);
    let mut g = hunt::Game::create(config, lex, 0).unwrap();
    let els = parse(&spectator(&g).unwrap());
    assert_eq!(with_class(&els, "cell").len(), 16);
    assert_eq!(with_class(&els, "hidden").len(), 16);
    assert!(with_class(&els, "letter").is_empty());
    assert!(title(&els).contains("hidden"), "{}", title(&els));
    g.ready(0, 10).unwrap();
    // Counting down: still hidden.
    assert!(with_class(&parse(&spectator(&g).unwrap()), "letter").is_empty());
    g.advance(10 + hunt::COUNTDOWN_MS).unwrap();
    let tray = g.tray().expect("open");
    let els = parse(&spectator(&g).unwrap());
    assert_eq!(letters(&els), tray.as_str().to_uppercase());
    assert!(with_class(&els, "hidden").is_empty());
    assert!(title(&els).contains("round open"), "{}", title(&els));
    assert!(with_class(&els, "path").is_empty(), "no seat's word");
}

#[test]
fn a_wordgrid_game_marks_its_last_move() {
    let lex = Lexicon::embedded();
    let human = duel::SeatKind::Human;
    let mut g = duel::Game::create(duel::Config::new(vec![human, human], 5), lex, 0).unwrap();
    let els = parse(&spectator(&g).unwrap());
    assert_eq!(letters(&els), "SHEEP");
    assert!(with_class(&els, "last").is_empty());
    assert_eq!(title(&els), "Wordgrid: seat 0 to move, 0-0");
    let m = duel::legal_moves(&g.board(), g.played(), lex)
        .into_iter()
        .next()
        .expect("a move");
    let path: Vec<usize> = m.path.iter().map(|&c| usize::from(c)).collect();
    g.play_path(0, usize::from(m.cell), m.letter, &path, 100)
        .unwrap();
    let els = parse(&spectator(&g).unwrap());
    let cells = with_class(&els, "cell");
    assert_eq!(cells.len(), 25);
    assert_eq!(with_class(&els, "letter").len(), 6);
    let last = with_class(&els, "last");
    assert_eq!(last.len(), 1);
    assert_eq!(centre(last[0]), centre(cells[usize::from(m.cell)]));
    let want: Vec<_> = path.iter().map(|&c| centre(cells[c])).collect();
    assert_eq!(points(with_class(&els, "path")[0]), want);
    let board = g.board().to_text().replace('.', "").to_uppercase();
    assert_eq!(letters(&els), board);
    assert!(title(&els).contains(&m.word.to_uppercase()));
}

#[test]
fn a_solo_game_shades_what_its_view_freezes() {
    let lex = Lexicon::embedded();
    let mut g = solo::Game::create(solo::Config { seed: 11 }, lex, 0).unwrap();
    let best = g.best_swaps(1);
    let swap = best.first().expect("a scoring swap");
    assert!(swap.points > 0);
    g.swap(swap.a, swap.b, 1_000).unwrap();
    let view = g.view_for(None).unwrap();
    let els = parse(&spectator(&g).unwrap());
    let frozen = view.cells.iter().filter(|s| s.is_frozen()).count();
    assert!(frozen > 0);
    assert_eq!(with_class(&els, "frozen").len(), frozen);
    assert_eq!(with_class(&els, "cell").len(), 100);
    assert_eq!(letters(&els), view.field.to_uppercase());
    assert_eq!(
        title(&els),
        format!("Sóló: {} points after 1 swap", view.score)
    );
}
