//! Sóló analysis: `solo.deal`, `solo.bestSwaps` (and `bestSwapsAsync`, on
//! the libuv pool) and `solo.rating`. Translation only: the field, the
//! resolution and the rating are `gridwords::solo`'s; the values are its
//! JSON (`Scored`, `Rating`) handed to `JSON.parse`.

use napi::bindgen_prelude::{AsyncTask, ClassInstance, FromNapiValue};
use napi::{sys, Env, Task};
use napi_derive::napi;

use gridwords::solo as core_solo;

use crate::args::{type_error, Scores, Seed, TopK};
use crate::json::Json;
use crate::solo_game::Game;

const DEFAULT_K: usize = gridwords::solo::BEST_SWAPS_K;

/// The 100 letters seed `seed` deals (the seeded shuffle of the rules),
/// lower-case, row-major. `seed` as for `new solo.Game`.
#[napi(namespace = "solo", ts_args_type = "seed: number | bigint | string")]
pub fn deal(seed: Seed) -> crate::Result<String> {
    crate::guard(|| Ok(core_solo::text(&core_solo::deal(seed.0))))
}

/// A player's standing over `scores` (oldest first, cancelled games left
/// out): `{rating, best}`, the mean of the best 8 of the last 10 scores
/// (fewer games: of the best min(8, n)) and the best score ever; both
/// `null` with no games.
#[napi(
    namespace = "solo",
    ts_args_type = "scores: number[]",
    ts_return_type = "solo.Rating"
)]
pub fn rating(scores: Scores) -> crate::Result<Json> {
    crate::guard(|| {
        Ok({
            Json(
                serde_json::to_string(&core_solo::rating(&scores.0))
                    .unwrap_or_else(|_| "{}".into()),
            )
        })
    })
}

/// A `solo.Game` argument: a copy of its session (cheap: the state and a
/// shared word list), so the work can leave the JS thread.
pub struct SoloGameArg(core_solo::Game);

impl FromNapiValue for SoloGameArg {
    unsafe fn from_napi_value(env: sys::napi_env, v: sys::napi_value) -> napi::Result<Self> {
        let mut ty = sys::ValueType::napi_undefined;
        unsafe { sys::napi_typeof(env, v, &mut ty) };
        let inst = if ty == sys::ValueType::napi_object {
            unsafe { ClassInstance::<Game>::from_napi_value(env, v) }.ok()
        } else {
            None
        };
        match inst {
            Some(g) => g
                .session()
                .map(SoloGameArg)
                .map_err(|_| type_error(env, "game must be a solo.Game")),
            None => {
                let mut pending = false;
                unsafe { sys::napi_is_exception_pending(env, &mut pending) };
                if pending {
                    let mut e = std::ptr::null_mut();
                    unsafe { sys::napi_get_and_clear_last_exception(env, &mut e) };
                }
                Err(type_error(env, "game must be a solo.Game"))
            }
        }
    }
}

/// The work of `bestSwaps` / `bestSwapsAsync`.
pub struct BestSwaps {
    game: core_solo::Game,
    k: usize,
}

impl BestSwaps {
    fn run(&self) -> String {
        crate::json::array_json(&self.game.best_swaps(self.k))
    }
}

impl Task for BestSwaps {
    type Output = String;
    type JsValue = Json;

    fn compute(&mut self) -> napi::Result<Self::Output> {
        crate::guard_task(|| self.run())
    }

    fn resolve(&mut self, _env: Env, output: Self::Output) -> napi::Result<Self::JsValue> {
        Ok(Json(output))
    }

    fn reject(&mut self, env: Env, err: napi::Error) -> napi::Result<Self::JsValue> {
        crate::reject_panic(env, err)
    }
}

/// The `k` swaps (default 10) of Free cells that would score most now,
/// each `{a, b, points, words}` (`a < b`): most points first, then smaller
/// `a`, then smaller `b`. The game is unchanged; a swap with no points is
/// listed too when fewer score.
#[napi(
    namespace = "solo",
    ts_args_type = "game: solo.Game, k?: number | null",
    ts_return_type = "solo.Scored[]"
)]
pub fn best_swaps(game: SoloGameArg, k: TopK) -> crate::Result<Json> {
    crate::guard(|| {
        Ok({
            Json(
                BestSwaps {
                    game: game.0,
                    k: k.0.unwrap_or(DEFAULT_K),
                }
                .run(),
            )
        })
    })
}

/// `bestSwaps` off the event loop: resolves to the same list, for the
/// position as it was at the call.
#[napi(
    namespace = "solo",
    ts_args_type = "game: solo.Game, k?: number | null",
    ts_return_type = "Promise<solo.Scored[]>"
)]
pub fn best_swaps_async(game: SoloGameArg, k: TopK) -> crate::Result<AsyncTask<BestSwaps>> {
    crate::guard(|| {
        Ok({
            AsyncTask::new(BestSwaps {
                game: game.0,
                k: k.0.unwrap_or(DEFAULT_K),
            })
        })
    })
}
