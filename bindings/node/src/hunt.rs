//! `hunt`: Word Grid analysis helpers and (once the engine has it) the game.

use indexmap::IndexMap;
use napi::bindgen_prelude::{AsyncTask, BigInt, Either};
use napi::{Env, Task};
use napi_derive::napi;

use gridwords::hunt::deal as core_deal;
use gridwords::hunt::Points;
use gridwords::hunt::solve as core_solve;
use gridwords::hunt::Tray;

use crate::lexicon::Lexicon;
use crate::{to_u64, OrJs, Result};

fn lexicon_or_default(lexicon: Option<&Lexicon>) -> gridwords::Lexicon {
    lexicon.map_or_else(
        || gridwords::Lexicon::embedded().clone(),
        |l| l.inner.clone(),
    )
}

fn points_or_default(points: Option<Vec<u32>>) -> Result<Points> {
    points.map_or(Ok(Points::default()), |p| Points::from_slice(&p).or_js())
}

/// The tray dealt from `seed`: 16 lower-case letters, row-major. The same
/// seed gives the same tray in every version and binding.
#[napi(namespace = "hunt")]
pub fn deal(seed: Either<f64, BigInt>) -> Result<String> {
    Ok(core_deal::deal(to_u64(&seed, "seed")?).as_str().to_string())
}

/// Every word the tray holds, mapped to its first path (cells 0–15,
/// row-major), longest words first, then alphabetical. `lexicon` defaults to
/// the shipped one. Throws `INVALID_TRAY`.
#[napi(namespace = "hunt")]
pub fn solve(tray: String, lexicon: Option<&Lexicon>) -> Result<IndexMap<String, Vec<u8>>> {
    let tray = Tray::parse(&tray).or_js()?;
    Ok(core_solve::solve(&tray, &lexicon_or_default(lexicon))
        .into_iter()
        .map(|f| (f.word, f.path.as_slice().to_vec()))
        .collect())
}

/// The total for finding every word of the tray. `points` is six numbers,
/// for words of 3, 4, 5, 6, 7 and 8+ letters (default: the rules' table).
#[napi(namespace = "hunt")]
pub fn score(tray: String, points: Option<Vec<u32>>, lexicon: Option<&Lexicon>) -> Result<u32> {
    let tray = Tray::parse(&tray).or_js()?;
    let points = points_or_default(points)?;
    Ok(core_solve::score(
        &tray,
        &points,
        &lexicon_or_default(lexicon),
    ))
}

fn parse_trays(trays: &[String]) -> Result<Vec<Tray>> {
    trays
        .iter()
        .enumerate()
        .map(|(i, t)| {
            Tray::parse(t).map_err(|e| {
                crate::to_js(gridwords::Error::new(
                    e.code(),
                    format!("trays[{i}]: {}", e.message()),
                ))
            })
        })
        .collect()
}

fn score_all(trays: &[Tray], points: &Points, lexicon: &gridwords::Lexicon) -> Vec<u32> {
    trays
        .iter()
        .map(|t| core_solve::score(t, points, lexicon))
        .collect()
}

/// `score` for many trays at once (synchronous).
#[napi(namespace = "hunt")]
pub fn score_many(
    trays: Vec<String>,
    points: Option<Vec<u32>>,
    lexicon: Option<&Lexicon>,
) -> Result<Vec<u32>> {
    let trays = parse_trays(&trays)?;
    let points = points_or_default(points)?;
    Ok(score_all(&trays, &points, &lexicon_or_default(lexicon)))
}

/// The work of `scoreManyAsync`, run on the libuv thread pool.
pub struct ScoreMany {
    trays: Vec<Tray>,
    points: Points,
    lexicon: gridwords::Lexicon,
}

impl Task for ScoreMany {
    type Output = Vec<u32>;
    type JsValue = Vec<u32>;

    fn compute(&mut self) -> napi::Result<Self::Output> {
        Ok(score_all(&self.trays, &self.points, &self.lexicon))
    }

    fn resolve(&mut self, _env: Env, output: Self::Output) -> napi::Result<Self::JsValue> {
        Ok(output)
    }
}

/// `scoreMany` off the event loop: resolves to the list of scores. Bad
/// input throws synchronously, before any work starts.
#[napi(namespace = "hunt", ts_return_type = "Promise<number[]>")]
pub fn score_many_async(
    trays: Vec<String>,
    points: Option<Vec<u32>>,
    lexicon: Option<&Lexicon>,
) -> Result<AsyncTask<ScoreMany>> {
    Ok(AsyncTask::new(ScoreMany {
        trays: parse_trays(&trays)?,
        points: points_or_default(points)?,
        lexicon: lexicon_or_default(lexicon),
    }))
}
