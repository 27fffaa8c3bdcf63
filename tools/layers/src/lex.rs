//! Rust source as the checker reads it: tokens of code, with comments,
//! strings and character literals gone (a path in a doc comment or a
//! message is not an import), and every `#[cfg(test)]` item left out (unit
//! tests stand above the layers, as the `tests/` folders do).

/// One token of code and the line it starts on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// An identifier or keyword, `::`, or one punctuation character.
    pub text: String,
    /// 1-based.
    pub line: usize,
}

/// The tokens of `src`, without comments, literals and test-only items.
pub fn tokens(src: &str) -> Vec<Token> {
    drop_test_items(raw_tokens(src))
}

fn raw_tokens(src: &str) -> Vec<Token> {
    let c: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut line = 1;
    let mut i = 0;
    let at = |i: usize| c.get(i).copied().unwrap_or('\0');
    while i < c.len() {
        let ch = c[i];
        if ch == '\n' {
            line += 1;
            i += 1;
        } else if ch.is_whitespace() {
            i += 1;
        } else if ch == '/' && at(i + 1) == '/' {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if ch == '/' && at(i + 1) == '*' {
            // Block comments nest.
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    line += usize::from(c[i] == '\n');
                    i += 1;
                }
            }
        } else if ch == '"' {
            i = skip_string(&c, i + 1, &mut line);
        } else if ch == '\'' {
            // A character literal ('a', '\n', '\u{e9}') or a lifetime ('a).
            if at(i + 1) == '\\' {
                i += 2;
                while i < c.len() && c[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if at(i + 2) == '\'' {
                i += 3;
            } else {
                i += 1;
            }
        } else if ch.is_alphabetic() || ch == '_' {
            let start = i;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            let word: String = c[start..i].iter().collect();
            // Raw strings: r"..", r#".."#, br#".."#.
            if (word == "r" || word == "br") && (at(i) == '"' || at(i) == '#') {
                let mut hashes = 0;
                while at(i) == '#' {
                    hashes += 1;
                    i += 1;
                }
                if at(i) == '"' {
                    i += 1;
                    loop {
                        if i >= c.len() {
                            break;
                        }
                        if c[i] == '"' && (1..=hashes).all(|k| at(i + k) == '#') {
                            i += 1 + hashes;
                            break;
                        }
                        line += usize::from(c[i] == '\n');
                        i += 1;
                    }
                    continue;
                }
                // `r#ident`: a raw identifier.
                let start = i;
                while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                    i += 1;
                }
                let word: String = c[start..i].iter().collect();
                out.push(Token { text: word, line });
                continue;
            }
            if word == "b" && at(i) == '"' {
                i = skip_string(&c, i + 1, &mut line);
                continue;
            }
            if word == "b" && at(i) == '\'' {
                i += 1;
                if at(i) == '\\' {
                    i += 1;
                }
                while i < c.len() && c[i] != '\'' {
                    i += 1;
                }
                i += 1;
                continue;
            }
            out.push(Token { text: word, line });
        } else if ch.is_ascii_digit() {
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_' || c[i] == '.') {
                // `0..n`: a range, not a number's dot.
                if c[i] == '.' && at(i + 1) == '.' {
                    break;
                }
                i += 1;
            }
        } else if ch == ':' && at(i + 1) == ':' {
            out.push(Token {
                text: "::".into(),
                line,
            });
            i += 2;
        } else {
            out.push(Token {
                text: ch.to_string(),
                line,
            });
            i += 1;
        }
    }
    out
}

/// The index after the closing quote of a string whose body starts at `i`.
fn skip_string(c: &[char], mut i: usize, line: &mut usize) -> usize {
    while i < c.len() {
        match c[i] {
            '\\' => i += 2,
            '"' => return i + 1,
            '\n' => {
                *line += 1;
                i += 1;
            }
            _ => i += 1,
        }
    }
    i
}

/// Whether `t[i..]` starts with the attribute `#[cfg(test)]`.
fn is_cfg_test(t: &[Token], i: usize) -> bool {
    let want = ["#", "[", "cfg", "(", "test", ")", "]"];
    want.iter()
        .enumerate()
        .all(|(k, w)| t.get(i + k).is_some_and(|x| x.text == *w))
}

/// The index after the attribute starting at `t[i]` (`#`), or `i`.
fn skip_attribute(t: &[Token], i: usize) -> usize {
    if t.get(i).is_none_or(|x| x.text != "#") {
        return i;
    }
    let mut j = i + 1;
    if t.get(j).is_some_and(|x| x.text == "!") {
        j += 1;
    }
    if t.get(j).is_none_or(|x| x.text != "[") {
        return i;
    }
    skip_group(t, j)
}

/// The index after the bracketed group opening at `t[i]`.
fn skip_group(t: &[Token], i: usize) -> usize {
    let mut depth = 0i32;
    let mut j = i;
    while j < t.len() {
        match t[j].text.as_str() {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => {
                depth -= 1;
                if depth == 0 {
                    return j + 1;
                }
            }
            _ => {}
        }
        j += 1;
    }
    j
}

/// Leaves out every item under `#[cfg(test)]`: the item runs to its `;`
/// or to the end of its first braced block (a module, a function, a
/// `thread_local!`). A `#[cfg(test)] mod name;` is kept as `mod name ;`
/// behind the marker `cfg_test`, so the module tree leaves its file out.
fn drop_test_items(t: Vec<Token>) -> Vec<Token> {
    let mut out = Vec::with_capacity(t.len());
    let mut i = 0;
    while i < t.len() {
        if !is_cfg_test(&t, i) {
            out.push(t[i].clone());
            i += 1;
            continue;
        }
        let mut j = i;
        while t.get(j).is_some_and(|x| x.text == "#") {
            let next = skip_attribute(&t, j);
            if next == j {
                break;
            }
            j = next;
        }
        // `mod name;` of a test-only file.
        let mut k = j;
        while t
            .get(k)
            .is_some_and(|x| matches!(x.text.as_str(), "pub" | "(" | "crate" | "super" | ")"))
        {
            k += 1;
        }
        if t.get(k).is_some_and(|x| x.text == "mod") && t.get(k + 2).is_some_and(|x| x.text == ";")
        {
            out.push(Token {
                text: "cfg_test".into(),
                line: t[k].line,
            });
            out.extend_from_slice(&t[k..k + 3]);
            i = k + 3;
            continue;
        }
        while j < t.len() {
            match t[j].text.as_str() {
                ";" => {
                    j += 1;
                    break;
                }
                "{" | "(" | "[" => {
                    let open = t[j].text.clone();
                    j = skip_group(&t, j);
                    if open == "{" {
                        break;
                    }
                }
                _ => j += 1,
            }
        }
        i = j;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(src: &str) -> Vec<String> {
        tokens(src).into_iter().map(|t| t.text).collect()
    }

    #[test]
    fn comments_strings_and_chars_are_not_code() {
        let src = r##"
            // use crate::alpha;
            /* use crate::beta; /* nested */ still a comment */
            let s = "crate::gamma";
            let r = r#"crate::delta "quoted""#;
            let c = '"'; let l: &'static str = x;
            let b = b"crate::epsilon";
            use crate::f;
        "##;
        let t = texts(src);
        assert!(
            !t.iter()
                .any(|x| ["alpha", "beta", "gamma", "delta", "epsilon", "quoted"]
                    .contains(&x.as_str())),
            "{t:?}"
        );
        assert!(t.windows(3).any(|w| w == ["crate", "::", "f"]), "{t:?}");
        assert!(t.contains(&"static".to_string()));
    }

    #[test]
    fn test_items_are_left_out() {
        let src = "
            #[cfg(test)]
            mod tests { use crate::a; }
            #[cfg(test)]
            #[allow(dead_code)]
            fn helper() { crate::b::c(); }
            #[cfg(test)]
            use crate::d;
            #[cfg(test)]
            mod unit;
            use crate::e;
        ";
        let t = texts(src);
        assert_eq!(
            t,
            ["cfg_test", "mod", "unit", ";", "use", "crate", "::", "e", ";"],
            "{t:?}"
        );
    }

    #[test]
    fn lines_are_counted_across_comments_and_strings() {
        let src = "/* one\ntwo */\n\"three\nfour\"\nuse";
        let t = tokens(src);
        assert_eq!(t.last().map(|t| t.line), Some(5));
    }
}
